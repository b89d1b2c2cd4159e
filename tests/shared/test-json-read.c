/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-json-read.h"

/* The typed readers: a member of the wrong kind reads as missing, with no
 * critical (the tests run with fatal criticals), and no number is narrowed
 * outside its range. */

static JsonObject *
parse (const char *text)
{
  g_autoptr(JsonNode) node = json_from_string (text, NULL);

  g_assert_nonnull (node);
  return json_object_ref (json_node_get_object (node));
}

static void
test_types (void)
{
  g_autoptr(JsonObject) o = parse ("{\"s\": \"x\", \"i\": 7, \"d\": 1e30, \"f\": 2.5, \"o\": {}, "
                                   "\"a\": [1, {}], \"n\": null, \"b\": true, \"big\": 4294967297}");
  const char *members[] = { "s", "i", "d", "f", "o", "a", "n", "b", "big", "missing" };
  gint64 v = 0;

  g_test_summary ("Each reader accepts only its own kind of value");
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    {
      const char *m = members[i];

      g_assert_true ((tsl_json_string_member (o, m) != NULL) == g_str_equal (m, "s"));
      g_assert_true (tsl_json_int_member (o, m, G_MININT64, G_MAXINT64, &v) ==
                     (g_str_equal (m, "i") || g_str_equal (m, "big")));
      g_assert_true ((tsl_json_array_member (o, m) != NULL) == g_str_equal (m, "a"));
      g_assert_true ((tsl_json_object_member (o, m) != NULL) == g_str_equal (m, "o"));
      g_assert_true ((tsl_json_member (o, m) != NULL) ==
                     !(g_str_equal (m, "n") || g_str_equal (m, "missing")));
    }
  g_assert_null (tsl_json_member (NULL, "s"));
  g_assert_cmpstr (tsl_json_string_member (o, "s"), ==, "x");
  g_assert_true (tsl_json_int_member (o, "i", 0, 10, &v));
  g_assert_cmpint (v, ==, 7);
  /* Out of range: refused, and @out is left alone. */
  v = 42;
  g_assert_false (tsl_json_int_member (o, "i", 0, 6, &v));
  g_assert_false (tsl_json_int_member (o, "big", G_MININT32, G_MAXINT32, &v));
  g_assert_cmpint (v, ==, 42);
  /* Elements: a list holding an object, and an index past the end. */
  g_assert_true (tsl_json_int_element (tsl_json_array_member (o, "a"), 0, 0, 1, &v));
  g_assert_false (tsl_json_int_element (tsl_json_array_member (o, "a"), 1, G_MININT64, G_MAXINT64, &v));
  g_assert_false (tsl_json_int_element (tsl_json_array_member (o, "a"), 2, G_MININT64, G_MAXINT64, &v));
  g_assert_false (tsl_json_int_element (NULL, 0, G_MININT64, G_MAXINT64, &v));
}

static void
test_unknown_member (void)
{
  static const char * const known[] = { "hexes", "comment", NULL };
  g_autoptr(JsonObject) good = parse ("{\"hexes\": [], \"comment\": \"x\"}");
  g_autoptr(JsonObject) bad = parse ("{\"hexes\": [], \"hexs\": []}");

  g_test_summary ("The first member a format does not know is found");
  g_assert_null (tsl_json_unknown_member (good, known));
  g_assert_cmpstr (tsl_json_unknown_member (bad, known), ==, "hexs");
}

static void
test_index_key (void)
{
  const char *bad[] = { "", "01", "00", "+1", "-0", "-1", " 1", "1 ", "1x", "0x1", "1e0", "4",
                        "18446744073709551617", "99999999999999999999999" };
  guint out = 99;

  g_test_summary ("Index keys are accepted only in the canonical decimal form");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    if (tsl_json_parse_index_key (bad[i], 4, &out))
      g_error ("“%s” was read as %u", bad[i], out);
  g_assert_cmpuint (out, ==, 99);
  for (guint i = 0; i < 4; i++)
    {
      g_autofree char *key = g_strdup_printf ("%u", i);

      g_assert_true (tsl_json_parse_index_key (key, 4, &out));
      g_assert_cmpuint (out, ==, i);
    }
  g_assert_false (tsl_json_parse_index_key ("0", 0, &out));
  g_assert_false (tsl_json_parse_index_key (NULL, 4, &out));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/shared/json-read/types", test_types);
  g_test_add_func ("/shared/json-read/unknown-member", test_unknown_member);
  g_test_add_func ("/shared/json-read/index-key", test_index_key);
  return g_test_run ();
}
