/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-catan-art.h"
#include "tsl-catan-view-module.h"

/* Suggested base colours (ui-design.md). */
static const char *terrain_colors[] = {
  [TSL_CATAN_SEA] = "#1e88e5",
  [TSL_CATAN_FOREST] = "#2e7d32",
  [TSL_CATAN_HILLS] = "#bf5b2c",
  [TSL_CATAN_PASTURE] = "#9ccc65",
  [TSL_CATAN_FIELDS] = "#f9a825",
  [TSL_CATAN_MOUNTAINS] = "#78909c",
  [TSL_CATAN_DESERT] = "#e6d3a3",
  [TSL_CATAN_LAKE] = "#4fc3f7",
  [TSL_CATAN_SWAMP] = "#6d7f4e",
  [TSL_CATAN_OASIS] = "#e6d3a3",
  [TSL_CATAN_CASTLE] = "#9e9a93",
  [TSL_CATAN_TRADE_CASTLE] = "#c5b48f",
  [TSL_CATAN_QUARRY] = "#b0bec5",
  [TSL_CATAN_GLASSWORKS] = "#80cbc4",
};

void
tsl_catan_art_terrain_color (TslCatanTerrain  terrain,
                             GdkRGBA    *rgba)
{
  gdk_rgba_parse (rgba, terrain_colors[terrain]);
}

static void
set_hex (cairo_t    *cr,
         const char *hex,
         double      alpha)
{
  GdkRGBA rgba;

  gdk_rgba_parse (&rgba, hex);
  cairo_set_source_rgba (cr, rgba.red, rgba.green, rgba.blue, alpha);
}

/* A small deterministic hash so every hex gets its own arrangement. */
static double
jitter (guint seed,
        guint i)
{
  guint h = seed * 2654435761u ^ (i + 1) * 40503u;

  h ^= h >> 13;
  h *= 0x5bd1e995u;
  h ^= h >> 15;
  return (h & 0xffff) / 65535.0;
}

void
tsl_catan_art_hex_path (cairo_t *cr,
                        double   cx,
                        double   cy,
                        double   size)
{
  cairo_new_path (cr);
  for (int k = 0; k < 6; k++)
    {
      double a = G_PI / 180.0 * (60 * k - 30);

      cairo_line_to (cr, cx + size * cos (a), cy + size * sin (a));
    }
  cairo_close_path (cr);
}

static void
draw_tree (cairo_t *cr,
           double   x,
           double   y,
           double   s)
{
  set_hex (cr, "#5d4037", 1);
  cairo_rectangle (cr, x - s * 0.08, y, s * 0.16, s * 0.3);
  cairo_fill (cr);
  set_hex (cr, "#1b5e20", 1);
  for (int tier = 0; tier < 2; tier++)
    {
      double top = y - s * (0.75 - tier * 0.3);

      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x + s * (0.32 + tier * 0.08), top + s * 0.5);
      cairo_line_to (cr, x - s * (0.32 + tier * 0.08), top + s * 0.5);
      cairo_close_path (cr);
      cairo_fill (cr);
    }
  set_hex (cr, "#66bb6a", 0.6);
  cairo_move_to (cr, x, y - s * 0.75);
  cairo_line_to (cr, x - s * 0.15, y - s * 0.48);
  cairo_line_to (cr, x, y - s * 0.5);
  cairo_close_path (cr);
  cairo_fill (cr);
}

