/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-engine.h"
#include "tsl-search-ai.h"

/* The search player of every game: single-observer information-set Monte
 * Carlo tree search (Cowling, Powley and Whitehouse, 2012), open loop.
 *
 * It only ever holds the view it is given, which tsl_game_dup_view() or
 * self-play already redacted for its seat.  Every iteration deals what the
 * seat cannot see again (tsl_engine_redact() on a copy of the view), walks
 * the one tree shared by all these guesses, choosing among the moves legal
 * in this guess by UCB with availability counts, adds one node, plays on
 * with the playout policy (the game's greedy player) for a bounded number of
 * actions and scores the end with the engine's evaluation.  Each node
 * keeps the rewards of the seat that made its move, so every seat plays
 * for itself in the tree.  Dice and draws are drawn afresh in every
 * iteration: nodes are keyed by the action alone.
 *
 * Everything random comes from a generator seeded by the caller's, so the
 * same view, seed and simulation budget give the same move. */

#define MAX_DEPTH 512
/* A playout "to the end" still stops here, so that a game that cannot end
 * in a guess cannot hang the search. */
#define MAX_PLAYOUT_ACTIONS 20000
#define NO_NODE G_MAXUINT32

typedef struct
{
  TslMove move;          /* as the engine listed it, without outcomes */
  guint32 first_child;
  guint32 next_sibling;
  guint32 visits;
  guint32 available;     /* iterations in which its move was legal here */
  double  reward;        /* summed, for the seat that made the move */
  gint8   actor;
} SearchNode;

struct _TslSearchAi
{
  GObject                   parent_instance;
  char                     *kind;
  TslAi                    *policy;
  const TslAiInterface     *policy_iface;
  TslSearchBudget           budget;
  TslSearchBudget           decision;     /* budget as the engine fits it to the position */
  TslSearchBudgetFunc       budget_func;
  GArray                   *nodes;        /* of SearchNode; 0 is the root */
  TslMoveList               moves;
  TslMoveList               root_moves;
  TslMove                   root_policy;  /* the policy's move at the root */
  gboolean                  has_root_policy;
  guint8                   *guess;
  gsize                     guess_size;
  TslSearchStats            stats;        /* of the last decision */
  gboolean                  stop_when_settled;
};

static void tsl_search_ai_iface_init (TslAiInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TslSearchAi, tsl_search_ai, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_AI, tsl_search_ai_iface_init))

typedef struct
{
  const char     *name;
  TslSearchBudget budget;
} Level;

/* "strong" must stay within 1 s a decision on one core (issue 14), its
 * median well below: the simulation count keeps it deterministic on
 * ordinary positions and the cap (900 ms, leaving room for the last
 * playout and the answer) bounds the slow ones.  These defaults play
 * playouts to the end, for an engine without an evaluation; Catan and
 * Hunters & Gatherers give their levels budgets of their own in
 * create_ai(), with playouts cut short and judged by their `evaluate`. */
static const Level levels[] = {
  { "easy",   { 0,    0,    0,  0.7, 1.5 } },
  { "medium", { 300,  900, 0, 0.7, 1.5 } },
  { "strong", { 800,  900, 0, 0.7, 1.5 } },
};

static inline SearchNode *
node_at (TslSearchAi *self,
         guint32      index)
{
  return &g_array_index (self->nodes, SearchNode, index);
}

static guint32
add_child (TslSearchAi   *self,
           guint32        parent,
           const TslMove *move,
           gint           actor)
{
  SearchNode child = { 0, };
  guint32 index = self->nodes->len;

  child.move = *move;
  child.first_child = NO_NODE;
  child.actor = (gint8) actor;
  child.next_sibling = node_at (self, parent)->first_child;
  g_array_append_val (self->nodes, child);
  node_at (self, parent)->first_child = index;
  return index;
}

