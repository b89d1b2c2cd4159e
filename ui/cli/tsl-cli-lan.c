/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <glib-unix.h>
#include <signal.h>
#include <string.h>

#include "tsl-cli.h"
#include "tsl-net-discovery.h"
#include "tsl-net-protocol.h"

/* The local network (docs/protocol.md, "Finding tables on the local
 * network"): serve --announce publishes a server through the Avahi daemon,
 * browse lists the servers announced. */

#define MAX_SERVICE_NAME 63

/* "--announce" makes sense only where others can connect. */
gboolean
_tsl_cli_check_announce (const char *address,
                         GError    **error)
{
  g_autoptr(GInetAddress) inet = address != NULL ? g_inet_address_new_from_string (address) : NULL;

  if (inet == NULL || g_inet_address_get_is_loopback (inet))
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_FAILED,
                           _("--announce needs --address with an address the local network "
                             "reaches, such as 0.0.0.0"));
      return FALSE;
    }
  return TRUE;
}

/* Service names have at most 63 bytes: cut at a character's start. */
static char *
service_name (const char *name)
{
  g_autofree char *text = name != NULL ? g_strdup (name)
    /* Translators: the name a server announces on the local network; %s is the computer's name */
    : g_strdup_printf (_("Tessella on %s"), g_get_host_name ());
  char *end = text + strlen (text);

  while (end - text > MAX_SERVICE_NAME)
    end = g_utf8_find_prev_char (text, end);
  *end = '\0';
  return g_steal_pointer (&text);
}

static void
ready_cb (TslNetDiscovery *discovery,
          GParamSpec      *pspec,
          gpointer         user_data)
{
  if (tsl_net_discovery_is_ready (discovery) && !tsl_net_discovery_is_available (discovery))
    g_printerr ("%s\n", _("No service-discovery daemon (Avahi) runs here: the server is not "
                          "announced on the local network"));
}

/* Announces the listening @server until the returned object is freed; the
 * daemon may be missing, which only earns a note. */
TslNetDiscovery *
_tsl_cli_announce (TslNetServer *server,
                   const char   *name,
                   const char   *game_id,
                   GError      **error)
{
  g_autofree char *text = tsl_net_server_get_uri (server);
  g_autoptr(GUri) uri = g_uri_parse (text, G_URI_FLAGS_NONE, error);
  g_autoptr(TslNetDiscovery) discovery = NULL;
  g_autofree char *announced = NULL;

  if (uri == NULL)
    return NULL;
  discovery = tsl_net_discovery_new ();
  announced = service_name (name);
  if (!tsl_net_discovery_announce (discovery, announced, g_uri_get_port (uri), game_id,
                                   g_str_equal (g_uri_get_scheme (uri), "wss"), error))
    return NULL;
  g_signal_connect (discovery, "notify::ready", G_CALLBACK (ready_cb), NULL);
  return g_steal_pointer (&discovery);
}

static void
found_cb (TslNetDiscovery     *discovery,
          TslNetDiscoveryItem *item,
          gpointer             user_data)
{
  g_autoptr(JsonObject) line = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *uri = tsl_net_discovery_item_get_uri (item);
  const char *game = tsl_net_discovery_item_get_game (item);

  json_object_set_string_member (line, "name", tsl_net_discovery_item_get_name (item));
  json_object_set_string_member (line, "uri", uri);
  json_object_set_string_member (line, "host", tsl_net_discovery_item_get_host (item));
  json_object_set_string_member (line, "address", tsl_net_discovery_item_get_address (item));
  json_object_set_int_member (line, "port", tsl_net_discovery_item_get_port (item));
  if (game != NULL)
    json_object_set_string_member (line, "game", game);
  else
    json_object_set_null_member (line, "game");
  json_object_set_int_member (line, "protocol", tsl_net_discovery_item_get_protocol (item));
  json_node_set_object (node, line);
  _tsl_cli_print (node, FALSE);
}

/* Kept until the end, so both sources can be removed then. */
static gboolean
stop_cb (gpointer user_data)
{
  g_main_loop_quit (user_data);
  return G_SOURCE_CONTINUE;
}

static void
browse_ready_cb (TslNetDiscovery *discovery,
                 GParamSpec      *pspec,
                 GMainLoop       *loop)
{
  /* Nothing will come: no need to wait. */
  if (tsl_net_discovery_is_ready (discovery) && !tsl_net_discovery_is_available (discovery))
    g_main_loop_quit (loop);
}

int
_tsl_cli_browse (int    argc,
                 char **argv)
{
  gint wait = 2;
  GOptionEntry entries[] = {
    { "wait", 0, 0, G_OPTION_ARG_INT, &wait,
      N_("How long to listen, in seconds, from 1 to 600 (default: 2)"),
      N_("SECONDS") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(TslNetDiscovery) discovery = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  int status = TSL_CLI_OK;
  guint timeout, interrupt;

  g_option_context_set_summary (context, _("Lists the Tessella servers announced on the local "
                                           "network, one JSON line each, as they are found."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Unexpected argument “%s”"), argv[1]);
  if (wait < 1 || wait > 600)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("--wait must be a number of seconds from 1 to 600"));

  loop = g_main_loop_new (NULL, FALSE);
  discovery = tsl_net_discovery_new ();
  g_signal_connect (discovery, "found", G_CALLBACK (found_cb), NULL);
  g_signal_connect (discovery, "notify::ready", G_CALLBACK (browse_ready_cb), loop);
  tsl_net_discovery_browse (discovery);
  timeout = g_timeout_add_seconds (wait, stop_cb, loop);
  interrupt = g_unix_signal_add (SIGINT, stop_cb, loop);
  if (!tsl_net_discovery_is_ready (discovery) || tsl_net_discovery_is_available (discovery))
    g_main_loop_run (loop);
  g_source_remove (interrupt);
  g_source_remove (timeout);

  if (!tsl_net_discovery_is_available (discovery))
    return _tsl_cli_fail (TSL_CLI_FAILED, _("No service-discovery daemon (Avahi) runs here: "
                                            "give the server’s address instead, such as "
                                            "ws://192.168.1.20:7526/tessella"));
  return TSL_CLI_OK;
}
