/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* Fishermen of Catan (seed 002, "CATAN HALÁSZAI"; docs/rules-catan-tb.md,
 * S1): the lake, the fishing grounds, fish cards and the Old Boot.  The
 * components the seed's missing pictures held come from
 * data/catan/fishermen.json. */

typedef struct
{
  guint8 numbers[CATAN_N_FISHING_GROUNDS];
  guint8 lake_numbers[4];
  guint8 cards[CATAN_N_FISH_KINDS];
  guint8 costs[TSL_CATAN_FISH_DEV_CARD - TSL_CATAN_FISH_ROBBER + 1];
  guint8 two_player_start[CATAN_N_FISH_KINDS];
} FishComponents;

static FishComponents fish;

static const char * const cost_keys[] = {
  "fish_robber", "fish_steal", "fish_resource", "fish_road", "fish_dev_card",
};

static void
load_fish_components (void)
{
  g_autoptr(JsonNode) root = catan_load_resource_json ("fishermen.json");
  JsonObject *o = json_node_get_object (root);
  JsonArray *numbers = json_object_get_array_member (o, "fishing_numbers");
  JsonArray *lake = json_object_get_array_member (o, "lake_numbers");
  JsonObject *cards = json_object_get_object_member (o, "fish_cards");
  JsonObject *costs = json_object_get_object_member (o, "action_costs");
  JsonObject *start = json_object_get_object_member (o, "two_player_start");

  g_assert (json_array_get_length (numbers) == CATAN_N_FISHING_GROUNDS);
  g_assert (json_array_get_length (lake) == G_N_ELEMENTS (fish.lake_numbers));
  for (guint i = 0; i < CATAN_N_FISHING_GROUNDS; i++)
    fish.numbers[i] = (guint8) json_array_get_int_element (numbers, i);
  for (guint i = 0; i < G_N_ELEMENTS (fish.lake_numbers); i++)
    fish.lake_numbers[i] = (guint8) json_array_get_int_element (lake, i);
  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    {
      char key[2] = { (char) ('1' + k), 0 };

      fish.cards[k] = (guint8) json_object_get_int_member (cards, key);
      fish.two_player_start[k] = (guint8) json_object_get_int_member (start, key);
    }
  for (guint i = 0; i < G_N_ELEMENTS (cost_keys); i++)
    fish.costs[i] = (guint8) json_object_get_int_member (costs, cost_keys[i]);
  g_assert (json_object_get_int_member (o, "hand_limit") == CATAN_FISH_HAND_LIMIT);
}

static void
ensure_fish_components (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      load_fish_components ();
      g_once_init_leave (&once, 1);
    }
}

/* --------------------------------------------------------------- setup */

/* A land hex at the island's edge: one of its neighbours is sea. */
static gboolean
on_coast (const CatanState *s,
          guint             h)
{
  const CatanTopo *t = TOPO ();

  for (guint k = 0; k < 6; k++)
    {
      gint n = tsl_hex_topology_hex_index (t->hex, tsl_hex_neighbor (t->hex->hexes[h], k));

      if (n < 0 || n >= CATAN_N_LAND || s->terrain[n] == TSL_CATAN_SEA)
        return TRUE;
    }
  return FALSE;
}

/* Generated boards: "A sivatagot a tó helyettesíti. A sziget peremére
 * (partvidék) nem kerülhet a tó." A desert dealt to the coast changes
 * places (with its number) with a random inland hex first (juergs.ch: the
 * desert is laid out away from the coast, then swapped for the lake). */
static void
place_lake (CatanState *s,
            TslRng     *rng)
{
  guint8 inland[CATAN_N_LAND];
  guint n_inland = 0;
  guint desert = CATAN_NONE;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      if (s->terrain[h] == TSL_CATAN_DESERT && desert == CATAN_NONE)
        desert = h;
      if (s->terrain[h] != TSL_CATAN_SEA && !on_coast (s, h))
        inland[n_inland++] = (guint8) h;
    }
  if (desert == CATAN_NONE || n_inland == 0)
    return;
  if (on_coast (s, desert))
    {
      guint j = inland[tsl_rng_below (rng, n_inland)];

      s->terrain[desert] = s->terrain[j];
      s->number[desert] = s->number[j];
      s->terrain[j] = TSL_CATAN_DESERT;
      s->number[j] = 0;
      desert = j;
    }
  s->terrain[desert] = TSL_CATAN_LAKE;
}

