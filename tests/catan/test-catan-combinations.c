/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* The Traders & Barbarians variants combined (seed 002, the "KOMBINÁCIÓS
 * LEHETŐSÉGEK" after each variant; docs/rules-catan-tb.md, "Victory
 * targets and combinations"), on scripted two-player positions with the
 * cards drawn written into the actions as a game file records them. */

/* The beginner board of test-catan-two-player.c: snake order 0 1 1 0
 * (seat 0 founds B and G, seat 1 D and H), clear of the neutrals'
 * settlements N1 [[0,-2],[1,-2],[0,-1]] and N2. */
#define V_B "[[1,0],[2,-1],[2,0]]"      /* forest 3, hills 10, mountains 8 */
#define E_B "[[1,0],[2,0]]"
#define V_D "[[-2,0],[-1,0],[-2,1]]"    /* fields 9, forest 11, forest 8 */
#define E_D "[[-2,0],[-1,0]]"
#define V_H "[[-2,1],[-2,2],[-3,2]]"    /* forest 8, hills 5, coast */
#define E_H "[[-2,1],[-2,2]]"
#define V_G "[[2,-2],[2,-1],[3,-2]]"    /* forest 9, hills 10, coast */
#define E_G "[[2,-2],[2,-1]]"

static const char * const founding[] = { V_B, E_B, V_D, E_D, V_H, E_H, V_G, E_G, NULL };

/* Seat 0 about to turn its cards, both hands empty. */
static CatanState *
founded (const char *extra_options)
{
  g_autofree char *options = g_strdup_printf ("{\"layout\": \"beginner\", \"event_cards\": true%s}",
                                              extra_options);
  CatanState *s = ct_new (options, 2, NULL);

  ct_setup_round (s, founding);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  g_assert_cmpint (s->current, ==, 0);
  ct_take_all (s, 0);
  ct_take_all (s, 1);
  return s;
}

static void
turn (CatanState *s,
      guint       number,
      const char *event,
      guint       number2,
      const char *event2)
{
  g_autofree char *json = g_strdup_printf ("{\"type\": \"roll\", \"card\": {\"number\": %u, \"event\": %s}, "
                                           "\"card2\": {\"number\": %u, \"event\": %s}}",
                                           number, event, number2, event2);
  ct_ok (s, json);
}

static guint
res (const CatanState *s,
     guint             p,
     guint             r)
{
  return s->players[p].res.count[r];
}

static void
test_two_cards (void)
{
  g_autofree CatanState *s = founded ("");
  TslMove applied;
  g_autoptr(JsonObject) json = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("HU Kétszemélyes Catan + Catan eseményei: \"Aki soron van, dobás helyett 2 kártyát "
                  "fordít fel egymás után. Ha a második kártya ugyanazt a számot mutatja, akkor is "
                  "érvényes\": both cards produce, the same number twice too");
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"number\": 8, \"event\": null}}", TSL_ERROR_PARSE,
              "two event cards");
  g_assert_cmpuint (s->slice_events.event_drawn, ==, 0);
  g_assert_true (ct_try (s, "{\"type\": \"roll\", \"card\": {\"number\": 8, \"event\": null}, "
                         "\"card2\": {\"number\": 8, \"event\": null}}", &applied, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  /* Mountains 8 for seat 0, two forests 8 for seat 1, twice. */
  g_assert_cmpuint (res (s, 0, TSL_CATAN_ORE), ==, 2);
  g_assert_cmpuint (res (s, 1, TSL_CATAN_WOOD), ==, 4);
  g_assert_cmpuint (catan_popcount (s->slice_events.event_drawn), ==, 2);
  g_assert_cmpint (s->slice_events.event_card2, !=, s->slice_events.event_card);
  g_assert_cmpuint (catan_event_deck[s->slice_events.event_card2].number, ==, 8);
  /* Both outcomes recorded in the action. */
  json = tsl_engine_move_to_json (ct_engine (), s, &applied);
  g_assert_true (json_object_has_member (json, "card"));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (json, "card2"), "number"), ==, 8);
  ct_check_invariants (s);
}

static void
test_first_seven_waits (void)
{
  g_autofree CatanState *s = founded ("");

  g_test_summary ("Two cards are resolved in the order turned, like the two rolls (\"Ezután a játékosok "
                  "megkapják mindkét dobás utáni nyersanyaghozamot, vagy- 7 esetén- átrakják a "
                  "rablót\"): after a first 7 the second card produces once the robber has moved");
  turn (s, 7, "\"robber_attack\"", 8, "null");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  g_assert_true (s->slice_events.event_card2_due);
  g_assert_cmpuint (s->players[0].n_res + s->players[1].n_res, ==, 0);
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [2,-1], \"victim\": null}");
  g_assert_false (s->slice_events.event_card2_due);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (res (s, 0, TSL_CATAN_ORE), ==, 1);
  g_assert_cmpuint (res (s, 1, TSL_CATAN_WOOD), ==, 2);
  ct_check_invariants (s);
}

