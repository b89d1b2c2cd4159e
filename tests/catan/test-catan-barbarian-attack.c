/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"

/* Barbarian Attack (seed 002, "A BARBÁROK TÁMADÁSA"; digest S4 of
 * ../shared/rules/traders-barbarians.md; docs/rules-catan-tb.md, S4):
 * scripted situations with the seed's worked examples, the combinations
 * with the variants, and random games.  HU quotes are from the seed. */

#define BA "{\"scenario\": \"barbarian_attack\"}"
/* The fixed number scheme (data/catan/barbarian-attack.json): the seed's
 * example hexes A (3), B (9) and C (8) on the coast. */
#define HEX_3  "[0,-2]"
#define HEX_9  "[2,0]"
#define HEX_8  "[-1,-1]"
#define HEX_2  "[-1,2]"
#define HEX_12 "[1,-2]"
#define CASTLE "[-2,2]"

static guint n_games = 200;

static const char *
edge_json (guint e)
{
  static char buffers[4][40];   /* an action names up to two paths */
  static guint next;
  const CatanTopo *t = tsl_catan_topology ();
  TslHexCoord a = t->hex->hexes[t->edge_hexes[e][0]];
  TslHexCoord b = t->hex->hexes[t->edge_hexes[e][1]];
  char *buf = buffers[next++ % G_N_ELEMENTS (buffers)];

  g_snprintf (buf, sizeof buffers[0], "[[%d,%d],[%d,%d]]", a.q, a.r, b.q, b.r);
  return buf;
}

G_GNUC_PRINTF (1, 2) static char *
action (const char *format,
        ...)
{
  va_list args;
  char *text;

  va_start (args, format);
  text = g_strdup_vprintf (format, args);
  va_end (args);
  return text;
}

static void
ok (CatanState *s,
    char       *json)
{
  ct_ok (s, json);
  g_free (json);
}

static void
refused (CatanState *s,
         char       *json,
         const char *part)
{
  ct_refused (s, json, TSL_ERROR_INVALID_MOVE, part);
  g_free (json);
}

/* The main phase of seat 0's turn, founding skipped. */
static CatanState *
ba_main (const char *options,
         guint       n_players)
{
  CatanState *s = ct_new (options, n_players, NULL);

  ct_skip_setup (s);
  s->phase = CATAN_PHASE_MAIN;
  s->rolled = TRUE;
  return s;
}

/* A corner of @hex touching no other land hex. */
static guint
lone_corner (const char *hex)
{
  const CatanTopo *t = tsl_catan_topology ();

  for (guint k = 0; k < 6; k++)
    {
      guint v = ct_ring_corner (hex, k);

      if (t->vertex_n_land[v] == 1)
        return v;
    }
  g_assert_not_reached ();
}

/* A settlement with a road beside it, as the invariants want. */
static void
settle (CatanState *s,
        guint       p,
        guint       v)
{
  const CatanTopo *t = tsl_catan_topology ();

  ct_put_settlement (s, p, v);
  for (guint i = 0; i < t->vertex_n_edges[v]; i++)
    if (!catan_edges_has (&s->roads_all, t->vertex_edges[v][i]))
      {
        ct_put_road (s, p, t->vertex_edges[v][i]);
        return;
      }
}

static void
set_barbarians (CatanState *s,
                const char *hex,
                guint       n)
{
  guint h = (guint) ct_hex (hex);

  s->slice_barbarian_attack.barbarians_left = (guint8) (s->slice_barbarian_attack.barbarians_left + s->slice_barbarian_attack.barbarians[h] - n);
  s->slice_barbarian_attack.barbarians[h] = (guint8) n;
  catan_ba_refresh (s);
}

static void
put_knight (CatanState *s,
            guint       owner,
            guint       e)
{
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[e], ==, CATAN_NONE);
  s->slice_barbarian_attack.knight_at[e] = (guint8) owner;
  if (owner < CATAN_MAX_PLAYERS)
    s->slice_barbarian_attack.knights_left[owner]--;
}

static void
test_setup (void)
{
  g_autofree CatanState *s = ct_new (BA, 4, NULL);
  g_autofree CatanState *h = ct_new ("{\"scenario\": \"barbarian_attack\", \"harbormaster\": true}", 3, NULL);
  guint8 coast[CATAN_N_LAND];
  guint n = catan_ba_coast (s, coast);
  guint numbers = 0, dev[CATAN_N_DEV] = { 0, };

  g_test_summary ("The board, pieces, deck and target of the scenario");
  /* "Először ... a sivatagot, és a várat tesszük le" (juergs.ch: castle lower left, desert upper right). */
  g_assert_cmpint (s->terrain[ct_hex (CASTLE)], ==, TSL_CATAN_CASTLE);
  g_assert_cmpint (s->terrain[ct_hex ("[2,-2]")], ==, TSL_CATAN_DESERT);
  g_assert_cmpuint (s->slice_barbarian_attack.castle, ==, (guint) ct_hex (CASTLE));
  /* "A vártól balra fekvő mezővel kezdjük, majd az óra járásával megegyező irányban". */
  g_assert_cmpuint (n, ==, 10);
  g_assert_cmpint (coast[0], ==, ct_hex ("[-2,1]"));
  g_assert_cmpint (coast[1], ==, ct_hex ("[-2,0]"));
  g_assert_cmpint (coast[9], ==, ct_hex (HEX_2));
  /* Each of 2..12 but 7 once on the coast (our scheme); 2 and 12 among them. */
  for (guint i = 0; i < n; i++)
    numbers |= 1u << s->number[coast[i]];
  g_assert_cmphex (numbers, ==, 0x1ffc & ~(1u << 7));
  /* "2x erdő, 2x dombvidék, 3x legelő, 1x hegység és 2x szántóföld" on the coast. */
  {
    guint count[TSL_CATAN_N_TERRAINS] = { 0, };

    for (guint i = 0; i < n; i++)
      count[s->terrain[coast[i]]]++;
    g_assert_cmpuint (count[TSL_CATAN_FOREST], ==, 2);
    g_assert_cmpuint (count[TSL_CATAN_HILLS], ==, 2);
    g_assert_cmpuint (count[TSL_CATAN_PASTURE], ==, 3);
    g_assert_cmpuint (count[TSL_CATAN_MOUNTAINS], ==, 1);
    g_assert_cmpuint (count[TSL_CATAN_FIELDS], ==, 2);
  }
  /* "A 2 és 12 számú partvidéki mezőkre 1-1 barbárt állítunk." */
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_2)], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_12)], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians_left, ==, CATAN_BA_BARBARIANS - 2);
  /* "24 lovag, színenként 6 db."; "A rabló nem szerepel ebben a játékban." */
  for (guint p = 0; p < 4; p++)
    g_assert_cmpuint (s->slice_barbarian_attack.knights_left[p], ==, 6);
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
  /* "26 fejlesztéskártya": 14 Knighthood, 4 each of the others (catanfusion.com). */
  g_assert_cmpuint (s->dev_deck.len, ==, 26);
  for (guint i = 0; i < s->dev_deck.len; i++)
    dev[s->dev_deck.cards[i]]++;
  g_assert_cmpuint (dev[TSL_CATAN_KNIGHTHOOD], ==, 14);
  g_assert_cmpuint (dev[TSL_CATAN_BLACK_KNIGHT], ==, 4);
  g_assert_cmpuint (dev[TSL_CATAN_TREASON], ==, 4);
  g_assert_cmpuint (dev[TSL_CATAN_INTRIGUE], ==, 4);
  /* "eléri a 12 pontot"; "A Kikötőmester esetében 13 győzelmi pont szükséges." */
  g_assert_cmpuint (s->victory_points, ==, 12);
  g_assert_cmpuint (h->victory_points, ==, 13);
}

