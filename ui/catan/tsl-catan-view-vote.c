/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-board.h"
#include "tsl-catan-view-private.h"
#include "tsl-catan-vote-dialog.h"

/* Caravans: the camel vote of a human seat, as a dialog that opens by
 * itself (keyboard) and takes the board's clicks on the marked paths
 * (mouse).  The engine judges the vote when it is sent. */

static gboolean
refresh_idle_cb (gpointer user_data)
{
  TslCatanView *self = user_data;

  if (self->game != NULL)
    _tsl_catan_view_refresh (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static gboolean
vote_cb (TslMove  *move,
         gpointer  user_data)
{
  TslCatanView *self = user_data;

  if (!_tsl_catan_view_apply (self, move))
    return FALSE;
  /* The next seat may be a human at the same table: ask again then. */
  g_idle_add (refresh_idle_cb, g_object_ref (self));
  return TRUE;
}

static void
mark_cb (const guint *edges,
         guint        n_edges,
         gpointer     user_data)
{
  TslCatanView *self = user_data;

  tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), edges, n_edges);
}

void
_tsl_catan_view_prompt_vote (TslCatanView *self)
{
  const char *names[TSL_CATAN_MAX_PLAYERS];

  if (self->vote_dialog != NULL || self->actor < 0)
    return;
  for (guint p = 0; p < TSL_CATAN_MAX_PLAYERS; p++)
    names[p] = _tsl_catan_view_seat_name (self, (gint) p);
  self->vote_dialog = tsl_catan_vote_dialog_new (GTK_WIDGET (self), self->actor,
                                                 _tsl_catan_view_seat_name (self, self->actor),
                                                 &self->info, names, vote_cb, mark_cb, self);
  g_object_add_weak_pointer (G_OBJECT (self->vote_dialog), (gpointer *) &self->vote_dialog);
  gtk_window_present (self->vote_dialog);
}

/* A click on @edge while the human actor votes: the path of the first
 * camel (the second one with two players when the first is chosen).
 * Returns whether @edge is a camel spot. */
gboolean
_tsl_catan_view_vote_edge (TslCatanView *self,
                           guint         edge)
{
  TslCatanVoteDialog *dialog;

  if (edge >= TSL_CATAN_N_EDGES || self->info.camel_spot[edge] < 0)
    return FALSE;
  _tsl_catan_view_prompt_vote (self);
  dialog = TSL_CATAN_VOTE_DIALOG (self->vote_dialog);
  if (self->info.camels_per_vote > 1 && self->n_picked_edges == 1 && self->picked_edges[0] != edge)
    {
      tsl_catan_vote_dialog_select_path (dialog, 1, (gint) edge);
      self->n_picked_edges = 0;
    }
  else
    {
      tsl_catan_vote_dialog_select_path (dialog, 0, (gint) edge);
      self->picked_edges[0] = edge;
      self->n_picked_edges = 1;
    }
  gtk_window_present (self->vote_dialog);
  return TRUE;
}

/**
 * tsl_catan_view_get_vote_dialog:
 *
 * Returns: (transfer none) (nullable): the open camel vote dialog (tests)
 */
GtkWindow *
tsl_catan_view_get_vote_dialog (TslCatanView *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), NULL);
  return self->vote_dialog;
}
