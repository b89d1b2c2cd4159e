/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-json-read.h"
#include "tsl-net-client.h"
#include "tsl-net-protocol.h"
#include "tsl-net-view.h"
#include "tsl-registry.h"

/*
 * TslNetClient: one connection to a server, for one seat or to watch one
 * table (its seat is then -1 and its view the public one).  It keeps the
 * last view the server sent (the seat's state as the engine's own block,
 * checked before use), the position's sequence number and who must act,
 * so that a person or a computer player can play on it.  Every message
 * is also emitted as it came ("message"), for programs and tests.
 *
 * Signals:
 *   "message" (JsonObject *message): any message received.
 *   "updated": a new view was loaded.
 *   "refused" (GError *error): the server answered with an error.
 *   "closed" (GError *error): the connection ended; why.
 */

struct _TslNetClient
{
  GObject                  parent_instance;

  SoupSession             *session;
  SoupWebsocketConnection *connection;
  GTask                   *connecting;   /* until "welcome" */
  GError                  *error;        /* why the connection ended */
  GTlsCertificate         *trusted;      /* a server certificate accepted as it is */

  char                    *table;
  gint                     seat;
  char                    *token;
  TslEngine               *engine;
  char                    *fingerprint;
  gpointer                 view;
  guint                    seq;
  gint                     to_act;
  gboolean                 over;
  JsonObject              *last_update;
  gboolean                 skip_read_back;
};

G_DEFINE_FINAL_TYPE (TslNetClient, tsl_net_client, G_TYPE_OBJECT)

