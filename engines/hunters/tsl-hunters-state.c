/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-private.h"

/* The state's data and topology: setting a game up, the names of its
 * figures and phases, and how placed tiles' regions join into forests,
 * rivers, meadows and river systems (digest §4, §5, §12). */

static const char * const figure_names[] = { "gatherer", "fisher", "hunter", "hut" };
static const char * const phase_names[] = {
  "draw_tile", "place_tile", "place_figure", "game_over",
};

const char *
tsl_hunters_figure_name (guint figure)
{
  g_return_val_if_fail (figure < TSL_HUNTERS_N_FIGURES, NULL);
  return figure_names[figure];
}

const char *
_tsl_hunters_phase_name (guint phase)
{
  g_return_val_if_fail (phase <= TSL_HUNTERS_PHASE_OVER, NULL);
  return phase_names[phase];
}

static void
touch (TslHuntersTouched *touched,
       guint              slot)
{
  if (touched == NULL)
    return;
  if (touched->n < G_N_ELEMENTS (touched->slots))
    touched->slots[touched->n] = (guint16) slot;
  touched->n++;
}

/* Path halving keeps the trees flat for the read-only _tsl_hunters_find(). */
static guint
find_compress (guint16           *parent,
               guint              slot,
               TslHuntersTouched *touched)
{
  while (parent[slot] != slot)
    {
      touch (touched, slot);
      parent[slot] = parent[parent[slot]];
      slot = parent[slot];
    }
  return slot;
}

static guint
unite (TslHuntersState   *st,
       guint              a,
       guint              b,
       TslHuntersTouched *touched)
{
  guint ra = find_compress (st->parent, a, touched);
  guint rb = find_compress (st->parent, b, touched);

  if (ra == rb)
    return ra;
  /* The lower slot stays root: older features keep their names. */
  if (rb < ra)
    {
      guint t = ra;
      ra = rb;
      rb = t;
    }
  touch (touched, ra);
  touch (touched, rb);
  st->parent[rb] = (guint16) ra;
  st->open[ra] += st->open[rb];
  for (guint i = 0; i < AGG_SYS_FISH; i++)
    st->agg[ra][i] = (guint8) MIN (255, st->agg[ra][i] + st->agg[rb][i]);
  return ra;
}

static void
unite_sys (TslHuntersState   *st,
           guint              a,
           guint              b,
           TslHuntersTouched *touched)
{
  guint ra = find_compress (st->sys, a, touched);
  guint rb = find_compress (st->sys, b, touched);

  if (ra == rb)
    return;
  if (rb < ra)
    {
      guint t = ra;
      ra = rb;
      rb = t;
    }
  touch (touched, ra);
  touch (touched, rb);
  st->sys[rb] = (guint16) ra;
  st->agg[ra][AGG_SYS_FISH] = (guint8) MIN (255, st->agg[ra][AGG_SYS_FISH] +
                                                 st->agg[rb][AGG_SYS_FISH]);
}

static inline guint16
cell_key (gint x,
          gint y)
{
  return (guint16) ((guint8) x | (guint) (guint8) y << 8);
}

/* The tile just laid fills its cell and constrains the empty cells around
 * it; cells it is the first to touch join the end of the list. */
