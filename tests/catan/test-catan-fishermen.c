/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* Fishermen of Catan (seed 002, "CATAN HALÁSZAI"; digest S1 of
 * ../shared/rules/traders-barbarians.md; docs/rules-catan-tb.md, S1) on
 * scripted situations.  HU quotes are from the seed's text. */

#define FISHERMEN "{\"layout\": \"beginner\", \"scenario\": \"fishermen\"}"
#define LAKE "[0,0]"   /* the beginner map's desert, in the island's middle */

static CatanState *
fishermen (guint       n_players,
           const char *options)
{
  CatanState *s = ct_new (options != NULL ? options : FISHERMEN, n_players, NULL);

  ct_skip_setup (s);
  return s;
}

/* A settlement put on the board, as if a road led to it. */
static void
settle (CatanState *s,
        guint       p,
        guint       v)
{
  ct_put_settlement (s, p, v);
  s->players[p].road_vertices |= VBIT (v);
}

/* The ground with @number and one of its fishing spots that is free. */
static guint
ground_with (const CatanState *s,
             guint             number)
{
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    if (s->slice_fishermen.fishing_number[g] == number)
      return g;
  g_assert_not_reached ();
}

static guint
lowest_vertex (guint64 mask)
{
  g_assert_true (mask != 0);
  return (guint) __builtin_ctzll (mask);
}

static void
test_setup (void)
{
  g_autofree CatanState *s = ct_new (FISHERMEN, 4, NULL);
  guint8 numbers[CATAN_N_FISHING_GROUNDS];

  g_test_summary ("HU ELŐKÉSZÜLETEK: “A sivatagot a tó helyettesíti”; “A part minden szabad szögletébe "
                  "egy halászhelyet teszünk”; “A rablót a játéktáblán kívülre állítjuk”");
  g_assert_cmpuint (s->slice_fishermen.lake, ==, ct_hex (LAKE));
  g_assert_cmpuint (s->terrain[s->slice_fishermen.lake], ==, TSL_CATAN_LAKE);
  g_assert_cmpuint (s->number[s->slice_fishermen.lake], ==, 0);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    g_assert_cmpuint (s->terrain[h], !=, TSL_CATAN_DESERT);
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
  /* 11 × 1, 10 × 2, 8 × 3 fish and the Old Boot (data/catan/fishermen.json). */
  g_assert_cmpuint (s->slice_fishermen.fish_pile[0], ==, 11);
  g_assert_cmpuint (s->slice_fishermen.fish_pile[1], ==, 10);
  g_assert_cmpuint (s->slice_fishermen.fish_pile[2], ==, 8);
  g_assert_cmpuint (s->slice_fishermen.boot_in_pile, ==, 1);
  g_assert_cmpuint (s->slice_fishermen.boot_holder, ==, CATAN_NONE);
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    {
      /* "Minden halászhely 3 kereszteződést jelöl ki a parton" */
      g_assert_cmpuint (catan_popcount (s->slice_fishermen.fishing_vertices[g]), ==, 3);
      g_assert_true (catan_fishing_site_ok (s, s->slice_fishermen.fishing_hex[g]));
      numbers[g] = s->slice_fishermen.fishing_number[g];
      for (guint k = 0; k < g; k++)
        g_assert_cmpuint (s->slice_fishermen.fishing_hex[k], !=, s->slice_fishermen.fishing_hex[g]);
    }
  {
    static const guint8 want[] = { 4, 5, 6, 8, 9, 10 };
    guint8 sorted[CATAN_N_FISHING_GROUNDS];

    memcpy (sorted, numbers, sizeof sorted);
    for (guint i = 0; i < CATAN_N_FISHING_GROUNDS; i++)
      for (guint j = i + 1; j < CATAN_N_FISHING_GROUNDS; j++)
        if (sorted[j] < sorted[i])
          {
            guint8 t = sorted[i];
            sorted[i] = sorted[j];
            sorted[j] = t;
          }
    g_assert_cmpmem (sorted, sizeof sorted, want, sizeof want);
  }
}

