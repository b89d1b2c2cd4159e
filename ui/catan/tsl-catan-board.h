/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

/**
 * TslCatanTargets:
 *
 * Where a click is legal: a bit per vertex, edge and land hex index.
 */
typedef struct
{
  guint64 vertices;
  guint64 edges[2];
  guint64 hexes;
} TslCatanTargets;

static inline void
tsl_catan_targets_add_vertex (TslCatanTargets *t, guint v) { t->vertices |= G_GUINT64_CONSTANT (1) << v; }
static inline void
tsl_catan_targets_add_edge (TslCatanTargets *t, guint e) { t->edges[e / 64] |= G_GUINT64_CONSTANT (1) << (e % 64); }
static inline void
tsl_catan_targets_add_hex (TslCatanTargets *t, guint h) { t->hexes |= G_GUINT64_CONSTANT (1) << h; }
static inline gboolean
tsl_catan_targets_has_vertex (const TslCatanTargets *t, guint v) { return v < 64 && (t->vertices >> v) & 1; }
static inline gboolean
tsl_catan_targets_has_edge (const TslCatanTargets *t, guint e) { return e < 128 && (t->edges[e / 64] >> (e % 64)) & 1; }
static inline gboolean
tsl_catan_targets_has_hex (const TslCatanTargets *t, guint h) { return h < 64 && (t->hexes >> h) & 1; }

#define TSL_TYPE_CATAN_BOARD (tsl_catan_board_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanBoard, tsl_catan_board, TSL, CATAN_BOARD, GtkWidget)

GtkWidget *tsl_catan_board_new          (void);
void       tsl_catan_board_set_info     (TslCatanBoard         *self,
                                         const TslCatanInfo    *info);
void       tsl_catan_board_set_colors   (TslCatanBoard         *self,
                                         const GdkRGBA         *colors,
                                         guint                  n_colors);
void       tsl_catan_board_set_targets  (TslCatanBoard         *self,
                                         const TslCatanTargets *targets,
                                         gint                   seat);
void       tsl_catan_board_set_hint     (TslCatanBoard         *self,
                                         const TslCatanTargets *hint);
TslCatanTargets tsl_catan_board_get_hint (TslCatanBoard        *self);
TslCatanTargets tsl_catan_board_get_targets (TslCatanBoard     *self);
void       tsl_catan_board_set_last_move (TslCatanBoard        *self,
                                          const TslCatanTargets *spots);
void       tsl_catan_board_set_marked_edges (TslCatanBoard     *self,
                                             const guint       *edges,
                                             guint              n_edges);
gboolean   tsl_catan_board_vertex_position (TslCatanBoard      *self,
                                            guint               vertex,
                                            double             *x,
                                            double             *y);
void       tsl_catan_board_invalidate_cache (TslCatanBoard     *self);
void       tsl_catan_board_draw_preview (cairo_t               *cr,
                                         const TslCatanInfo    *info,
                                         double                 width,
                                         double                 height);

G_END_DECLS
