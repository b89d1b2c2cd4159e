/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/**
 * TslCatanHarbormasterInfo:
 * @played: the Harbourmaster (Traders & Barbarians V3) is played
 * @holder: the seat holding the Harbourmaster card, -1 for nobody
 *
 * The Harbourmaster's part of #TslCatanInfo.
 */
typedef struct
{
  gboolean played;
  gint     holder;
} TslCatanHarbormasterInfo;

/**
 * TslCatanHarbormasterPlayerInfo:
 * @harbor_points: 1 per settlement and 2 per city at a harbour (counted
 *   whether the Harbourmaster is played or not)
 */
typedef struct
{
  guint8 harbor_points;
} TslCatanHarbormasterPlayerInfo;

G_END_DECLS
