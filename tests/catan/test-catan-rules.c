/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* Rule tests on exact, scripted situations.  "§" cites the digest
 * ../shared/rules/catan.md, HU/DE/BG the seed rulebooks it restates (000,
 * 003, 004).  Dice, stolen cards and bought cards are written into the
 * actions, as a game file records them. */

/* Founding placements on the beginner board, in snake order 0 1 2 3 3 2 1 0. */
#define V_A "[[0,-1],[1,-2],[1,-1]]"
#define E_A "[[0,-1],[1,-1]]"
#define V_B "[[1,0],[2,-1],[2,0]]"
#define E_B "[[1,0],[2,0]]"
#define V_C "[[-1,1],[0,1],[-1,2]]"
#define E_C "[[-1,1],[0,1]]"
#define V_D "[[-2,0],[-1,0],[-2,1]]"
#define E_D "[[-2,0],[-1,0]]"
#define V_E "[[-1,-1],[0,-2],[0,-1]]"
#define E_E "[[-1,-1],[0,-1]]"
#define V_F "[[1,1],[0,2],[0,1]]"
#define E_F "[[0,1],[1,1]]"
#define V_G "[[2,-2],[2,-1],[3,-2]]"
#define E_G "[[2,-2],[2,-1]]"
#define V_H "[[-2,1],[-2,2],[-3,2]]"
#define E_H "[[-2,1],[-2,2]]"

static const char * const founding[] = {
  V_A, E_A, V_B, E_B, V_C, E_C, V_D, E_D, V_E, E_E, V_F, E_F, V_G, E_G, V_H, E_H, NULL
};

static CatanState *
founded (const char *options)
{
  CatanState *s = ct_new (options != NULL ? options : "{\"layout\": \"beginner\"}", 4, NULL);

  ct_setup_round (s, founding);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  g_assert_cmpint (s->current, ==, 0);
  return s;
}

static void
act (CatanState *s,
     const char *format,
     ...) G_GNUC_PRINTF (2, 3);

static void
act (CatanState *s,
     const char *format,
     ...)
{
  va_list args;
  g_autofree char *json = NULL;

  va_start (args, format);
  json = g_strdup_vprintf (format, args);
  va_end (args);
  ct_ok (s, json);
}

/* ------------------------------------------------------------ founding */

static void
test_distance_rule (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);

  g_test_summary ("§7.3 distance rule (HU Távolsági szabály, DE Abstandsregel): no settlement "
                  "next to another settlement or city, also in the founding phase (§4)");
  ct_ok (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": " V_A "}");
  ct_ok (s, "{\"player\": 0, \"type\": \"place_road\", \"edge\": " E_A "}");
  /* Next to A (sharing hexes [0,-1] and [1,-1]). */
  ct_refused (s, "{\"player\": 1, \"type\": \"place_settlement\", \"vertex\": [[0,0],[0,-1],[1,-1]]}",
              TSL_ERROR_INVALID_MOVE, "distance rule");
  ct_refused (s, "{\"player\": 1, \"type\": \"place_settlement\", \"vertex\": " V_A "}",
              TSL_ERROR_INVALID_MOVE, "taken");
  /* Two steps away is fine. */
  ct_ok (s, "{\"player\": 1, \"type\": \"place_settlement\", \"vertex\": [[0,0],[1,-1],[1,0]]}");
  /* The founding road must touch the new settlement. */
  ct_refused (s, "{\"player\": 1, \"type\": \"place_road\", \"edge\": " E_B "}",
              TSL_ERROR_INVALID_MOVE, "just placed");
}

static void
test_setup_resources (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);

  g_test_summary ("§4 round 2 (HU, DE): one card per land hex next to the second settlement, "
                  "nothing for the first; snake order 0 1 2 3 3 2 1 0");
  for (guint i = 0; i < 8; i += 2)
    {
      g_autofree char *a = g_strdup_printf ("{\"type\": \"place_settlement\", \"vertex\": %s}", founding[i]);
      g_autofree char *b = g_strdup_printf ("{\"type\": \"place_road\", \"edge\": %s}", founding[i + 1]);

      g_assert_cmpint (catan_actor (s), ==, (gint) i / 2);
      ct_ok (s, a);
      ct_ok (s, b);
    }
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (s->players[p].n_res, ==, 0);
  /* Seat 3 places again first: E touches fields 12, mountains 10, hills 6. */
  g_assert_cmpint (catan_actor (s), ==, 3);
  ct_ok (s, "{\"player\": 3, \"type\": \"place_settlement\", \"vertex\": " V_E "}");
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_GRAIN], ==, 1);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_BRICK], ==, 1);
  g_assert_cmpuint (s->players[3].n_res, ==, 3);
  ct_ok (s, "{\"player\": 3, \"type\": \"place_road\", \"edge\": " E_E "}");
  g_assert_cmpint (catan_actor (s), ==, 2);
  ct_ok (s, "{\"type\": \"place_settlement\", \"vertex\": " V_F "}");
  /* F: pasture 5, pasture 11, fields 4. */
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_WOOL], ==, 2);
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_GRAIN], ==, 1);
  ct_ok (s, "{\"type\": \"place_road\", \"edge\": " E_F "}");
  ct_ok (s, "{\"type\": \"place_settlement\", \"vertex\": " V_G "}");
  /* G is on the coast: forest 9 and hills 10 only. */
  g_assert_cmpuint (s->players[1].n_res, ==, 2);
  ct_ok (s, "{\"type\": \"place_road\", \"edge\": " E_G "}");
  ct_ok (s, "{\"type\": \"place_settlement\", \"vertex\": " V_H "}");
  ct_ok (s, "{\"type\": \"place_road\", \"edge\": " E_H "}");
  /* The start player, who placed last, opens the game with the roll. */
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  g_assert_cmpint (catan_actor (s), ==, 0);
  ct_refused (s, "{\"type\": \"build_road\", \"edge\": [[0,-1],[1,-2]]}", TSL_ERROR_INVALID_MOVE, "Roll");
}

