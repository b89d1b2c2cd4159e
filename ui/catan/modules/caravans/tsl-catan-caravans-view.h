/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-view-module.h"

G_BEGIN_DECLS

extern const TslCatanViewModule tsl_catan_view_module_caravans;

/* For the tests */
GtkWindow  *tsl_catan_view_get_vote_dialog (TslCatanView *self);

G_END_DECLS
