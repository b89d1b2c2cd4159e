/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "net-test-util.h"
#include "test-every-engine.h"
#include "tsl-net-player.h"
#include "tsl-net-view.h"
#include "tsl-registry.h"

/*
 * A person's seat at a network table, as the window plays it: a
 * TslNetPlayer turns the server's updates into a following game and a
 * remote session, and the person moves through the session like in a
 * local game.  Over whole games against headless computer players, the
 * seat's log must say what the server's says (each sentence written here
 * from the seat's views and the outcomes it may see), and its last state
 * must be the seat's view of the server's.
 */

typedef struct
{
  TslNetPlayer *player;
  TslAi        *ai;
  guint         idle_id;
  guint         moves;
  guint         sessions;
} Person;

static gboolean
move_cb (gpointer data)
{
  Person *person = data;
  TslSession *session = tsl_net_player_get_session (person->player);
  TslGame *game = tsl_session_get_game (session);
  g_autoptr(GError) error = NULL;
  TslMove move;

  person->idle_id = 0;
  if (tsl_game_is_over (game) || tsl_game_get_actor (game) != tsl_session_get_remote_seat (session))
    return G_SOURCE_REMOVE;
  g_assert_true (tsl_game_suggest (game, person->ai, &move, &error));
  g_assert_no_error (error);
  g_assert_true (tsl_session_apply_move (session, &move, &error));
  g_assert_no_error (error);
  /* Sent, not applied: the server's update applies it. */
  g_assert_false (tsl_session_apply_move (session, &move, NULL));
  person->moves++;
  return G_SOURCE_REMOVE;
}

static void
maybe_move (Person *person)
{
  if (person->idle_id == 0)
    person->idle_id = g_idle_add (move_cb, person);
}

static void
applied_cb (TslGame *game,
            guint    index,
            Person  *person)
{
  maybe_move (person);
}

static void
session_changed_cb (TslNetPlayer *player,
                    Person       *person)
{
  TslGame *game = tsl_session_get_game (tsl_net_player_get_session (player));

  person->sessions++;
  g_assert_true (tsl_game_is_following (game));
  g_assert_false (tsl_game_save (game, "/nonexistent/never", NULL));
  g_signal_connect (game, "action-applied", G_CALLBACK (applied_cb), person);
  maybe_move (person);
}

static gboolean
game_over (gpointer data)
{
  Person *person = data;
  TslSession *session = tsl_net_player_get_session (person->player);

  return session != NULL && tsl_game_is_over (tsl_session_get_game (session));
}

static const char *
ai_kind (TslEngine *engine)
{
  return g_strv_contains (tsl_engine_get_ai_kinds (engine), "greedy") ? "greedy" : "random";
}

static void
play (TslEngine  *engine,
      const char *options_text,
      guint       n_seats)
{
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(GPtrArray) bots = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(TslNetClient) client = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer view = NULL;
  Person person = { 0 };
  TslNetTable *table;
  TslGame *real, *seen;
  guint n, same = 0;

  table = net_test_open_table (server, engine, options_text, n_seats);

  client = net_test_connect (server->uri);
  person.player = tsl_net_player_new (client);
  person.ai = tsl_engine_create_ai (engine, ai_kind (engine), &error);
  g_assert_no_error (error);
  g_signal_connect (person.player, "session-changed", G_CALLBACK (session_changed_cb), &person);
  tsl_net_client_join (client, tsl_net_table_get_id (table), 0, "Anna");
  for (guint i = 1; i < n_seats; i++)
    {
      TslNetClient *bot_client = net_test_join (server->uri, table, i);

      g_ptr_array_add (bots, tsl_net_bot_new (bot_client, ai_kind (engine)));
      g_object_unref (bot_client);
    }
  net_test_wait (game_over, &person);

  real = tsl_net_table_get_game (table);
  seen = tsl_session_get_game (tsl_net_player_get_session (person.player));
  g_assert_cmpuint (person.sessions, ==, 1);
  g_assert_cmpuint (person.moves, >, 0);
  n = tsl_game_get_n_actions (real);
  g_assert_cmpuint (tsl_game_get_n_actions (seen), ==, n);
  g_assert_cmpstr (tsl_game_get_seat_name (seen, 0), ==, "Anna");
  view = tsl_net_view_redact (engine, tsl_game_get_state (real), 0, tsl_net_table_get_view_key (table), n);
  g_assert_cmpmem (tsl_game_get_state (seen), tsl_engine_get_state_size (engine),
                   view, tsl_engine_get_state_size (engine));
  for (guint i = 0; i < n; i++)
    {
      const char *mine = tsl_game_get_action_text (seen, i);
      const char *theirs = tsl_game_get_action_text (real, i);

      g_assert_nonnull (mine);
      if (g_strcmp0 (mine, theirs) == 0)
        same++;
      else
        g_test_message ("action %u: the seat says “%s”, the server “%s”", i, mine, theirs);
    }
  g_test_message ("%s %s, %u seats: %u actions, %u moves by the person, %u sentences as the server's",
                  tsl_engine_get_id (engine), options_text != NULL ? options_text : "{}", n_seats,
                  n, person.moves, same);
  /* The seat knows what the sentences tell. */
  g_assert_cmpuint (same, ==, n);

  g_clear_handle_id (&person.idle_id, g_source_remove);
  g_clear_object (&person.player);
  g_clear_object (&person.ai);
  for (guint i = 0; i < bots->len; i++)
    tsl_net_client_close (tsl_net_bot_get_client (bots->pdata[i]));
  tsl_net_client_close (client);
}

