/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <sys/random.h>
#include <errno.h>

#include "tsl-error.h"
#include "tsl-json-load.h"
#include "tsl-net-enums.h"
#include "tsl-net-protocol.h"

/* What both ends share: the error codes as they travel, messages as JSON
 * objects with a "type", and the secret seat tokens. */

G_DEFINE_QUARK (tsl-net-error-quark, tsl_net_error)

/* The 128 bits of a seat token, as hex: guessing one is hopeless. */
#define TOKEN_BYTES 16

const char *
tsl_net_error_to_nick (gint code)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (TSL_TYPE_NET_ERROR);
  GEnumValue *value = g_enum_get_value (klass, code);

  /* The nicks live as long as the type, which is never unloaded. */
  return value != NULL ? value->value_nick : "failed";
}

gint
tsl_net_error_from_nick (const char *nick)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (TSL_TYPE_NET_ERROR);
  GEnumValue *value = nick != NULL ? g_enum_get_value_by_nick (klass, nick) : NULL;

  return value != NULL ? value->value : TSL_NET_ERROR_FAILED;
}

JsonObject *
tsl_net_message_new (const char *type)
{
  JsonObject *message = json_object_new ();

  json_object_set_string_member (message, "type", type);
  return message;
}

/**
 * tsl_net_send:
 * @connection: an open connection (a closed one drops the message)
 * @message: (transfer none): a message object
 */
void
tsl_net_send (SoupWebsocketConnection *connection,
              JsonObject              *message)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *text = NULL;

  if (soup_websocket_connection_get_state (connection) != SOUP_WEBSOCKET_STATE_OPEN)
    return;
  json_node_set_object (node, message);
  text = tsl_json_to_text (node, FALSE);
  soup_websocket_connection_send_text (connection, text);
}

/* Errors travel as a stable code (the nick) and the sender's message:
 * programs branch on the code, people read the text. */
void
tsl_net_send_error (SoupWebsocketConnection *connection,
                    const GError            *error)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("error");
  gint code = error->domain == TSL_NET_ERROR ? error->code : TSL_NET_ERROR_FAILED;

  if (error->domain == TSL_ERROR && error->code == TSL_ERROR_INVALID_MOVE)
    code = TSL_NET_ERROR_ILLEGAL;
  else if (error->domain == TSL_ERROR)
    code = TSL_NET_ERROR_BAD_MESSAGE;
  json_object_set_string_member (message, "code", tsl_net_error_to_nick (code));
  json_object_set_string_member (message, "message", error->message);
  tsl_net_send (connection, message);
}

/**
 * tsl_net_message_parse:
 * @bytes: a text message as received
 *
 * Reads a message with the limits of game files (depth, values), so that
 * hostile nesting cannot exhaust the stack.
 *
 * Returns: (transfer full): the message, an object with a string "type"
 */
JsonObject *
tsl_net_message_parse (GBytes  *bytes,
                       GError **error)
{
  g_autoptr(JsonNode) node = NULL;
  gsize length = 0;
  const char *data = g_bytes_get_data (bytes, &length);
  JsonObject *message;
  JsonNode *type;

  node = data != NULL ? tsl_json_load_from_data (data, (gssize) length, NULL) : NULL;
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE,
                           _("The message is not a JSON object"));
      return NULL;
    }
  message = json_node_get_object (node);
  type = json_object_get_member (message, "type");
  if (type == NULL || json_node_get_value_type (type) != G_TYPE_STRING)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE,
                           _("The message has no “type”"));
      return NULL;
    }
  return json_object_ref (message);
}

/**
 * tsl_net_token_new:
 *
 * A seat token from the system's secure random source (getrandom()).
 *
 * Returns: (transfer full): 32 lower-case hex digits
 */
static void
secure_random (guint8 *bytes,
               gsize   size)
{
  gsize got = 0;

  while (got < size)
    {
      ssize_t n = getrandom (bytes + got, size - got, 0);

      if (n < 0 && errno == EINTR)
        continue;
      /* Without a secure source no token or seed may be made at all. */
      if (n < 0)
        g_error ("getrandom() failed: %s", g_strerror (errno));
      got += (gsize) n;
    }
}

/**
 * tsl_net_random_seed:
 *
 * Returns: 63 bits from the system's secure random source: a game's seed
 *   (the game files' range) or a table's view key
 */
guint64
tsl_net_random_seed (void)
{
  guint64 seed;

  secure_random ((guint8 *) &seed, sizeof seed);
  return seed & G_GUINT64_CONSTANT (0x7fffffffffffffff);
}

char *
tsl_net_token_new (void)
{
  guint8 bytes[TOKEN_BYTES];
  GString *token = g_string_sized_new (2 * TOKEN_BYTES);

  secure_random (bytes, sizeof bytes);
  for (guint i = 0; i < sizeof bytes; i++)
    g_string_append_printf (token, "%02x", bytes[i]);
  return g_string_free (token, FALSE);
}

/* Compares in time independent of where the strings differ, so that the
 * reply time does not reveal a token's prefix. */
gboolean
tsl_net_token_equal (const char *a,
                     const char *b)
{
  gsize la, lb;
  guint8 diff = 0;

  if (a == NULL || b == NULL)
    return FALSE;
  la = strlen (a);
  lb = strlen (b);
  if (la != lb || la == 0)
    return FALSE;
  for (gsize i = 0; i < la; i++)
    diff |= (guint8) (a[i] ^ b[i]);
  return diff == 0;
}

/* Names and chat lines: valid UTF-8, not empty, no control characters
 * (they would garble other clients' terminals), at most @max_chars. */
gboolean
tsl_net_check_text (const char *text,
                    guint       max_chars,
                    GError    **error)
{
  if (text == NULL || *text == '\0' || !g_utf8_validate (text, -1, NULL))
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE,
                           _("The text is empty or not valid UTF-8"));
      return FALSE;
    }
  if (g_utf8_strlen (text, -1) > (glong) max_chars)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_TOO_LONG,
                   _("The text is longer than %u characters"), max_chars);
      return FALSE;
    }
  for (const char *p = text; *p != '\0'; p = g_utf8_next_char (p))
    if (g_unichar_iscntrl (g_utf8_get_char (p)))
      {
        g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE,
                             _("The text holds control characters"));
        return FALSE;
      }
  return TRUE;
}
