/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-art.h"
#include "tsl-catan-hand.h"

/* TslCatanHand: the resource cards of the player whose hand is shown, one
 * card per resource with its count and name (so colour is not the only
 * cue). */
struct _TslCatanHand
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *counts[TSL_CATAN_N_RESOURCES];
  GtkWidget *cards[TSL_CATAN_N_RESOURCES];
};

G_DEFINE_FINAL_TYPE (TslCatanHand, tsl_catan_hand, GTK_TYPE_WIDGET)

/**
 * tsl_catan_resource_label:
 *
 * Returns: the resource's translated name, as a card shows it
 */
const char *
tsl_catan_resource_label (TslCatanResource resource)
{
  static const char *labels[TSL_CATAN_N_RESOURCES] = {
    /* Translators: the resource of forests (glossary: lumber). */
    N_("Lumber"), N_("Brick"), N_("Wool"), N_("Grain"), N_("Ore")
  };

  g_return_val_if_fail (resource < TSL_CATAN_N_RESOURCES, NULL);
  return _(labels[resource]);
}

static void
draw_icon (GtkDrawingArea *area,
           cairo_t        *cr,
           int             width,
           int             height,
           gpointer        user_data)
{
  double size = MIN (width, height) - 2;

  tsl_catan_art_resource_icon (cr, GPOINTER_TO_INT (user_data), width / 2.0, height / 2.0, size);
}

/**
 * tsl_catan_resource_icon_new:
 *
 * Returns: (transfer floating): a drawn icon of @resource, labelled for
 *   assistive technologies
 */
GtkWidget *
tsl_catan_resource_icon_new (TslCatanResource resource,
                             int         size)
{
  GtkWidget *area = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (area), size);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (area), draw_icon,
                                  GINT_TO_POINTER (resource), NULL);
  gtk_widget_set_tooltip_text (area, tsl_catan_resource_label (resource));
  gtk_accessible_update_property (GTK_ACCESSIBLE (area), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  tsl_catan_resource_label (resource), -1);
  return area;
}

static void
tsl_catan_hand_dispose (GObject *object)
{
  TslCatanHand *self = TSL_CATAN_HAND (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tsl_catan_hand_parent_class)->dispose (object);
}

static void
tsl_catan_hand_class_init (TslCatanHandClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_catan_hand_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "tsl-hand");
}

static void
tsl_catan_hand_init (TslCatanHand *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  for (guint i = 0; i < TSL_CATAN_N_RESOURCES; i++)
    {
      GtkWidget *card = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      GtkWidget *name = gtk_label_new (tsl_catan_resource_label (i));

      self->counts[i] = gtk_label_new ("0");
      gtk_widget_add_css_class (self->counts[i], "tsl-card-count");
      gtk_widget_add_css_class (name, "caption");
      gtk_widget_add_css_class (card, "tsl-card");
      gtk_box_append (GTK_BOX (row), tsl_catan_resource_icon_new (i, 30));
      gtk_box_append (GTK_BOX (row), self->counts[i]);
      gtk_box_append (GTK_BOX (card), row);
      gtk_box_append (GTK_BOX (card), name);
      gtk_box_append (GTK_BOX (self->box), card);
      self->cards[i] = card;
    }
}

GtkWidget *
tsl_catan_hand_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_HAND, NULL);
}

void
tsl_catan_hand_set_counts (TslCatanHand *self,
                           const guint8 *counts)
{
  g_return_if_fail (TSL_IS_CATAN_HAND (self));

  for (guint i = 0; i < TSL_CATAN_N_RESOURCES; i++)
    {
      char text[16];

      g_snprintf (text, sizeof text, "%u", counts[i]);
      gtk_label_set_label (GTK_LABEL (self->counts[i]), text);
      gtk_widget_set_opacity (self->cards[i], counts[i] > 0 ? 1.0 : 0.55);
    }
}

void
tsl_catan_hand_set_hidden (TslCatanHand *self,
                           gboolean      hidden)
{
  g_return_if_fail (TSL_IS_CATAN_HAND (self));
  for (guint i = 0; i < TSL_CATAN_N_RESOURCES; i++)
    if (hidden)
      gtk_label_set_label (GTK_LABEL (self->counts[i]), "?");
}
