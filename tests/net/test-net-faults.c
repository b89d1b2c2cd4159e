/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "net-test-util.h"
#include "tsl-engines.h"
#include "tsl-net-protocol.h"
#include "tsl-registry.h"

/*
 * What goes wrong on a network: a client drops and comes back, a client
 * sends garbage, 10 MB, moves for another seat or an old move again, the
 * server goes away.  Each is refused or reported, nothing of the game
 * changes, and the server goes on serving its other tables.
 */

/* A Catan table whose games go to 6 points: the faults are in the
 * connection, not in the game, and whole games over the network are slow
 * under AddressSanitizer.  Between greedy players none of 3,000 such games
 * ended before its 78th action with four players, none of 23,000 before
 * its 53rd with three: after the waits below (at most 40). */
static TslNetTable *
add_table (TslNetServer       *server,
           const char * const *seats)
{
  return net_test_add_table (server, tsl_registry_lookup ("catan", NULL), "{\"victory_points\": 6}", seats);
}

static const char * const four_open[] = { "open", "open", "open", "open", NULL };

/* Four bots at a new Catan table of @server. */
static GPtrArray *
start_bots (NetTestServer *server,
            TslNetTable  **table)
{
  GPtrArray *bots = g_ptr_array_new_with_free_func (g_object_unref);

  *table = add_table (server->server, four_open);
  for (guint i = 0; i < 4; i++)
    {
      g_autoptr(TslNetClient) client = net_test_join (server->uri, *table, i);

      g_ptr_array_add (bots, tsl_net_bot_new (client, "greedy"));
    }
  return bots;
}

static void
assert_bots_finished (GPtrArray *bots)
{
  for (guint i = 0; i < bots->len; i++)
    {
      g_assert_no_error ((GError *) tsl_net_bot_get_error (bots->pdata[i]));
      g_assert_true (tsl_net_client_is_over (tsl_net_bot_get_client (bots->pdata[i])));
    }
}

static void
test_reconnect (void)
{
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(GPtrArray) bots = NULL;
  g_autoptr(TslNetClient) back = NULL;
  g_autoptr(JsonObject) waiting = NULL;
  g_autoptr(JsonObject) joined = NULL;
  g_autoptr(JsonObject) update = NULL;
  g_autofree char *token = NULL;
  g_autoptr(TslNetClient) dropped = NULL;
  TslNetTable *table;
  TslNetClient *other;
  NetTestAtSeq at;

  g_test_summary ("A client dropped mid-game comes back with its seat token on a new "
                  "connection, gets the table as it is now, and the game finishes; the "
                  "others are told whom they wait for");
  bots = start_bots (server, &table);
  dropped = g_object_ref (tsl_net_bot_get_client (bots->pdata[0]));
  other = tsl_net_bot_get_client (bots->pdata[1]);
  at = (NetTestAtSeq) { dropped, 40 };
  net_test_wait (net_test_reached_seq, &at);
  g_assert_false (tsl_net_client_is_over (dropped));

  token = g_strdup (tsl_net_client_get_token (dropped));
  tsl_net_client_close (dropped);
  waiting = net_test_wait_message (other, "waiting");
  g_assert_cmpint (json_object_get_int_member (waiting, "seat"), ==, 0);
  net_test_wait (net_test_client_closed, dropped);
  g_assert_error ((GError *) tsl_net_bot_get_error (bots->pdata[0]), TSL_NET_ERROR, TSL_NET_ERROR_CLOSED);
  g_ptr_array_remove_index (bots, 0);

  back = net_test_connect (server->uri);
  tsl_net_client_rejoin (back, tsl_net_table_get_id (table), 0, token);
  joined = net_test_wait_message (back, "joined");
  update = net_test_wait_message (back, "update");
  /* The table as it is now: the other seats may have acted meanwhile. */
  g_assert_cmpint (json_object_get_int_member (update, "seq"), >=, tsl_net_client_get_seq (dropped));
  g_assert_cmpint (json_object_get_int_member (update, "seq"), <=,
                   tsl_game_get_n_actions (tsl_net_table_get_game (table)));
  g_ptr_array_add (bots, tsl_net_bot_new (back, "greedy"));
  net_test_wait (net_test_bots_done, bots);
  assert_bots_finished (bots);
  g_assert_true (tsl_game_is_over (tsl_net_table_get_game (table)));
}

