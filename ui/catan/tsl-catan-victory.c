/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-catan-hand.h"
#include "tsl-catan-stats.h"
#include "tsl-catan-victory.h"
#include "tsl-catan-view-module.h"

/* TslCatanVictory: the end screen: winner, standings by victory points,
 * a histogram of the dice totals and the resources each player gained. */
struct _TslCatanVictory
{
  GtkWidget      parent_instance;

  GtkWidget     *title_label;
  GtkWidget     *subtitle_label;
  GtkWidget     *standings_grid;
  GtkWidget     *histogram;
  GtkWidget     *resources_grid;

  TslCatanStats  stats;
  guint          shown_actions;
};

G_DEFINE_FINAL_TYPE (TslCatanVictory, tsl_catan_victory, GTK_TYPE_WIDGET)

static void
draw_histogram (GtkDrawingArea *area,
                cairo_t        *cr,
                int             width,
                int             height,
                gpointer        user_data)
{
  TslCatanVictory *self = user_data;
  GdkRGBA fg;
  guint max = 1;
  double bar_w = width / 11.0, base = height - 22;

  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &fg);
  for (guint t = 2; t <= 12; t++)
    max = MAX (max, self->stats.dice[t]);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 12);
  for (guint t = 2; t <= 12; t++)
    {
      double h = (base - 18) * self->stats.dice[t] / max;
      double x = (t - 2) * bar_w;
      char text[16];
      cairo_text_extents_t ext;

      cairo_rectangle (cr, x + bar_w * 0.15, base - h, bar_w * 0.7, h);
      if (t == 6 || t == 8)
        cairo_set_source_rgb (cr, 0.78, 0.16, 0.16);
      else if (t == 7)
        cairo_set_source_rgb (cr, 0.35, 0.35, 0.38);
      else
        cairo_set_source_rgb (cr, 0.12, 0.53, 0.9);
      cairo_fill (cr);

      gdk_cairo_set_source_rgba (cr, &fg);
      g_snprintf (text, sizeof text, "%u", t);
      cairo_text_extents (cr, text, &ext);
      cairo_move_to (cr, x + bar_w / 2 - ext.width / 2, height - 4);
      cairo_show_text (cr, text);
      g_snprintf (text, sizeof text, "%u", self->stats.dice[t]);
      cairo_text_extents (cr, text, &ext);
      cairo_move_to (cr, x + bar_w / 2 - ext.width / 2, base - h - 4);
      cairo_show_text (cr, text);
    }
}

static void
clear_grid (GtkWidget *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (grid)) != NULL)
    gtk_grid_remove (GTK_GRID (grid), child);
}

static GtkWidget *
cell (const char *text,
      gboolean    bold)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (bold)
    gtk_widget_add_css_class (label, "heading");
  return label;
}

