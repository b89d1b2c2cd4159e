/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "catan-test-util.h"

/* Two-player Catan (seed 002, "KÉTSZEMÉLYES CATAN"; digest V4 of
 * ../shared/rules/traders-barbarians.md; docs/rules-catan-tb.md) on
 * scripted situations, and invariants over random two-player games.  HU
 * quotes are from the seed's text. */

/* Founding on the beginner board, snake order 0 1 1 0, clear of the
 * neutrals' settlements N1 and N2. */
#define N1 "[[0,-2],[1,-2],[0,-1]]"
#define N2 "[[-1,2],[0,2],[0,1]]"
#define V_B "[[1,0],[2,-1],[2,0]]"      /* forest 3, hills 10, mountains 8 */
#define E_B "[[1,0],[2,0]]"
#define V_D "[[-2,0],[-1,0],[-2,1]]"    /* fields 9, forest 11, forest 8 */
#define E_D "[[-2,0],[-1,0]]"
#define V_H "[[-2,1],[-2,2],[-3,2]]"    /* forest 8, hills 5, coast */
#define E_H "[[-2,1],[-2,2]]"
#define V_G "[[2,-2],[2,-1],[3,-2]]"    /* forest 9, hills 10, coast */
#define E_G "[[2,-2],[2,-1]]"

static const char * const founding[] = { V_B, E_B, V_D, E_D, V_H, E_H, V_G, E_G, NULL };

static guint n_games = 300;

static CatanState *
founded (void)
{
  CatanState *s = ct_new_beginner (2);

  ct_setup_round (s, founding);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  g_assert_cmpint (s->current, ==, 0);
  ct_take_all (s, 0);
  ct_take_all (s, 1);
  return s;
}

/* The current player's turn after the roll, with nothing produced. */
static CatanState *
rolled (void)
{
  CatanState *s = founded ();

  /* 12 and 2: no hex next to any settlement. */
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"dice2\": [1, 1]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (s->players[0].n_res + s->players[1].n_res, ==, 0);
  return s;
}

static void
test_setup (void)
{
  g_autofree CatanState *s = ct_new_beginner (2);
  g_autoptr(JsonNode) state = NULL;
  JsonArray *settlements;
  guint neutral = 0;

  g_test_summary ("HU ALAPÍTÓFÁZIS: 1-1 neutral settlement without a road before the players "
                  "found; 5 tokens each (“mindkét játékos kap 5 zsetont”); coast +1");
  g_assert_true (s->players[2].settlements & VBIT (ct_vertex (N1)));
  g_assert_true (s->players[3].settlements & VBIT (ct_vertex (N2)));
  g_assert_cmpuint (s->players[2].roads_left, ==, CATAN_ROADS);
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 5);
  g_assert_cmpuint (s->slice_two_player.tokens[1], ==, 5);
  /* Next to a neutral settlement: the distance rule holds for it. */
  ct_refused (s, "{\"type\": \"place_settlement\", \"vertex\": [[0,-1],[1,-2],[1,-1]]}",
              TSL_ERROR_INVALID_MOVE, "distance rule");
  ct_setup_round (s, founding);
  /* G and H lie on the coast (HU “Aki a tengerpartra települést épít (az
   * alapítófázisban is), 1 zsetont kap”). */
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 6);
  g_assert_cmpuint (s->slice_two_player.tokens[1], ==, 6);

  state = ct_state_json (s);
  settlements = json_object_get_array_member (json_object_get_object_member (json_node_get_object (state), "pieces"),
                                              "settlements");
  for (guint i = 0; i < json_array_get_length (settlements); i++)
    {
      JsonObject *o = json_array_get_object_element (settlements, i);
      JsonNode *owner = json_object_get_member (o, "owner");

      if (json_node_get_value_type (owner) == G_TYPE_STRING)
        {
          g_assert_true (g_str_has_prefix (json_node_get_string (owner), "neutral"));
          neutral++;
        }
    }
  g_assert_cmpuint (neutral, ==, 2);
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (json_node_get_object (state), "players"), 0), "trade_tokens"), ==, 6);
}

