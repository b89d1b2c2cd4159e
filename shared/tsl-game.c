/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-game-private.h"
#include "tsl-json-read.h"

/**
 * TslGame:
 *
 * One game being played: an engine, the seats, the normalized options, the
 * seed, the explicit starting setup, the action log (the JSON of each
 * action with its `player` and recorded outcomes, and a translated
 * sentence) and the engine's current state.  The UI shows it, the CLI
 * replays it, files store it in the "tessella-game" format.
 *
 * The outcomes of the action at log index i are drawn from
 * `tsl_rng_init (&rng, seed, i)`, so they do not depend on how the game got
 * there (played, loaded, replayed, undone and played again).
 *
 * This file holds construction, seats, the log and undo; files are read and
 * written in tsl-game-file.c, computer players are asked in tsl-game-ai.c.
 */

G_DEFINE_FINAL_TYPE (TslGame, tsl_game, G_TYPE_OBJECT)

enum
{
  SIGNAL_ACTION_APPLIED,
  SIGNAL_UNDONE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_ENGINE,
  PROP_N_ACTIONS,
  PROP_CAN_UNDO,
  PROP_ACTOR,
  PROP_OVER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void
tsl_game_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  TslGame *self = TSL_GAME (object);

  switch (prop_id)
    {
    case PROP_ENGINE:
      g_value_set_object (value, self->engine);
      break;
    case PROP_N_ACTIONS:
      g_value_set_uint (value, self->moves->len);
      break;
    case PROP_CAN_UNDO:
      g_value_set_boolean (value, self->engine != NULL && tsl_game_can_undo (self));
      break;
    case PROP_ACTOR:
      g_value_set_int (value, self->engine != NULL ? tsl_game_get_actor (self) : -1);
      break;
    case PROP_OVER:
      g_value_set_boolean (value, self->engine != NULL && tsl_game_is_over (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* Notifies the properties that follow from the log after it changed. */
void
_tsl_game_notify_changes (TslGame *self)
{
  gboolean can_undo = tsl_game_can_undo (self);
  gint actor = tsl_game_get_actor (self);
  gboolean over = tsl_game_is_over (self);

  g_object_freeze_notify (G_OBJECT (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_ACTIONS]);
  if (can_undo != self->notified_can_undo)
    {
      self->notified_can_undo = can_undo;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CAN_UNDO]);
    }
  if (actor != self->notified_actor)
    {
      self->notified_actor = actor;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_ACTOR]);
    }
  if (over != self->notified_over)
    {
      self->notified_over = over;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_OVER]);
    }
  g_object_thaw_notify (G_OBJECT (self));
}

static void
tsl_game_dispose (GObject *object)
{
  TslGame *self = TSL_GAME (object);

  g_clear_object (&self->engine);
  G_OBJECT_CLASS (tsl_game_parent_class)->dispose (object);
}

static void
tsl_game_finalize (GObject *object)
{
  TslGame *self = TSL_GAME (object);

  for (guint i = 0; i < TSL_MAX_PLAYERS; i++)
    {
      g_clear_pointer (&self->seats[i].name, g_free);
      g_clear_pointer (&self->seats[i].color, g_free);
      g_clear_pointer (&self->seats[i].controller, g_free);
    }
  g_clear_pointer (&self->options, json_object_unref);
  g_clear_pointer (&self->setup, json_node_unref);
  g_clear_pointer (&self->initial, g_free);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->before_last, g_free);
  g_clear_pointer (&self->scratch, g_free);
  g_clear_pointer (&self->moves, g_array_unref);
  g_clear_pointer (&self->actions, g_ptr_array_unref);
  g_clear_pointer (&self->texts, g_ptr_array_unref);
  g_clear_pointer (&self->start_message, g_free);
  g_clear_pointer (&self->views, g_ptr_array_unref);
  G_OBJECT_CLASS (tsl_game_parent_class)->finalize (object);
}

