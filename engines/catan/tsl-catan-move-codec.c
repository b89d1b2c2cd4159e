/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-move-table-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* The one reader and writer of the members a move type's table
 * describes (tsl-catan-move-table-private.h).  Its refusals are the
 * board's (tsl-catan-board.c) and the table's, word for word what the
 * hand-written readers said, so the game files and the tests' messages
 * stay as they were. */

static gboolean
refuse (GError             **error,
        const CatanMoveSpec *spec,
        const char          *what)
{
  return catan_parse_error (error, spec->name, _(what));
}

/* What is wrong with a place in a list or a module's place, after which
 * action and member. */
static gboolean
field_failed (GError             **error,
              const CatanMoveSpec *spec,
              const CatanMoveArg  *arg)
{
  if (error != NULL && *error != NULL)
    {
      /* Translators: a move in a game file: the action's name, its member's name, then
       * the reason, a whole sentence translated on its own (it starts with a capital
       * where a language capitalises after a colon) */
      char *message = g_strdup_printf (_("Action “%s”, “%s”: %s"), spec->name, arg->member, (*error)->message);

      g_free ((*error)->message);
      (*error)->message = message;
    }
  return FALSE;
}

/* A place: a vertex, an edge or a hex, or -1 with @error set. */
static gint
read_place (guint      kind,
            JsonNode  *node,
            GError   **error)
{
  switch (kind)
    {
    case CATAN_ARG_VERTEX:
      return catan_parse_vertex (node, error);
    case CATAN_ARG_EDGE:
      return catan_parse_edge (node, error);
    default:
      return catan_parse_hex (node, error);
    }
}

static gboolean
read_edges (const CatanMoveSpec *spec,
            const CatanMoveArg  *arg,
            JsonNode            *node,
            TslMove             *m,
            GError             **error)
{
  JsonArray *edges = tsl_json_node_array (node);
  guint n = edges != NULL ? json_array_get_length (edges) : 0;

  if ((node != NULL && edges == NULL) || n < (guint) arg->min || n > (guint) arg->max)
    return refuse (error, spec, arg->refusal);
  for (guint i = 0; i < n; i++)
    {
      m->arg[arg->at + i] = catan_parse_edge (json_array_get_element (edges, i), error);
      if (m->arg[arg->at + i] < 0)
        return field_failed (error, spec, arg);
    }
  return TRUE;
}

static gboolean
read_seats (const CatanMoveSpec *spec,
            const CatanMoveArg  *arg,
            const CatanState    *s,
            JsonNode            *node,
            TslMove             *m,
            GError             **error)
{
  JsonArray *seats = tsl_json_node_array (node);
  gint seat;

  if (seats == NULL)
    return refuse (error, spec, arg->refusal);
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      JsonNode *element = json_array_get_element (seats, i);
      const char *name = tsl_json_node_string (element);
      gint k = name != NULL && arg->names != NULL ? catan_name_index (arg->names, (guint) arg->max, name) : -1;

      if (k >= 0)
        seat = CATAN_MAX_PLAYERS + k;
      else if (!catan_parse_seat (element, s->n_players, &seat))
        return refuse (error, spec, arg->refusal_item);
      if (m->arg[arg->at] & (1 << seat))
        {
          /* Translators: %s is a member of an action, "to" or "roll_winners" */
          g_autofree char *what = g_strdup_printf (_("“%s” lists the same seat twice"), arg->member);

          return catan_parse_error (error, spec->name, what);
        }
      m->arg[arg->at] |= 1 << seat;
    }
  return TRUE;
}

/* FALSE if @node is no list of at most len numbers in range */
static gboolean
read_numbers (const CatanMoveArg *arg,
              JsonNode           *node,
              TslMove            *m)
{
  JsonArray *list = tsl_json_node_array (node);
  guint n = list != NULL ? json_array_get_length (list) : 0;
  guint i = 0;
  gint64 v;

  /* Read while each is a number; a list read to its end, and no longer
   * than len, is right. */
  if (n <= arg->len)
    while (i < n && tsl_json_int_element (list, i, arg->min, arg->max, &v))
      m->count[arg->at + i++] = (guint8) v;
  return list != NULL && i == n;
}

static gboolean
read_seat_counts (const CatanMoveSpec *spec,
                  const CatanMoveArg  *arg,
                  const CatanState    *s,
                  JsonNode            *node,
                  TslMove             *m,
                  GError             **error)
{
  JsonObjectIter iter;
  const char *key;
  JsonNode *value;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return refuse (error, spec, arg->refusal);
  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &key, &value))
    {
      guint q;
      gint64 n;

      /* One name per seat, as the engine writes it: "01" or "+1" would
       * be a second key for the same seat. */
      if (!tsl_json_parse_index_key (key, s->n_players, &q))
        return refuse (error, spec, arg->refusal_item);
      if (!tsl_json_node_int (value, 0, 95, &n))
        return refuse (error, spec, arg->refusal);
      m->count[arg->at + q] = (guint8) n;
    }
  return TRUE;
}

