/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-greedy-ai.h"
#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "tsl-catan-hooks-greedy-private.h"
#include "tsl-catan-rules-private.h"

/* A one-ply rule-based Catan player: settles by production (pips) and
 * resource diversity, builds city > settlement > development card > road,
 * trades with the bank only to complete a build, robs the leader.  How it
 * values sites, roads and robber hexes is weighed by catan-greedy.ini. */
struct _TslCatanGreedyAi
{
  GObject     parent_instance;
  TslMoveList moves;
  gboolean    domestic_trade;   /* offers and weighs trades (issue 14) */
};

enum
{
  PROP_0,
  PROP_DOMESTIC_TRADE,
  N_PROPS
};

static void tsl_catan_greedy_ai_iface_init (TslAiInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TslCatanGreedyAi, tsl_catan_greedy_ai, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_AI, tsl_catan_greedy_ai_iface_init))

#define POP(x) catan_popcount (x)

/* The weights, as data (catan-greedy.ini and the modules' own), and other
 * weights for this thread's decisions, which only the tools that tune them
 * set (catan_greedy_use_weights()). */
static const double builtin_weights[CATAN_GREEDY_N_WEIGHTS] = CATAN_GREEDY_WEIGHTS;
static const char * const weight_names[CATAN_GREEDY_N_WEIGHTS] = CATAN_GREEDY_NAMES;
static _Thread_local const double *trial_weights;

static inline const double *
greedy_weights (void)
{
  return G_LIKELY (trial_weights == NULL) ? builtin_weights : trial_weights;
}

/**
 * catan_greedy_weight_name:
 * @k: a CatanGreedyWeight
 *
 * Returns: its name in catan-greedy.ini (MODULE.name for a module's)
 */
const char *
catan_greedy_weight_name (guint k)
{
  g_return_val_if_fail (k < CATAN_GREEDY_N_WEIGHTS, NULL);
  return weight_names[k];
}

/**
 * catan_greedy_weight:
 * @k: a CatanGreedyWeight
 *
 * Returns: its value in catan-greedy.ini or its module's file
 */
double
catan_greedy_weight (guint k)
{
  g_return_val_if_fail (k < CATAN_GREEDY_N_WEIGHTS, 0);
  return builtin_weights[k];
}

/**
 * catan_greedy_use_weights:
 * @w: (nullable): CATAN_GREEDY_N_WEIGHTS weights, kept by the caller, or
 *   %NULL for catan-greedy.ini's
 *
 * Weighs this thread's greedy decisions with @w from now on: for the tools
 * that tune and match the weights (tests/catan/tune-catan-greedy.c).
 */
void
catan_greedy_use_weights (const double *w)
{
  trial_weights = w;
}

/**
 * catan_greedy_weights:
 *
 * Returns: the CATAN_GREEDY_N_WEIGHTS weights this thread's greedy
 *   decisions weigh with: the files', or those catan_greedy_use_weights()
 *   gave
 */
const double *
catan_greedy_weights (void)
{
  return greedy_weights ();
}

/* The dots under a number token (0 for none): 6 - |7 - n|, read from a
 * table on the hot paths. */
static const guint8 pips_of[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };

static guint
pips (guint n)
{
  return n <= 12 ? pips_of[n] : 0;
}

/* How many of @p's building points (settlement 1, city 2) touch each land
 * hex: from the player's few buildings, not from every hex's six
 * corners.  @touching, when given, gets @p's bit on every hex it touches. */
static void
building_points (const CatanState *s,
                 guint             p,
                 guint8           *points,
                 guint8           *touching)
{
  const CatanTopo *t = TOPO ();
  const CatanPlayer *pl = &s->players[p];

  memset (points, 0, CATAN_N_LAND);
  for (guint64 b = pl->settlements | pl->cities; b != 0; b &= b - 1)
    {
      guint v = (guint) __builtin_ctzll (b);
      guint w = (pl->cities & VBIT (v)) ? 2 : 1;

      for (guint i = 0; i < t->vertex_n_land[v]; i++)
        points[t->vertex_land[v][i]] += (guint8) w;
      if (touching != NULL)
        for (guint i = 0; i < t->vertex_n_land[v]; i++)
          touching[t->vertex_land[v][i]] |= (guint8) (1u << p);
    }
}

