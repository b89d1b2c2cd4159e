/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "evaluation-fit.h"
#include "tsl-ai.h"

/* The weights that best predict who won (maximum likelihood, Adam on
 * features scaled by their spread, so that a pip and a point move alike,
 * with a small pull toward the weights the fit starts from).  Every
 * position of a held-out game is left out of the fit and used to compare
 * the old and the new weights. */

#define ITERATIONS   400
#define PULL         1e-3
#define SAMPLE_EVERY 6        /* actions between two sampled positions */
#define MAX_ACTIONS  6000

struct _EvaluationFit
{
  guint               n_features;
  const char * const *names;
  GArray             *features;   /* float, n_players × n_features a position */
  GArray             *positions;  /* Position */
};

typedef struct
{
  guint  offset;      /* into features */
  guint8 n_players;
  gint8  winner;      /* -1 until settled */
  guint8 held_out;
} Position;

EvaluationFit *
evaluation_fit_new (guint               n_features,
                    const char * const *names)
{
  EvaluationFit *fit = g_new0 (EvaluationFit, 1);

  fit->n_features = n_features;
  fit->names = names;
  fit->features = g_array_new (FALSE, FALSE, sizeof (float));
  fit->positions = g_array_new (FALSE, FALSE, sizeof (Position));
  return fit;
}

void
evaluation_fit_free (EvaluationFit *fit)
{
  g_array_unref (fit->features);
  g_array_unref (fit->positions);
  g_free (fit);
}

/* Positions added so far: what evaluation_fit_settle() takes as @first. */
guint
evaluation_fit_get_count (EvaluationFit *fit)
{
  return fit->positions->len;
}

/* A position: @features holds each seat's features, seat after seat. */
void
evaluation_fit_add (EvaluationFit *fit,
                    guint          n_players,
                    const double  *features)
{
  Position position = { fit->features->len, (guint8) n_players, -1, FALSE };

  g_return_if_fail (n_players >= 1 && n_players <= TSL_MAX_PLAYERS);
  for (guint i = 0; i < n_players * fit->n_features; i++)
    {
      float f = (float) features[i];

      g_array_append_val (fit->features, f);
    }
  g_array_append_val (fit->positions, position);
}

/* The positions from @first on belong to a game @winner won (-1: no single
 * winner; they are dropped). */
void
evaluation_fit_settle (EvaluationFit *fit,
                       guint          first,
                       gint           winner,
                       gboolean       held_out)
{
  if (winner < 0)
    {
      if (first < fit->positions->len)
        {
          g_array_set_size (fit->features, g_array_index (fit->positions, Position, first).offset);
          g_array_set_size (fit->positions, first);
        }
      return;
    }
  for (guint i = first; i < fit->positions->len; i++)
    {
      g_array_index (fit->positions, Position, i).winner = (gint8) winner;
      g_array_index (fit->positions, Position, i).held_out = held_out;
    }
}

/* Mean log-loss of @w over the held-out positions (or the others), its
 * gradient when @grad is not %NULL, and the share whose favourite won. */
static double
loss (EvaluationFit *fit,
      const double  *w,
      gboolean       held_out,
      double        *grad,
      double        *hits)
{
  guint nf = fit->n_features;
  double total = 0, right = 0;
  guint n = 0;

  if (grad != NULL)
    memset (grad, 0, nf * sizeof *grad);
  for (guint i = 0; i < fit->positions->len; i++)
    {
      const Position *pos = &g_array_index (fit->positions, Position, i);
      const float *f = &g_array_index (fit->features, float, pos->offset);
      double strength[TSL_MAX_PLAYERS], prob[TSL_MAX_PLAYERS];
      guint favourite = 0;

      if (pos->winner < 0 || (gboolean) pos->held_out != held_out)
        continue;
      for (guint p = 0; p < pos->n_players; p++)
        {
          strength[p] = 0;
          for (guint k = 0; k < nf; k++)
            strength[p] += w[k] * f[p * nf + k];
          if (strength[p] > strength[favourite])
            favourite = p;
        }
      tsl_engine_shares_from_strengths (strength, pos->n_players, prob);
      total -= log (MAX (prob[pos->winner], 1e-12));
      right += favourite == (guint) pos->winner;
      n++;
      if (grad != NULL)
        for (guint p = 0; p < pos->n_players; p++)
          {
            double d = prob[p] - (p == (guint) pos->winner);

            for (guint k = 0; k < nf; k++)
              grad[k] += d * f[p * nf + k];
          }
    }
  if (grad != NULL)
    for (guint k = 0; k < nf; k++)
      grad[k] /= MAX (n, 1);
  if (hits != NULL)
    *hits = right / MAX (n, 1);
  return total / MAX (n, 1);
}

