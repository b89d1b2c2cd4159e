/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-greedy-private.h"
#include "tsl-catan-rules-private.h"

/* The greedy player's domestic trade (asked by tsl-catan-greedy-ai.c).
 *
 * It offers a card it can spare for one its next build lacks (or two, or
 * gold where the scenario has it), only when another seat holds what it
 * asks for and would itself gain by the trade as the greedy player judges
 * it: an offer nobody can accept is never made.  At most CATAN_GREEDY_OFFERS_PER_TURN offers a
 * turn and never the same one twice in a row, so that a turn always ends.
 * Answering, it takes what brings its own next build closer and never
 * helps a player about to win.  Hands are public in Catan (the engine
 * redacts development cards only), so reading the others' is fair. */

/* A build's cost the player still lacks, in cards. */
static guint
missing_for (const guint8 *hand,
             const guint8 *target)
{
  guint n = 0;

  if (target == NULL)
    return 0;
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (hand[r] < target[r])
      n += target[r] - hand[r];
  return n;
}

/* What an offer's weighing asks of every seat, worked out once per
 * decision rather than once per candidate offer and seat (tens of each on
 * a greedy turn): the build each saves for, and whether it is about to
 * win. */
typedef struct
{
  const CatanState *s;
  CatanGreedyTarget target_of;
  guint             known_target;   /* bit per seat: target[] filled */
  guint             known_near;     /* bit per seat: near_win[] filled */
  guint             near_win;       /* bit per seat */
  const guint8     *target[CATAN_MAX_PLAYERS];
} TradeSeats;

static void
trade_seats_init (TradeSeats       *seats,
                  const CatanState *s,
                  CatanGreedyTarget target_of)
{
  seats->s = s;
  seats->target_of = target_of;
  seats->known_target = 0;
  seats->known_near = 0;
  seats->near_win = 0;
}

static const guint8 *
seat_target (TradeSeats *seats,
             guint       q)
{
  if (!(seats->known_target & (1u << q)))
    {
      seats->target[q] = seats->target_of (seats->s, q);
      seats->known_target |= 1u << q;
    }
  return seats->target[q];
}

/* A leader two points or less from victory gets no help. */
static gboolean
about_to_win (TradeSeats *seats,
              guint       q)
{
  if (!(seats->known_near & (1u << q)))
    {
      if (catan_vp_public (seats->s, q) + 2 >= seats->s->victory_points)
        seats->near_win |= 1u << q;
      seats->known_near |= 1u << q;
    }
  return (seats->near_win >> q) & 1;
}

static gboolean
takes_trade (TradeSeats   *seats,
             guint         q,
             guint         from,
             const guint8 *in,
             const guint8 *out,
             guint         gold_in,
             guint         gold_out)
{
  const CatanState *s = seats->s;
  const guint8 *hand = s->players[q].res.count;
  const guint8 *target;
  guint8 after[CATAN_N_RES];
  guint before_missing, after_missing, n_before, n_after;

  if (!catan_covers (hand, out) || s->gold[q] < gold_out || about_to_win (seats, from))
    return FALSE;
  if (gold_out > 0 && catan_gold_vp_after (s, q, -(gint) gold_out) < catan_gold_vp (s, q))
    return FALSE;
  target = seat_target (seats, q);
  for (guint r = 0; r < CATAN_N_RES; r++)
    after[r] = (guint8) (hand[r] - out[r] + in[r]);
  before_missing = missing_for (hand, target);
  after_missing = missing_for (after, target);
  if (after_missing < before_missing)
    return TRUE;
  if (after_missing > before_missing)
    return FALSE;
  /* Rivers: gold that earns the settler cards' points. */
  if (gold_in > 0 && catan_gold_vp_after (s, q, (gint) gold_in) > catan_gold_vp (s, q))
    return TRUE;
  /* Otherwise only more for cards the build does not need (a card worth
   * two gold, the bank's price) and never a hand a 7 would halve. */
  n_before = catan_sum5 (hand);
  n_after = catan_sum5 (after);
  return 2 * n_after + gold_in > 2 * n_before + gold_out && n_after <= 7 && target != NULL;
}

/* takes_trade() of @n (1 or 2) cards of @r for one of @g (no gold), the
 * offers catan_greedy_offer() weighs by the dozen, worked out from the two
 * resources that change: the same answer without the loops.  @q holds a
 * card of @g and @from is not about to win (catan_greedy_offer() checked
 * both). */
