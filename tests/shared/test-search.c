/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-engine.h"
#include "tsl-error.h"
#include "tsl-random-ai.h"
#include "tsl-registry.h"
#include "tsl-search-ai.h"
#include "tsl-self-play.h"
#include "test-every-engine.h"

/* The search player (shared/tsl-search-ai.c) on every registered engine:
 * the same view, seed and budget give the same move; a view does not
 * depend on where hidden cards really are, so neither does the move; every
 * move it makes in whole games, in every variant, is legal; cancelling
 * stops it. */

/* Small, so that the quick suite stays quick; the tree still grows a few
 * levels and the playouts reach the evaluation. */
static const TslSearchBudget small_budget = { 24, 0, 12, 0.7, 1.5 };

static TslAi *
new_search (TslEngine             *engine,
            const TslSearchBudget *budget)
{
  TslAi *ai = tsl_search_ai_new_level (engine, "strong");

  tsl_search_ai_set_budget (TSL_SEARCH_AI (ai), budget);
  return ai;
}

/* The state after up to @n_actions random actions of a seeded game with
 * @given options (%NULL: the defaults), or %NULL if they allow no game of
 * @n_players. */
static gpointer
play_random_with (TslEngine  *engine,
                  const char *given,
                  guint       n_players,
                  guint64     seed,
                  guint       n_actions)
{
  g_autoptr(TslAi) random = tsl_random_ai_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonNode) node = NULL;
  const TslOptionSpec *specs;
  guint n_specs = 0;
  g_autofree gpointer state = tsl_engine_state_new (engine);
  TslRng ai_rng;

  specs = tsl_engine_get_options (engine, &n_specs);
  if (given != NULL)
    node = json_from_string (given, &error);
  g_assert_no_error (error);
  options = tsl_options_normalize (specs, n_specs, node != NULL ? json_node_get_object (node) : NULL,
                                   &error);
  g_assert_no_error (error);
  if (!tsl_engine_init_state (engine, state, options, n_players, seed, NULL, NULL))
    return NULL;
  tsl_rng_init (&ai_rng, seed, 99);
  for (guint i = 0; i < n_actions; i++)
    {
      gint actor = tsl_engine_get_actor (engine, state);
      TslMove move;
      TslRng rng;

      if (actor < 0)
        break;
      g_assert_true (tsl_ai_choose_move (random, engine, state, actor, &ai_rng, &move));
      move.player = (gint8) actor;
      tsl_rng_init (&rng, seed, i);
      g_assert_true (tsl_engine_apply_move (engine, state, &move, &rng, &error));
      g_assert_no_error (error);
    }
  return g_steal_pointer (&state);
}

static gpointer
play_random (TslEngine *engine,
             guint      n_players,
             guint64    seed,
             guint      n_actions)
{
  return play_random_with (engine, NULL, n_players, seed, n_actions);
}

static guint
table_size (TslEngine *engine)
{
  return MAX (tsl_engine_get_min_players (engine), MIN (tsl_engine_get_max_players (engine), 4));
}

static void
assert_legal (TslEngine     *engine,
              gconstpointer  state,
              const TslMove *move)
{
  g_autofree gpointer copy = tsl_engine_state_dup (engine, state);
  g_autoptr(GError) error = NULL;
  TslMove applied = *move;
  TslRng rng;

  tsl_rng_init (&rng, 5, 5);
  tsl_engine_apply_move (engine, copy, &applied, &rng, &error);
  g_assert_no_error (error);
}

static void
choose (TslAi         *ai,
        TslEngine     *engine,
        gconstpointer  view,
        gint           seat,
        guint64        seed,
        TslMove       *move)
{
  TslRng rng;

  tsl_rng_init (&rng, seed, 1);
  memset (move, 0, sizeof *move);
  g_assert_true (tsl_ai_choose_move (ai, engine, view, seat, &rng, move));
}

