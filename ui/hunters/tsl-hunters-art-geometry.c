/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-hunters-art-private.h"

#define FOREST_K    0.72  /* how far a forest band's edge is pulled inwards */

/* Where things lie on a Hunters & Gatherers tile, computed from the
 * catalogue's region data in tile units ([0, 1] squared, y to the south)
 * in the reference orientation: river curves, forest outlines, lakes, and
 * the open places of meadows for their pictures and figures. */

static TslHuntersPoint
perimeter (double t)
{
  double f;
  int side;

  t = fmod (t + 8.0, 4.0);
  side = (int) floor (t);
  f = t - side;
  switch (side)
    {
    case 0: return (TslHuntersPoint) { f, 0 };
    case 1: return (TslHuntersPoint) { 1, f };
    case 2: return (TslHuntersPoint) { 1 - f, 1 };
    default: return (TslHuntersPoint) { 0, 1 - f };
    }
}

TslHuntersPoint
_tsl_hunters_art_position_mid (guint position)
{
  return perimeter ((position + 0.5) / 3.0);
}

static TslHuntersPoint
side_inward (guint side)
{
  static const TslHuntersPoint in[] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };

  return in[side & 3];
}

TslHuntersPoint
_tsl_hunters_art_rotate_pt (TslHuntersPoint     p,
                            guint  quarters)
{
  for (guint q = 0; q < (quarters & 3); q++)
    {
      double dx = p.x - 0.5, dy = p.y - 0.5;

      p.x = 0.5 - dy;
      p.y = 0.5 + dx;
    }
  return p;
}

static TslHuntersPoint
bezier (TslHuntersPoint     a,
        TslHuntersPoint     b,
        TslHuntersPoint     c,
        TslHuntersPoint     d,
        double t)
{
  double u = 1 - t;

  return (TslHuntersPoint) { u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
                u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y };
}

static TslHuntersPoint
centroid (guint16 positions)
{
  TslHuntersPoint c = { 0, 0 };
  guint n = 0;

  for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
    if (positions & (1u << p))
      {
        TslHuntersPoint m = _tsl_hunters_art_position_mid (p);

        c.x += m.x;
        c.y += m.y;
        n++;
      }
  if (n == 0)
    return (TslHuntersPoint) { 0.5, 0.5 };
  return (TslHuntersPoint) { c.x / n, c.y / n };
}

static TslHuntersPoint
pull (TslHuntersPoint     p,
      double k)
{
  return (TslHuntersPoint) { p.x + (0.5 - p.x) * k, p.y + (0.5 - p.y) * k };
}

/* Runs of consecutive positions (cyclic) of a mask: start and length. */
static guint
mask_runs (guint16  mask,
           guint   *starts,
           guint   *lengths)
{
  guint n = 0;

  if (mask == 0xfff)
    {
      starts[0] = 0;
      lengths[0] = 12;
      return 1;
    }
  for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
    {
      guint prev = (p + 11) % 12, len = 0;

      if (!(mask & (1u << p)) || (mask & (1u << prev)))
        continue;
      while (len < 12 && (mask & (1u << ((p + len) % 12))))
        len++;
      starts[n] = p;
      lengths[n] = len;
      n++;
    }
  return n;
}

/* Lakes sit towards the rivers that feed them (two lakes on one tile thus
 * keep apart); a lake fed from all sides sits in the middle. */
TslHuntersPoint
_tsl_hunters_art_lake_center (const TslHuntersTile *tile,
                              guint                 lake)
{
  TslHuntersPoint d = { 0, 0 };
  guint n = 0;

  for (guint i = 0; i < tile->n_regions; i++)
    {
      const TslHuntersRegion *r = &tile->regions[i];

      if (r->type != TSL_HUNTERS_REGION_RIVER)
        continue;
      for (guint e = 0; e < r->n_ends; e++)
        if (r->ends[e] == (gint) lake)
          {
            for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
              if (r->positions & (1u << p))
                {
                  TslHuntersPoint in = side_inward (p / 3);

                  d.x -= in.x;
                  d.y -= in.y;
                  n++;
                }
          }
    }
  if (n == 0)
    return (TslHuntersPoint) { 0.5, 0.5 };
  return (TslHuntersPoint) { 0.5 + 0.28 * d.x / n, 0.5 + 0.28 * d.y / n };
}

