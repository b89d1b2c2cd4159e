/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON of Barbarian Attack (docs/cli-catan-modules.md, "Barbarian Attack"): the
 * actions' members, the barbarians recorded by a build and the state's
 * "barbarian_attack" object, through its hooks. */

static const char * const colour_names[CATAN_BA_COLOURS] = { "green", "purple", "brown" };

#define LAND_HEX N_("the hex must be a land hex, like [0, 0]")
/* A roll won by the Foreign Knight: its bit after the seats' */
static const char * const knight_owner_names[] = { "foreign_knight" };

/* The scenario's moves (tsl-catan-move-table-private.h): a knight placed
 * on a path, from another or new ("from": null); moved, with grain paid
 * to move it off its turn; barbarians moved from the reserve (null) or a
 * coast, or captured; a battle, and what it decided; a card stolen. */
static const CatanMoveSpec place_knight = { "place_knight", 2, {
  { .member = "edge", .kind = CATAN_ARG_EDGE, .refusal = N_("the “edge” is missing") },
  { .member = "from", .kind = CATAN_ARG_EDGE_OR_NULL, .at = 1 } } };
static const CatanMoveSpec move_knight = { "move_knight", 3, {
  { .member = "from", .kind = CATAN_ARG_EDGE, .refusal = N_("“from” must be the path of the knight") },
  { .member = "to", .kind = CATAN_ARG_EDGE, .at = 1, .refusal = N_("“to” must be the path the knight moves to") },
  { .member = "grain", .kind = CATAN_ARG_BOOL, .at = 2, .refusal = N_("“grain” must be true or false") } } };
static const CatanMoveSpec move_barbarians = { "move_barbarians", 2, {
  { .member = "from", .kind = CATAN_ARG_LAND_OR_NULL,
    .refusal = N_("“from” must be a land hex, or null for the reserve") },
  { .member = "to", .kind = CATAN_ARG_LAND, .at = 1, .refusal = N_("“to” must be a land hex, like [0, 0]") } } };
static const CatanMoveSpec capture_barbarian = { "capture_barbarian", 1, {
  { .member = "hex", .kind = CATAN_ARG_LAND, .refusal = LAND_HEX } } };
static const CatanMoveSpec fight_barbarians = { "fight_barbarians", 3, {
  { .member = "hex", .kind = CATAN_ARG_LAND_OR_NULL, .flags = CATAN_ARG_UNSET, .refusal = LAND_HEX },
  { .member = "colour", .kind = CATAN_ARG_NAME, .at = 1, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_PUBLIC, .max = CATAN_BA_COLOURS,
    .names = colour_names, .refusal = N_("“colour” must be green, purple or brown") },
  { .member = "roll_winners", .kind = CATAN_ARG_SEATS, .at = 2, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_PUBLIC, .max = 1,
    .names = knight_owner_names,
    .refusal = N_("“roll_winners” must list the owners who won the roll for the prisoners"),
    .refusal_item = N_("“roll_winners” must list the owners who won the roll for the prisoners") } } };
static const CatanMoveSpec steal_resource = { "steal_resource", 2, {
  { .member = "victim", .kind = CATAN_ARG_SEAT_OR_NULL,
    .refusal = N_("“victim” must be a seat number of this game, or null") },
  { .member = "drawn", .kind = CATAN_ARG_DRAWN, .at = 1, .flags = CATAN_ARG_OUTCOME, .from = 0,
    .refusal = N_("“drawn” must be a resource or null") } } };

const CatanMoveSpec *
catan_ba_move_spec (guint type)
{
  switch (type)
    {
    case TSL_CATAN_PLACE_KNIGHT:
      return &place_knight;
    case TSL_CATAN_MOVE_KNIGHT:
      return &move_knight;
    case TSL_CATAN_MOVE_BARBARIANS:
      return &move_barbarians;
    case TSL_CATAN_CAPTURE_BARBARIAN:
      return &capture_barbarian;
    case TSL_CATAN_FIGHT_BARBARIANS:
      return &fight_barbarians;
    case TSL_CATAN_STEAL_RESOURCE:
      return &steal_resource;
    default:
      return NULL;
    }
}

/* The numbers rolled for the barbarians a build brings ashore: the
 * scenario's member on the core's builds. */
#define BARBARIANS(type) { type, 1, { \
  { .member = "barbarians", .kind = CATAN_ARG_NUMBERS, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_PUBLIC, .len = CATAN_BA_LANDINGS, \
    .min = 2, .max = 12, .refusal = N_("“barbarians” must list up to three numbers rolled for the barbarians") } } }
static const CatanMoveSpec build_barbarians[] = {
  BARBARIANS ("build_settlement"), BARBARIANS ("build_city"), BARBARIANS ("build_neutral_settlement") };

/* The scenario's table of a move, its own or its members on a build */
static const CatanMoveSpec *
members_on (guint type)
{
  switch (type)
    {
    case TSL_CATAN_BUILD_SETTLEMENT:
      return &build_barbarians[0];
    case TSL_CATAN_BUILD_CITY:
      return &build_barbarians[1];
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
      return &build_barbarians[2];
    default:
      return catan_ba_move_spec (type);
    }
}

