/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"
#include "tsl-catan-board.h"
#include "tsl-catan-view.h"
#include "tsl-catan-screenshot.h"

G_BEGIN_DECLS

/*
 * TslCatanViewModule: what one Catan module (a Traders & Barbarians
 * variant or scenario, two-player Catan, Catan Events) brings to the
 * table.  Each lives in ui/catan/modules/<name>/, whose meson.build adds
 * its name to the list that tsl-catan-view-modules.c is generated from;
 * the board, the player rows and the view call the hooks of the modules
 * a game plays and name none of them.  Every hook is optional.
 *
 * The view hooks get the module's own data (@data_size bytes, zeroed,
 * kept for the view's life) beside the view.
 */

/* Where on the board a module draws: the static layer is cached. */
typedef enum
{
  TSL_CATAN_LAYER_TERRAIN,      /* static: over the harbours, under the number tokens */
  TSL_CATAN_LAYER_TOKENS,       /* static: over the number tokens */
  TSL_CATAN_LAYER_UNDER_ROADS,  /* each frame, under the roads */
  TSL_CATAN_LAYER_PIECES,       /* each frame, over the buildings, under the robber */
  TSL_CATAN_LAYER_UNDER_TARGETS, /* each frame, under the legal spots */
  TSL_CATAN_LAYER_TARGETS,      /* each frame, over the legal spots */
} TslCatanBoardLayer;

/**
 * TslCatanBoardFrame:
 * @scale, @off_x, @off_y: the board's layout (unit to widget coordinates)
 * @colors: the owners' colours
 * @targets: the spots where a click is legal now
 * @marked_edges: the paths the view marked (a proposal being made)
 * @hover_path: an off-board path under the pointer, -1 for none
 */
typedef struct
{
  double                 scale;
  double                 off_x;
  double                 off_y;
  const GdkRGBA         *colors;
  guint                  n_colors;
  const TslCatanTargets *targets;
  const guint           *marked_edges;
  guint                  n_marked_edges;
  gint                   hover_path;
} TslCatanBoardFrame;

/* A point of the board's unit layout in the widget */
static inline void
tsl_catan_board_frame_point (const TslCatanBoardFrame *frame,
                             double                    ux,
                             double                    uy,
                             double                   *x,
                             double                   *y)
{
  *x = frame->off_x + ux * frame->scale;
  *y = frame->off_y + uy * frame->scale;
}

/* A special card in a player's row, shown while @held. */
typedef struct
{
  const char  *context;   /* msgctxt, or NULL */
  const char  *label;
  const char  *tooltip;   /* or NULL */
  gboolean   (*held) (const TslCatanInfo *info, guint seat);
} TslCatanRowBadge;

/* A line of a player's row; @text returns NULL when it has nothing to say. */
typedef struct
{
  const char  *tooltip;
  char      *(*text) (const TslCatanInfo *info, guint seat);
} TslCatanRowLine;

/* A question about one vertex or edge of the board */
typedef gboolean (*TslCatanSpotTest) (const TslCatanInfo *info,
                                      guint               index);

/* A move type's bit in the masks below */
#define TSL_CATAN_MOVE_BIT(type) (G_GUINT64_CONSTANT (1) << (type))

typedef struct _TslCatanViewModule TslCatanViewModule;

struct _TslCatanViewModule
{
  const char *name;
  gboolean  (*active)          (const TslCatanInfo *info);

  /* The board (tsl-catan-board.c) */
  void      (*draw)            (cairo_t                  *cr,
                                const TslCatanInfo       *info,
                                const TslCatanBoardFrame *frame,
                                TslCatanBoardLayer        layer);
  gboolean  (*draws_marked)    (const TslCatanInfo *info);   /* the marked paths are its own */
  /* A terrain of its own: TRUE when it drew @terrain's hex */
  gboolean  (*draw_terrain)    (cairo_t         *cr,
                                TslCatanTerrain  terrain,
                                double           cx,
                                double           cy,
                                double           size);
  TslCatanSpotTest hides_building;  /* a vertex's building it draws itself */
  TslCatanSpotTest turns_road;      /* a road drawn across its path (damaged, say) */
  TslCatanSpotTest marks_path;      /* a legal path it marks itself (its piece there glows) */
  /* Paths beyond the board's edges (TSL_CATAN_N_EDGES + i), clickable */
  guint       n_extra_paths;
  gboolean  (*extra_path)      (const TslCatanInfo *info,
                                guint               path,
                                double             *x1,
                                double             *y1,
                                double             *x2,
                                double             *y2);
  char     *(*extra_path_label) (const TslCatanInfo *info,
                                 guint               path);   /* 0 for its first */

