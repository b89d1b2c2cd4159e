/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-json-read.h"
#include "tsl-net-seats.h"
#include "tsl-net-waiting-room.h"
#include "tsl-widget-util.h"

/*
 * TslNetWaitingRoom: the lobby's page once a seat is taken.  Who sits
 * where, the host's Start (with computer players in the seats still open,
 * if the host will not wait) and the table's chat.  It only shows and
 * asks: the lobby sends what its signals say.
 */

struct _TslNetWaitingRoom
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *seats_list;
  GtkWidget *start_button;
  GtkWidget *hand_over_button;
  GtkWidget *chat_entry;
};

G_DEFINE_FINAL_TYPE (TslNetWaitingRoom, tsl_net_waiting_room, GTK_TYPE_WIDGET)

enum {
  SIGNAL_START,
  SIGNAL_HAND_OVER,
  SIGNAL_CHAT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tsl_net_waiting_room_dispose (GObject *object)
{
  TslNetWaitingRoom *self = TSL_NET_WAITING_ROOM (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tsl_net_waiting_room_parent_class)->dispose (object);
}

static void
tsl_net_waiting_room_class_init (TslNetWaitingRoomClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tsl_net_waiting_room_dispose;

  /**
   * TslNetWaitingRoom::start:
   *
   * The host asks the game to begin (with computer players in the open
   * seats, when some are open).
   */
  signals[SIGNAL_START] =
    g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TslNetWaitingRoom::hand-over:
   *
   * The host lets a computer player take the absent players' seats.
   */
  signals[SIGNAL_HAND_OVER] =
    g_signal_new ("hand-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  /**
   * TslNetWaitingRoom::chat:
   * @text: a line the person wrote to the table
   */
  signals[SIGNAL_CHAT] =
    g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_net_waiting_room_init (TslNetWaitingRoom *self)
{
}

static void
chat_activate_cb (GtkEntry          *entry,
                  TslNetWaitingRoom *self)
{
  g_autofree char *text = tsl_entry_take_line (GTK_EDITABLE (entry));

  if (text != NULL)
    g_signal_emit (self, signals[SIGNAL_CHAT], 0, text);
}

static void
start_clicked_cb (TslNetWaitingRoom *self)
{
  g_signal_emit (self, signals[SIGNAL_START], 0);
}

static void
hand_over_clicked_cb (TslNetWaitingRoom *self)
{
  g_signal_emit (self, signals[SIGNAL_HAND_OVER], 0);
}

/**
 * tsl_net_waiting_room_new:
 * @chat: the table's chat, a list of #GtkStringObject lines
 */
GtkWidget *
tsl_net_waiting_room_new (GListModel *chat)
{
  TslNetWaitingRoom *self = g_object_new (TSL_TYPE_NET_WAITING_ROOM, NULL);
  GtkWidget *buttons, *label, *scroller, *list;

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_box_append (GTK_BOX (self->box), tsl_net_seats_framed_list (&self->seats_list));

  buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  self->start_button = gtk_button_new_with_mnemonic (_("_Start the Game"));
  gtk_widget_add_css_class (self->start_button, "suggested-action");
  gtk_widget_set_visible (self->start_button, FALSE);
  g_signal_connect_swapped (self->start_button, "clicked", G_CALLBACK (start_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->start_button);
  self->hand_over_button = gtk_button_new_with_mnemonic (_("Let a _Computer Play for Absent Players"));
  gtk_widget_set_visible (self->hand_over_button, FALSE);
  g_signal_connect_swapped (self->hand_over_button, "clicked", G_CALLBACK (hand_over_clicked_cb), self);
  gtk_box_append (GTK_BOX (buttons), self->hand_over_button);
  gtk_box_append (GTK_BOX (self->box), buttons);

  /* The chat, which the game's log shows too. */
  label = gtk_label_new (_("Chat"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (self->box), label);
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_min_content_height (GTK_SCROLLED_WINDOW (scroller), 120);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (scroller), 200);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scroller), TRUE);
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_list_box_bind_model (GTK_LIST_BOX (list), chat, tsl_net_seats_chat_row, NULL, NULL);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_box_append (GTK_BOX (self->box), scroller);
  self->chat_entry = gtk_entry_new ();
  gtk_entry_set_max_length (GTK_ENTRY (self->chat_entry), 500);
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->chat_entry), _("Write to the table and press Enter"));
  g_signal_connect (self->chat_entry, "activate", G_CALLBACK (chat_activate_cb), self);
  gtk_box_append (GTK_BOX (self->box), self->chat_entry);
  return GTK_WIDGET (self);
}

/**
 * tsl_net_waiting_room_show_table:
 * @table: the table as the server describes it ("tables" message)
 * @mine: the seat of this computer's person
 * @hosting: whether this window hosts the table (it may start it)
 *
 * Shows who sits where; the host of a table that waits for its host gets
 * Start, with computer players in the seats still open if any.
 *
 * Returns: how many seats are still open
 */
guint
tsl_net_waiting_room_show_table (TslNetWaitingRoom *self,
                                 JsonObject        *table,
                                 gint               mine,
                                 gboolean           hosting)
{
  JsonArray *seats = tsl_json_array_member (table, "seats");
  guint open = 0, n = seats != NULL ? json_array_get_length (seats) : 0;
  gboolean startable;

  g_return_val_if_fail (TSL_IS_NET_WAITING_ROOM (self), 0);
  tsl_net_seats_clear (self->seats_list);
  for (guint s = 0; s < n; s++)
    {
      JsonNode *node = json_array_get_element (seats, s);
      JsonObject *seat = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      g_autofree char *text = seat != NULL ? tsl_net_seats_describe (seat, s, mine) : NULL;
      GtkWidget *label;

      if (seat == NULL)
        continue;
      open += g_strcmp0 (tsl_json_string_member (seat, "controller"), "open") == 0
              && !json_object_get_boolean_member_with_default (seat, "taken", FALSE);
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_top (label, 6);
      gtk_widget_set_margin_bottom (label, 6);
      gtk_widget_set_margin_start (label, 12);
      gtk_list_box_append (GTK_LIST_BOX (self->seats_list), label);
    }
  startable = hosting && json_object_get_boolean_member_with_default (table, "start_by_host", FALSE)
              && !json_object_get_boolean_member_with_default (table, "started", FALSE);
  gtk_widget_set_visible (self->start_button, startable);
  if (open == 0)
    gtk_button_set_label (GTK_BUTTON (self->start_button), _("_Start the Game"));
  else
    gtk_button_set_label (GTK_BUTTON (self->start_button),
                          g_dngettext (GETTEXT_PACKAGE, "_Start with a Computer Player in the Open Seat",
                                       "_Start with Computer Players in the Open Seats", open));
  return open;
}

void
tsl_net_waiting_room_set_can_hand_over (TslNetWaitingRoom *self,
                                        gboolean           can)
{
  g_return_if_fail (TSL_IS_NET_WAITING_ROOM (self));
  gtk_widget_set_visible (self->hand_over_button, can);
}

/**
 * tsl_net_waiting_room_can_start:
 *
 * Returns: whether the host's Start is offered now
 */
gboolean
tsl_net_waiting_room_can_start (TslNetWaitingRoom *self)
{
  g_return_val_if_fail (TSL_IS_NET_WAITING_ROOM (self), FALSE);
  return gtk_widget_get_visible (self->start_button);
}
