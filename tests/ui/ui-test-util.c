/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-ai.h"
#include "tsl-catan.h"
#include "tsl-catan-view.h"
#include "tsl-dialogs.h"
#include "tsl-engines.h"
#include "tsl-game-view.h"
#include "tsl-launcher.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"
#include "tsl-seat-row.h"
#include "tsl-setup-page.h"
#include "ui-test-util.h"

void
ui_test_init (int    *argc,
              char ***argv)
{
  /* Isolated XDG dirs: autosaves of the tests never touch the user's. */
  g_test_init (argc, argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  gtk_init ();
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  tsl_engines_register_all ();
  tsl_game_views_register_all ();
}

void
ui_test_wait (guint ms)
{
  tsl_screenshot_wait (ms);
}

TslWindow *
ui_test_window_new (void)
{
  TslWindow *window = tsl_window_new (NULL);

  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_present (GTK_WINDOW (window));
  ui_test_wait (50);
  return window;
}

/* Starts Catan through the launcher and the setup page, as a person would:
 * four seats, the first a human, the others computer players. */
TslWindow *
ui_test_start_catan (guint64 seed)
{
  return ui_test_start_catan_seats (seed, 1);
}

/* As ui_test_start_catan(), with the first @n_humans seats played by
 * people (hotseat) and the others by computer players. */
TslWindow *
ui_test_start_catan_seats (guint64 seed,
                           guint   n_humans)
{
  return ui_test_start_catan_players (seed, 4, n_humans);
}

/* As ui_test_start_catan_seats(), with @n_players seats. */
TslWindow *
ui_test_start_catan_players (guint64 seed,
                             guint   n_players,
                             guint   n_humans)
{
  return ui_test_start_game ("catan", seed, n_players, n_humans);
}

/* Starts the game @engine_id from the launcher: @n_humans people in the
 * first seats, the greedy player in the others, at full pace. */
TslWindow *
ui_test_start_game (const char *engine_id,
                    guint64     seed,
                    guint       n_players,
                    guint       n_humans)
{
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  guint index = G_MAXUINT;

  for (guint i = 0; i < engines->len; i++)
    if (g_strcmp0 (tsl_engine_get_id (engines->pdata[i]), engine_id) == 0)
      index = i;
  g_assert_cmpuint (index, <, tsl_launcher_get_n_games (launcher));

  g_signal_emit_by_name (launcher, "game-selected", engines->pdata[index]);
  g_assert_cmpstr (tsl_window_get_page (window), ==, "setup");
  tsl_setup_page_set_n_players (setup, n_players);
  for (guint i = 0; i < n_players; i++)
    {
      TslSeatRow *row = TSL_SEAT_ROW (tsl_setup_page_get_seat_row (setup, i));
      /* The greedy player: the search levels think up to a second a move. */
      g_assert_true (tsl_seat_row_set_controller (row, i < n_humans ? "human" : "ai:greedy"));
    }
  tsl_setup_page_set_seed (setup, seed);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (setup), "setup.start", NULL));
  g_assert_cmpstr (tsl_window_get_page (window), ==, "game");
  g_assert_nonnull (tsl_window_get_session (window));
  tsl_session_set_pace (tsl_window_get_session (window), 0);
  return window;
}

/* Starts a Catan game with @options in @window: the human in seat 0 and
 * @opponent in the others, at full pace, the setup played by the human's
 * clicks.  Returns the session's game (a new reference). */
TslGame *
ui_test_start_scenario (TslWindow  *window,
                        JsonObject *options,
                        guint       n_players,
                        guint64     seed,
                        const char *opponent)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = NULL;
  TslSession *session;

  game = tsl_game_new (tsl_registry_lookup ("catan", NULL), options, n_players, seed, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < n_players; i++)
    tsl_game_set_seat (game, i, NULL, NULL, i == 0 ? "human" : opponent);
  tsl_window_start_game (window, game);
  session = tsl_window_get_session (window);
  g_assert_nonnull (session);
  tsl_session_set_pace (session, 0);
  ui_test_play_setup (window);
  return g_object_ref (tsl_session_get_game (session));
}

guint
ui_test_count_pieces (TslGame    *game,
                      const char *kind)
{
  g_autoptr(JsonNode) state = tsl_game_get_state_json (game);
  JsonObject *pieces = json_object_get_object_member (json_node_get_object (state), "pieces");

  return json_array_get_length (json_object_get_array_member (pieces, kind));
}

