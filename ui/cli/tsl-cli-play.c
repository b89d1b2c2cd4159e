/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-cli.h"
#include "tsl-error.h"
#include "tsl-self-play.h"

/* play: whole games between computer players on the engines' native path
 * (tsl_self_play), one JSON line per game and a summary line. */

#define DEFAULT_SEED 1

/* One computer player per seat: from one KIND for every seat, or one per seat. */
static gboolean
create_ais (TslEngine *engine,
            const char *ai_text,
            guint      n_players,
            TslAi    **ais,
            char     **kinds,
            GError   **error)
{
  g_auto(GStrv) parts = g_strsplit (ai_text, ",", -1);
  guint n = g_strv_length (parts);

  if (n != 1 && n != n_players)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   _("Give one computer player for every seat or one per seat (%u), not %u"),
                   n_players, n);
      return FALSE;
    }
  for (guint s = 0; s < n_players; s++)
    {
      const char *kind = g_strstrip (parts[n == 1 ? 0 : s]);

      ais[s] = tsl_engine_create_ai (engine, kind, error);
      if (ais[s] == NULL)
        return FALSE;
      kinds[s] = g_strdup (kind);
    }
  return TRUE;
}

static JsonNode *
winner_node (guint32 winners)
{
  JsonNode *node;
  guint n = (guint) __builtin_popcount (winners);

  if (n == 0)
    return json_node_new (JSON_NODE_NULL);
  if (n == 1)
    {
      node = json_node_new (JSON_NODE_VALUE);
      json_node_set_int (node, __builtin_ctz (winners));
      return node;
    }
  {
    JsonArray *array = json_array_new ();

    for (guint s = 0; s < 32; s++)
      if (winners & (1u << s))
        json_array_add_int_element (array, s);
    node = json_node_new (JSON_NODE_ARRAY);
    json_node_take_array (node, array);
    return node;
  }
}

static void
print_game_line (guint                    k,
                 guint64                  seed,
                 guint                    n_players,
                 const TslSelfPlayResult *result)
{
  g_autoptr(JsonObject) line = json_object_new ();
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  JsonArray *scores = json_array_new ();
  JsonArray *winners = json_array_new ();

  for (guint s = 0; s < n_players; s++)
    {
      json_array_add_int_element (scores, result->scores[s]);
      if (result->winners & (1u << s))
        json_array_add_int_element (winners, s);
    }
  json_object_set_int_member (line, "game", k);
  json_object_set_int_member (line, "seed", (gint64) seed);
  json_object_set_member (line, "winner", winner_node (result->winners));
  json_object_set_array_member (line, "winners", winners);
  json_object_set_array_member (line, "scores", scores);
  json_object_set_int_member (line, "turns", result->turns);
  json_object_set_int_member (line, "actions", result->n_actions);
  json_object_set_boolean_member (line, "finished", result->finished);
  json_node_set_object (root, line);
  _tsl_cli_print (root, FALSE);
}

/* Turns a self-played game into a game file: the moves carry their
 * outcomes, so applying them through TslGame reproduces the game. */
static gboolean
save_game (TslEngine  *engine,
           JsonObject *options,
           guint       n_players,
           guint64     seed,
           char      **kinds,
           GArray     *moves,
           const char *path,
           GError    **error)
{
  g_autoptr(TslGame) game = tsl_game_new (engine, options, n_players, seed, NULL, error);

  if (game == NULL)
    return FALSE;
  for (guint s = 0; s < n_players; s++)
    {
      g_autofree char *controller = g_strconcat ("ai:", kinds[s], NULL);
      tsl_game_set_seat (game, s, NULL, NULL, controller);
    }
  for (guint i = 0; i < moves->len; i++)
    if (!tsl_game_apply_move (game, &g_array_index (moves, TslMove, i), error))
      return FALSE;
  return tsl_game_save (game, path, error);
}

