/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-caravans-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rivers-private.h"
#include "tsl-catan-traders-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-rng.h"

/* The move types' tables (tsl-catan-moves.c) and the codec agree: in
 * seeded games of every option set the engine declares, every legal move
 * and every move as played (with what the engine drew) goes to JSON and
 * back to the identical TslMove, the identical JSON and the identical log
 * sentence; a table type writes its table's members, in the table's
 * order, and is refused without a member the table requires. */

/* Every legal move of every 25th position, of every 5th with -m slow
 * (which also plays a second seed): the quick run stays quick under the
 * sanitizers. */
#define EVERY_LEGAL (g_test_slow () ? 5 : 25)
#define MAX_MOVES 3000

typedef struct
{
  guint moves;
  guint legal;
  guint tabled;
  guint refused;
} Counts;

/* The core's table of @type, or its module's; none for the event cards
 * turned instead of a roll. */
static const CatanMoveSpec *
spec_of (const CatanState *s,
         guint             type)
{
  const CatanMoveSpec *spec = type != TSL_CATAN_ROLL || !catan_events (s) ? catan_move_spec (type) : NULL;

  if (spec == NULL)
    spec = catan_rivers_move_spec (type);
  if (spec == NULL)
    spec = catan_two_player_move_spec (type);
  if (spec == NULL)
    spec = catan_ba_move_spec (type);
  if (spec == NULL)
    spec = catan_fishermen_move_spec (type);
  if (spec == NULL)
    spec = catan_caravans_move_spec (type);
  if (spec == NULL)
    spec = catan_traders_move_spec (type);
  return spec;
}

static char *
move_text (const CatanState *s,
           const TslMove    *m)
{
  g_autoptr(JsonObject) o = tsl_engine_move_to_json (ct_engine (), s, m);
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (node, o);
  return ct_json_string (node);
}

static char *
sentence (const CatanState *before,
          const TslMove    *m)
{
  g_autofree CatanState *after = g_memdup2 (before, sizeof *before);
  TslMove applied = *m;
  TslRng rng;

  tsl_rng_init (&rng, 7, 7);
  if (!tsl_engine_apply_move (ct_engine (), after, &applied, &rng, NULL))
    return g_strdup ("");
  return tsl_engine_describe_move (ct_engine (), before, after, &applied, NULL);
}

static void
assert_same_after (const CatanState *s,
                   const TslMove    *m,
                   const TslMove    *back,
                   const char       *text)
{
  g_autofree CatanState *a = g_memdup2 (s, sizeof *s);
  g_autofree CatanState *b = g_memdup2 (s, sizeof *s);
  TslMove ma = *m, mb = *back;
  TslRng ra, rb;

  tsl_rng_init (&ra, 5, 5);
  tsl_rng_init (&rb, 5, 5);
  g_assert_true (tsl_engine_apply_move (ct_engine (), a, &ma, &ra, NULL));
  g_assert_true (tsl_engine_apply_move (ct_engine (), b, &mb, &rb, NULL));
  if (memcmp (a, b, sizeof *a) != 0)
    g_error ("%s read back plays otherwise", text);
}

/* The fields a table says a member fills are read back as written. */
static void
assert_table_fields (const CatanMoveSpec *spec,
                     const TslMove       *m,
                     const TslMove       *back,
                     const char          *text)
{
  g_assert_cmpuint (m->type, ==, back->type);
  g_assert_cmpint (m->player, ==, back->player);
  if ((m->flags ^ back->flags) & TSL_CATAN_MOVE_OUTCOME)
    g_error ("%s: the outcome flag is not read back", text);
  for (guint i = 0; i < spec->n_args; i++)
    {
      const CatanMoveArg *arg = &spec->args[i];
      guint at = arg->at;

      switch (arg->kind)
        {
        case CATAN_ARG_RESOURCES:
          g_assert_cmpmem (m->count + at, CATAN_N_RES, back->count + at, CATAN_N_RES);
          break;
        case CATAN_ARG_SEAT_COUNTS:
          for (guint q = 0; q < CATAN_MAX_PLAYERS; q++)
            if (q != (guint) m->player)
              g_assert_cmpuint (m->count[q], ==, back->count[q]);
          break;
        case CATAN_ARG_COUNT:
          g_assert_cmpuint (m->count[at], ==, back->count[at]);
          break;
        case CATAN_ARG_NUMBERS:
          g_assert_cmpmem (m->count + at, arg->len, back->count + at, arg->len);
          break;
        case CATAN_ARG_DICE:
          g_assert_cmpmem (m->count + at, 2, back->count + at, 2);
          break;
        case CATAN_ARG_EDGES:
          g_assert_cmpmem (m->arg + at, arg->max * sizeof (gint32), back->arg + at, arg->max * sizeof (gint32));
          break;
        default:
          if (m->arg[at] != back->arg[at])
            g_error ("%s: “%s” reads back as %d, not %d", text, arg->member, back->arg[at], m->arg[at]);
        }
    }
}

