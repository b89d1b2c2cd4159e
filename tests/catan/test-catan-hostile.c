/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hostile-json.h"
#include "tsl-catan.h"
#include "tsl-error.h"
#include "tsl-game.h"

/* Issue 8, items 3, 4 and 7: every member of every action and of the setup
 * replaced by an object, a list, null, a double, an integer that wraps when
 * narrowed, a negative number or a wrong string is refused cleanly: a
 * TSL_ERROR, no GLib critical (the tests run with fatal criticals) and the
 * game unchanged. */

static const char * const actions[] = {
  "{\"player\": 0, \"type\": \"place_settlement\", \"vertex\": [[0,0],[0,-1],[1,-1]]}",
  "{\"player\": 0, \"type\": \"place_road\", \"edge\": [[0,0],[1,-1]]}",
  "{\"player\": 0, \"type\": \"roll\", \"dice\": [3, 4]}",
  "{\"player\": 0, \"type\": \"discard\", \"cards\": {\"wool\": 1, \"ore\": 2}}",
  "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 1, \"stolen\": \"wool\"}",
  "{\"player\": 0, \"type\": \"build_road\", \"edge\": [[0,0],[1,-1]]}",
  "{\"player\": 0, \"type\": \"build_settlement\", \"vertex\": [[0,0],[0,-1],[1,-1]]}",
  "{\"player\": 0, \"type\": \"build_city\", \"vertex\": [[0,0],[0,-1],[1,-1]]}",
  "{\"player\": 0, \"type\": \"buy_dev_card\", \"card\": \"knight\"}",
  "{\"player\": 0, \"type\": \"play_knight\", \"hex\": [0,-1], \"victim\": 2, \"stolen\": \"ore\"}",
  "{\"player\": 0, \"type\": \"play_road_building\", \"edges\": [[[0,0],[1,-1]], [[0,0],[1,0]]]}",
  "{\"player\": 0, \"type\": \"play_year_of_plenty\", \"resources\": {\"wool\": 1, \"ore\": 1}}",
  "{\"player\": 0, \"type\": \"play_monopoly\", \"resource\": \"ore\", \"taken\": {\"1\": 2, \"2\": 0}}",
  "{\"player\": 0, \"type\": \"maritime_trade\", \"give\": {\"wool\": 4}, \"get\": {\"ore\": 1}}",
  "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wool\": 1}, \"get\": {\"ore\": 1}, \"to\": [1, 2]}",
  "{\"player\": 1, \"type\": \"accept_trade\", \"offer\": 3}",
  "{\"player\": 1, \"type\": \"reject_trade\", \"offer\": 3}",
  "{\"player\": 0, \"type\": \"confirm_trade\", \"offer\": 3, \"with\": 1}",
  "{\"player\": 0, \"type\": \"cancel_trade\", \"offer\": 3}",
  "{\"player\": 0, \"type\": \"end_turn\"}",
  "{\"player\": 0, \"type\": \"damage_road\", \"edge\": [[0,0],[1,-1]]}",
  "{\"player\": 0, \"type\": \"repair_road\", \"edge\": [[0,0],[1,-1]]}",
  "{\"player\": 0, \"type\": \"take_resource\", \"resource\": \"ore\"}",
  "{\"player\": 0, \"type\": \"give_resource\", \"resource\": \"ore\", \"to\": 1}",
  "{\"player\": 0, \"type\": \"draw_resource\", \"victim\": 1, \"drawn\": \"wool\"}",
};

/* Two-player Catan's actions and members, in a two-player game. */
static const char * const two_player_actions[] = {
  "{\"player\": 0, \"type\": \"roll\", \"dice\": [3, 4], \"dice2\": [2, 2]}",
  "{\"player\": 0, \"type\": \"build_neutral_settlement\", \"neutral\": \"neutral1\", \"vertex\": [[0,0],[0,-1],[1,-1]]}",
  "{\"player\": 0, \"type\": \"build_neutral_road\", \"neutral\": \"neutral2\", \"edge\": [[0,0],[1,-1]]}",
  "{\"player\": 0, \"type\": \"forced_trade\", \"give\": {\"wool\": 1, \"ore\": 1}, \"taken\": {\"grain\": 2}}",
  "{\"player\": 0, \"type\": \"robber_to_desert\"}",
  "{\"player\": 0, \"type\": \"turn_in_knight\"}",
};

