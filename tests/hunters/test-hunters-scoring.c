/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hunters-test-util.h"
#include "tsl-error.h"
#include "tsl-hunters-private.h"

/* Scoring during the game, built from the worked examples of seed 001
 * (digest §11).  Tile ids and region ids are the catalogue's
 * (data/hunters/hunters-tiles.json); positions are [x, y], y to the south. */

static guint
members_left (HuntersGame *game,
              guint        seat)
{
  return ((TslHuntersState *) game->state)->members_left[seat];
}

static const char *
phase (HuntersGame *game)
{
  return _tsl_hunters_phase_name (((TslHuntersState *) game->state)->phase);
}

/* §Lezárult folyószakasz, left picture: a river over three tiles between
 * lakes of 1 and 2 fish gives red 3 + 3 = 6; right picture: the river may
 * be closed by another player's tile -- its fisher's owner scores. */
static void
test_river_example (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);
  g_autoptr(JsonObject) state = NULL;
  TslHuntersState *st = game->state;
  g_autofree char *text = NULL;
  const char *names[] = { "Anna", "Bob", NULL };
  g_autofree TslHuntersState *before = NULL;
  g_autoptr(JsonNode) node = NULL;
  TslMove move;

  g_test_summary ("Seed 001 §Lezárult folyószakasz: 3 tiles + 1 + 2 fish = 6 for the fisher");
  /* The start tile's river runs west into its 1-fish lake. */
  hunters_game_turn (game, 0, "L47", -1, 0, 0, "fisher", "r1");
  g_assert_cmpuint (members_left (game, 0), ==, 4);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 0);

  hunters_game_do (game, "{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"L01\"}");
  hunters_game_do (game, "{\"player\": 1, \"type\": \"place_tile\", \"at\": [-2, 0], \"rotation\": 90}");
  before = g_memdup2 (st, sizeof *st);
  node = hunters_json_parse ("{\"player\": 1, \"type\": \"skip_figure\"}");
  g_assert_true (tsl_engine_move_from_json (game->engine, st, json_node_get_object (node), &move, NULL));
  g_assert_true (tsl_engine_apply_move (game->engine, st, &move, NULL, NULL));

  g_assert_cmpint (hunters_game_score (game, 0), ==, 6);
  g_assert_cmpint (hunters_game_score (game, 1), ==, 0);
  /* §Visszakerülés: the fisher goes back after the scoring. */
  g_assert_cmpuint (members_left (game, 0), ==, 5);
  g_assert_cmpuint (st->n_figures, ==, 0);

  text = tsl_engine_describe_move (game->engine, before, st, &move, names);
  g_assert_nonnull (strstr (text, "Anna scored 6 points for a closed river."));

  state = hunters_game_state (game);
  g_assert_cmpstr (json_object_get_string_member (state, "phase"), ==, "draw_tile");
  g_assert_cmpint (json_object_get_int_member (state, "current_player"), ==, 0);
}

/* U2: a river that runs through L17 twice (once on each of its pieces),
 * between lakes of 2 (L01) and 1 (L52) fish: 6 tiles + 3 fish by default,
 * 7 pieces + 3 with river_length=pieces. */
static gint
river_twice (const char *options)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, options, NULL);

  hunters_game_turn (game, 0, "L15", 0, -1, 270, "fisher", "r1");
  hunters_game_turn (game, 1, "L16", 1, -1, 180, NULL, NULL);
  hunters_game_turn (game, 0, "L17", 0, -2, 0, NULL, NULL);
  hunters_game_turn (game, 1, "L18", 1, -2, 90, NULL, NULL);
  hunters_game_turn (game, 0, "L52", -1, -2, 90, NULL, NULL);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 0);
  hunters_game_turn (game, 1, "L01", 0, -3, 180, NULL, NULL);
  g_assert_cmpuint (members_left (game, 0), ==, 5);
  return hunters_game_score (game, 0);
}

