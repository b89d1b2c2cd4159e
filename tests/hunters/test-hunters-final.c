/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hunters-test-util.h"
#include "tsl-error.h"
#include "tsl-ai.h"
#include "tsl-hunters.h"
#include "tsl-hunters-private.h"

/* The end of the game and the final scoring (seed 001 §A játék vége,
 * §Végső kiértékelés, §A bónuszkártyák).  Explicit setups give short land
 * stacks so that games end after a few scripted turns. */

#define ALL_BONUS "[\"B01\",\"B02\",\"B03\",\"B04\",\"B05\",\"B06\",\"B07\",\"B08\",\"B09\",\"B10\",\"B11\",\"B12\"]"

static guint16
breakdown (HuntersGame *game,
           guint        seat,
           guint        kind)
{
  return ((TslHuntersState *) game->state)->breakdown[seat][kind];
}

static void
assert_winners (HuntersGame *game,
                const char  *expected)
{
  g_autoptr(JsonObject) state = hunters_game_state (game);
  JsonNode *winner = json_object_get_member (state, "winner");
  g_autofree char *text = hunters_json_to_string (winner);
  JsonArray *seats = json_node_get_array (winner);
  guint32 bits = 0;

  for (guint i = 0; i < json_array_get_length (seats); i++)
    bits |= 1u << json_array_get_int_element (seats, i);
  /* §9.3: all tied players win, even when all players tie (no draw). */
  g_assert_cmpuint (tsl_engine_get_winners (game->engine, game->state), ==, bits);
  g_assert_cmpstr (json_object_get_string_member (state, "phase"), ==, "game_over");
  g_assert_true (json_object_get_null_member (state, "current_player"));
  g_assert_cmpstr (text, ==, expected);
  g_assert_true (tsl_engine_is_over (game->engine, game->state));
  g_assert_cmpint (tsl_engine_get_actor (game->engine, game->state), ==, -1);
}

/* §Kunyhók, §Végső kiértékelés: a hut scores every fish of its river system
 * at the end, closed or not; huts and fishers do not block each other. */
