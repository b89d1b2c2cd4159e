/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-engine.h"
#include "tsl-session.h"

G_BEGIN_DECLS

typedef struct _TslWindow TslWindow;

#define TSL_TYPE_GAME_VIEW (tsl_game_view_get_type ())
G_DECLARE_DERIVABLE_TYPE (TslGameView, tsl_game_view, TSL, GAME_VIEW, GtkWidget)

/* The order of a view's log list (see tsl_game_view_set_log()). */
typedef enum
{
  TSL_GAME_VIEW_LOG_NEWEST_FIRST,
  TSL_GAME_VIEW_LOG_NEWEST_LAST,    /* and kept scrolled to its end */
} TslGameViewLogOrder;

/* Draws a small picture of the game for its launcher card. */
typedef void     (*TslGameViewPreviewFunc)     (cairo_t     *cr,
                                                double       width,
                                                double       height);
/* Draws the board a new game with these options would start on (the
 * setup page's preview); FALSE when the options give no game. */
typedef gboolean (*TslGameViewSetupPreviewFunc) (cairo_t     *cr,
                                                 double       width,
                                                 double       height,
                                                 TslEngine   *engine,
                                                 JsonObject  *options,
                                                 guint        n_players,
                                                 guint64      seed);
/* Writes the game's scenes for `tessella --screenshot DIR`. */
typedef gboolean (*TslGameViewScreenshotsFunc) (TslWindow   *window,
                                                TslEngine   *engine,
                                                const char  *dir,
                                                GError     **error);

/* What happened to the game a view shows (see TslGameViewClass.update). */
typedef enum
{
  TSL_GAME_VIEW_SESSION_CHANGED,    /* a new session is shown, or none */
  TSL_GAME_VIEW_ACTION_APPLIED,     /* the action at the index given */
  TSL_GAME_VIEW_UNDONE,             /* the last action was taken back */
  TSL_GAME_VIEW_THINKING_CHANGED,   /* a computer player started or stopped */
} TslGameViewUpdate;

/**
 * TslGameViewClass:
 * @engine_id: the engine this view plays; the view registers for it
 *   (these first three are set with tsl_game_view_class_set_game())
 * @draw_preview: draws the game's launcher card picture (%NULL: a
 *   generic honeycomb with the game's initial)
 * @screenshots: writes the game's scenes for `tessella --screenshot DIR`
 *   into @dir, showing them in @window (%NULL: one picture of a new game)
 * @draw_setup_preview: draws the board of a new game with the setup page's
 *   options (%NULL: the setup page shows no preview); set with
 *   tsl_game_view_class_set_setup_preview()
 * @forget_session: the session shown until now is about to go: close
 *   dialogs, stop timers (called before every change of session)
 * @update: shows what @what says happened: the session changed (the view
 *   now shows tsl_game_view_get_session(), or nothing), the action at
 *   @index was applied, the last one was undone, or a computer player
 *   started or stopped thinking.  The log is up to date already.
 * @activate_primary: does the obvious next step (roll, end turn...) for
 *   the keyboard's Enter and the header bar's main button
 * @show_hint: marks on the board where the hint's move would go, or
 *   nothing when @move is %NULL (%NULL: the hint is text only)
 *
 * The widget that plays one game.  The base class holds the session, the
 * "session" and "primary-label" properties, the log and the wiring of the
 * game's signals; a game's view is its board, its panels and its dialogs.
 * A view's template children are disposed by the base class, after the
 * session is gone: subclasses free their own data in finalize.
 */
struct _TslGameViewClass
{
  GtkWidgetClass parent_class;

  const char                 *engine_id;
  TslGameViewPreviewFunc      draw_preview;
  TslGameViewScreenshotsFunc  screenshots;

  void      (*forget_session)   (TslGameView       *self);
  void      (*update)           (TslGameView       *self,
                                 TslGameViewUpdate  what,
                                 guint              index);
  void      (*activate_primary) (TslGameView       *self);

  TslGameViewSetupPreviewFunc draw_setup_preview;

  void      (*show_hint)        (TslGameView       *self,
                                 const TslMove     *move);

  gpointer    padding[6];
};


void        tsl_game_view_set_session       (TslGameView         *self,
                                             TslSession          *session);
TslSession *tsl_game_view_get_session       (TslGameView         *self);
TslGame    *tsl_game_view_get_game          (TslGameView         *self);
void        tsl_game_view_activate_primary  (TslGameView         *self);
void        tsl_game_view_show_hint         (TslGameView         *self,
                                             const TslMove       *move);
const char *tsl_game_view_get_primary_label (TslGameView         *self);
void        tsl_game_view_set_primary_label (TslGameView         *self,
                                             const char          *label);
const char *tsl_game_view_seat_name         (TslGameView         *self,
                                             gint                 seat);
void        tsl_game_view_set_log           (TslGameView         *self,
                                             GtkListBox          *log,
                                             TslGameViewLogOrder  order);
void        tsl_game_view_set_chat          (TslGameView         *self,
                                             GListModel          *chat);
const char *tsl_game_view_get_explanation   (TslGameView         *self);
void        tsl_game_view_set_explanation   (TslGameView         *self,
                                             const char          *text);
void        tsl_game_view_show_notice       (TslGameView         *self,
                                             const char          *text);
gboolean    tsl_game_view_apply_json        (TslGameView         *self,
                                             JsonObject          *action);
gboolean    tsl_game_view_apply_move        (TslGameView         *self,
                                             TslMove             *move);
void        tsl_game_view_set_status_label  (TslGameView         *self,
                                             GtkLabel            *label);
const char *tsl_game_view_get_status        (TslGameView         *self);
void        tsl_game_view_set_status        (TslGameView         *self,
                                             const char          *status);

void        tsl_game_view_class_set_setup_preview (TslGameViewClass           *klass,
                                                   TslGameViewSetupPreviewFunc preview);
gboolean    tsl_game_view_has_setup_preview  (TslEngine           *engine);
gboolean    tsl_game_view_draw_setup_preview (TslEngine           *engine,
                                              cairo_t             *cr,
                                              double               width,
                                              double               height,
                                              JsonObject          *options,
                                              guint                n_players,
                                              guint64              seed);
void        tsl_game_view_class_set_game    (TslGameViewClass    *klass,
                                             const char          *engine_id,
                                             TslGameViewPreviewFunc preview,
                                             TslGameViewScreenshotsFunc screenshots);

/* tsl-game-view-registry.c: which view plays which game. */
void        tsl_game_view_register_type     (GType                view_type);
GType       tsl_game_view_type_for_engine   (TslEngine           *engine);
GtkWidget  *tsl_game_view_new_for_engine    (TslEngine           *engine);
void        tsl_game_view_draw_preview      (TslEngine           *engine,
                                             cairo_t             *cr,
                                             double               width,
                                             double               height);
gboolean    tsl_game_view_screenshots       (TslEngine           *engine,
                                             TslWindow           *window,
                                             const char          *dir,
                                             GError             **error);

/* Generated by ui/meson.build from the games' ui/<game>/meson.build. */
void        tsl_game_views_register_all     (void);

G_END_DECLS
