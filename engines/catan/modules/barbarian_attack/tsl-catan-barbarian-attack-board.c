/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-error.h"

/* Barbarian Attack (seed 002, A BARBÁROK TÁMADÁSA; docs/rules-catan-tb.md,
 * S4): the board from data/catan/barbarian-attack.json, the coast, and
 * what follows from the barbarians on it (pillaged hexes and buildings). */

static JsonNode *
load_data (void)
{
  static JsonNode *root;
  static gsize loaded;

  if (g_once_init_enter (&loaded))
    {
      root = catan_load_resource_json ("barbarian-attack.json");
      g_once_init_leave (&loaded, 1);
    }
  return root;
}

static gint
data_hex (JsonObject *o,
          const char *member)
{
  gint h = catan_parse_hex (json_object_get_member (o, member), NULL);

  g_assert (h >= 0 && h < CATAN_N_LAND);
  return h;
}

static guint
ring_of (guint h)
{
  TslHexCoord c = TOPO ()->hex->hexes[h];
  TslHexCoord o = { 0, 0 };

  return tsl_hex_distance (c, o);
}

/* The angle of a hex's centre on the screen (pointy-top, y grows down):
 * growing angles go clockwise.  Read once: the coast is asked for at
 * every action of the scenario, and atan2() was most of a playout. */
static double
screen_angle (guint h)
{
  static double angles[CATAN_N_LAND];
  static gsize computed;

  if (g_once_init_enter (&computed))
    {
      for (guint i = 0; i < CATAN_N_LAND; i++)
        {
          TslHexCoord c = TOPO ()->hex->hexes[i];

          angles[i] = atan2 (1.5 * c.r, sqrt (3.0) * (c.q + c.r / 2.0));
        }
      g_once_init_leave (&computed, 1);
    }
  return angles[h];
}

/* Whether @h is among catan_ba_coast()'s hexes: a producing hex of the
 * outer ring.  Cheaper than listing them in order, for the rules that
 * only ask whether a hex is on the coast. */
gboolean
catan_ba_is_coastal (const CatanState *s,
                     gint              h)
{
  return s->slice_barbarian_attack.castle != CATAN_NONE && h >= 0 && h < CATAN_N_LAND && ring_of ((guint) h) == 2
         && catan_resource_of (s->terrain[h]) != CATAN_NONE;
}

/* HU "A vártól balra fekvő mezővel kezdjük, majd az óra járásával
 * megegyező irányban, minden partvidéki mezőt végignézünk": the producing
 * hexes of the outer ring, clockwise from the castle's left neighbour.
 * Returns how many; @hexes gets them in that order. */
guint
catan_ba_coast (const CatanState *s,
                guint8           *hexes)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  double castle;
  double key[CATAN_N_LAND];
  guint n = 0;

  if (ba->castle == CATAN_NONE)
    return 0;
  castle = screen_angle (ba->castle);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      double a;
      guint i;

      if (!catan_ba_is_coastal (s, (gint) h))
        continue;
      a = screen_angle (h) - castle;
      while (a <= 0)
        a += 2 * G_PI;
      for (i = n; i > 0 && key[i - 1] > a; i--)
        {
          key[i] = key[i - 1];
          hexes[i] = hexes[i - 1];
        }
      key[i] = a;
      hexes[i] = (guint8) h;
      n++;
    }
  return n;
}

/* HU "Amint 3 barbár áll egy partvidéki mezőn ... nem hoz nyersanyagot ...
 * A kifosztott tájegységgel határos útvonalra nem épülhet út, sarkaira nem
 * építhető település"; "Az olyan települések/városok, melyeket határoló
 * minden tájegység ki van fosztva, szintén kifosztottnak tekintendők".
 * Recomputes the pillaged hexes and intersections, the production masks
 * and where roads and settlements may go. */
