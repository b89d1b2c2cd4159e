/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-resources.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* The standard components (data/catan/standard.json), read once. */
typedef struct
{
  guint8 terrains[CATAN_N_LAND];          /* one per land hex, before shuffling */
  guint8 numbers[CATAN_N_LAND - 1];       /* token values of letters A..R */
  guint  n_numbers;
  guint8 harbors[9];
  guint  n_harbors;
  guint8 dev_cards[32];
  guint  n_dev_cards;
  guint8 bank_each;
  guint8 roads;
  guint8 settlements;
  guint8 cities;
  JsonNode *beginner;
} CatanComponents;

static CatanComponents components;

JsonNode *
catan_load_resource_json (const char *name)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autofree char *path = g_strconcat ("/io/github/tessella/Tessella/catan/", name, NULL);
  gsize len;
  const char *data;

  bytes = g_resource_lookup_data (tsl_catan_get_resource (), path,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert (bytes != NULL);
  data = g_bytes_get_data (bytes, &len);
  if (!json_parser_load_from_data (parser, data, (gssize) len, NULL))
    g_error ("Corrupt built-in resource %s", path);
  return json_node_ref (json_parser_get_root (parser));
}

static void
load_components (void)
{
  g_autoptr(JsonNode) root = catan_load_resource_json ("standard.json");
  JsonObject *o = json_node_get_object (root);
  JsonObject *t = json_object_get_object_member (o, "terrains");
  JsonObject *h = json_object_get_object_member (o, "harbors");
  JsonObject *d = json_object_get_object_member (o, "dev_cards");
  JsonObject *pieces = json_object_get_object_member (o, "pieces");
  JsonArray *numbers = json_object_get_array_member (o, "numbers");
  guint n = 0;

  for (guint i = 0; i < TSL_CATAN_SEA; i++)
    {
      gint64 c = json_object_get_int_member_with_default (t, catan_terrain_names[i], 0);
      for (gint64 k = 0; k < c; k++)
        {
          g_assert (n < CATAN_N_LAND);
          components.terrains[n++] = (guint8) i;
        }
    }
  g_assert (n == CATAN_N_LAND);

  components.n_numbers = json_array_get_length (numbers);
  g_assert (components.n_numbers <= G_N_ELEMENTS (components.numbers));
  for (guint i = 0; i < components.n_numbers; i++)
    components.numbers[i] = (guint8) json_array_get_int_element (numbers, i);

  for (guint i = 0; i < TSL_CATAN_N_HARBOR_KINDS; i++)
    {
      gint64 c = json_object_get_int_member_with_default (h, catan_harbor_names[i], 0);
      for (gint64 k = 0; k < c; k++)
        {
          g_assert (components.n_harbors < G_N_ELEMENTS (components.harbors));
          components.harbors[components.n_harbors++] = (guint8) i;
        }
    }

  for (guint i = 0; i < CATAN_N_DEV; i++)
    {
      gint64 c = json_object_get_int_member_with_default (d, catan_dev_names[i], 0);
      for (gint64 k = 0; k < c; k++)
        {
          g_assert (components.n_dev_cards < G_N_ELEMENTS (components.dev_cards));
          components.dev_cards[components.n_dev_cards++] = (guint8) i;
        }
    }

  components.bank_each = (guint8) json_object_get_int_member (o, "resource_cards_each");
  components.roads = (guint8) json_object_get_int_member (pieces, "roads");
  components.settlements = (guint8) json_object_get_int_member (pieces, "settlements");
  components.cities = (guint8) json_object_get_int_member (pieces, "cities");
  /* The bit boards and the longest-road search are sized for these. */
  g_assert (components.roads <= CATAN_ROADS && components.settlements <= CATAN_SETTLEMENTS &&
            components.cities <= CATAN_CITIES && components.bank_each <= CATAN_BANK_EACH);
  components.beginner = catan_load_resource_json ("beginner.json");
}

static void
ensure_components (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      load_components ();
      g_once_init_leave (&once, 1);
    }
}

/* Coordinates as the contract writes them, read into topology indices. */

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

/* Writers of the same geometry and maps, for every JSON the engine writes. */

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

