/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-net-discovery-private.h"
#include "tsl-net-protocol.h"

/* TslNetDiscovery's browsing: one Avahi service browser for
 * _tessella._tcp, each service resolved once, checked, and kept as a
 * TslNetDiscoveryItem in the items list until its last sighting goes. */

/* More servers than this on one LAN would be a flood, not a club. */
#define MAX_SERVICES 256
#define MAX_TXT_ENTRIES 64
#define MAX_TXT_STRING 255
#define MAX_HOST 255
#define MAX_PATH 128
#define MAX_EARLY_SIGNALS 1024

/* One service instance, which Avahi reports once per interface and IP
 * protocol it was seen on: it is lost when the last of those goes. */
typedef struct
{
  char                *name;
  char                *domain;
  GHashTable          *seen_on;
  TslNetDiscoveryItem *item;
  guint                resolving;       /* the serial of the call, 0 when none */
} Service;

typedef struct
{
  char     *path;
  char     *member;
  GVariant *parameters;
} EarlySignal;

typedef struct
{
  TslNetDiscovery *self;
  char            *key;
  guint            serial;
  gint             interface;
  gint             protocol;
  gint             aprotocol;
} Resolving;

void
_tsl_net_discovery_service_free (gpointer data)
{
  Service *service = data;

  g_free (service->name);
  g_free (service->domain);
  g_hash_table_unref (service->seen_on);
  g_clear_object (&service->item);
  g_free (service);
}

void
_tsl_net_discovery_early_signal_free (gpointer data)
{
  EarlySignal *early = data;

  g_free (early->path);
  g_free (early->member);
  g_variant_unref (early->parameters);
  g_free (early);
}

static void
resolving_free (Resolving *r)
{
  g_free (r->key);
  g_free (r);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Resolving, resolving_free)

static gboolean
is_path (const char *text,
         gsize       length)
{
  if (length == 0 || length > MAX_PATH || text[0] != '/')
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_isalnum (text[i]) && strchr ("/_.~-", text[i]) == NULL)
      return FALSE;
  return TRUE;
}
/* The TXT strings of a resolved service, checked: FALSE when the record
 * is not one a Tessella server writes. */
static gboolean
read_txt (GVariant *txt,
          guint    *protocol,
          char    **path,
          char    **game,
          gboolean *tls)
{
  gsize n = g_variant_n_children (txt);

  if (n > MAX_TXT_ENTRIES)
    return FALSE;
  for (gsize i = 0; i < n; i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (txt, i);
      gsize length;
      const char *bytes = g_variant_get_fixed_array (child, &length, 1);
      const char *equals = length > 0 ? memchr (bytes, '=', length) : NULL;
      g_autofree char *key = NULL;
      g_autofree char *value = NULL;
      gsize value_length;

      /* No mDNS packet holds a longer string: the reply is forged. */
      if (length > MAX_TXT_STRING)
        return FALSE;
      if (equals == NULL || memchr (bytes, '\0', length) != NULL)
        continue;
      key = g_ascii_strdown (bytes, equals - bytes);
      value_length = length - (equals - bytes) - 1;
      value = g_strndup (equals + 1, value_length);
      if (g_str_equal (key, "protocol"))
        {
          guint64 number;

          if (!g_ascii_string_to_unsigned (value, 10, 1, 9999, &number, NULL))
            return FALSE;
          *protocol = (guint) number;
        }
      else if (g_str_equal (key, "path") && is_path (value, value_length))
        {
          g_free (*path);
          *path = g_steal_pointer (&value);
        }
      else if (g_str_equal (key, "game") && _tsl_net_discovery_is_game_id (value, value_length))
        {
          g_free (*game);
          *game = g_steal_pointer (&value);
        }
      else if (g_str_equal (key, "tls"))
        *tls = g_str_equal (value, "1");
    }
  return *protocol != 0;
}

static TslNetDiscoveryItem *
item_from_reply (GVariant *reply)
{
  const char *name, *host, *address_text;
  guint16 port;
  g_autoptr(GVariant) txt = NULL;
  g_autoptr(GInetAddress) address = NULL;
  g_autofree char *canonical = NULL;
  g_autofree char *path = NULL;
  g_autofree char *game = NULL;
  guint protocol = 0;
  gboolean tls = FALSE;

  g_variant_get (reply, "(ii&s&s&s&si&sq@aayu)", NULL, NULL, &name, NULL, NULL, &host, NULL,
                 &address_text, &port, &txt, NULL);
  address = g_inet_address_new_from_string (address_text);
  if (name[0] == '\0' || strlen (name) > TSL_NET_DISCOVERY_MAX_NAME || strlen (host) > MAX_HOST
      || address == NULL || port == 0
      || !read_txt (txt, &protocol, &path, &game, &tls))
    return NULL;
  canonical = g_inet_address_to_string (address);
  return tsl_net_discovery_item_new (name, host, canonical, port,
                                     path != NULL ? path : TSL_NET_PATH, game, protocol, tls);
}