static void
update_open_cells (const TslHuntersCatalog *cat,
                   TslHuntersState         *st,
                   const TslHuntersPlaced  *p)
{
  guint code = cat->tiles[p->kind].edge_code[p->rotation];
  gint at[TSL_SQUARE_N_SIDES] = { -1, -1, -1, -1 }, filled = -1;
  guint n = st->n_cells;

  guint8 near[TSL_HUNTERS_MAX_OPEN + 8] = { 0 };
  /* Squares as x and y bytes: the filled one, then its sides N E S W. */
  guint16 keys[1 + TSL_SQUARE_N_SIDES];

  keys[0] = cell_key (p->x, p->y);
  for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
    keys[1 + side] = cell_key (p->x + tsl_square_side_dx (side), p->y + tsl_square_side_dy (side));

  /* A branch-free pass (the compiler vectorizes it) marks the cell filled
   * and the open cells beside it; a second one reads the few marked, eight
   * at a time. */
  for (guint i = 0; i < n; i++)
    {
      guint16 key = cell_key (st->cells[i].x, st->cells[i].y);

      near[i] = (key == keys[0]) | (key == keys[1]) | (key == keys[2]) | (key == keys[3]) |
                (key == keys[4]);
    }
  for (guint i = 0; i < n; i += 8)
    {
      guint64 word;

      memcpy (&word, &near[i], sizeof word);
      word = GUINT64_FROM_LE (word);   /* byte k is bits 8k.. on every machine */
      while (word != 0)
        {
          guint j = i + (guint) __builtin_ctzll (word) / 8;
          guint16 key = cell_key (st->cells[j].x, st->cells[j].y);

          word &= word - 1;
          if (key == keys[0])
            filled = (gint) j;
          else
            for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
              if (key == keys[1 + side])
                at[side] = (gint) j;
        }
    }
  if (filled >= 0)
    {
      memmove (&st->cells[filled], &st->cells[filled + 1],
               (n - (guint) filled - 1) * sizeof st->cells[0]);
      n--;
      for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
        if (at[side] > filled)
          at[side]--;
    }
  for (guint side = 0; side < TSL_SQUARE_N_SIDES; side++)
    {
      guint facing = tsl_square_side_opposite (side);
      TslHuntersOpenCell *cell;

      if (at[side] >= 0)
        cell = &st->cells[at[side]];
      else
        {
          gint x = p->x + tsl_square_side_dx (side);
          gint y = p->y + tsl_square_side_dy (side);

          if (tsl_square_map_lookup (&st->map, x, y) >= 0)
            continue;
          /* First touched by this tile: it joins the end. */
          g_assert (n < TSL_HUNTERS_MAX_OPEN);
          cell = &st->cells[n++];
          cell->x = (gint8) x;
          cell->y = (gint8) y;
          cell->want = 0;
          cell->mask = 0;
        }
      cell->want |= (guint8) (((code >> (2 * side)) & 3) << (2 * facing));
      cell->mask |= (guint8) (3 << (2 * facing));
    }
  st->n_cells = (guint8) n;
}

/**
 * _tsl_hunters_place:
 *
 * Puts a tile on the board (already checked) and joins its regions to the
 * features around it.  Records the forests and rivers it closes in
 * st->completed for scoring after the figure step, and in @touched
 * (nullable) the slots it changed besides its own.  With @touched it is a
 * trial (TslHuntersTouched): the open cells, a sixth of a playout's time,
 * are left for the real placement.
 */
void
_tsl_hunters_place (const TslHuntersCatalog *cat,
                    TslHuntersState         *st,
                    guint                    kind,
                    gint                     x,
                    gint                     y,
                    guint                    rotation,
                    gboolean                 bonus,
                    TslHuntersTouched       *touched)
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
  if (bonus)
    st->bonus_tiles[index / 8] |= (guint8) (1u << (index % 8));
  else
    st->bonus_tiles[index / 8] &= (guint8) ~(1u << (index % 8));
  tsl_square_map_insert (&st->map, x, y, (guint8) index);
  if (touched == NULL)
    update_open_cells (cat, st, p);
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
      st->agg[s][AGG_TYPE] = region->type;
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
        unite_sys (st, base + r, base + (guint) tile->regions[r].ends[e], touched);

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
          root = unite (st, a, b, touched);
          if (type == TSL_HUNTERS_REGION_FOREST || type == TSL_HUNTERS_REGION_RIVER)
            {
              g_assert (st->open[root] >= 2);
              st->open[root] -= 2;
            }
          if (type == TSL_HUNTERS_REGION_RIVER)
            unite_sys (st, a, b, touched);
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
      root = find_compress (st->parent, base + r, touched);
      if (st->open[root] != 0)
        continue;
      for (guint i = 0; i < st->n_completed; i++)
        seen |= st->completed[i] == root;
      if (!seen)
        st->completed[st->n_completed++] = (guint16) root;
    }
}

/**
 * _tsl_hunters_copy:
 *
 * Copies the parts of @src in use (a searching player copies a state per
 * candidate move); entries past n_events, n_tiles, n_cells, n_discarded and
 * n_slots keep whatever @dst held, which nothing reads.
 */
