/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TSL_TYPE_PREFERENCES (tsl_preferences_get_type ())
G_DECLARE_FINAL_TYPE (TslPreferences, tsl_preferences, TSL, PREFERENCES, GtkWindow)

GtkWidget *tsl_preferences_new (GSettings *settings);

G_END_DECLS
