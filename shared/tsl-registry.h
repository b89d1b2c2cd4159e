/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tsl-engine.h"

G_BEGIN_DECLS

void       tsl_registry_add    (TslEngine  *engine);
TslEngine *tsl_registry_lookup (const char *id,
                                GError    **error);
GPtrArray *tsl_registry_list   (void);

G_END_DECLS
