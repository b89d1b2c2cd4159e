/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"

/* The JSON edges of the engine (docs/game-files.md): bad input gives the
 * right error and changes nothing; actions round-trip; the state and setup
 * have the contract's shape; log sentences; hidden information. */

static void
parse_refused (CatanState *s,
               const char *json,
               gint        code,
               const char *part)
{
  ct_refused (s, json, code, part);
}

static void
test_bad_actions (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);

  g_test_summary ("Malformed or unknown actions are TSL_ERROR_PARSE, illegal ones "
                  "TSL_ERROR_INVALID_MOVE; the state is unchanged byte for byte");
  parse_refused (s, "{\"player\": 0}", TSL_ERROR_PARSE, "type");
  parse_refused (s, "{\"player\": 0, \"type\": 5}", TSL_ERROR_PARSE, "type");
  parse_refused (s, "{\"player\": 0, \"type\": \"no_such_action\"}", TSL_ERROR_PARSE, "Unknown action type");
  parse_refused (s, "{\"player\": 0, \"type\": \"place_settlement\"}", TSL_ERROR_PARSE, "vertex");
  parse_refused (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[0,0],[1,0]]}",
                 TSL_ERROR_PARSE, "three hexes");
  parse_refused (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[0,0],[1,0],[-1,0]]}",
                 TSL_ERROR_PARSE, "do not meet");
  parse_refused (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[4,0],[4,-1],[5,-1]]}",
                 TSL_ERROR_PARSE, "do not meet");
  parse_refused (s, "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [9,9]}",
                 TSL_ERROR_PARSE, "not on the board");
  parse_refused (s, "{\"player\": 0, \"type\": \"place_road\", \"edge\": [[3,0],[3,-1]]}",
                 TSL_ERROR_PARSE, "do not share a path");
  parse_refused (s, "{\"player\": 7, \"type\": \"end_turn\"}", TSL_ERROR_PARSE, "seat");
  parse_refused (s, "{\"player\": 0, \"type\": \"discard\", \"cards\": {\"gold\": 1}}", TSL_ERROR_PARSE, "unknown resource");
  parse_refused (s, "{\"player\": 0, \"type\": \"discard\", \"cards\": {\"wool\": -1}}", TSL_ERROR_PARSE, "whole number");
  parse_refused (s, "{\"player\": 0, \"type\": \"roll\", \"dice\": [3]}", TSL_ERROR_PARSE, "two whole numbers");
  parse_refused (s, "{\"player\": 0, \"type\": \"buy_dev_card\", \"card\": \"castle\"}", TSL_ERROR_PARSE, "development card");
  parse_refused (s, "{\"player\": 0, \"type\": \"play_monopoly\", \"resource\": \"gold\"}", TSL_ERROR_PARSE, "resource");
  parse_refused (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wool\": 1}, \"get\": {\"ore\": 1}, \"to\": [9]}",
                 TSL_ERROR_PARSE, "seat");
  parse_refused (s, "{\"player\": 0, \"type\": \"confirm_trade\", \"offer\": 3}", TSL_ERROR_PARSE, "with");
  /* Wrong shapes everywhere. */
  parse_refused (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": \"top\"}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[0,\"a\"],[1,2],[3,4]]}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"place_road\", \"edge\": {}}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"place_road\", \"edge\": [[0.5,0],[1,0]]}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"place_road\", \"edge\": [[100000,0],[1,0]]}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"discard\", \"cards\": []}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"roll\", \"dice\": [1, 2, 3]}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wool\": 1}, \"get\": {\"ore\": 1}, \"to\": \"all\"}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"accept_trade\", \"offer\": -5}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"play_monopoly\", \"resource\": \"ore\", \"taken\": {\"x\": 1}}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"play_road_building\", \"edges\": []}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [0,0], \"victim\": \"Bob\"}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [0,0], \"stolen\": 3}", TSL_ERROR_PARSE, NULL);
  parse_refused (s, "{\"player\": \"0\", \"type\": \"end_turn\"}", TSL_ERROR_PARSE, NULL);

  /* Well-formed but against the rules. */
  parse_refused (s, "{\"player\": 1, \"type\": \"place_settlement\", \"vertex\": [[0,0],[0,-1],[1,-1]]}",
                 TSL_ERROR_INVALID_MOVE, "It is not seat 1’s turn but seat 0’s");
  parse_refused (s, "{\"player\": 0, \"type\": \"roll\"}", TSL_ERROR_INVALID_MOVE, "settlement must be placed");
  parse_refused (s, "{\"player\": 0, \"type\": \"end_turn\"}", TSL_ERROR_INVALID_MOVE, "settlement must be placed");
  ct_ok (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[1,-1],[0,0],[0,-1]]}");
  parse_refused (s, "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[-2,0],[-1,0],[-2,1]]}",
                 TSL_ERROR_INVALID_MOVE, "road must be placed");
}

