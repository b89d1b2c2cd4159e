/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"

/* Rivers of Catan (seed 002, "CATAN FOLYÓI"; digest S2 of
 * ../shared/rules/traders-barbarians.md; docs/rules-catan-tb.md) on a
 * fixed board, its combinations with the variants, and generated boards.
 * HU quotes are from the seed's text. */

/* The reconstructed rivers (data/catan/rivers.json) with fixed land hexes. */
#define RIVERS_SETUP \
  "{\"hexes\": [" \
  "{\"at\": [2,-1], \"terrain\": \"mountains\", \"number\": 4}," \
  "{\"at\": [2,0], \"terrain\": \"hills\", \"number\": 5}," \
  "{\"at\": [1,1], \"terrain\": \"swamp\"}," \
  "{\"at\": [1,-2], \"terrain\": \"mountains\", \"number\": 6}," \
  "{\"at\": [0,-1], \"terrain\": \"hills\", \"number\": 3}," \
  "{\"at\": [-1,0], \"terrain\": \"pasture\", \"number\": 11}," \
  "{\"at\": [-2,0], \"terrain\": \"swamp\"}," \
  "{\"at\": [0,-2], \"terrain\": \"forest\", \"number\": 5}," \
  "{\"at\": [2,-2], \"terrain\": \"fields\", \"number\": 6}," \
  "{\"at\": [-1,-1], \"terrain\": \"forest\", \"number\": 3}," \
  "{\"at\": [1,-1], \"terrain\": \"fields\", \"number\": 8}," \
  "{\"at\": [0,0], \"terrain\": \"pasture\", \"number\": 10}," \
  "{\"at\": [-2,1], \"terrain\": \"forest\", \"number\": 9}," \
  "{\"at\": [-1,1], \"terrain\": \"fields\", \"number\": 12}," \
  "{\"at\": [0,1], \"terrain\": \"pasture\", \"number\": 11}," \
  "{\"at\": [-2,2], \"terrain\": \"forest\", \"number\": 4}," \
  "{\"at\": [-1,2], \"terrain\": \"fields\", \"number\": 8}," \
  "{\"at\": [0,2], \"terrain\": \"hills\", \"number\": 10}," \
  "{\"at\": [1,0], \"terrain\": \"mountains\", \"number\": 9}]," \
  "\"rivers\": [[[2,-1],[2,0],[1,1]], [[1,-2],[0,-1],[-1,0],[-2,0]]]," \
  "\"bridge_sites\": [[[2,-1],[2,0]], [[1,1],[2,0]], [[1,1],[1,2]], [[0,-1],[1,-2]]," \
  " [[-1,0],[0,-1]], [[-2,0],[-1,0]], [[-3,0],[-2,0]]]" \
  RIVERS_EXTRA "}"
#define RIVERS_EXTRA ""

#define B1 "[[-1,0],[0,-1],[0,0]]"     /* on river B */
#define Y  "[[0,0],[0,1],[1,0]]"       /* off the rivers */
#define Z  "[[-2,1],[-2,2],[-1,1]]"    /* off the rivers, on the 12/2 hex */
#define W  "[[-1,2],[0,1],[0,2]]"
#define V  "[[1,-1],[2,-2],[2,-1]]"    /* on river A */
#define T  "[[-1,-1],[0,-2],[0,-1]]"   /* on river B */
#define BRIDGE_B1 "[[-1,0],[0,-1]]"    /* a bridge site at B1 */
#define BRIDGE_FAR "[[0,-1],[1,-2]]"   /* a bridge site nobody touches */

static const char * const founding[] = {
  B1, "[[0,-1],[0,0]]",          /* seat 0: river settlement and river-bank road: 2 gold */
  Y, "[[0,1],[1,0]]",            /* seat 1: nothing */
  Z, "[[-2,1],[-1,1]]",          /* seat 2: nothing */
  W, "[[-1,2],[0,2]]",           /* seat 2: nothing */
  V, "[[1,-1],[2,-1]]",          /* seat 1: river settlement and bank road: 2 gold */
  T, "[[-1,-1],[0,-2]]",         /* seat 0: river settlement, road off the river: 1 gold */
  NULL
};

static CatanState *
new_rivers (const char *options,
            guint       n_players)
{
  return ct_new (options, n_players, RIVERS_SETUP);
}

static CatanState *
founded (void)
{
  CatanState *s = new_rivers ("{\"scenario\": \"rivers\"}", 3);

  ct_setup_round (s, founding);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  for (guint p = 0; p < 3; p++)
    ct_take_all (s, p);
  return s;
}

/* Seat 0's turn after a roll of 12 (only Z's hex produces). */
static CatanState *
rolled (void)
{
  CatanState *s = founded ();

  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6]}");
  ct_take_all (s, 2);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  return s;
}

