/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"
#include "tsl-catan-traders-private.h"

/* What each step the wagon may take now costs, so the UI can show it
 * beside the target. */
static void
read_wagon_steps (const CatanState              *s,
                  TslCatanTradersBarbariansInfo *ti)
{
  guint8 paths[4];
  guint from, n;

  if (ti->wagon_targets == 0)
    return;
  from = s->slice_traders_barbarians.tb_wagon[s->current];
  n = catan_tb_node_paths (s, from, paths);
  for (guint i = 0; i < n; i++)
    {
      guint a, b, toll, to;
      guint cost = catan_tb_step_cost (s, s->current, paths[i], &toll);

      catan_tb_path_ends (s, paths[i], &a, &b);
      to = a == from ? b : a;
      if (!(ti->wagon_targets & (G_GUINT64_CONSTANT (1) << to)))
        continue;
      ti->wagon_step_cost[to] = (guint8) cost;
      if (toll > 0)
        ti->wagon_step_toll |= G_GUINT64_CONSTANT (1) << to;
    }
}

/* Traders & Barbarians' part of what a view reads
 * (tsl-catan-traders-barbarians-info.h): destinations, barbarians,
 * wagons and what the current player's wagon may do now (the targets the
 * UI highlights). */
void
catan_traders_barbarians_info_read (const CatanState *s,
                                    gint              seat,
                                    TslCatanInfo     *info)
{
  TslCatanTradersBarbariansInfo *ti = &info->traders_barbarians;

  memset (ti->destination_hex, -1, sizeof ti->destination_hex);
  memset (ti->path_road_owner, -1, sizeof ti->path_road_owner);
  memset (ti->barbarian_path, -1, sizeof ti->barbarian_path);
  ti->barbarian_move = -1;
  for (guint p = 0; p < TSL_CATAN_MAX_PLAYERS; p++)
    {
      info->players[p].traders_barbarians.wagon_node = -1;
      info->players[p].traders_barbarians.task = -1;
      info->players[p].traders_barbarians.task_to = -1;
    }
  if (!catan_traders_barbarians (s))
    return;
  ti->played = TRUE;
  memcpy (ti->wagon_cards, catan_traders_data ()->wagon, sizeof ti->wagon_cards);
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      ti->destination_hex[d] = (gint8) s->slice_traders_barbarians.tb_dest_hex[d];
      for (guint k = 0; k < 4; k++)
        {
          ti->destination_corner[d][k] = s->slice_traders_barbarians.tb_corner[d][k];
          ti->path_road_owner[d][k] = (gint8) catan_info_index (s->slice_traders_barbarians.tb_path_road[4 * d + k]);
        }
      for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
        ti->commodities_left[d] += s->slice_traders_barbarians.tb_goods[d][k];
    }
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    ti->barbarian_path[i] = s->slice_traders_barbarians.tb_barbarian[i];
  if (s->phase >= CATAN_PHASE_ROLL && s->phase != CATAN_PHASE_OVER)
    {
      ti->mp_left = (guint8) catan_tb_mp_left (s);
      ti->grain_used = s->slice_traders_barbarians.tb_grain;
      ti->moving = s->slice_traders_barbarians.tb_moving;
      ti->wagon_targets = catan_tb_wagon_targets (s, s->current);
      read_wagon_steps (s, ti);
      ti->chase_paths = (guint8) catan_tb_chase_targets (s, s->current);
    }
  if (s->phase == CATAN_PHASE_ROBBER || s->slice_traders_barbarians.tb_barbarian_move != CATAN_NONE)
    {
      ti->barbarian_move = (gint8) catan_info_index (s->slice_traders_barbarians.tb_barbarian_move);
      for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
        ti->barbarian_spots[x] = catan_tb_barbarian_spot (s, x);
    }
  else if (catan_two_player (s) && (s->phase == CATAN_PHASE_ROLL || s->phase == CATAN_PHASE_MAIN) &&
           catan_check_token_action (s, s->current, NULL))
    {
      ti->barbarian_token = TRUE;
      for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
        ti->barbarian_spots[x] = catan_tb_barbarian_spot (s, x) && catan_tb_path_owner (s, x) < 0;
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      TslCatanTradersBarbariansPlayerInfo *pi = &info->players[p].traders_barbarians;

      pi->wagon_node = (gint8) catan_info_index (s->slice_traders_barbarians.tb_wagon[p]);
      pi->wagon_level = s->slice_traders_barbarians.tb_level[p];
      pi->task = (gint8) catan_info_index (s->slice_traders_barbarians.tb_task[p]);
      pi->task_to = s->slice_traders_barbarians.tb_task[p] == CATAN_NONE ? -1 : (gint8) catan_tb_needed_at (s->slice_traders_barbarians.tb_task[p]);
      pi->deliveries = s->slice_traders_barbarians.tb_delivered[p];
    }
}
