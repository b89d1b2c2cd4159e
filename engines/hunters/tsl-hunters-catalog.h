/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tsl-square.h"

G_BEGIN_DECLS

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
void               tsl_hunters_catalog_free              (TslHuntersCatalog *catalog);
gint               tsl_hunters_catalog_find              (const TslHuntersCatalog *catalog,
                                                          const char              *id);
gint               tsl_hunters_tile_find_region          (const TslHuntersTile    *tile,
                                                          const char              *id);

const char        *tsl_hunters_region_type_name          (TslHuntersRegionType type);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TslHuntersCatalog, tsl_hunters_catalog_free)

G_END_DECLS
