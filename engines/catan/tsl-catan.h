/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-engine.h"
#include "tsl-hex.h"
#include "tsl-catan-types.h"
#include "tsl-catan-module-info.h"   /* generated: the modules' parts */

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_ENGINE (tsl_catan_engine_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanEngine, tsl_catan_engine, TSL, CATAN_ENGINE, GObject)

TslEngine *tsl_catan_engine_new (void);

/* The read-only typed API for views (tsl-catan-view.c): what a game view
 * needs to draw the game and to build moves (#TslMove), with no JSON.
 * Each module fills its own part, named after it (its folder's
 * tsl-catan-NAME-info.h). */

/**
 * TslCatanPlayerInfo:
 * @resources: resource cards in hand, as the state read shows them
 * @n_resources: their total
 * @dev_cards: development cards in hand (bought this turn included); only
 *   for the seat the info was read for, zeros for the others
 * @dev_cards_new: of @dev_cards, those bought this turn
 * @n_dev_cards: development cards in hand, for every player
 * @knights: knights played
 * @road_length: the longest road's length
 * @roads_left: roads still in the supply (likewise @settlements_left, @cities_left)
 * @vp: victory points: all of them for the seat read for and, once the
 *   game is over, for everybody; otherwise those the table sees (@vp_public)
 * @vp_public: the points everybody sees (Victory Point cards stay hidden)
 * @discard: cards still to give back after a 7
 * @trade_rate: how many cards of each resource the player pays the bank
 *   for one card (4, 3 at a generic harbour, 2 at its special harbour)
 * @target: points this player needs to win (a module may add to it)
 * @gold: gold held, in a game with gold
 * @richest_settler: holds the Richest Settler card (gold, when dealt)
 * @poor_settler: holds a Poor Settler card
 *
 * Each module's part follows, named after it (fishermen, …).
 */
typedef struct
{
  guint8 resources[TSL_CATAN_N_RESOURCES];
  guint8 n_resources;
  guint8 dev_cards[TSL_CATAN_N_DEV_KINDS];
  guint8 dev_cards_new[TSL_CATAN_N_DEV_KINDS];
  guint8 n_dev_cards;
  guint8 knights;
  guint8 road_length;
  guint8 roads_left;
  guint8 settlements_left;
  guint8 cities_left;
  guint8 vp;
  guint8 vp_public;
  guint8 discard;
  guint8 trade_rate[TSL_CATAN_N_RESOURCES];
  guint8 target;
  /* The gold feature (Rivers, Barbarian Attack, Traders & Barbarians) */
  guint  gold;
  gboolean richest_settler;
  gboolean poor_settler;
  /* The modules' parts: TslCatanFishermenPlayerInfo fishermen; … */
#define TSL_CATAN_PLAYER_INFO_MEMBER(name, type) type name;
  TSL_CATAN_MODULE_PLAYER_INFOS (TSL_CATAN_PLAYER_INFO_MEMBER)
#undef TSL_CATAN_PLAYER_INFO_MEMBER
} TslCatanPlayerInfo;

/**
 * TslCatanInfo:
 *
 * A plain copy of what a view shows, read from a state by
 * tsl_catan_info_read(): no pointers, so it may be kept and compared.
 * Hexes, vertices and edges are indices of tsl_catan_hex_topology() (land
 * hexes 0..18 first); -1 means nobody or nowhere.
 *
 * Board: @terrain and @number (0 for none) per land hex; @n_harbors
 * harbours on the coastal edges @harbor_edge, of kind @harbor_kind
 * (%TSL_CATAN_HARBOR_GENERIC or 1 + resource); @robber.
 *
 * Pieces: @building_owner and @building_city per vertex, @road_owner per edge.
 *
 * Flow: @phase, @turn, @current (whose turn), @winner, @dice (the last
 * roll, zeros before the first), @longest_road and @largest_army (the
 * holders of the special cards; @has_longest_road and @has_largest_army
 * say whether the game awards them at all), @victory_points (the target).
 *
 * Cards: @bank (the resource stacks), @dev_deck_left.
 *
 * @domestic_trade: whether the game plays trades between players (the
 * option domestic_trade); without it, only maritime trade.  @trade_over:
 * the current player has built this turn and may not trade any more (the
 * option trade_after_build off).
 *
 * The domestic trade offer while @trade_open: offered by @trade_from at
 * log index @trade_offer, giving @trade_give for @trade_get, made to the
 * seats of the bit mask @trade_to; @trade_accepted and @trade_rejected are
 * the answers so far.
 *
 * @robber_hexes: a bit per land hex the robber may be moved to now,
 * whoever moves it.
 *
 * Gold, in a game whose modules play with it: the players' gold is in
 * @players; @gold_buys_left what the current player may still buy with
 * gold this turn; @richest_settler the Richest Settler card's holder (-1
 * when set aside or not dealt); an open offer's gold is @trade_give_gold
 * and @trade_get_gold.
 *
 * Each module's part follows, named after it: @fishermen,
 * @traders_barbarians… (#TslCatanFishermenInfo, …); its member @played
 * says whether the game plays it.
 */
typedef struct
{
  guint8             n_players;
  guint8             victory_points;
  guint8             terrain[TSL_CATAN_N_LAND_HEXES];
  guint8             number[TSL_CATAN_N_LAND_HEXES];
  guint8             n_harbors;
  guint8             harbor_edge[TSL_CATAN_MAX_HARBORS];
  guint8             harbor_kind[TSL_CATAN_MAX_HARBORS];
  gint8              robber;

  gint8              building_owner[TSL_CATAN_N_VERTICES];
  gboolean           building_city[TSL_CATAN_N_VERTICES];
  gint8              road_owner[TSL_CATAN_N_EDGES];

  TslCatanPhase      phase;
  guint              turn;
  gint               current;
  gint               winner;
  guint8             dice[2];
  gint               longest_road;
  gint               largest_army;
  gboolean           has_longest_road;
  gboolean           has_largest_army;

  guint8             bank[TSL_CATAN_N_RESOURCES];
  guint              dev_deck_left;

  gboolean           domestic_trade;
  gboolean           trade_over;
  gboolean           trade_open;
  guint              trade_offer;
  gint               trade_from;
  guint8             trade_give[TSL_CATAN_N_RESOURCES];
  guint8             trade_get[TSL_CATAN_N_RESOURCES];
  guint              trade_to;
  guint              trade_accepted;
  guint              trade_rejected;

  guint32            robber_hexes;

  TslCatanPlayerInfo players[TSL_CATAN_MAX_PLAYERS];

  /* Gold */
  guint8             gold_buys_left;
  gint               richest_settler;
  guint8             trade_give_gold;
  guint8             trade_get_gold;

  /* The modules' parts: TslCatanFishermenInfo fishermen; … */
#define TSL_CATAN_INFO_MEMBER(name, type) type name;
  TSL_CATAN_MODULE_INFOS (TSL_CATAN_INFO_MEMBER)
#undef TSL_CATAN_INFO_MEMBER
} TslCatanInfo;

const TslHexTopology *tsl_catan_hex_topology (void);
void                  tsl_catan_info_read    (gconstpointer  state,
                                              gint           seat,
                                              TslCatanInfo  *info);
guint                 tsl_catan_get_current  (gconstpointer  state);

char *tsl_catan_cards_text (const guint *counts,
                            gboolean     with_empty);

char *tsl_catan_hex_label  (guint terrain,
                            guint number);
G_END_DECLS
