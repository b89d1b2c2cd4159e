/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-game.h"
#include "tsl-hunters.h"

G_BEGIN_DECLS

/* How the Hunters & Gatherers widgets read a game: through a seat's
 * redacted view, as computer players do, into the engine's typed table. */

TslHuntersTable *tsl_hunters_table_new_from_game (TslGame         *game);
void             tsl_hunters_table_free          (TslHuntersTable *table);
const TslHuntersTableTile *tsl_hunters_table_get_tile_at (const TslHuntersTable *table,
                                                          gint                   x,
                                                          gint                   y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TslHuntersTable, tsl_hunters_table_free)

G_END_DECLS
