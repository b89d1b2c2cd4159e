/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-evaluate-private.h"
#include "catan-test-util.h"
#include "evaluation-fit.h"

/* Fits the weights of Catan's evaluation (engines/catan/catan-evaluation.ini)
 * to the outcomes of seeded games between greedy players: the evaluation
 * judges where a search's playout stops, and greedy players would play on
 * from there (tests/shared/evaluation-fit.c plays the games and fits).
 *
 * Usage: fit-catan-evaluation GAMES PLAYERS OPTIONS_JSON SEED [INI] */

/* Every seat's features, once the founding phase is over. */
static gboolean
features (gconstpointer state,
          double       *f)
{
  const CatanState *s = state;

  if (s->phase < CATAN_PHASE_ROLL)
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    catan_evaluate_features (s, p, f + p * CATAN_EVAL_N_FEATURES);
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  const char *names[CATAN_EVAL_N_FEATURES];
  double start[CATAN_EVAL_N_FEATURES];

  for (guint k = 0; k < CATAN_EVAL_N_FEATURES; k++)
    {
      names[k] = catan_evaluate_feature_name (k);
      start[k] = catan_evaluate_weight (k);
    }
  return evaluation_fit_main (argc, argv, ct_engine (), CATAN_EVAL_N_FEATURES, names, start,
                              features);
}
