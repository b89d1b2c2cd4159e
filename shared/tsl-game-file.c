/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tsl-error.h"
#include "tsl-file-replace.h"
#include "tsl-game-private.h"
#include "tsl-json-read.h"
#include "tsl-json-load.h"
#include "tsl-registry.h"

/* The "tessella-game" file format of the engine contract
 * (docs/game-files.md): writing, validating reading, replay,
 * atomic saving. */

/**
 * tsl_game_to_json:
 * @self: a game
 *
 * Writes the game as a "tessella-game" file: header, normalized options,
 * seats, explicit setup and the action log with recorded outcomes.
 *
 * Returns: (transfer full): the file's root object
 */
JsonNode *
tsl_game_to_json (TslGame *self)
{
  g_autoptr(JsonObject) root = json_object_new ();
  JsonArray *players;
  JsonArray *actions;
  JsonNode *node;

  g_return_val_if_fail (TSL_IS_GAME (self), NULL);

  json_object_set_string_member (root, "format", TSL_GAME_FORMAT);
  json_object_set_int_member (root, "version", TSL_GAME_VERSION);
  json_object_set_string_member (root, "game", tsl_engine_get_id (self->engine));
  /* JSON integers are signed 64-bit; seeds above G_MAXINT64 are written
   * negative and read back to the same 64 bits. */
  json_object_set_int_member (root, "seed", (gint64) self->seed);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, self->options);
  json_object_set_member (root, "options", node);

  players = json_array_new ();
  for (guint i = 0; i < self->n_players; i++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_string_member (seat, "name", self->seats[i].name);
      json_object_set_string_member (seat, "color", self->seats[i].color);
      json_object_set_string_member (seat, "controller", self->seats[i].controller);
      json_array_add_object_element (players, seat);
    }
  json_object_set_array_member (root, "players", players);

  json_object_set_member (root, "setup", json_node_copy (self->setup));

  actions = json_array_new ();
  for (guint i = 0; i < self->actions->len; i++)
    json_array_add_object_element (actions, json_object_ref (self->actions->pdata[i]));
  json_object_set_array_member (root, "actions", actions);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, g_steal_pointer (&root));
  return node;
}

static gboolean
holds_type (JsonNode *node,
            GType     type)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == type;
}

/* A seat's colour is one of the game's pieces. */
static gboolean
check_color (TslGame    *self,
             const char *color,
             GError    **error)
{
  const char * const *colors = tsl_engine_get_colors (tsl_game_get_engine (self));

  if (!g_strv_contains (colors, color))
    {
      g_autofree char *known = g_strjoinv (", ", (char **) colors);

      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   /* Translators: the last %s lists colour names as files
                    * write them, "blue, white, orange, red" */
                   _("“%s” is not a colour of this game (%s)"), color, known);
      return FALSE;
    }
  return TRUE;
}

/* No two seats play the same colour, given or taken by default. */
static gboolean
check_colors_differ (TslGame *self,
                     GError **error)
{
  for (guint seat = 1; seat < self->n_players; seat++)
    for (guint other = 0; other < seat; other++)
      if (g_strcmp0 (self->seats[other].color, self->seats[seat].color) == 0)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                       _("Seats %u and %u have the same colour, “%s”"),
                       other, seat, self->seats[seat].color);
          return FALSE;
        }
  return TRUE;
}

/* Reads the "players" array into the seats of @self. */
static gboolean
read_players (TslGame   *self,
              JsonArray *players,
              GError   **error)
{
  static const char *fields[] = { "name", "color", "controller" };

  for (guint i = 0; i < self->n_players; i++)
    {
      JsonNode *element = json_array_get_element (players, i);
      JsonObject *seat;
      const char *values[G_N_ELEMENTS (fields)] = { NULL, };

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                       _("Seat %u in “players” is not a JSON object"), i);
          return FALSE;
        }
      seat = json_node_get_object (element);
      for (guint f = 0; f < G_N_ELEMENTS (fields); f++)
        {
          JsonNode *value = json_object_get_member (seat, fields[f]);

          if (value == NULL || JSON_NODE_HOLDS_NULL (value))
            continue;
          if (!holds_type (value, G_TYPE_STRING))
            {
              g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The “%s” of seat %u is not a string"), fields[f], i);
              return FALSE;
            }
          values[f] = json_node_get_string (value);
        }
      if ((values[1] != NULL && !check_color (self, values[1], error)) ||
          (values[2] != NULL && !_tsl_game_check_seat (self, values[2], error)))
        {
          /* Translators: a prefix put before the reason a seat is refused,
           * "Seat 2: <reason>"; keep the colon and the space. */
          g_prefix_error (error, _("Seat %u: "), i);
          return FALSE;
        }
      tsl_game_set_seat (self, i, values[0], values[1], values[2]);
    }
  return check_colors_differ (self, error);
}

