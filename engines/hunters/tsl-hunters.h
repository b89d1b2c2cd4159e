/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib-object.h>

#include "tsl-engine.h"
#include "tsl-move.h"
#include "tsl-square.h"

G_BEGIN_DECLS

/*
 * Carcassonne: Hunters and Gatherers, as its views and tools see it: the
 * engine type, the tile catalogue, the move encoding, and a read-only typed
 * picture of a state (TslHuntersTable) for game views.  The state itself
 * stays opaque here (tsl-hunters-private.h); a view reads a seat's redacted
 * copy (tsl_game_dup_view()) through tsl_hunters_table_read() and sends the
 * TslMoves that tsl_game_legal_moves() lists.
 */

#define TSL_TYPE_HUNTERS_ENGINE (tsl_hunters_engine_get_type ())
G_DECLARE_FINAL_TYPE (TslHuntersEngine, tsl_hunters_engine, TSL, HUNTERS_ENGINE, GObject)

TslEngine *tsl_hunters_engine_new (void);

/* The tile catalogue */
#define TSL_HUNTERS_MAX_REGIONS    10
#define TSL_HUNTERS_MAX_KINDS      128
#define TSL_HUNTERS_N_LAND         79   /* including the start tile */
#define TSL_HUNTERS_N_BONUS        12
#define TSL_HUNTERS_ID_LEN         8

typedef enum
{
  TSL_HUNTERS_TERRAIN_MEADOW,
  TSL_HUNTERS_TERRAIN_FOREST,
  TSL_HUNTERS_TERRAIN_RIVER,
} TslHuntersTerrain;

typedef enum
{
  TSL_HUNTERS_REGION_FOREST,
  TSL_HUNTERS_REGION_RIVER,
  TSL_HUNTERS_REGION_LAKE,
  TSL_HUNTERS_REGION_MEADOW,
} TslHuntersRegionType;

typedef enum
{
  TSL_HUNTERS_SET_START,
  TSL_HUNTERS_SET_LAND,
  TSL_HUNTERS_SET_BONUS,
} TslHuntersSet;

typedef enum
{
  TSL_HUNTERS_ANIMAL_DEER,
  TSL_HUNTERS_ANIMAL_MAMMOTH,
  TSL_HUNTERS_ANIMAL_AUROCHS,
  TSL_HUNTERS_ANIMAL_TIGER,
  TSL_HUNTERS_N_ANIMALS,
} TslHuntersAnimal;

/* A river end on the tile: a lake (its region index) or a spring. */
#define TSL_HUNTERS_END_SPRING (-2)

typedef struct
{
  char    id[TSL_HUNTERS_ID_LEN];
  guint8  type;              /* TslHuntersRegionType */
  guint8  n_positions;
  guint16 positions;         /* bit per reference edge position */
  guint8  fish;
  guint8  gold_nuggets;
  guint8  mushroom_groups;
  guint8  animals[TSL_HUNTERS_N_ANIMALS];
  guint8  fire : 1;
  guint8  dolmen : 1;
  guint8  hunter_forbidden : 1;
  guint8  n_ends;
  gint8   ends[2];           /* lake region index or TSL_HUNTERS_END_SPRING */
} TslHuntersRegion;

/**
 * TslHuntersTile:
 *
 * One tile kind of the catalogue, with its topology precomputed for every
 * rotation so that placing a tile is table look-ups only.
 */
typedef struct
{
  char             id[TSL_HUNTERS_ID_LEN];
  char            *name;                        /* bonus tiles' nickname, or NULL */
  guint8           set;                         /* TslHuntersSet */
  guint8           count;
  guint8           edges[TSL_SQUARE_N_SIDES];   /* reference orientation */
  guint8           n_regions;
  TslHuntersRegion regions[TSL_HUNTERS_MAX_REGIONS];
  /* Per rotation: 2 bits of terrain per physical side (N lowest), and the
   * region index of each physical edge position. */
  guint8           edge_code[4];
  guint8           region_at[4][TSL_SQUARE_N_POSITIONS];
} TslHuntersTile;

typedef struct _TslHuntersCatalog TslHuntersCatalog;

struct _TslHuntersCatalog
{
  guint           n_kinds;
  TslHuntersTile  tiles[TSL_HUNTERS_MAX_KINDS];
  guint8          start_kind;
  guint           n_land;       /* physical land tiles in the draw stack */
  guint           n_bonus;      /* physical bonus tiles */
  guint           total_regions;
};