static void
test_lake_never_on_coast (void)
{
  g_test_summary ("HU “A sziget peremére (partvidék) nem kerülhet a tó”, on 300 shuffled boards");
  for (guint seed = 0; seed < 300; seed++)
    {
      TslEngine *engine = ct_engine ();
      g_autofree CatanState *s = tsl_engine_state_new (engine);
      g_autoptr(JsonNode) options = json_from_string ("{\"layout\": \"random\", \"scenario\": \"fishermen\"}", NULL);
      g_autoptr(GError) error = NULL;
      guint ring;

      tsl_engine_init_state (engine, s, json_node_get_object (options), 4, seed, NULL, &error);
      g_assert_no_error (error);
      ring = tsl_hex_distance (tsl_catan_topology ()->hex->hexes[s->slice_fishermen.lake], (TslHexCoord) { 0, 0 });
      g_assert_cmpuint (ring, <, 2);
      /* The other 18 hexes keep the 18 number tokens. */
      for (guint h = 0; h < CATAN_N_LAND; h++)
        g_assert_true ((s->number[h] != 0) == (h != s->slice_fishermen.lake));
      ct_check_invariants (s);
    }
}

static void
test_lake_production (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);
  guint v = ct_ring_corner (LAKE, 0);
  guint w = ct_ring_corner (LAKE, 3);

  g_test_summary ("HU “Akinek a tóparton van települése, minden alkalommal húzhat halkártyát, amikor 2, "
                  "3, 11, vagy 12 számot dobunk. Ha városa van a tóparton, 2 halkártyát kap.”");
  settle (s, 0, v);
  settle (s, 1, w);
  s->players[1].settlements &= ~VBIT (w);
  s->players[1].cities |= VBIT (w);
  /* 2: one card for the settlement, two for the city, in seat order. */
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [1, 1], \"fish_drawn\": [3, 1, 2]}");
  g_assert_cmpuint (s->slice_fishermen.fish[0][2], ==, 1);
  g_assert_cmpuint (s->slice_fishermen.fish[1][0] + s->slice_fishermen.fish[1][1], ==, 2);
  g_assert_cmpuint (catan_fish_total (s, 1), ==, 3);
  g_assert_cmpuint (s->slice_fishermen.fish_pile[0] + s->slice_fishermen.fish_pile[1] + s->slice_fishermen.fish_pile[2], ==, 26);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  /* 7 is no lake number, neither is 4 (a fishing ground's, not the lake's). */
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [2, 2], \"fish_drawn\": [1]}", TSL_ERROR_INVALID_MOVE,
              "records more fish cards");
  /* A record that names a card no longer in the pile is refused. */
  s->slice_fishermen.fish_pile[0] = 0;
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"fish_drawn\": [1, 2, 2]}", TSL_ERROR_INVALID_MOVE,
              "not left in the pile");
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"fish_drawn\": [2, 2]}", TSL_ERROR_INVALID_MOVE,
              "fewer fish cards");
}

static void
test_describe (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);
  g_autofree CatanState *before = NULL;
  g_autofree char *text = NULL;
  TslMove move;

  g_test_summary ("The log says how many fish cards a roll drew, not which (“lefordítva maga elé "
                  "helyezi”), and that the Old Boot was drawn (“rögtön fel kell fordítsa”)");
  settle (s, 0, ct_ring_corner (LAKE, 0));
  settle (s, 1, ct_ring_corner (LAKE, 3));
  before = g_memdup2 (s, sizeof *s);
  g_assert_true (ct_try (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"fish_drawn\": [3, 0]}", &move, NULL));
  text = tsl_engine_describe_move (ct_engine (), before, s, &move, NULL);
  g_assert_nonnull (strstr (text, "Player 1 drew 1 fish card."));
  g_assert_nonnull (strstr (text, "Player 2 drew the Old Boot"));
  g_assert_null (strstr (text, "Nobody received anything"));
}

