/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "catan-test-util.h"

/* Seeded random games (uniform over the legal moves, as the random computer
 * player) with every invariant checked: cards conserved (19 of each
 * resource, 25 development cards), pieces conserved, VP recomputed from the
 * board equals the engine's, distance rule and road connectivity on the
 * board, and every game ends on its own.  Options and player counts vary so
 * that every rule variant is exercised (Catan Events too: the deck's
 * composition and the damaged roads are checked as well); every fourth
 * game also lists the domestic trade offers, so offers, answers and
 * confirmations are played.  The Traders & Barbarians modules run as their
 * own sets (variant_sets). */

static guint n_games = 10000;

static const char * const option_sets[] = {
  "{\"layout\": \"random\"}",
  "{\"layout\": \"beginner\"}",
  "{\"layout\": \"random\", \"bank_shortage\": \"single_player_takes_rest\", \"robber_on_desert\": false}",
  "{\"layout\": \"random\", \"harbor_3to1_identical\": false, \"longest_road_tie\": \"set_aside\", \"trade_after_build\": true}",
  "{\"layout\": \"random\", \"victory_points\": 5}",
  /* V2 Catan Events. */
  "{\"layout\": \"random\", \"event_cards\": true}",
  "{\"layout\": \"random\", \"event_cards\": true, \"bank_shortage\": \"single_player_takes_rest\", \"robber_on_desert\": false}",
};

/* T&B V1 (seed 002, "BARÁTSÁGOS RABLÓ"), checked from the rule's words
 * before a robber move is applied: no hex touching a settlement of a
 * player with at most 2 (visible) points unless it is the desert and no
 * other hex is left; a spared player is never robbed. */
static void
check_friendly_robber (const CatanState *s,
                       const TslMove    *m)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint64 spared = 0;
  gboolean other_left = FALSE;
  guint hex;

  if (!catan_friendly_robber (s) || (m->type != TSL_CATAN_MOVE_ROBBER && m->type != TSL_CATAN_PLAY_KNIGHT))
    return;
  for (guint p = 0; p < s->n_players; p++)
    {
      const CatanPlayer *pl = &s->players[p];
      guint vp = (guint) __builtin_popcountll (pl->settlements) + 2 * (guint) __builtin_popcountll (pl->cities) +
                 (s->longest_holder == p ? 2 : 0) + (s->army_holder == p ? 2 : 0) +
                 (s->slice_harbormaster.holder == p ? 2 : 0) +
                 (guint) __builtin_popcountll ((pl->settlements | pl->cities) & s->slice_caravans.camel_vertices);

      /* Rivers of Catan: the settler cards' points count too. */
      vp = (guint) MAX (0, (gint) vp + catan_gold_vp (s, p));
      if (vp <= 2)
        {
          spared |= pl->settlements | pl->cities;
          g_assert_cmpint (m->arg[1], !=, (gint) p);
        }
    }
  hex = (guint) m->arg[0];
  if (!(t->hex_vertices[hex] & spared))
    return;
  /* Fishermen: the lake lies where the desert was and takes its part;
   * Rivers and Caravans: a swamp or the oasis is the desert's part. */
  g_assert_true (s->scenario == CATAN_SCENARIO_FISHERMEN ? s->terrain[hex] == TSL_CATAN_LAKE
                                                         : catan_desert_like (s->terrain[hex]));
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (h != s->robber && s->terrain[h] != TSL_CATAN_SEA && !(t->hex_vertices[h] & spared))
      other_left = TRUE;
  g_assert_false (other_left);
}

static void
play_game_with (const char *options_json,
                guint       g,
                guint       n_players,
                gboolean    check_every_action)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = ct_new (options_json, n_players, NULL);
  CatanState view;
  TslMoveList moves;
  TslRng ai_rng, view_rng;
  TslLegalFlags flags = g % 4 == 0 ? TSL_LEGAL_DEFAULT : TSL_LEGAL_NO_NEGOTIATION;
  guint n = 0;

  /* A different board and deck for every game (the beginners' map stays). */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) options = json_from_string (options_json, NULL);

    tsl_engine_init_state (engine, s, json_node_get_object (options), n_players, g, NULL, &error);
    g_assert_no_error (error);
  }
  tsl_move_list_init (&moves);
  tsl_rng_init (&ai_rng, g, 77);
  tsl_rng_init (&view_rng, g, 78);

  while (!tsl_engine_is_over (engine, s))
    {
      gint actor = tsl_engine_get_actor (engine, s);
      TslMove move;
      TslRng rng;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (actor, >=, 0);
      g_assert_cmpuint (n, <, 100000);
      view = *s;
      tsl_engine_redact (engine, &view, actor, &view_rng);
      tsl_move_list_reset (&moves);
      tsl_engine_legal_moves (engine, &view, flags, &moves);
      g_assert_cmpuint (moves.len, >, 0);
      move = moves.moves[tsl_rng_below (&ai_rng, moves.len)];
      g_assert_cmpint (move.player, ==, actor);
      check_friendly_robber (s, &move);
      tsl_rng_init (&rng, g, n);
      if (!tsl_engine_apply_move (engine, s, &move, &rng, &error))
        g_error ("game %u action %u: %s", g, n, error->message);
      n++;
      if (check_every_action || move.type == TSL_CATAN_END_TURN)
        ct_check_invariants (s);
    }
  ct_check_invariants (s);
  /* A game ends with a winner, or stalled with the lead shared
   * (docs/rules-catan.md); Caravans' 12 (13) points are now and then out of
   * random players' reach once the pieces are used up. */
  if (s->winner >= n_players)
    {
      guint32 leaders = catan_leaders (s);

      g_test_message ("game %u stalled at turn %u, leaders %#x", g, s->turn, leaders);
      g_assert_true (s->stalled && (catan_caravans (s) || (leaders & (leaders - 1)) != 0));
    }
  tsl_move_list_clear (&moves);
}

