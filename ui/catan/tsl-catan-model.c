/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "tsl-catan-model.h"
#include "tsl-error.h"

static const char *resource_names[TSL_N_RESOURCES] = { "wood", "brick", "wool", "grain", "ore" };
static const char *resource_labels[TSL_N_RESOURCES] = {
  /* Translators: the resource of forests (glossary: lumber). */
  N_("Lumber"), N_("Brick"), N_("Wool"), N_("Grain"), N_("Ore")
};
static const char *dev_names[TSL_N_DEV_CARDS] = {
  "knight", "road_building", "year_of_plenty", "monopoly", "victory_point"
};
static const char *dev_labels[TSL_N_DEV_CARDS] = {
  /* Translators: the development cards, by their names on the cards. */
  N_("Knight"), N_("Road Building"), N_("Year of Plenty"), N_("Monopoly"), N_("Victory Point")
};
static const char *terrain_names[] = {
  "sea", "forest", "hills", "pasture", "fields", "mountains", "desert"
};

/* Axial directions in the contract's order: E, NE, NW, W, SW, SE. */
static const TslUiHex directions[6] = {
  { 1, 0 }, { 1, -1 }, { 0, -1 }, { -1, 0 }, { -1, 1 }, { 0, 1 }
};

gint
tsl_resource_from_name (const char *name)
{
  for (guint i = 0; i < TSL_N_RESOURCES; i++)
    if (g_strcmp0 (resource_names[i], name) == 0)
      return i;
  /* The glossary's "lumber" is the contract's "wood". */
  if (g_strcmp0 (name, "lumber") == 0)
    return TSL_WOOD;
  return -1;
}

const char *
tsl_resource_name (TslResource resource)
{
  g_return_val_if_fail (resource < TSL_N_RESOURCES, NULL);
  return resource_names[resource];
}

const char *
tsl_resource_label (TslResource resource)
{
  g_return_val_if_fail (resource < TSL_N_RESOURCES, NULL);
  return _(resource_labels[resource]);
}

gint
tsl_dev_card_from_name (const char *name)
{
  for (guint i = 0; i < TSL_N_DEV_CARDS; i++)
    if (g_strcmp0 (dev_names[i], name) == 0)
      return i;
  return -1;
}

const char *
tsl_dev_card_name (TslDevCard card)
{
  g_return_val_if_fail (card < TSL_N_DEV_CARDS, NULL);
  return dev_names[card];
}

const char *
tsl_dev_card_label (TslDevCard card)
{
  g_return_val_if_fail (card < TSL_N_DEV_CARDS, NULL);
  return _(dev_labels[card]);
}

TslTerrain
tsl_terrain_from_name (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (terrain_names); i++)
    if (g_strcmp0 (terrain_names[i], name) == 0)
      return i;
  return TSL_TERRAIN_SEA;
}

gint
tsl_terrain_resource (TslTerrain terrain)
{
  switch (terrain)
    {
    case TSL_TERRAIN_FOREST: return TSL_WOOD;
    case TSL_TERRAIN_HILLS: return TSL_BRICK;
    case TSL_TERRAIN_PASTURE: return TSL_WOOL;
    case TSL_TERRAIN_FIELDS: return TSL_GRAIN;
    case TSL_TERRAIN_MOUNTAINS: return TSL_ORE;
    case TSL_TERRAIN_SEA:
    case TSL_TERRAIN_DESERT:
    default:
      return -1;
    }
}

/* Geometry */

gboolean
tsl_ui_hex_from_json (JsonNode *node,
                   TslUiHex   *hex)
{
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) != 2)
    return FALSE;
  hex->q = json_array_get_int_element (array, 0);
  hex->r = json_array_get_int_element (array, 1);
  return hex->q >= -8 && hex->q <= 7 && hex->r >= -8 && hex->r <= 7;
}

static gboolean
hexes_from_json (JsonNode *node,
                 TslUiHex   *hexes,
                 guint     n)
{
  JsonArray *array;

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return FALSE;
  array = json_node_get_array (node);
  if (json_array_get_length (array) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!tsl_ui_hex_from_json (json_array_get_element (array, i), &hexes[i]))
      return FALSE;
  return TRUE;
}

gboolean
tsl_ui_vertex_from_json (JsonNode *node,
                      TslUiHex    vertex[3])
{
  return hexes_from_json (node, vertex, 3);
}

gboolean
tsl_ui_edge_from_json (JsonNode *node,
                    TslUiHex    edge[2])
{
  return hexes_from_json (node, edge, 2);
}

