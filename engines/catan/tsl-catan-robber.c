/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* Where the robber may go: the base rules, and the seats a module spares
 * (the Friendly Robber's, V1; docs/rules-catan-tb.md). */

/* Bit per seat whose hexes the robber spares (the modules' robber_spares) */
guint
catan_robber_protected (const CatanState *s)
{
  return catan_hooks_robber_spares (s);
}

/* The land hexes the robber may ever enter under the options: fixed once
 * the board is (called at the end of the setup), so that the listing on
 * every decision only takes out where the robber stands and, with V1, the
 * protected players' hexes. */
void
catan_robber_land_update (CatanState *s)
{
  s->robber_land = 0;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] != TSL_CATAN_SEA && (s->opt_robber_desert || !catan_is_wasteland (s, h)))
      s->robber_land |= 1u << h;
}

/* Bit per land hex the robber may be moved to now, @protected being
 * catan_robber_protected(): no hex touching a building of a protected
 * player (V1: "olyan tájegységre, amelynek valamelyik kereszteződésén olyan
 * játékos települése áll"), and the desert when nothing else is left ("akkor
 * a sivatagra rakjuk") — even when the robber already stands there, so that
 * a robber move always exists (docs/rules-catan-tb.md, V1).  Only sparing
 * seats can leave nothing: the island has more than two land hexes. */
guint32
catan_robber_hexes_sparing (const CatanState *s,
                            guint             protected)
{
  const CatanTopo *t = TOPO ();
  guint32 hexes = s->robber_land;
  guint64 spared = 0;

  if (s->robber < CATAN_N_LAND)
    hexes &= ~(1u << s->robber);
  else
    /* Caravans: the first robber never goes to the oasis ("de nem az
     * oázisra"); afterwards the oasis counts as the desert. */
    for (guint h = 0; h < CATAN_N_LAND; h++)
      if (s->terrain[h] == TSL_CATAN_OASIS)
        hexes &= ~(1u << h);
  for (guint p = 0; p < s->n_players; p++)
    if (protected & (1u << p))
      spared |= catan_own_buildings (s, p);
  if (spared != 0)
    for (guint h = 0; h < CATAN_N_LAND; h++)
      if (t->hex_vertices[h] & spared)
        hexes &= ~(1u << h);
  if (hexes == 0 && protected != 0)
    {
      guint desert = CATAN_NONE;

      /* Fishermen: the lake lies where the desert was (docs, S1). */
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (catan_is_wasteland (s, h) || s->terrain[h] == TSL_CATAN_LAKE)
          desert = h;
      if (desert != CATAN_NONE)
        hexes = 1u << desert;
    }
  return hexes;
}

guint32
catan_robber_hexes (const CatanState *s)
{
  return catan_robber_hexes_sparing (s, catan_robber_protected (s));
}

gboolean
catan_robber_hex_ok (const CatanState *s,
                     guint             hex)
{
  return hex < CATAN_N_LAND && (catan_robber_hexes (s) & (1u << hex)) != 0;
}
