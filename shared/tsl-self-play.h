/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-ai.h"
#include "tsl-engine.h"
#include "tsl-move.h"

G_BEGIN_DECLS

/* Safety net: a game that has not ended after this many actions is a bug. */
#define TSL_SELF_PLAY_MAX_ACTIONS 200000

typedef struct
{
  guint32 winners;                   /* bit per seat; 0 if stopped by the safety net */
  gint    scores[TSL_MAX_PLAYERS];
  guint   turns;
  guint   n_actions;
  gboolean finished;
} TslSelfPlayResult;

/*
 * tsl_self_play:
 * Plays one whole game between computer players on the engine's native
 * state, without JSON or logging: the benchmark and invariant-test path.
 * Each AI sees a view redacted for its seat.  When @moves is not NULL the
 * applied moves (with outcomes) are appended to it, so the caller can turn
 * the game into a file afterwards.
 */
gboolean tsl_self_play (TslEngine         *engine,
                        JsonObject        *options,   /* normalized */
                        guint              n_players,
                        TslAi            **ais,       /* one per seat */
                        guint64            seed,
                        TslSelfPlayResult *result,
                        GArray            *moves,     /* nullable, of TslMove */
                        GError           **error);

/*
 * tsl_self_play_timed:
 * tsl_self_play(), appending each decision's thinking time, in
 * microseconds (gint64), to @decision_us[seat] for the seats whose array is
 * not NULL: what a match between computer players reports.  The game is
 * the same as tsl_self_play()'s.
 */
gboolean tsl_self_play_timed (TslEngine         *engine,
                              JsonObject        *options,   /* normalized */
                              guint              n_players,
                              TslAi            **ais,       /* one per seat */
                              guint64            seed,
                              TslSelfPlayResult *result,
                              GArray            *moves,     /* nullable, of TslMove */
                              GArray           **decision_us,   /* nullable, n_players entries */
                              GError           **error);

/*
 * tsl_self_play_wilson:
 * Wilson's score interval at 95 % around @wins of @games (a drawn game
 * counts half): what a match reports with its share of wins.  Honest for
 * small samples and for shares near 0 or 1, where the normal
 * approximation leaves [0, 1].
 */
void tsl_self_play_wilson (double  wins,
                           guint   games,
                           double *low,
                           double *high);

G_END_DECLS
