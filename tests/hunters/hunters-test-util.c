/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hunters-test-util.h"
#include "tsl-hunters.h"

JsonNode *
hunters_json_parse (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_node_copy (json_parser_get_root (parser));
}

char *
hunters_json_to_string (JsonNode *node)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();

  json_generator_set_root (gen, node);
  return json_generator_to_data (gen, NULL);
}

HuntersGame *
hunters_game_new (guint       n_players,
                  const char *options_json,
                  const char *setup_json)
{
  HuntersGame *game = g_new0 (HuntersGame, 1);
  g_autoptr(JsonNode) options = hunters_json_parse (options_json ? options_json : "{}");
  g_autoptr(JsonNode) setup = setup_json ? hunters_json_parse (setup_json) : NULL;
  g_autoptr(GError) error = NULL;

  game->engine = tsl_hunters_engine_new ();
  game->state = tsl_engine_state_new (game->engine);
  game->seed = 1;
  tsl_engine_init_state (game->engine, game->state, json_node_get_object (options), n_players,
                         game->seed, setup, &error);
  g_assert_no_error (error);
  return game;
}

void
hunters_game_free (HuntersGame *game)
{
  g_free (game->state);
  g_object_unref (game->engine);
  g_free (game);
}

/* Applies one action; on error the state must be exactly as before. */
gboolean
hunters_game_act (HuntersGame *game,
                  const char  *action_json,
                  GError     **error)
{
  g_autoptr(JsonNode) node = hunters_json_parse (action_json);
  gsize size = tsl_engine_get_state_size (game->engine);
  g_autofree gpointer before = g_memdup2 (game->state, size);
  TslMove move;
  TslRng rng;

  if (!tsl_engine_move_from_json (game->engine, game->state, json_node_get_object (node), &move,
                                  error))
    {
      g_assert_true (memcmp (before, game->state, size) == 0);
      return FALSE;
    }
  tsl_rng_init (&rng, game->seed, game->n_actions);
  if (!tsl_engine_apply_move (game->engine, game->state, &move, &rng, error))
    {
      g_assert_true (memcmp (before, game->state, size) == 0);
      return FALSE;
    }
  game->n_actions++;
  return TRUE;
}

void
hunters_game_do (HuntersGame *game,
                 const char  *action_json)
{
  g_autoptr(GError) error = NULL;

  if (!hunters_game_act (game, action_json, &error))
    g_error ("action %s failed: %s", action_json, error->message);
}

JsonObject *
hunters_game_state (HuntersGame *game)
{
  g_autoptr(JsonNode) node = tsl_engine_state_to_json (game->engine, game->state);

  return json_object_ref (json_node_get_object (node));
}

gint
hunters_game_score (HuntersGame *game,
                    guint        seat)
{
  gint scores[8] = { 0 };

  tsl_engine_get_scores (game->engine, game->state, scores);
  return scores[seat];
}

/* One whole turn: draw @tile, place it, then a figure on @region or a skip. */
void
hunters_game_turn (HuntersGame *game,
                   guint        seat,
                   const char  *tile,
                   gint         x,
                   gint         y,
                   gint         rotation,
                   const char  *figure,
                   const char  *region)
{
  g_autofree char *draw = g_strdup_printf ("{\"player\": %u, \"type\": \"draw_tile\", \"tile\": \"%s\"}",
                                           seat, tile);
  g_autofree char *place = g_strdup_printf ("{\"player\": %u, \"type\": \"place_tile\", \"at\": [%d, %d], "
                                            "\"rotation\": %d}", seat, x, y, rotation);
  g_autofree char *fig = figure ?
    g_strdup_printf ("{\"player\": %u, \"type\": \"place_figure\", \"figure\": \"%s\", \"region\": \"%s\"}",
                     seat, figure, region) :
    g_strdup_printf ("{\"player\": %u, \"type\": \"skip_figure\"}", seat);

  hunters_game_do (game, draw);
  hunters_game_do (game, place);
  hunters_game_do (game, fig);
}
