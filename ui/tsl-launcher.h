/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TSL_TYPE_LAUNCHER (tsl_launcher_get_type ())
G_DECLARE_FINAL_TYPE (TslLauncher, tsl_launcher, TSL, LAUNCHER, GtkWidget)

GtkWidget *tsl_launcher_new         (void);
guint      tsl_launcher_get_n_games (TslLauncher *self);
GtkWidget *tsl_launcher_get_card    (TslLauncher *self,
                                     guint        index);
void       tsl_launcher_set_continue_label (TslLauncher *self,
                                            const char  *label);

G_END_DECLS
