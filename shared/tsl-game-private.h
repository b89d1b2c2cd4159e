/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-game.h"

G_BEGIN_DECLS

/* The game file format this build reads and writes. */
#define TSL_GAME_FORMAT  "tessella-game"
#define TSL_GAME_VERSION 1

/* Streams of the seed's generator used outside the per-action outcome
 * streams 0, 1, 2 ...: views handed to computer players and the computer
 * players' own choices.  Kept far apart so none of them shifts the dice. */
#define TSL_GAME_VIEW_STREAM_BASE G_GUINT64_CONSTANT (0x5649000000000000)
#define TSL_GAME_AI_STREAM_BASE   G_GUINT64_CONSTANT (0x4149000000000000)

typedef struct
{
  char *name;
  char *color;
  char *controller;
} TslSeat;

struct _TslGame
{
  GObject     parent_instance;

  TslEngine  *engine;
  JsonObject *options;            /* normalized */
  guint       n_players;
  guint64     seed;
  JsonNode   *setup;              /* explicit, from the engine */
  TslSeat     seats[TSL_MAX_PLAYERS];

  gsize       state_size;
  guint8     *initial;            /* state right after init */
  guint8     *state;              /* current state */
  guint8     *before_last;        /* state before the last action, when there is one */
  guint8     *scratch;            /* where a move is tried before it is committed */

  GArray     *moves;              /* of TslMove, as applied (with outcomes) */
  GPtrArray  *actions;            /* of JsonObject */
  GPtrArray  *texts;              /* of char *, translated log sentences */
  char       *start_message;      /* the log's first line, how the start player was found */

  guint       generation;         /* bumped on every change, for async AI results */
  /* Shown from one seat at a network table (tsl-game-follow.c): the state
   * is the view its server sends, the log holds what that seat saw. */
  gboolean    following;
  GPtrArray  *views;              /* following: the view before each logged action */

  /* Last notified values of the derived properties. */
  gboolean    notified_can_undo;
  gint        notified_actor;
  gboolean    notified_over;
};

gboolean _tsl_game_check_seat (TslGame     *self,
                               const char  *controller,
                               GError     **error);

gboolean _tsl_game_check_saved_file (const char  *path,
                                     const char  *expected,
                                     GError     **error);

gboolean _tsl_game_check_room       (TslGame       *self,
                                     GError       **error);
void     _tsl_game_notify_changes   (TslGame       *self);
char   **_tsl_game_dup_player_names (TslGame       *self);
void     _tsl_game_log              (TslGame       *self,
                                     const TslMove *move,
                                     JsonObject    *action);

G_END_DECLS