/* Absent means "draw it"; null with no victim records that nothing was
 * drawn; null with a victim is treated as absent. */
static gboolean
read_drawn (const CatanMoveSpec *spec,
            const CatanMoveArg  *arg,
            JsonObject          *o,
            TslMove             *m,
            GError             **error)
{
  JsonNode *node;

  if (!json_object_has_member (o, arg->member))
    return TRUE;
  node = tsl_json_member (o, arg->member);
  if (node != NULL)
    {
      const char *name = tsl_json_node_string (node);
      gint r = name != NULL ? catan_name_index (catan_resource_names, CATAN_N_RES, name) : -1;

      if (r < 0)
        return refuse (error, spec, arg->refusal);
      m->arg[arg->at] = r;
      m->flags |= TSL_CATAN_MOVE_OUTCOME;
    }
  else if (m->arg[arg->from] < 0)
    m->flags |= TSL_CATAN_MOVE_OUTCOME;
  return TRUE;
}

static gboolean
read_arg (const CatanMoveSpec *spec,
          const CatanMoveArg  *arg,
          const CatanState    *s,
          JsonObject          *o,
          TslMove             *m,
          GError             **error)
{
  JsonNode *node = tsl_json_member (o, arg->member);
  gint64 v;
  gint i;

  switch (arg->kind)
    {
    case CATAN_ARG_VERTEX:
    case CATAN_ARG_EDGE:
    case CATAN_ARG_HEX:
      if (node == NULL)
        return refuse (error, spec, arg->refusal);
      m->arg[arg->at] = read_place (arg->kind, node, error);
      return m->arg[arg->at] >= 0 || catan_parse_field_failed (error, arg->member);
    case CATAN_ARG_EDGE_OR_NULL:
      if (node == NULL)
        return TRUE;
      m->arg[arg->at] = catan_parse_edge (node, error);
      return m->arg[arg->at] >= 0 || catan_parse_field_failed (error, arg->member);
    case CATAN_ARG_EDGES:
      return read_edges (spec, arg, node, m, error);
    case CATAN_ARG_SEAT:
      return catan_parse_seat (node, s->n_players, &m->arg[arg->at]) || refuse (error, spec, arg->refusal);
    case CATAN_ARG_SEAT_OR_NULL:
      return node == NULL || catan_parse_seat (node, s->n_players, &m->arg[arg->at]) ||
             refuse (error, spec, arg->refusal);
    case CATAN_ARG_SEATS:
      return read_seats (spec, arg, s, node, m, error);
    case CATAN_ARG_NAME:
      if (node == NULL && (arg->flags & CATAN_ARG_NULL))
        return TRUE;
      i = tsl_json_node_string (node) != NULL ? catan_name_index (arg->names, (guint) arg->max,
                                                                  tsl_json_node_string (node))
                                              : -1;
      if (i < 0)
        return refuse (error, spec, arg->refusal);
      m->arg[arg->at] = i;
      return TRUE;
    case CATAN_ARG_INT:
      if (!tsl_json_node_int (node, arg->min, arg->max, &v))
        return refuse (error, spec, arg->refusal);
      m->arg[arg->at] = (gint32) v;
      return TRUE;
    case CATAN_ARG_BOOL:
      if (node != NULL && (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN))
        return refuse (error, spec, arg->refusal);
      m->arg[arg->at] = node != NULL && json_node_get_boolean (node);
      return TRUE;
    case CATAN_ARG_RESOURCES:
      return catan_parse_resource_map (o, arg->member, spec->name, m->count + arg->at, error);
    case CATAN_ARG_SEAT_COUNTS:
      return read_seat_counts (spec, arg, s, node, m, error);
    case CATAN_ARG_DRAWN:
      return read_drawn (spec, arg, o, m, error);
    case CATAN_ARG_COUNT:
      if (node != NULL && !tsl_json_node_int (node, arg->min, arg->max, &v))
        return refuse (error, spec, arg->refusal);
      m->count[arg->at] = node != NULL ? (guint8) v : 0;
      return TRUE;
    case CATAN_ARG_NUMBERS:
      return read_numbers (arg, node, m) || refuse (error, spec, arg->refusal);
    case CATAN_ARG_DICE:
      return catan_parse_dice (node, m->count + arg->at) || refuse (error, spec, arg->refusal);
    case CATAN_ARG_LAND_OR_NULL:
      if (node == NULL)
        return TRUE;
      G_GNUC_FALLTHROUGH;
    case CATAN_ARG_LAND:   /* what is wrong is said by the table, not the board */
      i = node != NULL ? catan_parse_hex (node, NULL) : -1;
      if (i < 0 || i >= CATAN_N_LAND)
        return refuse (error, spec, arg->refusal);
      m->arg[arg->at] = i;
      return TRUE;
    case CATAN_ARG_PLACE:   /* the module's message says what is wrong */
      if (node == NULL)
        return refuse (error, spec, arg->refusal);
      m->arg[arg->at] = arg->parse (s, node, error);
      return m->arg[arg->at] >= 0 || field_failed (error, spec, arg);
    default:
      g_assert_not_reached ();
    }
}

