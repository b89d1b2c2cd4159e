/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-hooks-turn-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-error.h"

/* Barbarian Attack (seed 002, A BARBÁROK TÁMADÁSA; docs/rules-catan-tb.md,
 * S4): the barbarians' landings, the scenario's cards played at once, the
 * knights' moves, the battles at the end of a turn and the 7 without a
 * robber.  Legal moves: tsl-catan-barbarian-attack-legal.c. */

gboolean
catan_ba_build_lands (const CatanState *s,
                      guint             type)
{
  return catan_barbarian_attack (s) &&
         (type == TSL_CATAN_BUILD_SETTLEMENT || type == TSL_CATAN_BUILD_CITY ||
          type == TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT);
}

static guint
roll_2d6 (TslRng *rng)
{
  return (guint) (tsl_rng_range (rng, 1, 6) + tsl_rng_range (rng, 1, 6));
}

static void
add_barbarian (CatanState *s,
               guint       h)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  ba->barbarians[h]++;
  ba->barbarians_left--;
}

/* "a barbárok azonnal támadásba lendülnek": after a settlement or city,
 * three different numbers other than 7; one barbarian on each coastal hex
 * with the number unless it is pillaged ("nem rak fel barbárt. Ebben az
 * esetben a dobást nem kell megismételni"); no rolls once the reserve is
 * empty.  count[0..2] record the numbers, 0 for a roll not made. */
gboolean
catan_ba_land (CatanState *s,
               TslMove    *m,
               TslRng     *rng,
               GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  gboolean recorded = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;
  guint8 coast[CATAN_N_LAND];
  guint n_coast = catan_ba_coast (s, coast);

  for (guint i = 0; i < CATAN_BA_LANDINGS; i++)
    {
      guint n;

      if (ba->barbarians_left == 0)
        {
          if (recorded && m->count[i] != 0)
            return catan_fail (error, _("The reserve has no barbarians left: no more rolls are recorded"));
          m->count[i] = 0;
          continue;
        }
      if (recorded)
        {
          n = m->count[i];
          if (n < 2 || n > 12 || n == 7)
            return catan_fail (error, _("A barbarian roll is a number from 2 to 12 other than 7"));
        }
      else
        {
          /* Rolled again until new: the same as a uniform draw among the new ones. */
          gboolean again;

          do
            {
              n = roll_2d6 (rng);
              again = n == 7;
              for (guint k = 0; k < i; k++)
                again |= m->count[k] == n;
            }
          while (again);
        }
      for (guint k = 0; k < i; k++)
        if (m->count[k] == n)
          return catan_fail (error, _("The three barbarian rolls must be different numbers"));
      m->count[i] = (guint8) n;
      for (guint c = 0; c < n_coast; c++)
        if (s->number[coast[c]] == n && ba->barbarians[coast[c]] < CATAN_BA_PILLAGE && ba->barbarians_left > 0)
          add_barbarian (s, coast[c]);
    }
  memcpy (ba->last_landing, m->count, sizeof ba->last_landing);
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  catan_ba_refresh (s);
  return TRUE;
}

static gboolean
is_land_path (const CatanState *s,
              guint             e)
{
  for (guint i = 0; i < 2; i++)
    {
      guint h = TOPO ()->edge_hexes[e][i];

      if (h < CATAN_N_LAND && s->terrain[h] != TSL_CATAN_SEA)
        return TRUE;
    }
  return FALSE;
}

static gboolean
is_castle_path (const CatanState *s,
                guint             e)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  const CatanTopo *t = TOPO ();

  return ba->castle != CATAN_NONE && (t->edge_hexes[e][0] == ba->castle || t->edge_hexes[e][1] == ba->castle);
}

static guint
barbarians_on_board (const CatanState *s)
{
  guint n = 0;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    n += s->slice_barbarian_attack.barbarians[h];
  return n;
}

static gboolean
has_knight_on_board (const CatanState *s,
                     guint             p)
{
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (s->slice_barbarian_attack.knight_at[e] == p)
      return TRUE;
  return FALSE;
}

/* Knighthood: "a vármező egy szabad útvonalára"; Black Knight: "egy
 * tetszőleges útvonalra" (any free path of the island). */
