/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan.h"
#include "tsl-hex.h"

G_BEGIN_DECLS

/* The island's fixed shape, shared by every layer: its sizes, the bit
 * sets of intersections and paths, and the topology tables built once
 * (tsl-catan-state.c). */

#define CATAN_N_LAND     19
#define CATAN_FRAME_HEXES 18                  /* the sea ring around the island */
#define CATAN_N_VERTICES 54
#define CATAN_N_EDGES    72
#define CATAN_MAX_PLAYERS 4
#define CATAN_MAX_HARBORS 32
#define CATAN_NONE       255
#define CATAN_N_RES      TSL_CATAN_N_RESOURCES
#define CATAN_N_DEV      TSL_CATAN_N_DEV_KINDS

typedef struct
{
  guint64 lo;  /* edges 0..63 */
  guint64 hi;  /* edges 64..71 */
} CatanEdges;

static inline gboolean
catan_edges_has (const CatanEdges *s,
                 guint             e)
{
  return e < 64 ? (s->lo >> e) & 1 : (s->hi >> (e - 64)) & 1;
}

static inline void
catan_edges_add (CatanEdges *s,
                 guint       e)
{
  if (e < 64)
    s->lo |= G_GUINT64_CONSTANT (1) << e;
  else
    s->hi |= G_GUINT64_CONSTANT (1) << (e - 64);
}

static inline guint catan_popcount (guint64 x);

static inline guint
catan_edges_count (const CatanEdges *s)
{
  return catan_popcount (s->lo) + catan_popcount (s->hi);
}

#define VBIT(v) (G_GUINT64_CONSTANT (1) << (v))

/* The immutable topology of the base island (radius 2) in the form the
 * rules use: bit masks and small tables, built once. */
typedef struct
{
  TslHexTopology *hex;
  guint64    hex_vertices[CATAN_N_LAND];
  guint8     hex_edge_list[CATAN_N_LAND][6];
  guint8     hex_vertex_list[CATAN_N_LAND][6];
  guint8     vertex_n_land[CATAN_N_VERTICES];
  guint8     vertex_land[CATAN_N_VERTICES][3];      /* land hex indices, CATAN_NONE pads */
  guint32    vertex_land_mask[CATAN_N_VERTICES];    /* the same as bits */
  guint8     vertex_n_edges[CATAN_N_VERTICES];
  guint8     vertex_edges[CATAN_N_VERTICES][3];
  guint8     vertex_nbrs[CATAN_N_VERTICES][3];
  guint64    vertex_nbr_mask[CATAN_N_VERTICES];
  CatanEdges vertex_edge_mask[CATAN_N_VERTICES];
  guint8     edge_vertices[CATAN_N_EDGES][2];
  guint8     edge_hexes[CATAN_N_EDGES][2];           /* indices into hex->hexes */
  /* The variable map's number spiral (rings 2, 1, 0) from each corner, and
   * the coast edges (1 or 2) a harbour may take on each sea-frame hex. */
  guint8     spiral[6][CATAN_N_LAND];
  guint8     n_frame;
  guint8     frame_n_coasts[CATAN_FRAME_HEXES];
  guint8     frame_coasts[CATAN_FRAME_HEXES][2];
} CatanTopo;

const CatanTopo *tsl_catan_topology (void);

/* Filled once by tsl_catan_topology() (tsl-catan-state.c), which every way
 * to a state goes through (init_state, the greedy player's entry): the
 * rules read it directly. */
extern CatanTopo catan_topo_data;
#define TOPO() ((const CatanTopo *) &catan_topo_data)

/* Portable popcount without a libgcc call (no -mpopcnt on generic x86-64). */
static inline guint
catan_popcount (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* catan_popcount (@once) + 2 * catan_popcount (@twice) in one pass, for
 * buildings' points (settlements once, cities twice): the nibble sums stay
 * under 16, the byte sums (up to 24) are added before they are masked, and
 * their total stays under 256. */
static inline guint
catan_popcount_weighted (guint64 once,
                         guint64 twice)
{
  const guint64 m1 = G_GUINT64_CONSTANT (0x5555555555555555);
  const guint64 m2 = G_GUINT64_CONSTANT (0x3333333333333333);

  once = once - ((once >> 1) & m1);
  twice = twice - ((twice >> 1) & m1);
  once = (once & m2) + ((once >> 2) & m2) + 2 * ((twice & m2) + ((twice >> 2) & m2));
  once = (once & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) + ((once >> 4) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f));
  return (guint) ((once * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

G_END_DECLS
