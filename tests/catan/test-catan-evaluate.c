/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-ai.h"
#include "tsl-search-ai.h"

/* The search player's estimate of a Catan position (the engine's evaluate
 * hook, tsl-catan-evaluate.c): better positions rank higher, it is a pure
 * function of the state, and it reads nothing the other seats hide. */

static void
evaluate (const CatanState *s,
          double           *values)
{
  for (guint p = 0; p < TSL_MAX_PLAYERS; p++)
    values[p] = -1;
  tsl_engine_evaluate (ct_engine (), s, values);
}

static guint
vertex_pips (const CatanState *s,
             guint             v)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint pips = 0;

  for (guint i = 0; i < t->vertex_n_land[v]; i++)
    {
      guint n = s->number[t->vertex_land[v][i]];

      pips += n == 0 ? 0 : 6 - (guint) ABS (7 - (gint) n);
    }
  return pips;
}

/* The free intersection with the most (@richest) or the fewest, but some,
 * pips. */
static guint
pick_vertex (const CatanState *s,
             gboolean          richest)
{
  guint best = CATAN_NONE, best_pips = 0;

  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    {
      guint pips = vertex_pips (s, v);

      if ((s->blocked & VBIT (v)) || pips == 0)
        continue;
      if (best == CATAN_NONE || (richest ? pips > best_pips : pips < best_pips))
        {
          best = v;
          best_pips = pips;
        }
    }
  g_assert_cmpuint (best, !=, CATAN_NONE);
  return best;
}

/* Four seats after the founding: seat 0 on the two richest intersections,
 * seat 1 on the two poorest, seats 2 and 3 on what is left between. */
static CatanState *
founded_position (void)
{
  CatanState *s = ct_new_beginner (4);

  ct_skip_setup (s);
  for (guint i = 0; i < 2; i++)
    {
      ct_put_settlement (s, 0, pick_vertex (s, TRUE));
      ct_put_settlement (s, 1, pick_vertex (s, FALSE));
    }
  for (guint i = 0; i < 2; i++)
    for (guint p = 2; p < 4; p++)
      ct_put_settlement (s, p, pick_vertex (s, i == 0));
  return s;
}

static void
upgrade_all (CatanState *s,
             guint       p)
{
  CatanPlayer *pl = &s->players[p];

  pl->cities |= pl->settlements;
  pl->cities_left -= (guint8) catan_popcount (pl->settlements);
  pl->settlements_left += (guint8) catan_popcount (pl->settlements);
  pl->settlements = 0;
}

static void
test_evaluate_ranks (void)
{
  g_autofree CatanState *s = founded_position ();
  double values[TSL_MAX_PLAYERS], before[TSL_MAX_PLAYERS], sum = 0;

  g_test_summary ("Equal points: the seat on the richest intersections ranks above the one on the "
                  "poorest; cities, a held Largest Army and points near the target rank higher");
  evaluate (s, values);
  for (guint p = 0; p < 4; p++)
    {
      g_assert_cmpfloat (values[p], >, 0);
      g_assert_cmpfloat (values[p], <, 1);
      sum += values[p];
    }
  g_assert_cmpfloat_with_epsilon (sum, 1.0, 1e-9);
  g_assert_cmpfloat (values[0], >, values[1] + 0.05);
  memcpy (before, values, sizeof values);

  /* Seat 1's two cities (4 points against 2) outweigh seat 0's pips. */
  upgrade_all (s, 1);
  evaluate (s, values);
  g_assert_cmpfloat (values[1], >, values[0]);
  g_assert_cmpfloat (values[1], >, before[1]);
  memcpy (before, values, sizeof values);

  /* The Largest Army's 2 points for seat 2. */
  s->players[2].knights = 3;
  s->army_holder = 2;
  evaluate (s, values);
  g_assert_cmpfloat (values[2], >, before[2] + 0.05);

  /* A seat one point from the target nearly has the game. */
  upgrade_all (s, 3);
  s->longest_holder = 3;
  s->players[3].dev[TSL_CATAN_KNIGHT] = 3;
  evaluate (s, values);
  for (guint p = 0; p < 3; p++)
    g_assert_cmpfloat (values[3], >, values[p]);
  g_assert_cmpfloat (values[3], >, 0.5);

  /* More cards in hand, up to the seven that are safe, are better. */
  memcpy (before, values, sizeof values);
  ct_give (s, 0, TSL_CATAN_ORE, 2);
  ct_give (s, 0, TSL_CATAN_GRAIN, 3);
  evaluate (s, values);
  g_assert_cmpfloat (values[0], >, before[0]);
}

