/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-error.h"

/* Barbarian Attack (docs/rules-catan-tb.md, S4, "5. Barbárok legyőzése"):
 * the battle check at the end of a turn, the prisoners, the gold and the
 * knights lost by the colour die.  One FIGHT_BARBARIANS action per battle,
 * carrying its outcome (colour, roll-off winners). */

/* The owners of the knights around @hex (bit per owner, bit 4 the Foreign
 * Knight) and how many each has there. */
guint
catan_ba_participants (const CatanState *s,
                       guint             hex,
                       guint8           *knights)
{
  guint mask = 0;

  memset (knights, 0, CATAN_BA_OWNERS);
  for (guint k = 0; k < 6; k++)
    {
      guint o = s->slice_barbarian_attack.knight_at[TOPO ()->hex_edge_list[hex][k]];

      if (o == CATAN_NONE)
        continue;
      knights[o]++;
      mask |= 1u << o;
    }
  return mask;
}

static gboolean
victory_at (const CatanState *s,
            guint             hex)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  guint8 knights[CATAN_BA_OWNERS];
  guint n = 0;

  if (ba->barbarians[hex] == 0)
    return FALSE;
  catan_ba_participants (s, hex, knights);
  for (guint o = 0; o < CATAN_BA_OWNERS; o++)
    n += knights[o];
  /* "ha az egy tájegységet határoló útvonalakon több lovag áll, mint ahány
   * barbár magán a mezőn" */
  return n > ba->barbarians[hex];
}

/* "A vártól balra fekvő mezővel kezdjük, majd az óra járásával megegyező
 * irányban": the first position of the coast order from @from on with a
 * victory, -1 when none is left. */
gint
catan_ba_next_battle (const CatanState *s,
                      guint             from)
{
  guint8 coast[CATAN_N_LAND];
  guint n = catan_ba_coast (s, coast);

  for (guint i = from; i < n; i++)
    if (victory_at (s, coast[i]))
      return (gint) i;
  return -1;
}

/* "kockadobással döntünk ... Egyforma dobás esetén újat dobunk": the
 * @need owners of @group with the highest rolls, tied rolls rolled again;
 * two-player: the Foreign Knight always counts as a roll of 3 ("rá mindig
 * a 3 kockadobás érvényes"). */
guint
catan_ba_roll_off (guint32  group,
                   guint    need,
                   TslRng  *rng)
{
  guint won = 0;

  while (need > 0 && group != 0)
    {
      guint roll[CATAN_BA_OWNERS] = { 0, };
      guint best = 0;
      guint top = 0;

      if (catan_popcount (group) <= need)
        return won | group;
      for (guint o = 0; o < CATAN_BA_OWNERS; o++)
        if ((group >> o) & 1)
          {
            roll[o] = o == CATAN_FOREIGN_KNIGHT ? 3 : (guint) (tsl_rng_range (rng, 1, 6) + tsl_rng_range (rng, 1, 6));
            best = MAX (best, roll[o]);
          }
      for (guint o = 0; o < CATAN_BA_OWNERS; o++)
        if (((group >> o) & 1) && roll[o] == best)
          top |= 1u << o;
      if (catan_popcount (top) <= need)
        {
          won |= top;
          need -= catan_popcount (top);
          group &= ~top;
        }
      else
        group = top;   /* the tie decides: only the tied roll again */
    }
  return won;
}

/* Compensation for a prisoner missed or a knight lost: 3 gold; two-player
 * for a knight "nem 3 arany, hanem 2 arany + 1 kereskedő zseton". */
static void
compensate (CatanState *s,
            guint       o,
            gboolean    knight)
{
  if (o >= s->n_players)
    return;
  if (knight && catan_two_player (s))
    {
      catan_gold_gain (s, o, CATAN_BA_GOLD - 1);
      if (s->slice_two_player.tokens[0] + s->slice_two_player.tokens[1] < CATAN_TOKENS_TOTAL)
        s->slice_two_player.tokens[o]++;
      return;
    }
  catan_gold_gain (s, o, CATAN_BA_GOLD);
}

