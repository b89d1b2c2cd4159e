/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-game-private.h"

/*
 * A game shown from one seat at a network table.  The server holds the
 * real game; it sends the seat its view after every action, with the
 * action as that seat may know it (tsl_engine_action_for_seat()).  A
 * following game takes that view as its state and logs the action,
 * described here in this program's language from the views before and
 * after, so that the game views show it as they show a local game.
 *
 * It cannot apply moves itself, take them back, or be saved: its log
 * lacks what the seat did not see, and its board setup is the view's.
 */

/**
 * tsl_game_new_following:
 * @engine: the table's game
 * @options: (nullable): the table's options
 * @n_players: the number of seats
 * @view: the seat's first view, @engine's state block
 * @error: return location for a #TSL_ERROR
 *
 * Returns: (transfer full) (nullable): a game whose state is @view, with
 *   an empty log, or %NULL when the options or seat count are wrong
 */
TslGame *
tsl_game_new_following (TslEngine     *engine,
                        JsonObject    *options,
                        guint          n_players,
                        gconstpointer  view,
                        GError       **error)
{
  TslGame *self;

  g_return_val_if_fail (TSL_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (view != NULL, NULL);

  self = tsl_game_new (engine, options, n_players, 0, NULL, error);
  if (self == NULL)
    return NULL;
  self->following = TRUE;
  self->views = g_ptr_array_new_with_free_func (g_free);
  memcpy (self->state, view, self->state_size);
  memcpy (self->initial, view, self->state_size);
  self->notified_actor = tsl_engine_get_actor (engine, self->state);
  self->notified_over = tsl_engine_is_over (engine, self->state);
  return self;
}

/**
 * tsl_game_is_following:
 * @self: a game
 *
 * Returns: whether @self shows a seat of a network table
 *   (tsl_game_new_following())
 */
gboolean
tsl_game_is_following (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  return self->following;
}

/* Reads @action on the view before it.  The outcomes the seat saw were
 * drawn on the real state, and a check against the view's re-dealt hidden
 * cards may refuse one (a card stolen from a hand the view deals
 * otherwise): then the members are left out one at a time, so that the
 * action is still described, as a seat that did not see that outcome. */
static gboolean
read_action (TslGame    *self,
             JsonObject *action,
             TslMove    *move,
             GError    **error)
{
  g_autoptr(GList) members = NULL;

  memset (move, 0, sizeof *move);
  if (tsl_engine_move_from_json (self->engine, self->state, action, move, error))
    return TRUE;
  members = json_object_get_members (action);
  for (GList *l = members; l != NULL; l = l->next)
    {
      g_autoptr(JsonObject) fewer = NULL;

      if (g_str_equal (l->data, "type") || g_str_equal (l->data, "player"))
        continue;
      fewer = json_object_new ();
      for (GList *k = members; k != NULL; k = k->next)
        if (k != l)
          json_object_set_member (fewer, k->data, json_node_copy (json_object_get_member (action, k->data)));
      memset (move, 0, sizeof *move);
      if (tsl_engine_move_from_json (self->engine, self->state, fewer, move, NULL))
        {
          g_clear_error (error);
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * tsl_game_follow:
 * @self: a following game
 * @action: the action the server reported, as the seat may know it
 * @player: the seat that made it
 * @view: the seat's view after it, @self's engine's state block
 * @error: return location for a #TSL_ERROR
 *
 * Logs @action, described from the views before and after, makes @view
 * the state and emits #TslGame::action-applied.  On error nothing changes.
 *
 * Returns: %TRUE if the action was logged
 */
gboolean
tsl_game_follow (TslGame       *self,
                 JsonObject    *action,
                 gint           player,
                 gconstpointer  view,
                 GError       **error)
{
  g_autoptr(JsonObject) logged = NULL;
  TslMove move;
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (self->following, FALSE);
  g_return_val_if_fail (action != NULL && view != NULL, FALSE);

  if (player < 0 || (guint) player >= self->n_players)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   _("There is no seat %d in this game"), player);
      return FALSE;
    }
  if (!_tsl_game_check_room (self, error))
    return FALSE;

  logged = json_object_new ();
  json_object_iter_init (&iter, action);
  while (json_object_iter_next (&iter, &member, &node))
    json_object_set_member (logged, member, json_node_copy (node));
  json_object_set_int_member (logged, "player", player);
  if (!read_action (self, logged, &move, error))
    return FALSE;
  move.player = (gint8) player;

  g_ptr_array_add (self->views, g_memdup2 (self->state, self->state_size));
  memcpy (self->scratch, view, self->state_size);
  _tsl_game_log (self, &move, g_steal_pointer (&logged));
  return TRUE;
}

/**
 * tsl_game_get_followed_view:
 * @self: a following game
 * @index: a log index, or the number of actions for the current state
 *
 * The seat's view before the action at @index: what a local game would
 * replay to, which a following game cannot (the end screen's statistics).
 *
 * Returns: (transfer none): the view, a state block of the engine
 */
gconstpointer
tsl_game_get_followed_view (TslGame *self,
                            guint    index)
{
  g_return_val_if_fail (TSL_IS_GAME (self) && self->following, NULL);
  g_return_val_if_fail (index <= self->views->len, NULL);
  return index == self->views->len ? self->state : self->views->pdata[index];
}
