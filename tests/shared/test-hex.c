/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hex.h"

/* The hex geometry of the framework: axial pointy-top coordinates with the
 * contract's neighbour order, and the precomputed island topology. */

static TslHexCoord
c (gint q,
   gint r)
{
  TslHexCoord h = { (gint8) q, (gint8) r };
  return h;
}

static void
test_neighbors (void)
{
  /* docs/game-files.md, Catan geometry: E, NE, NW, W, SW, SE. */
  static const gint expect[6][2] = { { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 } };

  g_test_summary ("Neighbours of [q,r] in the contract's order");
  for (guint d = 0; d < 6; d++)
    {
      TslHexCoord n = tsl_hex_neighbor (c (2, -1), d);

      g_assert_cmpint (n.q, ==, 2 + expect[d][0]);
      g_assert_cmpint (n.r, ==, -1 + expect[d][1]);
      g_assert_cmpuint (tsl_hex_distance (n, c (2, -1)), ==, 1);
    }
  g_assert_cmpuint (tsl_hex_distance (c (-2, 0), c (2, -2)), ==, 4);
  g_assert_cmpint (tsl_hex_compare (c (0, 1), c (1, -5)), <, 0);
  g_assert_cmpint (tsl_hex_compare (c (1, -1), c (1, 2)), <, 0);
}

static void
test_counts (void)
{
  g_test_summary ("Land hexes 3R(R+1)+1, vertices 6(R+1)², edges 3(R+1)(3R+2): 19/54/72 for Catan");
  for (guint R = 0; R <= 4; R++)
    {
      g_autoptr(TslHexTopology) t = tsl_hex_topology_new (R);

      g_assert_cmpuint (t->n_land, ==, 3 * R * (R + 1) + 1);
      g_assert_cmpuint (t->n_hexes, ==, 3 * (R + 1) * (R + 2) + 1);
      g_assert_cmpuint (t->n_vertices, ==, 6 * (R + 1) * (R + 1));
      g_assert_cmpuint (t->n_edges, ==, 3 * (R + 1) * (3 * R + 2));
    }
}

static void
test_adjacency (void)
{
  g_autoptr(TslHexTopology) t = tsl_hex_topology_new (2);
  guint coastal = 0;

  g_test_summary ("Adjacency tables agree with each other and are symmetric");
  g_assert_cmpuint (t->n_vertices, ==, 54);
  g_assert_cmpuint (t->n_edges, ==, 72);
  for (guint v = 0; v < t->n_vertices; v++)
    {
      guint n = 0;
      guint land = 0;

      /* Sorted, pairwise adjacent hexes. */
      for (guint i = 0; i < 3; i++)
        {
          land += t->vertex_hexes[v][i] < t->n_land;
          for (guint j = i + 1; j < 3; j++)
            {
              g_assert_cmpint (tsl_hex_compare (t->hexes[t->vertex_hexes[v][i]], t->hexes[t->vertex_hexes[v][j]]), <, 0);
              g_assert_cmpuint (tsl_hex_distance (t->hexes[t->vertex_hexes[v][i]], t->hexes[t->vertex_hexes[v][j]]), ==, 1);
            }
        }
      g_assert_cmpuint (land, >=, 1);
      if (v > 0)
        {
          /* Vertices are numbered in lexicographic order of their names. */
          gint cmp = 0;
          for (guint i = 0; i < 3 && cmp == 0; i++)
            cmp = tsl_hex_compare (t->hexes[t->vertex_hexes[v - 1][i]], t->hexes[t->vertex_hexes[v][i]]);
          g_assert_cmpint (cmp, <, 0);
        }
      for (guint i = 0; i < 3; i++)
        if (t->vertex_edges[v][i] >= 0)
          {
            guint e = (guint) t->vertex_edges[v][i];
            guint w = (guint) t->vertex_vertices[v][i];
            gboolean back = FALSE;

            n++;
            g_assert_true (t->edge_vertices[e][0] == v || t->edge_vertices[e][1] == v);
            g_assert_true (t->edge_vertices[e][0] == w || t->edge_vertices[e][1] == w);
            for (guint k = 0; k < 3; k++)
              back |= t->vertex_vertices[w][k] == (gint) v;
            g_assert_true (back);
          }
      /* Inner vertices have 3 paths; a vertex with two sea hexes has 2. */
      g_assert_cmpuint (n, ==, land == 1 ? 2 : 3);
      coastal += land < 3;
    }
  g_assert_cmpuint (coastal, ==, 30);

  for (guint h = 0; h < t->n_land; h++)
    for (guint k = 0; k < 6; k++)
      {
        guint e = t->hex_edges[h][k];
        guint v0 = t->hex_vertices[h][(k + 5) % 6];
        guint v1 = t->hex_vertices[h][k];

        /* Side k separates the hex from its neighbour k and joins corners k-1 and k. */
        g_assert_true ((t->edge_hexes[e][0] == h) != (t->edge_hexes[e][1] == h));
        g_assert_true ((t->edge_vertices[e][0] == v0 && t->edge_vertices[e][1] == v1) ||
                       (t->edge_vertices[e][0] == v1 && t->edge_vertices[e][1] == v0));
      }
}

