/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-catan-art.h"
#include "tsl-catan-fishermen-art.h"
#include "tsl-catan-geometry.h"

/* Fishermen of Catan on the board: the lake's numbers and the fishing
 * grounds, chevrons on the frame pointing at the island with their number. */

static void
draw_fish (cairo_t *cr,
           double   cx,
           double   cy,
           double   size)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy);
  cairo_scale (cr, size, size * 0.55);
  cairo_arc (cr, 0, 0, 0.5, 0, 2 * G_PI);
  cairo_restore (cr);
  cairo_move_to (cr, cx + size * 0.4, cy);
  cairo_line_to (cr, cx + size * 0.75, cy - size * 0.25);
  cairo_line_to (cr, cx + size * 0.75, cy + size * 0.25);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.93, 0.55, 0.2);
  cairo_fill (cr);
  cairo_arc (cr, cx - size * 0.25, cy - size * 0.05, size * 0.06, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_fill (cr);
}

void
tsl_catan_fishermen_art_lake (cairo_t *cr,
                              double   cx,
                              double   cy,
                              double   size)
{
  cairo_text_extents_t ext;
  const char *numbers = "2 3 11 12";

  draw_fish (cr, cx - size * 0.15, cy - size * 0.2, size * 0.5);
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 0.22);
  cairo_text_extents (cr, numbers, &ext);
  cairo_rectangle (cr, cx - ext.width / 2 - size * 0.06, cy + size * 0.2, ext.width + size * 0.12, size * 0.3);
  cairo_set_source_rgba (cr, 0.96, 0.93, 0.82, 0.95);
  cairo_fill (cr);
  cairo_move_to (cr, cx - ext.width / 2 - ext.x_bearing, cy + size * 0.35 - ext.height / 2 - ext.y_bearing);
  cairo_set_source_rgb (cr, 0.17, 0.17, 0.17);
  cairo_show_text (cr, numbers);
}

void
tsl_catan_fishermen_art_ground (cairo_t *cr,
                                double   cx,
                                double   cy,
                                double   toward_x,
                                double   toward_y,
                                double   size,
                                guint    number)
{
  double dx = toward_x - cx, dy = toward_y - cy;
  double len = hypot (dx, dy);
  double ux = len > 0 ? dx / len : 0, uy = len > 0 ? dy / len : 0;
  double tip_x = cx + ux * size * 0.75, tip_y = cy + uy * size * 0.75;

  /* The chevron: a net pointing at the coast. */
  cairo_move_to (cr, tip_x, tip_y);
  cairo_line_to (cr, cx - uy * size * 0.55 + ux * size * 0.1, cy + ux * size * 0.55 + uy * size * 0.1);
  cairo_line_to (cr, cx - ux * size * 0.2, cy - uy * size * 0.2);
  cairo_line_to (cr, cx + uy * size * 0.55 + ux * size * 0.1, cy - ux * size * 0.55 + uy * size * 0.1);
  cairo_close_path (cr);
  cairo_set_source_rgba (cr, 0.85, 0.93, 0.98, 0.85);
  cairo_fill_preserve (cr);
  cairo_set_source_rgba (cr, 0.05, 0.25, 0.45, 0.9);
  cairo_set_line_width (cr, size * 0.04);
  cairo_stroke (cr);
  draw_fish (cr, cx + ux * size * 0.3, cy + uy * size * 0.3, size * 0.35);
  tsl_catan_art_token (cr, (gint) number, cx - ux * size * 0.05, cy - uy * size * 0.05, size * 0.8);
}

void
tsl_catan_fishermen_art_boot (cairo_t *cr,
                              double   x,
                              double   y,
                              double   size)
{
  cairo_move_to (cr, x, y);
  cairo_line_to (cr, x + size * 0.45, y);
  cairo_line_to (cr, x + size * 0.45, y + size * 0.55);
  cairo_line_to (cr, x + size, y + size * 0.7);
  cairo_line_to (cr, x + size, y + size);
  cairo_line_to (cr, x, y + size);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.42, 0.27, 0.14);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.15, 0.1, 0.05);
  cairo_set_line_width (cr, size * 0.08);
  cairo_stroke (cr);
}
