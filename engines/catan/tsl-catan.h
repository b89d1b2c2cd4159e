/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-engine.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_ENGINE (tsl_catan_engine_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanEngine, tsl_catan_engine, TSL, CATAN_ENGINE, GObject)

TslEngine *tsl_catan_engine_new (void);

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
  TSL_CATAN_N_TERRAINS
} TslCatanTerrain;   /* terrain t < DESERT produces resource t */

typedef enum
{
  TSL_CATAN_KNIGHT,
  TSL_CATAN_ROAD_BUILDING,
  TSL_CATAN_YEAR_OF_PLENTY,
  TSL_CATAN_MONOPOLY,
  TSL_CATAN_VICTORY_POINT,
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
  TSL_CATAN_N_ACTIONS
} TslCatanAction;

#define TSL_CATAN_MOVE_OUTCOME (1 << 0)

char *tsl_catan_cards_text (const guint *counts,
                            gboolean     with_empty);

G_END_DECLS
