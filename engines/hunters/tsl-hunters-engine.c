/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-evaluate-private.h"
#include "tsl-hunters-greedy-ai.h"
#include "tsl-hunters-private.h"
#include "tsl-search-ai.h"

/* Carcassonne: Hunters and Gatherers (1st edition), after seed 001. */

struct _TslHuntersEngine
{
  GObject                  parent_instance;
  const TslHuntersCatalog *catalog;   /* the shared built-in one */
};

static void tsl_hunters_engine_iface_init (TslEngineInterface *iface);

/* The hot paths skip the checked cast: the interface already checked. */
#define SELF(engine) ((TslHuntersEngine *) (engine))

G_DEFINE_FINAL_TYPE_WITH_CODE (TslHuntersEngine, tsl_hunters_engine, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_ENGINE, tsl_hunters_engine_iface_init))

/* Every UNCERTAIN point of the rules digest (§13) that changes play is an
 * option; docs/rules-hunters.md gives the reasons for the defaults. */
static const TslOptionChoice forest_choices[] = {
  { "piece", N_("2 points per forest piece (Hungarian rulebook)") },
  { "tile", N_("2 points per forest tile (English rulebook)") },
};
static const TslOptionChoice river_choices[] = {
  { "tiles", N_("1 point per tile the river runs through") },
  { "pieces", N_("1 point per river piece") },
};
static const TslOptionChoice bonus_unplaceable_choices[] = {
  { "redraw", N_("Remove it and draw another bonus tile") },
  { "lost", N_("Remove it; no bonus tile this turn") },
};
static const TslOptionChoice last_bonus_choices[] = {
  { "played", N_("Finish the turn with the bonus tile") },
  { "forfeit", N_("The game ends without it") },
};
static const TslOptionChoice rotation_choices[] = {
  { "0", N_("0°") },
  { "90", N_("90°") },
  { "180", N_("180°") },
  { "270", N_("270°") },
};

static const TslOptionSpec options[] = {
  { "forest_scoring", TSL_OPTION_CHOICE, N_("Closed forest scoring"),
    N_("What a closed forest is worth besides its mushrooms"),
    0, 0, 0, forest_choices, G_N_ELEMENTS (forest_choices), NULL },
  { "river_length", TSL_OPTION_CHOICE, N_("River length"),
    N_("How a river that crosses one tile twice is counted"),
    0, 0, 0, river_choices, G_N_ELEMENTS (river_choices), NULL },
  { "unplaceable_bonus", TSL_OPTION_CHOICE, N_("Bonus tile that fits nowhere"),
    N_("What happens to a bonus tile that cannot be placed"),
    0, 0, 0, bonus_unplaceable_choices, G_N_ELEMENTS (bonus_unplaceable_choices), NULL },
  { "bonus_nuggets", TSL_OPTION_BOOL, N_("Gold nuggets on bonus tiles count"),
    N_("A forest closed with a gold nugget printed on a bonus tile gives a bonus tile"),
    1, 0, 1, NULL, 0, NULL },
  { "last_bonus", TSL_OPTION_CHOICE, N_("Bonus tile earned in the last turn"),
    N_("Whether a bonus tile earned with the last land tile is still played"),
    0, 0, 0, last_bonus_choices, G_N_ELEMENTS (last_bonus_choices), NULL },
  { "fisher_on_lake", TSL_OPTION_BOOL, N_("Fishers on lakes"),
    N_("Allow a fisher on a lake (it never scores: a lake ends rivers)"),
    0, 0, 1, NULL, 0, NULL },
  { "start_rotation", TSL_OPTION_CHOICE, N_("Start tile rotation"),
    N_("How the start tile is turned at the centre of the table"),
    0, 0, 0, rotation_choices, G_N_ELEMENTS (rotation_choices), NULL },
};

/* For the rules every engine meets (tests/shared/test-engine-rules.c):
 * each rule option other than its default, besides the default game. */
static const TslEngineOptionSet option_sets[] = {
  { "{\"forest_scoring\": \"tile\", \"river_length\": \"pieces\", \"unplaceable_bonus\": \"lost\", "
    "\"bonus_nuggets\": false, \"last_bonus\": \"forfeit\", \"fisher_on_lake\": true, \"start_rotation\": \"90\"}",
    0, 0 },
  { NULL, 0, 0 },
};

