/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-hunters-board.h"
#include "tsl-hunters-panel.h"
#include "tsl-hunters-screenshot.h"
#include "tsl-hunters-view.h"
#include "tsl-seat-row.h"

/*
 * TslHuntersView: the Carcassonne: Hunters and Gatherers game window's
 * content.  Everything shown comes from the engine's typed table
 * (tsl-hunters.h), read through the seat's redacted view, and its legal
 * moves; every choice goes back as one of those moves, so the view never
 * decides a rule.  A human's tile is drawn for them (drawing is
 * no decision); then they lay it and may set a figure or skip.
 *
 * There is no privacy screen between humans: nothing is hidden in this
 * game except the stack, and the drawn tile is shown to the whole table.
 */

struct _TslHuntersView
{
  TslGameView        parent_instance;

  GtkWidget         *view_stack;
  GtkWidget         *status_label;
  GtkWidget         *thinking_spinner;
  GtkWidget         *board;
  GtkWidget         *tile_preview;
  GtkWidget         *tile_label;
  GtkWidget         *stack_label;
  GtkWidget         *figure_box;
  GtkWidget         *skip_button;
  GtkWidget         *score_track;
  GtkWidget         *players_box;
  GtkWidget         *legend;
  GtkWidget         *log_scroll;
  GtkWidget         *log_list;
  GtkWidget         *final_board;
  GtkWidget         *victory_title;
  GtkWidget         *victory_subtitle;
  GtkWidget         *victory_grid;
  GtkWidget         *victory_note;

  TslSession        *session;        /* the base view's, borrowed */
  TslGame           *game;
  TslHuntersTable   *model;        /* the seat's view of the table */
  GdkRGBA            colors[TSL_HUNTERS_MAX_PLAYERS];
  GtkWidget         *player_rows[TSL_HUNTERS_MAX_PLAYERS];

  TslMoveList        legal;        /* empty unless a human is to act */
  gint               actor;
  guint              rotation;
  guint              fit_mask;       /* rotations that fit somewhere */
  guint              n_options;
  TslHuntersOption   options[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  TslMove            option_moves[TSL_HUNTERS_BOARD_MAX_OPTIONS];

  guint              draw_idle_id;
  gboolean           log_at_end;
};

G_DEFINE_FINAL_TYPE (TslHuntersView, tsl_hunters_view, TSL_TYPE_GAME_VIEW)

static const char *
seat_name (TslHuntersView *self,
           gint            seat)
{
  return tsl_game_view_seat_name (TSL_GAME_VIEW (self), seat);
}

static const TslMove *
find_legal (TslHuntersView     *self,
            TslHuntersMoveType  type)
{
  for (guint i = 0; i < self->legal.len; i++)
    if (self->legal.moves[i].type == type)
      return &self->legal.moves[i];
  return NULL;
}

/* Sends @move for the human whose turn it is; a refusal goes to the
 * status line and changes nothing. */
static gboolean
apply (TslHuntersView *self,
       const TslMove  *move)
{
  TslMove keep;

  if (move == NULL)
    return FALSE;
  /* The refresh triggered by the move refills the legal list. */
  keep = *move;
  keep.player = (gint8) self->actor;
  return tsl_game_view_apply_move (TSL_GAME_VIEW (self), &keep);
}

static char *
describe_step (TslHuntersView *self)
{
  const char *name = seat_name (self, self->actor);
  gint thinking = self->session != NULL ? tsl_session_get_thinking_seat (self->session) : -1;

  if (self->model == NULL || self->model->phase == TSL_HUNTERS_PHASE_OVER)
    return g_strdup (_("The game is over."));
  if (thinking >= 0)
    return g_strdup_printf (_("%s is thinking…"), seat_name (self, thinking));
  if (!tsl_session_is_human (self->session, self->actor))
    return g_strdup_printf (_("%s’s turn"), name);
  switch (self->model->phase)
    {
    case TSL_HUNTERS_PHASE_DRAW:
      return g_strdup_printf (_("%s draws a tile…"), name);
    case TSL_HUNTERS_PHASE_PLACE:
      if (self->model->bonus_turn)
        return g_strdup_printf (_("%s: place the bonus tile on a marked square (R turns it)"), name);
      return g_strdup_printf (_("%s: place the tile on a marked square (R turns it)"), name);
    case TSL_HUNTERS_PHASE_FIGURE:
      if (self->n_options == 0)
        return g_strdup_printf (_("%s: no figure can go on this tile — skip"), name);
      return g_strdup_printf (_("%s: place a gatherer, fisher, hunter or hut on the new tile, or skip"),
                              name);
    case TSL_HUNTERS_PHASE_OVER:
    default:
      return g_strdup (_("The game is over."));
    }
}

/* Reads the legal actions into the board's cells and figure options. */
static void
update_targets (TslHuntersView *self)
{
  TslHuntersCell cells[TSL_HUNTERS_BOARD_MAX_CELLS];
  guint n_cells = 0;
  gboolean human_figure = FALSE;
  TslHuntersTableTile last = { 0 };

  if (self->model->last_placed >= 0)
    last = self->model->tiles[self->model->last_placed];
  self->fit_mask = 0;
  self->n_options = 0;
  for (guint i = 0; i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];

      if (move->type == TSL_HUNTERS_MOVE_PLACE)
        {
          gint x = move->arg[0], y = move->arg[1];
          guint quarter = (guint) move->arg[2] & 3;
          guint c;

          for (c = 0; c < n_cells; c++)
            if (cells[c].x == x && cells[c].y == y)
              break;
          if (c == n_cells && n_cells < G_N_ELEMENTS (cells))
            cells[n_cells++] = (TslHuntersCell) { x, y, 0 };
          if (c < n_cells)
            cells[c].rotations |= 1u << quarter;
          self->fit_mask |= 1u << quarter;
        }
      else if (move->type == TSL_HUNTERS_MOVE_FIGURE && self->n_options < TSL_HUNTERS_BOARD_MAX_OPTIONS)
        {
          self->options[self->n_options] = (TslHuntersOption) { move->arg[0], move->arg[1] };
          self->option_moves[self->n_options++] = *move;
        }
      else if (move->type == TSL_HUNTERS_MOVE_SKIP)
        human_figure = TRUE;
    }

