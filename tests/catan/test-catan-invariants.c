/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "catan-test-util.h"

/* Seeded random games (uniform over the legal moves, as the random computer
 * player) with every invariant checked: cards conserved (19 of each
 * resource, 25 development cards), pieces conserved, VP recomputed from the
 * board equals the engine's, distance rule and road connectivity on the
 * board, and every game ends on its own.  Options and player counts vary so
 * that every rule variant is exercised (Catan Events too: the deck's
 * composition and the damaged roads are checked as well); every fourth game also lists the
 * domestic trade offers, so offers, answers and confirmations are played. */

static guint n_games = 10000;

static const char * const option_sets[] = {
  "{\"layout\": \"random\"}",
  "{\"layout\": \"beginner\"}",
  "{\"layout\": \"random\", \"bank_shortage\": \"single_player_takes_rest\", \"robber_on_desert\": false}",
  "{\"layout\": \"random\", \"harbor_3to1_identical\": false, \"longest_road_tie\": \"set_aside\", \"trade_after_build\": true}",
  "{\"layout\": \"random\", \"victory_points\": 5}",
  /* V2 Catan Events. */
  "{\"layout\": \"random\", \"event_cards\": true}",
  "{\"layout\": \"random\", \"event_cards\": true, \"bank_shortage\": \"single_player_takes_rest\", \"robber_on_desert\": false}",
};

static void
play_game (guint    g,
           guint    n_players,
           gboolean check_every_action)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = ct_new (option_sets[g % G_N_ELEMENTS (option_sets)], n_players, NULL);
  CatanState view;
  TslMoveList moves;
  TslRng ai_rng, view_rng;
  TslLegalFlags flags = g % 4 == 0 ? TSL_LEGAL_DEFAULT : TSL_LEGAL_NO_NEGOTIATION;
  guint n = 0;

  /* A different board and deck for every game. */
  if (g % G_N_ELEMENTS (option_sets) != 1)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) options = json_from_string (option_sets[g % G_N_ELEMENTS (option_sets)], NULL);

      tsl_engine_init_state (engine, s, json_node_get_object (options), n_players, g, NULL, &error);
      g_assert_no_error (error);
    }
  tsl_move_list_init (&moves);
  tsl_rng_init (&ai_rng, g, 77);
  tsl_rng_init (&view_rng, g, 78);

  while (!tsl_engine_is_over (engine, s))
    {
      gint actor = tsl_engine_get_actor (engine, s);
      TslMove move;
      TslRng rng;
      g_autoptr(GError) error = NULL;

      g_assert_cmpint (actor, >=, 0);
      g_assert_cmpuint (n, <, 100000);
      view = *s;
      tsl_engine_redact (engine, &view, actor, &view_rng);
      tsl_move_list_reset (&moves);
      tsl_engine_legal_moves (engine, &view, flags, &moves);
      g_assert_cmpuint (moves.len, >, 0);
      move = moves.moves[tsl_rng_below (&ai_rng, moves.len)];
      g_assert_cmpint (move.player, ==, actor);
      tsl_rng_init (&rng, g, n);
      if (!tsl_engine_apply_move (engine, s, &move, &rng, &error))
        g_error ("game %u action %u: %s", g, n, error->message);
      n++;
      if (check_every_action || move.type == TSL_CATAN_END_TURN)
        ct_check_invariants (s);
    }
  ct_check_invariants (s);
  g_assert_cmpuint (s->winner, <, n_players);
  tsl_move_list_clear (&moves);
}

static void
test_invariants_detailed (void)
{
  g_test_summary ("Invariants after every single action of 300 random games");
  for (guint g = 0; g < 300; g++)
    play_game (1000000 + g, g % 3 == 0 ? 3 : 4, TRUE);
}

static void
test_invariants_many (void)
{
  g_test_summary ("Invariants at every turn end of many random 4-player games (and a tenth as "
                  "many 3-player ones); all of them end");
  for (guint g = 0; g < n_games; g++)
    play_game (g, 4, FALSE);
  for (guint g = 0; g < n_games / 10; g++)
    play_game (500000 + g, 3, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (g_getenv ("TSL_CATAN_GAMES") != NULL)
    n_games = (guint) atoi (g_getenv ("TSL_CATAN_GAMES"));
  if (g_test_slow ())
    n_games = 100000;
  g_test_add_func ("/engines/catan/invariants/every-action", test_invariants_detailed);
  g_test_add_func ("/engines/catan/invariants/many-games", test_invariants_many);
  return g_test_run ();
}
