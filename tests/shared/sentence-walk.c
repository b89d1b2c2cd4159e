/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "sentence-walk.h"

/* What the engines' sentence tests share: replaying a stored game and
 * telling every legal move as a hint, and every action as a log sentence,
 * in the language the environment asks for. */

/**
 * sentence_walk_language:
 *
 * With TESSELLA_LOCALEDIR and a non-empty LANGUAGE, takes the messages
 * from the catalogues the build made, in that language.
 *
 * Returns: whether the sentences are in English (no translation asked for)
 */
gboolean
sentence_walk_language (void)
{
  const char *localedir = g_getenv ("TESSELLA_LOCALEDIR");

  if (localedir == NULL || g_strcmp0 (g_getenv ("LANGUAGE"), "") == 0)
    return TRUE;
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  return FALSE;
}

/**
 * sentence_walk:
 * @path: a game file of @engine
 * @flags: which legal moves to tell
 *
 * Replays the game at @path.  Before each action, every legal move of the
 * seat that acts is told as a hint from two different guesses of what
 * that seat cannot see; the two must be the same sentence (a hint tells
 * nothing hidden, nor any random outcome), which goes to @check_hint.
 * After each action its log sentence goes to @check_log.
 */
void
sentence_walk (TslEngine          *engine,
               const char         *path,
               const char * const *names,
               TslLegalFlags       flags,
               SentenceCheck       check_hint,
               SentenceCheck       check_log,
               gpointer            user_data)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) options = NULL;
  gsize size = tsl_engine_get_state_size (engine);
  g_autofree gpointer state = tsl_engine_state_new (engine);
  const TslOptionSpec *specs;
  guint n_specs;
  JsonObject *file;
  JsonArray *actions;
  TslMoveList legal;
  guint64 seed;

  g_assert_true (json_parser_load_from_file (parser, path, &error));
  g_assert_no_error (error);
  file = json_node_get_object (json_parser_get_root (parser));
  seed = (guint64) json_object_get_int_member (file, "seed");
  specs = tsl_engine_get_options (engine, &n_specs);
  options = tsl_options_normalize (specs, n_specs, json_object_get_object_member (file, "options"),
                                   &error);
  g_assert_no_error (error);
  g_assert_true (tsl_engine_init_state (engine, state, options,
                                        json_array_get_length (json_object_get_array_member (file, "players")),
                                        seed, json_object_get_member (file, "setup"), &error));
  g_assert_no_error (error);

  tsl_move_list_init (&legal);
  actions = json_object_get_array_member (file, "actions");
  for (guint i = 0; i < json_array_get_length (actions); i++)
    {
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
      tsl_engine_legal_moves (engine, state, flags, &legal);
      for (guint k = 0; k < legal.len; k++)
        {
          g_autofree char *hint = tsl_engine_describe_hint (engine, view, &legal.moves[k], names);
          g_autofree char *other = tsl_engine_describe_hint (engine, guess, &legal.moves[k], names);

          g_assert_cmpstr (hint, ==, other);
          check_hint (&legal.moves[k], hint, user_data);
        }

      if (!tsl_engine_move_from_json (engine, state, json_array_get_object_element (actions, i),
                                      &move, &error) ||
          !(tsl_rng_init (&rng, seed, i), tsl_engine_apply_move (engine, state, &move, &rng, &error)))
        g_error ("%s: action %u: %s", path, i, error->message);
      text = tsl_engine_describe_move (engine, before, state, &move, names);
      check_log (&move, text, user_data);
    }
  tsl_move_list_clear (&legal);
}
