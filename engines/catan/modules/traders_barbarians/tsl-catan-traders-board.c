/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-traders-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* Traders & Barbarians (seed 002; docs/rules-catan-tb.md, S5): the board
 * (16 land hexes and the 3 destination hexes), the wagons' network of
 * nodes and paths, and the scenario's data (data/catan/traders-barbarians.json). */

const char * const catan_good_names[TSL_CATAN_N_GOODS + 1] = {
  "glass", "tools", "sand", "marble", NULL,
};

static CatanTradersData data;

static guint8
read_count (JsonObject *o,
            const char *name)
{
  return o != NULL && json_object_has_member (o, name) ? (guint8) json_object_get_int_member (o, name) : 0;
}

static void
load_data (void)
{
  g_autoptr(JsonNode) root = catan_load_resource_json ("traders-barbarians.json");
  JsonObject *o = json_node_get_object (root);
  JsonObject *dest = json_object_get_object_member (o, "destinations");
  JsonObject *goods = json_object_get_object_member (o, "commodities");
  JsonArray *a;

  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      const char *name = catan_terrain_names[catan_tb_dest_terrain (d)];
      gint h = catan_parse_hex (json_object_get_member (dest, name), NULL);
      JsonObject *g = json_object_get_object_member (goods, name);

      g_assert (h >= 0 && h < CATAN_N_LAND);
      data.dest_hex[d] = (guint8) h;
      for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
        data.goods[d][k] = read_count (g, catan_good_names[k]);
    }
  a = json_object_get_array_member (o, "barbarians");
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    {
      gint e = catan_parse_edge (json_array_get_element (a, i), NULL);

      g_assert (e >= 0);
      data.barbarian_start[i] = (guint8) e;
    }
  a = json_object_get_array_member (o, "wagon_cards");
  g_assert (json_array_get_length (a) == TSL_CATAN_TB_WAGON_LEVELS);
  for (guint l = 0; l < TSL_CATAN_TB_WAGON_LEVELS; l++)
    {
      JsonObject *c = json_array_get_object_element (a, l);
      JsonArray *chase = json_object_get_array_member (c, "chase");
      JsonObject *cost = json_object_get_object_member (c, "cost");

      data.wagon[l].mp = (guint8) json_object_get_int_member (c, "mp");
      data.wagon[l].gold = (guint8) json_object_get_int_member (c, "gold");
      for (guint i = 0; i < json_array_get_length (chase); i++)
        data.wagon[l].chase |= (guint8) (1u << json_array_get_int_element (chase, i));
      for (guint r = 0; r < CATAN_N_RES; r++)
        data.wagon[l].cost[r] = read_count (cost, catan_resource_names[r]);
    }
  for (guint k = 0; k < CATAN_N_DEV; k++)
    data.dev_cards[k] = read_count (json_object_get_object_member (o, "dev_deck"), catan_dev_names[k]);
  a = json_object_get_array_member (o, "numbers");
  data.n_numbers = (guint8) MIN (json_array_get_length (a), G_N_ELEMENTS (data.numbers));
  for (guint i = 0; i < data.n_numbers; i++)
    data.numbers[i] = (guint8) json_array_get_int_element (a, i);
}

const CatanTradersData *
catan_traders_data (void)
{
  static gsize loaded;

  if (g_once_init_enter (&loaded))
    {
      load_data ();
      g_once_init_leave (&loaded, 1);
    }
  return &data;
}

/* The corners of destination hex @h that touch other land (4 on a corner
 * hex of the outer ring, in the topology's order). */
static guint
land_corners (guint   h,
              guint8 *corners)
{
  const CatanTopo *t = TOPO ();
  guint n = 0;

  for (guint i = 0; i < 6; i++)
    {
      guint v = t->hex_vertex_list[h][i];

      if (t->vertex_n_land[v] >= 2)
        {
          if (n < 4)
            corners[n] = (guint8) v;
          n++;
        }
    }
  return n;
}

/* Nodes and paths of the wagons' network. */

guint
catan_tb_path_ends (const CatanState *s,
                    guint             path,
                    guint            *a,
                    guint            *b)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  if (path < CATAN_N_EDGES)
    {
      *a = TOPO ()->edge_vertices[path][0];
      *b = TOPO ()->edge_vertices[path][1];
      return 1;
    }
  path -= CATAN_TB_FIRST_PATH;
  if (path >= 4 * TSL_CATAN_TB_DESTINATIONS || tb->tb_dest_hex[path / 4] == CATAN_NONE)
    return 0;
  *a = tb->tb_corner[path / 4][path % 4];
  *b = CATAN_TB_FIRST_CENTRE + path / 4;
  return 1;
}

