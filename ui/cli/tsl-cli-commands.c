/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "tsl-cli.h"
#include "tsl-error.h"
#include "tsl-registry.h"
#include "tsl-start-player.h"

/* games, new, replay, legal, log and suggest: the commands that read or
 * write one game file. */

int
_tsl_cli_games (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GPtrArray) engines = NULL;
  g_autoptr(JsonArray) list = json_array_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);
  int status;

  g_option_context_set_summary (context, _("Prints the games as a JSON list: id, name, player "
                                           "counts, computer players and options with defaults."));
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Unexpected argument “%s”"), argv[1]);

  engines = tsl_registry_list ();
  for (guint i = 0; i < engines->len; i++)
    {
      TslEngine *engine = engines->pdata[i];
      JsonObject *game = json_object_new ();
      JsonArray *kinds = json_array_new ();
      JsonArray *colors = json_array_new ();
      const char * const *strv;
      const TslOptionSpec *specs;
      guint n_specs = 0;

      json_object_set_string_member (game, "id", tsl_engine_get_id (engine));
      json_object_set_string_member (game, "name", tsl_engine_get_name (engine));
      json_object_set_string_member (game, "description", tsl_engine_get_description (engine));
      json_object_set_int_member (game, "min_players", tsl_engine_get_min_players (engine));
      json_object_set_int_member (game, "max_players", tsl_engine_get_max_players (engine));
      strv = tsl_engine_get_colors (engine);
      for (guint k = 0; strv != NULL && strv[k] != NULL; k++)
        json_array_add_string_element (colors, strv[k]);
      json_object_set_array_member (game, "colors", colors);
      strv = tsl_engine_get_ai_kinds (engine);
      for (guint k = 0; strv != NULL && strv[k] != NULL; k++)
        json_array_add_string_element (kinds, strv[k]);
      json_object_set_array_member (game, "ai_kinds", kinds);
      specs = tsl_engine_get_options (engine, &n_specs);
      json_object_set_member (game, "options", tsl_options_describe (specs, n_specs));
      json_array_add_object_element (list, game);
    }
  json_node_set_array (root, list);
  _tsl_cli_print (root, TRUE);
  return TSL_CLI_OK;
}