static void
test_river_twice (void)
{
  g_test_summary ("Seed 001 counts a river's tiles: a tile crossed twice counts once (U2)");
  g_assert_cmpint (river_twice (NULL), ==, 9);
  g_assert_cmpint (river_twice ("{\"river_length\": \"pieces\"}"), ==, 10);
}

/* §Lezárult folyószakasz: a river that closes on itself is complete. */
static void
test_river_loop (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);

  g_test_summary ("A river loop of four bends is closed: 4 points, no fish");
  hunters_game_turn (game, 0, "L15", 0, -1, 270, "fisher", "r1");
  hunters_game_turn (game, 1, "L16", 1, -1, 180, NULL, NULL);
  hunters_game_turn (game, 0, "L21", 0, -2, 0, NULL, NULL);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 0);
  hunters_game_turn (game, 1, "L18", 1, -2, 90, NULL, NULL);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 4);
  g_assert_cmpuint (members_left (game, 0), ==, 5);
}

/* §Lezárt erdő: a forest of two pieces gives red 4; no nugget, no bonus. */
static void
test_forest_two_pieces (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);
  TslHuntersState *st = game->state;

  g_test_summary ("Seed 001 §Lezárt erdő: 2 pieces = 4 points, no gold nugget = no bonus tile");
  hunters_game_turn (game, 0, "L33", 0, -1, 270, "gatherer", "f1");
  g_assert_cmpuint (members_left (game, 0), ==, 4);
  hunters_game_turn (game, 1, "L33", 0, -2, 90, NULL, NULL);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 4);
  g_assert_cmpint (hunters_game_score (game, 1), ==, 0);
  g_assert_cmpuint (members_left (game, 0), ==, 5);
  g_assert_false (st->bonus_turn);
  g_assert_cmpuint (st->current, ==, 0);
  g_assert_cmpint (st->breakdown[0][TSL_HUNTERS_BREAKDOWN_FORESTS], ==, 4);
}

/* §Visszakerülés (EN14 p.5): a gatherer put on the tile that closes its
 * forest scores and comes back in the same turn. */
static void
test_forest_same_turn_return (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);

  g_test_summary ("A gatherer placed on the closing tile scores and returns at once");
  hunters_game_turn (game, 0, "L33", 0, -1, 270, NULL, NULL);
  hunters_game_turn (game, 1, "L33", 0, -2, 90, "gatherer", "f1");
  g_assert_cmpint (hunters_game_score (game, 1), ==, 4);
  g_assert_cmpuint (members_left (game, 1), ==, 5);
}

/* §Több törzstag, left picture: a new tile joins separate forests; red and
 * blue have one gatherer each and both score in full.  Five forest pieces
 * lie on four tiles (one tile holds two pieces joined around): 10 points
 * each per piece (seed 001), 8 per tile (EN14, option). */
