/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-race-view.h"
#include "tsl-screenshot.h"
#include "tsl-window.h"
#include "test-race-engine.h"

/*
 * TslRaceView: the view of the framework's race test engine, and the
 * worked example of docs/adding-a-game.md.  It reads the engine's typed
 * state through the seat's redacted copy (tsl_game_dup_view()), as a
 * computer player does, lists the legal TslMoves as buttons and sends the
 * chosen one through the base class.  Everything else (session, log,
 * refusals, the main button) is TslGameView's.  Test code: its strings are
 * not translated.
 */

struct _TslRaceView
{
  TslGameView  parent_instance;

  GtkWidget   *status_label;
  GtkWidget   *track;
  GtkWidget   *hand_label;
  GtkWidget   *moves_box;
  GtkWidget   *log_list;

  RaceState   *shown;       /* the viewer's redacted copy (g_free), or NULL */
  gint         viewer;
  TslMoveList  moves;       /* the legal moves of the human who acts */
};

G_DEFINE_FINAL_TYPE (TslRaceView, tsl_race_view, TSL_TYPE_GAME_VIEW)

static const char *move_labels[] = {
  [RACE_ROLL] = "_Roll",
  [RACE_DRAW] = "_Draw a Card",
  [RACE_PLAY] = "_Play the Hand",
  [RACE_PASS] = "_Pass",
};

/* One lane a player, filled up to @progress (0 to 1) in the seat's colour. */
static void
draw_lanes (cairo_t       *cr,
            double         width,
            double         height,
            const double  *progress,
            const GdkRGBA *colors,
            guint          n)
{
  double lane = height / MAX (n, 1);

  cairo_set_source_rgb (cr, 0.18, 0.49, 0.20);
  cairo_paint (cr);
  for (guint i = 0; i < n; i++)
    {
      cairo_rectangle (cr, 8, i * lane + lane * 0.2, (width - 16) * CLAMP (progress[i], 0, 1), lane * 0.6);
      gdk_cairo_set_source_rgba (cr, &colors[i]);
      cairo_fill (cr);
    }
}

static void
draw_preview (cairo_t *cr,
              double   width,
              double   height)
{
  static const double progress[] = { 0.8, 0.55, 0.3 };
  GdkRGBA colors[3];

  gdk_rgba_parse (&colors[0], "#d32f2f");
  gdk_rgba_parse (&colors[1], "#1e63c8");
  gdk_rgba_parse (&colors[2], "#f57c00");
  draw_lanes (cr, width, height, progress, colors, G_N_ELEMENTS (progress));
}

static void
draw_track (GtkDrawingArea *area,
            cairo_t        *cr,
            int             width,
            int             height,
            gpointer        user_data)
{
  TslRaceView *self = user_data;
  TslGame *game = tsl_game_view_get_game (TSL_GAME_VIEW (self));
  double progress[TSL_MAX_PLAYERS];
  GdkRGBA colors[TSL_MAX_PLAYERS];

  if (self->shown == NULL || game == NULL)
    return;
  for (guint p = 0; p < self->shown->n_players; p++)
    {
      progress[p] = (double) self->shown->score[p] / MAX (self->shown->target, 1);
      if (!gdk_rgba_parse (&colors[p], tsl_game_get_seat_color (game, p)))
        gdk_rgba_parse (&colors[p], "#9e9e9e");
    }
  draw_lanes (cr, width, height, progress, colors, self->shown->n_players);
}

/* The viewer's cards face up; the others' only counted, as the redacted
 * copy deals them anew. */
static char *
hand_text (TslRaceView *self)
{
  GString *text = g_string_new (NULL);
  TslGameView *view = TSL_GAME_VIEW (self);

  for (guint p = 0; p < self->shown->n_players; p++)
    {
      if (text->len > 0)
        g_string_append (text, "   ");
      g_string_append_printf (text, "%s:", tsl_game_view_seat_name (view, p));
      if ((gint) p != self->viewer)
        g_string_append_printf (text, " %u card(s)", self->shown->hand_count[p]);
      else
        for (guint i = 0; i < self->shown->hand_count[p]; i++)
          g_string_append_printf (text, " %u", self->shown->hand[p][i]);
    }
  return g_string_free (text, FALSE);
}

static void
move_clicked_cb (GtkButton   *button,
                 TslRaceView *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "move"));
  TslMove move;

  if (index >= self->moves.len)
    return;
  /* Applying refreshes the list the move is in: send a copy. */
  move = self->moves.moves[index];
  tsl_game_view_apply_move (TSL_GAME_VIEW (self), &move);
}

