/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-application.h"
#include "tsl-game.h"
#include "tsl-session.h"

G_BEGIN_DECLS

#define TSL_TYPE_WINDOW (tsl_window_get_type ())
G_DECLARE_FINAL_TYPE (TslWindow, tsl_window, TSL, WINDOW, GtkApplicationWindow)

TslWindow  *tsl_window_new            (TslApplication *app);
void        tsl_window_start_game     (TslWindow      *self,
                                       TslGame        *game);
gboolean    tsl_window_load_file      (TslWindow      *self,
                                       GFile          *file,
                                       GError        **error);
void        tsl_window_open_file      (TslWindow      *self,
                                       GFile          *file);
gboolean    tsl_window_save_file      (TslWindow      *self,
                                       GFile          *file,
                                       GError        **error);
TslSession *tsl_window_get_session    (TslWindow      *self);
GtkWidget  *tsl_window_get_view       (TslWindow      *self);
GtkWidget  *tsl_window_get_launcher   (TslWindow      *self);
GtkWidget  *tsl_window_get_setup_page (TslWindow      *self);
const char *tsl_window_get_page       (TslWindow      *self);
const char *tsl_window_get_hint       (TslWindow      *self);
gboolean    tsl_window_is_hint_pending (TslWindow     *self);
void        tsl_window_set_autosave   (TslWindow      *self,
                                       gboolean        autosave);

void        tsl_window_show_notice    (TslWindow      *self,
                                       const char     *text);
GStrv       tsl_window_get_notices    (TslWindow      *self);

void        tsl_window_join            (TslWindow      *self,
                                        const char     *address);
GtkWidget  *tsl_window_get_lobby       (TslWindow      *self);

G_END_DECLS
