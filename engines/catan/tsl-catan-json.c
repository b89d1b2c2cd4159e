/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON at the edges: names from the engine contract (docs/game-files.md). */

const char * const catan_resource_names[CATAN_N_RES] = {
  "wood", "brick", "wool", "grain", "ore",
};
const char * const catan_terrain_names[TSL_CATAN_N_TERRAINS] = {
  "forest", "hills", "pasture", "fields", "mountains", "desert", "sea",
};
const char * const catan_dev_names[CATAN_N_DEV] = {
  "knight", "road_building", "year_of_plenty", "monopoly", "victory_point",
};
const char * const catan_harbor_names[TSL_CATAN_N_HARBOR_KINDS] = {
  "3:1", "wood", "brick", "wool", "grain", "ore",
};
const char * const catan_action_names[TSL_CATAN_N_ACTIONS] = {
  "place_settlement", "place_road", "roll", "discard", "move_robber",
  "build_road", "build_settlement", "build_city", "buy_dev_card",
  "play_knight", "play_road_building", "play_year_of_plenty", "play_monopoly",
  "maritime_trade", "offer_trade", "accept_trade", "reject_trade",
  "confirm_trade", "cancel_trade", "end_turn",
};
const char * const catan_phase_names[CATAN_PHASE_OVER + 1] = {
  "setup_settlement", "setup_road", "roll", "discard", "move_robber", "main", "trade", "over",
};

gint
catan_name_index (const char * const *names,
                  guint               n,
                  const char         *name)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return (gint) i;
  return -1;
}

/* ------------------------------------------------------------- geometry */

void
catan_add_hex (JsonBuilder *b,
               guint        hex)
{
  const CatanTopo *t = tsl_catan_topology ();

  json_builder_begin_array (b);
  json_builder_add_int_value (b, t->hex->hexes[hex].q);
  json_builder_add_int_value (b, t->hex->hexes[hex].r);
  json_builder_end_array (b);
}

void
catan_add_vertex (JsonBuilder *b,
                  guint        v)
{
  const CatanTopo *t = tsl_catan_topology ();

  json_builder_begin_array (b);
  for (guint i = 0; i < 3; i++)
    catan_add_hex (b, t->hex->vertex_hexes[v][i]);
  json_builder_end_array (b);
}

void
catan_add_edge (JsonBuilder *b,
                guint        e)
{
  const CatanTopo *t = tsl_catan_topology ();

  json_builder_begin_array (b);
  for (guint i = 0; i < 2; i++)
    catan_add_hex (b, t->hex->edge_hexes[e][i]);
  json_builder_end_array (b);
}

static gboolean
read_coord (JsonNode    *node,
            TslHexCoord *c)
{
  JsonArray *a = tsl_json_node_array (node);
  gint64 q, r;

  /* Checked before narrowing: farther hexes are not on any board. */
  if (a == NULL || json_array_get_length (a) != 2 ||
      !tsl_json_int_element (a, 0, -100, 100, &q) ||
      !tsl_json_int_element (a, 1, -100, 100, &r))
    return FALSE;
  c->q = (gint8) q;
  c->r = (gint8) r;
  return TRUE;
}

gint
catan_parse_hex (JsonNode  *node,
                 GError   **error)
{
  const CatanTopo *t = tsl_catan_topology ();
  TslHexCoord c;
  gint h;

  if (!read_coord (node, &c))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("A hex is written as [q, r]"));
      return -1;
    }
  h = tsl_hex_topology_hex_index (t->hex, c);
  if (h < 0)
    g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Hex [%d, %d] is not on the board"), c.q, c.r);
  return h;
}

static gboolean
read_coords (JsonNode    *node,
             guint        n,
             TslHexCoord *c)
{
  JsonArray *a = tsl_json_node_array (node);

  if (a == NULL || json_array_get_length (a) != n)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!read_coord (json_array_get_element (a, i), &c[i]))
      return FALSE;
  return TRUE;
}

