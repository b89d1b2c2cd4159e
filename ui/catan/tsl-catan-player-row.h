/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-catan.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_PLAYER_ROW (tsl_catan_player_row_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanPlayerRow, tsl_catan_player_row, TSL, CATAN_PLAYER_ROW, GtkWidget)

GtkWidget *tsl_catan_player_row_new    (void);
void       tsl_catan_player_row_update (TslCatanPlayerRow  *self,
                                        const char         *name,
                                        const GdkRGBA      *color,
                                        const TslCatanInfo *info,
                                        guint               seat,
                                        gboolean            thinking);
const char *tsl_catan_player_row_get_detail (TslCatanPlayerRow *self);
GStrv       tsl_catan_player_row_dup_badges (TslCatanPlayerRow *self);
char       *tsl_catan_player_row_dup_lines  (TslCatanPlayerRow *self);

G_END_DECLS
