/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-view-private.h"

/* The notices of the Catan table: after every action, what changed the
 * hand or the pieces of the person whose hand is shown, said in the
 * log's sentence and, for the hand, in the cards won and lost (the thief
 * sees which card, as the redacted view tells the seat), and what a
 * module says is news (an event card, a landing, a new harbourmaster). */

/* The person's own choices they see happen; only an outcome is news. */
static gboolean
has_outcome (TslCatanView       *self,
             TslCatanAction      type)
{
  TSL_CATAN_VIEW_FOREACH_MODULE (i, module, &self->info)
    if (module->outcome_moves & (G_GUINT64_CONSTANT (1) << type))
      return TRUE;
  switch (type)
    {
    case TSL_CATAN_ROLL:
    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_PLAY_KNIGHT:
      return TRUE;
    default:
      return FALSE;
    }
}

static guint
count_pieces (const TslCatanInfo *info,
              gint                seat)
{
  guint n = 0;

  for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    n += info->building_owner[v] == seat;
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    n += info->road_owner[e] == seat;
  return n;
}

/* "Anna received 1 wool and gave up 2 lumber.", or NULL when the hand
 * kept its resources. */
static char *
hand_change (const TslCatanInfo *before,
             const TslCatanInfo *after,
             gint                seat,
             const char         *name)
{
  guint gained[TSL_CATAN_N_RESOURCES], lost[TSL_CATAN_N_RESOURCES];
  gboolean any_gained = FALSE, any_lost = FALSE;
  g_autofree char *gained_text = NULL;
  g_autofree char *lost_text = NULL;

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      gint diff = (gint) after->players[seat].resources[r] - (gint) before->players[seat].resources[r];

      gained[r] = diff > 0 ? (guint) diff : 0;
      lost[r] = diff < 0 ? (guint) -diff : 0;
      any_gained |= diff > 0;
      any_lost |= diff < 0;
    }
  if (!any_gained && !any_lost)
    return NULL;
  gained_text = tsl_catan_cards_text (gained, FALSE);
  lost_text = tsl_catan_cards_text (lost, FALSE);
  if (any_gained && any_lost)
    /* Translators: a notice; a player, then two lists of resource cards */
    return g_strdup_printf (_("%s received %s and gave up %s."), name, gained_text, lost_text);
  if (any_gained)
    /* Translators: a notice; a player, then a list of resource cards */
    return g_strdup_printf (_("%s received %s."), name, gained_text);
  /* Translators: a notice; a player, then a list of resource cards */
  return g_strdup_printf (_("%s gave up %s."), name, lost_text);
}

/**
 * _tsl_catan_view_notice_action:
 * @before: what the shown seat saw before the action
 * @before_viewer: whose hand was shown then
 * @index: the action just applied
 *
 * Shows a notice when the action changed something the person at the
 * table must not miss.
 */
void
_tsl_catan_view_notice_action (TslCatanView       *self,
                               const TslCatanInfo *before,
                               gint                before_viewer,
                               guint               index)
{
  const TslMove *move = tsl_game_get_move (self->game, index);
  gint me = self->viewer;
  const char *sentence = tsl_game_get_action_text (self->game, index);
  g_autofree char *hand = NULL;
  gboolean hand_news, news, module_news = FALSE;

  if (me < 0 || me != before_viewer || me >= (gint) self->info.n_players
      || !tsl_session_is_human (self->session, me) || gtk_widget_get_visible (self->privacy_box))
    return;
  hand = hand_change (before, &self->info, me, _tsl_catan_view_seat_name (self, me));
  hand_news = hand != NULL && (move->player != me || has_outcome (self, move->type));
  TSL_CATAN_VIEW_FOREACH_MODULE (i, module, &self->info)
    module_news |= module->notice_wanted != NULL && module->notice_wanted (self, before, move);
  news = hand_news || module_news || count_pieces (&self->info, me) < count_pieces (before, me);
  if (!news)
    return;
  if (hand_news)
    {
      g_autofree char *text = g_strconcat (sentence != NULL ? sentence : "", " ", hand, NULL);

      tsl_game_view_show_notice (TSL_GAME_VIEW (self), g_strstrip (text));
    }
  else
    tsl_game_view_show_notice (TSL_GAME_VIEW (self), sentence);
}
