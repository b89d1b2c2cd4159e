/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "tsl-catan.h"
#include "tsl-catan-view.h"
#include "tsl-game-view.h"
#include "tsl-session.h"
#include "tsl-launcher.h"
#include "tsl-registry.h"
#include "tsl-seat-row.h"
#include "tsl-setup-page.h"
#include "ui-test-util.h"

/*
 * The window fits a 1280x720 screen (Hunters & Gatherers even 1024x700):
 * neither the setup page nor a game's view asks for more, and the setup
 * page's Start control is in view without scrolling.  Long labels are what
 * grows a window, so this runs in English and again in Hungarian, German
 * and Bulgarian.
 *
 * Usage: test-ui-layout [--tap] [LANG LOCALEDIR], LOCALEDIR being the
 * catalogues meson built (build/po).
 */

#define SCREEN_WIDTH  1280
#define SCREEN_HEIGHT 720
/* What a game's table may ask at the least (issue 22): a small laptop
 * window, whatever the module and the language. */
#define TABLE_MIN_WIDTH  1024
#define TABLE_MIN_HEIGHT 700

static void
assert_fits_in (TslWindow  *window,
                const char *what,
                int         screen_width,
                int         screen_height)
{
  int min_width, min_height;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  /* Wrapping rows are taller when narrower: the height that counts is the
   * one for the screen's width. */
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, screen_width,
                      &min_height, NULL, NULL, NULL);
  g_test_message ("%s: minimum %d x %d", what, min_width, min_height);
  g_assert_cmpint (min_width, <=, screen_width);
  g_assert_cmpint (min_height, <=, screen_height);
}

static void
assert_fits (TslWindow  *window,
             const char *what)
{
  assert_fits_in (window, what, SCREEN_WIDTH, SCREEN_HEIGHT);
}

/* The table's own minimum, as a window manager would let a person shrink
 * the window: the width alone, then the height at that width. */
static void
assert_table_minimum (TslWindow  *window,
                      const char *what)
{
  int min_width, min_height;

  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_HORIZONTAL, -1,
                      &min_width, NULL, NULL, NULL);
  gtk_widget_measure (GTK_WIDGET (window), GTK_ORIENTATION_VERTICAL, TABLE_MIN_WIDTH,
                      &min_height, NULL, NULL, NULL);
  if (min_width > TABLE_MIN_WIDTH || min_height > TABLE_MIN_HEIGHT)
    g_error ("%s: the window needs at least %d x %d, more than %d x %d",
             what, min_width, min_height, TABLE_MIN_WIDTH, TABLE_MIN_HEIGHT);
}

