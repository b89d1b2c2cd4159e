/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-deck.h"
#include "tsl-hunters.h"
#include "tsl-rng.h"
#include "tsl-score-track.h"

G_BEGIN_DECLS

/* Checks that also serve legal_moves() take a NULL error: they then build
 * no (translated) message. */
#define REFUSE(error, ...) \
  G_STMT_START { if ((error) != NULL) g_set_error ((error), __VA_ARGS__); } G_STMT_END

/* Shared by the engine's files, the greedy player and the tests; views
 * read tsl-hunters.h only. */

#define TSL_HUNTERS_MAX_SLOTS     464
/* Squares kept are [x, y] with |x|, |y| <= this (positions are gint8). */
#define TSL_HUNTERS_GRID_REACH    127
/* Empty cells beside n tiles are at most 2n + 2 (a straight line). */
#define TSL_HUNTERS_MAX_OPEN      (2 * TSL_HUNTERS_MAX_TILES + 2)
/* The hot state of a game: one plain block, no pointers, copy = memcpy.
 * Tile kinds point into the immutable catalogue by index.  Features are
 * union-find sets over "region slots" (one per region of every placed tile);
 * aggregates live at the set's root so that completion is an O(1) check of
 * the open-edge count. */

typedef struct
{
  guint8  kind;
  guint8  seats;       /* bit per seat that scored (or acted) */
  guint8  tile;        /* DISCARD: kind; otherwise a placed tile of the feature */
  guint8  region;      /* region index on that tile */
  guint16 points;
  guint8  size;        /* pieces or tiles counted */
  guint8  extra;       /* fish, mushrooms, animals... */
} TslHuntersEvent;

/* Six bytes: whether a tile came from the bonus stack is a bit of the
 * state's bonus_tiles. */
typedef struct
{
  guint8  kind;
  guint8  rotation;    /* quarter turns */
  gint8   x;
  gint8   y;
  guint16 base;        /* first region slot */
} TslHuntersPlaced;

/* An empty cell beside the played area and what its neighbours demand:
 * 2 bits of terrain per side (N lowest) and a mask of the sides taken. */
typedef struct
{
  gint8   x;
  gint8   y;
  guint8  want;
  guint8  mask;
} TslHuntersOpenCell;

typedef struct
{
  guint8  owner;
  guint8  figure;      /* TslHuntersFigure */
  guint8  tile;        /* placed tile index */
  guint8  region;      /* region index on that tile */
} TslHuntersFigurePos;

/* Aggregates kept at union-find roots. */
enum
{
  AGG_PIECES,
  AGG_NUGGETS,         /* forest */
  AGG_MUSHROOMS,       /* forest */
  AGG_DEER = 1,        /* meadow */
  AGG_MAMMOTH,
  AGG_AUROCHS,
  AGG_TIGER,
  AGG_FIRE,
  AGG_SYS_FISH,        /* at the river-system root */
  AGG_TYPE,            /* the slot's own TslHuntersRegionType, never summed */
  N_AGG,
};

/* Rule options, normalized into plain fields. */
typedef struct
{
  guint8 forest_per_tile;       /* U1 */
  guint8 river_per_piece;       /* U2 */
  guint8 bonus_unplaceable_lost;/* U3 */
  guint8 bonus_nuggets_ignored; /* U4 */
  guint8 last_bonus_forfeit;    /* U5 */
  guint8 fisher_on_lake;        /* U7 */
  guint8 start_rotation;        /* U8 */
} TslHuntersRules;

struct _TslHuntersState
{
  /* The turn: all that placing a figure or skipping changes. */
  guint8           n_players;
  guint8           phase;
  guint8           current;
  guint8           bonus_turn;        /* the tile being drawn/placed is a bonus tile */
  guint8           drawn;             /* kind in hand, or TSL_HUNTERS_NO_TILE */
  guint8           last_tile;         /* placed index of the tile just placed */
  guint8           bonus_earned;      /* a completed forest of this turn holds a nugget */
  guint8           n_completed;
  guint16          completed[TSL_HUNTERS_MAX_REGIONS];  /* roots closed by the last tile */
  guint16          turn;
  TslHuntersRules  rules;

