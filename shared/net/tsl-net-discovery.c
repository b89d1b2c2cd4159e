/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-net-discovery-private.h"
#include "tsl-net-protocol.h"

/*
 * TslNetDiscovery: finds Tessella servers on the local network and
 * announces one, through the Avahi daemon's D-Bus API (docs/protocol.md,
 * "Finding tables on the local network").  Talking D-Bus with GDBus, which
 * GIO has anyway, spares a libavahi dependency; without a system bus or
 * without Avahi on it, the object just says it is not available.
 *
 * It has a private connection to the system bus rather than GIO's shared
 * one: that one ends the process when the bus goes away, and it reads
 * DBUS_SYSTEM_BUS_ADDRESS only once, so tests could not give each case a
 * bus of its own.  Closing the private connection also makes Avahi drop
 * everything this object created, even if a Free never arrives.
 *
 * Signals:
 *   "found" (item): a server was resolved; it is in the items list now.
 *   "lost" (item): it went away; it has left the items list.
 */

G_DEFINE_FINAL_TYPE (TslNetDiscovery, tsl_net_discovery, G_TYPE_OBJECT)

static GParamSpec *properties[N_PROPS];

static guint signals[N_SIGNALS];

void
_tsl_net_discovery_notify (TslNetDiscovery *self,
                           guint            prop)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

void
_tsl_net_discovery_emit (TslNetDiscovery     *self,
                         guint                signal,
                         TslNetDiscoveryItem *item)
{
  g_signal_emit (self, signals[signal], 0, item);
}

void
_tsl_net_discovery_set_boolean (TslNetDiscovery *self,
                                gboolean        *field,
                                gboolean         value,
                                guint            prop)
{
  if (*field == value)
    return;
  *field = value;
  _tsl_net_discovery_notify (self, prop);
}

/* Cancelled calls are normal (the object or the daemon went away); other
 * failures are the daemon's business and not worth a warning. */
gboolean
_tsl_net_discovery_call_failed (GError     *error,
                                const char *what)
{
  if (error == NULL)
    return FALSE;
  if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    g_debug ("Avahi %s failed: %s", what, error->message);
  return TRUE;
}

/* The reply of a call to the daemon, or NULL when it failed (said in a
 * debug message) or was cancelled. */
GVariant *
_tsl_net_discovery_finish_call (GObject      *source,
                                GAsyncResult *result,
                                const char   *what)
{
  g_autoptr(GError) error = NULL;
  GVariant *reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result, &error);

  _tsl_net_discovery_call_failed (error, what);
  return reply;
}

gboolean
_tsl_net_discovery_is_game_id (const char *text,
                               gsize       length)
{
  if (length == 0 || length > TSL_NET_DISCOVERY_MAX_GAME)
    return FALSE;
  for (gsize i = 0; i < length; i++)
    if (!g_ascii_islower (text[i]) && !g_ascii_isdigit (text[i]) && text[i] != '_' && text[i] != '-')
      return FALSE;
  return TRUE;
}

/* ---- The daemon comes and goes -------------------------------------------- */

static void
forget_daemon (TslNetDiscovery *self)
{
  g_cancellable_cancel (self->avahi_cancellable);
  g_clear_object (&self->avahi_cancellable);
  self->avahi_cancellable = g_cancellable_new ();
  _tsl_net_discovery_free_group (self);
  _tsl_net_discovery_stop_browsing (self);
  g_clear_pointer (&self->owner, g_free);
}

static void
avahi_appeared_cb (GDBusConnection *connection,
                   const char      *name,
                   const char      *owner,
                   gpointer         user_data)
{
  TslNetDiscovery *self = user_data;

  forget_daemon (self);
  self->owner = g_strdup (owner);
  if (self->announce_name != NULL)
    _tsl_net_discovery_start_announcing (self);
  if (self->browsing)
    _tsl_net_discovery_start_browsing (self);
  _tsl_net_discovery_set_boolean (self, &self->available, TRUE, PROP_AVAILABLE);
  _tsl_net_discovery_set_boolean (self, &self->ready, TRUE, PROP_READY);
}