/* A member written as null that is read as absent (Traders &
 * Barbarians: a barbarian that stole nothing, a wagon that picked up
 * nothing): the game files keep this quirk, so the JSON read back lacks
 * the outcome. */
static gboolean
null_read_as_absent (const CatanMoveSpec *spec,
                     const TslMove       *m)
{
  for (guint i = 0; i < spec->n_args; i++)
    if ((spec->args[i].flags & CATAN_ARG_NULL) && (m->flags & TSL_CATAN_MOVE_OUTCOME) &&
        m->arg[spec->args[i].at] < 0)
      return TRUE;
  return FALSE;
}

/* @m to JSON and back: the same play and, for a move as played, the
 * same sentence; a table type's JSON and fields are read back as they
 * were.  (A hand-written type may carry more than its JSON: what the
 * engine works out again, as robber_to_desert's hex.  A table type's
 * move may carry Fishermen's flag that no fish was drawn.) */
static void
round_trip (const CatanState *s,
            const TslMove    *m,
            gboolean          played)
{
  g_autoptr(JsonObject) o = tsl_engine_move_to_json (ct_engine (), s, m);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = move_text (s, m);
  g_autofree char *again = NULL;
  const CatanMoveSpec *spec = spec_of (s, m->type);
  TslMove back;

  if (!tsl_engine_move_from_json (ct_engine (), s, o, &back, &error))
    g_error ("%s refused: %s", text, error->message);
  again = move_text (s, &back);
  if (spec != NULL && !null_read_as_absent (spec, m))
    {
      g_assert_cmpstr (text, ==, again);
      assert_table_fields (spec, m, &back, text);
    }
  assert_same_after (s, m, &back, text);
  if (played)
    {
      g_autofree char *said = sentence (s, m);
      g_autofree char *said_back = sentence (s, &back);

      g_assert_cmpstr (said, ==, said_back);
    }
}

/* A table type writes "player", "type", then its table's members in the
 * table's order (a module's own beside them); without a required member
 * it is refused. */
static void
check_table (const CatanState *s,
             const TslMove    *m,
             Counts           *counts)
{
  const CatanMoveSpec *spec = spec_of (s, m->type);
  g_autoptr(JsonObject) o = NULL;
  g_autoptr(GList) members = NULL;
  gboolean outcome = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;
  GList *l;

  if (spec == NULL)
    return;
  counts->tabled++;
  g_assert_cmpstr (spec->name, ==, catan_action_names[m->type]);
  o = tsl_engine_move_to_json (ct_engine (), s, m);
  members = json_object_get_members (o);
  g_assert_cmpstr (members->data, ==, "player");
  g_assert_cmpstr (members->next->data, ==, "type");
  l = members->next->next;
  for (guint i = 0; i < spec->n_args; i++)
    {
      const CatanMoveArg *arg = &spec->args[i];

      if ((arg->flags & CATAN_ARG_OUTCOME) && !outcome)
        continue;
      if ((arg->flags & CATAN_ARG_UNSET) && m->arg[arg->at] < 0)
        continue;
      /* A module's own members may come before (Fishermen's "paid"). */
      while (l != NULL && g_strcmp0 (l->data, arg->member) != 0)
        l = l->next;
      if (l == NULL)
        g_error ("%s: “%s” is not written in the table's order", spec->name, arg->member);
      l = l->next;
      if ((arg->flags & (CATAN_ARG_OUTCOME | CATAN_ARG_UNSET)) || arg->kind == CATAN_ARG_SEAT_OR_NULL ||
          arg->kind == CATAN_ARG_EDGE_OR_NULL || arg->kind == CATAN_ARG_LAND_OR_NULL ||
          arg->kind == CATAN_ARG_BOOL || arg->kind == CATAN_ARG_COUNT ||
          (arg->kind == CATAN_ARG_EDGES && arg->min == 0))
        continue;   /* may be left out */
      {
        g_autoptr(JsonObject) without = tsl_engine_move_to_json (ct_engine (), s, m);
        g_autoptr(GError) error = NULL;
        TslMove back;

        json_object_remove_member (without, arg->member);
        g_assert_false (tsl_engine_move_from_json (ct_engine (), s, without, &back, &error));
        g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
        g_assert_nonnull (strstr (error->message, arg->member));
        counts->refused++;
      }
    }
}