int
_tsl_cli_play (int    argc,
               char **argv)
{
  g_autofree char *game_id = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ai_text = NULL;
  g_autofree char *save_path = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *games_text = NULL;
  g_auto(GStrv) option_texts = NULL;
  guint n_players = 0;
  guint n_games = 1;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id,
      N_("The game (see “tessella-cli games”)"),
      N_("ID") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text,
      N_("How many players (default: as many as the game allows, at most 4)"),
      N_("N") },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_text,
      N_("Computer player for every seat, or one per seat"),
      N_("KIND[,KIND…]") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the first game; game k uses S+k (default: 1)"),
      N_("S") },
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games_text,
      N_("How many games (default: 1)"),
      N_("G") },
    { "save", 0, 0, G_OPTION_ARG_FILENAME, &save_path,
      N_("Write the last game as a game file"),
      N_("FILE") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_texts,
      N_("Set a game option; may be repeated"),
      N_("KEY=VALUE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(GArray) moves = NULL;
  g_autoptr(JsonObject) summary = json_object_new ();
  g_autoptr(JsonNode) summary_node = json_node_new (JSON_NODE_OBJECT);
  TslAi *ais[TSL_MAX_PLAYERS] = { NULL, };
  char *kinds[TSL_MAX_PLAYERS] = { NULL, };
  guint wins[TSL_MAX_PLAYERS] = { 0, };
  JsonArray *wins_array;
  TslEngine *engine;
  guint64 seed = DEFAULT_SEED;
  guint64 total_turns = 0, total_actions = 0;
  gint64 elapsed = 0;
  guint unfinished = 0;
  double seconds;
  int status = TSL_CLI_OK;

  g_option_context_set_summary (context, _("Plays whole games between computer players on the "
                                           "engine's native path and prints one JSON line per "
                                           "game, then a summary line with wins and speed."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Unexpected argument “%s”"), argv[1]);

  engine = _tsl_cli_lookup_game (game_id, &error);
  if (engine == NULL)
    return _tsl_cli_fail_error (error);
  if (seed_text != NULL && !_tsl_cli_parse_seed (seed_text, &seed, &error))
    return _tsl_cli_fail_error (error);
  if (!_tsl_cli_parse_games (games_text, seed, &n_games, &error)
      || !_tsl_cli_parse_players (engine, players_text, &n_players, &error))
    return _tsl_cli_fail_error (error);

  options = _tsl_cli_table_options (engine, option_texts, n_players, seed, &error);
  if (options == NULL)
    return _tsl_cli_fail_error (error);

  if (!create_ais (engine, ai_text != NULL ? ai_text : "random", n_players, ais, kinds,
                   &error))
    {
      status = _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
      goto out;
    }

  for (guint k = 0; k < n_games; k++)
    {
      TslSelfPlayResult result;
      guint64 game_seed = seed + k;
      gboolean last = k + 1 == n_games;
      gint64 start;

      if (save_path != NULL && last)
        moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
      start = g_get_monotonic_time ();
      if (!tsl_self_play (engine, options, n_players, ais, game_seed, &result, moves, &error))
        {
          g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, game_seed);

          status = _tsl_cli_fail (TSL_CLI_FAILED, _("Game %u (seed %s): %s"),
                                  k, seed_str, error->message);
          goto out;
        }
      elapsed += g_get_monotonic_time () - start;

      print_game_line (k, game_seed, n_players, &result);
      total_turns += result.turns;
      total_actions += result.n_actions;
      unfinished += !result.finished;
      for (guint s = 0; s < n_players; s++)
        wins[s] += (result.winners >> s) & 1;

      if (save_path != NULL && last
          && !save_game (engine, options, n_players, game_seed, kinds, moves, save_path,
                         &error))
        {
          status = _tsl_cli_fail (TSL_CLI_FAILED, "%s", error->message);
          goto out;
        }
    }

  seconds = elapsed / (double) G_USEC_PER_SEC;
  wins_array = json_array_new ();
  for (guint s = 0; s < n_players; s++)
    json_array_add_int_element (wins_array, wins[s]);
  json_object_set_int_member (summary, "games", n_games);
  json_object_set_array_member (summary, "wins", wins_array);
  json_object_set_int_member (summary, "unfinished", unfinished);
  json_object_set_double_member (summary, "mean_turns", (double) total_turns / n_games);
  json_object_set_double_member (summary, "mean_actions", (double) total_actions / n_games);
  json_object_set_double_member (summary, "seconds", seconds);
  json_object_set_double_member (summary, "games_per_second",
                                 seconds > 0 ? n_games / seconds : 0.0);
  json_object_set_double_member (summary, "ns_per_action",
                                 total_actions > 0 ? elapsed * 1000.0 / total_actions : 0.0);
  json_node_set_object (summary_node, summary);
  _tsl_cli_print (summary_node, FALSE);

out:
  for (guint s = 0; s < TSL_MAX_PLAYERS; s++)
    {
      g_clear_object (&ais[s]);
      g_free (kinds[s]);
    }
  return status;
}
