/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-catan-art.h"
#include "tsl-catan-barbarians-draw.h"
#include "tsl-catan-geometry.h"

/* Barbarian Attack (docs/rules-catan-tb.md, S4) drawn over the board.
 * Everything here reads the view API's Barbarian Attack block only: the
 * castle's sides take the colour die's colours (side k, facing direction
 * k, has colour k % 3), so that a battle's "purple" can be found on the
 * board; barbarians stand on their coastal hex, a pillaged hex shows its
 * token turned over and its buildings lie on their side. */

static const char *die_colours[] = { "#43a047", "#8e24aa", "#795548" };   /* green, purple, brown */

void
tsl_catan_colour_die_rgba (guint    colour,
                           GdkRGBA *rgba)
{
  gdk_rgba_parse (rgba, die_colours[MIN (colour, G_N_ELEMENTS (die_colours) - 1)]);
}

static void
to_widget (double  ux,
           double  uy,
           double  size,
           double  off_x,
           double  off_y,
           double *x,
           double *y)
{
  *x = off_x + ux * size;
  *y = off_y + uy * size;
}

static void
hex_point (guint   hex,
           double  size,
           double  off_x,
           double  off_y,
           double *x,
           double *y)
{
  double ux, uy;

  tsl_catan_hex_index_center (hex, &ux, &uy);
  to_widget (ux, uy, size, off_x, off_y, x, y);
}

static void
edge_widget_points (guint   edge,
                    double  size,
                    double  off_x,
                    double  off_y,
                    double *p)
{
  tsl_catan_edge_points (edge, &p[0], &p[1], &p[2], &p[3]);
  to_widget (p[0], p[1], size, off_x, off_y, &p[0], &p[1]);
  to_widget (p[2], p[3], size, off_x, off_y, &p[2], &p[3]);
}

/* The castle: stone walls and three towers on grey ground (the terrain
 * art's middle; the coloured sides come from the static hook). */
void
tsl_catan_art_castle (cairo_t *cr,
                      double   cx,
                      double   cy,
                      double   size)
{
  double w = size * 0.9, h = size * 0.42, base = cy + size * 0.35;

  /* Paving stones, so the hex reads as built ground, not as mountains. */
  cairo_set_source_rgba (cr, 1, 1, 1, 0.18);
  cairo_set_line_width (cr, size * 0.02);
  for (int row = -3; row <= 3; row++)
    {
      cairo_move_to (cr, cx - size, cy + row * size * 0.25);
      cairo_line_to (cr, cx + size, cy + row * size * 0.25);
    }
  cairo_stroke (cr);

  cairo_new_path (cr);
  cairo_rectangle (cr, cx - w / 2, base - h, w, h);
  for (int t = -1; t <= 1; t++)
    {
      double tx = cx + t * w * 0.42, tw = size * 0.22, th = h * (t == 0 ? 1.9 : 1.45);

      cairo_rectangle (cr, tx - tw / 2, base - th, tw, th);
      /* Battlements on each tower. */
      for (int b = 0; b < 3; b++)
        cairo_rectangle (cr, tx - tw / 2 + b * tw * 0.4, base - th - size * 0.07, tw * 0.2, size * 0.07);
    }
  cairo_set_source_rgb (cr, 0.86, 0.84, 0.78);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.25, 0.22, 0.2);
  cairo_set_line_width (cr, size * 0.03);
  cairo_stroke (cr);
  /* The gate. */
  cairo_arc (cr, cx, base - h * 0.35, size * 0.1, G_PI, 2 * G_PI);
  cairo_line_to (cr, cx + size * 0.1, base);
  cairo_line_to (cr, cx - size * 0.1, base);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.3, 0.2, 0.12);
  cairo_fill (cr);
  /* A red pennant on the middle tower. */
  cairo_move_to (cr, cx, base - h * 1.9 - size * 0.07);
  cairo_line_to (cr, cx, base - h * 1.9 - size * 0.3);
  cairo_set_source_rgb (cr, 0.25, 0.22, 0.2);
  cairo_set_line_width (cr, size * 0.025);
  cairo_stroke (cr);
  cairo_move_to (cr, cx, base - h * 1.9 - size * 0.3);
  cairo_line_to (cr, cx + size * 0.18, base - h * 1.9 - size * 0.25);
  cairo_line_to (cr, cx, base - h * 1.9 - size * 0.2);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.83, 0.18, 0.18);
  cairo_fill (cr);
}