static void
test_desert_tokens (void)
{
  g_autofree CatanState *s = ct_new_beginner (2);
  guint h = (guint) ct_hex ("[2,0]");

  g_test_summary ("HU: a settlement at the desert gives 2 tokens, at the desert and the coast 3 "
                  "(“(az alapítófázisban is)”)");
  ct_ok (s, "{\"type\": \"place_settlement\", \"vertex\": [[0,0],[1,0],[1,-1]]}");
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 7);
  ct_ok (s, "{\"type\": \"place_road\", \"edge\": [[0,0],[1,0]]}");
  /* Scaffolding: a second desert on the coast. */
  s->terrain[h] = TSL_CATAN_DESERT;
  ct_ok (s, "{\"type\": \"place_settlement\", \"vertex\": [[2,-1],[2,0],[3,-1]]}");
  g_assert_cmpuint (s->slice_two_player.tokens[1], ==, 8);
}

static void
test_double_roll (void)
{
  g_autofree CatanState *s = founded ();
  g_autofree CatanState *t = NULL;

  g_test_summary ("HU “kétszer dob egymás után, úgy, hogy mindkét kidobott szám különböző "
                  "legyen”: both rolls produce; an equal second roll is rolled again");
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [4, 4], \"dice2\": [3, 5]}",
              TSL_ERROR_INVALID_MOVE, "differ");
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [4, 4], \"dice2\": [0, 5]}", TSL_ERROR_PARSE, "dice2");
  t = g_memdup2 (s, sizeof *s);
  /* 8: mountains [2,0] (B) and forest [-2,1] (D, H); 10: hills [2,-1] (B, G). */
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [4, 4], \"dice2\": [5, 5]}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, 2);
  g_assert_cmpuint (s->players[0].n_res, ==, 3);
  g_assert_cmpuint (s->players[1].res.count[TSL_CATAN_WOOD], ==, 2);
  g_assert_cmpuint (s->players[1].n_res, ==, 2);
  g_assert_cmpuint (s->slice_two_player.dice2[0] + s->slice_two_player.dice2[1], ==, 10);

  /* Drawn: the second sum never equals the first. */
  for (guint i = 0; i < 300; i++)
    {
      g_autofree CatanState *u = g_memdup2 (t, sizeof *t);
      TslMove m;
      g_autoptr(GError) error = NULL;

      memset (&m, 0, sizeof m);
      m.type = TSL_CATAN_ROLL;
      m.player = 0;
      if (!ct_try (u, "{\"type\": \"roll\"}", &m, &error))
        g_error ("%s", error->message);
      g_assert_cmpuint (m.count[0] + m.count[1], !=, m.count[2] + m.count[3]);
      g_assert_cmpuint (m.count[2], >=, 1);
      memcpy (t, u, sizeof *t);
      ct_take_all (t, 0);
      ct_take_all (t, 1);
      t->phase = CATAN_PHASE_ROLL;
    }
}

static void
test_seven_first (void)
{
  g_autofree CatanState *s = founded ();

  g_test_summary ("A first 7 moves the robber before the second roll produces (resolved in the "
                  "order rolled; English edition “Immediately after each of the two dice rolls”)");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4], \"dice2\": [4, 4]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  g_assert_cmpuint (s->players[0].n_res + s->players[1].n_res, ==, 0);
  /* The robber on mountains 8 keeps B's ore; forest 8 still produces. */
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [2,0], \"victim\": null}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (s->players[0].n_res, ==, 0);
  g_assert_cmpuint (s->players[1].res.count[TSL_CATAN_WOOD], ==, 2);
  g_assert_cmpuint (s->slice_two_player.pending_roll, ==, 0);
}

static void
test_seven_second (void)
{
  g_autofree CatanState *s = founded ();

  g_test_summary ("A second 7 comes after the first roll's production");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [4, 4], \"dice2\": [3, 4]}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [-2,1], \"victim\": 1, \"stolen\": \"wood\"}");
  g_assert_cmpuint (s->players[0].n_res, ==, 2);
}

