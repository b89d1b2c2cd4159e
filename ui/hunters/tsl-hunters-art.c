/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "tsl-hunters-art.h"

/*
 * Procedural drawing of Hunters & Gatherers tiles from the catalogue's
 * region data: every shape is computed from the edge positions a region
 * touches, so a corrected catalogue redraws itself.  Geometry works in
 * tile units ([0, 1] squared, y to the south) in the reference orientation;
 * the terrain is drawn in a rotated frame, the small pictures (animals,
 * fish, nuggets) upright at rotated spots so they never stand on their
 * heads.
 */

#define FOREST_K    0.72  /* how far a forest band's edge is pulled inwards */

const char *
tsl_hunters_figure_label (TslHuntersFigure figure)
{
  switch (figure)
    {
    case TSL_HUNTERS_FIGURE_GATHERER:
      return _("Gatherer");
    case TSL_HUNTERS_FIGURE_FISHER:
      return _("Fisher");
    case TSL_HUNTERS_FIGURE_HUNTER:
      return _("Hunter");
    case TSL_HUNTERS_FIGURE_HUT:
      /* Translators: a figure, the hut (seed 001: kunyhó), in the legend. */
      return _("Hut");
    case TSL_HUNTERS_N_FIGURES:
    default:
      return "";
    }
}

const char *
tsl_hunters_animal_label (TslHuntersAnimal animal)
{
  switch (animal)
    {
    case TSL_HUNTERS_ANIMAL_DEER:
      return _("Deer");
    case TSL_HUNTERS_ANIMAL_MAMMOTH:
      return _("Mammoth");
    case TSL_HUNTERS_ANIMAL_AUROCHS:
      return _("Aurochs");
    case TSL_HUNTERS_ANIMAL_TIGER:
      return _("Sabre-toothed tiger");
    case TSL_HUNTERS_N_ANIMALS:
    default:
      return "";
    }
}

/* Geometry in tile units */

typedef struct { double x, y; } Pt;

static Pt
perimeter (double t)
{
  double f;
  int side;

  t = fmod (t + 8.0, 4.0);
  side = (int) floor (t);
  f = t - side;
  switch (side)
    {
    case 0: return (Pt) { f, 0 };
    case 1: return (Pt) { 1, f };
    case 2: return (Pt) { 1 - f, 1 };
    default: return (Pt) { 0, 1 - f };
    }
}

static Pt
position_mid (guint position)
{
  return perimeter ((position + 0.5) / 3.0);
}

static Pt
side_inward (guint side)
{
  static const Pt in[] = { { 0, 1 }, { -1, 0 }, { 0, -1 }, { 1, 0 } };

  return in[side & 3];
}

static Pt
rotate_pt (Pt     p,
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

static Pt
bezier (Pt     a,
        Pt     b,
        Pt     c,
        Pt     d,
        double t)
{
  double u = 1 - t;

  return (Pt) { u * u * u * a.x + 3 * u * u * t * b.x + 3 * u * t * t * c.x + t * t * t * d.x,
                u * u * u * a.y + 3 * u * u * t * b.y + 3 * u * t * t * c.y + t * t * t * d.y };
}

static Pt
centroid (guint16 positions)
{
  Pt c = { 0, 0 };
  guint n = 0;

  for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
    if (positions & (1u << p))
      {
        Pt m = position_mid (p);

        c.x += m.x;
        c.y += m.y;
        n++;
      }
  if (n == 0)
    return (Pt) { 0.5, 0.5 };
  return (Pt) { c.x / n, c.y / n };
}

static Pt
pull (Pt     p,
      double k)
{
  return (Pt) { p.x + (0.5 - p.x) * k, p.y + (0.5 - p.y) * k };
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
static Pt
lake_center (const TslHuntersTile *tile,
             guint                 lake)
{
  Pt d = { 0, 0 };
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
                  Pt in = side_inward (p / 3);

                  d.x -= in.x;
                  d.y -= in.y;
                  n++;
                }
          }
    }
  if (n == 0)
    return (Pt) { 0.5, 0.5 };
  return (Pt) { 0.5 + 0.28 * d.x / n, 0.5 + 0.28 * d.y / n };
}

static guint
count_lakes (const TslHuntersTile *tile)
{
  guint n = 0;

  for (guint i = 0; i < tile->n_regions; i++)
    n += tile->regions[i].type == TSL_HUNTERS_REGION_LAKE;
  return n;
}

