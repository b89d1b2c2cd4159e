/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-json-read.h"
#include "tsl-net-latency.h"
#include "tsl-net-protocol.h"
#include "tsl-net-seat-file.h"
#include "tsl-net-server.h"
#include "tsl-registry.h"

/*
 * TslNetServer: a WebSocket endpoint (libsoup 3) that hosts many tables.
 * It reads every client message with a size limit, answers the lobby
 * messages (hello, tables, create_table) itself and hands table messages
 * (join, rejoin, watch, hand_over, start, move, chat) to their table.  A bad
 * message gets an "error" reply and changes nothing; nothing a client
 * sends can stop the server or another table.  It times each move, from
 * the message received to its update handed to every connection at the
 * table (tsl_net_server_get_move_latency()).
 */

typedef struct
{
  SoupWebsocketConnection *connection;
  TslNetTable             *table;     /* where the connection sits or watches, or NULL */
  gboolean                 greeted;   /* "hello" with our version received */
} Peer;

struct _TslNetServer
{
  GObject      parent_instance;

  SoupServer  *soup;
  char        *autosave_dir;
  GHashTable  *tables;   /* id → TslNetTable */
  GHashTable  *peers;    /* SoupWebsocketConnection → Peer */
  guint        hand_over_delay;   /* seconds */
  TslNetLatency *move_latency;
  gint64       received_at;   /* when the message being handled arrived */
};

G_DEFINE_FINAL_TYPE (TslNetServer, tsl_net_server, G_TYPE_OBJECT)

static void
peer_free (gpointer data)
{
  Peer *peer = data;

  g_signal_handlers_disconnect_by_data (peer->connection, peer);
  if (soup_websocket_connection_get_state (peer->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (peer->connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
  g_clear_object (&peer->connection);
  g_clear_object (&peer->table);
  g_free (peer);
}

static void
tsl_net_server_dispose (GObject *object)
{
  TslNetServer *self = TSL_NET_SERVER (object);

  g_clear_pointer (&self->peers, g_hash_table_unref);
  g_clear_pointer (&self->tables, g_hash_table_unref);
  if (self->soup != NULL)
    soup_server_disconnect (self->soup);
  g_clear_object (&self->soup);
  G_OBJECT_CLASS (tsl_net_server_parent_class)->dispose (object);
}

static void
tsl_net_server_finalize (GObject *object)
{
  TslNetServer *self = TSL_NET_SERVER (object);

  g_free (self->autosave_dir);
  tsl_net_latency_free (self->move_latency);
  G_OBJECT_CLASS (tsl_net_server_parent_class)->finalize (object);
}

static void
tsl_net_server_class_init (TslNetServerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_net_server_dispose;
  object_class->finalize = tsl_net_server_finalize;
}

static void
tsl_net_server_init (TslNetServer *self)
{
  self->tables = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  self->peers = g_hash_table_new_full (NULL, NULL, NULL, peer_free);
  self->hand_over_delay = TSL_NET_DEFAULT_HAND_OVER_DELAY;
  self->move_latency = tsl_net_latency_new ();
}

static gboolean
bad_message (GError    **error,
             const char *message)
{
  g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE, message);
  return FALSE;
}

static gboolean
handle_hello (TslNetServer *self,
              Peer         *peer,
              JsonObject   *message,
              GError      **error)
{
  g_autoptr(JsonObject) welcome = NULL;
  gint64 version;

  if (!tsl_json_int_member (message, "protocol", 0, G_MAXINT32, &version))
    return bad_message (error, _("“hello” needs the “protocol” version"));
  if (version != TSL_NET_PROTOCOL_VERSION)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_VERSION,
                   _("This server speaks protocol version %d, not %lld"),
                   TSL_NET_PROTOCOL_VERSION, (long long) version);
      return FALSE;
    }
  peer->greeted = TRUE;
  welcome = tsl_net_message_new ("welcome");
  json_object_set_int_member (welcome, "protocol", TSL_NET_PROTOCOL_VERSION);
  json_object_set_string_member (welcome, "server", "Tessella " PACKAGE_VERSION);
  tsl_net_send (peer->connection, welcome);
  return TRUE;
}

