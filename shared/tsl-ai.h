/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gio/gio.h>

#include "tsl-engine.h"
#include "tsl-move.h"
#include "tsl-rng.h"
#include "tsl-types.h"

G_BEGIN_DECLS

#define TSL_TYPE_AI (tsl_ai_get_type ())
G_DECLARE_INTERFACE (TslAi, tsl_ai, TSL, AI, GObject)

/**
 * TslAiInterface:
 * @get_kind: the name it is created by ("random", "greedy", ...)
 * @choose_move: picks a legal move for @seat in @view, which is a state already
 *   redacted for @seat (tsl_engine_redact()); outcomes are left to be drawn.
 *   Must be safe to call from a worker thread: an AI object is used by one
 *   thread at a time and touches nothing global.
 * @reads_hidden: whether @choose_move looks at what its seat may not see
 *   (other hands, the order of decks) through the re-dealt guesses of a
 *   redacted view; %TRUE unless the kind sets it %FALSE in its iface_init.
 *   Self-play hands a kind that does not read hidden information the true
 *   state instead of a redacted copy, which changes nothing for it since
 *   its choice depends only on what the seat sees.
 * @choose_move_cancellable: (nullable): like @choose_move, for players that
 *   think long (a search): it stops early, with the best move found so far,
 *   once @cancellable is cancelled; %NULL calls @choose_move.
 *
 * A computer player.  The UI runs it off the main thread, the CLI in its
 * self-play loop, the tests over thousands of seeded games.
 */
struct _TslAiInterface
{
  GTypeInterface parent_iface;

  const char *(*get_kind)    (TslAi        *self);
  gboolean    (*choose_move) (TslAi        *self,
                              TslEngine    *engine,
                              gconstpointer view,
                              gint          seat,
                              TslRng       *rng,
                              TslMove      *move);
  gboolean    reads_hidden;
  gboolean    (*choose_move_cancellable) (TslAi        *self,
                                          TslEngine    *engine,
                                          gconstpointer view,
                                          gint          seat,
                                          TslRng       *rng,
                                          GCancellable *cancellable,
                                          TslMove      *move);
};

const char *tsl_ai_get_kind     (TslAi        *self);
gboolean    tsl_ai_reads_hidden (TslAi        *self);
gboolean    tsl_ai_choose_move (TslAi        *self,
                                TslEngine    *engine,
                                gconstpointer view,
                                gint          seat,
                                TslRng       *rng,
                                TslMove      *move);
gboolean    tsl_ai_choose_move_cancellable (TslAi        *self,
                                            TslEngine    *engine,
                                            gconstpointer view,
                                            gint          seat,
                                            TslRng       *rng,
                                            GCancellable *cancellable,
                                            TslMove      *move);

G_END_DECLS