/* The roll of a two-player game with event cards: two cards. */
static const char * const two_player_event_actions[] = {
  "{\"player\": 0, \"type\": \"roll\", \"card\": {\"index\": 18, \"number\": 7, \"event\": \"robber_attack\", \"new_year\": false}, "
  "\"card2\": {\"index\": 22, \"number\": 8, \"event\": null, \"new_year\": false}}",
};

/* Fishermen of Catan's actions and members, in a fishermen game. */
static const char * const fishermen_actions[] = {
  "{\"player\": 0, \"type\": \"roll\", \"dice\": [1, 1], \"fish_drawn\": [1, 0, 3]}",
  "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 1, \"fish_drawn\": [2]}",
  "{\"player\": 0, \"type\": \"fish_robber\", \"paid\": {\"2\": 1}}",
  "{\"player\": 0, \"type\": \"fish_steal\", \"paid\": {\"3\": 1}, \"victim\": 1, \"stolen\": \"ore\"}",
  "{\"player\": 0, \"type\": \"fish_resource\", \"paid\": {\"1\": 1, \"3\": 1}, \"resource\": \"wool\"}",
  "{\"player\": 0, \"type\": \"fish_road\", \"paid\": {\"2\": 1, \"3\": 1}, \"edge\": [[0,0],[1,-1]]}",
  "{\"player\": 0, \"type\": \"fish_dev_card\", \"paid\": {\"1\": 1, \"3\": 2}, \"card\": \"knight\"}",
  "{\"player\": 0, \"type\": \"pass_old_boot\", \"to\": 2}",
};

/* Rivers of Catan's actions and gold members, in a Rivers game. */
static const char * const rivers_actions[] = {
  "{\"player\": 0, \"type\": \"build_bridge\", \"edge\": [[-1,0],[0,-1]]}",
  "{\"player\": 0, \"type\": \"buy_with_gold\", \"resource\": \"ore\"}",
  "{\"player\": 0, \"type\": \"maritime_trade\", \"give\": {\"wool\": 4}, \"get\": {}, \"gold\": 1}",
  "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wool\": 1}, \"get\": {}, \"get_gold\": 2, \"give_gold\": 0, \"to\": [1]}",
};

/* Caravans' vote, in a Caravans game. */
static const char * const caravans_actions[] = {
  "{\"player\": 0, \"type\": \"vote_camel\", \"wool\": 1, \"grain\": 2, \"paths\": [[[1,-1],[1,0]]]}",
};

/* Barbarian Attack's actions and recorded outcomes, in a Barbarian Attack game. */
static const char * const barbarian_attack_actions[] = {
  "{\"player\": 0, \"type\": \"build_settlement\", \"vertex\": [[0,0],[0,1],[1,0]], \"barbarians\": [3, 9, 8]}",
  "{\"player\": 0, \"type\": \"build_city\", \"vertex\": [[0,0],[0,1],[1,0]], \"barbarians\": [3]}",
  "{\"player\": 0, \"type\": \"place_knight\", \"edge\": [[-2,2],[-1,1]], \"from\": [[0,0],[1,0]]}",
  "{\"player\": 0, \"type\": \"move_barbarians\", \"from\": [2,0], \"to\": [0,-2]}",
  "{\"player\": 0, \"type\": \"capture_barbarian\", \"hex\": [2,0]}",
  "{\"player\": 0, \"type\": \"move_knight\", \"from\": [[0,0],[1,0]], \"to\": [[0,0],[0,1]], \"grain\": true}",
  "{\"player\": 0, \"type\": \"fight_barbarians\", \"hex\": [2,0], \"colour\": \"purple\", \"roll_winners\": [1, \"foreign_knight\"]}",
  "{\"player\": 0, \"type\": \"steal_resource\", \"victim\": 1, \"drawn\": \"ore\"}",
};

