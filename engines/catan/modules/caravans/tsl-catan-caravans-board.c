/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-caravans-private.h"
#include "tsl-error.h"

/* Caravans (seed 002, KARAVÁNUTAK; docs/rules-catan-tb.md, S3): the oasis
 * and the three marked paths out of it, from data/catan/caravans.json or
 * an explicit setup's "caravan_starts". */

static JsonNode *
load_caravans_json (void)
{
  static JsonNode *root;
  static gsize loaded;

  if (g_once_init_enter (&loaded))
    {
      root = catan_load_resource_json ("caravans.json");
      g_once_init_leave (&loaded, 1);
    }
  return root;
}

/* A start must leave an oasis corner outwards: one end on the oasis, the
 * path itself not along the oasis ("nem helyezhető az oázist határoló
 * útvonalakra"). */
static gboolean
start_ok (const CatanState *s,
          guint             e)
{
  const CatanTopo *t = TOPO ();
  guint64 around = t->hex_vertices[s->slice_caravans.oasis];
  guint ends = ((around >> t->edge_vertices[e][0]) & 1) + ((around >> t->edge_vertices[e][1]) & 1);

  return ends == 1;
}

static gboolean
parse_starts (CatanState *s,
              JsonNode   *node,
              GError    **error)
{
  JsonArray *a = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

  if (a == NULL || json_array_get_length (a) != CATAN_CARAVANS)
    return catan_setup_error (error, _("The setup’s “caravan_starts” must list three paths leaving the oasis"));
  for (guint c = 0; c < CATAN_CARAVANS; c++)
    {
      gint e = catan_parse_edge (json_array_get_element (a, c), error);

      if (e < 0)
        {
          if (error != NULL && *error != NULL)
            (*error)->code = TSL_ERROR_INVALID_SETUP;
          return FALSE;
        }
      if (!start_ok (s, (guint) e))
        return catan_setup_error (error, _("Each of the “caravan_starts” must lead out of a corner of the oasis, "
                                           "not along its border"));
      for (guint k = 0; k < c; k++)
        if (s->slice_caravans.caravan_start[k] == e)
          return catan_setup_error (error, _("Two caravans cannot start on the same path"));
      s->slice_caravans.caravan_start[c] = (guint8) e;
    }
  return TRUE;
}

/* Called once the board is set: turns the generated desert into the oasis
 * (the layouts put it in the centre for this scenario), checks an explicit
 * setup's oasis, and reads the marked start paths. */
gboolean
catan_caravans_init (CatanState *s,
                     JsonNode   *setup,
                     GError    **error)
{
  CatanCaravansSlice *cv = &s->slice_caravans;
  JsonObject *o = setup != NULL && JSON_NODE_HOLDS_OBJECT (setup) ? json_node_get_object (setup) : NULL;
  JsonNode *starts = o != NULL ? json_object_get_member (o, "caravan_starts") : NULL;
  JsonNode *hexes = o != NULL ? json_object_get_member (o, "hexes") : NULL;
  JsonObject *data = json_node_get_object (load_caravans_json ());
  gint centre = catan_parse_hex (json_object_get_member (data, "oasis"), NULL);
  guint n_oases = 0;

  g_assert (centre >= 0);
  cv->oasis = CATAN_NONE;
  for (guint c = 0; c < CATAN_CARAVANS; c++)
    cv->caravan_start[c] = cv->caravan_last[c] = cv->caravan_end[c] = cv->caravan_joined[c] = CATAN_NONE;
  memset (cv->camel_caravan, CATAN_NONE, sizeof cv->camel_caravan);
  memset (cv->vote_path, CATAN_NONE, sizeof cv->vote_path);
  cv->vote_decider = CATAN_NONE;
  cv->vote_placed[0] = cv->vote_placed[1] = CATAN_NONE;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] == TSL_CATAN_OASIS)
      n_oases++;
  if (!catan_caravans (s))
    {
      if (n_oases > 0)
        return catan_setup_error (error, _("The oasis belongs to the Caravans scenario only"));
      if (starts != NULL)
        return catan_setup_error (error, _("The setup’s “caravan_starts” belong to the Caravans scenario only"));
      return TRUE;
    }

  if (hexes == NULL || JSON_NODE_HOLDS_NULL (hexes))
    {
      /* Generated: both layouts leave the desert in the centre here. */
      g_assert (s->terrain[centre] == TSL_CATAN_DESERT);
      s->terrain[centre] = TSL_CATAN_OASIS;
      s->robber = CATAN_NONE;
    }
  else if (n_oases != 1 || s->terrain[centre] != TSL_CATAN_OASIS)
    return catan_setup_error (error, _("The Caravans scenario needs exactly one oasis, in the centre of the island"));
  /* "A rablót a játék kezdetén a játéktáblán kívül hagyjuk." */
  if (s->robber == (guint) centre)
    return catan_setup_error (error, _("The robber may not stand on the oasis"));
  cv->oasis = (guint8) centre;
  cv->camels_left = (guint8) json_object_get_int_member (data, "camels");
  g_assert (cv->camels_left == CATAN_CAMELS);

  if (starts != NULL)
    return parse_starts (s, starts, error);
  if (!parse_starts (s, json_object_get_member (data, "caravan_starts"), NULL))
    g_assert_not_reached ();
  return TRUE;
}
