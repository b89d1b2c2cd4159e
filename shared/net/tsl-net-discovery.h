/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "tsl-net-discovery-item.h"

G_BEGIN_DECLS

/* The DNS-SD service type of a Tessella server (docs/protocol.md). */
#define TSL_NET_DISCOVERY_SERVICE_TYPE "_tessella._tcp"

#define TSL_TYPE_NET_DISCOVERY (tsl_net_discovery_get_type ())
G_DECLARE_FINAL_TYPE (TslNetDiscovery, tsl_net_discovery, TSL, NET_DISCOVERY, GObject)

TslNetDiscovery *tsl_net_discovery_new          (void);
gboolean         tsl_net_discovery_is_ready     (TslNetDiscovery  *self);
gboolean         tsl_net_discovery_is_available (TslNetDiscovery  *self);
gboolean         tsl_net_discovery_announce     (TslNetDiscovery  *self,
                                                 const char       *name,
                                                 guint             port,
                                                 const char       *game,
                                                 gboolean          tls,
                                                 GError          **error);
void             tsl_net_discovery_withdraw     (TslNetDiscovery  *self);
gboolean         tsl_net_discovery_is_announced (TslNetDiscovery  *self);
const char      *tsl_net_discovery_get_announced_name (TslNetDiscovery *self);
void             tsl_net_discovery_browse       (TslNetDiscovery  *self);
GListModel      *tsl_net_discovery_get_items    (TslNetDiscovery  *self);

G_END_DECLS