static void
test_bad_dice (void)
{
  g_autofree CatanState *s = ct_new_beginner (3);
  TslMove m = { 0, };
  TslRng rng;
  g_autoptr(GError) error = NULL;
  g_autofree CatanState *before = NULL;

  g_test_summary ("Recorded outcomes are checked: a die shows 1 to 6");
  ct_skip_setup (s);
  before = g_memdup2 (s, sizeof *s);
  m.type = TSL_CATAN_ROLL;
  m.flags = TSL_CATAN_MOVE_OUTCOME;
  m.count[0] = 7;
  m.count[1] = 1;
  tsl_rng_init (&rng, 1, 0);
  g_assert_false (tsl_engine_apply_move (ct_engine (), s, &m, &rng, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
  g_assert_true (memcmp (before, s, sizeof *s) == 0);
  g_clear_error (&error);
  /* In a file, a die that is no die face is malformed, as any number out
   * of its field's range (docs/cli.md). */
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [0, 4]}", TSL_ERROR_PARSE, "1 to 6");
  ct_refused (s, "{\"type\": \"roll\", \"dice\": [4294967297, 4]}", TSL_ERROR_PARSE, "1 to 6");
}

static void
init_fails (const char *options,
            guint       n_players,
            const char *setup,
            gint        code,
            const char *part)
{
  g_autofree CatanState *s = tsl_engine_state_new (ct_engine ());
  g_autoptr(JsonNode) o = options != NULL ? json_from_string (options, NULL) : NULL;
  g_autoptr(JsonNode) st = setup != NULL ? json_from_string (setup, NULL) : NULL;
  g_autoptr(GError) error = NULL;

  g_assert_false (tsl_engine_init_state (ct_engine (), s, o != NULL ? json_node_get_object (o) : NULL,
                                         n_players, 1, st, &error));
  g_assert_error (error, TSL_ERROR, code);
  if (strstr (error->message, part) == NULL)
    g_error ("Expected “%s” in “%s”", part, error->message);
}

static void
test_bad_options_and_setups (void)
{
  g_test_summary ("Unknown options, bad values, player counts and inconsistent setups are refused "
                  "with a clear message; a setup is checked for consistency, not standardness");
  init_fails ("{\"layout\": \"hexagon\"}", 4, NULL, TSL_ERROR_INVALID_OPTION, "layout");
  init_fails ("{\"victory_points\": 2}", 4, NULL, TSL_ERROR_INVALID_OPTION, "victory_points");
  init_fails ("{\"victory_points\": \"ten\"}", 4, NULL, TSL_ERROR_INVALID_OPTION, "whole number");
  init_fails ("{\"colour\": 1}", 4, NULL, TSL_ERROR_INVALID_OPTION, "colour");
  init_fails (NULL, 1, NULL, TSL_ERROR_INVALID_OPTION, "2, 3 or 4");
  init_fails (NULL, 5, NULL, TSL_ERROR_INVALID_OPTION, "2, 3 or 4");
  /* Two-player Catan: the neutrals' settlements belong to 2-player games
   * and keep the distance rule. */
  init_fails (NULL, 4, "{\"neutrals\": [[[0,0],[1,0],[1,-1]], [[0,2],[-1,2],[0,1]]]}",
              TSL_ERROR_INVALID_SETUP, "two-player");
  init_fails (NULL, 2, "{\"neutrals\": [[[0,0],[1,0],[1,-1]]]}", TSL_ERROR_INVALID_SETUP, "two");
  init_fails (NULL, 2, "{\"neutrals\": [[[0,0],[1,0],[1,-1]], [[0,0],[1,-1],[0,-1]]]}",
              TSL_ERROR_INVALID_SETUP, "distance");
  init_fails (NULL, 4, "[]", TSL_ERROR_INVALID_SETUP, "object");
  init_fails (NULL, 4, "{\"hexes\": 3}", TSL_ERROR_INVALID_SETUP, "list");
  init_fails (NULL, 4, "{\"hexes\": [{\"at\": [3,0], \"terrain\": \"forest\", \"number\": 5}]}",
              TSL_ERROR_INVALID_SETUP, "not on the island");
  init_fails (NULL, 4, "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"forest\", \"number\": 7}]}",
              TSL_ERROR_INVALID_SETUP, "number");
  init_fails (NULL, 4, "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"forest\"}, {\"at\": [0,0], \"terrain\": \"hills\"}]}",
              TSL_ERROR_INVALID_SETUP, "twice");
  init_fails (NULL, 4, "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"lava\"}]}",
              TSL_ERROR_INVALID_SETUP, "terrain");
  init_fails (NULL, 4, "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"forest\"}, {\"at\": [1,0], \"terrain\": \"forest\"}],"
              " \"harbors\": [{\"edge\": [[0,0],[1,0]], \"kind\": \"3:1\"}]}",
              TSL_ERROR_INVALID_SETUP, "land hex and the sea");
  init_fails (NULL, 4, "{\"hexes\": [{\"at\": [2,0], \"terrain\": \"forest\"}],"
              " \"harbors\": [{\"edge\": [[2,0],[3,0]], \"kind\": \"gold\"}]}",
              TSL_ERROR_INVALID_SETUP, "kind");
  init_fails (NULL, 4, "{\"hexes\": [{\"at\": [2,0], \"terrain\": \"forest\"}], \"robber\": [1,0]}",
              TSL_ERROR_INVALID_SETUP, "land hex");
  init_fails (NULL, 4, "{\"hexes\": [], \"dev_deck\": [\"knight\", \"joker\"]}",
              TSL_ERROR_INVALID_SETUP, "development card");
  init_fails (NULL, 4, "{\"hexes\": [], \"bank\": {}}", TSL_ERROR_INVALID_SETUP, "bank");
}

static void
test_small_setup (void)
{
  g_autofree CatanState *s = ct_new (NULL, 3,
    "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"hills\", \"number\": 6},"
    "  {\"at\": [1,-1], \"terrain\": \"forest\", \"number\": 8},"
    "  {\"at\": [1,0], \"terrain\": \"forest\", \"number\": 8},"
    "  {\"at\": [0,1], \"terrain\": \"forest\", \"number\": 8},"
    "  {\"at\": [-1,1], \"terrain\": \"forest\", \"number\": 8}],"
    " \"harbors\": [], \"dev_deck\": [\"monopoly\"]}");

  g_test_summary ("An explicit setup is taken as given: five land hexes (the fewest on which "
                  "three players always find room to found), no harbours, a one-card deck; "
                  "positions left out are sea; no desert means no robber on the board");
  g_assert_cmpuint (s->dev_deck.len, ==, 1);
  g_assert_cmpint (s->robber, ==, CATAN_NONE);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_PLACE_SETTLEMENT), ==, 19);
}

