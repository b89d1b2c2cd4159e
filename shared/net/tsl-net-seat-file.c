/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tsl-json-load.h"
#include "tsl-json-read.h"
#include "tsl-net-protocol.h"
#include "tsl-net-seat-file.h"

/*
 * The seat file, table-ID.seats beside the table's save table-ID.tessella:
 * the seat tokens and the host token, so that a server started again with
 * --resume gives each seat back to whoever holds its token rather than to
 * whoever joins first (docs/protocol.md, "Faults").
 *
 *   {"game": "catan", "host_token": "5e0c…",
 *    "seats": [{"token": "70ab…", "name": "Anna"}, null, null]}
 *
 * Only the tokens and what the table shows of their holders (the names)
 * are kept.  The tokens are secrets: the file is the owner's alone (0600)
 * and replaced atomically, so that a crash leaves the last good file.  It
 * is read as hostile input: anything out of shape refuses the whole file.
 */

/* A seat file of six seats is well under 1 KiB. */
#define MAX_SEAT_FILE_SIZE (64 * 1024)

/**
 * tsl_net_seat_file_path:
 * @game_path: a table's save, table-ID.tessella
 *
 * Returns: (transfer full): its seat file, table-ID.seats
 */
char *
tsl_net_seat_file_path (const char *game_path)
{
  gsize length = strlen (game_path);

  if (g_str_has_suffix (game_path, ".tessella"))
    length -= strlen (".tessella");
  return g_strdup_printf ("%.*s.seats", (int) length, game_path);
}

/**
 * tsl_net_seat_file_save:
 * @game_id: the engine's id, checked when the file is read back
 *
 * Writes @seats to @path atomically with mode 0600: the previous file stays
 * whole until the new one is complete.
 */
gboolean
tsl_net_seat_file_save (const char           *path,
                        const char           *game_id,
                        const TslNetSeatFile *seats,
                        GError              **error)
{
  g_autoptr(JsonObject) root = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  JsonArray *list;
  g_autofree char *text = NULL;
  g_autofree char *dir = g_path_get_dirname (path);

  /* Before the first autosave the folder may not exist yet. */
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  list = json_array_new ();
  json_object_set_string_member (root, "game", game_id);
  if (seats->host_token != NULL)
    json_object_set_string_member (root, "host_token", seats->host_token);
  for (guint i = 0; i < seats->n_seats; i++)
    {
      JsonObject *seat;

      if (seats->tokens[i] == NULL)
        {
          json_array_add_null_element (list);
          continue;
        }
      seat = json_object_new ();
      json_object_set_string_member (seat, "token", seats->tokens[i]);
      json_object_set_string_member (seat, "name", seats->names[i]);
      json_array_add_object_element (list, seat);
    }
  json_object_set_array_member (root, "seats", list);
  json_node_set_object (node, root);
  text = tsl_json_to_text (node, FALSE);
  return g_file_set_contents_full (path, text, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600, error);
}

/* What tsl_net_token_new() makes: 32 lower-case hex digits. */
static gboolean
is_token (const char *text)
{
  if (text == NULL || strlen (text) != 32)
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p) && !(*p >= 'a' && *p <= 'f'))
      return FALSE;
  return TRUE;
}

static gboolean
bad_file (GError    **error,
          const char *message)
{
  g_set_error_literal (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, message);
  return FALSE;
}

static gboolean
read_seat (JsonNode       *node,
           guint           seat,
           TslNetSeatFile *seats,
           GError        **error)
{
  JsonObject *object = tsl_json_node_object (node);
  const char *token, *name;

  if (node != NULL && JSON_NODE_HOLDS_NULL (node))
    return TRUE;
  token = object != NULL ? tsl_json_string_member (object, "token") : NULL;
  name = object != NULL ? tsl_json_string_member (object, "name") : NULL;
  if (!is_token (token))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("The token of seat %u is not 32 hexadecimal digits."), seat);
      return FALSE;
    }
  if (!tsl_net_check_text (name, TSL_NET_MAX_NAME, NULL))
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("The name of seat %u is missing or not a player’s name."), seat);
      return FALSE;
    }
  seats->tokens[seat] = g_strdup (token);
  seats->names[seat] = g_strdup (name);
  return TRUE;
}

