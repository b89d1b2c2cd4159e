/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan-model.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_HAND (tsl_catan_hand_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanHand, tsl_catan_hand, TSL, CATAN_HAND, GtkWidget)

GtkWidget *tsl_catan_hand_new        (void);
void       tsl_catan_hand_set_counts (TslCatanHand *self,
                                      const gint   *counts);
void       tsl_catan_hand_set_hidden (TslCatanHand *self,
                                      gboolean      hidden);

GtkWidget *tsl_catan_resource_icon_new (TslResource resource,
                                        int         size);

G_END_DECLS
