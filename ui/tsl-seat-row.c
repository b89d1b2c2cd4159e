/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-seat-row.h"

/* TslSeatRow: one seat of the new-game form: name, colour (the engine's
 * rulebook colours) and controller (a person or one of the engine's
 * computer players, whose kind is its strength). */
struct _TslSeatRow
{
  GtkWidget   parent_instance;

  GtkWidget  *swatch;
  GtkWidget  *name_entry;
  GtkWidget  *color_dropdown;
  GtkWidget  *controller_dropdown;

  GStrv       colors;
  GStrv       controllers;
  GStrv       descriptions;   /* what each controller is, "" for none */
};

G_DEFINE_FINAL_TYPE (TslSeatRow, tsl_seat_row, GTK_TYPE_WIDGET)

static const struct
{
  const char *nick;
  const char *label;
  const char *rgb;
} known_colors[] = {
  { "red", N_("Red"), "#d32f2f" },
  { "blue", N_("Blue"), "#1e63c8" },
  { "white", N_("White"), "#f5f5f5" },
  { "orange", N_("Orange"), "#f57c00" },
  { "green", N_("Green"), "#2e9d3a" },
  { "black", N_("Black"), "#262626" },
  { "yellow", N_("Yellow"), "#fdd835" },
  { "brown", N_("Brown"), "#795548" },
};

/**
 * tsl_color_label:
 *
 * Returns: the translated name of a player colour nick
 */
const char *
tsl_color_label (const char *color)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_colors); i++)
    if (g_strcmp0 (known_colors[i].nick, color) == 0)
      return _(known_colors[i].label);
  return color;
}

/**
 * tsl_color_parse:
 *
 * Returns: %TRUE if @color (a nick or any CSS colour) was understood
 */
gboolean
tsl_color_parse (const char *color,
                 GdkRGBA    *rgba)
{
  for (guint i = 0; i < G_N_ELEMENTS (known_colors); i++)
    if (g_strcmp0 (known_colors[i].nick, color) == 0)
      return gdk_rgba_parse (rgba, known_colors[i].rgb);
  if (color != NULL && gdk_rgba_parse (rgba, color))
    return TRUE;
  gdk_rgba_parse (rgba, "#9e9e9e");
  return FALSE;
}

/* Each computer player the engines offer: its name in the seat's list and
 * what it means to a player, shown under the name and in the list's
 * tooltip; levels differ in how far they look ahead (docs/computer-players.md,
 * "What each level is"). */
static const struct
{
  const char *kind;
  const char *label;
  const char *description;
} ai_kinds[] = {
  /* Translators: the weakest computer player, which moves at random. */
  { "random", N_("Computer (random)"), N_("Plays any allowed move at random.") },
  { "greedy", N_("Computer (greedy)"),
    N_("Plays the move that looks best right now, without looking ahead.") },
  /* Translators: the weakest of the three levels of the computer player. */
  { "easy", N_("Computer (easy)"),
    N_("Looks at the move in front of it only: plays what looks best right now.") },
  /* Translators: the middle one of the three levels of the computer player. */
  { "medium", N_("Computer (medium)"),
    N_("Looks ahead: plays each promising move out in about a hundred imagined "
       "continuations of the game before it chooses.") },
  { "strong", N_("Computer (strong)"),
    N_("Looks furthest ahead: plays its moves out in thousands of imagined "
       "continuations, thinking up to a second a move.") },
};

static void
setup_controller_item (GtkSignalListItemFactory *factory,
                       GtkListItem              *item,
                       gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *name = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (name), 0);
  gtk_label_set_xalign (GTK_LABEL (description), 0);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  /* Wider than the button: a sentence in two or three lines, so that the
   * whole list fits under the row without scrolling. */
  gtk_label_set_width_chars (GTK_LABEL (description), 36);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 36);
  gtk_widget_add_css_class (description, "dim-label");
  gtk_widget_add_css_class (description, "caption");
  gtk_box_append (GTK_BOX (box), name);
  gtk_box_append (GTK_BOX (box), description);
  gtk_list_item_set_child (item, box);
}

static void
bind_controller_item (GtkSignalListItemFactory *factory,
                      GtkListItem              *item,
                      gpointer                  user_data)
{
  TslSeatRow *self = user_data;
  GtkWidget *name = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  GtkWidget *description = gtk_widget_get_next_sibling (name);
  guint position = gtk_list_item_get_position (item);
  const char *text = self->descriptions != NULL && position < g_strv_length (self->descriptions)
                     ? self->descriptions[position] : "";

  gtk_label_set_text (GTK_LABEL (name),
                      gtk_string_object_get_string (gtk_list_item_get_item (item)));
  gtk_label_set_text (GTK_LABEL (description), text);
  gtk_widget_set_visible (description, *text != '\0');
}