static guint
count_lakes (const TslHuntersTile *tile)
{
  guint n = 0;

  for (guint i = 0; i < tile->n_regions; i++)
    n += tile->regions[i].type == TSL_HUNTERS_REGION_LAKE;
  return n;
}

double
_tsl_hunters_art_lake_radius (const TslHuntersTile *tile,
                              guint                 lake)
{
  return (count_lakes (tile) > 1 ? 0.13 : 0.16) + 0.008 * tile->regions[lake].fish;
}

/* A river piece as a cubic curve from its (first) edge midpoint. */
void
_tsl_hunters_art_river_curve (const TslHuntersTile *tile,
                              const TslHuntersRegion *r,
                              TslHuntersPoint                   *pts)
{
  guint p1 = G_MAXUINT, p2 = G_MAXUINT;
  TslHuntersPoint m1, in1;

  for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
    if (r->positions & (1u << p))
      {
        if (p1 == G_MAXUINT)
          p1 = p;
        else
          p2 = p;
      }
  if (p1 == G_MAXUINT)
    p1 = 1;
  m1 = _tsl_hunters_art_position_mid (p1);
  in1 = side_inward (p1 / 3);
  pts[0] = m1;
  if (p2 != G_MAXUINT)
    {
      TslHuntersPoint m2 = _tsl_hunters_art_position_mid (p2), in2 = side_inward (p2 / 3);

      pts[1] = (TslHuntersPoint) { m1.x + in1.x * 0.4, m1.y + in1.y * 0.4 };
      pts[2] = (TslHuntersPoint) { m2.x + in2.x * 0.4, m2.y + in2.y * 0.4 };
      pts[3] = m2;
    }
  else if (r->n_ends > 0 && r->ends[0] >= 0)
    {
      TslHuntersPoint lake = _tsl_hunters_art_lake_center (tile, r->ends[0]);

      pts[1] = (TslHuntersPoint) { m1.x + in1.x * 0.2, m1.y + in1.y * 0.2 };
      pts[2] = (TslHuntersPoint) { (pts[1].x + lake.x) / 2, (pts[1].y + lake.y) / 2 };
      pts[3] = lake;
    }
  else
    {
      /* Ends at a spring a little inside the tile. */
      pts[1] = (TslHuntersPoint) { m1.x + in1.x * 0.1, m1.y + in1.y * 0.1 };
      pts[2] = (TslHuntersPoint) { m1.x + in1.x * 0.22, m1.y + in1.y * 0.22 };
      pts[3] = (TslHuntersPoint) { m1.x + in1.x * 0.32, m1.y + in1.y * 0.32 };
    }
}

void
_tsl_hunters_art_forest_path (cairo_t              *cr,
                              const TslHuntersRegion *r)
{
  guint starts[12], lengths[12];
  guint n = mask_runs (r->positions, starts, lengths);

  if (n == 0)
    return;
  if (n == 1 && lengths[0] == 12)
    {
      cairo_rectangle (cr, 0, 0, 1, 1);
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      double t0 = starts[i] / 3.0, t1 = (starts[i] + lengths[i]) / 3.0;
      TslHuntersPoint a = perimeter (t0), b = perimeter (t1), next, c1, c2;

      if (i == 0)
        cairo_move_to (cr, a.x, a.y);
      else
        cairo_line_to (cr, a.x, a.y);
      for (double k = floor (t0) + 1; k < t1 - 1e-6; k += 1)
        {
          TslHuntersPoint corner = perimeter (k);

          cairo_line_to (cr, corner.x, corner.y);
        }
      cairo_line_to (cr, b.x, b.y);

      next = perimeter (starts[(i + 1) % n] / 3.0);
      if (n == 1)
        {
          /* A bulge whose depth grows with the edges it covers. */
          TslHuntersPoint rc = centroid (r->positions);
          TslHuntersPoint t = { 0.5 + (rc.x - 0.5) * 0.2, 0.5 + (rc.y - 0.5) * 0.2 };

          c1 = t;
          c2 = t;
        }
      else
        {
          c1 = (TslHuntersPoint) { b.x + (0.5 - b.x) * FOREST_K, b.y + (0.5 - b.y) * FOREST_K };
          c2 = (TslHuntersPoint) { next.x + (0.5 - next.x) * FOREST_K, next.y + (0.5 - next.y) * FOREST_K };
        }
      cairo_curve_to (cr, c1.x, c1.y, c2.x, c2.y, next.x, next.y);
    }
  cairo_close_path (cr);
}

