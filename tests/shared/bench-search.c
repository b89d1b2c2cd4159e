/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench-players.h"
#include "tsl-engine.h"
#include "tsl-engines.h"
#include "tsl-registry.h"
#include "tsl-search-ai.h"

/* A match benchmark, not a test: one player of KIND against the others of
 * OPPONENT, seats rotated game by game, with the time of every decision of
 * KIND.  Prints one JSON line:
 *
 *   bench-search GAME PLAYERS GAMES KIND OPPONENT [SEED] [OPTION=VALUE...]
 *
 * wins counts a shared win as a fraction; decisions with a single legal
 * action are counted apart (they take no thought).  Times are wall-clock
 * (what a player waits) and the thread's processor time (what the search
 * costs, whatever else the core runs).  p_value is the one-sided binomial
 * test of the whole wins against the null hypothesis that KIND is no better
 * than the others (a win in 1 / PLAYERS games): the chance of at least that
 * many wins if it were so.  Built with a game's own players
 * (bench-players.h), KIND and OPPONENT may also name reference players that
 * exist only for measuring (bench-catan-reference: "alphabeta"). */

/* P(X >= k) for X ~ Binomial(n, p), summed in logarithms. */
static double
binomial_tail (guint  n,
               guint  k,
               double p)
{
  double tail = 0;

  for (guint i = k; i <= n; i++)
    tail += exp (lgamma (n + 1.0) - lgamma (i + 1.0) - lgamma (n - i + 1.0)
                 + i * log (p) + (n - i) * log1p (-p));
  return MIN (tail, 1.0);
}

/* The thread's processor time: on a loaded machine the wall clock also
 * counts other programs' turns on the core. */
