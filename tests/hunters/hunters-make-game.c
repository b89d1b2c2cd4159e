/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "hunters-test-util.h"
#include "tsl-hunters.h"
#include "tsl-self-play.h"

/* Writes a regression game: hunters-make-game SEED N_PLAYERS AI[,AI...] OUT
 * [OPTIONS-JSON] plays a seeded self-play game and writes OUT.json (a game file with an
 * explicit setup) and OUT.expected.json (the final state).  Regenerate only
 * when a rule change is intended, and say so in the commit. */

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) raw = NULL;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(GPtrArray) ais = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonNode) final = NULL;
  g_autofree gpointer state = NULL;
  g_autofree char *game_path = NULL, *state_path = NULL, *text = NULL;
  g_auto(GStrv) kinds = NULL;
  TslSelfPlayResult result;
  guint64 seed;
  guint n_players;

  if (argc != 5 && argc != 6)
    {
      fprintf (stderr, "usage: %s SEED N_PLAYERS AI[,AI...] OUT [OPTIONS-JSON]\n", argv[0]);
      return 2;
    }
  {
    g_autoptr(JsonNode) node = hunters_json_parse (argc == 6 ? argv[5] : "{}");
    const TslOptionSpec *specs;
    guint n_specs;

    raw = json_object_ref (json_node_get_object (node));
    specs = tsl_engine_get_options (engine, &n_specs);
    options = tsl_options_normalize (specs, n_specs, raw, &error);
    if (options == NULL)
      g_error ("%s", error->message);
  }
  seed = g_ascii_strtoull (argv[1], NULL, 10);
  n_players = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  kinds = g_strsplit (argv[3], ",", -1);
  for (guint s = 0; s < n_players; s++)
    g_ptr_array_add (ais, tsl_engine_create_ai (engine, kinds[MIN (s, g_strv_length (kinds) - 1)], NULL));
  if (!tsl_self_play (engine, options, n_players, (TslAi **) ais->pdata, seed, &result, moves, &error))
    g_error ("%s", error->message);

  state = tsl_engine_state_new (engine);
  tsl_engine_init_state (engine, state, options, n_players, seed, NULL, &error);
  g_assert_no_error (error);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "tessella-game");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "hunters");
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) seed);
  json_builder_set_member_name (b, "options");
  {
    g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), raw);

    json_builder_add_value (b, json_node_copy (node));
  }
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint s = 0; s < n_players; s++)
    {
      static const char * const colors[] = { "red", "green", "black", "yellow", "blue" };
      g_autofree char *name = g_strdup_printf ("Player %u", s + 1);
      g_autofree char *controller = g_strdup_printf ("ai:%s", kinds[MIN (s, g_strv_length (kinds) - 1)]);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, name);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, colors[s]);
      json_builder_set_member_name (b, "controller");
      json_builder_add_string_value (b, controller);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "setup");
  json_builder_add_value (b, tsl_engine_setup_to_json (engine, state));
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);
  for (guint i = 0; i < moves->len; i++)
    {
      TslMove *m = &g_array_index (moves, TslMove, i);
      JsonObject *o = tsl_engine_move_to_json (engine, state, m);
      JsonNode *node = json_node_init_object (json_node_alloc (), o);
      TslRng rng;

      tsl_rng_init (&rng, seed, i);
      if (!tsl_engine_apply_move (engine, state, m, &rng, &error))
        g_error ("%s", error->message);
      json_builder_add_value (b, node);
      json_object_unref (o);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);

  game_path = g_strconcat (argv[4], ".json", NULL);
  state_path = g_strconcat (argv[4], ".expected.json", NULL);
  {
    g_autoptr(JsonGenerator) gen = json_generator_new ();

    json_generator_set_pretty (gen, TRUE);
    json_generator_set_root (gen, root);
    if (!json_generator_to_file (gen, game_path, &error))
      g_error ("%s", error->message);
    final = tsl_engine_state_to_json (engine, state);
    json_generator_set_root (gen, final);
    if (!json_generator_to_file (gen, state_path, &error))
      g_error ("%s", error->message);
  }
  return 0;
}
