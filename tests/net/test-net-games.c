/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "net-test-util.h"
#include "test-every-engine.h"
#include "tsl-json-load.h"
#include "tsl-net-view.h"
#include "tsl-registry.h"

/*
 * Whole games over the network: one server, a headless computer player per
 * seat, each on its own connection.  Every view a seat receives must be
 * exactly the seat's redacted view of the server's real state at that
 * point (so it holds nothing of the others' hidden cards), every action
 * must be the logged one with only the outcomes the seat may see, and the
 * final state must be what the server's saved game replays to.  A spectator watches each
 * game and must receive exactly the public view, which no seat's hidden
 * cards change.
 */

typedef struct
{
  TslEngine  *engine;
  TslNetTable *table;
  guint       n_seats;
  /* Per log length: the state then, and the action logged at it. */
  GPtrArray  *states;
  GPtrArray  *actions;
  guint       updates;
  guint       public_updates;
  guint       stripped;   /* actions sent with fewer members than logged */
  gboolean    open_cards; /* development cards are played as bought */
  GArray     *told;       /* per action: the seats but the mover told a barbarian's draw */
  guint       refused;
} Match;

static void
action_applied_cb (TslGame *game,
                   guint    index,
                   Match   *match)
{
  g_assert_cmpuint (match->states->len, ==, index + 1);
  g_ptr_array_add (match->states, tsl_engine_state_dup (match->engine, tsl_game_get_state (game)));
  g_ptr_array_add (match->actions, json_object_ref (tsl_game_get_action (game, index)));
  g_array_set_size (match->told, match->actions->len);
}

/* Every member of @sent is in @logged with the same value. */
static void
assert_subset (JsonObject *sent,
               JsonObject *logged)
{
  g_autoptr(GList) members = json_object_get_members (sent);

  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *logged_value = json_object_get_member (logged, l->data);

      g_assert_nonnull (logged_value);
      g_assert_true (json_node_equal (json_object_get_member (sent, l->data), logged_value));
    }
}

/* The outcomes the rulebooks show only to the mover (a development card
 * bought, fish cards) or to the mover and the victim (a card stolen or
 * drawn from a hand) never reach another seat; the dice reach every seat,
 * so each describes the roll itself. */
static void
assert_seen_outcomes (JsonObject *sent,
                      JsonObject *logged,
                      gint        seat,
                      gboolean    open_cards,
                      guint32    *told)
{
  static const char * const mover_and_victim[] = { "stolen", "drawn", NULL };
  static const char * const mover_only[] = { "fish_drawn", NULL };
  const char *type = json_object_get_string_member (logged, "type");
  gint64 mover = json_object_get_int_member (logged, "player");
  gint64 victim = json_object_get_int_member_with_default (logged, "victim", -1);

  if (json_object_has_member (logged, "dice"))
    g_assert_true (json_object_has_member (sent, "dice"));
  if (seat == mover)
    return;
  for (guint i = 0; mover_only[i] != NULL; i++)
    g_assert_false (json_object_has_member (sent, mover_only[i]));
  /* Barbarian Attack plays a development card as it is bought, in the open. */
  if (g_str_equal (type, "fish_dev_card") || (g_str_equal (type, "buy_dev_card") && !open_cards))
    g_assert_false (json_object_has_member (sent, "card"));
  /* A barbarian's draw names no victim: the owner of the road it lands
   * on.  Then one seat besides the mover at most is told. */
  if (g_str_equal (type, "move_barbarian"))
    {
      if (json_object_has_member (sent, "stolen") && seat >= 0)
        *told |= 1u << seat;
      g_assert_true ((*told & (*told - 1)) == 0);   /* no more than one seat */
      return;
    }
  if (seat != victim)
    for (guint i = 0; mover_and_victim[i] != NULL; i++)
      g_assert_false (json_object_has_member (sent, mover_and_victim[i]));
}

/* The public view depends on nothing hidden: a state whose hidden cards
 * are dealt otherwise (each seat's view, in which the others' cards are
 * dealt again) has the same public view for the same stream. */
static void
assert_public (Match        *match,
               gconstpointer state,
               gconstpointer public_view,
               guint         seq)
{
  gsize size = tsl_engine_get_state_size (match->engine);
  guint64 key = tsl_net_table_get_view_key (match->table);

  for (guint seat = 0; seat < match->n_seats; seat++)
    {
      g_autofree gpointer other = tsl_net_view_redact (match->engine, state, (gint) seat, ~key, seq);
      g_autofree gpointer again = tsl_net_view_redact (match->engine, other, -1, key, seq);

      g_assert_cmpmem (again, size, public_view, size);
    }
}