static void
test_determinism (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  g_autoptr(TslAi) first = new_search (engine, &small_budget);
  g_autoptr(TslAi) second = new_search (engine, &small_budget);
  guint searched = 0;

  g_test_summary ("The same view, seed and budget give the same move, from a fresh player "
                  "and from one that has searched before; the move is legal");
  for (guint k = 0; k < 12; k++)
    {
      g_autofree gpointer state = play_random (engine, table_size (engine), 40 + k, 7 * k * k);
      g_autofree gpointer view = NULL;
      gint actor = tsl_engine_get_actor (engine, state);
      TslMove a, b, c;
      TslRng view_rng;

      if (actor < 0)
        continue;
      view = tsl_engine_state_dup (engine, state);
      tsl_rng_init (&view_rng, k, 3);
      tsl_engine_redact (engine, view, actor, &view_rng);
      choose (first, engine, view, actor, k, &a);
      searched += tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (first)) > 0;
      choose (second, engine, view, actor, k, &b);
      choose (first, engine, view, actor, k, &c);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      g_assert_cmpmem (&a, sizeof a, &c, sizeof c);
      g_assert_cmpint (a.player, ==, actor);
      assert_legal (engine, state, &a);
    }
  /* Not only forced moves: the search itself ran. */
  g_assert_cmpuint (searched, >, 0);
}

/* A decision stops once its remaining playouts could not change the move
 * (decision_is_settled()): on the same view, seed and budget it plays the
 * move of the whole budget.  Returns on how many positions it stopped
 * early. */
static guint
check_settled (TslEngine *engine)
{
  static const TslSearchBudget budget = { 400, 0, 12, 0.2, 1.5 };
  g_autoptr(TslAi) settling = new_search (engine, &budget);
  g_autoptr(TslAi) full = new_search (engine, &budget);
  guint searched = 0, stopped = 0;

  tsl_search_ai_set_stop_when_settled (TSL_SEARCH_AI (full), FALSE);
  for (guint k = 0; k < 16; k++)
    {
      g_autofree gpointer state = play_random (engine, table_size (engine), 60 + k, 5 * k * k);
      gint actor = tsl_engine_get_actor (engine, state);
      guint settling_n, full_n;
      TslMove a, b;
      TslRng view_rng;

      if (actor < 0)
        continue;
      tsl_rng_init (&view_rng, k, 4);
      tsl_engine_redact (engine, state, actor, &view_rng);
      choose (settling, engine, state, actor, k, &a);
      choose (full, engine, state, actor, k, &b);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      settling_n = tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (settling));
      full_n = tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (full));
      g_assert_true (full_n == 0 || full_n == budget.simulations);
      g_assert_cmpuint (settling_n, <=, full_n);
      searched += full_n > 0;
      stopped += settling_n < full_n;
    }
  g_assert_cmpuint (searched, >, 0);
  return stopped;
}

static void
test_settled (void)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  guint stopped = 0;

  g_test_summary ("Stopping a settled decision early plays the move of the whole budget, "
                  "in every engine, and it does stop early");
  for (guint i = 0; i < engines->len; i++)
    stopped += check_settled (g_ptr_array_index (engines, i));
  g_assert_cmpuint (stopped, >, 0);
}

/* A budget's target time stops a decision once half its playouts are
 * run, and not before: with a target of 1 ms, exactly half, where the
 * same decision without one runs them all.  The playouts are doubled
 * until the whole decision takes 40 ms, so that half of them outlast the
 * millisecond however fast the engine and however loaded the machine:
 * half of 4,000 once took less than it on a busy machine, and the
 * decision ran on past the half. */
#define TARGET_TEST_MIN_US   (40 * 1000)
#define TARGET_TEST_MAX_SIMS (1u << 20)

static void
test_target_time (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  TslSearchBudget budget = { 4000, 0, 12, 0.7, 1.5, 0 };
  g_autoptr(TslAi) ai = NULL;
  g_autofree gpointer state = NULL;
  gint64 start, elapsed = 0;
  gint actor = -1;
  TslMove move;

  g_test_summary ("A decision stops at its target time once it has run half its playouts, "
                  "never earlier");
  for (guint k = 0; actor < 0 || tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (ai)) == 0;
       k++)
    {
      g_clear_pointer (&state, g_free);
      g_clear_object (&ai);
      ai = new_search (engine, &budget);
      tsl_search_ai_set_stop_when_settled (TSL_SEARCH_AI (ai), FALSE);
      state = play_random (engine, table_size (engine), 4 + k, 7 * k);
      actor = tsl_engine_get_actor (engine, state);
      if (actor < 0)
        continue;
      start = g_get_monotonic_time ();
      choose (ai, engine, state, actor, k, &move);
      elapsed = g_get_monotonic_time () - start;
    }
  while (elapsed < TARGET_TEST_MIN_US && budget.simulations < TARGET_TEST_MAX_SIMS)
    {
      budget.simulations *= 2;
      tsl_search_ai_set_budget (TSL_SEARCH_AI (ai), &budget);
      start = g_get_monotonic_time ();
      choose (ai, engine, state, actor, 1, &move);
      elapsed = g_get_monotonic_time () - start;
    }
  g_assert_cmpuint (tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (ai)), ==,
                    budget.simulations);
  g_assert_cmpint (elapsed, >=, TARGET_TEST_MIN_US);
  budget.target_ms = 1;
  tsl_search_ai_set_budget (TSL_SEARCH_AI (ai), &budget);
  choose (ai, engine, state, actor, 1, &move);
  g_assert_cmpuint (tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (ai)), ==,
                    budget.simulations / 2);
  assert_legal (engine, state, &move);
}