static inline gboolean
takes_swap (TradeSeats *seats,
            guint       q,
            guint       r,
            guint       n,
            guint       g)
{
  const guint8 *hand = seats->s->players[q].res.count;
  const guint8 *target = seat_target (seats, q);
  guint fill, keep;

  if (target == NULL)
    return FALSE;   /* nothing missing either way, and no target */
  /* Giving a card of @g costs one more missing card unless @q has more
   * than its target needs; @n cards of @r fill up to what @r lacks. */
  keep = hand[g] <= target[g] ? 1 : 0;
  fill = hand[r] < target[r] ? MIN (n, (guint) (target[r] - hand[r])) : 0;
  if (fill != keep)
    return fill > keep;
  /* As many missing after as before: more cards, never past 7. */
  return n > 1 && catan_sum5 (hand) + 1 <= 7;
}

gboolean
catan_greedy_takes_trade (const CatanState *s,
                          CatanGreedyTarget target_of,
                          guint             q,
                          guint             from,
                          const guint8     *in,
                          const guint8     *out,
                          guint             gold_in,
                          guint             gold_out)
{
  TradeSeats seats;

  trade_seats_init (&seats, s, target_of);
  return takes_trade (&seats, q, from, in, out, gold_in, gold_out);
}

void
catan_greedy_answer (const CatanState *s,
                     CatanGreedyTarget target_of,
                     guint             p,
                     TslMove          *m)
{
  memset (m, 0, sizeof *m);
  m->player = (gint8) p;
  m->arg[0] = (gint32) s->trade_index;
  m->type = catan_greedy_takes_trade (s, target_of, p, s->current, s->trade_give, s->trade_get,
                                      s->trade_gold_give, s->trade_gold_get)
            ? TSL_CATAN_ACCEPT_TRADE : TSL_CATAN_REJECT_TRADE;
}

void
catan_greedy_confirm (const CatanState *s,
                      guint             p,
                      TslMove          *m)
{
  guint best_vp = G_MAXUINT;

  memset (m, 0, sizeof *m);
  m->player = (gint8) p;
  m->arg[0] = (gint32) s->trade_index;
  m->type = TSL_CATAN_CANCEL_TRADE;
  /* Of those who accept, trade with the one furthest behind. */
  for (guint q = 0; q < s->n_players; q++)
    if ((s->trade_accepted & (1u << q)) && catan_vp_public (s, q) < best_vp)
      {
        best_vp = catan_vp_public (s, q);
        m->type = TSL_CATAN_CONFIRM_TRADE;
        m->arg[1] = (gint32) q;
      }
}

/* Whether one of the seats in @to takes @give (and @gold_give) for a card
 * of @g, asked in seat order. */
static gboolean
anyone_takes (TradeSeats   *seats,
              guint         p,
              guint         to,
              const guint8 *give,
              const guint8 *get,
              guint         g,
              guint         gold_give)
{
  guint r = 0;

  /* Cards of one kind for a card (the common offer): which kind. */
  for (guint k = 0; k < CATAN_N_RES; k++)
    r = give[k] > 0 ? k : r;
  for (; to != 0; to &= to - 1)
    {
      guint q = (guint) __builtin_ctz (to);

      if (gold_give == 0 ? takes_swap (seats, q, r, give[r], g)
                         : takes_trade (seats, q, p, give, get, gold_give, 0))
        return TRUE;
    }
  return FALSE;
}

/* Whether one of the seats in @to takes @n cards of @r for a card of @g:
 * anyone_takes() for that offer without building it, for the tens of
 * candidates nobody takes. */
static inline gboolean
swap_taken (TradeSeats *seats,
            guint       to,
            guint       r,
            guint       n,
            guint       g)
{
  for (; to != 0; to &= to - 1)
    if (takes_swap (seats, (guint) __builtin_ctz (to), r, n, g))
      return TRUE;
  return FALSE;
}

/* Whether @give for @get is the offer already made this turn. */
static gboolean
made_before (const CatanState *s,
             const guint8     *give,
             const guint8     *get,
             guint             gold_give)
{
  return s->offers_this_turn > 0 && memcmp (s->trade_give, give, CATAN_N_RES) == 0 &&
         memcmp (s->trade_get, get, CATAN_N_RES) == 0 && s->trade_gold_give == gold_give &&
         s->trade_gold_get == 0;
}

/* Fills @m with @give for @get (one card of @g) to the seats @to when one
 * of them would take it; @p is not about to win. */
