/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-hunters-evaluate-private.h"
#include "tsl-hunters-greedy-ai.h"
#include "tsl-hunters-greedy-weights.h"

/* A one-step look-ahead player: it tries every placement of the drawn tile
 * together with every figure it could put on it, scores what each leaves
 * behind with a static evaluation, and keeps the best.  The evaluation
 * counts points already scored, the expected worth of the features where it
 * (or an opponent) holds the majority -- so joining a rival's forest to tie
 * or overtake, and closing features, pay -- and the tribe members still in
 * its supply, which are worth less as the stack runs out.
 *
 * Keeping a reserve (issue 14, property keep-reserve): the last three tribe
 * members in the supply are worth more than the others, as a tile that
 * closes a rich forest or river needs one; a gatherer or fisher comes
 * back when its feature closes, so it also counts the member it is
 * likely to get back, while a hunter or a hut stays on the board for
 * good.  Before, the player spent its members on early 2-point meadows
 * and then took 44 % of its figure decisions with none left. */

struct _TslHuntersGreedyAi
{
  GObject          parent_instance;
  TslHuntersState *scratch;
  guint8          *turn;        /* the scratch state's turn part, to undo figures */
  TslHuntersEvent  events[TSL_HUNTERS_MAX_EVENTS];
  TslHuntersTouched touched;    /* by the placement on the scratch state */
  TslMoveList      places;
  TslMoveList      figures;
  gboolean         keep_reserve;
};

enum
{
  PROP_0,
  PROP_KEEP_RESERVE,
  N_PROPS
};

static void tsl_hunters_greedy_ai_iface_init (TslAiInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TslHuntersGreedyAi, tsl_hunters_greedy_ai, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_AI, tsl_hunters_greedy_ai_iface_init))

/* The weights, as data (hunters-greedy.ini), and other weights for this
 * thread's decisions, which only the tools that tune them set
 * (_tsl_hunters_greedy_use_weights()). */
static const double builtin_weights[HUNTERS_GREEDY_N_WEIGHTS] = HUNTERS_GREEDY_WEIGHTS;
static const char * const weight_names[HUNTERS_GREEDY_N_WEIGHTS] = HUNTERS_GREEDY_NAMES;
static _Thread_local const double *trial_weights;

static inline const double *
greedy_weights (void)
{
  return G_LIKELY (trial_weights == NULL) ? builtin_weights : trial_weights;
}

/**
 * _tsl_hunters_greedy_weight_name:
 * @k: a HuntersGreedyWeight
 *
 * Returns: its name in hunters-greedy.ini
 */
const char *
_tsl_hunters_greedy_weight_name (guint k)
{
  g_return_val_if_fail (k < HUNTERS_GREEDY_N_WEIGHTS, NULL);
  return weight_names[k];
}

/**
 * _tsl_hunters_greedy_weight:
 * @k: a HuntersGreedyWeight
 *
 * Returns: its value in hunters-greedy.ini
 */
double
_tsl_hunters_greedy_weight (guint k)
{
  g_return_val_if_fail (k < HUNTERS_GREEDY_N_WEIGHTS, 0);
  return builtin_weights[k];
}

/**
 * _tsl_hunters_greedy_use_weights:
 * @w: (nullable): HUNTERS_GREEDY_N_WEIGHTS weights, kept by the caller, or
 *   %NULL for hunters-greedy.ini's
 *
 * Weighs this thread's greedy decisions (and the evaluation's prospects)
 * with @w from now on: for the tools that tune and match the weights
 * (tests/hunters/tune-hunters-greedy.c).
 */
void
_tsl_hunters_greedy_use_weights (const double *w)
{
  trial_weights = w;
}

