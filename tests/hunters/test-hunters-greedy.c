/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-hunters.h"
#include "tsl-hunters-evaluate-private.h"
#include "tsl-hunters-greedy-ai.h"
#include "tsl-hunters-greedy-weights.h"
#include "tsl-hunters-private.h"
#include "tsl-random-ai.h"
#include "tsl-search-ai.h"
#include "tsl-self-play.h"
#include "weighted-ai.h"

/* The greedy player must beat the random one in at least 95 % of seeded
 * 2-player games (1,000 in the slow suite, 100 in the quick one), taking
 * each seat half of the time.  A tie is not a win. */

static void
test_greedy_beats_random (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) greedy = NULL;
  g_autoptr(TslAi) random = tsl_random_ai_new ();
  guint n_games = g_test_slow () ? 1000 : 100;
  guint wins = 0;
  gint64 total = 0;

  g_test_summary ("Greedy beats random in >= 95 % of 2-player games");
  greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  g_assert_true (TSL_IS_HUNTERS_GREEDY_AI (greedy));
  g_assert_cmpstr (tsl_ai_get_kind (greedy), ==, "greedy");
  for (guint64 seed = 0; seed < n_games; seed++)
    {
      guint me = seed % 2;
      TslAi *ais[2];
      TslSelfPlayResult result;
      g_autoptr(GError) error = NULL;

      ais[me] = greedy;
      ais[1 - me] = random;
      g_assert_true (tsl_self_play (engine, options, 2, ais, 1000 + seed, &result, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (result.finished);
      if (result.scores[me] > result.scores[1 - me])
        wins++;
      total += result.scores[me] - result.scores[1 - me];
    }
  g_test_message ("greedy won %u of %u games (%.1f %%), by %.1f points on average", wins, n_games,
                  100.0 * wins / n_games, (double) total / n_games);
  g_assert_cmpuint (wins * 100, >=, 95 * n_games);
}

/* Greedy self-play is pinned: making the player faster must not change a
 * single choice.  Scores and lengths of seeded games, as the player plays
 * them with hunters-greedy.ini's tuned weights (issue 25; `tessella-cli
 * play --game hunters --ai greedy --players N --seed S` prints them). */
static void
test_greedy_games_unchanged (void)
{
  static const struct
  {
    guint   n_players;
    guint64 seed;
    gint    scores[3];
    guint   n_actions;
  } games[] = {
    { 2, 1, { 208, 134 }, 264 },
    { 2, 2, { 192, 195 }, 270 },
    { 2, 3, { 198, 159 }, 267 },
    { 2, 4, { 199, 174 }, 270 },
    { 2, 5, { 193, 190 }, 270 },
    { 2, 6, { 186, 177 }, 264 },
    { 2, 7, { 177, 186 }, 267 },
    { 2, 8, { 178, 199 }, 267 },
    { 3, 1, { 118, 112, 130 }, 264 },
    { 3, 2, { 96, 144, 90 }, 270 },
    { 3, 3, { 134, 118, 112 }, 258 },
    { 3, 4, { 138, 123, 115 }, 270 },
  };
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  TslAi *ais[3] = { greedy, greedy, greedy };

  g_test_summary ("Seeded greedy games are the ones the unoptimized player played");
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      TslSelfPlayResult result;
      g_autoptr(GError) error = NULL;

      g_assert_true (tsl_self_play (engine, options, games[i].n_players, ais, games[i].seed,
                                    &result, NULL, &error));
      g_assert_no_error (error);
      for (guint p = 0; p < games[i].n_players; p++)
        g_assert_cmpint (result.scores[p], ==, games[i].scores[p]);
      g_assert_cmpuint (result.n_actions, ==, games[i].n_actions);
    }
}

/* Every move of seeded greedy games, as a checksum: a faster greedy
 * player must still choose exactly the same moves.  Two to five seats,
 * with and without the reserve, against itself and against random, under
 * the default rules and with every rule option turned the other way.  With
 * hunters-greedy.ini's tuned weights (issue 25), and with the hand-set
 * ones they replaced, whose checksum was taken before the player's
 * evaluation was made faster (issue 10) and before the weights were data. */
#define GREEDY_GAMES_CHECKSUM G_GUINT64_CONSTANT (0xb4dad583bfdc2200)
#define HAND_SET_GAMES_CHECKSUM G_GUINT64_CONSTANT (0xf74ee797b8ae2985)

