/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-private.h"
#include "tsl-ai.h"

G_BEGIN_DECLS

/* The reference opponent of the match benchmarks: a depth-limited
 * expectiminimax with alpha-beta cuts that reads every hand, modelled on
 * the best-known open Catan player (catan-alphabeta-ai.c).  Not one of
 * the engine's kinds: it cheats, and only benchmarks and tests meet it. */

#define CATAN_TYPE_ALPHABETA_AI (catan_alphabeta_ai_get_type ())
G_DECLARE_FINAL_TYPE (CatanAlphabetaAi, catan_alphabeta_ai, CATAN, ALPHABETA_AI, GObject)

TslAi  *catan_alphabeta_ai_new   (guint             depth);
double  catan_alphabeta_value    (const CatanState *s,
                                  guint             p);
guint64 catan_alphabeta_ai_get_last_leaves (CatanAlphabetaAi *self);

G_END_DECLS
