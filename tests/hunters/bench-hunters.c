/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <time.h>

#include "tsl-hunters-private.h"
#include "tsl-random-ai.h"
#include "tsl-self-play.h"

/* Benchmark (not a timed test): a full random 2-player game through the
 * framework's self-play loop, and the legal placements of a tile on a full
 * board.  Targets: < 1 ms per game, < 20 us per placement list. */

/* CPU time of this process, so that figures mean something on a loaded
 * machine too (the wall clock is printed beside it). */
static gint64
cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) a = tsl_random_ai_new ();
  g_autoptr(TslAi) b = tsl_random_ai_new ();
  TslAi *ais[2] = { a, b };
  g_autofree TslHuntersState *st = g_new0 (TslHuntersState, 1);
  guint n_games = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 2000;
  guint64 actions = 0, calls = 0, found = 0;
  TslMoveList moves;
  gint64 start, elapsed, cpu_start, cpu;

  start = g_get_monotonic_time ();
  cpu_start = cpu_usec ();
  for (guint64 seed = 0; seed < n_games; seed++)
    {
      TslSelfPlayResult result;

      if (!tsl_self_play (engine, options, 2, ais, seed, &result, NULL, NULL) || !result.finished)
        g_error ("game %" G_GUINT64_FORMAT " did not finish", seed);
      actions += result.n_actions;
    }
  elapsed = g_get_monotonic_time () - start;
  cpu = cpu_usec () - cpu_start;
  g_print ("random 2-player game (tsl_self_play): %.1f us CPU per game (%.1f us wall), "
           "%.0f ns CPU per action, %u games\n",
           (double) cpu / n_games, (double) elapsed / n_games, 1000.0 * cpu / (double) actions,
           n_games);

  /* Full boards: play random games to the end, then list the placements of
   * every tile kind on them. */
  tsl_move_list_init (&moves);
  cpu = 0;
  for (guint64 seed = 0; seed < 50; seed++)
    {
      TslRng rng;

      tsl_engine_init_state (engine, st, options, 2, seed, NULL, NULL);
      tsl_rng_init (&rng, seed, 7);
      while (tsl_engine_get_actor (engine, st) >= 0)
        {
          TslMove m;

          tsl_move_list_reset (&moves);
          tsl_engine_legal_moves (engine, st, 0, &moves);
          m = moves.moves[tsl_rng_below (&rng, moves.len)];
          tsl_engine_apply_move (engine, st, &m, &rng, NULL);
        }
      cpu_start = cpu_usec ();
      for (guint rep = 0; rep < 20; rep++)
        for (guint k = 0; k < cat->n_kinds; k++)
          {
            tsl_move_list_reset (&moves);
            found += _tsl_hunters_placements (cat, st, k, &moves, 0);
            calls++;
          }
      cpu += cpu_usec () - cpu_start;
    }
  tsl_move_list_clear (&moves);
  g_print ("legal placements of one tile on a full board (%u tiles): %.2f us CPU per call "
           "(%.1f placements on average)\n",
           st->n_tiles, (double) cpu / calls, (double) found / calls);
  g_print ("state size: %zu bytes\n", sizeof (TslHuntersState));
  return 0;
}
