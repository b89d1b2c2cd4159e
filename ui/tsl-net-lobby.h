/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-engine.h"
#include "tsl-net-client.h"
#include "tsl-session.h"

G_BEGIN_DECLS

#define TSL_TYPE_NET_LOBBY (tsl_net_lobby_get_type ())
G_DECLARE_FINAL_TYPE (TslNetLobby, tsl_net_lobby, TSL, NET_LOBBY, GtkWidget)

/* The port a table is hosted on when it is free, the protocol's default. */
#define TSL_NET_LOBBY_PORT 7526

GtkWidget    *tsl_net_lobby_new          (void);
void          tsl_net_lobby_show_connect (TslNetLobby        *self);
void          tsl_net_lobby_set_settings (TslNetLobby        *self,
                                          GSettings          *settings);
gboolean      tsl_net_lobby_host         (TslNetLobby        *self,
                                          TslEngine          *engine,
                                          JsonObject         *options,
                                          const char * const *seats,
                                          const char * const *names,
                                          guint               own_seat,
                                          GError            **error);
void          tsl_net_lobby_connect      (TslNetLobby        *self,
                                          const char         *address);
gboolean      tsl_net_lobby_can_start    (TslNetLobby        *self,
                                          guint              *n_open);
void          tsl_net_lobby_start        (TslNetLobby        *self);
void          tsl_net_lobby_leave        (TslNetLobby        *self);
TslSession   *tsl_net_lobby_get_session  (TslNetLobby        *self);
TslNetClient *tsl_net_lobby_get_client   (TslNetLobby        *self);
GListModel   *tsl_net_lobby_get_chat     (TslNetLobby        *self);
void          tsl_net_lobby_send_chat    (TslNetLobby        *self,
                                          const char         *text);
char         *tsl_net_lobby_dup_address  (TslNetLobby        *self);
guint         tsl_net_lobby_get_port     (TslNetLobby        *self);
gboolean      tsl_net_lobby_can_hand_over (TslNetLobby      *self);
void          tsl_net_lobby_hand_over    (TslNetLobby        *self);
gboolean      tsl_net_lobby_has_open_seat (TslNetLobby      *self);
gboolean      tsl_net_lobby_take_open_seat (TslNetLobby      *self,
                                          const char         *name);

G_END_DECLS
