/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hunters.h"
#include "tsl-hunters-greedy-ai.h"
#include "tsl-random-ai.h"
#include "tsl-self-play.h"

/* The greedy player must beat the random one in at least 95 % of seeded
 * 2-player games (1,000 in the slow suite, 100 in the quick one), taking
 * each seat half of the time.  A tie is not a win. */

static void
test_greedy_beats_random (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) greedy = NULL;
  g_autoptr(TslAi) random = tsl_random_ai_new ();
  guint n_games = g_test_slow () ? 1000 : 100;
  guint wins = 0;
  gint64 total = 0;

  g_test_summary ("Greedy beats random in >= 95 % of 2-player games");
  greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  g_assert_true (TSL_IS_HUNTERS_GREEDY_AI (greedy));
  g_assert_cmpstr (tsl_ai_get_kind (greedy), ==, "greedy");
  for (guint64 seed = 0; seed < n_games; seed++)
    {
      guint me = seed % 2;
      TslAi *ais[2];
      TslSelfPlayResult result;
      g_autoptr(GError) error = NULL;

      ais[me] = greedy;
      ais[1 - me] = random;
      g_assert_true (tsl_self_play (engine, options, 2, ais, 1000 + seed, &result, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (result.finished);
      if (result.scores[me] > result.scores[1 - me])
        wins++;
      total += result.scores[me] - result.scores[1 - me];
    }
  g_test_message ("greedy won %u of %u games (%.1f %%), by %.1f points on average", wins, n_games,
                  100.0 * wins / n_games, (double) total / n_games);
  g_assert_cmpuint (wins * 100, >=, 95 * n_games);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/ai/greedy-beats-random", test_greedy_beats_random);
  return g_test_run ();
}
