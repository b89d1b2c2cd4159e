/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

void tsl_catan_fishermen_art_lake   (cairo_t *cr,
                                     double   cx,
                                     double   cy,
                                     double   size);
void tsl_catan_fishermen_art_ground (cairo_t *cr,
                                     double   cx,
                                     double   cy,
                                     double   toward_x,
                                     double   toward_y,
                                     double   size,
                                     guint    number);
void tsl_catan_fishermen_art_boot   (cairo_t *cr,
                                     double   x,
                                     double   y,
                                     double   size);

G_END_DECLS
