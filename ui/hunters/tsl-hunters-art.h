/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-hunters.h"

G_BEGIN_DECLS

const char *tsl_hunters_figure_label     (TslHuntersFigure   figure);
const char *tsl_hunters_animal_label     (TslHuntersAnimal   animal);

void        tsl_hunters_art_tile         (cairo_t               *cr,
                                          const TslHuntersTile  *tile,
                                          guint                  rotation,
                                          double                 x,
                                          double                 y,
                                          double                 size);
void        tsl_hunters_art_region_spot  (const TslHuntersTile  *tile,
                                          guint                  region,
                                          guint                  rotation,
                                          double                *x,
                                          double                *y);
gint        tsl_hunters_art_region_at    (const TslHuntersTile  *tile,
                                          guint                  rotation,
                                          double                 x,
                                          double                 y);
void        tsl_hunters_art_region_fill  (cairo_t               *cr,
                                          const TslHuntersTile  *tile,
                                          guint                  region,
                                          guint                  rotation,
                                          double                 x,
                                          double                 y,
                                          double                 size);
void        tsl_hunters_art_figure       (cairo_t               *cr,
                                          TslHuntersFigure       figure,
                                          double                 x,
                                          double                 y,
                                          double                 size,
                                          const GdkRGBA         *color);
void        tsl_hunters_art_animal       (cairo_t               *cr,
                                          TslHuntersAnimal       animal,
                                          double                 x,
                                          double                 y,
                                          double                 size);
void        tsl_hunters_art_fish         (cairo_t               *cr,
                                          double                 x,
                                          double                 y,
                                          double                 size);
void        tsl_hunters_art_nugget       (cairo_t               *cr,
                                          double                 x,
                                          double                 y,
                                          double                 size);
void        tsl_hunters_art_mushrooms    (cairo_t               *cr,
                                          double                 x,
                                          double                 y,
                                          double                 size);

G_END_DECLS
