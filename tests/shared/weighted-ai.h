/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-ai.h"

G_BEGIN_DECLS

/* Sets the weights of this thread's evaluations (%NULL: the built-in
 * ones): catan_evaluate_use_weights(), _tsl_hunters_evaluate_use_weights(). */
typedef void (*WeightedAiUse) (const double *weights);

#define WEIGHTED_TYPE_AI (weighted_ai_get_type ())
G_DECLARE_FINAL_TYPE (WeightedAi, weighted_ai, WEIGHTED, AI, GObject)

TslAi *weighted_ai_new (TslAi         *inner,
                        WeightedAiUse  use,
                        const double  *weights);

G_END_DECLS
