/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-error.h"
#include "tsl-net-protocol.h"
#include "tsl-net-seat-file.h"
#include "tsl-net-table-private.h"

/*
 * Who sits at a TslNetTable (tsl-net-table.c): people join its open seats
 * and come back with their tokens, the host hands the seat of a player who
 * has gone to a computer player, and the game begins when every seat is
 * taken, or, at a table that waits for its host, when the host starts it
 * (filling the seats nobody took with computer players).  The tokens are
 * kept beside the autosave for a server that resumes the table.
 */

/* Computer seats are named by the server, in its language. */
char *
_tsl_net_table_computer_name (guint seat)
{
  return g_strdup_printf (_("Computer %u"), seat + 1);
}

/* Keeps the tokens beside the autosave whenever one is handed out, for a
 * server that resumes the table; failing costs only that, so it is logged
 * like a failed autosave. */
static void
save_seats (TslNetTable *self)
{
  /* The strings are the table's, only lent. */
  TslNetSeatFile seats = { .n_seats = self->n_seats, .host_token = self->host_token };
  g_autoptr(GError) error = NULL;

  if (self->seats_path == NULL)
    return;
  for (guint i = 0; i < self->n_seats; i++)
    {
      seats.tokens[i] = self->seats[i].token;
      seats.names[i] = self->seats[i].name;
    }
  if (!tsl_net_seat_file_save (self->seats_path, tsl_engine_get_id (tsl_game_get_engine (self->game)),
                               &seats, &error))
    g_warning ("The seat tokens could not be saved: %s", error->message);
}

/* Gives the seats of a resumed game back to the holders of their old
 * tokens: each waits for its player as if the connection had just been
 * lost (so the host's hand-over delay counts from now).  A file that does
 * not fit the game leaves every seat open, as without one. */
void
_tsl_net_table_restore_seats (TslNetTable *self,
                              const char  *path)
{
  g_auto(TslNetSeatFile) seats = { 0 };
  g_autoptr(GError) error = NULL;
  const char *game_id = tsl_engine_get_id (tsl_game_get_engine (self->game));

  if (!tsl_net_seat_file_load (path, game_id, self->n_seats, &seats, &error))
    {
      if (!g_error_matches (error, G_FILE_ERROR, G_FILE_ERROR_NOENT))
        g_set_error (&self->seat_file_error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TABLE,
                     _("The seat file “%s” cannot be used, so the resumed table’s seats are "
                       "open to anyone: %s"), path, error->message);
      return;
    }
  for (guint i = 0; i < self->n_seats; i++)
    if (seats.tokens[i] != NULL && !g_str_equal (self->seats[i].controller, "open"))
      {
        g_set_error (&self->seat_file_error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_TABLE,
                     _("The seat file “%s” holds a token for seat %u, which a computer player "
                       "plays, so the resumed table’s seats are open to anyone."), path, i);
        return;
      }
  for (guint i = 0; i < self->n_seats; i++)
    {
      Seat *s = &self->seats[i];

      if (seats.tokens[i] == NULL)
        continue;
      s->token = g_steal_pointer (&seats.tokens[i]);
      g_free (s->name);
      s->name = g_steal_pointer (&seats.names[i]);
      s->reserved = TRUE;
      s->lost_at = g_get_monotonic_time ();
      tsl_game_set_seat (self->game, i, s->name, NULL, NULL);
    }
  self->host_token = g_steal_pointer (&seats.host_token);
  /* Resumed under another id, the table keeps them beside its new save. */
  if (g_strcmp0 (path, self->seats_path) != 0)
    save_seats (self);
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
  _tsl_net_table_broadcast (self, message);
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

/* Every open seat is taken and, resumed, every kept seat is back or
 * handed over. */
static gboolean
is_full (TslNetTable *self)
{
  for (guint i = 0; i < self->n_seats; i++)
    if (g_str_equal (self->seats[i].controller, "open")
        && (self->seats[i].token == NULL || self->seats[i].reserved))
      return FALSE;
  return TRUE;
}

/* Computer players start moving, and every seat and spectator gets the
 * first view. */
static void
begin (TslNetTable *self)
{
  self->started = TRUE;
  for (guint seat = 0; seat < self->n_seats; seat++)
    _tsl_net_table_send_update (self, seat, NULL, NULL);
  _tsl_net_table_send_public_update (self, NULL, NULL);
  tsl_session_start (self->session);
}

/* The game begins by itself once the table is full, unless it waits for
 * its host (tsl_net_table_start()). */
static void
start_if_full (TslNetTable *self)
{
  if (!self->start_by_host && is_full (self))
    begin (self);
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
  save_seats (self);
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
  s->reserved = FALSE;
  g_set_object (&s->connection, connection);
  send_joined (self, connection, seat);
  seat_message (self, "returned", seat);
  if (self->started)
    _tsl_net_table_send_update (self, seat, NULL, NULL);
  else
    start_if_full (self);
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

static gboolean
is_host (TslNetTable *self,
         const char  *host_token)
{
  return self->host_token != NULL && tsl_net_token_equal (self->host_token, host_token);
}

/* To the table, and to the host who asked when not at it. */
static void
tell_table_and (TslNetTable             *self,
                SoupWebsocketConnection *requester,
                JsonObject              *message)
{
  _tsl_net_table_broadcast (self, message);
  if (tsl_net_table_find_seat (self, requester) < 0 && !tsl_net_table_is_watching (self, requester))
    tsl_net_send (requester, message);
}

/**
 * tsl_net_table_create_host_token:
 *
 * Makes the table's host token, once: the proof, for whoever created the
 * table over the network, that allows starting the game
 * (tsl_net_table_start()) and handing a seat over
 * (tsl_net_table_hand_over()).  A table without one has no host.
 *
 * Returns: (transfer none): the token, 32 hex digits
 */
const char *
tsl_net_table_create_host_token (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), NULL);
  if (self->host_token == NULL)
    {
      self->host_token = tsl_net_token_new ();
      save_seats (self);
    }
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
  if (!is_host (self, host_token))
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
  s->reserved = FALSE;
  message = tsl_net_message_new ("handed_over");
  json_object_set_string_member (message, "table", self->id);
  json_object_set_int_member (message, "seat", seat);
  json_object_set_string_member (message, "kind", kind);
  tell_table_and (self, requester, message);
  /* A resumed game may have waited only for this seat. */
  if (!self->started)
    start_if_full (self);
  return TRUE;
}