static const char * const colors[] = { "red", "green", "black", "yellow", "blue", NULL };
static const char * const ai_kinds[] = { "random", "greedy", "easy", "medium", "strong", NULL };

static const TslEngineInfo hunters_info = {
  .id = "hunters",
  .name = N_("Carcassonne: Hunters and Gatherers"),
  .description = N_("Lay land tiles, place tribe members and huts, score forests, rivers and meadows"),
  .min_players = 2,
  .max_players = TSL_HUNTERS_MAX_PLAYERS,
  .colors = colors,
  .ai_kinds = ai_kinds,
  .options = options,
  .n_options = G_N_ELEMENTS (options),
  .state_size = sizeof (TslHuntersState),
  /* Drawing reveals a tile; placing and figures may be taken back within
   * the turn (but not once a bonus tile was drawn). */
  .irreversible_moves = G_GUINT64_CONSTANT (1) << TSL_HUNTERS_MOVE_DRAW,
  .option_sets = option_sets,
};

#define SETUP_STREAM G_GUINT64_CONSTANT (0x48554e5453455455)

/* The greedy player costs some 5 µs a move, twenty times a random
 * one: the search's playouts stop after 24 actions (eight turns)
 * and the evaluation (the final scoring as if the game ended there)
 * judges where they stop.  Shorter playouts lost to greedy in the
 * benchmarks (tests/shared/bench-search.c); 600 playouts won 22 of 36
 * games against it (null 50 %), 1,200 won 19 of 24 at a median of 0.26 s
 * of processor time a decision.  Since trial placements leave the open
 * cells, 1,500 won 44.5 of 48 at a median searched decision of 0.21-0.24 s
 * of processor time; 1,800 took up to 0.30 s and won no more.  Against
 * the greedy player with tuned weights, `strong` keeps the policy's move
 * only unless another beats it by half a standard error (not 1.5): 67 of
 * 72 deals where 1.5 won 58.5.  On a machine half as fast 1,500 playouts
 * took a median 0.4 s: past half of them, `strong` stops at a quarter of
 * a second (87 of 96 deals won, as many as without the target, at a
 * median of 0.25 s; issue 25, docs/computer-player-matches.md). */
#define TARGET_MS 250
static const TslSearchBudget medium_budget = { 150, 900, 24, 0.5, 1.5 };
static const TslSearchBudget strong_budget = { 1500, 900, 24, 0.7, 0.5, TARGET_MS };

/* With three seats or more a playout and an evaluation cost more, and
 * `strong` at 1,500 playouts took a median 0.34 s a decision with three:
 * two thirds of the playouts there keep it under 0.3 s. */
static void
fit_search_budget (TslEngine       *engine,
                   gconstpointer    view,
                   TslSearchBudget *budget)
{
  const TslHuntersState *st = view;

  (void) engine;
  if (st->n_players >= 3)
    budget->simulations = budget->simulations * 2 / 3;
}

static TslAi *
create_ai (TslEngine  *engine,
           const char *kind)
{
  TslAi *ai = tsl_search_ai_new_tuned (kind, tsl_hunters_greedy_ai_new (), &medium_budget, &strong_budget);

  if (ai != NULL && TSL_IS_SEARCH_AI (ai))
    tsl_search_ai_set_budget_func (TSL_SEARCH_AI (ai), fit_search_budget);
  return ai;
}

/* Each seat's share of a win where a playout stops (tsl-hunters-evaluate.c). */
static void
evaluate (TslEngine     *engine,
          gconstpointer  state,
          double        *values)
{
  _tsl_hunters_evaluate (SELF (engine)->catalog, state, values);
}

/* Every turn begins by drawing a land tile, so a setup without one could
 * not start; with one, every game ends (each turn uses up a land tile). */
static gboolean
setup_can_start (const TslHuntersState *st,
                 GError               **error)
{
  if (st->land.len > 0)
    return TRUE;
  g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                       _("The land stack is empty: a game needs at least one land tile to draw"));
  return FALSE;
}

