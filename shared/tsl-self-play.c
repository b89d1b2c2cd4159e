/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tsl-ai.h"
#include "tsl-error.h"
#include "tsl-self-play.h"

/* Streams of the per-action outcome generator and of the AIs' own
 * generators are kept apart so that an AI's choices never shift the dice. */
#define AI_STREAM_BASE   G_GUINT64_CONSTANT (0x4149000000000000)
#define VIEW_STREAM_BASE G_GUINT64_CONSTANT (0x5649000000000000)

/**
 * tsl_self_play:
 * @engine: the game
 * @options: normalized options
 * @n_players: seats
 * @ais: (array length=n_players): one computer player per seat
 * @seed: the game's seed; outcomes of action i come from stream i, as in #TslGame
 * @result: (out caller-allocates): how it ended
 * @moves: (nullable) (element-type TslMove): receives the applied moves
 * @error: return location for an error
 *
 * Returns: %FALSE if the game could not be set up or an AI chose an illegal
 *   move (a bug, reported in @error); a game stopped by the safety net
 *   returns %TRUE with @result->finished %FALSE
 */
/* One decision, timed into @times (microseconds) when it is not NULL: the
 * clock costs more than a random player's choice, so only when asked. */
static inline gboolean
choose (const TslAiInterface *iface,
        TslAi                *ai,
        TslEngine            *engine,
        gconstpointer         seen,
        gint                  actor,
        TslRng               *rng,
        TslMove              *move,
        GArray               *times)
{
  gint64 start, took;
  gboolean chosen;

  if (times == NULL)
    return iface->choose_move (ai, engine, seen, actor, rng, move);
  start = g_get_monotonic_time ();
  chosen = iface->choose_move (ai, engine, seen, actor, rng, move);
  took = g_get_monotonic_time () - start;
  g_array_append_val (times, took);
  return chosen;
}

gboolean
tsl_self_play (TslEngine         *engine,
               JsonObject        *options,
               guint              n_players,
               TslAi            **ais,
               guint64            seed,
               TslSelfPlayResult *result,
               GArray            *moves,
               GError           **error)
{
  return tsl_self_play_timed (engine, options, n_players, ais, seed, result, moves, NULL, error);
}

gboolean
tsl_self_play_timed (TslEngine         *engine,
                     JsonObject        *options,
                     guint              n_players,
                     TslAi            **ais,
                     guint64            seed,
                     TslSelfPlayResult *result,
                     GArray            *moves,
                     GArray           **decision_us,
                     GError           **error)
{
  gsize size = tsl_engine_get_state_size (engine);
  g_autofree guint8 *state = g_malloc0 (size);
  g_autofree guint8 *view = g_malloc0 (size);
  TslRng ai_rng[TSL_MAX_PLAYERS];
  /* The vtables are resolved once per game: type checks and interface
   * lookups per action would cost more than a random player's decision. */
  const TslAiInterface *ai_iface[TSL_MAX_PLAYERS];
  const TslEngineInterface *iface;
  TslRng view_rng;
  guint n = 0;

  g_return_val_if_fail (TSL_IS_ENGINE (engine), FALSE);
  g_return_val_if_fail (n_players > 0 && n_players <= TSL_MAX_PLAYERS, FALSE);
  memset (result, 0, sizeof *result);
  iface = TSL_ENGINE_GET_IFACE (engine);
  for (guint s = 0; s < n_players; s++)
    {
      g_return_val_if_fail (TSL_IS_AI (ais[s]), FALSE);
      ai_iface[s] = TSL_AI_GET_IFACE (ais[s]);
    }

  if (!tsl_engine_init_state (engine, state, options, n_players, seed, NULL, error))
    return FALSE;

  for (guint s = 0; s < n_players; s++)
    tsl_rng_init (&ai_rng[s], seed, AI_STREAM_BASE + s);
  tsl_rng_init (&view_rng, seed, VIEW_STREAM_BASE);

  while (n < TSL_SELF_PLAY_MAX_ACTIONS)
    {
      gint actor = iface->get_actor (engine, state);
      gconstpointer seen = state;
      TslMove move;
      TslRng rng;
      GError *local_error = NULL;

      if (actor < 0)
        break;

      /* Only a player that reads hidden information gets a redacted copy;
       * the view generator is stepped only for those, so a table of such
       * players re-deals exactly as before. */
      if (ai_iface[actor]->reads_hidden)
        {
          memcpy (view, state, size);
          iface->redact (engine, view, actor, &view_rng);
          seen = view;
        }
      if (!choose (ai_iface[actor], ais[actor], engine, seen, actor, &ai_rng[actor], &move,
                   decision_us != NULL ? decision_us[actor] : NULL))
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_FAILED,
                       _("The computer player of seat %d found no move at action %u"), actor, n);
          return FALSE;
        }
      move.player = (gint8) actor;

      /* Outcomes of action n come from stream n, as in a #TslGame, so that
       * a saved self-played game replays (two generator steps). */
      tsl_rng_init (&rng, seed, n);
      if (!iface->apply_move (engine, state, &move, &rng, &local_error))
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_FAILED,
                       _("The computer player of seat %d chose an illegal move at action %u: %s"),
                       actor, n, local_error->message);
          g_error_free (local_error);
          return FALSE;
        }
      if (moves != NULL)
        g_array_append_val (moves, move);
      n++;
    }

  result->n_actions = n;
  result->turns = tsl_engine_get_turn (engine, state);
  result->finished = tsl_engine_is_over (engine, state);
  result->winners = result->finished ? tsl_engine_get_winners (engine, state) : 0;
  tsl_engine_get_scores (engine, state, result->scores);
  return TRUE;
}

void
tsl_self_play_wilson (double  wins,
                      guint   games,
                      double *low,
                      double *high)
{
  const double z = 1.959964;
  double n = MAX (games, 1);
  double share = wins / n;
  double denominator = 1 + z * z / n;
  double centre = (share + z * z / (2.0 * n)) / denominator;
  double half = z * sqrt (share * (1 - share) / n + z * z / (4.0 * n * n)) / denominator;

  /* At no wins or all wins the bound is exact; rounding must not move it. */
  *low = wins <= 0 ? 0.0 : MAX (0.0, centre - half);
  *high = wins >= n ? 1.0 : MIN (1.0, centre + half);
}
