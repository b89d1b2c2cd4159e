/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

/* Rivers of Catan on the board: drawings in unit coordinates (see
 * tsl-catan-geometry.h) mapped by @scale and the offsets. */
void tsl_catan_rivers_draw_static  (cairo_t            *cr,
                                    const TslCatanInfo *info,
                                    double              scale,
                                    double              off_x,
                                    double              off_y);
void tsl_catan_rivers_draw_bridges (cairo_t            *cr,
                                    const TslCatanInfo *info,
                                    double              scale,
                                    double              off_x,
                                    double              off_y);

G_END_DECLS
