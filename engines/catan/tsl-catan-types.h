/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tsl-catan-module-phases.h"   /* generated: the modules' phases */

/* The Catan engine's basic types: what the public header (tsl-catan.h)
 * and the modules' parts of it (tsl-catan-NAME-info.h) are made of. */

G_BEGIN_DECLS


/**
 * TslCatanResource:
 *
 * Resources in the order used by every count array (JSON names in brackets).
 */
typedef enum
{
  TSL_CATAN_WOOD,   /* "wood"  (lumber) */
  TSL_CATAN_BRICK,  /* "brick" */
  TSL_CATAN_WOOL,   /* "wool"  */
  TSL_CATAN_GRAIN,  /* "grain" */
  TSL_CATAN_ORE,    /* "ore"   */
  TSL_CATAN_N_RESOURCES
} TslCatanResource;

typedef enum
{
  TSL_CATAN_FOREST,
  TSL_CATAN_HILLS,
  TSL_CATAN_PASTURE,
  TSL_CATAN_FIELDS,
  TSL_CATAN_MOUNTAINS,
  TSL_CATAN_DESERT,
  TSL_CATAN_SEA,
  TSL_CATAN_LAKE,   /* Fishermen of Catan: land that yields fish, not resources */
  TSL_CATAN_SWAMP,     /* Rivers of Catan: river hex without a number, like the desert */
  TSL_CATAN_OASIS,       /* Caravans: replaces the desert in the centre */
  TSL_CATAN_CASTLE,      /* Barbarian Attack: the castle hex, in the outer ring, no number */
  /* Traders & Barbarians scenario: the three destination hexes (no number, no yield) */
  TSL_CATAN_TRADE_CASTLE,  /* "trade_castle": needs marble and glass, supplies tools and sand */
  TSL_CATAN_QUARRY,        /* "quarry": the marble quarry, needs tools, supplies marble and sand */
  TSL_CATAN_GLASSWORKS,    /* "glassworks": needs sand, supplies glass and tools */
  TSL_CATAN_N_TERRAINS
} TslCatanTerrain;   /* terrain t < DESERT produces resource t */

typedef enum
{
  TSL_CATAN_KNIGHT,
  TSL_CATAN_ROAD_BUILDING,
  TSL_CATAN_YEAR_OF_PLENTY,
  TSL_CATAN_MONOPOLY,
  TSL_CATAN_VICTORY_POINT,
  /* Barbarian Attack's own deck: played at once when bought */
  TSL_CATAN_KNIGHTHOOD,     /* "knighthood": a knight onto a free path of the castle */
  TSL_CATAN_BLACK_KNIGHT,   /* "black_knight": a knight onto any free path */
  TSL_CATAN_TREASON,        /* "treason": 2 gold, and 2 barbarians moved */
  TSL_CATAN_INTRIGUE,       /* "intrigue": 1 barbarian taken prisoner */
  TSL_CATAN_N_DEV_KINDS
} TslCatanDevCard;

/* Harbour kinds: 0 is the generic 3:1 harbour, 1 + r the 2:1 harbour of resource r. */
#define TSL_CATAN_HARBOR_GENERIC 0
#define TSL_CATAN_N_HARBOR_KINDS 6

/**
 * TslCatanAction:
 *
 * Action types and their #TslMove encoding.  Vertices, edges and hexes are
 * indices of the canonical topology (tsl_catan_topology(): vertices 0..53,
 * edges 0..71, land hexes 0..18, each numbered in the sorted order of their
 * hex names).  Resource maps are five counts in #TslCatanResource order.
 * Flag %TSL_CATAN_MOVE_OUTCOME says the move carries its random outcome
 * (dice, stolen card, card bought, amounts taken); without it apply_move()
 * draws the outcome and sets the flag.
 *
 * - PLACE_SETTLEMENT, BUILD_SETTLEMENT, BUILD_CITY: arg[0] vertex
 * - PLACE_ROAD, BUILD_ROAD: arg[0] edge
 * - ROLL: count[0], count[1] the two dice (outcome)
 * - DISCARD: count[0..4] the cards given back
 * - MOVE_ROBBER, PLAY_KNIGHT: arg[0] land hex, arg[1] victim seat or -1,
 *   arg[2] stolen resource or -1 (outcome)
 * - BUY_DEV_CARD: arg[0] the card bought (outcome)
 * - PLAY_ROAD_BUILDING: arg[0] first edge, arg[1] second edge or -1
 * - PLAY_YEAR_OF_PLENTY: count[0..4] the cards taken (2 in all, 1 when the
 *   bank holds only one card)
 * - PLAY_MONOPOLY: arg[0] resource; count[seat] how many each seat gave (outcome)
 * - MARITIME_TRADE: count[0..4] given, count[5..9] received
 * - OFFER_TRADE: count[0..4] given by the offerer, count[5..9] asked for,
 *   arg[0] bit mask of the seats it is made to
 * - ACCEPT_TRADE, REJECT_TRADE, CANCEL_TRADE: arg[0] the log index of the offer
 * - CONFIRM_TRADE: arg[0] the log index of the offer, arg[1] the partner seat
 * - END_TURN: nothing
 *
 * The modules add members to some of these moves and moves of their own:
 * each module's part of the public header (engines/catan/modules/NAME/
 * tsl-catan-NAME-info.h) says how it encodes them.
 */
