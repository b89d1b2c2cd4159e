/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"

/* The edges of play: counters at their limits, setups nobody could play,
 * targets nobody could reach, and what the bank can no longer pay.  "§"
 * cites the digest of the rules, HU/DE/BG the seed rulebooks (000, 003, 004). */

/* --------------------------------------------------------------- turns */

static void
test_turn_counter_wide (void)
{
  g_autofree CatanState *s = ct_new_beginner (3);
  g_autoptr(JsonNode) state = NULL;

  g_test_summary ("The turn counter counts past 65,535 (issue 8: it wrapped to 0)");
  ct_skip_setup (s);
  s->turn = G_MAXUINT16;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_cmpuint (tsl_engine_get_turn (ct_engine (), s), ==, 65536);
  state = ct_state_json (s);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (state), "turn"), ==, 65536);
}

/* ----------------------------------------------------- Year of Plenty */

/* Player 0 holds a Year of Plenty card; the bank keeps only KEEP (per
 * resource), the rest goes to player 1. */
static CatanState *
plenty_position (const guint8 keep[CATAN_N_RES])
{
  CatanState *s = ct_new_beginner (3);

  ct_skip_setup (s);
  s->players[0].dev[TSL_CATAN_YEAR_OF_PLENTY] = 1;
  for (guint r = 0; r < CATAN_N_RES; r++)
    ct_give (s, 1, r, s->bank.count[r] - keep[r]);
  return s;
}

static void
test_plenty_last_card (void)
{
  static const guint8 one_wool[CATAN_N_RES] = { [TSL_CATAN_WOOL] = 1 };
  g_autofree CatanState *s = plenty_position (one_wool);
  TslMoveList list;

  g_test_summary ("Year of Plenty with one card left in the bank takes that card: the seeds let "
                  "the player take two cards “from the stacks” (HU Találmány: “elvehet két "
                  "tetszőleges nyersanyagkártyát a megfelelő pakli(k)ból”; DE Erfindung: “darf sich "
                  "sofort 2 beliebige Rohstoff-Karten von den Vorrats-Stapeln nehmen”), and what is "
                  "not in a stack cannot be taken (issue 8: no move was legal)");
  tsl_move_list_init (&list);
  tsl_engine_legal_moves (ct_engine (), s, TSL_LEGAL_DEFAULT, &list);
  for (guint i = 0, n = 0; i < list.len; i++)
    if (list.moves[i].type == TSL_CATAN_PLAY_YEAR_OF_PLENTY)
      {
        const guint8 *c = list.moves[i].count;

        g_assert_cmpuint (++n, ==, 1);
        g_assert_cmpuint (c[TSL_CATAN_WOOL], ==, 1);
        g_assert_cmpuint ((guint) c[0] + c[1] + c[2] + c[3] + c[4], ==, 1);
      }
  tsl_move_list_clear (&list);
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_PLAY_YEAR_OF_PLENTY), ==, 1);

  ct_refused (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"wool\": 2}}",
              TSL_ERROR_INVALID_MOVE, NULL);
  ct_refused (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"ore\": 1}}",
              TSL_ERROR_INVALID_MOVE, NULL);
  ct_ok (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"wool\": 1}}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_WOOL], ==, 1);
  g_assert_cmpuint (s->bank.count[TSL_CATAN_WOOL], ==, 0);
  g_assert_cmpuint (s->players[0].dev[TSL_CATAN_YEAR_OF_PLENTY], ==, 0);
}

static void
test_plenty_two_cards (void)
{
  static const guint8 two[CATAN_N_RES] = { [TSL_CATAN_WOOL] = 1, [TSL_CATAN_ORE] = 1 };
  static const guint8 none[CATAN_N_RES] = { 0 };
  g_autofree CatanState *s = plenty_position (two);
  g_autofree CatanState *empty = plenty_position (none);

  g_test_summary ("With two or more cards in the bank Year of Plenty takes exactly two, of the "
                  "kinds the bank has; with none it cannot be played (HU, DE)");
  g_assert_cmpuint (ct_legal_count (s, TSL_LEGAL_DEFAULT, TSL_CATAN_PLAY_YEAR_OF_PLENTY), ==, 1);
  ct_refused (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"wool\": 1}}",
              TSL_ERROR_INVALID_MOVE, "exactly 2");
  ct_refused (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"wool\": 2}}",
              TSL_ERROR_INVALID_MOVE, NULL);
  ct_ok (s, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"wool\": 1, \"ore\": 1}}");

  g_assert_cmpuint (ct_legal_count (empty, TSL_LEGAL_DEFAULT, TSL_CATAN_PLAY_YEAR_OF_PLENTY), ==, 0);
  ct_refused (empty, "{\"type\": \"play_year_of_plenty\", \"resources\": {\"wool\": 1}}",
              TSL_ERROR_INVALID_MOVE, NULL);
}

static void
test_plenty_ais_take_last_card (void)
{
  static const guint8 one_ore[CATAN_N_RES] = { [TSL_CATAN_ORE] = 1 };
  const char * const kinds[] = { "random", "greedy" };

  g_test_summary ("The computer players play Year of Plenty for the bank's last card only as "
                  "the rules allow: whatever they choose applies");
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    for (guint64 seed = 0; seed < 50; seed++)
      {
        g_autofree CatanState *s = plenty_position (one_ore);
        g_autoptr(GError) error = NULL;
        g_autoptr(TslAi) ai = tsl_engine_create_ai (ct_engine (), kinds[k], &error);
        TslMove move;
        TslRng rng;

        g_assert_no_error (error);
        /* After the roll, so that playing the card competes only with ending the turn. */
        ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 3]}");
        tsl_rng_init (&rng, seed, 7);
        g_assert_true (tsl_ai_choose_move (ai, ct_engine (), s, 0, &rng, &move));
        tsl_rng_init (&rng, seed, 8);
        g_assert_true (tsl_engine_apply_move (ct_engine (), s, &move, &rng, &error));
        g_assert_no_error (error);
      }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/catan/limits/turn-counter", test_turn_counter_wide);
  g_test_add_func ("/engines/catan/year-of-plenty/last-card", test_plenty_last_card);
  g_test_add_func ("/engines/catan/year-of-plenty/two-cards", test_plenty_two_cards);
  g_test_add_func ("/engines/catan/year-of-plenty/ais", test_plenty_ais_take_last_card);
  return g_test_run ();
}
