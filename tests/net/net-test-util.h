/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-net-bot.h"
#include "tsl-net-client.h"
#include "tsl-net-protocol.h"
#include "tsl-net-server.h"

G_BEGIN_DECLS

typedef struct
{
  TslNetServer *server;
  char         *uri;
  char         *dir;
} NetTestServer;

void           net_test_quiet_libsoup  (void);
NetTestServer *net_test_server_new     (void);
void           net_test_server_free    (NetTestServer *server);
void           net_test_server_finish  (TslNetServer **server);
TslNetClient  *net_test_connect        (const char    *uri);
void           net_test_connect_client (TslNetClient  *client,
                                        const char    *uri);
/* How long a test waits for anything before it fails: only a hang should
 * take this long.  CI's sanitizer run once took over 300 s for one
 * 10-point game over the network, on a machine busy with other tests. */
#define NET_TEST_PATIENCE_S 900

void           net_test_wait           (gboolean     (*done) (gpointer data),
                                        gpointer       data);
JsonObject    *net_test_wait_message   (TslNetClient  *client,
                                        const char    *type);
TslNetClient  *net_test_join           (const char    *uri,
                                        TslNetTable   *table,
                                        guint          seat);
gboolean       net_test_bots_done      (gpointer       bots);
TslNetTable   *net_test_add_table      (TslNetServer       *server,
                                        TslEngine          *engine,
                                        const char         *options_text,
                                        const char * const *seats);
TslNetTable   *net_test_open_table     (NetTestServer *server,
                                        TslEngine     *engine,
                                        const char    *options_text,
                                        guint          n_seats);

/* For net_test_wait(): the client has seen position @seq, or the end. */
typedef struct
{
  TslNetClient *client;
  guint         seq;
} NetTestAtSeq;

gboolean       net_test_reached_seq    (gpointer       at_seq);
gboolean       net_test_client_closed  (gpointer       client);
void           net_test_expect_refusal (TslNetClient  *client,
                                        const char    *text,
                                        TslNetError    code);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (NetTestServer, net_test_server_free)

G_END_DECLS
