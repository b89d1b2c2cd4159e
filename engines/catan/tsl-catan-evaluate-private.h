/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-private.h"

G_BEGIN_DECLS

/* The search player's estimate of a position (tsl-catan-evaluate.c), and
 * each module's terms of it (tsl-catan-evaluate-modules.c).  They read the
 * state only (layers up to legal, like the greedy player). */
guint    catan_evaluate_pips      (guint             number);
double   catan_evaluate_strength  (const CatanState *s,
                                   guint             p);
double   catan_evaluate_modules   (const CatanState *s,
                                   guint             p,
                                   double            future);
void     catan_evaluate           (const CatanState *s,
                                   double           *values);

G_END_DECLS