static void
run_loop_forest (const char *options,
                 gint        expected)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, options, NULL);
  TslHuntersState *st = game->state;
  g_autoptr(GError) error = NULL;

  hunters_game_turn (game, 0, "L31", 0, -1, 90, "gatherer", "f1");
  /* L59's f1 (turned to the east) is a forest of its own: Bob may claim it;
   * its f2 (turned to the south) joins Anna's forest, which he may not. */
  hunters_game_do (game, "{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"L59\"}");
  hunters_game_do (game, "{\"player\": 1, \"type\": \"place_tile\", \"at\": [0, -2], \"rotation\": 90}");
  g_assert_false (hunters_game_act (game, "{\"player\": 1, \"type\": \"place_figure\", "
                                    "\"figure\": \"gatherer\", \"region\": \"f2\"}", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  hunters_game_do (game, "{\"player\": 1, \"type\": \"place_figure\", \"figure\": \"gatherer\", \"region\": \"f1\"}");
  hunters_game_turn (game, 0, "L31", 1, -2, 270, NULL, NULL);
  hunters_game_turn (game, 1, "L31", 1, -1, 0, NULL, NULL);

  g_assert_cmpint (hunters_game_score (game, 0), ==, expected);
  g_assert_cmpint (hunters_game_score (game, 1), ==, expected);
  g_assert_cmpuint (members_left (game, 0), ==, 5);
  g_assert_cmpuint (members_left (game, 1), ==, 5);
  /* The forest holds gold nuggets: Bob, who closed it, draws a bonus tile. */
  g_assert_true (st->bonus_turn);
  g_assert_cmpuint (st->current, ==, 1);
  g_assert_cmpstr (phase (game), ==, "draw_tile");
  g_assert_false (hunters_game_act (game, "{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"L53\"}", &error));
  g_clear_error (&error);
  hunters_game_do (game, "{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"B03\"}");
  g_assert_cmpuint (st->bonus.len, ==, 11);
  g_assert_cmpuint (st->land.len, ==, 78 - 4);
}

static void
test_forest_merge_tie (void)
{
  g_test_summary ("Seed 001 §Több törzstag: merged forest, 1 + 1 gatherers, both score 10");
  run_loop_forest (NULL, 10);
}

static void
test_forest_per_tile_option (void)
{
  g_test_summary ("Option forest_scoring=tile (EN14): the same forest gives 8 each");
  run_loop_forest ("{\"forest_scoring\": \"tile\"}", 8);
}

/* §Több törzstag, right picture: the player with more gatherers scores
 * alone.  Three separate forests, each with a gatherer (Anna 2, Bob 1), are
 * joined and closed by L55. */
static void
test_forest_majority (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);
  TslHuntersState *st = game->state;

  g_test_summary ("Seed 001 §Több törzstag: 2 gatherers against 1, only the majority scores");
  hunters_game_turn (game, 0, "L33", 0, -1, 270, "gatherer", "f1");
  hunters_game_turn (game, 1, "L53", 1, -1, 0, NULL, NULL);
  hunters_game_turn (game, 0, "L54", -1, -1, 0, NULL, NULL);
  hunters_game_turn (game, 1, "L32", -1, -2, 180, "gatherer", "f1");
  hunters_game_turn (game, 0, "L33", 1, -2, 180, "gatherer", "f1");
  g_assert_cmpuint (members_left (game, 0), ==, 3);
  hunters_game_turn (game, 1, "L55", 0, -2, 180, NULL, NULL);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 8);
  g_assert_cmpint (hunters_game_score (game, 1), ==, 0);
  /* Everyone's gatherers come back, scored or not. */
  g_assert_cmpuint (members_left (game, 0), ==, 5);
  g_assert_cmpuint (members_left (game, 1), ==, 5);
  g_assert_true (st->bonus_turn);
}

/* §Lezárt erdő, bónuszkártyák: the player who closes a forest with a gold
 * nugget draws one bonus tile -- even when the forest is someone else's --
 * and a bonus tile that closes another such forest gives nothing more. */
static void
play_bonus_prefix (HuntersGame *game)
{
  g_autofree TslHuntersState *before = NULL;
  g_autoptr(JsonNode) skip = hunters_json_parse ("{\"player\": 0, \"type\": \"skip_figure\"}");
  g_autofree char *text = NULL;
  const char *names[] = { "Anna", "Bob", NULL };
  TslMove move;

  hunters_game_turn (game, 0, "L60", -1, 0, 270, NULL, NULL);
  hunters_game_turn (game, 1, "L33", 1, 0, 180, "gatherer", "f1");
  hunters_game_turn (game, 0, "L31", 0, -1, 90, "gatherer", "f1");
  hunters_game_turn (game, 1, "L33", 1, -1, 180, NULL, NULL);
  /* Anna closes the start forest, where Bob has the gatherer. */
  hunters_game_do (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"L34\"}");
  hunters_game_do (game, "{\"player\": 0, \"type\": \"place_tile\", \"at\": [0, 1], \"rotation\": 0}");
  before = g_memdup2 (game->state, sizeof (TslHuntersState));
  g_assert_true (tsl_engine_move_from_json (game->engine, game->state, json_node_get_object (skip),
                                            &move, NULL));
  g_assert_true (tsl_engine_apply_move (game->engine, game->state, &move, NULL, NULL));
  game->n_actions++;
  text = tsl_engine_describe_move (game->engine, before, game->state, &move, names);
  g_assert_cmpstr (text, ==, "Anna placed no figure. Bob scored 6 points for a closed forest. "
                             "Anna closed a forest with a gold nugget and drew a bonus tile.");
}