static void
draw_sheep (cairo_t *cr,
            double   x,
            double   y,
            double   s)
{
  cairo_set_source_rgb (cr, 0.98, 0.98, 0.96);
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, 1.0, 0.7);
  cairo_arc (cr, 0, 0, s * 0.22, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_fill (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_arc (cr, x + s * 0.22, y - s * 0.05, s * 0.08, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_set_line_width (cr, s * 0.04);
  cairo_move_to (cr, x - s * 0.1, y + s * 0.12);
  cairo_line_to (cr, x - s * 0.1, y + s * 0.24);
  cairo_move_to (cr, x + s * 0.1, y + s * 0.12);
  cairo_line_to (cr, x + s * 0.1, y + s * 0.24);
  cairo_stroke (cr);
}

static void
draw_wheat (cairo_t *cr,
            double   x,
            double   y,
            double   s)
{
  set_hex (cr, "#8d5b00", 1);
  cairo_set_line_width (cr, s * 0.05);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_move_to (cr, x, y + s * 0.35);
  cairo_line_to (cr, x, y - s * 0.35);
  cairo_stroke (cr);
  set_hex (cr, "#fff3c4", 0.95);
  for (int i = 0; i < 4; i++)
    {
      double gy = y - s * 0.3 + i * s * 0.12;

      for (int side = -1; side <= 1; side += 2)
        {
          cairo_save (cr);
          cairo_translate (cr, x + side * s * 0.07, gy);
          cairo_rotate (cr, side * 0.5);
          cairo_scale (cr, 0.5, 1.0);
          cairo_arc (cr, 0, 0, s * 0.08, 0, 2 * G_PI);
          cairo_restore (cr);
          cairo_fill (cr);
        }
    }
}

static void
draw_bricks (cairo_t *cr,
             double   cx,
             double   cy,
             double   size)
{
  double bh = size * 0.18, bw = size * 0.38;

  cairo_set_line_width (cr, size * 0.035);
  set_hex (cr, "#7a3414", 0.9);
  for (int row = -6; row <= 6; row++)
    {
      double y = cy + row * bh;
      double offset = (row & 1) ? bw / 2 : 0;

      cairo_move_to (cr, cx - size, y);
      cairo_line_to (cr, cx + size, y);
      for (int col = -4; col <= 4; col++)
        {
          double x = cx + col * bw + offset;

          cairo_move_to (cr, x, y);
          cairo_line_to (cr, x, y + bh);
        }
    }
  cairo_stroke (cr);
}

static void
draw_peak (cairo_t *cr,
           double   x,
           double   y,
           double   s)
{
  cairo_move_to (cr, x - s * 0.5, y + s * 0.3);
  cairo_line_to (cr, x, y - s * 0.5);
  cairo_line_to (cr, x + s * 0.5, y + s * 0.3);
  cairo_close_path (cr);
  set_hex (cr, "#546e7a", 1);
  cairo_fill_preserve (cr);
  set_hex (cr, "#37474f", 1);
  cairo_set_line_width (cr, s * 0.05);
  cairo_stroke (cr);
  /* Snow cap */
  cairo_move_to (cr, x - s * 0.19, y - s * 0.2);
  cairo_line_to (cr, x, y - s * 0.5);
  cairo_line_to (cr, x + s * 0.19, y - s * 0.2);
  cairo_line_to (cr, x + s * 0.07, y - s * 0.26);
  cairo_line_to (cr, x, y - s * 0.18);
  cairo_line_to (cr, x - s * 0.08, y - s * 0.27);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.96, 0.97, 0.98);
  cairo_fill (cr);
}

static void
draw_waves (cairo_t *cr,
            double   cx,
            double   cy,
            double   size,
            guint    variation,
            double   alpha)
{
  cairo_set_source_rgba (cr, 1, 1, 1, alpha);
  cairo_set_line_width (cr, size * 0.04);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 4; i++)
    {
      double x = cx + (jitter (variation, i) - 0.5) * size * 1.0;
      double y = cy + (i - 1.5) * size * 0.38;
      double w = size * 0.14;

      cairo_move_to (cr, x - 2 * w, y);
      cairo_curve_to (cr, x - 1.5 * w, y - w * 0.6, x - 0.5 * w, y - w * 0.6, x, y);
      cairo_curve_to (cr, x + 0.5 * w, y + w * 0.6, x + 1.5 * w, y + w * 0.6, x + 2 * w, y);
    }
  cairo_stroke (cr);
}

