/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-random-ai.h"

/* The baseline computer player of every game: uniform over the legal moves,
 * leaving out open-ended negotiation (as the common simulators do, so that
 * game lengths stay comparable with theirs). */
struct _TslRandomAi
{
  GObject                   parent_instance;
  TslMoveList               moves;
  /* The engine last played and its vtable, looked up once, not per move. */
  TslEngine                *engine;
  const TslEngineInterface *engine_iface;
};

static void tsl_random_ai_iface_init (TslAiInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TslRandomAi, tsl_random_ai, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_AI, tsl_random_ai_iface_init))

static const char *
tsl_random_ai_get_kind (TslAi *ai)
{
  return "random";
}

/* A new engine: out of line, so that the hot path below is a plain tail
 * call. */
static G_GNUC_NO_INLINE gboolean
choose_move_new_engine (TslRandomAi  *self,
                        TslEngine    *engine,
                        gconstpointer view,
                        TslRng       *rng,
                        TslMove      *move)
{
  g_return_val_if_fail (TSL_IS_ENGINE (engine), FALSE);
  self->engine = engine;
  self->engine_iface = TSL_ENGINE_GET_IFACE (engine);
  return self->engine_iface->pick_legal_move (engine, view, TSL_LEGAL_NO_NEGOTIATION, rng,
                                              &self->moves, move);
}

static gboolean
tsl_random_ai_choose_move (TslAi        *ai,
                           TslEngine    *engine,
                           gconstpointer view,
                           gint          seat,
                           TslRng       *rng,
                           TslMove      *move)
{
  TslRandomAi *self = (TslRandomAi *) ai;

  /* The engine's pick (its own skips listing what it can count). */
  if (G_UNLIKELY (engine != self->engine))
    return choose_move_new_engine (self, engine, view, rng, move);
  return self->engine_iface->pick_legal_move (engine, view, TSL_LEGAL_NO_NEGOTIATION, rng,
                                              &self->moves, move);
}

static void
tsl_random_ai_iface_init (TslAiInterface *iface)
{
  iface->get_kind = tsl_random_ai_get_kind;
  iface->choose_move = tsl_random_ai_choose_move;
  /* It picks among the seat's legal moves, which redaction leaves alone. */
  iface->reads_hidden = FALSE;
}

static void
tsl_random_ai_finalize (GObject *object)
{
  TslRandomAi *self = TSL_RANDOM_AI (object);

  tsl_move_list_clear (&self->moves);
  G_OBJECT_CLASS (tsl_random_ai_parent_class)->finalize (object);
}

static void
tsl_random_ai_class_init (TslRandomAiClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tsl_random_ai_finalize;
}

static void
tsl_random_ai_init (TslRandomAi *self)
{
  tsl_move_list_init (&self->moves);
}

TslAi *
tsl_random_ai_new (void)
{
  return g_object_new (TSL_TYPE_RANDOM_AI, NULL);
}
