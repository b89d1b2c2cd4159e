/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

#define TSL_TYPE_NET_CLIENT (tsl_net_client_get_type ())
G_DECLARE_FINAL_TYPE (TslNetClient, tsl_net_client, TSL, NET_CLIENT, GObject)

TslNetClient  *tsl_net_client_new            (void);
void           tsl_net_client_set_trusted_certificate (TslNetClient    *self,
                                                       GTlsCertificate *certificate);
void           tsl_net_client_set_read_back  (TslNetClient       *self,
                                              gboolean            read_back);
void           tsl_net_client_connect_async  (TslNetClient       *self,
                                              const char         *uri,
                                              GCancellable       *cancellable,
                                              GAsyncReadyCallback callback,
                                              gpointer            user_data);
gboolean       tsl_net_client_connect_finish (TslNetClient       *self,
                                              GAsyncResult       *result,
                                              GError            **error);
void           tsl_net_client_send           (TslNetClient       *self,
                                              JsonObject         *message);
void           tsl_net_client_send_text      (TslNetClient       *self,
                                              const char         *text);
void           tsl_net_client_join           (TslNetClient       *self,
                                              const char         *table,
                                              guint               seat,
                                              const char         *name);
void           tsl_net_client_rejoin         (TslNetClient       *self,
                                              const char         *table,
                                              guint               seat,
                                              const char         *token);
void           tsl_net_client_watch          (TslNetClient       *self,
                                              const char         *table);
void           tsl_net_client_hand_over      (TslNetClient       *self,
                                              const char         *table,
                                              guint               seat,
                                              const char         *kind,
                                              const char         *host_token);
void           tsl_net_client_start          (TslNetClient       *self,
                                              const char         *table,
                                              const char         *host_token,
                                              const char         *fill);
void           tsl_net_client_play           (TslNetClient       *self,
                                              const TslMove      *move);
void           tsl_net_client_chat           (TslNetClient       *self,
                                              const char         *text);
void           tsl_net_client_close          (TslNetClient       *self);

const char    *tsl_net_client_get_table      (TslNetClient       *self);
gint           tsl_net_client_get_seat       (TslNetClient       *self);
const char    *tsl_net_client_get_token      (TslNetClient       *self);
TslEngine     *tsl_net_client_get_engine     (TslNetClient       *self);
gconstpointer  tsl_net_client_get_view       (TslNetClient       *self);
guint          tsl_net_client_get_seq        (TslNetClient       *self);
gint           tsl_net_client_get_to_act     (TslNetClient       *self);
gboolean       tsl_net_client_is_over        (TslNetClient       *self);
JsonObject    *tsl_net_client_get_last_update (TslNetClient      *self);
const GError  *tsl_net_client_get_error      (TslNetClient       *self);

G_END_DECLS
