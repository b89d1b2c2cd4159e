/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-net-client.h"
#include "tsl-session.h"

G_BEGIN_DECLS

#define TSL_TYPE_NET_PLAYER (tsl_net_player_get_type ())
G_DECLARE_FINAL_TYPE (TslNetPlayer, tsl_net_player, TSL, NET_PLAYER, GObject)

TslNetPlayer *tsl_net_player_new         (TslNetClient *client);
TslNetClient *tsl_net_player_get_client  (TslNetPlayer *self);
TslSession   *tsl_net_player_get_session (TslNetPlayer *self);

G_END_DECLS
