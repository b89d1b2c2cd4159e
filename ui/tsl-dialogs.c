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

typedef struct
{
  TslChoiceCallback callback;
  gpointer          user_data;
} ChoiceData;

static void
choice_response_cb (GtkDialog *dialog,
                    int        response,
                    gpointer   user_data)
{
  /* A copy: the data goes with the dialog's handler, even when the dialog
   * is destroyed without an answer. */
  ChoiceData data = *(ChoiceData *) user_data;
  int choice = response >= 0 ? response : -1;

  gtk_window_destroy (GTK_WINDOW (dialog));
  data.callback (choice, data.user_data);
}

/* More answers than fit in a row of buttons (the paths a barbarian may go
 * to) are a scrolled column. */
#define MAX_CHOICE_BUTTONS 5

static void
choice_clicked_cb (GtkButton *button,
                   GtkDialog *dialog)
{
  gtk_dialog_response (dialog, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tsl-choice")) - 1);
}

static void
add_choice_list (GtkDialog          *dialog,
                 const char * const *labels)
{
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GPtrArray *buttons = g_ptr_array_new ();

  for (int i = 0; labels[i] != NULL; i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (labels[i]);

      g_object_set_data (G_OBJECT (button), "tsl-choice", GINT_TO_POINTER (i + 1));
      g_signal_connect_object (button, "clicked", G_CALLBACK (choice_clicked_cb), dialog, 0);
      gtk_box_append (GTK_BOX (column), button);
      g_ptr_array_add (buttons, button);
    }
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scrolled), 320);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), column);
  gtk_box_append (GTK_BOX (gtk_message_dialog_get_message_area (GTK_MESSAGE_DIALOG (dialog))), scrolled);
  /* The buttons stay the dialog's children; the array only finds them. */
  g_object_set_data_full (G_OBJECT (dialog), "tsl-choice-buttons", buttons, (GDestroyNotify) g_ptr_array_unref);
}

/**
 * tsl_dialogs_get_choice:
 * @dialog: a dialog of tsl_dialogs_choose()
 * @choice: the index of an answer
 *
 * Returns: (transfer none) (nullable): the button that gives @choice,
 *   in the row of buttons or the column of a long list
 */
GtkWidget *
tsl_dialogs_get_choice (GtkWindow *dialog,
                        int        choice)
{
  GPtrArray *buttons = g_object_get_data (G_OBJECT (dialog), "tsl-choice-buttons");

  g_return_val_if_fail (GTK_IS_DIALOG (dialog), NULL);

  if (buttons == NULL)
    return gtk_dialog_get_widget_for_response (GTK_DIALOG (dialog), choice);
  return choice >= 0 && (guint) choice < buttons->len ? buttons->pdata[choice] : NULL;
}

/**
 * tsl_dialogs_choose:
 * @labels: one button per choice (mnemonics allowed); the callback gets its index
 *
 * Asks one question with a few answers (a robber's victim, a resource).
 *
 * Returns: (transfer none): the dialog, already shown
 */
GtkWindow *
tsl_dialogs_choose (GtkWidget          *parent,
                    const char         *primary,
                    const char         *secondary,
                    const char * const *labels,
                    gboolean            cancellable,
                    TslChoiceCallback   callback,
                    gpointer            user_data)
{
  GtkWidget *dialog;
  ChoiceData *data = g_new0 (ChoiceData, 1);

  data->callback = callback;
  data->user_data = user_data;
  dialog = gtk_message_dialog_new (toplevel (parent),
                                   GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT,
                                   GTK_MESSAGE_QUESTION, GTK_BUTTONS_NONE, "%s", primary);
  if (secondary != NULL)
    gtk_message_dialog_format_secondary_text (GTK_MESSAGE_DIALOG (dialog), "%s", secondary);
  if (cancellable)
    gtk_dialog_add_button (GTK_DIALOG (dialog), _("_Cancel"), GTK_RESPONSE_CANCEL);
  if (g_strv_length ((char **) labels) <= MAX_CHOICE_BUTTONS)
    for (int i = 0; labels[i] != NULL; i++)
      gtk_dialog_add_button (GTK_DIALOG (dialog), labels[i], i);
  else
    add_choice_list (GTK_DIALOG (dialog), labels);
  g_signal_connect_data (dialog, "response", G_CALLBACK (choice_response_cb), data,
                         (GClosureNotify) G_CALLBACK (g_free), 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return GTK_WINDOW (dialog);
}
