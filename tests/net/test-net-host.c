/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "net-test-util.h"
#include "tsl-engines.h"
#include "tsl-net-protocol.h"
#include "tsl-registry.h"

/*
 * What the host of a table and its spectators may do: the host hands the
 * seat of a player who lost the connection to a computer player of the
 * server and the player takes it back on return, and starts a table that
 * waits for it, filling the seats nobody took with computer players; a
 * spectator sees the public view and cannot act.  Everything else is
 * refused with its code.
 */

static void
expect_hand_over_refusal (TslNetClient *host,
                          const char   *table,
                          guint         seat,
                          const char   *kind,
                          const char   *host_token,
                          TslNetError   code)
{
  g_autofree char *text = g_strdup_printf ("{\"type\": \"hand_over\", \"table\": \"%s\", \"seat\": %u, "
                                           "\"kind\": \"%s\", \"host_token\": \"%s\"}",
                                           table, seat, kind, host_token);

  net_test_expect_refusal (host, text, code);
}

/* Opens a table over the network, as its host: its id and host token. */
static TslNetTable *
create_table (NetTestServer *server,
              TslNetClient  *host,
              const char    *seats_json,
              const char    *more_json,
              char         **host_token)
{
  /* A short game (5 points): whole games under AddressSanitizer are slow. */
  g_autofree char *text = g_strdup_printf ("{\"type\": \"create_table\", \"game\": \"catan\", "
                                           "\"options\": {\"victory_points\": 5}, \"seats\": %s%s}",
                                           seats_json, more_json);
  g_autoptr(JsonObject) created = NULL;
  JsonObject *description;

  tsl_net_client_send_text (host, text);
  created = net_test_wait_message (host, "table_created");
  description = json_object_get_object_member (created, "table");
  g_assert_false (json_object_has_member (description, "host_token"));
  g_assert_cmpint (json_object_get_int_member (description, "spectators"), ==, 0);
  *host_token = g_strdup (json_object_get_string_member (created, "host_token"));
  g_assert_cmpuint (strlen (*host_token), ==, 32);
  return tsl_net_server_lookup_table (server->server, json_object_get_string_member (description, "id"));
}

/* The last action that @seat played in @game's log, or -1. */
static gint
last_action_of (TslGame *game,
                gint     seat)
{
  for (guint i = tsl_game_get_n_actions (game); i > 0; i--)
    if (tsl_game_get_move (game, i - 1)->player == seat)
      return (gint) i - 1;
  return -1;
}

