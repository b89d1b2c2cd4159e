/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-net-lobby.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"
#include "tsl-screenshot-net.h"
#include "tsl-window-private.h"

/*
 * `tessella --screenshot DIR --net-host` and `--net-join ADDRESS`: two
 * instances of the application at one network table, each in its own
 * language (tests/ui/test-net-two-instances.py).  The host opens a Catan
 * table (its person, an open seat and a computer player) and prints where
 * it listens; the other joins the open seat.  Each plays its seat through
 * the window's session with the greedy player's choices until the game
 * ends, writes its pages (join form, waiting room, the game, its end) and
 * exits 0, or 1 when the game did not end within the time allowed.
 */

#define PATIENCE_S 600

typedef struct
{
  TslWindow *window;
  TslAi     *ai;
  GError    *closed;   /* why the connection ended, once it has */
} Seat;

/* Plays the seat's move when it is its turn and none is on its way. */
static void
play_own_seat (Seat *seat)
{
  TslSession *session = tsl_window_get_session (seat->window);
  TslGame *game = session != NULL ? tsl_session_get_game (session) : NULL;
  TslMove move;

  if (game == NULL || !seat->window->network || tsl_game_is_over (game)
      || tsl_game_get_actor (game) != tsl_session_get_remote_seat (session))
    return;
  if (seat->ai == NULL)
    seat->ai = tsl_engine_create_ai (tsl_game_get_engine (game), "greedy", NULL);
  if (tsl_game_suggest (game, seat->ai, &move, NULL))
    tsl_session_apply_move (session, &move, NULL);
}

static gboolean
wait_for (gboolean (*done) (Seat *seat),
          Seat      *seat,
          GError   **error)
{
  gint64 deadline = g_get_monotonic_time () + PATIENCE_S * G_TIME_SPAN_SECOND;

  while (!done (seat))
    {
      /* The window said why and went back to the launcher. */
      if (seat->closed != NULL)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_CLOSED, "the network table closed: %s",
                       seat->closed->message);
          return FALSE;
        }
      if (g_get_monotonic_time () > deadline)
        {
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_TIMED_OUT, "the network table did not get there in %d s",
                       PATIENCE_S);
          return FALSE;
        }
      play_own_seat (seat);
      tsl_screenshot_wait (20);
    }
  return TRUE;
}

static gboolean
seated (Seat *seat)
{
  TslNetClient *client = tsl_net_lobby_get_client (TSL_NET_LOBBY (seat->window->lobby));

  return client != NULL && tsl_net_client_get_seat (client) >= 0;
}

/* The hosted table's seats are all taken: the host may start. */
static gboolean
full (Seat *seat)
{
  guint open = 0;

  return tsl_net_lobby_can_start (TSL_NET_LOBBY (seat->window->lobby), &open) && open == 0;
}

static gboolean
listed (Seat *seat)
{
  return tsl_net_lobby_has_open_seat (TSL_NET_LOBBY (seat->window->lobby));
}

static gboolean
in_game (Seat *seat)
{
  return seat->window->network && g_strcmp0 (tsl_window_get_page (seat->window), "game") == 0;
}

static gboolean
midgame (Seat *seat)
{
  TslSession *session = tsl_window_get_session (seat->window);

  return session != NULL && tsl_game_get_n_actions (tsl_session_get_game (session)) >= 40;
}

static gboolean
game_over (Seat *seat)
{
  TslSession *session = tsl_window_get_session (seat->window);

  return session != NULL && tsl_game_is_over (tsl_session_get_game (session));
}

static void
closed_cb (GtkWidget    *lobby,
           const GError *error,
           Seat         *seat)
{
  if (seat->closed == NULL)
    seat->closed = g_error_copy (error);
}

static TslWindow *
new_window (TslApplication *app,
            const char     *dir,
            GError        **error)
{
  TslWindow *window;

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Could not create %s", dir);
      return NULL;
    }
  window = tsl_window_new (app);

  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  tsl_window_set_autosave (window, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 720);
  gtk_window_present (GTK_WINDOW (window));
  return window;
}

