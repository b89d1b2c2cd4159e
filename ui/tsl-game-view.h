/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-engine.h"
#include "tsl-session.h"

G_BEGIN_DECLS

#define TSL_TYPE_GAME_VIEW (tsl_game_view_get_type ())
G_DECLARE_INTERFACE (TslGameView, tsl_game_view, TSL, GAME_VIEW, GtkWidget)

/**
 * TslGameViewInterface:
 * @set_session: shows @session (or nothing when %NULL)
 * @activate_primary: does the obvious next step (roll, end turn...) for
 *   the keyboard's Enter and the header bar's main button
 *
 * What the window needs from the widget that plays one game.  Every view
 * also has the interface's properties: "session" and "primary-label" (the
 * label of the main button, %NULL when there is nothing to do).
 */
struct _TslGameViewInterface
{
  GTypeInterface parent_iface;

  void (*set_session)      (TslGameView *self,
                            TslSession  *session);
  void (*activate_primary) (TslGameView *self);
};

/* Draws a small picture of the game for its launcher card. */
typedef void (*TslGameViewPreviewFunc) (cairo_t *cr,
                                        double   width,
                                        double   height);

void        tsl_game_view_set_session      (TslGameView *self,
                                            TslSession  *session);
void        tsl_game_view_activate_primary (TslGameView *self);

void        tsl_game_view_register         (const char             *engine_id,
                                            GType                   view_type,
                                            TslGameViewPreviewFunc  preview);
GtkWidget  *tsl_game_view_new_for_engine   (TslEngine              *engine);
void        tsl_game_view_draw_preview     (TslEngine              *engine,
                                            cairo_t                *cr,
                                            double                  width,
                                            double                  height);

void        tsl_game_views_register_all    (void);

G_END_DECLS
