/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

TslEngine *
ct_engine (void)
{
  static TslEngine *engine = NULL;

  if (engine == NULL)
    engine = tsl_catan_engine_new ();
  return engine;
}

static JsonNode *
parse (const char *json)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  return json_node_ref (json_parser_get_root (parser));
}

CatanState *
ct_new (const char *options_json,
        guint       n_players,
        const char *setup_json)
{
  TslEngine *engine = ct_engine ();
  CatanState *s = tsl_engine_state_new (engine);
  g_autoptr(JsonNode) options = options_json != NULL ? parse (options_json) : NULL;
  g_autoptr(JsonNode) setup = setup_json != NULL ? parse (setup_json) : NULL;
  g_autoptr(GError) error = NULL;

  tsl_engine_init_state (engine, s, options != NULL ? json_node_get_object (options) : NULL,
                         n_players, 1, setup, &error);
  g_assert_no_error (error);
  return s;
}

CatanState *
ct_new_beginner (guint n_players)
{
  return ct_new ("{\"layout\": \"beginner\"}", n_players, NULL);
}

gboolean
ct_try (CatanState *s,
        const char *action_json,
        TslMove    *applied,
        GError    **error)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(JsonNode) node = parse (action_json);
  TslMove move;
  TslRng rng;

  if (!tsl_engine_move_from_json (engine, s, json_node_get_object (node), &move, error))
    return FALSE;
  tsl_rng_init (&rng, 1, s->n_actions);
  if (!tsl_engine_apply_move (engine, s, &move, &rng, error))
    return FALSE;
  if (applied != NULL)
    *applied = move;
  return TRUE;
}

void
ct_ok (CatanState *s,
       const char *action_json)
{
  g_autoptr(GError) error = NULL;

  if (!ct_try (s, action_json, NULL, &error))
    g_error ("Action %s refused: %s", action_json, error->message);
}

void
ct_refused (CatanState *s,
            const char *action_json,
            gint        code,
            const char *message_part)
{
  g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
  g_autoptr(GError) error = NULL;

  g_assert_false (ct_try (s, action_json, NULL, &error));
  g_assert_error (error, TSL_ERROR, code);
  if (message_part != NULL && strstr (error->message, message_part) == NULL)
    g_error ("Expected “%s” in the error “%s”", message_part, error->message);
  g_assert_true (memcmp (before, s, sizeof *s) == 0);
}

gint
ct_vertex (const char *json)
{
  g_autoptr(JsonNode) node = parse (json);
  g_autoptr(GError) error = NULL;
  gint v = catan_parse_vertex (node, &error);

  g_assert_no_error (error);
  return v;
}

gint
ct_edge (const char *json)
{
  g_autoptr(JsonNode) node = parse (json);
  g_autoptr(GError) error = NULL;
  gint e = catan_parse_edge (node, &error);

  g_assert_no_error (error);
  return e;
}

gint
ct_hex (const char *json)
{
  g_autoptr(JsonNode) node = parse (json);
  g_autoptr(GError) error = NULL;
  gint h = catan_parse_hex (node, &error);

  g_assert_no_error (error);
  return h;
}

/* Test scaffolding: moves cards between the bank and a hand, conserving them. */
void
ct_give (CatanState *s,
         guint       p,
         guint       r,
         guint       n)
{
  g_assert_cmpuint (s->bank.count[r], >=, n);
  s->bank.count[r] -= n;
  s->players[p].res.count[r] += n;
  s->players[p].n_res += n;
}

void
ct_take_all (CatanState *s,
             guint       p)
{
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      s->bank.count[r] += s->players[p].res.count[r];
      s->players[p].res.count[r] = 0;
    }
  s->players[p].n_res = 0;
}

void
ct_setup_round (CatanState         *s,
                const char * const *placements)
{
  for (guint i = 0; placements[i] != NULL; i += 2)
    {
      g_autofree char *a = g_strdup_printf ("{\"type\": \"place_settlement\", \"vertex\": %s}", placements[i]);
      g_autofree char *b = g_strdup_printf ("{\"type\": \"place_road\", \"edge\": %s}", placements[i + 1]);

      ct_ok (s, a);
      ct_ok (s, b);
    }
}

JsonNode *
ct_state_json (const CatanState *s)
{
  return tsl_engine_state_to_json (ct_engine (), s);
}