static void
test_huts (void)
{
  g_autoptr(HuntersGame) game =
    hunters_game_new (2, NULL, "{\"land_stack\": [\"L47\", \"L01\"], \"bonus_stack\": " ALL_BONUS "}");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) state = NULL;
  JsonObject *p0;

  g_test_summary ("Seed 001 §Kunyhók: a hut scores the fish of its river system at the end");
  hunters_game_turn (game, 0, "L47", -1, 0, 0, "hut", "r1");
  hunters_game_do (game, "{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"L01\"}");
  hunters_game_do (game, "{\"player\": 1, \"type\": \"place_tile\", \"at\": [-2, 0], \"rotation\": 90}");
  /* The system already has a hut, on the river and through the lake. */
  g_assert_false (hunters_game_act (game, "{\"player\": 1, \"type\": \"place_figure\", \"figure\": \"hut\", \"region\": \"r1\"}", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  g_assert_false (hunters_game_act (game, "{\"player\": 1, \"type\": \"place_figure\", \"figure\": \"hut\", \"region\": \"l1\"}", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  /* ... but a fisher may still go on its river. */
  hunters_game_do (game, "{\"player\": 1, \"type\": \"place_figure\", \"figure\": \"fisher\", \"region\": \"r1\"}");

  /* The river (3 tiles, 1 + 2 fish) scored for Bob, then the last land
   * tile ended the game: Anna's hut scores the system's 3 fish. */
  g_assert_cmpint (breakdown (game, 1, TSL_HUNTERS_BREAKDOWN_RIVERS), ==, 6);
  g_assert_cmpint (breakdown (game, 0, TSL_HUNTERS_BREAKDOWN_HUTS), ==, 3);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 3);
  g_assert_cmpint (hunters_game_score (game, 1), ==, 6);
  assert_winners (game, "[1]");
  state = hunters_game_state (game);
  p0 = json_array_get_object_element (json_object_get_array_member (state, "players"), 0);
  g_assert_cmpint (json_object_get_int_member (p0, "huts_left"), ==, 1);
  g_assert_cmpint (json_object_get_int_member (p0, "tribe_members_left"), ==, 5);
}

/* §Kunyhók: a new tile may join two river systems that each have a hut;
 * tied huts both score every fish of the joined system. */
static void
test_huts_merged_tie (void)
{
  g_autoptr(HuntersGame) game =
    hunters_game_new (2, NULL, "{\"land_stack\": [\"L47\", \"L16\", \"L15\", \"L18\"], \"bonus_stack\": []}");
  TslHuntersState *st = game->state;
  g_autoptr(GError) error = NULL;

  g_test_summary ("Huts of two joined river systems tie and both score");
  hunters_game_turn (game, 0, "L47", -1, 0, 0, "hut", "r1");
  /* A separate river south of it: its own system, so Bob may build. */
  hunters_game_turn (game, 1, "L16", -1, 1, 90, "hut", "r1");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L15\"}");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [-2, 0], \"rotation\": 0}");
  g_assert_false (hunters_game_act (game, "{\"player\": 0, \"type\": \"place_figure\", \"figure\": \"hut\", \"region\": \"r1\"}", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  hunters_game_do (game, "{\"player\": 0, \"type\": \"skip_figure\"}");
  /* L18 joins both rivers: one system with the start tile's 1-fish lake. */
  hunters_game_turn (game, 1, "L18", -2, 1, 270, NULL, NULL);
  g_assert_true (tsl_engine_is_over (game->engine, st));
  g_assert_cmpint (breakdown (game, 0, TSL_HUNTERS_BREAKDOWN_HUTS), ==, 1);
  g_assert_cmpint (breakdown (game, 1, TSL_HUNTERS_BREAKDOWN_HUTS), ==, 1);
  assert_winners (game, "[0,1]");
}

/* §Végső kiértékelés, the four meadows of the picture. */
static void
test_meadow_values (void)
{
  g_autofree TslHuntersState *st = g_new0 (TslHuntersState, 1);
  static const struct
  {
    guint8 deer, mammoth, aurochs, tiger, fire;
    guint  points;
  } cases[] = {
    { 1, 0, 0, 0, 0, 2 },    /* meadow 1: one deer */
    { 1, 1, 0, 1, 0, 2 },    /* meadow 2: the tiger eats the deer */
    { 2, 2, 1, 1, 0, 8 },    /* meadow 3 */
    { 1, 0, 0, 2, 0, 0 },    /* meadow 4: never negative */
    { 1, 1, 0, 1, 1, 4 },    /* fire: the tigers are driven away */
    { 0, 1, 1, 3, 0, 4 },    /* tigers never touch mammoths and aurochs */
  };

  g_test_summary ("Seed 001 §Végső kiértékelés: 2 per deer, mammoth and aurochs, tigers cancel deer");
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      memset (st->agg[0], 0, N_AGG);
      st->agg[0][AGG_DEER] = cases[i].deer;
      st->agg[0][AGG_MAMMOTH] = cases[i].mammoth;
      st->agg[0][AGG_AUROCHS] = cases[i].aurochs;
      st->agg[0][AGG_TIGER] = cases[i].tiger;
      st->agg[0][AGG_FIRE] = cases[i].fire;
      g_assert_cmpuint (_tsl_hunters_meadow_points (st, 0), ==, cases[i].points);
    }
}

/* §A bónuszkártyák: each mushroom group adds 2 to a closed forest. */
static void
test_mushrooms (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  g_autofree TslHuntersState *st = g_new0 (TslHuntersState, 1);

  g_test_summary ("Seed 001 §A bónuszkártyák: 2 points per mushroom group in a closed forest");
  st->agg[0][AGG_PIECES] = 3;
  st->agg[0][AGG_MUSHROOMS] = 1;
  g_assert_cmpuint (_tsl_hunters_forest_points (cat, st, 0), ==, 8);
  st->agg[0][AGG_MUSHROOMS] = 2;
  g_assert_cmpuint (_tsl_hunters_forest_points (cat, st, 0), ==, 10);
}

/* A meadow with a mammoth (start tile), a deer (L54) and a tiger (L44). */
static void
test_tiger (void)
{
  g_autoptr(HuntersGame) game =
    hunters_game_new (2, NULL, "{\"land_stack\": [\"L54\", \"L44\"], \"bonus_stack\": []}");

  g_test_summary ("A tiger cancels a deer at the final scoring");
  hunters_game_turn (game, 0, "L54", 0, -1, 0, "hunter", "m1");
  hunters_game_turn (game, 1, "L44", 0, -2, 0, "hunter", "m1");
  g_assert_cmpint (breakdown (game, 0, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 2);
  /* Bob's meadow on the other side of the river has no animal. */
  g_assert_cmpint (breakdown (game, 1, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 0);
  assert_winners (game, "[0]");
}

static HuntersGame *
play_fire (const char *options)
{
  HuntersGame *game =
    hunters_game_new (2, options, "{\"land_stack\": [\"L54\", \"L44\", \"L33\", \"L60\"], "
                      "\"bonus_stack\": [\"B01\"]}");

  hunters_game_turn (game, 0, "L54", 0, -1, 0, "hunter", "m1");
  hunters_game_turn (game, 1, "L44", 0, -2, 0, NULL, NULL);
  hunters_game_turn (game, 0, "L33", 1, 0, 180, NULL, NULL);
  /* Bob closes the start forest (a gold nugget) with the last land tile. */
  hunters_game_turn (game, 1, "L60", 0, 1, 0, NULL, NULL);
  return game;
}

/* §A bónuszkártyák: the fire drives every tiger out of its meadow and no
 * hunter may stand on it; §A játék vége / U5: a bonus tile earned with the
 * last land tile is still played. */
static void
test_fire (void)
{
  g_autoptr(HuntersGame) game = play_fire (NULL);
  TslHuntersState *st = game->state;
  g_autoptr(GError) error = NULL;

  g_test_summary ("Seed 001 §A bónuszkártyák: fire ignores tigers, no hunter on the fire tile");
  g_assert_true (st->bonus_turn);
  g_assert_false (tsl_engine_is_over (game->engine, st));
  hunters_game_do (game, "{\"player\": 1, \"type\": \"draw_tile\"}");
  hunters_game_do (game, "{\"player\": 1, \"type\": \"place_tile\", \"at\": [1, -1], \"rotation\": 0}");
  g_assert_false (hunters_game_act (game, "{\"player\": 1, \"type\": \"place_figure\", \"figure\": \"hunter\", \"region\": \"m1\"}", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  hunters_game_do (game, "{\"player\": 1, \"type\": \"skip_figure\"}");
  /* 2 mammoths and 1 deer; the 2 tigers (L44 and the fire's own) are gone. */
  g_assert_cmpint (breakdown (game, 0, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 6);
  assert_winners (game, "[0]");
}

static void
test_last_bonus_forfeit (void)
{
  g_autoptr(HuntersGame) game = play_fire ("{\"last_bonus\": \"forfeit\"}");

  g_test_summary ("Option last_bonus=forfeit: the game ends with the last land tile");
  /* Without the fire: mammoth + deer - tiger. */
  g_assert_cmpint (breakdown (game, 0, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 2);
  assert_winners (game, "[0]");
}

static HuntersGame *
play_dolmen (gboolean dolmen_hunter)
{
  HuntersGame *game =
    hunters_game_new (2, NULL, "{\"land_stack\": [\"L54\", \"L33\", \"L46\", \"L60\", \"L53\"], "
                      "\"bonus_stack\": [\"B02\"]}");

  hunters_game_turn (game, 0, "L54", 0, -1, 0, "hunter", "m1");
  if (dolmen_hunter)
    hunters_game_turn (game, 1, "L33", 1, 0, 180, NULL, NULL);
  else
    hunters_game_turn (game, 1, "L33", 1, 0, 180, "hunter", "m1");
  hunters_game_turn (game, 0, "L46", -1, 0, 90, NULL, NULL);
  hunters_game_turn (game, 1, "L60", 0, 1, 0, NULL, NULL);
  /* The bonus tile: the dolmen, beside a meadow apart from Anna's. */
  if (dolmen_hunter)
    hunters_game_turn (game, 1, "B02", 2, 0, 0, "hunter", "m1");
  else
    hunters_game_turn (game, 1, "B02", 2, 0, 0, NULL, NULL);
  /* The last land tile joins the two meadows. */
  hunters_game_turn (game, 0, "L53", 1, -1, 0, NULL, NULL);
  return game;
}

/* §A bónuszkártyák: a hunter placed beside the dolmen makes its owner the
 * only scorer of the meadow; without it, tied hunters both score in full. */
static void
test_dolmen (void)
{
  g_autoptr(HuntersGame) game = play_dolmen (TRUE);
  g_autoptr(HuntersGame) tie = play_dolmen (FALSE);

  g_test_summary ("Seed 001 §A bónuszkártyák: the dolmen hunter's owner scores the meadow alone");
  /* 3 mammoths, 2 deer, 1 tiger: 2 * (3 + 1) = 8. */
  g_assert_cmpint (breakdown (game, 1, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 8);
  g_assert_cmpint (breakdown (game, 0, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 0);
  assert_winners (game, "[1]");

  g_assert_cmpint (breakdown (tie, 1, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 8);
  g_assert_cmpint (breakdown (tie, 0, TSL_HUNTERS_BREAKDOWN_HUNTERS), ==, 8);
  /* §A játék vége: equal totals share the victory. */
  assert_winners (tie, "[0,1]");
}

/* Standing gatherers and fishers go home without points (§A játék vége). */
static void
test_standing_members_return (void)
{
  g_autoptr(HuntersGame) game =
    hunters_game_new (3, NULL, "{\"land_stack\": [\"L33\", \"L47\"], \"bonus_stack\": []}");
  TslHuntersState *st = game->state;

  g_test_summary ("Unfinished forests and rivers give nothing; their members return");
  hunters_game_turn (game, 0, "L33", 0, -1, 270, "gatherer", "f1");
  hunters_game_turn (game, 1, "L47", -1, 0, 0, "fisher", "r1");
  g_assert_true (tsl_engine_is_over (game->engine, st));
  g_assert_cmpuint (st->n_figures, ==, 0);
  g_assert_cmpuint (st->members_left[0], ==, 5);
  g_assert_cmpuint (st->members_left[1], ==, 5);
  assert_winners (game, "[0,1,2]");
}

/* §Területkártya lerakása + §A játék vége: when the last land tiles fit
 * nowhere, the game ends when the stack is empty. */
static void
test_discard_ends_game (void)
{
  g_autoptr(HuntersGame) game =
    hunters_game_new (2, NULL, "{\"land_stack\": [\"L60\", \"L13\"], \"bonus_stack\": []}");

  g_test_summary ("A discarded last tile ends the game");
  hunters_game_turn (game, 0, "L60", -1, 0, 270, NULL, NULL);
  hunters_game_do (game, "{\"player\": 1, \"type\": \"draw_tile\"}");
  assert_winners (game, "[0,1]");
}

/* Every turn draws a land tile: an empty land stack cannot start a game. */
static void
test_empty_land_stack_refused (void)
{
  TslEngine *engine = tsl_hunters_engine_new ();
  g_autofree gpointer state = tsl_engine_state_new (engine);
  g_autoptr(JsonNode) setup = hunters_json_parse ("{\"land_stack\": [], \"bonus_stack\": [\"B01\"]}");
  g_autoptr(GError) error = NULL;

  g_test_summary ("A setup with an empty land stack is refused (issue 8: legal listed a "
                  "draw_tile that then failed)");
  g_assert_false (tsl_engine_init_state (engine, state, NULL, 2, 1, setup, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
  g_assert_nonnull (strstr (error->message, "land stack is empty"));
  g_object_unref (engine);
}

static char *
move_text (TslEngine     *engine,
           gconstpointer  state,
           const TslMove *move)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, tsl_engine_move_to_json (engine, state, move));
  return json_to_string (node, FALSE);
}

/* Every move of @list applies to a copy of @st, and @chosen is one of them. */
static void
check_position (TslEngine             *engine,
                const TslHuntersState *st,
                const TslMoveList     *list,
                const TslMove         *chosen)
{
  g_autofree char *chosen_text = move_text (engine, st, chosen);
  gboolean found = FALSE;

  for (guint k = 0; k < list->len; k++)
    {
      g_autofree TslHuntersState *copy = g_memdup2 (st, sizeof *st);
      g_autofree char *text = move_text (engine, st, &list->moves[k]);
      TslMove move = list->moves[k];
      TslRng rng;

      tsl_rng_init (&rng, 1, k);
      g_assert_true (tsl_engine_apply_move (engine, copy, &move, &rng, NULL));
      found |= g_strcmp0 (text, chosen_text) == 0;
    }
  g_assert_true (found);
}

/* §A játék vége: every turn uses up a land tile (placed or discarded) and
 * at most one bonus tile, so no game lasts more turns than the stacks hold. */
static void
test_every_game_ends (void)
{
  TslEngine *engine = tsl_hunters_engine_new ();
  const char * const kinds[] = { "random", "greedy" };
  TslMoveList list;

  g_test_summary ("Every game ends within as many turns as there are land tiles, and every "
                  "position before the end has legal moves that all apply, among them the one "
                  "the computer player suggests");
  tsl_move_list_init (&list);
  for (guint g = 0; g < 8; g++)
    {
      g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
      g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, kinds[g % 2], NULL);
      guint land = 0, actions = 0;

      g_assert_true (tsl_engine_init_state (engine, st, NULL, 2 + g % 4, g, NULL, NULL));
      land = st->land.len;
      while (!tsl_engine_is_over (engine, st))
        {
          TslMove move;
          TslRng rng;

          tsl_move_list_reset (&list);
          tsl_engine_legal_moves (engine, st, TSL_LEGAL_DEFAULT, &list);
          g_assert_cmpuint (list.len, >, 0);
          tsl_rng_init (&rng, g, actions);
          g_assert_true (tsl_ai_choose_move (ai, engine, st, tsl_engine_get_actor (engine, st), &rng, &move));
          check_position (engine, st, &list, &move);
          tsl_rng_init (&rng, g, actions);
          g_assert_true (tsl_engine_apply_move (engine, st, &move, &rng, NULL));
          actions++;
        }
      g_assert_cmpuint (tsl_engine_get_turn (engine, st), <=, land);
    }
  tsl_move_list_clear (&list);
  g_object_unref (engine);
}

/* The log sentence of @action_json applied to @game. */
static char *
act_and_describe (HuntersGame *game,
                  const char  *action_json)
{
  static const char * const names[] = { "Anna", "Bob", NULL };
  g_autofree TslHuntersState *before = g_memdup2 (game->state, sizeof (TslHuntersState));
  g_autoptr(JsonNode) node = hunters_json_parse (action_json);
  TslMove move;

  g_assert_true (tsl_engine_move_from_json (game->engine, game->state, json_node_get_object (node), &move, NULL));
  g_assert_true (tsl_engine_apply_move (game->engine, game->state, &move, NULL, NULL));
  game->n_actions++;
  return tsl_engine_describe_move (game->engine, before, game->state, &move, names);
}

/* Whether @text shows what belongs in files only: a tile id (L31, B07,
 * S01), a position [x, y] or an angle. */
static gboolean
shows_file_details (const char *text)
{
  for (const char *c = text; *c != '\0'; c++)
    if (*c == '[' || g_str_has_prefix (c, "°") ||
        ((*c == 'L' || *c == 'B' || *c == 'S') && g_ascii_isdigit (c[1]) && g_ascii_isdigit (c[2])))
      return TRUE;
  return FALSE;
}

static void
test_log_tells_tiles_by_features (void)
{
  g_autoptr(HuntersGame) game =
    hunters_game_new (2, NULL, "{\"land_stack\": [\"L47\", \"L01\", \"L33\"], \"bonus_stack\": [\"B01\"]}");
  TslEngine *engine = tsl_hunters_engine_new ();
  struct { const char *action, *sentence; } steps[] = {
    { "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L47\"}", "Anna drew a tile." },
    { "{\"player\": 0, \"type\": \"place_tile\", \"at\": [-1, 0], \"rotation\": 0}",
      "Anna placed a tile with a river." },
    { "{\"player\": 0, \"type\": \"skip_figure\"}", "Anna placed no figure." },
    { "{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"L01\"}", "Bob drew a tile." },
    { "{\"player\": 1, \"type\": \"place_tile\", \"at\": [-2, 0], \"rotation\": 90}",
      "Bob placed a tile with a forest, a river and a lake." },
  };
  TslMoveList list;

  g_test_summary ("The log tells a tile by what shows on it, never by its id, position or "
                  "turn (issue 8: “placed tile L66 at [-6, 2], turned 180°”)");
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *text = act_and_describe (game, steps[i].action);

      g_assert_cmpstr (text, ==, steps[i].sentence);
    }

  /* No sentence of whole games shows a file detail. */
  tsl_move_list_init (&list);
  for (guint g = 0; g < 6; g++)
    {
      static const char * const names[] = { "Anna", "Bob", "Cili", NULL };
      g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
      guint n = 0;

      g_assert_true (tsl_engine_init_state (engine, st, NULL, 3, g, NULL, NULL));
      while (!tsl_engine_is_over (engine, st))
        {
          TslHuntersState before = *st;
          g_autofree char *text = NULL;
          TslMove move;
          TslRng rng;

          tsl_move_list_reset (&list);
          tsl_engine_legal_moves (engine, st, TSL_LEGAL_DEFAULT, &list);
          tsl_rng_init (&rng, g, n);
          move = list.moves[tsl_rng_below (&rng, list.len)];
          g_assert_true (tsl_engine_apply_move (engine, st, &move, &rng, NULL));
          text = tsl_engine_describe_move (engine, &before, st, &move, names);
          if (shows_file_details (text))
            g_error ("A log sentence shows a file detail: %s", text);
          n++;
        }
    }
  tsl_move_list_clear (&list);
  g_object_unref (engine);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/final/huts", test_huts);
  g_test_add_func ("/engines/hunters/final/huts-merged-tie", test_huts_merged_tie);
  g_test_add_func ("/engines/hunters/final/meadow-values", test_meadow_values);
  g_test_add_func ("/engines/hunters/final/mushrooms", test_mushrooms);
  g_test_add_func ("/engines/hunters/final/tiger", test_tiger);
  g_test_add_func ("/engines/hunters/final/fire", test_fire);
  g_test_add_func ("/engines/hunters/final/last-bonus-forfeit", test_last_bonus_forfeit);
  g_test_add_func ("/engines/hunters/final/dolmen", test_dolmen);
  g_test_add_func ("/engines/hunters/final/standing-members-return", test_standing_members_return);
  g_test_add_func ("/engines/hunters/final/discard-ends-game", test_discard_ends_game);
  g_test_add_func ("/engines/hunters/final/empty-land-stack-refused", test_empty_land_stack_refused);
  g_test_add_func ("/engines/hunters/final/every-game-ends", test_every_game_ends);
  g_test_add_func ("/engines/hunters/log/tiles-by-features", test_log_tells_tiles_by_features);
  return g_test_run ();
}
