/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"

/* The Fishermen of Catan's part of what a view reads
 * (tsl-catan-fishermen-info.h): the lake, the fishing grounds, the pile
 * and the hands of fish cards (their kinds only for the seat's own). */
void
catan_fishermen_info_read (const CatanState *s,
                           gint              seat,
                           TslCatanInfo     *info)
{
  TslCatanFishermenInfo *fi = &info->fishermen;

  fi->played = catan_fishermen (s);
  fi->lake = (gint8) catan_info_index (s->slice_fishermen.lake);
  fi->old_boot_holder = -1;
  for (guint p = 0; p < catan_n_owners (s); p++)
    {
      TslCatanFishermenPlayerInfo *pi = &info->players[p].fishermen;

      pi->fish_cards = (guint8) catan_fish_cards (s, p);
      if (catan_info_shows_hand (s, seat, p))
        {
          memcpy (pi->fish, s->slice_fishermen.fish[p], sizeof pi->fish);
          pi->fish_total = (guint8) catan_fish_total (s, p);
        }
    }
  if (!fi->played)
    return;
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    if (s->slice_fishermen.fishing_number[g] != 0)
      {
        fi->fishing_hex[fi->n_fishing_grounds] = s->slice_fishermen.fishing_hex[g];
        fi->fishing_number[fi->n_fishing_grounds++] = s->slice_fishermen.fishing_number[g];
      }
  fi->fish_pile_left = (guint) s->slice_fishermen.fish_pile[0] + s->slice_fishermen.fish_pile[1] + s->slice_fishermen.fish_pile[2] + s->slice_fishermen.boot_in_pile;
  fi->old_boot_holder = catan_info_index (s->slice_fishermen.boot_holder);
  for (guint i = 0; i < G_N_ELEMENTS (fi->fish_cost); i++)
    fi->fish_cost[i] = (guint8) catan_fish_cost (s, s->current, TSL_CATAN_FISH_ROBBER + i);
}