static void
test_evaluate_finished (void)
{
  g_autofree CatanState *s = founded_position ();
  double values[TSL_MAX_PLAYERS];

  g_test_summary ("A finished game gives the whole win to its winner, whatever the board says");
  s->phase = CATAN_PHASE_OVER;
  s->winner = 1;
  evaluate (s, values);
  g_assert_cmpfloat (values[1], ==, 1.0);
  g_assert_cmpfloat (values[0], ==, 0.0);
}

typedef void (*Visit) (const CatanState *s,
                       guint             n,
                       gpointer          data);

/* One greedy game of @options_json, @visit called at every position. */
static void
play_greedy (const char *options_json,
             guint       n_players,
             guint64     seed,
             Visit       visit,
             gpointer    data)
{
  TslEngine *engine = ct_engine ();
  g_autoptr(JsonNode) options = json_from_string (options_json, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "greedy", &error);
  g_autofree CatanState *s = tsl_engine_state_new (engine);
  gint actor;

  g_assert_no_error (error);
  g_assert_true (tsl_engine_init_state (engine, s, json_node_get_object (options), n_players, seed,
                                        NULL, &error));
  g_assert_no_error (error);
  for (guint n = 0; (actor = tsl_engine_get_actor (engine, s)) >= 0 && n < 4000; n++)
    {
      TslRng ai_rng, rng;
      TslMove move;

      visit (s, n, data);
      memset (&move, 0, sizeof move);
      tsl_rng_init (&ai_rng, seed, 1000 + n);
      g_assert_true (tsl_ai_choose_move (ai, engine, s, actor, &ai_rng, &move));
      move.player = (gint8) actor;
      tsl_rng_init (&rng, seed, n);
      g_assert_true (tsl_engine_apply_move (engine, s, &move, &rng, &error));
      g_assert_no_error (error);
    }
}

typedef struct
{
  guint64     seed;
  CatanState *view_a;
  CatanState *view_b;
  guint       differing;
} HiddenCheck;

/* Every seventh position: the estimate is a pure function of the state,
 * and every seat's view, dealt twice with different hidden cards, gives
 * the same estimate. */
static void
visit_hidden (const CatanState *s,
              guint             n,
              gpointer          data)
{
  HiddenCheck *check = data;
  TslEngine *engine = ct_engine ();

  if (n % 7 != 0)
    return;
  for (guint seat = 0; seat < s->n_players; seat++)
    {
      double a[TSL_MAX_PLAYERS], b[TSL_MAX_PLAYERS], again[TSL_MAX_PLAYERS];
      TslRng deal_a, deal_b;

      memcpy (check->view_a, s, sizeof *s);
      memcpy (check->view_b, s, sizeof *s);
      tsl_rng_init (&deal_a, check->seed, 2 * n);
      tsl_rng_init (&deal_b, check->seed, 2 * n + 1);
      tsl_engine_redact (engine, check->view_a, (gint) seat, &deal_a);
      tsl_engine_redact (engine, check->view_b, (gint) seat, &deal_b);
      check->differing += memcmp (check->view_a, check->view_b, sizeof *s) != 0;
      evaluate (check->view_a, a);
      evaluate (check->view_b, b);
      evaluate (check->view_a, again);
      g_assert_cmpmem (a, sizeof a, again, sizeof again);
      for (guint p = 0; p < s->n_players; p++)
        g_assert_cmpfloat (a[p], ==, b[p]);
    }
}

/* Plays a greedy game with @options checking what visit_hidden() checks;
 * returns how many pairs of views differed in what they hid. */
static guint
check_hidden (const char *options_json,
              guint       n_players,
              guint64     seed)
{
  g_autofree CatanState *view_a = tsl_engine_state_new (ct_engine ());
  g_autofree CatanState *view_b = tsl_engine_state_new (ct_engine ());
  HiddenCheck check = { seed, view_a, view_b, 0 };

  play_greedy (options_json, n_players, seed, visit_hidden, &check);
  return check.differing;
}

static void
test_evaluate_hidden (void)
{
  g_test_summary ("Two views of one position that differ only in the other seats' hidden "
                  "development and fish cards get the same estimate, for every seat");
  /* The deals did differ: hidden cards were there to peek at. */
  g_assert_cmpuint (check_hidden ("{}", 4, 11), >, 10);
  g_assert_cmpuint (check_hidden ("{}", 3, 12), >, 10);
  g_assert_cmpuint (check_hidden ("{\"scenario\": \"fishermen\"}", 4, 13), >, 10);
  g_assert_cmpuint (check_hidden ("{\"event_cards\": true}", 4, 14), >, 10);
}