static gboolean
play_to_the_end (Seat        *seat,
                 const char  *dir,
                 const char  *prefix,
                 GError     **error)
{
  g_autofree char *game_name = g_strconcat (prefix, "-game.png", NULL);
  g_autofree char *over_name = g_strconcat (prefix, "-game-over.png", NULL);

  if (!wait_for (in_game, seat, error) || !wait_for (midgame, seat, error))
    return FALSE;
  /* A line of the chat, in the log of both pictures' games. */
  tsl_net_lobby_send_chat (TSL_NET_LOBBY (seat->window->lobby), _("Good luck, everyone!"));
  tsl_screenshot_wait (500);
  return tsl_screenshot_shoot (GTK_WIDGET (seat->window), dir, game_name, 600, error)
         && wait_for (game_over, seat, error)
         && tsl_screenshot_shoot (GTK_WIDGET (seat->window), dir, over_name, 600, error);
}

/**
 * tsl_screenshot_net_host:
 *
 * Hosts a table, prints "listening PORT" on standard output and plays the
 * host's seat to the end.
 */
gboolean
tsl_screenshot_net_host (TslApplication  *app,
                         const char      *dir,
                         GError         **error)
{
  TslEngine *engine = tsl_registry_lookup ("catan", error);
  g_autoptr(TslGame) game = NULL;
  Seat seat = { 0 };
  gboolean ok;

  if (engine == NULL)
    return FALSE;
  game = tsl_screenshot_new_game_full (engine, NULL, 3, 20261129, error);
  if (game == NULL)
    return FALSE;
  tsl_game_set_seat (game, 1, "Béla", NULL, "open");
  seat.window = new_window (app, dir, error);
  if (seat.window == NULL)
    return FALSE;
  _tsl_window_net_host (seat.window, game);
  ok = wait_for (seated, &seat, error);
  if (ok)
    {
      /* The other instance joins; the host starts the full table. */
      g_print ("listening %u\n", tsl_net_lobby_get_port (TSL_NET_LOBBY (seat.window->lobby)));
      ok = wait_for (full, &seat, error)
           && tsl_screenshot_shoot (GTK_WIDGET (seat.window), dir, "net-waiting-room.png", 600, error);
    }
  if (ok)
    {
      tsl_net_lobby_start (TSL_NET_LOBBY (seat.window->lobby));
      ok = play_to_the_end (&seat, dir, "net-host", error);
    }
  /* The other instance ends its game too before the table closes. */
  if (ok)
    tsl_screenshot_wait (3000);
  g_clear_object (&seat.ai);
  gtk_window_destroy (GTK_WINDOW (seat.window));
  return ok;
}

/* The launcher the window went back to when the host went away, and the
 * window's message. */
static void
shoot_closed (Seat       *seat,
              const char *dir)
{
  g_autoptr(GError) error = NULL;

  if (!g_str_equal (tsl_window_get_page (seat->window), "launcher"))
    g_printerr ("the window did not go back to the launcher\n");
  else
    tsl_screenshot_shoot (GTK_WIDGET (seat->window), dir, "net-guest-closed.png", 300, &error);
  for (GList *l = gtk_window_list_toplevels (); l != NULL; l = g_list_delete_link (l, l))
    if (l->data != seat->window && GTK_IS_WINDOW (l->data) && gtk_widget_get_visible (l->data))
      tsl_screenshot_shoot (l->data, dir, "net-guest-closed-message.png", 300, &error);
}

/**
 * tsl_screenshot_net_join:
 * @address: the host's address
 *
 * Joins the first open seat at @address and plays it to the end.
 */
gboolean
tsl_screenshot_net_join (TslApplication  *app,
                         const char      *dir,
                         const char      *address,
                         GError         **error)
{
  Seat seat = { 0 };
  gboolean ok;

  seat.window = new_window (app, dir, error);
  if (seat.window == NULL)
    return FALSE;
  g_signal_connect (seat.window->lobby, "closed", G_CALLBACK (closed_cb), &seat);
  gtk_widget_activate_action (GTK_WIDGET (seat.window), "win.join", NULL);
  tsl_net_lobby_connect (TSL_NET_LOBBY (seat.window->lobby), address);
  ok = wait_for (listed, &seat, error)
       && tsl_screenshot_shoot (GTK_WIDGET (seat.window), dir, "net-join.png", 300, error)
       && tsl_net_lobby_take_open_seat (TSL_NET_LOBBY (seat.window->lobby), "Béla")
       && wait_for (seated, &seat, error)
       && play_to_the_end (&seat, dir, "net-guest", error);
  if (seat.closed != NULL)
    shoot_closed (&seat, dir);
  g_clear_error (&seat.closed);
  g_clear_object (&seat.ai);
  gtk_window_destroy (GTK_WINDOW (seat.window));
  return ok;
}