static guint32
find_child (TslSearchAi   *self,
            guint32        parent,
            const TslMove *move)
{
  for (guint32 c = node_at (self, parent)->first_child; c != NO_NODE;
       c = node_at (self, c)->next_sibling)
    if (memcmp (&node_at (self, c)->move, move, sizeof *move) == 0)
      return c;
  return NO_NODE;
}

/* The seat's legal moves in its view (the same in every guess, rule 7 of
 * the engine contract), without open-ended negotiation, plus the policy's
 * own choice, which may be a negotiation the list leaves out. */
static void
list_root_moves (TslSearchAi   *self,
                 TslEngine     *engine,
                 gconstpointer  view,
                 gint           seat,
                 TslRng        *rng)
{
  const TslEngineInterface *iface = TSL_ENGINE_GET_IFACE (engine);
  TslMove policy_move;

  tsl_move_list_reset (&self->root_moves);
  iface->legal_moves (engine, view, TSL_LEGAL_NO_NEGOTIATION, &self->root_moves);
  memset (&policy_move, 0, sizeof policy_move);
  self->has_root_policy = FALSE;
  if (self->policy_iface->choose_move (self->policy, engine, view, seat, rng, &policy_move))
    {
      policy_move.player = (gint8) seat;
      self->root_policy = policy_move;
      self->has_root_policy = TRUE;
      if (tsl_move_list_find (&self->root_moves, &policy_move) < 0)
        tsl_move_list_add (&self->root_moves, &policy_move);
    }
}

/* The policy's move in @guess for @actor, if it is in @legal. */
static gint
policy_index (TslSearchAi       *self,
              TslEngine         *engine,
              gconstpointer      guess,
              gint               actor,
              const TslMoveList *legal,
              TslRng            *rng)
{
  TslMove move;

  memset (&move, 0, sizeof move);
  if (!self->policy_iface->choose_move (self->policy, engine, guess, actor, rng, &move))
    return -1;
  move.player = (gint8) actor;
  return tsl_move_list_find (legal, &move);
}

/* Picks the child to descend into among the moves legal in this guess, or
 * adds one for a move not tried yet.  Progressive widening: a node visited
 * n times considers about sqrt(n) of its moves, the policy's choice first,
 * so that a small budget refines the policy's move against a few others
 * instead of trying each of a hundred tile placements once. */
static guint32
select_or_expand (TslSearchAi       *self,
                  TslEngine         *engine,
                  gconstpointer      guess,
                  guint32            parent,
                  const TslMoveList *legal,
                  gint               actor,
                  TslRng            *rng,
                  gboolean          *expanded)
{
  guint32 best = NO_NODE;
  double best_score = -1;
  guint n_untried = 0, n_tried = 0;
  guint32 visits = node_at (self, parent)->visits;
  gint pick = -1;

  *expanded = FALSE;
  /* The same seat again (a wagon's or a knight's next step, the next
   * build): its move made above is what is being judged, so it goes on
   * as its policy would.  Widening here would mix the policy's random
   * alternatives into that move's value: a first step that leads into a
   * long chain of the seat's own steps would look worse than ending the
   * turn at once. */
  if (parent != 0 && node_at (self, parent)->actor == actor)
    {
      pick = policy_index (self, engine, guess, actor, legal, rng);
      if (pick >= 0)
        {
          guint32 c = find_child (self, parent, &legal->moves[pick]);

          if (c != NO_NODE)
            {
              node_at (self, c)->available++;
              return c;
            }
          c = add_child (self, parent, &legal->moves[pick], actor);
          node_at (self, c)->available = 1;
          *expanded = TRUE;
          return c;
        }
    }
  for (guint i = 0; i < legal->len; i++)
    {
      guint32 c = find_child (self, parent, &legal->moves[i]);
      SearchNode *node;
      double score;

      if (c == NO_NODE)
        {
          n_untried++;
          continue;
        }
      n_tried++;
      node = node_at (self, c);
      node->available++;
      if (node->visits == 0)
        score = G_MAXDOUBLE;
      else
        score = node->reward / node->visits
                + self->decision.exploration * sqrt (log ((double) node->available) / node->visits);
      if (score > best_score)
        {
          best_score = score;
          best = c;
        }
    }
  if (n_untried == 0 || (n_tried > 0 && n_tried * n_tried > visits))
    return best;

  /* A move not tried yet: the policy's, else a random one. */
  if (n_tried == 0)
    pick = policy_index (self, engine, guess, actor, legal, rng);
  if (pick < 0)
    {
      guint k = tsl_rng_below (rng, n_untried);

      for (guint i = 0; i < legal->len && pick < 0; i++)
        if (find_child (self, parent, &legal->moves[i]) == NO_NODE && k-- == 0)
          pick = (gint) i;
    }
  {
    guint32 c = add_child (self, parent, &legal->moves[pick], actor);

    node_at (self, c)->available = 1;
    *expanded = TRUE;
    return c;
  }
}

