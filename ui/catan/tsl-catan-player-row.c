/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-catan-player-row.h"
#include "tsl-catan-view-module.h"

/*
 * TslCatanPlayerRow: a player's public summary in the side panel: name,
 * points, cards, then the special cards they hold as badges and a line per
 * module played.  Badges and lines are tables: the base game's here, a
 * module's in its table (tsl-catan-view-module.h).
 */

#define MAX_BADGES 16
#define MAX_LINES 8

static gboolean
holds_longest_road (const TslCatanInfo *info, guint seat) { return (gint) seat == info->longest_road; }
static gboolean
holds_largest_army (const TslCatanInfo *info, guint seat) { return (gint) seat == info->largest_army; }
static const TslCatanRowBadge badges[] = {
  /* Translators: the special card of the player with the longest road
   * (seed: Längste Handelsstraße). */
  { "card", NC_("card", "Longest Road"), NULL, holds_longest_road },
  { NULL, N_("Largest Army"), NULL, holds_largest_army },
};

struct _TslCatanPlayerRow
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *swatch;
  GtkWidget *name_label;
  GtkWidget *spinner;
  GtkWidget *vp_label;
  GtkWidget *detail_label;
  GtkWidget *badges_box;
  GtkWidget *lines_box;
  /* The base game's badges, then every module's, and its lines */
  const TslCatanRowBadge *badge_defs[MAX_BADGES];
  GtkWidget              *badge_labels[MAX_BADGES];
  guint                   n_badges;
  const TslCatanRowLine  *line_defs[MAX_LINES];
  GtkWidget              *line_labels[MAX_LINES];
  guint                   n_lines;

  GdkRGBA    color;
};

G_DEFINE_FINAL_TYPE (TslCatanPlayerRow, tsl_catan_player_row, GTK_TYPE_WIDGET)

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  TslCatanPlayerRow *self = user_data;

  cairo_rectangle (cr, 1.5, 1.5, width - 3, height - 3);
  gdk_cairo_set_source_rgba (cr, &self->color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
tsl_catan_player_row_dispose (GObject *object)
{
  tsl_widget_dispose_children (GTK_WIDGET (object), TSL_TYPE_CATAN_PLAYER_ROW);
  G_OBJECT_CLASS (tsl_catan_player_row_parent_class)->dispose (object);
}

static void
tsl_catan_player_row_class_init (TslCatanPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_catan_player_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/catan/tsl-catan-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, spinner);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, vp_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, badges_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, lines_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
add_badge (TslCatanPlayerRow      *self,
           const TslCatanRowBadge *badge)
{
  const char *label = badge->context != NULL ? g_dpgettext2 (GETTEXT_PACKAGE, badge->context, badge->label)
                                             : _(badge->label);
  GtkWidget *widget = gtk_label_new (label);

  g_return_if_fail (self->n_badges < MAX_BADGES);
  gtk_widget_add_css_class (widget, "tsl-badge");
  if (badge->tooltip != NULL)
    gtk_widget_set_tooltip_text (widget, _(badge->tooltip));
  gtk_widget_set_visible (widget, FALSE);
  gtk_box_append (GTK_BOX (self->badges_box), widget);
  self->badge_defs[self->n_badges] = badge;
  self->badge_labels[self->n_badges++] = widget;
}

static void
add_line (TslCatanPlayerRow     *self,
          const TslCatanRowLine *line)
{
  GtkWidget *widget = gtk_label_new (NULL);

  g_return_if_fail (self->n_lines < MAX_LINES);
  gtk_label_set_xalign (GTK_LABEL (widget), 0);
  gtk_label_set_wrap (GTK_LABEL (widget), TRUE);
  gtk_widget_add_css_class (widget, "caption");
  gtk_widget_set_tooltip_text (widget, _(line->tooltip));
  gtk_widget_set_visible (widget, FALSE);
  gtk_box_append (GTK_BOX (self->lines_box), widget);
  self->line_defs[self->n_lines] = line;
  self->line_labels[self->n_lines++] = widget;
}

static void
tsl_catan_player_row_init (TslCatanPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->swatch), draw_swatch, self, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (badges); i++)
    add_badge (self, &badges[i]);
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      for (guint k = 0; k < module->n_badges; k++)
        add_badge (self, &module->badges[k]);
      for (guint k = 0; k < module->n_lines; k++)
        add_line (self, &module->lines[k]);
    }
}

GtkWidget *
tsl_catan_player_row_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_PLAYER_ROW, NULL);
}

/**
 * tsl_catan_player_row_update:
 * @info: the game as the viewer sees it
 * @seat: whose row this is
 * @thinking: whether a computer player thinks for @seat now
 *
 * Shows @seat's points, cards and awards; the knights played and the road
 * length only where the game awards the Largest Army and the Longest Road;
 * the special cards held and a line for each module played.
 */
