/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-catan-move-table-private.h"
#include "tsl-catan-state-private.h"
#include "tsl-move.h"
#include "tsl-options.h"

G_BEGIN_DECLS

/* The fixed points of a turn where a module hooks in, and the calls to
 * them.  A module has a hook when its meson.build line names it (hooks=,
 * tsl-catan-modules.py) and one of its files defines catan_<module>_<hook>
 * with the signature declared here.  The generated CATAN_HOOK_<HOOK> lists
 * (tsl-catan-modules.h) expand into one direct call per module, behind the
 * module's bit, and all of them behind the one catan_has_modules() test the
 * base game pays: no function pointer on the hot path.  The calls come in
 * the modules' order (engines/catan/modules/meson.build), which keeps the
 * JSON members where they have always been.  Hooks may check their own
 * module again, so they stay right when called from elsewhere. */

#define CATAN_MODULE_ON(s, NAME) (((s)->modules & CATAN_MODULE_##NAME) != 0)

/* The bits of the modules in a generated list: CATAN_MODULES_IN
 * (CATAN_FEATURE_GOLD), the modules that play with gold. */
#define CATAN_MODULE_OR(name, NAME) | CATAN_MODULE_##NAME
#define CATAN_MODULES_IN(list) (0 list (CATAN_MODULE_OR))

/* plays: whether the options and seats of the game play the module, asked
 * once at the setup (catan_modules_init) */
#define CATAN_DECLARE_PLAYS(name, NAME) gboolean catan_##name##_plays (const CatanState *s);
CATAN_HOOK_PLAYS (CATAN_DECLARE_PLAYS)
#undef CATAN_DECLARE_PLAYS

/* The setup, for every module whether the game plays it or not:
 * tables_init fills its constant tables, once (before any game);
 * state_init gives its part of a new state its starting values;
 * setup_board reads its members of the game file's setup (@setup, NULL
 * for a new game: then it deals its board from @rng), after the base
 * game's board, refusing them when the game does not play it;
 * setup_pieces: the same, for its pieces on the finished board;
 * player_count_note: what @n_players seats play by its rules, said on the
 * setup page (NULL: nothing). */
#define CATAN_DECLARE_TABLES_INIT(name, NAME) void catan_##name##_tables_init (void);
CATAN_HOOK_TABLES_INIT (CATAN_DECLARE_TABLES_INIT)
#undef CATAN_DECLARE_TABLES_INIT
#define CATAN_DECLARE_STATE_INIT(name, NAME) void catan_##name##_state_init (CatanState *s);
CATAN_HOOK_STATE_INIT (CATAN_DECLARE_STATE_INIT)
#undef CATAN_DECLARE_STATE_INIT
#define CATAN_DECLARE_SETUP_BOARD(name, NAME) \
  gboolean catan_##name##_setup_board (CatanState *s, JsonNode *setup, TslRng *rng, GError **error);
CATAN_HOOK_SETUP_BOARD (CATAN_DECLARE_SETUP_BOARD)
#undef CATAN_DECLARE_SETUP_BOARD
#define CATAN_DECLARE_SETUP_PIECES(name, NAME) \
  gboolean catan_##name##_setup_pieces (CatanState *s, JsonNode *setup, GError **error);
CATAN_HOOK_SETUP_PIECES (CATAN_DECLARE_SETUP_PIECES)
#undef CATAN_DECLARE_SETUP_PIECES
#define CATAN_DECLARE_PLAYER_COUNT_NOTE(name, NAME) const char *catan_##name##_player_count_note (guint n_players);
CATAN_HOOK_PLAYER_COUNT_NOTE (CATAN_DECLARE_PLAYER_COUNT_NOTE)
#undef CATAN_DECLARE_PLAYER_COUNT_NOTE

/* The spec of the on/off option of a module that has one (option= in its
 * line), among the engine's options */
#define CATAN_DECLARE_OPTION_SPEC(name, NAME) extern const TslOptionSpec catan_##name##_option_spec;
CATAN_MODULE_OPTION_LIST (CATAN_DECLARE_OPTION_SPEC)
#undef CATAN_DECLARE_OPTION_SPEC