/* Production of each resource for @p, in pips: from the player's few
 * buildings. */
static void
production (const CatanState *s,
            guint             p,
            guint            *prod)
{
  const CatanTopo *t = TOPO ();
  const CatanPlayer *pl = &s->players[p];

  memset (prod, 0, CATAN_N_RES * sizeof (guint));
  for (guint64 b = pl->settlements | pl->cities; b != 0; b &= b - 1)
    {
      guint v = (guint) __builtin_ctzll (b);
      guint w = (pl->cities & VBIT (v)) ? 2 : 1;

      for (guint i = 0; i < t->vertex_n_land[v]; i++)
        {
          guint h = t->vertex_land[v][i];
          guint r = catan_resource_of (s->terrain[h]);

          if (r != CATAN_NONE)
            prod[r] += w * pips (s->number[h]);
        }
    }
}

/* What a site's value is made of that does not depend on the site: worked
 * out once for the tens of sites a decision weighs, and each site's value
 * once (roads ask for the same sites again). */
typedef struct
{
  const double *w;                    /* greedy_weights() */
  guint   prod[CATAN_N_RES];          /* @p's production in pips */
  double  share[CATAN_N_LAND];        /* each land hex's share of a site's value */
  guint8  resource[CATAN_N_LAND];     /* 1 << the hex's resource; 0 for none */
  guint64 harbors;                    /* every harbour's vertices */
  guint64 known;                      /* bit per vertex: value[] filled */
  double  value[CATAN_N_VERTICES];
} SiteWeights;

static void
site_weights (const CatanState *s,
              guint             p,
              SiteWeights      *w)
{
  /* A land hex's share of a site's value: its pips, less under the
   * robber, more for a resource the player does not produce yet (brick
   * and lumber early, grain and ore for cities: all matter).  By [robbed]
   * [new resource]. */
  double factor[2][2];

  w->w = greedy_weights ();
  factor[0][0] = 1.0;
  factor[0][1] = w->w[CATAN_GREEDY_NEW_RESOURCE_HEX];
  factor[1][0] = w->w[CATAN_GREEDY_ROBBED_HEX];
  factor[1][1] = w->w[CATAN_GREEDY_ROBBED_HEX] * w->w[CATAN_GREEDY_NEW_RESOURCE_HEX];
  production (s, p, w->prod);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      guint r = catan_resource_of (s->terrain[h]);

      /* No resource: nothing to the value, and no new resource either. */
      w->share[h] = r == CATAN_NONE ? 0 : pips (s->number[h]) * factor[h == s->robber][w->prod[r] == 0];
      w->resource[h] = r == CATAN_NONE ? 0 : (guint8) (1u << r);
    }
  w->harbors = 0;
  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    w->harbors |= s->harbor_vertices[k];
  w->known = 0;
}

/* Resources in a set of them (5 bits). */
static const guint8 n_resources[32] = {
  0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4, 1, 2, 2, 3, 2, 3, 3, 4, 2, 3, 3, 4, 3, 4, 4, 5,
};

/* How good an intersection is for @p: pips, new resources, harbours, and
 * what the modules add, always summed in this order. */
static double
site_value (const CatanState  *s,
            guint              p,
            guint              v,
            const SiteWeights *w)
{
  const CatanTopo *t = TOPO ();
  double value = 0;
  guint seen = 0;

  for (guint i = 0; i < t->vertex_n_land[v]; i++)
    {
      guint h = t->vertex_land[v][i];

      value += w->share[h];
      seen |= w->resource[h];
    }
  value += w->w[CATAN_GREEDY_NEW_RESOURCE] * n_resources[seen];
  if (w->harbors & VBIT (v))
    {
      if (s->harbor_vertices[TSL_CATAN_HARBOR_GENERIC] & VBIT (v))
        value += w->w[CATAN_GREEDY_HARBOR_GENERIC];
      for (guint r = 0; r < CATAN_N_RES; r++)
        if (s->harbor_vertices[1 + r] & VBIT (v))
          value += w->prod[r] >= 5 || (seen & (1u << r)) ? w->w[CATAN_GREEDY_HARBOR_MATCHED]
                                                         : w->w[CATAN_GREEDY_HARBOR_UNMATCHED];
    }
  return value + catan_hooks_greedy_site (s, p, v);
}

