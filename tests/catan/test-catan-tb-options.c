/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"

/* Traders & Barbarians V1 Friendly Robber and V3 Harbourmaster, the module
 * victory target and the option table (docs/rules-catan-tb.md).  Quotes
 * are from seed 002 (../shared/seeds/002_*.txt, from "Átírás:"), which
 * wins over the digest ../shared/rules/traders-barbarians.md. */

/* The founding placements of test-catan-rules.c on the beginners' map
 * (snake order 0 1 2 3 3 2 1 0): after them every player has 2 points. */
static const char * const founding[] = {
  "[[0,-1],[1,-2],[1,-1]]", "[[0,-1],[1,-1]]",
  "[[1,0],[2,-1],[2,0]]", "[[1,0],[2,0]]",
  "[[-1,1],[0,1],[-1,2]]", "[[-1,1],[0,1]]",
  "[[-2,0],[-1,0],[-2,1]]", "[[-2,0],[-1,0]]",
  "[[-1,-1],[0,-2],[0,-1]]", "[[-1,-1],[0,-1]]",
  "[[1,1],[0,2],[0,1]]", "[[0,1],[1,1]]",
  "[[2,-2],[2,-1],[3,-2]]", "[[2,-2],[2,-1]]",
  "[[-2,1],[-2,2],[-3,2]]", "[[-2,1],[-2,2]]",
  NULL
};

#define FRIENDLY "{\"layout\": \"beginner\", \"friendly_robber\": true}"

/* Scaffolding: one of @p's settlements becomes a city, 3 visible points. */
static void
make_city (CatanState *s,
           guint       p,
           const char *vertex)
{
  guint v = (guint) ct_vertex (vertex);

  g_assert_true (s->players[p].settlements & VBIT (v));
  s->players[p].settlements &= ~VBIT (v);
  s->players[p].cities |= VBIT (v);
  s->players[p].settlements_left++;
  s->players[p].cities_left--;
}

/* After the founding round; players 1 and 3 then have a city each, so only
 * players 0 and 2 are spared. */
static CatanState *
founded (const char *options)
{
  CatanState *s = ct_new (options, 4, NULL);

  ct_setup_round (s, founding);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROLL);
  make_city (s, 3, founding[6]);
  return s;
}

/* The hexes the rule allows, computed from its words: land, not where the
 * robber stands, touching no building of a player with at most 2 points. */
static guint32
allowed_hexes (const CatanState *s,
               guint             spared_players)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint64 spared = 0;
  guint32 hexes = 0;

  for (guint p = 0; p < s->n_players; p++)
    if (spared_players & (1u << p))
      spared |= s->players[p].settlements | s->players[p].cities;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (h != s->robber && s->terrain[h] != TSL_CATAN_SEA && !(t->hex_vertices[h] & spared))
      hexes |= 1u << h;
  return hexes;
}

/* Bit per hex of the robber moves legal_moves() lists, of @type; in
 * @victims, bit per seat one of them robs. */
static guint32
listed_hexes (const CatanState *s,
              guint             type,
              guint            *victims)
{
  TslMoveList moves;
  guint32 hexes = 0;

  tsl_move_list_init (&moves);
  tsl_engine_legal_moves (ct_engine (), s, TSL_LEGAL_DEFAULT, &moves);
  *victims = 0;
  for (guint i = 0; i < moves.len; i++)
    if (moves.moves[i].type == type)
      {
        hexes |= 1u << moves.moves[i].arg[0];
        if (moves.moves[i].arg[1] >= 0)
          *victims |= 1u << moves.moves[i].arg[1];
      }
  tsl_move_list_clear (&moves);
  return hexes;
}

static char *
hex_json (guint hex)
{
  const TslHexCoord *h = &tsl_catan_topology ()->hex->hexes[hex];

  return g_strdup_printf ("[%d,%d]", h->q, h->r);
}

