/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"

G_BEGIN_DECLS

/* Rivers of Catan (S2, seed 002; docs/rules-catan-tb.md): the board and
 * the bridges, for tsl-catan-rivers*.c and the hooks in the common rule
 * files. */

/* tsl-catan-rivers-board.c */
gboolean catan_rivers_init       (CatanState *s,
                                  JsonNode   *setup,
                                  TslRng     *rng,
                                  GError    **error);
gint     catan_two_and_twelve    (const CatanState *s);

/* tsl-catan-rivers.c */
void     catan_rivers_legal      (const CatanState *s,
                                  guint             p,
                                  TslMoveList      *out);

/* tsl-catan-rivers-json.c */
/* The table of a Rivers move (build_bridge, buy_with_gold), else NULL. */
const CatanMoveSpec *catan_rivers_move_spec (guint type);

G_END_DECLS
