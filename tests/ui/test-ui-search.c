/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan.h"
#include "tsl-catan-board.h"
#include "tsl-catan-view.h"
#include "tsl-game-view.h"
#include "tsl-launcher.h"
#include "tsl-registry.h"
#include "tsl-seat-row.h"
#include "tsl-session.h"
#include "tsl-setup-page.h"
#include "ui-test-util.h"

/* The computer players' levels on the setup page, and the hint ("what
 * would the computer do?") for a person. */

/* Adds the labels of every string-list drop-down under @widget. */
static void
collect_labels (GtkWidget    *widget,
                GStrvBuilder *labels)
{
  if (GTK_IS_DROP_DOWN (widget))
    {
      GListModel *model = gtk_drop_down_get_model (GTK_DROP_DOWN (widget));

      for (guint i = 0; GTK_IS_STRING_LIST (model) && i < g_list_model_get_n_items (model); i++)
        g_strv_builder_add (labels, gtk_string_list_get_string (GTK_STRING_LIST (model), i));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_labels (child, labels);
}

/* The labels of the seat row's lists (colours and controllers). */
static GStrv
controller_labels (GtkWidget *row)
{
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();

  collect_labels (row, labels);
  return g_strv_builder_end (labels);
}

/* The tooltip of the seat row's controller list (the last drop-down). */
static char *
controller_tooltip (GtkWidget *widget)
{
  char *found = NULL;

  if (GTK_IS_DROP_DOWN (widget) && gtk_widget_get_tooltip_text (widget) != NULL)
    found = g_strdup (gtk_widget_get_tooltip_text (widget));
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      char *deeper = controller_tooltip (child);

      if (deeper != NULL)
        {
          g_free (found);
          found = deeper;
        }
    }
  return found;
}

