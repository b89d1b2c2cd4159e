/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-text-private.h"
#include "tsl-catan-two-player-private.h"

/* Two-player Catan in the log and the hints (tsl-catan-describe.c and
 * tsl-catan-hint.c, through their hooks): both rolls, the neutral players'
 * free pieces and the actions paid with trade tokens. */

/* What @m itself did, without the production it let happen (the second
 * roll after the robber of a first 7, or a held-back second event card):
 * @before with the move applied again with nothing pending.  The gains
 * from there to @after are then the production alone, not the card stolen
 * or taken by the move itself.  The move carries its outcomes, so
 * applying it again draws nothing. */
void
catan_without_pending (const CatanState *before,
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

/* Both rolls, resolved in the order rolled. */
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
    catan_append_gains (out, before, after, names);
  if (first == 7 || second == 7)
    {
      const char *seven = catan_hooks_describe_seven (after);

      g_string_append_c (out, ' ');
      g_string_append (out, seven != NULL ? seven : _("The 7 made the robber active."));
    }
  else if (memcmp (before->bank.count, after->bank.count, CATAN_N_RES) == 0)
    {
      g_string_append_c (out, ' ');
      g_string_append (out, _("Nobody received anything."));
    }
}

gboolean
catan_two_player_describe_move (GString            *out,
                                const CatanState   *before,
                                const CatanState   *after,
                                const TslMove      *m,
                                const char         *who,
                                const char * const *names)
{
  char buf[32];
  guint paid;

  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      /* Catan Events turns cards instead. */
      if (catan_events (after) || m->count[2] == 0)
        return FALSE;
      describe_two_rolls (out, before, after, m, who, names);
      return TRUE;
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
      if (m->arg[1] == 0)
        g_string_append_printf (out, _("%s built a free settlement for the first neutral player."), who);
      else
        g_string_append_printf (out, _("%s built a free settlement for the second neutral player."), who);
      return TRUE;
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
      return TRUE;
    case TSL_CATAN_FORCED_TRADE:
      {
        guint drawn = catan_sum5 (m->count + CATAN_N_RES);
        g_autofree char *given = catan_cards_text (m->count);

        paid = before->slice_two_player.tokens[m->player] - after->slice_two_player.tokens[m->player];
        /* Translators: two-player Catan; a player's name and the tokens paid */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s paid %u trade token for a forced trade.",
                                               "%s paid %u trade tokens for a forced trade.", paid),
                                who, paid);
        g_string_append_c (out, ' ');
        /* Translators: two-player Catan; the player, the number of cards
         * drawn, the opponent, the cards given ("2 lumber, 1 ore") */
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s drew %u card from %s and gave %s.",
                                               "%s drew %u cards from %s and gave %s.", drawn),
                                who, drawn, catan_player_name (names, 1 - m->player, buf, sizeof buf), given);
      }
      return TRUE;
    case TSL_CATAN_ROBBER_TO_DESERT:
      paid = before->slice_two_player.tokens[m->player] - after->slice_two_player.tokens[m->player];
      if (catan_caravans (before))
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s paid %u trade token and put the robber off the board.",
                                               "%s paid %u trade tokens and put the robber off the board.", paid),
                                who, paid);
      else
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s paid %u trade token and put the robber in the desert.",
                                             "%s paid %u trade tokens and put the robber in the desert.", paid),
                              who, paid);
      return TRUE;
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
      return TRUE;
    default:
      return FALSE;
    }
}

/* The robber of a first 7 moved: now the second roll produces. */
void
catan_two_player_describe_after (GString            *out,
                                 const CatanState   *before,
                                 const CatanState   *after,
                                 const TslMove      *m,
                                 const char         *who,
                                 const char * const *names)
{
  CatanState mid;

  if (m->type != TSL_CATAN_MOVE_ROBBER || before->slice_two_player.pending_roll == 0)
    return;
  g_string_append_c (out, ' ');
  /* Translators: two-player Catan, after a first roll of 7 */
  g_string_append_printf (out, _("Now the second roll, %u, produces."), before->slice_two_player.pending_roll);
  catan_without_pending (before, m, &mid);
  catan_append_gains (out, &mid, after, names);
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

/* The actions paid with trade tokens. */
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

char *
catan_two_player_hint_move (const CatanState   *s,
                            const CatanState   *after,
                            const TslMove      *m,
                            const TslMove      *applied,
                            const char * const *names)
{
  switch (m->type)
    {
    case TSL_CATAN_ROLL:
      if (catan_events (s))   /* two event cards: Catan Events tells it */
        return NULL;
      /* Translators: two-player Catan: a turn has two production rolls */
      return g_strdup (_("The computer would roll the dice twice."));
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
      return hint_neutral (after, m);
    case TSL_CATAN_FORCED_TRADE:
    case TSL_CATAN_ROBBER_TO_DESERT:
    case TSL_CATAN_TURN_IN_KNIGHT:
      return hint_tokens (s, after, m, applied, names);
    default:
      return NULL;
    }
}