static void
test_setup_checked (void)
{
  g_autofree char *beginner = ct_beginner_setup (NULL, NULL);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) options = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree CatanState *state = g_malloc0 (sizeof (CatanState));

  g_test_summary ("A setup without the castle, or the castle in another game, is refused");
  g_assert_true (json_parser_load_from_data (parser, beginner, -1, NULL));
  g_assert_true (json_parser_load_from_data (options, BA, -1, NULL));
  g_assert_false (tsl_engine_init_state (ct_engine (), state, json_node_get_object (json_parser_get_root (options)),
                                         4, 1, json_parser_get_root (parser), &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
  g_assert_nonnull (strstr (error->message, "castle"));
  g_clear_error (&error);
  g_assert_true (json_parser_load_from_data (parser, "{\"dev_deck\": [\"knighthood\"]}", -1, NULL));
  g_assert_false (tsl_engine_init_state (ct_engine (), state, NULL, 4, 1, json_parser_get_root (parser), &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
}

/* "A játékosok először 1 települést, majd 1 várost alapítanak.
 * Városalapításkor ... a környező mezőkről csak 1-1 nyersanyag jár." */
static void
test_founding_city (void)
{
  g_autofree CatanState *s = ct_new (BA, 2, NULL);
  const CatanTopo *t = tsl_catan_topology ();
  TslMoveList moves = { 0, };

  g_test_summary ("The second founding piece is a city that earns one card per land hex");
  while (s->phase == CATAN_PHASE_SETUP_SETTLEMENT || s->phase == CATAN_PHASE_SETUP_ROAD)
    {
      TslMove m;
      guint p = s->current;
      guint before = s->players[p].n_res;
      guint expect = 0;

      tsl_move_list_reset (&moves);
      catan_legal_moves (s, 0, &moves);
      m = moves.moves[0];
      if (m.type == TSL_CATAN_PLACE_SETTLEMENT && s->setup_step >= s->n_players)
        for (guint i = 0; i < t->vertex_n_land[m.arg[0]]; i++)
          expect += catan_resource_of (s->terrain[t->vertex_land[m.arg[0]][i]]) != CATAN_NONE;
      g_assert_true (catan_apply (s, &m, NULL, NULL));
      if (m.type == TSL_CATAN_PLACE_SETTLEMENT)
        {
          gboolean second = s->setup_step >= s->n_players;

          g_assert_true ((((s->players[p].cities >> m.arg[0]) & 1) != 0) == second);
          g_assert_true ((((s->players[p].settlements >> m.arg[0]) & 1) != 0) == !second);
          g_assert_cmpuint (s->players[p].n_res - before, ==, expect);
        }
    }
  tsl_move_list_clear (&moves);
  for (guint p = 0; p < 2; p++)
    {
      g_assert_cmpuint (catan_popcount (s->players[p].settlements), ==, 1);
      g_assert_cmpuint (catan_popcount (s->players[p].cities), ==, 1);
      g_assert_cmpuint (catan_vp (s, p), ==, 3);
    }
  ct_check_invariants (s);
}

/* "- 3-t dob ... - 9-t dob ... - 7-t dob. A dobást megismétli. - 3-t dob.
 * Mivel előzőleg már dobott ilyen számot, a dobást megismétli. - 8-t dob." */
static void
test_series (void)
{
  const guint8 rolls[] = { 3, 9, 7, 3, 8 };
  guint8 numbers[3] = { 0, };

  g_test_summary ("The seed's rolls 3, 9, 7, 3, 8 land on 3, 9 and 8");
  g_assert_cmpuint (catan_ba_series (rolls, G_N_ELEMENTS (rolls), numbers), ==, 3);
  g_assert_cmpuint (numbers[0], ==, 3);
  g_assert_cmpuint (numbers[1], ==, 9);
  g_assert_cmpuint (numbers[2], ==, 8);
}

/* The seed's example after a build: 3 → one barbarian on A; 9 → B reaches
 * 3 and is pillaged, "A piros település ki van fosztva"; 8 → C already
 * pillaged, "ezért nem helyezünk fel barbárt". */
static void
test_worked_example (void)
{
  g_autofree CatanState *s = ba_main (BA, 4);
  guint red = lone_corner (HEX_9);
  guint home = lone_corner ("[2,-1]");
  guint vp, left;
  g_autofree char *city = action ("{\"type\": \"build_city\", \"vertex\": %s, \"barbarians\": [3, 9, 8]}",
                                  "[[2,-1],[3,-2],[3,-1]]");

  g_test_summary ("A build's landing with the seed's example rolls: pillaged hex and settlement");
  settle (s, 0, red);
  settle (s, 0, home);
  set_barbarians (s, HEX_9, 2);
  set_barbarians (s, HEX_8, 3);
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_give (s, 0, TSL_CATAN_ORE, 3);
  vp = catan_vp (s, 0);
  left = s->slice_barbarian_attack.barbarians_left;
  g_assert_cmpint (ct_vertex ("[[2,-1],[3,-2],[3,-1]]"), ==, (gint) home);
  /* A recorded series is checked: different numbers, none a 7. */
  refused (s, action ("{\"type\": \"build_city\", \"vertex\": [[2,-1],[3,-2],[3,-1]], \"barbarians\": [3, 3, 8]}"),
           "different");
  refused (s, action ("{\"type\": \"build_city\", \"vertex\": [[2,-1],[3,-2],[3,-1]], \"barbarians\": [3, 7, 8]}"),
           "7");
  ct_ok (s, city);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_3)], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_9)], ==, 3);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_8)], ==, 3);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians_left, ==, left - 2);
  g_assert_true ((s->pillaged >> ct_hex (HEX_9)) & 1);
  g_assert_true ((s->pillaged_vertices >> red) & 1);
  /* The city (+1) and the pillaged settlement (-1): "nem érnek győzelmi pontot". */
  g_assert_cmpuint (catan_vp (s, 0), ==, vp);
  /* A pillaged hex produces nothing: its number no longer lists it. */
  g_assert_false ((s->hexes_by_number[9] >> ct_hex (HEX_9)) & 1);
  ct_check_invariants (s);
}

