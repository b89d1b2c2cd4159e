/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "fake-avahi.h"

/* The interfaces as avahi-daemon 0.8 declares them
 * (/usr/share/dbus-1/interfaces/org.freedesktop.Avahi.*.xml), cut to what
 * TslNetDiscovery calls: GDBus then refuses any call whose arguments differ
 * from the daemon's, as the daemon would. */
static const char introspection[] =
  "<node>"
  " <interface name='org.freedesktop.Avahi.Server'>"
  "  <method name='EntryGroupNew'><arg name='path' type='o' direction='out'/></method>"
  "  <method name='ServiceBrowserNew'>"
  "   <arg name='interface' type='i' direction='in'/><arg name='protocol' type='i' direction='in'/>"
  "   <arg name='type' type='s' direction='in'/><arg name='domain' type='s' direction='in'/>"
  "   <arg name='flags' type='u' direction='in'/><arg name='path' type='o' direction='out'/>"
  "  </method>"
  "  <method name='ResolveService'>"
  "   <arg name='interface' type='i' direction='in'/><arg name='protocol' type='i' direction='in'/>"
  "   <arg name='name' type='s' direction='in'/><arg name='type' type='s' direction='in'/>"
  "   <arg name='domain' type='s' direction='in'/><arg name='aprotocol' type='i' direction='in'/>"
  "   <arg name='flags' type='u' direction='in'/>"
  "   <arg name='interface' type='i' direction='out'/><arg name='protocol' type='i' direction='out'/>"
  "   <arg name='name' type='s' direction='out'/><arg name='type' type='s' direction='out'/>"
  "   <arg name='domain' type='s' direction='out'/><arg name='host' type='s' direction='out'/>"
  "   <arg name='aprotocol' type='i' direction='out'/><arg name='address' type='s' direction='out'/>"
  "   <arg name='port' type='q' direction='out'/><arg name='txt' type='aay' direction='out'/>"
  "   <arg name='flags' type='u' direction='out'/>"
  "  </method>"
  "  <method name='GetAlternativeServiceName'>"
  "   <arg name='name' type='s' direction='in'/><arg name='name' type='s' direction='out'/>"
  "  </method>"
  " </interface>"
  " <interface name='org.freedesktop.Avahi.EntryGroup'>"
  "  <method name='Free'/><method name='Commit'/><method name='Reset'/>"
  "  <signal name='StateChanged'><arg name='state' type='i'/><arg name='error' type='s'/></signal>"
  "  <method name='AddService'>"
  "   <arg name='interface' type='i' direction='in'/><arg name='protocol' type='i' direction='in'/>"
  "   <arg name='flags' type='u' direction='in'/><arg name='name' type='s' direction='in'/>"
  "   <arg name='type' type='s' direction='in'/><arg name='domain' type='s' direction='in'/>"
  "   <arg name='host' type='s' direction='in'/><arg name='port' type='q' direction='in'/>"
  "   <arg name='txt' type='aay' direction='in'/>"
  "  </method>"
  " </interface>"
  " <interface name='org.freedesktop.Avahi.ServiceBrowser'>"
  "  <method name='Free'/>"
  " </interface>"
  "</node>";

typedef struct
{
  GVariant *reply;
  gboolean  ipv6_only;
} FakeService;

static void
fake_service_free (gpointer data)
{
  FakeService *service = data;

  g_variant_unref (service->reply);
  g_free (service);
}

void
fake_avahi_emit (FakeAvahi  *fake,
                 const char *path,
                 const char *interface,
                 const char *member,
                 GVariant   *parameters)
{
  g_autoptr(GError) error = NULL;

  /* Avahi sends its objects' signals to their owner only. */
  g_dbus_connection_emit_signal (fake->connection, fake->client, path, interface, member,
                                 parameters, &error);
  g_assert_no_error (error);
}

void
fake_avahi_item (FakeAvahi  *fake,
                 const char *member,
                 const char *path,
                 gint        interface,
                 const char *name)
{
  fake_avahi_emit (fake, path != NULL ? path : fake->browser_path,
                   "org.freedesktop.Avahi.ServiceBrowser", member,
                   g_variant_new ("(iisssu)", interface, 0, name, "_tessella._tcp", "local", 0u));
}

static void register_object (FakeAvahi  *fake,
                             const char *path,
                             const char *interface);