guint
ct_legal_count (const CatanState *s,
                TslLegalFlags     flags,
                gint              type)
{
  TslMoveList list;
  guint n = 0;

  tsl_move_list_init (&list);
  tsl_engine_legal_moves (ct_engine (), s, flags, &list);
  for (guint i = 0; i < list.len; i++)
    n += type < 0 || list.moves[i].type == type;
  tsl_move_list_clear (&list);
  return n;
}

char *
ct_json_string (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_root (gen, node);
  return json_generator_to_data (gen, NULL);
}

/* T&B V3 (seed 002): the card is out until someone has 3 harbour points;
 * its holder has 3 or more and nobody has more (it passes on strictly
 * more, and points never fall). */
static void
check_harbormaster (const CatanState *s)
{
  guint64 harbors = 0;
  guint points[CATAN_MAX_PLAYERS] = { 0, };
  guint best = 0;

  if (!catan_harbormaster (s))
    {
      g_assert_cmpuint (s->slice_harbormaster.holder, ==, CATAN_NONE);
      return;
    }
  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  for (guint p = 0; p < s->n_players; p++)
    {
      points[p] = (guint) __builtin_popcountll (s->players[p].settlements & harbors) +
                  2 * (guint) __builtin_popcountll (s->players[p].cities & harbors);
      best = MAX (best, points[p]);
    }
  if (s->slice_harbormaster.holder == CATAN_NONE)
    g_assert_cmpuint (best, <, 3);
  else
    {
      g_assert_cmpuint (s->slice_harbormaster.holder, <, s->n_players);
      g_assert_cmpuint (points[s->slice_harbormaster.holder], >=, 3);
      g_assert_cmpuint (points[s->slice_harbormaster.holder], ==, best);
    }
}

/* Invariants every reachable state satisfies (digest §1, §7.3, §9). */
/* Fishermen of Catan: the 29 fish cards (11 x 1, 10 x 2, 8 x 3, data/catan/
 * fishermen.json) are in the pile, spent or in a hand, at most 7 a hand;
 * the Old Boot is in the pile or with one seat; the lake is inland. */
static void
ct_check_fish (const CatanState *s)
{
  static const guint box[CATAN_N_FISH_KINDS] = { 11, 10, 8 };

  if (s->scenario != CATAN_SCENARIO_FISHERMEN)
    {
      g_assert_cmpuint (s->slice_fishermen.boot_holder, ==, CATAN_NONE);
      for (guint p = 0; p < CATAN_MAX_PLAYERS; p++)
        g_assert_cmpuint (s->slice_fishermen.fish[p][0] + s->slice_fishermen.fish[p][1] + s->slice_fishermen.fish[p][2], ==, 0);
      return;
    }
  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    {
      guint total = s->slice_fishermen.fish_pile[k] + s->slice_fishermen.fish_spent[k];

      for (guint p = 0; p < s->n_players; p++)
        total += s->slice_fishermen.fish[p][k];
      g_assert_cmpuint (total, ==, box[k]);
    }
  for (guint p = 0; p < CATAN_MAX_PLAYERS; p++)
    {
      g_assert_cmpuint (catan_fish_cards (s, p), <=, p < s->n_players ? CATAN_FISH_HAND_LIMIT : 0);
    }
  g_assert_cmpuint (s->slice_fishermen.boot_in_pile + (s->slice_fishermen.boot_holder != CATAN_NONE), ==, 1);
  g_assert_true (s->slice_fishermen.boot_holder == CATAN_NONE || s->slice_fishermen.boot_holder < s->n_players);
  g_assert_cmpuint (s->slice_fishermen.lake, <, CATAN_N_LAND);
  g_assert_cmpuint (s->terrain[s->slice_fishermen.lake], ==, TSL_CATAN_LAKE);
  g_assert_cmpuint (s->number[s->slice_fishermen.lake], ==, 0);
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    g_assert_cmpuint (catan_popcount (s->slice_fishermen.fishing_vertices[g]), ==, 3);
  if (catan_two_player (s))
    g_assert_cmpuint (s->slice_two_player.tokens[0] + s->slice_two_player.tokens[1], ==, 0);
}

/* Gold (Rivers of Catan): only seats hold it; the settler cards are where
 * the rule's words put them, from the end of founding on; bridges stand
 * only on bridge sites, and every road-like piece on a bridge site is a
 * bridge. */
