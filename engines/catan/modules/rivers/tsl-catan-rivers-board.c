/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <gio/gio.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rivers-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* Rivers of Catan (T&B scenario S2, docs/rules-catan-tb.md): the board
 * with its two rivers, swamps and bridge sites, from data/catan/rivers.json
 * or from an explicit setup, and the gold that building beside a river
 * earns.  The seed's picture is missing; the data file holds the
 * reconstruction (sources in the docs). */

static JsonNode *
rivers_data (void)
{
  static JsonNode *root;
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      root = catan_load_resource_json ("rivers.json");
      g_once_init_leave (&once, 1);
    }
  return root;
}

static gboolean
hexes_adjacent (guint a,
                guint b)
{
  const CatanTopo *t = TOPO ();

  for (guint k = 0; k < 6; k++)
    {
      TslHexCoord n = tsl_hex_neighbor (t->hex->hexes[a], k);

      if (n.q == t->hex->hexes[b].q && n.r == t->hex->hexes[b].r)
        return TRUE;
    }
  return FALSE;
}

/* "rivers": two lists of land hexes, source to mouth; an element may be
 * a position or (in the data file) an object with "at" and "terrain". */
static gboolean
parse_rivers (CatanState *s,
              JsonNode   *node,
              gboolean    with_terrain,
              GError    **error)
{
  CatanRiversSlice *rv = &s->slice_rivers;
  JsonArray *rivers;
  guint lengths = 0;

  memset (rv->river, CATAN_NONE, sizeof rv->river);
  rv->river_hexes = 0;
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node) || json_array_get_length (json_node_get_array (node)) != CATAN_RIVERS)
    return catan_setup_error (error, _("The setup’s “rivers” must be a list of two rivers"));
  rivers = json_node_get_array (node);
  for (guint i = 0; i < CATAN_RIVERS; i++)
    {
      JsonNode *rn = json_array_get_element (rivers, i);
      JsonArray *hexes;
      guint len;

      if (!JSON_NODE_HOLDS_ARRAY (rn))
        return catan_setup_error (error, _("Each river of the setup must be a list of hexes"));
      hexes = json_node_get_array (rn);
      len = json_array_get_length (hexes);
      if (len != 3 && len != 4)
        return catan_setup_error (error, _("Rivers of Catan has one river of 3 hexes and one of 4"));
      lengths |= 1u << len;
      for (guint k = 0; k < len; k++)
        {
          JsonNode *hn = json_array_get_element (hexes, k);
          JsonObject *ho = with_terrain && JSON_NODE_HOLDS_OBJECT (hn) ? json_node_get_object (hn) : NULL;
          gint h = catan_parse_hex (ho != NULL ? json_object_get_member (ho, "at") : hn, error);

          if (h < 0)
            return FALSE;
          if (h >= CATAN_N_LAND)
            return catan_setup_error (error, _("A river hex must lie on the island"));
          if (rv->river_hexes & (1u << h))
            return catan_setup_error (error, _("A hex belongs to a river twice"));
          if (k > 0 && !hexes_adjacent (rv->river[i][k - 1], (guint) h))
            return catan_setup_error (error, _("The hexes of a river must follow each other"));
          if (ho != NULL)
            {
              gint ti = catan_name_index (catan_terrain_names, TSL_CATAN_N_TERRAINS,
                                          tsl_json_string_member (ho, "terrain"));

              g_assert (ti >= 0);
              s->terrain[h] = (guint8) ti;
            }
          rv->river[i][k] = (guint8) h;
          rv->river_hexes |= 1u << h;
        }
    }
  if (lengths != ((1u << 3) | (1u << 4)))
    return catan_setup_error (error, _("Rivers of Catan has one river of 3 hexes and one of 4"));
  return TRUE;
}

static gboolean
parse_bridge_sites (CatanState *s,
                    JsonNode   *node,
                    GError    **error)
{
  const CatanTopo *t = TOPO ();
  JsonArray *sites;

  memset (&s->bridge_sites, 0, sizeof s->bridge_sites);
  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return catan_setup_error (error, _("The setup’s “bridge_sites” must be a list of paths"));
  sites = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (sites); i++)
    {
      gint e = catan_parse_edge (json_array_get_element (sites, i), error);
      gboolean on_river = FALSE;

      if (e < 0)
        return FALSE;
      for (guint k = 0; k < 2; k++)
        on_river |= t->edge_hexes[e][k] < CATAN_N_LAND && (s->slice_rivers.river_hexes & (1u << t->edge_hexes[e][k]));
      if (!on_river)
        return catan_setup_error (error, _("A bridge site must be a side of a river hex"));
      if (catan_edges_has (&s->bridge_sites, (guint) e))
        return catan_setup_error (error, _("A bridge site is listed twice"));
      catan_edges_add (&s->bridge_sites, (guint) e);
    }
  return TRUE;
}

