/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-rng.h"
#include "tsl-start-player.h"
#include "tsl-types.h"

/* The stream used for the start roll: far from the engine's streams
 * (which are action indices 0, 1, 2 ...), so the roll never changes a
 * game's dice.  The app and tessella-cli both roll here, so that one seed
 * gives one start player; changing it changes every game file "new" writes. */
#define START_ROLL_STREAM G_GUINT64_CONSTANT (0x5354415254000000)

/**
 * tsl_start_player_roll:
 * @seed: the game's seed, so that a seed reproduces the seat order too
 *
 * Every player rolls both dice and the highest total starts; players tied
 * for the highest roll again (Catan rulebooks HU/DE, digest §4 round 1).
 * The launcher and "tessella-cli new" then seat the players from the start
 * player on, keeping the clockwise order, so that seat 0 of the game file is
 * the start player.
 */
void
tsl_start_player_roll (guint64       seed,
                       guint         n_players,
                       TslStartRoll *out)
{
  gboolean in_roll[TSL_MAX_PLAYERS];
  TslRng rng;

  g_return_if_fail (n_players >= 1 && n_players <= TSL_MAX_PLAYERS);
  g_return_if_fail (out != NULL);

  memset (out, 0, sizeof *out);
  tsl_rng_init (&rng, seed, START_ROLL_STREAM);
  for (guint i = 0; i < n_players; i++)
    in_roll[i] = TRUE;

  for (guint round = 0; round < TSL_START_PLAYER_MAX_ROUNDS; round++)
    {
      guint best = 0, n_best = 0;

      out->n_rounds = round + 1;
      for (guint i = 0; i < n_players; i++)
        if (in_roll[i])
          {
            out->rolls[round][i] = tsl_rng_range (&rng, 1, 6) + tsl_rng_range (&rng, 1, 6);
            best = MAX (best, out->rolls[round][i]);
          }
      for (guint i = 0; i < n_players; i++)
        {
          in_roll[i] = in_roll[i] && out->rolls[round][i] == best;
          if (in_roll[i])
            {
              n_best++;
              out->start = i;
            }
        }
      if (n_best == 1)
        return;
    }

  /* Still tied after so many rounds (odds below 1e-15): the first of the
   * tied players starts. */
  for (guint i = 0; i < n_players; i++)
    if (in_roll[i])
      {
        out->start = i;
        return;
      }
}

/**
 * tsl_start_player_describe:
 * @names: the players' names in the order they sat down
 *
 * Returns: (transfer full): a sentence for the log, such as
 *   "Anna rolled 11 and starts."
 */
char *
tsl_start_player_describe (const TslStartRoll *roll,
                           const char * const *names)
{
  guint last = roll->n_rounds - 1;

  if (roll->n_rounds > 1)
    /* Translators: the start player was decided after re-rolls among tied players. */
    return g_strdup_printf (_("%s rolled %u after a tie and starts."),
                            names[roll->start], roll->rolls[last][roll->start]);
  return g_strdup_printf (_("%s rolled %u and starts."),
                          names[roll->start], roll->rolls[last][roll->start]);
}
