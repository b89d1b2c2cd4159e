/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-private.h"
#include "tsl-random-ai.h"
#include "tsl-self-play.h"

/* Invariants over many seeded random games: figures are conserved, every
 * tile is placed, discarded or still stacked, the open cells kept are the
 * board's, scores never decrease, every action survives a JSON round trip,
 * and every game ends. */

/* The open cells kept while placing are those a scan of the board finds,
 * in the same order (tiles in placing order, sides N E S W), with the
 * terrain each touching neighbour demands: the listed placements and so
 * seeded games depend on it. */
static void
check_open_cells (const TslHuntersState *st)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  guint n = 0;

  for (guint t = 0; t < st->n_tiles; t++)
    for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
      {
        gint x = st->tiles[t].x + tsl_square_side_dx (side);
        gint y = st->tiles[t].y + tsl_square_side_dy (side);
        guint8 want = 0, mask = 0;
        gboolean listed = FALSE;

        if (tsl_square_map_lookup (&st->map, x, y) >= 0)
          continue;
        for (guint i = 0; i < n; i++)
          listed |= st->cells[i].x == x && st->cells[i].y == y;
        if (listed)
          continue;
        for (guint s = 0; s < TSL_SQUARE_N_SIDES; s++)
          {
            gint k = tsl_square_map_lookup (&st->map, x + tsl_square_side_dx (s),
                                            y + tsl_square_side_dy (s));
            const TslHuntersPlaced *q;

            if (k < 0)
              continue;
            q = &st->tiles[k];
            want |= (guint8) (((cat->tiles[q->kind].edge_code[q->rotation] >>
                                (2 * tsl_square_side_opposite (s))) & 3) << (2 * s));
            mask |= (guint8) (3 << (2 * s));
          }
        g_assert_cmpuint (n, <, st->n_cells);
        g_assert_cmpint (st->cells[n].x, ==, x);
        g_assert_cmpint (st->cells[n].y, ==, y);
        g_assert_cmpuint (st->cells[n].want, ==, want);
        g_assert_cmpuint (st->cells[n].mask, ==, mask);
        n++;
      }
  g_assert_cmpuint (n, ==, st->n_cells);
}

static void
check_invariants (const TslHuntersState *st,
                  const TslHuntersState *before)
{
  guint members[TSL_HUNTERS_MAX_PLAYERS] = { 0 }, huts[TSL_HUNTERS_MAX_PLAYERS] = { 0 };
  guint tiles;

  check_open_cells (st);
  for (guint i = 0; i < st->n_figures; i++)
    {
      if (st->figures[i].figure == TSL_HUNTERS_FIGURE_HUT)
        huts[st->figures[i].owner]++;
      else
        members[st->figures[i].owner]++;
    }
  for (guint p = 0; p < st->n_players; p++)
    {
      g_assert_cmpuint (members[p] + st->members_left[p], ==, TSL_HUNTERS_MEMBERS);
      g_assert_cmpuint (huts[p] + st->huts_left[p], ==, TSL_HUNTERS_HUTS);
      g_assert_cmpuint (st->track.score[p], >=, before->track.score[p]);
    }
  tiles = st->n_tiles + st->n_discarded + st->land.len + st->bonus.len +
          (st->drawn != TSL_HUNTERS_NO_TILE);
  g_assert_cmpuint (tiles, ==, TSL_HUNTERS_MAX_TILES);
  /* Standing members only ever stand in open forests and rivers. */
  if (st->phase != TSL_HUNTERS_PHASE_FIGURE)
    for (guint i = 0; i < st->n_figures; i++)
      {
        const TslHuntersFigurePos *f = &st->figures[i];
        guint root = _tsl_hunters_find (st, _tsl_hunters_figure_slot (st, f));

        if (f->figure == TSL_HUNTERS_FIGURE_GATHERER)
          g_assert_cmpuint (st->open[root], >, 0);
      }
  if (st->phase == TSL_HUNTERS_PHASE_OVER)
    {
      g_assert_cmpuint (st->land.len, ==, 0);
      for (guint i = 0; i < st->n_figures; i++)
        g_assert_true (st->figures[i].figure == TSL_HUNTERS_FIGURE_HUT ||
                       st->figures[i].figure == TSL_HUNTERS_FIGURE_HUNTER);
    }
}