/**
 * tsl_game_new_from_json:
 * @file: the root of a "tessella-game" file
 * @actions: (out) (optional) (transfer full): the file's actions, to be
 *   given to tsl_game_replay(); an empty array when the file has none
 * @error: return location for a #TSL_ERROR_PARSE, #TSL_ERROR_UNKNOWN_GAME,
 *   #TSL_ERROR_INVALID_OPTION or #TSL_ERROR_INVALID_SETUP
 *
 * Validates a game file's header (format, version, game, seed, options,
 * players, setup) and starts the game it describes, without applying its
 * actions.  Unknown top-level members are ignored so that later versions
 * may add some.
 *
 * Returns: (transfer full): the game at its start, or %NULL
 */
TslGame *
tsl_game_new_from_json (JsonNode   *file,
                        JsonArray **actions,
                        GError    **error)
{
  JsonObject *root;
  JsonNode *node;
  JsonObject *options = NULL;
  JsonNode *setup = NULL;
  JsonArray *players;
  TslEngine *engine;
  g_autoptr(TslGame) game = NULL;
  gint64 version;
  gint64 seed;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (file == NULL || !JSON_NODE_HOLDS_OBJECT (file))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("A game file must be a JSON object"));
      return NULL;
    }
  root = json_node_get_object (file);

  node = json_object_get_member (root, "format");
  if (!holds_type (node, G_TYPE_STRING) || g_strcmp0 (json_node_get_string (node), TSL_GAME_FORMAT) != 0)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   _("Not a game file: “format” must be “%s”"), TSL_GAME_FORMAT);
      return NULL;
    }

  node = json_object_get_member (root, "version");
  if (!holds_type (node, G_TYPE_INT64))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The game file has no “version” number"));
      return NULL;
    }
  version = json_node_get_int (node);
  if (version != TSL_GAME_VERSION)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, version);

      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   _("Game file version %s is not supported (this program reads version %d)"),
                   text, TSL_GAME_VERSION);
      return NULL;
    }

  node = json_object_get_member (root, "game");
  if (!holds_type (node, G_TYPE_STRING))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The game file does not say which “game” it is"));
      return NULL;
    }
  engine = tsl_registry_lookup (json_node_get_string (node), error);
  if (engine == NULL)
    return NULL;

  node = json_object_get_member (root, "seed");
  if (!tsl_json_node_int (node, 0, G_MAXINT64, &seed))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The game file’s “seed” must be a whole number from 0 to 2^63−1"));
      return NULL;
    }

  node = json_object_get_member (root, "options");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      if (!JSON_NODE_HOLDS_OBJECT (node))
        {
          g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                               _("The game file’s “options” must be a JSON object"));
          return NULL;
        }
      options = json_node_get_object (node);
    }

  node = json_object_get_member (root, "players");
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The game file’s “players” must be a list of seats"));
      return NULL;
    }
  players = json_node_get_array (node);

  node = json_object_get_member (root, "setup");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    setup = node;

  node = json_object_get_member (root, "actions");
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node) && !JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The game file’s “actions” must be a list"));
      return NULL;
    }

  game = tsl_game_new (engine, options, json_array_get_length (players),
                       (guint64) seed,
                       setup, error);
  if (game == NULL)
    return NULL;
  if (!read_players (game, players, error))
    return NULL;

  if (actions != NULL)
    {
      if (node != NULL && JSON_NODE_HOLDS_ARRAY (node))
        *actions = json_array_ref (json_node_get_array (node));
      else
        *actions = json_array_new ();
    }
  return g_steal_pointer (&game);
}

/**
 * tsl_game_replay:
 * @self: a game
 * @actions: action objects as in a game file
 * @error: return location for a #TSL_ERROR_PARSE or #TSL_ERROR_INVALID_MOVE
 *
 * Applies @actions in order and stops before the first one that is
 * malformed or illegal: the game then holds the state before it, and the
 * message names the action's log index and type ("Action 12 (build_road): ...").
 *
 * Returns: %TRUE if every action was applied
 */
gboolean
tsl_game_replay (TslGame   *self,
                 JsonArray *actions,
                 GError   **error)
{
  guint n;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (actions != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Refused before any is read: what a file may cost is bounded. */
  n = json_array_get_length (actions);
  if (n > TSL_GAME_MAX_ACTIONS - MIN (tsl_game_get_n_actions (self), TSL_GAME_MAX_ACTIONS))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The game holds more than %u action, the most one game holds",
                                "The game holds more than %u actions, the most one game holds",
                                TSL_GAME_MAX_ACTIONS),
                   (guint) TSL_GAME_MAX_ACTIONS);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    {
      JsonNode *element = json_array_get_element (actions, i);
      guint index = tsl_game_get_n_actions (self);
      JsonNode *type;

      if (!JSON_NODE_HOLDS_OBJECT (element))
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                       _("Action %u: an action must be a JSON object"), index);
          return FALSE;
        }
      if (tsl_game_apply_json (self, json_node_get_object (element), error))
        continue;

      type = json_object_get_member (json_node_get_object (element), "type");
      if (holds_type (type, G_TYPE_STRING))
        /* Translators: "Action 12 (build_road): " precedes the reason */
        g_prefix_error (error, _("Action %u (%s): "), index, json_node_get_string (type));
      else
        g_prefix_error (error, _("Action %u: "), index);
      return FALSE;
    }
  return TRUE;
}

