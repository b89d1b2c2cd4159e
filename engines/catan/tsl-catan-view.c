/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-harbormaster-private.h"
#include "tsl-catan-private.h"
#include "tsl-catan-traders-private.h"
#include "tsl-turn-order.h"

/* The read-only typed API for views: a plain copy of what the state shows,
 * so that the application never reads the engine's JSON. */

G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_OVER == (int) CATAN_PHASE_OVER);
G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_TRADE == (int) CATAN_PHASE_TRADE);
G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_NEUTRAL == (int) CATAN_PHASE_NEUTRAL);
G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_CARD == (int) CATAN_PHASE_CARD);
G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_BATTLE == (int) CATAN_PHASE_BATTLE);
G_STATIC_ASSERT ((int) TSL_CATAN_PHASE_KNIGHTS == (int) CATAN_PHASE_KNIGHTS);
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

static gint
seat_or_none (guint8 seat)
{
  return seat == CATAN_NONE ? -1 : seat;
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
  out->harbor_points = (guint8) catan_harbor_points (s, p);
  out->target = (guint8) catan_player_target (s, p);
  out->fish_cards = (guint8) catan_fish_cards (s, p);
  if (own)
    {
      memcpy (out->fish, s->slice_fishermen.fish[p], sizeof out->fish);
      out->fish_total = (guint8) catan_fish_total (s, p);
    }
}

/* Rivers of Catan: the board's rivers and the gold holdings. */
static void
read_rivers (const CatanState *s,
             TslCatanInfo     *info)
{
  memset (info->river, -1, sizeof info->river);
  info->two_and_twelve = -1;
  info->richest_settler = -1;
  if (!catan_rivers (s))
    return;
  info->rivers = TRUE;
  for (guint i = 0; i < CATAN_RIVERS; i++)
    for (guint k = 0; k < CATAN_RIVER_MAX; k++)
      info->river[i][k] = s->slice_rivers.river[i][k] == CATAN_NONE ? -1 : (gint8) s->slice_rivers.river[i][k];
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      info->bridge_site[e] = catan_edges_has (&s->bridge_sites, e);
      info->bridge[e] = catan_edges_has (&s->slice_rivers.bridges, e);
      info->river_bank[e] = catan_edges_has (&s->slice_rivers.river_banks, e);
    }
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    info->river_vertex[v] = (s->slice_rivers.river_vertices & VBIT (v)) != 0;
  info->two_and_twelve = (gint8) catan_two_and_twelve (s);
  info->gold_buys_left = (guint8) (CATAN_GOLD_BUYS - s->gold_buys);
  info->richest_settler = s->gold_cards ? seat_or_none (s->richest_holder) : -1;
  if (s->phase == CATAN_PHASE_TRADE)
    {
      info->trade_give_gold = s->trade_gold_give;
      info->trade_get_gold = s->trade_gold_get;
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      info->players[p].gold = s->gold[p];
      info->players[p].bridges_left = s->bridges_left[p];
      info->players[p].richest_settler = s->gold_cards && s->richest_holder == p;
      info->players[p].poor_settler = s->gold_cards && ((s->poor_holders >> p) & 1);
    }
}

/* Traders & Barbarians: what each step the wagon may take now costs, so
 * the UI can show it beside the target. */
static void
read_wagon_steps (const CatanState *s,
                  TslCatanInfo     *info)
{
  guint8 paths[4];
  guint from, n;

  if (info->wagon_targets == 0)
    return;
  from = s->slice_traders_barbarians.tb_wagon[s->current];
  n = catan_tb_node_paths (s, from, paths);
  for (guint i = 0; i < n; i++)
    {
      guint a, b, toll, to;
      guint cost = catan_tb_step_cost (s, s->current, paths[i], &toll);

      catan_tb_path_ends (s, paths[i], &a, &b);
      to = a == from ? b : a;
      if (!(info->wagon_targets & (G_GUINT64_CONSTANT (1) << to)))
        continue;
      info->wagon_step_cost[to] = (guint8) cost;
      if (toll > 0)
        info->wagon_step_toll |= G_GUINT64_CONSTANT (1) << to;
    }
}

/* Traders & Barbarians: destinations, barbarians, wagons and what the
 * current player's wagon may do now (the targets the UI highlights). */
