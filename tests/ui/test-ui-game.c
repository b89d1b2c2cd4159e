/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-model.h"
#include "tsl-catan-view.h"
#include "ui-test-util.h"

static void
test_setup_phase (void)
{
  TslWindow *window = ui_test_start_catan (42);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(TslCatanModel) model = NULL;
  g_autoptr(JsonArray) legal = NULL;

  g_test_summary ("A 4-player game with computer seats: the founding phase is played "
                  "through the view's actions (rulebook §4: two settlements and two roads "
                  "each, then the start player, seat 0, rolls)");
  g_assert_cmpuint (tsl_game_get_n_players (game), ==, 4);
  g_assert_cmpuint (tsl_session_count_humans (session), ==, 1);

  ui_test_play_setup (window);

  g_assert_cmpuint (ui_test_count_pieces (game, "settlements"), ==, 8);
  g_assert_cmpuint (ui_test_count_pieces (game, "roads"), ==, 8);
  state = tsl_game_get_state_json (game);
  model = tsl_catan_model_new_from_json (state, NULL);
  g_assert_nonnull (model);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpint (model->players[p].vp, ==, 2);
  g_assert_cmpint (model->current_player, ==, 0);

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
  g_assert_nonnull (tsl_catan_view_get_status (view));
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
  /* Deep in the sea frame: never a legal intersection. */
  TslUiHex sea[3] = { { 0, -3 }, { 1, -3 }, { 0, -4 } };

  g_test_summary ("An illegal click changes nothing and says why in the status line");
  while (!tsl_session_is_human (session, tsl_game_get_actor (game)))
    g_main_context_iteration (NULL, TRUE);
  if (tsl_catan_view_is_private (view))
    gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL);

  before = ui_test_game_text (game);
  g_assert_false (tsl_catan_view_click_vertex (view, tsl_ui_vertex_key (sea)));
  after = ui_test_game_text (game);
  g_assert_cmpstr (before, ==, after);
  g_assert_cmpstr (tsl_catan_view_get_status (view), !=, "");
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/game/setup-phase", test_setup_phase);
  g_test_add_func ("/ui/game/illegal-click", test_illegal_click_explained);
  return g_test_run ();
}