static void
test_evaluate_vp_card_hidden (void)
{
  g_autofree CatanState *s = founded_position ();
  double knight[TSL_MAX_PLAYERS], point[TSL_MAX_PLAYERS];

  g_test_summary ("A Victory Point card in hand counts like any other hidden card: by number");
  s->players[2].dev[TSL_CATAN_KNIGHT] = 1;
  evaluate (s, knight);
  s->players[2].dev[TSL_CATAN_KNIGHT] = 0;
  s->players[2].dev[TSL_CATAN_VICTORY_POINT] = 1;
  evaluate (s, point);
  g_assert_cmpmem (knight, sizeof knight, point, sizeof point);
}

static void
test_evaluate_modules (void)
{
  static const char * const option_sets[] = {
    "{\"scenario\": \"rivers\"}", "{\"scenario\": \"caravans\"}", "{\"scenario\": \"fishermen\"}",
    "{\"harbormaster\": true}", "{\"scenario\": \"barbarian_attack\"}",
    "{\"scenario\": \"traders_barbarians\"}",
  };

  guint differing = 0;

  g_test_summary ("Every scenario's terms keep the estimate a pure function of what all seats see");
  for (guint i = 0; i < G_N_ELEMENTS (option_sets); i++)
    differing += check_hidden (option_sets[i], 4, 20 + i);
  g_assert_cmpuint (differing, >, 10);
}

/* A bit per feature that was ever non-zero for some seat. */
static void
visit_features (const CatanState *s,
                guint             n,
                gpointer          data)
{
  guint64 *seen = data;

  G_STATIC_ASSERT (CATAN_EVAL_N_FEATURES <= 64);
  for (guint p = 0; p < s->n_players; p++)
    {
      double f[CATAN_EVAL_N_FEATURES];

      catan_evaluate_features (s, p, f);
      for (guint k = 0; k < CATAN_EVAL_N_FEATURES; k++)
        *seen |= (guint64) (f[k] != 0) << k;
    }
}

static void
test_evaluate_module_features (void)
{
  static const char * const option_sets[] = {
    "{}", "{\"scenario\": \"rivers\"}", "{\"scenario\": \"caravans\"}",
    "{\"scenario\": \"fishermen\"}", "{\"harbormaster\": true}",
    "{\"scenario\": \"barbarian_attack\"}", "{\"scenario\": \"traders_barbarians\"}",
  };

  g_test_summary ("Each module's features (its MODULE-evaluation.ini) are filled in games that "
                  "play it, every one of them in three greedy games, and stay zero in the others");
  for (guint i = 0; i < G_N_ELEMENTS (option_sets); i++)
    {
      guint64 seen = 0;

      /* The Old Boot comes out in some games only. */
      for (guint game = 0; game < 3; game++)
        play_greedy (option_sets[i], 4, 40 + 10 * i + game, visit_features, &seen);

      for (guint k = 0; k < CATAN_EVAL_N_FEATURES; k++)
        {
          const char *name = catan_evaluate_feature_name (k);
          const char *dot = strchr (name, '.');
          g_autofree char *module = dot != NULL ? g_strndup (name, (gsize) (dot - name)) : NULL;

          if (module == NULL)
            continue;
          if (strstr (option_sets[i], module) != NULL)
            g_assert_true ((seen >> k) & 1);
          else
            g_assert_false ((seen >> k) & 1);
        }
    }
}

/* Barbarian Attack's own terms (seed 002, A BARBÁROK TÁMADÁSA): the
 * prisoners a battle won would bring, shared as the seed shares them, and
 * the production one landing short of pillage. */
static void
put_barbarian_knight (CatanState *s,
                      guint       owner,
                      guint       e)
{
  s->slice_barbarian_attack.knight_at[e] = (guint8) owner;
  s->slice_barbarian_attack.knights_left[owner]--;
}

static void
ba_features (const CatanState *s,
             guint             p,
             double           *due,
             double           *exposed)
{
  double f[CATAN_EVAL_N_FEATURES];

  catan_evaluate_features (s, p, f);
  *due = f[CATAN_EVAL_BARBARIAN_ATTACK_PRISONERS_DUE];
  *exposed = f[CATAN_EVAL_BARBARIAN_ATTACK_EXPOSED_PIPS];
}

