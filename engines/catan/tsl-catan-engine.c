/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-greedy-ai.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-error.h"
#include "tsl-search-ai.h"

/* The Catan base game as a #TslEngine: wiring only; the rules live in
 * tsl-catan-rules.c, the board in tsl-catan-board.c, JSON in tsl-catan-json.c. */

struct _TslCatanEngine
{
  GObject parent_instance;
};

static void tsl_catan_engine_iface_init (TslEngineInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TslCatanEngine, tsl_catan_engine, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_ENGINE, tsl_catan_engine_iface_init))

/* Stream of the board and deck generator, apart from the per-action streams 0, 1, 2... */
#define SETUP_STREAM G_GUINT64_CONSTANT (0x5345545550000000)

static const TslOptionChoice layout_choices[] = {
  { "beginner", N_("Beginners’ map (fixed)") },
  { "random", N_("Variable map (shuffled)") },
};

static const TslOptionChoice shortage_choices[] = {
  { "nobody", N_("Nobody receives it (HU rulebook)") },
  { "single_player_takes_rest", N_("A single player owed it takes what is left") },
};

static const TslOptionChoice tie_choices[] = {
  { "keep", N_("Set aside only when a broken road leaves a tie (DE rulebook)") },
  { "set_aside", N_("Set aside whenever two roads are longest (HU rulebook)") },
};

/* "none", then each scenario module's value and name (its
 * catan_NAME_scenario_label), filled once (catan_options_init) */
static TslOptionChoice scenario_choices[1 + CATAN_MODULE_N_SCENARIOS];

static const TslOptionSpec catan_core_options[] = {
  { "layout", TSL_OPTION_CHOICE, N_("Board"),
    N_("The beginners’ map or a shuffled board with numbers placed in the alphabetical spiral"),
    1, 0, 0, layout_choices, G_N_ELEMENTS (layout_choices), NULL },
  { "victory_points", TSL_OPTION_INT, N_("Victory points to win"),
    N_("The player who reaches this many points on their own turn wins"),
    /* At most 14: beyond, most games end by the stall rule instead
     * (docs/rules-catan.md, "Victory point targets").  Left out, the
     * target the chosen modules give (tsl-catan-variants.c). */
    10, 3, CATAN_MAX_VICTORY_POINTS, NULL, 0, catan_victory_target },
  { "bank_shortage", TSL_OPTION_CHOICE, N_("Bank shortage"),
    N_("What happens when the bank cannot pay every player a resource they are owed"),
    0, 0, 0, shortage_choices, G_N_ELEMENTS (shortage_choices), NULL },
  { "robber_on_desert", TSL_OPTION_BOOL, N_("Robber may go to the desert"),
    N_("Allow moving the robber onto the desert (DE rulebook)"),
    1, 0, 1, NULL, 0, NULL },
  { "harbor_3to1_identical", TSL_OPTION_BOOL, N_("3:1 harbour needs identical cards"),
    N_("At a 3:1 harbour the three cards must be of one kind (DE and BG rulebooks)"),
    1, 0, 1, NULL, 0, NULL },
  { "longest_road_tie", TSL_OPTION_CHOICE, N_("Longest Road ties"),
    N_("When the Longest Road card is set aside because of equally long roads"),
    0, 0, 0, tie_choices, G_N_ELEMENTS (tie_choices), NULL },
  { "trade_after_build", TSL_OPTION_BOOL, N_("Trade after building"),
    N_("Allow trading again after building in the same turn (the rulebooks fix trade before build)"),
    0, 0, 1, NULL, 0, NULL },
  { "domestic_trade", TSL_OPTION_BOOL, N_("Domestic trade"),
    N_("Players may trade resources with each other. When this is off, only maritime trade with the bank "
       "and the harbours remains."),
    1, 0, 1, NULL, 0, NULL },
};

/* The core's options, then each module's on/off option (its
 * catan_NAME_option_spec, in their places), then the scenario: filled
 * once (catan_options_init) */
static TslOptionSpec catan_options[G_N_ELEMENTS (catan_core_options) + CATAN_MODULE_N_OPTIONS + 1];

/* With three players the red pieces stay in the box (DE), so red comes last. */
static const char * const catan_colors[] = { "blue", "white", "orange", "red", NULL };
static const char * const catan_ai_kinds[] = { "random", "greedy", "easy", "medium", "strong", NULL };