/* The kinds that live in count[], not arg[] */
static gboolean
in_counts (const CatanMoveArg *arg)
{
  return arg->kind == CATAN_ARG_RESOURCES || arg->kind == CATAN_ARG_SEAT_COUNTS || arg->kind == CATAN_ARG_COUNT ||
         arg->kind == CATAN_ARG_NUMBERS || arg->kind == CATAN_ARG_DICE;
}

gboolean
catan_move_spec_read (const CatanMoveSpec *spec,
                      const CatanState    *s,
                      JsonObject          *o,
                      TslMove             *m,
                      GError             **error)
{
  gboolean decided = FALSE, recorded = FALSE;

  /* What a member leaves unsaid is -1: no seat, no second edge, nothing
   * drawn yet. */
  for (guint i = 0; i < spec->n_args; i++)
    {
      const CatanMoveArg *arg = &spec->args[i];

      if (in_counts (arg))
        continue;   /* count[], zero already */
      if (arg->kind == CATAN_ARG_SEAT_OR_NULL || arg->kind == CATAN_ARG_EDGE_OR_NULL ||
          arg->kind == CATAN_ARG_LAND_OR_NULL || arg->kind == CATAN_ARG_DRAWN ||
          (arg->flags & (CATAN_ARG_UNSET | CATAN_ARG_NULL)))
        m->arg[arg->at] = -1;
      else if (arg->kind == CATAN_ARG_EDGES)
        for (gint k = arg->min; k < arg->max; k++)
          m->arg[arg->at + k] = -1;
    }
  for (guint i = 0; i < spec->n_args; i++)
    {
      const CatanMoveArg *arg = &spec->args[i];
      gboolean outcome = (arg->flags & CATAN_ARG_OUTCOME) != 0 && arg->kind != CATAN_ARG_DRAWN;

      gboolean present = tsl_json_member (o, arg->member) != NULL;

      /* The first outcome member says whether the move records one. */
      if (outcome && !decided)
        {
          decided = TRUE;
          recorded = present;
        }
      if (outcome && (!recorded || (!present && (arg->flags & CATAN_ARG_UNSET))))
        continue;
      if (!read_arg (spec, arg, s, o, m, error))
        return FALSE;
      if (outcome)
        m->flags |= TSL_CATAN_MOVE_OUTCOME;
    }
  return TRUE;
}

