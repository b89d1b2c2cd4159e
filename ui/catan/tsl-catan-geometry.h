/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan.h"

G_BEGIN_DECLS

/* Where the engine's hexes, vertices and edges (indices of
 * tsl_catan_hex_topology()) lie on a drawing of pointy-top hexes with unit
 * size (centre to corner). */

#define TSL_CATAN_N_DRAWN_HEXES 37   /* the land and its sea frame */

void        tsl_catan_hex_center       (TslHexCoord  hex,
                                        double      *x,
                                        double      *y);
void        tsl_catan_hex_index_center (guint        hex,
                                        double      *x,
                                        double      *y);
void        tsl_catan_vertex_point     (guint        vertex,
                                        double      *x,
                                        double      *y);
void        tsl_catan_edge_points      (guint        edge,
                                        double      *x1,
                                        double      *y1,
                                        double      *x2,
                                        double      *y2);
guint       tsl_catan_hex_variation    (TslHexCoord  hex);
gint        tsl_catan_hex_at           (double       x,
                                        double       y);
const guint8 *tsl_catan_drawn_hexes    (void);

G_END_DECLS
