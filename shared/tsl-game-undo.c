/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-game-private.h"

/* Taking actions back: what the engine allows, and the replay that
 * rebuilds the state before the last action. */

/**
 * tsl_game_can_undo:
 * @self: a game
 *
 * Whether the last action may be taken back: the engine decides, on the
 * state before it (an action that revealed a random outcome or hidden
 * information usually may not).
 *
 * Returns: %TRUE if tsl_game_undo() would succeed
 */
gboolean
tsl_game_can_undo (TslGame *self)
{
  guint n;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);

  n = self->moves->len;
  if (n == 0 || self->following)
    return FALSE;
  return tsl_engine_move_is_undoable (self->engine, self->before_last,
                                      &g_array_index (self->moves, TslMove, n - 1));
}

/**
 * tsl_game_count_undoable:
 *
 * How far tsl_game_undo() can go back in a row: the number of trailing
 * actions each of which may be taken back once those after it are.
 * Replays the game once.
 *
 * Returns: 0 .. the number of actions
 */
guint
tsl_game_count_undoable (TslGame *self)
{
  g_autofree guint8 *state = NULL;
  guint n, trailing = 0;

  g_return_val_if_fail (TSL_IS_GAME (self), 0);

  if (self->following)
    return 0;
  n = self->moves->len;
  state = g_memdup2 (self->initial, self->state_size);
  for (guint i = 0; i < n; i++)
    {
      TslMove move = g_array_index (self->moves, TslMove, i);
      g_autoptr(GError) error = NULL;
      TslRng rng;

      trailing = tsl_engine_move_is_undoable (self->engine, state, &move) ? trailing + 1 : 0;
      tsl_rng_init (&rng, self->seed, i);
      if (!tsl_engine_apply_move (self->engine, state, &move, &rng, &error))
        {
          g_critical ("Replaying logged action %u failed: %s", i, error->message);
          return 0;
        }
    }
  return trailing;
}

/* Rebuilds self->before_last: the state before the last action.  The moves
 * carry their outcomes, so replaying them from the start is exact. */
static void
rebuild_before_last (TslGame *self)
{
  guint n = self->moves->len;

  memcpy (self->before_last, self->initial, self->state_size);
  for (guint i = 0; i + 1 < n; i++)
    {
      TslMove move = g_array_index (self->moves, TslMove, i);
      g_autoptr(GError) error = NULL;
      TslRng rng;

      tsl_rng_init (&rng, self->seed, i);
      if (!tsl_engine_apply_move (self->engine, self->before_last, &move, &rng, &error))
        g_critical ("Replaying logged action %u failed: %s", i, error->message);
    }
}

/**
 * tsl_game_undo:
 * @self: a game
 * @error: return location for a #TSL_ERROR_INVALID_MOVE
 *
 * Takes back the last action when tsl_game_can_undo() allows it, and emits
 * #TslGame::undone.
 *
 * Returns: %TRUE if the action was taken back
 */
gboolean
tsl_game_undo (TslGame *self,
               GError **error)
{
  guint n;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!tsl_game_can_undo (self))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                           self->moves->len == 0
                           ? _("There is no action to take back")
                           : _("The last action cannot be taken back"));
      return FALSE;
    }

  n = self->moves->len - 1;
  memcpy (self->state, self->before_last, self->state_size);
  g_array_set_size (self->moves, n);
  g_ptr_array_set_size (self->actions, n);
  g_ptr_array_set_size (self->texts, n);
  rebuild_before_last (self);
  self->generation++;

  g_signal_emit_by_name (self, "undone", n);
  _tsl_game_notify_changes (self);
  return TRUE;
}
