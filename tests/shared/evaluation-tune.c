/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "evaluation-tune.h"
#include "spsa.h"
#include "tsl-self-play.h"

/* Tuning by self-play: each SPSA iteration plays one deal twice with the
 * seats swapped, the perturbed weights plus against minus (in a table of
 * more, the seats alternate), and steps toward whichever did better.  The
 * weights move in units of their feature's spread over greedy games, so
 * that a weight on pips and one on points take steps of the same worth;
 * a feature that never varies in the game (a module's terms in the base
 * game) keeps its weight.  A policy's weights (the greedy player's) have
 * no features: each moves in units of its own size.  Deterministic: the
 * same arguments give the same weights. */

#define SPREAD_GAMES 200
/* The perturbation, in strengths (a softmax's units) per spread of the
 * feature, and how far a coordinate would travel if one side won every
 * game: far enough to matter, and a single game's noise moves it by a
 * small part of that. */
#define SPSA_C      0.3
#define SPSA_TRAVEL 8.0
/* A policy's weight, in units of its own size: a greedy game is cheap and
 * its weights matter less to one game than an evaluation's to a search,
 * so hundreds of thousands of iterations take wider steps. */
#define SPSA_POLICY_C      0.4
#define SPSA_POLICY_TRAVEL 100.0

typedef struct
{
  const EvaluationTuneGame *game;
  JsonObject               *options;
  guint                     n_players;
  TslAi                    *inner;
} Table;

typedef struct
{
  double won;      /* the plus seats' share of the win */
  double lost;     /* the minus seats' */
  double margin;   /* the plus seats' mean score less the minus seats' */
} Outcome;

/* One game of @plus_seats (a bit per seat) with @plus against the others
 * with @minus. */
static Outcome
play (Table        *table,
      guint64       seed,
      guint32       plus_seats,
      const double *plus,
      const double *minus)
{
  const EvaluationTuneGame *game = table->game;
  g_autoptr(GError) error = NULL;
  TslAi *ais[TSL_MAX_PLAYERS] = { NULL, };
  TslSelfPlayResult result;
  double won[2] = { 0, 0 }, score[2] = { 0, 0 }, seats[2] = { 0, 0 };
  guint n_winners;
  Outcome outcome;

  for (guint p = 0; p < table->n_players; p++)
    ais[p] = weighted_ai_new (table->inner, game->use, plus_seats & (1u << p) ? plus : minus);
  if (!tsl_self_play (game->engine, table->options, table->n_players, ais, seed, &result, NULL,
                      &error))
    g_error ("%s", error->message);
  for (guint p = 0; p < table->n_players; p++)
    g_object_unref (ais[p]);
  n_winners = (guint) __builtin_popcount (result.winners);
  for (guint p = 0; p < table->n_players; p++)
    {
      guint side = plus_seats & (1u << p) ? 0 : 1;

      if (result.winners & (1u << p))
        won[side] += 1.0 / n_winners;
      score[side] += result.scores[p];
      seats[side]++;
    }
  outcome.won = won[0];
  outcome.lost = won[1];
  outcome.margin = score[0] / seats[0] - score[1] / seats[1];
  return outcome;
}

/* How much better plus did than minus, from -1 to 1: half the win, half
 * the score margin. */
static double
outcome_result (Table   *table,
                Outcome  o)
{
  return 0.5 * (o.won - o.lost) + 0.5 * tanh (o.margin / table->game->margin);
}

static void
print_weights (const EvaluationTuneGame *game,
               const double             *w)
{
  for (guint k = 0; k < game->n_features; k++)
    printf ("%s\"%s\":%.4g", k > 0 ? "," : "", game->names[k], w[k]);
}