static void
test_landing_drawn (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  guint v = lone_corner ("[2,-1]");
  TslMove m = { 0, };
  TslRng rng;

  g_test_summary ("Drawn landings are three different numbers other than 7; an empty reserve rolls none");
  settle (s, 0, v);
  ct_give (s, 0, TSL_CATAN_GRAIN, 4);
  ct_give (s, 0, TSL_CATAN_ORE, 6);
  tsl_rng_init (&rng, 5, 0);
  m.type = TSL_CATAN_BUILD_CITY;
  m.arg[0] = (gint32) v;
  g_assert_true (catan_apply (s, &m, &rng, NULL));
  g_assert_true (m.flags & TSL_CATAN_MOVE_OUTCOME);
  for (guint i = 0; i < 3; i++)
    {
      g_assert_cmpuint (m.count[i], >=, 2);
      g_assert_cmpuint (m.count[i], <=, 12);
      g_assert_cmpuint (m.count[i], !=, 7);
    }
  g_assert_true (m.count[0] != m.count[1] && m.count[1] != m.count[2] && m.count[0] != m.count[2]);
  /* "Ha már az összes barbár a szigetre ért ... nem kell dobni a barbárokért." */
  s->slice_barbarian_attack.barbarians_left = 0;
  s->slice_barbarian_attack.barbarians[ct_hex (HEX_3)] += 0;
  {
    g_autofree CatanState *t = g_memdup2 (s, sizeof *s);

    settle (t, 0, lone_corner ("[1,1]"));
    ct_give (t, 0, TSL_CATAN_GRAIN, 2);
    ct_give (t, 0, TSL_CATAN_ORE, 3);
    refused (t, action ("{\"type\": \"build_city\", \"vertex\": %s, \"barbarians\": [3]}", "[[1,1],[1,2],[2,1]]"),
             "reserve");
  }
}

/* "A kifosztott tájegységgel határos útvonalra nem épülhet út, sarkaira
 * nem építhető település"; "a kikötő nem használható". */
static void
test_pillaged_blocks (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  guint h = (guint) ct_hex (HEX_9);
  CatanEdges spots;

  g_test_summary ("No roads beside and no settlements at the corners of a pillaged hex; no harbour");
  settle (s, 0, lone_corner (HEX_9));
  ct_put_road (s, 0, ct_ring_edge (HEX_9, 0));
  catan_road_spots (s, 0, &spots);
  g_assert_true (catan_edges_count (&spots) > 0);
  set_barbarians (s, HEX_9, 3);
  catan_road_spots (s, 0, &spots);
  for (guint k = 0; k < 6; k++)
    g_assert_false (catan_edges_has (&spots, ct_ring_edge (HEX_9, k)));
  g_assert_true ((catan_settlement_spots (s, 0) & TOPO ()->hex_vertices[h]) == 0);
  /* A pillaged building's harbour is lost, to trade and in the state, and comes back when freed. */
  s->n_harbors = 1;
  s->harbor_edge[0] = (guint8) ct_ring_edge (HEX_9, 0);
  s->harbor_kind[0] = 1 + TSL_CATAN_ORE;
  catan_ba_refresh (s);
  g_assert_true (s->harbor_vertices[1 + TSL_CATAN_ORE] & s->players[0].settlements);
  g_assert_cmpuint (catan_trade_rate (s, 0, TSL_CATAN_ORE), ==, 4);
  g_assert_false (ct_lists_harbor (s, 0, "ore"));
  set_barbarians (s, HEX_9, 2);
  g_assert_cmpuint (catan_trade_rate (s, 0, TSL_CATAN_ORE), ==, 2);
  g_assert_true (ct_lists_harbor (s, 0, "ore"));
}

static CatanState *
bought (const char *card,
        guint       n_players)
{
  CatanState *s = ba_main (BA, n_players);
  g_autofree char *buy = action ("{\"type\": \"buy_dev_card\", \"card\": \"%s\"}", card);

  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_give (s, 0, TSL_CATAN_ORE, 1);
  ct_ok (s, buy);
  return s;
}

/* "Aki a Lovaggá ütés kártyát játszotta ki, fog egy lovagot a
 * tartalékjából és a vármező egy szabad útvonalára helyezi." */
