/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-two-player-private.h"

/* Barbarian Attack: the legal moves the scenario adds (called by
 * tsl-catan-legal.c in the phases ROBBER, CARD, BATTLE and MAIN). */

static void
steal_moves (const CatanState *s,
             guint             p,
             TslMoveList      *out)
{
  gboolean any = FALSE;

  for (guint q = 0; q < s->n_players; q++)
    if (q != p && s->players[q].n_res > 0)
      {
        TslMove *m = catan_push_move (out, TSL_CATAN_STEAL_RESOURCE, p);

        m->arg[0] = (gint32) q;
        m->arg[1] = -1;
        any = TRUE;
      }
  if (!any)
    {
      TslMove *m = catan_push_move (out, TSL_CATAN_STEAL_RESOURCE, p);

      m->arg[0] = m->arg[1] = -1;
    }
}

static void
card_moves (const CatanState *s,
            guint             p,
            TslMoveList      *out)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  switch (ba->card_pending)
    {
    case TSL_CATAN_KNIGHTHOOD:
    case TSL_CATAN_BLACK_KNIGHT:
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        {
          if (!catan_ba_knight_spot (s, p, e))
            continue;
          if (ba->knights_left[p] > 0)
            {
              TslMove *m = catan_push_move (out, TSL_CATAN_PLACE_KNIGHT, p);

              m->arg[0] = (gint32) e;
              m->arg[1] = -1;
              continue;
            }
          for (guint f = 0; f < CATAN_N_EDGES; f++)
            if (ba->knight_at[f] == p)
              {
                TslMove *m = catan_push_move (out, TSL_CATAN_PLACE_KNIGHT, p);

                m->arg[0] = (gint32) e;
                m->arg[1] = (gint32) f;
              }
        }
      break;
    case TSL_CATAN_TREASON:
      for (gint from = -1; from < CATAN_N_LAND; from++)
        for (gint to = 0; to < CATAN_N_LAND; to++)
          if (catan_ba_treason_ok (s, from, to, NULL))
            {
              TslMove *m = catan_push_move (out, TSL_CATAN_MOVE_BARBARIANS, p);

              m->arg[0] = from;
              m->arg[1] = to;
            }
      break;
    case TSL_CATAN_INTRIGUE:
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (ba->barbarians[h] > 0)
          catan_push_move (out, TSL_CATAN_CAPTURE_BARBARIAN, p)->arg[0] = (gint32) h;
      break;
    default:
      break;
    }
}

/* Each movable knight's targets in 3 steps, and with a grain those only 5
 * reach (a grain for a shorter move is accepted, not listed). */
static void
knight_moves (const CatanState *s,
              guint             p,
              TslMoveList      *out)
{
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      guint8 ends[CATAN_N_EDGES];
      guint reach = s->players[p].res.count[TSL_CATAN_GRAIN] > 0 ? CATAN_BA_STEPS_GRAIN : CATAN_BA_STEPS;

      if (s->slice_barbarian_attack.knight_at[e] == CATAN_NONE || !catan_ba_knight_movable_ends (s, p, e, ends))
        continue;
      for (guint f = 0; f < CATAN_N_EDGES; f++)
        if (ends[f] <= reach)
          {
            TslMove *m = catan_push_move (out, TSL_CATAN_MOVE_KNIGHT, p);

            m->arg[0] = (gint32) e;
            m->arg[1] = (gint32) f;
            m->arg[2] = ends[f] > CATAN_BA_STEPS;
          }
    }
}

void
catan_ba_legal (const CatanState *s,
                guint             p,
                TslMoveList      *out)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  guint8 coast[CATAN_N_LAND];

  if (!catan_barbarian_attack (s))
    return;
  switch (s->phase)
    {
    case CATAN_PHASE_ROBBER:
      steal_moves (s, p, out);
      break;
    case CATAN_PHASE_CARD:
      card_moves (s, p, out);
      break;
    case CATAN_PHASE_BATTLE:
      if (ba->battle_next < catan_ba_coast (s, coast))
        catan_push_move (out, TSL_CATAN_FIGHT_BARBARIANS, p)->arg[0] = coast[ba->battle_next];
      break;
    case CATAN_PHASE_ROLL:
    case CATAN_PHASE_MAIN:
      /* Two-player: the trade-token action moves a barbarian. */
      if (catan_two_player (s) && catan_check_token_action (s, p, NULL))
        for (gint from = 0; from < CATAN_N_LAND; from++)
          for (gint to = 0; to < CATAN_N_LAND; to++)
            if (ba->barbarians[from] > 0 && catan_ba_token_move_ok (s, p, from, to, NULL))
              {
                TslMove *m = catan_push_move (out, TSL_CATAN_MOVE_BARBARIANS, p);

                m->arg[0] = from;
                m->arg[1] = to;
              }
      break;
    case CATAN_PHASE_KNIGHTS:
      knight_moves (s, p, out);
      if (!catan_ba_end_turn_blocked (s, p))
        catan_push_move (out, TSL_CATAN_END_TURN, p);
      break;
    default:
      break;
    }
}
