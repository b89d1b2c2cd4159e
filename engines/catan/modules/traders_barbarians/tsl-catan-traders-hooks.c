/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-traders-private.h"

/* Its name among the scenario option's values (tsl-catan-engine.c) */
/* Translators: the Traders & Barbarians scenario (HU "Kereskedők és barbárok", DE "Händler & Barbaren") */
const char catan_traders_barbarians_scenario_label[] = N_("Traders & Barbarians");

/* Traders & Barbarians' hooks (tsl-catan-hooks-private.h) beside its turn's
 * end (tsl-catan-traders.c) and its JSON. */

gboolean
catan_traders_barbarians_plays (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_TRADERS_BARBARIANS;
}

/* Deliveries, and the last wagon card. */
gint
catan_traders_barbarians_vp (const CatanState *s,
                             guint             p)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  return tb->tb_delivered[p] + (tb->tb_level[p] >= TSL_CATAN_TB_WAGON_LEVELS ? 1 : 0);
}

/* Deliveries and wagon upgrades score while a wagon carries a good or can
 * be upgraded, or a destination has commodity cards left. */
gboolean
catan_traders_barbarians_may_score (const CatanState *s)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  for (guint p = 0; p < s->n_players; p++)
    if (tb->tb_task[p] != CATAN_NONE || tb->tb_level[p] < TSL_CATAN_TB_WAGON_LEVELS)
      return TRUE;
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
      if (tb->tb_goods[d][k] > 0)
        return TRUE;
  return FALSE;
}

/* A commodity on the wagon is half a delivery, a better wagon moves
 * farther (its fifth card is a point); gold, which pays tolls and buys, is
 * the core's feature. */
void
catan_traders_barbarians_evaluate (const CatanState *s,
                                   guint             p,
                                   double            future,
                                   double           *f)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  f[CATAN_EVAL_TRADERS_BARBARIANS_TASK] = tb->tb_task[p] != CATAN_NONE;
  if (tb->tb_level[p] < TSL_CATAN_TB_WAGON_LEVELS)
    f[CATAN_EVAL_TRADERS_BARBARIANS_WAGON_LEVELS] = future * (tb->tb_level[p] > 0 ? tb->tb_level[p] - 1 : 0);
}

/* "Aki 2 -t vagy 12 -t dob, megismétli a dobását." */
gboolean
catan_traders_barbarians_reroll (const CatanState *s,
                                 guint             sum,
                                 GError          **error)
{
  if (sum != 2 && sum != 12)
    return FALSE;
  if (error != NULL)
    catan_fail (error, _("A 2 or 12 is rolled again in Traders & Barbarians: record the roll that counts"));
  return TRUE;
}

/* A road on a destination's path is the scenario's own. */
gint
catan_traders_barbarians_takes_over (CatanState *s,
                                     guint       p,
                                     TslMove    *m,
                                     TslRng     *rng,
                                     GError    **error)
{
  if (m->type != TSL_CATAN_BUILD_ROAD || !catan_traders_path_road (s, m))
    return -1;
  return catan_traders_build_path_road (s, p, m, error);
}

/* Deliveries and the last wagon card score. */
void
catan_traders_barbarians_after_move (CatanState    *s,
                                     const TslMove *m)
{
  if (m->type == TSL_CATAN_MOVE_WAGON || m->type == TSL_CATAN_UPGRADE_WAGON)
    catan_check_victory (s);
}

/* A barbarian to move, or the wagon's movement, before anything else;
 * the trade tokens' moves before the roll; the wagons' in the main phase,
 * before the other modules' moves. */
gboolean
catan_traders_barbarians_legal_first (const CatanState *s,
                                      guint             p,
                                      TslMoveList      *out)
{
  return catan_traders_legal (s, p, out);
}

void
catan_traders_barbarians_legal_roll (const CatanState *s,
                                     guint             p,
                                     TslMoveList      *out)
{
  catan_traders_token_moves (s, p, out);
}

void
catan_traders_barbarians_legal_main_first (const CatanState *s,
                                           guint             p,
                                           TslMoveList      *out)
{
  catan_traders_legal_main (s, p, out);
}

gboolean
catan_traders_barbarians_setup_board (CatanState *s,
                                      JsonNode   *setup,
                                      TslRng     *rng,
                                      GError    **error)
{
  return catan_traders_init (s, setup, rng, error);
}

/* The wagon's moves in the main phase; a barbarian after a 7, after a
 * chase won, or for a trade token (tsl-catan-traders.c). */
gboolean
catan_traders_barbarians_action_phase_ok (const CatanState *s,
                                          guint             type)
{
  if (type == TSL_CATAN_MOVE_BARBARIAN)
    return s->phase == CATAN_PHASE_ROBBER || s->phase == CATAN_PHASE_MAIN || s->phase == CATAN_PHASE_ROLL;
  return s->phase == CATAN_PHASE_MAIN;
}
