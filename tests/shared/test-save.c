/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gstdio.h>
#include <fcntl.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>
#include <utime.h>

#include "tsl-error.h"
#include "tsl-file-replace.h"
#include "tsl-game-private.h"
#include "tsl-registry.h"
#include "test-race-engine.h"

/* Reading game files safely and saving them without ever losing the last
 * good save, with the race test engine. */

static TslEngine *engine;

static TslGame *
new_game (guint64 seed)
{
  g_autoptr(GError) error = NULL;
  TslGame *game = tsl_game_new (engine, NULL, 2, seed, NULL, &error);

  g_assert_no_error (error);
  return game;
}

static char *
game_text (TslGame *game)
{
  g_autoptr(JsonNode) node = tsl_game_to_json (game);

  return json_to_string (node, TRUE);
}

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("tessella-save-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char * const *) a, *(const char * const *) b);
}

/* The names in @dir, sorted and joined by spaces. */
static char *
list_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  g_ptr_array_add (names, NULL);
  return g_strjoinv (" ", (char **) names->pdata);
}

static void
remove_dir (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR) && !g_file_test (child, G_FILE_TEST_IS_SYMLINK))
        remove_dir (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
assert_load_fails (const char *text,
                   gint        code,
                   const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_load_from_data (text, -1, &error);

  g_assert_null (game);
  g_assert_error (error, TSL_ERROR, code);
  if (message_part != NULL && strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, message_part);
}

#define FILE_START "{\"format\": \"tessella-game\", \"game\": \"race\", "
#define HEAD FILE_START "\"version\": 1, \"seed\": 9, "
#define SEATS "\"players\": [{\"name\": \"A\"}, {\"name\": \"B\"}]"
#define ROLL "{\"player\": 0, \"type\": \"roll\", \"dice\": 2}"

static void
test_load_text (void)
{
  g_autoptr(TslGame) game = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("Names and types that are not valid UTF-8 or hold NUL are refused, not cut");
  game = tsl_game_load_from_data (HEAD SEATS ", \"actions\": [" ROLL "]}", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (tsl_game_get_n_actions (game), ==, 1);

  assert_load_fails (HEAD "\"players\": [{\"name\": \"A\\ud800B\"}, {}]}", TSL_ERROR_PARSE,
                     "surrogate");
  assert_load_fails (HEAD "\"players\": [{\"name\": \"A\\u0000B\"}, {}]}", TSL_ERROR_PARSE,
                     "\\u0000");
  assert_load_fails (HEAD "\"players\": [{\"name\": \"caf\xe9\"}, {}]}", TSL_ERROR_PARSE, "UTF-8");
  assert_load_fails (HEAD SEATS ", \"actions\": [{\"player\": 0, \"type\": \"roll\\u0000junk\", "
                     "\"dice\": 2}]}", TSL_ERROR_PARSE, "\\u0000");
}

static void
test_load_numbers (void)
{
  static const char *numbers[] = {
    "99999999999999999999", "-99999999999999999999", "18446744073709551617", "-1e23", "1e30",
  };

  g_test_summary ("Numbers beyond 64 bits in the version, the seed or a player are refused");
  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *version = g_strdup_printf (FILE_START "\"version\": %s, \"seed\": 9, " SEATS "}",
                                                  numbers[i]);
      g_autofree char *seed = g_strdup_printf (FILE_START "\"version\": 1, \"seed\": %s, " SEATS "}",
                                               numbers[i]);
      g_autofree char *player = g_strdup_printf (HEAD SEATS ", \"actions\": [" ROLL ", "
                                                 "{\"player\": %s, \"type\": \"draw\"}]}", numbers[i]);
      const char *part = strchr (numbers[i], 'e') != NULL ? NULL : "64 bits";

      assert_load_fails (version, TSL_ERROR_PARSE, part != NULL ? part : "version");
      assert_load_fails (seed, TSL_ERROR_PARSE, part != NULL ? part : "seed");
      assert_load_fails (player, TSL_ERROR_PARSE, part != NULL ? part : "player");
    }
}

static void
test_load_trailing (void)
{
  g_test_summary ("A second JSON document after the game is refused");
  assert_load_fails (HEAD SEATS "}\n" HEAD SEATS "}", TSL_ERROR_PARSE, "after the end");
  assert_load_fails (HEAD SEATS "} []", TSL_ERROR_PARSE, "after the end");
  assert_load_fails (HEAD SEATS "} x", TSL_ERROR_PARSE, "after the end");
}

static void
test_load_deep_file (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "deep.json", NULL);
  g_autofree char *open = g_strnfill (100000, '[');
  g_autofree char *close = g_strnfill (100000, ']');
  g_autofree char *text = g_strconcat (open, close, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = NULL;

  g_test_summary ("A file nested 100,000 deep gives an error naming it, not a crash");
  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  game = tsl_game_load (path, &error);
  g_assert_null (game);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  g_assert_true (g_str_has_suffix (error->message,
                                   "deep.json: Line 1, column 65: lists and objects are nested "
                                   "deeper than 64 levels"));
  remove_dir (dir);
}

static void
assert_saved (TslGame    *game,
              const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) loaded = tsl_game_load (path, &error);
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;

  g_assert_no_error (error);
  text = game_text (game);
  text2 = game_text (loaded);
  g_assert_cmpstr (text, ==, text2);
}

