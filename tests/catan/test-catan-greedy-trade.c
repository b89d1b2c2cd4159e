/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-ai.h"
#include "tsl-self-play.h"

/* Issue 14: the greedy player offers domestic trades that help it and
 * that another seat would take, answers offers by what they do for it,
 * and never stalls a game with offers (at most two a turn, never the same
 * one twice in a row, never one nobody can accept).  Before, it offered
 * nothing at all. */

/* At most this many offers a turn (CATAN_GREEDY_OFFERS_PER_TURN). */
#define OFFERS_PER_TURN 2

/* Founding placements on the beginner board, in snake order 0 1 2 3 3 2 1 0. */
static const char * const founding[] = {
  "[[0,-1],[1,-2],[1,-1]]", "[[0,-1],[1,-1]]", "[[1,0],[2,-1],[2,0]]", "[[1,0],[2,0]]",
  "[[-1,1],[0,1],[-1,2]]", "[[-1,1],[0,1]]", "[[-2,0],[-1,0],[-2,1]]", "[[-2,0],[-1,0]]",
  "[[-1,-1],[0,-2],[0,-1]]", "[[-1,-1],[0,-1]]", "[[1,1],[0,2],[0,1]]", "[[0,1],[1,1]]",
  "[[2,-2],[2,-1],[3,-2]]", "[[2,-2],[2,-1]]", "[[-2,1],[-2,2],[-3,2]]", "[[-2,1],[-2,2]]",
  NULL
};

/* Seat 0 has rolled; every hand is empty.  Each seat has two settlements,
 * so each saves for a city (2 grain, 3 ore). */
static CatanState *
rolled (void)
{
  CatanState *s = ct_new ("{\"layout\": \"beginner\"}", 4, NULL);

  ct_setup_round (s, founding);
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [1, 1]}");
  for (guint p = 0; p < 4; p++)
    ct_take_all (s, p);
  return s;
}

static TslMove
greedy_move (CatanState *s)
{
  g_autoptr(TslAi) ai = tsl_engine_create_ai (ct_engine (), "greedy", NULL);
  TslMove m;
  TslRng rng;

  tsl_rng_init (&rng, 7, s->n_actions);
  g_assert_true (tsl_ai_choose_move (ai, ct_engine (), s, catan_actor (s), &rng, &m));
  g_assert_cmpint (m.player, ==, catan_actor (s));
  return m;
}

static void
apply (CatanState *s,
       TslMove    *m)
{
  g_autoptr(GError) error = NULL;
  TslRng rng;

  tsl_rng_init (&rng, 1, s->n_actions);
  g_assert_true (tsl_engine_apply_move (ct_engine (), s, m, &rng, &error));
  g_assert_no_error (error);
}

static void
test_offer_helps_both (void)
{
  g_autofree CatanState *s = rolled ();
  TslMove m;

  g_test_summary ("Seat 0 lacks one ore for a city and has a grain to spare; seat 2 has ore to "
                  "spare and lacks grain: the greedy player offers 1 grain for 1 ore to those who "
                  "hold ore, seat 2 accepts, seat 1 (who needs its ore) declines, and the trade "
                  "is made with seat 2");
  ct_give (s, 0, TSL_CATAN_GRAIN, 3);
  ct_give (s, 0, TSL_CATAN_ORE, 2);
  ct_give (s, 1, TSL_CATAN_GRAIN, 1);
  ct_give (s, 1, TSL_CATAN_ORE, 1);
  ct_give (s, 2, TSL_CATAN_ORE, 4);

  m = greedy_move (s);
  g_assert_cmpint (m.type, ==, TSL_CATAN_OFFER_TRADE);
  g_assert_cmpuint (m.count[TSL_CATAN_GRAIN], ==, 1);
  g_assert_cmpuint (m.count[CATAN_N_RES + TSL_CATAN_ORE], ==, 1);
  g_assert_cmpuint (catan_sum5 (m.count), ==, 1);
  g_assert_cmpuint (catan_sum5 (m.count + CATAN_N_RES), ==, 1);
  /* Seat 3 holds no ore: it is not asked. */
  g_assert_cmpint (m.arg[0], ==, (1 << 1) | (1 << 2));
  apply (s, &m);

  m = greedy_move (s);
  g_assert_cmpint (m.player, ==, 1);
  g_assert_cmpint (m.type, ==, TSL_CATAN_REJECT_TRADE);
  apply (s, &m);
  m = greedy_move (s);
  g_assert_cmpint (m.player, ==, 2);
  g_assert_cmpint (m.type, ==, TSL_CATAN_ACCEPT_TRADE);
  apply (s, &m);
  m = greedy_move (s);
  g_assert_cmpint (m.player, ==, 0);
  g_assert_cmpint (m.type, ==, TSL_CATAN_CONFIRM_TRADE);
  g_assert_cmpint (m.arg[1], ==, 2);
  apply (s, &m);
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 3);
  g_assert_cmpuint (s->players[2].res.count[TSL_CATAN_GRAIN], ==, 1);
  /* Now the city. */
  m = greedy_move (s);
  g_assert_cmpint (m.type, ==, TSL_CATAN_BUILD_CITY);
}