/* undoable: whether a core move (@type) made now may be taken back: not
 * when the module draws something during it */
#define CATAN_DECLARE_UNDOABLE(name, NAME) gboolean catan_##name##_undoable (const CatanState *s, guint type);
CATAN_HOOK_UNDOABLE (CATAN_DECLARE_UNDOABLE)
#undef CATAN_DECLARE_UNDOABLE

/* check_options: refuses, saying why, a combination of options the
 * module's rules cannot play (after plays) */
#define CATAN_DECLARE_CHECK_OPTIONS(name, NAME) \
  gboolean catan_##name##_check_options (const CatanState *s, GError **error);
CATAN_HOOK_CHECK_OPTIONS (CATAN_DECLARE_CHECK_OPTIONS)
#undef CATAN_DECLARE_CHECK_OPTIONS

/* terrain_shuffled: a random board's terrains are shuffled, its numbers
 * not dealt yet; board_finish: the board's derived masks are made
 * (catan_board_finish) */
#define CATAN_DECLARE_TERRAIN_SHUFFLED(name, NAME) void catan_##name##_terrain_shuffled (CatanState *s);
CATAN_HOOK_TERRAIN_SHUFFLED (CATAN_DECLARE_TERRAIN_SHUFFLED)
#undef CATAN_DECLARE_TERRAIN_SHUFFLED
#define CATAN_DECLARE_BOARD_FINISH(name, NAME) void catan_##name##_board_finish (CatanState *s);
CATAN_HOOK_BOARD_FINISH (CATAN_DECLARE_BOARD_FINISH)
#undef CATAN_DECLARE_BOARD_FINISH

/* vp: the victory points the module adds to (or takes from) seat @p's */
#define CATAN_DECLARE_VP(name, NAME) gint catan_##name##_vp (const CatanState *s, guint p);
CATAN_HOOK_VP (CATAN_DECLARE_VP)
#undef CATAN_DECLARE_VP

/* target: the points the module adds to what seat @p needs to win */
#define CATAN_DECLARE_TARGET(name, NAME) guint catan_##name##_target (const CatanState *s, guint p);
CATAN_HOOK_TARGET (CATAN_DECLARE_TARGET)
#undef CATAN_DECLARE_TARGET

/* may_score: whether an action can still change someone's victory points
 * through the module, when the base game's cannot (catan_score_frozen) */
#define CATAN_DECLARE_MAY_SCORE(name, NAME) gboolean catan_##name##_may_score (const CatanState *s);
CATAN_HOOK_MAY_SCORE (CATAN_DECLARE_MAY_SCORE)
#undef CATAN_DECLARE_MAY_SCORE

/* robber_spares: bit per seat whose hexes the robber spares
 * (catan_robber_protected) */
#define CATAN_DECLARE_ROBBER_SPARES(name, NAME) guint catan_##name##_robber_spares (const CatanState *s);
CATAN_HOOK_ROBBER_SPARES (CATAN_DECLARE_ROBBER_SPARES)
#undef CATAN_DECLARE_ROBBER_SPARES

/* built: after a settlement or city is placed or built */
#define CATAN_DECLARE_BUILT(name, NAME) void catan_##name##_built (CatanState *s);
CATAN_HOOK_BUILT (CATAN_DECLARE_BUILT)
#undef CATAN_DECLARE_BUILT

/* put_settlement, put_road: after a settlement or road of @p's is put on
 * the board (placed, built, or a neutral player's), on @v or @e */
#define CATAN_DECLARE_PUT_SETTLEMENT(name, NAME) \
  void catan_##name##_put_settlement (CatanState *s, guint p, guint v);
CATAN_HOOK_PUT_SETTLEMENT (CATAN_DECLARE_PUT_SETTLEMENT)
#undef CATAN_DECLARE_PUT_SETTLEMENT
#define CATAN_DECLARE_PUT_ROAD(name, NAME) void catan_##name##_put_road (CatanState *s, guint p, guint e);
CATAN_HOOK_PUT_ROAD (CATAN_DECLARE_PUT_ROAD)
#undef CATAN_DECLARE_PUT_ROAD

