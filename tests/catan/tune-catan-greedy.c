/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "catan-test-util.h"
#include "evaluation-tune.h"

/* Tunes the greedy player's weights (engines/catan/catan-greedy.ini) by
 * self-play of greedy players (`spsa`), and weighs two sets against each
 * other (`match`): tests/shared/evaluation-tune.c, KIND being `greedy`.
 *
 * Usage: tune-catan-greedy spsa ITERATIONS PLAYERS OPTIONS_JSON SEED greedy [INI]
 *        tune-catan-greedy match GAMES PLAYERS OPTIONS_JSON SEED greedy INI [AGAINST_INI] */

int
main (int    argc,
      char **argv)
{
  const char *names[CATAN_GREEDY_N_WEIGHTS];
  double builtin[CATAN_GREEDY_N_WEIGHTS];
  EvaluationTuneGame game = {
    ct_engine (), CATAN_GREEDY_N_WEIGHTS, names, builtin,
    /* A policy's weights: no features. */
    NULL,
    catan_greedy_use_weights,
    /* Two victory points weigh about as much as a win. */
    2.0,
  };

  for (guint k = 0; k < CATAN_GREEDY_N_WEIGHTS; k++)
    {
      names[k] = catan_greedy_weight_name (k);
      builtin[k] = catan_greedy_weight (k);
    }
  return evaluation_tune_main (argc, argv, &game);
}