void
_tsl_hunters_copy (TslHuntersState       *dst,
                   const TslHuntersState *src)
{
  guint n = src->n_slots;

  memcpy (dst, src, TSL_HUNTERS_EVENTS_OFFSET);
  memcpy (dst->events, src->events, src->n_events * sizeof src->events[0]);
  memcpy (&dst->land, &src->land,
          G_STRUCT_OFFSET (TslHuntersState, tiles) - TSL_HUNTERS_BOARD_OFFSET);
  memcpy (dst->tiles, src->tiles, src->n_tiles * sizeof src->tiles[0]);
  dst->map = src->map;
  dst->n_cells = src->n_cells;
  memcpy (dst->cells, src->cells, src->n_cells * sizeof src->cells[0]);
  dst->n_discarded = src->n_discarded;
  memcpy (dst->discarded, src->discarded, src->n_discarded);
  dst->n_slots = src->n_slots;
  memcpy (dst->parent, src->parent, n * sizeof src->parent[0]);
  memcpy (dst->sys, src->sys, n * sizeof src->sys[0]);
  memcpy (dst->open, src->open, n * sizeof src->open[0]);
  memcpy (dst->slot_tile, src->slot_tile, n * sizeof src->slot_tile[0]);
  memcpy (dst->agg, src->agg, n * sizeof src->agg[0]);
}

/**
 * _tsl_hunters_restore:
 *
 * Makes @dst, a copy of @src (_tsl_hunters_copy()) that has since had one
 * tile placed, with the slots that placing changed in @touched, and figure
 * steps applied, equal to @src again in every part in use: cheaper than a
 * copy, as the slots' arrays are copied only where touched.
 */
void
_tsl_hunters_restore (TslHuntersState         *dst,
                      const TslHuntersState   *src,
                      const TslHuntersTouched *touched)
{
  const TslHuntersPlaced *placed;
  guint16 key;
  guint i;

  if (touched->n > G_N_ELEMENTS (touched->slots))
    {
      _tsl_hunters_copy (dst, src);
      return;
    }
  /* The square map: only the placed tile's entry changed. */
  placed = &dst->tiles[src->n_tiles];
  key = tsl_square_map_key (placed->x, placed->y);
  for (i = tsl_square_map_hash (key); dst->map.key[i] != key; i = (i + 1) & (TSL_SQUARE_MAP_SIZE - 1))
    ;
  dst->map.key[i] = src->map.key[i];
  dst->map.value[i] = src->map.value[i];
  dst->map.len = src->map.len;

  memcpy (dst, src, TSL_HUNTERS_EVENTS_OFFSET);
  memcpy (dst->events, src->events, src->n_events * sizeof src->events[0]);
  /* Tiles, discarded tiles and slots past the counts are only appended to. */
  memcpy (&dst->land, &src->land,
          G_STRUCT_OFFSET (TslHuntersState, tiles) - TSL_HUNTERS_BOARD_OFFSET);
  dst->n_cells = src->n_cells;
  memcpy (dst->cells, src->cells, src->n_cells * sizeof src->cells[0]);
  dst->n_discarded = src->n_discarded;
  dst->n_slots = src->n_slots;
  for (i = 0; i < touched->n; i++)
    {
      guint s = touched->slots[i];

      if (s >= src->n_slots)
        continue;
      dst->parent[s] = src->parent[s];
      dst->sys[s] = src->sys[s];
      dst->open[s] = src->open[s];
      memcpy (dst->agg[s], src->agg[s], sizeof src->agg[s]);
    }
}

void
_tsl_hunters_init (const TslHuntersCatalog *cat,
                   TslHuntersState         *st,
                   guint                    n_players,
                   const TslHuntersRules   *rules)
{
  memset (st, 0, sizeof *st);
  st->n_players = (guint8) n_players;
  st->rules = *rules;
  st->drawn = TSL_HUNTERS_NO_TILE;
  st->turn = 1;
  tsl_deck_init (&st->land);
  tsl_deck_init (&st->bonus);
  tsl_score_track_init (&st->track, TSL_HUNTERS_TRACK_LENGTH);
  tsl_square_map_init (&st->map);
  for (guint p = 0; p < n_players; p++)
    {
      st->members_left[p] = TSL_HUNTERS_MEMBERS;
      st->huts_left[p] = TSL_HUNTERS_HUTS;
    }
  /* U8: the start tile lies at [0, 0]. */
  _tsl_hunters_place (cat, st, cat->start_kind, 0, 0, rules->start_rotation, FALSE, NULL);
  st->n_completed = 0;
  st->phase = TSL_HUNTERS_PHASE_DRAW;
}

