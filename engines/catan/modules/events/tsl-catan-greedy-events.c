/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-events-private.h"
#include "tsl-catan-greedy-ai.h"
#include "tsl-catan-greedy-private.h"
#include "tsl-catan-hooks-greedy-private.h"
#include "tsl-turn-order.h"

/* The greedy player's choices for the Catan Events cards: take what the
 * build it saves for lacks, give what it needs least, draw from the
 * fullest hand, damage the road that costs it the fewest settlement sites. */

/* The resource @p lacks most for @target (bank permitting), else the one
 * it holds fewest of. */
static gint
most_needed (const CatanState *s,
             guint             p,
             const guint8     *target)
{
  const CatanPlayer *pl = &s->players[p];
  gint best = -1;

  for (guint r = 0; r < CATAN_N_RES && target != NULL; r++)
    if (s->bank.count[r] > 0 && pl->res.count[r] < target[r] &&
        (best < 0 || target[r] - pl->res.count[r] > target[best] - pl->res.count[best]))
      best = (gint) r;
  for (guint r = 0; r < CATAN_N_RES && best < 0; r++)
    if (s->bank.count[r] > 0)
      best = (gint) r;
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (s->bank.count[r] > 0 && (target == NULL || pl->res.count[best] >= target[best]) &&
        pl->res.count[r] < pl->res.count[best])
      best = (gint) r;
  return best;
}

/* The card in hand beyond @target that @p holds most of. */
static gint
least_needed (const CatanState *s,
              guint             p,
              const guint8     *target)
{
  const CatanPlayer *pl = &s->players[p];
  gint best = -1, best_surplus = G_MININT;

  for (guint r = 0; r < CATAN_N_RES; r++)
    if (pl->res.count[r] > 0)
      {
        gint surplus = (gint) pl->res.count[r] - (target != NULL ? target[r] : 0);

        if (surplus > best_surplus)
          {
            best_surplus = surplus;
            best = (gint) r;
          }
      }
  return best;
}

static gint
damage_choice (const CatanState *s,
               guint             p)
{
  gint best = -1;
  guint best_spots = 0;

  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->players[p].roads, e) && !catan_edges_has (&s->roads_damaged, e))
      {
        CatanState tmp = *s;
        guint spots;

        catan_edges_add (&tmp.roads_damaged, e);
        spots = catan_popcount (catan_settlement_spots (&tmp, p));
        if (best < 0 || spots > best_spots)
          {
            best = (gint) e;
            best_spots = spots;
          }
      }
  return best;
}

/**
 * catan_events_greedy_choose:
 * @target: the cost of the build the player saves for, or %NULL
 *
 * Fills @m with the choice the pending event asks of @p.
 *
 * Returns: whether the phase is the event's (then always)
 */
gboolean
catan_events_greedy_choose (const CatanState *s,
                            guint             p,
                            const guint8     *target,
                            TslMove          *m)
{
  if (s->phase != CATAN_PHASE_EVENT)
    return FALSE;
  m->arg[0] = -1;
  m->arg[1] = -1;
  switch (s->slice_events.event_active)
    {
    case TSL_CATAN_EVENT_EARTHQUAKE:
      m->type = TSL_CATAN_DAMAGE_ROAD;
      m->arg[0] = damage_choice (s, p);
      break;
    case TSL_CATAN_EVENT_TOURNAMENT:
    case TSL_CATAN_EVENT_CALM_SEA:
    case TSL_CATAN_EVENT_PLENTIFUL_YEAR:
      m->type = TSL_CATAN_TAKE_RESOURCE;
      m->arg[0] = most_needed (s, p, target);
      break;
    case TSL_CATAN_EVENT_GOOD_NEIGHBORS:
    case TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE:
      m->type = TSL_CATAN_GIVE_RESOURCE;
      m->arg[0] = least_needed (s, p, target);
      if (s->slice_events.event_active == TSL_CATAN_EVENT_GOOD_NEIGHBORS)
        m->arg[1] = (gint32) tsl_turn_order_next (p, s->n_players);
      else
        {
          guint poorer = catan_event_poorer (s, p);

          /* Help the one furthest behind, not a rival. */
          for (guint q = 0; q < s->n_players; q++)
            if ((poorer & (1u << q)) &&
                (m->arg[1] < 0 || catan_vp_public (s, q) < catan_vp_public (s, (guint) m->arg[1])))
              m->arg[1] = (gint32) q;
        }
      break;
    case TSL_CATAN_EVENT_TRADE_ADVANTAGE:
    case TSL_CATAN_EVENT_CONFLICT:
      m->type = TSL_CATAN_DRAW_RESOURCE;
      for (guint q = 0; q < s->n_players; q++)
        if (q != p && s->players[q].n_res > 0 &&
            (m->arg[0] < 0 || s->players[q].n_res > s->players[m->arg[0]].n_res))
          m->arg[0] = (gint32) q;
      break;
    default:
      break;
    }
  /* As listed (the search looks the policy's move up byte for byte): a
   * gift names its receiver, a draw -1, the others 0. */
  if (m->type != TSL_CATAN_GIVE_RESOURCE)
    m->arg[1] = m->type == TSL_CATAN_DRAW_RESOURCE ? -1 : 0;
  return TRUE;
}

/**
 * catan_events_greedy_build:
 *
 * Fills @m with the repair of a damaged road of @p when it can pay for
 * one: no road can be built before (Earthquake).
 *
 * Returns: whether it did
 */
gboolean
catan_events_greedy_build (const CatanState *s,
                           guint             p,
                           const guint8     *target,
                           TslMove          *m)
{
  const CatanPlayer *pl = &s->players[p];

  (void) target;   /* a repair is worth making whatever the build saved for */
  if (!catan_has_damaged_road (s, p) || pl->res.count[TSL_CATAN_WOOD] < 1 || pl->res.count[TSL_CATAN_BRICK] < 1)
    return FALSE;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&pl->roads, e) && catan_edges_has (&s->roads_damaged, e))
      {
        memset (m, 0, sizeof *m);
        m->type = TSL_CATAN_REPAIR_ROAD;
        m->arg[0] = (gint32) e;
        return TRUE;
      }
  return FALSE;
}
