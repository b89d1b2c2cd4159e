/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-private.h"

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

static gboolean
base_hex_ok (const CatanState *s,
             guint             hex)
{
  /* Caravans: the first robber never goes to the oasis ("de nem az
   * oázisra"); afterwards the oasis counts as the desert. */
  if (hex < CATAN_N_LAND && s->terrain[hex] == TSL_CATAN_OASIS && s->robber == CATAN_NONE)
    return FALSE;
  return hex < CATAN_N_LAND && hex != s->robber && s->terrain[hex] != TSL_CATAN_SEA &&
         (s->opt_robber_desert || !catan_is_wasteland (s, hex));
}

/* Bit per land hex the robber may be moved to now.  With the Friendly
 * Robber: no hex touching a building of a protected player ("olyan
 * tájegységre, amelynek valamelyik kereszteződésén olyan játékos települése
 * áll"), and the desert when nothing else is left ("akkor a sivatagra
 * rakjuk") — even when the robber already stands there, so that a robber
 * move always exists (docs/rules-catan-tb.md, V1). */
guint32
catan_robber_hexes (const CatanState *s)
{
  const CatanTopo *t = TOPO ();
  guint64 spared = 0;
  guint protected = catan_robber_protected (s);
  guint32 hexes = 0;
  guint desert = CATAN_NONE;

  for (guint p = 0; p < s->n_players; p++)
    if (protected & (1u << p))
      spared |= catan_own_buildings (s, p);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      /* Fishermen: the lake lies where the desert was (docs, S1). */
      if (catan_is_wasteland (s, h) || s->terrain[h] == TSL_CATAN_LAKE)
        desert = h;
      if (base_hex_ok (s, h) && !(t->hex_vertices[h] & spared))
        hexes |= 1u << h;
    }
  if (hexes == 0 && s->opt_friendly_robber && desert != CATAN_NONE)
    hexes = 1u << desert;
  return hexes;
}

gboolean
catan_robber_hex_ok (const CatanState *s,
                     guint             hex)
{
  return hex < CATAN_N_LAND && (catan_robber_hexes (s) & (1u << hex)) != 0;
}