static gboolean
init_state (TslEngine  *engine,
            gpointer    state,
            JsonObject *opts,
            guint       n_players,
            guint64     seed,
            JsonNode   *setup,
            GError    **error)
{
  TslHuntersEngine *self = TSL_HUNTERS_ENGINE (engine);
  const TslHuntersCatalog *cat = self->catalog;
  g_autoptr(JsonObject) normalized = NULL;
  g_autofree TslHuntersState *st = g_new0 (TslHuntersState, 1);
  TslHuntersRules rules = { 0 };

  if (n_players < 2 || n_players > TSL_HUNTERS_MAX_PLAYERS)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   _("Carcassonne: Hunters and Gatherers is for 2 to 5 players, not %u"), n_players);
      return FALSE;
    }
  /* Normalizing again is harmless and catches callers passing raw options. */
  normalized = tsl_options_normalize (options, G_N_ELEMENTS (options), opts, error);
  if (normalized == NULL)
    return FALSE;
  rules.forest_per_tile = tsl_options_get_choice (options, G_N_ELEMENTS (options), normalized,
                                                  "forest_scoring") == 1;
  rules.river_per_piece = tsl_options_get_choice (options, G_N_ELEMENTS (options), normalized,
                                                  "river_length") == 1;
  rules.bonus_unplaceable_lost = tsl_options_get_choice (options, G_N_ELEMENTS (options),
                                                         normalized, "unplaceable_bonus") == 1;
  rules.bonus_nuggets_ignored = !tsl_options_get_bool (normalized, "bonus_nuggets");
  rules.last_bonus_forfeit = tsl_options_get_choice (options, G_N_ELEMENTS (options), normalized,
                                                     "last_bonus") == 1;
  rules.fisher_on_lake = tsl_options_get_bool (normalized, "fisher_on_lake");
  rules.start_rotation = (guint8) MAX (0, tsl_options_get_choice (options, G_N_ELEMENTS (options),
                                                                  normalized, "start_rotation"));

  _tsl_hunters_init (cat, st, n_players, &rules);
  if (setup != NULL && !JSON_NODE_HOLDS_NULL (setup))
    {
      if (!_tsl_hunters_setup_from_json (cat, st, setup, error) ||
          !setup_can_start (st, error))
        return FALSE;
    }
  else
    {
      TslRng rng;

      /* §Előkészületek: the 78 land tiles and the 12 bonus tiles are
       * shuffled into separate stacks. */
      for (guint k = 0; k < cat->n_kinds; k++)
        for (guint c = 0; c < cat->tiles[k].count; c++)
          {
            if (cat->tiles[k].set == TSL_HUNTERS_SET_LAND)
              tsl_deck_push (&st->land, (guint8) k);
            else if (cat->tiles[k].set == TSL_HUNTERS_SET_BONUS)
              tsl_deck_push (&st->bonus, (guint8) k);
          }
      tsl_rng_init (&rng, seed, SETUP_STREAM);
      tsl_deck_shuffle (&st->land, &rng);
      tsl_deck_shuffle (&st->bonus, &rng);
    }
  memcpy (state, st, sizeof *st);
  return TRUE;
}

static JsonNode *
setup_to_json (TslEngine     *engine,
               gconstpointer  state)
{
  return _tsl_hunters_setup_to_json (TSL_HUNTERS_ENGINE (engine)->catalog, state);
}

static JsonNode *
state_to_json (TslEngine     *engine,
               gconstpointer  state)
{
  return _tsl_hunters_state_to_json (TSL_HUNTERS_ENGINE (engine)->catalog, state);
}

/* Fisher-Yates with one draw per swap, scaled by a multiplication: the
 * bias (under 2^-25) does not matter for a guess that nobody's play
 * depends on, and a view is made before every decision. */
static void
deal_again (TslDeck *deck,
            TslRng  *rng)
{
  /* Sorted first, so that the view does not depend on the real order. */
  tsl_deck_sort (deck);
  for (guint i = deck->len; i > 1; i--)
    {
      guint j = (guint) (((guint64) tsl_rng_next (rng) * i) >> 32);
      guint8 card = deck->cards[i - 1];

      deck->cards[i - 1] = deck->cards[j];
      deck->cards[j] = card;
    }
}

/* Nobody knows the order of the face-down stacks.  Draws pick at random
 * with the action's generator anyway, so this only keeps views from
 * carrying the real order (a searching player must not peek at it). */
