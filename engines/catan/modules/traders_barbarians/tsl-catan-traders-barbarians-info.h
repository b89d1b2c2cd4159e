/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/*
 * Traders & Barbarians' moves (scenario=traders_barbarians,
 * docs/rules-catan-tb.md S5; the encoding of #TslCatanAction).  Nodes and
 * paths of the wagons' network are numbered as in
 * #TslCatanTradersBarbariansInfo (nodes: vertices 0..53, then 54 + d the
 * centre of destination d; paths: edges 0..71, then 72 + 4 d + k the path
 * from corner k of destination d):
 * - BUILD_ROAD: arg[0] may also be a destination path (72..83)
 * - MOVE_WAGON: arg[0] the neighbouring node the wagon steps to; arg[1]
 *   the commodity card drawn on arriving at a destination (outcome,
 *   #TslCatanGood, -1 for none)
 * - WAGON_GRAIN: nothing (1 grain for 2 more movement points)
 * - CHASE_BARBARIAN: arg[0] the barbarian's path next to the wagon;
 *   arg[1] the die (outcome, 1..6)
 * - MOVE_BARBARIAN: arg[0] the barbarian's path, arg[1] the path it goes
 *   to; arg[2] after a 7 the resource drawn from the road's owner
 *   (outcome, -1 for none)
 * - UPGRADE_WAGON: nothing (pays the next wagon card's cost)
 */

/**
 * TslCatanGood:
 *
 * The goods on the commodity cards (JSON ids in brackets).
 */
typedef enum
{
  TSL_CATAN_GOOD_GLASS,   /* "glass": glassworks to the castle */
  TSL_CATAN_GOOD_TOOLS,   /* "tools": castle or glassworks to the quarry */
  TSL_CATAN_GOOD_SAND,    /* "sand": castle or quarry to the glassworks */
  TSL_CATAN_GOOD_MARBLE,  /* "marble": quarry to the castle */
  TSL_CATAN_N_GOODS
} TslCatanGood;

/* Destination d is 0 the castle, 1 the quarry, 2 the glassworks; the
 * wagons' network adds a centre node per destination and the 4 paths
 * leading to it. */
#define TSL_CATAN_TB_DESTINATIONS  3
#define TSL_CATAN_TB_NODES         (54 + TSL_CATAN_TB_DESTINATIONS)
#define TSL_CATAN_TB_PATHS         (72 + 4 * TSL_CATAN_TB_DESTINATIONS)
#define TSL_CATAN_TB_BARBARIANS    3
#define TSL_CATAN_TB_WAGON_LEVELS  5

/**
 * TslCatanWagonCard:
 * @mp: movement points a turn
 * @gold: gold for each delivery
 * @chase: bit (1 << face) per die face that chases a barbarian away
 * @cost: resources paid to turn this card up (zeros for the first)
 */
typedef struct
{
  guint8 mp;
  guint8 gold;
  guint8 chase;
  guint8 cost[TSL_CATAN_N_RESOURCES];
} TslCatanWagonCard;

/**
 * TslCatanTradersBarbariansInfo:
 * @played: the scenario is played
 * @destination_hex: the land hexes of the castle, quarry and glassworks
 * @destination_corner: their 4 land corners (path 72 + 4 d + k runs from
 *   corner k to the centre, node 54 + d)
 * @path_road_owner: the roads built on those paths
 * @barbarian_path: the 3 barbarians' paths
 * @commodities_left: per destination, its deck
 * @wagon_cards: the values of the five wagon cards
 * @mp_left: the current player's movement points left this turn (before
 *   the first step: the card's)
 * @grain_used: the +2 bought
 * @moving: the movement phase has begun: no more trading or building
 * @wagon_targets: a bit per node the wagon may step to now
 * @chase_paths: a bit per barbarian (index into @barbarian_path) it may
 *   try to chase
 * @barbarian_move: the barbarian (index) to move now after a 7 or a won
 *   chase, -1 for none
 * @barbarian_spots: per path, where that barbarian may go
 * @barbarian_token: in a two-player game, the current seat may pay the
 *   trade-token action to move any barbarian (then @barbarian_spots are
 *   the paths without a road it may go to)
 * @wagon_step_cost: for each node of @wagon_targets, the movement points
 *   the step costs
 * @wagon_step_toll: a bit per node whose step pays 1 gold to a road's owner
 *
 * Traders & Barbarians' part of #TslCatanInfo.
 */
typedef struct
{
  gboolean          played;
  gint8             destination_hex[TSL_CATAN_TB_DESTINATIONS];
  guint8            destination_corner[TSL_CATAN_TB_DESTINATIONS][4];
  gint8             path_road_owner[TSL_CATAN_TB_DESTINATIONS][4];
  gint16            barbarian_path[TSL_CATAN_TB_BARBARIANS];
  guint8            commodities_left[TSL_CATAN_TB_DESTINATIONS];
  TslCatanWagonCard wagon_cards[TSL_CATAN_TB_WAGON_LEVELS];
  guint8            mp_left;
  gboolean          grain_used;
  gboolean          moving;
  guint64           wagon_targets;
  guint8            chase_paths;
  gint8             barbarian_move;
  gboolean          barbarian_spots[TSL_CATAN_TB_PATHS];
  gboolean          barbarian_token;
  guint8            wagon_step_cost[TSL_CATAN_TB_NODES];
  guint64           wagon_step_toll;
} TslCatanTradersBarbariansInfo;

/**
 * TslCatanTradersBarbariansPlayerInfo:
 * @wagon_node: the wagon's node (-1 before the founding city)
 * @wagon_level: its level 1..5 (the face-up wagon card)
 * @task: the good it carries (-1 for none)
 * @task_to: the destination that needs it (-1)
 * @deliveries: deliveries made (1 VP each)
 */
typedef struct
{
  gint8  wagon_node;
  guint8 wagon_level;
  gint8  task;
  gint8  task_to;
  guint8 deliveries;
} TslCatanTradersBarbariansPlayerInfo;

const char *tsl_catan_good_label (TslCatanGood good);

G_END_DECLS
