/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <libsoup/soup.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The version of docs/protocol.md both ends must speak; "hello" carries it. */
#define TSL_NET_PROTOCOL_VERSION 1

/* The path of the WebSocket endpoint. */
#define TSL_NET_PATH "/tessella"

/* The largest message a server reads from a client: an action or a chat
 * line is well under 1 KiB; anything larger closes the connection (1009). */
#define TSL_NET_MAX_CLIENT_MESSAGE (64 * 1024)

/* The largest message a client reads: a view of the biggest game, its JSON
 * and its legal actions stay under 1 MiB. */
#define TSL_NET_MAX_SERVER_MESSAGE (8 * 1024 * 1024)

/* The longest chat line, in characters, and the longest player name. */
#define TSL_NET_MAX_CHAT 500
#define TSL_NET_MAX_NAME 40

/* Tables one server holds. */
#define TSL_NET_MAX_TABLES 1000

/* Spectators one table holds: each costs a view per action. */
#define TSL_NET_MAX_SPECTATORS 32

/* How long, in seconds, a seat must have waited for its player before the
 * table's host may hand it to a computer player (serve --hand-over-after). */
#define TSL_NET_DEFAULT_HAND_OVER_DELAY 60

#define TSL_NET_ERROR (tsl_net_error_quark ())

/**
 * TslNetError:
 * @TSL_NET_ERROR_FAILED: something else went wrong
 * @TSL_NET_ERROR_VERSION: the other end speaks another protocol version
 * @TSL_NET_ERROR_BAD_MESSAGE: not a JSON object, or a field is missing or malformed
 * @TSL_NET_ERROR_UNKNOWN_TYPE: a message type the protocol does not have
 * @TSL_NET_ERROR_NO_HELLO: a message before "hello"
 * @TSL_NET_ERROR_NO_TABLE: no table has that id
 * @TSL_NET_ERROR_BAD_TABLE: the game, options or seats of a new table are wrong
 * @TSL_NET_ERROR_SEAT_TAKEN: the seat is not open (taken, or a computer player's)
 * @TSL_NET_ERROR_NO_SEAT: the table has no such seat
 * @TSL_NET_ERROR_BAD_TOKEN: the seat token is wrong
 * @TSL_NET_ERROR_NOT_SEATED: the connection has no seat at a table
 * @TSL_NET_ERROR_NOT_STARTED: the game waits for players
 * @TSL_NET_ERROR_NOT_YOUR_TURN: the seat may not act now, or the action names another seat
 * @TSL_NET_ERROR_STALE: the move's "seq" is not the number of actions played (replayed or late)
 * @TSL_NET_ERROR_ILLEGAL: the rules refuse the action
 * @TSL_NET_ERROR_TOO_LONG: a chat line or a name is too long
 * @TSL_NET_ERROR_CLOSED: the connection is gone (the server stopped, the network failed)
 * @TSL_NET_ERROR_BAD_VIEW: a view state does not fit this program's engine
 * @TSL_NET_ERROR_NOT_HOST: the host token of the table is wrong
 * @TSL_NET_ERROR_NOT_WAITING: the seat is not one whose player has been away long enough
 * @TSL_NET_ERROR_FULL: the table has as many spectators as it takes
 * @TSL_NET_ERROR_NOT_FULL: the host starts a table with a seat nobody took and no computer player to fill it
 * @TSL_NET_ERROR_STARTED: the game has begun already
 *
 * Errors of the network protocol.  On the wire each is its nick
 * ("not-your-turn"), which docs/protocol.md lists.
 */
typedef enum
{
  TSL_NET_ERROR_FAILED,
  TSL_NET_ERROR_VERSION,
  TSL_NET_ERROR_BAD_MESSAGE,
  TSL_NET_ERROR_UNKNOWN_TYPE,
  TSL_NET_ERROR_NO_HELLO,
  TSL_NET_ERROR_NO_TABLE,
  TSL_NET_ERROR_BAD_TABLE,
  TSL_NET_ERROR_SEAT_TAKEN,
  TSL_NET_ERROR_NO_SEAT,
  TSL_NET_ERROR_BAD_TOKEN,
  TSL_NET_ERROR_NOT_SEATED,
  TSL_NET_ERROR_NOT_STARTED,
  TSL_NET_ERROR_NOT_YOUR_TURN,
  TSL_NET_ERROR_STALE,
  TSL_NET_ERROR_ILLEGAL,
  TSL_NET_ERROR_TOO_LONG,
  TSL_NET_ERROR_CLOSED,
  TSL_NET_ERROR_BAD_VIEW,
  TSL_NET_ERROR_NOT_HOST,
  TSL_NET_ERROR_NOT_WAITING,
  TSL_NET_ERROR_FULL,
  TSL_NET_ERROR_NOT_FULL,
  TSL_NET_ERROR_STARTED,
} TslNetError;

GQuark      tsl_net_error_quark      (void);
const char *tsl_net_error_to_nick    (gint          code);
gint        tsl_net_error_from_nick  (const char   *nick);

JsonObject *tsl_net_message_new      (const char   *type);
void        tsl_net_send             (SoupWebsocketConnection *connection,
                                      JsonObject   *message);
void        tsl_net_send_error       (SoupWebsocketConnection *connection,
                                      const GError *error);
JsonObject *tsl_net_message_parse    (GBytes       *bytes,
                                      GError      **error);
guint64     tsl_net_random_seed      (void);
char       *tsl_net_token_new        (void);
gboolean    tsl_net_token_equal      (const char   *a,
                                      const char   *b);
gboolean    tsl_net_check_text       (const char   *text,
                                      guint         max_chars,
                                      GError      **error);

G_END_DECLS
