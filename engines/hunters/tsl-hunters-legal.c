/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-private.h"

/* What may be done next: where a tile fits (the terrain on every side must
 * match, digest §4), which figures may go on the tile just laid (§5), and
 * the list of legal moves. */

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
  const guint8 *codes = cat->tiles[kind].edge_code;
  guint n = 0;

  for (guint c = 0; c < st->n_cells; c++)
    {
      const TslHuntersOpenCell *cell = &st->cells[c];
      /* The rotations that fit, as bits, without a branch per rotation. */
      guint fits = (((codes[0] ^ cell->want) & cell->mask) == 0) |
                   (((codes[1] ^ cell->want) & cell->mask) == 0) << 1 |
                   (((codes[2] ^ cell->want) & cell->mask) == 0) << 2 |
                   (((codes[3] ^ cell->want) & cell->mask) == 0) << 3;

      if (fits == 0)
        continue;
      if (first_only)
        return 1;
      for (guint rot = 0; rot < 4; rot++)
        if (fits & (1u << rot))
          {
            n++;
            if (out != NULL)
              {
                TslMove *m = tsl_move_list_push (out);

                m->type = TSL_HUNTERS_MOVE_PLACE;
                m->player = (gint8) player;
                m->arg[0] = cell->x;
                m->arg[1] = cell->y;
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

/* Why a figure may not stand on a region of the tile just laid, checked
 * in this order. */
typedef enum
{
  FIGURE_FITS,
  FIGURE_WRONG_TERRAIN,
  FIGURE_NO_HUT_LEFT,
  FIGURE_SYSTEM_TAKEN,
  FIGURE_NO_MEMBER_LEFT,
  FIGURE_HUNTER_FORBIDDEN,
  FIGURE_FEATURE_TAKEN,
} FigureRefusal;

/* @taken: whether the region's feature holds a tribe member (for a hut:
 * its river system a hut), read only when it decides. */
static FigureRefusal
figure_refusal (const TslHuntersState  *st,
                const TslHuntersRegion *r,
                guint                   player,
                guint                   figure,
                gboolean                taken)
{
  gboolean fits;

  switch (figure)
    {
    case TSL_HUNTERS_FIGURE_GATHERER:
      fits = r->type == TSL_HUNTERS_REGION_FOREST;
      break;
    case TSL_HUNTERS_FIGURE_FISHER:
      fits = r->type == TSL_HUNTERS_REGION_RIVER ||
             (r->type == TSL_HUNTERS_REGION_LAKE && st->rules.fisher_on_lake);
      break;
    case TSL_HUNTERS_FIGURE_HUNTER:
      fits = r->type == TSL_HUNTERS_REGION_MEADOW;
      break;
    default:
      fits = r->type == TSL_HUNTERS_REGION_RIVER || r->type == TSL_HUNTERS_REGION_LAKE;
      break;
    }
  if (!fits)
    return FIGURE_WRONG_TERRAIN;
  if (figure == TSL_HUNTERS_FIGURE_HUT)
    {
      if (st->huts_left[player] == 0)
        return FIGURE_NO_HUT_LEFT;
      return taken ? FIGURE_SYSTEM_TAKEN : FIGURE_FITS;
    }
  if (st->members_left[player] == 0)
    return FIGURE_NO_MEMBER_LEFT;
  if (r->hunter_forbidden)
    return FIGURE_HUNTER_FORBIDDEN;
  return taken ? FIGURE_FEATURE_TAKEN : FIGURE_FITS;
}

gboolean
_tsl_hunters_check_figure (const TslHuntersCatalog *cat,
                           const TslHuntersState   *st,
                           guint                    player,
                           guint                    figure,
                           guint                    region,
                           GError                 **error)
{
  const TslHuntersPlaced *p = &st->tiles[st->last_tile];
  const TslHuntersTile *tile = &cat->tiles[p->kind];
  guint slot = p->base + region;
  gboolean hut = figure == TSL_HUNTERS_FIGURE_HUT;
  static const char * const terrain_messages[] = {
    N_("A gatherer can only go in a forest"),
    N_("A fisher can only go on a river"),
    N_("A hunter can only go on a meadow"),
    N_("A hut can only go on a river or a lake"),
  };
  static const char * const taken_messages[] = {
    N_("This forest already has a gatherer"),
    N_("This river already has a fisher"),
    N_("This meadow already has a hunter"),
  };

  if (region >= tile->n_regions)
    {
      REFUSE (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   _("Tile %s has no such region"), tile->id);
      return FALSE;
    }
  switch (figure_refusal (st, &tile->regions[region], player, figure,
                          _tsl_hunters_feature_taken (st, hut ? _tsl_hunters_find_sys (st, slot)
                                                              : _tsl_hunters_find (st, slot), hut)))
    {
    case FIGURE_FITS:
      return TRUE;
    case FIGURE_WRONG_TERRAIN:
      REFUSE (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _(terrain_messages[figure]));
      return FALSE;
    case FIGURE_NO_HUT_LEFT:
      REFUSE (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _("You have no hut left"));
      return FALSE;
    case FIGURE_SYSTEM_TAKEN:
      REFUSE (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   "%s", _("This river system already has a hut"));
      return FALSE;
    case FIGURE_NO_MEMBER_LEFT:
      REFUSE (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _("You have no tribe member left"));
      return FALSE;
    case FIGURE_HUNTER_FORBIDDEN:
      REFUSE (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   "%s", _("No hunter may be placed on this tile"));
      return FALSE;
    default:
      REFUSE (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _(taken_messages[figure]));
      return FALSE;
    }
}

/* Bits of the regions of the tile just laid whose feature holds a tribe
 * member (@members) or whose river system holds a hut (@huts): one walk
 * over the figures marks their roots, instead of a walk per region and
 * figure; none for a player with no member or no hut left to place. */
static void
taken_regions (const TslHuntersTile  *tile,
               const TslHuntersState *st,
               guint                  player,
               guint                 *members,
               guint                 *huts)
{
  guint base = st->tiles[st->last_tile].base;
  gboolean want_members = st->members_left[player] > 0, want_huts = st->huts_left[player] > 0;
  guint64 member_roots[(TSL_HUNTERS_MAX_SLOTS + 63) / 64] = { 0 };
  guint64 hut_roots[(TSL_HUNTERS_MAX_SLOTS + 63) / 64] = { 0 };

  *members = 0;
  *huts = 0;
  if (st->n_figures == 0 || !(want_members || want_huts))
    return;
  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];
      guint slot = _tsl_hunters_figure_slot (st, f), root;

      if (f->figure == TSL_HUNTERS_FIGURE_HUT)
        {
          if (!want_huts)
            continue;
          root = _tsl_hunters_find_sys (st, slot);
          hut_roots[root >> 6] |= G_GUINT64_CONSTANT (1) << (root & 63);
        }
      else if (want_members)
        {
          root = _tsl_hunters_find (st, slot);
          member_roots[root >> 6] |= G_GUINT64_CONSTANT (1) << (root & 63);
        }
    }
  for (guint r = 0; r < tile->n_regions; r++)
    {
      guint type = tile->regions[r].type, root;

      if (want_members)
        {
          root = _tsl_hunters_find (st, base + r);
          *members |= (guint) ((member_roots[root >> 6] >> (root & 63)) & 1) << r;
        }
      if (want_huts && (type == TSL_HUNTERS_REGION_RIVER || type == TSL_HUNTERS_REGION_LAKE))
        {
          root = _tsl_hunters_find_sys (st, base + r);
          *huts |= (guint) ((hut_roots[root >> 6] >> (root & 63)) & 1) << r;
        }
    }
}

void
_tsl_hunters_legal_moves (const TslHuntersCatalog *cat,
                          const TslHuntersState   *st,
                          TslMoveList             *out)
{
  TslMove *m;

  switch (st->phase)
    {
    case TSL_HUNTERS_PHASE_DRAW:
      m = tsl_move_list_push (out);
      memset (m, 0, sizeof *m);
      m->type = TSL_HUNTERS_MOVE_DRAW;
      m->player = (gint8) st->current;
      m->arg[0] = -1;
      break;

    case TSL_HUNTERS_PHASE_PLACE:
      _tsl_hunters_placements (cat, st, st->drawn, out, st->current);
      break;

    case TSL_HUNTERS_PHASE_FIGURE:
      {
        const TslHuntersTile *tile = &cat->tiles[st->tiles[st->last_tile].kind];
        guint members, huts;

        /* Per region type, the figures that may stand there at all: the
         * others would fail the first check. */
        static const guint8 may_stand[] = {
          [TSL_HUNTERS_REGION_FOREST] = 1 << TSL_HUNTERS_FIGURE_GATHERER,
          [TSL_HUNTERS_REGION_RIVER] = 1 << TSL_HUNTERS_FIGURE_FISHER | 1 << TSL_HUNTERS_FIGURE_HUT,
          [TSL_HUNTERS_REGION_LAKE] = 1 << TSL_HUNTERS_FIGURE_FISHER | 1 << TSL_HUNTERS_FIGURE_HUT,
          [TSL_HUNTERS_REGION_MEADOW] = 1 << TSL_HUNTERS_FIGURE_HUNTER,
        };

        taken_regions (tile, st, st->current, &members, &huts);
        for (guint r = 0; r < tile->n_regions; r++)
          for (guint f = 0; f < TSL_HUNTERS_N_FIGURES; f++)
            if ((may_stand[tile->regions[r].type] & (1u << f)) &&
                figure_refusal (st, &tile->regions[r], st->current, f,
                                (((f == TSL_HUNTERS_FIGURE_HUT ? huts : members) >> r) & 1)) ==
                FIGURE_FITS)
              {
                m = tsl_move_list_push (out);
                memset (m, 0, sizeof *m);
                m->type = TSL_HUNTERS_MOVE_FIGURE;
                m->player = (gint8) st->current;
                m->arg[0] = (gint32) f;
                m->arg[1] = (gint32) r;
              }
        m = tsl_move_list_push (out);
        memset (m, 0, sizeof *m);
        m->type = TSL_HUNTERS_MOVE_SKIP;
        m->player = (gint8) st->current;
      }
      break;

    default:
      break;
    }
}