static void
play_game (guint    g,
           guint    n_players,
           gboolean check_every_action)
{
  play_game_with (option_sets[g % G_N_ELEMENTS (option_sets)], g, n_players, check_every_action);
}

/* The Traders & Barbarians modules and their combinations, each played
 * apart: a few hundred games in the quick suite, 10,000 with -m slow.
 * A module adds its line here (two-player sets with 2..2 players). */
typedef struct
{
  const char *name;
  const char *options;
  guint       min_players;
  guint       max_players;
} VariantSet;

static const VariantSet variant_sets[] = {
  { "base", "{\"layout\": \"random\"}", 3, 4 },
  { "friendly-robber", "{\"layout\": \"random\", \"friendly_robber\": true}", 3, 4 },
  { "harbormaster", "{\"layout\": \"random\", \"harbormaster\": true}", 3, 4 },
  { "friendly-robber+harbormaster",
    "{\"layout\": \"random\", \"friendly_robber\": true, \"harbormaster\": true}", 3, 4 },
  /* Combinations (docs/rules-catan-tb.md, "Victory targets and combinations"). */
  { "two-player+events+harbormaster",
    "{\"layout\": \"random\", \"event_cards\": true, \"harbormaster\": true}", 2, 2 },
  { "two-player+events+friendly-robber",
    "{\"layout\": \"random\", \"event_cards\": true, \"friendly_robber\": true}", 2, 2 },
  { "events+friendly-robber+harbormaster",
    "{\"layout\": \"random\", \"event_cards\": true, \"friendly_robber\": true, \"harbormaster\": true}",
    4, 4 },
  /* S1 Fishermen of Catan, alone and with the variants the seed names. */
  { "fishermen", "{\"layout\": \"random\", \"scenario\": \"fishermen\"}", 3, 4 },
  { "fishermen-beginner", "{\"layout\": \"beginner\", \"scenario\": \"fishermen\"}", 3, 4 },
  { "fishermen+two-player", "{\"layout\": \"random\", \"scenario\": \"fishermen\"}", 2, 2 },
  { "fishermen+events", "{\"layout\": \"random\", \"scenario\": \"fishermen\", \"event_cards\": true}", 3, 4 },
  /* The second event card of a two-player turn draws its fish in the
   * action that lets it produce (docs/rules-catan-tb.md). */
  { "fishermen+two-player+events",
    "{\"layout\": \"random\", \"scenario\": \"fishermen\", \"event_cards\": true}", 2, 2 },
  { "fishermen+harbormaster+friendly-robber",
    "{\"layout\": \"random\", \"scenario\": \"fishermen\", \"harbormaster\": true, \"friendly_robber\": true}", 3, 4 },
  /* S2 Rivers of Catan, alone and with the variants. */
  { "rivers", "{\"scenario\": \"rivers\"}", 3, 4 },
  { "rivers+two-player", "{\"scenario\": \"rivers\"}", 2, 2 },
  { "rivers+events", "{\"scenario\": \"rivers\", \"event_cards\": true}", 3, 4 },
  { "rivers+two-player+events", "{\"scenario\": \"rivers\", \"event_cards\": true}", 2, 2 },
  { "rivers+harbormaster+friendly-robber",
    "{\"scenario\": \"rivers\", \"harbormaster\": true, \"friendly_robber\": true}", 3, 4 },
  /* S3 Caravans, alone and with the variants the seed combines it with. */
  { "caravans", "{\"layout\": \"random\", \"scenario\": \"caravans\"}", 3, 4 },
  { "caravans-two-player", "{\"layout\": \"random\", \"scenario\": \"caravans\"}", 2, 2 },
  { "caravans+harbormaster+friendly-robber",
    "{\"layout\": \"random\", \"scenario\": \"caravans\", \"harbormaster\": true, \"friendly_robber\": true}", 3, 4 },
  { "caravans+events", "{\"layout\": \"random\", \"scenario\": \"caravans\", \"event_cards\": true}", 3, 4 },
  { "caravans+two-player+events", "{\"layout\": \"random\", \"scenario\": \"caravans\", \"event_cards\": true}", 2, 2 },
  /* S4 Barbarian Attack, alone and with the variants the seed combines it with. */
  { "barbarian-attack", "{\"scenario\": \"barbarian_attack\"}", 3, 4 },
  { "barbarian-attack+two-player", "{\"scenario\": \"barbarian_attack\"}", 2, 2 },
  { "barbarian-attack+harbormaster+friendly-robber",
    "{\"scenario\": \"barbarian_attack\", \"harbormaster\": true, \"friendly_robber\": true}", 3, 4 },
  { "barbarian-attack+events", "{\"scenario\": \"barbarian_attack\", \"event_cards\": true}", 3, 4 },
  { "barbarian-attack+two-player+events", "{\"scenario\": \"barbarian_attack\", \"event_cards\": true}", 2, 2 },
  /* S5 Traders & Barbarians, alone and with the four variants. */
  { "traders", "{\"scenario\": \"traders_barbarians\"}", 3, 4 },
  { "traders-two-player", "{\"scenario\": \"traders_barbarians\"}", 2, 2 },
  { "traders+harbormaster+friendly-robber",
    "{\"scenario\": \"traders_barbarians\", \"harbormaster\": true, \"friendly_robber\": true}", 3, 4 },
  { "traders+events", "{\"scenario\": \"traders_barbarians\", \"event_cards\": true}", 3, 4 },
  { "traders+two-player+events", "{\"scenario\": \"traders_barbarians\", \"event_cards\": true}", 2, 2 },
};

