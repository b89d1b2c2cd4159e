/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

/* Catan Events' part of the state (CatanState.slice_events;
 * tsl-catan-events.c). */
typedef struct
{
  guint8  event_card;               /* last card drawn (index in catan_event_deck), CATAN_NONE before */
  guint8  event_new_year;           /* the New Year card came up just before it */
  guint8  event_active;             /* TslCatanEvent whose choices are pending (phase EVENT) */
  guint8  event_pending;            /* bit mask of the seats still to choose */
  /* Two-player (tsl-catan-production.c): the second card of the turn */
  guint8  event_card2;              /* CATAN_NONE in a game of 3-4 seats or before the first roll */
  guint8  event_new_year2;          /* the New Year card came up just before it */
  guint8  event_card2_due;          /* drawn but not resolved yet: waits for the first card */
  guint64 event_drawn;              /* cards of the current cycle already drawn */
} CatanEventsSlice;