gboolean
catan_ba_knight_spot (const CatanState *s,
                      guint             p,
                      guint             e)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  if (e >= CATAN_N_EDGES || ba->knight_at[e] != CATAN_NONE || !is_land_path (s, e))
    return FALSE;
  if (ba->card_pending == TSL_CATAN_KNIGHTHOOD)
    return is_castle_path (s, e);
  return ba->card_pending == TSL_CATAN_BLACK_KNIGHT;
}

static gboolean
any_knight_spot (const CatanState *s,
                 guint             p)
{
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_ba_knight_spot (s, p, e))
      return TRUE;
  return FALSE;
}

/* Whether the card bought has a choice to make now; otherwise it is
 * played without effect (documented: no knight left, no barbarian). */
static gboolean
card_has_choice (const CatanState *s,
                 guint             p)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  switch (ba->card_pending)
    {
    case TSL_CATAN_KNIGHTHOOD:
      return ba->knights_left[p] > 0 && any_knight_spot (s, p);
    case TSL_CATAN_BLACK_KNIGHT:
      return (ba->knights_left[p] > 0 || has_knight_on_board (s, p)) && any_knight_spot (s, p);
    case TSL_CATAN_TREASON:
      return catan_ba_treason_any (s);
    case TSL_CATAN_INTRIGUE:
      return barbarians_on_board (s) > 0;
    default:
      return FALSE;
    }
}

/* "azonnal felfordítva maga elé helyezi, és a rajta lévő utasítást
 * végrehajtja ... Ha az összes kártya elfogyott, ezt a paklit megkeverjük":
 * the card goes to the discards at once (the deck is refilled from them
 * when it runs out; the card drawn is random, so no order is kept).
 * Returns TRUE: the card is the scenario's (the caller must not keep it). */
gboolean
catan_barbarian_attack_card_bought (CatanState *s,
                                    guint       p,
                                    guint       card)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  if (!catan_barbarian_attack (s))
    return FALSE;
  ba->card_discards[card]++;
  if (s->dev_deck.len == 0)
    for (guint k = 0; k < CATAN_N_DEV; k++)
      for (; ba->card_discards[k] > 0; ba->card_discards[k]--)
        tsl_deck_push (&s->dev_deck, (guint8) k);
  /* OUTSIDE (catanfusion.com, kelvsyc): Treason also gives 2 gold. */
  if (card == TSL_CATAN_TREASON)
    catan_gold_gain (s, p, CATAN_BA_TREASON_GOLD);
  ba->card_pending = (guint8) card;
  ba->treason_done = 0;
  ba->treason_from = ba->treason_to = CATAN_NONE;
  if (card_has_choice (s, p))
    s->phase = CATAN_PHASE_CARD;
  else
    ba->card_pending = CATAN_NONE;
  return TRUE;
}

static void
card_done (CatanState *s)
{
  s->slice_barbarian_attack.card_pending = CATAN_NONE;
  s->phase = CATAN_PHASE_MAIN;
}

/* Two-player: "Amikor egy játékos az első lovagját felállítja, az Idegen
 * Lovagot a vármező egyik útjára állítja" (the first free castle path). */
static void
place_foreign_knight (CatanState *s)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  if (!catan_two_player (s))
    return;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (ba->knight_at[e] == CATAN_FOREIGN_KNIGHT)
      return;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (is_castle_path (s, e) && ba->knight_at[e] == CATAN_NONE)
      {
        ba->knight_at[e] = CATAN_FOREIGN_KNIGHT;
        catan_edges_add (&ba->knights_new, e);
        return;
      }
}