static void
test_neutral_road (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU “Amikor valaki 1 települést, vagy utat épít, ugyanakkor épít 1 települést, "
                  "vagy utat (ingyen) egy tetszőleges semleges játékos számára is”: a road for a road");
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 1);
  ct_ok (s, "{\"type\": \"build_road\", \"edge\": [[2,0],[1,1]]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_NEUTRAL_BUILD);
  ct_refused (s, "{\"type\": \"end_turn\"}", TSL_ERROR_INVALID_MOVE, "neutral player first");
  ct_refused (s, "{\"type\": \"build_neutral_settlement\", \"neutral\": \"neutral1\", \"vertex\": [[1,-3],[1,-2],[2,-3]]}",
              TSL_ERROR_INVALID_MOVE, "not a settlement");
  ct_refused (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral2\", \"edge\": [[0,-2],[1,-2]]}",
              TSL_ERROR_INVALID_MOVE, "connected");
  ct_refused (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral3\", \"edge\": [[0,-2],[1,-2]]}",
              TSL_ERROR_PARSE, "neutral1");
  ct_ok (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral1\", \"edge\": [[0,-2],[1,-2]]}");
  g_assert_true (catan_edges_has (&s->players[2].roads, (guint) ct_edge ("[[0,-2],[1,-2]]")));
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (s->players[2].roads_left, ==, CATAN_ROADS - 1);
}