static void
check_gold (const CatanState *s)
{
  guint8 least_mask = 0;
  guint most = 0, least = G_MAXUINT, n_most = 0;
  gint richest = -1;

  for (guint p = s->n_players; p < CATAN_MAX_PLAYERS; p++)
    g_assert_cmpuint (s->gold[p], ==, 0);
  if (!catan_rivers (s))
    {
      for (guint p = 0; p < s->n_players && !catan_gold_used (s); p++)
        g_assert_cmpuint (s->gold[p], ==, 0);
      g_assert_cmpuint (s->gold_buys, <=, CATAN_GOLD_BUYS);
      g_assert_false (s->gold_cards);
      g_assert_true (s->slice_rivers.bridges.lo == 0 && s->slice_rivers.bridges.hi == 0 && s->bridge_sites.lo == 0 && s->bridge_sites.hi == 0);
      return;
    }
  g_assert_true ((s->slice_rivers.bridges.lo & ~s->bridge_sites.lo) == 0 && (s->slice_rivers.bridges.hi & ~s->bridge_sites.hi) == 0);
  g_assert_true ((s->roads_all.lo & s->bridge_sites.lo) == s->slice_rivers.bridges.lo &&
                 (s->roads_all.hi & s->bridge_sites.hi) == s->slice_rivers.bridges.hi);
  g_assert_cmpuint (catan_edges_count (&s->bridge_sites), ==, 7);
  g_assert_cmpuint (s->gold_buys, <=, CATAN_GOLD_BUYS);
  g_assert_true (s->gold_cards == (s->phase >= CATAN_PHASE_ROLL));
  if (!s->gold_cards)
    return;
  for (guint p = 0; p < s->n_players; p++)
    {
      if (s->gold[p] > most)
        {
          most = s->gold[p];
          n_most = 0;
          richest = (gint) p;
        }
      if (s->gold[p] == most)
        n_most++;
      least = MIN (least, s->gold[p]);
    }
  for (guint p = 0; p < s->n_players; p++)
    if (s->gold[p] == least)
      least_mask |= (guint8) (1u << p);
  g_assert_cmpint (s->richest_holder, ==, n_most == 1 ? richest : CATAN_NONE);
  g_assert_cmpuint (s->poor_holders, ==, least_mask);
}

/* Caravans: 22 camels on the board or left; each caravan a path without
 * branches from its marked start to its last camel; the +1 intersections
 * exactly those between two camels; never the robber on the oasis unless
 * the oasis counts as a desert it may go to. */
/* Barbarian Attack: barbarians (board, reserve, prisoners: 36) and knights
 * (board and reserve: 6 a seat) conserved, 3 at most on a coastal hex and
 * exactly the 3s pillaged, the pillaged buildings those with only pillaged
 * land around, the deck and discards its 26 cards. */
