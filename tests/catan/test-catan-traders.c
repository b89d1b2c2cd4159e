/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"

/* Traders & Barbarians (seed 002, "KERESKEDŐK ÉS BARBÁROK"; digest S5 of
 * ../shared/rules/traders-barbarians.md; docs/rules-catan-tb.md, S5):
 * scripted situations for each rule, the combinations with the four
 * variants, and the JSON.  HU quotes are from the seed. */

#define TRADERS "{\"scenario\": \"traders_barbarians\"}"
#define CASTLE  0
#define QUARRY  1
#define GLASS   2

static TslMove
move (guint type,
      gint  p,
      gint  a0,
      gint  a1,
      gint  a2)
{
  TslMove m;

  memset (&m, 0, sizeof m);
  m.type = (guint16) type;
  m.player = (gint8) p;
  m.arg[0] = a0;
  m.arg[1] = a1;
  m.arg[2] = a2;
  return m;
}

/* Applies @m (its outcome recorded when @outcome); on refusal checks the
 * state is unchanged and the message holds @part. */
static gboolean
apply (CatanState *s,
       TslMove     m,
       gboolean    outcome,
       const char *part)
{
  g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
  g_autoptr(GError) error = NULL;
  TslRng rng;
  gboolean ok;

  if (outcome)
    m.flags |= TSL_CATAN_MOVE_OUTCOME;
  tsl_rng_init (&rng, 7, s->n_actions);
  ok = tsl_engine_apply_move (ct_engine (), s, &m, &rng, &error);
  if (part != NULL)
    {
      g_assert_false (ok);
      if (strstr (error->message, part) == NULL)
        g_error ("Expected “%s” in the error “%s”", part, error->message);
      g_assert_true (memcmp (before, s, sizeof *s) == 0);
    }
  else
    g_assert_no_error (error);
  return ok;
}

/* Seat 0's main phase, founding skipped: a city for each seat where the
 * wagon starts, no cards. */
static CatanState *
main_phase (const char *options,
            guint       n_players)
{
  CatanState *s = ct_new (options, n_players, NULL);

  ct_skip_setup (s);
  for (guint p = 0; p < n_players; p++)
    ct_take_all (s, p);
  s->phase = CATAN_PHASE_MAIN;
  s->rolled = TRUE;
  return s;
}

static guint
land_count (const CatanState *s,
            guint             terrain)
{
  guint n = 0;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    n += s->terrain[h] == terrain;
  return n;
}

static guint
other_end (const CatanState *s,
           guint             path,
           guint             node)
{
  guint a, b;

  g_assert_true (catan_tb_path_ends (s, path, &a, &b));
  return a == node ? b : a;
}

static void
test_setup (void)
{
  for (guint seed = 0; seed < 30; seed++)
    {
      g_autofree CatanState *s = tsl_engine_state_new (ct_engine ());
      g_autoptr(JsonNode) options = json_from_string (TRADERS, NULL);
      guint numbered = 0, goods = 0;

      g_assert_true (tsl_engine_init_state (ct_engine (), s, json_node_get_object (options), 3, seed, NULL, NULL));
      /* "eltávolítjuk a sivatagot, 1 db. legelőt és 1 db. szántóföldet" */
      g_assert_cmpuint (land_count (s, TSL_CATAN_DESERT), ==, 0);
      g_assert_cmpuint (land_count (s, TSL_CATAN_FOREST), ==, 4);
      g_assert_cmpuint (land_count (s, TSL_CATAN_HILLS), ==, 3);
      g_assert_cmpuint (land_count (s, TSL_CATAN_PASTURE), ==, 3);
      g_assert_cmpuint (land_count (s, TSL_CATAN_FIELDS), ==, 3);
      g_assert_cmpuint (land_count (s, TSL_CATAN_MOUNTAINS), ==, 3);
      for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
        {
          g_assert_cmpuint (s->terrain[s->slice_traders_barbarians.tb_dest_hex[d]], ==, TSL_CATAN_TRADE_CASTLE + d);
          /* "A 3 célmezőre nem kerül számzseton." */
          g_assert_cmpuint (s->number[s->slice_traders_barbarians.tb_dest_hex[d]], ==, 0);
          for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
            goods += s->slice_traders_barbarians.tb_goods[d][k];
        }
      g_assert_cmpint (s->slice_traders_barbarians.tb_dest_hex[CASTLE], ==, ct_hex ("[0,-2]"));
      /* "A 2 és a 12 zsetonok nem vesznek részt a játékban." */
      for (guint h = 0; h < CATAN_N_LAND; h++)
        {
          g_assert_cmpuint (s->number[h], !=, 2);
          g_assert_cmpuint (s->number[h], !=, 12);
          numbered += s->number[h] != 0;
        }
      g_assert_cmpuint (numbered, ==, 16);
      g_assert_cmpuint (goods, ==, 36);
      /* "A rabló nem vesz részt a játékban."  "Minden játékos kap 5 aranyat." */
      g_assert_cmpuint (s->robber, ==, CATAN_NONE);
      for (guint p = 0; p < 3; p++)
        {
          g_assert_cmpuint (s->gold[p], ==, 5);
          g_assert_cmpuint (s->slice_traders_barbarians.tb_level[p], ==, 1);
        }
      /* "26 db fejlesztéskártya" */
      g_assert_cmpuint (s->dev_deck.len, ==, 26);
      g_assert_cmpuint (s->victory_points, ==, 13);
    }
}

