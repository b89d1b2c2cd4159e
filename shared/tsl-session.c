/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tsl-error.h"
#include "tsl-session.h"

/*
 * TslSession: a game being played, in the window or at a network table
 * (shared/net/tsl-net-table.c), or one seat of a network table played in
 * the window (tsl_session_new_remote()).  It owns the TslGame and
 * the computer players of its seats and plays their moves off the main
 * thread (tsl_game_choose_move_async()), one at a time, after a pause of
 * "pace" milliseconds so that people can follow.  It also autosaves after
 * every turn.  Views only read the game and send human actions through it.
 */
struct _TslSession
{
  GObject       parent_instance;

  TslGame      *game;
  TslAi        *ais[TSL_MAX_PLAYERS];
  guint         pace;
  gint          thinking_seat;
  guint         timeout_id;
  GCancellable *cancellable;
  char         *autosave_path;
  char         *autosave_failure;   /* why the last autosave failed, NULL when it worked */
  guint         last_turn;
  gboolean      started;
  /* The move being applied as it was chosen, before the game drew its
   * outcomes, and the log index it gets: what a server may tell the seats
   * that must not learn the outcomes. */
  TslMove       chosen;
  guint         chosen_index;
  /* At a network table (tsl_session_new_remote()): the one seat played
   * here, where its moves go, and whether one is on its way. */
  gint          remote_seat;
  TslSessionSendFunc send;
  gpointer      send_data;
  GDestroyNotify send_destroy;
  gboolean      sending;
};

G_DEFINE_FINAL_TYPE (TslSession, tsl_session, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_GAME,
  PROP_PACE,
  PROP_THINKING_SEAT,
  PROP_AUTOSAVE_FAILURE,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void schedule (TslSession *self);

static void
set_thinking_seat (TslSession *self,
                   gint        seat)
{
  if (self->thinking_seat == seat)
    return;
  self->thinking_seat = seat;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THINKING_SEAT]);
}

static void
cancel_pending (TslSession *self)
{
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  if (self->cancellable != NULL)
    {
      g_cancellable_cancel (self->cancellable);
      g_clear_object (&self->cancellable);
    }
  set_thinking_seat (self, -1);
}

/* A move of the seat played here at a network table: checked on a copy of
 * the seat's view (so that a wrong click gets the engine's reason at
 * once) and sent; the server's update applies it. */
static gboolean
send_move (TslSession  *self,
           TslMove     *move,
           GError     **error)
{
  TslEngine *engine = tsl_game_get_engine (self->game);
  g_autofree gpointer scratch = NULL;
  TslMove tried = *move;
  TslRng rng;

  if (move->player != self->remote_seat || tsl_game_get_actor (self->game) != self->remote_seat)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, _("It is not your turn"));
      return FALSE;
    }
  if (self->sending)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                           _("The server has not answered your last move yet"));
      return FALSE;
    }
  scratch = tsl_engine_state_dup (engine, tsl_game_get_state (self->game));
  tsl_rng_init (&rng, tsl_game_get_n_actions (self->game), 0);
  if (!tsl_engine_apply_move (engine, scratch, &tried, &rng, error))
    return FALSE;
  self->sending = TRUE;
  self->send (self, move, self->send_data);
  return TRUE;
}

static gboolean
apply_move (TslSession  *self,
            TslMove     *move,
            GError     **error)
{
  if (self->send != NULL)
    return send_move (self, move, error);
  self->chosen = *move;
  self->chosen_index = tsl_game_get_n_actions (self->game);
  return tsl_game_apply_move (self->game, move, error);
}

static void
move_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(TslSession) self = user_data;
  g_autoptr(GError) error = NULL;
  TslMove move;

  if (!tsl_game_choose_move_finish (TSL_GAME (source), result, &move, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("A computer player could not move: %s", error->message);
      return;
    }
  g_clear_object (&self->cancellable);
  set_thinking_seat (self, -1);

  if (!apply_move (self, &move, &error))
    g_warning ("A computer player chose an illegal move: %s", error->message);
  /* "action-applied" schedules the next computer move. */
}

static gboolean
think_timeout_cb (gpointer user_data)
{
  TslSession *self = user_data;
  gint actor = tsl_game_get_actor (self->game);

  self->timeout_id = 0;
  if (actor < 0 || self->ais[actor] == NULL)
    {
      set_thinking_seat (self, -1);
      return G_SOURCE_REMOVE;
    }

  self->cancellable = g_cancellable_new ();
  tsl_game_choose_move_async (self->game, self->ais[actor], self->cancellable,
                              move_chosen_cb, g_object_ref (self));
  return G_SOURCE_REMOVE;
}