static GtkWidget *
find_action_button (GtkWidget  *widget,
                    const char *action)
{
  if (GTK_IS_ACTIONABLE (widget)
      && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), action) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_action_button (child, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static TslEngine *
select_game (TslWindow  *window,
             const char *id)
{
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  TslEngine *engine = tsl_registry_lookup (id, NULL);

  g_assert_nonnull (engine);
  g_signal_emit_by_name (launcher, "game-selected", engine);
  g_assert_cmpstr (tsl_window_get_page (window), ==, "setup");
  return engine;
}

static gboolean translated;

/* Runs the main loop until the window has taken the screen's size; a slow
 * or loaded machine (sanitizers) needs many frames for a resize. */
static void
wait_for_height (TslWindow *window,
                 int        height)
{
  gint64 deadline = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;

  while (gtk_widget_get_height (GTK_WIDGET (window)) > height
         && g_get_monotonic_time () < deadline)
    ui_test_wait (50);
}

static void
test_setup_start_visible (void)
{
  TslWindow *window = ui_test_window_new ();
  GtkWidget *setup = tsl_window_get_setup_page (window);
  GtkWidget *start;
  graphene_rect_t bounds;

  gtk_window_set_default_size (GTK_WINDOW (window), SCREEN_WIDTH, SCREEN_HEIGHT);
  select_game (window, "catan");
  tsl_setup_page_set_n_players (TSL_SETUP_PAGE (setup), 4);
  ui_test_wait (100);
  wait_for_height (window, SCREEN_HEIGHT);
  assert_fits (window, "setup");

  start = find_action_button (setup, "setup.start");
  g_assert_nonnull (start);
  /* The catalogue did load: the test is of the long labels. */
  if (translated)
    g_assert_cmpstr (gtk_button_get_label (GTK_BUTTON (start)), !=, "_Start Game");
  /* Not in the scrolled form: in view whatever the form's length. */
  g_assert_null (gtk_widget_get_ancestor (start, GTK_TYPE_SCROLLED_WINDOW));
  g_assert_true (gtk_widget_get_mapped (start));
  g_assert_true (gtk_widget_get_sensitive (start));
  g_assert_true (gtk_widget_compute_bounds (start, GTK_WIDGET (window), &bounds));
  g_assert_cmpfloat (bounds.origin.y, >=, 0);
  g_assert_cmpfloat (bounds.origin.y + bounds.size.height, <=,
                     gtk_widget_get_height (GTK_WIDGET (window)));
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), <=, SCREEN_HEIGHT);

  gtk_widget_activate (start);
  ui_test_wait (400);
  g_assert_cmpstr (tsl_window_get_page (window), ==, "game");
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_catan_fits (void)
{
  TslWindow *window = ui_test_start_catan (42);

  ui_test_wait (200);
  assert_fits (window, "catan, founding phase");
  ui_test_play_setup (window);
  ui_test_wait (200);
  assert_fits (window, "catan, after the founding phase");
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Hunters & Gatherers fits a 1024x700 window, also while a figure is to
 * be placed, and playing never resizes the window. */
static void
test_hunters_fits (void)
{
  TslWindow *window = ui_test_window_new ();
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  TslGame *game;
  TslMoveList legal;
  int width, height;

  select_game (window, "hunters");
  tsl_setup_page_set_n_players (setup, 4);
  for (guint i = 0; i < 4; i++)
    g_assert_true (tsl_seat_row_set_controller (TSL_SEAT_ROW (tsl_setup_page_get_seat_row (setup, i)),
                                                i == 0 ? "human" : "ai:greedy"));
  tsl_setup_page_set_seed (setup, 7);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  g_assert_cmpstr (tsl_window_get_page (window), ==, "game");
  ui_test_wait (400);
  assert_fits (window, "hunters");
  assert_fits_in (window, "hunters, small window", 1024, 700);
  width = gtk_widget_get_width (GTK_WIDGET (window));
  height = gtk_widget_get_height (GTK_WIDGET (window));

  /* Lay the drawn tile: the figure choice shows in the side panel. */
  game = tsl_session_get_game (tsl_window_get_session (window));
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  g_assert_cmpuint (legal.len, >, 0);
  legal.moves[0].player = (gint8) tsl_game_get_actor (game);
  g_assert_true (tsl_game_view_apply_move (TSL_GAME_VIEW (tsl_window_get_view (window)), &legal.moves[0]));
  tsl_move_list_clear (&legal);
  ui_test_wait (400);
  assert_fits_in (window, "hunters, placing a figure", 1024, 700);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), ==, width);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (window)), ==, height);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The Catan modules, each the way a game file names it. */
static const struct { const char *options; guint n_players; } catan_modules[] = {
  { "{}", 4 },
  { "{}", 2 },
  { "{\"friendly_robber\": true, \"harbormaster\": true}", 4 },
  { "{\"event_cards\": true}", 3 },
  { "{\"scenario\": \"fishermen\"}", 4 },
  { "{\"scenario\": \"rivers\"}", 4 },
  { "{\"scenario\": \"caravans\"}", 4 },
  { "{\"scenario\": \"barbarian_attack\"}", 4 },
  { "{\"scenario\": \"traders_barbarians\"}", 4 },
  { "{\"scenario\": \"traders_barbarians\"}", 2 },
};

/* Through the founding phase and some turns; the translated runs, which
 * are about the labels' lengths, play half as far. */
#define STABLE_MOVES (translated ? 40 : 80)