static gboolean
place_knight (CatanState *s,
              guint       p,
              TslMove    *m,
              GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  gint e = m->arg[0];
  gint from = m->arg[1];

  if (ba->card_pending != TSL_CATAN_KNIGHTHOOD && ba->card_pending != TSL_CATAN_BLACK_KNIGHT)
    return catan_fail (error, _("A knight is placed only for a Knighthood or Black Knight card"));
  if (e < 0 || e >= CATAN_N_EDGES || !catan_ba_knight_spot (s, p, (guint) e))
    return catan_fail (error, ba->card_pending == TSL_CATAN_KNIGHTHOOD
                              ? _("With Knighthood the knight goes onto a free path of the castle hex")
                              : _("The Black Knight goes onto a free path of the island"));
  if (from >= 0)
    {
      /* REC (digest): a knight on the board only when the reserve is empty. */
      if (ba->card_pending != TSL_CATAN_BLACK_KNIGHT || ba->knights_left[p] > 0)
        return catan_fail (error, _("The knight comes from your reserve"));
      if (from >= CATAN_N_EDGES || ba->knight_at[from] != p)
        return catan_fail (error, _("You have no knight on that path"));
      ba->knight_at[from] = CATAN_NONE;
    }
  else
    {
      if (ba->knights_left[p] == 0)
        return catan_fail (error, _("You have no knights left in your reserve"));
      ba->knights_left[p]--;
    }
  ba->knight_at[e] = (guint8) p;
  catan_edges_add (&ba->knights_new, (guint) e);
  place_foreign_knight (s);
  card_done (s);
  return TRUE;
}

/* Treason: "barbárokat lehet eltávolítani a partvidéki mezőkről és/vagy
 * másik partvidéki mezőre áthelyezni"; OUTSIDE (kelvsyc): two barbarians
 * from two different hexes onto two different unconquered hexes, from the
 * reserve when fewer lie on the board. */
static guint
source_hexes (const CatanState *s)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  guint n = 0;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    n += ba->barbarians[h] > 0 && h != ba->treason_from && h != ba->treason_to;
  return n;
}

gboolean
catan_ba_treason_ok (const CatanState *s,
                     gint              from,
                     gint              to,
                     GError          **error)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  if (ba->card_pending != TSL_CATAN_TREASON)
    return catan_fail (error, _("Barbarians are moved only for a Treason card"));
  if (from >= CATAN_N_LAND || from < -1 || (from >= 0 && ba->barbarians[from] == 0))
    return catan_fail (error, _("There is no barbarian on that hex"));
  if (from >= 0 && ((guint) from == ba->treason_from || (guint) from == ba->treason_to))
    return catan_fail (error, _("Treason moves two barbarians from two different hexes"));
  if (from < 0 && (source_hexes (s) > 0 || ba->barbarians_left == 0))
    return catan_fail (error, _("A barbarian comes from the reserve only when no other hex carries one"));
  if (!catan_ba_is_coastal (s, to) || to == from || (guint) to == ba->treason_to)
    return catan_fail (error, _("Treason moves the barbarian to another coastal hex, a different one for each"));
  if (ba->barbarians[to] >= CATAN_BA_PILLAGE)
    return catan_fail (error, _("A pillaged hex takes no more barbarians"));
  return TRUE;
}

/* Whether Treason has a barbarian left to move (the second one). */
gboolean
catan_ba_treason_any (const CatanState *s)
{
  for (gint from = -1; from < CATAN_N_LAND; from++)
    for (gint to = 0; to < CATAN_N_LAND; to++)
      if (catan_ba_treason_ok (s, from, to, NULL))
        return TRUE;
  return FALSE;
}

/* Two-player: "Mivel nincsen rabló, a kereskedő zseton-akcióval 1 barbár
 * helyezhető át": one barbarian from a coastal hex to another, unpillaged. */
gboolean
catan_ba_token_move_ok (const CatanState *s,
                        guint             p,
                        gint              from,
                        gint              to,
                        GError          **error)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  if (!catan_two_player (s))
    return catan_fail (error, _("Barbarians are moved only for a Treason card"));
  if (!catan_check_token_action (s, p, error))
    return FALSE;
  if (from < 0 || from >= CATAN_N_LAND || ba->barbarians[from] == 0)
    return catan_fail (error, _("There is no barbarian on that hex"));
  if (!catan_ba_is_coastal (s, to) || to == from)
    return catan_fail (error, _("The barbarian moves to another coastal hex"));
  if (ba->barbarians[to] >= CATAN_BA_PILLAGE)
    return catan_fail (error, _("A pillaged hex takes no more barbarians"));
  return TRUE;
}

static gboolean
token_move (CatanState *s,
            guint       p,
            TslMove    *m,
            GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  if (!catan_ba_token_move_ok (s, p, m->arg[0], m->arg[1], error))
    return FALSE;
  s->slice_two_player.tokens[p] -= (guint8) catan_token_cost (s, p);
  s->slice_two_player.token_used |= CATAN_TOKEN_ACTION;
  ba->barbarians[m->arg[0]]--;
  ba->barbarians[m->arg[1]]++;
  catan_ba_refresh (s);
  return TRUE;
}