static int
tune (Table      *table,
      guint       iterations,
      guint64     seed,
      const char *ini)
{
  const EvaluationTuneGame *game = table->game;
  guint nf = game->n_features, n = 0;
  g_autoptr(EvaluationFit) fit = evaluation_fit_new (nf, game->names);
  g_autoptr(GError) error = NULL;
  g_autofree double *spread = g_new0 (double, nf);
  g_autofree guint *tuned = g_new0 (guint, nf);
  g_autofree double *u = g_new0 (double, nf);
  g_autofree double *u_plus = g_new0 (double, nf);
  g_autofree double *u_minus = g_new0 (double, nf);
  g_autofree double *plus = g_new0 (double, nf);
  g_autofree double *minus = g_new0 (double, nf);
  g_autofree double *w = g_memdup2 (game->builtin, nf * sizeof (double));
  g_autofree gboolean *named = g_new (gboolean, nf);
  g_autoptr(Spsa) spsa = NULL;
  TslRng rng;

  /* An INI names the weights to tune (the engine's own, or one module's);
   * they start from the built-in values all the same: its own are read
   * into a buffer the iterations overwrite. */
  for (guint k = 0; k < nf; k++)
    named[k] = TRUE;
  if (ini != NULL)
    evaluation_fit_read_ini (fit, ini, plus, named);

  if (game->features != NULL)
    {
      g_autoptr(TslAi) greedy = tsl_engine_create_ai (game->engine, "greedy", &error);

      for (guint g = 0; g < SPREAD_GAMES; g++)
        evaluation_fit_play (game->engine, table->options, table->n_players, seed + 1000000 + g,
                             greedy, game->features, fit);
      evaluation_fit_spreads (fit, spread);
    }
  else
    for (guint k = 0; k < nf; k++)
      spread[k] = 1.0 / MAX (fabs (game->builtin[k]), 0.1);
  for (guint k = 0; k < nf; k++)
    if (named[k] && spread[k] > 1e-9)
      {
        tuned[n] = k;
        u[n++] = game->builtin[k] * spread[k];
      }
  spsa = game->features != NULL ? spsa_new_travel (n, u, iterations, SPSA_TRAVEL, SPSA_C)
                                 : spsa_new_travel (n, u, iterations, SPSA_POLICY_TRAVEL, SPSA_POLICY_C);
  tsl_rng_init (&rng, seed, 31);
  for (guint it = 0; it < iterations; it++)
    {
      double result = 0;

      spsa_perturb (spsa, &rng, u_plus, u_minus);
      memcpy (plus, game->builtin, nf * sizeof *plus);
      memcpy (minus, game->builtin, nf * sizeof *minus);
      for (guint i = 0; i < n; i++)
        {
          plus[tuned[i]] = u_plus[i] / spread[tuned[i]];
          minus[tuned[i]] = u_minus[i] / spread[tuned[i]];
        }
      /* One deal, each side in every other seat, then the seats swapped. */
      result += outcome_result (table, play (table, seed + it, 0x55555555u, plus, minus));
      result -= outcome_result (table, play (table, seed + it, 0x55555555u, minus, plus));
      spsa_update (spsa, result / 2);
      for (guint i = 0; i < n; i++)
        w[tuned[i]] = spsa_get_point (spsa)[i] / spread[tuned[i]];
      printf ("{\"iteration\":%u,\"result\":%.3f,\"weights\":{", it + 1, result / 2);
      print_weights (game, w);
      printf ("}}\n");
      fflush (stdout);
    }
  spsa_get_average (spsa, u);
  for (guint i = 0; i < n; i++)
    w[tuned[i]] = u[i] / spread[tuned[i]];
  printf ("{\"iterations\":%u,\"players\":%u,\"seed\":%" G_GUINT64_FORMAT ",\"kind\":\"%s\","
          "\"tuned\":{", iterations, table->n_players, seed, tsl_ai_get_kind (table->inner));
  print_weights (game, w);
  printf ("}}\n");
  if (ini != NULL)
    evaluation_fit_rewrite_ini (fit, ini, w);
  return 0;
}

/* One seat with @hero's weights against the others with @others', the
 * seat rotating game by game so that every deal is played from every seat. */
