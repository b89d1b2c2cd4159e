/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-caravans-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"

/* Caravans' part of what a view reads (tsl-catan-caravans-info.h): the
 * oasis, the camels and where the next may go, and the vote. */
void
catan_caravans_info_read (const CatanState *s,
                          gint              seat,
                          TslCatanInfo     *info)
{
  TslCatanCaravansInfo *ci = &info->caravans;

  memset (ci->camel_caravan, -1, sizeof ci->camel_caravan);
  memset (ci->camel_spot, -1, sizeof ci->camel_spot);
  ci->vote_next = -1;
  ci->oasis = -1;
  if (!catan_caravans (s))
    return;
  ci->played = TRUE;
  ci->oasis = (gint8) s->slice_caravans.oasis;
  ci->camels_left = s->slice_caravans.camels_left;
  ci->between_camels = s->slice_caravans.camel_vertices;
  memcpy (ci->caravan_start, s->slice_caravans.caravan_start, sizeof ci->caravan_start);
  ci->camels_per_vote = catan_two_player (s) ? 2 : 1;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      if (s->slice_caravans.camel_caravan[e] != CATAN_NONE)
        ci->camel_caravan[e] = (gint8) s->slice_caravans.camel_caravan[e];
      ci->camel_spot[e] = (gint8) catan_camel_caravan (s, e);
    }
  for (guint p = 0; p < catan_n_owners (s); p++)
    info->players[p].caravans.camel_points =
      (guint8) catan_popcount (catan_own_buildings (s, p) & s->slice_caravans.camel_vertices);
  if (s->phase == CATAN_PHASE_VOTE)
    {
      ci->vote_next = s->slice_caravans.vote_next;
      ci->votes_cast = s->slice_caravans.votes_cast;
      memcpy (ci->vote_cards, s->slice_caravans.vote_cards, sizeof ci->vote_cards);
    }
}
