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

/* -------------------------------------------------------------- setups */

#define FLOWER \
  "{\"at\": [0,0], \"terrain\": \"hills\", \"number\": 6}," \
  "{\"at\": [1,-1], \"terrain\": \"forest\", \"number\": 8}," \
  "{\"at\": [1,0], \"terrain\": \"forest\", \"number\": 8}," \
  "{\"at\": [0,1], \"terrain\": \"forest\", \"number\": 8}," \
  "{\"at\": [-1,1], \"terrain\": \"forest\", \"number\": 8}"
#define FLOWER_FULL FLOWER ",{\"at\": [-1,0], \"terrain\": \"fields\", \"number\": 9}," \
  "{\"at\": [0,-1], \"terrain\": \"mountains\", \"number\": 10}"

/* The smallest islands the engine accepts, for 3 and for 4 players. */
static const char small_island_3[] = "{\"hexes\": [" FLOWER "]}";
static const char small_island_4[] =
  "{\"hexes\": [" FLOWER_FULL ",{\"at\": [2,-2], \"terrain\": \"pasture\", \"number\": 5}]}";

static void
setup_refused (guint       n_players,
               const char *options_json,
               const char *setup_json,
               const char *message_part)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = tsl_engine_state_new (engine);
  g_autoptr(JsonNode) options = json_from_string (options_json, NULL);
  g_autoptr(JsonNode) setup = json_from_string (setup_json, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (options), n_players, 1,
                                         setup, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP);
  if (strstr (error->message, message_part) == NULL)
    g_error ("Expected “%s” in the error “%s”", message_part, error->message);
}

static void
test_unplayable_setups (void)
{
  g_autofree CatanState *three = ct_new (NULL, 3, small_island_3);
  g_autofree CatanState *four = ct_new (NULL, 4, small_island_4);

  g_test_summary ("Setups on which the players could get stuck are refused (issue 8: a board "
                  "without land gave no legal move and a failing suggest): the founding phase "
                  "must fit whatever places are chosen, a hex must produce, and the robber "
                  "needs two hexes");
  setup_refused (3, "{}", "{\"hexes\": []}", "too small");
  setup_refused (3, "{}", "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"hills\", \"number\": 6}]}",
                 "too small");
  /* Four hexes hold six settlements, but five badly placed ones fill them. */
  setup_refused (3, "{}", "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"hills\", \"number\": 6},"
                          "{\"at\": [1,-1], \"terrain\": \"forest\"}, {\"at\": [1,0], \"terrain\": \"forest\"},"
                          "{\"at\": [0,1], \"terrain\": \"forest\"}]}",
                 "room for 6 settlements");
  setup_refused (4, "{}", small_island_3, "room for 8 settlements");
  setup_refused (4, "{}", "{\"hexes\": [" FLOWER_FULL "]}", "room for 8 settlements");
  setup_refused (3, "{}", "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"hills\"},"
                          "{\"at\": [1,-1], \"terrain\": \"forest\"}, {\"at\": [1,0], \"terrain\": \"forest\"},"
                          "{\"at\": [0,1], \"terrain\": \"forest\"}, {\"at\": [-1,1], \"terrain\": \"desert\", \"number\": 5}]}",
                 "No land hex produces");
  setup_refused (3, "{\"robber_on_desert\": false}",
                 "{\"hexes\": [{\"at\": [0,0], \"terrain\": \"hills\", \"number\": 6},"
                 "{\"at\": [1,-1], \"terrain\": \"desert\"}, {\"at\": [1,0], \"terrain\": \"desert\"},"
                 "{\"at\": [0,1], \"terrain\": \"desert\"}, {\"at\": [-1,1], \"terrain\": \"desert\"}]}",
                 "robber");
  g_assert_cmpuint (three->n_players, ==, 3);
  g_assert_cmpuint (four->n_players, ==, 4);
}

/* Whether @move is listed in @list, compared as the game file writes them. */
static char *
move_text (const CatanState *s,
           const TslMove    *move)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_take_object (node, tsl_engine_move_to_json (ct_engine (), s, move));
  return json_to_string (node, FALSE);
}

