/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-error.h"
#include "tsl-turn-order.h"

/* Legal moves of whoever must act (get_actor()), with outcomes left to be
 * drawn.  What is listed is documented in docs/rules-catan.md. */

static inline TslMove *
push (TslMoveList *out,
      guint        type,
      guint        p)
{
  TslMove *m;

  /* Inline fast path of tsl_move_list_push(): no call while there is room. */
  if (G_LIKELY (out->len < out->capacity))
    {
      m = &out->moves[out->len++];
      memset (m, 0, sizeof *m);
    }
  else
    m = tsl_move_list_push (out);

  m->type = (guint16) type;
  m->player = (gint8) p;
  return m;
}

/* A move of @type by @p on each path of @set (a module's too) */
void
catan_push_edges (TslMoveList      *out,
                  guint             type,
                  guint             p,
                  const CatanEdges *set)
{
  for (guint w = 0; w < 2; w++)
    {
      guint64 bits = w == 0 ? set->lo : set->hi;

      while (bits != 0)
        {
          guint e = (guint) __builtin_ctzll (bits) + 64 * w;

          bits &= bits - 1;
          push (out, type, p)->arg[0] = (gint32) e;
        }
    }
}

static void
push_vertices (TslMoveList *out,
               guint        type,
               guint        p,
               guint64      set)
{
  while (set != 0)
    {
      guint v = (guint) __builtin_ctzll (set);

      set &= set - 1;
      push (out, type, p)->arg[0] = (gint32) v;
    }
}

/* Who could be robbed where: per opponent, the hexes the robber may enter
 * that touch one of its buildings. */
typedef struct
{
  guint32 hexes;                      /* where the robber may go */
  guint32 victim_hexes[TSL_MAX_PLAYERS];
  guint   n_players;
} RobberTargets;

/* The robber's moves counted but not listed (catan_pick_legal_move()): a
 * knight held or a 7 rolled makes them the whole list or a long stretch of
 * it, of which the random player takes one move. */
typedef struct
{
  guint         at;       /* where they would start in the list */
  guint         n;        /* how many; 0: none deferred */
  guint         type;
  guint         p;
  RobberTargets targets;
} RobberBlock;

/* From the few buildings of the players who have cards. */
static void
robber_targets (const CatanState *s,
                guint             p,
                RobberTargets    *rt)
{
  const CatanTopo *t = TOPO ();
  guint protected = catan_robber_protected (s);

  rt->hexes = catan_robber_hexes_sparing (s, protected);
  rt->n_players = s->n_players;
  for (guint q = 0; q < s->n_players; q++)
    {
      guint64 buildings = catan_own_buildings (s, q);
      guint32 touched = 0;

      if (q != p && s->players[q].n_res > 0 && !(protected & (1u << q)))
        while (buildings != 0)
          {
            touched |= t->vertex_land_mask[__builtin_ctzll (buildings)];
            buildings &= buildings - 1;
          }
      rt->victim_hexes[q] = touched & rt->hexes;
    }
}

/* For each hex: "nobody", then each victim in seat order (as
 * catan_robber_victims() gives them). */
static void
robber_moves (const CatanState *s,
              guint             p,
              guint             type,
              TslMoveList      *out,
              RobberBlock      *defer)
{
  RobberTargets own;
  RobberTargets *rt = defer != NULL ? &defer->targets : &own;

  robber_targets (s, p, rt);
  if (defer != NULL)
    {
      defer->at = out->len;
      defer->type = type;
      defer->p = p;
      defer->n = catan_popcount (rt->hexes);
      for (guint q = 0; q < rt->n_players; q++)
        defer->n += catan_popcount (rt->victim_hexes[q]);
      return;
    }
  for (guint32 hexes = rt->hexes; hexes != 0; hexes &= hexes - 1)
    {
      guint h = (guint) __builtin_ctz (hexes);
      TslMove *m;

      /* Robbing is optional (HU, DE almanac): "nobody" is always a choice. */
      m = push (out, type, p);
      m->arg[0] = (gint32) h;
      m->arg[1] = -1;
      m->arg[2] = -1;
      for (guint q = 0; q < rt->n_players; q++)
        if (rt->victim_hexes[q] & (1u << h))
          {
            m = push (out, type, p);
            m->arg[0] = (gint32) h;
            m->arg[1] = (gint32) q;
            m->arg[2] = -1;
          }
    }
}