static void
test_hand_over (void)
{
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetClient) host = net_test_connect (server->uri);
  g_autoptr(TslNetClient) dropped = NULL;
  g_autoptr(TslNetClient) back = NULL;
  g_autoptr(GPtrArray) bots = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(JsonObject) handed = NULL;
  g_autoptr(JsonObject) told = NULL;
  g_autoptr(JsonObject) returned = NULL;
  g_autoptr(JsonObject) joined = NULL;
  g_autoptr(JsonObject) update = NULL;
  g_autoptr(JsonObject) waiting = NULL;
  g_autofree char *host_token = NULL;
  g_autofree char *other_token = NULL;
  g_autofree char *token = NULL;
  JsonObject *seat_json;
  TslNetTable *table, *fresh;
  TslNetClient *other;
  TslGame *game;
  const char *id;
  guint handed_at;
  NetTestAtSeq at;

  g_test_summary ("The host hands the seat of a player who dropped mid-game to a computer "
                  "player once the delay has passed, everyone is told and the game goes on; "
                  "a wrong host token, a connected seat, a seat nobody joined, a computer "
                  "seat and a seat not away long enough are refused; the player rejoins, "
                  "takes the seat back and the game finishes");
  tsl_net_server_set_hand_over_delay (server->server, 3600);
  table = create_table (server, host, "[\"open\", \"open\", \"open\", \"open\"]", "", &host_token);
  fresh = create_table (server, host, "[\"open\", \"open\", \"ai:greedy\"]", "", &other_token);
  g_assert_cmpstr (host_token, !=, other_token);
  id = tsl_net_table_get_id (table);
  game = tsl_net_table_get_game (table);
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(TslNetClient) client = net_test_join (server->uri, table, i);

      g_ptr_array_add (bots, tsl_net_bot_new (client, "greedy"));
    }
  dropped = g_object_ref (tsl_net_bot_get_client (bots->pdata[0]));
  other = tsl_net_bot_get_client (bots->pdata[1]);
  at = (NetTestAtSeq) { dropped, 30 };
  net_test_wait (net_test_reached_seq, &at);

  expect_hand_over_refusal (host, id, 0, "greedy", host_token, TSL_NET_ERROR_NOT_WAITING);
  expect_hand_over_refusal (host, tsl_net_table_get_id (fresh), 0, "greedy", other_token,
                            TSL_NET_ERROR_NOT_WAITING);
  expect_hand_over_refusal (host, tsl_net_table_get_id (fresh), 2, "greedy", other_token,
                            TSL_NET_ERROR_NOT_WAITING);

  token = g_strdup (tsl_net_client_get_token (dropped));
  tsl_net_client_close (dropped);
  waiting = net_test_wait_message (other, "waiting");
  g_assert_cmpint (json_object_get_int_member (waiting, "seat"), ==, 0);
  net_test_wait (net_test_client_closed, dropped);
  g_ptr_array_remove_index (bots, 0);

  expect_hand_over_refusal (host, id, 0, "greedy", other_token, TSL_NET_ERROR_NOT_HOST);
  expect_hand_over_refusal (host, id, 0, "greedy", "", TSL_NET_ERROR_NOT_HOST);
  expect_hand_over_refusal (host, id, 0, "greedy", host_token, TSL_NET_ERROR_NOT_WAITING);
  tsl_net_server_set_hand_over_delay (server->server, 0);
  expect_hand_over_refusal (host, id, 0, "cheater", host_token, TSL_NET_ERROR_BAD_MESSAGE);
  expect_hand_over_refusal (host, id, 7, "greedy", host_token, TSL_NET_ERROR_NO_SEAT);
  expect_hand_over_refusal (host, id, 1, "greedy", host_token, TSL_NET_ERROR_NOT_WAITING);

  handed_at = tsl_game_get_n_actions (game);
  tsl_net_client_hand_over (host, id, 0, "greedy", host_token);
  handed = net_test_wait_message (host, "handed_over");
  told = net_test_wait_message (other, "handed_over");
  g_assert_cmpint (json_object_get_int_member (told, "seat"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (told, "kind"), ==, "greedy");
  g_assert_cmpstr (json_object_get_string_member (handed, "table"), ==, id);
  expect_hand_over_refusal (host, id, 0, "greedy", host_token, TSL_NET_ERROR_NOT_WAITING);

  /* The computer plays seat 0 until its player is back. */
  while (last_action_of (game, 0) < (gint) handed_at && !tsl_game_is_over (game))
    g_main_context_iteration (NULL, TRUE);
  g_assert_false (tsl_game_is_over (game));

  back = net_test_connect (server->uri);
  tsl_net_client_rejoin (back, id, 0, token);
  joined = net_test_wait_message (back, "joined");
  update = net_test_wait_message (back, "update");
  returned = net_test_wait_message (other, "returned");
  g_assert_cmpint (json_object_get_int_member (returned, "seat"), ==, 0);
  seat_json = json_array_get_object_element (json_object_get_array_member (update, "seats"), 0);
  g_assert_true (json_object_get_null_member (seat_json, "handed_over"));
  g_assert_true (json_object_get_boolean_member (seat_json, "connected"));

  g_ptr_array_add (bots, tsl_net_bot_new (back, "greedy"));
  net_test_wait (net_test_bots_done, bots);
  for (guint i = 0; i < bots->len; i++)
    {
      g_assert_no_error ((GError *) tsl_net_bot_get_error (bots->pdata[i]));
      g_assert_true (tsl_net_client_is_over (tsl_net_bot_get_client (bots->pdata[i])));
    }
  g_assert_true (tsl_game_is_over (game));
  g_assert_cmpuint (tsl_net_bot_count_moves (bots->pdata[bots->len - 1]), >, 0);
  g_test_message ("handed over at action %u, %u actions in all", handed_at, tsl_game_get_n_actions (game));
}

