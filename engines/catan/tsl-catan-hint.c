/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-catan-traders-private.h"

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
    /* Translators: Fishermen of Catan, the lake hex named in a hint */
    case TSL_CATAN_LAKE: name = _("Lake"); break;
    /* Translators: Rivers of Catan, a swamp hex named in a hint */
    case TSL_CATAN_SWAMP: name = _("Swamp"); break;
    /* Translators: Caravans, the oasis hex named in a hint */
    case TSL_CATAN_OASIS: name = _("Oasis"); break;
    case TSL_CATAN_CASTLE: name = _("Castle"); break;
    case TSL_CATAN_TRADE_CASTLE: name = _("Castle"); break;
    /* Translators: Traders & Barbarians, a hex in a list of choices */
    case TSL_CATAN_QUARRY: name = _("Quarry"); break;
    /* Translators: Traders & Barbarians, a hex in a list of choices */
    case TSL_CATAN_GLASSWORKS: name = _("Glassworks"); break;
    default: name = _("Sea"); break;
    }
  if (number == 0)
    return g_strdup (name);
  /* Translators: a hex named by its terrain and number token, e.g. "Forest 5" */
  return g_strdup_printf (_("%s %u"), name, number);
}

/* A land hex of the board by its name. */
static char *
hex_label (const CatanState *s,
           gint              hex)
{
  if (hex < 0 || hex >= CATAN_N_LAND)
    return g_strdup (_("Sea"));
  return tsl_catan_hex_label (s->terrain[hex], s->number[hex]);
}

static char *
one_card_text (gint resource)
{
  guint8 cards[CATAN_N_RES] = { 0, };

  cards[CLAMP (resource, 0, CATAN_N_RES - 1)] = 1;
  return catan_cards_text (cards);
}

static char *
hint_roll (const CatanState *s)
{
  if (catan_events (s) && catan_two_player (s))
    return g_strdup (_("The computer would turn over the next two event cards."));
  if (catan_events (s))
    return g_strdup (_("The computer would turn over the next event card."));
  if (catan_two_player (s))
    /* Translators: two-player Catan: a turn has two production rolls */
    return g_strdup (_("The computer would roll the dice twice."));
  return g_strdup (_("The computer would roll the dice."));
}

/* The robber, moved by the 7 or by a knight: where to and whom to rob
 * (the card stolen is drawn at random, so it is never told). */
static char *
hint_robber (const CatanState   *s,
             const TslMove      *m,
             const char * const *names)
{
  g_autofree char *hex = hex_label (s, m->arg[0]);
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

static char *
hint_neutral (const CatanState *after,
              const TslMove    *m)
{
  gboolean first = m->arg[1] == 0;

  if (m->type == TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT)
    return g_strdup (first ? _("The computer would build a free settlement for the first neutral player.")
                           : _("The computer would build a free settlement for the second neutral player."));
  /* Rivers of Catan: the neutral piece owed for a bridge is a bridge. */
  if (catan_edges_has (&after->slice_rivers.bridges, (guint) m->arg[0]))
    return g_strdup (first ? _("The computer would build a free bridge for the first neutral player.")
                           : _("The computer would build a free bridge for the second neutral player."));
  return g_strdup (first ? _("The computer would build a free road for the first neutral player.")
                         : _("The computer would build a free road for the second neutral player."));
}

/* Two-player Catan: the actions paid with trade tokens. */
static char *
hint_tokens (const CatanState   *s,
             const CatanState   *after,
             const TslMove      *m,
             const TslMove      *applied,
             const char * const *names)
{
  guint p = (guint) m->player;
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_FORCED_TRADE:
      {
        guint paid = s->slice_two_player.tokens[p] - after->slice_two_player.tokens[p];
        guint drawn = catan_sum5 (applied->count + CATAN_N_RES);
        g_autofree char *given = catan_cards_text (m->count);
        g_autofree char *pay = NULL;

        /* Translators: two-player Catan; the trade tokens paid */
        pay = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "The computer would pay %u trade token for a forced trade.",
                                            "The computer would pay %u trade tokens for a forced trade.",
                                            paid), paid);
        /* Translators: two-player Catan; the first sentence, then the
         * number of cards drawn at random, the opponent, the cards given
         * in return ("2 lumber, 1 ore") */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "%s It would draw %u card from %s and give %s.",
                                             "%s It would draw %u cards from %s and give %s.",
                                             drawn),
                                pay, drawn, catan_player_name (names, 1 - m->player, buf, sizeof buf), given);
      }
    case TSL_CATAN_ROBBER_TO_DESERT:
      {
        guint paid = s->slice_two_player.tokens[p] - after->slice_two_player.tokens[p];

        if (catan_caravans (s))
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "The computer would pay %u trade token and put the robber off the board.",
                                               "The computer would pay %u trade tokens and put the robber off the board.",
                                               paid), paid);
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The computer would pay %u trade token and put the robber in the desert.",
                                             "The computer would pay %u trade tokens and put the robber in the desert.",
                                             paid), paid);
      }
    default:
      {
        guint got = after->slice_two_player.tokens[p] - s->slice_two_player.tokens[p];

        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The computer would turn in a played knight for %u trade token.",
                                             "The computer would turn in a played knight for %u trade tokens.",
                                             got), got);
      }
    }
}

