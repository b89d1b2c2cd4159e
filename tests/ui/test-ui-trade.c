/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-discard-dialog.h"
#include "tsl-catan.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view.h"
#include "tsl-registry.h"
#include "tsl-setup-page.h"
#include "ui-test-util.h"

/* Issue 14: domestic trade between a human and the greedy computer
 * players through the view, both ways: one human, three greedy players.
 * Issue 25: a game without domestic trade offers the human none of it. */

/* Finds an open window of @type (a dialog the view opened by itself). */
static GtkWidget *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();  /* transfer none */

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) window = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (window, type) && gtk_widget_get_visible (window))
        return window;
    }
  return NULL;
}

static const TslMove *
find_legal (TslMoveList *legal,
            guint        type)
{
  for (guint i = 0; i < legal->len; i++)
    if (legal->moves[i].type == type)
      return &legal->moves[i];
  return NULL;
}

/* The human's seat (the setup page may seat the players in another order). */
static gint human = -1;

static void
find_human (TslSession *session)
{
  TslGame *game = tsl_session_get_game (session);

  human = -1;
  for (guint seat = 0; seat < tsl_game_get_n_players (game) && human < 0; seat++)
    if (tsl_session_is_human (session, (gint) seat))
      human = (gint) seat;
  g_assert_cmpint (human, >=, 0);
}

/* The seats other than the human's. */
static guint
computers (TslGame *game)
{
  return ((1u << tsl_game_get_n_players (game)) - 1) & ~(1u << human);
}

/* What the human's seat sees now. */
static void
read_info (TslGame      *game,
           TslCatanInfo *info)
{
  g_autofree gpointer view = tsl_game_dup_view (game, human);

  tsl_catan_info_read (view, human, info);
}

static void
discard_half (TslGame *game)
{
  TslCatanInfo info;
  GtkWidget *dialog;
  gint left;

  read_info (game, &info);
  while ((dialog = find_toplevel (TSL_TYPE_CATAN_DISCARD_DIALOG)) == NULL)
    g_main_context_iteration (NULL, TRUE);
  left = info.players[human].discard;
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES && left > 0; r++)
    {
      gint n = MIN (left, info.players[human].resources[r]);

      tsl_catan_discard_dialog_choose (TSL_CATAN_DISCARD_DIALOG (dialog), r, n);
      left -= n;
    }
  tsl_catan_discard_dialog_confirm (TSL_CATAN_DISCARD_DIALOG (dialog));
}

/* Answers the view's question (a trade offer, a victim) with button @response. */
static void
answer_question (gint response)
{
  TslChoicePrompt *prompt;
  GtkWidget *button;

  while ((prompt = ui_test_find_prompt ()) == NULL)
    g_main_context_iteration (NULL, TRUE);
  button = tsl_choice_prompt_get_choice (prompt, response);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
}

