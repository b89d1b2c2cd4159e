/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tsl-types.h"

G_BEGIN_DECLS

/* The secrets of one table as its seat file keeps them: what a restarted
 * server needs to give each seat back to its player. */
typedef struct
{
  guint  n_seats;
  char  *tokens[TSL_MAX_PLAYERS];   /* NULL: nobody holds the seat */
  char  *names[TSL_MAX_PLAYERS];    /* the holder's name, beside the token */
  char  *host_token;                /* NULL: the table has no host */
} TslNetSeatFile;

char     *tsl_net_seat_file_path  (const char           *game_path);
gboolean  tsl_net_seat_file_save  (const char           *path,
                                   const char           *game_id,
                                   const TslNetSeatFile *seats,
                                   GError              **error);
gboolean  tsl_net_seat_file_load  (const char           *path,
                                   const char           *game_id,
                                   guint                 n_seats,
                                   TslNetSeatFile       *seats,
                                   GError              **error);
void      tsl_net_seat_file_clear (TslNetSeatFile       *seats);

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (TslNetSeatFile, tsl_net_seat_file_clear)

G_END_DECLS
