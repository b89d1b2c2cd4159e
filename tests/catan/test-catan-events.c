/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"
#include "tsl-self-play.h"

/* V2 Catan Events (seed 002, "CATAN ESEMÉNYEI"; docs/rules-catan-tb.md):
 * the deck, the New Year card and each event, with the cards drawn written
 * into the actions as a game file records them. */

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

/* Off for positions built by hand (settlements without roads). */
static gboolean check_invariants = TRUE;

static CatanState *
founded (gboolean events)
{
  CatanState *s = ct_new (events ? "{\"layout\": \"beginner\", \"event_cards\": true}"
                                 : "{\"layout\": \"beginner\"}", 4, NULL);

  ct_setup_round (s, founding);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  return s;
}

static void
draw (CatanState *s,
      guint       number,
      const char *event)
{
  g_autofree char *json = g_strdup_printf ("{\"type\": \"roll\", \"card\": {\"number\": %u, \"event\": %s}}",
                                           number, event);
  ct_ok (s, json);
  if (check_invariants)
    ct_check_invariants (s);
}

/* Knights played, their cards taken from the deck so the cards add up. */
static void
knights (CatanState *s,
         guint       p,
         guint       n)
{
  for (guint i = 0; i < n; i++)
    g_assert_true (tsl_deck_take (&s->dev_deck, TSL_CATAN_KNIGHT));
  s->players[p].knights += (guint8) n;
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
  if (check_invariants)
    ct_check_invariants (s);
}

/* An action on a vertex or an edge index, written as a file writes it. */
static char *
move_json (guint type,
           guint player,
           guint place)
{
  TslMove move = { .type = (guint16) type, .player = (gint8) player, .arg = { (gint32) place } };
  g_autofree CatanState *any = founded (TRUE);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, tsl_engine_move_to_json (ct_engine (), any, &move));
  return ct_json_string (node);
}

static void
test_deck (void)
{
  static const guint expect[13] = { 0, 0, 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 };
  guint per_number[13] = { 0, }, per_event[TSL_CATAN_N_EVENTS] = { 0, };
  g_autofree CatanState *s = founded (TRUE);

  g_test_summary ("HU Catan eseményei: 36 cards (\"A kártyán lévő számok statisztikailag korrekt "
                  "elosztása\") plus New Year with 5 cards set aside; 11 events on about half of them");
  for (guint c = 0; c < TSL_CATAN_N_EVENT_CARDS; c++)
    {
      per_number[catan_event_deck[c].number]++;
      per_event[catan_event_deck[c].event]++;
      /* Robber Attack is the 7, and only the 7. */
      g_assert_true ((catan_event_deck[c].event == TSL_CATAN_EVENT_ROBBER_ATTACK) ==
                     (catan_event_deck[c].number == 7));
    }
  for (guint n = 2; n <= 12; n++)
    g_assert_cmpuint (per_number[n], ==, expect[n]);
  for (guint e = 1; e < TSL_CATAN_N_EVENTS; e++)
    g_assert_cmpuint (per_event[e], >=, 1);
  g_assert_cmpuint (per_event[TSL_CATAN_EVENT_NONE], ==, 16);
  g_assert_cmpuint (catan_event_set_aside, ==, 5);
  g_assert_cmpuint (s->slice_events.event_card, ==, CATAN_NONE);
}

