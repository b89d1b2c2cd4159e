/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "tsl-cli.h"
#include "tsl-error.h"
#include "tsl-json-load.h"
#include "tsl-registry.h"

/* Command dispatch and what the commands share: error reporting with the
 * contract's exit statuses, JSON output, reading game files. */

typedef struct
{
  const char *name;
  int       (*run) (int argc, char **argv);
  const char *summary;
} Command;

static const Command commands[] = {
  { "games", _tsl_cli_games, N_("List the games, their player counts and options") },
  { "new", _tsl_cli_new, N_("Print a new game file") },
  { "replay", _tsl_cli_replay, N_("Apply a game file’s actions and print the resulting state") },
  { "legal", _tsl_cli_legal, N_("Print the legal actions of whoever must act next") },
  { "log", _tsl_cli_log, N_("Print a game’s log, one sentence per line") },
  { "suggest", _tsl_cli_suggest, N_("Print the action a computer player would take next") },
  { "play", _tsl_cli_play, N_("Let computer players play whole games and measure them") },
  { "match", _tsl_cli_match, N_("Measure one computer player against another, seats rotated") },
  { "batch", _tsl_cli_batch, N_("Answer legal, suggest and replay requests, one JSON line each") },
  { "serve", _tsl_cli_serve, N_("Host network tables until stopped") },
  { "join", _tsl_cli_join, N_("Play one seat of a network table with a computer player") },
  { "browse", _tsl_cli_browse, N_("List the servers announced on the local network") },
};

int
_tsl_cli_fail (int         status,
               const char *format,
               ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: the prefix of every error message of the command-line tool */
  g_printerr (_("tessella-cli: %s\n"), message);
  return status;
}

/* Illegal actions exit with 3, everything else the user gave wrong with 2. */
int
_tsl_cli_fail_error (const GError *error)
{
  int status = TSL_CLI_BAD_INPUT;

  if (g_error_matches (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE))
    status = TSL_CLI_ILLEGAL;
  return _tsl_cli_fail (status, "%s", error->message);
}

void
_tsl_cli_print (JsonNode *node,
                gboolean  pretty)
{
  g_autofree char *text = tsl_json_to_text (node, pretty);

  fputs (text, stdout);
  fputc ('\n', stdout);
  fflush (stdout);
}

/* Parses a command's options; on failure prints why and sets @status.
 * --help is handled by GOptionContext, which prints and exits with 0. */
gboolean
_tsl_cli_parse (GOptionContext *context,
                int            *argc,
                char         ***argv,
                int            *status)
{
  g_autoptr(GError) error = NULL;

  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      *status = _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
_tsl_cli_parse_seed (const char *text,
                     guint64    *seed,
                     GError    **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT64, seed, &local_error))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   _("The seed must be a whole number from 0 to 9223372036854775807, not “%s”"),
                   text);
      return FALSE;
    }
  return TRUE;
}

TslEngine *
_tsl_cli_lookup_game (const char *id,
                      GError    **error)
{
  if (id == NULL)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_UNKNOWN_GAME,
                           _("Say which game with --game ID (see “tessella-cli games”)"));
      return NULL;
    }
  return tsl_registry_lookup (id, error);
}

/* Without --players: the largest table the game allows, at most four. */
static guint
default_players (TslEngine *engine)
{
  guint max = tsl_engine_get_max_players (engine);
  guint min = tsl_engine_get_min_players (engine);

  return MAX (min, MIN (max, 4));
}

/* Reads --players (NULL when absent).  The text is parsed here rather than
 * by GOptionContext so that an explicit 0 is refused instead of being taken
 * for "not given", and so that "+3" or " 3" are refused like the seed. */
gboolean
_tsl_cli_parse_players (TslEngine  *engine,
                        const char *text,
                        guint      *n_players,
                        GError    **error)
{
  guint min = tsl_engine_get_min_players (engine);
  guint max = MIN (tsl_engine_get_max_players (engine), TSL_MAX_PLAYERS);
  guint64 value = 0;

  if (text == NULL)
    {
      *n_players = default_players (engine);
      return TRUE;
    }
  if (!g_ascii_string_to_unsigned (text, 10, min, max, &value, NULL))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   /* Translators: a game's name, the fewest and the most players, then
                    * the text given after --players.  The plural form follows the
                    * second number, the most players (always 2 or more). */
                   g_dngettext (GETTEXT_PACKAGE,
                                "%s is played by %u to %u player, not by “%s”",
                                "%s is played by %u to %u players, not by “%s”", max),
                   tsl_engine_get_name (engine), min, max, text);
      return FALSE;
    }
  *n_players = (guint) value;
  return TRUE;
}

/* Reads --games (NULL when absent: one game).  Game k is played with seed
 * @seed + k, so the count is refused when the last seed would leave the
 * seeds a file can hold. */