static void
test_setup_checked (void)
{
  g_autofree CatanState *s = ct_new (TRADERS, 3, NULL);
  g_autoptr(JsonNode) setup = tsl_engine_setup_to_json (ct_engine (), s);
  g_autofree char *text = ct_json_string (setup);
  g_autoptr(JsonNode) options = json_from_string (TRADERS, NULL);
  static const struct { const char *from, *to, *part; } bad[] = {
    /* a destination in the middle of the island */
    { "\"terrain\":\"trade_castle\"", "\"terrain\":\"forest\"", "castle, the quarry and the glassworks" },
    { "\"barbarians\":[", "\"barbarians\":[[[0,0],[1,-1]],", "3 barbarians" },
  };

  /* Saved and read again: the same game. */
  {
    g_autofree CatanState *again = ct_new (TRADERS, 3, text);
    g_assert_true (memcmp (again->slice_traders_barbarians.tb_dest_hex, s->slice_traders_barbarians.tb_dest_hex, sizeof s->slice_traders_barbarians.tb_dest_hex) == 0);
    g_assert_true (memcmp (again->slice_traders_barbarians.tb_barbarian, s->slice_traders_barbarians.tb_barbarian, sizeof s->slice_traders_barbarians.tb_barbarian) == 0);
    g_assert_true (memcmp (again->slice_traders_barbarians.tb_goods, s->slice_traders_barbarians.tb_goods, sizeof s->slice_traders_barbarians.tb_goods) == 0);
    g_assert_true (memcmp (again->terrain, s->terrain, sizeof s->terrain) == 0);
  }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GString) edited = g_string_new (text);
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree CatanState *t = tsl_engine_state_new (ct_engine ());

      g_string_replace (edited, " ", "", 0);
      g_string_replace (edited, "\n", "", 0);
      g_assert_cmpuint (g_string_replace (edited, bad[i].from, bad[i].to, 1), ==, 1);
      node = json_from_string (edited->str, NULL);
      g_assert_false (tsl_engine_init_state (ct_engine (), t, json_node_get_object (options), 3, 1, node, &error));
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
      if (strstr (error->message, bad[i].part) == NULL)
        g_error ("Expected “%s” in “%s”", bad[i].part, error->message);
    }
  /* A deck with a Knight: no robber to move. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree CatanState *t = tsl_engine_state_new (ct_engine ());
    g_autoptr(JsonNode) node = json_from_string ("{\"dev_deck\": [\"knight\", \"monopoly\"]}", NULL);

    g_assert_false (tsl_engine_init_state (ct_engine (), t, json_node_get_object (options), 3, 1, node, &error));
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
  }
  /* The scenario's setup member in another game. */
  {
    g_autoptr(GError) error = NULL;
    g_autofree CatanState *t = tsl_engine_state_new (ct_engine ());
    g_autoptr(JsonNode) node = json_from_string ("{\"traders\": {}}", NULL);

    g_assert_false (tsl_engine_init_state (ct_engine (), t, NULL, 3, 1, node, &error));
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
  }
}

/* "A játékosok először 1 települést, majd 1 várost alapítanak. Ezután
 * mindenki a városa mellé helyezi a szekér figuráját. A város alapításakor
 * minden környező tájmező után csak 1 kezdőnyersanyag jár." */
static void
test_founding_city (void)
{
  g_autofree CatanState *s = ct_new (TRADERS, 2, NULL);
  TslMoveList moves;

  tsl_move_list_init (&moves);
  while (s->phase < CATAN_PHASE_ROLL)
    {
      guint p = s->current;
      gboolean second = s->setup_step >= s->n_players && s->phase == CATAN_PHASE_SETUP_SETTLEMENT;
      guint n_res = s->players[p].n_res;
      TslMove m;

      tsl_move_list_reset (&moves);
      catan_legal_moves (s, 0, &moves);
      m = moves.moves[moves.len / 2];
      apply (s, m, FALSE, NULL);
      if (second)
        {
          guint v = (guint) m.arg[0];
          guint land = 0;

          for (guint i = 0; i < TOPO ()->vertex_n_land[v]; i++)
            land += catan_resource_of (s->terrain[TOPO ()->vertex_land[v][i]]) != CATAN_NONE;
          g_assert_true (s->players[p].cities & VBIT (v));
          g_assert_false (s->players[p].settlements & VBIT (v));
          g_assert_cmpuint (s->players[p].cities_left, ==, CATAN_CITIES - 1);
          g_assert_cmpuint (s->players[p].n_res - n_res, ==, land);
          g_assert_cmpuint (s->slice_traders_barbarians.tb_wagon[p], ==, v);
        }
    }
  for (guint p = 0; p < 2; p++)
    g_assert_cmpuint (catan_vp (s, p), ==, 3);
  tsl_move_list_clear (&moves);
}

/* "útvonalon (út nélkül) ... 2 mozgáspontba ... saját útján ... 1 ...
 * az ellenfél által épített úton ... 2 ... és ... 1 aranyat"; "útvonal +
 * barbár = 4 mozgáspont, út + barbár = 3 mozgáspont". */
