/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-error.h"
#include "tsl-game.h"
#include "tsl-registry.h"
#include "test-every-engine.h"

/* What TslGame relies on, checked for every registered engine (the built-in
 * games and the race test engine): actions survive the trip through JSON,
 * undo restores exactly, files reload to the same game, views keep the
 * actor.  Games are played by the random computer player. */

#define MAX_ACTIONS 1500

static JsonObject *
copy_object (JsonObject *object)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) copy = NULL;

  json_node_set_object (node, object);
  copy = json_node_copy (node);
  return json_object_ref (json_node_get_object (copy));
}

static void
assert_same_state (TslGame *a,
                   TslGame *b)
{
  gsize size = tsl_engine_get_state_size (tsl_game_get_engine (a));
  g_autoptr(JsonNode) ja = NULL;
  g_autoptr(JsonNode) jb = NULL;

  /* Equal bytes are equal states; otherwise padding may differ, so the
   * state JSON decides. */
  if (memcmp (tsl_game_get_state (a), tsl_game_get_state (b), size) == 0)
    return;
  ja = tsl_game_get_state_json (a);
  jb = tsl_game_get_state_json (b);
  if (!json_node_equal (ja, jb))
    {
      g_autofree char *ta = json_to_string (ja, FALSE);
      g_autofree char *tb = json_to_string (jb, FALSE);
      g_assert_cmpstr (ta, ==, tb);
    }
}

/* The action as logged, read back and applied to a copy of the game before
 * it, gives the same state: move_to_json and move_from_json agree. */
static void
check_json_round_trip (TslGame    *before,
                       TslGame    *after,
                       JsonObject *logged)
{
  g_autoptr(JsonObject) action = copy_object (logged);
  g_autoptr(GError) error = NULL;

  g_assert_true (tsl_game_apply_json (before, action, &error));
  g_assert_no_error (error);
  assert_same_state (before, after);
}

static void
play_and_check (TslEngine *engine,
                guint      n_players,
                guint64    seed)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, NULL, n_players, seed, NULL, &error);
  g_autoptr(TslGame) shadow = NULL;
  g_autoptr(TslGame) loaded = NULL;
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "random", &error);
  g_autoptr(JsonNode) file = NULL;
  g_autoptr(JsonNode) file2 = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  guint undos = 0;

  g_assert_no_error (error);
  g_assert_nonnull (game);
  g_assert_nonnull (ai);
  shadow = tsl_game_new (engine, NULL, n_players, seed, NULL, &error);
  g_assert_no_error (error);

  for (guint i = 0; i < MAX_ACTIONS && !tsl_game_is_over (game); i++)
    {
      gint actor = tsl_game_get_actor (game);
      TslMove move;

      g_assert_cmpint (actor, >=, 0);
      for (guint s = 0; s < n_players; s++)
        {
          g_autofree gpointer view = tsl_game_dup_view (game, (gint) s);
          g_assert_cmpint (tsl_engine_get_actor (engine, view), ==, actor);
        }

      g_assert_true (tsl_game_suggest (game, ai, &move, &error));
      g_assert_no_error (error);
      g_assert_true (tsl_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
      g_assert_nonnull (tsl_game_get_action_text (game, i));

      check_json_round_trip (shadow, game, tsl_game_get_action (game, i));

      if (tsl_game_can_undo (game))
        {
          g_autoptr(JsonObject) again = copy_object (tsl_game_get_action (game, i));

          g_assert_true (tsl_game_undo (game, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (tsl_game_get_n_actions (game), ==, i);
          g_assert_true (tsl_game_apply_json (game, again, &error));
          g_assert_no_error (error);
          assert_same_state (game, shadow);
          undos++;
        }
    }

  file = tsl_game_to_json (game);
  text = json_to_string (file, TRUE);
  loaded = tsl_game_load_from_data (text, -1, &error);
  g_assert_no_error (error);
  file2 = tsl_game_to_json (loaded);
  text2 = json_to_string (file2, TRUE);
  g_assert_cmpstr (text, ==, text2);
  assert_same_state (game, loaded);
  g_test_message ("%s, %u players, seed %" G_GUINT64_FORMAT ": %u actions, %u undone, %s",
                  tsl_engine_get_id (engine), n_players, seed, tsl_game_get_n_actions (game),
                  undos, tsl_game_is_over (game) ? "over" : "stopped");
}

static void
test_contract (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  guint min = tsl_engine_get_min_players (engine);
  guint max = MIN (tsl_engine_get_max_players (engine), TSL_MAX_PLAYERS);

  g_test_summary ("Actions survive JSON, undo is exact, files reload to the same game");
  play_and_check (engine, min, 1);
  play_and_check (engine, max, 2);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  test_every_engine_add ("/shared/contract", NULL, test_contract);
  return g_test_run ();
}
