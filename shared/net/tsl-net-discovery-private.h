/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-net-discovery.h"

G_BEGIN_DECLS

/* What tsl-net-discovery.c (the bus and the daemon), -announce.c (the
 * entry group) and -browse.c (the browser and resolving) share. */

#define AVAHI_NAME "org.freedesktop.Avahi"
#define AVAHI_SERVER "org.freedesktop.Avahi.Server"
#define AVAHI_ENTRY_GROUP "org.freedesktop.Avahi.EntryGroup"
#define AVAHI_BROWSER "org.freedesktop.Avahi.ServiceBrowser"

/* avahi-common/address.h */
#define AVAHI_IF_UNSPEC -1
#define AVAHI_PROTO_UNSPEC -1
#define AVAHI_PROTO_INET 0

/* Bounds against a hostile or broken network: DNS-SD allows 63 bytes per
 * service name and 255 per TXT string. */
#define TSL_NET_DISCOVERY_MAX_NAME 63
#define TSL_NET_DISCOVERY_MAX_GAME 64

struct _TslNetDiscovery
{
  GObject          parent_instance;

  GDBusConnection *connection;
  GCancellable    *cancellable;         /* the object's life */
  GCancellable    *avahi_cancellable;   /* one run of the daemon */
  GCancellable    *announce_cancellable;
  guint            watch_id;
  char            *owner;               /* the daemon's unique name while it runs */
  gboolean         ready;
  gboolean         available;

  char            *announce_name;       /* wanted; NULL when not announcing */
  char            *current_name;        /* after renames on collisions */
  guint            announce_port;
  char            *announce_game;
  gboolean         announce_tls;
  char            *group_path;
  guint            group_subscription;
  guint            renames;
  gboolean         announced;

  gboolean         browsing;
  char            *browser_path;
  guint            browser_subscription;
  GPtrArray       *early_signals;       /* before ServiceBrowserNew answered */
  GHashTable      *services;            /* key → Service */
  guint            resolve_serial;
  GListStore      *items;
};

enum {
  PROP_0,
  PROP_READY,
  PROP_AVAILABLE,
  PROP_ANNOUNCED,
  PROP_ANNOUNCED_NAME,
  N_PROPS
};

enum {
  SIGNAL_FOUND,
  SIGNAL_LOST,
  N_SIGNALS
};

void     _tsl_net_discovery_emit               (TslNetDiscovery     *self,
                                                guint                signal,
                                                TslNetDiscoveryItem *item);
void     _tsl_net_discovery_notify             (TslNetDiscovery     *self,
                                                guint                prop);
void     _tsl_net_discovery_set_boolean        (TslNetDiscovery     *self,
                                                gboolean            *field,
                                                gboolean             value,
                                                guint                prop);
gboolean _tsl_net_discovery_call_failed        (GError              *error,
                                                const char          *what);
GVariant *_tsl_net_discovery_finish_call      (GObject             *source,
                                                GAsyncResult        *result,
                                                const char          *what);
gboolean _tsl_net_discovery_is_game_id         (const char          *text,
                                                gsize                length);

void     _tsl_net_discovery_start_announcing   (TslNetDiscovery     *self);
void     _tsl_net_discovery_free_group         (TslNetDiscovery     *self);

void     _tsl_net_discovery_start_browsing     (TslNetDiscovery     *self);
void     _tsl_net_discovery_stop_browsing      (TslNetDiscovery     *self);
void     _tsl_net_discovery_remove_item        (TslNetDiscovery     *self,
                                                TslNetDiscoveryItem *item);
void     _tsl_net_discovery_service_free       (gpointer             data);
void     _tsl_net_discovery_early_signal_free  (gpointer             data);

G_END_DECLS
