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
  g_assert_cmpstr (tsl_game_view_get_status (TSL_GAME_VIEW (view)), !=, "");
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
            g_autoptr(JsonArray) legal = tsl_game_legal_actions_json (game);
            JsonObject *action = json_array_get_object_element (legal, 0);
            TslUiHex hexes[3];

            g_assert_cmpstr (json_object_get_string_member (action, "type"), ==, "place_settlement");
            g_assert_true (tsl_ui_vertex_from_json (json_object_get_member (action, "vertex"), hexes));
            g_assert_false (tsl_catan_view_click_vertex (view, tsl_ui_vertex_key (hexes)));
          }
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
        }
      g_assert_false (tsl_catan_view_is_private (view));
      {
        g_autoptr(JsonArray) legal = tsl_game_legal_actions_json (game);
        JsonObject *action = json_array_get_object_element (legal, 0);
        TslUiHex hexes[3];

        if (g_strcmp0 (json_object_get_string_member (action, "type"), "place_settlement") == 0)
          {
            g_assert_true (tsl_ui_vertex_from_json (json_object_get_member (action, "vertex"), hexes));
            g_assert_true (tsl_catan_view_click_vertex (view, tsl_ui_vertex_key (hexes)));
          }
        else
          {
            g_assert_true (tsl_ui_edge_from_json (json_object_get_member (action, "edge"), hexes));
            g_assert_true (tsl_catan_view_click_edge (view, tsl_ui_edge_key (hexes)));
          }
      }
    }
  g_assert_cmpint (g_get_monotonic_time (), <, deadline);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_undo (void)
{
  TslWindow *window = ui_test_start_catan (31);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  g_autoptr(JsonArray) legal = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  TslUiHex hexes[3];
  guint n;

  g_test_summary ("Undo (Ctrl+Z, win.undo) takes back the human's last placement");
  while (!tsl_session_is_human (session, tsl_game_get_actor (game)))
    g_main_context_iteration (NULL, TRUE);
  before = ui_test_game_text (game);
  n = tsl_game_get_n_actions (game);
  legal = tsl_game_legal_actions_json (game);
  g_assert_true (tsl_ui_vertex_from_json (json_object_get_member (json_array_get_object_element (legal, 0), "vertex"),
                                          hexes));
  g_assert_true (tsl_catan_view_click_vertex (view, tsl_ui_vertex_key (hexes)));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n + 1);
  g_assert_true (tsl_session_can_undo (session));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.undo", NULL));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n);
  after = ui_test_game_text (game);
  g_assert_cmpstr (before, ==, after);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/game/setup-phase", test_setup_phase);
  g_test_add_func ("/ui/game/illegal-click", test_illegal_click_explained);
  g_test_add_func ("/ui/game/hotseat-privacy", test_hotseat_privacy);
  g_test_add_func ("/ui/game/undo", test_undo);
  return g_test_run ();
}