  /* Only rotations that fit somewhere are offered. */
  if (self->fit_mask != 0 && !(self->fit_mask & (1u << (self->rotation / 90))))
    for (guint q = 0; q < 4; q++)
      if (self->fit_mask & (1u << q))
        {
          self->rotation = q * 90;
          break;
        }

  tsl_hunters_board_set_placements (TSL_HUNTERS_BOARD (self->board), n_cells > 0 ? self->model->drawn : NULL,
                                    cells, n_cells);
  tsl_hunters_board_set_rotation (TSL_HUNTERS_BOARD (self->board), self->rotation);
  tsl_hunters_board_set_figure_options (TSL_HUNTERS_BOARD (self->board), last.x, last.y, self->options,
                                        human_figure ? self->n_options : 0);
  gtk_widget_set_visible (self->figure_box, human_figure);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hunters.skip", human_figure);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hunters.rotate-cw", n_cells > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "hunters.rotate-ccw", n_cells > 0);
}

static void
update_players (TslHuntersView *self)
{
  gint thinking = self->session != NULL ? tsl_session_get_thinking_seat (self->session) : -1;

  for (guint seat = 0; seat < self->model->n_players; seat++)
    {
      if (self->player_rows[seat] == NULL)
        {
          self->player_rows[seat] = tsl_hunters_player_row_new ();
          gtk_box_append (GTK_BOX (self->players_box), self->player_rows[seat]);
        }
      tsl_hunters_player_row_update (self->player_rows[seat], seat_name (self, seat), &self->colors[seat],
                                     &self->model->players[seat],
                                     (gint) seat == self->model->current_player,
                                     (gint) seat == thinking);
    }
  gtk_widget_queue_draw (self->score_track);
}

static void
update_tile_panel (TslHuntersView *self)
{
  g_autofree char *land = NULL;
  g_autofree char *bonus = NULL;
  g_autofree char *text = NULL;
  const char *heading;

  if (self->model->drawn != NULL && self->model->phase == TSL_HUNTERS_PHASE_PLACE)
    heading = self->model->bonus_turn ? _("Bonus tile") : _("Tile to place");
  else if (self->model->phase == TSL_HUNTERS_PHASE_FIGURE)
    heading = _("Tile placed");
  else
    heading = _("No tile drawn");
  gtk_label_set_label (GTK_LABEL (self->tile_label), heading);
  land = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d land tile left", "%d land tiles left",
                                       self->model->land_left),
                          self->model->land_left);
  bonus = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d bonus tile left", "%d bonus tiles left",
                                        self->model->bonus_left),
                           self->model->bonus_left);
  /* Two phrases on two lines, each translated whole. */
  text = g_strjoin ("\n", land, bonus, NULL);
  gtk_label_set_label (GTK_LABEL (self->stack_label), text);
  gtk_widget_queue_draw (self->tile_preview);
}

