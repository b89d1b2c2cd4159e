/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-hooks-greedy-private.h"

/* The greedy player's Harbourmaster (asked by tsl-catan-greedy-ai.c
 * through its hooks): a settlement or a city on a harbour earns one more
 * harbour point; worth most when that point takes the card and its 2
 * victory points.  The values are harbormaster-greedy.ini's. */
double
catan_harbormaster_greedy_site (const CatanState *s,
                                guint             p,
                                guint             v)
{
  const double *w;
  guint64 harbors = 0;
  guint mine, needed;

  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  if (!(harbors & VBIT (v)))
    return 0;
  w = catan_greedy_weights ();
  if (s->slice_harbormaster.holder == p)
    return w[CATAN_GREEDY_HARBORMASTER_SITE_HELD];
  mine = catan_harbor_points (s, p);
  needed = s->slice_harbormaster.holder == CATAN_NONE ? 3 : catan_harbor_points (s, s->slice_harbormaster.holder) + 1;
  return mine + 1 >= needed ? w[CATAN_GREEDY_HARBORMASTER_SITE_TAKES_CARD] : w[CATAN_GREEDY_HARBORMASTER_SITE_OTHER];
}