static void
test_knighthood (void)
{
  g_autofree CatanState *s = bought ("knighthood", 3);
  guint castle_path = ct_ring_edge (CASTLE, 0);
  guint other = ct_ring_edge (HEX_9, 0);

  g_test_summary ("Knighthood is played at once: a knight from the reserve onto a castle path");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_CARD);
  g_assert_cmpuint (s->slice_barbarian_attack.card_discards[TSL_CATAN_KNIGHTHOOD], ==, 1);
  g_assert_cmpuint (s->players[0].dev_new[TSL_CATAN_KNIGHTHOOD], ==, 0);
  ct_refused (s, "{\"type\": \"end_turn\"}", TSL_ERROR_INVALID_MOVE, "development card");
  refused (s, action ("{\"type\": \"place_knight\", \"edge\": %s}", edge_json (other)), "castle");
  ok (s, action ("{\"type\": \"place_knight\", \"edge\": %s}", edge_json (castle_path)));
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[castle_path], ==, 0);
  g_assert_cmpuint (s->slice_barbarian_attack.knights_left[0], ==, 5);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  ct_check_invariants (s);
}

/* "Aki Fekete lovag kártyát játszott ki, egyik lovagját egy tetszőleges
 * útvonalra helyezheti" (from the reserve; a knight on the board when the
 * reserve is empty). */
static void
test_black_knight (void)
{
  g_autofree CatanState *s = bought ("black_knight", 3);
  guint e = ct_ring_edge (HEX_9, 2);
  guint f = ct_ring_edge (HEX_3, 3);

  g_test_summary ("Black Knight: any free path; with an empty reserve an own knight moves there");
  ok (s, action ("{\"type\": \"place_knight\", \"edge\": %s}", edge_json (e)));
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[e], ==, 0);
  /* All six out: the next Black Knight moves one of them. */
  for (guint k = 0; k < 5; k++)
    put_knight (s, 0, ct_ring_edge ("[0,0]", k));
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_give (s, 0, TSL_CATAN_ORE, 1);
  ct_ok (s, "{\"type\": \"buy_dev_card\", \"card\": \"black_knight\"}");
  refused (s, action ("{\"type\": \"place_knight\", \"edge\": %s}", edge_json (f)), "reserve");
  ok (s, action ("{\"type\": \"place_knight\", \"edge\": %s, \"from\": %s}", edge_json (f), edge_json (e)));
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[f], ==, 0);
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[e], ==, CATAN_NONE);
  ct_check_invariants (s);
}

/* Treason (catanfusion.com, kelvsyc): 2 gold; two barbarians from two
 * different hexes onto two different unpillaged coastal hexes. */
static void
test_treason (void)
{
  g_autofree CatanState *s = NULL;

  g_test_summary ("Treason: 2 gold, two barbarians moved, from different hexes to different ones");
  s = bought ("treason", 3);
  g_assert_cmpuint (s->gold[0], ==, 2);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_CARD);
  /* The reserve only when fewer than two hexes carry barbarians. */
  refused (s, action ("{\"type\": \"move_barbarians\", \"from\": null, \"to\": %s}", HEX_9), "reserve");
  refused (s, action ("{\"type\": \"move_barbarians\", \"from\": %s, \"to\": %s}", HEX_9, HEX_3), "no barbarian");
  ok (s, action ("{\"type\": \"move_barbarians\", \"from\": %s, \"to\": %s}", HEX_2, HEX_9));
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_CARD);
  /* Not the same hex again, neither as source nor as target. */
  refused (s, action ("{\"type\": \"move_barbarians\", \"from\": %s, \"to\": %s}", HEX_12, HEX_9), "different");
  ok (s, action ("{\"type\": \"move_barbarians\", \"from\": %s, \"to\": %s}", HEX_12, HEX_3));
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_2)], ==, 0);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_9)], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_3)], ==, 1);
  ct_check_invariants (s);
}

/* Intrigue: a barbarian taken prisoner; "Ha egy kifosztott ... mezőről
 * eltávolítunk 1 barbárt, a szomszédos ... településeket/városokat
 * visszafordítjuk." */
static void
test_intrigue (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  guint red = lone_corner (HEX_9);
  guint vp;

  g_test_summary ("Intrigue: a prisoner, and a pillaged hex and its buildings free again");
  settle (s, 0, red);
  set_barbarians (s, HEX_9, 3);
  vp = catan_vp (s, 0);
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_give (s, 0, TSL_CATAN_ORE, 1);
  ct_ok (s, "{\"type\": \"buy_dev_card\", \"card\": \"intrigue\"}");
  refused (s, action ("{\"type\": \"capture_barbarian\", \"hex\": %s}", HEX_3), "no barbarian");
  ok (s, action ("{\"type\": \"capture_barbarian\", \"hex\": %s}", HEX_9));
  g_assert_cmpuint (s->slice_barbarian_attack.prisoners[0], ==, 1);
  g_assert_false ((s->pillaged_vertices >> red) & 1);
  g_assert_cmpuint (catan_vp (s, 0), ==, vp + 1);
  g_assert_true ((s->hexes_by_number[9] >> ct_hex (HEX_9)) & 1);
  ct_check_invariants (s);
}

/* "Minden lovag max. 3 útvonalnyit léphet. Ha fizet 1 gabonát, 1 lovaggal
 * léphet max. 5-öt ... azon az útvonalon, ahol lépését befejezi, nem
 * állhat másik lovag. A vármezőt határoló útvonalakon sem fejezheti be". */
