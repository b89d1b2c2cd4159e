/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hunters-test-util.h"
#include "tsl-error.h"
#include "tsl-hunters.h"

/* Regression games: every tests/hunters/games/NAME.json is a game file;
 * replaying it must give exactly NAME.expected.json.  Set
 * HUNTERS_REGENERATE=1 to rewrite the expected states after an intended
 * rule change (and say so in the commit). */

static JsonNode *
replay (TslEngine   *engine,
        JsonObject  *file)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  const TslOptionSpec *specs;
  guint n_specs;
  JsonArray *actions = json_object_get_array_member (file, "actions");
  g_autofree gpointer state = tsl_engine_state_new (engine);
  guint64 seed = (guint64) json_object_get_int_member (file, "seed");
  guint n_players = json_array_get_length (json_object_get_array_member (file, "players"));

  g_assert_cmpstr (json_object_get_string_member (file, "format"), ==, "tessella-game");
  g_assert_cmpstr (json_object_get_string_member (file, "game"), ==, "hunters");
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_object_get_object_member (file, "options"),
                                   &error);
  g_assert_no_error (error);
  tsl_engine_init_state (engine, state, options, n_players, seed,
                         json_object_get_member (file, "setup"), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      TslMove move;
      TslRng rng;

      tsl_engine_move_from_json (engine, state, json_array_get_object_element (actions, i), &move,
                                 &error);
      g_assert_no_error (error);
      tsl_rng_init (&rng, seed, i);
      if (!tsl_engine_apply_move (engine, state, &move, &rng, &error))
        g_error ("action %u: %s", i, error->message);
    }
  return tsl_engine_state_to_json (engine, state);
}

static void
check_game (gconstpointer data)
{
  const char *name = data;
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autofree char *path = g_strdup_printf ("%s/%s.json", HUNTERS_GAMES_DIR, name);
  g_autofree char *expected_path = g_strdup_printf ("%s/%s.expected.json", HUNTERS_GAMES_DIR, name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonParser) expected = json_parser_new ();
  g_autoptr(JsonNode) state = NULL;
  g_autoptr(GError) error = NULL;

  json_parser_load_from_file (parser, path, &error);
  g_assert_no_error (error);
  state = replay (engine, json_node_get_object (json_parser_get_root (parser)));

  if (g_getenv ("HUNTERS_REGENERATE") != NULL)
    {
      g_autoptr(JsonGenerator) gen = json_generator_new ();

      json_generator_set_pretty (gen, TRUE);
      json_generator_set_root (gen, state);
      json_generator_to_file (gen, expected_path, &error);
      g_assert_no_error (error);
      return;
    }
  json_parser_load_from_file (expected, expected_path, &error);
  g_assert_no_error (error);
  if (!json_node_equal (state, json_parser_get_root (expected)))
    {
      g_autofree char *got = hunters_json_to_string (state);

      g_error ("%s: the replayed state differs from %s:\n%s", name, expected_path, got);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  dir = g_dir_open (HUNTERS_GAMES_DIR, 0, NULL);
  g_assert_nonnull (dir);
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".json") && !g_str_has_suffix (entry, ".expected.json"))
      g_ptr_array_add (names, g_strndup (entry, strlen (entry) - strlen (".json")));
  g_ptr_array_sort (names, (GCompareFunc) g_strcmp0);
  g_assert_cmpuint (names->len, >, 0);
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/engines/hunters/games/%s",
                                                    (char *) names->pdata[i]);

      g_test_add_data_func (test_path, names->pdata[i], check_game);
    }
  return g_test_run ();
}
