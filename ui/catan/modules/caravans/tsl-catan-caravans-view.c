/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-board.h"
#include "tsl-catan-caravans-art.h"
#include "tsl-catan-caravans-view.h"
#include "tsl-catan-view-private.h"
#include "tsl-catan-geometry.h"
#include "tsl-catan-vote-dialog.h"
#include "tsl-catan-screenshot.h"
#include "tsl-screenshot.h"

/* Caravans at the table: the oasis and the camels on the board (the
 * proposal being voted on among them), the points the camels give in the
 * rows, and the camel vote of a human seat as a dialog that opens by
 * itself (keyboard) and takes the board's clicks on the marked paths
 * (mouse).  The engine judges the vote when it is sent. */

typedef struct
{
  GtkWindow *vote_dialog;   /* the human actor's vote, while open */
} Caravans;

static Caravans *
caravans_of (TslCatanView *self)
{
  return _tsl_catan_view_module_data (self, &tsl_catan_view_module_caravans);
}

static gboolean
active (const TslCatanInfo *info)
{
  return info->caravans.played;
}

/* In the camel vote the marked paths are the proposal: camels, not roads. */
static gboolean
draws_marked (const TslCatanInfo *info)
{
  return info->phase == TSL_CATAN_PHASE_VOTE;
}

static void
draw (cairo_t                  *cr,
      const TslCatanInfo       *info,
      const TslCatanBoardFrame *frame,
      TslCatanBoardLayer        layer)
{
  double vx[TSL_CATAN_N_VERTICES], vy[TSL_CATAN_N_VERTICES], ux, uy, ox, oy;

  if (layer != TSL_CATAN_LAYER_PIECES || info->caravans.oasis < 0)
    return;
  for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    {
      tsl_catan_vertex_point (v, &ux, &uy);
      tsl_catan_board_frame_point (frame, ux, uy, &vx[v], &vy[v]);
    }
  tsl_catan_hex_index_center ((guint) info->caravans.oasis, &ux, &uy);
  tsl_catan_board_frame_point (frame, ux, uy, &ox, &oy);
  tsl_catan_draw_caravans (cr, info, vx, vy, ox, oy, frame->scale,
                           frame->marked_edges, draws_marked (info) ? frame->n_marked_edges : 0);
}

/* The points the camels give, so the total adds up. */
static char *
row_detail (const TslCatanInfo *info,
            guint               seat,
            char               *detail)
{
  gint points = info->players[seat].caravans.camel_points;
  char *both;

  if (points <= 0)
    return detail;
  /* Translators: Caravans: the player's details (the line above), then
   * the points their buildings between two camels add. */
  both = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "%s\n+%d point: a building between two camels",
                                       "%s\n+%d points: buildings between two camels",
                                       points),
                          detail, points);
  g_free (detail);
  return both;
}

