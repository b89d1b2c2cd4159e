/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <json-glib/json-glib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-private.h"
#include "tsl-hunters-resources.h"
#include "tsl-json-read.h"

/* The tile catalogue is data (data/hunters/hunters-tiles.json, compiled in
 * as a GResource): the per-tile detail is a reconstruction, so a corrected
 * tile must be a data change only.  Everything the engine relies on is
 * checked here, with an error that names the tile and what is wrong. */

#define RESOURCE_PATH "/io/github/tessella/Tessella/hunters/hunters-tiles.json"

static const char * const terrain_names[] = { "meadow", "forest", "river" };
static const char * const region_type_names[] = { "forest", "river", "lake", "meadow" };
static const char * const set_names[] = { "start", "land", "bonus" };
static const char * const animal_names[] = { "deer", "mammoth", "aurochs", "tiger" };
static const char side_letters[] = "NESW";

const char *
tsl_hunters_region_type_name (TslHuntersRegionType type)
{
  g_return_val_if_fail (type <= TSL_HUNTERS_REGION_MEADOW, NULL);
  return region_type_names[type];
}

static gint
lookup_name (const char * const *names,
             guint               n_names,
             const char         *name)
{
  for (guint i = 0; i < n_names; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return (gint) i;
  return -1;
}

static gboolean
bad (GError    **error,
     const char *tile_id,
     const char *format,
     ...) G_GNUC_PRINTF (3, 4);

static gboolean
bad (GError    **error,
     const char *tile_id,
     const char *format,
     ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  if (tile_id != NULL)
    /* Translators: an error in the tile catalogue; %s is a tile id such as L05, then the problem */
    g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Tile catalogue, tile %s: %s"), tile_id, what);
  else
    g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Tile catalogue: %s"), what);
  return FALSE;
}

static gboolean
get_small_int (JsonObject  *object,
               const char  *member,
               guint        max,
               guint8      *out,
               const char  *tile_id,
               GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);
  gint64 value;

  *out = 0;
  if (node == NULL)
    return TRUE;
  if (!tsl_json_node_int (node, G_MININT64, G_MAXINT64, &value))
    return bad (error, tile_id, _("“%s” must be a whole number"), member);
  if (value < 0 || value > (gint64) max)
    return bad (error, tile_id, _("“%s” must be between 0 and %u"), member, max);
  *out = (guint8) value;
  return TRUE;
}

static gboolean
get_bool (JsonObject  *object,
          const char  *member,
          gboolean    *out,
          const char  *tile_id,
          GError     **error)
{
  JsonNode *node = json_object_get_member (object, member);

  *out = FALSE;
  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return bad (error, tile_id, _("“%s” must be true or false"), member);
  *out = json_node_get_boolean (node);
  return TRUE;
}