/* The parts of two states in use are equal: entries past the counts are
 * never read; the open cells only @with_cells (a trial placement leaves
 * them as they were: TslHuntersTouched). */
static void
assert_same_in_use (const TslHuntersState *a,
                    const TslHuntersState *b,
                    gboolean               with_cells)
{
  guint n = a->n_slots;

  g_assert_true (memcmp (a, b, TSL_HUNTERS_EVENTS_OFFSET) == 0);
  g_assert_true (memcmp (a->events, b->events, a->n_events * sizeof a->events[0]) == 0);
  g_assert_true (memcmp (&a->land, &b->land,
                         G_STRUCT_OFFSET (TslHuntersState, tiles) - TSL_HUNTERS_BOARD_OFFSET) == 0);
  g_assert_true (memcmp (a->tiles, b->tiles, a->n_tiles * sizeof a->tiles[0]) == 0);
  g_assert_true (memcmp (&a->map, &b->map, sizeof a->map) == 0);
  if (with_cells)
    {
      g_assert_cmpuint (a->n_cells, ==, b->n_cells);
      g_assert_true (memcmp (a->cells, b->cells, a->n_cells * sizeof a->cells[0]) == 0);
    }
  g_assert_cmpuint (a->n_discarded, ==, b->n_discarded);
  g_assert_true (memcmp (a->discarded, b->discarded, a->n_discarded) == 0);
  g_assert_cmpuint (a->n_slots, ==, b->n_slots);
  g_assert_true (memcmp (a->parent, b->parent, n * sizeof a->parent[0]) == 0);
  g_assert_true (memcmp (a->sys, b->sys, n * sizeof a->sys[0]) == 0);
  g_assert_true (memcmp (a->open, b->open, n * sizeof a->open[0]) == 0);
  g_assert_true (memcmp (a->slot_tile, b->slot_tile, n) == 0);
  g_assert_true (memcmp (a->agg, b->agg, n * sizeof a->agg[0]) == 0);
}

/* A searching player tries every placement (and every figure step after
 * it) on one scratch state, undoing each from @st in the slots the
 * placement touched: each try must start from @st exactly, and end where
 * the same moves applied to a fresh copy end (but for the open cells,
 * which a trial leaves). */
static void
check_undone_placements (const TslHuntersState *st)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  g_autofree TslHuntersState *scratch = g_new0 (TslHuntersState, 1);
  g_autofree TslHuntersState *fresh = g_new0 (TslHuntersState, 1);
  TslHuntersTouched touched = { 0 };
  TslMoveList places, figures;

  tsl_move_list_init (&places);
  tsl_move_list_init (&figures);
  _tsl_hunters_legal_moves (cat, st, &places);
  _tsl_hunters_copy (scratch, st);
  for (guint i = 0; i < places.len; i++)
    {
      if (i > 0)
        _tsl_hunters_restore (scratch, st, &touched);
      assert_same_in_use (scratch, st, TRUE);
      touched.n = 0;
      _tsl_hunters_apply_listed (cat, scratch, &places.moves[i], &touched);
      _tsl_hunters_copy (fresh, st);
      _tsl_hunters_apply_listed (cat, fresh, &places.moves[i], NULL);
      assert_same_in_use (scratch, fresh, FALSE);
      /* A figure step too, as the greedy player's last try leaves it. */
      tsl_move_list_reset (&figures);
      _tsl_hunters_legal_moves (cat, scratch, &figures);
      _tsl_hunters_apply_listed (cat, scratch, &figures.moves[0], NULL);
    }
  if (places.len > 0)
    {
      _tsl_hunters_restore (scratch, st, &touched);
      assert_same_in_use (scratch, st, TRUE);
    }
  tsl_move_list_clear (&places);
  tsl_move_list_clear (&figures);
}

/* The figure steps listed are exactly those the checked path accepts:
 * the list finds taken features in one walk over the figures, the check
 * one feature at a time. */
