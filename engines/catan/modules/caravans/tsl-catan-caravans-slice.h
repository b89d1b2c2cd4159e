/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-topology-private.h"   /* CATAN_N_EDGES, CATAN_MAX_PLAYERS */

#define CATAN_CARAVANS 3    /* three caravans leave the oasis */
#define CATAN_CAMELS   22   /* OUTSIDE (box list): 22 camels; the seed names none */

/* Wool, and grain, cards a listed camel vote reveals at most (apply_move()
 * accepts any number held): keeps the list short. */
#define CATAN_LISTED_VOTE_CARDS 2

/* The Caravans' part of the state (CatanState.slice_caravans;
 * tsl-catan-caravans.c).  The camels themselves stay in the core
 * (CatanState.camels), whose longest road counts them. */
typedef struct
{
  guint64 camel_vertices;           /* intersections between two camels: +1 VP for a building */
  guint8  oasis;                    /* land hex, CATAN_NONE without the scenario */
  guint8  camels_left;              /* of the 22 */
  guint8  camel_due;                /* a settlement or city was built this turn: a vote at its end */
  guint8  caravan_start[CATAN_CARAVANS];   /* the marked paths out of the oasis */
  guint8  caravan_last[CATAN_CARAVANS];    /* last camel's path, CATAN_NONE before the first */
  guint8  caravan_end[CATAN_CARAVANS];     /* intersection it continues from, CATAN_NONE before */
  guint8  caravan_joined[CATAN_CARAVANS];  /* the caravan it met and joined, CATAN_NONE */
  guint8  caravan_camels[CATAN_CARAVANS];
  guint8  camel_caravan[CATAN_N_EDGES];    /* caravan of each camel, CATAN_NONE */
  guint8  vote_next;                /* seat voting now (phase VOTE) */
  guint8  votes_cast;
  guint8  vote_cards[CATAN_MAX_PLAYERS][2];   /* wool, grain revealed */
  guint8  vote_path[CATAN_MAX_PLAYERS][2];    /* proposed paths, CATAN_NONE */
  guint8  vote_decider;             /* last vote: who decided, CATAN_NONE before */
  guint8  vote_placed[2];           /* last vote: the camels placed, CATAN_NONE */
} CatanCaravansSlice;