static void
test_step_costs (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  guint v = ct_ring_corner ("[0,0]", 0);
  guint8 paths[4];
  guint n = catan_tb_node_paths (s, v, paths);
  guint toll;

  g_assert_cmpuint (n, ==, 3);
  memset (s->slice_traders_barbarians.tb_barbarian, CATAN_NONE, sizeof s->slice_traders_barbarians.tb_barbarian);
  s->slice_traders_barbarians.tb_barbarian[0] = (guint8) ct_ring_edge ("[2,-2]", 0);
  s->slice_traders_barbarians.tb_barbarian[1] = (guint8) ct_ring_edge ("[2,-2]", 1);
  s->slice_traders_barbarians.tb_barbarian[2] = (guint8) ct_ring_edge ("[2,-2]", 2);
  g_assert_cmpuint (catan_tb_step_cost (s, 0, paths[0], &toll), ==, 2);
  g_assert_cmpuint (toll, ==, 0);
  ct_put_road (s, 0, paths[0]);
  ct_put_road (s, 1, paths[1]);
  g_assert_cmpuint (catan_tb_step_cost (s, 0, paths[0], &toll), ==, 1);
  g_assert_cmpuint (toll, ==, 0);
  g_assert_cmpuint (catan_tb_step_cost (s, 0, paths[1], &toll), ==, 2);
  g_assert_cmpuint (toll, ==, 1);
  s->slice_traders_barbarians.tb_barbarian[0] = paths[0];
  s->slice_traders_barbarians.tb_barbarian[1] = paths[2];
  g_assert_cmpuint (catan_tb_step_cost (s, 0, paths[0], &toll), ==, 3);
  g_assert_cmpuint (catan_tb_step_cost (s, 0, paths[2], &toll), ==, 4);

  /* Moving: the opponent's road takes 2 points and 1 gold to its owner. */
  s->slice_traders_barbarians.tb_wagon[0] = (guint8) v;
  g_assert_cmpuint (catan_tb_mp_left (s), ==, 4);
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, (gint) other_end (s, paths[1], v), -1, -1), FALSE, NULL);
  g_assert_cmpuint (s->gold[0], ==, 4);
  g_assert_cmpuint (s->gold[1], ==, 6);
  g_assert_cmpuint (catan_tb_mp_left (s), ==, 2);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_wagon[0], ==, other_end (s, paths[1], v));
  /* Back over it costs 2 again, then nothing is left. */
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, (gint) v, -1, -1), FALSE, NULL);
  g_assert_cmpuint (catan_tb_mp_left (s), ==, 0);
  /* "A mozgáspontok elvesznek, ha ... több mozgáspontra van szüksége". */
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, (gint) other_end (s, paths[0], v), -1, -1), FALSE, "movement point");
  /* "(csak 1 kártya engedélyezett!)": 2 more, once. */
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  apply (s, move (TSL_CATAN_WAGON_GRAIN, 0, 0, 0, 0), FALSE, NULL);
  g_assert_cmpuint (catan_tb_mp_left (s), ==, 2);
  apply (s, move (TSL_CATAN_WAGON_GRAIN, 0, 0, 0, 0), FALSE, "Only one grain");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_GRAIN], ==, 1);
  /* Trading and building come before the movement ("a kereskedő és építőfázis után"). */
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  ct_give (s, 0, TSL_CATAN_BRICK, 1);
  apply (s, move (TSL_CATAN_BUILD_ROAD, 0, paths[2], 0, 0), FALSE, "before the wagon moves");
  apply (s, move (TSL_CATAN_END_TURN, 0, 0, 0, 0), FALSE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_mp_used + s->slice_traders_barbarians.tb_grain + s->slice_traders_barbarians.tb_moving, ==, 0);
}

/* No gold, no passage over another's road. */
static void
test_toll_needs_gold (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  guint v = ct_ring_corner ("[0,0]", 0);
  guint8 paths[4];

  catan_tb_node_paths (s, v, paths);
  ct_put_road (s, 2, paths[1]);
  s->slice_traders_barbarians.tb_wagon[0] = (guint8) v;
  s->gold[0] = 0;
  g_assert_false (catan_tb_wagon_targets (s, 0) & (G_GUINT64_CONSTANT (1) << other_end (s, paths[1], v)));
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, (gint) other_end (s, paths[1], v), -1, -1), FALSE, "1 gold");
}

/* "Ha a játékos az első célmezőt eléri, még nem kap aranyat ... felhúzza
 * a célmező legfelső árukártyáját"; "Amikor ... megérkezik a célmezőre ...
 * 1 győzelmi pontot ér. Ezen kívül ... 1-5 aranyat. Végül felfordít egy
 * újabb, ehhez a célmezőhöz tartozó árukártyát." */
static void
test_tasks_and_deliveries (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  guint corner = s->slice_traders_barbarians.tb_corner[QUARRY][0];
  guint vp = catan_vp (s, 0);

  s->slice_traders_barbarians.tb_wagon[0] = (guint8) corner;
  /* The first destination: no gold, a card of the quarry (marble or sand). */
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + QUARRY, TSL_CATAN_GOOD_GLASS, -1), TRUE,
         "commodity card is not left");
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + QUARRY, TSL_CATAN_GOOD_MARBLE, -1), TRUE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_task[0], ==, TSL_CATAN_GOOD_MARBLE);
  g_assert_cmpuint (s->gold[0], ==, 5);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_goods[QUARRY][TSL_CATAN_GOOD_MARBLE], ==, 5);
  g_assert_cmpuint (catan_vp (s, 0), ==, vp);
  /* "vége a mozgásnak" */
  g_assert_cmpuint (catan_tb_mp_left (s), ==, 0);
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, (gint) corner, -1, -1), FALSE, "movement is over");
  apply (s, move (TSL_CATAN_END_TURN, 0, 0, 0, 0), FALSE, NULL);

  /* Marble goes to the castle: 1 point, 1 gold at level 1, a castle card next. */
  s->current = 0;
  s->phase = CATAN_PHASE_MAIN;
  s->slice_traders_barbarians.tb_wagon[0] = s->slice_traders_barbarians.tb_corner[CASTLE][2];
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + CASTLE, TSL_CATAN_GOOD_SAND, -1), TRUE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_delivered[0], ==, 1);
  g_assert_cmpuint (catan_vp (s, 0), ==, vp + 1);
  g_assert_cmpuint (s->gold[0], ==, 6);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_task[0], ==, TSL_CATAN_GOOD_SAND);
  g_assert_cmpuint (catan_tb_needed_at (TSL_CATAN_GOOD_SAND), ==, GLASS);
  g_assert_cmpuint (s->progress_turn, ==, s->turn);

  /* A wagon with a task at the wrong destination keeps it, draws nothing. */
  apply (s, move (TSL_CATAN_END_TURN, 0, 0, 0, 0), FALSE, NULL);
  s->current = 0;
  s->phase = CATAN_PHASE_MAIN;
  s->slice_traders_barbarians.tb_wagon[0] = s->slice_traders_barbarians.tb_corner[QUARRY][1];
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + QUARRY, TSL_CATAN_GOOD_MARBLE, -1), TRUE,
         "No commodity card");
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + QUARRY, -1, -1), TRUE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_task[0], ==, TSL_CATAN_GOOD_SAND);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_delivered[0], ==, 1);
}

