/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hunters-test-util.h"
#include "tsl-error.h"
#include "tsl-hunters-private.h"

/* Bad input gives the right error and changes nothing (the helper checks
 * that the state is byte for byte the same after every refused action). */

static void
expect (HuntersGame *game,
        const char  *action,
        gint         code,
        const char  *fragment)
{
  g_autoptr(GError) error = NULL;

  if (hunters_game_act (game, action, &error))
    g_error ("%s was accepted", action);
  g_assert_error (error, TSL_ERROR, code);
  if (fragment != NULL && strstr (error->message, fragment) == NULL)
    g_error ("expected “%s” in “%s”", fragment, error->message);
}

static void
test_malformed (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);

  g_test_summary ("Malformed actions are refused as parse errors");
  expect (game, "{\"player\": 0, \"type\": \"no_such_action\"}", TSL_ERROR_PARSE, "no_such_action");
  expect (game, "{\"player\": 0}", TSL_ERROR_PARSE, NULL);
  expect (game, "{\"player\": \"zero\", \"type\": \"draw_tile\"}", TSL_ERROR_PARSE, "player");
  expect (game, "{\"player\": 7, \"type\": \"draw_tile\"}", TSL_ERROR_PARSE, "player");
  expect (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"X99\"}", TSL_ERROR_PARSE, "X99");
  expect (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": 12}", TSL_ERROR_PARSE, NULL);
  hunters_game_do (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L53\"}");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\"}", TSL_ERROR_PARSE, "at");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0]}", TSL_ERROR_PARSE, "at");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, \"a\"]}", TSL_ERROR_PARSE, "at");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 45}",
          TSL_ERROR_PARSE, "rotation");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": \"90\"}",
          TSL_ERROR_PARSE, "rotation");
  /* A rotation is required: missing, it must not mean 0 (issue 8). */
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1]}",
          TSL_ERROR_PARSE, "rotation");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": null}",
          TSL_ERROR_PARSE, "rotation");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 4294967386}",
          TSL_ERROR_PARSE, "rotation");
  /* Squares off the grid are no place: malformed, as hexes off the Catan
   * board, and never narrowed (1e30 and 2^32 are not 0 or -1). */
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [128, 0], \"rotation\": 0}",
          TSL_ERROR_PARSE, "at");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [4294967296, -1], \"rotation\": 0}",
          TSL_ERROR_PARSE, "at");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [1e30, -1], \"rotation\": 0}",
          TSL_ERROR_PARSE, "at");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 0}");
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"wizard\", \"region\": \"m1\"}",
          TSL_ERROR_PARSE, "figure");
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"hunter\"}",
          TSL_ERROR_PARSE, "region");
}

static void
test_illegal (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);

  g_test_summary ("Actions against the rules are refused and leave the state as it was");
  /* Order of the turn (§Játékmenet). */
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 0}",
          TSL_ERROR_INVALID_MOVE, NULL);
  expect (game, "{\"player\": 0, \"type\": \"skip_figure\"}", TSL_ERROR_INVALID_MOVE, NULL);
  expect (game, "{\"player\": 1, \"type\": \"draw_tile\"}", TSL_ERROR_INVALID_MOVE, "turn");
  expect (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"B01\"}", TSL_ERROR_INVALID_MOVE,
          "not in the stack");
  expect (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"S01\"}", TSL_ERROR_INVALID_MOVE,
          "not in the stack");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L33\"}");
  expect (game, "{\"player\": 0, \"type\": \"draw_tile\"}", TSL_ERROR_INVALID_MOVE, NULL);

  /* §Területkártya lerakása: a full edge with the played area, terrain
   * continuing on every touching edge. */
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, 0], \"rotation\": 0}",
          TSL_ERROR_INVALID_MOVE, "already");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [1, 1], \"rotation\": 0}",
          TSL_ERROR_INVALID_MOVE, "share an edge");
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [5, 5], \"rotation\": 0}",
          TSL_ERROR_INVALID_MOVE, "share an edge");
  /* L33 turned 90° shows forest to the south, against the start's meadow. */
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 90}",
          TSL_ERROR_INVALID_MOVE, "does not fit");
  /* Its meadow against the start tile's river. */
  expect (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [-1, 0], \"rotation\": 0}",
          TSL_ERROR_INVALID_MOVE, "does not fit");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 270}");

  /* §Törzstag vagy kunyhó lerakása: the right figure for the terrain, only
   * on the tile just placed. */
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"gatherer\", \"region\": \"m1\"}",
          TSL_ERROR_INVALID_MOVE, "forest");
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"hunter\", \"region\": \"f1\"}",
          TSL_ERROR_INVALID_MOVE, "meadow");
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"hut\", \"region\": \"f1\"}",
          TSL_ERROR_INVALID_MOVE, "river");
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"fisher\", \"region\": \"m1\"}",
          TSL_ERROR_INVALID_MOVE, "river");
  /* A region the tile does not have names no place: malformed, as a Catan
   * vertex of hexes that do not meet. */
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"hunter\", \"region\": \"r1\"}",
          TSL_ERROR_PARSE, "no region");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"hunter\", \"region\": \"m1\"}");

  /* The meadow is taken now: Bob cannot hunt in it from a new tile. */
  hunters_game_do (game, "{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"L54\"}");
  hunters_game_do (game, "{\"player\": 1, \"type\": \"place_tile\", \"at\": [1, -1], \"rotation\": 0}");
  expect (game, "{\"player\": 1, \"type\": \"place_figure\", \"figure\": \"hunter\", \"region\": \"m1\"}",
          TSL_ERROR_INVALID_MOVE, "already has a hunter");
  expect (game, "{\"player\": 0, \"type\": \"skip_figure\"}", TSL_ERROR_INVALID_MOVE, "turn");
}