/* Sends @text and expects an error with @code; the game does not move. */
static void
expect_refusal (TslNetClient *client,
                TslGame      *game,
                const char   *text,
                TslNetError   code)
{
  guint n = tsl_game_get_n_actions (game);

  net_test_expect_refusal (client, text, code);
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n);
}

static char *
move_text (JsonObject *action,
           gint64      seq)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("move");
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_int_member (message, "seq", seq);
  json_object_set_object_member (message, "action", json_object_ref (action));
  json_node_set_object (node, message);
  return json_to_string (node, FALSE);
}

/* Seat 0 must act and may roll the dice. */
static gboolean
roll_is_legal (TslNetClient *client)
{
  JsonObject *update = tsl_net_client_get_last_update (client);
  JsonArray *legal;

  while (tsl_net_client_get_to_act (client) != 0)
    g_main_context_iteration (NULL, TRUE);
  update = tsl_net_client_get_last_update (client);
  legal = json_object_get_array_member (update, "legal");
  for (guint i = 0; i < json_array_get_length (legal); i++)
    if (g_str_equal (json_object_get_string_member (json_array_get_object_element (legal, i), "type"), "roll"))
      return TRUE;
  return FALSE;
}

static void
play_first_legal (TslNetClient *client,
                  TslGame      *game)
{
  JsonObject *update = tsl_net_client_get_last_update (client);
  gint64 seq = json_object_get_int_member (update, "seq");
  JsonObject *legal = json_array_get_object_element (json_object_get_array_member (update, "legal"), 0);
  g_autofree char *text = move_text (legal, seq);

  tsl_net_client_send_text (client, text);
  while (tsl_net_client_get_seq (client) == seq)
    g_main_context_iteration (NULL, TRUE);
}