/* Rewards of a finished guess: the winners share a win. */
static void
score_guess (TslEngine     *engine,
             gconstpointer  guess,
             double        *values)
{
  const TslEngineInterface *iface = TSL_ENGINE_GET_IFACE (engine);

  if (iface->is_over (engine, guess))
    {
      guint32 winners = iface->get_winners (engine, guess);
      guint n = (guint) __builtin_popcount (winners);

      for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
        values[p] = n > 0 && (winners & (1u << p)) ? 1.0 / n : 0.0;
      return;
    }
  for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
    values[p] = 0;
  iface->evaluate (engine, guess, values);
}

static gboolean
apply_in_guess (TslEngine     *engine,
                gpointer       guess,
                const TslMove *move,
                TslRng        *rng)
{
  TslMove copy = *move;

  return TSL_ENGINE_GET_IFACE (engine)->apply_move (engine, guess, &copy, rng, NULL);
}

/* Plays on with the policy for at most @limit actions. */
static void
play_out (TslSearchAi *self,
          TslEngine   *engine,
          gpointer     guess,
          TslRng      *rng)
{
  const TslEngineInterface *iface = TSL_ENGINE_GET_IFACE (engine);
  guint limit = self->decision.playout_actions > 0 ? self->decision.playout_actions
                                                 : MAX_PLAYOUT_ACTIONS;
  guint n;

  for (n = 0; n < limit; n++)
    {
      gint actor = iface->get_actor (engine, guess);
      TslMove move;

      if (actor < 0)
        break;
      memset (&move, 0, sizeof move);
      if (!self->policy_iface->choose_move (self->policy, engine, guess, actor, rng, &move))
        break;
      move.player = (gint8) actor;
      if (!iface->apply_move (engine, guess, &move, rng, NULL))
        break;
    }
  self->stats.playout_actions += n;
  if (n == limit)
    self->stats.capped++;
}

/* One iteration: deal a guess, descend, expand, play out, back up. */
static void
iterate (TslSearchAi  *self,
         TslEngine    *engine,
         gconstpointer view,
         gint          seat,
         TslRng       *rng)
{
  const TslEngineInterface *iface = TSL_ENGINE_GET_IFACE (engine);
  guint32 path[MAX_DEPTH];
  guint depth = 0;
  guint32 current = 0;
  double values[TSL_MAX_PLAYERS];

  memcpy (self->guess, view, self->guess_size);
  iface->redact (engine, self->guess, seat, rng);

  for (;;)
    {
      gint actor = iface->get_actor (engine, self->guess);
      const TslMoveList *legal = &self->root_moves;
      gboolean expanded;
      guint32 next;

      if (actor < 0 || depth + 1 >= MAX_DEPTH)
        break;
      if (current != 0)
        {
          tsl_move_list_reset (&self->moves);
          iface->legal_moves (engine, self->guess, TSL_LEGAL_NO_NEGOTIATION, &self->moves);
          legal = &self->moves;
          if (legal->len == 0)
            break;
        }
      next = select_or_expand (self, engine, self->guess, current, legal, actor, rng, &expanded);
      if (!apply_in_guess (engine, self->guess, &node_at (self, next)->move, rng))
        {
          /* Cannot happen for an engine that keeps the contract: leave
           * the move out of this iteration's statistics. */
          node_at (self, next)->available--;
          return;
        }
      path[depth++] = next;
      current = next;
      if (expanded)
        break;
    }

  play_out (self, engine, self->guess, rng);
  if (iface->is_over (engine, self->guess))
    self->stats.finished++;
  score_guess (engine, self->guess, values);
  node_at (self, 0)->visits++;
  for (guint i = 0; i < depth; i++)
    {
      SearchNode *node = node_at (self, path[i]);

      node->visits++;
      node->reward += values[node->actor];
    }
}