static double
completion_chance (const TslHuntersState *st,
                   const double          *w,
                   guint                  open)
{
  double left = st->land.len / 78.0;
  double p = w[HUNTERS_GREEDY_COMPLETION_FIRST] - w[HUNTERS_GREEDY_COMPLETION_PER_OPEN] * open;

  p = CLAMP (p, w[HUNTERS_GREEDY_COMPLETION_LEAST], 1.0);
  /* Late in the game an open feature is unlikely to be closed in time. */
  if (left < w[HUNTERS_GREEDY_LATE_STACK])
    p *= w[HUNTERS_GREEDY_LATE_FLOOR]
         + left * ((1.0 - w[HUNTERS_GREEDY_LATE_FLOOR]) / w[HUNTERS_GREEDY_LATE_STACK]);
  return p;
}

/* What a member is worth in a supply, or coming back to it. */
static double
member_worth (const double *w,
              double        left)
{
  return w[HUNTERS_GREEDY_MEMBER_LATE] + w[HUNTERS_GREEDY_MEMBER_EARLY] * left;
}

/* What a piece in a supply is worth at a point of the game: each member
 * is a later placement; with the reserve the last three more, so that one
 * is there for a tile that closes a rich feature; a hut. */
typedef struct
{
  double member;
  double reserve;   /* each of the last three members, on top; 0 without */
  double hut;
} SupplyRates;

static void
supply_rates (double       left,
              gboolean     reserve,
              SupplyRates *rates)
{
  const double *w = greedy_weights ();

  rates->member = member_worth (w, left);
  /* The reserve of three (issue 14, first set with bench-hunters-greedy)
   * left the player with no member in 7 % of its figure decisions (48 %
   * before); its weights, like the others, are tuned by self-play now. */
  rates->reserve = reserve ? w[HUNTERS_GREEDY_RESERVE_LATE] + w[HUNTERS_GREEDY_RESERVE_EARLY] * left : 0;
  rates->hut = w[HUNTERS_GREEDY_HUT_LATE] + w[HUNTERS_GREEDY_HUT_EARLY] * left;
}

/* What a seat's supplies are worth: its members and its huts. */
static inline double
supplies_worth (const SupplyRates *rates,
                guint              members,
                guint              huts)
{
  return members * rates->member + MIN (members, 3) * rates->reserve + huts * rates->hut;
}

/* What a feature holding figures is worth to the seats with the most
 * figures there; @hut: the river system of @root, for its huts. */
static double
feature_value (const TslHuntersState *st,
               guint                  root,
               gboolean               hut,
               double                 left)
{
  const double *w = greedy_weights ();

  if (hut)
    return st->agg[root][AGG_SYS_FISH] + w[HUNTERS_GREEDY_HUT_FISH_EARLY] * left;
  switch (st->agg[root][AGG_TYPE])
    {
    case TSL_HUNTERS_REGION_FOREST:
      return (w[HUNTERS_GREEDY_FOREST_TILE] * st->agg[root][AGG_PIECES]
              + w[HUNTERS_GREEDY_FOREST_MUSHROOM] * st->agg[root][AGG_MUSHROOMS] + w[HUNTERS_GREEDY_FOREST_BASE]) *
             completion_chance (st, w, st->open[root]);
    case TSL_HUNTERS_REGION_RIVER:
      return (st->agg[root][AGG_PIECES] + w[HUNTERS_GREEDY_RIVER_BASE]) * completion_chance (st, w, st->open[root]);
    default:
      return _tsl_hunters_meadow_points (st, root) + w[HUNTERS_GREEDY_MEADOW_EARLY] * left;
    }
}

/* Gatherers and fishers come back when their feature closes: with the
 * reserve, @members of them in the feature of @root are worth this. */
static double
returning_worth (const TslHuntersState *st,
                 guint                  root,
                 guint                  members,
                 double                 left)
{
  const double *w = greedy_weights ();

  return members * completion_chance (st, w, st->open[root]) * member_worth (w, left);
}

/* evaluate()'s sums over the features holding figures, before the
 * supplies and the scores are added: kept apart so that a figure that
 * opens a feature of its own adds one term instead of a new evaluation. */
