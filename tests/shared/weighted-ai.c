/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "weighted-ai.h"

/* A computer player that weighs its evaluations with weights of its own:
 * it sets them for its thread around each decision of the player it wraps
 * and puts the built-in ones back after, so that seats of one self-played
 * game can play with different weights (tests/shared/evaluation-tune.c).
 * The weights are the caller's and must outlive the player. */

struct _WeightedAi
{
  GObject        parent_instance;
  TslAi         *inner;
  WeightedAiUse  use;
  const double  *weights;
};

static void weighted_ai_iface_init (TslAiInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (WeightedAi, weighted_ai, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_AI, weighted_ai_iface_init))

static const char *
weighted_ai_get_kind (TslAi *ai)
{
  return tsl_ai_get_kind (WEIGHTED_AI (ai)->inner);
}

static gboolean
weighted_ai_choose_move (TslAi        *ai,
                         TslEngine    *engine,
                         gconstpointer view,
                         gint          seat,
                         TslRng       *rng,
                         TslMove      *move)
{
  WeightedAi *self = WEIGHTED_AI (ai);
  gboolean chosen;

  self->use (self->weights);
  chosen = tsl_ai_choose_move (self->inner, engine, view, seat, rng, move);
  self->use (NULL);
  return chosen;
}

static void
weighted_ai_iface_init (TslAiInterface *iface)
{
  iface->get_kind = weighted_ai_get_kind;
  iface->choose_move = weighted_ai_choose_move;
  /* The players worth weighing are searches, which read the guesses. */
  iface->reads_hidden = TRUE;
}

static void
weighted_ai_dispose (GObject *object)
{
  g_clear_object (&WEIGHTED_AI (object)->inner);
  G_OBJECT_CLASS (weighted_ai_parent_class)->dispose (object);
}

static void
weighted_ai_class_init (WeightedAiClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = weighted_ai_dispose;
}

static void
weighted_ai_init (WeightedAi *self)
{
}

/**
 * weighted_ai_new:
 * @inner: the player whose decisions are weighed
 * @use: sets the weights of the thread's evaluations
 * @weights: (nullable): the weights, or %NULL for the built-in ones
 *
 * Returns: (transfer full): a player with @inner's moves under @weights
 */
TslAi *
weighted_ai_new (TslAi         *inner,
                 WeightedAiUse  use,
                 const double  *weights)
{
  WeightedAi *self = g_object_new (WEIGHTED_TYPE_AI, NULL);

  self->inner = g_object_ref (inner);
  self->use = use;
  self->weights = weights;
  return TSL_AI (self);
}
