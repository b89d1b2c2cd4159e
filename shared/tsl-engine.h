/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>
#include <json-glib/json-glib.h>

#include "tsl-move.h"
#include "tsl-options.h"
#include "tsl-rng.h"
#include "tsl-types.h"

G_BEGIN_DECLS

#define TSL_TYPE_ENGINE (tsl_engine_get_type ())
G_DECLARE_INTERFACE (TslEngine, tsl_engine, TSL, ENGINE, GObject)

/**
 * TslLegalFlags:
 * @TSL_LEGAL_DEFAULT: every legal action the engine can enumerate
 * @TSL_LEGAL_NO_NEGOTIATION: leave out open-ended negotiation (Catan's
 *   domestic trade offers), as simple simulators do
 */
typedef enum
{
  TSL_LEGAL_DEFAULT = 0,
  TSL_LEGAL_NO_NEGOTIATION = 1 << 0,
} TslLegalFlags;

/**
 * TslEngineOptionSet:
 * @options: the options as a JSON object, as a game file's "options" holds
 *   them (options left out keep their defaults)
 * @min_players: the fewest seats it allows, 0 for the engine's @min_players
 * @max_players: the most seats it allows, 0 for the engine's @max_players
 *
 * One combination of options an engine's rules can be played with.
 */
typedef struct
{
  const char *options;
  guint       min_players;
  guint       max_players;
} TslEngineOptionSet;

/**
 * TslEngineInfo:
 * @id: the game's id in files and on the command line: lower case ASCII
 *   letters, digits and '-', never changed once games are saved
 * @name: the game's name, untranslated, marked with N_() (shown translated)
 * @description: one line, untranslated, marked with N_()
 * @min_players: the fewest seats, at least 1
 * @max_players: the most seats, at most %TSL_MAX_PLAYERS
 * @colors: (nullable): the rulebook's player colours in its order, at least
 *   @max_players distinct names of the UI's palette, %NULL-terminated;
 *   %NULL takes the framework's palette
 * @ai_kinds: (nullable): the computer players, weakest first, %NULL-terminated;
 *   "random" (the framework's) must be one of them; %NULL offers only "random".
 *   The framework also makes the levels "easy", "medium" and "strong" for
 *   an engine that lists them: a search (#TslSearchAi) whose playouts
 *   follow the engine's "greedy" player if it offers one ("easy" plays
 *   that player's moves without searching)
 * @options: (nullable): the rule options, @n_options of them
 * @n_options: how many
 * @state_size: sizeof the engine's plain state struct
 * @irreversible_moves: bit (1 << type) for every move type that draws a
 *   random outcome or shows hidden information, so cannot be taken back;
 *   the default move_is_undoable() reads it
 * @option_sets: (nullable): besides the default options, the option sets
 *   that together reach every module of the rules (variants, scenarios and
 *   the combinations they allow), ended by an entry whose @options is
 *   %NULL; tests/shared/test-engine-rules.c holds each to the rules below
 *   for every player count it allows
 * @player_count_notes: (nullable): for a player count that changes the
 *   rules, a sentence the setup page shows under the count (marked with
 *   N_()), indexed by the count; %NULL elsewhere
 *
 * What a game is, as one constant block: the framework answers every
 * identity question from it.
 */
typedef struct
{
  const char          *id;
  const char          *name;
  const char          *description;
  guint                min_players;
  guint                max_players;
  const char * const  *colors;
  const char * const  *ai_kinds;
  const TslOptionSpec *options;
  guint                n_options;
  gsize                state_size;
  guint64              irreversible_moves;
  const TslEngineOptionSet *option_sets;
  const char * const  *player_count_notes;  /* TSL_MAX_PLAYERS + 1 entries */
} TslEngineInfo;