  /* The player rows (tsl-catan-player-row.c) */
  const TslCatanRowBadge *badges;
  guint                   n_badges;
  const TslCatanRowLine  *lines;
  guint                   n_lines;
  /* Appends to the details line; returns the new text, freeing @detail */
  char     *(*row_detail)      (const TslCatanInfo *info,
                                guint               seat,
                                char               *detail);

  /* Its moves whose arg[0] is a vertex, an edge or a hex, as bits of
   * TslCatanAction: the board marks them (the last move, the hint), and
   * with click_moves a click on a legal spot sends them */
  guint64     spot_moves[3];
  guint64     click_moves[3];

  /* The results' column beside the points, instead of the knights played */
  const char *standing_label;  /* N_() */
  gint      (*standing)        (const TslCatanPlayerInfo *player);

  /* The dice: a module playing something else in their place */
  const char *roll_label;      /* the Roll button's mnemonic label, N_() */
  const char *roll_first;      /* why building waits for it, N_() */
  gboolean    gold;            /* its players hold gold, 2 of which buy a resource */
  gboolean    gold_in_trades;  /* gold is offered and asked for like a card */

  /* The view (tsl-catan-view*.c) */
  gsize       data_size;
  void      (*class_init)      (GtkWidgetClass *widget_class);
  void      (*init)            (TslCatanView *self,
                                gpointer      data);
  void      (*forget)          (TslCatanView *self,
                                gpointer      data);
  /* After each refresh, asked whether played or not: its widgets,
   * actions and hand tiles, shown or hidden */
  void      (*update)          (TslCatanView *self,
                                gpointer      data);
  /* After the dice changed, asked whether played or not */
  void      (*update_dice)     (TslCatanView *self,
                                gpointer      data,
                                gboolean      animate);
  void      (*bank_text)       (TslCatanView *self,
                                GString      *text);
  void      (*reset_step)      (TslCatanView *self,
                                gpointer      data);
  /* Adds its spots; TRUE when they are the only ones now */
  gboolean  (*targets)         (TslCatanView    *self,
                                gpointer         data,
                                TslCatanTargets *targets);
  /* The spots of its own move types, asked whether played or not */
  gboolean  (*move_spots)      (TslCatanView    *self,
                                const TslMove   *move,
                                TslCatanTargets *spots);
  /* A click: TRUE when the module handled it */
  gboolean  (*vertex_clicked)  (TslCatanView *self,
                                gpointer      data,
                                guint         vertex,
                                gboolean      legal);
  gboolean  (*edge_clicked)    (TslCatanView *self,
                                gpointer      data,
                                guint         edge,
                                gboolean      legal);
  gboolean  (*hex_clicked)     (TslCatanView *self,
                                gpointer      data,
                                guint         hex,
                                gboolean      legal);
  char     *(*describe_step)   (TslCatanView *self,
                                gpointer      data,
                                const char   *name);
  /* Asks the human actor its question; TRUE when it did */
  gboolean  (*prompt)          (TslCatanView *self,
                                gpointer      data);
  void      (*note_move)       (TslCatanView *self,
                                gpointer      data,
                                guint         index);
  /* Its moves whose outcome is news to the mover too (a card drawn) */
  guint64     outcome_moves;
  /* Whether @move is news to the person whose hand is shown */
  gboolean  (*notice_wanted)   (TslCatanView       *self,
                                const TslCatanInfo *before,
                                const TslMove      *move);

  /* `tessella --screenshot DIR`: its games played up to a moment, and
   * any other scene it shoots itself */
  const TslCatanScreenshotGame *scenes;
  guint                         n_scenes;
  gboolean  (*screenshots)     (TslWindow   *window,
                                TslEngine   *engine,
                                const char  *dir,
                                GError     **error);
};

/* tsl-catan-view-modules.c, generated from the list in ui/catan/modules */
extern const TslCatanViewModule * const tsl_catan_view_modules[];
extern const guint tsl_catan_view_n_modules;

/* The modules @info plays, in the list's order */
#define TSL_CATAN_VIEW_FOREACH_MODULE(i, m, info)                             \
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)                        \
    for (const TslCatanViewModule *m = tsl_catan_view_modules[i];             \
         m != NULL && (m->active == NULL || m->active (info)); m = NULL)

G_END_DECLS
