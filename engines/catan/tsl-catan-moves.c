/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-move-table-private.h"

/* The members of the core's moves in a game file (the contract,
 * docs/game-files.md, "Catan"), in the order the engine writes them.  The
 * modules' own moves have their tables in their folders; a module's table
 * may stand for the core's in its games (its action_spec hook). */

#define VERTEX { .member = "vertex", .kind = CATAN_ARG_VERTEX, .refusal = N_("the “vertex” is missing") }
#define EDGE { .member = "edge", .kind = CATAN_ARG_EDGE, .refusal = N_("the “edge” is missing") }
#define RESOURCES(name, field) { .member = name, .kind = CATAN_ARG_RESOURCES, .at = field }
#define RESOURCE(field) \
  { .member = "resource", .kind = CATAN_ARG_NAME, .at = field, .max = CATAN_N_RES, .names = catan_resource_names, \
    .refusal = N_("“resource” must name a resource") }
#define VICTIM(field) \
  { .member = "victim", .kind = CATAN_ARG_SEAT_OR_NULL, .at = field, \
    .refusal = N_("“victim” must be a seat number or null") }
#define OFFER \
  { .member = "offer", .kind = CATAN_ARG_INT, .max = G_MAXINT32, \
    .refusal = N_("“offer” must be the index of the offer_trade action in the log") }

/* move_robber and play_knight: the hex, whom the robber robs, and what
 * it stole (null: nothing, from nobody). */
#define ROBBER(type) \
  { type, 3, { \
    { .member = "hex", .kind = CATAN_ARG_HEX, .refusal = N_("the robber's new “hex” is missing") }, \
    VICTIM (1), \
    { .member = "stolen", .kind = CATAN_ARG_DRAWN, .at = 2, .flags = CATAN_ARG_OUTCOME, .from = 1, \
      .refusal = N_("“stolen” must be a resource or null") } } }

static const CatanMoveSpec core_moves[TSL_CATAN_N_ACTIONS] = {
  /* the dice, which Catan Events' cards replace (read by hand) */
  [TSL_CATAN_ROLL] = { "roll", 1, {
    { .member = "dice", .kind = CATAN_ARG_DICE, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_PUBLIC,
      .refusal = N_("“dice” must be two whole numbers from 1 to 6, like [3, 5]") } } },
  [TSL_CATAN_PLACE_SETTLEMENT] = { "place_settlement", 1, { VERTEX } },
  [TSL_CATAN_PLACE_ROAD] = { "place_road", 1, { EDGE } },
  [TSL_CATAN_DISCARD] = { "discard", 1, { RESOURCES ("cards", 0) } },
  [TSL_CATAN_MOVE_ROBBER] = ROBBER ("move_robber"),
  [TSL_CATAN_BUILD_ROAD] = { "build_road", 1, { EDGE } },
  [TSL_CATAN_BUILD_SETTLEMENT] = { "build_settlement", 1, { VERTEX } },
  [TSL_CATAN_BUILD_CITY] = { "build_city", 1, { VERTEX } },
  [TSL_CATAN_BUY_DEV_CARD] = { "buy_dev_card", 1, {
    { .member = "card", .kind = CATAN_ARG_NAME, .flags = CATAN_ARG_OUTCOME, .max = CATAN_N_DEV,
      .names = catan_dev_names,
      .refusal = N_("“card” must be a development card (knight, road_building, year_of_plenty, monopoly, "
                    "victory_point)") } } },
  [TSL_CATAN_PLAY_KNIGHT] = ROBBER ("play_knight"),
  [TSL_CATAN_PLAY_ROAD_BUILDING] = { "play_road_building", 1, {
    { .member = "edges", .kind = CATAN_ARG_EDGES, .min = 1, .max = 2,
      .refusal = N_("“edges” must list one or two paths") } } },
  [TSL_CATAN_PLAY_YEAR_OF_PLENTY] = { "play_year_of_plenty", 1, { RESOURCES ("resources", 0) } },
  [TSL_CATAN_PLAY_MONOPOLY] = { "play_monopoly", 2, {
    RESOURCE (0),
    { .member = "taken", .kind = CATAN_ARG_SEAT_COUNTS, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_PUBLIC,
      .refusal = N_("“taken” must map seats to counts, like {\"1\": 2}"),
      .refusal_item = N_("the keys of “taken” must be seat numbers of this game, written as 0, 1, 2…") } } },
  [TSL_CATAN_MARITIME_TRADE] = { "maritime_trade", 2, {
    RESOURCES ("give", 0), RESOURCES ("get", CATAN_N_RES) } },
  [TSL_CATAN_OFFER_TRADE] = { "offer_trade", 3, {
    RESOURCES ("give", 0), RESOURCES ("get", CATAN_N_RES),
    { .member = "to", .kind = CATAN_ARG_SEATS,
      .refusal = N_("“to” must list the seats the offer is made to"),
      .refusal_item = N_("“to” must list seat numbers of this game") } } },
  [TSL_CATAN_ACCEPT_TRADE] = { "accept_trade", 1, { OFFER } },
  [TSL_CATAN_REJECT_TRADE] = { "reject_trade", 1, { OFFER } },
  [TSL_CATAN_CONFIRM_TRADE] = { "confirm_trade", 2, {
    OFFER,
    { .member = "with", .kind = CATAN_ARG_SEAT, .at = 1,
      .refusal = N_("“with” must be the seat of a player who accepted") } } },
  [TSL_CATAN_CANCEL_TRADE] = { "cancel_trade", 1, { OFFER } },
  [TSL_CATAN_END_TURN] = { "end_turn", 0, { { 0, } } },
  /* Catan Events' cards */
  [TSL_CATAN_DAMAGE_ROAD] = { "damage_road", 1, { EDGE } },
  [TSL_CATAN_REPAIR_ROAD] = { "repair_road", 1, { EDGE } },
  [TSL_CATAN_TAKE_RESOURCE] = { "take_resource", 1, { RESOURCE (0) } },
  [TSL_CATAN_GIVE_RESOURCE] = { "give_resource", 2, {
    RESOURCE (0),
    { .member = "to", .kind = CATAN_ARG_SEAT, .at = 1, .refusal = N_("“to” must be the seat the card goes to") } } },
  [TSL_CATAN_DRAW_RESOURCE] = { "draw_resource", 2, {
    VICTIM (0),
    { .member = "drawn", .kind = CATAN_ARG_DRAWN, .at = 1, .flags = CATAN_ARG_OUTCOME, .from = 0,
      .refusal = N_("“drawn” must be a resource or null") } } },
};

const CatanMoveSpec *
catan_move_spec (guint type)
{
  return type < TSL_CATAN_N_ACTIONS && core_moves[type].name != NULL ? &core_moves[type] : NULL;
}
