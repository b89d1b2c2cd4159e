/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>

#include "net-test-util.h"

/* A real server on 127.0.0.1, on a port the system picks, and clients
 * that talk to it over the loopback, all on the test's main context. */

static void
drop_debug_cb (const char    *domain,
               GLogLevelFlags level,
               const char    *message,
               gpointer       user_data)
{
}

/* libsoup's debug messages (one per WebSocket frame) would fill the test
 * log with hundreds of kilobytes per game. */
void
net_test_quiet_libsoup (void)
{
  g_log_set_handler ("libsoup", G_LOG_LEVEL_DEBUG, drop_debug_cb, NULL);
}

NetTestServer *
net_test_server_new (void)
{
  NetTestServer *server = g_new0 (NetTestServer, 1);
  g_autoptr(GError) error = NULL;

  server->dir = g_dir_make_tmp ("tessella-net-XXXXXX", &error);
  g_assert_no_error (error);
  server->server = tsl_net_server_new (server->dir);
  tsl_net_server_listen (server->server, NULL, 0, NULL, &error);
  g_assert_no_error (error);
  server->uri = tsl_net_server_get_uri (server->server);
  g_assert_nonnull (server->uri);
  g_assert_true (g_str_has_prefix (server->uri, "ws://127.0.0.1:"));
  return server;
}

static gboolean
no_connections (gpointer data)
{
  return tsl_net_server_count_connections (data) == 0;
}

static gboolean
later_cb (gpointer data)
{
  *(gboolean *) data = TRUE;
  return G_SOURCE_REMOVE;
}

/* Frees a server once the clients, gone first, have closed their
 * connections: both ends finish the closing handshake, so that nothing is
 * left half-closed (and AddressSanitizer sees no leak). */
void
net_test_server_finish (TslNetServer **server)
{
  gboolean later = FALSE;

  if (*server != NULL)
    net_test_wait (no_connections, *server);
  g_clear_object (server);
  g_timeout_add (100, later_cb, &later);
  while (!later)
    g_main_context_iteration (NULL, TRUE);
}

void
net_test_server_free (NetTestServer *server)
{
  g_autoptr(GDir) dir = g_dir_open (server->dir, 0, NULL);
  const char *name;

  net_test_server_finish (&server->server);
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (server->dir, name, NULL);
      g_unlink (path);
    }
  g_rmdir (server->dir);
  g_free (server->dir);
  g_free (server->uri);
  g_free (server);
}

static gboolean
timeout_cb (gpointer data)
{
  gboolean *timed_out = data;

  *timed_out = TRUE;
  return G_SOURCE_REMOVE;
}

/* Runs the main context until @done says so; a test that hangs fails.  The
 * limit is generous: under AddressSanitizer games run ten times slower. */
void
net_test_wait (gboolean (*done) (gpointer data),
               gpointer   data)
{
  gboolean timed_out = FALSE;
  guint id = g_timeout_add_seconds (NET_TEST_PATIENCE_S, timeout_cb, &timed_out);

  while (!done (data) && !timed_out)
    g_main_context_iteration (NULL, TRUE);
  if (!timed_out)
    g_source_remove (id);
  g_assert_false (timed_out);
}

/* Every message a test client receives waits in its queue until the test
 * asks for it: several can arrive in one read. */
static void
log_message_cb (TslNetClient *client,
                JsonObject   *message,
                GQueue       *queue)
{
  g_queue_push_tail (queue, json_object_ref (message));
}

static void
queue_free (gpointer queue)
{
  g_queue_free_full (queue, (GDestroyNotify) json_object_unref);
}

typedef struct
{
  GAsyncResult *result;
} Pending;

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  Pending *pending = user_data;

  pending->result = g_object_ref (result);
}

static gboolean
has_result (gpointer data)
{
  return ((Pending *) data)->result != NULL;
}

TslNetClient *
net_test_connect (const char *uri)
{
  TslNetClient *client = tsl_net_client_new ();

  net_test_connect_client (client, uri);
  return client;
}

/* Connects @client, which keeps a queue of the messages it receives for
 * net_test_wait_message(). */
void
net_test_connect_client (TslNetClient *client,
                         const char   *uri)
{
  g_autoptr(GError) error = NULL;
  Pending pending = { NULL };
  GQueue *queue = g_queue_new ();

  g_object_set_data_full (G_OBJECT (client), "net-test-queue", queue, queue_free);
  g_signal_connect (client, "message", G_CALLBACK (log_message_cb), queue);
  tsl_net_client_connect_async (client, uri, NULL, connected_cb, &pending);
  net_test_wait (has_result, &pending);
  tsl_net_client_connect_finish (client, pending.result, &error);
  g_assert_no_error (error);
  g_object_unref (pending.result);
}