/* "befizeti a legfelső lefordított szekérkártyán látható nyersanyagokat";
 * "Ha ... eléri a legmagasabb 5. szintet, 1 győzelmi pontot kap."; the
 * gold "szekerének fejlettségi fokozata szerint". */
static void
test_upgrades (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  const CatanTradersData *td = catan_traders_data ();
  guint vp = catan_vp (s, 0);

  apply (s, move (TSL_CATAN_UPGRADE_WAGON, 0, 0, 0, 0), FALSE, "resources the next wagon card");
  /* The seed's example card: 5 movement points, 2 gold, a 6 chases. */
  g_assert_cmpuint (td->wagon[1].mp, ==, 5);
  g_assert_cmpuint (td->wagon[1].gold, ==, 2);
  g_assert_cmpuint (td->wagon[1].chase, ==, 1u << 6);
  for (guint level = 2; level <= 5; level++)
    {
      for (guint r = 0; r < CATAN_N_RES; r++)
        ct_give (s, 0, r, td->wagon[level - 1].cost[r]);
      apply (s, move (TSL_CATAN_UPGRADE_WAGON, 0, 0, 0, 0), FALSE, NULL);
      g_assert_cmpuint (s->slice_traders_barbarians.tb_level[0], ==, level);
      g_assert_cmpuint (s->players[0].n_res, ==, 0);
      g_assert_cmpuint (catan_vp (s, 0), ==, vp + (level == 5));
    }
  apply (s, move (TSL_CATAN_UPGRADE_WAGON, 0, 0, 0, 0), FALSE, "level 5");
  g_assert_cmpuint (catan_tb_mp_left (s), ==, td->wagon[4].mp);
  /* Level 5 delivers for 5 gold. */
  s->slice_traders_barbarians.tb_task[0] = TSL_CATAN_GOOD_TOOLS;
  s->slice_traders_barbarians.tb_wagon[0] = s->slice_traders_barbarians.tb_corner[QUARRY][3];
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + QUARRY, TSL_CATAN_GOOD_SAND, -1), TRUE, NULL);
  g_assert_cmpuint (s->gold[0], ==, 10);
}

/* "Szekérkaravánjának 2. szintjétől kezdve a játékos megpróbálhatja
 * elűzni a barbárt ... Ha dobásának értéke látható a legutóbb felfordított
 * szekérkártyáján, áthelyezheti a barbárt ... Aki a barbárt egy másik
 * játékos útjára teszi, nem húzhat tőle nyersanyagot." */
static void
test_chase (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  guint v = ct_ring_corner ("[0,0]", 3);
  guint8 paths[4];
  guint target = ct_ring_edge ("[0,2]", 0);

  catan_tb_node_paths (s, v, paths);
  s->slice_traders_barbarians.tb_barbarian[0] = paths[0];
  s->slice_traders_barbarians.tb_wagon[0] = (guint8) v;
  ct_put_road (s, 1, target);
  ct_give (s, 1, TSL_CATAN_ORE, 2);
  apply (s, move (TSL_CATAN_CHASE_BARBARIAN, 0, paths[0], 6, -1), TRUE, "level 2");
  s->slice_traders_barbarians.tb_level[0] = 2;
  apply (s, move (TSL_CATAN_CHASE_BARBARIAN, 0, paths[1], 6, -1), TRUE, "no barbarian");
  /* A 5 is not on the level-2 card: the barbarian stays, one try a turn. */
  {
    g_autofree CatanState *fail = g_memdup2 (s, sizeof *s);

    apply (fail, move (TSL_CATAN_CHASE_BARBARIAN, 0, paths[0], 5, -1), TRUE, NULL);
    g_assert_cmpuint (fail->slice_traders_barbarians.tb_barbarian_move, ==, CATAN_NONE);
    g_assert_cmpuint (fail->slice_traders_barbarians.tb_barbarian[0], ==, paths[0]);
    apply (fail, move (TSL_CATAN_CHASE_BARBARIAN, 0, paths[0], 6, -1), TRUE, "already tried");
  }
  apply (s, move (TSL_CATAN_CHASE_BARBARIAN, 0, paths[0], 6, -1), TRUE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_barbarian_move, ==, 0);
  /* It is moved first, then the wagon goes on with its points. */
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, (gint) other_end (s, paths[0], v), -1, -1), FALSE, "barbarian you chased");
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, paths[0], (gint) s->slice_traders_barbarians.tb_barbarian[1], -1), FALSE, "Only one barbarian");
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, paths[0], (gint) target, 0), TRUE, "Nothing can be stolen");
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, paths[0], (gint) target, -1), FALSE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_barbarian[0], ==, target);
  g_assert_cmpuint (s->players[1].n_res, ==, 2);
  g_assert_cmpuint (catan_tb_mp_left (s), ==, 5);
  apply (s, move (TSL_CATAN_MOVE_WAGON, 0, (gint) other_end (s, paths[0], v), -1, -1), FALSE, NULL);
  g_assert_cmpuint (catan_tb_mp_left (s), ==, 3);
}