static gboolean
vote_cb (TslMove  *move,
         gpointer  user_data)
{
  TslCatanView *self = user_data;

  if (!_tsl_catan_view_apply (self, move))
    return FALSE;
  /* The next seat may be a human at the same table: ask again then. */
  _tsl_catan_view_refresh_later (self);
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

static void
prompt_vote (TslCatanView *self)
{
  Caravans *caravans = caravans_of (self);
  const char *names[TSL_CATAN_MAX_PLAYERS];

  if (caravans->vote_dialog != NULL || self->actor < 0)
    return;
  for (guint p = 0; p < TSL_CATAN_MAX_PLAYERS; p++)
    names[p] = _tsl_catan_view_seat_name (self, (gint) p);
  caravans->vote_dialog = tsl_catan_vote_dialog_new (GTK_WIDGET (self), self->actor,
                                                 _tsl_catan_view_seat_name (self, self->actor),
                                                 &self->info, names, vote_cb, mark_cb, self);
  g_object_add_weak_pointer (G_OBJECT (caravans->vote_dialog), (gpointer *) &caravans->vote_dialog);
  gtk_window_present (caravans->vote_dialog);
}

/* A click on @edge while the human actor votes: the path of the first
 * camel (the second one with two players when the first is chosen).
 * Returns whether @edge is a camel spot. */
static gboolean
vote_edge (TslCatanView *self,
           guint         edge)
{
  Caravans *caravans = caravans_of (self);
  TslCatanVoteDialog *dialog;

  if (edge >= TSL_CATAN_N_EDGES || self->info.caravans.camel_spot[edge] < 0)
    return FALSE;
  prompt_vote (self);
  dialog = TSL_CATAN_VOTE_DIALOG (caravans->vote_dialog);
  if (self->info.caravans.camels_per_vote > 1 && self->n_picked_edges == 1 && self->picked_edges[0] != edge)
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
  gtk_window_present (caravans->vote_dialog);
  return TRUE;
}

/* A marked path goes into the vote dialog, not straight to the rules. */
static gboolean
edge_clicked (TslCatanView *self,
              gpointer      data,
              guint         edge,
              gboolean      legal)
{
  if (!_tsl_catan_view_has_legal (self, TSL_CATAN_VOTE_CAMEL))
    return FALSE;
  if (!vote_edge (self, edge))
    _tsl_catan_view_explain (self, _("A camel can go only on one of the marked paths: it continues the last "
                                     "camel of a caravan, or starts one on an arrow out of the oasis."));
  return TRUE;
}

static gboolean
targets (TslCatanView    *self,
         gpointer         data,
         TslCatanTargets *spots)
{
  for (guint i = 0; _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    if (self->legal.moves[i].type == TSL_CATAN_VOTE_CAMEL && self->legal.moves[i].arg[0] >= 0)
      tsl_catan_targets_add_edge (spots, (guint) self->legal.moves[i].arg[0]);
  return FALSE;
}

/* Both camels of a two-player vote */
static gboolean
move_spots (TslCatanView    *self,
            const TslMove   *move,
            TslCatanTargets *spots)
{
  if (move->type != TSL_CATAN_VOTE_CAMEL)
    return FALSE;
  for (guint k = 0; k < 2; k++)
    if (move->arg[k] >= 0)
      tsl_catan_targets_add_edge (spots, (guint) move->arg[k]);
  return TRUE;
}

static char *
describe_step (TslCatanView *self,
               gpointer      data,
               const char   *name)
{
  if (!_tsl_catan_view_has_legal (self, TSL_CATAN_VOTE_CAMEL))
    return NULL;
  return g_strdup_printf (_("%s: vote on the camel with wool and grain; choose its path in the dialog "
                            "or on the board."), name);
}

static gboolean
prompt (TslCatanView *self,
        gpointer      data)
{
  Caravans *caravans = data;

  if (!_tsl_catan_view_has_legal (self, TSL_CATAN_VOTE_CAMEL) || caravans->vote_dialog != NULL)
    return FALSE;
  prompt_vote (self);
  return TRUE;
}

static void
forget (TslCatanView *self,
        gpointer      data)
{
  Caravans *caravans = data;
  GtkWindow *window = caravans->vote_dialog;

  if (window == NULL)
    return;
  g_object_remove_weak_pointer (G_OBJECT (window), (gpointer *) &caravans->vote_dialog);
  caravans->vote_dialog = NULL;
  gtk_window_destroy (window);
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
  return caravans_of (self)->vote_dialog;
}

/* `tessella --screenshot DIR` */

/* Caravans: Anna's vote dialog. */
static gboolean
shoot_caravans_vote (TslWindow   *window,
                     const char  *dir,
                     GError     **error)
{
  GtkWindow *vote = tsl_catan_view_get_vote_dialog (TSL_CATAN_VIEW (tsl_window_get_view (window)));

  return vote == NULL || tsl_screenshot_shoot (GTK_WIDGET (vote), dir, "caravans-vote.png", 400, error);
}

static const TslCatanScreenshotGame scenes[] = {
  /* Caravans: camels out of the oasis, a "+1" between two of them, and
   * Anna voting on the next camel with the dialog. */
  { "{\"scenario\": \"caravans\"}", 0, 20261126, 220, 3000, "vote_camel", "caravans.png",
    shoot_caravans_vote },
};

const TslCatanViewModule tsl_catan_view_module_caravans = {
  .name = "caravans",
  .active = active,
  .draw = draw,
  .draws_marked = draws_marked,
  .row_detail = row_detail,
  .data_size = sizeof (Caravans),
  .forget = forget,
  .targets = targets,
  .move_spots = move_spots,
  .edge_clicked = edge_clicked,
  .describe_step = describe_step,
  .prompt = prompt,
  .scenes = scenes,
  .n_scenes = G_N_ELEMENTS (scenes),
};
