/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_WAGON_PANEL (tsl_catan_wagon_panel_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanWagonPanel, tsl_catan_wagon_panel, TSL, CATAN_WAGON_PANEL, GtkWidget)

GtkWidget  *tsl_catan_wagon_panel_new        (void);
void        tsl_catan_wagon_panel_show       (TslCatanWagonPanel *self,
                                              const TslCatanInfo *info,
                                              gint                seat,
                                              const char         *name);
void        tsl_catan_wagon_panel_set_result (TslCatanWagonPanel *self,
                                              const char         *text,
                                              gboolean            success);
const char *tsl_catan_wagon_panel_get_card   (TslCatanWagonPanel *self);
const char *tsl_catan_wagon_panel_get_result (TslCatanWagonPanel *self);

char       *tsl_catan_task_text        (const TslCatanPlayerInfo *player);

G_END_DECLS
