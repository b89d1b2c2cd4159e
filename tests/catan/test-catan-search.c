/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"
#include "tsl-search-ai.h"

/* The search player (shared/tsl-search-ai.c) in the scenarios whose turns
 * are long chains of one seat's steps: once its wagon (Traders &
 * Barbarians) or its knights (Barbarian Attack) are under way, it must
 * rarely stop where the greedy player goes on.  Before the fix it judged
 * the first step by playouts in which its own later steps were tried at
 * random, and it took the most visited move even where all scored alike:
 * here it stopped its wagon in 5 of the 16 positions; now in 2, where its
 * playouts find the step not worth it.  The knights never showed the
 * fault (0 of 8 before and after): that case guards the same rule. */

/* A budget the debug build runs in a fraction of a second a decision; no
 * wall-clock cap, so that the test is deterministic. */
static const TslSearchBudget budget = { 100, 0, 0, 0.7, 1.5 };

/* Plays a 4-player greedy game of @options from @seed; at each of the
 * first @n_positions decisions of the current player where @in_chain holds
 * and the greedy player takes a step of @step_type, asks the search too.
 * Returns how many times the search ended the turn there instead. */
static guint
stops_short (const char *options,
             guint64     seed,
             gboolean  (*in_chain) (const CatanState *s),
             gint        step_type,
             guint       n_positions)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autoptr(TslAi) strong = tsl_search_ai_new_level (engine, "strong");
  g_autofree CatanState *s = ct_new (options, 4, NULL);
  g_autofree CatanState *view = tsl_engine_state_new (engine);
  gsize size = tsl_engine_get_state_size (engine);
  guint asked = 0, stopped = 0;
  TslRng ai_rng, view_rng;

  tsl_search_ai_set_budget (TSL_SEARCH_AI (strong), &budget);
  tsl_rng_init (&ai_rng, seed, 1);
  tsl_rng_init (&view_rng, seed, 2);
  for (guint n = 0; n < 20000 && asked < n_positions; n++)
    {
      gint actor = tsl_engine_get_actor (engine, s);
      g_autoptr(GError) error = NULL;
      TslMove move, searched;
      TslRng rng;

      if (actor < 0)
        break;
      memset (&move, 0, sizeof move);
      g_assert_true (tsl_ai_choose_move (greedy, engine, s, actor, &ai_rng, &move));
      move.player = (gint8) actor;
      if (actor == (gint) s->current && in_chain (s) && move.type == step_type)
        {
          TslRng search_rng;

          memcpy (view, s, size);
          tsl_engine_redact (engine, view, actor, &view_rng);
          tsl_rng_init (&search_rng, seed, 1000 + n);
          memset (&searched, 0, sizeof searched);
          g_assert_true (tsl_ai_choose_move (strong, engine, view, actor, &search_rng, &searched));
          asked++;
          if (searched.type == TSL_CATAN_END_TURN)
            {
              g_test_message ("action %u: the search ends the turn", n);
              stopped++;
            }
        }
      tsl_rng_init (&rng, seed, n);
      g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (asked, ==, n_positions);
  g_test_message ("the search ended the turn in %u of %u positions", stopped, asked);
  return stopped;
}

static gboolean
wagon_under_way (const CatanState *s)
{
  return s->phase == CATAN_PHASE_MAIN && s->slice_traders_barbarians.tb_moving;
}

static void
test_wagon_goes_on (void)
{
  g_test_summary ("Traders & Barbarians: the strong player rarely stops its wagon where greedy drives on");
  /* Fewer than a quarter of the positions. */
  g_assert_cmpuint (4 * stops_short ("{\"scenario\": \"traders_barbarians\"}", 1, wagon_under_way,
                                     TSL_CATAN_MOVE_WAGON, 16), <, 16);
}

static gboolean
knights_under_way (const CatanState *s)
{
  return s->phase == CATAN_PHASE_KNIGHTS;
}

static void
test_knights_go_on (void)
{
  g_test_summary ("Barbarian Attack: the strong player does not end its knights' moves where greedy moves one");
  g_assert_cmpuint (stops_short ("{\"scenario\": \"barbarian_attack\"}", 1, knights_under_way,
                                 TSL_CATAN_MOVE_KNIGHT, 8), ==, 0);
}

