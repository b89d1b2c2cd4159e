/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <json-glib/json-glib.h>
#include <signal.h>
#include <string.h>

#include "fake-avahi.h"
#include "tsl-net-discovery.h"
#include "tsl-net-protocol.h"

/*
 * Finding and announcing servers on the local network, against a fake
 * Avahi daemon on a private bus that stands in for the system bus
 * (DBUS_SYSTEM_BUS_ADDRESS): what is announced, what is found and lost,
 * what happens without a bus or a daemon, and that odd answers are
 * dropped.
 */

typedef struct
{
  GTestDBus *bus;
  FakeAvahi *avahi;
  GPtrArray *found;
  GPtrArray *lost;
} Fixture;

/* Waits at most 10 s for @condition, running the main loop. */
#define WAIT_UNTIL(condition)                                               \
  G_STMT_START {                                                            \
    gint64 deadline = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;        \
    guint tick = g_timeout_add (10, tick_cb, NULL);                         \
    while (!(condition))                                                    \
      {                                                                     \
        g_assert_cmpint (g_get_monotonic_time (), <, deadline);             \
        g_main_context_iteration (NULL, TRUE);                              \
      }                                                                     \
    g_source_remove (tick);                                                 \
  } G_STMT_END

static gboolean
tick_cb (gpointer user_data)
{
  return G_SOURCE_CONTINUE;
}

/* Lets the messages in flight arrive: a round trip to the bus. */
static void
settle (Fixture *f)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) reply = NULL;

  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
  if (f->avahi == NULL)
    return;
  reply = g_dbus_connection_call_sync (f->avahi->connection, "org.freedesktop.DBus",
                                       "/org/freedesktop/DBus", "org.freedesktop.DBus", "GetId",
                                       NULL, NULL, G_DBUS_CALL_FLAGS_NONE, -1, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 20; i++)
    g_main_context_iteration (NULL, FALSE);
}

static void
setup (Fixture       *f,
       gconstpointer  data)
{
  g_autofree char *daemon = g_find_program_in_path ("dbus-daemon");

  f->found = g_ptr_array_new_with_free_func (g_object_unref);
  f->lost = g_ptr_array_new_with_free_func (g_object_unref);
  if (daemon == NULL)
    return;
  f->bus = g_test_dbus_new (G_TEST_DBUS_NONE);
  g_test_dbus_up (f->bus);
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", g_test_dbus_get_bus_address (f->bus), TRUE);
  if (data == NULL)
    f->avahi = fake_avahi_new (g_test_dbus_get_bus_address (f->bus));
}

static void
teardown (Fixture       *f,
          gconstpointer  data)
{
  g_clear_pointer (&f->avahi, fake_avahi_free);
  if (f->bus != NULL)
    {
      g_test_dbus_down (f->bus);
      g_clear_object (&f->bus);
    }
  g_ptr_array_unref (f->found);
  g_ptr_array_unref (f->lost);
}

static gboolean
skip_without_bus (Fixture *f)
{
  if (f->bus != NULL)
    return FALSE;
  g_test_skip ("dbus-daemon is not installed");
  return TRUE;
}

static void
found_cb (TslNetDiscovery     *discovery,
          TslNetDiscoveryItem *item,
          Fixture             *f)
{
  g_ptr_array_add (f->found, g_object_ref (item));
}

static void
lost_cb (TslNetDiscovery     *discovery,
         TslNetDiscoveryItem *item,
         Fixture             *f)
{
  g_ptr_array_add (f->lost, g_object_ref (item));
}

static TslNetDiscovery *
start (Fixture *f)
{
  TslNetDiscovery *discovery = tsl_net_discovery_new ();

  g_signal_connect (discovery, "found", G_CALLBACK (found_cb), f);
  g_signal_connect (discovery, "lost", G_CALLBACK (lost_cb), f);
  WAIT_UNTIL (tsl_net_discovery_is_ready (discovery));
  return discovery;
}