/* phase_ok: whether a core move (@type) may be made now, by the module's
 * rules (trading over once the wagon moves, no robber...), setting @error
 * when not; phase_wait: what the current phase waits for when the module
 * changes it (NULL: the core's message) */
#define CATAN_DECLARE_PHASE_OK(name, NAME) \
  gboolean catan_##name##_phase_ok (const CatanState *s, guint type, GError **error);
CATAN_HOOK_PHASE_OK (CATAN_DECLARE_PHASE_OK)
#undef CATAN_DECLARE_PHASE_OK
#define CATAN_DECLARE_PHASE_WAIT(name, NAME) const char *catan_##name##_phase_wait (const CatanState *s);
CATAN_HOOK_PHASE_WAIT (CATAN_DECLARE_PHASE_WAIT)
#undef CATAN_DECLARE_PHASE_WAIT

/* end_turn: clears what the module keeps for one turn, before the next
 * player's turn begins */
#define CATAN_DECLARE_END_TURN(name, NAME) void catan_##name##_end_turn (CatanState *s);
CATAN_HOOK_END_TURN (CATAN_DECLARE_END_TURN)
#undef CATAN_DECLARE_END_TURN

/* redact: hides from @seat what the module keeps hidden, dealing it again
 * from @rng, before the development cards are (catan_state_redact) */
#define CATAN_DECLARE_REDACT(name, NAME) void catan_##name##_redact (CatanState *s, gint seat, TslRng *rng);
CATAN_HOOK_REDACT (CATAN_DECLARE_REDACT)
#undef CATAN_DECLARE_REDACT

/* actor: the seat that must act in a phase of the module's (-1: not its
 * phase) */
#define CATAN_DECLARE_ACTOR(name, NAME) gint catan_##name##_actor (const CatanState *s);
CATAN_HOOK_ACTOR (CATAN_DECLARE_ACTOR)
#undef CATAN_DECLARE_ACTOR

/* robber_barred: why the robber may not go to a hex the module bars
 * (robber_spares), for the refusal; NULL when it bars none */
#define CATAN_DECLARE_ROBBER_BARRED(name, NAME) const char *catan_##name##_robber_barred (const CatanState *s);
CATAN_HOOK_ROBBER_BARRED (CATAN_DECLARE_ROBBER_BARRED)
#undef CATAN_DECLARE_ROBBER_BARRED

/* settled: after seat @p's settlement is placed or built on @v (not a
 * neutral's), once built has run; founded_city: after a founding building
 * placed on @v is a city (the city_founding feature) */
#define CATAN_DECLARE_SETTLED(name, NAME) void catan_##name##_settled (CatanState *s, guint p, guint v);
CATAN_HOOK_SETTLED (CATAN_DECLARE_SETTLED)
#undef CATAN_DECLARE_SETTLED
#define CATAN_DECLARE_FOUNDED_CITY(name, NAME) void catan_##name##_founded_city (CatanState *s, guint p, guint v);
CATAN_HOOK_FOUNDED_CITY (CATAN_DECLARE_FOUNDED_CITY)
#undef CATAN_DECLARE_FOUNDED_CITY

/* founding_done: the founding phase is over, before the first roll */
#define CATAN_DECLARE_FOUNDING_DONE(name, NAME) void catan_##name##_founding_done (CatanState *s);
CATAN_HOOK_FOUNDING_DONE (CATAN_DECLARE_FOUNDING_DONE)
#undef CATAN_DECLARE_FOUNDING_DONE

/* card_bought: seat @p bought development card @card; TRUE when the
 * module plays it at once (the seat does not keep it) */
#define CATAN_DECLARE_CARD_BOUGHT(name, NAME) gboolean catan_##name##_card_bought (CatanState *s, guint p, guint card);
CATAN_HOOK_CARD_BOUGHT (CATAN_DECLARE_CARD_BOUGHT)
#undef CATAN_DECLARE_CARD_BOUGHT

