/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan.h"
#include "tsl-deck.h"
#include "tsl-hex.h"
#include "tsl-supply.h"

G_BEGIN_DECLS

#define CATAN_N_LAND     19
#define CATAN_FRAME_HEXES 18                  /* the sea ring around the island */
#define CATAN_N_VERTICES 54
#define CATAN_N_EDGES    72
#define CATAN_MAX_PLAYERS 4
#define CATAN_MAX_HARBORS 32
#define CATAN_NONE       255
#define CATAN_N_RES      TSL_CATAN_N_RESOURCES
#define CATAN_N_DEV      TSL_CATAN_N_DEV_KINDS

#define CATAN_ROADS       15
#define CATAN_SETTLEMENTS 5
#define CATAN_CITIES      4
#define CATAN_BANK_EACH   19
#define CATAN_CARAVANS    3    /* Caravans: three caravans leave the oasis */
#define CATAN_CAMELS      22   /* OUTSIDE (box list): 22 camels; the seed names none */
G_STATIC_ASSERT (CATAN_ROADS < 16);

/* Offers a player may make in one turn before legal_moves() stops listing
 * them (apply_move() accepts more): keeps "all legal moves" finite. */
#define CATAN_LISTED_OFFERS_PER_TURN 3

/* Caravans: wool, and grain, cards a listed camel vote reveals at most
 * (apply_move() accepts any number held): keeps the list short. */
#define CATAN_LISTED_VOTE_CARDS 2

/* The highest target of the victory_points option: the one computer and
 * human players still reach in nearly every game (docs/rules-catan.md). */
#define CATAN_MAX_VICTORY_POINTS 14

/* Rounds without a piece placed, a card bought or a knight played after
 * which a game ends as stalled: ten times the longest such stretch seen in
 * games between random players that ended on points. */
#define CATAN_STALL_ROUNDS 1000

typedef struct
{
  guint64 lo;  /* edges 0..63 */
  guint64 hi;  /* edges 64..71 */
} CatanEdges;

static inline gboolean
catan_edges_has (const CatanEdges *s,
                 guint             e)
{
  return e < 64 ? (s->lo >> e) & 1 : (s->hi >> (e - 64)) & 1;
}

static inline void
catan_edges_add (CatanEdges *s,
                 guint       e)
{
  if (e < 64)
    s->lo |= G_GUINT64_CONSTANT (1) << e;
  else
    s->hi |= G_GUINT64_CONSTANT (1) << (e - 64);
}

static inline guint catan_popcount (guint64 x);

static inline guint
catan_edges_count (const CatanEdges *s)
{
  return catan_popcount (s->lo) + catan_popcount (s->hi);
}

#define VBIT(v) (G_GUINT64_CONSTANT (1) << (v))

typedef enum
{
  CATAN_PHASE_SETUP_SETTLEMENT,
  CATAN_PHASE_SETUP_ROAD,
  CATAN_PHASE_ROLL,
  CATAN_PHASE_DISCARD,
  CATAN_PHASE_ROBBER,
  CATAN_PHASE_MAIN,
  CATAN_PHASE_TRADE,
  CATAN_PHASE_NEUTRAL,          /* two-player: the free neutral piece after a build */
  CATAN_PHASE_EVENT,            /* Catan Events: players still choose for the card's event */
  CATAN_PHASE_VOTE,             /* Caravans: the players vote on the camel, in turn order */
  CATAN_PHASE_CARD,             /* Barbarian Attack: the bought card's choice */
  CATAN_PHASE_BATTLE,           /* Barbarian Attack: the battle check at the end of a turn */
  CATAN_PHASE_KNIGHTS,          /* Barbarian Attack: the knights move after trade and build */
  CATAN_PHASE_OVER,
} CatanPhase;

/* The modules (T&B variants and scenarios) a game plays, one bit each in
 * CatanState.modules, set once at the setup by catan_modules_init().
 *
 * The pattern for the hot paths (the roll, the legal moves of the roll and
 * main phases, apply_move(), the victory points): the base game pays one
 * test per state, not one per module.  Module hooks there sit inside one
 *
 *   if (catan_has_modules (s))
 *     {
 *       catan_fish_legal (s, p, out);
 *       ...
 *     }
 *
 * block, and each hook still checks its own module first (so the block is
 * only a shortcut, and hooks stay correct when called from elsewhere).  A
 * new module adds its bit here and sets it in catan_modules_init(); its
 * hooks go into the existing blocks.  Options that only refine a base rule
 * (bank_shortage, robber_on_desert, ...) are no modules. */
typedef enum
{
  CATAN_MODULE_TWO_PLAYER      = 1 << 0,   /* V4 */
  CATAN_MODULE_EVENTS          = 1 << 1,   /* V2 Catan Events */
  CATAN_MODULE_FRIENDLY_ROBBER = 1 << 2,   /* V1 */
  CATAN_MODULE_HARBORMASTER    = 1 << 3,   /* V3 */
  CATAN_MODULE_FISHERMEN       = 1 << 4,   /* S1 */
  CATAN_MODULE_RIVERS          = 1 << 5,   /* S2 */
  CATAN_MODULE_CARAVANS        = 1 << 6,   /* S3 */
  CATAN_MODULE_BARBARIAN_ATTACK = 1 << 7,   /* S4 */
  CATAN_MODULE_TRADERS          = 1 << 8,   /* S5 */
} CatanModule;