/* Starts the game of a parsed file and replays it; all or nothing. */
static TslGame *
load_from_node (JsonNode *root,
                GError  **error)
{
  g_autoptr(JsonArray) actions = NULL;
  g_autoptr(TslGame) game = NULL;

  game = tsl_game_new_from_json (root, &actions, error);
  if (game == NULL || !tsl_game_replay (game, actions, error))
    return NULL;
  return g_steal_pointer (&game);
}

/**
 * tsl_game_load_from_data:
 * @data: the text of a game file
 * @length: its length, or -1 if it is nul-terminated
 * @error: return location for a #TSL_ERROR
 *
 * Reads a whole game file and replays it; all or nothing.  The text is
 * checked by tsl_json_load_from_data() first (size, nesting, UTF-8,
 * numbers, one JSON value).
 *
 * Returns: (transfer full): the game after its last action, or %NULL
 */
TslGame *
tsl_game_load_from_data (const char *data,
                         gssize      length,
                         GError    **error)
{
  g_autoptr(JsonNode) root = NULL;

  g_return_val_if_fail (data != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = tsl_json_load_from_data (data, length, error);
  if (root == NULL)
    return NULL;
  return load_from_node (root, error);
}

/**
 * tsl_game_load:
 * @path: a file name
 * @error: return location for a #G_FILE_ERROR or a #TSL_ERROR
 *
 * Reads a game file and replays it; all or nothing: a damaged file gives
 * an error and no game.  Files larger than #TSL_JSON_MAX_SIZE are refused
 * before they are read.
 *
 * Returns: (transfer full): the game after its last action, or %NULL
 */
TslGame *
tsl_game_load (const char *path,
               GError    **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GError) local_error = NULL;
  TslGame *game = NULL;

  g_return_val_if_fail (path != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  root = tsl_json_load_from_path (path, &local_error);
  if (root != NULL)
    game = load_from_node (root, &local_error);
  if (game == NULL)
    {
      g_autofree char *display = g_filename_display_name (path);

      /* Errors about the file itself name it already. */
      if (local_error->domain == G_FILE_ERROR)
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "%s: ", display);
    }
  return game;
}

static char *
game_file_text (TslGame *self)
{
  g_autoptr(JsonNode) root = tsl_game_to_json (self);
  g_autofree char *text = tsl_json_to_text (root, TRUE);

  return g_strconcat (text, "\n", NULL);
}

/*
 * _tsl_game_check_saved_file:
 * @path: a game file just written
 * @expected: the text that was meant to be written
 *
 * Whether @path loads back through the same checks as any game file and
 * rebuilds a game that writes exactly @expected: only then may a save
 * replace the previous one.
 */
gboolean
_tsl_game_check_saved_file (const char *path,
                            const char *expected,
                            GError    **error)
{
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;

  root = tsl_json_load_from_path (path, &local_error);
  if (root != NULL)
    game = load_from_node (root, &local_error);
  if (game == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_FAILED,
                   _("The game was not saved, because the written file does not load back: %s"),
                   local_error->message);
      return FALSE;
    }
  text = game_file_text (game);
  if (g_strcmp0 (text, expected) != 0)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_FAILED,
                           _("The game was not saved, because the written file does not "
                             "reproduce the game"));
      return FALSE;
    }
  return TRUE;
}

static gboolean
check_saved_file_cb (const char *temp_path,
                     gpointer    user_data,
                     GError    **error)
{
  return _tsl_game_check_saved_file (temp_path, user_data, error);
}

/**
 * tsl_game_save:
 * @self: a game
 * @path: a file name
 * @error: return location for a #G_FILE_ERROR or a #TSL_ERROR_FAILED
 *
 * Writes the game file, pretty-printed, with tsl_file_replace(): the text
 * goes to a temporary file beside the file @path leads to (symbolic links
 * followed and kept), which must load back and reproduce this very file
 * (_tsl_game_check_saved_file()) before it replaces the previous save with
 * that save's permissions.  A failed save leaves any previous file intact.
 *
 * Returns: %TRUE if saved
 */
gboolean
tsl_game_save (TslGame    *self,
               const char *path,
               GError    **error)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* Its log lacks what the seat did not see: only the server can save it. */
  if (self->following)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_FAILED,
                           _("A game played at a network table is saved by its server"));
      return FALSE;
    }
  text = game_file_text (self);
  return tsl_file_replace (path, text, strlen (text), check_saved_file_cb, text, error);
}
