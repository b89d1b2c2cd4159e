/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-topology-private.h"   /* CATAN_N_LAND, CATAN_N_EDGES, CatanEdges */

/* Barbarian Attack's part of the state (CatanState.slice_barbarian_attack;
 * tsl-catan-barbarian-attack*.c).  The pillaged hexes stay in the core,
 * whose production and harbour trade leave them out. */
typedef struct
{
  guint8     castle;                   /* land hex, CATAN_NONE without the scenario */
  guint8     barbarians[CATAN_N_LAND]; /* on each coastal hex, 0..3 */
  guint8     barbarians_left;          /* in the reserve */
  guint8     prisoners[CATAN_MAX_PLAYERS];
  guint8     knight_at[CATAN_N_EDGES]; /* owner of the knight on each path (4: Foreign Knight), CATAN_NONE */
  guint8     knights_left[CATAN_MAX_PLAYERS];
  guint8     card_pending;             /* card whose choice is awaited (phase CARD), CATAN_NONE */
  guint8     card_discards[CATAN_N_DEV];   /* played, reshuffled when the deck runs out */
  guint8     treason_done;             /* Treason: barbarians moved so far (0, 1) */
  guint8     treason_from;             /* ...the first one's hex (CATAN_NONE: the reserve) */
  guint8     treason_to;
  guint8     battle_next;              /* phase BATTLE: position in the check order */
  guint8     foreign_moved;            /* two-player: the Foreign Knight moved this turn */
  guint8     last_battle_hex;          /* CATAN_NONE before the first battle */
  guint8     last_battle_colour;
  guint8     last_battle_prisoners[CATAN_MAX_PLAYERS + 1];
  guint8     last_battle_lost[CATAN_MAX_PLAYERS + 1];
  guint8     last_landing[3];
  CatanEdges knights_moved;            /* this turn: paths where knights that moved stand */
  CatanEdges knights_new;              /* this turn: paths of knights placed */
} CatanBarbarianAttackSlice;
