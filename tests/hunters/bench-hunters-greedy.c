/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>

#include "tsl-hunters.h"
#include "tsl-hunters-private.h"
#include "tsl-self-play.h"

/* The greedy player keeping figures in reserve (issue 14) against the
 * greedy player as it was (property keep-reserve off) and against random,
 * 2 players, seats alternating.  A benchmark, not a test: it prints win
 * rates, the share of the measured seat's figure decisions taken with no
 * tribe member left, and its hunters put on meadows in the first half of
 * the land stack.
 *
 * Usage: bench-hunters-greedy [GAMES] */

typedef struct
{
  guint won, tied, games, figure_decisions, empty_decisions, early_hunters, members;
} Tally;

static void
play (TslEngine  *engine,
      const char *opponent,
      gboolean    reserve,
      guint       n_games,
      Tally      *tally)
{
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(GError) error = NULL;

  for (guint g = 0; g < n_games; g++)
    {
      g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
      g_autofree TslHuntersState *st = tsl_engine_state_new (engine);
      guint seat = g % 2;
      TslAi *ais[2];
      TslSelfPlayResult result;

      ais[seat] = tsl_engine_create_ai (engine, "greedy", &error);
      g_object_set (ais[seat], "keep-reserve", reserve, NULL);
      ais[1 - seat] = tsl_engine_create_ai (engine, g_str_equal (opponent, "old") ? "greedy" : opponent, &error);
      g_assert_no_error (error);
      if (g_str_equal (opponent, "old"))
        g_object_set (ais[1 - seat], "keep-reserve", FALSE, NULL);
      if (!tsl_self_play (engine, options, 2, ais, 200000 + g, &result, moves, &error))
        g_error ("game %u: %s", g, error->message);
      tally->games++;
      tally->won += result.scores[seat] > result.scores[1 - seat];
      tally->tied += result.scores[seat] == result.scores[1 - seat];
      /* Replay the recorded moves (outcomes included) to see each decision. */
      g_assert_true (tsl_engine_init_state (engine, st, options, 2, 200000 + g, NULL, &error));
      for (guint i = 0; i < moves->len; i++)
        {
          TslMove *m = &g_array_index (moves, TslMove, i);
          TslRng rng;

          if (st->phase == TSL_HUNTERS_PHASE_FIGURE && st->current == seat)
            {
              tally->figure_decisions++;
              tally->empty_decisions += st->members_left[seat] == 0;
              tally->members += st->members_left[seat];
              if (m->type == TSL_HUNTERS_MOVE_FIGURE && m->arg[0] == TSL_HUNTERS_FIGURE_HUNTER &&
                  st->land.len >= 78 / 2)   /* of the 78 land tiles */
                tally->early_hunters++;
            }
          tsl_rng_init (&rng, 1, i);
          g_assert_true (tsl_engine_apply_move (engine, st, m, &rng, &error));
        }
      g_object_unref (ais[0]);
      g_object_unref (ais[1]);
    }
}

int
main (int    argc,
      char **argv)
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 400;
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  const struct { const char *opponent; gboolean reserve; } arms[] = {
    { "old", TRUE }, { "random", TRUE }, { "random", FALSE }, { "old", FALSE },
  };

  for (guint k = 0; k < G_N_ELEMENTS (arms); k++)
    {
      Tally t = { 0, };

      play (engine, arms[k].opponent, arms[k].reserve, n, &t);
      g_print ("greedy%s vs %s, 2 players: won %u, tied %u of %u (%.1f %%); "
               "%.1f %% of its figure decisions with no member left (%.2f members on average), "
               "%.2f hunters a game in the first half of the stack\n",
               arms[k].reserve ? "" : " (as before)",
               g_str_equal (arms[k].opponent, "old") ? "greedy as before" : arms[k].opponent, t.won, t.tied, t.games,
               100.0 * t.won / t.games, 100.0 * t.empty_decisions / t.figure_decisions,
               (double) t.members / t.figure_decisions, (double) t.early_hunters / t.games);
    }
  return 0;
}