/* ---------------------------------------------------------- production */

static void
test_production_city_robber (void)
{
  g_autofree CatanState *s = founded (NULL);

  g_test_summary ("§6.1: a settlement takes 1 card, a city 2 (DE Stadt, BG); the robber's hex "
                  "produces nothing (HU, DE, BG)");
  act (s, "{\"type\": \"roll\", \"dice\": [3, 3]}");
  /* 6: hills at [0,-1] (A of seat 0, E of seat 3), fields at [-1,2] (C of seat 2). */
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, 2);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_BRICK], ==, 2);
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_GRAIN], ==, 2);
  g_assert_cmpuint (s->players[1].n_res, ==, 2);

  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_give (s, 0, TSL_CATAN_ORE, 3);
  act (s, "{\"type\": \"build_city\", \"vertex\": " V_A "}");
  g_assert_cmpuint (s->players[0].cities_left, ==, 3);
  g_assert_cmpuint (s->players[0].settlements_left, ==, 4);  /* the settlement went back */
  act (s, "{\"type\": \"end_turn\"}");
  act (s, "{\"type\": \"roll\", \"dice\": [4, 2]}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, 4);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_BRICK], ==, 3);
  act (s, "{\"type\": \"end_turn\"}");

  /* The robber on the hills: only the fields produce. */
  s->robber = (guint8) ct_hex ("[0,-1]");
  act (s, "{\"type\": \"roll\", \"dice\": [5, 1]}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, 4);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_BRICK], ==, 3);
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_GRAIN], ==, 4);
}

static void
test_bank_shortage (void)
{
  g_autofree CatanState *s = founded (NULL);
  g_autofree CatanState *t = founded ("{\"layout\": \"beginner\", \"bank_shortage\": \"single_player_takes_rest\"}");
  g_autofree CatanState *u = NULL;

  g_test_summary ("§6.2 / D7 (HU almanac): when the bank cannot pay everybody a resource, nobody "
                  "gets it; other resources are paid.  Option: a single owed player takes the rest");
  /* Leave 1 brick in the bank: a 6 owes 1 to seat 0 and 1 to seat 3. */
  ct_give (s, 1, TSL_CATAN_BRICK, s->bank.count[TSL_CATAN_BRICK] - 1);
  act (s, "{\"type\": \"roll\", \"dice\": [3, 3]}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, 1);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_BRICK], ==, 1);
  g_assert_cmpuint (s->bank.count[TSL_CATAN_BRICK], ==, 1);
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_GRAIN], ==, 2);  /* grain is paid */

  /* A 4 owes 2 grain to seat 2 alone; only 1 is left. */
  u = g_memdup2 (t, sizeof *t);
  t->opt_shortage = CATAN_SHORTAGE_NOBODY;
  ct_give (t, 1, TSL_CATAN_GRAIN, t->bank.count[TSL_CATAN_GRAIN] - 1);
  act (t, "{\"type\": \"roll\", \"dice\": [1, 3]}");
  g_assert_cmpuint (t->players[2].res.count[TSL_CATAN_GRAIN], ==, 1);
  g_assert_cmpuint (t->bank.count[TSL_CATAN_GRAIN], ==, 1);
  g_assert_cmpuint (t->players[0].res.count[TSL_CATAN_WOOL], ==, 1);   /* pasture 4 pays */

  ct_give (u, 1, TSL_CATAN_GRAIN, u->bank.count[TSL_CATAN_GRAIN] - 1);
  act (u, "{\"type\": \"roll\", \"dice\": [1, 3]}");
  g_assert_cmpuint (u->players[2].res.count[TSL_CATAN_GRAIN], ==, 2);
  g_assert_cmpuint (u->bank.count[TSL_CATAN_GRAIN], ==, 0);
}

/* -------------------------------------------------------------- sevens */

