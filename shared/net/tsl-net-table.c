/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-net-protocol.h"
#include "tsl-net-seat-file.h"
#include "tsl-net-table-private.h"
#include "tsl-net-view.h"

/*
 * TslNetTable: one game a server hosts, and who sits at it.  A seat is
 * either open (a person or a program joins it over the network and gets a
 * secret token to come back with) or a computer player the server runs
 * itself through the table's TslSession.  The host (who created the table)
 * may hand an open seat whose player has gone to a computer player until
 * the player returns.  Spectators watch the public view.  The table holds
 * the only real state: it draws the seed, checks every move and sends each
 * seat its own view after every change (docs/protocol.md).  The tokens
 * are kept beside the autosave (tsl-net-seat-file.c), so that a table
 * resumed by another server keeps the same players' seats.  Who sits
 * where is tsl-net-table-seats.c.
 */

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
  g_free (self->seats_path);
  g_clear_error (&self->seat_file_error);
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

JsonArray *
_tsl_net_table_seats_to_json (TslNetTable *self)
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
  json_object_set_array_member (message, "seats", _tsl_net_table_seats_to_json (self));
  json_object_set_member (message, "state", tsl_engine_state_to_json (engine, view));
  json_object_set_object_member (message, "view", tsl_net_view_to_json (engine, view, self->fingerprint));
  if (seat >= 0 && actor == seat)
    json_object_set_array_member (message, "legal", tsl_game_legal_actions_json (self->game));
  return message;
}

void
_tsl_net_table_send_update (TslNetTable   *self,
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
void
_tsl_net_table_send_public_update (TslNetTable   *self,
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
void
_tsl_net_table_broadcast (TslNetTable *self,
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
    _tsl_net_table_send_update (self, seat, chosen, self->previous);
  _tsl_net_table_send_public_update (self, chosen, self->previous);
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
      self->seats_path = tsl_net_seat_file_path (self->autosave_path);
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
        g_autofree char *name = _tsl_net_table_computer_name (i);

        tsl_game_set_seat (game, i, name, NULL, NULL);
      }
  return table_new (id, game, seats, autosave_dir, error);
}

/**
 * tsl_net_table_new_from_game:
 * @game: a game the server saved (its seats' controllers "human" and
 *   "ai:KIND" say who plays them)
 * @seats_path: (nullable): the seat file the saving server kept beside
 *   @game (tsl_net_seat_file_path())
 *
 * A table that goes on with a saved game: its computer seats play on, and
 * each other seat is kept for the holder of its old token (its player's
 * name shown) when the seat file has one, or is open again.  A seat file
 * that cannot be used leaves the seats open, and
 * tsl_net_table_get_seat_file_error() says why.  The game goes on once
 * every kept seat is back (or handed over) and every open seat taken.
 *
 * Returns: (transfer full): the table, or %NULL
 */
TslNetTable *
tsl_net_table_new_from_game (const char *id,
                             TslGame    *game,
                             const char *seats_path,
                             const char *autosave_dir,
                             GError    **error)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) seats = NULL;
  TslNetTable *self;

  g_return_val_if_fail (TSL_IS_GAME (game), NULL);
  for (guint i = 0; i < tsl_game_get_n_players (game); i++)
    {
      const char *controller = tsl_game_get_seat_controller (game, i);

      g_strv_builder_add (builder, controller != NULL && g_str_has_prefix (controller, "ai:")
                                   ? controller : "open");
    }
  seats = g_strv_builder_end (builder);
  self = table_new (id, game, (const char * const *) seats, autosave_dir, error);
  if (self != NULL && seats_path != NULL)
    _tsl_net_table_restore_seats (self, seats_path);
  return self;
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
 * tsl_net_table_get_seat_file_error:
 *
 * Returns: (nullable): why a resumed table could not keep its seats for
 *   their players (its seat file is broken or does not fit the game)
 */
const GError *
tsl_net_table_get_seat_file_error (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  return self->seat_file_error;
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
  json_object_set_array_member (table, "seats", _tsl_net_table_seats_to_json (self));
  json_object_set_boolean_member (table, "started", self->started);
  json_object_set_boolean_member (table, "start_by_host", self->start_by_host);
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
  gboolean found;
  TslRng rng;

  if (tsl_engine_move_is_undoable (engine, state, move))
    return TRUE;
  tsl_move_list_init (&list);
  tsl_game_legal_moves (self->game, TSL_LEGAL_DEFAULT, &list);
  found = tsl_move_list_find (&list, move) >= 0;
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
  _tsl_net_table_broadcast (self, message);
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