/* An explicit board must be one Rivers of Catan can be played on. */
static gboolean
check_board (const CatanState *s,
             GError          **error)
{
  guint swamps = 0;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      gboolean river = (s->slice_rivers.river_hexes >> h) & 1;

      if (s->terrain[h] == TSL_CATAN_SWAMP)
        {
          if (!river)
            return catan_setup_error (error, _("A swamp must be a river hex"));
          if (s->number[h] != 0)
            return catan_setup_error (error, _("A swamp has no number token"));
          swamps++;
        }
      if (river && s->terrain[h] == TSL_CATAN_SEA)
        return catan_setup_error (error, _("A river hex must lie on the island"));
      /* HU "nincs szükség ... 1x sivatag": the swamps replace the desert. */
      if (s->terrain[h] == TSL_CATAN_DESERT)
        return catan_setup_error (error, _("Rivers of Catan has no desert"));
      if (s->number[h] == 2)
        return catan_setup_error (error, _("In Rivers of Catan the 2 lies with the 12, not on a hex of its own"));
    }
  if (swamps != CATAN_RIVERS)
    return catan_setup_error (error, _("Rivers of Catan has two swamps, one in each river"));
  if (catan_edges_count (&s->bridge_sites) != 7)
    return catan_setup_error (error, _("Rivers of Catan has 7 bridge sites"));
  return TRUE;
}

/* HU "A 2 zsetont félretesszük. Az első zsetont (A) felrakjuk egy
 * tetszőleges part menti területre, majd ... abc sorrendben a többit is":
 * the tokens without the 2 along the spiral from a random coastal hex
 * (swamps skipped); the 2 then joins the 12 (catan_board_finish). */
static void
place_numbers (CatanState *s,
               JsonArray  *numbers,
               TslRng     *rng)
{
  const CatanTopo *t = TOPO ();
  g_autoptr(GArray) coast = g_array_new (FALSE, FALSE, sizeof (guint16));
  g_autoptr(GArray) spiral = g_array_new (FALSE, FALSE, sizeof (guint16));
  guint start = tsl_rng_below (rng, 12);
  guint letter = 0;

  tsl_hex_topology_ring (t->hex, 2, 0, coast);
  for (guint i = 0; i < coast->len; i++)
    g_array_append_val (spiral, g_array_index (coast, guint16, (start + i) % coast->len));
  /* Inwards from the corner at or just before A, as the base spiral does. */
  tsl_hex_topology_ring (t->hex, 1, start / 2, spiral);
  tsl_hex_topology_ring (t->hex, 0, 0, spiral);

  memset (s->number, 0, sizeof s->number);
  for (guint i = 0; i < spiral->len; i++)
    {
      guint h = g_array_index (spiral, guint16, i);

      if (s->terrain[h] == TSL_CATAN_SWAMP || letter >= json_array_get_length (numbers))
        continue;
      s->number[h] = (guint8) json_array_get_int_element (numbers, letter++);
    }
}

/* The generated board: rivers as pictured (data), the twelve other hexes
 * shuffled, numbers as above, the robber on one of the swamps (HU "A
 * rablót az egyik mocsárra állítjuk"); the harbours stay as generated. */
static void
generate (CatanState *s,
          TslRng     *rng)
{
  CatanRiversSlice *rv = &s->slice_rivers;
  JsonObject *o = json_node_get_object (rivers_data ());
  JsonObject *counts = json_object_get_object_member (o, "terrains");
  guint8 others[CATAN_N_LAND];
  guint n = 0;
  guint swamp = tsl_rng_below (rng, CATAN_RIVERS);

  if (!parse_rivers (s, json_object_get_member (o, "rivers"), TRUE, NULL) ||
      !parse_bridge_sites (s, json_object_get_member (o, "bridge_sites"), NULL))
    g_assert_not_reached ();
  for (guint i = 0; i < TSL_CATAN_DESERT; i++)
    for (gint64 k = json_object_get_int_member_with_default (counts, catan_terrain_names[i], 0); k > 0; k--)
      others[n++] = (guint8) i;
  g_assert (n + catan_popcount (rv->river_hexes) == CATAN_N_LAND);
  tsl_rng_shuffle (rng, others, n, 1);
  n = 0;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (!(rv->river_hexes & (1u << h)))
      s->terrain[h] = others[n++];
  place_numbers (s, json_object_get_array_member (o, "numbers"), rng);
  for (guint i = 0; i < CATAN_RIVERS; i++)
    for (guint k = 0; k < CATAN_RIVER_MAX; k++)
      if (rv->river[i][k] != CATAN_NONE && s->terrain[rv->river[i][k]] == TSL_CATAN_SWAMP && i == swamp)
        s->robber = rv->river[i][k];
}