static void
write_arg (const CatanMoveArg *arg,
           const CatanState   *s,
           const TslMove      *m,
           JsonBuilder        *b)
{
  /* count[] kinds index past arg[]: read arg[at] only for the others. */
  gint32 value = in_counts (arg) ? 0 : m->arg[arg->at];

  if (arg->kind == CATAN_ARG_RESOURCES)
    {
      catan_add_resource_map (b, arg->member, m->count + arg->at);
      return;
    }
  if (arg->kind == CATAN_ARG_SEAT_OR_NULL)
    {
      catan_add_seat_or_null (b, arg->member, value);
      return;
    }
  json_builder_set_member_name (b, arg->member);
  if (value < 0 && (arg->kind == CATAN_ARG_EDGE_OR_NULL || arg->kind == CATAN_ARG_LAND_OR_NULL))
    {
      json_builder_add_null_value (b);
      return;
    }
  switch (arg->kind)
    {
    case CATAN_ARG_VERTEX:
      catan_add_vertex (b, (guint) value);
      break;
    case CATAN_ARG_EDGE:
    case CATAN_ARG_EDGE_OR_NULL:
      catan_add_edge (b, (guint) value);
      break;
    case CATAN_ARG_HEX:
    case CATAN_ARG_LAND:
    case CATAN_ARG_LAND_OR_NULL:
      catan_add_hex (b, (guint) value);
      break;
    case CATAN_ARG_PLACE:
      arg->add (s, b, (guint) value);
      break;
    case CATAN_ARG_EDGES:
      json_builder_begin_array (b);
      for (gint k = 0; k < arg->max; k++)
        if (k < arg->min || m->arg[arg->at + k] >= 0)
          catan_add_edge (b, (guint) m->arg[arg->at + k]);
      json_builder_end_array (b);
      break;
    case CATAN_ARG_SEATS:
      json_builder_begin_array (b);
      for (guint q = 0; q < CATAN_MAX_PLAYERS; q++)
        if (value & (1 << q))
          json_builder_add_int_value (b, q);
      for (gint k = 0; arg->names != NULL && k < arg->max; k++)
        if (value & (1 << (CATAN_MAX_PLAYERS + k)))
          json_builder_add_string_value (b, arg->names[k]);
      json_builder_end_array (b);
      break;
    case CATAN_ARG_NAME:
      if (value >= 0)
        json_builder_add_string_value (b, arg->names[value]);
      else
        json_builder_add_null_value (b);   /* CATAN_ARG_NULL */
      break;
    case CATAN_ARG_COUNT:
      json_builder_add_int_value (b, m->count[arg->at]);
      break;
    case CATAN_ARG_NUMBERS:
      json_builder_begin_array (b);
      for (guint k = 0; k < arg->len; k++)
        if (m->count[arg->at + k] != 0)
          json_builder_add_int_value (b, m->count[arg->at + k]);
      json_builder_end_array (b);
      break;
    case CATAN_ARG_DICE:
      json_builder_begin_array (b);
      json_builder_add_int_value (b, m->count[arg->at]);
      json_builder_add_int_value (b, m->count[arg->at + 1]);
      json_builder_end_array (b);
      break;
    case CATAN_ARG_SEAT:
    case CATAN_ARG_INT:
      json_builder_add_int_value (b, value);
      break;
    case CATAN_ARG_BOOL:
      json_builder_add_boolean_value (b, value != 0);
      break;
    case CATAN_ARG_SEAT_COUNTS:
      json_builder_begin_object (b);
      for (guint q = 0; q < s->n_players; q++)
        if (q != (guint) m->player)
          {
            char key[8];

            g_snprintf (key, sizeof key, "%u", q);
            json_builder_set_member_name (b, key);
            json_builder_add_int_value (b, m->count[arg->at + q]);
          }
      json_builder_end_object (b);
      break;
    case CATAN_ARG_DRAWN:
      if (value >= 0)
        json_builder_add_string_value (b, catan_resource_names[value]);
      else
        json_builder_add_null_value (b);
      break;
    default:
      g_assert_not_reached ();
    }
}

void
catan_move_spec_write (const CatanMoveSpec *spec,
                       const CatanState    *s,
                       const TslMove       *m,
                       JsonBuilder         *b)
{
  gboolean outcome = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;

  for (guint i = 0; i < spec->n_args; i++)
    {
      const CatanMoveArg *arg = &spec->args[i];

      if ((arg->flags & CATAN_ARG_OUTCOME) && !outcome)
        continue;
      if ((arg->flags & CATAN_ARG_UNSET) && m->arg[arg->at] < 0)
        continue;
      write_arg (arg, s, m, b);
    }
}

void
catan_move_spec_describe (const CatanMoveSpec *spec,
                          const CatanState    *s,
                          const TslMove       *m,
                          const char          *who,
                          GString             *out)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(GString) members = g_string_new (NULL);
  g_autofree char *name = g_strdelimit (g_strdup (spec->name), "_", ' ');
  JsonObjectIter iter;
  const char *member;
  JsonNode *value;

  json_builder_begin_object (b);
  catan_move_spec_write (spec, s, m, b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  json_object_iter_init (&iter, json_node_get_object (root));
  while (json_object_iter_next (&iter, &member, &value))
    {
      g_autofree char *text = json_to_string (value, FALSE);

      if (members->len > 0)
        g_string_append (members, ", ");
      /* Translators: a member of a move and its value as a game file
       * writes them, e.g. "dice: [3,5]" */
      g_string_append_printf (members, _("%s: %s"), member, text);
    }
  if (members->len > 0)
    /* Translators: the log's sentence of a move without one of its own:
     * a player's name, the move's name ("move wagon") and its members as
     * a game file writes them */
    g_string_append_printf (out, _("%s made the move “%s” (%s)."), who, name, members->str);
  else
    /* Translators: a player's name and the move's name ("move wagon") */
    g_string_append_printf (out, _("%s made the move “%s”."), who, name);
}