static void
redact (TslEngine *engine,
        gpointer   state,
        gint       seat,
        TslRng    *rng)
{
  TslHuntersState *st = state;

  deal_again (&st->land, rng);
  deal_again (&st->bonus, rng);
}

static gint
get_actor (TslEngine     *engine,
           gconstpointer  state)
{
  const TslHuntersState *st = state;

  return st->phase == TSL_HUNTERS_PHASE_OVER ? -1 : st->current;
}

static guint
get_turn (TslEngine     *engine,
          gconstpointer  state)
{
  return ((const TslHuntersState *) state)->turn;
}

static void
get_scores (TslEngine     *engine,
            gconstpointer  state,
            gint          *scores)
{
  const TslHuntersState *st = state;

  for (guint p = 0; p < st->n_players; p++)
    scores[p] = st->track.score[p];
}

/* The rulebook's, not the framework's default: tied players all win, even
 * when every player ties (rules digest §9.3). */
static guint32
get_winners (TslEngine     *engine,
             gconstpointer  state)
{
  const TslHuntersState *st = state;

  return _tsl_hunters_winners (st);
}

static void
legal_moves (TslEngine     *engine,
             gconstpointer  state,
             TslLegalFlags  flags,
             TslMoveList   *out)
{
  _tsl_hunters_legal_moves (SELF (engine)->catalog, state, out);
}

static gboolean
apply_move (TslEngine *engine,
            gpointer   state,
            TslMove   *move,
            TslRng    *rng,
            GError   **error)
{
  return _tsl_hunters_apply (SELF (engine)->catalog, state, move, rng, error);
}

static gboolean
move_from_json (TslEngine     *engine,
                gconstpointer  state,
                JsonObject    *action,
                TslMove       *move,
                GError       **error)
{
  return _tsl_hunters_move_from_json (TSL_HUNTERS_ENGINE (engine)->catalog, state, action, move,
                                      error);
}

static JsonObject *
move_to_json (TslEngine     *engine,
              gconstpointer  state,
              const TslMove *move)
{
  return _tsl_hunters_move_to_json (TSL_HUNTERS_ENGINE (engine)->catalog, state, move);
}

/* The tiles are drawn and laid face up: every outcome is public. */
static JsonObject *
action_for_seat (TslEngine     *engine,
                 gconstpointer  before,
                 const TslMove *chosen,
                 const TslMove *played,
                 gint           seat)
{
  return move_to_json (engine, before, played);
}

static char *
describe_move (TslEngine          *engine,
               gconstpointer       before,
               gconstpointer       after,
               const TslMove      *move,
               const char * const *player_names)
{
  return _tsl_hunters_describe_move (TSL_HUNTERS_ENGINE (engine)->catalog, before, after, move,
                                     player_names);
}

static char *
describe_hint (TslEngine          *engine,
               gconstpointer       state,
               const TslMove      *move,
               const char * const *player_names)
{
  return _tsl_hunters_describe_hint (TSL_HUNTERS_ENGINE (engine)->catalog, state, move);
}

static void
tsl_hunters_engine_iface_init (TslEngineInterface *iface)
{
  iface->info = &hunters_info;
  iface->create_ai = create_ai;
  iface->init_state = init_state;
  iface->setup_to_json = setup_to_json;
  iface->state_to_json = state_to_json;
  iface->redact = redact;
  iface->get_actor = get_actor;
  iface->get_turn = get_turn;
  iface->get_scores = get_scores;
  iface->get_winners = get_winners;
  iface->legal_moves = legal_moves;
  iface->apply_move = apply_move;
  iface->move_from_json = move_from_json;
  iface->move_to_json = move_to_json;
  iface->describe_move = describe_move;
  iface->action_for_seat = action_for_seat;
  iface->describe_hint = describe_hint;
  iface->evaluate = evaluate;
}

static void
tsl_hunters_engine_class_init (TslHuntersEngineClass *klass)
{
}

static void
tsl_hunters_engine_init (TslHuntersEngine *self)
{
  self->catalog = tsl_hunters_catalog_get_builtin ();
}

/**
 * tsl_hunters_engine_new:
 *
 * Returns: (transfer full): the Carcassonne: Hunters and Gatherers engine
 */
TslEngine *
tsl_hunters_engine_new (void)
{
  return g_object_new (TSL_TYPE_HUNTERS_ENGINE, NULL);
}