typedef enum
{
  CATAN_SHORTAGE_NOBODY,        /* HU literal: nobody gets a resource the bank cannot pay in full */
  CATAN_SHORTAGE_SINGLE_TAKES,  /* ...except that a single owed player takes what is left */
} CatanShortage;

typedef enum
{
  CATAN_LR_TIE_KEEP,       /* DE + digest REC: ties only set the card aside after a break */
  CATAN_LR_TIE_SET_ASIDE,  /* HU literal: any tie for the longest sets it aside */
} CatanLongestTie;

typedef enum
{
  CATAN_SCENARIO_NONE,
  CATAN_SCENARIO_FISHERMEN,   /* S1, tsl-catan-fishermen.c */
  CATAN_SCENARIO_RIVERS,      /* S2 Rivers of Catan (tsl-catan-rivers*.c) */
  CATAN_SCENARIO_CARAVANS,    /* S3 Caravans (tsl-catan-caravans*.c) */
  CATAN_SCENARIO_BARBARIAN_ATTACK,    /* S4 (tsl-catan-barbarian-attack*.c) */
  CATAN_SCENARIO_TRADERS_BARBARIANS,  /* S5 (tsl-catan-traders*.c) */
  CATAN_N_SCENARIOS
} CatanScenario;

/* Fishermen of Catan: fish card kinds are 0..2 for cards with 1..3 fish. */
#define CATAN_N_FISHING_GROUNDS 6
#define CATAN_N_FISH_KINDS      3
#define CATAN_FISH_HAND_LIMIT   7
#define CATAN_FISH_BOOT         0   /* the code of the Old Boot in a recorded draw */

/* Rivers of Catan */
#define CATAN_RIVERS         2
#define CATAN_RIVER_MAX      4    /* hexes of the longer river */
#define CATAN_BRIDGES        3    /* HU "12 híd, színenként 3 db." */
#define CATAN_BRIDGE_GOLD    3    /* HU "Aki hidat épít, 3 aranyat kap." */
#define CATAN_GOLD_PRICE     2    /* HU "2 aranyért 1 tetszőleges nyersanyagot" */
#define CATAN_GOLD_BUYS      2    /* HU "körönként 2x" */
#define CATAN_GOLD_MAX       60000

typedef struct
{
  TslSupply  res;                   /* resource cards in hand (count[] by TslCatanResource) */
  guint8     dev[CATAN_N_DEV];      /* in hand, playable from this turn */
  guint8     dev_new[CATAN_N_DEV];  /* bought this turn */
  guint8     knights;               /* played */
  guint8     roads_left;
  guint8     settlements_left;
  guint8     cities_left;
  guint8     road_length;
  guint8     n_res;                 /* cached total of res */
  guint8     pad[2];
  guint64    settlements;
  guint64    cities;
  guint64    road_vertices;         /* ends of own roads */
  CatanEdges roads;
} CatanPlayer;

