/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* The search player's estimate of a Catan position (the engine's
 * `evaluate` hook): where a playout is cut short, how likely each seat is
 * to win from here.
 *
 * Each seat gets a strength: the points every seat can see, plus what its
 * board, hand and cards promise, each feature weighed by its weight in
 * catan-evaluation.ini.  Only what every seat
 * sees is read: development cards and fish cards count by number, never by
 * kind (they are hidden from the others, and a view re-deals them), so two
 * views that differ only in hidden cards score the same.  A softmax of the
 * strengths gives the shares of a win. */

#define POP(x) catan_popcount (x)

/* The weights, as data: catan-evaluation.ini, set by hand (the fits and
 * the self-play tuning of tests/catan/tune-catan-evaluation did not beat
 * them). */
static const double weights[CATAN_EVAL_N_FEATURES] = CATAN_EVAL_WEIGHTS;
static const char * const feature_names[CATAN_EVAL_N_FEATURES] = CATAN_EVAL_NAMES;

/* Other weights for this thread's decisions: only benchmarks that match
 * two sets of weights against each other set them
 * (catan_evaluate_use_weights()). */
static _Thread_local const double *trial_weights;

/* Pips of each resource @p's buildings collect, robbed and (Barbarian
 * Attack) pillaged hexes left out. */
static void
production (const CatanState *s,
            guint             p,
            guint            *prod)
{
  const CatanTopo *t = TOPO ();
  const CatanPlayer *pl = &s->players[p];

  memset (prod, 0, CATAN_N_RES * sizeof (guint));
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      guint r = catan_resource_of (s->terrain[h]);
      guint n;

      if (r == CATAN_NONE || h == s->robber || (s->pillaged & (1u << h)))
        continue;
      n = POP (pl->settlements & t->hex_vertices[h]) + 2 * POP (pl->cities & t->hex_vertices[h]);
      prod[r] += n * catan_evaluate_pips (s->number[h]);
    }
}

/* What @p's board promises: production, harbours, room to build. */
static void
board_features (const CatanState *s,
                guint             p,
                double            future,
                double           *f)
{
  const CatanPlayer *pl = &s->players[p];
  guint64 mine = catan_own_buildings (s, p);
  guint prod[CATAN_N_RES];
  guint total = 0, kinds = 0, matched = 0, spots;

  production (s, p, prod);
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      total += prod[r];
      kinds += prod[r] > 0;
      matched += (s->harbor_vertices[1 + r] & mine) != 0 && prod[r] >= 4;
    }
  f[CATAN_EVAL_PIPS] = future * total;
  f[CATAN_EVAL_KINDS] = future * kinds;
  f[CATAN_EVAL_HARBOR_GENERIC] = (s->harbor_vertices[TSL_CATAN_HARBOR_GENERIC] & mine) ? future : 0;
  f[CATAN_EVAL_HARBOR_MATCHED] = future * matched;
  spots = pl->settlements_left > 0 ? MIN (POP (catan_settlement_spots (s, p)), 2u) : 0;
  f[CATAN_EVAL_SPOTS] = future * spots;
}

/* The hand: cards up to seven, the risk beyond, what it pays for. */
static void
hand_features (const CatanState *s,
               guint             p,
               double           *f)
{
  const CatanPlayer *pl = &s->players[p];

  f[CATAN_EVAL_CARDS] = MIN (pl->n_res, 7);
  f[CATAN_EVAL_CARDS_OVER_SEVEN] = pl->n_res > 7 ? pl->n_res - 7 : 0;
  if (pl->cities_left > 0 && pl->settlements != 0 && catan_covers (pl->res.count, catan_cost_city))
    f[CATAN_EVAL_CITY_IN_HAND] = 1;
  else if (pl->settlements_left > 0 && catan_settlement_spots (s, p) != 0
           && catan_covers (pl->res.count, catan_cost_settlement))
    f[CATAN_EVAL_SETTLEMENT_IN_HAND] = 1;
}

/* The races for the Largest Army and the Longest Road, and the
 * development cards held (by number only: their kinds are hidden). */