static void
test_bonus_no_chain (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);
  TslHuntersState *st = game->state;
  g_autoptr(JsonObject) state = NULL;

  g_test_summary ("Seed 001 §Lezárt erdő: one bonus tile for the closer, no chain reaction");
  play_bonus_prefix (game);
  /* Start forest: 3 pieces, Bob's gatherer. */
  g_assert_cmpint (hunters_game_score (game, 1), ==, 6);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 0);
  g_assert_true (st->bonus_turn);
  g_assert_cmpuint (st->current, ==, 0);
  state = hunters_game_state (game);
  g_assert_true (json_object_get_boolean_member (state, "bonus_turn"));

  /* The bonus tile closes Anna's nugget forest: she scores, but the turn
   * then passes on. */
  hunters_game_turn (game, 0, "B11", 0, -2, 0, NULL, NULL);
  g_assert_cmpint (hunters_game_score (game, 0), ==, 6);
  g_assert_false (st->bonus_turn);
  g_assert_cmpuint (st->current, ==, 1);
  g_assert_cmpstr (phase (game), ==, "draw_tile");
  g_assert_cmpuint (st->bonus.len, ==, 11);
}

/* U4: a gold nugget printed on a bonus tile (the dolmen's) gives a bonus
 * tile when a land tile closes its forest, unless bonus_nuggets=false. */
static gboolean
bonus_from_bonus_nugget (const char *options)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, options, NULL);

  hunters_game_turn (game, 0, "L54", 0, -1, 0, NULL, NULL);
  hunters_game_turn (game, 1, "L33", 1, 0, 180, NULL, NULL);
  hunters_game_turn (game, 0, "L46", -1, 0, 90, NULL, NULL);
  hunters_game_turn (game, 1, "L60", 0, 1, 0, NULL, NULL);
  hunters_game_turn (game, 1, "B02", 2, 0, 0, NULL, NULL);
  hunters_game_turn (game, 0, "L33", 3, 0, 180, NULL, NULL);
  hunters_game_turn (game, 1, "L34", 2, 1, 0, NULL, NULL);
  return ((TslHuntersState *) game->state)->bonus_turn;
}

static void
test_bonus_nuggets_option (void)
{
  g_test_summary ("Option bonus_nuggets: nuggets printed on bonus tiles count or not (U4)");
  g_assert_true (bonus_from_bonus_nugget (NULL));
  g_assert_false (bonus_from_bonus_nugget ("{\"bonus_nuggets\": false}"));
}

/* U3: a bonus tile that fits nowhere leaves the game; by default another is
 * drawn, with unplaceable_bonus=lost the turn ends. */
static void
test_bonus_unplaceable (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);
  g_autoptr(HuntersGame) lost = hunters_game_new (2, "{\"unplaceable_bonus\": \"lost\"}", NULL);
  TslHuntersState *st = game->state, *st2 = lost->state;
  g_autoptr(JsonObject) state = NULL;
  JsonArray *discarded;

  g_test_summary ("A bonus tile that fits nowhere is discarded and logged (digest §7, U3)");
  play_bonus_prefix (game);
  /* No river is open anywhere: the all-river bonus tile B09 fits nowhere. */
  hunters_game_do (game, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"B09\"}");
  g_assert_cmpstr (phase (game), ==, "draw_tile");
  g_assert_true (st->bonus_turn);
  g_assert_cmpuint (st->current, ==, 0);
  state = hunters_game_state (game);
  discarded = json_object_get_array_member (state, "discarded");
  g_assert_cmpuint (json_array_get_length (discarded), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (discarded, 0), ==, "B09");
  hunters_game_turn (game, 0, "B11", 0, -2, 0, NULL, NULL);

  play_bonus_prefix (lost);
  hunters_game_do (lost, "{\"player\": 0, \"type\": \"draw_tile\", \"tile\": \"B09\"}");
  g_assert_false (st2->bonus_turn);
  g_assert_cmpuint (st2->current, ==, 1);
}

