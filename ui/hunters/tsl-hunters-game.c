/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-hunters-game.h"

/**
 * tsl_hunters_table_new_from_game:
 * @game: a Hunters & Gatherers game
 *
 * Reads what the seat to act (or, once the game is over, the first seat)
 * may see: its redacted view, which hides the stacks' order.
 *
 * Returns: (transfer full): the table, to free with tsl_hunters_table_free()
 */
TslHuntersTable *
tsl_hunters_table_new_from_game (TslGame *game)
{
  TslHuntersTable *table = g_new (TslHuntersTable, 1);
  gint seat = tsl_game_get_actor (game);
  g_autofree TslHuntersState *view = tsl_game_dup_view (game, MAX (seat, 0));

  tsl_hunters_table_read (view, table);
  return table;
}

void
tsl_hunters_table_free (TslHuntersTable *table)
{
  g_free (table);
}

/* Returns: (nullable): the tile placed at [@x, @y] */
const TslHuntersTableTile *
tsl_hunters_table_get_tile_at (const TslHuntersTable *table,
                               gint                   x,
                               gint                   y)
{
  gint index = tsl_hunters_table_tile_at (table, x, y);

  return index >= 0 ? &table->tiles[index] : NULL;
}
