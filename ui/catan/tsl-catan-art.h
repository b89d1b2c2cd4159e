/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

/* Procedural Catan art in Cairo: everything is vector drawing at the size
 * asked for, so the board is crisp at any scale.  Sizes are a hex's
 * centre-to-corner distance in device units. */

void tsl_catan_art_hex_path      (cairo_t       *cr,
                                  double         cx,
                                  double         cy,
                                  double         size);
void tsl_catan_art_terrain       (cairo_t       *cr,
                                  TslCatanTerrain     terrain,
                                  double         cx,
                                  double         cy,
                                  double         size,
                                  guint          variation);
void tsl_catan_art_token         (cairo_t       *cr,
                                  gint           number,
                                  double         cx,
                                  double         cy,
                                  double         size);
void tsl_catan_art_harbor        (cairo_t       *cr,
                                  const double   pier_a[2],
                                  const double   pier_b[2],
                                  const double   badge[2],
                                  double         size,
                                  gint           resource);
void tsl_catan_art_robber        (cairo_t       *cr,
                                  double         cx,
                                  double         cy,
                                  double         size);
void tsl_catan_art_settlement    (cairo_t       *cr,
                                  double         x,
                                  double         y,
                                  double         size,
                                  const GdkRGBA *color);
void tsl_catan_art_city          (cairo_t       *cr,
                                  double         x,
                                  double         y,
                                  double         size,
                                  const GdkRGBA *color);
void tsl_catan_art_road          (cairo_t       *cr,
                                  double         x1,
                                  double         y1,
                                  double         x2,
                                  double         y2,
                                  double         size,
                                  const GdkRGBA *color);
void tsl_catan_art_path_target   (cairo_t       *cr,
                                  double         x1,
                                  double         y1,
                                  double         x2,
                                  double         y2,
                                  double         size,
                                  gboolean       hover);
void tsl_catan_art_resource_icon (cairo_t       *cr,
                                  TslCatanResource    resource,
                                  double         x,
                                  double         y,
                                  double         size);
void tsl_catan_art_die           (cairo_t       *cr,
                                  double         x,
                                  double         y,
                                  double         size,
                                  gint           value);
void tsl_catan_art_camel         (cairo_t       *cr,
                                  double         x,
                                  double         y,
                                  double         size,
                                  double         angle,
                                  double         alpha);
void tsl_catan_art_camel_point   (cairo_t       *cr,
                                  double         x,
                                  double         y,
                                  double         size);
void tsl_catan_art_terrain_color (TslCatanTerrain     terrain,
                                  GdkRGBA       *rgba);

G_END_DECLS