static void
test_neutral_settlement (void)
{
  g_autofree CatanState *s = rolled ();
  guint v = (guint) ct_vertex ("[[1,1],[2,0],[2,1]]");

  g_test_summary ("A settlement for a settlement; HU “Ha már egyik semleges játékosnak sem tud "
                  "települést építeni, akkor egy semleges utat kell felraknia”");
  ct_put_road (s, 0, (guint) ct_edge ("[[2,0],[1,1]]"));
  ct_give (s, 0, TSL_CATAN_WOOD, 2);
  ct_give (s, 0, TSL_CATAN_BRICK, 2);
  ct_give (s, 0, TSL_CATAN_WOOL, 2);
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  /* No neutral has a road yet: no neutral settlement can be built. */
  ct_ok (s, "{\"type\": \"build_settlement\", \"vertex\": [[1,1],[2,0],[2,1]]}");
  g_assert_true (s->players[0].settlements & VBIT (v));
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 7);   /* on the coast */
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_NEUTRAL_BUILD);
  ct_refused (s, "{\"type\": \"build_neutral_settlement\", \"neutral\": \"neutral1\", \"vertex\": [[1,-3],[1,-2],[2,-3]]}",
              TSL_ERROR_INVALID_MOVE, "distance rule");
  ct_ok (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral1\", \"edge\": [[0,-2],[1,-2]]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);

  /* Now neutral1 reaches a free site two paths from its settlement. */
  ct_put_road (s, 2, (guint) ct_edge ("[[1,-2],[1,-3]]"));
  ct_put_road (s, 0, (guint) ct_edge ("[[1,1],[2,1]]"));
  ct_put_road (s, 0, (guint) ct_edge ("[[1,1],[1,2]]"));
  ct_ok (s, "{\"type\": \"build_settlement\", \"vertex\": [[1,1],[1,2],[0,2]]}");
  ct_refused (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral1\", \"edge\": [[1,-2],[2,-3]]}",
              TSL_ERROR_INVALID_MOVE, "while there is room for one");
  ct_ok (s, "{\"type\": \"build_neutral_settlement\", \"neutral\": \"neutral1\", \"vertex\": [[1,-3],[1,-2],[2,-3]]}");
  g_assert_cmpuint (s->players[2].settlements_left, ==, CATAN_SETTLEMENTS - 2);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  /* A city or a development card: “a semleges játékosok nem tesznek semmit”. */
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_give (s, 0, TSL_CATAN_ORE, 3);
  ct_ok (s, "{\"type\": \"build_city\", \"vertex\": [[1,1],[2,0],[2,1]]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_neutral_longest_road (void)
{
  g_autofree CatanState *s = rolled ();
  g_autoptr(JsonNode) state = NULL;
  JsonObject *o;

  g_test_summary ("HU “a Leghosszabb kereskedelmi út kártyát birtokolhatja semleges játékos is”");
  /* Four neutral roads around pasture [1,-2] from N1; the fifth is built. */
  ct_put_road (s, 2, (guint) ct_edge ("[[1,-2],[0,-2]]"));
  ct_put_road (s, 2, (guint) ct_edge ("[[1,-2],[1,-3]]"));
  ct_put_road (s, 2, (guint) ct_edge ("[[1,-2],[2,-3]]"));
  ct_put_road (s, 2, (guint) ct_edge ("[[1,-2],[2,-2]]"));
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 1);
  ct_ok (s, "{\"type\": \"build_road\", \"edge\": [[2,0],[1,1]]}");
  ct_ok (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral1\", \"edge\": [[1,-2],[1,-1]]}");
  g_assert_cmpuint (s->players[2].road_length, ==, 5);
  g_assert_cmpuint (s->longest_holder, ==, 2);
  g_assert_cmpuint (catan_vp (s, 0), ==, 2);
  state = ct_state_json (s);
  o = json_node_get_object (state);
  g_assert_true (json_object_get_null_member (o, "longest_road_holder"));
  g_assert_cmpstr (json_object_get_string_member (o, "longest_road_neutral"), ==, "neutral1");
}

static void
test_road_building (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("Road Building builds two roads, so two neutral roads follow");
  s->players[0].dev[TSL_CATAN_ROAD_BUILDING] = 1;
  tsl_deck_take (&s->dev_deck, TSL_CATAN_ROAD_BUILDING);
  ct_ok (s, "{\"type\": \"play_road_building\", \"edges\": [[[2,0],[1,1]], [[1,1],[2,1]]]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_NEUTRAL_BUILD);
  ct_ok (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral2\", \"edge\": [[0,2],[0,1]]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_NEUTRAL_BUILD);
  ct_ok (s, "{\"type\": \"build_neutral_road\", \"neutral\": \"neutral1\", \"edge\": [[0,-2],[1,-2]]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_token_costs (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU “kevesebb, vagy ugyanannyi győzelmi pontja ... 1 zsetonba ... több "
                  "győzelmi pontja van, annak egy akció 2 zsetonba kerül”; once per turn");
  g_assert_cmpuint (catan_token_cost (s, 0), ==, 1);
  s->robber = (guint8) ct_hex ("[2,0]");
  ct_ok (s, "{\"type\": \"robber_to_desert\"}");
  g_assert_cmpuint (s->robber, ==, (guint) ct_hex ("[0,0]"));
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 5);
  s->robber = (guint8) ct_hex ("[2,0]");
  ct_refused (s, "{\"type\": \"robber_to_desert\"}", TSL_ERROR_INVALID_MOVE, "already used");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"dice2\": [1, 1]}");
  /* Seat 1 ahead by a settlement: 2 tokens. */
  ct_put_settlement (s, 1, (guint) ct_vertex ("[[-1,-1],[-1,0],[-2,0]]"));
  g_assert_cmpuint (catan_token_cost (s, 1), ==, 2);
  ct_ok (s, "{\"type\": \"robber_to_desert\"}");
  g_assert_cmpuint (s->slice_two_player.tokens[1], ==, 4);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_refused (s, "{\"type\": \"robber_to_desert\"}", TSL_ERROR_INVALID_MOVE, "already stands in the desert");
  s->slice_two_player.tokens[0] = 0;
  s->robber = (guint8) ct_hex ("[2,0]");
  ct_refused (s, "{\"type\": \"robber_to_desert\"}", TSL_ERROR_INVALID_MOVE, "costs you 1 token");
}

static void
test_forced_trade (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU “Kényszerkereskedelem akció: A játékos húzhat 2 nyersanyagkártyát "
                  "játékostársától, és ad helyette 2 tetszőleges nyersanyagkártyát cserébe”");
  ct_refused (s, "{\"type\": \"forced_trade\", \"give\": {\"wool\": 2}}", TSL_ERROR_INVALID_MOVE, "no resource cards");
  ct_give (s, 0, TSL_CATAN_WOOL, 2);
  ct_give (s, 1, TSL_CATAN_ORE, 1);
  ct_give (s, 1, TSL_CATAN_GRAIN, 2);
  ct_refused (s, "{\"type\": \"forced_trade\", \"give\": {\"wool\": 1}}", TSL_ERROR_INVALID_MOVE, "exactly 2");
  ct_refused (s, "{\"type\": \"forced_trade\", \"give\": {\"ore\": 2}}", TSL_ERROR_INVALID_MOVE, "do not have");
  ct_refused (s, "{\"type\": \"forced_trade\", \"give\": {\"wool\": 2}, \"taken\": {\"ore\": 2}}",
              TSL_ERROR_INVALID_MOVE, "not in your opponent");
  ct_ok (s, "{\"type\": \"forced_trade\", \"give\": {\"wool\": 2}, \"taken\": {\"ore\": 1, \"grain\": 1}}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_GRAIN], ==, 1);
  g_assert_cmpuint (s->players[0].n_res, ==, 2);
  g_assert_cmpuint (s->players[1].res.count[TSL_CATAN_WOOL], ==, 2);
  g_assert_cmpuint (s->players[1].n_res, ==, 3);
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 5);
  ct_refused (s, "{\"type\": \"forced_trade\", \"give\": {\"ore\": 1, \"grain\": 1}}",
              TSL_ERROR_INVALID_MOVE, "already used");

  /* An opponent with one card gives that one; 2 are still given (catan.de FAQ). */
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"dice2\": [1, 1]}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"dice2\": [1, 1]}");
  ct_take_all (s, 1);
  ct_give (s, 1, TSL_CATAN_BRICK, 1);
  ct_refused (s, "{\"type\": \"forced_trade\", \"give\": {\"ore\": 1, \"grain\": 1}, \"taken\": {\"brick\": 2}}",
              TSL_ERROR_INVALID_MOVE, "not in your opponent");
  ct_ok (s, "{\"type\": \"forced_trade\", \"give\": {\"ore\": 1, \"grain\": 1}}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, 1);
  g_assert_cmpuint (s->players[0].n_res, ==, 1);
  g_assert_cmpuint (s->players[1].n_res, ==, 2);
}