int
_tsl_cli_new (int    argc,
              char **argv)
{
  g_autofree char *game_id = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *players_text = NULL;
  g_auto(GStrv) option_texts = NULL;
  guint n_players = 0;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id,
      N_("The game (see “tessella-cli games”)"),
      N_("ID") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text,
      N_("How many players (default: as many as the game allows, at most 4)"),
      N_("N") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the board and of every random outcome (default: random)"),
      N_("S") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_texts,
      N_("Set a game option; may be repeated"),
      N_("KEY=VALUE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autoptr(JsonNode) file = NULL;
  TslEngine *engine;
  guint64 seed;
  TslStartRoll roll;
  g_autofree char **names = NULL;
  g_autofree char **colors = NULL;
  int status;

  g_option_context_set_summary (context, _("Prints a new game file with an explicit setup. Who "
                                           "starts is rolled for with the dice, as the rulebooks "
                                           "say: seat 0 is the start player."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Unexpected argument “%s”"), argv[1]);

  engine = _tsl_cli_lookup_game (game_id, &error);
  if (engine == NULL)
    return _tsl_cli_fail_error (error);
  if (seed_text == NULL)
    seed = ((guint64) g_random_int () << 31) ^ g_random_int ();
  else if (!_tsl_cli_parse_seed (seed_text, &seed, &error))
    return _tsl_cli_fail_error (error);
  if (!_tsl_cli_parse_players (engine, players_text, &n_players, &error))
    return _tsl_cli_fail_error (error);
  options = _tsl_cli_parse_options (engine, option_texts, &error);
  if (options == NULL)
    return _tsl_cli_fail_error (error);

  game = tsl_game_new (engine, options, n_players, seed, NULL, &error);
  if (game == NULL)
    return _tsl_cli_fail_error (error);

  /* Seats go clockwise from the winner of the roll, each player keeping
   * their name and colour, so the file records who won it. */
  tsl_start_player_roll (seed, n_players, &roll);
  names = g_new0 (char *, n_players);
  colors = g_new0 (char *, n_players);
  for (guint s = 0; s < n_players; s++)
    {
      names[s] = g_strdup (tsl_game_get_seat_name (game, (guint) s));
      colors[s] = g_strdup (tsl_game_get_seat_color (game, (guint) s));
    }
  for (guint s = 0; s < n_players; s++)
    {
      guint from = (roll.start + s) % n_players;
      tsl_game_set_seat (game, s, names[from], colors[from], NULL);
    }
  for (guint s = 0; s < n_players; s++)
    {
      g_free (names[s]);
      g_free (colors[s]);
    }

  file = tsl_game_to_json (game);
  _tsl_cli_print (file, TRUE);
  return TSL_CLI_OK;
}

/* Parses the options of replay, legal and suggest and opens FILE. */
static TslGame *
open_file_command (GOptionContext *context,
                   int             argc,
                   char          **argv,
                   int            *status)
{
  if (!_tsl_cli_parse (context, &argc, &argv, status))
    return NULL;
  if (argc != 2)
    {
      *status = _tsl_cli_fail (TSL_CLI_BAD_INPUT,
                               argc < 2 ? _("Give one game file, or “-” for standard input")
                                        : _("Give only one game file"));
      return NULL;
    }
  return _tsl_cli_open_game (argv[1], status);
}

int
_tsl_cli_replay (int    argc,
                 char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(TslGame) game = NULL;
  g_autoptr(JsonNode) state = NULL;
  int status;

  g_option_context_set_summary (context, _("Applies the actions of FILE (“-” for standard input) "
                                           "and prints the resulting state as JSON. At an illegal "
                                           "action it stops, prints the state before it and exits "
                                           "with 3."));
  game = open_file_command (context, argc, argv, &status);
  if (game == NULL)
    return status;
  state = tsl_game_get_state_json (game);
  _tsl_cli_print (state, TRUE);
  return status;
}

int
_tsl_cli_legal (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(TslGame) game = NULL;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
  int status;

  g_option_context_set_summary (context, _("Prints the legal actions of whoever must act next, "
                                           "as action objects that can be appended to FILE; an "
                                           "empty list once the game is over."));
  game = open_file_command (context, argc, argv, &status);
  if (game == NULL)
    return status;
  json_node_take_array (node, tsl_game_legal_actions_json (game));
  _tsl_cli_print (node, TRUE);
  return status;
}

int
_tsl_cli_log (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(TslGame) game = NULL;
  g_auto(GStrv) log = NULL;
  int status;

  g_option_context_set_summary (context, _("Prints the game log of FILE, one entry per line, "
                                           "oldest first, in the user’s language: the sentences "
                                           "the application’s log shows. At an illegal action it "
                                           "prints the entries before it and exits with 3."));
  game = open_file_command (context, argc, argv, &status);
  if (game == NULL)
    return status;
  log = tsl_game_dup_log (game);
  for (guint i = 0; log[i] != NULL; i++)
    printf ("%s\n", log[i]);
  return status;
}

static const char *
strongest_ai (TslEngine *engine)
{
  const char * const *kinds = tsl_engine_get_ai_kinds (engine);
  guint n = kinds != NULL ? g_strv_length ((char **) kinds) : 0;

  return n > 0 ? kinds[n - 1] : "random";
}

int
_tsl_cli_suggest (int    argc,
                  char **argv)
{
  g_autofree char *kind = NULL;
  gboolean explain = FALSE;
  GOptionEntry entries[] = {
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &kind,
      N_("The computer player to ask (default: the game’s strongest)"),
      N_("KIND") },
    { "explain", 'e', 0, G_OPTION_ARG_NONE, &explain,
      N_("Then print, on a line of its own, the sentence the application’s hint shows"),
      NULL },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (_("FILE"));
  g_autoptr(TslGame) game = NULL;
  g_autoptr(TslAi) ai = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autofree char *hint = NULL;
  TslEngine *engine;
  TslMove move;
  int status;

  g_option_context_set_summary (context, _("Prints, as one action object, what the computer "
                                           "player would do next for whoever must act. It sees "
                                           "only what that seat may see. Prints null once the "
                                           "game is over."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  game = open_file_command (context, argc, argv, &status);
  if (game == NULL)
    return status;

  engine = tsl_game_get_engine (game);
  ai = tsl_engine_create_ai (engine, kind != NULL ? kind : strongest_ai (engine), &error);
  if (ai == NULL)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);

  node = json_node_new (JSON_NODE_NULL);
  if (tsl_game_get_actor (game) >= 0)
    {
      JsonObject *action;

      if (!tsl_game_suggest (game, ai, &move, &error))
        return _tsl_cli_fail (TSL_CLI_FAILED, "%s", error->message);
      action = tsl_engine_move_to_json (engine, tsl_game_get_state (game), &move);
      json_object_set_int_member (action, "player", move.player);
      json_node_init_object (node, action);
      json_object_unref (action);
      if (explain)
        hint = tsl_game_describe_hint (game, &move);
    }
  _tsl_cli_print (node, FALSE);
  if (explain)
    printf ("%s\n", hint != NULL ? hint : _("The game is over."));
  return status;
}
