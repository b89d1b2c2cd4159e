/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_HAND (tsl_catan_hand_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanHand, tsl_catan_hand, TSL, CATAN_HAND, GtkWidget)

GtkWidget *tsl_catan_hand_new        (void);
void       tsl_catan_hand_set_counts (TslCatanHand *self,
                                      const guint8 *counts);
void       tsl_catan_hand_set_hidden (TslCatanHand *self,
                                      gboolean      hidden);

const char *tsl_catan_resource_label  (TslCatanResource resource);
GtkWidget *tsl_catan_resource_icon_new (TslCatanResource resource,
                                        int         size);

G_END_DECLS