JsonNode *
tsl_ui_hex_to_json (TslUiHex hex)
{
  JsonArray *array = json_array_sized_new (2);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  json_array_add_int_element (array, hex.q);
  json_array_add_int_element (array, hex.r);
  json_node_take_array (node, array);
  return node;
}

static JsonNode *
hexes_to_json (const TslUiHex *hexes,
               guint         n)
{
  JsonArray *array = json_array_sized_new (n);
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; i < n; i++)
    json_array_add_element (array, tsl_ui_hex_to_json (hexes[i]));
  json_node_take_array (node, array);
  return node;
}

JsonNode *
tsl_ui_vertex_to_json (const TslUiHex vertex[3])
{
  TslUiHex sorted[3];

  /* Written sorted, as the contract writes them. */
  tsl_ui_vertex_from_key (tsl_ui_vertex_key (vertex), sorted);
  return hexes_to_json (sorted, 3);
}

JsonNode *
tsl_ui_edge_to_json (const TslUiHex edge[2])
{
  TslUiHex sorted[2];

  tsl_ui_edge_from_key (tsl_ui_edge_key (edge), sorted);
  return hexes_to_json (sorted, 2);
}

/* Keys pack coordinates in [-8, 7]; sorting the packed hexes sorts by q,
 * then r, which is the contract's order. */
guint
tsl_ui_hex_key (TslUiHex hex)
{
  return (guint) (((hex.q + 8) & 15) << 4 | ((hex.r + 8) & 15));
}

void
tsl_ui_hex_from_key (guint   key,
                  TslUiHex *hex)
{
  hex->q = (gint) ((key >> 4) & 15) - 8;
  hex->r = (gint) (key & 15) - 8;
}

guint
tsl_ui_vertex_key (const TslUiHex vertex[3])
{
  guint k[3] = { tsl_ui_hex_key (vertex[0]), tsl_ui_hex_key (vertex[1]), tsl_ui_hex_key (vertex[2]) };
  guint t;

  if (k[0] > k[1]) { t = k[0]; k[0] = k[1]; k[1] = t; }
  if (k[1] > k[2]) { t = k[1]; k[1] = k[2]; k[2] = t; }
  if (k[0] > k[1]) { t = k[0]; k[0] = k[1]; k[1] = t; }
  return 1u << 24 | k[0] << 16 | k[1] << 8 | k[2];
}

void
tsl_ui_vertex_from_key (guint  key,
                     TslUiHex vertex[3])
{
  tsl_ui_hex_from_key ((key >> 16) & 255, &vertex[0]);
  tsl_ui_hex_from_key ((key >> 8) & 255, &vertex[1]);
  tsl_ui_hex_from_key (key & 255, &vertex[2]);
}

guint
tsl_ui_edge_key (const TslUiHex edge[2])
{
  guint a = tsl_ui_hex_key (edge[0]), b = tsl_ui_hex_key (edge[1]);

  return 1u << 24 | MIN (a, b) << 8 | MAX (a, b);
}

void
tsl_ui_edge_from_key (guint  key,
                   TslUiHex edge[2])
{
  tsl_ui_hex_from_key ((key >> 8) & 255, &edge[0]);
  tsl_ui_hex_from_key (key & 255, &edge[1]);
}

void
tsl_ui_hex_center (TslUiHex  hex,
                double *x,
                double *y)
{
  *x = sqrt (3.0) * (hex.q + hex.r / 2.0);
  *y = 1.5 * hex.r;
}

void
tsl_ui_vertex_point (const TslUiHex vertex[3],
                  double      *x,
                  double      *y)
{
  double sx = 0, sy = 0;

  for (guint i = 0; i < 3; i++)
    {
      double hx, hy;

      tsl_ui_hex_center (vertex[i], &hx, &hy);
      sx += hx;
      sy += hy;
    }
  *x = sx / 3;
  *y = sy / 3;
}

TslUiHex
tsl_ui_hex_neighbor (TslUiHex hex,
                  guint  direction)
{
  TslUiHex n = { hex.q + directions[direction % 6].q, hex.r + directions[direction % 6].r };

  return n;
}

void
tsl_ui_edge_vertices (const TslUiHex edge[2],
                   TslUiHex       a[3],
                   TslUiHex       b[3])
{
  guint k;

  for (k = 0; k < 6; k++)
    if (edge[1].q - edge[0].q == directions[k].q && edge[1].r - edge[0].r == directions[k].r)
      break;
  if (k == 6)
    k = 0;
  a[0] = b[0] = edge[0];
  a[1] = b[1] = edge[1];
  a[2] = tsl_ui_hex_neighbor (edge[0], (k + 5) % 6);
  b[2] = tsl_ui_hex_neighbor (edge[0], (k + 1) % 6);
}

