/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-caravans-private.h"
#include "tsl-catan-hooks-text-private.h"

/* The Caravans in the log and the hints (tsl-catan-describe.c and
 * tsl-catan-hint.c, through their hooks): the camel vote. */

/* The cards a vote reveals: its wool and its grain. */
static void
vote_cards (const TslMove *m,
            guint8        *shown)
{
  memset (shown, 0, CATAN_N_RES);
  shown[TSL_CATAN_WOOL] = m->count[0];
  shown[TSL_CATAN_GRAIN] = m->count[1];
}

/* The vote, and once the last seat has voted its result. */
gboolean
catan_caravans_describe_move (GString            *out,
                              const CatanState   *before,
                              const CatanState   *after,
                              const TslMove      *m,
                              const char         *who,
                              const char * const *names)
{
  guint8 shown[CATAN_N_RES];
  guint placed = before->slice_caravans.camels_left - after->slice_caravans.camels_left;
  char buf[32];

  if (m->type != TSL_CATAN_VOTE_CAMEL)
    return FALSE;
  vote_cards (m, shown);
  if (m->count[0] + m->count[1] > 0)
    {
      g_autofree char *cards = catan_cards_text (shown);

      /* Translators: the voter and the cards revealed ("1 wool, 2 grain") */
      g_string_append_printf (out, _("%s revealed %s in the camel vote."), who, cards);
    }
  else
    g_string_append_printf (out, _("%s revealed no cards in the camel vote."), who);
  if (after->phase == CATAN_PHASE_VOTE)
    return TRUE;
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
  return TRUE;
}

/* The cards revealed in the camel vote. */
char *
catan_caravans_hint_move (const CatanState   *s,
                          const CatanState   *after,
                          const TslMove      *m,
                          const TslMove      *applied,
                          const char * const *names)
{
  guint8 shown[CATAN_N_RES];
  g_autofree char *cards = NULL;

  if (m->type != TSL_CATAN_VOTE_CAMEL)
    return NULL;
  if (m->count[0] + m->count[1] == 0)
    return g_strdup (_("The computer would reveal no cards in the camel vote."));
  vote_cards (m, shown);
  cards = catan_cards_text (shown);
  /* Translators: Caravans; the cards revealed ("1 wool, 2 grain") */
  return g_strdup_printf (_("The computer would reveal %s in the camel vote."), cards);
}
