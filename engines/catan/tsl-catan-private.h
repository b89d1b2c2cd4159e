/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* The base game's rules and every module's declarations, for the files
 * that still call modules beside their hooks (tsl-catan-rules.c, -legal.c,
 * -view.c, -engine.c) and the tests; the others include only the layers
 * they use.  The modules' headers come from their meson.build lines
 * (header=), through a generated list.  The headers go one way:
 * topology < state < rules < each module's header < this aggregate, and
 * none uses what a header above it declares (tests/test-engine-layers.py). */

#include "tsl-catan-rules-private.h"
#include "tsl-catan-module-headers.h"   /* generated: every module's header */

/* Layers of the .c files: each calls only the files of the layers before
 * it, so no two call each other.  state < gold < board < rivers-board,
 * caravans-board, traders-board, barbarian-attack-board < roads, trade <
 * progress < events, friendly-robber, harbormaster, two-player < fishermen,
 * rivers, caravans, traders, barbarian-attack-battle < barbarian-attack <
 * production, phase < rules < legal, barbarian-attack-legal < two-player-json,
 * fishermen-json, caravans-json, traders-json, barbarian-attack-json <
 * rivers-json < json < describe < hint, variants < engine; the modules'
 * -text files (the log's and the hints' hooks) come after describe and
 * hint, and only their hooks call them; the greedy
 * player and the view API
 * (tsl-catan-view.c) use the layers up to legal, never engine.c. */