gint
catan_parse_vertex (JsonNode  *node,
                    GError   **error)
{
  TslHexCoord c[3];
  gint v;

  if (!read_coords (node, 3, c))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   _("An intersection is written as the three hexes that meet there, [[q, r], [q, r], [q, r]]"));
      return -1;
    }
  v = tsl_hex_topology_vertex_index (tsl_catan_topology ()->hex, c);
  if (v < 0)
    g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                 _("Hexes [%d, %d], [%d, %d] and [%d, %d] do not meet at an intersection of the island"),
                 c[0].q, c[0].r, c[1].q, c[1].r, c[2].q, c[2].r);
  return v;
}

gint
catan_parse_edge (JsonNode  *node,
                  GError   **error)
{
  TslHexCoord c[2];
  gint e;

  if (!read_coords (node, 2, c))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   _("A path is written as the two hexes it separates, [[q, r], [q, r]]"));
      return -1;
    }
  e = tsl_hex_topology_edge_index (tsl_catan_topology ()->hex, c);
  if (e < 0)
    g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                 _("Hexes [%d, %d] and [%d, %d] do not share a path of the island"),
                 c[0].q, c[0].r, c[1].q, c[1].r);
  return e;
}

/* --------------------------------------------------------------- moves */

static gboolean
parse_error (GError    **error,
             const char *action,
             const char *what)
{
  g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Action “%s”: %s"), action, what);
  return FALSE;
}

/* Geometry messages say what is wrong with a place; this says which member. */
static gboolean
field_failed (GError    **error,
              const char *field)
{
  /* Translators: before what is wrong with a member of an action, e.g.
   * "“hex”: A hex is written as [q, r]"; %s is the member's name */
  g_prefix_error (error, _("“%s”: "), field);
  return FALSE;
}

static gboolean
parse_resource_map (JsonObject *o,
                    const char *name,
                    const char *action,
                    guint8     *out,
                    GError    **error)
{
  JsonNode *node = tsl_json_member (o, name);
  JsonObjectIter iter;
  const char *key;
  JsonNode *value;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   _("Action “%s” needs “%s”, an object of resource counts like {\"wool\": 2}"),
                   action, name);
      return FALSE;
    }
  json_object_iter_init (&iter, json_node_get_object (node));
  while (json_object_iter_next (&iter, &key, &value))
    {
      gint r = catan_name_index (catan_resource_names, CATAN_N_RES, key);
      gint64 n;

      if (r < 0)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                       _("Action “%s”: unknown resource “%s” (wood, brick, wool, grain, ore)"),
                       action, key);
          return FALSE;
        }
      if (!tsl_json_node_int (value, 0, 95, &n))
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                       _("Action “%s”: the count of %s must be a whole number from 0 to 95"),
                       action, key);
          return FALSE;
        }
      out[r] = (guint8) n;
    }
  return TRUE;
}

static gboolean
parse_seat (JsonNode   *node,
            guint       n_players,
            gint       *seat)
{
  gint64 v;

  if (!tsl_json_node_int (node, 0, (gint64) n_players - 1, &v))
    return FALSE;
  *seat = (gint) v;
  return TRUE;
}

static gboolean
parse_robber (const CatanState *s,
              JsonObject       *o,
              const char       *action,
              TslMove          *m,
              GError          **error)
{
  JsonNode *node;
  gint h;

  if (tsl_json_member (o, "hex") == NULL)
    return parse_error (error, action, _("the robber's new “hex” is missing"));
  h = catan_parse_hex (tsl_json_member (o, "hex"), error);
  if (h < 0)
    return field_failed (error, "hex");
  m->arg[0] = h;
  m->arg[1] = -1;
  m->arg[2] = -1;
  node = tsl_json_member (o, "victim");
  if (node != NULL && !parse_seat (node, s->n_players, &m->arg[1]))
    return parse_error (error, action, _("“victim” must be a seat number or null"));

  /* "stolen": absent means "draw it"; null with no victim records that
   * nothing was stolen; null with a victim is treated as absent. */
  if (json_object_has_member (o, "stolen"))
    {
      node = tsl_json_member (o, "stolen");
      if (node != NULL)
        {
          const char *name = tsl_json_node_string (node);
          gint r = name != NULL ? catan_name_index (catan_resource_names, CATAN_N_RES, name) : -1;

          if (r < 0)
            return parse_error (error, action, _("“stolen” must be a resource or null"));
          m->arg[2] = r;
          m->flags |= TSL_CATAN_MOVE_OUTCOME;
        }
      else if (m->arg[1] < 0)
        m->flags |= TSL_CATAN_MOVE_OUTCOME;
    }
  return TRUE;
}

