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

/* Greedy self-play is pinned: making the player faster must not change a
 * single choice.  Scores and lengths of seeded games, as the player before
 * its speed-ups (issue 10) played them. */
static void
test_greedy_games_unchanged (void)
{
  static const struct
  {
    guint   n_players;
    guint64 seed;
    gint    scores[3];
    guint   n_actions;
  } games[] = {
    { 2, 1, { 131, 170 }, 252 },
    { 2, 2, { 134, 165 }, 255 },
    { 2, 3, { 113, 136 }, 264 },
    { 2, 4, { 150, 111 }, 252 },
    { 2, 5, { 152, 158 }, 264 },
    { 2, 6, { 72, 220 }, 258 },
    { 2, 7, { 111, 186 }, 261 },
    { 2, 8, { 120, 110 }, 255 },
    { 3, 1, { 74, 102, 130 }, 264 },
    { 3, 2, { 98, 81, 120 }, 258 },
    { 3, 3, { 153, 109, 104 }, 267 },
    { 3, 4, { 126, 101, 122 }, 270 },
  };
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  TslAi *ais[3] = { greedy, greedy, greedy };

  g_test_summary ("Seeded greedy games are the ones the unoptimized player played");
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      TslSelfPlayResult result;
      g_autoptr(GError) error = NULL;

      g_assert_true (tsl_self_play (engine, options, games[i].n_players, ais, games[i].seed,
                                    &result, NULL, &error));
      g_assert_no_error (error);
      for (guint p = 0; p < games[i].n_players; p++)
        g_assert_cmpint (result.scores[p], ==, games[i].scores[p]);
      g_assert_cmpuint (result.n_actions, ==, games[i].n_actions);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/ai/greedy-beats-random", test_greedy_beats_random);
  g_test_add_func ("/engines/hunters/ai/greedy-games-unchanged", test_greedy_games_unchanged);
  return g_test_run ();
}