/* Chance and hidden information cannot be taken back. */
#define IRREVERSIBLE(type) (G_GUINT64_CONSTANT (1) << (type))

/* What a number of seats plays beyond the base game, said on the setup
 * page before the game shows it (tour D39): the modules' notes, filled
 * once (catan_options_init). */
static const char *catan_player_count_notes[TSL_MAX_PLAYERS + 1];

static const TslEngineInfo catan_info = {
  .id = "catan",
  .name = N_("Catan"),
  .description = N_("Settle the island of Catan: gather resources, trade and build to reach ten points"),
  .min_players = 2,   /* two-player Catan: seed 002, tsl-catan-two-player.c */
  .max_players = 4,
  .colors = catan_colors,
  .ai_kinds = catan_ai_kinds,
  .options = catan_options,
  .n_options = G_N_ELEMENTS (catan_options),
  .state_size = sizeof (CatanState),
  .irreversible_moves = IRREVERSIBLE (TSL_CATAN_ROLL) | IRREVERSIBLE (TSL_CATAN_BUY_DEV_CARD)
                        | IRREVERSIBLE (TSL_CATAN_MOVE_ROBBER) | IRREVERSIBLE (TSL_CATAN_PLAY_KNIGHT)
                        | IRREVERSIBLE (TSL_CATAN_PLAY_MONOPOLY)
                        | CATAN_MODULE_IRREVERSIBLE,   /* irreversible= in the modules' lines */
  .option_sets = catan_option_sets,   /* every variant and scenario: tsl-catan-variants.c */
  .player_count_notes = (const char * const *) catan_player_count_notes,
};

/* The search levels: greedy playouts stop after a number of actions (a
 * Catan round is some 20) and the evaluation (tsl-catan-evaluate.c)
 * judges where they stop.  Cut playouts cost less and vary less than
 * whole games, and they bound the slow decisions of the scenarios with
 * long turns.  Strong's readiness to leave the policy's move at half a
 * standard error, with 3,000 playouts, won 69 of 80 base games against
 * greedy where 1,000 at 1.5 won 56 on the same boards; 6,000 playouts won
 * 128 of 144 where 3,000 won 122 of the same deals, at a median decision
 * of 0.11-0.15 s (issue 25).  On a machine half as fast Traders &
 * Barbarians took a median 0.48 s: past half its playouts, `strong` stops
 * at a quarter of a second.  docs/computer-player-matches.md has the
 * matches. */
#define CATAN_TARGET_MS 250
static const TslSearchBudget catan_medium_budget = { 80, 900, 40, 0.7, 1.5 };
static const TslSearchBudget catan_strong_budget = { 6000, 900, 150, 0.7, 0.5, CATAN_TARGET_MS };

/* The full search spends four times its playouts on the founding
 * placements, which decide much of a game and are four of its hundred-odd
 * decisions: in the base game with the exploration halved (four seats'
 * win shares lie near a quarter; 0.7 spread the playouts over moves
 * already judged worse), strong won 388 of 624 games against three
 * alpha-beta players where it won 363 without.  The modules keep 0.7: in
 * Harbourmaster the halved exploration won 31 of 48 games against greedy
 * where the level's own won 40, while the founding playouts alone won 85
 * of 96 where it won 81 (Caravans 63 of 72 against 58; every module's
 * deals: docs/computer-player-matches.md).  A short search's few
 * playouts stay as they are. */
#define CATAN_FOUNDING_PLAYOUT_FACTOR  4
#define CATAN_BASE_EXPLORATION_FACTOR  0.5
#define CATAN_FULL_SEARCH_PLAYOUTS     1000

/* A module's cap on a playout's actions; the level's own, if lower, stays. */
static void
cap_playout (TslSearchBudget *budget,
             guint            actions)
{
  if (budget->playout_actions == 0 || budget->playout_actions > actions)
    budget->playout_actions = actions;
}

/* The modules whose turns are long strings of small steps (wagons,
 * knights) cut the playouts shorter (playout_actions= in their lines).
 * A module whose playouts cost more runs as many as the time target
 * allows: Caravans, Barbarian Attack and Traders & Barbarians, once capped
 * at 3,000, won 196 of 216 games against greedy with the level's where
 * the cap won 190 (docs/computer-player-matches.md).  The founding
 * placements then get their own (above). */