static gboolean
listed (const TslMoveList *list,
        const CatanState  *s,
        const TslMove     *move)
{
  g_autofree char *want_text = move_text (s, move);

  for (guint i = 0; i < list->len; i++)
    {
      g_autofree char *text = NULL;

      /* Only moves of the same type can match: spares most conversions. */
      if (list->moves[i].type != move->type)
        continue;
      text = move_text (s, &list->moves[i]);

      if (g_strcmp0 (text, want_text) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_small_islands_move_on (void)
{
  const struct { guint n; const char *setup; } islands[] = {
    { 3, small_island_3 }, { 4, small_island_4 },
  };
  TslEngine *engine = ct_engine ();
  /* Every listed move is tried: a few games in the quick suite (the
   * sanitizer run), twelve with -m slow. */
  guint n_games = g_test_slow () ? 12 : 3;
  TslMoveList list;

  g_test_summary ("On the smallest accepted islands every position of a game has legal moves, "
                  "each of them applies, both computer players suggest one of them, and every "
                  "game ends (on points or by the stall rule)");
  tsl_move_list_init (&list);
  for (guint i = 0; i < G_N_ELEMENTS (islands); i++)
    for (guint g = 0; g < n_games; g++)
      {
        g_autofree CatanState *s = ct_new (g % 2 ? "{\"victory_points\": 14}" : NULL,
                                           islands[i].n, islands[i].setup);
        g_autoptr(TslAi) random_ai = tsl_engine_create_ai (engine, "random", NULL);
        g_autoptr(TslAi) greedy_ai = tsl_engine_create_ai (engine, "greedy", NULL);
        guint n = 0;

        while (!tsl_engine_is_over (engine, s))
          {
            gint actor = tsl_engine_get_actor (engine, s);
            TslAi *ais[] = { random_ai, greedy_ai };
            TslMove chosen[2];
            TslRng rng;

            g_assert_cmpuint (n, <, 200000);
            tsl_move_list_reset (&list);
            tsl_engine_legal_moves (engine, s, TSL_LEGAL_NO_NEGOTIATION, &list);
            g_assert_cmpuint (list.len, >, 0);
            /* Every listed move applies (a sample in long games: discards list hundreds). */
            for (guint k = 0; k < list.len; k += n < 2000 ? 1 : list.len)
              {
                CatanState copy = *s;
                TslMove m = list.moves[k];
                g_autoptr(GError) error = NULL;

                tsl_rng_init (&rng, g, n);
                if (!tsl_engine_apply_move (engine, &copy, &m, &rng, &error))
                  g_error ("island %u game %u action %u: a listed move fails: %s", i, g, n, error->message);
              }
            for (guint a = 0; a < G_N_ELEMENTS (ais); a++)
              {
                tsl_rng_init (&rng, g, 1000000 + n);
                g_assert_true (tsl_ai_choose_move (ais[a], engine, s, actor, &rng, &chosen[a]));
                g_assert_true (chosen[a].type == TSL_CATAN_OFFER_TRADE || listed (&list, s, &chosen[a]));
              }
            tsl_rng_init (&rng, g, n);
            g_assert_true (tsl_engine_apply_move (engine, s, &chosen[(g + n) % 2], &rng, NULL));
            n++;
          }
        g_assert_cmpuint (tsl_engine_get_winners (engine, s), !=, 0);
      }
  tsl_move_list_clear (&list);
}

/* ------------------------------------------------------------ stalling */

/* Everyone's pieces used up and the development deck empty: nothing can
 * change a score any more. */
static CatanState *
frozen_position (void)
{
  CatanState *s = ct_new_beginner (3);

  ct_skip_setup (s);
  tsl_deck_init (&s->dev_deck);
  for (guint p = 0; p < s->n_players; p++)
    {
      s->players[p].roads_left = 0;
      s->players[p].settlements_left = 0;
      s->players[p].cities_left = 0;
    }
  return s;
}

static char *
describe_last (CatanState       *before,
               const CatanState *after,
               const char       *action_json)
{
  static const char * const names[] = { "Anna", "Bob", "Cili", NULL };
  g_autoptr(JsonNode) node = json_from_string (action_json, NULL);
  TslMove m;

  g_assert_true (tsl_engine_move_from_json (ct_engine (), before, json_node_get_object (node), &m, NULL));
  return tsl_engine_describe_move (ct_engine (), before, after, &m, names);
}

static void
test_stall_frozen (void)
{
  g_autofree CatanState *s = frozen_position ();
  g_autofree CatanState *before = NULL;
  g_autofree CatanState *tie = frozen_position ();
  g_autoptr(JsonNode) state = NULL;
  g_autofree char *text = NULL;
  JsonObject *o;

  g_test_summary ("A game in which nobody can gain a victory point any more ends after the "
                  "turn: the most points win, tied leaders share (issue 8: greedy games at "
                  "16–20 points never ended)");
  s->players[1].dev[TSL_CATAN_VICTORY_POINT] = 1;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  before = g_memdup2 (s, sizeof *s);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_true (tsl_engine_is_over (ct_engine (), s));
  g_assert_cmpuint (s->winner, ==, 1);
  g_assert_cmpuint (tsl_engine_get_winners (ct_engine (), s), ==, 1u << 1);
  state = ct_state_json (s);
  o = json_node_get_object (state);
  g_assert_true (json_object_get_boolean_member (o, "stalled"));
  g_assert_cmpint (json_object_get_int_member (o, "winner"), ==, 1);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (o, "winners")), ==, 1);
  text = describe_last (before, s, "{\"type\": \"end_turn\"}");
  g_assert_nonnull (strstr (text, "Nobody could gain a victory point any more"));
  g_assert_nonnull (strstr (text, "Bob won the game with 1 victory point!"));

  ct_ok (tie, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  ct_ok (tie, "{\"type\": \"end_turn\"}");
  g_assert_true (tsl_engine_is_over (ct_engine (), tie));
  g_assert_cmpuint (tie->winner, ==, CATAN_NONE);
  g_assert_cmpuint (tsl_engine_get_winners (ct_engine (), tie), ==, 0x7);
}

static void
test_stall_knight_left (void)
{
  g_autofree CatanState *s = frozen_position ();

  g_test_summary ("A knight in a hand can still take the Largest Army: the game goes on");
  s->players[2].dev[TSL_CATAN_KNIGHT] = 1;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_false (tsl_engine_is_over (ct_engine (), s));
}

static void
test_stall_rounds (void)
{
  g_autofree CatanState *s = ct_new_beginner (3);
  g_autofree CatanState *busy = NULL;
  g_autofree CatanState *before = NULL;
  g_autofree char *text = NULL;

  g_test_summary ("A game in which nobody places a piece, buys a card or plays a knight for "
                  "1,000 rounds ends as stalled, though points could still be gained");
  ct_skip_setup (s);
  s->turn = 1000 * 3;
  busy = g_memdup2 (s, sizeof *s);
  busy->progress_turn = 1;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  before = g_memdup2 (s, sizeof *s);
  ct_ok (s, "{\"type\": \"end_turn\"}");
  g_assert_true (tsl_engine_is_over (ct_engine (), s));
  g_assert_cmpuint (tsl_engine_get_winners (ct_engine (), s), ==, 0x7);
  text = describe_last (before, s, "{\"type\": \"end_turn\"}");
  g_assert_nonnull (strstr (text, "for 1000 rounds"));

  ct_ok (busy, "{\"type\": \"roll\", \"dice\": [2, 3]}");
  ct_ok (busy, "{\"type\": \"end_turn\"}");
  g_assert_false (tsl_engine_is_over (ct_engine (), busy));
}

static void
test_target_range (void)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = tsl_engine_state_new (engine);
  g_autoptr(JsonNode) ok = json_from_string ("{\"victory_points\": 14}", NULL);
  g_autoptr(JsonNode) high = json_from_string ("{\"victory_points\": 15}", NULL);
  g_autoptr(GError) error = NULL;

  g_test_summary ("Targets go up to 14, which greedy players reach in nearly every game; "
                  "higher ones are refused (issue 8: 16–20 were allowed)");
  g_assert_true (tsl_engine_init_state (engine, s, json_node_get_object (ok), 4, 1, NULL, NULL));
  g_assert_false (tsl_engine_init_state (engine, s, json_node_get_object (high), 4, 1, NULL, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
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

/* ------------------------------------------------------------------ log */

static void
test_log_without_coordinates (void)
{
  static const char * const names[] = { "Anna", "Bob", "Cili", "Dani", NULL };
  TslEngine *engine = ct_engine ();
  TslMoveList list;

  g_test_summary ("No log sentence of whole games shows a vertex, edge or hex coordinate "
                  "(issue 8: those belong in files)");
  tsl_move_list_init (&list);
  for (guint g = 0; g < 4; g++)
    {
      g_autofree CatanState *s = ct_new (g % 2 ? "{\"layout\": \"random\"}" : NULL, 3 + g % 2, NULL);
      guint n = 0;

      while (!tsl_engine_is_over (engine, s))
        {
          CatanState before = *s;
          g_autofree char *text = NULL;
          TslMove move;
          TslRng rng;

          tsl_move_list_reset (&list);
          tsl_engine_legal_moves (engine, s, TSL_LEGAL_DEFAULT, &list);
          tsl_rng_init (&rng, g, 1000000 + n);
          move = list.moves[tsl_rng_below (&rng, list.len)];
          tsl_rng_init (&rng, g, n);
          g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, NULL));
          text = tsl_engine_describe_move (engine, &before, s, &move, names);
          if (strchr (text, '[') != NULL)
            g_error ("A log sentence shows coordinates: %s", text);
          n++;
        }
    }
  tsl_move_list_clear (&list);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/catan/limits/turn-counter", test_turn_counter_wide);
  g_test_add_func ("/engines/catan/limits/unplayable-setups", test_unplayable_setups);
  g_test_add_func ("/engines/catan/limits/small-islands-move-on", test_small_islands_move_on);
  g_test_add_func ("/engines/catan/stall/frozen", test_stall_frozen);
  g_test_add_func ("/engines/catan/stall/knight-left", test_stall_knight_left);
  g_test_add_func ("/engines/catan/stall/rounds", test_stall_rounds);
  g_test_add_func ("/engines/catan/stall/target-range", test_target_range);
  g_test_add_func ("/engines/catan/year-of-plenty/last-card", test_plenty_last_card);
  g_test_add_func ("/engines/catan/log/no-coordinates", test_log_without_coordinates);
  g_test_add_func ("/engines/catan/year-of-plenty/two-cards", test_plenty_two_cards);
  g_test_add_func ("/engines/catan/year-of-plenty/ais", test_plenty_ais_take_last_card);
  return g_test_run ();
}
