/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-ai.h"
#include "tsl-error.h"
#include "tsl-game.h"
#include "tsl-registry.h"
#include "tsl-self-play.h"
#include "test-race-engine.h"

/* The race's rules with every optional hook left to the framework's
 * defaults ("bare"), and the same without get_turn ("broken"). */
typedef struct { GObject parent_instance; } TestBareEngine;
typedef struct { GObjectClass parent_class; } TestBareEngineClass;
typedef struct { GObject parent_instance; } TestBrokenEngine;
typedef struct { GObjectClass parent_class; } TestBrokenEngineClass;

static GType test_bare_engine_get_type (void);
static GType test_broken_engine_get_type (void);
static void bare_iface_init (TslEngineInterface *iface);
static void broken_iface_init (TslEngineInterface *iface);

G_DEFINE_TYPE_WITH_CODE (TestBareEngine, test_bare_engine, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (TSL_TYPE_ENGINE, bare_iface_init))
G_DEFINE_TYPE_WITH_CODE (TestBrokenEngine, test_broken_engine, G_TYPE_OBJECT,
                         G_IMPLEMENT_INTERFACE (TSL_TYPE_ENGINE, broken_iface_init))

static TslEngineInfo bare_info;
static TslEngineInfo broken_info;

static void
copy_required (TslEngineInterface *iface,
               TslEngineInfo      *info,
               const char         *id)
{
  /* The race's class stays referenced: its hooks are used for the whole run. */
  TslEngineInterface *race = g_type_interface_peek (g_type_class_ref (TEST_TYPE_RACE_ENGINE),
                                                    TSL_TYPE_ENGINE);

  *info = *race->info;
  info->id = id;
  info->name = id;
  iface->info = info;
  iface->init_state = race->init_state;
  iface->setup_to_json = race->setup_to_json;
  iface->state_to_json = race->state_to_json;
  iface->get_actor = race->get_actor;
  iface->get_turn = race->get_turn;
  iface->get_scores = race->get_scores;
  iface->legal_moves = race->legal_moves;
  iface->apply_move = race->apply_move;
  iface->move_from_json = race->move_from_json;
  iface->move_to_json = race->move_to_json;
}

static void
bare_iface_init (TslEngineInterface *iface)
{
  copy_required (iface, &bare_info, "bare");
}

static void
broken_iface_init (TslEngineInterface *iface)
{
  copy_required (iface, &broken_info, "broken");
  iface->get_turn = NULL;
}

static void test_bare_engine_class_init (TestBareEngineClass *klass) { }
static void test_bare_engine_init (TestBareEngine *self) { }
static void test_broken_engine_class_init (TestBrokenEngineClass *klass) { }
static void test_broken_engine_init (TestBrokenEngine *self) { }

static gpointer
bare_state (TslEngine *engine,
            guint      n_players)
{
  const TslOptionSpec *specs;
  guint n_specs;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GError) error = NULL;
  gpointer state = tsl_engine_state_new (engine);

  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tsl_engine_init_state (engine, state, options, n_players, 5, NULL, &error));
  g_assert_no_error (error);
  return state;
}

