/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-net-protocol.h"
#include "tsl-net-table.h"
#include "tsl-net-view.h"

/*
 * TslNetTable: one game a server hosts, and who sits at it.  A seat is
 * either open (a person or a program joins it over the network and gets a
 * secret token to come back with) or a computer player the server runs
 * itself through the table's TslSession.  The host (who created the table)
 * may hand an open seat whose player has gone to a computer player until
 * the player returns.  Spectators watch the public view.  The table holds
 * the only real state: it draws the seed, checks every move and sends each
 * seat its own view after every change (docs/protocol.md).
 */

typedef struct
{
  char                    *controller;  /* "open" or "ai:KIND" */
  char                    *name;
  char                    *token;       /* NULL until someone joins */
  SoupWebsocketConnection *connection;  /* NULL while away */
  gint64                   lost_at;     /* monotonic µs the connection was lost */
  char                    *handed_to;   /* the computer player's kind meanwhile */
} Seat;

struct _TslNetTable
{
  GObject      parent_instance;

  char        *id;
  TslGame     *game;
  TslSession  *session;
  char        *fingerprint;
  char        *autosave_path;
  guint64      view_key;
  guint        n_seats;
  Seat         seats[TSL_MAX_PLAYERS];
  char        *host_token;   /* NULL for a table nobody created over the network */
  GPtrArray   *spectators;   /* SoupWebsocketConnection */
  gboolean     started;
  /* The state before the last action, for move_to_json() of it. */
  gpointer     previous;
  gint64       sent_at;   /* monotonic µs the last action's update was sent */
};

G_DEFINE_FINAL_TYPE (TslNetTable, tsl_net_table, G_TYPE_OBJECT)