static void
test_knight_moves (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  guint from = ct_ring_edge ("[0,0]", 0);
  gboolean near[CATAN_N_EDGES], far[CATAN_N_EDGES];
  guint opposite = ct_ring_edge ("[0,0]", 3);
  guint next = ct_ring_edge ("[0,0]", 1);

  g_test_summary ("Knights move after building, 3 paths or 5 for a grain, not onto knights or the castle");
  put_knight (s, 0, from);
  put_knight (s, 1, next);
  /* Not before the knights' phase; end_turn opens it. */
  refused (s, action ("{\"type\": \"move_knight\", \"from\": %s, \"to\": %s}", edge_json (from), edge_json (opposite)),
           NULL);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_KNIGHTS);
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  ct_refused (s, "{\"type\": \"maritime_trade\", \"give\": {\"wool\": 1}, \"get\": {\"ore\": 1}}",
              TSL_ERROR_INVALID_MOVE, "knights");
  catan_ba_knight_reach (s, from, 3, near);
  catan_ba_knight_reach (s, from, 5, far);
  g_assert_false (near[next]);                  /* another knight stands there */
  g_assert_false (near[from]);
  g_assert_true (near[opposite]);               /* three sides around [0,0] */
  for (guint k = 0; k < 6; k++)
    g_assert_false (far[ct_ring_edge (CASTLE, k)]);
  /* Five paths only with a grain. */
  {
    gint target = -1;

    for (guint e = 0; e < CATAN_N_EDGES && target < 0; e++)
      if (far[e] && !near[e])
        target = (gint) e;
    g_assert_cmpint (target, >=, 0);
    refused (s, action ("{\"type\": \"move_knight\", \"from\": %s, \"to\": %s}", edge_json (from), edge_json ((guint) target)),
             "3 steps");
    refused (s, action ("{\"type\": \"move_knight\", \"from\": %s, \"to\": %s, \"grain\": true}", edge_json (from),
                        edge_json ((guint) target)), "grain");
    ct_give (s, 0, TSL_CATAN_GRAIN, 1);
    ok (s, action ("{\"type\": \"move_knight\", \"from\": %s, \"to\": %s, \"grain\": true}", edge_json (from),
                   edge_json ((guint) target)));
    g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_GRAIN], ==, 0);
    g_assert_cmpuint (s->slice_barbarian_attack.knight_at[target], ==, 0);
    /* Once a turn. */
    refused (s, action ("{\"type\": \"move_knight\", \"from\": %s, \"to\": %s}", edge_json ((guint) target),
                        edge_json (from)), "once");
  }
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpuint (s->current, ==, 1);
  ct_check_invariants (s);
}

/* "Ha előzőleg a vár mezőre helyezett lovagot, muszáj onnan ellépnie." */
static void
test_must_leave_castle (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  guint e = ct_ring_edge (CASTLE, 0);
  TslMoveList moves = { 0, };

  g_test_summary ("A knight placed on the castle in an earlier turn must move off it");
  put_knight (s, 0, e);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_KNIGHTS);
  ct_refused (s, "{\"type\": \"end_turn\"}", TSL_ERROR_INVALID_MOVE, "castle");
  catan_legal_moves (s, 0, &moves);
  for (guint i = 0; i < moves.len; i++)
    g_assert_cmpint (moves.moves[i].type, ==, TSL_CATAN_MOVE_KNIGHT);
  tsl_move_list_clear (&moves);
}

/* The seed's battle example: "Most 4 lovag áll 3 barbárral szemben ...
 * Mindkét ... játékos (piros és kék) kap 1-1 barbár foglyot. A 3. foglyot
 * piros játékos kapja, mert több lovaggal vett részt"; then "A zölddel
 * jelzett irány jön ki ... 1 piros és egy kék lovag áll. Tulajdonosaik
 * visszaveszik a lovagokat, és kapnak 3-3 aranyat."  Freed: "A piros
 * település (A) visszakapja funkcióját". */
static void
test_battle_example (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  guint red = lone_corner (HEX_9);
  g_autofree char *fight = NULL;
  guint vp;

  g_test_summary ("The seed's battle: 4 knights against 3, prisoners 2 + 1, green loses a red and a blue knight");
  settle (s, 0, red);
  set_barbarians (s, HEX_9, 3);
  vp = catan_vp (s, 0);
  /* Red on sides 0 (green), 1 and 2, blue on side 3 (green too). */
  put_knight (s, 0, ct_ring_edge (HEX_9, 0));
  put_knight (s, 0, ct_ring_edge (HEX_9, 1));
  put_knight (s, 0, ct_ring_edge (HEX_9, 2));
  put_knight (s, 1, ct_ring_edge (HEX_9, 3));
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_BATTLE);
  /* No roll was needed: recorded winners are refused. */
  refused (s, action ("{\"type\": \"fight_barbarians\", \"hex\": %s, \"colour\": \"green\", \"roll_winners\": [1]}", HEX_9),
           "roll");
  refused (s, action ("{\"type\": \"fight_barbarians\", \"hex\": %s, \"colour\": \"green\", \"roll_winners\": []}", HEX_3),
           "clockwise");
  fight = action ("{\"type\": \"fight_barbarians\", \"hex\": %s, \"colour\": \"green\", \"roll_winners\": []}", HEX_9);
  ct_ok (s, fight);
  g_assert_cmpuint (s->slice_barbarian_attack.prisoners[0], ==, 2);
  g_assert_cmpuint (s->slice_barbarian_attack.prisoners[1], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_9)], ==, 0);
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[ct_ring_edge (HEX_9, 0)], ==, CATAN_NONE);
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[ct_ring_edge (HEX_9, 3)], ==, CATAN_NONE);
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[ct_ring_edge (HEX_9, 1)], ==, 0);
  g_assert_cmpuint (s->slice_barbarian_attack.knights_left[0], ==, 4);
  g_assert_cmpuint (s->slice_barbarian_attack.knights_left[1], ==, 6);
  g_assert_cmpuint (s->gold[0], ==, 3);
  g_assert_cmpuint (s->gold[1], ==, 3);
  /* The settlement scores again and 2 prisoners are a point. */
  g_assert_false ((s->pillaged_vertices >> red) & 1);
  g_assert_cmpuint (catan_vp (s, 0), ==, vp + 2);
  /* The turn ended after the last battle. */
  g_assert_cmpuint (s->current, ==, 1);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  ct_check_invariants (s);
}

/* "Ha nincs elegendő fogoly, kockadobással döntünk ... Akinek nem jut
 * fogoly, kap 3 aranyat." */
static void
test_battle_roll_off (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);

  g_test_summary ("Too few prisoners: the roll's winners take one each, the others 3 gold");
  set_barbarians (s, HEX_9, 2);
  put_knight (s, 0, ct_ring_edge (HEX_9, 2));
  put_knight (s, 1, ct_ring_edge (HEX_9, 1));   /* purple */
  put_knight (s, 2, ct_ring_edge (HEX_9, 5));
  ct_ok (s, "{\"type\": \"end_turn\"}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  refused (s, action ("{\"type\": \"fight_barbarians\", \"hex\": %s, \"colour\": \"purple\", \"roll_winners\": [0]}", HEX_9),
           "roll");
  ok (s, action ("{\"type\": \"fight_barbarians\", \"hex\": %s, \"colour\": \"purple\", \"roll_winners\": [0, 2]}", HEX_9));
  g_assert_cmpuint (s->slice_barbarian_attack.prisoners[0], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.prisoners[1], ==, 0);
  g_assert_cmpuint (s->slice_barbarian_attack.prisoners[2], ==, 1);
  /* Blue got no prisoner (3 gold) and lost its purple-side knight (3 gold). */
  g_assert_cmpuint (s->gold[1], ==, 6);
  g_assert_cmpuint (s->slice_barbarian_attack.knights_left[1], ==, 6);
  g_assert_cmpuint (s->gold[0], ==, 0);
  ct_check_invariants (s);
}

