/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-ai.h"

G_BEGIN_DECLS

#define TSL_TYPE_RANDOM_AI (tsl_random_ai_get_type ())
G_DECLARE_FINAL_TYPE (TslRandomAi, tsl_random_ai, TSL, RANDOM_AI, GObject)

TslAi *tsl_random_ai_new (void);

G_END_DECLS
