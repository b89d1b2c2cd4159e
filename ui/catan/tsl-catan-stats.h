/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan.h"
#include "tsl-game.h"

G_BEGIN_DECLS

/**
 * TslCatanStats:
 * @dice: how often each total was rolled (index 2..12)
 * @produced: resource cards each player received from production rolls
 * @n_rolls: rolls in the game
 */
typedef struct
{
  guint dice[13];
  gint  produced[TSL_MAX_PLAYERS][TSL_CATAN_N_RESOURCES];
  guint n_rolls;
} TslCatanStats;

gboolean tsl_catan_stats_compute (TslGame        *game,
                                  TslCatanStats  *stats,
                                  GError        **error);

G_END_DECLS