static void
test_friendly_seven (void)
{
  g_autofree CatanState *s = founded (FRIENDLY);
  g_autofree char *hex = NULL;
  g_autofree char *json = NULL;
  guint32 allowed;
  guint victims;

  g_test_summary ("V1: “A rabló addig nem helyezhető sem 7 dobás, ... olyan tájegységre, amelynek "
                  "valamelyik kereszteződésén olyan játékos települése áll, akinek a győzelmi pontjai "
                  "nem haladják meg a 2-t”: after a 7 only hexes free of their settlements are listed "
                  "and accepted");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_ROBBER);
  make_city (s, 1, founding[2]);
  allowed = allowed_hexes (s, 0x5);
  g_assert_cmpuint (allowed, !=, 0);
  g_assert_cmpuint (allowed, !=, allowed_hexes (s, 0));
  g_assert_cmpuint (listed_hexes (s, TSL_CATAN_MOVE_ROBBER, &victims), ==, allowed);
  g_assert_cmpuint (victims & 0x5, ==, 0);

  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": null}",
              TSL_ERROR_INVALID_MOVE, "Friendly Robber");
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 0}",
              TSL_ERROR_INVALID_MOVE, "Friendly Robber");
  hex = hex_json ((guint) __builtin_ctz (allowed));
  json = g_strdup_printf ("{\"type\": \"move_robber\", \"hex\": %s, \"victim\": null}", hex);
  ct_ok (s, json);
  g_assert_cmpuint (s->robber, ==, (guint) __builtin_ctz (allowed));
}

static void
test_friendly_knight (void)
{
  g_autofree CatanState *s = founded (FRIENDLY);
  g_autofree char *json = NULL;
  g_autofree char *hex = NULL;
  guint32 allowed;
  guint victims;

  g_test_summary ("V1: “sem pedig lovagkártya kijátszása esetén”: a knight obeys the same limits");
  make_city (s, 1, founding[2]);
  s->players[0].dev[TSL_CATAN_KNIGHT] = 1;
  s->dev_deck.len--;
  allowed = allowed_hexes (s, 0x5);
  g_assert_cmpuint (listed_hexes (s, TSL_CATAN_PLAY_KNIGHT, &victims), ==, allowed);
  ct_refused (s, "{\"type\": \"play_knight\", \"hex\": [1,-1], \"victim\": null}",
              TSL_ERROR_INVALID_MOVE, "Friendly Robber");
  hex = hex_json ((guint) __builtin_ctz (allowed));
  json = g_strdup_printf ("{\"type\": \"play_knight\", \"hex\": %s, \"victim\": null}", hex);
  ct_ok (s, json);
  g_assert_cmpuint (s->players[0].knights, ==, 1);
}

static void
test_friendly_visible_points (void)
{
  g_autofree CatanState *s = founded (FRIENDLY);
  guint victims;

  g_test_summary ("V1: the points counted are those on the table: a hidden Victory Point card does "
                  "not lift the protection, a city does (docs/rules-catan-tb.md)");
  /* Player 1 holds a hidden Victory Point card: 3 points, 2 visible. */
  s->players[1].dev[TSL_CATAN_VICTORY_POINT] = 1;
  s->dev_deck.len--;
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpuint (catan_vp (s, 1), ==, 3);
  g_assert_cmpuint (listed_hexes (s, TSL_CATAN_MOVE_ROBBER, &victims), ==, allowed_hexes (s, 0x7));
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [1,0], \"victim\": null}",
              TSL_ERROR_INVALID_MOVE, "Friendly Robber");

  /* Player 1's settlement at [1,0] becomes a city: 3 visible points. */
  make_city (s, 1, founding[2]);
  g_assert_cmpuint (listed_hexes (s, TSL_CATAN_MOVE_ROBBER, &victims), ==, allowed_hexes (s, 0x5));
  ct_give (s, 1, TSL_CATAN_ORE, 1);
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [1,0], \"victim\": 1, \"stolen\": \"ore\"}");
  g_assert_cmpuint (s->players[0].res.count[TSL_CATAN_ORE], ==, 1);
}