static gboolean
parse_offer_index (JsonObject *o,
                   const char *action,
                   TslMove    *m,
                   GError    **error)
{
  gint64 v;

  if (!tsl_json_node_int (tsl_json_member (o, "offer"), 0, G_MAXINT32, &v))
    return parse_error (error, action, _("“offer” must be the index of the offer_trade action in the log"));
  m->arg[0] = (gint32) v;
  return TRUE;
}

gboolean
catan_move_from_json (const CatanState *s,
                      JsonObject       *o,
                      TslMove          *m,
                      GError          **error)
{
  const char *type_name;
  const char *a;
  JsonNode *node;
  gint type;
  gint seat;

  node = tsl_json_member (o, "type");
  type_name = tsl_json_node_string (node);
  if (type_name == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("An action needs a “type”"));
      return FALSE;
    }
  type = catan_name_index (catan_action_names, TSL_CATAN_N_ACTIONS, type_name);
  if (type < 0)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Unknown action type “%s”"), type_name);
      return FALSE;
    }
  a = catan_action_names[type];
  memset (m, 0, sizeof *m);
  m->type = (guint16) type;

  node = tsl_json_member (o, "player");
  if (node != NULL)
    {
      if (!parse_seat (node, s->n_players, &seat))
        return parse_error (error, a, _("“player” must be a seat number of this game"));
      m->player = (gint8) seat;
    }
  else
    m->player = (gint8) catan_actor (s);

  switch (type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
      if (tsl_json_member (o, "vertex") == NULL)
        return parse_error (error, a, _("the “vertex” is missing"));
      m->arg[0] = catan_parse_vertex (tsl_json_member (o, "vertex"), error);
      return m->arg[0] >= 0 || field_failed (error, "vertex");

    case TSL_CATAN_PLACE_ROAD:
    case TSL_CATAN_BUILD_ROAD:
      if (tsl_json_member (o, "edge") == NULL)
        return parse_error (error, a, _("the “edge” is missing"));
      m->arg[0] = catan_parse_edge (tsl_json_member (o, "edge"), error);
      return m->arg[0] >= 0 || field_failed (error, "edge");

    case TSL_CATAN_ROLL:
      node = tsl_json_member (o, "dice");
      if (node != NULL)
        {
          JsonArray *dice = tsl_json_node_array (node);
          gint64 d0, d1;

          /* A die shows 1 to 6: other numbers are no value of the field. */
          if (dice == NULL || json_array_get_length (dice) != 2 ||
              !tsl_json_int_element (dice, 0, 1, 6, &d0) ||
              !tsl_json_int_element (dice, 1, 1, 6, &d1))
            return parse_error (error, a, _("“dice” must be two whole numbers from 1 to 6, like [3, 5]"));
          m->count[0] = (guint8) d0;
          m->count[1] = (guint8) d1;
          m->flags |= TSL_CATAN_MOVE_OUTCOME;
        }
      return TRUE;

    case TSL_CATAN_DISCARD:
      return parse_resource_map (o, "cards", a, m->count, error);

    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_PLAY_KNIGHT:
      return parse_robber (s, o, a, m, error);

    case TSL_CATAN_BUY_DEV_CARD:
      node = tsl_json_member (o, "card");
      if (node != NULL)
        {
          const char *name = tsl_json_node_string (node);
          gint k = name != NULL ? catan_name_index (catan_dev_names, CATAN_N_DEV, name) : -1;

          if (k < 0)
            return parse_error (error, a, _("“card” must be a development card (knight, road_building, year_of_plenty, monopoly, victory_point)"));
          m->arg[0] = k;
          m->flags |= TSL_CATAN_MOVE_OUTCOME;
        }
      return TRUE;

    case TSL_CATAN_PLAY_ROAD_BUILDING:
      {
        JsonArray *edges;
        guint n;

        node = tsl_json_member (o, "edges");
        edges = tsl_json_node_array (node);
        n = edges != NULL ? json_array_get_length (edges) : 0;
        if (n < 1 || n > 2)
          return parse_error (error, a, _("“edges” must list one or two paths"));
        m->arg[1] = -1;
        for (guint i = 0; i < n; i++)
          {
            m->arg[i] = catan_parse_edge (json_array_get_element (edges, i), error);
            if (m->arg[i] < 0)
              return field_failed (error, "edges");
          }
        return TRUE;
      }

    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
      return parse_resource_map (o, "resources", a, m->count, error);

    case TSL_CATAN_PLAY_MONOPOLY:
      {
        const char *name;

        node = tsl_json_member (o, "resource");
        name = tsl_json_node_string (node);
        m->arg[0] = name != NULL ? catan_name_index (catan_resource_names, CATAN_N_RES, name) : -1;
        if (m->arg[0] < 0)
          return parse_error (error, a, _("“resource” must name a resource"));
        node = tsl_json_member (o, "taken");
        if (node != NULL)
          {
            JsonObjectIter iter;
            const char *key;
            JsonNode *value;

            if (!JSON_NODE_HOLDS_OBJECT (node))
              return parse_error (error, a, _("“taken” must map seats to counts, like {\"1\": 2}"));
            json_object_iter_init (&iter, json_node_get_object (node));
            while (json_object_iter_next (&iter, &key, &value))
              {
                guint q;
                gint64 n;

                /* One name per seat, as the engine writes it: "01" or
                 * "+1" would be a second key for the same seat. */
                if (!tsl_json_parse_index_key (key, s->n_players, &q))
                  return parse_error (error, a, _("the keys of “taken” must be seat numbers of this game, written as 0, 1, 2…"));
                if (!tsl_json_node_int (value, 0, 95, &n))
                  return parse_error (error, a, _("“taken” must map seats to counts, like {\"1\": 2}"));
                m->count[q] = (guint8) n;
              }
            m->flags |= TSL_CATAN_MOVE_OUTCOME;
          }
        return TRUE;
      }

    case TSL_CATAN_MARITIME_TRADE:
      return parse_resource_map (o, "give", a, m->count, error) &&
             parse_resource_map (o, "get", a, m->count + CATAN_N_RES, error);

    case TSL_CATAN_OFFER_TRADE:
      {
        JsonArray *to;

        if (!parse_resource_map (o, "give", a, m->count, error) ||
            !parse_resource_map (o, "get", a, m->count + CATAN_N_RES, error))
          return FALSE;
        node = tsl_json_member (o, "to");
        to = tsl_json_node_array (node);
        if (to == NULL)
          return parse_error (error, a, _("“to” must list the seats the offer is made to"));
        for (guint i = 0; i < json_array_get_length (to); i++)
          {
            if (!parse_seat (json_array_get_element (to, i), s->n_players, &seat))
              return parse_error (error, a, _("“to” must list seat numbers of this game"));
            m->arg[0] |= 1 << seat;
          }
        return TRUE;
      }

    case TSL_CATAN_ACCEPT_TRADE:
    case TSL_CATAN_REJECT_TRADE:
    case TSL_CATAN_CANCEL_TRADE:
      return parse_offer_index (o, a, m, error);

    case TSL_CATAN_CONFIRM_TRADE:
      if (!parse_offer_index (o, a, m, error))
        return FALSE;
      if (!parse_seat (tsl_json_member (o, "with"), s->n_players, &m->arg[1]))
        return parse_error (error, a, _("“with” must be the seat of a player who accepted"));
      return TRUE;

    case TSL_CATAN_END_TURN:
      return TRUE;

    default:
      g_assert_not_reached ();
    }
}

