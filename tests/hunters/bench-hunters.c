/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>
#include <time.h>

#include "tsl-hunters-private.h"
#include "tsl-self-play.h"

/* Benchmark (not a timed test): full random and greedy 2-player games
 * through the framework's self-play loop, and the legal placements of a
 * tile on a full board.  Targets: >= 10,000 random games per second
 * (issue 10), <= 7 us per greedy decision (issue 10: four times faster
 * than 28 us), < 20 us per placement list.
 *
 * Usage: bench-hunters [RANDOM-GAMES [GREEDY-GAMES]] */

/* CPU time of this process, so that figures mean something on a loaded
 * machine too (the wall clock is printed beside it). */
static gint64
cpu_usec (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (gint64) ts.tv_sec * G_USEC_PER_SEC + ts.tv_nsec / 1000;
}

/* Plays @n_games 2-player games of @kind against itself from seed
 * @first on; returns the decisions taken, the CPU and wall time in
 * @cpu and @wall (microseconds). */
static guint64
self_play_games (TslEngine  *engine,
                 const char *kind,
                 guint64     first,
                 guint       n_games,
                 gint64     *cpu,
                 gint64     *wall)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) a = tsl_engine_create_ai (engine, kind, NULL);
  g_autoptr(TslAi) b = tsl_engine_create_ai (engine, kind, NULL);
  TslAi *ais[2] = { a, b };
  guint64 actions = 0;
  gint64 start = g_get_monotonic_time (), cpu_start = cpu_usec ();

  for (guint64 seed = first; seed < first + n_games; seed++)
    {
      TslSelfPlayResult result;

      if (!tsl_self_play (engine, options, 2, ais, seed, &result, NULL, NULL) || !result.finished)
        g_error ("%s game %" G_GUINT64_FORMAT " did not finish", kind, seed);
      actions += result.n_actions;
    }
  *cpu = cpu_usec () - cpu_start;
  *wall = g_get_monotonic_time () - start;
  return actions;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autofree TslHuntersState *st = g_new0 (TslHuntersState, 1);
  guint n_games = argc > 1 ? (guint) g_ascii_strtoull (argv[1], NULL, 10) : 2000;
  guint n_greedy = argc > 2 ? (guint) g_ascii_strtoull (argv[2], NULL, 10) : 300;
  guint64 actions, calls = 0, found = 0;
  TslMoveList moves;
  gint64 elapsed, cpu_start, cpu;

  actions = self_play_games (engine, "random", 0, n_games, &cpu, &elapsed);
  g_print ("random 2-player game (tsl_self_play): %.1f us CPU per game (%.1f us wall), "
           "%.0f games per CPU-second, %.0f ns CPU per action, %u games\n",
           (double) cpu / n_games, (double) elapsed / n_games, 1e6 * n_games / (double) cpu,
           1000.0 * cpu / (double) actions, n_games);
  /* The seeds of `tessella-cli play --game hunters --ai greedy --games N`. */
  actions = self_play_games (engine, "greedy", 1, n_greedy, &cpu, &elapsed);
  g_print ("greedy 2-player game (tsl_self_play): %.2f us CPU per decision (%.2f us wall), "
           "%.0f games per CPU-second, %.1f decisions per game, %u games\n",
           (double) cpu / (double) actions, (double) elapsed / (double) actions,
           1e6 * n_greedy / (double) cpu, (double) actions / n_greedy, n_greedy);

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
