/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#include "tsl-types.h"

#define TSL_START_PLAYER_MAX_ROUNDS 16

/**
 * TslStartRoll:
 * @start: the seat (in the order the players sat down) that starts
 * @n_rounds: how many rounds of rolls it took (ties roll again)
 * @rolls: each seat's two-dice total per round, 0 for seats out of a re-roll
 */
typedef struct
{
  guint start;
  guint n_rounds;
  guint rolls[TSL_START_PLAYER_MAX_ROUNDS][TSL_MAX_PLAYERS];
} TslStartRoll;

void  tsl_start_player_roll (guint64       seed,
                             guint         n_players,
                             TslStartRoll *out);
char *tsl_start_player_describe (const TslStartRoll *roll,
                                 const char * const *names);

G_END_DECLS
