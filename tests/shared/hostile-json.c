/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hostile-json.h"
#include "tsl-error.h"
#include "tsl-game.h"

static const char * const kind_texts[HOSTILE_N_KINDS] = {
  "{\"x\": 1}", "[{}]", "null", "2.5", "1e30", "-1e23", "4294967297",
  "9223372036854775807", "-1", "-1000", "\"nonsense\"",
};

const char *
hostile_kind_text (HostileKind kind)
{
  return kind_texts[kind];
}

static JsonNode *
make_hostile (HostileKind kind)
{
  JsonNode *node = json_node_new (JSON_NODE_VALUE);

  switch (kind)
    {
    case HOSTILE_OBJECT:
      {
        g_autoptr(JsonObject) o = json_object_new ();

        json_object_set_int_member (o, "x", 1);
        json_node_init_object (node, o);
        break;
      }
    case HOSTILE_LIST:
      {
        g_autoptr(JsonArray) a = json_array_new ();

        /* A list of something no list of the formats holds. */
        json_array_add_object_element (a, json_object_new ());
        json_node_init_array (node, a);
        break;
      }
    case HOSTILE_NULL:
      json_node_init_null (node);
      break;
    case HOSTILE_FRACTION:
      json_node_set_double (node, 2.5);
      break;
    case HOSTILE_HUGE_DOUBLE:
      json_node_set_double (node, 1e30);
      break;
    case HOSTILE_NEGATIVE_DOUBLE:
      json_node_set_double (node, -1e23);
      break;
    case HOSTILE_WRAPS_32:
      json_node_set_int (node, G_GINT64_CONSTANT (4294967297));
      break;
    case HOSTILE_MAX_64:
      json_node_set_int (node, G_MAXINT64);
      break;
    case HOSTILE_MINUS_ONE:
      json_node_set_int (node, -1);
      break;
    case HOSTILE_NEGATIVE:
      json_node_set_int (node, -1000);
      break;
    case HOSTILE_WRONG_STRING:
    default:
      json_node_set_string (node, "nonsense");
      break;
    }
  return node;
}

/* Arrays cannot replace an element in json-glib 1.6: rebuild the list. */
static void
replace_element (JsonNode   *parent,
                 guint       index,
                 HostileKind kind)
{
  JsonArray *old = json_node_get_array (parent);
  g_autoptr(JsonArray) array = json_array_new ();

  for (guint i = 0; i < json_array_get_length (old); i++)
    json_array_add_element (array, i == index ? make_hostile (kind)
                                              : json_node_copy (json_array_get_element (old, i)));
  json_node_set_array (parent, array);
}

/* Visits the nodes below @node in a fixed order; the @target-th one is
 * replaced and its path stored in @found. */
static gboolean
replace_nth (JsonNode   *node,
             GString    *path,
             guint      *counter,
             guint       target,
             HostileKind kind,
             GString    *found)
{
  gsize len = path->len;

  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autoptr(GList) members = json_object_get_members (json_node_get_object (node));

      for (GList *l = members; l != NULL; l = l->next)
        {
          JsonNode *child = json_object_get_member (json_node_get_object (node), l->data);

          g_string_append_printf (path, len > 0 ? ".%s" : "%s", (const char *) l->data);
          if ((*counter)++ == target)
            {
              json_object_set_member (json_node_get_object (node), l->data, make_hostile (kind));
              g_string_assign (found, path->str);
              return TRUE;
            }
          if (replace_nth (child, path, counter, target, kind, found))
            return TRUE;
          g_string_truncate (path, len);
        }
    }
  else if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *array = json_node_get_array (node);

      for (guint i = 0; i < json_array_get_length (array); i++)
        {
          JsonNode *child = json_array_get_element (array, i);

          g_string_append_printf (path, "[%u]", i);
          if ((*counter)++ == target)
            {
              replace_element (node, i, kind);
              g_string_assign (found, path->str);
              return TRUE;
            }
          if (replace_nth (child, path, counter, target, kind, found))
            return TRUE;
          g_string_truncate (path, len);
        }
    }
  return FALSE;
}

/**
 * hostile_for_each:
 * @json: a valid document (an object)
 * @check: called for every variant
 *
 * Returns: how many variants were checked
 */
guint
hostile_for_each (const char  *json,
                  HostileCheck check,
                  gpointer     user_data)
{
  guint n = 0;

  for (guint target = 0;; target++)
    {
      gboolean any = FALSE;

      for (guint k = 0; k < HOSTILE_N_KINDS; k++)
        {
          g_autoptr(GError) error = NULL;
          g_autoptr(JsonNode) root = json_from_string (json, &error);
          g_autoptr(GString) path = g_string_new (NULL);
          g_autoptr(GString) found = g_string_new (NULL);
          guint counter = 0;

          g_assert_no_error (error);
          if (!replace_nth (root, path, &counter, target, k, found))
            break;
          any = TRUE;
          check (root, found->str, k, user_data);
          n++;
        }
      if (!any)
        return n;
    }
}

/* Returns: whether the top-level member of @path is one of @members */
gboolean
hostile_path_in (const char         *path,
                 const char * const *members)
{
  gsize len = strcspn (path, ".[");

  for (guint i = 0; members[i] != NULL; i++)
    if (strlen (members[i]) == len && strncmp (path, members[i], len) == 0)
      return TRUE;
  return FALSE;
}

typedef struct
{
  TslEngine *engine;
  guint      n_players;
  guint64    seed;
  guint      refused;
} OptionsCheck;

static void
check_option_refused (JsonNode    *variant,
                      const char  *path,
                      HostileKind  kind,
                      gpointer     user_data)
{
  OptionsCheck *check = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (check->engine, json_node_get_object (variant),
                                          check->n_players, check->seed, NULL, &error);

  if (game != NULL)
    g_error ("option %s = %s was accepted", path, hostile_kind_text (kind));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
  check->refused++;
}

/**
 * hostile_check_options:
 *
 * Every option of @engine's defaults, made hostile, is refused cleanly: a
 * TSL_ERROR_INVALID_OPTION and no game.
 */
void
hostile_check_options (TslEngine *engine,
                       guint      n_players,
                       guint64    seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, NULL, n_players, seed, NULL, &error);
  g_autoptr(JsonNode) options = json_node_alloc ();
  g_autofree char *text = NULL;
  OptionsCheck check = { engine, n_players, seed, 0 };

  g_assert_no_error (error);
  json_node_init_object (options, tsl_game_get_options (game));
  text = json_to_string (options, FALSE);
  hostile_for_each (text, check_option_refused, &check);
  g_assert_cmpuint (check.refused, >=, HOSTILE_N_KINDS);
}