static void
check_figure_list (const TslHuntersState *st,
                   const TslMoveList     *moves)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  const TslHuntersTile *tile = &cat->tiles[st->tiles[st->last_tile].kind];

  for (guint r = 0; r <= (guint) tile->n_regions; r++)
    for (guint f = 0; f < TSL_HUNTERS_N_FIGURES; f++)
      {
        gboolean listed = FALSE;

        for (guint i = 0; i < moves->len; i++)
          listed |= moves->moves[i].type == TSL_HUNTERS_MOVE_FIGURE &&
                    moves->moves[i].arg[0] == (gint32) f && moves->moves[i].arg[1] == (gint32) r;
        g_assert_cmpint (listed, ==, _tsl_hunters_check_figure (cat, st, st->current, f, r, NULL));
      }
}

static void
play_one (TslEngine   *engine,
          guint64      seed,
          TslMoveList *moves,
          gboolean     thorough)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autofree TslHuntersState *st = g_new0 (TslHuntersState, 1);
  g_autofree TslHuntersState *before = g_new0 (TslHuntersState, 1);
  g_autoptr(GError) error = NULL;
  guint n_players = 2 + seed % 4;
  TslRng rng;
  guint n = 0;

  tsl_engine_init_state (engine, st, options, n_players, seed, NULL, &error);
  g_assert_no_error (error);
  tsl_rng_init (&rng, seed, 99);
  while (tsl_engine_get_actor (engine, st) >= 0)
    {
      TslMove move;
      TslRng outcome;

      g_assert_cmpuint (n++, <, 2000);
      tsl_move_list_reset (moves);
      tsl_engine_legal_moves (engine, st, TSL_LEGAL_DEFAULT, moves);
      g_assert_cmpuint (moves->len, >, 0);
      move = moves->moves[tsl_rng_below (&rng, moves->len)];
      memcpy (before, st, sizeof *st);
      if (thorough && st->phase == TSL_HUNTERS_PHASE_PLACE)
        check_undone_placements (st);
      if (thorough && st->phase == TSL_HUNTERS_PHASE_FIGURE)
        check_figure_list (st, moves);

      if (thorough)
        {
          g_autoptr(JsonObject) json = tsl_engine_move_to_json (engine, st, &move);
          TslMove back;

          g_assert_true (tsl_engine_move_from_json (engine, st, json, &back, &error));
          g_assert_no_error (error);
          g_assert_true (memcmp (&back, &move, sizeof move) == 0);
        }

      tsl_rng_init (&outcome, seed, n);
      g_assert_true (tsl_engine_apply_move (engine, st, &move, &outcome, &error));
      g_assert_no_error (error);
      check_invariants (st, before);

      if (thorough && before->phase == TSL_HUNTERS_PHASE_PLACE)
        {
          /* Any placement not in the legal list is refused, state intact. */
          TslMove bad = move;
          g_autofree TslHuntersState *copy = g_memdup2 (before, sizeof *before);

          bad.arg[0] += 200;
          g_assert_false (tsl_engine_apply_move (engine, copy, &bad, &outcome, &error));
          g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
          g_clear_error (&error);
          g_assert_true (memcmp (copy, before, sizeof *before) == 0);
        }
    }
  g_assert_true (tsl_engine_is_over (engine, st));
  g_assert_cmpuint (_tsl_hunters_winners (st), !=, 0);
  (void) cat;
}

static void
test_random_games (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  TslMoveList moves;
  guint n_games = g_test_slow () ? 10000 : 300;

  g_test_summary ("Invariants hold in every position of many seeded random games");
  tsl_move_list_init (&moves);
  for (guint64 seed = 0; seed < n_games; seed++)
    play_one (engine, seed, &moves, seed % 10 == 0);
  tsl_move_list_clear (&moves);
  g_test_message ("%u random games played", n_games);
}

static void
test_self_play (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(JsonObject) options = json_object_new ();
  g_autoptr(TslAi) a = tsl_random_ai_new ();
  g_autoptr(TslAi) b = tsl_random_ai_new ();
  TslAi *ais[2] = { a, b };

  g_test_summary ("The framework's self-play loop finishes random games");
  for (guint64 seed = 0; seed < 50; seed++)
    {
      TslSelfPlayResult result;
      g_autoptr(GError) error = NULL;

      g_assert_true (tsl_self_play (engine, options, 2, ais, seed, &result, NULL, &error));
      g_assert_no_error (error);
      g_assert_true (result.finished);
      g_assert_cmpuint (result.winners, !=, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/random/invariants", test_random_games);
  g_test_add_func ("/engines/hunters/random/self-play", test_self_play);
  return g_test_run ();
}
