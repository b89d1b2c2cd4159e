/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

#define TSL_TYPE_GAME_CARD (tsl_game_card_get_type ())
G_DECLARE_FINAL_TYPE (TslGameCard, tsl_game_card, TSL, GAME_CARD, GtkWidget)

GtkWidget  *tsl_game_card_new        (TslEngine   *engine);
TslEngine  *tsl_game_card_get_engine (TslGameCard *self);
const char *tsl_game_card_get_title  (TslGameCard *self);
void        tsl_game_card_activate   (TslGameCard *self);

G_END_DECLS