static void
test_board (void)
{
  g_autofree CatanState *s = new_rivers ("{\"scenario\": \"rivers\"}", 3);

  g_test_summary ("HU ELŐKÉSZÜLETEK: 2 swamps without numbers, the 2 on the 12's hex "
                  "(\"minden alkalommal, amikor 2-t, vagy 12-t dobunk, nyersanyagot termel\"), "
                  "the robber on a swamp, 3 bridges each, no gold");
  g_assert_cmpuint (catan_popcount (s->slice_rivers.river_hexes), ==, 7);
  g_assert_cmpuint (catan_edges_count (&s->bridge_sites), ==, 7);
  g_assert_cmpuint (s->hexes_by_number[2], ==, 1u << ct_hex ("[-1,1]"));
  g_assert_cmpuint (s->hexes_by_number[12], ==, 1u << ct_hex ("[-1,1]"));
  g_assert_cmpuint (s->terrain[s->robber], ==, TSL_CATAN_SWAMP);
  for (guint p = 0; p < 3; p++)
    {
      g_assert_cmpuint (s->bridges_left[p], ==, 3);
      g_assert_cmpuint (s->gold[p], ==, 0);
    }
  g_assert_false (s->gold_cards);
}

static void
test_generated_board (void)
{
  g_test_summary ("HU: remove 2 mountains, 2 hills, 2 pastures and the desert; the rivers as "
                  "pictured (data); no 2 of its own; A on the coast");
  for (guint seed = 1; seed <= 50; seed++)
    {
      TslEngine *engine = ct_engine ();
      g_autofree CatanState *s = tsl_engine_state_new (engine);
      g_autoptr(JsonNode) options = json_from_string ("{\"scenario\": \"rivers\"}", NULL);
      g_autoptr(GError) error = NULL;
      guint count[TSL_CATAN_N_TERRAINS] = { 0, };
      guint numbered = 0;
      gint twelve = -1;

      g_assert_true (tsl_engine_init_state (engine, s, json_node_get_object (options), 4, seed, NULL, &error));
      for (guint h = 0; h < CATAN_N_LAND; h++)
        {
          count[s->terrain[h]]++;
          numbered += s->number[h] != 0;
          g_assert_cmpuint (s->number[h], !=, 2);
          g_assert_true ((s->terrain[h] == TSL_CATAN_SWAMP) == (s->number[h] == 0));
          if (s->number[h] == 12)
            twelve = (gint) h;
        }
      g_assert_cmpuint (count[TSL_CATAN_FOREST], ==, 4);
      g_assert_cmpuint (count[TSL_CATAN_FIELDS], ==, 4);
      g_assert_cmpuint (count[TSL_CATAN_PASTURE], ==, 3);   /* 2 + 1 on a river */
      g_assert_cmpuint (count[TSL_CATAN_HILLS], ==, 3);     /* 1 + 2 on the rivers */
      g_assert_cmpuint (count[TSL_CATAN_MOUNTAINS], ==, 3); /* 1 + 2 on the rivers */
      g_assert_cmpuint (count[TSL_CATAN_SWAMP], ==, 2);
      g_assert_cmpuint (count[TSL_CATAN_DESERT], ==, 0);
      g_assert_cmpuint (numbered, ==, 17);
      g_assert_cmpint (twelve, >=, 0);
      g_assert_cmpuint (s->hexes_by_number[2], ==, 1u << twelve);
      g_assert_cmpuint (s->terrain[s->robber], ==, TSL_CATAN_SWAMP);

      /* The explicit setup written for it gives the same board. */
      {
        g_autoptr(JsonNode) setup = tsl_engine_setup_to_json (engine, s);
        g_autofree CatanState *again = tsl_engine_state_new (engine);

        g_assert_true (tsl_engine_init_state (engine, again, json_node_get_object (options), 4, 99, setup, &error));
        g_assert_no_error (error);
        g_assert_cmpmem (again->terrain, CATAN_N_LAND, s->terrain, CATAN_N_LAND);
        g_assert_cmpmem (again->number, CATAN_N_LAND, s->number, CATAN_N_LAND);
        g_assert_true (again->bridge_sites.lo == s->bridge_sites.lo && again->bridge_sites.hi == s->bridge_sites.hi);
        g_assert_cmpmem (again->slice_rivers.river, sizeof again->slice_rivers.river, s->slice_rivers.river, sizeof s->slice_rivers.river);
        g_assert_cmpuint (again->robber, ==, s->robber);
      }
    }
}

