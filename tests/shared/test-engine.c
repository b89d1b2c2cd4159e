/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-error.h"
#include "tsl-game.h"
#include "tsl-registry.h"
#include "tsl-self-play.h"
#include "test-race-engine.h"

static void
test_registry (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();
  g_autoptr(TslEngine) again = test_race_engine_new ();
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("Games are found by id; an unknown id is a TSL_ERROR_UNKNOWN_GAME");
  tsl_registry_add (engine);
  tsl_registry_add (again);
  list = tsl_registry_list ();
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_true (tsl_registry_lookup ("race", &error) == engine);
  g_assert_no_error (error);
  g_assert_null (tsl_registry_lookup ("chess", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_UNKNOWN_GAME);
}

static void
play_one (TslEngine         *engine,
          guint64            seed,
          TslSelfPlayResult *result,
          GArray            *moves)
{
  g_autoptr(TslAi) a = tsl_engine_create_ai (engine, "random", NULL);
  g_autoptr(TslAi) b = tsl_engine_create_ai (engine, "random", NULL);
  g_autoptr(TslAi) c = tsl_engine_create_ai (engine, "random", NULL);
  TslAi *ais[3] = { a, b, c };
  g_autoptr(JsonObject) options = NULL;
  const TslOptionSpec *specs;
  guint n_specs;
  g_autoptr(GError) error = NULL;

  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tsl_self_play (engine, options, 3, ais, seed, result, moves, &error));
  g_assert_no_error (error);
}

static void
test_self_play (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();

  g_test_summary ("Self-play ends every game with one winner who reached the target");
  for (guint64 seed = 0; seed < 200; seed++)
    {
      TslSelfPlayResult result;
      guint winner;

      play_one (engine, seed, &result, NULL);
      g_assert_true (result.finished);
      g_assert_cmpuint (__builtin_popcount (result.winners), ==, 1);
      winner = (guint) __builtin_ctz (result.winners);
      g_assert_cmpint (result.scores[winner], >=, 30);
      for (guint s = 0; s < 3; s++)
        if (s != winner)
          g_assert_cmpint (result.scores[s], <, 30);
      g_assert_cmpuint (result.n_actions, >, result.turns);
    }
}

static void
test_self_play_replays (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(GArray) again = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(TslGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TslSelfPlayResult result, result2;
  gint scores[TSL_MAX_PLAYERS];

  g_test_summary ("A self-played game is deterministic and replays through TslGame");
  play_one (engine, 77, &result, moves);
  play_one (engine, 77, &result2, again);
  g_assert_cmpuint (moves->len, ==, result.n_actions);
  g_assert_cmpmem (moves->data, moves->len * sizeof (TslMove), again->data, again->len * sizeof (TslMove));

  game = tsl_game_new (engine, NULL, 3, 77, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < moves->len; i++)
    {
      g_assert_true (tsl_game_apply_move (game, &g_array_index (moves, TslMove, i), &error));
      g_assert_no_error (error);
    }
  g_assert_true (tsl_game_is_over (game));
  tsl_engine_get_scores (engine, tsl_game_get_state (game), scores);
  g_assert_cmpmem (scores, 3 * sizeof (gint), result.scores, 3 * sizeof (gint));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/shared/registry", test_registry);
  g_test_add_func ("/shared/self-play/finishes", test_self_play);
  g_test_add_func ("/shared/self-play/replays", test_self_play_replays);
  return g_test_run ();
}