static void
test_new_year (void)
{
  g_autofree CatanState *s = founded (TRUE);
  TslRng rng;
  guint numbers[13] = { 0, };

  g_test_summary ("HU Újév: when the 31 cards above New Year are used up, all 36 are shuffled again, "
                  "5 set aside, and a new card is drawn; a card drawn this year cannot come again");
  tsl_rng_init (&rng, 5, 0);
  for (guint i = 0; i < 31; i++)
    {
      gint32 card = 0, new_year = 0;

      g_assert_false (catan_event_new_year_due (s));
      g_assert_true (catan_event_draw (s, FALSE, &card, &new_year, &rng, NULL));
      g_assert_cmpint (new_year, ==, 0);
      numbers[catan_event_deck[card].number]++;
    }
  /* At most as many of each number as the deck holds; 31 distinct cards. */
  g_assert_cmpuint (catan_popcount (s->slice_events.event_drawn), ==, 31);
  g_assert_cmpuint (numbers[7], <=, 6);
  g_assert_true (catan_event_new_year_due (s));

  {
    g_autofree CatanState *t = g_memdup2 (s, sizeof *s);
    guint last = s->slice_events.event_card;
    g_autofree char *again = g_strdup_printf ("{\"type\": \"roll\", \"card\": {\"index\": %u, \"number\": %u, "
                                              "\"event\": null, \"new_year\": false}}",
                                              last, catan_event_deck[last].number);

    /* A file must say that New Year came up. */
    ct_refused (t, again, TSL_ERROR_INVALID_MOVE, "New Year");
    g_free (again);
    /* After New Year any card of the 36 may come, the last one included. */
    again = g_strdup_printf ("{\"type\": \"roll\", \"card\": {\"index\": %u, \"number\": %u, \"event\": %s%s%s, "
                             "\"new_year\": true}}", last, catan_event_deck[last].number,
                             catan_event_deck[last].event ? "\"" : "",
                             catan_event_deck[last].event ? catan_event_names[catan_event_deck[last].event] : "null",
                             catan_event_deck[last].event ? "\"" : "");
    ct_ok (t, again);
    g_assert_cmpuint (t->slice_events.event_drawn, ==, G_GUINT64_CONSTANT (1) << last);
    g_assert_true (t->slice_events.event_new_year);
  }

  /* Drawn by the engine: New Year comes up, one card of a fresh cycle. */
  {
    gint32 card = 0, new_year = 0;

    g_assert_true (catan_event_draw (s, FALSE, &card, &new_year, &rng, NULL));
    g_assert_cmpint (new_year, ==, 1);
    g_assert_cmpuint (catan_popcount (s->slice_events.event_drawn), ==, 1);
  }
}

static void
test_card_refused (void)
{
  g_autofree CatanState *s = founded (TRUE);

  g_test_summary ("A recorded card must still be in the deck: the single 2 twice in one year is refused");
  ct_ok (s, "{\"type\": \"roll\", \"card\": {\"number\": 2, \"event\": \"plentiful_year\"}}");
  while (s->phase == CATAN_PHASE_EVENT)
    act (s, "{\"type\": \"take_resource\", \"resource\": \"ore\"}");
  act (s, "{\"type\": \"end_turn\"}");
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"number\": 2, \"event\": \"plentiful_year\"}}",
              TSL_ERROR_INVALID_MOVE, "not left in the deck");
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"number\": 12, \"event\": \"epidemic\"}}",
              TSL_ERROR_INVALID_MOVE, "not left in the deck");
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"index\": 0, \"number\": 3, \"event\": null}}",
              TSL_ERROR_INVALID_MOVE, "do not match");
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [3, 4]}", TSL_ERROR_PARSE, "event cards");
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"number\": 13, \"event\": null}}", TSL_ERROR_PARSE, "number");
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"number\": 6, \"event\": \"flood\"}}", TSL_ERROR_PARSE, "event");
  ct_refused (s, "{\"type\": \"roll\", \"card\": {\"number\": 6}}", TSL_ERROR_PARSE, "card");
  {
    g_autofree CatanState *dice = founded (FALSE);

    ct_refused (dice, "{\"type\": \"roll\", \"card\": {\"number\": 6, \"event\": null}}",
                TSL_ERROR_PARSE, "dice");
    ct_refused (dice, "{\"type\": \"repair_road\", \"edge\": " E_A "}", TSL_ERROR_INVALID_MOVE, NULL);
  }
}