static void
check_barbarian_attack (const CatanState *s)
{
  const CatanTopo *t = TOPO ();
  guint8 coast[CATAN_N_LAND];
  guint n_coast = catan_ba_coast (s, coast);
  guint barbarians = s->slice_barbarian_attack.barbarians_left;
  guint knights[CATAN_BA_OWNERS] = { 0, };
  guint32 coastal = 0, pillaged = 0;

  if (!catan_barbarian_attack (s))
    {
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        g_assert_cmpuint (s->slice_barbarian_attack.knight_at[e], ==, CATAN_NONE);
      g_assert_true (s->pillaged == 0 && s->pillaged_vertices == 0 && s->slice_barbarian_attack.castle == CATAN_NONE);
      g_assert_true (s->phase != CATAN_PHASE_CARD && s->phase != CATAN_PHASE_BATTLE);
      return;
    }
  g_assert_cmpint (s->terrain[s->slice_barbarian_attack.castle], ==, TSL_CATAN_CASTLE);
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
  for (guint i = 0; i < n_coast; i++)
    coastal |= 1u << coast[i];
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      barbarians += s->slice_barbarian_attack.barbarians[h];
      g_assert_cmpuint (s->slice_barbarian_attack.barbarians[h], <=, CATAN_BA_PILLAGE);
      if (s->slice_barbarian_attack.barbarians[h] > 0)
        g_assert_true ((coastal >> h) & 1);
      if (s->slice_barbarian_attack.barbarians[h] == CATAN_BA_PILLAGE)
        pillaged |= 1u << h;
    }
  for (guint p = 0; p < s->n_players; p++)
    barbarians += s->slice_barbarian_attack.prisoners[p];
  g_assert_cmpuint (barbarians, ==, CATAN_BA_BARBARIANS);
  g_assert_cmpuint (pillaged, ==, s->pillaged);
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    {
      guint land = 0, lost = 0;

      for (guint i = 0; i < t->vertex_n_land[v]; i++)
        if (s->terrain[t->vertex_land[v][i]] != TSL_CATAN_SEA)
          {
            land++;
            lost += (s->pillaged >> t->vertex_land[v][i]) & 1;
          }
      g_assert_true (((s->pillaged_vertices >> v) & 1) == (land > 0 && lost == land));
    }
  for (guint n = 2; n <= 12; n++)
    g_assert_true ((s->hexes_by_number[n] & s->pillaged) == 0);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (s->slice_barbarian_attack.knight_at[e] != CATAN_NONE)
      {
        g_assert_cmpuint (s->slice_barbarian_attack.knight_at[e], <, CATAN_BA_OWNERS);
        knights[s->slice_barbarian_attack.knight_at[e]]++;
      }
  for (guint p = 0; p < s->n_players; p++)
    g_assert_cmpuint (knights[p] + s->slice_barbarian_attack.knights_left[p], ==, CATAN_BA_KNIGHTS);
  for (guint p = s->n_players; p < CATAN_MAX_PLAYERS; p++)
    g_assert_cmpuint (knights[p] + s->slice_barbarian_attack.knights_left[p], ==, 0);
  g_assert_cmpuint (knights[CATAN_FOREIGN_KNIGHT], <=, catan_two_player (s) ? 1 : 0);
  if (s->phase != CATAN_PHASE_OVER)
    g_assert_true ((s->phase == CATAN_PHASE_CARD) == (s->slice_barbarian_attack.card_pending != CATAN_NONE));
  if (s->phase == CATAN_PHASE_BATTLE)
    g_assert_cmpint (catan_ba_next_battle (s, s->slice_barbarian_attack.battle_next), ==, s->slice_barbarian_attack.battle_next);
}

static void
check_caravans (const CatanState *s)
{
  const CatanTopo *t = TOPO ();
  guint on_board = catan_edges_count (&s->camels);
  guint64 between = 0;
  guint per_caravan = 0;

  if (!catan_caravans (s))
    {
      g_assert_true (s->camels.lo == 0 && s->camels.hi == 0 && s->slice_caravans.camel_vertices == 0);
      g_assert_cmpint (s->phase, !=, CATAN_PHASE_VOTE);
      return;
    }
  g_assert_cmpuint (on_board + s->slice_caravans.camels_left, ==, CATAN_CAMELS);
  g_assert_cmpint (s->terrain[s->slice_caravans.oasis], ==, TSL_CATAN_OASIS);
  if (!s->opt_robber_desert)
    g_assert_cmpint (s->robber, !=, s->slice_caravans.oasis);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    g_assert_true (catan_edges_has (&s->camels, e) == (s->slice_caravans.camel_caravan[e] != CATAN_NONE));
  for (guint c = 0; c < CATAN_CARAVANS; c++)
    {
      guint e = s->slice_caravans.caravan_start[c];
      guint v;
      guint walked = 0;

      per_caravan += s->slice_caravans.caravan_camels[c];
      if (s->slice_caravans.caravan_last[c] == CATAN_NONE)
        {
          g_assert_cmpuint (s->slice_caravans.caravan_camels[c], ==, 0);
          continue;
        }
      g_assert_cmpint (s->slice_caravans.camel_caravan[e], ==, c);
      v = (t->hex_vertices[s->slice_caravans.oasis] & VBIT (t->edge_vertices[e][0])) ? t->edge_vertices[e][1] : t->edge_vertices[e][0];
      walked = 1;
      while (e != s->slice_caravans.caravan_last[c])
        {
          guint next = CATAN_NONE;
          guint n_next = 0;

          for (guint i = 0; i < t->vertex_n_edges[v]; i++)
            if (t->vertex_edges[v][i] != e && s->slice_caravans.camel_caravan[t->vertex_edges[v][i]] == c)
              {
                next = t->vertex_edges[v][i];
                n_next++;
              }
          g_assert_cmpuint (n_next, ==, 1);   /* never branches */
          e = next;
          v = t->edge_vertices[e][0] == v ? t->edge_vertices[e][1] : t->edge_vertices[e][0];
          walked++;
          g_assert_cmpuint (walked, <=, s->slice_caravans.caravan_camels[c]);
        }
      g_assert_cmpuint (walked, ==, s->slice_caravans.caravan_camels[c]);
      if (s->slice_caravans.caravan_end[c] != CATAN_NONE)
        g_assert_cmpuint (s->slice_caravans.caravan_end[c], ==, v);
    }
  g_assert_cmpuint (per_caravan, ==, on_board);
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    {
      guint n = 0;

      for (guint i = 0; i < t->vertex_n_edges[v]; i++)
        n += catan_edges_has (&s->camels, t->vertex_edges[v][i]);
      if (n >= 2)
        between |= VBIT (v);
    }
  g_assert_true (between == s->slice_caravans.camel_vertices);
  if (s->phase == CATAN_PHASE_VOTE)
    g_assert_cmpuint (s->slice_caravans.votes_cast, <, s->n_players);
}