static gboolean
read_contents (const char     *text,
               gsize           length,
               const char     *game_id,
               guint           n_seats,
               TslNetSeatFile *seats,
               GError        **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  JsonObject *root;
  JsonArray *list;
  JsonNode *host;

  if (!json_parser_load_from_data (parser, text, (gssize) length, error))
    return FALSE;
  root = tsl_json_node_object (json_parser_get_root (parser));
  list = root != NULL ? tsl_json_array_member (root, "seats") : NULL;
  if (list == NULL)
    return bad_file (error, _("The file is not an object with the table’s “seats”."));
  /* What the file says is not echoed: it could hold terminal escapes. */
  if (g_strcmp0 (tsl_json_string_member (root, "game"), game_id) != 0)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   _("The file belongs to another game than “%s”."), game_id);
      return FALSE;
    }
  if (json_array_get_length (list) != n_seats)
    {
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL,
                   g_dngettext (GETTEXT_PACKAGE, "The file has %u seat, but the game has %u.",
                                "The file has %u seats, but the game has %u.",
                                json_array_get_length (list)),
                   json_array_get_length (list), n_seats);
      return FALSE;
    }
  host = json_object_get_member (root, "host_token");
  if (host != NULL && !is_token (tsl_json_node_string (host)))
    return bad_file (error, _("The host token is not 32 hexadecimal digits."));
  seats->n_seats = n_seats;
  for (guint i = 0; i < n_seats; i++)
    if (!read_seat (json_array_get_element (list, i), i, seats, error))
      return FALSE;
  seats->host_token = host != NULL ? g_strdup (tsl_json_node_string (host)) : NULL;
  return TRUE;
}

/**
 * tsl_net_seat_file_load:
 * @game_id: the engine of the saved game the file must belong to
 * @n_seats: the saved game's seat count, which the file must have
 * @seats: (out caller-allocates): filled on success, cleared otherwise
 *
 * Reads a seat file, refusing it whole when anything is out of shape.  A
 * missing file is %G_FILE_ERROR_NOENT; every other problem is a sentence
 * of its own.
 */
gboolean
tsl_net_seat_file_load (const char     *path,
                        const char     *game_id,
                        guint           n_seats,
                        TslNetSeatFile *seats,
                        GError        **error)
{
  g_autofree char *text = NULL;
  GStatBuf buf;
  gsize length;

  memset (seats, 0, sizeof *seats);
  if (g_stat (path, &buf) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   _("Could not read “%s”: %s"), path, g_strerror (saved_errno));
      return FALSE;
    }
  /* Not a FIFO that would block the server, nor a file it would swallow. */
  if (!S_ISREG (buf.st_mode) || buf.st_size > MAX_SEAT_FILE_SIZE)
    return bad_file (error, _("The file is not a small regular file."));
  if (!g_file_get_contents (path, &text, &length, error))
    return FALSE;
  if (length > MAX_SEAT_FILE_SIZE)
    return bad_file (error, _("The file is not a small regular file."));
  if (!read_contents (text, length, game_id, n_seats, seats, error))
    {
      tsl_net_seat_file_clear (seats);
      return FALSE;
    }
  return TRUE;
}

/**
 * tsl_net_seat_file_clear:
 *
 * Frees what tsl_net_seat_file_load() filled in, and empties @seats.
 */
void
tsl_net_seat_file_clear (TslNetSeatFile *seats)
{
  for (guint i = 0; i < TSL_MAX_PLAYERS; i++)
    {
      g_clear_pointer (&seats->tokens[i], g_free);
      g_clear_pointer (&seats->names[i], g_free);
    }
  g_clear_pointer (&seats->host_token, g_free);
  seats->n_seats = 0;
}
