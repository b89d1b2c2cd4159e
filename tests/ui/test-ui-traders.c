/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan.h"
#include "tsl-catan-player-row.h"
#include "tsl-catan-view.h"
#include "tsl-catan-traders-view.h"
#include "tsl-catan-wagon-panel.h"
#include "tsl-registry.h"
#include "ui-test-util.h"

/* Traders & Barbarians in the application (docs/rules-catan-tb.md, S5):
 * several turns of a game played through the view.  The human's wagon
 * goes step by step to the destination its commodity needs, by clicks on
 * the marked intersections and destinations and by the W list; it buys
 * the grain bonus when a step is too dear, upgrades with U, chases with X,
 * and moves barbarians after a 7 with two clicks on the board. */

#define FIRST_CENTRE TSL_CATAN_N_VERTICES
#define FAR          1000

/* Steps from every node to each destination's centre, over every path
 * (lower bounds: the rules may close some). */
static void
distances (const TslCatanInfo *info,
           guint               dist[TSL_CATAN_TB_DESTINATIONS][TSL_CATAN_TB_NODES])
{
  const TslHexTopology *topo = tsl_catan_hex_topology ();

  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      gboolean changed = TRUE;

      for (guint n = 0; n < TSL_CATAN_TB_NODES; n++)
        dist[d][n] = FAR;
      dist[d][FIRST_CENTRE + d] = 0;
      while (changed)
        {
          changed = FALSE;
          for (guint path = 0; path < TSL_CATAN_TB_PATHS; path++)
            {
              guint a, b;

              if (path < TSL_CATAN_N_EDGES)
                {
                  a = topo->edge_vertices[path][0];
                  b = topo->edge_vertices[path][1];
                }
              else
                {
                  a = info->traders_barbarians.destination_corner[(path - TSL_CATAN_N_EDGES) / 4][(path - TSL_CATAN_N_EDGES) % 4];
                  b = FIRST_CENTRE + (path - TSL_CATAN_N_EDGES) / 4;
                }
              if (dist[d][a] + 1 < dist[d][b])
                dist[d][b] = dist[d][a] + 1, changed = TRUE;
              if (dist[d][b] + 1 < dist[d][a])
                dist[d][a] = dist[d][b] + 1, changed = TRUE;
            }
        }
    }
}

/* The legal step nearest to where the wagon must go (the destination its
 * commodity needs, or the nearest one to fetch a commodity), -1 when no
 * step gets nearer; @index the step's place among the legal steps. */
static gint
best_step (TslGame            *game,
           const TslCatanInfo *info,
           guint              *index)
{
  guint dist[TSL_CATAN_TB_DESTINATIONS][TSL_CATAN_TB_NODES];
  const TslCatanPlayerInfo *me = &info->players[0];
  TslMoveList legal;
  gint best = -1;
  guint best_dist, n = 0;

  distances (info, dist);
  best_dist = FAR;
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    if (me->traders_barbarians.task < 0 ? TRUE : (gint) d == me->traders_barbarians.task_to)
      best_dist = MIN (best_dist, dist[d][me->traders_barbarians.wagon_node]);
  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len; i++)
    {
      guint node, here = FAR;

      if (legal.moves[i].type != TSL_CATAN_MOVE_WAGON)
        continue;
      node = (guint) legal.moves[i].arg[0];
      /* What the board shows beside the target: the step's cost. */
      g_assert_true ((info->traders_barbarians.wagon_targets >> node) & 1);
      g_assert_cmpuint (info->traders_barbarians.wagon_step_cost[node], >=, 1);
      g_assert_cmpuint (info->traders_barbarians.wagon_step_cost[node], <=, info->traders_barbarians.mp_left);
      for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
        if (me->traders_barbarians.task < 0 ? TRUE : (gint) d == me->traders_barbarians.task_to)
          here = MIN (here, dist[d][node]);
      if (here < best_dist)
        {
          best_dist = here;
          best = (gint) node;
          *index = n;
        }
      n++;
    }
  tsl_move_list_clear (&legal);
  return best;
}

/* A barbarian through the board: click it, then the first free path; or
 * through the keyboard: A lists the barbarians, then the picked one's
 * paths, each list in the order of the legal moves. */
