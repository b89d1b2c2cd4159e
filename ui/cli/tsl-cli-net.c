/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <glib-unix.h>
#include <signal.h>

#include "tsl-cli.h"
#include "tsl-json-load.h"
#include "tsl-net-bot.h"
#include "tsl-net-protocol.h"
#include "tsl-net-server.h"

/* serve and join: network play (docs/protocol.md).  serve hosts tables
 * until it is stopped; join plays one seat of a table with a computer
 * player on the view the server sends, and prints the result. */

#define DEFAULT_PORT 7526

static gboolean
quit_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_CONTINUE;
}

/* --stats: the server's figures, written when it stops. */
static gboolean
write_stats (TslNetServer *server,
             const char   *path,
             GError      **error)
{
  g_autoptr(JsonObject) stats = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;

  json_object_set_object_member (stats, "move_to_update",
                                 tsl_net_latency_to_json (tsl_net_server_get_move_latency (server)));
  json_node_set_object (node, stats);
  text = tsl_json_to_text (node, TRUE);
  return g_file_set_contents (path, text, -1, error);
}

/* The table --game and --seats describe, opened before the first client. */
static gboolean
add_first_table (TslNetServer *server,
                 const char   *game_id,
                 const char   *seats_text,
                 char        **option_texts,
                 GError      **error)
{
  g_auto(GStrv) seats = NULL;
  g_autoptr(JsonObject) options = NULL;
  TslEngine *engine = _tsl_cli_lookup_game (game_id, error);

  if (engine == NULL)
    return FALSE;
  seats = g_strsplit (seats_text != NULL ? seats_text : "open,open,open,open", ",", -1);
  options = _tsl_cli_parse_options (engine, option_texts, error);
  return options != NULL && tsl_net_server_add_table (server, engine, options,
                                                      (const char * const *) seats, error) != NULL;
}

static GTlsCertificate *
read_certificate (const char *certificate,
                  const char *key,
                  GError    **error)
{
  if (certificate == NULL && key == NULL)
    return NULL;
  if (certificate == NULL || key == NULL)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED,
                           _("TLS needs both --certificate and --key"));
      return NULL;
    }
  return g_tls_certificate_new_from_files (certificate, key, error);
}