/* The inner edges of a forest, sampled, for its canopy outline. */
guint
_tsl_hunters_art_forest_edge_samples (const TslHuntersRegion *r,
                                      TslHuntersPoint                     *out,
                                      guint                   max)
{
  guint starts[12], lengths[12];
  guint n = mask_runs (r->positions, starts, lengths), count = 0;

  if (n == 0 || (n == 1 && lengths[0] == 12))
    return 0;
  for (guint i = 0; i < n; i++)
    {
      TslHuntersPoint b = perimeter ((starts[i] + lengths[i]) / 3.0);
      TslHuntersPoint next = perimeter (starts[(i + 1) % n] / 3.0);
      TslHuntersPoint c1, c2;

      if (n == 1)
        {
          TslHuntersPoint rc = centroid (r->positions);

          c1 = c2 = (TslHuntersPoint) { 0.5 + (rc.x - 0.5) * 0.2, 0.5 + (rc.y - 0.5) * 0.2 };
        }
      else
        {
          c1 = (TslHuntersPoint) { b.x + (0.5 - b.x) * FOREST_K, b.y + (0.5 - b.y) * FOREST_K };
          c2 = (TslHuntersPoint) { next.x + (0.5 - next.x) * FOREST_K, next.y + (0.5 - next.y) * FOREST_K };
        }
      for (guint s = 1; s < 12 && count < max; s++)
        out[count++] = bezier (b, c1, c2, next, s / 12.0);
    }
  return count;
}

static TslHuntersPoint
forest_spot (const TslHuntersRegion *r)
{
  guint starts[12], lengths[12];
  guint n = mask_runs (r->positions, starts, lengths);

  if (n != 1 || lengths[0] == 12)
    return (TslHuntersPoint) { 0.5, 0.5 };
  return pull (centroid (r->positions), lengths[0] > 3 ? 0.35 : 0.45);
}

/* Meadows have no drawn outline: where their pictures and figures go is
 * found on a small raster of the tile.  Forests, water and the tile's rim
 * are blocked; the free cells are shared out between the meadows by a
 * breadth-first search from their edge positions; each meadow then takes
 * its most open cell for its animals and the next open one, a little
 * apart, for a hunter.  Computed once per tile kind. */

#define GRID 40

static void
rasterize_blocked (const TslHuntersTile *tile,
                   guint8               *blocked)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_A8, GRID, GRID);
  cairo_t *cr = cairo_create (surface);
  guint8 *data;
  int stride;

  cairo_scale (cr, GRID, GRID);
  cairo_set_source_rgba (cr, 0, 0, 0, 1);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint i = 0; i < tile->n_regions; i++)
    {
      const TslHuntersRegion *r = &tile->regions[i];
      TslHuntersPoint pts[4];

      switch (r->type)
        {
        case TSL_HUNTERS_REGION_FOREST:
          _tsl_hunters_art_forest_path (cr, r);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, 0.14);
          cairo_stroke (cr);
          break;
        case TSL_HUNTERS_REGION_RIVER:
          _tsl_hunters_art_river_curve (tile, r, pts);
          cairo_move_to (cr, pts[0].x, pts[0].y);
          cairo_curve_to (cr, pts[1].x, pts[1].y, pts[2].x, pts[2].y, pts[3].x, pts[3].y);
          cairo_set_line_width (cr, 0.2);
          cairo_stroke (cr);
          break;
        case TSL_HUNTERS_REGION_LAKE:
          {
            TslHuntersPoint c = _tsl_hunters_art_lake_center (tile, i);

            cairo_arc (cr, c.x, c.y, _tsl_hunters_art_lake_radius (tile, i) * 1.15 + 0.05, 0, 2 * G_PI);
            cairo_fill (cr);
          }
          break;
        default:
          break;
        }
    }
  cairo_rectangle (cr, 0, 0, 1, 1);
  cairo_set_line_width (cr, 0.16);
  cairo_stroke (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  data = cairo_image_surface_get_data (surface);
  stride = cairo_image_surface_get_stride (surface);
  for (int y = 0; y < GRID; y++)
    for (int x = 0; x < GRID; x++)
      blocked[y * GRID + x] = data[y * stride + x] > 100;
  cairo_surface_destroy (surface);
}