static gboolean
treason (CatanState *s,
         guint       p,
         TslMove    *m,
         GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  if (s->phase != CATAN_PHASE_CARD)
    return token_move (s, p, m, error);
  if (!catan_ba_treason_ok (s, m->arg[0], m->arg[1], error))
    return FALSE;
  if (m->arg[0] >= 0)
    ba->barbarians[m->arg[0]]--;
  else
    ba->barbarians_left--;
  ba->barbarians[m->arg[1]]++;
  ba->treason_from = m->arg[0] >= 0 ? (guint8) m->arg[0] : CATAN_NONE;
  ba->treason_to = (guint8) m->arg[1];
  ba->treason_done++;
  catan_ba_refresh (s);
  /* The second barbarian, if there is one to move. */
  if (ba->treason_done >= 2 || !catan_ba_treason_any (s))
    card_done (s);
  return TRUE;
}

static gboolean
intrigue (CatanState *s,
          guint       p,
          TslMove    *m,
          GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  gint h = m->arg[0];

  if (ba->card_pending != TSL_CATAN_INTRIGUE)
    return catan_fail (error, _("A barbarian is taken prisoner only for an Intrigue card"));
  if (h < 0 || h >= CATAN_N_LAND || ba->barbarians[h] == 0)
    return catan_fail (error, _("There is no barbarian on that hex"));
  ba->barbarians[h]--;
  ba->prisoners[p]++;
  catan_ba_refresh (s);
  card_done (s);
  return TRUE;
}

/* Knights move from path to path through intersections: "Saját, vagy
 * idegen lovagok, városok és települések átugorhatóak, de azon az
 * útvonalon, ahol lépését befejezi, nem állhat másik lovag. A vármezőt
 * határoló útvonalakon sem fejezheti be a lépést."  @ends gets, for each
 * path a knight on @from may end on in up to @steps steps, the fewest
 * steps it takes (CATAN_BA_NO_END for the others).  Returns how many. */
guint
catan_ba_knight_ends (const CatanState *s,
                      guint             from,
                      guint             steps,
                      guint8           *ends)
{
  const CatanTopo *t = TOPO ();
  guint8 dist[CATAN_N_EDGES];
  guint8 queue[CATAN_N_EDGES];
  guint head = 0, tail = 0, n = 0;

  memset (dist, 0xff, sizeof dist);
  memset (ends, CATAN_BA_NO_END, CATAN_N_EDGES);
  dist[from] = 0;
  queue[tail++] = (guint8) from;
  while (head < tail)
    {
      guint e = queue[head++];

      if (dist[e] >= steps)
        continue;
      for (guint i = 0; i < 2; i++)
        {
          guint v = t->edge_vertices[e][i];

          for (guint k = 0; k < t->vertex_n_edges[v]; k++)
            {
              guint f = t->vertex_edges[v][k];

              if (dist[f] != 0xff || !is_land_path (s, f))
                continue;
              dist[f] = (guint8) (dist[e] + 1);
              queue[tail++] = (guint8) f;
              if (s->slice_barbarian_attack.knight_at[f] == CATAN_NONE && !is_castle_path (s, f))
                {
                  ends[f] = dist[f];
                  n++;
                }
            }
        }
    }
  return n;
}

/* As catan_ba_knight_ends(), as a flag per path. */
guint
catan_ba_knight_reach (const CatanState *s,
                       guint             from,
                       guint             steps,
                       gboolean         *targets)
{
  guint8 ends[CATAN_N_EDGES];
  guint n = catan_ba_knight_ends (s, from, steps, ends);

  for (guint f = 0; f < CATAN_N_EDGES; f++)
    targets[f] = ends[f] != CATAN_BA_NO_END;
  return n;
}

/* Whether the current player @p may move the knight on @e now: his own,
 * or (two-player) the Foreign Knight after his own ("először a saját
 * lovagjaival lép, majd az Idegen Lovaggal"); each once a turn.  If so,
 * @ends holds its ends in up to 5 steps, as catan_ba_knight_ends() gives
 * them (a move's list and the greedy player read them, not searching the
 * paths again). */
