/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "tsl-catan.h"
#include "tsl-catan-board.h"
#include "tsl-catan-view.h"
#include "tsl-rng.h"
#include "tsl-session.h"
#include "ui-test-util.h"

/*
 * No dead ends (issue 22): complete Catan games of every module, one seat
 * played by a "person" who uses only the window's own controls: a marked
 * spot on the board or an enabled, shown button of the window or of a
 * dialog above it, chosen at random among all of them.  The other seats
 * are the greedy computer player, so every game ends; if the person ever
 * has a decision to make and no control to make it with, the test fails.
 * The header bar (back, undo, hint, menu) is left alone: it leaves or
 * rewinds the game rather than playing it.
 *
 * The quick run plays the base game; with --slow (the `slow` suite, which
 * the normal CI run plays, not the sanitizer run) every module; --module N
 * plays the Nth configuration alone, to follow one that fails.
 */

#define MAX_CLICKS 20000

typedef struct
{
  GPtrArray *buttons;
  GArray    *spots;     /* gint: vertex v as v, edge e as 1000 + e, hex h as 2000 + h */
} Controls;

static void
collect_buttons (GtkWidget *widget,
                 GPtrArray *buttons)
{
  /* The main window's header bar is left alone; a dialog's close button
   * is a control like any other. */
  if (!gtk_widget_get_mapped (widget)
      || (GTK_IS_HEADER_BAR (widget) && TSL_IS_WINDOW (gtk_widget_get_root (widget))))
    return;
  /* A spin button's arrows are one control: a click up or down. */
  if (GTK_IS_SPIN_BUTTON (widget))
    {
      if (gtk_widget_is_sensitive (widget))
        g_ptr_array_add (buttons, widget);
      return;
    }
  if (GTK_IS_BUTTON (widget) && gtk_widget_is_sensitive (widget))
    g_ptr_array_add (buttons, widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    collect_buttons (child, buttons);
}

static void
collect (TslWindow *window,
         Controls  *controls)
{
  GListModel *toplevels = gtk_window_get_toplevels ();
  GtkWidget *view = tsl_window_get_view (window);
  TslCatanTargets targets;
  gboolean dialog = FALSE;

  g_ptr_array_set_size (controls->buttons, 0);
  g_array_set_size (controls->spots, 0);
  /* A dialog above the window takes the clicks, as it does for a person. */
  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);

      if (w != GTK_WIDGET (window) && gtk_widget_get_visible (w) && gtk_widget_get_mapped (w))
        {
          collect_buttons (w, controls->buttons);
          dialog = TRUE;
        }
    }
  if (dialog)
    return;
  collect_buttons (GTK_WIDGET (window), controls->buttons);
  targets = tsl_catan_board_get_targets (TSL_CATAN_BOARD (tsl_catan_view_get_board (TSL_CATAN_VIEW (view))));
  for (gint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    if (tsl_catan_targets_has_vertex (&targets, (guint) v))
      g_array_append_val (controls->spots, v);
  for (gint e = 0; e < TSL_CATAN_N_EDGES; e++)
    if (tsl_catan_targets_has_edge (&targets, (guint) e))
      {
        gint spot = 1000 + e;

        g_array_append_val (controls->spots, spot);
      }
  for (gint h = 0; h < TSL_CATAN_N_LAND_HEXES; h++)
    if (tsl_catan_targets_has_hex (&targets, (guint) h))
      {
        gint spot = 2000 + h;

        g_array_append_val (controls->spots, spot);
      }
}

