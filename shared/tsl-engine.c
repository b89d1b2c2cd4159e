/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tsl-ai.h"
#include "tsl-engine.h"
#include "tsl-error.h"
#include "tsl-random-ai.h"
#include "tsl-search-ai.h"

G_DEFINE_INTERFACE (TslEngine, tsl_engine, G_TYPE_OBJECT)

#define IFACE(self) (TSL_ENGINE_GET_IFACE (self))

/* Colours for a game whose rulebook names none: distinct names of the UI's palette. */
static const char * const default_colors[] = {
  "red", "blue", "white", "orange", "green", "brown", NULL
};
G_STATIC_ASSERT (G_N_ELEMENTS (default_colors) == TSL_MAX_PLAYERS + 1);

static const char * const default_ai_kinds[] = { "random", NULL };

static void
default_redact (TslEngine *self,
                gpointer   state,
                gint       seat,
                TslRng    *rng)
{
}

static gboolean
default_is_over (TslEngine     *self,
                 gconstpointer  state)
{
  return IFACE (self)->get_actor (self, state) < 0;
}

static guint32
default_get_winners (TslEngine     *self,
                     gconstpointer  state)
{
  gint scores[TSL_MAX_PLAYERS];
  guint32 winners = 0;
  gint best = G_MININT;
  gboolean behind = FALSE;

  if (!IFACE (self)->is_over (self, state))
    return 0;
  /* Only the state knows its player count: get_scores() fills one entry per
   * seat, so the entries still at G_MININT are seats nobody sits in. */
  for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
    scores[p] = G_MININT;
  IFACE (self)->get_scores (self, state, scores);
  for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
    best = MAX (best, scores[p]);
  for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
    {
      if (scores[p] == best && best != G_MININT)
        winners |= 1u << p;
      else if (scores[p] != G_MININT)
        behind = TRUE;
    }
  /* Everybody level is a draw, not a win for every seat. */
  return behind ? winners : 0;
}

static gboolean
default_move_is_undoable (TslEngine     *self,
                          gconstpointer  state,
                          const TslMove *move)
{
  guint64 irreversible = IFACE (self)->info->irreversible_moves;

  return move->type >= 64 || !(irreversible & (G_GUINT64_CONSTANT (1) << move->type));
}

static char *
default_describe_move (TslEngine          *self,
                       gconstpointer       before,
                       gconstpointer       after,
                       const TslMove      *move,
                       const char * const *player_names)
{
  /* Translators: the log line of an action its game does not describe in
   * words; %s is the player's name.  No built-in game uses it. */
  return g_strdup_printf (_("%s took a turn."), player_names[move->player]);
}

static char *
default_describe_hint (TslEngine          *self,
                       gconstpointer       state,
                       const TslMove      *move,
                       const char * const *player_names)
{
  /* Translators: the hint of a game that does not describe its moves in
   * words; the board shows the move.  No built-in game uses it. */
  return g_strdup (_("The computer would make the move marked on the board."));
}

/* Without a game's own estimate: the share of the points scored so far,
 * equal shares before anybody scores. */
static void
default_evaluate (TslEngine     *self,
                  gconstpointer  state,
                  double        *values)
{
  gint scores[TSL_MAX_PLAYERS];
  double total = 0;
  guint n = 0;

  for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
    scores[p] = G_MININT;
  IFACE (self)->get_scores (self, state, scores);
  while (n < TSL_MAX_PLAYERS && scores[n] != G_MININT)
    {
      total += MAX (scores[n], 0);
      n++;
    }
  for (guint p = 0; p < n; p++)
    values[p] = total > 0 ? MAX (scores[p], 0) / total : 1.0 / n;
}

/* The whole list, and the move at the drawn index. */
static JsonObject *
default_action_for_seat (TslEngine     *self,
                         gconstpointer  before,
                         const TslMove *chosen,
                         const TslMove *played,
                         gint           seat)
{
  return tsl_engine_move_to_json (self, before, chosen);
}

