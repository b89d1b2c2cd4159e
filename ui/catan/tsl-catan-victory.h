/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"
#include "tsl-game.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_VICTORY (tsl_catan_victory_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanVictory, tsl_catan_victory, TSL, CATAN_VICTORY, GtkWidget)

void tsl_catan_victory_show (TslCatanVictory     *self,
                             TslGame             *game,
                             const TslCatanInfo  *info,
                             const GdkRGBA       *colors);

G_END_DECLS
