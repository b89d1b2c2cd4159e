/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* The typed API for views (tsl_catan_info_read()): it must tell what the
 * state JSON of the engine contract tells, and through a seat's redacted
 * view show nothing that seat may not see. */

static CatanState *
new_game (guint64 seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = json_object_new ();
  CatanState *s = tsl_engine_state_new (ct_engine ());

  json_object_set_string_member (options, "layout", "random");
  g_assert_true (tsl_engine_init_state (ct_engine (), s, options, 4, seed, NULL, &error));
  g_assert_no_error (error);
  return s;
}

/* One random legal move (no domestic offers but the listed ones). */
static void
play_one (CatanState *s,
          TslRng     *rng)
{
  g_autoptr(GError) error = NULL;
  TslMoveList list;
  TslMove move;

  tsl_move_list_init (&list);
  tsl_engine_legal_moves (ct_engine (), s, TSL_LEGAL_DEFAULT, &list);
  g_assert_cmpuint (list.len, >, 0);
  move = list.moves[tsl_rng_below (rng, list.len)];
  move.player = (gint8) catan_actor (s);
  g_assert_true (tsl_engine_apply_move (ct_engine (), s, &move, rng, &error));
  g_assert_no_error (error);
  tsl_move_list_clear (&list);
}

static gint
int_or_none (JsonObject *o,
             const char *name)
{
  JsonNode *node = json_object_get_member (o, name);

  return node == NULL || JSON_NODE_HOLDS_NULL (node) ? -1 : (gint) json_node_get_int (node);
}

static guint
count_owned (JsonObject *pieces,
             const char *kind,
             gint        owner)
{
  JsonArray *array = json_object_get_array_member (pieces, kind);
  guint n = 0;

  for (guint i = 0; i < json_array_get_length (array); i++)
    if (json_object_get_int_member (json_array_get_object_element (array, i), "owner") == owner)
      n++;
  return n;
}

static void
check_against_json (const CatanState *s)
{
  g_autoptr(JsonNode) root = ct_state_json (s);
  JsonObject *o = json_node_get_object (root);
  JsonObject *pieces = json_object_get_object_member (o, "pieces");
  JsonArray *players = json_object_get_array_member (o, "players");
  JsonObject *bank = json_object_get_object_member (o, "bank");
  JsonObject *discards = json_object_get_object_member (o, "pending_discards");
  JsonArray *hexes = json_object_get_array_member (json_object_get_object_member (o, "board"), "hexes");
  TslCatanInfo info;

  tsl_catan_info_read (s, -1, &info);
  g_assert_cmpuint (info.n_players, ==, json_array_get_length (players));
  g_assert_cmpstr (catan_phase_names[info.phase], ==, json_object_get_string_member (o, "phase"));
  g_assert_cmpint (info.current, ==, json_object_get_int_member (o, "current_player"));
  g_assert_cmpint (info.winner, ==, int_or_none (o, "winner"));
  g_assert_cmpint (info.longest_road, ==, int_or_none (o, "longest_road_holder"));
  g_assert_cmpint (info.largest_army, ==, int_or_none (o, "largest_army_holder"));
  g_assert_cmpuint (info.dev_deck_left, ==, json_object_get_int_member (o, "dev_deck_left"));
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    g_assert_cmpint (info.bank[r], ==, json_object_get_int_member (bank, catan_resource_names[r]));
  for (guint h = 0; h < TSL_CATAN_N_LAND_HEXES; h++)
    {
      JsonObject *hex = json_array_get_object_element (hexes, h);

      g_assert_cmpstr (catan_terrain_names[info.terrain[h]], ==, json_object_get_string_member (hex, "terrain"));
      g_assert_cmpint (info.number[h] == 0 ? -1 : info.number[h], ==, int_or_none (hex, "number"));
    }
  if (info.robber >= 0)
    {
      g_autofree char *robber = ct_json_string (json_object_get_member (o, "robber"));

      g_assert_cmpint (info.robber, ==, ct_hex (robber));
    }

  for (guint p = 0; p < info.n_players; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);
      const TslCatanPlayerInfo *pi = &info.players[p];
      guint settlements = 0, cities = 0, roads = 0;
      char key[8];

      g_assert_cmpint (pi->vp, ==, json_object_get_int_member (player, "vp"));
      g_assert_cmpint (pi->vp_public, ==, json_object_get_int_member (player, "vp_public"));
      g_assert_cmpint (pi->n_resources, ==, json_object_get_int_member (player, "resource_count"));
      g_assert_cmpint (pi->knights, ==, json_object_get_int_member (player, "knights_played"));
      g_assert_cmpint (pi->road_length, ==, json_object_get_int_member (player, "road_length"));
      g_assert_cmpint (pi->roads_left, ==, json_object_get_int_member (player, "roads_left"));
      g_snprintf (key, sizeof key, "%u", p);
      g_assert_cmpint (pi->discard, ==, json_object_get_int_member_with_default (discards, key, 0));
      for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
        if (info.building_owner[v] == (gint) p)
          info.building_city[v] ? cities++ : settlements++;
      for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
        roads += info.road_owner[e] == (gint) p;
      g_assert_cmpuint (settlements, ==, count_owned (pieces, "settlements", p));
      g_assert_cmpuint (cities, ==, count_owned (pieces, "cities", p));
      g_assert_cmpuint (roads, ==, count_owned (pieces, "roads", p));
    }

  g_assert_cmpint (info.trade_open, ==, !JSON_NODE_HOLDS_NULL (json_object_get_member (o, "trade")));
}