/* A path wagons travel, roads may be built on and barbarians stand on:
 * not between two sea hexes, not a destination's sea side ("A célmezők
 * tengerre néző 3 oldalára nem építhető út"). */
gboolean
catan_tb_path_valid (const CatanState *s,
                     guint             path)
{
  guint a, b;

  if (path < CATAN_N_EDGES)
    return catan_edges_has (&s->buildable_edges, path);
  return catan_tb_path_ends (s, path, &a, &b) != 0;
}

guint
catan_tb_node_paths (const CatanState *s,
                     guint             node,
                     guint8           *paths)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  const CatanTopo *t = TOPO ();
  guint n = 0;

  if (node >= CATAN_TB_FIRST_CENTRE)
    {
      for (guint k = 0; k < 4; k++)
        paths[n++] = (guint8) (CATAN_TB_FIRST_PATH + 4 * (node - CATAN_TB_FIRST_CENTRE) + k);
      return n;
    }
  for (guint i = 0; i < t->vertex_n_edges[node]; i++)
    if (catan_edges_has (&s->buildable_edges, t->vertex_edges[node][i]))
      paths[n++] = t->vertex_edges[node][i];
  /* A land corner of a corner hex has 3 edges, one of them a sea side, so
   * the destination path makes at most 3 again; 4 leaves room. */
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS && n < 4; d++)
    for (guint k = 0; k < 4 && n < 4; k++)
      if (tb->tb_dest_hex[d] != CATAN_NONE && tb->tb_corner[d][k] == node)
        paths[n++] = (guint8) (CATAN_TB_FIRST_PATH + 4 * d + k);
  return n;
}

/* JSON: a node is an intersection, or a destination's centre written as
 * its hex [q, r]; a path is an edge, or a destination path written as
 * [destination hex, corner intersection]. */

static gint
destination_of_hex (const CatanState *s,
                    gint              h)
{
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    if (h >= 0 && s->slice_traders_barbarians.tb_dest_hex[d] == h)
      return (gint) d;
  return -1;
}

static gboolean
holds_int_pair (JsonNode *node)
{
  JsonArray *a = tsl_json_node_array (node);

  return a != NULL && json_array_get_length (a) == 2 &&
         JSON_NODE_HOLDS_VALUE (json_array_get_element (a, 0));
}

gint
catan_tb_parse_node (const CatanState *s,
                     JsonNode         *node,
                     GError          **error)
{
  if (holds_int_pair (node))
    {
      gint d = destination_of_hex (s, catan_parse_hex (node, NULL));

      if (d < 0)
        {
          g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                               _("A wagon goes to an intersection or to the centre of a destination hex"));
          return -1;
        }
      return CATAN_TB_FIRST_CENTRE + d;
    }
  return catan_parse_vertex (node, error);
}

gint
catan_tb_parse_path (const CatanState *s,
                     JsonNode         *node,
                     GError          **error)
{
  JsonArray *a = tsl_json_node_array (node);
  JsonArray *second;
  gint d, v;

  second = a != NULL && json_array_get_length (a) == 2 ? tsl_json_node_array (json_array_get_element (a, 1)) : NULL;
  if (second == NULL || json_array_get_length (second) != 3)
    return catan_parse_edge (node, error);
  d = destination_of_hex (s, catan_parse_hex (json_array_get_element (a, 0), NULL));
  v = catan_parse_vertex (json_array_get_element (a, 1), NULL);
  for (guint k = 0; d >= 0 && v >= 0 && k < 4; k++)
    if (s->slice_traders_barbarians.tb_corner[d][k] == v)
      return CATAN_TB_FIRST_PATH + 4 * d + (gint) k;
  g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                       _("A destination path is written as the destination hex and one of its four land corners"));
  return -1;
}

void
catan_tb_add_node (const CatanState *s,
                   JsonBuilder      *b,
                   guint             node)
{
  if (node >= CATAN_TB_FIRST_CENTRE)
    catan_add_hex (b, s->slice_traders_barbarians.tb_dest_hex[node - CATAN_TB_FIRST_CENTRE]);
  else
    catan_add_vertex (b, node);
}

