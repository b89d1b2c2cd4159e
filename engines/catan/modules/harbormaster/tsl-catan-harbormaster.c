/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-hooks-private.h"

/* Traders & Barbarians V3 Harbormaster (seed 002, "A KIKÖTŐMESTER";
 * docs/rules-catan-tb.md). */

/* "Egy kikötőben álló település 1 kikötőpontot ér. Város a kikötőben: 2
 * kikötőpont." A building on either intersection of a harbour counts. */
guint
catan_harbor_points (const CatanState *s,
                     guint             p)
{
  guint64 harbors = 0;

  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  return catan_popcount (s->players[p].settlements & harbors) +
         2 * catan_popcount (s->players[p].cities & harbors);
}

/* Called after every building placed.  "Aki elsőként 3 kikötőpontot
 * gyűjt, megkapja a Kikötőmester kártyát": the first with 3.  "Ha egy
 * másik játékos több kikötőpontot ér el, hozzá kerül át": only strictly
 * more than the holder takes it; a tie leaves it where it is.  Points only
 * grow in these rules, and one player builds at a time, so at most one
 * player can pass the mark or the holder at once. */
void
catan_harbormaster_built (CatanState *s)
{
  guint best;

  best = s->slice_harbormaster.holder != CATAN_NONE ? catan_harbor_points (s, s->slice_harbormaster.holder) : 2;
  for (guint p = 0; p < s->n_players; p++)
    {
      guint points = catan_harbor_points (s, p);

      if (p != s->slice_harbormaster.holder && points > best)
        {
          s->slice_harbormaster.holder = (guint8) p;
          best = points;
        }
    }
}