/* Writes the owner of a piece or special card: a seat, or "neutral1" /
 * "neutral2" for the owners after the seats (two-player Catan's neutral
 * players). */
void
catan_add_owner (JsonBuilder      *b,
                 const CatanState *s,
                 guint             p)
{
  if (p >= s->n_players && p < catan_n_owners (s))
    json_builder_add_string_value (b, catan_neutral_names[p - s->n_players]);
  else
    json_builder_add_int_value (b, p);
}

void
catan_add_owner_or_null (JsonBuilder      *b,
                         const CatanState *s,
                         const char       *name,
                         guint             p)
{
  json_builder_set_member_name (b, name);
  if (p == CATAN_NONE)
    json_builder_add_null_value (b);
  else
    catan_add_owner (b, s, p);
}

/* A pair of dice as [a, b], or null before the first roll. */
void
catan_add_dice_or_null (JsonBuilder  *b,
                        const char   *name,
                        const guint8 *dice)
{
  json_builder_set_member_name (b, name);
  if (dice[0] != 0)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, dice[0]);
      json_builder_add_int_value (b, dice[1]);
      json_builder_end_array (b);
    }
  else
    json_builder_add_null_value (b);
}

/* Readers of actions: every variant's JSON says what is wrong alike. */

gboolean
catan_parse_error (GError    **error,
                   const char *action,
                   const char *what)
{
  /* Translators: a move in a game file: the action's name, then the reason, a whole
   * sentence (it starts with a capital where a language capitalises after a colon) */
  g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Action “%s”: %s"), action, what);
  return FALSE;
}

/* Geometry messages say what is wrong with a place; this says which member. */
gboolean
catan_parse_field_failed (GError    **error,
                          const char *field)
{
  if (error != NULL && *error != NULL)
    {
      /* Translators: what is wrong with a member of an action, e.g. "“hex”: A hex is
       * written as [q, r]"; the member's name, then the reason: a whole sentence
       * translated on its own (it starts with a capital where a language capitalises
       * after a colon) */
      char *message = g_strdup_printf (_("“%s”: %s"), field, (*error)->message);

      g_free ((*error)->message);
      (*error)->message = message;
    }
  return FALSE;
}

/* A roll [a, b] into @out[0..1]; a die shows 1 to 6, so other numbers
 * are no value of the field.  FALSE, with @out untouched, if it is not one. */
gboolean
catan_parse_dice (JsonNode *node,
                  guint8   *out)
{
  JsonArray *dice = tsl_json_node_array (node);
  gint64 d0, d1;

  if (dice == NULL || json_array_get_length (dice) != 2 ||
      !tsl_json_int_element (dice, 0, 1, 6, &d0) ||
      !tsl_json_int_element (dice, 1, 1, 6, &d1))
    return FALSE;
  out[0] = (guint8) d0;
  out[1] = (guint8) d1;
  return TRUE;
}

/* A seat number of this game; @node may be NULL (then FALSE). */
gboolean
catan_parse_seat (JsonNode *node,
                  guint     n_players,
                  gint     *seat)
{
  gint64 v;

  if (!tsl_json_node_int (node, 0, (gint64) n_players - 1, &v))
    return FALSE;
  *seat = (gint) v;
  return TRUE;
}

/* A resource map member of an action, like {"wool": 2}, into @out. */
gboolean
catan_parse_resource_map (JsonObject *o,
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

/* Every part of the setup reader, the variants' too, fails alike. */
gboolean
catan_setup_error (GError    **error,
                   const char *message)
{
  g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP, message);
  return FALSE;
}

static gboolean
is_sea_hex (const CatanState *s,
            guint             hex)
{
  return hex >= CATAN_N_LAND || s->terrain[hex] == TSL_CATAN_SEA;
}

