/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tsl-hex.h"

static const gint8 dir_q[6] = { 1, 1, 0, -1, -1, 0 };
static const gint8 dir_r[6] = { 0, -1, -1, 0, 1, 1 };

/**
 * tsl_hex_neighbor:
 * @h: a hex
 * @direction: a #TslHexDirection
 *
 * Returns: the neighbour of @h in @direction
 */
TslHexCoord
tsl_hex_neighbor (TslHexCoord h,
                  guint       direction)
{
  TslHexCoord n;

  g_return_val_if_fail (direction < 6, h);
  n.q = (gint8) (h.q + dir_q[direction]);
  n.r = (gint8) (h.r + dir_r[direction]);
  return n;
}

guint
tsl_hex_distance (TslHexCoord a,
                  TslHexCoord b)
{
  gint dq = a.q - b.q;
  gint dr = a.r - b.r;

  return (guint) MAX (MAX (ABS (dq), ABS (dr)), ABS (dq + dr));
}

/**
 * tsl_hex_compare:
 * @a: a hex
 * @b: another
 *
 * The canonical order: by q, then by r.
 *
 * Returns: negative, 0 or positive as @a sorts before, with or after @b
 */
gint
tsl_hex_compare (TslHexCoord a,
                 TslHexCoord b)
{
  if (a.q != b.q)
    return a.q - b.q;
  return a.r - b.r;
}

static int
cmp_coord (const void *a,
           const void *b)
{
  return tsl_hex_compare (*(const TslHexCoord *) a, *(const TslHexCoord *) b);
}

static void
sort_coords (TslHexCoord *c,
             guint        n)
{
  qsort (c, n, sizeof *c, cmp_coord);
}

static gint
cmp_coords (const TslHexCoord *a,
            const TslHexCoord *b,
            guint              n)
{
  for (guint i = 0; i < n; i++)
    {
      gint c = tsl_hex_compare (a[i], b[i]);
      if (c != 0)
        return c;
    }
  return 0;
}

static int
cmp_triple (const void *a,
            const void *b)
{
  return cmp_coords (a, b, 3);
}

static int
cmp_pair (const void *a,
          const void *b)
{
  return cmp_coords (a, b, 2);
}

static TslHexCoord
coord (gint q,
       gint r)
{
  TslHexCoord c = { (gint8) q, (gint8) r };
  return c;
}

/**
 * tsl_hex_topology_hex_index:
 * @topo: a topology
 * @h: a hex
 *
 * Returns: the index of @h in @topo->hexes, or -1 when it is off the grid
 */
gint
tsl_hex_topology_hex_index (const TslHexTopology *topo,
                            TslHexCoord           h)
{
  gint off = (gint) topo->radius + 1;

  if (ABS (h.q) > off || ABS (h.r) > off)
    return -1;
  return topo->grid[(h.r + off) * topo->grid_side + (h.q + off)];
}

gboolean
tsl_hex_topology_is_land (const TslHexTopology *topo,
                          guint                 hex)
{
  return hex < topo->n_land;
}

/* Binary search of a sorted list of n-tuples of coords. */
static gint
find_tuple (const TslHexCoord *list,
            guint              len,
            const TslHexCoord *key,
            guint              n)
{
  gint lo = 0;
  gint hi = (gint) len - 1;

  while (lo <= hi)
    {
      gint mid = (lo + hi) / 2;
      gint c = cmp_coords (&list[mid * n], key, n);

      if (c == 0)
        return mid;
      if (c < 0)
        lo = mid + 1;
      else
        hi = mid - 1;
    }
  return -1;
}

static gint
lookup (const TslHexTopology *topo,
        const TslHexCoord    *hexes,
        guint                 n)
{
  TslHexCoord key[3];
  TslHexCoord list_buf[3];
  gint lo = 0;
  gint hi;

  memcpy (key, hexes, n * sizeof *key);
  sort_coords (key, n);
  hi = (gint) (n == 3 ? topo->n_vertices : topo->n_edges) - 1;
  while (lo <= hi)
    {
      gint mid = (lo + hi) / 2;
      gint c;

      for (guint i = 0; i < n; i++)
        list_buf[i] = topo->hexes[n == 3 ? topo->vertex_hexes[mid][i] : topo->edge_hexes[mid][i]];
      c = cmp_coords (list_buf, key, n);
      if (c == 0)
        return mid;
      if (c < 0)
        lo = mid + 1;
      else
        hi = mid - 1;
    }
  return -1;
}

/**
 * tsl_hex_topology_vertex_index:
 * @topo: a topology
 * @hexes: (array fixed-size=3): the three hexes meeting at a vertex, in any order
 *
 * Returns: the vertex index, or -1 when these hexes do not meet at a vertex of the island
 */
gint
tsl_hex_topology_vertex_index (const TslHexTopology *topo,
                               const TslHexCoord    *hexes)
{
  return lookup (topo, hexes, 3);
}

