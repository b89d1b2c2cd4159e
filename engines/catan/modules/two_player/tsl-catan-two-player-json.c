/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON of two-player Catan (docs/cli-catan-modules.md, "Two-player Catan"): the
 * actions' members, the neutral owners and the state fields, through its
 * hooks. */

static gboolean
parse_dice2 (const CatanState *s,
             JsonObject       *o,
             const char       *a,
             TslMove          *m,
             GError          **error)
{
  JsonNode *node = tsl_json_member (o, "dice2");

  if (node == NULL)
    return TRUE;
  if (!catan_two_player (s))
    return catan_parse_error (error, a, _("“dice2”, the second roll, belongs to two-player games only"));
  if (!(m->flags & TSL_CATAN_MOVE_OUTCOME))
    return catan_parse_error (error, a, _("“dice2” needs the first roll, “dice”, recorded too"));
  if (!catan_parse_dice (node, m->count + 2))
    return catan_parse_error (error, a, _("“dice2” must be two whole numbers from 1 to 6, like [3, 5]"));
  return TRUE;
}

/* The members of the two-player actions (tsl-catan-move-table-private.h):
 * the neutral player first, then where its piece goes. */
#define NEUTRAL \
  { .member = "neutral", .kind = CATAN_ARG_NAME, .at = 1, .max = 2, .names = catan_neutral_names, \
    .refusal = N_("“neutral” must be “neutral1” or “neutral2”") }

static const CatanMoveSpec neutral_settlement = { "build_neutral_settlement", 2, {
  NEUTRAL, { .member = "vertex", .kind = CATAN_ARG_VERTEX, .refusal = N_("the “vertex” is missing") } } };
static const CatanMoveSpec neutral_road = { "build_neutral_road", 2, {
  NEUTRAL, { .member = "edge", .kind = CATAN_ARG_EDGE, .refusal = N_("the “edge” is missing") } } };
/* "taken": what the forced trade drew from the other's hand */
static const CatanMoveSpec forced_trade = { "forced_trade", 2, {
  { .member = "give", .kind = CATAN_ARG_RESOURCES },
  { .member = "taken", .kind = CATAN_ARG_RESOURCES, .at = CATAN_N_RES, .flags = CATAN_ARG_OUTCOME } } };
static const CatanMoveSpec robber_to_desert = { "robber_to_desert", 0, { { 0, } } };
static const CatanMoveSpec turn_in_knight = { "turn_in_knight", 0, { { 0, } } };

const CatanMoveSpec *
catan_two_player_move_spec (guint type)
{
  switch (type)
    {
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
      return &neutral_settlement;
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
      return &neutral_road;
    case TSL_CATAN_FORCED_TRADE:
      return &forced_trade;
    case TSL_CATAN_ROBBER_TO_DESERT:
      return &robber_to_desert;
    case TSL_CATAN_TURN_IN_KNIGHT:
      return &turn_in_knight;
    default:
      return NULL;
    }
}

/* The two-player actions' members, and "dice2" of a roll whose "dice"
 * the core has read (a roll turning event cards has no second roll). */
gboolean
catan_two_player_action_from_json (const CatanState *s,
                                   JsonObject       *o,
                                   const char       *a,
                                   TslMove          *m,
                                   GError          **error)
{
  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      return catan_events (s) || parse_dice2 (s, o, a, m, error);
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
    case TSL_CATAN_FORCED_TRADE:
    case TSL_CATAN_ROBBER_TO_DESERT:
    case TSL_CATAN_TURN_IN_KNIGHT:
      return catan_move_spec_read (catan_two_player_move_spec (m->type), s, o, m, error);
    default:
      return TRUE;
    }
}

