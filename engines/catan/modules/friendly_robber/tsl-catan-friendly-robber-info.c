/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"

/* The Friendly Robber's part of what a view reads (tsl-catan-friendly-robber-info.h) */
void
catan_friendly_robber_info_read (const CatanState *s,
                                 gint              seat,
                                 TslCatanInfo     *info)
{
  info->friendly_robber.played = catan_friendly_robber (s);
  info->friendly_robber.robber_protected = catan_robber_protected (s);
}