static void
schedule (TslSession *self)
{
  gint actor;

  if (!self->started || self->timeout_id != 0 || self->cancellable != NULL)
    return;
  if (tsl_game_is_over (self->game))
    return;
  actor = tsl_game_get_actor (self->game);
  if (actor < 0 || actor >= TSL_MAX_PLAYERS || self->ais[actor] == NULL)
    return;

  set_thinking_seat (self, actor);
  self->timeout_id = g_timeout_add (self->pace, think_timeout_cb, self);
}

static guint
current_turn (TslSession *self)
{
  return tsl_engine_get_turn (tsl_game_get_engine (self->game), tsl_game_get_state (self->game));
}

static void
action_applied_cb (TslGame    *game,
                   guint       index,
                   TslSession *self)
{
  guint turn = current_turn (self);

  self->sending = FALSE;
  if (turn != self->last_turn || tsl_game_is_over (game))
    {
      self->last_turn = turn;
      /* A failure is shown once (autosave-failure), not logged every turn. */
      tsl_session_autosave (self, NULL);
    }
  schedule (self);
}

static void
tsl_session_dispose (GObject *object)
{
  TslSession *self = TSL_SESSION (object);

  cancel_pending (self);
  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->game);
  for (guint i = 0; i < TSL_MAX_PLAYERS; i++)
    g_clear_object (&self->ais[i]);
  if (self->send_destroy != NULL)
    g_clear_pointer (&self->send_data, self->send_destroy);
  self->send = NULL;
  G_OBJECT_CLASS (tsl_session_parent_class)->dispose (object);
}

static void
tsl_session_finalize (GObject *object)
{
  TslSession *self = TSL_SESSION (object);

  g_clear_pointer (&self->autosave_path, g_free);
  g_clear_pointer (&self->autosave_failure, g_free);
  G_OBJECT_CLASS (tsl_session_parent_class)->finalize (object);
}

static void
tsl_session_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  TslSession *self = TSL_SESSION (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_PACE:
      g_value_set_uint (value, self->pace);
      break;
    case PROP_THINKING_SEAT:
      g_value_set_int (value, self->thinking_seat);
      break;
    case PROP_AUTOSAVE_FAILURE:
      g_value_set_string (value, self->autosave_failure);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_session_set_property (GObject      *object,
                          guint         prop_id,
                          const GValue *value,
                          GParamSpec   *pspec)
{
  TslSession *self = TSL_SESSION (object);

  switch (prop_id)
    {
    case PROP_PACE:
      tsl_session_set_pace (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_session_class_init (TslSessionClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_session_dispose;
  object_class->finalize = tsl_session_finalize;
  object_class->get_property = tsl_session_get_property;
  object_class->set_property = tsl_session_set_property;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, TSL_TYPE_GAME,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PACE] =
    g_param_spec_uint ("pace", NULL, NULL, 0, 10000, 600,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_THINKING_SEAT] =
    g_param_spec_int ("thinking-seat", NULL, NULL, -1, TSL_MAX_PLAYERS, -1,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  /* Why autosaving fails, NULL while it works: notified when it starts or
   * stops failing, not at every failed turn. */
  properties[PROP_AUTOSAVE_FAILURE] =
    g_param_spec_string ("autosave-failure", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
tsl_session_init (TslSession *self)
{
  self->pace = 600;
  self->thinking_seat = -1;
  self->chosen_index = G_MAXUINT;
  self->remote_seat = -1;
}

/**
 * tsl_session_new:
 * @game: a game whose seats say who plays them ("human" or "ai:KIND")
 *
 * Returns: (transfer full): a session, or %NULL when a seat names a
 *   computer player the game does not have
 */
TslSession *
tsl_session_new (TslGame  *game,
                 GError  **error)
{
  g_autoptr(TslSession) self = NULL;
  TslEngine *engine;

  g_return_val_if_fail (TSL_IS_GAME (game), NULL);

  self = g_object_new (TSL_TYPE_SESSION, NULL);
  self->game = g_object_ref (game);
  engine = tsl_game_get_engine (game);

  for (guint seat = 0; seat < tsl_game_get_n_players (game) && seat < TSL_MAX_PLAYERS; seat++)
    {
      const char *controller = tsl_game_get_seat_controller (game, seat);

      if (controller != NULL && g_str_has_prefix (controller, "ai:"))
        {
          self->ais[seat] = tsl_engine_create_ai (engine, controller + 3, error);
          if (self->ais[seat] == NULL)
            return NULL;
        }
    }

  self->last_turn = current_turn (self);
  g_signal_connect (game, "action-applied", G_CALLBACK (action_applied_cb), self);
  return g_steal_pointer (&self);
}

/**
 * tsl_session_new_remote:
 * @game: a following game (tsl_game_new_following()): one seat's view of
 *   a network table
 * @seat: the seat played here
 * @send: called with each move of @seat that the view allows, to send it
 *   to the server; the server's update then logs it in @game
 * @user_data: for @send
 * @destroy: (nullable): frees @user_data with the session
 *
 * A session of one person at a network table.  The other seats are
 * played elsewhere (people or the server's computer players), so none is
 * played here; nothing is autosaved (the server saves) and nothing is
 * taken back.
 *
 * Returns: (transfer full): a session
 */
TslSession *
tsl_session_new_remote (TslGame           *game,
                        gint               seat,
                        TslSessionSendFunc send,
                        gpointer           user_data,
                        GDestroyNotify     destroy)
{
  TslSession *self;

  g_return_val_if_fail (TSL_IS_GAME (game) && tsl_game_is_following (game), NULL);
  g_return_val_if_fail (seat >= 0 && seat < (gint) tsl_game_get_n_players (game), NULL);
  g_return_val_if_fail (send != NULL, NULL);

  self = g_object_new (TSL_TYPE_SESSION, NULL);
  self->game = g_object_ref (game);
  self->remote_seat = seat;
  self->send = send;
  self->send_data = user_data;
  self->send_destroy = destroy;
  self->last_turn = current_turn (self);
  g_signal_connect (game, "action-applied", G_CALLBACK (action_applied_cb), self);
  return self;
}

/**
 * tsl_session_get_remote_seat:
 *
 * Returns: the seat played here at a network table, or -1 when the whole
 *   game is played here
 */
gint
tsl_session_get_remote_seat (TslSession *self)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), -1);
  return self->remote_seat;
}

/**
 * tsl_session_move_refused:
 *
 * The server refused the move sent last (the position changed meanwhile):
 * the seat may move again.
 */
void
tsl_session_move_refused (TslSession *self)
{
  g_return_if_fail (TSL_IS_SESSION (self));
  self->sending = FALSE;
}

TslGame *
tsl_session_get_game (TslSession *self)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), NULL);
  return self->game;
}

