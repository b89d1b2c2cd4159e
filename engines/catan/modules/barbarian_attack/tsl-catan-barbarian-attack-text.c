/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-hooks-text-private.h"

/* Barbarian Attack: the log's sentences and the hints for the scenario's
 * actions, for what a move did to the barbarians and for its 7
 * (tsl-catan-describe.c and tsl-catan-hint.c, through their hooks). */

static const char *
owner_name (const char * const *names,
            guint               o,
            char               *buf,
            gsize               len)
{
  if (o == CATAN_FOREIGN_KNIGHT)
    return _("The Foreign Knight");
  return catan_player_name (names, (gint) o, buf, len);
}

static const char *
card_title (guint card)
{
  switch (card)
    {
    /* Translators: Barbarian Attack development card (HU "Lovaggá ütés", DE "Ritterschlag") */
    case TSL_CATAN_KNIGHTHOOD: return _("Knighthood");
    /* Translators: Barbarian Attack development card (HU "Fekete lovag", DE "Schwarzer Ritter") */
    case TSL_CATAN_BLACK_KNIGHT: return _("Black Knight");
    /* Translators: Barbarian Attack development card (HU "Árulás", DE "Verrat") */
    case TSL_CATAN_TREASON: return _("Treason");
    /* Translators: Barbarian Attack development card (HU "Intrika", DE "Intrige") */
    default: return _("Intrigue");
    }
}

/* A whole sentence per colour: a colour declines with its noun in many
 * languages (l10n review 2, S3). */
static const char *
colour_sentence (guint colour)
{
  switch (colour)
    {
    /* Translators: Barbarian Attack, the log after a battle: the colour die decides which
     * knights are lost */
    case 0: return _("The colour die showed green.");
    /* Translators: Barbarian Attack, the log after a battle */
    case 1: return _("The colour die showed purple.");
    /* Translators: Barbarian Attack, the log after a battle */
    default: return _("The colour die showed brown.");
    }
}

static void
describe_battle (GString            *out,
                 const CatanState   *before,
                 const CatanState   *after,
                 const char * const *names)
{
  const CatanBarbarianAttackSlice *ba = &after->slice_barbarian_attack;
  guint hex = ba->last_battle_hex;
  guint n = before->slice_barbarian_attack.barbarians[hex];
  char buf[32];

  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "The knights defeated %u barbarian on a coastal hex.",
                                         "The knights defeated %u barbarians on a coastal hex.", n), n);
  for (guint o = 0; o < CATAN_BA_OWNERS; o++)
    if (ba->last_battle_prisoners[o] > 0)
      {
        g_string_append_c (out, ' ');
        /* Translators: Barbarian Attack; a player's name (or "The Foreign Knight") and a count */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s took %u prisoner.", "%s took %u prisoners.",
                                               ba->last_battle_prisoners[o]),
                                owner_name (names, o, buf, sizeof buf), ba->last_battle_prisoners[o]);
      }
  g_string_append_c (out, ' ');
  g_string_append (out, colour_sentence (ba->last_battle_colour));
  for (guint o = 0; o < CATAN_BA_OWNERS; o++)
    if (ba->last_battle_lost[o] > 0)
      {
        g_string_append_c (out, ' ');
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s lost %u knight.", "%s lost %u knights.",
                                               ba->last_battle_lost[o]),
                                owner_name (names, o, buf, sizeof buf), ba->last_battle_lost[o]);
      }
}

static void
describe_landing (GString        *out,
                  const TslMove  *m)
{
  guint n = 0;

  for (guint i = 0; i < CATAN_BA_LANDINGS; i++)
    n += m->count[i] != 0;
  g_string_append_c (out, ' ');
  if (n == 0)
    g_string_append (out, _("No barbarians are left to land."));
  else if (n == 1)
    g_string_append_printf (out, _("The barbarians rolled %u."), m->count[0]);
  else if (n == 2)
    /* Translators: Barbarian Attack; the numbers rolled for the barbarians' landing */
    g_string_append_printf (out, _("The barbarians rolled %u and %u."), m->count[0], m->count[1]);
  else
    /* Translators: Barbarian Attack; the numbers rolled for the barbarians' landing */
    g_string_append_printf (out, _("The barbarians rolled %u, %u and %u."), m->count[0], m->count[1], m->count[2]);
}

/* There is no robber. */
const char *
catan_barbarian_attack_describe_seven (const CatanState *s)
{
  return _("There is no robber: the 7 lets the player draw a resource card from an opponent.");
}

/* Appends what @m did in a Barbarian Attack game (the sentence of its own
 * actions too); nothing otherwise. */
