/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-catan-traders-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON of Traders & Barbarians (docs/cli.md, "Traders & Barbarians"): the
 * wagon and barbarian actions, roads on destination paths, and the
 * scenario's part of the state.  Called by tsl-catan-json.c only. */

static gboolean
path_member (const CatanState *s,
             JsonObject       *o,
             const char       *name,
             const char       *a,
             gint32           *out,
             GError          **error)
{
  JsonNode *node = tsl_json_member (o, name);

  if (node == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   /* Translators: %s is an action type, then a member name (e.g. "to") */
                   _("Action “%s”: “%s” must be a path"), a, name);
      return FALSE;
    }
  *out = catan_tb_parse_path (s, node, error);
  if (*out < 0)
    {
      g_prefix_error (error, _("Action “%s”, “%s”: "), a, name);
      return FALSE;
    }
  return TRUE;
}

gboolean
catan_traders_move_from_json (const CatanState *s,
                              JsonObject       *o,
                              const char       *a,
                              TslMove          *m,
                              GError          **error)
{
  JsonNode *node;

  switch (m->type)
    {
    case TSL_CATAN_BUILD_ROAD:
      return path_member (s, o, "edge", a, &m->arg[0], error);

    case TSL_CATAN_MOVE_WAGON:
      node = tsl_json_member (o, "to");
      if (node == NULL)
        return catan_parse_error (error, a, _("“to” must be the intersection or destination the wagon goes to"));
      m->arg[0] = catan_tb_parse_node (s, node, error);
      if (m->arg[0] < 0)
        {
          g_prefix_error (error, _("Action “%s”, “%s”: "), a, "to");
          return FALSE;
        }
      m->arg[1] = -1;
      node = tsl_json_member (o, "commodity");
      if (node != NULL)
        {
          const char *name = tsl_json_node_string (node);

          if (!JSON_NODE_HOLDS_NULL (node) &&
              (name == NULL || (m->arg[1] = catan_name_index (catan_good_names, TSL_CATAN_N_GOODS, name)) < 0))
            return catan_parse_error (error, a, _("“commodity” must be glass, tools, sand, marble or null"));
          m->flags |= TSL_CATAN_MOVE_OUTCOME;
        }
      return TRUE;

    case TSL_CATAN_CHASE_BARBARIAN:
      if (!path_member (s, o, "path", a, &m->arg[0], error))
        return FALSE;
      node = tsl_json_member (o, "die");
      if (node != NULL)
        {
          gint64 die;

          if (!tsl_json_node_int (node, 1, 6, &die))
            return catan_parse_error (error, a, _("“die” must be a whole number from 1 to 6"));
          m->arg[1] = (gint32) die;
          m->flags |= TSL_CATAN_MOVE_OUTCOME;
        }
      return TRUE;

    case TSL_CATAN_MOVE_BARBARIAN:
      if (!path_member (s, o, "from", a, &m->arg[0], error) || !path_member (s, o, "to", a, &m->arg[1], error))
        return FALSE;
      m->arg[2] = -1;
      node = tsl_json_member (o, "stolen");
      if (node != NULL)
        {
          const char *name = tsl_json_node_string (node);

          if (!JSON_NODE_HOLDS_NULL (node) &&
              (name == NULL || (m->arg[2] = catan_name_index (catan_resource_names, CATAN_N_RES, name)) < 0))
            return catan_parse_error (error, a, _("“stolen” must name a resource, or be null"));
          m->flags |= TSL_CATAN_MOVE_OUTCOME;
        }
      return TRUE;

    default:   /* WAGON_GRAIN, UPGRADE_WAGON: nothing more */
      return TRUE;
    }
}

static void
add_name_or_null (JsonBuilder        *b,
                  const char         *member,
                  const char * const *names,
                  gint                i)
{
  json_builder_set_member_name (b, member);
  if (i >= 0)
    json_builder_add_string_value (b, names[i]);
  else
    json_builder_add_null_value (b);
}

