/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-alphabeta-ai.h"
#include "catan-test-util.h"

/* The reference opponent of the match benchmarks (catan-alphabeta-ai.c):
 * it must play whole legal games, search rather than pick, weigh points
 * first, and be the player it is modelled on, one that beats players
 * without a plan nearly always. */

/* Plays a 4-player game of @options from @seed, the reference opponent in
 * @hero_seat (handed the true state) and @other elsewhere (handed its
 * view); returns the winners and adds the reference's decisions and the
 * leaves they valued. */
static guint32
play (const char *options,
      guint64     seed,
      guint       hero_seat,
      TslAi      *hero,
      TslAi      *other,
      guint      *decisions,
      guint64    *leaves)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = ct_new (options, 4, NULL);
  g_autofree CatanState *view = tsl_engine_state_new (engine);
  TslRng ai_rng, view_rng;
  guint n;

  tsl_rng_init (&ai_rng, seed, 1);
  tsl_rng_init (&view_rng, seed, 2);
  for (n = 0; n < 20000; n++)
    {
      gint actor = tsl_engine_get_actor (engine, s);
      g_autoptr(GError) error = NULL;
      TslMove move;
      TslRng rng;

      if (actor < 0)
        break;
      memcpy (view, s, sizeof *s);
      memset (&move, 0, sizeof move);
      if ((guint) actor == hero_seat)
        {
          g_assert_true (tsl_ai_choose_move (hero, engine, s, actor, &ai_rng, &move));
          *decisions += 1;
          *leaves += catan_alphabeta_ai_get_last_leaves (CATAN_ALPHABETA_AI (hero));
        }
      else
        {
          tsl_engine_redact (engine, view, actor, &view_rng);
          g_assert_true (tsl_ai_choose_move (other, engine, view, actor, &ai_rng, &move));
        }
      move.player = (gint8) actor;
      tsl_rng_init (&rng, seed, n);
      g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, &error));
      g_assert_no_error (error);
    }
  g_assert_true (tsl_engine_is_over (engine, s));
  return tsl_engine_get_winners (engine, s);
}

/* Against three random players it wins nearly every game, from every seat,
 * without player trades as the published comparisons play; every move it
 * makes is legal, and it values positions, over a hundred a decision on
 * average (a player that took the first legal move would value none). */
static void
test_beats_random (void)
{
  g_autoptr(TslAi) hero = catan_alphabeta_ai_new (2);
  g_autoptr(TslAi) random = tsl_engine_create_ai (ct_engine (), "random", NULL);
  guint games = 24, wins = 0, decisions = 0;
  guint64 leaves = 0;

  for (guint g = 0; g < games; g++)
    if (play ("{\"domestic_trade\": false}", 500 + g / 4, g % 4, hero, random, &decisions, &leaves) &
        (1u << (g % 4)))
      wins++;
  g_test_message ("%u of %u games won; %.0f leaves a decision", wins, games,
                  (double) leaves / decisions);
  g_assert_cmpuint (wins * 10, >=, games * 9);
  g_assert_cmpfloat ((double) leaves / decisions, >, 100);
}

/* Plays the founding rounds with greedy players and rolls a 6 for the
 * first player: a board where everyone has two settlements and two
 * roads. */
static CatanState *
founded (void)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  CatanState *s = ct_new_beginner (4);
  TslRng rng;

  tsl_rng_init (&rng, 7, 7);
  while (s->phase == CATAN_PHASE_SETUP_SETTLEMENT || s->phase == CATAN_PHASE_SETUP_ROAD)
    {
      TslMove move;

      memset (&move, 0, sizeof move);
      g_assert_true (tsl_ai_choose_move (greedy, engine, s, tsl_engine_get_actor (engine, s), &rng, &move));
      move.player = (gint8) tsl_engine_get_actor (engine, s);
      g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, NULL));
    }
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 3]}");
  g_assert_cmpuint (s->phase, ==, CATAN_PHASE_MAIN);
  return s;
}

/* With nine points, the resources of a road and a settlement, and a site
 * one road away, it builds the road, then the settlement, and wins (§7:
 * ten points on one's own turn win), whatever else the hand could do. */
static void
test_takes_the_win (void)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(TslAi) hero = catan_alphabeta_ai_new (2);
  g_autofree CatanState *s = founded ();
  guint p = s->current;
  TslRng rng;
  TslMove move;

  /* Nine points: two settlements, five Victory Point cards bought
   * earlier and the Largest Army of three knights */
  s->players[p].dev[TSL_CATAN_VICTORY_POINT] = 5;
  s->players[p].knights = 3;
  s->army_holder = (guint8) p;
  g_assert_cmpuint (catan_vp (s, p), ==, 9);
  ct_take_all (s, p);
  ct_give (s, p, TSL_CATAN_WOOD, 2);
  ct_give (s, p, TSL_CATAN_BRICK, 2);
  ct_give (s, p, TSL_CATAN_WOOL, 1);
  ct_give (s, p, TSL_CATAN_GRAIN, 1);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_BUILD_SETTLEMENT), ==, 0);

  tsl_rng_init (&rng, 1, 1);
  memset (&move, 0, sizeof move);
  g_assert_true (tsl_ai_choose_move (hero, engine, s, (gint) p, &rng, &move));
  g_assert_cmpint (move.type, ==, TSL_CATAN_BUILD_ROAD);
  move.player = (gint8) p;
  g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, NULL));
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_BUILD_SETTLEMENT), >, 0);

  memset (&move, 0, sizeof move);
  g_assert_true (tsl_ai_choose_move (hero, engine, s, (gint) p, &rng, &move));
  g_assert_cmpint (move.type, ==, TSL_CATAN_BUILD_SETTLEMENT);
  move.player = (gint8) p;
  g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, NULL));
  g_assert_true (tsl_engine_is_over (engine, s));
  g_assert_cmpuint (tsl_engine_get_winners (engine, s), ==, 1u << p);
}

/* Points outweigh everything else the value counts: the Largest Army's
 * two points are worth more than a full hand and fourteen knights. */
static void
test_points_first (void)
{
  g_autofree CatanState *s = founded ();
  g_autofree CatanState *richer = NULL;
  guint p = s->current;
  double before;

  before = catan_alphabeta_value (s, p);
  richer = g_memdup2 (s, sizeof *s);
  /* Every resource a hand could hold and every knight: no point */
  for (guint r = 0; r < CATAN_N_RES; r++)
    ct_give (richer, p, r, 7);
  richer->players[p].knights = 14;
  g_assert_cmpfloat (catan_alphabeta_value (richer, p), >, before);
  g_assert_cmpfloat (catan_alphabeta_value (richer, p), <, before + 3e14);
  s->army_holder = (guint8) p;
  g_assert_cmpfloat (catan_alphabeta_value (s, p), >, catan_alphabeta_value (richer, p));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/catan/alphabeta/beats-random", test_beats_random);
  g_test_add_func ("/engines/catan/alphabeta/takes-the-win", test_takes_the_win);
  g_test_add_func ("/engines/catan/alphabeta/points-first", test_points_first);
  return g_test_run ();
}