/* "Aki 7 -t dob, az a 3 barbár egyikét átrakja egy másik útvonalra/útra.
 * Ha útra rakja a barbárt, húzhat egy nyersanyagkártyát (nem aranyat!) az
 * út tulajdonosától." "Aki 2 -t vagy 12 -t dob, megismétli a dobását." */
static void
test_seven_and_rerolls (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  guint road = ct_ring_edge ("[0,2]", 0);
  TslMove roll = move (TSL_CATAN_ROLL, 0, 0, 0, 0);

  s->phase = CATAN_PHASE_ROLL;
  s->rolled = FALSE;
  ct_put_road (s, 1, road);
  ct_give (s, 1, TSL_CATAN_WOOL, 1);
  roll.count[0] = 1;
  roll.count[1] = 1;
  apply (s, roll, TRUE, "rolled again");
  roll.count[0] = 6;
  roll.count[1] = 6;
  apply (s, roll, TRUE, "rolled again");
  roll.count[0] = 3;
  roll.count[1] = 4;
  apply (s, roll, TRUE, NULL);
  g_assert_cmpuint (s->phase, ==, CATAN_PHASE_ROBBER);
  apply (s, move (TSL_CATAN_MOVE_ROBBER, 0, 3, -1, -1), FALSE, "no robber");
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, s->slice_traders_barbarians.tb_barbarian[1], (gint) road, TSL_CATAN_ORE), TRUE,
         "stolen card is not");
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, s->slice_traders_barbarians.tb_barbarian[1], (gint) road, TSL_CATAN_WOOL), TRUE, NULL);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOL], ==, 1);
  g_assert_cmpuint (s->players[1].n_res, ==, 0);
  g_assert_cmpuint (s->gold[1], ==, 5);
  g_assert_cmpuint (s->phase, ==, CATAN_PHASE_MAIN);

  /* Drawn rolls are never 2 or 12, the two-player second roll neither. */
  for (guint i = 0; i < 300; i++)
    {
      g_autofree CatanState *t = main_phase (TRADERS, 2 + i % 2);
      TslMove r = move (TSL_CATAN_ROLL, 0, 0, 0, 0);
      TslRng rng;

      t->phase = CATAN_PHASE_ROLL;
      tsl_rng_init (&rng, i, 0);
      g_assert_true (tsl_engine_apply_move (ct_engine (), t, &r, &rng, NULL));
      g_assert_cmpuint (r.count[0] + r.count[1], !=, 2);
      g_assert_cmpuint (r.count[0] + r.count[1], !=, 12);
      g_assert_cmpuint (r.count[2] + r.count[3], !=, 2);
      g_assert_cmpuint (r.count[2] + r.count[3], !=, 12);
    }
}

/* "Az útvonalakra a megszokott szabályok szerint lehet utat építeni. A
 * célmezők közepén lévő kereszteződésre (A) nem építhető település. A
 * célmezők tengerre néző 3 oldalára (B) nem építhető út." */
static void
test_destination_paths (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  guint h = s->slice_traders_barbarians.tb_dest_hex[GLASS];
  guint corner = s->slice_traders_barbarians.tb_corner[GLASS][1];
  guint path = CATAN_N_EDGES + 4 * GLASS + 1;
  guint sea_sides = 0, sea_corners = 0;

  for (guint i = 0; i < 6; i++)
    {
      guint e = TOPO ()->hex_edge_list[h][i];
      guint v = TOPO ()->hex_vertex_list[h][i];

      sea_sides += !catan_edges_has (&s->buildable_edges, e);
      sea_corners += !(s->buildable_vertices & VBIT (v));
    }
  g_assert_cmpuint (sea_sides, ==, 3);
  g_assert_cmpuint (sea_corners, ==, 2);
  ct_give (s, 0, TSL_CATAN_WOOD, 2);
  ct_give (s, 0, TSL_CATAN_BRICK, 2);
  apply (s, move (TSL_CATAN_BUILD_ROAD, 0, (gint) path, 0, 0), FALSE, "not connected");
  ct_put_settlement (s, 0, corner);
  s->players[0].road_vertices |= VBIT (corner);
  apply (s, move (TSL_CATAN_BUILD_ROAD, 0, (gint) path, 0, 0), FALSE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_path_road[4 * GLASS + 1], ==, 0);
  g_assert_cmpuint (s->players[0].roads_left, ==, CATAN_ROADS - 1);
  apply (s, move (TSL_CATAN_BUILD_ROAD, 0, (gint) path, 0, 0), FALSE, "already has a road");
  /* Through the centre the next path of the same destination joins. */
  apply (s, move (TSL_CATAN_BUILD_ROAD, 0, (gint) path + 1, 0, 0), FALSE, NULL);
  g_assert_true (s->players[0].road_vertices & VBIT (s->slice_traders_barbarians.tb_corner[GLASS][2]));
  /* Own road: 1 movement point into the glassworks. */
  {
    guint toll;
    g_assert_cmpuint (catan_tb_step_cost (s, 0, path, &toll), ==, 1);
    g_assert_cmpuint (catan_tb_step_cost (s, 1, path, &toll), ==, 2);
    g_assert_cmpuint (toll, ==, 1);
  }
}

/* "A leghosszabb kereskedelmi útért nem jár pont". */
static void
test_no_longest_road (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  guint vp = catan_vp (s, 0);
  guint v = ct_ring_corner ("[0,0]", 0);

  ct_put_settlement (s, 0, v);
  vp = catan_vp (s, 0);
  for (guint k = 0; k < 6; k++)
    catan_put_road (s, 0, ct_ring_edge ("[0,0]", k));
  g_assert_cmpuint (s->longest_holder, ==, CATAN_NONE);
  g_assert_cmpuint (catan_vp (s, 0), ==, vp);
}

