/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-random-ai.h"
#include "tsl-self-play.h"

/* The module that exists only in the tests (tests/catan/modules/reroll;
 * docs/adding-a-catan-module.md), in the copy of the engine built with it:
 * its move is listed, applied, refused, written to and read from a game
 * file (by its table) and told in the log (by the sentence made from the
 * table) through the hooks, and whole games play it. */

#define V_B "[[1,0],[2,-1],[2,0]]"   /* beginner board: forest 3, hills 10, mountains 8 */

/* Seat 0 in its main phase after a roll of 5, with a settlement on the 8
 * and @grain grain. */
static CatanState *
rolled (guint grain)
{
  CatanState *s = ct_new_beginner (4);

  ct_skip_setup (s);
  ct_put_settlement (s, 0, (guint) ct_vertex (V_B));
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  ct_take_all (s, 0);
  ct_give (s, 0, TSL_CATAN_GRAIN, grain);
  return s;
}

static void
test_reroll_produces (void)
{
  g_autofree CatanState *s = rolled (1);
  CatanState expected = *s;
  static const guint8 grain[CATAN_N_RES] = { [TSL_CATAN_GRAIN] = 1 };

  g_assert_true (s->modules & CATAN_MODULE_REROLL);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, CATAN_MOVE_REROLL), ==, 1);
  ct_ok (s, "{\"type\": \"reroll\", \"dice\": [5, 3]}");

  /* The grain paid, then the roll's production, as a roll of 8 makes it. */
  catan_pay (&expected, 0, grain);
  catan_produce (&expected, 8, 2);
  expected.dice[0] = 5;
  expected.dice[1] = 3;
  expected.slice_reroll.used = TRUE;
  expected.n_actions++;
  g_assert_true (memcmp (&expected, s, sizeof *s) == 0);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);

  /* Once a turn */
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, CATAN_MOVE_REROLL), ==, 0);
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_refused (s, "{\"type\": \"reroll\"}", TSL_ERROR_INVALID_MOVE, "already");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_false (s->slice_reroll.used);
}

static void
test_reroll_refused (void)
{
  g_autofree CatanState *s = rolled (0);

  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, CATAN_MOVE_REROLL), ==, 0);
  ct_refused (s, "{\"type\": \"reroll\"}", TSL_ERROR_INVALID_MOVE, "1 grain");
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_refused (s, "{\"type\": \"reroll\", \"player\": 1}", TSL_ERROR_INVALID_MOVE, NULL);
  ct_refused (s, "{\"type\": \"reroll\", \"dice\": [7, 1]}", TSL_ERROR_PARSE, "dice");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_give (s, 1, TSL_CATAN_GRAIN, 1);
  ct_refused (s, "{\"type\": \"reroll\"}", TSL_ERROR_INVALID_MOVE, "after the roll");
}

/* The game file's action and the log's sentence */
static void
test_reroll_json_and_log (void)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = rolled (1);
  g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
  g_autofree CatanState *again = g_memdup2 (s, sizeof *s);
  g_autoptr(JsonObject) action = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *sentence = NULL;
  g_autofree char *hint = NULL;
  TslMove applied, parsed;
  TslRng rng;

  g_assert_true (ct_try (s, "{\"type\": \"reroll\"}", &applied, &error));
  g_assert_no_error (error);
  action = tsl_engine_move_to_json (engine, before, &applied);
  g_assert_cmpstr (json_object_get_string_member (action, "type"), ==, "reroll");
  g_assert_cmpint (json_array_get_int_element (json_object_get_array_member (action, "dice"), 0), ==,
                   applied.count[0]);

  /* Read back, the recorded dice give the same state whatever the generator. */
  g_assert_true (tsl_engine_move_from_json (engine, before, action, &parsed, &error));
  g_assert_no_error (error);
  tsl_rng_init (&rng, 99, 99);
  g_assert_true (tsl_engine_apply_move (engine, again, &parsed, &rng, &error));
  g_assert_no_error (error);
  g_assert_true (memcmp (again, s, sizeof *s) == 0);
  g_assert_false (tsl_engine_move_is_undoable (engine, before, &applied));

  sentence = tsl_engine_describe_move (engine, before, s, &applied, NULL);
  /* The module has no sentence of its own: the one made from its table. */
  g_assert_true (g_str_has_prefix (sentence, "Player 1 made the move “reroll” (dice: ["));
  hint = tsl_engine_describe_hint (engine, before, &parsed, NULL);
  g_assert_cmpstr (hint, ==, "The computer would pay 1 grain to roll again.");
}

/* Whole games between random players roll again, and end. */
static void
test_reroll_games (void)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  TslAi *ais[4];
  guint rerolls = 0;

  for (guint i = 0; i < 4; i++)
    ais[i] = tsl_random_ai_new ();
  for (guint64 seed = 1; seed <= 40; seed++)
    {
      TslSelfPlayResult result;

      g_array_set_size (moves, 0);
      g_assert_true (tsl_self_play (engine, options, 4, ais, seed, &result, moves, &error));
      g_assert_no_error (error);
      g_assert_true (result.finished);
      for (guint k = 0; k < moves->len; k++)
        rerolls += g_array_index (moves, TslMove, k).type == CATAN_MOVE_REROLL;
    }
  g_test_message ("%u re-rolls in 40 games", rerolls);
  g_assert_cmpuint (rerolls, >, 40);
  for (guint i = 0; i < 4; i++)
    g_object_unref (ais[i]);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/reroll-module/produces", test_reroll_produces);
  g_test_add_func ("/catan/reroll-module/refused", test_reroll_refused);
  g_test_add_func ("/catan/reroll-module/json-and-log", test_reroll_json_and_log);
  g_test_add_func ("/catan/reroll-module/games", test_reroll_games);
  return g_test_run ();
}
