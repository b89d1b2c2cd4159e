/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-ai.h"
#include "tsl-error.h"
#include "tsl-registry.h"
#include "test-every-engine.h"

/* The rules shared/tsl-engine.h states for every engine, checked on every
 * registered engine (the built-in games and the race test engine) directly
 * on the interface, without TslGame: identity, determinism, explicit setup,
 * recorded outcomes, validation, legal moves, the end, redaction, undo and
 * the state JSON.  The rule numbers are the header's.  Moves are chosen at
 * random, as the random computer player does. */

#define MAX_ACTIONS   6000
/* Actions of each game an option set plays in the quick run: the founding
 * and a few rounds, where most modules already act (their setup, their
 * first moves, the roll's events), with fewer moves tried per position,
 * fewer seats refused and the views checked less often (their state JSON
 * is most of the time, above all under the sanitizers).  With -m slow each
 * set plays whole games from more seeds, with every check. */
#define SET_ACTIONS   160
#define SET_MOVES_TRIED 8    /* legal moves applied per position there */
#define SET_SEEDS_SLOW 3
#define MOVES_TRIED   48     /* legal moves applied per position, evenly spread */
#define VIEWS_EVERY   7      /* every seat's view is checked every so many actions */
#define SET_VIEWS_EVERY 21   /* ...in a short game (the state JSON they compare costs most) */
#define OTHER_SEED    G_GUINT64_CONSTANT (0x0DD5EED)

typedef struct
{
  TslEngine   *engine;
  gsize        size;
  guint        n_players;
  guint64      seed;
  gboolean     whole_game;     /* every check: the actor's view at every action, every seat refused */
  guint        moves_tried;    /* legal moves applied per position */
  guint        views_every;    /* every seat's view every so many actions */
  JsonObject  *options;
  gboolean     redacts;        /* the engine overrides redact() */
  gboolean     redealt;        /* two views of one state differed */
  TslMoveList  legal;
  TslMoveList  other;
} Play;

static gpointer
state_filled (gsize size,
              int   byte)
{
  gpointer state = g_malloc (size);

  memset (state, byte, size);
  return state;
}

static void
assert_same_bytes (Play          *play,
                   gconstpointer  a,
                   gconstpointer  b,
                   const char    *what)
{
  if (memcmp (a, b, play->size) != 0)
    g_error ("%s, %u players: %s", tsl_engine_get_id (play->engine), play->n_players, what);
}

static char *
node_text (JsonNode *node)
{
  return node != NULL ? json_to_string (node, FALSE) : g_strdup ("(null)");
}

static void
assert_same_json (JsonNode   *a,
                  JsonNode   *b,
                  const char *what)
{
  if (a == NULL || b == NULL || !json_node_equal (a, b))
    {
      g_autofree char *ta = node_text (a);
      g_autofree char *tb = node_text (b);

      g_error ("%s:\n%s\n%s", what, ta, tb);
    }
}

/* --- identity ---------------------------------------------------------- */

static void
test_identity (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);
  const TslEngineInfo *info = tsl_engine_get_info (engine);
  const char * const *colors = tsl_engine_get_colors (engine);
  const char * const *kinds = tsl_engine_get_ai_kinds (engine);
  const TslOptionSpec *specs;
  guint n_specs;
  g_autoptr(JsonObject) defaults = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(TslAi) none = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("The identity block names the game, its seats, colours, players and options");
  g_assert_nonnull (info);
  g_assert_true (info->id[0] != '\0');
  for (const char *c = info->id; *c != '\0'; c++)
    g_assert_true (g_ascii_islower (*c) || g_ascii_isdigit (*c) || *c == '-');
  g_assert_cmpstr (tsl_engine_get_name (engine), !=, "");
  g_assert_nonnull (tsl_engine_get_description (engine));
  g_assert_cmpuint (info->min_players, >=, 1);
  g_assert_cmpuint (info->min_players, <=, info->max_players);
  g_assert_cmpuint (info->max_players, <=, TSL_MAX_PLAYERS);
  g_assert_cmpuint (info->state_size, >, 0);

  g_assert_cmpuint (g_strv_length ((char **) colors), >=, info->max_players);
  for (guint i = 0; colors[i] != NULL; i++)
    g_assert_true (g_hash_table_add (seen, (gpointer) colors[i]));

  g_assert_true (g_strv_contains (kinds, "random"));
  for (guint i = 0; kinds[i] != NULL; i++)
    {
      g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, kinds[i], &error);

      g_assert_no_error (error);
      g_assert_cmpstr (tsl_ai_get_kind (ai), ==, kinds[i]);
    }
  none = tsl_engine_create_ai (engine, "no-such-player", &error);
  g_assert_null (none);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
  g_clear_error (&error);

  specs = tsl_engine_get_options (engine, &n_specs);
  defaults = tsl_options_normalize (specs, n_specs, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_object_get_size (defaults), ==, n_specs);
}