/* Figures of one sort standing in a feature, per seat: tribe members
 * (gatherers, fishers, hunters) in the feature of @root, or huts in the
 * river system of @root. */
static guint
figures_in (const TslHuntersState *st,
            guint                  root,
            gboolean               huts,
            guint                 *counts)
{
  guint n = 0;

  memset (counts, 0, sizeof (guint) * TSL_HUNTERS_MAX_PLAYERS);
  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];
      guint slot = _tsl_hunters_figure_slot (st, f);

      if ((f->figure == TSL_HUNTERS_FIGURE_HUT) != huts ||
          (huts ? _tsl_hunters_find_sys (st, slot) : _tsl_hunters_find (st, slot)) != root)
        continue;
      counts[f->owner]++;
      n++;
    }
  return n;
}

/* Whether a tribe member (or with @huts, a hut) already stands in the
 * feature (river system) of @root: stops at the first. */
gboolean
_tsl_hunters_feature_taken (const TslHuntersState *st,
                            guint                  root,
                            gboolean               huts)
{
  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];
      guint slot = _tsl_hunters_figure_slot (st, f);

      if ((f->figure == TSL_HUNTERS_FIGURE_HUT) == huts &&
          (huts ? _tsl_hunters_find_sys (st, slot) : _tsl_hunters_find (st, slot)) == root)
        return TRUE;
    }
  return FALSE;
}

guint
_tsl_hunters_members_in (const TslHuntersState *st,
                         guint                  root,
                         guint                 *counts)
{
  return figures_in (st, root, FALSE, counts);
}

guint
_tsl_hunters_huts_in (const TslHuntersState *st,
                      guint                  sys_root,
                      guint                 *counts)
{
  return figures_in (st, sys_root, TRUE, counts);
}

/* Distinct tiles holding a piece of the feature rooted at @root: walked
 * tile by tile, so each tile's kind is looked up once. */
guint
_tsl_hunters_feature_tiles (const TslHuntersCatalog *cat,
                            const TslHuntersState   *st,
                            guint                    root,
                            guint                    type)
{
  guint n = 0;

  for (guint t = 0; t < st->n_tiles; t++)
    {
      const TslHuntersPlaced *p = &st->tiles[t];
      const TslHuntersTile *tile = &cat->tiles[p->kind];

      for (guint r = 0; r < tile->n_regions; r++)
        if (tile->regions[r].type == type && _tsl_hunters_find (st, p->base + r) == root)
          {
            n++;
            break;
          }
    }
  return n;
}

/* Fish in the lakes at the ends of the river rooted at @root; a lake at
 * both ends counts once (digest §6.1).  @tiles (nullable) receives the
 * tiles the river runs through, counted in the same walk over the board. */
guint
_tsl_hunters_river_fish (const TslHuntersCatalog *cat,
                         const TslHuntersState   *st,
                         guint                    root,
                         guint                   *tiles)
{
  guint fish = 0, n = 0;

  for (guint t = 0; t < st->n_tiles; t++)
    {
      const TslHuntersPlaced *p = &st->tiles[t];
      const TslHuntersTile *tile = &cat->tiles[p->kind];
      guint lakes = 0;   /* region indices on this tile, as bits */
      gboolean on = FALSE;

      for (guint r = 0; r < tile->n_regions; r++)
        {
          const TslHuntersRegion *region = &tile->regions[r];

          if (region->type != TSL_HUNTERS_REGION_RIVER || _tsl_hunters_find (st, p->base + r) != root)
            continue;
          on = TRUE;
          for (guint e = 0; e < region->n_ends; e++)
            if (region->ends[e] >= 0 && !(lakes & (1u << region->ends[e])))
              {
                lakes |= 1u << region->ends[e];
                fish += tile->regions[region->ends[e]].fish;
              }
        }
      n += on;
    }
  if (tiles != NULL)
    *tiles = n;
  return fish;
}
