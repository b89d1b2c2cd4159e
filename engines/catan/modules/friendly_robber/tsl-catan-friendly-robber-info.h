/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/**
 * TslCatanFriendlyRobberInfo:
 * @played: the Friendly Robber (Traders & Barbarians V1) is played
 * @robber_protected: a bit per seat whose hexes the robber spares now
 *
 * The Friendly Robber's part of #TslCatanInfo.
 */
typedef struct
{
  gboolean played;
  guint    robber_protected;
} TslCatanFriendlyRobberInfo;

G_END_DECLS
