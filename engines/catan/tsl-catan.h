/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-engine.h"
#include "tsl-hex.h"

G_BEGIN_DECLS

#define TSL_TYPE_CATAN_ENGINE (tsl_catan_engine_get_type ())
G_DECLARE_FINAL_TYPE (TslCatanEngine, tsl_catan_engine, TSL, CATAN_ENGINE, GObject)

TslEngine *tsl_catan_engine_new (void);

/**
 * TslCatanResource:
 *
 * Resources in the order used by every count array (JSON names in brackets).
 */
typedef enum
{
  TSL_CATAN_WOOD,   /* "wood"  (lumber) */
  TSL_CATAN_BRICK,  /* "brick" */
  TSL_CATAN_WOOL,   /* "wool"  */
  TSL_CATAN_GRAIN,  /* "grain" */
  TSL_CATAN_ORE,    /* "ore"   */
  TSL_CATAN_N_RESOURCES
} TslCatanResource;

typedef enum
{
  TSL_CATAN_FOREST,
  TSL_CATAN_HILLS,
  TSL_CATAN_PASTURE,
  TSL_CATAN_FIELDS,
  TSL_CATAN_MOUNTAINS,
  TSL_CATAN_DESERT,
  TSL_CATAN_SEA,
  TSL_CATAN_LAKE,   /* Fishermen of Catan: land that yields fish, not resources */
  TSL_CATAN_SWAMP,     /* Rivers of Catan: river hex without a number, like the desert */
  TSL_CATAN_OASIS,       /* Caravans: replaces the desert in the centre */
  TSL_CATAN_CASTLE,      /* Barbarian Attack: the castle hex, in the outer ring, no number */
  /* Traders & Barbarians scenario: the three destination hexes (no number, no yield) */
  TSL_CATAN_TRADE_CASTLE,  /* "trade_castle": needs marble and glass, supplies tools and sand */
  TSL_CATAN_QUARRY,        /* "quarry": the marble quarry, needs tools, supplies marble and sand */
  TSL_CATAN_GLASSWORKS,    /* "glassworks": needs sand, supplies glass and tools */
  TSL_CATAN_N_TERRAINS
} TslCatanTerrain;   /* terrain t < DESERT produces resource t */

typedef enum
{
  TSL_CATAN_KNIGHT,
  TSL_CATAN_ROAD_BUILDING,
  TSL_CATAN_YEAR_OF_PLENTY,
  TSL_CATAN_MONOPOLY,
  TSL_CATAN_VICTORY_POINT,
  /* Barbarian Attack's own deck: played at once when bought */
  TSL_CATAN_KNIGHTHOOD,     /* "knighthood": a knight onto a free path of the castle */
  TSL_CATAN_BLACK_KNIGHT,   /* "black_knight": a knight onto any free path */
  TSL_CATAN_TREASON,        /* "treason": 2 gold, and 2 barbarians moved */
  TSL_CATAN_INTRIGUE,       /* "intrigue": 1 barbarian taken prisoner */
  TSL_CATAN_N_DEV_KINDS
} TslCatanDevCard;

/* Harbour kinds: 0 is the generic 3:1 harbour, 1 + r the 2:1 harbour of resource r. */
#define TSL_CATAN_HARBOR_GENERIC 0
#define TSL_CATAN_N_HARBOR_KINDS 6

