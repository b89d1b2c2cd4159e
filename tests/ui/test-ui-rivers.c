/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan.h"
#include "tsl-catan-player-row.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view.h"
#include "tsl-game-view.h"
#include "tsl-registry.h"
#include "ui-test-util.h"

/* Rivers of Catan in the application (seed 002, "CATAN FOLYÓI"): several
 * turns played through the view; bridges built with the Build Bridge
 * action (its button and the B key) and a click on a bridge site, gold
 * spent through the gold tile's menu (its action); the player rows show
 * gold and the settler cards. */

/* A legal maritime trade for one gold. */
static gboolean
find_gold_trade (TslGame *game,
                 TslMove *found)
{
  TslMoveList legal;
  gboolean any = FALSE;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !any; i++)
    if (legal.moves[i].type == TSL_CATAN_MARITIME_TRADE && legal.moves[i].count[2 * TSL_CATAN_N_RESOURCES] > 0)
      {
        any = TRUE;
        *found = legal.moves[i];
      }
  tsl_move_list_clear (&legal);
  return any;
}

/* A legal road along a river (they lead to the bridge sites), else any. */
static gboolean
find_road_to_river (TslGame            *game,
                    const TslCatanInfo *info,
                    TslMove            *found)
{
  TslMoveList legal;
  gboolean any = FALSE;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len; i++)
    if (legal.moves[i].type == TSL_CATAN_BUILD_ROAD && (!any || info->rivers.river_bank[legal.moves[i].arg[0]]))
      {
        any = TRUE;
        *found = legal.moves[i];
      }
  tsl_move_list_clear (&legal);
  return any;
}

/* A maritime trade for the brick or lumber a bridge still needs. */
static gboolean
find_bank_trade (TslGame            *game,
                 const TslCatanInfo *info,
                 TslMove            *found)
{
  TslMoveList legal;
  gboolean any = FALSE;
  guint need = info->players[0].resources[TSL_CATAN_BRICK] < 2 ? TSL_CATAN_BRICK
               : info->players[0].resources[TSL_CATAN_WOOD] < 1 ? TSL_CATAN_WOOD : TSL_CATAN_N_RESOURCES;

  if (need == TSL_CATAN_N_RESOURCES)
    return FALSE;
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !any; i++)
    if (legal.moves[i].type == TSL_CATAN_MARITIME_TRADE && legal.moves[i].count[TSL_CATAN_N_RESOURCES + need] > 0 &&
        legal.moves[i].count[TSL_CATAN_BRICK] == 0 && legal.moves[i].count[TSL_CATAN_WOOD] == 0)
      {
        any = TRUE;
        *found = legal.moves[i];
      }
  tsl_move_list_clear (&legal);
  return any;
}

static void
test_rivers_turns (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslGame) game = NULL;
  TslCatanView *view;
  TslSession *session;
  TslCatanInfo info;
  GtkWidget *row;
  g_autofree char *gold = NULL;
  g_auto(GStrv) badges = NULL;
  guint turns = 0, bridges = 0, buys = 0, roads = 0, gold_trades = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  g_test_summary ("HU Catan folyói: a game played through the view for several turns: bridges "
                  "by the Build Bridge action and a click, resources bought with gold from the "
                  "menu, gold and the settler cards in the player rows");
  json_object_set_string_member (options, "scenario", "rivers");
  game = ui_test_start_scenario (window, options, 3, 20261127, "ai:random");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));

  while ((turns < 12 || bridges == 0 || buys == 0 || gold_trades == 0) && turns < 150 && !tsl_game_is_over (game))
    {
      TslMove move;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (tsl_catan_view_is_private (view))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
      tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
      if (ui_test_find_legal (game, TSL_CATAN_BUILD_BRIDGE, &move))
        {
          guint gold = info.players[0].gold;

          /* As the B key does: bridge mode, then a click on the site. */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.build-bridge", NULL));
          g_assert_true (tsl_catan_view_click_edge (view, move.arg[0]));
          tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
          g_assert_true (info.rivers.bridge[move.arg[0]]);
          g_assert_cmpuint (info.players[0].gold, >=, gold + 3);
          bridges++;
        }
      else if (gold_trades == 0 && find_gold_trade (game, &move))
        {
          /* The trade dialog's gold row: the bank's rate for 1 gold. */
          GtkWindow *trade = tsl_catan_view_open_trade (view);
          guint gold = info.players[0].gold;

          g_assert_nonnull (trade);
          for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
            tsl_catan_trade_dialog_set_give (TSL_CATAN_TRADE_DIALOG (trade), r, move.count[r]);
          tsl_catan_trade_dialog_set_gold (TSL_CATAN_TRADE_DIALOG (trade), 0, 1);
          g_assert_true (tsl_catan_trade_dialog_trade_with_bank (TSL_CATAN_TRADE_DIALOG (trade)));
          gtk_window_destroy (trade);
          tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
          g_assert_cmpuint (info.players[0].gold, ==, gold + 1);
          gold_trades++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_BUY_WITH_GOLD, NULL) &&
               (info.players[0].resources[TSL_CATAN_BRICK] < 2 || info.players[0].resources[TSL_CATAN_WOOD] < 1) &&
               info.bank[TSL_CATAN_BRICK] > 0 && info.bank[TSL_CATAN_WOOD] > 0)
        {
          const char *what = info.players[0].resources[TSL_CATAN_BRICK] < 2 ? "brick" : "wood";
          guint gold = info.players[0].gold;

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.buy-with-gold", "s", what));
          tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
          g_assert_cmpuint (info.players[0].gold, ==, gold - 2);
          buys++;
        }
      else if (bridges == 0 && find_bank_trade (game, &info, &move))
        g_assert_true (tsl_game_view_apply_move (TSL_GAME_VIEW (view), &move));
      else if (bridges == 0 && find_road_to_river (game, &info, &move))
        {
          g_assert_true (tsl_catan_view_click_edge (view, move.arg[0]));
          roads++;
        }
      else
        {
          move = ui_test_first_legal (game);
          if (move.type == TSL_CATAN_ROLL)
            {
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
              continue;
            }
          if (move.type == TSL_CATAN_END_TURN)
            turns++;
          g_assert_true (tsl_game_view_apply_move (TSL_GAME_VIEW (view), &move));
        }
    }
  g_test_message ("%u turns, %u bridges, %u purchases with gold, %u roads, %u trades for gold",
                  turns, bridges, buys, roads, gold_trades);
  g_assert_cmpuint (gold_trades, >, 0);
  g_assert_cmpuint (turns, >=, 12);
  g_assert_cmpuint (bridges, >, 0);
  g_assert_cmpuint (buys, >, 0);

  /* The first player row shows the gold and the cards the state gives. */
  ui_test_wait (20);
  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  row = ui_test_find_widget (GTK_WIDGET (view), TSL_TYPE_CATAN_PLAYER_ROW, 1);
  g_assert_nonnull (row);
  gold = tsl_catan_player_row_dup_lines (TSL_CATAN_PLAYER_ROW (row));
  g_assert_nonnull (strstr (gold, "bridge"));
  badges = tsl_catan_player_row_dup_badges (TSL_CATAN_PLAYER_ROW (row));
  g_assert_true (g_strv_contains ((const char * const *) badges, "Richest Settler") == info.players[0].richest_settler);
  g_assert_true (g_strv_contains ((const char * const *) badges, "Poor Settler") == info.players[0].poor_settler);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/rivers/turns", test_rivers_turns);
  return g_test_run ();
}
