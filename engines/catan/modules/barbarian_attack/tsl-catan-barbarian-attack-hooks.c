/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-hooks-private.h"

/* Its name among the scenario option's values (tsl-catan-engine.c) */
/* Translators: the Traders & Barbarians scenario (HU "A barbárok támadása", DE "Der Barbarenüberfall",
 * as the publisher names it: see docs/TRANSLATING.md) */
const char catan_barbarian_attack_scenario_label[] = N_("Barbarian Attack");

/* Barbarian Attack's hooks (tsl-catan-hooks-private.h) beside its turn's
 * end (tsl-catan-barbarian-attack.c) and its JSON. */

gboolean
catan_barbarian_attack_plays (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_BARBARIAN_ATTACK;
}

/* No robber: the 7 draws a card from an opponent. */
const char *
catan_barbarian_attack_phase_wait (const CatanState *s)
{
  switch (s->phase)
    {
    case CATAN_PHASE_ROBBER:
      return _("Draw a card from an opponent for the 7 first");
    case CATAN_PHASE_CARD:
      return _("Carry out the development card you bought first");
    case CATAN_PHASE_BATTLE:
      return _("The battles against the barbarians must be fought first");
    case CATAN_PHASE_KNIGHTS:
      return _("The knights are moving: trading and building are over for this turn");
    default:
      return NULL;
    }
}

/* Prisoners; pillaged buildings count nothing. */
gint
catan_barbarian_attack_vp (const CatanState *s,
                           guint             p)
{
  return catan_ba_vp_change (s, p);
}

/* Battles take prisoners and pillage buildings, and gold buys resources,
 * whatever else is left. */
gboolean
catan_barbarian_attack_may_score (const CatanState *s)
{
  return TRUE;
}

/* The prisoners @p takes in a battle won (the @knights of each owner
 * around the hex) if the battles were fought now: all of them alone; one
 * each with others, as far as they go (an even share of a roll when they
 * fall short); the one left over to the most knights. */
static double
prisoners_due (guint         p,
               guint         barbarians,
               guint         owners,
               const guint8 *knights)
{
  guint most = 0, tied = 0, n_owners = catan_popcount (owners);

  if (knights[p] == 0)
    return 0;
  for (guint o = 0; o < CATAN_BA_OWNERS; o++)
    most = MAX (most, knights[o]);
  if (n_owners == 1)
    return barbarians;
  if (barbarians < n_owners)
    return (double) barbarians / n_owners;
  for (guint o = 0; o < CATAN_BA_OWNERS; o++)
    tied += knights[o] == most;
  return 1.0 + (knights[p] == most ? (double) (barbarians - n_owners) / tied : 0.0);
}

/* Knights on the board defend and take prisoners (two make a point);
 * production one landing short of pillage, with no battle won there, is
 * at risk; gold is the core's feature.  Barbarians stand on coastal hexes
 * only. */
void
catan_barbarian_attack_evaluate (const CatanState *s,
                                 guint             p,
                                 double            future,
                                 double           *f)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  const CatanTopo *t = TOPO ();
  const CatanPlayer *pl = &s->players[p];
  guint knights = 0, exposed = 0;
  double due = 0;

  for (guint e = 0; e < CATAN_N_EDGES; e++)
    knights += ba->knight_at[e] == p;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      guint8 around[CATAN_BA_OWNERS];
      guint owners, defenders = 0;

      if (ba->barbarians[h] == 0)
        continue;
      owners = catan_ba_participants (s, h, around);
      for (guint o = 0; o < CATAN_BA_OWNERS; o++)
        defenders += around[o];
      if (defenders > ba->barbarians[h])
        due += prisoners_due (p, ba->barbarians[h], owners, around);
      else if (ba->barbarians[h] == CATAN_BA_PILLAGE - 1)
        exposed += catan_evaluate_pips (s->number[h]) *
                   (catan_popcount (pl->settlements & t->hex_vertices[h]) +
                    2 * catan_popcount (pl->cities & t->hex_vertices[h]));
    }
  f[CATAN_EVAL_BARBARIAN_ATTACK_KNIGHTS] = future * knights;
  f[CATAN_EVAL_BARBARIAN_ATTACK_PRISONERS_ODD] = ba->prisoners[p] % 2;
  f[CATAN_EVAL_BARBARIAN_ATTACK_PRISONERS_DUE] = due;
  f[CATAN_EVAL_BARBARIAN_ATTACK_EXPOSED_PIPS] = future * exposed;
}