gboolean
catan_ba_knight_movable_ends (const CatanState *s,
                              guint             p,
                              guint             e,
                              guint8           *ends)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  guint owner;

  if (!catan_barbarian_attack (s) || s->phase != CATAN_PHASE_KNIGHTS || e >= CATAN_N_EDGES || p != s->current)
    return FALSE;
  owner = ba->knight_at[e];
  if (owner == CATAN_FOREIGN_KNIGHT)
    {
      if (ba->foreign_moved)
        return FALSE;
    }
  else if (owner != p || ba->foreign_moved || catan_edges_has (&ba->knights_moved, e))
    return FALSE;
  /* Somewhere in 5 steps, and in 3 unless a grain pays for more. */
  if (catan_ba_knight_ends (s, e, CATAN_BA_STEPS_GRAIN, ends) == 0)
    return FALSE;
  if (s->players[p].res.count[TSL_CATAN_GRAIN] > 0)
    return TRUE;
  for (guint f = 0; f < CATAN_N_EDGES; f++)
    if (ends[f] <= CATAN_BA_STEPS)
      return TRUE;
  return FALSE;
}

gboolean
catan_ba_knight_movable (const CatanState *s,
                         guint             p,
                         guint             e)
{
  guint8 ends[CATAN_N_EDGES];

  return catan_ba_knight_movable_ends (s, p, e, ends);
}

/* "Ha előzőleg a vár mezőre helyezett lovagot, muszáj onnan ellépnie"
 * (the seed's "város" is a slip for "vár"): a knight placed on a castle
 * path in an earlier turn. */
gboolean
catan_ba_must_move (const CatanState *s,
                    guint             e)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  return catan_barbarian_attack (s) && e < CATAN_N_EDGES && ba->knight_at[e] < CATAN_MAX_PLAYERS &&
         is_castle_path (s, e) && !catan_edges_has (&ba->knights_new, e);
}

static gboolean
move_knight (CatanState *s,
             guint       p,
             TslMove    *m,
             GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  gint from = m->arg[0];
  gint to = m->arg[1];
  gboolean grain = m->arg[2] != 0;
  gboolean targets[CATAN_N_EDGES];

  if (from < 0 || from >= CATAN_N_EDGES || to < 0 || to >= CATAN_N_EDGES ||
      (ba->knight_at[from] != p && ba->knight_at[from] != CATAN_FOREIGN_KNIGHT))
    return catan_fail (error, _("You have no knight on that path"));
  if (m->arg[2] != 0 && m->arg[2] != 1)
    return catan_fail (error, _("A knight’s move costs one grain or nothing"));
  if (!catan_ba_knight_movable (s, p, (guint) from))
    return catan_fail (error, _("That knight cannot move now: each knight moves once a turn, "
                                "the Foreign Knight after your own"));
  if (grain && s->players[p].res.count[TSL_CATAN_GRAIN] == 0)
    return catan_fail (error, _("Moving a knight up to 5 paths costs 1 grain"));
  catan_ba_knight_reach (s, (guint) from, grain ? CATAN_BA_STEPS_GRAIN : CATAN_BA_STEPS, targets);
  if (!targets[to])
    return catan_fail (error, grain ? _("The knight cannot reach that path in 5 steps, or it is taken or borders the castle")
                                    : _("The knight cannot reach that path in 3 steps, or it is taken or borders the castle"));
  if (grain)
    {
      const guint8 cost[CATAN_N_RES] = { 0, 0, 0, 1, 0 };

      catan_pay (s, p, cost);
    }
  ba->knight_at[to] = ba->knight_at[from];
  ba->knight_at[from] = CATAN_NONE;
  if (ba->knight_at[to] == CATAN_FOREIGN_KNIGHT)
    ba->foreign_moved = TRUE;
  else
    catan_edges_add (&ba->knights_moved, (guint) to);
  return TRUE;
}

/* The 7: "Aki 7-t dob, húzhat 1 db nyersanyag kártyát (nem aranyat!) egy
 * tetszőleges játékostársától." */
