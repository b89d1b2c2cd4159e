/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-catan-art.h"
#include "tsl-catan-caravans-art.h"
#include "tsl-hex.h"

/* Caravans on the board: the camels beside their paths, arrows on the
 * marked starts still free, the "+1" beside each building between two
 * camels, and the camels a vote proposes (drawn faint).  Positions come
 * from the board widget: @vx, @vy per intersection, the oasis centre. */

static void
camel_on_edge (cairo_t      *cr,
               guint         e,
               const double *vx,
               const double *vy,
               double        size,
               double        alpha)
{
  const guint16 *ends = tsl_catan_hex_topology ()->edge_vertices[e];
  double x1 = vx[ends[0]], y1 = vy[ends[0]], x2 = vx[ends[1]], y2 = vy[ends[1]];
  double dx = x2 - x1, dy = y2 - y1;
  double len = MAX (1.0, sqrt (dx * dx + dy * dy));

  /* Beside the path, so a road on it stays visible. */
  tsl_catan_art_camel (cr, (x1 + x2) / 2 + dy / len * size * 0.16, (y1 + y2) / 2 - dx / len * size * 0.16,
                       size, atan2 (dy, dx), alpha);
}

static void
start_arrow (cairo_t      *cr,
             guint         e,
             const double *vx,
             const double *vy,
             double        ox,
             double        oy,
             double        size)
{
  const guint16 *ends = tsl_catan_hex_topology ()->edge_vertices[e];
  guint inner = hypot (vx[ends[0]] - ox, vy[ends[0]] - oy) < hypot (vx[ends[1]] - ox, vy[ends[1]] - oy) ? 0 : 1;
  double x1 = vx[ends[inner]], y1 = vy[ends[inner]], x2 = vx[ends[1 - inner]], y2 = vy[ends[1 - inner]];
  double dx = x2 - x1, dy = y2 - y1;

  cairo_move_to (cr, x1 + dx * 0.25, y1 + dy * 0.25);
  cairo_line_to (cr, x1 + dx * 0.65, y1 + dy * 0.65);
  cairo_set_source_rgba (cr, 0.55, 0.35, 0.05, 0.9);
  cairo_set_line_width (cr, size * 0.05);
  cairo_stroke (cr);
  cairo_move_to (cr, x1 + dx * 0.8, y1 + dy * 0.8);
  cairo_line_to (cr, x1 + dx * 0.6 + dy * 0.15, y1 + dy * 0.6 - dx * 0.15);
  cairo_line_to (cr, x1 + dx * 0.6 - dy * 0.15, y1 + dy * 0.6 + dx * 0.15);
  cairo_close_path (cr);
  cairo_fill (cr);
}

void
tsl_catan_draw_caravans (cairo_t            *cr,
                         const TslCatanInfo *info,
                         const double       *vx,
                         const double       *vy,
                         double              oasis_x,
                         double              oasis_y,
                         double              size,
                         const guint        *proposed,
                         guint               n_proposed)
{
  for (guint c = 0; c < 3; c++)
    if (info->caravans.camel_caravan[info->caravans.caravan_start[c]] < 0)
      start_arrow (cr, info->caravans.caravan_start[c], vx, vy, oasis_x, oasis_y, size);
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    if (info->caravans.camel_caravan[e] >= 0)
      camel_on_edge (cr, e, vx, vy, size, 1.0);
  for (guint i = 0; i < n_proposed; i++)
    camel_on_edge (cr, proposed[i], vx, vy, size, 0.55);
  for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    if ((info->caravans.between_camels >> v) & 1 && info->building_owner[v] >= 0)
      tsl_catan_art_camel_point (cr, vx[v] + size * 0.22, vy[v] - size * 0.22, size);
}
