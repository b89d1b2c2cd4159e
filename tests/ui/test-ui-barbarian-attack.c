/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan.h"
#include "tsl-catan-player-row.h"
#include "tsl-catan-view.h"
#include "tsl-catan-barbarian-attack-view.h"
#include "tsl-registry.h"
#include "ui-test-util.h"

/* Barbarian Attack in the application (docs/rules-catan-tb.md, S4):
 * several turns of a game played through the view, the human buying the
 * scenario's cards and making their choices on the board, answering the
 * 7's and the battles' questions, and moving knights: picked with a click
 * and moved with a click on a reachable path, or picked and moved with
 * the N key's lists. */

typedef struct
{
  guint turns;
  guint cards;          /* card choices made on the board */
  guint questions;
  guint mouse_moves;
  guint keyboard_moves;
  guint grain_moves;
} Counts;

/* A legal move of @type whose arg[@index] is @value (G_MININT: any). */
static gboolean
find_move (TslGame *game,
           guint    type,
           guint    index,
           gint     value,
           TslMove *found)
{
  TslMoveList legal;
  gboolean any = FALSE;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !any; i++)
    if (legal.moves[i].type == type && (value == G_MININT || legal.moves[i].arg[index] == value))
      {
        any = TRUE;
        *found = legal.moves[i];
      }
  tsl_move_list_clear (&legal);
  return any;
}

/* Knighthood, Black Knight, Treason, Intrigue: clicks on the marked spots. */
static gboolean
make_card_choice (TslCatanView *view,
                  TslGame      *game)
{
  TslMove move;

  if (ui_test_find_legal (game, TSL_CATAN_PLACE_KNIGHT, &move))
    {
      if (move.arg[1] >= 0)
        g_assert_false (tsl_catan_view_click_edge (view, (guint) move.arg[1]));   /* picks the knight */
      g_assert_true (tsl_catan_view_click_edge (view, (guint) move.arg[0]));
      return TRUE;
    }
  if (ui_test_find_legal (game, TSL_CATAN_MOVE_BARBARIANS, &move))
    {
      /* The hex it leaves picks the barbarian, then the hex it goes to. */
      if (move.arg[0] >= 0)
        {
          g_assert_false (tsl_catan_view_click_hex (view, (guint) move.arg[0]));
          g_assert_true (tsl_catan_view_click_hex (view, (guint) move.arg[1]));
        }
      else
        g_assert_true (tsl_catan_view_click_hex (view, (guint) move.arg[1]));
      return TRUE;
    }
  if (ui_test_find_legal (game, TSL_CATAN_CAPTURE_BARBARIAN, &move))
    {
      g_assert_true (tsl_catan_view_click_hex (view, (guint) move.arg[0]));
      return TRUE;
    }
  return FALSE;
}

/* A knight moved by mouse: a click on it picks it, a click on a path it
 * reaches for free moves it there. */
static void
move_knight_by_mouse (TslCatanView *view,
                      TslGame      *game,
                      const TslMove *move)
{
  TslCatanInfo info;
  gint owner;

  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  owner = info.barbarian_attack.knight_owner[move->arg[0]];   /* a seat, or two-player's Foreign Knight */
  g_assert_cmpint (owner, >=, 0);
  g_assert_false (tsl_catan_view_click_edge (view, (guint) move->arg[0]));
  g_assert_cmpint (tsl_catan_view_get_picked_knight (view), ==, move->arg[0]);
  g_assert_true (tsl_catan_view_click_edge (view, (guint) move->arg[1]));
  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  g_assert_cmpint (info.barbarian_attack.knight_owner[move->arg[1]], ==, owner);
  g_assert_cmpint (info.barbarian_attack.knight_owner[move->arg[0]], ==, -1);
}

/* A knight moved by keyboard: N lists the knights, then the paths. */
static void
move_knight_by_keys (TslWindow    *window,
                     TslCatanView *view,
                     TslGame      *game)
{
  guint before = tsl_game_get_n_actions (game);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.move-knight", NULL));
  ui_test_wait (20);
  g_assert_true (ui_test_answer_question (window, 0));
  g_assert_cmpint (tsl_catan_view_get_picked_knight (view), >=, 0);
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, before);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.move-knight", NULL));
  ui_test_wait (20);
  g_assert_true (ui_test_answer_question (window, 0));
  /* A path beyond 3 asks for the grain: yes. */
  ui_test_answer_question (window, 0);
  g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
}

