/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tsl-hunters-panel.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"

/* Player rows */

typedef struct
{
  GdkRGBA color;
  gint    members;
  gint    huts;
} RowData;

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  RowData *data = user_data;

  cairo_arc (cr, width / 2.0, height / 2.0, MIN (width, height) / 2.0 - 1.5, 0, 2 * G_PI);
  gdk_cairo_set_source_rgba (cr, &data->color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.9);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

/* The supply: tribe members and huts still to place, as figures. */
static void
draw_supply (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  RowData *data = user_data;
  double size = height * 0.8, x = size / 2 + 2;

  for (gint i = 0; i < data->members; i++, x += size * 0.62)
    tsl_hunters_art_figure (cr, TSL_HUNTERS_FIGURE_GATHERER, x, height / 2.0, size, &data->color);
  x += size * 0.3;
  for (gint i = 0; i < data->huts; i++, x += size * 0.8)
    tsl_hunters_art_figure (cr, TSL_HUNTERS_FIGURE_HUT, x, height / 2.0, size * 0.9, &data->color);
}

static GtkWidget *
label_new (const char *css)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

GtkWidget *
tsl_hunters_player_row_new (void)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *top = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *swatch = gtk_drawing_area_new ();
  GtkWidget *name = label_new ("heading");
  GtkWidget *spinner = gtk_spinner_new ();
  GtkWidget *laps = label_new ("tsl-badge");
  GtkWidget *score = label_new ("title-3");
  GtkWidget *supply = gtk_drawing_area_new ();
  RowData *data = g_new0 (RowData, 1);

  gtk_widget_add_css_class (row, "tsl-player-row");
  g_object_set_data_full (G_OBJECT (row), "row-data", data, g_free);

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 16);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 16);
  gtk_widget_set_valign (swatch, GTK_ALIGN_CENTER);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch, data, NULL);
  gtk_widget_set_hexpand (name, TRUE);
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_widget_set_tooltip_text (spinner, _("Thinking…"));
  gtk_widget_set_tooltip_text (laps, _("50/100 point tile: laps around the scoreboard"));
  /* Translators: tooltip of a player's score (a noun, the points scored). */
  gtk_widget_set_tooltip_text (score, _("Points"));
  gtk_box_append (GTK_BOX (top), swatch);
  gtk_box_append (GTK_BOX (top), name);
  gtk_box_append (GTK_BOX (top), spinner);
  gtk_box_append (GTK_BOX (top), laps);
  gtk_box_append (GTK_BOX (top), score);

  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (supply), 22);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (supply), draw_supply, data, NULL);
  gtk_box_append (GTK_BOX (row), top);
  gtk_box_append (GTK_BOX (row), supply);

  g_object_set_data (G_OBJECT (row), "swatch", swatch);
  g_object_set_data (G_OBJECT (row), "name", name);
  g_object_set_data (G_OBJECT (row), "spinner", spinner);
  g_object_set_data (G_OBJECT (row), "laps", laps);
  g_object_set_data (G_OBJECT (row), "score", score);
  g_object_set_data (G_OBJECT (row), "supply", supply);
  return row;
}