enum {
  SIGNAL_MESSAGE,
  SIGNAL_UPDATED,
  SIGNAL_REFUSED,
  SIGNAL_CLOSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tsl_net_client_dispose (GObject *object)
{
  TslNetClient *self = TSL_NET_CLIENT (object);

  if (self->connection != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->connection, self);
      if (soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
        soup_websocket_connection_close (self->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
    }
  g_clear_object (&self->connection);
  g_clear_object (&self->session);
  g_clear_object (&self->connecting);
  g_clear_object (&self->trusted);
  g_clear_pointer (&self->last_update, json_object_unref);
  G_OBJECT_CLASS (tsl_net_client_parent_class)->dispose (object);
}

static void
tsl_net_client_finalize (GObject *object)
{
  TslNetClient *self = TSL_NET_CLIENT (object);

  g_clear_error (&self->error);
  g_free (self->table);
  g_free (self->token);
  g_free (self->fingerprint);
  g_free (self->view);
  G_OBJECT_CLASS (tsl_net_client_parent_class)->finalize (object);
}

static void
tsl_net_client_class_init (TslNetClientClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_net_client_dispose;
  object_class->finalize = tsl_net_client_finalize;

  signals[SIGNAL_MESSAGE] =
    g_signal_new ("message", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, JSON_TYPE_OBJECT);
  signals[SIGNAL_UPDATED] =
    g_signal_new ("updated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_REFUSED] =
    g_signal_new ("refused", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
  signals[SIGNAL_CLOSED] =
    g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
}

static void
tsl_net_client_init (TslNetClient *self)
{
  self->seat = -1;
  self->to_act = -1;
}

TslNetClient *
tsl_net_client_new (void)
{
  return g_object_new (TSL_TYPE_NET_CLIENT, NULL);
}

/* The connection is over, for @error's reason (the first one wins). */
static void
fail (TslNetClient *self,
      GError       *error)
{
  if (self->error == NULL)
    self->error = error;
  else
    g_error_free (error);
  if (self->connecting != NULL)
    {
      GTask *task = g_steal_pointer (&self->connecting);

      g_task_return_error (task, g_error_copy (self->error));
      g_object_unref (task);
    }
  if (self->connection != NULL
      && soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->connection, SOUP_WEBSOCKET_CLOSE_NORMAL, NULL);
}

static void
handle_update (TslNetClient *self,
               JsonObject   *message)
{
  JsonObject *view = tsl_json_object_member (message, "view");
  const char *engine_id = view != NULL ? tsl_json_string_member (view, "engine") : NULL;
  TslEngine *engine = engine_id != NULL ? tsl_registry_lookup (engine_id, NULL) : NULL;
  GError *error = NULL;
  gpointer block;
  gint64 seq, to_act;

  if (engine == NULL || !tsl_json_int_member (message, "seq", 0, G_MAXINT32, &seq)
      || !tsl_json_int_member (message, "to_act", -1, TSL_MAX_PLAYERS, &to_act))
    {
      fail (self, g_error_new_literal (TSL_NET_ERROR, TSL_NET_ERROR_BAD_VIEW,
                                       _("The server sent a game this program does not have")));
      return;
    }
  if (engine != self->engine)
    {
      self->engine = engine;
      g_free (self->fingerprint);
      self->fingerprint = tsl_net_view_fingerprint (engine);
    }
  block = tsl_net_view_load (engine, view, json_object_get_member (message, "state"),
                             self->fingerprint, !self->skip_read_back, &error);
  if (block == NULL)
    {
      fail (self, error);
      return;
    }
  g_free (self->view);
  self->view = block;
  self->seq = (guint) seq;
  self->to_act = (gint) to_act;
  self->over = json_object_get_boolean_member_with_default (message, "over", FALSE);
  g_clear_pointer (&self->last_update, json_object_unref);
  self->last_update = json_object_ref (message);
  g_signal_emit (self, signals[SIGNAL_UPDATED], 0);
}

static void
handle_message (TslNetClient *self,
                JsonObject   *message)
{
  const char *type = tsl_json_string_member (message, "type");

  g_signal_emit (self, signals[SIGNAL_MESSAGE], 0, message);
  if (g_str_equal (type, "welcome") && self->connecting != NULL)
    {
      GTask *task = g_steal_pointer (&self->connecting);

      g_task_return_boolean (task, TRUE);
      g_object_unref (task);
    }
  else if (g_str_equal (type, "joined"))
    {
      gint64 seat = -1;

      tsl_json_int_member (message, "seat", 0, TSL_MAX_PLAYERS - 1, &seat);
      self->seat = (gint) seat;
      g_free (self->table);
      self->table = g_strdup (tsl_json_string_member (message, "table"));
      g_free (self->token);
      self->token = g_strdup (tsl_json_string_member (message, "token"));
    }
  else if (g_str_equal (type, "watching"))
    {
      g_free (self->table);
      self->table = g_strdup (tsl_json_string_member (message, "table"));
    }
  else if (g_str_equal (type, "update"))
    handle_update (self, message);
  else if (g_str_equal (type, "error"))
    {
      g_autoptr(GError) error = NULL;
      const char *text = tsl_json_string_member (message, "message");

      error = g_error_new_literal (TSL_NET_ERROR,
                                   tsl_net_error_from_nick (tsl_json_string_member (message, "code")),
                                   text != NULL ? text : "");
      if (self->connecting != NULL || error->code == TSL_NET_ERROR_VERSION)
        fail (self, g_error_copy (error));
      g_signal_emit (self, signals[SIGNAL_REFUSED], 0, error);
    }
}

static void
message_cb (SoupWebsocketConnection *connection,
            gint                     data_type,
            GBytes                  *bytes,
            gpointer                 user_data)
{
  TslNetClient *self = user_data;
  g_autoptr(JsonObject) message = NULL;
  GError *error = NULL;

  g_object_ref (self);
  message = tsl_net_message_parse (bytes, &error);
  if (message == NULL)
    fail (self, error);
  else
    handle_message (self, message);
  g_object_unref (self);
}

static void
closed_cb (SoupWebsocketConnection *connection,
           gpointer                 user_data)
{
  TslNetClient *self = user_data;
  gushort code = soup_websocket_connection_get_close_code (connection);

  g_object_ref (self);
  if (self->error == NULL)
    {
      if (code == SOUP_WEBSOCKET_CLOSE_TOO_BIG)
        self->error = g_error_new_literal (TSL_NET_ERROR, TSL_NET_ERROR_CLOSED,
                                           _("The server closed the connection: a message was too large"));
      else
        self->error = g_error_new_literal (TSL_NET_ERROR, TSL_NET_ERROR_CLOSED,
                                           _("The connection to the server was closed"));
    }
  fail (self, g_error_copy (self->error));
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0, self->error);
  g_object_unref (self);
}

static void
websocket_connected_cb (GObject      *source,
                        GAsyncResult *result,
                        gpointer      user_data)
{
  g_autoptr(TslNetClient) self = user_data;
  g_autoptr(JsonObject) hello = NULL;
  GError *error = NULL;

  self->connection = soup_session_websocket_connect_finish (SOUP_SESSION (source), result, &error);
  if (self->connection == NULL)
    {
      fail (self, error);
      return;
    }
  soup_websocket_connection_set_max_incoming_payload_size (self->connection, TSL_NET_MAX_SERVER_MESSAGE);
  g_signal_connect (self->connection, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (self->connection, "closed", G_CALLBACK (closed_cb), self);
  hello = tsl_net_message_new ("hello");
  json_object_set_int_member (hello, "protocol", TSL_NET_PROTOCOL_VERSION);
  tsl_net_send (self->connection, hello);
}

/* A server with a certificate of its own (self-signed, as a club server
 * on a LAN has) is accepted only when it shows exactly the one the user
 * gave: a pinned certificate, not "accept anything". */
static gboolean
accept_certificate_cb (SoupMessage         *msg,
                       GTlsCertificate     *certificate,
                       GTlsCertificateFlags errors,
                       TslNetClient        *self)
{
  return self->trusted != NULL && g_tls_certificate_is_same (certificate, self->trusted);
}

/**
 * tsl_net_client_set_trusted_certificate:
 * @certificate: (nullable): the certificate a wss:// server must show when
 *   the system's authorities do not vouch for it
 */
void
tsl_net_client_set_trusted_certificate (TslNetClient    *self,
                                        GTlsCertificate *certificate)
{
  g_return_if_fail (TSL_IS_NET_CLIENT (self));
  g_set_object (&self->trusted, certificate);
}

/**
 * tsl_net_client_set_read_back:
 * @read_back: whether each view received is checked against the JSON of
 *   its state sent beside it (the default); the many clients of a
 *   benchmark may spare themselves that work
 */
void
tsl_net_client_set_read_back (TslNetClient *self,
                              gboolean      read_back)
{
  g_return_if_fail (TSL_IS_NET_CLIENT (self));
  self->skip_read_back = !read_back;
}

/**
 * tsl_net_client_connect_async:
 * @uri: ws://HOST:PORT/tessella or wss://…
 *
 * Connects and says "hello"; finishes once the server welcomed the client
 * (or refused it: another protocol version, no server there).
 */
void
tsl_net_client_connect_async (TslNetClient       *self,
                              const char         *uri,
                              GCancellable       *cancellable,
                              GAsyncReadyCallback callback,
                              gpointer            user_data)
{
  g_autoptr(SoupMessage) msg = NULL;
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (TSL_IS_NET_CLIENT (self));
  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tsl_net_client_connect_async);
  if (self->connecting != NULL || self->connection != NULL)
    {
      g_task_return_new_error (task, TSL_NET_ERROR, TSL_NET_ERROR_FAILED, "%s",
                               _("The client is connected already"));
      return;
    }
  msg = soup_message_new (SOUP_METHOD_GET, uri);
  if (msg == NULL)
    {
      g_task_return_new_error (task, TSL_NET_ERROR, TSL_NET_ERROR_FAILED,
                               _("“%s” is not a server address (ws://HOST:PORT/tessella)"), uri);
      return;
    }
  g_signal_connect (msg, "accept-certificate", G_CALLBACK (accept_certificate_cb), self);
  self->connecting = g_steal_pointer (&task);
  self->session = soup_session_new ();
  soup_session_websocket_connect_async (self->session, msg, NULL, NULL, G_PRIORITY_DEFAULT,
                                        cancellable, websocket_connected_cb, g_object_ref (self));
}

gboolean
tsl_net_client_connect_finish (TslNetClient  *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
tsl_net_client_send (TslNetClient *self,
                     JsonObject   *message)
{
  g_return_if_fail (TSL_IS_NET_CLIENT (self));
  if (self->connection != NULL)
    tsl_net_send (self->connection, message);
}

/* Any text, as it is: for tests of what a server does with garbage. */
void
tsl_net_client_send_text (TslNetClient *self,
                          const char   *text)
{
  g_return_if_fail (TSL_IS_NET_CLIENT (self));
  if (self->connection != NULL
      && soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_send_text (self->connection, text);
}

static void
send_seat_message (TslNetClient *self,
                   const char   *type,
                   const char   *table,
                   guint         seat,
                   const char   *member,
                   const char   *value)
{
  g_autoptr(JsonObject) message = tsl_net_message_new (type);

  json_object_set_string_member (message, "table", table);
  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, member, value);
  tsl_net_client_send (self, message);
}

void
tsl_net_client_join (TslNetClient *self,
                     const char   *table,
                     guint         seat,
                     const char   *name)
{
  send_seat_message (self, "join", table, seat, "name", name);
}

void
tsl_net_client_rejoin (TslNetClient *self,
                       const char   *table,
                       guint         seat,
                       const char   *token)
{
  send_seat_message (self, "rejoin", table, seat, "token", token);
}

/**
 * tsl_net_client_watch:
 * @table: a table's id
 *
 * Asks to watch @table: "watching", then the public view after every
 * change, with seat -1.
 */
void
tsl_net_client_watch (TslNetClient *self,
                      const char   *table)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("watch");

  json_object_set_string_member (message, "table", table);
  tsl_net_client_send (self, message);
}

/**
 * tsl_net_client_hand_over:
 * @host_token: the table's host token ("table_created")
 *
 * Asks the server to let its computer player @kind play @seat, whose
 * player lost the connection, until the player returns.
 */
void
tsl_net_client_hand_over (TslNetClient *self,
                          const char   *table,
                          guint         seat,
                          const char   *kind,
                          const char   *host_token)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("hand_over");

  json_object_set_string_member (message, "table", table);
  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "kind", kind);
  json_object_set_string_member (message, "host_token", host_token);
  tsl_net_client_send (self, message);
}

/**
 * tsl_net_client_start:
 * @host_token: the table's host token ("table_created")
 * @fill: (nullable): a computer player of the game for the open seats
 *   nobody took, or %NULL when every seat must be taken
 *
 * Asks the server to start the game of @table, which waits for its host
 * ("start_by_host"); the table is told with "started".
 */
void
tsl_net_client_start (TslNetClient *self,
                      const char   *table,
                      const char   *host_token,
                      const char   *fill)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("start");

