/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-hunters-evaluation.h"
#include "tsl-hunters-private.h"

G_BEGIN_DECLS

/* The search player's estimate of a position (tsl-hunters-evaluate.c). */

void        _tsl_hunters_evaluate_features (const TslHuntersCatalog *cat,
                                            const TslHuntersState   *st,
                                            double                  *features);
void        _tsl_hunters_evaluate          (const TslHuntersCatalog *cat,
                                            const TslHuntersState   *st,
                                            double                  *values);
const char *_tsl_hunters_evaluate_feature_name (guint feature);
double      _tsl_hunters_evaluate_weight       (guint feature);
void        _tsl_hunters_evaluate_use_weights  (const double *w);

/* tsl-hunters-greedy-ai.c */
void        _tsl_hunters_open_leads        (const TslHuntersState   *st,
                                            double                  *values);
void        _tsl_hunters_prospects         (const TslHuntersState   *st,
                                            double                  *values);

G_END_DECLS