static void
avahi_vanished_cb (GDBusConnection *connection,
                   const char      *name,
                   gpointer         user_data)
{
  TslNetDiscovery *self = user_data;
  guint n = g_list_model_get_n_items (G_LIST_MODEL (self->items));

  forget_daemon (self);
  _tsl_net_discovery_set_boolean (self, &self->announced, FALSE, PROP_ANNOUNCED);
  for (guint i = n; i > 0; i--)
    {
      g_autoptr(TslNetDiscoveryItem) item = g_list_model_get_item (G_LIST_MODEL (self->items), i - 1);

      _tsl_net_discovery_remove_item (self, item);
    }
  _tsl_net_discovery_set_boolean (self, &self->available, FALSE, PROP_AVAILABLE);
  _tsl_net_discovery_set_boolean (self, &self->ready, TRUE, PROP_READY);
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  TslNetDiscovery *self = user_data;
  g_autoptr(GError) error = NULL;
  GDBusConnection *connection = g_dbus_connection_new_for_address_finish (result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  if (connection == NULL)
    {
      /* No system bus (a container, a minimal system): nothing to find. */
      g_debug ("No system bus: %s", error->message);
      _tsl_net_discovery_set_boolean (self, &self->ready, TRUE, PROP_READY);
      return;
    }
  self->connection = connection;
  self->watch_id = g_bus_watch_name_on_connection (connection, AVAHI_NAME,
                                                   G_BUS_NAME_WATCHER_FLAGS_NONE,
                                                   avahi_appeared_cb, avahi_vanished_cb,
                                                   self, NULL);
}

static void
tsl_net_discovery_constructed (GObject *object)
{
  TslNetDiscovery *self = TSL_NET_DISCOVERY (object);
  g_autoptr(GError) error = NULL;
  g_autofree char *address = NULL;

  G_OBJECT_CLASS (tsl_net_discovery_parent_class)->constructed (object);

  /* For the system bus this reads DBUS_SYSTEM_BUS_ADDRESS or returns the
   * well-known socket: no I/O. */
  address = g_dbus_address_get_for_bus_sync (G_BUS_TYPE_SYSTEM, NULL, &error);
  if (address == NULL)
    {
      g_debug ("No system bus: %s", error->message);
      self->ready = TRUE;
      return;
    }
  g_dbus_connection_new_for_address (address,
                                     G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                     | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                     NULL, self->cancellable, connected_cb, self);
}

/* A close would overtake the Frees still queued; once they are written,
 * closing makes the daemon drop whatever else was ours. */
static void
flushed_cb (GObject      *source,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_dbus_connection_flush_finish (G_DBUS_CONNECTION (source), result, NULL);
  g_dbus_connection_close (G_DBUS_CONNECTION (source), NULL, NULL, NULL);
}

static void
tsl_net_discovery_dispose (GObject *object)
{
  TslNetDiscovery *self = TSL_NET_DISCOVERY (object);

  g_cancellable_cancel (self->cancellable);
  if (self->watch_id != 0)
    g_bus_unwatch_name (self->watch_id);
  self->watch_id = 0;
  if (self->connection != NULL)
    {
      forget_daemon (self);
      g_dbus_connection_flush (self->connection, NULL, flushed_cb, NULL);
    }
  g_clear_object (&self->connection);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->avahi_cancellable);
  g_clear_object (&self->announce_cancellable);
  g_clear_object (&self->items);
  G_OBJECT_CLASS (tsl_net_discovery_parent_class)->dispose (object);
}

static void
tsl_net_discovery_finalize (GObject *object)
{
  TslNetDiscovery *self = TSL_NET_DISCOVERY (object);

  g_clear_pointer (&self->owner, g_free);
  g_clear_pointer (&self->announce_name, g_free);
  g_clear_pointer (&self->current_name, g_free);
  g_clear_pointer (&self->announce_game, g_free);
  g_clear_pointer (&self->group_path, g_free);
  g_clear_pointer (&self->browser_path, g_free);
  g_clear_pointer (&self->early_signals, g_ptr_array_unref);
  g_clear_pointer (&self->services, g_hash_table_unref);
  G_OBJECT_CLASS (tsl_net_discovery_parent_class)->finalize (object);
}