/* Derived masks that depend only on the board. */
void
catan_board_finish (CatanState *s)
{
  const CatanTopo *t = tsl_catan_topology ();

  memset (s->hexes_by_number, 0, sizeof s->hexes_by_number);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->number[h] != 0 && catan_resource_of (s->terrain[h]) != CATAN_NONE)
      s->hexes_by_number[s->number[h]] |= 1u << h;

  memset (s->harbor_vertices, 0, sizeof s->harbor_vertices);
  for (guint i = 0; i < s->n_harbors; i++)
    {
      guint e = s->harbor_edge[i];
      s->harbor_vertices[s->harbor_kind[i]] |= VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);
    }

  s->buildable_vertices = 0;
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    for (guint i = 0; i < t->vertex_n_land[v]; i++)
      if (s->terrain[t->vertex_land[v][i]] != TSL_CATAN_SEA)
        s->buildable_vertices |= VBIT (v);

  memset (&s->buildable_edges, 0, sizeof s->buildable_edges);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (!is_sea_hex (s, t->edge_hexes[e][0]) || !is_sea_hex (s, t->edge_hexes[e][1]))
      catan_edges_add (&s->buildable_edges, e);
  catan_hooks_board_finish (s);
}

static void
standard_dev_deck (CatanState *s,
                   TslRng     *rng)
{
  tsl_deck_init (&s->dev_deck);
  for (guint i = 0; i < components.n_dev_cards; i++)
    tsl_deck_push (&s->dev_deck, components.dev_cards[i]);
  tsl_deck_shuffle (&s->dev_deck, rng);
}

/* Variable set-up, digest §2.2: shuffled terrains, number tokens in
 * alphabetical order along a counter-clockwise spiral from a random corner
 * (desert skipped), harbours on every second frame position. */
static void
random_board (CatanState *s,
              TslRng     *rng)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint8 kinds[9];
  guint corner = tsl_rng_below (rng, 6);
  guint parity;
  guint letter = 0;

  memcpy (s->terrain, components.terrains, CATAN_N_LAND);
  tsl_rng_shuffle (rng, s->terrain, CATAN_N_LAND, 1);
  catan_hooks_terrain_shuffled (s);

  memset (s->number, 0, sizeof s->number);
  s->robber = CATAN_NONE;
  for (guint i = 0; i < CATAN_N_LAND; i++)
    {
      guint h = t->spiral[corner][i];

      if (s->terrain[h] == TSL_CATAN_DESERT)
        {
          if (s->robber == CATAN_NONE)
            s->robber = (guint8) h;
          continue;
        }
      if (letter < components.n_numbers)
        s->number[h] = components.numbers[letter++];
    }

  parity = tsl_rng_below (rng, 2);
  memcpy (kinds, components.harbors, components.n_harbors);
  tsl_rng_shuffle (rng, kinds, components.n_harbors, 1);
  s->n_harbors = 0;
  for (guint i = parity; i < t->n_frame && s->n_harbors < components.n_harbors; i += 2)
    {
      s->harbor_edge[s->n_harbors] = t->frame_coasts[i][tsl_rng_below (rng, t->frame_n_coasts[i])];
      s->harbor_kind[s->n_harbors] = kinds[s->n_harbors];
      s->n_harbors++;
    }
}

static void generate_board (CatanState *s,
                            TslRng     *rng);

