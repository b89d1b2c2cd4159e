/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-net-discovery-private.h"
#include "tsl-net-protocol.h"

/* TslNetDiscovery's announcement: one Avahi entry group holding one
 * _tessella._tcp service, renamed on collisions, freed on withdraw. */

#define AVAHI_COLLISION_ERROR "org.freedesktop.Avahi.CollisionError"

/* avahi-common/defs.h */
#define AVAHI_ENTRY_GROUP_ESTABLISHED 2
#define AVAHI_ENTRY_GROUP_COLLISION 3
#define AVAHI_ENTRY_GROUP_FAILURE 4

#define MAX_RENAMES 16

static void add_service (TslNetDiscovery *self);

/* Forgets the entry group; Avahi withdraws it on Free. */
void
_tsl_net_discovery_free_group (TslNetDiscovery *self)
{
  g_cancellable_cancel (self->announce_cancellable);
  g_clear_object (&self->announce_cancellable);
  self->announce_cancellable = g_cancellable_new ();
  if (self->group_subscription != 0)
    g_dbus_connection_signal_unsubscribe (self->connection, self->group_subscription);
  self->group_subscription = 0;
  if (self->group_path != NULL && self->connection != NULL)
    g_dbus_connection_call (self->connection, AVAHI_NAME, self->group_path, AVAHI_ENTRY_GROUP,
                            "Free", NULL, NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, NULL, NULL);
  g_clear_pointer (&self->group_path, g_free);
}

static void
reset_cb (GObject      *source,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(GVariant) reply = _tsl_net_discovery_finish_call (source, result, "Reset");

  if (reply != NULL)
    add_service (user_data);
}

static void
alternative_name_cb (GObject      *source,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  TslNetDiscovery *self = user_data;
  g_autoptr(GVariant) reply = _tsl_net_discovery_finish_call (source, result,
                                                              "GetAlternativeServiceName");
  const char *name;

  if (reply == NULL)
    return;
  g_variant_get (reply, "(&s)", &name);
  if (name[0] == '\0' || strlen (name) > TSL_NET_DISCOVERY_MAX_NAME)
    return;
  g_free (self->current_name);
  self->current_name = g_strdup (name);
  _tsl_net_discovery_notify (self, PROP_ANNOUNCED_NAME);
  g_dbus_connection_call (self->connection, AVAHI_NAME, self->group_path, AVAHI_ENTRY_GROUP,
                          "Reset", NULL, G_VARIANT_TYPE_UNIT, G_DBUS_CALL_FLAGS_NONE, -1,
                          self->announce_cancellable, reset_cb, self);
}

/* Another service on the network has our name: take Avahi's next one
 * ("Name #2"), as every DNS-SD publisher must. */
static void
rename_service (TslNetDiscovery *self)
{
  _tsl_net_discovery_set_boolean (self, &self->announced, FALSE, PROP_ANNOUNCED);
  if (++self->renames > MAX_RENAMES)
    {
      g_debug ("Avahi: gave up renaming “%s”", self->current_name);
      return;
    }
  g_dbus_connection_call (self->connection, AVAHI_NAME, "/", AVAHI_SERVER,
                          "GetAlternativeServiceName", g_variant_new ("(s)", self->current_name),
                          G_VARIANT_TYPE ("(s)"), G_DBUS_CALL_FLAGS_NONE, -1,
                          self->announce_cancellable, alternative_name_cb, self);
}

static void
group_state_cb (GDBusConnection *connection,
                const char      *sender,
                const char      *path,
                const char      *interface,
                const char      *member,
                GVariant        *parameters,
                gpointer         user_data)
{
  TslNetDiscovery *self = user_data;
  gint state;

  if (!g_variant_is_of_type (parameters, G_VARIANT_TYPE ("(is)"))
      || g_strcmp0 (path, self->group_path) != 0)
    return;
  g_variant_get (parameters, "(i&s)", &state, NULL);
  if (state == AVAHI_ENTRY_GROUP_ESTABLISHED)
    _tsl_net_discovery_set_boolean (self, &self->announced, TRUE, PROP_ANNOUNCED);
  else if (state == AVAHI_ENTRY_GROUP_COLLISION)
    rename_service (self);
  else if (state == AVAHI_ENTRY_GROUP_FAILURE)
    _tsl_net_discovery_set_boolean (self, &self->announced, FALSE, PROP_ANNOUNCED);
}

