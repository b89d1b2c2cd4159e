/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan.h"
#include "tsl-catan-board.h"
#include "tsl-catan-view.h"
#include "tsl-choice-prompt.h"
#include "tsl-game.h"

G_BEGIN_DECLS

#define TSL_CATAN_VIEW_N_TILES 9   /* the card tiles beside the resources */

/* What the board's clicks currently mean. */
typedef enum
{
  MODE_ALL,             /* every legal spot of the current step */
  MODE_ROAD,
  MODE_BRIDGE,          /* Rivers of Catan */
  MODE_SETTLEMENT,
  MODE_CITY,
  MODE_KNIGHT,
  MODE_ROAD_BUILDING,
  MODE_FISH_ROAD,       /* Fishermen: the free road paid with fish_paid */
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
  GtkWidget     *dice2;                /* two-player Catan: the second roll */
  GtkWidget     *event_card;    /* Catan Events: shown instead of the dice */
  GtkWidget     *event_card2;   /* two-player: the second card of the turn */
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
  GtkWidget     *piece_icons[3];  /* the build buttons' road, settlement and city */
  guint          n_piece_icons;
  GtkWidget     *tiles[TSL_CATAN_VIEW_N_TILES];  /* tsl-catan-view-tiles.c: one per kind of card held */
  GtkWidget     *road_button;
  GtkWidget     *settlement_button;
  GtkWidget     *city_button;
  GtkWidget     *dev_button;
  GtkWidget     *trade_button;
  GtkWidget     *roll_button;
  GtkWidget     *end_turn_button;
  GtkWidget     *done_button;
  GtkWidget     *forced_trade_button;  /* two-player Catan: the token actions */
  GtkWidget     *desert_button;
  GtkWidget     *turn_in_button;
  GtkWidget     *bridge_button;
  GtkWidget     *gold_button;
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
  guint8         fish_paid[3];  /* Fishermen: the fish cards paying a free road */
  GtkWidget     *fish_button;
  guint          prompt_idle;   /* asks again after a question went without a move */
  gint           victim_hex;    /* the robber's hex while its victim is asked, -1 */
  TslCatanAction victim_type;
  GtkWidget     *more_button;   /* the overflow menu of rare actions */
  GtkWidget     *more_popover;
  GtkWidget     *bottom_bar;

  GtkWindow     *trade_dialog;
  GtkWindow     *discard_dialog;
  GtkWidget     *prompt;        /* TslChoicePrompt: a victim, resource or answer being asked */
  GtkWindow     *vote_dialog;   /* Caravans: the human actor's camel vote */
  /* Traders & Barbarians */
  GtkWidget     *wagon_panel;
  gint           barbarian_pick;   /* after a 7: the path of the barbarian picked, -1 */
  /* Barbarian Attack: the path of the knight picked to move and the hex a
   * Treason barbarian leaves, -1 for none */
  gint           knight_picked;
  gint           barbarian_from;
  GtkWidget     *barbarian_label;
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

/* tsl-catan-view-events.c */
void        _tsl_catan_view_prompt_event         (TslCatanView *self);

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

/* tsl-catan-view-fish.c */
void      _tsl_catan_view_ask_fish        (TslCatanView   *self);
gboolean  _tsl_catan_view_fish_possible   (TslCatanView   *self);
/* tsl-catan-view-vote.c */
void      _tsl_catan_view_prompt_vote     (TslCatanView   *self);
gboolean  _tsl_catan_view_vote_edge       (TslCatanView   *self,
                                           guint           edge);

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

/* tsl-catan-view-traders.c */
void      _tsl_catan_view_traders_add_targets     (TslCatanView    *self,
                                                   TslCatanTargets *targets);
gboolean  _tsl_catan_view_traders_vertex_clicked  (TslCatanView    *self,
                                                   guint            vertex);
gboolean  _tsl_catan_view_traders_edge_clicked    (TslCatanView    *self,
                                                   guint            edge);
gboolean  _tsl_catan_view_traders_hex_clicked     (TslCatanView    *self,
                                                   guint            hex);
void      _tsl_catan_view_traders_install_actions (GtkWidgetClass  *widget_class);
void      _tsl_catan_view_traders_update          (TslCatanView    *self);
void      _tsl_catan_view_traders_note_move       (TslCatanView    *self,
                                                   guint            index);
char     *_tsl_catan_view_traders_describe        (TslCatanView    *self,
                                                   const char      *name);
/* tsl-catan-view-barbarians.c */
void      _tsl_catan_view_barbarians_reset  (TslCatanView    *self);
gboolean  _tsl_catan_view_barbarian_targets (TslCatanView    *self,
                                             TslCatanTargets *targets);
gboolean  _tsl_catan_view_barbarian_edge    (TslCatanView    *self,
                                             guint            edge);
gboolean  _tsl_catan_view_barbarian_hex     (TslCatanView    *self,
                                             guint            hex);
char     *_tsl_catan_view_barbarian_step    (TslCatanView    *self,
                                             const char      *name);
void      _tsl_catan_view_barbarian_prompt  (TslCatanView    *self);
char     *_tsl_catan_view_barbarian_summary (TslCatanView    *self);
void      _tsl_catan_view_install_barbarian_actions (GtkWidgetClass *widget_class);

/* tsl-catan-view-actions.c */
void      _tsl_catan_view_install_actions (GtkWidgetClass *widget_class);
void      _tsl_catan_view_prompt          (TslCatanView   *self);

G_END_DECLS
