/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-topology-private.h"   /* CATAN_MAX_PLAYERS; tsl-catan.h: TSL_CATAN_TB_* */

/* Traders & Barbarians' part of the state (CatanState.slice_traders_barbarians;
 * tsl-catan-traders*.c).  Nodes: vertices, then 54 + d the centre of
 * destination d; paths: edges, then 72 + 4 d + k from corner k of
 * destination d to its centre. */
typedef struct
{
  guint8 tb_dest_hex[TSL_CATAN_TB_DESTINATIONS];     /* land hex, CATAN_NONE without */
  guint8 tb_corner[TSL_CATAN_TB_DESTINATIONS][4];    /* its land corners */
  guint8 tb_path_road[4 * TSL_CATAN_TB_DESTINATIONS]; /* owner of a road on a destination path */
  guint8 tb_barbarian[TSL_CATAN_TB_BARBARIANS];      /* path of each barbarian */
  guint8 tb_goods[TSL_CATAN_TB_DESTINATIONS][TSL_CATAN_N_GOODS];  /* commodity cards left */
  guint8 tb_wagon[CATAN_MAX_PLAYERS];     /* node, CATAN_NONE before the founding city */
  guint8 tb_level[CATAN_MAX_PLAYERS];     /* face-up wagon card, 1..5 */
  guint8 tb_task[CATAN_MAX_PLAYERS];      /* TslCatanGood carried, CATAN_NONE */
  guint8 tb_delivered[CATAN_MAX_PLAYERS]; /* commodity cards turned to the building: 1 VP each */
  guint8 tb_mp_used;                      /* the current player's movement this turn */
  guint8 tb_grain;                        /* +2 movement points bought this turn */
  guint8 tb_moving;                       /* the movement phase began: no trading or building */
  guint8 tb_arrived;                      /* reached a destination: movement over */
  guint8 tb_chased;                       /* a chase was tried this turn */
  guint8 tb_barbarian_move;               /* barbarian to move after a won chase, CATAN_NONE */
  guint8 tb_neutral_tolls;                /* two-player: tolls on neutral roads this turn */
} CatanTradersSlice;
