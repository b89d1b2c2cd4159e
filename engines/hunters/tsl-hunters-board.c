/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-private.h"

/* Board topology: where tiles may go, and how their regions join into
 * forests, rivers, meadows and river systems (digest §4, §5, §12). */

guint
_tsl_hunters_find (const TslHuntersState *st,
                   guint                  slot)
{
  while (st->parent[slot] != slot)
    slot = st->parent[slot];
  return slot;
}

guint
_tsl_hunters_find_sys (const TslHuntersState *st,
                       guint                  slot)
{
  while (st->sys[slot] != slot)
    slot = st->sys[slot];
  return slot;
}

/* Path halving keeps the trees flat for the read-only finds above. */
static guint
find_compress (guint16 *parent,
               guint    slot)
{
  while (parent[slot] != slot)
    {
      parent[slot] = parent[parent[slot]];
      slot = parent[slot];
    }
  return slot;
}

static guint
unite (TslHuntersState *st,
       guint            a,
       guint            b)
{
  guint ra = find_compress (st->parent, a);
  guint rb = find_compress (st->parent, b);

  if (ra == rb)
    return ra;
  /* The lower slot stays root: older features keep their names. */
  if (rb < ra)
    {
      guint t = ra;
      ra = rb;
      rb = t;
    }
  st->parent[rb] = (guint16) ra;
  st->open[ra] += st->open[rb];
  for (guint i = 0; i < AGG_SYS_FISH; i++)
    st->agg[ra][i] = (guint8) MIN (255, st->agg[ra][i] + st->agg[rb][i]);
  return ra;
}

static void
unite_sys (TslHuntersState *st,
           guint            a,
           guint            b)
{
  guint ra = find_compress (st->sys, a);
  guint rb = find_compress (st->sys, b);

  if (ra == rb)
    return;
  if (rb < ra)
    {
      guint t = ra;
      ra = rb;
      rb = t;
    }
  st->sys[rb] = (guint16) ra;
  st->agg[ra][AGG_SYS_FISH] = (guint8) MIN (255, st->agg[ra][AGG_SYS_FISH] +
                                                 st->agg[rb][AGG_SYS_FISH]);
}

const TslHuntersRegion *
_tsl_hunters_slot_region (const TslHuntersCatalog *cat,
                          const TslHuntersState   *st,
                          guint                    slot)
{
  const TslHuntersPlaced *p = &st->tiles[st->slot_tile[slot]];

  return &cat->tiles[p->kind].regions[slot - p->base];
}

/* Terrain wanted on each side of an empty cell, as an edge code and a mask
 * of the sides that have a neighbour. */
static void
cell_constraint (const TslHuntersCatalog *cat,
                 const TslHuntersState   *st,
                 gint                     x,
                 gint                     y,
                 guint8                  *want,
                 guint8                  *mask)
{
  *want = 0;
  *mask = 0;
  for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
    {
      gint n = tsl_square_map_lookup (&st->map, x + tsl_square_side_dx (side),
                                      y + tsl_square_side_dy (side));
      const TslHuntersPlaced *p;
      guint terrain;

      if (n < 0)
        continue;
      p = &st->tiles[n];
      terrain = (cat->tiles[p->kind].edge_code[p->rotation] >>
                 (2 * tsl_square_side_opposite (side))) & 3;
      *want |= (guint8) (terrain << (2 * side));
      *mask |= (guint8) (3 << (2 * side));
    }
}

/* Inserted into "its %s edge is %s but the neighbouring edge is %s": the
 * translations must read as predicates there (de "Wald", bg "гора"). */
static const char *
terrain_label (guint terrain)
{
  switch (terrain)
    {
    case TSL_HUNTERS_TERRAIN_FOREST:
      return C_("edge terrain", "forest");
    case TSL_HUNTERS_TERRAIN_RIVER:
      return C_("edge terrain", "river");
    default:
      return C_("edge terrain", "meadow");
    }
}

/* Inserted as "its %s edge": the translations must be adjectives that
 * agree with the word for "edge" (de "nördliche", bg "северният"). */