static void
tsl_game_class_init (TslGameClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_game_dispose;
  object_class->finalize = tsl_game_finalize;
  object_class->get_property = tsl_game_get_property;

  /**
   * TslGame:engine:
   *
   * The game's engine.
   */
  properties[PROP_ENGINE] =
    g_param_spec_object ("engine", NULL, NULL, TSL_TYPE_ENGINE,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * TslGame:n-actions:
   *
   * The length of the action log.
   */
  properties[PROP_N_ACTIONS] =
    g_param_spec_uint ("n-actions", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * TslGame:can-undo:
   *
   * Whether tsl_game_undo() would succeed; bind an Undo action to it.
   */
  properties[PROP_CAN_UNDO] =
    g_param_spec_boolean ("can-undo", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * TslGame:actor:
   *
   * The seat that must act next, or -1 once the game is over.
   */
  properties[PROP_ACTOR] =
    g_param_spec_int ("actor", NULL, NULL, -1, TSL_MAX_PLAYERS - 1, -1,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  /**
   * TslGame:over:
   *
   * Whether the game has ended.
   */
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TslGame::action-applied:
   * @self: the game
   * @index: the log index of the action just applied
   *
   * Emitted after an action was applied and logged.
   */
  signals[SIGNAL_ACTION_APPLIED] =
    g_signal_new ("action-applied", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  /**
   * TslGame::undone:
   * @self: the game
   * @n_actions: how many actions the log holds now
   *
   * Emitted after the last action was taken back.
   */
  signals[SIGNAL_UNDONE] =
    g_signal_new ("undone", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tsl_game_init (TslGame *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  self->actions = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  self->texts = g_ptr_array_new_with_free_func (g_free);
}

/**
 * tsl_game_new:
 * @engine: the game's engine
 * @options: (nullable): the game's options as in a game file; %NULL for the defaults
 * @n_players: how many seats, within the engine's limits
 * @seed: the seed of every random outcome
 * @setup: (nullable): an explicit starting position; %NULL (or an empty
 *   object) to generate one from @seed
 * @error: return location for a #TSL_ERROR_INVALID_OPTION or #TSL_ERROR_INVALID_SETUP
 *
 * Starts a game with an empty action log.  The starting position is kept
 * explicitly (tsl_engine_setup_to_json()), and the state is built from that
 * explicit setup, so a saved and reloaded game is exactly the live one even
 * if the engine's board generation changes later.  Seats get translated
 * default names ("Player 1", ...), the rulebook's colours and a human
 * controller; change them with tsl_game_set_seat().
 *
 * Returns: (transfer full): the new game, or %NULL
 */
TslGame *
tsl_game_new (TslEngine  *engine,
              JsonObject *options,
              guint       n_players,
              guint64     seed,
              JsonNode   *setup,
              GError    **error)
{
  g_autoptr(TslGame) self = NULL;
  g_autoptr(JsonObject) normalized = NULL;
  const TslOptionSpec *specs;
  const char * const *colors;
  guint n_specs = 0;
  guint min_players, max_players;

  g_return_val_if_fail (TSL_IS_ENGINE (engine), NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  min_players = tsl_engine_get_min_players (engine);
  max_players = MIN (tsl_engine_get_max_players (engine), TSL_MAX_PLAYERS);
  if (n_players < min_players || n_players > max_players)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION,
                   /* Translators: the first %s is a game's name */
                   _("%s is played by %u to %u players, not %u"),
                   tsl_engine_get_name (engine), min_players, max_players, n_players);
      return NULL;
    }

  specs = tsl_engine_get_options (engine, &n_specs);
  normalized = tsl_options_normalize (specs, n_specs, options, error);
  if (normalized == NULL)
    return NULL;

  self = g_object_new (TSL_TYPE_GAME, NULL);
  self->engine = g_object_ref (engine);
  /* Members in the table's order, so that files are written the same way
   * whatever order they were read in. */
  self->options = json_object_new ();
  for (guint i = 0; i < n_specs; i++)
    json_object_set_member (self->options, specs[i].key,
                            json_node_copy (json_object_get_member (normalized, specs[i].key)));
  self->n_players = n_players;
  self->seed = seed;
  self->state_size = tsl_engine_get_state_size (engine);
  self->initial = g_malloc0 (self->state_size);
  self->state = g_malloc0 (self->state_size);
  self->before_last = g_malloc0 (self->state_size);
  self->scratch = g_malloc0 (self->state_size);

  /* An empty setup object (the contract's example shows "setup": { })
   * says nothing about the position: generate it, as when it is absent. */
  if (setup != NULL
      && (JSON_NODE_HOLDS_NULL (setup)
          || (JSON_NODE_HOLDS_OBJECT (setup) && json_object_get_size (json_node_get_object (setup)) == 0)))
    setup = NULL;

  if (!tsl_engine_init_state (engine, self->scratch, self->options, n_players, seed, setup, error))
    return NULL;

  /* Rebuild from the explicit setup: what is saved is what is played. */
  self->setup = tsl_engine_setup_to_json (engine, self->scratch);
  /* The game hands these out (transfer none) and shares them with the
   * trees tsl_game_to_json() builds: sealed, nobody can change them. */
  json_node_seal (self->setup);
  json_object_seal (self->options);
  if (!tsl_engine_init_state (engine, self->initial, self->options, n_players, seed,
                              self->setup, error))
    return NULL;
  memcpy (self->state, self->initial, self->state_size);
  self->notified_can_undo = FALSE;
  self->notified_actor = tsl_engine_get_actor (engine, self->state);
  self->notified_over = tsl_engine_is_over (engine, self->state);

  colors = tsl_engine_get_colors (engine);
  for (guint i = 0; i < n_players; i++)
    {
      /* Translators: the default name of a seat; %u counts from 1 */
      self->seats[i].name = g_strdup_printf (_("Player %u"), i + 1);
      self->seats[i].color = g_strdup (colors != NULL ? colors[i] : "");
      self->seats[i].controller = g_strdup ("human");
    }

  return g_steal_pointer (&self);
}

/* Whether @controller is "human" or "ai:KIND" with a kind the engine offers. */
gboolean
_tsl_game_check_seat (TslGame     *self,
                      const char  *controller,
                      GError     **error)
{
  const char * const *kinds;

  if (g_strcmp0 (controller, "human") == 0)
    return TRUE;
  if (controller != NULL && g_str_has_prefix (controller, "ai:"))
    {
      kinds = tsl_engine_get_ai_kinds (self->engine);
      if (kinds != NULL && g_strv_contains (kinds, controller + 3))
        return TRUE;
    }
  g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
               _("Unknown controller “%s”: expected “human” or “ai:” and a computer player of %s"),
               controller != NULL ? controller : "", tsl_engine_get_name (self->engine));
  return FALSE;
}

/**
 * tsl_game_set_seat:
 * @self: a game
 * @seat: a seat index
 * @name: (nullable): the player's name; %NULL keeps it
 * @color: (nullable): the player's colour; %NULL keeps it
 * @controller: (nullable): "human" or "ai:KIND"; %NULL keeps it
 *
 * Describes who sits at @seat.  It changes neither the state nor the log.
 * The texts must be valid UTF-8.
 */
void
tsl_game_set_seat (TslGame    *self,
                   guint       seat,
                   const char *name,
                   const char *color,
                   const char *controller)
{
  TslSeat *s;

  g_return_if_fail (TSL_IS_GAME (self));
  g_return_if_fail (seat < self->n_players);
  /* What is saved must load back: game files are UTF-8 text. */
  g_return_if_fail (name == NULL || g_utf8_validate (name, -1, NULL));
  g_return_if_fail (color == NULL || g_utf8_validate (color, -1, NULL));
  g_return_if_fail (controller == NULL || g_utf8_validate (controller, -1, NULL));

  s = &self->seats[seat];
  if (name != NULL && name != s->name)
    {
      g_free (s->name);
      s->name = g_strdup (name);
    }
  if (color != NULL && color != s->color)
    {
      g_free (s->color);
      s->color = g_strdup (color);
    }
  if (controller != NULL && controller != s->controller)
    {
      g_free (s->controller);
      s->controller = g_strdup (controller);
    }
}

/**
 * tsl_game_get_seat_name:
 * @self: a game
 * @seat: a seat index
 *
 * Returns: (transfer none): the player's name
 */
const char *
tsl_game_get_seat_name (TslGame *self,
                        guint    seat)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->seats[seat].name;
}

/**
 * tsl_game_get_seat_color:
 * @self: a game
 * @seat: a seat index
 *
 * Returns: (transfer none): the player's colour name ("red", ...)
 */
const char *
tsl_game_get_seat_color (TslGame *self,
                         guint    seat)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->seats[seat].color;
}

/**
 * tsl_game_get_seat_controller:
 * @self: a game
 * @seat: a seat index
 *
 * Returns: (transfer none): "human" or "ai:KIND"
 */
const char *
tsl_game_get_seat_controller (TslGame *self,
                              guint    seat)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (seat < self->n_players, NULL);
  return self->seats[seat].controller;
}

/**
 * tsl_game_get_engine:
 * @self: a game
 *
 * Returns: (transfer none): the game's engine
 */
TslEngine *
tsl_game_get_engine (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  return self->engine;
}

/**
 * tsl_game_get_n_players:
 * @self: a game
 *
 * Returns: the number of seats
 */
guint
tsl_game_get_n_players (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), 0);
  return self->n_players;
}