/* A move only the grain makes possible (beyond 3 paths), if there is one. */
static gboolean
find_grain_only_move (TslGame *game,
                      TslMove *found)
{
  TslMoveList legal;
  gboolean any = FALSE;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !any; i++)
    {
      const TslMove *m = &legal.moves[i];
      gboolean free_too = FALSE;

      if (m->type != TSL_CATAN_MOVE_KNIGHT || m->arg[2] == 0)
        continue;
      for (guint j = 0; j < legal.len; j++)
        free_too |= legal.moves[j].type == TSL_CATAN_MOVE_KNIGHT && legal.moves[j].arg[2] == 0
                    && legal.moves[j].arg[0] == m->arg[0] && legal.moves[j].arg[1] == m->arg[1];
      if (!free_too)
        {
          any = TRUE;
          *found = *m;
        }
    }
  tsl_move_list_clear (&legal);
  return any;
}

/* How many questions wait for an answer: message windows above @window
 * and the prompt in its side column. */
static guint
count_questions (TslWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  guint n = tsl_choice_prompt_find_asking (GTK_WIDGET (window)) != NULL;

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);

      n += w != GTK_WIDGET (window) && gtk_widget_get_visible (w) && GTK_IS_MESSAGE_DIALOG (w);
    }
  return n;
}

/* A knight moved beyond 3 paths with N's lists: the grain is offered in a
 * question, which stays the view's one question (N opens no second list
 * over it), and paying moves the knight. */
static void
move_knight_with_grain (TslWindow     *window,
                        TslCatanView  *view,
                        TslGame       *game,
                        const TslMove *move)
{
  guint before = tsl_game_get_n_actions (game);
  TslMoveList legal;
  guint64 targets[2] = { 0, 0 };
  gint index = 0;
  TslCatanInfo info;

  /* The picked knight first (a click), then its path from N's list,
   * which holds the reachable paths in path order. */
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len; i++)
    if (legal.moves[i].type == TSL_CATAN_MOVE_KNIGHT && legal.moves[i].arg[0] == move->arg[0])
      targets[legal.moves[i].arg[1] / 64] |= G_GUINT64_CONSTANT (1) << (legal.moves[i].arg[1] % 64);
  tsl_move_list_clear (&legal);
  for (gint e = 0; e < move->arg[1]; e++)
    index += (targets[e / 64] >> (e % 64)) & 1;
  g_assert_false (tsl_catan_view_click_edge (view, (guint) move->arg[0]));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.move-knight", NULL));
  ui_test_wait (20);
  g_assert_true (ui_test_answer_question (window, index));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, before);
  g_assert_cmpuint (count_questions (window), ==, 1);   /* the grain question */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.move-knight", NULL));
  ui_test_wait (20);
  g_assert_cmpuint (count_questions (window), ==, 1);
  g_assert_true (ui_test_answer_question (window, 0));
  g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  g_assert_cmpint (info.barbarian_attack.knight_owner[move->arg[1]], >=, 0);
}

static void
human_step (TslWindow    *window,
            TslCatanView *view,
            TslGame      *game,
            Counts       *counts)
{
  TslSession *session = tsl_window_get_session (window);
  guint before = tsl_game_get_n_actions (game);
  TslMove move;

  if (tsl_catan_view_is_private (view))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
  if (ui_test_answer_question (window, 0))
    {
      /* The 7's draw or a battle: the question opened by itself. */
      g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
      counts->questions++;
    }
  else if (make_card_choice (view, game))
    counts->cards++;
  else if (ui_test_find_legal (game, TSL_CATAN_ROLL, NULL))
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
  else if (counts->keyboard_moves == 0 && ui_test_find_legal (game, TSL_CATAN_MOVE_KNIGHT, NULL))
    {
      move_knight_by_keys (window, view, game);
      counts->keyboard_moves++;
    }
  else if (counts->mouse_moves > 0 && counts->grain_moves == 0 && find_grain_only_move (game, &move))
    {
      move_knight_with_grain (window, view, game, &move);
      counts->grain_moves++;
    }
  else if (find_move (game, TSL_CATAN_MOVE_KNIGHT, 2, 0, &move))
    {
      move_knight_by_mouse (view, game, &move);
      counts->mouse_moves++;
    }
  else
    {
      /* The rest as the greedy player would: the cards bought with the
       * button, the turn ended with the action, the others through the
       * session (building, trading, discards). */
      TslMove chosen = ui_test_ai_move (game, "greedy", before);
      GListModel *toplevels = gtk_window_get_toplevels ();

      if (chosen.type == TSL_CATAN_BUY_DEV_CARD)
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.buy-dev-card", NULL));
      else if (chosen.type == TSL_CATAN_END_TURN)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.end-turn", NULL));
          counts->turns++;
        }
      else
        g_assert_true (tsl_session_apply_move (session, &chosen, NULL));
      for (guint i = g_list_model_get_n_items (toplevels); i > 0; i--)
        {
          g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i - 1);

          if (w != GTK_WIDGET (window))
            gtk_window_destroy (GTK_WINDOW (w));
        }
    }
  g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
}