static void
check_update (Match      *match,
              gint        seat,
              JsonObject *update)
{
  gint64 seq = json_object_get_int_member (update, "seq");
  JsonObject *view = json_object_get_object_member (update, "view");
  gsize size = tsl_engine_get_state_size (match->engine);
  g_autofree gpointer expected = NULL;
  g_autofree guchar *sent = NULL;
  g_autoptr(JsonNode) expected_json = NULL;
  gsize length = 0;

  g_assert_cmpint (seq, <, match->states->len);
  g_assert_cmpint (json_object_get_int_member (update, "seat"), ==, seat);
  expected = tsl_net_view_redact (match->engine, match->states->pdata[seq], seat,
                                  tsl_net_table_get_view_key (match->table), (guint) seq);
  sent = g_base64_decode (json_object_get_string_member (view, "data"), &length);
  g_assert_cmpmem (sent, length, expected, size);
  expected_json = tsl_engine_state_to_json (match->engine, expected);
  g_assert_true (json_node_equal (json_object_get_member (update, "state"), expected_json));
  if (seat < 0)
    {
      g_assert_false (json_object_has_member (update, "legal"));
      assert_public (match, match->states->pdata[seq], expected, (guint) seq);
      match->public_updates++;
    }

  if (json_object_has_member (update, "action"))
    {
      JsonObject *sent_action = json_object_get_object_member (update, "action");
      JsonObject *logged = match->actions->pdata[seq - 1];

      assert_subset (sent_action, logged);
      assert_seen_outcomes (sent_action, logged, (gint) seat, match->open_cards,
                            &g_array_index (match->told, guint32, seq - 1));
      match->stripped += json_object_get_size (sent_action) < json_object_get_size (logged);
    }
  match->updates++;
}

static void
message_cb (TslNetClient *client,
            JsonObject   *message,
            Match        *match)
{
  const char *type = json_object_get_string_member (message, "type");

  if (g_str_equal (type, "update"))
    check_update (match, tsl_net_client_get_seat (client), message);
  else if (g_str_equal (type, "error"))
    {
      g_test_message ("refused: %s", json_object_get_string_member (message, "message"));
      match->refused++;
    }
}

typedef struct
{
  TslNetServer *server;
  const char   *id;
} TableGone;

static gboolean
table_gone (gpointer data)
{
  TableGone *gone = data;

  return tsl_net_server_lookup_table (gone->server, gone->id) == NULL;
}

static gboolean
client_over (gpointer client)
{
  return tsl_net_client_is_over (client);
}

static const char *
bot_kind (TslEngine *engine)
{
  return g_strv_contains (tsl_engine_get_ai_kinds (engine), "greedy") ? "greedy" : "random";
}