static void
test_hostile (void)
{
  static const char * const one_open[] = { "open", "ai:greedy", "ai:greedy", NULL };
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(GPtrArray) bots = NULL;
  g_autoptr(TslNetClient) client = NULL;
  g_autoptr(TslNetClient) intruder = NULL;
  g_autoptr(TslNetClient) flooder = NULL;
  g_autoptr(GString) flood = NULL;
  g_autofree char *for_other = NULL;
  g_autofree char *legal_text = NULL;
  g_autofree char *injected = NULL;
  g_autofree char *wrong_token = NULL;
  g_autoptr(JsonObject) wrong_seat = NULL;
  g_autoptr(JsonObject) with_dice = NULL;
  TslNetTable *busy, *table;
  JsonObject *update, *legal;
  TslGame *game;
  gint64 seq;

  g_test_summary ("Garbage, unknown types, another protocol version, a wrong token, a move "
                  "for another seat, a move with its outcome written in, an old move sent "
                  "again and 10 MB are refused with an error and change nothing; the other "
                  "table's game goes on to its end");
  bots = start_bots (server, &busy);
  table = add_table (server->server, one_open);
  game = tsl_net_table_get_game (table);
  client = net_test_join (server->uri, table, 0);
  while (tsl_net_client_get_to_act (client) != 0)
    g_main_context_iteration (NULL, TRUE);
  update = tsl_net_client_get_last_update (client);
  seq = json_object_get_int_member (update, "seq");
  legal = json_array_get_object_element (json_object_get_array_member (update, "legal"), 0);

  expect_refusal (client, game, "{{{ not json", TSL_NET_ERROR_BAD_MESSAGE);
  expect_refusal (client, game, "[1, 2, 3]", TSL_NET_ERROR_BAD_MESSAGE);
  expect_refusal (client, game, "{\"type\": \"frobnicate\"}", TSL_NET_ERROR_UNKNOWN_TYPE);
  expect_refusal (client, game, "{\"type\": \"move\", \"seq\": \"x\"}", TSL_NET_ERROR_BAD_MESSAGE);
  expect_refusal (client, game, "{\"type\": \"join\", \"table\": \"nope\", \"seat\": 0, \"name\": \"x\"}",
                  TSL_NET_ERROR_NO_TABLE);
  expect_refusal (client, game, "{\"type\": \"chat\", \"text\": \"\\u0007\"}", TSL_NET_ERROR_BAD_MESSAGE);
  expect_refusal (client, game, "{\"type\": \"create_table\", \"game\": \"catan\", "
                  "\"seats\": [\"open\", \"ai:cheater\", \"open\"]}", TSL_NET_ERROR_BAD_TABLE);
  expect_refusal (client, game, "{\"type\": \"create_table\", \"game\": \"catan\", "
                  "\"options\": {\"victory_points\": 999}, \"seats\": [\"open\", \"open\", \"open\"]}",
                  TSL_NET_ERROR_BAD_TABLE);
  expect_refusal (client, game, "{\"type\": \"create_table\", \"game\": \"chess\", \"seats\": []}",
                  TSL_NET_ERROR_BAD_TABLE);

  wrong_seat = json_object_new ();
  json_object_set_string_member (wrong_seat, "type", json_object_get_string_member (legal, "type"));
  json_object_set_int_member (wrong_seat, "player", 1);
  for_other = move_text (wrong_seat, seq);
  expect_refusal (client, game, for_other, TSL_NET_ERROR_NOT_YOUR_TURN);

  intruder = net_test_connect (server->uri);
  wrong_token = g_strdup_printf ("{\"type\": \"rejoin\", \"table\": \"%s\", \"seat\": 0, "
                                 "\"token\": \"%s\"}", tsl_net_table_get_id (table),
                                 "00000000000000000000000000000000");
  expect_refusal (intruder, game, wrong_token, TSL_NET_ERROR_BAD_TOKEN);
  for (guint seat = 0; seat < 2; seat++)
    {
      g_autofree char *taken = g_strdup_printf ("{\"type\": \"join\", \"table\": \"%s\", "
                                                "\"seat\": %u, \"name\": \"x\"}",
                                                tsl_net_table_get_id (table), seat);

      expect_refusal (intruder, game, taken, TSL_NET_ERROR_SEAT_TAKEN);
    }
  expect_refusal (intruder, game, legal_text = move_text (legal, seq), TSL_NET_ERROR_NOT_SEATED);

  /* The legal move, then the same message again. */
  tsl_net_client_send_text (client, legal_text);
  while (tsl_game_get_n_actions (game) == (guint) seq)
    g_main_context_iteration (NULL, TRUE);
  expect_refusal (client, game, legal_text, TSL_NET_ERROR_STALE);

  /* Up to seat 0's first roll, then the roll with the dice it would like:
   * the engine would play an outcome written in the move (rule 3); the
   * server must not. */
  while (!roll_is_legal (client))
    play_first_legal (client, game);
  seq = tsl_net_client_get_seq (client);
  with_dice = json_object_new ();
  json_object_set_string_member (with_dice, "type", "roll");
  json_object_set_array_member (with_dice, "dice", json_array_new ());
  json_array_add_int_element (json_object_get_array_member (with_dice, "dice"), 6);
  json_array_add_int_element (json_object_get_array_member (with_dice, "dice"), 6);
  injected = move_text (with_dice, seq);
  expect_refusal (client, game, injected, TSL_NET_ERROR_ILLEGAL);
  json_object_remove_member (with_dice, "dice");
  g_free (injected);
  injected = move_text (with_dice, seq);
  tsl_net_client_send_text (client, injected);
  while (tsl_game_get_n_actions (game) == (guint) seq)
    g_main_context_iteration (NULL, TRUE);

  flooder = net_test_connect (server->uri);
  flood = g_string_new ("{\"type\": \"chat\", \"text\": \"");
  while (flood->len < 10 * 1024 * 1024)
    g_string_append (flood, "0123456789abcdef");
  g_string_append (flood, "\"}");
  tsl_net_client_send_text (flooder, flood->str);
  net_test_wait (net_test_client_closed, flooder);
  g_assert_error ((GError *) tsl_net_client_get_error (flooder), TSL_NET_ERROR, TSL_NET_ERROR_CLOSED);

  expect_refusal (client, game, "{\"type\": \"hello\", \"protocol\": 2}", TSL_NET_ERROR_VERSION);
  net_test_wait (net_test_client_closed, client);

  net_test_wait (net_test_bots_done, bots);
  assert_bots_finished (bots);
  g_assert_true (tsl_game_is_over (tsl_net_table_get_game (busy)));
}

