/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

#define TSL_TYPE_SETUP_PAGE (tsl_setup_page_get_type ())
G_DECLARE_FINAL_TYPE (TslSetupPage, tsl_setup_page, TSL, SETUP_PAGE, GtkWidget)

GtkWidget *tsl_setup_page_new           (void);
void       tsl_setup_page_set_settings  (TslSetupPage *self,
                                         GSettings    *settings);
void       tsl_setup_page_set_engine    (TslSetupPage *self,
                                         TslEngine    *engine);
void       tsl_setup_page_set_n_players (TslSetupPage *self,
                                         guint         n_players);
guint      tsl_setup_page_get_n_players (TslSetupPage *self);
GtkWidget *tsl_setup_page_get_seat_row  (TslSetupPage *self,
                                         guint         seat);
void       tsl_setup_page_set_seed      (TslSetupPage *self,
                                         guint64       seed);
GtkWidget *tsl_setup_page_get_option_widget (TslSetupPage *self,
                                             const char   *key);
GtkWidget *tsl_setup_page_get_option_automatic (TslSetupPage *self,
                                                const char   *key);

GtkWidget *tsl_setup_page_get_preview (TslSetupPage *self);

G_END_DECLS
