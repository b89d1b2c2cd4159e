/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "tsl-rng.h"
#include "evaluation-fit.h"

/* The fit behind tune-catan-evaluation and tune-hunters-evaluation
 * (tests/shared/evaluation-fit.c): on positions whose winners were drawn
 * from a known softmax it finds the known weights, and its .ini files keep
 * their comments. */

static const char * const names[] = { "points", "noise" };

/* Two seats; each has a feature that decides (weight @truth) and one that
 * does not; the winner is drawn from the softmax. */
static EvaluationFit *
drawn_positions (double truth,
                 guint  n)
{
  EvaluationFit *fit = evaluation_fit_new (2, names);
  TslRng rng;

  tsl_rng_init (&rng, 7, 1);
  for (guint i = 0; i < n; i++)
    {
      double f[4];
      double p0;

      for (guint k = 0; k < 4; k++)
        f[k] = tsl_rng_below (&rng, 1000) / 100.0;
      p0 = 1.0 / (1.0 + exp (truth * (f[2] - f[0])));
      evaluation_fit_add (fit, 2, f);
      evaluation_fit_settle (fit, i, tsl_rng_below (&rng, 1000000) < p0 * 1000000 ? 0 : 1,
                             i % 5 == 4);
    }
  return fit;
}

static void
test_recovers_weights (void)
{
  g_autoptr(EvaluationFit) fit = drawn_positions (0.8, 20000);
  const double start[2] = { 0.1, 0.5 };
  double w[2], old_hits, new_hits;

  g_test_summary ("Winners drawn from a softmax of known weights: the fit finds them, and "
                  "predicts the held-out winners better than the weights it started from");
  evaluation_fit_run (fit, start, w);
  g_assert_cmpfloat_with_epsilon (w[0], 0.8, 0.08);
  g_assert_cmpfloat_with_epsilon (w[1], 0.0, 0.05);
  g_assert_cmpfloat (evaluation_fit_held_out_loss (fit, w, &new_hits), <,
                     evaluation_fit_held_out_loss (fit, start, &old_hits));
  g_assert_cmpfloat (new_hits, >=, old_hits);
}

static void
test_unsettled_dropped (void)
{
  g_autoptr(EvaluationFit) fit = evaluation_fit_new (2, names);
  const double f[4] = { 1, 0, 0, 0 };

  g_test_summary ("Positions of a game without a single winner are dropped");
  evaluation_fit_add (fit, 2, f);
  evaluation_fit_settle (fit, 0, 0, FALSE);
  evaluation_fit_add (fit, 2, f);
  evaluation_fit_add (fit, 2, f);
  evaluation_fit_settle (fit, 1, -1, FALSE);
  g_assert_cmpuint (evaluation_fit_get_count (fit), ==, 1);
}

static void
test_ini_round_trip (void)
{
  g_autoptr(EvaluationFit) fit = evaluation_fit_new (2, names);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("evaluation-fit-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "weights.ini", NULL);
  g_autofree char *text = NULL;
  const double w[2] = { 1.25, -0.5 };
  double back[2];

  g_test_summary ("Fitted weights written into an .ini replace the old values, keep the "
                  "comments and read back");
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "# what it is\n[evaluation]\n# the points\npoints = 1.0\n"
                                      "# the noise\nnoise = 0\n", -1, &error));
  evaluation_fit_rewrite_ini (fit, path, w);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_cmpstr (text, ==, "# what it is\n[evaluation]\n# the points\npoints = 1.25\n"
                             "# the noise\nnoise = -0.5\n");
  evaluation_fit_read_ini (fit, path, back, NULL);
  g_assert_cmpfloat (back[0], ==, 1.25);
  g_assert_cmpfloat (back[1], ==, -0.5);
  g_remove (path);
  g_rmdir (dir);
}

/* A module's weights live in its own file, in a group of its name. */
static void
test_ini_module_group (void)
{
  static const char * const module_names[] = { "points", "fish.cards" };
  g_autoptr(EvaluationFit) fit = evaluation_fit_new (2, module_names);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("evaluation-fit-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "fish-evaluation.ini", NULL);
  g_autofree char *text = NULL;
  const double w[2] = { 9.0, 0.25 };
  double back[2] = { 1.0, 0.0 };
  gboolean named[2];

  g_test_summary ("A module's .ini names only its own features, qualified by its group: "
                  "reading it leaves the others and says which it named");
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, "[fish]\n# cards held\ncards = 0.1\n", -1, &error));
  evaluation_fit_read_ini (fit, path, back, named);
  g_assert_cmpfloat (back[0], ==, 1.0);
  g_assert_cmpfloat (back[1], ==, 0.1);
  g_assert_false (named[0]);
  g_assert_true (named[1]);
  evaluation_fit_rewrite_ini (fit, path, w);
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_cmpstr (text, ==, "[fish]\n# cards held\ncards = 0.25\n");
  g_remove (path);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shared/evaluation-fit/recovers-weights", test_recovers_weights);
  g_test_add_func ("/shared/evaluation-fit/unsettled-dropped", test_unsettled_dropped);
  g_test_add_func ("/shared/evaluation-fit/ini-round-trip", test_ini_round_trip);
  g_test_add_func ("/shared/evaluation-fit/ini-module-group", test_ini_module_group);
  return g_test_run ();
}
