/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-events-private.h"
#include "tsl-catan-hooks-turn-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-error.h"
#include "tsl-turn-order.h"

/* Catan Events in a turn (V2, seed 002): the event deck replaces the dice,
 * its event choices are the module's moves, and a second card (two
 * players) waits for the first to be done. */

/* What @card does: production then its event, or the discards and the
 * robber of a 7 (Robber Attack).  Epidemic halves the cities' yield of its
 * own card's production only.  What other modules draw with the production
 * is recorded in @m, the action that resolves the card (the roll, or the
 * action that ends what held the second card back). */
static gboolean
resolve_card (CatanState *s,
              guint       card,
              TslMove    *m,
              TslRng     *rng,
              GError    **error)
{
  guint number = catan_event_deck[card].number;

  if (number == 7)
    {
      catan_start_seven (s);
      return TRUE;
    }
  catan_produce (s, number, catan_event_deck[card].event == TSL_CATAN_EVENT_EPIDEMIC ? 1 : 2);
  if (!catan_hooks_produced (s, number, m, rng, error))
    return FALSE;
  catan_event_begin (s, card);
  return TRUE;
}

/* Two-player: the second card resolves once the first is done, i.e. when
 * the turn is back in the main phase (after its event's choices, or after
 * the robber of a first 7).  Called after every action. */
static gboolean
roll_continue (CatanState *s,
               TslMove    *m,
               TslRng     *rng,
               GError    **error)
{
  if (!s->slice_events.event_card2_due || s->phase != CATAN_PHASE_MAIN)
    return TRUE;
  s->slice_events.event_card2_due = FALSE;
  return resolve_card (s, s->slice_events.event_card2, m, rng, error);
}

gboolean
catan_events_move_end (CatanState *s,
                       TslMove    *m,
                       gboolean    began,
                       TslRng     *rng,
                       GError    **error)
{
  return roll_continue (s, m, rng, error);
}

/* The roll: two-player (seed 002, end of "KÉTSZEMÉLYES CATAN"): "Aki soron
 * van, dobás helyett 2 kártyát fordít fel egymás után. Ha a második kártya
 * ugyanazt a számot mutatja, akkor is érvényes" — two cards, the second
 * may repeat the number.  arg[0..1] the first card and its New Year flag,
 * arg[2..3] the second's. */
static gboolean
turn_cards (CatanState *s,
            TslMove    *m,
            TslRng     *rng,
            GError    **error)
{
  gboolean recorded = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;
  guint64 drawn = s->slice_events.event_drawn;
  guint8 card = s->slice_events.event_card, new_year = s->slice_events.event_new_year;

  if (!catan_event_draw (s, recorded, &m->arg[0], &m->arg[1], rng, error))
    return FALSE;
  if (catan_two_player (s) && !catan_event_draw (s, recorded, &m->arg[2], &m->arg[3], rng, error))
    {
      /* A wrong recorded second card changes nothing. */
      s->slice_events.event_drawn = drawn;
      s->slice_events.event_card = card;
      s->slice_events.event_new_year = new_year;
      return FALSE;
    }
  /* count[4..11]: what other modules draw with the production, recorded
   * or not yet. */
  memset (m->count, 0, 5);
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->rolled = TRUE;
  s->slice_events.event_card = (guint8) m->arg[0];
  s->slice_events.event_new_year = (guint8) m->arg[1];
  if (catan_two_player (s))
    {
      s->slice_events.event_card2 = (guint8) m->arg[2];
      s->slice_events.event_new_year2 = (guint8) m->arg[3];
      s->slice_events.event_card2_due = TRUE;
    }
  return resolve_card (s, s->slice_events.event_card, m, rng, error) && roll_continue (s, m, rng, error);
}

gint
catan_events_takes_over (CatanState *s,
                         guint       p,
                         TslMove    *m,
                         TslRng     *rng,
                         GError    **error)
{
  if (m->type != TSL_CATAN_ROLL)
    return -1;
  return turn_cards (s, m, rng, error);
}