static void
test_partial_setup (void)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(JsonNode) opts = json_from_string ("{\"layout\": \"random\"}", NULL);
  g_autoptr(JsonNode) empty = json_from_string ("{}", NULL);
  g_autoptr(JsonNode) deck = json_from_string ("{\"dev_deck\": [\"monopoly\"], \"robber\": null}", NULL);
  g_autofree CatanState *a = tsl_engine_state_new (engine);
  g_autofree CatanState *b = tsl_engine_state_new (engine);
  g_autofree CatanState *c = tsl_engine_state_new (engine);

  g_test_summary ("What a setup leaves out is generated from the seed and options: "
                  "\"setup\": {} is the same game as no setup");
  g_assert_true (tsl_engine_init_state (engine, a, json_node_get_object (opts), 4, 7, NULL, NULL));
  g_assert_true (tsl_engine_init_state (engine, b, json_node_get_object (opts), 4, 7, empty, NULL));
  g_assert_true (memcmp (a, b, sizeof *a) == 0);
  g_assert_true (tsl_engine_init_state (engine, c, json_node_get_object (opts), 4, 7, deck, NULL));
  g_assert_true (memcmp (a->terrain, c->terrain, sizeof a->terrain) == 0);
  g_assert_cmpuint (c->dev_deck.len, ==, 1);
  g_assert_cmpint (c->robber, ==, CATAN_NONE);
}

