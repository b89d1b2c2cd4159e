/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-application.h"

G_BEGIN_DECLS

gboolean tsl_screenshot_net_host (TslApplication  *app,
                                  const char      *dir,
                                  GError         **error);
gboolean tsl_screenshot_net_join (TslApplication  *app,
                                  const char      *dir,
                                  const char      *address,
                                  GError         **error);

G_END_DECLS
