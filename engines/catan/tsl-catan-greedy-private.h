/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-state-private.h"

G_BEGIN_DECLS

/* The greedy player's moves for the Traders & Barbarians modules, each in
 * its own file, asked by tsl-catan-greedy-ai.c.  They read the state only
 * (layers up to legal, like the greedy player itself). */

/* tsl-catan-greedy-caravans.c: the greedy player's camel vote */
void     catan_greedy_camel_vote   (const CatanState *s,
                                    guint             p,
                                    TslMove          *m);

/* tsl-catan-greedy-events.c: the greedy player's Catan Events choices */
void     catan_greedy_event_choice (const CatanState *s,
                                    guint             p,
                                    const guint8     *target,
                                    TslMove          *m);
/* tsl-catan-greedy-rivers.c: the greedy player's Rivers of Catan moves */
double   catan_greedy_river_bonus_vertex (const CatanState *s,
                                          guint             v);
double   catan_greedy_river_bonus_edge   (const CatanState *s,
                                          guint             e);
gboolean catan_greedy_rivers       (const CatanState *s,
                                    guint             p,
                                    const guint8     *target,
                                    TslMove          *m);
gboolean catan_greedy_repair       (const CatanState *s,
                                    guint             p,
                                    TslMove          *m);

/* tsl-catan-greedy-fishermen.c (asked by tsl-catan-greedy-ai.c) */
gboolean    catan_greedy_fish       (const CatanState *s,
                                     guint             p,
                                     const guint8     *target,
                                     TslMove          *m);
/* tsl-catan-greedy-two-player.c (asked by tsl-catan-greedy-ai.c) */
gboolean    catan_greedy_two_player (const CatanState *s,
                                     guint             p,
                                     const guint8     *target,
                                     TslMove          *m);

/* tsl-catan-greedy-trade.c: domestic trade offers and answers.  The
 * greedy player passes the build each seat saves for (a function, so
 * that this file, below it, does not call it back), and to
 * catan_greedy_offer() the offering seat's own, already worked out. */
#define CATAN_GREEDY_OFFERS_PER_TURN 2
typedef const guint8 *(*CatanGreedyTarget) (const CatanState *s,
                                            guint             p);
gboolean catan_greedy_takes_trade  (const CatanState *s,
                                    CatanGreedyTarget target_of,
                                    guint             q,
                                    guint             from,
                                    const guint8     *in,
                                    const guint8     *out,
                                    guint             gold_in,
                                    guint             gold_out);
gboolean catan_greedy_offer        (const CatanState *s,
                                    CatanGreedyTarget target_of,
                                    const guint8     *target,
                                    guint             p,
                                    TslMove          *m);
void     catan_greedy_answer       (const CatanState *s,
                                    CatanGreedyTarget target_of,
                                    guint             p,
                                    TslMove          *m);
void     catan_greedy_confirm      (const CatanState *s,
                                    guint             p,
                                    TslMove          *m);

/* tsl-catan-greedy-traders.c (asked by tsl-catan-greedy-ai.c): barbarians,
 * the wagon's upgrade, then its movement once the building is done */
gboolean    catan_greedy_traders       (const CatanState *s,
                                        guint             p,
                                        TslMove          *m);
gboolean    catan_greedy_traders_start (const CatanState *s,
                                        guint             p,
                                        TslMove          *m);

/* tsl-catan-greedy-barbarians.c (asked by tsl-catan-greedy-ai.c) */
gboolean    catan_greedy_barbarian_attack (const CatanState *s,
                                           guint             p,
                                           TslMove          *m);

G_END_DECLS