/* --- rules over a played game ------------------------------------------ */

/* Rule 9: the members every front end reads without knowing the game. */
static void
check_state_json (Play          *play,
                  gconstpointer  state)
{
  g_autoptr(JsonNode) node = tsl_engine_state_to_json (play->engine, state);
  JsonObject *o;
  JsonNode *players;
  gint actor = tsl_engine_get_actor (play->engine, state);

  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  o = json_node_get_object (node);
  g_assert_true (json_object_has_member (o, "turn"));
  g_assert_cmpint (json_object_get_int_member (o, "turn"), ==,
                   tsl_engine_get_turn (play->engine, state));
  g_assert_true (json_object_has_member (o, "current_player"));
  if (actor >= 0)
    g_assert_cmpint (json_object_get_int_member (o, "current_player"), >=, 0);
  players = json_object_get_member (o, "players");
  g_assert_nonnull (players);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (players));
  g_assert_cmpuint (json_array_get_length (json_node_get_array (players)), ==, play->n_players);
  for (guint p = 0; p < play->n_players; p++)
    g_assert_true (JSON_NODE_HOLDS_OBJECT (json_array_get_element (json_node_get_array (players), p)));
}

/* Rules 1 and 2: init writes every byte, the same every time, and its setup
 * (non-empty, explicit) builds the same state from any seed. */
static gpointer
init_checked (Play *play)
{
  g_autoptr(GError) error = NULL;
  g_autofree gpointer a = state_filled (play->size, 0x00);
  g_autofree gpointer b = state_filled (play->size, 0xa5);
  g_autofree gpointer c = state_filled (play->size, 0x5a);
  g_autoptr(JsonNode) setup = NULL;
  g_autoptr(JsonNode) setup_again = NULL;

  g_assert_true (tsl_engine_init_state (play->engine, a, play->options, play->n_players,
                                        play->seed, NULL, &error));
  g_assert_no_error (error);
  g_assert_true (tsl_engine_init_state (play->engine, b, play->options, play->n_players,
                                        play->seed, NULL, &error));
  g_assert_no_error (error);
  assert_same_bytes (play, a, b, "rule 1: init_state() from one seed gives different bytes "
                     "(an unwritten byte or padding?)");

  setup = tsl_engine_setup_to_json (play->engine, a);
  g_assert_true (setup != NULL && JSON_NODE_HOLDS_OBJECT (setup));
  g_assert_cmpuint (json_object_get_size (json_node_get_object (setup)), >, 0);
  g_assert_true (tsl_engine_init_state (play->engine, c, play->options, play->n_players,
                                        play->seed ^ OTHER_SEED, setup, &error));
  g_assert_no_error (error);
  assert_same_bytes (play, a, c, "rule 2: the setup with another seed builds another state "
                     "(is something drawn from the seed missing from setup_to_json?)");
  setup_again = tsl_engine_setup_to_json (play->engine, c);
  assert_same_json (setup, setup_again, "rule 2: the setup read back is written differently");
  check_state_json (play, a);
  return g_steal_pointer (&a);
}

/* Rules 3, 4 and 8 for one legal move: its outcomes are recorded, another
 * generator then changes nothing, a chance move is not undoable, the same
 * move from another seat is refused and changes nothing. */