static void
test_fishing_ground_production (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);
  guint g = ground_with (s, 10);
  guint v = lowest_vertex (s->slice_fishermen.fishing_vertices[g]);

  g_test_summary ("HU “Ha egy játékos települést alapít egy halásztelepen, minden alkalommal húzhat egy "
                  "halkártyát, ha a halászhelyén lévő számot dobja valaki.”");
  settle (s, 2, v);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [5, 5], \"fish_drawn\": [2]}");
  g_assert_cmpuint (s->slice_fishermen.fish[2][1], ==, 1);
  g_assert_cmpuint (catan_fish_cards (s, 0) + catan_fish_cards (s, 1), ==, 0);
}

static void
test_robber_blocks_lake (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);

  g_test_summary ("Docs S1 (decision): the robber may stand on the lake, which then yields no fish");
  settle (s, 0, ct_ring_corner (LAKE, 0));
  s->robber = (guint8) ct_hex (LAKE);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [1, 2]}");
  g_assert_cmpuint (catan_fish_cards (s, 0), ==, 0);
}

static void
test_hand_limit_swap (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);

  g_test_summary ("HU “Max. 7 halkártya ... kicserélheti egyik kártyáját a most húzottra”: a drawn card "
                  "with more fish replaces one with fewer, the other goes face up");
  settle (s, 0, ct_ring_corner (LAKE, 0));
  s->slice_fishermen.fish[0][0] = 7;
  s->slice_fishermen.fish_pile[0] -= 7;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [1, 1], \"fish_drawn\": [3]}");
  g_assert_cmpuint (s->slice_fishermen.fish[0][0], ==, 6);
  g_assert_cmpuint (s->slice_fishermen.fish[0][2], ==, 1);
  g_assert_cmpuint (s->slice_fishermen.fish_spent[0], ==, 1);
  g_assert_cmpuint (catan_fish_cards (s, 0), ==, CATAN_FISH_HAND_LIMIT);
  ct_check_invariants (s);
}

static void
test_pile_reshuffled (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);

  g_test_summary ("HU “Ha már nincs több felvehető halkártya, a már felhasználtakat újrakeverjük”");
  settle (s, 1, ct_ring_corner (LAKE, 0));
  memcpy (s->slice_fishermen.fish_spent, s->slice_fishermen.fish_pile, sizeof s->slice_fishermen.fish_spent);
  memset (s->slice_fishermen.fish_pile, 0, sizeof s->slice_fishermen.fish_pile);
  s->slice_fishermen.boot_in_pile = 0;
  s->slice_fishermen.boot_holder = 2;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [6, 6], \"fish_drawn\": [1]}");
  g_assert_cmpuint (s->slice_fishermen.fish[1][0], ==, 1);
  g_assert_cmpuint (s->slice_fishermen.fish_pile[0], ==, 10);
  g_assert_cmpuint (s->slice_fishermen.fish_spent[0] + s->slice_fishermen.fish_spent[1] + s->slice_fishermen.fish_spent[2], ==, 0);
}

static CatanState *
main_phase_with_fish (guint n_players,
                      guint ones,
                      guint twos,
                      guint threes)
{
  CatanState *s = fishermen (n_players, NULL);

  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 2]}");
  s->slice_fishermen.fish[0][0] = (guint8) ones;
  s->slice_fishermen.fish[0][1] = (guint8) twos;
  s->slice_fishermen.fish[0][2] = (guint8) threes;
  s->slice_fishermen.fish_pile[0] -= (guint8) ones;
  s->slice_fishermen.fish_pile[1] -= (guint8) twos;
  s->slice_fishermen.fish_pile[2] -= (guint8) threes;
  return s;
}

