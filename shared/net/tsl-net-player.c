/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-json-read.h"
#include "tsl-net-player.h"
#include "tsl-net-protocol.h"

/*
 * TslNetPlayer: a person's seat at a network table, played in a window.
 * It turns what the server sends into what the game views already show:
 * a following game (tsl_game_new_following()) whose state is the seat's
 * view and whose log grows by each action as the seat may know it, and a
 * remote session (tsl_session_new_remote()) that sends the seat's moves
 * to the server.  The first update, and one that does not follow the last
 * (after a rejoin), start a new game and session: "session-changed".
 *
 * Signals:
 *   "session-changed": tsl_net_player_get_session() is a new session.
 */

struct _TslNetPlayer
{
  GObject       parent_instance;

  TslNetClient *client;
  JsonObject   *options;     /* the table's, from "joined" */
  TslGame      *game;
  TslSession   *session;
  guint         first_seq;   /* the server's seq of the game's first state */
};

G_DEFINE_FINAL_TYPE (TslNetPlayer, tsl_net_player, G_TYPE_OBJECT)

enum {
  SIGNAL_SESSION_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
tsl_net_player_dispose (GObject *object)
{
  TslNetPlayer *self = TSL_NET_PLAYER (object);

  if (self->client != NULL)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  g_clear_object (&self->session);
  g_clear_object (&self->game);
  g_clear_pointer (&self->options, json_object_unref);
  G_OBJECT_CLASS (tsl_net_player_parent_class)->dispose (object);
}

static void
tsl_net_player_class_init (TslNetPlayerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_net_player_dispose;
  signals[SIGNAL_SESSION_CHANGED] =
    g_signal_new ("session-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}

static void
tsl_net_player_init (TslNetPlayer *self)
{
}

/* The session holds the player weakly: a view may keep the session of a
 * table the player has left (its client gone), and a move sent from it
 * then goes nowhere. */
static void
send_cb (TslSession    *session,
         const TslMove *move,
         gpointer       user_data)
{
  g_autoptr(TslNetPlayer) self = g_weak_ref_get (user_data);

  if (self != NULL && self->client != NULL)
    tsl_net_client_play (self->client, move);
}

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

/* The names the server gives the seats, and who plays them. */
static void
name_seats (TslNetPlayer *self,
            JsonObject   *update)
{
  JsonArray *seats = tsl_json_array_member (update, "seats");
  guint n = tsl_game_get_n_players (self->game);

  for (guint i = 0; seats != NULL && i < json_array_get_length (seats) && i < n; i++)
    {
      JsonNode *node = json_array_get_element (seats, i);
      JsonObject *seat = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
      const char *name = seat != NULL ? tsl_json_string_member (seat, "name") : NULL;
      const char *controller = seat != NULL ? tsl_json_string_member (seat, "controller") : NULL;

      /* The server names its computer players in its own language; each
       * client names them in its own. */
      if (controller != NULL && g_str_has_prefix (controller, "ai:") && g_utf8_validate (controller, -1, NULL))
        {
          g_autofree char *computer = g_strdup_printf (_("Computer %u"), i + 1);

          tsl_game_set_seat (self->game, i, computer, NULL, controller);
        }
      else if (name != NULL && g_utf8_validate (name, -1, NULL))
        tsl_game_set_seat (self->game, i, name, NULL, NULL);
    }
}

static gboolean
start_game (TslNetPlayer *self,
            JsonObject   *update,
            GError      **error)
{
  g_autoptr(JsonArray) seats = NULL;
  JsonArray *list = tsl_json_array_member (update, "seats");
  TslEngine *engine = tsl_net_client_get_engine (self->client);
  g_autoptr(TslGame) game = NULL;
  gint seat = tsl_net_client_get_seat (self->client);
  GWeakRef *player;

  if (list == NULL || seat < 0)
    {
      g_set_error_literal (error, TSL_NET_ERROR, TSL_NET_ERROR_BAD_VIEW,
                           _("The server sent a table without its seats"));
      return FALSE;
    }
  game = tsl_game_new_following (engine, self->options, json_array_get_length (list),
                                 tsl_net_client_get_view (self->client), error);
  if (game == NULL)
    return FALSE;
  if (tsl_net_client_get_seq (self->client) > 0)
    tsl_game_set_start_message (game, _("You are at the table again; the log goes on from here."));
  g_clear_object (&self->session);
  g_set_object (&self->game, game);
  name_seats (self, update);
  self->first_seq = tsl_net_client_get_seq (self->client);
  player = g_new0 (GWeakRef, 1);
  g_weak_ref_init (player, self);
  self->session = tsl_session_new_remote (game, seat, send_cb, player, weak_ref_free);
  g_signal_emit (self, signals[SIGNAL_SESSION_CHANGED], 0);
  return TRUE;
}

static void
updated_cb (TslNetClient *client,
            TslNetPlayer *self)
{
  JsonObject *update = tsl_net_client_get_last_update (client);
  JsonObject *action = tsl_json_object_member (update, "action");
  gint64 by = -1;
  g_autoptr(GError) error = NULL;

  if (self->game != NULL && action != NULL
      && tsl_json_int_member (update, "by", 0, TSL_MAX_PLAYERS - 1, &by)
      && tsl_net_client_get_seq (client) == self->first_seq + tsl_game_get_n_actions (self->game) + 1)
    {
      name_seats (self, update);
      if (tsl_game_follow (self->game, action, (gint) by, tsl_net_client_get_view (client), &error))
        return;
      g_warning ("An action from the server could not be read, so the table is shown anew: %s",
                 error->message);
      g_clear_error (&error);
    }
  if (!start_game (self, update, &error))
    g_warning ("The server's table could not be shown: %s", error->message);
}

static void
refused_cb (TslNetClient *client,
            GError       *error,
            TslNetPlayer *self)
{
  if (self->session != NULL)
    tsl_session_move_refused (self->session);
}

static void
message_cb (TslNetClient *client,
            JsonObject   *message,
            TslNetPlayer *self)
{
  JsonObject *options;

  if (g_strcmp0 (tsl_json_string_member (message, "type"), "joined") != 0)
    return;
  options = tsl_json_object_member (message, "options");
  g_clear_pointer (&self->options, json_object_unref);
  if (options != NULL)
    self->options = json_object_ref (options);
}

/**
 * tsl_net_player_new:
 * @client: a connection that joins (or has joined) a seat
 *
 * Returns: (transfer full): the seat's player; its session appears with
 *   the first update ("session-changed")
 */
TslNetPlayer *
tsl_net_player_new (TslNetClient *client)
{
  TslNetPlayer *self;

  g_return_val_if_fail (TSL_IS_NET_CLIENT (client), NULL);

  self = g_object_new (TSL_TYPE_NET_PLAYER, NULL);
  self->client = g_object_ref (client);
  g_signal_connect (client, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (client, "updated", G_CALLBACK (updated_cb), self);
  g_signal_connect (client, "refused", G_CALLBACK (refused_cb), self);
  return self;
}

TslNetClient *
tsl_net_player_get_client (TslNetPlayer *self)
{
  g_return_val_if_fail (TSL_IS_NET_PLAYER (self), NULL);
  return self->client;
}

/**
 * tsl_net_player_get_session:
 *
 * Returns: (transfer none) (nullable): the seat's session, %NULL before
 *   the game begins
 */
TslSession *
tsl_net_player_get_session (TslNetPlayer *self)
{
  g_return_val_if_fail (TSL_IS_NET_PLAYER (self), NULL);
  return self->session;
}