/* Traders & Barbarians: 3 barbarians on distinct paths, the 36 commodity
 * cards (in the decks, carried, delivered), the wagons and their cards. */
static void
ct_check_traders (const CatanState *s)
{
  guint cards = 0;

  if (!catan_traders_barbarians (s))
    {
      for (guint p = 0; p < CATAN_MAX_PLAYERS; p++)
        g_assert_cmpuint (s->slice_traders_barbarians.tb_delivered[p] + s->slice_traders_barbarians.tb_level[p], ==, 0);
      return;
    }
  g_assert_cmpuint (s->robber, ==, CATAN_NONE);
  g_assert_cmpuint (s->longest_holder, ==, CATAN_NONE);
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    {
      g_assert_true (catan_tb_path_valid (s, s->slice_traders_barbarians.tb_barbarian[i]));
      for (guint j = 0; j < i; j++)
        g_assert_cmpuint (s->slice_traders_barbarians.tb_barbarian[i], !=, s->slice_traders_barbarians.tb_barbarian[j]);
    }
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
      {
        cards += s->slice_traders_barbarians.tb_goods[d][k];
        if (!catan_tb_supplies (d, k))
          g_assert_cmpuint (s->slice_traders_barbarians.tb_goods[d][k], ==, 0);
      }
  for (guint p = 0; p < s->n_players; p++)
    {
      cards += s->slice_traders_barbarians.tb_delivered[p] + (s->slice_traders_barbarians.tb_task[p] != CATAN_NONE);
      g_assert_cmpuint (s->slice_traders_barbarians.tb_level[p], >=, 1);
      g_assert_cmpuint (s->slice_traders_barbarians.tb_level[p], <=, TSL_CATAN_TB_WAGON_LEVELS);
      if (s->phase >= CATAN_PHASE_ROLL)
        g_assert_cmpuint (s->slice_traders_barbarians.tb_wagon[p], <, TSL_CATAN_TB_NODES);
    }
  g_assert_cmpuint (cards, ==, 36);
  for (guint x = 0; x < 4 * TSL_CATAN_TB_DESTINATIONS; x++)
    g_assert_true (s->slice_traders_barbarians.tb_path_road[x] == CATAN_NONE || s->slice_traders_barbarians.tb_path_road[x] < catan_n_owners (s));
  if (s->slice_traders_barbarians.tb_barbarian_move != CATAN_NONE)
    g_assert_cmpuint (s->phase, ==, CATAN_PHASE_MAIN);
}

/* Roads on destination paths (Traders & Barbarians) of @p. */
static guint
ct_path_roads (const CatanState *s,
               guint             p)
{
  guint n = 0;

  for (guint x = 0; x < 4 * TSL_CATAN_TB_DESTINATIONS; x++)
    n += s->slice_traders_barbarians.tb_path_road[x] == p;
  return n;
}

