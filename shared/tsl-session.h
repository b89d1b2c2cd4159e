/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "tsl-game.h"

G_BEGIN_DECLS

#define TSL_TYPE_SESSION (tsl_session_get_type ())
G_DECLARE_FINAL_TYPE (TslSession, tsl_session, TSL, SESSION, GObject)

/* Sends a move of the seat played here to a network table's server. */
typedef void (*TslSessionSendFunc) (TslSession    *session,
                                    const TslMove *move,
                                    gpointer       user_data);

TslSession *tsl_session_new               (TslGame     *game,
                                           GError     **error);
TslSession *tsl_session_new_remote        (TslGame           *game,
                                           gint               seat,
                                           TslSessionSendFunc send,
                                           gpointer           user_data,
                                           GDestroyNotify     destroy);
gint        tsl_session_get_remote_seat   (TslSession  *self);
void        tsl_session_move_refused      (TslSession  *self);
TslGame    *tsl_session_get_game          (TslSession  *self);
gboolean    tsl_session_is_human          (TslSession  *self,
                                           gint         seat);
guint       tsl_session_count_humans      (TslSession  *self);
gboolean    tsl_session_set_seat_ai       (TslSession  *self,
                                           gint         seat,
                                           const char  *kind,
                                           GError     **error);
gint        tsl_session_get_thinking_seat (TslSession  *self);
void        tsl_session_set_pace          (TslSession  *self,
                                           guint        pace_ms);
guint       tsl_session_get_pace          (TslSession  *self);
void        tsl_session_set_autosave_path (TslSession  *self,
                                           const char  *path);
void        tsl_session_start             (TslSession  *self);
gboolean    tsl_session_apply_json        (TslSession  *self,
                                           JsonObject  *action,
                                           GError     **error);
gboolean    tsl_session_apply_move        (TslSession  *self,
                                           TslMove     *move,
                                           GError     **error);
const TslMove *tsl_session_get_chosen_move (TslSession *self,
                                           guint       index);
gboolean    tsl_session_can_undo          (TslSession  *self);
gboolean    tsl_session_undo              (TslSession  *self,
                                           GError     **error);
gboolean    tsl_session_gives_hints       (TslSession  *self);
void        tsl_session_hint_async        (TslSession         *self,
                                           GCancellable       *cancellable,
                                           GAsyncReadyCallback callback,
                                           gpointer            user_data);
char       *tsl_session_hint_finish       (TslSession   *self,
                                           GAsyncResult *result,
                                           TslMove      *move,
                                           GError      **error);
gboolean    tsl_session_autosave          (TslSession  *self,
                                           GError     **error);
const char *tsl_session_get_autosave_failure (TslSession *self);

G_END_DECLS