void
catan_tb_add_path (const CatanState *s,
                   JsonBuilder      *b,
                   guint             path)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  if (path < CATAN_N_EDGES)
    {
      catan_add_edge (b, path);
      return;
    }
  path -= CATAN_TB_FIRST_PATH;
  json_builder_begin_array (b);
  catan_add_hex (b, tb->tb_dest_hex[path / 4]);
  catan_add_vertex (b, tb->tb_corner[path / 4][path % 4]);
  json_builder_end_array (b);
}

/* "Az alapjáték mezői közül eltávolítjuk a sivatagot, 1 db. legelőt és 1
 * db. szántóföldet. A többi mezőt véletlenszerűen felrakjuk." — then the
 * tokens in alphabetical order without B (2) and H (12), skipping the
 * destinations, along the base game's spiral from a random corner. */
static void
generate (CatanState *s,
          TslRng     *rng)
{
  const CatanTradersData *td = catan_traders_data ();
  const CatanTopo *t = TOPO ();
  g_autoptr(GArray) spiral = g_array_new (FALSE, FALSE, sizeof (guint16));
  guint8 land[CATAN_N_LAND];
  gboolean pasture = FALSE, fields = FALSE;
  guint n = 0, next = 0, letter = 0;
  guint corner = tsl_rng_below (rng, 6);

  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      guint8 k = s->terrain[h];

      if (k == TSL_CATAN_DESERT || (k == TSL_CATAN_PASTURE && !pasture) || (k == TSL_CATAN_FIELDS && !fields))
        {
          pasture |= k == TSL_CATAN_PASTURE;
          fields |= k == TSL_CATAN_FIELDS;
          continue;
        }
      land[n++] = k;
    }
  tsl_rng_shuffle (rng, land, n, 1);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      gint d = destination_of_hex (s, (gint) h);

      s->terrain[h] = d >= 0 ? (guint8) catan_tb_dest_terrain ((guint) d) : land[next++];
    }
  g_assert (next == n);

  memset (s->number, 0, sizeof s->number);
  for (gint ring = 2; ring >= 0; ring--)
    tsl_hex_topology_ring (t->hex, (guint) ring, corner, spiral);
  for (guint i = 0; i < spiral->len; i++)
    {
      guint h = g_array_index (spiral, guint16, i);

      if (!catan_desert_like (s->terrain[h]) && letter < td->n_numbers)
        s->number[h] = td->numbers[letter++];
    }
}

/* An explicit setup's hexes: each destination once, on a corner hex of
 * the outer ring (3 sea sides), without a number; no 2 or 12. */
static gboolean
check_hexes (CatanState *s,
             GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint8 corners[4];

  memset (tb->tb_dest_hex, CATAN_NONE, sizeof tb->tb_dest_hex);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      guint k = s->terrain[h];

      if (s->number[h] == 2 || s->number[h] == 12)
        return catan_setup_error (error, _("Traders & Barbarians plays without the 2 and 12 number tokens"));
      if (k < TSL_CATAN_TRADE_CASTLE || k > TSL_CATAN_GLASSWORKS)
        continue;
      if (tb->tb_dest_hex[k - TSL_CATAN_TRADE_CASTLE] != CATAN_NONE)
        return catan_setup_error (error, _("Each destination hex (castle, quarry, glassworks) is on the island once"));
      if (land_corners (h, corners) != 4)
        return catan_setup_error (error, _("A destination hex lies on a corner of the island, its three sea sides facing the sea"));
      if (s->number[h] != 0)
        return catan_setup_error (error, _("A destination hex has no number token"));
      tb->tb_dest_hex[k - TSL_CATAN_TRADE_CASTLE] = (guint8) h;
    }
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    if (tb->tb_dest_hex[d] == CATAN_NONE)
      return catan_setup_error (error, _("Traders & Barbarians needs the castle, the quarry and the glassworks on the island"));
  return TRUE;
}

