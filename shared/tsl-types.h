/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Forward declarations that break include cycles between the framework's types. */
typedef struct _TslAi     TslAi;
typedef struct _TslEngine TslEngine;
typedef struct _TslGame   TslGame;

/* The most seats any game of the family has (H&G: 5). */
#define TSL_MAX_PLAYERS 6

G_END_DECLS
