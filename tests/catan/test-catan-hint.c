/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "catan-test-util.h"
#include "sentence-walk.h"

/* Hints and log sentences over the stored games (tests/catan/games): at
 * every position, every legal move of the seat that acts has a hint in
 * words that depends only on what that seat may know (sentence_walk())
 * and never tells a random outcome; every action has a log sentence of
 * its own.  With TESSELLA_LOCALEDIR and LANGUAGE set (the i18n suite runs
 * it so for hu, de and bg) the same sentences must come in that language. */

/* Whether the sentences are checked in English or in a translation. */
static gboolean english = TRUE;
/* The action types told so far, as hints or in the log, over all games. */
static guint64 told_types = 0;

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
check_hint (const TslMove *m,
            const char    *hint,
            gpointer       user_data)
{
  guint64 *seen = user_data;

  *seen |= G_GUINT64_CONSTANT (1) << m->type;
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

/* The log tells every action in words of its own, never the framework's
 * fallback. */
static void
check_log (const TslMove *m,
           const char    *text,
           gpointer       user_data)
{
  guint64 *seen = user_data;

  *seen |= G_GUINT64_CONSTANT (1) << m->type;
  g_assert_cmpuint (strlen (text), >, 0);
  g_assert_null (strstr (text, "took a turn"));
  g_assert_null (strchr (text, '%'));
  g_assert_null (strchr (text, '_'));
  if (!english && has_word (text, "the"))
    g_error ("the log sentence “%s” is not translated", text);
}

static void
hints_of_game (gconstpointer data)
{
  const char *name = data;
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "catan", "games", name, NULL);
  guint64 seen = 0;

  sentence_walk (ct_engine (), path, names, TSL_LEGAL_DEFAULT, check_hint, check_log, &seen);
  g_test_message ("%s: %u action types told", name, (guint) __builtin_popcountll (seen));
  told_types |= seen;
}

/* Run after the games: together they tell every action type there is. */
static void
test_every_type (void)
{
  guint64 all = (G_GUINT64_CONSTANT (1) << TSL_CATAN_N_ACTIONS) - 1;

  if (told_types == 0)
    {
      g_test_skip ("run with the games");
      return;
    }
  for (guint t = 0; t < TSL_CATAN_N_ACTIONS; t++)
    if (!(told_types & (G_GUINT64_CONSTANT (1) << t)))
      g_test_message ("action type %u is never told", t);
  g_assert_cmphex (told_types, ==, all);
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
  g_autofree char *games = NULL;
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  english = sentence_walk_language ();
  g_test_add_func ("/engines/catan/hint/robber-steal", test_robber_steal);
  /* Every stored game: each module is played in one of them. */
  games = g_test_build_filename (G_TEST_DIST, "catan", "games", NULL);
  dir = g_dir_open (games, 0, NULL);
  g_assert_nonnull (dir);
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".json") && !g_str_has_suffix (entry, ".state.json"))
      g_ptr_array_add (files, g_strdup (entry));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/engines/catan/hint/%s",
                                                    (char *) files->pdata[i]);

      g_test_add_data_func (test_path, files->pdata[i], hints_of_game);
    }
  g_test_add_func ("/engines/catan/hint/zz-every-type", test_every_type);
  return g_test_run ();
}