typedef struct
{
  double mine;
  double theirs[TSL_HUNTERS_MAX_PLAYERS];
} FeatureSums;

/* A feature (for huts: a river system) holding figures, with its terms. */
typedef struct
{
  guint   root;
  gboolean hut;
  guint   counts[TSL_HUNTERS_MAX_PLAYERS];
  double  value;
  gboolean returns;     /* the reserve counts the members that come back */
  double  returning;
} Group;

static void
group_terms (const TslHuntersState *st,
             guint                  me,
             gboolean               reserve,
             Group                 *g)
{
  double left = st->land.len / 78.0;

  g->value = feature_value (st, g->root, g->hut, left);
  g->returns = reserve && !g->hut && st->agg[g->root][AGG_TYPE] != TSL_HUNTERS_REGION_MEADOW &&
               g->counts[me] > 0;
  if (g->returns)
    g->returning = returning_worth (st, g->root, g->counts[me], left);
}

/* Groups the figures by feature (huts: by river system), in the order the
 * features are first met, with their terms; returns how many. */
static guint
collect_groups (const TslHuntersState *st,
                guint                  me,
                gboolean               reserve,
                Group                 *groups)
{
  /* The group of a feature, valid where its bit in @known is set. */
  guint8 group_of[2 * TSL_HUNTERS_MAX_SLOTS];
  guint64 known[(2 * TSL_HUNTERS_MAX_SLOTS + 63) / 64] = { 0 };
  guint n = 0;

  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];
      guint slot = _tsl_hunters_figure_slot (st, f);
      gboolean hut = f->figure == TSL_HUNTERS_FIGURE_HUT;
      guint root = hut ? _tsl_hunters_find_sys (st, slot) : _tsl_hunters_find (st, slot);
      guint index = root + (hut ? TSL_HUNTERS_MAX_SLOTS : 0);
      guint g;

      if (known[index >> 6] & (G_GUINT64_CONSTANT (1) << (index & 63)))
        g = group_of[index];
      else
        {
          known[index >> 6] |= G_GUINT64_CONSTANT (1) << (index & 63);
          g = n++;
          group_of[index] = (guint8) g;
          groups[g].root = root;
          groups[g].hut = hut;
          memset (groups[g].counts, 0, sizeof groups[g].counts);
        }
      groups[g].counts[f->owner]++;
    }
  for (guint g = 0; g < n; g++)
    group_terms (st, me, reserve, &groups[g]);
  return n;
}

/* Adds a group's terms: its value to the seats with the most figures. */
static void
add_group (const TslHuntersState *st,
           guint                  me,
           const Group           *g,
           FeatureSums           *sums)
{
  guint top = 0;

  for (guint p = 0; p < st->n_players; p++)
    top = MAX (top, g->counts[p]);
  for (guint p = 0; p < st->n_players; p++)
    if (g->counts[p] == top)
      {
        if (p == me)
          sums->mine += g->value;
        else
          sums->theirs[p] += g->value;
      }
  if (g->returns)
    sums->mine += g->returning;
}

static void
sum_features (const TslHuntersState *st,
              guint                  me,
              gboolean               reserve,
              FeatureSums           *sums)
{
  Group groups[TSL_HUNTERS_MAX_FIGURES];
  guint n;

  memset (sums, 0, sizeof *sums);
  if (st->phase == TSL_HUNTERS_PHASE_OVER)
    return;
  n = collect_groups (st, me, reserve, groups);
  for (guint g = 0; g < n; g++)
    add_group (st, me, &groups[g], sums);
}

static gboolean
holds (const guint *roots,
       guint        n,
       guint        root)
{
  for (guint i = 0; i < n; i++)
    if (roots[i] == root)
      return TRUE;
  return FALSE;
}