static double
lake_radius (const TslHuntersTile *tile,
             guint                 lake)
{
  return (count_lakes (tile) > 1 ? 0.13 : 0.16) + 0.008 * tile->regions[lake].fish;
}

/* A river piece as a cubic curve from its (first) edge midpoint. */
static void
river_curve (const TslHuntersTile *tile,
             const TslHuntersRegion *r,
             Pt                   *pts)
{
  guint p1 = G_MAXUINT, p2 = G_MAXUINT;
  Pt m1, in1;

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
  m1 = position_mid (p1);
  in1 = side_inward (p1 / 3);
  pts[0] = m1;
  if (p2 != G_MAXUINT)
    {
      Pt m2 = position_mid (p2), in2 = side_inward (p2 / 3);

      pts[1] = (Pt) { m1.x + in1.x * 0.4, m1.y + in1.y * 0.4 };
      pts[2] = (Pt) { m2.x + in2.x * 0.4, m2.y + in2.y * 0.4 };
      pts[3] = m2;
    }
  else if (r->n_ends > 0 && r->ends[0] >= 0)
    {
      Pt lake = lake_center (tile, r->ends[0]);

      pts[1] = (Pt) { m1.x + in1.x * 0.2, m1.y + in1.y * 0.2 };
      pts[2] = (Pt) { (pts[1].x + lake.x) / 2, (pts[1].y + lake.y) / 2 };
      pts[3] = lake;
    }
  else
    {
      /* Ends at a spring a little inside the tile. */
      pts[1] = (Pt) { m1.x + in1.x * 0.1, m1.y + in1.y * 0.1 };
      pts[2] = (Pt) { m1.x + in1.x * 0.22, m1.y + in1.y * 0.22 };
      pts[3] = (Pt) { m1.x + in1.x * 0.32, m1.y + in1.y * 0.32 };
    }
}

static void
forest_path (cairo_t              *cr,
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
      Pt a = perimeter (t0), b = perimeter (t1), next, c1, c2;

      if (i == 0)
        cairo_move_to (cr, a.x, a.y);
      else
        cairo_line_to (cr, a.x, a.y);
      for (double k = floor (t0) + 1; k < t1 - 1e-6; k += 1)
        {
          Pt corner = perimeter (k);

          cairo_line_to (cr, corner.x, corner.y);
        }
      cairo_line_to (cr, b.x, b.y);

      next = perimeter (starts[(i + 1) % n] / 3.0);
      if (n == 1)
        {
          /* A bulge whose depth grows with the edges it covers. */
          Pt rc = centroid (r->positions);
          Pt t = { 0.5 + (rc.x - 0.5) * 0.2, 0.5 + (rc.y - 0.5) * 0.2 };

          c1 = t;
          c2 = t;
        }
      else
        {
          c1 = (Pt) { b.x + (0.5 - b.x) * FOREST_K, b.y + (0.5 - b.y) * FOREST_K };
          c2 = (Pt) { next.x + (0.5 - next.x) * FOREST_K, next.y + (0.5 - next.y) * FOREST_K };
        }
      cairo_curve_to (cr, c1.x, c1.y, c2.x, c2.y, next.x, next.y);
    }
  cairo_close_path (cr);
}

/* The inner edges of a forest, sampled, for its canopy outline. */
static guint
forest_edge_samples (const TslHuntersRegion *r,
                     Pt                     *out,
                     guint                   max)
{
  guint starts[12], lengths[12];
  guint n = mask_runs (r->positions, starts, lengths), count = 0;

  if (n == 0 || (n == 1 && lengths[0] == 12))
    return 0;
  for (guint i = 0; i < n; i++)
    {
      Pt b = perimeter ((starts[i] + lengths[i]) / 3.0);
      Pt next = perimeter (starts[(i + 1) % n] / 3.0);
      Pt c1, c2;

      if (n == 1)
        {
          Pt rc = centroid (r->positions);

          c1 = c2 = (Pt) { 0.5 + (rc.x - 0.5) * 0.2, 0.5 + (rc.y - 0.5) * 0.2 };
        }
      else
        {
          c1 = (Pt) { b.x + (0.5 - b.x) * FOREST_K, b.y + (0.5 - b.y) * FOREST_K };
          c2 = (Pt) { next.x + (0.5 - next.x) * FOREST_K, next.y + (0.5 - next.y) * FOREST_K };
        }
      for (guint s = 1; s < 12 && count < max; s++)
        out[count++] = bezier (b, c1, c2, next, s / 12.0);
    }
  return count;
}