static gboolean
draw_idle_cb (gpointer user_data)
{
  TslHuntersView *self = user_data;

  self->draw_idle_id = 0;
  apply (self, find_legal (self, TSL_HUNTERS_MOVE_DRAW));
  return G_SOURCE_REMOVE;
}

static void
refresh (TslHuntersView *self)
{
  TslHuntersTable *model;

  if (self->game == NULL)
    return;
  model = tsl_hunters_table_new_from_game (self->game);
  g_clear_pointer (&self->model, tsl_hunters_table_free);
  self->model = model;

  for (guint seat = 0; seat < tsl_game_get_n_players (self->game) && seat < TSL_HUNTERS_MAX_PLAYERS; seat++)
    tsl_color_parse (tsl_game_get_seat_color (self->game, seat), &self->colors[seat]);
  tsl_hunters_board_set_colors (TSL_HUNTERS_BOARD (self->board), self->colors, TSL_HUNTERS_MAX_PLAYERS);
  tsl_hunters_board_set_table (TSL_HUNTERS_BOARD (self->board), model);

  self->actor = tsl_game_get_actor (self->game);
  tsl_move_list_reset (&self->legal);
  if (!tsl_game_is_over (self->game) && tsl_session_is_human (self->session, self->actor))
    tsl_game_legal_moves (self->game, TSL_LEGAL_DEFAULT, &self->legal);

  update_targets (self);
  update_players (self);
  update_tile_panel (self);

  {
    gint thinking = tsl_session_get_thinking_seat (self->session);

    gtk_widget_set_visible (self->thinking_spinner, thinking >= 0);
    gtk_spinner_set_spinning (GTK_SPINNER (self->thinking_spinner), thinking >= 0);
  }
  {
    g_autofree char *status = describe_step (self);

    tsl_game_view_set_status (TSL_GAME_VIEW (self), status);
  }
  tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), find_legal (self, TSL_HUNTERS_MOVE_SKIP) != NULL ? _("_Skip") : NULL);

  if (tsl_game_is_over (self->game))
    {
      tsl_hunters_victory_fill (GTK_GRID (self->victory_grid), GTK_LABEL (self->victory_title),
                                GTK_LABEL (self->victory_subtitle), self->game, model, self->colors);
      tsl_hunters_board_set_colors (TSL_HUNTERS_BOARD (self->final_board), self->colors,
                                    TSL_HUNTERS_MAX_PLAYERS);
      tsl_hunters_board_set_table (TSL_HUNTERS_BOARD (self->final_board), model);
      gtk_stack_set_visible_child_name (GTK_STACK (self->view_stack), "victory");
    }
  else
    gtk_stack_set_visible_child_name (GTK_STACK (self->view_stack), "play");

  if (find_legal (self, TSL_HUNTERS_MOVE_DRAW) != NULL && self->draw_idle_id == 0)
    /* A short beat, so that the table sees the stack before the tile. */
    self->draw_idle_id = g_timeout_add (150, draw_idle_cb, self);
}

/* Scores pop up over the feature that earned them. */
static void
show_score_popups (TslHuntersView *self)
{
  if (self->model == NULL || self->model->phase == TSL_HUNTERS_PHASE_OVER)
    return;
  for (guint i = 0; i < self->model->n_events; i++)
    {
      const TslHuntersTableEvent *e = &self->model->events[i];
      const TslHuntersTableTile *t;
      double fx, fy;
      guint k = 0;

      if (!e->located || e->points == 0)
        continue;
      t = &self->model->tiles[e->tile];
      tsl_hunters_art_region_spot (t->tile, e->region, t->rotation * 90, &fx, &fy);
      for (guint seat = 0; seat < self->model->n_players; seat++)
        {
          g_autofree char *text = NULL;

          if (!(e->seats & (1u << seat)))
            continue;
          switch (e->kind)
            {
            case TSL_HUNTERS_EVENT_FOREST:
              /* Translators: a score popping up over a closed forest. */
              text = g_strdup_printf (_("%s +%d: forest"), seat_name (self, seat), e->points);
              break;
            case TSL_HUNTERS_EVENT_RIVER:
              text = g_strdup_printf (_("%s +%d: river"), seat_name (self, seat), e->points);
              break;
            case TSL_HUNTERS_EVENT_HUTS:
              text = g_strdup_printf (_("%s +%d: huts"), seat_name (self, seat), e->points);
              break;
            default:
              text = g_strdup_printf (_("%s +%d: hunters"), seat_name (self, seat), e->points);
              break;
            }
          tsl_hunters_board_add_popup (TSL_HUNTERS_BOARD (self->board), e->x + fx, e->y + fy + 0.3 * k++,
                                       text, &self->colors[seat]);
        }
    }
}