static void
test_evaluate_barbarian_attack (void)
{
  /* The coastal 9 of the fixed number scheme (data/catan/barbarian-attack.json). */
  static const char hex9[] = "[2,0]";
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"barbarian_attack\"}", 4, NULL);
  guint h = (guint) ct_hex (hex9);
  double due[2], exposed, lone_exposed;

  g_test_summary ("Barbarian Attack: a battle won counts its prisoners as the seed shares them "
                  "(all to a lone victor, one each, the one left over to the most knights), and "
                  "production on a hex with two barbarians and too few knights counts as at risk");
  ct_skip_setup (s);
  ct_put_settlement (s, 0, ct_ring_corner (hex9, 0));
  g_assert_cmpuint (s->number[h], ==, 9);

  /* "Ha valaki a lovagjaival egymaga győzte le a barbárokat, az összes
   * foglyot megkapja": two knights beat one barbarian. */
  s->slice_barbarian_attack.barbarians[h] = 1;
  put_barbarian_knight (s, 0, ct_ring_edge (hex9, 0));
  put_barbarian_knight (s, 0, ct_ring_edge (hex9, 1));
  ba_features (s, 0, &due[0], &exposed);
  ba_features (s, 1, &due[1], &exposed);
  g_assert_cmpfloat (due[0], ==, 1);
  g_assert_cmpfloat (due[1], ==, 0);

  /* Three barbarians against four knights, two each: one prisoner each,
   * the third to a roll between the two tied for the most knights. */
  s->slice_barbarian_attack.barbarians[h] = 3;
  put_barbarian_knight (s, 1, ct_ring_edge (hex9, 2));
  put_barbarian_knight (s, 1, ct_ring_edge (hex9, 3));
  ba_features (s, 0, &due[0], &exposed);
  ba_features (s, 1, &due[1], &exposed);
  g_assert_cmpfloat (due[0], ==, 1.5);
  g_assert_cmpfloat (due[1], ==, 1.5);
  /* "ezt az a játékos kapja, aki a legtöbb lovaggal vett részt" */
  put_barbarian_knight (s, 1, ct_ring_edge (hex9, 4));
  ba_features (s, 0, &due[0], &exposed);
  ba_features (s, 1, &due[1], &exposed);
  g_assert_cmpfloat (due[0], ==, 1);
  g_assert_cmpfloat (due[1], ==, 2);
  g_assert_cmpfloat (exposed, ==, 0);

  /* Two barbarians and no knights: seat 0's settlement loses the 9's four
   * pips at the next landing there, a city eight; production counts for
   * less the nearer the end ((12 - points) / 12). */
  memset (s->slice_barbarian_attack.knight_at, CATAN_NONE, sizeof s->slice_barbarian_attack.knight_at);
  s->slice_barbarian_attack.barbarians[h] = 2;
  ba_features (s, 0, &due[0], &lone_exposed);
  g_assert_cmpfloat (due[0], ==, 0);
  g_assert_cmpuint (s->victory_points, ==, 12);
  g_assert_cmpfloat_with_epsilon (lone_exposed, 4 * 11 / 12.0, 1e-9);
  ba_features (s, 1, &due[1], &exposed);
  g_assert_cmpfloat (exposed, ==, 0);
  upgrade_all (s, 0);
  ba_features (s, 0, &due[0], &exposed);
  g_assert_cmpfloat_with_epsilon (exposed, 8 * 10 / 12.0, 1e-9);
  /* Three knights beat the two: nothing at risk, two prisoners coming. */
  for (guint k = 0; k < 3; k++)
    put_barbarian_knight (s, 2, ct_ring_edge (hex9, k));
  ba_features (s, 0, &due[0], &exposed);
  ba_features (s, 2, &due[1], &lone_exposed);
  g_assert_cmpfloat (exposed, ==, 0);
  g_assert_cmpfloat (due[1], ==, 2);
  /* One barbarian short of pillage only. */
  memset (s->slice_barbarian_attack.knight_at, CATAN_NONE, sizeof s->slice_barbarian_attack.knight_at);
  s->slice_barbarian_attack.barbarians[h] = 1;
  ba_features (s, 0, &due[0], &exposed);
  g_assert_cmpfloat (exposed, ==, 0);
}

/* Seat @p's harbour points as the evaluation counts them. */
static double
hm_points (const CatanState *s,
           guint             p)
{
  double f[CATAN_EVAL_N_FEATURES];

  catan_evaluate_features (s, p, f);
  return f[CATAN_EVAL_HARBORMASTER_HARBOR_POINTS];
}

