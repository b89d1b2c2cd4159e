/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-art.h"
#include "tsl-catan-dice.h"

#define ROLL_USEC (600 * G_TIME_SPAN_MILLISECOND)
#define DIE_SIZE 34

/* TslCatanDice: two dice with pips; a roll tumbles through random faces
 * for a moment (cosmetic only: the result comes from the game log). */
struct _TslCatanDice
{
  GtkWidget parent_instance;

  gint      values[2];
  gint      shown[2];
  guint     tick_id;
  gint64    start_time;
  gint64    last_change;
};

G_DEFINE_FINAL_TYPE (TslCatanDice, tsl_catan_dice, GTK_TYPE_WIDGET)

static void
tsl_catan_dice_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  TslCatanDice *self = TSL_CATAN_DICE (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double size = MIN (height - 4, (width - 12) / 2.0);
  cairo_t *cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));

  for (int i = 0; i < 2; i++)
    {
      double wobble = self->tick_id != 0 ? (i == 0 ? -0.12 : 0.1) : 0;
      double x = 2 + i * (size + 8), y = (height - size) / 2;

      cairo_save (cr);
      cairo_translate (cr, x + size / 2, y + size / 2);
      cairo_rotate (cr, wobble);
      tsl_catan_art_die (cr, -size / 2, -size / 2, size, self->shown[i]);
      cairo_restore (cr);
    }
  cairo_destroy (cr);
}

static void
tsl_catan_dice_measure (GtkWidget      *widget,
                        GtkOrientation  orientation,
                        int             for_size,
                        int            *minimum,
                        int            *natural,
                        int            *minimum_baseline,
                        int            *natural_baseline)
{
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? DIE_SIZE * 2 + 12 : DIE_SIZE + 4;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  TslCatanDice *self = TSL_CATAN_DICE (widget);
  gint64 now = gdk_frame_clock_get_frame_time (clock);

  if (self->start_time == 0)
    self->start_time = now;
  if (now - self->start_time >= ROLL_USEC)
    {
      self->shown[0] = self->values[0];
      self->shown[1] = self->values[1];
      self->tick_id = 0;
      gtk_widget_queue_draw (widget);
      return G_SOURCE_REMOVE;
    }
  if (now - self->last_change > 70 * G_TIME_SPAN_MILLISECOND)
    {
      self->last_change = now;
      self->shown[0] = g_random_int_range (1, 7);
      self->shown[1] = g_random_int_range (1, 7);
      gtk_widget_queue_draw (widget);
    }
  return G_SOURCE_CONTINUE;
}

static void
tsl_catan_dice_dispose (GObject *object)
{
  TslCatanDice *self = TSL_CATAN_DICE (object);

  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  G_OBJECT_CLASS (tsl_catan_dice_parent_class)->dispose (object);
}

static void
tsl_catan_dice_class_init (TslCatanDiceClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_catan_dice_dispose;
  widget_class->snapshot = tsl_catan_dice_snapshot;
  widget_class->measure = tsl_catan_dice_measure;
  gtk_widget_class_set_css_name (widget_class, "tsl-dice");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tsl_catan_dice_init (TslCatanDice *self)
{
  self->values[0] = self->shown[0] = 0;
  self->values[1] = self->shown[1] = 0;
}

GtkWidget *
tsl_catan_dice_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_DICE, NULL);
}

void
tsl_catan_dice_set_values (TslCatanDice *self,
                           gint          a,
                           gint          b,
                           gboolean      animate)
{
  g_autofree char *label = NULL;

  g_return_if_fail (TSL_IS_CATAN_DICE (self));

  self->values[0] = a;
  self->values[1] = b;
  /* Translators: the accessible description of the dice. */
  label = g_strdup_printf (_("Dice: %d and %d"), a, b);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);

  if (animate && gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->start_time = 0;
      self->last_change = 0;
      if (self->tick_id == 0)
        self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
      return;
    }
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
  self->shown[0] = a;
  self->shown[1] = b;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
tsl_catan_dice_is_rolling (TslCatanDice *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_DICE (self), FALSE);
  return self->tick_id != 0;
}