/**
 * TslCatanAction:
 *
 * Action types and their #TslMove encoding.  Vertices, edges and hexes are
 * indices of the canonical topology (tsl_catan_topology(): vertices 0..53,
 * edges 0..71, land hexes 0..18, each numbered in the sorted order of their
 * hex names).  Resource maps are five counts in #TslCatanResource order.
 * Flag %TSL_CATAN_MOVE_OUTCOME says the move carries its random outcome
 * (dice, stolen card, card bought, amounts taken); without it apply_move()
 * draws the outcome and sets the flag.
 *
 * - PLACE_SETTLEMENT, BUILD_SETTLEMENT, BUILD_CITY: arg[0] vertex
 * - PLACE_ROAD, BUILD_ROAD: arg[0] edge
 * - ROLL: count[0], count[1] the two dice (outcome)
 * - DISCARD: count[0..4] the cards given back
 * - MOVE_ROBBER, PLAY_KNIGHT: arg[0] land hex, arg[1] victim seat or -1,
 *   arg[2] stolen resource or -1 (outcome)
 * - BUY_DEV_CARD: arg[0] the card bought (outcome)
 * - PLAY_ROAD_BUILDING: arg[0] first edge, arg[1] second edge or -1
 * - PLAY_YEAR_OF_PLENTY: count[0..4] the cards taken (2 in all, 1 when the
 *   bank holds only one card)
 * - PLAY_MONOPOLY: arg[0] resource; count[seat] how many each seat gave (outcome)
 * - MARITIME_TRADE: count[0..4] given, count[5..9] received
 * - OFFER_TRADE: count[0..4] given by the offerer, count[5..9] asked for,
 *   arg[0] bit mask of the seats it is made to
 * - ACCEPT_TRADE, REJECT_TRADE, CANCEL_TRADE: arg[0] the log index of the offer
 * - CONFIRM_TRADE: arg[0] the log index of the offer, arg[1] the partner seat
 * - END_TURN: nothing
 * - ROLL in a two-player game: also count[2], count[3] the second roll (outcome)
 * - BUILD_NEUTRAL_SETTLEMENT, BUILD_NEUTRAL_ROAD: arg[0] vertex or edge,
 *   arg[1] the neutral player (0 or 1, the pieces of players[2 + arg[1]])
 * - FORCED_TRADE: count[0..4] given, count[5..9] taken (outcome)
 * - ROBBER_TO_DESERT: arg[0] the desert hex (filled in by the engine)
 * - TURN_IN_KNIGHT: nothing
 *
 * With the option event_cards (Catan Events, docs/rules-catan-tb.md):
 * - ROLL: arg[0] the event card drawn (index into the deck, 0..35),
 *   arg[1] 1 when the New Year card came up first (outcome); counts unused;
 *   in a two-player game arg[2] and arg[3] the same for the second card
 * - DAMAGE_ROAD (Earthquake), REPAIR_ROAD: arg[0] edge
 * - TAKE_RESOURCE (Tournament, Calm Sea, Plentiful Year): arg[0] resource
 * - GIVE_RESOURCE (Good Neighbours, Neighbourly Assistance): arg[0]
 *   resource, arg[1] the seat it goes to
 * - DRAW_RESOURCE (Trade Advantage, Conflict): arg[0] victim seat or -1,
 *   arg[1] the resource drawn (outcome)
 *
 * With the scenario fishermen (Fishermen of Catan, docs/rules-catan-tb.md):
 * - ROLL, MOVE_ROBBER: count[4] the fish cards drawn by the production,
 *   count[5..11] their kinds, 2 bits each from the lowest (0 the Old Boot,
 *   1..3 a card with that many fish; outcome, with %TSL_CATAN_MOVE_FISH)
 * - FISH_ROBBER, FISH_STEAL, FISH_RESOURCE, FISH_ROAD, FISH_DEV_CARD:
 *   count[0..2] how many one-, two- and three-fish cards are paid; then
 *   FISH_STEAL arg[0] victim seat, arg[1] the resource drawn (outcome);
 *   FISH_RESOURCE arg[0] resource; FISH_ROAD arg[0] edge; FISH_DEV_CARD
 *   arg[0] the card drawn (outcome)
 * - PASS_OLD_BOOT: arg[0] the seat it goes to
 * With the scenario rivers (Rivers of Catan):
 * - BUILD_BRIDGE: arg[0] the bridge site (an edge)
 * - BUY_WITH_GOLD: arg[0] the resource bought for 2 gold
 * - MARITIME_TRADE: also count[10] the gold received (one per lot)
 * - OFFER_TRADE: also count[10] gold given, count[11] gold asked for
 * With scenario=caravans (docs/rules-catan-tb.md, S3):
 * - VOTE_CAMEL: count[0] wool, count[1] grain revealed; arg[0], arg[1]
 *   the paths proposed for the camel(s), -1 for none (arg[1] only in a
 *   two-player game, where a vote places two camels)
 * With scenario=barbarian_attack (docs/rules-catan-tb.md, S4):
 * - BUILD_SETTLEMENT, BUILD_CITY, BUILD_NEUTRAL_SETTLEMENT: count[0..2]
 *   the three different numbers (2..12, not 7) the barbarians landed on, 0
 *   for a roll not made because the reserve ran out (outcome)
 * - BUY_DEV_CARD: the card (outcome) is played at once: its choice follows
 *   in phase %TSL_CATAN_PHASE_CARD
 * - PLACE_KNIGHT (Knighthood, Black Knight): arg[0] the path, arg[1] the
 *   path of an own knight moved there (Black Knight with an empty
 *   reserve), -1 for a knight from the reserve
 * - MOVE_BARBARIANS (Treason, twice: two barbarians from two different
 *   hexes to two different hexes): arg[0] from hex (-1: the reserve, when
 *   fewer than two hexes carry barbarians), arg[1] to hex
 * - CAPTURE_BARBARIAN (Intrigue): arg[0] the coastal hex
 * - END_TURN: in the main phase, opens phase %TSL_CATAN_PHASE_KNIGHTS when
 *   a knight may move; there it ends the turn (after the battles)
 * - MOVE_KNIGHT (phase %TSL_CATAN_PHASE_KNIGHTS): arg[0] from path, arg[1]
 *   to path, arg[2] 1 when a grain is paid for up to 5 paths instead of 3
 * - FIGHT_BARBARIANS (phase %TSL_CATAN_PHASE_BATTLE): arg[0] the coastal
 *   hex (filled in by the engine), arg[1] the colour die (0 green, 1
 *   purple, 2 brown; outcome), arg[2] bit mask of the owners who won the
 *   roll for too few prisoners, bit 4 the Foreign Knight (outcome)
 * - STEAL_RESOURCE (the 7): arg[0] victim seat or -1, arg[1] the resource
 *   drawn (outcome)
 * - BUY_WITH_GOLD, and gold in MARITIME_TRADE and OFFER_TRADE, as in Rivers
 * With scenario=traders_barbarians (docs/rules-catan-tb.md, S5); nodes and
 * paths of the wagons' network are numbered as in #TslCatanInfo (nodes:
 * vertices 0..53, then 54 + d the centre of destination d; paths: edges
 * 0..71, then 72 + 4 d + k the path from corner k of destination d):
 * - BUILD_ROAD: arg[0] may also be a destination path (72..83)
 * - MOVE_WAGON: arg[0] the neighbouring node the wagon steps to; arg[1]
 *   the commodity card drawn on arriving at a destination (outcome,
 *   #TslCatanGood, -1 for none)
 * - WAGON_GRAIN: nothing (1 grain for 2 more movement points)
 * - CHASE_BARBARIAN: arg[0] the barbarian's path next to the wagon;
 *   arg[1] the die (outcome, 1..6)
 * - MOVE_BARBARIAN: arg[0] the barbarian's path, arg[1] the path it goes
 *   to; arg[2] after a 7 the resource drawn from the road's owner
 *   (outcome, -1 for none)
 * - UPGRADE_WAGON: nothing (pays the next wagon card's cost)
 */