/**
 * tsl_catan_barbarians_draw_static:
 *
 * The parts that never move: the castle's sides in the colour die's
 * colours and a ring along the coast where barbarians land.
 */
void
tsl_catan_barbarians_draw_static (cairo_t            *cr,
                                  const TslCatanInfo *info,
                                  double              size,
                                  double              off_x,
                                  double              off_y)
{
  const TslHexTopology *topo = tsl_catan_hex_topology ();
  double cx, cy;

  if (!info->barbarian_attack.played)
    return;

  /* The coast: a dashed dark-red rim inside each coastal hex. */
  for (guint i = 0; i < TSL_CATAN_N_LAND_HEXES && info->barbarian_attack.coast[i] >= 0; i++)
    {
      double dashes[] = { size * 0.1, size * 0.06 };

      hex_point ((guint) info->barbarian_attack.coast[i], size, off_x, off_y, &cx, &cy);
      tsl_catan_art_hex_path (cr, cx, cy, size * 0.9);
      cairo_set_dash (cr, dashes, 2, 0);
      cairo_set_source_rgba (cr, 0.55, 0.1, 0.08, 0.75);
      cairo_set_line_width (cr, size * 0.035);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  if (info->barbarian_attack.castle < 0)
    return;
  hex_point ((guint) info->barbarian_attack.castle, size, off_x, off_y, &cx, &cy);
  for (guint k = 0; k < 6; k++)
    {
      double p[4], ax, ay, bx, by;
      GdkRGBA rgba;

      edge_widget_points (topo->hex_edges[info->barbarian_attack.castle][k], size, off_x, off_y, p);
      /* Drawn a little inside the castle, so that knights on the path stay clear. */
      ax = p[0] + (cx - p[0]) * 0.12;
      ay = p[1] + (cy - p[1]) * 0.12;
      bx = p[2] + (cx - p[2]) * 0.12;
      by = p[3] + (cy - p[3]) * 0.12;
      tsl_catan_colour_die_rgba (k % 3, &rgba);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_BUTT);
      gdk_cairo_set_source_rgba (cr, &rgba);
      cairo_set_line_width (cr, size * 0.09);
      cairo_move_to (cr, ax, ay);
      cairo_line_to (cr, bx, by);
      cairo_stroke (cr);
    }
}

/* A barbarian: a dark warrior with a horned helmet. */
static void
draw_barbarian (cairo_t *cr,
                double   x,
                double   y,
                double   s)
{
  cairo_new_path (cr);
  /* Body */
  cairo_move_to (cr, x - s * 0.55, y + s * 0.7);
  cairo_curve_to (cr, x - s * 0.55, y - s * 0.1, x + s * 0.55, y - s * 0.1, x + s * 0.55, y + s * 0.7);
  cairo_close_path (cr);
  cairo_set_source_rgb (cr, 0.3, 0.2, 0.15);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
  cairo_set_line_width (cr, s * 0.12);
  cairo_stroke (cr);
  /* Horns */
  cairo_move_to (cr, x - s * 0.3, y - s * 0.35);
  cairo_curve_to (cr, x - s * 0.6, y - s * 0.45, x - s * 0.65, y - s * 0.8, x - s * 0.5, y - s * 0.95);
  cairo_move_to (cr, x + s * 0.3, y - s * 0.35);
  cairo_curve_to (cr, x + s * 0.6, y - s * 0.45, x + s * 0.65, y - s * 0.8, x + s * 0.5, y - s * 0.95);
  cairo_set_source_rgb (cr, 0.95, 0.92, 0.82);
  cairo_set_line_width (cr, s * 0.16);
  cairo_stroke (cr);
  /* Helmeted head */
  cairo_arc (cr, x, y - s * 0.3, s * 0.33, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.55, 0.58);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.05, 0.05, 0.05);
  cairo_set_line_width (cr, s * 0.1);
  cairo_stroke (cr);
}