/* site_value(), kept for the roads that ask for the same sites again. */
static double
vertex_value (const CatanState *s,
              guint             p,
              guint             v,
              SiteWeights      *w)
{
  if (!(w->known & VBIT (v)))
    {
      w->value[v] = site_value (s, p, v, w);
      w->known |= VBIT (v);
    }
  return w->value[v];
}

/* The best of @spots, -1 when there is none; any weights, negative ones
 * too, leave a choice (the tuning tools try them). */
static gint
best_vertex (const CatanState *s,
             guint             p,
             guint64           spots)
{
  SiteWeights weights;
  double best = -G_MAXDOUBLE;
  gint v_best = -1;

  site_weights (s, p, &weights);
  while (spots != 0)
    {
      guint v = (guint) __builtin_ctzll (spots);
      double value;

      spots &= spots - 1;
      value = site_value (s, p, v, &weights);
      if (value > best)
        {
          best = value;
          v_best = (gint) v;
        }
    }
  return v_best;
}

/* Where a road on @e could lead: the best free site at its far end or one further. */
static double
road_value (const CatanState *s,
            guint             p,
            guint             e,
            SiteWeights      *weights)
{
  const CatanTopo *t = TOPO ();
  guint64 free_sites = s->buildable_vertices & ~s->blocked;
  double best = 0;

  for (guint i = 0; i < 2; i++)
    {
      guint v = t->edge_vertices[e][i];

      if (s->players[p].road_vertices & VBIT (v) && !(s->players[p].settlements & VBIT (v)))
        continue;
      if (free_sites & VBIT (v))
        best = MAX (best, vertex_value (s, p, v, weights));
      for (guint k = 0; k < t->vertex_n_edges[v]; k++)
        {
          guint w = t->vertex_nbrs[v][k];

          if (free_sites & VBIT (w))
            best = MAX (best, weights->w[CATAN_GREEDY_ROAD_BEYOND] * vertex_value (s, p, w, weights));
        }
    }
  return best + catan_hooks_greedy_road (s, p, e);
}

static gint
best_road (const CatanState *s,
           guint             p,
           const CatanEdges *spots,
           double           *score)
{
  SiteWeights weights;
  double best = -G_MAXDOUBLE;
  gint e_best = -1;

  site_weights (s, p, &weights);
  for (guint half = 0; half < 2; half++)
    for (guint64 b = half == 0 ? spots->lo : spots->hi; b != 0; b &= b - 1)
      {
        guint e = 64 * half + (guint) __builtin_ctzll (b);
        double value = road_value (s, p, e, &weights);

        if (value > best)
          {
            best = value;
            e_best = (gint) e;
          }
      }
  if (score != NULL)
    *score = best;
  return e_best;
}

/* Without a branch per resource: asked several times a decision, with
 * answers no predictor guesses. */
static gboolean
affords (const guint8 *res,
         const guint8 *cost)
{
  guint short_of = 0;

  for (guint r = 0; r < CATAN_N_RES; r++)
    short_of |= res[r] < cost[r];
  return short_of == 0;
}

