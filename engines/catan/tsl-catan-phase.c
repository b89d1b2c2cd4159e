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
    case TSL_CATAN_REPAIR_ROAD:
    case TSL_CATAN_BUILD_BRIDGE:
    case TSL_CATAN_BUY_WITH_GOLD:
    case TSL_CATAN_FISH_ROBBER:
    case TSL_CATAN_FISH_STEAL:
    case TSL_CATAN_FISH_RESOURCE:
    case TSL_CATAN_FISH_ROAD:
    case TSL_CATAN_FISH_DEV_CARD:
      /* Fish: "a kereskedő- és építkező fázisban" */
      ok = ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_DAMAGE_ROAD:
    case TSL_CATAN_TAKE_RESOURCE:
    case TSL_CATAN_GIVE_RESOURCE:
    case TSL_CATAN_DRAW_RESOURCE:
      ok = ph == CATAN_PHASE_EVENT;
      break;
    case TSL_CATAN_VOTE_CAMEL:
      ok = ph == CATAN_PHASE_VOTE;
      break;
    case TSL_CATAN_MOVE_WAGON:
    case TSL_CATAN_WAGON_GRAIN:
    case TSL_CATAN_CHASE_BARBARIAN:
    case TSL_CATAN_UPGRADE_WAGON:
      ok = ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_MOVE_BARBARIAN:
      /* After a 7, after a chase won, or for a trade token (tsl-catan-traders.c). */
      ok = ph == CATAN_PHASE_ROBBER || ph == CATAN_PHASE_MAIN || ph == CATAN_PHASE_ROLL;
      break;
    case TSL_CATAN_END_TURN:
      ok = ph == CATAN_PHASE_MAIN || ph == CATAN_PHASE_KNIGHTS;
      break;
    case TSL_CATAN_MOVE_BARBARIANS:
      /* Treason; two-player: also the trade-token action, any time of one's turn */
      ok = ph == CATAN_PHASE_CARD || ph == CATAN_PHASE_ROLL || ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_PLACE_KNIGHT:
    case TSL_CATAN_CAPTURE_BARBARIAN:
      ok = ph == CATAN_PHASE_CARD;
      break;
    case TSL_CATAN_MOVE_KNIGHT:
      ok = ph == CATAN_PHASE_KNIGHTS;
      break;
    case TSL_CATAN_FIGHT_BARBARIANS:
      ok = ph == CATAN_PHASE_BATTLE;
      break;
    case TSL_CATAN_STEAL_RESOURCE:
      ok = ph == CATAN_PHASE_ROBBER;
      break;
    case TSL_CATAN_PLAY_KNIGHT:
    case TSL_CATAN_PLAY_ROAD_BUILDING:
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
    case TSL_CATAN_PLAY_MONOPOLY:
    case TSL_CATAN_FORCED_TRADE:
    case TSL_CATAN_ROBBER_TO_DESERT:
    case TSL_CATAN_TURN_IN_KNIGHT:
    case TSL_CATAN_PASS_OLD_BOOT:
      /* The T&B tokens too: like a development card, at any time of one's own turn (docs). */
      ok = ph == CATAN_PHASE_ROLL || ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_ACCEPT_TRADE:
    case TSL_CATAN_REJECT_TRADE:
    case TSL_CATAN_CONFIRM_TRADE:
    case TSL_CATAN_CANCEL_TRADE:
      ok = ph == CATAN_PHASE_TRADE;
      break;
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
      ok = ph == CATAN_PHASE_NEUTRAL_BUILD;
      break;
    default:
      return catan_fail (error, _("Unknown action"));
    }
  if (ok)
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
    case CATAN_PHASE_ROBBER:
      why = catan_hooks_phase_wait (s);
      if (why != NULL)
        return catan_fail (error, "%s", why);
      return catan_fail (error, _("Move the robber first"));
    case CATAN_PHASE_TRADE:
      return catan_fail (error, _("A trade offer must be answered first"));
    case CATAN_PHASE_NEUTRAL_BUILD:
      /* Translators: two-player Catan: after building a settlement, road or bridge (a bridge only
       * in the Rivers of Catan), a player builds the same piece for a neutral player, for free */
      return catan_fail (error, _("Build the free settlement, road or bridge for a neutral player first"));
    case CATAN_PHASE_EVENT:
      return catan_fail (error, _("The event on the card must be resolved first"));
    case CATAN_PHASE_VOTE:
      return catan_fail (error, _("The players must vote on the camel first"));
    case CATAN_PHASE_CARD:
      return catan_fail (error, _("Carry out the development card you bought first"));
    case CATAN_PHASE_BATTLE:
      return catan_fail (error, _("The battles against the barbarians must be fought first"));
    case CATAN_PHASE_KNIGHTS:
      return catan_fail (error, _("The knights are moving: trading and building are over for this turn"));
    default:
      return catan_fail (error, _("You cannot do that now"));
    }
}
