/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "tsl-cli.h"
#include "tsl-error.h"
#include "tsl-json-load.h"

/* batch: one JSON request per line on standard input, one JSON answer per
 * line on standard output, in one process, so that programs playing many
 * matches against Tessella's players pay no start-up per request.  The
 * computer players are made once per game and kind and kept. */

typedef struct
{
  GHashTable *ais;   /* "GAME\nKIND" -> TslAi */
} Batch;

/* An answer: {"id": ..., "ok": true, "result": ...} or
 * {"id": ..., "ok": false, "status": 2|3, "error": "..."} with the exit
 * statuses of the single commands. */
static void
answer (JsonNode   *id,
        JsonNode   *result,
        int         status,
        const char *message)
{
  g_autoptr(JsonObject) line = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);

  if (id != NULL)
    json_object_set_member (line, "id", json_node_copy (id));
  json_object_set_boolean_member (line, "ok", message == NULL);
  if (message == NULL)
    json_object_set_member (line, "result", result);
  else
    {
      json_object_set_int_member (line, "status", status);
      json_object_set_string_member (line, "error", message);
      if (result != NULL)
        json_object_set_member (line, "result", result);
    }
  json_node_set_object (root, line);
  _tsl_cli_print (root, FALSE);
}

static TslAi *
lookup_ai (Batch      *batch,
           TslEngine  *engine,
           const char *kind,
           GError    **error)
{
  g_autofree char *key = NULL;
  TslAi *ai;

  if (kind == NULL)
    {
      const char * const *kinds = tsl_engine_get_ai_kinds (engine);

      kind = kinds[g_strv_length ((char **) kinds) - 1];
    }
  key = g_strconcat (tsl_engine_get_id (engine), "\n", kind, NULL);
  ai = g_hash_table_lookup (batch->ais, key);
  if (ai != NULL)
    return ai;
  ai = tsl_engine_create_ai (engine, kind, error);
  if (ai != NULL)
    g_hash_table_insert (batch->ais, g_steal_pointer (&key), ai);
  return ai;
}

static JsonNode *
suggest (Batch      *batch,
         TslGame    *game,
         const char *kind,
         int        *status,
         GError    **error)
{
  TslEngine *engine = tsl_game_get_engine (game);
  JsonObject *action;
  JsonNode *node;
  TslAi *ai;
  TslMove move;

  ai = lookup_ai (batch, engine, kind, error);
  if (ai == NULL)
    {
      *status = TSL_CLI_BAD_INPUT;
      return NULL;
    }
  if (tsl_game_get_actor (game) < 0)
    return json_node_new (JSON_NODE_NULL);
  if (!tsl_game_suggest (game, ai, &move, error))
    {
      *status = TSL_CLI_FAILED;
      return NULL;
    }
  action = tsl_engine_move_to_json (engine, tsl_game_get_state (game), &move);
  json_object_set_int_member (action, "player", move.player);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, action);
  return node;
}

/* Runs one request; returns the result, or NULL with @status and @error. */
static JsonNode *
run_request (Batch      *batch,
             JsonObject *request,
             int        *status,
             GError    **error)
{
  const char *cmd = NULL;
  const char *kind = NULL;
  JsonNode *cmd_node = json_object_get_member (request, "cmd");
  JsonNode *game_node = json_object_get_member (request, "game");
  JsonNode *ai_node = json_object_get_member (request, "ai");
  g_autoptr(JsonArray) actions = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autoptr(GError) replay_error = NULL;
  JsonNode *result = NULL;

  *status = TSL_CLI_BAD_INPUT;
  if (cmd_node != NULL && JSON_NODE_HOLDS_VALUE (cmd_node)
      && json_node_get_value_type (cmd_node) == G_TYPE_STRING)
    cmd = json_node_get_string (cmd_node);
  if (g_strcmp0 (cmd, "legal") != 0 && g_strcmp0 (cmd, "suggest") != 0
      && g_strcmp0 (cmd, "replay") != 0)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("A request needs “cmd”: “legal”, “suggest” or “replay”"));
      return NULL;
    }
  if (ai_node != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (ai_node) || json_node_get_value_type (ai_node) != G_TYPE_STRING)
        {
          g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                               _("A request’s “ai” must be the name of a computer player"));
          return NULL;
        }
      kind = json_node_get_string (ai_node);
    }
  if (game_node == NULL || !JSON_NODE_HOLDS_OBJECT (game_node))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("A request needs “game”: a game file as a JSON object"));
      return NULL;
    }

  game = tsl_game_new_from_json (game_node, &actions, error);
  if (game == NULL)
    return NULL;
  if (!tsl_game_replay (game, actions, &replay_error))
    {
      /* As the single commands: an illegal action stops the replay with
       * status 3; the answer still carries the state before it. */
      if (!g_error_matches (replay_error, TSL_ERROR, TSL_ERROR_INVALID_MOVE))
        {
          g_propagate_error (error, g_steal_pointer (&replay_error));
          return NULL;
        }
    }

  if (g_str_equal (cmd, "replay"))
    result = tsl_game_get_state_json (game);
  else if (g_str_equal (cmd, "legal"))
    {
      result = json_node_new (JSON_NODE_ARRAY);
      json_node_take_array (result, tsl_game_legal_actions_json (game));
    }
  else if (replay_error == NULL)
    {
      result = suggest (batch, game, kind, status, error);
      if (result == NULL)
        return NULL;
    }

  if (replay_error != NULL)
    {
      *status = TSL_CLI_ILLEGAL;
      g_propagate_error (error, g_steal_pointer (&replay_error));
      return result;
    }
  *status = TSL_CLI_OK;
  return result;
}

