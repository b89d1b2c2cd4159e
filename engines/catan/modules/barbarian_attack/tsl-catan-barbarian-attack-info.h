/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/*
 * Barbarian Attack's moves (scenario=barbarian_attack,
 * docs/rules-catan-tb.md S4; the encoding of #TslCatanAction):
 * - BUILD_SETTLEMENT, BUILD_CITY, BUILD_NEUTRAL_SETTLEMENT: count[0..2]
 *   the three different numbers (2..12, not 7) the barbarians landed on, 0
 *   for a roll not made because the reserve ran out (outcome)
 * - BUY_DEV_CARD: the card (outcome) is played at once: its choice follows
 *   in phase %TSL_CATAN_PHASE_CARD
 * - PLACE_KNIGHT (Knighthood, Black Knight): arg[0] the path, arg[1] the
 *   path of an own knight moved there (Black Knight with an empty
 *   reserve), -1 for a knight from the reserve
 * - MOVE_BARBARIANS (Treason, twice: two barbarians from two different
 *   hexes to two different hexes): arg[0] from hex (-1: the reserve, when
 *   fewer than two hexes carry barbarians), arg[1] to hex
 * - CAPTURE_BARBARIAN (Intrigue): arg[0] the coastal hex
 * - END_TURN: in the main phase, opens phase %TSL_CATAN_PHASE_KNIGHTS when
 *   a knight may move; there it ends the turn (after the battles)
 * - MOVE_KNIGHT (phase %TSL_CATAN_PHASE_KNIGHTS): arg[0] from path, arg[1]
 *   to path, arg[2] 1 when a grain is paid for up to 5 paths instead of 3
 * - FIGHT_BARBARIANS (phase %TSL_CATAN_PHASE_BATTLE): arg[0] the coastal
 *   hex (filled in by the engine), arg[1] the colour die (0 green, 1
 *   purple, 2 brown; outcome), arg[2] bit mask of the owners who won the
 *   roll for too few prisoners, bit 4 the Foreign Knight (outcome)
 * - STEAL_RESOURCE (the 7): arg[0] victim seat or -1, arg[1] the resource
 *   drawn (outcome)
 * - BUY_WITH_GOLD, and gold in MARITIME_TRADE and OFFER_TRADE, as in Rivers
 */

/* The owner number of the neutral Foreign Knight (two-player). */
#define TSL_CATAN_FOREIGN_KNIGHT 4

/**
 * TslCatanBarbarianAttackInfo:
 * @played: the scenario is played
 * @castle: the castle hex; its sides are coloured by direction: side k
 *   (facing direction k, see #TslHexCoord) has colour k % 3
 * @coast: the coastal hexes in the order of the battle check (clockwise
 *   from the one left of the castle, -1 pads; the desert is left out)
 * @barbarians: the barbarians on each land hex
 * @barbarians_left: those in the reserve
 * @pillaged: a bit per land hex with 3 barbarians (no production, token
 *   face down)
 * @pillaged_buildings: a bit per intersection whose building is pillaged
 *   (no points, no harbour)
 * @knight_owner: per path, a seat, %TSL_CATAN_FOREIGN_KNIGHT or -1
 * @knight_movable: per path, the current player may move that knight now
 *   (targets: the legal MOVE_KNIGHT moves from it, or
 *   tsl_catan_knight_targets())
 * @knight_must_move: per path, on a castle path since an earlier turn
 * @card_pending: the card whose choice is awaited (phase
 *   %TSL_CATAN_PHASE_CARD, -1 otherwise)
 * @knight_spot: per path, where its knight may go
 * @battle_hex: the next hex to be checked in phase
 *   %TSL_CATAN_PHASE_BATTLE, -1 otherwise
 * @last_battle_hex: the last battle's hex, -1 before the first
 * @last_battle_colour: its colour die (0 green, 1 purple, 2 brown: the
 *   knights on the two sides of the freed hex facing directions c and
 *   c + 3 are lost)
 * @last_battle_prisoners: per owner, the prisoners it took
 * @last_battle_lost: per owner, the knights it lost
 * @last_landing: the numbers the last barbarian series landed on (0 pads)
 *
 * Barbarian Attack's part of #TslCatanInfo.
 */
typedef struct
{
  gboolean played;
  gint8    castle;
  gint8    coast[TSL_CATAN_N_LAND_HEXES];
  guint8   barbarians[TSL_CATAN_N_LAND_HEXES];
  guint8   barbarians_left;
  guint32  pillaged;
  guint64  pillaged_buildings;
  gint8    knight_owner[TSL_CATAN_N_EDGES];
  gboolean knight_movable[TSL_CATAN_N_EDGES];
  gboolean knight_must_move[TSL_CATAN_N_EDGES];
  gint8    card_pending;
  gboolean knight_spot[TSL_CATAN_N_EDGES];
  gint8    battle_hex;
  gint8    last_battle_hex;
  guint8   last_battle_colour;
  guint8   last_battle_prisoners[TSL_CATAN_MAX_PLAYERS + 1];
  guint8   last_battle_lost[TSL_CATAN_MAX_PLAYERS + 1];
  guint8   last_landing[3];
} TslCatanBarbarianAttackInfo;

/**
 * TslCatanBarbarianAttackPlayerInfo:
 * @prisoners: barbarians captured (2 = 1 point)
 * @knights_left: knights in the reserve (6 at the start)
 */
typedef struct
{
  guint8 prisoners;
  guint8 knights_left;
} TslCatanBarbarianAttackPlayerInfo;

guint tsl_catan_knight_targets (gconstpointer  state,
                                guint          from_edge,
                                gboolean       pay_grain,
                                gboolean      *targets);

G_END_DECLS
