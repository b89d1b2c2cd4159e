/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>

#include "tsl-game.h"
#include "tsl-session.h"

G_BEGIN_DECLS

#define TSL_TYPE_NET_TABLE (tsl_net_table_get_type ())
G_DECLARE_FINAL_TYPE (TslNetTable, tsl_net_table, TSL, NET_TABLE, GObject)

TslNetTable *tsl_net_table_new          (const char              *id,
                                         TslEngine               *engine,
                                         JsonObject              *options,
                                         const char * const      *seats,
                                         const char              *autosave_dir,
                                         GError                 **error);
TslNetTable *tsl_net_table_new_from_game (const char          *id,
                                          TslGame             *game,
                                          const char          *seats_path,
                                          const char          *autosave_dir,
                                          GError             **error);
const char  *tsl_net_table_get_id       (TslNetTable             *self);
TslGame     *tsl_net_table_get_game     (TslNetTable             *self);
TslSession  *tsl_net_table_get_session  (TslNetTable             *self);
const char  *tsl_net_table_get_autosave_path (TslNetTable        *self);
const GError *tsl_net_table_get_seat_file_error (TslNetTable    *self);
guint64      tsl_net_table_get_view_key (TslNetTable             *self);
gboolean     tsl_net_table_is_started   (TslNetTable             *self);
gint64       tsl_net_table_get_sent_at  (TslNetTable             *self);
JsonObject  *tsl_net_table_describe     (TslNetTable             *self);
guint        tsl_net_table_count_connected (TslNetTable       *self);
gint         tsl_net_table_find_seat    (TslNetTable             *self,
                                         SoupWebsocketConnection *connection);
gboolean     tsl_net_table_join         (TslNetTable             *self,
                                         SoupWebsocketConnection *connection,
                                         gint64                   seat,
                                         const char              *name,
                                         GError                 **error);
gboolean     tsl_net_table_rejoin       (TslNetTable             *self,
                                         SoupWebsocketConnection *connection,
                                         gint64                   seat,
                                         const char              *token,
                                         GError                 **error);
void         tsl_net_table_leave        (TslNetTable             *self,
                                         SoupWebsocketConnection *connection);
gboolean     tsl_net_table_play         (TslNetTable             *self,
                                         SoupWebsocketConnection *connection,
                                         JsonObject              *action,
                                         gint64                   seq,
                                         GError                 **error);
const char  *tsl_net_table_create_host_token (TslNetTable     *self);
gboolean     tsl_net_table_hand_over    (TslNetTable             *self,
                                         SoupWebsocketConnection *requester,
                                         gint64                   seat,
                                         const char              *kind,
                                         const char              *host_token,
                                         guint                    delay_s,
                                         GError                 **error);
void         tsl_net_table_set_start_by_host (TslNetTable      *self,
                                              gboolean          by_host);
gboolean     tsl_net_table_get_start_by_host (TslNetTable      *self);
gboolean     tsl_net_table_start        (TslNetTable             *self,
                                         SoupWebsocketConnection *requester,
                                         const char              *host_token,
                                         const char              *fill,
                                         GError                 **error);
gboolean     tsl_net_table_is_watching  (TslNetTable             *self,
                                         SoupWebsocketConnection *connection);
gboolean     tsl_net_table_watch        (TslNetTable             *self,
                                         SoupWebsocketConnection *connection,
                                         GError                 **error);
gboolean     tsl_net_table_chat         (TslNetTable             *self,
                                         SoupWebsocketConnection *connection,
                                         const char              *text,
                                         GError                 **error);

G_END_DECLS
