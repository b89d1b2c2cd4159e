/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-hunters-private.h"

/* The read-only typed picture of a state that game views draw from: it
 * depends on the state's layout only, never on JSON or the rules. */

static void
read_location (const TslHuntersTable *table,
               guint                  tile,
               gint                  *x,
               gint                  *y)
{
  *x = table->tiles[tile].x;
  *y = table->tiles[tile].y;
}

/**
 * tsl_hunters_table_read:
 * @state: a state, in views a seat's redacted copy (tsl_game_dup_view())
 * @table: (out caller-allocates): filled with what every seat sees of @state
 */
void
tsl_hunters_table_read (const TslHuntersState *state,
                        TslHuntersTable       *table)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  const TslHuntersState *st = state;

  g_return_if_fail (state != NULL && table != NULL);

  memset (table, 0, sizeof *table);
  table->phase = st->phase;
  table->turn = st->turn;
  table->current_player = st->phase == TSL_HUNTERS_PHASE_OVER ? -1 : st->current;
  table->winners = _tsl_hunters_winners (st);
  table->land_left = st->land.len;
  table->bonus_left = st->bonus.len;
  table->bonus_turn = st->bonus_turn;
  table->drawn = st->drawn != TSL_HUNTERS_NO_TILE ? &cat->tiles[st->drawn] : NULL;
  table->last_placed = st->phase == TSL_HUNTERS_PHASE_FIGURE ? st->last_tile : -1;

  table->n_tiles = st->n_tiles;
  for (guint i = 0; i < st->n_tiles; i++)
    {
      const TslHuntersPlaced *p = &st->tiles[i];
      TslHuntersTableTile *t = &table->tiles[i];

      t->tile = &cat->tiles[p->kind];
      t->x = p->x;
      t->y = p->y;
      t->rotation = p->rotation & 3;
      t->bonus = _tsl_hunters_tile_is_bonus (st, i);
    }

  table->n_figures = st->n_figures;
  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];
      TslHuntersTableFigure *t = &table->figures[i];

      t->owner = f->owner;
      t->figure = f->figure;
      t->tile = f->tile;
      t->region = f->region;
      read_location (table, f->tile, &t->x, &t->y);
    }

  table->n_events = st->n_events;
  for (guint i = 0; i < st->n_events; i++)
    {
      const TslHuntersEvent *e = &st->events[i];
      TslHuntersTableEvent *t = &table->events[i];

      t->kind = e->kind;
      t->seats = e->seats;
      switch (e->kind)
        {
        case TSL_HUNTERS_EVENT_DISCARD:
          t->discarded = &cat->tiles[e->tile];
          break;
        case TSL_HUNTERS_EVENT_FOREST:
        case TSL_HUNTERS_EVENT_RIVER:
        case TSL_HUNTERS_EVENT_HUTS:
        case TSL_HUNTERS_EVENT_HUNTERS:
          t->points = e->points;
          t->located = e->tile < st->n_tiles;
          t->tile = t->located ? e->tile : 0;
          t->region = e->region;
          if (t->located)
            read_location (table, e->tile, &t->x, &t->y);
          break;
        default:
          break;
        }
    }

  table->n_players = st->n_players;
  for (guint p = 0; p < st->n_players; p++)
    {
      TslHuntersTablePlayer *t = &table->players[p];

      t->score = st->track.score[p];
      t->track_position = tsl_score_track_position (&st->track, p);
      t->laps = tsl_score_track_laps (&st->track, p);
      t->members_left = st->members_left[p];
      t->huts_left = st->huts_left[p];
      for (guint k = 0; k < TSL_HUNTERS_N_BREAKDOWN; k++)
        t->breakdown[k] = st->breakdown[p][k];
    }
}

/**
 * tsl_hunters_table_tile_at:
 *
 * Returns: the index in @table's tiles of the tile at [@x, @y], or -1
 */
gint
tsl_hunters_table_tile_at (const TslHuntersTable *table,
                           gint                   x,
                           gint                   y)
{
  g_return_val_if_fail (table != NULL, -1);

  for (guint i = 0; i < table->n_tiles; i++)
    if (table->tiles[i].x == x && table->tiles[i].y == y)
      return (gint) i;
  return -1;
}

/**
 * tsl_hunters_table_feature:
 * @state: a state
 * @tile: a placed tile's index
 * @region: a region index on that tile's kind
 * @parts: (out caller-allocates) (array length=max_parts): the pieces
 * @max_parts: the room in @parts
 *
 * The extent of the feature (forest, river, lake or meadow) that region
 * @region of placed tile @tile belongs to, for drawing it whole.
 *
 * Returns: how many pieces the feature has (possibly more than @max_parts,
 *   of which only the first @max_parts were stored)
 */
guint
tsl_hunters_table_feature (const TslHuntersState *state,
                           guint                  tile,
                           guint                  region,
                           TslHuntersFeaturePart *parts,
                           guint                  max_parts)
{
  const TslHuntersCatalog *cat = tsl_hunters_catalog_get_builtin ();
  const TslHuntersState *st = state;
  guint root, n = 0;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (parts != NULL || max_parts == 0, 0);
  if (tile >= st->n_tiles || region >= cat->tiles[st->tiles[tile].kind].n_regions)
    return 0;

  root = _tsl_hunters_find (st, st->tiles[tile].base + region);
  for (guint t = 0; t < st->n_tiles; t++)
    for (guint r = 0; r < cat->tiles[st->tiles[t].kind].n_regions; r++)
      if (_tsl_hunters_find (st, st->tiles[t].base + r) == root)
        {
          if (n < max_parts)
            parts[n] = (TslHuntersFeaturePart) { t, r };
          n++;
        }
  return n;
}