void
tsl_hunters_player_row_update (GtkWidget                *row,
                               const char               *name,
                               const GdkRGBA            *color,
                               const TslHuntersTablePlayer *player,
                               gboolean                  current,
                               gboolean                  thinking)
{
  RowData *data = g_object_get_data (G_OBJECT (row), "row-data");
  GtkWidget *spinner = g_object_get_data (G_OBJECT (row), "spinner");
  GtkWidget *laps = g_object_get_data (G_OBJECT (row), "laps");
  GtkWidget *supply = g_object_get_data (G_OBJECT (row), "supply");
  g_autofree char *score = g_strdup_printf ("%u", player->score);
  g_autofree char *supply_text = NULL;
  g_autofree char *members_text = NULL;
  g_autofree char *huts_text = NULL;

  data->color = *color;
  data->members = player->members_left;
  data->huts = player->huts_left;
  gtk_label_set_label (g_object_get_data (G_OBJECT (row), "name"), name);
  gtk_label_set_label (g_object_get_data (G_OBJECT (row), "score"), score);
  gtk_widget_set_visible (laps, player->laps > 0);
  if (player->laps > 0)
    {
      g_autofree char *badge = g_strdup_printf ("%u", 50 * player->laps);

      gtk_label_set_label (GTK_LABEL (laps), badge);
    }
  gtk_widget_set_visible (spinner, thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (spinner), thinking);
  if (current)
    gtk_widget_add_css_class (row, "current");
  else
    gtk_widget_remove_css_class (row, "current");

  members_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d tribe member", "%d tribe members",
                                               player->members_left),
                                  player->members_left);
  huts_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d hut", "%d huts", player->huts_left),
                               player->huts_left);
  /* Translators: the figures a player still has in supply: a player's name,
   * then "%d tribe member(s)" and "%d hut(s)", e.g. "Anna: 3 tribe members
   * and 1 hut in supply". */
  supply_text = g_strdup_printf (_("%s: %s and %s in supply"), name, members_text, huts_text);
  gtk_widget_set_tooltip_text (supply, supply_text);
  gtk_widget_queue_draw (supply);
  gtk_widget_queue_draw (g_object_get_data (G_OBJECT (row), "swatch"));
}

/* Score track: a compact bar of the 50 spaces, markers in the players'
 * colours; laps show as 50/100 badges in the player rows. */
void
tsl_hunters_draw_score_track (cairo_t               *cr,
                              double                 width,
                              double                 height,
                              const TslHuntersTable *model,
                              const GdkRGBA         *colors,
                              const GdkRGBA         *fg)
{
  double left = 8, right = width - 8, bar_y = height * 0.55, step = (right - left) / 49.0;
  guint stacked[50] = { 0 };

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_width (cr, 8);
  cairo_move_to (cr, left, bar_y);
  cairo_line_to (cr, right, bar_y);
  cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.15);
  cairo_stroke (cr);

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
  cairo_set_font_size (cr, 10);
  for (guint i = 0; i < 50; i += 5)
    {
      char text[8];
      cairo_text_extents_t ext;
      double x = left + i * step;

      cairo_set_line_width (cr, 1);
      cairo_move_to (cr, x, bar_y + 6);
      cairo_line_to (cr, x, bar_y + 10);
      cairo_set_source_rgba (cr, fg->red, fg->green, fg->blue, 0.5);
      cairo_stroke (cr);
      if (i % 10 == 0)
        {
          g_snprintf (text, sizeof text, "%u", i);
          cairo_text_extents (cr, text, &ext);
          cairo_move_to (cr, x - ext.width / 2, bar_y + 21);
          cairo_show_text (cr, text);
        }
    }

  for (guint p = 0; p < model->n_players; p++)
    {
      gint pos = MIN (model->players[p].track_position, 49);
      double x = left + pos * step, y = bar_y - 2 - stacked[pos] * 9;

      stacked[pos]++;
      tsl_hunters_art_figure (cr, TSL_HUNTERS_FIGURE_GATHERER, x, y - 8, 16, &colors[p]);
    }
}

