/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-game-view.h"

G_BEGIN_DECLS

#define TSL_TYPE_RACE_VIEW (tsl_race_view_get_type ())
G_DECLARE_FINAL_TYPE (TslRaceView, tsl_race_view, TSL, RACE_VIEW, TslGameView)

GtkWidget  *tsl_race_view_get_moves_box (TslRaceView *self);
const char *tsl_race_view_get_hand_text (TslRaceView *self);

G_END_DECLS