static void
test_roll_off_fair (void)
{
  TslRng rng;
  guint wins[5] = { 0, };

  g_test_summary ("The roll for prisoners picks the asked number among the group; the Foreign Knight rolls 3");
  tsl_rng_init (&rng, 3, 0);
  for (guint i = 0; i < 3000; i++)
    {
      guint won = catan_ba_roll_off (0x13, 1, &rng);

      g_assert_cmpuint (catan_popcount (won), ==, 1);
      g_assert_true ((won & ~0x13u) == 0);
      wins[g_bit_nth_lsf (won, -1)]++;
    }
  /* A fixed 3 loses to nearly every roll of two dice. */
  g_assert_cmpuint (wins[4], <, 300);
  g_assert_cmpuint (wins[0], >, 1000);
  g_assert_cmpuint (wins[1], >, 1000);
}

/* "Aki 7-t dob, húzhat 1 db nyersanyag kártyát (nem aranyat!) egy
 * tetszőleges játékostársától." */
static void
test_seven (void)
{
  g_autofree CatanState *s = ct_new (BA, 3, NULL);

  g_test_summary ("A 7 moves no robber: the roller draws a card from an opponent of his choice");
  ct_skip_setup (s);
  ct_give (s, 2, TSL_CATAN_ORE, 1);
  s->gold[1] = 5;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,0], \"victim\": null}", TSL_ERROR_INVALID_MOVE, "robber");
  ct_refused (s, "{\"type\": \"steal_resource\", \"victim\": 1}", TSL_ERROR_INVALID_MOVE, "opponent");
  ct_ok (s, "{\"type\": \"steal_resource\", \"victim\": 2}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (s->gold[1], ==, 5);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

/* "körönként max. kétszer vásárolhat 2 aranyért 1 tetszőleges nyersanyagot". */
static void
test_gold (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);

  g_test_summary ("Buying with gold: 2 gold a card, twice a turn");
  s->gold[0] = 7;
  ct_ok (s, "{\"type\": \"buy_with_gold\", \"resource\": \"ore\"}");
  ct_ok (s, "{\"type\": \"buy_with_gold\", \"resource\": \"wool\"}");
  ct_refused (s, "{\"type\": \"buy_with_gold\", \"resource\": \"ore\"}", TSL_ERROR_INVALID_MOVE, "twice");
  g_assert_cmpuint (s->gold[0], ==, 3);
  g_assert_cmpuint (s->players[0].n_res, ==, 2);
  g_assert_false (s->gold_cards);
}

/* "Minden 2 birtokolt fogoly 1 győzelmi pontot ér"; 12 points win. */
static void
test_victory (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);

  g_test_summary ("Two prisoners are a point; 12 points on one's turn win");
  s->slice_barbarian_attack.prisoners[0] = 3;
  g_assert_cmpuint (catan_vp (s, 0), ==, 1);
  s->slice_barbarian_attack.prisoners[0] = 21;
  settle (s, 0, lone_corner ("[2,-1]"));
  g_assert_cmpuint (catan_vp (s, 0), ==, 11);
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_give (s, 0, TSL_CATAN_ORE, 3);
  ct_ok (s, "{\"type\": \"build_city\", \"vertex\": [[2,-1],[3,-2],[3,-1]], \"barbarians\": [4, 5, 6]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_OVER);
  g_assert_cmpuint (s->winner, ==, 0);
}

/* Two-player: "Az egyik semleges színű lovag ... Idegen Lovag ... Amikor
 * egy játékos az első lovagját felállítja, az Idegen Lovagot a vármező
 * egyik útjára állítja"; "győzelem után nem vész el"; "nem 3 arany, hanem
 * 2 arany + 1 kereskedő zseton". */
static void
test_two_player (void)
{
  g_autofree CatanState *s = bought ("knighthood", 2);
  guint fk = CATAN_NONE;

  g_test_summary ("Two-player: the Foreign Knight joins with the first knight, is never lost; losses pay 2 gold + 1 token");
  ok (s, action ("{\"type\": \"place_knight\", \"edge\": %s}", edge_json (ct_ring_edge (CASTLE, 0))));
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (s->slice_barbarian_attack.knight_at[e] == CATAN_FOREIGN_KNIGHT)
      fk = e;
  g_assert_cmpuint (fk, !=, CATAN_NONE);
  g_assert_true (TOPO ()->edge_hexes[fk][0] == s->slice_barbarian_attack.castle || TOPO ()->edge_hexes[fk][1] == s->slice_barbarian_attack.castle);
  /* A battle with the Foreign Knight on the lost side. */
  s->slice_barbarian_attack.knight_at[fk] = CATAN_NONE;
  s->slice_barbarian_attack.knight_at[ct_ring_edge (HEX_9, 0)] = CATAN_FOREIGN_KNIGHT;
  put_knight (s, 1, ct_ring_edge (HEX_9, 3));
  set_barbarians (s, HEX_9, 1);
  s->slice_two_player.tokens[0] = s->slice_two_player.tokens[1] = 0;
  ct_ok (s, "{\"type\": \"end_turn\"}");
  while (s->phase == CATAN_PHASE_KNIGHTS)
    ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_BATTLE);
  /* One prisoner, two participants of one knight each: rolled; the Foreign Knight's share goes back. */
  ok (s, action ("{\"type\": \"fight_barbarians\", \"hex\": %s, \"colour\": \"green\", \"roll_winners\": [\"foreign_knight\"]}",
                 HEX_9));
  g_assert_cmpuint (s->slice_barbarian_attack.knight_at[ct_ring_edge (HEX_9, 0)], ==, CATAN_FOREIGN_KNIGHT);
  g_assert_cmpuint (s->slice_barbarian_attack.knights_left[1], ==, 6);
  /* Blue: 3 gold for no prisoner, then 2 gold + 1 token for the knight. */
  g_assert_cmpuint (s->gold[1], ==, 5);
  g_assert_cmpuint (s->slice_two_player.tokens[1], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.prisoners[0] + s->slice_barbarian_attack.prisoners[1], ==, 0);
  ct_check_invariants (s);
}