static gboolean
handle_tables (TslNetServer *self,
               Peer         *peer,
               JsonObject   *message,
               GError      **error)
{
  g_autoptr(JsonObject) reply = tsl_net_message_new ("tables");

  json_object_set_array_member (reply, "tables", tsl_net_server_describe_tables (self));
  tsl_net_send (peer->connection, reply);
  return TRUE;
}

/* The seats of a "create_table": an array of "open" and "ai:KIND". */
static GStrv
read_seats (JsonObject  *message,
            GError     **error)
{
  JsonArray *seats = tsl_json_array_member (message, "seats");
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (seats == NULL || json_array_get_length (seats) > TSL_MAX_PLAYERS)
    {
      bad_message (error, _("“create_table” needs the “seats”, at most one per player"));
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      const char *seat = tsl_json_node_string (json_array_get_element (seats, i));

      if (seat == NULL)
        {
          bad_message (error, _("Each seat is “open” or “ai:KIND”"));
          return NULL;
        }
      g_strv_builder_add (builder, seat);
    }
  return g_strv_builder_end (builder);
}

static gboolean
handle_create_table (TslNetServer *self,
                     Peer         *peer,
                     JsonObject   *message,
                     GError      **error)
{
  const char *game = tsl_json_string_member (message, "game");
  JsonNode *options = json_object_get_member (message, "options");
  JsonNode *by_host = json_object_get_member (message, "start_by_host");
  g_auto(GStrv) seats = NULL;
  g_autoptr(JsonObject) reply = NULL;
  TslNetTable *table;
  TslEngine *engine;

  if (game == NULL)
    return bad_message (error, _("“create_table” needs the “game”"));
  if (options != NULL && !JSON_NODE_HOLDS_OBJECT (options))
    return bad_message (error, _("The “options” are an object"));
  if (by_host != NULL && (!JSON_NODE_HOLDS_VALUE (by_host)
                          || json_node_get_value_type (by_host) != G_TYPE_BOOLEAN))
    return bad_message (error, _("“start_by_host” is true or false"));
  seats = read_seats (message, error);
  if (seats == NULL)
    return FALSE;
  engine = tsl_registry_lookup (game, NULL);
  if (engine == NULL)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TABLE,
                   _("This server has no game “%s”"), game);
      return FALSE;
    }
  table = tsl_net_server_add_table (self, engine, options != NULL ? json_node_get_object (options) : NULL,
                                    (const char * const *) seats, error);
  if (table == NULL)
    return FALSE;
  if (by_host != NULL)
    tsl_net_table_set_start_by_host (table, json_node_get_boolean (by_host));
  reply = tsl_net_message_new ("table_created");
  json_object_set_object_member (reply, "table", tsl_net_table_describe (table));
  /* Only the creator learns it: the host may start the game and hand
   * dropped seats over. */
  json_object_set_string_member (reply, "host_token", tsl_net_table_create_host_token (table));
  tsl_net_send (peer->connection, reply);
  return TRUE;
}

static TslNetTable *
find_table (TslNetServer *self,
            JsonObject   *message,
            GError      **error)
{
  const char *id = tsl_json_string_member (message, "table");
  TslNetTable *table = id != NULL ? g_hash_table_lookup (self->tables, id) : NULL;

  if (table == NULL)
    g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NO_TABLE,
                 _("There is no table “%s”"), id != NULL ? id : "");
  return table;
}

/* A connection holds one seat or watches one table, not both. */
static gboolean
is_busy (Peer *peer)
{
  return peer->table != NULL
         && (tsl_net_table_find_seat (peer->table, peer->connection) >= 0
             || tsl_net_table_is_watching (peer->table, peer->connection));
}

typedef enum
{
  PLACE_JOIN,
  PLACE_REJOIN,
  PLACE_WATCH,
} Place;

/* join, rejoin and watch: the connection takes a seat at a table, or
 * watches it. */
