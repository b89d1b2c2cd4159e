/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "tsl-catan.h"
#include "tsl-random-ai.h"
#include "tsl-self-play.h"

/* Benchmark: N seeded 4-player games between random players through
 * tsl_self_play(); prints games per second and nanoseconds per action, and
 * a checksum of the games' results, so that a refactor shows both its speed
 * and that it plays the same games.  OPTIONS (JSON) plays a module.
 * Usage: bench-catan [GAMES] [AI] [OPTIONS] [PLAYERS] */
int
main (int    argc,
      char **argv)
{
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonNode) given = NULL;
  g_autoptr(GError) error = NULL;
  guint n_games = argc > 1 ? (guint) atoi (argv[1]) : 10000;
  const char *kind = argc > 2 ? argv[2] : "random";
  guint n_players = argc > 4 ? (guint) CLAMP (atoi (argv[4]), 2, 4) : 4;
  TslAi *ais[4];
  guint64 actions = 0, turns = 0;
  guint unfinished = 0;
  guint wins[4] = { 0, };
  guint64 checksum = G_GUINT64_CONSTANT (0xcbf29ce484222325);
  gint64 start, end;
  double seconds, cpu_seconds;
  struct timespec cpu0, cpu1;
  guint n_options;
  const TslOptionSpec *specs = tsl_engine_get_options (engine, &n_options);

  if (argc > 3)
    {
      given = json_from_string (argv[3], &error);
      g_assert_no_error (error);
    }
  options = tsl_options_normalize (specs, n_options, given != NULL ? json_node_get_object (given) : NULL,
                                   &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 4; i++)
    ais[i] = tsl_engine_create_ai (engine, kind, &error);
  g_assert_no_error (error);

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu0);
  start = g_get_monotonic_time ();
  for (guint g = 0; g < n_games; g++)
    {
      TslSelfPlayResult result;

      if (!tsl_self_play (engine, options, n_players, ais, g + 1, &result, NULL, &error))
        {
          fprintf (stderr, "game %u: %s\n", g, error->message);
          return 1;
        }
      actions += result.n_actions;
      turns += result.turns;
      unfinished += !result.finished;
      for (guint s = 0; s < 4; s++)
        wins[s] += (result.winners >> s) & 1;
      /* FNV-1a over what each game came to */
      for (guint64 v, k = 0; k < 4; k++)
        {
          v = k == 0 ? result.n_actions : k == 1 ? result.turns : k == 2 ? result.winners
                                                                         : (guint64) result.scores[0];
          checksum = (checksum ^ v) * G_GUINT64_CONSTANT (0x100000001b3);
        }
    }
  end = g_get_monotonic_time ();
  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &cpu1);
  seconds = (end - start) / 1e6;
  cpu_seconds = (cpu1.tv_sec - cpu0.tv_sec) + (cpu1.tv_nsec - cpu0.tv_nsec) / 1e9;

  /* Wall-clock figures, and CPU-time ones that do not depend on what else
   * runs on a shared machine. */
  printf ("{\"games\": %u, \"ai\": \"%s\", \"seconds\": %.3f, \"games_per_second\": %.1f, "
          "\"ns_per_action\": %.1f, \"cpu_seconds\": %.3f, \"games_per_cpu_second\": %.1f, "
          "\"cpu_ns_per_action\": %.1f, \"mean_actions\": %.1f, \"mean_turns\": %.1f, "
          "\"unfinished\": %u, \"wins\": [%u, %u, %u, %u], \"checksum\": \"%016" G_GINT64_MODIFIER "x\"}\n",
          n_games, kind, seconds, n_games / seconds, seconds * 1e9 / (double) MAX (actions, 1),
          cpu_seconds, n_games / cpu_seconds, cpu_seconds * 1e9 / (double) MAX (actions, 1),
          (double) actions / n_games, (double) turns / n_games, unfinished,
          wins[0], wins[1], wins[2], wins[3], checksum);
  for (guint i = 0; i < 4; i++)
    g_object_unref (ais[i]);
  return unfinished == 0 ? 0 : 1;
}