/* Chebyshev distance (in cells) from every cell to the nearest blocked one. */
static void
clearance (const guint8 *blocked,
           guint8       *dist)
{
  gint queue[GRID * GRID];
  guint head = 0, tail = 0;

  for (gint i = 0; i < GRID * GRID; i++)
    {
      dist[i] = blocked[i] ? 0 : 255;
      if (blocked[i])
        queue[tail++] = i;
    }
  while (head < tail)
    {
      gint c = queue[head++], cx = c % GRID, cy = c / GRID;

      for (gint dy = -1; dy <= 1; dy++)
        for (gint dx = -1; dx <= 1; dx++)
          {
            gint nx = cx + dx, ny = cy + dy, n = ny * GRID + nx;

            if (nx < 0 || ny < 0 || nx >= GRID || ny >= GRID || dist[n] != 255)
              continue;
            dist[n] = dist[c] + 1;
            queue[tail++] = n;
          }
    }
}

static TslHuntersPoint
cell_center (gint cell)
{
  return (TslHuntersPoint) { (cell % GRID + 0.5) / GRID, (cell / GRID + 0.5) / GRID };
}

static void
compute_meadow_spots (const TslHuntersTile *tile,
                      TslHuntersMeadowSpots          *spots)
{
  guint8 blocked[GRID * GRID], dist[GRID * GRID];
  gint8 owner[GRID * GRID];
  gint queue[GRID * GRID];
  guint head = 0, tail = 0;

  rasterize_blocked (tile, blocked);
  clearance (blocked, dist);
  memset (owner, -1, sizeof owner);

  /* Seeds: walk in from each edge position until the meadow is free. */
  for (guint i = 0; i < tile->n_regions; i++)
    {
      const TslHuntersRegion *r = &tile->regions[i];

      if (r->type != TSL_HUNTERS_REGION_MEADOW)
        continue;
      for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
        {
          TslHuntersPoint m = _tsl_hunters_art_position_mid (p), in = side_inward (p / 3);

          if (!(r->positions & (1u << p)))
            continue;
          for (double t = 0.0; t < 0.45; t += 0.5 / GRID)
            {
              gint x = CLAMP ((gint) ((m.x + in.x * t) * GRID), 0, GRID - 1);
              gint y = CLAMP ((gint) ((m.y + in.y * t) * GRID), 0, GRID - 1);
              gint c = y * GRID + x;

              if (!blocked[c])
                {
                  if (owner[c] < 0)
                    {
                      owner[c] = i;
                      queue[tail++] = c;
                    }
                  break;
                }
            }
        }
    }
  while (head < tail)
    {
      gint c = queue[head++], cx = c % GRID, cy = c / GRID;
      static const gint d4[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };

      for (guint k = 0; k < 4; k++)
        {
          gint nx = cx + d4[k][0], ny = cy + d4[k][1], n = ny * GRID + nx;

          if (nx < 0 || ny < 0 || nx >= GRID || ny >= GRID || blocked[n] || owner[n] >= 0)
            continue;
          owner[n] = owner[c];
          queue[tail++] = n;
        }
    }

  for (guint i = 0; i < tile->n_regions; i++)
    {
      const TslHuntersRegion *r = &tile->regions[i];
      gint best = -1, second = -1;
      TslHuntersPoint fallback;

      if (r->type != TSL_HUNTERS_REGION_MEADOW)
        continue;
      for (gint c = 0; c < GRID * GRID; c++)
        if (owner[c] == (gint) i && (best < 0 || dist[c] > dist[best]))
          best = c;
      for (gint c = 0; best >= 0 && c < GRID * GRID; c++)
        {
          gint dx = c % GRID - best % GRID, dy = c / GRID - best / GRID;

          /* Beside or below the animals, a fifth of a tile away. */
          if (owner[c] != (gint) i || MAX (ABS (dx), ABS (dy)) < GRID / 5 || dy < -GRID / 10)
            continue;
          if (second < 0 || dist[c] > dist[second])
            second = c;
        }
      fallback = pull (centroid (r->positions), 0.3);
      spots->picture[i] = best >= 0 ? cell_center (best) : fallback;
      spots->figure[i] = second >= 0 ? cell_center (second)
                                     : (TslHuntersPoint) { spots->picture[i].x, spots->picture[i].y + 0.14 };
    }
  spots->done = TRUE;
}

