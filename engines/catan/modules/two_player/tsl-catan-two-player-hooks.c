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

/* The trade tokens' actions are once a turn. */
void
catan_two_player_end_turn (CatanState *s)
{
  s->slice_two_player.token_used = 0;
}

/* The Largest Army's holder may turn in knights for trade tokens until
 * the other seat's three or more take the card. */
gboolean
catan_two_player_may_score (const CatanState *s)
{
  return s->army_holder < 2 && s->players[1 - s->army_holder].knights >= 3;
}