static void
test_production (void)
{
  g_autofree CatanState *dice = founded (FALSE);
  g_autofree CatanState *cards = founded (TRUE);

  g_test_summary ("HU \"A kártyán lévő szám mutatja, mely tájegységek termelnek nyersanyagot\": "
                  "a card produces as the same sum of the dice does");
  ct_ok (dice, "{\"type\": \"roll\", \"dice\": [2, 4]}");
  draw (cards, 6, "null");
  g_assert_cmpint (cards->phase, ==, CATAN_PHASE_MAIN);
  for (guint p = 0; p < 4; p++)
    g_assert_true (memcmp (dice->players[p].res.count, cards->players[p].res.count, CATAN_N_RES) == 0);
  g_assert_cmpuint (cards->dice[0] + cards->dice[1], ==, 0);
}

/* Turns every settlement into a city. */
static void
all_cities (CatanState *s)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      guint n = catan_popcount (s->players[p].settlements);

      s->players[p].cities = s->players[p].settlements;
      s->players[p].settlements = 0;
      s->players[p].settlements_left += (guint8) n;
      s->players[p].cities_left -= (guint8) n;
    }
}

static void
test_epidemic (void)
{
  g_autofree CatanState *plain = founded (TRUE);
  g_autofree CatanState *sick = founded (TRUE);
  guint gained = 0;

  g_test_summary ("HU Járvány: \"Minden játékos, városai után csak 1 nyersanyagot kap\"");
  all_cities (plain);
  all_cities (sick);
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (plain->players[p].n_res, ==, sick->players[p].n_res);
  draw (plain, 8, "null");
  draw (sick, 8, "\"epidemic\"");
  for (guint p = 0; p < 4; p++)
    {
      g_autofree CatanState *start = founded (TRUE);
      guint two, one;

      all_cities (start);
      two = plain->players[p].n_res - start->players[p].n_res;
      one = sick->players[p].n_res - start->players[p].n_res;
      g_assert_cmpuint (two, ==, 2 * one);
      gained += two;
    }
  g_assert_cmpuint (gained, >, 0);
}

static void
test_robber_attack (void)
{
  g_autofree CatanState *s = founded (TRUE);

  g_test_summary ("HU Rablótámadás: more than 7 cards give back half, then the robber moves (a 7)");
  ct_give (s, 1, TSL_CATAN_WOOL, 9);
  draw (s, 7, "\"robber_attack\"");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_DISCARD);
  g_assert_cmpuint (s->discard[1], ==, (s->players[1].n_res) / 2);
  act (s, "{\"player\": 1, \"type\": \"discard\", \"cards\": {\"wool\": %u}}", s->discard[1]);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
}

static void
test_robber_flees (void)
{
  g_autofree CatanState *s = founded (TRUE);
  guint desert = CATAN_NONE;

  g_test_summary ("HU A rabló visszavonul: \"A rablót azonnal visszaállítjuk a sivatagba\"");
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] == TSL_CATAN_DESERT)
      desert = h;
  s->robber = (guint8) ((desert + 1) % CATAN_N_LAND);
  draw (s, 4, "\"robber_flees\"");
  g_assert_cmpuint (s->robber, ==, desert);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

/* The path leaving the far end of @p's founding road @road, away from it. */
static guint
extension (const CatanState *s,
           guint             settlement,
           guint             road)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint far = t->edge_vertices[road][0] == settlement ? t->edge_vertices[road][1] : t->edge_vertices[road][0];

  for (guint i = 0; i < t->vertex_n_edges[far]; i++)
    {
      guint e = t->vertex_edges[far][i];
      guint w = t->edge_vertices[e][0] == far ? t->edge_vertices[e][1] : t->edge_vertices[e][0];

      if (e != road && !catan_edges_has (&s->roads_all, e) && !(s->blocked & VBIT (w)) &&
          catan_edges_has (&s->buildable_edges, e))
        return e;
    }
  g_assert_not_reached ();
}

