/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* The Fishermen of Catan's hooks (tsl-catan-hooks-private.h) beside its
 * JSON ones (tsl-catan-fishermen-json.c). */

gboolean
catan_fishermen_plays (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_FISHERMEN;
}

/* Fish cards in hand (two fish each on average) and the fishing grounds on
 * own coasts; the Old Boot asks one point more.  Fish cards by number
 * only: the evaluation reads nothing hidden from the other seats. */
double
catan_fishermen_evaluate (const CatanState *s,
                          guint             p,
                          double            future)
{
  guint64 mine = catan_own_buildings (s, p);
  guint cards = 0, pips = 0;

  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    cards += s->fish[p][k];
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    if (s->fishing_number[g] != 0)
      pips += catan_popcount (mine & s->fishing_vertices[g]) * catan_evaluate_pips (s->fishing_number[g]);
  return 0.04 * cards + future * 0.03 * pips - (s->boot_holder == p ? 0.7 : 0.0);
}