/* Whether @id can be echoed exactly: json-glib writes a fraction or an
 * exponent back in its own form (1e20 as "1e+20.0", not even JSON), so
 * only text, whole numbers, true, false and null, and lists and objects of
 * them, are echoed. */
static gboolean
id_echoes_exactly (JsonNode *id)
{
  if (JSON_NODE_HOLDS_ARRAY (id))
    {
      JsonArray *array = json_node_get_array (id);

      for (guint i = 0; i < json_array_get_length (array); i++)
        if (!id_echoes_exactly (json_array_get_element (array, i)))
          return FALSE;
    }
  else if (JSON_NODE_HOLDS_OBJECT (id))
    {
      JsonObjectIter iter;
      JsonNode *member;

      json_object_iter_init (&iter, json_node_get_object (id));
      while (json_object_iter_next (&iter, NULL, &member))
        if (!id_echoes_exactly (member))
          return FALSE;
    }
  else if (JSON_NODE_HOLDS_VALUE (id))
    return json_node_get_value_type (id) != G_TYPE_DOUBLE;
  return TRUE;
}

static void
handle_line (Batch      *batch,
             const char *line,
             gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = tsl_json_load_from_data (line, (gssize) length, &error);
  JsonNode *id = NULL;
  JsonNode *result;
  int status = TSL_CLI_BAD_INPUT;

  if (root == NULL)
    {
      answer (NULL, NULL, TSL_CLI_BAD_INPUT, error->message);
      return;
    }
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      answer (NULL, NULL, TSL_CLI_BAD_INPUT, _("A request must be a JSON object"));
      return;
    }
  id = json_object_get_member (json_node_get_object (root), "id");
  if (id != NULL && !id_echoes_exactly (id))
    {
      answer (NULL, NULL, TSL_CLI_BAD_INPUT,
              _("A request’s “id” must be text, a whole number, true, false or null, or a list or "
                "object of them: it is echoed as sent"));
      return;
    }
  result = run_request (batch, json_node_get_object (root), &status, &error);
  answer (id, result, status, error != NULL ? error->message : NULL);
}

/* Reads one line of @in into @line, without its end, keeping at most
 * TSL_JSON_MAX_SIZE bytes: a longer line is read to its end and dropped,
 * and @too_long set, so it costs no more memory than a request may take.
 * FALSE at the end of the input. */
static gboolean
read_request_line (FILE     *in,
                   GString  *line,
                   gboolean *too_long)
{
  int c;

  g_string_truncate (line, 0);
  *too_long = FALSE;
  while ((c = getc_unlocked (in)) != EOF && c != '\n')
    {
      if (line->len < TSL_JSON_MAX_SIZE)
        g_string_append_c (line, (char) c);
      else
        *too_long = TRUE;
    }
  if (c == EOF && line->len == 0 && !*too_long)
    return FALSE;
  if (line->len > 0 && line->str[line->len - 1] == '\r')
    g_string_truncate (line, line->len - 1);
  return TRUE;
}

int
_tsl_cli_batch (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GString) line = g_string_new (NULL);
  Batch batch;
  gboolean too_long;
  int status;

  g_option_context_set_summary (context, _("Reads one JSON request per line on standard input "
                                           "({\"cmd\": \"legal\", \"suggest\" or \"replay\", "
                                           "\"game\": a game file, \"ai\": a computer player, "
                                           "\"id\": echoed}) and answers each with one JSON line, "
                                           "in one process."));
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Unexpected argument “%s”"), argv[1]);

  batch.ais = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  while (read_request_line (stdin, line, &too_long))
    {
      if (too_long)
        {
          g_autofree char *limit = g_format_size_full (TSL_JSON_MAX_SIZE, G_FORMAT_SIZE_IEC_UNITS);

          /* Translators: %s is a size, "32.0 MiB" */
          g_autofree char *message = g_strdup_printf (_("The request line is longer than %s, the most "
                                                        "this program reads; it was skipped"), limit);

          answer (NULL, NULL, TSL_CLI_BAD_INPUT, message);
        }
      else if (line->len > 0)
        handle_line (&batch, line->str, line->len);
    }
  g_hash_table_unref (batch.ais);
  return TSL_CLI_OK;
}