/* sum_features() of @st, a state after one tile was placed on the
 * decision's state and the figure step skipped, from the decision's
 * groups @before: a tile changes only the features it joins, so the
 * others keep their terms; the features it joins are merged in the place
 * of the first of them, and those it closed lose their members.  The
 * terms are added in sum_features()' order. */
static void
sum_features_after (const TslHuntersState *st,
                    guint                  me,
                    gboolean               reserve,
                    const Group           *before,
                    guint                  n_before,
                    const guint           *completed,
                    guint                  n_completed,
                    FeatureSums           *sums)
{
  const TslHuntersPlaced *placed = &st->tiles[st->last_tile];
  guint n_regions = st->n_slots - placed->base;
  guint joined[TSL_HUNTERS_MAX_REGIONS], joined_sys[TSL_HUNTERS_MAX_REGIONS];
  guint done[TSL_HUNTERS_MAX_FIGURES], n_done = 0;

  memset (sums, 0, sizeof *sums);
  if (st->phase == TSL_HUNTERS_PHASE_OVER)
    return;
  for (guint r = 0; r < n_regions; r++)
    {
      joined[r] = _tsl_hunters_find (st, placed->base + r);
      joined_sys[r] = _tsl_hunters_find_sys (st, placed->base + r);
    }
  for (guint i = 0; i < n_before; i++)
    {
      const Group *g = &before[i];
      guint root = g->hut ? _tsl_hunters_find_sys (st, g->root) : _tsl_hunters_find (st, g->root);
      guint key = root | (g->hut ? 0x8000u : 0);
      Group merged;

      if (!holds (g->hut ? joined_sys : joined, n_regions, root))
        {
          add_group (st, me, g, sums);
          continue;
        }
      if (holds (done, n_done, key))
        continue;
      done[n_done++] = key;
      if (!g->hut && holds (completed, n_completed, root))
        continue;
      merged.root = root;
      merged.hut = g->hut;
      memset (merged.counts, 0, sizeof merged.counts);
      for (guint j = i; j < n_before; j++)
        if (before[j].hut == g->hut &&
            (g->hut ? _tsl_hunters_find_sys (st, before[j].root) : _tsl_hunters_find (st, before[j].root)) == root)
          for (guint p = 0; p < st->n_players; p++)
            merged.counts[p] += before[j].counts[p];
      group_terms (st, me, reserve, &merged);
      add_group (st, me, &merged, sums);
    }
}

/* The sums after a figure of @me on a feature (@hut: river system) that
 * held none, as sum_features() would have them: the feature comes last. */
static void
sum_new_feature (const TslHuntersState *st,
                 guint                  root,
                 gboolean               hut,
                 gboolean               reserve,
                 FeatureSums           *sums)
{
  double left = st->land.len / 78.0;

  sums->mine += feature_value (st, root, hut, left);
  if (reserve && !hut && st->agg[root][AGG_TYPE] != TSL_HUNTERS_REGION_MEADOW)
    sums->mine += returning_worth (st, root, 1, left);
}

/* evaluate() from the feature sums, with the supplies @members and @huts
 * in place of the state's. */
static double
evaluate_sums (const TslHuntersState *st,
               guint                  me,
               gboolean               reserve,
               const FeatureSums     *sums,
               const guint8          *members,
               const guint8          *huts)
{
  double mine = sums->mine, theirs[TSL_HUNTERS_MAX_PLAYERS];
  double best_other = -1e9, left = st->land.len / 78.0;
  SupplyRates rates;

  memcpy (theirs, sums->theirs, sizeof theirs);
  supply_rates (left, reserve, &rates);
  /* Figures in the supply are options for later turns. */
  if (st->phase != TSL_HUNTERS_PHASE_OVER)
    for (guint p = 0; p < st->n_players; p++)
      {
        double supply = supplies_worth (&rates, members[p], huts[p]);

        if (p == me)
          mine += supply;
        else
          theirs[p] += supply;
      }

  mine += st->track.score[me];
  for (guint p = 0; p < st->n_players; p++)
    if (p != me)
      best_other = MAX (best_other, theirs[p] + st->track.score[p]);
  /* A pending bonus tile is another placement. */
  if (st->phase == TSL_HUNTERS_PHASE_DRAW && st->bonus_turn && st->current == me)
    mine += greedy_weights ()[HUNTERS_GREEDY_BONUS_TILE];
  return mine - best_other;
}

