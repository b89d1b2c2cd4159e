/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"

/* Roads: the longest road (§8.1) and where roads and settlements may go
 * (§7.3), on the bit boards of the state. */

/* @p's roads as a small graph, one bit per road in 32-bit masks: 15 roads,
 * and in Rivers of Catan up to 3 bridges more (a bridge is no road piece
 * but counts for the Longest Road). */
#define ROAD_GRAPH_MAX (CATAN_ROADS + CATAN_BRIDGES)
G_STATIC_ASSERT (ROAD_GRAPH_MAX <= 32);

typedef struct
{
  guint8  ends[ROAD_GRAPH_MAX][2];
  guint8  weight[ROAD_GRAPH_MAX];     /* Caravans: a road beside a camel counts 2 */
  guint32 incident[CATAN_N_VERTICES];
  guint8  verts[2 * ROAD_GRAPH_MAX];
  guint   n_edges;
  guint   n_verts;
  guint64 blocked;        /* opponents' buildings: a path may end there but not pass */
  guint64 seen;           /* the ends of the roads */
} RoadGraph;

/* @p's roads without @skip and with @extra (-1: none). */
static void
road_graph_init (RoadGraph        *g,
                 const CatanState *s,
                 guint             p,
                 gint              skip,
                 gint              extra)
{
  const CatanTopo *t = TOPO ();
  CatanEdges roads = s->players[p].roads;
  guint64 seen = 0;

  g->n_edges = 0;
  g->n_verts = 0;
  g->blocked = s->occupied & ~catan_own_buildings (s, p);
  if (extra >= 0)
    catan_edges_add (&roads, (guint) extra);
  for (guint w = 0; w < 2; w++)
    {
      guint64 bits = w == 0 ? roads.lo : roads.hi;

      while (bits != 0 && g->n_edges < G_N_ELEMENTS (g->ends))
        {
          guint e = (guint) __builtin_ctzll (bits) + 64 * w;

          bits &= bits - 1;
          if ((gint) e == skip)
            continue;
          for (guint i = 0; i < 2; i++)
            {
              guint v = t->edge_vertices[e][i];

              g->ends[g->n_edges][i] = (guint8) v;
              if (!(seen & VBIT (v)))
                {
                  seen |= VBIT (v);
                  g->incident[v] = 0;
                  g->verts[g->n_verts++] = (guint8) v;
                }
              g->incident[v] |= 1u << g->n_edges;
            }
          g->weight[g->n_edges] = (guint8) (1 + catan_edges_has (&s->camels, e));
          g->n_edges++;
        }
    }
  g->seen = seen;
}

/* Iterative depth-first search of the longest trail from @v0; marks the
 * roads it walks in @covered. */
static guint
road_graph_longest_from (const RoadGraph *g,
                         guint            v0,
                         guint32         *covered)
{
  struct { guint8 v; guint8 len; guint32 used; guint32 todo; } stack[ROAD_GRAPH_MAX + 1];
  guint sp = 0;
  guint best = 0;

  stack[0].v = (guint8) v0;
  stack[0].len = 0;
  stack[0].used = 0;
  stack[0].todo = g->incident[v0];
  *covered |= g->incident[v0];
  while (TRUE)
    {
      guint32 todo = stack[sp].todo;
      guint k;
      guint v;

      if (todo == 0)
        {
          if (sp == 0)
            break;
          sp--;
          continue;
        }
      k = (guint) __builtin_ctz (todo);
      stack[sp].todo = todo & (todo - 1);
      v = g->ends[k][0] == stack[sp].v ? g->ends[k][1] : g->ends[k][0];
      *covered |= 1u << k;
      sp++;
      stack[sp].v = (guint8) v;
      stack[sp].len = (guint8) (stack[sp - 1].len + g->weight[k]);
      stack[sp].used = stack[sp - 1].used | (1u << k);
      if (stack[sp].len > best)
        best = stack[sp].len;
      /* An opponent's building cuts the road: the path may end there but not pass. */
      stack[sp].todo = (g->blocked & VBIT (v)) ? 0 : g->incident[v] & ~stack[sp].used;
    }
  return best;
}