  json_object_set_string_member (message, "table", table);
  json_object_set_string_member (message, "host_token", host_token);
  if (fill != NULL)
    json_object_set_string_member (message, "fill", fill);
  tsl_net_client_send (self, message);
}

/**
 * tsl_net_client_play:
 * @move: a move of the client's seat on its current view
 *
 * Sends @move as the answer to the current position ("seq").
 */
void
tsl_net_client_play (TslNetClient  *self,
                     const TslMove *move)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("move");

  g_return_if_fail (TSL_IS_NET_CLIENT (self));
  g_return_if_fail (self->view != NULL);
  json_object_set_int_member (message, "seq", self->seq);
  json_object_set_object_member (message, "action",
                                 tsl_engine_move_to_json (self->engine, self->view, move));
  tsl_net_client_send (self, message);
}

void
tsl_net_client_chat (TslNetClient *self,
                     const char   *text)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("chat");

  json_object_set_string_member (message, "text", text);
  tsl_net_client_send (self, message);
}

/* Ends the connection as a network failure would, without a goodbye. */
void
tsl_net_client_close (TslNetClient *self)
{
  g_return_if_fail (TSL_IS_NET_CLIENT (self));
  if (self->connection != NULL
      && soup_websocket_connection_get_state (self->connection) == SOUP_WEBSOCKET_STATE_OPEN)
    soup_websocket_connection_close (self->connection, SOUP_WEBSOCKET_CLOSE_GOING_AWAY, NULL);
}

