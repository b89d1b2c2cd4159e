/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-session.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_TRADE_DIALOG (tsl_catan_trade_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanTradeDialog, tsl_catan_trade_dialog, TSL, CATAN_TRADE_DIALOG, GtkWindow)

GtkWindow *tsl_catan_trade_dialog_new      (GtkWidget           *parent,
                                            TslSession          *session,
                                            gint                 seat);
void       tsl_catan_trade_dialog_set_give (TslCatanTradeDialog *self,
                                            guint                resource,
                                            gint                 n);
void       tsl_catan_trade_dialog_set_get  (TslCatanTradeDialog *self,
                                            guint                resource,
                                            gint                 n);
gboolean   tsl_catan_trade_dialog_trade_with_bank (TslCatanTradeDialog *self);
gboolean   tsl_catan_trade_dialog_offer    (TslCatanTradeDialog *self);
void       tsl_catan_trade_dialog_set_gold (TslCatanTradeDialog *self,
                                            guint                give,
                                            guint                get);

G_END_DECLS