static void
tsl_net_table_dispose (GObject *object)
{
  TslNetTable *self = TSL_NET_TABLE (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
  for (guint i = 0; i < self->n_seats; i++)
    g_clear_object (&self->seats[i].connection);
  /* Emptied, not freed: a spectator's connection may still close later. */
  g_ptr_array_set_size (self->spectators, 0);
  G_OBJECT_CLASS (tsl_net_table_parent_class)->dispose (object);
}

static void
tsl_net_table_finalize (GObject *object)
{
  TslNetTable *self = TSL_NET_TABLE (object);

  for (guint i = 0; i < self->n_seats; i++)
    {
      g_free (self->seats[i].controller);
      g_free (self->seats[i].name);
      g_free (self->seats[i].token);
      g_free (self->seats[i].handed_to);
    }
  g_free (self->host_token);
  g_ptr_array_unref (self->spectators);
  g_free (self->id);
  g_free (self->fingerprint);
  g_free (self->autosave_path);
  g_free (self->previous);
  G_OBJECT_CLASS (tsl_net_table_parent_class)->finalize (object);
}

static void
tsl_net_table_class_init (TslNetTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_net_table_dispose;
  object_class->finalize = tsl_net_table_finalize;
}

static void
tsl_net_table_init (TslNetTable *self)
{
  self->spectators = g_ptr_array_new_with_free_func (g_object_unref);
}

static JsonArray *
seats_to_json (TslNetTable *self)
{
  JsonArray *seats = json_array_new ();

  for (guint i = 0; i < self->n_seats; i++)
    {
      JsonObject *seat = json_object_new ();

      json_object_set_string_member (seat, "controller", self->seats[i].controller);
      if (self->seats[i].name != NULL)
        json_object_set_string_member (seat, "name", self->seats[i].name);
      else
        json_object_set_null_member (seat, "name");
      json_object_set_boolean_member (seat, "taken", self->seats[i].token != NULL);
      json_object_set_boolean_member (seat, "connected", self->seats[i].connection != NULL);
      if (self->seats[i].handed_to != NULL)
        json_object_set_string_member (seat, "handed_over", self->seats[i].handed_to);
      else
        json_object_set_null_member (seat, "handed_over");
      json_array_add_object_element (seats, seat);
    }
  return seats;
}

/* What one seat may know now, with the action that led there as the seat
 * may know it: as chosen, with those outcomes the seat saw (the dice). */
static JsonObject *
update_for_seat (TslNetTable   *self,
                 gint           seat,
                 const TslMove *chosen,
                 gconstpointer  before)
{
  TslEngine *engine = tsl_game_get_engine (self->game);
  JsonObject *message = tsl_net_message_new ("update");
  guint n_actions = tsl_game_get_n_actions (self->game);
  g_autofree gpointer view = tsl_net_view_redact (engine, tsl_game_get_state (self->game), seat,
                                                  self->view_key, n_actions);
  gint actor = tsl_game_get_actor (self->game);
  guint32 winners = tsl_game_is_over (self->game) ? tsl_engine_get_winners (engine, tsl_game_get_state (self->game)) : 0;
  JsonArray *winner_list = json_array_new ();

  json_object_set_string_member (message, "table", self->id);
  json_object_set_int_member (message, "seq", n_actions);
  json_object_set_int_member (message, "seat", seat);
  if (chosen != NULL)
    {
      json_object_set_object_member (message, "action",
                                     tsl_engine_action_for_seat (engine, before, chosen,
                                                                 tsl_game_get_move (self->game, n_actions - 1),
                                                                 (gint) seat));
      json_object_set_int_member (message, "by", chosen->player);
    }
  json_object_set_int_member (message, "to_act", actor);
  json_object_set_boolean_member (message, "over", tsl_game_is_over (self->game));
  for (guint i = 0; i < self->n_seats; i++)
    if (winners & (1u << i))
      json_array_add_int_element (winner_list, i);
  json_object_set_array_member (message, "winners", winner_list);
  json_object_set_array_member (message, "seats", seats_to_json (self));
  json_object_set_member (message, "state", tsl_engine_state_to_json (engine, view));
  json_object_set_object_member (message, "view", tsl_net_view_to_json (engine, view, self->fingerprint));
  if (seat >= 0 && actor == seat)
    json_object_set_array_member (message, "legal", tsl_game_legal_actions_json (self->game));
  return message;
}

static void
send_update (TslNetTable   *self,
             guint          seat,
             const TslMove *chosen,
             gconstpointer  before)
{
  g_autoptr(JsonObject) message = NULL;

  if (self->seats[seat].connection == NULL)
    return;
  message = update_for_seat (self, (gint) seat, chosen, before);
  tsl_net_send (self->seats[seat].connection, message);
}

/* The public view, made once for all the spectators. */
static void
send_public_update (TslNetTable   *self,
                    const TslMove *chosen,
                    gconstpointer  before)
{
  g_autoptr(JsonObject) message = NULL;

  if (self->spectators->len == 0)
    return;
  message = update_for_seat (self, -1, chosen, before);
  for (guint i = 0; i < self->spectators->len; i++)
    tsl_net_send (self->spectators->pdata[i], message);
}

/* To the seats and the spectators. */
static void
broadcast (TslNetTable *self,
           JsonObject  *message)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].connection != NULL)
      tsl_net_send (self->seats[i].connection, message);
  for (guint i = 0; i < self->spectators->len; i++)
    tsl_net_send (self->spectators->pdata[i], message);
}

static void
action_applied_cb (TslGame     *game,
                   guint        index,
                   TslNetTable *self)
{
  TslEngine *engine = tsl_game_get_engine (game);
  const TslMove *chosen = tsl_session_get_chosen_move (self->session, index);

  /* Every move goes through the session; one that did not would be sent
   * without its action rather than with its outcomes. */
  for (guint seat = 0; seat < self->n_seats; seat++)
    send_update (self, seat, chosen, self->previous);
  send_public_update (self, chosen, self->previous);
  self->sent_at = g_get_monotonic_time ();
  g_free (self->previous);
  self->previous = tsl_engine_state_dup (engine, tsl_game_get_state (game));
}

