/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

#define TSL_TYPE_SEAT_ROW (tsl_seat_row_get_type ())
G_DECLARE_FINAL_TYPE (TslSeatRow, tsl_seat_row, TSL, SEAT_ROW, GtkWidget)

GtkWidget  *tsl_seat_row_new            (TslEngine  *engine,
                                         guint       seat);
const char *tsl_seat_row_get_name       (TslSeatRow *self);
void        tsl_seat_row_set_name       (TslSeatRow *self,
                                         const char *name);
const char *tsl_seat_row_get_color      (TslSeatRow *self);
gboolean    tsl_seat_row_set_color      (TslSeatRow *self,
                                         const char *color);
char       *tsl_seat_row_dup_controller (TslSeatRow *self);
gboolean    tsl_seat_row_set_controller (TslSeatRow *self,
                                         const char *controller);

void        tsl_seat_row_share_widths   (TslSeatRow   *self,
                                         GtkSizeGroup *colors,
                                         GtkSizeGroup *controllers);
const char *tsl_color_label             (const char *color);
gboolean    tsl_color_parse             (const char *color,
                                         GdkRGBA    *rgba);

const char *tsl_seat_row_computer_label (const char *kind);

G_END_DECLS
