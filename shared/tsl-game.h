/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "tsl-ai.h"
#include "tsl-engine.h"
#include "tsl-types.h"

G_BEGIN_DECLS

/* The most actions one game holds; the game ends there, unfinished.  Long
 * games of random players take under 4,000 (Traders & Barbarians), so this
 * only bounds what a hostile file may cost to replay (seconds, not minutes). */
#define TSL_GAME_MAX_ACTIONS 50000

#define TSL_TYPE_GAME (tsl_game_get_type ())
G_DECLARE_FINAL_TYPE (TslGame, tsl_game, TSL, GAME, GObject)

/*
 * TslGame: one game being played: an engine, the seats, the options, the
 * seed, the explicit starting setup and the action log, with the engine's
 * current state.  It is what the UI shows, the CLI replays and files store
 * (the "tessella-game" format of the engine contract).
 *
 * Signals:
 *   "action-applied" (guint index): a move was applied and logged at @index.
 *   "undone" (guint n_actions): the last action was taken back.
 *
 * Outcomes of the action at log index i are drawn from the stream
 * tsl_rng_init (&rng, seed, i), so they do not depend on how the game got
 * there (played, loaded, replayed, undone and redone).
 */

TslGame       *tsl_game_new               (TslEngine     *engine,
                                           JsonObject    *options,     /* nullable: defaults */
                                           guint          n_players,
                                           guint64        seed,
                                           JsonNode      *setup,       /* nullable: from seed */
                                           GError       **error);
TslGame       *tsl_game_new_from_json     (JsonNode      *file,        /* header only; actions not applied */
                                           JsonArray    **actions,     /* out, nullable, transfer full */
                                           GError       **error);
gboolean       tsl_game_replay            (TslGame       *self,
                                           JsonArray     *actions,
                                           GError       **error);      /* stops before the first bad one */
TslGame       *tsl_game_load              (const char    *path,
                                           GError       **error);      /* all or nothing */
TslGame       *tsl_game_load_from_data    (const char    *data,
                                           gssize         length,
                                           GError       **error);
JsonNode      *tsl_game_to_json           (TslGame       *self);
gboolean       tsl_game_save              (TslGame       *self,
                                           const char    *path,
                                           GError       **error);      /* atomic: temp file + rename */

TslEngine     *tsl_game_get_engine        (TslGame       *self);
guint          tsl_game_get_n_players     (TslGame       *self);
guint64        tsl_game_get_seed          (TslGame       *self);
JsonObject    *tsl_game_get_options       (TslGame       *self);       /* normalized */
JsonNode      *tsl_game_get_setup         (TslGame       *self);       /* explicit, transfer none */
void           tsl_game_set_seat          (TslGame       *self,
                                           guint          seat,
                                           const char    *name,
                                           const char    *color,
                                           const char    *controller); /* "human", "ai:greedy" ... */
const char    *tsl_game_get_seat_name     (TslGame       *self,
                                           guint          seat);
const char    *tsl_game_get_seat_color    (TslGame       *self,
                                           guint          seat);
const char    *tsl_game_get_seat_controller (TslGame     *self,
                                             guint        seat);

gconstpointer  tsl_game_get_state         (TslGame       *self);
JsonNode      *tsl_game_get_state_json    (TslGame       *self);
gint           tsl_game_get_actor         (TslGame       *self);
gboolean       tsl_game_is_over           (TslGame       *self);
guint          tsl_game_get_n_actions     (TslGame       *self);
JsonObject    *tsl_game_get_action        (TslGame       *self,
                                           guint          index);      /* transfer none */
const TslMove *tsl_game_get_move          (TslGame       *self,
                                           guint          index);      /* with outcomes */
const char    *tsl_game_get_action_text   (TslGame       *self,
                                           guint          index);      /* translated log sentence */
void           tsl_game_set_start_message (TslGame       *self,
                                           const char    *message);    /* nullable */
const char    *tsl_game_get_start_message (TslGame       *self);       /* nullable */
GStrv          tsl_game_dup_log           (TslGame       *self);       /* transfer full */
char          *tsl_game_describe_hint     (TslGame       *self,
                                           const TslMove *move);       /* transfer full */

void           tsl_game_legal_moves       (TslGame       *self,
                                           TslLegalFlags  flags,
                                           TslMoveList   *out);
JsonArray     *tsl_game_legal_actions_json (TslGame      *self);       /* transfer full */
gboolean       tsl_game_apply_move        (TslGame       *self,
                                           TslMove       *move,
                                           GError       **error);
gboolean       tsl_game_move_from_json    (TslGame       *self,
                                           JsonObject    *action,
                                           TslMove       *move,
                                           GError       **error);
gboolean       tsl_game_apply_json        (TslGame       *self,
                                           JsonObject    *action,
                                           GError       **error);
gboolean       tsl_game_can_undo          (TslGame       *self);
guint          tsl_game_count_undoable    (TslGame       *self);
gboolean       tsl_game_undo              (TslGame       *self,
                                           GError       **error);

TslGame       *tsl_game_new_following     (TslEngine     *engine,     /* tsl-game-follow.c */
                                           JsonObject    *options,
                                           guint          n_players,
                                           gconstpointer  view,
                                           GError       **error);
gboolean       tsl_game_is_following      (TslGame       *self);
gconstpointer  tsl_game_get_followed_view (TslGame       *self,
                                           guint          index);
gboolean       tsl_game_follow            (TslGame       *self,
                                           JsonObject    *action,
                                           gint           player,
                                           gconstpointer  view,
                                           GError       **error);

gpointer       tsl_game_dup_view          (TslGame       *self,
                                           gint           seat);       /* g_free() */
gboolean       tsl_game_suggest           (TslGame       *self,
                                           TslAi         *ai,
                                           TslMove       *move,
                                           GError       **error);
void           tsl_game_choose_move_async (TslGame            *self,
                                           TslAi              *ai,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
gboolean       tsl_game_choose_move_finish (TslGame       *self,
                                            GAsyncResult  *result,
                                            TslMove       *move,
                                            GError       **error);

G_END_DECLS