/* The @i-th of the moves robber_moves() deferred into @block, in the order
 * it lists them. */
static void
robber_move_nth (const RobberBlock *block,
                 guint              i,
                 TslMove           *m)
{
  const RobberTargets *rt = &block->targets;

  memset (m, 0, sizeof *m);
  m->type = (guint16) block->type;
  m->player = (gint8) block->p;
  m->arg[2] = -1;
  for (guint32 hexes = rt->hexes; hexes != 0; hexes &= hexes - 1)
    {
      guint h = (guint) __builtin_ctz (hexes);
      guint here = 1;

      for (guint q = 0; q < rt->n_players; q++)
        here += (rt->victim_hexes[q] >> h) & 1;
      if (i >= here)
        {
          i -= here;
          continue;
        }
      m->arg[0] = (gint32) h;
      m->arg[1] = -1;
      /* 0 is "nobody", then the victims in seat order. */
      for (guint q = 0; i > 0; q++)
        if ((rt->victim_hexes[q] >> h) & 1)
          {
            m->arg[1] = (gint32) q;
            i--;
          }
      return;
    }
  g_assert_not_reached ();
}

static void
discard_moves (const CatanState *s,
               guint             p,
               TslMoveList      *out)
{
  const guint8 *have = s->players[p].res.count;
  guint8 c[CATAN_N_RES];
  guint need = s->discard[p];

  /* Every multiset of @need cards from the hand. */
  for (c[0] = 0; c[0] <= MIN (have[0], need); c[0]++)
    for (c[1] = 0; c[1] <= MIN (have[1], need - c[0]); c[1]++)
      for (c[2] = 0; c[2] <= MIN (have[2], need - c[0] - c[1]); c[2]++)
        for (c[3] = 0; c[3] <= MIN (have[3], need - c[0] - c[1] - c[2]); c[3]++)
          {
            guint rest = need - c[0] - c[1] - c[2] - c[3];

            if (rest <= have[4])
              {
                TslMove *m = push (out, TSL_CATAN_DISCARD, p);
                memcpy (m->count, c, 4);
                m->count[4] = (guint8) rest;
              }
          }
}

static void
playable_dev_moves (const CatanState *s,
                    guint             p,
                    TslMoveList      *out,
                    RobberBlock      *defer)
{
  const CatanPlayer *pl = &s->players[p];

  if (pl->dev[TSL_CATAN_KNIGHT] > 0)
    robber_moves (s, p, TSL_CATAN_PLAY_KNIGHT, out, defer);
  if (pl->dev[TSL_CATAN_ROAD_BUILDING] > 0 && pl->roads_left > 0 && !catan_has_damaged_road (s, p))
    {
      CatanEdges first;

      catan_road_spots (s, p, &first);
      for (guint e1 = 0; e1 < CATAN_N_EDGES; e1++)
        {
          CatanEdges second;
          gboolean any = FALSE;

          if (!catan_edges_has (&first, e1))
            continue;
          if (pl->roads_left == 1)
            {
              TslMove *m = push (out, TSL_CATAN_PLAY_ROAD_BUILDING, p);
              m->arg[0] = (gint32) e1;
              m->arg[1] = -1;
              continue;
            }
          catan_road_spots_after (s, p, e1, &second);
          for (guint e2 = 0; e2 < CATAN_N_EDGES; e2++)
            {
              TslMove *m;

              if (!catan_edges_has (&second, e2))
                continue;
              any = TRUE;
              /* Both orders of two independent roads are the same move. */
              if (catan_edges_has (&first, e2) && e2 < e1)
                continue;
              m = push (out, TSL_CATAN_PLAY_ROAD_BUILDING, p);
              m->arg[0] = (gint32) e1;
              m->arg[1] = (gint32) e2;
            }
          if (!any)
            {
              TslMove *m = push (out, TSL_CATAN_PLAY_ROAD_BUILDING, p);
              m->arg[0] = (gint32) e1;
              m->arg[1] = -1;
            }
        }
    }
  if (pl->dev[TSL_CATAN_YEAR_OF_PLENTY] > 0 && catan_plenty_cards (s) == 1)
    {
      /* The bank's last card. */
      for (guint r = 0; r < CATAN_N_RES; r++)
        if (s->bank.count[r] > 0)
          push (out, TSL_CATAN_PLAY_YEAR_OF_PLENTY, p)->count[r] = 1;
    }
  else if (pl->dev[TSL_CATAN_YEAR_OF_PLENTY] > 0)
    for (guint a = 0; a < CATAN_N_RES; a++)
      for (guint b = a; b < CATAN_N_RES; b++)
        if (s->bank.count[a] >= (a == b ? 2 : 1) && s->bank.count[b] >= 1)
          {
            TslMove *m = push (out, TSL_CATAN_PLAY_YEAR_OF_PLENTY, p);
            m->count[a]++;
            m->count[b]++;
          }
  if (pl->dev[TSL_CATAN_MONOPOLY] > 0)
    for (guint r = 0; r < CATAN_N_RES; r++)
      push (out, TSL_CATAN_PLAY_MONOPOLY, p)->arg[0] = (gint32) r;
}

