/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan.h"
#include "tsl-catan-view.h"
#include "tsl-catan-caravans-view.h"
#include "tsl-catan-vote-dialog.h"
#include "tsl-registry.h"
#include "ui-test-util.h"

/* Caravans in the application: several turns of a game played through
 * the view, the human's camel votes made with the vote dialog after a
 * click on a marked path of the board. */

/* A path a camel may go to now (the first listed). */
static gint
camel_spot (TslGame *game)
{
  TslMoveList legal;
  gint edge = -1;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && edge < 0; i++)
    if (legal.moves[i].type == TSL_CATAN_VOTE_CAMEL && legal.moves[i].arg[0] >= 0)
      edge = legal.moves[i].arg[0];
  tsl_move_list_clear (&legal);
  return edge;
}

static void
test_caravans_game (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslGame) game = NULL;
  TslCatanView *view;
  TslSession *session;
  guint turns = 0, votes = 0, clicked = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;
  TslCatanInfo info;

  g_test_summary ("HU Karavánutak: a Caravans game played through the view for several turns; the "
                  "human votes on camels with the vote dialog and a click on a marked path");
  json_object_set_string_member (options, "scenario", "caravans");
  game = ui_test_start_scenario (window, options, 3, 20261126, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));

  while ((turns < 30 || clicked < 2) && turns < 400 && !tsl_game_is_over (game))
    {
      gint actor = tsl_game_get_actor (game);

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, actor))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      ui_test_wait (20);
      if (tsl_catan_view_is_private (view))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
      if (ui_test_find_legal (game, TSL_CATAN_VOTE_CAMEL, NULL))
        {
          GtkWindow *dialog = tsl_catan_view_get_vote_dialog (view);
          guint before = tsl_game_get_n_actions (game);
          gint edge = camel_spot (game);

          g_assert_nonnull (dialog);   /* it opened by itself */
          /* The board marks the spots; a click chooses one for the dialog.
           * A vote may have no spot left to propose (then no click). */
          if (edge >= 0)
            {
              g_assert_false (tsl_catan_view_click_edge (view, (guint) edge));
              g_assert_true (tsl_catan_view_get_vote_dialog (view) == dialog);
              clicked++;
            }
          tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
          tsl_catan_vote_dialog_set_cards (TSL_CATAN_VOTE_DIALOG (dialog),
                                           info.players[0].resources[TSL_CATAN_WOOL] > 0 ? 1 : 0, 0);
          tsl_catan_vote_dialog_confirm (TSL_CATAN_VOTE_DIALOG (dialog));
          ui_test_wait (20);
          g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
          votes++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_ROLL, NULL))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
          turns++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_END_TURN, NULL))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.end-turn", NULL));
      else
        {
          /* Discards and the robber: the first legal move, through the game. */
          TslMove first = ui_test_first_legal (game);
          GListModel *toplevels = gtk_window_get_toplevels ();

          g_assert_true (tsl_session_apply_move (session, &first, NULL));
          for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
            {
              g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i - 1);

              if (w != GTK_WIDGET (window))
                gtk_window_destroy (GTK_WINDOW (w));
            }
        }
    }
  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  g_test_message ("%u turns, %u votes (%u with a click on a path), %u camels left", turns, votes, clicked,
                  info.caravans.camels_left);
  g_assert_true (info.caravans.played);
  g_assert_cmpuint (clicked, >=, 2);
  g_assert_cmpuint (info.caravans.camels_left, <, 22);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/caravans/game", test_caravans_game);
  return g_test_run ();
}
