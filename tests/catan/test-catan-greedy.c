/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "catan-test-util.h"
#include "tsl-ai.h"
#include "tsl-self-play.h"

/* The greedy computer player must beat three random players in at least
 * 95 % of 4-player games, its seat rotating.  Quick suite: 1,000 games
 * (the acceptance figure); slow suite: 10,000 games. */

static guint n_games = 1000;

static void
test_greedy_beats_random (void)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  guint won = 0;
  guint64 turns = 0;

  g_test_summary ("1 greedy vs 3 random, rotating the greedy seat: greedy wins >= 95 %");
  json_object_set_string_member (options, "layout", "random");
  for (guint g = 0; g < n_games; g++)
    {
      guint seat = g % 4;
      TslAi *ais[4];
      TslSelfPlayResult result;

      for (guint i = 0; i < 4; i++)
        ais[i] = tsl_engine_create_ai (engine, i == seat ? "greedy" : "random", &error);
      g_assert_no_error (error);
      g_assert_true (tsl_self_play (engine, options, 4, ais, 5000 + g, &result, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (result.finished);
      won += (result.winners >> seat) & 1;
      turns += result.turns;
      for (guint i = 0; i < 4; i++)
        g_object_unref (ais[i]);
    }
  g_test_message ("greedy won %u of %u games (%.1f %%), %.1f turns on average",
                  won, n_games, 100.0 * won / n_games, (double) turns / n_games);
  g_assert_cmpuint (won * 100, >=, 95 * n_games);
}

static void
test_greedy_self_play (void)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(GError) error = NULL;

  g_test_summary ("Four greedy players finish their games (all moves legal, no endless trading)");
  for (guint g = 0; g < 50; g++)
    {
      TslAi *ais[4];
      TslSelfPlayResult result;

      for (guint i = 0; i < 4; i++)
        ais[i] = tsl_engine_create_ai (engine, "greedy", &error);
      /* It guesses hidden cards, so self-play must hand it a redacted view. */
      g_assert_true (tsl_ai_reads_hidden (ais[0]));
      g_assert_true (tsl_self_play (engine, NULL, 3 + g % 2, ais, g, &result, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (result.finished);
      for (guint i = 0; i < 4; i++)
        g_object_unref (ais[i]);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (g_test_slow ())
    n_games = 10000;
  if (g_getenv ("TSL_CATAN_GREEDY_GAMES") != NULL)
    n_games = (guint) atoi (g_getenv ("TSL_CATAN_GREEDY_GAMES"));
  g_test_add_func ("/engines/catan/greedy/beats-random", test_greedy_beats_random);
  g_test_add_func ("/engines/catan/greedy/self-play", test_greedy_self_play);
  return g_test_run ();
}
