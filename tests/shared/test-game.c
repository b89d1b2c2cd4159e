/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "tsl-error.h"
#include "tsl-game.h"
#include "tsl-registry.h"
#include "test-race-engine.h"

static TslEngine *engine;

static TslGame *
new_game (guint64 seed)
{
  g_autoptr(GError) error = NULL;
  TslGame *game = tsl_game_new (engine, NULL, 2, seed, NULL, &error);

  g_assert_no_error (error);
  return game;
}

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static void
apply_text (TslGame    *game,
            const char *text)
{
  g_autoptr(JsonObject) action = parse_object (text);
  g_autoptr(GError) error = NULL;

  g_assert_true (tsl_game_apply_json (game, action, &error));
  g_assert_no_error (error);
}

static const RaceState *
race (TslGame *game)
{
  return tsl_game_get_state (game);
}

static char *
game_text (TslGame *game)
{
  g_autoptr(JsonNode) node = tsl_game_to_json (game);

  return json_to_string (node, TRUE);
}

/* Plays @n actions chosen by the random computer player. */
static void
play_random (TslGame *game,
             guint    n)
{
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "random", NULL);

  for (guint i = 0; i < n && !tsl_game_is_over (game); i++)
    {
      g_autoptr(GError) error = NULL;
      TslMove move;

      g_assert_true (tsl_game_suggest (game, ai, &move, &error));
      g_assert_no_error (error);
      g_assert_cmpint (move.player, ==, tsl_game_get_actor (game));
      g_assert_true (tsl_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
}

/* A fresh directory per test, so parallel runs (a normal and a sanitizer
 * build) never share files. */
static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tessella-game-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_game_new (void)
{
  g_autoptr(TslGame) game = new_game (5);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) file = tsl_game_to_json (game);
  JsonObject *root = json_node_get_object (file);
  JsonObject *setup;

  g_test_summary ("A new game has default seats, normalized options and an explicit setup");
  g_assert_cmpuint (tsl_game_get_n_players (game), ==, 2);
  g_assert_cmpstr (tsl_game_get_seat_name (game, 1), ==, "Player 2");
  g_assert_cmpstr (tsl_game_get_seat_color (game, 0), ==, "red");
  g_assert_cmpstr (tsl_game_get_seat_color (game, 1), ==, "blue");
  g_assert_cmpstr (tsl_game_get_seat_controller (game, 0), ==, "human");
  g_assert_cmpint (json_object_get_int_member (tsl_game_get_options (game), "target"), ==, 30);
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 0);
  g_assert_cmpint (tsl_game_get_actor (game), ==, 0);

  g_assert_cmpstr (json_object_get_string_member (root, "format"), ==, "tessella-game");
  g_assert_cmpint (json_object_get_int_member (root, "version"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "game"), ==, "race");
  g_assert_cmpint (json_object_get_int_member (root, "seed"), ==, 5);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "players")), ==, 2);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (root, "actions")), ==, 0);
  setup = json_object_get_object_member (root, "setup");
  g_assert_true (json_node_get_object (tsl_game_get_setup (game)) == setup);
  /* 18 cards, one dealt to each seat. */
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (setup, "deck")), ==, 16);

  tsl_game_set_seat (game, 1, "Bot", NULL, "ai:random");
  g_assert_cmpstr (tsl_game_get_seat_name (game, 1), ==, "Bot");
  g_assert_cmpstr (tsl_game_get_seat_color (game, 1), ==, "blue");
  g_assert_cmpstr (tsl_game_get_seat_controller (game, 1), ==, "ai:random");
}