static void
test_discards (void)
{
  g_autofree CatanState *s = founded (NULL);
  g_autoptr(JsonNode) state = NULL;
  JsonObject *pending;

  g_test_summary ("§6.3 step 2 (HU, DE, BG): more than 7 cards → give back half, rounded down: "
                  "8→4, 9→4, 11→5 (HU example); 7 cards keep all; each player chooses his cards.  "
                  "Steps 3–4: another hex; rob only an adjacent opponent; robbing is optional (HU, DE)");
  for (guint p = 0; p < 4; p++)
    ct_take_all (s, p);
  ct_give (s, 0, TSL_CATAN_WOOD, 4);
  ct_give (s, 0, TSL_CATAN_BRICK, 4);
  ct_give (s, 1, TSL_CATAN_WOOL, 9);
  ct_give (s, 2, TSL_CATAN_GRAIN, 6);
  ct_give (s, 2, TSL_CATAN_ORE, 5);
  ct_give (s, 3, TSL_CATAN_ORE, 7);
  act (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_DISCARD);
  g_assert_cmpuint (s->discard[0], ==, 4);
  g_assert_cmpuint (s->discard[1], ==, 4);
  g_assert_cmpuint (s->discard[2], ==, 5);
  g_assert_cmpuint (s->discard[3], ==, 0);
  state = ct_state_json (s);
  pending = json_object_get_object_member (json_node_get_object (state), "pending_discards");
  g_assert_cmpint (json_object_get_int_member (pending, "2"), ==, 5);
  g_assert_false (json_object_has_member (pending, "3"));

  /* Nobody produces on a 7, the robber waits for the discards. */
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_ORE], ==, 7);
  g_assert_cmpint (catan_actor (s), ==, 0);
  ct_refused (s, "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 3}",
              TSL_ERROR_INVALID_MOVE, "must discard half");
  ct_refused (s, "{\"player\": 3, \"type\": \"discard\", \"cards\": {\"ore\": 3}}",
              TSL_ERROR_INVALID_MOVE, "Seat 0 must discard");
  ct_refused (s, "{\"player\": 0, \"type\": \"discard\", \"cards\": {\"wood\": 3}}",
              TSL_ERROR_INVALID_MOVE, "exactly 4 cards");
  ct_refused (s, "{\"player\": 0, \"type\": \"discard\", \"cards\": {\"wood\": 2, \"ore\": 2}}",
              TSL_ERROR_INVALID_MOVE, "do not have");
  act (s, "{\"player\": 0, \"type\": \"discard\", \"cards\": {\"wood\": 3, \"brick\": 1}}");
  g_assert_cmpuint (s->players[0].n_res, ==, 4);
  ct_refused (s, "{\"player\": 0, \"type\": \"discard\", \"cards\": {\"wood\": 1}}",
              TSL_ERROR_INVALID_MOVE, "Seat 1 must discard");
  g_assert_cmpint (catan_actor (s), ==, 1);
  /* In any order: seat 2 before seat 1. */
  act (s, "{\"player\": 2, \"type\": \"discard\", \"cards\": {\"grain\": 3, \"ore\": 2}}");
  g_assert_cmpint (catan_actor (s), ==, 1);
  act (s, "{\"player\": 1, \"type\": \"discard\", \"cards\": {\"wool\": 4}}");
  g_assert_cmpuint (s->players[2].n_res, ==, 6);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  g_assert_cmpint (catan_actor (s), ==, 0);

  /* §6.3 step 3 (HU, DE; D4): the robber must move to another hex. */
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,0], \"victim\": null}",
              TSL_ERROR_INVALID_MOVE, "different hex");
  /* Step 4: only a player with a building on the hex, who has cards. */
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 1}",
              TSL_ERROR_INVALID_MOVE, "settlement or city on that hex");
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 0}",
              TSL_ERROR_INVALID_MOVE, "opponents");
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 3, \"stolen\": \"wool\"}",
              TSL_ERROR_INVALID_MOVE, "not in that player’s hand");
  /* Robbing is allowed, not required (HU "elrabolhatja", DE almanac "darf rauben"). */
  {
    g_autofree CatanState *spare = g_memdup2 (s, sizeof *s);

    act (spare, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": null}");
    g_assert_cmpuint (spare->players[3].n_res, ==, 7);
    g_assert_cmpint (spare->robber, ==, ct_hex ("[0,-1]"));
  }
  act (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 3}");
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_ORE], ==, 6);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_steal_needs_cards (void)
{
  g_autofree CatanState *s = founded (NULL);
  g_autofree CatanState *d = founded ("{\"layout\": \"beginner\", \"robber_on_desert\": false}");

  g_test_summary ("§6.3 step 4: a player without cards cannot be robbed (there is no card to "
                  "take); with nobody robbed nothing is stolen.  D3: the desert is allowed unless the option forbids it");
  ct_take_all (s, 3);
  act (s, "{\"type\": \"roll\", \"dice\": [6, 1]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 3}",
              TSL_ERROR_INVALID_MOVE, "no resource cards");
  act (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": null}");
  g_assert_cmpint (s->robber, ==, ct_hex ("[0,-1]"));

  d->robber = (guint8) ct_hex ("[0,-1]");
  act (d, "{\"type\": \"roll\", \"dice\": [6, 1]}");
  ct_refused (d, "{\"type\": \"move_robber\", \"hex\": [0,0], \"victim\": null}",
              TSL_ERROR_INVALID_MOVE, "desert");
}

/* ---------------------------------------------------------------- trade */