/* Fishermen of Catan: what the fish handed in buy. */
static char *
hint_fish (const TslMove      *m,
           const char * const *names)
{
  guint paid = catan_fish_paid (m);
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_FISH_ROBBER:
      /* Translators: Fishermen of Catan; the fish handed in */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The computer would hand in %u fish and drive the robber off the board.",
                                           "The computer would hand in %u fish and drive the robber off the board.",
                                           paid), paid);
    case TSL_CATAN_FISH_STEAL:
      /* Translators: Fishermen of Catan; the fish handed in, the opponent */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The computer would hand in %u fish and draw a resource card from %s.",
                                           "The computer would hand in %u fish and draw a resource card from %s.",
                                           paid), paid, catan_player_name (names, m->arg[0], buf, sizeof buf));
    case TSL_CATAN_FISH_RESOURCE:
      {
        g_autofree char *card = one_card_text (m->arg[0]);

        /* Translators: Fishermen of Catan; the fish handed in, the card taken ("1 ore") */
        return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                             "The computer would hand in %u fish and take %s from the bank.",
                                             "The computer would hand in %u fish and take %s from the bank.",
                                             paid), paid, card);
      }
    case TSL_CATAN_FISH_ROAD:
      /* Translators: Fishermen of Catan; the fish handed in */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The computer would hand in %u fish and build a road for free.",
                                           "The computer would hand in %u fish and build a road for free.",
                                           paid), paid);
    default:
      /* Translators: Fishermen of Catan; the fish handed in */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The computer would hand in %u fish and take a development card for free.",
                                           "The computer would hand in %u fish and take a development card for free.",
                                           paid), paid);
    }
}

/* Catan Events: the choices an event card asks for. */
static char *
hint_event_choice (const TslMove      *m,
                   const char * const *names)
{
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_DAMAGE_ROAD:
      return g_strdup (_("The computer would turn one of your roads sideways: the earthquake damages it."));
    case TSL_CATAN_REPAIR_ROAD:
      return g_strdup (_("The computer would repair a damaged road for 1 lumber and 1 brick."));
    case TSL_CATAN_TAKE_RESOURCE:
      {
        g_autofree char *card = one_card_text (m->arg[0]);

        /* Translators: an event card: the card taken ("1 ore") */
        return g_strdup_printf (_("The computer would take %s from the bank."), card);
      }
    case TSL_CATAN_GIVE_RESOURCE:
      {
        g_autofree char *card = one_card_text (m->arg[0]);

        /* Translators: an event card: the card given ("1 ore") and the player who receives it */
        return g_strdup_printf (_("The computer would give %s to %s."), card,
                                catan_player_name (names, m->arg[1], buf, sizeof buf));
      }
    default:
      if (m->arg[0] >= 0)
        /* Translators: an event card: the player drawn from */
        return g_strdup_printf (_("The computer would draw a resource card from %s."),
                                catan_player_name (names, m->arg[0], buf, sizeof buf));
      return g_strdup (_("The computer would choose to draw no card."));
    }
}

