/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-text-private.h"
#include "tsl-catan-rules-private.h"

/* Hints: what a computer player advises, told before it happens, in the
 * conditional and as whole sentences.  A hint says what the log would say
 * of the move except its random outcome (dice, cards drawn or stolen, the
 * barbarians' landing) and what the acting seat may not know: it is
 * worked out from that seat's view, and only quantities the rules fix
 * (tokens paid, movement points, whether a card is drawn) are read from
 * the move applied to a copy. */

/**
 * tsl_catan_hex_label:
 * @terrain: a #TslCatanTerrain
 * @number: its number token, 0 for none
 *
 * A hex as players name it, in the hints and in the application's lists
 * of choices alike.
 *
 * Returns: (transfer full): "Forest 5", or "Desert" without a number
 */
char *
tsl_catan_hex_label (guint terrain,
                     guint number)
{
  const char *name;

  switch (terrain)
    {
    case TSL_CATAN_FOREST: name = _("Forest"); break;
    case TSL_CATAN_HILLS: name = _("Hills"); break;
    case TSL_CATAN_PASTURE: name = _("Pasture"); break;
    case TSL_CATAN_FIELDS: name = _("Fields"); break;
    case TSL_CATAN_MOUNTAINS: name = _("Mountains"); break;
    case TSL_CATAN_DESERT: name = _("Desert"); break;
    /* Translators: a scenario's lake hex, named in a hint */
    case TSL_CATAN_LAKE: name = _("Lake"); break;
    /* Translators: a scenario's swamp hex, named in a hint */
    case TSL_CATAN_SWAMP: name = _("Swamp"); break;
    /* Translators: a scenario's oasis hex, named in a hint */
    case TSL_CATAN_OASIS: name = _("Oasis"); break;
    case TSL_CATAN_CASTLE: name = _("Castle"); break;
    case TSL_CATAN_TRADE_CASTLE: name = _("Castle"); break;
    /* Translators: a scenario's quarry hex, in a list of choices */
    case TSL_CATAN_QUARRY: name = _("Quarry"); break;
    /* Translators: a scenario's glassworks hex, in a list of choices */
    case TSL_CATAN_GLASSWORKS: name = _("Glassworks"); break;
    default: name = _("Sea"); break;
    }
  if (number == 0)
    return g_strdup (name);
  /* Translators: a hex named by its terrain and number token, e.g. "Forest 5" */
  return g_strdup_printf (_("%s %u"), name, number);
}

/* A land hex of the board by its name. */
char *
catan_hex_label (const CatanState *s,
                 gint              hex)
{
  if (hex < 0 || hex >= CATAN_N_LAND)
    return g_strdup (_("Sea"));
  return tsl_catan_hex_label (s->terrain[hex], s->number[hex]);
}

/* The robber, moved by the 7 or by a knight: where to and whom to rob
 * (the card stolen is drawn at random, so it is never told). */
static char *
hint_robber (const CatanState   *s,
             const TslMove      *m,
             const char * const *names)
{
  g_autofree char *hex = catan_hex_label (s, m->arg[0]);
  char buf[32];
  const char *victim = catan_player_name (names, m->arg[1], buf, sizeof buf);

  if (m->type == TSL_CATAN_PLAY_KNIGHT && m->arg[1] >= 0)
    /* Translators: a hex ("Forest 8"), then the player robbed */
    return g_strdup_printf (_("The computer would play a knight, move the robber to %s and rob %s."),
                            hex, victim);
  if (m->type == TSL_CATAN_PLAY_KNIGHT)
    /* Translators: a hex ("Forest 8") */
    return g_strdup_printf (_("The computer would play a knight and move the robber to %s, robbing nobody."),
                            hex);
  if (m->arg[1] >= 0)
    /* Translators: a hex ("Forest 8"), then the player robbed */
    return g_strdup_printf (_("The computer would move the robber to %s and rob %s."), hex, victim);
  /* Translators: a hex ("Forest 8") */
  return g_strdup_printf (_("The computer would move the robber to %s, robbing nobody."), hex);
}

