/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define TSL_TYPE_NET_WAITING_ROOM (tsl_net_waiting_room_get_type ())
G_DECLARE_FINAL_TYPE (TslNetWaitingRoom, tsl_net_waiting_room, TSL, NET_WAITING_ROOM, GtkWidget)

GtkWidget *tsl_net_waiting_room_new                (GListModel        *chat);
guint      tsl_net_waiting_room_show_table         (TslNetWaitingRoom *self,
                                                    JsonObject        *table,
                                                    gint               mine,
                                                    gboolean           hosting);
void       tsl_net_waiting_room_set_can_hand_over  (TslNetWaitingRoom *self,
                                                    gboolean           can);
gboolean   tsl_net_waiting_room_can_start          (TslNetWaitingRoom *self);

G_END_DECLS