gboolean
catan_barbarian_attack_action_from_json (const CatanState *s,
                                         JsonObject       *o,
                                         const char       *a,
                                         TslMove          *m,
                                         GError          **error)
{
  const CatanMoveSpec *spec = members_on (m->type);

  if (spec == NULL)
    return TRUE;
  if (!catan_move_spec_read (spec, s, o, m, error))
    return FALSE;
  if (m->type == TSL_CATAN_FIGHT_BARBARIANS && (m->flags & TSL_CATAN_MOVE_OUTCOME) && m->arg[0] < 0)
    return catan_parse_error (error, a, _("a recorded battle names its “hex”"));
  /* Nobody to steal from: that nothing was drawn is the outcome, said or not. */
  if (m->type == TSL_CATAN_STEAL_RESOURCE && m->arg[0] < 0)
    m->flags |= TSL_CATAN_MOVE_OUTCOME;
  return TRUE;
}

void
catan_barbarian_attack_action_to_json (const CatanState *s,
                                       const TslMove    *m,
                                       JsonBuilder      *b)
{
  const CatanMoveSpec *spec = members_on (m->type);

  /* Other games' builds record no barbarians. */
  if (spec != NULL && (catan_barbarian_attack (s) || spec->args[0].kind != CATAN_ARG_NUMBERS))
    catan_move_spec_write (spec, s, m, b);
}

static void
add_owner_list (JsonBuilder  *b,
                const char   *name,
                const guint8 *counts,
                guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (b, counts[p]);
  json_builder_end_array (b);
}

/* The state's "barbarian_attack" object (absent in other games). */
void
catan_barbarian_attack_state_to_json_after_trade (const CatanState *s,
                        JsonBuilder      *b)
{
  guint8 coast[CATAN_N_LAND];
  guint n_coast;
  guint8 gold[CATAN_MAX_PLAYERS];
  guint discards = 0;

  if (!catan_barbarian_attack (s))
    return;
  n_coast = catan_ba_coast (s, coast);
  for (guint k = 0; k < CATAN_N_DEV; k++)
    discards += s->slice_barbarian_attack.card_discards[k];
  json_builder_set_member_name (b, "barbarian_attack");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "castle");
  catan_add_hex (b, s->slice_barbarian_attack.castle);
  json_builder_set_member_name (b, "coast");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_coast; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "hex");
      catan_add_hex (b, coast[i]);
      json_builder_set_member_name (b, "barbarians");
      json_builder_add_int_value (b, s->slice_barbarian_attack.barbarians[coast[i]]);
      json_builder_set_member_name (b, "pillaged");
      json_builder_add_boolean_value (b, (s->pillaged >> coast[i]) & 1);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "barbarians_left");
  json_builder_add_int_value (b, s->slice_barbarian_attack.barbarians_left);
  json_builder_set_member_name (b, "knights");
  json_builder_begin_array (b);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (s->slice_barbarian_attack.knight_at[e] != CATAN_NONE)
      {
        json_builder_begin_object (b);
        json_builder_set_member_name (b, "owner");
        if (s->slice_barbarian_attack.knight_at[e] == CATAN_FOREIGN_KNIGHT)
          json_builder_add_string_value (b, "foreign_knight");
        else
          json_builder_add_int_value (b, s->slice_barbarian_attack.knight_at[e]);
        json_builder_set_member_name (b, "edge");
        catan_add_edge (b, e);
        json_builder_set_member_name (b, "moved");
        json_builder_add_boolean_value (b, catan_edges_has (&s->slice_barbarian_attack.knights_moved, e));
        json_builder_end_object (b);
      }
  json_builder_end_array (b);
  add_owner_list (b, "knights_left", s->slice_barbarian_attack.knights_left, s->n_players);
  add_owner_list (b, "prisoners", s->slice_barbarian_attack.prisoners, s->n_players);
  for (guint p = 0; p < s->n_players; p++)
    gold[p] = (guint8) MIN (s->gold[p], 255);
  add_owner_list (b, "gold", gold, s->n_players);
  json_builder_set_member_name (b, "gold_buys_left");
  json_builder_add_int_value (b, CATAN_GOLD_BUYS - s->gold_buys);
  json_builder_set_member_name (b, "card_pending");
  if (s->slice_barbarian_attack.card_pending != CATAN_NONE)
    json_builder_add_string_value (b, catan_dev_names[s->slice_barbarian_attack.card_pending]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "dev_discards");
  json_builder_add_int_value (b, discards);
  json_builder_set_member_name (b, "foreign_knight_moved");
  json_builder_add_boolean_value (b, s->slice_barbarian_attack.foreign_moved);
  json_builder_set_member_name (b, "last_landing");
  json_builder_begin_array (b);
  for (guint i = 0; i < CATAN_BA_LANDINGS; i++)
    if (s->slice_barbarian_attack.last_landing[i] != 0)
      json_builder_add_int_value (b, s->slice_barbarian_attack.last_landing[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "last_battle");
  if (s->slice_barbarian_attack.last_battle_hex != CATAN_NONE)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "hex");
      catan_add_hex (b, s->slice_barbarian_attack.last_battle_hex);
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, colour_names[s->slice_barbarian_attack.last_battle_colour]);
      add_owner_list (b, "prisoners", s->slice_barbarian_attack.last_battle_prisoners, CATAN_BA_OWNERS);
      add_owner_list (b, "knights_lost", s->slice_barbarian_attack.last_battle_lost, CATAN_BA_OWNERS);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

/* The numbers rolled for the barbarians a build brings ashore lie open, and
 * so does a development card bought: the scenario plays it at once. */
gint
catan_barbarian_attack_outcome_seen (const CatanState *s,
                                     const TslMove    *m,
                                     const char       *member,
                                     gint              seat)
{
  if (!catan_barbarian_attack (s))
    return -1;
  if (g_str_equal (member, "barbarians") || (m->type == TSL_CATAN_BUY_DEV_CARD && g_str_equal (member, "card")))
    return 1;
  return -1;
}
