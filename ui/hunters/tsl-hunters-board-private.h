/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-hunters-board.h"

G_BEGIN_DECLS

/* Shared by the board's files: its life cycle and geometry
 * (tsl-hunters-board.c), its drawing (tsl-hunters-board-draw.c) and its
 * input (tsl-hunters-board-input.c). */

#define MIN_ZOOM       28.0
#define MAX_ZOOM       320.0
#define FIT_MAX_ZOOM   240.0
#define POPUP_USEC     (3200 * G_TIME_SPAN_MILLISECOND)
#define REBUILD_MS     150

typedef struct
{
  double   bx, by;        /* board coordinates, tile units */
  char    *text;
  GdkRGBA  color;
  gint64   start;
} TslHuntersBoardPopup;

struct _TslHuntersBoard
{
  GtkWidget             parent_instance;

  TslHuntersTable       table;
  GdkRGBA               colors[TSL_HUNTERS_MAX_PLAYERS];

  const TslHuntersTile *drawn;
  guint                 rotation;
  guint                 n_cells;
  TslHuntersCell        cells[TSL_HUNTERS_BOARD_MAX_CELLS];

  gboolean              has_options;
  gint                  option_x, option_y;
  guint                 n_options;
  TslHuntersOption      options[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  gint                  selected_option;   /* by the keyboard, or -1 */
  gint                  hover_region;      /* an offered region under the pointer, or -1 */
  GtkWidget            *choice_popover;    /* two figures for one region */

  /* The hint's move (TSL_HUNTERS_MOVE_PLACE or _FIGURE), if one is shown. */
  gboolean              has_hint;
  TslMove               hint;

  /* View: the board point at the widget's centre and pixels per tile. */
  double                center_x, center_y;
  double                zoom;
  gboolean              auto_fit;
  double                drag_x, drag_y;
  double                pinch_zoom;
  gboolean              dragged;

  gboolean              hovering;
  gint                  hover_x, hover_y;
  gint                  cursor_x, cursor_y;
  gboolean              cursor_shown;

  GArray               *popups;
  guint                 expire_id;

  GHashTable           *cache;       /* kind * 4 + quarters + 1 -> GdkTexture */
  int                   cache_px;
  guint                 rebuild_id;
};

enum
{
  SIGNAL_TILE_CHOSEN,
  SIGNAL_FIGURE_CHOSEN,
  SIGNAL_ROTATE_REQUESTED,
  SIGNAL_SKIP_REQUESTED,
  N_SIGNALS
};

extern guint _tsl_hunters_board_signals[N_SIGNALS];

/* tsl-hunters-board.c */
void                  _tsl_hunters_board_fit              (TslHuntersBoard *self);
void                  _tsl_hunters_board_to_screen        (TslHuntersBoard *self,
                                                           double           bx,
                                                           double           by,
                                                           double          *sx,
                                                           double          *sy);
void                  _tsl_hunters_board_to_board         (TslHuntersBoard *self,
                                                           double           sx,
                                                           double           sy,
                                                           double          *bx,
                                                           double          *by);
const TslHuntersCell *_tsl_hunters_board_find_cell        (TslHuntersBoard *self,
                                                           gint             x,
                                                           gint             y);

/* tsl-hunters-board-draw.c */
void                  _tsl_hunters_board_snapshot         (GtkWidget       *widget,
                                                           GtkSnapshot     *snapshot);
void                  _tsl_hunters_board_clear_cache      (TslHuntersBoard *self);

/* tsl-hunters-board.c, figures on offer */
const char           *_tsl_hunters_board_option_label     (TslHuntersBoard *self,
                                                           guint            index);
guint                 _tsl_hunters_board_region_options   (TslHuntersBoard *self,
                                                           gint             region,
                                                           guint           *indices);

/* tsl-hunters-board-input.c */
void                  _tsl_hunters_board_init_input       (TslHuntersBoard *self);

G_END_DECLS