gboolean
tsl_session_is_human (TslSession *self,
                      gint        seat)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);
  if (self->remote_seat >= 0)
    return seat == self->remote_seat;
  return seat >= 0 && seat < (gint) tsl_game_get_n_players (self->game)
         && self->ais[seat] == NULL;
}

guint
tsl_session_count_humans (TslSession *self)
{
  guint n = 0;

  g_return_val_if_fail (TSL_IS_SESSION (self), 0);
  if (self->remote_seat >= 0)
    return 1;
  for (guint seat = 0; seat < tsl_game_get_n_players (self->game); seat++)
    n += self->ais[seat] == NULL;
  return n;
}

/**
 * tsl_session_set_seat_ai:
 * @seat: a seat of the game
 * @kind: (nullable): a computer player of the game's tsl_engine_get_ai_kinds(),
 *   or %NULL to give the seat back to a person
 *
 * Changes who plays @seat from now on: a network table hands the seat of a
 * player who lost the connection to a computer player, and gives it back
 * when the player returns.  A computer player thinking for @seat stops.
 *
 * Returns: %FALSE when the game has no computer player @kind
 */
gboolean
tsl_session_set_seat_ai (TslSession  *self,
                         gint         seat,
                         const char  *kind,
                         GError     **error)
{
  TslAi *ai = NULL;

  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);
  g_return_val_if_fail (seat >= 0 && seat < (gint) tsl_game_get_n_players (self->game), FALSE);
  if (kind != NULL)
    {
      ai = tsl_engine_create_ai (tsl_game_get_engine (self->game), kind, error);
      if (ai == NULL)
        return FALSE;
    }
  /* Only a move being chosen for this seat is stale; another computer
   * seat's thinking goes on. */
  if (self->thinking_seat == seat)
    cancel_pending (self);
  g_clear_object (&self->ais[seat]);
  self->ais[seat] = ai;
  schedule (self);
  return TRUE;
}

gint
tsl_session_get_thinking_seat (TslSession *self)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), -1);
  return self->thinking_seat;
}

void
tsl_session_set_pace (TslSession *self,
                      guint       pace_ms)
{
  g_return_if_fail (TSL_IS_SESSION (self));
  if (self->pace == pace_ms)
    return;
  self->pace = pace_ms;
  /* A computer player waiting for its turn waits the new time. */
  if (self->timeout_id != 0)
    {
      g_clear_handle_id (&self->timeout_id, g_source_remove);
      self->timeout_id = g_timeout_add (self->pace, think_timeout_cb, self);
    }
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PACE]);
}

