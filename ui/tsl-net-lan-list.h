/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TSL_TYPE_NET_LAN_LIST (tsl_net_lan_list_get_type ())
G_DECLARE_FINAL_TYPE (TslNetLanList, tsl_net_lan_list, TSL, NET_LAN_LIST, GtkWidget)

GtkWidget *tsl_net_lan_list_new   (void);
void       tsl_net_lan_list_start (TslNetLanList *self);
void       tsl_net_lan_list_stop  (TslNetLanList *self);

G_END_DECLS