int
_tsl_cli_serve (int    argc,
                char **argv)
{
  g_autofree char *address = NULL;
  g_autofree char *save_dir = NULL;
  g_autofree char *game_id = NULL;
  g_autofree char *seats_text = NULL;
  g_autofree char *certificate_path = NULL;
  g_autofree char *key_path = NULL;
  g_auto(GStrv) option_texts = NULL;
  g_auto(GStrv) resume_paths = NULL;
  g_autofree char *announce_name = NULL;
  g_autofree char *stats_path = NULL;
  gboolean announce = FALSE;
  gint port = DEFAULT_PORT;
  gint hand_over_after = TSL_NET_DEFAULT_HAND_OVER_DELAY;
  GOptionEntry entries[] = {
    { "port", 0, 0, G_OPTION_ARG_INT, &port,
      N_("The port to listen on; 0 lets the system pick one (default: 7526)"),
      N_("N") },
    { "address", 0, 0, G_OPTION_ARG_STRING, &address,
      N_("The IP address to listen on: 0.0.0.0 for every network (default: this computer only, 127.0.0.1)"),
      N_("ADDRESS") },
    { "save-dir", 0, 0, G_OPTION_ARG_FILENAME, &save_dir,
      N_("Where each table’s game is saved after every turn (default: the user’s data folder)"),
      N_("DIR") },
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id,
      N_("Open a table of this game at once (clients open others)"),
      N_("ID") },
    { "seats", 0, 0, G_OPTION_ARG_STRING, &seats_text,
      N_("The seats of that table, “open” or “ai:KIND”, separated by commas (default: four open seats)"),
      N_("LIST") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_texts,
      N_("Set an option of that table’s game; may be repeated"),
      N_("KEY=VALUE") },
    { "resume", 0, 0, G_OPTION_ARG_FILENAME_ARRAY, &resume_paths,
      N_("Open a table that goes on with a game this server saved; may be repeated"),
      N_("FILE") },
    { "certificate", 0, 0, G_OPTION_ARG_FILENAME, &certificate_path,
      N_("A PEM certificate: clients connect with wss:// (needs --key)"),
      N_("FILE") },
    { "key", 0, 0, G_OPTION_ARG_FILENAME, &key_path,
      N_("The certificate’s private key, PEM"),
      N_("FILE") },
    { "announce", 0, 0, G_OPTION_ARG_NONE, &announce,
      N_("Announce the server on the local network, through the Avahi daemon (needs --address)"),
      NULL },
    { "announce-name", 0, 0, G_OPTION_ARG_STRING, &announce_name,
      N_("The name others see on the local network (default: “Tessella on” the computer’s name)"),
      N_("NAME") },
    { "hand-over-after", 0, 0, G_OPTION_ARG_INT, &hand_over_after,
      N_("How long a seat waits for a player who lost the connection before the table’s host may hand it to a computer player (default: 60)"),
      N_("SECONDS") },
    { "stats", 0, 0, G_OPTION_ARG_FILENAME, &stats_path,
      N_("When stopped, write as JSON how long the server took from each move received to its update sent to the table"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TslNetServer) server = NULL;
  g_autoptr(GTlsCertificate) certificate = NULL;
  g_autoptr(TslNetDiscovery) discovery = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  g_autoptr(JsonObject) line = json_object_new ();
  g_autoptr(JsonNode) line_node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *uri = NULL;
  int status = TSL_CLI_OK;

  g_option_context_set_summary (context, _("Hosts network tables until it is stopped (Ctrl+C), "
                                           "and prints one JSON line with its address and "
                                           "tables once it listens."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Unexpected argument “%s”"), argv[1]);
  if (port < 0 || port > 65535)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("The port must be a number from 0 to 65535"));
  if (hand_over_after < 0)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("--hand-over-after must not be negative"));
  if (seats_text != NULL && game_id == NULL)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("--seats needs --game"));
  if (announce_name != NULL && !announce)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("--announce-name needs --announce"));
  if (announce && !_tsl_cli_check_announce (address, &error))
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
  if (save_dir == NULL)
    save_dir = g_build_filename (g_get_user_data_dir (), "tessella", "tables", NULL);
  if (g_mkdir_with_parents (save_dir, 0700) != 0)
    return _tsl_cli_fail (TSL_CLI_FAILED, _("Could not create the folder “%s”: %s"), save_dir,
                          g_strerror (errno));
  certificate = read_certificate (certificate_path, key_path, &error);
  if (error != NULL)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);

  server = tsl_net_server_new (save_dir);
  tsl_net_server_set_hand_over_delay (server, (guint) hand_over_after);
  if (game_id != NULL && !add_first_table (server, game_id, seats_text, option_texts, &error))
    return _tsl_cli_fail_error (error);
  for (guint i = 0; resume_paths != NULL && resume_paths[i] != NULL; i++)
    {
      TslNetTable *table = tsl_net_server_resume_table (server, resume_paths[i], &error);

      if (table == NULL)
        return _tsl_cli_fail_error (error);
      /* The table still serves, with open seats: a note, not a failure. */
      if (tsl_net_table_get_seat_file_error (table) != NULL)
        g_printerr ("%s\n", tsl_net_table_get_seat_file_error (table)->message);
    }
  if (!tsl_net_server_listen (server, address, (guint) port, certificate, &error))
    return _tsl_cli_fail (TSL_CLI_FAILED, "%s", error->message);
  if (announce)
    {
      discovery = _tsl_cli_announce (server, announce_name, game_id, &error);
      if (discovery == NULL)
        return _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
    }

  uri = tsl_net_server_get_uri (server);
  json_object_set_string_member (line, "uri", uri);
  json_object_set_array_member (line, "tables", tsl_net_server_describe_tables (server));
  json_node_set_object (line_node, line);
  _tsl_cli_print (line_node, FALSE);

  loop = g_main_loop_new (NULL, FALSE);
  g_unix_signal_add (SIGINT, quit_cb, loop);
  g_unix_signal_add (SIGTERM, quit_cb, loop);
  g_main_loop_run (loop);
  if (stats_path != NULL && !write_stats (server, stats_path, &error))
    return _tsl_cli_fail (TSL_CLI_FAILED, "%s", error->message);
  return TSL_CLI_OK;
}

