/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-window.h"

G_BEGIN_DECLS

TslGame  *tsl_hunters_screenshot_game (guint64      seed,
                                       GError     **error);
gboolean  tsl_hunters_play_to_scoring (TslGame     *game,
                                       guint        min_tiles,
                                       GError     **error);
gboolean  tsl_hunters_screenshots     (TslWindow   *window,
                                       TslEngine   *engine,
                                       const char  *dir,
                                       GError     **error);

G_END_DECLS
