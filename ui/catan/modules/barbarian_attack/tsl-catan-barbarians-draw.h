/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"
#include "tsl-catan-board.h"

G_BEGIN_DECLS

/* Barbarian Attack on the board: the castle with its coloured sides, the
 * coast ring, barbarians, pillaged hexes and buildings, knights.  Unit
 * coordinates map to the widget by @size (the scale) and @off_x, @off_y. */

void     tsl_catan_art_castle               (cairo_t            *cr,
                                             double              cx,
                                             double              cy,
                                             double              size);
void     tsl_catan_barbarians_draw_static   (cairo_t            *cr,
                                             const TslCatanInfo *info,
                                             double              size,
                                             double              off_x,
                                             double              off_y);
void     tsl_catan_barbarians_draw          (cairo_t            *cr,
                                             const TslCatanInfo *info,
                                             double              size,
                                             double              off_x,
                                             double              off_y,
                                             const GdkRGBA      *colors,
                                             guint               n_colors,
                                             const TslCatanTargets *targets,
                                             const guint        *picked_edges,
                                             guint               n_picked);
gboolean tsl_catan_barbarians_hides_building (const TslCatanInfo *info,
                                              guint               vertex);
void     tsl_catan_colour_die_rgba          (guint               colour,
                                             GdkRGBA            *rgba);

G_END_DECLS