/* Building, development cards and trade: the base game's moves. */
static char *
hint_main (const CatanState   *s,
           const TslMove      *m,
           const char * const *names)
{
  g_autofree char *a = NULL;
  g_autofree char *b = NULL;
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
      return g_strdup (_("The computer would place a settlement."));
    case TSL_CATAN_PLACE_ROAD:
      return g_strdup (_("The computer would place a road."));
    case TSL_CATAN_DISCARD:
      a = catan_cards_text (m->count);
      /* Translators: the cards given back after a 7 ("2 lumber, 1 ore") */
      return g_strdup_printf (_("The computer would discard %s."), a);
    case TSL_CATAN_BUILD_ROAD:
      return g_strdup (_("The computer would build a road."));
    case TSL_CATAN_BUILD_SETTLEMENT:
      return g_strdup (_("The computer would build a settlement."));
    case TSL_CATAN_BUILD_CITY:
      return g_strdup (_("The computer would build a city."));
    case TSL_CATAN_BUY_DEV_CARD:
      return g_strdup (_("The computer would buy a development card."));
    case TSL_CATAN_PLAY_ROAD_BUILDING:
      {
        guint n = m->arg[1] >= 0 ? 2 : 1;

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The computer would play Road Building and build %u road.",
                                             "The computer would play Road Building and build %u roads.", n),
                                n);
      }
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
      a = catan_cards_text (m->count);
      /* Translators: the cards taken ("1 wool, 1 ore") */
      return g_strdup_printf (_("The computer would play Year of Plenty and take %s."), a);
    case TSL_CATAN_PLAY_MONOPOLY:
      /* How many cards it brings depends on hidden hands: not told. */
      /* Translators: a resource ("wool") */
      return g_strdup_printf (_("The computer would play Monopoly on %s."),
                              catan_resource_name ((guint) m->arg[0]));
    case TSL_CATAN_MARITIME_TRADE:
      a = catan_cards_text (m->count);
      b = catan_cards_gold_text (m->count + CATAN_N_RES, m->count[2 * CATAN_N_RES]);
      /* Translators: the cards given, the cards received ("2 lumber, 1 ore") */
      return g_strdup_printf (_("The computer would trade %s with the bank for %s."), a, b);
    case TSL_CATAN_OFFER_TRADE:
      a = catan_cards_gold_text (m->count, m->count[2 * CATAN_N_RES]);
      b = catan_cards_gold_text (m->count + CATAN_N_RES, m->count[2 * CATAN_N_RES + 1]);
      /* Translators: the cards offered, the cards asked for ("2 lumber, 1 ore") */
      return g_strdup_printf (_("The computer would offer %s for %s."), a, b);
    case TSL_CATAN_ACCEPT_TRADE:
      return g_strdup (_("The computer would accept the offer."));
    case TSL_CATAN_REJECT_TRADE:
      return g_strdup (_("The computer would reject the offer."));
    case TSL_CATAN_CONFIRM_TRADE:
      a = catan_cards_gold_text (s->trade_give, s->trade_gold_give);
      b = catan_cards_gold_text (s->trade_get, s->trade_gold_get);
      /* Translators: the cards given, the partner, the cards received
       * ("2 lumber, 1 ore").  Reorder with %1$s…%3$s if need be. */
      return g_strdup_printf (_("The computer would trade %s with %s for %s."), a,
                              catan_player_name (names, m->arg[1], buf, sizeof buf), b);
    case TSL_CATAN_CANCEL_TRADE:
      return g_strdup (_("The computer would withdraw the offer."));
    case TSL_CATAN_BUY_WITH_GOLD:
      a = catan_one_card_text (m->arg[0]);
      /* Translators: a scenario with gold; the card bought ("1 ore") */
      return g_strdup_printf (_("The computer would buy %s for 2 gold."), a);
    case TSL_CATAN_END_TURN:
    default:
      return g_strdup (_("The computer would end the turn."));
    }
}

/**
 * catan_describe_hint:
 * @s: the view of the seat that acts
 * @m: a legal move of that seat, without outcomes
 * @names: the players' names
 *
 * Returns: (transfer full): the hint for @m, in the conditional
 */
char *
catan_describe_hint (const CatanState   *s,
                     const TslMove      *m,
                     const char * const *names)
{
  CatanState after = *s;
  TslMove applied = *m;
  TslRng rng;
  char *hint;

  /* Only what the rules fix is read from the copy, never what it drew. */
  tsl_rng_init (&rng, 0, 0);
  if (!catan_apply (&after, &applied, &rng, NULL))
    {
      after = *s;
      applied = *m;
    }
  hint = catan_hooks_hint_move (s, &after, m, &applied, names);
  if (hint != NULL)
    return hint;
  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      return g_strdup (_("The computer would roll the dice."));
    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_PLAY_KNIGHT:
      return hint_robber (s, m, names);
    default:
      if (m->type >= TSL_CATAN_N_ACTIONS)   /* a module's own move */
        {
          hint = catan_hooks_describe_hint (s, m, names);
          if (hint != NULL)
            return hint;
        }
      return hint_main (s, m, names);
    }
}