/* The policy's move unless @best is clearly better: where every move
 * scores about the same (one more wagon step or knight move in a long
 * game), the most visited one is chance, and following chance decision
 * after decision plays worse than the policy.  Clearly: by the budget's
 * policy_margin standard errors of the difference of the two means. */
static guint32
keep_policy_move (TslSearchAi *self,
                  guint32      best)
{
  SearchNode *b, *p;
  guint32 policy;
  double mb, mp, se;

  if (best == NO_NODE || !self->has_root_policy)
    return best;
  policy = find_child (self, 0, &self->root_policy);
  if (policy == NO_NODE || policy == best || node_at (self, policy)->visits == 0)
    return best;
  b = node_at (self, best);
  p = node_at (self, policy);
  mb = b->reward / b->visits;
  mp = p->reward / p->visits;
  /* Rewards lie in [0, 1]: m (1 - m) bounds a reward's variance. */
  se = sqrt (MAX (mb * (1 - mb), 0.01) / b->visits + MAX (mp * (1 - mp), 0.01) / p->visits);
  return mb - mp > self->decision.policy_margin * se ? best : policy;
}

/* Whether the playouts left cannot change the decision: the policy's
 * move is the most visited by more than @left visits, so it stays the
 * most visited and keep_policy_move() keeps it whatever they score.
 * Stopping then plays exactly the move of the full budget, and the
 * caller's generator is stepped alike, so games stay the same, only
 * faster. */
static gboolean
decision_is_settled (TslSearchAi *self,
                     guint        left)
{
  guint32 first = 0, second = 0, best = NO_NODE;

  if (!self->has_root_policy)
    return FALSE;
  for (guint32 c = node_at (self, 0)->first_child; c != NO_NODE;
       c = node_at (self, c)->next_sibling)
    {
      guint32 visits = node_at (self, c)->visits;

      if (visits > first)
        {
          second = first;
          first = visits;
          best = c;
        }
      else if (visits > second)
        second = visits;
    }
  /* A root move not yet in the tree has no visits and can gain at most @left. */
  return best != NO_NODE && first > second + left
         && best == find_child (self, 0, &self->root_policy);
}

