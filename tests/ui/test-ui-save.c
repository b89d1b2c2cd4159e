/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "tsl-application.h"
#include "tsl-error.h"
#include "ui-test-util.h"

static char *
temp_path (const char *name)
{
  return g_build_filename (g_get_user_data_dir (), name, NULL);
}

static void
test_save_and_load (void)
{
  TslWindow *window = ui_test_start_catan (1234);
  TslWindow *other;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("saved.tessella");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  g_autofree char *loaded = NULL;
  g_autoptr(JsonNode) state1 = NULL;
  g_autoptr(JsonNode) state2 = NULL;

  g_test_summary ("Saving a game and opening the file shows the very same game");
  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  ui_test_play_setup (window);
  g_assert_true (tsl_window_save_file (window, file, &error));
  g_assert_no_error (error);
  saved = ui_test_game_text (tsl_session_get_game (tsl_window_get_session (window)));
  state1 = tsl_game_get_state_json (tsl_session_get_game (tsl_window_get_session (window)));
  gtk_window_destroy (GTK_WINDOW (window));

  other = ui_test_window_new ();
  g_assert_true (tsl_window_load_file (other, file, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tsl_window_get_page (other), ==, "game");
  loaded = ui_test_game_text (tsl_session_get_game (tsl_window_get_session (other)));
  state2 = tsl_game_get_state_json (tsl_session_get_game (tsl_window_get_session (other)));
  g_assert_cmpstr (saved, ==, loaded);
  g_assert_true (json_node_equal (state1, state2));
  gtk_window_destroy (GTK_WINDOW (other));
}

static gboolean
has_error_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* transfer none */
  g_autoptr(GPtrArray) dialogs = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      GtkWidget *window = g_list_model_get_item (toplevels, i);

      if (GTK_IS_MESSAGE_DIALOG (window) && gtk_widget_has_css_class (window, "tsl-error-dialog"))
        g_ptr_array_add (dialogs, window);
      else
        g_object_unref (window);
    }
  for (guint i = 0; i < dialogs->len; i++)
    gtk_window_destroy (dialogs->pdata[i]);
  return dialogs->len > 0;
}

static void
check_damaged (const char *contents)
{
  TslWindow *window = ui_test_start_catan (99);
  TslSession *session = tsl_window_get_session (window);
  g_autoptr(GError) error = NULL;
  g_autofree char *path = temp_path ("damaged.tessella");
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *before = ui_test_game_text (tsl_session_get_game (session));
  g_autofree char *after = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  g_assert_false (tsl_window_load_file (window, file, &error));
  g_assert_nonnull (error);
  g_assert_true (tsl_window_get_session (window) == session);
  after = ui_test_game_text (tsl_session_get_game (session));
  g_assert_cmpstr (before, ==, after);

  /* Through the Open action's path, the error is shown to the player. */
  tsl_window_open_file (window, file);
  g_assert_true (has_error_dialog ());
  g_assert_true (tsl_window_get_session (window) == session);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_damaged_save (void)
{
  g_test_summary ("A damaged save (cut-off JSON, an illegal action, an unknown game) shows an "
                  "error and leaves the game in progress as it was");
  check_damaged ("{\"format\": \"tessella-game\", \"version\": 1, \"game\": \"catan\", \"seed\": 3, "
                 "\"players\": [");
  check_damaged ("{\"format\": \"tessella-game\", \"version\": 1, \"game\": \"catan\", \"seed\": 3, "
                 "\"options\": {}, \"players\": [{\"name\": \"A\", \"color\": \"red\", \"controller\": \"human\"}, "
                 "{\"name\": \"B\", \"color\": \"blue\", \"controller\": \"human\"}, "
                 "{\"name\": \"C\", \"color\": \"white\", \"controller\": \"human\"}], "
                 "\"actions\": [{\"player\": 0, \"type\": \"roll\", \"dice\": [3, 4]}]}");
  check_damaged ("{\"format\": \"tessella-game\", \"version\": 1, \"game\": \"no-such-game\", "
                 "\"seed\": 3, \"players\": []}");
}

static char *
deeply_nested (void)
{
  g_autofree char *open = g_strnfill (100000, '[');
  g_autofree char *close = g_strnfill (100000, ']');

  return g_strconcat (open, close, NULL);
}

static void
test_hostile_save (void)
{
  g_autofree char *deep = deeply_nested ();

  g_test_summary ("Opening a hostile file (nested 100,000 deep, a lone surrogate in a name) "
                  "shows an error instead of crashing or loading it");
  check_damaged (deep);
  check_damaged ("{\"format\": \"tessella-game\", \"version\": 1, \"game\": \"catan\", \"seed\": 3, "
                 "\"options\": {}, \"players\": [{\"name\": \"A\\ud800B\", \"color\": \"red\", "
                 "\"controller\": \"human\"}, {\"name\": \"B\", \"color\": \"blue\", \"controller\": \"human\"}, "
                 "{\"name\": \"C\", \"color\": \"white\", \"controller\": \"human\"}]}");
}

static void
test_continue_hostile (void)
{
  g_autofree char *autosave = tsl_application_autosave_path ();
  g_autofree char *dir = g_path_get_dirname (autosave);
  g_autofree char *deep = deeply_nested ();
  TslWindow *window;

  g_test_summary ("Continue Last Game with a hostile autosave shows an error and stays put");
  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_assert_true (g_file_set_contents (autosave, deep, -1, NULL));
  window = ui_test_window_new ();
  g_assert_cmpstr (tsl_window_get_page (window), ==, "launcher");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.continue", NULL));
  g_assert_true (has_error_dialog ());
  g_assert_cmpstr (tsl_window_get_page (window), ==, "launcher");
  g_assert_null (tsl_window_get_session (window));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (autosave);
}

static void
count_cb (guint *count)
{
  (*count)++;
}

/* The label of the window's visible autosave warning, or NULL. */
static const char *
autosave_warning (TslWindow *window)
{
  for (guint i = 1;; i++)
    {
      GtkWidget *label = ui_test_find_widget (GTK_WIDGET (window), GTK_TYPE_LABEL, i);

      if (label == NULL)
        return NULL;
      if (gtk_widget_is_visible (label)
          && g_str_has_prefix (gtk_label_get_label (GTK_LABEL (label)), "The game could not be autosaved"))
        return gtk_label_get_label (GTK_LABEL (label));
    }
}

static gboolean
has_visible_button (TslWindow  *window,
                    const char *label)
{
  GtkWidget *button;

  for (guint i = 1; (button = ui_test_find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, i)) != NULL; i++)
    if (gtk_widget_is_visible (button) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (button)), label) == 0)
      return TRUE;
  return FALSE;
}

