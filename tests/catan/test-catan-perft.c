/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "catan-test-util.h"

/* Move counts in fixed positions (perft-style vectors).  The expected
 * numbers are derived from the rules by hand, or — for crowded boards —
 * from a brute-force count over the plain hex topology that shares no code
 * with the engine's bit boards. */

static guint
brute_force_settlement_spots (const CatanState *s)
{
  g_autoptr(TslHexTopology) t = tsl_hex_topology_new (2);
  const CatanTopo *ct = tsl_catan_topology ();
  guint n = 0;

  for (guint v = 0; v < t->n_vertices; v++)
    {
      gboolean ok = !(s->occupied & VBIT (v));

      for (guint i = 0; i < 3 && ok; i++)
        if (t->vertex_vertices[v][i] >= 0 && (s->occupied & VBIT (t->vertex_vertices[v][i])))
          ok = FALSE;
      n += ok;
    }
  (void) ct;
  return n;
}

static void
test_founding_counts (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);
  g_autofree CatanState *r = ct_new ("{\"layout\": \"random\"}", 3, NULL);
  static const guint expected_roads[] = { 3, 3, 3, 3, 3, 3, 3, 3 };
  static const char * const placements[] = {
    "[[0,-1],[1,-2],[1,-1]]", "[[0,-1],[1,-1]]", "[[1,0],[2,-1],[2,0]]", "[[1,0],[2,0]]",
    "[[-1,1],[0,1],[-1,2]]", "[[-1,1],[0,1]]", "[[-2,0],[-1,0],[-2,1]]", "[[-2,0],[-1,0]]",
    "[[-1,-1],[0,-2],[0,-1]]", "[[-1,-1],[0,-1]]", "[[1,1],[0,2],[0,1]]", "[[0,1],[1,1]]",
    "[[2,-2],[2,-1],[3,-2]]", "[[2,-2],[2,-1]]", "[[-2,1],[-2,2],[-3,2]]", "[[-2,1],[-2,2]]", NULL
  };

  g_test_summary ("Founding phase: 54 intersections on an empty island; each settlement removes "
                  "itself and its neighbours (distance rule); a founding road has 2 or 3 choices");
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, 54);
  g_assert_cmpuint (ct_legal_count (r, TSL_LEGAL_DEFAULT, -1), ==, 54);

  for (guint i = 0; placements[i] != NULL; i += 2)
    {
      g_autofree char *a = g_strdup_printf ("{\"type\": \"place_settlement\", \"vertex\": %s}", placements[i]);
      g_autofree char *b = g_strdup_printf ("{\"type\": \"place_road\", \"edge\": %s}", placements[i + 1]);
      guint before = ct_legal_count (s, TSL_LEGAL_DEFAULT, -1);

      g_assert_cmpuint (before, ==, brute_force_settlement_spots (s));
      ct_ok (s, a);
      g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, expected_roads[i / 2]);
      ct_ok (s, b);
    }
  /* Hand-checked vector of settlement spots before each placement. */
  {
    g_autofree CatanState *t = ct_new_beginner (4);
    static const guint spots[] = { 54, 50, 46, 42, 38, 35, 32, 28 };

    for (guint i = 0; placements[i] != NULL; i += 2)
      {
        g_autofree char *a = g_strdup_printf ("{\"type\": \"place_settlement\", \"vertex\": %s}", placements[i]);
        g_autofree char *b = g_strdup_printf ("{\"type\": \"place_road\", \"edge\": %s}", placements[i + 1]);

        g_assert_cmpuint (ct_legal_count (t, TSL_LEGAL_DEFAULT, -1), ==, spots[i / 2]);
        ct_ok (t, a);
        ct_ok (t, b);
      }
  }

  /* A vertex touching a single land hex has two neighbours and two paths. */
  {
    g_autofree CatanState *c = ct_new_beginner (3);

    ct_ok (c, "{\"type\": \"place_settlement\", \"vertex\": [[0,-2],[0,-3],[1,-3]]}");
    g_assert_cmpuint (ct_legal_count (c, TSL_LEGAL_DEFAULT, -1), ==, 2);
    ct_ok (c, "{\"type\": \"place_road\", \"edge\": [[0,-2],[0,-3]]}");
    g_assert_cmpuint (ct_legal_count (c, TSL_LEGAL_DEFAULT, -1), ==, 54 - 3);
  }
}