static void
test_chat (void)
{
  static const char * const seats[] = { "open", "open", "ai:greedy", NULL };
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetClient) alice = NULL;
  g_autoptr(TslNetClient) bob = NULL;
  g_autoptr(JsonObject) line = NULL;
  g_autoptr(JsonObject) error = NULL;
  g_autofree char *long_line = g_strnfill (TSL_NET_MAX_CHAT + 1, 'a');
  TslNetTable *table;

  g_test_summary ("A chat line goes to everyone at the table with the sender's seat and "
                  "name; a line over the limit is refused");
  table = add_table (server->server, seats);
  alice = net_test_join (server->uri, table, 0);
  bob = net_test_join (server->uri, table, 1);
  tsl_net_client_chat (alice, "Good luck, Bob — viel Glück!");
  line = net_test_wait_message (bob, "chat");
  g_assert_cmpint (json_object_get_int_member (line, "seat"), ==, 0);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Player 1");
  g_assert_cmpstr (json_object_get_string_member (line, "text"), ==, "Good luck, Bob — viel Glück!");
  tsl_net_client_chat (bob, long_line);
  error = net_test_wait_message (bob, "error");
  g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, "too-long");
}

static void
test_server_gone (void)
{
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetClient) client = NULL;
  g_autoptr(TslNetClient) nobody = tsl_net_client_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *uri = g_strdup (server->uri);
  TslNetTable *table;
  static const char * const seats[] = { "open", "ai:greedy", "ai:greedy", NULL };

  g_test_summary ("When the server goes away, a client reports it with an error instead of "
                  "waiting; connecting where no server listens fails");
  table = add_table (server->server, seats);
  client = net_test_join (server->uri, table, 0);
  g_clear_object (&server->server);
  net_test_wait (net_test_client_closed, client);
  g_assert_error ((GError *) tsl_net_client_get_error (client), TSL_NET_ERROR, TSL_NET_ERROR_CLOSED);

  tsl_net_client_connect_async (nobody, uri, NULL, NULL, NULL);
  net_test_wait (net_test_client_closed, nobody);
  g_assert_nonnull (tsl_net_client_get_error (nobody));
}

static gboolean
set_flag_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main context for @ms milliseconds. */
static void
wait_ms (guint ms)
{
  gboolean done = FALSE;

  g_timeout_add (ms, set_flag_cb, &done);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
}

/* Seat @seat of @table as the "tables" message lists it. */
static JsonObject *
describe_seat (TslNetTable *table,
               guint        seat)
{
  g_autoptr(JsonObject) description = tsl_net_table_describe (table);

  return json_object_ref (json_array_get_object_element (json_object_get_array_member (description, "seats"),
                                                         seat));
}

/* Stops @server mid-game, as a crash would, and waits until each of
 * @clients has seen it go. */
static void
stop_server (TslNetServer **server,
             TslNetClient **clients,
             guint          n_clients)
{
  g_clear_object (server);
  for (guint i = 0; i < n_clients; i++)
    net_test_wait (net_test_client_closed, clients[i]);
}

/* Another server on the save folder @dir, listening: what a restart is. */
static TslNetServer *
restart_server (const char *dir,
                char      **uri)
{
  g_autoptr(GError) error = NULL;
  TslNetServer *server = tsl_net_server_new (dir);

  tsl_net_server_listen (server, NULL, 0, NULL, &error);
  g_assert_no_error (error);
  *uri = tsl_net_server_get_uri (server);
  return server;
}