/* The robber goes where it hurts the leader most and never on ourselves. */
static void
choose_robber (const CatanState *s,
               guint             p,
               TslMove          *m)
{
  guint protected = catan_robber_protected (s);
  guint32 hexes = catan_robber_hexes_sparing (s, protected);
  double best = -1e9;
  guint8 points[CATAN_MAX_PLAYERS][CATAN_N_LAND];
  guint8 touching[CATAN_N_LAND] = { 0, };   /* bit per seat with a building on the hex */
  guint vp_public[CATAN_MAX_PLAYERS];
  double weight[CATAN_MAX_PLAYERS];
  guint robbable = 0;   /* bit per seat with a card and not protected */
  const double *w = greedy_weights ();

  /* The same for every hex: once. */
  for (guint q = 0; q < s->n_players; q++)
    {
      building_points (s, q, points[q], touching);
      /* Our own production lost weighs most, the leader's more than
       * the others'. */
      weight[q] = w[CATAN_GREEDY_ROBBER_OWN];
      if (q == p)
        continue;
      vp_public[q] = catan_vp_public (s, q);
      weight[q] = w[CATAN_GREEDY_ROBBER_OPPONENT] + vp_public[q] / w[CATAN_GREEDY_ROBBER_POINTS_STEP];
      robbable |= (guint) (s->players[q].n_res > 0 && !(protected & (1u << q))) << q;
    }
  m->arg[0] = -1;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      double value = 0;
      gint victim;
      guint hex_pips = pips (s->number[h]);

      if (!(hexes & (1u << h)))
        continue;
      /* Seats in order, as the sum was always taken. */
      for (guint who = touching[h]; who != 0; who &= who - 1)
        {
          guint q = (guint) __builtin_ctz (who);

          value += points[q][h] * hex_pips * weight[q];
        }
      /* The victim: the first seat of those with the most points. */
      victim = -1;
      for (guint who = touching[h] & robbable; who != 0; who &= who - 1)
        {
          guint q = (guint) __builtin_ctz (who);

          if (victim < 0 || vp_public[q] > vp_public[victim])
            victim = (gint) q;
        }
      if (victim >= 0)
        value += w[CATAN_GREEDY_ROBBER_VICTIM];
      if (value > best)
        {
          best = value;
          m->arg[0] = (gint32) h;
          m->arg[1] = victim;
          m->arg[2] = -1;
        }
    }
}

static void
choose_discard (const CatanState *s,
                guint             p,
                TslMove          *m)
{
  guint8 hand[CATAN_N_RES];
  guint need = s->discard[p];

  memcpy (hand, s->players[p].res.count, CATAN_N_RES);
  /* Keep a balanced hand: always give back from the largest pile, and
   * prefer keeping ore and grain for cities. */
  while (need > 0)
    {
      gint worst = -1;
      /* In half cards: the same order as -hand[r] + 0.5 for ore and grain. */
      gint worst_value = G_MAXINT;

      for (guint r = 0; r < CATAN_N_RES; r++)
        if (hand[r] > 0)
          {
            gint value = -2 * (gint) hand[r] + (r == TSL_CATAN_ORE || r == TSL_CATAN_GRAIN ? 1 : 0);
            if (value < worst_value)
              {
                worst_value = value;
                worst = (gint) r;
              }
          }
      hand[worst]--;
      m->count[worst]++;
      need--;
    }
}

/* The build we save for: what is possible at all, in order of value. */
static const guint8 *
target_cost (const CatanState *s,
             guint             p)
{
  const CatanPlayer *pl = &s->players[p];
  CatanEdges roads;

  if (pl->settlements != 0 && pl->cities_left > 0)
    return catan_cost_city;
  if (pl->settlements_left > 0 && catan_settlement_spots (s, p) != 0)
    return catan_cost_settlement;
  catan_road_spots (s, p, &roads);
  if (pl->roads_left > 0 && pl->settlements_left > 0 && catan_edges_count (&roads) > 0 &&
      pl->roads_left > 15 - 2 * POP (pl->settlements | pl->cities) - 4)
    return catan_cost_road;
  if (s->dev_deck.len > 0)
    return catan_cost_dev;
  /* Nothing else left to gain: roads, for the Longest Road. */
  if (pl->roads_left > 0 && catan_edges_count (&roads) > 0)
    return catan_cost_road;
  return NULL;
}

/* One maritime trade that brings @target closer, or FALSE. */
static gboolean
choose_bank_trade (const CatanState *s,
                   guint             p,
                   const guint8     *target,
                   TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];
  gint want = -1;
  gint give = -1;
  gint best_surplus = 0;

  for (guint g = 0; g < CATAN_N_RES; g++)
    if (pl->res.count[g] < target[g] && s->bank.count[g] > 0)
      {
        want = (gint) g;
        break;
      }
  if (want < 0)
    return FALSE;
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      gint surplus = (gint) pl->res.count[r] - target[r];
      guint rate;

      /* Every rate is 2 or more: fewer spare cards need no rate. */
      if (surplus < 2)
        continue;
      rate = catan_trade_rate (s, p, r);
      if ((gint) r != want && surplus >= (gint) rate && surplus - (gint) rate >= best_surplus - 1 &&
          surplus > best_surplus)
        {
          best_surplus = surplus;
          give = (gint) r;
        }
    }
  if (give < 0)
    return FALSE;
  memset (m, 0, sizeof *m);
  m->type = TSL_CATAN_MARITIME_TRADE;
  m->count[give] = (guint8) catan_trade_rate (s, p, (guint) give);
  m->count[CATAN_N_RES + want] = 1;
  return TRUE;
}