/**
 * tsl_game_get_seed:
 * @self: a game
 *
 * Returns: the seed of the game's random outcomes
 */
guint64
tsl_game_get_seed (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), 0);
  return self->seed;
}

/**
 * tsl_game_get_options:
 * @self: a game
 *
 * Returns: (transfer none): the normalized options, one member per option
 */
JsonObject *
tsl_game_get_options (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  return self->options;
}

/**
 * tsl_game_get_setup:
 * @self: a game
 *
 * Returns: (transfer none): the explicit starting position, as written in
 *   the game file's `setup`
 */
JsonNode *
tsl_game_get_setup (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  return self->setup;
}

/**
 * tsl_game_get_state:
 * @self: a game
 *
 * Returns: (transfer none): the engine's current state, valid until the game changes
 */
gconstpointer
tsl_game_get_state (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  return self->state;
}

/**
 * tsl_game_get_state_json:
 * @self: a game
 *
 * Returns: (transfer full): the current state as the contract's state JSON
 */
JsonNode *
tsl_game_get_state_json (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  return tsl_engine_state_to_json (self->engine, self->state);
}

/* A game ends unfinished once its log holds TSL_GAME_MAX_ACTIONS actions. */
static gboolean
log_is_full (TslGame *self)
{
  return self->moves->len >= TSL_GAME_MAX_ACTIONS;
}