/* The hand-set weights, in hunters-greedy.ini's order. */
static const double hand_set_weights[] = {
  0.95, 0.07, 0.15, 0.3, 0.3, 2.0, 2.0, 1.0, 2.0, 1.5, 2.0, 0.6, 2.4, 1.5, 5.0, 1.0, 2.0, 3.0,
};

/* The rules the seeded greedy games are played by: the defaults, and every
 * variant's choice that is not. */
static const char * const option_sets[] = {
  "{}",
  "{\"forest_scoring\": \"tile\", \"river_length\": \"pieces\", "
  "\"unplaceable_bonus\": \"lost\", \"bonus_nuggets\": false, \"last_bonus\": \"forfeit\", "
  "\"fisher_on_lake\": true, \"start_rotation\": \"90\"}",
};

/* The checksum of every move of the seeded games. */
static guint64
greedy_games_hash (guint *n_moves)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autoptr(TslAi) plain = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autoptr(TslAi) random = tsl_random_ai_new ();
  guint64 hash = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  *n_moves = 0;
  g_object_set (plain, "keep-reserve", FALSE, NULL);
  for (guint k = 0; k < G_N_ELEMENTS (option_sets); k++)
    for (guint g = 0; g < 48; g++)
      {
        g_autoptr(JsonNode) options = json_from_string (option_sets[k], NULL);
        g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
        g_autoptr(GError) error = NULL;
        guint n_players = 2 + g % 4;
        TslAi *ais[5];
        TslSelfPlayResult result;

        /* Seats: greedy, then greedy without the reserve or random, in turn. */
        for (guint s = 0; s < n_players; s++)
          ais[s] = s == 0 ? greedy : (g + s) % 3 == 0 ? random : (g + s) % 3 == 1 ? plain : greedy;
        g_assert_true (tsl_self_play (engine, json_node_get_object (options), n_players, ais, 900 + g,
                                      &result, moves, &error));
        g_assert_no_error (error);
        g_assert_true (result.finished);
        for (guint i = 0; i < moves->len; i++)
          {
            const guint8 *bytes = (const guint8 *) &g_array_index (moves, TslMove, i);

            for (guint b = 0; b < sizeof (TslMove); b++)
              hash = (hash ^ bytes[b]) * G_GUINT64_CONSTANT (0x100000001b3);
          }
        *n_moves += moves->len;
      }
  return hash;
}

static void
test_greedy_same_games (void)
{
  guint n_moves;
  guint64 hash;

  g_test_summary ("Seeded greedy games are the same move for move as before the speed-ups");
  hash = greedy_games_hash (&n_moves);
  g_test_message ("checksum 0x%016" G_GINT64_MODIFIER "x over %u moves", hash, n_moves);
  g_assert_cmphex (hash, ==, GREEDY_GAMES_CHECKSUM);
}

/* The weights as data (engines/hunters/hunters-greedy.ini), and the
 * trial weights the tuning tools set. */
static void
test_greedy_weights (void)
{
  double w[HUNTERS_GREEDY_N_WEIGHTS];
  guint n_moves;

  G_STATIC_ASSERT (G_N_ELEMENTS (hand_set_weights) == HUNTERS_GREEDY_N_WEIGHTS);
  g_test_summary ("The greedy player weighs by the weights given: the hand-set ones play the games "
                  "they played before they were data, a cheaper reserve other games, negative "
                  "weights whole games still, and NULL hunters-greedy.ini's again");
  g_assert_cmpstr (_tsl_hunters_greedy_weight_name (HUNTERS_GREEDY_RESERVE_EARLY), ==, "reserve_early");
  for (guint k = 0; k < HUNTERS_GREEDY_N_WEIGHTS; k++)
    for (guint j = 0; j < k; j++)
      g_assert_cmpstr (_tsl_hunters_greedy_weight_name (j), !=, _tsl_hunters_greedy_weight_name (k));
  memcpy (w, hand_set_weights, sizeof w);
  _tsl_hunters_greedy_use_weights (w);
  g_assert_cmphex (greedy_games_hash (&n_moves), ==, HAND_SET_GAMES_CHECKSUM);
  w[HUNTERS_GREEDY_RESERVE_EARLY] = 0;
  g_assert_cmphex (greedy_games_hash (&n_moves), !=, HAND_SET_GAMES_CHECKSUM);
  /* Weights a tuning run may wander to, every one negative: the games
   * still end (greedy_games_hash() asserts it). */
  for (guint k = 0; k < HUNTERS_GREEDY_N_WEIGHTS; k++)
    w[k] = -4 * _tsl_hunters_greedy_weight (k) - 1;
  g_assert_cmphex (greedy_games_hash (&n_moves), !=, GREEDY_GAMES_CHECKSUM);
  _tsl_hunters_greedy_use_weights (NULL);
  g_assert_cmphex (greedy_games_hash (&n_moves), ==, GREEDY_GAMES_CHECKSUM);
}

