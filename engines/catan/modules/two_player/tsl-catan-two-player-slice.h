/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

/* Two-player Catan's part of the state (CatanState.slice_two_player;
 * tsl-catan-two-player.c); players[2] and players[3] are the two neutral
 * players then. */
typedef struct
{
  guint8 dice2[2];                  /* the second roll of the turn, zeros before the first */
  guint8 pending_roll;              /* a second roll that produces once the robber has moved */
  guint8 neutral_settlements_owed;  /* free neutral pieces still to place this turn */
  guint8 neutral_roads_owed;
  guint8 neutral_return;            /* the phase to go back to after them */
  guint8 token_used;                /* CATAN_TOKEN_* bits, this turn */
  guint8 tokens[2];                 /* trade tokens of the two seats */
  guint8 knights_turned_in;         /* played knights out of the game */
  guint8 neutral_start[2];          /* the neutrals' founding settlements */
} CatanTwoPlayerSlice;