/* A game where nobody can build and the deck is empty is not over while a
 * wagon can still deliver or be upgraded (the stall rule). */
static void
test_not_frozen (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);

  tsl_deck_init (&s->dev_deck);
  for (guint p = 0; p < 3; p++)
    {
      s->players[p].roads_left = 0;
      s->players[p].settlements_left = 0;
      s->players[p].cities_left = 0;
      s->slice_traders_barbarians.tb_level[p] = TSL_CATAN_TB_WAGON_LEVELS;
    }
  memset (s->slice_traders_barbarians.tb_goods, 0, sizeof s->slice_traders_barbarians.tb_goods);
  g_assert_true (catan_score_frozen (s));
  s->slice_traders_barbarians.tb_task[1] = TSL_CATAN_GOOD_GLASS;
  g_assert_false (catan_score_frozen (s));
  s->slice_traders_barbarians.tb_task[1] = CATAN_NONE;
  s->slice_traders_barbarians.tb_goods[QUARRY][TSL_CATAN_GOOD_SAND] = 1;
  g_assert_false (catan_score_frozen (s));
  s->slice_traders_barbarians.tb_goods[QUARRY][TSL_CATAN_GOOD_SAND] = 0;
  s->slice_traders_barbarians.tb_level[2] = 4;
  g_assert_false (catan_score_frozen (s));
}

/* The combinations (docs/rules-catan-tb.md, S5): the Harbourmaster's 14
 * ("A Kikötőmester esetén 14 győzelmi pontig"), two-player tokens ("1
 * kereskedő zsetonért ... egy barbár áthelyezhető egy útvonalra (nem
 * útra)"; "Egy célmezőre épített településért 1 kereskedő zseton jár";
 * neutral roads' gold half to the bank), Catan Events ("A rabló
 * visszavonul: ... nem történik esemény"). */
static void
test_combinations (void)
{
  g_autofree CatanState *h = ct_new ("{\"scenario\": \"traders_barbarians\", \"harbormaster\": true}", 4, NULL);
  g_autofree CatanState *s = main_phase (TRADERS, 2);
  guint road = ct_ring_edge ("[0,2]", 0);
  guint free_path = ct_ring_edge ("[0,1]", 0);

  g_assert_cmpuint (h->victory_points, ==, 14);

  ct_put_road (s, 2, road);
  s->slice_two_player.tokens[0] = 3;
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, s->slice_traders_barbarians.tb_barbarian[0], (gint) road, -1), FALSE, "without a road");
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, s->slice_traders_barbarians.tb_barbarian[0], (gint) free_path, -1), FALSE, NULL);
  g_assert_cmpuint (s->slice_traders_barbarians.tb_barbarian[0], ==, free_path);
  g_assert_cmpuint (s->slice_two_player.tokens[0], ==, 2);
  apply (s, move (TSL_CATAN_MOVE_BARBARIAN, 0, s->slice_traders_barbarians.tb_barbarian[1], (gint) road + 1, -1), FALSE, "already used");
  {
    g_autofree CatanState *three = main_phase (TRADERS, 3);

    three->slice_two_player.tokens[0] = 3;
    apply (three, move (TSL_CATAN_MOVE_BARBARIAN, 0, three->slice_traders_barbarians.tb_barbarian[0], (gint) free_path, -1), FALSE,
           "only after a 7");
  }

  /* Neutral roads: every second toll of the turn goes to the other seat. */
  {
    g_autofree CatanState *t = main_phase (TRADERS, 2);
    guint v = ct_ring_corner ("[0,0]", 0);
    guint8 paths[4];

    catan_tb_node_paths (t, v, paths);
    ct_put_road (t, 2, paths[0]);
    t->slice_traders_barbarians.tb_wagon[0] = (guint8) v;
    t->slice_traders_barbarians.tb_grain = TRUE;
    apply (t, move (TSL_CATAN_MOVE_WAGON, 0, (gint) other_end (t, paths[0], v), -1, -1), FALSE, NULL);
    g_assert_cmpuint (t->gold[0], ==, 4);
    g_assert_cmpuint (t->gold[1], ==, 5);
    apply (t, move (TSL_CATAN_MOVE_WAGON, 0, (gint) v, -1, -1), FALSE, NULL);
    g_assert_cmpuint (t->gold[0], ==, 3);
    g_assert_cmpuint (t->gold[1], ==, 6);
  }

  /* A settlement on a destination's corner: 1 token (and the coast's 1). */
  {
    g_autofree CatanState *t = main_phase (TRADERS, 2);
    guint corner = t->slice_traders_barbarians.tb_corner[CASTLE][1];
    guint inland = 0;

    for (guint k = 0; k < 4; k++)
      if (TOPO ()->vertex_n_land[t->slice_traders_barbarians.tb_corner[CASTLE][k]] == 3)
        inland = t->slice_traders_barbarians.tb_corner[CASTLE][k];
    corner = inland;
    t->slice_two_player.tokens[0] = 0;
    catan_two_player_settled (t, 0, corner);
    g_assert_cmpuint (t->slice_two_player.tokens[0], ==, 1);
  }
}