gboolean
catan_ba_fight (CatanState *s,
                TslMove    *m,
                TslRng     *rng,
                GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  const CatanTopo *t = TOPO ();
  gboolean recorded = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;
  guint8 coast[CATAN_N_LAND];
  guint8 knights[CATAN_BA_OWNERS];
  guint8 gets[CATAN_BA_OWNERS] = { 0, };
  guint n_coast = catan_ba_coast (s, coast);
  guint hex, owners, prisoners, group = 0, need = 0, won = 0, colour;
  gint next;

  if (ba->battle_next >= n_coast)
    return catan_fail (error, _("There is no battle to fight now"));
  hex = coast[ba->battle_next];
  if (recorded && m->arg[0] != (gint) hex)
    return catan_fail (error, _("The battle is fought on the next coastal hex in clockwise order from the castle"));
  owners = catan_ba_participants (s, hex, knights);
  prisoners = ba->barbarians[hex];

  /* "Ha valaki a lovagjaival egymaga győzte le a barbárokat, az összes
   * foglyot megkapja. Ha többen ..., minden résztvevő kap egy foglyot. Ha
   * nincs elegendő fogoly, kockadobással döntünk ... Akinek nem jut
   * fogoly, kap 3 aranyat. Ha ... marad 1 barbár, ezt az a játékos kapja,
   * aki a legtöbb lovaggal vett részt" (else a roll; the loser: 3 gold). */
  if (catan_popcount (owners) == 1)
    gets[g_bit_nth_lsf (owners, -1)] = (guint8) prisoners;
  else if (prisoners < catan_popcount (owners))
    {
      group = owners;
      need = prisoners;
    }
  else
    {
      guint left = prisoners - catan_popcount (owners);
      guint most = 0, tied = 0;

      for (guint o = 0; o < CATAN_BA_OWNERS; o++)
        if ((owners >> o) & 1)
          {
            gets[o] = 1;
            most = MAX (most, knights[o]);
          }
      for (guint o = 0; o < CATAN_BA_OWNERS; o++)
        if (((owners >> o) & 1) && knights[o] == most)
          tied |= 1u << o;
      if (left > 0 && catan_popcount (tied) == 1)
        gets[g_bit_nth_lsf (tied, -1)] += (guint8) left;
      else if (left > 0)
        {
          group = tied;
          need = left;
        }
    }
  if (recorded)
    {
      won = (guint) m->arg[2];
      if (need == 0 ? won != 0 : ((won & ~group) != 0 || catan_popcount (won) != need))
        return catan_fail (error, _("The recorded winners of the roll for the prisoners do not fit the battle"));
      if (m->arg[1] < 0 || m->arg[1] >= CATAN_BA_COLOURS)
        return catan_fail (error, _("The colour die shows green, purple or brown"));
      colour = (guint) m->arg[1];
    }
  else
    {
      won = need > 0 ? catan_ba_roll_off (group, need, rng) : 0;
      /* Six sides, each colour twice (our reconstruction). */
      colour = tsl_rng_below (rng, 6) % CATAN_BA_COLOURS;
    }

  memset (ba->last_battle_prisoners, 0, sizeof ba->last_battle_prisoners);
  memset (ba->last_battle_lost, 0, sizeof ba->last_battle_lost);
  for (guint o = 0; o < CATAN_BA_OWNERS; o++)
    {
      if ((won >> o) & 1)
        gets[o]++;
      else if ((group >> o) & 1)
        compensate (s, o, FALSE);
      if (gets[o] == 0)
        continue;
      ba->last_battle_prisoners[o] = gets[o];
      /* The bound on the array too: the compiler cannot know n_players <= 4. */
      if (o < s->n_players && o < G_N_ELEMENTS (ba->prisoners))
        ba->prisoners[o] += gets[o];
      else
        ba->barbarians_left += gets[o];   /* the Foreign Knight's go back to the reserve (docs) */
    }
  ba->barbarians[hex] = 0;

  /* "Azok a lovagok, melyek a vár mezőn kidobott színeknek megfelelő
   * oldalain állnak a visszafoglalt mezőnek, elvesztek ... Minden elvesztett
   * lovag után tulajdonosa 3 aranyat kap"; the Foreign Knight is never lost. */
  for (guint k = colour; k < 6; k += CATAN_BA_COLOURS)
    {
      guint e = t->hex_edge_list[hex][k];
      guint o = ba->knight_at[e];

      if (o == CATAN_NONE || o == CATAN_FOREIGN_KNIGHT)
        continue;
      ba->knight_at[e] = CATAN_NONE;
      ba->knights_left[o]++;
      ba->last_battle_lost[o]++;
      compensate (s, o, TRUE);
    }
  ba->last_battle_hex = (guint8) hex;
  ba->last_battle_colour = (guint8) colour;
  m->arg[0] = (gint32) hex;
  m->arg[1] = (gint32) colour;
  m->arg[2] = (gint32) won;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  catan_ba_refresh (s);

  next = catan_ba_next_battle (s, ba->battle_next + 1u);
  if (next >= 0)
    ba->battle_next = (guint8) next;
  else
    s->phase = CATAN_PHASE_MAIN;   /* the caller ends the turn */
  return TRUE;
}