static void
test_fish_robber (void)
{
  g_autofree CatanState *s = main_phase_with_fish (3, 2, 1, 0);

  g_test_summary ("HU “2 hal: A játékos kizárhatja a rablót a játékból (a következő 7 dobásnál "
                  "visszatér)”; “A rablót ... az első 7 dobással lép be a játékba”");
  ct_refused (s, "{\"type\": \"fish_robber\", \"paid\": {\"2\": 1}}", TSL_ERROR_INVALID_MOVE, "not on the board");
  s->robber = (guint8) ct_hex ("[1,0]");
  ct_refused (s, "{\"type\": \"fish_robber\", \"paid\": {\"1\": 1}}", TSL_ERROR_INVALID_MOVE, "costs 2 fish");
  ct_refused (s, "{\"type\": \"fish_robber\", \"paid\": {\"3\": 1}}", TSL_ERROR_INVALID_MOVE, "do not have");
  ct_ok (s, "{\"type\": \"fish_robber\", \"paid\": {\"1\": 2}}");
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
  g_assert_cmpuint (s->slice_fishermen.fish[0][0], ==, 0);
  g_assert_cmpuint (s->slice_fishermen.fish_spent[0], ==, 2);
}

static void
test_fish_steal_and_resource (void)
{
  g_autofree CatanState *s = main_phase_with_fish (3, 0, 2, 2);

  g_test_summary ("HU “3 hal: ... húzhat 1 nyersanyagot egyik játékostársától. 4 hal: ... kap egy "
                  "tetszőleges nyersanyagot a bankból”; “Halkártyák nem felválthatók”; “Körönként több "
                  "akció is megengedett”");
  ct_give (s, 2, TSL_CATAN_ORE, 1);
  ct_refused (s, "{\"type\": \"fish_steal\", \"paid\": {\"3\": 1}, \"victim\": 1}", TSL_ERROR_INVALID_MOVE,
              "no resource cards");
  ct_ok (s, "{\"type\": \"fish_steal\", \"paid\": {\"3\": 1}, \"victim\": 2}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->players[2].n_res, ==, 0);
  /* Two 2-fish cards pay 4 exactly; a 3 and a 2 would pay 5 and lose one. */
  ct_ok (s, "{\"type\": \"fish_resource\", \"paid\": {\"3\": 1, \"2\": 1}, \"resource\": \"grain\"}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_GRAIN], ==, 1);
  g_assert_cmpuint (catan_fish_total (s, 0), ==, 2);
  g_assert_cmpuint (s->slice_fishermen.fish_spent[1] + s->slice_fishermen.fish_spent[2], ==, 3);
  ct_refused (s, "{\"type\": \"fish_resource\", \"paid\": {\"2\": 1}, \"resource\": \"wool\"}",
              TSL_ERROR_INVALID_MOVE, "costs 4 fish");
  ct_check_invariants (s);
}

static void
test_fish_road_and_dev_card (void)
{
  g_autofree CatanState *s = main_phase_with_fish (3, 1, 2, 3);
  guint v = ct_ring_corner ("[1,0]", 0);
  guint dev_before = s->dev_deck.len;
  guint e = ct_ring_edge ("[1,0]", 0);

  g_test_summary ("HU “5 hal: A játékos rögtön építhet 1 utat ingyen. 7 hal: A játékos kap 1 "
                  "fejlesztéskártyát ingyen.”");
  settle (s, 0, v);
  s->players[0].road_vertices |= VBIT (v);
  ct_refused (s, "{\"type\": \"fish_road\", \"paid\": {\"3\": 1, \"1\": 1}, \"edge\": [[1,0],[2,-1]]}",
              TSL_ERROR_INVALID_MOVE, "costs 5 fish");
  ct_ok (s, "{\"type\": \"fish_road\", \"paid\": {\"3\": 1, \"2\": 1}, \"edge\": [[1,0],[2,-1]]}");
  (void) e;
  g_assert_cmpuint (s->players[0].roads_left, ==, CATAN_ROADS - 1);
  g_assert_cmpuint (s->players[0].n_res, ==, 0);
  ct_ok (s, "{\"type\": \"fish_dev_card\", \"paid\": {\"3\": 2, \"1\": 1}, \"card\": \"monopoly\"}");
  g_assert_cmpuint (s->dev_deck.len, ==, dev_before - 1);
  g_assert_cmpuint (s->players[0].dev_new[TSL_CATAN_MONOPOLY], ==, 1);
  g_assert_cmpuint (catan_fish_total (s, 0), ==, 2);
}

static void
test_fish_only_in_build_phase (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);

  g_test_summary ("HU “a kereskedő- és építkező fázisban halkártyákat adhat be”: not before the roll");
  s->slice_fishermen.fish[0][2] = 1;
  s->slice_fishermen.fish_pile[2]--;
  ct_refused (s, "{\"type\": \"fish_resource\", \"paid\": {\"3\": 1}, \"resource\": \"ore\"}",
              TSL_ERROR_INVALID_MOVE, "Roll the dice first");
}

static void
test_fish_not_resources (void)
{
  g_autofree CatanState *s = main_phase_with_fish (3, 3, 2, 2);

  g_test_summary ("HU “A halkártyák nem számítanak nyersanyagnak, tehát nem kell belőlük 7 dobás esetén "
                  "visszaadni. Aki a rablót áthelyezi, nem húzhat halkártyát”");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_give (s, 0, TSL_CATAN_WOOD, 8);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpuint (s->discard[0], ==, 4);
  g_assert_cmpuint (s->players[0].n_res, ==, 8);
  /* The legal moves never pay fish in a discard. */
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_FISH_STEAL), ==, 0);
}

