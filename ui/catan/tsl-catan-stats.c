/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-stats.h"

static void
add_production (const TslCatanInfo *before,
                const TslCatanInfo *after,
                TslCatanStats      *stats)
{
  for (guint p = 0; p < after->n_players; p++)
    for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
      if (after->players[p].resources[r] > before->players[p].resources[r])
        stats->produced[p][r] += after->players[p].resources[r] - before->players[p].resources[r];
}

/**
 * tsl_catan_stats_compute:
 *
 * Replays @game's moves in a copy (the log holds every outcome, so the
 * replay is exact) to count the dice totals and what each production roll
 * gave each player.  Only for a finished game or a full view: it reads
 * every hand.
 */
static void
count_roll (const TslMove *move,
            TslCatanStats *stats)
{
  guint total = (guint) move->count[0] + move->count[1];
  guint total2 = (guint) move->count[2] + move->count[3];

  if (total >= 2 && total <= 12)
    stats->dice[total]++;
  stats->n_rolls++;
  if (total2 >= 2 && total2 <= 12)
    {
      stats->dice[total2]++;
      stats->n_rolls++;
    }
}

/* A seat of a network table cannot replay the game: it kept its view
 * before every action, whose dice and hands in the open say the same. */
static void
compute_followed (TslGame       *game,
                  TslCatanStats *stats)
{
  for (guint i = 0; i < tsl_game_get_n_actions (game); i++)
    {
      const TslMove *move = tsl_game_get_move (game, i);
      TslCatanInfo before, after;

      if (move->type != TSL_CATAN_ROLL)
        continue;
      count_roll (move, stats);
      tsl_catan_info_read (tsl_game_get_followed_view (game, i), -1, &before);
      tsl_catan_info_read (tsl_game_get_followed_view (game, i + 1), -1, &after);
      add_production (&before, &after, stats);
    }
}

gboolean
tsl_catan_stats_compute (TslGame        *game,
                         TslCatanStats  *stats,
                         GError        **error)
{
  g_autoptr(TslGame) replay = NULL;

  memset (stats, 0, sizeof *stats);
  if (tsl_game_is_following (game))
    {
      compute_followed (game, stats);
      return TRUE;
    }
  replay = tsl_game_new (tsl_game_get_engine (game), tsl_game_get_options (game),
                         tsl_game_get_n_players (game), tsl_game_get_seed (game),
                         tsl_game_get_setup (game), error);
  if (replay == NULL)
    return FALSE;

  gboolean second_pending = FALSE;

  for (guint i = 0; i < tsl_game_get_n_actions (game); i++)
    {
      TslMove move = *tsl_game_get_move (game, i);
      gboolean roll = move.type == TSL_CATAN_ROLL;
      /* Two-player Catan: after a first 7 the second roll produces when
       * the robber has moved. */
      gboolean produces = roll || (second_pending && move.type == TSL_CATAN_MOVE_ROBBER);
      TslCatanInfo before, after;

      if (roll)
        {
          count_roll (&move, stats);
          second_pending = move.count[0] + move.count[1] == 7 && move.count[2] + move.count[3] != 0;
        }
      if (produces)
        tsl_catan_info_read (tsl_game_get_state (replay), -1, &before);
      if (!tsl_game_apply_move (replay, &move, error))
        return FALSE;
      if (produces)
        {
          tsl_catan_info_read (tsl_game_get_state (replay), -1, &after);
          if (!roll)
            {
              /* The stolen card is no production. */
              if (move.arg[1] >= 0 && move.arg[2] >= 0)
                after.players[move.player].resources[move.arg[2]]--;
              second_pending = FALSE;
            }
          add_production (&before, &after, stats);
        }
    }
  return TRUE;
}
