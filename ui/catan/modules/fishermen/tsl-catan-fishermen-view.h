/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-view-private.h"

G_BEGIN_DECLS

/* Fishermen of Catan at the table (tsl-catan-fishermen-view.c) and its
 * steps in the prompt (tsl-catan-view-fish.c). */

extern const TslCatanViewModule tsl_catan_view_module_fishermen;

void      _tsl_catan_view_ask_fish      (TslCatanView *self);
gboolean  _tsl_catan_view_fish_possible (TslCatanView *self);

G_END_DECLS
