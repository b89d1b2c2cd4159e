/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-game-view.h"
#include "tsl-hunters-board.h"
#include "tsl-hunters-game.h"
#include "tsl-hunters-screenshot.h"
#include "tsl-hunters-view.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"
#include "ui-test-util.h"

/* The Hunters & Gatherers window driven as a player would: through the
 * launcher, the board's cells and the view's figure choices. */

static TslWindow *
start_hunters (guint64 seed)
{
  TslWindow *window = ui_test_start_game ("hunters", seed, 3, 1);

  g_assert_true (TSL_IS_HUNTERS_VIEW (tsl_window_get_view (window)));
  return window;
}

static TslHuntersTable *
get_model (TslGame *game)
{
  return tsl_hunters_table_new_from_game (game);
}

/* Runs the main loop (computer turns, the human's automatic draw) until
 * the human must lay a tile. */
static void
wait_for_human_tile (TslWindow *window)
{
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  for (;;)
    {
      g_autoptr(TslHuntersTable) model = get_model (game);

      if (model->phase == TSL_HUNTERS_PHASE_OVER
          || (model->phase == TSL_HUNTERS_PHASE_PLACE && tsl_session_is_human (session, model->current_player)))
        return;
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
}

static JsonObject *
first_legal (JsonArray  *legal,
             const char *type)
{
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *action = json_array_get_object_element (legal, i);

      if (g_strcmp0 (json_object_get_string_member (action, "type"), type) == 0)
        return action;
    }
  return NULL;
}

/* One human turn: lay the tile at the first legal cell by the view, then
 * place a figure (if @figure and one is offered) or skip. */
static void
play_human_turn (TslWindow *window,
                 gboolean   figure)
{
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  g_autoptr(TslHuntersTable) before = get_model (game);
  g_autoptr(TslHuntersTable) after = NULL;
  g_autoptr(JsonArray) legal = tsl_game_legal_actions_json (game);
  JsonObject *place = first_legal (legal, "place_tile");
  JsonArray *at;
  gint x, y, seat = before->current_player;
  guint rotation;

  g_assert_nonnull (place);
  g_assert_nonnull (before->drawn);
  at = json_object_get_array_member (place, "at");
  x = json_array_get_int_element (at, 0);
  y = json_array_get_int_element (at, 1);

  /* The board shows the tile there in a rotation that fits (rules §4). */
  g_assert_true (tsl_hunters_board_shown_rotation (TSL_HUNTERS_BOARD (tsl_hunters_view_get_board (view)),
                                                   x, y, &rotation));
  g_assert_true (tsl_hunters_view_place_tile (view, x, y));
  after = get_model (game);
  g_assert_nonnull (tsl_hunters_table_get_tile_at (after, x, y));
  g_assert_cmpuint (tsl_hunters_table_get_tile_at (after, x, y)->rotation * 90, ==, rotation);
  g_assert_cmpuint (after->n_tiles, ==, before->n_tiles + 1);
  g_assert_cmpint (after->phase, ==, TSL_HUNTERS_PHASE_FIGURE);
  /* The status line names the player who must now place a figure. */
  g_assert_nonnull (g_strstr_len (tsl_game_view_get_status (TSL_GAME_VIEW (view)), -1, tsl_game_get_seat_name (game, seat)));

  g_clear_pointer (&legal, json_array_unref);
  legal = tsl_game_legal_actions_json (game);
  place = first_legal (legal, "place_figure");
  if (figure && place != NULL)
    {
      gint members = after->players[seat].members_left, huts = after->players[seat].huts_left;
      const char *kind = json_object_get_string_member (place, "figure");
      const TslHuntersTile *laid = after->tiles[after->last_placed].tile;
      gint region = tsl_hunters_tile_find_region (laid, json_object_get_string_member (place, "region"));
      TslHuntersFigure figure = TSL_HUNTERS_N_FIGURES;
      g_autoptr(TslHuntersTable) placed = NULL;

      for (guint f = 0; f < TSL_HUNTERS_N_FIGURES; f++)
        if (g_strcmp0 (tsl_hunters_figure_name (f), kind) == 0)
          figure = f;
      g_assert_cmpint (region, >=, 0);
      g_assert_cmpuint (tsl_hunters_view_get_n_options (view), >, 0);
      /* Not on offer: nothing happens. */
      g_assert_false (tsl_hunters_view_place_figure (view, figure, laid->n_regions));
      g_assert_true (tsl_hunters_view_place_figure (view, figure, region));
      placed = get_model (game);
      /* §5: the figure comes from the supply (it may come back at once when
       * it closes a feature, §6.4, so count what stands or was scored). */
      if (g_strcmp0 (kind, "hut") == 0)
        g_assert_cmpint (placed->players[seat].huts_left, ==, huts - 1);
      else
        g_assert_true ((gint) placed->players[seat].members_left == members - 1
                       || placed->players[seat].score > after->players[seat].score);
    }
  else
    {
      g_autoptr(TslHuntersTable) skipped = NULL;

      g_assert_true (tsl_hunters_view_skip_figure (view));
      skipped = get_model (game);
      g_assert_cmpint (skipped->players[seat].members_left, >=, before->players[seat].members_left);
      g_assert_cmpint (skipped->players[seat].huts_left, ==, before->players[seat].huts_left);
    }
}

