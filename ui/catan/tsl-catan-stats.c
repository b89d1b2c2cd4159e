/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-stats.h"

static void
player_resources (JsonNode *state,
                  gint      resources[TSL_MAX_PLAYERS][TSL_N_RESOURCES])
{
  g_autoptr(TslCatanModel) model = tsl_catan_model_new_from_json (state, NULL);

  memset (resources, 0, sizeof (gint) * TSL_MAX_PLAYERS * TSL_N_RESOURCES);
  for (guint p = 0; model != NULL && p < model->n_players; p++)
    memcpy (resources[p], model->players[p].resources, sizeof (gint) * TSL_N_RESOURCES);
}

/**
 * tsl_catan_stats_compute:
 *
 * Replays @game's log in a copy (the log holds every outcome, so the
 * replay is exact) to count the dice totals and what each production roll
 * gave each player.
 */
gboolean
tsl_catan_stats_compute (TslGame        *game,
                         TslCatanStats  *stats,
                         GError        **error)
{
  g_autoptr(JsonNode) file = NULL;
  g_autoptr(JsonArray) actions = NULL;
  g_autoptr(TslGame) replay = NULL;

  memset (stats, 0, sizeof *stats);
  file = tsl_game_to_json (game);
  replay = tsl_game_new_from_json (file, &actions, error);
  if (replay == NULL)
    return FALSE;

  for (guint i = 0; actions != NULL && i < json_array_get_length (actions); i++)
    {
      JsonObject *action = json_array_get_object_element (actions, i);
      const char *type = json_object_get_string_member_with_default (action, "type", "");
      gboolean roll = g_strcmp0 (type, "roll") == 0;
      gint before[TSL_MAX_PLAYERS][TSL_N_RESOURCES];

      if (roll)
        {
          g_autoptr(JsonNode) state = tsl_game_get_state_json (replay);
          JsonArray *dice = json_object_has_member (action, "dice")
                            ? json_object_get_array_member (action, "dice") : NULL;

          player_resources (state, before);
          if (dice != NULL && json_array_get_length (dice) == 2)
            {
              gint total = json_array_get_int_element (dice, 0) + json_array_get_int_element (dice, 1);

              if (total >= 2 && total <= 12)
                stats->dice[total]++;
              stats->n_rolls++;
            }
        }
      if (!tsl_game_apply_json (replay, action, error))
        return FALSE;
      if (roll)
        {
          g_autoptr(JsonNode) state = tsl_game_get_state_json (replay);
          gint after[TSL_MAX_PLAYERS][TSL_N_RESOURCES];

          player_resources (state, after);
          for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
            for (guint r = 0; r < TSL_N_RESOURCES; r++)
              if (after[p][r] > before[p][r])
                stats->produced[p][r] += after[p][r] - before[p][r];
        }
    }
  return TRUE;
}
