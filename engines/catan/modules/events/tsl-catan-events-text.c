/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-events-private.h"
#include "tsl-catan-hooks-text-private.h"
#include "tsl-catan-two-player-private.h"

/* The titles and texts of the Catan Events cards, for the log and the
 * application (the card shown instead of the dice), and the log's and the
 * hints' sentences of the cards turned and the choices they ask for
 * (tsl-catan-describe.c and tsl-catan-hint.c, through their hooks).
 * English names follow the published English deck; the texts paraphrase
 * seed 002's translations of the cards ("A KÁRTYÁK FELIRATAINAK
 * FORDÍTÁSA"). */

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

/* The event of a card that took effect, and "nobody" when it asks nobody
 * to choose. */
static void
append_event_text (GString          *out,
                   const CatanState *after,
                   guint             event)
{
  if (event == TSL_CATAN_EVENT_NONE)
    return;
  g_string_append_c (out, ' ');
  g_string_append (out, tsl_catan_event_text (event));
  if (event != TSL_CATAN_EVENT_EPIDEMIC && event != TSL_CATAN_EVENT_ROBBER_FLEES && after->phase != CATAN_PHASE_EVENT)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("Nobody was concerned this time."));
    }
}

/* The card turned instead of the dice (two in a two-player game,
 * resolved in the order turned), what it produced and what its event
 * does. */
static void
describe_event_card (GString            *out,
                     const CatanState   *before,
                     const CatanState   *after,
                     const TslMove      *m,
                     const char         *who,
                     const char * const *names)
{
  guint number = catan_event_deck[m->arg[0]].number;
  guint event = catan_event_deck[m->arg[0]].event;
  gboolean two = catan_two_player (after);
  guint number2 = two ? catan_event_deck[m->arg[2]].number : 0;
  guint event2 = two ? catan_event_deck[m->arg[2]].event : TSL_CATAN_EVENT_NONE;
  /* The second card took effect in this action unless it waits. */
  gboolean second_done = two && !after->slice_events.event_card2_due;

  if (m->arg[1])
    {
      g_string_append (out, _("The New Year card came up: all other cards were shuffled again and five were set aside."));
      g_string_append_c (out, ' ');
    }
  if (event == TSL_CATAN_EVENT_NONE)
    /* Translators: the player and the number of a card without an event */
    g_string_append_printf (out, _("%s turned over the event card %u, without an event."), who, number);
  else
    /* Translators: the player, the card's number and the event's title */
    g_string_append_printf (out, _("%s turned over the event card %u: %s."), who, number,
                            tsl_catan_event_title (event));
  if (two)
    {
      g_string_append_c (out, ' ');
      if (m->arg[3])
        {
          g_string_append (out, _("The New Year card came up: all other cards were shuffled again and five were set aside."));
          g_string_append_c (out, ' ');
        }
      if (event2 == TSL_CATAN_EVENT_NONE)
        /* Translators: two-player Catan with Catan Events: the number of
         * the second card turned, a card without an event */
        g_string_append_printf (out, _("The second card is %u, without an event."), number2);
      else
        /* Translators: two-player Catan with Catan Events: the number of
         * the second card turned and the event's title */
        g_string_append_printf (out, _("The second card is %u: %s."), number2, tsl_catan_event_title (event2));
    }
  if (number == 7 || (second_done && number2 == 7))
    {
      g_string_append_c (out, ' ');
      g_string_append (out, catan_seven_text (after));
    }
  if (number != 7)
    catan_append_gains (out, before, after, names);
  if (number != 7 && memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0 &&
      (!two || second_done))
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("Nobody received anything."));
    }
  if (number != 7)
    append_event_text (out, after, event);
  if (second_done && number2 != 7)
    append_event_text (out, after, event2);
  else if (two && after->slice_events.event_card2_due)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("The second card takes effect once the first is dealt with."));
    }
}

