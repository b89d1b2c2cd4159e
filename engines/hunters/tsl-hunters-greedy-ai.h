/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-ai.h"

G_BEGIN_DECLS

#define TSL_TYPE_HUNTERS_GREEDY_AI (tsl_hunters_greedy_ai_get_type ())
G_DECLARE_FINAL_TYPE (TslHuntersGreedyAi, tsl_hunters_greedy_ai, TSL, HUNTERS_GREEDY_AI, GObject)

TslAi *tsl_hunters_greedy_ai_new (void);

G_END_DECLS
