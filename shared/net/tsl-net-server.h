/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>

#include "tsl-net-latency.h"
#include "tsl-net-table.h"

G_BEGIN_DECLS

#define TSL_TYPE_NET_SERVER (tsl_net_server_get_type ())
G_DECLARE_FINAL_TYPE (TslNetServer, tsl_net_server, TSL, NET_SERVER, GObject)

TslNetServer *tsl_net_server_new          (const char          *autosave_dir);
gboolean      tsl_net_server_listen       (TslNetServer        *self,
                                           const char          *address,
                                           guint                port,
                                           GTlsCertificate     *certificate,
                                           GError             **error);
char         *tsl_net_server_get_uri      (TslNetServer        *self);
TslNetTable  *tsl_net_server_add_table    (TslNetServer        *self,
                                           TslEngine           *engine,
                                           JsonObject          *options,
                                           const char * const  *seats,
                                           GError             **error);
TslNetTable  *tsl_net_server_resume_table (TslNetServer        *self,
                                           const char          *path,
                                           GError             **error);
TslNetTable  *tsl_net_server_lookup_table (TslNetServer        *self,
                                           const char          *id);
JsonArray    *tsl_net_server_describe_tables (TslNetServer    *self);
guint         tsl_net_server_count_connections (TslNetServer  *self);
void          tsl_net_server_set_hand_over_delay (TslNetServer *self,
                                                  guint         seconds);
TslNetLatency *tsl_net_server_get_move_latency (TslNetServer  *self);

G_END_DECLS
