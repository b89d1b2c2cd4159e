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

static gint64
started_victory_points (TslWindow    *window,
                        TslSetupPage *setup)
{
  TslSession *session;
  gint64 target;

  tsl_setup_page_set_seed (setup, 11);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  session = tsl_window_get_session (window);
  g_assert_nonnull (session);
  tsl_session_set_pace (session, 0);
  target = json_object_get_int_member (tsl_game_get_options (tsl_session_get_game (session)),
                                       "victory_points");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.new-game", NULL));
  return target;
}

static void
test_derived_option (void)
{
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  TslEngine *engine = tsl_registry_lookup ("catan", NULL);
  GtkWidget *spin, *automatic, *harbormaster;

  g_test_summary ("An option whose default follows the others (Catan's victory target) is on "
                  "“Automatic”: it shows the value the modules give as they change, leaves it to "
                  "the game, and a number typed in overrides it; a forbidden combination does not start");
  tsl_window_set_autosave (window, FALSE);
  g_signal_emit_by_name (launcher, "game-selected", engine);
  spin = tsl_setup_page_get_option_widget (setup, "victory_points");
  automatic = tsl_setup_page_get_option_automatic (setup, "victory_points");
  harbormaster = tsl_setup_page_get_option_widget (setup, "harbormaster");
  g_assert_nonnull (automatic);
  g_assert_null (tsl_setup_page_get_option_automatic (setup, "harbormaster"));
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (automatic)));
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 10);

  gtk_switch_set_active (GTK_SWITCH (harbormaster), TRUE);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 11);
  g_assert_true (gtk_check_button_get_active (GTK_CHECK_BUTTON (automatic)));
  g_assert_cmpint (started_victory_points (window, setup), ==, 11);

  g_signal_emit_by_name (launcher, "game-selected", engine);
  spin = tsl_setup_page_get_option_widget (setup, "victory_points");
  automatic = tsl_setup_page_get_option_automatic (setup, "victory_points");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 12);
  g_assert_false (gtk_check_button_get_active (GTK_CHECK_BUTTON (automatic)));
  gtk_switch_set_active (GTK_SWITCH (tsl_setup_page_get_option_widget (setup, "harbormaster")), TRUE);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 12);
  g_assert_cmpint (started_victory_points (window, setup), ==, 12);

  /* A combination the rules cannot play keeps the form open. */
  g_signal_emit_by_name (launcher, "game-selected", engine);
  gtk_switch_set_active (GTK_SWITCH (tsl_setup_page_get_option_widget (setup, "friendly_robber")), TRUE);
  gtk_switch_set_active (GTK_SWITCH (tsl_setup_page_get_option_widget (setup, "robber_on_desert")), FALSE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  g_assert_cmpstr (tsl_window_get_page (window), ==, "setup");

  /* Back on "Automatic", the derived value again. */
  g_signal_emit_by_name (launcher, "game-selected", engine);
  spin = tsl_setup_page_get_option_widget (setup, "victory_points");
  automatic = tsl_setup_page_get_option_automatic (setup, "victory_points");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), 12);
  gtk_check_button_set_active (GTK_CHECK_BUTTON (automatic), TRUE);
  g_assert_cmpint (gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin)), ==, 10);
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

static void
capture_game_cb (TslSetupPage *setup,
                 TslGame      *game,
                 TslGame     **out)
{
  g_set_object (out, game);
}

/* Which of the engine's colours, in its seating order, holds seat 0 of a
 * file written by "tessella-cli new": the seat that won the start roll. */
static guint
cli_start_seat (TslEngine *engine,
                guint      n_players,
                guint64    seed)
{
  g_autofree char *seed_text = g_strdup_printf ("%" G_GUINT64_FORMAT, seed);
  g_autofree char *players_text = g_strdup_printf ("%u", n_players);
  const char *argv[] = { g_getenv ("TESSELLA_CLI"), "new", "--game", tsl_engine_get_id (engine),
                         "--players", players_text, "--seed", seed_text, NULL };
  g_autofree char *out = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  const char * const *colors = tsl_engine_get_colors (engine);
  const char *color;
  int wait_status = 0;

  g_assert_nonnull (argv[0]);
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &out, NULL, &wait_status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (wait_status, NULL));
  root = json_from_string (out, &error);
  g_assert_no_error (error);
  color = json_object_get_string_member (
    json_array_get_object_element (json_object_get_array_member (json_node_get_object (root), "players"), 0),
    "color");
  for (guint i = 0; colors[i] != NULL; i++)
    if (g_strcmp0 (colors[i], color) == 0)
      return i;
  g_assert_not_reached ();
}

static void
test_start_player_as_cli (void)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  GtkWidget *setup = g_object_ref_sink (tsl_setup_page_new ());

  g_test_summary ("The app and “tessella-cli new” choose the same start player for the same "
                  "seed: both roll with tsl_start_player_roll (issue 8)");
  for (guint e = 0; e < engines->len; e++)
    {
      TslEngine *engine = engines->pdata[e];
      const char * const *colors = tsl_engine_get_colors (engine);
      /* Four seats where the game allows them, else as many as it does */
      guint n_players = CLAMP (4, tsl_engine_get_min_players (engine), tsl_engine_get_max_players (engine));

      tsl_setup_page_set_engine (TSL_SETUP_PAGE (setup), engine);
      tsl_setup_page_set_n_players (TSL_SETUP_PAGE (setup), n_players);
      for (guint i = 0; i < n_players; i++)
        g_assert_cmpstr (tsl_seat_row_get_color (TSL_SEAT_ROW (tsl_setup_page_get_seat_row (TSL_SETUP_PAGE (setup), i))),
                         ==, colors[i]);
      for (guint64 seed = 0; seed < 100; seed++)
        {
          g_autoptr(TslGame) game = NULL;
          gulong handler = g_signal_connect (setup, "start-game", G_CALLBACK (capture_game_cb), &game);
          guint app_start = G_MAXUINT;

          tsl_setup_page_set_seed (TSL_SETUP_PAGE (setup), seed);
          g_assert_true (gtk_widget_activate_action (setup, "setup.start", NULL));
          g_signal_handler_disconnect (setup, handler);
          g_assert_nonnull (game);
          for (guint i = 0; colors[i] != NULL; i++)
            if (g_strcmp0 (colors[i], tsl_game_get_seat_color (game, 0)) == 0)
              app_start = i;
          g_assert_cmpuint (app_start, ==, cli_start_seat (engine, n_players, seed));
        }
    }
  g_object_unref (setup);
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/launcher/lists-games", test_launcher_lists_games);
  g_test_add_func ("/ui/launcher/setup-form", test_setup_form_from_options);
  g_test_add_func ("/ui/launcher/every-game-starts", test_every_game_starts);
  g_test_add_func ("/ui/launcher/derived-option", test_derived_option);
  g_test_add_func ("/ui/settings/schema", test_settings_schema);
  g_test_add_func ("/ui/launcher/restored-colors-distinct", test_restored_colors_distinct);
  g_test_add_func ("/ui/launcher/start-player-as-cli", test_start_player_as_cli);
  return g_test_run ();
}
