/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-view-private.h"

G_BEGIN_DECLS

/* Catan Events at the table (tsl-catan-events-view.c) and its choices in
 * the prompt (tsl-catan-view-events.c). */

void _tsl_catan_view_prompt_event (TslCatanView *self);

G_END_DECLS