static double
evaluate (const TslHuntersState *st,
          guint                  me,
          gboolean               reserve)
{
  FeatureSums sums;

  sum_features (st, me, reserve, &sums);
  return evaluate_sums (st, me, reserve, &sums, st->members_left, st->huts_left);
}

/* The best value reachable by a figure choice (or a skip) in @st, which is
 * left as it was: a figure or a skip changes only the turn part, restored
 * after each try instead of copying the whole state per try. */
static double
best_figure (TslHuntersGreedyAi      *self,
             const TslHuntersCatalog *cat,
             TslHuntersState         *st,
             guint                    me,
             TslMove                 *choice)
{
  double best = -1e18;

  /* The turn part: the events past n_events are never read. */
  memcpy (self->turn, st, TSL_HUNTERS_EVENTS_OFFSET);
  memcpy (self->events, st->events, st->n_events * sizeof st->events[0]);
  tsl_move_list_reset (&self->figures);
  _tsl_hunters_legal_moves (cat, st, &self->figures);
  for (guint i = 0; i < self->figures.len; i++)
    {
      double v;

      _tsl_hunters_apply_listed (cat, st, &self->figures.moves[i], NULL);
      v = evaluate (st, me, self->keep_reserve);
      memcpy (st, self->turn, TSL_HUNTERS_EVENTS_OFFSET);
      memcpy (st->events, self->events, st->n_events * sizeof st->events[0]);
      if (v > best)
        {
          best = v;
          if (choice != NULL)
            *choice = self->figures.moves[i];
        }
    }
  return best;
}

/* evaluate() after the last turn's skip @st (scored at the end of the
 * game) had @me put @figure on a feature (for a hut: river system) that
 * held none: a hunter alone scores its meadow, a hut its system's fish, a
 * gatherer or fisher goes back unscored. */
static double
final_value (TslHuntersState   *st,
             guint              me,
             gboolean           reserve,
             const FeatureSums *sums,
             guint              root,
             guint              figure)
{
  guint16 score = st->track.score[me];
  guint points = 0;
  double v;

  if (figure == TSL_HUNTERS_FIGURE_HUNTER)
    points = _tsl_hunters_meadow_points (st, root);
  else if (figure == TSL_HUNTERS_FIGURE_HUT)
    points = st->agg[root][AGG_SYS_FISH];
  /* As the final scoring awards them (tsl_score_track_add()). */
  st->track.score[me] = (guint16) MIN (G_MAXUINT16, score + points);
  v = evaluate_sums (st, me, reserve, sums, st->members_left, st->huts_left);
  st->track.score[me] = score;
  return v;
}

/* best_figure()'s value, without a choice, in less work: a figure that
 * stays on the board opens a feature (or river system) that held none --
 * it could not go there otherwise -- so its value is the skip's with one
 * feature and its supply added; only a gatherer or fisher on a feature the
 * tile closed, scored and returned at once, is tried in full.  The terms
 * are added in evaluate()'s order, so the values are the same to the bit.
 * In the last turn the final scoring gives such a figure's feature to its
 * owner alone (final_value()). */