static void
test_fuzz (void)
{
  TslEngine *engine = ct_engine ();
  TslMoveList moves;
  guint accepted = 0, refused = 0;

  g_test_summary ("Random native moves (any type, arguments in and out of range) on states of "
                  "random games: each is refused with a TSL_ERROR and the state unchanged, or "
                  "applied and every invariant still holds");
  tsl_move_list_init (&moves);
  /* Games 8.. are Traders & Barbarians, with 2 to 4 players (wagons and barbarians). */
  for (guint g = 0; g < 14; g++)
    {
      g_autofree CatanState *s = g < 8 ? ct_new ("{\"layout\": \"random\"}", 3 + g % 2, NULL)
                                       : ct_new ("{\"scenario\": \"traders_barbarians\"}", 2 + g % 3, NULL);
      TslRng pick;
      guint n = 0;

      tsl_rng_init (&pick, g, 1234);
      while (!tsl_engine_is_over (engine, s) && n < 5000)
        {
          TslRng rng;
          TslMove m;
          g_autoptr(GError) error = NULL;

          for (guint k = 0; k < 6; k++)
            {
              g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
              g_autoptr(GError) e = NULL;

              m.type = (guint16) tsl_rng_below (&pick, TSL_CATAN_N_ACTIONS + 2);
              m.player = (gint8) ((gint) tsl_rng_below (&pick, 6) - 1);
              m.flags = (guint8) tsl_rng_below (&pick, 4);
              for (guint i = 0; i < TSL_MOVE_N_ARGS; i++)
                m.arg[i] = (gint32) tsl_rng_below (&pick, 80) - 2;
              for (guint i = 0; i < TSL_MOVE_N_COUNTS; i++)
                m.count[i] = (guint8) (tsl_rng_below (&pick, 4) == 0 ? tsl_rng_below (&pick, 9) : 0);
              if (k % 2 == 0)
                m.player = (gint8) tsl_engine_get_actor (engine, s);
              tsl_rng_init (&rng, g, 7777 + n * 6 + k);
              if (tsl_engine_apply_move (engine, s, &m, &rng, &e))
                {
                  accepted++;
                  ct_check_invariants (s);
                  if (tsl_engine_is_over (engine, s))
                    break;
                }
              else
                {
                  refused++;
                  g_assert_true (e != NULL && e->domain == TSL_ERROR);
                  g_assert_true (memcmp (before, s, sizeof *s) == 0);
                }
            }
          if (tsl_engine_is_over (engine, s))
            break;
          tsl_move_list_reset (&moves);
          tsl_engine_legal_moves (engine, s, TSL_LEGAL_DEFAULT, &moves);
          m = moves.moves[tsl_rng_below (&pick, moves.len)];
          tsl_rng_init (&rng, g, n);
          g_assert_true (tsl_engine_apply_move (engine, s, &m, &rng, &error));
          n++;
        }
    }
  tsl_move_list_clear (&moves);
  g_test_message ("%u random moves accepted, %u refused", accepted, refused);
  g_assert_cmpuint (refused, >, 0);
}

static void
test_round_trip (void)
{
  TslEngine *engine = ct_engine ();
  TslMoveList moves;
  guint checked = 0;

  g_test_summary ("Every action of random games (trades included), with its outcomes, survives "
                  "move_to_json → move_from_json unchanged");
  tsl_move_list_init (&moves);
  for (guint g = 0; g < 10; g++)
    {
      g_autofree CatanState *s = ct_new ("{\"layout\": \"random\"}", 4, NULL);
      TslRng pick;
      guint n = 0;
      g_autoptr(GError) error = NULL;

      tsl_engine_init_state (engine, s, NULL, 4, g, NULL, &error);
      g_assert_no_error (error);
      tsl_rng_init (&pick, g, 99);
      while (!tsl_engine_is_over (engine, s) && n < 20000)
        {
          TslMove m, back;
          TslRng rng;
          g_autoptr(JsonObject) o = NULL;
          g_autofree CatanState *before = g_memdup2 (s, sizeof *s);

          tsl_move_list_reset (&moves);
          tsl_engine_legal_moves (engine, s, g % 2 ? TSL_LEGAL_DEFAULT : TSL_LEGAL_NO_NEGOTIATION, &moves);
          m = moves.moves[tsl_rng_below (&pick, moves.len)];
          tsl_rng_init (&rng, g, n);
          g_assert_true (tsl_engine_apply_move (engine, s, &m, &rng, &error));
          o = tsl_engine_move_to_json (engine, before, &m);
          g_assert_true (tsl_engine_move_from_json (engine, before, o, &back, &error));
          g_assert_no_error (error);
          g_assert_true (memcmp (&m, &back, sizeof m) == 0);
          n++;
          checked++;
        }
      g_assert_true (tsl_engine_is_over (engine, s));
    }
  tsl_move_list_clear (&moves);
  g_test_message ("%u actions round-tripped", checked);
}