/* The tooltip says what the chosen controller is. */
static void
controller_changed_cb (TslSeatRow *self)
{
  guint i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controller_dropdown));
  const char *text = self->descriptions != NULL && i < g_strv_length (self->descriptions)
                     ? self->descriptions[i] : "";
  g_autofree char *tooltip = NULL;

  if (*text == '\0')
    {
      gtk_widget_set_tooltip_text (self->controller_dropdown, _("Who plays this seat"));
      return;
    }
  /* The heading, and under it what the chosen computer player is. */
  tooltip = g_strdup_printf ("%s\n%s", _("Who plays this seat"), text);
  gtk_widget_set_tooltip_text (self->controller_dropdown, tooltip);
}

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  TslSeatRow *self = user_data;
  GdkRGBA rgba;

  tsl_color_parse (tsl_seat_row_get_color (self), &rgba);
  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1.5, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &rgba);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
color_changed_cb (TslSeatRow *self)
{
  gtk_widget_queue_draw (self->swatch);
}

static void
tsl_seat_row_dispose (GObject *object)
{
  tsl_widget_dispose_children (GTK_WIDGET (object), TSL_TYPE_SEAT_ROW);
  G_OBJECT_CLASS (tsl_seat_row_parent_class)->dispose (object);
}

static void
tsl_seat_row_finalize (GObject *object)
{
  TslSeatRow *self = TSL_SEAT_ROW (object);

  g_clear_pointer (&self->colors, g_strfreev);
  g_clear_pointer (&self->controllers, g_strfreev);
  g_clear_pointer (&self->descriptions, g_strfreev);
  G_OBJECT_CLASS (tsl_seat_row_parent_class)->finalize (object);
}

static void
tsl_seat_row_class_init (TslSeatRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_seat_row_dispose;
  object_class->finalize = tsl_seat_row_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-seat-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TslSeatRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, TslSeatRow, name_entry);
  gtk_widget_class_bind_template_child (widget_class, TslSeatRow, color_dropdown);
  gtk_widget_class_bind_template_child (widget_class, TslSeatRow, controller_dropdown);
  gtk_widget_class_bind_template_callback (widget_class, color_changed_cb);
  gtk_widget_class_bind_template_callback (widget_class, controller_changed_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_seat_row_init (TslSeatRow *self)
{
  g_autoptr(GtkListItemFactory) factory = gtk_signal_list_item_factory_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->swatch), draw_swatch, self, NULL);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_controller_item), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_controller_item), self);
  gtk_drop_down_set_list_factory (GTK_DROP_DOWN (self->controller_dropdown), factory);
}

/**
 * tsl_seat_row_computer_label:
 * @kind: a computer player's kind ("strong")
 *
 * Returns: the kind's translated name, "Computer (strong)", or %NULL for
 *   a kind without one
 */
const char *
tsl_seat_row_computer_label (const char *kind)
{
  for (guint k = 0; k < G_N_ELEMENTS (ai_kinds); k++)
    if (g_strcmp0 (kind, ai_kinds[k].kind) == 0)
      return _(ai_kinds[k].label);
  return NULL;
}

/**
 * tsl_seat_row_new:
 * @seat: the seat's index; it picks the default colour and controller
 *   (seat 0 a person, the others the engine's strongest computer player)
 */