/* Seats @game (its seats named by @seats) at a new table. */
static TslNetTable *
table_new (const char         *id,
           TslGame            *game,
           const char * const *seats,
           const char         *autosave_dir,
           GError            **error)
{
  g_autoptr(TslNetTable) self = g_object_new (TSL_TYPE_NET_TABLE, NULL);
  TslEngine *engine = tsl_game_get_engine (game);

  self->id = g_strdup (id);
  self->n_seats = tsl_game_get_n_players (game);
  self->view_key = tsl_net_random_seed ();
  self->fingerprint = tsl_net_view_fingerprint (engine);
  self->game = g_object_ref (game);
  for (guint i = 0; i < self->n_seats; i++)
    {
      gboolean open = g_str_equal (seats[i], "open");

      if (!open && !g_str_has_prefix (seats[i], "ai:"))
        {
          g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TABLE,
                       _("A seat is “open” or a computer player “ai:KIND”, not “%s”"), seats[i]);
          return NULL;
        }
      self->seats[i].controller = g_strdup (seats[i]);
      if (!open)
        self->seats[i].name = g_strdup (tsl_game_get_seat_name (game, i) != NULL
                                        ? tsl_game_get_seat_name (game, i) : seats[i]);
      tsl_game_set_seat (game, i, self->seats[i].name, NULL, open ? "human" : seats[i]);
    }
  self->previous = tsl_engine_state_dup (engine, tsl_game_get_state (game));
  /* Before the session's handler, which saves the game at the end of each
   * turn: the seats need not wait for the disk (writing, reloading and
   * checking the whole game took most of the server's time per move). */
  g_signal_connect (game, "action-applied", G_CALLBACK (action_applied_cb), self);
  self->session = tsl_session_new (game, error);
  if (self->session == NULL)
    return NULL;
  tsl_session_set_pace (self->session, 0);
  if (autosave_dir != NULL)
    {
      g_autofree char *file = g_strdup_printf ("table-%s.tessella", id);

      self->autosave_path = g_build_filename (autosave_dir, file, NULL);
      tsl_session_set_autosave_path (self->session, self->autosave_path);
    }
  return g_steal_pointer (&self);
}

/**
 * tsl_net_table_new:
 * @id: the table's id, chosen by the server
 * @options: (nullable): the game's options, defaults when %NULL
 * @seats: one entry per seat, %NULL-terminated: "open" for a network seat
 *   or "ai:KIND" for a computer player the server runs
 * @autosave_dir: (nullable): where the game is saved after every turn
 *
 * Returns: (transfer full): a table waiting for its open seats, or %NULL
 *   when the options, the seat count or a computer player are wrong
 */
TslNetTable *
tsl_net_table_new (const char         *id,
                   TslEngine          *engine,
                   JsonObject         *options,
                   const char * const *seats,
                   const char         *autosave_dir,
                   GError            **error)
{
  g_autoptr(TslGame) game = NULL;
  guint n = seats != NULL ? g_strv_length ((GStrv) seats) : 0;

  g_return_val_if_fail (TSL_IS_ENGINE (engine), NULL);

  if (n < tsl_engine_get_min_players (engine) || n > tsl_engine_get_max_players (engine))
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TABLE,
                   _("%s is played by %u to %u players"), _(tsl_engine_get_name (engine)),
                   tsl_engine_get_min_players (engine), tsl_engine_get_max_players (engine));
      return NULL;
    }
  /* The computer seats are named by the server, in its language. */
  game = tsl_game_new (engine, options, n, tsl_net_random_seed (), NULL, error);
  if (game == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    if (g_str_has_prefix (seats[i], "ai:"))
      {
        g_autofree char *name = g_strdup_printf (_("Computer %u"), i + 1);

        tsl_game_set_seat (game, i, name, NULL, NULL);
      }
  return table_new (id, game, seats, autosave_dir, error);
}

/**
 * tsl_net_table_new_from_game:
 * @game: a game the server saved (its seats' controllers "human" and
 *   "ai:KIND" say who plays them)
 *
 * A table that goes on with a saved game: its computer seats play on, its
 * other seats are open again, for the same players to join (their old
 * tokens died with the server that gave them).  The game goes on once
 * every open seat is taken.
 *
 * Returns: (transfer full): the table, or %NULL
 */