gboolean
catan_events_describe_move (GString            *out,
                            const CatanState   *before,
                            const CatanState   *after,
                            const TslMove      *m,
                            const char         *who,
                            const char * const *names)
{
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      describe_event_card (out, before, after, m, who, names);
      return TRUE;
    case TSL_CATAN_DAMAGE_ROAD:
      g_string_append_printf (out, _("%s turned one of their roads sideways: it is damaged by the earthquake."), who);
      return TRUE;
    case TSL_CATAN_REPAIR_ROAD:
      g_string_append_printf (out, _("%s repaired a damaged road for 1 lumber and 1 brick."), who);
      return TRUE;
    case TSL_CATAN_TAKE_RESOURCE:
      {
        g_autofree char *taken = catan_one_card_text (m->arg[0]);

        /* Translators: an event card: the player and the card taken ("1 ore") */
        g_string_append_printf (out, _("%s took %s from the bank."), who, taken);
      }
      return TRUE;
    case TSL_CATAN_GIVE_RESOURCE:
      /* Translators: an event card: the giver and the player who receives the card */
      g_string_append_printf (out, _("%s gave a resource card to %s."), who,
                              catan_player_name (names, m->arg[1], buf, sizeof buf));
      return TRUE;
    case TSL_CATAN_DRAW_RESOURCE:
      if (m->arg[0] >= 0)
        /* Translators: an event card: the player who draws and the player drawn from */
        g_string_append_printf (out, _("%s drew a resource card from %s."), who,
                                catan_player_name (names, m->arg[0], buf, sizeof buf));
      else
        g_string_append_printf (out, _("%s chose to draw no card."), who);
      return TRUE;
    default:
      return FALSE;
    }
}

/* Two-player: the second card, resolved by an action after the roll
 * (after the robber of a first 7 or the choices of the first event). */
void
catan_events_describe_pending (GString            *out,
                               const CatanState   *before,
                               const CatanState   *after,
                               const TslMove      *m,
                               const char * const *names)
{
  guint number;
  CatanState mid;

  if (m->type == TSL_CATAN_ROLL || !before->slice_events.event_card2_due || after->slice_events.event_card2_due)
    return;
  number = catan_event_deck[before->slice_events.event_card2].number;
  g_string_append_c (out, ' ');
  /* Translators: two-player Catan with Catan Events: the second card's number */
  g_string_append_printf (out, _("Now the second card, %u, takes effect."), number);
  if (number == 7)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, catan_seven_text (after));
      return;
    }
  catan_without_pending (before, m, &mid);
  catan_append_gains (out, &mid, after, names);
  append_event_text (out, after, catan_event_deck[before->slice_events.event_card2].event);
}

/* The cards turned instead of the dice, and the choices an event card
 * asks for. */
char *
catan_events_hint_move (const CatanState   *s,
                        const CatanState   *after,
                        const TslMove      *m,
                        const TslMove      *applied,
                        const char * const *names)
{
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      if (catan_two_player (s))
        return g_strdup (_("The computer would turn over the next two event cards."));
      return g_strdup (_("The computer would turn over the next event card."));
    case TSL_CATAN_DAMAGE_ROAD:
      return g_strdup (_("The computer would turn one of your roads sideways: the earthquake damages it."));
    case TSL_CATAN_REPAIR_ROAD:
      return g_strdup (_("The computer would repair a damaged road for 1 lumber and 1 brick."));
    case TSL_CATAN_TAKE_RESOURCE:
      {
        g_autofree char *card = catan_one_card_text (m->arg[0]);

        /* Translators: an event card: the card taken ("1 ore") */
        return g_strdup_printf (_("The computer would take %s from the bank."), card);
      }
    case TSL_CATAN_GIVE_RESOURCE:
      {
        g_autofree char *card = catan_one_card_text (m->arg[0]);

        /* Translators: an event card: the card given ("1 ore") and the player who receives it */
        return g_strdup_printf (_("The computer would give %s to %s."), card,
                                catan_player_name (names, m->arg[1], buf, sizeof buf));
      }
    case TSL_CATAN_DRAW_RESOURCE:
      if (m->arg[0] >= 0)
        /* Translators: an event card: the player drawn from */
        return g_strdup_printf (_("The computer would draw a resource card from %s."),
                                catan_player_name (names, m->arg[0], buf, sizeof buf));
      return g_strdup (_("The computer would choose to draw no card."));
    default:
      return NULL;
    }
}