static void
test_player (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);

  g_test_summary ("A person's seat at a network table, played through its session as the "
                  "window plays it, against headless computer players: the seat's log says "
                  "what the server's says and its last state is the seat's view");
  play (engine, NULL, CLAMP (4, tsl_engine_get_min_players (engine), tsl_engine_get_max_players (engine)));
}

static void
test_player_modules (void)
{
  TslEngine *engine = tsl_registry_lookup ("catan", NULL);

  g_test_summary ("The same in every Catan module at four seats (three in two-player sets)");
  for (const TslEngineOptionSet *set = tsl_engine_get_info (engine)->option_sets; set->options != NULL; set++)
    play (engine, set->options, CLAMP (4, set->min_players, set->max_players != 0 ? set->max_players : 4));
}

static gboolean
my_turn (gpointer data)
{
  TslNetPlayer *player = data;
  TslSession *session = tsl_net_player_get_session (player);

  return session != NULL
         && tsl_game_get_actor (tsl_session_get_game (session)) == tsl_session_get_remote_seat (session);
}

/* A view may keep the session of a table the player has left. */
static void
test_player_left (void)
{
  TslEngine *engine = tsl_registry_lookup ("hunters", NULL);
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetClient) client = NULL;
  g_autoptr(TslNetClient) other = NULL;
  g_autoptr(TslNetBot) bot = NULL;
  g_autoptr(TslNetPlayer) player = NULL;
  g_autoptr(TslSession) session = NULL;
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autoptr(GError) error = NULL;
  TslNetTable *table;
  TslMove move;

  g_test_summary ("A move made on the session of a seat whose player is gone goes nowhere: "
                  "no warning, no crash");
  table = net_test_open_table (server, engine, NULL, 2);
  client = net_test_connect (server->uri);
  player = tsl_net_player_new (client);
  tsl_net_client_join (client, tsl_net_table_get_id (table), 0, "Anna");
  other = net_test_join (server->uri, table, 1);
  bot = tsl_net_bot_new (other, "greedy");
  net_test_wait (my_turn, player);

  session = g_object_ref (tsl_net_player_get_session (player));
  g_clear_object (&player);
  g_assert_true (tsl_game_suggest (tsl_session_get_game (session), ai, &move, &error));
  g_assert_no_error (error);
  g_assert_true (tsl_session_apply_move (session, &move, &error));
  g_assert_no_error (error);
  tsl_net_client_close (other);
  tsl_net_client_close (client);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  net_test_quiet_libsoup ();
  test_every_engine_add ("/net/player", NULL, test_player);
  g_test_add_func ("/net/player/left", test_player_left);
  if (g_test_slow ())
    g_test_add_func ("/net/player/catan-modules", test_player_modules);
  return g_test_run ();
}
