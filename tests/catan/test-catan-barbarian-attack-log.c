/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* Barbarian Attack's log sentences (tsl-catan-barbarian-attack-text.c):
 * the seed's battle told in words, and every move of random games told
 * as whole sentences. */

#define BA "{\"scenario\": \"barbarian_attack\"}"

static const char * const names[] = { "Red", "Blue", "White", "Orange" };

static char *
tell (CatanState *s,
      const char *action_json)
{
  g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
  TslMove m;

  g_assert_true (ct_try (s, action_json, &m, NULL));
  return tsl_engine_describe_move (ct_engine (), before, s, &m, names);
}

/* "Mindkét ... játékos (piros és kék) kap 1-1 barbár foglyot. A 3. foglyot
 * piros játékos kapja ... A zölddel jelzett irány jön ki ... 1 piros és
 * egy kék lovag áll ... kapnak 3-3 aranyat." */
static void
test_battle_told (void)
{
  g_autofree CatanState *s = ct_new (BA, 3, NULL);
  guint hex = (guint) ct_hex ("[2,0]");
  g_autofree char *text = NULL;
  g_autofree char *fight = NULL;

  g_test_summary ("The seed's battle in the log: prisoners, the colour, the knights lost, the gold");
  ct_skip_setup (s);
  s->phase = CATAN_PHASE_MAIN;
  s->rolled = TRUE;
  s->slice_barbarian_attack.barbarians[hex] = 3;
  s->slice_barbarian_attack.barbarians_left -= 3;
  catan_ba_refresh (s);
  for (guint k = 0; k < 4; k++)
    {
      guint owner = k == 3 ? 1 : 0;

      s->slice_barbarian_attack.knight_at[ct_ring_edge ("[2,0]", k)] = (guint8) owner;
      s->slice_barbarian_attack.knights_left[owner]--;
    }
  g_free (tell (s, "{\"type\": \"end_turn\"}"));
  text = tell (s, "{\"type\": \"end_turn\"}");
  g_assert_nonnull (strstr (text, "attack"));
  g_clear_pointer (&text, g_free);
  fight = g_strdup ("{\"type\": \"fight_barbarians\", \"hex\": [2,0], \"colour\": \"green\", \"roll_winners\": []}");
  text = tell (s, fight);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "defeated 3 barbarians"));
  g_assert_nonnull (strstr (text, "Red took 2 prisoners."));
  g_assert_nonnull (strstr (text, "Blue took 1 prisoner."));
  g_assert_nonnull (strstr (text, "green"));
  g_assert_nonnull (strstr (text, "Red lost 1 knight."));
  g_assert_nonnull (strstr (text, "Blue lost 1 knight."));
  g_assert_nonnull (strstr (text, "Blue received 3 gold."));
  g_assert_nonnull (strstr (text, "free again"));
}

static void
test_every_move_told (void)
{
  TslMoveList moves = { 0, };
  guint told[TSL_CATAN_N_ACTIONS] = { 0, };

  g_test_summary ("Every move of random games is told in whole sentences");
  for (guint g = 0; g < 40; g++)
    {
      g_autofree CatanState *s = ct_new (g % 2 ? BA : "{\"scenario\": \"barbarian_attack\", \"event_cards\": true}",
                                         2 + g % 3, NULL);
      TslRng rng;

      tsl_rng_init (&rng, g, 3);
      while (s->phase != CATAN_PHASE_OVER)
        {
          g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
          g_autofree char *text = NULL;
          TslMove m;

          tsl_move_list_reset (&moves);
          catan_legal_moves (s, TSL_LEGAL_NO_NEGOTIATION, &moves);
          m = moves.moves[tsl_rng_below (&rng, moves.len)];
          g_assert_true (catan_apply (s, &m, &rng, NULL));
          text = tsl_engine_describe_move (ct_engine (), before, s, &m, names);
          g_assert_true (strlen (text) > 0);
          g_assert_true (g_str_has_suffix (text, ".") || g_str_has_suffix (text, "!"));
          told[m.type]++;
        }
    }
  tsl_move_list_clear (&moves);
  for (guint t = TSL_CATAN_PLACE_KNIGHT; t <= TSL_CATAN_STEAL_RESOURCE; t++)
    g_assert_cmpuint (told[t], >, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/barbarian-attack/log/battle", test_battle_told);
  g_test_add_func ("/engines/catan/barbarian-attack/log/every-move", test_every_move_told);
  return g_test_run ();
}