/* Mean log-loss of @weights over the held-out positions, and the share of
 * them whose favourite won (@hits, optional). */
double
evaluation_fit_held_out_loss (EvaluationFit *fit,
                              const double  *weights,
                              double        *hits)
{
  return loss (fit, weights, TRUE, NULL, hits);
}

/* Each feature's standard deviation over the seats of every position
 * added: the fit's and the tuning's unit of each weight. */
void
evaluation_fit_spreads (EvaluationFit *fit,
                        double        *spread)
{
  guint nf = fit->n_features;
  g_autofree double *sum = g_new0 (double, nf);
  g_autofree double *sq = g_new0 (double, nf);
  double count = 0;

  for (guint i = 0; i < fit->positions->len; i++)
    {
      const Position *pos = &g_array_index (fit->positions, Position, i);
      const float *f = &g_array_index (fit->features, float, pos->offset);

      for (guint p = 0; p < pos->n_players; p++, count++)
        for (guint k = 0; k < nf; k++)
          {
            sum[k] += f[p * nf + k];
            sq[k] += (double) f[p * nf + k] * f[p * nf + k];
          }
    }
  for (guint k = 0; k < nf; k++)
    {
      double mean = sum[k] / MAX (count, 1);

      spread[k] = sqrt (MAX (sq[k] / MAX (count, 1) - mean * mean, 0));
    }
}

/* Fits @weights, starting from @start, to the positions not held out. */
void
evaluation_fit_run (EvaluationFit *fit,
                    const double  *start,
                    double        *weights)
{
  guint nf = fit->n_features;
  g_autofree double *scale = g_new0 (double, nf);
  g_autofree double *m = g_new0 (double, nf);
  g_autofree double *v = g_new0 (double, nf);
  g_autofree double *grad = g_new0 (double, nf);

  evaluation_fit_spreads (fit, scale);
  memcpy (weights, start, nf * sizeof *weights);
  for (guint t = 1; t <= ITERATIONS; t++)
    {
      loss (fit, weights, FALSE, grad, NULL);
      for (guint k = 0; k < nf; k++)
        {
          double g, step;

          /* A feature that never varies (a module's terms in the base
           * game) keeps its weight. */
          if (scale[k] < 1e-9)
            continue;
          g = grad[k] * scale[k] + 2 * PULL * (weights[k] - start[k]) * scale[k] * scale[k];
          m[k] = 0.9 * m[k] + 0.1 * g;
          v[k] = 0.999 * v[k] + 0.001 * g * g;
          step = 0.02 * (m[k] / (1 - pow (0.9, t))) / (sqrt (v[k] / (1 - pow (0.999, t))) + 1e-8);
          weights[k] -= step / scale[k];
        }
    }
}

/* One line of JSON: @what (the games, as a JSON object's members), the
 * positions, the held-out log-loss and favourite's wins of the old and
 * the new weights, the even loss, and the new weights. */
void
evaluation_fit_print (EvaluationFit *fit,
                      const char    *what,
                      const double  *start,
                      const double  *weights)
{
  double old_hits, new_hits, even = 0;
  double old_loss = evaluation_fit_held_out_loss (fit, start, &old_hits);
  double new_loss = evaluation_fit_held_out_loss (fit, weights, &new_hits);
  guint held = 0;

  for (guint i = 0; i < fit->positions->len; i++)
    {
      const Position *pos = &g_array_index (fit->positions, Position, i);

      if (pos->winner >= 0 && pos->held_out)
        {
          held++;
          even += log (pos->n_players);
        }
    }
  printf ("{%s,\"positions\":%u,\"held_out\":%u,\"even_loss\":%.4f,"
          "\"old\":{\"loss\":%.4f,\"favourite_won\":%.4f},"
          "\"new\":{\"loss\":%.4f,\"favourite_won\":%.4f},\"weights\":{",
          what, fit->positions->len, held, even / MAX (held, 1), old_loss, old_hits, new_loss,
          new_hits);
  for (guint k = 0; k < fit->n_features; k++)
    printf ("%s\"%s\":%.4g", k > 0 ? "," : "", fit->names[k], weights[k]);
  printf ("}}\n");
}