static Pt
forest_spot (const TslHuntersRegion *r)
{
  guint starts[12], lengths[12];
  guint n = mask_runs (r->positions, starts, lengths);

  if (n != 1 || lengths[0] == 12)
    return (Pt) { 0.5, 0.5 };
  return pull (centroid (r->positions), lengths[0] > 3 ? 0.35 : 0.45);
}

/* Meadows have no drawn outline: where their pictures and figures go is
 * found on a small raster of the tile.  Forests, water and the tile's rim
 * are blocked; the free cells are shared out between the meadows by a
 * breadth-first search from their edge positions; each meadow then takes
 * its most open cell for its animals and the next open one, a little
 * apart, for a hunter.  Computed once per tile kind. */

#define GRID 40

typedef struct
{
  gboolean done;
  Pt       picture[TSL_HUNTERS_MAX_REGIONS];
  Pt       figure[TSL_HUNTERS_MAX_REGIONS];
} MeadowSpots;

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
      Pt pts[4];

      switch (r->type)
        {
        case TSL_HUNTERS_REGION_FOREST:
          forest_path (cr, r);
          cairo_fill_preserve (cr);
          cairo_set_line_width (cr, 0.14);
          cairo_stroke (cr);
          break;
        case TSL_HUNTERS_REGION_RIVER:
          river_curve (tile, r, pts);
          cairo_move_to (cr, pts[0].x, pts[0].y);
          cairo_curve_to (cr, pts[1].x, pts[1].y, pts[2].x, pts[2].y, pts[3].x, pts[3].y);
          cairo_set_line_width (cr, 0.2);
          cairo_stroke (cr);
          break;
        case TSL_HUNTERS_REGION_LAKE:
          {
            Pt c = lake_center (tile, i);

            cairo_arc (cr, c.x, c.y, lake_radius (tile, i) * 1.15 + 0.05, 0, 2 * G_PI);
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

static Pt
cell_center (gint cell)
{
  return (Pt) { (cell % GRID + 0.5) / GRID, (cell / GRID + 0.5) / GRID };
}

static void
compute_meadow_spots (const TslHuntersTile *tile,
                      MeadowSpots          *spots)
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
          Pt m = position_mid (p), in = side_inward (p / 3);

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
      Pt fallback;

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
                                     : (Pt) { spots->picture[i].x, spots->picture[i].y + 0.14 };
    }
  spots->done = TRUE;
}