/* A game of @n_players with the human in seat 0, played through the view
 * until @min_turns of its turns and the knight moves are done (or the
 * game ends); @info is read at the end. */
static void
play_game (guint         n_players,
           guint64       seed,
           guint         min_turns,
           Counts       *counts,
           TslCatanInfo *info)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslGame) game = NULL;
  TslCatanView *view;
  TslSession *session;
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;
  g_autofree char *holdings = NULL;
  const char *detail;
  guint knights_on_board = 0;

  json_object_set_string_member (options, "scenario", "barbarian_attack");
  game = ui_test_start_scenario (window, options, n_players, seed, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));

  while ((counts->turns < min_turns || counts->mouse_moves < 2 || counts->keyboard_moves < 1
          || counts->grain_moves < 1)
         && counts->turns < 120 && !tsl_game_is_over (game))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      ui_test_wait (20);
      if (tsl_session_is_human (session, tsl_game_get_actor (game)) && !tsl_game_is_over (game))
        human_step (window, view, game, counts);
    }

  tsl_catan_info_read (tsl_game_get_state (game), 0, info);
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    knights_on_board += info->barbarian_attack.knight_owner[e] == 0;
  g_test_message ("%u turns, %u card choices, %u questions, %u + %u + %u knight moves, %u knights on the board",
                  counts->turns, counts->cards, counts->questions, counts->mouse_moves, counts->keyboard_moves,
                  counts->grain_moves, knights_on_board);
  g_assert_true (info->barbarian_attack.played);
  /* The holdings in the player rows, as the view API reports them. */
  holdings = tsl_catan_player_row_dup_lines (TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 0)));
  g_assert_nonnull (holdings);
  g_assert_nonnull (strstr (holdings, "in reserve"));
  /* The scenario's deck has no Knight cards (S4): no Largest Army, so no
   * count of played knights beside the road. */
  detail = tsl_catan_player_row_get_detail (TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 0)));
  g_assert_nonnull (strstr (detail, "longest road"));
  g_assert_null (strstr (detail, "knight"));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_barbarian_attack_game (void)
{
  Counts counts = { 0, };
  TslCatanInfo info;

  g_test_summary ("HU A barbárok támadása: a Barbarian Attack game played through the view for several "
                  "turns; the human makes the cards' choices on the board, answers the questions and "
                  "moves knights by mouse and by keyboard");
  play_game (3, 20261132, 25, &counts, &info);
  g_assert_cmpuint (counts.turns, >=, 10);
  g_assert_cmpuint (counts.cards, >=, 1);
  g_assert_cmpuint (counts.mouse_moves, >=, 1);
  g_assert_cmpuint (counts.keyboard_moves, >=, 1);
}

static void
test_barbarian_attack_two_player (void)
{
  Counts counts = { 0, };
  TslCatanInfo info;
  gboolean foreign = FALSE;

  g_test_summary ("HU A barbárok támadása, két játékos: the two-player game with the Foreign Knight "
                  "played through the view; knights moved by mouse and by keyboard, one beyond 3 paths "
                  "for a grain asked in a question that stays the view's only one");
  play_game (2, 20261142, 15, &counts, &info);
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    foreign |= info.barbarian_attack.knight_owner[e] == TSL_CATAN_FOREIGN_KNIGHT;
  g_assert_true (info.two_player.played);
  g_assert_true (foreign);
  g_assert_cmpuint (counts.turns, >=, 8);
  g_assert_cmpuint (counts.mouse_moves, >=, 1);
  g_assert_cmpuint (counts.keyboard_moves, >=, 1);
  g_assert_cmpuint (counts.grain_moves, >=, 1);
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/barbarian-attack/game", test_barbarian_attack_game);
  g_test_add_func ("/ui/barbarian-attack/two-player", test_barbarian_attack_two_player);
  return g_test_run ();
}
