/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-ai.h"

G_DEFINE_INTERFACE (TslAi, tsl_ai, G_TYPE_OBJECT)

static void
tsl_ai_default_init (TslAiInterface *iface)
{
  iface->reads_hidden = TRUE;
}

const char *
tsl_ai_get_kind (TslAi *self)
{
  g_return_val_if_fail (TSL_IS_AI (self), NULL);
  return TSL_AI_GET_IFACE (self)->get_kind (self);
}

/**
 * tsl_ai_reads_hidden:
 * @self: a computer player
 *
 * Returns: whether @self must be given a redacted view (see #TslAiInterface)
 */
gboolean
tsl_ai_reads_hidden (TslAi *self)
{
  g_return_val_if_fail (TSL_IS_AI (self), TRUE);
  return TSL_AI_GET_IFACE (self)->reads_hidden;
}

/**
 * tsl_ai_choose_move:
 * @self: a computer player
 * @engine: the game's engine
 * @view: the state as @seat may see it
 * @seat: the seat to move for; tsl_engine_get_actor() of @view
 * @rng: the player's own generator
 * @move: (out): the chosen move
 *
 * Returns: %FALSE only when there is no legal move (the game is over)
 */
gboolean
tsl_ai_choose_move (TslAi        *self,
                    TslEngine    *engine,
                    gconstpointer view,
                    gint          seat,
                    TslRng       *rng,
                    TslMove      *move)
{
  g_return_val_if_fail (TSL_IS_AI (self), FALSE);
  g_return_val_if_fail (TSL_IS_ENGINE (engine), FALSE);
  return TSL_AI_GET_IFACE (self)->choose_move (self, engine, view, seat, rng, move);
}

/**
 * tsl_ai_choose_move_cancellable:
 * @self: a computer player
 * @engine: the game's engine
 * @view: the state as @seat may see it
 * @seat: the seat to move for
 * @rng: the player's own generator
 * @cancellable: (nullable): stops a long search early
 * @move: (out): the chosen move
 *
 * Like tsl_ai_choose_move(); a player that searches stops once @cancellable
 * is cancelled and answers with the best move it has found so far.
 *
 * Returns: %FALSE only when there is no legal move (the game is over)
 */
gboolean
tsl_ai_choose_move_cancellable (TslAi        *self,
                                TslEngine    *engine,
                                gconstpointer view,
                                gint          seat,
                                TslRng       *rng,
                                GCancellable *cancellable,
                                TslMove      *move)
{
  TslAiInterface *iface;

  g_return_val_if_fail (TSL_IS_AI (self), FALSE);
  g_return_val_if_fail (TSL_IS_ENGINE (engine), FALSE);
  g_return_val_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable), FALSE);
  iface = TSL_AI_GET_IFACE (self);
  if (iface->choose_move_cancellable != NULL)
    return iface->choose_move_cancellable (self, engine, view, seat, rng, cancellable, move);
  return iface->choose_move (self, engine, view, seat, rng, move);
}