static const char *
side_label (guint side)
{
  switch (side)
    {
    case TSL_SQUARE_NORTH:
      return C_("edge", "north");
    case TSL_SQUARE_EAST:
      return C_("edge", "east");
    case TSL_SQUARE_SOUTH:
      return C_("edge", "south");
    default:
      return C_("edge", "west");
    }
}

/**
 * _tsl_hunters_check_place:
 *
 * Whether tile @kind may go at [x, y] with @rotation quarter turns
 * (seed 001 §Területkártya lerakása: a full edge shared with the played
 * area, and meadow, forest and river continue on every touching edge).
 */
gboolean
_tsl_hunters_check_place (const TslHuntersCatalog *cat,
                          const TslHuntersState   *st,
                          guint                    kind,
                          gint                     x,
                          gint                     y,
                          guint                    rotation,
                          GError                 **error)
{
  guint8 want, mask, code;

  if (x < -100 || x > 100 || y < -100 || y > 100)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   _("[%d, %d] is too far from the start tile"), x, y);
      return FALSE;
    }
  if (tsl_square_map_lookup (&st->map, x, y) >= 0)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   _("There is already a tile at [%d, %d]"), x, y);
      return FALSE;
    }
  cell_constraint (cat, st, x, y, &want, &mask);
  if (mask == 0)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   _("A tile at [%d, %d] would not share an edge with any placed tile"), x, y);
      return FALSE;
    }
  code = cat->tiles[kind].edge_code[rotation & 3];
  if (((code ^ want) & mask) != 0)
    {
      for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
        {
          guint mine = (code >> (2 * side)) & 3, theirs = (want >> (2 * side)) & 3;

          if (((mask >> (2 * side)) & 3) && mine != theirs)
            {
              g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                           /* Translators: e.g. "Tile L31 does not fit at [2, -1] with this
                            * rotation: its north edge is forest but the neighbouring edge
                            * is meadow"; the side is an adjective ("north", context
                            * "edge"), the terrains are predicates (context "edge terrain"). */
                           _("Tile %s does not fit at [%d, %d] with this rotation: "
                             "its %s edge is %s but the neighbouring edge is %s"),
                           cat->tiles[kind].id, x, y, side_label (side),
                           terrain_label (mine), terrain_label (theirs));
              return FALSE;
            }
        }
    }
  return TRUE;
}

/**
 * _tsl_hunters_place:
 *
 * Puts a tile on the board (already checked) and joins its regions to the
 * features around it.  Records the forests and rivers it closes in
 * st->completed for scoring after the figure step.
 */
