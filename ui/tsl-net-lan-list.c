/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-net-discovery.h"
#include "tsl-net-lan-list.h"
#include "tsl-registry.h"

/*
 * TslNetLanList: the tables announced on the local network, for "Join a
 * Network Game…", each with a button that connects to it ("chosen").  It
 * finds them through the machine's service-discovery daemon
 * (TslNetDiscovery); without one it says so, and the address is typed.
 */

struct _TslNetLanList
{
  GtkWidget        parent_instance;

  GtkWidget       *box;
  GtkWidget       *status_label;
  GtkWidget       *list;
  TslNetDiscovery *discovery;
};

G_DEFINE_FINAL_TYPE (TslNetLanList, tsl_net_lan_list, GTK_TYPE_WIDGET)

enum {
  SIGNAL_CHOSEN,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_status (TslNetLanList *self)
{
  guint n = self->discovery != NULL ? g_list_model_get_n_items (tsl_net_discovery_get_items (self->discovery)) : 0;
  const char *text = NULL;

  if (self->discovery == NULL || !tsl_net_discovery_is_ready (self->discovery))
    text = _("Looking for tables on the local network…");
  else if (!tsl_net_discovery_is_available (self->discovery))
    text = _("This computer has no service-discovery daemon (Avahi), so tables on the local network "
             "are not found by themselves: type the host’s address above.");
  else if (n == 0)
    text = _("No table is announced on the local network yet.  Hosts announce theirs while their "
             "waiting room is open.");
  gtk_label_set_label (GTK_LABEL (self->status_label), text);
  gtk_widget_set_visible (self->status_label, text != NULL);
  gtk_widget_set_visible (self->list, n > 0);
}

static void
connect_clicked_cb (GtkButton     *button,
                    TslNetLanList *self)
{
  TslNetDiscoveryItem *item = g_object_get_data (G_OBJECT (button), "item");
  g_autofree char *uri = tsl_net_discovery_item_get_uri (item);

  g_signal_emit (self, signals[SIGNAL_CHOSEN], 0, uri);
}

static GtkWidget *
item_row (gpointer item,
          gpointer user_data)
{
  TslNetLanList *self = user_data;
  TslEngine *engine = tsl_net_discovery_item_get_game (item) != NULL
                      ? tsl_registry_lookup (tsl_net_discovery_item_get_game (item), NULL) : NULL;
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkWidget *label = gtk_label_new (NULL);
  GtkWidget *button = gtk_button_new_with_label (_("Connect"));
  g_autofree char *text = NULL;

  if (engine != NULL)
    /* Translators: a table on the local network: the host's name for it, then the game */
    text = g_strdup_printf (_("%s (%s)"), tsl_net_discovery_item_get_name (item), _(tsl_engine_get_name (engine)));
  gtk_label_set_label (GTK_LABEL (label), text != NULL ? text : tsl_net_discovery_item_get_name (item));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_set_margin_start (row, 12);
  gtk_widget_set_margin_end (row, 6);
  gtk_widget_set_margin_top (row, 6);
  gtk_widget_set_margin_bottom (row, 6);
  gtk_box_append (GTK_BOX (row), label);
  g_object_set_data_full (G_OBJECT (button), "item", g_object_ref (item), g_object_unref);
  g_signal_connect (button, "clicked", G_CALLBACK (connect_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), button);
  return row;
}

static void
tsl_net_lan_list_dispose (GObject *object)
{
  TslNetLanList *self = TSL_NET_LAN_LIST (object);

  tsl_net_lan_list_stop (self);
  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tsl_net_lan_list_parent_class)->dispose (object);
}

static void
tsl_net_lan_list_class_init (TslNetLanListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_net_lan_list_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  /**
   * TslNetLanList::chosen:
   * @uri: the table's server, ws://…
   */
  signals[SIGNAL_CHOSEN] =
    g_signal_new ("chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_STRING);
}

static void
tsl_net_lan_list_init (TslNetLanList *self)
{
  GtkWidget *heading = gtk_label_new (_("On the Local Network"));

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_widget_add_css_class (heading, "heading");
  gtk_box_append (GTK_BOX (self->box), heading);
  self->status_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0);
  gtk_widget_add_css_class (self->status_label, "dim-label");
  gtk_box_append (GTK_BOX (self->box), self->status_label);
  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_box_append (GTK_BOX (self->box), self->list);
  update_status (self);
}

GtkWidget *
tsl_net_lan_list_new (void)
{
  return g_object_new (TSL_TYPE_NET_LAN_LIST, NULL);
}

/**
 * tsl_net_lan_list_start:
 *
 * Looks for tables on the local network until tsl_net_lan_list_stop().
 */
void
tsl_net_lan_list_start (TslNetLanList *self)
{
  g_return_if_fail (TSL_IS_NET_LAN_LIST (self));

  tsl_net_lan_list_stop (self);
  self->discovery = tsl_net_discovery_new ();
  g_signal_connect_swapped (self->discovery, "notify::ready", G_CALLBACK (update_status), self);
  g_signal_connect_swapped (self->discovery, "notify::available", G_CALLBACK (update_status), self);
  g_signal_connect_swapped (tsl_net_discovery_get_items (self->discovery), "items-changed",
                            G_CALLBACK (update_status), self);
  gtk_list_box_bind_model (GTK_LIST_BOX (self->list), tsl_net_discovery_get_items (self->discovery),
                           item_row, self, NULL);
  tsl_net_discovery_browse (self->discovery);
  update_status (self);
}

void
tsl_net_lan_list_stop (TslNetLanList *self)
{
  g_return_if_fail (TSL_IS_NET_LAN_LIST (self));

  if (self->discovery == NULL)
    return;
  gtk_list_box_bind_model (GTK_LIST_BOX (self->list), NULL, NULL, NULL, NULL);
  g_signal_handlers_disconnect_by_data (tsl_net_discovery_get_items (self->discovery), self);
  g_signal_handlers_disconnect_by_data (self->discovery, self);
  g_clear_object (&self->discovery);
  update_status (self);
}