static void
check_move (Play          *play,
            gconstpointer  state,
            const TslMove *legal,
            guint          index,
            gpointer       scratch,
            gpointer       scratch2)
{
  g_autoptr(GError) error = NULL;
  TslMove move = *legal, blank = *legal, wrong = *legal;
  TslRng rng, other;
  gint actor = tsl_engine_get_actor (play->engine, state);

  g_assert_cmpint (legal->player, ==, actor);

  /* Rule 5: every listed move applies. */
  memcpy (scratch, state, play->size);
  tsl_rng_init (&rng, play->seed, index);
  if (!tsl_engine_apply_move (play->engine, scratch, &move, &rng, &error))
    {
      g_autoptr(JsonObject) action = tsl_engine_move_to_json (play->engine, state, legal);
      g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), action);
      g_autofree char *text = node_text (node);

      g_error ("%s: rule 5: the listed move %s is refused: %s", tsl_engine_get_id (play->engine),
               text, error->message);
    }

  /* Rule 3: with its outcomes recorded, the generator does not matter. */
  memcpy (scratch2, state, play->size);
  tsl_rng_init (&other, play->seed ^ OTHER_SEED, index + 1);
  g_assert_true (tsl_engine_apply_move (play->engine, scratch2, &move, &other, &error));
  g_assert_no_error (error);
  assert_same_bytes (play, scratch, scratch2, "rule 3: a move with its outcomes recorded "
                     "still depends on the generator");

  /* Rule 8: a move whose result depends on the generator is chance. */
  memcpy (scratch2, state, play->size);
  tsl_rng_init (&other, play->seed ^ OTHER_SEED, index + 1);
  g_assert_true (tsl_engine_apply_move (play->engine, scratch2, &blank, &other, &error));
  g_assert_no_error (error);
  if (memcmp (scratch, scratch2, play->size) != 0
      && tsl_engine_move_is_undoable (play->engine, state, &move))
    g_error ("%s: rule 8: move type %u drew an outcome but is undoable",
             tsl_engine_get_id (play->engine), move.type);

  /* Rule 4: a refused move changes nothing, and a seat outside the game
   * is always refused (another seat may act where the rules let several
   * seats act at once, as Catan's discards).  A short game tries one
   * other seat and the outside one only. */
  for (guint k = play->whole_game ? 1 : play->n_players - 1; k <= play->n_players; k++)
    {
      gboolean outside = k == play->n_players;

      memcpy (scratch2, state, play->size);
      wrong.player = (gint8) (outside ? (gint) play->n_players : (actor + (gint) k) % (gint) play->n_players);
      tsl_rng_init (&rng, play->seed, index);
      if (tsl_engine_apply_move (play->engine, scratch2, &wrong, &rng, &error))
        {
          if (outside)
            g_error ("%s: rule 4: move type %u from seat %d, outside the game, accepted",
                     tsl_engine_get_id (play->engine), wrong.type, wrong.player);
          continue;
        }
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE);
      g_clear_error (&error);
      assert_same_bytes (play, state, scratch2, "rule 4: a refused move changed the state");
    }
}

/* Rule 7: a view keeps the seat's entry and everything public, is the same
 * for the same generator, and offers the seat to act the real moves. */
static void
check_view (Play          *play,
            gconstpointer  state,
            JsonNode      *real_json,
            gint           seat,
            guint          index)
{
  g_autofree gpointer view = g_memdup2 (state, play->size);
  g_autofree gpointer again = g_memdup2 (state, play->size);
  g_autofree gpointer other = g_memdup2 (state, play->size);
  g_autoptr(JsonNode) view_json = NULL;
  JsonObject *real_o = json_node_get_object (real_json), *view_o;
  g_autoptr(GList) members = NULL;
  TslRng rng;

  tsl_rng_init (&rng, play->seed ^ 0x5649, index);
  tsl_engine_redact (play->engine, view, seat, &rng);
  tsl_rng_init (&rng, play->seed ^ 0x5649, index);
  tsl_engine_redact (play->engine, again, seat, &rng);
  assert_same_bytes (play, view, again, "rule 1: two views from one generator differ");
  tsl_rng_init (&rng, play->seed ^ OTHER_SEED, index);
  tsl_engine_redact (play->engine, other, seat, &rng);
  if (memcmp (view, other, play->size) != 0)
    play->redealt = TRUE;

  g_assert_cmpint (tsl_engine_get_actor (play->engine, view), ==,
                   tsl_engine_get_actor (play->engine, state));
  view_json = tsl_engine_state_to_json (play->engine, view);
  view_o = json_node_get_object (view_json);
  members = json_object_get_members (real_o);
  for (GList *l = members; l != NULL; l = l->next)
    if (g_strcmp0 (l->data, "players") != 0)
      {
        g_autofree char *what = g_strdup_printf ("rule 7: the view for seat %d changes public “%s”",
                                                 seat, (const char *) l->data);

        assert_same_json (json_object_get_member (real_o, l->data),
                          json_object_get_member (view_o, l->data), what);
      }
  assert_same_json (json_array_get_element (json_object_get_array_member (real_o, "players"),
                                            (guint) seat),
                    json_array_get_element (json_object_get_array_member (view_o, "players"),
                                            (guint) seat),
                    "rule 7: the view changes the seat's own entry");

  if (seat == tsl_engine_get_actor (play->engine, state))
    {
      tsl_move_list_reset (&play->other);
      tsl_engine_legal_moves (play->engine, view, TSL_LEGAL_DEFAULT, &play->other);
      if (play->other.len != play->legal.len
          || memcmp (play->other.moves, play->legal.moves, play->legal.len * sizeof (TslMove)) != 0)
        g_error ("%s: rule 7: seat %d's view offers %u moves, the real state %u (or others)",
                 tsl_engine_get_id (play->engine), seat, play->other.len, play->legal.len);
    }
}