static gboolean
has_members (JsonObject         *o,
             const char * const *names)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (!json_object_has_member (o, names[i]))
      {
        g_test_message ("missing %s", names[i]);
        return FALSE;
      }
  return TRUE;
}

static void
test_state_shape (void)
{
  static const char * const fields[] = {
    "phase", "turn", "current_player", "winner", "robber", "bank", "dev_deck_left",
    "longest_road_holder", "largest_army_holder", "board", "pieces", "players", NULL
  };
  static const char * const player_fields[] = {
    "vp", "vp_public", "resources", "dev_cards", "knights_played", "road_length",
    "roads_left", "settlements_left", "cities_left", NULL
  };
  g_autofree CatanState *s = ct_new_beginner (4);
  g_autoptr(JsonNode) state = NULL;
  JsonObject *o, *pieces, *set;
  JsonArray *v;

  g_test_summary ("The state JSON has the contract's fields; vertices and edges are written sorted");
  ct_ok (s, "{\"type\": \"place_settlement\", \"vertex\": [[1,-1],[0,0],[0,-1]]}");
  ct_ok (s, "{\"type\": \"place_road\", \"edge\": [[1,-1],[0,0]]}");
  state = ct_state_json (s);
  o = json_node_get_object (state);
  g_assert_true (has_members (o, fields));
  for (guint p = 0; p < 4; p++)
    g_assert_true (has_members (json_array_get_object_element (json_object_get_array_member (o, "players"), p),
                                player_fields));
  g_assert_cmpstr (json_object_get_string_member (o, "phase"), ==, "setup_settlement");
  g_assert_cmpint (json_object_get_int_member (o, "current_player"), ==, 1);
  g_assert_true (json_object_get_null_member (o, "winner"));
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (json_object_get_object_member (o, "board"), "hexes")), ==, 19);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (json_object_get_object_member (o, "board"), "harbors")), ==, 9);
  pieces = json_object_get_object_member (o, "pieces");
  set = json_array_get_object_element (json_object_get_array_member (pieces, "settlements"), 0);
  v = json_object_get_array_member (set, "vertex");
  /* Sorted by q, then r. */
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (v, 0), 0), ==, 0);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (v, 0), 1), ==, -1);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (v, 1), 1), ==, 0);
  g_assert_cmpint (json_array_get_int_element (json_array_get_array_element (v, 2), 0), ==, 1);
  g_assert_cmpint (json_object_get_int_member (set, "owner"), ==, 0);
  g_assert_cmpint (json_array_get_length (json_object_get_array_member (pieces, "roads")), ==, 1);
}

static void
test_setup_round_trip (void)
{
  TslEngine *engine = ct_engine ();

  g_test_summary ("setup_to_json of a generated board, used as an explicit setup, gives the same "
                  "game: same state bytes and same state JSON");
  for (guint seed = 1; seed <= 20; seed++)
    {
      g_autofree CatanState *a = tsl_engine_state_new (engine);
      g_autofree CatanState *b = tsl_engine_state_new (engine);
      g_autoptr(JsonNode) opts = json_from_string ("{\"layout\": \"random\"}", NULL);
      g_autoptr(JsonNode) setup = NULL;
      g_autoptr(JsonNode) ja = NULL;
      g_autoptr(JsonNode) jb = NULL;
      g_autofree char *sa = NULL;
      g_autofree char *sb = NULL;
      g_autoptr(GError) error = NULL;
      guint deserts = 0;

      g_assert_true (tsl_engine_init_state (engine, a, json_node_get_object (opts), 4, seed, NULL, &error));
      setup = tsl_engine_setup_to_json (engine, a);
      g_assert_true (tsl_engine_init_state (engine, b, json_node_get_object (opts), 4, 999, setup, &error));
      g_assert_no_error (error);
      g_assert_true (memcmp (a, b, sizeof *a) == 0);
      ja = tsl_engine_state_to_json (engine, a);
      jb = tsl_engine_state_to_json (engine, b);
      sa = ct_json_string (ja);
      sb = ct_json_string (jb);
      g_assert_cmpstr (sa, ==, sb);

      /* §2.2: standard components, robber on the desert, 9 harbours, 25 cards. */
      for (guint h = 0; h < CATAN_N_LAND; h++)
        {
          deserts += a->terrain[h] == TSL_CATAN_DESERT;
          g_assert_true ((a->terrain[h] == TSL_CATAN_DESERT) == (a->number[h] == 0));
        }
      g_assert_cmpuint (deserts, ==, 1);
      g_assert_cmpint (a->terrain[a->robber], ==, TSL_CATAN_DESERT);
      g_assert_cmpuint (a->n_harbors, ==, 9);
      g_assert_cmpuint (a->dev_deck.len, ==, 25);
      g_assert_cmpuint (tsl_deck_count (&a->dev_deck, TSL_CATAN_KNIGHT), ==, 14);
      g_assert_cmpuint (tsl_deck_count (&a->dev_deck, TSL_CATAN_VICTORY_POINT), ==, 5);
    }
}