static void
test_founding_gold (void)
{
  g_autofree CatanState *s = new_rivers ("{\"scenario\": \"rivers\"}", 3);

  g_test_summary ("HU ALAPÍTÓ FÁZIS: \"Minden folyó menti útvonalra épített útért 1 arany jár. "
                  "Minden folyó mellé épített településért 1 arany jár\"; no road on a bridge site");
  ct_ok (s, "{\"type\": \"place_settlement\", \"vertex\": " B1 "}");
  g_assert_cmpuint (s->gold[0], ==, 1);
  ct_refused (s, "{\"type\": \"place_road\", \"edge\": " BRIDGE_B1 "}", TSL_ERROR_INVALID_MOVE, "bridge site");
  ct_ok (s, "{\"type\": \"place_road\", \"edge\": [[0,-1],[0,0]]}");
  g_assert_cmpuint (s->gold[0], ==, 2);
  g_assert_false (s->gold_cards);
  ct_setup_round (s, founding + 2);
  g_assert_cmpuint (s->gold[0], ==, 3);
  g_assert_cmpuint (s->gold[1], ==, 2);
  g_assert_cmpuint (s->gold[2], ==, 0);
  /* "Azok a játékosok, akiknek az alapító fázis után a legkevesebb aranyuk
   * van, megkapják a Legszegényebb telepes kártyát ... aki egyedül
   * birtokolja a legtöbb aranyat, megkapja a Leggazdagabb telepes kártyát." */
  g_assert_true (s->gold_cards);
  g_assert_cmpuint (s->richest_holder, ==, 0);
  g_assert_cmpuint (s->poor_holders, ==, 1u << 2);
  g_assert_cmpuint (catan_vp (s, 0), ==, 3);
  g_assert_cmpuint (catan_vp (s, 1), ==, 2);
  g_assert_cmpuint (catan_vp (s, 2), ==, 0);
}

static void
test_all_equal_poor (void)
{
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"rivers\"}", 3, RIVERS_SETUP);
  static const char * const dry[] = {
    Y, "[[0,1],[1,0]]", Z, "[[-2,1],[-1,1]]", W, "[[-1,2],[0,2]]",
    "[[-2,2],[-2,3],[-3,3]]", "[[-2,2],[-3,3]]", "[[0,2],[0,3],[1,2]]", "[[0,2],[0,3]]",
    "[[-1,2],[-1,3],[-2,3]]", "[[-1,2],[-2,3]]", NULL,
  };

  g_test_summary ("HU \"Ha minden játékosnak ugyanannyi aranya van, mindenki kap ilyen kártyát\"");
  ct_setup_round (s, dry);
  g_assert_cmpuint (s->gold[0] + s->gold[1] + s->gold[2], ==, 0);
  g_assert_cmpuint (s->poor_holders, ==, 7);
  g_assert_cmpuint (s->richest_holder, ==, CATAN_NONE);
}

static void
test_two_and_twelve (void)
{
  g_autofree CatanState *s = founded ();

  g_test_summary ("HU: the hex with the 12 also produces on a 2");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_GRAIN], ==, 1);
}

static void
test_bridge (void)
{
  g_autofree CatanState *s = rolled ();
  guint before;

  g_test_summary ("HU Hídépítés: 2 brick + 1 lumber, next to an own road or settlement, only on "
                  "the 7 sites, 3 gold, counts as a road, 3 per player");
  ct_refused (s, "{\"type\": \"build_bridge\", \"edge\": " BRIDGE_B1 "}", TSL_ERROR_INVALID_MOVE, "2 brick");
  ct_give (s, 0, TSL_CATAN_WOOD, 3);
  ct_give (s, 0, TSL_CATAN_BRICK, 6);
  ct_refused (s, "{\"type\": \"build_bridge\", \"edge\": [[0,-1],[0,0]]}", TSL_ERROR_INVALID_MOVE, "bridge site");
  ct_refused (s, "{\"type\": \"build_bridge\", \"edge\": " BRIDGE_FAR "}", TSL_ERROR_INVALID_MOVE, "touch");
  ct_refused (s, "{\"type\": \"build_road\", \"edge\": " BRIDGE_B1 "}", TSL_ERROR_INVALID_MOVE, "bridge site");
  before = s->players[0].roads_left;
  ct_ok (s, "{\"type\": \"build_bridge\", \"edge\": " BRIDGE_B1 "}");
  g_assert_cmpuint (s->gold[0], ==, 3 + 3);
  g_assert_cmpuint (s->bridges_left[0], ==, 2);
  g_assert_cmpuint (s->players[0].roads_left, ==, before);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOD], ==, 2);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, 4);
  /* Road + bridge: a road of 2 (HU "ugyanúgy beleszámít a Leghosszabb kereskedelmi út-ba"). */
  g_assert_cmpuint (s->players[0].road_length, ==, 2);
  ct_check_invariants (s);
  /* A road may continue from the bridge's far end. */
  g_assert_true (catan_can_build_road_at (s, 0, (guint) ct_edge ("[[-1,-1],[0,-1]]")));
  /* "Minden játékos csak 3 hidat építhet." */
  s->bridges_left[0] = 0;
  ct_refused (s, "{\"type\": \"build_bridge\", \"edge\": [[-2,0],[-1,0]]}", TSL_ERROR_INVALID_MOVE, "3");
}

/* A simple path of @n edges from @v along buildable paths, avoiding the
 * intersections in @seen: TRUE with the edges in @out. */