static void
test_maritime_rates (void)
{
  g_autofree char *setup = ct_beginner_setup ("harbors",
    "[{\"edge\": [[-3,2],[-2,1]], \"kind\": \"3:1\"}, {\"edge\": [[2,-1],[3,-2]], \"kind\": \"ore\"}]");
  g_autofree CatanState *s = ct_new (NULL, 4, setup);
  g_autofree CatanState *hu = ct_new ("{\"harbor_3to1_identical\": false}", 4, setup);

  g_test_summary ("§7.2 (HU, DE, BG): 4:1 always, 3:1 identical cards at a generic harbour (D2), "
                  "2:1 only for the special harbour's resource; only after rolling, not after building (D19)");
  ct_setup_round (s, founding);
  ct_setup_round (hu, founding);
  /* Seat 0's settlement H is on the 3:1 harbour, seat 1's G on the ore harbour. */
  ct_take_all (s, 0);
  ct_give (s, 0, TSL_CATAN_WOOD, 3);
  ct_give (s, 0, TSL_CATAN_WOOL, 2);
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"wood\": 3}, \"get\": {\"ore\": 1}}",
              TSL_ERROR_INVALID_MOVE, "Roll");
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");   /* 2: pasture [1,-2] gives seat 0 a wool */
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"wood\": 2, \"wool\": 1}, \"get\": {\"ore\": 1}}",
              TSL_ERROR_INVALID_MOVE, "rates");
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"wood\": 3}, \"get\": {\"wood\": 1}}",
              TSL_ERROR_INVALID_MOVE, "same resource");
  act (s, "{\"type\": \"maritime_trade\", \"give\": {\"wood\": 3}, \"get\": {\"ore\": 1}}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOD], ==, 0);
  /* Repeated ratio: 6 wool → 2 cards. */
  ct_give (s, 0, TSL_CATAN_WOOL, 3);
  act (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 6}, \"get\": {\"brick\": 1, \"wood\": 1}}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOL], ==, 0);
  /* Trade comes before building (HU, DE: fixed order). */
  ct_give (s, 0, TSL_CATAN_GRAIN, 3);
  act (s, "{\"type\": \"build_road\", \"edge\": [[-2,1],[-3,2]]}");
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"grain\": 3}, \"get\": {\"ore\": 1}}",
              TSL_ERROR_INVALID_MOVE, "after building");
  act (s, "{\"type\": \"end_turn\"}");

  /* Seat 1: 2:1 for ore only; other resources at 4:1. */
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_take_all (s, 1);
  ct_give (s, 1, TSL_CATAN_ORE, 2);
  ct_give (s, 1, TSL_CATAN_WOOL, 3);
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 2}, \"get\": {\"grain\": 1}}",
              TSL_ERROR_INVALID_MOVE, "rates");
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 3}, \"get\": {\"grain\": 1}}",
              TSL_ERROR_INVALID_MOVE, "rates");
  act (s, "{\"type\": \"maritime_trade\", \"give\": {\"ore\": 2}, \"get\": {\"grain\": 1}}");
  ct_give (s, 1, TSL_CATAN_WOOL, 1);
  act (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 4}, \"get\": {\"grain\": 1}}");
  g_assert_cmpuint (s->players[1].res.count[TSL_CATAN_GRAIN], ==, 2);

  /* HU reading (option): any three cards at the 3:1 harbour. */
  act (hu, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_take_all (hu, 0);
  ct_give (hu, 0, TSL_CATAN_WOOD, 2);
  ct_give (hu, 0, TSL_CATAN_WOOL, 1);
  act (hu, "{\"type\": \"maritime_trade\", \"give\": {\"wood\": 2, \"wool\": 1}, \"get\": {\"ore\": 1}}");
  g_assert_cmpuint (hu->players[0].n_res, ==, 1);
}

static void
test_trade_after_build_option (void)
{
  g_autofree CatanState *s = founded ("{\"layout\": \"beginner\", \"trade_after_build\": true}");

  g_test_summary ("D19 option: trading after building is allowed when trade_after_build is on");
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  act (s, "{\"type\": \"build_road\", \"edge\": [[-2,1],[-3,2]]}");
  ct_give (s, 0, TSL_CATAN_ORE, 4);
  act (s, "{\"type\": \"maritime_trade\", \"give\": {\"ore\": 4}, \"get\": {\"wool\": 1}}");
}