static gboolean
handle_place (TslNetServer *self,
              Peer         *peer,
              JsonObject   *message,
              Place         place,
              GError      **error)
{
  TslNetTable *table = find_table (self, message, error);
  gint64 seat = -1;
  gboolean placed;

  if (table == NULL)
    return FALSE;
  if (is_busy (peer))
    return bad_message (error, _("This connection already has a seat or watches a table"));
  if (place != PLACE_WATCH && !tsl_json_int_member (message, "seat", G_MININT32, G_MAXINT32, &seat))
    return bad_message (error, _("Say which “seat”"));
  if (place == PLACE_REJOIN)
    placed = tsl_net_table_rejoin (table, peer->connection, seat,
                                   tsl_json_string_member (message, "token"), error);
  else if (place == PLACE_JOIN)
    placed = tsl_net_table_join (table, peer->connection, seat,
                                 tsl_json_string_member (message, "name"), error);
  else
    placed = tsl_net_table_watch (table, peer->connection, error);
  if (placed)
    g_set_object (&peer->table, table);
  return placed;
}

static gboolean
handle_hand_over (TslNetServer *self,
                  Peer         *peer,
                  JsonObject   *message,
                  GError      **error)
{
  TslNetTable *table = find_table (self, message, error);
  const char *kind = tsl_json_string_member (message, "kind");
  const char *host_token = tsl_json_string_member (message, "host_token");
  gint64 seat;

  if (table == NULL)
    return FALSE;
  if (kind == NULL || host_token == NULL
      || !tsl_json_int_member (message, "seat", G_MININT32, G_MAXINT32, &seat))
    return bad_message (error, _("“hand_over” needs the “seat”, the computer player’s “kind” "
                                 "and the “host_token”"));
  return tsl_net_table_hand_over (table, peer->connection, seat, kind, host_token,
                                  self->hand_over_delay, error);
}

static gboolean
handle_start (TslNetServer *self,
              Peer         *peer,
              JsonObject   *message,
              GError      **error)
{
  TslNetTable *table = find_table (self, message, error);
  const char *host_token = tsl_json_string_member (message, "host_token");
  JsonNode *fill = json_object_get_member (message, "fill");
  const char *kind = tsl_json_node_string (fill);

  if (table == NULL)
    return FALSE;
  /* No "fill", or null: every open seat must be taken. */
  if (host_token == NULL || (kind == NULL && fill != NULL && !JSON_NODE_HOLDS_NULL (fill)))
    return bad_message (error, _("“start” needs the “host_token”, and a “fill” is the kind "
                                 "of a computer player"));
  return tsl_net_table_start (table, peer->connection, host_token, kind, error);
}

static gboolean
handle_move (TslNetServer *self,
             Peer         *peer,
             JsonObject   *message,
             GError      **error)
{
  JsonObject *action = tsl_json_object_member (message, "action");
  g_autoptr(TslNetTable) table = NULL;
  gint64 seq;

  if (action == NULL || !tsl_json_int_member (message, "seq", 0, G_MAXINT32, &seq))
    return bad_message (error, _("“move” needs the “action” and its “seq”"));
  if (peer->table == NULL)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_SEATED,
                           _("Join a seat before you play"));
      return FALSE;
    }
  /* The table sends the update before it saves the turn (the longer
   * part), both before play() returns: its own clock says when. */
  table = g_object_ref (peer->table);
  if (!tsl_net_table_play (table, peer->connection, action, seq, error))
    return FALSE;
  tsl_net_latency_add (self->move_latency, tsl_net_table_get_sent_at (table) - self->received_at);
  return TRUE;
}

static gboolean
handle_chat (TslNetServer *self,
             Peer         *peer,
             JsonObject   *message,
             GError      **error)
{
  if (peer->table == NULL)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_SEATED,
                           _("Join a seat before you chat"));
      return FALSE;
    }
  return tsl_net_table_chat (peer->table, peer->connection,
                             tsl_json_string_member (message, "text"), error);
}