static guint
wait_turns (TslGame *game,
            guint    turns)
{
  TslEngine *engine = tsl_game_get_engine (game);
  guint start = tsl_engine_get_turn (engine, tsl_game_get_state (game));

  for (guint i = 0; i < 400 && !tsl_game_is_over (game)
       && tsl_engine_get_turn (engine, tsl_game_get_state (game)) < start + turns; i++)
    ui_test_wait (25);
  return tsl_engine_get_turn (engine, tsl_game_get_state (game)) - start;
}

static void
test_autosave_failure (void)
{
  g_autofree char *autosave = tsl_application_autosave_path ();
  TslWindow *window = ui_test_start_catan_seats (17, 0);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  guint notified = 0;

  g_test_summary ("A failing autosave (a full disk, a folder in its place) is shown once in the "
                  "window with a way to save the game elsewhere, logged once rather than every turn, "
                  "and the warning goes when autosaving works again");
  g_assert_null (autosave_warning (window));
  g_signal_connect_swapped (session, "notify::autosave-failure", G_CALLBACK (count_cb), &notified);
  g_unlink (autosave);
  g_assert_cmpint (g_mkdir (autosave, 0700), ==, 0);

  g_test_expect_message ("tsl-shared", G_LOG_LEVEL_WARNING, "Autosave failed: *");
  g_assert_cmpuint (wait_turns (game, 4), >=, 4);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (notified, ==, 1);
  g_assert_nonnull (tsl_session_get_autosave_failure (session));
  g_assert_nonnull (autosave_warning (window));
  g_assert_true (has_visible_button (window, "_Save…"));

  g_assert_cmpint (g_rmdir (autosave), ==, 0);
  g_assert_cmpuint (wait_turns (game, 1), >=, 1);
  g_assert_cmpuint (notified, ==, 2);
  g_assert_null (tsl_session_get_autosave_failure (session));
  g_assert_null (autosave_warning (window));
  g_assert_true (g_file_test (autosave, G_FILE_TEST_IS_REGULAR));
  gtk_window_destroy (GTK_WINDOW (window));
  g_unlink (autosave);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/save/save-and-load", test_save_and_load);
  g_test_add_func ("/ui/save/damaged", test_damaged_save);
  g_test_add_func ("/ui/save/hostile", test_hostile_save);
  g_test_add_func ("/ui/save/continue-hostile", test_continue_hostile);
  g_test_add_func ("/ui/save/autosave-failure", test_autosave_failure);
  return g_test_run ();
}
