/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-cli.h"
#include "tsl-error.h"
#include "tsl-self-play.h"

/* match: one computer player against a table of another, seats rotated,
 * for an honest measure of strength: the games come in rounds of one deal
 * (one seed) per seat count, the player in each seat once, so no seat and
 * no deal favours it.  It prints one JSON line per game, then the wins
 * with a 95 % interval and the decision times of both kinds. */

#define DEFAULT_SEED 1

static int
compare_times (gconstpointer a,
               gconstpointer b)
{
  gint64 x = *(const gint64 *) a, y = *(const gint64 *) b;

  return (x > y) - (x < y);
}

/* The decision times of one kind: how many, the median, the 90th
 * percentile and the longest, in microseconds. */
static JsonNode *
times_node (GArray *times)
{
  g_autoptr(JsonObject) o = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  guint n = times->len;

  g_array_sort (times, compare_times);
  json_object_set_int_member (o, "decisions", n);
  json_object_set_int_member (o, "median_us", n > 0 ? g_array_index (times, gint64, n / 2) : 0);
  json_object_set_int_member (o, "p90_us", n > 0 ? g_array_index (times, gint64, (n * 9) / 10) : 0);
  json_object_set_int_member (o, "max_us", n > 0 ? g_array_index (times, gint64, n - 1) : 0);
  json_node_set_object (node, o);
  return node;
}

static void
print_game_line (guint                    k,
                 guint64                  seed,
                 guint                    seat,
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
  json_object_set_int_member (line, "seat", seat);
  json_object_set_boolean_member (line, "won", (result->winners >> seat) & 1);
  json_object_set_array_member (line, "winners", winners);
  json_object_set_array_member (line, "scores", scores);
  json_object_set_boolean_member (line, "finished", result->finished);
  json_node_set_object (root, line);
  _tsl_cli_print (root, FALSE);
}

