/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <fcntl.h>
#include <glib-unix.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "tsl-error.h"
#include "tsl-json-load.h"

/* The checked JSON loader: every limit and every json-glib 1.6 weakness it
 * guards against (silent truncation, wrapping, stack overflow). */

static void
assert_refused (const char *data,
                gssize      length,
                const char *message_part)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = tsl_json_load_from_data (data, length, &error);

  g_assert_null (node);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  if (message_part != NULL && strstr (error->message, message_part) == NULL)
    g_error ("“%s” does not mention “%s”", error->message, message_part);
}

static JsonNode *
assert_loads (const char *data)
{
  g_autoptr(GError) error = NULL;
  JsonNode *node = tsl_json_load_from_data (data, -1, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return node;
}

static char *
nested (guint depth)
{
  GString *text = g_string_sized_new (2 * depth);

  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < depth; i++)
    g_string_append_c (text, ']');
  return g_string_free (text, FALSE);
}

static void
test_depth (void)
{
  g_autofree char *deep = nested (100000);
  g_autofree char *limit = nested (TSL_JSON_MAX_DEPTH);
  g_autofree char *over = nested (TSL_JSON_MAX_DEPTH + 1);
  g_autoptr(JsonNode) node = NULL;

  g_test_summary ("Nesting 100,000 deep is refused cleanly instead of overflowing the stack");
  assert_refused (deep, -1, "Line 1, column 65: ");
  assert_refused (over, -1, "nested deeper than 64");
  node = assert_loads (limit);
  g_assert_true (JSON_NODE_HOLDS_ARRAY (node));
}