static gboolean
has_harbor (const CatanState *s,
            guint             sea)
{
  const CatanTopo *t = TOPO ();

  for (guint i = 0; i < s->n_harbors; i++)
    if (t->edge_hexes[s->harbor_edge[i]][0] == sea || t->edge_hexes[s->harbor_edge[i]][1] == sea)
      return TRUE;
  return FALSE;
}

static guint
land_neighbours (const CatanState *s,
                 guint             sea)
{
  const CatanTopo *t = TOPO ();
  guint n = 0;

  for (guint k = 0; k < 6; k++)
    {
      gint h = tsl_hex_topology_hex_index (t->hex, tsl_hex_neighbor (t->hex->hexes[sea], k));

      n += h >= 0 && h < CATAN_N_LAND && s->terrain[h] != TSL_CATAN_SEA;
    }
  return n;
}

/* Whether a frame hex may hold a fishing ground: "A part minden szabad
 * szögletébe": a free point of the frame, facing two land hexes (so that it
 * marks three intersections) and holding no harbour. */
gboolean
catan_fishing_site_ok (const CatanState *s,
                       guint             sea)
{
  return sea >= CATAN_N_LAND && sea < TOPO ()->hex->n_hexes && land_neighbours (s, sea) == 2 &&
         !has_harbor (s, sea);
}

static void
place_fishing_grounds (CatanState *s,
                       TslRng     *rng)
{
  const CatanTopo *t = TOPO ();
  guint8 numbers[CATAN_N_FISHING_GROUNDS];
  guint8 sites[32];
  guint n = 0;

  for (guint h = CATAN_N_LAND; h < t->hex->n_hexes && n < G_N_ELEMENTS (sites); h++)
    if (catan_fishing_site_ok (s, h))
      sites[n++] = (guint8) h;
  /* The standard frame has exactly six; a board with more free points
   * takes six of them at random. */
  tsl_rng_shuffle (rng, sites, n, 1);
  memcpy (numbers, fish.numbers, sizeof numbers);
  tsl_rng_shuffle (rng, numbers, CATAN_N_FISHING_GROUNDS, 1);
  for (guint g = 0; g < MIN (n, CATAN_N_FISHING_GROUNDS); g++)
    {
      s->slice_fishermen.fishing_hex[g] = sites[g];
      s->slice_fishermen.fishing_number[g] = numbers[g];
    }
}

/* The fishing spots of each ground: "Minden halászhely 3 kereszteződést
 * jelöl ki a parton". */
void
catan_fishing_vertices_update (CatanState *s)
{
  CatanFishermenSlice *fm = &s->slice_fishermen;
  const CatanTopo *t = TOPO ();

  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    {
      fm->fishing_vertices[g] = 0;
      if (fm->fishing_number[g] == 0)
        continue;
      for (guint v = 0; v < CATAN_N_VERTICES; v++)
        for (guint i = 0; i < 3; i++)
          if (t->hex->vertex_hexes[v][i] == fm->fishing_hex[g])
            fm->fishing_vertices[g] |= VBIT (v);
      fm->fishing_vertices[g] &= s->buildable_vertices;
    }
}

gboolean
catan_fishermen_init (CatanState *s,
                      JsonNode   *setup,
                      TslRng     *rng,
                      GError    **error)
{
  CatanFishermenSlice *fm = &s->slice_fishermen;
  JsonObject *o = setup != NULL && JSON_NODE_HOLDS_OBJECT (setup) ? json_node_get_object (setup) : NULL;
  gboolean hexes_given = o != NULL && tsl_json_member (o, "hexes") != NULL;
  guint n_lakes = 0;

  fm->lake = CATAN_NONE;
  fm->boot_holder = CATAN_NONE;
  if (!catan_fishermen (s))
    {
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (s->terrain[h] == TSL_CATAN_LAKE)
          {
            g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                                 _("Only Fishermen of Catan has a lake"));
            return FALSE;
          }
      return TRUE;
    }
  ensure_fish_components ();

  if (!hexes_given)
    {
      place_lake (s, rng);
      catan_board_finish (s);   /* the numbers may have changed places */
    }
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] == TSL_CATAN_LAKE)
      {
        n_lakes++;
        fm->lake = (guint8) h;
        if (on_coast (s, h))
          {
            g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                                 _("The lake may not lie on the coast"));
            return FALSE;
          }
        if (s->number[h] != 0)
          {
            g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                                 _("The lake takes no number token: it yields fish on 2, 3, 11 and 12"));
            return FALSE;
          }
      }
  if (n_lakes != 1)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                           _("Fishermen of Catan is played with exactly one lake, which replaces the desert"));
      return FALSE;
    }

  /* An explicit setup's grounds replace these (tsl-catan-fishermen-json.c). */
  place_fishing_grounds (s, rng);
  catan_fishing_vertices_update (s);

  /* "A rablót a játéktáblán kívülre állítjuk": off the board, unless an
   * explicit setup puts it somewhere. */
  if (o == NULL || !json_object_has_member (o, "robber") || !hexes_given)
    s->robber = CATAN_NONE;

  memcpy (fm->fish_pile, fish.cards, sizeof fm->fish_pile);
  fm->boot_in_pile = 1;
  if (catan_two_player (s))
    {
      /* "mindkét játékos kap 5 halkártyát: 2-2 egy halas, 2-2 két halas és
       * 1-1 három halas kártyát" (no trade tokens: tsl-catan-two-player.c). */
      for (guint p = 0; p < 2; p++)
        for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
          {
            fm->fish[p][k] = fish.two_player_start[k];
            fm->fish_pile[k] -= fish.two_player_start[k];
          }
    }
  return TRUE;
}

