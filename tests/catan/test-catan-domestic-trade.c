/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-search-ai.h"
#include "tsl-self-play.h"

/* Issue 25, the option `domestic_trade` (../shared/specs/engine-cli.md,
 * "Later additions": "`domestic_trade` — Catan option, `true` (default),
 * `false` — `false`: no trades between players (offers, answers);
 * maritime trade stays").  Scripted positions of the base game, then
 * seeded games of every option set the engine declares (every variant
 * and scenario, two-player Catan) and of every kind of computer player:
 * with the option off, no trade between players is ever listed or
 * played; with it on, the greedy player offers trades (so that the
 * checks can fail). */

/* Founding placements on the beginner board (as test-catan-rules.c). */
static const char * const founding[] = {
  "[[0,-1],[1,-2],[1,-1]]", "[[0,-1],[1,-1]]", "[[1,0],[2,-1],[2,0]]", "[[1,0],[2,0]]",
  "[[-1,1],[0,1],[-1,2]]", "[[-1,1],[0,1]]", "[[-2,0],[-1,0],[-2,1]]", "[[-2,0],[-1,0]]",
  "[[-1,-1],[0,-2],[0,-1]]", "[[-1,-1],[0,-1]]", "[[1,1],[0,2],[0,1]]", "[[0,1],[1,1]]",
  "[[2,-2],[2,-1],[3,-2]]", "[[2,-2],[2,-1]]", "[[-2,1],[-2,2],[-3,2]]", "[[-2,1],[-2,2]]", NULL
};

#define REFUSAL "without domestic trade"

/* Actions played by play_games(), for the tests' messages. */
static guint64 actions_played;

static const char * const domestic_actions[] = {
  "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wood\": 1}, \"get\": {\"ore\": 1}, \"to\": [1, 3]}",
  "{\"player\": 1, \"type\": \"accept_trade\", \"offer\": 17}",
  "{\"player\": 1, \"type\": \"reject_trade\", \"offer\": 17}",
  "{\"player\": 0, \"type\": \"confirm_trade\", \"offer\": 17, \"with\": 1}",
  "{\"player\": 0, \"type\": \"cancel_trade\", \"offer\": 17}",
};

static gboolean
is_domestic (guint type)
{
  return type == TSL_CATAN_OFFER_TRADE || type == TSL_CATAN_ACCEPT_TRADE || type == TSL_CATAN_REJECT_TRADE ||
         type == TSL_CATAN_CONFIRM_TRADE || type == TSL_CATAN_CANCEL_TRADE;
}

static guint
count_domestic (const TslMoveList *list)
{
  guint n = 0;

  for (guint i = 0; i < list->len; i++)
    n += is_domestic (list->moves[i].type);
  return n;
}

/* Rolled: seat 0 holds the beginner board's founding cards and four ore. */
static CatanState *
rolled (const char *options)
{
  CatanState *s = ct_new (options, 4, NULL);

  ct_setup_round (s, founding);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  ct_give (s, 0, TSL_CATAN_ORE, 4);
  return s;
}

static void
test_option_off (void)
{
  g_autofree CatanState *s = rolled ("{\"layout\": \"beginner\", \"domestic_trade\": false}");

  g_test_summary ("engine-cli.md, Later additions: domestic_trade false: no trades between players "
                  "(offers, answers), maritime trade stays");
  g_assert_false (s->opt_domestic_trade);
  /* Listed: the maritime trades, no offer, even with negotiation asked for. */
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_OFFER_TRADE), ==, 0);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_MARITIME_TRADE), >, 0);
  /* Refused, whoever sends them, with the option's reason; nothing changes. */
  for (guint i = 0; i < G_N_ELEMENTS (domestic_actions); i++)
    ct_refused (s, domestic_actions[i], TSL_ERROR_INVALID_MOVE, REFUSAL);
  ct_refused (s, "{\"player\": 2, \"type\": \"offer_trade\", \"give\": {\"wood\": 1}, \"get\": {\"ore\": 1}, \"to\": [0]}",
              TSL_ERROR_INVALID_MOVE, REFUSAL);
  /* The bank still trades (§7.2, 4:1). */
  ct_ok (s, "{\"type\": \"maritime_trade\", \"give\": {\"ore\": 4}, \"get\": {\"wool\": 1}}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 0);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOL], ==, 2);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_option_on (void)
{
  g_autofree CatanState *s = rolled ("{\"layout\": \"beginner\", \"domestic_trade\": true}");
  g_autofree CatanState *left_out = rolled ("{\"layout\": \"beginner\"}");

  g_test_summary ("engine-cli.md, Later additions: domestic_trade true (the default, and what a file "
                  "without it plays): offers listed and played as before");
  g_assert_true (s->opt_domestic_trade);
  /* A game file written before the option plays as with it on. */
  g_assert_true (memcmp (s, left_out, sizeof *s) == 0);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_OFFER_TRADE), >, 0);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_NO_NEGOTIATION, TSL_CATAN_OFFER_TRADE), ==, 0);
  ct_ok (s, domestic_actions[0]);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_TRADE);
  ct_ok (s, "{\"player\": 1, \"type\": \"reject_trade\", \"offer\": 17}");
  ct_ok (s, "{\"player\": 0, \"type\": \"cancel_trade\", \"offer\": 17}");
  ct_ok (s, "{\"type\": \"maritime_trade\", \"give\": {\"ore\": 4}, \"get\": {\"wool\": 1}}");
}

