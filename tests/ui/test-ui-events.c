/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan.h"
#include "tsl-catan-dice.h"
#include "tsl-catan-event-card.h"
#include "tsl-catan-view.h"
#include "tsl-registry.h"
#include "tsl-dialogs.h"
#include "ui-test-util.h"

/* V2 Catan Events in the application: the card shown instead of the dice,
 * the event's question answered with its buttons, the Earthquake's road
 * chosen on the board, several turns of a game played through the view. */

static void
play_events_game (guint n_players)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslGame) game = NULL;
  TslCatanView *view;
  TslSession *session;
  GtkWidget *card, *card2, *dice;
  guint rolls = 0, questions = 0, damaged = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  json_object_set_boolean_member (options, "event_cards", TRUE);
  game = ui_test_start_scenario (window, options, n_players, 20261125, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));

  card = ui_test_find_widget (GTK_WIDGET (view), TSL_TYPE_CATAN_EVENT_CARD, 1);
  card2 = ui_test_find_widget (GTK_WIDGET (view), TSL_TYPE_CATAN_EVENT_CARD, 2);
  dice = ui_test_find_widget (GTK_WIDGET (view), TSL_TYPE_CATAN_DICE, 1);
  g_assert_nonnull (card);
  g_assert_nonnull (card2);
  g_assert_nonnull (dice);

  while (rolls < 12 && !tsl_game_is_over (game))
    {
      gint actor = tsl_game_get_actor (game);
      GtkWidget *question;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, actor))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      ui_test_wait (20);
      if (tsl_catan_view_is_private (view))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
      question = ui_test_question_window (window);
      if (question != NULL)
        {
          /* The first choice, as a click on its button. */
          guint before = tsl_game_get_n_actions (game);
          GtkWidget *button = tsl_choice_prompt_get_choice (TSL_CHOICE_PROMPT (question), 0);

          g_assert_nonnull (button);
          g_signal_emit_by_name (button, "clicked");
          ui_test_wait (20);
          g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
          questions++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_DAMAGE_ROAD, NULL))
        {
          TslMove first = ui_test_first_legal (game);

          g_assert_true (tsl_catan_view_click_edge (view, first.arg[0]));
          damaged++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_ROLL, NULL))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
          rolls++;
          g_assert_true (gtk_widget_get_visible (card));
          g_assert_false (gtk_widget_get_visible (dice));
          /* Two-player: "dobás helyett 2 kártyát fordít fel" — both shown. */
          g_assert_true (gtk_widget_get_visible (card2) == (n_players == 2));
        }
      else if (ui_test_find_legal (game, TSL_CATAN_END_TURN, NULL))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.end-turn", NULL));
      else if (ui_test_find_legal (game, TSL_CATAN_TAKE_RESOURCE, NULL) || ui_test_find_legal (game, TSL_CATAN_GIVE_RESOURCE, NULL)
               || ui_test_find_legal (game, TSL_CATAN_DRAW_RESOURCE, NULL))
        ui_test_wait (50);   /* the question is on its way */
      else
        {
          /* Discards and the robber: the first legal move, through the game. */
          TslMove first = ui_test_first_legal (game);
          GListModel *toplevels = gtk_window_get_toplevels ();

          /* Close the dialogs of this step first: the move may open the
           * next one (a two-player turn's second card and its event). */
          for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
            {
              g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i - 1);

              if (w != GTK_WIDGET (window))
                gtk_window_destroy (GTK_WINDOW (w));
            }
          g_assert_true (tsl_session_apply_move (session, &first, NULL));
        }
    }
  g_test_message ("%u cards turned, %u event questions answered, %u roads damaged", rolls, questions, damaged);
  g_assert_cmpuint (rolls, >=, 12);
  g_assert_cmpuint (questions + damaged, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_events_game (void)
{
  g_test_summary ("HU Catan eseményei: a game with the event cards played through the view for "
                  "several turns: the card replaces the dice, event questions and the "
                  "Earthquake's road are answered with the view's controls");
  play_events_game (4);
}

static void
test_two_player_events_game (void)
{
  g_test_summary ("HU Kétszemélyes Catan + Catan eseményei (\"Aki soron van, dobás helyett 2 kártyát "
                  "fordít fel egymás után\"): a 2-player game with events played through the view for "
                  "several turns, both cards shown");
  play_events_game (2);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/events/game", test_events_game);
  g_test_add_func ("/ui/events/two-player-game", test_two_player_events_game);
  return g_test_run ();
}