static void
test_save_control_characters (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *contents = NULL;
  g_autoptr(TslGame) game = new_game (4);
  g_autoptr(TslGame) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_test_summary ("Names with control characters are saved as strict JSON and load back");
  /* json-glib 1.6 writes U+001F raw, which strict JSON refuses. */
  tsl_game_set_seat (game, 0, "A\x01\x1f\tB", NULL, NULL);
  g_assert_true (tsl_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_nonnull (strstr (contents, "\"A\\u0001\\u001f\\tB\""));
  loaded = tsl_game_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (tsl_game_get_seat_name (loaded, 0), ==, "A\x01\x1f\tB");
  remove_dir (dir);
}

static void
test_save_symlink (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *real_dir = g_build_filename (dir, "real", NULL);
  g_autofree char *target = g_build_filename (real_dir, "game.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autofree char *dangling = g_build_filename (dir, "dangling.json", NULL);
  g_autofree char *dangling_target = g_build_filename (real_dir, "new.json", NULL);
  g_autofree char *read_back = NULL;
  g_autofree char *names = NULL;
  g_autoptr(TslGame) game = new_game (4);
  g_autoptr(GError) error = NULL;

  g_test_summary ("Saving over a symbolic link replaces the file it leads to and keeps the link");
  g_assert_cmpint (g_mkdir (real_dir, 0755), ==, 0);
  g_assert_true (g_file_set_contents (target, "previous save", -1, NULL));
  g_assert_cmpint (symlink ("real/game.json", link), ==, 0);
  g_assert_cmpint (symlink ("real/new.json", dangling), ==, 0);

  tsl_game_set_seat (game, 0, "Linked", NULL, NULL);
  g_assert_true (tsl_game_save (game, link, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  read_back = g_file_read_link (link, NULL);
  g_assert_cmpstr (read_back, ==, "real/game.json");
  assert_saved (game, target);

  g_assert_true (tsl_game_save (game, dangling, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_test (dangling, G_FILE_TEST_IS_SYMLINK));
  assert_saved (game, dangling_target);

  names = list_dir (real_dir);
  g_assert_cmpstr (names, ==, "game.json new.json");
  g_clear_pointer (&names, g_free);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "dangling.json link.json real");
  remove_dir (dir);
}

static void
test_save_mode (void)
{
  static const mode_t modes[] = { 0600, 0640, 0664 };
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autoptr(TslGame) game = new_game (4);

  g_test_summary ("Saving keeps the previous save's permissions");
  for (guint i = 0; i < G_N_ELEMENTS (modes); i++)
    {
      g_autoptr(GError) error = NULL;
      GStatBuf info;

      g_assert_true (g_file_set_contents (path, "previous save", -1, NULL));
      g_assert_cmpint (g_chmod (path, modes[i]), ==, 0);
      g_assert_true (tsl_game_save (game, path, &error));
      g_assert_no_error (error);
      g_assert_cmpint (g_stat (path, &info), ==, 0);
      g_assert_cmpint (info.st_mode & 0777, ==, modes[i]);
      assert_saved (game, path);
    }
  remove_dir (dir);
}

static void
test_save_hard_link (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *other = g_build_filename (dir, "other.json", NULL);
  g_autofree char *names = NULL;
  g_autofree char *previous = NULL;
  g_autoptr(TslGame) game = new_game (4);
  g_autoptr(GError) error = NULL;
  GStatBuf info, other_info;

  g_test_summary ("Saving over a file with another hard link replaces it as any other: the other "
                  "name keeps the previous save, never a file cut short by a full disk or a kill");
  g_assert_true (g_file_set_contents (path, "previous save", -1, NULL));
  g_assert_cmpint (g_chmod (path, 0600), ==, 0);
  g_assert_cmpint (link (path, other), ==, 0);
  g_assert_true (tsl_game_save (game, path, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_stat (path, &info), ==, 0);
  g_assert_cmpint (g_stat (other, &other_info), ==, 0);
  g_assert_cmpuint (info.st_ino, !=, other_info.st_ino);
  g_assert_cmpuint (info.st_nlink, ==, 1);
  g_assert_cmpint (info.st_mode & 0777, ==, 0600);
  assert_saved (game, path);
  g_assert_true (g_file_get_contents (other, &previous, NULL, NULL));
  g_assert_cmpstr (previous, ==, "previous save");
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "game.json other.json");
  remove_dir (dir);
}

static void
make_file (const char *dir,
           const char *name,
           gint64      age_seconds)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  struct utimbuf times;

  g_assert_true (g_file_set_contents (path, "{\"format\": \"tessella-game\"", -1, NULL));
  times.actime = times.modtime = (time_t) (g_get_real_time () / G_USEC_PER_SEC - age_seconds);
  g_assert_cmpint (g_utime (path, &times), ==, 0);
}

static void
test_save_stale_temporaries (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *names = NULL;
  g_autoptr(TslGame) game = new_game (4);
  g_autoptr(GError) error = NULL;
  g_autofree char *held_path = g_build_filename (dir, "game.json.Lk8mN2", NULL);
  gint64 old = 2 * TSL_FILE_STALE_SECONDS;
  int held;

  g_test_summary ("Temporary files a killed save left beside the save are removed as soon as no "
                  "save holds them, and only those");
  make_file (dir, "game.json", old);
  make_file (dir, "game.json.aB3dE9", old);       /* left by a kill: removed */
  make_file (dir, "game.json.Q7x2Lm", 60);        /* a minute ago, held by nobody: removed */
  make_file (dir, "game.json.Xy12Zw", 0);         /* just created, not locked yet: kept */
  make_file (dir, "game.json.Lk8mN2", old);       /* a save in progress holds it: kept */
  make_file (dir, "game.json.backup", old);       /* a user's file: kept */
  make_file (dir, "game.json.aB3dE9x", old);      /* not the pattern: kept */
  make_file (dir, "other.json.aB3dE9", old);      /* another save's: kept */
  held = g_open (held_path, O_RDONLY | O_CLOEXEC, 0);
  g_assert_cmpint (held, >=, 0);
  g_assert_cmpint (flock (held, LOCK_EX), ==, 0);

  g_assert_true (tsl_game_save (game, path, &error));
  g_assert_no_error (error);
  g_close (held, NULL);
  names = list_dir (dir);
  g_assert_cmpstr (names, ==,
                   "game.json game.json.Lk8mN2 game.json.Xy12Zw game.json.aB3dE9x game.json.backup "
                   "other.json.aB3dE9");
  remove_dir (dir);
}

typedef struct
{
  const char *target;
  gboolean    called;
} VerifyData;

static gboolean
refuse_cb (const char *temp_path,
           gpointer    user_data,
           GError    **error)
{
  VerifyData *data = user_data;
  g_autofree char *temp_dir = g_path_get_dirname (temp_path);
  g_autofree char *target_dir = g_path_get_dirname (data->target);
  g_autofree char *contents = NULL;

  data->called = TRUE;
  /* Written completely, beside the target, before it is judged. */
  g_assert_cmpstr (temp_dir, ==, target_dir);
  g_assert_true (g_file_get_contents (temp_path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "new contents");
  g_set_error_literal (error, TSL_ERROR, TSL_ERROR_FAILED, "refused by the test");
  return FALSE;
}

static void
test_save_verify_fails (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "game.json", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *names = NULL;
  g_autoptr(GError) error = NULL;
  VerifyData data = { path, FALSE };

  g_test_summary ("A written file that fails its check never replaces the previous save");
  g_assert_true (g_file_set_contents (path, "previous save", -1, NULL));
  g_assert_false (tsl_file_replace (path, "new contents", strlen ("new contents"), refuse_cb, &data,
                                    &error));
  g_assert_true (data.called);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_FAILED);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, "previous save");
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "game.json");
  remove_dir (dir);
}

static void
assert_check_fails (const char *dir,
                    const char *contents,
                    const char *expected,
                    const char *message_part)
{
  g_autofree char *path = g_build_filename (dir, "written.json", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
  g_assert_false (_tsl_game_check_saved_file (path, expected, &error));
  g_assert_error (error, TSL_ERROR, TSL_ERROR_FAILED);
  if (strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, message_part);
}

static void
test_save_check (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *good = g_build_filename (dir, "good.json", NULL);
  g_autofree char *expected = NULL;
  g_autofree char *bad_name = NULL;
  g_autoptr(TslGame) game = new_game (4);
  g_autoptr(TslGame) other = new_game (5);
  g_autoptr(GError) error = NULL;

  g_test_summary ("A save is good only if it loads back and reproduces the very same file");
  g_assert_true (tsl_game_save (game, good, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (good, &expected, NULL, NULL));
  g_assert_true (_tsl_game_check_saved_file (good, expected, &error));
  g_assert_no_error (error);

  /* Another game: it loads, but is not this one. */
  assert_check_fails (dir, HEAD SEATS "}", expected, "does not reproduce");
  /* What an unchecked save of a name with a lone surrogate used to write. */
  bad_name = g_strdup_printf (HEAD "\"players\": [{\"name\": \"\xed\xa0\x80\"}, {}]}");
  assert_check_fails (dir, bad_name, expected, "does not load back");
  assert_check_fails (dir, "{\"format\": \"tessella-game\"", expected, "does not load back");
  remove_dir (dir);
}

static void
test_save_not_regular (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *folder = g_build_filename (dir, "folder.json", NULL);
  g_autofree char *names = NULL;
  g_autoptr(TslGame) game = new_game (4);
  g_autoptr(GError) error = NULL;

  g_test_summary ("Saving over a folder is refused and leaves it alone");
  g_assert_cmpint (g_mkdir (folder, 0755), ==, 0);
  g_assert_false (tsl_game_save (game, folder, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  g_assert_true (g_file_test (folder, G_FILE_TEST_IS_DIR));
  names = list_dir (dir);
  g_assert_cmpstr (names, ==, "folder.json");
  remove_dir (dir);
}

static void
test_set_seat_utf8 (void)
{
  g_autoptr(TslGame) game = new_game (4);

  g_test_summary ("A seat name that is not UTF-8 is a programming error and changes nothing");
  g_test_expect_message ("tsl-shared", G_LOG_LEVEL_CRITICAL, "*g_utf8_validate (name*");
  tsl_game_set_seat (game, 0, "caf\xe9", NULL, NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpstr (tsl_game_get_seat_name (game, 0), ==, "Player 1");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  engine = test_race_engine_new ();
  tsl_registry_add (engine);

  g_test_add_func ("/shared/save/load-text", test_load_text);
  g_test_add_func ("/shared/save/load-numbers", test_load_numbers);
  g_test_add_func ("/shared/save/load-trailing", test_load_trailing);
  g_test_add_func ("/shared/save/load-deep-file", test_load_deep_file);
  g_test_add_func ("/shared/save/control-characters", test_save_control_characters);
  g_test_add_func ("/shared/save/symlink", test_save_symlink);
  g_test_add_func ("/shared/save/mode", test_save_mode);
  g_test_add_func ("/shared/save/hard-link", test_save_hard_link);
  g_test_add_func ("/shared/save/stale-temporaries", test_save_stale_temporaries);
  g_test_add_func ("/shared/save/verify-fails", test_save_verify_fails);
  g_test_add_func ("/shared/save/check", test_save_check);
  g_test_add_func ("/shared/save/not-regular", test_save_not_regular);
  g_test_add_func ("/shared/save/set-seat-utf8", test_set_seat_utf8);
  return g_test_run ();
}
