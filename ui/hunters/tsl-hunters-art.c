/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-hunters-art-private.h"

/*
 * Procedural drawing of Hunters & Gatherers tiles from the catalogue's
 * region data: every shape is computed from the edge positions a region
 * touches, so a corrected catalogue redraws itself.  The terrain is drawn
 * in a rotated frame (tsl-hunters-art-geometry.c says where), the small
 * pictures (tsl-hunters-art-pictures.c) upright at rotated spots so they
 * never stand on their heads.
 */

static guint
hash_kind (const TslHuntersTile *tile)
{
  return g_str_hash (tile->id);
}

/* Deterministic jitter so that each tile kind keeps its own look. */
static double
jitter (guint seed,
        guint i)
{
  guint h = (seed ^ (i * 2654435761u)) * 2246822519u;

  h ^= h >> 13;
  return (h % 1000) / 1000.0 - 0.5;
}

void
_tsl_hunters_art_set_hex (cairo_t *cr,
                          guint    rgb,
                          double   alpha)
{
  cairo_set_source_rgba (cr, ((rgb >> 16) & 0xff) / 255.0, ((rgb >> 8) & 0xff) / 255.0,
                         (rgb & 0xff) / 255.0, alpha);
}

static void
draw_meadow (cairo_t              *cr,
             const TslHuntersTile *tile)
{
  guint seed = hash_kind (tile);

  cairo_rectangle (cr, 0, 0, 1, 1);
  _tsl_hunters_art_set_hex (cr, 0xa5d46a, 1);
  cairo_fill (cr);

  /* Tufts of grass. */
  _tsl_hunters_art_set_hex (cr, 0x7cb342, 0.8);
  cairo_set_line_width (cr, 0.012);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < 14; i++)
    {
      double x = 0.5 + jitter (seed, i) * 0.92, y = 0.5 + jitter (seed, i + 40) * 0.92;

      cairo_move_to (cr, x - 0.018, y);
      cairo_line_to (cr, x - 0.026, y - 0.03);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x, y - 0.038);
      cairo_move_to (cr, x + 0.018, y);
      cairo_line_to (cr, x + 0.026, y - 0.03);
    }
  cairo_stroke (cr);
}

static void
draw_tree (cairo_t *cr,
           double   x,
           double   y,
           double   r,
           guint    shade)
{
  static const guint canopy[] = { 0x2e7d32, 0x388e3c, 0x33691e };

  cairo_arc (cr, x + r * 0.18, y + r * 0.2, r, 0, 2 * G_PI);
  _tsl_hunters_art_set_hex (cr, 0x153d17, 0.55);
  cairo_fill (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  _tsl_hunters_art_set_hex (cr, canopy[shade % 3], 1);
  cairo_fill (cr);
  cairo_arc (cr, x - r * 0.3, y - r * 0.3, r * 0.45, 0, 2 * G_PI);
  _tsl_hunters_art_set_hex (cr, 0x66bb6a, 0.45);
  cairo_fill (cr);
}

static void
draw_forest (cairo_t                *cr,
             const TslHuntersTile   *tile,
             const TslHuntersRegion *r,
             guint                   index)
{
  guint seed = hash_kind (tile) + index * 977;
  double x0, y0, x1, y1;
  TslHuntersPoint edge[64];
  guint n_edge;

  /* Canopy bumps along the forest's inner edge, then the forest floor. */
  n_edge = _tsl_hunters_art_forest_edge_samples (r, edge, G_N_ELEMENTS (edge));
  for (guint i = 0; i < n_edge; i++)
    draw_tree (cr, edge[i].x, edge[i].y, 0.045 + 0.01 * jitter (seed, i), i);

  _tsl_hunters_art_forest_path (cr, r);
  _tsl_hunters_art_set_hex (cr, 0x24602a, 1);
  cairo_fill (cr);

  cairo_save (cr);
  _tsl_hunters_art_forest_path (cr, r);
  /* Only the trees that can show (a tile's textures are drawn often). */
  cairo_fill_extents (cr, &x0, &y0, &x1, &y1);
  cairo_clip (cr);
  for (guint row = 0; row < 9; row++)
    for (guint col = 0; col < 9; col++)
      {
        guint i = row * 9 + col;
        double x = (col + (row % 2) * 0.5) / 8.0 + jitter (seed, i) * 0.04;
        double y = row / 8.0 + jitter (seed, i + 100) * 0.04;

        if (x < x0 - 0.1 || x > x1 + 0.1 || y < y0 - 0.1 || y > y1 + 0.1)
          continue;
        draw_tree (cr, x, y, 0.062 + 0.012 * jitter (seed, i + 200), i + row);
      }
  cairo_restore (cr);
}

static void
river_stroke (cairo_t *cr)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  _tsl_hunters_art_set_hex (cr, 0x1f5f9e, 1);
  cairo_set_line_width (cr, 0.13);
  cairo_stroke_preserve (cr);
  _tsl_hunters_art_set_hex (cr, 0x4a9fe3, 1);
  cairo_set_line_width (cr, 0.095);
  cairo_stroke_preserve (cr);
  _tsl_hunters_art_set_hex (cr, 0x8cc8f5, 0.7);
  cairo_set_line_width (cr, 0.025);
  cairo_stroke (cr);
}