/* 100 a set in the quick suite (about 25 sets: a minute of the suite
 * under the sanitizers), 10,000 with -m slow. */
static guint n_variant_games = 100;

static void
test_invariants_variant (gconstpointer data)
{
  const VariantSet *set = data;
  guint span = set->max_players - set->min_players + 1;

  g_test_summary ("Invariants at every turn end (every action in the first tenth) of random games "
                  "with one module set; all of them end");
  for (guint g = 0; g < n_variant_games; g++)
    play_game_with (set->options, 2000000 + g, set->min_players + g % span, g < n_variant_games / 10);
}

static void
test_invariants_detailed (void)
{
  g_test_summary ("Invariants after every single action of 300 random games");
  for (guint g = 0; g < 300; g++)
    play_game (1000000 + g, g % 3 == 0 ? 3 : 4, TRUE);
}

static void
test_invariants_many (void)
{
  g_test_summary ("Invariants at every turn end of many random 4-player games (and a tenth as "
                  "many 3-player ones); all of them end");
  for (guint g = 0; g < n_games; g++)
    play_game (g, 4, FALSE);
  for (guint g = 0; g < n_games / 10; g++)
    play_game (500000 + g, 3, FALSE);
}

/* The one-pass count of buildings' points that catan_vp() uses, against
 * the compiler's popcount, on full, empty, single-bit and random masks. */
static void
test_popcount_weighted (void)
{
  GRand *rand = g_rand_new_with_seed (7);
  guint64 edge[] = { 0, 1, G_GUINT64_CONSTANT (1) << 63, G_MAXUINT64, G_GUINT64_CONSTANT (0x003fffffffffffff) };

  g_test_summary ("catan_popcount_weighted (a, b) is popcount (a) + 2 * popcount (b) for any masks");
  for (guint i = 0; i < G_N_ELEMENTS (edge); i++)
    for (guint j = 0; j < G_N_ELEMENTS (edge); j++)
      g_assert_cmpuint (catan_popcount_weighted (edge[i], edge[j]), ==,
                        (guint) __builtin_popcountll (edge[i]) + 2 * (guint) __builtin_popcountll (edge[j]));
  for (guint i = 0; i < 100000; i++)
    {
      guint64 a = (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);
      guint64 b = (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);

      /* Sparse masks too, like a player's buildings. */
      if (i & 1)
        {
          a &= (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);
          b &= (guint64) g_rand_int (rand) << 32 | g_rand_int (rand);
        }
      g_assert_cmpuint (catan_popcount_weighted (a, b), ==,
                        (guint) __builtin_popcountll (a) + 2 * (guint) __builtin_popcountll (b));
    }
  g_rand_free (rand);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (g_getenv ("TSL_CATAN_GAMES") != NULL)
    n_games = (guint) atoi (g_getenv ("TSL_CATAN_GAMES"));
  if (g_test_slow ())
    n_games = 100000;
  g_test_add_func ("/engines/catan/invariants/popcount-weighted", test_popcount_weighted);
  g_test_add_func ("/engines/catan/invariants/every-action", test_invariants_detailed);
  g_test_add_func ("/engines/catan/invariants/many-games", test_invariants_many);
  if (g_test_slow ())
    n_variant_games = 10000;
  for (guint i = 0; i < G_N_ELEMENTS (variant_sets); i++)
    {
      g_autofree char *path = g_strdup_printf ("/engines/catan/invariants/variant/%s", variant_sets[i].name);

      g_test_add_data_func (path, &variant_sets[i], test_invariants_variant);
    }
  return g_test_run ();
}