static void
show_moves (TslRaceView *self,
            TslGame     *game)
{
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &self->moves);
  for (guint i = 0; i < self->moves.len; i++)
    {
      guint type = self->moves.moves[i].type;
      GtkWidget *button = gtk_button_new_with_mnemonic (type < G_N_ELEMENTS (move_labels) ? move_labels[type] : "?");

      g_object_set_data (G_OBJECT (button), "move", GUINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (move_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->moves_box), button);
    }
  if (self->moves.len > 0)
    tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), move_labels[self->moves.moves[0].type]);
}

/* Whatever happened, everything is shown again: the game is small. */
static void
update (TslGameView       *view,
        TslGameViewUpdate  what,
        guint              index)
{
  TslRaceView *self = TSL_RACE_VIEW (view);
  TslSession *session = tsl_game_view_get_session (view);
  TslGame *game = tsl_game_view_get_game (view);
  g_autofree char *hand = NULL;
  g_autofree char *status = NULL;
  GtkWidget *child;
  gint actor;

  g_clear_pointer (&self->shown, g_free);
  self->moves.len = 0;
  while ((child = gtk_widget_get_first_child (self->moves_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->moves_box), child);
  tsl_game_view_set_primary_label (view, NULL);
  gtk_widget_queue_draw (self->track);
  if (game == NULL)
    return;

  /* Seen from the human who acts; while a computer player acts, from the
   * last human (from the actor when there was none yet). */
  actor = tsl_game_get_actor (game);
  if (actor >= 0 && (tsl_session_is_human (session, actor) || self->viewer < 0))
    self->viewer = actor;
  self->viewer = MAX (self->viewer, 0);
  self->shown = tsl_game_dup_view (game, self->viewer);
  hand = hand_text (self);
  gtk_label_set_label (GTK_LABEL (self->hand_label), hand);

  if (tsl_game_is_over (game))
    status = g_strdup ("The race is over.");
  else if (!tsl_session_is_human (session, actor))
    status = g_strdup_printf ("%s is thinking…", tsl_game_view_seat_name (view, actor));
  else
    {
      status = g_strdup_printf ("%s: %s", tsl_game_view_seat_name (view, actor),
                                self->shown->rolled ? "draw, play the hand or pass" : "roll the die");
      show_moves (self, game);
    }
  tsl_game_view_set_status (view, status);
}

static void
activate_primary (TslGameView *view)
{
  TslRaceView *self = TSL_RACE_VIEW (view);
  TslMove move;

  if (self->moves.len == 0)
    return;
  move = self->moves.moves[0];
  tsl_game_view_apply_move (view, &move);
}

/* `tessella --screenshot`: the track when the first seat is to roll. */
static gboolean
screenshots (TslWindow   *window,
             TslEngine   *engine,
             const char  *dir,
             GError     **error)
{
  g_autoptr(TslGame) game = tsl_screenshot_new_game (engine, 3, error);

  if (game == NULL || !tsl_autoplay (game, 12, -1, NULL, error)
      || !tsl_autoplay (game, 40, 0, "roll", error))
    return FALSE;
  return tsl_screenshot_scene (window, game, dir, "race-board.png", 400, error);
}

static void
tsl_race_view_finalize (GObject *object)
{
  TslRaceView *self = TSL_RACE_VIEW (object);

  g_clear_pointer (&self->shown, g_free);
  tsl_move_list_clear (&self->moves);
  G_OBJECT_CLASS (tsl_race_view_parent_class)->finalize (object);
}

static void
tsl_race_view_class_init (TslRaceViewClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TslGameViewClass *view_class = TSL_GAME_VIEW_CLASS (klass);

  G_OBJECT_CLASS (klass)->finalize = tsl_race_view_finalize;
  view_class->update = update;
  view_class->activate_primary = activate_primary;
  tsl_game_view_class_set_game (view_class, "race", draw_preview, screenshots);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/race/tsl-race-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TslRaceView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TslRaceView, track);
  gtk_widget_class_bind_template_child (widget_class, TslRaceView, hand_label);
  gtk_widget_class_bind_template_child (widget_class, TslRaceView, moves_box);
  gtk_widget_class_bind_template_child (widget_class, TslRaceView, log_list);
}

static void
tsl_race_view_init (TslRaceView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->viewer = -1;
  tsl_move_list_init (&self->moves);
  tsl_game_view_set_log (TSL_GAME_VIEW (self), GTK_LIST_BOX (self->log_list),
                         TSL_GAME_VIEW_LOG_NEWEST_LAST);
  tsl_game_view_set_status_label (TSL_GAME_VIEW (self), GTK_LABEL (self->status_label));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->track), draw_track, self, NULL);
}

GtkWidget *
tsl_race_view_get_moves_box (TslRaceView *self)
{
  g_return_val_if_fail (TSL_IS_RACE_VIEW (self), NULL);
  return self->moves_box;
}

const char *
tsl_race_view_get_hand_text (TslRaceView *self)
{
  g_return_val_if_fail (TSL_IS_RACE_VIEW (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->hand_label));
}