static void resolve (TslNetDiscovery *self,
                     Service         *service,
                     const char      *key,
                     gint             interface,
                     gint             protocol,
                     gint             aprotocol);

static void
resolve_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(Resolving) r = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result,
                                                             &error);
  TslNetDiscovery *self;
  Service *service;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self = r->self;
  service = g_hash_table_lookup (self->services, r->key);
  /* Removed while it was being resolved, maybe seen again since. */
  if (service == NULL || service->resolving != r->serial)
    return;
  service->resolving = 0;
  if (error != NULL && r->aprotocol == AVAHI_PROTO_INET)
    {
      /* No IPv4 address: an IPv6 one will do. */
      resolve (self, service, r->key, r->interface, r->protocol, AVAHI_PROTO_UNSPEC);
      return;
    }
  if (_tsl_net_discovery_call_failed (error, "ResolveService"))
    return;
  service->item = item_from_reply (reply);
  if (service->item == NULL)
    {
      g_debug ("Avahi: ignored the odd service “%s”", service->name);
      return;
    }
  g_list_store_append (self->items, service->item);
  _tsl_net_discovery_emit (self, SIGNAL_FOUND, service->item);
}

/* IPv4 first: its addresses need no interface scope and every client
 * reaches them; Avahi tells which it found in the reply. */
static void
resolve (TslNetDiscovery *self,
         Service         *service,
         const char      *key,
         gint             interface,
         gint             protocol,
         gint             aprotocol)
{
  Resolving *r = g_new0 (Resolving, 1);

  /* Never 0, which means "not resolving". */
  if (++self->resolve_serial == 0)
    self->resolve_serial = 1;
  *r = (Resolving) { self, g_strdup (key), self->resolve_serial, interface, protocol, aprotocol };
  service->resolving = self->resolve_serial;
  g_dbus_connection_call (self->connection, AVAHI_NAME, "/", AVAHI_SERVER, "ResolveService",
                          g_variant_new ("(iisssiu)", interface, protocol, service->name,
                                         TSL_NET_DISCOVERY_SERVICE_TYPE, service->domain,
                                         aprotocol, 0u),
                          G_VARIANT_TYPE ("(iissssisqaayu)"), G_DBUS_CALL_FLAGS_NONE, -1,
                          self->avahi_cancellable, resolve_cb, r);
}

static char *
service_key (const char *name,
             const char *domain)
{
  return g_strconcat (domain, "\n", name, NULL);
}

static void
item_new (TslNetDiscovery *self,
          gint             interface,
          gint             protocol,
          const char      *name,
          const char      *domain)
{
  g_autofree char *key = service_key (name, domain);
  Service *service = g_hash_table_lookup (self->services, key);

  if (service == NULL)
    {
      if (g_hash_table_size (self->services) >= MAX_SERVICES)
        return;
      service = g_new0 (Service, 1);
      service->name = g_strdup (name);
      service->domain = g_strdup (domain);
      service->seen_on = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
      g_hash_table_insert (self->services, g_strdup (key), service);
    }
  g_hash_table_add (service->seen_on, g_strdup_printf ("%d/%d", interface, protocol));
  if (service->item == NULL && service->resolving == 0)
    resolve (self, service, key, interface, protocol, AVAHI_PROTO_INET);
}

void
_tsl_net_discovery_remove_item (TslNetDiscovery     *self,
                                TslNetDiscoveryItem *item)
{
  g_autoptr(TslNetDiscoveryItem) held = g_object_ref (item);
  guint position;

  if (g_list_store_find (self->items, item, &position))
    g_list_store_remove (self->items, position);
  _tsl_net_discovery_emit (self, SIGNAL_LOST, held);
}