/* @ai's level with @simulations a decision (0: the level's own), no
 * wall-clock cap, a target time of @target_ms (0: none) and no early
 * stop, so that the counts are exact. */
static void
uncap_level (TslAi *ai,
             guint  simulations,
             guint  target_ms)
{
  TslSearchBudget level;

  tsl_search_ai_get_budget (TSL_SEARCH_AI (ai), &level);
  if (simulations != 0)
    level.simulations = simulations;
  level.max_ms = 0;
  level.target_ms = target_ms;
  tsl_search_ai_set_budget (TSL_SEARCH_AI (ai), &level);
  tsl_search_ai_set_stop_when_settled (TSL_SEARCH_AI (ai), FALSE);
}

/* The strong player's search at the first main-phase decision with a
 * choice of a seeded greedy game of @options, with @simulations playouts
 * but no wall-clock cap, and not stopped when settled. */
static void
search_once (const char     *options,
             guint           simulations,
             TslSearchStats *stats)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
  g_autoptr(TslAi) strong = tsl_engine_create_ai (engine, "strong", NULL);
  g_autofree CatanState *s = ct_new (options, 4, NULL);
  TslRng ai_rng;

  uncap_level (strong, simulations, 0);
  tsl_rng_init (&ai_rng, 3, 1);
  memset (stats, 0, sizeof *stats);
  for (guint n = 0; n < 20000 && stats->simulations == 0; n++)
    {
      gint actor = tsl_engine_get_actor (engine, s);
      g_autoptr(GError) error = NULL;
      TslMove move = { 0, };
      TslRng rng;

      g_assert_cmpint (actor, >=, 0);
      if (s->phase == CATAN_PHASE_MAIN && s->turn > 8)
        {
          g_assert_true (tsl_ai_choose_move (strong, engine, s, actor, &ai_rng, &move));
          tsl_search_ai_get_last_stats (TSL_SEARCH_AI (strong), stats);
        }
      memset (&move, 0, sizeof move);
      g_assert_true (tsl_ai_choose_move (greedy, engine, s, actor, &ai_rng, &move));
      move.player = (gint8) actor;
      tsl_rng_init (&rng, 3, n);
      g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpuint (stats->simulations, >, 0);
}

/* The mean length of those playouts, 200 of them. */
static double
mean_playout (const char *options,
              guint      *capped)
{
  TslSearchStats stats;

  search_once (options, 200, &stats);
  *capped = stats.capped;
  return (double) stats.playout_actions / stats.simulations;
}

static void
test_playout_cap (void)
{
  guint capped = 0;
  double base, traders, barbarians;

  g_test_summary ("Traders & Barbarians and Barbarian Attack cut the strong player's playouts at 80 "
                  "actions (playout_actions= in their module lines), the base game at the level's 150");
  traders = mean_playout ("{\"scenario\": \"traders_barbarians\"}", &capped);
  g_test_message ("Traders & Barbarians: %.1f actions a playout, %u cut", traders, capped);
  g_assert_cmpfloat (traders, <=, 80);
  g_assert_cmpuint (capped, >, 0);
  barbarians = mean_playout ("{\"scenario\": \"barbarian_attack\"}", &capped);
  g_test_message ("Barbarian Attack: %.1f actions a playout, %u cut", barbarians, capped);
  g_assert_cmpfloat (barbarians, <=, 80);
  g_assert_cmpuint (capped, >, 0);
  base = mean_playout (NULL, &capped);
  g_test_message ("base game: %.1f actions a playout, %u cut", base, capped);
  g_assert_cmpfloat (base, >, 80);
}

static void
test_module_playouts (void)
{
  TslSearchStats stats;

  g_test_summary ("Caravans, Barbarian Attack and Traders & Barbarians, whose playouts cost more, run "
                  "the level's playouts as the base game does: the time target bounds them, no cap");
  search_once ("{\"scenario\": \"traders_barbarians\"}", 6000, &stats);
  g_assert_cmpuint (stats.simulations, ==, 6000);
  search_once ("{\"scenario\": \"barbarian_attack\"}", 6000, &stats);
  g_assert_cmpuint (stats.simulations, ==, 6000);
  search_once ("{\"scenario\": \"caravans\"}", 6000, &stats);
  g_assert_cmpuint (stats.simulations, ==, 6000);
  search_once (NULL, 6000, &stats);
  g_assert_cmpuint (stats.simulations, ==, 6000);
}