static double
placement_value (TslHuntersGreedyAi      *self,
                 const TslHuntersCatalog *cat,
                 TslHuntersState         *st,
                 guint                    me,
                 const Group             *before,
                 guint                    n_before)
{
  const TslHuntersPlaced *placed = &st->tiles[st->last_tile];
  guint completed[TSL_HUNTERS_MAX_REGIONS];
  guint n_completed = st->n_completed, n_full = 0;
  guint8 members[TSL_HUNTERS_MAX_PLAYERS], huts[TSL_HUNTERS_MAX_PLAYERS];
  TslMove skip = { 0, };
  FeatureSums sums;
  gboolean over;
  double best;

  memcpy (self->turn, st, TSL_HUNTERS_EVENTS_OFFSET);
  memcpy (self->events, st->events, st->n_events * sizeof st->events[0]);
  for (guint c = 0; c < n_completed; c++)
    completed[c] = st->completed[c];
  tsl_move_list_reset (&self->figures);
  _tsl_hunters_legal_moves (cat, st, &self->figures);

  skip.type = TSL_HUNTERS_MOVE_SKIP;
  skip.player = (gint8) st->current;
  _tsl_hunters_apply_listed (cat, st, &skip, NULL);
  over = st->phase == TSL_HUNTERS_PHASE_OVER;
  sum_features_after (st, me, self->keep_reserve, before, n_before, completed, n_completed, &sums);
  memcpy (members, st->members_left, sizeof members);
  memcpy (huts, st->huts_left, sizeof huts);
  best = evaluate_sums (st, me, self->keep_reserve, &sums, members, huts);

  for (guint i = 0; i < self->figures.len; i++)
    {
      const TslMove *m = &self->figures.moves[i];
      guint slot = placed->base + (guint) m->arg[1];
      gboolean hut = m->arg[0] == TSL_HUNTERS_FIGURE_HUT, closed = FALSE;
      guint root;
      FeatureSums with = sums;
      double v;

      if (m->type != TSL_HUNTERS_MOVE_FIGURE)
        continue;
      root = hut ? _tsl_hunters_find_sys (st, slot) : _tsl_hunters_find (st, slot);
      for (guint c = 0; c < n_completed && !hut; c++)
        closed |= completed[c] == root;
      if (closed)
        {
          /* Tried in full below; listed again at the front. */
          self->figures.moves[n_full++] = *m;
          continue;
        }
      if (over)
        {
          best = MAX (best, final_value (st, me, self->keep_reserve, &sums, root,
                                         (guint) m->arg[0]));
          continue;
        }
      sum_new_feature (st, root, hut, self->keep_reserve, &with);
      if (hut)
        huts[me]--;
      else
        members[me]--;
      v = evaluate_sums (st, me, self->keep_reserve, &with, members, huts);
      if (hut)
        huts[me]++;
      else
        members[me]++;
      best = MAX (best, v);
    }

  memcpy (st, self->turn, TSL_HUNTERS_EVENTS_OFFSET);
  memcpy (st->events, self->events, st->n_events * sizeof st->events[0]);
  for (guint i = 0; i < n_full; i++)
    {
      _tsl_hunters_apply_listed (cat, st, &self->figures.moves[i], NULL);
      best = MAX (best, evaluate (st, me, self->keep_reserve));
      memcpy (st, self->turn, TSL_HUNTERS_EVENTS_OFFSET);
      memcpy (st->events, self->events, st->n_events * sizeof st->events[0]);
    }
  return best;
}