void
_tsl_hunters_place (const TslHuntersCatalog *cat,
                    TslHuntersState         *st,
                    guint                    kind,
                    gint                     x,
                    gint                     y,
                    guint                    rotation,
                    gboolean                 bonus)
{
  const TslHuntersTile *tile = &cat->tiles[kind];
  guint index = st->n_tiles++;
  TslHuntersPlaced *p = &st->tiles[index];
  guint base = st->n_slots;

  g_assert (base + tile->n_regions <= TSL_HUNTERS_MAX_SLOTS);
  p->kind = (guint8) kind;
  p->rotation = (guint8) (rotation & 3);
  p->x = (gint8) x;
  p->y = (gint8) y;
  p->base = (guint16) base;
  p->bonus = (guint8) bonus;
  p->order = (guint8) index;
  tsl_square_map_insert (&st->map, x, y, (guint8) index);
  st->n_slots += tile->n_regions;
  st->last_tile = (guint8) index;

  for (guint r = 0; r < tile->n_regions; r++)
    {
      const TslHuntersRegion *region = &tile->regions[r];
      guint s = base + r;

      st->parent[s] = (guint16) s;
      st->sys[s] = (guint16) s;
      st->slot_tile[s] = (guint8) index;
      st->open[s] = region->type == TSL_HUNTERS_REGION_FOREST ||
                    region->type == TSL_HUNTERS_REGION_RIVER ? region->n_positions : 0;
      memset (st->agg[s], 0, N_AGG);
      st->agg[s][AGG_PIECES] = 1;
      if (region->type == TSL_HUNTERS_REGION_FOREST)
        {
          /* U4: nuggets printed on bonus tiles may be ignored. */
          if (!(bonus && st->rules.bonus_nuggets_ignored))
            st->agg[s][AGG_NUGGETS] = region->gold_nuggets;
          st->agg[s][AGG_MUSHROOMS] = region->mushroom_groups;
        }
      else if (region->type == TSL_HUNTERS_REGION_MEADOW)
        {
          st->agg[s][AGG_DEER] = region->animals[TSL_HUNTERS_ANIMAL_DEER];
          st->agg[s][AGG_MAMMOTH] = region->animals[TSL_HUNTERS_ANIMAL_MAMMOTH];
          st->agg[s][AGG_AUROCHS] = region->animals[TSL_HUNTERS_ANIMAL_AUROCHS];
          st->agg[s][AGG_TIGER] = region->animals[TSL_HUNTERS_ANIMAL_TIGER];
          st->agg[s][AGG_FIRE] = region->fire;
        }
      else if (region->type == TSL_HUNTERS_REGION_LAKE)
        st->agg[s][AGG_SYS_FISH] = region->fish;
    }
  /* Lakes join the rivers ending in them into one river system (huts), but
   * end those rivers (fishers): digest §5. */
  for (guint r = 0; r < tile->n_regions; r++)
    for (guint e = 0; e < tile->regions[r].n_ends; e++)
      if (tile->regions[r].ends[e] >= 0)
        unite_sys (st, base + r, base + (guint) tile->regions[r].ends[e]);

  for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
    {
      gint n = tsl_square_map_lookup (&st->map, x + tsl_square_side_dx (side),
                                      y + tsl_square_side_dy (side));
      const TslHuntersPlaced *q;
      const TslHuntersTile *other;

      if (n < 0)
        continue;
      q = &st->tiles[n];
      other = &cat->tiles[q->kind];
      for (guint third = 0; third < TSL_SQUARE_N_THIRDS; third++)
        {
          guint pos = tsl_square_position (side, third);
          guint facing = tsl_square_position_facing (pos);
          guint a = base + tile->region_at[p->rotation][pos];
          guint b = q->base + other->region_at[q->rotation][facing];
          guint type = tile->regions[a - base].type;
          guint root;

          g_assert (other->regions[b - q->base].type == type);
          root = unite (st, a, b);
          if (type == TSL_HUNTERS_REGION_FOREST || type == TSL_HUNTERS_REGION_RIVER)
            {
              g_assert (st->open[root] >= 2);
              st->open[root] -= 2;
            }
          if (type == TSL_HUNTERS_REGION_RIVER)
            unite_sys (st, a, b);
        }
    }

  st->n_completed = 0;
  for (guint r = 0; r < tile->n_regions; r++)
    {
      guint type = tile->regions[r].type;
      guint root;
      gboolean seen = FALSE;

      if (type != TSL_HUNTERS_REGION_FOREST && type != TSL_HUNTERS_REGION_RIVER)
        continue;
      root = find_compress (st->parent, base + r);
      if (st->open[root] != 0)
        continue;
      for (guint i = 0; i < st->n_completed; i++)
        seen |= st->completed[i] == root;
      if (!seen)
        st->completed[st->n_completed++] = (guint16) root;
    }
}

/* Appends every legal placement of @kind as place_tile moves (when @out is
 * not NULL); returns how many there are, or 1 at the first one found when
 * @first_only. */
