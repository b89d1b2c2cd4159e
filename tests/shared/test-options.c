/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-error.h"
#include "tsl-options.h"

static const TslOptionChoice layouts[] = {
  { "beginner", "Beginner" },
  { "random", "Random" },
};

static const TslOptionSpec specs[] = {
  { "layout", TSL_OPTION_CHOICE, "Layout", NULL, 1, 0, 0, layouts, G_N_ELEMENTS (layouts), NULL },
  { "victory_points", TSL_OPTION_INT, "Victory points", NULL, 10, 3, 20, NULL, 0, NULL },
  { "friendly_robber", TSL_OPTION_BOOL, "Friendly robber", NULL, 0, 0, 0, NULL, 0, NULL },
};

static JsonObject *
parse_object (const char *text)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  json_parser_load_from_data (parser, text, -1, &error);
  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (json_parser_get_root (parser)));
}

static JsonObject *
normalize (const char *text,
           GError    **error)
{
  g_autoptr(JsonObject) in = text != NULL ? parse_object (text) : NULL;

  return tsl_options_normalize (specs, G_N_ELEMENTS (specs), in, error);
}

static void
test_options_defaults (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) out = normalize (NULL, &error);

  g_test_summary ("Missing options take their defaults, so engines read a full object");
  g_assert_no_error (error);
  g_assert_cmpuint (json_object_get_size (out), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (out, "layout"), ==, "random");
  g_assert_cmpint (tsl_options_get_int (out, "victory_points"), ==, 10);
  g_assert_false (tsl_options_get_bool (out, "friendly_robber"));
  g_assert_cmpint (tsl_options_get_choice (specs, G_N_ELEMENTS (specs), out, "layout"), ==, 1);
}

static void
test_options_given (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) out =
    normalize ("{\"layout\": \"beginner\", \"victory_points\": 12, \"friendly_robber\": true}", &error);

  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (out, "layout"), ==, "beginner");
  g_assert_cmpint (tsl_options_get_int (out, "victory_points"), ==, 12);
  g_assert_true (tsl_options_get_bool (out, "friendly_robber"));
}

static void
test_options_are_normalized (void)
{
  static const char *not_normalized[] = {
    "{}",
    "{\"layout\": \"beginner\", \"victory_points\": 12}",
    "{\"layout\": \"beginner\", \"victory_points\": 12, \"friendly_robber\": 1}",
    "{\"layout\": \"spiral\", \"victory_points\": 12, \"friendly_robber\": true}",
    "{\"layout\": \"beginner\", \"victory_points\": 21, \"friendly_robber\": true}",
    "{\"layout\": \"beginner\", \"victory_points\": 12, \"friendly_robber\": true, \"no_such\": 1}",
    "{\"layout\": \"beginner\", \"victory_points\": 12, \"no_such\": true}",
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) out = normalize ("{\"victory_points\": 12}", &error);

  g_test_summary ("What normalizing makes is recognized as normalized, without allocating; a missing, "
                  "unknown or invalid member is not");
  g_assert_no_error (error);
  g_assert_true (tsl_options_are_normalized (specs, G_N_ELEMENTS (specs), out));
  g_assert_false (tsl_options_are_normalized (specs, G_N_ELEMENTS (specs), NULL));
  for (guint i = 0; i < G_N_ELEMENTS (not_normalized); i++)
    {
      g_autoptr(JsonObject) in = parse_object (not_normalized[i]);

      g_assert_false (tsl_options_are_normalized (specs, G_N_ELEMENTS (specs), in));
    }
}

static void
test_options_errors (void)
{
  static const char *bad[] = {
    "{\"no_such\": 1}",
    "{\"victory_points\": \"ten\"}",
    "{\"victory_points\": 2}",
    "{\"victory_points\": 21}",
    "{\"victory_points\": 10.5}",
    "{\"friendly_robber\": 1}",
    "{\"layout\": \"spiral\"}",
    "{\"layout\": 0}",
  };

  g_test_summary ("Unknown keys, wrong types and out-of-range values are refused");
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonObject) out = normalize (bad[i], &error);

      g_assert_null (out);
      g_assert_error (error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
    }
}

