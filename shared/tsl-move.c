/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-move.h"

void
tsl_move_list_init (TslMoveList *list)
{
  list->moves = NULL;
  list->len = 0;
  list->capacity = 0;
}

void
tsl_move_list_clear (TslMoveList *list)
{
  g_clear_pointer (&list->moves, g_free);
  list->len = 0;
  list->capacity = 0;
}

/**
 * tsl_move_list_push:
 * @list: the list
 *
 * Appends a zeroed move and returns it for the caller to fill.
 *
 * Returns: (transfer none): the new last move, valid until the list grows again
 */
TslMove *
tsl_move_list_push (TslMoveList *list)
{
  TslMove *move;

  if (list->len == list->capacity)
    {
      list->capacity = MAX (64, list->capacity * 2);
      list->moves = g_renew (TslMove, list->moves, list->capacity);
    }
  move = &list->moves[list->len++];
  memset (move, 0, sizeof *move);
  return move;
}

void
tsl_move_list_add (TslMoveList   *list,
                   const TslMove *move)
{
  *tsl_move_list_push (list) = *move;
}

/**
 * tsl_move_list_find:
 * @list: the list
 * @move: the move looked for, byte for byte (its player and outcomes too)
 *
 * Returns: the index of the first move of @list equal to @move, or -1
 */
gint
tsl_move_list_find (const TslMoveList *list,
                    const TslMove     *move)
{
  for (guint i = 0; i < list->len; i++)
    if (memcmp (&list->moves[i], move, sizeof *move) == 0)
      return (gint) i;
  return -1;
}