static void
test_minimal_payments_listed (void)
{
  g_autofree CatanState *s = main_phase_with_fish (3, 1, 0, 2);

  g_test_summary ("Legal moves hand in no card that is not needed (no change is given)");
  /* 4 fish from {1, 3, 3}: 1 + 3 or 3 + 3 (3 + 3 loses 2: still minimal, no card can go). */
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_FISH_RESOURCE), ==, 2 * 5);
  /* 7 fish: all three cards. */
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_FISH_DEV_CARD), ==, 1);
}

static void
test_old_boot (void)
{
  g_autofree CatanState *s = fishermen (3, NULL);

  g_test_summary ("HU “EGY RÉGI CIPŐ Aki ezt a kártyát húzza, rögtön fel kell fordítsa ... akinek "
                  "ugyanannyi, vagy több pontja van ... 1 ponttal többet kell gyűjtenie a győzelemhez”");
  settle (s, 0, ct_ring_corner (LAKE, 0));
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [1, 1], \"fish_drawn\": [0]}");
  g_assert_cmpuint (s->slice_fishermen.boot_holder, ==, 0);
  g_assert_cmpuint (s->slice_fishermen.boot_in_pile, ==, 0);
  g_assert_cmpuint (catan_fish_cards (s, 0), ==, 0);
  g_assert_cmpuint (catan_player_target (s, 0), ==, 11);
  g_assert_cmpuint (catan_player_target (s, 1), ==, 10);
  /* Seat 0 has 1 point, seat 1 none: it may not go there. */
  ct_refused (s, "{\"type\": \"pass_old_boot\", \"to\": 1}", TSL_ERROR_INVALID_MOVE, "as many victory points");
  settle (s, 1, ct_ring_corner ("[-2,2]", 0));
  /* Ten points do not win with the boot ... */
  s->players[0].dev[TSL_CATAN_VICTORY_POINT] = 9;
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpuint (s->winner, ==, CATAN_NONE);
  s->current = 0;
  s->phase = CATAN_PHASE_MAIN;
  s->players[1].dev[TSL_CATAN_VICTORY_POINT] = 0;
  /* ... and passing it on wins at once (public points: 1 and 1). */
  ct_ok (s, "{\"type\": \"pass_old_boot\", \"to\": 1}");
  g_assert_cmpuint (s->slice_fishermen.boot_holder, ==, 1);
  g_assert_cmpuint (s->winner, ==, 0);
}