static void
assert_unavailable (Fixture *f)
{
  TslNetDiscovery *discovery = start (f);
  g_autoptr(GError) error = NULL;

  g_assert_false (tsl_net_discovery_is_available (discovery));
  /* Asking still works and does nothing. */
  g_assert_true (tsl_net_discovery_announce (discovery, "Anna", 7526, "catan", FALSE, &error));
  g_assert_no_error (error);
  tsl_net_discovery_browse (discovery);
  settle (f);
  g_assert_false (tsl_net_discovery_is_announced (discovery));
  g_assert_cmpuint (g_list_model_get_n_items (tsl_net_discovery_get_items (discovery)), ==, 0);
  g_assert_finalize_object (discovery);
}

static void
test_no_system_bus (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *socket = g_build_filename (g_get_tmp_dir (), "no-such-bus", "socket", NULL);
  g_autofree char *address = g_strconcat ("unix:path=", socket, NULL);

  g_test_summary ("Without a system bus the object is ready and unavailable, at once and quietly");
  g_setenv ("DBUS_SYSTEM_BUS_ADDRESS", address, TRUE);
  assert_unavailable (f);
}

static void
test_no_avahi (Fixture       *f,
               gconstpointer  data)
{
  g_test_summary ("A system bus without Avahi: unavailable, no warning");
  if (skip_without_bus (f))
    return;
  assert_unavailable (f);
}

static char *
txt_text (GVariant *txt)
{
  GString *text = g_string_new (NULL);

  for (gsize i = 0; i < g_variant_n_children (txt); i++)
    {
      g_autoptr(GVariant) child = g_variant_get_child_value (txt, i);
      gsize length;
      const char *bytes = g_variant_get_fixed_array (child, &length, 1);

      g_string_append_printf (text, "%s%.*s", i > 0 ? " " : "", (int) length, bytes);
    }
  return g_string_free (text, FALSE);
}

static void
test_announce (Fixture       *f,
               gconstpointer  data)
{
  TslNetDiscovery *discovery;
  g_autoptr(GError) error = NULL;
  g_autoptr(GVariant) txt = NULL;
  g_autofree char *txt_string = NULL;
  const char *name, *type, *domain, *host;
  gint interface, protocol;
  guint16 port;

  g_test_summary ("announce adds one _tessella._tcp service with its port and TXT, and commits; "
                  "withdraw frees it");
  if (skip_without_bus (f))
    return;
  discovery = start (f);
  g_assert_true (tsl_net_discovery_is_available (discovery));
  g_assert_true (tsl_net_discovery_announce (discovery, "Anna’s table", 7530, "catan", FALSE,
                                             &error));
  g_assert_no_error (error);
  WAIT_UNTIL (tsl_net_discovery_is_announced (discovery));
  g_assert_cmpuint (f->avahi->n_added, ==, 1);
  g_assert_cmpuint (f->avahi->n_commits, ==, 1);
  g_variant_get (f->avahi->added, "(iiu&s&s&s&sq@aay)", &interface, &protocol, NULL, &name, &type,
                 &domain, &host, &port, &txt);
  g_assert_cmpint (interface, ==, -1);
  g_assert_cmpint (protocol, ==, -1);
  g_assert_cmpstr (name, ==, "Anna’s table");
  g_assert_cmpstr (type, ==, "_tessella._tcp");
  g_assert_cmpstr (domain, ==, "");
  g_assert_cmpstr (host, ==, "");
  g_assert_cmpuint (port, ==, 7530);
  txt_string = txt_text (txt);
  g_assert_cmpstr (txt_string, ==, "protocol=1 path=/tessella game=catan");
  g_assert_cmpstr (tsl_net_discovery_get_announced_name (discovery), ==, "Anna’s table");

  tsl_net_discovery_withdraw (discovery);
  g_assert_false (tsl_net_discovery_is_announced (discovery));
  WAIT_UNTIL (f->avahi->n_group_frees == 1);

  /* A TLS server without a first table. */
  g_assert_true (tsl_net_discovery_announce (discovery, "Club", 443, NULL, TRUE, &error));
  WAIT_UNTIL (tsl_net_discovery_is_announced (discovery));
  g_clear_pointer (&txt, g_variant_unref);
  g_clear_pointer (&txt_string, g_free);
  g_variant_get (f->avahi->added, "(iiussssq@aay)", NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                 NULL, &txt);
  txt_string = txt_text (txt);
  g_assert_cmpstr (txt_string, ==, "protocol=1 path=/tessella tls=1");

  /* The object's end withdraws too. */
  g_assert_finalize_object (discovery);
  WAIT_UNTIL (f->avahi->n_group_frees == 2);
}

