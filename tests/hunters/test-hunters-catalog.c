/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "hunters-test-util.h"
#include "tsl-error.h"
#include "tsl-hunters.h"

/* The tile catalogue is a reconstruction kept as data; these tests prove
 * that the built-in one is complete and that broken ones are refused with
 * an error that says what is wrong. */

static char *
read_catalogue (void)
{
  g_autofree char *path = g_build_filename (HUNTERS_DATA_DIR, "hunters-tiles.json", NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  return text;
}

static void
test_builtin (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslHuntersCatalog) cat = tsl_hunters_catalog_new_builtin (&error);
  guint land = 0, bonus = 0, fish = 0;

  g_test_summary ("The compiled-in catalogue: 1 start + 78 land tiles, 12 bonus tiles (seed 001 §Tartozékok)");
  g_assert_no_error (error);
  g_assert_cmpuint (cat->n_kinds, ==, 79);
  g_assert_cmpstr (cat->tiles[cat->start_kind].id, ==, "S01");
  for (guint k = 0; k < cat->n_kinds; k++)
    {
      const TslHuntersTile *t = &cat->tiles[k];

      if (t->set == TSL_HUNTERS_SET_LAND)
        land += t->count;
      else if (t->set == TSL_HUNTERS_SET_BONUS)
        bonus += t->count;
      for (guint r = 0; r < t->n_regions; r++)
        fish += t->regions[r].fish * t->count;
      /* Rotation moves positions, never renames regions. */
      for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
        for (guint rot = 0; rot < 4; rot++)
          g_assert_cmpuint (t->region_at[rot][tsl_square_position_rotate (p, rot)], ==,
                            t->region_at[0][p]);
    }
  g_assert_cmpuint (land, ==, 78);
  g_assert_cmpuint (bonus, ==, 12);
  g_assert_cmpint (tsl_hunters_catalog_find (cat, "L66"), >=, 0);
  g_assert_cmpint (tsl_hunters_catalog_find (cat, "B12"), >=, 0);
  g_assert_cmpint (tsl_hunters_catalog_find (cat, "L67"), ==, -1);
  g_assert_cmpuint (fish, >, 0);
}

/* A board view reads the tile geometry from the same compiled-in file. */
static void
test_resource (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(TslHuntersCatalog) cat = tsl_hunters_catalog_new_builtin (NULL);

  bytes = g_resources_lookup_data ("/io/github/tessella/Tessella/hunters/hunters-tiles.json",
                                   G_RESOURCE_LOOKUP_FLAGS_NONE, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (bytes), >, 1000);
}

/* The data file in the tree and the compiled-in one are the same. */
static void
test_file_loads (void)
{
  g_autofree char *text = read_catalogue ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TslHuntersCatalog) cat = tsl_hunters_catalog_new_from_data (text, strlen (text), &error);

  g_assert_no_error (error);
  g_assert_cmpuint (cat->n_kinds, ==, 79);
}

static JsonObject *
find_tile (JsonNode   *root,
           const char *id)
{
  JsonArray *tiles = json_object_get_array_member (json_node_get_object (root), "tiles");

  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      JsonObject *t = json_array_get_object_element (tiles, i);

      if (g_strcmp0 (json_object_get_string_member (t, "id"), id) == 0)
        return t;
    }
  g_assert_not_reached ();
}

static JsonObject *
find_region (JsonObject *tile,
             const char *id)
{
  JsonArray *regions = json_object_get_array_member (tile, "regions");

  for (guint i = 0; i < json_array_get_length (regions); i++)
    {
      JsonObject *r = json_array_get_object_element (regions, i);

      if (g_strcmp0 (json_object_get_string_member (r, "id"), id) == 0)
        return r;
    }
  g_assert_not_reached ();
}

typedef void (*Breaker) (JsonNode *root);