static void
tsl_net_discovery_get_property (GObject    *object,
                                guint       prop_id,
                                GValue     *value,
                                GParamSpec *pspec)
{
  TslNetDiscovery *self = TSL_NET_DISCOVERY (object);

  switch (prop_id)
    {
    case PROP_READY:
      g_value_set_boolean (value, self->ready);
      break;
    case PROP_AVAILABLE:
      g_value_set_boolean (value, self->available);
      break;
    case PROP_ANNOUNCED:
      g_value_set_boolean (value, self->announced);
      break;
    case PROP_ANNOUNCED_NAME:
      g_value_set_string (value, tsl_net_discovery_get_announced_name (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_net_discovery_class_init (TslNetDiscoveryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = tsl_net_discovery_constructed;
  object_class->dispose = tsl_net_discovery_dispose;
  object_class->finalize = tsl_net_discovery_finalize;
  object_class->get_property = tsl_net_discovery_get_property;

  properties[PROP_READY] = g_param_spec_boolean ("ready", NULL, NULL, FALSE, flags);
  properties[PROP_AVAILABLE] = g_param_spec_boolean ("available", NULL, NULL, FALSE, flags);
  properties[PROP_ANNOUNCED] = g_param_spec_boolean ("announced", NULL, NULL, FALSE, flags);
  properties[PROP_ANNOUNCED_NAME] = g_param_spec_string ("announced-name", NULL, NULL, NULL, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_FOUND] = g_signal_new ("found", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                        0, NULL, NULL, NULL, G_TYPE_NONE,
                                        1, TSL_TYPE_NET_DISCOVERY_ITEM);
  signals[SIGNAL_LOST] = g_signal_new ("lost", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                       0, NULL, NULL, NULL, G_TYPE_NONE,
                                       1, TSL_TYPE_NET_DISCOVERY_ITEM);
}

static void
tsl_net_discovery_init (TslNetDiscovery *self)
{
  self->cancellable = g_cancellable_new ();
  self->avahi_cancellable = g_cancellable_new ();
  self->announce_cancellable = g_cancellable_new ();
  self->early_signals = g_ptr_array_new_with_free_func (_tsl_net_discovery_early_signal_free);
  self->services = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, _tsl_net_discovery_service_free);
  self->items = g_list_store_new (TSL_TYPE_NET_DISCOVERY_ITEM);
}

/**
 * tsl_net_discovery_new:
 *
 * Starts connecting to the system bus and looking for the Avahi daemon on
 * it, without blocking; #TslNetDiscovery:ready becomes %TRUE once that is
 * settled either way.
 *
 * Returns: (transfer full): a new discovery object
 */
TslNetDiscovery *
tsl_net_discovery_new (void)
{
  return g_object_new (TSL_TYPE_NET_DISCOVERY, NULL);
}

/**
 * tsl_net_discovery_is_ready:
 * @self: a discovery object
 *
 * Returns: whether it knows yet if the service-discovery daemon runs
 */
gboolean
tsl_net_discovery_is_ready (TslNetDiscovery *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY (self), FALSE);
  return self->ready;
}

/**
 * tsl_net_discovery_is_available:
 * @self: a discovery object
 *
 * %FALSE until the daemon is found, and whenever it is not there: no
 * system bus, or no Avahi on it.  Then nothing can be found or announced,
 * and the user types an address.
 *
 * Returns: whether the Avahi daemon answers now
 */
gboolean
tsl_net_discovery_is_available (TslNetDiscovery *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY (self), FALSE);
  return self->available;
}

/**
 * tsl_net_discovery_announce:
 * @self: a discovery object
 * @name: the name others see, at most 63 bytes (Avahi renames it on a clash)
 * @port: the server's port
 * @game: (nullable): the game id of its first table, or %NULL
 * @tls: whether the server speaks `wss://`
 * @error: return location for an error
 *
 * Announces a server as `_tessella._tcp` until tsl_net_discovery_withdraw()
 * or the object's end, replacing an earlier announcement.  The work is
 * asynchronous: #TslNetDiscovery:announced tells when the network knows,
 * and it is done again whenever the daemon restarts.
 *
 * Returns: %FALSE with @error set when @name, @port or @game is invalid
 */
gboolean
tsl_net_discovery_announce (TslNetDiscovery *self,
                            const char      *name,
                            guint            port,
                            const char      *game,
                            gboolean         tls,
                            GError         **error)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (name[0] == '\0' || strlen (name) > TSL_NET_DISCOVERY_MAX_NAME || !g_utf8_validate (name, -1, NULL))
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED,
                   _("The name announced on the local network must have 1 to %d bytes of text"),
                   TSL_NET_DISCOVERY_MAX_NAME);
      return FALSE;
    }
  if (port == 0 || port > 65535)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED,
                           _("The port must be a number from 1 to 65535"));
      return FALSE;
    }
  if (game != NULL && !_tsl_net_discovery_is_game_id (game, strlen (game)))
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED,
                   _("“%s” is not a game id"), game);
      return FALSE;
    }

  tsl_net_discovery_withdraw (self);
  self->announce_name = g_strdup (name);
  self->current_name = g_strdup (name);
  self->announce_port = port;
  self->announce_game = g_strdup (game);
  self->announce_tls = tls;
  self->renames = 0;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ANNOUNCED_NAME]);
  if (self->owner != NULL)
    _tsl_net_discovery_start_announcing (self);
  return TRUE;
}

