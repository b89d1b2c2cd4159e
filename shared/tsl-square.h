/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/**
 * TslSquareSide:
 * @TSL_SQUARE_NORTH: towards y - 1
 * @TSL_SQUARE_EAST: towards x + 1
 * @TSL_SQUARE_SOUTH: towards y + 1
 * @TSL_SQUARE_WEST: towards x - 1
 *
 * The four sides of a square tile, clockwise from the north.  x grows to the
 * east and y to the south, as in the game-file contract.
 */
typedef enum
{
  TSL_SQUARE_NORTH,
  TSL_SQUARE_EAST,
  TSL_SQUARE_SOUTH,
  TSL_SQUARE_WEST,
} TslSquareSide;

#define TSL_SQUARE_N_SIDES     4
/* Each side is cut into thirds (Carcassonne's road/river/field positions). */
#define TSL_SQUARE_N_THIRDS    3
#define TSL_SQUARE_N_POSITIONS 12

static inline gint
tsl_square_side_dx (TslSquareSide side)
{
  return side == TSL_SQUARE_EAST ? 1 : side == TSL_SQUARE_WEST ? -1 : 0;
}

static inline gint
tsl_square_side_dy (TslSquareSide side)
{
  return side == TSL_SQUARE_SOUTH ? 1 : side == TSL_SQUARE_NORTH ? -1 : 0;
}

static inline TslSquareSide
tsl_square_side_opposite (TslSquareSide side)
{
  return (TslSquareSide) ((side + 2) & 3);
}

/* The side a reference side ends up on after @quarters clockwise turns. */
static inline TslSquareSide
tsl_square_side_rotate (TslSquareSide side,
                        guint         quarters)
{
  return (TslSquareSide) ((side + quarters) & 3);
}

/* Edge positions run clockwise from the north-west corner: N0 N1 N2 E0 .. W2. */
static inline guint
tsl_square_position (TslSquareSide side,
                     guint         third)
{
  return side * TSL_SQUARE_N_THIRDS + third;
}

static inline TslSquareSide
tsl_square_position_side (guint position)
{
  return (TslSquareSide) (position / TSL_SQUARE_N_THIRDS);
}

static inline guint
tsl_square_position_rotate (guint position,
                            guint quarters)
{
  return (position + TSL_SQUARE_N_THIRDS * (quarters & 3)) % TSL_SQUARE_N_POSITIONS;
}

/* The position of the neighbour across that side that touches @position:
 * N_i faces the northern neighbour's S_(2-i), and so on. */
static inline guint
tsl_square_position_facing (guint position)
{
  TslSquareSide side = tsl_square_position_side (position);
  guint third = position % TSL_SQUARE_N_THIRDS;

  return tsl_square_position (tsl_square_side_opposite (side), 2 - third);
}

gboolean    tsl_square_position_parse    (const char *name,
                                          guint      *position);
const char *tsl_square_position_name     (guint       position);
gboolean    tsl_square_rotation_parse    (gint        degrees,
                                          guint      *quarters);

#define TSL_SQUARE_MAP_SIZE 256
#define TSL_SQUARE_MAP_MAX  192

/**
 * TslSquareMap:
 *
 * Which cell of an unbounded square grid holds which placed tile: a small
 * open-addressing hash from [x, y] (each within -127..127) to a byte, a
 * plain value of 768 bytes that lives inside an engine's state.  Tile-laying
 * games spread in any direction, and a dense array big enough for that would
 * make every state copy of a searching computer player many times larger.
 */
typedef struct
{
  guint16 key[TSL_SQUARE_MAP_SIZE];     /* 0: empty */
  guint8  value[TSL_SQUARE_MAP_SIZE];
  guint16 len;
} TslSquareMap;

void     tsl_square_map_init   (TslSquareMap       *map);
gboolean tsl_square_map_insert (TslSquareMap       *map,
                                gint                x,
                                gint                y,
                                guint8              value);

static inline guint16
tsl_square_map_key (gint x,
                    gint y)
{
  return (guint16) (((guint) (x + 128) & 0xff) << 8 | ((guint) (y + 128) & 0xff));
}

static inline guint
tsl_square_map_hash (guint16 key)
{
  return ((key * 40503u) >> 8) & (TSL_SQUARE_MAP_SIZE - 1);
}

/* Returns: the value stored for [x, y], or -1 */
static inline gint
tsl_square_map_lookup (const TslSquareMap *map,
                       gint                x,
                       gint                y)
{
  guint16 key;
  guint i;

  if (x < -127 || x > 127 || y < -127 || y > 127)
    return -1;
  key = tsl_square_map_key (x, y);
  for (i = tsl_square_map_hash (key); map->key[i] != 0; i = (i + 1) & (TSL_SQUARE_MAP_SIZE - 1))
    if (map->key[i] == key)
      return map->value[i];
  return -1;
}

G_END_DECLS