static void
expect_broken (Breaker     breaker,
               const char *expected)
{
  g_autofree char *text = read_catalogue ();
  g_autoptr(JsonNode) root = hunters_json_parse (text);
  g_autofree char *broken = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(TslHuntersCatalog) cat = NULL;

  breaker (root);
  broken = hunters_json_to_string (root);
  cat = tsl_hunters_catalog_new_from_data (broken, strlen (broken), &error);
  g_assert_null (cat);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  if (strstr (error->message, expected) == NULL)
    g_error ("expected “%s” in “%s”", expected, error->message);
}

static void
drop_position (JsonNode *root)
{
  JsonArray *positions = json_object_get_array_member (find_region (find_tile (root, "L31"), "m1"),
                                                       "positions");
  json_array_remove_element (positions, 0);
}

static void
double_position (JsonNode *root)
{
  JsonArray *positions = json_object_get_array_member (find_region (find_tile (root, "L31"), "m1"),
                                                       "positions");
  json_array_add_string_element (positions, "N0");
}

static void
wrong_land_count (JsonNode *root)
{
  json_object_set_int_member (find_tile (root, "L31"), "count", 2);
}

static void
wrong_bonus_count (JsonNode *root)
{
  json_object_set_int_member (find_tile (root, "B09"), "count", 2);
}

static void
river_to_nowhere (JsonNode *root)
{
  JsonArray *ends = json_object_get_array_member (find_region (find_tile (root, "L52"), "r1"), "ends");

  json_array_remove_element (ends, 0);
  json_array_add_string_element (ends, "l7");
}

static void
river_without_end (JsonNode *root)
{
  JsonArray *ends = json_object_get_array_member (find_region (find_tile (root, "L60"), "r1"), "ends");

  json_array_remove_element (ends, 0);
}

static void
unlinked_lake (JsonNode *root)
{
  JsonObject *lake = json_object_new ();

  json_object_set_string_member (lake, "id", "l2");
  json_object_set_string_member (lake, "type", "lake");
  json_object_set_int_member (lake, "fish", 3);
  json_array_add_object_element (json_object_get_array_member (find_tile (root, "L52"), "regions"), lake);
}

static void
edge_mismatch (JsonNode *root)
{
  json_object_set_string_member (json_object_get_object_member (find_tile (root, "S01"), "edges"),
                                 "N", "forest");
}

static void
animal_in_forest (JsonNode *root)
{
  JsonObject *animals = json_object_new ();

  json_object_set_int_member (animals, "deer", 1);
  json_object_set_object_member (find_region (find_tile (root, "L31"), "f1"), "animals", animals);
}

static void
duplicate_id (JsonNode *root)
{
  json_object_set_string_member (find_tile (root, "L02"), "id", "L01");
}

static void
second_start (JsonNode *root)
{
  json_object_set_string_member (find_tile (root, "L54"), "set", "start");
}

static void
bad_region_id (JsonNode *root)
{
  json_object_set_string_member (find_region (find_tile (root, "L31"), "f1"), "id", "m7");
}

static void
unknown_type (JsonNode *root)
{
  json_object_set_string_member (find_region (find_tile (root, "L31"), "f1"), "type", "swamp");
}

static void
fish_in_river (JsonNode *root)
{
  json_object_set_int_member (find_region (find_tile (root, "L52"), "r1"), "fish", 2);
}

static void
test_broken (void)
{
  g_test_summary ("Broken catalogues are refused with an error naming the tile and the fault");
  expect_broken (drop_position, "L31: edge position");
  expect_broken (double_position, "belongs to both");
  expect_broken (wrong_land_count, "79 land tiles");
  expect_broken (wrong_bonus_count, "12 bonus tiles");
  expect_broken (river_to_nowhere, "not a lake of this tile");
  expect_broken (river_without_end, "must have two ends");
  expect_broken (unlinked_lake, "lake l2 is not linked");
  expect_broken (edge_mismatch, "S01: edge position N0");
  expect_broken (animal_in_forest, "only meadows hold animals");
  expect_broken (duplicate_id, "used twice");
  expect_broken (second_start, "exactly one start tile");
  expect_broken (bad_region_id, "must start with");
  expect_broken (unknown_type, "unknown type");
  expect_broken (fish_in_river, "only lakes hold fish");
}