/* The roll: reroll says whether a rolled @sum is rolled again (setting
 * @error, when given, for a recorded one); second_roll rolls (or checks
 * the recorded) second roll of a turn after the first's @first, storing
 * its sum in *@second; produced follows what number @number produced,
 * recording what it draws in @m; seven_done: the robber of a 7 (or what
 * stands for it) is done, in the main phase again. */
#define CATAN_DECLARE_REROLL(name, NAME) \
  gboolean catan_##name##_reroll (const CatanState *s, guint sum, GError **error);
CATAN_HOOK_REROLL (CATAN_DECLARE_REROLL)
#undef CATAN_DECLARE_REROLL
#define CATAN_DECLARE_SECOND_ROLL(name, NAME) \
  gboolean catan_##name##_second_roll (CatanState *s, TslMove *m, guint first, guint *second, TslRng *rng, \
                                       GError **error);
CATAN_HOOK_SECOND_ROLL (CATAN_DECLARE_SECOND_ROLL)
#undef CATAN_DECLARE_SECOND_ROLL
#define CATAN_DECLARE_PRODUCED(name, NAME) \
  gboolean catan_##name##_produced (CatanState *s, guint number, TslMove *m, TslRng *rng, GError **error);
CATAN_HOOK_PRODUCED (CATAN_DECLARE_PRODUCED)
#undef CATAN_DECLARE_PRODUCED
#define CATAN_DECLARE_SEVEN_DONE(name, NAME) \
  gboolean catan_##name##_seven_done (CatanState *s, TslMove *m, TslRng *rng, GError **error);
CATAN_HOOK_SEVEN_DONE (CATAN_DECLARE_SEVEN_DONE)
#undef CATAN_DECLARE_SEVEN_DONE

/* Around every move (catan_apply): move_begin prepares @m for what the
 * module records during it, and says whether it checks that record after
 * the move (the core then keeps the state to restore); takes_over plays a
 * core move the module's own way (-1: it does not; else whether it was
 * played); move_end follows the move (@began: what move_begin said);
 * progress says whether its move @type is progress like a build (for the
 * stall rule and the victory); after_move follows a move made. */
#define CATAN_DECLARE_MOVE_BEGIN(name, NAME) gboolean catan_##name##_move_begin (const CatanState *s, TslMove *m);
CATAN_HOOK_MOVE_BEGIN (CATAN_DECLARE_MOVE_BEGIN)
#undef CATAN_DECLARE_MOVE_BEGIN
#define CATAN_DECLARE_TAKES_OVER(name, NAME) \
  gint catan_##name##_takes_over (CatanState *s, guint p, TslMove *m, TslRng *rng, GError **error);
CATAN_HOOK_TAKES_OVER (CATAN_DECLARE_TAKES_OVER)
#undef CATAN_DECLARE_TAKES_OVER
#define CATAN_DECLARE_MOVE_END(name, NAME) \
  gboolean catan_##name##_move_end (CatanState *s, TslMove *m, gboolean began, TslRng *rng, GError **error);
CATAN_HOOK_MOVE_END (CATAN_DECLARE_MOVE_END)
#undef CATAN_DECLARE_MOVE_END
#define CATAN_DECLARE_PROGRESS(name, NAME) gboolean catan_##name##_progress (guint type);
CATAN_HOOK_PROGRESS (CATAN_DECLARE_PROGRESS)
#undef CATAN_DECLARE_PROGRESS
#define CATAN_DECLARE_AFTER_MOVE(name, NAME) void catan_##name##_after_move (CatanState *s, const TslMove *m);
CATAN_HOOK_AFTER_MOVE (CATAN_DECLARE_AFTER_MOVE)
#undef CATAN_DECLARE_AFTER_MOVE

/* action_phase_ok: whether the module's move @type (one of its actions=)
 * may be made in the current phase, asked whether the game plays the
 * module or not (its apply says why a game that does not refuses it);
 * phase_allows: a core move the module allows in a phase of its own;
 * actor_wait: in a phase of its own, what the seat that must act must do,
 * a message with one %d, the seat (NULL: not its phase); victim_spared:
 * why a seat its robber_spares keeps may not be robbed. */
