/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"
#include "tsl-catan-board.h"
#include "tsl-catan-view-module.h"

G_BEGIN_DECLS

/* Traders & Barbarians on the board: the destinations' buildings (static
 * layer), their paths, the barbarians, the wagons and the wagon's steps
 * with their cost (drawn over the board's targets each frame). */

void     tsl_catan_traders_art_destination (cairo_t              *cr,
                                            TslCatanTerrain       terrain,
                                            double                cx,
                                            double                cy,
                                            double                size);
gboolean tsl_catan_traders_node_point      (const TslCatanInfo   *info,
                                            guint                 node,
                                            double               *ux,
                                            double               *uy);
gboolean tsl_catan_traders_path_points     (const TslCatanInfo   *info,
                                            guint                 path,
                                            double               *x1,
                                            double               *y1,
                                            double               *x2,
                                            double               *y2);
void     tsl_catan_traders_draw            (cairo_t                    *cr,
                                            const TslCatanInfo         *info,
                                            const TslCatanBoardFrame *frame);

G_END_DECLS
