/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-application.h"
#include "tsl-game.h"
#include "tsl-window.h"

G_BEGIN_DECLS

gboolean  tsl_screenshot_run         (TslApplication *app,
                                      const char     *dir,
                                      GError        **error);
gboolean  tsl_screenshot_save_widget (GtkWidget      *widget,
                                      const char     *path,
                                      GError        **error);
gboolean  tsl_screenshot_shoot       (GtkWidget      *widget,
                                      const char     *dir,
                                      const char     *name,
                                      guint           wait_ms,
                                      GError        **error);
gboolean  tsl_screenshot_scene       (TslWindow      *window,
                                      TslGame        *game,
                                      const char     *dir,
                                      const char     *name,
                                      guint           wait_ms,
                                      GError        **error);
gboolean  tsl_screenshot_hint        (TslWindow      *window,
                                      const char     *dir,
                                      const char     *name,
                                      GError        **error);
void      tsl_screenshot_wait        (guint           ms);
TslGame  *tsl_screenshot_new_game    (TslEngine      *engine,
                                      guint64         seed,
                                      GError        **error);
TslGame  *tsl_screenshot_new_game_full (TslEngine      *engine,
                                        JsonObject     *options,
                                        guint           n_seats,
                                        guint64         seed,
                                        GError        **error);
gboolean  tsl_autoplay               (TslGame        *game,
                                      guint           max_actions,
                                      gint            stop_seat,
                                      const char     *stop_type,
                                      GError        **error);

G_END_DECLS