static void
thinking_changed (TslHuntersView *self)
{
  gint thinking = tsl_session_get_thinking_seat (self->session);

  if (self->model == NULL)
    return;
  update_players (self);
  gtk_widget_set_visible (self->thinking_spinner, thinking >= 0);
  gtk_spinner_set_spinning (GTK_SPINNER (self->thinking_spinner), thinking >= 0);
  {
    g_autofree char *status = describe_step (self);

    tsl_game_view_set_status (TSL_GAME_VIEW (self), status);
  }
}

/* Choices */

static void
tile_chosen_cb (TslHuntersView *self,
                gint            x,
                gint            y,
                guint           rotation)
{
  for (guint i = 0; i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];

      if (move->type == TSL_HUNTERS_MOVE_PLACE && move->arg[0] == x && move->arg[1] == y
          && (guint) move->arg[2] * 90 == rotation)
        {
          TslMove chosen = *move;

          self->rotation = rotation;
          apply (self, &chosen);
          return;
        }
    }
  gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
figure_chosen_cb (TslHuntersView *self,
                  guint           index)
{
  if (index < self->n_options)
    apply (self, &self->option_moves[index]);
}

static void
rotate (TslHuntersView *self,
        gint            step)
{
  for (guint k = 1; k <= 4; k++)
    {
      guint q = (guint) ((gint) (self->rotation / 90) + step * (gint) k + 8) % 4;

      if (self->fit_mask == 0 || (self->fit_mask & (1u << q)))
        {
          self->rotation = q * 90;
          break;
        }
    }
  tsl_hunters_board_set_rotation (TSL_HUNTERS_BOARD (self->board), self->rotation);
  gtk_widget_queue_draw (self->tile_preview);
}

static void
rotate_requested_cb (TslHuntersView *self)
{
  if (self->fit_mask != 0)
    rotate (self, 1);
}

static void
skip_requested_cb (TslHuntersView *self)
{
  apply (self, find_legal (self, TSL_HUNTERS_MOVE_SKIP));
}

static void
rotate_cw_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *param)
{
  rotate (TSL_HUNTERS_VIEW (widget), 1);
}

static void
rotate_ccw_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *param)
{
  rotate (TSL_HUNTERS_VIEW (widget), -1);
}

static void
skip_action (GtkWidget  *widget,
             const char *name,
             GVariant   *param)
{
  skip_requested_cb (TSL_HUNTERS_VIEW (widget));
}

/* Drawing areas */

static void
draw_tile_preview (GtkDrawingArea *area,
                   cairo_t        *cr,
                   int             width,
                   int             height,
                   gpointer        user_data)
{
  TslHuntersView *self = user_data;
  double size = MIN (width, height) - 8;
  double x = (width - size) / 2, y = (height - size) / 2;

  const TslHuntersTableTile *laid = NULL;

  if (self->model != NULL && self->model->phase == TSL_HUNTERS_PHASE_FIGURE && self->model->last_placed >= 0)
    laid = &self->model->tiles[self->model->last_placed];
  if (self->model != NULL && self->model->drawn != NULL && self->model->phase == TSL_HUNTERS_PHASE_PLACE)
    {
      cairo_rectangle (cr, x + 3, y + 4, size, size);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_fill (cr);
      tsl_hunters_art_tile (cr, self->model->drawn, self->rotation, x, y, size);
    }
  else if (laid != NULL)
    {
      /* The tile just laid, as it lies on the board. */
      cairo_rectangle (cr, x + 3, y + 4, size, size);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.25);
      cairo_fill (cr);
      tsl_hunters_art_tile (cr, laid->tile, laid->rotation * 90, x, y, size);
    }
  else
    {
      /* The back of a tile: the stack. */
      cairo_rectangle (cr, x + 0.5, y + 0.5, size - 1, size - 1);
      cairo_set_source_rgba (cr, 0.55, 0.45, 0.3, 0.35);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.35, 0.27, 0.15, 0.6);
      cairo_set_line_width (cr, 1);
      cairo_stroke (cr);
    }
}

