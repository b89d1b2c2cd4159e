/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-events-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-turn-order.h"

/* Catan Events' part of what a view reads (tsl-catan-events-info.h): the
 * cards drawn, the deck, and whose choices an event still awaits. */
void
catan_events_info_read (const CatanState *s,
                        gint              seat,
                        TslCatanInfo     *info)
{
  TslCatanEventsInfo *ei = &info->events;

  ei->played = catan_events (s);
  ei->event_card = -1;
  ei->event_card2 = -1;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    ei->road_damaged[e] = catan_edges_has (&s->roads_damaged, e);
  if (!ei->played)
    return;
  if (s->slice_events.event_card != CATAN_NONE)
    {
      ei->event_card = (gint8) s->slice_events.event_card;
      ei->event_number = catan_event_deck[s->slice_events.event_card].number;
      ei->event = catan_event_deck[s->slice_events.event_card].event;
      ei->event_new_year = s->slice_events.event_new_year;
    }
  if (s->slice_events.event_card2 != CATAN_NONE)
    {
      ei->event_card2 = (gint8) s->slice_events.event_card2;
      ei->event_number2 = catan_event_deck[s->slice_events.event_card2].number;
      ei->event2 = catan_event_deck[s->slice_events.event_card2].event;
      ei->event_new_year2 = s->slice_events.event_new_year2;
      ei->event_card2_waiting = s->slice_events.event_card2_due;
    }
  ei->event_cards_left = TSL_CATAN_N_EVENT_CARDS - catan_event_set_aside -
                         MIN (TSL_CATAN_N_EVENT_CARDS - catan_event_set_aside, catan_popcount (s->slice_events.event_drawn));
  if (s->phase == CATAN_PHASE_EVENT)
    {
      guint actor = (guint) catan_actor (s);

      ei->event_pending = s->slice_events.event_active;
      ei->event_seats = s->slice_events.event_pending;
      if (s->slice_events.event_active == TSL_CATAN_EVENT_GOOD_NEIGHBORS)
        ei->event_give_to = 1u << tsl_turn_order_next (actor, s->n_players);
      else if (s->slice_events.event_active == TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE)
        ei->event_give_to = catan_event_poorer (s, actor);
    }
}
