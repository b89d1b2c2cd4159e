/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-game-view.h"

G_BEGIN_DECLS

#define TSL_TYPE_GENERIC_VIEW (tsl_generic_view_get_type ())
G_DECLARE_FINAL_TYPE (TslGenericView, tsl_generic_view, TSL, GENERIC_VIEW, TslGameView)

GtkWidget *tsl_generic_view_new (void);

G_END_DECLS