static void
commit_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(GVariant) reply = _tsl_net_discovery_finish_call (source, result, "Commit");
}

static void
add_service_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  TslNetDiscovery *self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = g_dbus_connection_call_finish (G_DBUS_CONNECTION (source), result,
                                                             &error);
  g_autofree char *remote = NULL;

  if (error != NULL && !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    remote = g_dbus_error_get_remote_error (error);
  if (g_strcmp0 (remote, AVAHI_COLLISION_ERROR) == 0)
    {
      rename_service (self);
      return;
    }
  if (_tsl_net_discovery_call_failed (error, "AddService"))
    return;
  g_dbus_connection_call (self->connection, AVAHI_NAME, self->group_path, AVAHI_ENTRY_GROUP,
                          "Commit", NULL, G_VARIANT_TYPE_UNIT, G_DBUS_CALL_FLAGS_NONE, -1,
                          self->announce_cancellable, commit_cb, self);
}

static void
add_txt (GVariantBuilder *txt,
         const char      *key,
         const char      *value)
{
  g_autofree char *text = g_strdup_printf ("%s=%s", key, value);

  g_variant_builder_add_value (txt, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, text,
                                                               strlen (text), 1));
}

static void
add_service (TslNetDiscovery *self)
{
  GVariantBuilder txt;
  g_autofree char *protocol = g_strdup_printf ("%d", TSL_NET_PROTOCOL_VERSION);

  g_variant_builder_init (&txt, G_VARIANT_TYPE ("aay"));
  add_txt (&txt, "protocol", protocol);
  add_txt (&txt, "path", TSL_NET_PATH);
  if (self->announce_game != NULL)
    add_txt (&txt, "game", self->announce_game);
  if (self->announce_tls)
    add_txt (&txt, "tls", "1");
  g_dbus_connection_call (self->connection, AVAHI_NAME, self->group_path, AVAHI_ENTRY_GROUP,
                          "AddService",
                          g_variant_new ("(iiussssqaay)", AVAHI_IF_UNSPEC, AVAHI_PROTO_UNSPEC, 0u,
                                         self->current_name, TSL_NET_DISCOVERY_SERVICE_TYPE, "", "",
                                         (guint16) self->announce_port, &txt),
                          G_VARIANT_TYPE_UNIT, G_DBUS_CALL_FLAGS_NONE, -1,
                          self->announce_cancellable, add_service_cb, self);
}

static void
group_new_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  TslNetDiscovery *self = user_data;
  g_autoptr(GVariant) reply = _tsl_net_discovery_finish_call (source, result, "EntryGroupNew");

  if (reply == NULL)
    return;
  g_variant_get (reply, "(o)", &self->group_path);
  /* StateChanged comes only after Commit, so subscribing now misses nothing. */
  self->group_subscription =
    g_dbus_connection_signal_subscribe (self->connection, self->owner, AVAHI_ENTRY_GROUP,
                                        "StateChanged", self->group_path, NULL,
                                        G_DBUS_SIGNAL_FLAGS_NONE, group_state_cb, self, NULL);
  add_service (self);
}

void
_tsl_net_discovery_start_announcing (TslNetDiscovery *self)
{
  g_dbus_connection_call (self->connection, AVAHI_NAME, "/", AVAHI_SERVER, "EntryGroupNew",
                          NULL, G_VARIANT_TYPE ("(o)"), G_DBUS_CALL_FLAGS_NONE, -1,
                          self->announce_cancellable, group_new_cb, self);
}
