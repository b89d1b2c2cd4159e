/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-view-private.h"

G_BEGIN_DECLS

/* Traders & Barbarians at the table (tsl-catan-traders-view.c) and its
 * wagon, barbarians and chases (tsl-catan-view-traders.c). */

typedef struct
{
  GtkWidget *wagon_panel;
  GtkWidget *commodity;        /* the hand's tile of the commodity card carried */
  gint       barbarian_pick;   /* after a 7: the path of the barbarian picked, -1 */
} Traders;

extern const TslCatanViewModule tsl_catan_view_module_traders_barbarians;

gboolean  _tsl_catan_view_traders_targets         (TslCatanView    *self,
                                                   gpointer         data,
                                                   TslCatanTargets *targets);
gboolean  _tsl_catan_view_traders_vertex_clicked  (TslCatanView    *self,
                                                   gpointer         data,
                                                   guint            vertex,
                                                   gboolean         legal);
gboolean  _tsl_catan_view_traders_edge_clicked    (TslCatanView    *self,
                                                   gpointer         data,
                                                   guint            edge,
                                                   gboolean         legal);
gboolean  _tsl_catan_view_traders_hex_clicked     (TslCatanView    *self,
                                                   gpointer         data,
                                                   guint            hex,
                                                   gboolean         legal);
void      _tsl_catan_view_traders_install_actions (GtkWidgetClass  *widget_class);
void      _tsl_catan_view_traders_update          (TslCatanView    *self,
                                                   gpointer         data);
void      _tsl_catan_view_traders_note_move       (TslCatanView    *self,
                                                   gpointer         data,
                                                   guint            index);
char     *_tsl_catan_view_traders_describe        (TslCatanView    *self,
                                                   gpointer         data,
                                                   const char      *name);

/* For the tests */
GtkWidget *tsl_catan_view_get_wagon_panel         (TslCatanView    *self);

G_END_DECLS
