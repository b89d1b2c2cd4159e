/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-ai.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_GREEDY_AI (tsl_catan_greedy_ai_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanGreedyAi, tsl_catan_greedy_ai, TSL, CATAN_GREEDY_AI, GObject)

TslAi *tsl_catan_greedy_ai_new (void);

G_END_DECLS