/* The greedy player reads only what every seat sees: on a view with the
 * stacks dealt again it makes the same choice, so self-play hands it the
 * state itself instead of a redacted copy (issue 10). */
static void
test_greedy_ignores_hidden (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
  g_autofree TslHuntersState *view = tsl_engine_state_new (engine);
  guint redealt = 0;

  g_test_summary ("The greedy player makes the same choice on a view with the stacks dealt again, "
                  "so it does not read hidden information");
  g_assert_false (tsl_ai_reads_hidden (ai));
  for (guint g = 0; g < 6; g++)
    {
      g_autoptr(GError) error = NULL;
      TslRng view_rng;
      gint actor;

      g_assert_true (tsl_engine_init_state (engine, st, options, 2 + g % 3, 400 + g, NULL, &error));
      g_assert_no_error (error);
      tsl_rng_init (&view_rng, g, 1);
      for (guint n = 0; (actor = tsl_engine_get_actor (engine, st)) >= 0; n++)
        {
          TslRng ai_rng, ai_rng_view, rng;
          TslMove on_state, on_view;

          memcpy (view, st, sizeof *st);
          tsl_engine_redact (engine, view, actor, &view_rng);
          redealt += memcmp (view, st, sizeof *st) != 0;
          tsl_rng_init (&ai_rng, g, 1000 + n);
          ai_rng_view = ai_rng;
          g_assert_true (tsl_ai_choose_move (ai, engine, st, actor, &ai_rng, &on_state));
          g_assert_true (tsl_ai_choose_move (ai, engine, view, actor, &ai_rng_view, &on_view));
          g_assert_cmpmem (&on_state, sizeof on_state, &on_view, sizeof on_view);
          on_state.player = (gint8) actor;
          tsl_rng_init (&rng, g, n);
          g_assert_true (tsl_engine_apply_move (engine, st, &on_state, &rng, &error));
          g_assert_no_error (error);
        }
    }
  /* The views did hide something. */
  g_assert_cmpuint (redealt, >, 500);
}

/* The search looks the policy's move up in the engine's list byte for
 * byte (policy_index() in shared/tsl-search-ai.c): a greedy move that is
 * legal but not listed exactly (a stray argument, an unused field set)
 * would make the search widen at random where it should follow the
 * policy.  Every greedy move of seeded games, the default rules and the
 * variants' at 2 to 5 players, must be a listed move exactly. */
static void
test_greedy_moves_listed (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
  TslMoveList legal;
  guint checked = 0;

  g_test_summary ("Every move the greedy player chooses is one of the engine's legal moves byte for byte, "
                  "as the search looks the policy's move up");
  tsl_move_list_init (&legal);
  for (guint g = 0; g < 8; g++)
    {
      g_autoptr(JsonNode) options = json_from_string (option_sets[g % G_N_ELEMENTS (option_sets)], NULL);
      g_autoptr(GError) error = NULL;
      gint actor;
      TslRng ai_rng;

      g_assert_true (tsl_engine_init_state (engine, st, json_node_get_object (options), 2 + g % 4, 500 + g,
                                            NULL, &error));
      g_assert_no_error (error);
      tsl_rng_init (&ai_rng, 500 + g, 9);
      for (guint n = 0; (actor = tsl_engine_get_actor (engine, st)) >= 0; n++)
        {
          TslMove m;
          TslRng rng;

          g_assert_true (tsl_ai_choose_move (ai, engine, st, actor, &ai_rng, &m));
          m.player = (gint8) actor;
          tsl_move_list_reset (&legal);
          tsl_engine_legal_moves (engine, st, TSL_LEGAL_NO_NEGOTIATION, &legal);
          if (tsl_move_list_find (&legal, &m) < 0)
            g_error ("game %u, action %u: the greedy move of type %u (%d %d %d) is not listed", g, n, m.type,
                     m.arg[0], m.arg[1], m.arg[2]);
          tsl_rng_init (&rng, 500 + g, n);
          g_assert_true (tsl_engine_apply_move (engine, st, &m, &rng, &error));
          g_assert_no_error (error);
          checked++;
        }
    }
  tsl_move_list_clear (&legal);
  g_test_message ("%u greedy moves found in the legal list", checked);
  g_assert_cmpuint (checked, >, 1500);
}

