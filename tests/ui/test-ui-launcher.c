/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-game-card.h"
#include "tsl-game-view.h"
#include "tsl-launcher.h"
#include "tsl-registry.h"
#include "tsl-seat-row.h"
#include "tsl-setup-page.h"
#include "ui-test-util.h"

static void
test_launcher_lists_games (void)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));

  g_test_summary ("The launcher shows one card per registered game, named by the engine");
  g_assert_cmpuint (engines->len, >, 0);
  g_assert_cmpstr (tsl_window_get_page (window), ==, "launcher");
  g_assert_cmpuint (tsl_launcher_get_n_games (launcher), ==, engines->len);
  for (guint i = 0; i < engines->len; i++)
    {
      TslGameCard *card = TSL_GAME_CARD (tsl_launcher_get_card (launcher, i));

      g_assert_true (tsl_game_card_get_engine (card) == engines->pdata[i]);
      g_assert_cmpstr (tsl_game_card_get_title (card), ==, tsl_engine_get_name (engines->pdata[i]));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_setup_form_from_options (void)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));

  g_test_summary ("Choosing a game builds its form: seats within its player counts and "
                  "one control per option of its TslOptionSpec table");
  for (guint i = 0; i < engines->len; i++)
    {
      TslEngine *engine = engines->pdata[i];
      const TslOptionSpec *specs;
      guint n_specs = 0;

      tsl_game_card_activate (TSL_GAME_CARD (tsl_launcher_get_card (launcher, i)));
      g_assert_cmpstr (tsl_window_get_page (window), ==, "setup");
      g_assert_cmpuint (tsl_setup_page_get_n_players (setup), >=, tsl_engine_get_min_players (engine));
      g_assert_cmpuint (tsl_setup_page_get_n_players (setup), <=, tsl_engine_get_max_players (engine));
      specs = tsl_engine_get_options (engine, &n_specs);
      for (guint k = 0; k < n_specs; k++)
        {
          GtkWidget *widget = tsl_setup_page_get_option_widget (setup, specs[k].key);

          g_assert_nonnull (widget);
          switch (specs[k].type)
            {
            case TSL_OPTION_BOOL:
              g_assert_true (GTK_IS_SWITCH (widget));
              break;
            case TSL_OPTION_INT:
              g_assert_true (GTK_IS_SPIN_BUTTON (widget));
              break;
            case TSL_OPTION_CHOICE:
              g_assert_true (GTK_IS_DROP_DOWN (widget));
              g_assert_cmpuint (g_list_model_get_n_items (gtk_drop_down_get_model (GTK_DROP_DOWN (widget))),
                                ==, specs[k].n_choices);
              break;
            default:
              g_assert_not_reached ();
            }
        }
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-launcher", NULL));
      g_assert_cmpstr (tsl_window_get_page (window), ==, "launcher");
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_settings_schema (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autofree char *language = g_settings_get_string (settings, "language");

  g_test_summary ("The schema compiled in the build's data dir has the preferences");
  g_assert_cmpuint (g_settings_get_uint (settings, "ai-pace"), ==, 600);
  g_assert_true (g_settings_get_boolean (settings, "privacy-screen"));
  g_assert_cmpstr (language, ==, "");
}

static void
test_every_game_starts (void)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));

  g_test_summary ("Every registered game starts from its setup page with default seats and "
                  "shows in a game view (a dedicated one or the generic one)");
  tsl_window_set_autosave (window, FALSE);
  for (guint i = 0; i < engines->len; i++)
    {
      TslSession *session;

      tsl_game_card_activate (TSL_GAME_CARD (tsl_launcher_get_card (launcher, i)));
      tsl_setup_page_set_seed (setup, 11);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
      g_assert_cmpstr (tsl_window_get_page (window), ==, "game");
      session = tsl_window_get_session (window);
      g_assert_nonnull (session);
      g_assert_true (tsl_game_get_engine (tsl_session_get_game (session)) == engines->pdata[i]);
      g_assert_true (TSL_IS_GAME_VIEW (tsl_window_get_view (window)));
      tsl_session_set_pace (session, 0);
      ui_test_wait (200);
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
      g_assert_cmpstr (tsl_window_get_page (window), ==, "launcher");
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_restored_colors_distinct (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  TslWindow *window;
  TslLauncher *launcher;
  TslSetupPage *setup;
  TslEngine *engine = tsl_registry_lookup ("hunters", NULL);

  g_test_summary ("Seats remembered from a game with other colours never leave two seats "
                  "of a new game with the same colour");
  g_assert_nonnull (engine);
  /* The last game was Catan, whose first seat was blue; blue is also the
   * fifth colour of Hunters & Gatherers. */
  g_settings_set_value (settings, "last-seats",
                        g_variant_new_parsed ("[('Anna', 'blue', 'human'), ('Bob', 'white', 'ai:greedy'),"
                                              " ('Cili', 'orange', 'ai:greedy'), ('Dani', 'red', 'ai:greedy')]"));
  window = ui_test_window_new ();
  launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  tsl_setup_page_set_settings (setup, settings);
  g_signal_emit_by_name (launcher, "game-selected", engine);
  tsl_setup_page_set_n_players (setup, 5);
  for (guint i = 0; i < 5; i++)
    for (guint j = i + 1; j < 5; j++)
      g_assert_cmpstr (tsl_seat_row_get_color (TSL_SEAT_ROW (tsl_setup_page_get_seat_row (setup, i))), !=,
                       tsl_seat_row_get_color (TSL_SEAT_ROW (tsl_setup_page_get_seat_row (setup, j))));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  g_assert_cmpstr (tsl_window_get_page (window), ==, "game");
  g_settings_reset (settings, "last-seats");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/launcher/lists-games", test_launcher_lists_games);
  g_test_add_func ("/ui/launcher/setup-form", test_setup_form_from_options);
  g_test_add_func ("/ui/launcher/every-game-starts", test_every_game_starts);
  g_test_add_func ("/ui/settings/schema", test_settings_schema);
  g_test_add_func ("/ui/launcher/restored-colors-distinct", test_restored_colors_distinct);
  return g_test_run ();
}
