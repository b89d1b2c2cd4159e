/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-window.h"

G_BEGIN_DECLS

gboolean tsl_catan_screenshots (TslWindow   *window,
                                TslEngine   *engine,
                                const char  *dir,
                                GError     **error);

G_END_DECLS