static gboolean
parse_setup (CatanState *s,
             JsonNode   *setup,
             TslRng     *rng,
             GError    **error)
{
  const CatanTopo *t = tsl_catan_topology ();
  JsonObject *o;
  JsonArray *hexes;
  static const char * const known_members[] = {
    "hexes", "harbors", "robber", "dev_deck", "comment", CATAN_MODULE_SETUP_MEMBERS NULL,
  };
  gboolean seen[CATAN_N_LAND] = { FALSE, };
  const char *key;
  JsonNode *value;

  if (!JSON_NODE_HOLDS_OBJECT (setup))
    return catan_setup_error (error, _("The setup must be a JSON object"));
  o = json_node_get_object (setup);

  key = tsl_json_unknown_member (o, known_members);
  if (key != NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                   _("Unknown member “%s” in the setup"), key);
      return FALSE;
    }
  value = json_object_get_member (o, "comment");
  if (value != NULL && tsl_json_node_string (value) == NULL)
    return catan_setup_error (error, _("The setup’s “comment” must be a string"));

  /* Parts the setup leaves out are generated from the seed and the
   * options, so `"setup": {}` means the same as no setup. */
  value = json_object_get_member (o, "hexes");
  if (value == NULL || JSON_NODE_HOLDS_NULL (value))
    {
      generate_board (s, rng);
      hexes = NULL;
    }
  else if (!JSON_NODE_HOLDS_ARRAY (value))
    return catan_setup_error (error, _("The setup’s “hexes” must be a list"));
  else
    {
      hexes = json_node_get_array (value);
      /* Positions the setup leaves out are sea; no harbours unless listed. */
      memset (s->terrain, TSL_CATAN_SEA, sizeof s->terrain);
      memset (s->number, 0, sizeof s->number);
      s->n_harbors = 0;
    }

  for (guint i = 0; hexes != NULL && i < json_array_get_length (hexes); i++)
    {
      JsonNode *node = json_array_get_element (hexes, i);
      JsonObject *ho;
      JsonNode *num;
      const char *terrain;
      gint h;
      gint ti;

      if (!JSON_NODE_HOLDS_OBJECT (node))
        return catan_setup_error (error, _("Each hex of the setup must be an object"));
      ho = json_node_get_object (node);
      if (!json_object_has_member (ho, "at"))
        return catan_setup_error (error, _("A hex of the setup has no position “at”"));
      h = catan_parse_hex (json_object_get_member (ho, "at"), error);
      if (h < 0)
        return FALSE;
      if (h >= CATAN_N_LAND)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                       _("Hex [%d, %d] is not on the island (it is in the sea frame)"),
                       t->hex->hexes[h].q, t->hex->hexes[h].r);
          return FALSE;
        }
      if (seen[h])
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                       _("Hex [%d, %d] is listed twice"), t->hex->hexes[h].q, t->hex->hexes[h].r);
          return FALSE;
        }
      seen[h] = TRUE;
      terrain = tsl_json_string_member (ho, "terrain");
      ti = terrain != NULL ? catan_name_index (catan_terrain_names, TSL_CATAN_N_TERRAINS, terrain) : -1;
      if (ti < 0)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                       _("Hex [%d, %d] has no valid terrain (forest, hills, pasture, fields, mountains, desert, sea, lake, swamp, oasis or castle)"),
                       t->hex->hexes[h].q, t->hex->hexes[h].r);
          return FALSE;
        }
      s->terrain[h] = (guint8) ti;
      num = json_object_get_member (ho, "number");
      if (num != NULL && !JSON_NODE_HOLDS_NULL (num))
        {
          gint64 n;

          if (!tsl_json_node_int (num, 2, 12, &n) || n == 7)
            {
              g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                           _("Hex [%d, %d] has an invalid number (2 to 12, without 7)"),
                           t->hex->hexes[h].q, t->hex->hexes[h].r);
              return FALSE;
            }
          s->number[h] = (guint8) n;
        }
    }

  if (hexes != NULL)
    {
      s->robber = CATAN_NONE;
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (s->terrain[h] == TSL_CATAN_DESERT)
          {
            s->robber = (guint8) h;
            break;
          }
    }

  value = json_object_get_member (o, "harbors");
  if (value != NULL && !JSON_NODE_HOLDS_NULL (value))
    {
      JsonArray *harbors;

      s->n_harbors = 0;
      if (!JSON_NODE_HOLDS_ARRAY (value))
        return catan_setup_error (error, _("“harbors” must be a list"));
      harbors = json_node_get_array (value);
      for (guint i = 0; i < json_array_get_length (harbors); i++)
        {
          JsonNode *node = json_array_get_element (harbors, i);
          JsonObject *ho;
          const char *kind;
          gint e;
          gint k;
          gboolean sea0, sea1;

          if (!JSON_NODE_HOLDS_OBJECT (node))
            return catan_setup_error (error, _("Each harbour of the setup must be an object"));
          ho = json_node_get_object (node);
          if (!json_object_has_member (ho, "edge"))
            return catan_setup_error (error, _("A harbour of the setup has no “edge”"));
          e = catan_parse_edge (json_object_get_member (ho, "edge"), error);
          if (e < 0)
            return FALSE;
          sea0 = is_sea_hex (s, t->edge_hexes[e][0]);
          sea1 = is_sea_hex (s, t->edge_hexes[e][1]);
          if (sea0 == sea1)
            return catan_setup_error (error, _("A harbour must lie on a path between a land hex and the sea"));
          kind = tsl_json_string_member (ho, "kind");
          k = kind != NULL ? catan_name_index (catan_harbor_names, TSL_CATAN_N_HARBOR_KINDS, kind) : -1;
          if (k < 0)
            return catan_setup_error (error, _("A harbour's kind must be “3:1” or a resource (wood, brick, wool, grain, ore)"));
          if (s->n_harbors >= CATAN_MAX_HARBORS)
            return catan_setup_error (error, _("Too many harbours"));
          for (guint j = 0; j < s->n_harbors; j++)
            if (s->harbor_edge[j] == e)
              return catan_setup_error (error, _("Two harbours lie on the same path"));
          s->harbor_edge[s->n_harbors] = (guint8) e;
          s->harbor_kind[s->n_harbors] = (guint8) k;
          s->n_harbors++;
        }
    }

  value = json_object_get_member (o, "robber");
  if (value != NULL && !JSON_NODE_HOLDS_NULL (value))
    {
      gint h = catan_parse_hex (value, error);

      if (h < 0)
        return FALSE;
      if (h >= CATAN_N_LAND || s->terrain[h] == TSL_CATAN_SEA)
        return catan_setup_error (error, _("The robber must stand on a land hex"));
      if (s->terrain[h] == TSL_CATAN_OASIS)
        return catan_setup_error (error, _("The robber may not stand on the oasis"));
      s->robber = (guint8) h;
    }
  else if (value != NULL)
    s->robber = CATAN_NONE;   /* "robber": null: off the board */

  value = json_object_get_member (o, "dev_deck");
  if (value != NULL && !JSON_NODE_HOLDS_NULL (value))
    {
      JsonArray *deck;
      guint len;

      if (!JSON_NODE_HOLDS_ARRAY (value))
        return catan_setup_error (error, _("“dev_deck” must be a list of development cards"));
      deck = json_node_get_array (value);
      len = json_array_get_length (deck);
      if (len > TSL_DECK_CAPACITY)
        return catan_setup_error (error, _("The development deck is too large"));
      tsl_deck_init (&s->dev_deck);
      /* Listed from the top: push in reverse so the first is drawn first. */
      for (guint i = len; i > 0; i--)
        {
          JsonNode *node = json_array_get_element (deck, i - 1);
          const char *name = tsl_json_node_string (node);
          gint k = name != NULL ? catan_name_index (catan_dev_names, CATAN_N_DEV, name) : -1;

          if (k < 0)
            return catan_setup_error (error, _("Unknown development card in “dev_deck”"));
          tsl_deck_push (&s->dev_deck, (guint8) k);
        }
    }
  else
    standard_dev_deck (s, rng);

  return TRUE;
}