/* Positions of games with @options and @n_players: dealing the other
 * seats' hidden cards and stacks differently changes neither the seat's
 * view nor the search's decision on it, nor the decision of each player
 * in @blind (those that claim not to read hidden information, so get the
 * whole state) on the state itself.  Returns in how many of them the deal
 * changed something, or -1 if @options allow no such game. */
static gint
check_no_peeking (TslEngine  *engine,
                  const char *options,
                  guint       n_players,
                  TslAi      *search,
                  GPtrArray  *blind)
{
  gsize size = tsl_engine_get_state_size (engine);
  guint changed = 0;

  for (guint k = 0; k < 16; k++)
    {
      g_autofree gpointer state = play_random_with (engine, options, n_players, 70 + k, 11 * k * k);
      g_autofree gpointer other = NULL;
      g_autofree gpointer view = NULL;
      g_autofree gpointer other_view = NULL;
      gint actor;
      TslMove a, b;
      TslRng rng;

      if (state == NULL)
        return -1;
      actor = tsl_engine_get_actor (engine, state);
      if (actor < 0)
        continue;
      /* The same game for the seat, with everything it cannot see dealt
       * again: the engine's own notion of what is hidden. */
      other = tsl_engine_state_dup (engine, state);
      tsl_rng_init (&rng, k, 17);
      tsl_engine_redact (engine, other, actor, &rng);
      changed += memcmp (state, other, size) != 0;

      view = tsl_engine_state_dup (engine, state);
      other_view = tsl_engine_state_dup (engine, other);
      tsl_rng_init (&rng, k, 23);
      tsl_engine_redact (engine, view, actor, &rng);
      tsl_rng_init (&rng, k, 23);
      tsl_engine_redact (engine, other_view, actor, &rng);
      g_assert_cmpmem (view, size, other_view, size);

      choose (search, engine, view, actor, k, &a);
      choose (search, engine, other_view, actor, k, &b);
      g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
      for (guint i = 0; i < blind->len; i++)
        {
          g_assert_false (tsl_ai_reads_hidden (blind->pdata[i]));
          choose (blind->pdata[i], engine, state, actor, k, &a);
          choose (blind->pdata[i], engine, other, actor, k, &b);
          a.player = b.player = (gint8) actor;
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
        }
    }
  return (gint) changed;
}

/* The engine's players that claim not to read hidden information. */
static GPtrArray *
blind_players (TslEngine *engine)
{
  GPtrArray *blind = g_ptr_array_new_with_free_func (g_object_unref);
  const char * const *kinds = tsl_engine_get_ai_kinds (engine);

  for (guint i = 0; kinds[i] != NULL; i++)
    {
      TslAi *ai = tsl_engine_create_ai (engine, kinds[i], NULL);

      if (ai != NULL && !tsl_ai_reads_hidden (ai))
        g_ptr_array_add (blind, ai);
      else
        g_clear_object (&ai);
    }
  return blind;
}

static void
test_no_peeking (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  g_autoptr(TslAi) ai = new_search (engine, &small_budget);
  g_autoptr(GPtrArray) blind = blind_players (engine);
  gint changed;

  g_test_summary ("Dealing the other seats' hidden cards and stacks differently changes "
                  "neither the seat's view nor its decision, nor the decision of a player "
                  "that claims not to read them");
  changed = check_no_peeking (engine, NULL, table_size (engine), ai, blind);
  g_test_message ("%d of the positions had something hidden", changed);
  /* Each built-in game and the race engine hide something mid-game. */
  if (g_str_equal (data, "catan") || g_str_equal (data, "hunters") || g_str_equal (data, "race"))
    g_assert_cmpint (changed, >, 0);
}