/* §Területkártya lerakása: a land tile that fits nowhere leaves the game
 * and the same player draws again; the engine logs it. */
static void
test_land_discard (void)
{
  g_autoptr(HuntersGame) game = hunters_game_new (2, NULL, NULL);
  TslHuntersState *st = game->state;
  g_autoptr(JsonNode) node = hunters_json_parse ("{\"player\": 1, \"type\": \"draw_tile\", \"tile\": \"L13\"}");
  g_autoptr(JsonObject) json = NULL;
  g_autofree TslHuntersState *before = NULL;
  g_autofree char *text = NULL;
  const char *names[] = { "Anna", "Bob", NULL };
  TslMove move;

  g_test_summary ("An unplaceable land tile is discarded by the engine; the player draws again");
  hunters_game_turn (game, 0, "L60", -1, 0, 270, NULL, NULL);
  /* No river edge is open now, so the four-river tile L13 fits nowhere. */
  g_assert_false (_tsl_hunters_fits_anywhere (tsl_hunters_catalog_get_builtin (), st,
                                              tsl_hunters_catalog_find (tsl_hunters_catalog_get_builtin (), "L13")));
  before = g_memdup2 (st, sizeof *st);
  g_assert_true (tsl_engine_move_from_json (game->engine, st, json_node_get_object (node), &move, NULL));
  g_assert_true (tsl_engine_apply_move (game->engine, st, &move, NULL, NULL));
  game->n_actions++;
  g_assert_cmpuint (st->current, ==, 1);
  g_assert_cmpstr (phase (game), ==, "draw_tile");
  g_assert_cmpuint (st->n_discarded, ==, 1);
  g_assert_cmpuint (st->land.len, ==, 76);
  json = tsl_engine_move_to_json (game->engine, before, &move);
  g_assert_true (json_object_get_boolean_member (json, "discarded"));
  text = tsl_engine_describe_move (game->engine, before, st, &move, names);
  g_assert_nonnull (strstr (text, "Bob drew a tile that fitted nowhere: it left the game."));
  hunters_game_turn (game, 1, "L53", 0, -1, 0, NULL, NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/scoring/river-example", test_river_example);
  g_test_add_func ("/engines/hunters/scoring/river-twice", test_river_twice);
  g_test_add_func ("/engines/hunters/scoring/river-loop", test_river_loop);
  g_test_add_func ("/engines/hunters/scoring/forest-two-pieces", test_forest_two_pieces);
  g_test_add_func ("/engines/hunters/scoring/forest-same-turn-return", test_forest_same_turn_return);
  g_test_add_func ("/engines/hunters/scoring/forest-merge-tie", test_forest_merge_tie);
  g_test_add_func ("/engines/hunters/scoring/forest-per-tile-option", test_forest_per_tile_option);
  g_test_add_func ("/engines/hunters/scoring/forest-majority", test_forest_majority);
  g_test_add_func ("/engines/hunters/bonus/no-chain", test_bonus_no_chain);
  g_test_add_func ("/engines/hunters/bonus/unplaceable", test_bonus_unplaceable);
  g_test_add_func ("/engines/hunters/bonus/nuggets-option", test_bonus_nuggets_option);
  g_test_add_func ("/engines/hunters/placement/discard", test_land_discard);
  return g_test_run ();
}