/* -------------------------------------------------------------- counts */

guint
catan_fish_cards (const CatanState *s,
                  guint             p)
{
  const CatanFishermenSlice *fm = &s->slice_fishermen;

  return (guint) fm->fish[p][0] + fm->fish[p][1] + fm->fish[p][2];
}

guint
catan_fish_total (const CatanState *s,
                  guint             p)
{
  const CatanFishermenSlice *fm = &s->slice_fishermen;

  return (guint) fm->fish[p][0] + 2u * fm->fish[p][1] + 3u * fm->fish[p][2];
}

/* The fish an action costs @p.  Two-player: "Akinek kevesebb győzelmi
 * pontja van, annak egy akció 1 hallal kevesebbe kerül." */
guint
catan_fish_cost (const CatanState *s,
                 guint             p,
                 guint             type)
{
  guint cost;

  ensure_fish_components ();
  cost = fish.costs[type - TSL_CATAN_FISH_ROBBER];
  if (catan_two_player (s) && catan_vp_public (s, p) < catan_vp_public (s, 1 - p))
    cost--;
  return cost;
}

/* "A régi cipő kártya tulajdonosának 1 ponttal többet kell gyűjtenie a
 * győzelemhez." */
guint
catan_fishermen_target (const CatanState *s,
                        guint             p)
{
  return s->slice_fishermen.boot_holder == p ? 1u : 0u;
}

gboolean
catan_old_boot_may_pass (const CatanState *s,
                         guint             p,
                         guint             to)
{
  return s->slice_fishermen.boot_holder == p && to != p && to < s->n_players &&
         catan_vp_public (s, to) >= catan_vp_public (s, p);
}

/* ------------------------------------------------------------- drawing */

#define FISH_MAX_DRAWS 24   /* count[6..11], 2 bits each */

static guint
recorded_code (const TslMove *m,
               guint          i)
{
  return (m->count[6 + i / 4] >> (2 * (i % 4))) & 3;
}

static void
record_code (TslMove *m,
             guint    i,
             guint    code)
{
  m->count[6 + i / 4] = (guint8) ((m->count[6 + i / 4] & ~(3u << (2 * (i % 4)))) | (code << (2 * (i % 4))));
}

/* A card drawn at 7 cards may be swapped for one held ("kicserélheti"):
 * the player keeps the card with more fish, the other goes face up. */
static void
take_card (CatanState *s,
           guint       p,
           guint       kind)
{
  CatanFishermenSlice *fm = &s->slice_fishermen;

  if (catan_fish_cards (s, p) < CATAN_FISH_HAND_LIMIT)
    {
      fm->fish[p][kind]++;
      return;
    }
  for (guint k = 0; k < kind; k++)
    if (fm->fish[p][k] > 0)
      {
        fm->fish[p][k]--;
        fm->fish_spent[k]++;
        fm->fish[p][kind]++;
        return;
      }
  fm->fish_spent[kind]++;
}