static void
test_no_peeking_modules (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  const TslEngineInfo *info = tsl_engine_get_info (engine);
  g_autoptr(TslAi) ai = new_search (engine, &small_budget);
  g_autoptr(GPtrArray) blind = blind_players (engine);
  guint checked = 0, hidden = 0;

  g_test_summary ("No peeking in any module: the no-peeking check on every option set the "
                  "engine declares (its variants and scenarios, with their decks and "
                  "stacks), at the fewest and the most seats each allows");
  for (const TslEngineOptionSet *set = info->option_sets; set != NULL && set->options != NULL; set++)
    {
      guint min = MAX (set->min_players, tsl_engine_get_min_players (engine));
      guint max = set->max_players != 0 ? set->max_players : tsl_engine_get_max_players (engine);
      guint counts[2] = { min, MIN (max, 4) };

      for (guint c = 0; c < 2; c++)
        {
          gint changed;

          if (c == 1 && counts[1] == counts[0])
            break;
          changed = check_no_peeking (engine, set->options, counts[c], ai, blind);
          g_test_message ("%s, %u seats: %d positions with something hidden", set->options,
                          counts[c], changed);
          if (changed < 0)
            continue;
          /* Not every module hides something at every point: Barbarian
           * Attack's development cards are played when bought. */
          hidden += changed;
          checked++;
        }
    }
  if (info->option_sets == NULL)
    g_test_skip ("The engine declares no option sets");
  else
    {
      g_assert_cmpuint (checked, >, 0);
      g_assert_cmpuint (hidden, >, 0);
    }
}

/* One game per option value besides the defaults, where the table size
 * allows it, plus @games with the defaults; the search takes each seat in
 * turn, the others play the game's greedy player (or random). */
static void
play_games (TslEngine *engine,
            guint      games)
{
  const TslOptionSpec *specs;
  guint n_specs = 0;
  g_autoptr(TslAi) search = new_search (engine, &(TslSearchBudget) { 8, 0, 8, 0.7, 1.5 });
  g_autoptr(TslAi) other = NULL;
  const char * const *kinds = tsl_engine_get_ai_kinds (engine);
  g_autoptr(GPtrArray) variants = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  guint played = 0;

  other = tsl_engine_create_ai (engine, g_strv_contains (kinds, "greedy") ? "greedy" : "random",
                                NULL);
  specs = tsl_engine_get_options (engine, &n_specs);
  for (guint g = 0; g < games; g++)
    g_ptr_array_add (variants, json_object_new ());
  for (guint i = 0; i < n_specs; i++)
    {
      const TslOptionSpec *spec = &specs[i];

      if (spec->type == TSL_OPTION_BOOL)
        {
          JsonObject *o = json_object_new ();

          json_object_set_boolean_member (o, spec->key, !spec->default_value);
          g_ptr_array_add (variants, o);
        }
      else if (spec->type == TSL_OPTION_CHOICE)
        for (guint c = 0; c < spec->n_choices; c++)
          if ((gint) c != spec->default_value)
            {
              JsonObject *o = json_object_new ();

              json_object_set_string_member (o, spec->key, spec->choices[c].nick);
              g_ptr_array_add (variants, o);
            }
    }

  for (guint v = 0; v < variants->len; v++)
    {
      g_autoptr(JsonObject) options = tsl_options_normalize (specs, n_specs, variants->pdata[v],
                                                             NULL);
      guint min = tsl_engine_get_min_players (engine);
      guint max = MIN (tsl_engine_get_max_players (engine), 4);

      if (options == NULL)
        continue;
      for (guint n = min; n <= max; n++)
        {
          TslAi *ais[TSL_MAX_PLAYERS];
          TslSelfPlayResult result;
          g_autoptr(GError) error = NULL;
          g_autofree gpointer probe = tsl_engine_state_new (engine);
          guint seat = (v + n) % n;

          /* Only the table sizes a variant allows; defaults at every size,
           * the others at the largest and the smallest. */
          if (v >= games && n != min && n != max)
            continue;
          if (!tsl_engine_init_state (engine, probe, options, n, 1, NULL, NULL))
            continue;
          for (guint s = 0; s < n; s++)
            ais[s] = s == seat ? search : other;
          if (!tsl_self_play (engine, options, n, ais, 1000 + v * 10 + n, &result, NULL, &error))
            g_error ("variant %u, %u players: %s", v, n, error->message);
          g_assert_true (result.finished);
          played++;
        }
    }
  g_test_message ("%u games", played);
  g_assert_cmpuint (played, >=, games);
}