static gboolean
tsl_hunters_greedy_ai_choose_move (TslAi        *ai,
                                   TslEngine    *engine,
                                   gconstpointer view,
                                   gint          seat,
                                   TslRng       *rng,
                                   TslMove      *move)
{
  TslHuntersGreedyAi *self = TSL_HUNTERS_GREEDY_AI (ai);
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  const TslHuntersState *st = view;
  double best = -1e18;
  guint n_best = 0, n_groups;
  Group groups[TSL_HUNTERS_MAX_FIGURES];

  switch (st->phase)
    {
    case TSL_HUNTERS_PHASE_FIGURE:
      _tsl_hunters_copy (self->scratch, st);
      best_figure (self, cat, self->scratch, (guint) seat, move);
      return TRUE;

    case TSL_HUNTERS_PHASE_PLACE:
      tsl_move_list_reset (&self->places);
      _tsl_hunters_legal_moves (cat, st, &self->places);
      if (self->places.len == 0)
        return FALSE;
      /* Each placement is tried on the scratch copy and undone from @st
       * before the next, in the slots it touched only. */
      _tsl_hunters_copy (self->scratch, st);
      /* The features holding figures before the tile, once. */
      n_groups = collect_groups (st, (guint) seat, self->keep_reserve, groups);
      for (guint i = 0; i < self->places.len; i++)
        {
          double v;

          if (i > 0)
            _tsl_hunters_restore (self->scratch, st, &self->touched);
          self->touched.n = 0;
          _tsl_hunters_apply_listed (cat, self->scratch, &self->places.moves[i], &self->touched);
          v = placement_value (self, cat, self->scratch, (guint) seat, groups, n_groups);
          /* Ties are broken at random so that play does not drift one way. */
          if (v > best + 1e-9)
            {
              best = v;
              n_best = 1;
              *move = self->places.moves[i];
            }
          else if (v > best - 1e-9 && tsl_rng_below (rng, ++n_best) == 0)
            *move = self->places.moves[i];
        }
      return TRUE;

    default:
      tsl_move_list_reset (&self->places);
      _tsl_hunters_legal_moves (cat, st, &self->places);
      if (self->places.len == 0)
        return FALSE;
      *move = self->places.moves[0];
      return TRUE;
    }
}

static const char *
tsl_hunters_greedy_ai_get_kind (TslAi *ai)
{
  return "greedy";
}

static void
tsl_hunters_greedy_ai_iface_init (TslAiInterface *iface)
{
  iface->get_kind = tsl_hunters_greedy_ai_get_kind;
  iface->choose_move = tsl_hunters_greedy_ai_choose_move;
  /* It reads the stacks' sizes, never their order. */
  iface->reads_hidden = FALSE;
}

static void
tsl_hunters_greedy_ai_finalize (GObject *object)
{
  TslHuntersGreedyAi *self = TSL_HUNTERS_GREEDY_AI (object);

  g_free (self->scratch);
  g_free (self->turn);
  tsl_move_list_clear (&self->places);
  tsl_move_list_clear (&self->figures);
  G_OBJECT_CLASS (tsl_hunters_greedy_ai_parent_class)->finalize (object);
}