/* Eight settlements, two per player, that touch every land hex but the
 * desert [0,0]; the sixth (player 2's) touches the desert too. */
static const char * const cover[] = {
  "[[-2,0],[-2,1],[-1,0]]", "[[-2,1],[-2,2],[-1,1]]",
  "[[-1,-1],[-1,0],[0,-1]]", "[[-1,2],[0,1],[0,2]]",
  "[[0,-2],[0,-1],[1,-2]]", "[[0,-1],[0,0],[1,-1]]",
  "[[1,0],[1,1],[2,0]]", "[[1,-1],[2,-2],[2,-1]]",
};

static CatanState *
covered (void)
{
  CatanState *s = ct_new (FRIENDLY, 4, NULL);

  ct_skip_setup (s);
  for (guint i = 0; i < G_N_ELEMENTS (cover); i++)
    ct_put_settlement (s, i / 2, (guint) ct_vertex (cover[i]));
  ct_give (s, 2, TSL_CATAN_WOOL, 2);
  return s;
}

static void
test_friendly_desert (void)
{
  g_autofree CatanState *s = covered ();
  g_autofree CatanState *at_desert = covered ();
  guint desert = (guint) ct_hex ("[0,0]");
  guint victims;

  g_test_summary ("V1: “Ha nincs olyan tájegység, melyre e szabály alapján a rablót tenni lehetne, akkor "
                  "a sivatagra rakjuk”, and “aki a sivatagon alapított települést, és győzelmi pontjainak "
                  "összege nem haladja meg a 2-t, nem szabad tőle nyersanyagot húzni”");
  g_assert_cmpuint (s->terrain[desert], ==, TSL_CATAN_DESERT);
  s->robber = (guint8) ct_hex ("[1,1]");
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpuint (listed_hexes (s, TSL_CATAN_MOVE_ROBBER, &victims), ==, 1u << desert);
  g_assert_cmpuint (victims, ==, 0);
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [2,-2], \"victim\": null}",
              TSL_ERROR_INVALID_MOVE, "Friendly Robber");
  ct_refused (s, "{\"type\": \"move_robber\", \"hex\": [0,0], \"victim\": 2}",
              TSL_ERROR_INVALID_MOVE, "takes nothing");
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [0,0], \"victim\": null}");
  g_assert_cmpuint (s->robber, ==, desert);
  g_assert_cmpuint (s->players[2].n_res, ==, 2);

  /* Already on the desert: it is put there again, the one move left. */
  g_assert_cmpuint (at_desert->robber, ==, desert);
  ct_ok (at_desert, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpuint (listed_hexes (at_desert, TSL_CATAN_MOVE_ROBBER, &victims), ==, 1u << desert);
  ct_ok (at_desert, "{\"type\": \"move_robber\", \"hex\": [0,0], \"victim\": null}");
  g_assert_cmpuint (at_desert->phase, ==, CATAN_PHASE_MAIN);
}

static void
test_friendly_off (void)
{
  g_autofree CatanState *s = covered ();
  guint victims;

  g_test_summary ("Without V1 the same position lets the robber go anywhere but where it stands");
  s->options_on &= ~CATAN_MODULE_FRIENDLY_ROBBER;
  catan_modules_init (s);   /* the modules follow the options, as at the setup */
  ct_ok (s, "{\"type\": \"roll\", \"dice\": [3, 4]}");
  g_assert_cmpuint (listed_hexes (s, TSL_CATAN_MOVE_ROBBER, &victims), ==, allowed_hexes (s, 0));
  ct_ok (s, "{\"type\": \"move_robber\", \"hex\": [0,-1], \"victim\": 2, \"stolen\": \"wool\"}");
}

/* ------------------------------------------------------------ harbourmaster */