static void
item_remove (TslNetDiscovery *self,
             gint             interface,
             gint             protocol,
             const char      *name,
             const char      *domain)
{
  g_autofree char *key = service_key (name, domain);
  g_autofree char *where = g_strdup_printf ("%d/%d", interface, protocol);
  Service *service = g_hash_table_lookup (self->services, key);
  g_autoptr(TslNetDiscoveryItem) item = NULL;

  if (service == NULL || !g_hash_table_remove (service->seen_on, where)
      || g_hash_table_size (service->seen_on) > 0)
    return;
  item = service->item != NULL ? g_object_ref (service->item) : NULL;
  g_hash_table_remove (self->services, key);
  if (item != NULL)
    _tsl_net_discovery_remove_item (self, item);
}

static void
browser_signal (TslNetDiscovery *self,
                const char      *member,
                GVariant        *parameters)
{
  gint interface, protocol;
  const char *name, *type, *domain;
  gboolean new_item = g_str_equal (member, "ItemNew");

  if (!new_item && !g_str_equal (member, "ItemRemove"))
    {
      if (g_str_equal (member, "Failure"))
        g_debug ("Avahi: browsing failed");
      return;
    }
  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(iisssu)")))
    return;
  g_variant_get (parameters, "(ii&s&s&su)", &interface, &protocol, &name, &type, &domain, NULL);
  if (g_ascii_strcasecmp (type, TSL_NET_DISCOVERY_SERVICE_TYPE) != 0
      || name[0] == '\0' || strlen (name) > TSL_NET_DISCOVERY_MAX_NAME || strlen (domain) > MAX_HOST)
    return;
  if (new_item)
    item_new (self, interface, protocol, name, domain);
  else
    item_remove (self, interface, protocol, name, domain);
}

static void
browser_signal_cb (GDBusConnection *connection,
                   const char      *sender,
                   const char      *path,
                   const char      *interface,
                   const char      *member,
                   GVariant        *parameters,
                   gpointer         user_data)
{
  TslNetDiscovery *self = user_data;

  if (self->browser_path == NULL)
    {
      EarlySignal *early;

      if (self->early_signals->len >= MAX_EARLY_SIGNALS)
        return;
      early = g_new0 (EarlySignal, 1);
      *early = (EarlySignal) { g_strdup (path), g_strdup (member), g_variant_ref (parameters) };
      g_ptr_array_add (self->early_signals, early);
      return;
    }
  if (g_str_equal (path, self->browser_path))
    browser_signal (self, member, parameters);
}

static void
browser_new_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  TslNetDiscovery *self = user_data;
  g_autoptr(GVariant) reply = _tsl_net_discovery_finish_call (source, result, "ServiceBrowserNew");
  g_autoptr(GPtrArray) early = NULL;

  if (reply == NULL)
    return;
  g_variant_get (reply, "(o)", &self->browser_path);
  early = g_steal_pointer (&self->early_signals);
  self->early_signals = g_ptr_array_new_with_free_func (_tsl_net_discovery_early_signal_free);
  for (guint i = 0; i < early->len; i++)
    {
      EarlySignal *s = g_ptr_array_index (early, i);

      if (g_str_equal (s->path, self->browser_path))
        browser_signal (self, s->member, s->parameters);
    }
}

/* ServiceBrowserNew browses at once, so its first signals may come before
 * the reply that names the browser (Avahi 0.8's Prepare/Start avoid that,
 * older daemons lack them): the subscription takes every browser path of
 * the daemon first and keeps what comes early until the path is known. */
void
_tsl_net_discovery_start_browsing (TslNetDiscovery *self)
{
  self->browser_subscription =
    g_dbus_connection_signal_subscribe (self->connection, self->owner, AVAHI_BROWSER, NULL, NULL,
                                        NULL, G_DBUS_SIGNAL_FLAGS_NONE, browser_signal_cb, self,
                                        NULL);
  g_dbus_connection_call (self->connection, AVAHI_NAME, "/", AVAHI_SERVER, "ServiceBrowserNew",
                          g_variant_new ("(iissu)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC,
                                         TSL_NET_DISCOVERY_SERVICE_TYPE, "", 0u),
                          G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NONE, -1,
                          self->avahi_cancellable, browser_new_cb, self);
}

void
_tsl_net_discovery_stop_browsing (TslNetDiscovery *self)
{
  if (self->browser_subscription != 0)
    g_dbus_connection_signal_unsubscribe (self->connection, self->browser_subscription);
  self->browser_subscription = 0;
  if (self->browser_path != NULL)
    g_dbus_connection_call (self->connection, AVAHI_NAME, self->browser_path, AVAHI_BROWSER,
                            "Free", NULL, NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
  g_clear_pointer (&self->browser_path, g_free);
  g_ptr_array_set_size (self->early_signals, 0);
  g_hash_table_remove_all (self->services);
}
