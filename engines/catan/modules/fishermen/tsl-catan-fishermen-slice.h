/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-topology-private.h"   /* CATAN_N_LAND, CATAN_MAX_PLAYERS */

/* Fish card kinds are 0..2 for cards with 1..3 fish. */
#define CATAN_N_FISHING_GROUNDS 6
#define CATAN_N_FISH_KINDS      3
#define CATAN_FISH_HAND_LIMIT   7
#define CATAN_FISH_BOOT         0   /* the code of the Old Boot in a recorded draw */

/* The Fishermen of Catan's part of the state (CatanState.slice_fishermen;
 * tsl-catan-fishermen.c). */
typedef struct
{
  guint8  lake;                     /* land hex of the lake, CATAN_NONE without */
  guint8  fishing_hex[CATAN_N_FISHING_GROUNDS];     /* frame hex (index into the topology) */
  guint8  fishing_number[CATAN_N_FISHING_GROUNDS];  /* 0 = no ground */
  guint8  fish_pile[CATAN_N_FISH_KINDS];            /* face down, by kind */
  guint8  fish_spent[CATAN_N_FISH_KINDS];           /* face up, reshuffled when the pile runs out */
  guint8  fish[CATAN_MAX_PLAYERS][CATAN_N_FISH_KINDS];  /* in hand, by kind */
  guint8  boot_in_pile;             /* the Old Boot not drawn yet */
  guint8  boot_holder;              /* CATAN_NONE while in the pile */
  guint64 fishing_vertices[CATAN_N_FISHING_GROUNDS];  /* the 3 fishing spots of each ground */
} CatanFishermenSlice;