static void
test_play (void)
{
  TslWindow *window = start_hunters (42);
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));

  g_test_summary ("A human plays several turns against computer players through the view: "
                  "lay tiles where the board offers them, place figures and skip");
  for (guint turn = 0; turn < 6 && !tsl_game_is_over (game); turn++)
    {
      wait_for_human_tile (window);
      if (tsl_game_is_over (game))
        break;
      play_human_turn (window, turn % 2 == 0);
    }
  {
    g_autoptr(TslHuntersTable) model = get_model (game);

    /* Three seats had turns: at least 6 human tiles + the start tile. */
    g_assert_cmpuint (model->n_tiles, >=, 7);
    g_assert_cmpuint (model->n_figures, >, 0);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_illegal_cell (void)
{
  TslWindow *window = start_hunters (7);
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  guint n;

  g_test_summary ("Laying the tile on the start tile's own cell or far from the board is refused "
                  "and changes nothing (rules §4: a tile must touch the played area)");
  wait_for_human_tile (window);
  n = tsl_game_get_n_actions (game);
  g_assert_false (tsl_hunters_view_place_tile (view, 0, 0));
  g_assert_false (tsl_hunters_view_place_tile (view, 9, 9));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n);
  g_assert_false (tsl_hunters_view_skip_figure (view));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_rotate (void)
{
  TslWindow *window = start_hunters (11);
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  g_autoptr(JsonArray) legal = NULL;
  guint fits = 0, before, after;

  g_test_summary ("Turning the tile offers only rotations that fit somewhere on the board");
  wait_for_human_tile (window);
  legal = tsl_game_legal_actions_json (game);
  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *action = json_array_get_object_element (legal, i);

      if (g_strcmp0 (json_object_get_string_member (action, "type"), "place_tile") == 0)
        fits |= 1u << (json_object_get_int_member (action, "rotation") / 90);
    }
  before = tsl_hunters_view_get_rotation (view);
  g_assert_true (fits & (1u << (before / 90)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "hunters.rotate-cw", NULL));
  after = tsl_hunters_view_get_rotation (view);
  g_assert_true (fits & (1u << (after / 90)));
  if (fits != (1u << (before / 90)))
    g_assert_cmpuint (after, !=, before);

  /* The keyboard cursor starts on a cell where the tile fits (Enter lays it). */
  {
    TslHuntersBoard *board = TSL_HUNTERS_BOARD (tsl_hunters_view_get_board (view));
    gint x, y;
    guint rotation;

    tsl_hunters_board_get_cursor (board, &x, &y);
    g_assert_true (tsl_hunters_board_shown_rotation (board, x, y, &rotation));
    g_assert_true (fits & (1u << (rotation / 90)));
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_undo (void)
{
  TslWindow *window = start_hunters (99);
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  g_autoptr(JsonArray) legal = NULL;
  g_autoptr(TslHuntersTable) before = NULL;
  g_autoptr(TslHuntersTable) after = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *at;

  g_test_summary ("Undoing a laid tile takes it back into the player's hand, still drawn");
  wait_for_human_tile (window);
  before = get_model (game);
  legal = tsl_game_legal_actions_json (game);
  at = json_object_get_array_member (first_legal (legal, "place_tile"), "at");
  g_assert_true (tsl_hunters_view_place_tile (view, json_array_get_int_element (at, 0),
                                              json_array_get_int_element (at, 1)));
  g_assert_true (tsl_session_can_undo (session));
  g_assert_true (tsl_session_undo (session, &error));
  g_assert_no_error (error);
  after = get_model (game);
  g_assert_cmpint (after->phase, ==, TSL_HUNTERS_PHASE_PLACE);
  g_assert_cmpuint (after->n_tiles, ==, before->n_tiles);
  g_assert_true (after->drawn == before->drawn);
  g_assert_nonnull (g_strstr_len (tsl_game_view_get_status (TSL_GAME_VIEW (view)), -1,
                                  tsl_game_get_seat_name (game, after->current_player)));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_save_and_load (void)
{
  TslWindow *window = start_hunters (1234);
  TslWindow *other;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "hunters.tessella", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autofree char *saved = NULL;
  g_autofree char *loaded = NULL;
  g_autoptr(JsonNode) state1 = NULL;
  g_autoptr(JsonNode) state2 = NULL;

  g_test_summary ("A Hunters & Gatherers game saved mid-game opens as the very same game, "
                  "in the Hunters & Gatherers view");
  g_mkdir_with_parents (g_get_user_data_dir (), 0700);
  for (guint turn = 0; turn < 3; turn++)
    {
      wait_for_human_tile (window);
      play_human_turn (window, TRUE);
    }
  wait_for_human_tile (window);
  g_assert_true (tsl_window_save_file (window, file, &error));
  g_assert_no_error (error);
  saved = ui_test_game_text (tsl_session_get_game (tsl_window_get_session (window)));
  state1 = tsl_game_get_state_json (tsl_session_get_game (tsl_window_get_session (window)));
  gtk_window_destroy (GTK_WINDOW (window));

  other = ui_test_window_new ();
  g_assert_true (tsl_window_load_file (other, file, &error));
  g_assert_no_error (error);
  g_assert_true (TSL_IS_HUNTERS_VIEW (tsl_window_get_view (other)));
  loaded = ui_test_game_text (tsl_session_get_game (tsl_window_get_session (other)));
  state2 = tsl_game_get_state_json (tsl_session_get_game (tsl_window_get_session (other)));
  g_assert_cmpstr (saved, ==, loaded);
  g_assert_true (json_node_equal (state1, state2));
  gtk_window_destroy (GTK_WINDOW (other));
}

static void
test_victory (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_hunters_screenshot_game (5, &error);
  TslHuntersView *view;

  g_test_summary ("A finished game shows the final scoring with the standings");
  g_assert_no_error (error);
  g_assert_true (tsl_autoplay (game, 20000, -1, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tsl_game_is_over (game));
  tsl_window_start_game (window, game);
  view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  g_assert_true (tsl_hunters_view_is_showing_victory (view));
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_score_popup (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_hunters_screenshot_game (20261122, &error);
  TslHuntersView *view;

  g_test_summary ("A feature scored by the last action pops its score up over the board");
  g_assert_no_error (error);
  g_assert_true (tsl_hunters_play_to_scoring (game, 10, &error));
  g_assert_no_error (error);
  tsl_window_start_game (window, game);
  view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  g_assert_cmpuint (tsl_hunters_board_get_n_popups (TSL_HUNTERS_BOARD (tsl_hunters_view_get_board (view))), >, 0);

  /* The human's tile is drawn for them without a click. */
  {
    gint64 deadline = g_get_monotonic_time () + 30 * G_TIME_SPAN_SECOND;
    TslHuntersTable *model = get_model (game);

    while (model->phase == TSL_HUNTERS_PHASE_DRAW && g_get_monotonic_time () < deadline)
      {
        g_main_context_iteration (NULL, TRUE);
        tsl_hunters_table_free (model);
        model = get_model (game);
      }
    g_assert_cmpint (model->phase, ==, TSL_HUNTERS_PHASE_PLACE);
    g_assert_nonnull (model->drawn);
    tsl_hunters_table_free (model);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

static void
test_preview (void)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 200, 150);
  cairo_t *cr = cairo_create (surface);
  guint32 *data;
  guint green = 0;

  g_test_summary ("The launcher card shows drawn tiles: mostly meadow and forest greens");
  tsl_game_view_draw_preview (tsl_registry_lookup ("hunters", NULL), cr, 200, 150);
  cairo_surface_flush (surface);
  data = (guint32 *) cairo_image_surface_get_data (surface);
  for (guint i = 0; i < 200 * 150; i++)
    {
      guint r = (data[i] >> 16) & 0xff, g = (data[i] >> 8) & 0xff, b = data[i] & 0xff;

      green += g > r + 20 && g > b + 20;
    }
  g_assert_cmpuint (green, >, 200 * 150 / 3);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
}

static void
test_shortcuts (void)
{
  g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/io/github/tessella/Tessella/gtk/help-overlay.ui");
  g_autoptr(GSList) objects = gtk_builder_get_objects (builder);
  gboolean found = FALSE;

  g_test_summary ("The keyboard shortcuts window lists the Hunters & Gatherers keys, each a "
                  "valid accelerator");
  for (GSList *l = objects; l != NULL; l = l->next)
    {
      g_autofree char *title = NULL;
      g_autofree char *accelerator = NULL;
      g_auto(GStrv) keys = NULL;

      if (GTK_IS_SHORTCUTS_GROUP (l->data))
        {
          g_object_get (l->data, "title", &title, NULL);
          found |= g_strcmp0 (title, "Playing Hunters and Gatherers") == 0;
        }
      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "accelerator", &accelerator, NULL);
      keys = g_strsplit (accelerator != NULL ? accelerator : "", " ", -1);
      for (guint i = 0; keys[i] != NULL; i++)
        if (*keys[i] != '\0')
          g_assert_true (gtk_accelerator_parse (keys[i], NULL, NULL));
    }
  g_assert_true (found);
  gtk_window_destroy (GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay")));
}

/* Asks for the hint and runs the main loop until it is given. */
static void
ask_hint (TslWindow *window)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL));
  while (tsl_window_is_hint_pending (window))
    {
      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      g_main_context_iteration (NULL, TRUE);
    }
  g_assert_nonnull (tsl_window_get_hint (window));
}

/* Whether @move is one of the legal moves of @game, arguments and all. */
static gboolean
is_legal (TslGame       *game,
          const TslMove *move,
          guint          n_args)
{
  TslMoveList legal;
  gboolean found = FALSE;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && !found; i++)
    found = legal.moves[i].type == move->type
            && memcmp (legal.moves[i].arg, move->arg, n_args * sizeof move->arg[0]) == 0;
  tsl_move_list_clear (&legal);
  return found;
}

static void
test_hint_on_board (void)
{
  TslWindow *window = start_hunters (5);
  TslSession *session = tsl_window_get_session (window);
  TslGame *game = tsl_session_get_game (session);
  TslHuntersBoard *board = TSL_HUNTERS_BOARD (tsl_hunters_view_get_board (TSL_HUNTERS_VIEW (tsl_window_get_view (window))));
  TslMove hint;

  g_test_summary ("The hint's tile is shown on the board where and as it would be laid, "
                  "its figure ringed among those on offer, and the marks go with the next move");
  wait_for_human_tile (window);
  g_assert_false (tsl_hunters_board_get_hint (board, &hint));
  ask_hint (window);
  g_assert_true (tsl_hunters_board_get_hint (board, &hint));
  g_assert_cmpuint (hint.type, ==, TSL_HUNTERS_MOVE_PLACE);
  /* Cell and rotation: the very move the text describes, and a legal one. */
  g_assert_true (is_legal (game, &hint, 3));

  g_assert_true (tsl_session_apply_move (session, &hint, NULL));
  g_assert_false (tsl_hunters_board_get_hint (board, &hint));
  /* Now a figure or none: a figure is ringed, skipping marks nothing. */
  ask_hint (window);
  if (tsl_hunters_board_get_hint (board, &hint))
    {
      g_assert_cmpuint (hint.type, ==, TSL_HUNTERS_MOVE_FIGURE);
      g_assert_true (is_legal (game, &hint, 2));
    }
  hint = (TslMove) { .type = TSL_HUNTERS_MOVE_SKIP };
  tsl_game_view_show_hint (TSL_GAME_VIEW (tsl_window_get_view (window)), &hint);
  g_assert_false (tsl_hunters_board_get_hint (board, &hint));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Plays human turns (skipping figures) until the human has laid a tile
 * that takes a figure, and @choice whether one region must take two. */
static gboolean
wait_for_figure_options (TslWindow *window,
                         gboolean   choice)
{
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));

  for (guint turn = 0; turn < 40 && !tsl_game_is_over (game); turn++)
    {
      TslMoveList legal;
      gboolean found = FALSE;

      wait_for_human_tile (window);
      if (tsl_game_is_over (game))
        break;
      tsl_move_list_init (&legal);
      tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
      g_assert_true (legal.len > 0 && legal.moves[0].type == TSL_HUNTERS_MOVE_PLACE);
      g_assert_true (tsl_hunters_view_place_tile (view, legal.moves[0].arg[0], legal.moves[0].arg[1]));
      tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
      for (guint i = 0; i < legal.len && !found; i++)
        for (guint j = 0; j < legal.len && !found; j++)
          found = legal.moves[i].type == TSL_HUNTERS_MOVE_FIGURE && legal.moves[j].type == TSL_HUNTERS_MOVE_FIGURE
                  && (choice ? i != j && legal.moves[i].arg[1] == legal.moves[j].arg[1] : TRUE);
      tsl_move_list_clear (&legal);
      if (found)
        return TRUE;
      g_assert_true (tsl_hunters_view_skip_figure (view));
    }
  return FALSE;
}