static void
test_knight_turn_in (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("HU “körönként egyszer, az egyik felfordított lovagkártyáját becserélheti 2 "
                  "zsetonra ... elveszíti azt, ha ... csak 2 kijátszott lovagkártyája marad, vagy "
                  "ugyanannyi, mint a másik játékosnak”");
  ct_refused (s, "{\"type\": \"turn_in_knight\"}", TSL_ERROR_INVALID_MOVE, "no played knight");
  /* Scaffolding: knights played earlier, out of the deck. */
  for (guint i = 0; i < 7; i++)
    tsl_deck_take (&s->dev_deck, TSL_CATAN_KNIGHT);
  s->players[0].knights = 4;
  s->players[1].knights = 3;
  s->army_holder = 0;
  ct_ok (s, "{\"type\": \"turn_in_knight\"}");
  g_assert_cmpuint (s->players[0].knights, ==, 3);
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 8);
  g_assert_cmpuint (s->slice_two_player.knights_turned_in, ==, 1);
  /* As many as the opponent: set aside (the opponent has no more). */
  g_assert_cmpuint (s->army_holder, ==, CATAN_NONE);
  ct_refused (s, "{\"type\": \"turn_in_knight\"}", TSL_ERROR_INVALID_MOVE, "already turned in");
  ct_check_invariants (s);

  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"dice2\": [1, 1]}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  s->army_holder = 0;
  ct_ok (s, "{\"type\": \"turn_in_knight\"}");
  /* 2 left: lost, and the opponent's 3 are strictly more. */
  g_assert_cmpuint (s->army_holder, ==, 1);
}