/* Draws one card for @p: the recorded one, or one at random. */
static gboolean
draw_one (CatanState *s,
          guint       p,
          TslMove    *m,
          TslRng     *rng,
          GError    **error)
{
  CatanFishermenSlice *fm = &s->slice_fishermen;
  guint i = m->count[4];
  guint left = (guint) fm->fish_pile[0] + fm->fish_pile[1] + fm->fish_pile[2] + fm->boot_in_pile;
  guint code;

  if (left == 0)
    {
      /* "a már felhasználtakat újrakeverjük, és egy új paklit képezünk" */
      for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
        {
          fm->fish_pile[k] = fm->fish_spent[k];
          fm->fish_spent[k] = 0;
        }
      left = (guint) fm->fish_pile[0] + fm->fish_pile[1] + fm->fish_pile[2];
      if (left == 0)
        return TRUE;   /* every card is in a hand: nothing to draw */
    }
  if (i >= FISH_MAX_DRAWS)
    return catan_fail (error, _("Too many fish cards are drawn in one action"));
  if (m->flags & TSL_CATAN_MOVE_FISH)
    {
      if (i >= m->count[5])
        return catan_fail (error, _("The action records fewer fish cards than are drawn"));
      code = recorded_code (m, i);
      if (code == CATAN_FISH_BOOT ? !fm->boot_in_pile : fm->fish_pile[code - 1] == 0)
        return catan_fail (error, _("A recorded fish card is not left in the pile"));
    }
  else
    {
      guint k = tsl_rng_below (rng, left);

      if (fm->boot_in_pile && k == 0)
        code = CATAN_FISH_BOOT;
      else
        {
          k -= fm->boot_in_pile;
          code = 1;
          while (k >= fm->fish_pile[code - 1])
            k -= fm->fish_pile[code++ - 1];
        }
      record_code (m, i, code);
    }
  m->count[4] = (guint8) (i + 1);
  if (code == CATAN_FISH_BOOT)
    {
      /* "Aki ezt a kártyát húzza, rögtön fel kell fordítsa." */
      fm->boot_in_pile = 0;
      fm->boot_holder = (guint8) p;
      return TRUE;
    }
  fm->fish_pile[code - 1]--;
  take_card (s, p, code - 1);
  return TRUE;
}

static gboolean
draw_for (CatanState *s,
          guint64     spots,
          TslMove    *m,
          TslRng     *rng,
          GError    **error)
{
  for (guint p = 0; p < s->n_players; p++)
    {
      guint n = catan_popcount (s->players[p].settlements & spots) + 2 * catan_popcount (s->players[p].cities & spots);

      for (guint i = 0; i < n; i++)
        if (!draw_one (s, p, m, rng, error))
          return FALSE;
    }
  return TRUE;
}

/* The fish a rolled @sum brings: the lake on 2, 3, 11, 12 (not under the
 * robber), each fishing ground on its number; a settlement draws one card,
 * a city two (digest REC for the seed's garbled sentence).  The cards
 * drawn are recorded in @m (count[4] so far, count[5] recorded). */
gboolean
catan_fish_produce (CatanState *s,
                    guint       sum,
                    TslMove    *m,
                    TslRng     *rng,
                    GError    **error)
{
  CatanFishermenSlice *fm = &s->slice_fishermen;

  if (!catan_fishermen (s))
    return TRUE;
  ensure_fish_components ();
  for (guint i = 0; i < G_N_ELEMENTS (fish.lake_numbers); i++)
    if (fish.lake_numbers[i] == sum && fm->lake != CATAN_NONE && s->robber != fm->lake &&
        !draw_for (s, TOPO ()->hex_vertices[fm->lake], m, rng, error))
      return FALSE;
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    if (fm->fishing_number[g] == sum && !draw_for (s, fm->fishing_vertices[g], m, rng, error))
      return FALSE;
  return TRUE;
}

/* ------------------------------------------------------------- actions */

static gboolean
pay_fish (CatanState *s,
          guint       p,
          TslMove    *m,
          GError    **error)
{
  CatanFishermenSlice *fm = &s->slice_fishermen;
  guint cost = catan_fish_cost (s, p, m->type);
  guint total = 0, cards = 0;

  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    {
      if (m->count[k] > fm->fish[p][k])
        return catan_fail (error, _("You cannot hand in fish cards you do not have"));
      total += (k + 1) * m->count[k];
      cards += m->count[k];
    }
  if (total < cost)
    return catan_fail (error,
                       g_dngettext (GETTEXT_PACKAGE, "This action costs %u fish", "This action costs %u fish", cost), cost);
  (void) cards;
  /* "Halkártyák nem felválthatók": fish paid above the cost are lost. */
  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    {
      fm->fish[p][k] -= m->count[k];
      fm->fish_spent[k] += m->count[k];
    }
  return TRUE;
}