/* Whether @widget or a descendant is a button labelled like a figure. */
static gboolean
has_figure_button (GtkWidget *widget)
{
  static const char *labels[] = {
    "Gatherer in the forest", "Fisher on the river", "Hunter in the meadow", "Hut by the lake", "Hut on the river",
  };

  if (GTK_IS_BUTTON (widget) && gtk_button_get_label (GTK_BUTTON (widget)) != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
      if (g_str_has_prefix (gtk_button_get_label (GTK_BUTTON (widget)), labels[i]))
        return TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_figure_button (child))
      return TRUE;
  return FALSE;
}

static void
test_figure_by_click (void)
{
  TslWindow *window = start_hunters (42);
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  TslHuntersBoard *board = TSL_HUNTERS_BOARD (tsl_hunters_view_get_board (view));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  g_autoptr(TslHuntersTable) before = NULL;
  g_autoptr(TslHuntersTable) after = NULL;
  TslMoveList legal;
  gint figure = -1, region = -1;
  double sx, sy;

  g_test_summary ("A figure is placed by clicking its feature on the new tile: every figure on offer is "
                  "reached by the board's hit test at its spot, and no side-panel button offers one");
  g_assert_true (wait_for_figure_options (window, FALSE));
  g_assert_false (has_figure_button (GTK_WIDGET (view)));

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len; i++)
    {
      guint same = 0;

      if (legal.moves[i].type != TSL_HUNTERS_MOVE_FIGURE)
        continue;
      /* The hit test at the spot of every region on offer finds it. */
      g_assert_true (tsl_hunters_board_region_point (board, legal.moves[i].arg[1], &sx, &sy));
      g_assert_cmpint (tsl_hunters_board_region_at (board, sx, sy), ==, legal.moves[i].arg[1]);
      for (guint j = 0; j < legal.len; j++)
        same += legal.moves[j].type == TSL_HUNTERS_MOVE_FIGURE && legal.moves[j].arg[1] == legal.moves[i].arg[1];
      if (same == 1)
        {
          figure = legal.moves[i].arg[0];
          region = legal.moves[i].arg[1];
        }
    }
  tsl_move_list_clear (&legal);

  /* Off the new tile nothing is on offer. */
  g_assert_cmpint (tsl_hunters_board_region_at (board, -100, -100), ==, -1);
  if (region >= 0)
    {
      guint n = tsl_game_get_n_actions (game);
      gint seat, x, y;
      gboolean stands = FALSE;

      before = get_model (game);
      seat = before->current_player;
      x = before->tiles[before->last_placed].x;
      y = before->tiles[before->last_placed].y;
      g_assert_true (tsl_hunters_board_region_point (board, region, &sx, &sy));
      tsl_hunters_board_hover (board, sx, sy);
      tsl_hunters_board_click (board, sx, sy);
      g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n + 1);
      after = get_model (game);
      for (guint i = 0; i < after->n_figures; i++)
        stands |= after->figures[i].x == x && after->figures[i].y == y && (gint) after->figures[i].region == region
                  && (gint) after->figures[i].figure == figure && (gint) after->figures[i].owner == seat;
      /* §6.4: a figure closing its feature scores and comes back at once. */
      g_assert_true (stands || after->players[seat].score > before->players[seat].score);
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* A region that takes two figures asks which in a popover at the click. */
static void
test_figure_choice (void)
{
  TslWindow *window = start_hunters (42);
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  TslHuntersBoard *board = TSL_HUNTERS_BOARD (tsl_hunters_view_get_board (view));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  TslMoveList legal;
  gint region = -1, figure = -1;
  double sx, sy;
  guint n;

  g_test_summary ("Clicking a river that takes a fisher or a hut opens a popover at the click; "
                  "its button for the hut places the hut");
  g_assert_true (wait_for_figure_options (window, TRUE));
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len; i++)
    for (guint j = i + 1; j < legal.len; j++)
      if (legal.moves[i].type == TSL_HUNTERS_MOVE_FIGURE && legal.moves[j].type == TSL_HUNTERS_MOVE_FIGURE
          && legal.moves[i].arg[1] == legal.moves[j].arg[1])
        {
          region = legal.moves[i].arg[1];
          figure = legal.moves[j].arg[0];
        }
  tsl_move_list_clear (&legal);
  g_assert_cmpint (region, >=, 0);

  n = tsl_game_get_n_actions (game);
  g_assert_true (tsl_hunters_board_region_point (board, region, &sx, &sy));
  tsl_hunters_board_click (board, sx, sy);
  /* Nothing is placed before the player chooses. */
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n);
  g_assert_nonnull (tsl_hunters_board_get_choice_popover (board));
  g_assert_true (gtk_widget_get_visible (tsl_hunters_board_get_choice_popover (board)));
  g_assert_true (tsl_hunters_board_choose (board, figure));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n + 1);
  g_assert_false (gtk_widget_get_visible (tsl_hunters_board_get_choice_popover (board)));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Sends @keyval to the board as its key controller receives it. */