  TslScoreTrack    track;
  guint8           members_left[TSL_HUNTERS_MAX_PLAYERS];
  guint8           huts_left[TSL_HUNTERS_MAX_PLAYERS];
  guint16          breakdown[TSL_HUNTERS_MAX_PLAYERS][TSL_HUNTERS_N_BREAKDOWN];

  guint8           n_figures;
  TslHuntersFigurePos figures[TSL_HUNTERS_MAX_FIGURES];

  guint8           n_events;
  /* Of the last move; last in the turn part, so that a searching player
   * may restore only the events in use. */
  TslHuntersEvent  events[TSL_HUNTERS_MAX_EVENTS];

  /* The stacks and the board (TSL_HUNTERS_BOARD_OFFSET on). */
  TslDeck          land;
  TslDeck          bonus;
  guint8           n_tiles;
  guint8           bonus_tiles[(TSL_HUNTERS_MAX_TILES + 7) / 8];   /* bit per placed tile */
  TslHuntersPlaced tiles[TSL_HUNTERS_MAX_TILES];
  TslSquareMap     map;
  /* Kept in the order a scan of the tiles in placing order, sides N E S W,
   * first meets them: the order of the listed placements. */
  guint8           n_cells;
  TslHuntersOpenCell cells[TSL_HUNTERS_MAX_OPEN];

  guint8           n_discarded;
  guint8           discarded[TSL_HUNTERS_MAX_TILES];

  /* Region slots: only the first n_slots of each array are in use. */
  guint16          n_slots;
  guint16          parent[TSL_HUNTERS_MAX_SLOTS];     /* forests, rivers, meadows */
  guint16          sys[TSL_HUNTERS_MAX_SLOTS];        /* river systems: rivers + lakes */
  guint16          open[TSL_HUNTERS_MAX_SLOTS];       /* unmatched edge positions */
  guint8           slot_tile[TSL_HUNTERS_MAX_SLOTS];
  guint8           agg[TSL_HUNTERS_MAX_SLOTS][N_AGG];
};

/* The slots that placing a tile changed besides its own (repeats allowed),
 * so that a searching player may undo a placement without copying them all;
 * n past the capacity: too many to list.  A placement that records them is
 * a trial, undone by _tsl_hunters_restore() before anyone asks where tiles
 * fit: it leaves the open cells as they were. */
typedef struct
{
  guint   n;
  guint16 slots[256];
} TslHuntersTouched;

/* Placing a figure or skipping writes nothing from here on, so a searching
 * player may undo one by restoring the bytes before it. */
#define TSL_HUNTERS_BOARD_OFFSET G_STRUCT_OFFSET (TslHuntersState, land)
/* The turn part up to its events, which are read only up to n_events. */
#define TSL_HUNTERS_EVENTS_OFFSET G_STRUCT_OFFSET (TslHuntersState, events)

/* tsl-hunters-state.c: set-up, names, topology and union-find */
void     _tsl_hunters_copy            (TslHuntersState         *dst,
                                       const TslHuntersState   *src);
void     _tsl_hunters_init            (const TslHuntersCatalog *cat,
                                       TslHuntersState         *st,
                                       guint                    n_players,
                                       const TslHuntersRules   *rules);
const char *_tsl_hunters_phase_name   (guint phase);
void     _tsl_hunters_place           (const TslHuntersCatalog *cat,
                                       TslHuntersState         *st,
                                       guint                    kind,
                                       gint                     x,
                                       gint                     y,
                                       guint                    rotation,
                                       gboolean                 bonus,
                                       TslHuntersTouched       *touched);
void     _tsl_hunters_restore         (TslHuntersState         *dst,
                                       const TslHuntersState   *src,
                                       const TslHuntersTouched *touched);
guint    _tsl_hunters_members_in      (const TslHuntersState *st,
                                       guint                  root,
                                       guint                 *counts);
gboolean _tsl_hunters_feature_taken  (const TslHuntersState *st,
                                       guint                  root,
                                       gboolean               huts);
guint    _tsl_hunters_huts_in         (const TslHuntersState *st,
                                       guint                  sys_root,
                                       guint                 *counts);