static void
test_earthquake (void)
{
  g_autofree CatanState *s = founded (TRUE);
  const CatanTopo *t = tsl_catan_topology ();
  guint e2 = extension (s, (guint) ct_vertex (V_A), (guint) ct_edge (E_A));
  guint far = t->edge_vertices[e2][0];
  guint length, wood, brick;
  g_autofree char *damage = move_json (TSL_CATAN_DAMAGE_ROAD, 0, e2);
  g_autofree char *repair = move_json (TSL_CATAN_REPAIR_ROAD, 0, e2);
  g_autofree char *settle = NULL;

  g_test_summary ("HU Földrengés: each player turns a road sideways; it must be repaired (1 lumber, "
                  "1 brick) before new roads; it still counts for the Longest Road; no settlement by it");
  ct_put_road (s, 0, e2);
  if (s->blocked & VBIT (far) || catan_popcount (s->players[0].road_vertices & VBIT (far)) == 0 ||
      far == t->edge_vertices[(guint) ct_edge (E_A)][0] || far == t->edge_vertices[(guint) ct_edge (E_A)][1])
    far = t->edge_vertices[e2][1];
  length = catan_longest_road (s, 0);

  draw (s, 6, "\"earthquake\"");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_EVENT);
  g_assert_cmpint (catan_actor (s), ==, 0);
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_DAMAGE_ROAD), ==, 3);
  ct_refused (s, "{\"player\": 0, \"type\": \"damage_road\", \"edge\": " E_B "}",
              TSL_ERROR_INVALID_MOVE, "own roads");
  ct_refused (s, "{\"player\": 1, \"type\": \"damage_road\", \"edge\": " E_B "}",
              TSL_ERROR_INVALID_MOVE, "Seat 0");
  ct_refused (s, "{\"player\": 0, \"type\": \"end_turn\"}", TSL_ERROR_INVALID_MOVE, "event");
  act (s, "%s", damage);
  act (s, "{\"player\": 1, \"type\": \"damage_road\", \"edge\": " E_B "}");
  act (s, "{\"player\": 2, \"type\": \"damage_road\", \"edge\": " E_C "}");
  act (s, "{\"player\": 3, \"type\": \"damage_road\", \"edge\": " E_D "}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (catan_longest_road (s, 0), ==, length);

  ct_give (s, 0, TSL_CATAN_WOOD, 3);
  ct_give (s, 0, TSL_CATAN_BRICK, 3);
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_BUILD_ROAD), ==, 0);
  ct_refused (s, "{\"type\": \"build_road\", \"edge\": [[0,-1],[0,0]]}", TSL_ERROR_INVALID_MOVE, "Repair");
  g_assert_false (catan_settlement_spots (s, 0) & VBIT (far));
  g_assert_false (s->blocked & VBIT (far));
  settle = move_json (TSL_CATAN_BUILD_SETTLEMENT, 0, far);
  ct_refused (s, settle, TSL_ERROR_INVALID_MOVE, "only a damaged road");
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_REPAIR_ROAD), ==, 1);
  wood = s->players[0].res.count[TSL_CATAN_WOOD];
  brick = s->players[0].res.count[TSL_CATAN_BRICK];
  act (s, "%s", repair);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOD], ==, wood - 1);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_BRICK], ==, brick - 1);
  g_assert_false (catan_has_damaged_road (s, 0));
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_BUILD_ROAD), >, 0);
  g_assert_true (catan_has_damaged_road (s, 1));
}