/* Most decisions are made without a card to play: checked inline. */
static inline void
dev_moves (const CatanState *s,
           guint             p,
           TslMoveList      *out,
           RobberBlock      *defer)
{
  const guint8 *dev = s->players[p].dev;

  if (!s->dev_played &&
      (dev[TSL_CATAN_KNIGHT] | dev[TSL_CATAN_ROAD_BUILDING] | dev[TSL_CATAN_YEAR_OF_PLENTY] | dev[TSL_CATAN_MONOPOLY]) != 0)
    playable_dev_moves (s, p, out, defer);
}

static void
main_moves (const CatanState *s,
            guint             p,
            TslLegalFlags     flags,
            TslMoveList      *out,
            RobberBlock      *defer)
{
  const CatanPlayer *pl = &s->players[p];

  push (out, TSL_CATAN_END_TURN, p);

  if (pl->roads_left > 0 && catan_covers (pl->res.count, catan_cost_road) && !catan_has_damaged_road (s, p))
    {
      CatanEdges spots;
      catan_road_spots (s, p, &spots);
      catan_push_edges (out, TSL_CATAN_BUILD_ROAD, p, &spots);
    }
  if (catan_has_damaged_road (s, p) && catan_covers (pl->res.count, catan_cost_road))
    {
      CatanEdges damaged = { pl->roads.lo & s->roads_damaged.lo, pl->roads.hi & s->roads_damaged.hi };
      catan_push_edges (out, TSL_CATAN_REPAIR_ROAD, p, &damaged);
    }
  if (pl->settlements_left > 0 && catan_covers (pl->res.count, catan_cost_settlement))
    push_vertices (out, TSL_CATAN_BUILD_SETTLEMENT, p, catan_settlement_spots (s, p));
  if (pl->cities_left > 0 && catan_covers (pl->res.count, catan_cost_city))
    push_vertices (out, TSL_CATAN_BUILD_CITY, p, pl->settlements);
  if (s->dev_deck.len > 0 && catan_covers (pl->res.count, catan_cost_dev))
    push (out, TSL_CATAN_BUY_DEV_CARD, p);
  dev_moves (s, p, out, defer);
  if (catan_has_modules (s))
    {
      catan_hooks_legal_build (s, p, out);
      catan_gold_legal (s, p, out);
    }

  if (s->built && !s->opt_trade_after_build)
    return;
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      guint rate;

      /* No rate is better than 2:1: most hands trade nothing. */
      if (pl->res.count[r] < 2)
        continue;
      rate = catan_trade_rate (s, p, r);
      if (pl->res.count[r] < rate)
        continue;
      for (guint g = 0; g < CATAN_N_RES; g++)
        if (g != r && s->bank.count[g] > 0)
          {
            TslMove *m = push (out, TSL_CATAN_MARITIME_TRADE, p);
            m->count[r] = (guint8) rate;
            m->count[CATAN_N_RES + g] = 1;
          }
    }
  /* Domestic offers (unless the option leaves them out): open-ended, so
   * only 1-for-1 offers to all others. */
  if (!(flags & TSL_LEGAL_NO_NEGOTIATION) && s->opt_domestic_trade && s->offers_this_turn < CATAN_LISTED_OFFERS_PER_TURN)
    {
      guint others = ((1u << s->n_players) - 1) & ~(1u << p);

      for (guint r = 0; r < CATAN_N_RES; r++)
        if (pl->res.count[r] > 0)
          for (guint g = 0; g < CATAN_N_RES; g++)
            if (g != r)
              {
                TslMove *m = push (out, TSL_CATAN_OFFER_TRADE, p);
                m->count[r] = 1;
                m->count[CATAN_N_RES + g] = 1;
                m->arg[0] = (gint32) others;
              }
    }
}