static void
test_two_player (void)
{
  g_autofree CatanState *s = ct_new (FISHERMEN, 2, NULL);

  g_test_summary ("HU Kétszemélyes: “mindkét játékos kap 5 halkártyát: 2-2 egy halas, 2-2 két halas és 1-1 "
                  "három halas”; “Kereskedő zsetonokra nincs szükség. Akinek kevesebb győzelmi pontja van, "
                  "annak egy akció 1 hallal kevesebbe kerül.”");
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpuint (s->slice_fishermen.fish[p][0], ==, 2);
      g_assert_cmpuint (s->slice_fishermen.fish[p][1], ==, 2);
      g_assert_cmpuint (s->slice_fishermen.fish[p][2], ==, 1);
      g_assert_cmpuint (s->slice_two_player.tokens[p], ==, 0);
    }
  g_assert_cmpuint (s->slice_fishermen.fish_pile[0] + s->slice_fishermen.fish_pile[1] + s->slice_fishermen.fish_pile[2], ==, 29 - 10);
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
  ct_skip_setup (s);
  settle (s, 1, ct_ring_corner ("[-2,2]", 0));
  g_assert_cmpuint (catan_fish_cost (s, 0, TSL_CATAN_FISH_RESOURCE), ==, 3);
  g_assert_cmpuint (catan_fish_cost (s, 1, TSL_CATAN_FISH_RESOURCE), ==, 4);
  /* Settling on the coast brings no token and no fish ("csak a kidobott számok révén"). */
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_TURN_IN_KNIGHT), ==, 0);
  ct_check_invariants (s);
  /* The view shows no trade tokens and no token actions then. */
  {
    TslCatanInfo info;

    tsl_catan_info_read (s, 0, &info);
    g_assert_true (info.two_player.played);
    g_assert_false (info.two_player.trade_tokens);
    g_assert_cmpuint (info.players[0].two_player.token_cost, ==, 0);
  }
}

static void
test_events_robber_flees (void)
{
  g_autofree CatanState *s = ct_new ("{\"layout\": \"beginner\", \"scenario\": \"fishermen\", \"event_cards\": true}", 3,
                                     NULL);

  g_test_summary ("HU Az Események Catanon esetében: “A rabló visszavonul: A rablót a következő "
                  "rabló-akcióig a játéktáblán kívülre állítjuk.”");
  ct_skip_setup (s);
  s->robber = (guint8) ct_hex ("[1,0]");
  for (guint i = 0; i < TSL_CATAN_N_EVENT_CARDS; i++)
    if (catan_event_deck[i].event == TSL_CATAN_EVENT_ROBBER_FLEES)
      {
        g_autofree char *roll = g_strdup_printf ("{\"type\": \"roll\", \"card\": {\"number\": %u, "
                                                 "\"event\": \"robber_flees\"}}", catan_event_deck[i].number);

        ct_ok (s, roll);
        break;
      }
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
}

static void
test_harbormaster_target (void)
{
  g_autofree CatanState *s = ct_new ("{\"layout\": \"beginner\", \"scenario\": \"fishermen\", \"harbormaster\": true}", 3,
                                     NULL);

  g_test_summary ("HU “A Kikötőmester -rel kombinálva, a győzelemhez 11 pont (12 a régi cipővel) szükséges.”");
  g_assert_cmpuint (s->victory_points, ==, 11);
  s->slice_fishermen.boot_in_pile = 0;
  s->slice_fishermen.boot_holder = 2;
  g_assert_cmpuint (catan_player_target (s, 2), ==, 12);
  g_assert_cmpuint (catan_player_target (s, 0), ==, 11);
}

static void
test_setup_round_trip (void)
{
  g_autofree CatanState *s = ct_new (FISHERMEN, 3, NULL);
  g_autofree CatanState *t = NULL;
  g_autoptr(JsonNode) setup = tsl_engine_setup_to_json (ct_engine (), s);
  g_autofree char *text = ct_json_string (setup);

  g_test_summary ("The explicit setup carries the lake and the fishing grounds and gives the same board");
  g_assert_nonnull (strstr (text, "\"lake\""));
  g_assert_nonnull (strstr (text, "\"fishing_grounds\""));
  t = ct_new (FISHERMEN, 3, text);
  g_assert_cmpmem (t->terrain, sizeof t->terrain, s->terrain, sizeof s->terrain);
  g_assert_cmpmem (t->slice_fishermen.fishing_hex, sizeof t->slice_fishermen.fishing_hex, s->slice_fishermen.fishing_hex, sizeof s->slice_fishermen.fishing_hex);
  g_assert_cmpmem (t->slice_fishermen.fishing_number, sizeof t->slice_fishermen.fishing_number, s->slice_fishermen.fishing_number, sizeof s->slice_fishermen.fishing_number);
  g_assert_cmpuint (t->robber, ==, CATAN_NONE);
}