static void
test_no_figures_left (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);
  TslHuntersState *st = game->state;

  g_test_summary ("A player without figures of a kind cannot place one");
  st->members_left[0] = 0;
  st->huts_left[0] = 0;
  hunters_game_do (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L47\"}");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [-1, 0], \"rotation\": 0}");
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"fisher\", \"region\": \"r1\"}",
          TSL_ERROR_INVALID_MOVE, "tribe member");
  expect (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"hut\", \"region\": \"r1\"}",
          TSL_ERROR_INVALID_MOVE, "hut");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"skip_figure\"}");
}

static void
test_options (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autofree gpointer state = tsl_engine_state_new (engine);
  const char *bad[] = {
    "{\"forest_scoring\": \"banana\"}",
    "{\"no_such_option\": true}",
    "{\"bonus_nuggets\": 3}",
    "{\"start_rotation\": \"45\"}",
  };

  g_test_summary ("Unknown options, bad values and player counts are refused");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) options = hunters_json_parse (bad[i]);
      g_autoptr(GError) error = NULL;

      g_assert_false (tsl_engine_init_state (engine, state, json_node_get_object (options), 2, 1,
                                             NULL, &error));
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
    }
  for (guint n = 0; n < 8; n++)
    {
      g_autoptr(GError) error = NULL;
      gboolean ok = tsl_engine_init_state (engine, state, NULL, n, 1, NULL, &error);

      g_assert_cmpint (ok, ==, n >= 2 && n <= 5);
      if (!ok)
        g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
    }
}

/* U7 and U8 (docs/rules-hunters.md): fishers on lakes, start rotation. */
static void
test_option_effects (void)
{
  g_autoptr(HuntersGame) plain = hunters_game_new (2, NULL, NULL);
  g_autoptr(HuntersGame) lake = hunters_game_new (2, "{\"fisher_on_lake\": true}", NULL);
  g_autoptr(HuntersGame) turned = hunters_game_new (2, "{\"start_rotation\": \"90\"}", NULL);
  g_autoptr(JsonObject) state = NULL;
  JsonObject *start;

  g_test_summary ("Options fisher_on_lake and start_rotation change what is legal");
  hunters_game_do (plain, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L52\"}");
  hunters_game_do (plain, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [-1, 0], \"rotation\": 90}");
  expect (plain, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"fisher\", \"region\": \"l1\"}",
          TSL_ERROR_INVALID_MOVE, "river");
  hunters_game_turn (lake, 0, "L52", -1, 0, 90, "fisher", "l1");

  /* Turned 90°, the start tile's river points north. */
  hunters_game_do (turned, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L47\"}");
  expect (turned, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [-1, 0], \"rotation\": 0}",
          TSL_ERROR_INVALID_MOVE, "does not fit");
  hunters_game_do (turned, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, -1], \"rotation\": 90}");
  state = hunters_game_state (turned);
  start = json_array_get_object_element (json_object_get_array_member (state, "board"), 0);
  g_assert_cmpstr (json_object_get_string_member (start, "kind"), ==, "S01");
  g_assert_cmpint (json_object_get_int_member (start, "rotation"), ==, 90);
}