static gboolean
default_pick_legal_move (TslEngine     *self,
                         gconstpointer  state,
                         TslLegalFlags  flags,
                         TslRng        *rng,
                         TslMoveList   *scratch,
                         TslMove       *move)
{
  tsl_move_list_reset (scratch);
  IFACE (self)->legal_moves (self, state, flags, scratch);
  if (scratch->len == 0)
    return FALSE;
  *move = scratch->moves[tsl_rng_below (rng, scratch->len)];
  return TRUE;
}

static void
tsl_engine_default_init (TslEngineInterface *iface)
{
  iface->redact = default_redact;
  iface->is_over = default_is_over;
  iface->get_winners = default_get_winners;
  iface->move_is_undoable = default_move_is_undoable;
  iface->describe_move = default_describe_move;
  iface->describe_hint = default_describe_hint;
  iface->evaluate = default_evaluate;
  iface->pick_legal_move = default_pick_legal_move;
  iface->action_for_seat = default_action_for_seat;
}

/**
 * tsl_engine_check:
 * @self: an engine about to be registered
 *
 * Returns: whether @self sets its identity and every required hook; a
 *   missing one is reported as a critical warning naming it
 */
gboolean
tsl_engine_check (TslEngine *self)
{
  TslEngineInterface *iface;
  const TslEngineInfo *info;
  struct { const char *name; gboolean set; } required[10];
  guint n = 0;

  g_return_val_if_fail (TSL_IS_ENGINE (self), FALSE);
  iface = IFACE (self);
  info = iface->info;
  if (info == NULL || info->id == NULL || info->name == NULL || info->state_size == 0
      || info->min_players < 1 || info->min_players > info->max_players
      || info->max_players > TSL_MAX_PLAYERS)
    {
      g_critical ("%s: the engine's info needs an id, a name, a state size and "
                  "1 <= min_players <= max_players <= %d", G_OBJECT_TYPE_NAME (self),
                  TSL_MAX_PLAYERS);
      return FALSE;
    }
#define REQUIRE(member) required[n].name = #member, required[n++].set = iface->member != NULL
  REQUIRE (init_state);
  REQUIRE (setup_to_json);
  REQUIRE (state_to_json);
  REQUIRE (get_actor);
  REQUIRE (get_turn);
  REQUIRE (get_scores);
  REQUIRE (legal_moves);
  REQUIRE (apply_move);
  REQUIRE (move_from_json);
  REQUIRE (move_to_json);
#undef REQUIRE
  for (guint i = 0; i < n; i++)
    if (!required[i].set)
      {
        g_critical ("%s: the engine “%s” does not implement %s", G_OBJECT_TYPE_NAME (self),
                    info->id, required[i].name);
        return FALSE;
      }
  return TRUE;
}

/**
 * tsl_engine_get_info:
 * @self: an engine
 *
 * Returns: (transfer none): the game's identity, as the engine declared it
 */
const TslEngineInfo *
tsl_engine_get_info (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->info;
}

const char *
tsl_engine_get_id (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->info->id;
}

/**
 * tsl_engine_get_name:
 * @self: an engine
 *
 * Returns: (transfer none): the game's name in the user's language
 */
const char *
tsl_engine_get_name (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return g_dgettext (GETTEXT_PACKAGE, IFACE (self)->info->name);
}

/**
 * tsl_engine_get_description:
 * @self: an engine
 *
 * Returns: (transfer none): one line about the game in the user's language
 */
const char *
tsl_engine_get_description (TslEngine *self)
{
  const char *description;

  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  description = IFACE (self)->info->description;
  return description != NULL ? g_dgettext (GETTEXT_PACKAGE, description) : "";
}

guint
tsl_engine_get_min_players (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->info->min_players;
}

guint
tsl_engine_get_max_players (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->info->max_players;
}

/**
 * tsl_engine_get_player_count_note:
 *
 * Returns: (nullable): the translated note on how @n_players change the rules
 */
const char *
tsl_engine_get_player_count_note (TslEngine *self,
                                  guint      n_players)
{
  const char * const *notes = IFACE (self)->info->player_count_notes;

  if (notes == NULL || n_players > TSL_MAX_PLAYERS || notes[n_players] == NULL)
    return NULL;
  return g_dgettext (GETTEXT_PACKAGE, notes[n_players]);
}

