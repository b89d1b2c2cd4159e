/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "tsl-game-view.h"
#include "tsl-launcher.h"
#include "tsl-race-view.h"
#include "tsl-registry.h"
#include "test-race-engine.h"
#include "ui-test-util.h"

/* A third game with a view of its own, added as docs/adding-a-game.md
 * says: the race test engine's view (tests/ui/race) registers itself from
 * its meson.build, like ui/<game>/meson.build, and nothing else of the UI
 * knows about it. */

static TslEngine *race;

static TslGame *
new_race (guint n_humans)
{
  g_autoptr(GError) error = NULL;
  static const char *names[] = { "Anna", "Béla", "Clara" };
  static const char *colors[] = { "red", "blue", "orange" };
  TslGame *game = tsl_game_new (race, NULL, 3, 1, NULL, &error);

  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    tsl_game_set_seat (game, i, names[i], colors[i], i < n_humans ? "human" : "ai:random");
  return game;
}

static guint
count_children (GtkWidget *widget)
{
  guint n = 0;

  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n++;
  return n;
}

static GtkWidget *
find_button (GtkWidget  *box,
             const char *label)
{
  for (GtkWidget *child = gtk_widget_get_first_child (box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (child)), label) == 0)
      return child;
  return NULL;
}

static void
test_registered (void)
{
  g_autoptr(TslEngine) unknown = NULL;
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, 120, 80);
  cairo_t *cr = cairo_create (surface);
  guint32 pixel;

  g_test_summary ("The race view registered itself for the race engine from its own "
                  "meson.build; its class draws the launcher card");
  g_assert_true (tsl_game_view_type_for_engine (race) == TSL_TYPE_RACE_VIEW);

  /* The race's green track, not the generic honeycomb. */
  tsl_game_view_draw_preview (race, cr, 120, 80);
  cairo_surface_flush (surface);
  pixel = *(guint32 *) cairo_image_surface_get_data (surface) & 0xffffff;
  g_assert_cmphex (pixel, ==, 0x2e7d33);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_launcher_card (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(GPtrArray) engines = tsl_registry_list ();

  g_test_summary ("The launcher lists the race like every other registered game");
  g_assert_cmpuint (tsl_launcher_get_n_games (TSL_LAUNCHER (tsl_window_get_launcher (window))), ==,
                    engines->len);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_play (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(TslGame) game = new_race (2);
  TslGameView *view;
  GtkWidget *moves;
  g_autofree char *anna_cards = NULL;
  char *label = NULL;
  GtkWidget *hint;

  g_test_summary ("Moves chosen in the race view reach the game as TslMoves; the log, the "
                  "main button and the hands follow, and the next human sees only their own cards; "
                  "with only the random player, no hint is offered");
  tsl_window_start_game (window, game);
  view = TSL_GAME_VIEW (tsl_window_get_view (window));
  g_assert_true (TSL_IS_RACE_VIEW (view));
  moves = tsl_race_view_get_moves_box (TSL_RACE_VIEW (view));
  g_assert_cmpuint (count_children (moves), ==, 1);
  g_object_get (view, "primary-label", &label, NULL);
  g_assert_cmpstr (label, ==, "_Roll");
  g_free (label);

  /* Enter rolls; then Anna may draw or pass. */
  tsl_game_view_activate_primary (view);
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 1);
  g_assert_nonnull (find_button (moves, "_Draw a Card"));
  g_assert_nonnull (find_button (moves, "_Pass"));
  g_assert_nonnull (strstr (tsl_game_view_get_status (view), "Anna"));

  anna_cards = g_strdup_printf ("Anna: %u card(s)", ((const RaceState *) tsl_game_get_state (game))->hand_count[0]);
  g_signal_emit_by_name (find_button (moves, "_Pass"), "clicked");
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 2);
  g_assert_cmpint (tsl_game_get_actor (game), ==, 1);
  g_assert_nonnull (strstr (tsl_game_view_get_status (view), "Béla"));
  /* Béla's view: Anna's hand only counted. */
  g_assert_nonnull (strstr (tsl_race_view_get_hand_text (TSL_RACE_VIEW (view)), anna_cards));
  g_object_get (view, "primary-label", &label, NULL);
  g_assert_cmpstr (label, ==, "_Roll");
  g_free (label);
  /* Its only computer player is the random one: no hint to offer. */
  for (guint i = 1; (hint = ui_test_find_widget (GTK_WIDGET (window), GTK_TYPE_BUTTON, i)) != NULL; i++)
    if (g_strcmp0 (gtk_button_get_label (GTK_BUTTON (hint)), "_Hint") == 0)
      break;
  g_assert_nonnull (hint);
  g_assert_false (gtk_widget_get_visible (hint));

  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_refused_move (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(TslGame) game = new_race (3);
  TslMove move = { .type = RACE_ROLL, .player = 2 };
  TslGameView *view;

  g_test_summary ("A move the rules refuse changes nothing; the base view shows the "
                  "engine's reason until the next action");
  tsl_window_start_game (window, game);
  view = TSL_GAME_VIEW (tsl_window_get_view (window));
  g_assert_false (tsl_game_view_apply_move (view, &move));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 0);
  g_assert_nonnull (tsl_game_view_get_explanation (view));
  g_assert_cmpstr (tsl_game_view_get_status (view), ==, tsl_game_view_get_explanation (view));

  move.player = 0;
  g_assert_true (tsl_game_view_apply_move (view, &move));
  g_assert_null (tsl_game_view_get_explanation (view));
  g_assert_nonnull (strstr (tsl_game_view_get_status (view), "Anna"));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The screenshot mode prints each file's path: kept here, off the TAP
 * output. */
static GString *printed;

static void
keep_printed (const char *text)
{
  g_string_append (printed, text);
}

static void
test_screenshots (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("race-shots-XXXXXX", &error);
  g_autofree char *path = NULL;
  TslWindow *window = ui_test_window_new ();

  g_test_summary ("`tessella --screenshot` takes the race's own scene from its view class");
  g_assert_no_error (error);
  tsl_window_set_autosave (window, FALSE);
  printed = g_string_new (NULL);
  g_set_print_handler (keep_printed);
  g_assert_true (tsl_game_view_screenshots (race, window, dir, &error));
  g_set_print_handler (NULL);
  g_assert_no_error (error);
  path = g_build_filename (dir, "race-board.png", NULL);
  g_assert_nonnull (strstr (printed->str, path));
  g_string_free (printed, TRUE);
  g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (TSL_IS_RACE_VIEW (tsl_window_get_view (window)));
  if (g_getenv ("RACE_SHOTS_KEEP") == NULL)
    {
      g_unlink (path);
      g_rmdir (dir);
    }
  else
    g_printerr ("%s\n", path);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  race = test_race_engine_new ();
  tsl_registry_add (race);

  g_test_add_func ("/ui/race/registered", test_registered);
  g_test_add_func ("/ui/race/launcher-card", test_launcher_card);
  g_test_add_func ("/ui/race/play", test_play);
  g_test_add_func ("/ui/race/refused-move", test_refused_move);
  g_test_add_func ("/ui/race/screenshots", test_screenshots);
  return g_test_run ();
}
