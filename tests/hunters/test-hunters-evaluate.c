/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-ai.h"
#include "tsl-hunters.h"
#include "tsl-hunters-evaluate-private.h"

/* The search player's estimate of a position (tsl-hunters-evaluate.c), on
 * the positions of seeded greedy games: what it weighs is what every seat
 * sees, the greedy player's judgement of a seat (`prospects`) ends as the
 * score, and the shares follow the strengths. */

typedef void (*PositionCheck) (const TslHuntersState *st,
                               const TslHuntersState *view);

/* Plays seeded greedy games of two to five players, calling @check on
 * every position with a view of it redacted for the seat to act. */
static guint
each_position (PositionCheck check)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
  g_autofree TslHuntersState *view = tsl_engine_state_new (engine);
  guint positions = 0;

  for (guint g = 0; g < 8; g++)
    {
      g_autoptr(GError) error = NULL;
      TslRng view_rng, ai_rng;
      gint actor;

      g_assert_true (tsl_engine_init_state (engine, st, options, 2 + g % 4, 900 + g, NULL, &error));
      g_assert_no_error (error);
      tsl_rng_init (&view_rng, g, 1);
      tsl_rng_init (&ai_rng, g, 2);
      for (guint n = 0; (actor = tsl_engine_get_actor (engine, st)) >= 0; n++)
        {
          TslMove move;
          TslRng rng;

          memcpy (view, st, sizeof *st);
          tsl_engine_redact (engine, view, actor, &view_rng);
          check (st, view);
          positions++;
          g_assert_true (tsl_ai_choose_move (greedy, engine, st, actor, &ai_rng, &move));
          move.player = (gint8) actor;
          tsl_rng_init (&rng, g, n);
          g_assert_true (tsl_engine_apply_move (engine, st, &move, &rng, &error));
          g_assert_no_error (error);
        }
      check (st, st);
    }
  return positions;
}

static void
check_hidden (const TslHuntersState *st,
              const TslHuntersState *view)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  double a[TSL_HUNTERS_MAX_PLAYERS * HUNTERS_EVAL_N_FEATURES];
  double b[TSL_HUNTERS_MAX_PLAYERS * HUNTERS_EVAL_N_FEATURES];

  _tsl_hunters_evaluate_features (cat, st, a);
  _tsl_hunters_evaluate_features (cat, view, b);
  g_assert_cmpmem (a, st->n_players * HUNTERS_EVAL_N_FEATURES * sizeof a[0],
                   b, st->n_players * HUNTERS_EVAL_N_FEATURES * sizeof b[0]);
}

static void
test_evaluate_hidden (void)
{
  g_test_summary ("The evaluation's features are the same on a view with the stacks dealt again: "
                  "it reads nothing a seat cannot see");
  g_assert_cmpuint (each_position (check_hidden), >, 1000);
}

static void
check_prospects (const TslHuntersState *st,
                 const TslHuntersState *view)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  double f[TSL_HUNTERS_MAX_PLAYERS * HUNTERS_EVAL_N_FEATURES];
  double shares[TSL_HUNTERS_MAX_PLAYERS], total = 0;
  gint scores[TSL_HUNTERS_MAX_PLAYERS];

  (void) view;
  _tsl_hunters_evaluate_features (cat, st, f);
  _tsl_hunters_scores_if_over (cat, st, scores);
  for (guint p = 0; p < st->n_players; p++)
    {
      double prospects = f[p * HUNTERS_EVAL_N_FEATURES + HUNTERS_EVAL_PROSPECTS];

      /* The score counts, and what is to come adds to it; at the end it
       * is the score alone. */
      g_assert_cmpfloat (prospects, >=, st->track.score[p]);
      if (st->phase == TSL_HUNTERS_PHASE_OVER)
        {
          g_assert_cmpfloat (prospects, ==, scores[p]);
          g_assert_cmpfloat (f[p * HUNTERS_EVAL_N_FEATURES + HUNTERS_EVAL_MEMBERS], ==, 0);
        }
    }
  _tsl_hunters_evaluate (cat, st, shares);
  for (guint p = 0; p < st->n_players; p++)
    {
      total += shares[p];
      g_assert_cmpfloat (shares[p], >, 0);
    }
  g_assert_cmpfloat (fabs (total - 1), <, 1e-9);
}

static void
test_evaluate_prospects (void)
{
  g_test_summary ("A seat's prospects are at least its score and end as its final score; the "
                  "shares of a win sum to one");
  each_position (check_prospects);
}

/* With the weights of a test, the seat with the greater strength gets
 * the greater share. */
static void
test_evaluate_use_weights (void)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
  double w[HUNTERS_EVAL_N_FEATURES] = { 0, }, shares[TSL_HUNTERS_MAX_PLAYERS];

  g_assert_true (tsl_engine_init_state (engine, st, options, 3, 5, NULL, NULL));
  st->members_left[1] = (guint8) (st->members_left[0] + 2);
  w[HUNTERS_EVAL_MEMBERS] = 1.0;
  _tsl_hunters_evaluate_use_weights (w);
  _tsl_hunters_evaluate (cat, st, shares);
  _tsl_hunters_evaluate_use_weights (NULL);
  /* Two members more: e² times the share. */
  g_assert_cmpfloat (fabs (shares[1] / shares[0] - exp (2.0)), <, 1e-9);
  g_assert_cmpfloat (fabs (shares[2] - shares[0]), <, 1e-12);
  /* The built-in weights back: the supplies alone do not decide. */
  _tsl_hunters_evaluate (cat, st, shares);
  g_assert_cmpfloat (fabs (shares[1] / shares[0] - exp (2.0)), >, 1e-3);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/hunters/evaluate/hidden", test_evaluate_hidden);
  g_test_add_func ("/hunters/evaluate/prospects", test_evaluate_prospects);
  g_test_add_func ("/hunters/evaluate/use-weights", test_evaluate_use_weights);
  return g_test_run ();
}
