/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-engine.h"

G_BEGIN_DECLS

#define TSL_TYPE_HUNTERS_ENGINE (tsl_hunters_engine_get_type ())
G_DECLARE_FINAL_TYPE (TslHuntersEngine, tsl_hunters_engine, TSL, HUNTERS_ENGINE, GObject)

TslEngine *tsl_hunters_engine_new (void);

G_END_DECLS