typedef enum
{
  TSL_CATAN_PLACE_SETTLEMENT,
  TSL_CATAN_PLACE_ROAD,
  TSL_CATAN_ROLL,
  TSL_CATAN_DISCARD,
  TSL_CATAN_MOVE_ROBBER,
  TSL_CATAN_BUILD_ROAD,
  TSL_CATAN_BUILD_SETTLEMENT,
  TSL_CATAN_BUILD_CITY,
  TSL_CATAN_BUY_DEV_CARD,
  TSL_CATAN_PLAY_KNIGHT,
  TSL_CATAN_PLAY_ROAD_BUILDING,
  TSL_CATAN_PLAY_YEAR_OF_PLENTY,
  TSL_CATAN_PLAY_MONOPOLY,
  TSL_CATAN_MARITIME_TRADE,
  TSL_CATAN_OFFER_TRADE,
  TSL_CATAN_ACCEPT_TRADE,
  TSL_CATAN_REJECT_TRADE,
  TSL_CATAN_CONFIRM_TRADE,
  TSL_CATAN_CANCEL_TRADE,
  TSL_CATAN_END_TURN,
  /* Two-player Catan (V4) */
  TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT,
  TSL_CATAN_BUILD_NEUTRAL_ROAD,
  TSL_CATAN_FORCED_TRADE,
  TSL_CATAN_ROBBER_TO_DESERT,
  TSL_CATAN_TURN_IN_KNIGHT,
  /* Catan Events (option event_cards) */
  TSL_CATAN_DAMAGE_ROAD,
  TSL_CATAN_REPAIR_ROAD,
  TSL_CATAN_TAKE_RESOURCE,
  TSL_CATAN_GIVE_RESOURCE,
  TSL_CATAN_DRAW_RESOURCE,
  /* Fishermen of Catan (scenario fishermen) */
  TSL_CATAN_FISH_ROBBER,
  TSL_CATAN_FISH_STEAL,
  TSL_CATAN_FISH_RESOURCE,
  TSL_CATAN_FISH_ROAD,
  TSL_CATAN_FISH_DEV_CARD,
  TSL_CATAN_PASS_OLD_BOOT,
  /* Rivers of Catan (scenario rivers) */
  TSL_CATAN_BUILD_BRIDGE,
  TSL_CATAN_BUY_WITH_GOLD,
  /* Caravans (scenario=caravans) */
  TSL_CATAN_VOTE_CAMEL,
  /* Barbarian Attack (scenario=barbarian_attack) */
  TSL_CATAN_PLACE_KNIGHT,
  TSL_CATAN_MOVE_BARBARIANS,
  TSL_CATAN_CAPTURE_BARBARIAN,
  TSL_CATAN_MOVE_KNIGHT,
  TSL_CATAN_FIGHT_BARBARIANS,
  TSL_CATAN_STEAL_RESOURCE,
  /* Traders & Barbarians (scenario=traders_barbarians) */
  TSL_CATAN_MOVE_WAGON,
  TSL_CATAN_WAGON_GRAIN,
  TSL_CATAN_CHASE_BARBARIAN,
  TSL_CATAN_MOVE_BARBARIAN,
  TSL_CATAN_UPGRADE_WAGON,
  TSL_CATAN_N_ACTIONS
} TslCatanAction;