void
catan_add_resource_map (JsonBuilder  *b,
                        const char   *name,
                        const guint8 *counts)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (counts[r] > 0)
      {
        json_builder_set_member_name (b, catan_resource_names[r]);
        json_builder_add_int_value (b, counts[r]);
      }
  json_builder_end_object (b);
}

void
catan_add_seat_or_null (JsonBuilder *b,
                        const char  *name,
                        gint         seat)
{
  json_builder_set_member_name (b, name);
  if (seat >= 0 && seat != CATAN_NONE)
    json_builder_add_int_value (b, seat);
  else
    json_builder_add_null_value (b);
}

JsonObject *
catan_move_to_json (const CatanState *s,
                    const TslMove    *m)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  gboolean outcome = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, m->player);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, m->type < TSL_CATAN_N_ACTIONS ? catan_action_names[m->type] : "unknown");

  switch (m->type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
      json_builder_set_member_name (b, "vertex");
      catan_add_vertex (b, (guint) m->arg[0]);
      break;
    case TSL_CATAN_PLACE_ROAD:
    case TSL_CATAN_BUILD_ROAD:
      json_builder_set_member_name (b, "edge");
      catan_add_edge (b, (guint) m->arg[0]);
      break;
    case TSL_CATAN_ROLL:
      if (outcome)
        {
          json_builder_set_member_name (b, "dice");
          json_builder_begin_array (b);
          json_builder_add_int_value (b, m->count[0]);
          json_builder_add_int_value (b, m->count[1]);
          json_builder_end_array (b);
        }
      break;
    case TSL_CATAN_DISCARD:
      catan_add_resource_map (b, "cards", m->count);
      break;
    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_PLAY_KNIGHT:
      json_builder_set_member_name (b, "hex");
      catan_add_hex (b, (guint) m->arg[0]);
      catan_add_seat_or_null (b, "victim", m->arg[1]);
      if (outcome)
        {
          json_builder_set_member_name (b, "stolen");
          if (m->arg[2] >= 0)
            json_builder_add_string_value (b, catan_resource_names[m->arg[2]]);
          else
            json_builder_add_null_value (b);
        }
      break;
    case TSL_CATAN_BUY_DEV_CARD:
      if (outcome)
        {
          json_builder_set_member_name (b, "card");
          json_builder_add_string_value (b, catan_dev_names[m->arg[0]]);
        }
      break;
    case TSL_CATAN_PLAY_ROAD_BUILDING:
      json_builder_set_member_name (b, "edges");
      json_builder_begin_array (b);
      catan_add_edge (b, (guint) m->arg[0]);
      if (m->arg[1] >= 0)
        catan_add_edge (b, (guint) m->arg[1]);
      json_builder_end_array (b);
      break;
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
      catan_add_resource_map (b, "resources", m->count);
      break;
    case TSL_CATAN_PLAY_MONOPOLY:
      json_builder_set_member_name (b, "resource");
      json_builder_add_string_value (b, catan_resource_names[m->arg[0]]);
      if (outcome)
        {
          json_builder_set_member_name (b, "taken");
          json_builder_begin_object (b);
          for (guint q = 0; q < s->n_players; q++)
            if (q != (guint) m->player)
              {
                char key[8];

                g_snprintf (key, sizeof key, "%u", q);
                json_builder_set_member_name (b, key);
                json_builder_add_int_value (b, m->count[q]);
              }
          json_builder_end_object (b);
        }
      break;
    case TSL_CATAN_MARITIME_TRADE:
    case TSL_CATAN_OFFER_TRADE:
      catan_add_resource_map (b, "give", m->count);
      catan_add_resource_map (b, "get", m->count + CATAN_N_RES);
      if (m->type == TSL_CATAN_OFFER_TRADE)
        {
          json_builder_set_member_name (b, "to");
          json_builder_begin_array (b);
          for (guint q = 0; q < CATAN_MAX_PLAYERS; q++)
            if (m->arg[0] & (1 << q))
              json_builder_add_int_value (b, q);
          json_builder_end_array (b);
        }
      break;
    case TSL_CATAN_ACCEPT_TRADE:
    case TSL_CATAN_REJECT_TRADE:
    case TSL_CATAN_CANCEL_TRADE:
    case TSL_CATAN_CONFIRM_TRADE:
      json_builder_set_member_name (b, "offer");
      json_builder_add_int_value (b, m->arg[0]);
      if (m->type == TSL_CATAN_CONFIRM_TRADE)
        {
          json_builder_set_member_name (b, "with");
          json_builder_add_int_value (b, m->arg[1]);
        }
      break;
    default:
      break;
    }
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_object_ref (json_node_get_object (root));
}