static void
draw_river (cairo_t                *cr,
            const TslHuntersTile   *tile,
            const TslHuntersRegion *r)
{
  TslHuntersPoint pts[4];

  _tsl_hunters_art_river_curve (tile, r, pts);
  cairo_move_to (cr, pts[0].x, pts[0].y);
  cairo_curve_to (cr, pts[1].x, pts[1].y, pts[2].x, pts[2].y, pts[3].x, pts[3].y);
  river_stroke (cr);

  for (guint e = 0; e < r->n_ends; e++)
    if (r->ends[e] == TSL_HUNTERS_END_SPRING)
      {
        /* A spring: a pool of dark water welling up with ripples. */
        cairo_arc (cr, pts[3].x, pts[3].y, 0.07, 0, 2 * G_PI);
        _tsl_hunters_art_set_hex (cr, 0x1f5f9e, 1);
        cairo_fill (cr);
        cairo_arc (cr, pts[3].x, pts[3].y, 0.05, 0, 2 * G_PI);
        _tsl_hunters_art_set_hex (cr, 0x64b5f6, 1);
        cairo_fill (cr);
        cairo_set_line_width (cr, 0.012);
        _tsl_hunters_art_set_hex (cr, 0xe3f2fd, 0.95);
        cairo_arc (cr, pts[3].x, pts[3].y, 0.028, 0, 2 * G_PI);
        cairo_stroke (cr);
        cairo_arc (cr, pts[3].x, pts[3].y, 0.01, 0, 2 * G_PI);
        cairo_fill (cr);
      }
}

static void
draw_lake (cairo_t              *cr,
           const TslHuntersTile *tile,
           guint                 index)
{
  TslHuntersPoint c = _tsl_hunters_art_lake_center (tile, index);
  double radius = _tsl_hunters_art_lake_radius (tile, index);
  guint seed = hash_kind (tile) + index;

  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_scale (cr, 1.15, 0.95);
  cairo_new_path (cr);
  for (guint i = 0; i <= 16; i++)
    {
      double a = i * G_PI / 8, rr = radius * (1 + 0.06 * jitter (seed, i % 16));

      if (i == 0)
        cairo_move_to (cr, rr * cos (a), rr * sin (a));
      else
        cairo_line_to (cr, rr * cos (a), rr * sin (a));
    }
  cairo_close_path (cr);
  cairo_restore (cr);
  _tsl_hunters_art_set_hex (cr, 0x1f5f9e, 1);
  cairo_set_line_width (cr, 0.03);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  _tsl_hunters_art_set_hex (cr, 0x4a9fe3, 1);
  cairo_fill (cr);
}