guint
tsl_session_get_pace (TslSession *self)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), 0);
  return self->pace;
}

void
tsl_session_set_autosave_path (TslSession *self,
                               const char *path)
{
  g_return_if_fail (TSL_IS_SESSION (self));
  g_free (self->autosave_path);
  self->autosave_path = g_strdup (path);
}

/**
 * tsl_session_start:
 *
 * Lets computer players move.  Views call it once they show the game, so
 * the first computer move is seen.
 */
void
tsl_session_start (TslSession *self)
{
  g_return_if_fail (TSL_IS_SESSION (self));
  self->started = TRUE;
  schedule (self);
}

/**
 * tsl_session_apply_json:
 * @action: an action of the engine contract, sent by a human seat
 *
 * Returns: %TRUE if it was legal and applied; otherwise @error says why and
 *   nothing changed
 */
gboolean
tsl_session_apply_json (TslSession  *self,
                        JsonObject  *action,
                        GError     **error)
{
  TslMove move;

  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  if (!tsl_game_move_from_json (self->game, action, &move, error))
    return FALSE;
  return apply_move (self, &move, error);
}

/**
 * tsl_session_apply_move:
 * @move: a move of the engine, sent by a human seat
 *
 * Returns: %TRUE if it was legal and applied; otherwise @error says why and
 *   nothing changed
 */
gboolean
tsl_session_apply_move (TslSession  *self,
                        TslMove     *move,
                        GError     **error)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);
  return apply_move (self, move, error);
}

/**
 * tsl_session_get_chosen_move:
 * @index: a log index
 *
 * The move logged at @index as it was chosen, before the game drew its
 * random outcomes (the dice, the card bought, the resource stolen), when
 * it went through this session.  A server sends this to the seats, so
 * that no hidden outcome travels with the action.
 *
 * Returns: (nullable): the move, or %NULL when @index was not the last
 *   move applied through the session
 */
const TslMove *
tsl_session_get_chosen_move (TslSession *self,
                             guint       index)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), NULL);
  if (index != self->chosen_index || index >= tsl_game_get_n_actions (self->game))
    return NULL;
  return &self->chosen;
}

gboolean
tsl_session_can_undo (TslSession *self)
{
  guint n, undoable;

  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);

  /* Undo goes back to a person's decision (see tsl_session_undo()); when
   * none is within reach it would only replay the computer's moves, and
   * the button must say so by being disabled (tour D25). */
  if (!tsl_game_can_undo (self->game))
    return FALSE;
  n = tsl_game_get_n_actions (self->game);
  undoable = tsl_game_count_undoable (self->game);
  for (guint i = n; i > n - undoable; i--)
    if (tsl_session_is_human (self, tsl_game_get_move (self->game, i - 1)->player))
      return TRUE;
  return FALSE;
}

/**
 * tsl_session_undo:
 *
 * Takes back the last action, and the computer moves after the last human
 * one, so that a human decides again (otherwise the computer would at
 * once replay what was undone).
 */
gboolean
tsl_session_undo (TslSession  *self,
                  GError     **error)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);

  cancel_pending (self);
  do
    {
      if (!tsl_game_undo (self->game, error))
        {
          schedule (self);
          return FALSE;
        }
    }
  while (!tsl_session_is_human (self, tsl_game_get_actor (self->game))
         && tsl_game_can_undo (self->game));

  self->last_turn = current_turn (self);
  schedule (self);
  return TRUE;
}

static gboolean
autosave (TslSession  *self,
          GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (self->autosave_path);

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved_errno = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved_errno),
                   _("Could not create the folder “%s”: %s"), dir, g_strerror (saved_errno));
      return FALSE;
    }
  return tsl_game_save (self->game, self->autosave_path, error);
}

/**
 * tsl_session_autosave:
 *
 * Saves the game atomically to the autosave path, if there is one.  When
 * it starts failing, #TslSession:autosave-failure says why (and the log,
 * once); when it works again, the property is cleared.
 */
gboolean
tsl_session_autosave (TslSession  *self,
                      GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  gboolean failing;

  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);
  if (self->autosave_path == NULL)
    return TRUE;

  failing = !autosave (self, &local_error);
  if (failing != (self->autosave_failure != NULL))
    {
      g_free (self->autosave_failure);
      self->autosave_failure = failing ? g_strdup (local_error->message) : NULL;
      if (failing)
        g_warning ("Autosave failed: %s", local_error->message);
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOSAVE_FAILURE]);
    }
  if (failing)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return !failing;
}