static gboolean
long_path (const CatanState *s,
           guint             v,
           guint64           seen,
           guint             n,
           guint            *out)
{
  const CatanTopo *t = tsl_catan_topology ();

  if (n == 0)
    return TRUE;
  for (guint i = 0; i < t->vertex_n_edges[v]; i++)
    {
      guint e = t->vertex_edges[v][i];
      guint w = t->edge_vertices[e][0] == v ? t->edge_vertices[e][1] : t->edge_vertices[e][0];

      if ((seen & VBIT (w)) || !catan_edges_has (&s->buildable_edges, e))
        continue;
      out[0] = e;
      if (long_path (s, w, seen | VBIT (w), n - 1, out + 1))
        return TRUE;
    }
  return FALSE;
}

static void
test_longest_with_bridges (void)
{
  g_autofree CatanState *s = new_rivers ("{\"scenario\": \"rivers\"}", 3);
  guint path[CATAN_ROADS + CATAN_BRIDGES];

  g_test_summary ("15 roads and 3 bridges make a Longest Road of 18 (HU: the bridge \"ugyanúgy "
                  "beleszámít a Leghosszabb kereskedelmi út-ba\"); it was measured on 16 roads at most");
  g_assert_true (long_path (s, 0, VBIT (0), G_N_ELEMENTS (path), path));
  /* Scaffolding: the pieces of a player with all roads and bridges on one line. */
  s->players[0].roads_left = G_N_ELEMENTS (path);
  for (guint i = 0; i < G_N_ELEMENTS (path); i++)
    {
      catan_put_road (s, 0, path[i]);
      g_assert_cmpuint (s->players[0].road_length, ==, i + 1);
    }
  g_assert_cmpuint (catan_longest_road (s, 0), ==, G_N_ELEMENTS (path));
  g_assert_cmpint (s->longest_holder, ==, 0);
}

static void
test_road_building_no_bridge (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU \"Aki Útépítés kártyát játszik ki, nem építhet út helyett hidat\"");
  g_assert_true (tsl_deck_take (&s->dev_deck, TSL_CATAN_ROAD_BUILDING));
  s->players[0].dev[TSL_CATAN_ROAD_BUILDING] = 1;
  ct_refused (s, "{\"type\": \"play_road_building\", \"edges\": [" BRIDGE_B1 "]}", TSL_ERROR_INVALID_MOVE, "bridge site");
  /* A river-bank road by the card still earns gold. */
  ct_ok (s, "{\"type\": \"play_road_building\", \"edges\": [[[-1,0],[0,0]], [[-1,1],[0,0]]]}");
  g_assert_cmpuint (s->gold[0], ==, 4);
}

static void
test_buy_with_gold (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU Arany: \"körönként 2x vásárolhat 2 aranyért 1 tetszőleges nyersanyagot. Olyan "
                  "aranyat is felhasználhat, amit ebben a körben szerzett\"");
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 2);
  ct_ok (s, "{\"type\": \"build_bridge\", \"edge\": " BRIDGE_B1 "}");   /* 6 gold now, 3 of them new */
  ct_ok (s, "{\"type\": \"buy_with_gold\", \"resource\": \"ore\"}");
  ct_ok (s, "{\"type\": \"buy_with_gold\", \"resource\": \"grain\"}");
  g_assert_cmpuint (s->gold[0], ==, 2);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_GRAIN], ==, 1);
  ct_refused (s, "{\"type\": \"buy_with_gold\", \"resource\": \"wool\"}", TSL_ERROR_INVALID_MOVE, "twice");
  /* Seats 0 and 1 share the most now: the Richest Settler is set aside
   * ("a kártyát félretesszük"). */
  g_assert_cmpuint (s->richest_holder, ==, CATAN_NONE);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6]}");
  ct_take_all (s, 2);
  /* A new turn, two new purchases; seat 1 has its 2 founding gold. */
  s->gold[1] = 1;
  ct_refused (s, "{\"type\": \"buy_with_gold\", \"resource\": \"wool\", \"player\": 1}", TSL_ERROR_INVALID_MOVE, "2 gold");
  s->gold[1] = 2;
  ct_ok (s, "{\"type\": \"buy_with_gold\", \"resource\": \"wool\", \"player\": 1}");
}

static void
test_city_no_gold (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU \"Aki egy folyóparton álló települést várossá fejleszt, nem kap aranyat\"");
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_give (s, 0, TSL_CATAN_ORE, 3);
  ct_ok (s, "{\"type\": \"build_city\", \"vertex\": " B1 "}");
  g_assert_cmpuint (s->gold[0], ==, 3);
}

static void
test_settler_cards_move (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU Leggazdagabb / Legszegényebb telepes: the cards move as gold changes");
  /* Seat 2 (0 gold, poor) gains 3 by trading 4 wool x 3 with the bank. */
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6]}");
  ct_take_all (s, 2);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6]}");
  ct_take_all (s, 2);
  ct_give (s, 2, TSL_CATAN_WOOL, 12);
  ct_ok (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 12}, \"get\": {}, \"gold\": 3}");
  g_assert_cmpuint (s->gold[2], ==, 3);
  /* 3, 2, 3: nobody alone on top; seat 1 alone poorest. */
  g_assert_cmpuint (s->richest_holder, ==, CATAN_NONE);
  g_assert_cmpuint (s->poor_holders, ==, 1u << 1);
  ct_give (s, 2, TSL_CATAN_WOOL, 4);
  ct_ok (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 4}, \"get\": {}, \"gold\": 1}");
  g_assert_cmpuint (s->richest_holder, ==, 2);
  ct_check_invariants (s);
  /* Gold is not a resource: wool cannot be bought for gold in a maritime
   * trade, gold is not counted in the hand. */
  g_assert_cmpuint (s->players[2].n_res, ==, 0);
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 4}, \"get\": {}, \"gold\": 1}",
              TSL_ERROR_INVALID_MOVE, "cards you offer");
}

