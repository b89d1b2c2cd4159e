/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"

/* Barbarian Attack (seed 002, A BARBÁROK TÁMADÁSA; docs/rules-catan-tb.md,
 * S4): declarations shared by tsl-catan-barbarian-attack*.c and the hooks
 * in the common rule files. */

G_BEGIN_DECLS

#define CATAN_BA_KNIGHTS        6    /* HU "24 lovag, színenként 6 db." */
#define CATAN_BA_BARBARIANS     36   /* OUTSIDE (juergs.ch): 36 barbarians */
#define CATAN_BA_PILLAGE        3    /* HU "Amint 3 barbár áll egy partvidéki mezőn" */
#define CATAN_BA_LANDINGS       3    /* HU "A játékos két kockával 3x dob." */
#define CATAN_BA_STEPS          3    /* HU "Minden lovag max. 3 útvonalnyit léphet." */
#define CATAN_BA_STEPS_GRAIN    5    /* HU "Ha fizet 1 gabonát, 1 lovaggal léphet max. 5-öt." */
#define CATAN_BA_NO_END         0xff /* catan_ba_knight_ends(): not a path to end on */
#define CATAN_BA_GOLD           3    /* HU "kap 3 aranyat" */
#define CATAN_BA_TREASON_GOLD   2    /* OUTSIDE (kelvsyc, catanfusion): Treason gives 2 gold */
#define CATAN_BA_COLOURS        3    /* HU "zöld, lila, vagy barna" */
#define CATAN_FOREIGN_KNIGHT    TSL_CATAN_FOREIGN_KNIGHT
#define CATAN_BA_OWNERS         (CATAN_MAX_PLAYERS + 1)   /* seats, then the Foreign Knight */

static inline gboolean
catan_ba_dev_kind (guint kind)
{
  return kind >= TSL_CATAN_KNIGHTHOOD && kind <= TSL_CATAN_INTRIGUE;
}

/* tsl-catan-barbarian-attack-board.c */
gboolean catan_ba_is_coastal      (const CatanState *s,
                                   gint              h);
guint    catan_ba_coast           (const CatanState *s,
                                   guint8           *hexes);   /* battle order; returns the count */
gboolean catan_ba_init            (CatanState *s,
                                   JsonNode   *setup,
                                   TslRng     *rng,
                                   GError    **error);
void     catan_ba_refresh         (CatanState *s);
guint    catan_ba_series          (const guint8 *sums,
                                   guint         n_sums,
                                   guint8       *numbers);

/* tsl-catan-barbarian-attack.c */
gboolean catan_ba_build_lands     (const CatanState *s,
                                   guint             type);
gboolean catan_ba_land            (CatanState *s,
                                   TslMove    *m,
                                   TslRng     *rng,
                                   GError    **error);
gboolean catan_ba_knight_spot     (const CatanState *s,
                                   guint             p,
                                   guint             e);
guint    catan_ba_knight_ends     (const CatanState *s,
                                   guint             from,
                                   guint             steps,
                                   guint8           *ends);
guint    catan_ba_knight_reach    (const CatanState *s,
                                   guint             from,
                                   guint             steps,
                                   gboolean         *targets);
gboolean catan_ba_knight_movable  (const CatanState *s,
                                   guint             p,
                                   guint             e);
gboolean catan_ba_knight_movable_ends (const CatanState *s,
                                       guint             p,
                                       guint             e,
                                       guint8           *ends);
gboolean catan_ba_must_move       (const CatanState *s,
                                   guint             e);
gboolean catan_ba_end_turn_blocked (const CatanState *s,
                                    guint             p);   /* a knight must leave the castle first */
gboolean catan_ba_end_turn        (CatanState *s,
                                   guint       p,
                                   GError    **error);   /* FALSE: refused; phase BATTLE when battles follow */
void     catan_ba_legal           (const CatanState *s,
                                   guint             p,
                                   TslMoveList      *out);
gboolean catan_ba_treason_ok      (const CatanState *s,
                                   gint              from,
                                   gint              to,
                                   GError          **error);
gboolean catan_ba_treason_any     (const CatanState *s);
gboolean catan_ba_token_move_ok   (const CatanState *s,
                                   guint             p,
                                   gint              from,
                                   gint              to,
                                   GError          **error);

/* tsl-catan-barbarian-attack-battle.c */
gboolean catan_ba_fight           (CatanState *s,
                                   TslMove    *m,
                                   TslRng     *rng,
                                   GError    **error);
guint    catan_ba_roll_off        (guint32  group,
                                   guint    need,
                                   TslRng  *rng);   /* bit mask of the @need winners */
guint    catan_ba_participants    (const CatanState *s,
                                   guint             hex,
                                   guint8           *knights);   /* bit per owner; knights per owner */
gint     catan_ba_next_battle     (const CatanState *s,
                                   guint             from);   /* position in the coast order, -1 */

/* Catan Events' knights: played knight cards, or in Barbarian Attack the
 * knights on the board ("Ha egy játékos egyedül birtokolja a legtöbb
 * lovagot a játéktáblán"; Tournament read the same way, docs). */
static inline guint
catan_event_knights (const CatanState *s,
                     guint             p)
{
  guint n = 0;

  if (s->scenario != CATAN_SCENARIO_BARBARIAN_ATTACK)
    return s->players[p].knights;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    n += s->slice_barbarian_attack.knight_at[e] == p;
  return n;
}

/* Points of prisoners ("Minden 2 birtokolt fogoly 1 győzelmi pontot ér")
 * less those of pillaged buildings ("nem érnek győzelmi pontot"); plain
 * fields only, so the scores (tsl-catan-state.c) may use it. */
static inline gint
catan_ba_vp_change (const CatanState *s,
                    guint             p)
{
  const CatanPlayer *pl = &s->players[p];

  if (s->pillaged_vertices == 0 && (p >= CATAN_MAX_PLAYERS || s->slice_barbarian_attack.prisoners[p] < 2))
    return 0;
  return (gint) s->slice_barbarian_attack.prisoners[p] / 2 -
         (gint) catan_popcount (pl->settlements & s->pillaged_vertices) -
         2 * (gint) catan_popcount (pl->cities & s->pillaged_vertices);
}

/* tsl-catan-barbarian-attack-json.c */
/* The table of a knight's move (place_knight, move_knight), else NULL. */
const CatanMoveSpec *catan_ba_move_spec (guint type);

G_END_DECLS