const TslOptionSpec *
tsl_engine_get_options (TslEngine *self,
                        guint     *n_options)
{
  const TslEngineInfo *info;

  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  g_return_val_if_fail (n_options != NULL, NULL);
  info = IFACE (self)->info;
  *n_options = info->options != NULL ? info->n_options : 0;
  return info->options;
}

/**
 * tsl_engine_get_colors:
 * @self: an engine
 *
 * Returns: (transfer none): the players' colours in the rulebook's order, as
 *   colour names ("red", "blue", "white", ...), at least get_max_players() of them
 */
const char * const *
tsl_engine_get_colors (TslEngine *self)
{
  const char * const *colors;

  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  colors = IFACE (self)->info->colors;
  return colors != NULL ? colors : default_colors;
}

/**
 * tsl_engine_get_ai_kinds:
 * @self: an engine
 *
 * Returns: (transfer none): the computer players this game offers, strongest last;
 *   every game offers at least "random"
 */
const char * const *
tsl_engine_get_ai_kinds (TslEngine *self)
{
  const char * const *kinds;

  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  kinds = IFACE (self)->info->ai_kinds;
  return kinds != NULL ? kinds : default_ai_kinds;
}

/**
 * tsl_engine_create_ai:
 * @self: an engine
 * @kind: one of tsl_engine_get_ai_kinds()
 * @error: return location for a #TSL_ERROR_INVALID_OPTION
 *
 * "random" is the framework's #TslRandomAi for every game; the engine's
 * create_ai() makes the others, and the levels "easy", "medium" and
 * "strong" when it returns %NULL for them are the framework's #TslSearchAi.
 *
 * Returns: (transfer full): a new computer player, or %NULL for an unknown kind
 */
TslAi *
tsl_engine_create_ai (TslEngine  *self,
                      const char *kind,
                      GError    **error)
{
  const char * const *kinds;
  g_autofree char *known = NULL;
  TslAi *ai = NULL;

  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  kinds = tsl_engine_get_ai_kinds (self);
  if (kind != NULL && g_strv_contains (kinds, kind))
    {
      if (g_str_equal (kind, "random"))
        return tsl_random_ai_new ();
      /* A game may tune a level; otherwise the framework makes it. */
      if (IFACE (self)->create_ai != NULL)
        ai = IFACE (self)->create_ai (self, kind);
      if (ai == NULL && tsl_search_ai_is_level (kind))
        ai = tsl_search_ai_new_level (self, kind);
      if (ai != NULL)
        return ai;
    }
  known = g_strjoinv (", ", (char **) kinds);
  /* Translators: %s are what was asked for, the game's name and the
   * computer players it offers ("random, greedy"). */
  g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
               _("Unknown computer player “%s” for %s (%s)"),
               kind != NULL ? kind : "", tsl_engine_get_name (self), known);
  return NULL;
}

gsize
tsl_engine_get_state_size (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->info->state_size;
}

/**
 * tsl_engine_state_new:
 * @self: an engine
 *
 * Returns: (transfer full): a zeroed state block, to be filled by
 *   tsl_engine_init_state() and freed with g_free()
 */
gpointer
tsl_engine_state_new (TslEngine *self)
{
  return g_malloc0 (tsl_engine_get_state_size (self));
}

/**
 * tsl_engine_state_dup:
 * @self: an engine
 * @state: a state of this engine
 *
 * Returns: (transfer full): a copy, freed with g_free()
 */
gpointer
tsl_engine_state_dup (TslEngine     *self,
                      gconstpointer  state)
{
  return g_memdup2 (state, tsl_engine_get_state_size (self));
}

gboolean
tsl_engine_init_state (TslEngine  *self,
                       gpointer    state,
                       JsonObject *options,
                       guint       n_players,
                       guint64     seed,
                       JsonNode   *setup,
                       GError    **error)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  return IFACE (self)->init_state (self, state, options, n_players, seed, setup, error);
}

JsonNode *
tsl_engine_setup_to_json (TslEngine     *self,
                          gconstpointer  state)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->setup_to_json (self, state);
}

