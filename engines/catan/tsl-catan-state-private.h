/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-modules.h"   /* generated: CATAN_MODULES */
#include "tsl-catan-topology-private.h"
#include "tsl-deck.h"
#include "tsl-supply.h"

G_BEGIN_DECLS

/* A game's state, the one plain block every rule file reads and writes,
 * and its basic questions (who plays, which modules, the victory points):
 * tsl-catan-state.c. */

#define CATAN_ROADS       15
#define CATAN_SETTLEMENTS 5
#define CATAN_CITIES      4
#define CATAN_BANK_EACH   19
G_STATIC_ASSERT (CATAN_ROADS < 16);

/* Offers a player may make in one turn before legal_moves() stops listing
 * them (apply_move() accepts more, up to the most below): keeps "all legal
 * moves" finite. */
#define CATAN_LISTED_OFFERS_PER_TURN 3
/* The most domestic offers one turn allows, in play and in replay alike.
 * No rulebook counts them; a table rarely sees a dozen.  Without a bound a
 * legal file of offers and withdrawals (456,000 in one turn) took 20 s and
 * 1.46 GB to replay, and the 8-bit counter wrapped. */
#define CATAN_MAX_OFFERS_PER_TURN 40
G_STATIC_ASSERT (CATAN_MAX_OFFERS_PER_TURN < 256);

/* The highest target of the victory_points option: the one computer and
 * human players still reach in nearly every game (docs/rules-catan.md). */
#define CATAN_MAX_VICTORY_POINTS 14

/* Rounds without a piece placed, a card bought or a knight played after
 * which a game ends as stalled: ten times the longest such stretch seen in
 * games between random players that ended on points. */
#define CATAN_STALL_ROUNDS 1000

typedef enum
{
  CATAN_PHASE_SETUP_SETTLEMENT,
  CATAN_PHASE_SETUP_ROAD,
  CATAN_PHASE_ROLL,
  CATAN_PHASE_DISCARD,
  CATAN_PHASE_ROBBER,
  CATAN_PHASE_MAIN,
  CATAN_PHASE_TRADE,
  /* The modules' phases (phases= in their lines), the same as the public
   * TslCatanPhase's: each module's legal_phase and actor hooks serve its
   * own. */
#define CATAN_MODULE_PHASE(module, phase, PHASE) CATAN_PHASE_##PHASE,
  TSL_CATAN_MODULE_PHASES (CATAN_MODULE_PHASE)
#undef CATAN_MODULE_PHASE
  CATAN_PHASE_OVER,
} CatanPhase;

/* The modules (T&B variants and scenarios) a game plays, one bit each in
 * CatanState.modules, set once at the setup by catan_modules_init() from
 * each module's `plays` hook.  The bits follow the list of modules
 * generated from engines/catan/modules/meson.build (CATAN_MODULES); a
 * module's hooks are called at the fixed points of a turn through
 * tsl-catan-hooks-private.h, behind one catan_has_modules() test, so the
 * base game pays one test per state, not one per module.  Options that
 * only refine a base rule (bank_shortage, robber_on_desert, ...) are no
 * modules. */
#define CATAN_MODULE_INDEX(name, NAME) CATAN_MODULE_INDEX_##NAME,
typedef enum
{
  CATAN_MODULES (CATAN_MODULE_INDEX)
  CATAN_N_MODULES
} CatanModuleIndex;
#undef CATAN_MODULE_INDEX

#define CATAN_MODULE_FLAG(name, NAME) CATAN_MODULE_##NAME = 1 << CATAN_MODULE_INDEX_##NAME,
typedef enum
{
  CATAN_MODULE_NONE = 0,
  CATAN_MODULES (CATAN_MODULE_FLAG)
} CatanModule;
#undef CATAN_MODULE_FLAG
G_STATIC_ASSERT (CATAN_N_MODULES <= 16);   /* CatanState.modules */

/* The modules' own move types, after the core's (TslCatanAction) */
#define CATAN_MOVE_TYPE(name, NAME, move, MOVE) CATAN_MOVE_##MOVE,
typedef enum
{
  CATAN_MOVE_BEFORE_MODULES = TSL_CATAN_N_ACTIONS - 1,
  CATAN_MODULE_MOVES (CATAN_MOVE_TYPE)
  CATAN_N_MOVE_TYPES
} CatanModuleMove;
#undef CATAN_MOVE_TYPE

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

