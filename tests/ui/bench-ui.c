/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <unistd.h>

#include "tsl-catan-board.h"
#include "tsl-catan.h"
#include "tsl-catan-view.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"
#include "ui-test-util.h"

/* UI performance figures (run with `meson test --benchmark --suite ui`
 * under Xvfb): start-up to a drawn launcher, a move shown in the game
 * view, a full board redraw at 1920x1080, and the resident memory during
 * a game. */

static gint64 first_paint;

static void
after_paint_cb (GdkFrameClock *clock,
                gpointer       user_data)
{
  if (first_paint == 0)
    first_paint = g_get_monotonic_time ();
}

static void
realize_cb (GtkWidget *widget)
{
  g_signal_connect (gtk_widget_get_frame_clock (widget), "after-paint",
                    G_CALLBACK (after_paint_cb), NULL);
}

/* Paint phase of real frames: from the frame clock's "before-paint" to
 * its "after-paint" (the board is the window's only content). */
static gint64 layout_time;
static gint64 paint_total;
static guint  n_paints;

static void
frame_layout_cb (GdkFrameClock *clock,
                 gpointer       user_data)
{
  layout_time = g_get_monotonic_time ();
}

static void
frame_after_paint_cb (GdkFrameClock *clock,
                      gpointer       user_data)
{
  if (layout_time != 0)
    {
      paint_total += g_get_monotonic_time () - layout_time;
      n_paints++;
      layout_time = 0;
    }
}

static double
time_frames (GtkWidget *board,
             guint      n)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (board);
  gulong id1 = g_signal_connect (clock, "before-paint", G_CALLBACK (frame_layout_cb), NULL);
  gulong id2 = g_signal_connect (clock, "after-paint", G_CALLBACK (frame_after_paint_cb), NULL);

  paint_total = 0;
  n_paints = 0;
  while (n_paints < n)
    {
      guint before = n_paints;

      gtk_widget_queue_draw (board);
      while (n_paints == before)
        g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (clock, id1);
  g_signal_handler_disconnect (clock, id2);
  return paint_total / 1000.0 / n;
}

static double
resident_mb (void)
{
  g_autofree char *text = NULL;
  unsigned long size = 0, resident = 0;

  if (!g_file_get_contents ("/proc/self/statm", &text, NULL, NULL)
      || sscanf (text, "%lu %lu", &size, &resident) != 2)
    return -1;
  return resident * (double) sysconf (_SC_PAGESIZE) / (1024.0 * 1024.0);
}

static TslGame *
mid_game (void)
{
  TslEngine *engine = tsl_registry_lookup ("catan", NULL);
  TslGame *game = tsl_game_new (engine, NULL, 4, 20261122, NULL, NULL);
  const char * const *colors = tsl_engine_get_colors (engine);

  for (guint i = 0; i < 4; i++)
    tsl_game_set_seat (game, i, "Player", colors[i], i == 0 ? "human" : "ai:random");
  g_assert_true (tsl_autoplay (game, 300, -1, NULL, NULL));
  return game;
}

static GdkRGBA board_colors[4];

/* A move as the view sees it: applied to the shown game, which makes the
 * view read the state anew (drawing left out: the redraw is timed apart). */
static double
time_moves (TslGame *game,
            guint    n)
{
  gint64 total = 0;
  guint done = 0;

  for (; done < n && !tsl_game_is_over (game); done++)
    {
      g_autoptr(JsonArray) legal = tsl_game_legal_actions_json (game);
      gint64 start = g_get_monotonic_time ();

      g_assert_true (tsl_game_apply_json (game, json_array_get_object_element (legal, 0), NULL));
      total += g_get_monotonic_time () - start;
    }
  return done > 0 ? total / 1000.0 / done : 0;
}

/* @cold: the terrain layer drawn anew (a new size); @changed: pieces or
 * highlights changed (what a move does); neither: a plain repaint. */
static double
time_redraw (GtkWidget *board,
             gboolean   cold,
             gboolean   changed,
             gboolean   render,
             guint      n)
{
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (board));
  int width = gtk_widget_get_width (board), height = gtk_widget_get_height (board);
  gint64 start = g_get_monotonic_time ();

  for (guint i = 0; i < n; i++)
    {
      GtkSnapshot *snapshot = gtk_snapshot_new ();
      g_autoptr(GskRenderNode) node = NULL;

      if (cold)
        tsl_catan_board_invalidate_cache (TSL_CATAN_BOARD (board));
      else if (changed)
        tsl_catan_board_set_colors (TSL_CATAN_BOARD (board), board_colors, 4);
      /* The widget's own snapshot(): what a redraw costs on the UI thread. */
      GTK_WIDGET_GET_CLASS (board)->snapshot (board, snapshot);
      node = gtk_snapshot_free_to_node (snapshot);
      if (render)
        {
          g_autoptr(GdkTexture) texture =
            gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
        }
    }
  return (g_get_monotonic_time () - start) / 1000.0 / n;
}