static void
test_spiral (void)
{
  TslEngine *engine = ct_engine ();
  static const guint8 letters[18] = { 5, 2, 6, 3, 8, 10, 9, 12, 11, 4, 8, 10, 9, 4, 5, 6, 3, 11 };

  g_test_summary ("§2.2 step 4 / §2.3: number tokens A..R follow a counter-clockwise spiral "
                  "inwards from a corner, skipping the desert");
  for (guint seed = 1; seed <= 30; seed++)
    {
      g_autofree CatanState *s = tsl_engine_state_new (engine);
      g_autoptr(JsonNode) opts = json_from_string ("{\"layout\": \"random\"}", NULL);
      const CatanTopo *t = tsl_catan_topology ();
      gboolean found = FALSE;

      g_assert_true (tsl_engine_init_state (engine, s, json_node_get_object (opts), 4, seed, NULL, NULL));
      for (guint corner = 0; corner < 6 && !found; corner++)
        {
          g_autoptr(GArray) spiral = g_array_new (FALSE, FALSE, sizeof (guint16));
          guint letter = 0;
          gboolean ok = TRUE;

          for (gint r = 2; r >= 0; r--)
            tsl_hex_topology_ring (t->hex, (guint) r, corner, spiral);
          for (guint i = 0; i < spiral->len; i++)
            {
              guint h = g_array_index (spiral, guint16, i);

              if (s->terrain[h] == TSL_CATAN_DESERT)
                continue;
              ok &= s->number[h] == letters[letter++];
            }
          found = ok;
        }
      g_assert_true (found);
    }
}

static void
test_beginner_board (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);
  guint terrains[TSL_CATAN_N_TERRAINS] = { 0, };
  guint numbers[13] = { 0, };
  guint kinds[TSL_CATAN_N_HARBOR_KINDS] = { 0, };
  static const guint expect_numbers[13] = { 0, 0, 1, 2, 2, 2, 2, 0, 2, 2, 2, 2, 1 };

  g_test_summary ("§1, §2.4: the beginners' map has the standard components: forest, pasture, "
                  "fields ×4, hills, mountains ×3, one desert with the robber, the 18 tokens, "
                  "4 generic and 5 special harbours (one per resource) on land–sea paths");
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      terrains[s->terrain[h]]++;
      numbers[s->number[h]]++;
    }
  g_assert_cmpuint (terrains[TSL_CATAN_FOREST], ==, 4);
  g_assert_cmpuint (terrains[TSL_CATAN_PASTURE], ==, 4);
  g_assert_cmpuint (terrains[TSL_CATAN_FIELDS], ==, 4);
  g_assert_cmpuint (terrains[TSL_CATAN_HILLS], ==, 3);
  g_assert_cmpuint (terrains[TSL_CATAN_MOUNTAINS], ==, 3);
  g_assert_cmpuint (terrains[TSL_CATAN_DESERT], ==, 1);
  for (guint n = 2; n <= 12; n++)
    g_assert_cmpuint (numbers[n], ==, expect_numbers[n]);
  g_assert_cmpint (s->robber, ==, ct_hex ("[0,0]"));
  g_assert_cmpint (s->terrain[s->robber], ==, TSL_CATAN_DESERT);
  g_assert_cmpuint (s->n_harbors, ==, 9);
  for (guint i = 0; i < s->n_harbors; i++)
    {
      const CatanTopo *t = tsl_catan_topology ();
      guint e = s->harbor_edge[i];

      kinds[s->harbor_kind[i]]++;
      g_assert_true ((t->edge_hexes[e][0] < CATAN_N_LAND) != (t->edge_hexes[e][1] < CATAN_N_LAND));
    }
  g_assert_cmpuint (kinds[TSL_CATAN_HARBOR_GENERIC], ==, 4);
  for (guint r = 0; r < CATAN_N_RES; r++)
    g_assert_cmpuint (kinds[1 + r], ==, 1);
  /* Row 1 of digest §2.4: Mountains 10, Pasture 2, Forest 9. */
  g_assert_cmpint (s->terrain[ct_hex ("[0,-2]")], ==, TSL_CATAN_MOUNTAINS);
  g_assert_cmpint (s->number[ct_hex ("[1,-2]")], ==, 2);
  g_assert_cmpint (s->number[ct_hex ("[2,-2]")], ==, 9);
}

