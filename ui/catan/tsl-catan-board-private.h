/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-board.h"
#include "tsl-catan-view-module.h"

G_BEGIN_DECLS

/* The board's parts shared by its files: tsl-catan-board.c (layout, the
 * static picture, pieces, clicks) and tsl-catan-board-targets.c (the
 * marks drawn on top: legal spots, hover, the hint). */

typedef enum
{
  HIT_NONE,
  HIT_VERTEX,
  HIT_EDGE,
  HIT_HEX,
} HitKind;

typedef struct
{
  guint  index;
  double x;
  double y;
} Spot;

struct _TslCatanBoard
{
  GtkWidget            parent_instance;

  TslCatanInfo         info;
  gboolean             has_info;
  Spot                 vertices[TSL_CATAN_N_VERTICES];
  Spot                 edges[TSL_CATAN_N_EDGES];   /* at the midpoints */
  Spot                 paths[4 * TSL_CATAN_TB_DESTINATIONS];   /* the modules' paths off the board */
  guint                n_paths;
  double               min_x, min_y, max_x, max_y;

  GdkRGBA              colors[TSL_MAX_PLAYERS];
  TslCatanTargets      targets;
  gint                 target_seat;
  guint                marked_edges[2];
  guint                n_marked_edges;
  TslCatanTargets      hint;            /* where the hint's move goes */
  TslCatanTargets      last_move;       /* where the last move went */

  HitKind              hover_kind;
  guint                hover_index;

  /* Layout: unit coordinates to widget coordinates. */
  double               scale;
  double               off_x;
  double               off_y;

  GdkTexture          *cache;
  cairo_surface_t     *cache_surface;
  cairo_surface_t     *frame_surface;
  gboolean             frame_dirty;     /* pieces, targets or hover changed */
  int                  cache_width;
  int                  cache_height;
  int                  cache_scale;
  double               cache_layout[3];   /* scale, off_x, off_y it was drawn with */
  guint                rebuild_id;
};

static inline void
to_widget (TslCatanBoard *self,
           double         ux,
           double         uy,
           double        *x,
           double        *y)
{
  *x = self->off_x + ux * self->scale;
  *y = self->off_y + uy * self->scale;
}

static inline void
vertex_widget_point (TslCatanBoard *self,
                     guint          vertex,
                     double        *x,
                     double        *y)
{
  to_widget (self, self->vertices[vertex].x, self->vertices[vertex].y, x, y);
}

static inline void
edge_widget_points (TslCatanBoard *self,
                    guint          edge,
                    double        *x1,
                    double        *y1,
                    double        *x2,
                    double        *y2)
{
  const guint16 *ends = tsl_catan_hex_topology ()->edge_vertices[edge];

  vertex_widget_point (self, ends[0], x1, y1);
  vertex_widget_point (self, ends[1], x2, y2);
}

void _tsl_catan_board_draw_targets (TslCatanBoard *self,
                                    cairo_t       *cr);

/* Whether a module played says so of a vertex or an edge, asked through
 * its hook (a TslCatanSpotTest of TslCatanViewModule) */
gboolean _tsl_catan_board_modules_say (const TslCatanInfo *info,
                                       gsize               hook,
                                       guint               index);
#define TSL_CATAN_BOARD_MODULES_SAY(info, hook, index) \
  _tsl_catan_board_modules_say ((info), G_STRUCT_OFFSET (TslCatanViewModule, hook), (index))
void _tsl_catan_board_draw_modules (TslCatanBoard      *self,
                                    cairo_t            *cr,
                                    TslCatanBoardLayer  layer);

G_END_DECLS
