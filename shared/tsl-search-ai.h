/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-ai.h"

G_BEGIN_DECLS

/**
 * TslSearchBudget:
 * @simulations: how many determinized playouts a decision may run; 0 plays
 *   the playout policy's own move without searching
 * @max_ms: a wall-clock cap on one decision in milliseconds, 0 for none;
 *   the search is deterministic for a seed and a budget as long as the cap
 *   is not reached
 * @playout_actions: how many actions a playout plays past the tree before
 *   the engine's evaluation (tsl_engine_evaluate()) takes over; 0 plays to
 *   the end
 * @exploration: the UCB exploration constant (rewards lie in [0, 1])
 * @policy_margin: the playout policy's own move is played unless the most
 *   visited move's mean reward beats it by this many standard errors of
 *   the difference; 0 always plays the most visited move
 * @target_ms: once it has run half its playouts, a decision stops at this
 *   many milliseconds of wall-clock time, 0 for never: on a slower machine
 *   the typical decision stays near it instead of growing with the
 *   playouts (@max_ms still bounds the long ones); deterministic as long
 *   as it is not reached, like @max_ms
 */
typedef struct
{
  guint  simulations;
  guint  max_ms;
  guint  playout_actions;
  double exploration;
  double policy_margin;
  guint  target_ms;
} TslSearchBudget;

/**
 * TslSearchStats:
 * @simulations: playouts of the last decision (0 for a forced move)
 * @playout_actions: actions played past the tree, summed over them
 * @finished: playouts that reached the end of the game
 * @capped: playouts stopped by the action cap
 *
 * What the last decision did, for benchmarks and tuning.
 */
typedef struct
{
  guint simulations;
  guint playout_actions;
  guint finished;
  guint capped;
} TslSearchStats;

/**
 * TslSearchBudgetFunc:
 * @engine: the engine
 * @view: the position a decision starts from (the seat's view)
 * @budget: (inout): the level's budget, to fit to the position
 */
typedef void (*TslSearchBudgetFunc) (TslEngine       *engine,
                                     gconstpointer    view,
                                     TslSearchBudget *budget);

#define TSL_TYPE_SEARCH_AI (tsl_search_ai_get_type ())
G_DECLARE_FINAL_TYPE (TslSearchAi, tsl_search_ai, TSL, SEARCH_AI, GObject)

gboolean tsl_search_ai_is_level       (const char            *kind);
gboolean tsl_search_ai_get_level_budget (const char          *level,
                                         TslSearchBudget     *budget);
TslAi   *tsl_search_ai_new            (const char            *kind,
                                       TslAi                 *policy,
                                       const TslSearchBudget *budget);
TslAi   *tsl_search_ai_new_tuned      (const char            *kind,
                                       TslAi                 *greedy,
                                       const TslSearchBudget *medium,
                                       const TslSearchBudget *strong);
TslAi   *tsl_search_ai_new_level      (TslEngine             *engine,
                                       const char            *level);
void     tsl_search_ai_get_budget     (TslSearchAi           *self,
                                       TslSearchBudget       *budget);
void     tsl_search_ai_set_budget     (TslSearchAi           *self,
                                       const TslSearchBudget *budget);
void     tsl_search_ai_set_budget_func (TslSearchAi         *self,
                                        TslSearchBudgetFunc  func);
void     tsl_search_ai_set_stop_when_settled (TslSearchAi    *self,
                                              gboolean        stop);
guint    tsl_search_ai_get_last_simulations (TslSearchAi     *self);
void     tsl_search_ai_get_last_stats (TslSearchAi           *self,
                                       TslSearchStats        *stats);
void     tsl_search_ai_get_last_budget (TslSearchAi          *self,
                                        TslSearchBudget      *budget);

G_END_DECLS
