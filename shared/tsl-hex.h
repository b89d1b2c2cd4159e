/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TslHexCoord:
 * @q: axial column
 * @r: axial row (grows to the south)
 *
 * A pointy-top hex in axial coordinates.  Its neighbours, in direction order
 * 0..5, are E [q+1,r], NE [q+1,r-1], NW [q,r-1], W [q-1,r], SW [q-1,r+1],
 * SE [q,r+1] (the engine contract's list).
 */
typedef struct
{
  gint8 q;
  gint8 r;
} TslHexCoord;

/* Direction indices of tsl_hex_neighbor(). */
typedef enum
{
  TSL_HEX_E,
  TSL_HEX_NE,
  TSL_HEX_NW,
  TSL_HEX_W,
  TSL_HEX_SW,
  TSL_HEX_SE,
  TSL_HEX_N_DIRECTIONS
} TslHexDirection;

TslHexCoord tsl_hex_neighbor (TslHexCoord h,
                              guint       direction);
guint       tsl_hex_distance (TslHexCoord a,
                              TslHexCoord b);
gint        tsl_hex_compare  (TslHexCoord a,
                              TslHexCoord b);

/**
 * TslHexTopology:
 * @radius: the land radius R: land positions are the hexes at distance <= R
 *   from [0,0]; the frame (sea) ring is at distance R + 1
 * @n_land: 3R(R+1)+1 land positions
 * @n_hexes: land positions plus the frame ring
 * @n_vertices: corners of the land positions (intersections), 6(R+1)²; 54 for R = 2
 * @n_edges: sides of the land positions (paths), 3(R+1)(3R+2); 72 for R = 2
 * @hexes: every position; the land ones first, each group sorted by (q, r)
 * @vertex_hexes: the three positions meeting at each vertex, sorted
 * @edge_hexes: the two positions on either side of each edge, sorted
 * @vertex_edges: the 2 or 3 edges at each vertex (-1 pads)
 * @vertex_vertices: the 2 or 3 vertices one edge away (-1 pads), in the order of @vertex_edges
 * @edge_vertices: the two ends of each edge
 * @hex_vertices: for each land position, its corner vertices; corner k lies
 *   between the neighbours in directions k and k+1
 * @hex_edges: for each land position, its sides; side k faces direction k
 *
 * The immutable geometry of a hexagonal island with its sea frame.  A vertex
 * is named by the three hexes that meet at it, an edge by the two it
 * separates.  Canonical order (used for indices and JSON): hexes compare by
 * q, then r; a vertex or edge is its sorted list of hexes; vertices and edges
 * are numbered in lexicographic order of those lists.
 */
typedef struct
{
  guint          radius;
  guint          n_land;
  guint          n_hexes;
  guint          n_vertices;
  guint          n_edges;
  TslHexCoord   *hexes;
  guint16      (*vertex_hexes)[3];
  guint16      (*edge_hexes)[2];
  gint16       (*vertex_edges)[3];
  gint16       (*vertex_vertices)[3];
  guint16      (*edge_vertices)[2];
  guint16      (*hex_vertices)[6];
  guint16      (*hex_edges)[6];
  /* private */
  gint16        *grid;
  gint           grid_side;
} TslHexTopology;

TslHexTopology *tsl_hex_topology_new          (guint                 radius);
void            tsl_hex_topology_free         (TslHexTopology       *topo);
gint            tsl_hex_topology_hex_index    (const TslHexTopology *topo,
                                               TslHexCoord           h);
gint            tsl_hex_topology_vertex_index (const TslHexTopology *topo,
                                               const TslHexCoord    *hexes);   /* 3, any order */
gint            tsl_hex_topology_edge_index   (const TslHexTopology *topo,
                                               const TslHexCoord    *hexes);   /* 2, any order */
gboolean        tsl_hex_topology_is_land      (const TslHexTopology *topo,
                                               guint                 hex);
void            tsl_hex_topology_ring         (const TslHexTopology *topo,
                                               guint                 ring_radius,
                                               guint                 start_corner,
                                               GArray               *out);     /* of guint16 hex indices */

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TslHexTopology, tsl_hex_topology_free)

G_END_DECLS
