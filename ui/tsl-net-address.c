/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <ifaddrs.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <string.h>

#include "tsl-net-address.h"
#include "tsl-net-lobby.h"

/* Addresses of network tables as people type and read them. */

/* "host", "host:port", "[v6]:port" or a ws:// or wss:// address. */
char *
tsl_net_address_to_uri (const char *address)
{
  g_autofree char *text = g_strstrip (g_strdup (address));
  g_autofree char *host = NULL;
  const char *colon;
  guint64 port = TSL_NET_LOBBY_PORT;

  if (g_str_has_prefix (text, "ws://") || g_str_has_prefix (text, "wss://"))
    return g_uri_is_valid (text, G_URI_FLAGS_NONE, NULL) ? g_strdup (text) : NULL;
  if (*text == '\0' || strpbrk (text, " /?#@") != NULL)
    return NULL;
  if (text[0] == '[')
    {
      const char *end = strchr (text, ']');

      if (end == NULL)
        return NULL;
      host = g_strndup (text, end - text + 1);
      colon = end[1] == ':' ? end + 1 : NULL;
      if (end[1] != '\0' && colon == NULL)
        return NULL;
    }
  else
    {
      colon = strchr (text, ':');
      if (colon != NULL && strchr (colon + 1, ':') != NULL)
        {
          host = g_strdup_printf ("[%s]", text);   /* a bare IPv6 address */
          colon = NULL;
        }
      else
        host = colon != NULL ? g_strndup (text, colon - text) : g_strdup (text);
    }
  if (colon != NULL && !g_ascii_string_to_unsigned (colon + 1, 10, 1, 65535, &port, NULL))
    return NULL;
  return g_strdup_printf ("ws://%s:%u/tessella", host, (guint) port);
}

/* The machine's IPv4 addresses other than loopback: where friends on the
 * local network reach this host. */
char *
tsl_net_address_list_local (guint port)
{
  g_autoptr(GString) text = g_string_new (NULL);
  struct ifaddrs *list = NULL;

  if (getifaddrs (&list) != 0)
    return NULL;
  for (struct ifaddrs *a = list; a != NULL; a = a->ifa_next)
    {
      char buffer[INET_ADDRSTRLEN];

      if (a->ifa_addr == NULL || a->ifa_addr->sa_family != AF_INET)
        continue;
      if (inet_ntop (AF_INET, &((struct sockaddr_in *) a->ifa_addr)->sin_addr, buffer, sizeof buffer) == NULL
          || g_str_has_prefix (buffer, "127."))
        continue;
      if (text->len > 0)
        /* Translators: between two addresses of this computer */
        g_string_append (text, _(" or "));
      g_string_append_printf (text, "%s:%u", buffer, port);
    }
  freeifaddrs (list);
  return text->len > 0 ? g_string_free (g_steal_pointer (&text), FALSE) : NULL;
}