static gboolean
choose_dev_play (const CatanState *s,
                 guint             p,
                 const guint8     *target,
                 TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];
  const CatanTopo *t = TOPO ();

  if (s->dev_played)
    return FALSE;
  memset (m, 0, sizeof *m);

  /* A knight when the robber sits on our own land, or to take the army. */
  if (pl->dev[TSL_CATAN_KNIGHT] > 0)
    {
      gboolean robbed = s->robber != CATAN_NONE &&
                        ((pl->settlements | pl->cities) & t->hex_vertices[s->robber]);
      gboolean army = s->army_holder != p && pl->knights + 1 >= 3 &&
                      (s->army_holder == CATAN_NONE || pl->knights + 1 > s->players[s->army_holder].knights);

      if (robbed || army || s->phase == CATAN_PHASE_ROLL)
        {
          m->type = TSL_CATAN_PLAY_KNIGHT;
          choose_robber (s, p, m);
          if (m->arg[0] >= 0)
            return TRUE;
        }
    }
  if (s->phase != CATAN_PHASE_MAIN)
    return FALSE;

  if (pl->dev[TSL_CATAN_MONOPOLY] > 0)
    {
      guint best = 0;
      gint best_r = -1;

      for (guint r = 0; r < CATAN_N_RES; r++)
        {
          guint n = 0;

          for (guint q = 0; q < s->n_players; q++)
            if (q != p)
              n += s->players[q].res.count[r];
          if (n > best)
            {
              best = n;
              best_r = (gint) r;
            }
        }
      if (best >= 3)
        {
          m->type = TSL_CATAN_PLAY_MONOPOLY;
          m->arg[0] = best_r;
          return TRUE;
        }
    }
  if (pl->dev[TSL_CATAN_YEAR_OF_PLENTY] > 0 && target != NULL)
    {
      guint taken = 0;

      m->type = TSL_CATAN_PLAY_YEAR_OF_PLENTY;
      for (guint r = 0; r < CATAN_N_RES && taken < 2; r++)
        while (pl->res.count[r] + m->count[r] < target[r] && taken < 2 && s->bank.count[r] > m->count[r])
          {
            m->count[r]++;
            taken++;
          }
      for (guint r = 0; r < CATAN_N_RES && taken < 2; r++)
        while (taken < 2 && s->bank.count[r] > m->count[r] && (r == TSL_CATAN_ORE || r == TSL_CATAN_GRAIN))
          {
            m->count[r]++;
            taken++;
          }
      if (taken == catan_plenty_cards (s) && taken > 0)
        return TRUE;
      memset (m, 0, sizeof *m);
    }
  if (pl->dev[TSL_CATAN_ROAD_BUILDING] > 0 && pl->roads_left > 0 && !catan_has_damaged_road (s, p))
    {
      CatanEdges first, spots;
      CatanState tmp;
      gint e1, e2 = -1;

      catan_road_spots (s, p, &first);
      e1 = best_road (s, p, &first, NULL);
      if (e1 >= 0)
        {
          tmp = *s;
          /* Approximate the first road to pick the second. */
          catan_edges_add (&tmp.players[p].roads, (guint) e1);
          catan_edges_add (&tmp.roads_all, (guint) e1);
          tmp.players[p].road_vertices |= VBIT (t->edge_vertices[e1][0]) | VBIT (t->edge_vertices[e1][1]);
          if (pl->roads_left > 1)
            {
              catan_road_spots (&tmp, p, &spots);
              e2 = best_road (&tmp, p, &spots, NULL);
            }
          m->type = TSL_CATAN_PLAY_ROAD_BUILDING;
          /* As listed: two roads that could each come first, in edge order. */
          m->arg[0] = e2 >= 0 && e2 < e1 && catan_edges_has (&first, (guint) e2) ? e2 : e1;
          m->arg[1] = m->arg[0] == e1 ? e2 : e1;
          return TRUE;
        }
    }
  return FALSE;
}

