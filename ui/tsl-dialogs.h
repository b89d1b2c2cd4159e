/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Every GtkMessageDialog and GtkFileChooserNative of the application lives
 * behind these helpers, so that the port to GTK 4.10's GtkAlertDialog and
 * GtkFileDialog stays in one file. */

typedef void (*TslFileCallback)   (GFile   *file,       /* NULL when cancelled */
                                   gpointer user_data);

GtkWindow *tsl_dialogs_show_error (GtkWidget         *parent,
                                   const char        *primary,
                                   const GError      *error);
void       tsl_dialogs_open_game  (GtkWidget         *parent,
                                   TslFileCallback    callback,
                                   gpointer           user_data);
void       tsl_dialogs_save_game  (GtkWidget         *parent,
                                   const char        *suggested_name,
                                   TslFileCallback    callback,
                                   gpointer           user_data);

G_END_DECLS