void
catan_ba_refresh (CatanState *s)
{
  const CatanTopo *t = TOPO ();

  if (!catan_barbarian_attack (s))
    return;
  catan_board_finish (s);
  s->pillaged = 0;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->slice_barbarian_attack.barbarians[h] >= CATAN_BA_PILLAGE)
      s->pillaged |= 1u << h;
  for (guint n = 2; n <= 12; n++)
    s->hexes_by_number[n] &= ~s->pillaged;

  s->pillaged_vertices = 0;
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    {
      guint land = 0, pillaged = 0;

      for (guint i = 0; i < t->vertex_n_land[v]; i++)
        {
          guint h = t->vertex_land[v][i];

          if (s->terrain[h] == TSL_CATAN_SEA)
            continue;
          land++;
          pillaged += (s->pillaged >> h) & 1;
        }
      if (land > 0 && pillaged == land)
        s->pillaged_vertices |= VBIT (v);
    }
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if ((s->pillaged >> h) & 1)
      {
        s->buildable_vertices &= ~t->hex_vertices[h];
        for (guint k = 0; k < 6; k++)
          {
            guint e = t->hex_edge_list[h][k];

            if (e < 64)
              s->buildable_edges.lo &= ~(G_GUINT64_CONSTANT (1) << e);
            else
              s->buildable_edges.hi &= ~(G_GUINT64_CONSTANT (1) << (e - 64));
          }
      }
}

/* HU "Ha 7, vagy olyan szám jön ki, ami már volt egyszer, megismétli a
 * dobást, addig, amíg 3 különböző számot nem kap": the numbers a series of
 * rolls lands on (the seed's example 3, 9, 7, 3, 8 gives 3, 9, 8).
 * Returns how many of @numbers (up to 3) were filled. */
guint
catan_ba_series (const guint8 *sums,
                 guint         n_sums,
                 guint8       *numbers)
{
  guint n = 0;

  for (guint i = 0; i < n_sums && n < CATAN_BA_LANDINGS; i++)
    {
      gboolean repeat = sums[i] == 7;

      for (guint k = 0; k < n; k++)
        repeat |= numbers[k] == sums[i];
      if (!repeat)
        numbers[n++] = sums[i];
    }
  return n;
}

static void
deal_terrains (CatanState *s,
               JsonObject *counts,
               gboolean    outer,
               TslRng     *rng)
{
  guint8 bag[CATAN_N_LAND];
  guint n = 0, k = 0;

  for (guint ti = 0; ti < TSL_CATAN_DESERT; ti++)
    for (gint64 c = json_object_get_int_member_with_default (counts, catan_terrain_names[ti], 0); c > 0; c--)
      bag[n++] = (guint8) ti;
  tsl_rng_shuffle (rng, bag, n, 1);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if ((ring_of (h) == 2) == outer && s->terrain[h] == TSL_CATAN_SEA)
      {
        g_assert (k < n);
        s->terrain[h] = bag[k++];
      }
  g_assert (k == n);
}

/* The generated board: castle and desert as pictured, the coast and the
 * inner hexes shuffled separately, the fixed number scheme; the harbours
 * the layout generated stay. */
static void
generate (CatanState *s,
          JsonObject *data,
          TslRng     *rng)
{
  JsonArray *numbers = json_object_get_array_member (data, "numbers");

  memset (s->terrain, TSL_CATAN_SEA, sizeof s->terrain);
  memset (s->number, 0, sizeof s->number);
  s->terrain[data_hex (data, "castle")] = TSL_CATAN_CASTLE;
  s->terrain[data_hex (data, "desert")] = TSL_CATAN_DESERT;
  deal_terrains (s, json_object_get_object_member (data, "coast_terrains"), TRUE, rng);
  deal_terrains (s, json_object_get_object_member (data, "inner_terrains"), FALSE, rng);
  for (guint i = 0; i < json_array_get_length (numbers); i++)
    {
      JsonObject *o = json_array_get_object_element (numbers, i);

      s->number[data_hex (o, "at")] = (guint8) json_object_get_int_member (o, "number");
    }
}