/* Gold (a scenario's) buys what the next build lacks, unless spending it
 * costs a settler card's points. */
static gboolean
choose_gold_buy (const CatanState *s,
                 guint             p,
                 const guint8     *target,
                 TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];

  if (!catan_has_modules (s) || !catan_gold_used (s) || target == NULL || s->gold_buys >= CATAN_GOLD_BUYS ||
      s->gold[p] < CATAN_GOLD_PRICE || catan_gold_vp_after (s, p, -CATAN_GOLD_PRICE) < catan_gold_vp (s, p))
    return FALSE;
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (pl->res.count[r] < target[r] && s->bank.count[r] > 0)
      return catan_greedy_move (m, p, TSL_CATAN_BUY_WITH_GOLD, (gint) r);
  return FALSE;
}

static void
choose_main (const CatanState *s,
             guint             p,
             const guint8     *target,
             TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];
  gboolean may_trade = !s->built || s->opt_trade_after_build;
  guint64 spots;

  if (choose_dev_play (s, p, target, m))
    return;

  /* Trade first: the rules forbid trading after building (§5). */
  if (may_trade && target != NULL && !affords (pl->res.count, target) && choose_bank_trade (s, p, target, m))
    return;

  memset (m, 0, sizeof *m);
  if (pl->cities_left > 0 && pl->settlements != 0 && affords (pl->res.count, catan_cost_city))
    {
      m->type = TSL_CATAN_BUILD_CITY;
      m->arg[0] = best_vertex (s, p, pl->settlements);
      return;
    }
  spots = catan_settlement_spots (s, p);
  if (pl->settlements_left > 0 && spots != 0 && affords (pl->res.count, catan_cost_settlement))
    {
      m->type = TSL_CATAN_BUILD_SETTLEMENT;
      m->arg[0] = best_vertex (s, p, spots);
      return;
    }
  /* Two points for a road's two cards, maybe the game. */
  if (pl->roads_left > 0 && !catan_has_damaged_road (s, p) && affords (pl->res.count, catan_cost_road))
    {
      gint e = catan_greedy_longest_road_edge (s, p);

      if (e >= 0)
        {
          m->type = TSL_CATAN_BUILD_ROAD;
          m->arg[0] = e;
          return;
        }
    }
  if (catan_hooks_greedy_build (s, p, target, m) || choose_gold_buy (s, p, target, m))
    return;
  /* Save brick and lumber for a settlement when a site is open. */
  if (pl->roads_left > 0 && !catan_has_damaged_road (s, p) && affords (pl->res.count, catan_cost_road) &&
      (target == catan_cost_road ||
       ((spots == 0 || pl->settlements_left == 0 || pl->roads_left > 13) && target != catan_cost_city)))
    {
      CatanEdges roads;
      double value;
      gint e;

      catan_road_spots (s, p, &roads);
      e = best_road (s, p, &roads, &value);
      if (e >= 0 && (value > 0 || pl->n_res > 7 || target == catan_cost_road))
        {
          m->type = TSL_CATAN_BUILD_ROAD;
          m->arg[0] = e;
          return;
        }
    }
  if (s->dev_deck.len > 0 && affords (pl->res.count, catan_cost_dev) &&
      (target == catan_cost_dev || target == NULL || pl->n_res > 7 ||
       (target == catan_cost_city && pl->res.count[TSL_CATAN_ORE] > 3)))
    {
      m->type = TSL_CATAN_BUY_DEV_CARD;
      return;
    }
  m->type = TSL_CATAN_END_TURN;
}