static void
test_domestic_trade (void)
{
  g_autofree CatanState *s = founded (NULL);

  g_test_summary ("§7.1 (HU, DE, BG): the current player offers, the others answer in turn, he "
                  "completes the trade with one who accepted; the others never trade among themselves");
  ct_refused (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wood\": 1}, \"get\": {\"ore\": 1}, \"to\": [1, 3]}",
              TSL_ERROR_INVALID_MOVE, "Roll");
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_refused (s, "{\"player\": 1, \"type\": \"offer_trade\", \"give\": {\"wood\": 1}, \"get\": {\"ore\": 1}, \"to\": [3]}",
              TSL_ERROR_INVALID_MOVE, "It is not seat 1’s turn but seat 0’s");
  ct_refused (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wood\": 1}, \"get\": {}, \"to\": [3]}",
              TSL_ERROR_INVALID_MOVE, "at least one card");
  ct_refused (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"ore\": 1}, \"get\": {\"wood\": 1}, \"to\": [3]}",
              TSL_ERROR_INVALID_MOVE, "do not have");
  ct_refused (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wood\": 1}, \"get\": {\"ore\": 1}, \"to\": [0]}",
              TSL_ERROR_INVALID_MOVE, "other players");
  act (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wood\": 1}, \"get\": {\"ore\": 1}, \"to\": [1, 3]}");
  g_assert_cmpuint (s->trade_index, ==, 17);   /* 16 founding actions, the roll, then the offer */
  g_assert_cmpint (catan_actor (s), ==, 1);
  ct_refused (s, "{\"player\": 2, \"type\": \"accept_trade\", \"offer\": 17}", TSL_ERROR_INVALID_MOVE,
              "not made to you");
  /* Seat 1 has no ore, so it cannot accept. */
  ct_refused (s, "{\"player\": 1, \"type\": \"accept_trade\", \"offer\": 17}", TSL_ERROR_INVALID_MOVE,
              "do not have");
  ct_refused (s, "{\"player\": 1, \"type\": \"reject_trade\", \"offer\": 5}", TSL_ERROR_INVALID_MOVE,
              "not the open trade offer");
  /* Answers in any order; get_actor() names the next in seat order. */
  act (s, "{\"player\": 3, \"type\": \"accept_trade\", \"offer\": 17}");
  g_assert_cmpint (catan_actor (s), ==, 1);
  ct_refused (s, "{\"player\": 3, \"type\": \"reject_trade\", \"offer\": 17}", TSL_ERROR_INVALID_MOVE,
              "already answered");
  act (s, "{\"player\": 1, \"type\": \"reject_trade\", \"offer\": 17}");
  g_assert_cmpint (catan_actor (s), ==, 0);
  ct_refused (s, "{\"player\": 0, \"type\": \"confirm_trade\", \"offer\": 17, \"with\": 1}",
              TSL_ERROR_INVALID_MOVE, "accepted");
  act (s, "{\"player\": 0, \"type\": \"confirm_trade\", \"offer\": 17, \"with\": 3}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOD], ==, 0);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_WOOD], ==, 1);
  g_assert_cmpuint (s->players[3].res.count[TSL_CATAN_ORE], ==, 0);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);

  act (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"ore\": 1}, \"get\": {\"wool\": 1}, \"to\": [2]}");
  act (s, "{\"player\": 2, \"type\": \"accept_trade\", \"offer\": 21}");
  act (s, "{\"player\": 0, \"type\": \"cancel_trade\", \"offer\": 21}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
}

/* -------------------------------------------------------- development */

static void
test_dev_card_timing (void)
{
  g_autofree char *setup = ct_beginner_setup ("dev_deck", "[\"knight\", \"knight\", \"monopoly\", \"road_building\"]");
  g_autofree CatanState *s = ct_new (NULL, 4, setup);

  g_test_summary ("§5 (HU, DE, BG): a card bought this turn cannot be played this turn; one "
                  "knight or progress card per turn; playing before the roll is allowed (D9)");
  ct_setup_round (s, founding);
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  for (guint i = 0; i < 2; i++)
    {
      ct_give (s, 0, TSL_CATAN_WOOL, 1);
      ct_give (s, 0, TSL_CATAN_GRAIN, 1);
      ct_give (s, 0, TSL_CATAN_ORE, 1);
    }
  ct_refused (s, "{\"type\": \"buy_dev_card\", \"card\": \"year_of_plenty\"}", TSL_ERROR_INVALID_MOVE,
              "not left in the deck");
  act (s, "{\"type\": \"buy_dev_card\"}");
  /* Drawn at random from the deck with the action's generator: a knight here. */
  g_assert_cmpuint (s->players[0].dev_new[TSL_CATAN_KNIGHT], ==, 1);
  act (s, "{\"type\": \"buy_dev_card\", \"card\": \"knight\"}");
  g_assert_cmpuint (s->dev_deck.len, ==, 2);
  ct_refused (s, "{\"type\": \"play_knight\", \"hex\": [-2,2], \"victim\": null}", TSL_ERROR_INVALID_MOVE,
              "turn you bought it");
  act (s, "{\"type\": \"end_turn\"}");
  for (guint p = 1; p < 4; p++)
    {
      act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
      act (s, "{\"type\": \"end_turn\"}");
    }
  /* Before rolling; the robber goes to seat 0's own hills, nobody to rob. */
  act (s, "{\"type\": \"play_knight\", \"hex\": [-2,2], \"victim\": null}");
  g_assert_cmpuint (s->players[0].knights, ==, 1);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  ct_refused (s, "{\"type\": \"play_knight\", \"hex\": [0,0], \"victim\": null}", TSL_ERROR_INVALID_MOVE,
              "already played");
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_refused (s, "{\"type\": \"play_knight\", \"hex\": [0,0], \"victim\": null}", TSL_ERROR_INVALID_MOVE,
              "already played");
  ct_refused (s, "{\"type\": \"play_monopoly\", \"resource\": \"wool\"}", TSL_ERROR_INVALID_MOVE,
              "already played");
}

static void
test_vp_card_wins (void)
{
  g_autofree char *setup = ct_beginner_setup ("dev_deck", "[\"victory_point\", \"knight\"]");
  g_autofree CatanState *s = ct_new ("{\"victory_points\": 3}", 4, setup);
  g_autoptr(JsonNode) state = NULL;
  JsonObject *p0;

  g_test_summary ("§5/§7.6, D8 (HU, DE): a Victory Point card bought on one's turn that gives the "
                  "winning point is revealed at once and wins");
  ct_setup_round (s, founding);
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_give (s, 0, TSL_CATAN_ORE, 1);
  g_assert_cmpuint (catan_vp_public (s, 0), ==, 2);
  act (s, "{\"type\": \"buy_dev_card\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_OVER);
  g_assert_cmpint (s->winner, ==, 0);
  g_assert_cmpint (catan_actor (s), ==, -1);
  state = ct_state_json (s);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (state), "winner"), ==, 0);
  p0 = json_array_get_object_element (json_object_get_array_member (json_node_get_object (state), "players"), 0);
  g_assert_cmpint (json_object_get_int_member (p0, "vp_public"), ==, 3);   /* revealed */
  ct_refused (s, "{\"type\": \"end_turn\"}", TSL_ERROR_INVALID_MOVE, "over");
}