static int
match (Table        *table,
       guint         n_games,
       guint64       seed,
       const double *hero,
       const double *others)
{
  guint np = table->n_players;
  double wins = 0, margin = 0, low, high;

  for (guint g = 0; g < n_games; g++)
    {
      Outcome o = play (table, seed + g / np, 1u << (g % np), hero, others);

      printf ("{\"game\":%u,\"seed\":%" G_GUINT64_FORMAT ",\"seat\":%u,\"won\":%.3g,"
              "\"margin\":%.3g}\n", g, seed + g / np, g % np, o.won, o.margin);
      fflush (stdout);
      wins += o.won;
      margin += o.margin;
    }
  tsl_self_play_wilson (wins, n_games, &low, &high);
  printf ("{\"games\":%u,\"players\":%u,\"kind\":\"%s\",\"wins\":%.4g,\"share\":%.3f,"
          "\"interval\":[%.3f,%.3f],\"even_share\":%.3f,\"mean_margin\":%.3f}\n", n_games, np,
          tsl_ai_get_kind (table->inner), wins, wins / MAX (n_games, 1), low, high, 1.0 / np,
          margin / MAX (n_games, 1));
  return 0;
}

static const char usage[] =
  "usage: %s fit GAMES PLAYERS OPTIONS_JSON SEED [INI]\n"
  "       %s spsa ITERATIONS PLAYERS OPTIONS_JSON SEED KIND [INI]\n"
  "       %s match GAMES PLAYERS OPTIONS_JSON SEED KIND INI [AGAINST_INI]\n";

/**
 * evaluation_tune_main:
 *
 * `fit`: evaluation_fit_main().  `spsa`: tunes the weights from the built-in ones by self-play of KIND
 * (a search level), prints each iteration's weights and the result, and
 * with INI tunes only the weights it names (the engine's file, or one
 * module's) and writes them into it (comments and order kept).  `match`:
 * INI's weights (the built-in ones where it names none) at one seat
 * against the built-in ones (or AGAINST_INI's) at the others, every seat
 * KIND; prints the games and the share of wins with its interval.
 */
int
evaluation_tune_main (int                       argc,
                      char                    **argv,
                      const EvaluationTuneGame *game)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonNode) given = NULL;
  g_autoptr(TslAi) inner = NULL;
  g_autoptr(EvaluationFit) fit = evaluation_fit_new (game->n_features, game->names);
  g_autofree double *hero = g_new (double, game->n_features);
  g_autofree double *others = g_memdup2 (game->builtin, game->n_features * sizeof (double));
  const TslOptionSpec *specs;
  guint n_specs = 0, count;
  guint64 seed;
  Table table = { game, NULL, 0, NULL };

  if (argc > 1 && g_str_equal (argv[1], "fit"))
    {
      if (game->features == NULL)
        {
          g_printerr ("%s: a policy's weights have no features to fit; use spsa\n", argv[0]);
          return 2;
        }
      return evaluation_fit_main (argc - 1, argv + 1, game->engine, game->n_features, game->names,
                                  game->builtin, game->features);
    }
  if (argc < 7 || (!g_str_equal (argv[1], "spsa") && !g_str_equal (argv[1], "match"))
      || (g_str_equal (argv[1], "match") && argc < 8))
    {
      g_printerr (usage, argv[0], argv[0], argv[0]);
      return 2;
    }
  count = (guint) g_ascii_strtoull (argv[2], NULL, 10);
  table.n_players = (guint) g_ascii_strtoull (argv[3], NULL, 10);
  seed = g_ascii_strtoull (argv[5], NULL, 10);
  given = json_from_string (argv[4], &error);
  if (given == NULL || !JSON_NODE_HOLDS_OBJECT (given))
    g_error ("OPTIONS_JSON: %s", error != NULL ? error->message : "not an object");
  specs = tsl_engine_get_options (game->engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_node_get_object (given), &error);
  if (options == NULL)
    g_error ("%s", error->message);
  table.options = options;
  inner = tsl_engine_create_ai (game->engine, argv[6], &error);
  if (inner == NULL)
    g_error ("%s", error->message);
  table.inner = inner;
  if (g_str_equal (argv[1], "spsa"))
    return tune (&table, count, seed, argc > 7 ? argv[7] : NULL);
  memcpy (hero, game->builtin, game->n_features * sizeof *hero);
  evaluation_fit_read_ini (fit, argv[7], hero, NULL);
  if (argc > 8)
    evaluation_fit_read_ini (fit, argv[8], others, NULL);
  return match (&table, count, seed, hero, others);
}