static void
test_spectator (void)
{
  static const char * const seats[] = { "open", "ai:greedy", "ai:greedy", NULL };
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetClient) spectator = net_test_connect (server->uri);
  g_autoptr(TslNetClient) player = NULL;
  g_autoptr(TslNetBot) bot = NULL;
  g_autoptr(GPtrArray) crowd = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(JsonObject) watching = NULL;
  g_autoptr(JsonObject) update = NULL;
  g_autoptr(JsonObject) chat = NULL;
  g_autoptr(JsonArray) tables = NULL;
  g_autoptr(JsonNode) options = json_from_string ("{\"victory_points\": 5}", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *watch_text = NULL;
  g_autofree char *join_text = NULL;
  g_autofree char *move_text = NULL;
  g_autofree char *hand_over_text = NULL;
  TslNetTable *table;
  const char *id;

  g_test_summary ("A spectator watches a table: it is counted, gets the public view with "
                  "seat -1 and no legal actions, reads the chat, cannot move, chat or take "
                  "a seat, and a table takes at most 32 spectators");
  table = tsl_net_server_add_table (server->server, tsl_registry_lookup ("catan", NULL),
                                    json_node_get_object (options), seats, &error);
  g_assert_no_error (error);
  id = tsl_net_table_get_id (table);
  tsl_net_client_watch (spectator, id);
  watching = net_test_wait_message (spectator, "watching");
  g_assert_cmpstr (json_object_get_string_member (watching, "table"), ==, id);
  g_assert_cmpint (json_object_get_int_member (watching, "players"), ==, 3);
  tables = tsl_net_server_describe_tables (server->server);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (tables, 0), "spectators"), ==, 1);

  player = net_test_join (server->uri, table, 0);
  update = net_test_wait_message (spectator, "update");
  g_assert_cmpint (json_object_get_int_member (update, "seat"), ==, -1);
  g_assert_false (json_object_has_member (update, "legal"));
  g_assert_cmpint (tsl_net_client_get_seat (spectator), ==, -1);

  tsl_net_client_chat (player, "Hello, audience");
  chat = net_test_wait_message (spectator, "chat");
  g_assert_cmpstr (json_object_get_string_member (chat, "text"), ==, "Hello, audience");
  move_text = g_strdup_printf ("{\"type\": \"move\", \"seq\": %u, \"action\": {\"type\": \"roll\"}}",
                               tsl_net_client_get_seq (spectator));
  net_test_expect_refusal (spectator, move_text, TSL_NET_ERROR_NOT_SEATED);
  net_test_expect_refusal (spectator, "{\"type\": \"chat\", \"text\": \"Boo\"}", TSL_NET_ERROR_NOT_SEATED);
  join_text = g_strdup_printf ("{\"type\": \"join\", \"table\": \"%s\", \"seat\": 1, \"name\": \"x\"}", id);
  net_test_expect_refusal (spectator, join_text, TSL_NET_ERROR_BAD_MESSAGE);
  watch_text = g_strdup_printf ("{\"type\": \"watch\", \"table\": \"%s\"}", id);
  net_test_expect_refusal (spectator, watch_text, TSL_NET_ERROR_BAD_MESSAGE);
  net_test_expect_refusal (player, watch_text, TSL_NET_ERROR_BAD_MESSAGE);
  net_test_expect_refusal (spectator, "{\"type\": \"watch\", \"table\": \"nope\"}", TSL_NET_ERROR_NO_TABLE);
  net_test_expect_refusal (spectator, "{\"type\": \"watch\"}", TSL_NET_ERROR_NO_TABLE);
  net_test_expect_refusal (spectator, "{\"type\": \"hand_over\", \"table\": \"nope\"}", TSL_NET_ERROR_NO_TABLE);
  hand_over_text = g_strdup_printf ("{\"type\": \"hand_over\", \"table\": \"%s\", \"seat\": 0}", id);
  net_test_expect_refusal (spectator, hand_over_text, TSL_NET_ERROR_BAD_MESSAGE);

  for (guint i = 1; i < TSL_NET_MAX_SPECTATORS; i++)
    {
      TslNetClient *watcher = net_test_connect (server->uri);
      g_autoptr(JsonObject) ok = NULL;

      g_ptr_array_add (crowd, watcher);
      tsl_net_client_watch (watcher, id);
      ok = net_test_wait_message (watcher, "watching");
    }
  g_ptr_array_add (crowd, net_test_connect (server->uri));
  net_test_expect_refusal (crowd->pdata[crowd->len - 1], watch_text, TSL_NET_ERROR_FULL);
  g_ptr_array_set_size (crowd, 0);

  /* The player's game goes on to its end, the spectator along. */
  bot = tsl_net_bot_new (player, "greedy");
  net_test_wait ((gboolean (*) (gpointer)) tsl_net_bot_is_done, bot);
  g_assert_no_error ((GError *) tsl_net_bot_get_error (bot));
  while (!tsl_net_client_is_over (spectator))
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (tsl_net_client_get_seq (spectator), ==,
                    tsl_game_get_n_actions (tsl_net_table_get_game (table)));
}

