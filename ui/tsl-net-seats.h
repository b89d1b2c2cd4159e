/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

char      *tsl_net_seats_describe    (JsonObject *seat,
                                      guint       index,
                                      gint        mine);
void       tsl_net_seats_clear       (GtkWidget  *list);
/* A table's row, with a button per open seat whose "clicked" calls
 * @take_seat; the button carries "table" (id) and "seat" (index) data. */
GtkWidget *tsl_net_seats_table_row   (JsonObject *table,
                                      GCallback   take_seat,
                                      gpointer    user_data);
GtkWidget *tsl_net_seats_chat_row    (gpointer    item,
                                      gpointer    user_data);
GtkWidget *tsl_net_seats_framed_list (GtkWidget **list);
/* The first open seat of a server's tables ("tables" message): the
 * table's id, and the seat in @seat_out; NULL when none is open. */
const char *tsl_net_seats_find_open  (JsonArray  *tables,
                                      guint      *seat_out);

/* The server's refusal (an "error" message's code and sentence) as this
 * program tells it. */
const char *tsl_net_seats_refusal_text (const char *code,
                                        const char *message);

G_END_DECLS