static void
test_events (void)
{
  /* Robber Flees: nothing; the robber stays off the board through a game. */
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"traders_barbarians\", \"event_cards\": true}", 3, NULL);
  TslRng rng;
  TslMoveList moves;
  guint flees = 0;

  tsl_move_list_init (&moves);
  tsl_rng_init (&rng, 3, 0);
  for (guint i = 0; i < 20000 && s->phase != CATAN_PHASE_OVER; i++)
    {
      TslMove m;

      tsl_move_list_reset (&moves);
      catan_legal_moves (s, TSL_LEGAL_NO_NEGOTIATION, &moves);
      m = moves.moves[tsl_rng_below (&rng, moves.len)];
      g_assert_true (tsl_engine_apply_move (ct_engine (), s, &m, &rng, NULL));
      flees += m.type == TSL_CATAN_ROLL && s->slice_events.event_card != CATAN_NONE &&
               catan_event_deck[s->slice_events.event_card].event == TSL_CATAN_EVENT_ROBBER_FLEES;
      g_assert_cmpuint (s->robber, ==, CATAN_NONE);
      ct_check_invariants (s);
    }
  g_assert_cmpuint (flees, >, 0);
  g_assert_cmpuint (s->phase, ==, CATAN_PHASE_OVER);
  tsl_move_list_clear (&moves);
}