/* Whether the log takes one more action; when not, @error says why. */
gboolean
_tsl_game_check_room (TslGame  *self,
                      GError  **error)
{
  if (!log_is_full (self))
    return TRUE;
  g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
               g_dngettext (GETTEXT_PACKAGE,
                            "The game is over: it has reached %u action, the most one game holds",
                            "The game is over: it has reached %u actions, the most one game holds",
                            TSL_GAME_MAX_ACTIONS),
               (guint) TSL_GAME_MAX_ACTIONS);
  return FALSE;
}

/**
 * tsl_game_get_actor:
 * @self: a game
 *
 * Returns: the seat that must act next, or -1 once the game is over
 */
gint
tsl_game_get_actor (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), -1);
  if (log_is_full (self))
    return -1;
  return tsl_engine_get_actor (self->engine, self->state);
}

/**
 * tsl_game_is_over:
 * @self: a game
 *
 * Returns: whether the game has ended
 */
gboolean
tsl_game_is_over (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), TRUE);
  return log_is_full (self) || tsl_engine_is_over (self->engine, self->state);
}

/**
 * tsl_game_get_n_actions:
 * @self: a game
 *
 * Returns: the length of the action log
 */
guint
tsl_game_get_n_actions (TslGame *self)
{
  g_return_val_if_fail (TSL_IS_GAME (self), 0);
  return self->moves->len;
}

