/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hunters.h"
#include "tsl-hunters-evaluate-private.h"
#include "evaluation-fit.h"

/* Fits the weights of the Hunters & Gatherers evaluation
 * (engines/hunters/hunters-evaluation.ini) to the outcomes of seeded games
 * between greedy players, who play on where a search's playout stops
 * (tests/shared/evaluation-fit.c plays the games and fits).
 *
 * Usage: fit-hunters-evaluation GAMES PLAYERS OPTIONS_JSON SEED [INI] */

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
  double start[HUNTERS_EVAL_N_FEATURES];

  for (guint k = 0; k < HUNTERS_EVAL_N_FEATURES; k++)
    {
      names[k] = _tsl_hunters_evaluate_feature_name (k);
      start[k] = _tsl_hunters_evaluate_weight (k);
    }
  return evaluation_fit_main (argc, argv, engine, HUNTERS_EVAL_N_FEATURES, names, start,
                              features);
}