static void
test_resume (void)
{
  static const char * const seats[] = { "open", "open", "ai:greedy", NULL };
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetServer) restarted = NULL;
  g_autoptr(TslNetClient) again = NULL;
  g_autoptr(TslNetClient) stranger = NULL;
  g_autoptr(TslNetClient) host = NULL;
  g_autoptr(TslNetBot) second = NULL;
  g_autoptr(TslGame) saved = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) joined = NULL;
  g_autoptr(JsonObject) handed = NULL;
  g_autoptr(JsonObject) seat_json = NULL;
  g_autofree char *path = NULL;
  g_autofree char *seats_path = NULL;
  g_autofree char *id = NULL;
  g_autofree char *uri = NULL;
  g_autofree char *host_token = NULL;
  g_autofree char *text = NULL;
  char *tokens[2] = { NULL, NULL };
  TslNetClient *clients[2];
  TslNetBot *bots[2];
  TslNetTable *table;
  GStatBuf buf;
  NetTestAtSeq at;
  guint n_saved;

  g_test_summary ("A server that stops mid-game leaves the table's save and its seat "
                  "tokens (a file of mode 0600); another server resumes it under the same id "
                  "with the same computer seats and keeps the other seats for their players: "
                  "a stranger may not join them, the old token takes a seat back, the host "
                  "token hands over a seat whose player stays away (only after the delay, "
                  "counted from the restart) and the game ends as one game");
  table = add_table (server->server, seats);
  host_token = g_strdup (tsl_net_table_create_host_token (table));
  id = g_strdup (tsl_net_table_get_id (table));
  path = g_strdup (tsl_net_table_get_autosave_path (table));
  for (guint i = 0; i < 2; i++)
    {
      clients[i] = net_test_join (server->uri, table, i);
      tokens[i] = g_strdup (tsl_net_client_get_token (clients[i]));
      bots[i] = tsl_net_bot_new (clients[i], "greedy");
    }
  at = (NetTestAtSeq) { clients[0], 40 };
  net_test_wait (net_test_reached_seq, &at);
  stop_server (&server->server, clients, 2);
  for (guint i = 0; i < 2; i++)
    {
      g_object_unref (bots[i]);
      g_object_unref (clients[i]);
    }

  saved = tsl_game_load (path, &error);
  g_assert_no_error (error);
  n_saved = tsl_game_get_n_actions (saved);
  g_assert_cmpuint (n_saved, >, 0);
  g_assert_false (tsl_game_is_over (saved));
  seats_path = g_strdup_printf ("%s/table-%s.seats", server->dir, id);
  g_assert_cmpint (g_stat (seats_path, &buf), ==, 0);
  g_assert_cmpint (buf.st_mode & 0777, ==, 0600);

  restarted = restart_server (server->dir, &uri);
  tsl_net_server_set_hand_over_delay (restarted, 2);
  table = tsl_net_server_resume_table (restarted, path, &error);
  g_assert_no_error (error);
  g_assert_null (tsl_net_table_get_seat_file_error (table));
  g_assert_cmpstr (tsl_net_table_get_id (table), ==, id);
  g_assert_cmpstr (tsl_game_get_seat_controller (tsl_net_table_get_game (table), 2), ==, "ai:greedy");
  g_assert_false (tsl_net_table_is_started (table));
  seat_json = describe_seat (table, 1);
  g_assert_cmpstr (json_object_get_string_member (seat_json, "name"), ==, "Player 2");
  g_assert_true (json_object_get_boolean_member (seat_json, "taken"));
  g_assert_false (json_object_get_boolean_member (seat_json, "connected"));

  stranger = net_test_connect (uri);
  text = g_strdup_printf ("{\"type\": \"join\", \"table\": \"%s\", \"seat\": 0, \"name\": \"Eve\"}", id);
  net_test_expect_refusal (stranger, text, TSL_NET_ERROR_SEAT_TAKEN);
  g_free (text);
  text = g_strdup_printf ("{\"type\": \"rejoin\", \"table\": \"%s\", \"seat\": 0, \"token\": \"%s\"}",
                          id, tokens[1]);
  net_test_expect_refusal (stranger, text, TSL_NET_ERROR_BAD_TOKEN);

  /* Seat 1's player never comes back: the host hands the seat over, but
   * only once it has waited the delay since the restart. */
  host = net_test_connect (uri);
  g_free (text);
  text = g_strdup_printf ("{\"type\": \"hand_over\", \"table\": \"%s\", \"seat\": 1, "
                          "\"kind\": \"greedy\", \"host_token\": \"%s\"}", id, host_token);
  net_test_expect_refusal (host, text, TSL_NET_ERROR_NOT_WAITING);
  wait_ms (2500);
  tsl_net_client_hand_over (host, id, 1, "greedy", host_token);
  handed = net_test_wait_message (host, "handed_over");
  g_assert_cmpint (json_object_get_int_member (handed, "seat"), ==, 1);
  g_assert_false (tsl_net_table_is_started (table));

  again = net_test_connect (uri);
  tsl_net_client_rejoin (again, id, 0, tokens[0]);
  joined = net_test_wait_message (again, "joined");
  g_assert_true (tsl_net_table_is_started (table));
  second = tsl_net_bot_new (again, "greedy");
  net_test_wait ((gboolean (*) (gpointer)) tsl_net_bot_is_done, second);
  g_assert_no_error ((GError *) tsl_net_bot_get_error (second));
  g_assert_true (tsl_game_is_over (tsl_net_table_get_game (table)));
  g_assert_cmpuint (tsl_game_get_n_actions (tsl_net_table_get_game (table)), >, n_saved);
  for (guint i = 0; i < n_saved; i++)
    g_assert_true (json_object_equal (tsl_game_get_action (saved, i),
                                      tsl_game_get_action (tsl_net_table_get_game (table), i)));
  for (guint i = 0; i < 2; i++)
    g_free (tokens[i]);
  g_clear_object (&second);
  g_clear_object (&again);
  g_clear_object (&stranger);
  g_clear_object (&host);
  net_test_server_finish (&restarted);
}

