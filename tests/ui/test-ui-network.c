/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "tsl-net-lobby.h"
#include "tsl-net-server.h"
#include "tsl-registry.h"
#include "tsl-seat-row.h"
#include "tsl-session.h"
#include "tsl-setup-page.h"
#include "ui-test-util.h"

/*
 * The window at a network table (issue 26): it joins a server's open seat
 * through the join page, plays it through the game view's session, keeps
 * its seat when its connection drops (it connects again with the seat's
 * token and shows the table as it is now) and goes back to the launcher,
 * saying why, when the server goes away.
 */

typedef struct
{
  TslNetServer *server;
  TslNetTable  *table;
  char         *dir;
  char         *address;
} Table;

static void
table_open (Table *t)
{
  const char * const seats[] = { "open", "ai:greedy", "ai:greedy", NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = NULL;
  g_autoptr(GUri) parsed = NULL;

  t->dir = g_dir_make_tmp ("tessella-ui-net-XXXXXX", &error);
  g_assert_no_error (error);
  t->server = tsl_net_server_new (t->dir);
  g_assert_true (tsl_net_server_listen (t->server, "127.0.0.1", 0, NULL, &error));
  g_assert_no_error (error);
  t->table = tsl_net_server_add_table (t->server, tsl_registry_lookup ("catan", NULL), NULL, seats, &error);
  g_assert_no_error (error);
  uri = tsl_net_server_get_uri (t->server);
  parsed = g_uri_parse (uri, G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  t->address = g_strdup_printf ("127.0.0.1:%d", g_uri_get_port (parsed));
}

static void
table_close (Table *t)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_clear_object (&t->server);
  dir = g_dir_open (t->dir, 0, NULL);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (t->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (t->dir);
  g_free (t->dir);
  g_free (t->address);
}

static TslNetLobby *
lobby_of (TslWindow *window)
{
  return TSL_NET_LOBBY (tsl_window_get_lobby (window));
}

/* Waits, playing the window's seat with the greedy player's moves. */
static gboolean
wait_playing (TslWindow *window,
              gboolean (*done) (TslWindow *window, gpointer data),
              gpointer   data)
{
  gint64 deadline = g_get_monotonic_time () + 120 * G_TIME_SPAN_SECOND;

  while (!done (window, data))
    {
      TslSession *session = tsl_window_get_session (window);
      TslGame *game = session != NULL ? tsl_session_get_game (session) : NULL;

      if (g_get_monotonic_time () > deadline)
        return FALSE;
      if (game != NULL && tsl_game_is_following (game) && !tsl_game_is_over (game)
          && tsl_game_get_actor (game) == tsl_session_get_remote_seat (session))
        {
          TslMove move = ui_test_ai_move (game, "greedy", tsl_game_get_n_actions (game));

          tsl_session_apply_move (session, &move, NULL);
        }
      ui_test_wait (20);
    }
  return TRUE;
}

static gboolean
has_open_seat (TslWindow *window,
               gpointer   data)
{
  return tsl_net_lobby_has_open_seat (lobby_of (window));
}

static gboolean
in_game (TslWindow *window,
         gpointer   data)
{
  TslSession *session = tsl_window_get_session (window);

  return g_strcmp0 (tsl_window_get_page (window), "game") == 0 && session != NULL
         && tsl_game_is_following (tsl_session_get_game (session));
}

static gboolean
played (TslWindow *window,
        gpointer   data)
{
  TslSession *session = tsl_window_get_session (window);

  return session != NULL && tsl_game_get_n_actions (tsl_session_get_game (session)) >= GPOINTER_TO_UINT (data);
}

static gboolean
new_session (TslWindow *window,
             gpointer   data)
{
  return tsl_window_get_session (window) != NULL && tsl_window_get_session (window) != data
         && in_game (window, NULL);
}

static gboolean
on_launcher (TslWindow *window,
             gpointer   data)
{
  return g_strcmp0 (tsl_window_get_page (window), "launcher") == 0;
}

/* The game's log shows the chat line @data (a row of the "tsl-chat" style). */
static gboolean
chat_in_log (TslWindow *window,
             gpointer   data)
{
  GtkWidget *view = tsl_window_get_view (window);
  GtkWidget *row;

  for (guint i = 1; view != NULL && (row = ui_test_find_widget (view, GTK_TYPE_LIST_BOX_ROW, i)) != NULL; i++)
    {
      GtkWidget *label = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));

      if (gtk_widget_has_css_class (row, "tsl-chat") && GTK_IS_LABEL (label)
          && g_strcmp0 (gtk_label_get_label (GTK_LABEL (label)), data) == 0)
        return TRUE;
    }
  return FALSE;
}

