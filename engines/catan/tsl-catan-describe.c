/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-private.h"

/* Game-log sentences.  Whole sentences are translated (no fragments glued
 * together), with ngettext for every count. */

/**
 * tsl_catan_cards_text:
 * @counts: five counts in #TslCatanResource order
 * @with_empty: whether resources with a count of 0 are listed too
 *
 * The one way a list of resource cards is written, in the log and in the
 * application alike: "2 lumber, 1 ore", each item a plural string of its
 * own so that every language gets the count form it needs.
 *
 * Returns: (transfer full): the translated list ("" when nothing is listed)
 */
char *
tsl_catan_cards_text (const guint *counts,
                      gboolean     with_empty)
{
  GString *text = g_string_new (NULL);

  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      guint n = counts[r];
      char *part;

      if (n == 0 && !with_empty)
        continue;
      switch (r)
        {
        case TSL_CATAN_WOOD:
          part = g_strdup_printf (ngettext ("%u lumber", "%u lumber", n), n);
          break;
        case TSL_CATAN_BRICK:
          part = g_strdup_printf (ngettext ("%u brick", "%u brick", n), n);
          break;
        case TSL_CATAN_WOOL:
          part = g_strdup_printf (ngettext ("%u wool", "%u wool", n), n);
          break;
        case TSL_CATAN_GRAIN:
          part = g_strdup_printf (ngettext ("%u grain", "%u grain", n), n);
          break;
        default:
          part = g_strdup_printf (ngettext ("%u ore", "%u ore", n), n);
          break;
        }
      if (text->len > 0)
        /* Translators: separates items of a list of cards, "2 lumber, 1 ore" */
        g_string_append (text, _(", "));
      g_string_append (text, part);
      g_free (part);
    }
  return g_string_free (text, FALSE);
}

static char *
cards_text (const guint8 *c)
{
  guint counts[CATAN_N_RES];

  for (guint r = 0; r < CATAN_N_RES; r++)
    counts[r] = c[r];
  return tsl_catan_cards_text (counts, FALSE);
}

static const char *
resource_name (guint r)
{
  static const char * const names[CATAN_N_RES] = {
    N_("lumber"), N_("brick"), N_("wool"), N_("grain"), N_("ore"),
  };
  return _(names[r]);
}

static const char *
name_of (const char * const *names,
         gint                p,
         char               *buf,
         gsize               len)
{
  if (names != NULL && p >= 0 && names[p] != NULL)
    return names[p];
  /* The default name the game gives seat p (tsl_game_new), not a seat
   * number: log sentences name players, error messages name seats. */
  /* Translators: a player without a name, e.g. "Player 2" */
  g_snprintf (buf, len, _("Player %u"), (guint) p + 1);
  return buf;
}

/* Cards each player gained between @before and @after (production, setup). */
static void
append_gains (GString            *out,
              const CatanState   *before,
              const CatanState   *after,
              const char * const *names)
{
  for (guint p = 0; p < after->n_players; p++)
    {
      guint8 gain[CATAN_N_RES];
      gboolean any = FALSE;
      g_autofree char *cards = NULL;
      char buf[32];

      for (guint r = 0; r < CATAN_N_RES; r++)
        {
          gint d = (gint) after->players[p].res.count[r] - before->players[p].res.count[r];
          gain[r] = (guint8) MAX (d, 0);
          any |= d > 0;
        }
      if (!any)
        continue;
      cards = cards_text (gain);
      g_string_append_c (out, ' ');
      /* Translators: production, "Bob receives 2 grain, 1 wool." */
      g_string_append_printf (out, _("%s receives %s."), name_of (names, (gint) p, buf, sizeof buf), cards);
    }
}