/* Over @n greedy self-play games, 2 players, weighed by @weights (NULL:
 * the file's), the share of the figure decisions taken with no tribe
 * member in the supply, and the hunters put on meadows in the first half
 * of the 78 land tiles, a game. */
static void
reserve_figures (gboolean      keep_reserve,
                 const double *weights,
                 guint         n,
                 double       *empty_share,
                 double       *early_hunters)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  TslAi *ais[2] = { greedy, greedy };
  guint decisions = 0, empty = 0, hunters = 0;

  g_object_set (greedy, "keep-reserve", keep_reserve, NULL);
  _tsl_hunters_greedy_use_weights (weights);
  for (guint64 seed = 0; seed < n; seed++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
      g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
      TslSelfPlayResult result;
      g_autoptr(GError) error = NULL;

      g_assert_true (tsl_self_play (engine, options, 2, ais, 3000 + seed, &result, moves, &error));
      g_assert_no_error (error);
      /* Replay the recorded moves (outcomes included) to see each decision. */
      g_assert_true (tsl_engine_init_state (engine, st, options, 2, 3000 + seed, NULL, &error));
      for (guint i = 0; i < moves->len; i++)
        {
          TslMove *m = &g_array_index (moves, TslMove, i);
          TslRng rng;

          if (st->phase == TSL_HUNTERS_PHASE_FIGURE)
            {
              decisions++;
              empty += st->members_left[st->current] == 0;
              hunters += m->type == TSL_HUNTERS_MOVE_FIGURE && m->arg[0] == TSL_HUNTERS_FIGURE_HUNTER &&
                         st->land.len >= 78 / 2;
            }
          tsl_rng_init (&rng, 1, i);
          g_assert_true (tsl_engine_apply_move (engine, st, m, &rng, &error));
          g_assert_no_error (error);
        }
    }
  _tsl_hunters_greedy_use_weights (NULL);
  *empty_share = (double) empty / decisions;
  *early_hunters = (double) hunters / (2.0 * n);
}

static void
test_greedy_keeps_reserve (void)
{
  double empty_before, empty_now, hunters_before, hunters_now;

  g_test_summary ("Issue 14: the greedy player keeps tribe members in reserve; before, it put most "
                  "of them on early meadows as hunters and had none left in about half of its "
                  "figure decisions");
  /* The player as it was: no reserve, and the hand-set weights. */
  reserve_figures (FALSE, hand_set_weights, 40, &empty_before, &hunters_before);
  reserve_figures (TRUE, NULL, 40, &empty_now, &hunters_now);
  g_test_message ("figure decisions with no member left: %.1f %% before, %.1f %% now; hunters on "
                  "meadows in the first half of the stack, a game: %.2f before, %.2f now",
                  100 * empty_before, 100 * empty_now, hunters_before, hunters_now);
  /* The player as it was (property off) shows the weakness ... */
  g_assert_cmpfloat (empty_before, >, 0.35);
  g_assert_cmpfloat (hunters_before, >, 2.5);
  /* ... the player now does not. */
  g_assert_cmpfloat (empty_now, <, 0.15);
  g_assert_cmpfloat (hunters_now, <, 2.0);
}

/* The games @a wins of @n_games 2-player games against @b, seats
 * alternating, deals from @first_seed. */
static guint
two_player_wins (TslEngine *engine,
                 TslAi     *a,
                 TslAi     *b,
                 guint      n_games,
                 guint64    first_seed)
{
  g_autoptr(JsonObject) options = json_object_new ();
  guint wins = 0;

  for (guint64 seed = 0; seed < n_games; seed++)
    {
      guint me = seed % 2;
      TslAi *ais[2];
      TslSelfPlayResult result;
      g_autoptr(GError) error = NULL;

      ais[me] = a;
      ais[1 - me] = b;
      g_assert_true (tsl_self_play (engine, options, 2, ais, first_seed + seed, &result, NULL, &error));
      g_assert_no_error (error);
      wins += result.scores[me] > result.scores[1 - me];
    }
  g_test_message ("won %u of %u games (%.1f %%)", wins, n_games, 100.0 * wins / n_games);
  return wins;
}