/**
 * tsl_session_get_autosave_failure:
 *
 * Returns: (nullable): why autosaving fails, %NULL while it works
 */
const char *
tsl_session_get_autosave_failure (TslSession *self)
{
  g_return_val_if_fail (TSL_IS_SESSION (self), NULL);
  return self->autosave_failure;
}

/* The hint: what the game's strongest computer player would do for the
 * person who must act.  It thinks off the main thread like the computer
 * seats, on that seat's view, with a player of its own made for each
 * request, so that a cancelled hint still thinking never shares it. */

typedef struct
{
  TslAi   *ai;
  gint     seat;
  TslMove  move;   /* the chosen move, for the board to show */
} HintData;

static void
hint_data_free (gpointer data)
{
  HintData *d = data;

  g_clear_object (&d->ai);
  g_free (d);
}

/* In words, without any outcome: the hint is given before the dice are
 * rolled or the card is drawn, and must not show a guess as a fact. */
static char *
describe_hint (TslSession    *self,
               gint           seat,
               const TslMove *move)
{
  g_assert (move->player == seat);
  return tsl_game_describe_hint (self->game, move);
}

static void
hint_chosen_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(GTask) task = user_data;
  TslSession *self = g_task_get_source_object (task);
  HintData *d = g_task_get_task_data (task);
  GError *error = NULL;
  TslMove move;

  if (!tsl_game_choose_move_finish (TSL_GAME (source), result, &move, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  d->move = move;
  g_task_return_pointer (task, describe_hint (self, d->seat, &move), g_free);
}

/**
 * tsl_session_gives_hints:
 *
 * Returns: whether the game has a computer player that thinks: a hint
 *   from the random player, the only one of some games, would be no
 *   advice at all
 */
gboolean
tsl_session_gives_hints (TslSession *self)
{
  const char * const *kinds;

  g_return_val_if_fail (TSL_IS_SESSION (self), FALSE);
  kinds = tsl_engine_get_ai_kinds (tsl_game_get_engine (self->game));
  return g_strcmp0 (kinds[g_strv_length ((GStrv) kinds) - 1], "random") != 0;
}

/**
 * tsl_session_hint_async:
 * @cancellable: (nullable): stops the thinking
 *
 * Asks the game's strongest computer player, in a worker thread, what the
 * person who must act now should do.  It sees only that seat's view.  The
 * game is not changed.  Finish with tsl_session_hint_finish().
 */
void
tsl_session_hint_async (TslSession         *self,
                        GCancellable       *cancellable,
                        GAsyncReadyCallback callback,
                        gpointer            user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(GError) error = NULL;
  TslEngine *engine;
  const char * const *kinds;
  HintData *d;
  gint actor;

  g_return_if_fail (TSL_IS_SESSION (self));

  task = g_task_new (self, cancellable, callback, user_data);
  g_task_set_source_tag (task, tsl_session_hint_async);
  actor = tsl_game_get_actor (self->game);
  if (!tsl_session_is_human (self, actor))
    {
      g_task_return_new_error (task, TSL_ERROR, TSL_ERROR_FAILED, "%s",
                               _("Nobody at this computer has to act now"));
      return;
    }
  engine = tsl_game_get_engine (self->game);
  kinds = tsl_engine_get_ai_kinds (engine);
  d = g_new0 (HintData, 1);
  d->seat = actor;
  d->ai = tsl_engine_create_ai (engine, kinds[g_strv_length ((GStrv) kinds) - 1], &error);
  g_task_set_task_data (task, d, hint_data_free);
  if (d->ai == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  tsl_game_choose_move_async (self->game, d->ai, cancellable, hint_chosen_cb,
                              g_steal_pointer (&task));
}

/**
 * tsl_session_hint_finish:
 * @move: (out caller-allocates) (optional): the move the hint advises,
 *   for the game's view to show on the board
 *
 * Returns: (transfer full): the hint as a translated sentence, or %NULL
 *   with @error set (cancelled, the game changed meanwhile, nobody here
 *   has to act)
 */
char *
tsl_session_hint_finish (TslSession   *self,
                         GAsyncResult *result,
                         TslMove      *move,
                         GError      **error)
{
  char *text;

  g_return_val_if_fail (TSL_IS_SESSION (self), NULL);
  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  text = g_task_propagate_pointer (G_TASK (result), error);
  if (text != NULL && move != NULL)
    *move = ((HintData *) g_task_get_task_data (G_TASK (result)))->move;
  return text;
}
