/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-evaluation.h"
#include "tsl-catan-state-private.h"

G_BEGIN_DECLS

/* The search player's estimate of a position (tsl-catan-evaluate.c); each
 * module fills its own features (MODULE-evaluation.ini in its folder)
 * through its evaluate hook (tsl-catan-hooks-private.h).  They read the state only (layers up to
 * legal, like the greedy player). */

/* Ways of rolling @number with two dice (0 for no number). */
static inline guint
catan_evaluate_pips (guint number)
{
  return number == 0 ? 0 : 6 - (guint) ABS (7 - (gint) number);
}

void     catan_evaluate_features  (const CatanState *s,
                                   guint             p,
                                   double           *f);
const char *catan_evaluate_feature_name (guint feature);
double   catan_evaluate_weight    (guint             feature);
double   catan_evaluate_strength  (const CatanState *s,
                                   guint             p);
void     catan_evaluate_use_weights (const double   *w);
void     catan_evaluate           (const CatanState *s,
                                   double           *values);

G_END_DECLS