/* Rule 7, seat -1: the public view (a network table's spectators) keeps
 * everything public and depends on nothing hidden: the real state and each
 * seat's view of it (in which the other seats' cards are dealt again) give
 * the same public view for the same generator. */
static void
check_public_view (Play          *play,
                   gconstpointer  state,
                   JsonNode      *real_json,
                   guint          index)
{
  g_autofree gpointer view = g_memdup2 (state, play->size);
  g_autoptr(JsonNode) view_json = NULL;
  JsonObject *real_o = json_node_get_object (real_json), *view_o;
  g_autoptr(GList) members = NULL;
  TslRng rng;

  tsl_rng_init (&rng, play->seed ^ 0x5055, index);
  tsl_engine_redact (play->engine, view, -1, &rng);
  view_json = tsl_engine_state_to_json (play->engine, view);
  view_o = json_node_get_object (view_json);
  members = json_object_get_members (real_o);
  for (GList *l = members; l != NULL; l = l->next)
    if (g_strcmp0 (l->data, "players") != 0)
      {
        g_autofree char *what = g_strdup_printf ("rule 7: the public view changes public “%s”",
                                                 (const char *) l->data);

        assert_same_json (json_object_get_member (real_o, l->data),
                          json_object_get_member (view_o, l->data), what);
      }
  for (guint seat = 0; seat < play->n_players; seat++)
    {
      g_autofree gpointer other = g_memdup2 (state, play->size);

      tsl_rng_init (&rng, play->seed ^ OTHER_SEED, index);
      tsl_engine_redact (play->engine, other, (gint) seat, &rng);
      tsl_rng_init (&rng, play->seed ^ 0x5055, index);
      tsl_engine_redact (play->engine, other, -1, &rng);
      assert_same_bytes (play, view, other, "rule 7: the public view depends on hidden cards");
    }
}

/* Plays one game of random moves under @options (a JSON object, %NULL for
 * the defaults), checking the rules at every action, for at most
 * @max_actions actions. */