/* Two-player Catan: both rolls, resolved in the order rolled. */
static void
describe_two_rolls (GString            *out,
                    const CatanState   *before,
                    const CatanState   *after,
                    const TslMove      *m,
                    const char         *who,
                    const char * const *names)
{
  guint first = m->count[0] + m->count[1];
  guint second = m->count[2] + m->count[3];

  /* Translators: two-player Catan: the player, the first sum and its dice,
   * the second sum and its dice */
  g_string_append_printf (out, _("%s rolled %u (%u + %u) and then %u (%u + %u)."), who,
                          first, m->count[0], m->count[1], second, m->count[2], m->count[3]);
  if (first != 7)
    append_gains (out, before, after, names);
  if (first == 7 || second == 7)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("The 7 makes the robber active."));
    }
  else if (memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("Nobody receives anything."));
    }
}

/* Catan Events: the card turned instead of the dice, what it produced and
 * what its event does. */
/* Caravans: the vote, and once the last seat has voted its result. */
static void
describe_camel_vote (GString            *out,
                     const CatanState   *before,
                     const CatanState   *after,
                     const TslMove      *m,
                     const char         *who,
                     const char * const *names)
{
  guint8 shown[CATAN_N_RES] = { 0, };
  guint placed = before->camels_left - after->camels_left;
  char buf[32];

  shown[TSL_CATAN_WOOL] = m->count[0];
  shown[TSL_CATAN_GRAIN] = m->count[1];
  if (m->count[0] + m->count[1] > 0)
    {
      g_autofree char *cards = cards_text (shown);

      /* Translators: the voter and the cards revealed ("1 wool, 2 grain") */
      g_string_append_printf (out, _("%s revealed %s in the camel vote."), who, cards);
    }
  else
    g_string_append_printf (out, _("%s revealed no cards in the camel vote."), who);
  if (after->phase == CATAN_PHASE_VOTE)
    return;
  g_string_append_c (out, ' ');
  if (after->vote_decider != CATAN_NONE)
    {
      /* Translators: the player whose proposal the vote carried out */
      g_string_append_printf (out, _("%s decided where the camels go."),
                              name_of (names, after->vote_decider, buf, sizeof buf));
      g_string_append_c (out, ' ');
    }
  if (placed == 0)
    g_string_append (out, _("No camel was placed."));
  else
    g_string_append_printf (out, ngettext ("%u camel was placed.",
                                           "%u camels were placed.", placed),
                            placed);
}

static void
describe_event_card (GString            *out,
                     const CatanState   *before,
                     const CatanState   *after,
                     const TslMove      *m,
                     const char * const *names)
{
  char buf[32];
  const char *who = name_of (names, m->player, buf, sizeof buf);
  guint number = catan_event_deck[m->arg[0]].number;
  guint event = catan_event_deck[m->arg[0]].event;

  if (m->arg[1])
    {
      g_string_append (out, _("The New Year card came up: all other cards are shuffled again and five are set aside."));
      g_string_append_c (out, ' ');
    }
  if (event == TSL_CATAN_EVENT_NONE)
    /* Translators: the player and the number of a card without an event */
    g_string_append_printf (out, _("%s turned over the event card %u, without an event."), who, number);
  else
    /* Translators: the player, the card's number and the event's title */
    g_string_append_printf (out, _("%s turned over the event card %u: %s."), who, number,
                            tsl_catan_event_title (event));
  if (number == 7)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("The robber becomes active."));
      return;
    }
  append_gains (out, before, after, names);
  if (memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("Nobody receives anything."));
    }
  if (event == TSL_CATAN_EVENT_NONE)
    return;
  g_string_append_c (out, ' ');
  g_string_append (out, tsl_catan_event_text (event));
  if (event != TSL_CATAN_EVENT_EPIDEMIC && event != TSL_CATAN_EVENT_ROBBER_FLEES && after->phase != CATAN_PHASE_EVENT)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("Nobody is concerned this time."));
    }
}