#define TSL_CATAN_MOVE_OUTCOME (1 << 0)
#define TSL_CATAN_MOVE_FISH    (1 << 1)   /* the fish cards drawn are recorded */

/**
 * TslCatanEvent:
 *
 * The events of the Catan Events deck (JSON ids in brackets); NONE for a
 * card without an event ("Industrious settlers, blooming Catan!").
 */
typedef enum
{
  TSL_CATAN_EVENT_NONE,
  TSL_CATAN_EVENT_ROBBER_ATTACK,          /* "robber_attack" */
  TSL_CATAN_EVENT_EPIDEMIC,               /* "epidemic" */
  TSL_CATAN_EVENT_EARTHQUAKE,             /* "earthquake" */
  TSL_CATAN_EVENT_GOOD_NEIGHBORS,         /* "good_neighbors" */
  TSL_CATAN_EVENT_TOURNAMENT,             /* "tournament" */
  TSL_CATAN_EVENT_TRADE_ADVANTAGE,        /* "trade_advantage" */
  TSL_CATAN_EVENT_CALM_SEA,               /* "calm_sea" */
  TSL_CATAN_EVENT_ROBBER_FLEES,           /* "robber_flees" */
  TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE,  /* "neighborly_assistance" */
  TSL_CATAN_EVENT_CONFLICT,               /* "conflict" */
  TSL_CATAN_EVENT_PLENTIFUL_YEAR,         /* "plentiful_year" */
  TSL_CATAN_N_EVENTS
} TslCatanEvent;

#define TSL_CATAN_N_EVENT_CARDS 36

/**
 * TslCatanGood:
 *
 * Traders & Barbarians: the goods on the commodity cards (JSON ids in brackets).
 */
