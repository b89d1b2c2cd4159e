/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hunters-game.h"
#include "tsl-hunters-screenshot.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"

/* The Hunters & Gatherers part of `tessella --screenshot DIR`: a board in
 * the middle of a game just after a score, the figures offered on a new
 * tile, and the final scoring. */

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

/* Seat 0 may set a figure on the tile it has just laid. */
static gboolean
may_place_figure (TslGame *game)
{
  TslMoveList legal;
  gboolean found = FALSE;

  if (tsl_game_get_actor (game) != 0)
    return FALSE;
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !found; i++)
    found = legal.moves[i].type == TSL_HUNTERS_MOVE_FIGURE;
  tsl_move_list_clear (&legal);
  return found;
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

gboolean
tsl_hunters_screenshots (TslWindow   *window,
                         TslEngine   *engine,
                         const char  *dir,
                         GError     **error)
{
  g_autoptr(TslGame) game = NULL;
  g_autoptr(TslGame) figure = NULL;
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

  /* Anna has laid a tile: the figures she may set on it are offered. */
  figure = tsl_hunters_screenshot_game (31, error);
  if (figure == NULL || !tsl_autoplay (figure, 60, -1, NULL, error))
    return FALSE;
  for (guint i = 0; i < 400 && !tsl_game_is_over (figure) && !may_place_figure (figure); i++)
    if (!tsl_autoplay (figure, 1, -1, NULL, error))
      return FALSE;
  tsl_window_start_game (window, figure);
  /* With the legend open, for the record of the pictures. */
  if (find_expander (tsl_window_get_view (window)) != NULL)
    gtk_expander_set_expanded (GTK_EXPANDER (find_expander (tsl_window_get_view (window))), TRUE);
  if (!tsl_screenshot_shoot (GTK_WIDGET (window), dir, "hunters-figure.png", 400, error))
    return FALSE;

  finished = tsl_hunters_screenshot_game (7, error);
  if (finished == NULL || !tsl_autoplay (finished, 20000, -1, NULL, error))
    return FALSE;
  return tsl_screenshot_scene (window, finished, dir, "hunters-final.png", 400, error);
}