/* The feature (or weight) @group's @key names: a module's group qualifies
 * its keys (engines/tsl-evaluation-weights.py), the engine's own
 * [evaluation] and [greedy] do not. */
static gint
feature_index (EvaluationFit *fit,
               const char    *group,
               const char    *key)
{
  gboolean own = g_str_equal (group, "evaluation") || g_str_equal (group, "greedy");
  g_autofree char *name = own ? g_strdup (key) : g_strdup_printf ("%s.%s", group, key);

  for (guint k = 0; k < fit->n_features; k++)
    if (g_str_equal (name, fit->names[k]))
      return (gint) k;
  return -1;
}

/* Writes @weights into the .ini at @path in place of the old values of
 * the features it names, keeping its comments and order. */
void
evaluation_fit_rewrite_ini (EvaluationFit *fit,
                            const char    *path,
                            const double  *weights)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *group = g_strdup ("");
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) out = g_string_new (NULL);

  if (!g_file_get_contents (path, &text, NULL, &error))
    g_error ("%s", error->message);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) parts = g_strsplit (lines[i], "=", 2);
      gint k = -1;

      if (lines[i][0] == '[' && strchr (lines[i], ']') != NULL)
        {
          g_free (group);
          group = g_strndup (lines[i] + 1, (gsize) (strchr (lines[i], ']') - lines[i] - 1));
        }
      else if (lines[i][0] != '#' && parts[0] != NULL && parts[1] != NULL)
        k = feature_index (fit, group, g_strstrip (parts[0]));
      if (k >= 0)
        {
          char number[G_ASCII_DTOSTR_BUF_SIZE];

          g_ascii_formatd (number, sizeof number, "%.4g", weights[k]);
          g_string_append_printf (out, "%s = %s", parts[0], number);
        }
      else
        g_string_append (out, lines[i]);
      if (lines[i + 1] != NULL)
        g_string_append_c (out, '\n');
    }
  if (!g_file_set_contents (path, out->str, (gssize) out->len, &error))
    g_error ("%s", error->message);
}

/**
 * evaluation_fit_read_ini:
 * @named: (out) (optional): per feature, whether the file names it
 *
 * Reads the weights an .ini written like the engines' own names (the
 * engine's, or one module's) into @weights, leaving the others; a key
 * that names no feature, or a file that names none, is an error.
 */
void
evaluation_fit_read_ini (EvaluationFit *fit,
                         const char    *path,
                         double        *weights,
                         gboolean      *named)
{
  g_autoptr(GKeyFile) file = g_key_file_new ();
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) groups = NULL;
  guint found = 0;

  if (named != NULL)
    memset (named, 0, fit->n_features * sizeof *named);
  if (!g_key_file_load_from_file (file, path, G_KEY_FILE_NONE, &error))
    g_error ("%s: %s", path, error->message);
  groups = g_key_file_get_groups (file, NULL);
  for (guint g = 0; groups[g] != NULL; g++)
    {
      g_auto(GStrv) keys = g_key_file_get_keys (file, groups[g], NULL, NULL);

      for (guint i = 0; keys[i] != NULL; i++)
        {
          gint k = feature_index (fit, groups[g], keys[i]);

          if (k < 0)
            g_error ("%s: [%s] %s is no feature of this engine", path, groups[g], keys[i]);
          weights[k] = g_key_file_get_double (file, groups[g], keys[i], &error);
          if (error != NULL)
            g_error ("%s: %s", path, error->message);
          if (named != NULL)
            named[k] = TRUE;
          found++;
        }
    }
  if (found == 0)
    g_error ("%s: no weights", path);
}