int
_tsl_cli_match (int    argc,
                char **argv)
{
  g_autofree char *game_id = NULL;
  g_autofree char *seed_text = NULL;
  g_autofree char *ai_kind = NULL;
  g_autofree char *against_kind = NULL;
  g_autofree char *players_text = NULL;
  g_autofree char *games_text = NULL;
  g_auto(GStrv) option_texts = NULL;
  GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, &game_id,
      N_("The game (see “tessella-cli games”)"),
      N_("ID") },
    { "players", 'p', 0, G_OPTION_ARG_STRING, &players_text,
      N_("How many players (default: as many as the game allows, at most 4)"),
      N_("N") },
    { "ai", 'a', 0, G_OPTION_ARG_STRING, &ai_kind,
      N_("The computer player measured, in one seat of every game"),
      N_("KIND") },
    { "against", 0, 0, G_OPTION_ARG_STRING, &against_kind,
      N_("The computer player in every other seat"),
      N_("KIND") },
    { "seed", 's', 0, G_OPTION_ARG_STRING, &seed_text,
      N_("Seed of the first deal; deal r uses S+r (default: 1)"),
      N_("S") },
    { "games", 'n', 0, G_OPTION_ARG_STRING, &games_text,
      N_("How many games (default: one for each seat)"),
      N_("G") },
    { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &option_texts,
      N_("Set a game option; may be repeated"),
      N_("KEY=VALUE") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = g_option_context_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonObject) summary = json_object_new ();
  g_autoptr(JsonNode) summary_node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(GArray) ai_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GArray) against_times = g_array_new (FALSE, FALSE, sizeof (gint64));
  TslAi *measured[TSL_MAX_PLAYERS] = { NULL, };
  TslAi *others[TSL_MAX_PLAYERS] = { NULL, };
  JsonArray *interval;
  JsonObject *times;
  guint n_players = 0, n_games = 0, wins = 0, unfinished = 0;
  TslEngine *engine;
  guint64 seed = DEFAULT_SEED;
  double low, high;
  int status = TSL_CLI_OK;

  g_option_context_set_summary (context, _("Plays one computer player against a table of another, "
                                           "in every seat in turn on the same deals, and prints one "
                                           "JSON line per game, then its wins with a 95 per cent "
                                           "confidence interval and both players’ decision times."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!_tsl_cli_parse (context, &argc, &argv, &status))
    return status;
  if (argc > 1)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Unexpected argument “%s”"), argv[1]);
  if (ai_kind == NULL || against_kind == NULL)
    return _tsl_cli_fail (TSL_CLI_BAD_INPUT, _("Name both computer players: --ai and --against"));

  engine = _tsl_cli_lookup_game (game_id, &error);
  if (engine == NULL)
    return _tsl_cli_fail_error (error);
  if (seed_text != NULL && !_tsl_cli_parse_seed (seed_text, &seed, &error))
    return _tsl_cli_fail_error (error);
  if (!_tsl_cli_parse_players (engine, players_text, &n_players, &error))
    return _tsl_cli_fail_error (error);
  if (games_text == NULL)
    n_games = n_players;
  /* Deal r uses seed S+r; a round of n_players games shares one deal. */
  else if (!_tsl_cli_parse_games (games_text, seed, &n_games, &error))
    return _tsl_cli_fail_error (error);

  options = _tsl_cli_table_options (engine, option_texts, n_players, seed, &error);
  if (options == NULL)
    return _tsl_cli_fail_error (error);

  /* A player of each kind for every seat: a player may keep what it learnt
   * about its seat from one decision to the next. */
  for (guint s = 0; s < n_players; s++)
    {
      measured[s] = tsl_engine_create_ai (engine, ai_kind, &error);
      if (measured[s] != NULL)
        others[s] = tsl_engine_create_ai (engine, against_kind, &error);
      if (measured[s] == NULL || others[s] == NULL)
        {
          status = _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
          goto out;
        }
    }

  for (guint k = 0; k < n_games; k++)
    {
      TslAi *ais[TSL_MAX_PLAYERS];
      GArray *decision_us[TSL_MAX_PLAYERS];
      TslSelfPlayResult result;
      guint seat = k % n_players;
      guint64 game_seed = seed + k / n_players;

      for (guint s = 0; s < n_players; s++)
        {
          ais[s] = s == seat ? measured[s] : others[s];
          decision_us[s] = s == seat ? ai_times : against_times;
        }
      if (!tsl_self_play_timed (engine, options, n_players, ais, game_seed, &result, NULL, decision_us,
                                &error))
        {
          g_autofree char *seed_str = g_strdup_printf ("%" G_GUINT64_FORMAT, game_seed);

          status = _tsl_cli_fail (TSL_CLI_FAILED, _("Game %u (seed %s): %s"), k, seed_str, error->message);
          goto out;
        }
      print_game_line (k, game_seed, seat, n_players, &result);
      wins += (result.winners >> seat) & 1;
      unfinished += !result.finished;
    }

  tsl_self_play_wilson (wins, n_games, &low, &high);
  interval = json_array_new ();
  json_array_add_double_element (interval, low);
  json_array_add_double_element (interval, high);
  times = json_object_new ();
  json_object_set_member (times, "ai", times_node (ai_times));
  json_object_set_member (times, "against", times_node (against_times));
  json_object_set_string_member (summary, "ai", ai_kind);
  json_object_set_string_member (summary, "against", against_kind);
  json_object_set_int_member (summary, "players", n_players);
  json_object_set_int_member (summary, "games", n_games);
  json_object_set_int_member (summary, "wins", wins);
  json_object_set_double_member (summary, "share", (double) wins / n_games);
  json_object_set_array_member (summary, "interval", interval);
  json_object_set_double_member (summary, "even_share", 1.0 / n_players);
  json_object_set_int_member (summary, "unfinished", unfinished);
  json_object_set_object_member (summary, "times", times);
  json_node_set_object (summary_node, summary);
  _tsl_cli_print (summary_node, FALSE);

out:
  for (guint s = 0; s < TSL_MAX_PLAYERS; s++)
    {
      g_clear_object (&measured[s]);
      g_clear_object (&others[s]);
    }
  return status;
}