static void
test_game_new_errors (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = parse_object ("{\"target\": 5}");
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_test_summary ("Bad seat counts, options and setups are refused with their error codes");
  g_assert_null (tsl_game_new (engine, NULL, 5, 1, NULL, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
  g_clear_error (&error);
  g_assert_null (tsl_game_new (engine, NULL, 1, 1, NULL, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
  g_clear_error (&error);
  g_assert_null (tsl_game_new (engine, options, 2, 1, NULL, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
  g_clear_error (&error);

  json_parser_load_from_data (parser, "{\"deck\": [1, 2, 10], \"hands\": [[], []]}", -1, &error);
  g_assert_no_error (error);
  g_assert_null (tsl_game_new (engine, NULL, 2, 1, json_parser_get_root (parser), &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
}

static void
action_applied_cb (TslGame *game,
                   guint    index,
                   gpointer user_data)
{
  gint *last = user_data;

  *last = (gint) index;
}

static void
test_game_apply (void)
{
  g_autoptr(TslGame) game = new_game (11);
  g_autoptr(JsonObject) bad = parse_object ("{\"player\": 1, \"type\": \"pass\"}");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) before = NULL;
  g_autoptr(JsonNode) after = NULL;
  JsonObject *logged;
  gint last = -1;
  TslRng rng;

  g_test_summary ("Actions are applied and logged with player, outcomes and a sentence");
  g_signal_connect (game, "action-applied", G_CALLBACK (action_applied_cb), &last);

  apply_text (game, "{\"player\": 0, \"type\": \"roll\", \"dice\": 4}");
  g_assert_cmpint (last, ==, 0);
  g_assert_cmpuint (race (game)->score[0], ==, 4);
  g_assert_cmpstr (tsl_game_get_action_text (game, 0), ==, "Player 1 rolled 4.");

  apply_text (game, "{\"player\": 0, \"type\": \"pass\"}");
  /* No dice given: drawn from stream 2 of the seed, and recorded. */
  apply_text (game, "{\"player\": 1, \"type\": \"roll\"}");
  g_assert_cmpint (last, ==, 2);
  logged = tsl_game_get_action (game, 2);
  tsl_rng_init (&rng, 11, 2);
  g_assert_cmpint (json_object_get_int_member (logged, "dice"), ==, tsl_rng_range (&rng, 1, 6));
  g_assert_cmpint (json_object_get_int_member (logged, "player"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (logged, "type"), ==, "roll");

  /* Seat 1 has rolled: rolling again is illegal and changes nothing. */
  before = tsl_game_get_state_json (game);
  g_clear_pointer (&bad, json_object_unref);
  bad = parse_object ("{\"player\": 1, \"type\": \"roll\", \"dice\": 2}");
  g_assert_false (tsl_game_apply_json (game, bad, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  after = tsl_game_get_state_json (game);
  g_assert_true (json_node_equal (before, after));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 3);
  g_assert_cmpint (last, ==, 2);

  g_clear_pointer (&bad, json_object_unref);
  bad = parse_object ("{\"player\": 1, \"type\": \"dance\"}");
  g_assert_false (tsl_game_apply_json (game, bad, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  g_clear_error (&error);
  g_clear_pointer (&bad, json_object_unref);
  bad = parse_object ("{\"type\": \"pass\"}");
  g_assert_false (tsl_game_apply_json (game, bad, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  g_clear_error (&error);
  g_clear_pointer (&bad, json_object_unref);
  bad = parse_object ("{\"player\": 1}");
  g_assert_false (tsl_game_apply_json (game, bad, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 3);
}

static void
test_game_legal (void)
{
  g_autoptr(TslGame) game = new_game (2);
  g_autoptr(JsonArray) legal = NULL;

  g_test_summary ("Legal actions are action objects that can be applied as they are");
  legal = tsl_game_legal_actions_json (game);
  g_assert_cmpuint (json_array_get_length (legal), ==, 1);
  g_assert_true (tsl_game_apply_json (game, json_array_get_object_element (legal, 0), NULL));
  g_clear_pointer (&legal, json_array_unref);
  legal = tsl_game_legal_actions_json (game);
  /* After the roll: draw, play (one starting card) and pass. */
  g_assert_cmpuint (json_array_get_length (legal), ==, 3);
  for (guint i = 0; i < 3; i++)
    g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (legal, i), "player"), ==, 0);
}

static void
test_game_round_trip (void)
{
  g_autoptr(TslGame) game = new_game (1234);
  g_autoptr(TslGame) loaded = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "round-trip.json", NULL);
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  g_autofree char *contents = NULL;

  g_test_summary ("Save then load gives the same file and the same state, bit for bit");
  tsl_game_set_seat (game, 0, "Anna", "green", "human");
  tsl_game_set_seat (game, 1, "Bot", NULL, "ai:random");
  play_random (game, 40);
  g_assert_true (tsl_game_save (game, path, &error));
  g_assert_no_error (error);

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\n  \"format\" : \"tessella-game\""));

  loaded = tsl_game_load (path, &error);
  g_assert_no_error (error);
  text = game_text (game);
  text2 = game_text (loaded);
  g_assert_cmpstr (text, ==, text2);
  g_assert_cmpmem (tsl_game_get_state (game), sizeof (RaceState),
                   tsl_game_get_state (loaded), sizeof (RaceState));
  g_assert_cmpstr (tsl_game_get_seat_name (loaded, 0), ==, "Anna");
  g_assert_cmpstr (tsl_game_get_seat_controller (loaded, 1), ==, "ai:random");
  for (guint i = 0; i < tsl_game_get_n_actions (game); i++)
    g_assert_cmpstr (tsl_game_get_action_text (game, i), ==, tsl_game_get_action_text (loaded, i));
  g_unlink (path);
  g_rmdir (dir);
}

/* A file name whose own length is allowed but whose temporary sibling
 * (NAME.XXXXXX) is too long: the save must fail before touching NAME.
 * This works even for root, for whom a read-only directory is no obstacle. */
static void
test_game_save_atomic (void)
{
  g_autoptr(TslGame) game = new_game (3);
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_strnfill (250, 'g');
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *contents = NULL;
  FILE *f;

  g_test_summary ("A failed save leaves the previous file as it was");
  f = fopen (path, "w");
  g_assert_nonnull (f);
  fputs ("previous save", f);
  fclose (f);

  g_assert_false (tsl_game_save (game, path, &error));
  g_assert_nonnull (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "previous save");
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_game_save_read_only (void)
{
  g_autoptr(TslGame) game = new_game (3);
  g_autoptr(GError) error = NULL;
  g_autofree char *parent = make_dir ();
  g_autofree char *dir = g_build_filename (parent, "ro", NULL);
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *contents = NULL;

  if (geteuid () == 0)
    {
      g_test_skip ("Permissions do not stop root");
      return;
    }
  g_assert_cmpint (g_mkdir (dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (path, "previous save", -1, NULL));
  g_assert_cmpint (g_chmod (dir, 0555), ==, 0);
  g_assert_false (tsl_game_save (game, path, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_ACCES);
  g_assert_cmpint (g_chmod (dir, 0755), ==, 0);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "previous save");
  g_unlink (path);
  g_rmdir (dir);
  g_rmdir (parent);
}

static void
assert_load_fails (const char *text,
                   gint        code,
                   const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_load_from_data (text, -1, &error);

  g_assert_null (game);
  g_assert_error (error, TSL_ERROR, code);
  if (message_part != NULL && strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, message_part);
}

#define HEAD "{\"format\": \"tessella-game\", \"version\": 1, \"game\": \"race\", \"seed\": 9, "
#define SEATS "\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}]"

static void
test_game_max_actions (void)
{
  g_autoptr(TslGame) game = new_game (5);
  g_autoptr(TslGame) other = new_game (5);
  g_autoptr(JsonArray) legal = NULL;
  g_autoptr(JsonArray) too_many = json_array_new ();
  g_autoptr(GError) error = NULL;
  TslMove pass = { .type = RACE_PASS };

  g_test_summary ("A game ends unfinished at TSL_GAME_MAX_ACTIONS actions, the same when played "
                  "and when replayed, and a longer file is refused before it is read");
  /* Rolls of 0 (the double does not judge recorded outcomes) and passes:
   * a race that never ends by itself. */
  for (guint i = 0; i < TSL_GAME_MAX_ACTIONS; i++)
    {
      TslMove move = { .type = i % 2 ? RACE_PASS : RACE_ROLL, .flags = i % 2 ? 0 : RACE_HAS_OUTCOME };

      move.player = (gint8) tsl_game_get_actor (game);
      if (!tsl_game_apply_move (game, &move, &error))
        break;
    }
  g_assert_no_error (error);
  g_assert_true (tsl_game_is_over (game));
  g_assert_cmpint (tsl_game_get_actor (game), ==, -1);
  legal = tsl_game_legal_actions_json (game);
  g_assert_cmpuint (json_array_get_length (legal), ==, 0);
  pass.player = 0;
  g_assert_false (tsl_game_apply_move (game, &pass, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_assert_nonnull (strstr (error->message, "the most one game holds"));
  g_clear_error (&error);
  {
    g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "random", NULL);

    g_assert_false (tsl_game_suggest (game, ai, &pass, &error));
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
    g_clear_error (&error);
  }

  /* One more than a game holds: refused before any is applied. */
  for (guint i = 0; i <= TSL_GAME_MAX_ACTIONS; i++)
    json_array_add_null_element (too_many);
  g_assert_false (tsl_game_replay (other, too_many, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  g_assert_cmpuint (tsl_game_get_n_actions (other), ==, 0);
}

static void
test_game_load_errors (void)
{
  g_autoptr(TslGame) ok = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("Every part of a damaged file is reported with its error code");
  ok = tsl_game_load_from_data (HEAD SEATS "}", -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (ok);

  assert_load_fails ("", TSL_ERROR_PARSE, NULL);
  assert_load_fails ("{\"format\": \"tessella-game\", \"game\": ", TSL_ERROR_PARSE, NULL);
  assert_load_fails ("[1, 2]", TSL_ERROR_PARSE, NULL);
  assert_load_fails ("{\"format\": \"other\", \"version\": 1}", TSL_ERROR_PARSE, "format");
  assert_load_fails ("{\"format\": \"tessella-game\", \"version\": 2, \"game\": \"race\"}",
                     TSL_ERROR_PARSE, "version");
  assert_load_fails ("{\"format\": \"tessella-game\", \"version\": 1, \"game\": \"go\", \"seed\": 1, "
                     SEATS "}", TSL_ERROR_UNKNOWN_GAME, "go");
  assert_load_fails ("{\"format\": \"tessella-game\", \"version\": 1, \"game\": \"race\", \"seed\": \"x\", "
                     SEATS "}", TSL_ERROR_PARSE, "seed");
  assert_load_fails (HEAD "\"players\": [{}]}", TSL_ERROR_INVALID_OPTION, NULL);
  assert_load_fails (HEAD "\"players\": 2}", TSL_ERROR_PARSE, "players");
  assert_load_fails (HEAD "\"players\": [{\"name\": 3}, {}]}", TSL_ERROR_PARSE, "name");
  assert_load_fails (HEAD "\"players\": [{\"controller\": \"ai:genius\"}, {}]}", TSL_ERROR_PARSE,
                     "ai:genius");
  /* Colours are the game's pieces: one of them, and one seat each. */
  assert_load_fails (HEAD "\"players\": [{\"color\": \"purple\"}, {}]}", TSL_ERROR_PARSE,
                     "Seat 0: “purple” is not a colour of this game (red, blue, white, orange, green, brown)");
  assert_load_fails (HEAD "\"players\": [{\"color\": \"blue\"}, {\"color\": \"blue\"}]}", TSL_ERROR_PARSE,
                     "Seats 0 and 1 have the same colour, “blue”");
  assert_load_fails (HEAD "\"players\": [{}, {\"color\": \"red\"}]}", TSL_ERROR_PARSE, "same colour, “red”");
  assert_load_fails (HEAD SEATS ", \"options\": {\"target\": 500}}", TSL_ERROR_INVALID_OPTION, "target");
  assert_load_fails (HEAD SEATS ", \"options\": {\"colour\": 1}}", TSL_ERROR_INVALID_OPTION, "colour");
  assert_load_fails (HEAD SEATS ", \"options\": [1]}", TSL_ERROR_PARSE, "options");
  assert_load_fails (HEAD SEATS ", \"setup\": {\"deck\": [0], \"hands\": [[], []]}}",
                     TSL_ERROR_INVALID_SETUP, NULL);
  assert_load_fails (HEAD SEATS ", \"actions\": {}}", TSL_ERROR_PARSE, "actions");
  assert_load_fails (HEAD SEATS ", \"actions\": [{\"player\": 1, \"type\": \"roll\"}]}",
                     TSL_ERROR_INVALID_MOVE, "Action 0 (roll)");
}

static void
test_game_explicit_setup (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autoptr(TslGame) generated = NULL;
  g_autoptr(TslGame) fresh = new_game (9);
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  g_test_summary ("An explicit setup is used as given; without one (or with {}) the seed generates it");
  game = tsl_game_load_from_data (HEAD SEATS ", \"setup\": {\"deck\": [4, 4, 7], \"hands\": [[9], []]},"
                                  "\"actions\": [{\"player\": 0, \"type\": \"roll\", \"dice\": 2},"
                                  "{\"player\": 0, \"type\": \"draw\", \"card\": 7}]}", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (race (game)->deck.len, ==, 2);
  g_assert_cmpuint (race (game)->hand_count[0], ==, 2);
  g_assert_cmpuint (race (game)->hand[0][0], ==, 9);
  g_assert_cmpuint (race (game)->hand[0][1], ==, 7);
  g_assert_cmpuint (race (game)->hand_count[1], ==, 0);

  /* A card that is not left in the deck cannot be recorded as drawn. */
  g_assert_null (tsl_game_load_from_data (HEAD SEATS ", \"setup\": {\"deck\": [4], \"hands\": [[], []]},"
                                          "\"actions\": [{\"player\": 0, \"type\": \"roll\", \"dice\": 2},"
                                          "{\"player\": 0, \"type\": \"draw\", \"card\": 7}]}",
                                          -1, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_clear_error (&error);

  generated = tsl_game_load_from_data (HEAD SEATS ", \"setup\": {}}", -1, &error);
  g_assert_no_error (error);
  tsl_game_set_seat (fresh, 0, "A", NULL, NULL);
  tsl_game_set_seat (fresh, 1, "B", NULL, NULL);
  text = game_text (generated);
  text2 = game_text (fresh);
  g_assert_cmpstr (text, ==, text2);
}

static void
test_game_replay_stops (void)
{
  static const char *file =
    HEAD SEATS ", \"actions\": ["
    "{\"player\": 0, \"type\": \"roll\", \"dice\": 3},"
    "{\"player\": 0, \"type\": \"pass\"},"
    "{\"player\": 1, \"type\": \"roll\", \"dice\": 6},"
    "{\"player\": 1, \"type\": \"roll\", \"dice\": 6},"
    "{\"player\": 1, \"type\": \"pass\"}]}";
  static const struct
  {
    const char *action;
    gint        code;
    const char *prefix;
  } bad[] = {
    { "7", TSL_ERROR_PARSE, "Action 3: " },
    { "{\"player\": 1}", TSL_ERROR_PARSE, "Action 3: " },
    { "{\"player\": 1, \"type\": \"jump\"}", TSL_ERROR_PARSE, "Action 3 (jump): " },
    { "{\"player\": 1, \"type\": \"roll\", \"dice\": \"six\"}", TSL_ERROR_PARSE, "Action 3 (roll): " },
    { "{\"player\": 1, \"type\": \"roll\", \"dice\": 6}", TSL_ERROR_INVALID_MOVE, "Action 3 (roll): " },
    { "{\"player\": 0, \"type\": \"pass\"}", TSL_ERROR_INVALID_MOVE, "Action 3 (pass): " },
  };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autoptr(JsonArray) actions = NULL;

  g_test_summary ("Replay stops before the first bad action, names it and keeps the state before it");
  json_parser_load_from_data (parser, file, -1, &error);
  g_assert_no_error (error);
  game = tsl_game_new_from_json (json_parser_get_root (parser), &actions, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 0);
  g_assert_false (tsl_game_replay (game, actions, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_assert_true (g_str_has_prefix (error->message, "Action 3 (roll): "));
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 3);
  g_assert_cmpuint (race (game)->score[1], ==, 6);
  g_assert_true (race (game)->rolled);

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *text = g_strdup_printf (HEAD SEATS ", \"actions\": ["
                                               "{\"player\": 0, \"type\": \"roll\", \"dice\": 3},"
                                               "{\"player\": 0, \"type\": \"pass\"},"
                                               "{\"player\": 1, \"type\": \"roll\", \"dice\": 6}, %s]}",
                                               bad[i].action);
      g_autoptr(JsonParser) p = json_parser_new ();
      g_autoptr(TslGame) g = NULL;
      g_autoptr(JsonArray) a = NULL;
      g_autoptr(GError) local_error = NULL;

      json_parser_load_from_data (p, text, -1, &local_error);
      g_assert_no_error (local_error);
      g = tsl_game_new_from_json (json_parser_get_root (p), &a, &local_error);
      g_assert_no_error (local_error);
      g_assert_false (tsl_game_replay (g, a, &local_error));
      g_assert_error (local_error, TSL_ERROR, bad[i].code);
      if (!g_str_has_prefix (local_error->message, bad[i].prefix))
        g_error ("“%s” does not start with “%s”", local_error->message, bad[i].prefix);
      g_assert_cmpuint (tsl_game_get_n_actions (g), ==, 3);
    }
}

static void
undone_cb (TslGame *game,
           guint    n_actions,
           gpointer user_data)
{
  gint *last = user_data;

  *last = (gint) n_actions;
}

static void
test_game_undo (void)
{
  g_autoptr(TslGame) game = new_game (8);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) after_roll = NULL;
  g_autoptr(JsonNode) now = NULL;
  g_autofree char *file_after_roll = NULL;
  g_autofree char *file_now = NULL;
  gint undone = -1;
  gint dice;

  g_test_summary ("Only actions the engine calls undoable are taken back; undo restores exactly");
  g_signal_connect (game, "undone", G_CALLBACK (undone_cb), &undone);
  g_assert_false (tsl_game_can_undo (game));
  g_assert_false (tsl_game_undo (game, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_clear_error (&error);

  apply_text (game, "{\"player\": 0, \"type\": \"roll\"}");
  dice = (gint) json_object_get_int_member (tsl_game_get_action (game, 0), "dice");
  /* The die has been seen: no undo. */
  g_assert_false (tsl_game_can_undo (game));
  g_assert_false (tsl_game_undo (game, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_clear_error (&error);
  g_assert_cmpint (undone, ==, -1);

  after_roll = tsl_game_get_state_json (game);
  file_after_roll = game_text (game);
  apply_text (game, "{\"player\": 0, \"type\": \"play\"}");
  apply_text (game, "{\"player\": 0, \"type\": \"pass\"}");
  g_assert_true (tsl_game_can_undo (game));
  g_assert_true (tsl_game_undo (game, &error));
  g_assert_no_error (error);
  g_assert_cmpint (undone, ==, 2);
  g_assert_cmpint (tsl_game_get_actor (game), ==, 0);
  g_assert_true (tsl_game_can_undo (game));
  g_assert_true (tsl_game_undo (game, &error));
  g_assert_cmpint (undone, ==, 1);
  g_assert_false (tsl_game_can_undo (game));

  now = tsl_game_get_state_json (game);
  file_now = game_text (game);
  g_assert_true (json_node_equal (after_roll, now));
  g_assert_cmpstr (file_after_roll, ==, file_now);
  g_assert_cmpint (race (game)->score[0], ==, dice);

  /* Redone, an action draws from the stream of its index again. */
  apply_text (game, "{\"player\": 0, \"type\": \"pass\"}");
  apply_text (game, "{\"player\": 1, \"type\": \"roll\"}");
  {
    g_autoptr(TslGame) other = new_game (8);
    apply_text (other, "{\"player\": 0, \"type\": \"roll\"}");
    apply_text (other, "{\"player\": 0, \"type\": \"pass\"}");
    apply_text (other, "{\"player\": 1, \"type\": \"roll\"}");
    g_assert_cmpmem (tsl_game_get_state (game), sizeof (RaceState),
                     tsl_game_get_state (other), sizeof (RaceState));
  }
}

static void
count_cb (GObject    *object,
          GParamSpec *pspec,
          gpointer    user_data)
{
  (*(guint *) user_data)++;
}

static void
test_game_properties (void)
{
  g_autoptr(TslGame) game = new_game (4);
  g_autoptr(TslEngine) engine_prop = NULL;
  guint n_undo = 0, n_actor = 0, n_actions = 0;
  gboolean can_undo;
  gint actor;

  g_test_summary ("Properties follow the log, for the UI to bind to");
  g_object_get (game, "engine", &engine_prop, "actor", &actor, "can-undo", &can_undo, NULL);
  g_assert_true (engine_prop == engine);
  g_assert_cmpint (actor, ==, 0);
  g_assert_false (can_undo);
  g_signal_connect (game, "notify::can-undo", G_CALLBACK (count_cb), &n_undo);
  g_signal_connect (game, "notify::actor", G_CALLBACK (count_cb), &n_actor);
  g_signal_connect (game, "notify::n-actions", G_CALLBACK (count_cb), &n_actions);

  apply_text (game, "{\"player\": 0, \"type\": \"roll\", \"dice\": 2}");
  g_assert_cmpuint (n_actions, ==, 1);
  g_assert_cmpuint (n_undo, ==, 0);
  g_assert_cmpuint (n_actor, ==, 0);
  apply_text (game, "{\"player\": 0, \"type\": \"pass\"}");
  g_assert_cmpuint (n_undo, ==, 1);
  g_assert_cmpuint (n_actor, ==, 1);
  g_object_get (game, "actor", &actor, "can-undo", &can_undo, NULL);
  g_assert_cmpint (actor, ==, 1);
  g_assert_true (can_undo);
  g_assert_true (tsl_game_undo (game, NULL));
  g_assert_cmpuint (n_actions, ==, 3);
  g_assert_cmpuint (n_undo, ==, 2);
  g_assert_cmpuint (n_actor, ==, 2);
}

static void
test_game_view (void)
{
  g_autoptr(TslGame) game = new_game (21);
  g_autofree RaceState *view = NULL;
  g_autofree RaceState *view2 = NULL;
  const RaceState *real;

  g_test_summary ("A seat's view keeps what it may see and re-deals what it may not");
  apply_text (game, "{\"player\": 0, \"type\": \"roll\", \"dice\": 1}");
  apply_text (game, "{\"player\": 0, \"type\": \"draw\"}");
  real = race (game);
  view = tsl_game_dup_view (game, 0);
  view2 = tsl_game_dup_view (game, 0);
  g_assert_cmpmem (view, sizeof *view, view2, sizeof *view2);

  g_assert_cmpmem (view->hand[0], real->hand_count[0], real->hand[0], real->hand_count[0]);
  g_assert_cmpuint (view->hand_count[1], ==, real->hand_count[1]);
  g_assert_cmpuint (view->deck.len, ==, real->deck.len);
  g_assert_cmpuint (view->score[0], ==, real->score[0]);
  /* The hidden cards are the same multiset, dealt anew (16 cards: the
   * chance of the same order is negligible). */
  {
    guint counts_real[10] = { 0, };
    guint counts_view[10] = { 0, };

    for (guint i = 0; i < real->deck.len; i++)
      {
        counts_real[real->deck.cards[i]]++;
        counts_view[view->deck.cards[i]]++;
      }
    for (guint i = 0; i < real->hand_count[1]; i++)
      {
        counts_real[real->hand[1][i]]++;
        counts_view[view->hand[1][i]]++;
      }
    g_assert_cmpmem (counts_real, sizeof counts_real, counts_view, sizeof counts_view);
    g_assert_true (memcmp (real->deck.cards, view->deck.cards, real->deck.len) != 0);
  }
}

typedef struct
{
  GMainLoop *loop;
  TslMove    move;
  gboolean   ok;
  GError    *error;
} AsyncData;

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  AsyncData *data = user_data;

  data->ok = tsl_game_choose_move_finish (TSL_GAME (source), result, &data->move, &data->error);
  g_main_loop_quit (data->loop);
}

static void
test_game_choose_async (void)
{
  g_autoptr(TslGame) game = new_game (31);
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "random", NULL);
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr(GError) error = NULL;
  AsyncData data = { loop, { 0, }, FALSE, NULL };

  g_test_summary ("A computer player thinks in a thread and answers for the seat to act");
  apply_text (game, "{\"player\": 0, \"type\": \"roll\", \"dice\": 2}");
  apply_text (game, "{\"player\": 0, \"type\": \"pass\"}");
  tsl_game_choose_move_async (game, ai, NULL, chosen_cb, &data);
  g_main_loop_run (loop);
  g_assert_no_error (data.error);
  g_assert_true (data.ok);
  g_assert_cmpint (data.move.player, ==, 1);
  g_assert_true (tsl_game_apply_move (game, &data.move, &error));
  g_assert_no_error (error);

  /* An answer about a position that has changed since is refused. */
  tsl_game_choose_move_async (game, ai, NULL, chosen_cb, &data);
  apply_text (game, "{\"player\": 1, \"type\": \"pass\"}");
  g_main_loop_run (loop);
  g_assert_false (data.ok);
  g_assert_error (data.error, TSL_ERROR, TSL_ERROR_FAILED);
  g_clear_error (&data.error);

  /* Cancelled before it answered. */
  {
    g_autoptr(GCancellable) cancellable = g_cancellable_new ();

    g_cancellable_cancel (cancellable);
    tsl_game_choose_move_async (game, ai, cancellable, chosen_cb, &data);
    g_main_loop_run (loop);
    g_assert_false (data.ok);
    g_assert_error (data.error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
    g_clear_error (&data.error);
  }
}

static void
test_game_log (void)
{
  g_autoptr(TslGame) game = new_game (11);
  g_auto(GStrv) log = NULL;
  g_autofree char *hint = NULL;
  TslMove move = { 0, };

  g_test_summary ("The log is the start message, then every action's sentence; the hint "
                  "comes from the engine, or the framework's sentence without the move's type");
  apply_text (game, "{\"player\": 0, \"type\": \"roll\", \"dice\": 4}");
  log = tsl_game_dup_log (game);
  g_assert_cmpuint (g_strv_length (log), ==, 1);
  g_assert_cmpstr (log[0], ==, "Player 1 rolled 4.");
  g_clear_pointer (&log, g_strfreev);

  tsl_game_set_start_message (game, "Player 1 rolled 11 and starts.");
  g_assert_cmpstr (tsl_game_get_start_message (game), ==, "Player 1 rolled 11 and starts.");
  log = tsl_game_dup_log (game);
  g_assert_cmpuint (g_strv_length (log), ==, 2);
  g_assert_cmpstr (log[0], ==, "Player 1 rolled 11 and starts.");
  g_assert_cmpstr (log[1], ==, "Player 1 rolled 4.");

  /* The race engine leaves the hint to the framework. */
  move.player = tsl_game_get_actor (game);
  hint = tsl_game_describe_hint (game, &move);
  g_assert_cmpstr (hint, ==, "The computer would make the move marked on the board.");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  engine = test_race_engine_new ();
  tsl_registry_add (engine);

  g_test_add_func ("/shared/game/new", test_game_new);
  g_test_add_func ("/shared/game/new-errors", test_game_new_errors);
  g_test_add_func ("/shared/game/apply", test_game_apply);
  g_test_add_func ("/shared/game/log", test_game_log);
  g_test_add_func ("/shared/game/legal", test_game_legal);
  g_test_add_func ("/shared/game/round-trip", test_game_round_trip);
  g_test_add_func ("/shared/game/save-atomic", test_game_save_atomic);
  g_test_add_func ("/shared/game/save-read-only", test_game_save_read_only);
  g_test_add_func ("/shared/game/load-errors", test_game_load_errors);
  g_test_add_func ("/shared/game/max-actions", test_game_max_actions);
  g_test_add_func ("/shared/game/explicit-setup", test_game_explicit_setup);
  g_test_add_func ("/shared/game/replay-stops", test_game_replay_stops);
  g_test_add_func ("/shared/game/undo", test_game_undo);
  g_test_add_func ("/shared/game/properties", test_game_properties);
  g_test_add_func ("/shared/game/view", test_game_view);
  g_test_add_func ("/shared/game/choose-async", test_game_choose_async);
  return g_test_run ();
}