static gboolean
steal_resource (CatanState *s,
                guint       p,
                TslMove    *m,
                TslRng     *rng,
                GError    **error)
{
  gint victim = m->arg[0];
  gboolean any = FALSE;
  gint r;

  for (guint q = 0; q < s->n_players; q++)
    any |= q != p && s->players[q].n_res > 0;
  if (victim < 0)
    {
      if (any)
        return catan_fail (error, _("Draw a card from an opponent who has one"));
      m->arg[1] = -1;
    }
  else
    {
      if (victim >= s->n_players || (guint) victim == p || s->players[victim].n_res == 0)
        return catan_fail (error, _("Draw a card from an opponent who has one"));
      r = catan_card_from_hand (s, (guint) victim, (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0, m->arg[1], rng);
      if (r < 0)
        return catan_fail (error, _("The recorded stolen card is not in that player’s hand"));
      catan_transfer (s, (guint) victim, p, (guint) r, 1);
      m->arg[1] = r;
    }
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->phase = CATAN_PHASE_MAIN;
  return TRUE;
}

/* Ending the main phase opens the knights' phase ("kereskedő- és
 * építőfázisa után léphet minden egyes lovagjával") when a knight may
 * move.  Ending that: "Minden alkalommal, mikor az éppen soron lévő
 * játékos végzett", after the knight that must leave the castle left it,
 * the battles follow in phase BATTLE (tsl-catan-barbarian-attack-battle.c). */
gboolean
catan_ba_end_turn_blocked (const CatanState *s,
                           guint             p)
{
  if (!catan_barbarian_attack (s))
    return FALSE;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (s->slice_barbarian_attack.knight_at[e] == p && catan_ba_must_move (s, e) && catan_ba_knight_movable (s, p, e))
      return TRUE;
  return FALSE;
}

gboolean
catan_ba_end_turn (CatanState *s,
                   guint       p,
                   GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  gint next;

  if (!catan_barbarian_attack (s))
    return TRUE;
  if (s->phase == CATAN_PHASE_MAIN)
    {
      s->phase = CATAN_PHASE_KNIGHTS;
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        if (ba->knight_at[e] != CATAN_NONE && catan_ba_knight_movable (s, p, e))
          return TRUE;
    }
  if (catan_ba_end_turn_blocked (s, p))
    return catan_fail (error, _("Your knight placed on the castle in an earlier turn must move off it first"));
  s->phase = CATAN_PHASE_MAIN;
  next = catan_ba_next_battle (s, 0);
  if (next >= 0)
    {
      ba->battle_next = (guint8) next;
      s->phase = CATAN_PHASE_BATTLE;
    }
  return TRUE;
}

gboolean
catan_barbarian_attack_phase_ok (const CatanState *s,
                                 guint             type,
                                 GError          **error)
{
  if (type == TSL_CATAN_MOVE_ROBBER || type == TSL_CATAN_ROBBER_TO_DESERT)
    return catan_fail (error, _("There is no robber in the Barbarian Attack scenario"));
  return TRUE;
}

void
catan_barbarian_attack_end_turn (CatanState *s)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;

  memset (&ba->knights_moved, 0, sizeof ba->knights_moved);
  memset (&ba->knights_new, 0, sizeof ba->knights_new);
  ba->foreign_moved = FALSE;
}

gboolean
catan_barbarian_attack_apply (CatanState *s,
                              guint       p,
                              TslMove    *m,
                              TslRng     *rng,
                              GError    **error)
{
  switch (m->type)
    {
    case TSL_CATAN_PLACE_KNIGHT:
      return place_knight (s, p, m, error);
    case TSL_CATAN_MOVE_BARBARIANS:
      return treason (s, p, m, error);
    case TSL_CATAN_CAPTURE_BARBARIAN:
      return intrigue (s, p, m, error);
    case TSL_CATAN_MOVE_KNIGHT:
      return move_knight (s, p, m, error);
    case TSL_CATAN_FIGHT_BARBARIANS:
      return catan_ba_fight (s, m, rng, error);
    case TSL_CATAN_STEAL_RESOURCE:
      /* The 7 without a robber: a held-back second roll produces after it. */
      return steal_resource (s, p, m, rng, error) && catan_hooks_seven_done (s, m, rng, error);
    default:
      g_assert_not_reached ();
    }
}