const TslHuntersMeadowSpots *
_tsl_hunters_art_meadow_spots (const TslHuntersTile *tile)
{
  static TslHuntersMeadowSpots cache[TSL_HUNTERS_MAX_KINDS];
  const TslHuntersCatalog *catalog = tsl_hunters_catalog_get_builtin ();
  gint index = (gint) (tile - catalog->tiles);
  static TslHuntersMeadowSpots scratch;

  /* Only the catalogue's tiles are cached (the UI draws nothing else). */
  if (index < 0 || index >= TSL_HUNTERS_MAX_KINDS)
    {
      memset (&scratch, 0, sizeof scratch);
      compute_meadow_spots (tile, &scratch);
      return &scratch;
    }
  if (!cache[index].done)
    compute_meadow_spots (tile, &cache[index]);
  return &cache[index];
}

static gboolean
meadow_has_pictures (const TslHuntersRegion *r)
{
  guint n = r->fire + r->dolmen;

  for (guint a = 0; a < TSL_HUNTERS_N_ANIMALS; a++)
    n += r->animals[a];
  return n > 0;
}

/* A hunter stands apart from the animals; on an empty meadow, in its
 * most open place. */
TslHuntersPoint
_tsl_hunters_art_meadow_spot (const TslHuntersTile   *tile,
                              const TslHuntersRegion *r)
{
  const TslHuntersMeadowSpots *spots = _tsl_hunters_art_meadow_spots (tile);
  guint index = (guint) (r - tile->regions);

  return meadow_has_pictures (r) ? spots->figure[index] : spots->picture[index];
}

TslHuntersPoint
_tsl_hunters_art_region_spot_ref (const TslHuntersTile *tile,
                                  guint                 region)
{
  const TslHuntersRegion *r = &tile->regions[region];
  TslHuntersPoint pts[4];

  switch (r->type)
    {
    case TSL_HUNTERS_REGION_FOREST:
      return forest_spot (r);
    case TSL_HUNTERS_REGION_RIVER:
      _tsl_hunters_art_river_curve (tile, r, pts);
      return bezier (pts[0], pts[1], pts[2], pts[3], r->n_positions >= 2 ? 0.5 : 0.42);
    case TSL_HUNTERS_REGION_LAKE:
      return _tsl_hunters_art_lake_center (tile, region);
    case TSL_HUNTERS_REGION_MEADOW:
    default:
      return _tsl_hunters_art_meadow_spot (tile, r);
    }
}

/**
 * tsl_hunters_art_region_spot:
 *
 * Where a figure on @region stands, in tile units of the tile turned by
 * @rotation degrees clockwise.
 */
void
tsl_hunters_art_region_spot (const TslHuntersTile *tile,
                             guint                 region,
                             guint                 rotation,
                             double               *x,
                             double               *y)
{
  TslHuntersPoint p = { 0.5, 0.5 };

  if (region < tile->n_regions)
    p = _tsl_hunters_art_rotate_pt (_tsl_hunters_art_region_spot_ref (tile, region), rotation / 90);
  *x = p.x;
  *y = p.y;
}

