/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-net-client.h"

G_BEGIN_DECLS

#define TSL_TYPE_NET_BOT (tsl_net_bot_get_type ())
G_DECLARE_FINAL_TYPE (TslNetBot, tsl_net_bot, TSL, NET_BOT, GObject)

TslNetBot    *tsl_net_bot_new        (TslNetClient *client,
                                      const char   *ai_kind);
void          tsl_net_bot_set_pace   (TslNetBot    *self,
                                      guint         milliseconds);
TslNetClient *tsl_net_bot_get_client (TslNetBot    *self);
gboolean      tsl_net_bot_is_done    (TslNetBot    *self);
const GError *tsl_net_bot_get_error  (TslNetBot    *self);
guint         tsl_net_bot_count_moves (TslNetBot   *self);

G_END_DECLS
