/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* Which phases allow which action; the message says what is expected instead. */
gboolean
catan_check_phase (const CatanState *s,
                   guint             type,
                   GError          **error)
{
  guint8 ph = s->phase;
  const char *why;
  gboolean ok;

  /* A module's own moves: its apply hook checks the phase. */
  if (type >= TSL_CATAN_N_ACTIONS)
    return TRUE;
  /* A module that changes when a core move may be made says why not. */
  if (!catan_hooks_phase_ok (s, type, error))
    return FALSE;
  switch (type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
      ok = ph == CATAN_PHASE_SETUP_SETTLEMENT;
      break;
    case TSL_CATAN_PLACE_ROAD:
      ok = ph == CATAN_PHASE_SETUP_ROAD;
      break;
    case TSL_CATAN_ROLL:
      ok = ph == CATAN_PHASE_ROLL;
      break;
    case TSL_CATAN_DISCARD:
      ok = ph == CATAN_PHASE_DISCARD;
      break;
    case TSL_CATAN_MOVE_ROBBER:
      ok = ph == CATAN_PHASE_ROBBER;
      break;
    case TSL_CATAN_BUILD_ROAD:
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
    case TSL_CATAN_BUY_DEV_CARD:
    case TSL_CATAN_MARITIME_TRADE:
    case TSL_CATAN_OFFER_TRADE:
    case TSL_CATAN_BUY_WITH_GOLD:
    case TSL_CATAN_END_TURN:
      ok = ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_PLAY_KNIGHT:
    case TSL_CATAN_PLAY_ROAD_BUILDING:
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
    case TSL_CATAN_PLAY_MONOPOLY:
      ok = ph == CATAN_PHASE_ROLL || ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_ACCEPT_TRADE:
    case TSL_CATAN_REJECT_TRADE:
    case TSL_CATAN_CONFIRM_TRADE:
    case TSL_CATAN_CANCEL_TRADE:
      ok = ph == CATAN_PHASE_TRADE;
      break;
    default:
      /* A module's move that is a TslCatanAction: its module says when */
      switch (catan_hooks_action_phase_ok (s, type))
        {
        case -1:
          return catan_fail (error, _("Unknown action"));
        case FALSE:
          ok = FALSE;
          break;
        default:
          ok = TRUE;
          break;
        }
      break;
    }
  /* A module's phase may allow a core move too (the end of a turn while
   * the knights move). */
  if (ok || catan_hooks_phase_allows (s, type))
    return TRUE;

  switch (ph)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT:
      return catan_fail (error, _("Now a settlement must be placed (founding phase)"));
    case CATAN_PHASE_SETUP_ROAD:
      return catan_fail (error, _("Now a road must be placed next to the new settlement (founding phase)"));
    case CATAN_PHASE_ROLL:
      return catan_fail (error, _("Roll the dice first"));
    case CATAN_PHASE_DISCARD:
      return catan_fail (error, _("Players with more than 7 cards must discard half of them first"));
    case CATAN_PHASE_TRADE:
      return catan_fail (error, _("A trade offer must be answered first"));
    default:
      break;
    }
  /* What a module's phase (or its 7) waits for */
  why = catan_hooks_phase_wait (s);
  if (why != NULL)
    return catan_fail (error, "%s", why);
  if (ph == CATAN_PHASE_ROBBER)
    return catan_fail (error, _("Move the robber first"));
  return catan_fail (error, _("You cannot do that now"));
}