static void
play_match (TslEngine  *engine,
            const char *options_text,
            guint       n_seats)
{
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(GPtrArray) bots = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) clients = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(TslNetClient) spectator = NULL;
  g_autoptr(JsonObject) watching = NULL;
  g_autoptr(TslGame) replay = NULL;
  g_autoptr(GError) error = NULL;
  Match match = { engine };
  TslGame *game;
  gint64 start = g_get_monotonic_time ();
  g_autofree char *id = NULL;

  match.open_cards = options_text != NULL && strstr (options_text, "barbarian_attack") != NULL;

  match.n_seats = n_seats;
  match.table = net_test_open_table (server, engine, options_text, n_seats);
  game = tsl_net_table_get_game (match.table);
  match.states = g_ptr_array_new_with_free_func (g_free);
  match.told = g_array_new (FALSE, TRUE, sizeof (guint32));
  match.actions = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  g_ptr_array_add (match.states, tsl_engine_state_dup (engine, tsl_game_get_state (game)));
  g_signal_connect (game, "action-applied", G_CALLBACK (action_applied_cb), &match);

  spectator = net_test_connect (server->uri);
  g_signal_connect (spectator, "message", G_CALLBACK (message_cb), &match);
  tsl_net_client_watch (spectator, tsl_net_table_get_id (match.table));
  watching = net_test_wait_message (spectator, "watching");

  for (guint i = 0; i < n_seats; i++)
    {
      TslNetClient *client = net_test_connect (server->uri);

      g_signal_connect (client, "message", G_CALLBACK (message_cb), &match);
      tsl_net_client_join (client, tsl_net_table_get_id (match.table), i, "Bot");
      g_ptr_array_add (clients, client);
      g_ptr_array_add (bots, tsl_net_bot_new (client, bot_kind (engine)));
    }
  net_test_wait (net_test_bots_done, bots);

  for (guint i = 0; i < n_seats; i++)
    {
      g_assert_no_error ((GError *) tsl_net_bot_get_error (bots->pdata[i]));
      g_assert_true (tsl_net_client_is_over (clients->pdata[i]));
    }
  g_assert_true (tsl_game_is_over (game));
  g_assert_cmpuint (match.refused, ==, 0);
  /* Every seat saw every position. */
  /* Every seat and the spectator saw every position. */
  g_assert_cmpuint (match.updates, >=, (n_seats + 1) * match.states->len);
  net_test_wait (client_over, spectator);
  g_assert_cmpuint (match.public_updates, ==, match.states->len);
  g_test_message ("%s %s, %u seats: %u actions, %u updates, %u actions sent without some outcome, %.2f s",
                  tsl_engine_get_id (engine), options_text != NULL ? options_text : "{}", n_seats,
                  tsl_game_get_n_actions (game), match.updates, match.stripped,
                  (g_get_monotonic_time () - start) / 1e6);
  /* Catan hides some outcomes from some seats; Hunters & Gatherers lays
   * every tile face up. */
  if (g_str_equal (tsl_engine_get_id (engine), "catan"))
    g_assert_cmpuint (match.stripped, >, 0);

  replay = tsl_game_load (tsl_net_table_get_autosave_path (match.table), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tsl_game_get_n_actions (replay), ==, tsl_game_get_n_actions (game));
  g_assert_cmpmem (tsl_game_get_state (replay), tsl_engine_get_state_size (engine),
                   tsl_game_get_state (game), tsl_engine_get_state_size (engine));

  g_signal_handlers_disconnect_by_data (game, &match);
  for (guint i = 0; i < clients->len; i++)
    g_signal_handlers_disconnect_by_data (clients->pdata[i], &match);
  g_signal_handlers_disconnect_by_data (spectator, &match);
  g_ptr_array_unref (match.states);
  g_array_unref (match.told);
  g_ptr_array_unref (match.actions);

  /* Once its players have gone, the finished table leaves the server. */
  id = g_strdup (tsl_net_table_get_id (match.table));
  for (guint i = 0; i < clients->len; i++)
    tsl_net_client_close (clients->pdata[i]);
  tsl_net_client_close (spectator);
  net_test_wait (table_gone, &(TableGone) { server->server, id });
}

static guint
table_size (TslEngine *engine,
            guint      min,
            guint      max)
{
  return CLAMP (4, MAX (min, tsl_engine_get_min_players (engine)),
                max != 0 ? max : tsl_engine_get_max_players (engine));
}

static void
test_games (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);

  g_test_summary ("A whole game with the default options, a headless computer player per "
                  "seat over its own connection: every view sent is the seat's redacted view, "
                  "every action is sent with only the outcomes the seat may see, and the server's saved game "
                  "replays to the final state");
  play_match (engine, NULL, table_size (engine, 0, 0));
}

static void
test_games_modules (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  const TslEngineInfo *info = tsl_engine_get_info (engine);

  g_test_summary ("The same over every option set the engine declares (Catan's modules, "
                  "their combinations), at the fewest seats each allows (two-player Catan) "
                  "and at four or the set's most");
  if (info->option_sets == NULL)
    {
      g_test_skip ("The engine declares no option sets");
      return;
    }
  for (const TslEngineOptionSet *set = info->option_sets; set->options != NULL; set++)
    {
      guint fewest = MAX (set->min_players, tsl_engine_get_min_players (engine));
      guint most = table_size (engine, set->min_players, set->max_players);

      play_match (engine, set->options, fewest);
      if (most != fewest)
        play_match (engine, set->options, most);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  net_test_quiet_libsoup ();
  test_every_engine_add ("/net/games", NULL, test_games);
  if (g_test_slow ())
    test_every_engine_add ("/net/games-modules", NULL, test_games_modules);
  return g_test_run ();
}