/* @level's first founding decision in a new 4-player game of @options,
 * with @simulations a decision (0: the level's own), no cap and a target
 * time of @target_ms (0: none): its playouts, and in @budget (if not
 * NULL) the budget it ran with. */
static guint
founding_playouts (const char      *options,
                   const char      *level,
                   guint            simulations,
                   guint            target_ms,
                   TslSearchBudget *budget)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, level, NULL);
  g_autofree CatanState *s = ct_new (options, 4, NULL);
  TslSearchStats stats;
  TslRng rng;
  TslMove move = { 0, };

  g_assert_cmpint (s->phase, ==, CATAN_PHASE_SETUP_SETTLEMENT);
  uncap_level (ai, simulations, target_ms);
  tsl_rng_init (&rng, 5, 1);
  g_assert_true (tsl_ai_choose_move (ai, engine, s, tsl_engine_get_actor (engine, s), &rng, &move));
  g_assert_cmpint (move.type, ==, TSL_CATAN_PLACE_SETTLEMENT);
  tsl_search_ai_get_last_stats (TSL_SEARCH_AI (ai), &stats);
  if (budget != NULL)
    tsl_search_ai_get_last_budget (TSL_SEARCH_AI (ai), budget);
  return stats.simulations;
}

static void
test_founding_playouts (void)
{
  g_test_summary ("The full search spends four times its playouts on a founding placement, "
                  "whatever its target time, in the base game and in every module (after the "
                  "module's own playouts); a short search (medium's 80) keeps its own");
  g_assert_cmpuint (founding_playouts (NULL, "strong", 1000, 0, NULL), ==, 4000);
  g_assert_cmpuint (founding_playouts (NULL, "strong", 1000, 1, NULL), ==, 4000);
  g_assert_cmpuint (founding_playouts (NULL, "strong", 999, 0, NULL), ==, 999);
  g_assert_cmpuint (founding_playouts (NULL, "medium", 0, 0, NULL), ==, 80);
  g_assert_cmpuint (founding_playouts ("{\"harbormaster\": true}", "strong", 1000, 0, NULL), ==, 4000);
  g_assert_cmpuint (founding_playouts ("{\"harbormaster\": true}", "strong", 1000, 1, NULL), ==, 4000);
  g_assert_cmpuint (founding_playouts ("{\"harbormaster\": true}", "medium", 0, 0, NULL), ==, 80);
  g_assert_cmpuint (founding_playouts ("{\"scenario\": \"caravans\"}", "strong", 3200, 0, NULL), ==, 12800);
}

static void
test_base_exploration (void)
{
  TslSearchBudget base, module, fresh;

  g_test_summary ("The full search explores half as widely in the base game (its founding "
                  "decision's UCB constant 0.35, not the level's 0.7); the modules keep the level's");
  founding_playouts (NULL, "strong", 1000, 0, &base);
  founding_playouts ("{\"harbormaster\": true}", "strong", 1000, 0, &module);
  {
    g_autoptr(TslAi) ai = tsl_engine_create_ai (ct_engine (), "strong", NULL);

    tsl_search_ai_get_budget (TSL_SEARCH_AI (ai), &fresh);
  }
  g_assert_cmpfloat_with_epsilon (base.exploration, fresh.exploration * 0.5, 1e-9);
  g_assert_cmpfloat_with_epsilon (module.exploration, fresh.exploration, 1e-9);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/catan/search/wagon-goes-on", test_wagon_goes_on);
  g_test_add_func ("/catan/search/knights-go-on", test_knights_go_on);
  g_test_add_func ("/catan/search/playout-cap", test_playout_cap);
  g_test_add_func ("/catan/search/module-playouts", test_module_playouts);
  g_test_add_func ("/catan/search/founding-playouts", test_founding_playouts);
  g_test_add_func ("/catan/search/base-exploration", test_base_exploration);
  return g_test_run ();
}