static gboolean
dispatch (TslNetServer *self,
          Peer         *peer,
          JsonObject   *message,
          GError      **error)
{
  const char *type = tsl_json_string_member (message, "type");

  if (g_str_equal (type, "hello"))
    return handle_hello (self, peer, message, error);
  if (!peer->greeted)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NO_HELLO,
                           _("Say “hello” with the protocol version first"));
      return FALSE;
    }
  if (g_str_equal (type, "tables"))
    return handle_tables (self, peer, message, error);
  if (g_str_equal (type, "create_table"))
    return handle_create_table (self, peer, message, error);
  if (g_str_equal (type, "join"))
    return handle_place (self, peer, message, PLACE_JOIN, error);
  if (g_str_equal (type, "rejoin"))
    return handle_place (self, peer, message, PLACE_REJOIN, error);
  if (g_str_equal (type, "watch"))
    return handle_place (self, peer, message, PLACE_WATCH, error);
  if (g_str_equal (type, "hand_over"))
    return handle_hand_over (self, peer, message, error);
  if (g_str_equal (type, "start"))
    return handle_start (self, peer, message, error);
  if (g_str_equal (type, "move"))
    return handle_move (self, peer, message, error);
  if (g_str_equal (type, "chat"))
    return handle_chat (self, peer, message, error);
  g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_UNKNOWN_TYPE,
               _("There is no message type “%s”"), type);
  return FALSE;
}

static void
message_cb (SoupWebsocketConnection *connection,
            gint                     data_type,
            GBytes                  *bytes,
            gpointer                 user_data)
{
  TslNetServer *self = user_data;
  Peer *peer = g_hash_table_lookup (self->peers, connection);
  g_autoptr(JsonObject) message = NULL;
  g_autoptr(GError) error = NULL;

  if (peer == NULL)
    return;
  self->received_at = g_get_monotonic_time ();
  if (data_type != SOUP_WEBSOCKET_DATA_TEXT)
    g_set_error_literal (&error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE,
                         _("Messages are JSON text"));
  else
    message = tsl_net_message_parse (bytes, &error);
  if (message != NULL)
    dispatch (self, peer, message, &error);
  if (error != NULL)
    {
      tsl_net_send_error (connection, error);
      /* Two ends of different versions cannot talk: the client is told
       * why, then the connection ends. */
      if (g_error_matches (error, TSL_NET_ERROR, TSL_NET_ERROR_VERSION))
        soup_websocket_connection_close (connection, SOUP_WEBSOCKET_CLOSE_POLICY_VIOLATION, NULL);
    }
}

static void
closed_cb (SoupWebsocketConnection *connection,
           gpointer                 user_data)
{
  TslNetServer *self = user_data;
  Peer *peer = g_hash_table_lookup (self->peers, connection);

  g_autoptr(TslNetTable) table = NULL;

  if (peer == NULL)
    return;
  table = peer->table != NULL ? g_object_ref (peer->table) : NULL;
  if (table != NULL)
    tsl_net_table_leave (table, connection);
  g_hash_table_remove (self->peers, connection);
  /* A finished game whose players have all gone is only memory: its file
   * stays in the save folder. */
  if (table != NULL && tsl_game_is_over (tsl_net_table_get_game (table))
      && tsl_net_table_count_connected (table) == 0)
    g_hash_table_remove (self->tables, tsl_net_table_get_id (table));
}