TslHuntersCatalog *tsl_hunters_catalog_new_from_data     (const char  *json,
                                                          gsize        length,
                                                          GError     **error);
TslHuntersCatalog *tsl_hunters_catalog_new_builtin       (GError     **error);
const TslHuntersCatalog *tsl_hunters_catalog_get_builtin (void);
void               tsl_hunters_catalog_free              (TslHuntersCatalog *catalog);
gint               tsl_hunters_catalog_find              (const TslHuntersCatalog *catalog,
                                                          const char              *id);
gint               tsl_hunters_tile_find_region          (const TslHuntersTile    *tile,
                                                          const char              *id);

const char        *tsl_hunters_region_type_name          (TslHuntersRegionType type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TslHuntersCatalog, tsl_hunters_catalog_free)

/* Game constants and the move encoding */

#define TSL_HUNTERS_MAX_PLAYERS   5
#define TSL_HUNTERS_MAX_TILES     (TSL_HUNTERS_N_LAND + TSL_HUNTERS_N_BONUS)
#define TSL_HUNTERS_MAX_FIGURES   (TSL_HUNTERS_MAX_PLAYERS * 7)
/* The events of one move, a bound that holds by construction: the features
 * the tile closed (at most its regions), the members' return, one event per
 * feature scored at the end (each holds a figure of its own), a bonus tile
 * or a discard, and the end of the game. */
#define TSL_HUNTERS_MAX_EVENTS    (TSL_HUNTERS_MAX_REGIONS + 1 + TSL_HUNTERS_MAX_FIGURES + 2)
#define TSL_HUNTERS_MEMBERS       5     /* the 6th tribe member is the score marker */
#define TSL_HUNTERS_HUTS          2
#define TSL_HUNTERS_TRACK_LENGTH  50
#define TSL_HUNTERS_NO_TILE       0xff

typedef enum
{
  TSL_HUNTERS_PHASE_DRAW,
  TSL_HUNTERS_PHASE_PLACE,
  TSL_HUNTERS_PHASE_FIGURE,
  TSL_HUNTERS_PHASE_OVER,
} TslHuntersPhase;

/* Action types and their TslMove encoding. */
typedef enum
{
  TSL_HUNTERS_MOVE_DRAW,        /* arg[0]: tile kind or -1 (to be drawn); flags: DISCARDED, BONUS */
  TSL_HUNTERS_MOVE_PLACE,       /* arg[0], arg[1]: x, y; arg[2]: quarter turns clockwise */
  TSL_HUNTERS_MOVE_FIGURE,      /* arg[0]: TslHuntersFigure; arg[1]: region index on the tile */
  TSL_HUNTERS_MOVE_SKIP,
  TSL_HUNTERS_N_MOVES,
} TslHuntersMoveType;

#define TSL_HUNTERS_FLAG_DISCARDED (1 << 0)
#define TSL_HUNTERS_FLAG_BONUS     (1 << 1)

typedef enum
{
  TSL_HUNTERS_FIGURE_GATHERER,
  TSL_HUNTERS_FIGURE_FISHER,
  TSL_HUNTERS_FIGURE_HUNTER,
  TSL_HUNTERS_FIGURE_HUT,
  TSL_HUNTERS_N_FIGURES,
} TslHuntersFigure;

typedef enum
{
  TSL_HUNTERS_EVENT_DISCARD,      /* tile: kind */
  TSL_HUNTERS_EVENT_FOREST,       /* scored a closed forest */
  TSL_HUNTERS_EVENT_RIVER,        /* scored a closed river */
  TSL_HUNTERS_EVENT_RETURN,       /* figures went back without points (arg: count) */
  TSL_HUNTERS_EVENT_BONUS,        /* earned a bonus tile */
  TSL_HUNTERS_EVENT_HUTS,         /* final: a river system */
  TSL_HUNTERS_EVENT_HUNTERS,      /* final: a meadow */
  TSL_HUNTERS_EVENT_GAME_OVER,
} TslHuntersEventKind;

typedef enum
{
  TSL_HUNTERS_BREAKDOWN_FORESTS,
  TSL_HUNTERS_BREAKDOWN_RIVERS,
  TSL_HUNTERS_BREAKDOWN_HUTS,
  TSL_HUNTERS_BREAKDOWN_HUNTERS,
  TSL_HUNTERS_N_BREAKDOWN,
} TslHuntersBreakdown;