void
tsl_catan_victory_show (TslCatanVictory     *self,
                        TslGame             *game,
                        const TslCatanInfo  *info,
                        const GdkRGBA       *colors)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *title = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *turns = NULL;
  g_autofree char *rolls = NULL;
  guint order[TSL_MAX_PLAYERS];
  guint n = info->n_players;
  const TslCatanViewModule *standing = NULL;

  g_return_if_fail (TSL_IS_CATAN_VICTORY (self));

  /* Computed once per finished game: it replays the whole log. */
  if (self->shown_actions == tsl_game_get_n_actions (game))
    return;
  self->shown_actions = tsl_game_get_n_actions (game);
  if (!tsl_catan_stats_compute (game, &self->stats, &error))
    g_warning ("Could not compute the statistics: %s", error->message);

  title = info->winner >= 0
          ? g_strdup_printf (_("%s wins!"), tsl_game_get_seat_name (game, info->winner))
          : g_strdup (_("Game over"));
  turns = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d turn", "%d turns", info->turn), (gint) info->turn);
  rolls = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u roll of the dice", "%u rolls of the dice",
                                        self->stats.n_rolls),
                           self->stats.n_rolls);
  /* Translators: the victory screen's subtitle: "%d turn(s)" and "%u roll(s)
   * of the dice", e.g. "After 52 turns and 52 rolls of the dice". */
  subtitle = g_strdup_printf (_("After %s and %s"), turns, rolls);
  gtk_label_set_label (GTK_LABEL (self->title_label), title);
  gtk_label_set_label (GTK_LABEL (self->subtitle_label), subtitle);

  for (guint i = 0; i < n; i++)
    order[i] = i;
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && info->players[order[j]].vp > info->players[order[j - 1]].vp; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  clear_grid (self->standings_grid);
  gtk_grid_attach (GTK_GRID (self->standings_grid), cell (_("Player"), TRUE), 1, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (self->standings_grid), cell (_("Victory points"), TRUE), 2, 0, 1, 1);
  /* The knights played, or what a module counts instead (its prisoners) */
  TSL_CATAN_VIEW_FOREACH_MODULE (k, module, info)
    if (module->standing_label != NULL)
      standing = module;
  gtk_grid_attach (GTK_GRID (self->standings_grid),
                   cell (standing != NULL ? _(standing->standing_label) : _("Knights"), TRUE), 3, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (self->standings_grid), cell (C_("stat", "Longest road"), TRUE), 4, 0, 1, 1);
  for (guint i = 0; i < n; i++)
    {
      const TslCatanPlayerInfo *p = &info->players[order[i]];
      g_autofree char *rank = g_strdup_printf ("%u.", i + 1);
      g_autofree char *vp = g_strdup_printf ("%d", p->vp);
      g_autofree char *knights = g_strdup_printf ("%d", standing != NULL ? standing->standing (p) : p->knights);
      g_autofree char *road = g_strdup_printf ("%d", p->road_length);

      gtk_grid_attach (GTK_GRID (self->standings_grid), cell (rank, TRUE), 0, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->standings_grid),
                       cell (tsl_game_get_seat_name (game, order[i]), (gint) order[i] == info->winner),
                       1, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->standings_grid), cell (vp, FALSE), 2, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->standings_grid), cell (knights, FALSE), 3, i + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->standings_grid), cell (road, FALSE), 4, i + 1, 1, 1);
    }

  clear_grid (self->resources_grid);
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    gtk_grid_attach (GTK_GRID (self->resources_grid), tsl_catan_resource_icon_new (r, 22),
                     1 + r, 0, 1, 1);
  gtk_grid_attach (GTK_GRID (self->resources_grid), cell (_("Total"), TRUE), 6, 0, 1, 1);
  for (guint p = 0; p < n; p++)
    {
      gint total = 0;
      g_autofree char *total_text = NULL;

      gtk_grid_attach (GTK_GRID (self->resources_grid), cell (tsl_game_get_seat_name (game, p), TRUE),
                       0, p + 1, 1, 1);
      for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
        {
          g_autofree char *text = g_strdup_printf ("%d", self->stats.produced[p][r]);

          total += self->stats.produced[p][r];
          gtk_grid_attach (GTK_GRID (self->resources_grid), cell (text, FALSE), 1 + r, p + 1, 1, 1);
        }
      total_text = g_strdup_printf ("%d", total);
      gtk_grid_attach (GTK_GRID (self->resources_grid), cell (total_text, TRUE), 6, p + 1, 1, 1);
    }
  gtk_widget_queue_draw (self->histogram);
}

static void
tsl_catan_victory_dispose (GObject *object)
{
  tsl_widget_dispose_children (GTK_WIDGET (object), TSL_TYPE_CATAN_VICTORY);
  G_OBJECT_CLASS (tsl_catan_victory_parent_class)->dispose (object);
}

static void
tsl_catan_victory_class_init (TslCatanVictoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_catan_victory_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/catan/tsl-catan-victory.ui");
  gtk_widget_class_bind_template_child (widget_class, TslCatanVictory, title_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanVictory, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanVictory, standings_grid);
  gtk_widget_class_bind_template_child (widget_class, TslCatanVictory, histogram);
  gtk_widget_class_bind_template_child (widget_class, TslCatanVictory, resources_grid);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_catan_victory_init (TslCatanVictory *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->histogram), draw_histogram, self, NULL);
}