/* The corners, and the sea sides that are no paths. */
static void
finish_destinations (CatanState *s)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  const CatanTopo *t = TOPO ();

  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      guint h = tb->tb_dest_hex[d];
      guint64 corners = 0;

      land_corners (h, tb->tb_corner[d]);
      for (guint k = 0; k < 4; k++)
        corners |= VBIT (tb->tb_corner[d][k]);
      /* "a célmezők 4 szárazfölddel érintkező sarkánál lévő kereszteződésre
       * település/város építhető": not on the two sea corners. */
      s->buildable_vertices &= ~(t->hex_vertices[h] & ~corners);
      for (guint i = 0; i < 6; i++)
        {
          guint e = t->hex_edge_list[h][i];
          guint other = t->edge_hexes[e][0] == h ? t->edge_hexes[e][1] : t->edge_hexes[e][0];

          if (other >= CATAN_N_LAND && e < 64)
            s->buildable_edges.lo &= ~(G_GUINT64_CONSTANT (1) << e);
          else if (other >= CATAN_N_LAND)
            s->buildable_edges.hi &= ~(G_GUINT64_CONSTANT (1) << (e - 64));
        }
    }
}

static gboolean
read_barbarians (CatanState *s,
                 JsonNode   *node,
                 GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  JsonArray *a = tsl_json_node_array (node);

  if (a == NULL || json_array_get_length (a) != TSL_CATAN_TB_BARBARIANS)
    return catan_setup_error (error, _("The setup’s “barbarians” must list the paths of the 3 barbarians"));
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    {
      gint x = catan_tb_parse_path (s, json_array_get_element (a, i), NULL);

      if (x < 0 || !catan_tb_path_valid (s, (guint) x))
        return catan_setup_error (error, _("Each barbarian stands on a path of the island"));
      for (guint j = 0; j < i; j++)
        if (tb->tb_barbarian[j] == x)
          return catan_setup_error (error, _("Only one barbarian may stand on a path"));
      tb->tb_barbarian[i] = (guint8) x;
    }
  return TRUE;
}

static gboolean
read_commodities (CatanState *s,
                  JsonNode   *node,
                  GError    **error)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char * const destinations[] = {
    catan_terrain_names[TSL_CATAN_TRADE_CASTLE], catan_terrain_names[TSL_CATAN_QUARRY],
    catan_terrain_names[TSL_CATAN_GLASSWORKS], NULL,
  };

  if (o != NULL && tsl_json_unknown_member (o, destinations) != NULL)
    return catan_setup_error (error, _("The setup’s “commodities” give each destination’s cards by good"));
  for (guint d = 0; o != NULL && d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      JsonNode *dn = json_object_get_member (o, catan_terrain_names[catan_tb_dest_terrain (d)]);
      JsonObject *g = dn != NULL && JSON_NODE_HOLDS_OBJECT (dn) ? json_node_get_object (dn) : NULL;

      if (g == NULL || tsl_json_unknown_member (g, catan_good_names) != NULL)
        return catan_setup_error (error, _("The setup’s “commodities” give each destination’s cards by good"));
      for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
        {
          JsonNode *c = json_object_get_member (g, catan_good_names[k]);
          gint64 n = 0;

          if (c != NULL && !tsl_json_node_int (c, 0, 12, &n))
            return catan_setup_error (error, _("A commodity count is a number from 0 to 12"));
          /* A destination's cards show only the goods it supplies. */
          if (n > 0 && !catan_tb_supplies (d, k))
            return catan_setup_error (error, _("A destination’s commodity cards show only the goods it supplies"));
          s->slice_traders_barbarians.tb_goods[d][k] = (guint8) n;
        }
    }
  if (o == NULL)
    return catan_setup_error (error, _("The setup’s “commodities” give each destination’s cards by good"));
  return TRUE;
}

static void
scenario_dev_deck (CatanState *s,
                   TslRng     *rng)
{
  const CatanTradersData *td = catan_traders_data ();

  tsl_deck_init (&s->dev_deck);
  for (guint k = 0; k < CATAN_N_DEV; k++)
    for (guint i = 0; i < td->dev_cards[k]; i++)
      tsl_deck_push (&s->dev_deck, (guint8) k);
  tsl_deck_shuffle (&s->dev_deck, rng);
}

/* Called after catan_board_init(): the scenario's board from the layout or
 * the setup's hexes, the barbarians, decks, gold and wagon cards. */
