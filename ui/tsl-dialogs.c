/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-dialogs.h"

static GtkWindow *
toplevel (GtkWidget *widget)
{
  GtkRoot *root = widget != NULL ? gtk_widget_get_root (widget) : NULL;

  return GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL;
}

static void
close_response_cb (GtkDialog *dialog,
                   int        response,
                   gpointer   user_data)
{
  gtk_window_destroy (GTK_WINDOW (dialog));
}

/**
 * tsl_dialogs_show_error:
 * @primary: what failed, in the user's words ("Could not open the game")
 * @error: why (its message is already translated)
 *
 * Returns: (transfer none): the dialog, already shown; it closes itself
 */
GtkWindow *
tsl_dialogs_show_error (GtkWidget    *parent,
                        const char   *primary,
                        const GError *error)
{
  GtkWidget *dialog;

  dialog = gtk_message_dialog_new (toplevel (parent),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_ERROR, GTK_BUTTONS_CLOSE, "%s", primary);
  if (error != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", error->message);
  gtk_widget_add_css_class (dialog, "tsl-error-dialog");
  g_signal_connect (dialog, "response", G_CALLBACK (close_response_cb), NULL);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}

typedef struct
{
  TslFileCallback callback;
  gpointer        user_data;
} FileData;

static void
file_response_cb (GtkNativeDialog *native,
                  int              response,
                  gpointer         user_data)
{
  FileData *data = user_data;
  g_autoptr(GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (native));
  data->callback (file, data->user_data);
  g_free (data);
  g_object_unref (native);
}

static void
add_filters (GtkFileChooser *chooser)
{
  g_autoptr(GtkFileFilter) games = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) all = gtk_file_filter_new ();

  gtk_file_filter_set_name (games, _("Saved games"));
  gtk_file_filter_add_pattern (games, "*.tessella");
  gtk_file_filter_add_pattern (games, "*.json");
  gtk_file_chooser_add_filter (chooser, games);
  gtk_file_filter_set_name (all, _("All files"));
  gtk_file_filter_add_pattern (all, "*");
  gtk_file_chooser_add_filter (chooser, all);
}

static void
run_file_chooser (GtkWidget            *parent,
                  const char           *title,
                  GtkFileChooserAction  action,
                  const char           *accept,
                  const char           *suggested_name,
                  TslFileCallback       callback,
                  gpointer              user_data)
{
  GtkFileChooserNative *native;
  FileData *data = g_new0 (FileData, 1);

  data->callback = callback;
  data->user_data = user_data;
  native = gtk_file_chooser_native_new (title, toplevel (parent), action, accept, _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  add_filters (GTK_FILE_CHOOSER (native));
  if (suggested_name != NULL)
    gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (native), suggested_name);
  g_signal_connect (native, "response", G_CALLBACK (file_response_cb), data);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (native));
}

void
tsl_dialogs_open_game (GtkWidget       *parent,
                       TslFileCallback  callback,
                       gpointer         user_data)
{
  run_file_chooser (parent, _("Open a saved game"), GTK_FILE_CHOOSER_ACTION_OPEN,
                    _("_Open"), NULL, callback, user_data);
}

void
tsl_dialogs_save_game (GtkWidget       *parent,
                       const char      *suggested_name,
                       TslFileCallback  callback,
                       gpointer         user_data)
{
  run_file_chooser (parent, _("Save the game"), GTK_FILE_CHOOSER_ACTION_SAVE,
                    _("_Save"), suggested_name, callback, user_data);
}
