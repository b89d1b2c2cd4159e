/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-hunters-evaluate-private.h"

/* The search player's estimate of a Hunters & Gatherers position (the
 * engine's `evaluate`): where a playout stops, each seat's share of a win.
 * Each seat's strength weighs its features (hunters-evaluation.ini): the
 * score if the game ended now, the open forests and rivers it leads, the
 * figures still in its supply, which are worth more while the land stack
 * is long, and the greedy player's judgement of the seat's position, which
 * alone weighs it now (it counts what the others count, and more).  A
 * softmax of the strengths gives the shares.  Only what every seat sees is
 * read. */

static const double weights[HUNTERS_EVAL_N_FEATURES] = HUNTERS_EVAL_WEIGHTS;
static const char * const feature_names[HUNTERS_EVAL_N_FEATURES] = HUNTERS_EVAL_NAMES;
/* Other weights for this thread's evaluations, while a tuning tool
 * matches two sets (_tsl_hunters_evaluate_use_weights()). */
static _Thread_local const double *trial_weights;

/**
 * _tsl_hunters_evaluate_features:
 * @cat: the catalogue
 * @st: a state
 * @features: (out): HUNTERS_EVAL_N_FEATURES values per seat, seat after seat
 */
void
_tsl_hunters_evaluate_features (const TslHuntersCatalog *cat,
                                const TslHuntersState   *st,
                                double                  *features)
{
  gint scores[TSL_HUNTERS_MAX_PLAYERS];
  double leads[TSL_HUNTERS_MAX_PLAYERS];
  double prospects[TSL_HUNTERS_MAX_PLAYERS];
  double left = st->land.len / 78.0;

  _tsl_hunters_scores_if_over (cat, st, scores);
  _tsl_hunters_open_leads (st, leads);
  _tsl_hunters_prospects (st, prospects);
  for (guint p = 0; p < st->n_players; p++)
    {
      double *f = features + p * HUNTERS_EVAL_N_FEATURES;
      gboolean over = st->phase == TSL_HUNTERS_PHASE_OVER;

      memset (f, 0, HUNTERS_EVAL_N_FEATURES * sizeof *f);
      f[HUNTERS_EVAL_SCORE] = scores[p];
      f[HUNTERS_EVAL_OPEN_LEADS] = leads[p];
      /* Figures left over at the end are worth nothing. */
      f[HUNTERS_EVAL_MEMBERS] = over ? 0 : st->members_left[p];
      f[HUNTERS_EVAL_MEMBERS_FUTURE] = over ? 0 : st->members_left[p] * left;
      f[HUNTERS_EVAL_HUTS] = over ? 0 : st->huts_left[p];
      f[HUNTERS_EVAL_HUTS_FUTURE] = over ? 0 : st->huts_left[p] * left;
      f[HUNTERS_EVAL_PROSPECTS] = prospects[p];
    }
}

/**
 * _tsl_hunters_evaluate:
 * @cat: the catalogue
 * @st: a state
 * @values: (out): each seat's share of a win, summing to 1
 */
void
_tsl_hunters_evaluate (const TslHuntersCatalog *cat,
                       const TslHuntersState   *st,
                       double                  *values)
{
  double f[TSL_HUNTERS_MAX_PLAYERS * HUNTERS_EVAL_N_FEATURES];
  double strength[TSL_HUNTERS_MAX_PLAYERS];
  const double *w = G_LIKELY (trial_weights == NULL) ? weights : trial_weights;

  _tsl_hunters_evaluate_features (cat, st, f);
  for (guint p = 0; p < st->n_players; p++)
    {
      strength[p] = 0;
      for (guint k = 0; k < HUNTERS_EVAL_N_FEATURES; k++)
        strength[p] += w[k] * f[p * HUNTERS_EVAL_N_FEATURES + k];
    }
  tsl_engine_shares_from_strengths (strength, st->n_players, values);
}

const char *
_tsl_hunters_evaluate_feature_name (guint feature)
{
  g_return_val_if_fail (feature < HUNTERS_EVAL_N_FEATURES, NULL);
  return feature_names[feature];
}

double
_tsl_hunters_evaluate_weight (guint feature)
{
  g_return_val_if_fail (feature < HUNTERS_EVAL_N_FEATURES, 0);
  return weights[feature];
}

/**
 * _tsl_hunters_evaluate_use_weights:
 * @w: (nullable): HUNTERS_EVAL_N_FEATURES weights, kept by the caller, or
 *   %NULL for hunters-evaluation.ini's
 *
 * Weighs this thread's evaluations with @w from now on: for the tools that
 * tune the weights by matching two sets (tests/shared/evaluation-tune.c).
 */
void
_tsl_hunters_evaluate_use_weights (const double *w)
{
  trial_weights = w;
}
