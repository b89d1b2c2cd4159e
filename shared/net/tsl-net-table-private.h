/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-net-table.h"

/*
 * The inside of TslNetTable, shared by its two files: tsl-net-table.c
 * (the game: views, moves, chat, spectators) and tsl-net-table-seats.c
 * (who sits where: joining, coming back, handing over, starting).
 */

G_BEGIN_DECLS

typedef struct
{
  char                    *controller;  /* "open" or "ai:KIND" */
  char                    *name;
  char                    *token;       /* NULL until someone joins */
  SoupWebsocketConnection *connection;  /* NULL while away */
  gint64                   lost_at;     /* monotonic µs the connection was lost */
  char                    *handed_to;   /* the computer player's kind meanwhile */
  gboolean                 reserved;    /* resumed: not back since the restart */
} Seat;

struct _TslNetTable
{
  GObject      parent_instance;

  char        *id;
  TslGame     *game;
  TslSession  *session;
  char        *fingerprint;
  char        *autosave_path;
  char        *seats_path;   /* the tokens beside the autosave, or NULL */
  GError      *seat_file_error;   /* why the resumed seats are open, or NULL */
  guint64      view_key;
  guint        n_seats;
  Seat         seats[TSL_MAX_PLAYERS];
  char        *host_token;   /* NULL for a table nobody created over the network */
  GPtrArray   *spectators;   /* SoupWebsocketConnection */
  gboolean     started;
  gboolean     start_by_host;   /* waits for the host's "start" even when full */
  /* The state before the last action, for move_to_json() of it. */
  gpointer     previous;
  gint64       sent_at;   /* monotonic µs the last action's update was sent */
};

void  _tsl_net_table_send_update        (TslNetTable   *self,
                                         guint          seat,
                                         const TslMove *chosen,
                                         gconstpointer  before);
void  _tsl_net_table_send_public_update (TslNetTable   *self,
                                         const TslMove *chosen,
                                         gconstpointer  before);
void  _tsl_net_table_broadcast          (TslNetTable   *self,
                                         JsonObject    *message);
JsonArray *_tsl_net_table_seats_to_json (TslNetTable   *self);
char *_tsl_net_table_computer_name      (guint          seat);
void  _tsl_net_table_restore_seats      (TslNetTable   *self,
                                         const char    *path);

G_END_DECLS
