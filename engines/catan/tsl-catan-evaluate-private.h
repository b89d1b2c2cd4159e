/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-state-private.h"

G_BEGIN_DECLS

/* The search player's estimate of a position (tsl-catan-evaluate.c), and
 * each module's terms of it (tsl-catan-evaluate-modules.c, the layer
 * below).  They read the state only (layers up to legal, like the greedy
 * player). */

/* Ways of rolling @number with two dice (0 for no number). */
static inline guint
catan_evaluate_pips (guint number)
{
  return number == 0 ? 0 : 6 - (guint) ABS (7 - (gint) number);
}

double   catan_evaluate_strength  (const CatanState *s,
                                   guint             p);
double   catan_evaluate_modules   (const CatanState *s,
                                   guint             p,
                                   double            future);
void     catan_evaluate           (const CatanState *s,
                                   double           *values);

G_END_DECLS