/* A pillaged hex: shaded, its number token lying face down. */
static void
draw_pillaged_hex (cairo_t *cr,
                   double   cx,
                   double   cy,
                   double   size)
{
  double r = size * 0.3;

  tsl_catan_art_hex_path (cr, cx, cy, size * 0.98);
  cairo_set_source_rgba (cr, 0.12, 0.08, 0.06, 0.45);
  cairo_fill (cr);
  cairo_arc (cr, cx, cy, r * 1.02, 0, 2 * G_PI);
  cairo_set_source_rgb (cr, 0.55, 0.42, 0.28);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.3, 0.22, 0.14);
  cairo_set_line_width (cr, r * 0.1);
  cairo_stroke (cr);
  /* The token's back: a plain cross-hatched disc, no number. */
  cairo_save (cr);
  cairo_arc (cr, cx, cy, r * 0.85, 0, 2 * G_PI);
  cairo_clip (cr);
  cairo_set_source_rgba (cr, 0.3, 0.22, 0.14, 0.6);
  cairo_set_line_width (cr, r * 0.06);
  for (int i = -4; i <= 4; i++)
    {
      cairo_move_to (cr, cx + i * r * 0.3 - r, cy - r);
      cairo_line_to (cr, cx + i * r * 0.3 + r, cy + r);
      cairo_move_to (cr, cx + i * r * 0.3 + r, cy - r);
      cairo_line_to (cr, cx + i * r * 0.3 - r, cy + r);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

static void
draw_barbarians (cairo_t            *cr,
                 const TslCatanInfo *info,
                 double              size,
                 double              off_x,
                 double              off_y)
{
  for (guint h = 0; h < TSL_CATAN_N_LAND_HEXES; h++)
    {
      guint n = info->barbarian_attack.barbarians[h];
      double cx, cy;

      if (n == 0 && !(info->barbarian_attack.pillaged & (1u << h)))
        continue;
      hex_point (h, size, off_x, off_y, &cx, &cy);
      if (info->barbarian_attack.pillaged & (1u << h))
        draw_pillaged_hex (cr, cx, cy, size);
      /* The barbarians stand in a row above the token, big enough to tell
       * from the art (tour D23), with their count in a badge beside them. */
      for (guint i = 0; i < n && i < 3; i++)
        draw_barbarian (cr, cx + (i - (MIN (n, 3) - 1) / 2.0) * size * 0.42, cy - size * 0.5, size * 0.27);
      if (n > 1)
        {
          char text[8];
          cairo_text_extents_t ext;
          double bx = cx + (MIN (n, 3) / 2.0) * size * 0.42 + size * 0.08, by = cy - size * 0.55;

          g_snprintf (text, sizeof text, "%u", n);
          cairo_arc (cr, bx, by, size * 0.15, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 0.7, 0.1, 0.1);
          cairo_fill_preserve (cr);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, size * 0.03);
          cairo_stroke (cr);
          cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
          cairo_set_font_size (cr, size * 0.2);
          cairo_text_extents (cr, text, &ext);
          cairo_move_to (cr, bx - ext.x_bearing - ext.width / 2, by - ext.y_bearing - ext.height / 2);
          cairo_show_text (cr, text);
        }
    }
}

/* A knight: a shield in the owner's colour with a cross, upright on its
 * path; the Foreign Knight (two-player) is black. */
static void
draw_knight (cairo_t       *cr,
             double         x,
             double         y,
             double         size,
             const GdkRGBA *color,
             gboolean       halo,
             gboolean       must_move)
{
  double w = size * 0.19, h = size * 0.22;
  double lum = 0.3 * color->red + 0.59 * color->green + 0.11 * color->blue;

  if (halo)
    {
      cairo_arc (cr, x, y, size * 0.3, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 0.6, 0.75);
      cairo_fill (cr);
    }
  cairo_new_path (cr);
  cairo_move_to (cr, x - w, y - h);
  cairo_line_to (cr, x + w, y - h);
  cairo_line_to (cr, x + w, y);
  cairo_curve_to (cr, x + w, y + h * 0.6, x + w * 0.3, y + h * 0.9, x, y + h * 1.1);
  cairo_curve_to (cr, x - w * 0.3, y + h * 0.9, x - w, y + h * 0.6, x - w, y);
  cairo_close_path (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_set_line_width (cr, size * 0.04);
  cairo_stroke (cr);
  /* The cross, light on dark shields and dark on light ones. */
  if (lum < 0.5)
    cairo_set_source_rgb (cr, 0.95, 0.95, 0.95);
  else
    cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, size * 0.045);
  cairo_move_to (cr, x, y - h * 0.75);
  cairo_line_to (cr, x, y + h * 0.75);
  cairo_move_to (cr, x - w * 0.65, y - h * 0.2);
  cairo_line_to (cr, x + w * 0.65, y - h * 0.2);
  cairo_stroke (cr);
  if (must_move)
    {
      /* A knight that has to leave the castle: a small red mark. */
      cairo_arc (cr, x + w, y - h, size * 0.07, 0, 2 * G_PI);
      cairo_set_source_rgb (cr, 0.85, 0.1, 0.1);
      cairo_fill_preserve (cr);
      cairo_set_source_rgb (cr, 1, 1, 1);
      cairo_set_line_width (cr, size * 0.02);
      cairo_stroke (cr);
    }
}