static void
websocket_cb (SoupServer              *server,
              SoupServerMessage       *msg,
              const char              *path,
              SoupWebsocketConnection *connection,
              gpointer                 user_data)
{
  TslNetServer *self = user_data;
  Peer *peer = g_new0 (Peer, 1);

  peer->connection = g_object_ref (connection);
  soup_websocket_connection_set_max_incoming_payload_size (connection, TSL_NET_MAX_CLIENT_MESSAGE);
  /* Pings keep NAT mappings open during long thinking. */
  soup_websocket_connection_set_keepalive_interval (connection, 30);
  g_hash_table_insert (self->peers, connection, peer);
  g_signal_connect (connection, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (connection, "closed", G_CALLBACK (closed_cb), self);
}

/**
 * tsl_net_server_new:
 * @autosave_dir: (nullable): where each table's game is saved after every
 *   turn, as table-ID.tessella
 *
 * Returns: (transfer full): a server; tsl_net_server_listen() opens it
 */
TslNetServer *
tsl_net_server_new (const char *autosave_dir)
{
  TslNetServer *self = g_object_new (TSL_TYPE_NET_SERVER, NULL);

  self->autosave_dir = g_strdup (autosave_dir);
  self->soup = soup_server_new ("server-header", "Tessella/" PACKAGE_VERSION " ", NULL);
  soup_server_add_websocket_handler (self->soup, TSL_NET_PATH, NULL, NULL, websocket_cb, self, NULL);
  return self;
}

/**
 * tsl_net_server_listen:
 * @address: (nullable): an IP address to listen on, or %NULL for the
 *   loopback address
 * @port: a port, or 0 for one the system picks (tsl_net_server_get_uri())
 * @certificate: (nullable): with its private key: the server speaks TLS
 *   (wss://)
 */
gboolean
tsl_net_server_listen (TslNetServer    *self,
                       const char      *address,
                       guint            port,
                       GTlsCertificate *certificate,
                       GError         **error)
{
  SoupServerListenOptions options = 0;
  g_autoptr(GSocketAddress) socket_address = NULL;

  g_return_val_if_fail (TSL_IS_NET_SERVER (self), FALSE);
  if (certificate != NULL)
    {
      soup_server_set_tls_certificate (self->soup, certificate);
      options |= SOUP_SERVER_LISTEN_HTTPS;
    }
  if (address == NULL)
    return soup_server_listen_local (self->soup, port, options | SOUP_SERVER_LISTEN_IPV4_ONLY, error);
  socket_address = g_inet_socket_address_new_from_string (address, port);
  if (socket_address == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not an IP address"), address);
      return FALSE;
    }
  return soup_server_listen (self->soup, socket_address, options, error);
}

/**
 * tsl_net_server_get_uri:
 *
 * Returns: (transfer full) (nullable): the address clients connect to,
 *   ws://HOST:PORT/tessella (wss:// with TLS)
 */
char *
tsl_net_server_get_uri (TslNetServer *self)
{
  GSList *uris;
  char *text = NULL;

  g_return_val_if_fail (TSL_IS_NET_SERVER (self), NULL);
  uris = soup_server_get_uris (self->soup);
  if (uris != NULL)
    {
      GUri *uri = uris->data;
      gboolean tls = g_strcmp0 (g_uri_get_scheme (uri), "https") == 0;
      const char *host = g_uri_get_host (uri);
      gboolean v6 = strchr (host, ':') != NULL;

      text = g_strdup_printf ("%s://%s%s%s:%d%s", tls ? "wss" : "ws", v6 ? "[" : "", host,
                              v6 ? "]" : "", g_uri_get_port (uri), TSL_NET_PATH);
    }
  g_slist_free_full (uris, (GDestroyNotify) g_uri_unref);
  return text;
}

/* Random ids: a restarted server does not overwrite the saves of the
 * last run's tables, and ids say nothing about other tables. */
static char *
new_table_id (TslNetServer *self)
{
  char *id = NULL;

  do
    {
      g_autofree char *token = tsl_net_token_new ();

      g_free (id);
      id = g_strndup (token, 8);
    }
  while (g_hash_table_contains (self->tables, id));
  return id;
}

static gboolean
check_room (TslNetServer *self,
            GError      **error)
{
  if (g_hash_table_size (self->tables) < TSL_NET_MAX_TABLES)
    return TRUE;
  g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TABLE,
               g_dngettext (GETTEXT_PACKAGE, "This server holds %d table already",
                            "This server holds %d tables already", TSL_NET_MAX_TABLES),
               TSL_NET_MAX_TABLES);
  return FALSE;
}

/**
 * tsl_net_server_add_table:
 * @seats: "open" or "ai:KIND" per seat, %NULL-terminated
 *
 * Opens a table (what a "create_table" message does).
 *
 * Returns: (transfer none): the table, or %NULL
 */