static void
test_setup (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autofree gpointer state = tsl_engine_state_new (engine);
  g_autoptr(JsonNode) setup = NULL;
  g_autoptr(JsonNode) back = NULL;
  g_autofree char *a = NULL, *b = NULL;
  const char *bad[] = {
    "[]",
    "{\"land_stack\": [\"L01\"]}",
    "{\"land_stack\": [\"B01\"], \"bonus_stack\": []}",
    "{\"land_stack\": [\"L01\"], \"bonus_stack\": [\"L02\"]}",
    "{\"land_stack\": [\"S01\"], \"bonus_stack\": []}",
    "{\"land_stack\": \"L01\", \"bonus_stack\": []}",
    /* Unknown members are refused, as in Catan (issue 8). */
    "{\"land_stack\": [\"L01\"], \"bonus_stack\": [], \"land_stak\": []}",
    "{\"land_stack\": [\"L01\"], \"bonus_stack\": [], \"comment\": {}}",
  };

  g_test_summary ("An explicit setup is read back as written; broken ones are refused");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) node = hunters_json_parse (bad[i]);
      g_autoptr(GError) error = NULL;

      g_assert_false (tsl_engine_init_state (engine, state, NULL, 2, 1, node, &error));
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
    }
  /* A generated game writes its stacks; the same stacks give the same game. */
  g_assert_true (tsl_engine_init_state (engine, state, NULL, 3, 77, NULL, NULL));
  setup = tsl_engine_setup_to_json (engine, state);
  g_assert_true (tsl_engine_init_state (engine, state, NULL, 3, 5, setup, NULL));
  back = tsl_engine_setup_to_json (engine, state);
  a = hunters_json_to_string (setup);
  b = hunters_json_to_string (back);
  g_assert_cmpstr (a, ==, b);
}

/* The contract's state fields, on a new 3-player game. */
static void
test_state_json (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (3, NULL, NULL);
  g_autoptr(JsonObject) state = hunters_game_state (game);
  const char *fields[] = {
    "phase", "turn", "current_player", "winner", "tiles_left", "bonus_tiles_left", "board",
    "figures", "players",
  };
  JsonArray *board, *players, *position;
  JsonObject *start;

  g_test_summary ("The state JSON has the contract's fields with the starting values");
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    g_assert_true (json_object_has_member (state, fields[i]));
  g_assert_cmpstr (json_object_get_string_member (state, "phase"), ==, "draw_tile");
  g_assert_cmpint (json_object_get_int_member (state, "turn"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (state, "current_player"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (state, "winner")), ==, 0);
  g_assert_cmpint (json_object_get_int_member (state, "tiles_left"), ==, 78);
  g_assert_cmpint (json_object_get_int_member (state, "bonus_tiles_left"), ==, 12);
  board = json_object_get_array_member (state, "board");
  g_assert_cmpuint (json_array_get_length (board), ==, 1);
  start = json_array_get_object_element (board, 0);
  g_assert_cmpstr (json_object_get_string_member (start, "kind"), ==, "S01");
  position = json_object_get_array_member (start, "position");
  g_assert_cmpint (json_array_get_int_element (position, 0), ==, 0);
  g_assert_cmpint (json_array_get_int_element (position, 1), ==, 0);
  g_assert_cmpint (json_object_get_int_member (start, "rotation"), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (state, "figures")), ==, 0);
  players = json_object_get_array_member (state, "players");
  g_assert_cmpuint (json_array_get_length (players), ==, 3);
  for (guint p = 0; p < 3; p++)
    {
      JsonObject *player = json_array_get_object_element (players, p);

      g_assert_cmpint (json_object_get_int_member (player, "score"), ==, 0);
      g_assert_cmpint (json_object_get_int_member (player, "tribe_members_left"), ==, 5);
      g_assert_cmpint (json_object_get_int_member (player, "huts_left"), ==, 2);
    }

  /* A figure is reported by owner, kind, tile position and region id. */
  hunters_game_turn (game, 0, "L33", 0, -1, 270, "gatherer", "f1");
  g_clear_pointer (&state, json_object_unref);
  state = hunters_game_state (game);
  {
    JsonObject *f = json_array_get_object_element (json_object_get_array_member (state, "figures"), 0);

    g_assert_cmpint (json_object_get_int_member (f, "owner"), ==, 0);
    g_assert_cmpstr (json_object_get_string_member (f, "figure"), ==, "gatherer");
    g_assert_cmpstr (json_object_get_string_member (f, "region"), ==, "f1");
    position = json_object_get_array_member (f, "position");
    g_assert_cmpint (json_array_get_int_element (position, 1), ==, -1);
  }
}