static void
test_not_two_player (void)
{
  g_autofree CatanState *s = ct_new_beginner (3);

  g_test_summary ("The two-player actions and dice2 exist only in two-player games");
  ct_refused (s, "{\"type\": \"turn_in_knight\"}", TSL_ERROR_INVALID_MOVE, NULL);
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [1, 2], \"dice2\": [3, 4]}", TSL_ERROR_PARSE, "two-player");
  g_assert_cmpuint (s->players[2].settlements, ==, 0);
}

static void
test_frozen (void)
{
  g_autofree CatanState *s = rolled ();

  g_test_summary ("The stall rule: a two-player game is not frozen while the Largest Army's "
                  "holder could turn in knights until the other seat's 3 take it");
  /* Scaffolding: nobody can build, the deck is empty. */
  for (guint p = 0; p < 2; p++)
    {
      s->players[p].roads_left = 0;
      s->players[p].settlements_left = 0;
      s->players[p].cities_left = 0;
    }
  s->dev_deck.len = 0;
  s->players[0].knights = 4;
  s->players[1].knights = 2;
  s->army_holder = 0;
  g_assert_true (catan_score_frozen (s));
  s->players[1].knights = 3;
  g_assert_false (catan_score_frozen (s));
}

static void
test_view_and_log (void)
{
  g_autofree CatanState *s = founded ();
  g_autofree CatanState *before = NULL;
  g_autofree char *text = NULL;
  TslMove m;
  TslCatanInfo info;
  g_autoptr(GError) error = NULL;

  g_test_summary ("The view API names the neutral owners, both rolls and the token costs; the "
                  "log tells the second roll after the robber");
  tsl_catan_info_read (s, 0, &info);
  g_assert_true (info.two_player.played);
  g_assert_cmpint (info.building_owner[ct_vertex (N1)], ==, 2);
  g_assert_cmpint (info.building_owner[ct_vertex (N2)], ==, 3);
  g_assert_cmpuint (info.players[0].two_player.trade_tokens, ==, 6);
  g_assert_cmpuint (info.players[0].two_player.token_cost, ==, 1);
  g_assert_cmpuint (info.two_player.tokens_left, ==, 8);

  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4], \"dice2\": [4, 4]}");
  tsl_catan_info_read (s, 0, &info);
  g_assert_cmpuint (info.two_player.dice2[0] + info.two_player.dice2[1], ==, 8);
  before = g_memdup2 (s, sizeof *s);
  memset (&m, 0, sizeof m);
  if (!ct_try (s, "{\"type\": \"move_robber\", \"hex\": [2,0], \"victim\": null}", &m, &error))
    g_error ("%s", error->message);
  text = catan_describe_move (before, s, &m, NULL);
  g_assert_nonnull (strstr (text, "Now the second roll, 8, produces."));
  g_assert_nonnull (strstr (text, "Player 2 received 2 lumber."));
}

static void
test_log_second_roll_after_theft (void)
{
  g_autofree CatanState *s = founded ();
  g_autofree CatanState *before = NULL;
  g_autofree char *text = NULL;
  TslMove m;
  g_autoptr(GError) error = NULL;

  g_test_summary ("After a first 7, the log's gains of the second roll are the production "
                  "alone: the card the robber's move stole is not counted as received");
  /* Player 2 holds one lumber; the second roll, 8, gives them 2 more
   * (V_D and V_H on forest 8) and Player 1 1 ore (V_B on mountains 8). */
  ct_give (s, 1, TSL_CATAN_WOOD, 1);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4], \"dice2\": [4, 4]}");
  before = g_memdup2 (s, sizeof *s);
  memset (&m, 0, sizeof m);
  if (!ct_try (s, "{\"type\": \"move_robber\", \"hex\": [-1,0], \"victim\": 1, \"stolen\": \"wood\"}",
               &m, &error))
    g_error ("%s", error->message);
  text = catan_describe_move (before, s, &m, NULL);
  g_assert_nonnull (strstr (text, "Now the second roll, 8, produces."));
  /* Player 1 stole the lumber and produces 1 ore (mountains 8), Player 2
   * 2 lumber (forest 8).  Before: "Player 1 received 1 lumber, 1 ore." and
   * "Player 2 received 1 lumber." (2 produced, 1 stolen). */
  g_assert_nonnull (strstr (text, "Player 1 received 1 ore."));
  g_assert_nonnull (strstr (text, "Player 2 received 2 lumber."));
}