static void
read_traders (const CatanState *s,
              TslCatanInfo     *info)
{
  memset (info->destination_hex, -1, sizeof info->destination_hex);
  memset (info->path_road_owner, -1, sizeof info->path_road_owner);
  memset (info->barbarian_path, -1, sizeof info->barbarian_path);
  info->barbarian_move = -1;
  for (guint p = 0; p < TSL_CATAN_MAX_PLAYERS; p++)
    {
      info->players[p].wagon_node = -1;
      info->players[p].task = -1;
      info->players[p].task_to = -1;
    }
  if (!catan_traders (s))
    return;
  info->traders = TRUE;
  memcpy (info->wagon_cards, catan_traders_data ()->wagon, sizeof info->wagon_cards);
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      info->destination_hex[d] = (gint8) s->slice_traders_barbarians.tb_dest_hex[d];
      for (guint k = 0; k < 4; k++)
        {
          info->destination_corner[d][k] = s->slice_traders_barbarians.tb_corner[d][k];
          info->path_road_owner[d][k] = s->slice_traders_barbarians.tb_path_road[4 * d + k] == CATAN_NONE ? -1 : (gint8) s->slice_traders_barbarians.tb_path_road[4 * d + k];
        }
      for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
        info->commodities_left[d] += s->slice_traders_barbarians.tb_goods[d][k];
    }
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    info->barbarian_path[i] = s->slice_traders_barbarians.tb_barbarian[i];
  if (s->phase >= CATAN_PHASE_ROLL && s->phase != CATAN_PHASE_OVER)
    {
      info->mp_left = (guint8) catan_tb_mp_left (s);
      info->grain_used = s->slice_traders_barbarians.tb_grain;
      info->moving = s->slice_traders_barbarians.tb_moving;
      info->wagon_targets = catan_tb_wagon_targets (s, s->current);
      read_wagon_steps (s, info);
      info->chase_paths = (guint8) catan_tb_chase_targets (s, s->current);
    }
  if (s->phase == CATAN_PHASE_ROBBER || s->slice_traders_barbarians.tb_barbarian_move != CATAN_NONE)
    {
      info->barbarian_move = s->slice_traders_barbarians.tb_barbarian_move == CATAN_NONE ? -1 : (gint8) s->slice_traders_barbarians.tb_barbarian_move;
      for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
        info->barbarian_spots[x] = catan_tb_barbarian_spot (s, x);
    }
  else if (catan_two_player (s) && (s->phase == CATAN_PHASE_ROLL || s->phase == CATAN_PHASE_MAIN) &&
           catan_check_token_action (s, s->current, NULL))
    {
      info->barbarian_token = TRUE;
      for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
        info->barbarian_spots[x] = catan_tb_barbarian_spot (s, x) && catan_tb_path_owner (s, x) < 0;
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      TslCatanPlayerInfo *pi = &info->players[p];

      pi->gold = s->gold[p];
      pi->wagon_node = s->slice_traders_barbarians.tb_wagon[p] == CATAN_NONE ? -1 : (gint8) s->slice_traders_barbarians.tb_wagon[p];
      pi->wagon_level = s->slice_traders_barbarians.tb_level[p];
      pi->task = s->slice_traders_barbarians.tb_task[p] == CATAN_NONE ? -1 : (gint8) s->slice_traders_barbarians.tb_task[p];
      pi->task_to = s->slice_traders_barbarians.tb_task[p] == CATAN_NONE ? -1 : (gint8) catan_tb_needed_at (s->slice_traders_barbarians.tb_task[p]);
      pi->deliveries = s->slice_traders_barbarians.tb_delivered[p];
    }
}

/* Barbarian Attack: castle, coast, barbarians, knights and the last battle. */
static void
read_barbarian_attack (const CatanState *s,
                       TslCatanInfo     *info)
{
  guint8 coast[CATAN_N_LAND];
  guint n_coast;

  info->castle = info->card_pending = info->battle_hex = info->last_battle_hex = -1;
  memset (info->coast, -1, sizeof info->coast);
  memset (info->knight_owner, -1, sizeof info->knight_owner);
  if (!catan_barbarian_attack (s))
    return;
  info->barbarian_attack = TRUE;
  info->castle = (gint8) seat_or_none (s->slice_barbarian_attack.castle);
  n_coast = catan_ba_coast (s, coast);
  for (guint i = 0; i < n_coast; i++)
    info->coast[i] = (gint8) coast[i];
  memcpy (info->barbarians, s->slice_barbarian_attack.barbarians, sizeof info->barbarians);
  info->barbarians_left = s->slice_barbarian_attack.barbarians_left;
  info->pillaged = s->pillaged;
  info->pillaged_buildings = 0;
  for (guint p = 0; p < catan_n_owners (s); p++)
    info->pillaged_buildings |= catan_own_buildings (s, p) & s->pillaged_vertices;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      info->knight_owner[e] = (gint8) seat_or_none (s->slice_barbarian_attack.knight_at[e]);
      info->knight_movable[e] = catan_ba_knight_movable (s, s->current, e);
      info->knight_must_move[e] = catan_ba_must_move (s, e);
    }
  if (s->phase == CATAN_PHASE_CARD)
    {
      info->card_pending = (gint8) s->slice_barbarian_attack.card_pending;
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        info->knight_spot[e] = catan_ba_knight_spot (s, s->current, e);
    }
  if (s->phase == CATAN_PHASE_BATTLE && s->slice_barbarian_attack.battle_next < n_coast)
    info->battle_hex = (gint8) coast[s->slice_barbarian_attack.battle_next];
  info->last_battle_hex = (gint8) seat_or_none (s->slice_barbarian_attack.last_battle_hex);
  info->last_battle_colour = s->slice_barbarian_attack.last_battle_colour;
  memcpy (info->last_battle_prisoners, s->slice_barbarian_attack.last_battle_prisoners, sizeof info->last_battle_prisoners);
  memcpy (info->last_battle_lost, s->slice_barbarian_attack.last_battle_lost, sizeof info->last_battle_lost);
  memcpy (info->last_landing, s->slice_barbarian_attack.last_landing, sizeof info->last_landing);
  info->gold_buys_left = (guint8) (CATAN_GOLD_BUYS - s->gold_buys);
  for (guint p = 0; p < s->n_players; p++)
    {
      info->players[p].gold = s->gold[p];
      info->players[p].prisoners = s->slice_barbarian_attack.prisoners[p];
      info->players[p].knights_left = s->slice_barbarian_attack.knights_left[p];
    }
}

