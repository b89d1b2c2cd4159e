/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/*
 * Caravans' move (scenario=caravans, docs/rules-catan-tb.md S3; the
 * encoding of #TslCatanAction):
 * - VOTE_CAMEL: count[0] wool, count[1] grain revealed; arg[0], arg[1]
 *   the paths proposed for the camel(s), -1 for none (arg[1] only in a
 *   two-player game, where a vote places two camels)
 */

/**
 * TslCatanCaravansInfo:
 * @played: the scenario is played
 * @oasis: the oasis hex
 * @camels_left: camels left of 22
 * @camel_caravan: per edge, the caravan 0..2 of its camel, -1 without
 * @camel_spot: per edge, the caravan a camel there would continue, -1 if
 *   none may go there
 * @between_camels: a bit per intersection with camels on two of its paths
 *   (+1 point for a building)
 * @caravan_start: the three marked paths
 * @camels_per_vote: 1, or 2 with two players
 * @vote_next: during the vote (%TSL_CATAN_PHASE_VOTE) the seat voting, -1
 * @votes_cast: how many voted
 * @vote_cards: their wool and grain revealed (turn order from the current
 *   player)
 *
 * Caravans' part of #TslCatanInfo.
 */
typedef struct
{
  gboolean played;
  gint8    oasis;
  guint8   camels_left;
  gint8    camel_caravan[TSL_CATAN_N_EDGES];
  gint8    camel_spot[TSL_CATAN_N_EDGES];
  guint64  between_camels;
  guint8   caravan_start[3];
  guint8   camels_per_vote;
  gint     vote_next;
  guint    votes_cast;
  guint8   vote_cards[TSL_CATAN_MAX_PLAYERS][2];
} TslCatanCaravansInfo;

/**
 * TslCatanCaravansPlayerInfo:
 * @camel_points: the +1s the player's buildings between camels earn
 */
typedef struct
{
  guint8 camel_points;
} TslCatanCaravansPlayerInfo;

G_END_DECLS