/**
 * TslEngineInterface:
 * @info: the game's identity; required
 *
 * What a game implements.  An engine object is stateless and shared; a
 * game's state is a plain, fixed-size block of @info->state_size bytes with
 * no pointers to owned memory, so copying a state is a memcpy() and computer
 * players can search millions of them.  Pointers to immutable data (a board
 * topology, a tile catalogue) held for the engine's lifetime are allowed.
 * Moves use the compact #TslMove; JSON appears only at the edges.
 *
 * The hooks under "Required" must be set.  Those under "Optional" have
 * framework defaults (set before the engine's iface_init runs, so they cost
 * nothing at call time); an engine overrides only what its rules need.
 *
 * The rules every engine meets, checked on every registered engine by
 * tests/shared/test-engine-rules.c (the identity and rules 1 to 9),
 * tests/shared/test-contract.c (rule 10, through #TslGame) and
 * tests/cli/test-contract.py (what tessella-cli shows of them):
 *
 * 1. Determinism.  The same options, player count, seed and moves give the
 *    same state, byte for byte: init_state() writes every byte of the block
 *    (padding too; start with memset()) and nothing reads clocks, addresses
 *    or global state.  Why: states are compared and hashed as bytes, and
 *    saved games, undo and replays rebuild a state from its log.
 * 2. Explicit setup.  setup_to_json() returns a non-empty JSON object holding
 *    everything init_state() drew from the seed (board, decks, stacks), and
 *    init_state() given that setup and any seed builds the same state.  Why:
 *    a saved game must load the same even if board generation changes, and
 *    tests script exact positions.
 * 3. Recorded outcomes.  Every random outcome is drawn from the @rng passed
 *    to apply_move(), and only when the move does not carry it yet;
 *    apply_move() writes it into the move, and move_to_json() writes it out.
 *    A move that carries its outcomes gives the same state whatever @rng.
 *    Why: the log alone replays the game, and an outcome in a file is
 *    played as written.
 * 4. Validation first.  apply_move() refuses a move that is not legal with a
 *    translated #TSL_ERROR_INVALID_MOVE and leaves the state unchanged; a
 *    move from a seat outside the game is never legal.  A seat that
 *    get_actor() does not name may act only where the rules let several
 *    seats act at once (Catan's discards after a 7, in any order).  Why:
 *    the framework commits a move only once it is accepted, and front ends
 *    show the refusal as it is.
 * 5. Legal moves are legal.  legal_moves() lists only moves of the seat
 *    get_actor() names, each of which apply_move() accepts, and lists at
 *    least one exactly while the game is not over.  Why: computer players
 *    pick from the list blindly.
 * 6. The end.  get_actor() returns -1 exactly when is_over() is %TRUE, and
 *    get_winners() names seats only then.  Why: front ends stop on either.
 * 7. Hidden information.  redact() for @seat hides exactly what that seat
 *    may not know (others' hidden cards, the order of face-down stacks) by
 *    dealing it again at random from @rng; it leaves unchanged the seat's
 *    own entry in the state JSON's "players" and every member outside
 *    "players" (what is public), and the seat's legal moves in its view
 *    are those of the real state; the view depends only on what the seat
 *    knows and on @rng, not on where the hidden cards really are (deal
 *    them from a sorted pool, tsl_deck_sort()).  @seat -1 is the public
 *    view: every seat's hidden information is dealt again, so it depends
 *    only on what is public.  Why: computer players, views and network
 *    spectators read only views, and must not cheat nor be unable to move.
 * 8. Undo.  move_is_undoable() is %FALSE for every move that drew an
 *    outcome or showed hidden information.  Why: taking it back would let a
 *    player roll or draw again.
 * 9. State JSON.  state_to_json() returns an object with at least "turn"
 *    (get_turn()), "current_player" (the seat whose turn it is; null or
 *    the last seat once over) and a "players" array with one object per
 *    seat.  Why: the CLI, the tests and the UI's generic view read these
 *    without knowing the game.
 * 10. JSON round trip.  move_from_json() of move_to_json() gives back the
 *    same move, so that an action read from a file applies as it was played.
 *
 * All messages are translated.
 */
struct _TslEngineInterface
{
  GTypeInterface parent_iface;

  const TslEngineInfo *info;