static void
test_setup_checked (void)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = tsl_engine_state_new (engine);
  g_autoptr(JsonNode) options = json_from_string (FISHERMEN, NULL);
  g_autoptr(JsonNode) base = json_from_string ("{\"layout\": \"beginner\"}", NULL);
  static const struct
  {
    const char *setup;
    const char *message;
  } cases[] = {
    { "{\"fishing_grounds\": [{\"at\": [0, 0], \"number\": 4}]}", "free point of the sea frame" },
    { "{\"fishing_grounds\": [{\"at\": [0, -3], \"number\": 4}]}", "free point of the sea frame" },
    { "{\"fishing_grounds\": 3}", "must be a list" },
    { "{\"hexes\": [{\"at\": [0, -2], \"terrain\": \"lake\"}, {\"at\": [0, 0], \"terrain\": \"forest\", "
      "\"number\": 5}]}", "coast" },
    { "{\"hexes\": [{\"at\": [0, 0], \"terrain\": \"desert\"}]}", "exactly one lake" },
  };

  g_test_summary ("An explicit setup is checked: grounds on free frame points, one inland lake");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(JsonNode) setup = json_from_string (cases[i].setup, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (options), 3, 1, setup, &error));
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
      g_assert_nonnull (strstr (error->message, cases[i].message));
    }
  {
    g_autoptr(JsonNode) setup = json_from_string ("{\"fishing_grounds\": []}", NULL);
    g_autoptr(GError) error = NULL;

    g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (base), 3, 1, setup, &error));
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/fishermen/setup", test_setup);
  g_test_add_func ("/engines/catan/fishermen/lake-never-on-coast", test_lake_never_on_coast);
  g_test_add_func ("/engines/catan/fishermen/lake-production", test_lake_production);
  g_test_add_func ("/engines/catan/fishermen/fishing-ground-production", test_fishing_ground_production);
  g_test_add_func ("/engines/catan/fishermen/describe", test_describe);
  g_test_add_func ("/engines/catan/fishermen/robber-blocks-lake", test_robber_blocks_lake);
  g_test_add_func ("/engines/catan/fishermen/hand-limit-swap", test_hand_limit_swap);
  g_test_add_func ("/engines/catan/fishermen/pile-reshuffled", test_pile_reshuffled);
  g_test_add_func ("/engines/catan/fishermen/fish-robber", test_fish_robber);
  g_test_add_func ("/engines/catan/fishermen/fish-steal-and-resource", test_fish_steal_and_resource);
  g_test_add_func ("/engines/catan/fishermen/fish-road-and-dev-card", test_fish_road_and_dev_card);
  g_test_add_func ("/engines/catan/fishermen/fish-only-in-build-phase", test_fish_only_in_build_phase);
  g_test_add_func ("/engines/catan/fishermen/fish-not-resources", test_fish_not_resources);
  g_test_add_func ("/engines/catan/fishermen/minimal-payments-listed", test_minimal_payments_listed);
  g_test_add_func ("/engines/catan/fishermen/old-boot", test_old_boot);
  g_test_add_func ("/engines/catan/fishermen/two-player", test_two_player);
  g_test_add_func ("/engines/catan/fishermen/events-robber-flees", test_events_robber_flees);
  g_test_add_func ("/engines/catan/fishermen/harbormaster-target", test_harbormaster_target);
  g_test_add_func ("/engines/catan/fishermen/setup-round-trip", test_setup_round_trip);
  g_test_add_func ("/engines/catan/fishermen/setup-checked", test_setup_checked);
  return g_test_run ();
}
