/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-catan-two-player-private.h"

/* Two-player Catan's part of what a view reads (tsl-catan-two-player-info.h) */
void
catan_two_player_info_read (const CatanState *s,
                            gint              seat,
                            TslCatanInfo     *info)
{
  TslCatanTwoPlayerInfo *ti = &info->two_player;

  if (!catan_two_player (s))
    return;
  ti->played = TRUE;
  memcpy (ti->dice2, s->slice_two_player.dice2, sizeof ti->dice2);
  if (s->phase == CATAN_PHASE_NEUTRAL_BUILD)
    {
      ti->neutral_owed = s->slice_two_player.neutral_settlements_owed + s->slice_two_player.neutral_roads_owed;
      ti->neutral_settlement_owed = s->slice_two_player.neutral_settlements_owed > 0 && catan_neutral_settlement_possible (s);
    }
  ti->token_action_used = (s->slice_two_player.token_used & CATAN_TOKEN_ACTION) != 0;
  ti->knight_turned_in = (s->slice_two_player.token_used & CATAN_TOKEN_KNIGHT) != 0;
  ti->tokens_left = (guint8) (CATAN_TOKENS_TOTAL - s->slice_two_player.tokens[0] - s->slice_two_player.tokens[1]);
  /* Fishermen of Catan is played without trade tokens ("Kereskedő
   * zsetonokra nincs szükség"): no token actions to show. */
  ti->trade_tokens = !catan_fishermen (s);
  for (guint p = 0; p < 2 && ti->trade_tokens; p++)
    {
      info->players[p].two_player.trade_tokens = s->slice_two_player.tokens[p];
      info->players[p].two_player.token_cost = (guint8) catan_token_cost (s, p);
    }
}
