/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-events-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-two-player-private.h"

/* Production: the roll (two dice, the second roll of two-player Catan, or
 * the Catan Events card), what the number produces and the discards after
 * a 7.  Section numbers (§) refer to the digest ../shared/rules/catan.md. */

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
static void
start_seven (CatanState *s)
{
  gboolean any = FALSE;

  for (guint q = 0; q < s->n_players; q++)
    {
      s->discard[q] = s->players[q].n_res > 7 ? s->players[q].n_res / 2 : 0;
      any |= s->discard[q] > 0;
    }
  s->phase = any ? CATAN_PHASE_DISCARD : CATAN_PHASE_ROBBER;
}

/* Catan Events: what @card does, production then its event, or the
 * discards and the robber of a 7 (Robber Attack).  Epidemic halves the
 * cities' yield of its own card's production only.  Fishermen: the fish
 * cards the number draws are recorded in @m, the action that resolves the
 * card (the roll, or the action that ends what held the second card back). */
static gboolean
resolve_card (CatanState *s,
              guint       card,
              TslMove    *m,
              TslRng     *rng,
              GError    **error)
{
  guint number = catan_event_deck[card].number;

  if (number == 7)
    {
      start_seven (s);
      return TRUE;
    }
  catan_produce (s, number, catan_event_deck[card].event == TSL_CATAN_EVENT_EPIDEMIC ? 1 : 2);
  if (!catan_fish_produce (s, number, m, rng, error))
    return FALSE;
  catan_event_begin (s, card);
  return TRUE;
}

/* Two-player + Catan Events: the second card resolves once the first is
 * done, i.e. when the turn is back in the main phase (after its event's
 * choices, or after the robber of a first 7).  Called after every action. */
gboolean
catan_roll_continue (CatanState *s,
                     TslMove    *m,
                     TslRng     *rng,
                     GError    **error)
{
  if (!s->slice_events.event_card2_due || s->phase != CATAN_PHASE_MAIN)
    return TRUE;
  s->slice_events.event_card2_due = FALSE;
  return resolve_card (s, s->slice_events.event_card2, m, rng, error);
}

/* V2: the event deck replaces the dice.  Two-player (seed 002, end of
 * "KÉTSZEMÉLYES CATAN"): "Aki soron van, dobás helyett 2 kártyát fordít
 * fel egymás után. Ha a második kártya ugyanazt a számot mutatja, akkor
 * is érvényes" — two cards, the second may repeat the number.  arg[0..1]
 * the first card and its New Year flag, arg[2..3] the second's. */
static gboolean
turn_cards (CatanState *s,
            TslMove    *m,
            TslRng     *rng,
            GError    **error)
{
  gboolean recorded = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;
  guint64 drawn = s->slice_events.event_drawn;
  guint8 card = s->slice_events.event_card, new_year = s->slice_events.event_new_year;

  if (!catan_event_draw (s, recorded, &m->arg[0], &m->arg[1], rng, error))
    return FALSE;
  if (catan_two_player (s) && !catan_event_draw (s, recorded, &m->arg[2], &m->arg[3], rng, error))
    {
      /* A wrong recorded second card changes nothing. */
      s->slice_events.event_drawn = drawn;
      s->slice_events.event_card = card;
      s->slice_events.event_new_year = new_year;
      return FALSE;
    }
  /* count[4..11]: the fish cards drawn (Fishermen), recorded or not yet. */
  memset (m->count, 0, 5);
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->rolled = TRUE;
  s->slice_events.event_card = (guint8) m->arg[0];
  s->slice_events.event_new_year = (guint8) m->arg[1];
  if (catan_two_player (s))
    {
      s->slice_events.event_card2 = (guint8) m->arg[2];
      s->slice_events.event_new_year2 = (guint8) m->arg[3];
      s->slice_events.event_card2_due = TRUE;
    }
  return resolve_card (s, s->slice_events.event_card, m, rng, error) && catan_roll_continue (s, m, rng, error);
}

gboolean
catan_roll (CatanState *s,
            guint       p,
            TslMove    *m,
            TslRng     *rng,
            GError    **error)
{
  guint a, b;
  guint second = 0;

  if (s->opt_event_cards)
    return turn_cards (s, m, rng, error);
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      a = m->count[0];
      b = m->count[1];
      if (a < 1 || a > 6 || b < 1 || b > 6)
        return catan_fail (error, _("A die shows 1 to 6"));
      if (catan_traders (s) && (a + b == 2 || a + b == 12))
        return catan_fail (error, _("A 2 or 12 is rolled again in Traders & Barbarians: record the roll that counts"));
    }
  else
    /* Traders & Barbarians: "Aki 2 -t vagy 12 -t dob, megismétli a dobását." */
    do
      {
        a = (guint) tsl_rng_range (rng, 1, 6);
        b = (guint) tsl_rng_range (rng, 1, 6);
      }
    while (catan_traders (s) && (a + b == 2 || a + b == 12));
  if (catan_two_player (s))
    {
      if (!catan_second_roll (s, m, a + b, rng, error))
        return FALSE;
      second = m->count[2] + m->count[3];
      s->slice_two_player.dice2[0] = m->count[2];
      s->slice_two_player.dice2[1] = m->count[3];
    }
  m->count[0] = (guint8) a;
  m->count[1] = (guint8) b;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->dice[0] = (guint8) a;
  s->dice[1] = (guint8) b;
  s->rolled = TRUE;

  /* Two-player (HU, and "Immediately after each of the two dice rolls" in
   * the English edition): the rolls are resolved in the order rolled, so
   * a first 7 lets the second roll produce only after the robber moved. */
  /* Fishermen: fish cards drawn by the production are recorded from count[4]. */
  m->count[4] = 0;
  if (a + b != 7)
    {
      catan_produce (s, a + b, 2);
      if (!catan_fish_produce (s, a + b, m, rng, error))
        return FALSE;
    }
  else
    s->slice_two_player.pending_roll = (guint8) second;
  if (a + b != 7 && second != 7)
    {
      if (second != 0)
        {
          catan_produce (s, second, 2);
          if (!catan_fish_produce (s, second, m, rng, error))
            return FALSE;
        }
      s->phase = CATAN_PHASE_MAIN;
      return TRUE;
    }
  start_seven (s);
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
