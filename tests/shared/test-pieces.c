/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-deck.h"
#include "tsl-score-track.h"
#include "tsl-supply.h"
#include "tsl-turn-order.h"

static void
test_deck (void)
{
  TslDeck deck;
  TslRng rng;
  guint counts[5] = { 0, };

  g_test_summary ("A deck keeps its cards through shuffles, draws from the top, takes a named card");
  tsl_deck_init (&deck);
  g_assert_cmpint (tsl_deck_draw (&deck), ==, -1);
  /* Catan's development deck: 14 knights, 5 VP, 2 each of the rest. */
  for (guint i = 0; i < 14; i++)
    tsl_deck_push (&deck, 0);
  for (guint i = 0; i < 5; i++)
    tsl_deck_push (&deck, 4);
  for (guint k = 1; k <= 3; k++)
    for (guint i = 0; i < 2; i++)
      tsl_deck_push (&deck, (guint8) k);
  g_assert_cmpuint (deck.len, ==, 25);

  tsl_rng_init (&rng, 3, 0);
  tsl_deck_shuffle (&deck, &rng);
  g_assert_cmpuint (tsl_deck_count (&deck, 0), ==, 14);
  g_assert_cmpuint (tsl_deck_count (&deck, 4), ==, 5);

  g_assert_true (tsl_deck_take (&deck, 3));
  g_assert_true (tsl_deck_take (&deck, 3));
  g_assert_false (tsl_deck_take (&deck, 3));
  g_assert_cmpuint (deck.len, ==, 23);

  {
    guint8 top = deck.cards[deck.len - 1];
    g_assert_cmpint (tsl_deck_draw (&deck), ==, top);
  }
  while (deck.len > 0)
    counts[tsl_deck_draw (&deck)]++;
  g_assert_cmpuint (counts[0] + counts[1] + counts[2] + counts[4], ==, 22);

  tsl_deck_init (&deck);
  for (guint i = 0; i < TSL_DECK_CAPACITY; i++)
    g_assert_true (tsl_deck_push (&deck, 1));
  g_assert_false (tsl_deck_push (&deck, 1));
}

static void
test_deck_bytes (void)
{
  TslDeck drawn, taken, built;

  g_test_summary ("Decks with the same cards are the same bytes however they got there");
  tsl_deck_init (&drawn);
  tsl_deck_init (&built);
  for (guint8 k = 1; k <= 4; k++)
    tsl_deck_push (&drawn, k);
  taken = drawn;
  tsl_deck_push (&built, 1);
  tsl_deck_push (&built, 2);
  g_assert_cmpint (tsl_deck_draw (&drawn), ==, 4);
  g_assert_cmpint (tsl_deck_draw (&drawn), ==, 3);
  g_assert_cmpmem (&drawn, sizeof drawn, &built, sizeof built);
  g_assert_true (tsl_deck_take (&taken, 3));
  g_assert_true (tsl_deck_take (&taken, 4));
  g_assert_cmpmem (&taken, sizeof taken, &built, sizeof built);
}

static void
test_supply (void)
{
  TslSupply bank = { { 19, 19, 19, 19, 19 } };
  TslSupply hand = { { 0, } };
  TslSupply city = { { 0, 0, 0, 2, 3 } };

  g_test_summary ("Supplies never go below zero and transfers conserve cards");
  g_assert_cmpuint (tsl_supply_total (&bank, 5), ==, 95);
  g_assert_false (tsl_supply_covers (&hand, &city, 5));
  tsl_supply_transfer (&bank, &hand, &city, 5);
  g_assert_true (tsl_supply_covers (&hand, &city, 5));
  g_assert_cmpuint (tsl_supply_total (&bank, 5) + tsl_supply_total (&hand, 5), ==, 95);
  g_assert_false (tsl_supply_take (&hand, 0, 1));
  g_assert_true (tsl_supply_take (&hand, 4, 3));
  g_assert_false (tsl_supply_has (&hand, 4, 1));
  tsl_supply_give (&hand, 0, 2);
  g_assert_cmpuint (hand.count[0], ==, 2);
}

static void
test_score_track (void)
{
  TslScoreTrack track;

  g_test_summary ("H&G's 50-space track: passing the end starts a new lap (the 50/100 card)");
  tsl_score_track_init (&track, 50);
  tsl_score_track_add (&track, 1, 48);
  g_assert_cmpuint (tsl_score_track_position (&track, 1), ==, 48);
  g_assert_cmpuint (tsl_score_track_laps (&track, 1), ==, 0);
  tsl_score_track_add (&track, 1, 5);
  g_assert_cmpuint (tsl_score_track_position (&track, 1), ==, 3);
  g_assert_cmpuint (tsl_score_track_laps (&track, 1), ==, 1);
  tsl_score_track_add (&track, 1, 50);
  g_assert_cmpuint (tsl_score_track_laps (&track, 1), ==, 2);
  g_assert_cmpuint (track.score[1], ==, 103);
  g_assert_cmpuint (track.score[0], ==, 0);
}

static void
test_turn_order (void)
{
  static const guint snake4[] = { 0, 1, 2, 3, 3, 2, 1, 0 };
  static const guint snake3[] = { 0, 1, 2, 2, 1, 0 };

  g_test_summary ("Catan founding phase: clockwise, then back, start player places first and last");
  g_assert_cmpuint (tsl_turn_order_snake_len (4), ==, 8);
  for (guint i = 0; i < 8; i++)
    g_assert_cmpuint (tsl_turn_order_snake_seat (i, 4), ==, snake4[i]);
  for (guint i = 0; i < 6; i++)
    g_assert_cmpuint (tsl_turn_order_snake_seat (i, 3), ==, snake3[i]);
  g_assert_cmpuint (tsl_turn_order_next (0, 4), ==, 1);
  g_assert_cmpuint (tsl_turn_order_next (3, 4), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/shared/deck", test_deck);
  g_test_add_func ("/shared/deck/bytes", test_deck_bytes);
  g_test_add_func ("/shared/supply", test_supply);
  g_test_add_func ("/shared/score-track", test_score_track);
  g_test_add_func ("/shared/turn-order/snake", test_turn_order);
  return g_test_run ();
}
