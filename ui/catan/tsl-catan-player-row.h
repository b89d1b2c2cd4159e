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
void       tsl_catan_player_row_set_harbors (TslCatanPlayerRow *self,
                                             gboolean           shown,
                                             guint              points,
                                             gboolean           holder);
gboolean   tsl_catan_player_row_get_harbors (TslCatanPlayerRow  *self,
                                             const char        **points_text);

void      tsl_catan_player_row_set_fish (TslCatanPlayerRow        *self,
                                         gboolean                  shown,
                                         const TslCatanPlayerInfo *player,
                                         gboolean                  own,
                                         gboolean                  boot);
gboolean  tsl_catan_player_row_get_fish (TslCatanPlayerRow  *self,
                                         const char        **fish_text);
void        tsl_catan_player_row_set_wagon    (TslCatanPlayerRow        *self,
                                               gboolean                  shown,
                                               const TslCatanPlayerInfo *player);
const char *tsl_catan_player_row_get_wagon    (TslCatanPlayerRow        *self);
void        tsl_catan_player_row_set_gold     (TslCatanPlayerRow        *self,
                                               gboolean                  shown,
                                               const TslCatanPlayerInfo *player);
const char *tsl_catan_player_row_get_gold     (TslCatanPlayerRow        *self,
                                               gboolean                 *richest,
                                               gboolean                 *poor);

void        tsl_catan_player_row_set_barbarians (TslCatanPlayerRow        *self,
                                                 gboolean                  shown,
                                                 const TslCatanPlayerInfo *player);
const char *tsl_catan_player_row_get_barbarians (TslCatanPlayerRow        *self);

G_END_DECLS
