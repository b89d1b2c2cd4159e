/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define TSL_MOVE_N_ARGS   4
#define TSL_MOVE_N_COUNTS 12

/**
 * TslMove:
 * @type: the engine's action type
 * @player: the seat that sends the action
 * @flags: engine-defined bits
 * @arg: engine-defined arguments (a vertex, an edge, a position, a recorded outcome...)
 * @count: engine-defined small counts (resource maps, per-seat amounts...)
 *
 * One action in its compact native form: 32 bytes, no pointers, so that
 * computer players can generate and copy millions of them.  Each engine
 * documents its encoding next to its action types; JSON is only produced at
 * the edges (game files, the CLI, the UI log) through the engine's
 * move_to_json()/move_from_json().
 */
typedef struct
{
  guint16 type;
  gint8   player;
  guint8  flags;
  gint32  arg[TSL_MOVE_N_ARGS];
  guint8  count[TSL_MOVE_N_COUNTS];
} TslMove;

G_STATIC_ASSERT (sizeof (TslMove) == 32);

/**
 * TslMoveList:
 *
 * A growable array of moves that keeps its buffer between uses
 * (tsl_move_list_reset() empties it without freeing), so a computer player's
 * inner loop allocates nothing.
 */
typedef struct
{
  TslMove *moves;
  guint    len;
  guint    capacity;
} TslMoveList;

void     tsl_move_list_init  (TslMoveList   *list);
void     tsl_move_list_clear (TslMoveList   *list);
TslMove *tsl_move_list_push  (TslMoveList   *list);
void     tsl_move_list_add   (TslMoveList   *list,
                              const TslMove *move);
gint     tsl_move_list_find  (const TslMoveList *list,
                              const TslMove     *move);

static inline void
tsl_move_list_reset (TslMoveList *list)
{
  list->len = 0;
}

G_END_DECLS