/**
 * tsl_net_table_set_start_by_host:
 * @by_host: whether the table waits for its host's tsl_net_table_start()
 *
 * Makes the table wait for its host even when every seat is taken, so
 * that the host decides when to play and may fill the seats nobody took
 * with computer players.  By default a table starts by itself once full.
 * A waiting table that no longer waits starts now if it is full.
 */
void
tsl_net_table_set_start_by_host (TslNetTable *self,
                                 gboolean     by_host)
{
  gboolean was;

  g_return_if_fail (TSL_IS_NET_TABLE (self));
  was = self->start_by_host;
  self->start_by_host = !!by_host;
  /* Only a change: a table of computer players alone, which nobody joins,
   * does not start on being told it need not wait. */
  if (was && !by_host && !self->started)
    start_if_full (self);
}

gboolean
tsl_net_table_get_start_by_host (TslNetTable *self)
{
  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  return self->start_by_host;
}

/* The first open seat nobody took, and whether a seat is still kept for a
 * player who has not come back since a restart. */
static gint
find_open_seat (TslNetTable *self,
                gint        *reserved)
{
  gint open = -1;

  *reserved = -1;
  for (guint i = 0; i < self->n_seats; i++)
    if (g_str_equal (self->seats[i].controller, "open"))
      {
        if (self->seats[i].token == NULL && open < 0)
          open = (gint) i;
        else if (self->seats[i].reserved && *reserved < 0)
          *reserved = (gint) i;
      }
  return open;
}

/* The open seats nobody took become computer players of @kind, named as
 * the server names its computer seats; the game's seats say so, for the
 * autosave and a server that resumes it. */
static void
fill_open_seats (TslNetTable *self,
                 const char  *kind)
{
  for (guint i = 0; i < self->n_seats; i++)
    {
      Seat *s = &self->seats[i];
      g_autoptr(GError) error = NULL;

      if (!g_str_equal (s->controller, "open") || s->token != NULL)
        continue;
      g_free (s->controller);
      s->controller = g_strconcat ("ai:", kind, NULL);
      g_free (s->name);
      s->name = _tsl_net_table_computer_name (i);
      tsl_game_set_seat (self->game, i, s->name, NULL, s->controller);
      /* The kind is one of the game's: checked by the caller. */
      if (!tsl_session_set_seat_ai (self->session, (gint) i, kind, &error))
        g_critical ("The computer player “%s” cannot play: %s", kind, error->message);
    }
}

/**
 * tsl_net_table_start:
 * @requester: the host's connection, told too when it is not at the table
 * @host_token: the table's host token
 * @fill: (nullable): a computer player of the game
 *   (tsl_engine_get_ai_kinds()) for the open seats nobody took, or %NULL
 *   when every seat must be taken
 *
 * Starts the game at the host's word, at a table that waits for it
 * (tsl_net_table_set_start_by_host()) or one that is not full yet.  The
 * open seats nobody took become computer players of @fill; the table and
 * the host are told with "started" (the seats as they are now), then every
 * seat and spectator gets the first view, as when a table starts by
 * itself.  A seat kept for a player who has not come back since a restart
 * is not filled: the host may hand it over (tsl_net_table_hand_over()).
 */
gboolean
tsl_net_table_start (TslNetTable             *self,
                     SoupWebsocketConnection *requester,
                     const char              *host_token,
                     const char              *fill,
                     GError                 **error)
{
  g_autoptr(JsonObject) message = NULL;
  const char * const *kinds;
  gint open, reserved;

  g_return_val_if_fail (TSL_IS_NET_TABLE (self), FALSE);
  /* The token first, as for a hand-over. */
  if (!is_host (self, host_token))
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_HOST,
                           _("Only the table’s host may start the game"));
      return FALSE;
    }
  if (self->started)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_STARTED,
                           _("The game has begun already"));
      return FALSE;
    }
  kinds = tsl_engine_get_ai_kinds (tsl_game_get_engine (self->game));
  if (fill != NULL && (kinds == NULL || !g_strv_contains (kinds, fill)))
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_MESSAGE,
                   _("This game has no computer player “%s”"), fill);
      return FALSE;
    }
  open = find_open_seat (self, &reserved);
  if (reserved >= 0)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_FULL,
                   _("Seat %u is kept for its player, who has not come back yet: wait for them "
                     "or hand the seat over"), (guint) reserved);
      return FALSE;
    }
  if (open >= 0 && fill == NULL)
    {
      g_set_error (error, TSL_NET_ERROR, TSL_NET_ERROR_NOT_FULL,
                   _("Seat %u is still open: wait for its player or fill it with a computer player"),
                   (guint) open);
      return FALSE;
    }
  if (open >= 0)
    fill_open_seats (self, fill);
  message = tsl_net_message_new ("started");
  json_object_set_string_member (message, "table", self->id);
  json_object_set_array_member (message, "seats", _tsl_net_table_seats_to_json (self));
  tell_table_and (self, requester, message);
  begin (self);
  return TRUE;
}
