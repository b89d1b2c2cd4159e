/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-text-private.h"
#include "tsl-catan-rules-private.h"

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

/* One resource card, "1 ore". */
char *
catan_one_card_text (gint resource)
{
  guint8 cards[CATAN_N_RES] = { 0, };

  cards[CLAMP (resource, 0, CATAN_N_RES - 1)] = 1;
  return catan_cards_text (cards);
}

/* Cards and gold, for trades that may include gold (the gold feature). */
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
void
catan_append_gains (GString            *out,
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

/* What a 7 sets off: the robber, or what a module puts in its place. */
const char *
catan_seven_text (const CatanState *s)
{
  const char *text = catan_hooks_describe_seven (s);

  return text != NULL ? text : _("The robber became active.");
}

/* Gold earned by building, and the settler cards (the gold feature). */
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
        /* Translators: a scenario with gold; a player's name and an amount of gold */
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

/* The sentence of a base-game move. */
static void
describe_base (GString            *out,
               const CatanState   *before,
               const CatanState   *after,
               const TslMove      *m,
               const char         *who,
               const char * const *names)
{
  char buf2[32];
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;

  switch (m->type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
      g_string_append_printf (out, _("%s placed a settlement."), who);
      catan_append_gains (out, before, after, names);
      break;
    case TSL_CATAN_PLACE_ROAD:
      g_string_append_printf (out, _("%s placed a road."), who);
      break;
    case TSL_CATAN_ROLL:
      if (m->count[0] + m->count[1] == 7 && catan_hooks_describe_seven (after) != NULL)
        {
          g_string_append_printf (out, _("%s rolled 7 (%u + %u)."), who, m->count[0], m->count[1]);
          g_string_append_c (out, ' ');
          g_string_append (out, catan_seven_text (after));
        }
      else if (m->count[0] + m->count[1] == 7)
        g_string_append_printf (out, _("%s rolled 7 (%u + %u): the robber became active."),
                                who, m->count[0], m->count[1]);
      else
        {
          g_string_append_printf (out, _("%s rolled %u (%u + %u)."), who,
                                  m->count[0] + m->count[1], m->count[0], m->count[1]);
          catan_append_gains (out, before, after, names);
          if (memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0 &&
              !catan_hooks_describe_received (before, after, m))
            {
              g_string_append_c (out, ' ');
              g_string_append (out, _("Nobody received anything."));
            }
        }
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
      /* A seat that did not see the card stolen (a network client) knows
       * only that the victim lost one. */
      if (m->arg[1] >= 0 && (m->arg[2] >= 0 || (m->arg[1] < (gint) before->n_players
                                                 && before->players[m->arg[1]].n_res > after->players[m->arg[1]].n_res)))
        g_string_append_printf (out, _("%s moved the robber and stole a card from %s."), who,
                                catan_player_name (names, m->arg[1], buf2, sizeof buf2));
      else
        g_string_append_printf (out, _("%s moved the robber; nobody was robbed."), who);
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
    case TSL_CATAN_BUY_WITH_GOLD:
      a = catan_one_card_text (m->arg[0]);
      /* Translators: a scenario with gold; a player's name and the card bought ("1 ore") */
      g_string_append_printf (out, _("%s bought %s for 2 gold."), who, a);
      break;
    default:
      catan_hooks_describe (out, before, after, m, who);   /* a module's own move */
      break;
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

  if (!catan_hooks_describe_move (out, before, after, m, who, names))
    describe_base (out, before, after, m, who, names);
  catan_hooks_describe_after (out, before, after, m, who, names);
  append_gold (out, before, after, m, names);

  if (after->longest_holder != before->longest_holder)
    {
      g_string_append_c (out, ' ');
      /* The neutral players own pieces after the seats (catan_n_owners). */
      if (after->longest_holder == after->n_players)
        g_string_append (out, _("The first neutral player now holds the Longest Road."));
      else if (after->longest_holder == after->n_players + 1)
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
  catan_hooks_describe_holders (out, before, after, names);
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
  catan_hooks_describe_pending (out, before, after, m, names);
  return g_string_free (out, FALSE);
}