/* Longest simple path (no path used twice) in @p's roads that does not pass
 * through an intersection holding an opponent's building (§8.1); in
 * Caravans a road beside a camel counts 2 ("2 útnak számít"). */
static guint
road_graph_longest (const RoadGraph *g)
{
  guint best = 0;
  guint32 covered = 0;
  guint32 all;

  all = g->n_edges == 32 ? G_MAXUINT32 : (1u << g->n_edges) - 1;

  /* A longest path never needs to start at an open intersection where
   * exactly two own roads meet (it could be extended backwards there),
   * unless its part of the network is a bare ring: so start at ends, forks
   * and cut points first, then once on each ring left over. */
  for (guint pass = 0; pass < 2 && covered != all; pass++)
    for (guint i = 0; i < g->n_verts; i++)
      {
        guint v0 = g->verts[i];
        guint deg = catan_popcount (g->incident[v0]);

        if (pass == 0 && deg == 2 && !(g->blocked & VBIT (v0)))
          continue;
        if (pass == 1 && (g->incident[v0] & covered) == g->incident[v0])
          continue;
        best = MAX (best, road_graph_longest_from (g, v0, &covered));
      }
  return best;
}

guint
catan_longest_road (const CatanState *s,
                    guint             p)
{
  RoadGraph g;

  if (s->players[p].roads.lo == 0 && s->players[p].roads.hi == 0)
    return 0;
  road_graph_init (&g, s, p, -1, -1);
  return road_graph_longest (&g);
}

/* Whether one of @p's roads besides @e ends at @v. */
static gboolean
other_road_at (const CatanState *s,
               guint             p,
               guint             v,
               guint             e)
{
  const CatanEdges *at = &TOPO ()->vertex_edge_mask[v];
  CatanEdges mine = s->players[p].roads;

  if (e < 64)
    mine.lo &= ~(G_GUINT64_CONSTANT (1) << e);
  else
    mine.hi &= ~(G_GUINT64_CONSTANT (1) << (e - 64));
  return ((mine.lo & at->lo) | (mine.hi & at->hi)) != 0;
}

/* @p's longest road with @e among its roads, just added or only weighed
 * (the graph is built with it either way), from the length before
 * (road_length, exact: every change of roads, buildings or camels
 * updates it).  When one end of @e is new to @p's network, a path
 * through @e starts there: the longest is the longest trail from the other
 * end plus @e, searched from that end alone.  Otherwise (a road joining
 * two of @p's road ends) the whole network is searched again. */
guint
catan_road_length_with (const CatanState *s,
                        guint             p,
                        guint             e)
{
  const CatanTopo *t = TOPO ();
  guint a = t->edge_vertices[e][0];
  guint b = t->edge_vertices[e][1];
  guint old = s->players[p].road_length;
  guint w = 1 + catan_edges_has (&s->camels, e);
  RoadGraph g;
  guint32 covered = 0;

  if (other_road_at (s, p, a, e) && other_road_at (s, p, b, e))
    {
      road_graph_init (&g, s, p, -1, (gint) e);
      return road_graph_longest (&g);
    }
  road_graph_init (&g, s, p, (gint) e, -1);
  if (g.seen & VBIT (b))
    {
      guint tmp = a;

      a = b;
      b = tmp;
    }
  /* @b is new: the path through @e ends there and goes on from @a. */
  if (!(g.seen & VBIT (a)) || (g.blocked & VBIT (a)))
    return MAX (old, w);
  return MAX (old, w + road_graph_longest_from (&g, a, &covered));
}

static void
unique_max (const CatanState *s,
            guint            *max,
            guint            *count,
            guint            *who)
{
  *max = 0;
  *count = 0;
  *who = CATAN_NONE;
  for (guint p = 0; p < catan_n_owners (s); p++)
    {
      guint l = s->players[p].road_length;

      if (l > *max)
        {
          *max = l;
          *count = 1;
          *who = p;
        }
      else if (l == *max)
        (*count)++;
    }
}