static void
test_progress_cards (void)
{
  g_autofree CatanState *s = founded (NULL);

  g_test_summary ("§7.4: Road Building places two roads, Year of Plenty takes 2 cards of choice "
                  "from the bank, Monopoly takes all of one resource from every other player");
  s->players[0].dev[TSL_CATAN_ROAD_BUILDING] = 1;
  s->players[0].dev[TSL_CATAN_YEAR_OF_PLENTY] = 1;
  s->players[0].dev[TSL_CATAN_MONOPOLY] = 1;
  s->dev_deck.len -= 3;   /* they came from the deck */
  ct_refused (s, "{\"type\": \"play_road_building\", \"edges\": [[[-2,1],[-3,2]]]}",
              TSL_ERROR_INVALID_MOVE, "two roads");
  ct_refused (s, "{\"type\": \"play_road_building\", \"edges\": [[[-2,1],[-3,2]], [[0,0],[1,0]]]}",
              TSL_ERROR_INVALID_MOVE, "not connected");
  act (s, "{\"type\": \"play_road_building\", \"edges\": [[[-2,1],[-3,2]], [[-3,1],[-2,1]]]}");
  g_assert_cmpuint (s->players[0].roads_left, ==, 11);
  g_assert_cmpuint (s->players[0].road_length, ==, 3);   /* a line through H with the founding road */
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  act (s, "{\"type\": \"end_turn\"}");
  for (guint p = 1; p < 4; p++)
    {
      act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
      act (s, "{\"type\": \"end_turn\"}");
    }
  ct_refused (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"ore\": 3}}", TSL_ERROR_INVALID_MOVE,
              "exactly 2");
  act (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"ore\": 1, \"grain\": 1}}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  act (s, "{\"type\": \"end_turn\"}");
  for (guint p = 1; p < 4; p++)
    {
      act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
      act (s, "{\"type\": \"end_turn\"}");
    }
  /* Wool: seat 2 has 2 (F), seat 0 got 1 per roll of 2 (A on pasture [1,-2]). */
  ct_refused (s, "{\"type\": \"play_monopoly\", \"resource\": \"wool\", \"taken\": {\"2\": 1}}",
              TSL_ERROR_INVALID_MOVE, "do not match");
  act (s, "{\"type\": \"play_monopoly\", \"resource\": \"wool\"}");
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_WOOL], ==, 0);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOL], ==, 2 + 8);
}

/* --------------------------------------------------------- longest road */

/* Empty beginner board after the founding phase, for piece-level setups. */
static CatanState *
bare (const char *options,
      guint       n_players)
{
  CatanState *s = ct_new (options != NULL ? options : "{\"layout\": \"beginner\"}", n_players, NULL);

  ct_skip_setup (s);
  return s;
}

static void
ring (CatanState *s,
      guint       p,
      const char *hex,
      guint       first,
      guint       n)
{
  for (guint k = first; k < first + n; k++)
    ct_put_road (s, p, ct_ring_edge (hex, k));
}

static void
test_longest_road_shapes (void)
{
  g_autofree CatanState *s = bare (NULL, 4);

  g_test_summary ("§8.1 (HU, DE, BG): only the longest continuous line counts, side branches do "
                  "not; a loop counts once around; a ring with a tail continues into it");
  /* Side edge k joins corners k-1 and k; a line of sides 0..4 runs from corner 5 to corner 4. */
  ring (s, 0, "[0,0]", 0, 5);
  g_assert_cmpuint (catan_longest_road (s, 0), ==, 5);
  ct_put_road (s, 0, ct_spoke ("[0,0]", 1));   /* a branch at an inner corner */
  g_assert_cmpuint (catan_longest_road (s, 0), ==, 5);
  ring (s, 0, "[0,0]", 5, 1);                 /* closes the ring */
  g_assert_cmpuint (catan_longest_road (s, 0), ==, 7);   /* ring + the branch as a tail */

  ring (s, 1, "[-2,2]", 0, 6);                /* a bare ring */
  g_assert_cmpuint (catan_longest_road (s, 1), ==, 6);
  ct_put_road (s, 1, ct_spoke ("[-2,2]", 1));
  g_assert_cmpuint (catan_longest_road (s, 1), ==, 7);

  /* Two tails on one ring: in by one, around, out by the other. */
  ring (s, 2, "[2,-2]", 0, 6);
  ct_put_road (s, 2, ct_spoke ("[2,-2]", 3));
  ct_put_road (s, 2, ct_spoke ("[2,-2]", 5));
  g_assert_cmpuint (catan_longest_road (s, 2), ==, 7);
}

static void
build_road_at (CatanState *s,
               guint       p,
               guint       e)
{
  TslMove m = { 0, };
  g_autoptr(GError) error = NULL;
  TslRng rng;

  ct_give (s, p, TSL_CATAN_WOOD, 1);
  ct_give (s, p, TSL_CATAN_BRICK, 1);
  m.type = TSL_CATAN_BUILD_ROAD;
  m.player = (gint8) p;
  m.arg[0] = (gint32) e;
  tsl_rng_init (&rng, 1, 0);
  if (!catan_apply (s, &m, &rng, &error))
    g_error ("%s", error->message);
}

static void
build_settlement_at (CatanState *s,
                     guint       p,
                     guint       v)
{
  TslMove m = { 0, };
  g_autoptr(GError) error = NULL;
  TslRng rng;

  ct_give (s, p, TSL_CATAN_WOOD, 1);
  ct_give (s, p, TSL_CATAN_BRICK, 1);
  ct_give (s, p, TSL_CATAN_WOOL, 1);
  ct_give (s, p, TSL_CATAN_GRAIN, 1);
  m.type = TSL_CATAN_BUILD_SETTLEMENT;
  m.player = (gint8) p;
  m.arg[0] = (gint32) v;
  tsl_rng_init (&rng, 1, 0);
  if (!catan_apply (s, &m, &rng, &error))
    g_error ("%s", error->message);
}