static void
resolve (FakeAvahi             *fake,
         GVariant              *parameters,
         GDBusMethodInvocation *invocation)
{
  const char *name;
  gint aprotocol;
  FakeService *service;
  g_autoptr(GDBusMessage) reply = NULL;

  g_variant_get (parameters, "(ii&s&s&siu)", NULL, NULL, &name, NULL, NULL, &aprotocol, NULL);
  if (fake->n_resolves++ == 0)
    fake->first_aprotocol = aprotocol;
  service = g_hash_table_lookup (fake->services, name);
  if (service == NULL || (service->ipv6_only && aprotocol == 0))
    {
      g_dbus_method_invocation_return_dbus_error (invocation, "org.freedesktop.Avahi.TimeoutError",
                                                  "Timeout reached");
      return;
    }
  /* Both take a reference of their own (the reply is not floating). */
  if (g_variant_is_of_type (service->reply, G_VARIANT_TYPE ("(iissssisqaayu)")))
    {
      g_dbus_method_invocation_return_value (invocation, service->reply);
      return;
    }
  /* A reply of the wrong type, as a broken or hostile daemon might send:
   * past GDBus's checks of the fake's own side. */
  reply = g_dbus_message_new_method_reply (g_dbus_method_invocation_get_message (invocation));
  g_dbus_message_set_body (reply, service->reply);
  g_dbus_connection_send_message (fake->connection, reply, G_DBUS_SEND_MESSAGE_FLAGS_NONE, NULL,
                                  NULL);
  g_object_unref (invocation);
}

static void
server_call (FakeAvahi             *fake,
             const char            *method,
             GVariant              *parameters,
             GDBusMethodInvocation *invocation)
{
  g_autofree char *path = NULL;

  if (g_str_equal (method, "ResolveService"))
    {
      resolve (fake, parameters, invocation);
      return;
    }
  if (g_str_equal (method, "GetAlternativeServiceName"))
    {
      const char *name;
      g_autofree char *alternative = NULL;

      g_variant_get (parameters, "(&s)", &name);
      alternative = g_strdup_printf ("%s #2", name);
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(s)", alternative));
      return;
    }
  path = g_strdup_printf ("/Client1/%s%u", g_str_equal (method, "EntryGroupNew")
                          ? "EntryGroup" : "ServiceBrowser", ++fake->n_objects);
  if (g_str_equal (method, "EntryGroupNew"))
    {
      register_object (fake, path, "org.freedesktop.Avahi.EntryGroup");
      g_dbus_method_invocation_return_value (invocation, g_variant_new ("(o)", path));
      return;
    }
  register_object (fake, path, "org.freedesktop.Avahi.ServiceBrowser");
  g_free (fake->browser_path);
  fake->browser_path = g_strdup (path);
  /* The daemon's race: what it knows is sent before the reply that names
   * the browser. */
  {
    GHashTableIter iter;
    const char *name;

    g_hash_table_iter_init (&iter, fake->services);
    while (g_hash_table_iter_next (&iter, (gpointer *) &name, NULL))
      fake_avahi_item (fake, "ItemNew", path, 2, name);
    fake_avahi_emit (fake, path, "org.freedesktop.Avahi.ServiceBrowser", "AllForNow", NULL);
  }
  g_dbus_method_invocation_return_value (invocation, g_variant_new ("(o)", path));
}

static void
group_call (FakeAvahi             *fake,
            const char            *path,
            const char            *method,
            GVariant              *parameters,
            GDBusMethodInvocation *invocation)
{
  if (g_str_equal (method, "AddService"))
    {
      fake->n_added++;
      if (fake->collide_once)
        {
          fake->collide_once = FALSE;
          g_dbus_method_invocation_return_dbus_error (invocation,
                                                      "org.freedesktop.Avahi.CollisionError",
                                                      "Local name collision");
          return;
        }
      g_clear_pointer (&fake->added, g_variant_unref);
      fake->added = g_variant_ref (parameters);
    }
  else if (g_str_equal (method, "Commit"))
    fake->n_commits++;
  else if (g_str_equal (method, "Reset"))
    fake->n_resets++;
  else if (g_str_equal (method, "Free"))
    fake->n_group_frees++;
  g_dbus_method_invocation_return_value (invocation, NULL);
  if (g_str_equal (method, "Commit"))
    fake_avahi_emit (fake, path, "org.freedesktop.Avahi.EntryGroup", "StateChanged",
                     g_variant_new ("(is)", 2, ""));
}