TslUiHex
tsl_ui_hex_round (double x,
               double y)
{
  double fq = (sqrt (3.0) / 3.0 * x - y / 3.0);
  double fr = 2.0 / 3.0 * y;
  double fs = -fq - fr;
  double rq = round (fq), rr = round (fr), rs = round (fs);
  double dq = fabs (rq - fq), dr = fabs (rr - fr), ds = fabs (rs - fs);
  TslUiHex hex;

  if (dq > dr && dq > ds)
    rq = -rr - rs;
  else if (dr > ds)
    rr = -rq - rs;
  hex.q = (gint) rq;
  hex.r = (gint) rr;
  return hex;
}

/* Parsing */

static gint
int_member (JsonObject *object,
            const char *name,
            gint        fallback)
{
  JsonNode *node = object != NULL ? json_object_get_member (object, name) : NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node) || !JSON_NODE_HOLDS_VALUE (node))
    return fallback;
  return (gint) json_node_get_int (node);
}

/* A {name: n} map (or a plain count when the engine hides the detail). */
static gint
count_map (JsonNode   *node,
           gint       *counts,
           guint       n_counts,
           gint      (*from_name) (const char *))
{
  gint total = 0;

  memset (counts, 0, n_counts * sizeof (gint));
  if (node == NULL)
    return 0;
  if (JSON_NODE_HOLDS_VALUE (node))
    return (gint) json_node_get_int (node);
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *value;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &name, &value))
        {
          gint i = from_name (name);
          gint n = JSON_NODE_HOLDS_VALUE (value) ? (gint) json_node_get_int (value) : 0;

          if (i >= 0 && (guint) i < n_counts)
            counts[i] = n;
          total += n;
        }
    }
  return total;
}

static void
parse_player (JsonObject     *object,
              TslCatanPlayer *player)
{
  player->vp = int_member (object, "vp", 0);
  player->vp_public = int_member (object, "vp_public", player->vp);
  player->n_resources = count_map (json_object_get_member (object, "resources"),
                                   player->resources, TSL_N_RESOURCES, tsl_resource_from_name);
  if (int_member (object, "resource_count", -1) >= 0)
    player->n_resources = int_member (object, "resource_count", 0);
  player->n_dev_cards = count_map (json_object_get_member (object, "dev_cards"),
                                   player->dev_cards, TSL_N_DEV_CARDS, tsl_dev_card_from_name);
  player->knights = int_member (object, "knights_played", 0);
  player->road_length = int_member (object, "road_length", 0);
  player->roads_left = int_member (object, "roads_left", 0);
  player->settlements_left = int_member (object, "settlements_left", 0);
  player->cities_left = int_member (object, "cities_left", 0);
}

static void
parse_pieces (TslCatanModel *model,
              JsonObject    *pieces)
{
  static const char *kinds[] = { "settlements", "cities" };
  JsonArray *roads;

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      JsonArray *array = json_object_has_member (pieces, kinds[k])
                         ? json_object_get_array_member (pieces, kinds[k]) : NULL;

      for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
        {
          JsonObject *piece = json_array_get_object_element (array, i);
          TslCatanBuilding b = { 0 };

          if (piece == NULL
              || !tsl_ui_vertex_from_json (json_object_get_member (piece, "vertex"), b.vertex))
            continue;
          b.owner = int_member (piece, "owner", 0);
          b.city = k == 1;
          g_array_append_val (model->buildings, b);
        }
    }

  roads = json_object_has_member (pieces, "roads")
          ? json_object_get_array_member (pieces, "roads") : NULL;
  for (guint i = 0; roads != NULL && i < json_array_get_length (roads); i++)
    {
      JsonObject *piece = json_array_get_object_element (roads, i);
      TslCatanRoad road = { 0 };

      if (piece == NULL || !tsl_ui_edge_from_json (json_object_get_member (piece, "edge"), road.edge))
        continue;
      road.owner = int_member (piece, "owner", 0);
      g_array_append_val (model->roads, road);
    }
}