static void
test_longest_road_broken (void)
{
  g_autofree CatanState *s = bare (NULL, 4);

  g_test_summary ("§8.1 breaking (HU, DE example): an opponent's settlement inside a road cuts "
                  "it; the breaker with now the longest road takes the card");
  ct_put_settlement (s, 0, ct_ring_corner ("[0,0]", 5));
  ring (s, 0, "[0,0]", 0, 5);
  ct_put_road (s, 1, ct_spoke ("[0,0]", 1));
  ring (s, 1, "[0,2]", 0, 5);
  g_assert_cmpuint (s->players[1].road_length, ==, 5);

  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 1);
  ct_refused (s, "{\"type\": \"build_road\", \"edge\": [[2,-2],[2,-1]]}", TSL_ERROR_INVALID_MOVE,
              "not connected");
  build_road_at (s, 0, ct_spoke ("[0,0]", 4));
  g_assert_cmpuint (s->players[0].road_length, ==, 6);
  g_assert_cmpint (s->longest_holder, ==, 0);
  act (s, "{\"type\": \"end_turn\"}");

  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  build_settlement_at (s, 1, ct_ring_corner ("[0,0]", 1));
  /* Seat 0's road: sides 0, 1 | sides 2, 3, 4 + the spoke: 4. */
  g_assert_cmpuint (s->players[0].road_length, ==, 4);
  g_assert_cmpint (s->longest_holder, ==, 1);
}

static void
test_longest_road_ties (void)
{
  g_autofree CatanState *s = bare (NULL, 4);
  g_autofree CatanState *hu = bare ("{\"layout\": \"beginner\", \"longest_road_tie\": \"set_aside\"}", 4);

  g_test_summary ("§8.1 / D5: an equally long road built by another does not take the card (DE, "
                  "REC); with option set_aside (HU) any tie sets it aside; a strictly longer one takes it");
  for (guint i = 0; i < 2; i++)
    {
      CatanState *t = i == 0 ? s : hu;

      ct_put_settlement (t, 0, ct_ring_corner ("[0,0]", 5));
      ring (t, 0, "[0,0]", 0, 4);
      ct_put_settlement (t, 1, ct_ring_corner ("[0,2]", 5));
      ring (t, 1, "[0,2]", 0, 4);
      act (t, "{\"type\": \"roll\", \"dice\": [1, 1]}");
      build_road_at (t, 0, ct_ring_edge ("[0,0]", 4));
      g_assert_cmpint (t->longest_holder, ==, 0);
      act (t, "{\"type\": \"end_turn\"}");
      act (t, "{\"type\": \"roll\", \"dice\": [1, 1]}");
      build_road_at (t, 1, ct_ring_edge ("[0,2]", 4));
      g_assert_cmpuint (t->players[1].road_length, ==, 5);
    }
  g_assert_cmpint (s->longest_holder, ==, 0);
  g_assert_cmpint (hu->longest_holder, ==, CATAN_NONE);
  build_road_at (s, 1, ct_ring_edge ("[0,2]", 5));
  build_road_at (hu, 1, ct_ring_edge ("[0,2]", 5));
  g_assert_cmpint (s->longest_holder, ==, 1);
  g_assert_cmpint (hu->longest_holder, ==, 1);
}

static void
test_longest_road_tie_after_break (void)
{
  g_autofree CatanState *s = bare ("{\"layout\": \"beginner\", \"victory_points\": 5}", 4);

  g_test_summary ("§8.1 / D5 (DE almanac): when a broken road leaves several equally long roads "
                  "the card is set aside, and returns when one player alone has the longest");
  /* Seat 3 holds the card with 6; seats 1 and 2 have 5 each. */
  ct_put_settlement (s, 3, ct_ring_corner ("[0,0]", 5));
  ring (s, 3, "[0,0]", 0, 5);
  ct_put_road (s, 3, ct_spoke ("[0,0]", 4));
  s->longest_holder = 3;
  ring (s, 1, "[0,2]", 0, 5);
  ring (s, 2, "[-2,0]", 0, 5);
  ct_put_road (s, 0, ct_spoke ("[0,0]", 1));
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  build_settlement_at (s, 0, ct_ring_corner ("[0,0]", 1));
  g_assert_cmpuint (s->players[3].road_length, ==, 4);
  g_assert_cmpint (s->longest_holder, ==, CATAN_NONE);
  act (s, "{\"type\": \"end_turn\"}");
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  act (s, "{\"type\": \"end_turn\"}");
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  build_road_at (s, 2, ct_ring_edge ("[-2,0]", 5));
  g_assert_cmpint (s->longest_holder, ==, 2);
}

static void
test_win_only_on_own_turn (void)
{
  g_autofree CatanState *s = bare ("{\"layout\": \"beginner\", \"victory_points\": 5}", 4);

  g_test_summary ("§9 / D10 (HU, DE): one wins only on one's own turn; a player who reaches the "
                  "goal on another's turn (here: the Longest Road after a break) wins when his turn begins");
  ct_put_settlement (s, 3, ct_ring_corner ("[0,0]", 5));
  ring (s, 3, "[0,0]", 0, 5);
  ct_put_road (s, 3, ct_spoke ("[0,0]", 4));
  s->longest_holder = 3;
  ring (s, 1, "[0,2]", 0, 5);
  ct_put_settlement (s, 1, ct_ring_corner ("[0,2]", 5));
  ct_put_settlement (s, 1, ct_ring_corner ("[0,2]", 1));
  ct_put_settlement (s, 1, ct_ring_corner ("[0,2]", 3));
  ct_put_road (s, 0, ct_spoke ("[0,0]", 1));
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  build_settlement_at (s, 0, ct_ring_corner ("[0,0]", 1));
  g_assert_cmpint (s->longest_holder, ==, 1);
  g_assert_cmpuint (catan_vp (s, 1), ==, 5);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);        /* not seat 1's turn */
  g_assert_cmpint (s->winner, ==, CATAN_NONE);
  act (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_OVER);
  g_assert_cmpint (s->winner, ==, 1);
}

/* --------------------------------------------------------- largest army */