static void
test_earthquake_not_frozen (void)
{
  g_autofree CatanState *s = founded (TRUE);
  const CatanTopo *t = tsl_catan_topology ();
  guint e2 = extension (s, (guint) ct_vertex (V_A), (guint) ct_edge (E_A));
  guint far;

  g_test_summary ("A site reached only by a damaged road is not closed for good (a repair opens "
                  "it), so the game does not end as frozen");
  ct_put_road (s, 0, e2);
  far = (s->players[0].road_vertices & VBIT (t->edge_vertices[e2][0])) &&
        !(s->blocked & VBIT (t->edge_vertices[e2][0])) ? t->edge_vertices[e2][0] : t->edge_vertices[e2][1];
  g_assert_false (s->blocked & VBIT (far));
  catan_edges_add (&s->roads_damaged, e2);
  /* Nothing else can score: no deck, no cities, no roads left, only seat 0 has settlements left. */
  s->dev_deck.len = 0;
  for (guint p = 0; p < 4; p++)
    {
      s->players[p].cities_left = 0;
      s->players[p].roads_left = 0;
      s->players[p].settlements_left = p == 0 ? 1 : 0;
    }
  g_assert_false (catan_settlement_spots (s, 0) & VBIT (far));
  g_assert_false (catan_score_frozen (s));
}

static void
test_good_neighbors (void)
{
  g_autofree CatanState *s = founded (TRUE);
  guint before[4];

  g_test_summary ("HU Jó szomszédság: every player gives the left neighbour (the next player) one "
                  "card of their choice, if they have any; production comes first");
  ct_take_all (s, 3);
  draw (s, 6, "\"good_neighbors\"");
  for (guint p = 0; p < 4; p++)
    before[p] = s->players[p].n_res;
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_EVENT);
  g_assert_cmpuint (s->slice_events.event_pending & (1u << 3), ==, before[3] > 0 ? 1u << 3 : 0);
  ct_refused (s, "{\"player\": 0, \"type\": \"give_resource\", \"resource\": \"ore\", \"to\": 2}",
              TSL_ERROR_INVALID_MOVE, NULL);
  while (s->phase == CATAN_PHASE_EVENT)
    {
      guint p = (guint) catan_actor (s);
      guint r = 0;

      while (s->players[p].res.count[r] == 0)
        r++;
      if (p == 0)
        {
          g_autofree char *wrong = g_strdup_printf ("{\"player\": 0, \"type\": \"give_resource\", "
                                                    "\"resource\": \"%s\", \"to\": 3}", catan_resource_names[r]);
          ct_refused (s, wrong, TSL_ERROR_INVALID_MOVE, "left neighbour");
        }
      act (s, "{\"player\": %u, \"type\": \"give_resource\", \"resource\": \"%s\", \"to\": %u}",
           p, catan_resource_names[r], (p + 1) % 4);
    }
  for (guint p = 0; p < 4; p++)
    {
      guint from_right = before[(p + 3) % 4] > 0;
      guint gave = before[p] > 0;

      g_assert_cmpuint (s->players[p].n_res, ==, before[p] + from_right - gave);
    }
}

