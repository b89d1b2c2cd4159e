/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-game-view.h"
#include "tsl-hunters.h"

G_BEGIN_DECLS

#define TSL_TYPE_HUNTERS_VIEW (tsl_hunters_view_get_type ())
G_DECLARE_FINAL_TYPE (TslHuntersView, tsl_hunters_view, TSL, HUNTERS_VIEW, TslGameView)

GtkWidget  *tsl_hunters_view_get_board          (TslHuntersView *self);
guint       tsl_hunters_view_get_rotation       (TslHuntersView *self);
gboolean    tsl_hunters_view_is_showing_victory (TslHuntersView *self);
gboolean    tsl_hunters_view_place_tile         (TslHuntersView *self,
                                                 gint            x,
                                                 gint            y);
gboolean    tsl_hunters_view_place_figure       (TslHuntersView   *self,
                                                 TslHuntersFigure  figure,
                                                 guint             region);
gboolean    tsl_hunters_view_skip_figure        (TslHuntersView *self);
guint       tsl_hunters_view_get_n_options      (TslHuntersView *self);

G_END_DECLS