typedef void (*CheckFunc) (const CatanState *s,
                           guint64           seed,
                           guint             step,
                           gpointer          data);

/* Random games, checked before every move and at their end. */
static void
play_games (CheckFunc check,
            gpointer  data)
{
  /* Six games with -m slow; two in the quick suite (the sanitizer run). */
  guint64 n_games = g_test_slow () ? 6 : 2;

  for (guint64 seed = 1; seed <= n_games; seed++)
    {
      g_autofree CatanState *s = new_game (seed);
      TslRng rng;
      guint step;

      tsl_rng_init (&rng, seed, 77);
      for (step = 0; step < 2000 && s->phase != CATAN_PHASE_OVER; step++)
        {
          check (s, seed, step, data);
          play_one (s, &rng);
        }
      check (s, seed, step, data);
    }
}

static void
check_against_json_cb (const CatanState *s,
                       guint64           seed,
                       guint             step,
                       gpointer          data)
{
  check_against_json (s);
}

static void
test_info_matches_state_json (void)
{
  g_test_summary ("tsl_catan_info_read() reads what the state JSON of the contract says, "
                  "step by step through random games");
  play_games (check_against_json_cb, NULL);
}

static void
check_redacted_cb (const CatanState *s,
                   guint64           seed,
                   guint             step,
                   gpointer          data)
{
  guint *hidden = data;

  /* A finished game hides nothing: views read its full state. */
  if (s->phase == CATAN_PHASE_OVER)
    return;
  for (guint seat = 0; seat < s->n_players; seat++)
    {
      g_autofree CatanState *view = g_memdup2 (s, sizeof *s);
      TslCatanInfo full, seen;
      TslRng redact_rng;

      tsl_rng_init (&redact_rng, seed, step);
      tsl_engine_redact (ct_engine (), view, seat, &redact_rng);
      tsl_catan_info_read (s, -1, &full);
      tsl_catan_info_read (view, seat, &seen);
      for (guint p = 0; p < s->n_players; p++)
        {
          const TslCatanPlayerInfo *a = &full.players[p], *b = &seen.players[p];
          static const guint8 none[TSL_CATAN_N_DEV_KINDS] = { 0, };

          g_assert_cmpuint (a->n_dev_cards, ==, b->n_dev_cards);
          g_assert_cmpuint (a->vp_public, ==, b->vp_public);
          if (p == seat)
            {
              g_assert_cmpmem (a->dev_cards, sizeof a->dev_cards, b->dev_cards, sizeof b->dev_cards);
              g_assert_cmpuint (a->vp, ==, b->vp);
            }
          else
            {
              g_assert_cmpmem (b->dev_cards, sizeof b->dev_cards, none, sizeof none);
              g_assert_cmpuint (b->vp, ==, b->vp_public);
              *hidden += a->n_dev_cards > 0;
            }
        }
    }
}

static void
test_info_hides_others_cards (void)
{
  guint hidden = 0;

  g_test_summary ("Read through a seat's redacted view, the info shows that seat's "
                  "development cards and points, and only the counts of the others'");
  play_games (check_redacted_cb, &hidden);
  /* The games must have reached hands with hidden cards. */
  g_assert_cmpuint (hidden, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/view/matches-state-json", test_info_matches_state_json);
  g_test_add_func ("/catan/view/hides-others-cards", test_info_hides_others_cards);
  return g_test_run ();
}
