/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-json-read.h"
#include "tsl-net-seats.h"
#include "tsl-registry.h"
#include "tsl-seat-row.h"

/* What the lobby shows of a server's tables: the tables with their open
 * seats, who sits where, the chat's lines and the server's refusals. */

/* "Anna", "an open seat", "Computer (strong)": who sits at a seat. */
char *
tsl_net_seats_describe (JsonObject *seat,
           guint       index,
           gint        mine)
{
  const char *controller = tsl_json_string_member (seat, "controller");
  const char *name = tsl_json_string_member (seat, "name");
  gboolean taken = json_object_get_boolean_member_with_default (seat, "taken", FALSE);
  gboolean connected = json_object_get_boolean_member_with_default (seat, "connected", FALSE);

  if (controller != NULL && g_str_has_prefix (controller, "ai:"))
    {
      const char *label = tsl_seat_row_computer_label (controller + 3);

      return g_strdup_printf (_("Seat %u: %s"), index + 1, label != NULL ? label : controller + 3);
    }
  if (!taken || name == NULL)
    /* Translators: a seat at a network table nobody has taken yet */
    return g_strdup_printf (_("Seat %u: open, waiting for a player"), index + 1);
  if ((gint) index == mine)
    /* Translators: the seat of the person at this computer; %s is their name */
    return g_strdup_printf (_("Seat %u: %s (you)"), index + 1, name);
  if (!connected)
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("Seat %u: %s (connection lost)"), index + 1, name);
  return g_strdup_printf (_("Seat %u: %s"), index + 1, name);
}

void
tsl_net_seats_clear (GtkWidget *list)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (list), child);
}

/* One table of the server: its game and, for each open seat, a button. */
GtkWidget *
tsl_net_seats_table_row (JsonObject *table,
                         GCallback   take_seat,
                         gpointer    user_data)
{
  const char *id = tsl_json_string_member (table, "id");
  TslEngine *engine = tsl_registry_lookup (tsl_json_string_member (table, "game"), NULL);
  JsonArray *seats = tsl_json_array_member (table, "seats");
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  GtkWidget *buttons = gtk_flow_box_new ();
  GtkWidget *label;
  g_autofree char *title = NULL;
  guint open = 0;

  if (engine == NULL || id == NULL || seats == NULL
      || json_object_get_boolean_member_with_default (table, "started", FALSE))
    return NULL;
  gtk_widget_set_margin_top (box, 9);
  gtk_widget_set_margin_bottom (box, 9);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %u seat", "%s, %u seats",
                                        json_array_get_length (seats)),
                           _(tsl_engine_get_name (engine)), json_array_get_length (seats));
  label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  gtk_box_append (GTK_BOX (box), label);
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      JsonNode *node = json_array_get_element (seats, i);
      JsonObject *seat = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      g_autofree char *text = seat != NULL ? tsl_net_seats_describe (seat, i, -1) : NULL;

      if (seat == NULL)
        continue;
      label = gtk_label_new (text);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (box), label);
      if (g_strcmp0 (tsl_json_string_member (seat, "controller"), "open") == 0
          && !json_object_get_boolean_member_with_default (seat, "taken", FALSE))
        {
          /* Translators: a button that takes a seat at a network table; %u counts from 1 */
          g_autofree char *take = g_strdup_printf (_("Take Seat %u"), i + 1);
          GtkWidget *button = gtk_button_new_with_label (take);

          g_object_set_data_full (G_OBJECT (button), "table", g_strdup (id), g_free);
          g_object_set_data (G_OBJECT (button), "seat", GUINT_TO_POINTER (i));
          g_signal_connect (button, "clicked", take_seat, user_data);
          gtk_flow_box_append (GTK_FLOW_BOX (buttons), button);
          open++;
        }
    }
  if (open == 0)
    return NULL;
  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (buttons), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (buttons), 4);
  gtk_box_append (GTK_BOX (box), buttons);
  return box;
}

/* A line of the chat, in the waiting room and in the game's popover. */
GtkWidget *
tsl_net_seats_chat_row (gpointer item,
                        gpointer user_data)
{
  GtkWidget *label = gtk_label_new (gtk_string_object_get_string (item));

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 40);
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 6);
  return label;
}

GtkWidget *
tsl_net_seats_framed_list (GtkWidget **list)
{
  *list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (*list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (*list, "boxed-list");
  return *list;
}

/* The first open seat of the tables listed: its table's id, or NULL. */
const char *
tsl_net_seats_find_open (JsonArray *tables,
                         guint     *seat_out)
{
  for (guint i = 0; tables != NULL && i < json_array_get_length (tables); i++)
    {
      JsonNode *node = json_array_get_element (tables, i);
      JsonObject *table = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      JsonArray *seats = table != NULL ? tsl_json_array_member (table, "seats") : NULL;

      for (guint k = 0; seats != NULL && k < json_array_get_length (seats); k++)
        {
          JsonNode *seat_node = json_array_get_element (seats, k);
          JsonObject *seat = JSON_NODE_HOLDS_OBJECT (seat_node) ? json_node_get_object (seat_node) : NULL;

          if (seat != NULL && g_strcmp0 (tsl_json_string_member (seat, "controller"), "open") == 0
              && !json_object_get_boolean_member_with_default (seat, "taken", FALSE))
            {
              *seat_out = k;
              return tsl_json_string_member (table, "id");
            }
        }
    }
  return NULL;
}

/* The server's refusals, in this program's language where the code says
 * enough; otherwise the server's own sentence. */
const char *
tsl_net_seats_refusal_text (const char *code,
                            const char *message)
{
  if (g_strcmp0 (code, "seat-taken") == 0)
    return _("Someone took that seat just now.  Choose another one.");
  if (g_strcmp0 (code, "no-table") == 0)
    return _("That table has closed.  Connect again to see the tables now open.");
  if (g_strcmp0 (code, "too-long") == 0)
    return _("That is too long: a name may have 40 characters, a chat line 500.");
  if (g_strcmp0 (code, "not-waiting") == 0)
    return _("The table still waits for the absent player: a computer player may take the seat a minute "
             "after the connection was lost.");
  if (g_strcmp0 (code, "not-full") == 0)
    return _("A seat is still open: wait for its player, or start with a computer player in it.");
  if (g_strcmp0 (code, "bad-message") == 0)
    return _("The server did not accept that text.  Leave out control characters.");
  return message != NULL ? message : _("The server refused.");
}