/* With @defer, the robber's moves are counted into it instead of listed. */
static void
legal_moves (const CatanState *s,
             TslLegalFlags     flags,
             TslMoveList      *out,
             RobberBlock      *defer)
{
  const CatanTopo *t = TOPO ();
  gint actor = catan_actor (s);
  guint p;

  if (actor < 0)
    return;
  p = (guint) actor;
  /* A module's moves that come first (a barbarian to move, a wagon's
   * movement), and may be the only ones. */
  if (catan_hooks_legal_first (s, p, out))
    return;

  switch (s->phase)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT:
      push_vertices (out, TSL_CATAN_PLACE_SETTLEMENT, p, s->buildable_vertices & ~s->blocked);
      break;
    case CATAN_PHASE_SETUP_ROAD:
      {
        CatanEdges m = t->vertex_edge_mask[s->last_settlement];
        m.lo &= s->buildable_edges.lo & ~s->roads_all.lo & ~s->bridge_sites.lo;
        m.hi &= s->buildable_edges.hi & ~s->roads_all.hi & ~s->bridge_sites.hi;
        catan_push_edges (out, TSL_CATAN_PLACE_ROAD, p, &m);
      }
      break;
    case CATAN_PHASE_ROLL:
      push (out, TSL_CATAN_ROLL, p);
      dev_moves (s, p, out, defer);
      catan_hooks_legal_roll (s, p, out);
      break;
    case CATAN_PHASE_DISCARD:
      discard_moves (s, p, out);
      break;
    case CATAN_PHASE_ROBBER:
      if (!catan_hooks_legal_robber (s, p, out))   /* a 7 without a robber */
        robber_moves (s, p, TSL_CATAN_MOVE_ROBBER, out, defer);
      break;
    case CATAN_PHASE_MAIN:
      main_moves (s, p, flags, out, defer);
      catan_hooks_legal_main_first (s, p, out);
      catan_hooks_legal_main (s, p, out);
      break;
    case CATAN_PHASE_TRADE:
      if (p != s->current)
        {
          if (catan_covers (s->players[p].res.count, s->trade_get))
            push (out, TSL_CATAN_ACCEPT_TRADE, p)->arg[0] = (gint32) s->trade_index;
          push (out, TSL_CATAN_REJECT_TRADE, p)->arg[0] = (gint32) s->trade_index;
        }
      else
        {
          for (guint q = 0; q < s->n_players; q++)
            if (s->trade_accepted & (1u << q))
              {
                TslMove *m = push (out, TSL_CATAN_CONFIRM_TRADE, p);
                m->arg[0] = (gint32) s->trade_index;
                m->arg[1] = (gint32) q;
              }
          push (out, TSL_CATAN_CANCEL_TRADE, p)->arg[0] = (gint32) s->trade_index;
        }
      break;
    default:
      catan_hooks_legal_phase (s, p, out);   /* a module's phase */
      break;
    }
}

void
catan_legal_moves (const CatanState *s,
                   TslLegalFlags     flags,
                   TslMoveList      *out)
{
  legal_moves (s, flags, out, NULL);
}

/* tsl_engine_pick_legal_move(): the same move as from the full list. */
gboolean
catan_pick_legal_move (const CatanState *s,
                       TslLegalFlags     flags,
                       TslRng           *rng,
                       TslMoveList      *scratch,
                       TslMove          *move)
{
  RobberBlock block;
  guint i;

  block.n = 0;
  tsl_move_list_reset (scratch);
  legal_moves (s, flags, scratch, &block);
  if (scratch->len + block.n == 0)
    return FALSE;
  i = tsl_rng_below (rng, scratch->len + block.n);
  if (block.n > 0 && i >= block.at)
    {
      if (i < block.at + block.n)
        {
          robber_move_nth (&block, i - block.at, move);
          return TRUE;
        }
      i -= block.n;
    }
  *move = scratch->moves[i];
  return TRUE;
}