static void
test_tournament (void)
{
  g_autofree CatanState *s = founded (TRUE);
  g_autofree CatanState *none = founded (TRUE);

  g_test_summary ("HU Lovagi torna: the player or players with the most knights played take one "
                  "resource of their choice; nobody when no knight was played");
  knights (s, 1, 2);
  knights (s, 2, 2);
  knights (s, 3, 1);
  draw (s, 5, "\"tournament\"");
  g_assert_cmpuint (s->slice_events.event_pending, ==, 0x6);
  g_assert_cmpint (catan_actor (s), ==, 1);
  g_assert_cmpuint (ct_legal_count (s, 0, TSL_CATAN_TAKE_RESOURCE), ==, 5);
  act (s, "{\"player\": 1, \"type\": \"take_resource\", \"resource\": \"ore\"}");
  ct_refused (s, "{\"player\": 3, \"type\": \"take_resource\", \"resource\": \"ore\"}", TSL_ERROR_INVALID_MOVE, "Seat 2");
  act (s, "{\"player\": 2, \"type\": \"take_resource\", \"resource\": \"grain\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);

  draw (none, 5, "\"tournament\"");
  g_assert_cmpint (none->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_trade_advantage (void)
{
  g_autofree CatanState *s = founded (TRUE);
  guint n2;

  g_test_summary ("HU Kereskedelmi előny: the holder of the Longest Road draws a resource card "
                  "from an opponent of their choice");
  /* The card itself, without the five roads: only who holds it matters here. */
  s->longest_holder = 1;
  ct_take_all (s, 2);
  ct_give (s, 2, TSL_CATAN_ORE, 1);
  ct_ok (s, "{\"type\": \"roll\", \"card\": {\"number\": 5, \"event\": \"trade_advantage\"}}");
  g_assert_cmpint (catan_actor (s), ==, 1);
  n2 = s->players[2].n_res;
  ct_refused (s, "{\"player\": 1, \"type\": \"draw_resource\", \"victim\": 1}", TSL_ERROR_INVALID_MOVE, "opponents");
  ct_refused (s, "{\"player\": 1, \"type\": \"draw_resource\", \"victim\": 2, \"drawn\": \"brick\"}",
              TSL_ERROR_INVALID_MOVE, "not in that player’s hand");
  ct_ok (s, "{\"player\": 1, \"type\": \"draw_resource\", \"victim\": 2, \"drawn\": \"ore\"}");
  g_assert_cmpuint (s->players[2].n_res, ==, n2 - 1);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_calm_sea (void)
{
  g_autofree CatanState *s = founded (TRUE);
  guint64 harbors = 0;
  guint most = 0;

  check_invariants = FALSE;
  g_test_summary ("HU Nyugodt tenger: the player(s) with the most settlements and cities at harbours "
                  "take a resource of their choice");
  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  for (guint p = 0; p < 3; p++)
    most = MAX (most, catan_popcount (catan_own_buildings (s, p) & harbors));
  while (catan_popcount (catan_own_buildings (s, 3) & harbors) <= most)
    ct_put_settlement (s, 3, (guint) __builtin_ctzll (harbors & ~s->blocked));
  draw (s, 9, "\"calm_sea\"");
  g_assert_cmpuint (s->slice_events.event_pending, ==, 1u << 3);
  act (s, "{\"player\": 3, \"type\": \"take_resource\", \"resource\": \"brick\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  check_invariants = TRUE;
}

static void
test_neighborly_assistance (void)
{
  g_autofree CatanState *s = founded (TRUE);
  const CatanTopo *t = tsl_catan_topology ();
  guint64 free_sites = s->buildable_vertices & ~s->blocked;
  guint v = (guint) __builtin_ctzll (free_sites);

  check_invariants = FALSE;
  g_test_summary ("HU Szomszédi segítség: the leaders each give a card of their choice to an "
                  "opponent with fewer points");
  ct_put_settlement (s, 2, v);
  free_sites = s->buildable_vertices & ~s->blocked & ~t->vertex_nbr_mask[v];
  ct_put_settlement (s, 1, (guint) __builtin_ctzll (free_sites));
  ct_give (s, 1, TSL_CATAN_WOOL, 1);
  ct_give (s, 2, TSL_CATAN_WOOL, 1);
  draw (s, 10, "\"neighborly_assistance\"");
  g_assert_cmpuint (s->slice_events.event_pending, ==, 0x6);
  ct_refused (s, "{\"player\": 1, \"type\": \"give_resource\", \"resource\": \"wool\", \"to\": 2}",
              TSL_ERROR_INVALID_MOVE, "fewer victory points");
  act (s, "{\"player\": 1, \"type\": \"give_resource\", \"resource\": \"wool\", \"to\": 0}");
  act (s, "{\"player\": 2, \"type\": \"give_resource\", \"resource\": \"wool\", \"to\": 3}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  check_invariants = TRUE;
}

static void
test_conflict (void)
{
  g_autofree CatanState *s = founded (TRUE);
  g_autofree CatanState *tie = founded (TRUE);

  g_test_summary ("HU Konfliktus: only the player who alone has the most knights draws a card from "
                  "an opponent of their choice");
  knights (s, 3, 1);
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  draw (s, 3, "\"conflict\"");
  g_assert_cmpint (catan_actor (s), ==, 3);
  act (s, "{\"player\": 3, \"type\": \"draw_resource\", \"victim\": 0}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);

  knights (tie, 3, 1);
  knights (tie, 2, 1);
  draw (tie, 3, "\"conflict\"");
  g_assert_cmpint (tie->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_plentiful_year (void)
{
  g_autofree CatanState *s = founded (TRUE);
  g_autofree CatanState *scarce = founded (TRUE);

  g_test_summary ("HU Bő termés: every player takes a resource of their choice from the bank; "
                  "nobody takes a card the bank no longer has");
  draw (s, 2, "\"plentiful_year\"");
  g_assert_cmpuint (s->slice_events.event_pending, ==, 0xf);
  for (guint i = 0; i < 4; i++)
    act (s, "{\"player\": %u, \"type\": \"take_resource\", \"resource\": \"wool\"}", i);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);

  /* Leave two cards in the bank. */
  for (guint r = 0; r < CATAN_N_RES; r++)
    while (scarce->bank.count[r] > (r == TSL_CATAN_ORE ? 2 : 0))
      ct_give (scarce, 1, r, 1);
  draw (scarce, 2, "\"plentiful_year\"");
  act (scarce, "{\"player\": 0, \"type\": \"take_resource\", \"resource\": \"ore\"}");
  ct_refused (scarce, "{\"player\": 1, \"type\": \"take_resource\", \"resource\": \"wool\"}",
              TSL_ERROR_INVALID_MOVE, "no card");
  act (scarce, "{\"player\": 1, \"type\": \"take_resource\", \"resource\": \"ore\"}");
  g_assert_cmpint (scarce->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_state_json (void)
{
  g_autofree CatanState *s = founded (TRUE);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *ev;

  g_test_summary ("The state tells the last card, the cards left before New Year and the pending event");
  draw (s, 2, "\"plentiful_year\"");
  node = ct_state_json (s);
  ev = json_object_get_object_member (json_node_get_object (node), "event_cards");
  g_assert_nonnull (ev);
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (ev, "last_card"), "number"), ==, 2);
  g_assert_cmpint (json_object_get_int_member (ev, "left_before_new_year"), ==, 30);
  g_assert_cmpstr (json_object_get_string_member (ev, "pending_event"), ==, "plentiful_year");
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "phase"), ==, "event");
}

static void
test_view_info (void)
{
  g_autofree CatanState *s = founded (TRUE);
  TslCatanInfo info;

  g_test_summary ("The view API shows the last card and the choice an event awaits");
  tsl_catan_info_read (s, 0, &info);
  g_assert_true (info.events.played);
  g_assert_cmpint (info.events.event_card, ==, -1);
  g_assert_cmpuint (info.events.event_cards_left, ==, 31);
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  draw (s, 6, "\"good_neighbors\"");
  tsl_catan_info_read (s, 0, &info);
  g_assert_cmpuint (info.events.event_number, ==, 6);
  g_assert_cmpint (info.events.event, ==, TSL_CATAN_EVENT_GOOD_NEIGHBORS);
  g_assert_cmpint (info.events.event_pending, ==, TSL_CATAN_EVENT_GOOD_NEIGHBORS);
  g_assert_cmpuint (info.events.event_seats & 1, ==, 1);
  g_assert_cmpuint (info.events.event_give_to, ==, 1u << 1);
  g_assert_cmpuint (info.events.event_cards_left, ==, 30);
  g_assert_cmpstr (tsl_catan_event_title (info.events.event), ==, "Good Neighbours");
}

static void
test_random_games (void)
{
  TslEngine *engine = ct_engine ();
  guint games = g_test_slow () ? 2000 : 100;
  TslMoveList list;
  TslRng rng;

  g_test_summary ("Random players play games with events to the end, every invariant holding");
  tsl_move_list_init (&list);
  for (guint g = 0; g < games; g++)
    {
      g_autofree CatanState *s = ct_new ("{\"event_cards\": true}", 3 + g % 2, NULL);
      guint steps = 0;

      s->victory_points = 10;
      tsl_rng_init (&rng, g, 99);
      while (s->phase != CATAN_PHASE_OVER)
        {
          TslMove m;
          g_autoptr(GError) error = NULL;

          tsl_move_list_reset (&list);
          tsl_engine_legal_moves (engine, s, TSL_LEGAL_NO_NEGOTIATION, &list);
          g_assert_cmpuint (list.len, >, 0);
          m = list.moves[tsl_rng_below (&rng, list.len)];
          g_assert_true (tsl_engine_apply_move (engine, s, &m, &rng, &error));
          g_assert_no_error (error);
          if (steps++ % 16 == 0)
            ct_check_invariants (s);
          g_assert_cmpuint (steps, <, 200000);
        }
      ct_check_invariants (s);
    }
  tsl_move_list_clear (&list);
}

static void
test_greedy_games (void)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;
  guint games = g_test_slow () ? 10000 : 200;
  guint won = 0;

  g_test_summary ("The greedy player makes only legal event choices, finishes every game and "
                  "beats three random players at least 95 % of the time");
  json_object_set_boolean_member (options, "event_cards", TRUE);
  for (guint g = 0; g < games; g++)
    {
      guint seat = g % 4;
      TslAi *ais[4];
      TslSelfPlayResult result;

      for (guint i = 0; i < 4; i++)
        ais[i] = tsl_engine_create_ai (engine, i == seat || g % 5 == 0 ? "greedy" : "random", &error);
      g_assert_no_error (error);
      g_assert_true (tsl_self_play (engine, options, 4, ais, 7000 + g, &result, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (result.finished);
      if (g % 5 != 0)
        won += (result.winners >> seat) & 1;
      for (guint i = 0; i < 4; i++)
        g_object_unref (ais[i]);
    }
  g_assert_cmpuint (won * 100, >=, 95 * (games - games / 5));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/events/deck", test_deck);
  g_test_add_func ("/catan/events/new-year", test_new_year);
  g_test_add_func ("/catan/events/card-refused", test_card_refused);
  g_test_add_func ("/catan/events/production", test_production);
  g_test_add_func ("/catan/events/epidemic", test_epidemic);
  g_test_add_func ("/catan/events/robber-attack", test_robber_attack);
  g_test_add_func ("/catan/events/robber-flees", test_robber_flees);
  g_test_add_func ("/catan/events/earthquake", test_earthquake);
  g_test_add_func ("/catan/events/earthquake-not-frozen", test_earthquake_not_frozen);
  g_test_add_func ("/catan/events/good-neighbors", test_good_neighbors);
  g_test_add_func ("/catan/events/tournament", test_tournament);
  g_test_add_func ("/catan/events/trade-advantage", test_trade_advantage);
  g_test_add_func ("/catan/events/calm-sea", test_calm_sea);
  g_test_add_func ("/catan/events/neighborly-assistance", test_neighborly_assistance);
  g_test_add_func ("/catan/events/conflict", test_conflict);
  g_test_add_func ("/catan/events/plentiful-year", test_plentiful_year);
  g_test_add_func ("/catan/events/state-json", test_state_json);
  g_test_add_func ("/catan/events/view-info", test_view_info);
  g_test_add_func ("/catan/events/random-games", test_random_games);
  g_test_add_func ("/catan/events/greedy-games", test_greedy_games);
  return g_test_run ();
}