char *
catan_describe_move (const CatanState   *before,
                     const CatanState   *after,
                     const TslMove      *m,
                     const char * const *names)
{
  GString *out = g_string_new (NULL);
  char buf[32], buf2[32];
  const char *who = name_of (names, m->player, buf, sizeof buf);
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  switch (m->type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
      g_string_append_printf (out, _("%s placed a settlement."), who);
      append_gains (out, before, after, names);
      break;
    case TSL_CATAN_PLACE_ROAD:
      g_string_append_printf (out, _("%s placed a road."), who);
      break;
    case TSL_CATAN_ROLL:
      if (after->opt_event_cards)
        describe_event_card (out, before, after, m, names);
      else if (m->count[2] != 0)
        describe_two_rolls (out, before, after, m, who, names);
      else if (m->count[0] + m->count[1] == 7)
        g_string_append_printf (out, _("%s rolled 7 (%u + %u): the robber becomes active."),
                                who, m->count[0], m->count[1]);
      else
        {
          g_string_append_printf (out, _("%s rolled %u (%u + %u)."), who,
                                  m->count[0] + m->count[1], m->count[0], m->count[1]);
          append_gains (out, before, after, names);
          if (memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0)
            {
              g_string_append_c (out, ' ');
              g_string_append (out, _("Nobody receives anything."));
            }
        }
      break;
    case TSL_CATAN_DISCARD:
      a = cards_text (m->count);
      /* Translators: a player's name and a list of cards, "2 lumber, 1 ore". */
      g_string_append_printf (out, _("%s discarded %s."), who, a);
      break;
    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_PLAY_KNIGHT:
      if (m->type == TSL_CATAN_PLAY_KNIGHT)
        {
          g_string_append_printf (out, _("%s played a knight."), who);
          g_string_append_c (out, ' ');
        }
      if (m->arg[1] >= 0 && m->arg[2] >= 0)
        g_string_append_printf (out, _("%s moved the robber and stole a card from %s."), who,
                                name_of (names, m->arg[1], buf2, sizeof buf2));
      else
        g_string_append_printf (out, _("%s moved the robber; nobody was robbed."), who);
      if (m->type == TSL_CATAN_MOVE_ROBBER && before->pending_roll != 0)
        {
          g_string_append_c (out, ' ');
          /* Translators: two-player Catan, after a first roll of 7 */
          g_string_append_printf (out, _("Now the second roll, %u, produces."), before->pending_roll);
          append_gains (out, before, after, names);
        }
      break;
    case TSL_CATAN_BUILD_ROAD:
      g_string_append_printf (out, _("%s built a road."), who);
      break;
    case TSL_CATAN_BUILD_SETTLEMENT:
      g_string_append_printf (out, _("%s built a settlement."), who);
      break;
    case TSL_CATAN_BUILD_CITY:
      g_string_append_printf (out, _("%s built a city."), who);
      break;
    case TSL_CATAN_BUY_DEV_CARD:
      g_string_append_printf (out, _("%s bought a development card."), who);
      break;
    case TSL_CATAN_PLAY_ROAD_BUILDING:
      {
        guint n = m->arg[1] >= 0 ? 2 : 1;
        g_string_append_printf (out, ngettext ("%s played Road Building and built %u road.",
                                               "%s played Road Building and built %u roads.", n),
                                who, n);
      }
      break;
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
      a = cards_text (m->count);
      g_string_append_printf (out, _("%s played Year of Plenty and took %s."), who, a);
      break;
    case TSL_CATAN_PLAY_MONOPOLY:
      {
        guint n = 0;

        for (guint q = 0; q < after->n_players; q++)
          n += m->count[q];
        g_string_append_printf (out, ngettext ("%s played Monopoly on %s and took %u card.",
                                               "%s played Monopoly on %s and took %u cards.", n),
                                who, resource_name ((guint) m->arg[0]), n);
      }
      break;
    case TSL_CATAN_MARITIME_TRADE:
      a = cards_text (m->count);
      b = cards_text (m->count + CATAN_N_RES);
      /* Translators: a player's name, the cards given, the cards received;
       * the lists read "2 lumber, 1 ore". */
      g_string_append_printf (out, _("%s traded %s with the bank for %s."), who, a, b);
      break;
    case TSL_CATAN_OFFER_TRADE:
      a = cards_text (m->count);
      b = cards_text (m->count + CATAN_N_RES);
      /* Translators: a player's name, the cards offered, the cards asked for;
       * the lists read "2 lumber, 1 ore". */
      g_string_append_printf (out, _("%s offers %s for %s."), who, a, b);
      break;
    case TSL_CATAN_ACCEPT_TRADE:
      g_string_append_printf (out, _("%s accepts the offer."), who);
      break;
    case TSL_CATAN_REJECT_TRADE:
      g_string_append_printf (out, _("%s rejects the offer."), who);
      break;
    case TSL_CATAN_CONFIRM_TRADE:
      a = cards_text (before->trade_give);
      b = cards_text (before->trade_get);
      /* Translators: the offering player, the cards they gave, the partner
       * who accepted, the cards they received; the lists read "2 lumber,
       * 1 ore".  Reorder with %1$s…%4$s if the language needs to. */
      g_string_append_printf (out, _("%s traded %s with %s for %s."), who, a,
                              name_of (names, m->arg[1], buf2, sizeof buf2), b);
      break;
    case TSL_CATAN_CANCEL_TRADE:
      g_string_append_printf (out, _("%s withdrew the offer."), who);
      break;
    case TSL_CATAN_END_TURN:
      g_string_append_printf (out, _("%s ended the turn."), who);
      break;
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
      if (m->arg[1] == 0)
        g_string_append_printf (out, _("%s built a free settlement for the first neutral player."), who);
      else
        g_string_append_printf (out, _("%s built a free settlement for the second neutral player."), who);
      break;
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
      if (m->arg[1] == 0)
        g_string_append_printf (out, _("%s built a free road for the first neutral player."), who);
      else
        g_string_append_printf (out, _("%s built a free road for the second neutral player."), who);
      break;
    case TSL_CATAN_FORCED_TRADE:
      {
        guint paid = before->tokens[m->player] - after->tokens[m->player];
        guint drawn = catan_sum5 (m->count + CATAN_N_RES);

        a = cards_text (m->count);
        /* Translators: two-player Catan; a player's name and the tokens paid */
        g_string_append_printf (out, ngettext ("%s paid %u trade token for a forced trade.",
                                               "%s paid %u trade tokens for a forced trade.", paid),
                                who, paid);
        g_string_append_c (out, ' ');
        /* Translators: two-player Catan; the player, the number of cards
         * drawn, the opponent, the cards given ("2 lumber, 1 ore") */
        g_string_append_printf (out, ngettext ("%s drew %u card from %s and gave %s.",
                                               "%s drew %u cards from %s and gave %s.", drawn),
                                who, drawn, name_of (names, 1 - m->player, buf2, sizeof buf2), a);
      }
      break;
    case TSL_CATAN_ROBBER_TO_DESERT:
      {
        guint paid = before->tokens[m->player] - after->tokens[m->player];

        if (catan_caravans (before))
          g_string_append_printf (out, ngettext ("%s paid %u trade token and put the robber off the board.",
                                                 "%s paid %u trade tokens and put the robber off the board.", paid),
                                  who, paid);
        else
          g_string_append_printf (out, ngettext ("%s paid %u trade token and put the robber in the desert.",
                                               "%s paid %u trade tokens and put the robber in the desert.", paid),
                                who, paid);
      }
      break;
    case TSL_CATAN_TURN_IN_KNIGHT:
      {
        guint got = after->tokens[m->player] - before->tokens[m->player];

        g_string_append_printf (out, ngettext ("%s turned in a played knight for %u trade token.",
                                               "%s turned in a played knight for %u trade tokens.", got),
                                who, got);
        if (before->army_holder != after->army_holder && after->army_holder == CATAN_NONE)
          {
            g_string_append_c (out, ' ');
            g_string_append (out, _("The Largest Army card is set aside."));
          }
      }
      break;
    case TSL_CATAN_DAMAGE_ROAD:
      g_string_append_printf (out, _("%s turned one of their roads sideways: it is damaged by the earthquake."), who);
      break;
    case TSL_CATAN_REPAIR_ROAD:
      g_string_append_printf (out, _("%s repaired a damaged road for 1 lumber and 1 brick."), who);
      break;
    case TSL_CATAN_TAKE_RESOURCE:
      g_string_append_printf (out, _("%s took 1 %s from the bank."), who, resource_name ((guint) m->arg[0]));
      break;
    case TSL_CATAN_GIVE_RESOURCE:
      /* Translators: an event card: the giver and the player who receives the card */
      g_string_append_printf (out, _("%s gave a resource card to %s."), who,
                              name_of (names, m->arg[1], buf2, sizeof buf2));
      break;
    case TSL_CATAN_DRAW_RESOURCE:
      if (m->arg[0] >= 0)
        /* Translators: an event card: the player who draws and the player drawn from */
        g_string_append_printf (out, _("%s drew a resource card from %s."), who,
                                name_of (names, m->arg[0], buf2, sizeof buf2));
      else
        g_string_append_printf (out, _("%s chose to draw no card."), who);
      break;
    case TSL_CATAN_VOTE_CAMEL:
      describe_camel_vote (out, before, after, m, who, names);
      break;
    default:
      break;
    }

  if (after->longest_holder != before->longest_holder)
    {
      g_string_append_c (out, ' ');
      if (catan_two_player (after) && after->longest_holder == 2)
        g_string_append (out, _("The first neutral player now holds the Longest Road."));
      else if (catan_two_player (after) && after->longest_holder == 3)
        g_string_append (out, _("The second neutral player now holds the Longest Road."));
      else if (after->longest_holder != CATAN_NONE)
        g_string_append_printf (out, _("%s now holds the Longest Road."),
                                name_of (names, after->longest_holder, buf2, sizeof buf2));
      else
        g_string_append (out, _("The Longest Road card is set aside."));
    }
  if (after->army_holder != before->army_holder && after->army_holder != CATAN_NONE)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, _("%s now has the Largest Army."),
                              name_of (names, after->army_holder, buf2, sizeof buf2));
    }
  if (after->harbormaster_holder != before->harbormaster_holder && after->harbormaster_holder != CATAN_NONE)
    {
      guint points = catan_harbor_points (after, after->harbormaster_holder);

      g_string_append_c (out, ' ');
      /* Translators: Traders & Barbarians; %s is a player's name, %u their
       * harbour points (1 per settlement, 2 per city at a harbour) */
      g_string_append_printf (out, ngettext ("%s takes the Harbourmaster card with %u harbour point.",
                                             "%s takes the Harbourmaster card with %u harbour points.",
                                             points),
                              name_of (names, after->harbormaster_holder, buf2, sizeof buf2), points);
    }
  if (after->stalled && !before->stalled)
    {
      g_string_append_c (out, ' ');
      if (catan_score_frozen (after))
        g_string_append (out, _("Nobody can gain a victory point any more, so the game ends."));
      else
        g_string_append_printf (out, ngettext ("Nobody has built, bought a development card or played a "
                                               "knight for %u round, so the game ends.",
                                               "Nobody has built, bought a development card or played a "
                                               "knight for %u rounds, so the game ends.", CATAN_STALL_ROUNDS),
                                CATAN_STALL_ROUNDS);
      if (after->winner == CATAN_NONE)
        {
          guint vp = catan_vp (after, (guint) __builtin_ctz (catan_leaders (after)));

          g_string_append_c (out, ' ');
          g_string_append_printf (out, ngettext ("The players with the most points, %u victory point "
                                                 "each, share the victory.",
                                                 "The players with the most points, %u victory points "
                                                 "each, share the victory.", vp), vp);
        }
    }
  if (after->winner != CATAN_NONE && before->winner == CATAN_NONE)
    {
      guint vp = catan_vp (after, after->winner);

      g_string_append_c (out, ' ');
      g_string_append_printf (out, ngettext ("%s wins the game with %u victory point!",
                                             "%s wins the game with %u victory points!", vp),
                              name_of (names, after->winner, buf2, sizeof buf2), vp);
    }
  return g_string_free (out, FALSE);
}