/* Sets the board, robber and development deck: from @setup when given, else
 * from the layout option (beginner or random from @rng). */
gboolean
catan_board_init (CatanState *s,
                  JsonNode   *setup,
                  TslRng     *rng,
                  GError    **error)
{
  tsl_catan_topology ();
  ensure_components ();

  s->bank.count[0] = s->bank.count[1] = s->bank.count[2] = s->bank.count[3] = s->bank.count[4] = components.bank_each;
  for (guint p = 0; p < CATAN_MAX_PLAYERS; p++)
    {
      s->players[p].roads_left = components.roads;
      s->players[p].settlements_left = components.settlements;
      s->players[p].cities_left = components.cities;
    }

  if (setup != NULL)
    {
      if (!parse_setup (s, setup, rng, error))
        return FALSE;
    }
  else
    {
      generate_board (s, rng);
      standard_dev_deck (s, rng);
    }
  catan_board_finish (s);
  return TRUE;
}

/* The board of the layout option: terrains, numbers, harbours, robber. */
static void
generate_board (CatanState *s,
                TslRng     *rng)
{
  if (s->layout == 0)
    {
      TslRng unused;

      tsl_rng_init (&unused, 0, 0);
      if (!parse_setup (s, components.beginner, &unused, NULL))
        g_assert_not_reached ();
    }
  else
    random_board (s, rng);
}