static void
play_module (const char *options_json,
             guint       n_players,
             guint64     seed)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonNode) options = json_from_string (options_json, NULL);
  g_autoptr(TslGame) game = NULL;
  Controls controls = { g_ptr_array_new (), g_array_new (FALSE, FALSE, sizeof (gint)) };
  TslSession *session;
  TslCatanView *view;
  guint clicks = 0, board_clicks = 0, idle = 0;
  TslRng rng;

  tsl_rng_init (&rng, seed, 0);
  game = ui_test_start_scenario (window, json_node_get_object (options), n_players, seed, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));

  while (!tsl_game_is_over (game))
    {
      guint n;

      if (!tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          g_main_context_iteration (NULL, FALSE);
          ui_test_wait (1);
          continue;
        }
      ui_test_wait (5);
      collect (window, &controls);
      n = controls.buttons->len + controls.spots->len;
      if (n == 0)
        {
          /* Nothing to click while the person must decide: a dead end,
           * unless the view is still catching up with the last move. */
          if (++idle > 200)
            {
              GListModel *toplevels = gtk_window_get_toplevels ();

              for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
                {
                  g_autoptr(GtkWidget) w = g_list_model_get_item (toplevels, i);

                  g_printerr ("toplevel %s visible %d mapped %d\n", G_OBJECT_TYPE_NAME (w),
                              gtk_widget_get_visible (w), gtk_widget_get_mapped (w));
                }
              {
                TslMoveList legal;

                tsl_move_list_init (&legal);
                tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
                for (guint i = 0; i < legal.len && i < 10; i++)
                  g_printerr ("legal type %u arg %d\n", legal.moves[i].type, legal.moves[i].arg[0]);
                tsl_move_list_clear (&legal);
              }
            }
          if (idle > 200)
            g_error ("%s, %u players, seed %" G_GUINT64_FORMAT ": a dead end after %u actions: \"%s\"",
                     options_json, n_players, seed, tsl_game_get_n_actions (game),
                     tsl_game_get_n_actions (game) > 0
                     ? tsl_game_get_action_text (game, tsl_game_get_n_actions (game) - 1) : "");
          continue;
        }
      idle = 0;
      if (++clicks >= MAX_CLICKS)
        {
          g_autoptr(GString) shown = g_string_new (NULL);

          for (guint i = 0; i < controls.buttons->len; i++)
            g_string_append_printf (shown, " [%s in %s: %s]", G_OBJECT_TYPE_NAME (controls.buttons->pdata[i]),
                                    G_OBJECT_TYPE_NAME (gtk_widget_get_root (controls.buttons->pdata[i])),
                                    GTK_IS_BUTTON (controls.buttons->pdata[i])
                                    && gtk_button_get_label (controls.buttons->pdata[i]) != NULL
                                    ? gtk_button_get_label (controls.buttons->pdata[i]) : "");
          g_error ("%s, %u players: no end after %u clicks, %u actions (last \"%s\"); controls:%s, %u spots",
                   options_json, n_players, clicks, tsl_game_get_n_actions (game),
                   tsl_game_get_n_actions (game) > 0
                   ? tsl_game_get_action_text (game, tsl_game_get_n_actions (game) - 1) : "",
                   shown->str, controls.spots->len);
        }
      {
        guint pick = tsl_rng_below (&rng, n);

        if (pick < controls.buttons->len && GTK_IS_SPIN_BUTTON (controls.buttons->pdata[pick]))
          gtk_spin_button_spin (controls.buttons->pdata[pick],
                                tsl_rng_below (&rng, 2) ? GTK_SPIN_STEP_FORWARD : GTK_SPIN_STEP_BACKWARD, 1);
        else if (pick < controls.buttons->len
                 && GTK_IS_MENU_BUTTON (gtk_widget_get_parent (controls.buttons->pdata[pick])))
          gtk_menu_button_popup (GTK_MENU_BUTTON (gtk_widget_get_parent (controls.buttons->pdata[pick])));
        else if (pick < controls.buttons->len)
          g_signal_emit_by_name (controls.buttons->pdata[pick], "clicked");
        else
          {
            gint spot = g_array_index (controls.spots, gint, pick - controls.buttons->len);

            board_clicks++;
            if (spot >= 2000)
              tsl_catan_view_click_hex (view, (guint) spot - 2000);
            else if (spot >= 1000)
              tsl_catan_view_click_edge (view, (guint) spot - 1000);
            else
              tsl_catan_view_click_vertex (view, (guint) spot);
          }
      }
    }
  g_test_message ("%s, %u players: over after %u actions; the person clicked %u times (%u on the board)",
                  options_json, n_players, tsl_game_get_n_actions (game), clicks, board_clicks);
  g_ptr_array_unref (controls.buttons);
  g_array_unref (controls.spots);
  gtk_window_destroy (GTK_WINDOW (window));
  ui_test_wait (20);
}

static const struct { const char *options; guint n_players; gboolean quick; } modules[] = {
  { "{}", 4, TRUE },
  { "{}", 2, FALSE },
  { "{\"friendly_robber\": true, \"harbormaster\": true}", 4, FALSE },
  { "{\"event_cards\": true}", 3, FALSE },
  { "{\"scenario\": \"fishermen\"}", 4, FALSE },
  { "{\"scenario\": \"rivers\"}", 4, FALSE },
  { "{\"scenario\": \"caravans\"}", 3, FALSE },
  { "{\"scenario\": \"barbarian_attack\"}", 4, FALSE },
  { "{\"scenario\": \"traders_barbarians\"}", 4, FALSE },
  { "{\"scenario\": \"traders_barbarians\"}", 2, FALSE },
};

static gboolean slow;
static gint only = -1;   /* --module N: that configuration alone (to debug it) */

static void
test_mouse_games (void)
{
  for (guint m = 0; m < G_N_ELEMENTS (modules); m++)
    if (only >= 0 ? (guint) only == m : slow || modules[m].quick)
      play_module (modules[m].options, modules[m].n_players, 20261128 + m);
}

int
main (int   argc,
      char *argv[])
{
  for (int i = 1; i < argc; i++)
    if (g_strcmp0 (argv[i], "--slow") == 0)
      {
        slow = TRUE;
        for (int j = i; j + 1 < argc; j++)
          argv[j] = argv[j + 1];
        argc--;
        break;
      }
  for (int i = 1; i + 1 < argc; i++)
    if (g_strcmp0 (argv[i], "--module") == 0)
      {
        only = atoi (argv[i + 1]);
        for (int j = i; j + 2 < argc; j++)
          argv[j] = argv[j + 2];
        argc -= 2;
        break;
      }
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/mouse-games/every-module", test_mouse_games);
  return g_test_run ();
}
