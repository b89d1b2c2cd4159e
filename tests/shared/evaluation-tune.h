/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "evaluation-fit.h"
#include "weighted-ai.h"

G_BEGIN_DECLS

/* The tune-*-evaluation tools (tests/shared/evaluation-tune.c): tuning an
 * engine's evaluation weights by self-play (SPSA), and matching two sets
 * of weights.  @margin is a score difference that counts about as much as
 * a win (the result of a game is half the win, half tanh of the score
 * margin over @margin).  A policy's weights (a greedy player's) have no
 * @features: NULL, and no `fit`. */
typedef struct
{
  TslEngine            *engine;
  guint                 n_features;
  const char * const   *names;
  const double         *builtin;
  EvaluationFitFeatures features;
  WeightedAiUse         use;
  double                margin;
} EvaluationTuneGame;

int evaluation_tune_main (int                       argc,
                          char                    **argv,
                          const EvaluationTuneGame *game);

G_END_DECLS
