/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-hunters-catalog.h"
#include "tsl-hunters-engine.h"
#include "tsl-hunters-state.h"

G_BEGIN_DECLS

/* Shared between the engine's files, the greedy player and the tests. */
const TslHuntersCatalog *_tsl_hunters_engine_get_catalog (TslEngine *engine);

/* tsl-hunters-json.c */
JsonNode   *_tsl_hunters_state_to_json (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *st);
JsonNode   *_tsl_hunters_setup_to_json (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *st);
gboolean    _tsl_hunters_setup_from_json (const TslHuntersCatalog *cat,
                                          TslHuntersState         *st,
                                          JsonNode                *setup,
                                          GError                 **error);
gboolean    _tsl_hunters_move_from_json (const TslHuntersCatalog *cat,
                                         const TslHuntersState   *st,
                                         JsonObject              *action,
                                         TslMove                 *move,
                                         GError                 **error);
JsonObject *_tsl_hunters_move_to_json  (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *st,
                                        const TslMove           *move);

/* tsl-hunters-describe.c */
char       *_tsl_hunters_describe_move (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *before,
                                        const TslHuntersState   *after,
                                        const TslMove           *move,
                                        const char * const      *names);

G_END_DECLS