static gboolean
tsl_search_ai_choose_move_cancellable (TslAi        *ai,
                                       TslEngine    *engine,
                                       gconstpointer view,
                                       gint          seat,
                                       TslRng       *rng,
                                       GCancellable *cancellable,
                                       TslMove      *move)
{
  TslSearchAi *self = (TslSearchAi *) ai;
  gsize size = tsl_engine_get_state_size (engine);
  gint64 deadline = 0, target = 0;
  SearchNode root = { 0, };
  guint32 best = NO_NODE;
  TslRng search_rng;
  guint n = 0;

  memset (&self->stats, 0, sizeof self->stats);
  self->decision = self->budget;
  if (self->budget_func != NULL)
    self->budget_func (engine, view, &self->decision);
  /* No search wanted: the policy's own move, as the policy would play it. */
  if (self->decision.simulations == 0)
    return self->policy_iface->choose_move (self->policy, engine, view, seat, rng, move);

  /* The search's own generator, so that the caller's advances by two steps
   * whatever the budget. */
  tsl_rng_init (&search_rng, ((guint64) tsl_rng_next (rng) << 32) | tsl_rng_next (rng),
                (guint64) seat);
  list_root_moves (self, engine, view, seat, &search_rng);
  if (self->root_moves.len == 0)
    return FALSE;
  if (self->root_moves.len == 1)
    {
      *move = self->root_moves.moves[0];
      move->player = (gint8) seat;
      return TRUE;
    }

  if (self->guess_size != size)
    {
      g_free (self->guess);
      self->guess = g_malloc (size);
      self->guess_size = size;
    }
  g_array_set_size (self->nodes, 0);
  root.first_child = NO_NODE;
  root.actor = (gint8) seat;
  g_array_append_val (self->nodes, root);
  if (self->decision.max_ms > 0)
    deadline = g_get_monotonic_time () + (gint64) self->decision.max_ms * 1000;
  if (self->decision.target_ms > 0)
    target = g_get_monotonic_time () + (gint64) self->decision.target_ms * 1000;

  while (n < self->decision.simulations)
    {
      /* Once half the playouts are run, the target is the deadline if it
       * comes first. */
      if (n == self->decision.simulations / 2 && target != 0 && (deadline == 0 || target < deadline))
        deadline = target;
      /* Read before every playout: a slow playout (H&G's greedy player)
       * must not carry the decision past its cap. */
      if (deadline != 0 && g_get_monotonic_time () >= deadline)
        break;
      if (cancellable != NULL && g_cancellable_is_cancelled (cancellable))
        break;
      iterate (self, engine, view, seat, &search_rng);
      n++;
      if (self->stop_when_settled && n % 16 == 0
          && decision_is_settled (self, self->decision.simulations - n))
        break;
    }
  self->stats.simulations = n;

  /* The most visited move; ties go to the better mean, then to the first. */
  for (guint32 c = node_at (self, 0)->first_child; c != NO_NODE;
       c = node_at (self, c)->next_sibling)
    {
      SearchNode *node = node_at (self, c);
      SearchNode *b = best != NO_NODE ? node_at (self, best) : NULL;

      if (b == NULL || node->visits > b->visits
          || (node->visits == b->visits && node->visits > 0
              && node->reward / node->visits > b->reward / b->visits))
        best = c;
    }
  best = keep_policy_move (self, best);
  if (best == NO_NODE || node_at (self, best)->visits == 0)
    {
      /* Cancelled before the first playout: the policy's move. */
      TslRng policy_rng = search_rng;

      if (!self->policy_iface->choose_move (self->policy, engine, view, seat, &policy_rng, move))
        *move = self->root_moves.moves[0];
    }
  else
    *move = node_at (self, best)->move;
  move->player = (gint8) seat;
  return TRUE;
}

static gboolean
tsl_search_ai_choose_move (TslAi        *ai,
                           TslEngine    *engine,
                           gconstpointer view,
                           gint          seat,
                           TslRng       *rng,
                           TslMove      *move)
{
  return tsl_search_ai_choose_move_cancellable (ai, engine, view, seat, rng, NULL, move);
}

static const char *
tsl_search_ai_get_kind (TslAi *ai)
{
  return TSL_SEARCH_AI (ai)->kind;
}

static void
tsl_search_ai_iface_init (TslAiInterface *iface)
{
  iface->get_kind = tsl_search_ai_get_kind;
  iface->choose_move = tsl_search_ai_choose_move;
  iface->choose_move_cancellable = tsl_search_ai_choose_move_cancellable;
  /* Its guesses are deals of what the seat cannot see: it needs a view. */
  iface->reads_hidden = TRUE;
}