const char *tsl_hunters_figure_name   (guint figure);   /* the contract's name: "gatherer"... */

/* What views read */

typedef struct _TslHuntersState TslHuntersState;

/**
 * TslHuntersTableTile:
 * @tile: its kind in the catalogue
 * @x: its square, x to the east
 * @y: its square, y to the south
 * @rotation: quarter turns clockwise
 * @bonus: it was drawn from the bonus stack
 */
typedef struct
{
  const TslHuntersTile *tile;
  gint                  x, y;
  guint                 rotation;
  gboolean              bonus;
} TslHuntersTableTile;

/**
 * TslHuntersTableFigure:
 * @owner: the seat
 * @figure: what it is
 * @tile: the index in #TslHuntersTable's tiles of the tile it stands on
 * @x: that tile's square
 * @y: that tile's square
 * @region: the region index on that tile's kind
 */
typedef struct
{
  guint            owner;
  TslHuntersFigure figure;
  guint            tile;
  gint             x, y;
  guint            region;
} TslHuntersTableFigure;

/**
 * TslHuntersTableEvent:
 * @kind: what happened in the last move
 * @seats: a bit per seat that scored or acted
 * @points: the points scored (forests, rivers, huts, hunters)
 * @located: @tile, @x, @y and @region name a piece of the scored feature
 * @discarded: for %TSL_HUNTERS_EVENT_DISCARD, the tile that fitted nowhere
 */
typedef struct
{
  TslHuntersEventKind   kind;
  guint32               seats;
  guint                 points;
  gboolean              located;
  guint                 tile;
  gint                  x, y;
  guint                 region;
  const TslHuntersTile *discarded;
} TslHuntersTableEvent;

typedef struct
{
  guint score;
  guint track_position;                        /* 0..49 on the scoring track */
  guint laps;
  guint members_left;                          /* tribe members in the supply */
  guint huts_left;
  guint breakdown[TSL_HUNTERS_N_BREAKDOWN];    /* points by feature kind */
} TslHuntersTablePlayer;

/**
 * TslHuntersTable:
 * @phase: what the current player does next
 * @current_player: the seat to act, or -1 once the game is over
 * @winners: a bit per winning seat once the game is over
 * @land_left: tiles left in the land stack (its order stays hidden)
 * @bonus_left: tiles left in the bonus stack
 * @bonus_turn: the tile in hand (or being placed) is a bonus tile
 * @drawn: the tile in hand, or %NULL
 * @last_placed: in %TSL_HUNTERS_PHASE_FIGURE, the index in @tiles of the
 *   tile that may take a figure; otherwise -1
 *
 * What every seat sees on the table: a plain value filled from a state by
 * tsl_hunters_table_read(), with tile kinds as catalogue pointers, so that a
 * view needs neither the state's layout nor JSON.  The choices pending are
 * the legal moves (tsl_game_legal_moves()), encoded as
 * #TslHuntersMoveType documents.
 */
typedef struct
{
  TslHuntersPhase       phase;
  guint                 turn;
  gint                  current_player;
  guint32               winners;
  guint                 land_left;
  guint                 bonus_left;
  gboolean              bonus_turn;
  const TslHuntersTile *drawn;
  gint                  last_placed;

  guint                 n_tiles;
  TslHuntersTableTile   tiles[TSL_HUNTERS_MAX_TILES];
  guint                 n_figures;
  TslHuntersTableFigure figures[TSL_HUNTERS_MAX_FIGURES];
  guint                 n_events;
  TslHuntersTableEvent  events[TSL_HUNTERS_MAX_EVENTS];
  guint                 n_players;
  TslHuntersTablePlayer players[TSL_HUNTERS_MAX_PLAYERS];
} TslHuntersTable;

/* One region of a placed tile: a piece of a feature. */
typedef struct
{
  guint tile;     /* index in the table's tiles */
  guint region;   /* region index on that tile's kind */
} TslHuntersFeaturePart;

void                       tsl_hunters_table_read      (const TslHuntersState *state,
                                                        TslHuntersTable       *table);
gint                       tsl_hunters_table_tile_at   (const TslHuntersTable *table,
                                                        gint                   x,
                                                        gint                   y);
guint                      tsl_hunters_table_feature   (const TslHuntersState *state,
                                                        guint                  tile,
                                                        guint                  region,
                                                        TslHuntersFeaturePart *parts,
                                                        guint                  max_parts);

G_END_DECLS
