/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-events-private.h"
#include "tsl-catan-hooks-private.h"

/* Catan Events' hooks (tsl-catan-hooks-private.h) beside its state JSON
 * (tsl-catan-events.c). */

gboolean
catan_events_plays (const CatanState *s)
{
  return (s->options_on & CATAN_MODULE_EVENTS) != 0;
}

/* No card turned yet */
void
catan_events_state_init (CatanState *s)
{
  s->slice_events.event_card = CATAN_NONE;
  s->slice_events.event_card2 = CATAN_NONE;
}

const TslOptionSpec catan_events_option_spec = {
  "event_cards", TSL_OPTION_BOOL, N_("Catan Events"),
  N_("The event cards replace the dice: each turn a card gives the number that produces and often an event "
     "(Traders & Barbarians)"),
  0, 0, 1, NULL, 0, NULL
};