TslNetTable *
tsl_net_table_new_from_game (const char *id,
                             TslGame    *game,
                             const char *autosave_dir,
                             GError    **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) seats = NULL;

  g_return_val_if_fail (TSL_IS_GAME (game), NULL);
  for (guint i = 0; i < tsl_game_get_n_players (game); i++)
    {
      const char *controller = tsl_game_get_seat_controller (game, i);

      g_strv_builder_add (builder, controller != NULL && g_str_has_prefix (controller, "ai:")
                                   ? controller : "open");
    }
  seats = g_strv_builder_end (builder);
  return table_new (id, game, (const char * const *) seats, autosave_dir, error);
}

const char *
tsl_net_table_get_id (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  return self->id;
}

TslGame *
tsl_net_table_get_game (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  return self->game;
}

TslSession *
tsl_net_table_get_session (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  return self->session;
}

/**
 * tsl_net_table_get_autosave_path:
 *
 * Returns: (nullable): where the game is saved after every turn
 */
const char *
tsl_net_table_get_autosave_path (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  return self->autosave_path;
}

/**
 * tsl_net_table_get_view_key:
 *
 * The key the hidden cards of the views are dealt from
 * (tsl_net_view_redact()).  Unlike the seed it is harmless to know: a
 * view depends only on what its seat knows and this key.  Tests use it to
 * check every view sent.
 */
guint64
tsl_net_table_get_view_key (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), 0);
  return self->view_key;
}

/**
 * tsl_net_table_get_sent_at:
 *
 * Returns: when the update of the last action was handed to the table's
 *   connections, in g_get_monotonic_time()'s µs; 0 before the first
 */
gint64
tsl_net_table_get_sent_at (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), 0);
  return self->sent_at;
}

gboolean
tsl_net_table_is_started (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  return self->started;
}

/**
 * tsl_net_table_describe:
 *
 * Returns: (transfer full): the table as the "tables" message lists it
 */
JsonObject *
tsl_net_table_describe (TslNetTable *self)
{
  JsonObject *table = json_object_new ();

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  json_object_set_string_member (table, "id", self->id);
  json_object_set_string_member (table, "game", tsl_engine_get_id (tsl_game_get_engine (self->game)));
  json_object_set_object_member (table, "options", json_object_ref (tsl_game_get_options (self->game)));
  json_object_set_array_member (table, "seats", seats_to_json (self));
  json_object_set_boolean_member (table, "started", self->started);
  json_object_set_boolean_member (table, "over", tsl_game_is_over (self->game));
  json_object_set_int_member (table, "spectators", self->spectators->len);
  return table;
}

guint
tsl_net_table_count_connected (TslNetTable *self)
{
  guint n = 0;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), 0);
  for (guint i = 0; i < self->n_seats; i++)
    n += self->seats[i].connection != NULL;
  return n;
}

gint
tsl_net_table_find_seat (TslNetTable             *self,
                         SoupWebsocketConnection *connection)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), -1);
  for (guint i = 0; i < self->n_seats; i++)
    if (self->seats[i].connection == connection)
      return (gint) i;
  return -1;
}

static gboolean
check_seat (TslNetTable *self,
            gint64       seat,
            GError     **error)
{
  if (seat < 0 || seat >= self->n_seats)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NO_SEAT,
                   _("This table has seats 0 to %u"), self->n_seats - 1);
      return FALSE;
    }
  return TRUE;
}

static void
seat_message (TslNetTable *self,
              const char  *type,
              guint        seat)
{
  g_autoptr(JsonObject) message = tsl_net_message_new (type);

  json_object_set_string_member (message, "table", self->id);
  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "name", self->seats[seat].name);
  broadcast (self, message);
}

static void
send_joined (TslNetTable             *self,
             SoupWebsocketConnection *connection,
             guint                    seat)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("joined");

  json_object_set_string_member (message, "table", self->id);
  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "token", self->seats[seat].token);
  json_object_set_string_member (message, "game", tsl_engine_get_id (tsl_game_get_engine (self->game)));
  json_object_set_int_member (message, "players", self->n_seats);
  json_object_set_object_member (message, "options", json_object_ref (tsl_game_get_options (self->game)));
  tsl_net_send (connection, message);
}

/* The game begins once every open seat is taken; computer players start
 * moving, and every seat gets the first view. */
