/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hostile-json.h"
#include "tsl-error.h"
#include "tsl-game.h"
#include "tsl-hunters.h"

/* Issue 8, items 3, 4 and 8: every member of every action and of the setup
 * replaced by an object, a list, null, a double, an integer that wraps when
 * narrowed, a negative number or a wrong string is refused cleanly: a
 * TSL_ERROR, no GLib critical (the tests run with fatal criticals) and the
 * game unchanged.  The rules are Catan's (docs/cli.md, "Reading input"). */

typedef struct
{
  TslGame   *game;
  TslEngine *engine;
  guint      refused;
} Fixture;

static JsonObject *
first_legal (TslGame    *game,
             const char *type)
{
  g_autoptr(JsonArray) legal = tsl_game_legal_actions_json (game);

  for (guint i = 0; i < json_array_get_length (legal); i++)
    {
      JsonObject *action = json_array_get_object_element (legal, i);

      if (g_strcmp0 (json_object_get_string_member (action, "type"), type) == 0)
        return json_object_ref (action);
    }
  g_error ("No legal %s", type);
}

static void
play (TslGame    *game,
      JsonObject *action)
{
  g_autoptr(GError) error = NULL;

  if (!tsl_game_apply_json (game, action, &error))
    g_error ("%s", error->message);
}

/* A game whose first player has drawn and placed a tile: every action type
 * is read in full there (a figure's region needs the tile just placed). */
static TslGame *
game_at_figure (TslEngine *engine)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, NULL, 3, 5, NULL, &error);
  g_autoptr(JsonObject) draw = NULL;
  g_autoptr(JsonObject) place = NULL;

  g_assert_no_error (error);
  draw = first_legal (game, "draw_tile");
  play (game, draw);
  place = first_legal (game, "place_tile");
  play (game, place);
  return g_steal_pointer (&game);
}

static void
check_action (JsonNode    *variant,
              const char  *path,
              HostileKind  kind,
              gpointer     user_data)
{
  static const char * const nullable[] = { "tile", NULL };
  static const char * const coordinates[] = { "at", NULL };
  Fixture *f = user_data;
  gsize size = tsl_engine_get_state_size (f->engine);
  g_autofree gpointer before = g_memdup2 (tsl_game_get_state (f->game), size);
  guint n_actions = tsl_game_get_n_actions (f->game);
  g_autoptr(GError) error = NULL;

  if ((kind == HOSTILE_NULL && hostile_path_in (path, nullable)) ||
      (kind == HOSTILE_MINUS_ONE && hostile_path_in (path, coordinates)))
    {
      TslMove move;

      if (!tsl_engine_move_from_json (f->engine, before, json_node_get_object (variant),
                                      &move, &error))
        g_assert_true (error->domain == TSL_ERROR);
      return;
    }
  if (tsl_game_apply_json (f->game, json_node_get_object (variant), &error))
    g_error ("%s = %s was accepted in %s", path, hostile_kind_text (kind),
             json_to_string (variant, FALSE));
  if (!g_error_matches (error, TSL_ERROR, TSL_ERROR_PARSE))
    g_error ("%s = %s: expected a parse error, got “%s”", path, hostile_kind_text (kind),
             error->message);
  g_assert_cmpuint (tsl_game_get_n_actions (f->game), ==, n_actions);
  g_assert_true (memcmp (before, tsl_game_get_state (f->game), size) == 0);
  f->refused++;
}

static void
test_hostile_actions (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(TslGame) game = game_at_figure (engine);
  g_autoptr(JsonObject) figure = first_legal (game, "place_figure");
  g_autofree char *figure_json = NULL;
  const char *actions[] = {
    "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L01\"}",
    "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 90}",
    NULL,
    "{\"player\": 0, \"type\": \"skip_figure\"}",
  };
  Fixture f = { game, engine, 0 };

  g_test_summary ("Every member of every action type, made hostile, is refused cleanly");
  {
    g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), figure);

    figure_json = json_to_string (node, FALSE);
  }
  actions[2] = figure_json;
  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (actions[i], NULL);
      g_autoptr(GError) error = NULL;
      TslMove move;

      if (!tsl_engine_move_from_json (engine, tsl_game_get_state (game),
                                      json_node_get_object (node), &move, &error))
        g_error ("%s: %s", actions[i], error->message);
      hostile_for_each (actions[i], check_action, &f);
    }
  g_test_message ("%u hostile actions refused", f.refused);
  g_assert_cmpuint (f.refused, >, 100);
}

static void
check_setup (JsonNode    *variant,
             const char  *path,
             HostileKind  kind,
             gpointer     user_data)
{
  Fixture *f = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (f->engine, NULL, 3, 5, variant, &error);

  if (game != NULL)
    g_error ("setup %s = %s was accepted", path, hostile_kind_text (kind));
  g_assert_true (error->domain == TSL_ERROR);
  f->refused++;
}

static void
test_hostile_setup (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, NULL, 3, 5, NULL, &error);
  g_autofree char *setup = NULL;
  Fixture f = { NULL, engine, 0 };

  g_test_summary ("Every member of the setup, made hostile, is refused cleanly");
  g_assert_no_error (error);
  setup = json_to_string (tsl_game_get_setup (game), FALSE);
  hostile_for_each (setup, check_setup, &f);
  g_test_message ("%u hostile setups refused", f.refused);
  g_assert_cmpuint (f.refused, >, 500);
}

static void
test_hostile_options (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();

  g_test_summary ("Every option, made hostile, is refused cleanly");
  hostile_check_options (engine, 3, 5);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/hunters/hostile/actions", test_hostile_actions);
  g_test_add_func ("/engines/hunters/hostile/setup", test_hostile_setup);
  g_test_add_func ("/engines/hunters/hostile/options", test_hostile_options);
  return g_test_run ();
}