static void
parse_board (TslCatanModel *model,
             JsonObject    *board)
{
  JsonArray *hexes = json_object_has_member (board, "hexes")
                     ? json_object_get_array_member (board, "hexes") : NULL;
  JsonArray *harbors = json_object_has_member (board, "harbors")
                       ? json_object_get_array_member (board, "harbors") : NULL;

  for (guint i = 0; hexes != NULL && i < json_array_get_length (hexes); i++)
    {
      JsonObject *object = json_array_get_object_element (hexes, i);
      TslCatanHexInfo info = { 0 };

      if (object == NULL || !tsl_ui_hex_from_json (json_object_get_member (object, "at"), &info.at))
        continue;
      info.terrain = tsl_terrain_from_name (json_object_get_string_member_with_default (object, "terrain", "sea"));
      info.number = int_member (object, "number", 0);
      g_array_append_val (model->hexes, info);
    }

  for (guint i = 0; harbors != NULL && i < json_array_get_length (harbors); i++)
    {
      JsonObject *object = json_array_get_object_element (harbors, i);
      TslCatanHarbor harbor = { 0 };

      if (object == NULL
          || !tsl_ui_edge_from_json (json_object_get_member (object, "edge"), harbor.edge))
        continue;
      harbor.resource = tsl_resource_from_name (json_object_get_string_member_with_default (object, "kind", "3:1"));
      g_array_append_val (model->harbors, harbor);
    }

  /* The sea frame: every hex next to land that the state does not list. */
  for (guint i = 0, n = model->hexes->len; i < n; i++)
    {
      TslCatanHexInfo *info = &g_array_index (model->hexes, TslCatanHexInfo, i);

      if (info->terrain == TSL_TERRAIN_SEA)
        continue;
      for (guint d = 0; d < 6; d++)
        {
          TslUiHex at = tsl_ui_hex_neighbor (info->at, d);

          if (tsl_catan_model_find_hex (model, at) == NULL)
            {
              TslCatanHexInfo sea = { at, TSL_TERRAIN_SEA, 0 };

              g_array_append_val (model->hexes, sea);
              info = &g_array_index (model->hexes, TslCatanHexInfo, i);
            }
        }
    }
}

static guint
seat_mask (JsonObject *object,
           const char *name)
{
  JsonArray *array = json_object_has_member (object, name)
                     ? json_object_get_array_member (object, name) : NULL;
  guint mask = 0;

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    mask |= 1u << (json_array_get_int_element (array, i) & 31);
  return mask;
}

static void
parse_trade (TslCatanModel *model,
             JsonNode      *node)
{
  JsonObject *trade;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return;
  trade = json_node_get_object (node);
  model->trade.active = TRUE;
  model->trade.offer = int_member (trade, "offer", -1);
  model->trade.from = int_member (trade, "from", -1);
  count_map (json_object_get_member (trade, "give"), model->trade.give, TSL_N_RESOURCES,
             tsl_resource_from_name);
  count_map (json_object_get_member (trade, "get"), model->trade.get, TSL_N_RESOURCES,
             tsl_resource_from_name);
  model->trade.to = seat_mask (trade, "to");
  model->trade.accepted = seat_mask (trade, "accepted");
  model->trade.rejected = seat_mask (trade, "rejected");
}

/**
 * tsl_catan_model_new_from_json:
 * @state: the engine's state JSON
 *
 * Returns: (transfer full): the model, or %NULL if @state is not a Catan state
 */
