/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-greedy-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* The greedy player's race for the Longest Road (asked by
 * tsl-catan-greedy-ai.c): its other roads only lead to sites, so without
 * this it takes the card by chance, and the search's playouts, played by
 * it, never see a seat build the road that takes 2 points, or wins. */

/**
 * catan_greedy_longest_road_edge:
 *
 * Returns: a free edge whose road would take the Longest Road card for
 *   @p (its road then longer than every other player's and at least 5),
 *   the longest such, or -1 when no road does
 */
gint
catan_greedy_longest_road_edge (const CatanState *s,
                                guint             p)
{
  const CatanPlayer *pl = &s->players[p];
  guint need = 5, most, best_length = 0;
  gint best = -1;
  CatanEdges spots;

  if ((s->modules & CATAN_MODULES_IN (CATAN_FEATURE_NO_LONGEST_ROAD)) || s->longest_holder == p)
    return -1;
  for (guint q = 0; q < catan_n_owners (s); q++)
    if (q != p)
      need = MAX (need, s->players[q].road_length + 1u);
  /* A road can join two stretches, so the length after it is bounded
   * only by the roads themselves (a camel's counting 2): a cheap test
   * that spares the search of every edge in most decisions. */
  most = (catan_popcount (pl->roads.lo) + catan_popcount (pl->roads.hi) + 1) *
         ((s->camels.lo | s->camels.hi) != 0 ? 2 : 1);
  if (most < need)
    return -1;
  catan_road_spots (s, p, &spots);
  for (guint half = 0; half < 2; half++)
    for (guint64 b = half == 0 ? spots.lo : spots.hi; b != 0; b &= b - 1)
      {
        guint e = 64 * half + (guint) __builtin_ctzll (b);
        guint length = catan_road_length_with (s, p, e);

        if (length >= need && length > best_length)
          {
            best_length = length;
            best = (gint) e;
          }
      }
  return best;
}