static void
play_game (TslEngine  *engine,
           const char *options,
           guint       n_players,
           guint64     seed,
           guint       max_actions)
{
  const TslOptionSpec *specs;
  guint n_specs;
  gboolean whole = max_actions == MAX_ACTIONS;
  Play play = { engine, tsl_engine_get_state_size (engine), n_players, seed, whole,
                whole ? MOVES_TRIED : SET_MOVES_TRIED, whole ? VIEWS_EVERY : SET_VIEWS_EVERY,
                NULL, FALSE, FALSE };
  TslEngineInterface *iface = g_type_interface_peek (G_OBJECT_GET_CLASS (engine), TSL_TYPE_ENGINE);
  TslEngineInterface *defaults = g_type_default_interface_peek (TSL_TYPE_ENGINE);
  g_autoptr(GArray) log = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = NULL;
  g_autofree gpointer scratch = g_malloc (play.size);
  g_autofree gpointer scratch2 = g_malloc (play.size);
  g_autofree gpointer replayed = NULL;
  TslRng choose;
  guint n = 0;

  specs = tsl_engine_get_options (engine, &n_specs);
  if (options != NULL)
    {
      g_autoptr(JsonNode) node = json_from_string (options, &error);

      g_assert_no_error (error);
      g_assert_true (node != NULL && JSON_NODE_HOLDS_OBJECT (node));
      play.options = tsl_options_normalize (specs, n_specs, json_node_get_object (node), &error);
    }
  else
    play.options = tsl_options_normalize (specs, n_specs, NULL, &error);
  g_assert_no_error (error);
  play.redacts = iface->redact != defaults->redact;
  tsl_move_list_init (&play.legal);
  tsl_move_list_init (&play.other);
  tsl_rng_init (&choose, seed, G_GUINT64_CONSTANT (0x4149000000000000));

  state = init_checked (&play);
  for (; n < max_actions; n++)
    {
      gint actor = tsl_engine_get_actor (engine, state);
      guint32 winners = tsl_engine_get_winners (engine, state);
      guint step;
      TslMove move;
      TslRng rng;

      /* Rule 6. */
      g_assert_cmpint (tsl_engine_is_over (engine, state), ==, actor < 0);
      g_assert_cmpuint (winners & ~((1u << n_players) - 1), ==, 0);
      if (actor >= 0)
        g_assert_cmpuint (winners, ==, 0);
      g_assert_cmpint (actor, <, (gint) n_players);

      tsl_move_list_reset (&play.legal);
      tsl_engine_legal_moves (engine, state, TSL_LEGAL_DEFAULT, &play.legal);
      if (actor < 0)
        {
          g_assert_cmpuint (play.legal.len, ==, 0);
          break;
        }
      g_assert_cmpuint (play.legal.len, >, 0);

      step = MAX (1, play.legal.len / play.moves_tried);
      for (guint i = 0; i < play.legal.len; i += step)
        check_move (&play, state, &play.legal.moves[i], n, scratch, scratch2);

      if (n % play.views_every == 0 || (play.redacts && play.whole_game))
        {
          g_autoptr(JsonNode) real_json = tsl_engine_state_to_json (engine, state);

          for (guint s = 0; s < n_players; s++)
            if (n % play.views_every == 0 || (gint) s == actor)
              check_view (&play, state, real_json, (gint) s, n);
        }
      if (n % play.views_every == 0)
        {
          g_autoptr(JsonNode) real_json = tsl_engine_state_to_json (engine, state);

          check_public_view (&play, state, real_json, n);
          check_state_json (&play, state);
        }

      tsl_move_list_reset (&play.other);
      tsl_engine_legal_moves (engine, state, TSL_LEGAL_NO_NEGOTIATION, &play.other);
      g_assert_cmpuint (play.other.len, >, 0);
      move = play.other.moves[tsl_rng_below (&choose, play.other.len)];
      tsl_rng_init (&rng, seed, n);
      g_assert_true (tsl_engine_apply_move (engine, state, &move, &rng, &error));
      g_assert_no_error (error);
      g_array_append_val (log, move);
    }
  check_state_json (&play, state);

  /* Rule 1: the moves replayed on a fresh start give the same bytes. */
  replayed = init_checked (&play);
  for (guint i = 0; i < log->len; i++)
    {
      TslRng rng;

      tsl_rng_init (&rng, seed, i);
      g_assert_true (tsl_engine_apply_move (engine, replayed, &g_array_index (log, TslMove, i),
                                            &rng, &error));
      g_assert_no_error (error);
    }
  assert_same_bytes (&play, state, replayed, "rule 1: the replayed moves give different bytes");

  /* Rule 7: an engine that redacts must deal something again at some point
   * of a whole game with its default options (a game cut short may not have
   * hidden anything yet, and a module may hide nothing: Barbarian Attack
   * plays its cards at once). */
  if (play.redacts && !play.redealt && options == NULL
      && (n == MAX_ACTIONS || tsl_engine_is_over (engine, state)))
    g_error ("%s: rule 7: redact() never dealt anything again", tsl_engine_get_id (engine));

  g_test_message ("%s %s, %u players, seed %" G_GUINT64_FORMAT ": %u actions, %s",
                  tsl_engine_get_id (engine), options != NULL ? options : "(defaults)", n_players, seed, n,
                  tsl_engine_is_over (engine, state) ? "over" : "stopped");
  tsl_move_list_clear (&play.legal);
  tsl_move_list_clear (&play.other);
  json_object_unref (play.options);
}