static void
test_announce_invalid (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(TslNetDiscovery) discovery = tsl_net_discovery_new ();
  g_autoptr(GError) error = NULL;
  char long_name[65];

  g_test_summary ("Names, ports and games the network cannot carry are refused");
  memset (long_name, 'x', 64);
  long_name[64] = '\0';
  g_assert_false (tsl_net_discovery_announce (discovery, "", 7526, NULL, FALSE, &error));
  g_assert_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_false (tsl_net_discovery_announce (discovery, long_name, 7526, NULL, FALSE, &error));
  g_assert_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED);
  g_clear_error (&error);
  long_name[63] = '\0';
  g_assert_true (tsl_net_discovery_announce (discovery, long_name, 7526, NULL, FALSE, &error));
  g_assert_no_error (error);
  g_assert_false (tsl_net_discovery_announce (discovery, "Anna", 0, NULL, FALSE, &error));
  g_assert_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_false (tsl_net_discovery_announce (discovery, "Anna", 70000, NULL, FALSE, &error));
  g_assert_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED);
  g_clear_error (&error);
  g_assert_false (tsl_net_discovery_announce (discovery, "Anna", 7526, "x=1 y", FALSE, &error));
  g_assert_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED);
}

static void
test_collision (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(TslNetDiscovery) discovery = NULL;
  const char *name;

  g_test_summary ("A name taken on the network is replaced by Avahi's alternative");
  if (skip_without_bus (f))
    return;
  f->avahi->collide_once = TRUE;
  discovery = start (f);
  g_assert_true (tsl_net_discovery_announce (discovery, "Anna", 7526, NULL, FALSE, NULL));
  WAIT_UNTIL (tsl_net_discovery_is_announced (discovery));
  g_assert_cmpuint (f->avahi->n_added, ==, 2);
  g_assert_cmpuint (f->avahi->n_resets, ==, 1);
  g_variant_get (f->avahi->added, "(iiu&ssssqaay)", NULL, NULL, NULL, &name, NULL, NULL, NULL,
                 NULL, NULL);
  g_assert_cmpstr (name, ==, "Anna #2");
  g_assert_cmpstr (tsl_net_discovery_get_announced_name (discovery), ==, "Anna #2");
}

static const char * const catan_txt[] = { "protocol=1", "path=/tessella", "game=catan", NULL };

static TslNetDiscoveryItem *
find_item (Fixture    *f,
           const char *name)
{
  for (guint i = 0; i < f->found->len; i++)
    if (g_str_equal (tsl_net_discovery_item_get_name (f->found->pdata[i]), name))
      return f->found->pdata[i];
  return NULL;
}