static gboolean
choose_answer (const CatanState *s,
               guint             p,
               TslMove          *m)
{
  const guint8 *target = target_cost (s, p);
  guint8 after[CATAN_N_RES];
  guint before_missing = 0, after_missing = 0;

  memset (m, 0, sizeof *m);
  m->arg[0] = (gint32) s->trade_index;
  if (s->gold[p] < s->trade_gold_get)
    {
      m->type = TSL_CATAN_REJECT_TRADE;
      return TRUE;
    }
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      if (s->players[p].res.count[r] < s->trade_get[r])
        {
          m->type = TSL_CATAN_REJECT_TRADE;
          return TRUE;
        }
      after[r] = (guint8) (s->players[p].res.count[r] - s->trade_get[r] + s->trade_give[r]);
    }
  if (target != NULL)
    for (guint r = 0; r < CATAN_N_RES; r++)
      {
        before_missing += s->players[p].res.count[r] < target[r] ? target[r] - s->players[p].res.count[r] : 0;
        after_missing += after[r] < target[r] ? target[r] - after[r] : 0;
      }
  /* Help nobody who is about to win; otherwise accept what brings us closer. */
  m->type = after_missing < before_missing && catan_vp_public (s, s->current) + 2 < s->victory_points
            ? TSL_CATAN_ACCEPT_TRADE : TSL_CATAN_REJECT_TRADE;
  return TRUE;
}

static gboolean
tsl_catan_greedy_ai_choose_move (TslAi        *ai,
                                 TslEngine    *engine,
                                 gconstpointer view,
                                 gint          seat,
                                 TslRng       *rng,
                                 TslMove      *move)
{
  TslCatanGreedyAi *self = TSL_CATAN_GREEDY_AI (ai);
  const CatanState *s = view;
  /* Asked here, not left to the engine's creation: the player depends on
   * the state layer only (its helpers then read TOPO()). */
  const CatanTopo *t = tsl_catan_topology ();
  guint p = (guint) seat;
  SiteWeights weights;

  memset (move, 0, sizeof *move);
  move->player = (gint8) seat;
  if (catan_hooks_greedy_first (s, p, NULL, move))
    return TRUE;

  switch (s->phase)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT:
      move->type = TSL_CATAN_PLACE_SETTLEMENT;
      move->arg[0] = best_vertex (s, p, s->buildable_vertices & ~s->blocked);
      return move->arg[0] >= 0;

    case CATAN_PHASE_SETUP_ROAD:
      {
        CatanEdges spots = t->vertex_edge_mask[s->last_settlement];
        double best = -G_MAXDOUBLE;

        spots.lo &= s->buildable_edges.lo & ~s->roads_all.lo & ~s->bridge_sites.lo;
        spots.hi &= s->buildable_edges.hi & ~s->roads_all.hi & ~s->bridge_sites.hi;
        site_weights (s, p, &weights);
        move->type = TSL_CATAN_PLACE_ROAD;
        move->arg[0] = -1;
        for (guint half = 0; half < 2; half++)
          for (guint64 b = half == 0 ? spots.lo : spots.hi; b != 0; b &= b - 1)
            {
              guint e = 64 * half + (guint) __builtin_ctzll (b);
              double value = road_value (s, p, e, &weights);

              if (value > best)
                {
                  best = value;
                  move->arg[0] = (gint32) e;
                }
            }
        return move->arg[0] >= 0;
      }

    case CATAN_PHASE_ROLL:
      if (catan_hooks_greedy_choose (s, p, NULL, move))
        return TRUE;
      if (choose_dev_play (s, p, NULL, move))
        {
          move->player = (gint8) seat;
          return TRUE;
        }
      memset (move, 0, sizeof *move);
      move->player = (gint8) seat;
      move->type = TSL_CATAN_ROLL;
      return TRUE;

    case CATAN_PHASE_DISCARD:
      move->type = TSL_CATAN_DISCARD;
      choose_discard (s, p, move);
      return TRUE;

    case CATAN_PHASE_ROBBER:
      if (catan_hooks_greedy_choose (s, p, NULL, move))
        return TRUE;
      move->type = TSL_CATAN_MOVE_ROBBER;
      choose_robber (s, p, move);
      return move->arg[0] >= 0;

    case CATAN_PHASE_MAIN:
      {
        /* The build saved for, worked out once for every choice below. */
        const guint8 *target = target_cost (s, p);

        if (catan_hooks_greedy_choose (s, p, target, move))
          return TRUE;
        if (self->domestic_trade && catan_greedy_offer (s, target_cost, target, p, move))
          return TRUE;
        choose_main (s, p, target, move);
        move->player = (gint8) seat;
        /* A module's last move of the turn comes after the building. */
        if (move->type == TSL_CATAN_END_TURN)
          catan_hooks_greedy_end_turn (s, p, target, move);
      }
      return TRUE;

    case CATAN_PHASE_TRADE:
      if (self->domestic_trade)
        {
          if (p != s->current)
            catan_greedy_answer (s, target_cost, p, move);
          else
            catan_greedy_confirm (s, p, move);
          return TRUE;
        }
      if (p != s->current)
        {
          choose_answer (s, p, move);
          move->player = (gint8) seat;
          return TRUE;
        }
      move->arg[0] = (gint32) s->trade_index;
      move->type = TSL_CATAN_CANCEL_TRADE;
      for (guint q = 0; q < s->n_players; q++)
        if (s->trade_accepted & (1u << q))
          {
            move->type = TSL_CATAN_CONFIRM_TRADE;
            move->arg[1] = (gint32) q;
            break;
          }
      return TRUE;

    default:   /* a module's phase: its choice */
      if (catan_has_modules (s) && catan_hooks_greedy_choose (s, p, target_cost (s, p), move))
        return TRUE;
      break;
    }

  /* Anything unforeseen: fall back on the first legal move. */
  tsl_move_list_reset (&self->moves);
  catan_legal_moves (s, TSL_LEGAL_NO_NEGOTIATION, &self->moves);
  if (self->moves.len == 0)
    return FALSE;
  *move = self->moves.moves[0];
  return TRUE;
}

