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
 * Each seat gets a strength in victory points: the points every seat can
 * see, plus what its board, hand and cards promise.  Only what every seat
 * sees is read: development cards and fish cards count by number, never by
 * kind (they are hidden from the others, and a view re-deals them), so two
 * views that differ only in hidden cards score the same.  A softmax of the
 * strengths gives the shares of a win. */

#define POP(x) catan_popcount (x)

/* Victory points a pip of production (a 36th of a card a roll) is worth
 * over the rest of a game: a 10-pip settlement promises a bit more than
 * half a point more.  Its worth shrinks as the game nears its end. */
#define PIP_WORTH        0.06
#define RESOURCE_KINDS   0.15   /* each kind produced: fewer trades */
#define HARBOR_MATCHED   0.15   /* a 2:1 harbour of a resource produced */
#define HARBOR_GENERIC   0.10
#define SPOT_WORTH       0.20   /* a free intersection on own roads, at most two */
#define DEV_CARD_WORTH   0.35   /* a fifth are points, most others knights */
#define KNIGHT_WORTH     0.15   /* toward the Largest Army */
#define ROAD_WORTH       0.05   /* each road of the longest, toward the Longest Road */
#define CARD_WORTH       0.08   /* each resource card up to the seven that are safe */
#define CARD_RISK        0.10   /* each one beyond: half of them go on a 7 */
#define CITY_IN_HAND     0.30   /* the hand pays for a city, or a settlement with a spot */
#define SETTLEMENT_IN_HAND 0.20
/* How sharply a lead turns into a win: a point ahead is worth e (2.7)
 * times the chance, as the finished playouts of greedy players show
 * roughly (tests/shared/bench-search.c). */
#define SHARPNESS        1.0

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

static double
board_strength (const CatanState *s,
                guint             p,
                double            future)
{
  const CatanPlayer *pl = &s->players[p];
  guint prod[CATAN_N_RES];
  guint total = 0, kinds = 0, spots;
  double value;

  production (s, p, prod);
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      total += prod[r];
      kinds += prod[r] > 0;
    }
  value = future * (PIP_WORTH * total + RESOURCE_KINDS * kinds);

  if (s->harbor_vertices[TSL_CATAN_HARBOR_GENERIC] & catan_own_buildings (s, p))
    value += future * HARBOR_GENERIC;
  for (guint r = 0; r < CATAN_N_RES; r++)
    if ((s->harbor_vertices[1 + r] & catan_own_buildings (s, p)) && prod[r] >= 4)
      value += future * HARBOR_MATCHED;

  spots = pl->settlements_left > 0 ? MIN (POP (catan_settlement_spots (s, p)), 2u) : 0;
  value += future * SPOT_WORTH * spots;
  return value;
}

static double
hand_strength (const CatanState *s,
               guint             p)
{
  const CatanPlayer *pl = &s->players[p];
  double value = CARD_WORTH * MIN (pl->n_res, 7);

  if (pl->n_res > 7)
    value -= CARD_RISK * (pl->n_res - 7);
  if (pl->cities_left > 0 && pl->settlements != 0 && catan_covers (pl->res.count, catan_cost_city))
    value += CITY_IN_HAND;
  else if (pl->settlements_left > 0 && catan_settlement_spots (s, p) != 0
           && catan_covers (pl->res.count, catan_cost_settlement))
    value += SETTLEMENT_IN_HAND;
  return value;
}

/* The races for the Largest Army and the Longest Road, and the
 * development cards held (by number only: their kinds are hidden). */
static double
card_strength (const CatanState *s,
               guint             p)
{
  const CatanPlayer *pl = &s->players[p];
  guint held = 0;

  for (guint k = 0; k < CATAN_N_DEV; k++)
    held += (guint) pl->dev[k] + pl->dev_new[k];
  return DEV_CARD_WORTH * held
         + (s->army_holder == p ? 0 : KNIGHT_WORTH * pl->knights)
         + (s->longest_holder == p ? 0 : ROAD_WORTH * pl->road_length);
}

/**
 * catan_evaluate_strength:
 * @s: a state (a view, or a search's guess)
 * @p: a seat
 *
 * Returns: @p's strength in victory points: those on the table and those
 *   its position promises; reads nothing hidden from the other seats
 */
double
catan_evaluate_strength (const CatanState *s,
                         guint             p)
{
  double vp = catan_vp_public (s, p);
  double target = MAX (s->victory_points, 1);
  /* Production and expansion count for less the nearer the end. */
  double future = CLAMP ((target - vp) / target, 0.2, 1.0);
  double value = vp + board_strength (s, p, future) + hand_strength (s, p) + card_strength (s, p);

  /* A seat a point or two from the target is closer to a win than the
   * plain difference says. */
  value += 0.5 * MAX (0.0, vp - (target - 3));
  value += catan_hooks_evaluate (s, p, future);
  return value;
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
  double strength[CATAN_MAX_PLAYERS], best = -G_MAXDOUBLE, total = 0;
  guint n = s->n_players;

  if (s->phase == CATAN_PHASE_OVER && s->winner < n)
    {
      for (guint p = 0; p < n; p++)
        values[p] = p == s->winner ? 1.0 : 0.0;
      return;
    }
  for (guint p = 0; p < n; p++)
    {
      strength[p] = catan_evaluate_strength (s, p);
      best = MAX (best, strength[p]);
    }
  for (guint p = 0; p < n; p++)
    total += values[p] = exp (SHARPNESS * (strength[p] - best));
  for (guint p = 0; p < n; p++)
    values[p] /= total;
}