static gboolean
parse_region (TslHuntersTile   *tile,
              TslHuntersRegion *region,
              JsonNode         *node,
              GError          **error)
{
  JsonObject *object;
  const char *id, *type;
  JsonNode *member;
  gint t;
  gboolean flag;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, tile->id, _("a region must be an object"));
  object = json_node_get_object (node);
  id = tsl_json_string_member (object, "id");
  type = tsl_json_string_member (object, "type");
  if (id == NULL || *id == '\0' || strlen (id) >= TSL_HUNTERS_ID_LEN)
    return bad (error, tile->id, _("a region has no valid “id”"));
  g_strlcpy (region->id, id, sizeof region->id);
  t = lookup_name (region_type_names, G_N_ELEMENTS (region_type_names), type);
  if (t < 0)
    return bad (error, tile->id, _("region %s has an unknown type “%s”"), id, type ? type : "");
  region->type = (guint8) t;
  /* Region ids name their type (f1 forest, r1 river, l1 lake, m1 meadow). */
  if (id[0] != "frlm"[t])
    return bad (error, tile->id, _("region %s: a %s region id must start with “%c”"),
                id, type, "frlm"[t]);

  member = json_object_get_member (object, "positions");
  if (region->type == TSL_HUNTERS_REGION_LAKE)
    {
      if (member != NULL)
        return bad (error, tile->id, _("lake %s must not touch the tile's edges"), id);
    }
  else
    {
      JsonArray *positions;

      if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
        return bad (error, tile->id, _("region %s has no “positions” list"), id);
      positions = json_node_get_array (member);
      for (guint i = 0; i < json_array_get_length (positions); i++)
        {
          const char *name = tsl_json_node_string (json_array_get_element (positions, i));
          guint pos;

          if (!tsl_square_position_parse (name, &pos))
            return bad (error, tile->id, _("region %s has an unknown edge position “%s”"),
                        id, name ? name : "");
          if (region->positions & (1u << pos))
            return bad (error, tile->id, _("region %s lists edge position %s twice"), id, name);
          region->positions |= (guint16) (1u << pos);
          region->n_positions++;
        }
      if (region->n_positions == 0)
        return bad (error, tile->id, _("region %s touches no edge"), id);
    }

  if (!get_small_int (object, "fish", 20, &region->fish, tile->id, error) ||
      !get_small_int (object, "gold_nuggets", 9, &region->gold_nuggets, tile->id, error) ||
      !get_small_int (object, "mushroom_groups", 9, &region->mushroom_groups, tile->id, error))
    return FALSE;
  if (region->fish > 0 && region->type != TSL_HUNTERS_REGION_LAKE)
    return bad (error, tile->id, _("region %s: only lakes hold fish"), id);
  if ((region->gold_nuggets > 0 || region->mushroom_groups > 0) &&
      region->type != TSL_HUNTERS_REGION_FOREST)
    return bad (error, tile->id, _("region %s: only forests hold gold nuggets and mushrooms"), id);

  member = json_object_get_member (object, "animals");
  if (member != NULL)
    {
      JsonObject *animals;
      g_autoptr(GList) names = NULL;

      if (!JSON_NODE_HOLDS_OBJECT (member))
        return bad (error, tile->id, _("region %s: “animals” must be an object"), id);
      if (region->type != TSL_HUNTERS_REGION_MEADOW)
        return bad (error, tile->id, _("region %s: only meadows hold animals"), id);
      animals = json_node_get_object (member);
      names = json_object_get_members (animals);
      for (GList *l = names; l != NULL; l = l->next)
        {
          gint a = lookup_name (animal_names, G_N_ELEMENTS (animal_names), l->data);

          if (a < 0)
            return bad (error, tile->id, _("region %s: unknown animal “%s”"), id, (char *) l->data);
          if (!get_small_int (animals, l->data, 9, &region->animals[a], tile->id, error))
            return FALSE;
        }
    }

  if (!get_bool (object, "fire", &flag, tile->id, error))
    return FALSE;
  region->fire = flag;
  if (!get_bool (object, "dolmen", &flag, tile->id, error))
    return FALSE;
  region->dolmen = flag;
  if (!get_bool (object, "hunter_forbidden", &flag, tile->id, error))
    return FALSE;
  region->hunter_forbidden = flag;
  if ((region->fire || region->dolmen || region->hunter_forbidden) &&
      region->type != TSL_HUNTERS_REGION_MEADOW)
    return bad (error, tile->id, _("region %s: fire and dolmen belong on meadows"), id);
  return TRUE;
}

/* River ends name lakes, which may come after the river in the list. */
static gboolean
parse_river_ends (TslHuntersTile   *tile,
                  TslHuntersRegion *region,
                  JsonObject       *object,
                  GError          **error)
{
  JsonNode *member = json_object_get_member (object, "ends");
  JsonArray *ends;

  if (region->type != TSL_HUNTERS_REGION_RIVER)
    {
      if (member != NULL)
        return bad (error, tile->id, _("region %s: only rivers have “ends”"), region->id);
      return TRUE;
    }
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    return bad (error, tile->id, _("river %s has no “ends” list"), region->id);
  ends = json_node_get_array (member);
  if (region->n_positions > 2)
    return bad (error, tile->id, _("river %s touches more than two edges"), region->id);
  if (json_array_get_length (ends) + region->n_positions != 2)
    return bad (error, tile->id,
                _("river %s must have two ends: edge positions plus lakes or springs"),
                region->id);
  for (guint i = 0; i < json_array_get_length (ends); i++)
    {
      const char *name = tsl_json_node_string (json_array_get_element (ends, i));
      gint lake;

      if (g_strcmp0 (name, "spring") == 0)
        {
          region->ends[region->n_ends++] = TSL_HUNTERS_END_SPRING;
          continue;
        }
      lake = tsl_hunters_tile_find_region (tile, name);
      if (lake < 0 || tile->regions[lake].type != TSL_HUNTERS_REGION_LAKE)
        return bad (error, tile->id, _("river %s ends in “%s”, which is not a lake of this tile"),
                    region->id, name ? name : "");
      region->ends[region->n_ends++] = (gint8) lake;
    }
  return TRUE;
}

