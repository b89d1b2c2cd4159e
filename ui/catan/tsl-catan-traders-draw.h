/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"
#include "tsl-catan-board.h"

G_BEGIN_DECLS

/* Traders & Barbarians on the board: the destinations' buildings (static
 * layer), their paths, the barbarians, the wagons and the wagon's steps
 * with their cost (drawn over the board's targets each frame). */

/**
 * TslCatanTradersFrame:
 * @scale, @off_x, @off_y: the board's layout (unit to widget coordinates)
 * @colors: the owners' colours
 * @targets: the spots where a click is legal now
 * @hover_path: the destination path under the pointer (72..83), -1 for none
 */
typedef struct
{
  double                 scale;
  double                 off_x;
  double                 off_y;
  const GdkRGBA         *colors;
  guint                  n_colors;
  const TslCatanTargets *targets;
  gint                   hover_path;
} TslCatanTradersFrame;

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
                                            const TslCatanTradersFrame *frame);

G_END_DECLS