/* Upright pictures of a region, at its spot turned by @quarters. */
static void
draw_region_pictures (cairo_t              *cr,
                      const TslHuntersTile *tile,
                      guint                 index,
                      guint                 quarters)
{
  const TslHuntersRegion *r = &tile->regions[index];
  TslHuntersPoint spot = _tsl_hunters_art_rotate_pt (r->type == TSL_HUNTERS_REGION_MEADOW ? _tsl_hunters_art_meadow_spots (tile)->picture[index]
                                                            : _tsl_hunters_art_region_spot_ref (tile, index),
                       quarters);

  switch (r->type)
    {
    case TSL_HUNTERS_REGION_LAKE:
      {
        guint n = r->fish, per_row = n > 2 ? 2 : n;

        for (guint i = 0; i < n; i++)
          {
            guint row = i / 2, col = i % 2, in_row = MIN (per_row, n - row * 2);
            double rows = (n + 1) / 2;
            double fx = spot.x + (col - (in_row - 1) / 2.0) * 0.11;
            double fy = spot.y + (row - (rows - 1) / 2.0) * 0.08;

            tsl_hunters_art_fish (cr, fx, fy, 0.09);
          }
      }
      break;

    case TSL_HUNTERS_REGION_FOREST:
      for (guint i = 0; i < r->gold_nuggets; i++)
        tsl_hunters_art_nugget (cr, spot.x + 0.12 + 0.08 * i, spot.y + 0.07, 0.09);
      for (guint i = 0; i < r->mushroom_groups; i++)
        tsl_hunters_art_mushrooms (cr, spot.x - 0.1, spot.y + 0.1 + 0.1 * i, 0.18);
      break;

    case TSL_HUNTERS_REGION_MEADOW:
      {
        guint n = 0, k = 0;

        for (guint a = 0; a < TSL_HUNTERS_N_ANIMALS; a++)
          n += r->animals[a];
        if (r->fire)
          _tsl_hunters_art_fire (cr, spot.x + 0.14, spot.y + 0.14, 0.3);
        if (r->dolmen)
          _tsl_hunters_art_dolmen (cr, spot.x - 0.18, spot.y + 0.16, 0.24);
        for (guint a = 0; a < TSL_HUNTERS_N_ANIMALS; a++)
          for (guint i = 0; i < r->animals[a]; i++, k++)
            tsl_hunters_art_animal (cr, a, spot.x + (k - (n - 1) / 2.0) * 0.2, spot.y, 0.2);
      }
      break;

    case TSL_HUNTERS_REGION_RIVER:
    default:
      break;
    }
}

/**
 * tsl_hunters_art_tile:
 *
 * Draws @tile turned @rotation degrees clockwise into the square at
 * (@x, @y) of side @size.
 */
void
tsl_hunters_art_tile (cairo_t              *cr,
                      const TslHuntersTile *tile,
                      guint                 rotation,
                      double                x,
                      double                y,
                      double                size)
{
  guint quarters = (rotation / 90) & 3;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);

  cairo_save (cr);
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, quarters * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
  draw_meadow (cr, tile);
  /* Water over the forests' canopy edge, which may reach a lake. */
  for (guint i = 0; i < tile->n_regions; i++)
    if (tile->regions[i].type == TSL_HUNTERS_REGION_FOREST)
      draw_forest (cr, tile, &tile->regions[i], i);
  for (guint i = 0; i < tile->n_regions; i++)
    if (tile->regions[i].type == TSL_HUNTERS_REGION_RIVER)
      draw_river (cr, tile, &tile->regions[i]);
  for (guint i = 0; i < tile->n_regions; i++)
    if (tile->regions[i].type == TSL_HUNTERS_REGION_LAKE)
      draw_lake (cr, tile, i);
  cairo_restore (cr);

  for (guint i = 0; i < tile->n_regions; i++)
    draw_region_pictures (cr, tile, i, quarters);
  if (tile->set == TSL_HUNTERS_SET_START)
    {
      TslHuntersPoint v = _tsl_hunters_art_rotate_pt ((TslHuntersPoint) { 0.8, 0.15 }, quarters);

      _tsl_hunters_art_volcano (cr, v.x, v.y, 0.24);
    }

  /* A thin frame; bonus tiles get a golden one. */
  cairo_rectangle (cr, 0, 0, 1, 1);
  if (tile->set == TSL_HUNTERS_SET_BONUS)
    {
      _tsl_hunters_art_set_hex (cr, 0xffb300, 0.95);
      cairo_set_line_width (cr, 0.05);
    }
  else
    {
      _tsl_hunters_art_set_hex (cr, 0x33411e, 0.45);
      cairo_set_line_width (cr, 0.02);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

