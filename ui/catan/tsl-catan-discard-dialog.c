/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-discard-dialog.h"
#include "tsl-catan-hand.h"

/* TslCatanDiscardDialog: after a 7, a human with more than seven cards
 * picks the half (rounded down) to return to the bank (rulebook §6.3). */
struct _TslCatanDiscardDialog
{
  GtkWindow                parent_instance;

  GtkWidget               *heading_label;
  GtkWidget               *grid;
  GtkWidget               *chosen_label;
  GtkWidget               *discard_button;
  GtkWidget               *spins[TSL_CATAN_N_RESOURCES];

  gint                     seat;
  gint                     n_discard;
  TslCatanDiscardCallback  callback;
  gpointer                 user_data;
};

G_DEFINE_FINAL_TYPE (TslCatanDiscardDialog, tsl_catan_discard_dialog, GTK_TYPE_WINDOW)

static gint
chosen (TslCatanDiscardDialog *self)
{
  gint n = 0;

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    n += gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[r]));
  return n;
}

static void
update (TslCatanDiscardDialog *self)
{
  g_autofree char *text = g_strdup_printf (_("Chosen: %d of %d"), chosen (self), self->n_discard);

  gtk_label_set_label (GTK_LABEL (self->chosen_label), text);
  gtk_widget_set_sensitive (self->discard_button, chosen (self) == self->n_discard);
}

static void
discard_clicked_cb (TslCatanDiscardDialog *self)
{
  TslMove move = { .type = TSL_CATAN_DISCARD, .player = (gint8) self->seat };

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    move.count[r] = (guint8) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->spins[r]));

  if (self->callback (&move, self->user_data))
    gtk_window_destroy (GTK_WINDOW (self));
  else
    gtk_label_set_label (GTK_LABEL (self->chosen_label), _("The rules do not allow this choice of cards."));
}

static void
tsl_catan_discard_dialog_class_init (TslCatanDiscardDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/catan/tsl-catan-discard-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TslCatanDiscardDialog, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanDiscardDialog, grid);
  gtk_widget_class_bind_template_child (widget_class, TslCatanDiscardDialog, chosen_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanDiscardDialog, discard_button);
  gtk_widget_class_bind_template_callback (widget_class, discard_clicked_cb);
}

static void
tsl_catan_discard_dialog_init (TslCatanDiscardDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWindow *
tsl_catan_discard_dialog_new (GtkWidget               *parent,
                              gint                     seat,
                              const char              *name,
                              const guint8            *hand,
                              gint                     n_discard,
                              TslCatanDiscardCallback  callback,
                              gpointer                 user_data)
{
  TslCatanDiscardDialog *self = g_object_new (TSL_TYPE_CATAN_DISCARD_DIALOG, NULL);
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  g_autofree char *heading = NULL;
  gint total = 0;

  self->seat = seat;
  self->n_discard = n_discard;
  self->callback = callback;
  self->user_data = user_data;
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      GtkWidget *label = gtk_label_new (tsl_catan_resource_label (r));
      g_autofree char *have_text = g_strdup_printf (_("of %d"), hand[r]);
      GtkWidget *have = gtk_label_new (have_text);

      total += hand[r];
      self->spins[r] = gtk_spin_button_new_with_range (0, MAX (hand[r], 0), 1);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->spins[r]),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, label, NULL, -1);
      gtk_widget_set_sensitive (self->spins[r], hand[r] > 0);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      g_signal_connect_swapped (self->spins[r], "value-changed", G_CALLBACK (update), self);
      gtk_grid_attach (GTK_GRID (self->grid), tsl_catan_resource_icon_new (r, 28), 0, r, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), label, 1, r, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), self->spins[r], 2, r, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), have, 3, r, 1, 1);
    }
  /* Translators: a player's name, how many cards they must discard and how
   * many they hold, e.g. "A 7 was rolled: Anna must discard 4 cards of 9." */
  heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                          "A 7 was rolled: %s must discard %d card of %d.",
                                          "A 7 was rolled: %s must discard %d cards of %d.",
                                          n_discard),
                             name, n_discard, total);
  gtk_label_set_label (GTK_LABEL (self->heading_label), heading);
  update (self);
  return GTK_WINDOW (self);
}

/**
 * tsl_catan_discard_dialog_choose:
 *
 * Sets how many cards of @resource go back (for keyboard-free tests).
 */
void
tsl_catan_discard_dialog_choose (TslCatanDiscardDialog *self,
                                 guint                  resource,
                                 gint                   n)
{
  g_return_if_fail (TSL_IS_CATAN_DISCARD_DIALOG (self));
  g_return_if_fail (resource < TSL_CATAN_N_RESOURCES);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->spins[resource]), n);
}

/**
 * tsl_catan_discard_dialog_confirm:
 *
 * Presses Discard (for tests); the dialog closes if the rules took it.
 */
void
tsl_catan_discard_dialog_confirm (TslCatanDiscardDialog *self)
{
  g_return_if_fail (TSL_IS_CATAN_DISCARD_DIALOG (self));
  if (gtk_widget_get_sensitive (self->discard_button))
    discard_clicked_cb (self);
}

/**
 * tsl_catan_discard_dialog_set_purpose:
 * @title: the window title
 * @heading: the sentence above the cards
 * @confirm: the confirm button's label, with a mnemonic
 *
 * Reuses the dialog to choose cards for another purpose than a discard
 * (the cards given in a two-player forced trade).
 */
void
tsl_catan_discard_dialog_set_purpose (TslCatanDiscardDialog *self,
                                      const char            *title,
                                      const char            *heading,
                                      const char            *confirm)
{
  g_return_if_fail (TSL_IS_CATAN_DISCARD_DIALOG (self));

  gtk_window_set_title (GTK_WINDOW (self), title);
  gtk_label_set_label (GTK_LABEL (self->heading_label), heading);
  gtk_button_set_label (GTK_BUTTON (self->discard_button), confirm);
}