static void
expect_start_refusal (TslNetClient *client,
                      const char   *table,
                      const char   *host_token,
                      const char   *fill,
                      TslNetError   code)
{
  g_autofree char *fill_json = fill != NULL ? g_strdup_printf (", \"fill\": \"%s\"", fill) : g_strdup ("");
  g_autofree char *text = g_strdup_printf ("{\"type\": \"start\", \"table\": \"%s\", "
                                           "\"host_token\": \"%s\"%s}",
                                           table, host_token, fill_json);

  net_test_expect_refusal (client, text, code);
}

static gboolean
describes_start_by_host (TslNetTable *table)
{
  g_autoptr(JsonObject) description = tsl_net_table_describe (table);

  return json_object_get_boolean_member (description, "start_by_host");
}

/* The controller of @seat in the "seats" of @message. */
static const char *
seat_controller (JsonObject *message,
                 guint       seat)
{
  JsonArray *seats = json_object_get_array_member (message, "seats");

  return json_object_get_string_member (json_array_get_object_element (seats, seat), "controller");
}

static void
test_start_by_host (void)
{
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetClient) host = net_test_connect (server->uri);
  g_autoptr(TslNetClient) stranger = net_test_connect (server->uri);
  g_autoptr(GPtrArray) full_players = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) bots = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(JsonObject) started = NULL;
  g_autoptr(JsonObject) told = NULL;
  g_autoptr(JsonObject) update = NULL;
  g_autofree char *full_token = NULL;
  g_autofree char *host_token = NULL;
  TslNetTable *full, *table;
  TslGame *game;
  const char *id;

  g_test_summary ("A table created with “start_by_host” waits for its host even when full; "
                  "a stranger’s “start” is refused and changes nothing, as is a start with "
                  "an open seat and nothing to fill it, or an unknown computer player; the "
                  "host’s start with “fill” makes the open seat a computer player and the "
                  "game plays to its end; a started game cannot be started again");
  full = create_table (server, host, "[\"open\", \"open\", \"open\"]",
                       ", \"start_by_host\": true", &full_token);
  g_assert_true (describes_start_by_host (full));
  for (guint i = 0; i < 3; i++)
    g_ptr_array_add (full_players, net_test_join (server->uri, full, i));
  /* The refusal comes after the server has handled the joins. */
  expect_start_refusal (stranger, tsl_net_table_get_id (full), "0123456789abcdef0123456789abcdef",
                        NULL, TSL_NET_ERROR_NOT_HOST);
  g_assert_false (tsl_net_table_is_started (full));
  g_assert_cmpuint (tsl_net_table_count_connected (full), ==, 3);
  tsl_net_client_start (host, tsl_net_table_get_id (full), full_token, NULL);
  started = net_test_wait_message (host, "started");
  g_assert_cmpstr (json_object_get_string_member (started, "table"), ==, tsl_net_table_get_id (full));
  g_assert_cmpstr (seat_controller (started, 2), ==, "open");
  update = net_test_wait_message (full_players->pdata[2], "update");
  g_assert_true (tsl_net_table_is_started (full));
  expect_start_refusal (host, tsl_net_table_get_id (full), full_token, NULL, TSL_NET_ERROR_STARTED);
  g_clear_pointer (&started, json_object_unref);
  g_ptr_array_set_size (full_players, 0);

  table = create_table (server, host, "[\"open\", \"open\", \"open\"]",
                        ", \"start_by_host\": true", &host_token);
  id = tsl_net_table_get_id (table);
  game = tsl_net_table_get_game (table);
  for (guint i = 0; i < 2; i++)
    {
      g_autoptr(TslNetClient) client = net_test_join (server->uri, table, i);

      g_ptr_array_add (bots, tsl_net_bot_new (client, "greedy"));
    }
  expect_start_refusal (stranger, id, full_token, "greedy", TSL_NET_ERROR_NOT_HOST);
  expect_start_refusal (stranger, id, "", NULL, TSL_NET_ERROR_NOT_HOST);
  expect_start_refusal (host, id, host_token, NULL, TSL_NET_ERROR_NOT_FULL);
  expect_start_refusal (host, id, host_token, "cheater", TSL_NET_ERROR_BAD_MESSAGE);
  net_test_expect_refusal (host, "{\"type\": \"start\", \"table\": \"nope\"}", TSL_NET_ERROR_NO_TABLE);
  g_assert_false (tsl_net_table_is_started (table));
  g_assert_cmpstr (tsl_game_get_seat_controller (game, 2), ==, "human");
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 0);

  tsl_net_client_start (host, id, host_token, "greedy");
  started = net_test_wait_message (host, "started");
  told = net_test_wait_message (tsl_net_bot_get_client (bots->pdata[0]), "started");
  g_assert_cmpstr (seat_controller (started, 2), ==, "ai:greedy");
  g_assert_cmpstr (seat_controller (told, 2), ==, "ai:greedy");
  g_assert_cmpstr (seat_controller (told, 0), ==, "open");
  g_assert_cmpstr (tsl_game_get_seat_controller (game, 2), ==, "ai:greedy");
  g_assert_cmpstr (tsl_game_get_seat_name (game, 2), ==, "Computer 3");
  net_test_wait (net_test_bots_done, bots);
  for (guint i = 0; i < bots->len; i++)
    {
      g_assert_no_error ((GError *) tsl_net_bot_get_error (bots->pdata[i]));
      g_assert_true (tsl_net_client_is_over (tsl_net_bot_get_client (bots->pdata[i])));
    }
  g_assert_true (tsl_game_is_over (game));
  /* The computer player played its seat. */
  g_assert_cmpint (last_action_of (game, 2), >=, 0);
  expect_start_refusal (host, id, host_token, "greedy", TSL_NET_ERROR_STARTED);
}