#define CATAN_DECLARE_ACTION_PHASE_OK(name, NAME) \
  gboolean catan_##name##_action_phase_ok (const CatanState *s, guint type);
CATAN_HOOK_ACTION_PHASE_OK (CATAN_DECLARE_ACTION_PHASE_OK)
#undef CATAN_DECLARE_ACTION_PHASE_OK
#define CATAN_DECLARE_PHASE_ALLOWS(name, NAME) gboolean catan_##name##_phase_allows (const CatanState *s, guint type);
CATAN_HOOK_PHASE_ALLOWS (CATAN_DECLARE_PHASE_ALLOWS)
#undef CATAN_DECLARE_PHASE_ALLOWS
#define CATAN_DECLARE_ACTOR_WAIT(name, NAME) const char *catan_##name##_actor_wait (const CatanState *s);
CATAN_HOOK_ACTOR_WAIT (CATAN_DECLARE_ACTOR_WAIT)
#undef CATAN_DECLARE_ACTOR_WAIT
#define CATAN_DECLARE_VICTIM_SPARED(name, NAME) const char *catan_##name##_victim_spared (const CatanState *s);
CATAN_HOOK_VICTIM_SPARED (CATAN_DECLARE_VICTIM_SPARED)
#undef CATAN_DECLARE_VICTIM_SPARED

/* refuse_unplayed: refuses, saying why, a move of the module's own
 * (CATAN_MODULE_ACTIONS) in a game that does not play it, before its
 * phase is checked; without it, the phase and then its apply say why */
#define CATAN_DECLARE_REFUSE_UNPLAYED(name, NAME) void catan_##name##_refuse_unplayed (GError **error);
CATAN_HOOK_REFUSE_UNPLAYED (CATAN_DECLARE_REFUSE_UNPLAYED)
#undef CATAN_DECLARE_REFUSE_UNPLAYED

/* evaluate: seat @p's features of the module's way toward its points, into
 * @f at CATAN_EVAL_MODULE_* (their weights: MODULE-evaluation.ini in the
 * module's folder; tsl-catan-evaluate.c; @future is the weight of what
 * pays later) */
#define CATAN_DECLARE_EVALUATE(name, NAME) void catan_##name##_evaluate (const CatanState *s, guint p, double future, double *f);
CATAN_HOOK_EVALUATE (CATAN_DECLARE_EVALUATE)
#undef CATAN_DECLARE_EVALUATE

/* setup_to_json: the module's members of the game file's setup;
 * state_to_json_after_scenario: of the state JSON, after "scenario";
 * state_to_json: after "built_this_turn"; state_to_json_after_trade:
 * after "trade"; player_to_json: of each player's entry */
#define CATAN_DECLARE_TO_JSON(name, NAME, hook) void catan_##name##_##hook (const CatanState *s, JsonBuilder *b);
#define CATAN_DECLARE_SETUP_TO_JSON(name, NAME) CATAN_DECLARE_TO_JSON (name, NAME, setup_to_json)
#define CATAN_DECLARE_AFTER_SCENARIO(name, NAME) CATAN_DECLARE_TO_JSON (name, NAME, state_to_json_after_scenario)
#define CATAN_DECLARE_STATE_TO_JSON(name, NAME) CATAN_DECLARE_TO_JSON (name, NAME, state_to_json)
#define CATAN_DECLARE_AFTER_TRADE(name, NAME) CATAN_DECLARE_TO_JSON (name, NAME, state_to_json_after_trade)
CATAN_HOOK_SETUP_TO_JSON (CATAN_DECLARE_SETUP_TO_JSON)
CATAN_HOOK_STATE_TO_JSON_AFTER_SCENARIO (CATAN_DECLARE_AFTER_SCENARIO)
CATAN_HOOK_STATE_TO_JSON (CATAN_DECLARE_STATE_TO_JSON)
CATAN_HOOK_STATE_TO_JSON_AFTER_TRADE (CATAN_DECLARE_AFTER_TRADE)
#undef CATAN_DECLARE_SETUP_TO_JSON
#undef CATAN_DECLARE_AFTER_SCENARIO
#undef CATAN_DECLARE_STATE_TO_JSON
#undef CATAN_DECLARE_AFTER_TRADE
#undef CATAN_DECLARE_TO_JSON
#define CATAN_DECLARE_PLAYER_TO_JSON(name, NAME) \
  void catan_##name##_player_to_json (const CatanState *s, guint p, JsonBuilder *b);