static void
draw_score_track (GtkDrawingArea *area,
                  cairo_t        *cr,
                  int             width,
                  int             height,
                  gpointer        user_data)
{
  TslHuntersView *self = user_data;
  GdkRGBA fg;

  if (self->model == NULL)
    return;
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  tsl_hunters_draw_score_track (cr, width, height, self->model, self->colors, &fg);
}

static void
draw_legend (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  tsl_hunters_draw_legend (GTK_WIDGET (area), cr, width, height);
}

/* The log */

static void
log_value_changed_cb (GtkAdjustment  *adj,
                      TslHuntersView *self)
{
  self->log_at_end = gtk_adjustment_get_value (adj)
                     >= gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj) - 1;
}

/* The base view follows the log's end as lines come; the figure choice
 * and the legend showing and hiding also resize it, so keep to its end
 * then too, unless the player has scrolled back. */
static void
log_page_size_cb (GtkAdjustment  *adj,
                  GParamSpec     *pspec,
                  TslHuntersView *self)
{
  if (self->log_at_end)
    gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
}

/* TslGameView */

static void
session_changed (TslHuntersView *self)
{
  TslGameView *view = TSL_GAME_VIEW (self);

  g_clear_handle_id (&self->draw_idle_id, g_source_remove);
  self->session = tsl_game_view_get_session (view);
  self->game = tsl_game_view_get_game (view);
  self->rotation = 0;
  tsl_box_clear_rows (GTK_BOX (self->players_box), self->player_rows, TSL_HUNTERS_MAX_PLAYERS);

  if (self->session != NULL)
    {
      refresh (self);
      show_score_popups (self);
      /* Keys (arrows, Enter, R, S) go to the board from the start. */
      gtk_widget_grab_focus (self->board);
    }
}

static void
update (TslGameView       *view,
        TslGameViewUpdate  what,
        guint              index)
{
  TslHuntersView *self = TSL_HUNTERS_VIEW (view);

  if (what == TSL_GAME_VIEW_SESSION_CHANGED)
    session_changed (self);
  else if (what == TSL_GAME_VIEW_THINKING_CHANGED)
    thinking_changed (self);
  else
    {
      refresh (self);
      /* Scores pop up for the action just applied, not for one undone. */
      if (what == TSL_GAME_VIEW_ACTION_APPLIED)
        show_score_popups (self);
    }
}

static void
activate_primary (TslGameView *view)
{
  skip_requested_cb (TSL_HUNTERS_VIEW (view));
}

static void
tsl_hunters_view_finalize (GObject *object)
{
  TslHuntersView *self = TSL_HUNTERS_VIEW (object);

  tsl_move_list_clear (&self->legal);
  g_clear_pointer (&self->model, tsl_hunters_table_free);
  G_OBJECT_CLASS (tsl_hunters_view_parent_class)->finalize (object);
}

static void
show_hint (TslGameView   *view,
           const TslMove *move)
{
  tsl_hunters_board_set_hint (TSL_HUNTERS_BOARD (TSL_HUNTERS_VIEW (view)->board), move);
}

static void
tsl_hunters_view_class_init (TslHuntersViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TslGameViewClass *view_class = TSL_GAME_VIEW_CLASS (klass);

  g_type_ensure (TSL_TYPE_HUNTERS_BOARD);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/hunters/tsl-hunters-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, board);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, tile_preview);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, tile_label);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, stack_label);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, figure_box);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, skip_button);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, score_track);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, players_box);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, legend);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, log_scroll);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, log_list);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, final_board);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, victory_title);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, victory_subtitle);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, victory_grid);
  gtk_widget_class_bind_template_child (widget_class, TslHuntersView, victory_note);
  gtk_widget_class_bind_template_callback (widget_class, tile_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, figure_chosen_cb);
  gtk_widget_class_bind_template_callback (widget_class, rotate_requested_cb);
  gtk_widget_class_bind_template_callback (widget_class, skip_requested_cb);

  gtk_widget_class_install_action (widget_class, "hunters.rotate-cw", NULL, rotate_cw_action);
  gtk_widget_class_install_action (widget_class, "hunters.rotate-ccw", NULL, rotate_ccw_action);
  gtk_widget_class_install_action (widget_class, "hunters.skip", NULL, skip_action);
  /* Also when the focus is in the side panel; the board handles its own. */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_R, GDK_SHIFT_MASK, "hunters.rotate-ccw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "hunters.rotate-cw", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, 0, "hunters.skip", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "hunters.skip", NULL);

  object_class->finalize = tsl_hunters_view_finalize;
  view_class->update = update;
  view_class->activate_primary = activate_primary;
  view_class->show_hint = show_hint;
  tsl_game_view_class_set_game (view_class, "hunters", tsl_hunters_draw_preview, tsl_hunters_screenshots);
}

