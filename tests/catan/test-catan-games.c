/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* Regression games: stored game files (tests/catan/games/NAME.json, made by
 * this engine through catan-make-game, see regenerate.sh there) are
 * replayed action by action; every action must be accepted and written back
 * identically (outcomes included), and the final state JSON must equal
 * NAME.state.json byte for byte. */

static char *
to_text (JsonNode *node,
         gboolean  pretty)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_pretty (gen, pretty);
  json_generator_set_root (gen, node);
  return json_generator_to_data (gen, NULL);
}

static void
replay_game (gconstpointer data)
{
  const char *name = data;
  TslEngine *engine = ct_engine ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "catan", "games", name, NULL);
  g_autofree char *state_path = NULL;
  g_autofree char *expected = NULL;
  g_autofree char *actual = NULL;
  g_autofree CatanState *s = tsl_engine_state_new (engine);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) final = NULL;
  JsonObject *file;
  JsonArray *actions;
  guint64 seed;

  {
    g_autofree char *stem = g_strndup (path, strlen (path) - strlen (".json"));
    state_path = g_strconcat (stem, ".state.json", NULL);
  }
  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  file = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpstr (json_object_get_string_member (file, "format"), ==, "tessella-game");
  g_assert_cmpstr (json_object_get_string_member (file, "game"), ==, "catan");
  seed = (guint64) json_object_get_int_member (file, "seed");
  g_assert_true (tsl_engine_init_state (engine, s, json_object_get_object_member (file, "options"),
                                        json_array_get_length (json_object_get_array_member (file, "players")),
                                        seed, json_object_get_member (file, "setup"), &error));
  g_assert_no_error (error);

  actions = json_object_get_array_member (file, "actions");
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      JsonObject *action = json_array_get_object_element (actions, i);
      g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
      g_autoptr(JsonObject) back = NULL;
      g_autoptr(JsonNode) a = NULL;
      g_autoptr(JsonNode) b = NULL;
      g_autofree char *ta = NULL;
      g_autofree char *tb = NULL;
      TslMove move;
      TslRng rng;

      if (!tsl_engine_move_from_json (engine, s, action, &move, &error) ||
          !(tsl_rng_init (&rng, seed, i), tsl_engine_apply_move (engine, s, &move, &rng, &error)))
        g_error ("%s: action %u: %s", name, i, error->message);
      back = tsl_engine_move_to_json (engine, before, &move);
      a = json_node_init_object (json_node_alloc (), action);
      b = json_node_init_object (json_node_alloc (), back);
      ta = to_text (a, FALSE);
      tb = to_text (b, FALSE);
      g_assert_cmpstr (ta, ==, tb);
    }
  g_assert_true (tsl_engine_is_over (engine, s));
  ct_check_invariants (s);

  final = tsl_engine_state_to_json (engine, s);
  actual = to_text (final, TRUE);
  g_assert_true (g_file_get_contents (state_path, &expected, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (actual, ==, expected);
}

int
main (int    argc,
      char **argv)
{
  static const char * const games[] = {
    "random-4p-beginner.json", "trades-3p.json", "greedy-4p.json", "variants-4p.json",
    "friendly-harbormaster-4p.json", "two-player-2p.json", "events-4p.json",
    "events-harbormaster-2p.json", "rivers-3p.json",
    "fishermen-4p.json", "fishermen-2p.json",
    "caravans-4p.json", "caravans-2p.json",
    "barbarian-attack-4p.json", "barbarian-attack-2p.json",
  };

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/engines/catan/games/%s", games[i]);
      g_test_add_data_func (test_path, games[i], replay_game);
    }
  return g_test_run ();
}