CATAN_HOOK_PLAYER_TO_JSON (CATAN_DECLARE_PLAYER_TO_JSON)
#undef CATAN_DECLARE_PLAYER_TO_JSON

/* The module's own moves (CATAN_MODULE_MOVES, types from
 * TSL_CATAN_N_ACTIONS on).  legal_main: its moves in the main phase, after
 * the others'; apply: applies one of its moves (checking the phase and
 * recording what it drew in the move, as catan_apply() does); move_spec:
 * the table of its move's members in a game file beside "type" and
 * "player" (tsl-catan-move-table-private.h), or NULL; move_to_json and
 * move_from_json: members written and read by hand (after the table's);
 * describe: the log sentence of one of its moves (without it, one is made
 * from the move's table);
 * describe_hint: the computer's advice to make one, in the conditional
 * (tsl_engine_describe_hint()). */
#define CATAN_DECLARE_LEGAL(name, NAME, hook, type) \
  type catan_##name##_##hook (const CatanState *s, guint p, TslMoveList *out);
#define CATAN_DECLARE_LEGAL_MAIN(name, NAME) CATAN_DECLARE_LEGAL (name, NAME, legal_main, void)
CATAN_HOOK_LEGAL_MAIN (CATAN_DECLARE_LEGAL_MAIN)
#undef CATAN_DECLARE_LEGAL_MAIN
/* The other points of the legal moves (tsl-catan-legal.c), each for seat
 * @p, the seat to act: legal_first, before any phase's (TRUE: they are
 * the only ones); legal_roll, in the roll phase after the roll and the
 * cards; legal_build, in the main phase after the builds and cards,
 * before the trades; legal_main_first, in the main phase before the other
 * modules' legal_main; legal_robber, instead of the robber's moves (TRUE:
 * the module lists the 7's moves); legal_phase, in a phase of the
 * module's own. */
#define CATAN_DECLARE_LEGAL_FIRST(name, NAME) CATAN_DECLARE_LEGAL (name, NAME, legal_first, gboolean)
#define CATAN_DECLARE_LEGAL_ROLL(name, NAME) CATAN_DECLARE_LEGAL (name, NAME, legal_roll, void)
#define CATAN_DECLARE_LEGAL_BUILD(name, NAME) CATAN_DECLARE_LEGAL (name, NAME, legal_build, void)
#define CATAN_DECLARE_LEGAL_MAIN_FIRST(name, NAME) CATAN_DECLARE_LEGAL (name, NAME, legal_main_first, void)
#define CATAN_DECLARE_LEGAL_ROBBER(name, NAME) CATAN_DECLARE_LEGAL (name, NAME, legal_robber, gboolean)
#define CATAN_DECLARE_LEGAL_PHASE(name, NAME) CATAN_DECLARE_LEGAL (name, NAME, legal_phase, void)
CATAN_HOOK_LEGAL_FIRST (CATAN_DECLARE_LEGAL_FIRST)
CATAN_HOOK_LEGAL_ROLL (CATAN_DECLARE_LEGAL_ROLL)
CATAN_HOOK_LEGAL_BUILD (CATAN_DECLARE_LEGAL_BUILD)
CATAN_HOOK_LEGAL_MAIN_FIRST (CATAN_DECLARE_LEGAL_MAIN_FIRST)
CATAN_HOOK_LEGAL_ROBBER (CATAN_DECLARE_LEGAL_ROBBER)
CATAN_HOOK_LEGAL_PHASE (CATAN_DECLARE_LEGAL_PHASE)
#undef CATAN_DECLARE_LEGAL_FIRST
#undef CATAN_DECLARE_LEGAL_ROLL
#undef CATAN_DECLARE_LEGAL_BUILD
#undef CATAN_DECLARE_LEGAL_MAIN_FIRST
#undef CATAN_DECLARE_LEGAL_ROBBER
#undef CATAN_DECLARE_LEGAL_PHASE
#undef CATAN_DECLARE_LEGAL
#define CATAN_DECLARE_APPLY(name, NAME) \
  gboolean catan_##name##_apply (CatanState *s, guint p, TslMove *m, TslRng *rng, GError **error);