/* Caravans: the cards revealed in the camel vote. */
static char *
hint_vote (const TslMove *m)
{
  guint8 shown[CATAN_N_RES] = { 0, };
  g_autofree char *cards = NULL;

  if (m->count[0] + m->count[1] == 0)
    return g_strdup (_("The computer would reveal no cards in the camel vote."));
  shown[TSL_CATAN_WOOL] = m->count[0];
  shown[TSL_CATAN_GRAIN] = m->count[1];
  cards = catan_cards_text (shown);
  /* Translators: Caravans; the cards revealed ("1 wool, 2 grain") */
  return g_strdup_printf (_("The computer would reveal %s in the camel vote."), cards);
}

/* Barbarian Attack: knights, barbarians and the battle. */
static char *
hint_barbarian_attack (const CatanState   *s,
                       const CatanState   *after,
                       const TslMove      *m,
                       const TslMove      *applied,
                       const char * const *names)
{
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_PLACE_KNIGHT:
      if (m->arg[1] >= 0)
        return g_strdup (_("The computer would move one of your knights to another path (Black Knight)."));
      if (s->slice_barbarian_attack.card_pending == TSL_CATAN_KNIGHTHOOD)
        return g_strdup (_("The computer would place a knight on a path of the castle (Knighthood)."));
      return g_strdup (_("The computer would place a knight on a path of the island (Black Knight)."));
    case TSL_CATAN_MOVE_BARBARIANS:
      if (s->phase != CATAN_PHASE_CARD)
        {
          guint paid = s->slice_two_player.tokens[m->player] - after->slice_two_player.tokens[m->player];

          /* Translators: two-player Barbarian Attack; the trade tokens paid */
          return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                               "The computer would pay %u trade token and move a barbarian to another coastal hex.",
                                               "The computer would pay %u trade tokens and move a barbarian to another coastal hex.",
                                               paid), paid);
        }
      if (m->arg[0] < 0)
        return g_strdup (_("The computer would bring a barbarian from the reserve to a coastal hex (Treason)."));
      return g_strdup (_("The computer would move a barbarian to another coastal hex (Treason)."));
    case TSL_CATAN_CAPTURE_BARBARIAN:
      {
        g_autofree char *hex = hex_label (s, m->arg[0]);

        /* Translators: Barbarian Attack; a coastal hex ("Forest 8") */
        return g_strdup_printf (_("The computer would take a barbarian on %s prisoner (Intrigue)."), hex);
      }
    case TSL_CATAN_MOVE_KNIGHT:
      if (s->slice_barbarian_attack.knight_at[m->arg[0]] == CATAN_FOREIGN_KNIGHT && m->arg[2])
        return g_strdup (_("The computer would pay 1 grain and move the Foreign Knight up to 5 paths."));
      if (s->slice_barbarian_attack.knight_at[m->arg[0]] == CATAN_FOREIGN_KNIGHT)
        return g_strdup (_("The computer would move the Foreign Knight."));
      if (m->arg[2])
        return g_strdup (_("The computer would pay 1 grain and move a knight up to 5 paths."));
      return g_strdup (_("The computer would move a knight."));
    case TSL_CATAN_FIGHT_BARBARIANS:
      /* The colour die decides the battle: not told. */
      return g_strdup (_("The computer would let the knights fight the barbarians."));
    default:
      if (applied->arg[0] >= 0)
        /* Translators: Barbarian Attack's 7; the player drawn from */
        return g_strdup_printf (_("The computer would draw a resource card from %s."),
                                catan_player_name (names, applied->arg[0], buf, sizeof buf));
      return g_strdup (_("The computer would draw no card: nobody has one."));
    }
}