void
ct_check_invariants (const CatanState *s)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint dev_total = s->dev_deck.len;
  guint64 all = 0;
  CatanEdges roads = { 0, 0 };

  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      guint total = s->bank.count[r];

      for (guint p = 0; p < s->n_players; p++)
        total += s->players[p].res.count[r];
      g_assert_cmpuint (total, ==, CATAN_BANK_EACH);
    }
  for (guint k = 0; k < CATAN_N_DEV; k++)
    dev_total += s->progress_played[k];
  ct_check_fish (s);
  /* Two-player Catan: knights turned in for tokens leave the game; the
   * tokens never exceed the 20 of the box. */
  dev_total += s->slice_two_player.knights_turned_in;
  if (catan_two_player (s))
    g_assert_cmpuint (s->slice_two_player.tokens[0] + s->slice_two_player.tokens[1], <=, CATAN_TOKENS_TOTAL);
  else
    g_assert_cmpuint (s->slice_two_player.knights_turned_in + s->slice_two_player.tokens[0] + s->slice_two_player.tokens[1], ==, 0);
  /* The seats, and the neutral players of a two-player game. */
  for (guint p = 0; p < catan_n_owners (s); p++)
    {
      const CatanPlayer *pl = &s->players[p];
      guint n_res = 0;
      guint vp;
      guint64 mine = pl->settlements | pl->cities;
      /* A neutral's founding settlement has no road (seed 002). */
      guint64 roadless = p >= s->n_players ? VBIT (s->slice_two_player.neutral_start[p - s->n_players]) : 0;

      for (guint r = 0; r < CATAN_N_RES; r++)
        n_res += pl->res.count[r];
      g_assert_cmpuint (n_res, ==, pl->n_res);
      for (guint k = 0; k < CATAN_N_DEV; k++)
        dev_total += pl->dev[k] + pl->dev_new[k];
      dev_total += pl->knights;

      /* Pieces conserved: on the board plus in supply. */
      g_assert_cmpuint (__builtin_popcountll (pl->settlements) + pl->settlements_left, ==, CATAN_SETTLEMENTS);
      g_assert_cmpuint (__builtin_popcountll (pl->cities) + pl->cities_left, ==, CATAN_CITIES);
      {
        /* Rivers of Catan: a bridge is in its owner's roads but is no road piece. */
        CatanEdges bridges = { pl->roads.lo & s->slice_rivers.bridges.lo, pl->roads.hi & s->slice_rivers.bridges.hi };

        g_assert_cmpuint (catan_edges_count (&pl->roads) - catan_edges_count (&bridges) + ct_path_roads (s, p) +
                          pl->roads_left, ==, CATAN_ROADS);
        g_assert_cmpuint (catan_edges_count (&bridges) + s->bridges_left[p], ==, catan_rivers (s) ? CATAN_BRIDGES : 0);
      }
      g_assert_true ((pl->settlements & pl->cities) == 0);
      g_assert_true ((all & mine) == 0);
      all |= mine;
      g_assert_true ((roads.lo & pl->roads.lo) == 0 && (roads.hi & pl->roads.hi) == 0);
      roads.lo |= pl->roads.lo;
      roads.hi |= pl->roads.hi;

      /* Every road is joined to one of the owner's buildings through his
       * roads (a later opponent's building may cut it, never unlink it). */
      {
        guint64 reached = mine;
        gboolean grew = TRUE;

        while (grew)
          {
            grew = FALSE;
            for (guint e = 0; e < CATAN_N_EDGES; e++)
              if (catan_edges_has (&pl->roads, e))
                {
                  guint64 ends = VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);

                  if ((reached & ends) && (reached & ends) != ends)
                    {
                      reached |= ends;
                      grew = TRUE;
                    }
                }
            /* Traders & Barbarians: a destination's path roads meet at its centre. */
            for (guint d = 0; catan_traders_barbarians (s) && d < TSL_CATAN_TB_DESTINATIONS; d++)
              {
                guint64 ends = 0;

                for (guint k = 0; k < 4; k++)
                  if (s->slice_traders_barbarians.tb_path_road[4 * d + k] == p)
                    ends |= VBIT (s->slice_traders_barbarians.tb_corner[d][k]);
                if ((reached & ends) && (reached & ends) != ends)
                  {
                    reached |= ends;
                    grew = TRUE;
                  }
              }
          }
        for (guint e = 0; e < CATAN_N_EDGES; e++)
          if (catan_edges_has (&pl->roads, e))
            g_assert_true (reached & VBIT (t->edge_vertices[e][0]));
      }
      /* Every building stands at the end of an own road (the founding ones too). */
      if (s->phase >= CATAN_PHASE_ROLL)
        g_assert_true ((mine & ~pl->road_vertices & ~roadless) == 0);

      /* VP recomputed from the board and the cards. */
      vp = (guint) __builtin_popcountll (pl->settlements) + 2 * (guint) __builtin_popcountll (pl->cities) +
           pl->dev[TSL_CATAN_VICTORY_POINT] + pl->dev_new[TSL_CATAN_VICTORY_POINT];
      if (s->longest_holder == p)
        vp += 2;
      if (s->army_holder == p)
        vp += 2;
      if (s->slice_harbormaster.holder == p)
        vp += 2;
      /* Rivers of Catan: Richest Settler +1, Poor Settler -2. */
      if (s->gold_cards && s->richest_holder == p)
        vp += 1;
      if (s->gold_cards && p < s->n_players && (s->poor_holders >> p) & 1)
        vp -= 2;
      vp += (guint) __builtin_popcountll (mine & s->slice_caravans.camel_vertices);   /* Caravans */
      /* Barbarian Attack: 2 prisoners = 1 point; a pillaged building none. */
      if (p < CATAN_MAX_PLAYERS)
        vp += s->slice_barbarian_attack.prisoners[p] / 2;
      vp -= (guint) __builtin_popcountll (pl->settlements & s->pillaged_vertices) +
            2 * (guint) __builtin_popcountll (pl->cities & s->pillaged_vertices);
      if (p < s->n_players)   /* Traders & Barbarians: deliveries, the level-5 wagon */
        vp += s->slice_traders_barbarians.tb_delivered[p] + (s->slice_traders_barbarians.tb_level[p] == TSL_CATAN_TB_WAGON_LEVELS);
      g_assert_cmpuint (vp, ==, catan_vp (s, p));
      /* Traders & Barbarians has no Longest Road: lengths are not kept. */
      g_assert_cmpuint (pl->road_length, ==, catan_traders_barbarians (s) ? 0 : catan_longest_road (s, p));
      if (s->longest_holder == p)
        g_assert_cmpuint (pl->road_length, >=, 5);
      if (s->army_holder == p)
        g_assert_cmpuint (pl->knights, >=, 3);
      if (s->phase != CATAN_PHASE_OVER && s->phase >= CATAN_PHASE_ROLL && p == s->current)
        g_assert_cmpuint (catan_vp (s, p), <, catan_player_target (s, p));
    }
  /* Barbarian Attack: its own 26 cards, played ones in the discards;
   * Traders & Barbarians: its own 26 cards. */
  for (guint k = 0; k < CATAN_N_DEV; k++)
    dev_total += s->slice_barbarian_attack.card_discards[k];
  g_assert_cmpuint (dev_total, ==, catan_barbarian_attack (s) || catan_traders_barbarians (s) ? 26u : 25u);
  ct_check_traders (s);

  /* Catan Events: the deck (36 cards, at most 31 drawn before New Year,
   * the last card among them), damaged roads are roads, and an event phase
   * has seats still to choose. */
  if (catan_events (s))
    {
      guint per_number[13] = { 0, };

      for (guint c = 0; c < TSL_CATAN_N_EVENT_CARDS; c++)
        per_number[catan_event_deck[c].number]++;
      for (guint n = 2; n <= 12; n++)
        g_assert_cmpuint (per_number[n], ==, 6 - (n > 7 ? n - 7 : 7 - n));
      g_assert_cmpuint (catan_popcount (s->slice_events.event_drawn), <=, TSL_CATAN_N_EVENT_CARDS - catan_event_set_aside);
      g_assert_true (s->slice_events.event_drawn < G_GUINT64_CONSTANT (1) << TSL_CATAN_N_EVENT_CARDS);
      /* The first card left the deck's year when New Year came up before the second. */
      if (s->slice_events.event_card != CATAN_NONE && !(s->slice_events.event_card2 != CATAN_NONE && s->slice_events.event_new_year2))
        g_assert_true (s->slice_events.event_drawn & (G_GUINT64_CONSTANT (1) << s->slice_events.event_card));
      /* Two-player: two cards a turn, the second waiting only for a 7 or an event's choices. */
      g_assert_true ((s->slice_events.event_card2 != CATAN_NONE) == (catan_two_player (s) && s->slice_events.event_card != CATAN_NONE));
      if (s->slice_events.event_card2 != CATAN_NONE)
        g_assert_true (s->slice_events.event_drawn & (G_GUINT64_CONSTANT (1) << s->slice_events.event_card2));
      if (s->slice_events.event_card2_due)
        g_assert_true (s->phase == CATAN_PHASE_DISCARD || s->phase == CATAN_PHASE_ROBBER ||
                       s->phase == CATAN_PHASE_EVENT);
    }
  else
    g_assert_true (s->slice_events.event_drawn == 0 && s->phase != CATAN_PHASE_EVENT && s->slice_events.event_card2 == CATAN_NONE &&
                   !s->slice_events.event_card2_due);
  g_assert_true ((s->roads_damaged.lo & ~s->roads_all.lo) == 0 && (s->roads_damaged.hi & ~s->roads_all.hi) == 0);
  g_assert_true ((s->phase == CATAN_PHASE_EVENT) == (s->slice_events.event_pending != 0));
  g_assert_true (all == s->occupied);
  check_harbormaster (s);
  check_gold (s);
  check_caravans (s);
  check_barbarian_attack (s);
  g_assert_true (roads.lo == s->roads_all.lo && roads.hi == s->roads_all.hi);

  /* Distance rule on the board. */
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    if (all & VBIT (v))
      g_assert_true ((all & t->vertex_nbr_mask[v]) == 0);
  /* A stalled game (no points can change any more, or nobody progressed
   * for CATAN_STALL_ROUNDS rounds) ends below the target. */
  if (s->phase == CATAN_PHASE_OVER && !s->stalled)
    g_assert_cmpuint (catan_vp (s, s->winner), >=, s->victory_points);
}