static void
test_lookup (void)
{
  g_autoptr(TslHexTopology) t = tsl_hex_topology_new (2);
  TslHexCoord v1[3] = { c (0, 0), c (0, -1), c (1, -1) };
  TslHexCoord v2[3] = { c (1, -1), c (0, 0), c (0, -1) };
  TslHexCoord bad[3] = { c (0, 0), c (1, 0), c (-1, 0) };
  TslHexCoord sea[3] = { c (3, 0), c (3, -1), c (4, -1) };
  TslHexCoord e1[2] = { c (0, 0), c (1, 0) };
  TslHexCoord e2[2] = { c (1, 0), c (0, 0) };
  TslHexCoord sea_edge[2] = { c (3, 0), c (3, -1) };

  g_test_summary ("Vertex and edge names are accepted in any order; non-adjacent or all-sea names are not");
  g_assert_cmpint (tsl_hex_topology_vertex_index (t, v1), >=, 0);
  g_assert_cmpint (tsl_hex_topology_vertex_index (t, v1), ==, tsl_hex_topology_vertex_index (t, v2));
  g_assert_cmpint (tsl_hex_topology_vertex_index (t, bad), ==, -1);
  g_assert_cmpint (tsl_hex_topology_vertex_index (t, sea), ==, -1);
  g_assert_cmpint (tsl_hex_topology_edge_index (t, e1), ==, tsl_hex_topology_edge_index (t, e2));
  g_assert_cmpint (tsl_hex_topology_edge_index (t, sea_edge), ==, -1);
  g_assert_cmpint (tsl_hex_topology_hex_index (t, c (3, -3)), >=, 19);
  g_assert_cmpint (tsl_hex_topology_hex_index (t, c (3, 1)), ==, -1);
  g_assert_cmpint (tsl_hex_topology_hex_index (t, c (-2, 0)), ==, 0);
}

static void
test_ring (void)
{
  g_autoptr(TslHexTopology) t = tsl_hex_topology_new (2);
  g_autoptr(GArray) ring = g_array_new (FALSE, FALSE, sizeof (guint16));
  TslHexCoord first, second;

  g_test_summary ("Rings walk counter-clockwise (as drawn) from the chosen corner");
  tsl_hex_topology_ring (t, 2, TSL_HEX_SW, ring);
  g_assert_cmpuint (ring->len, ==, 12);
  first = t->hexes[g_array_index (ring, guint16, 0)];
  second = t->hexes[g_array_index (ring, guint16, 1)];
  g_assert_cmpint (first.q, ==, -2);
  g_assert_cmpint (first.r, ==, 2);
  /* From the bottom-left corner along the bottom row to the east. */
  g_assert_cmpint (second.q, ==, -1);
  g_assert_cmpint (second.r, ==, 2);
  for (guint i = 0; i < 12; i++)
    {
      TslHexCoord a = t->hexes[g_array_index (ring, guint16, i)];
      TslHexCoord b = t->hexes[g_array_index (ring, guint16, (i + 1) % 12)];

      g_assert_cmpuint (tsl_hex_distance (a, c (0, 0)), ==, 2);
      g_assert_cmpuint (tsl_hex_distance (a, b), ==, 1);
    }
  g_array_set_size (ring, 0);
  tsl_hex_topology_ring (t, 3, 0, ring);
  g_assert_cmpuint (ring->len, ==, 18);
  for (guint i = 0; i < 18; i++)
    g_assert_cmpuint (g_array_index (ring, guint16, i), >=, t->n_land);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/shared/hex/neighbors", test_neighbors);
  g_test_add_func ("/shared/hex/counts", test_counts);
  g_test_add_func ("/shared/hex/adjacency", test_adjacency);
  g_test_add_func ("/shared/hex/lookup", test_lookup);
  g_test_add_func ("/shared/hex/ring", test_ring);
  return g_test_run ();
}