static void
start_if_full (TslNetTable *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (g_str_equal (self->seats[i].controller, "open") && self->seats[i].token == NULL)
      return;
  self->started = TRUE;
  for (guint seat = 0; seat < self->n_seats; seat++)
    send_update (self, seat, NULL, NULL);
  send_public_update (self, NULL, NULL);
  tsl_session_start (self->session);
}

/**
 * tsl_net_table_join:
 * @seat: an open seat nobody took
 * @name: the player's name
 *
 * Seats @connection; it receives "joined" with the seat's secret token,
 * and the table's view once the game has begun.
 */
gboolean
tsl_net_table_join (TslNetTable             *self,
                    SoupWebsocketConnection *connection,
                    gint64                   seat,
                    const char              *name,
                    GError                 **error)
{
  Seat *s;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  if (!check_seat (self, seat, error) || !tsl_net_check_text (name, TSL_NET_MAX_NAME, error))
    return FALSE;
  s = &self->seats[seat];
  if (!g_str_equal (s->controller, "open") || s->token != NULL)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_SEAT_TAKEN,
                   _("Seat %u is not open"), (guint) seat);
      return FALSE;
    }
  s->token = tsl_net_token_new ();
  s->name = g_strdup (name);
  s->connection = g_object_ref (connection);
  tsl_game_set_seat (self->game, seat, name, NULL, NULL);
  send_joined (self, connection, seat);
  seat_message (self, "seated", seat);
  start_if_full (self);
  return TRUE;
}

/**
 * tsl_net_table_rejoin:
 * @token: the token the seat was given
 *
 * Gives a seat back to whoever holds its token, on a new connection (the
 * old one, if still open, loses it), with the table as it is now.
 */
gboolean
tsl_net_table_rejoin (TslNetTable             *self,
                      SoupWebsocketConnection *connection,
                      gint64                   seat,
                      const char              *token,
                      GError                 **error)
{
  Seat *s;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  if (!check_seat (self, seat, error))
    return FALSE;
  s = &self->seats[seat];
  if (s->token == NULL || !tsl_net_token_equal (s->token, token))
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TOKEN,
                   _("That is not the token of seat %u"), (guint) seat);
      return FALSE;
    }
  /* The player takes the seat back from the computer player. */
  if (s->handed_to != NULL)
    {
      tsl_session_set_seat_ai (self->session, (gint) seat, NULL, NULL);
      g_clear_pointer (&s->handed_to, g_free);
    }
  s->lost_at = 0;
  g_set_object (&s->connection, connection);
  send_joined (self, connection, seat);
  seat_message (self, "returned", seat);
  if (self->started)
    send_update (self, seat, NULL, NULL);
  return TRUE;
}

/* The connection closed: its seat waits for its token to come back, and
 * the others are told whom they wait for; a spectator just goes. */
void
tsl_net_table_leave (TslNetTable             *self,
                     SoupWebsocketConnection *connection)
{
  gint seat;

  g_return_if_fail (TSL_IS_NET_TABLE (self));
  if (g_ptr_array_remove (self->spectators, connection))
    return;
  seat = tsl_net_table_find_seat (self, connection);
  if (seat < 0)
    return;
  g_clear_object (&self->seats[seat].connection);
  self->seats[seat].lost_at = g_get_monotonic_time ();
  seat_message (self, "waiting", seat);
}

/* A client must not write a random outcome into its move (the dice it
 * would like): the engine plays an outcome written in a move as written
 * (rule 3).  A move is allowed when the rules list it as it is (listed
 * moves carry no outcome), when it draws and reveals nothing (the engine
 * lets it be undone, rule 8: Catan's trade offers, which are not listed),
 * or when the server itself draws its outcome: applied to a scratch copy,
 * the engine writes an outcome into it (Fishermen's development card paid
 * with a choice of fish that the list does not spell out).  An unlisted
 * move that draws nothing yet cannot be undone is refused, to be safe. */
