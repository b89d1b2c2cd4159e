/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-rng.h"

static void
test_rng_reference (void)
{
  /* pcg32-demo of the PCG reference implementation, seed 42, sequence 54. */
  static const guint32 expected[] = { 0xa15c02b7, 0x7b47f409, 0xba1d3330, 0x83d2f293,
                                      0xbfa4784b, 0xcbed606e };
  TslRng rng;

  g_test_summary ("The generator is PCG32: replays depend on its exact sequence");
  tsl_rng_init (&rng, 42, 54);
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    g_assert_cmphex (tsl_rng_next (&rng), ==, expected[i]);
}

static void
test_rng_streams (void)
{
  TslRng a, b, c;
  guint same = 0;

  g_test_summary ("Streams of one seed differ, and one stream is reproducible");
  tsl_rng_init (&a, 7, 0);
  tsl_rng_init (&b, 7, 1);
  tsl_rng_init (&c, 7, 0);
  for (guint i = 0; i < 64; i++)
    {
      guint32 x = tsl_rng_next (&a);

      same += x == tsl_rng_next (&b);
      g_assert_cmpuint (x, ==, tsl_rng_next (&c));
    }
  g_assert_cmpuint (same, <, 2);
}

static void
test_rng_below (void)
{
  guint counts[6] = { 0, };
  const guint n = 60000;
  TslRng rng;

  g_test_summary ("below() stays in bounds and is close to uniform (a fair die)");
  tsl_rng_init (&rng, 1, 2);
  for (guint i = 0; i < n; i++)
    {
      guint32 v = tsl_rng_below (&rng, 6);

      g_assert_cmpuint (v, <, 6);
      counts[v]++;
    }
  /* Expected 10000 each; 5 standard deviations is about 456. */
  for (guint k = 0; k < 6; k++)
    g_assert_cmpint (ABS ((gint) counts[k] - 10000), <, 456);

  for (guint i = 0; i < 1000; i++)
    {
      g_assert_cmpuint (tsl_rng_below (&rng, 1), ==, 0);
      g_assert_cmpuint (tsl_rng_below (&rng, G_MAXUINT32), <, G_MAXUINT32);
    }
}

static void
test_rng_range (void)
{
  gboolean seen[13] = { FALSE, };
  TslRng rng;

  g_test_summary ("Two dice give every total 2..12 and nothing else");
  tsl_rng_init (&rng, 99, 3);
  for (guint i = 0; i < 5000; i++)
    {
      gint total = tsl_rng_range (&rng, 1, 6) + tsl_rng_range (&rng, 1, 6);

      g_assert_cmpint (total, >=, 2);
      g_assert_cmpint (total, <=, 12);
      seen[total] = TRUE;
    }
  for (gint t = 2; t <= 12; t++)
    g_assert_true (seen[t]);
}

static void
test_rng_shuffle (void)
{
  guint16 values[50];
  gboolean found[50] = { FALSE, };
  guint moved = 0;
  TslRng rng;

  g_test_summary ("shuffle() permutes: every element stays, order changes");
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    values[i] = (guint16) i;
  tsl_rng_init (&rng, 5, 5);
  tsl_rng_shuffle (&rng, values, G_N_ELEMENTS (values), sizeof values[0]);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      g_assert_cmpuint (values[i], <, G_N_ELEMENTS (values));
      g_assert_false (found[values[i]]);
      found[values[i]] = TRUE;
      moved += values[i] != i;
    }
  g_assert_cmpuint (moved, >, 25);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/shared/rng/reference", test_rng_reference);
  g_test_add_func ("/shared/rng/streams", test_rng_streams);
  g_test_add_func ("/shared/rng/below", test_rng_below);
  g_test_add_func ("/shared/rng/range", test_rng_range);
  g_test_add_func ("/shared/rng/shuffle", test_rng_shuffle);
  return g_test_run ();
}
