/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-game-private.h"

/* Asking computer players: they only ever see a redacted copy of the
 * state, and in the asynchronous case that copy is made on the caller's
 * thread, so the worker never touches the live game. */

/**
 * tsl_game_dup_view:
 * @self: a game
 * @seat: the seat whose view it is
 *
 * Copies the current state and redacts it for @seat (tsl_engine_redact()):
 * what the seat cannot see is replaced by a guess drawn from a generator
 * derived from the seed and the log length, so the same position always
 * gives the same view.
 *
 * Returns: (transfer full): a state block to free with g_free()
 */
gpointer
tsl_game_dup_view (TslGame *self,
                   gint     seat)
{
  gpointer view;
  TslRng rng;

  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (seat >= 0 && (guint) seat < self->n_players, NULL);

  view = g_memdup2 (self->state, self->state_size);
  tsl_rng_init (&rng, self->seed, TSL_GAME_VIEW_STREAM_BASE + self->moves->len);
  tsl_engine_redact (self->engine, view, seat, &rng);
  return view;
}

static gboolean
check_actor (TslGame *self,
             gint    *actor,
             GError **error)
{
  *actor = tsl_game_get_actor (self);
  if (*actor < 0)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                           _("The game is over: nobody has to act"));
      return FALSE;
    }
  return TRUE;
}

static void
init_ai_rng (TslGame *self,
             TslRng  *rng)
{
  tsl_rng_init (rng, self->seed, TSL_GAME_AI_STREAM_BASE + self->moves->len);
}

/**
 * tsl_game_suggest:
 * @self: a game
 * @ai: a computer player of this game
 * @move: (out caller-allocates): the move @ai would make, with its player set
 * @error: return location for a #TSL_ERROR
 *
 * Asks @ai, on the calling thread, what the seat that must act next should
 * do.  It sees only that seat's view.  The move is not applied.
 *
 * Returns: %TRUE if @move was filled in
 */
gboolean
tsl_game_suggest (TslGame *self,
                  TslAi   *ai,
                  TslMove *move,
                  GError **error)
{
  g_autofree gpointer view = NULL;
  TslRng rng;
  gint actor;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (TSL_IS_AI (ai), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!check_actor (self, &actor, error))
    return FALSE;

  view = tsl_game_dup_view (self, actor);
  init_ai_rng (self, &rng);
  memset (move, 0, sizeof *move);
  if (!tsl_ai_choose_move (ai, self->engine, view, actor, &rng, move))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_FAILED,
                   _("The computer player found no move for seat %d"), actor);
      return FALSE;
    }
  move->player = (gint8) actor;
  return TRUE;
}

typedef struct
{
  TslEngine *engine;
  TslAi     *ai;
  gpointer   view;
  gint       seat;
  TslRng     rng;
  guint      generation;
} ChooseData;

static void
choose_data_free (gpointer data)
{
  ChooseData *d = data;

  g_clear_object (&d->engine);
  g_clear_object (&d->ai);
  g_clear_pointer (&d->view, g_free);
  g_free (d);
}

static void
choose_move_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  ChooseData *d = task_data;
  TslMove move;

  memset (&move, 0, sizeof move);
  /* A search stops early once cancelled; its answer is then dropped below. */
  if (!tsl_ai_choose_move_cancellable (d->ai, d->engine, d->view, d->seat, &d->rng, cancellable,
                                       &move))
    {
      g_task_return_new_error (task, TSL_ERROR, TSL_ERROR_FAILED,
                               _("The computer player found no move for seat %d"), d->seat);
      return;
    }
  move.player = (gint8) d->seat;
  if (g_task_return_error_if_cancelled (task))
    return;
  g_task_return_pointer (task, g_memdup2 (&move, sizeof move), g_free);
}

/**
 * tsl_game_choose_move_async:
 * @self: a game
 * @ai: a computer player of this game
 * @cancellable: (nullable): a #GCancellable
 * @callback: called on the caller's main context when the move is chosen
 * @user_data: data for @callback
 *
 * Like tsl_game_suggest(), but @ai thinks in a worker thread, on a copied
 * view of the seat that must act, so the UI stays responsive.  Finish with
 * tsl_game_choose_move_finish().
 */
void
tsl_game_choose_move_async (TslGame            *self,
                            TslAi              *ai,
                            GCancellable       *cancellable,
                            GAsyncReadyCallback callback,
                            gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  ChooseData *d;
  gint actor;

  g_return_if_fail (TSL_IS_GAME (self));
  g_return_if_fail (TSL_IS_AI (ai));
  g_return_if_fail (cancellable == NULL || G_IS_CANCELLABLE (cancellable));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tsl_game_choose_move_async);

  if (!check_actor (self, &actor, &error))
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }

  d = g_new0 (ChooseData, 1);
  d->engine = g_object_ref (self->engine);
  d->ai = g_object_ref (ai);
  d->view = tsl_game_dup_view (self, actor);
  d->seat = actor;
  d->generation = self->generation;
  init_ai_rng (self, &d->rng);
  g_task_set_task_data (task, d, choose_data_free);
  g_task_run_in_thread (task, choose_move_thread);
}

/**
 * tsl_game_choose_move_finish:
 * @self: a game
 * @result: the #GAsyncResult given to the callback
 * @move: (out caller-allocates): the chosen move, with its player set
 * @error: return location for a #TSL_ERROR, or #G_IO_ERROR_CANCELLED
 *
 * The game must not have changed since the move was asked for; if it did,
 * the answer is stale and this fails with #TSL_ERROR_FAILED.
 *
 * Returns: %TRUE if @move was filled in
 */
gboolean
tsl_game_choose_move_finish (TslGame      *self,
                             GAsyncResult *result,
                             TslMove      *move,
                             GError      **error)
{
  g_autofree TslMove *chosen = NULL;
  ChooseData *d;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  chosen = g_task_propagate_pointer (G_TASK (result), error);
  if (chosen == NULL)
    return FALSE;

  d = g_task_get_task_data (G_TASK (result));
  if (d->generation != self->generation)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_FAILED,
                           _("The game changed while the computer player was thinking"));
      return FALSE;
    }
  *move = *chosen;
  return TRUE;
}