static void
test_browse (Fixture       *f,
             gconstpointer  data)
{
  g_autoptr(TslNetDiscovery) discovery = NULL;
  TslNetDiscoveryItem *item;
  GListModel *items;
  g_autofree char *uri = NULL;
  g_autofree char *uri6 = NULL;
  const char * const v6_txt[] = { "PROTOCOL=1", "tls=1", "path=/club/tessella", NULL };

  g_test_summary ("browse reports each server once, resolved to an IPv4 address when there is "
                  "one, with its ws:// URI, also what Avahi sent before naming the browser; "
                  "lost once its last sighting is removed");
  if (skip_without_bus (f))
    return;
  fake_avahi_add_service (f->avahi, "Anna’s table",
                          fake_avahi_reply ("Anna’s table", "192.168.1.20", 7526, catan_txt), FALSE);
  discovery = start (f);
  items = tsl_net_discovery_get_items (discovery);
  tsl_net_discovery_browse (discovery);
  WAIT_UNTIL (f->found->len == 1);
  item = f->found->pdata[0];
  g_assert_cmpint (f->avahi->first_aprotocol, ==, 0);
  g_assert_cmpstr (tsl_net_discovery_item_get_name (item), ==, "Anna’s table");
  g_assert_cmpstr (tsl_net_discovery_item_get_host (item), ==, "box.local");
  g_assert_cmpstr (tsl_net_discovery_item_get_address (item), ==, "192.168.1.20");
  g_assert_cmpuint (tsl_net_discovery_item_get_port (item), ==, 7526);
  g_assert_cmpstr (tsl_net_discovery_item_get_game (item), ==, "catan");
  g_assert_cmpuint (tsl_net_discovery_item_get_protocol (item), ==, TSL_NET_PROTOCOL_VERSION);
  uri = tsl_net_discovery_item_get_uri (item);
  g_assert_cmpstr (uri, ==, "ws://192.168.1.20:7526/tessella");
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 1);

  /* A server with only an IPv6 address, seen on two interfaces. */
  fake_avahi_add_service (f->avahi, "Club",
                          fake_avahi_reply ("Club", "fd00::5", 7531, v6_txt), TRUE);
  fake_avahi_item (f->avahi, "ItemNew", NULL, 2, "Club");
  fake_avahi_item (f->avahi, "ItemNew", NULL, 3, "Club");
  WAIT_UNTIL (f->found->len == 2);
  item = f->found->pdata[1];
  g_assert_cmpstr (tsl_net_discovery_item_get_address (item), ==, "fd00::5");
  g_assert_null (tsl_net_discovery_item_get_game (item));
  g_assert_true (tsl_net_discovery_item_get_tls (item));
  uri6 = tsl_net_discovery_item_get_uri (item);
  g_assert_cmpstr (uri6, ==, "wss://[fd00::5]:7531/club/tessella");
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 2);

  fake_avahi_item (f->avahi, "ItemRemove", NULL, 2, "Anna’s table");
  WAIT_UNTIL (f->lost->len == 1);
  g_assert_true (f->lost->pdata[0] == f->found->pdata[0]);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 1);

  /* Gone from one interface, still on the other. */
  fake_avahi_item (f->avahi, "ItemRemove", NULL, 2, "Club");
  settle (f);
  g_assert_cmpuint (f->lost->len, ==, 1);
  fake_avahi_item (f->avahi, "ItemRemove", NULL, 3, "Club");
  WAIT_UNTIL (f->lost->len == 2);
  g_assert_cmpuint (g_list_model_get_n_items (items), ==, 0);
  g_assert_cmpuint (f->found->len, ==, 2);
}

static void
test_daemon_gone (Fixture       *f,
                  gconstpointer  data)
{
  g_autoptr(TslNetDiscovery) discovery = NULL;

  g_test_summary ("When the daemon stops, its servers are lost and discovery is unavailable");
  if (skip_without_bus (f))
    return;
  fake_avahi_add_service (f->avahi, "Anna",
                          fake_avahi_reply ("Anna", "192.168.1.20", 7526, catan_txt), FALSE);
  discovery = start (f);
  tsl_net_discovery_browse (discovery);
  WAIT_UNTIL (f->found->len == 1);
  g_clear_pointer (&f->avahi, fake_avahi_free);
  WAIT_UNTIL (!tsl_net_discovery_is_available (discovery));
  g_assert_cmpuint (f->lost->len, ==, 1);
  g_assert_cmpuint (g_list_model_get_n_items (tsl_net_discovery_get_items (discovery)), ==, 0);
}

static void
test_seen_again (Fixture       *f,
                 gconstpointer  data)
{
  g_autoptr(TslNetDiscovery) discovery = NULL;

  g_test_summary ("A server removed and seen again while it is resolved is listed once");
  if (skip_without_bus (f))
    return;
  discovery = start (f);
  tsl_net_discovery_browse (discovery);
  WAIT_UNTIL (f->avahi->browser_path != NULL);
  settle (f);
  fake_avahi_add_service (f->avahi, "Anna",
                          fake_avahi_reply ("Anna", "192.168.1.20", 7526, catan_txt), FALSE);
  /* All three reach the object before the daemon answers the first resolve. */
  fake_avahi_item (f->avahi, "ItemNew", NULL, 2, "Anna");
  fake_avahi_item (f->avahi, "ItemRemove", NULL, 2, "Anna");
  fake_avahi_item (f->avahi, "ItemNew", NULL, 2, "Anna");
  WAIT_UNTIL (f->avahi->n_resolves == 2 && f->found->len == 1);
  settle (f);
  g_assert_cmpuint (f->found->len, ==, 1);
  g_assert_cmpuint (f->lost->len, ==, 0);
  g_assert_cmpuint (g_list_model_get_n_items (tsl_net_discovery_get_items (discovery)), ==, 1);
}

