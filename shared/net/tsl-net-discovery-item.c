/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <gio/gio.h>

#include "tsl-net-discovery-item.h"

/*
 * TslNetDiscoveryItem: one Tessella server announced on the local network,
 * as TslNetDiscovery found and resolved it.  Immutable; its properties are
 * there so that a list view can bind them.
 */

struct _TslNetDiscoveryItem
{
  GObject   parent_instance;

  char     *name;
  char     *host;
  char     *address;
  guint     port;
  char     *path;
  char     *game;
  guint     protocol;
  gboolean  tls;
};

G_DEFINE_FINAL_TYPE (TslNetDiscoveryItem, tsl_net_discovery_item, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_NAME,
  PROP_HOST,
  PROP_ADDRESS,
  PROP_PORT,
  PROP_PATH,
  PROP_GAME,
  PROP_PROTOCOL,
  PROP_TLS,
  PROP_URI,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tsl_net_discovery_item_finalize (GObject *object)
{
  TslNetDiscoveryItem *self = TSL_NET_DISCOVERY_ITEM (object);

  g_clear_pointer (&self->name, g_free);
  g_clear_pointer (&self->host, g_free);
  g_clear_pointer (&self->address, g_free);
  g_clear_pointer (&self->path, g_free);
  g_clear_pointer (&self->game, g_free);
  G_OBJECT_CLASS (tsl_net_discovery_item_parent_class)->finalize (object);
}

static void
tsl_net_discovery_item_get_property (GObject    *object,
                                     guint       prop_id,
                                     GValue     *value,
                                     GParamSpec *pspec)
{
  TslNetDiscoveryItem *self = TSL_NET_DISCOVERY_ITEM (object);

  switch (prop_id)
    {
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_HOST:
      g_value_set_string (value, self->host);
      break;
    case PROP_ADDRESS:
      g_value_set_string (value, self->address);
      break;
    case PROP_PORT:
      g_value_set_uint (value, self->port);
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_GAME:
      g_value_set_string (value, self->game);
      break;
    case PROP_PROTOCOL:
      g_value_set_uint (value, self->protocol);
      break;
    case PROP_TLS:
      g_value_set_boolean (value, self->tls);
      break;
    case PROP_URI:
      g_value_take_string (value, tsl_net_discovery_item_get_uri (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_net_discovery_item_set_property (GObject      *object,
                                     guint         prop_id,
                                     const GValue *value,
                                     GParamSpec   *pspec)
{
  TslNetDiscoveryItem *self = TSL_NET_DISCOVERY_ITEM (object);

  switch (prop_id)
    {
    case PROP_NAME:
      self->name = g_value_dup_string (value);
      break;
    case PROP_HOST:
      self->host = g_value_dup_string (value);
      break;
    case PROP_ADDRESS:
      self->address = g_value_dup_string (value);
      break;
    case PROP_PORT:
      self->port = g_value_get_uint (value);
      break;
    case PROP_PATH:
      self->path = g_value_dup_string (value);
      break;
    case PROP_GAME:
      self->game = g_value_dup_string (value);
      break;
    case PROP_PROTOCOL:
      self->protocol = g_value_get_uint (value);
      break;
    case PROP_TLS:
      self->tls = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_net_discovery_item_class_init (TslNetDiscoveryItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags construct = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->finalize = tsl_net_discovery_item_finalize;
  object_class->get_property = tsl_net_discovery_item_get_property;
  object_class->set_property = tsl_net_discovery_item_set_property;

  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL, construct);
  properties[PROP_HOST] = g_param_spec_string ("host", NULL, NULL, NULL, construct);
  properties[PROP_ADDRESS] = g_param_spec_string ("address", NULL, NULL, NULL, construct);
  properties[PROP_PORT] = g_param_spec_uint ("port", NULL, NULL, 0, 65535, 0, construct);
  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL, construct);
  properties[PROP_GAME] = g_param_spec_string ("game", NULL, NULL, NULL, construct);
  properties[PROP_PROTOCOL] = g_param_spec_uint ("protocol", NULL, NULL, 0, G_MAXUINT, 0, construct);
  properties[PROP_TLS] = g_param_spec_boolean ("tls", NULL, NULL, FALSE, construct);
  properties[PROP_URI] = g_param_spec_string ("uri", NULL, NULL, NULL,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tsl_net_discovery_item_init (TslNetDiscoveryItem *self)
{
}

/**
 * tsl_net_discovery_item_new:
 * @name: the service's name, as people see it
 * @host: the host name it runs on (such as `box.local`)
 * @address: an IPv4 or IPv6 address, without brackets
 * @port: the server's port
 * @path: the WebSocket path (`/tessella`)
 * @game: (nullable): the game of the server's first table
 * @protocol: the protocol version the server announced
 * @tls: whether the server wants `wss://`
 *
 * Returns: (transfer full): a new item
 */
TslNetDiscoveryItem *
tsl_net_discovery_item_new (const char *name,
                            const char *host,
                            const char *address,
                            guint       port,
                            const char *path,
                            const char *game,
                            guint       protocol,
                            gboolean    tls)
{
  g_return_val_if_fail (name != NULL, NULL);
  g_return_val_if_fail (address != NULL, NULL);
  g_return_val_if_fail (path != NULL && path[0] == '/', NULL);

  return g_object_new (TSL_TYPE_NET_DISCOVERY_ITEM,
                       "name", name,
                       "host", host,
                       "address", address,
                       "port", port,
                       "path", path,
                       "game", game,
                       "protocol", protocol,
                       "tls", tls,
                       NULL);
}

const char *
tsl_net_discovery_item_get_name (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), NULL);
  return self->name;
}

const char *
tsl_net_discovery_item_get_host (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), NULL);
  return self->host;
}

const char *
tsl_net_discovery_item_get_address (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), NULL);
  return self->address;
}

guint
tsl_net_discovery_item_get_port (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), 0);
  return self->port;
}

const char *
tsl_net_discovery_item_get_path (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), NULL);
  return self->path;
}

/**
 * tsl_net_discovery_item_get_game:
 * @self: an item
 *
 * Returns: (nullable): the game id the server announced, or %NULL
 */
const char *
tsl_net_discovery_item_get_game (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), NULL);
  return self->game;
}

guint
tsl_net_discovery_item_get_protocol (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), 0);
  return self->protocol;
}

gboolean
tsl_net_discovery_item_get_tls (TslNetDiscoveryItem *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), FALSE);
  return self->tls;
}

/**
 * tsl_net_discovery_item_get_uri:
 * @self: an item
 *
 * The address a TslNetClient connects to: `ws://192.168.1.20:7526/tessella`,
 * an IPv6 address in brackets (`ws://[fd00::5]:7526/tessella`), `wss://`
 * when the server announced TLS.
 *
 * Returns: (transfer full): the URI
 */
char *
tsl_net_discovery_item_get_uri (TslNetDiscoveryItem *self)
{
  g_autoptr(GInetAddress) address = NULL;
  gboolean ipv6;

  g_return_val_if_fail (TSL_IS_NET_DISCOVERY_ITEM (self), NULL);

  address = g_inet_address_new_from_string (self->address);
  ipv6 = address != NULL && g_inet_address_get_family (address) == G_SOCKET_FAMILY_IPV6;
  return g_strdup_printf ("%s://%s%s%s:%u%s", self->tls ? "wss" : "ws",
                          ipv6 ? "[" : "", self->address, ipv6 ? "]" : "",
                          self->port, self->path);
}