static void
test_size (void)
{
  gsize size = TSL_JSON_MAX_SIZE + 1;
  g_autofree char *big = g_malloc (size);
  g_autofree char *dir = g_dir_make_tmp ("tsl-json-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big.json", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  int fd;

  g_test_summary ("Text larger than the limit is refused, a file before it is read");
  memset (big, ' ', size);
  big[0] = '1';
  assert_refused (big, (gssize) size, "MiB");
  node = tsl_json_load_from_data (big, (gssize) size - 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_node_get_int (node), ==, 1);

  /* A sparse file: huge on paper, nothing to read. */
  fd = g_open (path, O_WRONLY | O_CREAT, 0644);
  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (ftruncate (fd, (off_t) 1 << 40), ==, 0);
  g_close (fd, NULL);
  g_clear_pointer (&node, json_node_unref);
  node = tsl_json_load_from_path (path, &error);
  g_assert_null (node);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_text (void)
{
  g_autoptr(JsonNode) pair = NULL;
  g_autoptr(JsonNode) bom = NULL;

  g_test_summary ("Text that is not valid UTF-8, or holds NUL or a lone surrogate, is refused");
  assert_refused ("[\"caf\xe9\"]", -1, "not valid UTF-8");
  assert_refused ("[\"\xed\xa0\x80\"]", -1, "not valid UTF-8");
  assert_refused ("[\"a\0b\"]", 7, "NUL");
  assert_refused ("[\"roll\\u0000junk\"]", -1, "\\u0000");
  assert_refused ("{\"name\": \"A\\u0000B\"}", -1, "\\u0000");
  assert_refused ("[\"\\ud800\"]", -1, "surrogate");
  assert_refused ("[\"\\ud800x\"]", -1, "surrogate");
  assert_refused ("[\"\\ud800\\u0041\"]", -1, "surrogate");
  assert_refused ("[\"\\udc00\"]", -1, "surrogate");
  assert_refused ("[\"tab\there\"]", -1, "control character");
  assert_refused ("[\"\\x41\"]", -1, "escape");
  assert_refused ("[\"open]", -1, "Line 1, column 2: ");

  pair = assert_loads ("[\"\\ud83d\\ude00 \\u00e9\\n\"]");
  g_assert_cmpstr (json_array_get_string_element (json_node_get_array (pair), 0), ==,
                   "\xf0\x9f\x98\x80 \xc3\xa9\n");
  bom = assert_loads ("\xef\xbb\xbf[1]");
  g_assert_true (JSON_NODE_HOLDS_ARRAY (bom));
}

static void
test_numbers (void)
{
  g_autoptr(JsonNode) max = assert_loads ("[9223372036854775807, -9223372036854775808, -0, 1.5e3]");
  JsonArray *array = json_node_get_array (max);
  g_autoptr(JsonNode) huge_double = assert_loads ("[-1e23]");

  g_test_summary ("Whole numbers beyond 64 bits and infinite numbers are refused, not wrapped");
  g_assert_cmpint (json_array_get_int_element (array, 0), ==, G_MAXINT64);
  g_assert_cmpint (json_array_get_int_element (array, 1), ==, G_MININT64);
  g_assert_cmpint (json_array_get_int_element (array, 2), ==, 0);
  /* A double stays a double: whoever wants a whole number refuses it. */
  g_assert_cmpint (json_node_get_value_type (json_array_get_element (json_node_get_array (huge_double), 0)),
                   ==, G_TYPE_DOUBLE);

  assert_refused ("[99999999999999999999]", -1, "64 bits");
  assert_refused ("[-99999999999999999999]", -1, "64 bits");
  assert_refused ("[9223372036854775808]", -1, "64 bits");
  assert_refused ("[-9223372036854775809]", -1, "64 bits");
  assert_refused ("{\"x\": 1e999}", -1, "too large");
  assert_refused ("[01]", -1, "malformed");
  assert_refused ("[0x10]", -1, NULL);
  assert_refused ("[1.]", -1, "malformed");
  assert_refused ("[.5]", -1, NULL);
  assert_refused ("[+1]", -1, NULL);
}

static void
test_grammar (void)
{
  g_autoptr(JsonNode) spaced = assert_loads (" \r\n\t{\"a\" : [ true , false , null ] }\n\n");

  g_test_summary ("Only one strict JSON value, with nothing but whitespace after it, is read");
  g_assert_true (JSON_NODE_HOLDS_OBJECT (spaced));
  assert_refused ("[1] [2]", -1, "Line 1, column 5: there is more text after the end");
  assert_refused ("{\"a\": 1}\n{\"b\": 2}", -1, "Line 2, column 1: ");
  assert_refused ("1 2", -1, "more text");
  assert_refused ("[1]x", -1, "more text");
  assert_refused ("", -1, "no JSON value");
  assert_refused ("   ", -1, "no JSON value");
  assert_refused ("/* comment */ [1]", -1, NULL);
  assert_refused ("['single']", -1, NULL);
  assert_refused ("[1,]", -1, "value was expected");
  assert_refused ("{\"a\": 1,}", -1, "member name");
  assert_refused ("{\"a\" 1}", -1, "colon");
  assert_refused ("{\"a\": 1 \"b\": 2}", -1, "comma");
  assert_refused ("[1 2]", -1, "comma");
  assert_refused ("[tru]", -1, "value was expected");
  assert_refused ("[1", -1, "comma");
  assert_refused ("{\"é\": \"x\"} \xc3\xa9", -1, "Line 1, column 12: ");
}

static void
test_values (void)
{
  GString *text = g_string_sized_new (2 * TSL_JSON_MAX_VALUES + 8);
  g_autoptr(JsonNode) node = NULL;

  g_test_summary ("A text of more values than the limit is refused before json-glib builds "
                  "its tree; one of exactly the limit is read");
  /* The list is a value too: the limit less one zero. */
  g_string_append_c (text, '[');
  for (guint i = 1; i < TSL_JSON_MAX_VALUES; i++)
    g_string_append (text, i > 1 ? ",0" : "0");
  g_string_append_c (text, ']');
  node = assert_loads (text->str);
  g_string_insert (text, 1, "0,");
  assert_refused (text->str, -1, "more than 2000000 values");
  g_string_free (text, TRUE);
}

static void
test_duplicate_members (void)
{
  GString *wide = g_string_new ("{");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_test_summary ("A member named twice in one object is refused, not silently dropped, "
                  "however it is spelt and however large the object");
  assert_refused ("{\"seed\": 1, \"seed\": 2}", -1, "Line 1, column 13: the member “seed” appears twice");
  assert_refused ("{\"a\": {\"x\": 1, \"\\u0078\": 2}}", -1, "“x” appears twice");
  assert_refused ("{\"\\ud83d\\ude00\": 1, \"\xf0\x9f\x98\x80\": 2}", -1, "appears twice");
  assert_refused ("{\"a\\n\": 1, \"a\\u000a\": 2}", -1, "appears twice");
  /* Past the objects searched in a line, a set takes over. */
  for (guint i = 0; i < 100; i++)
    g_string_append_printf (wide, "\"k%u\": %u, ", i, i);
  g_string_append (wide, "\"k3\": 0}");
  assert_refused (wide->str, -1, "“k3” appears twice");
  /* A long name is shown cut, a short one whole. */
  assert_refused ("{\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\": 1, "
                  "\"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\": 2}", -1,
                  "“aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa…” appears twice");
  g_string_free (wide, TRUE);
  /* The same name in sibling or nested objects is no repeat. */
  node = tsl_json_load_from_data ("{\"a\": {\"a\": 1}, \"b\": [{\"a\": 1}, {\"a\": 2}], \"A\": {}}",
                                  -1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (node);
}

static void
test_fd (void)
{
  int fds[2];
  const char *text = "{\"from\": \"a pipe\"} [\"and more\"]";
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  g_test_summary ("Standard input goes through the same checks");
  g_assert_true (g_unix_open_pipe (fds, FD_CLOEXEC, NULL));
  g_assert_cmpint (write (fds[1], text, strlen (text)), ==, (gssize) strlen (text));
  g_close (fds[1], NULL);
  node = tsl_json_load_from_fd (fds[0], &error);
  g_close (fds[0], NULL);
  g_assert_null (node);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
}

static void
test_to_text (void)
{
  char controls[32];
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
  JsonArray *array = json_array_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) back = NULL;
  g_autofree char *compact = NULL;
  g_autofree char *pretty = NULL;

  g_test_summary ("What the program writes, every control character included, it reads back");
  for (guint i = 1; i < 32; i++)
    controls[i - 1] = (char) i;
  controls[31] = '\0';
  json_array_add_string_element (array, controls);
  json_node_take_array (node, array);
  compact = tsl_json_to_text (node, FALSE);
  pretty = tsl_json_to_text (node, TRUE);
  g_assert_nonnull (strstr (compact, "\\u001e\\u001f\"]"));
  g_assert_true (tsl_json_check (pretty, strlen (pretty), &error));
  g_assert_no_error (error);
  back = tsl_json_load_from_data (compact, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_array_get_string_element (json_node_get_array (back), 0), ==, controls);
}

/* No clock here (speed belongs in benchmarks): a scan quadratic in the
 * length would take hours over 8 MB, far past the test's timeout. */
static void
test_speed (void)
{
  GString *text = g_string_new ("[");
  g_autoptr(GError) error = NULL;

  g_test_summary ("The check is linear: 8 MB of game-like JSON is checked at once");
  while (text->len < 8 * 1000 * 1000)
    g_string_append (text, "{\"player\": 0, \"type\": \"build_road\", \"edge\": [[1, -2], 3]}, ");
  g_string_append (text, "null]");
  g_assert_true (tsl_json_check (text->str, text->len, &error));
  g_assert_no_error (error);
  g_string_free (text, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shared/json-load/depth", test_depth);
  g_test_add_func ("/shared/json-load/size", test_size);
  g_test_add_func ("/shared/json-load/text", test_text);
  g_test_add_func ("/shared/json-load/numbers", test_numbers);
  g_test_add_func ("/shared/json-load/grammar", test_grammar);
  g_test_add_func ("/shared/json-load/duplicate-members", test_duplicate_members);
  g_test_add_func ("/shared/json-load/values", test_values);
  g_test_add_func ("/shared/json-load/fd", test_fd);
  g_test_add_func ("/shared/json-load/to-text", test_to_text);
  g_test_add_func ("/shared/json-load/speed", test_speed);
  return g_test_run ();
}