/* A recorded barbarian roll is checked after the build that lands them. */
gboolean
catan_barbarian_attack_move_begin (const CatanState *s,
                                   TslMove          *m)
{
  return catan_ba_build_lands (s, m->type);
}

gboolean
catan_barbarian_attack_move_end (CatanState *s,
                                 TslMove    *m,
                                 gboolean    began,
                                 TslRng     *rng,
                                 GError    **error)
{
  return !began || catan_ba_land (s, m, rng, error);
}

/* The knights move and the battles are fought before the turn ends. */
gint
catan_barbarian_attack_takes_over (CatanState *s,
                                   guint       p,
                                   TslMove    *m,
                                   TslRng     *rng,
                                   GError    **error)
{
  if (m->type != TSL_CATAN_END_TURN)
    return -1;
  if (!catan_ba_end_turn (s, p, error))
    return FALSE;
  return s->phase == CATAN_PHASE_BATTLE || s->phase == CATAN_PHASE_KNIGHTS ? TRUE : -1;
}

/* Intrigue's prisoner and freed buildings score; the last battle ends the
 * turn. */
void
catan_barbarian_attack_after_move (CatanState    *s,
                                   const TslMove *m)
{
  switch (m->type)
    {
    case TSL_CATAN_PLACE_KNIGHT:
    case TSL_CATAN_MOVE_BARBARIANS:
    case TSL_CATAN_CAPTURE_BARBARIAN:
    case TSL_CATAN_STEAL_RESOURCE:
      catan_check_victory (s);
      break;
    case TSL_CATAN_FIGHT_BARBARIANS:
      catan_end_turn_when_done (s);
      break;
    default:
      break;
    }
}

void
catan_barbarian_attack_refuse_unplayed (GError **error)
{
  catan_fail (error, _("Knights and barbarians belong to the Barbarian Attack scenario"));
}

/* Its moves before the roll and in the main phase, the 7's without a
 * robber, and those of its phases (the cards, the knights, the battles) */
void
catan_barbarian_attack_legal_roll (const CatanState *s,
                                   guint             p,
                                   TslMoveList      *out)
{
  catan_ba_legal (s, p, out);
}

void
catan_barbarian_attack_legal_main (const CatanState *s,
                                   guint             p,
                                   TslMoveList      *out)
{
  catan_ba_legal (s, p, out);
}

gboolean
catan_barbarian_attack_legal_robber (const CatanState *s,
                                     guint             p,
                                     TslMoveList      *out)
{
  catan_ba_legal (s, p, out);
  return TRUE;
}

void
catan_barbarian_attack_legal_phase (const CatanState *s,
                                    guint             p,
                                    TslMoveList      *out)
{
  if (s->phase == CATAN_PHASE_CARD || s->phase == CATAN_PHASE_BATTLE || s->phase == CATAN_PHASE_KNIGHTS)
    catan_ba_legal (s, p, out);
}

gboolean
catan_barbarian_attack_setup_board (CatanState *s,
                                    JsonNode   *setup,
                                    TslRng     *rng,
                                    GError    **error)
{
  return catan_ba_init (s, setup, rng, error);
}

/* A settlement or city rolls the barbarians' landing. */
gboolean
catan_barbarian_attack_undoable (const CatanState *s,
                                 guint             type)
{
  return !catan_ba_build_lands (s, type);
}

/* Treason in its card's phase (two-player: also the trade-token action,
 * at any time of one's turn); the knights' and battles' moves in theirs;
 * the 7's card drawn instead of the robber. */
gboolean
catan_barbarian_attack_action_phase_ok (const CatanState *s,
                                        guint             type)
{
  switch (type)
    {
    case TSL_CATAN_MOVE_BARBARIANS:
      return s->phase == CATAN_PHASE_CARD || s->phase == CATAN_PHASE_ROLL || s->phase == CATAN_PHASE_MAIN;
    case TSL_CATAN_PLACE_KNIGHT:
    case TSL_CATAN_CAPTURE_BARBARIAN:
      return s->phase == CATAN_PHASE_CARD;
    case TSL_CATAN_MOVE_KNIGHT:
      return s->phase == CATAN_PHASE_KNIGHTS;
    case TSL_CATAN_FIGHT_BARBARIANS:
      return s->phase == CATAN_PHASE_BATTLE;
    default:   /* TSL_CATAN_STEAL_RESOURCE */
      return s->phase == CATAN_PHASE_ROBBER;
    }
}

/* The turn ends while the knights move. */
gboolean
catan_barbarian_attack_phase_allows (const CatanState *s,
                                     guint             type)
{
  return type == TSL_CATAN_END_TURN && s->phase == CATAN_PHASE_KNIGHTS;
}