typedef struct
{
  /* Options, fixed for the game */
  guint8  n_players;
  guint8  victory_points;
  guint8  opt_shortage;
  guint8  opt_robber_desert;
  guint8  opt_harbor_identical;
  guint8  opt_lr_tie;
  guint8  opt_trade_after_build;
  guint8  layout;
  /* Traders & Barbarians modules (docs/rules-catan-tb.md) */
  guint8  opt_friendly_robber;         /* V1 */
  guint8  opt_harbormaster;            /* V3 */
  guint8  scenario;                    /* CatanScenario */
  guint8  opt_event_cards;             /* Catan Events: the event deck replaces the dice */
  guint16 modules;                     /* CatanModule bits, fixed at the setup (catan_modules_init) */

  /* Board, fixed after setup */
  guint8     terrain[CATAN_N_LAND];
  guint8     number[CATAN_N_LAND];     /* 0 = none */
  guint8     n_harbors;
  guint8     harbor_edge[CATAN_MAX_HARBORS];
  guint8     harbor_kind[CATAN_MAX_HARBORS];
  guint32    hexes_by_number[13];
  guint64    harbor_vertices[TSL_CATAN_N_HARBOR_KINDS];
  guint32    robber_land;              /* hexes the robber may ever enter (catan_robber_land_update) */
  /* Rivers of Catan: the rivers from source to mouth (CATAN_NONE pads),
   * their bridge sites, and what follows from them (catan_board_finish) */
  guint8     river[CATAN_RIVERS][CATAN_RIVER_MAX];
  guint32    river_hexes;
  CatanEdges bridge_sites;
  CatanEdges river_banks;              /* sides of river hexes that are no bridge site */
  guint64    river_vertices;           /* corners of river hexes */
  guint64    buildable_vertices;       /* touching at least one land hex */
  CatanEdges buildable_edges;          /* not between two sea hexes */

  /* Flow */
  guint8  phase;
  guint8  current;
  guint8  winner;                      /* CATAN_NONE while playing */
  guint8  setup_step;
  guint8  last_settlement;             /* for the founding road */
  guint8  robber;                      /* land hex, CATAN_NONE when off the board */
  guint8  dice[2];                     /* last roll, 0 before the first */
  guint8  rolled;
  guint8  dev_played;                  /* a knight or progress card this turn */
  guint8  built;                       /* built or bought this turn */
  guint8  longest_holder;
  guint8  army_holder;
  guint8  discard[CATAN_MAX_PLAYERS];  /* still to give back after a 7 */
  guint8  offers_this_turn;
  guint8  stalled;                     /* over because nobody could score any more */
  /* Traders & Barbarians V3 */
  guint8  harbormaster_holder;         /* CATAN_NONE until someone has 3 harbour points */

  /* Two-player Catan (V4, tsl-catan-two-player.c); players[2] and
   * players[3] are the two neutral players then. */
  guint8  dice2[2];                    /* the second roll of the turn, zeros before the first */
  guint8  pending_roll;                /* a second roll that produces once the robber has moved */
  guint8  neutral_settlements_owed;    /* free neutral pieces still to place this turn */
  guint8  neutral_roads_owed;
  guint8  neutral_return;              /* the phase to go back to after them */
  guint8  token_used;                  /* CATAN_TOKEN_* bits, this turn */
  guint8  tokens[2];                   /* trade tokens of the two seats */
  guint8  knights_turned_in;           /* played knights out of the game */
  guint8  neutral_start[2];            /* the neutrals' founding settlements */

  /* Catan Events (opt_event_cards; tsl-catan-events.c) */
  guint8     event_card;               /* last card drawn (index in catan_event_deck), CATAN_NONE before */
  guint8     event_new_year;           /* the New Year card came up just before it */
  guint8     event_active;             /* TslCatanEvent whose choices are pending (phase EVENT) */
  guint8     event_pending;            /* bit mask of the seats still to choose */
  guint64    event_drawn;              /* cards of the current cycle already drawn */
  CatanEdges roads_damaged;            /* Earthquake: roads turned sideways, to repair */

  /* Two-player + Catan Events (tsl-catan-production.c): the second card of the turn */
  guint8     event_card2;              /* CATAN_NONE in a game of 3-4 seats or before the first roll */
  guint8     event_new_year2;          /* the New Year card came up just before it */
  guint8     event_card2_due;          /* drawn but not resolved yet: waits for the first card */
  /* Fishermen of Catan (scenario fishermen; tsl-catan-fishermen.c) */
  guint8     lake;                     /* land hex of the lake, CATAN_NONE without */
  guint8     fishing_hex[CATAN_N_FISHING_GROUNDS];     /* frame hex (index into the topology) */
  guint8     fishing_number[CATAN_N_FISHING_GROUNDS];  /* 0 = no ground */
  guint8     fish_pile[CATAN_N_FISH_KINDS];            /* face down, by kind */
  guint8     fish_spent[CATAN_N_FISH_KINDS];           /* face up, reshuffled when the pile runs out */
  guint8     fish[CATAN_MAX_PLAYERS][CATAN_N_FISH_KINDS];  /* in hand, by kind */
  guint8     boot_in_pile;             /* the Old Boot not drawn yet */
  guint8     boot_holder;              /* CATAN_NONE while in the pile */
  guint64    fishing_vertices[CATAN_N_FISHING_GROUNDS];  /* the 3 fishing spots of each ground */
  /* Gold (tsl-catan-gold.c): a holding per seat, never a resource; the
   * Richest and Poor Settler cards follow it once gold_cards is set */
  guint16    gold[CATAN_MAX_PLAYERS];
  guint8     gold_cards;               /* the cards are dealt (Rivers: after founding) */
  guint8     richest_holder;           /* CATAN_NONE: set aside */
  guint8     poor_holders;             /* bit per seat */
  /* Rivers of Catan (tsl-catan-rivers.c) */
  guint8     gold_buys;                /* resources bought with gold this turn */
  guint8     bridges_left[CATAN_MAX_PLAYERS];
  guint8     neutral_bridge_owed;      /* two-player: the free neutral piece is a bridge if one fits */
  guint8     trade_gold_give;          /* domestic offer in progress: gold given... */
  guint8     trade_gold_get;           /* ...and asked for */
  CatanEdges bridges;                  /* bridges built (also in their owner's roads) */
  /* Caravans (scenario=caravans; tsl-catan-caravans.c) */
  CatanEdges camels;                   /* paths with a camel */
  guint64    camel_vertices;           /* intersections between two camels: +1 VP for a building */
  guint8     oasis;                    /* land hex, CATAN_NONE without the scenario */
  guint8     camels_left;              /* of the 22 */
  guint8     camel_due;                /* a settlement or city was built this turn: a vote at its end */
  guint8     caravan_start[CATAN_CARAVANS];   /* the marked paths out of the oasis */
  guint8     caravan_last[CATAN_CARAVANS];    /* last camel's path, CATAN_NONE before the first */
  guint8     caravan_end[CATAN_CARAVANS];     /* intersection it continues from, CATAN_NONE before */
  guint8     caravan_joined[CATAN_CARAVANS];  /* the caravan it met and joined, CATAN_NONE */
  guint8     caravan_camels[CATAN_CARAVANS];
  guint8     camel_caravan[CATAN_N_EDGES];    /* caravan of each camel, CATAN_NONE */
  guint8     vote_next;                /* seat voting now (phase VOTE) */
  guint8     votes_cast;
  guint8     vote_cards[CATAN_MAX_PLAYERS][2];   /* wool, grain revealed */
  guint8     vote_path[CATAN_MAX_PLAYERS][2];    /* proposed paths, CATAN_NONE */
  guint8     vote_decider;             /* last vote: who decided, CATAN_NONE before */
  guint8     vote_placed[2];           /* last vote: the camels placed, CATAN_NONE */
  /* Traders & Barbarians (scenario=traders_barbarians; tsl-catan-traders*.c).
   * Nodes: vertices, then 54 + d the centre of destination d; paths:
   * edges, then 72 + 4 d + k from corner k of destination d to its centre. */
  guint8     tb_dest_hex[TSL_CATAN_TB_DESTINATIONS];     /* land hex, CATAN_NONE without */
  guint8     tb_corner[TSL_CATAN_TB_DESTINATIONS][4];    /* its land corners */
  guint8     tb_path_road[4 * TSL_CATAN_TB_DESTINATIONS]; /* owner of a road on a destination path */
  guint8     tb_barbarian[TSL_CATAN_TB_BARBARIANS];      /* path of each barbarian */
  guint8     tb_goods[TSL_CATAN_TB_DESTINATIONS][TSL_CATAN_N_GOODS];  /* commodity cards left */
  guint8     tb_wagon[CATAN_MAX_PLAYERS];     /* node, CATAN_NONE before the founding city */
  guint8     tb_level[CATAN_MAX_PLAYERS];     /* face-up wagon card, 1..5 */
  guint8     tb_task[CATAN_MAX_PLAYERS];      /* TslCatanGood carried, CATAN_NONE */
  guint8     tb_delivered[CATAN_MAX_PLAYERS]; /* commodity cards turned to the building: 1 VP each */
  guint8     tb_mp_used;                      /* the current player's movement this turn */
  guint8     tb_grain;                        /* +2 movement points bought this turn */
  guint8     tb_moving;                       /* the movement phase began: no trading or building */
  guint8     tb_arrived;                      /* reached a destination: movement over */
  guint8     tb_chased;                       /* a chase was tried this turn */
  guint8     tb_barbarian_move;               /* barbarian to move after a won chase, CATAN_NONE */
  guint8     tb_neutral_tolls;                /* two-player: tolls on neutral roads this turn */
  /* Barbarian Attack (scenario=barbarian_attack; tsl-catan-barbarian-attack*.c) */
  guint8     castle;                   /* land hex, CATAN_NONE without the scenario */
  guint8     barbarians[CATAN_N_LAND]; /* on each coastal hex, 0..3 */
  guint8     barbarians_left;          /* in the reserve */
  guint8     prisoners[CATAN_MAX_PLAYERS];
  guint8     knight_at[CATAN_N_EDGES]; /* owner of the knight on each path (4: Foreign Knight), CATAN_NONE */
  guint8     knights_left[CATAN_MAX_PLAYERS];
  guint8     card_pending;             /* card whose choice is awaited (phase CARD), CATAN_NONE */
  guint8     card_discards[CATAN_N_DEV];   /* played, reshuffled when the deck runs out */
  guint8     treason_done;             /* Treason: barbarians moved so far (0, 1) */
  guint8     treason_from;             /* ...the first one's hex (CATAN_NONE: the reserve) */
  guint8     treason_to;
  guint8     battle_next;              /* phase BATTLE: position in the check order */
  guint8     foreign_moved;            /* two-player: the Foreign Knight moved this turn */
  guint8     last_battle_hex;          /* CATAN_NONE before the first battle */
  guint8     last_battle_colour;
  guint8     last_battle_prisoners[CATAN_MAX_PLAYERS + 1];
  guint8     last_battle_lost[CATAN_MAX_PLAYERS + 1];
  guint8     last_landing[3];
  guint32    pillaged;                 /* bit per land hex with 3 barbarians */
  guint64    pillaged_vertices;        /* intersections whose every land hex is pillaged */
  CatanEdges knights_moved;            /* this turn: paths where knights that moved stand */
  CatanEdges knights_new;              /* this turn: paths of knights placed */

  /* Domestic trade in progress */
  guint8  trade_give[CATAN_N_RES];
  guint8  trade_get[CATAN_N_RES];
  guint8  trade_to;
  guint8  trade_answered;
  guint8  trade_accepted;
  guint32 trade_index;

  /* 32 bits: a 16-bit count wrapped after 65,535 turns; placed here, beside
   * the other 32-bit counters, it fills padding and the state keeps its size. */
  guint32 turn;
  guint32 progress_turn;               /* last turn a piece was placed or a card bought or a knight played */
  guint32 n_actions;                   /* log index of the next action */

  /* Cards and pieces */
  TslSupply  bank;                  /* the five resource stacks */
  guint8     progress_played[CATAN_N_DEV];  /* progress cards out of the game */
  guint64    occupied;                 /* any building */
  guint64    blocked;                  /* occupied or next to a building */
  CatanEdges roads_all;
  TslDeck    dev_deck;                 /* top = last */
  CatanPlayer players[CATAN_MAX_PLAYERS];
} CatanState;