static gboolean
check_topology (TslHuntersTile *tile,
                GError        **error)
{
  gint owner[TSL_SQUARE_N_POSITIONS];

  for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
    owner[p] = -1;
  for (guint r = 0; r < tile->n_regions; r++)
    for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
      if (tile->regions[r].positions & (1u << p))
        {
          if (owner[p] >= 0)
            return bad (error, tile->id, _("edge position %s belongs to both %s and %s"),
                        tsl_square_position_name (p), tile->regions[owner[p]].id,
                        tile->regions[r].id);
          owner[p] = (gint) r;
        }

  for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
    {
      TslSquareSide side = tsl_square_position_side (p);
      guint third = p % TSL_SQUARE_N_THIRDS;
      guint8 want;

      if (owner[p] < 0)
        return bad (error, tile->id, _("edge position %s belongs to no region"),
                    tsl_square_position_name (p));
      /* A river edge is meadow-river-meadow; other edges are one terrain. */
      switch (tile->edges[side])
        {
        case TSL_HUNTERS_TERRAIN_FOREST:
          want = TSL_HUNTERS_REGION_FOREST;
          break;
        case TSL_HUNTERS_TERRAIN_RIVER:
          want = third == 1 ? TSL_HUNTERS_REGION_RIVER : TSL_HUNTERS_REGION_MEADOW;
          break;
        default:
          want = TSL_HUNTERS_REGION_MEADOW;
          break;
        }
      if (tile->regions[owner[p]].type != want)
        return bad (error, tile->id, _("edge position %s is in %s region %s, but the %c edge is %s"),
                    tsl_square_position_name (p),
                    region_type_names[tile->regions[owner[p]].type], tile->regions[owner[p]].id,
                    side_letters[side], terrain_names[tile->edges[side]]);
    }

  /* Every lake must be reached by a river, or it could never score. */
  for (guint r = 0; r < tile->n_regions; r++)
    {
      gboolean linked = FALSE;

      if (tile->regions[r].type != TSL_HUNTERS_REGION_LAKE)
        continue;
      for (guint q = 0; q < tile->n_regions; q++)
        for (guint e = 0; e < tile->regions[q].n_ends; e++)
          linked |= tile->regions[q].ends[e] == (gint8) r;
      if (!linked)
        return bad (error, tile->id, _("lake %s is not linked to any river"), tile->regions[r].id);
    }

  for (guint rot = 0; rot < 4; rot++)
    {
      tile->edge_code[rot] = 0;
      for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
        tile->edge_code[rot] |= (guint8) (tile->edges[(side - rot) & 3] << (2 * side));
      for (guint p = 0; p < TSL_SQUARE_N_POSITIONS; p++)
        tile->region_at[rot][tsl_square_position_rotate (p, rot)] = (guint8) owner[p];
    }
  return TRUE;
}