static void
test_resume_bad_seats (void)
{
  static const char * const seats[] = { "open", "ai:greedy", "ai:greedy", NULL };
  g_autofree char *huge = g_strnfill (100 * 1024, ' ');
  const char *token = "0123456789abcdef0123456789abcdef";
  g_autofree char *wrong_game = g_strdup_printf ("{\"game\": \"hunters\", \"seats\": "
                                                 "[{\"token\": \"%s\", \"name\": \"Anna\"}, null, null]}",
                                                 token);
  g_autofree char *wrong_count = g_strdup_printf ("{\"game\": \"catan\", \"seats\": "
                                                  "[{\"token\": \"%s\", \"name\": \"Anna\"}, null]}",
                                                  token);
  g_autofree char *computer_seat = g_strdup_printf ("{\"game\": \"catan\", \"seats\": "
                                                    "[null, {\"token\": \"%s\", \"name\": \"Anna\"}, null]}",
                                                    token);
  g_autofree char *control_name = g_strdup_printf ("{\"game\": \"catan\", \"seats\": "
                                                   "[{\"token\": \"%s\", \"name\": \"A\\u001b[2J\"}, null, null]}",
                                                   token);
  g_autofree char *bad_host = g_strdup_printf ("{\"game\": \"catan\", \"host_token\": 7, \"seats\": "
                                               "[{\"token\": \"%s\", \"name\": \"Anna\"}, null, null]}",
                                               token);
  const char *broken[] = {
    "\x01\xff not JSON {",
    "[]",
    "{\"game\": \"catan\", \"seats\": [{\"token\": \"../../etc\", \"name\": \"Anna\"}, null, null]}",
    "{\"game\": \"catan\", \"seats\": [{\"token\": \"0123456789ABCDEF0123456789ABCDEF\", \"name\": \"Anna\"}, null, null]}",
    "{\"game\": \"catan\", \"seats\": \"open\"}",
    wrong_game, wrong_count, computer_seat, control_name, bad_host, huge,
  };
  g_autoptr(NetTestServer) server = net_test_server_new ();
  g_autoptr(TslNetServer) restarted = NULL;
  g_autoptr(TslNetClient) client = NULL;
  g_autoptr(TslNetBot) bot = NULL;
  g_autoptr(TslNetClient) anyone = NULL;
  g_autoptr(JsonObject) update = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *seats_path = NULL;
  g_autofree char *uri = NULL;
  TslNetTable *table;
  NetTestAtSeq at;

  g_test_summary ("A broken, hostile or foreign seat file beside a save is refused with a "
                  "reason, and the resumed table's seats are open to anyone, as without "
                  "one; the file is left as it was");
  table = add_table (server->server, seats);
  path = g_strdup (tsl_net_table_get_autosave_path (table));
  seats_path = g_strdup_printf ("%s/table-%s.seats", server->dir, tsl_net_table_get_id (table));
  client = net_test_join (server->uri, table, 0);
  bot = tsl_net_bot_new (client, "greedy");
  at = (NetTestAtSeq) { client, 20 };
  net_test_wait (net_test_reached_seq, &at);
  stop_server (&server->server, &client, 1);
  g_assert_true (g_file_test (seats_path, G_FILE_TEST_IS_REGULAR));

  for (guint i = 0; i <= G_N_ELEMENTS (broken); i++)
    {
      g_autoptr(TslNetServer) other = tsl_net_server_new (server->dir);
      g_autoptr(JsonObject) seat_json = NULL;
      g_autofree char *kept = NULL;
      const GError *problem;

      /* The last round: a folder where the file should be. */
      if (i < G_N_ELEMENTS (broken))
        g_file_set_contents (seats_path, broken[i], -1, &error);
      else
        g_assert_cmpint (g_unlink (seats_path) | g_mkdir (seats_path, 0700), ==, 0);
      g_assert_no_error (error);
      table = tsl_net_server_resume_table (other, path, &error);
      g_assert_no_error (error);
      problem = tsl_net_table_get_seat_file_error (table);
      g_assert_nonnull (problem);
      g_test_message ("%s", problem->message);
      g_assert_error ((GError *) problem, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TABLE);
      seat_json = describe_seat (table, 0);
      g_assert_false (json_object_get_boolean_member (seat_json, "taken"));
      if (i < G_N_ELEMENTS (broken))
        {
          g_file_get_contents (seats_path, &kept, NULL, &error);
          g_assert_no_error (error);
          g_assert_cmpstr (kept, ==, broken[i]);
        }
    }
  g_assert_cmpint (g_rmdir (seats_path), ==, 0);

  /* Without a seat file too the seats are open, silently; anyone joins. */
  restarted = restart_server (server->dir, &uri);
  table = tsl_net_server_resume_table (restarted, path, &error);
  g_assert_no_error (error);
  g_assert_null (tsl_net_table_get_seat_file_error (table));
  anyone = net_test_join (uri, table, 0);
  update = net_test_wait_message (anyone, "update");
  g_assert_true (tsl_net_table_is_started (table));
  g_clear_object (&anyone);
  net_test_server_finish (&restarted);
}