static gboolean
is_allowed (TslNetTable   *self,
            const TslMove *move)
{
  TslEngine *engine = tsl_game_get_engine (self->game);
  gconstpointer state = tsl_game_get_state (self->game);
  g_autofree gpointer scratch = NULL;
  TslMove probe = *move;
  TslMoveList list;
  gboolean found = FALSE;
  TslRng rng;

  if (tsl_engine_move_is_undoable (engine, state, move))
    return TRUE;
  tsl_move_list_init (&list);
  tsl_game_legal_moves (self->game, TSL_LEGAL_DEFAULT, &list);
  for (guint i = 0; i < list.len && !found; i++)
    found = memcmp (&list.moves[i], move, sizeof *move) == 0;
  tsl_move_list_clear (&list);
  if (found)
    return TRUE;
  scratch = tsl_engine_state_dup (engine, state);
  tsl_rng_init (&rng, tsl_net_random_seed (), 0);
  /* An illegal move is the engine's to refuse, with its own reason. */
  if (!tsl_engine_apply_move (engine, scratch, &probe, &rng, NULL))
    return TRUE;
  return memcmp (&probe, move, sizeof probe) != 0;
}

/**
 * tsl_net_table_play:
 * @action: an action of the engine contract, for the connection's seat
 * @seq: the number of actions the sender has seen
 *
 * Plays a seat's action after checking that the seat must act, that the
 * sender saw the current position and that the rules list the action.
 */
gboolean
tsl_net_table_play (TslNetTable             *self,
                    SoupWebsocketConnection *connection,
                    JsonObject              *action,
                    gint64                   seq,
                    GError                 **error)
{
  gint seat = tsl_net_table_find_seat (self, connection);
  JsonNode *player;
  TslMove move;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  if (seat < 0)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_SEATED,
                           _("Join a seat before you play"));
      return FALSE;
    }
  if (!self->started)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_STARTED,
                           _("The game waits for players"));
      return FALSE;
    }
  if (seq != tsl_game_get_n_actions (self->game))
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_STALE,
                   g_dngettext (GETTEXT_PACKAGE,
                                "The move answers position %lld, but %u action has been played",
                                "The move answers position %lld, but %u actions have been played",
                                tsl_game_get_n_actions (self->game)),
                   (long long) seq, tsl_game_get_n_actions (self->game));
      return FALSE;
    }
  player = json_object_get_member (action, "player");
  if ((player != NULL && (json_node_get_value_type (player) != G_TYPE_INT64
                          || json_node_get_int (player) != seat))
      || tsl_game_get_actor (self->game) != seat)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_YOUR_TURN,
                   _("Seat %d may not act now"), seat);
      return FALSE;
    }
  json_object_set_int_member (action, "player", seat);
  if (!tsl_game_move_from_json (self->game, action, &move, error))
    return FALSE;
  if (!is_allowed (self, &move))
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_ILLEGAL,
                           _("An action may not carry its own random outcome"));
      return FALSE;
    }
  return tsl_session_apply_move (self->session, &move, error);
}

/**
 * tsl_net_table_chat:
 * @text: a line, at most %TSL_NET_MAX_CHAT characters
 *
 * Relays a seated player's line to everyone at the table.
 */
gboolean
tsl_net_table_chat (TslNetTable             *self,
                    SoupWebsocketConnection *connection,
                    const char              *text,
                    GError                 **error)
{
  gint seat = tsl_net_table_find_seat (self, connection);
  g_autoptr(JsonObject) message = NULL;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  if (seat < 0)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_SEATED,
                           _("Join a seat before you chat"));
      return FALSE;
    }
  if (!tsl_net_check_text (text, TSL_NET_MAX_CHAT, error))
    return FALSE;
  message = tsl_net_message_new ("chat");
  json_object_set_string_member (message, "table", self->id);
  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "name", self->seats[seat].name);
  json_object_set_string_member (message, "text", text);
  broadcast (self, message);
  return TRUE;
}

/**
 * tsl_net_table_create_host_token:
 *
 * Makes the table's host token, once: the proof, for whoever created the
 * table over the network, that allows handing a seat over
 * (tsl_net_table_hand_over()).  A table without one has no host.
 *
 * Returns: (transfer none): the token, 32 hex digits
 */
