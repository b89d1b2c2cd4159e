/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-game-private.h"

/* What the players read of a game: its log and the computer's advice.
 * The application and tessella-cli both call these, so that the log
 * window and `tessella-cli log`, the hint bar and `suggest --explain`
 * say the same. */

/**
 * tsl_game_set_start_message:
 * @self: a game
 * @message: (nullable): a translated sentence, such as "Anna rolled 11
 *   and starts."
 *
 * Sets the log's first line, told before any action: how the seats were
 * ordered when the game was set up.  It is not saved in game files (their
 * seats are already in order), so a loaded game has none.
 */
void
tsl_game_set_start_message (TslGame    *self,
                            const char *message)
{
  g_return_if_fail (TSL_IS_GAME (self));

  g_free (self->start_message);
  self->start_message = g_strdup (message);
}

/**
 * tsl_game_get_start_message:
 * @self: a game
 *
 * Returns: (transfer none) (nullable): the log's first line, if any
 */
const char *
tsl_game_get_start_message (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  return self->start_message;
}

/**
 * tsl_game_dup_log:
 * @self: a game
 *
 * The game log as the players read it, oldest first: the start message
 * when there is one, then the action texts (tsl_game_get_action_text())
 * that say something: an action the log passes over silently has none.
 *
 * Returns: (transfer full): the translated entries
 */
GStrv
tsl_game_dup_log (TslGame *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TSL_IS_GAME (self), NULL);

  if (self->start_message != NULL && *self->start_message != '\0')
    g_strv_builder_add (builder, self->start_message);
  for (guint i = 0; i < self->texts->len; i++)
    {
      const char *text = self->texts->pdata[i];

      if (text != NULL && *text != '\0')
        g_strv_builder_add (builder, text);
    }
  return g_strv_builder_end (builder);
}

/**
 * tsl_game_describe_hint:
 * @self: a game
 * @move: a move of the seat that must act now, as a computer player
 *   advises it, without outcomes
 *
 * Tells @move before it happens, in the user's language, from what the
 * acting seat may know (its view): tsl_engine_describe_hint().
 *
 * Returns: (transfer full): the hint's sentence(s)
 */
char *
tsl_game_describe_hint (TslGame       *self,
                        const TslMove *move)
{
  g_autofree gpointer view = NULL;
  const char *names[TSL_MAX_PLAYERS + 1] = { NULL, };

  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (move != NULL, NULL);
  g_return_val_if_fail (move->player >= 0 && (guint) move->player < self->n_players, NULL);

  for (guint i = 0; i < self->n_players; i++)
    names[i] = self->seats[i].name;
  view = tsl_game_dup_view (self, move->player);
  return tsl_engine_describe_hint (self->engine, view, move, names);
}
