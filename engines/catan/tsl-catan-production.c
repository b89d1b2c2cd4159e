/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-turn-private.h"
#include "tsl-catan-rules-private.h"

/* Production: the roll (two dice, and a module's second roll; a module
 * that rolls otherwise takes the move over), what the number produces and
 * the discards after a 7.  Section numbers (§) refer to the digest
 * ../shared/rules/catan.md. */

/* §6.1: each settlement on a hex with the rolled number takes 1 card, each
 * city 2 (@city_yield: 1 under the Epidemic event); the robber's hex
 * produces nothing.  §6.2 (HU): a resource the bank cannot pay to everyone
 * in full is paid to nobody (option bank_shortage). */
void
catan_produce (CatanState *s,
               guint       sum,
               guint       city_yield)
{
  const CatanTopo *t = TOPO ();
  guint32 hexes = s->hexes_by_number[sum];
  /* At most 2 hexes × 3 cities × 2 cards of one resource per player. */
  guint8 owed[CATAN_MAX_PLAYERS][CATAN_N_RES];
  guint total[CATAN_N_RES] = { 0, };
  guint produced = 0;   /* bit per resource owed to anyone */

  if (s->robber != CATAN_NONE)
    hexes &= ~(1u << s->robber);
  if (hexes == 0)
    return;
  memset (owed, 0, sizeof owed);
  while (hexes != 0)
    {
      guint h = (guint) __builtin_ctz (hexes);
      guint r = catan_resource_of (s->terrain[h]);
      /* At most three buildings stand on a hex: visit them, not every
       * player's pieces (in two-player Catan the neutrals' produce nothing). */
      guint64 here = s->occupied & t->hex_vertices[h];

      hexes &= hexes - 1;
      while (here != 0)
        {
          guint64 bit = here & -here;

          here &= here - 1;
          for (guint p = 0; p < s->n_players; p++)
            {
              guint n = (s->players[p].settlements & bit) ? 1 : (s->players[p].cities & bit) ? city_yield : 0;

              if (n > 0)
                {
                  owed[p][r] = (guint8) (owed[p][r] + n);
                  total[r] += n;
                  produced |= 1u << r;
                  break;
                }
            }
        }
    }
  for (; produced != 0; produced &= produced - 1)
    {
      guint r = (guint) __builtin_ctz (produced);

      if (total[r] <= s->bank.count[r])
        {
          for (guint p = 0; p < s->n_players; p++)
            if (owed[p][r] > 0)
              catan_receive (s, p, r, owed[p][r]);
        }
      else if (s->opt_shortage == CATAN_SHORTAGE_SINGLE_TAKES)
        {
          guint n_owed = 0, who = 0;

          for (guint p = 0; p < s->n_players; p++)
            if (owed[p][r] > 0)
              {
                n_owed++;
                who = p;
              }
          if (n_owed == 1 && s->bank.count[r] > 0)
            catan_receive (s, who, r, s->bank.count[r]);
        }
    }
}

/* §6.3: more than 7 cards → give back half, rounded down; then the robber. */
void
catan_start_seven (CatanState *s)
{
  gboolean any = FALSE;

  for (guint q = 0; q < s->n_players; q++)
    {
      s->discard[q] = s->players[q].n_res > 7 ? s->players[q].n_res / 2 : 0;
      any |= s->discard[q] > 0;
    }
  s->phase = any ? CATAN_PHASE_DISCARD : CATAN_PHASE_ROBBER;
}

gboolean
catan_roll (CatanState *s,
            guint       p,
            TslMove    *m,
            TslRng     *rng,
            GError    **error)
{
  guint a, b;
  guint second;

  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      a = m->count[0];
      b = m->count[1];
      if (a < 1 || a > 6 || b < 1 || b > 6)
        return catan_fail (error, _("A die shows 1 to 6"));
      if (catan_hooks_reroll (s, a + b, error))
        return FALSE;
    }
  else
    /* A module may have some sums rolled again. */
    do
      {
        a = (guint) tsl_rng_range (rng, 1, 6);
        b = (guint) tsl_rng_range (rng, 1, 6);
      }
    while (catan_hooks_reroll (s, a + b, NULL));
  if (!catan_hooks_second_roll (s, m, a + b, &second, rng, error))
    return FALSE;
  m->count[0] = (guint8) a;
  m->count[1] = (guint8) b;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->dice[0] = (guint8) a;
  s->dice[1] = (guint8) b;
  s->rolled = TRUE;

  /* The rolls are resolved in the order rolled: a first 7 lets a second
   * roll produce only after the robber moved (the module that rolled it
   * keeps it until then).  What a module draws with the production is
   * recorded from count[4]. */
  m->count[4] = 0;
  if (a + b != 7)
    {
      catan_produce (s, a + b, 2);
      if (!catan_hooks_produced (s, a + b, m, rng, error))
        return FALSE;
    }
  if (a + b != 7 && second != 7)
    {
      if (second != 0)
        {
          catan_produce (s, second, 2);
          if (!catan_hooks_produced (s, second, m, rng, error))
            return FALSE;
        }
      s->phase = CATAN_PHASE_MAIN;
      return TRUE;
    }
  catan_start_seven (s);
  return TRUE;
}

gboolean
catan_discard (CatanState *s,
               guint       p,
               TslMove    *m,
               GError    **error)
{
  guint n = catan_sum5 (m->count);

  if (n != s->discard[p])
    return catan_fail (error,
                 g_dngettext (GETTEXT_PACKAGE, "You must discard exactly %u card", "You must discard exactly %u cards",
                           s->discard[p]),
                 s->discard[p]);
  if (!catan_covers (s->players[p].res.count, m->count))
    return catan_fail (error, _("You cannot discard cards you do not have"));
  catan_pay (s, p, m->count);
  s->discard[p] = 0;
  for (guint q = 0; q < s->n_players; q++)
    if (s->discard[q] > 0)
      return TRUE;
  s->phase = CATAN_PHASE_ROBBER;
  return TRUE;
}