static void
card_features (const CatanState *s,
               guint             p,
               double           *f)
{
  const CatanPlayer *pl = &s->players[p];
  guint held = 0;

  for (guint k = 0; k < CATAN_N_DEV; k++)
    held += (guint) pl->dev[k] + pl->dev_new[k];
  f[CATAN_EVAL_DEV_CARDS] = held;
  f[CATAN_EVAL_KNIGHTS] = s->army_holder == p ? 0 : pl->knights;
  f[CATAN_EVAL_ROAD_LENGTH] = s->longest_holder == p ? 0 : pl->road_length;
}

/**
 * catan_evaluate_features:
 * @s: a state (a view, or a search's guess)
 * @p: a seat
 * @f: (out): CATAN_EVAL_N_FEATURES values, in CatanEvalFeature order
 *
 * What the evaluation weighs for @p: the points on the table and what its
 * position promises; reads nothing hidden from the other seats.
 */
void
catan_evaluate_features (const CatanState *s,
                         guint             p,
                         double           *f)
{
  double vp = catan_vp_public (s, p);
  double target = MAX (s->victory_points, 1);
  /* Production and expansion count for less the nearer the end. */
  double future = CLAMP ((target - vp) / target, 0.2, 1.0);

  memset (f, 0, CATAN_EVAL_N_FEATURES * sizeof *f);
  f[CATAN_EVAL_VP] = vp;
  /* A seat a point or two from the target is closer to a win than the
   * plain difference says. */
  f[CATAN_EVAL_NEAR_TARGET] = MAX (0.0, vp - (target - 3));
  board_features (s, p, future, f);
  hand_features (s, p, f);
  card_features (s, p, f);
  f[CATAN_EVAL_GOLD] = MIN (s->gold[p], 12);
  catan_hooks_evaluate (s, p, future, f);
}

/**
 * catan_evaluate_feature_name:
 * @feature: a CatanEvalFeature
 *
 * Returns: its name in catan-evaluation.ini
 */
const char *
catan_evaluate_feature_name (guint feature)
{
  g_return_val_if_fail (feature < CATAN_EVAL_N_FEATURES, NULL);
  return feature_names[feature];
}

/**
 * catan_evaluate_weight:
 * @feature: a CatanEvalFeature
 *
 * Returns: its weight in catan-evaluation.ini
 */
double
catan_evaluate_weight (guint feature)
{
  g_return_val_if_fail (feature < CATAN_EVAL_N_FEATURES, 0);
  return weights[feature];
}

/**
 * catan_evaluate_strength:
 * @s: a state (a view, or a search's guess)
 * @p: a seat
 *
 * Returns: @p's strength: its features weighed
 */
double
catan_evaluate_strength (const CatanState *s,
                         guint             p)
{
  const double *w = G_LIKELY (trial_weights == NULL) ? weights : trial_weights;
  double f[CATAN_EVAL_N_FEATURES];
  double value = 0;

  catan_evaluate_features (s, p, f);
  for (guint i = 0; i < CATAN_EVAL_N_FEATURES; i++)
    value += w[i] * f[i];
  return value;
}

/**
 * catan_evaluate_use_weights:
 * @w: (nullable): CATAN_EVAL_N_FEATURES weights, kept by the caller, or
 *   %NULL for catan-evaluation.ini's
 *
 * Weighs this thread's evaluations with @w from now on: for benchmarks
 * that match two sets of weights (tests/shared/evaluation-tune.c).
 */
void
catan_evaluate_use_weights (const double *w)
{
  trial_weights = w;
}

/**
 * catan_evaluate:
 * @s: a state
 * @values: (out): each seat's share of a win, summing to 1
 *
 * A finished game gives the win to its winner.
 */
void
catan_evaluate (const CatanState *s,
                double           *values)
{
  double strength[CATAN_MAX_PLAYERS];
  guint n = s->n_players;

  if (s->phase == CATAN_PHASE_OVER && s->winner < n)
    {
      for (guint p = 0; p < n; p++)
        values[p] = p == s->winner ? 1.0 : 0.0;
      return;
    }
  for (guint p = 0; p < n; p++)
    strength[p] = catan_evaluate_strength (s, p);
  tsl_engine_shares_from_strengths (strength, n, values);
}