static void
test_two_sevens (void)
{
  g_autofree CatanState *s = founded ("");

  g_test_summary ("The second card may repeat the 7: the robber moves twice");
  turn (s, 7, "\"robber_attack\"", 7, "\"robber_attack\"");
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [2,-1], \"victim\": null}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [2,0], \"victim\": null}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  ct_check_invariants (s);
}

static void
test_second_event_queued (void)
{
  g_autofree CatanState *s = founded ("");

  g_test_summary ("Each card's event in turn: Good Neighbours with 2 seats (each gives to the other), "
                  "then the second card's production");
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  ct_give (s, 1, TSL_CATAN_GRAIN, 1);
  turn (s, 6, "\"good_neighbors\"", 3, "null");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_EVENT);
  g_assert_cmpuint (res (s, 0, TSL_CATAN_WOOD), ==, 0);
  ct_refused (s, "{\"type\": \"end_turn\"}", TSL_ERROR_INVALID_MOVE, NULL);
  ct_ok (s, "{\"player\": 0, \"type\": \"give_resource\", \"resource\": \"wool\", \"to\": 1}");
  g_assert_true (s->slice_events.event_card2_due);
  ct_ok (s, "{\"player\": 1, \"type\": \"give_resource\", \"resource\": \"grain\", \"to\": 0}");
  g_assert_false (s->slice_events.event_card2_due);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  /* Forest 3 beside seat 0's settlement B. */
  g_assert_cmpuint (res (s, 0, TSL_CATAN_WOOD), ==, 1);
  g_assert_cmpuint (res (s, 0, TSL_CATAN_GRAIN), ==, 1);
  g_assert_cmpuint (res (s, 1, TSL_CATAN_WOOL), ==, 1);
  ct_check_invariants (s);
}

static void
test_fishermen_second_card_not_undoable (void)
{
  g_autofree CatanState *s = founded (", \"scenario\": \"fishermen\"");
  g_autoptr(JsonNode) give = json_from_string ("{\"player\": 1, \"type\": \"give_resource\", "
                                               "\"resource\": \"grain\", \"to\": 0}", NULL);
  g_autoptr(GError) error = NULL;
  TslMove m = { 0, };

  g_test_summary ("Fishermen with two seats and Catan Events (docs/rules-catan-tb.md): the second card's "
                  "fish are drawn in the event choice that lets it produce, so that choice cannot be taken "
                  "back, as no draw can (shared/tsl-engine.h, rule 8)");
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  ct_give (s, 1, TSL_CATAN_GRAIN, 1);
  turn (s, 6, "\"good_neighbors\"", 3, "null");
  ct_ok (s, "{\"player\": 0, \"type\": \"give_resource\", \"resource\": \"wool\", \"to\": 1}");
  g_assert_true (s->slice_events.event_card2_due);
  g_assert_true (catan_move_from_json (s, json_node_get_object (give), &m, &error));
  g_assert_no_error (error);
  g_assert_false (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  ct_ok (s, "{\"player\": 1, \"type\": \"give_resource\", \"resource\": \"grain\", \"to\": 0}");
  g_assert_false (s->slice_events.event_card2_due);
  g_assert_true (tsl_engine_move_is_undoable (ct_engine (), s, &(TslMove) { .type = TSL_CATAN_BUILD_ROAD }));
  ct_check_invariants (s);
}

static void
test_epidemic_own_card (void)
{
  g_autofree CatanState *s = founded ("");

  g_test_summary ("HU Járvány (\"Minden városért csak 1 nyersanyagkártya jár\") halves the cities' yield "
                  "of its own card only: 8 with Epidemic then 8 without gives a city 1 + 2");
  turn (s, 2, "\"plentiful_year\"", 12, "\"calm_sea\"");
  while (s->phase == CATAN_PHASE_EVENT)
    ct_ok (s, "{\"type\": \"take_resource\", \"resource\": \"brick\"}");
  ct_take_all (s, 0);
  ct_give (s, 0, TSL_CATAN_ORE, 3);
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_ok (s, "{\"type\": \"build_city\", \"vertex\": " V_B "}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_take_all (s, 0);
  ct_take_all (s, 1);
  turn (s, 8, "\"epidemic\"", 8, "null");
  g_assert_cmpuint (res (s, 0, TSL_CATAN_ORE), ==, 3);
  g_assert_cmpuint (res (s, 1, TSL_CATAN_WOOD), ==, 4);
  ct_check_invariants (s);
}

static void
test_new_year_second_card (void)
{
  g_autofree CatanState *s = founded ("");
  guint first = 0;
  guint64 drawn = 0;

  g_test_summary ("HU Újév may come up before either card: after the year's 31st card the second card "
                  "is drawn from the shuffled deck");
  while (catan_event_deck[first].number != 8 || catan_event_deck[first].event != TSL_CATAN_EVENT_NONE)
    first++;
  for (guint c = 0; catan_popcount (drawn) < 30; c++)
    if (c != first)
      drawn |= G_GUINT64_CONSTANT (1) << c;
  s->slice_events.event_drawn = drawn;
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"index\": 0, \"number\": 8, \"event\": null}, "
              "\"card2\": {\"number\": 8, \"event\": null}}", TSL_ERROR_INVALID_MOVE, NULL);
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"number\": 8, \"event\": null}, "
              "\"card2\": {\"number\": 8, \"event\": null, \"new_year\": false}}", TSL_ERROR_INVALID_MOVE,
              NULL);
  g_assert_cmpuint (s->slice_events.event_drawn, ==, drawn);
  ct_ok (s, "{\"type\": \"roll\", \"card\": {\"number\": 8, \"event\": null}, "
         "\"card2\": {\"number\": 3, \"event\": null, \"new_year\": true}}");
  g_assert_cmpuint (catan_popcount (s->slice_events.event_drawn), ==, 1);
  g_assert_true (s->slice_events.event_new_year2);
  g_assert_false (s->slice_events.event_new_year);
}