static gboolean
parse_tile (TslHuntersCatalog *catalog,
            TslHuntersTile    *tile,
            JsonNode          *node,
            GError           **error)
{
  JsonObject *object, *edges;
  const char *id, *set, *name;
  JsonNode *member;
  JsonArray *regions;
  gint s;

  if (!JSON_NODE_HOLDS_OBJECT (node))
    return bad (error, NULL, _("a tile must be an object"));
  object = json_node_get_object (node);
  id = tsl_json_string_member (object, "id");
  if (id == NULL || *id == '\0' || strlen (id) >= TSL_HUNTERS_ID_LEN)
    return bad (error, NULL, _("a tile has no valid “id”"));
  g_strlcpy (tile->id, id, sizeof tile->id);
  if (tsl_hunters_catalog_find (catalog, id) >= 0)
    return bad (error, id, _("the id is used twice"));

  set = tsl_json_string_member (object, "set");
  s = lookup_name (set_names, G_N_ELEMENTS (set_names), set);
  if (s < 0)
    return bad (error, id, _("unknown “set” “%s”"), set ? set : "");
  tile->set = (guint8) s;
  name = tsl_json_string_member (object, "name");
  tile->name = g_strdup (name);
  if (!get_small_int (object, "count", 9, &tile->count, id, error))
    return FALSE;
  if (tile->count == 0)
    return bad (error, id, _("“count” must be at least 1"));

  member = json_object_get_member (object, "edges");
  if (member == NULL || !JSON_NODE_HOLDS_OBJECT (member))
    return bad (error, id, _("“edges” must be an object with N, E, S and W"));
  edges = json_node_get_object (member);
  for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
    {
      char key[2] = { side_letters[side], '\0' };
      const char *terrain = tsl_json_string_member (edges, key);
      gint t = lookup_name (terrain_names, G_N_ELEMENTS (terrain_names), terrain);

      if (t < 0)
        return bad (error, id, _("edge %s must be meadow, forest or river"), key);
      tile->edges[side] = (guint8) t;
    }

  member = json_object_get_member (object, "regions");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    return bad (error, id, _("“regions” must be a list"));
  regions = json_node_get_array (member);
  if (json_array_get_length (regions) == 0 ||
      json_array_get_length (regions) > TSL_HUNTERS_MAX_REGIONS)
    return bad (error, id, _("a tile has 1 to %d regions"), TSL_HUNTERS_MAX_REGIONS);
  for (guint r = 0; r < json_array_get_length (regions); r++)
    {
      TslHuntersRegion *region = &tile->regions[r];

      if (!parse_region (tile, region, json_array_get_element (regions, r), error))
        return FALSE;
      if (tsl_hunters_tile_find_region (tile, region->id) >= 0)
        return bad (error, id, _("region id %s is used twice"), region->id);
      tile->n_regions++;
    }
  for (guint r = 0; r < tile->n_regions; r++)
    if (!parse_river_ends (tile, &tile->regions[r],
                           json_node_get_object (json_array_get_element (regions, r)), error))
      return FALSE;
  return check_topology (tile, error);
}

/**
 * tsl_hunters_catalog_new_from_data:
 * @json: the catalogue (the format of data/hunters/hunters-tiles.json)
 * @length: its length, or -1 if nul-terminated
 * @error: return location for a #TSL_ERROR_PARSE error naming the problem
 *
 * Parses and validates a tile catalogue.
 *
 * Returns: (transfer full) (nullable): the catalogue
 */