static void
test_domestic_gold (void)
{
  g_autofree CatanState *s = rolled ();
  g_autoptr(JsonNode) state = NULL;
  JsonObject *rivers;

  g_test_summary ("HU \"játékosok egymás közti cseréje során\": gold in a domestic trade");
  ct_give (s, 1, TSL_CATAN_ORE, 1);
  ct_refused (s, "{\"type\": \"offer_trade\", \"give\": {}, \"get\": {\"ore\": 1}, \"give_gold\": 4, \"to\": [1]}",
              TSL_ERROR_INVALID_MOVE, "gold you offer");
  ct_ok (s, "{\"type\": \"offer_trade\", \"give\": {}, \"get\": {\"ore\": 1}, \"give_gold\": 2, \"to\": [1, 2]}");
  state = ct_state_json (s);
  rivers = json_object_get_object_member (json_node_get_object (state), "rivers");
  g_assert_cmpint (json_object_get_int_member (rivers, "trade_give_gold"), ==, 2);
  ct_ok (s, "{\"type\": \"accept_trade\", \"offer\": 13, \"player\": 1}");
  /* Seat 2, still to answer, is the actor: it may not complete seat 0's
   * offer (it used to, paying from its own hand and gold). */
  ct_refused (s, "{\"type\": \"confirm_trade\", \"offer\": 13, \"with\": 1}", TSL_ERROR_INVALID_MOVE, "made the offer");
  ct_refused (s, "{\"type\": \"cancel_trade\", \"offer\": 13}", TSL_ERROR_INVALID_MOVE, "made the offer");
  {
    g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
    TslMove m = { .type = TSL_CATAN_CONFIRM_TRADE, .player = 0, .arg = { 13, 1 } };
    g_autofree char *text = NULL;

    ct_ok (s, "{\"type\": \"confirm_trade\", \"offer\": 13, \"with\": 1, \"player\": 0}");
    /* The log names the gold given: it once read "traded  with … for 1 ore". */
    text = catan_describe_move (before, s, &m, NULL);
    g_assert_nonnull (strstr (text, "traded 2 gold with "));
    g_assert_nonnull (strstr (text, " for 1 ore."));
  }
  g_assert_cmpuint (s->gold[0], ==, 1);
  g_assert_cmpuint (s->gold[1], ==, 4);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->richest_holder, ==, 1);
  ct_check_invariants (s);
}

static void
test_gold_not_stolen (void)
{
  g_autofree CatanState *s = founded ();

  g_test_summary ("HU \"Az arany nem számít nyersanyagnak, így a rabló áthelyezésekor nem vehető el\"; "
                  "not discarded on a 7");
  /* Seat 1 has gold but no card: nobody to rob at Y. */
  g_assert_cmpuint (s->gold[1], ==, 2);
  g_assert_cmpuint (catan_robber_victims (s, 0, (guint) ct_hex ("[1,0]")), ==, 0);
  s->gold[1] = 40;
  ct_give (s, 1, TSL_CATAN_WOOL, 7);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);   /* 7 cards: nothing to discard */
}

static void
test_score_not_frozen (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("With every piece built and no development card left, gold still moves the "
                  "settler cards: the game does not end as stalled");
  tsl_deck_init (&s->dev_deck);
  for (guint p = 0; p < 3; p++)
    {
      s->players[p].roads_left = 0;
      s->players[p].settlements_left = 0;
      s->players[p].cities_left = 0;
    }
  g_assert_false (catan_score_frozen (s));
  /* Seat 2, poor with 0 gold, trades for gold and leaves the Poor Settlers. */
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6]}");
  ct_take_all (s, 2);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6]}");
  ct_take_all (s, 2);
  ct_give (s, 2, TSL_CATAN_ORE, 12);
  ct_ok (s, "{\"type\": \"maritime_trade\", \"give\": {\"ore\": 12}, \"get\": {}, \"gold\": 3}");
  g_assert_false ((s->poor_holders >> 2) & 1);
}