/* Four harbour intersections, no two of them neighbours. */
static void
harbor_sites (const CatanState *s,
              guint            *sites)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint64 harbors = 0, blocked = 0;
  guint n = 0;

  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  for (guint v = 0; v < CATAN_N_VERTICES && n < 4; v++)
    if ((harbors & VBIT (v)) && !(blocked & VBIT (v)))
      {
        sites[n++] = v;
        blocked |= VBIT (v) | t->vertex_nbr_mask[v];
      }
  g_assert_cmpuint (n, ==, 4);
}

static void
build_city (CatanState *s,
            guint       p,
            guint       v,
            char      **log)
{
  g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
  g_autofree char *json = NULL;
  const char *names[] = { "Anna", "Béla", "Csaba", "Dóra" };
  TslMove move;

  s->current = (guint8) p;
  s->phase = CATAN_PHASE_MAIN;
  s->rolled = TRUE;
  ct_give (s, p, TSL_CATAN_GRAIN, 2);
  ct_give (s, p, TSL_CATAN_ORE, 3);
  {
    g_autoptr(JsonBuilder) b = json_builder_new ();
    g_autoptr(JsonNode) vertex = NULL;
    g_autofree char *text = NULL;

    catan_add_vertex (b, v);
    vertex = json_builder_get_root (b);
    text = ct_json_string (vertex);
    json = g_strdup_printf ("{\"type\": \"build_city\", \"vertex\": %s}", text);
  }
  g_assert_true (ct_try (s, json, &move, NULL));
  *log = tsl_engine_describe_move (ct_engine (), before, s, &move, names);
}

