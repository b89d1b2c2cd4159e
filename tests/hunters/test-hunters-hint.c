/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hunters-test-util.h"
#include "sentence-walk.h"
#include "tsl-hunters.h"

/* Hints and log sentences over the stored games (tests/hunters/games): at
 * every position every legal move has a hint in words that depends only on
 * what the seat that acts may know (sentence_walk()), so a draw never
 * tells the tile; every action has a log sentence.  With
 * TESSELLA_LOCALEDIR and LANGUAGE set the sentences must come in that
 * language. */

static const char * const names[] = {
  "Anna", "Bence", "Csilla", "Dani", "Emese", "Feri", NULL,
};

static gboolean english = TRUE;

static void
check_sentence (const TslMove *move,
                const char    *text,
                gpointer       user_data)
{
  g_assert_cmpuint (strlen (text), >, 0);
  g_assert_null (strchr (text, '%'));
  g_assert_null (strchr (text, '_'));
  g_assert_null (strstr (text, "took a turn"));
  if (!english && (strstr (text, " would ") != NULL || strstr (text, " the ") != NULL))
    g_error ("“%s” is not translated", text);
}

static void
check_hint (const TslMove *move,
            const char    *hint,
            gpointer       user_data)
{
  check_sentence (move, hint, user_data);
  /* Its own words, not the framework's fallback. */
  if (english)
    g_assert_true (g_str_has_prefix (hint, "The computer would ") &&
                   strstr (hint, "marked on the board") == NULL);
}

static void
hints_of_game (gconstpointer data)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autofree char *path = g_strdup_printf ("%s/%s", HUNTERS_GAMES_DIR, (const char *) data);

  sentence_walk (engine, path, names, TSL_LEGAL_DEFAULT, check_hint, check_sentence, NULL);
}

int
main (int    argc,
      char **argv)
{
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  english = sentence_walk_language ();
  dir = g_dir_open (HUNTERS_GAMES_DIR, 0, NULL);
  g_assert_nonnull (dir);
  while ((entry = g_dir_read_name (dir)) != NULL)
    if (g_str_has_suffix (entry, ".json") && !g_str_has_suffix (entry, ".expected.json"))
      g_ptr_array_add (files, g_strdup (entry));
  g_ptr_array_sort (files, (GCompareFunc) g_strcmp0);
  for (guint i = 0; i < files->len; i++)
    {
      g_autofree char *test_path = g_strdup_printf ("/engines/hunters/hint/%s",
                                                    (char *) files->pdata[i]);

      g_test_add_data_func (test_path, files->pdata[i], hints_of_game);
    }
  return g_test_run ();
}