static void
draw_dunes (cairo_t *cr,
            double   cx,
            double   cy,
            double   size)
{
  set_hex (cr, "#c9a96b", 0.9);
  cairo_set_line_width (cr, size * 0.05);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 3; i++)
    {
      double y = cy + (i - 1) * size * 0.4;
      double x = cx + (i == 1 ? -0.15 : 0.12) * size;

      cairo_move_to (cr, x - size * 0.5, y + size * 0.1);
      cairo_curve_to (cr, x - size * 0.2, y - size * 0.2, x + size * 0.1, y - size * 0.2,
                      x + size * 0.5, y + size * 0.1);
    }
  cairo_stroke (cr);
  /* A small cactus */
  set_hex (cr, "#558b2f", 1);
  cairo_set_line_width (cr, size * 0.07);
  cairo_move_to (cr, cx + size * 0.45, cy + size * 0.15);
  cairo_line_to (cr, cx + size * 0.45, cy - size * 0.2);
  cairo_move_to (cr, cx + size * 0.45, cy - size * 0.02);
  cairo_line_to (cr, cx + size * 0.55, cy - size * 0.05);
  cairo_line_to (cr, cx + size * 0.55, cy - size * 0.15);
  cairo_stroke (cr);
}

/* Draws the terrain art inside the hex path; the spots where a token sits
 * (the centre) stay mostly clear. */
void
tsl_catan_art_terrain (cairo_t    *cr,
                       TslCatanTerrain  terrain,
                       double      cx,
                       double      cy,
                       double      size,
                       guint       variation)
{
  cairo_save (cr);
  tsl_catan_art_hex_path (cr, cx, cy, size);
  set_hex (cr, terrain_colors[terrain], 1);
  cairo_fill_preserve (cr);
  cairo_clip (cr);

  switch (terrain)
    {
    case TSL_CATAN_FOREST:
      for (int i = 0; i < 7; i++)
        {
          double a = 2 * G_PI * i / 7 + jitter (variation, i) * 0.4;
          double d = size * (0.58 + 0.12 * jitter (variation, i + 10));

          draw_tree (cr, cx + d * cos (a), cy + d * sin (a) + size * 0.12, size * 0.42);
        }
      break;

    case TSL_CATAN_PASTURE:
      set_hex (cr, "#7cb342", 0.8);
      cairo_set_line_width (cr, size * 0.03);
      for (int i = 0; i < 10; i++)
        {
          double gx = cx + (jitter (variation, i) - 0.5) * size * 1.5;
          double gy = cy + (jitter (variation, i + 20) - 0.5) * size * 1.5;

          cairo_move_to (cr, gx, gy);
          cairo_line_to (cr, gx + size * 0.03, gy - size * 0.1);
        }
      cairo_stroke (cr);
      for (int i = 0; i < 5; i++)
        {
          double a = 2 * G_PI * i / 5 + jitter (variation, i) * 0.5 + 0.3;
          double d = size * 0.6;

          draw_sheep (cr, cx + d * cos (a), cy + d * sin (a), size * 0.4);
        }
      break;

    case TSL_CATAN_FIELDS:
      set_hex (cr, "#f57f17", 0.35);
      for (int row = -3; row <= 3; row++)
        {
          cairo_rectangle (cr, cx - size, cy + row * size * 0.3, size * 2, size * 0.12);
        }
      cairo_fill (cr);
      for (int i = 0; i < 9; i++)
        {
          double a = 2 * G_PI * i / 9;
          double d = size * (0.62 + 0.08 * jitter (variation, i));

          draw_wheat (cr, cx + d * cos (a), cy + d * sin (a), size * 0.38);
        }
      break;

    case TSL_CATAN_HILLS:
      draw_bricks (cr, cx, cy, size);
      break;

    case TSL_CATAN_MOUNTAINS:
      draw_peak (cr, cx - size * 0.45, cy - size * 0.25, size * 0.6);
      draw_peak (cr, cx + size * 0.45, cy - size * 0.2, size * 0.7);
      draw_peak (cr, cx, cy + size * 0.55, size * 0.55);
      draw_peak (cr, cx - size * 0.55, cy + size * 0.45, size * 0.4);
      break;

    case TSL_CATAN_DESERT:
      draw_dunes (cr, cx, cy, size);
      break;

    case TSL_CATAN_LAKE:
      /* Reeds on a shore of sand around still, lighter water. */
      set_hex (cr, "#e6d3a3", 0.6);
      cairo_arc (cr, cx, cy, size * 0.72, 0, 2 * G_PI);
      cairo_fill (cr);
      set_hex (cr, "#29b6f6", 1);
      cairo_arc (cr, cx, cy, size * 0.62, 0, 2 * G_PI);
      cairo_fill (cr);
      draw_waves (cr, cx, cy, size * 0.6, variation, 0.2);
      break;
    case TSL_CATAN_SWAMP:
      /* Rivers of Catan: pools of water in the marsh. */
      draw_waves (cr, cx, cy, size * 0.7, variation, 0.4);
      break;
    case TSL_CATAN_OASIS:
      /* Caravans: sand around a pool with two trees, so it reads apart from the desert. */
      draw_dunes (cr, cx, cy, size);
      cairo_save (cr);
      cairo_translate (cr, cx, cy + size * 0.1);
      cairo_scale (cr, 1.0, 0.6);
      cairo_arc (cr, 0, 0, size * 0.42, 0, 2 * G_PI);
      cairo_restore (cr);
      set_hex (cr, "#1e88e5", 0.85);
      cairo_fill_preserve (cr);
      set_hex (cr, "#0d47a1", 0.9);
      cairo_set_line_width (cr, size * 0.03);
      cairo_stroke (cr);
      draw_tree (cr, cx - size * 0.45, cy - size * 0.3, size * 0.45);
      draw_tree (cr, cx + size * 0.4, cy - size * 0.4, size * 0.4);
      break;

    case TSL_CATAN_SEA:
      draw_waves (cr, cx, cy, size, variation, 0.28);
      break;

    default:
      /* A module's own land (a castle, a destination) */
      for (guint i = 0; i < tsl_catan_view_n_modules; i++)
        if (tsl_catan_view_modules[i]->draw_terrain != NULL
            && tsl_catan_view_modules[i]->draw_terrain (cr, terrain, cx, cy, size))
          break;
      break;
    }
  cairo_restore (cr);

  /* A dark rim between hexes, so terrain never relies on colour alone. */
  tsl_catan_art_hex_path (cr, cx, cy, size);
  cairo_set_source_rgba (cr, 0.15, 0.1, 0.05, terrain == TSL_CATAN_SEA ? 0.15 : 0.55);
  cairo_set_line_width (cr, size * 0.03);
  cairo_stroke (cr);
}