static void
play_game (guint    g,
           gboolean check_every_action)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = ct_new ("{\"layout\": \"random\"}", 2, NULL);
  g_autoptr(JsonNode) options = json_from_string ("{\"layout\": \"random\"}", NULL);
  g_autoptr(GError) error = NULL;
  TslMoveList moves;
  TslRng ai_rng;
  guint n = 0;

  tsl_engine_init_state (engine, s, json_node_get_object (options), 2, g, NULL, &error);
  g_assert_no_error (error);
  tsl_move_list_init (&moves);
  tsl_rng_init (&ai_rng, g, 77);
  while (!tsl_engine_is_over (engine, s))
    {
      TslMove move;
      TslRng rng;

      g_assert_cmpuint (n, <, 100000);
      tsl_move_list_reset (&moves);
      tsl_engine_legal_moves (engine, s, TSL_LEGAL_NO_NEGOTIATION, &moves);
      g_assert_cmpuint (moves.len, >, 0);
      move = moves.moves[tsl_rng_below (&ai_rng, moves.len)];
      tsl_rng_init (&rng, g, n);
      if (!tsl_engine_apply_move (engine, s, &move, &rng, &error))
        g_error ("game %u action %u: %s", g, n, error->message);
      if (move.type == TSL_CATAN_ROLL)
        g_assert_cmpuint (move.count[0] + move.count[1], !=, move.count[2] + move.count[3]);
      n++;
      if (check_every_action || move.type == TSL_CATAN_END_TURN)
        ct_check_invariants (s);
    }
  ct_check_invariants (s);
  g_assert_true (s->winner < 2 || s->stalled);
  tsl_move_list_clear (&moves);
}

static void
test_invariants (void)
{
  g_test_summary ("Random two-player games end, with cards, pieces and tokens conserved after "
                  "every action (the first 30) or every turn");
  for (guint g = 0; g < n_games; g++)
    play_game (2000000 + g, g < 30);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (g_test_slow ())
    n_games = 10000;
  g_test_add_func ("/engines/catan/two-player/setup", test_setup);
  g_test_add_func ("/engines/catan/two-player/desert-tokens", test_desert_tokens);
  g_test_add_func ("/engines/catan/two-player/double-roll", test_double_roll);
  g_test_add_func ("/engines/catan/two-player/seven-first", test_seven_first);
  g_test_add_func ("/engines/catan/two-player/seven-second", test_seven_second);
  g_test_add_func ("/engines/catan/two-player/neutral-road", test_neutral_road);
  g_test_add_func ("/engines/catan/two-player/neutral-settlement", test_neutral_settlement);
  g_test_add_func ("/engines/catan/two-player/neutral-longest-road", test_neutral_longest_road);
  g_test_add_func ("/engines/catan/two-player/road-building", test_road_building);
  g_test_add_func ("/engines/catan/two-player/token-costs", test_token_costs);
  g_test_add_func ("/engines/catan/two-player/forced-trade", test_forced_trade);
  g_test_add_func ("/engines/catan/two-player/knight-turn-in", test_knight_turn_in);
  g_test_add_func ("/engines/catan/two-player/not-two-player", test_not_two_player);
  g_test_add_func ("/engines/catan/two-player/frozen", test_frozen);
  g_test_add_func ("/engines/catan/two-player/view-and-log", test_view_and_log);
  g_test_add_func ("/engines/catan/two-player/log-second-roll-after-theft", test_log_second_roll_after_theft);
  g_test_add_func ("/engines/catan/two-player/invariants", test_invariants);
  return g_test_run ();
}
