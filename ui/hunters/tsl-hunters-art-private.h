/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-hunters-art.h"

G_BEGIN_DECLS

/* Shared by the tile drawing (tsl-hunters-art.c), its geometry
 * (tsl-hunters-art-geometry.c) and the pictures (tsl-hunters-art-pictures.c). */

/* A point in tile units: [0, 1] squared, y to the south. */
typedef struct { double x, y; } TslHuntersPoint;

/* The meadows' open places on one tile kind (see compute_meadow_spots). */
typedef struct
{
  gboolean        done;
  TslHuntersPoint picture[TSL_HUNTERS_MAX_REGIONS];
  TslHuntersPoint figure[TSL_HUNTERS_MAX_REGIONS];
} TslHuntersMeadowSpots;

/* tsl-hunters-art-geometry.c */
guint                        _tsl_hunters_art_forest_edge_samples (const TslHuntersRegion *r,
                                                                   TslHuntersPoint        *out,
                                                                   guint                   max);
void                         _tsl_hunters_art_forest_path         (cairo_t                *cr,
                                                                   const TslHuntersRegion *r);
TslHuntersPoint              _tsl_hunters_art_lake_center         (const TslHuntersTile   *tile,
                                                                   guint                   lake);
double                       _tsl_hunters_art_lake_radius         (const TslHuntersTile   *tile,
                                                                   guint                   lake);
const TslHuntersMeadowSpots *_tsl_hunters_art_meadow_spots        (const TslHuntersTile   *tile);
TslHuntersPoint              _tsl_hunters_art_meadow_spot         (const TslHuntersTile   *tile,
                                                                   const TslHuntersRegion *r);
TslHuntersPoint              _tsl_hunters_art_position_mid        (guint                   position);
TslHuntersPoint              _tsl_hunters_art_region_spot_ref     (const TslHuntersTile   *tile,
                                                                   guint                   region);
void                         _tsl_hunters_art_river_curve         (const TslHuntersTile   *tile,
                                                                   const TslHuntersRegion *r,
                                                                   TslHuntersPoint        *pts);
TslHuntersPoint              _tsl_hunters_art_rotate_pt           (TslHuntersPoint         p,
                                                                   guint                   quarters);

/* tsl-hunters-art.c */
void _tsl_hunters_art_set_hex      (cairo_t *cr,
                                    guint    rgb,
                                    double   alpha);

/* tsl-hunters-art-pictures.c */
void _tsl_hunters_art_outline_fill (cairo_t *cr,
                                    guint    fill,
                                    double   line);
void _tsl_hunters_art_volcano      (cairo_t *cr,
                                    double   x,
                                    double   y,
                                    double   size);
void _tsl_hunters_art_fire         (cairo_t *cr,
                                    double   x,
                                    double   y,
                                    double   size);
void _tsl_hunters_art_dolmen       (cairo_t *cr,
                                    double   x,
                                    double   y,
                                    double   size);

G_END_DECLS