static void
test_harbormaster_award (void)
{
  g_autofree CatanState *s = ct_new ("{\"layout\": \"beginner\", \"harbormaster\": true}", 4, NULL);
  g_autofree char *log = NULL;
  g_autofree char *log2 = NULL;
  g_autofree char *log3 = NULL;
  g_autoptr(JsonNode) state = NULL;
  JsonObject *root;
  guint sites[4];

  g_test_summary ("V3: “Egy kikötőben álló település 1 kikötőpontot ér. Város a kikötőben: 2 kikötőpont.”; "
                  "“Aki elsőként 3 kikötőpontot gyűjt, megkapja a Kikötőmester kártyát, ami 2 győzelmi "
                  "pontot ér”; “Ha egy másik játékos több kikötőpontot ér el, hozzá kerül át”: a tie keeps it");
  ct_skip_setup (s);
  harbor_sites (s, sites);
  ct_put_settlement (s, 0, sites[0]);
  ct_put_settlement (s, 0, sites[1]);
  ct_put_settlement (s, 1, sites[2]);
  ct_put_settlement (s, 1, sites[3]);
  g_assert_cmpuint (catan_harbor_points (s, 0), ==, 2);
  g_assert_cmpuint (catan_vp (s, 0), ==, 2);

  /* A city on a harbour: 2 points, 3 in all, the card and its 2 points. */
  build_city (s, 0, sites[0], &log);
  g_assert_cmpuint (catan_harbor_points (s, 0), ==, 3);
  g_assert_cmpuint (s->slice_harbormaster.holder, ==, 0);
  g_assert_cmpuint (catan_vp (s, 0), ==, 3 + 2);
  g_assert_nonnull (strstr (log, "Anna took the Harbourmaster card with 3 harbour points."));

  /* Béla ties with 3: the card stays. */
  build_city (s, 1, sites[2], &log2);
  g_assert_cmpuint (catan_harbor_points (s, 1), ==, 3);
  g_assert_cmpuint (s->slice_harbormaster.holder, ==, 0);
  g_assert_null (strstr (log2, "Harbourmaster"));

  /* Béla passes with 4: the card and its points move to him. */
  build_city (s, 1, sites[3], &log3);
  g_assert_cmpuint (s->slice_harbormaster.holder, ==, 1);
  g_assert_cmpuint (catan_vp (s, 0), ==, 3);
  g_assert_cmpuint (catan_vp (s, 1), ==, 4 + 2);
  g_assert_nonnull (strstr (log3, "Béla took the Harbourmaster card with 4 harbour points."));

  state = ct_state_json (s);
  root = json_node_get_object (state);
  g_assert_cmpint (json_object_get_int_member (root, "harbormaster_holder"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (root, "scenario"), ==, "none");
  g_assert_cmpint (json_object_get_int_member (json_array_get_object_element (
                     json_object_get_array_member (root, "players"), 1), "harbor_points"), ==, 4);
}

static void
test_harbormaster_target (void)
{
  g_autofree CatanState *s = ct_new ("{\"layout\": \"beginner\", \"harbormaster\": true}", 4, NULL);
  g_autofree char *log = NULL;
  g_autofree char *log2 = NULL;
  guint sites[4];

  g_test_summary ("V3: “Az nyer, aki elsőként eléri a 11 pontot”: 10 points with the card do not "
                  "win, 11 do");
  ct_skip_setup (s);
  harbor_sites (s, sites);
  ct_put_settlement (s, 0, sites[0]);
  ct_put_settlement (s, 0, sites[1]);
  s->players[0].dev[TSL_CATAN_VICTORY_POINT] = 5;
  s->dev_deck.len -= 5;

  build_city (s, 0, sites[0], &log);
  g_assert_cmpuint (catan_vp (s, 0), ==, 1 + 2 + 2 + 5);
  g_assert_cmpint (s->phase, !=, CATAN_PHASE_OVER);
  build_city (s, 0, sites[1], &log2);
  g_assert_cmpuint (catan_vp (s, 0), ==, 11);
  g_assert_cmpint (s->phase, ==, CATAN_PHASE_OVER);
  g_assert_cmpuint (s->winner, ==, 0);
  g_assert_nonnull (strstr (log2, "won the game with 11 victory points"));
}

static void
test_harbormaster_off (void)
{
  g_autofree CatanState *s = ct_new ("{\"layout\": \"beginner\"}", 4, NULL);
  g_autoptr(JsonNode) state = NULL;
  g_autofree char *log = NULL;
  guint sites[4];

  g_test_summary ("Without V3 harbours earn no card and the state has no Harbourmaster fields");
  ct_skip_setup (s);
  harbor_sites (s, sites);
  ct_put_settlement (s, 0, sites[0]);
  ct_put_settlement (s, 0, sites[1]);
  build_city (s, 0, sites[0], &log);
  g_assert_cmpuint (s->slice_harbormaster.holder, ==, CATAN_NONE);
  g_assert_cmpuint (catan_vp (s, 0), ==, 3);
  state = ct_state_json (s);
  g_assert_false (json_object_has_member (json_node_get_object (state), "harbormaster_holder"));
}

/* ------------------------------------------------------------ options */

static CatanState *
try_new (const char *options,
         GError    **error)
{
  g_autoptr(JsonNode) node = json_from_string (options, NULL);
  CatanState *s = tsl_engine_state_new (ct_engine ());

  if (!tsl_engine_init_state (ct_engine (), s, json_node_get_object (node), 4, 1, NULL, error))
    g_clear_pointer (&s, g_free);
  return s;
}

static void
test_victory_target (void)
{
  g_autofree CatanState *base = ct_new ("{}", 4, NULL);
  g_autofree CatanState *harbor = ct_new ("{\"harbormaster\": true}", 4, NULL);
  g_autofree CatanState *given = ct_new ("{\"harbormaster\": true, \"victory_points\": 10}", 4, NULL);
  g_autofree CatanState *friendly = ct_new ("{\"friendly_robber\": true}", 3, NULL);

  g_test_summary ("V3: “Az nyer, aki elsőként eléri a 11 pontot”, “A győzelemhez szükséges győzelmi "
                  "pontok mindenkori száma 1 ponttal megemelkedik”; an explicit target overrides");
  g_assert_cmpuint (base->victory_points, ==, 10);
  g_assert_cmpuint (harbor->victory_points, ==, 11);
  g_assert_cmpuint (given->victory_points, ==, 10);
  g_assert_cmpuint (friendly->victory_points, ==, 10);
}

static void
test_options_listed (void)
{
  guint n_specs = 0;
  const TslOptionSpec *specs = tsl_engine_get_options (ct_engine (), &n_specs);
  g_autoptr(JsonNode) listed = tsl_options_describe (specs, n_specs);
  JsonArray *array = json_node_get_array (listed);
  guint found = 0;

  g_test_summary ("The option list names friendly_robber, harbormaster (false) and scenario (none), "
                  "and marks the victory target as following the modules");
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonObject *o = json_array_get_object_element (array, i);
      const char *key = json_object_get_string_member (o, "key");

      if (g_str_equal (key, "friendly_robber") || g_str_equal (key, "harbormaster"))
        {
          g_assert_cmpstr (json_object_get_string_member (o, "type"), ==, "bool");
          g_assert_false (json_object_get_boolean_member (o, "default"));
          found++;
        }
      else if (g_str_equal (key, "scenario"))
        {
          JsonArray *choices = json_object_get_array_member (o, "choices");

          g_assert_cmpstr (json_object_get_string_member (o, "default"), ==, "none");
          /* none, then the scenarios implemented so far in the contract order */
          g_assert_cmpuint (json_array_get_length (choices), >=, 4);
          g_assert_cmpstr (json_node_get_string (json_object_get_member (json_array_get_object_element (choices, 0), "value")), ==, "none");
          g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (choices, 1), "value"), ==,
                           "fishermen");
          g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (choices, 2), "value"), ==,
                           "rivers");
          g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (choices, 3), "value"), ==,
                           "caravans");
          found++;
        }
      else if (g_str_equal (key, "victory_points"))
        {
          g_assert_true (json_object_get_boolean_member (o, "automatic"));
          g_assert_cmpint (json_object_get_int_member (o, "default"), ==, 10);
          found++;
        }
    }
  g_assert_cmpuint (found, ==, 4);
}