/**
 * tsl_net_discovery_withdraw:
 * @self: a discovery object
 *
 * Takes the announcement back, if there is one.
 */
void
tsl_net_discovery_withdraw (TslNetDiscovery *self)
{
  g_return_if_fail (TSL_IS_NET_DISCOVERY (self));

  _tsl_net_discovery_free_group (self);
  g_clear_pointer (&self->announce_name, g_free);
  g_clear_pointer (&self->current_name, g_free);
  g_clear_pointer (&self->announce_game, g_free);
  _tsl_net_discovery_set_boolean (self, &self->announced, FALSE, PROP_ANNOUNCED);
}

/**
 * tsl_net_discovery_is_announced:
 * @self: a discovery object
 *
 * Returns: whether Avahi has established the announcement on the network
 */
gboolean
tsl_net_discovery_is_announced (TslNetDiscovery *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY (self), FALSE);
  return self->announced;
}

/**
 * tsl_net_discovery_get_announced_name:
 * @self: a discovery object
 *
 * Returns: (nullable): the name announced, after any rename, or %NULL
 */
const char *
tsl_net_discovery_get_announced_name (TslNetDiscovery *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY (self), NULL);
  return self->current_name;
}

/**
 * tsl_net_discovery_browse:
 * @self: a discovery object
 *
 * Starts looking for Tessella servers (now, or once the daemon appears);
 * each one resolved is added to tsl_net_discovery_get_items() and
 * reported by #TslNetDiscovery::found, and #TslNetDiscovery::lost when it
 * goes.  Browsing lasts as long as the object.
 */
void
tsl_net_discovery_browse (TslNetDiscovery *self)
{
  g_return_if_fail (TSL_IS_NET_DISCOVERY (self));

  if (self->browsing)
    return;
  self->browsing = TRUE;
  if (self->owner != NULL)
    _tsl_net_discovery_start_browsing (self);
}

/**
 * tsl_net_discovery_get_items:
 * @self: a discovery object
 *
 * Returns: (transfer none): the servers found, #TslNetDiscoveryItem objects
 *   in the order they were found
 */
GListModel *
tsl_net_discovery_get_items (TslNetDiscovery *self)
{
  g_return_val_if_fail (TSL_IS_NET_DISCOVERY (self), NULL);
  return G_LIST_MODEL (self->items);
}