/* Derived masks: river banks and river corners. */
static void
finish (CatanState *s)
{
  CatanRiversSlice *rv = &s->slice_rivers;
  const CatanTopo *t = TOPO ();

  memset (&rv->river_banks, 0, sizeof rv->river_banks);
  rv->river_vertices = 0;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (rv->river_hexes & (1u << h))
      {
        rv->river_vertices |= t->hex_vertices[h];
        for (guint k = 0; k < 6; k++)
          {
            guint e = t->hex_edge_list[h][k];

            if (!catan_edges_has (&s->bridge_sites, e))
              catan_edges_add (&rv->river_banks, e);
          }
      }
  rv->river_banks.lo &= s->buildable_edges.lo;
  rv->river_banks.hi &= s->buildable_edges.hi;
  catan_board_finish (s);
}

/* Called after catan_board_init(): the scenario's board, from the setup's
 * "rivers" and "bridge_sites" or generated; 3 bridges per player. */
gboolean
catan_rivers_init (CatanState *s,
                   JsonNode   *setup,
                   TslRng     *rng,
                   GError    **error)
{
  JsonObject *o = setup != NULL && JSON_NODE_HOLDS_OBJECT (setup) ? json_node_get_object (setup) : NULL;
  JsonNode *rivers = o != NULL ? json_object_get_member (o, "rivers") : NULL;
  JsonNode *hexes = o != NULL ? json_object_get_member (o, "hexes") : NULL;

  s->richest_holder = CATAN_NONE;
  if (!catan_rivers (s))
    {
      if (rivers != NULL || (o != NULL && json_object_has_member (o, "bridge_sites")))
        return catan_setup_error (error, _("Rivers and bridge sites belong to the Rivers of Catan scenario"));
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (s->terrain[h] == TSL_CATAN_SWAMP)
          return catan_setup_error (error, _("A swamp must be a river hex"));
      return TRUE;
    }
  for (guint p = 0; p < CATAN_MAX_PLAYERS; p++)
    s->bridges_left[p] = CATAN_BRIDGES;
  if (hexes == NULL || JSON_NODE_HOLDS_NULL (hexes))
    {
      if (rivers != NULL)
        return catan_setup_error (error, _("A setup that lists the rivers must list the hexes too"));
      generate (s, rng);
    }
  else
    {
      if (rivers == NULL)
        return catan_setup_error (error, _("A Rivers of Catan setup must list its “rivers” and “bridge_sites”"));
      if (!parse_rivers (s, rivers, FALSE, error) ||
          !parse_bridge_sites (s, json_object_get_member (o, "bridge_sites"), error) ||
          !check_board (s, error))
        return FALSE;
      if (!json_object_has_member (o, "robber"))
        for (guint h = CATAN_N_LAND; h-- > 0;)
          if (s->terrain[h] == TSL_CATAN_SWAMP && s->robber == CATAN_NONE)
            s->robber = (guint8) h;
    }
  finish (s);
  return TRUE;
}

void
catan_rivers_setup_to_json (const CatanState *s,
                            JsonBuilder      *b)
{
  const CatanRiversSlice *rv = &s->slice_rivers;

  if (!catan_rivers (s))
    return;
  json_builder_set_member_name (b, "rivers");
  json_builder_begin_array (b);
  for (guint i = 0; i < CATAN_RIVERS; i++)
    {
      json_builder_begin_array (b);
      for (guint k = 0; k < CATAN_RIVER_MAX && rv->river[i][k] != CATAN_NONE; k++)
        catan_add_hex (b, rv->river[i][k]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "bridge_sites");
  json_builder_begin_array (b);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->bridge_sites, e))
      catan_add_edge (b, e);
  json_builder_end_array (b);
}

/* HU "Minden folyó menti útvonalra épített útért 1 arany jár ... Aki
 * hidat épít, 3 aranyat kap": every road or bridge placed, founding,
 * Road Building and neutral pieces included (neutrals get no gold). */
void
catan_rivers_put_road (CatanState *s,
                       guint       p,
                       guint       e)
{
  CatanRiversSlice *rv = &s->slice_rivers;

  if (!catan_rivers (s))
    return;
  if (catan_edges_has (&s->bridge_sites, e))
    {
      catan_edges_add (&rv->bridges, e);
      s->bridges_left[p]--;
      s->players[p].roads_left++;   /* a bridge is no road piece */
      if (p >= s->n_players)
        s->neutral_bridge_owed = FALSE;
      catan_gold_gain (s, p, CATAN_BRIDGE_GOLD);
    }
  else if (catan_edges_has (&rv->river_banks, e))
    catan_gold_gain (s, p, 1);
}

/* HU "Minden folyó mellé épített településért 1 arany jár" (upgrading
 * to a city earns nothing: cities are not placed through here). */
void
catan_rivers_put_settlement (CatanState *s,
                             guint       p,
                             guint       v)
{
  if (catan_rivers (s) && (s->slice_rivers.river_vertices & VBIT (v)))
    catan_gold_gain (s, p, 1);
}

/* The hex that also produces on 2: HU "a 2 zsetont arra a területre
 * helyezzük, amelyikre a 12 került". */
gint
catan_two_and_twelve (const CatanState *s)
{
  if (catan_rivers (s))
    for (guint h = 0; h < CATAN_N_LAND; h++)
      if (s->number[h] == 12)
        return (gint) h;
  return -1;
}
