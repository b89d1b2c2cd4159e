/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rivers-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-error.h"

/* Rivers of Catan (T&B scenario S2, docs/rules-catan-tb.md): building
 * bridges and buying resources with gold.  The gold earned by building
 * is paid where pieces are placed (tsl-catan-rivers-board.c). */

/* HU "Egy híd építése 2 téglába és 1 fába kerül." */
static const guint8 cost_bridge[CATAN_N_RES] = { 1, 2, 0, 0, 0 };

static gboolean
build_bridge (CatanState *s,
              guint       p,
              TslMove    *m,
              GError    **error)
{
  gint e = m->arg[0];
  CatanEdges spots;

  if (e < 0 || e >= CATAN_N_EDGES)
    return catan_fail (error, _("There is no such path"));
  if (!catan_edges_has (&s->bridge_sites, (guint) e))
    return catan_fail (error, _("A bridge can only be built on one of the 7 bridge sites"));
  if (catan_edges_has (&s->roads_all, (guint) e))
    return catan_fail (error, _("That bridge site already has a bridge"));
  if (s->bridges_left[p] == 0)
    return catan_fail (error, _("You have built all 3 of your bridges"));
  if (!catan_covers (s->players[p].res.count, cost_bridge))
    return catan_fail (error, _("A bridge costs 2 brick and 1 lumber"));
  spots = catan_bridge_spots (s, p);
  if (!catan_edges_has (&spots, (guint) e))
    return catan_fail (error, _("A bridge must touch one of your roads, settlements or cities"));
  catan_pay (s, p, cost_bridge);
  catan_put_road (s, p, (guint) e);   /* counts as a road for the Longest Road; pays 3 gold */
  s->built = TRUE;
  return TRUE;
}

gboolean
catan_rivers_apply (CatanState *s,
                    guint       p,
                    TslMove    *m,
                    TslRng     *rng,
                    GError    **error)
{
  if (!catan_rivers (s))
    return catan_fail (error, _("Bridges and gold belong to the Rivers of Catan scenario"));
  if (!build_bridge (s, p, m, error))
    return FALSE;
  /* Two-player: a neutral bridge, or a road if none fits (catan.de FAQ). */
  s->neutral_bridge_owed = catan_two_player (s);
  catan_neutral_owe (s, 0, 1);
  if (s->phase != CATAN_PHASE_NEUTRAL_BUILD)
    s->neutral_bridge_owed = FALSE;
  return TRUE;
}

/* In the main phase: bridges (buying with gold: tsl-catan-trade.c). */
void
catan_rivers_legal (const CatanState *s,
                    guint             p,
                    TslMoveList      *out)
{
  const CatanPlayer *pl = &s->players[p];

  if (catan_rivers (s) && catan_covers (pl->res.count, cost_bridge))
    {
      CatanEdges spots = catan_bridge_spots (s, p);

      for (guint e = 0; e < CATAN_N_EDGES; e++)
        if (catan_edges_has (&spots, e))
          catan_push_move (out, TSL_CATAN_BUILD_BRIDGE, p)->arg[0] = (gint32) e;
    }
}