void
ct_skip_setup (CatanState *s)
{
  s->setup_step = (guint8) (2 * s->n_players);
  s->phase = CATAN_PHASE_ROLL;
  s->current = 0;
  s->turn = 1;
}

void
ct_put_settlement (CatanState *s,
                   guint       p,
                   guint       v)
{
  const CatanTopo *t = tsl_catan_topology ();

  g_assert_false (s->occupied & VBIT (v));
  s->players[p].settlements |= VBIT (v);
  s->players[p].settlements_left--;
  s->occupied |= VBIT (v);
  s->blocked |= VBIT (v) | t->vertex_nbr_mask[v];
}

void
ct_put_road (CatanState *s,
             guint       p,
             guint       e)
{
  const CatanTopo *t = tsl_catan_topology ();

  g_assert_false (catan_edges_has (&s->roads_all, e));
  catan_edges_add (&s->players[p].roads, e);
  catan_edges_add (&s->roads_all, e);
  s->players[p].roads_left--;
  s->players[p].road_vertices |= VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);
  s->players[p].road_length = (guint8) catan_longest_road (s, p);
}

guint
ct_ring_edge (const char *hex,
              guint       k)
{
  return tsl_catan_topology ()->hex_edge_list[ct_hex (hex)][k % 6];
}

guint
ct_ring_corner (const char *hex,
                guint       k)
{
  return tsl_catan_topology ()->hex_vertex_list[ct_hex (hex)][k % 6];
}

