/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan.h"
#include "tsl-catan-player-row.h"
#include "tsl-catan-view.h"
#include "tsl-registry.h"
#include "tsl-game-view.h"
#include "tsl-launcher.h"
#include "tsl-setup-page.h"
#include "tsl-dialogs.h"
#include "ui-test-util.h"

/* Fishermen of Catan in the application (seed 002, "CATAN HALÁSZAI"): a
 * two-player game, where both seats start with five fish cards, played
 * for several turns through the view; the fish actions and the Old Boot
 * come from the Fish button's question (its buttons, and the key H), a
 * free road bought with fish is then a click on the board. */

static gboolean
fish_legal (TslGame *game)
{
  for (guint type = TSL_CATAN_FISH_ROBBER; type <= TSL_CATAN_PASS_OLD_BOOT; type++)
    if (ui_test_find_legal (game, type, NULL))
      return TRUE;
  return FALSE;
}

static guint
fish_cards (TslGame *game,
            guint    seat)
{
  TslCatanInfo info;

  tsl_catan_info_read (tsl_game_get_state (game), -1, &info);
  return info.players[seat].fishermen.fish_cards;
}

static void
test_fishermen_game (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslGame) game = NULL;
  TslCatanView *view;
  TslSession *session;
  TslCatanPlayerRow *row;
  char *fish_text;
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;
  guint turns = 0, fish_actions = 0, fish_roads = 0;

  g_test_summary ("A Fishermen of Catan game played through the view for several turns: the fish in "
                  "the rows, the fish actions from the Fish question, the free road on the board");
  json_object_set_string_member (options, "scenario", "fishermen");
  game = ui_test_start_scenario (window, options, 2, 20261127, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));

  /* Five fish cards each at the start: the row shows the own total, the
   * opponent's only the number of cards. */
  row = TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 0));
  fish_text = tsl_catan_player_row_dup_lines (row);
  g_assert_cmpstr (fish_text, ==, "5 fish cards: 9 fish");   /* 1 + 1 + 2 + 2 + 3 fish */
  g_free (fish_text);
  fish_text = tsl_catan_player_row_dup_lines (TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 1)));
  g_assert_cmpstr (fish_text, ==, "5 fish cards");
  g_free (fish_text);

  while (turns < 10 && !tsl_game_is_over (game))
    {
      GtkWidget *question;
      TslMove move;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      ui_test_wait (20);
      question = ui_test_question_window (window);
      if (question != NULL)
        {
          /* Only the fish question is asked here: the first reward, then
           * its first target, paid with the cheapest cards. */
          guint before = tsl_game_get_n_actions (game);
          guint steps = 0;

          while ((question = ui_test_question_window (window)) != NULL)
            {
              GtkWidget *button = tsl_choice_prompt_get_choice (TSL_CHOICE_PROMPT (question), 0);

              g_assert_nonnull (button);
              g_signal_emit_by_name (button, "clicked");
              ui_test_wait (20);
              g_assert_cmpuint (++steps, <=, 2);
            }
          if (ui_test_find_legal (game, TSL_CATAN_FISH_ROAD, &move) && tsl_game_get_n_actions (game) == before)
            {
              /* The road: a click on one of the marked paths. */
              g_assert_true (tsl_catan_view_click_edge (view, move.arg[0]));
              fish_roads++;
            }
          g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
          fish_actions++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_ROLL, NULL))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
      else if (fish_legal (game) && fish_cards (game, 0) > 0 && fish_actions < 6)
        {
          /* The key H opens the question, as the button does. */
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.fish", NULL));
          ui_test_wait (50);
          g_assert_nonnull (ui_test_question_window (window));
        }
      else if (ui_test_find_legal (game, TSL_CATAN_END_TURN, NULL))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.end-turn", NULL));
          turns++;
        }
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
  g_test_message ("%u turns, %u fish actions, %u of them roads", turns, fish_actions, fish_roads);
  g_assert_cmpuint (fish_actions, >, 0);
  g_assert_true (turns >= 10 || tsl_game_is_over (game));
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The preview drawn into an image, as the setup page's area draws it. */
static cairo_surface_t *
draw_setup_preview (TslEngine  *engine,
                    const char *options_json,
                    gboolean   *drawn)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 300, 300);
  cairo_t *cr = cairo_create (surface);
  g_autoptr(JsonNode) options = json_from_string (options_json, NULL);

  *drawn = tsl_game_view_draw_setup_preview (engine, cr, 300, 300, json_node_get_object (options), 4, 7);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

static void
test_setup_preview (void)
{
  TslWindow *window = ui_test_window_new ();
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  TslEngine *catan = tsl_registry_lookup ("catan", NULL);
  TslEngine *hunters = tsl_registry_lookup ("hunters", NULL);
  cairo_surface_t *plain, *fish;
  gboolean drawn_plain, drawn_fish;
  gboolean same = TRUE;

  g_test_summary ("The setup page draws the board its options start on: choosing Fishermen of Catan "
                  "shows the lake and the fishing grounds; a game without such a preview shows none");
  g_signal_emit_by_name (tsl_window_get_launcher (window), "game-selected", catan);
  g_assert_true (gtk_widget_get_visible (tsl_setup_page_get_preview (setup)));
  plain = draw_setup_preview (catan, "{\"layout\": \"beginner\"}", &drawn_plain);
  fish = draw_setup_preview (catan, "{\"layout\": \"beginner\", \"scenario\": \"fishermen\"}", &drawn_fish);
  g_assert_true (drawn_plain && drawn_fish);
  for (int y = 0; y < 300 && same; y++)
    same = memcmp (cairo_image_surface_get_data (plain) + y * cairo_image_surface_get_stride (plain),
                   cairo_image_surface_get_data (fish) + y * cairo_image_surface_get_stride (fish), 300 * 4) == 0;
  g_assert_false (same);
  cairo_surface_destroy (plain);
  cairo_surface_destroy (fish);
  /* Options that give no game draw nothing. */
  cairo_surface_destroy (draw_setup_preview (catan, "{\"scenario\": \"no_such_scenario\"}", &drawn_fish));
  g_assert_false (drawn_fish);

  if (hunters != NULL)
    {
      g_signal_emit_by_name (tsl_window_get_launcher (window), "game-selected", hunters);
      g_assert_false (gtk_widget_get_visible (tsl_setup_page_get_preview (setup)));
    }
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/fishermen/game", test_fishermen_game);
  g_test_add_func ("/ui/fishermen/setup-preview", test_setup_preview);
  return g_test_run ();
}