/* Keeping a reserve makes the player stronger, not just different. */
static void
test_greedy_beats_greedy_before (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(TslAi) now = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autoptr(TslAi) before = tsl_engine_create_ai (engine, "greedy", NULL);
  guint n_games = g_test_slow () ? 1000 : 200;

  g_test_summary ("The greedy player keeping a reserve beats the one without in >= 65 % of "
                  "2-player games, seats alternating");
  g_object_set (before, "keep-reserve", FALSE, NULL);
  g_assert_cmpuint (two_player_wins (engine, now, before, n_games, 5000) * 100, >=, 65 * n_games);
}

/* hunters-greedy.ini's weights were tuned by self-play (issue 25,
 * `tune-hunters-greedy spsa 100000 2 '{}' 1 greedy`): they beat the
 * hand-set ones, on other deals than the tuning's. */
static void
test_greedy_tuned_beats_hand_set (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autoptr(TslAi) tuned = weighted_ai_new (greedy, _tsl_hunters_greedy_use_weights, NULL);
  g_autoptr(TslAi) hand_set = weighted_ai_new (greedy, _tsl_hunters_greedy_use_weights, hand_set_weights);
  guint n_games = g_test_slow () ? 2000 : 200;

  g_test_summary ("The greedy player with hunters-greedy.ini's tuned weights beats the one with "
                  "the hand-set weights in >= 70 % of 2-player games, seats alternating");
  g_assert_cmpuint (two_player_wins (engine, tuned, hand_set, n_games, 7000) * 100, >=, 70 * n_games);
}

/* The most playouts `medium` runs in the searched decisions of a seeded
 * game's first turns at a table of @n_players. */
static guint
most_playouts (TslEngine *engine,
               guint      n_players)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) medium = tsl_engine_create_ai (engine, "medium", NULL);
  g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
  g_autoptr(GError) error = NULL;
  guint most = 0;

  g_assert_true (tsl_engine_init_state (engine, st, options, n_players, 31, NULL, &error));
  for (guint n = 0; n < 60; n++)
    {
      gint actor = tsl_engine_get_actor (engine, st);
      TslRng ai_rng, rng;
      TslMove move;

      tsl_rng_init (&ai_rng, n_players, n);
      g_assert_true (tsl_ai_choose_move (medium, engine, st, actor, &ai_rng, &move));
      most = MAX (most, tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (medium)));
      move.player = (gint8) actor;
      tsl_rng_init (&rng, n_players, n);
      g_assert_true (tsl_engine_apply_move (engine, st, &move, &rng, &error));
      g_assert_no_error (error);
    }
  return most;
}

/* With three seats or more a playout costs more: the searches run two
 * thirds of their playouts there (tsl-hunters-engine.c), so that
 * `strong`'s median decision stays under 0.3 s. */
static void
test_budget_by_seats (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  guint two = most_playouts (engine, 2), three = most_playouts (engine, 3), four = most_playouts (engine, 4);

  g_test_summary ("The searches run two thirds of their playouts with three or four seats: "
                  "medium at most 100 there, more than that with two");
  g_test_message ("most playouts a decision: %u with two seats, %u with three, %u with four", two, three, four);
  g_assert_cmpuint (two, >, 100);
  g_assert_cmpuint (three, <=, 100);
  g_assert_cmpuint (four, <=, 100);
  g_assert_cmpuint (three, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/ai/greedy-beats-random", test_greedy_beats_random);
  g_test_add_func ("/engines/hunters/ai/greedy-games-unchanged", test_greedy_games_unchanged);
  g_test_add_func ("/engines/hunters/ai/same-games", test_greedy_same_games);
  g_test_add_func ("/engines/hunters/ai/greedy-weights", test_greedy_weights);
  g_test_add_func ("/engines/hunters/ai/ignores-hidden", test_greedy_ignores_hidden);
  g_test_add_func ("/engines/hunters/ai/moves-listed", test_greedy_moves_listed);
  g_test_add_func ("/engines/hunters/ai/budget-by-seats", test_budget_by_seats);
  g_test_add_func ("/engines/hunters/ai/greedy-keeps-reserve", test_greedy_keeps_reserve);
  g_test_add_func ("/engines/hunters/ai/greedy-beats-greedy-before", test_greedy_beats_greedy_before);
  g_test_add_func ("/engines/hunters/ai/greedy-tuned-beats-hand-set", test_greedy_tuned_beats_hand_set);
  return g_test_run ();
}