static gboolean
press_key (GtkWidget *board,
           guint      keyval)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (board);
  gboolean handled = FALSE;

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (GTK_IS_EVENT_CONTROLLER_KEY (controller))
        g_signal_emit_by_name (controller, "key-pressed", keyval, 0, (GdkModifierType) 0, &handled);
    }
  return handled;
}

static void
test_figure_by_keyboard (void)
{
  TslWindow *window = start_hunters (42);
  TslHuntersView *view = TSL_HUNTERS_VIEW (tsl_window_get_view (window));
  GtkWidget *board = tsl_hunters_view_get_board (view);
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  guint n;

  g_test_summary ("Without a pointer: the arrows walk through the figures on offer and Enter places the one "
                  "shown");
  g_assert_true (wait_for_figure_options (window, FALSE));
  n = tsl_game_get_n_actions (game);
  g_assert_true (press_key (board, GDK_KEY_Right));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n);
  g_assert_true (press_key (board, GDK_KEY_Return));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, n + 1);
  {
    g_autoptr(TslHuntersTable) model = get_model (game);

    g_assert_cmpint (model->phase, !=, TSL_HUNTERS_PHASE_FIGURE);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/hunters/play", test_play);
  g_test_add_func ("/ui/hunters/illegal-cell", test_illegal_cell);
  g_test_add_func ("/ui/hunters/rotate", test_rotate);
  g_test_add_func ("/ui/hunters/undo", test_undo);
  g_test_add_func ("/ui/hunters/save-and-load", test_save_and_load);
  g_test_add_func ("/ui/hunters/victory", test_victory);
  g_test_add_func ("/ui/hunters/score-popup", test_score_popup);
  g_test_add_func ("/ui/hunters/preview", test_preview);
  g_test_add_func ("/ui/hunters/shortcuts", test_shortcuts);
  g_test_add_func ("/ui/hunters/hint-on-board", test_hint_on_board);
  g_test_add_func ("/ui/hunters/figure-by-click", test_figure_by_click);
  g_test_add_func ("/ui/hunters/figure-choice", test_figure_choice);
  g_test_add_func ("/ui/hunters/figure-by-keyboard", test_figure_by_keyboard);
  return g_test_run ();
}
