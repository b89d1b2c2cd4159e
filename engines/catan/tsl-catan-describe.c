/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-events-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-traders-private.h"

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
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u lumber", "%u lumber", n), n);
          break;
        case TSL_CATAN_BRICK:
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u brick", "%u brick", n), n);
          break;
        case TSL_CATAN_WOOL:
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u wool", "%u wool", n), n);
          break;
        case TSL_CATAN_GRAIN:
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u grain", "%u grain", n), n);
          break;
        default:
          part = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u ore", "%u ore", n), n);
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

/* The cards of a move's resource map, "2 lumber, 1 ore". */
char *
catan_cards_text (const guint8 *c)
{
  guint counts[CATAN_N_RES];

  for (guint r = 0; r < CATAN_N_RES; r++)
    counts[r] = c[r];
  return tsl_catan_cards_text (counts, FALSE);
}

/* Cards and gold, for trades that may include gold (Rivers of Catan). */
char *
catan_cards_gold_text (const guint8 *c,
                       guint         gold)
{
  g_autofree char *cards = catan_cards_text (c);
  g_autofree char *coins = NULL;

  if (gold == 0)
    return g_steal_pointer (&cards);
  /* Translators: an amount of gold in a trade, e.g. "3 gold" */
  coins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", gold), gold);
  if (catan_sum5 (c) == 0)
    return g_steal_pointer (&coins);
  /* Translators: cards and gold in a trade, e.g. "2 lumber, 1 gold" */
  return g_strdup_printf (_("%s, %s"), cards, coins);
}

const char *
catan_resource_name (guint r)
{
  static const char * const names[CATAN_N_RES] = {
    N_("lumber"), N_("brick"), N_("wool"), N_("grain"), N_("ore"),
  };
  return _(names[r]);
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
      cards = catan_cards_text (gain);
      g_string_append_c (out, ' ');
      /* Translators: production, "Bob receives 2 grain, 1 wool." */
      g_string_append_printf (out, _("%s received %s."), catan_player_name (names, (gint) p, buf, sizeof buf), cards);
    }
}

/* Fishermen: the fish cards each player drew (face down: how many, not
 * which) and the Old Boot, which is shown at once. */
static void
append_fish (GString            *out,
             const CatanState   *before,
             const CatanState   *after,
             const char * const *names)
{
  char buf[32];

  if (!catan_fishermen (after))
    return;
  for (guint p = 0; p < after->n_players; p++)
    {
      guint drawn = 0;

      for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
        {
          guint had = before->slice_fishermen.fish[p][k], has = after->slice_fishermen.fish[p][k];

          drawn += has > had ? has - had : 0;
        }
      if (drawn > 0)
        {
          g_string_append_c (out, ' ');
          /* Translators: Fishermen of Catan; a player's name and a number of fish cards */
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s drew %u fish card.", "%s drew %u fish cards.", drawn),
                                  catan_player_name (names, (gint) p, buf, sizeof buf), drawn);
        }
    }
  if (before->slice_fishermen.boot_in_pile && !after->slice_fishermen.boot_in_pile)
    {
      g_string_append_c (out, ' ');
      /* Translators: Fishermen of Catan; HU "Régi cipő", DE "Alter Schuh" */
      g_string_append_printf (out, _("%s drew the Old Boot and now needs one more victory point to win."),
                              catan_player_name (names, after->slice_fishermen.boot_holder, buf, sizeof buf));
    }
}

/* Fishermen of Catan: the fish a move hands in. */
guint
catan_fish_paid (const TslMove *m)
{
  return (guint) m->count[0] + 2u * m->count[1] + 3u * m->count[2];
}

/* Two-player Catan: both rolls, resolved in the order rolled. */
/* What a 7 sets off: the robber, or in the scenarios without one what
 * takes its place (Barbarian Attack: a card drawn from an opponent;
 * Traders & Barbarians: a barbarian moved). */
