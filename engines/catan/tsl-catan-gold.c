/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* Gold: a per-seat holding that is no resource (HU "Az arany nem számít
 * nyersanyagnak"), so it is never stolen, discarded or counted in a hand.
 * The Richest Settler (+1) and Poor Settler (-2) cards are a function of
 * the gold held and move with it once they are dealt (Rivers: after the
 * founding phase).  Neutral players (two-player Catan) never hold gold
 * (catan.de FAQ); the supply of coins is unlimited. */

/* The modules that name the gold feature in their meson.build use it
 * (Rivers of Catan, Barbarian Attack and Traders & Barbarians). */
gboolean
catan_gold_used (const CatanState *s)
{
  return (s->modules & CATAN_MODULES_IN (CATAN_FEATURE_GOLD)) != 0;
}

/* The seat that alone holds the most gold, CATAN_NONE when the most is
 * shared: HU "aki egymagában a legtöbb aranyat birtokolja". */
guint8
catan_gold_richest (const CatanState *s)
{
  guint8 best = CATAN_NONE;
  gboolean shared = FALSE;

  for (guint p = 0; p < s->n_players; p++)
    if (best == CATAN_NONE || s->gold[p] > s->gold[best])
      {
        best = (guint8) p;
        shared = FALSE;
      }
    else if (s->gold[p] == s->gold[best])
      shared = TRUE;
  return shared ? CATAN_NONE : best;
}

/* Bit per seat with the least gold, all of them when all are equal:
 * HU "minden játékos, akinek éppen a legkevesebb aranya van". */
guint8
catan_gold_poorest (const CatanState *s)
{
  guint least = G_MAXUINT;
  guint8 mask = 0;

  for (guint p = 0; p < s->n_players; p++)
    least = MIN (least, s->gold[p]);
  for (guint p = 0; p < s->n_players; p++)
    if (s->gold[p] == least)
      mask |= (guint8) (1u << p);
  return mask;
}

static void
update_cards (CatanState *s)
{
  if (!s->gold_cards)
    return;
  s->richest_holder = catan_gold_richest (s);
  s->poor_holders = catan_gold_poorest (s);
}

/* HU "Leggazdagabb telepes és Legszegényebb telepes kártyák kiosztása":
 * dealt once, after the founding phase, then kept up to date. */
void
catan_gold_deal_cards (CatanState *s)
{
  s->gold_cards = TRUE;
  update_cards (s);
}

void
catan_gold_gain (CatanState *s,
                 guint       p,
                 guint       n)
{
  if (p >= s->n_players || n == 0)
    return;
  s->gold[p] = (guint16) MIN ((guint) s->gold[p] + n, CATAN_GOLD_MAX);
  update_cards (s);
}

/* The callers checked that @p holds @n gold. */
void
catan_gold_spend (CatanState *s,
                  guint       p,
                  guint       n)
{
  g_assert (p < s->n_players && s->gold[p] >= n);
  s->gold[p] -= (guint16) n;
  update_cards (s);
}

/* The points the two cards give @p (Richest +1, Poor -2). */
gint
catan_gold_vp (const CatanState *s,
               guint             p)
{
  if (!s->gold_cards || p >= s->n_players)
    return 0;
  return (s->richest_holder == p ? 1 : 0) - ((s->poor_holders >> p) & 1 ? 2 : 0);
}

/* The points @p's gold would give after a change of @delta (the Richest
 * and Poor Settler cards moving with it): the computer players' look-ahead. */
gint
catan_gold_vp_after (const CatanState *s,
                     guint             p,
                     gint              delta)
{
  CatanState copy = *s;

  copy.gold[p] = (guint16) ((gint) copy.gold[p] + delta);
  copy.richest_holder = catan_gold_richest (&copy);
  copy.poor_holders = catan_gold_poorest (&copy);
  return catan_gold_vp (&copy, p);
}