static void
test_bad_setups (void)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = tsl_engine_state_new (engine);
  g_autoptr(JsonNode) options = json_from_string ("{\"scenario\": \"rivers\"}", NULL);
  g_autoptr(JsonNode) none = json_from_string ("{}", NULL);
  static const struct { const char *setup; const char *message; } bad[] = {
    { "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"forest\", \"number\": 5}]}", "rivers" },
    { "{\"rivers\": [[[2,-1],[2,0],[1,1]], [[1,-2],[0,-1],[-1,0],[-2,0]]]}", "hexes" },
  };

  g_test_summary ("An explicit setup must be a Rivers of Catan board; rivers only in the scenario");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) setup = json_from_string (bad[i].setup, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (options), 3, 1, setup, &error));
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
      g_assert_nonnull (strstr (error->message, bad[i].message));
    }
  /* The same board without the scenario, and a 2 of its own. */
  {
    g_autoptr(JsonNode) setup = json_from_string (RIVERS_SETUP, NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (none), 3, 1, setup, &error));
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
  }
  {
    g_autofree char *text = g_strdup (RIVERS_SETUP);
    g_autoptr(JsonNode) setup = NULL;
    g_autoptr(GError) error = NULL;
    char *twelve = strstr (text, "\"number\": 12");

    memcpy (twelve, "\"number\":  2", 12);
    setup = json_from_string (text, NULL);
    g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (options), 3, 1, setup, &error));
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
    g_assert_nonnull (strstr (error->message, "12"));
  }
  {
    g_autoptr(GString) text = g_string_new (RIVERS_SETUP);
    g_autoptr(JsonNode) setup = NULL;
    g_autoptr(GError) error = NULL;

    g_assert_cmpuint (g_string_replace (text, "\"forest\", \"number\": 5}", "\"desert\"}", 1), ==, 1);
    setup = json_from_string (text->str, NULL);
    g_assert_nonnull (setup);
    g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (options), 3, 1, setup, &error));
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
    g_assert_nonnull (strstr (error->message, "desert"));
  }
}

static void
test_state_json (void)
{
  g_autofree CatanState *s = founded ();
  g_autoptr(JsonNode) state = ct_state_json (s);
  JsonObject *o = json_node_get_object (state);
  JsonObject *rivers = json_object_get_object_member (o, "rivers");
  JsonObject *p0 = json_array_get_object_element (json_object_get_array_member (o, "players"), 0);

  g_test_summary ("The state JSON lists gold, bridges and the settler cards (docs/cli-catan-modules.md)");
  g_assert_cmpstr (json_object_get_string_member (o, "scenario"), ==, "rivers");
  g_assert_cmpint (json_object_get_int_member (p0, "gold"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (p0, "bridges_left"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (rivers, "richest_settler"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (rivers, "poor_settlers")), ==, 1);
  g_assert_cmpint (json_object_get_int_member (rivers, "gold_buys_left"), ==, 2);
}

static void
test_view_info (void)
{
  g_autofree CatanState *s = rolled ();
  TslCatanInfo info;
  guint sites = 0;

  g_test_summary ("The view API shows the rivers, bridge sites, bridges, gold and the settler cards");
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 2);
  ct_ok (s, "{\"type\": \"build_bridge\", \"edge\": " BRIDGE_B1 "}");
  tsl_catan_info_read (s, 1, &info);
  g_assert_true (info.rivers.played);
  g_assert_cmpint (info.rivers.river[0][0], ==, ct_hex ("[2,-1]"));
  g_assert_cmpint (info.rivers.river[0][3], ==, -1);
  g_assert_cmpint (info.rivers.river[1][3], ==, ct_hex ("[-2,0]"));
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    sites += info.rivers.bridge_site[e];
  g_assert_cmpuint (sites, ==, 7);
  g_assert_true (info.rivers.bridge[ct_edge (BRIDGE_B1)]);
  g_assert_cmpint (info.road_owner[ct_edge (BRIDGE_B1)], ==, 0);
  g_assert_true (info.rivers.river_bank[ct_edge ("[[0,-1],[0,0]]")]);
  g_assert_true (info.rivers.river_vertex[ct_vertex (B1)]);
  g_assert_false (info.rivers.river_vertex[ct_vertex (Y)]);
  g_assert_cmpint (info.rivers.two_and_twelve, ==, ct_hex ("[-1,1]"));
  g_assert_cmpuint (info.players[0].gold, ==, 6);
  g_assert_cmpuint (info.players[0].rivers.bridges_left, ==, 2);
  g_assert_cmpint (info.richest_settler, ==, 0);
  g_assert_true (info.players[0].richest_settler);
  g_assert_true (info.players[2].poor_settler);
  g_assert_cmpuint (info.gold_buys_left, ==, 2);
  g_assert_cmpuint (info.players[0].vp, ==, 3);   /* seen by seat 1: public points */
}

/* Combinations: HU "A Kétszemélyes Catan esetében: -Aki települést alapít a
 * mocsárnál, 2 kereskedő zsetont kap. -A sivatag helyett, a mocsárba
 * száműzzük a rablót." */
static void
test_two_player (void)
{
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"rivers\"}", 2, NULL);
  guint swamp_vertex = CATAN_NONE;
  const CatanTopo *t = tsl_catan_topology ();
  guint8 tokens;
  TslMoveList moves;
  guint other_swamp = CATAN_NONE;

  g_test_summary ("HU Kétszemélyes Catan: 2 tokens for a settlement at the swamp; the robber "
                  "action sends it to a swamp; neutrals get no gold");
  for (guint v = 0; v < CATAN_N_VERTICES && swamp_vertex == CATAN_NONE; v++)
    for (guint i = 0; i < t->vertex_n_land[v]; i++)
      if (s->terrain[t->vertex_land[v][i]] == TSL_CATAN_SWAMP && t->vertex_n_land[v] == 3 &&
          !(s->blocked & VBIT (v)))
        {
          gboolean coast = FALSE;

          for (guint k = 0; k < 3; k++)
            coast |= s->terrain[t->vertex_land[v][k]] == TSL_CATAN_SEA;
          if (!coast)
            swamp_vertex = v;
        }
  g_assert_cmpuint (swamp_vertex, !=, CATAN_NONE);
  tokens = s->slice_two_player.tokens[0];
  catan_two_player_settled (s, 0, swamp_vertex);
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, tokens + 2);

  catan_gold_gain (s, 2, 3);
  g_assert_cmpuint (s->gold[2], ==, 0);

  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] == TSL_CATAN_SWAMP && h != s->robber)
      other_swamp = h;
  g_assert_cmpint (catan_desert_for_robber (s), ==, (gint) other_swamp);
  tsl_move_list_init (&moves);
  tsl_move_list_clear (&moves);
}