static void
tsl_search_ai_finalize (GObject *object)
{
  TslSearchAi *self = TSL_SEARCH_AI (object);

  g_free (self->kind);
  g_clear_object (&self->policy);
  g_array_unref (self->nodes);
  tsl_move_list_clear (&self->moves);
  tsl_move_list_clear (&self->root_moves);
  g_free (self->guess);
  G_OBJECT_CLASS (tsl_search_ai_parent_class)->finalize (object);
}

static void
tsl_search_ai_class_init (TslSearchAiClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = tsl_search_ai_finalize;
}

static void
tsl_search_ai_init (TslSearchAi *self)
{
  self->nodes = g_array_new (FALSE, FALSE, sizeof (SearchNode));
  self->stop_when_settled = TRUE;
  tsl_move_list_init (&self->moves);
  tsl_move_list_init (&self->root_moves);
}

/**
 * tsl_search_ai_is_level:
 * @kind: a computer player's kind
 *
 * Returns: whether @kind is one of the framework's levels ("easy",
 *   "medium", "strong")
 */
gboolean
tsl_search_ai_is_level (const char *kind)
{
  return tsl_search_ai_get_level_budget (kind, NULL);
}

/**
 * tsl_search_ai_get_level_budget:
 * @level: "easy", "medium" or "strong"
 * @budget: (out) (optional): the level's budget
 *
 * Returns: %FALSE if @level is not a level
 */
gboolean
tsl_search_ai_get_level_budget (const char      *level,
                                TslSearchBudget *budget)
{
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    if (g_strcmp0 (level, levels[i].name) == 0)
      {
        if (budget != NULL)
          *budget = levels[i].budget;
        return TRUE;
      }
  return FALSE;
}

/**
 * tsl_search_ai_new:
 * @kind: the name it answers to tsl_ai_get_kind()
 * @policy: the player that chooses the moves of playouts (and the move
 *   itself when @budget allows no simulation); any thread-safe #TslAi
 * @budget: how long it may think
 *
 * Returns: (transfer full): a new search player
 */
TslAi *
tsl_search_ai_new (const char            *kind,
                   TslAi                 *policy,
                   const TslSearchBudget *budget)
{
  TslSearchAi *self;

  g_return_val_if_fail (kind != NULL, NULL);
  g_return_val_if_fail (TSL_IS_AI (policy), NULL);
  g_return_val_if_fail (budget != NULL, NULL);

  self = g_object_new (TSL_TYPE_SEARCH_AI, NULL);
  self->kind = g_strdup (kind);
  self->policy = g_object_ref (policy);
  self->policy_iface = TSL_AI_GET_IFACE (policy);
  self->budget = *budget;
  return TSL_AI (self);
}

/**
 * tsl_search_ai_new_tuned:
 * @kind: the kind asked of the engine's create_ai()
 * @greedy: (transfer full): the engine's greedy player
 * @medium: the engine's budget for "medium"
 * @strong: the engine's budget for "strong"
 *
 * What an engine's create_ai() returns when it tunes the levels: @greedy
 * itself for "greedy", the searches over it for "medium" and "strong",
 * %NULL otherwise (the framework then makes the kind).
 *
 * Returns: (transfer full) (nullable): the player
 */
TslAi *
tsl_search_ai_new_tuned (const char            *kind,
                         TslAi                 *greedy,
                         const TslSearchBudget *medium,
                         const TslSearchBudget *strong)
{
  g_autoptr(TslAi) policy = greedy;

  g_return_val_if_fail (kind != NULL, NULL);
  if (g_str_equal (kind, "greedy"))
    return g_steal_pointer (&policy);
  if (g_str_equal (kind, "medium"))
    return tsl_search_ai_new (kind, policy, medium);
  if (g_str_equal (kind, "strong"))
    return tsl_search_ai_new (kind, policy, strong);
  return NULL;
}

/**
 * tsl_search_ai_new_level:
 * @engine: the game
 * @level: "easy", "medium" or "strong"
 *
 * The level's search, with the game's "greedy" player for its playouts
 * when the game offers one, its random player otherwise.
 *
 * Returns: (transfer full): a new search player
 */
