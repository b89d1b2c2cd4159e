/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-greedy-ai.h"
#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "tsl-catan-hooks-greedy-private.h"
#include "tsl-catan-two-player-private.h"

/* The greedy player's two-player decisions (tsl-catan-greedy-ai.c asks
 * first): neutral pieces go where they block the opponent, trade tokens
 * buy the robber's removal from an own hex and forced trades of surplus
 * cards, and played knights are turned in when the Largest Army is safe.
 * two_player-greedy.ini weighs where the neutral pieces go. */

static guint
pips (guint n)
{
  return n == 0 ? 0 : 6 - (guint) ABS (7 - (gint) n);
}

/* What a free site is worth to anybody settling there: its pips. */
static guint
site_pips (const CatanState *s,
           guint             v)
{
  const CatanTopo *t = TOPO ();
  guint sum = 0;

  for (guint i = 0; i < t->vertex_n_land[v]; i++)
    {
      guint h = t->vertex_land[v][i];

      if (catan_resource_of (s->terrain[h]) != CATAN_NONE)
        sum += pips (s->number[h]);
    }
  return sum;
}

static void
neutral_piece (const CatanState *s,
               guint             p,
               TslMove          *m)
{
  const CatanTopo *t = TOPO ();
  const double *w = catan_greedy_weights ();
  guint q = 1 - p;
  double best = -1;   /* below it, no piece: the base game's move */
  CatanEdges opp_roads;

  m->arg[0] = -1;
  if (s->slice_two_player.neutral_settlements_owed > 0 && catan_neutral_settlement_possible (s))
    {
      /* The best site the opponent could reach soon, else the best one. */
      for (guint n = 0; n < 2; n++)
        {
          guint64 spots = s->players[2 + n].settlements_left > 0 ? catan_settlement_spots (s, 2 + n) : 0;

          for (; spots != 0; spots &= spots - 1)
            {
              guint v = (guint) __builtin_ctzll (spots);
              double value = site_pips (s, v) * w[CATAN_GREEDY_TWO_PLAYER_NEUTRAL_SITE_PIP] +
                             ((s->players[q].road_vertices & VBIT (v)) ? w[CATAN_GREEDY_TWO_PLAYER_NEUTRAL_SITE_OPPONENT] : 0) +
                             ((s->players[p].road_vertices & VBIT (v)) ? w[CATAN_GREEDY_TWO_PLAYER_NEUTRAL_SITE_OWN] : 0);

              if (value > best)
                {
                  best = value;
                  m->type = TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT;
                  m->arg[0] = (gint32) v;
                  m->arg[1] = (gint32) n;
                }
            }
        }
      return;
    }

  /* A road on a path the opponent could take next, toward good sites;
   * never one that blocks our own next road. */
  catan_road_spots (s, q, &opp_roads);
  for (guint n = 0; n < 2; n++)
    {
      CatanEdges spots, own;

      if (s->players[2 + n].roads_left == 0)
        continue;
      catan_road_spots (s, 2 + n, &spots);
      catan_road_spots (s, p, &own);
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        {
          double value = 0;

          if (!catan_edges_has (&spots, e))
            continue;
          for (guint i = 0; i < 2; i++)
            {
              guint v = t->edge_vertices[e][i];

              if (s->buildable_vertices & ~s->blocked & VBIT (v))
                value += site_pips (s, v) * w[CATAN_GREEDY_TWO_PLAYER_NEUTRAL_ROAD_PIP];
            }
          if (catan_edges_has (&opp_roads, e))
            value += w[CATAN_GREEDY_TWO_PLAYER_NEUTRAL_ROAD_OPPONENT];
          if (catan_edges_has (&own, e))
            value += w[CATAN_GREEDY_TWO_PLAYER_NEUTRAL_ROAD_OWN];
          if (value > best)
            {
              best = value;
              m->type = TSL_CATAN_BUILD_NEUTRAL_ROAD;
              m->arg[0] = (gint32) e;
              m->arg[1] = (gint32) n;
            }
        }
    }
}

/* Two cards we hold beyond what @target needs, if any. */
static gboolean
surplus_pair (const CatanState *s,
              guint             p,
              const guint8     *target,
              guint8           *give)
{
  guint8 spare[CATAN_N_RES];
  guint n = 0;

  for (guint r = 0; r < CATAN_N_RES; r++)
    spare[r] = s->players[p].res.count[r] - MIN (s->players[p].res.count[r], target[r]);
  memset (give, 0, CATAN_N_RES);
  for (guint r = 0; r < CATAN_N_RES && n < 2; r++)
    while (spare[r] > 0 && n < 2)
      {
        spare[r]--;
        give[r]++;
        n++;
      }
  return n == 2;
}

/* The two-player move greedy makes now (before the roll, in the main
 * phase and the neutral players' phase), or FALSE to play as in the base
 * game; @target is the build it saves for (NULL before the roll). */
gboolean
catan_two_player_greedy_choose (const CatanState *s,
                                guint             p,
                                const guint8     *target,
                                TslMove          *m)
{
  const CatanTwoPlayerSlice *tp = &s->slice_two_player;
  const CatanTopo *t = TOPO ();
  const CatanPlayer *pl;
  guint q = 1 - p;
  guint cost;

  if (!catan_two_player (s) ||
      (s->phase != CATAN_PHASE_ROLL && s->phase != CATAN_PHASE_MAIN && s->phase != CATAN_PHASE_NEUTRAL_BUILD))
    return FALSE;
  memset (m, 0, sizeof *m);
  m->player = (gint8) p;
  if (s->phase == CATAN_PHASE_NEUTRAL_BUILD)
    {
      neutral_piece (s, p, m);
      return m->arg[0] >= 0;
    }

  pl = &s->players[p];
  /* Knights for tokens, unless that would give the Largest Army away. */
  if (!(tp->token_used & CATAN_TOKEN_KNIGHT) && pl->knights > 0 && tp->tokens[p] < 6 && !catan_fishermen (s) &&
      (s->army_holder != p || (pl->knights - 1 >= 3 && pl->knights - 1 > s->players[q].knights)))
    {
      m->type = TSL_CATAN_TURN_IN_KNIGHT;
      return TRUE;
    }

  cost = catan_token_cost (s, p);
  if ((tp->token_used & CATAN_TOKEN_ACTION) || tp->tokens[p] < cost)
    return FALSE;
  /* Before rolling: free an own hex from the robber. */
  if (s->phase == CATAN_PHASE_ROLL && s->robber != CATAN_NONE &&
      (catan_own_buildings (s, p) & t->hex_vertices[s->robber]) &&
      s->number[s->robber] != 0 && (catan_caravans (s) || catan_desert_for_robber (s) >= 0))
    {
      m->type = TSL_CATAN_ROBBER_TO_DESERT;
      return TRUE;
    }
  /* After rolling: swap two spare cards for two of the opponent's when
   * the build we save for is still out of reach. */
  if (s->phase == CATAN_PHASE_MAIN && target != NULL && !catan_covers (pl->res.count, target) &&
      s->players[q].n_res >= 2 && (cost == 1 || tp->tokens[p] >= 4) &&
      surplus_pair (s, p, target, m->count))
    {
      m->type = TSL_CATAN_FORCED_TRADE;
      return TRUE;
    }
  return FALSE;
}
