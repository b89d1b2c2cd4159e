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

/* The greedy player's weights (hunters-greedy.ini): their names and
 * values, and other weights for this thread's decisions, for the tools
 * that tune them. */
const char *_tsl_hunters_greedy_weight_name (guint         k);
double      _tsl_hunters_greedy_weight      (guint         k);
void        _tsl_hunters_greedy_use_weights (const double *w);

G_END_DECLS