void
catan_barbarian_attack_describe_after (GString            *out,
                                       const CatanState   *before,
                                       const CatanState   *after,
                                       const TslMove      *m,
                                       const char         *who,
                                       const char * const *names)
{
  const CatanBarbarianAttackSlice *ba = &before->slice_barbarian_attack;
  guint pillaged, freed;
  char buf[32];

  if (!catan_barbarian_attack (before))
    return;
  switch (m->type)
    {
    case TSL_CATAN_BUY_DEV_CARD:
      g_string_append_c (out, ' ');
      /* Translators: Barbarian Attack; follows "%s bought a development card." in the log:
       * the title of the card bought, which is carried out at once ("Knighthood") */
      g_string_append_printf (out, _("The card is %s."), card_title ((guint) m->arg[0]));
      if (after->slice_barbarian_attack.card_pending == CATAN_NONE)
        /* Translators: Barbarian Attack; follows "The card is %s." in the log */
        g_string_append_printf (out, " %s", _("The card has no effect now."));
      break;
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
      describe_landing (out, m);
      break;
    case TSL_CATAN_END_TURN:
      if (after->phase == CATAN_PHASE_KNIGHTS)
        {
          g_string_append_c (out, ' ');
          g_string_append (out, _("Now the knights may move."));
        }
      else if (after->phase == CATAN_PHASE_BATTLE)
        {
          g_string_append_c (out, ' ');
          g_string_append (out, _("The knights attacked the barbarians."));
        }
      break;
    case TSL_CATAN_PLACE_KNIGHT:
      if (m->arg[1] >= 0)
        g_string_append_printf (out, _("%s moved one of their knights to another path (Black Knight)."), who);
      else if (ba->card_pending == TSL_CATAN_KNIGHTHOOD)
        g_string_append_printf (out, _("%s placed a knight on a path of the castle (Knighthood)."), who);
      else
        g_string_append_printf (out, _("%s placed a knight on a path of the island (Black Knight)."), who);
      break;
    case TSL_CATAN_MOVE_BARBARIANS:
      if (before->phase != CATAN_PHASE_CARD)
        {
          guint paid = before->slice_two_player.tokens[m->player] - after->slice_two_player.tokens[m->player];

          /* Translators: two-player Barbarian Attack; a player's name and the tokens paid */
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s paid %u trade token and moved a barbarian to another coastal hex.",
                                                 "%s paid %u trade tokens and moved a barbarian to another coastal hex.",
                                                 paid), who, paid);
        }
      else if (m->arg[0] < 0)
        g_string_append_printf (out, _("%s brought a barbarian from the reserve to a coastal hex (Treason)."), who);
      else
        g_string_append_printf (out, _("%s moved a barbarian to another coastal hex (Treason)."), who);
      break;
    case TSL_CATAN_CAPTURE_BARBARIAN:
      g_string_append_printf (out, _("%s took a barbarian prisoner (Intrigue)."), who);
      break;
    case TSL_CATAN_MOVE_KNIGHT:
      if (ba->knight_at[m->arg[0]] == CATAN_FOREIGN_KNIGHT && m->arg[2])
        g_string_append_printf (out, _("%s paid 1 grain and moved the Foreign Knight up to 5 paths."), who);
      else if (ba->knight_at[m->arg[0]] == CATAN_FOREIGN_KNIGHT)
        g_string_append_printf (out, _("%s moved the Foreign Knight."), who);
      else if (m->arg[2])
        g_string_append_printf (out, _("%s paid 1 grain and moved a knight up to 5 paths."), who);
      else
        g_string_append_printf (out, _("%s moved a knight."), who);
      break;
    case TSL_CATAN_FIGHT_BARBARIANS:
      describe_battle (out, before, after, names);
      break;
    case TSL_CATAN_STEAL_RESOURCE:
      if (m->arg[0] >= 0)
        /* Translators: Barbarian Attack's 7; the player who draws and the player drawn from */
        g_string_append_printf (out, _("%s drew a resource card from %s."), who,
                                owner_name (names, (guint) m->arg[0], buf, sizeof buf));
      else
        g_string_append_printf (out, _("%s could draw no card: nobody has one."), who);
      break;
    default:
      break;
    }

  pillaged = catan_popcount (after->pillaged & ~before->pillaged);
  freed = catan_popcount (before->pillaged & ~after->pillaged);
  if (pillaged > 0)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "The barbarians pillaged %u coastal hex: it produces nothing.",
                                             "The barbarians pillaged %u coastal hexes: they produce nothing.",
                                             pillaged), pillaged);
    }
  if (freed > 0)
    {
      g_string_append_c (out, ' ');
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%u pillaged coastal hex is free again.",
                                             "%u pillaged coastal hexes are free again.", freed), freed);
    }
}

/* Knights, barbarians and the battle. */
char *
catan_barbarian_attack_hint_move (const CatanState   *s,
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
        g_autofree char *hex = catan_hex_label (s, m->arg[0]);

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
    case TSL_CATAN_STEAL_RESOURCE:
      if (applied->arg[0] >= 0)
        /* Translators: Barbarian Attack's 7; the player drawn from */
        return g_strdup_printf (_("The computer would draw a resource card from %s."),
                                catan_player_name (names, applied->arg[0], buf, sizeof buf));
      return g_strdup (_("The computer would draw no card: nobody has one."));
    default:
      return NULL;
    }
}
