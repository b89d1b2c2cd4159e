/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-window.h"

G_BEGIN_DECLS

typedef gboolean (*TslCatanScreenshotExtra) (TslWindow   *window,
                                             const char  *dir,
                                             GError     **error);

/**
 * TslCatanScreenshotGame:
 *
 * A scene that is one game played up to a moment: @options, the number of
 * players (0 for the default), the seed, how many actions everyone plays
 * first, then Anna (seat 0) plays up to her @stop action (at most @limit
 * actions) and the window is shot as @file; @extra shoots more of it.
 */
typedef struct
{
  const char              *options;
  guint                    n_players;
  guint64                  seed;
  guint                    warmup;
  guint                    limit;
  const char              *stop;
  const char              *file;
  TslCatanScreenshotExtra  extra;
} TslCatanScreenshotGame;

gboolean tsl_catan_screenshot_game (TslWindow                    *window,
                                    TslEngine                    *engine,
                                    const TslCatanScreenshotGame *scene,
                                    const char                   *dir,
                                    GError                      **error);

gboolean tsl_catan_screenshots (TslWindow   *window,
                                TslEngine   *engine,
                                const char  *dir,
                                GError     **error);

G_END_DECLS
