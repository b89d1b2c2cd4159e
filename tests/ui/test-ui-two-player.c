/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan.h"
#include "tsl-catan-stats.h"
#include "tsl-catan-view.h"
#include "tsl-registry.h"
#include "tsl-game-view.h"
#include "ui-test-util.h"

/* Two-player Catan in the application (seed 002): a game for two seats
 * from the setup page, the second die, the neutral pieces placed by
 * clicks after a build, and the trade-token actions as the view's actions
 * (their buttons and keys). */

static void
test_two_player_turns (void)
{
  TslWindow *window = ui_test_start_catan_players (11, 2, 1);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;
  guint neutral_clicks = 0, token_actions = 0, human_turns = 0;
  TslCatanInfo info;

  g_test_summary ("A two-player game from the setup page: the human builds, places the free "
                  "neutral piece by clicking it, uses the trade-token actions, and sees both rolls");
  g_assert_cmpuint (tsl_game_get_n_players (game), ==, 2);
  ui_test_play_setup (window);
  /* The neutral players' founding settlements: 2 + 2 + 2. */
  g_assert_cmpuint (ui_test_count_pieces (game, "settlements"), ==, 6);

  while (human_turns < 12 && !tsl_game_is_over (game))
    {
      TslMove move;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (ui_test_find_legal (game, TSL_CATAN_BUILD_NEUTRAL_ROAD, &move))
        {
          g_assert_true (tsl_catan_view_click_edge (view, move.arg[0]));
          neutral_clicks++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT, &move))
        {
          g_assert_true (tsl_catan_view_click_vertex (view, move.arg[0]));
          neutral_clicks++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_TURN_IN_KNIGHT, NULL))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.turn-in-knight", NULL));
          token_actions++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_ROBBER_TO_DESERT, NULL))
        {
          guint before = ui_test_count_pieces (game, "roads");

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.robber-to-desert", NULL));
          g_assert_cmpuint (ui_test_count_pieces (game, "roads"), ==, before);
          g_assert_false (ui_test_find_legal (game, TSL_CATAN_ROBBER_TO_DESERT, NULL));
          token_actions++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_BUILD_ROAD, &move))
        g_assert_true (tsl_catan_view_click_edge (view, move.arg[0]));
      else
        {
          /* Roll, discard, robber, end the turn: the first legal move. */
          move = ui_test_first_legal (game);
          if (move.type == TSL_CATAN_ROLL)
            {
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
              tsl_catan_info_read (tsl_game_get_state (game), -1, &info);
              g_assert_true (info.two_player.played);
              g_assert_cmpuint (info.dice[0] + info.dice[1], !=, info.two_player.dice2[0] + info.two_player.dice2[1]);
              g_assert_cmpuint (info.two_player.dice2[0], >=, 1);
              continue;
            }
          if (move.type == TSL_CATAN_END_TURN)
            human_turns++;
          g_assert_true (tsl_game_view_apply_move (TSL_GAME_VIEW (view), &move));
        }
    }
  g_assert_cmpuint (neutral_clicks, >, 0);
  g_assert_cmpuint (token_actions, >, 0);
  tsl_catan_info_read (tsl_game_get_state (game), -1, &info);
  g_assert_cmpuint (info.players[0].two_player.token_cost, >=, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_two_player_stats (void)
{
  static const char * const actions[] = {
    "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[1,0],[2,-1],[2,0]]}",
    "{\"player\": 0, \"type\": \"place_road\", \"edge\": [[1,0],[2,0]]}",
    "{\"player\": 1, \"type\": \"place_settlement\", \"vertex\": [[-2,0],[-1,0],[-2,1]]}",
    "{\"player\": 1, \"type\": \"place_road\", \"edge\": [[-2,0],[-1,0]]}",
    "{\"player\": 1, \"type\": \"place_settlement\", \"vertex\": [[-2,1],[-2,2],[-3,2]]}",
    "{\"player\": 1, \"type\": \"place_road\", \"edge\": [[-2,1],[-2,2]]}",
    "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[2,-2],[2,-1],[3,-2]]}",
    "{\"player\": 0, \"type\": \"place_road\", \"edge\": [[2,-2],[2,-1]]}",
    "{\"player\": 0, \"type\": \"roll\", \"dice\": [3, 4], \"dice2\": [4, 4]}",
    "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [-2,1], \"victim\": 1, \"stolen\": \"wood\"}",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) options = json_from_string ("{\"layout\": \"beginner\"}", NULL);
  g_autoptr(TslGame) game = NULL;
  TslCatanStats stats;

  g_test_summary ("The victory screen's statistics count both rolls, and the second roll's "
                  "production after a first 7 (not the stolen card)");
  game = tsl_game_new (tsl_registry_lookup ("catan", NULL), json_node_get_object (options), 2, 1, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (actions[i], NULL);

      if (!tsl_game_apply_json (game, json_node_get_object (node), &error))
        g_error ("%s: %s", actions[i], error->message);
    }
  g_assert_true (tsl_catan_stats_compute (game, &stats, &error));
  g_assert_cmpuint (stats.n_rolls, ==, 2);
  g_assert_cmpuint (stats.dice[7], ==, 1);
  g_assert_cmpuint (stats.dice[8], ==, 1);
  /* 8: mountains [2,0] gives seat 0 an ore; the robber on forest [-2,1]
   * keeps seat 1's lumber, of which seat 0 steals nothing produced. */
  g_assert_cmpuint (stats.produced[0][TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (stats.produced[0][TSL_CATAN_WOOD], ==, 0);
  g_assert_cmpuint (stats.produced[1][TSL_CATAN_WOOD], ==, 0);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/two-player/turns", test_two_player_turns);
  g_test_add_func ("/ui/two-player/stats", test_two_player_stats);
  return g_test_run ();
}