static inline gboolean
catan_has_modules (const CatanState *s)
{
  return G_UNLIKELY (s->modules != 0);
}

/* The immutable topology of the base island (radius 2) in the form the
 * rules use: bit masks and small tables, built once. */
typedef struct
{
  TslHexTopology *hex;
  guint64    hex_vertices[CATAN_N_LAND];
  guint8     hex_edge_list[CATAN_N_LAND][6];
  guint8     hex_vertex_list[CATAN_N_LAND][6];
  guint8     vertex_n_land[CATAN_N_VERTICES];
  guint8     vertex_land[CATAN_N_VERTICES][3];      /* land hex indices, CATAN_NONE pads */
  guint32    vertex_land_mask[CATAN_N_VERTICES];    /* the same as bits */
  guint8     vertex_n_edges[CATAN_N_VERTICES];
  guint8     vertex_edges[CATAN_N_VERTICES][3];
  guint8     vertex_nbrs[CATAN_N_VERTICES][3];
  guint64    vertex_nbr_mask[CATAN_N_VERTICES];
  CatanEdges vertex_edge_mask[CATAN_N_VERTICES];
  guint8     edge_vertices[CATAN_N_EDGES][2];
  guint8     edge_hexes[CATAN_N_EDGES][2];           /* indices into hex->hexes */
  /* The variable map's number spiral (rings 2, 1, 0) from each corner, and
   * the coast edges (1 or 2) a harbour may take on each sea-frame hex. */
  guint8     spiral[6][CATAN_N_LAND];
  guint8     n_frame;
  guint8     frame_n_coasts[CATAN_FRAME_HEXES];
  guint8     frame_coasts[CATAN_FRAME_HEXES][2];
} CatanTopo;