void
catan_traders_move_to_json (const CatanState *s,
                            const TslMove    *m,
                            JsonBuilder      *b)
{
  gboolean outcome = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;

  switch (m->type)
    {
    case TSL_CATAN_MOVE_WAGON:
      json_builder_set_member_name (b, "to");
      catan_tb_add_node (s, b, (guint) m->arg[0]);
      if (outcome)
        add_name_or_null (b, "commodity", catan_good_names, m->arg[1]);
      break;
    case TSL_CATAN_CHASE_BARBARIAN:
      json_builder_set_member_name (b, "path");
      catan_tb_add_path (s, b, (guint) m->arg[0]);
      if (outcome)
        {
          json_builder_set_member_name (b, "die");
          json_builder_add_int_value (b, m->arg[1]);
        }
      break;
    case TSL_CATAN_MOVE_BARBARIAN:
      json_builder_set_member_name (b, "from");
      catan_tb_add_path (s, b, (guint) m->arg[0]);
      json_builder_set_member_name (b, "to");
      catan_tb_add_path (s, b, (guint) m->arg[1]);
      if (outcome)
        add_name_or_null (b, "stolen", catan_resource_names, m->arg[2]);
      break;
    default:
      break;
    }
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, v);
}

static void
add_bool (JsonBuilder *b,
          const char  *name,
          gboolean     v)
{
  json_builder_set_member_name (b, name);
  json_builder_add_boolean_value (b, v);
}

/* "traders": destinations with their cards left, roads on their paths,
 * barbarians, and the current player's movement. */
void
catan_traders_barbarians_state_to_json_after_trade (const CatanState *s,
                             JsonBuilder      *b)
{
  if (!catan_traders (s))
    return;
  json_builder_set_member_name (b, "traders");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "destinations");
  json_builder_begin_array (b);
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "terrain");
      json_builder_add_string_value (b, catan_terrain_names[catan_tb_dest_terrain (d)]);
      json_builder_set_member_name (b, "hex");
      catan_add_hex (b, s->slice_traders_barbarians.tb_dest_hex[d]);
      json_builder_set_member_name (b, "commodities_left");
      json_builder_begin_object (b);
      for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
        if (catan_tb_supplies (d, k))
          add_int (b, catan_good_names[k], s->slice_traders_barbarians.tb_goods[d][k]);
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "path_roads");
  json_builder_begin_array (b);
  for (guint x = 0; x < 4 * TSL_CATAN_TB_DESTINATIONS; x++)
    if (s->slice_traders_barbarians.tb_path_road[x] != CATAN_NONE)
      {
        json_builder_begin_object (b);
        json_builder_set_member_name (b, "owner");
        catan_add_owner (b, s, s->slice_traders_barbarians.tb_path_road[x]);
        json_builder_set_member_name (b, "edge");
        catan_tb_add_path (s, b, CATAN_TB_FIRST_PATH + x);
        json_builder_end_object (b);
      }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "barbarians");
  json_builder_begin_array (b);
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    catan_tb_add_path (s, b, s->slice_traders_barbarians.tb_barbarian[i]);
  json_builder_end_array (b);
  add_int (b, "mp_left", catan_tb_mp_left (s));
  add_bool (b, "grain_used", s->slice_traders_barbarians.tb_grain);
  add_bool (b, "moving", s->slice_traders_barbarians.tb_moving);
  add_bool (b, "arrived", s->slice_traders_barbarians.tb_arrived);
  add_bool (b, "chased", s->slice_traders_barbarians.tb_chased);
  json_builder_set_member_name (b, "barbarian_to_move");
  if (s->slice_traders_barbarians.tb_barbarian_move != CATAN_NONE)
    catan_tb_add_path (s, b, s->slice_traders_barbarians.tb_barbarian[s->slice_traders_barbarians.tb_barbarian_move]);
  else
    json_builder_add_null_value (b);
  add_int (b, "gold_buys_left", CATAN_GOLD_BUYS - s->gold_buys);
  json_builder_end_object (b);
}

/* In each player's object: gold, the wagon, its level, task and deliveries. */
void
catan_traders_barbarians_player_to_json (const CatanState *s,
                              guint             p,
                              JsonBuilder      *b)
{
  if (!catan_traders (s) || p >= s->n_players)
    return;
  add_int (b, "gold", s->gold[p]);
  json_builder_set_member_name (b, "wagon");
  if (s->slice_traders_barbarians.tb_wagon[p] != CATAN_NONE)
    catan_tb_add_node (s, b, s->slice_traders_barbarians.tb_wagon[p]);
  else
    json_builder_add_null_value (b);
  add_int (b, "wagon_level", s->slice_traders_barbarians.tb_level[p]);
  add_name_or_null (b, "task", catan_good_names, s->slice_traders_barbarians.tb_task[p] == CATAN_NONE ? -1 : s->slice_traders_barbarians.tb_task[p]);
  add_int (b, "deliveries", s->slice_traders_barbarians.tb_delivered[p]);
}