typedef enum
{
  TSL_CATAN_GOOD_GLASS,   /* "glass": glassworks to the castle */
  TSL_CATAN_GOOD_TOOLS,   /* "tools": castle or glassworks to the quarry */
  TSL_CATAN_GOOD_SAND,    /* "sand": castle or quarry to the glassworks */
  TSL_CATAN_GOOD_MARBLE,  /* "marble": quarry to the castle */
  TSL_CATAN_N_GOODS
} TslCatanGood;

/* Traders & Barbarians: destination d is 0 the castle, 1 the quarry, 2 the
 * glassworks; the wagons' network adds a centre node per destination and
 * the 4 paths leading to it. */
#define TSL_CATAN_TB_DESTINATIONS  3
#define TSL_CATAN_TB_NODES         (54 + TSL_CATAN_TB_DESTINATIONS)
#define TSL_CATAN_TB_PATHS         (72 + 4 * TSL_CATAN_TB_DESTINATIONS)
#define TSL_CATAN_TB_BARBARIANS    3
#define TSL_CATAN_TB_WAGON_LEVELS  5

/**
 * TslCatanWagonCard:
 * @mp: movement points a turn
 * @gold: gold for each delivery
 * @chase: bit (1 << face) per die face that chases a barbarian away
 * @cost: resources paid to turn this card up (zeros for the first)
 */
typedef struct
{
  guint8 mp;
  guint8 gold;
  guint8 chase;
  guint8 cost[TSL_CATAN_N_RESOURCES];
} TslCatanWagonCard;

/* The read-only typed API for views (tsl-catan-view.c): what a game view
 * needs to draw the game and to build moves (#TslMove), with no JSON. */

#define TSL_CATAN_N_LAND_HEXES 19
#define TSL_CATAN_N_VERTICES   54
#define TSL_CATAN_N_EDGES      72
#define TSL_CATAN_MAX_PLAYERS  4
#define TSL_CATAN_MAX_HARBORS  32

/**
 * TslCatanPhase:
 *
 * The step the game is at (the state JSON's "phase").
 */
