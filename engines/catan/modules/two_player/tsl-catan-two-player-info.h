/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/*
 * Two-player Catan's moves (Traders & Barbarians V4; the encoding of
 * #TslCatanAction):
 * - ROLL: also count[2], count[3] the second roll (outcome)
 * - BUILD_NEUTRAL_SETTLEMENT, BUILD_NEUTRAL_ROAD: arg[0] vertex or edge,
 *   arg[1] the neutral player (0 or 1, the pieces of players[2 + arg[1]])
 * - FORCED_TRADE: count[0..4] given, count[5..9] taken (outcome)
 * - ROBBER_TO_DESERT: arg[0] the desert hex (filled in by the engine)
 * - TURN_IN_KNIGHT: nothing
 */

/**
 * TslCatanTwoPlayerInfo:
 * @played: the game has two seats (V4); #TslCatanInfo's building_owner
 *   and road_owner name the neutral players 2 and 3 then (players[2] and
 *   players[3] hold their piece counts)
 * @trade_tokens: trade tokens are played (not in Fishermen of Catan)
 * @dice2: the second roll
 * @neutral_owed: the free neutral pieces the current player still places
 *   (phase %TSL_CATAN_PHASE_NEUTRAL_BUILD)
 * @neutral_settlement_owed: whether that is a settlement
 * @token_action_used: the current player paid a trade-token action this turn
 * @knight_turned_in: the current player turned a knight in this turn
 * @tokens_left: the supply of trade tokens
 *
 * Two-player Catan's part of #TslCatanInfo.
 */
typedef struct
{
  gboolean played;
  gboolean trade_tokens;
  guint8   dice2[2];
  guint8   neutral_owed;
  gboolean neutral_settlement_owed;
  gboolean token_action_used;
  gboolean knight_turned_in;
  guint8   tokens_left;
} TslCatanTwoPlayerInfo;

/**
 * TslCatanTwoPlayerPlayerInfo:
 * @trade_tokens: the seat's trade tokens
 * @token_cost: what one trade-token action costs the seat now (1, or 2
 *   while it has more points than the other seat)
 */
typedef struct
{
  guint8 trade_tokens;
  guint8 token_cost;
} TslCatanTwoPlayerPlayerInfo;

G_END_DECLS