static void
test_largest_army (void)
{
  g_autofree CatanState *s = bare (NULL, 4);

  g_test_summary ("§8.2 (HU, DE, BG): the first with 3 knights takes Largest Army; another takes "
                  "it only with strictly more; 2 VP");
  s->players[0].knights = 2;
  s->players[0].dev[TSL_CATAN_KNIGHT] = 1;
  s->players[1].knights = 2;
  s->players[1].dev[TSL_CATAN_KNIGHT] = 1;
  act (s, "{\"type\": \"play_knight\", \"hex\": [1,1], \"victim\": null}");
  g_assert_cmpint (s->army_holder, ==, 0);
  g_assert_cmpuint (catan_vp (s, 0), ==, 2);
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  act (s, "{\"type\": \"end_turn\"}");
  act (s, "{\"type\": \"play_knight\", \"hex\": [0,0], \"victim\": null}");
  g_assert_cmpuint (s->players[1].knights, ==, 3);
  g_assert_cmpint (s->army_holder, ==, 0);                 /* equal is not enough */
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  s->players[1].dev_new[TSL_CATAN_KNIGHT] = 1;              /* bought now: playable next turn */
  act (s, "{\"type\": \"end_turn\"}");
  for (guint p = 2; p < 4; p++)
    {
      act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
      act (s, "{\"type\": \"end_turn\"}");
    }
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  act (s, "{\"type\": \"end_turn\"}");
  act (s, "{\"type\": \"play_knight\", \"hex\": [1,1], \"victim\": null}");
  g_assert_cmpint (s->army_holder, ==, 1);
}

/* --------------------------------------------------------- piece limits */

static void
test_piece_limits (void)
{
  g_autofree CatanState *s = founded (NULL);

  g_test_summary ("§7.3 (HU, DE, BG): 15 roads, 5 settlements, 4 cities per player; a city "
                  "returns its settlement to the supply; costs are paid");
  g_assert_cmpuint (s->players[0].roads_left, ==, 13);
  g_assert_cmpuint (s->players[0].settlements_left, ==, 3);
  g_assert_cmpuint (s->players[0].cities_left, ==, 4);
  act (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_take_all (s, 0);
  ct_refused (s, "{\"type\": \"build_road\", \"edge\": [[-2,1],[-3,2]]}", TSL_ERROR_INVALID_MOVE,
              "1 lumber and 1 brick");
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 1);
  s->players[0].roads_left = 0;
  ct_refused (s, "{\"type\": \"build_road\", \"edge\": [[-2,1],[-3,2]]}", TSL_ERROR_INVALID_MOVE,
              "no roads left");
  s->players[0].roads_left = 13;
  act (s, "{\"type\": \"build_road\", \"edge\": [[-2,1],[-3,2]]}");
  g_assert_cmpuint (s->players[0].n_res, ==, 0);
  g_assert_cmpuint (s->bank.count[TSL_CATAN_WOOD] + s->players[1].res.count[TSL_CATAN_WOOD], ==, 19);

  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_give (s, 0, TSL_CATAN_ORE, 3);
  s->players[0].cities_left = 0;
  ct_refused (s, "{\"type\": \"build_city\", \"vertex\": " V_A "}", TSL_ERROR_INVALID_MOVE, "no cities left");
  s->players[0].cities_left = 4;
  ct_refused (s, "{\"type\": \"build_city\", \"vertex\": " V_B "}", TSL_ERROR_INVALID_MOVE, "your own settlements");

  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 1);
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  s->players[0].settlements_left = 0;
  ct_refused (s, "{\"type\": \"build_settlement\", \"vertex\": [[-3,2],[-2,1],[-3,1]]}",
              TSL_ERROR_INVALID_MOVE, "no settlements left");
  s->players[0].settlements_left = 3;
  ct_refused (s, "{\"type\": \"build_settlement\", \"vertex\": [[-3,2],[-2,1],[-3,1]]}",
              TSL_ERROR_INVALID_MOVE, "distance rule");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/setup/distance-rule", test_distance_rule);
  g_test_add_func ("/engines/catan/setup/resources", test_setup_resources);
  g_test_add_func ("/engines/catan/production/city-robber", test_production_city_robber);
  g_test_add_func ("/engines/catan/production/bank-shortage", test_bank_shortage);
  g_test_add_func ("/engines/catan/robber/discards", test_discards);
  g_test_add_func ("/engines/catan/robber/steal-needs-cards", test_steal_needs_cards);
  g_test_add_func ("/engines/catan/trade/maritime-rates", test_maritime_rates);
  g_test_add_func ("/engines/catan/trade/after-build-option", test_trade_after_build_option);
  g_test_add_func ("/engines/catan/trade/domestic", test_domestic_trade);
  g_test_add_func ("/engines/catan/dev/timing", test_dev_card_timing);
  g_test_add_func ("/engines/catan/dev/vp-card-wins", test_vp_card_wins);
  g_test_add_func ("/engines/catan/dev/progress", test_progress_cards);
  g_test_add_func ("/engines/catan/longest-road/shapes", test_longest_road_shapes);
  g_test_add_func ("/engines/catan/longest-road/broken", test_longest_road_broken);
  g_test_add_func ("/engines/catan/longest-road/ties", test_longest_road_ties);
  g_test_add_func ("/engines/catan/longest-road/tie-after-break", test_longest_road_tie_after_break);
  g_test_add_func ("/engines/catan/victory/own-turn-only", test_win_only_on_own_turn);
  g_test_add_func ("/engines/catan/largest-army", test_largest_army);
  g_test_add_func ("/engines/catan/pieces/limits", test_piece_limits);
  return g_test_run ();
}
