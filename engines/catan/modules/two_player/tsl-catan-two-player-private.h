/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"

G_BEGIN_DECLS

/* Two-player Catan (V4, seed 002; docs/rules-catan-tb.md): the trade
 * tokens, the neutral players and the second roll, for
 * tsl-catan-two-player*.c and the hooks in the common rule files. */

/* tsl-catan-two-player.c */
#define CATAN_TOKENS_TOTAL  20   /* HU "20 db. kereskedőzseton" */
#define CATAN_TOKENS_START  5
#define CATAN_TOKEN_ACTION  (1 << 0)
#define CATAN_TOKEN_KNIGHT  (1 << 1)

gboolean catan_two_player_init   (CatanState *s,
                                  JsonNode   *setup,
                                  GError    **error);
gboolean catan_second_roll       (const CatanState *s,
                                  TslMove          *m,
                                  guint             first,
                                  TslRng           *rng,
                                  GError          **error);
void     catan_neutral_owe       (CatanState *s,
                                  guint       settlements,
                                  guint       roads);
guint    catan_token_cost        (const CatanState *s,
                                  guint             p);
gboolean catan_check_token_action (const CatanState *s,
                                   guint             p,
                                   GError          **error);
gint     catan_desert_for_robber (const CatanState *s);
gboolean catan_neutral_settlement_possible (const CatanState *s);
gboolean catan_neutral_road_possible       (const CatanState *s);
void     catan_two_player_legal  (const CatanState *s,
                                  guint             p,
                                  TslMoveList      *out);

/* tsl-catan-two-player-json.c */
/* The table of a two-player move (build_neutral_settlement, …), else NULL. */
const CatanMoveSpec *catan_two_player_move_spec (guint type);

/* tsl-catan-two-player-text.c: @before with @m applied again with no
 * second roll or card pending, for the production told apart */
void     catan_without_pending (const CatanState *before,
                                const TslMove    *m,
                                CatanState       *mid);

G_END_DECLS
