/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hunters.h"
#include "tsl-hunters-evaluate-private.h"
#include "tsl-hunters-greedy-weights.h"
#include "evaluation-tune.h"

/* Tunes the greedy player's weights (engines/hunters/hunters-greedy.ini)
 * by self-play of greedy players (`spsa`), and weighs two sets against
 * each other (`match`): tests/shared/evaluation-tune.c, KIND being
 * `greedy`.
 *
 * Usage: tune-hunters-greedy spsa ITERATIONS PLAYERS OPTIONS_JSON SEED greedy [INI]
 *        tune-hunters-greedy match GAMES PLAYERS OPTIONS_JSON SEED greedy INI [AGAINST_INI] */

int
main (int    argc,
      char **argv)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  const char *names[HUNTERS_GREEDY_N_WEIGHTS];
  double builtin[HUNTERS_GREEDY_N_WEIGHTS];
  EvaluationTuneGame game = {
    engine, HUNTERS_GREEDY_N_WEIGHTS, names, builtin,
    /* A policy's weights: no features. */
    NULL,
    _tsl_hunters_greedy_use_weights,
    /* Games are won by 20 points more often than not. */
    20.0,
  };

  for (guint k = 0; k < HUNTERS_GREEDY_N_WEIGHTS; k++)
    {
      names[k] = _tsl_hunters_greedy_weight_name (k);
      builtin[k] = _tsl_hunters_greedy_weight (k);
    }
  return evaluation_tune_main (argc, argv, &game);
}