static void
test_rules (gconstpointer data)
{
  TslEngine *engine = tsl_registry_lookup (data, NULL);

  g_test_summary ("Determinism, explicit setup, recorded outcomes, validation, legal moves, "
                  "the end, redaction, undo and the state JSON hold over whole games");
  play_game (engine, NULL, tsl_engine_get_min_players (engine), 3, MAX_ACTIONS);
  play_game (engine, NULL, tsl_engine_get_max_players (engine), 4, MAX_ACTIONS);
}

/* --- the engine's option sets ------------------------------------------ */

typedef struct
{
  const char               *engine_id;
  const TslEngineOptionSet *set;
} OptionSetCase;

static void
test_option_set (gconstpointer data)
{
  const OptionSetCase *c = data;
  TslEngine *engine = tsl_registry_lookup (c->engine_id, NULL);
  guint min = c->set->min_players != 0 ? c->set->min_players : tsl_engine_get_min_players (engine);
  guint max = c->set->max_players != 0 ? c->set->max_players : tsl_engine_get_max_players (engine);
  guint n_seeds = g_test_slow () ? SET_SEEDS_SLOW : 1;

  g_test_summary ("Every module and combination the engine declares holds to the rules, "
                  "for every player count it allows");
  g_assert_cmpuint (min, >=, tsl_engine_get_min_players (engine));
  g_assert_cmpuint (min, <=, max);
  g_assert_cmpuint (max, <=, tsl_engine_get_max_players (engine));
  for (guint n_players = min; n_players <= max; n_players++)
    for (guint k = 0; k < n_seeds; k++)
      play_game (engine, c->set->options, n_players, 5 + k + 10 * n_players,
                 g_test_slow () ? MAX_ACTIONS : SET_ACTIONS);
}

/* "scenario=fishermen,event_cards=true" for {"scenario": "fishermen",
 * "event_cards": true}: a test path without spaces or quotes. */
static char *
option_set_name (const char *options)
{
  g_autoptr(JsonNode) node = json_from_string (options, NULL);
  g_autoptr(GString) name = g_string_new (NULL);
  g_autoptr(GList) members = NULL;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    g_error ("option set %s is no JSON object", options);
  members = json_object_get_members (json_node_get_object (node));
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *value = json_object_get_member (json_node_get_object (node), l->data);
      g_autofree char *text = json_to_string (value, FALSE);

      g_string_append_printf (name, "%s%s=%s", name->len > 0 ? "," : "", (const char *) l->data,
                              JSON_NODE_HOLDS_VALUE (value) && json_node_get_value_type (value) == G_TYPE_STRING
                              ? json_node_get_string (value) : text);
    }
  return g_string_free (g_steal_pointer (&name), FALSE);
}

/* Adds one test per option set of every registered engine, named by the
 * set's options; the cases live in @cases for the whole run. */
static void
add_option_set_tests (GArray *cases)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();

  for (guint i = 0; i < engines->len; i++)
    {
      const TslEngineInfo *info = tsl_engine_get_info (engines->pdata[i]);

      for (const TslEngineOptionSet *set = info->option_sets; set != NULL && set->options != NULL; set++)
        {
          OptionSetCase c = { info->id, set };

          g_array_append_val (cases, c);
        }
    }
  for (guint i = 0; i < cases->len; i++)
    {
      const OptionSetCase *c = &g_array_index (cases, OptionSetCase, i);
      g_autofree char *name = option_set_name (c->set->options);
      g_autofree char *path = g_strdup_printf ("/shared/engine-rules/%s/options/%s",
                                               c->engine_id, name);

      g_test_add_data_func (path, c, test_option_set);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(GArray) option_sets = g_array_new (FALSE, FALSE, sizeof (OptionSetCase));

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  test_every_engine_add ("/shared/engine-rules", "identity", test_identity);
  test_every_engine_add ("/shared/engine-rules", "play", test_rules);
  add_option_set_tests (option_sets);
  return g_test_run ();
}
