/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <string.h>

#include "tsl-catan-state-private.h"

G_BEGIN_DECLS

/* The greedy player's parts below tsl-catan-greedy-ai.c; the modules'
 * greedy moves are declared in their own headers.  They read the state
 * only (layers up to legal, like the greedy player itself). */

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

/* tsl-catan-greedy-roads.c: the road that takes the Longest Road card. */
gint     catan_greedy_longest_road_edge (const CatanState *s,
                                         guint             p);

/* Fills @m with seat @p's move of @type on @arg (its first argument), for
 * a choice that returns it at once. */
static inline gboolean
catan_greedy_move (TslMove *m,
                   guint    p,
                   guint    type,
                   gint     arg)
{
  memset (m, 0, sizeof *m);
  m->player = (gint8) p;
  m->type = (guint16) type;
  m->arg[0] = (gint32) arg;
  return TRUE;
}

/* The greedy player's weights (catan-greedy.ini and the modules'
 * MODULE-greedy.ini, tsl-catan-greedy-ai.c): their names and values, and
 * other weights for this thread's decisions, for the tools that tune
 * them.  catan_greedy_weights() is what this thread's decisions weigh
 * with, indexed by CatanGreedyWeight (tsl-catan-greedy-weights.h): a
 * module's greedy hooks read their own there. */
const char   *catan_greedy_weight_name (guint         k);
double        catan_greedy_weight      (guint         k);
void          catan_greedy_use_weights (const double *w);
const double *catan_greedy_weights     (void);

G_END_DECLS
