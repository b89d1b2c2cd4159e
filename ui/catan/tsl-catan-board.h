/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan-model.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_BOARD (tsl_catan_board_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanBoard, tsl_catan_board, TSL, CATAN_BOARD, GtkWidget)

GtkWidget *tsl_catan_board_new          (void);
void       tsl_catan_board_set_model    (TslCatanBoard       *self,
                                         const TslCatanModel *model);
void       tsl_catan_board_set_colors   (TslCatanBoard       *self,
                                         const GdkRGBA       *colors,
                                         guint                n_colors);
void       tsl_catan_board_set_targets  (TslCatanBoard       *self,
                                         GHashTable          *vertices,
                                         GHashTable          *edges,
                                         GHashTable          *hexes,
                                         gint                 seat);
void       tsl_catan_board_set_marked_edges (TslCatanBoard   *self,
                                             const guint     *edge_keys,
                                             guint            n_keys);
gboolean   tsl_catan_board_vertex_position (TslCatanBoard    *self,
                                            guint             key,
                                            double           *x,
                                            double           *y);
void       tsl_catan_board_invalidate_cache (TslCatanBoard   *self);

G_END_DECLS
