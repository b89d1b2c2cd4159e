/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "catan-test-util.h"

/* Hints and log sentences over the stored games (tests/catan/games): at
 * every position, every legal move of the seat that acts has a hint in
 * words that depends only on what that seat may know (two different
 * guesses of the hidden cards give the same sentence) and never tells a
 * random outcome; every action has a log sentence of its own.
 *
 * With TESSELLA_LOCALEDIR and LANGUAGE set (the i18n suite runs it so for
 * hu, de and bg) the same sentences must come in that language. */

/* Whether the sentences are checked in English or in a translation. */
static gboolean english = TRUE;

static const char * const games[] = {
  "random-4p-beginner.json", "greedy-4p.json", "variants-4p.json",
  "friendly-harbormaster-4p.json", "two-player-2p.json", "events-4p.json",
  "events-harbormaster-2p.json", "rivers-3p.json",
  "fishermen-4p.json", "fishermen-2p.json",
  "caravans-4p.json", "caravans-2p.json",
  "barbarian-attack-4p.json", "barbarian-attack-2p.json",
  "traders-4p.json", "traders-2p.json",
};

static const char * const names[] = { "Anna", "Bence", "Csilla", "Dani", NULL };

/* Whether @text holds @word as a whole word ("ore", not "Forest"). */
static gboolean
has_word (const char *text,
          const char *word)
{
  gsize n = strlen (word);

  for (const char *p = strstr (text, word); p != NULL; p = strstr (p + 1, word))
    if ((p == text || !g_ascii_isalpha (p[-1])) && !g_ascii_isalpha (p[n]))
      return TRUE;
  return FALSE;
}

/* The hint of a move whose outcome is drawn at random names no card, no
 * die and no number rolled. */
static void
check_no_outcome (const TslMove *m,
                  const char    *hint)
{
  static const char * const cards[] = {
    "lumber", "brick", "wool", "grain", "ore", "Knight", "Monopoly", "Road Building",
    "Year of Plenty", "Victory Point", "Knighthood", "Black Knight", "Treason", "Intrigue",
  };

  switch (m->type)
    {
    case TSL_CATAN_ROLL:
    case TSL_CATAN_CHASE_BARBARIAN:
    case TSL_CATAN_FIGHT_BARBARIANS:
    case TSL_CATAN_PLAY_MONOPOLY:
      for (const char *p = hint; *p != '\0'; p++)
        if (g_ascii_isdigit (*p))
          g_error ("the hint “%s” tells a number drawn", hint);
      break;
    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_PLAY_KNIGHT:
    case TSL_CATAN_BUY_DEV_CARD:
    case TSL_CATAN_FISH_STEAL:
    case TSL_CATAN_FISH_DEV_CARD:
    case TSL_CATAN_DRAW_RESOURCE:
    case TSL_CATAN_STEAL_RESOURCE:
    case TSL_CATAN_MOVE_BARBARIAN:
      for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
        if (has_word (hint, cards[i]))
          g_error ("the hint “%s” tells a card drawn", hint);
      break;
    default:
      break;
    }
}

static void
check_hint (const char    *hint,
            const char    *other,
            const TslMove *m)
{
  g_assert_nonnull (hint);
  g_assert_cmpstr (hint, ==, other);
  g_assert_null (strchr (hint, '%'));
  g_assert_null (strchr (hint, '_'));
  if (!english)
    {
      /* Translated: no English sentence in its place. */
      if (strstr (hint, " would ") != NULL || has_word (hint, "the"))
        g_error ("the hint “%s” is not translated", hint);
      return;
    }
  /* Its own words, not the framework's fallback. */
  g_assert_true (g_str_has_prefix (hint, "The computer would ") ||
                 g_str_has_prefix (hint, "The wagon would "));
  g_assert_null (strstr (hint, "marked on the board"));
  check_no_outcome (m, hint);
}