/* catan.de FAQ: "when a player builds a bridge, he builds a bridge for a
 * neutral player (a road only if no neutral bridge is possible)". */
static void
test_two_player_neutral_bridge (void)
{
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"rivers\"}", 2, NULL);
  guint site = CATAN_NONE, mine = CATAN_NONE;
  const CatanTopo *t = tsl_catan_topology ();

  g_test_summary ("catan.de FAQ: a bridge owes a neutral bridge, a road only if none fits");
  ct_skip_setup (s);
  catan_gold_deal_cards (s);
  /* Two bridge sites: one next to a settlement of seat 0, one next to neutral 2. */
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->bridge_sites, e))
      for (guint i = 0; i < 2; i++)
        {
          guint v = t->edge_vertices[e][i];

          if (s->blocked & VBIT (v))
            continue;
          if (mine == CATAN_NONE)
            {
              ct_put_settlement (s, 0, v);
              mine = e;
            }
          else if (site == CATAN_NONE && !catan_edges_has (&s->players[0].roads, e) && e != mine)
            {
              ct_put_settlement (s, 2, v);
              site = e;
            }
          break;
        }
  g_assert_cmpuint (site, !=, CATAN_NONE);
  s->phase = CATAN_PHASE_MAIN;
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 2);
  {
    TslMove m = { .type = TSL_CATAN_BUILD_BRIDGE, .player = 0, .arg = { (gint32) mine } };
    TslRng rng;
    g_autoptr(GError) error = NULL;

    tsl_rng_init (&rng, 1, 1);
    g_assert_true (tsl_engine_apply_move (ct_engine (), s, &m, &rng, &error));
  }
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_NEUTRAL_BUILD);
  g_assert_true (s->neutral_bridge_owed);
  {
    CatanEdges spots;

    catan_road_spots (s, 2, &spots);
    /* Only bridge sites are offered for the neutral piece now. */
    g_assert_true ((spots.lo & ~s->bridge_sites.lo) == 0 && (spots.hi & ~s->bridge_sites.hi) == 0);
    g_assert_true (catan_edges_has (&spots, site));
  }
  {
    TslMove m = { .type = TSL_CATAN_BUILD_NEUTRAL_ROAD, .player = 0, .arg = { (gint32) site, 0 } };
    TslRng rng;
    g_autoptr(GError) error = NULL;
    g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
    g_autofree char *text = NULL;

    tsl_rng_init (&rng, 1, 2);
    g_assert_true (tsl_engine_apply_move (ct_engine (), s, &m, &rng, &error));
    text = catan_describe_move (before, s, &m, NULL);
    g_assert_nonnull (strstr (text, "free bridge for the first neutral player"));
  }
  g_assert_true (catan_edges_has (&s->slice_rivers.bridges, site));
  g_assert_cmpuint (s->bridges_left[2], ==, 2);
  g_assert_cmpuint (s->gold[2], ==, 0);
  g_assert_false (s->neutral_bridge_owed);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_events_robber_flees (void)
{
  g_autofree CatanState *s = new_rivers ("{\"scenario\": \"rivers\", \"event_cards\": true}", 3);

  g_test_summary ("HU Catan eseményei: \"A rabló visszavonul: A rablót a mocsárba száműzzük\"");
  ct_setup_round (s, founding);
  s->robber = (guint8) ct_hex ("[0,0]");
  ct_ok (s, "{\"type\": \"roll\", \"card\": {\"number\": 4, \"event\": \"robber_flees\"}}");
  g_assert_cmpuint (s->terrain[s->robber], ==, TSL_CATAN_SWAMP);
}

