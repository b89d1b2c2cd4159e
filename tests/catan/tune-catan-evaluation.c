/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-evaluate-private.h"
#include "catan-test-util.h"
#include "evaluation-tune.h"

/* Tunes the weights of Catan's evaluation (engines/catan/catan-evaluation.ini,
 * and each module's MODULE-evaluation.ini in its folder):
 * `fit` to the outcomes of seeded games between greedy players, who play on
 * where a search's playout stops; `spsa` by self-play of a search level;
 * `match` to weigh two sets against each other (tests/shared/evaluation-tune.c).
 *
 * Usage: tune-catan-evaluation fit GAMES PLAYERS OPTIONS_JSON SEED [INI]
 *        tune-catan-evaluation spsa ITERATIONS PLAYERS OPTIONS_JSON SEED KIND [INI]
 *        tune-catan-evaluation match GAMES PLAYERS OPTIONS_JSON SEED KIND INI [AGAINST_INI] */

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
  double builtin[CATAN_EVAL_N_FEATURES];
  EvaluationTuneGame game = {
    ct_engine (), CATAN_EVAL_N_FEATURES, names, builtin, features,
    catan_evaluate_use_weights,
    /* Two victory points weigh about as much as a win. */
    2.0,
  };

  for (guint k = 0; k < CATAN_EVAL_N_FEATURES; k++)
    {
      names[k] = catan_evaluate_feature_name (k);
      builtin[k] = catan_evaluate_weight (k);
    }
  return evaluation_tune_main (argc, argv, &game);
}
