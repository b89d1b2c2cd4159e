/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "spsa.h"
#include "test-race-engine.h"
#include "tsl-random-ai.h"
#include "weighted-ai.h"

/* The self-play tuning's parts (tests/shared/evaluation-tune.c): SPSA
 * climbs a noisy objective it sees only through won-or-lost comparisons,
 * and a weighted player sets its weights around each decision only. */

static const double target[3] = { 1.0, -0.5, 0.25 };

static double
objective (const double *u)
{
  double f = 0;

  for (guint i = 0; i < G_N_ELEMENTS (target); i++)
    f -= (u[i] - target[i]) * (u[i] - target[i]);
  return f;
}

/* Like a game: plus wins with a probability that grows with how much
 * better it is, and the result is only the winner. */
static double
noisy_match (const double *plus,
             const double *minus,
             TslRng       *rng)
{
  double p = 1 / (1 + exp (-4 * (objective (plus) - objective (minus))));

  return tsl_rng_below (rng, 1u << 20) < p * (1u << 20) ? 1.0 : -1.0;
}

static void
test_spsa_climbs (void)
{
  double start[3] = { 0, 0, 0 }, plus[3], minus[3], average[3];
  guint n = 4000;
  g_autoptr(Spsa) spsa = spsa_new_travel (3, start, n, 8.0, 0.3);
  TslRng rng, games;

  tsl_rng_init (&rng, 5, 1);
  tsl_rng_init (&games, 5, 2);
  g_assert_cmpfloat (objective (start), <, -1.3);
  for (guint k = 0; k < n; k++)
    {
      spsa_perturb (spsa, &rng, plus, minus);
      spsa_update (spsa, noisy_match (plus, minus, &games));
    }
  g_assert_cmpuint (spsa_get_iteration (spsa), ==, n);
  spsa_get_average (spsa, average);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpfloat (fabs (average[i] - target[i]), <, 0.2);
  g_assert_cmpfloat (objective (average), >, -0.05);
}

/* Plus and minus are the point moved both ways by the same amount in
 * every coordinate. */
static void
test_spsa_perturbation (void)
{
  double start[2] = { 0.5, -2 }, plus[2], minus[2];
  g_autoptr(Spsa) spsa = spsa_new (2, start, 10, 0.1, 0.3);
  TslRng rng;

  tsl_rng_init (&rng, 9, 1);
  spsa_perturb (spsa, &rng, plus, minus);
  for (guint i = 0; i < 2; i++)
    {
      g_assert_cmpfloat_with_epsilon (plus[i] + minus[i], 2 * start[i], 1e-12);
      g_assert_cmpfloat_with_epsilon (fabs (plus[i] - start[i]), 0.3, 1e-12);
    }
  /* A draw leaves the point where it was. */
  spsa_update (spsa, 0);
  g_assert_cmpmem (spsa_get_point (spsa), sizeof start, start, sizeof start);
}

/* If plus wins every comparison, each coordinate travels the distance
 * asked, in whichever direction its perturbations favoured. */
static void
test_spsa_travel (void)
{
  double start[1] = { 0 }, plus[1], minus[1];
  g_autoptr(Spsa) spsa = spsa_new_travel (1, start, 500, 3.0, 0.2);
  TslRng rng;
  double moved = 0;

  tsl_rng_init (&rng, 2, 1);
  for (guint k = 0; k < 500; k++)
    {
      double before = spsa_get_point (spsa)[0];

      spsa_perturb (spsa, &rng, plus, minus);
      spsa_update (spsa, 1.0);
      moved += fabs (spsa_get_point (spsa)[0] - before);
    }
  g_assert_cmpfloat_with_epsilon (moved, 3.0, 1e-9);
}

static const double *used;
static guint n_used;

static void
record_use (const double *weights)
{
  used = weights;
  n_used++;
}

static void
test_weighted_ai (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();
  g_autoptr(TslAi) random = tsl_random_ai_new ();
  double weights[2] = { 1, 2 };
  g_autoptr(TslAi) weighted = weighted_ai_new (random, record_use, weights);
  g_autoptr(GError) error = NULL;
  g_autofree RaceState *state = tsl_engine_state_new (engine);
  TslRng a, b;

  g_assert_true (tsl_engine_init_state (engine, state, NULL, 2, 3, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (tsl_ai_get_kind (weighted), ==, "random");
  g_assert_true (tsl_ai_reads_hidden (weighted));
  tsl_rng_init (&a, 1, 1);
  tsl_rng_init (&b, 1, 1);
  for (guint n = 0; n < 20; n++)
    {
      gint actor = tsl_engine_get_actor (engine, state);
      TslMove mine, theirs;
      TslRng rng;

      if (actor < 0)
        break;
      memset (&mine, 0, sizeof mine);
      memset (&theirs, 0, sizeof theirs);
      n_used = 0;
      g_assert_true (tsl_ai_choose_move (weighted, engine, state, actor, &a, &mine));
      /* Set for the decision, then the built-in ones back. */
      g_assert_cmpuint (n_used, ==, 2);
      g_assert_null (used);
      g_assert_true (tsl_ai_choose_move (random, engine, state, actor, &b, &theirs));
      g_assert_cmpmem (&mine, sizeof mine, &theirs, sizeof theirs);
      mine.player = (gint8) actor;
      tsl_rng_init (&rng, 3, n);
      g_assert_true (tsl_engine_apply_move (engine, state, &mine, &rng, &error));
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/tune/spsa/climbs", test_spsa_climbs);
  g_test_add_func ("/tune/spsa/perturbation", test_spsa_perturbation);
  g_test_add_func ("/tune/spsa/travel", test_spsa_travel);
  g_test_add_func ("/tune/weighted-ai", test_weighted_ai);
  return g_test_run ();
}