static void
test_turn_counts (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);

  g_test_summary ("In a turn: 1 roll (no cards); 18 robber hexes after a 7 on an empty board; "
                  "discard combinations; maritime trades; 1-for-1 offers only without NO_NEGOTIATION");
  ct_skip_setup (s);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, 1);
  s->players[0].dev[TSL_CATAN_MONOPOLY] = 1;
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, 1 + 5);
  s->players[0].dev[TSL_CATAN_YEAR_OF_PLENTY] = 1;
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_PLAY_YEAR_OF_PLENTY), ==, 15);
  s->players[0].dev[TSL_CATAN_KNIGHT] = 1;
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_PLAY_KNIGHT), ==, 18);
  s->players[0].dev[TSL_CATAN_MONOPOLY] = 0;
  s->players[0].dev[TSL_CATAN_YEAR_OF_PLENTY] = 0;
  s->players[0].dev[TSL_CATAN_KNIGHT] = 0;

  ct_give (s, 1, TSL_CATAN_WOOD, 4);
  ct_give (s, 1, TSL_CATAN_BRICK, 4);
  ct_give (s, 2, TSL_CATAN_WOOD, 2);
  ct_give (s, 2, TSL_CATAN_BRICK, 2);
  ct_give (s, 2, TSL_CATAN_WOOL, 2);
  ct_give (s, 2, TSL_CATAN_GRAIN, 2);
  ct_give (s, 2, TSL_CATAN_ORE, 2);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 5]}");
  /* Seat 1 gives back 4 of {4 lumber, 4 brick}: 5 ways. */
  g_assert_cmpint (catan_actor (s), ==, 1);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, 5);
  ct_ok (s, "{\"player\": 1, \"type\": \"discard\", \"cards\": {\"wood\": 4}}");
  /* Seat 2 gives back 5 of two of each kind: the x^5 coefficient of (1+x+x²)^5 = 51. */
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, 51);
  ct_ok (s, "{\"player\": 2, \"type\": \"discard\", \"cards\": {\"wood\": 2, \"brick\": 2, \"wool\": 1}}");
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, 18);
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [1,1], \"victim\": null}");

  /* Main phase, 4 lumber, no harbour: end turn + 4 maritime trades; 4 offers more by default. */
  ct_give (s, 0, TSL_CATAN_WOOD, 4);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_NO_NEGOTIATION, -1), ==, 5);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, -1), ==, 9);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_OFFER_TRADE), ==, 4);
}

static void
test_road_building_counts (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);
  guint v = ct_ring_corner ("[0,0]", 0);
  const CatanTopo *t = tsl_catan_topology ();

  g_test_summary ("Road Building from a lone inner settlement: 3 first paths; pairs counted once "
                  "when the two roads are independent");
  ct_skip_setup (s);
  ct_put_settlement (s, 0, v);
  s->players[0].dev[TSL_CATAN_ROAD_BUILDING] = 1;
  /* 3 paths at v; each leads to 2 more at its far end: 3 unordered pairs at v + 3 × 2 chains = 9. */
  g_assert_cmpuint (t->vertex_n_edges[v], ==, 3);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_PLAY_ROAD_BUILDING), ==, 9);
  s->players[0].roads_left = 1;
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_PLAY_ROAD_BUILDING), ==, 3);
}

/* The random player's pick (tsl_engine_pick_legal_move(), which counts the
 * robber's moves instead of listing them) must be the move the full list
 * gives at the same index, with the same generator steps, in every
 * position of random games, robber and knights included. */
static void
test_pick_matches_list (void)
{
  static const char * const sets[] = {
    "{\"layout\": \"random\"}",
    "{\"layout\": \"random\", \"friendly_robber\": true}",
    "{\"scenario\": \"rivers\"}",
    "{\"scenario\": \"barbarian_attack\"}",
    "{\"scenario\": \"traders_barbarians\"}",
  };
  TslEngine *engine = ct_engine ();
  TslMoveList list, scratch;
  guint robber_picks = 0;

  g_test_summary ("The random player's pick equals the listed move at the same index");
  tsl_move_list_init (&list);
  tsl_move_list_init (&scratch);
  for (guint k = 0; k < G_N_ELEMENTS (sets); k++)
    for (guint g = 0; g < 6; g++)
      {
        g_autofree CatanState *s = ct_new (sets[k], 3 + g % 2, NULL);
        TslRng choice;

        tsl_rng_init (&choice, g, 77);
        for (guint n = 0; n < 3000 && tsl_engine_get_actor (engine, s) >= 0; n++)
          {
            TslRng by_list = choice, by_pick = choice, outcome;
            TslMove listed, picked;
            g_autoptr(GError) error = NULL;

            tsl_move_list_reset (&list);
            tsl_engine_legal_moves (engine, s, TSL_LEGAL_NO_NEGOTIATION, &list);
            g_assert_cmpuint (list.len, >, 0);
            listed = list.moves[tsl_rng_below (&by_list, list.len)];
            g_assert_true (tsl_engine_pick_legal_move (engine, s, TSL_LEGAL_NO_NEGOTIATION, &by_pick,
                                                       &scratch, &picked));
            g_assert_cmpmem (&picked, sizeof picked, &listed, sizeof listed);
            g_assert_cmpuint (by_pick.state, ==, by_list.state);
            robber_picks += picked.type == TSL_CATAN_MOVE_ROBBER || picked.type == TSL_CATAN_PLAY_KNIGHT;
            choice = by_list;
            tsl_rng_init (&outcome, g, n);
            g_assert_true (tsl_engine_apply_move (engine, s, &picked, &outcome, &error));
            g_assert_no_error (error);
          }
      }
  g_assert_cmpuint (robber_picks, >, 100);
  tsl_move_list_clear (&list);
  tsl_move_list_clear (&scratch);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/perft/founding", test_founding_counts);
  g_test_add_func ("/engines/catan/perft/turn", test_turn_counts);
  g_test_add_func ("/engines/catan/perft/road-building", test_road_building_counts);
  g_test_add_func ("/engines/catan/perft/pick-matches-list", test_pick_matches_list);
  return g_test_run ();
}