static void
test_options_from_text (void)
{
  g_autoptr(JsonObject) opts = json_object_new ();
  g_autoptr(GError) error = NULL;
  static const char *bad[] = { "victory_points", "=3", "victory_points=x", "victory_points=99",
                               "friendly_robber=maybe", "layout=spiral", "nope=1" };

  g_test_summary ("--option KEY=VALUE is typed by the option table");
  g_assert_true (tsl_options_set_from_text (specs, G_N_ELEMENTS (specs), opts, "victory_points=7", &error));
  g_assert_true (tsl_options_set_from_text (specs, G_N_ELEMENTS (specs), opts, "friendly_robber=yes", &error));
  g_assert_true (tsl_options_set_from_text (specs, G_N_ELEMENTS (specs), opts, "layout=beginner", &error));
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (opts, "victory_points"), ==, 7);
  g_assert_true (json_object_get_boolean_member (opts, "friendly_robber"));
  g_assert_cmpstr (json_object_get_string_member (opts, "layout"), ==, "beginner");

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) local_error = NULL;

      g_assert_false (tsl_options_set_from_text (specs, G_N_ELEMENTS (specs), opts, bad[i],
                                                 &local_error));
      g_assert_error (local_error, TSL_ERROR, TSL_ERROR_INVALID_OPTION);
    }
  /* Failures left the earlier values alone. */
  g_assert_cmpint (json_object_get_int_member (opts, "victory_points"), ==, 7);
  g_assert_cmpuint (json_object_get_size (opts), ==, 3);
}

static void
test_options_describe (void)
{
  g_autoptr(JsonNode) node = tsl_options_describe (specs, G_N_ELEMENTS (specs));
  JsonArray *array = json_node_get_array (node);
  JsonObject *vp = json_array_get_object_element (array, 1);

  g_assert_cmpuint (json_array_get_length (array), ==, 3);
  g_assert_cmpstr (json_object_get_string_member (vp, "key"), ==, "victory_points");
  g_assert_cmpint (json_object_get_int_member (vp, "default"), ==, 10);
  g_assert_cmpint (json_object_get_int_member (vp, "max"), ==, 20);
  g_assert_cmpstr (json_object_get_string_member (json_array_get_object_element (array, 0), "default"),
                   ==, "random");
}

/* A target that follows a module, as Catan's follows the harbourmaster. */
static gint
derive_target (JsonObject *normalized)
{
  return tsl_options_get_bool (normalized, "bonus") ? 11 : 10;
}

static const TslOptionSpec derived_specs[] = {
  { "target", TSL_OPTION_INT, "Target", NULL, 10, 3, 20, NULL, 0, derive_target },
  { "bonus", TSL_OPTION_BOOL, "Bonus", NULL, 0, 0, 1, NULL, 0, NULL },
};

static JsonObject *
normalize_derived (const char *text)
{
  g_autoptr(JsonObject) in = parse_object (text);
  g_autoptr(GError) error = NULL;
  JsonObject *out = tsl_options_normalize (derived_specs, G_N_ELEMENTS (derived_specs), in, &error);

  g_assert_no_error (error);
  return out;
}

static void
test_options_derived (void)
{
  g_autoptr(JsonObject) plain = normalize_derived ("{}");
  g_autoptr(JsonObject) bonus = normalize_derived ("{\"bonus\": true}");
  g_autoptr(JsonObject) given = normalize_derived ("{\"bonus\": true, \"target\": 7}");
  g_autoptr(JsonObject) chosen = parse_object ("{\"bonus\": true, \"target\": 7}");
  g_autoptr(JsonNode) described = tsl_options_describe (derived_specs, G_N_ELEMENTS (derived_specs));
  JsonObject *target = json_array_get_object_element (json_node_get_array (described), 0);

  g_test_summary ("A derived default follows the other options; a given value overrides it");
  g_assert_cmpint (tsl_options_get_int (plain, "target"), ==, 10);
  g_assert_cmpint (tsl_options_get_int (bonus, "target"), ==, 11);
  g_assert_cmpint (tsl_options_get_int (given, "target"), ==, 7);
  /* What a form shows while the player still has the value on automatic. */
  g_assert_cmpint (tsl_options_derived_value (derived_specs, G_N_ELEMENTS (derived_specs), chosen,
                                              "target"), ==, 11);
  g_assert_cmpint (json_object_get_int_member (target, "default"), ==, 10);
  g_assert_true (json_object_get_boolean_member (target, "automatic"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);

  g_test_add_func ("/shared/options/defaults", test_options_defaults);
  g_test_add_func ("/shared/options/given", test_options_given);
  g_test_add_func ("/shared/options/are-normalized", test_options_are_normalized);
  g_test_add_func ("/shared/options/errors", test_options_errors);
  g_test_add_func ("/shared/options/from-text", test_options_from_text);
  g_test_add_func ("/shared/options/describe", test_options_describe);
  g_test_add_func ("/shared/options/derived", test_options_derived);
  return g_test_run ();
}