static void
method_call_cb (GDBusConnection       *connection,
                const char            *sender,
                const char            *path,
                const char            *interface,
                const char            *method,
                GVariant              *parameters,
                GDBusMethodInvocation *invocation,
                gpointer               user_data)
{
  FakeAvahi *fake = user_data;

  g_free (fake->client);
  fake->client = g_strdup (sender);
  if (g_str_equal (interface, "org.freedesktop.Avahi.Server"))
    server_call (fake, method, parameters, invocation);
  else if (g_str_equal (interface, "org.freedesktop.Avahi.EntryGroup"))
    group_call (fake, path, method, parameters, invocation);
  else
    {
      fake->n_browser_frees++;
      g_dbus_method_invocation_return_value (invocation, NULL);
    }
}

static const GDBusInterfaceVTable vtable = { method_call_cb, NULL, NULL, { NULL } };

static void
register_object (FakeAvahi  *fake,
                 const char *path,
                 const char *interface)
{
  g_autoptr(GError) error = NULL;
  guint id = g_dbus_connection_register_object (fake->connection, path,
                                                g_dbus_node_info_lookup_interface (fake->node,
                                                                                   interface),
                                                &vtable, fake, NULL, &error);

  g_assert_no_error (error);
  g_array_append_val (fake->registrations, id);
}

FakeAvahi *
fake_avahi_new (const char *address)
{
  FakeAvahi *fake = g_new0 (FakeAvahi, 1);
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) owned = NULL;

  fake->connection = g_dbus_connection_new_for_address_sync (address,
                                                             G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT
                                                             | G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                             NULL, NULL, &error);
  g_assert_no_error (error);
  fake->node = g_dbus_node_info_new_for_xml (introspection, &error);
  g_assert_no_error (error);
  fake->registrations = g_array_new (FALSE, FALSE, sizeof (guint));
  fake->services = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, fake_service_free);
  fake->first_aprotocol = -2;
  register_object (fake, "/", "org.freedesktop.Avahi.Server");
  owned = g_dbus_connection_call_sync (fake->connection, "org.freedesktop.DBus",
                                       "/org/freedesktop/DBus", "org.freedesktop.DBus",
                                       "RequestName",
                                       g_variant_new ("(su)", "org.freedesktop.Avahi", 4u),
                                       G_VARIANT_TYPE ("(u)"), G_DBUS_CALL_FLAGS_NONE, -1, NULL,
                                       &error);
  g_assert_no_error (error);
  return fake;
}

/* The daemon stops: its connection closes, so its name leaves the bus. */
void
fake_avahi_free (FakeAvahi *fake)
{
  for (guint i = 0; i < fake->registrations->len; i++)
    g_dbus_connection_unregister_object (fake->connection,
                                         g_array_index (fake->registrations, guint, i));
  g_dbus_connection_close_sync (fake->connection, NULL, NULL);
  g_object_unref (fake->connection);
  g_dbus_node_info_unref (fake->node);
  g_array_unref (fake->registrations);
  g_hash_table_unref (fake->services);
  g_clear_pointer (&fake->added, g_variant_unref);
  g_free (fake->client);
  g_free (fake->browser_path);
  g_free (fake);
}

void
fake_avahi_add_service (FakeAvahi  *fake,
                        const char *name,
                        GVariant   *reply,
                        gboolean    ipv6_only)
{
  FakeService *service = g_new0 (FakeService, 1);

  service->reply = g_variant_ref_sink (reply);
  service->ipv6_only = ipv6_only;
  g_hash_table_insert (fake->services, g_strdup (name), service);
}

/* ResolveService's answer for a service at @address. */
GVariant *
fake_avahi_reply (const char          *name,
                  const char          *address,
                  guint16              port,
                  const char * const  *txt)
{
  GVariantBuilder strings;
  gboolean ipv6 = strchr (address, ':') != NULL;

  g_variant_builder_init (&strings, G_VARIANT_TYPE ("aay"));
  for (guint i = 0; txt != NULL && txt[i] != NULL; i++)
    g_variant_builder_add_value (&strings, g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, txt[i],
                                                                      strlen (txt[i]), 1));
  return g_variant_new ("(iissssisqaayu)", 2, ipv6 ? 1 : 0, name, "_tessella._tcp", "local",
                        "box.local", ipv6 ? 1 : 0, address, port, &strings, 0u);
}
