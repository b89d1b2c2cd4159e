/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-catan-geometry.h"
#include "tsl-catan-rivers-art.h"

/* The rivers run through the middle of their hexes (source to mouth),
 * crossing the paths between them and the coast at the bridge sites,
 * which are drawn dashed, as on the scenario's river tiles. */

static void
to_widget (double  scale,
           double  off_x,
           double  off_y,
           double *x,
           double *y)
{
  *x = off_x + *x * scale;
  *y = off_y + *y * scale;
}

static void
edge_middle (guint   e,
             double *x,
             double *y)
{
  double x1, y1, x2, y2;

  tsl_catan_edge_points (e, &x1, &y1, &x2, &y2);
  *x = (x1 + x2) / 2;
  *y = (y1 + y2) / 2;
}

/* The bridge site of @hex that leads to no other river hex: the mouth. */
static gint
mouth_of (const TslCatanInfo *info,
          guint               hex)
{
  const TslHexTopology *topo = tsl_catan_hex_topology ();

  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    {
      guint a = topo->edge_hexes[e][0], b = topo->edge_hexes[e][1];
      guint other;
      gboolean other_river = FALSE;

      if (!info->rivers.bridge_site[e] || (a != hex && b != hex))
        continue;
      other = a == hex ? b : a;
      for (guint i = 0; i < 2; i++)
        for (guint k = 0; k < 4; k++)
          other_river |= info->rivers.river[i][k] == (gint) other;
      if (!other_river)
        return (gint) e;
    }
  return -1;
}

void
tsl_catan_rivers_draw_static (cairo_t            *cr,
                              const TslCatanInfo *info,
                              double              scale,
                              double              off_x,
                              double              off_y)
{
  if (!info->rivers.played)
    return;
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < 2; i++)
    {
      guint last = 0;

      for (guint pass = 0; pass < 2; pass++)
        {
          for (guint k = 0; k < 4 && info->rivers.river[i][k] >= 0; k++)
            {
              double x, y;

              tsl_catan_hex_index_center ((guint) info->rivers.river[i][k], &x, &y);
              to_widget (scale, off_x, off_y, &x, &y);
              if (k == 0)
                cairo_move_to (cr, x, y);
              else
                cairo_line_to (cr, x, y);
              last = (guint) info->rivers.river[i][k];
            }
          if (mouth_of (info, last) >= 0)
            {
              double x, y;

              edge_middle ((guint) mouth_of (info, last), &x, &y);
              to_widget (scale, off_x, off_y, &x, &y);
              cairo_line_to (cr, x, y);
            }
          /* A dark bank under a light-blue stream. */
          if (pass == 0)
            cairo_set_source_rgba (cr, 0.05, 0.2, 0.45, 0.9);
          else
            cairo_set_source_rgb (cr, 0.35, 0.65, 0.95);
          cairo_set_line_width (cr, scale * (pass == 0 ? 0.2 : 0.13));
          cairo_stroke (cr);
        }
    }

  /* Bridge sites: dashed across the river. */
  cairo_set_source_rgb (cr, 0.98, 0.95, 0.85);
  cairo_set_line_width (cr, scale * 0.05);
  {
    double dash[] = { scale * 0.1, scale * 0.08 };

    cairo_set_dash (cr, dash, 2, 0);
  }
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    if (info->rivers.bridge_site[e])
      {
        double x1, y1, x2, y2;

        tsl_catan_edge_points (e, &x1, &y1, &x2, &y2);
        to_widget (scale, off_x, off_y, &x1, &y1);
        to_widget (scale, off_x, off_y, &x2, &y2);
        cairo_move_to (cr, x1, y1);
        cairo_line_to (cr, x2, y2);
        cairo_stroke (cr);
      }
  cairo_set_dash (cr, NULL, 0, 0);

  /* The 2 that lies with the 12: a small second token beside it. */
  if (info->rivers.two_and_twelve >= 0)
    {
      double x, y;
      PangoLayout *layout;
      PangoFontDescription *font;
      int w, h;

      tsl_catan_hex_index_center ((guint) info->rivers.two_and_twelve, &x, &y);
      to_widget (scale, off_x, off_y, &x, &y);
      x += scale * 0.42;
      y += scale * 0.3;
      cairo_arc (cr, x, y, scale * 0.17, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.96, 0.92, 0.8);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 0.2, 0.15, 0.1);
      cairo_set_line_width (cr, scale * 0.02);
      cairo_stroke (cr);
      layout = pango_cairo_create_layout (cr);
      font = pango_font_description_from_string ("Sans Bold");
      pango_font_description_set_absolute_size (font, scale * 0.2 * PANGO_SCALE);
      pango_layout_set_font_description (layout, font);
      pango_layout_set_text (layout, "2", -1);
      pango_layout_get_pixel_size (layout, &w, &h);
      cairo_move_to (cr, x - w / 2.0, y - h / 2.0);
      pango_cairo_show_layout (cr, layout);
      pango_font_description_free (font);
      g_object_unref (layout);
    }
  cairo_restore (cr);
}

/* Bridges: a stone deck under the owner's road, wider than the path. */
void
tsl_catan_rivers_draw_bridges (cairo_t            *cr,
                               const TslCatanInfo *info,
                               double              scale,
                               double              off_x,
                               double              off_y)
{
  if (!info->rivers.played)
    return;
  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    if (info->rivers.bridge[e])
      {
        double x1, y1, x2, y2;

        tsl_catan_edge_points (e, &x1, &y1, &x2, &y2);
        to_widget (scale, off_x, off_y, &x1, &y1);
        to_widget (scale, off_x, off_y, &x2, &y2);
        cairo_move_to (cr, x1 + (x2 - x1) * 0.1, y1 + (y2 - y1) * 0.1);
        cairo_line_to (cr, x2 - (x2 - x1) * 0.1, y2 - (y2 - y1) * 0.1);
        cairo_set_source_rgb (cr, 0.35, 0.3, 0.25);
        cairo_set_line_width (cr, scale * 0.3);
        cairo_stroke_preserve (cr);
        cairo_set_source_rgb (cr, 0.72, 0.68, 0.6);
        cairo_set_line_width (cr, scale * 0.24);
        cairo_stroke (cr);
      }
  cairo_restore (cr);
}