static void
catan_fit_search_budget (TslEngine       *engine,
                         gconstpointer    view,
                         TslSearchBudget *budget)
{
  const CatanState *s = view;

  (void) engine;
#define CATAN_CAP_SEARCH(name, NAME, actions) \
  if (CATAN_MODULE_ON (s, NAME)) \
    cap_playout (budget, actions);
  CATAN_MODULE_SEARCH_CAPS (CATAN_CAP_SEARCH)
#undef CATAN_CAP_SEARCH
  if (budget->simulations < CATAN_FULL_SEARCH_PLAYOUTS)
    return;
  if (s->modules == 0)
    budget->exploration *= CATAN_BASE_EXPLORATION_FACTOR;
  /* A founding placement may take up to the cap whatever the machine. */
  if (s->phase == CATAN_PHASE_SETUP_SETTLEMENT || s->phase == CATAN_PHASE_SETUP_ROAD)
    {
      budget->simulations *= CATAN_FOUNDING_PLAYOUT_FACTOR;
      budget->target_ms = 0;
    }
}

static TslAi *
catan_create_ai (TslEngine  *engine,
                 const char *kind)
{
  TslAi *ai = tsl_search_ai_new_tuned (kind, tsl_catan_greedy_ai_new (), &catan_medium_budget,
                                       &catan_strong_budget);

  if (ai != NULL && TSL_IS_SEARCH_AI (ai))
    tsl_search_ai_set_budget_func (TSL_SEARCH_AI (ai), catan_fit_search_budget);
  return ai;
}

/* The search's estimate where a playout stops (tsl-catan-evaluate.c). */
static void
catan_evaluate_vfunc (TslEngine     *engine,
                      gconstpointer  state,
                      double        *values)
{
  (void) engine;
  catan_evaluate (state, values);
}

static gint
option_choice (JsonObject *options,
               const char *key)
{
  return tsl_options_get_choice (catan_options, G_N_ELEMENTS (catan_options), options, key);
}

static gboolean
catan_init_state (TslEngine  *engine,
                  gpointer    state,
                  JsonObject *options,
                  guint       n_players,
                  guint64     seed,
                  JsonNode   *setup,
                  GError    **error)
{
  CatanState *s = state;
  g_autoptr(JsonObject) normalized = NULL;
  TslRng rng;

  if (n_players < 2 || n_players > 4)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   _("Catan is played by 2, 3 or 4 players, not %u"), n_players);
      return FALSE;
    }
  /* Normalized again unless they already are (self-play starts every game
   * with the same normalized options): the engine is safe to call directly. */
  if (tsl_options_are_normalized (catan_options, G_N_ELEMENTS (catan_options), options))
    normalized = json_object_ref (options);
  else
    normalized = tsl_options_normalize (catan_options, G_N_ELEMENTS (catan_options), options, error);
  if (normalized == NULL)
    return FALSE;

  catan_hooks_tables_init ();
  memset (s, 0, sizeof *s);
  s->n_players = (guint8) n_players;
  s->victory_points = (guint8) tsl_options_get_int (normalized, "victory_points");
  s->layout = (guint8) option_choice (normalized, "layout");
  s->opt_shortage = (guint8) option_choice (normalized, "bank_shortage");
  s->opt_robber_desert = tsl_options_get_bool (normalized, "robber_on_desert");
  s->opt_harbor_identical = tsl_options_get_bool (normalized, "harbor_3to1_identical");
  s->opt_lr_tie = (guint8) option_choice (normalized, "longest_road_tie");
  s->opt_trade_after_build = tsl_options_get_bool (normalized, "trade_after_build");
  s->opt_domestic_trade = tsl_options_get_bool (normalized, "domestic_trade");
  s->scenario = (guint8) option_choice (normalized, "scenario");
