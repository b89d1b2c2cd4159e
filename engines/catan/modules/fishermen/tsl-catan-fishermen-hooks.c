/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* Its name among the scenario option's values (tsl-catan-engine.c) */
/* Translators: the scenario's name, HU "Catan halászai", DE "Die Fischer von Catan" */
const char catan_fishermen_scenario_label[] = N_("Fishermen of Catan");

/* The Fishermen of Catan's hooks (tsl-catan-hooks-private.h) beside its
 * JSON ones (tsl-catan-fishermen-json.c). */

gboolean
catan_fishermen_plays (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_FISHERMEN;
}

/* Fish cards in hand (two fish each on average) and the fishing grounds on
 * own coasts; the Old Boot asks one point more.  Fish cards by number
 * only: the evaluation reads nothing hidden from the other seats. */
void
catan_fishermen_evaluate (const CatanState *s,
                          guint             p,
                          double            future,
                          double           *f)
{
  const CatanFishermenSlice *fm = &s->slice_fishermen;
  guint64 mine = catan_own_buildings (s, p);
  guint cards = 0, pips = 0;

  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    cards += fm->fish[p][k];
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    if (fm->fishing_number[g] != 0)
      pips += catan_popcount (mine & fm->fishing_vertices[g]) * catan_evaluate_pips (fm->fishing_number[g]);
  f[CATAN_EVAL_FISHERMEN_FISH_CARDS] = cards;
  f[CATAN_EVAL_FISHERMEN_FISHING_PIPS] = future * pips;
  f[CATAN_EVAL_FISHERMEN_OLD_BOOT] = fm->boot_holder == p;
}

/* The opponents' fish cards lie face down, like the pile; the seat knows
 * how many each holds, not which.  They are dealt again from the pool of
 * all unseen cards, sorted by kind before the shuffle, so that the deal
 * depends on the unseen cards only as a whole, never on who holds which. */
void
catan_fishermen_redact (CatanState *s,
                        gint        seat,
                        TslRng     *rng)
{
  CatanFishermenSlice *fm = &s->slice_fishermen;
  guint8 pool[64];
  guint8 held[CATAN_MAX_PLAYERS] = { 0, };
  guint unseen[3] = { 0, };
  guint n = 0, next = 0;

  for (guint k = 0; k < 3; k++)
    {
      unseen[k] += fm->fish_pile[k];
      fm->fish_pile[k] = 0;
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      if ((gint) p == seat)
        continue;
      for (guint k = 0; k < 3; k++)
        {
          unseen[k] += fm->fish[p][k];
          held[p] += fm->fish[p][k];
          fm->fish[p][k] = 0;
        }
    }
  for (guint k = 0; k < 3; k++)
    {
      g_assert (n + unseen[k] <= sizeof pool);
      memset (pool + n, (int) k, unseen[k]);
      n += unseen[k];
    }
  tsl_rng_shuffle (rng, pool, n, 1);
  for (guint p = 0; p < s->n_players; p++)
    for (guint i = 0; i < held[p]; i++)
      fm->fish[p][pool[next++]]++;
  while (next < n)
    fm->fish_pile[pool[next++]]++;
}

/* Fish cards drawn by a production, recorded in the move from count[4] */
gboolean
catan_fishermen_produced (CatanState *s,
                          guint       number,
                          TslMove    *m,
                          TslRng     *rng,
                          GError    **error)
{
  return catan_fish_produce (s, number, m, rng, error);
}

/* A recorded fish card is checked only when drawn, after the production:
 * a refused record must leave the state as it was. */
gboolean
catan_fishermen_move_begin (const CatanState *s,
                            TslMove          *m)
{
  if (!catan_fish_may_draw (s, m->type))
    return FALSE;
  if (m->type != TSL_CATAN_ROLL && m->type != TSL_CATAN_MOVE_ROBBER)
    m->count[4] = 0;   /* the fish cards drawn so far (event choices use no counts) */
  return TRUE;
}

gboolean
catan_fishermen_move_end (CatanState *s,
                          TslMove    *m,
                          gboolean    began,
                          TslRng     *rng,
                          GError    **error)
{
  return !began || catan_fish_record_done (m, error);
}

/* A road or a development card bought with fish is a build. */
gboolean
catan_fishermen_progress (guint type)
{
  return type == TSL_CATAN_FISH_ROAD || type == TSL_CATAN_FISH_DEV_CARD;
}

/* Passing the Old Boot changes what both seats need to win. */
void
catan_fishermen_after_move (CatanState    *s,
                            const TslMove *m)
{
  if (m->type == TSL_CATAN_PASS_OLD_BOOT)
    catan_check_victory (s);
}

/* Fish may be turned in before the roll and in the main phase. */
void
catan_fishermen_legal_roll (const CatanState *s,
                            guint             p,
                            TslMoveList      *out)
{
  catan_fish_legal (s, p, out);
}

void
catan_fishermen_legal_main (const CatanState *s,
                            guint             p,
                            TslMoveList      *out)
{
  catan_fish_legal (s, p, out);
}

gboolean
catan_fishermen_setup_board (CatanState *s,
                             JsonNode   *setup,
                             TslRng     *rng,
                             GError    **error)
{
  return catan_fishermen_init (s, setup, rng, error) && catan_fishermen_setup_from_json (s, setup, error);
}

/* While the turn's second event card waits for the first, the event
 * choice that lets it produce draws its fish. */
gboolean
catan_fishermen_undoable (const CatanState *s,
                          guint             type)
{
  return !(s->slice_events.event_card2_due && catan_fish_may_draw (s, type));
}

/* Fish: "a kereskedő- és építkező fázisban"; the Old Boot is passed like a
 * development card is played, at any time of one's turn. */
gboolean
catan_fishermen_action_phase_ok (const CatanState *s,
                                 guint             type)
{
  if (type == TSL_CATAN_PASS_OLD_BOOT)
    return s->phase == CATAN_PHASE_ROLL || s->phase == CATAN_PHASE_MAIN;
  return s->phase == CATAN_PHASE_MAIN;
}
