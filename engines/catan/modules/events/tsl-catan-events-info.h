/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/*
 * Catan Events' moves (option event_cards, docs/rules-catan-tb.md; the
 * encoding of #TslCatanAction):
 * - ROLL: arg[0] the event card drawn (index into the deck, 0..35),
 *   arg[1] 1 when the New Year card came up first (outcome); counts unused;
 *   in a two-player game arg[2] and arg[3] the same for the second card
 * - DAMAGE_ROAD (Earthquake), REPAIR_ROAD: arg[0] edge
 * - TAKE_RESOURCE (Tournament, Calm Sea, Plentiful Year): arg[0] resource
 * - GIVE_RESOURCE (Good Neighbours, Neighbourly Assistance): arg[0]
 *   resource, arg[1] the seat it goes to
 * - DRAW_RESOURCE (Trade Advantage, Conflict): arg[0] victim seat or -1,
 *   arg[1] the resource drawn (outcome)
 */

/**
 * TslCatanEvent:
 *
 * The events of the Catan Events deck (JSON ids in brackets); NONE for a
 * card without an event ("Industrious settlers, blooming Catan!").
 */
typedef enum
{
  TSL_CATAN_EVENT_NONE,
  TSL_CATAN_EVENT_ROBBER_ATTACK,          /* "robber_attack" */
  TSL_CATAN_EVENT_EPIDEMIC,               /* "epidemic" */
  TSL_CATAN_EVENT_EARTHQUAKE,             /* "earthquake" */
  TSL_CATAN_EVENT_GOOD_NEIGHBORS,         /* "good_neighbors" */
  TSL_CATAN_EVENT_TOURNAMENT,             /* "tournament" */
  TSL_CATAN_EVENT_TRADE_ADVANTAGE,        /* "trade_advantage" */
  TSL_CATAN_EVENT_CALM_SEA,               /* "calm_sea" */
  TSL_CATAN_EVENT_ROBBER_FLEES,           /* "robber_flees" */
  TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE,  /* "neighborly_assistance" */
  TSL_CATAN_EVENT_CONFLICT,               /* "conflict" */
  TSL_CATAN_EVENT_PLENTIFUL_YEAR,         /* "plentiful_year" */
  TSL_CATAN_N_EVENTS
} TslCatanEvent;

#define TSL_CATAN_N_EVENT_CARDS 36

/**
 * TslCatanEventsInfo:
 * @played: the event deck replaces the dice
 * @event_card: the last card drawn (deck index, -1 before the first)
 * @event_number: its number
 * @event: its event
 * @event_new_year: the New Year card came up just before it
 * @event_cards_left: the cards still to come before New Year
 * @event_pending: the event whose choices are still awaited
 *   (%TSL_CATAN_EVENT_NONE otherwise)
 * @event_seats: a bit per seat still to choose for it
 * @event_give_to: a bit per seat the actor may give a card to (Good
 *   Neighbours, Neighbourly Assistance)
 * @road_damaged: per edge, a road the Earthquake turned sideways
 * @event_card2: in a two-player game, the second card of the turn (-1
 *   otherwise), with @event_number2, @event2 and @event_new_year2
 * @event_card2_waiting: the second card waits for the first card's robber
 *   or event choices
 *
 * Catan Events' part of #TslCatanInfo.
 */
typedef struct
{
  gboolean      played;
  gint8         event_card;
  guint8        event_number;
  TslCatanEvent event;
  gboolean      event_new_year;
  guint         event_cards_left;
  TslCatanEvent event_pending;
  guint         event_seats;
  guint         event_give_to;
  gboolean      road_damaged[TSL_CATAN_N_EDGES];
  gint8         event_card2;
  guint8        event_number2;
  TslCatanEvent event2;
  gboolean      event_new_year2;
  gboolean      event_card2_waiting;
} TslCatanEventsInfo;

const char *tsl_catan_event_title (TslCatanEvent event);
const char *tsl_catan_event_text  (TslCatanEvent event);

G_END_DECLS