/* How many rows of the game's log are marked as the newest action's. */
static guint
count_newest (TslWindow *window)
{
  GtkWidget *row;
  guint n = 0;

  for (guint i = 1; (row = ui_test_find_widget (tsl_window_get_view (window), GTK_TYPE_LIST_BOX_ROW, i)) != NULL; i++)
    n += gtk_widget_has_css_class (gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row)), "newest");
  return n;
}

static gboolean
has_entry_text (GtkWidget  *root,
                const char *text)
{
  GtkWidget *entry;

  for (guint i = 1; (entry = ui_test_find_widget (root, GTK_TYPE_ENTRY, i)) != NULL; i++)
    if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (entry)), text) == 0)
      return TRUE;
  return FALSE;
}

static void
test_join_and_reconnect (void)
{
  TslWindow *window = ui_test_window_new ();
  Table t = { 0 };
  TslSession *first;
  TslGame *real;
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *name = NULL;
  GtkWidget *entry, *other;
  guint before;

  g_test_summary ("The join page lists the server's table, takes its open seat, the game "
                  "is played through the window, the chat shown in its log, the player's name "
                  "remembered; a dropped connection is taken up again "
                  "with the seat's token, and the game goes on to its end");
  table_open (&t);
  tsl_window_join (window, t.address);
  g_assert_cmpstr (tsl_window_get_page (window), ==, "lobby");
  g_assert_true (wait_playing (window, has_open_seat, NULL));
  tsl_net_lobby_set_settings (lobby_of (window), settings);
  g_assert_true (tsl_net_lobby_take_open_seat (lobby_of (window), "Anna"));
  g_assert_true (wait_playing (window, in_game, NULL));
  /* The name is remembered for the next table's join form. */
  g_assert_cmpstr ((name = g_settings_get_string (settings, "network-name")), ==, "Anna");
  other = g_object_ref_sink (tsl_net_lobby_new ());
  tsl_net_lobby_set_settings (TSL_NET_LOBBY (other), settings);
  g_assert_true (has_entry_text (other, "Anna"));
  g_clear_object (&other);
  g_assert_true (wait_playing (window, played, GUINT_TO_POINTER (30)));

  /* The chat is written under the game's log and shown in it. */
  entry = ui_test_find_widget (tsl_window_get_view (window), GTK_TYPE_ENTRY, 1);
  g_assert_nonnull (entry);
  g_assert_true (gtk_widget_get_visible (entry));
  gtk_editable_set_text (GTK_EDITABLE (entry), "Hello, table!");
  g_signal_emit_by_name (entry, "activate");
  g_assert_true (wait_playing (window, chat_in_log, "Anna: Hello, table!"));
  g_assert_cmpstr (gtk_editable_get_text (GTK_EDITABLE (entry)), ==, "");
  g_assert_true (wait_playing (window, played, GUINT_TO_POINTER (40)));
  g_assert_cmpuint (count_newest (window), ==, 1);

  /* The connection drops; the window connects again with the seat's token. */
  first = tsl_window_get_session (window);
  real = tsl_net_table_get_game (t.table);
  tsl_net_client_close (tsl_net_lobby_get_client (lobby_of (window)));
  g_assert_true (wait_playing (window, new_session, first));
  before = tsl_game_get_n_actions (real);
  g_assert_true (wait_playing (window, played, GUINT_TO_POINTER (10)));
  g_assert_cmpuint (tsl_game_get_n_actions (real), >, before);
  g_assert_cmpstr (tsl_game_get_seat_name (real, 0), ==, "Anna");
  g_assert_true (chat_in_log (window, "Anna: Hello, table!"));

  /* The server goes away: back to the launcher. */
  table_close (&t);
  g_assert_true (wait_playing (window, on_launcher, NULL));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_bad_address (void)
{
  TslWindow *window = ui_test_window_new ();

  g_test_summary ("An address that is none is refused on the join page, which stays");
  tsl_window_join (window, "not an address/");
  g_assert_cmpstr (tsl_window_get_page (window), ==, "lobby");
  g_assert_null (tsl_net_lobby_get_client (lobby_of (window)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_host_page (void)
{
  TslWindow *window = ui_test_window_new ();
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;

  g_test_summary ("Host a Network Game… opens the setup page with the second seat open to a "
                  "network player, the first played here");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.host", NULL));
  g_assert_cmpstr (tsl_window_get_page (window), ==, "setup");
  first = tsl_seat_row_dup_controller (TSL_SEAT_ROW (tsl_setup_page_get_seat_row (setup, 0)));
  second = tsl_seat_row_dup_controller (TSL_SEAT_ROW (tsl_setup_page_get_seat_row (setup, 1)));
  g_assert_cmpstr (first, ==, "human");
  g_assert_cmpstr (second, ==, "open");
  gtk_window_destroy (GTK_WINDOW (window));
}

static gboolean
can_start (TslWindow *window,
           gpointer   data)
{
  return tsl_net_lobby_can_start (lobby_of (window), NULL);
}

static void
test_host_starts (void)
{
  TslWindow *window = ui_test_window_new ();
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  g_autofree char *long_line = NULL;
  TslSession *session;
  GtkWidget *button;
  guint open = 0;

  g_test_summary ("The host's table waits in the waiting room until the host starts it; "
                  "Start with the second seat still open puts a computer player there "
                  "and the game begins; a refusal meanwhile is told in the game's log");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.host", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  g_assert_cmpstr (tsl_window_get_page (window), ==, "lobby");
  g_assert_true (wait_playing (window, can_start, NULL));
  g_assert_true (tsl_net_lobby_can_start (lobby_of (window), &open));
  g_assert_cmpuint (open, ==, 1);
  /* Nobody came: the host does not wait, the table does not start alone. */
  ui_test_wait (300);
  g_assert_cmpstr (tsl_window_get_page (window), ==, "lobby");
  button = ui_test_find_widget (tsl_window_get_lobby (window), GTK_TYPE_BUTTON, 1);
  for (guint i = 2; button != NULL && !g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (button)) ?: "", "_Start"); i++)
    button = ui_test_find_widget (tsl_window_get_lobby (window), GTK_TYPE_BUTTON, i);
  g_assert_nonnull (button);
  g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (button)), ==, "_Start with a Computer Player in the Open Seat");
  g_assert_true (gtk_widget_is_visible (button) && gtk_widget_is_sensitive (button));
  g_signal_emit_by_name (button, "clicked");
  g_assert_true (wait_playing (window, in_game, NULL));
  session = tsl_window_get_session (window);
  g_assert_cmpint (tsl_session_get_remote_seat (session), >=, 0);
  /* The second seat's computer player moves too: the game goes on. */
  g_assert_true (wait_playing (window, played, GUINT_TO_POINTER (20)));
  /* A refusal during the game is told in its log (the lobby page is hidden). */
  tsl_net_lobby_send_chat (lobby_of (window), (long_line = g_strnfill (600, 'a')));
  g_assert_true (wait_playing (window, chat_in_log,
                               (gpointer) "That is too long: a name may have 40 characters, a chat line 500."));
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  /* The test's isolated data directories hide the system's proxy settings
   * schema, which GIO's default resolver reads; loopback needs no proxy. */
  g_setenv ("GIO_USE_PROXY_RESOLVER", "dummy", TRUE);
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/network/join-and-reconnect", test_join_and_reconnect);
  g_test_add_func ("/ui/network/bad-address", test_bad_address);
  g_test_add_func ("/ui/network/host-page", test_host_page);
  g_test_add_func ("/ui/network/host-starts", test_host_starts);
  return g_test_run ();
}