static const char *
seven_text (const CatanState *s)
{
  if (catan_barbarian_attack (s))
    return _("There is no robber: the 7 lets the player draw a resource card from an opponent.");
  if (catan_traders_barbarians (s))
    return _("There is no robber: the 7 lets the player move a barbarian.");
  return _("The robber became active.");
}

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
      g_string_append (out, catan_barbarian_attack (after) || catan_traders_barbarians (after)
                              ? seven_text (after) : _("The 7 made the robber active."));
    }
  else if (memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("Nobody received anything."));
    }
}

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
  guint placed = before->slice_caravans.camels_left - after->slice_caravans.camels_left;
  char buf[32];

  shown[TSL_CATAN_WOOL] = m->count[0];
  shown[TSL_CATAN_GRAIN] = m->count[1];
  if (m->count[0] + m->count[1] > 0)
    {
      g_autofree char *cards = catan_cards_text (shown);

      /* Translators: the voter and the cards revealed ("1 wool, 2 grain") */
      g_string_append_printf (out, _("%s revealed %s in the camel vote."), who, cards);
    }
  else
    g_string_append_printf (out, _("%s revealed no cards in the camel vote."), who);
  if (after->phase == CATAN_PHASE_VOTE)
    return;
  g_string_append_c (out, ' ');
  if (after->slice_caravans.vote_decider != CATAN_NONE)
    {
      /* Translators: the player whose proposal the vote carried out */
      g_string_append_printf (out, _("%s decided where the camels go."),
                              catan_player_name (names, after->slice_caravans.vote_decider, buf, sizeof buf));
      g_string_append_c (out, ' ');
    }
  if (placed == 0)
    g_string_append (out, _("No camel was placed."));
  else
    g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u camel was placed.",
                                           "%u camels were placed.", placed),
                            placed);
}

/* Catan Events: the event of a card that took effect, and "nobody" when
 * it asks nobody to choose. */
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

/* Catan Events: the card turned instead of the dice (two in a two-player
 * game, resolved in the order turned), what it produced and what its
 * event does. */
static void
describe_event_card (GString            *out,
                     const CatanState   *before,
                     const CatanState   *after,
                     const TslMove      *m,
                     const char * const *names)
{
  char buf[32];
  const char *who = catan_player_name (names, m->player, buf, sizeof buf);
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
      g_string_append (out, seven_text (after));
    }
  if (number != 7)
    append_gains (out, before, after, names);
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

/* What @m itself did, without the production it let happen (the second
 * roll after the robber of a first 7, or a held-back second event card):
 * @before with the move applied again with nothing pending.  The gains
 * from there to @after are then the production alone, not the card stolen
 * or taken by the move itself.  The move carries its outcomes, so
 * applying it again draws nothing. */
static void
without_pending (const CatanState *before,
                 const TslMove    *m,
                 CatanState       *mid)
{
  TslMove again = *m;
  TslRng rng;

  /* Fishermen: the fish cards recorded were drawn by that production. */
  again.flags &= (guint8) ~TSL_CATAN_MOVE_FISH;
  memset (again.count + 4, 0, 8);
  *mid = *before;
  mid->slice_two_player.pending_roll = 0;
  mid->slice_events.event_card2_due = FALSE;
  tsl_rng_init (&rng, 0, 0);
  if (!catan_apply (mid, &again, &rng, NULL))
    *mid = *before;
}

/* Two-player + Catan Events: the second card, resolved by this action
 * (after the robber of a first 7 or the choices of the first event). */
static void
describe_second_card (GString            *out,
                      const CatanState   *before,
                      const CatanState   *after,
                      const TslMove      *m,
                      const char * const *names)
{
  guint number = catan_event_deck[before->slice_events.event_card2].number;
  CatanState mid;

  g_string_append_c (out, ' ');
  /* Translators: two-player Catan with Catan Events: the second card's number */
  g_string_append_printf (out, _("Now the second card, %u, takes effect."), number);
  if (number == 7)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, seven_text (after));
      return;
    }
  without_pending (before, m, &mid);
  append_gains (out, &mid, after, names);
  append_event_text (out, after, catan_event_deck[before->slice_events.event_card2].event);
}