gboolean
catan_traders_init (CatanState *s,
                    JsonNode   *setup,
                    TslRng     *rng,
                    GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  const CatanTradersData *td = catan_traders_data ();
  JsonObject *o = setup != NULL && JSON_NODE_HOLDS_OBJECT (setup) ? json_node_get_object (setup) : NULL;
  JsonNode *hexes = o != NULL ? json_object_get_member (o, "hexes") : NULL;
  JsonNode *extra = o != NULL ? json_object_get_member (o, "traders") : NULL;
  JsonObject *eo = extra != NULL && JSON_NODE_HOLDS_OBJECT (extra) ? json_node_get_object (extra) : NULL;
  JsonNode *value;

  memset (tb->tb_dest_hex, CATAN_NONE, sizeof tb->tb_dest_hex);
  memset (tb->tb_corner, CATAN_NONE, sizeof tb->tb_corner);
  memset (tb->tb_path_road, CATAN_NONE, sizeof tb->tb_path_road);
  memset (tb->tb_barbarian, CATAN_NONE, sizeof tb->tb_barbarian);
  memset (tb->tb_wagon, CATAN_NONE, sizeof tb->tb_wagon);
  memset (tb->tb_task, CATAN_NONE, sizeof tb->tb_task);
  tb->tb_barbarian_move = CATAN_NONE;
  if (!catan_traders_barbarians (s))
    {
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (s->terrain[h] >= TSL_CATAN_TRADE_CASTLE && s->terrain[h] <= TSL_CATAN_GLASSWORKS)
          return catan_setup_error (error, _("The destination hexes belong to the Traders & Barbarians scenario only"));
      if (extra != NULL)
        return catan_setup_error (error, _("The setup’s “traders” belongs to the Traders & Barbarians scenario only"));
      return TRUE;
    }

  if (hexes == NULL || JSON_NODE_HOLDS_NULL (hexes))
    {
      memcpy (tb->tb_dest_hex, td->dest_hex, sizeof tb->tb_dest_hex);
      generate (s, rng);
    }
  else if (!check_hexes (s, error))
    return FALSE;
  catan_board_finish (s);
  finish_destinations (s);
  s->robber = CATAN_NONE;   /* "A rabló nem vesz részt a játékban." */

  if (extra != NULL && eo == NULL)
    return catan_setup_error (error, _("The setup’s “traders” must be an object"));
  if (eo != NULL && tsl_json_unknown_member (eo, (const char * const[]) { "barbarians", "commodities", NULL }) != NULL)
    return catan_setup_error (error, _("The setup’s “traders” has only “barbarians” and “commodities”"));
  value = eo != NULL ? json_object_get_member (eo, "barbarians") : NULL;
  if (value != NULL)
    {
      if (!read_barbarians (s, value, error))
        return FALSE;
    }
  else
    memcpy (tb->tb_barbarian, td->barbarian_start, sizeof tb->tb_barbarian);
  value = eo != NULL ? json_object_get_member (eo, "commodities") : NULL;
  if (value != NULL)
    {
      if (!read_commodities (s, value, error))
        return FALSE;
    }
  else
    memcpy (tb->tb_goods, td->goods, sizeof tb->tb_goods);
  if (o == NULL || json_object_get_member (o, "dev_deck") == NULL)
    scenario_dev_deck (s, rng);
  /* Without a robber a Knight could not be played (the scenario's deck has none). */
  if (tsl_deck_count (&s->dev_deck, TSL_CATAN_KNIGHT) > 0)
    return catan_setup_error (error, _("Traders & Barbarians has no robber: its development deck has no Knight cards"));

  for (guint p = 0; p < s->n_players; p++)
    {
      s->gold[p] = CATAN_TB_START_GOLD;
      tb->tb_level[p] = 1;
    }
  return TRUE;
}

void
catan_traders_barbarians_setup_to_json (const CatanState *s,
                             JsonBuilder      *b)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  if (!catan_traders_barbarians (s))
    return;
  json_builder_set_member_name (b, "traders");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "barbarians");
  json_builder_begin_array (b);
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    catan_tb_add_path (s, b, tb->tb_barbarian[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "commodities");
  json_builder_begin_object (b);
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      json_builder_set_member_name (b, catan_terrain_names[catan_tb_dest_terrain (d)]);
      json_builder_begin_object (b);
      for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
        if (catan_tb_supplies (d, k))
          {
            json_builder_set_member_name (b, catan_good_names[k]);
            json_builder_add_int_value (b, tb->tb_goods[d][k]);
          }
      json_builder_end_object (b);
    }
  json_builder_end_object (b);
  json_builder_end_object (b);
}
