/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-hunters-art-private.h"

/* Which region of a tile lies under a point, and the whole area of one
 * region, so that a figure is placed by pointing at its feature.
 *
 * Forests, rivers and lakes have drawn shapes, tested exactly (a river a
 * little wider than drawn, to be easy to hit).  Meadows are what is left:
 * a raster of the tile is shared out between them by a breadth-first
 * search from their edge positions and spots, as the rivers and forests
 * part them.  Computed once per tile kind, in its reference orientation. */

#define REGION_GRID   48
#define RIVER_HIT     0.2    /* tile units; drawn 0.13 wide */
#define FOREST_RIM    0.1    /* the canopy's bumps beyond the outline */

typedef struct
{
  gboolean done;
  gint8    owner[REGION_GRID * REGION_GRID];
} RegionMap;

static void
river_path (cairo_t              *cr,
            const TslHuntersTile *tile,
            guint                 region)
{
  TslHuntersPoint pts[4];

  _tsl_hunters_art_river_curve (tile, &tile->regions[region], pts);
  cairo_move_to (cr, pts[0].x, pts[0].y);
  cairo_curve_to (cr, pts[1].x, pts[1].y, pts[2].x, pts[2].y, pts[3].x, pts[3].y);
}

static void
lake_path (cairo_t              *cr,
           const TslHuntersTile *tile,
           guint                 region,
           double                grow)
{
  TslHuntersPoint c = _tsl_hunters_art_lake_center (tile, region);
  double r = _tsl_hunters_art_lake_radius (tile, region) * grow;

  /* As drawn: an ellipse 1.15 wide and 0.95 high. */
  cairo_save (cr);
  cairo_translate (cr, c.x, c.y);
  cairo_scale (cr, 1.15, 0.95);
  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, 0, r, 0, 2 * G_PI);
  cairo_restore (cr);
}

/* Whether the reference point (@x, @y) is on drawn region @i (not a meadow). */
static gboolean
in_shape (cairo_t              *cr,
          const TslHuntersTile *tile,
          guint                 i,
          double                x,
          double                y)
{
  gboolean inside = FALSE;

  cairo_new_path (cr);
  switch (tile->regions[i].type)
    {
    case TSL_HUNTERS_REGION_FOREST:
      _tsl_hunters_art_forest_path (cr, &tile->regions[i]);
      cairo_set_line_width (cr, 2 * FOREST_RIM);
      inside = cairo_in_fill (cr, x, y) || cairo_in_stroke (cr, x, y);
      break;
    case TSL_HUNTERS_REGION_RIVER:
      river_path (cr, tile, i);
      cairo_set_line_width (cr, RIVER_HIT);
      inside = cairo_in_stroke (cr, x, y);
      break;
    case TSL_HUNTERS_REGION_LAKE:
      lake_path (cr, tile, i, 1.1);
      inside = cairo_in_fill (cr, x, y);
      break;
    default:
      break;
    }
  cairo_new_path (cr);
  return inside;
}

static void
spread_meadows (const TslHuntersTile *tile,
                gint8                *owner)
{
  static const gint d4[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
  const TslHuntersMeadowSpots *spots = _tsl_hunters_art_meadow_spots (tile);
  gint queue[REGION_GRID * REGION_GRID];
  guint head = 0, tail = 0;

  /* Free cells are -2 until a meadow reaches them. */
  for (guint i = 0; i < tile->n_regions; i++)
    {
      const TslHuntersRegion *r = &tile->regions[i];
      TslHuntersPoint seeds[TSL_SQUARE_N_POSITIONS + 2];
      guint n = 0;

      if (r->type != TSL_HUNTERS_REGION_MEADOW)
        continue;
      seeds[n++] = spots->picture[i];
      seeds[n++] = spots->figure[i];
      for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
        if (r->positions & (1u << p))
          seeds[n++] = _tsl_hunters_art_position_mid (p);
      for (guint s = 0; s < n; s++)
        {
          gint x = CLAMP ((gint) (seeds[s].x * REGION_GRID), 0, REGION_GRID - 1);
          gint y = CLAMP ((gint) (seeds[s].y * REGION_GRID), 0, REGION_GRID - 1);
          gint c = y * REGION_GRID + x;

          if (owner[c] == -2)
            {
              owner[c] = (gint8) i;
              queue[tail++] = c;
            }
        }
    }
  while (head < tail)
    {
      gint c = queue[head++], cx = c % REGION_GRID, cy = c / REGION_GRID;

      for (guint k = 0; k < 4; k++)
        {
          gint nx = cx + d4[k][0], ny = cy + d4[k][1], n = ny * REGION_GRID + nx;

          if (nx < 0 || ny < 0 || nx >= REGION_GRID || ny >= REGION_GRID || owner[n] != -2)
            continue;
          owner[n] = owner[c];
          queue[tail++] = n;
        }
    }
  for (gint c = 0; c < REGION_GRID * REGION_GRID; c++)
    if (owner[c] == -2)
      owner[c] = -1;
}

static void
compute_region_map (const TslHuntersTile *tile,
                    RegionMap            *map)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, 1, 1);
  cairo_t *cr = cairo_create (surface);

  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (gint c = 0; c < REGION_GRID * REGION_GRID; c++)
    {
      double x = (c % REGION_GRID + 0.5) / REGION_GRID, y = (c / REGION_GRID + 0.5) / REGION_GRID;
      gint owner = -2;

      /* In drawing order: a lake lies over its rivers, rivers over forests. */
      for (guint pass = 0; pass < 3; pass++)
        for (guint i = 0; i < tile->n_regions; i++)
          {
            guint type = tile->regions[i].type;

            if ((pass == 0 && type == TSL_HUNTERS_REGION_FOREST) || (pass == 1 && type == TSL_HUNTERS_REGION_RIVER)
                || (pass == 2 && type == TSL_HUNTERS_REGION_LAKE))
              if (in_shape (cr, tile, i, x, y))
                owner = (gint) i;
          }
      map->owner[c] = (gint8) owner;
    }
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  spread_meadows (tile, map->owner);
  map->done = TRUE;
}