/* Plays @n_games seeded games of @kind at every seat with @options (a
 * JSON object, domestic_trade set by @domestic); with @check_legal, the
 * first game is replayed and every position's whole legal list (offers
 * included, as a person sees them) is checked.  Returns the trades
 * between players played. */
static guint
play_games (const char  *options_json,
            gboolean     domestic,
            guint        n_players,
            const char  *kind,
            guint        n_games,
            guint64      first_seed,
            gboolean     check_legal)
{
  static const TslSearchBudget small = { 12, 0, 12, 0.7, 1.5 };
  TslEngine *engine = ct_engine ();
  g_autoptr(JsonNode) given = json_from_string (options_json, NULL);
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GError) error = NULL;
  const TslOptionSpec *specs;
  guint n_specs, played = 0;

  json_object_set_boolean_member (json_node_get_object (given), "domestic_trade", domestic);
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_node_get_object (given), &error);
  g_assert_no_error (error);
  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
      TslAi *ais[TSL_MAX_PLAYERS];
      TslSelfPlayResult result;

      for (guint i = 0; i < n_players; i++)
        {
          ais[i] = tsl_engine_create_ai (engine, kind, &error);
          g_assert_no_error (error);
          if (TSL_IS_SEARCH_AI (ais[i]))
            tsl_search_ai_set_budget (TSL_SEARCH_AI (ais[i]), &small);
        }
      g_assert_true (tsl_self_play (engine, options, n_players, ais, first_seed + g, &result, moves, &error));
      g_assert_no_error (error);
      for (guint i = 0; i < n_players; i++)
        g_object_unref (ais[i]);
      g_assert_true (result.finished);
      actions_played += moves->len;
      for (guint i = 0; i < moves->len; i++)
        played += is_domestic (g_array_index (moves, TslMove, i).type);

      if (check_legal && g == 0)
        {
          g_autofree CatanState *s = tsl_engine_state_new (engine);
          TslMoveList list;

          g_assert_true (tsl_engine_init_state (engine, s, options, n_players, first_seed, NULL, &error));
          tsl_move_list_init (&list);
          for (guint i = 0; i < moves->len; i++)
            {
              TslMove m = g_array_index (moves, TslMove, i);
              TslRng rng;

              list.len = 0;
              tsl_engine_legal_moves (engine, s, TSL_LEGAL_DEFAULT, &list);
              if (!domestic)
                g_assert_cmpuint (count_domestic (&list), ==, 0);
              tsl_rng_init (&rng, first_seed, i);
              g_assert_true (tsl_engine_apply_move (engine, s, &m, &rng, &error));
            }
          tsl_move_list_clear (&list);
        }
    }
  return played;
}

/* Every option set the engine declares (each variant and scenario alone
 * and with all the variants), with each number of seats it allows. */
static void
test_every_module (void)
{
  const TslEngineInfo *info = tsl_engine_get_info (ct_engine ());
  guint games = g_test_slow () ? 40 : 6, total = 0;

  actions_played = 0;
  g_test_summary ("engine-cli.md, Later additions: with domestic_trade false, seeded greedy games of "
                  "the base game, every variant, scenario and two-player Catan never list or play a "
                  "trade between players");
  for (const TslEngineOptionSet *set = info->option_sets; set->options != NULL; set++)
    {
      guint lo = set->min_players != 0 ? set->min_players : info->min_players;
      guint hi = set->max_players != 0 ? set->max_players : info->max_players;

      for (guint n = lo; n <= hi; n++)
        {
          g_assert_cmpuint (play_games (set->options, FALSE, n, "greedy", games, 2500 + 10 * n, TRUE), ==, 0);
          total += games;
        }
    }
  g_test_message ("%u games without domestic trade, %" G_GUINT64_FORMAT " actions", total, actions_played);
  g_assert_cmpuint (total, >=, 200);
}

/* The kinds of computer player: random, greedy, the search levels (at a
 * small budget). */
static void
test_every_player (void)
{
  static const char * const kinds[] = { "random", "greedy", "easy", "medium", "strong" };
  static const char * const sets[] = {
    "{\"layout\": \"random\"}",
    "{\"layout\": \"random\", \"scenario\": \"rivers\"}",
  };

  g_test_summary ("engine-cli.md, Later additions: no computer player makes or answers an offer with "
                  "domestic_trade false; with it true, the greedy and the search players offer trades");
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
      {
        gboolean searches = g_str_equal (kinds[k], "medium") || g_str_equal (kinds[k], "strong");
        guint games = searches ? 1 : 8;

        g_assert_cmpuint (play_games (sets[i], FALSE, 3 + i, kinds[k], games, 600, FALSE), ==, 0);
        /* The control: the same players trade with each other when allowed
         * (the random player never negotiates). */
        if (!g_str_equal (kinds[k], "random"))
          g_assert_cmpuint (play_games (sets[i], TRUE, 3 + i, kinds[k], games, 600, FALSE), >, 0);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/domestic-trade/off", test_option_off);
  g_test_add_func ("/catan/domestic-trade/on", test_option_on);
  g_test_add_func ("/catan/domestic-trade/every-module", test_every_module);
  g_test_add_func ("/catan/domestic-trade/every-player", test_every_player);
  return g_test_run ();
}