static void
test_describe (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);
  g_autofree CatanState *before = NULL;
  static const char * const names[] = { "Anna", "Bob", "Cleo", "Dan", NULL };
  static const char * const placements[] = {
    "[[0,-1],[1,-2],[1,-1]]", "[[0,-1],[1,-1]]", "[[1,0],[2,-1],[2,0]]", "[[1,0],[2,0]]",
    "[[-1,1],[0,1],[-1,2]]", "[[-1,1],[0,1]]", "[[-2,0],[-1,0],[-2,1]]", "[[-2,0],[-1,0]]",
    "[[-1,-1],[0,-2],[0,-1]]", "[[-1,-1],[0,-1]]", "[[1,1],[0,2],[0,1]]", "[[0,1],[1,1]]",
    "[[2,-2],[2,-1],[3,-2]]", "[[2,-2],[2,-1]]", "[[-2,1],[-2,2],[-3,2]]", "[[-2,1],[-2,2]]", NULL
  };
  TslMove m;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  g_test_summary ("Log sentences name the players and the production");
  ct_setup_round (s, placements);
  before = g_memdup2 (s, sizeof *s);
  g_assert_true (ct_try (s, "{\"type\": \"roll\", \"dice\": [3, 3]}", &m, &error));
  text = tsl_engine_describe_move (ct_engine (), before, s, &m, names);
  g_assert_cmpstr (text, ==, "Anna rolled 6 (3 + 3). Anna received 1 brick. Cleo received 1 grain. Dan received 1 brick.");
  g_clear_pointer (&text, g_free);
  memcpy (before, s, sizeof *s);
  ct_give (s, 0, TSL_CATAN_WOOD, 1);
  memcpy (before, s, sizeof *s);
  g_assert_true (ct_try (s, "{\"type\": \"build_road\", \"edge\": [[-2,1],[-3,2]]}", &m, &error));
  text = tsl_engine_describe_move (ct_engine (), before, s, &m, names);
  g_assert_cmpstr (text, ==, "Anna built a road.");
  g_clear_pointer (&text, g_free);
  memcpy (before, s, sizeof *s);
  g_assert_true (ct_try (s, "{\"type\": \"end_turn\"}", &m, &error));
  memcpy (before, s, sizeof *s);
  g_assert_true (ct_try (s, "{\"type\": \"roll\", \"dice\": [3, 4]}", &m, &error));
  text = tsl_engine_describe_move (ct_engine (), before, s, &m, names);
  g_assert_cmpstr (text, ==, "Bob rolled 7 (3 + 4): the robber became active.");
  g_clear_pointer (&text, g_free);
  memcpy (before, s, sizeof *s);
  g_assert_true (ct_try (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 0}", &m, &error));
  text = tsl_engine_describe_move (ct_engine (), before, s, &m, names);
  g_assert_cmpstr (text, ==, "Bob moved the robber and stole a card from Anna.");
}

static void
test_redact (void)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = ct_new_beginner (4);
  CatanState view;
  TslRng rng;
  guint differs = 0;

  g_test_summary ("redact(): others' development cards and the deck order become a re-deal of the "
                  "hidden cards; counts, own cards and everything public stay");
  ct_skip_setup (s);
  for (guint i = 0; i < 3; i++)
    {
      gint card[3];

      /* A full deck has these cards; checked so the index is never -1. */
      for (guint k = 0; k < 3; k++)
        {
          card[k] = tsl_deck_draw (&s->dev_deck);
          g_assert_cmpint (card[k], >=, 0);
          g_assert_cmpint (card[k], <, CATAN_N_DEV);
        }
      s->players[1].dev[card[0]]++;
      s->players[2].dev_new[card[1]]++;
      s->players[0].dev[card[2]]++;
    }
  tsl_rng_init (&rng, 5, 5);
  for (guint round = 0; round < 50; round++)
    {
      guint n1 = 0, n2 = 0;

      view = *s;
      tsl_engine_redact (engine, &view, 0, &rng);
      g_assert_true (memcmp (view.players[0].dev, s->players[0].dev, CATAN_N_DEV) == 0);
      g_assert_cmpuint (view.dev_deck.len, ==, s->dev_deck.len);
      for (guint k = 0; k < CATAN_N_DEV; k++)
        {
          n1 += view.players[1].dev[k];
          n2 += view.players[2].dev_new[k];
          g_assert_cmpuint (view.players[1].dev[k] + view.players[2].dev_new[k] + tsl_deck_count (&view.dev_deck, k), ==,
                            s->players[1].dev[k] + s->players[2].dev_new[k] + tsl_deck_count (&s->dev_deck, k));
        }
      g_assert_cmpuint (n1, ==, 3);
      g_assert_cmpuint (n2, ==, 3);
      differs += memcmp (view.players[1].dev, s->players[1].dev, CATAN_N_DEV) != 0;
      g_assert_true (memcmp (view.players[1].res.count, s->players[1].res.count, CATAN_N_RES) == 0);
    }
  g_assert_cmpuint (differs, >, 0);
}

