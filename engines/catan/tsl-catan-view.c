/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"

/* The read-only typed API for views: a plain copy of what the state shows,
 * so that the application never reads the engine's JSON.  The core fills
 * its own part; each module fills its own (catan_hooks_info_read). */

G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_OVER == (int) CATAN_PHASE_OVER);
G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_TRADE == (int) CATAN_PHASE_TRADE);
G_STATIC_ASSERT (TSL_CATAN_N_LAND_HEXES == CATAN_N_LAND);
G_STATIC_ASSERT (TSL_CATAN_N_VERTICES == CATAN_N_VERTICES);
G_STATIC_ASSERT (TSL_CATAN_N_EDGES == CATAN_N_EDGES);
G_STATIC_ASSERT (TSL_CATAN_MAX_PLAYERS == CATAN_MAX_PLAYERS);
G_STATIC_ASSERT (TSL_CATAN_MAX_HARBORS == CATAN_MAX_HARBORS);

/**
 * tsl_catan_hex_topology:
 *
 * Returns: (transfer none): the geometry behind every hex, vertex and
 *   edge index of #TslCatanInfo and of the moves
 */
const TslHexTopology *
tsl_catan_hex_topology (void)
{
  return tsl_catan_topology ()->hex;
}

static void
read_player (const CatanState   *s,
             guint               p,
             gboolean            own,
             TslCatanPlayerInfo *out)
{
  const CatanPlayer *pl = &s->players[p];

  memcpy (out->resources, pl->res.count, sizeof out->resources);
  out->n_resources = pl->n_res;
  for (guint k = 0; k < CATAN_N_DEV; k++)
    {
      out->n_dev_cards += pl->dev[k] + pl->dev_new[k];
      if (own)
        {
          out->dev_cards[k] = pl->dev[k] + pl->dev_new[k];
          out->dev_cards_new[k] = pl->dev_new[k];
        }
    }
  out->knights = pl->knights;
  out->road_length = pl->road_length;
  out->roads_left = pl->roads_left;
  out->settlements_left = pl->settlements_left;
  out->cities_left = pl->cities_left;
  out->vp_public = (guint8) catan_vp_public (s, p);
  out->vp = own ? (guint8) catan_vp (s, p) : out->vp_public;
  out->discard = s->phase == CATAN_PHASE_DISCARD ? s->discard[p] : 0;
  for (guint r = 0; r < CATAN_N_RES; r++)
    out->trade_rate[r] = (guint8) catan_trade_rate (s, p, r);
  out->target = (guint8) catan_player_target (s, p);
}

/* Gold, in the games whose modules play with it (tsl-catan-gold.c) */
static void
read_gold (const CatanState *s,
           TslCatanInfo     *info)
{
  info->richest_settler = -1;
  if (!catan_gold_used (s))
    return;
  info->gold_buys_left = (guint8) (CATAN_GOLD_BUYS - s->gold_buys);
  info->richest_settler = s->gold_cards ? catan_info_index (s->richest_holder) : -1;
  if (s->phase == CATAN_PHASE_TRADE)
    {
      info->trade_give_gold = s->trade_gold_give;
      info->trade_get_gold = s->trade_gold_get;
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      info->players[p].gold = s->gold[p];
      info->players[p].richest_settler = s->gold_cards && s->richest_holder == p;
      info->players[p].poor_settler = s->gold_cards && ((s->poor_holders >> p) & 1);
    }
}

/**
 * tsl_catan_info_read:
 * @state: a Catan state, normally the seat's redacted view (tsl_game_dup_view())
 * @seat: whose development cards and points are shown in full, or -1 for
 *   every player's (a full state, or a finished game)
 * @info: (out caller-allocates): filled
 *
 * Copies what a view shows.  Once the game is over nothing is hidden: read
 * the game's full state then, with @seat -1.
 */
void
tsl_catan_info_read (gconstpointer  state,
                     gint           seat,
                     TslCatanInfo  *info)
{
  const CatanState *s = state;

  memset (info, 0, sizeof *info);
  info->n_players = s->n_players;
  info->victory_points = s->victory_points;
  memcpy (info->terrain, s->terrain, sizeof info->terrain);
  memcpy (info->number, s->number, sizeof info->number);
  info->n_harbors = s->n_harbors;
  memcpy (info->harbor_edge, s->harbor_edge, sizeof info->harbor_edge);
  memcpy (info->harbor_kind, s->harbor_kind, sizeof info->harbor_kind);
  info->robber = (gint8) catan_info_index (s->robber);

  memset (info->building_owner, -1, sizeof info->building_owner);
  memset (info->road_owner, -1, sizeof info->road_owner);
  for (guint p = 0; p < catan_n_owners (s); p++)
    {
      const CatanPlayer *pl = &s->players[p];

      for (guint v = 0; v < CATAN_N_VERTICES; v++)
        if ((pl->settlements | pl->cities) & VBIT (v))
          {
            info->building_owner[v] = (gint8) p;
            info->building_city[v] = (pl->cities & VBIT (v)) != 0;
          }
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        if (catan_edges_has (&pl->roads, e))
          info->road_owner[e] = (gint8) p;
      read_player (s, p, catan_info_shows_hand (s, seat, p), &info->players[p]);
    }

  info->phase = s->phase;
  info->turn = s->turn;
  info->current = s->current;
  info->winner = catan_info_index (s->winner);
  memcpy (info->dice, s->dice, sizeof info->dice);
  info->longest_road = catan_info_index (s->longest_holder);
  info->largest_army = catan_info_index (s->army_holder);
  info->has_longest_road = !(s->modules & CATAN_MODULES_IN (CATAN_FEATURE_NO_LONGEST_ROAD));
  info->has_largest_army = !(s->modules & CATAN_MODULES_IN (CATAN_FEATURE_NO_LARGEST_ARMY));
  memcpy (info->bank, s->bank.count, sizeof info->bank);
  info->dev_deck_left = s->dev_deck.len;
  info->robber_hexes = catan_robber_hexes (s);

  info->domestic_trade = s->opt_domestic_trade;
  info->trade_over = s->built && !s->opt_trade_after_build;
  if (s->phase == CATAN_PHASE_TRADE)
    {
      info->trade_open = TRUE;
      info->trade_offer = s->trade_index;
      info->trade_from = s->current;
      memcpy (info->trade_give, s->trade_give, sizeof info->trade_give);
      memcpy (info->trade_get, s->trade_get, sizeof info->trade_get);
      info->trade_to = s->trade_to;
      info->trade_accepted = s->trade_accepted;
      info->trade_rejected = s->trade_answered & ~s->trade_accepted;
    }
  else
    info->trade_from = -1;

  read_gold (s, info);
  catan_hooks_info_read (s, seat, info);
}

/**
 * tsl_catan_get_current:
 * @state: a Catan state, full or redacted
 *
 * Returns: whose turn it is (public: a view may ask before it knows
 *   whose redacted view to read)
 */
guint
tsl_catan_get_current (gconstpointer state)
{
  return ((const CatanState *) state)->current;
}
