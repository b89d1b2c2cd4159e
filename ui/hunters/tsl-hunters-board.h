/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-hunters-art.h"
#include "tsl-hunters-game.h"

G_BEGIN_DECLS

/* A cell where the drawn tile may go, with a bit per fitting rotation
 * (bit i: i quarter turns clockwise). */
typedef struct
{
  gint  x, y;
  guint rotations;
} TslHuntersCell;

/* A figure the player may set on the tile just placed. */
typedef struct
{
  TslHuntersFigure figure;
  guint            region;
} TslHuntersOption;

#define TSL_HUNTERS_BOARD_MAX_CELLS   256
#define TSL_HUNTERS_BOARD_MAX_OPTIONS 24

#define TSL_TYPE_HUNTERS_BOARD (tsl_hunters_board_get_type ())
G_DECLARE_FINAL_TYPE (TslHuntersBoard, tsl_hunters_board, TSL, HUNTERS_BOARD, GtkWidget)

GtkWidget *tsl_hunters_board_new                (void);
void       tsl_hunters_board_set_table          (TslHuntersBoard        *self,
                                                 const TslHuntersTable  *table);
void       tsl_hunters_board_set_colors         (TslHuntersBoard        *self,
                                                 const GdkRGBA          *colors,
                                                 guint                   n);
void       tsl_hunters_board_set_placements     (TslHuntersBoard        *self,
                                                 const TslHuntersTile   *tile,
                                                 const TslHuntersCell   *cells,
                                                 guint                   n_cells);
void       tsl_hunters_board_set_rotation       (TslHuntersBoard        *self,
                                                 guint                   rotation);
void       tsl_hunters_board_set_figure_options (TslHuntersBoard        *self,
                                                 gint                    x,
                                                 gint                    y,
                                                 const TslHuntersOption *options,
                                                 guint                   n_options);
void       tsl_hunters_board_set_hint           (TslHuntersBoard        *self,
                                                 const TslMove          *move);
gboolean   tsl_hunters_board_get_hint           (TslHuntersBoard        *self,
                                                 TslMove                *move);
gint       tsl_hunters_board_region_at          (TslHuntersBoard        *self,
                                                 double                  sx,
                                                 double                  sy);
gboolean   tsl_hunters_board_region_point       (TslHuntersBoard        *self,
                                                 guint                   region,
                                                 double                 *sx,
                                                 double                 *sy);
void       tsl_hunters_board_hover              (TslHuntersBoard        *self,
                                                 double                  sx,
                                                 double                  sy);
void       tsl_hunters_board_click              (TslHuntersBoard        *self,
                                                 double                  sx,
                                                 double                  sy);
gboolean   tsl_hunters_board_choose             (TslHuntersBoard        *self,
                                                 TslHuntersFigure        figure);
GtkWidget *tsl_hunters_board_get_choice_popover (TslHuntersBoard        *self);
void       tsl_hunters_board_add_popup          (TslHuntersBoard        *self,
                                                 double                  bx,
                                                 double                  by,
                                                 const char             *text,
                                                 const GdkRGBA          *color);
guint      tsl_hunters_board_get_n_popups       (TslHuntersBoard        *self);
gboolean   tsl_hunters_board_shown_rotation     (TslHuntersBoard        *self,
                                                 gint                    x,
                                                 gint                    y,
                                                 guint                  *rotation);
gboolean   tsl_hunters_board_activate_cell      (TslHuntersBoard        *self,
                                                 gint                    x,
                                                 gint                    y);
void       tsl_hunters_board_get_cursor         (TslHuntersBoard        *self,
                                                 gint                   *x,
                                                 gint                   *y);
double     tsl_hunters_board_get_zoom           (TslHuntersBoard        *self);
void       tsl_hunters_board_zoom               (TslHuntersBoard        *self,
                                                 double                  factor);
void       tsl_hunters_board_invalidate_cache   (TslHuntersBoard        *self);

G_END_DECLS
