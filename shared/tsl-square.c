/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-square.h"

static const char position_names[TSL_SQUARE_N_POSITIONS][3] = {
  "N0", "N1", "N2", "E0", "E1", "E2", "S0", "S1", "S2", "W0", "W1", "W2",
};

/**
 * tsl_square_position_parse:
 * @name: an edge position such as "N0" or "W2"
 * @position: (out): its index, 0 .. 11
 *
 * Returns: %FALSE if @name is not an edge position
 */
gboolean
tsl_square_position_parse (const char *name,
                           guint      *position)
{
  for (guint i = 0; i < TSL_SQUARE_N_POSITIONS; i++)
    if (g_strcmp0 (name, position_names[i]) == 0)
      {
        *position = i;
        return TRUE;
      }
  return FALSE;
}

const char *
tsl_square_position_name (guint position)
{
  g_return_val_if_fail (position < TSL_SQUARE_N_POSITIONS, NULL);
  return position_names[position];
}

/**
 * tsl_square_rotation_parse:
 * @degrees: 0, 90, 180 or 270 (clockwise)
 * @quarters: (out): the same in quarter turns
 *
 * Returns: %FALSE for any other angle
 */
gboolean
tsl_square_rotation_parse (gint   degrees,
                           guint *quarters)
{
  if (degrees < 0 || degrees > 270 || degrees % 90 != 0)
    return FALSE;
  *quarters = (guint) degrees / 90;
  return TRUE;
}

void
tsl_square_map_init (TslSquareMap *map)
{
  memset (map, 0, sizeof *map);
}

/**
 * tsl_square_map_insert:
 * @map: a map
 * @x: column, -127 .. 127
 * @y: row, -127 .. 127
 * @value: what to store
 *
 * Stores @value for [x, y], replacing an earlier value.
 *
 * Returns: %FALSE if the cell is out of range or the map is full
 */
gboolean
tsl_square_map_insert (TslSquareMap *map,
                       gint          x,
                       gint          y,
                       guint8        value)
{
  guint16 key;
  guint i;

  if (x < -127 || x > 127 || y < -127 || y > 127)
    return FALSE;
  key = tsl_square_map_key (x, y);
  for (i = tsl_square_map_hash (key); map->key[i] != 0; i = (i + 1) & (TSL_SQUARE_MAP_SIZE - 1))
    {
      if (map->key[i] == key)
        {
          map->value[i] = value;
          return TRUE;
        }
    }
  /* Keep enough empty cells that every probe sequence ends quickly. */
  if (map->len >= TSL_SQUARE_MAP_MAX)
    return FALSE;
  map->len++;
  map->key[i] = key;
  map->value[i] = value;
  return TRUE;
}