TslHuntersCatalog *
tsl_hunters_catalog_new_from_data (const char *json,
                                   gsize       length,
                                   GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(TslHuntersCatalog) catalog = g_new0 (TslHuntersCatalog, 1);
  g_autoptr(GError) local_error = NULL;
  JsonNode *root, *member;
  JsonArray *tiles;
  guint n_start = 0, n_land = 0, n_bonus = 0;

  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  if (!json_parser_load_from_data (parser, json, (gssize) length, &local_error))
    {
      bad (error, NULL, "%s", local_error->message);
      return NULL;
    }
  root = json_parser_get_root (parser);
  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root) ||
      g_strcmp0 (tsl_json_string_member (json_node_get_object (root), "format"), "hunters-tiles") != 0)
    {
      bad (error, NULL, _("not a “hunters-tiles” document"));
      return NULL;
    }
  member = json_object_get_member (json_node_get_object (root), "tiles");
  if (member == NULL || !JSON_NODE_HOLDS_ARRAY (member))
    {
      bad (error, NULL, _("“tiles” must be a list"));
      return NULL;
    }
  tiles = json_node_get_array (member);
  if (json_array_get_length (tiles) > TSL_HUNTERS_MAX_KINDS)
    {
      bad (error, NULL, _("more than %d tile kinds"), TSL_HUNTERS_MAX_KINDS);
      return NULL;
    }
  for (guint i = 0; i < json_array_get_length (tiles); i++)
    {
      TslHuntersTile *tile = &catalog->tiles[i];

      if (!parse_tile (catalog, tile, json_array_get_element (tiles, i), error))
        return NULL;
      catalog->n_kinds++;
      catalog->total_regions += tile->count * tile->n_regions;
      switch (tile->set)
        {
        case TSL_HUNTERS_SET_START:
          n_start += tile->count;
          catalog->start_kind = (guint8) i;
          break;
        case TSL_HUNTERS_SET_LAND:
          n_land += tile->count;
          break;
        default:
          n_bonus += tile->count;
          break;
        }
    }

  /* The totals are the certain part of the reconstruction (seed 001,
   * §Tartozékok and §Előkészületek). */
  if (n_start != 1)
    {
      bad (error, NULL, _("there must be exactly one start tile, found %u"), n_start);
      return NULL;
    }
  if (n_start + n_land != TSL_HUNTERS_N_LAND)
    {
      bad (error, NULL, _("there must be %d land tiles including the start tile, found %u"),
           TSL_HUNTERS_N_LAND, n_start + n_land);
      return NULL;
    }
  if (n_bonus != TSL_HUNTERS_N_BONUS)
    {
      bad (error, NULL, _("there must be %d bonus tiles, found %u"), TSL_HUNTERS_N_BONUS, n_bonus);
      return NULL;
    }
  catalog->n_land = n_land;
  catalog->n_bonus = n_bonus;
  return g_steal_pointer (&catalog);
}

/**
 * tsl_hunters_catalog_new_builtin:
 * @error: return location for an error
 *
 * Returns: (transfer full) (nullable): the catalogue compiled into the engine
 */
TslHuntersCatalog *
tsl_hunters_catalog_new_builtin (GError **error)
{
  g_autoptr(GBytes) bytes = NULL;
  gsize size;
  const char *data;

  bytes = g_resource_lookup_data (tsl_hunters_get_resource (), RESOURCE_PATH,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, error);
  if (bytes == NULL)
    return NULL;
  data = g_bytes_get_data (bytes, &size);
  return tsl_hunters_catalog_new_from_data (data, size, error);
}

/**
 * tsl_hunters_catalog_get_builtin:
 *
 * The catalogue compiled into the engine, read once and never changed, so
 * that the engine, its computer players and the views share one copy
 * without reaching into each other.
 *
 * Returns: (transfer none): the built-in catalogue
 */
const TslHuntersCatalog *
tsl_hunters_catalog_get_builtin (void)
{
  static TslHuntersCatalog *catalog = NULL;

  if (g_once_init_enter (&catalog))
    {
      g_autoptr(GError) error = NULL;
      TslHuntersCatalog *read = tsl_hunters_catalog_new_builtin (&error);

      /* The test suite validates the built-in catalogue: a broken one is a
       * build error, not a runtime condition. */
      if (read == NULL)
        g_error ("Built-in Hunters and Gatherers catalogue: %s", error->message);
      g_assert (read->total_regions <= TSL_HUNTERS_MAX_SLOTS);
      g_once_init_leave (&catalog, read);
    }
  return catalog;
}

void
tsl_hunters_catalog_free (TslHuntersCatalog *catalog)
{
  if (catalog == NULL)
    return;
  for (guint i = 0; i < TSL_HUNTERS_MAX_KINDS; i++)
    g_free (catalog->tiles[i].name);
  g_free (catalog);
}

/* Returns: the kind index of tile @id, or -1 */
gint
tsl_hunters_catalog_find (const TslHuntersCatalog *catalog,
                          const char              *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < catalog->n_kinds; i++)
    if (strcmp (catalog->tiles[i].id, id) == 0)
      return (gint) i;
  return -1;
}

/* Returns: the index of region @id on @tile, or -1 */
gint
tsl_hunters_tile_find_region (const TslHuntersTile *tile,
                              const char           *id)
{
  if (id == NULL)
    return -1;
  for (guint i = 0; i < tile->n_regions; i++)
    if (strcmp (tile->regions[i].id, id) == 0)
      return (gint) i;
  return -1;
}
