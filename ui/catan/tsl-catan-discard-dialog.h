/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-move.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_DISCARD_DIALOG (tsl_catan_discard_dialog_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanDiscardDialog, tsl_catan_discard_dialog, TSL, CATAN_DISCARD_DIALOG, GtkWindow)

/* Sends the chosen discard move; returns whether the rules took it. */
typedef gboolean (*TslCatanDiscardCallback) (TslMove  *move,
                                             gpointer  user_data);

GtkWindow *tsl_catan_discard_dialog_new    (GtkWidget               *parent,
                                            gint                     seat,
                                            const char              *name,
                                            const guint8            *hand,
                                            gint                     n_discard,
                                            TslCatanDiscardCallback  callback,
                                            gpointer                 user_data);
void       tsl_catan_discard_dialog_choose (TslCatanDiscardDialog   *self,
                                            guint                    resource,
                                            gint                     n);
void       tsl_catan_discard_dialog_confirm (TslCatanDiscardDialog *self);
void       tsl_catan_discard_dialog_set_purpose (TslCatanDiscardDialog *self,
                                                 const char            *title,
                                                 const char            *heading,
                                                 const char            *confirm);

G_END_DECLS