/* The JSON of the actions and the state (docs/cli-catan-modules.md, S5). */
static void
test_json (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  g_autoptr(JsonNode) state = NULL;
  JsonObject *tb;
  TslMove m = move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + QUARRY, TSL_CATAN_GOOD_SAND, -1);
  g_autoptr(JsonObject) o = NULL;
  TslMove back;
  g_autoptr(GError) error = NULL;

  m.flags = TSL_CATAN_MOVE_OUTCOME;
  o = tsl_engine_move_to_json (ct_engine (), s, &m);
  g_assert_cmpstr (json_object_get_string_member (o, "commodity"), ==, "sand");
  g_assert_true (tsl_engine_move_from_json (ct_engine (), s, o, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpint (back.arg[0], ==, m.arg[0]);
  g_assert_cmpint (back.arg[1], ==, m.arg[1]);
  g_assert_true (back.flags & TSL_CATAN_MOVE_OUTCOME);
  /* Chance: the commodity card, the chase's die, the card a 7's barbarian draws. */
  g_assert_false (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  m.type = TSL_CATAN_CHASE_BARBARIAN;
  g_assert_false (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  m.type = TSL_CATAN_MOVE_BARBARIAN;
  g_assert_false (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  m.type = TSL_CATAN_UPGRADE_WAGON;
  g_assert_true (tsl_engine_move_is_undoable (ct_engine (), s, &m));
  {
    TslMove p = move (TSL_CATAN_BUILD_ROAD, 0, CATAN_N_EDGES + 4 * GLASS + 3, 0, 0);
    g_autoptr(JsonObject) po = tsl_engine_move_to_json (ct_engine (), s, &p);

    g_assert_true (tsl_engine_move_from_json (ct_engine (), s, po, &back, &error));
    g_assert_cmpint (back.arg[0], ==, p.arg[0]);
  }
  ct_refused (s, "{\"player\": 0, \"type\": \"move_wagon\", \"to\": [1, 1]}", TSL_ERROR_PARSE, "destination");
  ct_refused (s, "{\"player\": 0, \"type\": \"move_barbarian\", \"from\": [[0,0],[0,-1]]}", TSL_ERROR_PARSE, "“to”");
  ct_refused (s, "{\"player\": 0, \"type\": \"chase_barbarian\", \"path\": [[0,0],[0,-1]], \"die\": 7}",
              TSL_ERROR_PARSE, "die");
  state = ct_state_json (s);
  tb = json_object_get_object_member (json_node_get_object (state), "traders");
  g_assert_nonnull (tb);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (tb, "barbarians")), ==, 3);
  g_assert_cmpint (json_object_get_int_member (tb, "mp_left"), ==, 4);
}

/* The view: the wagon's targets are exactly the legal steps. */
static void
test_view (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  TslMoveList moves;
  TslCatanInfo info;
  guint64 legal = 0;

  tsl_move_list_init (&moves);
  s->slice_traders_barbarians.tb_wagon[0] = (guint8) ct_ring_corner ("[0,0]", 2);
  catan_legal_moves (s, 0, &moves);
  for (guint i = 0; i < moves.len; i++)
    if (moves.moves[i].type == TSL_CATAN_MOVE_WAGON)
      legal |= G_GUINT64_CONSTANT (1) << moves.moves[i].arg[0];
  tsl_catan_info_read (s, -1, &info);
  g_assert_true (info.traders_barbarians.played);
  g_assert_cmpuint (info.traders_barbarians.wagon_targets, ==, legal);
  g_assert_cmpuint (catan_popcount (legal), ==, 3);
  g_assert_cmpint (info.players[0].traders_barbarians.wagon_node, ==, s->slice_traders_barbarians.tb_wagon[0]);
  g_assert_cmpint (info.players[0].traders_barbarians.wagon_level, ==, 1);
  g_assert_cmpint (info.traders_barbarians.destination_hex[CASTLE], ==, ct_hex ("[0,-2]"));
  g_assert_cmpint (info.traders_barbarians.wagon_cards[1].mp, ==, 5);
  g_assert_cmpuint (info.traders_barbarians.commodities_left[QUARRY], ==, 12);
  g_assert_cmpint (info.traders_barbarians.barbarian_move, ==, -1);
  g_assert_false (info.traders_barbarians.barbarian_token);
  tsl_move_list_clear (&moves);

  /* Two-player: the token's barbarian spots are the legal targets. */
  {
    g_autofree CatanState *t = main_phase (TRADERS, 2);
    guint n_spots = 0, n_legal = 0;

    t->slice_two_player.tokens[0] = 2;
    ct_put_road (t, 1, ct_ring_edge ("[0,2]", 0));
    tsl_move_list_init (&moves);
    catan_legal_moves (t, 0, &moves);
    for (guint i = 0; i < moves.len; i++)
      if (moves.moves[i].type == TSL_CATAN_MOVE_BARBARIAN && moves.moves[i].arg[0] == t->slice_traders_barbarians.tb_barbarian[0])
        {
          n_legal++;
          tsl_catan_info_read (t, -1, &info);
          g_assert_true (info.traders_barbarians.barbarian_spots[moves.moves[i].arg[1]]);
        }
    tsl_catan_info_read (t, -1, &info);
    g_assert_true (info.traders_barbarians.barbarian_token);
    g_assert_false (info.traders_barbarians.barbarian_spots[ct_ring_edge ("[0,2]", 0)]);
    for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
      n_spots += info.traders_barbarians.barbarian_spots[x];
    g_assert_cmpuint (n_spots, ==, n_legal);
    tsl_move_list_clear (&moves);
  }
}

/* The log's sentences (tsl-catan-traders-text.c). */
static void
test_describe (void)
{
  g_autofree CatanState *s = main_phase (TRADERS, 3);
  g_autofree CatanState *before = NULL;
  const char * const names[] = { "Ann", "Bob", "Cid", NULL };
  TslMove m = move (TSL_CATAN_MOVE_WAGON, 0, CATAN_N_VERTICES + CASTLE, TSL_CATAN_GOOD_TOOLS, -1);
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  s->slice_traders_barbarians.tb_task[0] = TSL_CATAN_GOOD_GLASS;
  s->slice_traders_barbarians.tb_wagon[0] = s->slice_traders_barbarians.tb_corner[CASTLE][0];
  before = g_memdup2 (s, sizeof *s);
  m.flags = TSL_CATAN_MOVE_OUTCOME;
  g_assert_true (tsl_engine_apply_move (ct_engine (), s, &m, NULL, NULL));
  text = catan_describe_move (before, s, &m, names);
  g_assert_cmpstr (text, ==, "Ann moved the wagon one step for 2 movement points. Ann delivered glass to the castle "
                             "and scored 1 victory point. Ann took a commodity card: tools for the quarry. "
                             "Ann received 1 gold.");
  g_free (before);
  before = g_memdup2 (s, sizeof *s);
  for (guint r = 0; r < CATAN_N_RES; r++)
    ct_give (s, 0, r, 2);
  g_free (before);
  s->slice_traders_barbarians.tb_moving = FALSE;
  before = g_memdup2 (s, sizeof *s);
  m = move (TSL_CATAN_UPGRADE_WAGON, 0, 0, 0, 0);
  g_assert_true (tsl_engine_apply_move (ct_engine (), s, &m, NULL, NULL));
  text2 = catan_describe_move (before, s, &m, names);
  g_assert_cmpstr (text2, ==, "Ann upgraded the wagon to level 2.");
}

/* Random and greedy games end, 2 to 4 players. */
static void
test_games_end (void)
{
  TslAi *ai = tsl_engine_create_ai (ct_engine (), "greedy", NULL);

  for (guint g = 0; g < 60; g++)
    {
      g_autofree CatanState *s = tsl_engine_state_new (ct_engine ());
      g_autoptr(JsonNode) options = json_from_string (TRADERS, NULL);
      TslMoveList moves;
      TslRng rng;
      guint n = 2 + g % 3;
      gboolean greedy = g % 2 == 0;

      tsl_move_list_init (&moves);
      g_assert_true (tsl_engine_init_state (ct_engine (), s, json_node_get_object (options), n, 100 + g, NULL, NULL));
      tsl_rng_init (&rng, g, 1);
      for (guint i = 0; i < 200000 && s->phase != CATAN_PHASE_OVER; i++)
        {
          TslMove m;

          if (greedy)
            g_assert_true (tsl_ai_choose_move (ai, ct_engine (), s, catan_actor (s), &rng, &m));
          else
            {
              tsl_move_list_reset (&moves);
              catan_legal_moves (s, TSL_LEGAL_NO_NEGOTIATION, &moves);
              m = moves.moves[tsl_rng_below (&rng, moves.len)];
            }
          g_assert_true (tsl_engine_apply_move (ct_engine (), s, &m, &rng, NULL));
        }
      tsl_move_list_clear (&moves);
      g_assert_cmpuint (s->phase, ==, CATAN_PHASE_OVER);
      ct_check_invariants (s);
      if (greedy && !s->stalled)
        g_assert_cmpuint (catan_vp (s, s->winner), >=, 13);
    }
  g_object_unref (ai);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/traders/setup", test_setup);
  g_test_add_func ("/engines/catan/traders/setup-checked", test_setup_checked);
  g_test_add_func ("/engines/catan/traders/founding-city", test_founding_city);
  g_test_add_func ("/engines/catan/traders/step-costs", test_step_costs);
  g_test_add_func ("/engines/catan/traders/toll-needs-gold", test_toll_needs_gold);
  g_test_add_func ("/engines/catan/traders/tasks-and-deliveries", test_tasks_and_deliveries);
  g_test_add_func ("/engines/catan/traders/upgrades", test_upgrades);
  g_test_add_func ("/engines/catan/traders/chase", test_chase);
  g_test_add_func ("/engines/catan/traders/seven-and-rerolls", test_seven_and_rerolls);
  g_test_add_func ("/engines/catan/traders/destination-paths", test_destination_paths);
  g_test_add_func ("/engines/catan/traders/no-longest-road", test_no_longest_road);
  g_test_add_func ("/engines/catan/traders/not-frozen", test_not_frozen);
  g_test_add_func ("/engines/catan/traders/combinations", test_combinations);
  g_test_add_func ("/engines/catan/traders/events", test_events);
  g_test_add_func ("/engines/catan/traders/json", test_json);
  g_test_add_func ("/engines/catan/traders/view", test_view);
  g_test_add_func ("/engines/catan/traders/describe", test_describe);
  g_test_add_func ("/engines/catan/traders/games-end", test_games_end);
  return g_test_run ();
}