static void
play (const char *options_json,
      guint       n_players,
      guint       seed,
      Counts     *counts)
{
  TslEngine *engine = ct_engine ();
  g_autofree CatanState *s = ct_new (options_json, n_players, NULL);
  g_autoptr(JsonNode) options = json_from_string (options_json, NULL);
  g_autoptr(GError) error = NULL;
  TslMoveList moves;
  TslRng pick;

  g_assert_true (tsl_engine_init_state (engine, s, json_node_get_object (options), n_players, seed, NULL,
                                        &error));
  g_assert_no_error (error);
  tsl_move_list_init (&moves);
  tsl_rng_init (&pick, seed, 23);
  for (guint n = 0; n < MAX_MOVES && !tsl_engine_is_over (engine, s); n++)
    {
      g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
      TslMove m;
      TslRng rng;

      tsl_move_list_reset (&moves);
      tsl_engine_legal_moves (engine, s, n % 2 ? TSL_LEGAL_DEFAULT : TSL_LEGAL_NO_NEGOTIATION, &moves);
      g_assert_cmpuint (moves.len, >, 0);
      if (n % EVERY_LEGAL == 0)
        for (guint i = 0; i < moves.len; i++)
          {
            round_trip (s, &moves.moves[i], FALSE);
            counts->legal++;
          }
      m = moves.moves[tsl_rng_below (&pick, moves.len)];
      tsl_rng_init (&rng, seed, n);
      g_assert_true (tsl_engine_apply_move (engine, s, &m, &rng, &error));
      g_assert_no_error (error);
      round_trip (before, &m, TRUE);
      check_table (before, &m, counts);
      counts->moves++;
    }
  tsl_move_list_clear (&moves);
}

static void
test_option_sets (void)
{
  const TslEngineInfo *info = tsl_engine_get_info (ct_engine ());
  Counts counts = { 0, };

  g_test_summary ("In games of every option set, every move goes to JSON and back unchanged, and "
                  "the table types write and require their tables' members");
  for (guint seed = 1; seed <= (g_test_slow () ? 2u : 1u); seed++)
    for (guint n_players = 2; n_players <= 4; n_players++)
      {
        play ("{}", n_players, seed, &counts);
        for (const TslEngineOptionSet *set = info->option_sets; set->options != NULL; set++)
          play (set->options, n_players, seed, &counts);
      }
  g_test_message ("%u moves played, %u legal moves, %u of table types, %u refusals",
                  counts.moves, counts.legal, counts.tabled, counts.refused);
  g_assert_cmpuint (counts.tabled, >, 0);
  g_assert_cmpuint (counts.refused, >, 0);
}

/* @json read as a move of @s: TRUE, or FALSE with a message naming @part */
static gboolean
read_move (const CatanState *s,
           const char       *json,
           TslMove          *m,
           const char       *part)
{
  g_autoptr(JsonNode) node = json_from_string (json, NULL);
  g_autoptr(GError) error = NULL;

  if (tsl_engine_move_from_json (ct_engine (), s, json_node_get_object (node), m, &error))
    return TRUE;
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  if (strstr (error->message, part) == NULL)
    g_error ("%s: “%s” does not name “%s”", json, error->message, part);
  return FALSE;
}

static void
test_outcome_whole (void)
{
  g_autofree CatanState *s = ct_new ("{\"scenario\": \"barbarian_attack\"}", 3, NULL);
  TslMove m;

  g_test_summary ("A recorded outcome is read whole: its first member says whether the move records one, "
                  "the later ones are then required, or else ignored");
  g_assert_false (read_move (s, "{\"type\": \"fight_barbarians\", \"hex\": [2,0], \"colour\": \"green\"}", &m,
                             "roll_winners"));
  g_assert_true (read_move (s, "{\"type\": \"fight_barbarians\", \"hex\": [2,0], \"roll_winners\": [1]}", &m, ""));
  g_assert_false (m.flags & TSL_CATAN_MOVE_OUTCOME);
  g_assert_cmpint (m.arg[2], ==, 0);
  g_assert_false (read_move (s, "{\"type\": \"fight_barbarians\", \"colour\": \"brown\", \"roll_winners\": []}", &m,
                             "hex"));
  g_assert_false (read_move (s, "{\"type\": \"fight_barbarians\", \"hex\": [2,0], \"colour\": \"brown\", "
                                "\"roll_winners\": [\"foreign\"]}", &m, "roll_winners"));
  g_assert_true (read_move (s, "{\"type\": \"fight_barbarians\", \"hex\": [2,0], \"colour\": \"brown\", "
                               "\"roll_winners\": [2, \"foreign_knight\"]}", &m, ""));
  g_assert_true (m.flags & TSL_CATAN_MOVE_OUTCOME);
  g_assert_cmpint (m.arg[2], ==, (1 << 2) | (1 << TSL_CATAN_FOREIGN_KNIGHT));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/engines/catan/move-table/option-sets", test_option_sets);
  g_test_add_func ("/engines/catan/move-table/outcome-whole", test_outcome_whole);
  return g_test_run ();
}
