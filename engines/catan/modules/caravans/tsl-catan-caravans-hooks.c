/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-caravans-private.h"
#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"

/* Its name among the scenario option's values (tsl-catan-engine.c) */
/* Translators: the Traders & Barbarians scenario (HU "Karavánutak", DE "Die Große Karawane",
 * chosen: see docs/TRANSLATING.md) */
const char catan_caravans_scenario_label[] = N_("Caravans");

/* The Caravans' hooks (tsl-catan-hooks-private.h) beside their JSON ones
 * (tsl-catan-caravans-json.c). */

gboolean
catan_caravans_plays (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_CARAVANS;
}

/* The oasis takes the desert's place in the centre of a random board. */
void
catan_caravans_terrain_shuffled (CatanState *s)
{
  catan_desert_to_centre (s);
}

/* The camel vote follows a building of the same turn only. */
void
catan_caravans_end_turn (CatanState *s)
{
  s->slice_caravans.camel_due = FALSE;
}

/* +1 for a building between two camels. */
gint
catan_caravans_vp (const CatanState *s,
                   guint             p)
{
  return (gint) catan_popcount (catan_own_buildings (s, p) & s->slice_caravans.camel_vertices);
}

/* A building beside a camel path is one camel away from a point. */
void
catan_caravans_evaluate (const CatanState *s,
                         guint             p,
                         double            future,
                         double           *f)
{
  const CatanTopo *t = TOPO ();
  guint64 beside = 0;

  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->camels, e))
      beside |= VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);
  beside &= ~s->slice_caravans.camel_vertices;
  f[CATAN_EVAL_CARAVANS_BESIDE_CAMELS] = future * catan_popcount (catan_own_buildings (s, p) & beside);
}

/* The camel vote comes before the end of the turn, which follows it. */
gint
catan_caravans_takes_over (CatanState *s,
                           guint       p,
                           TslMove    *m,
                           TslRng     *rng,
                           GError    **error)
{
  if (m->type != TSL_CATAN_END_TURN || !catan_camel_vote_due (s))
    return -1;
  catan_camel_vote_begin (s);
  return TRUE;
}

gboolean
catan_caravans_apply (CatanState *s,
                      guint       p,
                      TslMove    *m,
                      TslRng     *rng,
                      GError    **error)
{
  return catan_camel_vote (s, p, m, error);
}

gint
catan_caravans_actor (const CatanState *s)
{
  return s->phase == CATAN_PHASE_VOTE ? s->slice_caravans.vote_next : -1;
}

/* A settlement or city built calls a camel vote at the end of the turn;
 * the vote's last seat ends the turn. */
void
catan_caravans_after_move (CatanState    *s,
                           const TslMove *m)
{
  if (m->type == TSL_CATAN_BUILD_SETTLEMENT || m->type == TSL_CATAN_BUILD_CITY)
    s->slice_caravans.camel_due = TRUE;
  else if (m->type == TSL_CATAN_VOTE_CAMEL)
    catan_end_turn_when_done (s);
}

void
catan_caravans_legal_phase (const CatanState *s,
                            guint             p,
                            TslMoveList      *out)
{
  if (s->phase == CATAN_PHASE_VOTE)
    catan_camel_vote_moves (s, p, out);
}

gboolean
catan_caravans_setup_board (CatanState *s,
                            JsonNode   *setup,
                            TslRng     *rng,
                            GError    **error)
{
  return catan_caravans_init (s, setup, error);
}

gboolean
catan_caravans_action_phase_ok (const CatanState *s,
                                guint             type)
{
  return s->phase == CATAN_PHASE_VOTE;
}

const char *
catan_caravans_phase_wait (const CatanState *s)
{
  return s->phase == CATAN_PHASE_VOTE ? _("The players must vote on the camel first") : NULL;
}

const char *
catan_caravans_actor_wait (const CatanState *s)
{
  return s->phase == CATAN_PHASE_VOTE ? _("Seat %d must vote on the camel now") : NULL;
}
