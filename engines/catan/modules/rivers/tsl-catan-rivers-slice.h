/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-topology-private.h"   /* CatanEdges */

#define CATAN_RIVERS         2
#define CATAN_RIVER_MAX      4    /* hexes of the longer river */
#define CATAN_BRIDGE_GOLD    3    /* HU "Aki hidat épít, 3 aranyat kap." */

/* The Rivers of Catan's part of the state (CatanState.slice_rivers;
 * tsl-catan-rivers*.c).  The bridge sites and the bridges left stay in
 * the core, whose road spots read them (tsl-catan-roads.c). */
typedef struct
{
  /* The rivers from source to mouth (CATAN_NONE pads), and what follows
   * from them (catan_rivers_board_finish) */
  guint8     river[CATAN_RIVERS][CATAN_RIVER_MAX];
  guint32    river_hexes;
  CatanEdges river_banks;              /* sides of river hexes that are no bridge site */
  guint64    river_vertices;           /* corners of river hexes */
  CatanEdges bridges;                  /* bridges built (also in their owner's roads) */
} CatanRiversSlice;
