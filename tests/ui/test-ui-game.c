/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan.h"
#include "tsl-catan-player-row.h"
#include "tsl-catan-view.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"
#include "ui-test-util.h"

static void
test_setup_phase (void)
{
  TslWindow *window = ui_test_start_catan (42);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  TslCatanInfo info;
  g_autoptr(JsonArray) legal = NULL;

  g_test_summary ("A 4-player game with computer seats: the founding phase is played "
                  "through the view's actions (rulebook §4: two settlements and two roads "
                  "each, then the start player, seat 0, rolls)");
  g_assert_cmpuint (tsl_game_get_n_players (game), ==, 4);
  g_assert_cmpuint (tsl_session_count_humans (session), ==, 1);

  ui_test_play_setup (window);

  g_assert_cmpuint (ui_test_count_pieces (game, "settlements"), ==, 8);
  g_assert_cmpuint (ui_test_count_pieces (game, "roads"), ==, 8);
  tsl_catan_info_read (tsl_game_get_state (game), -1, &info);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpint (info.players[p].vp, ==, 2);
  g_assert_cmpint (info.current, ==, 0);

  /* The first normal turn starts with the production roll. */
  while (!tsl_session_is_human (session, tsl_game_get_actor (game)))
    {
      if (ui_test_count_pieces (game, "roads") > 8)
        break;
      g_main_context_iteration (NULL, TRUE);
    }
  if (tsl_game_get_actor (game) == 0 && tsl_session_is_human (session, 0))
    {
      legal = tsl_game_legal_actions_json (game);
      g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (legal, 0), "type"),
                       ==, "roll");
    }
  g_assert_nonnull (tsl_game_view_get_status (TSL_GAME_VIEW (view)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_illegal_click_explained (void)
{
  TslWindow *window = ui_test_start_catan (7);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  g_autofree char *step = NULL;

  g_test_summary ("An illegal click changes nothing and says why in the status line");
  while (!tsl_session_is_human (session, tsl_game_get_actor (game)))
    g_main_context_iteration (NULL, TRUE);
  if (tsl_catan_view_is_private (view))
    gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL);

  g_assert_cmpuint (ui_test_first_legal (game).type, ==, TSL_CATAN_PLACE_SETTLEMENT);
  before = ui_test_game_text (game);
  step = g_strdup (tsl_game_view_get_status (TSL_GAME_VIEW (view)));
  /* Off the board: nothing to click. */
  g_assert_false (tsl_catan_view_click_vertex (view, TSL_CATAN_N_VERTICES));
  /* A road while a settlement is due: the rules refuse it and say why. */
  g_assert_false (tsl_catan_view_click_edge (view, 0));
  after = ui_test_game_text (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (tsl_game_view_get_status (TSL_GAME_VIEW (view)), !=, "");
  g_assert_cmpstr (tsl_game_view_get_status (TSL_GAME_VIEW (view)), !=, step);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_traders_robber_and_harbors (void)
{
  TslWindow *window = ui_test_window_new ();
  TslEngine *engine = tsl_registry_lookup ("catan", NULL);
  g_autoptr(JsonNode) options = json_from_string ("{\"friendly_robber\": true, \"harbormaster\": true}", NULL);
  g_autoptr(TslGame) game = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TslCatanView *view;
  TslCatanInfo info;
  gint closed = -1;
  g_autofree char *points = NULL;
  const char *detail;

  g_test_summary ("T&B: a hex closed to the Friendly Robber is refused with the rule's reason and "
                  "changes nothing; the player rows show harbour points");
  /* Seed 20261129: Anna must move the robber while Dmitri has 2 points. */
  game = tsl_screenshot_new_game_full (engine, json_node_get_object (options), 0, 20261129, &error);
  g_assert_no_error (error);
  g_assert_true (tsl_autoplay (game, 3000, 0, "move_robber", &error));
  g_assert_no_error (error);
  tsl_window_set_autosave (window, FALSE);
  tsl_window_start_game (window, game);
  tsl_session_set_pace (tsl_window_get_session (window), 0);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  if (tsl_catan_view_is_private (view))
    gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL);

  tsl_catan_info_read (tsl_game_get_state (game), -1, &info);
  g_assert_cmpuint (info.phase, ==, TSL_CATAN_PHASE_ROBBER);
  g_assert_cmpuint (info.friendly_robber.robber_protected, !=, 0);
  for (guint h = 0; h < TSL_CATAN_N_LAND_HEXES && closed < 0; h++)
    if (!(info.robber_hexes & (1u << h)) && (gint) h != info.robber)
      closed = (gint) h;
  g_assert_cmpint (closed, >=, 0);

  before = ui_test_game_text (game);
  g_assert_false (tsl_catan_view_click_hex (view, (guint) closed));
  after = ui_test_game_text (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_nonnull (strstr (tsl_game_view_get_status (TSL_GAME_VIEW (view)), "Friendly Robber"));

  points = tsl_catan_player_row_dup_lines (TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 0)));
  g_assert_nonnull (points);
  g_assert_nonnull (strstr (points, "harbour point"));
  /* The base game awards both cards: knights played and the road length. */
  detail = tsl_catan_player_row_get_detail (TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 0)));
  g_assert_nonnull (strstr (detail, "knight"));
  g_assert_nonnull (strstr (detail, "longest road"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_hotseat_privacy (void)
{
  TslWindow *window = ui_test_start_catan_seats (5, 2);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  gint first = -1;
  gint64 deadline = g_get_monotonic_time () + 300 * G_TIME_SPAN_SECOND;

  g_test_summary ("Between two human players a privacy screen hides the hand until the "
                  "next player confirms");
  g_assert_cmpuint (tsl_session_count_humans (session), ==, 2);

  /* Play until each human has had the screen once. */
  while (g_get_monotonic_time () < deadline)
    {
      gint actor = tsl_game_get_actor (game);

      if (!tsl_session_is_human (session, actor))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (actor != first && first >= 0)
        {
          g_assert_true (tsl_catan_view_is_private (view));
          break;
        }
      if (first < 0)
        {
          first = actor;
          g_assert_true (tsl_catan_view_is_private (view));
          /* Nothing can be done on the board while the screen is up. */
          {
            TslMove move = ui_test_first_legal (game);

            g_assert_cmpuint (move.type, ==, TSL_CATAN_PLACE_SETTLEMENT);
            g_assert_false (tsl_catan_view_click_vertex (view, move.arg[0]));
          }
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
        }
      g_assert_false (tsl_catan_view_is_private (view));
      {
        TslMove move = ui_test_first_legal (game);

        if (move.type == TSL_CATAN_PLACE_SETTLEMENT)
          g_assert_true (tsl_catan_view_click_vertex (view, move.arg[0]));
        else
          g_assert_true (tsl_catan_view_click_edge (view, move.arg[0]));
      }
    }
  g_assert_cmpint (g_get_monotonic_time (), <, deadline);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
hand_follows_turn_cb (TslGame      *game,
                      guint         index,
                      TslCatanView *view)
{
  TslCatanInfo info;

  tsl_catan_info_read (tsl_game_get_state (game), -1, &info);
  g_assert_cmpint (tsl_catan_view_get_hand_seat (view), ==, info.current);
}

static void
test_spectator_hand (void)
{
  TslWindow *window = ui_test_start_catan_seats (11, 0);
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  gint64 deadline = g_get_monotonic_time () + 120 * G_TIME_SPAN_SECOND;

  g_test_summary ("With only computer players the hand shown is that of the player whose "
                  "turn it is, after every move");
  g_signal_connect (game, "action-applied", G_CALLBACK (hand_follows_turn_cb), view);
  while (tsl_game_get_n_actions (game) < 60 && !tsl_game_is_over (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handlers_disconnect_by_data (game, view);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_undo (void)
{
  TslWindow *window = ui_test_start_catan (31);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  guint n;

  g_test_summary ("Undo (Ctrl+Z, win.undo) takes back the human's last placement");
  while (!tsl_session_is_human (session, tsl_game_get_actor (game)))
    g_main_context_iteration (NULL, TRUE);
  before = ui_test_game_text (game);
  n = tsl_game_get_n_actions (game);
  g_assert_true (tsl_catan_view_click_vertex (view, ui_test_first_legal (game).arg[0]));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n + 1);
  g_assert_true (tsl_session_can_undo (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n);
  after = ui_test_game_text (game);
  g_assert_cmpstr (before, ==, after);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A human's hand changed by another player's action is told in a notice
 * that fades; the log keeps the sentence (issue 22). */
static void
test_notice_for_hand_change (void)
{
  TslWindow *window = ui_test_start_catan (6);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;
  gboolean seen = FALSE;
  g_autofree char *received = NULL;

  ui_test_play_setup (window);
  received = g_strdup_printf ("%s received", tsl_game_get_seat_name (game, 0));
  /* The computer players roll and produce; seat 0's hand grows on their turns. */
  while (!seen && g_get_monotonic_time () < deadline && !tsl_game_is_over (game))
    {
      g_auto(GStrv) notices = NULL;

      if (tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          TslMove move = ui_test_ai_move (game, "greedy", tsl_game_get_n_actions (game));

          g_assert_true (tsl_session_apply_move (session, &move, NULL));
        }
      ui_test_wait (5);
      notices = tsl_window_get_notices (window);
      for (guint i = 0; notices[i] != NULL; i++)
        seen |= strstr (notices[i], received) != NULL;
    }
  g_assert_true (seen);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The shortcuts window opens at the page of the game played; no page of
 * it is long enough for GTK 4.8's page switcher, whose labels warn of a
 * negative width (tour D35; warnings are fatal here). */
static void
test_shortcuts_page (void)
{
  TslWindow *window = ui_test_window_new ();
  GtkBuilder *builder = gtk_builder_new_from_resource ("/io/github/tessella/Tessella/gtk/help-overlay.ui");
  GtkShortcutsWindow *overlay = GTK_SHORTCUTS_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
  g_autofree char *section = NULL;

  g_test_summary ("The shortcuts window opens at the game played, every page of it without a page switcher");
  /* The window owns it from now on, as it does the application's. */
  gtk_application_window_set_help_overlay (GTK_APPLICATION_WINDOW (window), overlay);
  g_object_unref (builder);
  ui_test_start_scenario (window, NULL, 4, 3, NULL);
  g_object_get (overlay, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, "catan");
  g_clear_pointer (&section, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-launcher", NULL));
  ui_test_wait (20);
  g_object_get (overlay, "section-name", &section, NULL);
  g_assert_cmpstr (section, ==, "general");
  /* Every page measured once: a page switcher's labels would warn.  (Not
   * shown: the tests' isolated data folders have no icon theme.) */
  for (const char * const *name = (const char * const[]) { "general", "catan", "traders-barbarians", "hunters", NULL };
       *name != NULL; name++)
    {
      int natural;

      g_object_set (overlay, "section-name", *name, NULL);
      gtk_widget_measure (GTK_WIDGET (overlay), GTK_ORIENTATION_HORIZONTAL, -1, NULL, &natural, NULL, NULL);
      g_assert_cmpint (natural, <=, 1366);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/game/setup-phase", test_setup_phase);
  g_test_add_func ("/ui/game/notice-for-hand-change", test_notice_for_hand_change);
  g_test_add_func ("/ui/game/illegal-click", test_illegal_click_explained);
  g_test_add_func ("/ui/game/traders-robber-harbors", test_traders_robber_and_harbors);
  g_test_add_func ("/ui/game/hotseat-privacy", test_hotseat_privacy);
  g_test_add_func ("/ui/game/undo", test_undo);
  g_test_add_func ("/ui/game/spectator-hand", test_spectator_hand);
  g_test_add_func ("/ui/game/shortcuts-page", test_shortcuts_page);
  return g_test_run ();
}