/* The table is stable: while a module's game is played (the human's moves
 * chosen as the greedy player would, the others by the computer), the
 * window never changes its size, the board keeps its allocation through
 * every phase, and the table never asks for more than a small laptop
 * window. */
static void
test_catan_modules_stable (void)
{
  for (guint m = 0; m < G_N_ELEMENTS (catan_modules); m++)
    {
      TslWindow *window = ui_test_window_new ();
      g_autoptr(JsonNode) options = json_from_string (catan_modules[m].options, NULL);
      g_autoptr(TslGame) game = NULL;
      g_autofree char *what = NULL;
      TslSession *session;
      GtkWidget *view, *board;
      int width, height, board_width, board_height;

      gtk_window_set_default_size (GTK_WINDOW (window), SCREEN_WIDTH, SCREEN_HEIGHT);
      game = ui_test_start_scenario (window, json_node_get_object (options),
                                     catan_modules[m].n_players, 20261128 + m, "ai:greedy");
      session = tsl_window_get_session (window);
      view = tsl_window_get_view (window);
      board = tsl_catan_view_get_board (TSL_CATAN_VIEW (view));
      ui_test_wait (200);
      width = gtk_widget_get_width (GTK_WIDGET (window));
      height = gtk_widget_get_height (GTK_WIDGET (window));
      board_width = gtk_widget_get_width (board);
      board_height = gtk_widget_get_height (board);
      g_test_message ("%s, %u players: window %d x %d, board %d x %d", catan_modules[m].options,
                      catan_modules[m].n_players, width, height, board_width, board_height);

      for (guint i = 0; i < STABLE_MOVES && !tsl_game_is_over (game); i++)
        {
          gint actor = tsl_game_get_actor (game);

          if (tsl_session_is_human (session, actor))
            {
              TslMove move = ui_test_ai_move (game, "greedy", i);

              g_assert_true (tsl_session_apply_move (session, &move, NULL));
            }
          ui_test_wait (15);
          g_free (what);
          what = g_strdup_printf ("%s, %u players, after %u actions (phase of %s)",
                                  catan_modules[m].options, catan_modules[m].n_players,
                                  tsl_game_get_n_actions (game),
                                  tsl_game_get_n_actions (game) > 0
                                  ? tsl_game_get_action_text (game, tsl_game_get_n_actions (game) - 1) : "");
          assert_table_minimum (window, what);
          if (gtk_widget_get_width (GTK_WIDGET (window)) != width
              || gtk_widget_get_height (GTK_WIDGET (window)) != height)
            g_error ("%s: the window changed its size to %d x %d", what,
                     gtk_widget_get_width (GTK_WIDGET (window)), gtk_widget_get_height (GTK_WIDGET (window)));
          if (gtk_widget_get_width (board) != board_width || gtk_widget_get_height (board) != board_height)
            g_error ("%s: the board moved from %d x %d to %d x %d", what, board_width, board_height,
                     gtk_widget_get_width (board), gtk_widget_get_height (board));
        }
      gtk_window_destroy (GTK_WINDOW (window));
      ui_test_wait (20);
    }
}

int
main (int   argc,
      char *argv[])
{
  /* The language is chosen before anything is translated. */
  for (int i = 1; i + 1 < argc; i++)
    if (argv[i][0] != '-')
      {
        g_setenv ("LANGUAGE", argv[i], TRUE);
        setlocale (LC_ALL, "");
        bindtextdomain (GETTEXT_PACKAGE, argv[i + 1]);
        bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
        textdomain (GETTEXT_PACKAGE);
        translated = TRUE;
        for (int j = i; j + 2 <= argc; j++)
          argv[j] = argv[j + 2];
        argc -= 2;
        break;
      }

  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/layout/setup-start-visible", test_setup_start_visible);
  g_test_add_func ("/ui/layout/catan-fits", test_catan_fits);
  g_test_add_func ("/ui/layout/hunters-fits", test_hunters_fits);
  g_test_add_func ("/ui/layout/catan-modules-stable", test_catan_modules_stable);
  return g_test_run ();
}
