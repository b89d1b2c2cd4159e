/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"

/* The Harbourmaster's part of what a view reads (tsl-catan-harbormaster-info.h) */
void
catan_harbormaster_info_read (const CatanState *s,
                              gint              seat,
                              TslCatanInfo     *info)
{
  info->harbormaster.played = catan_harbormaster (s);
  info->harbormaster.holder = catan_info_index (s->slice_harbormaster.holder);
  /* The points count whether the card is played or not: the UI shows them
   * only when it is. */
  for (guint p = 0; p < catan_n_owners (s); p++)
    info->players[p].harbormaster.harbor_points = (guint8) catan_harbor_points (s, p);
}