JsonNode *
tsl_engine_state_to_json (TslEngine     *self,
                          gconstpointer  state)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->state_to_json (self, state);
}

/**
 * tsl_engine_redact:
 * @self: an engine
 * @state: a copy of the game's state
 * @seat: the seat whose view it becomes, or -1 for the public view
 * @rng: a generator for re-dealing what @seat cannot see
 *
 * Turns @state into what @seat may know: hidden cards of others and the
 * order of face-down stacks are replaced by a plausible guess.  Computer
 * players only ever see such a view; spectators see the public view, in
 * which every seat's hidden cards are guessed.
 */
void
tsl_engine_redact (TslEngine *self,
                   gpointer   state,
                   gint       seat,
                   TslRng    *rng)
{
  g_return_if_fail (TSL_IS_ENGINE (self));
  IFACE (self)->redact (self, state, seat, rng);
}

gint
tsl_engine_get_actor (TslEngine     *self,
                      gconstpointer  state)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), -1);
  return IFACE (self)->get_actor (self, state);
}

guint
tsl_engine_get_turn (TslEngine     *self,
                     gconstpointer  state)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->get_turn (self, state);
}

gboolean
tsl_engine_is_over (TslEngine     *self,
                    gconstpointer  state)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), TRUE);
  return IFACE (self)->is_over (self, state);
}

guint32
tsl_engine_get_winners (TslEngine     *self,
                        gconstpointer  state)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->get_winners (self, state);
}

void
tsl_engine_get_scores (TslEngine     *self,
                       gconstpointer  state,
                       gint          *scores)
{
  g_return_if_fail (TSL_IS_ENGINE (self));
  IFACE (self)->get_scores (self, state, scores);
}

/**
 * tsl_engine_legal_moves:
 * @self: an engine
 * @state: a state
 * @flags: what to leave out
 * @out: the list the moves are appended to
 *
 * Appends the legal moves of the seat tsl_engine_get_actor() names, with
 * outcomes left to be drawn.
 */
void
tsl_engine_legal_moves (TslEngine     *self,
                        gconstpointer  state,
                        TslLegalFlags  flags,
                        TslMoveList   *out)
{
  g_return_if_fail (TSL_IS_ENGINE (self));
  IFACE (self)->legal_moves (self, state, flags, out);
}

/**
 * tsl_engine_pick_legal_move:
 * @self: an engine
 * @state: a state
 * @flags: what to leave out
 * @rng: the generator the choice is drawn from
 * @scratch: a list the engine may use (its contents are undefined after)
 * @move: (out caller-allocates): the move picked
 *
 * Picks one legal move uniformly at random: the move at
 * tsl_rng_below (@rng, n) of the list tsl_engine_legal_moves() appends, with
 * the same generator steps, without building the whole list where the
 * engine can avoid it.
 *
 * Returns: %FALSE if there is no legal move (the game is over)
 */
gboolean
tsl_engine_pick_legal_move (TslEngine     *self,
                            gconstpointer  state,
                            TslLegalFlags  flags,
                            TslRng        *rng,
                            TslMoveList   *scratch,
                            TslMove       *move)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), FALSE);
  return IFACE (self)->pick_legal_move (self, state, flags, rng, scratch, move);
}

/**
 * tsl_engine_apply_move:
 * @self: an engine
 * @state: the state to change
 * @move: (inout): the move; missing outcomes are drawn and written into it
 * @rng: the generator for outcomes the move does not carry
 * @error: return location for a #TSL_ERROR_INVALID_MOVE
 *
 * Returns: %TRUE if applied; on %FALSE @state is unchanged
 */
gboolean
tsl_engine_apply_move (TslEngine *self,
                       gpointer   state,
                       TslMove   *move,
                       TslRng    *rng,
                       GError   **error)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  return IFACE (self)->apply_move (self, state, move, rng, error);
}

/**
 * tsl_engine_move_is_undoable:
 *
 * Returns: whether taking @move back reveals nothing and undoes no chance:
 *   %FALSE for dice, drawn cards or tiles, steals
 */