  /* Required */
  gboolean  (*init_state)     (TslEngine  *self,
                               gpointer    state,
                               JsonObject *options,   /* normalized */
                               guint       n_players,
                               guint64     seed,
                               JsonNode   *setup,     /* nullable: generate from seed */
                               GError    **error);
  JsonNode *(*setup_to_json)  (TslEngine     *self,
                               gconstpointer  state);
  JsonNode *(*state_to_json)  (TslEngine     *self,
                               gconstpointer  state);
  gint      (*get_actor)      (TslEngine     *self,
                               gconstpointer  state);   /* -1 once the game is over */
  guint     (*get_turn)       (TslEngine     *self,
                               gconstpointer  state);
  void      (*get_scores)     (TslEngine     *self,
                               gconstpointer  state,
                               gint          *scores);  /* one per seat */
  void      (*legal_moves)    (TslEngine     *self,
                               gconstpointer  state,
                               TslLegalFlags  flags,
                               TslMoveList   *out);     /* appended, for get_actor() */
  gboolean  (*apply_move)     (TslEngine *self,
                               gpointer   state,
                               TslMove   *move,          /* in: action; out: + outcomes */
                               TslRng    *rng,
                               GError   **error);
  gboolean    (*move_from_json) (TslEngine     *self,
                                 gconstpointer  state,
                                 JsonObject    *action,
                                 TslMove       *move,   /* zeroed by the framework */
                                 GError       **error);
  JsonObject *(*move_to_json)   (TslEngine     *self,
                                 gconstpointer  state,  /* before the move */
                                 const TslMove *move);

  /* Optional */
  /* Default: none; called for the kinds in @info->ai_kinds other than
   * "random"; %NULL for a level ("easy", "medium", "strong") takes the
   * framework's (tsl_search_ai_new_level()). */
  TslAi    *(*create_ai)      (TslEngine  *self,
                               const char *kind);
  /* Default: nothing is hidden. */
  void      (*redact)         (TslEngine *self,
                               gpointer   state,
                               gint       seat,
                               TslRng    *rng);
  /* Default: get_actor() < 0. */
  gboolean  (*is_over)        (TslEngine     *self,
                               gconstpointer  state);
  /* Default: once over, the seats with the highest score (ties share);
   * none when every seat has it (a draw). */
  guint32   (*get_winners)    (TslEngine     *self,
                               gconstpointer  state);   /* bit per seat */
  /* Default: the move's type is not in @info->irreversible_moves. */
  gboolean  (*move_is_undoable) (TslEngine     *self,
                                 gconstpointer  state,  /* before the move */
                                 const TslMove *move);
  /* Default: "NAME took a turn.", which no built-in engine leaves to it. */
  char     *(*describe_move)  (TslEngine          *self,
                               gconstpointer       before,
                               gconstpointer       after,
                               const TslMove      *move,
                               const char * const *player_names);  /* translated sentence(s) */
  /* Default: a sentence pointing at the move marked on the board.  What
   * a computer player advises, before it happens: translated sentence(s)
   * in the conditional ("The computer would roll the dice."), saying
   * what the log would say of the move but never a random outcome or
   * anything @state's seat may not know.  @state is the view of the seat
   * that acts, @move as chosen, without its outcomes. */
  char     *(*describe_hint)  (TslEngine          *self,
                               gconstpointer       state,
                               const TslMove      *move,
                               const char * const *player_names);
  /* Default: @chosen without any outcome.  An action as @seat may know
   * it, for a seat that only watches the game (a network client): the
   * members of @chosen (the move as its player chose it) plus those
   * outcomes of @played (the same move as applied) that @seat may see,
   * such as the dice; never another seat's hidden draw.  @before is the
   * real state before the move; @seat is -1 for someone outside the game. */
  JsonObject *(*action_for_seat) (TslEngine     *self,
                                  gconstpointer  before,
                                  const TslMove *chosen,
                                  const TslMove *played,
                                  gint           seat);
  /* Default: each seat's share of the scores.  How well each seat stands,
   * from 0 (lost) to 1 (won), estimated from the full state (a searching
   * player passes a determinized guess); it cuts the search's playouts
   * short, so it must be cheap. */
  void      (*evaluate)       (TslEngine     *self,
                               gconstpointer  state,
                               double        *values);  /* one per seat */
  /* Default: lists the legal moves into @scratch and takes the one at
   * tsl_rng_below (@rng, length).  An engine gives exactly that move with
   * exactly those generator steps, but may skip building long stretches of
   * the list (the random player's decision, the hot path of self-play). */
  gboolean  (*pick_legal_move) (TslEngine     *self,
                                gconstpointer  state,
                                TslLegalFlags  flags,
                                TslRng        *rng,
                                TslMoveList   *scratch,
                                TslMove       *move);
};

