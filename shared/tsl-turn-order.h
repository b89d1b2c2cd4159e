/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

guint tsl_turn_order_next       (guint seat,
                                 guint n_players);
guint tsl_turn_order_snake_seat (guint step,
                                 guint n_players);
guint tsl_turn_order_snake_len  (guint n_players);

G_END_DECLS