static void
ba_dev_deck (CatanState *s,
             JsonObject *data,
             TslRng     *rng)
{
  JsonObject *d = json_object_get_object_member (data, "dev_cards");

  tsl_deck_init (&s->dev_deck);
  for (guint k = 0; k < CATAN_N_DEV; k++)
    for (gint64 c = json_object_get_int_member_with_default (d, catan_dev_names[k], 0); c > 0; c--)
      tsl_deck_push (&s->dev_deck, (guint8) k);
  tsl_deck_shuffle (&s->dev_deck, rng);
}

static gboolean
check_setup (CatanState *s,
             GError    **error)
{
  guint n_castles = 0;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] == TSL_CATAN_CASTLE)
      {
        n_castles++;
        s->slice_barbarian_attack.castle = (guint8) h;
        if (ring_of (h) != 2 || s->number[h] != 0)
          return catan_setup_error (error, _("The castle must lie in the outer ring of the island, without a number"));
      }
  if (n_castles != 1)
    return catan_setup_error (error, _("The Barbarian Attack scenario needs exactly one castle hex"));
  for (guint k = 0; k < s->dev_deck.len; k++)
    if (!catan_ba_dev_kind (s->dev_deck.cards[k]))
      return catan_setup_error (error, _("The Barbarian Attack scenario uses only its own development cards "
                                         "(knighthood, black_knight, treason, intrigue)"));
  return TRUE;
}

/* Called once the board is set (tsl-catan-engine.c): the scenario's board
 * unless the setup lists the hexes, its deck unless the setup lists one,
 * the pieces, and the barbarians on the coastal 2 and 12 ("A 2 és 12
 * számú partvidéki mezőkre 1-1 barbárt állítunk"). */
gboolean
catan_ba_init (CatanState *s,
               JsonNode   *setup,
               TslRng     *rng,
               GError    **error)
{
  CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  JsonObject *o = setup != NULL && JSON_NODE_HOLDS_OBJECT (setup) ? json_node_get_object (setup) : NULL;
  JsonNode *hexes = o != NULL ? json_object_get_member (o, "hexes") : NULL;
  JsonNode *deck = o != NULL ? json_object_get_member (o, "dev_deck") : NULL;
  JsonObject *data;
  JsonArray *start;
  guint8 coast[CATAN_N_LAND];
  guint n_coast;

  ba->castle = CATAN_NONE;
  ba->card_pending = CATAN_NONE;
  ba->last_battle_hex = CATAN_NONE;
  memset (ba->knight_at, CATAN_NONE, sizeof ba->knight_at);
  if (!catan_barbarian_attack (s))
    {
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (s->terrain[h] == TSL_CATAN_CASTLE)
          return catan_setup_error (error, _("The castle belongs to the Barbarian Attack scenario only"));
      for (guint k = 0; k < s->dev_deck.len; k++)
        if (catan_ba_dev_kind (s->dev_deck.cards[k]))
          return catan_setup_error (error, _("Knighthood, Black Knight, Treason and Intrigue cards belong to "
                                             "the Barbarian Attack scenario only"));
      return TRUE;
    }

  data = json_node_get_object (load_data ());
  if (hexes == NULL || JSON_NODE_HOLDS_NULL (hexes))
    generate (s, data, rng);
  if (deck == NULL || JSON_NODE_HOLDS_NULL (deck))
    ba_dev_deck (s, data, rng);
  /* "A rabló nem szerepel ebben a játékban." */
  s->robber = CATAN_NONE;
  if (!check_setup (s, error))
    return FALSE;

  ba->barbarians_left = (guint8) json_object_get_int_member (data, "barbarians");
  g_assert (ba->barbarians_left == CATAN_BA_BARBARIANS);
  for (guint p = 0; p < s->n_players; p++)
    ba->knights_left[p] = CATAN_BA_KNIGHTS;
  n_coast = catan_ba_coast (s, coast);
  start = json_object_get_array_member (data, "start_barbarians");
  for (guint i = 0; i < json_array_get_length (start); i++)
    for (guint k = 0; k < n_coast; k++)
      if (s->number[coast[k]] == json_array_get_int_element (start, i) && ba->barbarians_left > 0)
        {
          ba->barbarians[coast[k]]++;
          ba->barbarians_left--;
        }
  catan_ba_refresh (s);
  return TRUE;
}