static void
test_game_over (void)
{
  g_autoptr(HuntersGame) game =
    hunters_game_new (2, NULL, "{\"land_stack\": [\"L53\"], \"bonus_stack\": []}");

  hunters_game_turn (game, 0, "L53", 0, -1, 0, NULL, NULL);
  expect (game, "{\"player\": 1, \"type\": \"draw_tile\"}", TSL_ERROR_INVALID_MOVE, "over");
}

/* The legal placements are exactly the placements the checker accepts. */
static void
test_legal_placements (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  g_autofree TslHuntersState *st = g_new0 (TslHuntersState, 1);
  TslMoveList moves;
  TslRng rng;

  g_test_summary ("legal_moves lists every placement the rules allow, and nothing else");
  tsl_move_list_init (&moves);
  tsl_engine_init_state (engine, st, NULL, 2, 11, NULL, NULL);
  tsl_rng_init (&rng, 11, 3);
  while (tsl_engine_get_actor (engine, st) >= 0)
    {
      TslMove m;

      if (st->phase == TSL_HUNTERS_PHASE_PLACE && st->turn % 5 == 0)
        {
          gint minx = 0, maxx = 0, miny = 0, maxy = 0;
          guint n_checked = 0;

          for (guint t = 0; t < st->n_tiles; t++)
            {
              minx = MIN (minx, st->tiles[t].x);
              maxx = MAX (maxx, st->tiles[t].x);
              miny = MIN (miny, st->tiles[t].y);
              maxy = MAX (maxy, st->tiles[t].y);
            }
          tsl_move_list_reset (&moves);
          tsl_engine_legal_moves (engine, st, 0, &moves);
          for (gint x = minx - 2; x <= maxx + 2; x++)
            for (gint y = miny - 2; y <= maxy + 2; y++)
              for (guint rot = 0; rot < 4; rot++)
                {
                  gboolean listed = FALSE;

                  for (guint i = 0; i < moves.len; i++)
                    listed |= moves.moves[i].arg[0] == x && moves.moves[i].arg[1] == y &&
                              moves.moves[i].arg[2] == (gint) rot;
                  g_assert_cmpint (listed, ==,
                                   _tsl_hunters_check_place (cat, st, st->drawn, x, y, rot, NULL));
                  n_checked += listed;
                }
          g_assert_cmpuint (n_checked, ==, moves.len);
        }
      tsl_move_list_reset (&moves);
      tsl_engine_legal_moves (engine, st, 0, &moves);
      m = moves.moves[tsl_rng_below (&rng, moves.len)];
      g_assert_true (tsl_engine_apply_move (engine, st, &m, &rng, NULL));
    }
  tsl_move_list_clear (&moves);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/input/malformed", test_malformed);
  g_test_add_func ("/engines/hunters/input/illegal", test_illegal);
  g_test_add_func ("/engines/hunters/input/no-figures-left", test_no_figures_left);
  g_test_add_func ("/engines/hunters/input/options", test_options);
  g_test_add_func ("/engines/hunters/input/option-effects", test_option_effects);
  g_test_add_func ("/engines/hunters/input/setup", test_setup);
  g_test_add_func ("/engines/hunters/input/state-json", test_state_json);
  g_test_add_func ("/engines/hunters/input/game-over", test_game_over);
  g_test_add_func ("/engines/hunters/placement/legal", test_legal_placements);
  return g_test_run ();
}