static guint
placements (const TslHuntersCatalog *cat,
            const TslHuntersState   *st,
            guint                    kind,
            TslMoveList             *out,
            guint                    player,
            gboolean                 first_only)
{
  /* Cells already looked at, by their map key: the played area spans less
   * than 128 cells each way, so 7 bits per axis identify a cell. */
  guint64 seen[128 * 128 / 64];
  const guint8 *codes = cat->tiles[kind].edge_code;
  guint n = 0;

  memset (seen, 0, sizeof seen);
  for (guint t = 0; t < st->n_tiles; t++)
    for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
      {
        gint x = st->tiles[t].x + tsl_square_side_dx (side);
        gint y = st->tiles[t].y + tsl_square_side_dy (side);
        guint bit = ((guint) x & 127) << 7 | ((guint) y & 127);
        guint8 want, mask;

        if (seen[bit >> 6] & (G_GUINT64_CONSTANT (1) << (bit & 63)))
          continue;
        seen[bit >> 6] |= G_GUINT64_CONSTANT (1) << (bit & 63);
        if (tsl_square_map_lookup (&st->map, x, y) >= 0)
          continue;
        cell_constraint (cat, st, x, y, &want, &mask);
        for (guint rot = 0; rot < 4; rot++)
          if (((codes[rot] ^ want) & mask) == 0)
            {
              if (first_only)
                return 1;
              n++;
              if (out != NULL)
                {
                  TslMove *m = tsl_move_list_push (out);

                  memset (m, 0, sizeof *m);
                  m->type = TSL_HUNTERS_MOVE_PLACE;
                  m->player = (gint8) player;
                  m->arg[0] = x;
                  m->arg[1] = y;
                  m->arg[2] = (gint32) rot;
                }
            }
      }
  return n;
}

guint
_tsl_hunters_placements (const TslHuntersCatalog *cat,
                         const TslHuntersState   *st,
                         guint                    kind,
                         TslMoveList             *out,
                         guint                    player)
{
  return placements (cat, st, kind, out, player, FALSE);
}

gboolean
_tsl_hunters_fits_anywhere (const TslHuntersCatalog *cat,
                            const TslHuntersState   *st,
                            guint                    kind)
{
  return placements (cat, st, kind, NULL, 0, TRUE) > 0;
}

/* Distinct tiles holding a piece of the feature rooted at @root. */
guint
_tsl_hunters_feature_tiles (const TslHuntersCatalog *cat,
                            const TslHuntersState   *st,
                            guint                    root,
                            guint                    type)
{
  guint64 tiles[2] = { 0, 0 };
  guint n = 0;

  G_STATIC_ASSERT (TSL_HUNTERS_MAX_TILES <= 128);
  for (guint s = 0; s < st->n_slots; s++)
    {
      guint t = st->slot_tile[s];

      if (_tsl_hunters_slot_region (cat, st, s)->type != type ||
          _tsl_hunters_find (st, s) != root)
        continue;
      if (!(tiles[t >> 6] & (G_GUINT64_CONSTANT (1) << (t & 63))))
        {
          tiles[t >> 6] |= G_GUINT64_CONSTANT (1) << (t & 63);
          n++;
        }
    }
  return n;
}

/* Fish in the lakes at the ends of the river rooted at @root; a lake at
 * both ends counts once (digest §6.1). */
guint
_tsl_hunters_river_fish (const TslHuntersCatalog *cat,
                         const TslHuntersState   *st,
                         guint                    root)
{
  guint64 lakes[(TSL_HUNTERS_MAX_SLOTS + 63) / 64];
  guint fish = 0;

  memset (lakes, 0, sizeof lakes);
  for (guint s = 0; s < st->n_slots; s++)
    {
      const TslHuntersRegion *region = _tsl_hunters_slot_region (cat, st, s);
      guint base = st->tiles[st->slot_tile[s]].base;

      if (region->type != TSL_HUNTERS_REGION_RIVER || _tsl_hunters_find (st, s) != root)
        continue;
      for (guint e = 0; e < region->n_ends; e++)
        if (region->ends[e] >= 0)
          {
            guint lake = base + (guint) region->ends[e];

            if (!(lakes[lake >> 6] & (G_GUINT64_CONSTANT (1) << (lake & 63))))
              {
                lakes[lake >> 6] |= G_GUINT64_CONSTANT (1) << (lake & 63);
                fish += _tsl_hunters_slot_region (cat, st, lake)->fish;
              }
          }
    }
  return fish;
}
