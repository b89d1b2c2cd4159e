/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <string.h>

#include "hunters-test-util.h"
#include "tsl-hunters.h"

/* Hints and log sentences over the stored games (tests/hunters/games): at
 * every position every legal move has a hint in words that depends only on
 * what the seat that acts may know (two guesses of the stacks' order give
 * the same sentence), so a draw never tells the tile; every action has a
 * log sentence.  With TESSELLA_LOCALEDIR and LANGUAGE set the sentences
 * must come in that language. */

static const char * const names[] = {
  "Anna", "Bence", "Csilla", "Dani", "Emese", "Feri", NULL,
};

static gboolean english = TRUE;

static void
check_sentence (const char *text)
{
  g_assert_nonnull (text);
  g_assert_cmpuint (strlen (text), >, 0);
  g_assert_null (strchr (text, '%'));
  g_assert_null (strchr (text, '_'));
  g_assert_null (strstr (text, "took a turn"));
  if (!english && (strstr (text, " would ") != NULL || strstr (text, " the ") != NULL))
    g_error ("“%s” is not translated", text);
}

static void
hints_of_game (gconstpointer data)
{
  const char *name = data;
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autofree char *path = g_strdup_printf ("%s/%s", HUNTERS_GAMES_DIR, name);
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  g_autofree gpointer state = tsl_engine_state_new (engine);
  const TslOptionSpec *specs;
  guint n_specs;
  JsonObject *file;
  JsonArray *actions;
  TslMoveList legal;
  guint64 seed;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  file = json_node_get_object (json_parser_get_root (parser));
  seed = (guint64) json_object_get_int_member (file, "seed");
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_object_get_object_member (file, "options"),
                                   &error);
  g_assert_no_error (error);
  g_assert_true (tsl_engine_init_state (engine, state, options,
                                        json_array_get_length (json_object_get_array_member (file, "players")),
                                        seed, json_object_get_member (file, "setup"), &error));
  tsl_move_list_init (&legal);
  actions = json_object_get_array_member (file, "actions");
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
      gsize size = tsl_engine_get_state_size (engine);
      g_autofree gpointer before = g_memdup2 (state, size);
      g_autofree gpointer view = g_memdup2 (state, size);
      g_autofree gpointer guess = g_memdup2 (state, size);
      g_autofree char *text = NULL;
      gint actor = tsl_engine_get_actor (engine, state);
      TslMove move;
      TslRng rng;

      tsl_rng_init (&rng, 1, i);
      tsl_engine_redact (engine, view, actor, &rng);
      tsl_rng_init (&rng, 2, i);
      tsl_engine_redact (engine, guess, actor, &rng);
      tsl_move_list_reset (&legal);
      tsl_engine_legal_moves (engine, state, TSL_LEGAL_DEFAULT, &legal);
      for (guint k = 0; k < legal.len; k++)
        {
          g_autofree char *hint = tsl_engine_describe_hint (engine, view, &legal.moves[k], names);
          g_autofree char *other = tsl_engine_describe_hint (engine, guess, &legal.moves[k], names);

          check_sentence (hint);
          g_assert_cmpstr (hint, ==, other);
          /* Its own words, not the framework's fallback. */
          if (english)
            g_assert_true (g_str_has_prefix (hint, "The computer would ") &&
                           strstr (hint, "marked on the board") == NULL);
        }

      g_assert_true (tsl_engine_move_from_json (engine, state, json_array_get_object_element (actions, i),
                                                &move, &error));
      tsl_rng_init (&rng, seed, i);
      if (!tsl_engine_apply_move (engine, state, &move, &rng, &error))
        g_error ("%s: action %u: %s", name, i, error->message);
      text = tsl_engine_describe_move (engine, before, state, &move, names);
      check_sentence (text);
    }
  tsl_move_list_clear (&legal);
}

int
main (int    argc,
      char **argv)
{
  const char *localedir = g_getenv ("TESSELLA_LOCALEDIR");
  g_autoptr(GDir) dir = NULL;
  g_autoptr(GPtrArray) files = g_ptr_array_new_with_free_func (g_free);
  const char *entry;

  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  if (localedir != NULL && g_strcmp0 (g_getenv ("LANGUAGE"), "") != 0)
    {
      setlocale (LC_ALL, "");
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      english = FALSE;
    }
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