static const RegionMap *
region_map (const TslHuntersTile *tile)
{
  static RegionMap cache[TSL_HUNTERS_MAX_KINDS];
  static RegionMap scratch;
  const TslHuntersCatalog *catalog = tsl_hunters_catalog_get_builtin ();
  gint index = (gint) (tile - catalog->tiles);

  if (index < 0 || index >= TSL_HUNTERS_MAX_KINDS)
    {
      memset (&scratch, 0, sizeof scratch);
      compute_region_map (tile, &scratch);
      return &scratch;
    }
  if (!cache[index].done)
    compute_region_map (tile, &cache[index]);
  return &cache[index];
}

/**
 * tsl_hunters_art_region_at:
 * @x: (in tile units) a point on @tile turned @rotation degrees clockwise
 *
 * Returns: the index of the region under (@x, @y), or -1 (off the tile,
 *   or on no region)
 */
gint
tsl_hunters_art_region_at (const TslHuntersTile *tile,
                           guint                 rotation,
                           double                x,
                           double                y)
{
  TslHuntersPoint p;
  gint cx, cy;

  if (x < 0 || y < 0 || x >= 1 || y >= 1)
    return -1;
  /* Back to the reference orientation: turn the rest of the way round. */
  p = _tsl_hunters_art_rotate_pt ((TslHuntersPoint) { x, y }, 4 - ((rotation / 90) & 3));
  cx = CLAMP ((gint) (p.x * REGION_GRID), 0, REGION_GRID - 1);
  cy = CLAMP ((gint) (p.y * REGION_GRID), 0, REGION_GRID - 1);
  return region_map (tile)->owner[cy * REGION_GRID + cx];
}

/* A meadow's area: its raster cells, grown by two so that they reach
 * under the neighbouring shapes, which are then cut out exactly. */
static void
meadow_mask (cairo_t              *cr,
             const TslHuntersTile *tile,
             guint                 region)
{
  const RegionMap *map = region_map (tile);
  double cell = 1.0 / REGION_GRID;

  for (gint c = 0; c < REGION_GRID * REGION_GRID; c++)
    if (map->owner[c] == (gint) region)
      cairo_rectangle (cr, (c % REGION_GRID - 2) * cell, (c / REGION_GRID - 2) * cell, 5 * cell, 5 * cell);
  cairo_fill (cr);

  cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  for (guint i = 0; i < tile->n_regions; i++)
    switch (tile->regions[i].type)
      {
      case TSL_HUNTERS_REGION_FOREST:
        _tsl_hunters_art_forest_path (cr, &tile->regions[i]);
        cairo_set_line_width (cr, 2 * FOREST_RIM);
        cairo_fill_preserve (cr);
        cairo_stroke (cr);
        break;
      case TSL_HUNTERS_REGION_RIVER:
        river_path (cr, tile, i);
        cairo_set_line_width (cr, 0.13);
        cairo_stroke (cr);
        break;
      case TSL_HUNTERS_REGION_LAKE:
        lake_path (cr, tile, i, 1.06);
        cairo_fill (cr);
        break;
      default:
        break;
      }
}

/**
 * tsl_hunters_art_region_fill:
 *
 * Paints the whole area of @region, with @cr's source and operator, on
 * @tile turned @rotation degrees clockwise in the square at (@x, @y) of
 * side @size: the forest, the river's band, the lake or the meadow.
 */
void
tsl_hunters_art_region_fill (cairo_t              *cr,
                             const TslHuntersTile *tile,
                             guint                 region,
                             guint                 rotation,
                             double                x,
                             double                y,
                             double                size)
{
  cairo_pattern_t *mask;

  if (region >= tile->n_regions)
    return;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_clip (cr);
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, ((rotation / 90) & 3) * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
  /* Drawn opaque into a mask first, so that where a stroke overlaps the
   * fill the source's alpha does not add up. */
  cairo_push_group (cr);
  cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
  cairo_set_source_rgba (cr, 0, 0, 0, 1);
  cairo_new_path (cr);
  switch (tile->regions[region].type)
    {
    case TSL_HUNTERS_REGION_FOREST:
      _tsl_hunters_art_forest_path (cr, &tile->regions[region]);
      cairo_set_line_width (cr, FOREST_RIM);
      cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
      cairo_fill_preserve (cr);
      cairo_stroke (cr);
      break;
    case TSL_HUNTERS_REGION_RIVER:
      river_path (cr, tile, region);
      cairo_set_line_width (cr, 0.17);
      cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
      cairo_stroke (cr);
      break;
    case TSL_HUNTERS_REGION_LAKE:
      lake_path (cr, tile, region, 1.12);
      cairo_fill (cr);
      break;
    case TSL_HUNTERS_REGION_MEADOW:
    default:
      meadow_mask (cr, tile, region);
      break;
    }
  mask = cairo_pop_group (cr);
  cairo_mask (cr, mask);
  cairo_pattern_destroy (mask);
  cairo_restore (cr);
}