/**
 * tsl_engine_evaluate:
 * @self: an engine
 * @state: a full state (a searching player passes a determinized guess)
 * @values: (out caller-allocates): one value per seat, from 0 to 1
 *
 * How well each seat stands: the engine's estimate, or each seat's share
 * of the points.
 */
void
tsl_engine_evaluate (TslEngine     *self,
                     gconstpointer  state,
                     double        *values)
{
  g_return_if_fail (TSL_IS_ENGINE (self));
  IFACE (self)->evaluate (self, state, values);
}

/**
 * tsl_engine_shares_from_strengths:
 * @strengths: one strength per seat (for instance weighed features)
 * @n_players: how many seats
 * @shares: (out caller-allocates): each seat's share of a win, summing to 1
 *
 * The softmax an `evaluate` hook may end with: one unit of strength ahead
 * multiplies a seat's share by e.  @shares may be @strengths.
 */
void
tsl_engine_shares_from_strengths (const double *strengths,
                                  guint         n_players,
                                  double       *shares)
{
  double best = -G_MAXDOUBLE, total = 0;

  g_return_if_fail (n_players >= 1 && n_players <= TSL_MAX_PLAYERS);
  for (guint p = 0; p < n_players; p++)
    best = MAX (best, strengths[p]);
  for (guint p = 0; p < n_players; p++)
    total += shares[p] = exp (strengths[p] - best);
  for (guint p = 0; p < n_players; p++)
    shares[p] /= total;
}

gboolean
tsl_engine_move_is_undoable (TslEngine     *self,
                             gconstpointer  state,
                             const TslMove *move)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), FALSE);
  return IFACE (self)->move_is_undoable (self, state, move);
}

gboolean
tsl_engine_move_from_json (TslEngine     *self,
                           gconstpointer  state,
                           JsonObject    *action,
                           TslMove       *move,
                           GError       **error)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  memset (move, 0, sizeof *move);
  return IFACE (self)->move_from_json (self, state, action, move, error);
}

JsonObject *
tsl_engine_move_to_json (TslEngine     *self,
                         gconstpointer  state,
                         const TslMove *move)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->move_to_json (self, state, move);
}

/**
 * tsl_engine_describe_move:
 * @self: an engine
 * @before: the state before @move
 * @after: the state after it
 * @move: the applied move, with its outcomes
 * @player_names: one name per seat
 *
 * Returns: (transfer full): what happened, as translated sentences for a game log
 */
char *
tsl_engine_describe_move (TslEngine          *self,
                          gconstpointer       before,
                          gconstpointer       after,
                          const TslMove      *move,
                          const char * const *player_names)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->describe_move (self, before, after, move, player_names);
}

/**
 * tsl_engine_action_for_seat:
 * @self: an engine
 * @before: the real state before the move
 * @chosen: the move as its player chose it, without outcomes
 * @played: the same move as applied, with the outcomes the engine drew
 * @seat: the seat that is told, or -1 for someone outside the game
 *
 * The action as @seat may know it: what a network server sends that seat
 * so that it can describe the action itself (the dice, but not the card
 * another seat drew).  Without "player".
 *
 * Returns: (transfer full): the action's JSON
 */
JsonObject *
tsl_engine_action_for_seat (TslEngine     *self,
                            gconstpointer  before,
                            const TslMove *chosen,
                            const TslMove *played,
                            gint           seat)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  g_return_val_if_fail (chosen != NULL && played != NULL, NULL);
  return IFACE (self)->action_for_seat (self, before, chosen, played, seat);
}

/**
 * tsl_engine_describe_hint:
 * @self: an engine
 * @state: the view of the seat that must act
 * @move: the move a computer player advises, without its outcomes
 * @player_names: one name per seat
 *
 * Returns: (transfer full): the advice as translated sentence(s) in the
 *   conditional, which tell no random outcome nor hidden information
 */
char *
tsl_engine_describe_hint (TslEngine          *self,
                          gconstpointer       state,
                          const TslMove      *move,
                          const char * const *player_names)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->describe_hint (self, state, move, player_names);
}