static void
add_odd (Fixture            *f,
         const char         *name,
         const char         *address,
         guint16             port,
         const char * const *txt)
{
  fake_avahi_add_service (f->avahi, name, fake_avahi_reply (name, address, port, txt), FALSE);
}

static void
test_hostile (Fixture       *f,
              gconstpointer  data)
{
  g_autoptr(TslNetDiscovery) discovery = NULL;
  g_autoptr(GPtrArray) many = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *long_string = NULL;
  const char * const no_protocol[] = { "path=/tessella", NULL };
  const char * const bad_protocol[] = { "protocol=1x", NULL };
  const char * const odd_values[] = { "protocol=2", "game=../../etc", "path=/a b", "noequals",
                                      "=", NULL };
  const char *long_txt[] = { "protocol=1", NULL, NULL };
  TslNetDiscoveryItem *item;
  g_autofree char *uri = NULL;

  g_test_summary ("Replies of the wrong type, huge or malformed TXT records, bad addresses and "
                  "ports, foreign signals: dropped without a warning, the rest still found");
  if (skip_without_bus (f))
    return;
  fake_avahi_add_service (f->avahi, "wrong type", g_variant_new ("(s)", "hello"), FALSE);
  add_odd (f, "bad address", "not-an-address", 7526, catan_txt);
  add_odd (f, "port zero", "192.168.1.21", 0, catan_txt);
  add_odd (f, "no protocol", "192.168.1.22", 7526, no_protocol);
  add_odd (f, "bad protocol", "192.168.1.23", 7526, bad_protocol);
  for (guint i = 0; i < 1000; i++)
    g_ptr_array_add (many, g_strdup_printf ("protocol=%u", i + 1));
  g_ptr_array_add (many, NULL);
  add_odd (f, "many strings", "192.168.1.24", 7526, (const char * const *) many->pdata);
  long_string = g_strnfill (100000, 'a');
  long_txt[1] = long_string;
  add_odd (f, "long string", "192.168.1.25", 7526, (const char * const *) long_txt);
  add_odd (f, "odd values", "192.168.1.26", 7527, odd_values);
  add_odd (f, "Anna", "192.168.1.20", 7526, catan_txt);

  discovery = start (f);
  tsl_net_discovery_browse (discovery);
  WAIT_UNTIL (find_item (f, "Anna") != NULL && find_item (f, "odd values") != NULL
              && f->avahi->n_resolves >= 9);
  /* Signals of the wrong type, or for another browser, are not ours. */
  fake_avahi_emit (f->avahi, f->avahi->browser_path, "org.freedesktop.Avahi.ServiceBrowser",
                   "ItemNew", g_variant_new ("(s)", "Anna"));
  fake_avahi_item (f->avahi, "ItemRemove", "/Client1/ServiceBrowser99", 2, "Anna");
  fake_avahi_item (f->avahi, "ItemNew", NULL, 2, "an unknown one");
  settle (f);
  g_assert_cmpuint (f->found->len, ==, 2);
  g_assert_cmpuint (f->lost->len, ==, 0);

  /* Odd values are dropped, not passed on. */
  item = find_item (f, "odd values");
  g_assert_cmpuint (tsl_net_discovery_item_get_protocol (item), ==, 2);
  g_assert_null (tsl_net_discovery_item_get_game (item));
  g_assert_cmpstr (tsl_net_discovery_item_get_path (item), ==, "/tessella");
  uri = tsl_net_discovery_item_get_uri (item);
  g_assert_cmpstr (uri, ==, "ws://192.168.1.26:7527/tessella");
}

static void
communicated_cb (GObject      *source,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  char **out = user_data;
  g_autoptr(GError) error = NULL;

  g_subprocess_communicate_utf8_finish (G_SUBPROCESS (source), result, out, NULL, &error);
  g_assert_no_error (error);
  if (*out == NULL)
    *out = g_strdup ("");
}

/* Runs tessella-cli while the main loop serves the fake daemon. */
static GSubprocess *
spawn_cli (const char *first,
           ...)
{
  const char *cli = g_getenv ("TESSELLA_CLI");
  g_autoptr(GPtrArray) args = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  GSubprocess *process;
  va_list ap;

  g_ptr_array_add (args, (char *) cli);
  va_start (ap, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (ap, const char *))
    g_ptr_array_add (args, (char *) arg);
  va_end (ap);
  g_ptr_array_add (args, NULL);
  process = g_subprocess_newv ((const char * const *) args->pdata,
                               G_SUBPROCESS_FLAGS_STDOUT_PIPE, &error);
  g_assert_no_error (error);
  return process;
}

