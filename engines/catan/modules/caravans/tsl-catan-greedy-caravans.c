/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-caravans-private.h"
#include "tsl-catan-greedy-ai.h"
#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "tsl-catan-hooks-greedy-private.h"

/* The greedy player's camel vote (Caravans): propose the path that gives
 * its own buildings the +1 between two camels and its roads the double
 * length, and spend wool or grain on the vote when that path is worth it
 * (caravans-greedy.ini weighs both). */

static guint
camels_at (const CatanState *s,
           guint             v)
{
  const CatanTopo *t = TOPO ();
  guint n = 0;

  for (guint i = 0; i < t->vertex_n_edges[v]; i++)
    n += catan_edges_has (&s->camels, t->vertex_edges[v][i]);
  return n;
}

/* What a camel on @e is worth to @p: per building of @p it puts between
 * two camels, per opponent's, per own building it comes beside (a later
 * +1), and its own road under it (a longer road). */
static double
camel_value (const CatanState *s,
             const double     *w,
             guint             p,
             guint             e)
{
  const CatanTopo *t = TOPO ();
  double value = catan_edges_has (&s->players[p].roads, e) ? w[CATAN_GREEDY_CARAVANS_CAMEL_OWN_ROAD] : 0;

  for (guint i = 0; i < 2; i++)
    {
      guint v = t->edge_vertices[e][i];
      gboolean bonus = camels_at (s, v) >= 1 && !(s->slice_caravans.camel_vertices & VBIT (v));

      for (guint q = 0; q < catan_n_owners (s); q++)
        if (catan_own_buildings (s, q) & VBIT (v))
          value += q == p ? w[bonus ? CATAN_GREEDY_CARAVANS_CAMEL_OWN_BETWEEN : CATAN_GREEDY_CARAVANS_CAMEL_OWN_BESIDE]
                          : (bonus ? w[CATAN_GREEDY_CARAVANS_CAMEL_OPPONENT_BETWEEN] : 0);
    }
  return value;
}

static void
camel_vote (const CatanState *s,
            guint             p,
            TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];
  const double *w = catan_greedy_weights ();
  guint8 spots[CATAN_CARAVANS * 2];
  guint n = catan_camel_spots (s, spots);
  double best = -G_MAXDOUBLE, second = -G_MAXDOUBLE;
  gint e0 = -1, e1 = -1;

  memset (m, 0, sizeof *m);
  m->type = TSL_CATAN_VOTE_CAMEL;
  m->player = (gint8) p;
  m->arg[0] = m->arg[1] = m->arg[2] = m->arg[3] = -1;
  for (guint i = 0; i < n; i++)
    {
      double v = camel_value (s, w, p, spots[i]);

      if (v > best)
        {
          best = v;
          e0 = spots[i];
        }
    }
  if (e0 < 0)
    return;
  m->arg[0] = e0;
  if (catan_two_player (s))
    for (guint i = 0; i < n; i++)
      {
        double v = camel_value (s, w, p, spots[i]);

        if (spots[i] != e0 && v > second && catan_camel_proposal_ok (s, e0, spots[i], NULL))
          {
            second = v;
            e1 = spots[i];
          }
      }
  m->arg[1] = e1;
  /* A point is worth a card; keep one wool and one grain for building. */
  if (best >= w[CATAN_GREEDY_CARAVANS_VOTE_SPEND_AT])
    {
      if (pl->res.count[TSL_CATAN_WOOL] >= 2)
        m->count[0] = 1;
      else if (pl->res.count[TSL_CATAN_GRAIN] >= 2)
        m->count[1] = 1;
    }
  /* A seat that reveals nothing proposes only where its proposal counts,
   * as the moves are listed (the search looks the policy's move up). */
  if (m->count[0] + m->count[1] == 0 && p != s->current && !catan_two_player (s))
    m->arg[0] = m->arg[1] = -1;
}

/* The vote's phase, its own */
gboolean
catan_caravans_greedy_choose (const CatanState *s,
                              guint             p,
                              const guint8     *target,
                              TslMove          *m)
{
  (void) target;
  if (s->phase != CATAN_PHASE_VOTE)
    return FALSE;
  camel_vote (s, p, m);
  return TRUE;
}