typedef enum
{
  TSL_CATAN_PLACE_SETTLEMENT,
  TSL_CATAN_PLACE_ROAD,
  TSL_CATAN_ROLL,
  TSL_CATAN_DISCARD,
  TSL_CATAN_MOVE_ROBBER,
  TSL_CATAN_BUILD_ROAD,
  TSL_CATAN_BUILD_SETTLEMENT,
  TSL_CATAN_BUILD_CITY,
  TSL_CATAN_BUY_DEV_CARD,
  TSL_CATAN_PLAY_KNIGHT,
  TSL_CATAN_PLAY_ROAD_BUILDING,
  TSL_CATAN_PLAY_YEAR_OF_PLENTY,
  TSL_CATAN_PLAY_MONOPOLY,
  TSL_CATAN_MARITIME_TRADE,
  TSL_CATAN_OFFER_TRADE,
  TSL_CATAN_ACCEPT_TRADE,
  TSL_CATAN_REJECT_TRADE,
  TSL_CATAN_CONFIRM_TRADE,
  TSL_CATAN_CANCEL_TRADE,
  TSL_CATAN_END_TURN,
  /* Two-player Catan (V4) */
  TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT,
  TSL_CATAN_BUILD_NEUTRAL_ROAD,
  TSL_CATAN_FORCED_TRADE,
  TSL_CATAN_ROBBER_TO_DESERT,
  TSL_CATAN_TURN_IN_KNIGHT,
  /* Catan Events (option event_cards) */
  TSL_CATAN_DAMAGE_ROAD,
  TSL_CATAN_REPAIR_ROAD,
  TSL_CATAN_TAKE_RESOURCE,
  TSL_CATAN_GIVE_RESOURCE,
  TSL_CATAN_DRAW_RESOURCE,
  /* Fishermen of Catan (scenario fishermen) */
  TSL_CATAN_FISH_ROBBER,
  TSL_CATAN_FISH_STEAL,
  TSL_CATAN_FISH_RESOURCE,
  TSL_CATAN_FISH_ROAD,
  TSL_CATAN_FISH_DEV_CARD,
  TSL_CATAN_PASS_OLD_BOOT,
  /* Rivers of Catan (scenario rivers) */
  TSL_CATAN_BUILD_BRIDGE,
  TSL_CATAN_BUY_WITH_GOLD,
  /* Caravans (scenario=caravans) */
  TSL_CATAN_VOTE_CAMEL,
  /* Barbarian Attack (scenario=barbarian_attack) */
  TSL_CATAN_PLACE_KNIGHT,
  TSL_CATAN_MOVE_BARBARIANS,
  TSL_CATAN_CAPTURE_BARBARIAN,
  TSL_CATAN_MOVE_KNIGHT,
  TSL_CATAN_FIGHT_BARBARIANS,
  TSL_CATAN_STEAL_RESOURCE,
  /* Traders & Barbarians (scenario=traders_barbarians) */
  TSL_CATAN_MOVE_WAGON,
  TSL_CATAN_WAGON_GRAIN,
  TSL_CATAN_CHASE_BARBARIAN,
  TSL_CATAN_MOVE_BARBARIAN,
  TSL_CATAN_UPGRADE_WAGON,
  TSL_CATAN_N_ACTIONS
} TslCatanAction;

#define TSL_CATAN_MOVE_OUTCOME (1 << 0)
#define TSL_CATAN_MOVE_FISH    (1 << 1)   /* the fish cards drawn are recorded */

/* The read-only typed API for views (tsl-catan-view.c): what a game view
 * needs to draw the game and to build moves (#TslMove), with no JSON. */

#define TSL_CATAN_N_LAND_HEXES 19
#define TSL_CATAN_N_VERTICES   54
#define TSL_CATAN_N_EDGES      72
#define TSL_CATAN_MAX_PLAYERS  4
#define TSL_CATAN_MAX_HARBORS  32

/**
 * TslCatanPhase:
 *
 * The step the game is at (the state JSON's "phase").
 */
typedef enum
{
  TSL_CATAN_PHASE_SETUP_SETTLEMENT,
  TSL_CATAN_PHASE_SETUP_ROAD,
  TSL_CATAN_PHASE_ROLL,
  TSL_CATAN_PHASE_DISCARD,
  TSL_CATAN_PHASE_ROBBER,
  TSL_CATAN_PHASE_MAIN,
  TSL_CATAN_PHASE_TRADE,
#define TSL_CATAN_MODULE_PHASE(module, phase, PHASE) TSL_CATAN_PHASE_##PHASE,
  TSL_CATAN_MODULE_PHASES (TSL_CATAN_MODULE_PHASE)
#undef TSL_CATAN_MODULE_PHASE
  TSL_CATAN_PHASE_OVER,
} TslCatanPhase;

G_END_DECLS