/* Traders & Barbarians' actions, in a Traders & Barbarians game. */
static const char * const traders_actions[] = {
  "{\"player\": 0, \"type\": \"move_wagon\", \"to\": [[0,-2],[1,-2],[0,-1]], \"commodity\": \"sand\"}",
  "{\"player\": 0, \"type\": \"move_wagon\", \"to\": [2, 0]}",
  "{\"player\": 0, \"type\": \"wagon_grain\"}",
  "{\"player\": 0, \"type\": \"chase_barbarian\", \"path\": [[0,0],[0,-1]], \"die\": 6}",
  "{\"player\": 0, \"type\": \"move_barbarian\", \"from\": [[0,0],[0,-1]], \"to\": [[2,0],[[2,0],[1,0],[2,-1]]], \"stolen\": \"ore\"}",
  "{\"player\": 0, \"type\": \"upgrade_wagon\"}",
  "{\"player\": 0, \"type\": \"build_road\", \"edge\": [[-2,2],[[-2,2],[-1,1],[-2,1]]]}",
};

/* Members whose null means "not given" (an outcome the engine draws, no
 * victim): null there may be accepted. */
static const char * const nullable_action_members[] = {
  "victim", "stolen", "dice", "dice2", "card", "card2", "index", "event", "taken", "drawn", "fish_drawn",
  "gold", "give_gold", "get_gold", "wool", "grain", "paths", "commodity", "die", "barbarians", "from",
  "colour", "hex", NULL,
};
/* Coordinates: -1 may name another place, which the rules then judge. */
static const char * const coordinate_members[] = {
  "vertex", "edge", "hex", "edges", "at", "robber", "paths", "to", "from", "path", "barbarians", NULL,
};

typedef struct
{
  TslGame   *game;
  TslEngine *engine;
  guint      refused;
  guint      n_players;
  JsonObject *options;   /* nullable: the defaults */
} Fixture;

static gboolean
lenient (const char  *path,
         HostileKind  kind,
         const char * const *nullable)
{
  return (kind == HOSTILE_NULL && hostile_path_in (path, nullable)) ||
         (kind == HOSTILE_MINUS_ONE && hostile_path_in (path, coordinate_members));
}

static void
check_action (JsonNode    *variant,
              const char  *path,
              HostileKind  kind,
              gpointer     user_data)
{
  Fixture *f = user_data;
  gsize size = tsl_engine_get_state_size (f->engine);
  g_autofree gpointer before = g_memdup2 (tsl_game_get_state (f->game), size);
  guint n_actions = tsl_game_get_n_actions (f->game);
  g_autoptr(GError) error = NULL;

  if (lenient (path, kind, nullable_action_members))
    {
      /* Only read it: the reading must be clean whatever it means. */
      TslMove move;

      if (!tsl_engine_move_from_json (f->engine, before, json_node_get_object (variant),
                                      &move, &error))
        g_assert_true (error->domain == TSL_ERROR);
      return;
    }
  if (tsl_game_apply_json (f->game, json_node_get_object (variant), &error))
    g_error ("%s = %s was accepted in %s", path, hostile_kind_text (kind),
             json_to_string (variant, FALSE));
  /* Reading fails before the rules are asked, except where -1 still
   * names a place. */
  if (kind == HOSTILE_MINUS_ONE && hostile_path_in (path, coordinate_members))
    g_assert_true (error->domain == TSL_ERROR);
  else if (!g_error_matches (error, TSL_ERROR, TSL_ERROR_PARSE))
    g_error ("%s = %s: expected a parse error, got “%s”", path, hostile_kind_text (kind),
             error->message);
  g_assert_cmpuint (tsl_game_get_n_actions (f->game), ==, n_actions);
  g_assert_true (memcmp (before, tsl_game_get_state (f->game), size) == 0);
  f->refused++;
}