const CatanTopo *tsl_catan_topology (void);

/* Filled once by tsl_catan_topology() (tsl-catan-state.c), which every way
 * to a state goes through (init_state, the greedy player's entry): the
 * rules read it directly. */
extern CatanTopo catan_topo_data;
#define TOPO() ((const CatanTopo *) &catan_topo_data)

/* Players owning pieces on the board: the seats, and in a two-player
 * game the two neutral players after them (players[2], players[3]). */
static inline guint
catan_n_owners (const CatanState *s)
{
  return s->n_players == 2 ? 4 : s->n_players;
}

/* Portable popcount without a libgcc call (no -mpopcnt on generic x86-64). */
static inline guint
catan_popcount (guint64 x)
{
  x = x - ((x >> 1) & G_GUINT64_CONSTANT (0x5555555555555555));
  x = (x & G_GUINT64_CONSTANT (0x3333333333333333)) + ((x >> 2) & G_GUINT64_CONSTANT (0x3333333333333333));
  x = (x + (x >> 4)) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f);
  return (guint) ((x * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* catan_popcount (@once) + 2 * catan_popcount (@twice) in one pass, for
 * buildings' points (settlements once, cities twice): the nibble sums stay
 * under 16, the byte sums (up to 24) are added before they are masked, and
 * their total stays under 256. */
static inline guint
catan_popcount_weighted (guint64 once,
                         guint64 twice)
{
  const guint64 m1 = G_GUINT64_CONSTANT (0x5555555555555555);
  const guint64 m2 = G_GUINT64_CONSTANT (0x3333333333333333);

  once = once - ((once >> 1) & m1);
  twice = twice - ((twice >> 1) & m1);
  once = (once & m2) + ((once >> 2) & m2) + 2 * ((twice & m2) + ((twice >> 2) & m2));
  once = (once & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f)) + ((once >> 4) & G_GUINT64_CONSTANT (0x0f0f0f0f0f0f0f0f));
  return (guint) ((once * G_GUINT64_CONSTANT (0x0101010101010101)) >> 56);
}

/* Layers: each file calls only the files of the layers before it, so no
 * two call each other.  state < gold < board < rivers-board,
 * caravans-board, traders-board, barbarian-attack-board < roads, trade <
 * progress < events, friendly-robber, harbormaster, two-player < fishermen,
 * rivers, caravans, traders, barbarian-attack-battle < barbarian-attack <
 * production, phase < rules < legal, barbarian-attack-legal < two-player-json,
 * fishermen-json, caravans-json, traders-json, barbarian-attack-json <
 * rivers-json < json < traders-text, barbarian-attack-text < describe <
 * variants < engine; the greedy
 * player and the view API
 * (tsl-catan-view.c) use the layers up to legal, never engine.c. */

/* tsl-catan-state.c: a player's name for the log ("Player 2" unnamed) */
const char *catan_player_name    (const char * const *names,
                                  gint                p,
                                  char               *buf,
                                  gsize               len);

/* tsl-catan-state.c */
extern const char * const catan_resource_names[CATAN_N_RES];
extern const char * const catan_terrain_names[TSL_CATAN_N_TERRAINS];
extern const char * const catan_dev_names[CATAN_N_DEV];
extern const char * const catan_harbor_names[TSL_CATAN_N_HARBOR_KINDS];
extern const char * const catan_action_names[TSL_CATAN_N_ACTIONS];
extern const char * const catan_phase_names[CATAN_PHASE_OVER + 1];
extern const char * const catan_scenario_names[CATAN_N_SCENARIOS];

gint     catan_name_index        (const char * const *names,
                                  guint               n,
                                  const char         *name);
gboolean catan_fail              (GError    **error,
                                  const char *format,
                                  ...) G_GNUC_PRINTF (2, 3);
gint     catan_card_from_hand    (const CatanState *s,
                                  guint             victim,
                                  gboolean          has_outcome,
                                  gint              recorded,
                                  TslRng           *rng);   /* -1: recorded not held */
TslMove *catan_push_move         (TslMoveList *out,
                                  guint        type,
                                  guint        p);
void     catan_modules_init      (CatanState *s);
guint    catan_vp_modules        (const CatanState *s,
                                  guint             p,
                                  gint              vp);

/* Victory points; inline, as every action and the computer players ask. */
static inline guint
catan_vp (const CatanState *s,
          guint             p)
{
  const CatanPlayer *pl = &s->players[p];
  guint vp = catan_popcount_weighted (pl->settlements, pl->cities) + (s->longest_holder == p ? 2 : 0) +
             (s->army_holder == p ? 2 : 0) + pl->dev[TSL_CATAN_VICTORY_POINT] +
             pl->dev_new[TSL_CATAN_VICTORY_POINT];

  return catan_has_modules (s) ? catan_vp_modules (s, p, (gint) vp) : vp;
}

/* What the other players see: Victory Point cards stay hidden until the
 * game is won (§7.6). */
static inline guint
catan_vp_public (const CatanState *s,
                 guint             p)
{
  const CatanPlayer *pl = &s->players[p];

  if (s->phase == CATAN_PHASE_OVER)
    return catan_vp (s, p);
  return catan_vp (s, p) - pl->dev[TSL_CATAN_VICTORY_POINT] - pl->dev_new[TSL_CATAN_VICTORY_POINT];
}
void     catan_state_redact      (CatanState *s,
                                  gint        seat,
                                  TslRng     *rng);

/* tsl-catan-gold.c */
gint     catan_gold_vp_after     (const CatanState *s,
                                  guint             p,
                                  gint              delta);
gboolean catan_gold_used         (const CatanState *s);
void     catan_gold_gain         (CatanState *s,
                                  guint       p,
                                  guint       n);
void     catan_gold_spend        (CatanState *s,
                                  guint       p,
                                  guint       n);
void     catan_gold_deal_cards   (CatanState *s);
guint8   catan_gold_richest      (const CatanState *s);
guint8   catan_gold_poorest      (const CatanState *s);
gint     catan_gold_vp           (const CatanState *s,
                                  guint             p);

/* tsl-catan-board.c */
JsonNode *catan_load_resource_json (const char *name);
gboolean catan_board_init        (CatanState *s,
                                  JsonNode   *setup,
                                  TslRng     *rng,
                                  GError    **error);
void     catan_board_finish      (CatanState *s);
gint     catan_parse_hex         (JsonNode  *node,
                                  GError   **error);   /* index into topo->hex->hexes */
gint     catan_parse_vertex      (JsonNode  *node,
                                  GError   **error);
gint     catan_parse_edge        (JsonNode  *node,
                                  GError   **error);
gboolean catan_parse_resource_map (JsonObject *o,
                                   const char *name,
                                   const char *action,
                                   guint8     *out,
                                   GError    **error);
gboolean catan_setup_error       (GError    **error,
                                  const char *message);   /* always FALSE */
gboolean catan_parse_error       (GError    **error,
                                  const char *action,
                                  const char *what);   /* always FALSE */
gboolean catan_parse_field_failed (GError    **error,
                                   const char *field); /* always FALSE */
gint     catan_parse_vertex_member (JsonObject *o,
                                    const char *action,
                                    GError    **error);   /* -1 on error */
gint     catan_parse_edge_member (JsonObject *o,
                                  const char *action,
                                  GError    **error);     /* -1 on error */
gboolean catan_parse_dice        (JsonNode  *node,
                                  guint8    *out);
gboolean catan_parse_seat        (JsonNode  *node,
                                  guint      n_players,
                                  gint      *seat);
void     catan_add_dice_or_null  (JsonBuilder  *b,
                                  const char   *name,
                                  const guint8 *dice);

/* tsl-catan-rivers-board.c */
gboolean catan_rivers_init       (CatanState *s,
                                  JsonNode   *setup,
                                  TslRng     *rng,
                                  GError    **error);
void     catan_rivers_setup_to_json (const CatanState *s,
                                     JsonBuilder      *b);
void     catan_rivers_on_road    (CatanState *s,
                                  guint       p,
                                  guint       e);
void     catan_rivers_on_settlement (CatanState *s,
                                     guint       p,
                                     guint       v);
gint     catan_two_and_twelve    (const CatanState *s);

/* tsl-catan-progress.c */
gboolean catan_check_playable    (const CatanState *s,
                                  GError          **error);
gboolean catan_score_frozen      (const CatanState *s);
guint32  catan_leaders           (const CatanState *s);
void     catan_end_if_stalled    (CatanState       *s);

/* tsl-catan-friendly-robber.c */
guint    catan_robber_protected  (const CatanState *s);
void     catan_robber_land_update (CatanState *s);
guint32  catan_robber_hexes      (const CatanState *s);
guint32  catan_robber_hexes_sparing (const CatanState *s,
                                     guint             protected);
gboolean catan_robber_hex_ok     (const CatanState *s,
                                  guint             hex);

/* tsl-catan-harbormaster.c */
guint    catan_harbor_points     (const CatanState *s,
                                  guint             p);
void     catan_harbormaster_update (CatanState *s);

/* tsl-catan-rules.c */
extern const guint8 catan_cost_road[CATAN_N_RES];
extern const guint8 catan_cost_settlement[CATAN_N_RES];
extern const guint8 catan_cost_city[CATAN_N_RES];
extern const guint8 catan_cost_dev[CATAN_N_RES];

guint    catan_robber_victims    (const CatanState *s,
                                  guint             p,
                                  guint             hex);

/* tsl-catan-roads.c */
guint    catan_longest_road      (const CatanState *s,
                                  guint             p);
gboolean catan_can_build_road_at (const CatanState *s,
                                  guint             p,
                                  guint             e);
void     catan_road_spots        (const CatanState *s,
                                  guint             p,
                                  CatanEdges       *out);
guint64  catan_settlement_spots  (const CatanState *s,
                                  guint             p);
void     catan_update_longest    (CatanState *s,
                                  guint       changed);
guint    catan_road_owners_at    (const CatanState *s,
                                  guint             v);
void     catan_put_settlement    (CatanState *s,
                                  guint       p,
                                  guint       v);
void     catan_put_road          (CatanState *s,
                                  guint       p,
                                  guint       e);
void     catan_road_spots_after  (const CatanState *s,
                                  guint             p,
                                  guint             extra,
                                  CatanEdges       *out);

CatanEdges catan_bridge_spots   (const CatanState *s,
                                  guint             p);

/* tsl-catan-rivers.c */
gboolean catan_rivers_apply      (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
void     catan_rivers_legal      (const CatanState *s,
                                  guint             p,
                                  TslMoveList      *out);

/* tsl-catan-trade.c */
guint    catan_trade_rate        (const CatanState *s,
                                  guint             p,
                                  guint             r);
gboolean catan_maritime_trade    (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
gboolean catan_offer_trade       (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
gboolean catan_answer_trade      (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  gboolean    accept,
                                  GError    **error);
gboolean catan_confirm_trade     (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
gboolean catan_buy_with_gold     (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
void     catan_gold_legal        (const CatanState *s,
                                  guint             p,
                                  TslMoveList      *out);
gboolean catan_cancel_trade      (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);

/* Cards and pieces of a player, shared by the rule files. */
static inline guint64
catan_own_buildings (const CatanState *s,
                     guint             p)
{
  return s->players[p].settlements | s->players[p].cities;
}

static inline gboolean
catan_covers (const guint8 *have,
              const guint8 *need)
{
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (have[r] < need[r])
      return FALSE;
  return TRUE;
}

static inline guint
catan_sum5 (const guint8 *c)
{
  return (guint) c[0] + c[1] + c[2] + c[3] + c[4];
}

/* Year of Plenty takes 2 cards from the bank, or the last one when the bank
 * holds only one: the seeds let the player take two from the stacks
 * (HU Találmány, DE Erfindung), and a card that is not there cannot be taken. */
static inline guint
catan_plenty_cards (const CatanState *s)
{
  return MIN (2, catan_sum5 (s->bank.count));
}

static inline void
catan_pay (CatanState   *s,
           guint         p,
           const guint8 *cost)
{
  CatanPlayer *pl = &s->players[p];

  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      pl->res.count[r] -= cost[r];
      s->bank.count[r] += cost[r];
    }
  pl->n_res -= (guint8) catan_sum5 (cost);
}

static inline void
catan_receive (CatanState *s,
               guint       p,
               guint       r,
               guint       n)
{
  /* The callers checked the bank. */
  if (!tsl_supply_take (&s->bank, r, n))
    g_assert_not_reached ();
  tsl_supply_give (&s->players[p].res, r, n);
  s->players[p].n_res += (guint8) n;
}

static inline void
catan_transfer (CatanState *s,
                guint       from,
                guint       to,
                guint       r,
                guint       n)
{
  /* The callers checked the hand. */
  if (!tsl_supply_take (&s->players[from].res, r, n))
    g_assert_not_reached ();
  tsl_supply_give (&s->players[to].res, r, n);
  s->players[from].n_res -= (guint8) n;
  s->players[to].n_res += (guint8) n;
}

/* tsl-catan-two-player.c */
#define CATAN_TOKENS_TOTAL  20   /* HU "20 db. kereskedőzseton" */
#define CATAN_TOKENS_START  5
#define CATAN_TOKEN_ACTION  (1 << 0)
#define CATAN_TOKEN_KNIGHT  (1 << 1)

static inline gboolean
catan_two_player (const CatanState *s)
{
  return s->n_players == 2;
}

gboolean catan_two_player_init   (CatanState *s,
                                  JsonNode   *setup,
                                  GError    **error);
gboolean catan_second_roll       (const CatanState *s,
                                  TslMove          *m,
                                  guint             first,
                                  TslRng           *rng,
                                  GError          **error);
void     catan_settlement_tokens (CatanState *s,
                                  guint       p,
                                  guint       v);
void     catan_neutral_owe       (CatanState *s,
                                  guint       settlements,
                                  guint       roads);
guint    catan_token_cost        (const CatanState *s,
                                  guint             p);
gboolean catan_check_token_action (const CatanState *s,
                                   guint             p,
                                   GError          **error);
gint     catan_desert_for_robber (const CatanState *s);
gboolean catan_neutral_settlement_possible (const CatanState *s);
gboolean catan_neutral_road_possible       (const CatanState *s);
gboolean catan_two_player_apply  (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  TslRng     *rng,
                                  GError    **error);
void     catan_two_player_legal  (const CatanState *s,
                                  guint             p,
                                  TslMoveList      *out);

/* Earthquake: whether @p has a damaged road (no new roads until it is
 * repaired), and the ends of @p's sound roads (a settlement needs one). */
static inline gboolean
catan_has_damaged_road (const CatanState *s,
                        guint             p)
{
  return ((s->players[p].roads.lo & s->roads_damaged.lo) | (s->players[p].roads.hi & s->roads_damaged.hi)) != 0;
}

static inline gboolean
catan_traders (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_TRADERS_BARBARIANS;
}

static inline gboolean
catan_caravans (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_CARAVANS;
}

/* The terrain the robber treats as the desert: the desert, a swamp (Rivers
 * of Catan) or the oasis (Caravans, after its first move: "Ettől kezdve a
 * megszokott szabályok érvényesek rá"). */
static inline gboolean
catan_desert_like (guint terrain)
{
  return terrain == TSL_CATAN_DESERT || terrain == TSL_CATAN_SWAMP || terrain == TSL_CATAN_OASIS ||
         terrain == TSL_CATAN_TRADE_CASTLE || terrain == TSL_CATAN_QUARRY || terrain == TSL_CATAN_GLASSWORKS;
}

/* Caravans: "Az oázist ... pontosan a sziget közepére helyezzük": the
 * shuffled desert swaps places with the centre hex (index 9, [0, 0]),
 * before the number tokens are laid; tsl-catan-caravans-board.c then
 * turns it into the oasis. */
static inline void
catan_desert_to_centre (CatanState *s)
{
  const guint centre = CATAN_N_LAND / 2;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] == TSL_CATAN_DESERT)
      {
        s->terrain[h] = s->terrain[centre];
        s->terrain[centre] = TSL_CATAN_DESERT;
        break;
      }
}

static inline guint64
catan_sound_road_vertices (const CatanState *s,
                           guint             p)
{
  guint64 out = 0;

  if (!catan_has_damaged_road (s, p))
    return s->players[p].road_vertices;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->players[p].roads, e) && !catan_edges_has (&s->roads_damaged, e))
      out |= VBIT (TOPO ()->edge_vertices[e][0]) | VBIT (TOPO ()->edge_vertices[e][1]);
  return out;
}

/* tsl-catan-production.c */
void     catan_produce           (CatanState *s,
                                  guint       sum,
                                  guint       city_yield);
gboolean catan_roll              (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  TslRng     *rng,
                                  GError    **error);
gboolean catan_roll_continue     (CatanState *s,
                                  TslMove    *m,
                                  TslRng     *rng,
                                  GError    **error);
gboolean catan_discard           (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);

/* tsl-catan-phase.c: whether @type may be played in the current phase */
gboolean catan_check_phase       (const CatanState *s,
                                  guint             type,
                                  GError          **error);

/* tsl-catan-rules.c */
gint     catan_actor_other       (const CatanState *s);

/* Who must act: the player whose turn it is in most decisions (checked
 * inline: it is asked three times per action), else catan_actor_other(). */
static inline gint
catan_actor (const CatanState *s)
{
  if (G_LIKELY (s->phase == CATAN_PHASE_MAIN || s->phase == CATAN_PHASE_ROLL))
    return s->current;
  return catan_actor_other (s);
}
gboolean catan_apply             (CatanState *s,
                                  TslMove    *m,
                                  TslRng     *rng,
                                  GError    **error);

/* tsl-catan-legal.c */
void     catan_legal_moves       (const CatanState *s,
                                  TslLegalFlags     flags,
                                  TslMoveList      *out);
gboolean catan_pick_legal_move   (const CatanState *s,
                                  TslLegalFlags     flags,
                                  TslRng           *rng,
                                  TslMoveList      *scratch,
                                  TslMove          *move);

/* The desert, or in Rivers of Catan a swamp: where the robber starts and
 * is sent back to (HU "A sivatag helyett, a mocsárba száműzzük a rablót"). */
static inline gboolean
catan_is_wasteland (const CatanState *s,
                    guint             h)
{
  return h < CATAN_N_LAND && catan_desert_like (s->terrain[h]);
}

static inline gboolean
catan_rivers (const CatanState *s)
{
  return s->scenario == CATAN_SCENARIO_RIVERS;
}

static inline guint
catan_resource_of (guint8 terrain)
{
  return terrain < TSL_CATAN_DESERT ? terrain : CATAN_NONE;
}

/* tsl-catan-json.c */
void        catan_add_hex         (JsonBuilder *b,
                                   guint        hex);   /* any index of topo->hex */
void        catan_add_vertex      (JsonBuilder *b,
                                   guint        v);
void        catan_add_edge        (JsonBuilder *b,
                                   guint        e);
void        catan_add_resource_map (JsonBuilder  *b,
                                    const char   *name,
                                    const guint8 *counts);
void        catan_add_seat_or_null (JsonBuilder *b,
                                    const char  *name,
                                    gint         seat);
gboolean    catan_move_from_json  (const CatanState *s,
                                   JsonObject       *action,
                                   TslMove          *m,
                                   GError          **error);
JsonObject *catan_move_to_json    (const CatanState *s,
                                   const TslMove    *m);
JsonNode   *catan_state_to_json   (const CatanState *s);
JsonNode   *catan_setup_to_json   (const CatanState *s);

/* tsl-catan-variants.c */
gint        catan_victory_target  (JsonObject       *normalized);
gboolean    catan_founds_with_city (const CatanState *s);
gboolean    catan_check_combination (const CatanState *s,
                                     GError          **error);
extern const TslEngineOptionSet catan_option_sets[];

/* tsl-catan-describe.c */
char       *catan_describe_move   (const CatanState   *before,
                                   const CatanState   *after,
                                   const TslMove      *m,
                                   const char * const *names);

#include "tsl-catan-events-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-caravans-private.h"
#include "tsl-catan-barbarian-attack-private.h"

G_END_DECLS
