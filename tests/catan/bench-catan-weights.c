/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tsl-catan-evaluate-private.h"
#include "tsl-ai.h"
#include "catan-test-util.h"
#include "evaluation-fit.h"

/* Two sets of evaluation weights side by side: one seat's computer player
 * weighs positions with the weights of an .ini file written like
 * engines/catan/catan-evaluation.ini, the other seats' with the built-in
 * ones; the seat rotates game by game, so every board is played from every
 * seat.  A benchmark, not a test: it prints each game, then the wins of
 * the file's weights with a 95 % Wilson interval and the even share.
 *
 * Usage: bench-catan-weights GAMES PLAYERS OPTIONS_JSON SEED INI [KIND] */

int
main (int    argc,
      char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autoptr(JsonNode) given = NULL;
  g_autoptr(TslAi) hero = NULL;
  g_autoptr(TslAi) others = NULL;
  TslEngine *engine = ct_engine ();
  const TslOptionSpec *specs;
  g_autoptr(EvaluationFit) fit = NULL;
  const char *names[CATAN_EVAL_N_FEATURES];
  double w[CATAN_EVAL_N_FEATURES];
  guint n_specs = 0, n_games, n_players, wins = 0, played = 0;
  guint64 seed;
  double share, z = 1.959964, centre, half;

  if (argc < 6)
    {
      g_printerr ("usage: bench-catan-weights GAMES PLAYERS OPTIONS_JSON SEED INI [KIND]\n");
      return 2;
    }
  n_games = (guint) atoi (argv[1]);
  n_players = (guint) atoi (argv[2]);
  given = json_from_string (argv[3], &error);
  g_assert_no_error (error);
  seed = g_ascii_strtoull (argv[4], NULL, 10);
  for (guint k = 0; k < CATAN_EVAL_N_FEATURES; k++)
    names[k] = catan_evaluate_feature_name (k);
  fit = evaluation_fit_new (CATAN_EVAL_N_FEATURES, names);
  evaluation_fit_read_ini (fit, argv[5], w);
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_node_get_object (given), &error);
  if (options == NULL)
    g_error ("%s", error->message);
  hero = tsl_engine_create_ai (engine, argc > 6 ? argv[6] : "strong", &error);
  g_assert_no_error (error);
  others = tsl_engine_create_ai (engine, argc > 6 ? argv[6] : "strong", &error);
  g_assert_no_error (error);

  for (guint g = 0; g < n_games; g++)
    {
      g_autofree CatanState *s = tsl_engine_state_new (engine);
      g_autofree CatanState *view = tsl_engine_state_new (engine);
      guint hero_seat = g % n_players;
      guint64 game_seed = seed + g / n_players;
      TslRng ai_rng, view_rng;

      if (!tsl_engine_init_state (engine, s, options, n_players, game_seed, NULL, &error))
        g_error ("%s", error->message);
      tsl_rng_init (&ai_rng, game_seed, 1000 + g);
      tsl_rng_init (&view_rng, game_seed, 2000 + g);
      for (guint n = 0; n < 100000; n++)
        {
          gint actor = tsl_engine_get_actor (engine, s);
          TslAi *ai = (guint) actor == hero_seat ? hero : others;
          TslMove move;
          TslRng rng;

          if (actor < 0)
            break;
          memcpy (view, s, sizeof *s);
          tsl_engine_redact (engine, view, actor, &view_rng);
          memset (&move, 0, sizeof move);
          catan_evaluate_use_weights ((guint) actor == hero_seat ? w : NULL);
          if (!tsl_ai_choose_move (ai, engine, view, actor, &ai_rng, &move))
            g_error ("no move");
          catan_evaluate_use_weights (NULL);
          move.player = (gint8) actor;
          tsl_rng_init (&rng, game_seed, n);
          if (!tsl_engine_apply_move (engine, s, &move, &rng, &error))
            g_error ("%s", error->message);
        }
      played++;
      wins += s->phase == CATAN_PHASE_OVER && s->winner == hero_seat;
      printf ("game %u: seat %u %s\n", g, hero_seat,
              s->phase == CATAN_PHASE_OVER && s->winner == hero_seat ? "won" : "lost");
      fflush (stdout);
    }
  share = (double) wins / MAX (played, 1);
  centre = (share + z * z / (2 * played)) / (1 + z * z / played);
  half = z * sqrt (share * (1 - share) / played + z * z / (4.0 * played * played)) / (1 + z * z / played);
  printf ("{\"games\":%u,\"players\":%u,\"wins\":%u,\"share\":%.3f,\"interval\":[%.3f,%.3f],"
          "\"even_share\":%.3f}\n", played, n_players, wins, share, MAX (0, centre - half),
          MIN (1, centre + half), 1.0 / n_players);
  return 0;
}
