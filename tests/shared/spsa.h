/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-rng.h"

G_BEGIN_DECLS

/* Simultaneous perturbation stochastic approximation (Spall, 1998): climbs
 * a noisy objective measured only by comparing two points, here a match
 * between two sets of evaluation weights.  Every iteration moves each
 * coordinate by ±c_k at once (plus and minus), and the match's result
 * (how much better plus did than minus, in [-1, 1]) steps the point along
 * the difference.  The gains are Spall's: a_k = a / (k + 1 + A)^0.602,
 * c_k = c / (k + 1)^0.101, A a tenth of the iterations.  The answer is
 * the average of the second half's points (Polyak), which the noise of
 * single games moves less than the last point. */

typedef struct _Spsa Spsa;

Spsa         *spsa_new           (guint         n,
                                  const double *start,
                                  guint         iterations,
                                  double        a,
                                  double        c);
Spsa         *spsa_new_travel    (guint         n,
                                  const double *start,
                                  guint         iterations,
                                  double        travel,
                                  double        c);
void          spsa_free          (Spsa         *spsa);
void          spsa_perturb       (Spsa         *spsa,
                                  TslRng       *rng,
                                  double       *plus,
                                  double       *minus);
void          spsa_update        (Spsa         *spsa,
                                  double        result);
guint         spsa_get_iteration (Spsa         *spsa);
const double *spsa_get_point     (Spsa         *spsa);
void          spsa_get_average   (Spsa         *spsa,
                                  double       *average);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Spsa, spsa_free)

G_END_DECLS
