/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-rules-private.h"

G_BEGIN_DECLS

/* The Harbourmaster (T&B V3): harbour points, for the files that show or
 * weigh them (tsl-catan-harbormaster.c). */

guint    catan_harbor_points     (const CatanState *s,
                                  guint             p);

G_END_DECLS