static void
test_undoable (void)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = ct_new_beginner (4);
  TslMove m = { 0, };

  g_test_summary ("Chance and hidden information cannot be undone; plain choices can");
  for (guint type = 0; type < TSL_CATAN_N_ACTIONS; type++)
    {
      gboolean expect = !(type == TSL_CATAN_ROLL || type == TSL_CATAN_BUY_DEV_CARD ||
                          type == TSL_CATAN_MOVE_ROBBER || type == TSL_CATAN_PLAY_KNIGHT ||
                          type == TSL_CATAN_PLAY_MONOPOLY || type == TSL_CATAN_FORCED_TRADE
                          || type == TSL_CATAN_DRAW_RESOURCE || type == TSL_CATAN_FISH_STEAL
                          || type == TSL_CATAN_FISH_DEV_CARD || type == TSL_CATAN_FIGHT_BARBARIANS
                          || type == TSL_CATAN_STEAL_RESOURCE || type == TSL_CATAN_MOVE_WAGON
                          || type == TSL_CATAN_CHASE_BARBARIAN || type == TSL_CATAN_MOVE_BARBARIAN);
      m.type = (guint16) type;
      g_assert_true (tsl_engine_move_is_undoable (engine, s, &m) == expect);
    }
}

static void
test_engine_identity (void)
{
  TslEngine *engine = ct_engine ();
  guint n;
  const TslOptionSpec *specs = tsl_engine_get_options (engine, &n);
  gboolean layout = FALSE, vp = FALSE;
  g_autoptr(GError) error = NULL;
  g_autoptr(TslAi) ai = NULL;

  g_test_summary ("Identity, options (layout, victory_points...), AIs");
  g_assert_cmpstr (tsl_engine_get_id (engine), ==, "catan");
  g_assert_cmpuint (tsl_engine_get_min_players (engine), ==, 2);
  g_assert_cmpuint (tsl_engine_get_max_players (engine), ==, 4);
  for (guint i = 0; i < n; i++)
    {
      layout |= g_strcmp0 (specs[i].key, "layout") == 0;
      vp |= g_strcmp0 (specs[i].key, "victory_points") == 0 && specs[i].default_value == 10;
    }
  g_assert_true (layout && vp);
  ai = tsl_engine_create_ai (engine, "greedy", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tsl_ai_get_kind (ai), ==, "greedy");
  g_assert_null (tsl_engine_create_ai (engine, "genius", &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/json/bad-actions", test_bad_actions);
  g_test_add_func ("/engines/catan/json/bad-dice", test_bad_dice);
  g_test_add_func ("/engines/catan/json/bad-options-setups", test_bad_options_and_setups);
  g_test_add_func ("/engines/catan/json/small-setup", test_small_setup);
  g_test_add_func ("/engines/catan/json/partial-setup", test_partial_setup);
  g_test_add_func ("/engines/catan/json/round-trip", test_round_trip);
  g_test_add_func ("/engines/catan/fuzz", test_fuzz);
  g_test_add_func ("/engines/catan/json/state-shape", test_state_shape);
  g_test_add_func ("/engines/catan/json/setup-round-trip", test_setup_round_trip);
  g_test_add_func ("/engines/catan/board/spiral", test_spiral);
  g_test_add_func ("/engines/catan/board/beginner", test_beginner_board);
  g_test_add_func ("/engines/catan/json/describe", test_describe);
  g_test_add_func ("/engines/catan/redact", test_redact);
  g_test_add_func ("/engines/catan/undoable", test_undoable);
  g_test_add_func ("/engines/catan/identity", test_engine_identity);
  return g_test_run ();
}