static void
hints_of_game (gconstpointer data)
{
  const char *name = data;
  TslEngine *engine = ct_engine ();
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "catan", "games", name, NULL);
  g_autofree CatanState *s = tsl_engine_state_new (engine);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  TslMoveList list;
  TslMoveList *legal = &list;
  guint64 seen = 0;
  JsonObject *file;
  JsonArray *actions;
  guint64 seed;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  file = json_node_get_object (json_parser_get_root (parser));
  seed = (guint64) json_object_get_int_member (file, "seed");
  g_assert_true (tsl_engine_init_state (engine, s, json_object_get_object_member (file, "options"),
                                        json_array_get_length (json_object_get_array_member (file, "players")),
                                        seed, json_object_get_member (file, "setup"), &error));
  g_assert_no_error (error);

  tsl_move_list_init (legal);
  actions = json_object_get_array_member (file, "actions");
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      g_autofree CatanState *before = g_memdup2 (s, sizeof *s);
      g_autofree CatanState *view = g_memdup2 (s, sizeof *s);
      g_autofree CatanState *guess = g_memdup2 (s, sizeof *s);
      g_autofree char *text = NULL;
      gint actor = tsl_engine_get_actor (engine, s);
      TslMove move;
      TslRng rng;

      tsl_rng_init (&rng, 1, i);
      tsl_engine_redact (engine, view, actor, &rng);
      tsl_rng_init (&rng, 2, i);
      tsl_engine_redact (engine, guess, actor, &rng);
      tsl_move_list_reset (legal);
      tsl_engine_legal_moves (engine, s, TSL_LEGAL_NO_NEGOTIATION, legal);
      for (guint k = 0; k < legal->len; k++)
        {
          const TslMove *m = &legal->moves[k];
          g_autofree char *hint = tsl_engine_describe_hint (engine, view, m, names);
          g_autofree char *other = tsl_engine_describe_hint (engine, guess, m, names);

          check_hint (hint, other, m);
          seen |= G_GUINT64_CONSTANT (1) << m->type;
        }

      if (!tsl_engine_move_from_json (engine, s, json_array_get_object_element (actions, i),
                                      &move, &error) ||
          !(tsl_rng_init (&rng, seed, i), tsl_engine_apply_move (engine, s, &move, &rng, &error)))
        g_error ("%s: action %u: %s", name, i, error->message);
      /* The log tells every action in words of its own, never the
       * framework's fallback. */
      text = tsl_engine_describe_move (engine, before, s, &move, names);
      g_assert_cmpuint (strlen (text), >, 0);
      g_assert_null (strstr (text, "took a turn"));
      if (!english && has_word (text, "the"))
        g_error ("the log sentence “%s” is not translated", text);
      g_assert_null (strchr (text, '%'));
      g_assert_null (strchr (text, '_'));
      seen |= G_GUINT64_CONSTANT (1) << move.type;
    }
  tsl_move_list_clear (legal);
  g_test_message ("%s: %u action types told", name, (guint) __builtin_popcountll (seen));
}

/* The robber's hint names the hex and the player robbed, and is the same
 * whatever card that player really holds. */
static void
test_robber_steal (void)
{
  g_autofree CatanState *s = ct_new_beginner (4);
  g_autofree char *ore = NULL;
  g_autofree char *wool = NULL;
  TslEngine *engine = ct_engine ();
  TslMove m = { 0, };
  gint hex = -1;

  if (!english)
    {
      g_test_skip ("the sentence is checked in English");
      return;
    }
  ct_skip_setup (s);
  for (guint h = 0; h < CATAN_N_LAND && hex < 0; h++)
    if (s->terrain[h] == TSL_CATAN_FOREST && s->number[h] != 0 && h != s->robber)
      hex = (gint) h;
  g_assert_cmpint (hex, >=, 0);
  m.type = TSL_CATAN_MOVE_ROBBER;
  m.player = 0;
  m.arg[0] = hex;
  m.arg[1] = 3;
  m.arg[2] = -1;
  ct_take_all (s, 3);
  ct_give (s, 3, TSL_CATAN_ORE, 1);
  ore = tsl_engine_describe_hint (engine, s, &m, names);
  ct_take_all (s, 3);
  ct_give (s, 3, TSL_CATAN_WOOL, 1);
  wool = tsl_engine_describe_hint (engine, s, &m, names);
  g_assert_cmpstr (ore, ==, wool);
  g_assert_true (g_str_has_prefix (ore, "The computer would move the robber to Forest "));
  g_assert_true (g_str_has_suffix (ore, " and rob Dani."));
  g_assert_false (has_word (ore, "ore"));
  g_assert_false (has_word (ore, "wool"));
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("TESSELLA_LOCALEDIR");

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (localedir != NULL && g_strcmp0 (g_getenv ("LANGUAGE"), "") != 0)
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      english = FALSE;
    }
  g_test_add_func ("/engines/catan/hint/robber-steal", test_robber_steal);
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/engines/catan/hint/%s", games[i]);
      g_test_add_data_func (test_path, games[i], hints_of_game);
    }
  return g_test_run ();
}