static void
test_offer_cheapest_taken (void)
{
  g_autofree CatanState *s = rolled ();
  TslMove m;

  g_test_summary ("Seat 2 already has its city's cards and takes no 1-for-1 trade; the greedy "
                  "player offers 2 of its spare wool for the ore it lacks (fewer than the bank's "
                  "4), and seat 2 takes it");
  ct_give (s, 0, TSL_CATAN_WOOL, 3);
  ct_give (s, 0, TSL_CATAN_GRAIN, 2);
  ct_give (s, 0, TSL_CATAN_ORE, 2);
  ct_give (s, 2, TSL_CATAN_GRAIN, 2);
  ct_give (s, 2, TSL_CATAN_ORE, 4);

  m = greedy_move (s);
  g_assert_cmpint (m.type, ==, TSL_CATAN_OFFER_TRADE);
  g_assert_cmpuint (m.count[TSL_CATAN_WOOL], ==, 2);
  g_assert_cmpuint (catan_sum5 (m.count), ==, 2);
  g_assert_cmpuint (m.count[CATAN_N_RES + TSL_CATAN_ORE], ==, 1);
  g_assert_cmpint (m.arg[0], ==, 1 << 2);
  apply (s, &m);
  m = greedy_move (s);
  g_assert_cmpint (m.player, ==, 2);
  g_assert_cmpint (m.type, ==, TSL_CATAN_ACCEPT_TRADE);
}

static void
test_no_offer_nobody_takes (void)
{
  g_autofree CatanState *s = rolled ();
  TslMove m;

  g_test_summary ("No offer when nobody holds the card wanted, nor when the only seat holding it "
                  "needs it itself");
  ct_give (s, 0, TSL_CATAN_GRAIN, 3);
  ct_give (s, 0, TSL_CATAN_ORE, 2);
  m = greedy_move (s);
  g_assert_cmpint (m.type, !=, TSL_CATAN_OFFER_TRADE);

  ct_give (s, 1, TSL_CATAN_GRAIN, 1);
  ct_give (s, 1, TSL_CATAN_ORE, 1);
  m = greedy_move (s);
  g_assert_cmpint (m.type, !=, TSL_CATAN_OFFER_TRADE);
}

static void
test_offers_bounded (void)
{
  g_autofree CatanState *s = rolled ();
  TslMove m, last = { 0, };
  guint offers = 0;

  g_test_summary ("When everyone declines, the greedy player makes at most two offers, never "
                  "the same twice in a row, and then ends its turn");
  ct_give (s, 0, TSL_CATAN_GRAIN, 3);
  ct_give (s, 0, TSL_CATAN_WOOL, 3);
  ct_give (s, 0, TSL_CATAN_ORE, 2);
  ct_give (s, 2, TSL_CATAN_ORE, 4);
  ct_give (s, 3, TSL_CATAN_ORE, 4);
  while (s->current == 0)
    {
      g_assert_cmpuint (s->n_actions, <, 100);
      if (s->phase == CATAN_PHASE_TRADE && catan_actor (s) != 0)
        {
          /* Everyone declines, whatever the offer. */
          memset (&m, 0, sizeof m);
          m.type = TSL_CATAN_REJECT_TRADE;
          m.player = (gint8) catan_actor (s);
          m.arg[0] = (gint32) s->trade_index;
          apply (s, &m);
          continue;
        }
      m = greedy_move (s);
      if (m.type == TSL_CATAN_OFFER_TRADE)
        {
          offers++;
          g_assert_false (memcmp (m.count, last.count, sizeof m.count) == 0);
          last = m;
        }
      apply (s, &m);
    }
  g_assert_cmpuint (offers, >, 0);
  g_assert_cmpuint (offers, <=, OFFERS_PER_TURN);
}

