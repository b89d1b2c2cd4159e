/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-catan-traders-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON of Traders & Barbarians (docs/cli-catan-modules.md, "Traders & Barbarians"): the
 * wagon and barbarian actions, roads on destination paths, and the
 * scenario's part of the state, through its hooks. */

/* The scenario's moves (tsl-catan-move-table-private.h), and a road that
 * may lie on a destination's path: a path is an edge or a destination
 * hex with one of its land corners; a wagon goes to an intersection or
 * a destination's centre.  What the engine drew: the commodity the wagon
 * picked up, the die of a chase, the card a barbarian stole (null read
 * as absent). */
static const CatanMoveSpec build_road = { "build_road", 1, {
  { .member = "edge", .kind = CATAN_ARG_PLACE, .parse = catan_tb_parse_path, .add = catan_tb_add_path,
    .refusal = N_("“edge” must be a path") } } };
static const CatanMoveSpec move_wagon = { "move_wagon", 2, {
  { .member = "to", .kind = CATAN_ARG_PLACE, .parse = catan_tb_parse_node, .add = catan_tb_add_node,
    .refusal = N_("“to” must be the intersection or destination the wagon goes to") },
  { .member = "commodity", .kind = CATAN_ARG_NAME, .at = 1, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_NULL,
    .max = TSL_CATAN_N_GOODS, .names = catan_good_names,
    .refusal = N_("“commodity” must be glass, tools, sand, marble or null") } } };
static const CatanMoveSpec wagon_grain = { "wagon_grain", 0, { { 0, } } };
static const CatanMoveSpec upgrade_wagon = { "upgrade_wagon", 0, { { 0, } } };
static const CatanMoveSpec chase_barbarian = { "chase_barbarian", 2, {
  { .member = "path", .kind = CATAN_ARG_PLACE, .parse = catan_tb_parse_path, .add = catan_tb_add_path,
    .refusal = N_("“path” must be a path") },
  { .member = "die", .kind = CATAN_ARG_INT, .at = 1, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_PUBLIC, .min = 1, .max = 6,
    .refusal = N_("“die” must be a whole number from 1 to 6") } } };
static const CatanMoveSpec move_barbarian = { "move_barbarian", 3, {
  { .member = "from", .kind = CATAN_ARG_PLACE, .parse = catan_tb_parse_path, .add = catan_tb_add_path,
    .refusal = N_("“from” must be a path") },
  { .member = "to", .kind = CATAN_ARG_PLACE, .at = 1, .parse = catan_tb_parse_path, .add = catan_tb_add_path,
    .refusal = N_("“to” must be a path") },
  { .member = "stolen", .kind = CATAN_ARG_NAME, .at = 2, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_NULL,
    .max = CATAN_N_RES, .names = catan_resource_names,
    .refusal = N_("“stolen” must name a resource, or be null") } } };

/* Its moves' tables, and build_road's, which stands for the core's in
 * its games. */
const CatanMoveSpec *
catan_traders_move_spec (guint type)
{
  switch (type)
    {
    case TSL_CATAN_BUILD_ROAD:
      return &build_road;
    case TSL_CATAN_MOVE_WAGON:
      return &move_wagon;
    case TSL_CATAN_WAGON_GRAIN:
      return &wagon_grain;
    case TSL_CATAN_CHASE_BARBARIAN:
      return &chase_barbarian;
    case TSL_CATAN_MOVE_BARBARIAN:
      return &move_barbarian;
    case TSL_CATAN_UPGRADE_WAGON:
      return &upgrade_wagon;
    default:
      return NULL;
    }
}

/* Its moves' tables in every game (the rules refuse them in others), and
 * its road in its own games */
gboolean
catan_traders_barbarians_action_spec (const CatanState     *s,
                                      guint                 type,
                                      const CatanMoveSpec **spec)
{
  if (type == TSL_CATAN_BUILD_ROAD && !catan_traders_barbarians (s))
    return FALSE;
  *spec = catan_traders_move_spec (type);
  return *spec != NULL;
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
  if (!catan_traders_barbarians (s))
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
  if (!catan_traders_barbarians (s) || p >= s->n_players)
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

/* The commodity card a wagon takes lies open (the wagon carries it in
 * sight to its destination); the card a barbarian draws from a road's
 * owner is the mover's and that owner's to know. */
gint
catan_traders_barbarians_outcome_seen (const CatanState *s,
                                       const TslMove    *m,
                                       const char       *member,
                                       gint              seat)
{
  if (!catan_traders_barbarians (s))
    return -1;
  if (m->type == TSL_CATAN_MOVE_WAGON && g_str_equal (member, "commodity"))
    return 1;
  if (m->type == TSL_CATAN_MOVE_BARBARIAN && g_str_equal (member, "stolen"))
    return seat >= 0 && (seat == m->player
                         || (m->arg[1] >= 0 && seat == catan_tb_path_owner (s, (guint) m->arg[1])));
  return -1;
}