void
catan_two_player_action_to_json (const CatanState *s,
                                 const TslMove    *m,
                                 JsonBuilder      *b)
{
  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      if ((m->flags & TSL_CATAN_MOVE_OUTCOME) && m->count[2] != 0)
        {
          json_builder_set_member_name (b, "dice2");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, m->count[2]);
          json_builder_add_int_value (b, m->count[3]);
          json_builder_end_array (b);
        }
      break;
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
    case TSL_CATAN_FORCED_TRADE:
      catan_move_spec_write (catan_two_player_move_spec (m->type), s, m, b);
      break;
    default:
      break;
    }
}

/* The state's two-player fields (only in two-player games, so that other
 * states keep their shape). */
void
catan_two_player_state_to_json (const CatanState *s,
                                JsonBuilder      *b)
{
  if (!catan_two_player (s))
    return;
  catan_add_dice_or_null (b, "dice2", s->slice_two_player.dice2);
  catan_add_owner_or_null (b, s, "longest_road_neutral",
                           s->longest_holder >= 2 && s->longest_holder < 4 ? s->longest_holder : CATAN_NONE);
  json_builder_set_member_name (b, "trade_tokens_supply");
  json_builder_add_int_value (b, CATAN_TOKENS_TOTAL - s->slice_two_player.tokens[0] - s->slice_two_player.tokens[1]);
  json_builder_set_member_name (b, "token_action_used");
  json_builder_add_boolean_value (b, (s->slice_two_player.token_used & CATAN_TOKEN_ACTION) != 0);
  json_builder_set_member_name (b, "knight_turned_in");
  json_builder_add_boolean_value (b, (s->slice_two_player.token_used & CATAN_TOKEN_KNIGHT) != 0);
  json_builder_set_member_name (b, "knights_turned_in");
  json_builder_add_int_value (b, s->slice_two_player.knights_turned_in);
  json_builder_set_member_name (b, "neutral_owed");
  json_builder_begin_object (b);
  if (s->phase == CATAN_PHASE_NEUTRAL_BUILD)
    {
      json_builder_set_member_name (b, "settlements");
      json_builder_add_int_value (b, s->slice_two_player.neutral_settlements_owed);
      json_builder_set_member_name (b, "roads");
      json_builder_add_int_value (b, s->slice_two_player.neutral_roads_owed);
    }
  json_builder_end_object (b);
  json_builder_set_member_name (b, "neutrals");
  json_builder_begin_array (b);
  for (guint n = 0; n < 2; n++)
    {
      const CatanPlayer *pl = &s->players[2 + n];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, catan_neutral_names[n]);
      json_builder_set_member_name (b, "road_length");
      json_builder_add_int_value (b, pl->road_length);
      json_builder_set_member_name (b, "roads_left");
      json_builder_add_int_value (b, pl->roads_left);
      json_builder_set_member_name (b, "settlements_left");
      json_builder_add_int_value (b, pl->settlements_left);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

/* A seat's two-player fields in the state's "players". */
void
catan_two_player_player_to_json (const CatanState *s,
                                 guint             p,
                                 JsonBuilder      *b)
{
  if (!catan_two_player (s))
    return;
  json_builder_set_member_name (b, "trade_tokens");
  json_builder_add_int_value (b, s->slice_two_player.tokens[p]);
  json_builder_set_member_name (b, "token_cost");
  json_builder_add_int_value (b, catan_token_cost (s, p));
}

/* The setup's "neutrals": the neutral players' founding settlements. */
void
catan_two_player_setup_to_json (const CatanState *s,
                                JsonBuilder      *b)
{
  if (!catan_two_player (s))
    return;
  json_builder_set_member_name (b, "neutrals");
  json_builder_begin_array (b);
  catan_add_vertex (b, s->slice_two_player.neutral_start[0]);
  catan_add_vertex (b, s->slice_two_player.neutral_start[1]);
  json_builder_end_array (b);
}

/* The second roll of a two-player turn is rolled in the open. */
gint
catan_two_player_outcome_seen (const CatanState *s,
                               const TslMove    *m,
                               const char       *member,
                               gint              seat)
{
  if (!catan_two_player (s) || m->type != TSL_CATAN_ROLL)
    return -1;
  return g_str_equal (member, "dice2") ? 1 : -1;
}
