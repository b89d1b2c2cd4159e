/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_DICE (tsl_catan_dice_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanDice, tsl_catan_dice, TSL, CATAN_DICE, GtkWidget)

GtkWidget *tsl_catan_dice_new        (void);
void       tsl_catan_dice_set_values (TslCatanDice *self,
                                      gint          a,
                                      gint          b,
                                      gboolean      animate);
gboolean   tsl_catan_dice_is_rolling (TslCatanDice *self);

G_END_DECLS