/* "Mivel nincsen rabló, a kereskedő zseton-akcióval 1 barbár helyezhető át." */
static void
test_two_player_token (void)
{
  g_autofree CatanState *s = ba_main (BA, 2);

  g_test_summary ("Two-player: the trade-token robber action moves one barbarian instead");
  s->slice_two_player.tokens[0] = 1;
  ct_refused (s, "{\"type\": \"robber_to_desert\"}", TSL_ERROR_INVALID_MOVE, "robber");
  refused (s, action ("{\"type\": \"move_barbarians\", \"from\": %s, \"to\": %s}", HEX_9, HEX_3), "no barbarian");
  ok (s, action ("{\"type\": \"move_barbarians\", \"from\": %s, \"to\": %s}", HEX_2, HEX_3));
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 0);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_3)], ==, 1);
  g_assert_cmpuint (s->slice_barbarian_attack.barbarians[ct_hex (HEX_2)], ==, 0);
  s->slice_two_player.tokens[0] = 1;
  refused (s, action ("{\"type\": \"move_barbarians\", \"from\": %s, \"to\": %s}", HEX_12, HEX_9), "already");
  ct_check_invariants (s);
}

/* Catan Events: "A rabló visszavonul: Mivel nincs rabló, itt nem történik
 * esemény"; Conflict: "Ha egy játékos egyedül birtokolja a legtöbb lovagot
 * a játéktáblán". */
static void
test_events (void)
{
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"barbarian_attack\", \"event_cards\": true}", 3, NULL);

  g_test_summary ("With Catan Events: Robber Flees does nothing, Conflict counts knights on the board");
  ct_skip_setup (s);
  for (guint c = 0; c < TSL_CATAN_N_EVENT_CARDS; c++)
    if (catan_event_deck[c].event == TSL_CATAN_EVENT_ROBBER_FLEES)
      {
        catan_event_begin (s, c);
        break;
      }
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
  put_knight (s, 2, ct_ring_edge (HEX_9, 0));
  g_assert_cmpuint (catan_event_knights (s, 2), ==, 1);
  g_assert_cmpuint (catan_event_knights (s, 0), ==, 0);
}

