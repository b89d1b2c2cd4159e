/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

#define TSL_TYPE_NET_DISCOVERY_ITEM (tsl_net_discovery_item_get_type ())
G_DECLARE_FINAL_TYPE (TslNetDiscoveryItem, tsl_net_discovery_item, TSL, NET_DISCOVERY_ITEM, GObject)

TslNetDiscoveryItem *tsl_net_discovery_item_new          (const char          *name,
                                                          const char          *host,
                                                          const char          *address,
                                                          guint                port,
                                                          const char          *path,
                                                          const char          *game,
                                                          guint                protocol,
                                                          gboolean             tls);
const char          *tsl_net_discovery_item_get_name     (TslNetDiscoveryItem *self);
const char          *tsl_net_discovery_item_get_host     (TslNetDiscoveryItem *self);
const char          *tsl_net_discovery_item_get_address  (TslNetDiscoveryItem *self);
guint                tsl_net_discovery_item_get_port     (TslNetDiscoveryItem *self);
const char          *tsl_net_discovery_item_get_path     (TslNetDiscoveryItem *self);
const char          *tsl_net_discovery_item_get_game     (TslNetDiscoveryItem *self);
guint                tsl_net_discovery_item_get_protocol (TslNetDiscoveryItem *self);
gboolean             tsl_net_discovery_item_get_tls      (TslNetDiscoveryItem *self);
char                *tsl_net_discovery_item_get_uri      (TslNetDiscoveryItem *self);

G_END_DECLS