/* The next free harbour intersection (distance rule kept). */
static guint
free_harbor_vertex (const CatanState *s)
{
  guint64 harbors = 0;

  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    if ((harbors & VBIT (v)) && !(s->blocked & VBIT (v)))
      return v;
  g_assert_not_reached ();
}

static void
test_evaluate_harbormaster (void)
{
  g_autofree CatanState *s = ct_new ("{\"harbormaster\": true}", 4, NULL);

  g_test_summary ("Harbourmaster: a seat without the card counts its harbour points (a settlement "
                  "1, a city 2, at most 4) toward it; the holder counts none, its card's 2 victory "
                  "points counting instead");
  ct_skip_setup (s);
  /* "Egy kikötőben álló település 1 kikötőpontot ér. Város a kikötőben: 2
   * kikötőpont." */
  ct_put_settlement (s, 0, free_harbor_vertex (s));
  g_assert_cmpfloat (hm_points (s, 0), ==, 1);
  upgrade_all (s, 0);
  g_assert_cmpfloat (hm_points (s, 0), ==, 2);
  g_assert_cmpfloat (hm_points (s, 1), ==, 0);
  ct_put_settlement (s, 0, free_harbor_vertex (s));
  ct_put_settlement (s, 0, free_harbor_vertex (s));
  g_assert_cmpfloat (hm_points (s, 0), ==, 4);
  ct_put_settlement (s, 0, free_harbor_vertex (s));
  g_assert_cmpfloat (hm_points (s, 0), ==, 4);
  /* "Aki elsőként 3 kikötőpontot gyűjt, megkapja a Kikötőmester kártyát" */
  catan_hooks_built (s);
  g_assert_cmpuint (s->slice_harbormaster.holder, ==, 0);
  g_assert_cmpfloat (hm_points (s, 0), ==, 0);
  g_assert_cmpint (catan_vp_public (s, 0), ==, 3 + 2 + 2);
}

static void
test_evaluate_gold (void)
{
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"traders_barbarians\"}", 4, NULL);
  double before[TSL_MAX_PLAYERS], after[TSL_MAX_PLAYERS];

  g_test_summary ("Traders & Barbarians: more gold and a commodity on the wagon rank a seat higher");
  evaluate (s, before);
  s->gold[2] += 6;
  s->slice_traders_barbarians.tb_task[2] = 0;
  evaluate (s, after);
  g_assert_cmpfloat (after[2], >, before[2]);
}

static void
test_evaluate_levels (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslAi) medium = tsl_engine_create_ai (ct_engine (), "medium", &error);
  g_autoptr(TslAi) strong = tsl_engine_create_ai (ct_engine (), "strong", &error);
  TslSearchBudget m, st;

  g_test_summary ("Catan's medium and strong levels cut their playouts for the evaluation, strong "
                  "searches more and both stay within the second a decision");
  g_assert_no_error (error);
  tsl_search_ai_get_budget (TSL_SEARCH_AI (medium), &m);
  tsl_search_ai_get_budget (TSL_SEARCH_AI (strong), &st);
  g_assert_cmpuint (m.playout_actions, >, 0);
  g_assert_cmpuint (st.playout_actions, >, 0);
  g_assert_cmpuint (st.simulations, >, m.simulations);
  g_assert_cmpuint (st.max_ms, <=, 1000);
  g_assert_cmpuint (m.max_ms, <=, 1000);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/catan/evaluate/ranks", test_evaluate_ranks);
  g_test_add_func ("/engines/catan/evaluate/finished", test_evaluate_finished);
  g_test_add_func ("/engines/catan/evaluate/hidden", test_evaluate_hidden);
  g_test_add_func ("/engines/catan/evaluate/vp-card-hidden", test_evaluate_vp_card_hidden);
  g_test_add_func ("/engines/catan/evaluate/modules", test_evaluate_modules);
  g_test_add_func ("/engines/catan/evaluate/module-features", test_evaluate_module_features);
  g_test_add_func ("/engines/catan/evaluate/barbarian-attack", test_evaluate_barbarian_attack);
  g_test_add_func ("/engines/catan/evaluate/harbormaster", test_evaluate_harbormaster);
  g_test_add_func ("/engines/catan/evaluate/gold", test_evaluate_gold);
  g_test_add_func ("/engines/catan/evaluate/levels", test_evaluate_levels);
  return g_test_run ();
}
