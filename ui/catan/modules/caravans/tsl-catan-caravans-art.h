/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

void tsl_catan_draw_caravans (cairo_t            *cr,
                              const TslCatanInfo *info,
                              const double       *vx,
                              const double       *vy,
                              double              oasis_x,
                              double              oasis_y,
                              double              size,
                              const guint        *proposed,
                              guint               n_proposed);

G_END_DECLS
