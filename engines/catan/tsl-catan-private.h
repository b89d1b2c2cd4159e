/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

/* Everything the engine's files share: the base game's rules and every
 * module's declarations, for the common rule files that call the modules'
 * hooks (issue 23 makes the modules units of their own later).  The
 * headers go one way: topology < state < rules < each module's header <
 * this aggregate; none uses what a header above it declares
 * (tests/test-engine-layers.py).  A file that needs less includes less:
 * the Traders & Barbarians files include tsl-catan-traders-private.h. */

#include "tsl-catan-rules-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-catan-rivers-private.h"
#include "tsl-catan-events-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-caravans-private.h"
#include "tsl-catan-barbarian-attack-private.h"

/* Layers of the .c files: each calls only the files of the layers before
 * it, so no two call each other.  state < gold < board < rivers-board,
 * caravans-board, traders-board, barbarian-attack-board < roads, trade <
 * progress < events, friendly-robber, harbormaster, two-player < fishermen,
 * rivers, caravans, traders, barbarian-attack-battle < barbarian-attack <
 * production, phase < rules < legal, barbarian-attack-legal < two-player-json,
 * fishermen-json, caravans-json, traders-json, barbarian-attack-json <
 * rivers-json < json < traders-text, barbarian-attack-text < describe <
 * variants < engine; the greedy
 * player and the view API
 * (tsl-catan-view.c) use the layers up to legal, never engine.c. */