void
tsl_catan_player_row_update (TslCatanPlayerRow  *self,
                             const char         *name,
                             const GdkRGBA      *color,
                             const TslCatanInfo *info,
                             guint               seat,
                             gboolean            thinking)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *vp = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *dev = NULL;
  g_autofree char *knights = NULL;
  g_autofree char *detail = NULL;

  g_return_if_fail (TSL_IS_CATAN_PLAYER_ROW (self));

  self->color = *color;
  gtk_widget_queue_draw (self->swatch);
  gtk_label_set_label (GTK_LABEL (self->name_label), name);
  /* A labelled badge, not a bare number (tour D38); the target beside it. */
  /* Translators: a player's victory points others can see, and the points that win */
  vp = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d points", "%d of %d points", player->vp_public),
                        player->vp_public, player->target > 0 ? player->target : info->victory_points);
  gtk_label_set_label (GTK_LABEL (self->vp_label), vp);

  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card", "%d cards", player->n_resources),
                           player->n_resources);
  dev = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d development card",
                                      "%d development cards", player->n_dev_cards),
                         player->n_dev_cards);
  if (info->has_largest_army && info->has_longest_road)
    {
      knights = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d knight", "%d knights", player->knights),
                                 player->knights);
      /* Translators: "%d card(s)" · "%d development card(s)" · "%d knight(s)"
       * played · the length of the player's longest road (a number of roads),
       * e.g. "5 cards · 1 development card · 2 knights · longest road 4". */
      detail = g_strdup_printf (_("%s · %s · %s · longest road %d"), cards, dev, knights, player->road_length);
    }
  else if (info->has_longest_road)
    /* Translators: a game without the Largest Army: "%d card(s)" ·
     * "%d development card(s)" · the length of the player's longest road,
     * e.g. "5 cards · 1 development card · longest road 4". */
    detail = g_strdup_printf (_("%s · %s · longest road %d"), cards, dev, player->road_length);
  else
    /* Translators: a game without the Largest Army and the Longest Road:
     * "%d card(s)" · "%d development card(s)", e.g. "5 cards · 1 development card". */
    detail = g_strdup_printf (_("%s · %s"), cards, dev);
  TSL_CATAN_VIEW_FOREACH_MODULE (i, module, info)
    if (module->row_detail != NULL)
      detail = module->row_detail (info, seat, detail);
  gtk_label_set_label (GTK_LABEL (self->detail_label), detail);

  gtk_widget_set_visible (self->spinner, thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking);
  for (guint i = 0; i < self->n_badges; i++)
    gtk_widget_set_visible (self->badge_labels[i], self->badge_defs[i]->held (info, seat));
  for (guint i = 0; i < self->n_lines; i++)
    {
      g_autofree char *text = self->line_defs[i]->text (info, seat);

      gtk_widget_set_visible (self->line_labels[i], text != NULL);
      if (text != NULL)
        gtk_label_set_label (GTK_LABEL (self->line_labels[i]), text);
    }
  if ((gint) seat == info->current)
    gtk_widget_add_css_class (self->box, "current");
  else
    gtk_widget_remove_css_class (self->box, "current");
}

/* For the tests: the line of cards, knights and road under the name. */
const char *
tsl_catan_player_row_get_detail (TslCatanPlayerRow *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->detail_label));
}

/**
 * tsl_catan_player_row_dup_badges:
 *
 * For the tests: the special cards the row shows, as labelled.
 *
 * Returns: (transfer full): a %NULL-terminated array
 */
GStrv
tsl_catan_player_row_dup_badges (TslCatanPlayerRow *self)
{
  g_autoptr(GStrvBuilder) shown = g_strv_builder_new ();

  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);
  for (guint i = 0; i < self->n_badges; i++)
    if (gtk_widget_get_visible (self->badge_labels[i]))
      g_strv_builder_add (shown, gtk_label_get_label (GTK_LABEL (self->badge_labels[i])));
  return g_strv_builder_end (shown);
}

/**
 * tsl_catan_player_row_dup_lines:
 *
 * For the tests: the modules' lines the row shows, one after another.
 *
 * Returns: (transfer full) (nullable): the text, %NULL when no module
 *   adds a line
 */
char *
tsl_catan_player_row_dup_lines (TslCatanPlayerRow *self)
{
  GString *text = NULL;

  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);
  for (guint i = 0; i < self->n_lines; i++)
    if (gtk_widget_get_visible (self->line_labels[i]))
      {
        if (text == NULL)
          text = g_string_new (NULL);
        else
          g_string_append_c (text, '\n');
        g_string_append (text, gtk_label_get_label (GTK_LABEL (self->line_labels[i])));
      }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}
