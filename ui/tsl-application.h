/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TSL_TYPE_APPLICATION (tsl_application_get_type ())
G_DECLARE_FINAL_TYPE (TslApplication, tsl_application, TSL, APPLICATION, GtkApplication)

TslApplication *tsl_application_new            (void);
GSettings      *tsl_application_get_settings   (TslApplication *self);
char           *tsl_application_autosave_path  (void);
gboolean        tsl_application_failed         (TslApplication *self);

G_END_DECLS