guint
ct_spoke (const char *hex,
          guint       k)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint v = ct_ring_corner (hex, k);
  guint h = (guint) ct_hex (hex);

  for (guint i = 0; i < t->vertex_n_edges[v]; i++)
    {
      guint e = t->vertex_edges[v][i];

      if (t->edge_hexes[e][0] != h && t->edge_hexes[e][1] != h)
        return e;
    }
  g_assert_not_reached ();
}

char *
ct_beginner_setup (const char *member,
                   const char *value_json)
{
  g_autofree CatanState *s = ct_new_beginner (4);
  g_autoptr(JsonNode) setup = tsl_engine_setup_to_json (ct_engine (), s);

  if (member != NULL)
    json_object_set_member (json_node_get_object (setup), member, parse (value_json));
  return ct_json_string (setup);
}

/* Whether the state's players[p].harbors lists @kind. */
gboolean
ct_lists_harbor (const CatanState *s,
                 guint             p,
                 const char       *kind)
{
  g_autoptr(JsonNode) root = ct_state_json (s);
  JsonArray *players = json_object_get_array_member (json_node_get_object (root), "players");
  JsonArray *harbors = json_object_get_array_member (json_array_get_object_element (players, p), "harbors");

  for (guint i = 0; i < json_array_get_length (harbors); i++)
    if (g_strcmp0 (json_array_get_string_element (harbors, i), kind) == 0)
      return TRUE;
  return FALSE;
}
