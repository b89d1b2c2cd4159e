/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-hunters-catalog.h"

G_BEGIN_DECLS

/* The figures a player sets on a tile, as the contract names them. */
typedef enum
{
  TSL_HUNTERS_FIGURE_GATHERER,
  TSL_HUNTERS_FIGURE_FISHER,
  TSL_HUNTERS_FIGURE_HUNTER,
  TSL_HUNTERS_FIGURE_HUT,
  TSL_HUNTERS_N_FIGURES,
} TslHuntersFigure;

const TslHuntersCatalog *tsl_hunters_art_catalog     (void);
const TslHuntersTile    *tsl_hunters_art_lookup      (const char              *kind);

gboolean    tsl_hunters_figure_parse     (const char        *name,
                                          TslHuntersFigure  *figure);
const char *tsl_hunters_figure_name      (TslHuntersFigure   figure);
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
void        tsl_hunters_art_region_path  (cairo_t               *cr,
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