/* The scenario option's values: none, then each scenario module's */
#define CATAN_SCENARIO_VALUE(name, NAME) CATAN_SCENARIO_##NAME,
typedef enum
{
  CATAN_SCENARIO_NONE,
  CATAN_MODULE_SCENARIO_LIST (CATAN_SCENARIO_VALUE)
  CATAN_N_SCENARIOS
} CatanScenario;
#undef CATAN_SCENARIO_VALUE

/* Rivers of Catan */
#define CATAN_BRIDGES        3    /* HU "12 híd, színenként 3 db." */
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
  guint8  opt_domestic_trade;          /* trades between players (§7.1) played */
  guint8  layout;
  /* The modules (docs/adding-a-catan-module.md) */
  guint8  scenario;                    /* CatanScenario */
  guint16 options_on;                  /* CatanModule bits of the on/off options set */
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
  /* Rivers of Catan: the bridge sites, where no road goes (tsl-catan-roads.c) */
  CatanEdges bridge_sites;
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

  /* Features: the few fields of the modules that the core's own rules
   * read; every other field of a module is in its slice (CATAN_SLICES,
   * below; docs/adding-a-catan-module.md, section 6). */
  /* Barbarian Attack: the pillaged hexes and their intersections, which
   * the core's production evaluation and harbour trade leave out (32 bits
   * first: they fill the padding after the flow) */
  guint32    pillaged;                 /* bit per land hex with 3 barbarians */
  /* Catan Events' Earthquake: roads turned sideways, to repair; the core's
   * road checks read it (tsl-catan-rules-private.h) */
  CatanEdges roads_damaged;
  /* Gold, of three scenarios (tsl-catan-gold.c): a holding per seat, never
   * a resource; the Richest and Poor Settler cards follow it once
   * gold_cards is set; domestic trade offers it */
  guint16    gold[CATAN_MAX_PLAYERS];
  guint8     gold_cards;               /* the cards are dealt (Rivers: after founding) */
  guint8     richest_holder;           /* CATAN_NONE: set aside */
  guint8     poor_holders;             /* bit per seat */
  guint8     gold_buys;                /* resources bought with gold this turn (tsl-catan-trade.c) */
  guint8     trade_gold_give;          /* domestic offer in progress: gold given... */
  guint8     trade_gold_get;           /* ...and asked for */
  /* Rivers of Catan: the bridges the road spots still offer (catan_bridge_spots) */
  guint8     bridges_left[CATAN_MAX_PLAYERS];
  guint8     neutral_bridge_owed;      /* two-player: the free neutral piece is a bridge if one fits */
  /* Caravans: paths with a camel; the core's longest road counts them
   * twice (tsl-catan-roads.c) */
  CatanEdges camels;
  guint64    pillaged_vertices;        /* Barbarian Attack: intersections whose every land hex is pillaged */

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
  /* The modules' own parts (CATAN_SLICES): slice_NAME, at the end, so a
   * build without them keeps the layout above */
#define CATAN_SLICE_MEMBER(name, type) type slice_##name;
  CATAN_SLICES (CATAN_SLICE_MEMBER)
#undef CATAN_SLICE_MEMBER
} CatanState;

static inline gboolean
catan_has_modules (const CatanState *s)
{
  return G_UNLIKELY (s->modules != 0);
}

/* catan_MODULE (s): whether the game plays the module (its bit, set from
 * its plays hook at the setup) */
#define CATAN_MODULE_PLAYED(name, NAME) \
  static inline gboolean \
  catan_##name (const CatanState *s) \
  { \
    return (s->modules & CATAN_MODULE_##NAME) != 0; \
  }
CATAN_MODULES (CATAN_MODULE_PLAYED)
#undef CATAN_MODULE_PLAYED

/* Players owning pieces on the board: the seats, and in a two-player
 * game the two neutral players after them (players[2], players[3]). */
static inline guint
catan_n_owners (const CatanState *s)
{
  return s->n_players == 2 ? 4 : s->n_players;
}

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
extern const char * const catan_neutral_names[2];

gint     catan_name_index        (const char * const *names,
                                  guint               n,
                                  const char         *name);
gboolean catan_fail_with         (GError    **error,
                                  const char *format,
                                  ...) G_GNUC_PRINTF (2, 3);
/* FALSE, and the message in @error if the caller wants one: only then are
 * the message's arguments evaluated and translated (a search asks
 * whether moves are legal, without an error, millions of times). */
#define catan_fail(error, ...) ((error) != NULL ? catan_fail_with ((error), __VA_ARGS__) : FALSE)
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

G_END_DECLS
