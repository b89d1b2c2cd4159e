/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-game-view.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_VIEW (tsl_catan_view_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanView, tsl_catan_view, TSL, CATAN_VIEW, TslGameView)

void        tsl_catan_view_draw_preview  (cairo_t      *cr,
                                          double        width,
                                          double        height);
GtkWidget  *tsl_catan_view_get_board     (TslCatanView *self);
gint        tsl_catan_view_get_hand_seat (TslCatanView *self);
GtkWindow  *tsl_catan_view_open_trade    (TslCatanView *self);
char       *tsl_catan_view_describe_path     (TslCatanView *self,
                                              guint         path);
gboolean    tsl_catan_view_is_private    (TslCatanView *self);
GtkWidget  *tsl_catan_view_get_player_row (TslCatanView *self,
                                           guint         seat);
gboolean    tsl_catan_view_click_vertex  (TslCatanView *self,
                                          guint         index);
gboolean    tsl_catan_view_click_edge    (TslCatanView *self,
                                          guint         index);
gboolean    tsl_catan_view_click_hex     (TslCatanView *self,
                                          guint         index);

G_END_DECLS