CATAN_HOOK_APPLY (CATAN_DECLARE_APPLY)
#undef CATAN_DECLARE_APPLY
#define CATAN_DECLARE_MOVE_SPEC(name, NAME) \
  const CatanMoveSpec *catan_##name##_move_spec (guint type);
CATAN_HOOK_MOVE_SPEC (CATAN_DECLARE_MOVE_SPEC)
#undef CATAN_DECLARE_MOVE_SPEC
#define CATAN_DECLARE_MOVE_TO_JSON(name, NAME) \
  void catan_##name##_move_to_json (const CatanState *s, const TslMove *m, JsonBuilder *b);
CATAN_HOOK_MOVE_TO_JSON (CATAN_DECLARE_MOVE_TO_JSON)
#undef CATAN_DECLARE_MOVE_TO_JSON
#define CATAN_DECLARE_MOVE_FROM_JSON(name, NAME) \
  gboolean catan_##name##_move_from_json (const CatanState *s, JsonObject *o, TslMove *m, GError **error);
CATAN_HOOK_MOVE_FROM_JSON (CATAN_DECLARE_MOVE_FROM_JSON)
#undef CATAN_DECLARE_MOVE_FROM_JSON
#define CATAN_DECLARE_DESCRIBE(name, NAME) \
  void catan_##name##_describe (GString *out, const CatanState *before, const CatanState *after, \
                                const TslMove *m, const char *who);
CATAN_HOOK_DESCRIBE (CATAN_DECLARE_DESCRIBE)
#undef CATAN_DECLARE_DESCRIBE
#define CATAN_DECLARE_DESCRIBE_HINT(name, NAME) \
  char *catan_##name##_describe_hint (const CatanState *s, const TslMove *m, const char * const *names);
CATAN_HOOK_DESCRIBE_HINT (CATAN_DECLARE_DESCRIBE_HINT)
#undef CATAN_DECLARE_DESCRIBE_HINT

/* The core's actions (types below TSL_CATAN_N_ACTIONS) in a game file,
 * asked of every module, played or not: a module's actions that are still
 * core types are read in any game (the rules refuse them), and a module's
 * member on another game's action is refused by the module, saying why.
 * action_spec: whether the module gives the table of @type in this game
 * (*spec: its own action's, or one standing for the core's; NULL: the
 * members are all read by hand); action_to_json and action_from_json:
 * the members it adds by hand, after the table's (@action: its "type",
 * for the refusals), in the modules' order. */
#define CATAN_DECLARE_ACTION_SPEC(name, NAME) \
  gboolean catan_##name##_action_spec (const CatanState *s, guint type, const CatanMoveSpec **spec);
CATAN_HOOK_ACTION_SPEC (CATAN_DECLARE_ACTION_SPEC)
#undef CATAN_DECLARE_ACTION_SPEC
/* outcome_seen: whether @seat (-1: someone outside the game) sees the
 * outcome in member @member of the module's action or its member on a
 * core action: 1 yes, 0 no, -1 the module has no say (the move tables
 * decide: CATAN_ARG_PUBLIC, CATAN_ARG_DRAWN).  TslEngine.action_for_seat. */
#define CATAN_DECLARE_OUTCOME_SEEN(name, NAME) \
  gint catan_##name##_outcome_seen (const CatanState *s, const TslMove *m, const char *member, gint seat);