/* Runs the computer players until it is the human's step. */
static void
wait_for_human (TslSession *session,
                gint64      deadline)
{
  TslGame *game = tsl_session_get_game (session);

  while (!tsl_game_is_over (game) && !tsl_session_is_human (session, tsl_game_get_actor (game)))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* Plays the human's step that is neither a trade nor the end of the turn:
 * roll, discard, robber.  FALSE when the step is something else. */
static gboolean
play_routine_step (TslWindow   *window,
                   TslMoveList *legal)
{
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  const TslMove *m;

  if (find_legal (legal, TSL_CATAN_DISCARD) != NULL)
    discard_half (game);
  else if ((m = find_legal (legal, TSL_CATAN_MOVE_ROBBER)) != NULL)
    {
      if (!tsl_catan_view_click_hex (view, m->arg[0]))
        answer_question (0);    /* the victim */
    }
  else if (find_legal (legal, TSL_CATAN_ROLL) != NULL)
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.primary", NULL));
  else
    return FALSE;
  return TRUE;
}

static void
test_computer_offers_to_human (void)
{
  TslWindow *window = ui_test_start_catan_seats (3, 1);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  gint64 deadline = g_get_monotonic_time () + 250 * G_TIME_SPAN_SECOND;
  guint offers = 0, accepted = 0, traded = 0, turns = 0;
  gboolean waiting = FALSE;
  guint8 expected[TSL_CATAN_N_RESOURCES];

  g_test_summary ("A greedy computer player offers the human a trade: the view asks the human, "
                  "the answer goes to the game, and an accepted offer the computer completes "
                  "moves the cards");
  find_human (session);
  ui_test_play_setup (window);
  while ((offers < 3 || traded == 0) && turns < 120 && !tsl_game_is_over (game))
    {
      TslMoveList legal;
      TslCatanInfo info;
      guint before;

      wait_for_human (session, deadline);
      read_info (game, &info);
      /* The offer the human accepted is settled: with the human or not. */
      if (waiting && info.phase != TSL_CATAN_PHASE_TRADE)
        {
          traded += memcmp (info.players[human].resources, expected, sizeof expected) == 0;
          waiting = FALSE;
        }
      if (tsl_game_is_over (game))
        break;
      before = tsl_game_get_n_actions (game);
      tsl_move_list_init (&legal);
      tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
      if (find_legal (&legal, TSL_CATAN_REJECT_TRADE) != NULL)
        {
          gboolean can = find_legal (&legal, TSL_CATAN_ACCEPT_TRADE) != NULL;

          g_assert_cmpint (info.trade_from, !=, human);
          /* The computer asks only seats that hold the cards it wants. */
          g_assert_true (can);
          for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
            expected[r] = (guint8) (info.players[human].resources[r] + info.trade_give[r] - info.trade_get[r]);
          answer_question (0);    /* "Accept" */
          /* The computers answer meanwhile, in any order: find the human's. */
          {
            gboolean found = FALSE;

            for (guint i = before; i < tsl_game_get_n_actions (game); i++)
              found = found || (tsl_game_get_move (game, i)->player == human &&
                                tsl_game_get_move (game, i)->type == TSL_CATAN_ACCEPT_TRADE);
            g_assert_true (found);
          }
          offers++;
          accepted++;
          waiting = TRUE;
          tsl_move_list_clear (&legal);
          continue;
        }
      else if (!play_routine_step (window, &legal))
        {
          g_assert_nonnull (find_legal (&legal, TSL_CATAN_END_TURN));
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.primary", NULL));
          turns++;
        }
      g_assert_cmpuint (tsl_game_get_n_actions (game), ==, before + 1);
      tsl_move_list_clear (&legal);
    }
  g_test_message ("%u turns: %u offers to the human, %u accepted, %u trades made with the human",
                  turns, offers, accepted, traded);
  g_assert_cmpuint (offers, >, 0);
  g_assert_cmpuint (traded, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Offers @n of @give for one @get through the trade dialog and waits for
 * the computer players' answers.  Returns the seats who accept. */
static guint
offer_through_dialog (TslWindow *window,
                      guint      give,
                      guint      n,
                      guint      get)
{
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  GtkWindow *dialog = tsl_catan_view_open_trade (view);
  TslCatanInfo info;

  g_assert_nonnull (dialog);
  /* The amounts of a withdrawn offer stay in the dialog. */
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      tsl_catan_trade_dialog_set_give (TSL_CATAN_TRADE_DIALOG (dialog), r, 0);
      tsl_catan_trade_dialog_set_get (TSL_CATAN_TRADE_DIALOG (dialog), r, 0);
    }
  tsl_catan_trade_dialog_set_give (TSL_CATAN_TRADE_DIALOG (dialog), give, (gint) n);
  tsl_catan_trade_dialog_set_get (TSL_CATAN_TRADE_DIALOG (dialog), get, 1);
  g_assert_true (tsl_catan_trade_dialog_offer (TSL_CATAN_TRADE_DIALOG (dialog)));
  wait_for_human (session, g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND);
  read_info (game, &info);
  g_assert_cmpint (info.phase, ==, TSL_CATAN_PHASE_TRADE);
  /* Everyone asked has answered. */
  g_assert_cmpuint (info.trade_accepted | info.trade_rejected, ==, computers (game));
  return info.trade_accepted;
}

static void
test_human_offers_to_computers (void)
{
  TslWindow *window = ui_test_start_catan_seats (5, 1);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  gint64 deadline = g_get_monotonic_time () + 250 * G_TIME_SPAN_SECOND;
  guint offers = 0, declined = 0, traded = 0, turns = 0;

  g_test_summary ("The human offers trades through the trade dialog: the greedy computer players "
                  "answer each (accepting some, declining others), and the human completes one "
                  "with a player who accepted");
  find_human (session);
  ui_test_play_setup (window);
  while (traded == 0 && turns < 60 && !tsl_game_is_over (game))
    {
      TslMoveList legal;
      TslCatanInfo info;

      wait_for_human (session, deadline);
      if (tsl_game_is_over (game))
        break;
      tsl_move_list_init (&legal);
      tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
      if (find_legal (&legal, TSL_CATAN_REJECT_TRADE) != NULL)
        answer_question (1);    /* decline the computers' offers */
      else if (!play_routine_step (window, &legal))
        {
          g_assert_nonnull (find_legal (&legal, TSL_CATAN_END_TURN));
          read_info (game, &info);
          /* A few offers a turn: one card, then two, of each held for each wanted. */
          for (guint n = 1; n <= 2 && traded == 0; n++)
            for (guint r = 0; r < TSL_CATAN_N_RESOURCES && traded == 0; r++)
              for (guint g = 0; g < TSL_CATAN_N_RESOURCES && traded == 0; g++)
                {
                  guint accepted;

                  if (g == r || info.players[human].resources[r] < n || offers >= 8 * (turns + 1))
                    continue;
                  accepted = offer_through_dialog (window, r, n, g);
                  offers++;
                  declined += (computers (game) & ~accepted) != 0;
                  if (accepted != 0)
                    {
                      guint with = (guint) g_bit_nth_lsf (accepted, -1);
                      TslCatanInfo after;

                      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (tsl_catan_view_open_trade (view)),
                                                                 "trade.confirm", "i", (gint) with));
                      read_info (game, &after);
                      g_assert_cmpint (after.phase, ==, TSL_CATAN_PHASE_MAIN);
                      g_assert_cmpuint (after.players[human].resources[r], ==, info.players[human].resources[r] - n);
                      g_assert_cmpuint (after.players[human].resources[g], ==, info.players[human].resources[g] + 1);
                      g_assert_cmpuint (after.players[with].n_resources, ==,
                                        info.players[with].n_resources + n - 1);
                      traded++;
                    }
                  else
                    {
                      /* Nobody takes it: withdraw it. */
                      TslMoveList open;
                      TslMove cancel;

                      tsl_move_list_init (&open);
                      tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &open);
                      g_assert_nonnull (find_legal (&open, TSL_CATAN_CANCEL_TRADE));
                      cancel = *find_legal (&open, TSL_CATAN_CANCEL_TRADE);
                      g_assert_true (tsl_session_apply_move (session, &cancel, NULL));
                      tsl_move_list_clear (&open);
                    }
                }
          if (find_toplevel (TSL_TYPE_CATAN_TRADE_DIALOG) != NULL)
            gtk_window_destroy (GTK_WINDOW (find_toplevel (TSL_TYPE_CATAN_TRADE_DIALOG)));
          if (traded == 0)
            {
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.primary", NULL));
              turns++;
            }
        }
      tsl_move_list_clear (&legal);
    }
  g_test_message ("%u turns: %u offers by the human, declined by someone %u times, %u trades made",
                  turns, offers, declined, traded);
  g_assert_cmpuint (traded, ==, 1);
  g_assert_cmpuint (declined, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The buttons of @dialog that are shown and whose label holds @text. */
static guint
count_shown_buttons (GtkWidget  *dialog,
                     const char *text)
{
  GtkWidget *button;
  guint n = 0;

  for (guint i = 1; (button = ui_test_find_widget (dialog, GTK_TYPE_BUTTON, i)) != NULL; i++)
    n += gtk_widget_is_visible (button) && gtk_button_get_label (GTK_BUTTON (button)) != NULL &&
         strstr (gtk_button_get_label (GTK_BUTTON (button)), text) != NULL;
  return n;
}

static void
test_without_domestic_trade (void)
{
  TslWindow *window = ui_test_window_new ();
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  g_autoptr(JsonNode) options = json_from_string ("{\"domestic_trade\": false}", NULL);
  g_autoptr(TslGame) game = NULL;
  TslSession *session;
  TslCatanView *view;
  GtkWidget *toggle;
  guint turns = 0, dialogs = 0, bank_trades = 0;

  g_test_summary ("engine-cli.md, Later additions (domestic_trade): the setup page offers the option; "
                  "with it off the trade dialog has no offer and no answers, the computer players "
                  "never ask the human, and the bank still trades");
  g_signal_emit_by_name (tsl_window_get_launcher (window), "game-selected", tsl_registry_lookup ("catan", NULL));
  toggle = tsl_setup_page_get_option_widget (setup, "domestic_trade");
  g_assert_true (GTK_IS_SWITCH (toggle));
  g_assert_true (gtk_switch_get_active (GTK_SWITCH (toggle)));

  game = ui_test_start_scenario (window, json_node_get_object (options), 4, 11, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  human = 0;
  while (turns < 12 && !tsl_game_is_over (game))
    {
      TslMoveList legal;
      TslMove bank;

      wait_for_human (session, g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND);
      if (tsl_game_is_over (game))
        break;
      /* Nobody offers the human anything, so no question waits. */
      g_assert_null (ui_test_find_prompt ());
      tsl_move_list_init (&legal);
      tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
      g_assert_null (find_legal (&legal, TSL_CATAN_OFFER_TRADE));
      g_assert_null (find_legal (&legal, TSL_CATAN_ACCEPT_TRADE));
      g_assert_null (find_legal (&legal, TSL_CATAN_REJECT_TRADE));
      if (!play_routine_step (window, &legal))
        {
          GtkWindow *dialog = tsl_catan_view_open_trade (view);
          guint before = tsl_game_get_n_actions (game);

          g_assert_nonnull (find_legal (&legal, TSL_CATAN_END_TURN));
          g_assert_nonnull (dialog);
          dialogs++;
          g_assert_cmpuint (count_shown_buttons (GTK_WIDGET (dialog), "Offer to Players"), ==, 0);
          g_assert_cmpuint (count_shown_buttons (GTK_WIDGET (dialog), "Withdraw Offer"), ==, 0);
          g_assert_cmpuint (count_shown_buttons (GTK_WIDGET (dialog), "Trade with the"), ==, 1);
          tsl_catan_trade_dialog_set_give (TSL_CATAN_TRADE_DIALOG (dialog), TSL_CATAN_WOOD, 1);
          tsl_catan_trade_dialog_set_get (TSL_CATAN_TRADE_DIALOG (dialog), TSL_CATAN_ORE, 1);
          g_assert_false (tsl_catan_trade_dialog_offer (TSL_CATAN_TRADE_DIALOG (dialog)));
          g_assert_cmpuint (tsl_game_get_n_actions (game), ==, before);
          /* A maritime trade the rules list goes through the dialog. */
          if (find_legal (&legal, TSL_CATAN_MARITIME_TRADE) != NULL)
            {
              bank = *find_legal (&legal, TSL_CATAN_MARITIME_TRADE);
              for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
                {
                  tsl_catan_trade_dialog_set_give (TSL_CATAN_TRADE_DIALOG (dialog), r, bank.count[r]);
                  tsl_catan_trade_dialog_set_get (TSL_CATAN_TRADE_DIALOG (dialog), r,
                                                  bank.count[TSL_CATAN_N_RESOURCES + r]);
                }
              g_assert_true (tsl_catan_trade_dialog_trade_with_bank (TSL_CATAN_TRADE_DIALOG (dialog)));
              g_assert_cmpint (tsl_game_get_move (game, before)->type, ==, TSL_CATAN_MARITIME_TRADE);
              bank_trades++;
            }
          gtk_window_destroy (dialog);
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.primary", NULL));
          turns++;
        }
      tsl_move_list_clear (&legal);
    }
  for (guint i = 0; i < tsl_game_get_n_actions (game); i++)
    {
      guint type = tsl_game_get_move (game, i)->type;

      g_assert_true (type != TSL_CATAN_OFFER_TRADE && type != TSL_CATAN_ACCEPT_TRADE &&
                     type != TSL_CATAN_REJECT_TRADE && type != TSL_CATAN_CONFIRM_TRADE &&
                     type != TSL_CATAN_CANCEL_TRADE);
    }
  g_test_message ("%u turns, %u trade dialogs, %u bank trades", turns, dialogs, bank_trades);
  g_assert_cmpuint (dialogs, >, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/trade/computer-offers-to-human", test_computer_offers_to_human);
  g_test_add_func ("/ui/trade/human-offers-to-computers", test_human_offers_to_computers);
  g_test_add_func ("/ui/trade/without-domestic-trade", test_without_domestic_trade);
  return g_test_run ();
}
