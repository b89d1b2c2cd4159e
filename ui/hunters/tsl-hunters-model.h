/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-hunters-art.h"

G_BEGIN_DECLS

#define TSL_HUNTERS_UI_MAX_TILES   (TSL_HUNTERS_N_LAND + TSL_HUNTERS_N_BONUS)
#define TSL_HUNTERS_UI_MAX_FIGURES 48
#define TSL_HUNTERS_UI_MAX_EVENTS  64
#define TSL_HUNTERS_UI_MAX_PLAYERS 5

typedef struct
{
  const TslHuntersTile *tile;
  gint                  x, y;
  guint                 rotation;       /* degrees clockwise */
  gboolean              bonus;
} TslHuntersUiTile;

typedef struct
{
  gint             owner;
  TslHuntersFigure figure;
  gint             x, y;
  guint            region;              /* index in the tile kind */
} TslHuntersUiFigure;

typedef enum
{
  TSL_HUNTERS_UI_EVENT_OTHER,
  TSL_HUNTERS_UI_EVENT_DISCARD,
  TSL_HUNTERS_UI_EVENT_FOREST,
  TSL_HUNTERS_UI_EVENT_RIVER,
  TSL_HUNTERS_UI_EVENT_HUTS,
  TSL_HUNTERS_UI_EVENT_HUNTERS,
  TSL_HUNTERS_UI_EVENT_BONUS,
} TslHuntersUiEventType;

typedef struct
{
  TslHuntersUiEventType type;
  guint                 players;        /* bit per seat */
  gint                  points;
  gboolean              located;
  gint                  x, y;
  guint                 region;
} TslHuntersUiEvent;

typedef struct
{
  gint score;
  gint track_position;
  gint laps;
  gint members_left;
  gint huts_left;
  gint forests, rivers, huts, hunters;  /* the breakdown of the score */
} TslHuntersUiPlayer;

typedef enum
{
  TSL_HUNTERS_UI_DRAW,
  TSL_HUNTERS_UI_PLACE_TILE,
  TSL_HUNTERS_UI_PLACE_FIGURE,
  TSL_HUNTERS_UI_OVER,
} TslHuntersUiPhase;

/**
 * TslHuntersModel:
 *
 * What the window shows of a Hunters & Gatherers state, read from the
 * engine's state JSON (a plain value: copies are cheap enough).
 */
typedef struct
{
  TslHuntersUiPhase      phase;
  gint                   turn;
  gint                   current_player;
  guint                  winners;      /* bit per seat */
  gint                   tiles_left;
  gint                   bonus_tiles_left;
  gboolean               bonus_turn;
  const TslHuntersTile  *drawn;
  gboolean               has_last;
  gint                   last_x, last_y;

  guint                  n_tiles;
  TslHuntersUiTile       tiles[TSL_HUNTERS_UI_MAX_TILES];
  guint                  n_figures;
  TslHuntersUiFigure     figures[TSL_HUNTERS_UI_MAX_FIGURES];
  guint                  n_events;
  TslHuntersUiEvent      events[TSL_HUNTERS_UI_MAX_EVENTS];
  guint                  n_players;
  TslHuntersUiPlayer     players[TSL_HUNTERS_UI_MAX_PLAYERS];
} TslHuntersModel;

TslHuntersModel        *tsl_hunters_model_new_from_json (JsonNode              *state,
                                                         GError               **error);
void                    tsl_hunters_model_free          (TslHuntersModel       *model);
const TslHuntersUiTile *tsl_hunters_model_tile_at       (const TslHuntersModel *model,
                                                         gint                   x,
                                                         gint                   y);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TslHuntersModel, tsl_hunters_model_free)

G_END_DECLS
