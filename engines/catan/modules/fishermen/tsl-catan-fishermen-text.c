/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-text-private.h"

/* The Fishermen of Catan in the log and the hints (tsl-catan-describe.c
 * and tsl-catan-hint.c, through their hooks): the fish handed in, the
 * fish cards drawn and the Old Boot. */

/* The fish a move hands in. */
static guint
fish_paid (const TslMove *m)
{
  return (guint) m->count[0] + 2u * m->count[1] + 3u * m->count[2];
}

gboolean
catan_fishermen_describe_move (GString            *out,
                               const CatanState   *before,
                               const CatanState   *after,
                               const TslMove      *m,
                               const char         *who,
                               const char * const *names)
{
  guint paid = fish_paid (m);
  char buf[32];

  switch (m->type)
    {
    case TSL_CATAN_FISH_ROBBER:
      /* Translators: Fishermen of Catan; a player's name and the fish handed in */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and drove the robber off the board.",
                                             "%s handed in %u fish and drove the robber off the board.",
                                             paid), who, paid);
      return TRUE;
    case TSL_CATAN_FISH_STEAL:
      /* Translators: Fishermen of Catan; a player's name, the fish handed in, the opponent */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and drew a resource card from %s.",
                                             "%s handed in %u fish and drew a resource card from %s.",
                                             paid), who, paid,
                              catan_player_name (names, m->arg[0], buf, sizeof buf));
      return TRUE;
    case TSL_CATAN_FISH_RESOURCE:
      /* Translators: Fishermen of Catan; a player's name, the fish handed in, a resource */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and took 1 %s from the bank.",
                                             "%s handed in %u fish and took 1 %s from the bank.",
                                             paid), who, paid, catan_resource_name ((guint) m->arg[0]));
      return TRUE;
    case TSL_CATAN_FISH_ROAD:
      /* Translators: Fishermen of Catan; a player's name and the fish handed in */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and built a road for free.",
                                             "%s handed in %u fish and built a road for free.",
                                             paid), who, paid);
      return TRUE;
    case TSL_CATAN_FISH_DEV_CARD:
      /* Translators: Fishermen of Catan; a player's name and the fish handed in */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s handed in %u fish and took a development card for free.",
                                             "%s handed in %u fish and took a development card for free.",
                                             paid), who, paid);
      return TRUE;
    case TSL_CATAN_PASS_OLD_BOOT:
      /* Translators: Fishermen of Catan; the giver and the player who now holds the Old Boot */
      g_string_append_printf (out, _("%s gave the Old Boot to %s."), who,
                              catan_player_name (names, m->arg[0], buf, sizeof buf));
      return TRUE;
    default:
      return FALSE;
    }
}

/* Fish cards drawn are something received too. */
gboolean
catan_fishermen_describe_received (const CatanState *before,
                                   const CatanState *after,
                                   const TslMove    *m)
{
  return m->count[5] > 0;
}

/* The fish cards each player drew by the production of a roll (face
 * down: how many, not which) and the Old Boot, which is shown at once. */
void
catan_fishermen_describe_after (GString            *out,
                                const CatanState   *before,
                                const CatanState   *after,
                                const TslMove      *m,
                                const char         *who,
                                const char * const *names)
{
  char buf[32];

  if (m->type != TSL_CATAN_ROLL && m->type != TSL_CATAN_MOVE_ROBBER)
    return;
  for (guint p = 0; p < after->n_players; p++)
    {
      guint had = 0, has = 0, drawn;

      /* How many, not which: the kinds of another's fish cards are hidden
       * (a seat's view deals them again). */
      for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
        {
          had += before->slice_fishermen.fish[p][k];
          has += after->slice_fishermen.fish[p][k];
        }
      drawn = has > had ? has - had : 0;
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

/* What the fish handed in buy, and the Old Boot passed on. */
char *
catan_fishermen_hint_move (const CatanState   *s,
                           const CatanState   *after,
                           const TslMove      *m,
                           const TslMove      *applied,
                           const char * const *names)
{
  guint paid = fish_paid (m);
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
        g_autofree char *card = catan_one_card_text (m->arg[0]);

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
    case TSL_CATAN_FISH_DEV_CARD:
      /* Translators: Fishermen of Catan; the fish handed in */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "The computer would hand in %u fish and take a development card for free.",
                                           "The computer would hand in %u fish and take a development card for free.",
                                           paid), paid);
    case TSL_CATAN_PASS_OLD_BOOT:
      /* Translators: Fishermen of Catan; the player who would get the Old Boot */
      return g_strdup_printf (_("The computer would give the Old Boot to %s."),
                              catan_player_name (names, m->arg[0], buf, sizeof buf));
    default:
      return NULL;
    }
}