static void
centered_text (cairo_t    *cr,
               const char *text,
               double      x,
               double      y,
               double      font_size)
{
  cairo_text_extents_t ext;

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, font_size);
  cairo_text_extents (cr, text, &ext);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
}

/* Number token: a cream disc, the number (6 and 8 red), probability pips. */
void
tsl_catan_art_token (cairo_t *cr,
                     gint     number,
                     double   cx,
                     double   cy,
                     double   size)
{
  double r = size * 0.3;
  gint pips = 6 - ABS (7 - number);
  gboolean hot = number == 6 || number == 8;
  char text[8];

  cairo_arc (cr, cx + r * 0.06, cy + r * 0.08, r, 0, 2 * G_PI);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
  cairo_fill (cr);
  cairo_arc (cr, cx, cy, r, 0, 2 * G_PI);
  set_hex (cr, "#f6ecd0", 1);
  cairo_fill_preserve (cr);
  set_hex (cr, "#5d4a2f", 1);
  cairo_set_line_width (cr, r * 0.08);
  cairo_stroke (cr);

  g_snprintf (text, sizeof text, "%d", number);
  set_hex (cr, hot ? "#c62828" : "#2b2b2b", 1);
  centered_text (cr, text, cx, cy - r * 0.12, r * (hot ? 0.95 : 0.85));

  for (int i = 0; i < pips; i++)
    {
      double px = cx + (i - (pips - 1) / 2.0) * r * 0.2;

      cairo_arc (cr, px, cy + r * 0.55, r * 0.07, 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

void
tsl_catan_art_harbor (cairo_t      *cr,
                      const double  pier_a[2],
                      const double  pier_b[2],
                      const double  badge[2],
                      double        size,
                      gint          resource)
{
  double r = size * 0.27;

  /* Piers: planks from each harbour intersection to the badge. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (int i = 0; i < 2; i++)
    {
      const double *p = i == 0 ? pier_a : pier_b;
      double x = p[0] + (badge[0] - p[0]) * 0.12, y = p[1] + (badge[1] - p[1]) * 0.12;

      set_hex (cr, "#4e342e", 1);
      cairo_set_line_width (cr, size * 0.1);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, badge[0], badge[1]);
      cairo_stroke (cr);
      set_hex (cr, "#a1887f", 1);
      cairo_set_line_width (cr, size * 0.06);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, badge[0], badge[1]);
      cairo_stroke (cr);
    }

  cairo_arc (cr, badge[0], badge[1], r, 0, 2 * G_PI);
  set_hex (cr, "#fafafa", 1);
  cairo_fill_preserve (cr);
  set_hex (cr, "#263238", 1);
  cairo_set_line_width (cr, r * 0.1);
  cairo_stroke (cr);

  set_hex (cr, "#263238", 1);
  if (resource < 0)
    centered_text (cr, "3:1", badge[0], badge[1], r * 0.75);
  else
    {
      centered_text (cr, "2:1", badge[0], badge[1] + r * 0.45, r * 0.5);
      tsl_catan_art_resource_icon (cr, resource, badge[0], badge[1] - r * 0.25, r * 0.95);
    }
}

void
tsl_catan_art_robber (cairo_t *cr,
                      double   cx,
                      double   cy,
                      double   size)
{
  double s = size * 0.5;

  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_new_path (cr);
  cairo_move_to (cr, -s * 0.38, s * 0.55);
  cairo_curve_to (cr, -s * 0.45, s * 0.1, -s * 0.25, -s * 0.15, -s * 0.15, -s * 0.2);
  cairo_line_to (cr, s * 0.15, -s * 0.2);
  cairo_curve_to (cr, s * 0.25, -s * 0.15, s * 0.45, s * 0.1, s * 0.38, s * 0.55);
  cairo_close_path (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -s * 0.42, s * 0.24, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.18, 0.18, 0.2);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.85, 0.85, 0.85);
  cairo_set_line_width (cr, s * 0.05);
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
outline_fill (cairo_t       *cr,
              const GdkRGBA *color,
              double         width)
{
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  /* A dark outline so white and orange read on any terrain. */
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_set_line_width (cr, width);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

void
tsl_catan_art_settlement (cairo_t       *cr,
                          double         x,
                          double         y,
                          double         size,
                          const GdkRGBA *color)
{
  double s = size * 0.2;

  cairo_new_path (cr);
  cairo_move_to (cr, x - s, y + s * 0.8);
  cairo_line_to (cr, x - s, y - s * 0.1);
  cairo_line_to (cr, x, y - s);
  cairo_line_to (cr, x + s, y - s * 0.1);
  cairo_line_to (cr, x + s, y + s * 0.8);
  cairo_close_path (cr);
  outline_fill (cr, color, size * 0.04);
}

void
tsl_catan_art_city (cairo_t       *cr,
                    double         x,
                    double         y,
                    double         size,
                    const GdkRGBA *color)
{
  double s = size * 0.22;

  cairo_new_path (cr);
  cairo_move_to (cr, x - s * 1.3, y + s * 0.9);
  cairo_line_to (cr, x - s * 1.3, y - s * 0.1);
  cairo_line_to (cr, x - s * 0.2, y - s * 0.1);
  cairo_line_to (cr, x - s * 0.2, y - s * 0.7);
  cairo_line_to (cr, x + s * 0.45, y - s * 1.35);
  cairo_line_to (cr, x + s * 1.1, y - s * 0.7);
  cairo_line_to (cr, x + s * 1.1, y + s * 0.9);
  cairo_close_path (cr);
  outline_fill (cr, color, size * 0.04);
  /* A window, so a city differs from a settlement by shape, not colour. */
  cairo_rectangle (cr, x + s * 0.25, y - s * 0.45, s * 0.4, s * 0.4);
  cairo_set_source_rgba (cr, 0.08, 0.08, 0.08, 0.8);
  cairo_fill (cr);
}

/* A path where the current action is legal: a white bar with a dark
 * core along its middle, wider under the pointer. */
void
tsl_catan_art_path_target (cairo_t *cr,
                           double   x1,
                           double   y1,
                           double   x2,
                           double   y2,
                           double   size,
                           gboolean hover)
{
  double mx = (x1 + x2) / 2, my = (y1 + y2) / 2;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    {
      if (pass == 0)
        cairo_set_source_rgba (cr, 1, 1, 1, hover ? 1 : 0.9);
      else
        cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
      cairo_set_line_width (cr, size * (pass == 1 ? 0.02 : hover ? 0.11 : 0.07));
      cairo_move_to (cr, x1 + (mx - x1) * 0.35, y1 + (my - y1) * 0.35);
      cairo_line_to (cr, x2 + (mx - x2) * 0.35, y2 + (my - y2) * 0.35);
      cairo_stroke (cr);
    }
}

void
tsl_catan_art_road (cairo_t       *cr,
                    double         x1,
                    double         y1,
                    double         x2,
                    double         y2,
                    double         size,
                    const GdkRGBA *color)
{
  /* Shortened so that roads do not cover the intersections. */
  double dx = x2 - x1, dy = y2 - y1;
  double ax = x1 + dx * 0.16, ay = y1 + dy * 0.16, bx = x2 - dx * 0.16, by = y2 - dy * 0.16;

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_set_line_width (cr, size * 0.16);
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_stroke (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_set_line_width (cr, size * 0.09);
  cairo_move_to (cr, ax, ay);
  cairo_line_to (cr, bx, by);
  cairo_stroke (cr);
}

/* A resource's symbol in a rounded square of its terrain's colour. */
void
tsl_catan_art_resource_icon (cairo_t     *cr,
                             TslCatanResource  resource,
                             double       x,
                             double       y,
                             double       size)
{
  static const TslCatanTerrain terrains[] = {
    TSL_CATAN_FOREST, TSL_CATAN_HILLS, TSL_CATAN_PASTURE, TSL_CATAN_FIELDS,
    TSL_CATAN_MOUNTAINS
  };
  double h = size / 2, rad = size * 0.18;

  cairo_save (cr);
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + h - rad, y - h + rad, rad, -G_PI / 2, 0);
  cairo_arc (cr, x + h - rad, y + h - rad, rad, 0, G_PI / 2);
  cairo_arc (cr, x - h + rad, y + h - rad, rad, G_PI / 2, G_PI);
  cairo_arc (cr, x - h + rad, y - h + rad, rad, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  set_hex (cr, terrain_colors[terrains[resource]], 1);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0, 0, 0, 0.5);
  cairo_set_line_width (cr, size * 0.05);
  cairo_stroke_preserve (cr);
  cairo_clip (cr);

  switch (resource)
    {
    case TSL_CATAN_WOOD:
      draw_tree (cr, x, y + size * 0.12, size * 0.7);
      break;
    case TSL_CATAN_BRICK:
      draw_bricks (cr, x, y, size * 0.6);
      break;
    case TSL_CATAN_WOOL:
      draw_sheep (cr, x - size * 0.05, y, size * 0.9);
      break;
    case TSL_CATAN_GRAIN:
      draw_wheat (cr, x, y, size * 0.9);
      break;
    case TSL_CATAN_ORE:
      draw_peak (cr, x, y + size * 0.08, size * 0.75);
      break;
    case TSL_CATAN_N_RESOURCES:
    default:
      break;
    }
  cairo_restore (cr);
}

void
tsl_catan_art_die (cairo_t *cr,
                   double   x,
                   double   y,
                   double   size,
                   gint     value)
{
  static const double pips[7][6][2] = {
    { { 0 } },
    { { 0.5, 0.5 } },
    { { 0.25, 0.25 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.5, 0.5 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.25, 0.75 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.5, 0.5 }, { 0.25, 0.75 }, { 0.75, 0.75 } },
    { { 0.25, 0.25 }, { 0.75, 0.25 }, { 0.25, 0.5 }, { 0.75, 0.5 }, { 0.25, 0.75 }, { 0.75, 0.75 } },
  };
  double rad = size * 0.18;

  cairo_new_sub_path (cr);
  cairo_arc (cr, x + size - rad, y + rad, rad, -G_PI / 2, 0);
  cairo_arc (cr, x + size - rad, y + size - rad, rad, 0, G_PI / 2);
  cairo_arc (cr, x + rad, y + size - rad, rad, G_PI / 2, G_PI);
  cairo_arc (cr, x + rad, y + rad, rad, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.98, 0.97, 0.94);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.2, 0.2, 0.2);
  cairo_set_line_width (cr, size * 0.05);
  cairo_stroke (cr);

  value = CLAMP (value, 0, 6);
  for (int i = 0; i < value; i++)
    {
      cairo_arc (cr, x + pips[value][i][0] * size, y + pips[value][i][1] * size, size * 0.09,
                 0, 2 * G_PI);
      cairo_fill (cr);
    }
}

/* Caravans: a camel standing at (@x, @y) facing @angle (radians), in gold
 * with a dark outline; @alpha below 1 for a proposed, not yet placed one. */
void
tsl_catan_art_camel (cairo_t *cr,
                     double   x,
                     double   y,
                     double   size,
                     double   angle,
                     double   alpha)
{
  double s = size * 0.2;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_rotate (cr, angle);
  cairo_new_path (cr);
  /* Body with a hump, neck and head to the front (+x), four legs. */
  cairo_move_to (cr, -1.2 * s, 0.2 * s);
  cairo_curve_to (cr, -1.2 * s, -0.8 * s, -0.4 * s, -1.4 * s, 0.1 * s, -0.5 * s);
  cairo_curve_to (cr, 0.4 * s, -0.6 * s, 0.7 * s, -0.5 * s, 0.9 * s, -0.9 * s);
  cairo_line_to (cr, 1.4 * s, -1.1 * s);
  cairo_line_to (cr, 1.5 * s, -0.8 * s);
  cairo_line_to (cr, 1.1 * s, -0.6 * s);
  cairo_line_to (cr, 0.9 * s, 0.2 * s);
  cairo_line_to (cr, 0.8 * s, 1.0 * s);
  cairo_line_to (cr, 0.6 * s, 1.0 * s);
  cairo_line_to (cr, 0.5 * s, 0.3 * s);
  cairo_line_to (cr, -0.7 * s, 0.3 * s);
  cairo_line_to (cr, -0.8 * s, 1.0 * s);
  cairo_line_to (cr, -1.0 * s, 1.0 * s);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.85, 0.65, 0.13, alpha);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.25, 0.15, 0.02, alpha);
  cairo_set_line_width (cr, MAX (1.0, size * 0.02));
  cairo_stroke (cr);
  cairo_restore (cr);
}

/* Caravans: the "+1" badge of a building between two camels. */
void
tsl_catan_art_camel_point (cairo_t *cr,
                           double   x,
                           double   y,
                           double   size)
{
  cairo_arc (cr, x, y, size * 0.13, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.85, 0.65, 0.13);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.25, 0.15, 0.02);
  cairo_set_line_width (cr, MAX (1.0, size * 0.02));
  cairo_stroke (cr);
  centered_text (cr, "+1", x, y, size * 0.14);
}
