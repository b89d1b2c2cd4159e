/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hunters.h"
#include "tsl-hunters-evaluate-private.h"
#include "evaluation-tune.h"

/* Tunes the weights of the Hunters & Gatherers evaluation
 * (engines/hunters/hunters-evaluation.ini): `fit` to the outcomes of seeded
 * games between greedy players, who play on where a search's playout
 * stops; `spsa` by self-play of a search level; `match` to weigh two sets
 * against each other (tests/shared/evaluation-tune.c).
 *
 * Usage: tune-hunters-evaluation fit GAMES PLAYERS OPTIONS_JSON SEED [INI]
 *        tune-hunters-evaluation spsa ITERATIONS PLAYERS OPTIONS_JSON SEED KIND [INI]
 *        tune-hunters-evaluation match GAMES PLAYERS OPTIONS_JSON SEED KIND INI [AGAINST_INI] */

static gboolean
features (gconstpointer state,
          double       *f)
{
  _tsl_hunters_evaluate_features (tsl_hunters_catalog_get_builtin (), state, f);
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  const char *names[HUNTERS_EVAL_N_FEATURES];
  double builtin[HUNTERS_EVAL_N_FEATURES];
  EvaluationTuneGame game = {
    engine, HUNTERS_EVAL_N_FEATURES, names, builtin, features,
    _tsl_hunters_evaluate_use_weights,
    /* Games are won by 20 points more often than not. */
    20.0,
  };

  for (guint k = 0; k < HUNTERS_EVAL_N_FEATURES; k++)
    {
      names[k] = _tsl_hunters_evaluate_feature_name (k);
      builtin[k] = _tsl_hunters_evaluate_weight (k);
    }
  return evaluation_tune_main (argc, argv, &game);
}