static void
tsl_hunters_view_init (TslHuntersView *self)
{
  GtkAdjustment *adj;

  gtk_widget_init_template (GTK_WIDGET (self));
  tsl_move_list_init (&self->legal);
  tsl_game_view_set_log (TSL_GAME_VIEW (self), GTK_LIST_BOX (self->log_list),
                         TSL_GAME_VIEW_LOG_NEWEST_LAST);
  self->log_at_end = TRUE;
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (self->log_scroll));
  g_signal_connect_object (adj, "value-changed", G_CALLBACK (log_value_changed_cb), self, 0);
  g_signal_connect_object (adj, "notify::page-size", G_CALLBACK (log_page_size_cb), self, 0);
  tsl_game_view_set_status_label (TSL_GAME_VIEW (self), GTK_LABEL (self->status_label));
  self->actor = -1;
  for (guint i = 0; i < TSL_HUNTERS_MAX_PLAYERS; i++)
    gdk_rgba_parse (&self->colors[i], "#9e9e9e");
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->tile_preview), draw_tile_preview, self, NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->score_track), draw_score_track, self, NULL);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->legend), draw_legend, self, NULL);
  gtk_label_set_label (GTK_LABEL (self->victory_note),
                       _("Forests and rivers were scored when closed; huts and hunters at the final scoring."));
}

GtkWidget *
tsl_hunters_view_get_board (TslHuntersView *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_VIEW (self), NULL);
  return self->board;
}

guint
tsl_hunters_view_get_rotation (TslHuntersView *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_VIEW (self), 0);
  return self->rotation;
}

gboolean
tsl_hunters_view_is_showing_victory (TslHuntersView *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_VIEW (self), FALSE);
  return g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->view_stack)), "victory") == 0;
}

guint
tsl_hunters_view_get_n_options (TslHuntersView *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_VIEW (self), 0);
  return self->n_options;
}

/**
 * tsl_hunters_view_place_tile:
 *
 * Lays the drawn tile at [@x, @y] as a click there would: in the current
 * rotation if it fits, else the first that does.
 *
 * Returns: %TRUE if the tile was laid
 */
gboolean
tsl_hunters_view_place_tile (TslHuntersView *self,
                             gint            x,
                             gint            y)
{
  guint before;

  g_return_val_if_fail (TSL_IS_HUNTERS_VIEW (self), FALSE);
  if (self->game == NULL)
    return FALSE;
  before = tsl_game_get_n_actions (self->game);
  tsl_hunters_board_activate_cell (TSL_HUNTERS_BOARD (self->board), x, y);
  return tsl_game_get_n_actions (self->game) > before;
}

/**
 * tsl_hunters_view_place_figure:
 * @region: the region index on the tile just laid
 *
 * Sets @figure on @region as the player does: a click on the region on
 * the board, then, if it takes two figures, on @figure's button in the
 * popover that asks which.
 *
 * Returns: %TRUE if it was on offer and placed
 */
gboolean
tsl_hunters_view_place_figure (TslHuntersView   *self,
                               TslHuntersFigure  figure,
                               guint             region)
{
  TslHuntersBoard *board;
  gboolean offered = FALSE;
  double sx, sy;
  guint before;

  g_return_val_if_fail (TSL_IS_HUNTERS_VIEW (self), FALSE);
  board = TSL_HUNTERS_BOARD (self->board);
  for (guint i = 0; i < self->n_options; i++)
    offered |= self->options[i].figure == figure && self->options[i].region == region;
  if (self->game == NULL || !offered || !tsl_hunters_board_region_point (board, region, &sx, &sy))
    return FALSE;
  before = tsl_game_get_n_actions (self->game);
  tsl_hunters_board_click (board, sx, sy);
  if (tsl_game_get_n_actions (self->game) == before)
    tsl_hunters_board_choose (board, figure);
  return tsl_game_get_n_actions (self->game) > before;
}

gboolean
tsl_hunters_view_skip_figure (TslHuntersView *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_VIEW (self), FALSE);
  return apply (self, find_legal (self, TSL_HUNTERS_MOVE_SKIP));
}
