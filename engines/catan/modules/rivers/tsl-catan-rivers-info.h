/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/*
 * Rivers of Catan's moves (scenario rivers; the encoding of
 * #TslCatanAction):
 * - BUILD_BRIDGE: arg[0] the bridge site (an edge)
 * - BUY_WITH_GOLD: arg[0] the resource bought for 2 gold
 * - MARITIME_TRADE: also count[10] the gold received (one per lot)
 * - OFFER_TRADE: also count[10] gold given, count[11] gold asked for
 */

/**
 * TslCatanRiversInfo:
 * @played: the scenario is played
 * @river: the hexes of the two rivers from source to mouth (-1 pads)
 * @bridge_site: per edge, a bridge may stand there
 * @bridge: per edge, a bridge stands there (its owner is in
 *   #TslCatanInfo's road_owner)
 * @river_bank: per edge, a river's side that is no bridge site (building
 *   there earns gold)
 * @river_vertex: per intersection, a river hex's corner (building there
 *   earns gold)
 * @two_and_twelve: the hex that produces on 2 and 12, -1 if none
 *
 * Rivers of Catan's part of #TslCatanInfo; the gold, and the Richest and
 * Poor Settler cards, are #TslCatanInfo's own (every scenario with gold).
 */
typedef struct
{
  gboolean played;
  gint8    river[2][4];
  gboolean bridge_site[TSL_CATAN_N_EDGES];
  gboolean bridge[TSL_CATAN_N_EDGES];
  gboolean river_bank[TSL_CATAN_N_EDGES];
  gboolean river_vertex[TSL_CATAN_N_VERTICES];
  gint8    two_and_twelve;
} TslCatanRiversInfo;

/**
 * TslCatanRiversPlayerInfo:
 * @bridges_left: bridges still in the seat's supply
 */
typedef struct
{
  guint8 bridges_left;
} TslCatanRiversPlayerInfo;

G_END_DECLS