int
main (int   argc,
      char *argv[])
{
  gint64 start = g_get_monotonic_time ();
  TslWindow *window;
  GtkWidget *board_window, *board;
  g_autoptr(TslGame) game = NULL;
  TslCatanInfo info;

  ui_test_init (&argc, &argv);
  setvbuf (stdout, NULL, _IOLBF, 0);
  printf ("startup-gtk-init-ms %.1f\n", (g_get_monotonic_time () - start) / 1000.0);

  /* 1. Start-up: GTK, the engine registry and the launcher window drawn once. */
  window = tsl_window_new (NULL);
  printf ("startup-window-built-ms %.1f\n", (g_get_monotonic_time () - start) / 1000.0);
  g_signal_connect (window, "realize", G_CALLBACK (realize_cb), NULL);
  gtk_window_present (GTK_WINDOW (window));
  while (first_paint == 0)
    g_main_context_iteration (NULL, TRUE);
  printf ("startup-to-launcher-ms %.1f\n", (first_paint - start) / 1000.0);
  printf ("resident-launcher-mb %.1f\n", resident_mb ());

  /* 2. Memory during a game shown in the window (at its default size). */
  tsl_window_set_autosave (window, FALSE);
  game = mid_game ();
  tsl_window_start_game (window, game);
  tsl_session_set_pace (tsl_window_get_session (window), 0);
  ui_test_wait (2000);
  printf ("game-actions %u\n", tsl_game_get_n_actions (game));
  printf ("window-size %dx%d\n", gtk_widget_get_width (GTK_WIDGET (window)),
          gtk_widget_get_height (GTK_WIDGET (window)));
  printf ("resident-mb %.1f\n", resident_mb ());
  printf ("view-move-ms %.3f\n", time_moves (game, 40));
  /* 3. Board redraw at 1920x1080 with the same mid-game position. */
  tsl_catan_info_read (tsl_game_get_state (game), -1, &info);
  board_window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (board_window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (board_window), 1920, 1080);
  board = tsl_catan_board_new ();
  gtk_window_set_child (GTK_WINDOW (board_window), board);
  for (guint i = 0; i < 4; i++)
    gdk_rgba_parse (&board_colors[i], (const char *[]) { "#d32f2f", "#1e63c8", "#f5f5f5", "#f57c00" }[i]);
  tsl_catan_board_set_colors (TSL_CATAN_BOARD (board), board_colors, 4);
  tsl_catan_board_set_info (TSL_CATAN_BOARD (board), &info);
  gtk_window_present (GTK_WINDOW (board_window));
  ui_test_wait (300);
  printf ("board-size %dx%d\n", gtk_widget_get_width (board), gtk_widget_get_height (board));
  printf ("board-snapshot-unchanged-ms %.3f\n", time_redraw (board, FALSE, FALSE, FALSE, 200));
  printf ("board-snapshot-ms %.3f\n", time_redraw (board, FALSE, TRUE, FALSE, 100));
  printf ("board-snapshot-cold-ms %.3f\n", time_redraw (board, TRUE, FALSE, FALSE, 20));
  printf ("board-redraw-ms %.3f\n", time_redraw (board, FALSE, TRUE, TRUE, 100));
  printf ("board-redraw-cold-ms %.3f\n", time_redraw (board, TRUE, FALSE, TRUE, 20));
  printf ("board-frame-paint-ms %.3f\n", time_frames (board, 20));
  gtk_window_destroy (GTK_WINDOW (board_window));

  /* The same frames with an empty window of that size: what Xvfb and the
   * renderer cost without the board. */
  board_window = gtk_window_new ();
  gtk_window_set_decorated (GTK_WINDOW (board_window), FALSE);
  gtk_window_set_default_size (GTK_WINDOW (board_window), 1920, 1080);
  board = gtk_drawing_area_new ();
  gtk_window_set_child (GTK_WINDOW (board_window), board);
  gtk_window_present (GTK_WINDOW (board_window));
  ui_test_wait (300);
  printf ("empty-frame-paint-ms %.3f\n", time_frames (board, 20));
  gtk_window_destroy (GTK_WINDOW (board_window));

  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}