static void
test_start_by_itself (void)
{
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetClient) host = net_test_connect (server->uri);
  g_autoptr(TslNetClient) player = NULL;
  g_autoptr(JsonObject) update = NULL;
  g_autoptr(JsonArray) tables = NULL;
  g_autofree char *host_token = NULL;
  g_autofree char *text = NULL;
  TslNetTable *table;

  g_test_summary ("A table created without “start_by_host” starts by itself once full, "
                  "and the host cannot start it again; “start_by_host” is true or false");
  net_test_expect_refusal (host, "{\"type\": \"create_table\", \"game\": \"catan\", "
                                 "\"seats\": [\"open\", \"ai:greedy\", \"ai:greedy\"], "
                                 "\"start_by_host\": \"yes\"}", TSL_NET_ERROR_BAD_MESSAGE);
  net_test_expect_refusal (host, "{\"type\": \"create_table\", \"game\": \"catan\", "
                                 "\"seats\": [\"open\", \"ai:greedy\", \"ai:greedy\"], "
                                 "\"start_by_host\": 1}", TSL_NET_ERROR_BAD_MESSAGE);
  tables = tsl_net_server_describe_tables (server->server);
  g_assert_cmpuint (json_array_get_length (tables), ==, 0);
  table = create_table (server, host, "[\"open\", \"ai:greedy\", \"ai:greedy\"]", "", &host_token);
  g_assert_false (describes_start_by_host (table));
  text = g_strdup_printf ("{\"type\": \"start\", \"table\": \"%s\", \"host_token\": \"%s\", \"fill\": 3}",
                          tsl_net_table_get_id (table), host_token);
  net_test_expect_refusal (host, text, TSL_NET_ERROR_BAD_MESSAGE);
  player = net_test_join (server->uri, table, 0);
  update = net_test_wait_message (player, "update");
  g_assert_true (tsl_net_table_is_started (table));
  expect_start_refusal (host, tsl_net_table_get_id (table), host_token, NULL, TSL_NET_ERROR_STARTED);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  net_test_quiet_libsoup ();
  tsl_engines_register_all ();
  g_test_add_func ("/net/host/hand-over", test_hand_over);
  g_test_add_func ("/net/host/spectator", test_spectator);
  g_test_add_func ("/net/host/start-by-host", test_start_by_host);
  g_test_add_func ("/net/host/start-by-itself", test_start_by_itself);
  return g_test_run ();
}