static void
test_cli (Fixture       *f,
          gconstpointer  data)
{
  g_autoptr(GSubprocess) serve = NULL;
  g_autoptr(GSubprocess) browse = NULL;
  g_autofree char *serve_out = NULL;
  g_autofree char *browse_out = NULL;
  g_autoptr(JsonNode) first = NULL;
  g_autoptr(JsonNode) found = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GUri) uri = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GVariant) txt = NULL;
  g_autofree char *txt_string = NULL;
  JsonObject *line;
  const char *name;
  guint16 port;

  g_test_summary ("serve --announce publishes its real port and game; browse prints each "
                  "server found as a JSON line");
  if (skip_without_bus (f))
    return;
  if (g_getenv ("TESSELLA_CLI") == NULL)
    {
      g_test_skip ("TESSELLA_CLI is not set");
      return;
    }
  serve = spawn_cli ("serve", "--port", "0", "--address", "0.0.0.0", "--game", "hunters",
                     "--announce", "--announce-name", "Club", "--save-dir", g_get_user_data_dir (),
                     NULL);
  WAIT_UNTIL (f->avahi->n_commits == 1);
  g_variant_get (f->avahi->added, "(iiu&ssssq@aay)", NULL, NULL, NULL, &name, NULL, NULL, NULL,
                 &port, &txt);
  g_assert_cmpstr (name, ==, "Club");
  txt_string = txt_text (txt);
  g_assert_cmpstr (txt_string, ==, "protocol=1 path=/tessella game=hunters");
  g_subprocess_send_signal (serve, SIGTERM);
  g_subprocess_communicate_utf8_async (serve, NULL, NULL, communicated_cb, &serve_out);
  WAIT_UNTIL (serve_out != NULL);
  first = json_from_string (serve_out, &error);
  g_assert_no_error (error);
  uri = g_uri_parse (json_object_get_string_member (json_node_get_object (first), "uri"),
                     G_URI_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpint (port, ==, g_uri_get_port (uri));
  g_assert_true (g_subprocess_get_if_exited (serve));
  g_assert_cmpint (g_subprocess_get_exit_status (serve), ==, 0);

  fake_avahi_add_service (f->avahi, "Club", fake_avahi_reply ("Club", "10.0.0.7", 7526, catan_txt),
                          FALSE);
  browse = spawn_cli ("browse", "--wait", "1", NULL);
  g_subprocess_communicate_utf8_async (browse, NULL, NULL, communicated_cb, &browse_out);
  WAIT_UNTIL (browse_out != NULL);
  g_assert_cmpint (g_subprocess_get_exit_status (browse), ==, 0);
  lines = g_strsplit (browse_out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), ==, 2);    /* one line, then nothing */
  found = json_from_string (lines[0], &error);
  g_assert_no_error (error);
  line = json_node_get_object (found);
  g_assert_cmpstr (json_object_get_string_member (line, "name"), ==, "Club");
  g_assert_cmpstr (json_object_get_string_member (line, "uri"), ==, "ws://10.0.0.7:7526/tessella");
  g_assert_cmpstr (json_object_get_string_member (line, "game"), ==, "catan");
  g_assert_cmpint (json_object_get_int_member (line, "port"), ==, 7526);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

#define ADD(path, func, data) \
  g_test_add ("/net/discovery/" path, Fixture, data, setup, func, teardown)
  ADD ("no-system-bus", test_no_system_bus, "no avahi");
  ADD ("no-avahi", test_no_avahi, "no avahi");
  ADD ("announce", test_announce, NULL);
  ADD ("announce-invalid", test_announce_invalid, "no avahi");
  ADD ("collision", test_collision, NULL);
  ADD ("browse", test_browse, NULL);
  ADD ("daemon-gone", test_daemon_gone, NULL);
  ADD ("seen-again", test_seen_again, NULL);
  ADD ("hostile", test_hostile, NULL);
  ADD ("cli", test_cli, NULL);
#undef ADD
  return g_test_run ();
}