static void
move_barbarian (TslWindow    *window,
                TslGame      *game,
                TslCatanView *view,
                gboolean      by_keys)
{
  TslCatanInfo info;
  TslMove move;
  gint from;
  gint to = -1;

  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  g_assert_true (ui_test_find_legal (game, TSL_CATAN_MOVE_BARBARIAN, &move));
  from = info.traders_barbarians.barbarian_move >= 0 ? info.traders_barbarians.barbarian_path[info.traders_barbarians.barbarian_move] : move.arg[0];
  {
    TslMoveList legal;

    tsl_move_list_init (&legal);
    tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
    for (guint i = 0; i < legal.len && to < 0; i++)
      if (legal.moves[i].type == TSL_CATAN_MOVE_BARBARIAN && legal.moves[i].arg[0] == from)
        to = legal.moves[i].arg[1];
    tsl_move_list_clear (&legal);
    g_assert_cmpint (to, >=, 0);
  }
  if (by_keys)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.move-barbarian", NULL));
      ui_test_wait (20);
      /* After a 7 any barbarian may go: first the list of barbarians. */
      if (info.traders_barbarians.barbarian_move < 0)
        g_assert_true (ui_test_answer_question (window, 0));
      g_assert_true (ui_test_answer_question (window, 0));
    }
  else
    {
      if (info.traders_barbarians.barbarian_move < 0)
        /* The first click picks it, nothing is sent. */
        g_assert_false (tsl_catan_view_click_edge (view, (guint) from));
      g_assert_true (tsl_catan_view_click_edge (view, (guint) to));
    }
  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  g_assert_true (info.traders_barbarians.barbarian_path[0] == to || info.traders_barbarians.barbarian_path[1] == to || info.traders_barbarians.barbarian_path[2] == to);
  g_assert_true (info.traders_barbarians.barbarian_path[0] != from && info.traders_barbarians.barbarian_path[1] != from && info.traders_barbarians.barbarian_path[2] != from);
}

/* One step of the human's wagon through the view: a click on the marked
 * intersection or destination (answering "move the wagon" when building
 * is legal there too), or every third step the W list. */
static void
step_wagon (TslWindow          *window,
            TslGame            *game,
            TslCatanView       *view,
            const TslCatanInfo *info,
            gint                node,
            guint               index,
            guint               steps)
{
  guint before = tsl_game_get_n_actions (game);

  if (steps % 3 == 2)
    {
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.move-wagon", NULL));
      ui_test_wait (20);
      g_assert_true (ui_test_answer_question (window, (gint) index));
    }
  else if (node >= FIRST_CENTRE)
    g_assert_true (tsl_catan_view_click_hex (view, (guint) info->traders_barbarians.destination_hex[node - FIRST_CENTRE]));
  else if (!tsl_catan_view_click_vertex (view, (guint) node))
    g_assert_true (ui_test_answer_question (window, 0));
  ui_test_wait (20);
  g_assert_cmpuint (tsl_game_get_n_actions (game), >, before);
  g_assert_cmpint (tsl_game_get_move (game, before)->type, ==, TSL_CATAN_MOVE_WAGON);
}

/* The keyboard lists name every path a barbarian may stand on; the four
 * into a destination differ by the corner they start from, and the coast's
 * by the side of their hex. */
static void
assert_path_names (TslCatanView *view)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint path = 0; path < TSL_CATAN_N_EDGES + 4 * TSL_CATAN_TB_DESTINATIONS; path++)
    {
      char *name = tsl_catan_view_describe_path (view, path);

      if (path >= TSL_CATAN_N_EDGES)
        {
          static const char * const places[] = { "castle", "quarry", "glassworks" };

          /* The tests run in English (the names are whole per destination). */
          g_assert_nonnull (strstr (name, places[(path - TSL_CATAN_N_EDGES) / 4]));
        }
      if (!g_hash_table_add (seen, name))
        g_error ("path %u has the same name as another: %s", path, name);
    }
}

/* The names of the shown tiles of the hand (not buttons: the cards held). */
static void
shown_tiles (GtkWidget *root,
             GPtrArray *names)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    if (!gtk_widget_get_visible (child))
      continue;
    else if (GTK_IS_BOX (child) && gtk_widget_has_css_class (child, "tsl-card"))
      g_ptr_array_add (names, (gpointer) gtk_label_get_label (GTK_LABEL (gtk_widget_get_last_child (child))));
    else
      shown_tiles (child, names);
}

/* Whether the hand shows the commodity card @task carried, and no other. */
static gboolean
hand_shows_commodity (GtkWidget *view,
                      gint       task)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new ();
  gboolean shown = FALSE;

  shown_tiles (view, names);
  for (TslCatanGood good = TSL_CATAN_GOOD_GLASS; good <= TSL_CATAN_GOOD_MARBLE; good++)
    for (guint i = 0; i < names->len; i++)
      if (g_strcmp0 (names->pdata[i], tsl_catan_good_label (good)) == 0)
        {
          if ((gint) good != task)
            return FALSE;
          shown = TRUE;
        }
  return shown == (task >= 0);
}

