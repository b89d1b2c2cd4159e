/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-catan-rivers-private.h"

/* Rivers of Catan's part of what a view reads (tsl-catan-rivers-info.h):
 * the rivers, their bridges and banks; the gold is the core's (every
 * scenario with gold, tsl-catan-view.c). */
void
catan_rivers_info_read (const CatanState *s,
                        gint              seat,
                        TslCatanInfo     *info)
{
  TslCatanRiversInfo *ri = &info->rivers;

  memset (ri->river, -1, sizeof ri->river);
  ri->two_and_twelve = -1;
  if (!catan_rivers (s))
    return;
  ri->played = TRUE;
  for (guint i = 0; i < CATAN_RIVERS; i++)
    for (guint k = 0; k < CATAN_RIVER_MAX; k++)
      ri->river[i][k] = (gint8) catan_info_index (s->slice_rivers.river[i][k]);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      ri->bridge_site[e] = catan_edges_has (&s->bridge_sites, e);
      ri->bridge[e] = catan_edges_has (&s->slice_rivers.bridges, e);
      ri->river_bank[e] = catan_edges_has (&s->slice_rivers.river_banks, e);
    }
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    ri->river_vertex[v] = (s->slice_rivers.river_vertices & VBIT (v)) != 0;
  ri->two_and_twelve = (gint8) catan_two_and_twelve (s);
  for (guint p = 0; p < s->n_players; p++)
    info->players[p].rivers.bridges_left = s->bridges_left[p];
}