static void
test_defaults (void)
{
  g_autoptr(TslEngine) engine = g_object_new (test_bare_engine_get_type (), NULL);
  g_autofree RaceState *state = bare_state (engine, 2);
  g_autofree RaceState *view = g_memdup2 (state, sizeof *state);
  const char * const names[] = { "Ann", "Bob", NULL };
  const char * const *colors = tsl_engine_get_colors (engine);
  TslMove roll = { .type = RACE_ROLL, .player = 0 };
  TslMove pass = { .type = RACE_PASS, .player = 0 };
  g_autofree char *text = NULL;
  g_autoptr(TslAi) ai = NULL;
  g_autoptr(GError) error = NULL;
  TslRng rng;

  g_test_summary ("An engine that sets only its identity and the required hooks gets working "
                  "colours, players, redaction, end, undo, log lines and hints");
  g_assert_true (tsl_engine_check (engine));
  g_assert_cmpuint (g_strv_length ((char **) colors), ==, TSL_MAX_PLAYERS);
  g_assert_cmpstr (colors[0], ==, "red");

  ai = tsl_engine_create_ai (engine, "random", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tsl_ai_get_kind (ai), ==, "random");
  g_assert_null (tsl_engine_create_ai (engine, "chess", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
  g_assert_cmpstr (error->message, ==, "Unknown computer player “chess” for bare (random)");

  tsl_rng_init (&rng, 1, 0);
  tsl_engine_redact (engine, view, 1, &rng);
  g_assert_cmpmem (view, sizeof *view, state, sizeof *state);

  g_assert_false (tsl_engine_is_over (engine, state));
  g_assert_cmpuint (tsl_engine_get_winners (engine, state), ==, 0);
  g_assert_false (tsl_engine_move_is_undoable (engine, state, &roll));
  g_assert_true (tsl_engine_apply_move (engine, view, &roll, &rng, NULL));
  g_assert_true (tsl_engine_move_is_undoable (engine, view, &pass));
  /* Sentences without the action's type as files write it. */
  text = tsl_engine_describe_move (engine, state, view, &roll, names);
  g_assert_cmpstr (text, ==, "Ann took a turn.");
  g_free (text);
  text = tsl_engine_describe_hint (engine, state, &roll, names);
  g_assert_cmpstr (text, ==, "The computer would make the move marked on the board.");
}

static void
test_default_winners (void)
{
  g_autoptr(TslEngine) engine = g_object_new (test_bare_engine_get_type (), NULL);
  g_autofree RaceState *state = bare_state (engine, 3);

  g_test_summary ("By default the highest scores win once the game is over, ties share, "
                  "and nobody wins when every seat ties");
  state->score[0] = 12;
  state->score[1] = 31;
  state->score[2] = 31;
  g_assert_cmpuint (tsl_engine_get_winners (engine, state), ==, 0);
  state->over = TRUE;
  g_assert_true (tsl_engine_is_over (engine, state));
  g_assert_cmpint (tsl_engine_get_actor (engine, state), ==, -1);
  g_assert_cmpuint (tsl_engine_get_winners (engine, state), ==, 0x6);
  state->score[1] = 30;
  g_assert_cmpuint (tsl_engine_get_winners (engine, state), ==, 0x4);
  /* A draw: nobody is behind, so nobody has won. */
  state->score[0] = state->score[1] = state->score[2] = 7;
  g_assert_cmpuint (tsl_engine_get_winners (engine, state), ==, 0);
}

static void
test_required_hooks (void)
{
  g_autoptr(TslEngine) engine = g_object_new (test_broken_engine_get_type (), NULL);

  g_test_summary ("The registry refuses an engine without a required hook, naming it");
  g_test_expect_message ("tsl-shared", G_LOG_LEVEL_CRITICAL, "*“broken” does not implement get_turn*");
  tsl_registry_add (engine);
  g_test_assert_expected_messages ();
  g_assert_null (tsl_registry_lookup ("broken", NULL));
}

static void
test_registry (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();
  g_autoptr(TslEngine) again = test_race_engine_new ();
  g_autoptr(GPtrArray) list = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("Games are found by id; an unknown id is a TSL_ERROR_UNKNOWN_GAME");
  tsl_registry_add (engine);
  tsl_registry_add (again);
  list = tsl_registry_list ();
  g_assert_cmpuint (list->len, ==, 1);
  g_assert_true (tsl_registry_lookup ("race", &error) == engine);
  g_assert_no_error (error);
  g_assert_null (tsl_registry_lookup ("chess", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_UNKNOWN_GAME);
}

static void
play_one (TslEngine         *engine,
          guint64            seed,
          TslSelfPlayResult *result,
          GArray            *moves)
{
  g_autoptr(TslAi) a = tsl_engine_create_ai (engine, "random", NULL);
  g_autoptr(TslAi) b = tsl_engine_create_ai (engine, "random", NULL);
  g_autoptr(TslAi) c = tsl_engine_create_ai (engine, "random", NULL);
  TslAi *ais[3] = { a, b, c };
  g_autoptr(JsonObject) options = NULL;
  const TslOptionSpec *specs;
  guint n_specs;
  g_autoptr(GError) error = NULL;

  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (tsl_self_play (engine, options, 3, ais, seed, result, moves, &error));
  g_assert_no_error (error);
}

static void
test_self_play (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();

  g_test_summary ("Self-play ends every game with one winner who reached the target");
  for (guint64 seed = 0; seed < 200; seed++)
    {
      TslSelfPlayResult result;
      guint winner;

      play_one (engine, seed, &result, NULL);
      g_assert_true (result.finished);
      g_assert_cmpuint (__builtin_popcount (result.winners), ==, 1);
      winner = (guint) __builtin_ctz (result.winners);
      g_assert_cmpint (result.scores[winner], >=, 30);
      for (guint s = 0; s < 3; s++)
        if (s != winner)
          g_assert_cmpint (result.scores[s], <, 30);
      g_assert_cmpuint (result.n_actions, >, result.turns);
    }
}

static void
test_self_play_replays (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(GArray) again = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(TslGame) game = NULL;
  g_autoptr(GError) error = NULL;
  TslSelfPlayResult result, result2;
  gint scores[TSL_MAX_PLAYERS];

  g_test_summary ("A self-played game is deterministic and replays through TslGame");
  play_one (engine, 77, &result, moves);
  play_one (engine, 77, &result2, again);
  g_assert_cmpuint (moves->len, ==, result.n_actions);
  g_assert_cmpmem (moves->data, moves->len * sizeof (TslMove), again->data, again->len * sizeof (TslMove));

  game = tsl_game_new (engine, NULL, 3, 77, NULL, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < moves->len; i++)
    {
      g_assert_true (tsl_game_apply_move (game, &g_array_index (moves, TslMove, i), &error));
      g_assert_no_error (error);
    }
  g_assert_true (tsl_game_is_over (game));
  tsl_engine_get_scores (engine, tsl_game_get_state (game), scores);
  g_assert_cmpmem (scores, 3 * sizeof (gint), result.scores, 3 * sizeof (gint));
}

static void
test_random_reads_no_hidden (void)
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "random", NULL);

  g_test_summary ("The random player is handed the true state in self-play: it reads nothing hidden");
  g_assert_false (tsl_ai_reads_hidden (ai));
}

/* Known intervals (Wilson 1927; e.g. 43 of 48 is 0.778–0.955 at 95 %) and
 * the exact bounds at no wins and at all. */
static void
test_self_play_wilson (void)
{
  double low, high;

  g_test_summary ("A match's 95 % interval is Wilson's: known values, exact bounds at 0 and at "
                  "all wins, a half win between its neighbours");
  tsl_self_play_wilson (43, 48, &low, &high);
  g_assert_cmpfloat_with_epsilon (low, 0.7783, 5e-4);
  g_assert_cmpfloat_with_epsilon (high, 0.9547, 5e-4);
  tsl_self_play_wilson (10, 20, &low, &high);
  g_assert_cmpfloat_with_epsilon (low, 0.2993, 5e-4);
  g_assert_cmpfloat_with_epsilon (high, 0.7007, 5e-4);
  tsl_self_play_wilson (0, 16, &low, &high);
  g_assert_cmpfloat (low, ==, 0);
  g_assert_cmpfloat (high, <, 0.25);
  tsl_self_play_wilson (16, 16, &low, &high);
  g_assert_cmpfloat (high, ==, 1);
  g_assert_cmpfloat (low, >, 0.75);
  {
    double low_a, high_a, low_b, high_b;

    tsl_self_play_wilson (7, 12, &low_a, &high_a);
    tsl_self_play_wilson (7.5, 12, &low, &high);
    tsl_self_play_wilson (8, 12, &low_b, &high_b);
    g_assert_cmpfloat (low_a, <, low);
    g_assert_cmpfloat (low, <, low_b);
    g_assert_cmpfloat (high_a, <, high);
    g_assert_cmpfloat (high, <, high_b);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/shared/registry", test_registry);
  g_test_add_func ("/shared/registry/required-hooks", test_required_hooks);
  g_test_add_func ("/shared/engine/defaults", test_defaults);
  g_test_add_func ("/shared/engine/default-winners", test_default_winners);
  g_test_add_func ("/shared/self-play/finishes", test_self_play);
  g_test_add_func ("/shared/self-play/replays", test_self_play_replays);
  g_test_add_func ("/shared/self-play/random-reads-no-hidden", test_random_reads_no_hidden);
  g_test_add_func ("/shared/self-play/wilson", test_self_play_wilson);
  return g_test_run ();
}