static gboolean
fish_steal (CatanState *s,
            guint       p,
            TslMove    *m,
            TslRng     *rng,
            GError    **error)
{
  gint victim = m->arg[0];
  gint r;

  if (victim < 0 || (guint) victim >= s->n_players || (guint) victim == p)
    return catan_fail (error, _("You can only draw a card from one of your opponents"));
  if (s->players[victim].n_res == 0)
    return catan_fail (error, _("That player has no resource cards to draw"));
  r = catan_card_from_hand (s, (guint) victim, (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0, m->arg[1], rng);
  if (r < 0)
    return catan_fail (error, _("The recorded card is not in that player's hand"));
  if (!pay_fish (s, p, m, error))
    return FALSE;
  catan_transfer (s, (guint) victim, p, (guint) r, 1);
  m->arg[1] = r;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  return TRUE;
}

static gboolean
fish_dev_card (CatanState *s,
               guint       p,
               TslMove    *m,
               TslRng     *rng,
               GError    **error)
{
  gint card;

  if (s->dev_deck.len == 0)
    return catan_fail (error, _("There are no development cards left"));
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      card = m->arg[0];
      if (card < 0 || card >= CATAN_N_DEV || tsl_deck_count (&s->dev_deck, (guint8) card) == 0)
        return catan_fail (error, _("The recorded development card is not left in the deck"));
    }
  else
    card = s->dev_deck.cards[tsl_rng_below (rng, s->dev_deck.len)];
  if (!pay_fish (s, p, m, error))
    return FALSE;
  tsl_deck_take (&s->dev_deck, (guint8) card);
  s->players[p].dev_new[card]++;
  m->arg[0] = card;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->built = TRUE;
  return TRUE;
}

gboolean
catan_fishermen_apply (CatanState *s,
                  guint       p,
                  TslMove    *m,
                  TslRng     *rng,
                  GError    **error)
{
  if (!catan_fishermen (s))
    return catan_fail (error, _("Fish cards are used only in Fishermen of Catan"));

  switch (m->type)
    {
    case TSL_CATAN_FISH_ROBBER:
      if (s->robber == CATAN_NONE)
        return catan_fail (error, _("The robber is not on the board"));
      if (!pay_fish (s, p, m, error))
        return FALSE;
      /* "kizárhatja a rablót a játékból (a következő 7 dobásnál visszatér)" */
      s->robber = CATAN_NONE;
      return TRUE;

    case TSL_CATAN_FISH_STEAL:
      return fish_steal (s, p, m, rng, error);

    case TSL_CATAN_FISH_RESOURCE:
      if (m->arg[0] < 0 || m->arg[0] >= CATAN_N_RES)
        return catan_fail (error, _("Choose one of the five resources"));
      if (s->bank.count[m->arg[0]] == 0)
        return catan_fail (error, _("The bank has no card of that resource left"));
      if (!pay_fish (s, p, m, error))
        return FALSE;
      catan_receive (s, p, (guint) m->arg[0], 1);
      return TRUE;

    case TSL_CATAN_FISH_ROAD:
      if (m->arg[0] < 0 || m->arg[0] >= CATAN_N_EDGES)
        return catan_fail (error, _("There is no such path"));
      if (s->players[p].roads_left == 0)
        return catan_fail (error, _("You have no roads left to build"));
      if (catan_has_damaged_road (s, p))
        return catan_fail (error, _("Repair your road damaged by the earthquake before you build new roads"));
      if (!catan_can_build_road_at (s, p, (guint) m->arg[0]))
        return catan_fail (error, _("You cannot build a road there"));
      if (!pay_fish (s, p, m, error))
        return FALSE;
      catan_put_road (s, p, (guint) m->arg[0]);
      s->built = TRUE;
      return TRUE;

    case TSL_CATAN_FISH_DEV_CARD:
      return fish_dev_card (s, p, m, rng, error);

    case TSL_CATAN_PASS_OLD_BOOT:
      if (s->slice_fishermen.boot_holder != p)
        return catan_fail (error, _("You do not hold the Old Boot"));
      if (m->arg[0] < 0 || (guint) m->arg[0] >= s->n_players || (guint) m->arg[0] == p)
        return catan_fail (error, _("The Old Boot can only be given to one of your opponents"));
      if (!catan_old_boot_may_pass (s, p, (guint) m->arg[0]))
        return catan_fail (error, _("The Old Boot can only be given to a player with as many victory points "
                                    "as you or more"));
      s->slice_fishermen.boot_holder = (guint8) m->arg[0];
      return TRUE;

    default:
      g_assert_not_reached ();
    }
}