/* join: the state of one headless player, from connecting to the end. */
typedef struct
{
  GMainLoop    *loop;
  TslNetClient *client;
  TslNetBot    *bot;
  char         *table;
  gint          seat;
  char         *token;
  char         *name;
  char         *kind;
  GError       *error;
} Joining;

static void
stop (Joining *j,
      GError  *error)
{
  if (j->error == NULL)
    j->error = error;
  else
    g_clear_error (&error);
  g_main_loop_quit (j->loop);
}

static void
bot_done_cb (TslNetBot *bot,
             Joining   *j)
{
  const GError *error = tsl_net_bot_get_error (bot);

  stop (j, error != NULL ? g_error_copy (error) : NULL);
}

/* Without --table: the one table with this seat open. */
static const char *
pick_table (Joining    *j,
            JsonObject *message,
            GError    **error)
{
  JsonArray *tables = json_object_get_array_member (message, "tables");
  const char *found = NULL;

  for (guint i = 0; tables != NULL && i < json_array_get_length (tables); i++)
    {
      JsonObject *table = json_array_get_object_element (tables, i);
      JsonArray *seats = json_object_get_array_member (table, "seats");
      JsonObject *seat;

      if (seats == NULL || j->seat >= (gint) json_array_get_length (seats))
        continue;
      seat = json_array_get_object_element (seats, j->seat);
      if (g_strcmp0 (json_object_get_string_member_with_default (seat, "controller", NULL), "open") != 0
          || json_object_get_boolean_member_with_default (seat, "taken", TRUE))
        continue;
      if (found != NULL)
        {
          g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NO_TABLE,
                       _("Several tables have seat %d open: say which with --table"), j->seat);
          return NULL;
        }
      found = json_object_get_string_member (table, "id");
    }
  if (found == NULL)
    g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NO_TABLE,
                 _("No table of this server has seat %d open"), j->seat);
  return found;
}

static void
print_joined (JsonObject *message)
{
  g_autoptr(JsonObject) line = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (line, "table", json_object_get_string_member (message, "table"));
  json_object_set_int_member (line, "seat", json_object_get_int_member (message, "seat"));
  json_object_set_string_member (line, "token", json_object_get_string_member (message, "token"));
  json_node_set_object (node, line);
  _tsl_cli_print (node, FALSE);
}

static void
message_cb (TslNetClient *client,
            JsonObject   *message,
            Joining      *j)
{
  const char *type = json_object_get_string_member (message, "type");
  GError *error = NULL;

  if (g_str_equal (type, "tables"))
    {
      const char *table = pick_table (j, message, &error);

      if (table == NULL)
        stop (j, error);
      else
        tsl_net_client_join (client, table, j->seat, j->name);
    }
  else if (g_str_equal (type, "joined"))
    print_joined (message);
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Joining *j = user_data;
  g_autoptr(JsonObject) tables = tsl_net_message_new ("tables");
  GError *error = NULL;

  if (!tsl_net_client_connect_finish (j->client, result, &error))
    {
      stop (j, error);
      return;
    }
  j->bot = tsl_net_bot_new (j->client, j->kind);
  g_signal_connect (j->bot, "done", G_CALLBACK (bot_done_cb), j);
  if (j->token != NULL)
    tsl_net_client_rejoin (j->client, j->table, j->seat, j->token);
  else if (j->table != NULL)
    tsl_net_client_join (j->client, j->table, j->seat, j->name);
  else
    tsl_net_client_send (j->client, tables);
}

