/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tsl-ai.h"
#include "tsl-catan-private.h"

/*
 * Regenerates a regression game for tests/catan/games/:
 *
 *   catan-make-game SEED N_PLAYERS KINDS OPTIONS_JSON OUT_PREFIX
 *
 * KINDS is a comma-separated list of computer players per seat ("random",
 * "greedy", or "trader": uniform over all legal moves including domestic
 * trade offers).  Plays the game on the engine API exactly as a game file
 * replays (outcomes of action i from stream i of SEED) and writes
 * OUT_PREFIX.json (the game file, explicit setup, every outcome recorded)
 * and OUT_PREFIX.state.json (the final state JSON, pretty-printed).
 * See docs/rules-catan.md, "Regression games".
 */

static char *
to_text (JsonNode *node,
         gboolean  pretty)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_pretty (gen, pretty);
  json_generator_set_root (gen, node);
  return json_generator_to_data (gen, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) opts_node = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) file = NULL;
  g_autoptr(JsonNode) final = NULL;
  g_auto(GStrv) kinds = NULL;
  g_autofree CatanState *s = NULL;
  g_autofree char *game_text = NULL;
  g_autofree char *state_text = NULL;
  g_autofree char *game_path = NULL;
  g_autofree char *state_path = NULL;
  const TslOptionSpec *specs;
  const char * const *colors;
  TslAi *ais[4] = { NULL, };
  TslMoveList moves;
  TslRng view_rng, ai_rng[4];
  guint64 seed;
  guint n_players, n_specs, n = 0;

  if (argc != 6)
    {
      fprintf (stderr, "usage: %s SEED N_PLAYERS KINDS OPTIONS_JSON OUT_PREFIX\n", argv[0]);
      return 2;
    }
  seed = g_ascii_strtoull (argv[1], NULL, 10);
  n_players = (guint) atoi (argv[2]);
  kinds = g_strsplit (argv[3], ",", -1);
  g_assert (g_strv_length (kinds) == n_players);
  opts_node = json_from_string (argv[4], &error);
  g_assert_no_error (error);
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_node_get_object (opts_node), &error);
  g_assert_no_error (error);

  s = tsl_engine_state_new (engine);
  if (!tsl_engine_init_state (engine, s, options, n_players, seed, NULL, &error))
    g_error ("%s", error->message);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "format");
  json_builder_add_string_value (b, "tessella-game");
  json_builder_set_member_name (b, "version");
  json_builder_add_int_value (b, 1);
  json_builder_set_member_name (b, "game");
  json_builder_add_string_value (b, "catan");
  json_builder_set_member_name (b, "seed");
  json_builder_add_int_value (b, (gint64) seed);
  json_builder_set_member_name (b, "options");
  json_builder_add_value (b, json_node_init_object (json_node_alloc (), options));
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  colors = tsl_engine_get_colors (engine);
  for (guint p = 0; p < n_players; p++)
    {
      g_autofree char *name = g_strdup_printf ("Player %u", p + 1);
      g_autofree char *controller = g_strdup_printf ("ai:%s", kinds[p]);

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "name");
      json_builder_add_string_value (b, name);
      json_builder_set_member_name (b, "color");
      json_builder_add_string_value (b, colors[p]);
      json_builder_set_member_name (b, "controller");
      json_builder_add_string_value (b, controller);
      json_builder_end_object (b);
      if (g_strcmp0 (kinds[p], "trader") != 0)
        ais[p] = tsl_engine_create_ai (engine, kinds[p], &error);
      g_assert_no_error (error);
      tsl_rng_init (&ai_rng[p], seed, 1000 + p);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "setup");
  json_builder_add_value (b, tsl_engine_setup_to_json (engine, s));
  json_builder_set_member_name (b, "actions");
  json_builder_begin_array (b);

  tsl_move_list_init (&moves);
  tsl_rng_init (&view_rng, seed, 999);
  while (!tsl_engine_is_over (engine, s))
    {
      gint actor = tsl_engine_get_actor (engine, s);
      g_autofree CatanState *view = g_memdup2 (s, sizeof *s);
      g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
      TslMove move;
      TslRng rng;

      g_assert (n < 100000);
      tsl_engine_redact (engine, view, actor, &view_rng);
      if (ais[actor] != NULL)
        g_assert (tsl_ai_choose_move (ais[actor], engine, view, actor, &ai_rng[actor], &move));
      else
        {
          tsl_move_list_reset (&moves);
          tsl_engine_legal_moves (engine, view, TSL_LEGAL_DEFAULT, &moves);
          move = moves.moves[tsl_rng_below (&ai_rng[actor], moves.len)];
        }
      move.player = (gint8) actor;
      tsl_rng_init (&rng, seed, n);
      if (!tsl_engine_apply_move (engine, s, &move, &rng, &error))
        g_error ("action %u: %s", n, error->message);
      json_builder_add_value (b, json_node_init_object (json_node_alloc (),
                                                        tsl_engine_move_to_json (engine, before, &move)));
      n++;
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  tsl_move_list_clear (&moves);

  file = json_builder_get_root (b);
  final = tsl_engine_state_to_json (engine, s);
  game_text = to_text (file, FALSE);
  state_text = to_text (final, TRUE);
  game_path = g_strconcat (argv[5], ".json", NULL);
  state_path = g_strconcat (argv[5], ".state.json", NULL);
  if (!g_file_set_contents (game_path, game_text, -1, &error) ||
      !g_file_set_contents (state_path, state_text, -1, &error))
    g_error ("%s", error->message);
  printf ("%s: %u actions, winner %d\n", game_path, n, s->winner);
  for (guint p = 0; p < n_players; p++)
    g_clear_object (&ais[p]);
  return 0;
}
