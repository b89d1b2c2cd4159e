/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rivers-private.h"

/* Its name among the scenario option's values (tsl-catan-engine.c) */
/* Translators: the Traders & Barbarians scenario (HU "Catan folyói", DE "Die Flüsse von Catan") */
const char catan_rivers_scenario_label[] = N_("Rivers of Catan");

/* The Rivers of Catan's hooks (tsl-catan-hooks-private.h) beside its JSON
 * ones (tsl-catan-rivers-board.c, tsl-catan-rivers-json.c). */

gboolean
catan_rivers_plays (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_RIVERS;
}

/* The 2 lies on the 12's hex (HU "Ez a terület tehát minden alkalommal,
 * amikor 2-t, vagy 12-t dobunk, nyersanyagot termel"). */
void
catan_rivers_board_finish (CatanState *s)
{
  s->hexes_by_number[2] |= s->hexes_by_number[12];
}

/* Gold still moves the settler cards' points (trades, purchases,
 * bridges). */
gboolean
catan_rivers_may_score (const CatanState *s)
{
  return TRUE;
}

/* Bridges built (gold, which buys resources and makes the richest seat's
 * point, is the core's feature). */
void
catan_rivers_evaluate (const CatanState *s,
                       guint             p,
                       double            future,
                       double           *f)
{
  (void) future;
  f[CATAN_EVAL_RIVERS_BRIDGES] = CATAN_BRIDGES - s->bridges_left[p];
}

/* The settler cards are dealt once the founding is over. */
void
catan_rivers_founding_done (CatanState *s)
{
  catan_gold_deal_cards (s);
}

/* A bridge is a build. */
gboolean
catan_rivers_progress (guint type)
{
  return type == TSL_CATAN_BUILD_BRIDGE;
}

/* Bridges are built beside the roads. */
void
catan_rivers_legal_build (const CatanState *s,
                          guint             p,
                          TslMoveList      *out)
{
  catan_rivers_legal (s, p, out);
}

gboolean
catan_rivers_setup_board (CatanState *s,
                          JsonNode   *setup,
                          TslRng     *rng,
                          GError    **error)
{
  return catan_rivers_init (s, setup, rng, error);
}

gboolean
catan_rivers_action_phase_ok (const CatanState *s,
                              guint             type)
{
  return s->phase == CATAN_PHASE_MAIN;
}