/**
 * tsl_catan_knight_targets:
 * @state: a Catan state of a Barbarian Attack game
 * @from_edge: the path of the knight to move
 * @pay_grain: whether a grain is paid for up to 5 paths instead of 3
 * @targets: (out caller-allocates): one flag per path, %TRUE where the
 *   knight may end its move now
 *
 * Returns: the number of targets (0 when the knight may not move now)
 */
guint
tsl_catan_knight_targets (gconstpointer  state,
                          guint          from_edge,
                          gboolean       pay_grain,
                          gboolean      *targets)
{
  const CatanState *s = state;

  memset (targets, 0, sizeof (gboolean) * CATAN_N_EDGES);
  if (!catan_barbarian_attack (s) || from_edge >= CATAN_N_EDGES ||
      !catan_ba_knight_movable (s, s->current, from_edge))
    return 0;
  return catan_ba_knight_reach (s, from_edge, pay_grain ? CATAN_BA_STEPS_GRAIN : CATAN_BA_STEPS, targets);
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
static void
read_caravans (const CatanState *s,
               TslCatanInfo     *info)
{
  memset (info->camel_caravan, -1, sizeof info->camel_caravan);
  memset (info->camel_spot, -1, sizeof info->camel_spot);
  info->vote_next = -1;
  info->oasis = -1;
  if (!catan_caravans (s))
    return;
  info->caravans = TRUE;
  info->oasis = (gint8) s->slice_caravans.oasis;
  info->camels_left = s->slice_caravans.camels_left;
  info->between_camels = s->slice_caravans.camel_vertices;
  memcpy (info->caravan_start, s->slice_caravans.caravan_start, sizeof info->caravan_start);
  info->camels_per_vote = catan_two_player (s) ? 2 : 1;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      if (s->slice_caravans.camel_caravan[e] != CATAN_NONE)
        info->camel_caravan[e] = (gint8) s->slice_caravans.camel_caravan[e];
      info->camel_spot[e] = (gint8) catan_camel_caravan (s, e);
    }
  for (guint p = 0; p < catan_n_owners (s); p++)
    info->players[p].camel_points = (guint8) catan_popcount (catan_own_buildings (s, p) & s->slice_caravans.camel_vertices);
  if (s->phase == CATAN_PHASE_VOTE)
    {
      info->vote_next = s->slice_caravans.vote_next;
      info->votes_cast = s->slice_caravans.votes_cast;
      memcpy (info->vote_cards, s->slice_caravans.vote_cards, sizeof info->vote_cards);
    }
}

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
  info->robber = (gint8) seat_or_none (s->robber);

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
      read_player (s, p, seat < 0 || (guint) seat == p || s->phase == CATAN_PHASE_OVER,
                   &info->players[p]);
    }

  info->phase = s->phase;
  info->turn = s->turn;
  info->current = s->current;
  info->winner = seat_or_none (s->winner);
  memcpy (info->dice, s->dice, sizeof info->dice);
  info->longest_road = seat_or_none (s->longest_holder);
  info->largest_army = seat_or_none (s->army_holder);
  /* Traders & Barbarians scores no road; its deck and Barbarian Attack's
   * have no Knight cards to build an army from. */
  info->has_longest_road = !catan_traders (s);
  info->has_largest_army = !catan_traders (s) && !catan_barbarian_attack (s);
  memcpy (info->bank, s->bank.count, sizeof info->bank);
  info->dev_deck_left = s->dev_deck.len;
  info->friendly_robber = s->opt_friendly_robber;
  info->robber_protected = catan_robber_protected (s);
  info->robber_hexes = catan_robber_hexes (s);
  info->harbormaster = s->opt_harbormaster;
  info->harbormaster_holder = seat_or_none (s->slice_harbormaster.holder);
  info->fishermen = catan_fishermen (s);
  info->lake = (gint8) seat_or_none (s->slice_fishermen.lake);
  info->old_boot_holder = -1;
  if (info->fishermen)
    {
      for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
        if (s->slice_fishermen.fishing_number[g] != 0)
          {
            info->fishing_hex[info->n_fishing_grounds] = s->slice_fishermen.fishing_hex[g];
            info->fishing_number[info->n_fishing_grounds++] = s->slice_fishermen.fishing_number[g];
          }
      info->fish_pile_left = (guint) s->slice_fishermen.fish_pile[0] + s->slice_fishermen.fish_pile[1] + s->slice_fishermen.fish_pile[2] + s->slice_fishermen.boot_in_pile;
      info->old_boot_holder = seat_or_none (s->slice_fishermen.boot_holder);
      for (guint i = 0; i < G_N_ELEMENTS (info->fish_cost); i++)
        info->fish_cost[i] = (guint8) catan_fish_cost (s, s->current, TSL_CATAN_FISH_ROBBER + i);
    }

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

  if (catan_two_player (s))
    {
      info->two_player = TRUE;
      memcpy (info->dice2, s->slice_two_player.dice2, sizeof info->dice2);
      if (s->phase == CATAN_PHASE_NEUTRAL)
        {
          info->neutral_owed = s->slice_two_player.neutral_settlements_owed + s->slice_two_player.neutral_roads_owed;
          info->neutral_settlement_owed = s->slice_two_player.neutral_settlements_owed > 0 &&
                                          catan_neutral_settlement_possible (s);
        }
      info->token_action_used = (s->slice_two_player.token_used & CATAN_TOKEN_ACTION) != 0;
      info->knight_turned_in = (s->slice_two_player.token_used & CATAN_TOKEN_KNIGHT) != 0;
      info->tokens_left = (guint8) (CATAN_TOKENS_TOTAL - s->slice_two_player.tokens[0] - s->slice_two_player.tokens[1]);
      /* Fishermen of Catan is played without trade tokens ("Kereskedő
       * zsetonokra nincs szükség"): no token actions to show. */
      info->trade_tokens = !catan_fishermen (s);
      for (guint p = 0; p < 2 && info->trade_tokens; p++)
        {
          info->players[p].trade_tokens = s->slice_two_player.tokens[p];
          info->players[p].token_cost = (guint8) catan_token_cost (s, p);
        }
    }
  info->event_cards = s->opt_event_cards;
  info->event_card = -1;
  if (s->opt_event_cards && s->slice_events.event_card != CATAN_NONE)
    {
      info->event_card = (gint8) s->slice_events.event_card;
      info->event_number = catan_event_deck[s->slice_events.event_card].number;
      info->event = catan_event_deck[s->slice_events.event_card].event;
      info->event_new_year = s->slice_events.event_new_year;
    }
  info->event_card2 = -1;
  if (s->opt_event_cards && s->slice_events.event_card2 != CATAN_NONE)
    {
      info->event_card2 = (gint8) s->slice_events.event_card2;
      info->event_number2 = catan_event_deck[s->slice_events.event_card2].number;
      info->event2 = catan_event_deck[s->slice_events.event_card2].event;
      info->event_new_year2 = s->slice_events.event_new_year2;
      info->event_card2_waiting = s->slice_events.event_card2_due;
    }
  if (s->opt_event_cards)
    info->event_cards_left = TSL_CATAN_N_EVENT_CARDS - catan_event_set_aside -
                             MIN (TSL_CATAN_N_EVENT_CARDS - catan_event_set_aside, catan_popcount (s->slice_events.event_drawn));
  if (s->phase == CATAN_PHASE_EVENT)
    {
      guint actor = (guint) catan_actor (s);

      info->event_pending = s->slice_events.event_active;
      info->event_seats = s->slice_events.event_pending;
      if (s->slice_events.event_active == TSL_CATAN_EVENT_GOOD_NEIGHBORS)
        info->event_give_to = 1u << tsl_turn_order_next (actor, s->n_players);
      else if (s->slice_events.event_active == TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE)
        info->event_give_to = catan_event_poorer (s, actor);
    }
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    info->road_damaged[e] = catan_edges_has (&s->roads_damaged, e);
  read_rivers (s, info);
  read_caravans (s, info);
  read_barbarian_attack (s, info);
  read_traders (s, info);
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