gboolean
_tsl_cli_parse_games (const char *text,
                      guint64     seed,
                      guint      *n_games,
                      GError    **error)
{
  guint64 value = 1;

  if (text != NULL && !g_ascii_string_to_unsigned (text, 10, 1, G_MAXUINT, &value, NULL))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   _("--games must be a whole number from 1 to %u, not “%s”"), G_MAXUINT, text);
      return FALSE;
    }
  if (value - 1 > (guint64) G_MAXINT64 - seed)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                           _("The last game’s seed would be larger than 9223372036854775807: "
                             "give a smaller --seed or fewer --games"));
      return FALSE;
    }
  *n_games = (guint) value;
  return TRUE;
}

/* Builds the options object from --option KEY=VALUE texts; the game
 * validates it when it normalizes it. */
JsonObject *
_tsl_cli_parse_options (TslEngine *engine,
                        char     **texts,
                        GError   **error)
{
  g_autoptr(JsonObject) options = json_object_new ();
  const TslOptionSpec *specs;
  guint n_specs = 0;

  specs = tsl_engine_get_options (engine, &n_specs);
  for (guint i = 0; texts != NULL && texts[i] != NULL; i++)
    if (!tsl_options_set_from_text (specs, n_specs, options, texts[i], error))
      return NULL;
  return g_steal_pointer (&options);
}

/* The options of a self-played table (play, match): the texts given,
 * normalized, and refused (status 2, as from `new`) when the game cannot
 * play them with @n_players, before the first game. */
JsonObject *
_tsl_cli_table_options (TslEngine *engine,
                        char     **texts,
                        guint      n_players,
                        guint64    seed,
                        GError   **error)
{
  g_autoptr(JsonObject) given = _tsl_cli_parse_options (engine, texts, error);
  g_autoptr(JsonObject) options = NULL;
  g_autofree gpointer probe = NULL;
  const TslOptionSpec *specs;
  guint n_specs = 0;

  if (given == NULL)
    return NULL;
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, given, error);
  if (options == NULL)
    return NULL;
  probe = tsl_engine_state_new (engine);
  if (!tsl_engine_init_state (engine, probe, options, n_players, seed, NULL, error))
    return NULL;
  return g_steal_pointer (&options);
}

/* Reads and replays a game file ("-" is standard input) through the
 * checked loader (tsl-json-load.h).  Returns the game with @status 0 when
 * every action applied; with @status 3 (illegal action, already reported)
 * at the state before that action; or NULL with @status 2 when the file
 * cannot be read or is malformed. */
TslGame *
_tsl_cli_open_game (const char *path,
                    int        *status)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(JsonArray) actions = NULL;
  g_autoptr(TslGame) game = NULL;

  if (g_strcmp0 (path, "-") == 0)
    root = tsl_json_load_from_fd (STDIN_FILENO, &error);
  else
    root = tsl_json_load_from_path (path, &error);
  if (root == NULL)
    {
      *status = _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
      return NULL;
    }
  game = tsl_game_new_from_json (root, &actions, &error);
  if (game == NULL)
    {
      *status = _tsl_cli_fail (TSL_CLI_BAD_INPUT, "%s", error->message);
      return NULL;
    }
  if (!tsl_game_replay (game, actions, &error))
    {
      *status = _tsl_cli_fail_error (error);
      if (*status != TSL_CLI_ILLEGAL)
        return NULL;
      return g_steal_pointer (&game);
    }
  *status = TSL_CLI_OK;
  return g_steal_pointer (&game);
}

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n  tessella-cli %s\n\n%s\n", _("Usage:"), _("COMMAND [OPTION…]"),
           _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-8s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “tessella-cli COMMAND --help” for a command’s options."));
}

/**
 * tsl_cli_run:
 * @argc: the argument count
 * @argv: the arguments, the command first after the program name
 *
 * Runs one command of tessella-cli.  The caller has registered the games.
 *
 * Returns: the exit status
 */
int
tsl_cli_run (int    argc,
             char **argv)
{
  g_set_prgname ("tessella-cli");

  if (argc < 2)
    {
      print_usage (stderr);
      return TSL_CLI_BAD_INPUT;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0
      || strcmp (argv[1], "help") == 0)
    {
      print_usage (stdout);
      return TSL_CLI_OK;
    }
  if (strcmp (argv[1], "--version") == 0)
    {
      printf ("tessella-cli %s\n", PACKAGE_VERSION);
      return TSL_CLI_OK;
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      {
        g_autofree char *prgname = g_strdup_printf ("tessella-cli %s", commands[i].name);

        /* So that "--help" shows "Usage: tessella-cli COMMAND [OPTION…]". */
        g_set_prgname (prgname);
        return commands[i].run (argc - 1, argv + 1);
      }

  return _tsl_cli_fail (TSL_CLI_BAD_INPUT,
                        _("Unknown command “%s” (try “tessella-cli --help”)"), argv[1]);
}