static void
test_legal_games (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);

  g_test_summary ("Every move of the search in whole games of every variant is legal "
                  "(tsl_self_play() refuses an illegal one)");
  play_games (engine, g_test_slow () ? 60 : 1);
}

static void
test_cancel (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  g_autoptr(TslAi) ai = new_search (engine, &(TslSearchBudget) { G_MAXUINT, 0, 0, 0.7, 1.5 });
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autofree gpointer state = NULL;
  gint actor;
  TslMove move;
  TslRng rng;

  g_test_summary ("A cancelled search stops at once with a legal move, however large its "
                  "budget");
  /* A position with a choice: a few random actions in. */
  for (guint k = 0; ; k++)
    {
      g_autoptr(TslAi) random = tsl_random_ai_new ();
      g_autoptr(GError) error = NULL;

      g_clear_pointer (&state, g_free);
      state = play_random (engine, table_size (engine), 3, k);
      actor = tsl_engine_get_actor (engine, state);
      g_assert_cmpint (actor, >=, 0);
      {
        TslMoveList list;

        tsl_move_list_init (&list);
        tsl_engine_legal_moves (engine, state, TSL_LEGAL_NO_NEGOTIATION, &list);
        if (list.len > 1)
          {
            tsl_move_list_clear (&list);
            break;
          }
        tsl_move_list_clear (&list);
      }
    }
  g_cancellable_cancel (cancellable);
  tsl_rng_init (&rng, 1, 1);
  g_assert_true (tsl_ai_choose_move_cancellable (ai, engine, state, actor, &rng, cancellable,
                                                 &move));
  g_assert_cmpuint (tsl_search_ai_get_last_simulations (TSL_SEARCH_AI (ai)), ==, 0);
  assert_legal (engine, state, &move);
}

static void
test_levels (void)
{
  TslEngine *catan = tsl_registry_lookup ("catan", NULL);
  TslSearchBudget medium, strong;

  g_test_summary ("The levels are offered weakest first, easy plays greedy's moves and "
                  "strong searches more than medium");
  if (catan == NULL)
    {
      g_test_skip ("Catan is not built in");
      return;
    }
  for (guint i = 0; i < 2; i++)
    {
      TslEngine *engine = tsl_registry_lookup (i == 0 ? "catan" : "hunters", NULL);
      const char * const *kinds = tsl_engine_get_ai_kinds (engine);
      g_autoptr(TslAi) easy = tsl_engine_create_ai (engine, "easy", NULL);
      g_autoptr(TslAi) greedy = tsl_engine_create_ai (engine, "greedy", NULL);
      guint n = g_strv_length ((char **) kinds);

      g_assert_cmpstr (kinds[n - 3], ==, "easy");
      g_assert_cmpstr (kinds[n - 2], ==, "medium");
      g_assert_cmpstr (kinds[n - 1], ==, "strong");
      g_assert_true (g_strv_contains (kinds, "random"));
      g_assert_true (g_strv_contains (kinds, "greedy"));
      for (guint k = 0; k < 8; k++)
        {
          g_autofree gpointer state = play_random (engine, 2, k, 20 * k);
          gint actor = tsl_engine_get_actor (engine, state);
          TslMove a, b;

          if (actor < 0)
            continue;
          choose (easy, engine, state, actor, k, &a);
          choose (greedy, engine, state, actor, k, &b);
          a.player = b.player = (gint8) actor;
          g_assert_cmpmem (&a, sizeof a, &b, sizeof b);
        }
    }
  g_assert_true (tsl_search_ai_get_level_budget ("medium", &medium));
  g_assert_true (tsl_search_ai_get_level_budget ("strong", &strong));
  g_assert_cmpuint (strong.simulations, >, medium.simulations);
  g_assert_cmpuint (strong.max_ms, <=, 1000);
  g_assert_false (tsl_search_ai_is_level ("greedy"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  test_every_engine_add ("/search/determinism", NULL, test_determinism);
  g_test_add_func ("/search/settled", test_settled);
  test_every_engine_add ("/search/no-peeking", NULL, test_no_peeking);
  test_every_engine_add ("/search/no-peeking-modules", NULL, test_no_peeking_modules);
  test_every_engine_add ("/search/legal-games", NULL, test_legal_games);
  test_every_engine_add ("/search/cancel", NULL, test_cancel);
  test_every_engine_add ("/search/target-time", NULL, test_target_time);
  g_test_add_func ("/search/levels", test_levels);
  return g_test_run ();
}
