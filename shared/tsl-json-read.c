/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-json-read.h"

/* The members one reader asked one object for, so that members it never
 * asked for can be refused: a format read by hand in many places has no
 * single list of its members.  Per thread, one object at a time. */
#define WATCH_MAX_NAMES 32
#define WATCH_NAME_SIZE 32

static _Thread_local struct
{
  JsonObject *object;
  guint       n_asked;
  gboolean    overflow;   /* too many or too long to keep: trust them all */
  char        asked[WATCH_MAX_NAMES][WATCH_NAME_SIZE];
} watch;

static void
watch_note (const char *member)
{
  for (guint i = 0; i < watch.n_asked; i++)
    if (strcmp (watch.asked[i], member) == 0)
      return;
  if (watch.n_asked == WATCH_MAX_NAMES || strlen (member) >= WATCH_NAME_SIZE)
    {
      watch.overflow = TRUE;
      return;
    }
  strcpy (watch.asked[watch.n_asked++], member);
}

/**
 * tsl_json_watch:
 * @object: an object about to be read with tsl_json_member()
 *
 * Starts noting which members of @object the reader asks for, until
 * tsl_json_watch_unread().
 */
void
tsl_json_watch (JsonObject *object)
{
  g_return_if_fail (object != NULL);
  g_return_if_fail (watch.object == NULL);
  watch.object = object;
  watch.n_asked = 0;
  watch.overflow = FALSE;
}

/**
 * tsl_json_watch_unread:
 * @object: the object given to tsl_json_watch()
 *
 * Ends the watch of @object.
 *
 * Returns: (transfer none) (nullable): the first member of @object that no
 *   tsl_json_member() asked for since tsl_json_watch(), or %NULL
 */
const char *
tsl_json_watch_unread (JsonObject *object)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *value;

  g_return_val_if_fail (watch.object == object, NULL);
  watch.object = NULL;
  if (watch.overflow)
    return NULL;
  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &name, &value))
    {
      gboolean asked = FALSE;

      for (guint i = 0; i < watch.n_asked && !asked; i++)
        asked = strcmp (watch.asked[i], name) == 0;
      if (!asked)
        return name;
    }
  return NULL;
}

/**
 * tsl_json_member:
 * @object: (nullable): an object
 * @member: a member name
 *
 * Returns: (transfer none) (nullable): the member, or %NULL when it is
 *   absent or `null` (the files treat both as "not given")
 */
JsonNode *
tsl_json_member (JsonObject *object,
                 const char *member)
{
  JsonNode *node;

  if (object == NULL)
    return NULL;
  if (G_UNLIKELY (object == watch.object))
    watch_note (member);
  node = json_object_get_member (object, member);
  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

/* Returns: (transfer none) (nullable): the string @node holds, else %NULL */
const char *
tsl_json_node_string (JsonNode *node)
{
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

/**
 * tsl_json_node_int:
 * @node: (nullable): a node
 * @min: the smallest value allowed
 * @max: the largest value allowed
 * @out: (out): the value, set only on success
 *
 * Reads a whole number in [@min, @max].  Doubles (`1e30`, `2.0`), strings
 * and containers are refused, so a caller may narrow the value safely.
 *
 * Returns: %TRUE if @node is an integer in range
 */
gboolean
tsl_json_node_int (JsonNode *node,
                   gint64    min,
                   gint64    max,
                   gint64   *out)
{
  gint64 value;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_INT64)
    return FALSE;
  value = json_node_get_int (node);
  if (value < min || value > max)
    return FALSE;
  *out = value;
  return TRUE;
}

/* Returns: (transfer none) (nullable): the array @node holds, else %NULL */
JsonArray *
tsl_json_node_array (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/* Returns: (transfer none) (nullable): the object @node holds, else %NULL */
JsonObject *
tsl_json_node_object (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
}

/* Returns: (transfer none) (nullable): member @member if it is a string */
const char *
tsl_json_string_member (JsonObject *object,
                        const char *member)
{
  return tsl_json_node_string (tsl_json_member (object, member));
}

/* Returns: %TRUE if member @member is an integer in [@min, @max] */
gboolean
tsl_json_int_member (JsonObject *object,
                     const char *member,
                     gint64      min,
                     gint64      max,
                     gint64     *out)
{
  return tsl_json_node_int (tsl_json_member (object, member), min, max, out);
}

/* Returns: (transfer none) (nullable): member @member if it is a list */
JsonArray *
tsl_json_array_member (JsonObject *object,
                       const char *member)
{
  return tsl_json_node_array (tsl_json_member (object, member));
}

/* Returns: (transfer none) (nullable): member @member if it is an object */
JsonObject *
tsl_json_object_member (JsonObject *object,
                        const char *member)
{
  return tsl_json_node_object (tsl_json_member (object, member));
}

/* Returns: %TRUE if element @index of @array is an integer in [@min, @max] */
gboolean
tsl_json_int_element (JsonArray *array,
                      guint      index,
                      gint64     min,
                      gint64     max,
                      gint64    *out)
{
  if (array == NULL || index >= json_array_get_length (array))
    return FALSE;
  return tsl_json_node_int (json_array_get_element (array, index), min, max, out);
}

/**
 * tsl_json_unknown_member:
 * @object: an object
 * @known: (array zero-terminated=1): the member names the format knows
 *
 * Returns: (transfer none) (nullable): the first member of @object that is
 *   not in @known, or %NULL when there is none
 */
const char *
tsl_json_unknown_member (JsonObject         *object,
                         const char * const *known)
{
  JsonObjectIter iter;
  const char *name;
  JsonNode *value;

  json_object_iter_init (&iter, object);
  while (json_object_iter_next (&iter, &name, &value))
    if (!g_strv_contains (known, name))
      return name;
  return NULL;
}

/**
 * tsl_json_parse_index_key:
 * @key: an object member name used as a number (a seat in a monopoly's `taken`)
 * @n: how many indices there are
 * @out: (out): the index, set only on success
 *
 * Accepts only the canonical decimal form the engines write: "0", "1", ...
 * without sign, spaces or leading zeros, so that one index has one name.
 *
 * Returns: %TRUE if @key names an index below @n
 */
gboolean
tsl_json_parse_index_key (const char *key,
                          guint       n,
                          guint      *out)
{
  guint64 value = 0;

  if (key == NULL || key[0] == '\0' || (key[0] == '0' && key[1] != '\0'))
    return FALSE;
  for (const char *c = key; *c != '\0'; c++)
    {
      if (!g_ascii_isdigit (*c))
        return FALSE;
      value = value * 10 + (guint64) (*c - '0');
      if (value >= n)
        return FALSE;
    }
  *out = (guint) value;
  return TRUE;
}