static void
tsl_hunters_greedy_ai_get_property (GObject    *object,
                                    guint       prop_id,
                                    GValue     *value,
                                    GParamSpec *pspec)
{
  TslHuntersGreedyAi *self = TSL_HUNTERS_GREEDY_AI (object);

  switch (prop_id)
    {
    case PROP_KEEP_RESERVE:
      g_value_set_boolean (value, self->keep_reserve);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_hunters_greedy_ai_set_property (GObject      *object,
                                    guint         prop_id,
                                    const GValue *value,
                                    GParamSpec   *pspec)
{
  TslHuntersGreedyAi *self = TSL_HUNTERS_GREEDY_AI (object);

  switch (prop_id)
    {
    case PROP_KEEP_RESERVE:
      self->keep_reserve = g_value_get_boolean (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_hunters_greedy_ai_class_init (TslHuntersGreedyAiClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = tsl_hunters_greedy_ai_finalize;
  object_class->get_property = tsl_hunters_greedy_ai_get_property;
  object_class->set_property = tsl_hunters_greedy_ai_set_property;
  /**
   * TslHuntersGreedyAi:keep-reserve:
   *
   * Whether the player keeps tribe members in reserve and counts the
   * gatherers and fishers that come back (issue 14).  Off, it plays as
   * before; benchmarks compare the two.
   */
  g_object_class_install_property (object_class, PROP_KEEP_RESERVE,
                                   g_param_spec_boolean ("keep-reserve", NULL, NULL, TRUE,
                                                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS));
}

static void
tsl_hunters_greedy_ai_init (TslHuntersGreedyAi *self)
{
  self->keep_reserve = TRUE;
  self->scratch = g_new0 (TslHuntersState, 1);
  self->turn = g_malloc0 (TSL_HUNTERS_EVENTS_OFFSET);
  tsl_move_list_init (&self->places);
  tsl_move_list_init (&self->figures);
}

/**
 * tsl_hunters_greedy_ai_new:
 *
 * Returns: (transfer full): a greedy Hunters and Gatherers player
 */
TslAi *
tsl_hunters_greedy_ai_new (void)
{
  return g_object_new (TSL_TYPE_HUNTERS_GREEDY_AI, NULL);
}

/**
 * _tsl_hunters_open_leads:
 * @st: a state
 * @values: (out): per seat
 *
 * For the evaluation (tsl-hunters-evaluate.c): what the open forests and
 * rivers each seat leads (or ties) are worth, their points times the chance
 * they close in time, as this player weighs them; the final scoring counts
 * the meadows and huts, these it does not.
 */
void
_tsl_hunters_open_leads (const TslHuntersState *st,
                         double                *values)
{
  Group groups[TSL_HUNTERS_MAX_FIGURES];
  guint n;

  for (guint p = 0; p < TSL_HUNTERS_MAX_PLAYERS; p++)
    values[p] = 0;
  if (st->phase == TSL_HUNTERS_PHASE_OVER)
    return;
  n = collect_groups (st, 0, FALSE, groups);
  for (guint g = 0; g < n; g++)
    {
      guint top = 0;

      if (groups[g].hut || st->agg[groups[g].root][AGG_TYPE] == TSL_HUNTERS_REGION_MEADOW)
        continue;
      for (guint p = 0; p < st->n_players; p++)
        top = MAX (top, groups[g].counts[p]);
      for (guint p = 0; p < st->n_players; p++)
        if (groups[g].counts[p] == top)
          values[p] += groups[g].value;
    }
}

/**
 * _tsl_hunters_prospects:
 * @st: a state
 * @values: (out): per seat
 *
 * For the evaluation (tsl-hunters-evaluate.c): what each seat's position
 * is worth as this player judges its own (keeping a reserve): its score,
 * the features it leads times the chance they close, the members that
 * come back, and its supplies, which are worth more while the stack is
 * long.  Each seat's sum_features() mine, from one grouping of the
 * figures: only the members that come back depend on the seat.  Only
 * what every seat sees is read.
 */
void
_tsl_hunters_prospects (const TslHuntersState *st,
                        double                *values)
{
  Group groups[TSL_HUNTERS_MAX_FIGURES];
  double left = st->land.len / 78.0;
  SupplyRates rates;
  guint n;

  for (guint p = 0; p < TSL_HUNTERS_MAX_PLAYERS; p++)
    values[p] = p < st->n_players ? st->track.score[p] : 0;
  if (st->phase == TSL_HUNTERS_PHASE_OVER)
    return;
  n = collect_groups (st, 0, FALSE, groups);
  for (guint g = 0; g < n; g++)
    {
      const Group *group = &groups[g];
      gboolean returns = !group->hut && st->agg[group->root][AGG_TYPE] != TSL_HUNTERS_REGION_MEADOW;
      guint top = 0;

      for (guint p = 0; p < st->n_players; p++)
        top = MAX (top, group->counts[p]);
      for (guint p = 0; p < st->n_players; p++)
        {
          if (group->counts[p] == top)
            values[p] += group->value;
          if (returns && group->counts[p] > 0)
            values[p] += returning_worth (st, group->root, group->counts[p], left);
        }
    }
  supply_rates (left, TRUE, &rates);
  for (guint p = 0; p < st->n_players; p++)
    values[p] += supplies_worth (&rates, st->members_left[p], st->huts_left[p]);
}
