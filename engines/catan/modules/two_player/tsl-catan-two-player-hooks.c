/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-hooks-private.h"

/* Two-player Catan's hooks (tsl-catan-hooks-private.h) beside those in its
 * JSON file: the variant plays whenever two seats play. */

gboolean
catan_two_player_plays (const CatanState *s)
{
  return catan_two_player (s);
}