static gboolean
try_offer (TradeSeats   *seats,
           guint         p,
           guint         to,
           const guint8 *give,
           const guint8 *get,
           guint         g,
           guint         gold_give,
           TslMove      *m)
{
  if (made_before (seats->s, give, get, gold_give) || !anyone_takes (seats, p, to, give, get, g, gold_give))
    return FALSE;
  memset (m, 0, sizeof *m);
  m->type = TSL_CATAN_OFFER_TRADE;
  m->player = (gint8) p;
  memcpy (m->count, give, CATAN_N_RES);
  memcpy (m->count + CATAN_N_RES, get, CATAN_N_RES);
  m->count[2 * CATAN_N_RES] = (guint8) gold_give;
  m->arg[0] = (gint32) to;
  return TRUE;
}

gboolean
catan_greedy_offer (const CatanState *s,
                    CatanGreedyTarget target_of,
                    const guint8     *target,
                    guint             p,
                    TslMove          *m)
{
  const guint8 *hand = s->players[p].res.count;
  TradeSeats seats;
  guint to[CATAN_N_RES];
  guint lacking = 0;             /* bit per resource the target lacks */
  guint wanted = 0;              /* bit per resource someone could give */
  guint n_seats;
  guint givable[2] = { 0, 0 };   /* bit per resource @p can give 1, 2 of */

  if (!s->opt_domestic_trade || target == NULL || s->phase != CATAN_PHASE_MAIN ||
      (s->built && !s->opt_trade_after_build) ||
      s->offers_this_turn >= CATAN_GREEDY_OFFERS_PER_TURN || catan_covers (hand, target))
    return FALSE;
  trade_seats_init (&seats, s, target_of);
  /* The caller's own target: not worked out again. */
  seats.target[p] = target;
  seats.known_target = 1u << p;
  /* Nobody takes an offer from a player about to win: no candidate
   * needs weighing. */
  if (about_to_win (&seats, p))
    return FALSE;
  /* What does not change from one candidate to the next: once. */
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      gint spare = (gint) hand[r] - target[r];

      to[r] = 0;
      lacking |= (guint) (spare < 0) << r;
      /* Never as many as the bank asks: every rate is 2 or more, so one
       * card always goes, two where the rate is more than 2. */
      givable[0] |= (guint) (spare >= 1) << r;
      if (spare >= 2)
        givable[1] |= (guint) (catan_trade_rate (s, p, r) > 2) << r;
    }
  /* Who holds what @p lacks, seat by seat (bounded by the array too, for
   * the compiler's bounds check under the sanitizers). */
  n_seats = MIN (s->n_players, G_N_ELEMENTS (s->players));
  for (guint q = 0; q < n_seats && lacking != 0; q++)
    if (q != p && !about_to_win (&seats, q))
      for (guint gs = lacking; gs != 0; gs &= gs - 1)
        {
          guint g = (guint) __builtin_ctz (gs);

          to[g] |= (guint) (s->players[q].res.count[g] > 0) << q;
        }
  for (guint g = 0; g < CATAN_N_RES; g++)
    wanted |= (guint) (to[g] != 0) << g;

  /* Cheapest first: one spare card for a card wanted, then two, then gold
   * (where the scenario has it), up to a card's price and one more. */
  for (guint n = 1; n <= 2; n++)
    for (guint gs = wanted; gs != 0; gs &= gs - 1)
      {
        guint g = (guint) __builtin_ctz (gs);

        for (guint rs = givable[n - 1] & ~(1u << g); rs != 0; rs &= rs - 1)
          {
            guint r = (guint) __builtin_ctz (rs);
            guint8 give[CATAN_N_RES] = { 0, }, get[CATAN_N_RES] = { 0, };

            if (!swap_taken (&seats, to[g], r, n, g))
              continue;
            give[r] = (guint8) n;
            get[g] = 1;
            if (try_offer (&seats, p, to[g], give, get, g, 0, m))
              return TRUE;
          }
      }
  if (wanted != 0 && catan_gold_used (s))
    for (guint gs = wanted; gs != 0; gs &= gs - 1)
      {
        guint g = (guint) __builtin_ctz (gs);
        guint8 give[CATAN_N_RES] = { 0, }, get[CATAN_N_RES] = { 0, };

        get[g] = 1;
        for (guint gold = 1; gold <= CATAN_GOLD_PRICE + 1 && gold <= s->gold[p]; gold++)
          if (catan_gold_vp_after (s, p, -(gint) gold) >= catan_gold_vp (s, p) &&
              try_offer (&seats, p, to[g], give, get, g, gold, m))
            return TRUE;
      }
  return FALSE;
}
