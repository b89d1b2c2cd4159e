/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-greedy-private.h"
#include "tsl-catan-hooks-greedy-private.h"

/* The greedy player's fish (Fishermen of Catan): hand the Old Boot on to
 * the strongest player allowed, chase the robber off its own hexes, buy
 * the one card that completes its next build, and spend a full hand on
 * the dearest action it can use. */

/* The cheapest payment of @cost from the hand: the fewest fish, then the
 * smallest cards, so that the big ones stay for dear actions. */
static gboolean
cheapest_payment (const CatanState *s,
                  guint             p,
                  guint             cost,
                  guint8           *out)
{
  const guint8 *hand = s->slice_fishermen.fish[p];
  guint best = G_MAXUINT;

  for (guint a = 0; a <= hand[0]; a++)
    for (guint b = 0; b <= hand[1]; b++)
      for (guint c = 0; c <= hand[2]; c++)
        {
          guint total = a + 2 * b + 3 * c;
          /* Fish first, then the value of the cards given up beyond them. */
          guint score = total * 16 + c * 4 + b;

          if (total < cost || (a > 0 && total - 1 >= cost) || (b > 0 && total - 2 >= cost) ||
              (c > 0 && total - 3 >= cost) || score >= best)
            continue;
          best = score;
          out[0] = (guint8) a;
          out[1] = (guint8) b;
          out[2] = (guint8) c;
        }
  return best != G_MAXUINT;
}

static gboolean
fish_move (const CatanState *s,
           guint             p,
           guint             type,
           gint              arg,
           TslMove          *m)
{
  memset (m, 0, sizeof *m);
  if (!cheapest_payment (s, p, catan_fish_cost (s, p, type), m->count))
    return FALSE;
  m->type = (guint16) type;
  m->player = (gint8) p;
  m->arg[0] = arg;
  m->arg[1] = -1;
  return TRUE;
}

/* The one resource @target still lacks, or -1 when it lacks none or more. */
static gint
single_missing (const CatanState *s,
                guint             p,
                const guint8     *target)
{
  gint missing = -1;

  if (target == NULL)
    return -1;
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      guint have = s->players[p].res.count[r];

      if (have >= target[r])
        continue;
      if (missing >= 0 || target[r] - have > 1 || s->bank.count[r] == 0)
        return -1;
      missing = (gint) r;
    }
  return missing;
}

static gint
richest_opponent (const CatanState *s,
                  guint             p)
{
  gint best = -1;

  for (guint q = 0; q < s->n_players; q++)
    if (q != p && s->players[q].n_res > 0 &&
        (best < 0 || catan_vp_public (s, q) > catan_vp_public (s, (guint) best) ||
         (catan_vp_public (s, q) == catan_vp_public (s, (guint) best) &&
          s->players[q].n_res > s->players[best].n_res)))
      best = (gint) q;
  return best;
}

/* Before the roll (the Old Boot) and in the main phase */
gboolean
catan_fishermen_greedy_choose (const CatanState *s,
                               guint             p,
                               const guint8     *target,
                               TslMove          *m)
{
  guint fish = catan_fish_total (s, p);
  gint best = -1;
  gint r;

  if (!catan_fishermen (s) || (s->phase != CATAN_PHASE_ROLL && s->phase != CATAN_PHASE_MAIN))
    return FALSE;
  for (guint q = 0; q < s->n_players; q++)
    if (catan_old_boot_may_pass (s, p, q) &&
        (best < 0 || catan_vp_public (s, q) > catan_vp_public (s, (guint) best)))
      best = (gint) q;
  if (best >= 0)
    {
      memset (m, 0, sizeof *m);
      m->type = TSL_CATAN_PASS_OLD_BOOT;
      m->player = (gint8) p;
      m->arg[0] = best;
      return TRUE;
    }
  if (s->phase != CATAN_PHASE_MAIN || fish == 0)
    return FALSE;

  if (s->robber != CATAN_NONE && (catan_own_buildings (s, p) & TOPO ()->hex_vertices[s->robber]) &&
      fish >= catan_fish_cost (s, p, TSL_CATAN_FISH_ROBBER))
    return fish_move (s, p, TSL_CATAN_FISH_ROBBER, 0, m);

  r = single_missing (s, p, target);
  if (r >= 0 && fish >= catan_fish_cost (s, p, TSL_CATAN_FISH_RESOURCE))
    return fish_move (s, p, TSL_CATAN_FISH_RESOURCE, r, m);

  if (s->dev_deck.len > 0 && fish >= catan_fish_cost (s, p, TSL_CATAN_FISH_DEV_CARD))
    return fish_move (s, p, TSL_CATAN_FISH_DEV_CARD, -1, m);

  if (target == catan_cost_road && s->players[p].roads_left > 0 && !catan_has_damaged_road (s, p) &&
      fish >= catan_fish_cost (s, p, TSL_CATAN_FISH_ROAD))
    {
      CatanEdges spots;

      catan_road_spots (s, p, &spots);
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        if (catan_edges_has (&spots, e))
          return fish_move (s, p, TSL_CATAN_FISH_ROAD, (gint) e, m);
    }

  /* A full hand catches nothing more: spend it. */
  if (catan_fish_cards (s, p) >= CATAN_FISH_HAND_LIMIT)
    {
      gint victim = richest_opponent (s, p);

      if (victim >= 0)
        return fish_move (s, p, TSL_CATAN_FISH_STEAL, victim, m);
      for (guint k = 0; k < CATAN_N_RES; k++)
        if (s->bank.count[k] > 0)
          return fish_move (s, p, TSL_CATAN_FISH_RESOURCE, (gint) k, m);
    }
  return FALSE;
}
