/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"

/* Fishermen of Catan (seed 002, CATAN HALÁSZAI; docs/rules-catan-tb.md,
 * S1): declarations shared by tsl-catan-fishermen*.c and the hooks in the
 * common rule files. */

G_BEGIN_DECLS

/* tsl-catan-fishermen.c (S1 Fishermen of Catan) */
/* The actions that may draw fish cards in a fishermen game: the roll, the
 * robber move that lets a held-back second roll produce, and (two-player
 * + Catan Events) the event choice that lets the second card produce.
 * Their count[4..11] record the cards drawn. */
static inline gboolean
catan_fish_may_draw (const CatanState *s,
                     guint             type)
{
  return type == TSL_CATAN_ROLL || type == TSL_CATAN_MOVE_ROBBER ||
         (catan_events (s) && catan_two_player (s) &&
          (type == TSL_CATAN_DAMAGE_ROAD || type == TSL_CATAN_TAKE_RESOURCE ||
           type == TSL_CATAN_GIVE_RESOURCE || type == TSL_CATAN_DRAW_RESOURCE));
}

gboolean catan_fishermen_init      (CatanState *s,
                                    JsonNode   *setup,
                                    TslRng     *rng,
                                    GError    **error);
guint    catan_fish_total          (const CatanState *s,
                                    guint             p);
guint    catan_fish_cards          (const CatanState *s,
                                    guint             p);
guint    catan_fish_cost           (const CatanState *s,
                                    guint             p,
                                    guint             type);
gboolean catan_fish_produce        (CatanState *s,
                                    guint       sum,
                                    TslMove    *m,
                                    TslRng     *rng,
                                    GError    **error);
void     catan_fish_legal          (const CatanState *s,
                                    guint             p,
                                    TslMoveList      *out);
gboolean catan_old_boot_may_pass   (const CatanState *s,
                                    guint             p,
                                    guint             to);
gboolean catan_fishing_site_ok     (const CatanState *s,
                                    guint             sea);
void     catan_fishing_vertices_update (CatanState *s);
gboolean catan_fish_record_done    (TslMove  *m,
                                    GError  **error);

/* tsl-catan-fishermen-json.c */
gboolean catan_fishermen_setup_from_json (CatanState *s,
                                          JsonNode   *setup,
                                          GError    **error);
/* The table of a fish action (fish_robber, …), else NULL. */
const CatanMoveSpec *catan_fishermen_move_spec (guint type);

G_END_DECLS
