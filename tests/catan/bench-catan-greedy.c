/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "tsl-catan.h"
#include "tsl-catan-private.h"
#include "tsl-ai.h"
#include "tsl-self-play.h"

/* The greedy player with domestic trade (issue 14) against the greedy
 * player as it was (property domestic-trade off) and against random, 4
 * players, the measured seat rotating.  A benchmark, not a test: it prints
 * win rates and the offers made.
 *
 * Usage: bench-catan-greedy [GAMES] [OPTIONS_JSON] */

typedef struct
{
  guint won, games, offers, trades, max_offers_per_turn;
} Tally;

static void
play (TslEngine  *engine,
      JsonObject *options,
      const char *opponent,
      guint       n_games,
      Tally      *tally)
{
  g_autoptr(GError) error = NULL;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
      guint seat = g % 4, this_turn = 0;
      TslAi *ais[4];
      TslSelfPlayResult result;

      for (guint i = 0; i < 4; i++)
        {
          gboolean old = i != seat && g_str_equal (opponent, "old");

          ais[i] = tsl_engine_create_ai (engine, i == seat || old ? "greedy" : opponent, &error);
          g_assert_no_error (error);
          if (old)
            g_object_set (ais[i], "domestic-trade", FALSE, NULL);
        }
      if (!tsl_self_play (engine, options, 4, ais, 100000 + g, &result, moves, &error))
        g_error ("game %u: %s", g, error->message);
      tally->games++;
      tally->won += (result.winners >> seat) & 1;
      for (guint i = 0; i < moves->len; i++)
        {
          const TslMove *m = &g_array_index (moves, TslMove, i);

          if (m->type == TSL_CATAN_END_TURN)
            this_turn = 0;
          if (m->type == TSL_CATAN_OFFER_TRADE && m->player == (gint) seat)
            {
              tally->offers++;
              this_turn++;
              tally->max_offers_per_turn = MAX (tally->max_offers_per_turn, this_turn);
            }
          if (m->type == TSL_CATAN_CONFIRM_TRADE && m->player == (gint) seat)
            tally->trades++;
        }
      for (guint i = 0; i < 4; i++)
        g_object_unref (ais[i]);
    }
}

int
main (int    argc,
      char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 2000;
  const char *options_json = argc > 2 ? argv[2] : "{\"layout\": \"random\"}";
  g_autoptr(JsonNode) options = json_from_string (options_json, NULL);
  g_autoptr(TslEngine) engine = tsl_catan_engine_new ();
  const char * const opponents[] = { "old", "random" };

  g_assert_nonnull (options);
  for (guint k = 0; k < G_N_ELEMENTS (opponents); k++)
    {
      Tally t = { 0, };

      play (engine, json_node_get_object (options), opponents[k], n, &t);
      g_print ("%s: greedy vs 3 %s: won %u of %u (%.1f %%, null 25 %%), "
               "%.2f offers and %.2f trades a game, at most %u offers a turn\n",
               options_json, g_str_equal (opponents[k], "old") ? "greedy as before" : opponents[k], t.won, t.games, 100.0 * t.won / t.games,
               (double) t.offers / t.games, (double) t.trades / t.games, t.max_offers_per_turn);
    }
  return 0;
}
