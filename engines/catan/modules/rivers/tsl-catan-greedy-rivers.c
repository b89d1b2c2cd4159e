/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "tsl-catan-hooks-greedy-private.h"
#include "tsl-catan-rivers-private.h"
#include "tsl-catan-rules-private.h"

/* The greedy player's Rivers of Catan moves (asked by
 * tsl-catan-greedy-ai.c through its hooks): gold is worth building for,
 * and bridges pay 3 gold (rivers-greedy.ini weighs the banks).  Buying
 * with gold is the core's, as gold is. */

static const guint8 cost_bridge[CATAN_N_RES] = { 1, 2, 0, 0, 0 };

/* What building on a river bank adds to a site or path's value. */
double
catan_rivers_greedy_site (const CatanState *s,
                          guint             p,
                          guint             v)
{
  (void) p;
  return catan_rivers (s) && (s->slice_rivers.river_vertices & VBIT (v)) ?
         catan_greedy_weights ()[CATAN_GREEDY_RIVERS_BANK_SITE] : 0.0;
}

double
catan_rivers_greedy_road (const CatanState *s,
                          guint             p,
                          guint             e)
{
  (void) p;
  return catan_rivers (s) && catan_edges_has (&s->slice_rivers.river_banks, e) ?
         catan_greedy_weights ()[CATAN_GREEDY_RIVERS_BANK_ROAD] : 0.0;
}

/* A bridge, unless the build saved for is a settlement */
gboolean
catan_rivers_greedy_build (const CatanState *s,
                           guint             p,
                           const guint8     *target,
                           TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];

  if (catan_rivers (s) && s->bridges_left[p] > 0 && catan_covers (pl->res.count, cost_bridge) &&
      target != catan_cost_settlement)
    {
      CatanEdges spots = catan_bridge_spots (s, p);

      for (guint e = 0; e < CATAN_N_EDGES; e++)
        if (catan_edges_has (&spots, e))
          return catan_greedy_move (m, p, TSL_CATAN_BUILD_BRIDGE, (gint) e);
    }
  return FALSE;
}
