/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hunters-board.h"
#include "tsl-hunters-game.h"
#include "tsl-hunters-screenshot.h"
#include "tsl-hunters-view.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"

/* The Hunters & Gatherers part of `tessella --screenshot DIR`: a board in
 * the middle of a game just after a score, a figure about to be placed by
 * pointing at its meadow, the choice of figure a river offers, and the
 * final scoring. */

/**
 * tsl_hunters_screenshot_game:
 *
 * Returns: (transfer full) (nullable): a new four-seat game, Anna (seat 0)
 *   a human and the others the strongest computer player
 */
TslGame *
tsl_hunters_screenshot_game (guint64   seed,
                             GError  **error)
{
  TslEngine *engine = tsl_registry_lookup ("hunters", error);

  return engine != NULL ? tsl_screenshot_new_game (engine, seed, error) : NULL;
}

static gboolean
last_action_scored (TslGame *game,
                    guint   *n_tiles)
{
  g_autoptr(TslHuntersTable) model = tsl_hunters_table_new_from_game (game);
  gboolean scored = FALSE;

  *n_tiles = model->n_tiles;
  for (guint i = 0; i < model->n_events; i++)
    scored |= model->events[i].located && model->events[i].points > 0;
  return scored && model->phase == TSL_HUNTERS_PHASE_DRAW && model->current_player == 0;
}

/* Seat 0 may set a figure on the tile it has just laid; with @choice, on
 * a region that takes two (a fisher or a hut on a river). */
static gboolean
may_place_figure (TslGame  *game,
                  gboolean  choice)
{
  TslMoveList legal;
  gboolean found = FALSE;

  if (tsl_game_get_actor (game) != 0)
    return FALSE;
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !found; i++)
    if (legal.moves[i].type == TSL_HUNTERS_MOVE_FIGURE)
      {
        found = !choice;
        for (guint j = i + 1; j < legal.len && !found; j++)
          found = legal.moves[j].type == TSL_HUNTERS_MOVE_FIGURE && legal.moves[j].arg[1] == legal.moves[i].arg[1];
      }
  tsl_move_list_clear (&legal);
  return found;
}

/* Plays on from @seed until Anna may set a figure (see may_place_figure()). */
static TslGame *
game_at_figure (guint64   seed,
                gboolean  choice,
                GError  **error)
{
  g_autoptr(TslGame) game = tsl_hunters_screenshot_game (seed, error);

  if (game == NULL || !tsl_autoplay (game, 60, -1, NULL, error))
    return NULL;
  for (guint i = 0; i < 2000 && !tsl_game_is_over (game) && !may_place_figure (game, choice); i++)
    if (!tsl_autoplay (game, 1, -1, NULL, error))
      return NULL;
  return g_steal_pointer (&game);
}

/* The region of the new tile that takes @figure (with @choice, one that
 * takes another figure too), else any that takes a figure, or -1. */
static gint
figure_region (TslGame          *game,
               TslHuntersFigure  figure,
               gboolean          choice)
{
  TslMoveList legal;
  gint region = -1;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len; i++)
    {
      const TslMove *m = &legal.moves[i];
      gboolean other = FALSE;

      if (m->type != TSL_HUNTERS_MOVE_FIGURE)
        continue;
      if (region < 0)
        region = m->arg[1];
      for (guint j = 0; j < legal.len && choice; j++)
        other |= j != i && legal.moves[j].type == TSL_HUNTERS_MOVE_FIGURE && legal.moves[j].arg[1] == m->arg[1];
      if (m->arg[0] == (gint) figure && (other || !choice))
        {
          region = m->arg[1];
          break;
        }
    }
  tsl_move_list_clear (&legal);
  return region;
}

static GtkWidget *
find_expander (GtkWidget *widget)
{
  if (GTK_IS_EXPANDER (widget))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_expander (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Writes @window with @popover over it: a popover is a surface of its own,
 * which a widget's paintable leaves out. */
static gboolean
save_with_popover (TslWindow   *window,
                   GtkWidget   *popover,
                   const char  *dir,
                   const char  *name,
                   GError     **error)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autoptr(GdkPaintable) back = gtk_widget_paintable_new (GTK_WIDGET (window));
  g_autoptr(GdkPaintable) front = gtk_widget_paintable_new (popover);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GdkSurface *surface = gtk_native_get_surface (GTK_NATIVE (popover));
  int width = gtk_widget_get_width (GTK_WIDGET (window)), height = gtk_widget_get_height (GTK_WIDGET (window));
  double wx, wy, px, py;
  GtkSnapshot *snapshot = gtk_snapshot_new ();

  gtk_native_get_surface_transform (GTK_NATIVE (window), &wx, &wy);
  gtk_native_get_surface_transform (GTK_NATIVE (popover), &px, &py);
  gdk_paintable_snapshot (back, GDK_SNAPSHOT (snapshot), width, height);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (gdk_popup_get_position_x (GDK_POPUP (surface)) + px - wx,
                                                          gdk_popup_get_position_y (GDK_POPUP (surface)) + py - wy));
  gdk_paintable_snapshot (front, GDK_SNAPSHOT (snapshot), gtk_widget_get_width (popover),
                          gtk_widget_get_height (popover));
  node = gtk_snapshot_free_to_node (snapshot);
  texture = gsk_renderer_render_texture (gtk_native_get_renderer (GTK_NATIVE (window)), node,
                                         &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Could not write %s", path);
      return FALSE;
    }
  g_print ("%s\n", path);
  return TRUE;
}