static void
test_setup_levels (void)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  TslWindow *window = ui_test_window_new ();
  TslLauncher *launcher = TSL_LAUNCHER (tsl_window_get_launcher (window));
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));

  g_test_summary ("Each seat row of the setup page offers the levels easy, medium and strong "
                  "besides random and greedy, strong by default for a computer seat; the "
                  "list's tooltip says what the chosen level is, a different sentence for each");
  for (guint i = 0; i < engines->len; i++)
    {
      const char *id = tsl_engine_get_id (engines->pdata[i]);
      GtkWidget *row;
      g_auto(GStrv) labels = NULL;
      g_autofree char *controller = NULL;

      if (!g_str_equal (id, "catan") && !g_str_equal (id, "hunters"))
        continue;
      g_signal_emit_by_name (launcher, "game-selected", engines->pdata[i]);
      g_assert_cmpstr (tsl_window_get_page (window), ==, "setup");
      row = tsl_setup_page_get_seat_row (setup, 1);
      labels = controller_labels (row);
      for (guint k = 0; k < 5; k++)
        {
          static const char * const expected[] = {
            "Computer (random)", "Computer (greedy)", "Computer (easy)", "Computer (medium)",
            "Computer (strong)"
          };

          g_assert_true (g_strv_contains ((const char * const *) labels, expected[k]));
        }
      controller = tsl_seat_row_dup_controller (TSL_SEAT_ROW (row));
      g_assert_cmpstr (controller, ==, "ai:strong");
      {
        g_autoptr(GHashTable) tooltips = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
        g_autofree char *human = NULL;

        for (guint k = 0; k < 5; k++)
          {
            static const char * const kinds[] = { "ai:strong", "ai:easy", "ai:medium", "ai:greedy", "ai:random" };
            g_autofree char *chosen = NULL;
            char *tooltip;

            g_assert_true (tsl_seat_row_set_controller (TSL_SEAT_ROW (row), kinds[k]));
            chosen = tsl_seat_row_dup_controller (TSL_SEAT_ROW (row));
            g_assert_cmpstr (chosen, ==, kinds[k]);
            tooltip = controller_tooltip (row);
            g_assert_nonnull (tooltip);
            /* The heading, then a sentence of its own. */
            g_assert_true (g_str_has_prefix (tooltip, "Who plays this seat\n"));
            g_assert_cmpuint (strlen (tooltip), >, strlen ("Who plays this seat\n") + 10);
            g_assert_false (g_hash_table_contains (tooltips, tooltip));
            g_hash_table_add (tooltips, tooltip);
          }
        g_assert_true (tsl_seat_row_set_controller (TSL_SEAT_ROW (row), "human"));
        human = controller_tooltip (row);
        g_assert_cmpstr (human, ==, "Who plays this seat");
      }
      gtk_widget_activate_action (GTK_WIDGET (window), "win.show-launcher", NULL);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_hint (void)
{
  TslWindow *window = ui_test_start_catan (7);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslCatanBoard *board = TSL_CATAN_BOARD (tsl_catan_view_get_board (TSL_CATAN_VIEW (tsl_window_get_view (window))));
  TslCatanTargets spots;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  const char *hint;
  guint n_actions;
  gint64 deadline;

  g_test_summary ("The hint says, off the main thread, what the strongest computer player "
                  "would do for the person who must act, marks it on the board, and changes nothing");
  /* The computer seats play until the person must act. */
  while (!tsl_session_is_human (session, tsl_game_get_actor (game))
         || tsl_session_get_thinking_seat (session) != -1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_null (tsl_window_get_hint (window));
  n_actions = tsl_game_get_n_actions (game);
  before = ui_test_game_text (game);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  /* The main loop runs while the computer thinks: the window answers. */
  g_assert_cmpstr (tsl_window_get_hint (window), ==, "The computer is thinking…");
  deadline = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;
  while (g_strcmp0 (tsl_window_get_hint (window), "The computer is thinking…") == 0
         && g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  hint = tsl_window_get_hint (window);
  g_assert_nonnull (hint);
  g_test_message ("%s", hint);
  /* In words, as the log would tell it, and in the conditional. */
  g_assert_cmpstr (hint, ==, "The computer would place a settlement.");
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n_actions);
  after = ui_test_game_text (game);
  g_assert_cmpstr (before, ==, after);
  /* The founding settlement it advises is marked, alone, on a legal spot. */
  spots = tsl_catan_board_get_hint (board);
  g_assert_cmpuint (__builtin_popcountll (spots.vertices), ==, 1);
  g_assert_true (spots.edges[0] == 0 && spots.edges[1] == 0 && spots.hexes == 0);
  {
    TslMoveList legal;
    gboolean found = FALSE;

    tsl_move_list_init (&legal);
    tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
    for (guint i = 0; i < legal.len; i++)
      found |= legal.moves[i].type == TSL_CATAN_PLACE_SETTLEMENT
               && legal.moves[i].arg[0] == __builtin_ctzll (spots.vertices);
    tsl_move_list_clear (&legal);
    g_assert_true (found);
  }

  /* A move of the person takes the hint away. */
  {
    TslMove move = ui_test_first_legal (game);
    g_autoptr(GError) error = NULL;

    g_assert_true (tsl_session_apply_move (session, &move, &error));
    g_assert_no_error (error);
  }
  g_assert_null (tsl_window_get_hint (window));
  spots = tsl_catan_board_get_hint (board);
  g_assert_true (spots.vertices == 0 && spots.edges[0] == 0 && spots.edges[1] == 0 && spots.hexes == 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Asking again at once, or leaving the game, cancels the thinking without
 * a warning or a stale answer. */
static void
test_hint_cancelled (void)
{
  TslWindow *window = ui_test_start_catan (8);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);

  g_test_summary ("A hint asked for again, or whose game moved on, is cancelled");
  while (!tsl_session_is_human (session, tsl_game_get_actor (game))
         || tsl_session_get_thinking_seat (session) != -1)
    g_main_context_iteration (NULL, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  {
    TslMove move = ui_test_first_legal (game);

    g_assert_true (tsl_session_apply_move (session, &move, NULL));
  }
  g_assert_null (tsl_window_get_hint (window));
  ui_test_wait (300);
  g_assert_null (tsl_window_get_hint (window));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Each kind of move marks its own spots: where a piece goes, both roads
 * of Road Building, the robber's hex; a move without a spot marks none. */
static void
test_hint_spots (void)
{
  TslWindow *window = ui_test_start_catan (9);
  TslGameView *view = TSL_GAME_VIEW (tsl_window_get_view (window));
  TslCatanBoard *board = TSL_CATAN_BOARD (tsl_catan_view_get_board (TSL_CATAN_VIEW (view)));
  static const struct
  {
    TslCatanAction type;
    gint           arg[2];
    guint64        vertices, edge_bits, hexes;
  } cases[] = {
    { TSL_CATAN_BUILD_CITY, { 17, -1 }, G_GUINT64_CONSTANT (1) << 17, 0, 0 },
    { TSL_CATAN_BUILD_ROAD, { 40, -1 }, 0, G_GUINT64_CONSTANT (1) << 40, 0 },
    { TSL_CATAN_PLAY_ROAD_BUILDING, { 3, 4 }, 0, (G_GUINT64_CONSTANT (1) << 3) | (G_GUINT64_CONSTANT (1) << 4), 0 },
    { TSL_CATAN_PLAY_ROAD_BUILDING, { 5, -1 }, 0, G_GUINT64_CONSTANT (1) << 5, 0 },
    { TSL_CATAN_MOVE_ROBBER, { 11, 2 }, 0, 0, G_GUINT64_CONSTANT (1) << 11 },
    { TSL_CATAN_PLAY_KNIGHT, { 6, -1 }, 0, 0, G_GUINT64_CONSTANT (1) << 6 },
    { TSL_CATAN_MOVE_KNIGHT, { 5, 9 }, 0, (G_GUINT64_CONSTANT (1) << 5) | (G_GUINT64_CONSTANT (1) << 9), 0 },
    { TSL_CATAN_PLACE_KNIGHT, { 8, -1 }, 0, G_GUINT64_CONSTANT (1) << 8, 0 },
    { TSL_CATAN_MOVE_BARBARIANS, { -1, 7 }, 0, 0, G_GUINT64_CONSTANT (1) << 7 },
    { TSL_CATAN_VOTE_CAMEL, { 12, 3 }, 0, (G_GUINT64_CONSTANT (1) << 12) | (G_GUINT64_CONSTANT (1) << 3), 0 },
    { TSL_CATAN_MOVE_WAGON, { 20, -1 }, G_GUINT64_CONSTANT (1) << 20, 0, 0 },
    { TSL_CATAN_MOVE_BARBARIAN, { 30, 31 }, 0, (G_GUINT64_CONSTANT (1) << 30) | (G_GUINT64_CONSTANT (1) << 31), 0 },
    { TSL_CATAN_END_TURN, { -1, -1 }, 0, 0, 0 },
    { TSL_CATAN_MARITIME_TRADE, { 1, 2 }, 0, 0, 0 },
  };

  g_test_summary ("The board marks the spots of the hint's move, whatever its kind");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      TslMove move = { .type = cases[i].type, .arg = { cases[i].arg[0], cases[i].arg[1], -1, -1 } };
      TslCatanTargets spots;

      tsl_game_view_show_hint (view, &move);
      spots = tsl_catan_board_get_hint (board);
      g_assert_cmphex (spots.vertices, ==, cases[i].vertices);
      g_assert_cmphex (spots.edges[0], ==, cases[i].edge_bits);
      g_assert_cmphex (spots.edges[1], ==, 0);
      g_assert_cmphex (spots.hexes, ==, cases[i].hexes);
    }
  tsl_game_view_show_hint (view, NULL);
  g_assert_cmphex (tsl_catan_board_get_hint (board).vertices, ==, 0);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/search/setup-levels", test_setup_levels);
  g_test_add_func ("/ui/search/hint", test_hint);
  g_test_add_func ("/ui/search/hint-cancelled", test_hint_cancelled);
  g_test_add_func ("/ui/search/hint-spots", test_hint_spots);
  return g_test_run ();
}