static void
test_trade_advantage_neutral (void)
{
  g_autofree CatanState *s = founded ("");

  g_test_summary ("HU Kereskedelmi előny (\"Akinél a Leghosszabb kereskedelmi út kártya van ... húzhat\") "
                  "with the card at a neutral (\"képzeletbeli, semleges játékos\"): nobody draws, the game "
                  "goes on (it waited forever before)");
  ct_give (s, 0, TSL_CATAN_WOOL, 2);
  ct_give (s, 1, TSL_CATAN_WOOL, 2);
  s->longest_holder = 2;
  turn (s, 5, "\"trade_advantage\"", 3, "null");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_END_TURN), ==, 1);
}

static void
test_friendly_robber_attack (void)
{
  g_autofree CatanState *s = founded (", \"friendly_robber\": true");

  g_test_summary ("Friendly Robber + Events + two-player: the Robber Attack 7 obeys the Friendly Robber "
                  "(both seats have 2 points); a hex beside a neutral only is allowed, neutrals are no "
                  "players with points");
  turn (s, 7, "\"robber_attack\"", 3, "null");
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [2,-1], \"victim\": null}", TSL_ERROR_INVALID_MOVE,
              "Friendly Robber");
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [1,-2], \"victim\": null}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (res (s, 0, TSL_CATAN_WOOD), ==, 1);
  /* Robber Flees then sends it back to the desert. */
  ct_ok (s, "{\"type\": \"end_turn\"}");
  turn (s, 4, "\"robber_flees\"", 9, "null");
  g_assert_cmpint (s->terrain[s->robber], ==, TSL_CATAN_DESERT);
  /* The token action still sends it there when it stands elsewhere. */
  ct_check_invariants (s);
}

static void
test_harbormaster_two_player (void)
{
  g_autofree CatanState *s = founded (", \"harbormaster\": true");
  guint64 harbors = 0;
  guint placed = 0;

  g_test_summary ("Harbormaster + two-player: the target 11 (\"mindenkori száma 1 ponttal megemelkedik\"); "
                  "a neutral on harbours earns no harbour points and never holds the card");
  g_assert_cmpuint (s->victory_points, ==, 11);
  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  for (guint v = 0; v < CATAN_N_VERTICES && placed < 3; v++)
    if ((harbors & VBIT (v)) && !(s->blocked & VBIT (v)))
      {
        ct_put_settlement (s, 2, v);
        placed++;
      }
  g_assert_cmpuint (placed, ==, 3);
  catan_hooks_built (s);   /* as after a building placed */
  g_assert_cmpuint (s->slice_harbormaster.holder, ==, CATAN_NONE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/combinations/two-player-events/two-cards", test_two_cards);
  g_test_add_func ("/catan/combinations/two-player-events/first-seven-waits", test_first_seven_waits);
  g_test_add_func ("/catan/combinations/two-player-events/two-sevens", test_two_sevens);
  g_test_add_func ("/catan/combinations/two-player-events/second-event-queued", test_second_event_queued);
  g_test_add_func ("/catan/combinations/two-player-events/epidemic-own-card", test_epidemic_own_card);
  g_test_add_func ("/catan/combinations/two-player-events/fishermen-second-card-not-undoable",
                   test_fishermen_second_card_not_undoable);
  g_test_add_func ("/catan/combinations/two-player-events/new-year-second-card", test_new_year_second_card);
  g_test_add_func ("/catan/combinations/two-player-events/trade-advantage-neutral", test_trade_advantage_neutral);
  g_test_add_func ("/catan/combinations/friendly-robber-events-two-player", test_friendly_robber_attack);
  g_test_add_func ("/catan/combinations/harbormaster-two-player", test_harbormaster_two_player);
  return g_test_run ();
}
