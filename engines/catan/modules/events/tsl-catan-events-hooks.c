/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"

/* Catan Events' hooks (tsl-catan-hooks-private.h) beside its state JSON
 * (tsl-catan-events.c). */

gboolean
catan_events_plays (const CatanState *s)
{
  return s->opt_event_cards;
}
