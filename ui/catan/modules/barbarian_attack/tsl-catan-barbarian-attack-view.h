/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-view-private.h"

G_BEGIN_DECLS

/* Barbarian Attack at the table (tsl-catan-barbarian-attack-view.c) and
 * its knights, cards and questions (tsl-catan-view-barbarians.c). */

typedef struct
{
  /* The path of the knight picked to move and the hex a Treason
   * barbarian leaves, -1 for none */
  gint       knight_picked;
  gint       barbarian_from;
  GtkWidget *summary;        /* the side column's label */
  GtkWidget *prisoners;      /* the hand's tile */
} BarbarianAttack;

extern const TslCatanViewModule tsl_catan_view_module_barbarian_attack;

void      _tsl_catan_view_barbarians_reset  (TslCatanView    *self);
gboolean  _tsl_catan_view_barbarian_targets (TslCatanView    *self,
                                             TslCatanTargets *targets);
gboolean  _tsl_catan_view_barbarian_edge    (TslCatanView    *self,
                                             guint            edge);
gboolean  _tsl_catan_view_barbarian_hex     (TslCatanView    *self,
                                             guint            hex);
char     *_tsl_catan_view_barbarian_step    (TslCatanView    *self,
                                             const char      *name);
gboolean  _tsl_catan_view_barbarian_prompt  (TslCatanView    *self);
char     *_tsl_catan_view_barbarian_summary (TslCatanView    *self);
void      _tsl_catan_view_install_barbarian_actions (GtkWidgetClass *widget_class);

/* For the tests */
gint      tsl_catan_view_get_picked_knight  (TslCatanView    *self);

G_END_DECLS