/* Rivers of Catan: gold earned by building, and the settler cards. */
static void
append_gold (GString            *out,
             const CatanState   *before,
             const CatanState   *after,
             const TslMove      *m,
             const char * const *names)
{
  char buf[32];

  for (guint p = 0; p < after->n_players; p++)
    if (after->gold[p] > before->gold[p] && m->type != TSL_CATAN_MARITIME_TRADE &&
        m->type != TSL_CATAN_CONFIRM_TRADE)
      {
        guint n = after->gold[p] - before->gold[p];

        g_string_append_c (out, ' ');
        /* Translators: Rivers of Catan; a player's name and an amount of gold */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s received %u gold.", "%s received %u gold.", n),
                                catan_player_name (names, (gint) p, buf, sizeof buf), n);
      }
  if (!after->gold_cards)
    return;
  if (after->richest_holder != before->richest_holder || !before->gold_cards)
    {
      g_string_append_c (out, ' ');
      if (after->richest_holder != CATAN_NONE)
        g_string_append_printf (out, _("%s now holds the Richest Settler card."),
                                catan_player_name (names, after->richest_holder, buf, sizeof buf));
      else if (before->gold_cards)
        g_string_append (out, _("The Richest Settler card was set aside."));
      else
        g_string_append (out, _("Nobody alone had the most gold: the Richest Settler card stayed aside."));
    }
  for (guint p = 0; p < after->n_players; p++)
    {
      gboolean was = before->gold_cards && ((before->poor_holders >> p) & 1);
      gboolean is = (after->poor_holders >> p) & 1;

      if (was == is)
        continue;
      g_string_append_c (out, ' ');
      if (is)
        g_string_append_printf (out, _("%s took a Poor Settler card."), catan_player_name (names, (gint) p, buf, sizeof buf));
      else
        g_string_append_printf (out, _("%s returned the Poor Settler card."), catan_player_name (names, (gint) p, buf, sizeof buf));
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
  const char *who = catan_player_name (names, m->player, buf, sizeof buf);
  CatanState mid;
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
      if (catan_events (after))
        describe_event_card (out, before, after, m, names);
      else if (m->count[2] != 0)
        describe_two_rolls (out, before, after, m, who, names);
      else if (m->count[0] + m->count[1] == 7 && (catan_barbarian_attack (after) || catan_traders_barbarians (after)))
        {
          g_string_append_printf (out, _("%s rolled 7 (%u + %u)."), who, m->count[0], m->count[1]);
          g_string_append_c (out, ' ');
          g_string_append (out, seven_text (after));
        }
      else if (m->count[0] + m->count[1] == 7)
        g_string_append_printf (out, _("%s rolled 7 (%u + %u): the robber became active."),
                                who, m->count[0], m->count[1]);
      else
        {
          g_string_append_printf (out, _("%s rolled %u (%u + %u)."), who,
                                  m->count[0] + m->count[1], m->count[0], m->count[1]);
          append_gains (out, before, after, names);
          /* Fishermen: fish cards drawn are something received too. */
          if (memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0 &&
              !(catan_fishermen (after) && m->count[5] > 0))
            {
              g_string_append_c (out, ' ');
              g_string_append (out, _("Nobody received anything."));
            }
        }
      break;
    case TSL_CATAN_FISH_ROBBER:
      /* Translators: Fishermen of Catan; a player's name and the fish handed in */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and drove the robber off the board.",
                                             "%s handed in %u fish and drove the robber off the board.",
                                             catan_fish_paid (m)), who, catan_fish_paid (m));
      break;
    case TSL_CATAN_FISH_STEAL:
      /* Translators: Fishermen of Catan; a player's name, the fish handed in, the opponent */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and drew a resource card from %s.",
                                             "%s handed in %u fish and drew a resource card from %s.",
                                             catan_fish_paid (m)), who, catan_fish_paid (m),
                              catan_player_name (names, m->arg[0], buf2, sizeof buf2));
      break;
    case TSL_CATAN_FISH_RESOURCE:
      /* Translators: Fishermen of Catan; a player's name, the fish handed in, a resource */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and took 1 %s from the bank.",
                                             "%s handed in %u fish and took 1 %s from the bank.",
                                             catan_fish_paid (m)), who, catan_fish_paid (m), catan_resource_name ((guint) m->arg[0]));
      break;
    case TSL_CATAN_FISH_ROAD:
      /* Translators: Fishermen of Catan; a player's name and the fish handed in */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and built a road for free.",
                                             "%s handed in %u fish and built a road for free.",
                                             catan_fish_paid (m)), who, catan_fish_paid (m));
      break;
    case TSL_CATAN_FISH_DEV_CARD:
      /* Translators: Fishermen of Catan; a player's name and the fish handed in */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and took a development card for free.",
                                             "%s handed in %u fish and took a development card for free.",
                                             catan_fish_paid (m)), who, catan_fish_paid (m));
      break;
    case TSL_CATAN_PASS_OLD_BOOT:
      /* Translators: Fishermen of Catan; the giver and the player who now holds the Old Boot */
      g_string_append_printf (out, _("%s gave the Old Boot to %s."), who,
                              catan_player_name (names, m->arg[0], buf2, sizeof buf2));
      break;
    case TSL_CATAN_DISCARD:
      a = catan_cards_text (m->count);
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
                                catan_player_name (names, m->arg[1], buf2, sizeof buf2));
      else
        g_string_append_printf (out, _("%s moved the robber; nobody was robbed."), who);
      if (m->type == TSL_CATAN_MOVE_ROBBER && before->slice_two_player.pending_roll != 0)
        {
          g_string_append_c (out, ' ');
          /* Translators: two-player Catan, after a first roll of 7 */
          g_string_append_printf (out, _("Now the second roll, %u, produces."), before->slice_two_player.pending_roll);
          without_pending (before, m, &mid);
          append_gains (out, &mid, after, names);
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
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s played Road Building and built %u road.",
                                               "%s played Road Building and built %u roads.", n),
                                who, n);
      }
      break;
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
      a = catan_cards_text (m->count);
      g_string_append_printf (out, _("%s played Year of Plenty and took %s."), who, a);
      break;
    case TSL_CATAN_PLAY_MONOPOLY:
      {
        guint n = 0;

        for (guint q = 0; q < after->n_players; q++)
          n += m->count[q];
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s played Monopoly on %s and took %u card.",
                                               "%s played Monopoly on %s and took %u cards.", n),
                                who, catan_resource_name ((guint) m->arg[0]), n);
      }
      break;
    case TSL_CATAN_MARITIME_TRADE:
      a = catan_cards_text (m->count);
      b = catan_cards_gold_text (m->count + CATAN_N_RES, m->count[2 * CATAN_N_RES]);
      /* Translators: a player's name, the cards given, the cards received;
       * the lists read "2 lumber, 1 ore". */
      g_string_append_printf (out, _("%s traded %s with the bank for %s."), who, a, b);
      break;
    case TSL_CATAN_OFFER_TRADE:
      a = catan_cards_gold_text (m->count, m->count[2 * CATAN_N_RES]);
      b = catan_cards_gold_text (m->count + CATAN_N_RES, m->count[2 * CATAN_N_RES + 1]);
      /* Translators: a player's name, the cards offered, the cards asked for;
       * the lists read "2 lumber, 1 ore". */
      g_string_append_printf (out, _("%s offered %s for %s."), who, a, b);
      break;
    case TSL_CATAN_ACCEPT_TRADE:
      g_string_append_printf (out, _("%s accepted the offer."), who);
      break;
    case TSL_CATAN_REJECT_TRADE:
      g_string_append_printf (out, _("%s rejected the offer."), who);
      break;
    case TSL_CATAN_CONFIRM_TRADE:
      a = catan_cards_gold_text (before->trade_give, before->trade_gold_give);
      b = catan_cards_gold_text (before->trade_get, before->trade_gold_get);
      /* Translators: the offering player, the cards they gave, the partner
       * who accepted, the cards they received; the lists read "2 lumber,
       * 1 ore".  Reorder with %1$s…%4$s if the language needs to. */
      g_string_append_printf (out, _("%s traded %s with %s for %s."), who, a,
                              catan_player_name (names, m->arg[1], buf2, sizeof buf2), b);
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
      /* Rivers of Catan: the neutral piece owed for a bridge is a bridge. */
      if (catan_edges_has (&after->slice_rivers.bridges, (guint) m->arg[0]) && m->arg[1] == 0)
        g_string_append_printf (out, _("%s built a free bridge for the first neutral player."), who);
      else if (catan_edges_has (&after->slice_rivers.bridges, (guint) m->arg[0]))
        g_string_append_printf (out, _("%s built a free bridge for the second neutral player."), who);
      else if (m->arg[1] == 0)
        g_string_append_printf (out, _("%s built a free road for the first neutral player."), who);
      else
        g_string_append_printf (out, _("%s built a free road for the second neutral player."), who);
      break;
    case TSL_CATAN_FORCED_TRADE:
      {
        guint paid = before->slice_two_player.tokens[m->player] - after->slice_two_player.tokens[m->player];
        guint drawn = catan_sum5 (m->count + CATAN_N_RES);

        a = catan_cards_text (m->count);
        /* Translators: two-player Catan; a player's name and the tokens paid */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s paid %u trade token for a forced trade.",
                                               "%s paid %u trade tokens for a forced trade.", paid),
                                who, paid);
        g_string_append_c (out, ' ');
        /* Translators: two-player Catan; the player, the number of cards
         * drawn, the opponent, the cards given ("2 lumber, 1 ore") */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s drew %u card from %s and gave %s.",
                                               "%s drew %u cards from %s and gave %s.", drawn),
                                who, drawn, catan_player_name (names, 1 - m->player, buf2, sizeof buf2), a);
      }
      break;
    case TSL_CATAN_ROBBER_TO_DESERT:
      {
        guint paid = before->slice_two_player.tokens[m->player] - after->slice_two_player.tokens[m->player];

        if (catan_caravans (before))
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s paid %u trade token and put the robber off the board.",
                                                 "%s paid %u trade tokens and put the robber off the board.", paid),
                                  who, paid);
        else
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s paid %u trade token and put the robber in the desert.",
                                               "%s paid %u trade tokens and put the robber in the desert.", paid),
                                who, paid);
      }
      break;
    case TSL_CATAN_TURN_IN_KNIGHT:
      {
        guint got = after->slice_two_player.tokens[m->player] - before->slice_two_player.tokens[m->player];

        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s turned in a played knight for %u trade token.",
                                               "%s turned in a played knight for %u trade tokens.", got),
                                who, got);
        if (before->army_holder != after->army_holder && after->army_holder == CATAN_NONE)
          {
            g_string_append_c (out, ' ');
            g_string_append (out, _("The Largest Army card was set aside."));
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
      {
        guint8 taken[CATAN_N_RES] = { 0, };

        taken[m->arg[0]] = 1;
        a = catan_cards_text (taken);
        /* Translators: an event card: the player and the card taken ("1 ore") */
        g_string_append_printf (out, _("%s took %s from the bank."), who, a);
      }
      break;
    case TSL_CATAN_GIVE_RESOURCE:
      /* Translators: an event card: the giver and the player who receives the card */
      g_string_append_printf (out, _("%s gave a resource card to %s."), who,
                              catan_player_name (names, m->arg[1], buf2, sizeof buf2));
      break;
    case TSL_CATAN_DRAW_RESOURCE:
      if (m->arg[0] >= 0)
        /* Translators: an event card: the player who draws and the player drawn from */
        g_string_append_printf (out, _("%s drew a resource card from %s."), who,
                                catan_player_name (names, m->arg[0], buf2, sizeof buf2));
      else
        g_string_append_printf (out, _("%s chose to draw no card."), who);
      break;
    case TSL_CATAN_BUILD_BRIDGE:
      g_string_append_printf (out, _("%s built a bridge over the river."), who);
      break;
    case TSL_CATAN_BUY_WITH_GOLD:
      {
        guint8 bought[CATAN_N_RES] = { 0, };

        bought[m->arg[0]] = 1;
        a = catan_cards_text (bought);
        /* Translators: Rivers of Catan; a player's name and the card bought ("1 ore") */
        g_string_append_printf (out, _("%s bought %s for 2 gold."), who, a);
      }
      break;
    case TSL_CATAN_VOTE_CAMEL:
      describe_camel_vote (out, before, after, m, who, names);
      break;
    case TSL_CATAN_MOVE_WAGON:
    case TSL_CATAN_WAGON_GRAIN:
    case TSL_CATAN_CHASE_BARBARIAN:
    case TSL_CATAN_MOVE_BARBARIAN:
    case TSL_CATAN_UPGRADE_WAGON:
      catan_traders_describe (out, before, after, m, who, names);
      break;
    default:
      catan_hooks_describe (out, before, after, m, who);   /* a module's own move */
      break;
    }
  catan_ba_describe (out, before, after, m, who, names);
  append_gold (out, before, after, m, names);

  if (m->type == TSL_CATAN_ROLL || m->type == TSL_CATAN_MOVE_ROBBER)
    append_fish (out, before, after, names);
  if (after->longest_holder != before->longest_holder)
    {
      g_string_append_c (out, ' ');
      if (catan_two_player (after) && after->longest_holder == 2)
        g_string_append (out, _("The first neutral player now holds the Longest Road."));
      else if (catan_two_player (after) && after->longest_holder == 3)
        g_string_append (out, _("The second neutral player now holds the Longest Road."));
      else if (after->longest_holder != CATAN_NONE)
        g_string_append_printf (out, _("%s now holds the Longest Road."),
                                catan_player_name (names, after->longest_holder, buf2, sizeof buf2));
      else
        g_string_append (out, _("The Longest Road card was set aside."));
    }
  if (after->army_holder != before->army_holder && after->army_holder != CATAN_NONE)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, _("%s now has the Largest Army."),
                              catan_player_name (names, after->army_holder, buf2, sizeof buf2));
    }
  if (after->slice_harbormaster.holder != before->slice_harbormaster.holder && after->slice_harbormaster.holder != CATAN_NONE)
    {
      guint points = catan_harbor_points (after, after->slice_harbormaster.holder);

      g_string_append_c (out, ' ');
      /* Translators: Traders & Barbarians; %s is a player's name, %u their
       * harbour points (1 per settlement, 2 per city at a harbour) */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s took the Harbourmaster card with %u harbour point.",
                                             "%s took the Harbourmaster card with %u harbour points.",
                                             points),
                              catan_player_name (names, after->slice_harbormaster.holder, buf2, sizeof buf2), points);
    }
  if (after->stalled && !before->stalled)
    {
      g_string_append_c (out, ' ');
      if (catan_score_frozen (after))
        g_string_append (out, _("Nobody could gain a victory point any more, so the game ended."));
      else
        /* Translators: a round = every player has had one turn (HU "forduló", not "kör") */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "Nobody had built, bought a development card or played a "
                                               "knight for %u round, so the game ended.",
                                               "Nobody had built, bought a development card or played a "
                                               "knight for %u rounds, so the game ended.", CATAN_STALL_ROUNDS),
                                CATAN_STALL_ROUNDS);
      if (after->winner == CATAN_NONE)
        {
          guint vp = catan_vp (after, (guint) __builtin_ctz (catan_leaders (after)));

          g_string_append_c (out, ' ');
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "The players with the most points, %u victory point "
                                                 "each, shared the victory.",
                                                 "The players with the most points, %u victory points "
                                                 "each, shared the victory.", vp), vp);
        }
    }
  if (after->winner != CATAN_NONE && before->winner == CATAN_NONE)
    {
      guint vp = catan_vp (after, after->winner);

      g_string_append_c (out, ' ');
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s won the game with %u victory point!",
                                             "%s won the game with %u victory points!", vp),
                              catan_player_name (names, after->winner, buf2, sizeof buf2), vp);
    }
  if (m->type != TSL_CATAN_ROLL && before->slice_events.event_card2_due && !after->slice_events.event_card2_due)
    describe_second_card (out, before, after, m, names);
  return g_string_free (out, FALSE);
}