typedef struct
{
  GQueue     *queue;
  const char *type;
  JsonObject *message;
} Awaited;

static gboolean
take_message (gpointer data)
{
  Awaited *awaited = data;

  for (GList *l = awaited->queue->head; l != NULL; l = l->next)
    if (g_strcmp0 (json_object_get_string_member (l->data, "type"), awaited->type) == 0)
      {
        awaited->message = l->data;
        g_queue_delete_link (awaited->queue, l);
        return TRUE;
      }
  return FALSE;
}

/**
 * net_test_wait_message:
 *
 * Returns: (transfer full): the first message of @type @client received
 *   that no earlier call returned
 */
JsonObject *
net_test_wait_message (TslNetClient *client,
                       const char   *type)
{
  Awaited awaited = { g_object_get_data (G_OBJECT (client), "net-test-queue"), type, NULL };

  g_assert_nonnull (awaited.queue);
  net_test_wait (take_message, &awaited);
  return awaited.message;
}

/* Connects and takes @seat, waiting for "joined". */
TslNetClient *
net_test_join (const char  *uri,
               TslNetTable *table,
               guint        seat)
{
  TslNetClient *client = net_test_connect (uri);
  g_autofree char *name = g_strdup_printf ("Player %u", seat + 1);
  g_autoptr(JsonObject) joined = NULL;

  tsl_net_client_join (client, tsl_net_table_get_id (table), seat, name);
  joined = net_test_wait_message (client, "joined");
  g_assert_cmpint (tsl_net_client_get_seat (client), ==, seat);
  g_assert_cmpuint (strlen (tsl_net_client_get_token (client)), ==, 32);
  return client;
}

/* For net_test_wait(): every bot of a GPtrArray is done, or one failed
 * (the others would wait for its seat for ever). */
gboolean
net_test_bots_done (gpointer data)
{
  GPtrArray *bots = data;
  gboolean all = TRUE;

  for (guint i = 0; i < bots->len; i++)
    {
      if (tsl_net_bot_get_error (bots->pdata[i]) != NULL)
        return TRUE;
      all &= tsl_net_bot_is_done (bots->pdata[i]);
    }
  return all;
}

gboolean
net_test_reached_seq (gpointer data)
{
  NetTestAtSeq *at = data;

  return tsl_net_client_get_seq (at->client) >= at->seq || tsl_net_client_is_over (at->client);
}

gboolean
net_test_client_closed (gpointer client)
{
  return tsl_net_client_get_error (client) != NULL;
}

/* Sends @text as it is and expects an "error" with @code. */
void
net_test_expect_refusal (TslNetClient *client,
                         const char   *text,
                         TslNetError   code)
{
  g_autoptr(JsonObject) error = NULL;

  tsl_net_client_send_text (client, text);
  error = net_test_wait_message (client, "error");
  g_test_message ("%s → %s: %s", text, json_object_get_string_member (error, "code"),
                  json_object_get_string_member (error, "message"));
  g_assert_cmpstr (json_object_get_string_member (error, "code"), ==, tsl_net_error_to_nick (code));
}

/* A table of @engine on @server with @options_text (JSON, or NULL for the
 * defaults) and @seats (as in a create_table message). */
TslNetTable *
net_test_add_table (TslNetServer       *server,
                    TslEngine          *engine,
                    const char         *options_text,
                    const char * const *seats)
{
  g_autoptr(JsonNode) options = options_text != NULL ? json_from_string (options_text, NULL) : NULL;
  g_autoptr(GError) error = NULL;
  TslNetTable *table;

  table = tsl_net_server_add_table (server, engine,
                                    options != NULL ? json_node_get_object (options) : NULL,
                                    seats, &error);
  g_assert_no_error (error);
  return table;
}

/* The same with @n_seats open seats. */
TslNetTable *
net_test_open_table (NetTestServer *server,
                     TslEngine     *engine,
                     const char    *options_text,
                     guint          n_seats)
{
  g_auto(GStrv) seats = g_new0 (char *, n_seats + 1);

  for (guint i = 0; i < n_seats; i++)
    seats[i] = g_strdup ("open");
  return net_test_add_table (server->server, engine, options_text, (const char * const *) seats);
}