/* One seeded game between greedy players; its positions, every
 * SAMPLE_EVERY actions where @features takes a sample, go to @fit. */
void
evaluation_fit_play (TslEngine            *engine,
                     JsonObject           *options,
                     guint                 n_players,
                     guint64               seed,
                     TslAi                *greedy,
                     EvaluationFitFeatures features,
                     EvaluationFit        *fit)
{
  g_autofree gpointer state = tsl_engine_state_new (engine);
  g_autofree double *f = g_new (double, n_players * fit->n_features);
  g_autoptr(GError) error = NULL;
  guint first = evaluation_fit_get_count (fit);
  guint32 winners;
  TslRng ai_rng;

  if (!tsl_engine_init_state (engine, state, options, n_players, seed, NULL, &error))
    g_error ("%s", error->message);
  tsl_rng_init (&ai_rng, seed, 77);
  for (guint n = 0; n < MAX_ACTIONS; n++)
    {
      gint actor = tsl_engine_get_actor (engine, state);
      TslMove move;
      TslRng rng;

      if (actor < 0)
        break;
      if (n % SAMPLE_EVERY == 0 && features (state, f))
        evaluation_fit_add (fit, n_players, f);
      memset (&move, 0, sizeof move);
      if (!tsl_ai_choose_move (greedy, engine, state, actor, &ai_rng, &move))
        g_error ("no move");
      move.player = (gint8) actor;
      tsl_rng_init (&rng, seed, n);
      if (!tsl_engine_apply_move (engine, state, &move, &rng, &error))
        g_error ("%s", error->message);
    }
  /* A shared win, or none, teaches less than a single winner: such games
   * are left out.  Every fifth game is held out. */
  winners = tsl_engine_get_winners (engine, state);
  evaluation_fit_settle (fit, first,
                         tsl_engine_is_over (engine, state) && __builtin_popcount (winners) == 1
                         ? __builtin_ctz (winners) : -1,
                         seed % 5 == 4);
}

/**
 * evaluation_fit_main:
 *
 * The tune-*-evaluation tools' fit: GAMES PLAYERS OPTIONS_JSON SEED [INI].
 * Plays the seeded games, fits, prints the figures and, with INI, writes
 * the fitted weights into it (comments and order kept).
 */
int
evaluation_fit_main (int                   argc,
                     char                **argv,
                     TslEngine            *engine,
                     guint                 n_features,
                     const char * const   *names,
                     const double         *start,
                     EvaluationFitFeatures features)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonNode) given = NULL;
  g_autoptr(TslAi) greedy = NULL;
  g_autoptr(EvaluationFit) fit = evaluation_fit_new (n_features, names);
  g_autofree double *w = g_new (double, n_features);
  g_autofree char *what = NULL;
  const TslOptionSpec *specs;
  guint n_specs = 0, n_games, n_players;
  guint64 seed;

  if (argc < 5)
    {
      g_printerr ("usage: %s GAMES PLAYERS OPTIONS_JSON SEED [INI]\n", argv[0]);
      return 2;
    }
  n_games = (guint) g_ascii_strtoull (argv[1], NULL, 10);
  n_players = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  seed = g_ascii_strtoull (argv[4], NULL, 10);
  given = json_from_string (argv[3], &error);
  if (given == NULL || !JSON_NODE_HOLDS_OBJECT (given))
    g_error ("OPTIONS_JSON: %s", error != NULL ? error->message : "not an object");
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_node_get_object (given), &error);
  if (options == NULL)
    g_error ("%s", error->message);
  greedy = tsl_engine_create_ai (engine, "greedy", &error);
  if (greedy == NULL)
    g_error ("%s", error->message);

  for (guint g = 0; g < n_games; g++)
    evaluation_fit_play (engine, options, n_players, seed + g, greedy, features, fit);
  evaluation_fit_run (fit, start, w);
  what = g_strdup_printf ("\"games\":%u,\"players\":%u,\"options\":%s,\"seed\":%" G_GUINT64_FORMAT,
                          n_games, n_players, argv[3], seed);
  evaluation_fit_print (fit, what, start, w);
  if (argc > 5)
    evaluation_fit_rewrite_ini (fit, argv[5], w);
  return 0;
}