/**
 * tsl_hex_topology_edge_index:
 * @topo: a topology
 * @hexes: (array fixed-size=2): the two hexes an edge separates, in any order
 *
 * Returns: the edge index, or -1 when they do not share a side of a land position
 */
gint
tsl_hex_topology_edge_index (const TslHexTopology *topo,
                             const TslHexCoord    *hexes)
{
  return lookup (topo, hexes, 2);
}

/**
 * tsl_hex_topology_ring:
 * @topo: a topology
 * @ring_radius: 0 (the centre) .. @topo->radius + 1 (the frame)
 * @start_corner: the direction (0..5) of the corner hex the walk starts at
 * @out: receives guint16 hex indices
 *
 * Appends the hexes at distance @ring_radius from the centre, walking
 * counter-clockwise (as drawn, with r growing downwards) from the corner
 * hex @ring_radius steps away in direction @start_corner.
 */
void
tsl_hex_topology_ring (const TslHexTopology *topo,
                       guint                 ring_radius,
                       guint                 start_corner,
                       GArray               *out)
{
  TslHexCoord h = coord (dir_q[start_corner % 6] * (gint) ring_radius,
                         dir_r[start_corner % 6] * (gint) ring_radius);

  g_return_if_fail (ring_radius <= topo->radius + 1);

  if (ring_radius == 0)
    {
      guint16 idx = (guint16) tsl_hex_topology_hex_index (topo, h);
      g_array_append_val (out, idx);
      return;
    }
  for (guint side = 0; side < 6; side++)
    for (guint step = 0; step < ring_radius; step++)
      {
        guint16 idx = (guint16) tsl_hex_topology_hex_index (topo, h);
        g_array_append_val (out, idx);
        h = tsl_hex_neighbor (h, (start_corner + 2 + side) % 6);
      }
}

/**
 * tsl_hex_topology_new:
 * @radius: the land radius (2 for the Catan base island)
 *
 * Builds the precomputed geometry of the island and its frame.
 *
 * Returns: (transfer full): a new topology, freed with tsl_hex_topology_free()
 */