/* Recomputes the road lengths of the players in @changed and moves the
 * Longest Road card (§8.1 REC, seeds HU/DE; option longest_road_tie). */
static void award_longest (CatanState   *s,
                           const guint8 *old);

void
catan_update_longest (CatanState *s,
                      guint       changed)
{
  guint8 old[CATAN_MAX_PLAYERS];

  /* No Longest Road card in the modules with the no_longest_road feature */
  if (G_UNLIKELY (s->modules & CATAN_MODULES_IN (CATAN_FEATURE_NO_LONGEST_ROAD)))
    return;
  for (guint p = 0; p < catan_n_owners (s); p++)
    {
      old[p] = s->players[p].road_length;
      if (changed & (1u << p))
        s->players[p].road_length = (guint8) catan_longest_road (s, p);
    }
  award_longest (s, old);
}

/* Moves the Longest Road card after the road lengths changed from @old. */
static void
award_longest (CatanState   *s,
               const guint8 *old)
{
  guint h = s->longest_holder;
  guint max, count, who;

  unique_max (s, &max, &count, &who);

  if (s->opt_lr_tie == CATAN_LR_TIE_SET_ASIDE)
    {
      /* HU: whenever two players have equally long roads the card is set aside. */
      s->longest_holder = (guint8) (max >= 5 && count == 1 ? who : CATAN_NONE);
      return;
    }

  if (h == CATAN_NONE)
    {
      /* DE: it returns only when one player alone has the longest road. */
      if (max >= 5 && count == 1)
        s->longest_holder = (guint8) who;
      return;
    }

  if (s->players[h].road_length < old[h])
    {
      /* The holder's road was broken: keep it only while strictly longest. */
      if (!(count == 1 && who == h && max >= 5))
        s->longest_holder = (guint8) (max >= 5 && count == 1 ? who : CATAN_NONE);
      return;
    }

  /* A strictly longer road takes the card; an equal one does not. */
  if (count == 1 && who != h && max > s->players[h].road_length)
    s->longest_holder = (guint8) who;
}

/* Players whose roads touch @v: a building there may cut them. */
guint
catan_road_owners_at (const CatanState *s,
                      guint             v)
{
  guint mask = 0;

  for (guint p = 0; p < catan_n_owners (s); p++)
    if (s->players[p].road_vertices & VBIT (v))
      mask |= 1u << p;
  return mask;
}

void
catan_road_spots (const CatanState *s,
                  guint             p,
                  CatanEdges       *out)
{
  const CatanTopo *t = TOPO ();
  guint64 own = catan_own_buildings (s, p);
  guint64 reach = own | (s->players[p].road_vertices & ~(s->occupied & ~own));
  CatanEdges m = { 0, 0 };

  while (reach != 0)
    {
      guint v = (guint) __builtin_ctzll (reach);

      reach &= reach - 1;
      m.lo |= t->vertex_edge_mask[v].lo;
      m.hi |= t->vertex_edge_mask[v].hi;
    }
  /* Rivers of Catan: never a road on a bridge site (HU "A hídépítési
   * helyre ... nem építhető út. Ez az egész játék során érvényes"). */
  out->lo = m.lo & s->buildable_edges.lo & ~s->roads_all.lo & ~s->bridge_sites.lo;
  out->hi = m.hi & s->buildable_edges.hi & ~s->roads_all.hi & ~s->bridge_sites.hi;
  /* Two-player: the neutral piece owed for a bridge is a bridge when one
   * fits, a road only otherwise (catan.de FAQ). */
  if (p >= s->n_players && s->neutral_bridge_owed)
    {
      CatanEdges bridges = catan_bridge_spots (s, p);

      if (catan_edges_count (&bridges) > 0)
        *out = bridges;
    }
}