static void
test_answers (void)
{
  g_autofree CatanState *s = rolled ();
  TslMove m;

  g_test_summary ("The greedy player declines an offer that does not bring its build closer, "
                  "accepts one that does, and declines even that from a player about to win");
  ct_give (s, 0, TSL_CATAN_WOOL, 2);
  ct_give (s, 0, TSL_CATAN_GRAIN, 1);
  ct_give (s, 2, TSL_CATAN_ORE, 4);
  /* Wool does nothing for seat 2's city. */
  ct_ok (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wool\": 1}, \"get\": {\"ore\": 1}, \"to\": [2]}");
  m = greedy_move (s);
  g_assert_cmpint (m.type, ==, TSL_CATAN_REJECT_TRADE);
  apply (s, &m);
  ct_ok (s, "{\"player\": 0, \"type\": \"cancel_trade\", \"offer\": 17}");

  ct_ok (s, "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"grain\": 1}, \"get\": {\"ore\": 1}, \"to\": [2]}");
  m = greedy_move (s);
  g_assert_cmpint (m.type, ==, TSL_CATAN_ACCEPT_TRADE);
  /* Seat 0 two points from victory. */
  s->victory_points = catan_vp_public (s, 0) + 2;
  m = greedy_move (s);
  g_assert_cmpint (m.type, ==, TSL_CATAN_REJECT_TRADE);
}

/* One bound on offers for play and replay: the rules set none, so the
 * engine keeps a turn's offers finite (CATAN_MAX_OFFERS_PER_TURN); an 8-bit
 * counter once wrapped after 256 and legal_moves() listed offers again. */
static void
test_offers_per_turn (void)
{
  g_autofree CatanState *s = rolled ();
  static const char offer[] =
    "{\"player\": 0, \"type\": \"offer_trade\", \"give\": {\"wool\": 1}, \"get\": {\"ore\": 1}, \"to\": [2]}";
  TslMoveList legal;

  g_test_summary ("A turn allows at most 40 domestic offers, refused beyond with the reason and "
                  "the state unchanged, and legal moves never list one again in that turn");
  ct_give (s, 0, TSL_CATAN_WOOL, 1);
  for (guint i = 0; i < CATAN_MAX_OFFERS_PER_TURN; i++)
    {
      g_autofree char *cancel = NULL;

      ct_ok (s, offer);
      cancel = g_strdup_printf ("{\"player\": 0, \"type\": \"cancel_trade\", \"offer\": %u}", s->trade_index);
      ct_ok (s, cancel);
    }
  ct_refused (s, offer, TSL_ERROR_INVALID_MOVE, "at most 40 trade offers");
  tsl_move_list_init (&legal);
  tsl_engine_legal_moves (ct_engine (), s, 0, &legal);
  g_assert_cmpuint (legal.len, >, 0);
  for (guint i = 0; i < legal.len; i++)
    g_assert_cmpint (legal.moves[i].type, !=, TSL_CATAN_OFFER_TRADE);
  tsl_move_list_clear (&legal);
  /* The next turn starts counting again. */
  ct_ok (s, "{\"player\": 0, \"type\": \"end_turn\"}");
  g_assert_cmpuint (s->offers_this_turn, ==, 0);
}

/* Greedy games of every module set end, with few offers, each to seats
 * holding the cards asked, and some accepted. */