static gboolean
in_list (const guint *list,
         guint        n,
         guint        value)
{
  for (guint i = 0; i < n; i++)
    if (list[i] == value)
      return TRUE;
  return FALSE;
}

/* A building of a pillaged hex that earns nothing: laid on its side. */
static void
draw_fallen_buildings (cairo_t            *cr,
                       const TslCatanInfo *info,
                       double              size,
                       double              off_x,
                       double              off_y,
                       const GdkRGBA      *colors,
                       guint               n_colors)
{
  for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    {
      double ux, uy, x, y;
      const GdkRGBA *color;

      if (!tsl_catan_barbarians_hides_building (info, v))
        continue;
      color = &colors[MIN ((guint) info->building_owner[v], n_colors - 1)];
      tsl_catan_vertex_point (v, &ux, &uy);
      to_widget (ux, uy, size, off_x, off_y, &x, &y);
      cairo_save (cr);
      cairo_translate (cr, x, y);
      cairo_rotate (cr, G_PI / 2);
      if (info->building_city[v])
        tsl_catan_art_city (cr, 0, 0, size, color);
      else
        tsl_catan_art_settlement (cr, 0, 0, size, color);
      cairo_restore (cr);
    }
}

/**
 * tsl_catan_barbarians_draw:
 * @targets: the legal spots: a knight on one of them may be picked
 * @picked_edges: the knight picked to move
 *
 * The moving parts: pillaged hexes, barbarians, buildings lying on their
 * side and the knights on their paths.
 */
void
tsl_catan_barbarians_draw (cairo_t            *cr,
                           const TslCatanInfo *info,
                           double              size,
                           double              off_x,
                           double              off_y,
                           const GdkRGBA      *colors,
                           guint               n_colors,
                           const TslCatanTargets *targets,
                           const guint        *picked_edges,
                           guint               n_picked)
{
  GdkRGBA foreign = { 0.13, 0.13, 0.13, 1 };

  if (!info->barbarian_attack.played)
    return;
  draw_barbarians (cr, info, size, off_x, off_y);
  if (info->barbarian_attack.battle_hex >= 0)
    {
      double cx, cy;

      /* The hex whose battle is fought next: a red rim. */
      hex_point ((guint) info->barbarian_attack.battle_hex, size, off_x, off_y, &cx, &cy);
      tsl_catan_art_hex_path (cr, cx, cy, size * 0.93);
      cairo_set_source_rgba (cr, 0.85, 0.1, 0.1, 0.9);
      cairo_set_line_width (cr, size * 0.09);
      cairo_stroke (cr);
    }
  draw_fallen_buildings (cr, info, size, off_x, off_y, colors, n_colors);
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    {
      double p[4];
      gint owner = info->barbarian_attack.knight_owner[e];

      if (owner < 0)
        continue;
      edge_widget_points (e, size, off_x, off_y, p);
      if (in_list (picked_edges, n_picked, e))
        {
          /* The picked knight: a white ring around its halo. */
          cairo_arc (cr, (p[0] + p[2]) / 2, (p[1] + p[3]) / 2, size * 0.34, 0, 2 * G_PI);
          cairo_set_source_rgb (cr, 1, 1, 1);
          cairo_set_line_width (cr, size * 0.06);
          cairo_stroke (cr);
        }
      draw_knight (cr, (p[0] + p[2]) / 2, (p[1] + p[3]) / 2, size,
                   owner == TSL_CATAN_FOREIGN_KNIGHT ? &foreign : &colors[MIN ((guint) owner, n_colors - 1)],
                   tsl_catan_targets_has_edge (targets, e) || in_list (picked_edges, n_picked, e),
                   info->barbarian_attack.knight_must_move[e]);
    }
}

/**
 * tsl_catan_barbarians_hides_building:
 *
 * Whether the board leaves the building at @vertex to this file, which
 * draws it lying on its side (pillaged: no points, no harbour).
 */
gboolean
tsl_catan_barbarians_hides_building (const TslCatanInfo *info,
                                     guint               vertex)
{
  return info->barbarian_attack.played && vertex < 64 && info->building_owner[vertex] >= 0
         && (info->barbarian_attack.pillaged_buildings >> vertex) & 1;
}