const char *
tsl_net_client_get_table (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), NULL);
  return self->table;
}

gint
tsl_net_client_get_seat (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), -1);
  return self->seat;
}

const char *
tsl_net_client_get_token (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), NULL);
  return self->token;
}

/**
 * tsl_net_client_get_engine:
 *
 * Returns: (transfer none) (nullable): the game's engine, once a view came
 */
TslEngine *
tsl_net_client_get_engine (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), NULL);
  return self->engine;
}

/**
 * tsl_net_client_get_view:
 *
 * Returns: (nullable): the seat's view, a state block of the engine
 */
gconstpointer
tsl_net_client_get_view (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), NULL);
  return self->view;
}

guint
tsl_net_client_get_seq (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), 0);
  return self->seq;
}

gint
tsl_net_client_get_to_act (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), -1);
  return self->to_act;
}

gboolean
tsl_net_client_is_over (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), FALSE);
  return self->over;
}

/**
 * tsl_net_client_get_last_update:
 *
 * Returns: (transfer none) (nullable): the last "update" message
 */
JsonObject *
tsl_net_client_get_last_update (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), NULL);
  return self->last_update;
}

/**
 * tsl_net_client_get_error:
 *
 * Returns: (nullable): why the connection ended, %NULL while it is open
 */
const GError *
tsl_net_client_get_error (TslNetClient *self)
{
  g_return_val_if_fail (TSL_IS_NET_CLIENT (self), NULL);
  return self->error;
}