GtkWidget *
tsl_seat_row_new (TslEngine *engine,
                  guint      seat)
{
  TslSeatRow *self = g_object_new (TSL_TYPE_SEAT_ROW, NULL);
  const char * const *colors = tsl_engine_get_colors (engine);
  const char * const *kinds = tsl_engine_get_ai_kinds (engine);
  g_autoptr(GStrvBuilder) color_labels = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) controllers = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) controller_labels = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) descriptions = g_strv_builder_new ();
  g_auto(GStrv) labels1 = NULL;
  g_auto(GStrv) labels2 = NULL;
  g_autoptr(GtkStringList) model1 = NULL;
  g_autoptr(GtkStringList) model2 = NULL;
  g_autofree char *name = NULL;
  guint n_kinds = kinds != NULL ? g_strv_length ((GStrv) kinds) : 0;

  self->colors = g_strdupv ((GStrv) colors);
  for (guint i = 0; self->colors != NULL && self->colors[i] != NULL; i++)
    g_strv_builder_add (color_labels, tsl_color_label (self->colors[i]));
  labels1 = g_strv_builder_end (color_labels);
  model1 = gtk_string_list_new ((const char * const *) labels1);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->color_dropdown), G_LIST_MODEL (model1));
  if (self->colors != NULL && seat < g_strv_length (self->colors))
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->color_dropdown), seat);

  g_strv_builder_add (controllers, "human");
  /* Translators: a seat played by a person at this computer. */
  g_strv_builder_add (controller_labels, _("Human"));
  g_strv_builder_add (descriptions, "");
  for (guint i = 0; i < n_kinds; i++)
    {
      g_autofree char *id = g_strconcat ("ai:", kinds[i], NULL);
      g_autofree char *label = g_strdup_printf (_("Computer (%s)"), kinds[i]);
      const char *description = "";

      for (guint k = 0; k < G_N_ELEMENTS (ai_kinds); k++)
        if (g_str_equal (kinds[i], ai_kinds[k].kind))
          {
            g_free (label);
            label = g_strdup (_(ai_kinds[k].label));
            description = _(ai_kinds[k].description);
          }
      g_strv_builder_add (controllers, id);
      g_strv_builder_add (controller_labels, label);
      g_strv_builder_add (descriptions, description);
    }
  g_strv_builder_add (controllers, "open");
  /* Translators: a seat that someone at another computer joins over the network */
  g_strv_builder_add (controller_labels, _("Network player"));
  g_strv_builder_add (descriptions, _("Someone at another computer joins this seat over the network; "
                                      "starting opens the table for them."));
  self->controllers = g_strv_builder_end (controllers);
  self->descriptions = g_strv_builder_end (descriptions);
  labels2 = g_strv_builder_end (controller_labels);
  model2 = gtk_string_list_new ((const char * const *) labels2);
  gtk_drop_down_set_model (GTK_DROP_DOWN (self->controller_dropdown), G_LIST_MODEL (model2));
  /* Kinds are listed strongest last. */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controller_dropdown),
                              seat == 0 || n_kinds == 0 ? 0 : n_kinds);
  controller_changed_cb (self);

  if (seat == 0)
    name = g_strdup (g_get_real_name ());
  if (name == NULL || *name == '\0' || g_strcmp0 (name, "Unknown") == 0)
    {
      g_free (name);
      /* Translators: the default name of a seat, %u counts from 1. */
      name = g_strdup_printf (_("Player %u"), seat + 1);
    }
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
  return GTK_WIDGET (self);
}

const char *
tsl_seat_row_get_name (TslSeatRow *self)
{
  g_return_val_if_fail (TSL_IS_SEAT_ROW (self), NULL);
  return gtk_editable_get_text (GTK_EDITABLE (self->name_entry));
}

void
tsl_seat_row_set_name (TslSeatRow *self,
                       const char *name)
{
  g_return_if_fail (TSL_IS_SEAT_ROW (self));
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
}

const char *
tsl_seat_row_get_color (TslSeatRow *self)
{
  guint i;

  g_return_val_if_fail (TSL_IS_SEAT_ROW (self), NULL);
  i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->color_dropdown));
  if (self->colors == NULL || i >= g_strv_length (self->colors))
    return NULL;
  return self->colors[i];
}

gboolean
tsl_seat_row_set_color (TslSeatRow *self,
                        const char *color)
{
  g_return_val_if_fail (TSL_IS_SEAT_ROW (self), FALSE);
  for (guint i = 0; self->colors != NULL && self->colors[i] != NULL; i++)
    if (g_strcmp0 (self->colors[i], color) == 0)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->color_dropdown), i);
        return TRUE;
      }
  return FALSE;
}

char *
tsl_seat_row_dup_controller (TslSeatRow *self)
{
  guint i;

  g_return_val_if_fail (TSL_IS_SEAT_ROW (self), NULL);
  i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->controller_dropdown));
  return g_strdup (i < g_strv_length (self->controllers) ? self->controllers[i] : "human");
}

gboolean
tsl_seat_row_set_controller (TslSeatRow *self,
                             const char *controller)
{
  g_return_val_if_fail (TSL_IS_SEAT_ROW (self), FALSE);
  for (guint i = 0; self->controllers[i] != NULL; i++)
    if (g_strcmp0 (self->controllers[i], controller) == 0)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->controller_dropdown), i);
        return TRUE;
      }
  return FALSE;
}

/**
 * tsl_seat_row_share_widths:
 *
 * Gives the row's colour and player drop-downs the widths of the other
 * rows' (through the size groups), so that the seats line up whatever
 * each one shows (tour D7).
 */
void
tsl_seat_row_share_widths (TslSeatRow   *self,
                           GtkSizeGroup *colors,
                           GtkSizeGroup *controllers)
{
  g_return_if_fail (TSL_IS_SEAT_ROW (self));
  gtk_size_group_add_widget (colors, self->color_dropdown);
  gtk_size_group_add_widget (controllers, self->controller_dropdown);
}