/* Legend: the pictures on the tiles and what they are. */
void
tsl_hunters_draw_legend (GtkWidget *widget,
                         cairo_t   *cr,
                         double     width,
                         double     height)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (widget, NULL);
  GdkRGBA fg;
  double row = height / 5.0, col = width / 2.0;
  struct { const char *label; } items[10];
  guint n = 0;

  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &fg);
  for (guint a = 0; a < TSL_HUNTERS_N_ANIMALS; a++)
    items[n++].label = tsl_hunters_animal_label (a);
  items[n++].label = _("Fish in a lake");
  items[n++].label = _("Gold nugget");
  items[n++].label = _("Mushroom group");
  items[n++].label = _("Spring");
  items[n++].label = _("Hunter (lying down)");
  /* Translators: a figure, the hut (seed 001: kunyhó), on a choice button. */
  items[n++].label = _("Hut");

  for (guint i = 0; i < n; i++)
    {
      double x = (i % 2) * col, y = (i / 2) * row, cx = x + 17, cy = y + row / 2;
      GdkRGBA grey = { 0.75, 0.75, 0.75, 1 };
      int text_height;

      if (i < TSL_HUNTERS_N_ANIMALS)
        tsl_hunters_art_animal (cr, i, cx, cy + 2, 26);
      else if (i == 4)
        {
          cairo_arc (cr, cx, cy, 12, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.29, 0.62, 0.89);
          cairo_fill (cr);
          tsl_hunters_art_fish (cr, cx, cy, 14);
        }
      else if (i == 5)
        tsl_hunters_art_nugget (cr, cx, cy, 16);
      else if (i == 6)
        tsl_hunters_art_mushrooms (cr, cx, cy, 26);
      else if (i == 7)
        {
          cairo_arc (cr, cx, cy, 10, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.12, 0.37, 0.62);
          cairo_fill (cr);
          cairo_arc (cr, cx, cy, 5, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.55, 0.78, 0.96);
          cairo_fill (cr);
        }
      else
        tsl_hunters_art_figure (cr, i == 8 ? TSL_HUNTERS_FIGURE_HUNTER : TSL_HUNTERS_FIGURE_HUT,
                                cx, cy, 22, &grey);

      /* Two lines rather than a cut word in a narrow panel. */
      pango_layout_set_text (layout, items[i].label, -1);
      pango_layout_set_width (layout, (int) ((col - 42) * PANGO_SCALE));
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_height (layout, -2);
      pango_layout_set_ellipsize (layout, PANGO_ELLIPSIZE_END);
      pango_layout_get_pixel_size (layout, NULL, &text_height);
      cairo_move_to (cr, x + 40, cy - text_height / 2.0);
      gdk_cairo_set_source_rgba (cr, &fg);
      pango_cairo_show_layout (cr, layout);
    }
  g_object_unref (layout);
}

/* A short game played once by computer players, so that the card shows
 * tiles that really fit together. */
static const TslHuntersTable *
preview_model (void)
{
  static TslHuntersTable *model = NULL;
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      TslEngine *engine = tsl_registry_lookup ("hunters", NULL);
      g_autoptr(TslGame) game = engine != NULL ? tsl_game_new (engine, NULL, 3, 2026, NULL, NULL) : NULL;

      if (game != NULL && tsl_autoplay (game, 150, -1, NULL, NULL))
        model = tsl_hunters_table_new_from_game (game);
      g_once_init_leave (&done, 1);
    }
  return model;
}

/**
 * tsl_hunters_draw_preview:
 *
 * The launcher card's picture: the fullest window, three tiles high, of
 * a short game, with its figures in the players' colours.
 */
void
tsl_hunters_draw_preview (cairo_t *cr,
                          double   width,
                          double   height)
{
  static const char *colors[] = { "#d32f2f", "#388e3c", "#212121" };
  const TslHuntersTable *model = preview_model ();
  gint cols = MAX (3, (gint) round (3.0 * width / MAX (height, 1.0)));
  double size = MIN (width / cols, height / 3.0);
  gint best_x = 0, best_y = 0;
  guint best = 0;

  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip_preserve (cr);
  cairo_set_source_rgb (cr, 0.84, 0.80, 0.69);
  cairo_fill (cr);
  if (model == NULL)
    return;

  for (guint i = 0; i < model->n_tiles; i++)
    for (gint dy = -2; dy <= 0; dy++)
      for (gint dx = 1 - cols; dx <= 0; dx++)
        {
          gint x0 = model->tiles[i].x + dx, y0 = model->tiles[i].y + dy;
          guint n = 0;

          for (guint j = 0; j < model->n_tiles; j++)
            n += model->tiles[j].x >= x0 && model->tiles[j].x < x0 + cols
                 && model->tiles[j].y >= y0 && model->tiles[j].y < y0 + 3;
          if (n > best)
            {
              best = n;
              best_x = x0;
              best_y = y0;
            }
        }

  cairo_save (cr);
  cairo_translate (cr, (width - cols * size) / 2, (height - 3 * size) / 2);
  for (guint i = 0; i < model->n_tiles; i++)
    {
      const TslHuntersTableTile *t = &model->tiles[i];

      tsl_hunters_art_tile (cr, t->tile, t->rotation * 90, (t->x - best_x) * size, (t->y - best_y) * size, size);
    }
  for (guint i = 0; i < model->n_figures; i++)
    {
      const TslHuntersTableFigure *f = &model->figures[i];
      const TslHuntersTableTile *t = tsl_hunters_table_get_tile_at (model, f->x, f->y);
      GdkRGBA color;
      double fx, fy;

      if (t == NULL)
        continue;
      gdk_rgba_parse (&color, colors[f->owner % G_N_ELEMENTS (colors)]);
      tsl_hunters_art_region_spot (t->tile, f->region, t->rotation * 90, &fx, &fy);
      tsl_hunters_art_figure (cr, f->figure, (f->x - best_x + fx) * size, (f->y - best_y + fy) * size,
                              size * 0.3, &color);
    }
  cairo_restore (cr);
}