TslAi *
tsl_search_ai_new_level (TslEngine  *engine,
                         const char *level)
{
  const char * const *kinds;
  g_autoptr(TslAi) policy = NULL;
  TslSearchBudget budget;

  g_return_val_if_fail (TSL_IS_ENGINE (engine), NULL);
  if (!tsl_search_ai_get_level_budget (level, &budget))
    g_return_val_if_reached (NULL);

  kinds = tsl_engine_get_ai_kinds (engine);
  policy = tsl_engine_create_ai (engine, g_strv_contains (kinds, "greedy") ? "greedy" : "random",
                                 NULL);
  g_return_val_if_fail (policy != NULL, NULL);
  return tsl_search_ai_new (level, policy, &budget);
}

void
tsl_search_ai_get_budget (TslSearchAi     *self,
                          TslSearchBudget *budget)
{
  g_return_if_fail (TSL_IS_SEARCH_AI (self));
  *budget = self->budget;
}

/**
 * tsl_search_ai_set_budget:
 * @self: a search player
 * @budget: how long it may think from its next decision on
 *
 * Not while it is thinking: a player is used by one thread at a time.
 */
void
tsl_search_ai_set_budget (TslSearchAi           *self,
                          const TslSearchBudget *budget)
{
  g_return_if_fail (TSL_IS_SEARCH_AI (self));
  g_return_if_fail (budget != NULL);
  self->budget = *budget;
}

/**
 * tsl_search_ai_set_budget_func:
 * @self: a search player
 * @func: (nullable): fits the budget to each position, or %NULL for none
 *
 * Lets an engine adjust its level's budget where positions differ in
 * cost: a Catan module whose turns are long strings of small steps cuts
 * the playouts shorter, so that its decisions take the time of the base
 * game's.  @func must be deterministic and cheap.
 */
void
tsl_search_ai_set_budget_func (TslSearchAi         *self,
                               TslSearchBudgetFunc  func)
{
  g_return_if_fail (TSL_IS_SEARCH_AI (self));
  self->budget_func = func;
}

/**
 * tsl_search_ai_set_stop_when_settled:
 * @self: a search player
 * @stop: whether a decision ends once its remaining playouts could not
 *   change the move (the default)
 *
 * Settling changes no move, only the time a decision takes; %FALSE runs
 * every playout of the budget, for the test that shows so and for
 * benchmarks of the playouts themselves.
 */
void
tsl_search_ai_set_stop_when_settled (TslSearchAi *self,
                                     gboolean     stop)
{
  g_return_if_fail (TSL_IS_SEARCH_AI (self));
  self->stop_when_settled = stop;
}

/**
 * tsl_search_ai_get_last_simulations:
 * @self: a search player
 *
 * Returns: how many playouts its last decision ran (0 for a forced move)
 */
guint
tsl_search_ai_get_last_simulations (TslSearchAi *self)
{
  g_return_val_if_fail (TSL_IS_SEARCH_AI (self), 0);
  return self->stats.simulations;
}

/**
 * tsl_search_ai_get_last_stats:
 * @self: a search player
 * @stats: (out): what its last decision did
 */
void
tsl_search_ai_get_last_stats (TslSearchAi    *self,
                              TslSearchStats *stats)
{
  g_return_if_fail (TSL_IS_SEARCH_AI (self));
  g_return_if_fail (stats != NULL);
  *stats = self->stats;
}

/**
 * tsl_search_ai_get_last_budget:
 * @self: a search player
 * @budget: (out): the budget its last decision ran with, as the budget
 *   function fitted it to the position
 */
void
tsl_search_ai_get_last_budget (TslSearchAi     *self,
                               TslSearchBudget *budget)
{
  g_return_if_fail (TSL_IS_SEARCH_AI (self));
  g_return_if_fail (budget != NULL);
  *budget = self->decision;
}
