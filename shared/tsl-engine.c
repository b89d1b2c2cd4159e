/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-ai.h"
#include "tsl-engine.h"

G_DEFINE_INTERFACE (TslEngine, tsl_engine, G_TYPE_OBJECT)

static void
tsl_engine_default_init (TslEngineInterface *iface)
{
}

#define IFACE(self) (TSL_ENGINE_GET_IFACE (self))

const char *
tsl_engine_get_id (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->get_id (self);
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
  return IFACE (self)->get_name (self);
}

const char *
tsl_engine_get_description (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->get_description (self);
}

guint
tsl_engine_get_min_players (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->get_min_players (self);
}

guint
tsl_engine_get_max_players (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->get_max_players (self);
}

const TslOptionSpec *
tsl_engine_get_options (TslEngine *self,
                        guint     *n_options)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  g_return_val_if_fail (n_options != NULL, NULL);
  return IFACE (self)->get_options (self, n_options);
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
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->get_colors (self);
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
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  return IFACE (self)->get_ai_kinds (self);
}

/**
 * tsl_engine_create_ai:
 * @self: an engine
 * @kind: one of tsl_engine_get_ai_kinds()
 * @error: return location for a #TSL_ERROR_INVALID_OPTION
 *
 * Returns: (transfer full): a new computer player, or %NULL for an unknown kind
 */
TslAi *
tsl_engine_create_ai (TslEngine  *self,
                      const char *kind,
                      GError    **error)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);
  return IFACE (self)->create_ai (self, kind, error);
}

gsize
tsl_engine_get_state_size (TslEngine *self)
{
  g_return_val_if_fail (TSL_IS_ENGINE (self), 0);
  return IFACE (self)->get_state_size (self);
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
 * @seat: the seat whose view it becomes
 * @rng: a generator for re-dealing what @seat cannot see
 *
 * Turns @state into what @seat may know: hidden cards of others and the
 * order of face-down stacks are replaced by a plausible guess.  Computer
 * players only ever see such a view.
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
