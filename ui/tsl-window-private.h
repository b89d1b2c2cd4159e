/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-session.h"
#include "tsl-window.h"

G_BEGIN_DECLS

/* The window's parts, shared by tsl-window.c (pages, the local game) and
 * tsl-window-net.c (the network table). */
struct _TslWindow
{
  GtkApplicationWindow  parent_instance;

  GtkWidget            *title_label;
  GtkWidget            *back_button;
  GtkWidget            *undo_button;
  GtkWidget            *primary_button;
  GtkWidget            *hint_button;
  GtkWidget            *hint_label;
  GtkWidget            *notice_box;   /* the hint, then the notices that fade */
  GtkWidget            *stack;
  GtkWidget            *launcher;
  GtkWidget            *setup_page;
  GtkWidget            *game_box;
  GtkWidget            *autosave_bar;
  GtkWidget            *autosave_label;

  GSettings            *settings;
  TslSession           *session;
  GtkWidget            *view;
  gboolean              autosave;
  gboolean              has_primary;
  GCancellable         *hint_cancellable;

  /* Network play (tsl-window-net.c). */
  GtkWidget            *header_bar;
  GtkWidget            *lobby;
  GtkWidget            *hand_over_button;
  gboolean              network;      /* the game shown is a seat of a network table */
};

void _tsl_window_show_page    (TslWindow  *self,
                               const char *page);
void _tsl_window_clear_game   (TslWindow  *self);
void _tsl_window_show_session (TslWindow  *self,
                               TslSession *session);

void _tsl_window_net_class_init (GtkWidgetClass *widget_class);
void _tsl_window_net_init     (TslWindow  *self);
void _tsl_window_net_host     (TslWindow  *self,
                               TslGame    *game);
void _tsl_window_net_leave    (TslWindow  *self);

G_END_DECLS