static void
test_traders_game (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslGame) game = NULL;
  TslCatanView *view;
  TslSession *session;
  GtkWidget *panel;
  guint turns = 0, steps = 0, deliveries = 0, barbarians = 0, upgrades = 0, chases = 0, grain = 0, commodities = 0;
  guint stuck = 0, bought = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;
  TslCatanInfo info;
  const char *detail;

  g_test_summary ("HU Kereskedők és barbárok: a game played through the view for several turns; the "
                  "human's wagon steps by board clicks and the W list to make a delivery, barbarians "
                  "move by two clicks, the grain bonus, upgrades and chases by their actions");
  json_object_set_string_member (options, "scenario", "traders_barbarians");
  game = ui_test_start_scenario (window, options, 3, 6, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  panel = tsl_catan_view_get_wagon_panel (view);

  while ((turns < 25 || deliveries < 1 || barbarians < 2) && turns < 200 && !tsl_game_is_over (game))
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
      tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
      g_assert_true (info.traders_barbarians.played);
      g_assert_true (gtk_widget_get_visible (panel));
      {
        g_autofree char *wagon = tsl_catan_player_row_dup_lines (TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 0)));

        g_assert_nonnull (strstr (wagon, "wagon level"));
      }
      /* No Longest Road and no Knight cards in this scenario (S5): the row
       * does not show a road length or knights that cannot count. */
      detail = tsl_catan_player_row_get_detail (TSL_CATAN_PLAYER_ROW (tsl_catan_view_get_player_row (view, 0)));
      g_assert_null (strstr (detail, "longest road"));
      g_assert_null (strstr (detail, "knight"));
      /* The commodity card carried is a tile of the hand. */
      tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
      if (tsl_catan_view_get_hand_seat (view) == 0 && !tsl_catan_view_is_private (view))
        g_assert_true (hand_shows_commodity (GTK_WIDGET (view), info.players[0].traders_barbarians.task));
      commodities += info.players[0].traders_barbarians.task >= 0;

      if (ui_test_find_legal (game, TSL_CATAN_MOVE_BARBARIAN, NULL))
        {
          move_barbarian (window, game, view, barbarians % 2 == 1);
          barbarians++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_ROLL, NULL))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
          turns++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_UPGRADE_WAGON, NULL) && upgrades < 2)
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.upgrade-wagon", NULL));
          tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
          g_assert_cmpuint (info.players[0].traders_barbarians.wagon_level, ==, upgrades + 2);
          g_assert_nonnull (strstr (tsl_catan_wagon_panel_get_card (TSL_CATAN_WAGON_PANEL (panel)), "level"));
          upgrades++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_CHASE_BARBARIAN, NULL))
        {
          guint before = tsl_game_get_n_actions (game);

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.chase-barbarian", NULL));
          ui_test_answer_question (window, 0);   /* when two barbarians stand by the wagon */
          g_assert_cmpint (tsl_game_get_move (game, before)->type, ==, TSL_CATAN_CHASE_BARBARIAN);
          /* The roll's result, as the log says it, on the wagon panel. */
          g_assert_cmpstr (tsl_catan_wagon_panel_get_result (TSL_CATAN_WAGON_PANEL (panel)), ==,
                           tsl_game_get_action_text (game, before));
          chases++;
        }
      else if (grain == 0 && bought == 0 && !info.traders_barbarians.moving && info.players[0].resources[TSL_CATAN_GRAIN] == 0 &&
               ui_test_find_legal (game, TSL_CATAN_BUY_WITH_GOLD, NULL))
        {
          /* Buying with gold (2 gold a resource), here the grain for the bonus. */
          guint gold = info.players[0].gold;

          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.buy-with-gold", "s", "grain"));
          tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
          g_assert_cmpuint (info.players[0].resources[TSL_CATAN_GRAIN], ==, 1);
          g_assert_cmpuint (info.players[0].gold, ==, gold - 2);
          bought++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_MOVE_WAGON, NULL))
        {
          guint index = 0;
          gint node = best_step (game, &info, &index);

          /* The grain bonus: when no step gets nearer, and once to try it. */
          if ((node < 0 || grain == 0) && ui_test_find_legal (game, TSL_CATAN_WAGON_GRAIN, NULL))
            {
              guint mp = info.traders_barbarians.mp_left;

              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.wagon-grain", NULL));
              tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
              g_assert_cmpuint (info.traders_barbarians.mp_left, ==, mp + 2);
              grain++;
              continue;
            }
          if (node < 0 && ++stuck % 4 == 0)
            {
              /* Kept out by tolls or barbarians for a while: any step. */
              TslMove any;

              g_assert_true (ui_test_find_legal (game, TSL_CATAN_MOVE_WAGON, &any));
              node = any.arg[0];
              index = 0;
            }
          if (node < 0)
            {
              /* Stopping: the wagon may stay where it is. */
              g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.end-turn", NULL));
              continue;
            }
          step_wagon (window, game, view, &info, node, index, steps++);
          if (node >= FIRST_CENTRE && info.players[0].traders_barbarians.task >= 0 && info.players[0].traders_barbarians.task_to == node - FIRST_CENTRE)
            {
              TslCatanInfo after;

              tsl_catan_info_read (tsl_game_get_state (game), 0, &after);
              g_assert_cmpuint (after.players[0].traders_barbarians.deliveries, ==, info.players[0].traders_barbarians.deliveries + 1);
              g_assert_cmpuint (after.players[0].gold, >, info.players[0].gold);
              /* The delivery, as the log says it, on the wagon panel. */
              g_assert_cmpstr (tsl_catan_wagon_panel_get_result (TSL_CATAN_WAGON_PANEL (panel)), ==,
                               tsl_game_get_action_text (game, tsl_game_get_n_actions (game) - 1));
              deliveries++;
            }
        }
      else if (ui_test_find_legal (game, TSL_CATAN_END_TURN, NULL))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.end-turn", NULL));
      else
        {
          /* Discards: the first legal move, through the game. */
          TslMove first = ui_test_first_legal (game);

          g_assert_true (tsl_session_apply_move (session, &first, NULL));
        }
    }
  tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
  g_test_message ("%u turns, %u steps, %u deliveries, %u barbarians moved, %u upgrades, %u chases, %u grain, %u bought",
                  turns, steps, deliveries, barbarians, upgrades, chases, grain, bought);
  /* Seed 6 brings every action of the scenario within its turns. */
  g_assert_cmpuint (turns, >=, 12);
  g_assert_cmpuint (steps, >=, 6);
  g_assert_cmpuint (deliveries, >=, 1);
  g_assert_cmpuint (commodities, >=, 1);   /* a commodity carried, shown in the hand */
  assert_path_names (view);
  g_assert_cmpuint (barbarians, >=, 2);   /* by the board, then by the A lists */
  g_assert_cmpuint (upgrades, >=, 1);
  g_assert_cmpuint (chases, >=, 1);
  g_assert_cmpuint (grain, >=, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Two-player: while a trade token may move a barbarian, a click on a
 * path where a road is legal still builds the road. */
static void
test_traders_two_player (void)
{
  TslWindow *window = ui_test_window_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslGame) game = NULL;
  TslCatanView *view;
  TslSession *session;
  guint turns = 0, roads = 0;
  gint64 deadline = g_get_monotonic_time () + 240 * G_TIME_SPAN_SECOND;

  g_test_summary ("Two-player Traders & Barbarians: with the token's barbarian move legal, a click "
                  "on a legal road path builds the road");
  json_object_set_string_member (options, "scenario", "traders_barbarians");
  game = ui_test_start_scenario (window, options, 2, 5, "ai:greedy");
  session = tsl_window_get_session (window);
  view = TSL_CATAN_VIEW (tsl_window_get_view (window));

  while (roads == 0 && turns < 80 && !tsl_game_is_over (game))
    {
      TslCatanInfo info;
      TslMove road;

      g_assert_cmpint (g_get_monotonic_time (), <, deadline);
      if (!tsl_session_is_human (session, tsl_game_get_actor (game)))
        {
          g_main_context_iteration (NULL, TRUE);
          continue;
        }
      ui_test_wait (20);
      if (tsl_catan_view_is_private (view))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.reveal", NULL));
      tsl_catan_info_read (tsl_game_get_state (game), 0, &info);
      if (info.traders_barbarians.barbarian_token && ui_test_find_legal (game, TSL_CATAN_BUILD_ROAD, &road))
        {
          guint before = tsl_game_get_n_actions (game);

          g_assert_true (tsl_catan_view_click_edge (view, (guint) road.arg[0]));
          g_assert_cmpint (tsl_game_get_move (game, before)->type, ==, TSL_CATAN_BUILD_ROAD);
          roads++;
        }
      else if (ui_test_find_legal (game, TSL_CATAN_ROLL, NULL))
        {
          g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.roll", NULL));
          turns++;
        }
      else if (!info.traders_barbarians.barbarian_token && ui_test_find_legal (game, TSL_CATAN_MOVE_BARBARIAN, NULL))
        move_barbarian (window, game, view, TRUE);
      else if (ui_test_find_legal (game, TSL_CATAN_END_TURN, NULL))
        g_assert_true (gtk_widget_activate_action (GTK_WIDGET (view), "catan.end-turn", NULL));
      else
        {
          TslMove first = ui_test_first_legal (game);

          g_assert_true (tsl_session_apply_move (session, &first, NULL));
        }
    }
  g_test_message ("%u turns, %u roads", turns, roads);
  g_assert_cmpuint (roads, ==, 1);
  gtk_window_destroy (GTK_WINDOW (window));
}

int
main (int    argc,
      char **argv)
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/traders/game", test_traders_game);
  g_test_add_func ("/ui/traders/two-player", test_traders_two_player);
  return g_test_run ();
}
