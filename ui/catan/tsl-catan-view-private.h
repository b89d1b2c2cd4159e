/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan.h"
#include "tsl-catan-board.h"
#include "tsl-catan-view.h"
#include "tsl-catan-view-module.h"
#include "tsl-choice-prompt.h"
#include "tsl-game.h"

G_BEGIN_DECLS

#define TSL_CATAN_VIEW_N_TILES 5   /* the base game's card tiles beside the resources */

/* What the board's clicks currently mean. */
typedef enum
{
  MODE_ALL,             /* every legal spot of the current step */
  MODE_ROAD,
  MODE_SETTLEMENT,
  MODE_CITY,
  MODE_KNIGHT,
  MODE_ROAD_BUILDING,
  MODE_MOVE,            /* a module's move on a spot: mode_move at mode_kind */
} ViewMode;

struct _TslCatanView
{
  TslGameView    parent_instance;

  /* Template children */
  GtkWidget     *view_stack;
  GtkWidget     *status_label;
  GtkWidget     *thinking_spinner;
  GtkWidget     *board;
  GtkWidget     *dice;
  GtkWidget     *dice_label;
  GtkWidget     *dice_box;      /* the dice, and what a module shows beside or instead */
  GtkWidget     *players_box;
  GtkWidget     *bank_label;
  GtkWidget     *log_scroll;
  GtkWidget     *log_list;
  GtkWidget     *hand_owner_label;
  GtkWidget     *hand;
  GtkWidget     *knight_button;
  GtkWidget     *road_building_button;
  GtkWidget     *year_of_plenty_button;
  GtkWidget     *monopoly_button;
  GtkWidget     *card_tiles;
  GtkWidget     *bar_icons[6];  /* the action bar's: road, settlement, city, trade, roll, end */
  guint          n_bar_icons;
  GtkWidget     *roll_label;    /* the Roll button's, a module may name it otherwise */
  GtkWidget     *tiles[TSL_CATAN_VIEW_N_TILES];  /* tsl-catan-view-tiles.c: one per kind of card held */
  GtkWidget     *road_button;
  GtkWidget     *settlement_button;
  GtkWidget     *city_button;
  GtkWidget     *dev_button;
  GtkWidget     *trade_button;
  GtkWidget     *roll_button;
  GtkWidget     *end_turn_button;
  GtkWidget     *done_button;
  GtkWidget     *module_actions;  /* the modules' buttons in the action bar */
  GtkWidget     *module_box;      /* the modules' panels in the side column */
  GtkWidget     *privacy_box;
  GtkWidget     *privacy_label;
  GtkWidget     *privacy_button;
  GtkWidget     *victory;

  GtkWidget     *player_rows[TSL_MAX_PLAYERS];
  GdkRGBA        colors[TSL_MAX_PLAYERS];

  TslSession    *session;       /* the base view's, borrowed */
  TslGame       *game;          /* the session's */
  GSettings     *settings;      /* nullable */
  TslCatanInfo   info;          /* read from the viewer's redacted view */
  gboolean       has_info;
  TslMoveList    legal;         /* the human actor's legal moves */
  gboolean       has_legal;     /* FALSE: a computer acts, or the game is over */
  guint64        legal_types;   /* bit per TslCatanAction in legal */
  gint           actor;
  gint           viewer;        /* whose hand is shown */
  gint           revealed;      /* the human who confirmed the privacy screen */
  ViewMode       mode;
  guint          picked_edges[2];
  guint          n_picked_edges;
  TslMove        mode_move;     /* MODE_MOVE: the move a click sends, arg[0] the spot */
  char           mode_kind;     /* MODE_MOVE: 'v', 'e' or 'h' */
  gboolean       mode_locks_turn;
  char          *mode_status;   /* MODE_MOVE: the status line */
  guint          prompt_idle;   /* asks again after a question went without a move */
  gint           victim_hex;    /* the robber's hex while its victim is asked, -1 */
  TslCatanAction victim_type;
  GtkWidget     *more_button;   /* the overflow menu of rare actions */
  GtkWidget     *more_popover;
  GtkWidget     *more_box;
  GtkWidget     *bottom_bar;

  GtkWindow     *trade_dialog;
  GtkWindow     *discard_dialog;
  GtkWidget     *prompt;        /* TslChoicePrompt: a victim, resource or answer being asked */
  gpointer      *module_data;   /* each module's, in the list's order */
};

/* tsl-catan-view.c */
void      _tsl_catan_view_refresh      (TslCatanView *self);
gboolean  _tsl_catan_view_apply        (TslCatanView   *self,
                                        TslMove        *move);
gboolean  _tsl_catan_view_has_legal    (TslCatanView   *self,
                                        TslCatanAction  type);
const TslMove *_tsl_catan_view_find_legal (TslCatanView   *self,
                                           TslCatanAction  type);
const char *_tsl_catan_view_seat_name  (TslCatanView *self,
                                        gint          seat);

/* tsl-catan-view-play.c */
gboolean    _tsl_catan_view_usable               (TslCatanView *self);
gboolean    _tsl_catan_view_apply_copy           (TslCatanView   *self,
                                                  const TslMove  *move);
TslMove     _tsl_catan_view_candidate            (TslCatanView   *self,
                                                  TslCatanAction  type);
