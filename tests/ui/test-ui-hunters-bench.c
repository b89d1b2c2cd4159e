/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <time.h>

#include "tsl-hunters-board.h"
#include "tsl-hunters-screenshot.h"
#include "tsl-screenshot.h"
#include "tsl-game-view.h"
#include "tsl-hunters-view.h"
#include "ui-test-util.h"

/*
 * Benchmark (`meson test --benchmark --suite ui`): a full redraw of the
 * Hunters & Gatherers board at 1920x1080 with a late-game position (about
 * 70 tiles, figures, the cells where the drawn tile fits), through the
 * window's own renderer, and a move in the game window (the view's update
 * after a tile is laid and after it is taken back).  Prints CPU
 * milliseconds per frame and per move.
 */

/* CPU time of this process: the build machine is shared, wall time is not
 * a measure of our drawing. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

static double
time_redraw (GtkWidget *board,
             gboolean   cold,
             gboolean   render,
             guint      n)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (board));
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  double start = cpu_ms ();

  for (guint i = 0; i < n; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;

      if (cold)
        tsl_hunters_board_invalidate_cache (TSL_HUNTERS_BOARD (board));
      /* The board's own snapshot every time: GTK would reuse its node. */
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      if (render)
        {
          g_autoptr(GdkTexture) texture =
            gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
        }
    }
  return (cpu_ms () - start) / n;
}

/* Lays the first legal tile and takes it back, @n times, with the game
 * shown in its view: what the view does for a move, without the AI. */
static double
time_move (TslGame *game,
           guint    n)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = g_object_new (TSL_TYPE_HUNTERS_VIEW, NULL);
  g_autoptr(TslSession) session = NULL;
  g_autoptr(GError) error = NULL;
  TslMoveList legal;
  double start;

  for (guint seat = 0; seat < tsl_game_get_n_players (game); seat++)
    tsl_game_set_seat (game, seat, tsl_game_get_seat_name (game, seat), tsl_game_get_seat_color (game, seat),
                       "human");
  session = tsl_session_new (game, &error);
  g_assert_no_error (error);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  gtk_window_set_child (GTK_WINDOW (window), view);
  tsl_game_view_set_session (TSL_GAME_VIEW (view), session);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait (300);
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  g_assert_cmpuint (legal.len, >, 0);
  start = cpu_ms ();
  for (guint i = 0; i < n; i++)
    {
      TslMove move = legal.moves[0];

      move.player = (gint8) tsl_game_get_actor (game);
      g_assert_true (tsl_game_apply_move (game, &move, &error));
      g_assert_true (tsl_game_undo (game, &error));
      g_assert_no_error (error);
    }
  tsl_move_list_clear (&legal);
  tsl_game_view_set_session (TSL_GAME_VIEW (view), NULL);
  gtk_window_destroy (GTK_WINDOW (window));
  return (cpu_ms () - start) / (2 * n);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autoptr(TslHuntersTable) model = NULL;
  TslMoveList legal;
  TslHuntersCell cells[TSL_HUNTERS_BOARD_MAX_CELLS];
  guint n_cells = 0;
  GdkRGBA colors[4];
  GtkWidget *window, *board;

  ui_test_init (&argc, &argv);
  game = tsl_hunters_screenshot_game (3, &error);
  g_assert_no_error (error);
  /* Late game: play until about 70 tiles lie on the board. */
  while (!tsl_game_is_over (game))
    {
      g_autoptr(TslHuntersTable) m = NULL;

      g_assert_true (tsl_autoplay (game, 1, -1, NULL, &error));
      m = tsl_hunters_table_new_from_game (game);
      if (m->n_tiles >= 70 && m->phase == TSL_HUNTERS_PHASE_PLACE)
        break;
    }
  model = tsl_hunters_table_new_from_game (game);
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && n_cells < G_N_ELEMENTS (cells); i++)
    {
      const TslMove *move = &legal.moves[i];

      if (move->type != TSL_HUNTERS_MOVE_PLACE)
        continue;
      cells[n_cells++] = (TslHuntersCell) { move->arg[0], move->arg[1], 1u << (move->arg[2] & 3) };
    }
  tsl_move_list_clear (&legal);

  gdk_rgba_parse (&colors[0], "#d32f2f");
  gdk_rgba_parse (&colors[1], "#388e3c");
  gdk_rgba_parse (&colors[2], "#212121");
  gdk_rgba_parse (&colors[3], "#fdd835");
  window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1920, 1080);
  board = tsl_hunters_board_new ();
  gtk_window_set_child (GTK_WINDOW (window), board);
  tsl_hunters_board_set_colors (TSL_HUNTERS_BOARD (board), colors, 4);
  tsl_hunters_board_set_table (TSL_HUNTERS_BOARD (board), model);
  tsl_hunters_board_set_placements (TSL_HUNTERS_BOARD (board), model->drawn, cells, n_cells);
  tsl_hunters_board_add_popup (TSL_HUNTERS_BOARD (board), 0.5, 0.5, "Anna +8: forest", &colors[0]);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait (500);

  printf ("hunters-board-size %dx%d tiles %u figures %u cells %u\n", gtk_widget_get_width (board),
          gtk_widget_get_height (board), model->n_tiles, model->n_figures, n_cells);
  printf ("hunters-board-snapshot-ms %.3f\n", time_redraw (board, FALSE, FALSE, 200));
  printf ("hunters-board-redraw-ms %.3f\n", time_redraw (board, FALSE, TRUE, 50));
  printf ("hunters-board-redraw-cold-ms %.3f\n", time_redraw (board, TRUE, TRUE, 10));
  gtk_window_destroy (GTK_WINDOW (window));
  printf ("hunters-move-ms %.3f\n", time_move (game, 50));
  return 0;
}
