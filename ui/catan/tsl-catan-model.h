/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <json-glib/json-glib.h>

#include "tsl-types.h"

G_BEGIN_DECLS

/* What the Catan view reads from the engine's state JSON (engine contract,
 * "State JSON"), in plain C so that drawing never walks JSON. */

typedef enum
{
  TSL_WOOD,
  TSL_BRICK,
  TSL_WOOL,
  TSL_GRAIN,
  TSL_ORE,
  TSL_N_RESOURCES
} TslResource;

typedef enum
{
  TSL_KNIGHT,
  TSL_ROAD_BUILDING,
  TSL_YEAR_OF_PLENTY,
  TSL_MONOPOLY,
  TSL_VICTORY_POINT,
  TSL_N_DEV_CARDS
} TslDevCard;

typedef enum
{
  TSL_TERRAIN_SEA,
  TSL_TERRAIN_FOREST,
  TSL_TERRAIN_HILLS,
  TSL_TERRAIN_PASTURE,
  TSL_TERRAIN_FIELDS,
  TSL_TERRAIN_MOUNTAINS,
  TSL_TERRAIN_DESERT,
} TslTerrain;

typedef struct
{
  gint q;
  gint r;
} TslUiHex;

typedef struct
{
  TslUiHex     at;
  TslTerrain terrain;
  gint       number;     /* 0: none */
} TslCatanHexInfo;

typedef struct
{
  TslUiHex edge[2];
  gint   resource;       /* -1: generic 3:1 harbour */
} TslCatanHarbor;

typedef struct
{
  TslUiHex   vertex[3];
  gint     owner;
  gboolean city;
} TslCatanBuilding;

typedef struct
{
  TslUiHex edge[2];
  gint   owner;
} TslCatanRoad;

typedef struct
{
  gint     vp;
  gint     vp_public;
  gint     resources[TSL_N_RESOURCES];
  gint     n_resources;
  gint     dev_cards[TSL_N_DEV_CARDS];
  gint     n_dev_cards;
  gint     knights;
  gint     road_length;
  gint     roads_left;
  gint     settlements_left;
  gint     cities_left;
  gint     pending_discard;  /* cards to discard after a 7, 0 if none */
} TslCatanPlayer;

typedef struct
{
  gboolean active;
  gint     offer;            /* index of the offer_trade action in the log */
  gint     from;
  gint     give[TSL_N_RESOURCES];
  gint     get[TSL_N_RESOURCES];
  guint    to;               /* bit per seat */
  guint    accepted;
  guint    rejected;
} TslCatanTrade;

typedef struct
{
  GArray         *hexes;      /* TslCatanHexInfo, land and sea */
  GArray         *harbors;    /* TslCatanHarbor */
  GArray         *buildings;  /* TslCatanBuilding */
  GArray         *roads;      /* TslCatanRoad */
  TslUiHex          robber;
  gboolean        has_robber;
  gint            bank[TSL_N_RESOURCES];
  gint            dev_deck_left;
  gint            dice[2];    /* the last roll, 0 before the first */
  TslCatanTrade   trade;
  char           *phase;
  gint            turn;
  gint            current_player;
  gint            winner;
  gint            longest_road;
  gint            largest_army;
  guint           n_players;
  TslCatanPlayer  players[TSL_MAX_PLAYERS];
} TslCatanModel;

TslCatanModel *tsl_catan_model_new_from_json (JsonNode       *state,
                                              GError        **error);
void           tsl_catan_model_free          (TslCatanModel  *model);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (TslCatanModel, tsl_catan_model_free)

const TslCatanHexInfo *tsl_catan_model_find_hex (const TslCatanModel *model,
                                                 TslUiHex               at);
gint           tsl_catan_model_best_rate     (const TslCatanModel *model,
                                              gint                 seat,
                                              TslResource          give);
gint           tsl_catan_model_building_at   (const TslCatanModel *model,
                                              guint                vertex_key,
                                              gboolean            *city);

/* Names and labels */
gint           tsl_resource_from_name        (const char *name);
const char    *tsl_resource_name             (TslResource resource);
const char    *tsl_resource_label            (TslResource resource);
gint           tsl_dev_card_from_name        (const char *name);
const char    *tsl_dev_card_name             (TslDevCard  card);
const char    *tsl_dev_card_label            (TslDevCard  card);
TslTerrain     tsl_terrain_from_name         (const char *name);
gint           tsl_terrain_resource          (TslTerrain  terrain);

/* Geometry of pointy-top axial hexes with unit size (centre to corner). */
gboolean       tsl_ui_hex_from_json             (JsonNode     *node,
                                              TslUiHex       *hex);
gboolean       tsl_ui_vertex_from_json          (JsonNode     *node,
                                              TslUiHex        vertex[3]);
gboolean       tsl_ui_edge_from_json            (JsonNode     *node,
                                              TslUiHex        edge[2]);
JsonNode      *tsl_ui_hex_to_json               (TslUiHex        hex);
JsonNode      *tsl_ui_vertex_to_json            (const TslUiHex  vertex[3]);
JsonNode      *tsl_ui_edge_to_json              (const TslUiHex  edge[2]);
guint          tsl_ui_hex_key                   (TslUiHex        hex);
guint          tsl_ui_vertex_key                (const TslUiHex  vertex[3]);
guint          tsl_ui_edge_key                  (const TslUiHex  edge[2]);
void           tsl_ui_hex_from_key              (guint         key,
                                              TslUiHex       *hex);
void           tsl_ui_vertex_from_key           (guint         key,
                                              TslUiHex        vertex[3]);
void           tsl_ui_edge_from_key             (guint         key,
                                              TslUiHex        edge[2]);
void           tsl_ui_hex_center                (TslUiHex        hex,
                                              double       *x,
                                              double       *y);
void           tsl_ui_vertex_point              (const TslUiHex  vertex[3],
                                              double       *x,
                                              double       *y);
void           tsl_ui_edge_vertices             (const TslUiHex  edge[2],
                                              TslUiHex        a[3],
                                              TslUiHex        b[3]);
TslUiHex         tsl_ui_hex_neighbor              (TslUiHex        hex,
                                              guint         direction);
TslUiHex         tsl_ui_hex_round                 (double        x,
                                              double        y);

G_END_DECLS