static void
test_options_refused (void)
{
  static const char * const bad[] = {
    "{\"friendly_robber\": \"yes\"}",
    "{\"harbormaster\": 1}",
    "{\"scenario\": \"pirates\"}",
    "{\"scenario\": true}",
  };

  g_test_summary ("Bad module options are refused; the scenarios not played yet are not "
                  "values yet; the Friendly Robber needs the desert");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree CatanState *s = try_new (bad[i], &error);

      g_assert_null (s);
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
    }
  {
    g_autoptr(GError) error = NULL;
    g_autofree CatanState *s = try_new ("{\"friendly_robber\": true, \"robber_on_desert\": false}", &error);

    g_assert_null (s);
    g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
    g_assert_nonnull (strstr (error->message, "Friendly Robber"));
    g_assert_nonnull (strstr (error->message, "desert"));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/catan/tb/friendly-robber/seven", test_friendly_seven);
  g_test_add_func ("/engines/catan/tb/friendly-robber/knight", test_friendly_knight);
  g_test_add_func ("/engines/catan/tb/friendly-robber/visible-points", test_friendly_visible_points);
  g_test_add_func ("/engines/catan/tb/friendly-robber/desert", test_friendly_desert);
  g_test_add_func ("/engines/catan/tb/friendly-robber/off", test_friendly_off);
  g_test_add_func ("/engines/catan/tb/harbormaster/award", test_harbormaster_award);
  g_test_add_func ("/engines/catan/tb/harbormaster/target", test_harbormaster_target);
  g_test_add_func ("/engines/catan/tb/harbormaster/off", test_harbormaster_off);
  g_test_add_func ("/engines/catan/tb/options/victory-target", test_victory_target);
  g_test_add_func ("/engines/catan/tb/options/listed", test_options_listed);
  g_test_add_func ("/engines/catan/tb/options/refused", test_options_refused);
  return g_test_run ();
}