static void
test_games_never_stall (void)
{
  static const struct
  {
    const char *options;
    guint       n_players;
    guint       games;
  } sets[] = {
    { "{\"layout\": \"random\"}", 4, 2000 },
    { "{\"layout\": \"random\"}", 3, 300 },
    { "{\"layout\": \"random\"}", 2, 300 },
    { "{\"layout\": \"random\", \"friendly_robber\": true, \"harbormaster\": true}", 4, 300 },
    { "{\"layout\": \"random\", \"event_cards\": true}", 4, 300 },
    { "{\"scenario\": \"rivers\"}", 4, 300 },
    { "{\"layout\": \"random\", \"scenario\": \"fishermen\"}", 4, 300 },
    { "{\"layout\": \"random\", \"scenario\": \"caravans\"}", 4, 300 },
  };
  TslEngine *engine = ct_engine ();

  g_test_summary ("Greedy players of every variant and scenario finish their games with at most "
                  "two offers a turn, each made only to seats that hold the cards asked; offers "
                  "are taken, and in Rivers gold changes hands in them");
  for (guint k = 0; k < G_N_ELEMENTS (sets); k++)
    {
      g_autoptr(JsonNode) options = json_from_string (sets[k].options, NULL);
      guint offers = 0, trades = 0, gold_trades = 0, turns = 0;

      for (guint g = 0; g < sets[k].games; g++)
        {
          g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
          g_autofree CatanState *s = tsl_engine_state_new (engine);
          g_autoptr(GError) error = NULL;
          TslAi *ais[4];
          TslSelfPlayResult result;
          guint this_turn = 0;

          for (guint i = 0; i < 4; i++)
            ais[i] = tsl_engine_create_ai (engine, "greedy", NULL);
          g_assert_true (tsl_self_play (engine, json_node_get_object (options), sets[k].n_players, ais,
                                        40000 + g, &result, moves, &error));
          g_assert_no_error (error);
          g_assert_true (result.finished);
          turns += result.turns;
          g_assert_true (tsl_engine_init_state (engine, s, json_node_get_object (options),
                                                sets[k].n_players, 40000 + g, NULL, &error));
          for (guint i = 0; i < moves->len; i++)
            {
              TslMove *m = &g_array_index (moves, TslMove, i);

              if (m->type == TSL_CATAN_END_TURN)
                this_turn = 0;
              if (m->type == TSL_CATAN_OFFER_TRADE)
                {
                  offers++;
                  this_turn++;
                  g_assert_cmpuint (this_turn, <=, OFFERS_PER_TURN);
                  for (guint q = 0; q < sets[k].n_players; q++)
                    if (m->arg[0] & (1 << q))
                      g_assert_true (catan_covers (s->players[q].res.count, m->count + CATAN_N_RES));
                }
              if (m->type == TSL_CATAN_CONFIRM_TRADE)
                {
                  trades++;
                  gold_trades += s->trade_gold_give > 0 || s->trade_gold_get > 0;
                }
              apply (s, m);
            }
          for (guint i = 0; i < 4; i++)
            g_object_unref (ais[i]);
        }
      g_test_message ("%s, %u players: %u games, %u offers (%.2f a turn), %u trades made, %u with gold",
                      sets[k].options, sets[k].n_players, sets[k].games, offers, (double) offers / turns,
                      trades, gold_trades);
      g_assert_cmpuint (trades, >, 0);
      /* Fair enough to be taken: most offers are. */
      g_assert_cmpuint (2 * trades, >, offers);
      if (strstr (sets[k].options, "rivers") != NULL)
        g_assert_cmpuint (gold_trades, >, 0);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/trade/offers-per-turn", test_offers_per_turn);
  g_test_add_func ("/engines/catan/greedy/trade/offer-helps-both", test_offer_helps_both);
  g_test_add_func ("/engines/catan/greedy/trade/offer-cheapest-taken", test_offer_cheapest_taken);
  g_test_add_func ("/engines/catan/greedy/trade/no-offer-nobody-takes", test_no_offer_nobody_takes);
  g_test_add_func ("/engines/catan/greedy/trade/offers-bounded", test_offers_bounded);
  g_test_add_func ("/engines/catan/greedy/trade/answers", test_answers);
  g_test_add_func ("/engines/catan/greedy/trade/games-never-stall", test_games_never_stall);
  return g_test_run ();
}