TslCatanModel *
tsl_catan_model_new_from_json (JsonNode  *state,
                               GError   **error)
{
  g_autoptr(TslCatanModel) model = NULL;
  JsonObject *root, *board, *pieces;
  JsonArray *players;
  JsonNode *node;

  if (state == NULL || !JSON_NODE_HOLDS_OBJECT (state))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("The game state is not a JSON object"));
      return NULL;
    }
  root = json_node_get_object (state);
  board = json_object_has_member (root, "board") ? json_object_get_object_member (root, "board") : NULL;
  if (board == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("The game state has no board"));
      return NULL;
    }

  model = g_new0 (TslCatanModel, 1);
  model->hexes = g_array_new (FALSE, FALSE, sizeof (TslCatanHexInfo));
  model->harbors = g_array_new (FALSE, FALSE, sizeof (TslCatanHarbor));
  model->buildings = g_array_new (FALSE, FALSE, sizeof (TslCatanBuilding));
  model->roads = g_array_new (FALSE, FALSE, sizeof (TslCatanRoad));

  parse_board (model, board);
  pieces = json_object_has_member (root, "pieces") ? json_object_get_object_member (root, "pieces") : NULL;
  if (pieces != NULL)
    parse_pieces (model, pieces);

  model->has_robber = tsl_ui_hex_from_json (json_object_get_member (root, "robber"), &model->robber);
  count_map (json_object_get_member (root, "bank"), model->bank, TSL_N_RESOURCES,
             tsl_resource_from_name);
  model->dev_deck_left = int_member (root, "dev_deck_left", 0);
  model->phase = g_strdup (json_object_get_string_member_with_default (root, "phase", ""));
  model->turn = int_member (root, "turn", 0);
  model->current_player = int_member (root, "current_player", -1);
  model->winner = -1;
  node = json_object_get_member (root, "winner");
  if (node != NULL && JSON_NODE_HOLDS_VALUE (node))
    model->winner = (gint) json_node_get_int (node);
  else if (node != NULL && JSON_NODE_HOLDS_ARRAY (node) && json_array_get_length (json_node_get_array (node)) > 0)
    model->winner = (gint) json_array_get_int_element (json_node_get_array (node), 0);
  model->longest_road = int_member (root, "longest_road_holder", -1);
  model->largest_army = int_member (root, "largest_army_holder", -1);

  node = json_object_get_member (root, "dice");
  if (node != NULL && JSON_NODE_HOLDS_ARRAY (node) && json_array_get_length (json_node_get_array (node)) == 2)
    {
      model->dice[0] = json_array_get_int_element (json_node_get_array (node), 0);
      model->dice[1] = json_array_get_int_element (json_node_get_array (node), 1);
    }
  parse_trade (model, json_object_get_member (root, "trade"));

  players = json_object_has_member (root, "players") ? json_object_get_array_member (root, "players") : NULL;
  for (guint i = 0; players != NULL && i < json_array_get_length (players) && i < TSL_MAX_PLAYERS; i++)
    {
      JsonObject *player = json_array_get_object_element (players, i);

      if (player != NULL)
        parse_player (player, &model->players[i]);
      model->n_players = i + 1;
    }

  node = json_object_get_member (root, "pending_discards");
  if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObjectIter iter;
      const char *name;
      JsonNode *value;

      json_object_iter_init (&iter, json_node_get_object (node));
      while (json_object_iter_next (&iter, &name, &value))
        {
          guint64 seat;

          if (g_ascii_string_to_unsigned (name, 10, 0, TSL_MAX_PLAYERS - 1, &seat, NULL)
              && JSON_NODE_HOLDS_VALUE (value))
            model->players[seat].pending_discard = (gint) json_node_get_int (value);
        }
    }
  return g_steal_pointer (&model);
}

void
tsl_catan_model_free (TslCatanModel *model)
{
  if (model == NULL)
    return;
  g_clear_pointer (&model->hexes, g_array_unref);
  g_clear_pointer (&model->harbors, g_array_unref);
  g_clear_pointer (&model->buildings, g_array_unref);
  g_clear_pointer (&model->roads, g_array_unref);
  g_free (model->phase);
  g_free (model);
}

const TslCatanHexInfo *
tsl_catan_model_find_hex (const TslCatanModel *model,
                          TslUiHex               at)
{
  for (guint i = 0; i < model->hexes->len; i++)
    {
      const TslCatanHexInfo *info = &g_array_index (model->hexes, TslCatanHexInfo, i);

      if (info->at.q == at.q && info->at.r == at.r)
        return info;
    }
  return NULL;
}

/**
 * tsl_catan_model_building_at:
 *
 * Returns: the owner of the building on @vertex_key, or -1
 */
gint
tsl_catan_model_building_at (const TslCatanModel *model,
                             guint                vertex_key,
                             gboolean            *city)
{
  for (guint i = 0; i < model->buildings->len; i++)
    {
      const TslCatanBuilding *b = &g_array_index (model->buildings, TslCatanBuilding, i);

      if (tsl_ui_vertex_key (b->vertex) == vertex_key)
        {
          if (city != NULL)
            *city = b->city;
          return b->owner;
        }
    }
  return -1;
}

/**
 * tsl_catan_model_best_rate:
 *
 * Returns: how many @give cards @seat pays the bank for one card: 4, or 3
 *   with a generic harbour, or 2 with the special harbour of @give
 *   (rulebook: maritime trade)
 */
gint
tsl_catan_model_best_rate (const TslCatanModel *model,
                           gint                 seat,
                           TslResource          give)
{
  gint rate = 4;

  for (guint i = 0; i < model->harbors->len; i++)
    {
      const TslCatanHarbor *harbor = &g_array_index (model->harbors, TslCatanHarbor, i);
      TslUiHex a[3], b[3];

      tsl_ui_edge_vertices (harbor->edge, a, b);
      if (tsl_catan_model_building_at (model, tsl_ui_vertex_key (a), NULL) != seat
          && tsl_catan_model_building_at (model, tsl_ui_vertex_key (b), NULL) != seat)
        continue;
      if (harbor->resource < 0)
        rate = MIN (rate, 3);
      else if (harbor->resource == (gint) give)
        rate = 2;
    }
  return rate;
}