gboolean
catan_events_apply (CatanState *s,
                    guint       p,
                    TslMove    *m,
                    TslRng     *rng,
                    GError    **error)
{
  switch (m->type)
    {
    case TSL_CATAN_DAMAGE_ROAD:
      return catan_event_damage_road (s, p, m, error);
    case TSL_CATAN_REPAIR_ROAD:
      return catan_events (s) ? catan_event_repair_road (s, p, m, error)
                                : catan_fail (error, _("Roads are damaged only with the Catan Events cards"));
    case TSL_CATAN_TAKE_RESOURCE:
      return catan_event_take (s, p, m, error);
    case TSL_CATAN_GIVE_RESOURCE:
      return catan_event_give (s, p, m, error);
    case TSL_CATAN_DRAW_RESOURCE:
      return catan_event_draw_from (s, p, m, rng, error);
    default:
      g_assert_not_reached ();
    }
}

gint
catan_events_actor (const CatanState *s)
{
  return s->phase == CATAN_PHASE_EVENT ? catan_event_actor (s) : -1;
}

/* The choices the pending event asks of @p (phase EVENT) */
void
catan_events_legal_phase (const CatanState *s,
             guint             p,
             TslMoveList      *out)
{
  const CatanPlayer *pl = &s->players[p];

  if (s->phase != CATAN_PHASE_EVENT)
    return;
  switch (s->slice_events.event_active)
    {
    case TSL_CATAN_EVENT_EARTHQUAKE:
      {
        CatanEdges sound = { pl->roads.lo & ~s->roads_damaged.lo, pl->roads.hi & ~s->roads_damaged.hi };
        catan_push_edges (out, TSL_CATAN_DAMAGE_ROAD, p, &sound);
      }
      break;
    case TSL_CATAN_EVENT_TOURNAMENT:
    case TSL_CATAN_EVENT_CALM_SEA:
    case TSL_CATAN_EVENT_PLENTIFUL_YEAR:
      for (guint r = 0; r < CATAN_N_RES; r++)
        if (s->bank.count[r] > 0)
          catan_push_move (out, TSL_CATAN_TAKE_RESOURCE, p)->arg[0] = (gint32) r;
      break;
    case TSL_CATAN_EVENT_GOOD_NEIGHBORS:
    case TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE:
      {
        guint to = s->slice_events.event_active == TSL_CATAN_EVENT_GOOD_NEIGHBORS
                     ? 1u << tsl_turn_order_next (p, s->n_players)
                     : catan_event_poorer (s, p);

        for (guint q = 0; q < s->n_players; q++)
          if (to & (1u << q))
            for (guint r = 0; r < CATAN_N_RES; r++)
              if (pl->res.count[r] > 0)
                {
                  TslMove *m = catan_push_move (out, TSL_CATAN_GIVE_RESOURCE, p);
                  m->arg[0] = (gint32) r;
                  m->arg[1] = (gint32) q;
                }
      }
      break;
    case TSL_CATAN_EVENT_TRADE_ADVANTAGE:
    case TSL_CATAN_EVENT_CONFLICT:
      for (guint q = 0; q < s->n_players; q++)
        if (q != p && s->players[q].n_res > 0)
          {
            TslMove *m = catan_push_move (out, TSL_CATAN_DRAW_RESOURCE, p);
            m->arg[0] = (gint32) q;
            m->arg[1] = -1;
          }
      {
        TslMove *m = catan_push_move (out, TSL_CATAN_DRAW_RESOURCE, p);
        m->arg[0] = -1;
        m->arg[1] = -1;
      }
      break;
    default:
      break;
    }
}

/* A road is repaired in the main phase; the event's choices are made while
 * its phase lasts. */
gboolean
catan_events_action_phase_ok (const CatanState *s,
                              guint             type)
{
  return type == TSL_CATAN_REPAIR_ROAD ? s->phase == CATAN_PHASE_MAIN : s->phase == CATAN_PHASE_EVENT;
}

const char *
catan_events_phase_wait (const CatanState *s)
{
  return s->phase == CATAN_PHASE_EVENT ? _("The event on the card must be resolved first") : NULL;
}

const char *
catan_events_actor_wait (const CatanState *s)
{
  return s->phase == CATAN_PHASE_EVENT ? _("Seat %d must choose for the event now") : NULL;
}