/**
 * tsl_game_get_action:
 * @self: a game
 * @index: a log index
 *
 * Returns: (transfer none): the action as written in game files, with its
 *   `player` and recorded outcomes
 */
JsonObject *
tsl_game_get_action (TslGame *self,
                     guint    index)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->actions->len, NULL);
  return self->actions->pdata[index];
}

/**
 * tsl_game_get_move:
 * @self: a game
 * @index: a log index
 *
 * The typed twin of tsl_game_get_action(): the move as applied, with its
 * recorded outcomes, so that it replays exactly.
 *
 * Returns: (transfer none): the move at @index
 */
const TslMove *
tsl_game_get_move (TslGame *self,
                   guint    index)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->moves->len, NULL);
  return &g_array_index (self->moves, TslMove, index);
}

/**
 * tsl_game_get_action_text:
 * @self: a game
 * @index: a log index
 *
 * Returns: (transfer none): the action told as a sentence in the user's language
 */
const char *
tsl_game_get_action_text (TslGame *self,
                          guint    index)
{
  g_return_val_if_fail (TSL_IS_GAME (self), NULL);
  g_return_val_if_fail (index < self->texts->len, NULL);
  return self->texts->pdata[index];
}

/**
 * tsl_game_legal_moves:
 * @self: a game
 * @flags: what to leave out
 * @out: the list the moves are appended to
 *
 * Appends the legal moves of the seat that must act next.
 */
void
tsl_game_legal_moves (TslGame       *self,
                      TslLegalFlags  flags,
                      TslMoveList   *out)
{
  g_return_if_fail (TSL_IS_GAME (self));
  g_return_if_fail (out != NULL);

  if (tsl_engine_get_actor (self->engine, self->state) < 0)
    return;
  tsl_engine_legal_moves (self->engine, self->state, flags, out);
}

/**
 * tsl_game_legal_actions_json:
 * @self: a game
 *
 * Lists the legal actions of whoever must act next as action objects
 * (with `player`) that can be appended to a game file.  Outcomes are left
 * out: they are drawn when the action is applied.
 *
 * Returns: (transfer full): a JSON array, empty once the game is over
 */
JsonArray *
tsl_game_legal_actions_json (TslGame *self)
{
  JsonArray *array;
  TslMoveList list;
  gint actor;

  g_return_val_if_fail (TSL_IS_GAME (self), NULL);

  array = json_array_new ();
  actor = tsl_game_get_actor (self);
  if (actor < 0)
    return array;

  tsl_move_list_init (&list);
  tsl_engine_legal_moves (self->engine, self->state, TSL_LEGAL_DEFAULT, &list);
  for (guint i = 0; i < list.len; i++)
    {
      JsonObject *action;

      list.moves[i].player = (gint8) actor;
      action = tsl_engine_move_to_json (self->engine, self->state, &list.moves[i]);
      json_object_set_int_member (action, "player", actor);
      json_array_add_object_element (array, action);
    }
  tsl_move_list_clear (&list);
  return array;
}

char **
_tsl_game_dup_player_names (TslGame *self)
{
  char **names = g_new0 (char *, self->n_players + 1);

  for (guint i = 0; i < self->n_players; i++)
    names[i] = g_strdup (self->seats[i].name);
  return names;
}

/**
 * tsl_game_apply_move:
 * @self: a game
 * @move: (inout): the move, with @move->player set to the seat that sends it;
 *   outcomes it does not carry are drawn and written into it
 * @error: return location for a #TSL_ERROR_INVALID_MOVE
 *
 * Applies @move and logs it.  Outcomes come from the stream of the action's
 * log index.  On error nothing changes.
 *
 * Returns: %TRUE if the move was applied
 */