static double
thread_cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) given = json_object_new ();
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GArray) times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpu_times = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(TslAi) hero = NULL;
  g_autoptr(TslAi) villain = NULL;
  g_autoptr(TslAi) greedy = NULL;
  g_autoptr(GHashTable) differ = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  gboolean trace = g_getenv ("TSL_BENCH_TRACE") != NULL;
  gboolean hero_sees_all = FALSE, villain_sees_all = FALSE;
  guint64 playout_actions = 0, finished = 0, capped = 0;
  const TslOptionSpec *specs;
  TslEngine *engine;
  guint n_specs = 0, n_players, n_games, forced = 0, sims_total = 0;
  guint64 seed = 1;
  double wins = 0, total_ms = 0;
  gsize size;

  if (argc < 6)
    {
      g_printerr ("usage: bench-search GAME PLAYERS GAMES KIND OPPONENT [SEED] [KEY=VALUE...]\n");
      return 2;
    }
  tsl_engines_register_all ();
  engine = tsl_registry_lookup (argv[1], &error);
  if (engine == NULL)
    g_error ("%s", error->message);
  n_players = (guint) atoi (argv[2]);
  n_games = (guint) atoi (argv[3]);
  if (argc > 6)
    seed = g_ascii_strtoull (argv[6], NULL, 10);
  specs = tsl_engine_get_options (engine, &n_specs);
  for (int i = 7; i < argc; i++)
    if (!tsl_options_set_from_text (specs, n_specs, given, argv[i], &error))
      g_error ("%s", error->message);
  options = tsl_options_normalize (specs, n_specs, given, &error);
  if (options == NULL)
    g_error ("%s", error->message);
  hero = bench_player_new (engine, argv[4], &hero_sees_all, &error);
  if (hero != NULL)
    villain = bench_player_new (engine, argv[5], &villain_sees_all, &error);
  if (hero == NULL || villain == NULL)
    g_error ("%s", error->message);
  size = tsl_engine_get_state_size (engine);
  if (trace)
    greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  /* TSL_BENCH_BUDGET=SIMULATIONS,MAX_MS,PLAYOUT_ACTIONS,EXPLORATION[,MARGIN[,TARGET_MS]]
   * tries another budget for KIND (what is left out keeps KIND's). */
  if (g_getenv ("TSL_BENCH_BUDGET") != NULL && TSL_IS_SEARCH_AI (hero))
    {
      TslSearchBudget budget;

      tsl_search_ai_get_budget (TSL_SEARCH_AI (hero), &budget);
      if (sscanf (g_getenv ("TSL_BENCH_BUDGET"), "%u,%u,%u,%lf,%lf,%u", &budget.simulations,
                  &budget.max_ms, &budget.playout_actions, &budget.exploration,
                  &budget.policy_margin, &budget.target_ms) < 4)
        g_error ("TSL_BENCH_BUDGET: four to six numbers");
      tsl_search_ai_set_budget (TSL_SEARCH_AI (hero), &budget);
    }

  for (guint g = 0; g < n_games; g++)
    {
      g_autofree gpointer state = tsl_engine_state_new (engine);
      g_autofree gpointer view = tsl_engine_state_new (engine);
      guint hero_seat = g % n_players;
      guint64 game_seed = seed + g / n_players;
      TslRng ai_rng, view_rng;
      guint32 winners;

      /* Each board is played from every seat in turn. */
      if (!tsl_engine_init_state (engine, state, options, n_players, game_seed, NULL, &error))
        g_error ("%s", error->message);
      tsl_rng_init (&ai_rng, game_seed, 1000 + g);
      tsl_rng_init (&view_rng, game_seed, 2000 + g);
      for (guint n = 0; n < 100000; n++)
        {
          gint actor = tsl_engine_get_actor (engine, state);
          TslAi *ai;
          TslMove move;
          TslRng rng;
          gint64 start;
          double cpu_start;

          if (actor < 0)
            break;
          ai = (guint) actor == hero_seat ? hero : villain;
          memcpy (view, state, size);
          if (!(ai == hero ? hero_sees_all : villain_sees_all))
            tsl_engine_redact (engine, view, actor, &view_rng);
          memset (&move, 0, sizeof move);
          start = g_get_monotonic_time ();
          cpu_start = thread_cpu_ms ();
          if (!tsl_ai_choose_move (ai, engine, view, actor, &ai_rng, &move))
            g_error ("no move");
          if (ai == hero && TSL_IS_SEARCH_AI (hero))
            {
              double ms = (g_get_monotonic_time () - start) / 1000.0;
              double cpu_ms = thread_cpu_ms () - cpu_start;
              guint sims = tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (hero));

              TslSearchStats stats;

              tsl_search_ai_get_last_stats (TSL_SEARCH_AI (hero), &stats);
              if (sims == 0)
                forced++;
              else
                {
                  g_array_append_val (times, ms);
                  g_array_append_val (cpu_times, cpu_ms);
                  total_ms += ms;
                  sims_total += sims;
                  playout_actions += stats.playout_actions;
                  finished += stats.finished;
                  capped += stats.capped;
                }
              if (trace && greedy != NULL && sims > 0)
                {
                  /* TSL_BENCH_TRACE: every searched decision, and how
                   * it differs from the greedy player's. */
                  TslMove other;
                  TslRng other_rng = ai_rng;
                  g_autoptr(JsonObject) a = NULL;
                  g_autoptr(JsonObject) b = NULL;
                  const char *ta, *tb;

                  memset (&other, 0, sizeof other);
                  tsl_ai_choose_move (greedy, engine, view, actor, &other_rng, &other);
                  other.player = (gint8) actor;
                  move.player = (gint8) actor;
                  a = tsl_engine_move_to_json (engine, view, &move);
                  b = tsl_engine_move_to_json (engine, view, &other);
                  ta = json_object_get_string_member (a, "type");
                  tb = json_object_get_string_member (b, "type");
                  g_printerr ("  %u %.0fms sims %u len %u fin %u cap %u: %s%s%s\n", n, ms, sims,
                              stats.playout_actions / MAX (sims, 1), stats.finished, stats.capped,
                              ta, memcmp (&move, &other, sizeof move) ? " greedy " : "",
                              memcmp (&move, &other, sizeof move) ? tb : "");
                  if (memcmp (&move, &other, sizeof move) != 0)
                    {
                      char *key = g_strdup_printf ("%s<-%s", ta, tb);
                      gpointer old = g_hash_table_lookup (differ, key);

                      g_hash_table_replace (differ, key, GUINT_TO_POINTER (GPOINTER_TO_UINT (old) + 1));
                    }
                }
            }
          move.player = (gint8) actor;
          tsl_rng_init (&rng, game_seed, n);
          if (!tsl_engine_apply_move (engine, state, &move, &rng, &error))
            g_error ("illegal move: %s", error->message);
        }
      winners = tsl_engine_get_winners (engine, state);
      if (winners & (1u << hero_seat))
        wins += 1.0 / __builtin_popcount (winners);
      {
        gint scores[TSL_MAX_PLAYERS] = { 0, };

        tsl_engine_get_scores (engine, state, scores);
        g_printerr ("game %u: seat %u %s (%d %d %d %d)\n", g, hero_seat,
                    winners & (1u << hero_seat) ? "won" : "lost",
                    scores[0], scores[1], scores[2], scores[3]);
      }
    }

  if (trace)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, differ);
      while (g_hash_table_iter_next (&iter, &key, &value))
        g_printerr ("differs %s: %u\n", (char *) key, GPOINTER_TO_UINT (value));
    }
  g_array_sort (times, compare_doubles);
  g_array_sort (cpu_times, compare_doubles);
  g_print ("{\"game\":\"%s\",\"players\":%u,\"games\":%u,\"kind\":\"%s\",\"opponent\":\"%s\","
           "\"wins\":%.1f,\"win_rate\":%.3f,\"searched_decisions\":%u,\"forced_decisions\":%u,"
           "\"median_ms\":%.1f,\"p90_ms\":%.1f,\"max_ms\":%.1f,\"mean_ms\":%.1f,"
           "\"median_cpu_ms\":%.1f,\"max_cpu_ms\":%.1f,"
           "\"mean_simulations\":%.0f,\"mean_playout_actions\":%.0f,\"finished_playouts\":%.3f,"
           "\"capped_playouts\":%.3f,\"null_rate\":%.3f,\"p_value\":%.2g}\n",
           argv[1], n_players, n_games, argv[4], argv[5], wins, wins / MAX (n_games, 1),
           times->len, forced,
           times->len ? g_array_index (times, double, times->len / 2) : 0.0,
           times->len ? g_array_index (times, double, times->len * 9 / 10) : 0.0,
           times->len ? g_array_index (times, double, times->len - 1) : 0.0,
           times->len ? total_ms / times->len : 0.0,
           cpu_times->len ? g_array_index (cpu_times, double, cpu_times->len / 2) : 0.0,
           cpu_times->len ? g_array_index (cpu_times, double, cpu_times->len - 1) : 0.0,
           times->len ? (double) sims_total / times->len : 0.0,
           sims_total ? (double) playout_actions / sims_total : 0.0,
           sims_total ? (double) finished / sims_total : 0.0,
           sims_total ? (double) capped / sims_total : 0.0,
           1.0 / n_players, binomial_tail (n_games, (guint) wins, 1.0 / n_players));
  return 0;
}