/* Victory screen */

static GtkWidget *
cell (const char *text,
      gboolean    bold)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), bold ? 0 : 1);
  if (bold)
    gtk_widget_add_css_class (label, "heading");
  return label;
}

static GtkWidget *
number (gint value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  return cell (text, FALSE);
}

void
tsl_hunters_victory_fill (GtkGrid               *grid,
                          GtkLabel              *title,
                          GtkLabel              *subtitle,
                          TslGame               *game,
                          const TslHuntersTable *model,
                          const GdkRGBA         *colors)
{
  static const char *headings[] = {
    N_("Player"), N_("Forests"), N_("Rivers"), N_("Huts"), N_("Hunters"), N_("Total"),
  };
  guint order[TSL_HUNTERS_MAX_PLAYERS], n = model->n_players, n_winners = 0;
  g_autofree char *title_text = NULL;
  g_autofree char *subtitle_text = NULL;
  GtkWidget *child;

  for (guint i = 0; i < n; i++)
    {
      order[i] = i;
      n_winners += (model->winners >> i) & 1;
    }
  for (guint i = 1; i < n; i++)
    for (guint j = i; j > 0 && model->players[order[j]].score > model->players[order[j - 1]].score; j--)
      {
        guint t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }

  if (n_winners == 1)
    title_text = g_strdup_printf (_("%s wins!"), tsl_game_get_seat_name (game, order[0]));
  else if (n_winners > 1)
    title_text = g_strdup (_("A shared victory!"));
  else
    title_text = g_strdup (_("Game over"));
  gtk_label_set_label (title, title_text);
  subtitle_text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Final scoring after %d turn",
                                                "Final scoring after %d turns", model->turn),
                                   model->turn);
  gtk_label_set_label (subtitle, subtitle_text);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    gtk_grid_attach (grid, cell (_(headings[c]), TRUE), c + 2, 0, 1, 1);
  for (guint i = 0; i < n; i++)
    {
      const TslHuntersTablePlayer *p = &model->players[order[i]];
      g_autofree char *rank = g_strdup_printf ("%u.", i + 1);
      GtkWidget *swatch = gtk_drawing_area_new ();
      GtkWidget *total = number (p->score);
      RowData *data = g_new0 (RowData, 1);

      data->color = colors[order[i]];
      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (swatch), 18);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (swatch), 18);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (swatch), draw_swatch, data, g_free);
      gtk_widget_add_css_class (total, "title-3");
      gtk_grid_attach (grid, cell (rank, TRUE), 0, i + 1, 1, 1);
      gtk_grid_attach (grid, swatch, 1, i + 1, 1, 1);
      gtk_grid_attach (grid, cell (tsl_game_get_seat_name (game, order[i]), TRUE), 2, i + 1, 1, 1);
      gtk_grid_attach (grid, number (p->breakdown[TSL_HUNTERS_BREAKDOWN_FORESTS]), 3, i + 1, 1, 1);
      gtk_grid_attach (grid, number (p->breakdown[TSL_HUNTERS_BREAKDOWN_RIVERS]), 4, i + 1, 1, 1);
      gtk_grid_attach (grid, number (p->breakdown[TSL_HUNTERS_BREAKDOWN_HUTS]), 5, i + 1, 1, 1);
      gtk_grid_attach (grid, number (p->breakdown[TSL_HUNTERS_BREAKDOWN_HUNTERS]), 6, i + 1, 1, 1);
      gtk_grid_attach (grid, total, 7, i + 1, 1, 1);
    }
}