static void
test_tls (void)
{
  static const char * const seats[] = { "open", "ai:greedy", "ai:greedy", NULL };
  g_autofree char *cert_path = g_test_build_filename (G_TEST_DIST, "data", "test-cert.pem", NULL);
  g_autofree char *key_path = g_test_build_filename (G_TEST_DIST, "data", "test-key.pem", NULL);
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(TslNetServer) server = tsl_net_server_new (NULL);
  g_autoptr(TslNetClient) client = tsl_net_client_new ();
  g_autoptr(TslNetClient) stranger = tsl_net_client_new ();
  g_autoptr(TslNetBot) bot = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) joined = NULL;
  g_autofree char *uri = NULL;
  TslNetTable *table;

  g_test_summary ("With a certificate and key the server speaks TLS (wss://); a client that "
                  "pins the certificate plays a whole game, one that does not trust it is "
                  "refused at the handshake");
  certificate = g_tls_certificate_new_from_files (cert_path, key_path, &error);
  if (certificate == NULL && g_error_matches (error, G_TLS_ERROR, G_TLS_ERROR_UNAVAILABLE))
    {
      g_test_skip ("No TLS backend (glib-networking)");
      return;
    }
  g_assert_no_error (error);
  tsl_net_server_listen (server, NULL, 0, certificate, &error);
  g_assert_no_error (error);
  uri = tsl_net_server_get_uri (server);
  g_assert_true (g_str_has_prefix (uri, "wss://127.0.0.1:"));
  table = add_table (server, seats);

  tsl_net_client_connect_async (stranger, uri, NULL, NULL, NULL);
  net_test_wait (net_test_client_closed, stranger);
  g_test_message ("untrusted: %s", tsl_net_client_get_error (stranger)->message);
  g_assert_error ((GError *) tsl_net_client_get_error (stranger), G_TLS_ERROR, G_TLS_ERROR_BAD_CERTIFICATE);

  tsl_net_client_set_trusted_certificate (client, certificate);
  net_test_connect_client (client, uri);
  tsl_net_client_join (client, tsl_net_table_get_id (table), 0, "Anna");
  joined = net_test_wait_message (client, "joined");
  bot = tsl_net_bot_new (client, "greedy");
  net_test_wait ((gboolean (*) (gpointer)) tsl_net_bot_is_done, bot);
  g_assert_no_error ((GError *) tsl_net_bot_get_error (bot));
  g_assert_true (tsl_game_is_over (tsl_net_table_get_game (table)));
  g_clear_object (&bot);
  g_clear_object (&client);
  g_clear_object (&stranger);
  net_test_server_finish (&server);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  net_test_quiet_libsoup ();
  tsl_engines_register_all ();
  g_test_add_func ("/net/faults/reconnect", test_reconnect);
  g_test_add_func ("/net/faults/hostile", test_hostile);
  g_test_add_func ("/net/faults/chat", test_chat);
  g_test_add_func ("/net/faults/server-gone", test_server_gone);
  g_test_add_func ("/net/faults/resume", test_resume);
  g_test_add_func ("/net/faults/resume-bad-seats", test_resume_bad_seats);
  g_test_add_func ("/net/faults/tls", test_tls);
  return g_test_run ();
}