CATAN_HOOK_OUTCOME_SEEN (CATAN_DECLARE_OUTCOME_SEEN)
#undef CATAN_DECLARE_OUTCOME_SEEN
#define CATAN_DECLARE_ACTION_TO_JSON(name, NAME) \
  void catan_##name##_action_to_json (const CatanState *s, const TslMove *m, JsonBuilder *b);
CATAN_HOOK_ACTION_TO_JSON (CATAN_DECLARE_ACTION_TO_JSON)
#undef CATAN_DECLARE_ACTION_TO_JSON
#define CATAN_DECLARE_ACTION_FROM_JSON(name, NAME) \
  gboolean catan_##name##_action_from_json (const CatanState *s, JsonObject *o, const char *action, TslMove *m, \
                                            GError **error);
CATAN_HOOK_ACTION_FROM_JSON (CATAN_DECLARE_ACTION_FROM_JSON)
#undef CATAN_DECLARE_ACTION_FROM_JSON

/* info_read: fills the module's parts of what a view reads (its member of
 * TslCatanInfo and of each TslCatanPlayerInfo, tsl-catan-NAME-info.h).
 * Called whether the game plays the module or not: it sets its "nowhere"
 * values (-1) and its played flag itself. */
static inline gint
catan_info_index (guint8 index)   /* CATAN_NONE: -1 */
{
  return index == CATAN_NONE ? -1 : index;
}
/* Whether the view read for @seat (-1: everybody's) shows seat @p's hand */
static inline gboolean
catan_info_shows_hand (const CatanState *s,
                       gint              seat,
                       guint             p)
{
  return seat < 0 || (guint) seat == p || s->phase == CATAN_PHASE_OVER;
}
#define CATAN_DECLARE_INFO_READ(name, NAME) \
  void catan_##name##_info_read (const CatanState *s, gint seat, TslCatanInfo *info);
CATAN_HOOK_INFO_READ (CATAN_DECLARE_INFO_READ)
#undef CATAN_DECLARE_INFO_READ

/* tsl-catan-hooks.c: the modules' own moves, through their hooks; not on
 * the base game's path (its moves never reach them).  The core's actions'
 * members (catan_hooks_action_*) are the game file's, not the play's. */
const char *catan_module_move_name      (guint type);
gint        catan_module_move_type      (const char *name);
gint        catan_hooks_action_phase_ok (const CatanState *s,
                                         guint             type);
gboolean    catan_hooks_move_played     (const CatanState *s,
                                         guint             type,
                                         GError          **error);
gboolean    catan_hooks_apply           (CatanState *s,
                                         guint       p,
                                         TslMove    *m,
                                         TslRng     *rng,
                                         GError    **error);
const CatanMoveSpec *catan_hooks_move_spec (guint type);
void        catan_hooks_move_to_json    (const CatanState *s,
                                         const TslMove    *m,
                                         JsonBuilder      *b);
gboolean    catan_hooks_move_from_json  (const CatanState *s,
                                         JsonObject       *o,
                                         TslMove          *m,
                                         GError          **error);
gboolean    catan_hooks_action_spec     (const CatanState     *s,
                                         guint                 type,
                                         const CatanMoveSpec **spec);
void        catan_hooks_action_to_json  (const CatanState *s,
                                         const TslMove    *m,
                                         JsonBuilder      *b);
gboolean    catan_hooks_action_from_json (const CatanState *s,
                                          JsonObject       *o,
                                          const char       *action,
                                          TslMove          *m,
                                          GError          **error);
void        catan_hooks_describe        (GString          *out,
                                         const CatanState *before,
                                         const CatanState *after,
                                         const TslMove    *m,
                                         const char       *who);
gint        catan_hooks_outcome_seen    (const CatanState *s,
                                         const TslMove    *m,
                                         const char       *member,
                                         gint              seat);
char       *catan_hooks_describe_hint   (const CatanState   *s,
                                         const TslMove      *m,
                                         const char * const *names);
void        catan_hooks_info_read       (const CatanState *s,
                                         gint              seat,
                                         TslCatanInfo     *info);

G_END_DECLS
