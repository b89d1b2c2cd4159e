/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-rules-private.h"

/* Where the robber may go: the base rules, and Traders & Barbarians V1
 * Friendly Robber (seed 002, "BARÁTSÁGOS RABLÓ"; docs/rules-catan-tb.md). */

/* The players the Friendly Robber spares: "akinek a győzelmi pontjai nem
 * haladják meg a 2-t", at most 2 victory points.  The points counted are
 * the ones on the table (catan_vp_public()): the player who moves the
 * robber cannot know hidden Victory Point cards, and counting them would
 * reveal them. */
guint
catan_robber_protected (const CatanState *s)
{
  guint mask = 0;

  if (!s->opt_friendly_robber)
    return 0;
  for (guint p = 0; p < s->n_players; p++)
    if (catan_vp_public (s, p) <= 2)
      mask |= 1u << p;
  return mask;
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
 * catan_robber_protected().  With the Friendly
 * Robber: no hex touching a building of a protected player ("olyan
 * tájegységre, amelynek valamelyik kereszteződésén olyan játékos települése
 * áll"), and the desert when nothing else is left ("akkor a sivatagra
 * rakjuk") — even when the robber already stands there, so that a robber
 * move always exists (docs/rules-catan-tb.md, V1). */
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
  if (hexes == 0 && s->opt_friendly_robber)
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