/* Shows @game with the pointer on the region taking @figure (or clicking
 * it, which asks which figure when it takes two). */
static gboolean
shoot_figure (TslWindow         *window,
              TslGame           *game,
              TslHuntersFigure   figure,
              gboolean           click,
              const char        *dir,
              const char        *name,
              GError           **error)
{
  TslHuntersBoard *board;
  double sx, sy;

  tsl_window_start_game (window, game);
  /* With the legend open, for the record of the pictures. */
  if (find_expander (tsl_window_get_view (window)) != NULL)
    gtk_expander_set_expanded (GTK_EXPANDER (find_expander (tsl_window_get_view (window))), TRUE);
  tsl_screenshot_wait (300);
  board = TSL_HUNTERS_BOARD (tsl_hunters_view_get_board (TSL_HUNTERS_VIEW (tsl_window_get_view (window))));
  if (tsl_hunters_board_region_point (board, figure_region (game, figure, click), &sx, &sy))
    {
      tsl_hunters_board_hover (board, sx, sy);
      if (click)
        tsl_hunters_board_click (board, sx, sy);
    }
  if (!click)
    return tsl_screenshot_shoot (GTK_WIDGET (window), dir, name, 400, error);
  tsl_screenshot_wait (400);
  if (tsl_hunters_board_get_choice_popover (board) == NULL
      || !gtk_widget_get_visible (tsl_hunters_board_get_choice_popover (board)))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "No choice of figures in %s", name);
      return FALSE;
    }
  return save_with_popover (window, tsl_hunters_board_get_choice_popover (board), dir, name, error);
}

/**
 * tsl_hunters_play_to_scoring:
 *
 * Plays computer moves for every seat until at least @min_tiles lie on the
 * board, the last action scored a feature and seat 0 is to draw next.
 */
gboolean
tsl_hunters_play_to_scoring (TslGame  *game,
                             guint     min_tiles,
                             GError  **error)
{
  guint n_tiles = 0;

  while (!tsl_game_is_over (game))
    {
      if (!tsl_autoplay (game, 1, -1, NULL, error))
        return FALSE;
      if (last_action_scored (game, &n_tiles) && n_tiles >= min_tiles)
        return TRUE;
    }
  return TRUE;
}

gboolean
tsl_hunters_screenshots (TslWindow   *window,
                         TslEngine   *engine,
                         const char  *dir,
                         GError     **error)
{
  g_autoptr(TslGame) game = NULL;
  g_autoptr(TslGame) figure = NULL;
  g_autoptr(TslGame) choice = NULL;
  g_autoptr(TslGame) finished = NULL;

  game = tsl_hunters_screenshot_game (20261122, error);
  if (game == NULL || !tsl_hunters_play_to_scoring (game, 28, error))
    return FALSE;
  /* Long enough for the drawn tile to show, short of the popups fading. */
  if (!tsl_screenshot_scene (window, game, dir, "hunters-board.png", 600, error))
    return FALSE;
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", TRUE, NULL);
  if (!tsl_screenshot_shoot (GTK_WIDGET (window), dir, "hunters-board-dark.png", 300, error))
    return FALSE;
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", FALSE, NULL);
  /* The hint: where the computer would lay her tile, shown on the board. */
  if (!tsl_screenshot_hint (window, dir, "hunters-hint.png", error))
    return FALSE;

  /* Anna has laid a tile and points at a meadow: the hunter it takes. */
  figure = game_at_figure (31, FALSE, error);
  if (figure == NULL)
    return FALSE;
  if (!shoot_figure (window, figure, TSL_HUNTERS_FIGURE_HUNTER, FALSE, dir, "hunters-figure.png", error))
    return FALSE;
  /* A river takes a fisher or a hut: clicking it asks which. */
  choice = game_at_figure (31, TRUE, error);
  if (choice == NULL || !shoot_figure (window, choice, TSL_HUNTERS_FIGURE_HUT, TRUE, dir, "hunters-figure-choice.png", error))
    return FALSE;

  finished = tsl_hunters_screenshot_game (7, error);
  if (finished == NULL || !tsl_autoplay (finished, 20000, -1, NULL, error))
    return FALSE;
  return tsl_screenshot_scene (window, finished, dir, "hunters-final.png", 400, error);
}