TslHexTopology *
tsl_hex_topology_new (guint radius)
{
  TslHexTopology *topo = g_new0 (TslHexTopology, 1);
  gint R = (gint) radius;
  gint off = R + 1;
  g_autoptr(GArray) land = g_array_new (FALSE, FALSE, sizeof (TslHexCoord));
  g_autoptr(GArray) frame = g_array_new (FALSE, FALSE, sizeof (TslHexCoord));
  g_autofree TslHexCoord *triples = NULL;
  g_autofree TslHexCoord *pairs = NULL;
  guint n_triples = 0;
  guint n_pairs = 0;
  guint nv = 0;
  guint ne = 0;

  g_return_val_if_fail (radius <= 20, NULL);

  topo->radius = radius;
  topo->grid_side = 2 * off + 1;
  topo->grid = g_new (gint16, topo->grid_side * topo->grid_side);
  for (gint i = 0; i < topo->grid_side * topo->grid_side; i++)
    topo->grid[i] = -1;

  /* Iterating q then r gives the canonical order directly. */
  for (gint q = -off; q <= off; q++)
    for (gint r = -off; r <= off; r++)
      {
        TslHexCoord c = coord (q, r);
        guint d = tsl_hex_distance (c, coord (0, 0));

        if (d <= radius)
          g_array_append_val (land, c);
        else if (d == radius + 1)
          g_array_append_val (frame, c);
      }
  topo->n_land = land->len;
  topo->n_hexes = land->len + frame->len;
  topo->hexes = g_new (TslHexCoord, topo->n_hexes);
  memcpy (topo->hexes, land->data, land->len * sizeof (TslHexCoord));
  memcpy (topo->hexes + land->len, frame->data, frame->len * sizeof (TslHexCoord));
  for (guint i = 0; i < topo->n_hexes; i++)
    topo->grid[(topo->hexes[i].r + off) * topo->grid_side + (topo->hexes[i].q + off)] = (gint16) i;

  /* Every corner and side of every land position, deduplicated. */
  triples = g_new (TslHexCoord, topo->n_land * 6 * 3);
  pairs = g_new (TslHexCoord, topo->n_land * 6 * 2);
  for (guint h = 0; h < topo->n_land; h++)
    for (guint k = 0; k < 6; k++)
      {
        TslHexCoord t[3] = { topo->hexes[h],
                             tsl_hex_neighbor (topo->hexes[h], k),
                             tsl_hex_neighbor (topo->hexes[h], (k + 1) % 6) };
        TslHexCoord p[2] = { topo->hexes[h], tsl_hex_neighbor (topo->hexes[h], k) };

        sort_coords (t, 3);
        sort_coords (p, 2);
        memcpy (&triples[3 * n_triples++], t, sizeof t);
        memcpy (&pairs[2 * n_pairs++], p, sizeof p);
      }
  qsort (triples, n_triples, 3 * sizeof (TslHexCoord), cmp_triple);
  qsort (pairs, n_pairs, 2 * sizeof (TslHexCoord), cmp_pair);
  for (guint i = 0; i < n_triples; i++)
    if (nv == 0 || cmp_coords (&triples[3 * (nv - 1)], &triples[3 * i], 3) != 0)
      memmove (&triples[3 * nv++], &triples[3 * i], 3 * sizeof (TslHexCoord));
  for (guint i = 0; i < n_pairs; i++)
    if (ne == 0 || cmp_coords (&pairs[2 * (ne - 1)], &pairs[2 * i], 2) != 0)
      memmove (&pairs[2 * ne++], &pairs[2 * i], 2 * sizeof (TslHexCoord));

  topo->n_vertices = nv;
  topo->n_edges = ne;
  topo->vertex_hexes = g_malloc0_n (nv, sizeof *topo->vertex_hexes);
  topo->edge_hexes = g_malloc0_n (ne, sizeof *topo->edge_hexes);
  topo->vertex_edges = g_malloc0_n (nv, sizeof *topo->vertex_edges);
  topo->vertex_vertices = g_malloc0_n (nv, sizeof *topo->vertex_vertices);
  topo->edge_vertices = g_malloc0_n (ne, sizeof *topo->edge_vertices);
  topo->hex_vertices = g_malloc0_n (topo->n_land, sizeof *topo->hex_vertices);
  topo->hex_edges = g_malloc0_n (topo->n_land, sizeof *topo->hex_edges);

  for (guint v = 0; v < nv; v++)
    for (guint i = 0; i < 3; i++)
      topo->vertex_hexes[v][i] = (guint16) tsl_hex_topology_hex_index (topo, triples[3 * v + i]);
  for (guint e = 0; e < ne; e++)
    for (guint i = 0; i < 2; i++)
      topo->edge_hexes[e][i] = (guint16) tsl_hex_topology_hex_index (topo, pairs[2 * e + i]);

  for (guint h = 0; h < topo->n_land; h++)
    for (guint k = 0; k < 6; k++)
      {
        TslHexCoord t[3] = { topo->hexes[h],
                             tsl_hex_neighbor (topo->hexes[h], k),
                             tsl_hex_neighbor (topo->hexes[h], (k + 1) % 6) };
        TslHexCoord p[2] = { topo->hexes[h], tsl_hex_neighbor (topo->hexes[h], k) };

        topo->hex_vertices[h][k] = (guint16) find_tuple (triples, nv, (sort_coords (t, 3), t), 3);
        topo->hex_edges[h][k] = (guint16) find_tuple (pairs, ne, (sort_coords (p, 2), p), 2);
      }

  /* An edge's ends are the two vertices containing both of its hexes. */
  for (guint e = 0; e < ne; e++)
    {
      guint n_ends = 0;

      for (guint k = 0; k < 6; k++)
        {
          TslHexCoord a = pairs[2 * e];
          TslHexCoord b = pairs[2 * e + 1];
          TslHexCoord c = tsl_hex_neighbor (a, k);
          TslHexCoord t[3] = { a, b, c };
          gint v;

          if (tsl_hex_distance (c, b) != 1)
            continue;
          sort_coords (t, 3);
          v = find_tuple (triples, nv, t, 3);
          g_assert (v >= 0 && n_ends < 2);
          topo->edge_vertices[e][n_ends++] = (guint16) v;
        }
      g_assert (n_ends == 2);
      if (topo->edge_vertices[e][0] > topo->edge_vertices[e][1])
        {
          guint16 tmp = topo->edge_vertices[e][0];
          topo->edge_vertices[e][0] = topo->edge_vertices[e][1];
          topo->edge_vertices[e][1] = tmp;
        }
    }

  for (guint v = 0; v < nv; v++)
    {
      guint n = 0;

      for (guint i = 0; i < 3; i++)
        {
          topo->vertex_edges[v][i] = -1;
          topo->vertex_vertices[v][i] = -1;
        }
      for (guint e = 0; e < ne; e++)
        for (guint i = 0; i < 2; i++)
          if (topo->edge_vertices[e][i] == v)
            {
              g_assert (n < 3);
              topo->vertex_edges[v][n] = (gint16) e;
              topo->vertex_vertices[v][n] = (gint16) topo->edge_vertices[e][1 - i];
              n++;
            }
    }

  return topo;
}

void
tsl_hex_topology_free (TslHexTopology *topo)
{
  if (topo == NULL)
    return;
  g_free (topo->hexes);
  g_free (topo->vertex_hexes);
  g_free (topo->edge_hexes);
  g_free (topo->vertex_edges);
  g_free (topo->vertex_vertices);
  g_free (topo->edge_vertices);
  g_free (topo->hex_vertices);
  g_free (topo->hex_edges);
  g_free (topo->grid);
  g_free (topo);
}
