/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-engine.h"
#include "tsl-game.h"
#include "tsl-net-discovery.h"
#include "tsl-net-server.h"

G_BEGIN_DECLS

/* Exit statuses of the contract (docs/game-files.md, docs/cli.md). */
typedef enum
{
  TSL_CLI_OK = 0,
  TSL_CLI_FAILED = 1,        /* could not write a file, an AI failed */
  TSL_CLI_BAD_INPUT = 2,     /* bad arguments, malformed file */
  TSL_CLI_ILLEGAL = 3,       /* an illegal action in the file */
} TslCliStatus;

int           tsl_cli_run            (int          argc,
                                      char       **argv);

/* Shared by the commands (tsl-cli.c). */
int           _tsl_cli_fail          (int          status,
                                      const char  *format,
                                      ...) G_GNUC_PRINTF (2, 3);
int           _tsl_cli_fail_error    (const GError *error);
void          _tsl_cli_print         (JsonNode    *node,
                                      gboolean     pretty);
gboolean      _tsl_cli_parse         (GOptionContext *context,
                                      int         *argc,
                                      char      ***argv,
                                      int         *status);
gboolean      _tsl_cli_parse_seed    (const char  *text,
                                      guint64     *seed,
                                      GError     **error);
TslEngine    *_tsl_cli_lookup_game   (const char  *id,
                                      GError     **error);
gboolean      _tsl_cli_parse_players (TslEngine   *engine,
                                      const char  *text,
                                      guint       *n_players,
                                      GError     **error);
gboolean      _tsl_cli_parse_games   (const char  *text,
                                      guint64      seed,
                                      guint       *n_games,
                                      GError     **error);
JsonObject   *_tsl_cli_parse_options (TslEngine   *engine,
                                      char       **texts,
                                      GError     **error);
JsonObject   *_tsl_cli_table_options (TslEngine   *engine,
                                      char       **texts,
                                      guint        n_players,
                                      guint64      seed,
                                      GError     **error);
TslGame      *_tsl_cli_open_game     (const char  *path,
                                      int         *status);

/* tsl-cli-lan.c */
gboolean         _tsl_cli_check_announce (const char   *address,
                                          GError      **error);
TslNetDiscovery *_tsl_cli_announce       (TslNetServer *server,
                                          const char   *name,
                                          const char   *game_id,
                                          GError      **error);

int           _tsl_cli_games         (int argc, char **argv);
int           _tsl_cli_new           (int argc, char **argv);
int           _tsl_cli_replay        (int argc, char **argv);
int           _tsl_cli_legal         (int argc, char **argv);
int           _tsl_cli_log           (int argc, char **argv);
int           _tsl_cli_suggest       (int argc, char **argv);
int           _tsl_cli_play          (int argc, char **argv);
int           _tsl_cli_match         (int argc, char **argv);
int           _tsl_cli_batch         (int argc, char **argv);
int           _tsl_cli_serve         (int argc, char **argv);
int           _tsl_cli_join          (int argc, char **argv);
int           _tsl_cli_browse        (int argc, char **argv);

G_END_DECLS