/* The end: the seat's view of the final scores and the winners. */
static void
print_result (Joining *j)
{
  TslEngine *engine = tsl_net_client_get_engine (j->client);
  JsonObject *update = tsl_net_client_get_last_update (j->client);
  g_autoptr(JsonObject) line = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  JsonArray *scores = json_array_new ();
  JsonArray *winners = json_object_get_array_member (update, "winners");
  gint values[TSL_MAX_PLAYERS] = { 0 };
  gboolean won = FALSE;
  guint n = json_array_get_length (json_object_get_array_member (update, "seats"));

  tsl_engine_get_scores (engine, tsl_net_client_get_view (j->client), values);
  for (guint i = 0; i < n && i < TSL_MAX_PLAYERS; i++)
    json_array_add_int_element (scores, values[i]);
  for (guint i = 0; i < json_array_get_length (winners); i++)
    won |= json_array_get_int_element (winners, i) == tsl_net_client_get_seat (j->client);
  json_object_set_string_member (line, "game", tsl_engine_get_id (engine));
  json_object_set_string_member (line, "table", tsl_net_client_get_table (j->client));
  json_object_set_int_member (line, "seat", tsl_net_client_get_seat (j->client));
  json_object_set_int_member (line, "actions", tsl_net_client_get_seq (j->client));
  json_object_set_array_member (line, "scores", scores);
  json_object_set_array_member (line, "winners", json_array_ref (winners));
  json_object_set_boolean_member (line, "won", won);
  json_object_set_int_member (line, "moves", tsl_net_bot_count_moves (j->bot));
  json_node_set_object (node, line);
  _tsl_cli_print (node, FALSE);
}

int
_tsl_cli_join (int    argc,
               char **argv)
{
  g_autofree char *table = NULL;
  g_autofree char *token = NULL;
  g_autofree char *name = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *pinned_path = NULL;
  g_autoptr(GTlsCertificate) pinned = NULL;
  g_autoptr(GError) error = NULL;
  gint seat = -1;
  GOptionEntry entries[] = {
    { "seat", 0, 0, G_OPTION_ARG_INT, &seat,
      N_("The seat to play, from 0"),
      N_("N") },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &kind,
      N_("The computer player that plays it (default: greedy)"),
      N_("KIND") },
    { "name", 0, 0, G_OPTION_ARG_STRING, &name,
      N_("The name the other players see"),
      N_("NAME") },
    { "table", 't', 0, G_OPTION_ARG_STRING, &table,
      N_("The table’s id (default: the one table with the seat open)"),
      N_("ID") },
    { "token", 0, 0, G_OPTION_ARG_STRING, &token,
      N_("Come back to a seat with the token printed when it was joined (needs --table)"),
      N_("TOKEN") },
    { "trust", 0, 0, G_OPTION_ARG_FILENAME, &pinned_path,
      N_("Accept a wss:// server that shows exactly this PEM certificate (a self-signed one)"),
      N_("FILE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("URL"));
  g_autoptr(TslNetClient) client = NULL;
  g_autoptr(TslNetBot) bot = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  Joining j = { NULL };
  int status = TSL_CLI_OK;

  g_option_context_set_summary (context, _("Plays one seat of a network table with a computer "
                                           "player until the game ends, then prints the result as "
                                           "a JSON line.  URL is the server’s address, such as "
                                           "ws://192.168.1.20:7526/tessella."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc != 2)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Give the server’s address, such as ws://HOST:7526/tessella"));
  if (seat < 0 || seat >= TSL_MAX_PLAYERS)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Say which seat with --seat N"));
  if (token != NULL && table == NULL)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("--token needs --table"));

  if (pinned_path != NULL)
    {
      pinned = g_tls_certificate_new_from_file (pinned_path, &error);
      if (pinned == NULL)
        return _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
    }

  loop = g_main_loop_new (NULL, FALSE);
  client = tsl_net_client_new ();
  tsl_net_client_set_trusted_certificate (client, pinned);
  j = (Joining) { loop, client, NULL, table, seat, token, NULL, kind != NULL ? kind : "greedy", NULL };
  j.name = name != NULL ? name : (char *) g_get_real_name ();
  g_signal_connect (client, "message", G_CALLBACK (message_cb), &j);
  tsl_net_client_connect_async (client, argv[1], NULL, connected_cb, &j);
  g_unix_signal_add (SIGINT, quit_cb, loop);
  g_main_loop_run (loop);
  bot = j.bot;

  if (j.error != NULL)
    {
      status = _tsl_cli_fail (TSL_CLI_FAILED, "%s", j.error->message);
      g_error_free (j.error);
      return status;
    }
  if (!tsl_net_client_is_over (client))
    return _tsl_cli_fail (TSL_CLI_FAILED, _("Stopped before the end of the game"));
  print_result (&j);
  return TSL_CLI_OK;
}
