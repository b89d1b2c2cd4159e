/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-engine.h"

G_BEGIN_DECLS

/* The players a match benchmark may seat (bench-search.c): the engine's
 * kinds, and in a benchmark built with a game's own file
 * (tests/catan/bench-players-catan.c) reference players that exist only
 * for measuring.  *@sees_all is set for a player that is handed the true
 * state, every hand, where the others get their seat's view. */
TslAi *bench_player_new (TslEngine  *engine,
                         const char *kind,
                         gboolean   *sees_all,
                         GError    **error);

G_END_DECLS