/* --------------------------------------------------------------- legal */

typedef struct
{
  guint8 count[CATAN_N_FISH_KINDS];
} FishPayment;

/* The payments of at least @cost fish from which no card can be left out:
 * overpaying loses fish ("a maradék halak elvesznek"), so the listed
 * moves never hand in a card that is not needed. */
static guint
minimal_payments (const guint8 *hand,
                  guint         cost,
                  FishPayment  *out,
                  guint         max)
{
  guint n = 0;

  for (guint a = 0; a <= hand[0]; a++)
    for (guint b = 0; b <= hand[1]; b++)
      for (guint c = 0; c <= hand[2]; c++)
        {
          guint total = a + 2 * b + 3 * c;
          gboolean minimal = total >= cost;

          minimal = minimal && !(a > 0 && total - 1 >= cost);
          minimal = minimal && !(b > 0 && total - 2 >= cost);
          minimal = minimal && !(c > 0 && total - 3 >= cost);
          if (minimal && n < max)
            {
              out[n].count[0] = (guint8) a;
              out[n].count[1] = (guint8) b;
              out[n].count[2] = (guint8) c;
              n++;
            }
        }
  return n;
}

static void
push_paid (TslMoveList       *out,
           guint              type,
           guint              p,
           const FishPayment *pay,
           gint               arg)
{
  TslMove *m = catan_push_move (out, type, p);

  m->arg[0] = arg;
  m->arg[1] = -1;
  memcpy (m->count, pay->count, CATAN_N_FISH_KINDS);
}

/* Fish actions in the trade and build phase, passing the Old Boot on one's
 * own turn. */
void
catan_fish_legal (const CatanState *s,
                  guint             p,
                  TslMoveList      *out)
{
  FishPayment pays[32];

  if (!catan_fishermen (s))
    return;
  for (guint to = 0; to < s->n_players; to++)
    if (catan_old_boot_may_pass (s, p, to))
      catan_push_move (out, TSL_CATAN_PASS_OLD_BOOT, p)->arg[0] = (gint32) to;
  if (s->phase != CATAN_PHASE_MAIN || catan_fish_cards (s, p) == 0)
    return;

  for (guint type = TSL_CATAN_FISH_ROBBER; type <= TSL_CATAN_FISH_DEV_CARD; type++)
    {
      guint n = minimal_payments (s->slice_fishermen.fish[p], catan_fish_cost (s, p, type), pays, G_N_ELEMENTS (pays));

      for (guint i = 0; i < n; i++)
        switch (type)
          {
          case TSL_CATAN_FISH_ROBBER:
            if (s->robber != CATAN_NONE)
              push_paid (out, type, p, &pays[i], 0);
            break;
          case TSL_CATAN_FISH_STEAL:
            for (guint q = 0; q < s->n_players; q++)
              if (q != p && s->players[q].n_res > 0)
                push_paid (out, type, p, &pays[i], (gint) q);
            break;
          case TSL_CATAN_FISH_RESOURCE:
            for (guint r = 0; r < CATAN_N_RES; r++)
              if (s->bank.count[r] > 0)
                push_paid (out, type, p, &pays[i], (gint) r);
            break;
          case TSL_CATAN_FISH_ROAD:
            if (s->players[p].roads_left > 0 && !catan_has_damaged_road (s, p))
              {
                CatanEdges spots;

                catan_road_spots (s, p, &spots);
                for (guint e = 0; e < CATAN_N_EDGES; e++)
                  if (catan_edges_has (&spots, e))
                    push_paid (out, type, p, &pays[i], (gint) e);
              }
            break;
          case TSL_CATAN_FISH_DEV_CARD:
            if (s->dev_deck.len > 0)
              push_paid (out, type, p, &pays[i], -1);
            break;
          default:
            g_assert_not_reached ();
          }
    }
}

/* After a roll or a robber move: a recorded list must be used up, a drawn
 * one is marked as recorded. */
gboolean
catan_fish_record_done (TslMove  *m,
                        GError  **error)
{
  if ((m->flags & TSL_CATAN_MOVE_FISH) && m->count[4] != m->count[5])
    return catan_fail (error, _("The action records more fish cards than are drawn"));
  m->count[5] = m->count[4];
  m->flags |= TSL_CATAN_MOVE_FISH;
  return TRUE;
}