guint    _tsl_hunters_feature_tiles   (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    root,
                                       guint                    type);
guint    _tsl_hunters_river_fish      (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    root,
                                       guint                   *tiles);

/* Read on every hot path, so inline: the root of a slot's feature (read
 * only; placing compresses the paths), of its river system, a slot's
 * region and a figure's slot. */
static inline guint
_tsl_hunters_find (const TslHuntersState *st,
                   guint                  slot)
{
  while (st->parent[slot] != slot)
    slot = st->parent[slot];
  return slot;
}

static inline guint
_tsl_hunters_find_sys (const TslHuntersState *st,
                       guint                  slot)
{
  while (st->sys[slot] != slot)
    slot = st->sys[slot];
  return slot;
}

static inline const TslHuntersRegion *
_tsl_hunters_slot_region (const TslHuntersCatalog *cat,
                          const TslHuntersState   *st,
                          guint                    slot)
{
  const TslHuntersPlaced *p = &st->tiles[st->slot_tile[slot]];

  return &cat->tiles[p->kind].regions[slot - p->base];
}

/* Whether placed tile @index was drawn from the bonus stack. */
static inline gboolean
_tsl_hunters_tile_is_bonus (const TslHuntersState *st,
                            guint                  index)
{
  return (st->bonus_tiles[index / 8] >> (index % 8)) & 1;
}

static inline guint
_tsl_hunters_figure_slot (const TslHuntersState     *st,
                          const TslHuntersFigurePos *f)
{
  return st->tiles[f->tile].base + f->region;
}

/* tsl-hunters-legal.c: what may be done next */
gboolean _tsl_hunters_check_place     (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    kind,
                                       gint                     x,
                                       gint                     y,
                                       guint                    rotation,
                                       GError                 **error);
guint    _tsl_hunters_placements      (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    kind,
                                       TslMoveList             *out,
                                       guint                    player);
gboolean _tsl_hunters_fits_anywhere   (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    kind);
gboolean _tsl_hunters_check_figure    (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    player,
                                       guint                    figure,
                                       guint                    region,
                                       GError                 **error);
void     _tsl_hunters_legal_moves     (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       TslMoveList             *out);

/* tsl-hunters-rules.c: applying moves and scoring */
gboolean _tsl_hunters_apply           (const TslHuntersCatalog *cat,
                                       TslHuntersState         *st,
                                       TslMove                 *move,
                                       TslRng                  *rng,
                                       GError                 **error);
void     _tsl_hunters_apply_listed    (const TslHuntersCatalog *cat,
                                       TslHuntersState         *st,
                                       const TslMove           *move,
                                       TslHuntersTouched       *touched);
guint32  _tsl_hunters_winners         (const TslHuntersState   *st);
void     _tsl_hunters_scores_if_over  (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       gint                    *scores);
guint    _tsl_hunters_forest_points   (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    root);
guint    _tsl_hunters_river_points    (const TslHuntersCatalog *cat,
                                       const TslHuntersState   *st,
                                       guint                    root);
guint    _tsl_hunters_meadow_points   (const TslHuntersState   *st,
                                       guint                    root);

/* tsl-hunters-json.c */
JsonNode   *_tsl_hunters_state_to_json (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *st);
JsonNode   *_tsl_hunters_setup_to_json (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *st);
gboolean    _tsl_hunters_setup_from_json (const TslHuntersCatalog *cat,
                                          TslHuntersState         *st,
                                          JsonNode                *setup,
                                          GError                 **error);
gboolean    _tsl_hunters_move_from_json (const TslHuntersCatalog *cat,
                                         const TslHuntersState   *st,
                                         JsonObject              *action,
                                         TslMove                 *move,
                                         GError                 **error);
JsonObject *_tsl_hunters_move_to_json  (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *st,
                                        const TslMove           *move);

/* tsl-hunters-describe.c */
char       *_tsl_hunters_describe_move (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *before,
                                        const TslHuntersState   *after,
                                        const TslMove           *move,
                                        const char * const      *names);
char       *_tsl_hunters_describe_hint (const TslHuntersCatalog *cat,
                                        const TslHuntersState   *state,
                                        const TslMove           *move);

G_END_DECLS