static const MeadowSpots *
meadow_spots (const TslHuntersTile *tile)
{
  static MeadowSpots cache[TSL_HUNTERS_MAX_KINDS];
  const TslHuntersCatalog *catalog = tsl_hunters_catalog_get_builtin ();
  gint index = (gint) (tile - catalog->tiles);
  static MeadowSpots scratch;

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
static Pt
meadow_spot (const TslHuntersTile   *tile,
             const TslHuntersRegion *r)
{
  const MeadowSpots *spots = meadow_spots (tile);
  guint index = (guint) (r - tile->regions);

  return meadow_has_pictures (r) ? spots->figure[index] : spots->picture[index];
}

static Pt
region_spot_ref (const TslHuntersTile *tile,
                 guint                 region)
{
  const TslHuntersRegion *r = &tile->regions[region];
  Pt pts[4];

  switch (r->type)
    {
    case TSL_HUNTERS_REGION_FOREST:
      return forest_spot (r);
    case TSL_HUNTERS_REGION_RIVER:
      river_curve (tile, r, pts);
      return bezier (pts[0], pts[1], pts[2], pts[3], r->n_positions >= 2 ? 0.5 : 0.42);
    case TSL_HUNTERS_REGION_LAKE:
      return lake_center (tile, region);
    case TSL_HUNTERS_REGION_MEADOW:
    default:
      return meadow_spot (tile, r);
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
  Pt p = { 0.5, 0.5 };

  if (region < tile->n_regions)
    p = rotate_pt (region_spot_ref (tile, region), rotation / 90);
  *x = p.x;
  *y = p.y;
}

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

static void
set_hex (cairo_t *cr,
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
  set_hex (cr, 0xa5d46a, 1);
  cairo_fill (cr);

  /* Tufts of grass. */
  set_hex (cr, 0x7cb342, 0.8);
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
  set_hex (cr, 0x153d17, 0.55);
  cairo_fill (cr);
  cairo_arc (cr, x, y, r, 0, 2 * G_PI);
  set_hex (cr, canopy[shade % 3], 1);
  cairo_fill (cr);
  cairo_arc (cr, x - r * 0.3, y - r * 0.3, r * 0.45, 0, 2 * G_PI);
  set_hex (cr, 0x66bb6a, 0.45);
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
  Pt edge[64];
  guint n_edge;

  /* Canopy bumps along the forest's inner edge, then the forest floor. */
  n_edge = forest_edge_samples (r, edge, G_N_ELEMENTS (edge));
  for (guint i = 0; i < n_edge; i++)
    draw_tree (cr, edge[i].x, edge[i].y, 0.045 + 0.01 * jitter (seed, i), i);

  forest_path (cr, r);
  set_hex (cr, 0x24602a, 1);
  cairo_fill (cr);

  cairo_save (cr);
  forest_path (cr, r);
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
  set_hex (cr, 0x1f5f9e, 1);
  cairo_set_line_width (cr, 0.13);
  cairo_stroke_preserve (cr);
  set_hex (cr, 0x4a9fe3, 1);
  cairo_set_line_width (cr, 0.095);
  cairo_stroke_preserve (cr);
  set_hex (cr, 0x8cc8f5, 0.7);
  cairo_set_line_width (cr, 0.025);
  cairo_stroke (cr);
}

static void
draw_river (cairo_t                *cr,
            const TslHuntersTile   *tile,
            const TslHuntersRegion *r)
{
  Pt pts[4];

  river_curve (tile, r, pts);
  cairo_move_to (cr, pts[0].x, pts[0].y);
  cairo_curve_to (cr, pts[1].x, pts[1].y, pts[2].x, pts[2].y, pts[3].x, pts[3].y);
  river_stroke (cr);

  for (guint e = 0; e < r->n_ends; e++)
    if (r->ends[e] == TSL_HUNTERS_END_SPRING)
      {
        /* A spring: a pool of dark water welling up with ripples. */
        cairo_arc (cr, pts[3].x, pts[3].y, 0.07, 0, 2 * G_PI);
        set_hex (cr, 0x1f5f9e, 1);
        cairo_fill (cr);
        cairo_arc (cr, pts[3].x, pts[3].y, 0.05, 0, 2 * G_PI);
        set_hex (cr, 0x64b5f6, 1);
        cairo_fill (cr);
        cairo_set_line_width (cr, 0.012);
        set_hex (cr, 0xe3f2fd, 0.95);
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
  Pt c = lake_center (tile, index);
  double radius = lake_radius (tile, index);
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
  set_hex (cr, 0x1f5f9e, 1);
  cairo_set_line_width (cr, 0.03);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke_preserve (cr);
  set_hex (cr, 0x4a9fe3, 1);
  cairo_fill (cr);
}

void
tsl_hunters_art_fish (cairo_t *cr,
                      double   x,
                      double   y,
                      double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  cairo_move_to (cr, -0.5, 0);
  cairo_curve_to (cr, -0.2, -0.42, 0.3, -0.3, 0.34, 0);
  cairo_line_to (cr, 0.55, -0.22);
  cairo_line_to (cr, 0.55, 0.22);
  cairo_line_to (cr, 0.34, 0);
  cairo_curve_to (cr, 0.3, 0.3, -0.2, 0.42, -0.5, 0);
  cairo_close_path (cr);
  set_hex (cr, 0xfffde7, 1);
  cairo_fill_preserve (cr);
  set_hex (cr, 0x0d3c6e, 1);
  cairo_set_line_width (cr, 0.09);
  cairo_stroke (cr);
  cairo_arc (cr, -0.3, -0.04, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
tsl_hunters_art_nugget (cairo_t *cr,
                        double   x,
                        double   y,
                        double   size)
{
  static const Pt shape[] = { { -0.5, 0.1 }, { -0.3, -0.35 }, { 0.1, -0.45 }, { 0.48, -0.15 },
                              { 0.42, 0.3 }, { 0.0, 0.42 }, { -0.38, 0.35 } };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  for (guint i = 0; i < G_N_ELEMENTS (shape); i++)
    cairo_line_to (cr, shape[i].x, shape[i].y);
  cairo_close_path (cr);
  set_hex (cr, 0xffca28, 1);
  cairo_fill_preserve (cr);
  set_hex (cr, 0x6d4c00, 1);
  cairo_set_line_width (cr, 0.1);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.2, -0.2);
  cairo_line_to (cr, 0.1, -0.28);
  cairo_line_to (cr, 0.0, 0.0);
  cairo_close_path (cr);
  set_hex (cr, 0xfff8e1, 0.9);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
tsl_hunters_art_mushrooms (cairo_t *cr,
                           double   x,
                           double   y,
                           double   size)
{
  static const struct { double x, y, s; } caps[] = {
    { -0.28, 0.08, 0.8 }, { 0.22, -0.05, 1.0 }, { 0.02, 0.3, 0.7 },
  };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  cairo_set_line_width (cr, 0.06);
  for (guint i = 0; i < G_N_ELEMENTS (caps); i++)
    {
      double cx = caps[i].x, cy = caps[i].y, s = caps[i].s * 0.3;

      cairo_rectangle (cr, cx - s * 0.3, cy - s * 0.1, s * 0.6, s * 1.0);
      set_hex (cr, 0xfafafa, 1);
      cairo_fill_preserve (cr);
      set_hex (cr, 0x3e2723, 1);
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy, s, G_PI, 2 * G_PI);
      cairo_close_path (cr);
      set_hex (cr, 0xd32f2f, 1);
      cairo_fill_preserve (cr);
      set_hex (cr, 0x3e2723, 1);
      cairo_stroke (cr);
      set_hex (cr, 0xffffff, 1);
      cairo_arc (cr, cx - s * 0.4, cy - s * 0.45, s * 0.15, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, cx + s * 0.3, cy - s * 0.6, s * 0.13, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

static void
outline_fill (cairo_t *cr,
              guint    fill,
              double   line)
{
  set_hex (cr, fill, 1);
  cairo_fill_preserve (cr);
  set_hex (cr, 0x1a1a1a, 1);
  cairo_set_line_width (cr, line);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
legs (cairo_t *cr,
      double   x0,
      double   x1,
      double   top,
      double   bottom,
      double   width)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  set_hex (cr, 0x1a1a1a, 1);
  cairo_set_line_width (cr, width + 0.08);
  for (guint i = 0; i < 2; i++)
    {
      double x = i == 0 ? x0 : x1;

      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x, bottom);
    }
  cairo_stroke (cr);
}

/**
 * tsl_hunters_art_animal:
 *
 * A side view silhouette of @animal, about @size wide, centred at (@x, @y).
 */
void
tsl_hunters_art_animal (cairo_t          *cr,
                        TslHuntersAnimal  animal,
                        double            x,
                        double            y,
                        double            size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  switch (animal)
    {
    case TSL_HUNTERS_ANIMAL_DEER:
      legs (cr, -0.22, 0.2, 0.05, 0.42, 0.04);
      cairo_save (cr);
      cairo_scale (cr, 0.34, 0.17);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      outline_fill (cr, 0xb26a2c, 0.06);
      /* Neck and head. */
      cairo_move_to (cr, 0.2, -0.05);
      cairo_line_to (cr, 0.32, -0.3);
      cairo_line_to (cr, 0.48, -0.26);
      cairo_line_to (cr, 0.36, -0.02);
      cairo_close_path (cr);
      outline_fill (cr, 0xb26a2c, 0.06);
      /* Antlers. */
      cairo_set_line_width (cr, 0.05);
      set_hex (cr, 0x3e2723, 1);
      cairo_move_to (cr, 0.34, -0.3);
      cairo_line_to (cr, 0.26, -0.5);
      cairo_line_to (cr, 0.18, -0.56);
      cairo_move_to (cr, 0.26, -0.5);
      cairo_line_to (cr, 0.32, -0.6);
      cairo_move_to (cr, 0.4, -0.3);
      cairo_line_to (cr, 0.46, -0.52);
      cairo_line_to (cr, 0.4, -0.6);
      cairo_stroke (cr);
      /* White tail. */
      cairo_arc (cr, -0.34, -0.06, 0.06, 0, 2 * G_PI);
      set_hex (cr, 0xfff8e1, 1);
      cairo_fill (cr);
      break;

    case TSL_HUNTERS_ANIMAL_MAMMOTH:
      legs (cr, -0.22, 0.16, 0.1, 0.42, 0.1);
      cairo_move_to (cr, -0.42, 0.2);
      cairo_curve_to (cr, -0.48, -0.3, -0.1, -0.5, 0.15, -0.38);
      cairo_curve_to (cr, 0.36, -0.34, 0.46, -0.2, 0.44, 0.0);
      /* Trunk down to the ground. */
      cairo_curve_to (cr, 0.46, 0.2, 0.52, 0.36, 0.6, 0.4);
      cairo_line_to (cr, 0.5, 0.44);
      cairo_curve_to (cr, 0.38, 0.36, 0.34, 0.22, 0.3, 0.16);
      cairo_line_to (cr, -0.42, 0.2);
      cairo_close_path (cr);
      outline_fill (cr, 0x6d4c41, 0.06);
      /* Tusk. */
      cairo_move_to (cr, 0.34, 0.08);
      cairo_curve_to (cr, 0.4, 0.3, 0.6, 0.3, 0.66, 0.14);
      cairo_set_line_width (cr, 0.07);
      set_hex (cr, 0x1a1a1a, 1);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 0.04);
      set_hex (cr, 0xfffde7, 1);
      cairo_stroke (cr);
      cairo_arc (cr, 0.3, -0.14, 0.035, 0, 2 * G_PI);
      set_hex (cr, 0x1a1a1a, 1);
      cairo_fill (cr);
      break;

    case TSL_HUNTERS_ANIMAL_AUROCHS:
      legs (cr, -0.26, 0.2, 0.05, 0.42, 0.06);
      cairo_move_to (cr, -0.42, -0.04);
      cairo_curve_to (cr, -0.42, -0.26, -0.1, -0.3, 0.2, -0.28);
      cairo_line_to (cr, 0.42, -0.18);
      cairo_line_to (cr, 0.5, 0.06);
      cairo_line_to (cr, 0.36, 0.1);
      cairo_curve_to (cr, 0.2, 0.2, -0.3, 0.24, -0.42, -0.04);
      cairo_close_path (cr);
      outline_fill (cr, 0x3e2723, 0.06);
      /* Horns. */
      cairo_move_to (cr, 0.36, -0.2);
      cairo_curve_to (cr, 0.3, -0.42, 0.5, -0.5, 0.58, -0.44);
      cairo_set_line_width (cr, 0.08);
      set_hex (cr, 0x1a1a1a, 1);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 0.045);
      set_hex (cr, 0xefebe9, 1);
      cairo_stroke (cr);
      break;

    case TSL_HUNTERS_ANIMAL_TIGER:
      legs (cr, -0.22, 0.22, 0.04, 0.4, 0.06);
      /* Tail. */
      cairo_move_to (cr, -0.34, -0.04);
      cairo_curve_to (cr, -0.5, -0.1, -0.56, -0.3, -0.48, -0.4);
      cairo_set_line_width (cr, 0.1);
      set_hex (cr, 0x1a1a1a, 1);
      cairo_stroke_preserve (cr);
      cairo_set_line_width (cr, 0.05);
      set_hex (cr, 0xf57c00, 1);
      cairo_stroke (cr);
      cairo_save (cr);
      cairo_scale (cr, 0.38, 0.16);
      cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
      cairo_restore (cr);
      outline_fill (cr, 0xf57c00, 0.06);
      cairo_arc (cr, 0.4, -0.12, 0.15, 0, 2 * G_PI);
      outline_fill (cr, 0xf57c00, 0.06);
      /* Stripes and fangs. */
      set_hex (cr, 0x1a1a1a, 1);
      cairo_set_line_width (cr, 0.045);
      for (guint i = 0; i < 4; i++)
        {
          cairo_move_to (cr, -0.22 + i * 0.13, -0.14);
          cairo_line_to (cr, -0.18 + i * 0.13, 0.02);
        }
      cairo_stroke (cr);
      cairo_move_to (cr, 0.44, -0.02);
      cairo_line_to (cr, 0.46, 0.14);
      cairo_line_to (cr, 0.5, -0.02);
      cairo_close_path (cr);
      set_hex (cr, 0xffffff, 1);
      cairo_fill_preserve (cr);
      set_hex (cr, 0x1a1a1a, 1);
      cairo_set_line_width (cr, 0.025);
      cairo_stroke (cr);
      cairo_arc (cr, 0.44, -0.16, 0.03, 0, 2 * G_PI);
      cairo_fill (cr);
      break;

    case TSL_HUNTERS_N_ANIMALS:
    default:
      break;
    }
  cairo_restore (cr);
}

static void
draw_volcano (cairo_t *cr,
              double   x,
              double   y,
              double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_move_to (cr, -0.5, 0.3);
  cairo_line_to (cr, -0.12, -0.2);
  cairo_line_to (cr, 0.12, -0.2);
  cairo_line_to (cr, 0.5, 0.3);
  cairo_close_path (cr);
  outline_fill (cr, 0x6d5a4f, 0.05);
  cairo_move_to (cr, -0.12, -0.2);
  cairo_line_to (cr, -0.06, 0.0);
  cairo_line_to (cr, 0.0, -0.12);
  cairo_line_to (cr, 0.06, 0.04);
  cairo_line_to (cr, 0.12, -0.2);
  cairo_close_path (cr);
  set_hex (cr, 0xff5722, 1);
  cairo_fill (cr);
  for (guint i = 0; i < 3; i++)
    cairo_arc (cr, 0.04 * i - 0.02, -0.3 - 0.12 * i, 0.07 + 0.02 * i, 0, 2 * G_PI);
  set_hex (cr, 0x9e9e9e, 0.8);
  cairo_fill (cr);
  cairo_restore (cr);
}

static void
draw_fire (cairo_t *cr,
           double   x,
           double   y,
           double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  for (guint layer = 0; layer < 2; layer++)
    {
      double s = layer == 0 ? 1.0 : 0.55;

      for (gint i = -1; i <= 1; i++)
        {
          double cx = i * 0.22, h = (i == 0 ? 0.55 : 0.38) * s;

          cairo_move_to (cr, cx - 0.14 * s, 0.25);
          cairo_curve_to (cr, cx - 0.2 * s, 0.05, cx - 0.02, 0.1 - h * 0.5, cx + 0.02, 0.25 - h - 0.1);
          cairo_curve_to (cr, cx + 0.06, 0.1 - h * 0.4, cx + 0.2 * s, 0.05, cx + 0.14 * s, 0.25);
          cairo_close_path (cr);
        }
      if (layer == 0)
        outline_fill (cr, 0xf4511e, 0.04);
      else
        {
          set_hex (cr, 0xffeb3b, 1);
          cairo_fill (cr);
        }
    }
  cairo_restore (cr);
}

static void
draw_dolmen (cairo_t *cr,
             double   x,
             double   y,
             double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_rectangle (cr, -0.36, -0.12, 0.18, 0.42);
  outline_fill (cr, 0x9e9e9e, 0.05);
  cairo_rectangle (cr, 0.18, -0.12, 0.18, 0.42);
  outline_fill (cr, 0x9e9e9e, 0.05);
  cairo_move_to (cr, -0.48, -0.12);
  cairo_line_to (cr, -0.4, -0.3);
  cairo_line_to (cr, 0.44, -0.28);
  cairo_line_to (cr, 0.5, -0.12);
  cairo_close_path (cr);
  outline_fill (cr, 0xbdbdbd, 0.05);
  cairo_restore (cr);
}

/* Upright pictures of a region, at its spot turned by @quarters. */
static void
draw_region_pictures (cairo_t              *cr,
                      const TslHuntersTile *tile,
                      guint                 index,
                      guint                 quarters)
{
  const TslHuntersRegion *r = &tile->regions[index];
  Pt spot = rotate_pt (r->type == TSL_HUNTERS_REGION_MEADOW ? meadow_spots (tile)->picture[index]
                                                            : region_spot_ref (tile, index),
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
          draw_fire (cr, spot.x + 0.14, spot.y + 0.14, 0.3);
        if (r->dolmen)
          draw_dolmen (cr, spot.x - 0.18, spot.y + 0.16, 0.24);
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
      Pt v = rotate_pt ((Pt) { 0.8, 0.15 }, quarters);

      draw_volcano (cr, v.x, v.y, 0.24);
    }

  /* A thin frame; bonus tiles get a golden one. */
  cairo_rectangle (cr, 0, 0, 1, 1);
  if (tile->set == TSL_HUNTERS_SET_BONUS)
    {
      set_hex (cr, 0xffb300, 0.95);
      cairo_set_line_width (cr, 0.05);
    }
  else
    {
      set_hex (cr, 0x33411e, 0.45);
      cairo_set_line_width (cr, 0.02);
    }
  cairo_stroke (cr);
  cairo_restore (cr);
}

/**
 * tsl_hunters_art_region_path:
 *
 * Adds the outline of @region (for highlighting) to @cr's path: the forest
 * shape, the river band, the lake, or a disc around a meadow's spot.
 */
void
tsl_hunters_art_region_path (cairo_t              *cr,
                             const TslHuntersTile *tile,
                             guint                 region,
                             guint                 rotation,
                             double                x,
                             double                y,
                             double                size)
{
  const TslHuntersRegion *r;
  cairo_matrix_t matrix;
  Pt pts[4];

  if (region >= tile->n_regions)
    return;
  r = &tile->regions[region];
  cairo_get_matrix (cr, &matrix);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_translate (cr, 0.5, 0.5);
  cairo_rotate (cr, ((rotation / 90) & 3) * G_PI / 2);
  cairo_translate (cr, -0.5, -0.5);
  switch (r->type)
    {
    case TSL_HUNTERS_REGION_FOREST:
      forest_path (cr, r);
      break;
    case TSL_HUNTERS_REGION_RIVER:
      river_curve (tile, r, pts);
      cairo_move_to (cr, pts[0].x, pts[0].y);
      cairo_curve_to (cr, pts[1].x, pts[1].y, pts[2].x, pts[2].y, pts[3].x, pts[3].y);
      break;
    case TSL_HUNTERS_REGION_LAKE:
      {
        Pt c = lake_center (tile, region);

        cairo_new_sub_path (cr);
        cairo_arc (cr, c.x, c.y, lake_radius (tile, region) * 1.15, 0, 2 * G_PI);
      }
      break;
    case TSL_HUNTERS_REGION_MEADOW:
    default:
      {
        Pt c = meadow_spot (tile, r);

        cairo_new_sub_path (cr);
        cairo_arc (cr, c.x, c.y, 0.13, 0, 2 * G_PI);
      }
      break;
    }
  cairo_set_matrix (cr, &matrix);
}

/* Figures */

static void
meeple_path (cairo_t *cr)
{
  static const Pt body[] = {
    { -0.12, -0.2 }, { -0.42, -0.1 }, { -0.42, 0.04 }, { -0.17, 0.04 }, { -0.34, 0.46 },
    { -0.07, 0.46 }, { 0.0, 0.26 }, { 0.07, 0.46 }, { 0.34, 0.46 }, { 0.17, 0.04 },
    { 0.42, 0.04 }, { 0.42, -0.1 }, { 0.12, -0.2 },
  };

  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.3, 0.16, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  for (guint i = 0; i < G_N_ELEMENTS (body); i++)
    cairo_line_to (cr, body[i].x, body[i].y);
  cairo_close_path (cr);
}

static void
hut_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.44, 0.36);
  cairo_line_to (cr, -0.44, 0.0);
  cairo_line_to (cr, 0.0, -0.42);
  cairo_line_to (cr, 0.44, 0.0);
  cairo_line_to (cr, 0.44, 0.36);
  cairo_close_path (cr);
}

/**
 * tsl_hunters_art_figure:
 *
 * A figure of @size (its height) centred at (@x, @y) in @color with a dark
 * outline, so that black and yellow read on any terrain; hunters lie down.
 */
void
tsl_hunters_art_figure (cairo_t          *cr,
                        TslHuntersFigure  figure,
                        double            x,
                        double            y,
                        double            size,
                        const GdkRGBA    *color)
{
  gboolean dark = color->red + color->green + color->blue < 0.6;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  if (figure == TSL_HUNTERS_FIGURE_HUNTER)
    cairo_rotate (cr, -G_PI / 2);

  if (figure == TSL_HUNTERS_FIGURE_HUT)
    hut_path (cr);
  else
    meeple_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  /* Halo, outline, then the colour on top (no inner seams). */
  cairo_set_source_rgba (cr, 1, 1, 1, dark ? 0.85 : 0.5);
  cairo_set_line_width (cr, 0.2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_set_line_width (cr, 0.1);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill (cr);

  if (figure == TSL_HUNTERS_FIGURE_HUT)
    {
      /* Door and roof poles. */
      cairo_rectangle (cr, -0.1, 0.08, 0.2, 0.28);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_fill (cr);
      cairo_move_to (cr, -0.1, -0.5);
      cairo_line_to (cr, 0.0, -0.42);
      cairo_line_to (cr, 0.1, -0.5);
      cairo_set_line_width (cr, 0.06);
      cairo_stroke (cr);
    }
  else
    {
      /* A soft highlight gives the wooden figure some volume. */
      cairo_arc (cr, -0.05, -0.35, 0.06, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, dark ? 0.35 : 0.45);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}