static void
test_harbormaster_target (void)
{
  g_autofree CatanState *s = new_rivers ("{\"scenario\": \"rivers\", \"harbormaster\": true}", 3);
  g_autofree CatanState *plain = new_rivers ("{\"scenario\": \"rivers\"}", 3);

  g_test_summary ("HU \"A Kikötőmester-rel való kombináció esetén a győzelemhez 11 győzelmi pont szükséges\"; "
                  "else 10");
  g_assert_cmpuint (s->victory_points, ==, 11);
  g_assert_cmpuint (plain->victory_points, ==, 10);
}

static guint64
s_river_vertices (void)
{
  g_autofree CatanState *s = new_rivers ("{\"scenario\": \"rivers\"}", 3);

  return s->slice_rivers.river_vertices;
}

static void
test_random_games (void)
{
  guint bridges = 0, buys = 0, river_pieces = 0, pieces = 0;

  g_test_summary ("Greedy players finish Rivers of Catan games with 2, 3 and 4 players, build "
                  "bridges, buy with gold and prefer the river banks");
  for (guint n = 2; n <= 4; n++)
    for (guint g = 0; g < 20; g++)
      {
        TslEngine *engine = ct_engine ();
        g_autofree CatanState *s = tsl_engine_state_new (engine);
        g_autoptr(JsonNode) options = json_from_string ("{\"scenario\": \"rivers\"}", NULL);
        g_autoptr(GObject) greedy = G_OBJECT (tsl_engine_create_ai (engine, "greedy", NULL));
        g_autoptr(GError) error = NULL;
        guint steps = 0;

        g_assert_true (tsl_engine_init_state (engine, s, json_node_get_object (options), n, 500 + g, NULL, &error));
        while (!tsl_engine_is_over (engine, s))
          {
            TslMove m;
            TslRng rng;

            tsl_rng_init (&rng, g, steps);
            g_assert_true (tsl_ai_choose_move ((TslAi *) greedy, engine, s, tsl_engine_get_actor (engine, s), &rng, &m));
            g_assert_true (tsl_engine_apply_move (engine, s, &m, &rng, &error));
            g_assert_cmpuint (++steps, <, 20000);
            bridges += m.type == TSL_CATAN_BUILD_BRIDGE;
            buys += m.type == TSL_CATAN_BUY_WITH_GOLD;
            if (m.type == TSL_CATAN_PLACE_SETTLEMENT || m.type == TSL_CATAN_BUILD_SETTLEMENT)
              {
                pieces++;
                river_pieces += (s->slice_rivers.river_vertices & VBIT (m.arg[0])) != 0;
              }
          }
        ct_check_invariants (s);
        g_assert_false (s->stalled);
      }
  g_test_message ("%u bridges, %u purchases with gold, %u of %u settlements by a river",
                  bridges, buys, river_pieces, pieces);
  g_assert_cmpuint (bridges, >=, 20);
  g_assert_cmpuint (buys, >=, 60);
  /* The river corners are 32 of the 54 intersections (59 %): greedy
   * settles there more often than that. */
  g_assert_cmpuint (catan_popcount (s_river_vertices ()), ==, 32);
  g_assert_cmpuint (river_pieces * 100, >=, pieces * 65);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/rivers/board", test_board);
  g_test_add_func ("/catan/rivers/generated-board", test_generated_board);
  g_test_add_func ("/catan/rivers/founding-gold", test_founding_gold);
  g_test_add_func ("/catan/rivers/all-equal-poor", test_all_equal_poor);
  g_test_add_func ("/catan/rivers/two-and-twelve", test_two_and_twelve);
  g_test_add_func ("/catan/rivers/bridge", test_bridge);
  g_test_add_func ("/catan/rivers/longest-with-bridges", test_longest_with_bridges);
  g_test_add_func ("/catan/rivers/road-building-no-bridge", test_road_building_no_bridge);
  g_test_add_func ("/catan/rivers/buy-with-gold", test_buy_with_gold);
  g_test_add_func ("/catan/rivers/city-no-gold", test_city_no_gold);
  g_test_add_func ("/catan/rivers/settler-cards-move", test_settler_cards_move);
  g_test_add_func ("/catan/rivers/domestic-gold", test_domestic_gold);
  g_test_add_func ("/catan/rivers/gold-not-stolen", test_gold_not_stolen);
  g_test_add_func ("/catan/rivers/score-not-frozen", test_score_not_frozen);
  g_test_add_func ("/catan/rivers/bad-setups", test_bad_setups);
  g_test_add_func ("/catan/rivers/state-json", test_state_json);
  g_test_add_func ("/catan/rivers/view-info", test_view_info);
  g_test_add_func ("/catan/rivers/two-player", test_two_player);
  g_test_add_func ("/catan/rivers/two-player-neutral-bridge", test_two_player_neutral_bridge);
  g_test_add_func ("/catan/rivers/events-robber-flees", test_events_robber_flees);
  g_test_add_func ("/catan/rivers/harbormaster-target", test_harbormaster_target);
  g_test_add_func ("/catan/rivers/random-games", test_random_games);
  return g_test_run ();
}