/* The first legal move of whoever acts. */
TslMove
ui_test_first_legal (TslGame *game)
{
  TslMoveList legal;
  TslMove first;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  g_assert_cmpuint (legal.len, >, 0);
  first = legal.moves[0];
  tsl_move_list_clear (&legal);
  return first;
}

/* Plays the founding phase (rulebook §4): the human's placements through
 * the view's board clicks, the computer players' by the session. */
void
ui_test_play_setup (TslWindow *window)
{
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  guint n = tsl_game_get_n_players (game);
  gint64 deadline = g_get_monotonic_time () + 300 * G_TIME_SPAN_SECOND;

  while (ui_test_count_pieces (game, "roads") < 2 * n)
    {
      gint actor = tsl_game_get_actor (game);

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, actor))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      if (tsl_catan_view_is_private (view))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));

      {
        TslMove first = ui_test_first_legal (game);

        if (first.type == TSL_CATAN_PLACE_SETTLEMENT)
          g_assert_true (tsl_catan_view_click_vertex (view, first.arg[0]));
        else
          {
            g_assert_cmpuint (first.type, ==, TSL_CATAN_PLACE_ROAD);
            g_assert_true (tsl_catan_view_click_edge (view, first.arg[0]));
          }
      }
    }
}

char *
ui_test_game_text (TslGame *game)
{
  g_autoptr(JsonNode) node = tsl_game_to_json (game);

  return json_to_string (node, FALSE);
}

/* Whether a move of @type is legal now; the first such move in @found. */
gboolean
ui_test_find_legal (TslGame *game,
                    guint    type,
                    TslMove *found)
{
  TslMoveList legal;
  gboolean any = FALSE;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !any; i++)
    if (legal.moves[i].type == type)
      {
        any = TRUE;
        if (found != NULL)
          *found = legal.moves[i];
      }
  tsl_move_list_clear (&legal);
  return any;
}

static GtkWidget *
find_nth_widget (GtkWidget *root,
                 GType      type,
                 guint      nth,
                 guint     *seen)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) && ++*seen == nth)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_nth_widget (child, type, nth, seen);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The @nth (from 1) widget of @type under @root, depth first, if any. */
GtkWidget *
ui_test_find_widget (GtkWidget *root,
                     GType      type,
                     guint      nth)
{
  guint seen = 0;

  return find_nth_widget (root, type, nth, &seen);
}

/* The question (a message dialog) open above @window, if any. */
GtkWidget *
ui_test_question_window (TslWindow *window)
{
  return (GtkWidget *) tsl_choice_prompt_find_asking (GTK_WIDGET (window));
}

/* The prompt of any window that waits for an answer. */
TslChoicePrompt *
ui_test_find_prompt (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);
      TslChoicePrompt *prompt = tsl_choice_prompt_find_asking (w);

      if (prompt != NULL)
        return prompt;
    }
  return NULL;
}

/* Answers the question open above @window with the button of @response
 * (a choice's index); FALSE when no question is open. */
gboolean
ui_test_answer_question (TslWindow *window,
                         gint       response)
{
  GtkWidget *question = ui_test_question_window (window);
  GtkWidget *button;

  if (question == NULL)
    return FALSE;
  if (response < 0)
    {
      g_assert_true (tsl_choice_prompt_cancel (TSL_CHOICE_PROMPT (question)));
      ui_test_wait (20);
      return TRUE;
    }
  button = tsl_choice_prompt_get_choice (TSL_CHOICE_PROMPT (question), response);
  g_assert_nonnull (button);
  g_signal_emit_by_name (button, "clicked");
  ui_test_wait (20);
  return TRUE;
}

/* The move a computer player of @kind would make for the actor, so that a
 * test's human plays the turns it does not test sensibly (builds, trades,
 * buys) and the game goes on as a real one. */
TslMove
ui_test_ai_move (TslGame    *game,
                 const char *kind,
                 guint64     seed)
{
  TslEngine *engine = tsl_game_get_engine (game);
  gint actor = tsl_game_get_actor (game);
  g_autoptr(GError) error = NULL;
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, kind, &error);
  g_autofree gpointer view = tsl_game_dup_view (game, actor);
  TslMove move = { 0, };
  TslRng rng;

  g_assert_no_error (error);
  tsl_rng_init (&rng, seed, 1);
  g_assert_true (tsl_ai_choose_move (ai, engine, view, actor, &rng, &move));
  move.player = (gint8) actor;
  return move;
}