typedef enum
{
  TSL_CATAN_PHASE_SETUP_SETTLEMENT,
  TSL_CATAN_PHASE_SETUP_ROAD,
  TSL_CATAN_PHASE_ROLL,
  TSL_CATAN_PHASE_DISCARD,
  TSL_CATAN_PHASE_ROBBER,
  TSL_CATAN_PHASE_MAIN,
  TSL_CATAN_PHASE_TRADE,
  TSL_CATAN_PHASE_NEUTRAL,
  TSL_CATAN_PHASE_EVENT,
  TSL_CATAN_PHASE_VOTE,
  TSL_CATAN_PHASE_CARD,     /* Barbarian Attack: the bought card's choice */
  TSL_CATAN_PHASE_BATTLE,   /* Barbarian Attack: the battles at the end of a turn */
  TSL_CATAN_PHASE_KNIGHTS,  /* Barbarian Attack: the knights move after building */
  TSL_CATAN_PHASE_OVER,
} TslCatanPhase;

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
 * @harbor_points: Traders & Barbarians V3: 1 per settlement and 2 per city
 *   at a harbour (counted whether the Harbourmaster is played or not)
 * @trade_tokens: two-player game: the seat's trade tokens
 * @token_cost: two-player game: what one trade-token action costs the seat
 *   now (1, or 2 while it has more points than the other seat)
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
  /* Traders & Barbarians */
  guint8 harbor_points;

  /* Two-player Catan (V4) */
  guint8 trade_tokens;
  guint8 token_cost;

  /* Fishermen of Catan: cards by kind (1, 2, 3 fish) only for the seat's
   * own hand, the number of cards for everyone */
  guint8 fish[3];
  guint8 fish_cards;
  guint8 fish_total;
  guint8 target;          /* points this player needs to win (the Old Boot adds one) */
  /* Gold (Rivers of Catan) */
  guint  gold;
  guint8 bridges_left;
  gboolean richest_settler;
  gboolean poor_settler;
  /* Caravans */
  guint8 camel_points;
  /* Barbarian Attack */
  guint8 prisoners;       /* barbarians captured (2 = 1 point) */
  guint8 knights_left;    /* knights in the reserve (6 at the start) */
  /* Traders & Barbarians: the wagon's node (-1 before the founding city),
   * its level 1..5 (the face-up wagon card), the good it carries (-1 for
   * none), the destination that needs it (-1), deliveries made (1 VP each) */
  gint8  wagon_node;
  guint8 wagon_level;
  gint8  task;
  gint8  task_to;
  guint8 deliveries;
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
 * The domestic trade offer while @trade_open: offered by @trade_from at
 * log index @trade_offer, giving @trade_give for @trade_get, made to the
 * seats of the bit mask @trade_to; @trade_accepted and @trade_rejected are
 * the answers so far.
 *
 * Traders & Barbarians: @friendly_robber (V1 is played), @robber_protected
 * (bit per seat the Friendly Robber spares now), @robber_hexes (bit per
 * land hex the robber may be moved to now, whoever moves it);
 * @harbormaster (V3 is played) and @harbormaster_holder.
 * Two-player Catan (V4), when @two_player: @building_owner and
 * @road_owner name the neutral players 2 and 3 (players[2] and players[3]
 * hold their piece counts); @dice2 is the second roll; @neutral_owed the
 * free neutral pieces the current player still places (phase
 * %TSL_CATAN_PHASE_NEUTRAL), @neutral_settlement_owed whether that is a
 * settlement; @trade_tokens whether trade tokens are played (not in
 * Fishermen of Catan); @token_action_used and @knight_turned_in what the
 * current player did this turn; @tokens_left the supply.
 * Catan Events (option event_cards): @event_cards says the deck replaces
 * the dice; @event_card is the last card drawn (deck index, -1 before the
 * first) with its @event_number and @event, @event_new_year when the New
 * Year card came up just before it; @event_cards_left the cards still to
 * come before New Year; @event_pending the event whose choices are still
 * awaited (%TSL_CATAN_EVENT_NONE otherwise) from the seats of the bit mask
 * @event_seats; @event_give_to the seats the actor may give a card to
 * (Good Neighbours, Neighbourly Assistance); @road_damaged per edge.
 * Two-player with Catan Events: @event_card2 the second card of the turn
 * (-1 otherwise) with its @event_number2, @event2 and @event_new_year2;
 * @event_card2_waiting while it waits for the first card's robber or
 * event choices.
 * Rivers of Catan, when @rivers: @river the hexes of the two rivers from
 * source to mouth (-1 pads), @bridge_site and @bridge per edge (a bridge's
 * owner is in @road_owner), @river_bank per edge and @river_vertex per
 * intersection (building there earns gold), @two_and_twelve the hex that
 * produces on 2 and 12 (-1 if none), @gold_buys_left what the current
 * player may still buy with gold this turn, @richest_settler the card's
 * holder (-1 when set aside); each player's gold, bridges and Poor
 * Settler card are in @players; an open offer's gold is @trade_give_gold
 * and @trade_get_gold.
 * Caravans, when @caravans: the @oasis hex; @camels_left of 22;
 * @camel_caravan per edge (the caravan 0..2 of its camel, -1 without);
 * @camel_spot per edge (the caravan a camel there would continue, -1 if
 * none may go there); @between_camels a bit per intersection with camels
 * on two of its paths (+1 point for a building); @caravan_start the three
 * marked paths; @camels_per_vote (2 with two players); during the vote
 * (%TSL_CATAN_PHASE_VOTE) @vote_next the seat voting, @votes_cast how many
 * voted and @vote_cards their wool and grain revealed (turn order from
 * the current player); players' @camel_points the +1s they get.
 * Barbarian Attack, when @barbarian_attack: the @castle hex; @coast the
 * coastal hexes in the order of the battle check (clockwise from the one
 * left of the castle, -1 pads; the desert is left out); @barbarians on each
 * land hex and @barbarians_left in the reserve; @pillaged bit per land hex
 * (3 barbarians: no production, token face down) and @pillaged_buildings
 * bit per intersection (no points, no harbour); @knight_owner per path (a
 * seat, %TSL_CATAN_FOREIGN_KNIGHT, -1); @knight_movable per path: the
 * current player may move that knight now (targets: the legal MOVE_KNIGHT
 * moves from it, or tsl_catan_knight_targets()); @knight_must_move: on a
 * castle path since an earlier turn; @card_pending the card whose choice
 * is awaited (phase %TSL_CATAN_PHASE_CARD, -1 otherwise) and @knight_spot
 * per path where its knight may go; @battle_hex the next hex to be checked
 * in phase %TSL_CATAN_PHASE_BATTLE (-1 otherwise); the last battle:
 * @last_battle_hex (-1 before the first), @last_battle_colour (0 green, 1
 * purple, 2 brown: the knights on the two sides of the freed hex facing
 * directions c and c + 3 are lost) with @last_battle_prisoners and
 * @last_battle_lost per owner; @last_landing the numbers the last
 * barbarian series landed on (0 pads); players' @prisoners and
 * @knights_left.  The castle's sides are coloured by direction: side k
 * (facing direction k, see #TslHexCoord) has colour k % 3.
 * Traders & Barbarians, when @traders: @destination_hex the land hexes of
 * the castle, quarry and glassworks; @destination_corner their 4 land
 * corners (path 72 + 4 d + k runs from corner k to the centre, node 54 +
 * d); @path_road_owner the roads built on those paths; @barbarian_path the
 * 3 barbarians' paths; @commodities_left per destination deck;
 * @wagon_cards the values of the five wagon cards; for the current player
 * @mp_left the movement points left this turn (before the first step: the
 * card's), @grain_used (the +2 bought), @moving (the movement phase has
 * begun: no more trading or building), @wagon_targets a bit per node the
 * wagon may step to now, @chase_paths a bit per barbarian (index into
 * @barbarian_path) it may try to chase, @barbarian_move the barbarian
 * (index) to move now after a 7 or a won chase (-1 for none) and
 * @barbarian_spots the paths it may go to; in a two-player game
 * @barbarian_token when the current seat may pay the trade-token action
 * to move any barbarian (then @barbarian_spots are the paths without a
 * road it may go to); players' wagons, levels, tasks and deliveries are
 * in @players.  For each node of @wagon_targets, @wagon_step_cost the
 * movement points the step costs and @wagon_step_toll a bit per node whose
 * step pays 1 gold to a road's owner.
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

  gboolean           trade_open;
  guint              trade_offer;
  gint               trade_from;
  guint8             trade_give[TSL_CATAN_N_RESOURCES];
  guint8             trade_get[TSL_CATAN_N_RESOURCES];
  guint              trade_to;
  guint              trade_accepted;
  guint              trade_rejected;

  /* Traders & Barbarians V1, V3 */
  gboolean           friendly_robber;
  guint              robber_protected;
  guint32            robber_hexes;
  gboolean           harbormaster;
  gint               harbormaster_holder;

  TslCatanPlayerInfo players[TSL_CATAN_MAX_PLAYERS];

  /* Two-player Catan (V4) */
  gboolean           two_player;
  gboolean           trade_tokens;
  guint8             dice2[2];
  guint8             neutral_owed;
  gboolean           neutral_settlement_owed;
  gboolean           token_action_used;
  gboolean           knight_turned_in;
  guint8             tokens_left;
  /* Catan Events */
  gboolean           event_cards;
  gint8              event_card;
  guint8             event_number;
  TslCatanEvent      event;
  gboolean           event_new_year;
  guint              event_cards_left;
  TslCatanEvent      event_pending;
  guint              event_seats;
  guint              event_give_to;
  gboolean           road_damaged[TSL_CATAN_N_EDGES];
  /* Two-player + Catan Events: the second card */
  gint8              event_card2;
  guint8             event_number2;
  TslCatanEvent      event2;
  gboolean           event_new_year2;
  gboolean           event_card2_waiting;
  /* Fishermen of Catan */
  gboolean           fishermen;
  gint8              lake;                     /* land hex, -1 without */
  guint8             n_fishing_grounds;
  guint16            fishing_hex[6];           /* frame hex (index into the topology's hexes) */
  guint8             fishing_number[6];
  guint              fish_pile_left;           /* face-down cards, the Old Boot among them */
  gint               old_boot_holder;          /* -1 while in the pile */
  guint8             fish_cost[5];             /* the current player's price of each fish action */
  /* Rivers of Catan */
  gboolean           rivers;
  gint8              river[2][4];
  gboolean           bridge_site[TSL_CATAN_N_EDGES];
  gboolean           bridge[TSL_CATAN_N_EDGES];
  gboolean           river_bank[TSL_CATAN_N_EDGES];
  gboolean           river_vertex[TSL_CATAN_N_VERTICES];
  gint8              two_and_twelve;
  guint8             gold_buys_left;
  gint               richest_settler;
  guint8             trade_give_gold;
  guint8             trade_get_gold;
  /* Caravans (scenario=caravans) */
  gboolean           caravans;
  gint8              oasis;
  guint8             camels_left;
  gint8              camel_caravan[TSL_CATAN_N_EDGES];
  gint8              camel_spot[TSL_CATAN_N_EDGES];
  guint64            between_camels;
  guint8             caravan_start[3];
  guint8             camels_per_vote;
  gint               vote_next;
  guint              votes_cast;
  guint8             vote_cards[TSL_CATAN_MAX_PLAYERS][2];
  /* Barbarian Attack (scenario=barbarian_attack) */
  gboolean           barbarian_attack;
  gint8              castle;
  gint8              coast[TSL_CATAN_N_LAND_HEXES];
  guint8             barbarians[TSL_CATAN_N_LAND_HEXES];
  guint8             barbarians_left;
  guint32            pillaged;
  guint64            pillaged_buildings;
  gint8              knight_owner[TSL_CATAN_N_EDGES];
  gboolean           knight_movable[TSL_CATAN_N_EDGES];
  gboolean           knight_must_move[TSL_CATAN_N_EDGES];
  gint8              card_pending;
  gboolean           knight_spot[TSL_CATAN_N_EDGES];
  gint8              battle_hex;
  gint8              last_battle_hex;
  guint8             last_battle_colour;
  guint8             last_battle_prisoners[TSL_CATAN_MAX_PLAYERS + 1];
  guint8             last_battle_lost[TSL_CATAN_MAX_PLAYERS + 1];
  guint8             last_landing[3];
  /* Traders & Barbarians (scenario=traders_barbarians) */
  gboolean           traders;
  gint8              destination_hex[TSL_CATAN_TB_DESTINATIONS];
  guint8             destination_corner[TSL_CATAN_TB_DESTINATIONS][4];
  gint8              path_road_owner[TSL_CATAN_TB_DESTINATIONS][4];
  gint16             barbarian_path[TSL_CATAN_TB_BARBARIANS];
  guint8             commodities_left[TSL_CATAN_TB_DESTINATIONS];
  TslCatanWagonCard  wagon_cards[TSL_CATAN_TB_WAGON_LEVELS];
  guint8             mp_left;
  gboolean           grain_used;
  gboolean           moving;
  guint64            wagon_targets;
  guint8             chase_paths;
  gint8              barbarian_move;
  gboolean           barbarian_spots[TSL_CATAN_TB_PATHS];
  gboolean           barbarian_token;
  guint8             wagon_step_cost[TSL_CATAN_TB_NODES];
  guint64            wagon_step_toll;
} TslCatanInfo;

/* Barbarian Attack: the owner number of the neutral Foreign Knight (two-player). */
#define TSL_CATAN_FOREIGN_KNIGHT 4

const TslHexTopology *tsl_catan_hex_topology (void);
void                  tsl_catan_info_read    (gconstpointer  state,
                                              gint           seat,
                                              TslCatanInfo  *info);
guint                 tsl_catan_get_current  (gconstpointer  state);
guint                 tsl_catan_knight_targets (gconstpointer  state,
                                                guint          from_edge,
                                                gboolean       pay_grain,
                                                gboolean      *targets);

char *tsl_catan_cards_text (const guint *counts,
                            gboolean     with_empty);

char       *tsl_catan_hex_label         (guint        terrain,
                                         guint        number);
const char *tsl_catan_good_label        (TslCatanGood good);
const char *tsl_catan_destination_label (guint        destination);

const char *tsl_catan_event_title (TslCatanEvent event);
const char *tsl_catan_event_text  (TslCatanEvent event);

G_END_DECLS