/* Free bridge sites touching @p's road or building (HU "Híd csak saját
 * út, vagy település mellé rakható"), while @p has bridges left. */
CatanEdges
catan_bridge_spots (const CatanState *s,
                    guint             p)
{
  const CatanTopo *t = TOPO ();
  guint64 own = catan_own_buildings (s, p);
  guint64 reach = own | (s->players[p].road_vertices & ~(s->occupied & ~own));
  CatanEdges m = { 0, 0 };

  if (s->bridges_left[p] == 0)
    return m;
  while (reach != 0)
    {
      guint v = (guint) __builtin_ctzll (reach);

      reach &= reach - 1;
      m.lo |= t->vertex_edge_mask[v].lo;
      m.hi |= t->vertex_edge_mask[v].hi;
    }
  m.lo &= s->bridge_sites.lo & ~s->roads_all.lo;
  m.hi &= s->bridge_sites.hi & ~s->roads_all.hi;
  return m;
}

/* The spots once @extra (a legal spot) holds one more road of @p. */
void
catan_road_spots_after (const CatanState *s,
                        guint             p,
                        guint             extra,
                        CatanEdges       *out)
{
  const CatanTopo *t = TOPO ();
  guint64 own = catan_own_buildings (s, p);
  guint64 rv = s->players[p].road_vertices | VBIT (t->edge_vertices[extra][0]) | VBIT (t->edge_vertices[extra][1]);
  guint64 reach = own | (rv & ~(s->occupied & ~own));
  CatanEdges m = { 0, 0 };
  CatanEdges taken = s->roads_all;

  catan_edges_add (&taken, extra);
  while (reach != 0)
    {
      guint v = (guint) __builtin_ctzll (reach);

      reach &= reach - 1;
      m.lo |= t->vertex_edge_mask[v].lo;
      m.hi |= t->vertex_edge_mask[v].hi;
    }
  out->lo = m.lo & s->buildable_edges.lo & ~taken.lo & ~s->bridge_sites.lo;
  out->hi = m.hi & s->buildable_edges.hi & ~taken.hi & ~s->bridge_sites.hi;
}

gboolean
catan_can_build_road_at (const CatanState *s,
                         guint             p,
                         guint             e)
{
  CatanEdges m;

  catan_road_spots (s, p, &m);
  return catan_edges_has (&m, e);
}

guint64
catan_settlement_spots (const CatanState *s,
                        guint             p)
{
  return s->buildable_vertices & ~s->blocked & catan_sound_road_vertices (s, p);
}

/* Pieces placed (built or founded; the callers checked the place). */
void
catan_put_settlement (CatanState *s,
                      guint       p,
                      guint       v)
{
  const CatanTopo *t = TOPO ();
  guint cut;

  s->players[p].settlements |= VBIT (v);
  s->players[p].settlements_left--;
  s->occupied |= VBIT (v);
  s->blocked |= VBIT (v) | t->vertex_nbr_mask[v];
  cut = catan_road_owners_at (s, v) & ~(1u << p);
  if (cut != 0)
    catan_update_longest (s, cut);
  catan_hooks_put_settlement (s, p, v);
}

void
catan_put_road (CatanState *s,
                guint       p,
                guint       e)
{
  const CatanTopo *t = TOPO ();
  CatanPlayer *pl = &s->players[p];
  guint8 old[CATAN_MAX_PLAYERS];

  catan_edges_add (&pl->roads, e);
  catan_edges_add (&s->roads_all, e);
  pl->roads_left--;
  pl->road_vertices |= VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);
  catan_hooks_put_road (s, p, e);
  if (G_UNLIKELY (s->modules & CATAN_MODULES_IN (CATAN_FEATURE_NO_LONGEST_ROAD)))
    return;
  /* Only @p's network changed, by one road. */
  for (guint q = 0; q < catan_n_owners (s); q++)
    old[q] = s->players[q].road_length;
  pl->road_length = (guint8) catan_road_length_with (s, p, e);
  award_longest (s, old);
}