void        _tsl_catan_view_ask                  (TslCatanView       *self,
                                                  const char         *primary,
                                                  const char         *secondary,
                                                  const char * const *labels,
                                                  gboolean            cancellable,
                                                  TslChoiceCallback   callback,
                                                  gpointer            user_data);
gboolean    _tsl_catan_view_asking               (TslCatanView *self);
gboolean    _tsl_catan_view_rob_seat             (TslCatanView *self,
                                                  gint          seat);
void        _tsl_catan_view_finish_road_building (TslCatanView *self);
void      _tsl_catan_view_update_targets  (TslCatanView   *self);
void      _tsl_catan_view_move_spots      (TslCatanView    *self,
                                           const TslMove   *move,
                                           TslCatanTargets *spots);
void      _tsl_catan_view_update_controls (TslCatanView   *self);
char     *_tsl_catan_view_describe_step   (TslCatanView   *self);
void      _tsl_catan_view_vertex_clicked  (TslCatanView   *self,
                                           guint           vertex,
                                           gboolean        legal);
void      _tsl_catan_view_edge_clicked    (TslCatanView   *self,
                                           guint           edge,
                                           gboolean        legal);
void      _tsl_catan_view_hex_clicked     (TslCatanView   *self,
                                           guint           hex,
                                           gboolean        legal);

/* tsl-catan-view-tiles.c */
void      _tsl_catan_view_tiles_init      (TslCatanView   *self);
void      _tsl_catan_view_tiles_update    (TslCatanView   *self,
                                           gboolean        hidden);

/* tsl-catan-view-reasons.c */
extern const guint8 _tsl_catan_view_road_cost[TSL_CATAN_N_RESOURCES];
extern const guint8 _tsl_catan_view_settlement_cost[TSL_CATAN_N_RESOURCES];
extern const guint8 _tsl_catan_view_city_cost[TSL_CATAN_N_RESOURCES];
extern const guint8 _tsl_catan_view_dev_cost[TSL_CATAN_N_RESOURCES];
void      _tsl_catan_view_explain_controls (TslCatanView  *self);
void      _tsl_catan_view_explain_disabled (GtkWidget     *button,
                                            gboolean       enabled,
                                            char          *reason);

/* tsl-catan-view-notice.c */
void      _tsl_catan_view_notice_action   (TslCatanView       *self,
                                           const TslCatanInfo *before,
                                           gint                before_viewer,
                                           guint               index);

/* tsl-catan-view-choice.c */
typedef void (*TslCatanViewSpotNext) (TslCatanView *self);
char     *_tsl_catan_view_hex_label  (const TslCatanInfo   *info,
                                      guint                 hex);
char     *_tsl_catan_view_path_label (const TslCatanInfo   *info,
                                      guint                 edge);
void      _tsl_catan_view_ask_moves  (TslCatanView         *self,
                                      const char           *primary,
                                      const char           *secondary,
                                      GArray               *moves,
                                      GStrvBuilder         *labels,
                                      gboolean              cancellable);
void      _tsl_catan_view_ask_spots  (TslCatanView         *self,
                                      const char           *primary,
                                      GArray               *spots,
                                      gboolean              hexes,
                                      TslCatanViewSpotNext  next);

/* tsl-catan-view-modules-api.c: what the core offers the modules */
gpointer   _tsl_catan_view_module_data  (TslCatanView             *self,
                                         const TslCatanViewModule *module);
GtkWidget *_tsl_catan_view_add_action   (TslCatanView *self,
                                         const char   *label,
                                         const char   *action,
                                         const char   *tooltip);
GtkWidget *_tsl_catan_view_add_overflow (TslCatanView *self,
                                         const char   *label,
                                         const char   *action,
                                         const char   *tooltip);
void       _tsl_catan_view_add_panel    (TslCatanView *self,
                                         GtkWidget    *panel);
void       _tsl_catan_view_add_dice     (TslCatanView *self,
                                         GtkWidget    *widget);
GtkWidget *_tsl_catan_view_add_tile     (TslCatanView *self);
GtkWidget *_tsl_catan_view_add_tile_button (TslCatanView *self,
                                            GtkWidget    *button);
void       _tsl_catan_view_set_tile     (GtkWidget    *tile,
                                         gboolean      shown,
                                         guint         count,
                                         const char   *name);
gboolean   _tsl_catan_view_hand_hidden  (TslCatanView *self);
void       _tsl_catan_view_set_move_mode (TslCatanView  *self,
                                          const TslMove *move,
                                          char           kind,
                                          gboolean       locks_turn,
                                          char          *status);
void       _tsl_catan_view_explain      (TslCatanView *self,
                                         const char   *text);
void       _tsl_catan_view_explain_by_engine (TslCatanView *self,
                                              TslMove      *move);
void       _tsl_catan_view_explain_at   (TslCatanView   *self,
                                         TslCatanAction  type,
                                         guint           spot);
void       _tsl_catan_view_reset_modules (TslCatanView *self);
void       _tsl_catan_view_refresh_later (TslCatanView *self);

/* tsl-catan-view-actions.c */
void      _tsl_catan_view_set_mode        (TslCatanView   *self,
                                           ViewMode        mode);
void      _tsl_catan_view_install_actions (GtkWidgetClass *widget_class);
void      _tsl_catan_view_prompt          (TslCatanView   *self);

G_END_DECLS