#define CATAN_READ_OPTION(name, NAME) \
  if (tsl_options_get_bool (normalized, catan_##name##_option_spec.key)) \
    s->options_on |= CATAN_MODULE_##NAME;
  CATAN_MODULE_OPTION_LIST (CATAN_READ_OPTION)
#undef CATAN_READ_OPTION
  catan_modules_init (s);
  if (!catan_hooks_check_options (s, error))
    return FALSE;
  catan_hooks_state_init (s);

  s->phase = CATAN_PHASE_SETUP_SETTLEMENT;
  s->current = 0;
  s->winner = CATAN_NONE;
  s->longest_holder = CATAN_NONE;
  s->army_holder = CATAN_NONE;
  s->last_settlement = CATAN_NONE;

  tsl_rng_init (&rng, seed, SETUP_STREAM);
  if (!catan_board_init (s, setup, &rng, error))
    return FALSE;
  /* Every module, played or not: one that is not refuses its members of
   * the setup.  The boards first, then the pieces on them. */
  if (!catan_hooks_setup_board (s, setup, &rng, error) || !catan_hooks_setup_pieces (s, setup, error))
    return FALSE;
  catan_robber_land_update (s);
  return catan_check_playable (s, error);
}

static JsonNode *
catan_setup_to_json_vfunc (TslEngine     *engine,
                           gconstpointer  state)
{
  return catan_setup_to_json (state);
}

static JsonNode *
catan_state_to_json_vfunc (TslEngine     *engine,
                           gconstpointer  state)
{
  return catan_state_to_json (state);
}

static void
catan_redact (TslEngine *engine,
              gpointer   state,
              gint       seat,
              TslRng    *rng)
{
  /* Once the game is over the cards are shown (the winner turns up the
   * victory point cards that won it): a seat's view of the end is the end,
   * so that every seat's log says with how many points the game was won. */
  if (catan_actor (state) < 0)
    return;
  catan_state_redact (state, seat, rng);
}

static gint
catan_get_actor (TslEngine     *engine,
                 gconstpointer  state)
{
  return catan_actor (state);
}

static guint
catan_get_turn (TslEngine     *engine,
                gconstpointer  state)
{
  return ((const CatanState *) state)->turn;
}

static guint32
catan_get_winners (TslEngine     *engine,
                   gconstpointer  state)
{
  const CatanState *s = state;

  if (s->stalled)
    return catan_leaders (s);
  return s->winner != CATAN_NONE ? 1u << s->winner : 0;
}

static void
catan_get_scores (TslEngine     *engine,
                  gconstpointer  state,
                  gint          *scores)
{
  const CatanState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = (gint) catan_vp (s, p);
}

static void
catan_legal_moves_vfunc (TslEngine     *engine,
                         gconstpointer  state,
                         TslLegalFlags  flags,
                         TslMoveList   *out)
{
  catan_legal_moves (state, flags, out);
}

static gboolean
catan_pick_legal_move_vfunc (TslEngine     *engine,
                             gconstpointer  state,
                             TslLegalFlags  flags,
                             TslRng        *rng,
                             TslMoveList   *scratch,
                             TslMove       *move)
{
  return catan_pick_legal_move (state, flags, rng, scratch, move);
}

static gboolean
catan_apply_move (TslEngine *engine,
                  gpointer   state,
                  TslMove   *move,
                  TslRng    *rng,
                  GError   **error)
{
  return catan_apply (state, move, rng, error);
}

static gboolean
catan_move_from_json_vfunc (TslEngine     *engine,
                            gconstpointer  state,
                            JsonObject    *action,
                            TslMove       *move,
                            GError       **error)
{
  return catan_move_from_json (state, action, move, error);
}

static JsonObject *
catan_move_to_json_vfunc (TslEngine     *engine,
                          gconstpointer  state,
                          const TslMove *move)
{
  return catan_move_to_json (state, move);
}

static JsonObject *
catan_action_for_seat_vfunc (TslEngine     *engine,
                             gconstpointer  before,
                             const TslMove *chosen,
                             const TslMove *played,
                             gint           seat)
{
  return catan_action_for_seat (before, chosen, played, seat);
}

static char *
catan_describe_move_vfunc (TslEngine          *engine,
                           gconstpointer       before,
                           gconstpointer       after,
                           const TslMove      *move,
                           const char * const *player_names)
{
  return catan_describe_move (before, after, move, player_names);
}

/* Chance and hidden information cannot be taken back, nor what a module
 * draws during a core move (undoable). */
static gboolean
catan_move_is_undoable (TslEngine     *engine,
                        gconstpointer  state,
                        const TslMove *move)
{
  const CatanState *s = state;

  if (move->type < 64 && (catan_info.irreversible_moves & (G_GUINT64_CONSTANT (1) << move->type)))
    return FALSE;
  /* A module's own moves are not taken back: which of them draw is the
   * module's to know, and none is worth the risk. */
  if (move->type >= TSL_CATAN_N_ACTIONS)
    return FALSE;
  return catan_hooks_undoable (s, move->type);
}

static char *
catan_describe_hint_vfunc (TslEngine          *engine,
                           gconstpointer       state,
                           const TslMove      *move,
                           const char * const *player_names)
{
  return catan_describe_hint (state, move, player_names);
}

static void
tsl_catan_engine_iface_init (TslEngineInterface *iface)
{
  iface->info = &catan_info;
  iface->create_ai = catan_create_ai;
  iface->init_state = catan_init_state;
  iface->setup_to_json = catan_setup_to_json_vfunc;
  iface->state_to_json = catan_state_to_json_vfunc;
  iface->redact = catan_redact;
  iface->get_actor = catan_get_actor;
  iface->get_turn = catan_get_turn;
  iface->get_winners = catan_get_winners;
  iface->get_scores = catan_get_scores;
  iface->legal_moves = catan_legal_moves_vfunc;
  iface->pick_legal_move = catan_pick_legal_move_vfunc;
  iface->apply_move = catan_apply_move;
  iface->move_from_json = catan_move_from_json_vfunc;
  iface->move_to_json = catan_move_to_json_vfunc;
  iface->describe_move = catan_describe_move_vfunc;
  iface->action_for_seat = catan_action_for_seat_vfunc;
  iface->describe_hint = catan_describe_hint_vfunc;
  iface->move_is_undoable = catan_move_is_undoable;
  iface->evaluate = catan_evaluate_vfunc;
}

#define CATAN_DECLARE_SCENARIO_LABEL(name, NAME) extern const char catan_##name##_scenario_label[];
CATAN_MODULE_SCENARIO_LIST (CATAN_DECLARE_SCENARIO_LABEL)
#undef CATAN_DECLARE_SCENARIO_LABEL

static void
catan_options_init (void)
{
  static const char * const labels[] = {
#define CATAN_SCENARIO_LABEL(name, NAME) catan_##name##_scenario_label,
    CATAN_MODULE_SCENARIO_LIST (CATAN_SCENARIO_LABEL)
#undef CATAN_SCENARIO_LABEL
  };

  static const TslOptionSpec *module_options[] = {
#define CATAN_OPTION_SPEC(name, NAME) &catan_##name##_option_spec,
    CATAN_MODULE_OPTION_LIST (CATAN_OPTION_SPEC)
#undef CATAN_OPTION_SPEC
  };
  guint n = 0;

  scenario_choices[0] = (TslOptionChoice) { "none", N_("None: the island of the base game") };
  for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
    scenario_choices[1 + i] = (TslOptionChoice) { catan_scenario_names[1 + i], labels[i] };
  for (guint i = 0; i < G_N_ELEMENTS (catan_core_options); i++)
    catan_options[n++] = catan_core_options[i];
  for (guint i = 0; i < G_N_ELEMENTS (module_options); i++)
    catan_options[n++] = *module_options[i];
  catan_options[n++] = (TslOptionSpec) {
    "scenario", TSL_OPTION_CHOICE, N_("Scenario"), N_("A scenario played on the island, with pieces and rules of its own"),
    0, 0, 0, scenario_choices, G_N_ELEMENTS (scenario_choices), NULL
  };
  g_assert (n == G_N_ELEMENTS (catan_options));
  for (guint players = 0; players <= TSL_MAX_PLAYERS; players++)
    catan_player_count_notes[players] = catan_hooks_player_count_note (players);
  catan_option_sets_init ();
}

static void
tsl_catan_engine_class_init (TslCatanEngineClass *klass)
{
  tsl_catan_topology ();
  catan_hooks_tables_init ();
  catan_options_init ();
}

static void
tsl_catan_engine_init (TslCatanEngine *self)
{
}

/**
 * tsl_catan_engine_new:
 *
 * Returns: (transfer full): the Catan base-game engine
 */
TslEngine *
tsl_catan_engine_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_ENGINE, NULL);
}
