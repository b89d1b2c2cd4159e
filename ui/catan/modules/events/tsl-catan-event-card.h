/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_EVENT_CARD (tsl_catan_event_card_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanEventCard, tsl_catan_event_card, TSL, CATAN_EVENT_CARD, GtkBox)

GtkWidget *tsl_catan_event_card_new  (void);
void       tsl_catan_event_card_set_second (TslCatanEventCard *self,
                                            gboolean           second);
void       tsl_catan_event_card_show (TslCatanEventCard  *self,
                                      const TslCatanInfo *info);

G_END_DECLS
