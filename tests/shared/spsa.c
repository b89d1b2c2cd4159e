/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "spsa.h"

struct _Spsa
{
  guint   n;
  guint   iterations;
  guint   k;            /* iterations done */
  double  a;
  double  c;
  double  big_a;
  double *point;
  double *delta;        /* of the pending perturbation: ±1 each */
  double *sum;          /* of the second half's points */
  guint   summed;
  gboolean perturbed;
};

Spsa *
spsa_new (guint         n,
          const double *start,
          guint         iterations,
          double        a,
          double        c)
{
  Spsa *spsa = g_new0 (Spsa, 1);

  spsa->n = n;
  spsa->iterations = MAX (iterations, 1);
  spsa->a = a;
  spsa->c = c;
  spsa->big_a = spsa->iterations / 10.0;
  spsa->point = g_memdup2 (start, n * sizeof *start);
  spsa->delta = g_new0 (double, n);
  spsa->sum = g_new0 (double, n);
  return spsa;
}

/* With the step gain @a such that a coordinate moves @travel in all if
 * plus wins every comparison: the noise of the comparisons then moves it
 * by about @travel over the square root of the iterations. */
Spsa *
spsa_new_travel (guint         n,
                 const double *start,
                 guint         iterations,
                 double        travel,
                 double        c)
{
  Spsa *spsa = spsa_new (n, start, iterations, 1.0, c);
  double sum = 0;

  for (guint k = 0; k < spsa->iterations; k++)
    sum += 1.0 / pow (k + 1 + spsa->big_a, 0.602) / (2 * c / pow (k + 1, 0.101));
  spsa->a = travel / sum;
  return spsa;
}

void
spsa_free (Spsa *spsa)
{
  g_free (spsa->point);
  g_free (spsa->delta);
  g_free (spsa->sum);
  g_free (spsa);
}

static double
c_gain (Spsa *spsa)
{
  return spsa->c / pow (spsa->k + 1, 0.101);
}

/* The two points to compare next, each coordinate ±c_k off the point. */
void
spsa_perturb (Spsa   *spsa,
              TslRng *rng,
              double *plus,
              double *minus)
{
  double ck = c_gain (spsa);

  for (guint i = 0; i < spsa->n; i++)
    {
      spsa->delta[i] = tsl_rng_below (rng, 2) ? 1.0 : -1.0;
      plus[i] = spsa->point[i] + ck * spsa->delta[i];
      minus[i] = spsa->point[i] - ck * spsa->delta[i];
    }
  spsa->perturbed = TRUE;
}

/* @result: how much better the last perturb()'s plus did than its minus,
 * from -1 (minus won everything) to 1. */
void
spsa_update (Spsa   *spsa,
             double  result)
{
  double ak = spsa->a / pow (spsa->k + 1 + spsa->big_a, 0.602);
  double ck = c_gain (spsa);

  g_return_if_fail (spsa->perturbed);
  for (guint i = 0; i < spsa->n; i++)
    spsa->point[i] += ak * result / (2 * ck * spsa->delta[i]);
  spsa->perturbed = FALSE;
  spsa->k++;
  if (spsa->k > spsa->iterations / 2)
    {
      for (guint i = 0; i < spsa->n; i++)
        spsa->sum[i] += spsa->point[i];
      spsa->summed++;
    }
}

guint
spsa_get_iteration (Spsa *spsa)
{
  return spsa->k;
}

const double *
spsa_get_point (Spsa *spsa)
{
  return spsa->point;
}

/* The average of the points after the first half of the iterations, or
 * the point itself before any. */
void
spsa_get_average (Spsa   *spsa,
                  double *average)
{
  for (guint i = 0; i < spsa->n; i++)
    average[i] = spsa->summed > 0 ? spsa->sum[i] / spsa->summed : spsa->point[i];
}
