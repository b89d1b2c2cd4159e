/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"

/* The re-roll house rule (tests only, so its sentences are not translated):
 * once a turn, in the main phase, the player whose turn it is may pay 1
 * grain to the bank and roll again; the new roll produces as a roll does,
 * a 7 nothing (no robber, no discards).  The event deck has no dice, so
 * the rule does not play with it. */

static const guint8 reroll_cost[CATAN_N_RES] = { [TSL_CATAN_GRAIN] = 1 };

gboolean
catan_reroll_plays (const CatanState *s)
{
  return !catan_events (s);
}

void
catan_reroll_end_turn (CatanState *s)
{
  s->slice_reroll.used = FALSE;
}

void
catan_reroll_legal_main (const CatanState *s,
                         guint             p,
                         TslMoveList      *out)
{
  if (!s->slice_reroll.used && catan_covers (s->players[p].res.count, reroll_cost))
    catan_push_move (out, CATAN_MOVE_REROLL, p);
}

gboolean
catan_reroll_apply (CatanState *s,
                    guint       p,
                    TslMove    *m,
                    TslRng     *rng,
                    GError    **error)
{
  guint a, b;

  if (s->phase != CATAN_PHASE_MAIN || p != s->current)
    return catan_fail (error, "Roll again in your turn, after the roll");
  if (s->slice_reroll.used)
    return catan_fail (error, "You have rolled again this turn already");
  if (!catan_covers (s->players[p].res.count, reroll_cost))
    return catan_fail (error, "Rolling again costs 1 grain");
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      a = m->count[0];
      b = m->count[1];
      if (a < 1 || a > 6 || b < 1 || b > 6)
        return catan_fail (error, "A die shows 1 to 6");
    }
  else
    {
      a = (guint) tsl_rng_range (rng, 1, 6);
      b = (guint) tsl_rng_range (rng, 1, 6);
    }
  catan_pay (s, p, reroll_cost);
  m->count[0] = (guint8) a;
  m->count[1] = (guint8) b;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->dice[0] = (guint8) a;
  s->dice[1] = (guint8) b;
  if (a + b != 7)
    catan_produce (s, a + b, 2);
  s->slice_reroll.used = TRUE;
  return TRUE;
}

/* Its move's members: the dice rolled again, when recorded.  Its log
 * sentence is the one made from the table (it has no describe hook). */
static const CatanMoveSpec reroll = { "reroll", 1, {
  { .member = "dice", .kind = CATAN_ARG_DICE, .flags = CATAN_ARG_OUTCOME,
    .refusal = "“dice” must be two whole numbers from 1 to 6, like [3, 5]" } } };

const CatanMoveSpec *
catan_reroll_move_spec (guint type)
{
  return &reroll;
}

char *
catan_reroll_describe_hint (const CatanState   *s,
                            const TslMove      *m,
                            const char * const *names)
{
  return g_strdup ("The computer would pay 1 grain to roll again.");
}
