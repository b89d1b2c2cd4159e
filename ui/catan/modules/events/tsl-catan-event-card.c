/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-event-card.h"

/* The Catan Events card last turned over, shown where the dice are in a
 * dice game: its number, the event's title and text, and how far the deck
 * is from New Year.  A two-player game turns two cards a turn: a second
 * instance shows the second one (tsl_catan_event_card_set_second()). */
struct _TslCatanEventCard
{
  GtkBox     parent_instance;

  GtkWidget *number;
  GtkWidget *title;
  GtkWidget *text;
  GtkWidget *deck;
  gboolean   second;
};

G_DEFINE_FINAL_TYPE (TslCatanEventCard, tsl_catan_event_card, GTK_TYPE_BOX)

static GtkWidget *
add_label (TslCatanEventCard *self,
           const char        *css_class,
           gboolean           wrap)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), wrap);
  if (wrap)
    gtk_label_set_max_width_chars (GTK_LABEL (label), 34);
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (self), label);
  return label;
}

static void
tsl_catan_event_card_class_init (TslCatanEventCardClass *klass)
{
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "tsl-catan-event-card");
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tsl_catan_event_card_init (TslCatanEventCard *self)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 4);
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);

  self->number = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->number, "title-1");
  gtk_widget_set_margin_start (self->number, 8);
  self->title = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (self->title), 0);
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_widget_set_hexpand (self->title, TRUE);
  gtk_widget_add_css_class (self->title, "heading");
  gtk_box_append (GTK_BOX (row), self->number);
  gtk_box_append (GTK_BOX (row), self->title);
  gtk_box_append (GTK_BOX (self), row);
  self->text = add_label (self, NULL, TRUE);
  self->deck = add_label (self, "dim-label", TRUE);
  gtk_widget_set_margin_start (self->text, 8);
  gtk_widget_set_margin_end (self->text, 8);
  gtk_widget_set_margin_start (self->deck, 8);
  gtk_widget_set_margin_bottom (self->deck, 6);
}

/**
 * tsl_catan_event_card_new:
 *
 * Returns: (transfer floating): an empty card ("no card yet")
 */
GtkWidget *
tsl_catan_event_card_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_EVENT_CARD, NULL);
}

/**
 * tsl_catan_event_card_show:
 * @info: the game read for the view
 *
 * Shows the last card of @info (or that none was turned yet).
 */
/**
 * tsl_catan_event_card_set_second:
 * @second: whether this card shows the second card of a two-player turn
 *
 * Makes this card show the second card turned in a two-player game.
 */
void
tsl_catan_event_card_set_second (TslCatanEventCard *self,
                                 gboolean           second)
{
  g_return_if_fail (TSL_IS_CATAN_EVENT_CARD (self));
  self->second = second;
}

void
tsl_catan_event_card_show (TslCatanEventCard  *self,
                           const TslCatanInfo *info)
{
  g_autofree char *number = NULL;
  g_autofree char *deck = NULL;
  g_autofree char *label = NULL;
  gint card;
  guint event_number;
  TslCatanEvent event;
  gboolean new_year;
  const char *text;

  g_return_if_fail (TSL_IS_CATAN_EVENT_CARD (self));
  card = self->second ? info->events.event_card2 : info->events.event_card;
  event_number = self->second ? info->events.event_number2 : info->events.event_number;
  event = self->second ? info->events.event2 : info->events.event;
  new_year = self->second ? info->events.event_new_year2 : info->events.event_new_year;
  if (card < 0)
    {
      gtk_label_set_label (GTK_LABEL (self->number), "");
      gtk_label_set_label (GTK_LABEL (self->title), _("No event card turned over yet"));
      gtk_label_set_label (GTK_LABEL (self->text), _("Each turn an event card replaces the dice."));
    }
  else
    {
      number = g_strdup_printf ("%u", event_number);
      gtk_label_set_label (GTK_LABEL (self->number), number);
      gtk_label_set_label (GTK_LABEL (self->title), tsl_catan_event_title (event));
      text = tsl_catan_event_text (event);
      if (self->second && info->events.event_card2_waiting)
        {
          g_autofree char *waiting = g_strconcat (text, "\n", _("The second card takes effect once the first is dealt with."), NULL);

          gtk_label_set_label (GTK_LABEL (self->text), waiting);
        }
      else
        gtk_label_set_label (GTK_LABEL (self->text), text);
    }
  if (new_year)
    deck = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "New Year: the deck was shuffled; %u card until the next New Year.",
                                         "New Year: the deck was shuffled; %u cards until the next New Year.",
                                         info->events.event_cards_left),
                            info->events.event_cards_left);
  else
    deck = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u card until New Year.",
                                         "%u cards until New Year.", info->events.event_cards_left),
                            info->events.event_cards_left);
  gtk_label_set_label (GTK_LABEL (self->deck), deck);
  if (card < 0)
    label = g_strdup (_("No event card turned over yet"));
  else if (self->second)
    /* Translators: how a screen reader names the second event card of a
     * two-player turn: the number it produces (2 to 12, not its place in
     * the deck) and the event’s title */
    label = g_strdup_printf (_("Second event card %u: %s"), event_number, tsl_catan_event_title (event));
  else
    /* Translators: how a screen reader names the event card: the number it
     * produces (2 to 12, not its place in the deck) and the event’s title */
    label = g_strdup_printf (_("Event card %u: %s"), event_number, tsl_catan_event_title (event));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}
