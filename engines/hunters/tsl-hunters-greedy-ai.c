/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-hunters-greedy-ai.h"
#include "tsl-hunters-private.h"

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

static double
completion_chance (const TslHuntersState *st,
                   guint                  open)
{
  double left = st->land.len / 78.0;
  double p = 0.95 - 0.07 * open;

  p = CLAMP (p, 0.15, 0.95);
  /* Late in the game an open feature is unlikely to be closed in time. */
  if (left < 0.3)
    p *= 0.3 + left * (0.7 / 0.3);
  return p;
}

/* What the members in a supply are worth: each is a later placement;
 * with @reserve the last three more, so that one is there for a tile that
 * closes a rich feature. */
static double
supply_value (guint    members,
              double   left,
              gboolean reserve)
{
  double each = 0.6 + 2.4 * left;

  if (!reserve)
    return members * each;
  /* Tuned with bench-hunters-greedy: a reserve of three, more weight
   * early, left the player with no member in 7 % of its figure decisions
   * (48 % before) and won 86 % of the games against the player before. */
  return members * each + MIN (members, 3) * (1.5 + 5.0 * left);
}

static double
evaluate (const TslHuntersCatalog *cat,
          const TslHuntersState   *st,
          guint                    me,
          gboolean                 reserve)
{
  guint roots[TSL_HUNTERS_MAX_FIGURES];
  guint counts[TSL_HUNTERS_MAX_FIGURES][TSL_HUNTERS_MAX_PLAYERS];
  /* The group of a feature, valid where its bit in @known is set. */
  guint8 group_of[2 * TSL_HUNTERS_MAX_SLOTS];
  guint64 known[(2 * TSL_HUNTERS_MAX_SLOTS + 63) / 64] = { 0 };
  guint n_roots = 0;
  double mine = 0, theirs[TSL_HUNTERS_MAX_PLAYERS] = { 0 };
  double best_other = -1e9, left = st->land.len / 78.0;
  gboolean over = st->phase == TSL_HUNTERS_PHASE_OVER;

  /* One pass groups the figures by feature (huts: by river system), in
   * the order the features are first met. */
  for (guint i = 0; i < st->n_figures && !over; i++)
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
          g = n_roots++;
          group_of[index] = (guint8) g;
          roots[g] = root | (hut ? 0x8000u : 0);
          memset (counts[g], 0, sizeof counts[g]);
        }
      counts[g][f->owner]++;
    }

  for (guint g = 0; g < n_roots; g++)
    {
      guint key = roots[g], root = key & 0x7fffu;
      gboolean hut = (key & 0x8000u) != 0;
      guint top = 0;
      double value;

      for (guint p = 0; p < st->n_players; p++)
        top = MAX (top, counts[g][p]);

      if (hut)
        value = st->agg[root][AGG_SYS_FISH] + 2.0 * left;
      else
        switch (st->agg[root][AGG_TYPE])
          {
          case TSL_HUNTERS_REGION_FOREST:
            value = (2.0 * st->agg[root][AGG_PIECES] + 2.0 * st->agg[root][AGG_MUSHROOMS] + 1.0) *
                    completion_chance (st, st->open[root]);
            break;
          case TSL_HUNTERS_REGION_RIVER:
            value = (st->agg[root][AGG_PIECES] + 2.0) * completion_chance (st, st->open[root]);
            break;
          default:
            value = _tsl_hunters_meadow_points (st, root) + 1.5 * left;
            break;
          }
      for (guint p = 0; p < st->n_players; p++)
        if (counts[g][p] == top)
          {
            if (p == me)
              mine += value;
            else
              theirs[p] += value;
          }
      /* Gatherers and fishers come back when their feature closes. */
      if (reserve && !hut && st->agg[root][AGG_TYPE] != TSL_HUNTERS_REGION_MEADOW && counts[g][me] > 0)
        mine += counts[g][me] * completion_chance (st, st->open[root]) * (0.6 + 2.4 * left);
    }

  /* Figures in the supply are options for later turns. */
  if (!over)
    for (guint p = 0; p < st->n_players; p++)
      {
        double supply = supply_value (st->members_left[p], left, reserve) +
                        st->huts_left[p] * (1.0 + 2.0 * left);

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
    mine += 3.0;
  return mine - best_other;
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
      v = evaluate (cat, st, me, self->keep_reserve);
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
  guint n_best = 0;

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
      for (guint i = 0; i < self->places.len; i++)
        {
          double v;

          if (i > 0)
            _tsl_hunters_restore (self->scratch, st, &self->touched);
          self->touched.n = 0;
          _tsl_hunters_apply_listed (cat, self->scratch, &self->places.moves[i], &self->touched);
          v = best_figure (self, cat, self->scratch, (guint) seat, NULL);
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