const char *
tsl_net_table_create_host_token (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  if (self->host_token == NULL)
    self->host_token = tsl_net_token_new ();
  return self->host_token;
}

/**
 * tsl_net_table_hand_over:
 * @requester: the host's connection, told too when it is not at the table
 * @seat: an open seat whose player lost the connection
 * @kind: a computer player of the game (tsl_engine_get_ai_kinds())
 * @host_token: the table's host token
 * @delay_s: how long the seat must have waited, in seconds
 *
 * Lets a computer player of the server play @seat until its player comes
 * back with the seat's token (tsl_net_table_rejoin()), so that the others
 * need not wait for someone who may never return.
 */
gboolean
tsl_net_table_hand_over (TslNetTable             *self,
                         SoupWebsocketConnection *requester,
                         gint64                   seat,
                         const char              *kind,
                         const char              *host_token,
                         guint                    delay_s,
                         GError                 **error)
{
  g_autoptr(JsonObject) message = NULL;
  g_autoptr(GError) ai_error = NULL;
  Seat *s;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  /* The token first: someone who is not the host learns nothing of the
   * seats from the answer. */
  if (self->host_token == NULL || !tsl_net_token_equal (self->host_token, host_token))
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_HOST,
                           _("Only the table’s host may hand a seat over"));
      return FALSE;
    }
  if (!check_seat (self, seat, error))
    return FALSE;
  s = &self->seats[seat];
  if (!g_str_equal (s->controller, "open") || s->token == NULL || s->connection != NULL
      || s->handed_to != NULL
      || g_get_monotonic_time () - s->lost_at < (gint64) delay_s * G_USEC_PER_SEC)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_WAITING,
                   g_dngettext (GETTEXT_PACKAGE,
                                "Seat %u is not an open seat whose player has been away for at least %u second",
                                "Seat %u is not an open seat whose player has been away for at least %u seconds",
                                delay_s),
                   (guint) seat, delay_s);
      return FALSE;
    }
  if (kind == NULL
      || !tsl_session_set_seat_ai (self->session, (gint) seat, kind, &ai_error))
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE,
                   _("This game has no computer player “%s”"), kind != NULL ? kind : "");
      return FALSE;
    }
  s->handed_to = g_strdup (kind);
  message = tsl_net_message_new ("handed_over");
  json_object_set_string_member (message, "table", self->id);
  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "kind", kind);
  broadcast (self, message);
  if (tsl_net_table_find_seat (self, requester) < 0 && !tsl_net_table_is_watching (self, requester))
    tsl_net_send (requester, message);
  return TRUE;
}

gboolean
tsl_net_table_is_watching (TslNetTable             *self,
                           SoupWebsocketConnection *connection)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  return g_ptr_array_find (self->spectators, connection, NULL);
}

/**
 * tsl_net_table_watch:
 *
 * Makes @connection a spectator: it receives "watching", then the public
 * view (no seat's hidden information) after every change, and what the
 * table is told (seats, chat).
 */
gboolean
tsl_net_table_watch (TslNetTable             *self,
                     SoupWebsocketConnection *connection,
                     GError                 **error)
{
  g_autoptr(JsonObject) message = NULL;
  g_autoptr(JsonObject) update = NULL;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  if (self->spectators->len >= TSL_NET_MAX_SPECTATORS)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_FULL,
                   g_dngettext (GETTEXT_PACKAGE, "This table has %u spectator already",
                                "This table has %u spectators already", TSL_NET_MAX_SPECTATORS),
                   TSL_NET_MAX_SPECTATORS);
      return FALSE;
    }
  g_ptr_array_add (self->spectators, g_object_ref (connection));
  message = tsl_net_message_new ("watching");
  json_object_set_string_member (message, "table", self->id);
  json_object_set_string_member (message, "game", tsl_engine_get_id (tsl_game_get_engine (self->game)));
  json_object_set_int_member (message, "players", self->n_seats);
  tsl_net_send (connection, message);
  if (self->started)
    {
      update = update_for_seat (self, -1, NULL, NULL);
      tsl_net_send (connection, update);
    }
  return TRUE;
}