gboolean
tsl_game_apply_move (TslGame  *self,
                     TslMove  *move,
                     GError  **error)
{
  guint index;
  TslRng rng;
  JsonObject *action;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (move->player < 0 || (guint) move->player >= self->n_players)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   _("There is no seat %d in this game"), move->player);
      return FALSE;
    }
  if (self->following)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                           _("This game is played at a network table: its server applies the moves"));
      return FALSE;
    }
  if (!_tsl_game_check_room (self, error))
    return FALSE;
  if (tsl_engine_is_over (self->engine, self->state))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, _("The game is over"));
      return FALSE;
    }

  /* Tried on a copy, so that even a careless engine cannot half-apply. */
  index = self->moves->len;
  tsl_rng_init (&rng, self->seed, index);
  memcpy (self->scratch, self->state, self->state_size);
  if (!tsl_engine_apply_move (self->engine, self->scratch, move, &rng, error))
    return FALSE;

  action = tsl_engine_move_to_json (self->engine, self->state, move);
  json_object_set_int_member (action, "player", move->player);
  _tsl_game_log (self, move, action);
  return TRUE;
}

/* Logs @move (its JSON @action, taken) as the step from self->state to the
 * state in self->scratch, which becomes the current one. */
void
_tsl_game_log (TslGame       *self,
               const TslMove *move,
               JsonObject    *action)
{
  g_auto(GStrv) names = _tsl_game_dup_player_names (self);
  guint index = self->moves->len;
  guint8 *tmp;

  g_ptr_array_add (self->texts,
                   tsl_engine_describe_move (self->engine, self->state, self->scratch, move,
                                             (const char * const *) names));
  json_object_seal (action);
  g_ptr_array_add (self->actions, action);
  g_array_append_val (self->moves, *move);

  tmp = self->before_last;
  self->before_last = self->state;
  self->state = self->scratch;
  self->scratch = tmp;
  self->generation++;

  g_signal_emit (self, signals[SIGNAL_ACTION_APPLIED], 0, index);
  _tsl_game_notify_changes (self);
}

/* Reads the seat of an action: an integer naming a seat of this game. */
static gboolean
read_action_player (TslGame    *self,
                    JsonObject *action,
                    gint       *player,
                    GError    **error)
{
  JsonNode *node = json_object_get_member (action, "player");
  gint64 value;

  if (!tsl_json_node_int (node, G_MININT64, G_MAXINT64, &value))
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The action has no “player” seat number"));
      return FALSE;
    }
  if (value < 0 || value >= self->n_players)
    {
      g_autofree char *text = g_strdup_printf ("%" G_GINT64_FORMAT, value);

      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("There is no seat %s in this game"), text);
      return FALSE;
    }
  *player = (gint) value;
  return TRUE;
}

/**
 * tsl_game_move_from_json:
 * @self: a game
 * @action: an action object as in a game file, with `player` and `type`
 * @move: (out caller-allocates): the move it stands for in the current state
 * @error: return location for a #TSL_ERROR_PARSE
 *
 * Returns: %TRUE if @action is well-formed (legal or not)
 */
gboolean
tsl_game_move_from_json (TslGame    *self,
                         JsonObject *action,
                         TslMove    *move,
                         GError    **error)
{
  gint player;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  g_return_val_if_fail (action != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (tsl_json_string_member (action, "type") == NULL)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("The action has no “type”"));
      return FALSE;
    }
  if (!read_action_player (self, action, &player, error))
    return FALSE;

  memset (move, 0, sizeof *move);
  if (!tsl_engine_move_from_json (self->engine, self->state, action, move, error))
    return FALSE;
  move->player = (gint8) player;
  return TRUE;
}

/**
 * tsl_game_apply_json:
 * @self: a game
 * @action: an action object as in a game file, with `player` and `type`
 * @error: return location for a #TSL_ERROR_PARSE (malformed action) or a
 *   #TSL_ERROR_INVALID_MOVE (well-formed but not allowed now)
 *
 * Reads @action and applies it like tsl_game_apply_move().  On error
 * nothing changes.
 *
 * Returns: %TRUE if the action was applied
 */
gboolean
tsl_game_apply_json (TslGame    *self,
                     JsonObject *action,
                     GError    **error)
{
  TslMove move;

  g_return_val_if_fail (TSL_IS_GAME (self), FALSE);
  if (!tsl_game_move_from_json (self, action, &move, error))
    return FALSE;
  return tsl_game_apply_move (self, &move, error);
}

