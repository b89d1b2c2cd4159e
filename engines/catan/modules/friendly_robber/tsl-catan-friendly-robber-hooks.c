/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"

/* The Friendly Robber's hooks (tsl-catan-hooks-private.h): its rule is a
 * check where the robber goes (tsl-catan-friendly-robber.c). */

gboolean
catan_friendly_robber_plays (const CatanState *s)
{
  return s->opt_friendly_robber;
}