TslNetTable *
tsl_net_server_add_table (TslNetServer       *self,
                          TslEngine          *engine,
                          JsonObject         *options,
                          const char * const *seats,
                          GError            **error)
{
  g_autofree char *id = NULL;
  TslNetTable *table;

  g_return_val_if_fail (TSL_IS_NET_SERVER (self), NULL);
  if (!check_room (self, error))
    return NULL;
  id = new_table_id (self);
  table = tsl_net_table_new (id, engine, options, seats, self->autosave_dir, error);
  if (table == NULL)
    {
      /* The game's own refusal (options, a computer player it does not
       * have) is, on the wire, a table that cannot be made. */
      if (error != NULL && *error != NULL && (*error)->domain == TSL_ERROR)
        {
          (*error)->domain = TSL_NET_ERROR;
          (*error)->code = TSL_NET_ERROR_BAD_TABLE;
        }
      return NULL;
    }
  g_hash_table_insert (self->tables, g_steal_pointer (&id), table);
  return table;
}

/**
 * tsl_net_server_resume_table:
 * @path: a game the server saved, table-ID.tessella
 *
 * Opens a table that goes on with a saved game, under the id its file
 * name gives, its seats kept for their players when the seat file beside
 * it (table-ID.seats) holds their tokens (tsl_net_table_new_from_game();
 * tsl_net_table_get_seat_file_error() tells when it could not).
 *
 * Returns: (transfer none): the table, or %NULL
 */
TslNetTable *
tsl_net_server_resume_table (TslNetServer *self,
                             const char   *path,
                             GError      **error)
{
  g_autoptr(TslGame) game = NULL;
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *seats_path = tsl_net_seat_file_path (path);
  g_autofree char *id = NULL;
  TslNetTable *table;

  g_return_val_if_fail (TSL_IS_NET_SERVER (self), NULL);
  if (!check_room (self, error))
    return NULL;
  game = tsl_game_load (path, error);
  if (game == NULL)
    return NULL;
  if (g_str_has_prefix (base, "table-") && g_str_has_suffix (base, ".tessella")
      && strlen (base) > strlen ("table-.tessella"))
    id = g_strndup (base + strlen ("table-"), strlen (base) - strlen ("table-.tessella"));
  if (id == NULL || g_hash_table_contains (self->tables, id))
    {
      g_free (id);
      id = new_table_id (self);
    }
  table = tsl_net_table_new_from_game (id, game, seats_path, self->autosave_dir, error);
  if (table == NULL)
    return NULL;
  g_hash_table_insert (self->tables, g_steal_pointer (&id), table);
  return table;
}

/**
 * tsl_net_server_lookup_table:
 *
 * Returns: (transfer none) (nullable): the table
 */
TslNetTable *
tsl_net_server_lookup_table (TslNetServer *self,
                             const char   *id)
{
  g_return_val_if_fail (TSL_IS_NET_SERVER (self), NULL);
  return g_hash_table_lookup (self->tables, id);
}

/**
 * tsl_net_server_set_hand_over_delay:
 * @seconds: how long a seat must have waited for its player before the
 *   table's host may hand it to a computer player
 */
void
tsl_net_server_set_hand_over_delay (TslNetServer *self,
                                    guint         seconds)
{
  g_return_if_fail (TSL_IS_NET_SERVER (self));
  self->hand_over_delay = seconds;
}

guint
tsl_net_server_count_connections (TslNetServer *self)
{
  g_return_val_if_fail (TSL_IS_NET_SERVER (self), 0);
  return g_hash_table_size (self->peers);
}

/**
 * tsl_net_server_describe_tables:
 *
 * Returns: (transfer full): the tables, as the "tables" message lists them
 */
JsonArray *
tsl_net_server_describe_tables (TslNetServer *self)
{
  JsonArray *tables = json_array_new ();
  GHashTableIter iter;
  gpointer table;

  g_return_val_if_fail (TSL_IS_NET_SERVER (self), NULL);
  g_hash_table_iter_init (&iter, self->tables);
  while (g_hash_table_iter_next (&iter, NULL, &table))
    json_array_add_object_element (tables, tsl_net_table_describe (table));
  return tables;
}

/**
 * tsl_net_server_get_move_latency:
 *
 * How long the server took for each move it played, from the "move"
 * message received to the "update" for it handed to every connection at
 * the table (queued: the sockets send it as fast as they drain).
 *
 * Returns: (transfer none): the durations
 */
TslNetLatency *
tsl_net_server_get_move_latency (TslNetServer *self)
{
  g_return_val_if_fail (TSL_IS_NET_SERVER (self), NULL);
  return self->move_latency;
}
