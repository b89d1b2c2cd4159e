/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan.h"

/* The titles and texts of the Catan Events cards, for the log and the
 * application (the card shown instead of the dice).  English names follow
 * the published English deck; the texts paraphrase seed 002's translations
 * of the cards ("A KÁRTYÁK FELIRATAINAK FORDÍTÁSA"). */

/**
 * tsl_catan_event_title:
 * @event: a #TslCatanEvent
 *
 * Returns: the translated title of the event, or of a card without one
 */
const char *
tsl_catan_event_title (TslCatanEvent event)
{
  switch (event)
    {
    case TSL_CATAN_EVENT_ROBBER_ATTACK:
      return _("Robber Attack");
    case TSL_CATAN_EVENT_EPIDEMIC:
      return _("Epidemic");
    case TSL_CATAN_EVENT_EARTHQUAKE:
      return _("Earthquake");
    case TSL_CATAN_EVENT_GOOD_NEIGHBORS:
      return _("Good Neighbours");
    case TSL_CATAN_EVENT_TOURNAMENT:
      return _("Tournament");
    case TSL_CATAN_EVENT_TRADE_ADVANTAGE:
      return _("Trade Advantage");
    case TSL_CATAN_EVENT_CALM_SEA:
      return _("Calm Sea");
    case TSL_CATAN_EVENT_ROBBER_FLEES:
      return _("Robber Flees");
    case TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE:
      return _("Neighbourly Assistance");
    case TSL_CATAN_EVENT_CONFLICT:
      return _("Conflict");
    case TSL_CATAN_EVENT_PLENTIFUL_YEAR:
      return _("Plentiful Year");
    default:
      return _("Industrious settlers, blooming Catan!");
    }
}

/**
 * tsl_catan_event_text:
 * @event: a #TslCatanEvent
 *
 * Returns: the translated rule text of the event card
 */
const char *
tsl_catan_event_text (TslCatanEvent event)
{
  switch (event)
    {
    case TSL_CATAN_EVENT_ROBBER_ATTACK:
      return _("Everyone with more than 7 resource cards discards half of them. The player who turned the card moves the robber and draws a card from a player at its new hex.");
    case TSL_CATAN_EVENT_EPIDEMIC:
      return _("Every player receives only 1 resource for each city.");
    case TSL_CATAN_EVENT_EARTHQUAKE:
      return _("Every player damages one of their roads. A damaged road must be repaired (1 lumber, 1 brick) before new roads are built; it still counts for the Longest Road, but no settlement may be built at its ends.");
    case TSL_CATAN_EVENT_GOOD_NEIGHBORS:
      return _("Every player gives their left neighbour 1 resource card of their choice.");
    case TSL_CATAN_EVENT_TOURNAMENT:
      return _("The player or players with the most knights played take 1 resource of their choice.");
    case TSL_CATAN_EVENT_TRADE_ADVANTAGE:
      return _("The holder of the Longest Road may draw 1 resource card from an opponent of their choice.");
    case TSL_CATAN_EVENT_CALM_SEA:
      return _("The player or players with the most settlements and cities at harbours take 1 resource of their choice.");
    case TSL_CATAN_EVENT_ROBBER_FLEES:
      return _("The robber returns to the desert at once.");
    case TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE:
      return _("The player or players with the most victory points each give 1 resource card to an opponent with fewer points.");
    case TSL_CATAN_EVENT_CONFLICT:
      return _("The player who alone has the most knights played may draw 1 resource card from an opponent of their choice.");
    case TSL_CATAN_EVENT_PLENTIFUL_YEAR:
      return _("Every player takes 1 resource of their choice from the bank.");
    default:
      return _("No event: the hexes with the card’s number produce.");
    }
}