static guint
hostile_actions (guint               n_players,
                 const char         *options_json,
                 const char * const *list,
                 guint               n)
{
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) options = options_json != NULL ? json_from_string (options_json, NULL) : NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, options != NULL ? json_node_get_object (options) : NULL,
                                          n_players, 7, NULL, &error);
  Fixture f = { game, engine, 0 };

  g_assert_no_error (error);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(JsonNode) node = json_from_string (list[i], NULL);
      TslMove move;

      /* The base action is well-formed. */
      if (!tsl_engine_move_from_json (engine, tsl_game_get_state (game),
                                      json_node_get_object (node), &move, &error))
        g_error ("%s: %s", list[i], error->message);
      hostile_for_each (list[i], check_action, &f);
      /* A member the action does not have is refused, not ignored. */
      json_object_set_int_member (json_node_get_object (node), "comment", 1);
      g_assert_false (tsl_engine_move_from_json (engine, tsl_game_get_state (game),
                                                 json_node_get_object (node), &move, &error));
      g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
      g_assert_nonnull (strstr (error->message, "“comment” is not a member of this action"));
      g_clear_error (&error);
      f.refused++;
    }
  return f.refused;
}

static void
assert_read_refused (guint       n_players,
                     const char *options_json,
                     const char *action,
                     const char *message)
{
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) options = options_json != NULL ? json_from_string (options_json, NULL) : NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, options != NULL ? json_node_get_object (options) : NULL,
                                          n_players, 7, NULL, &error);
  g_autoptr(JsonNode) node = json_from_string (action, NULL);
  TslMove move;

  g_assert_no_error (error);
  g_assert_false (tsl_engine_move_from_json (engine, tsl_game_get_state (game),
                                             json_node_get_object (node), &move, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  if (strstr (error->message, message) == NULL)
    g_error ("%s: “%s” does not say “%s”", action, error->message, message);
}

static void
test_exact_members (void)
{
  g_test_summary ("An action means what it says: members that do not apply in this game, "
                  "misspelt members and seats listed twice are refused");
  /* Seed 002, Catan Events: one card a turn, the second only with two players. */
  assert_read_refused (3, "{\"event_cards\": true}",
                       "{\"player\": 0, \"type\": \"roll\", \"card\": {\"number\": 8, \"event\": null}, "
                       "\"card2\": {\"number\": 6}}",
                       "“card2” is not a member of this action in this game");
  assert_read_refused (4, NULL, "{\"player\": 0, \"type\": \"roll\", \"dice\": [3, 4], \"dice2\": [1, 1]}",
                       "“dice2”");
  assert_read_refused (4, NULL, "{\"player\": 0, \"type\": \"move_robber\", \"hex\": [0,-1], \"victm\": 1}",
                       "“victm” is not a member");
  assert_read_refused (4, NULL, "{\"player\": 0, \"type\": \"end_turn\", \"to\": [1]}", "“to”");
  assert_read_refused (4, NULL,
                       "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wool\": 1}, "
                       "\"get\": {\"ore\": 1}, \"to\": [1, 2, 1]}",
                       "“to” lists the same seat twice");
  assert_read_refused (3, "{\"scenario\": \"barbarian_attack\"}",
                       "{\"player\": 0, \"type\": \"fight_barbarians\", \"hex\": [2,0], "
                       "\"colour\": \"purple\", \"roll_winners\": [1, \"foreign_knight\", 1]}",
                       "“roll_winners” lists the same seat twice");
}

static void
test_hostile_actions (void)
{
  guint refused;

  g_test_summary ("Every member of every action type, made hostile, is refused cleanly");
  refused = hostile_actions (4, NULL, actions, G_N_ELEMENTS (actions));
  g_test_message ("%u hostile actions refused", refused);
  g_assert_cmpuint (refused, >, 1000);
  refused = hostile_actions (2, NULL, two_player_actions, G_N_ELEMENTS (two_player_actions));
  g_test_message ("%u hostile two-player actions refused", refused);
  g_assert_cmpuint (refused, >, 200);
  refused = hostile_actions (2, "{\"event_cards\": true}", two_player_event_actions,
                             G_N_ELEMENTS (two_player_event_actions));
  g_test_message ("%u hostile two-player event-card rolls refused", refused);
  g_assert_cmpuint (refused, >, 20);
  refused = hostile_actions (4, "{\"scenario\": \"fishermen\"}", fishermen_actions,
                             G_N_ELEMENTS (fishermen_actions));
  g_test_message ("%u hostile Fishermen of Catan actions refused", refused);
  g_assert_cmpuint (refused, >, 200);
  refused = hostile_actions (3, "{\"scenario\": \"rivers\"}", rivers_actions, G_N_ELEMENTS (rivers_actions));
  g_test_message ("%u hostile Rivers of Catan actions refused", refused);
  g_assert_cmpuint (refused, >, 100);
  refused = hostile_actions (3, "{\"scenario\": \"caravans\"}", caravans_actions, G_N_ELEMENTS (caravans_actions));
  g_test_message ("%u hostile Caravans actions refused", refused);
  g_assert_cmpuint (refused, >, 30);
  refused = hostile_actions (3, "{\"scenario\": \"barbarian_attack\"}", barbarian_attack_actions,
                             G_N_ELEMENTS (barbarian_attack_actions));
  g_test_message ("%u hostile Barbarian Attack actions refused", refused);
  g_assert_cmpuint (refused, >, 200);
  refused = hostile_actions (3, "{\"scenario\": \"traders_barbarians\"}", traders_actions,
                             G_N_ELEMENTS (traders_actions));
  g_test_message ("%u hostile Traders & Barbarians actions refused", refused);
  g_assert_cmpuint (refused, >, 100);
}

static const char * const nullable_setup_members[] = {
  "hexes", "harbors", "robber", "dev_deck", "neutrals", "fishing_grounds", "caravan_starts", "traders",
  "barbarians", "commodities", NULL,
};

static void
check_setup (JsonNode    *variant,
             const char  *path,
             HostileKind  kind,
             gpointer     user_data)
{
  Fixture *f = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (f->engine, f->options, f->n_players, 7, variant, &error);
  /* "number": null is a hex without a number (the desert's); -1 in a
   * coordinate may name another place, or the same. */
  gboolean number_null = kind == HOSTILE_NULL && g_str_has_suffix (path, ".number");
  gboolean coordinate = kind == HOSTILE_MINUS_ONE &&
                        (strstr (path, ".at[") != NULL || strstr (path, ".edge[") != NULL ||
                         g_str_has_prefix (path, "robber[") || g_str_has_prefix (path, "neutrals[") ||
                         g_str_has_prefix (path, "rivers[") || g_str_has_prefix (path, "bridge_sites[") ||
                         g_str_has_prefix (path, "caravan_starts[") ||
                         g_str_has_prefix (path, "traders.barbarians["));

  if (lenient (path, kind, nullable_setup_members) || number_null || coordinate)
    {
      if (game == NULL)
        g_assert_true (error->domain == TSL_ERROR);
      return;
    }
  if (game != NULL)
    g_error ("setup %s = %s was accepted", path, hostile_kind_text (kind));
  g_assert_true (error->domain == TSL_ERROR);
  f->refused++;
}

/* The scenarios' setups: what each adds to the board must be in it (and
 * is then made hostile with the rest). */
typedef struct
{
  const char *options;
  guint       n_players;
  const char *members[2];
} ScenarioSetup;

static const ScenarioSetup scenario_setups[] = {
  { "{\"scenario\": \"fishermen\"}", 4, { "fishing_grounds" } },   /* the lake, the grounds */
  { "{\"scenario\": \"rivers\"}", 3, { "bridge_sites" } },         /* rivers, bridge sites */
  { "{\"scenario\": \"caravans\"}", 3, { "caravan_starts" } },     /* the oasis, start paths */
  { "{\"scenario\": \"barbarian_attack\"}", 3, { "castle", "knighthood" } },  /* castle, own deck */
  { "{\"scenario\": \"traders_barbarians\"}", 3, { "commodities" } },  /* destinations, decks */
};

static void
test_hostile_setup (void)
{
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();

  g_test_summary ("Every member of the setup, made hostile, is refused cleanly; in a two-player "
                  "game the neutral players' settlements too");
  for (guint n_players = 4; n_players >= 2; n_players -= 2)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(TslGame) game = tsl_game_new (engine, NULL, n_players, 7, NULL, &error);
      g_autofree char *setup = NULL;
      Fixture f = { NULL, engine, 0 };

      g_assert_no_error (error);
      f.n_players = n_players;
      setup = json_to_string (tsl_game_get_setup (game), FALSE);
      hostile_for_each (setup, check_setup, &f);
      g_test_message ("%u hostile setups refused for %u players", f.refused, n_players);
      g_assert_cmpuint (f.refused, >, 1000);
    }
  for (guint i = 0; i < G_N_ELEMENTS (scenario_setups); i++)
    {
      const ScenarioSetup *sc = &scenario_setups[i];
      g_autoptr(JsonNode) options = json_from_string (sc->options, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(TslGame) game = tsl_game_new (engine, json_node_get_object (options), sc->n_players, 7,
                                              NULL, &error);
      g_autofree char *setup = NULL;
      Fixture f = { NULL, engine, 0, sc->n_players, json_node_get_object (options) };

      g_assert_no_error (error);
      setup = json_to_string (tsl_game_get_setup (game), FALSE);
      for (guint k = 0; k < G_N_ELEMENTS (sc->members) && sc->members[k] != NULL; k++)
        g_assert_nonnull (strstr (setup, sc->members[k]));
      hostile_for_each (setup, check_setup, &f);
      g_test_message ("%u hostile %s setups refused", f.refused, sc->options);
      g_assert_cmpuint (f.refused, >, 1000);
    }
}

static void
test_monopoly_keys (void)
{
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, NULL, 4, 7, NULL, &error);
  const char *bad[] = { "01", "+1", " 1", "1 ", "1x", "-0", "-1", "4", "", "1e0", "0x1",
                        "99999999999999999999" };

  g_test_summary ("A monopoly's “taken” is keyed by seats written as the engine writes them");
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autofree char *json = g_strdup_printf ("{\"player\": 0, \"type\": \"play_monopoly\", "
                                               "\"resource\": \"ore\", \"taken\": {\"%s\": 1}}",
                                               bad[i]);
      g_autoptr(JsonNode) node = json_from_string (json, NULL);
      g_autoptr(GError) local = NULL;

      if (tsl_game_apply_json (game, json_node_get_object (node), &local))
        g_error ("%s was accepted", json);
      if (!g_error_matches (local, TSL_ERROR, TSL_ERROR_PARSE) || strstr (local->message, "taken") == NULL)
        g_error ("%s: expected a parse error about “taken”, got “%s”", json, local->message);
    }
  for (guint seat = 1; seat < 4; seat++)
    {
      g_autofree char *json = g_strdup_printf ("{\"player\": 0, \"type\": \"play_monopoly\", "
                                               "\"resource\": \"ore\", \"taken\": {\"%u\": 1}}",
                                               seat);
      g_autoptr(JsonNode) node = json_from_string (json, NULL);
      TslMove move;

      g_assert_true (tsl_engine_move_from_json (engine, tsl_game_get_state (game),
                                                json_node_get_object (node), &move, NULL));
      g_assert_cmpuint (move.count[seat], ==, 1);
    }
}

static void
test_hostile_options (void)
{
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();

  g_test_summary ("Every option, made hostile, is refused cleanly");
  hostile_check_options (engine, 4, 7);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/catan/hostile/actions", test_hostile_actions);
  g_test_add_func ("/engines/catan/hostile/exact-members", test_exact_members);
  g_test_add_func ("/engines/catan/hostile/setup", test_hostile_setup);
  g_test_add_func ("/engines/catan/hostile/monopoly-keys", test_monopoly_keys);
  g_test_add_func ("/engines/catan/hostile/options", test_hostile_options);
  return g_test_run ();
}