/* Traders & Barbarians: the wagon and the barbarians. */
static char *
hint_traders (const CatanState   *s,
              const CatanState   *after,
              const TslMove      *m,
              const TslMove      *applied,
              const char * const *names)
{
  guint p = (guint) m->player;
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_MOVE_WAGON:
      {
        guint used = after->slice_traders_barbarians.tb_mp_used - s->slice_traders_barbarians.tb_mp_used;
        GString *out = g_string_new (NULL);

        /* Translators: Traders & Barbarians; the movement points the step costs */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "The computer would move the wagon one step for %u movement point.",
                                                  "The computer would move the wagon one step for %u movement points.",
                                                  used), used);
        if (after->slice_traders_barbarians.tb_delivered[p] > s->slice_traders_barbarians.tb_delivered[p])
          {
            g_string_append_c (out, ' ');
            g_string_append (out, catan_tb_hint_delivery_text (s->slice_traders_barbarians.tb_task[p]));
          }
        if (applied->arg[1] >= 0)
          {
            g_string_append_c (out, ' ');
            /* Which commodity card it is, is drawn at random. */
            g_string_append (out, _("Then a commodity card would be drawn."));
          }
        return g_string_free (out, FALSE);
      }
    case TSL_CATAN_WAGON_GRAIN:
      return g_strdup (_("The computer would pay 1 grain for 2 more movement points."));
    case TSL_CATAN_CHASE_BARBARIAN:
      return g_strdup (_("The computer would roll the die to chase the barbarian away."));
    case TSL_CATAN_MOVE_BARBARIAN:
      if (applied->arg[2] >= 0)
        /* Translators: Traders & Barbarians; the owner of the road robbed */
        return g_strdup_printf (_("The computer would move a barbarian onto a road of %s and draw a card from them."),
                                catan_player_name (names, catan_tb_path_owner (after, (guint) m->arg[1]),
                                                   buf, sizeof buf));
      return g_strdup (_("The computer would move a barbarian."));
    default:
      /* Translators: Traders & Barbarians; the wagon's new level (2 to 5) */
      return g_strdup_printf (_("The computer would upgrade the wagon to level %u."), after->slice_traders_barbarians.tb_level[p]);
    }
}

/* Building, development cards and trade, common to every module. */
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
    case TSL_CATAN_PASS_OLD_BOOT:
      /* Translators: Fishermen of Catan; the player who would get the Old Boot */
      return g_strdup_printf (_("The computer would give the Old Boot to %s."),
                              catan_player_name (names, m->arg[0], buf, sizeof buf));
    case TSL_CATAN_BUILD_BRIDGE:
      return g_strdup (_("The computer would build a bridge over the river."));
    case TSL_CATAN_BUY_WITH_GOLD:
      a = one_card_text (m->arg[0]);
      /* Translators: Rivers of Catan; the card bought ("1 ore") */
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

  /* Only what the rules fix is read from the copy, never what it drew. */
  tsl_rng_init (&rng, 0, 0);
  if (!catan_apply (&after, &applied, &rng, NULL))
    {
      after = *s;
      applied = *m;
    }
  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      return hint_roll (s);
    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_PLAY_KNIGHT:
      return hint_robber (s, m, names);
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
      return hint_neutral (&after, m);
    case TSL_CATAN_FORCED_TRADE:
    case TSL_CATAN_ROBBER_TO_DESERT:
    case TSL_CATAN_TURN_IN_KNIGHT:
      return hint_tokens (s, &after, m, &applied, names);
    case TSL_CATAN_DAMAGE_ROAD:
    case TSL_CATAN_REPAIR_ROAD:
    case TSL_CATAN_TAKE_RESOURCE:
    case TSL_CATAN_GIVE_RESOURCE:
    case TSL_CATAN_DRAW_RESOURCE:
      return hint_event_choice (m, names);
    case TSL_CATAN_FISH_ROBBER:
    case TSL_CATAN_FISH_STEAL:
    case TSL_CATAN_FISH_RESOURCE:
    case TSL_CATAN_FISH_ROAD:
    case TSL_CATAN_FISH_DEV_CARD:
      return hint_fish (m, names);
    case TSL_CATAN_VOTE_CAMEL:
      return hint_vote (m);
    case TSL_CATAN_PLACE_KNIGHT:
    case TSL_CATAN_MOVE_BARBARIANS:
    case TSL_CATAN_CAPTURE_BARBARIAN:
    case TSL_CATAN_MOVE_KNIGHT:
    case TSL_CATAN_FIGHT_BARBARIANS:
    case TSL_CATAN_STEAL_RESOURCE:
      return hint_barbarian_attack (s, &after, m, &applied, names);
    case TSL_CATAN_MOVE_WAGON:
    case TSL_CATAN_WAGON_GRAIN:
    case TSL_CATAN_CHASE_BARBARIAN:
    case TSL_CATAN_MOVE_BARBARIAN:
    case TSL_CATAN_UPGRADE_WAGON:
      return hint_traders (s, &after, m, &applied, names);
    default:
      if (m->type >= TSL_CATAN_N_ACTIONS)   /* a module's own move */
        {
          char *hint = catan_hooks_describe_hint (s, m, names);

          if (hint != NULL)
            return hint;
        }
      return hint_main (s, m, names);
    }
}
