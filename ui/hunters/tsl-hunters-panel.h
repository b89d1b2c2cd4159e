/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-game.h"
#include "tsl-hunters-art.h"
#include "tsl-hunters-game.h"

G_BEGIN_DECLS

/* The side panel's pieces and the victory screen: plain widgets filled
 * from the model, so that the view file keeps to its life cycle. */

GtkWidget *tsl_hunters_player_row_new     (void);
void       tsl_hunters_player_row_update  (GtkWidget                *row,
                                           const char               *name,
                                           const GdkRGBA            *color,
                                           const TslHuntersTablePlayer *player,
                                           gboolean                  current,
                                           gboolean                  thinking);

void       tsl_hunters_draw_score_track   (cairo_t                  *cr,
                                           double                    width,
                                           double                    height,
                                           const TslHuntersTable    *model,
                                           const GdkRGBA            *colors,
                                           const GdkRGBA            *fg);
void       tsl_hunters_draw_legend        (GtkWidget                *widget,
                                           cairo_t                  *cr,
                                           double                    width,
                                           double                    height);
void       tsl_hunters_draw_preview       (cairo_t                  *cr,
                                           double                    width,
                                           double                    height);

void       tsl_hunters_victory_fill       (GtkGrid                  *grid,
                                           GtkLabel                 *title,
                                           GtkLabel                 *subtitle,
                                           TslGame                  *game,
                                           const TslHuntersTable    *model,
                                           const GdkRGBA            *colors);

G_END_DECLS