static void
test_not_json (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(TslHuntersCatalog) cat = NULL;

  cat = tsl_hunters_catalog_new_from_data ("{\"format\": \"hunters-tiles\", \"tiles\": [", -1, &error);
  g_assert_null (cat);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
  g_clear_error (&error);
  cat = tsl_hunters_catalog_new_from_data ("{\"format\": \"other\"}", -1, &error);
  g_assert_null (cat);
  g_assert_error (error, TSL_ERROR, TSL_ERROR_PARSE);
}

static void
test_square (void)
{
  TslSquareMap map;
  guint pos, q;

  g_test_summary ("Square grid geometry: facing positions, rotation, the cell map");
  /* N_i faces the northern neighbour's S_(2-i); E_i the eastern W_(2-i). */
  g_assert_cmpuint (tsl_square_position_facing (tsl_square_position (TSL_SQUARE_NORTH, 0)), ==,
                    tsl_square_position (TSL_SQUARE_SOUTH, 2));
  g_assert_cmpuint (tsl_square_position_facing (tsl_square_position (TSL_SQUARE_EAST, 1)), ==,
                    tsl_square_position (TSL_SQUARE_WEST, 1));
  g_assert_cmpuint (tsl_square_position_facing (tsl_square_position (TSL_SQUARE_WEST, 2)), ==,
                    tsl_square_position (TSL_SQUARE_EAST, 0));
  /* A quarter turn clockwise maps N_i to E_i. */
  g_assert_cmpuint (tsl_square_position_rotate (tsl_square_position (TSL_SQUARE_NORTH, 2), 1), ==,
                    tsl_square_position (TSL_SQUARE_EAST, 2));
  g_assert_cmpuint (tsl_square_position_rotate (tsl_square_position (TSL_SQUARE_WEST, 0), 1), ==,
                    tsl_square_position (TSL_SQUARE_NORTH, 0));
  g_assert_true (tsl_square_position_parse ("S1", &pos));
  g_assert_cmpuint (pos, ==, 7);
  g_assert_cmpstr (tsl_square_position_name (pos), ==, "S1");
  g_assert_false (tsl_square_position_parse ("Q1", &pos));
  g_assert_true (tsl_square_rotation_parse (270, &q));
  g_assert_cmpuint (q, ==, 3);
  g_assert_false (tsl_square_rotation_parse (45, &q));
  g_assert_false (tsl_square_rotation_parse (360, &q));
  g_assert_cmpint (tsl_square_side_dy (TSL_SQUARE_NORTH), ==, -1);
  g_assert_cmpint (tsl_square_side_dx (TSL_SQUARE_EAST), ==, 1);

  tsl_square_map_init (&map);
  for (gint i = -60; i < 60; i++)
    g_assert_true (tsl_square_map_insert (&map, i, -i / 2, (guint8) (i + 60)));
  for (gint i = -60; i < 60; i++)
    g_assert_cmpint (tsl_square_map_lookup (&map, i, -i / 2), ==, i + 60);
  g_assert_cmpint (tsl_square_map_lookup (&map, 0, 1), ==, -1);
  g_assert_cmpint (tsl_square_map_lookup (&map, 500, 1), ==, -1);
  g_assert_false (tsl_square_map_insert (&map, 200, 0, 1));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  g_test_add_func ("/engines/hunters/catalog/builtin", test_builtin);
  g_test_add_func ("/engines/hunters/catalog/file", test_file_loads);
  g_test_add_func ("/engines/hunters/catalog/resource", test_resource);
  g_test_add_func ("/engines/hunters/catalog/broken", test_broken);
  g_test_add_func ("/engines/hunters/catalog/not-json", test_not_json);
  g_test_add_func ("/shared/square/geometry", test_square);
  return g_test_run ();
}
