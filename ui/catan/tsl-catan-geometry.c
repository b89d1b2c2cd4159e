/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-catan-geometry.h"

void
tsl_catan_hex_center (TslHexCoord  hex,
                      double      *x,
                      double      *y)
{
  *x = sqrt (3.0) * (hex.q + hex.r / 2.0);
  *y = 1.5 * hex.r;
}

void
tsl_catan_hex_index_center (guint   hex,
                            double *x,
                            double *y)
{
  tsl_catan_hex_center (tsl_catan_hex_topology ()->hexes[hex], x, y);
}

/* A vertex is where its three hexes meet: their centres' average. */
void
tsl_catan_vertex_point (guint   vertex,
                        double *x,
                        double *y)
{
  const TslHexTopology *topo = tsl_catan_hex_topology ();
  double sx = 0, sy = 0;

  for (guint i = 0; i < 3; i++)
    {
      double hx, hy;

      tsl_catan_hex_index_center (topo->vertex_hexes[vertex][i], &hx, &hy);
      sx += hx;
      sy += hy;
    }
  *x = sx / 3;
  *y = sy / 3;
}

void
tsl_catan_edge_points (guint   edge,
                       double *x1,
                       double *y1,
                       double *x2,
                       double *y2)
{
  const TslHexTopology *topo = tsl_catan_hex_topology ();

  tsl_catan_vertex_point (topo->edge_vertices[edge][0], x1, y1);
  tsl_catan_vertex_point (topo->edge_vertices[edge][1], x2, y2);
}

/* Seeds the art's small differences between hexes of one terrain: packs
 * the coordinates as the drawings have always been seeded. */
guint
tsl_catan_hex_variation (TslHexCoord hex)
{
  return (guint) (((hex.q + 8) & 15) << 4 | ((hex.r + 8) & 15));
}

/**
 * tsl_catan_hex_at:
 *
 * Returns: the drawn hex (land or sea frame) under the point, or -1
 */
gint
tsl_catan_hex_at (double x,
                  double y)
{
  double fq = (sqrt (3.0) / 3.0 * x - y / 3.0);
  double fr = 2.0 / 3.0 * y;
  double fs = -fq - fr;
  double rq = round (fq), rr = round (fr), rs = round (fs);
  double dq = fabs (rq - fq), dr = fabs (rr - fr), ds = fabs (rs - fs);
  TslHexCoord hex;

  if (dq > dr && dq > ds)
    rq = -rr - rs;
  else if (dr > ds)
    rr = -rq - rs;
  if (fabs (rq) > 8 || fabs (rr) > 8)
    return -1;
  hex.q = (gint8) rq;
  hex.r = (gint8) rr;
  return tsl_hex_topology_hex_index (tsl_catan_hex_topology (), hex);
}

/**
 * tsl_catan_drawn_hexes:
 *
 * Returns: the %TSL_CATAN_N_DRAWN_HEXES hexes in drawing order: the land,
 *   then the sea frame as met going round each land hex in turn (the
 *   order the board has always been painted in)
 */
const guint8 *
tsl_catan_drawn_hexes (void)
{
  static guint8 order[TSL_CATAN_N_DRAWN_HEXES];
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      const TslHexTopology *topo = tsl_catan_hex_topology ();
      gboolean seen[64] = { FALSE, };
      guint n = 0;

      g_assert (topo->n_hexes == TSL_CATAN_N_DRAWN_HEXES);
      for (guint h = 0; h < topo->n_land; h++)
        {
          order[n++] = (guint8) h;
          seen[h] = TRUE;
        }
      for (guint h = 0; h < topo->n_land; h++)
        for (guint d = 0; d < TSL_HEX_N_DIRECTIONS; d++)
          {
            gint i = tsl_hex_topology_hex_index (topo, tsl_hex_neighbor (topo->hexes[h], d));

            if (i >= 0 && !seen[i])
              {
                seen[i] = TRUE;
                order[n++] = (guint8) i;
              }
          }
      g_assert (n == TSL_CATAN_N_DRAWN_HEXES);
      g_once_init_leave (&once, 1);
    }
  return order;
}