gboolean             tsl_engine_check           (TslEngine  *self);
const TslEngineInfo *tsl_engine_get_info        (TslEngine  *self);
const char          *tsl_engine_get_id          (TslEngine  *self);
const char          *tsl_engine_get_name        (TslEngine  *self);
const char          *tsl_engine_get_description (TslEngine  *self);
guint                tsl_engine_get_min_players (TslEngine  *self);
guint                tsl_engine_get_max_players (TslEngine  *self);
const char          *tsl_engine_get_player_count_note (TslEngine *self,
                                                       guint      n_players);
const TslOptionSpec *tsl_engine_get_options     (TslEngine  *self,
                                                 guint      *n_options);
const char * const  *tsl_engine_get_colors      (TslEngine  *self);
const char * const  *tsl_engine_get_ai_kinds    (TslEngine  *self);
TslAi               *tsl_engine_create_ai       (TslEngine  *self,
                                                 const char *kind,
                                                 GError    **error);

gsize       tsl_engine_get_state_size (TslEngine     *self);
gpointer    tsl_engine_state_new      (TslEngine     *self);
gpointer    tsl_engine_state_dup      (TslEngine     *self,
                                       gconstpointer  state);
gboolean    tsl_engine_init_state     (TslEngine     *self,
                                       gpointer       state,
                                       JsonObject    *options,
                                       guint          n_players,
                                       guint64        seed,
                                       JsonNode      *setup,
                                       GError       **error);
JsonNode   *tsl_engine_setup_to_json  (TslEngine     *self,
                                       gconstpointer  state);
JsonNode   *tsl_engine_state_to_json  (TslEngine     *self,
                                       gconstpointer  state);
void        tsl_engine_redact         (TslEngine     *self,
                                       gpointer       state,
                                       gint           seat,
                                       TslRng        *rng);

gint        tsl_engine_get_actor      (TslEngine     *self,
                                       gconstpointer  state);
guint       tsl_engine_get_turn       (TslEngine     *self,
                                       gconstpointer  state);
gboolean    tsl_engine_is_over        (TslEngine     *self,
                                       gconstpointer  state);
guint32     tsl_engine_get_winners    (TslEngine     *self,
                                       gconstpointer  state);
void        tsl_engine_get_scores     (TslEngine     *self,
                                       gconstpointer  state,
                                       gint          *scores);
void        tsl_engine_legal_moves    (TslEngine     *self,
                                       gconstpointer  state,
                                       TslLegalFlags  flags,
                                       TslMoveList   *out);
gboolean    tsl_engine_pick_legal_move (TslEngine    *self,
                                        gconstpointer state,
                                        TslLegalFlags flags,
                                        TslRng       *rng,
                                        TslMoveList  *scratch,
                                        TslMove      *move);
gboolean    tsl_engine_apply_move     (TslEngine     *self,
                                       gpointer       state,
                                       TslMove       *move,
                                       TslRng        *rng,
                                       GError       **error);
void        tsl_engine_evaluate       (TslEngine     *self,
                                       gconstpointer  state,
                                       double        *values);
void        tsl_engine_shares_from_strengths (const double *strengths,
                                              guint         n_players,
                                              double       *shares);
gboolean    tsl_engine_move_is_undoable (TslEngine     *self,
                                         gconstpointer  state,
                                         const TslMove *move);

gboolean    tsl_engine_move_from_json (TslEngine     *self,
                                       gconstpointer  state,
                                       JsonObject    *action,
                                       TslMove       *move,
                                       GError       **error);
JsonObject *tsl_engine_move_to_json   (TslEngine     *self,
                                       gconstpointer  state,
                                       const TslMove *move);
char       *tsl_engine_describe_move  (TslEngine          *self,
                                       gconstpointer       before,
                                       gconstpointer       after,
                                       const TslMove      *move,
                                       const char * const *player_names);
JsonObject *tsl_engine_action_for_seat (TslEngine         *self,
                                        gconstpointer      before,
                                        const TslMove     *chosen,
                                        const TslMove     *played,
                                        gint               seat);
char       *tsl_engine_describe_hint  (TslEngine          *self,
                                       gconstpointer       state,
                                       const TslMove      *move,
                                       const char * const *player_names);

G_END_DECLS