static void
test_undoable (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  TslMove m = { 0, };

  g_test_summary ("A build rolls the barbarians here: it cannot be undone; a knight's move can");
  m.type = TSL_CATAN_BUILD_SETTLEMENT;
  g_assert_false (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  m.type = TSL_CATAN_BUILD_CITY;
  g_assert_false (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  m.type = TSL_CATAN_MOVE_KNIGHT;
  g_assert_true (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  m.type = TSL_CATAN_FIGHT_BARBARIANS;
  g_assert_false (tsl_engine_move_is_undoable (ct_engine (), s, &m));
}

static void
test_other_games_refuse (void)
{
  g_autofree CatanState *s = ct_new_beginner (3);

  g_test_summary ("The scenario's actions are refused in other games");
  ct_skip_setup (s);
  s->phase = CATAN_PHASE_MAIN;
  ct_refused (s, "{\"type\": \"move_knight\", \"from\": [[0,0],[1,0]], \"to\": [[0,0],[0,1]]}",
              TSL_ERROR_INVALID_MOVE, "Barbarian Attack");
  ct_refused (s, "{\"type\": \"capture_barbarian\", \"hex\": [0,0]}", TSL_ERROR_INVALID_MOVE, "Barbarian Attack");
}

/* The greedy player fights: in games between greedy players the knights
 * win battles and take prisoners; every game ends. */
static void
test_greedy_fights (void)
{
  TslEngine *engine = ct_engine ();
  guint prisoners = 0, games_with_battles = 0, n = 100;

  g_test_summary ("Greedy players move knights against the barbarians and take prisoners; games end");
  for (guint g = 0; g < n; g++)
    {
      g_autofree CatanState *s = ct_new (BA, 2 + g % 3, NULL);
      TslAi *ai = tsl_engine_create_ai (engine, "greedy", NULL);
      TslRng rng;
      guint battles = 0;

      tsl_rng_init (&rng, g, 11);
      for (guint k = 0; s->phase != CATAN_PHASE_OVER; k++)
        {
          TslMove m;

          g_assert_cmpuint (k, <, 20000);
          g_assert_true (tsl_ai_choose_move (ai, engine, s, catan_actor (s), &rng, &m));
          g_assert_true (catan_apply (s, &m, &rng, NULL));
          battles += m.type == TSL_CATAN_FIGHT_BARBARIANS;
        }
      g_assert_false (s->stalled);
      for (guint p = 0; p < s->n_players; p++)
        prisoners += s->slice_barbarian_attack.prisoners[p];
      games_with_battles += battles > 0;
      g_object_unref (ai);
    }
  g_test_message ("%u of %u games with battles, %.1f prisoners a game", games_with_battles, n,
                  (double) prisoners / n);
  g_assert_cmpuint (games_with_battles * 100, >=, 60 * n);
  g_assert_cmpuint (prisoners, >=, 2 * n);
}

/* The view API's block: what the board widget draws and highlights. */
static void
test_view (void)
{
  g_autofree CatanState *s = ba_main (BA, 3);
  guint e = ct_ring_edge ("[0,0]", 0);
  gboolean targets[CATAN_N_EDGES];
  TslCatanInfo info;

  g_test_summary ("TslCatanInfo carries the castle, coast, barbarians, knights and their targets");
  put_knight (s, 0, e);
  set_barbarians (s, HEX_9, 3);
  tsl_catan_info_read (s, -1, &info);
  g_assert_true (info.barbarian_attack.played);
  g_assert_cmpint (info.barbarian_attack.castle, ==, ct_hex (CASTLE));
  g_assert_cmpint (info.barbarian_attack.coast[0], ==, ct_hex ("[-2,1]"));
  g_assert_cmpint (info.barbarian_attack.coast[10], ==, -1);
  g_assert_cmpuint (info.barbarian_attack.barbarians[ct_hex (HEX_9)], ==, 3);
  g_assert_true ((info.barbarian_attack.pillaged >> ct_hex (HEX_9)) & 1);
  g_assert_cmpint (info.barbarian_attack.knight_owner[e], ==, 0);
  g_assert_cmpuint (info.players[0].barbarian_attack.knights_left, ==, 5);
  g_assert_false (info.barbarian_attack.knight_movable[e]);
  g_assert_cmpuint (tsl_catan_knight_targets (s, e, FALSE, targets), ==, 0);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  tsl_catan_info_read (s, 0, &info);
  g_assert_cmpint (info.phase, ==, TSL_CATAN_PHASE_KNIGHTS);
  g_assert_true (info.barbarian_attack.knight_movable[e]);
  /* Without grain the listed moves are the 3-path targets. */
  g_assert_cmpuint (tsl_catan_knight_targets (s, e, FALSE, targets), ==, ct_legal_count (s, 0, TSL_CATAN_MOVE_KNIGHT));
  g_assert_cmpuint (tsl_catan_knight_targets (s, e, TRUE, targets), >, ct_legal_count (s, 0, TSL_CATAN_MOVE_KNIGHT));
  g_assert_cmpint (info.barbarian_attack.card_pending, ==, -1);
}

/* Random games to the end, with the invariants after every action and the
 * JSON of every move read back the same. */
static void
test_random_games (void)
{
  TslEngine *engine = ct_engine ();
  const char *options[] = { BA, "{\"scenario\": \"barbarian_attack\", \"event_cards\": true, \"harbormaster\": true}" };
  TslMoveList moves = { 0, };
  guint battles = 0;

  g_test_summary ("Random games end; every move's JSON reads back the same; invariants hold");
  for (guint g = 0; g < n_games; g++)
    {
      g_autofree CatanState *s = ct_new (options[g % 2], 2 + g % 3, NULL);
      TslRng rng;

      tsl_rng_init (&rng, g, 7);
      for (guint n = 0; s->phase != CATAN_PHASE_OVER; n++)
        {
          TslMove m;
          g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
          g_autoptr(JsonObject) json = NULL;
          TslMove back;

          g_assert_cmpuint (n, <, 200000);
          tsl_move_list_reset (&moves);
          catan_legal_moves (s, TSL_LEGAL_NO_NEGOTIATION, &moves);
          g_assert_cmpuint (moves.len, >, 0);
          m = moves.moves[tsl_rng_below (&rng, moves.len)];
          g_assert_true (catan_apply (s, &m, &rng, NULL));
          battles += m.type == TSL_CATAN_FIGHT_BARBARIANS;
          json = tsl_engine_move_to_json (engine, before, &m);
          {
            g_autoptr(GError) error = NULL;

            if (!tsl_engine_move_from_json (engine, before, json, &back, &error))
              g_error ("%s: %s", catan_action_names[m.type], error->message);
          }
          g_assert_true (catan_apply (before, &back, NULL, NULL));
          g_assert_true (memcmp (before, s, sizeof *s) == 0);
          if (g < 10 || m.type == TSL_CATAN_END_TURN)
            ct_check_invariants (s);
        }
    }
  tsl_move_list_clear (&moves);
  g_assert_cmpuint (battles, >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (g_test_slow ())
    n_games = 10000;
  g_test_add_func ("/engines/catan/barbarian-attack/setup", test_setup);
  g_test_add_func ("/engines/catan/barbarian-attack/setup-checked", test_setup_checked);
  g_test_add_func ("/engines/catan/barbarian-attack/founding-city", test_founding_city);
  g_test_add_func ("/engines/catan/barbarian-attack/series", test_series);
  g_test_add_func ("/engines/catan/barbarian-attack/worked-example", test_worked_example);
  g_test_add_func ("/engines/catan/barbarian-attack/landing-drawn", test_landing_drawn);
  g_test_add_func ("/engines/catan/barbarian-attack/pillaged-blocks", test_pillaged_blocks);
  g_test_add_func ("/engines/catan/barbarian-attack/knighthood", test_knighthood);
  g_test_add_func ("/engines/catan/barbarian-attack/black-knight", test_black_knight);
  g_test_add_func ("/engines/catan/barbarian-attack/treason", test_treason);
  g_test_add_func ("/engines/catan/barbarian-attack/intrigue", test_intrigue);
  g_test_add_func ("/engines/catan/barbarian-attack/knight-moves", test_knight_moves);
  g_test_add_func ("/engines/catan/barbarian-attack/must-leave-castle", test_must_leave_castle);
  g_test_add_func ("/engines/catan/barbarian-attack/battle-example", test_battle_example);
  g_test_add_func ("/engines/catan/barbarian-attack/battle-roll-off", test_battle_roll_off);
  g_test_add_func ("/engines/catan/barbarian-attack/roll-off-fair", test_roll_off_fair);
  g_test_add_func ("/engines/catan/barbarian-attack/seven", test_seven);
  g_test_add_func ("/engines/catan/barbarian-attack/gold", test_gold);
  g_test_add_func ("/engines/catan/barbarian-attack/victory", test_victory);
  g_test_add_func ("/engines/catan/barbarian-attack/two-player", test_two_player);
  g_test_add_func ("/engines/catan/barbarian-attack/two-player-token", test_two_player_token);
  g_test_add_func ("/engines/catan/barbarian-attack/events", test_events);
  g_test_add_func ("/engines/catan/barbarian-attack/undoable", test_undoable);
  g_test_add_func ("/engines/catan/barbarian-attack/other-games", test_other_games_refuse);
  g_test_add_func ("/engines/catan/barbarian-attack/greedy-fights", test_greedy_fights);
  g_test_add_func ("/engines/catan/barbarian-attack/view", test_view);
  g_test_add_func ("/engines/catan/barbarian-attack/random-games", test_random_games);
  return g_test_run ();
}
