/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-greedy-private.h"
#include "tsl-catan-rivers-private.h"
#include "tsl-catan-rules-private.h"

/* The greedy player's Rivers of Catan moves (asked by
 * tsl-catan-greedy-ai.c): gold is worth building for, bridges pay 3 gold,
 * and gold buys what the next build lacks, unless spending it costs a
 * settler card's points. */

static const guint8 cost_bridge[CATAN_N_RES] = { 1, 2, 0, 0, 0 };

/* What building on a river bank adds to a site or path's value. */
double
catan_greedy_river_bonus_vertex (const CatanState *s,
                                 guint             v)
{
  return catan_rivers (s) && (s->slice_rivers.river_vertices & VBIT (v)) ? 1.5 : 0.0;
}

double
catan_greedy_river_bonus_edge (const CatanState *s,
                               guint             e)
{
  return catan_rivers (s) && catan_edges_has (&s->slice_rivers.river_banks, e) ? 1.0 : 0.0;
}

gboolean
catan_greedy_rivers (const CatanState *s,
                     guint             p,
                     const guint8     *target,
                     TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];

  /* Buying with gold: every scenario with gold (Traders & Barbarians too). */
  if (!catan_gold_used (s))
    return FALSE;
  memset (m, 0, sizeof *m);
  m->player = (gint8) p;
  if (catan_rivers (s) && s->bridges_left[p] > 0 && catan_covers (pl->res.count, cost_bridge) &&
      target != catan_cost_settlement)
    {
      CatanEdges spots = catan_bridge_spots (s, p);

      for (guint e = 0; e < CATAN_N_EDGES; e++)
        if (catan_edges_has (&spots, e))
          {
            m->type = TSL_CATAN_BUILD_BRIDGE;
            m->arg[0] = (gint32) e;
            return TRUE;
          }
    }
  if (target != NULL && s->gold_buys < CATAN_GOLD_BUYS && s->gold[p] >= CATAN_GOLD_PRICE &&
      catan_gold_vp_after (s, p, -CATAN_GOLD_PRICE) >= catan_gold_vp (s, p))
    for (guint r = 0; r < CATAN_N_RES; r++)
      if (pl->res.count[r] < target[r] && s->bank.count[r] > 0)
        {
          m->type = TSL_CATAN_BUY_WITH_GOLD;
          m->arg[0] = (gint32) r;
          return TRUE;
        }
  return FALSE;
}