static const char *
tsl_catan_greedy_ai_get_kind (TslAi *ai)
{
  return "greedy";
}

static void
tsl_catan_greedy_ai_iface_init (TslAiInterface *iface)
{
  iface->get_kind = tsl_catan_greedy_ai_get_kind;
  iface->choose_move = tsl_catan_greedy_ai_choose_move;
  /* It reads its own hand and what is on the table (public points, the
   * counts of cards): a redacted view would give the same choices, so
   * self-play spares the copy and the re-deal.  A player that looks at the
   * opponents' development or fish cards must set this back to TRUE. */
  iface->reads_hidden = FALSE;
}

static void
tsl_catan_greedy_ai_finalize (GObject *object)
{
  TslCatanGreedyAi *self = TSL_CATAN_GREEDY_AI (object);

  tsl_move_list_clear (&self->moves);
  G_OBJECT_CLASS (tsl_catan_greedy_ai_parent_class)->finalize (object);
}

static void
tsl_catan_greedy_ai_get_property (GObject    *object,
                                  guint       prop_id,
                                  GValue     *value,
                                  GParamSpec *pspec)
{
  TslCatanGreedyAi *self = TSL_CATAN_GREEDY_AI (object);

  switch (prop_id)
    {
    case PROP_DOMESTIC_TRADE:
      g_value_set_boolean (value, self->domestic_trade);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_catan_greedy_ai_set_property (GObject      *object,
                                  guint         prop_id,
                                  const GValue *value,
                                  GParamSpec   *pspec)
{
  TslCatanGreedyAi *self = TSL_CATAN_GREEDY_AI (object);

  switch (prop_id)
    {
    case PROP_DOMESTIC_TRADE:
      self->domestic_trade = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_catan_greedy_ai_class_init (TslCatanGreedyAiClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tsl_catan_greedy_ai_finalize;
  object_class->get_property = tsl_catan_greedy_ai_get_property;
  object_class->set_property = tsl_catan_greedy_ai_set_property;
  /**
   * TslCatanGreedyAi:domestic-trade:
   *
   * Whether the player offers domestic trades and weighs the offers it is
   * asked (issue 14).  Off, it plays as before: no offers, and it accepts
   * only what brings its next build closer.  Benchmarks compare the two.
   */
  g_object_class_install_property (object_class, PROP_DOMESTIC_TRADE,
                                   g_param_spec_boolean ("domestic-trade", NULL, NULL, TRUE,
                                                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
}

static void
tsl_catan_greedy_ai_init (TslCatanGreedyAi *self)
{
  tsl_move_list_init (&self->moves);
  self->domestic_trade = TRUE;
}

TslAi *
tsl_catan_greedy_ai_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_GREEDY_AI, NULL);
}
