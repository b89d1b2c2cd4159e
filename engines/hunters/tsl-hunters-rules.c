/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-private.h"
#include "tsl-turn-order.h"

/* The turn (seed 001 §Játékmenet): draw and place a tile, maybe place one
 * figure on it, score what it closed, maybe play one bonus tile; then the
 * final scoring of huts and hunters (§A játék vége, §Végső kiértékelés). */

static void
add_event (TslHuntersState *st,
           guint            kind,
           guint            seats,
           guint            slot,
           guint            points,
           guint            size,
           guint            extra)
{
  TslHuntersEvent *e;

  /* Never dropped: TSL_HUNTERS_MAX_EVENTS counts every event a move makes. */
  g_assert (st->n_events < TSL_HUNTERS_MAX_EVENTS);
  e = &st->events[st->n_events++];
  e->kind = (guint8) kind;
  e->seats = (guint8) seats;
  if (kind == TSL_HUNTERS_EVENT_DISCARD)
    {
      e->tile = (guint8) slot;
      e->region = 0;
    }
  else
    {
      e->tile = st->slot_tile[slot];
      e->region = (guint8) (slot - st->tiles[e->tile].base);
    }
  e->points = (guint16) MIN (points, G_MAXUINT16);
  e->size = (guint8) MIN (size, 255);
  e->extra = (guint8) MIN (extra, 255);
}

static void
award (TslHuntersState *st,
       guint            seats,
       guint            points,
       guint            category)
{
  for (guint p = 0; p < st->n_players; p++)
    if (seats & (1u << p))
      {
        tsl_score_track_add (&st->track, p, points);
        st->breakdown[p][category] += (guint16) points;
      }
}

/* The seats with the most figures among @counts (all tied ones), or 0. */
static guint
majority (const guint *counts,
          guint        n_players)
{
  guint best = 0, seats = 0;

  for (guint p = 0; p < n_players; p++)
    if (counts[p] > best)
      {
        best = counts[p];
        seats = 1u << p;
      }
    else if (counts[p] == best && best > 0)
      seats |= 1u << p;
  return seats;
}

/* Seed 001 §Lezárt erdő: 2 points per forest piece (U1: or per tile), plus
 * 2 per mushroom group (§A bónuszkártyák). */
guint
_tsl_hunters_forest_points (const TslHuntersCatalog *cat,
                            const TslHuntersState   *st,
                            guint                    root)
{
  guint size = st->rules.forest_per_tile ?
               _tsl_hunters_feature_tiles (cat, st, root, TSL_HUNTERS_REGION_FOREST) :
               st->agg[root][AGG_PIECES];

  return 2 * size + 2 * st->agg[root][AGG_MUSHROOMS];
}

/* Seed 001 §Lezárult folyószakasz: 1 point per tile of the river (U2: or per
 * piece) plus 1 per fish in the lakes at its ends. */
guint
_tsl_hunters_river_points (const TslHuntersCatalog *cat,
                           const TslHuntersState   *st,
                           guint                    root)
{
  guint tiles, fish = _tsl_hunters_river_fish (cat, st, root, &tiles);

  return (st->rules.river_per_piece ? st->agg[root][AGG_PIECES] : tiles) + fish;
}

/* Seed 001 §Végső kiértékelés: 2 per deer, mammoth and aurochs; each tiger
 * cancels one deer, never below zero; the fire drives the tigers away. */
guint
_tsl_hunters_meadow_points (const TslHuntersState *st,
                            guint                  root)
{
  const guint8 *a = st->agg[root];
  gint deer = a[AGG_DEER] - (a[AGG_FIRE] ? 0 : a[AGG_TIGER]);

  return 2 * (a[AGG_MAMMOTH] + a[AGG_AUROCHS] + (guint) MAX (deer, 0));
}

static void
remove_figure (TslHuntersState *st,
               guint            i)
{
  const TslHuntersFigurePos *f = &st->figures[i];

  if (f->figure == TSL_HUNTERS_FIGURE_HUT)
    st->huts_left[f->owner]++;
  else
    st->members_left[f->owner]++;
  memmove (&st->figures[i], &st->figures[i + 1],
           (st->n_figures - i - 1) * sizeof st->figures[0]);
  st->n_figures--;
}

/* Returns gatherers or fishers of the feature at @root to their owners. */
static void
return_members (TslHuntersState *st,
                guint            root)
{
  for (guint i = st->n_figures; i-- > 0;)
    {
      const TslHuntersFigurePos *f = &st->figures[i];

      if (f->figure != TSL_HUNTERS_FIGURE_HUT && f->figure != TSL_HUNTERS_FIGURE_HUNTER &&
          _tsl_hunters_find (st, _tsl_hunters_figure_slot (st, f)) == root)
        remove_figure (st, i);
    }
}

/* Scores what the last tile closed, after the figure step, then returns the
 * members (seed 001 §Visszakerülés: only after the scoring). */
static void
score_completed (const TslHuntersCatalog *cat,
                 TslHuntersState         *st)
{
  for (guint i = 0; i < st->n_completed; i++)
    {
      guint root = st->completed[i];
      guint type = st->agg[root][AGG_TYPE];
      guint counts[TSL_HUNTERS_MAX_PLAYERS];
      guint seats, points;

      _tsl_hunters_members_in (st, root, counts);
      seats = majority (counts, st->n_players);
      /* Points are counted only when someone scores them: counting river
       * tiles and fish walks the board. */
      if (type == TSL_HUNTERS_REGION_FOREST)
        {
          if (seats != 0)
            {
              points = _tsl_hunters_forest_points (cat, st, root);
              award (st, seats, points, TSL_HUNTERS_BREAKDOWN_FORESTS);
              add_event (st, TSL_HUNTERS_EVENT_FOREST, seats, root, points,
                         st->agg[root][AGG_PIECES], st->agg[root][AGG_MUSHROOMS]);
            }
          /* §Lezárt erdő: a nugget gives the closing player a bonus tile,
           * but not from a bonus tile (no chain reaction). */
          if (st->agg[root][AGG_NUGGETS] > 0 && !st->bonus_turn)
            st->bonus_earned = TRUE;
        }
      else
        {
          if (seats != 0)
            {
              guint tiles, fish = _tsl_hunters_river_fish (cat, st, root, &tiles);

              points = (st->rules.river_per_piece ? st->agg[root][AGG_PIECES] : tiles) + fish;
              award (st, seats, points, TSL_HUNTERS_BREAKDOWN_RIVERS);
              add_event (st, TSL_HUNTERS_EVENT_RIVER, seats, root, points, tiles, fish);
            }
        }
      return_members (st, root);
    }
  st->n_completed = 0;
}

/* §A játék vége and §Végső kiértékelés. */
static void
final_scoring (const TslHuntersCatalog *cat,
               TslHuntersState         *st)
{
  guint64 done[(TSL_HUNTERS_MAX_SLOTS + 63) / 64];
  guint returned = 0;

  st->phase = TSL_HUNTERS_PHASE_OVER;
  st->drawn = TSL_HUNTERS_NO_TILE;
  for (guint i = st->n_figures; i-- > 0;)
    if (st->figures[i].figure == TSL_HUNTERS_FIGURE_GATHERER ||
        st->figures[i].figure == TSL_HUNTERS_FIGURE_FISHER)
      {
        returned |= 1u << st->figures[i].owner;
        remove_figure (st, i);
      }
  if (returned != 0)
    add_event (st, TSL_HUNTERS_EVENT_RETURN, returned, 0, 0, 0, 0);

  /* Huts: the most huts in a river system score its fish. */
  memset (done, 0, sizeof done);
  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];
      guint counts[TSL_HUNTERS_MAX_PLAYERS];
      guint root, seats, fish;

      if (f->figure != TSL_HUNTERS_FIGURE_HUT)
        continue;
      root = _tsl_hunters_find_sys (st, _tsl_hunters_figure_slot (st, f));
      if (done[root >> 6] & (G_GUINT64_CONSTANT (1) << (root & 63)))
        continue;
      done[root >> 6] |= G_GUINT64_CONSTANT (1) << (root & 63);
      _tsl_hunters_huts_in (st, root, counts);
      seats = majority (counts, st->n_players);
      fish = st->agg[root][AGG_SYS_FISH];
      award (st, seats, fish, TSL_HUNTERS_BREAKDOWN_HUTS);
      add_event (st, TSL_HUNTERS_EVENT_HUTS, seats, root, fish, 0, fish);
    }

  /* Hunters: the most hunters in a meadow score its animals; a hunter
   * placed beside the dolmen makes its owner the only scorer. */
  memset (done, 0, sizeof done);
  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];
      guint counts[TSL_HUNTERS_MAX_PLAYERS];
      guint root, seats, points;

      if (f->figure != TSL_HUNTERS_FIGURE_HUNTER)
        continue;
      root = _tsl_hunters_find (st, _tsl_hunters_figure_slot (st, f));
      if (done[root >> 6] & (G_GUINT64_CONSTANT (1) << (root & 63)))
        continue;
      done[root >> 6] |= G_GUINT64_CONSTANT (1) << (root & 63);
      _tsl_hunters_members_in (st, root, counts);
      seats = majority (counts, st->n_players);
      for (guint j = 0; j < st->n_figures; j++)
        {
          const TslHuntersFigurePos *g = &st->figures[j];
          guint slot = _tsl_hunters_figure_slot (st, g);

          if (g->figure == TSL_HUNTERS_FIGURE_HUNTER && _tsl_hunters_find (st, slot) == root &&
              _tsl_hunters_slot_region (cat, st, slot)->dolmen)
            seats = 1u << g->owner;
        }
      points = _tsl_hunters_meadow_points (st, root);
      award (st, seats, points, TSL_HUNTERS_BREAKDOWN_HUNTERS);
      add_event (st, TSL_HUNTERS_EVENT_HUNTERS, seats, root, points, 0, 0);
    }
  add_event (st, TSL_HUNTERS_EVENT_GAME_OVER, _tsl_hunters_winners (st), 0, 0, 0, 0);
}

guint32
_tsl_hunters_winners (const TslHuntersState *st)
{
  guint best = 0;
  guint32 seats = 0;

  if (st->phase != TSL_HUNTERS_PHASE_OVER)
    return 0;
  for (guint p = 0; p < st->n_players; p++)
    best = MAX (best, st->track.score[p]);
  for (guint p = 0; p < st->n_players; p++)
    if (st->track.score[p] == best)
      seats |= 1u << p;
  return seats;
}

static void
end_turn (const TslHuntersCatalog *cat,
          TslHuntersState         *st)
{
  st->bonus_turn = FALSE;
  st->bonus_earned = FALSE;
  st->drawn = TSL_HUNTERS_NO_TILE;
  /* §A játék vége: the game ends with the turn of the last land tile. */
  if (st->land.len == 0)
    {
      final_scoring (cat, st);
      return;
    }
  st->current = (guint8) tsl_turn_order_next (st->current, st->n_players);
  st->turn++;
  st->phase = TSL_HUNTERS_PHASE_DRAW;
}

/* After the figure step: score, then maybe the one bonus tile of the turn. */
static void
finish_placement (const TslHuntersCatalog *cat,
                  TslHuntersState         *st)
{
  score_completed (cat, st);
  if (st->bonus_earned && !st->bonus_turn && st->bonus.len > 0 &&
      !(st->land.len == 0 && st->rules.last_bonus_forfeit))
    {
      add_event (st, TSL_HUNTERS_EVENT_BONUS, 1u << st->current, 0, 0, 0, 0);
      st->bonus_earned = FALSE;
      st->bonus_turn = TRUE;
      st->drawn = TSL_HUNTERS_NO_TILE;
      st->phase = TSL_HUNTERS_PHASE_DRAW;
      return;
    }
  end_turn (cat, st);
}

static gboolean
apply_draw (const TslHuntersCatalog *cat,
            TslHuntersState         *st,
            TslMove                 *move,
            TslRng                  *rng,
            GError                 **error)
{
  TslDeck *deck = st->bonus_turn ? &st->bonus : &st->land;
  gint kind = move->arg[0];

  if (kind >= 0)
    {
      if ((guint) kind >= cat->n_kinds || tsl_deck_count (deck, (guint8) kind) == 0)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                       st->bonus_turn ? _("Tile %s is not in the bonus stack")
                                      : _("Tile %s is not in the stack"),
                       (guint) kind < cat->n_kinds ? cat->tiles[kind].id : "?");
          return FALSE;
        }
      tsl_deck_take (deck, (guint8) kind);
    }
  else
    {
      if (deck->len == 0)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _("The stack is empty"));
          return FALSE;
        }
      /* The contract draws every outcome from the action's generator, so
       * the order of a stack carries no information. */
      if (rng != NULL)
        {
          kind = deck->cards[tsl_rng_below (rng, deck->len)];
          tsl_deck_take (deck, (guint8) kind);
        }
      else
        kind = tsl_deck_draw (deck);
    }
  st->n_events = 0;
  move->arg[0] = kind;
  move->flags = st->bonus_turn ? TSL_HUNTERS_FLAG_BONUS : 0;

  if (_tsl_hunters_fits_anywhere (cat, st, (guint) kind))
    {
      st->drawn = (guint8) kind;
      st->phase = TSL_HUNTERS_PHASE_PLACE;
      return TRUE;
    }

  /* §Területkártya lerakása: a tile that fits nowhere leaves the game and
   * the player draws another. */
  move->flags |= TSL_HUNTERS_FLAG_DISCARDED;
  st->discarded[st->n_discarded++] = (guint8) kind;
  add_event (st, TSL_HUNTERS_EVENT_DISCARD, 1u << st->current, (guint) kind, 0, 0, 0);
  if (st->bonus_turn)
    {
      /* U3: another bonus tile, or none. */
      if (st->rules.bonus_unplaceable_lost || st->bonus.len == 0)
        end_turn (cat, st);
    }
  else if (st->land.len == 0)
    final_scoring (cat, st);
  return TRUE;
}

/**
 * _tsl_hunters_apply:
 *
 * Validates @move against the rules and applies it; the state is untouched
 * on error.  Fills in the drawn tile, from @rng (nullable: then the top of
 * the stack), when the move did not carry it.
 */
gboolean
_tsl_hunters_apply (const TslHuntersCatalog *cat,
                    TslHuntersState         *st,
                    TslMove                 *move,
                    TslRng                  *rng,
                    GError                 **error)
{
  static const char * const expected[] = {
    N_("It is time to draw a tile"),
    N_("It is time to place the drawn tile"),
    N_("It is time to place a figure on the new tile or to skip"),
    N_("The game is over"),
  };
  guint phase_of_move[] = {
    TSL_HUNTERS_PHASE_DRAW, TSL_HUNTERS_PHASE_PLACE,
    TSL_HUNTERS_PHASE_FIGURE, TSL_HUNTERS_PHASE_FIGURE,
  };

  if (move->type >= TSL_HUNTERS_N_MOVES)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, "%s", _("Unknown action"));
      return FALSE;
    }
  if (st->phase == TSL_HUNTERS_PHASE_OVER)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _(expected[st->phase]));
      return FALSE;
    }
  if (move->player != st->current)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                   _("It is not seat %d’s turn but seat %u’s"), move->player, st->current);
      return FALSE;
    }
  if (phase_of_move[move->type] != st->phase)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _(expected[st->phase]));
      return FALSE;
    }

  switch (move->type)
    {
    case TSL_HUNTERS_MOVE_DRAW:
      return apply_draw (cat, st, move, rng, error);

    case TSL_HUNTERS_MOVE_PLACE:
      {
        guint rot = (guint) move->arg[2];

        if (move->arg[2] < 0 || move->arg[2] > 3)
          {
            g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                         "%s", _("The rotation must be 0, 90, 180 or 270"));
            return FALSE;
          }
        if (!_tsl_hunters_check_place (cat, st, st->drawn, move->arg[0], move->arg[1], rot, error))
          return FALSE;
        _tsl_hunters_apply_listed (cat, st, move, NULL);
        return TRUE;
      }

    case TSL_HUNTERS_MOVE_FIGURE:
      if (move->arg[0] < 0 || move->arg[0] >= TSL_HUNTERS_N_FIGURES || move->arg[1] < 0)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "%s", _("Unknown figure or region"));
          return FALSE;
        }
      if (!_tsl_hunters_check_figure (cat, st, st->current, (guint) move->arg[0],
                                      (guint) move->arg[1], error))
        return FALSE;
      _tsl_hunters_apply_listed (cat, st, move, NULL);
      return TRUE;

    default:
      _tsl_hunters_apply_listed (cat, st, move, NULL);
      return TRUE;
    }
}

/**
 * _tsl_hunters_apply_listed:
 *
 * Applies a place_tile, place_figure or skip move that
 * _tsl_hunters_legal_moves() listed for @st, without checking it again: a
 * searching player tries every listed move.  A placement lists the slots
 * it changed in @touched (nullable), see _tsl_hunters_restore().
 */
void
_tsl_hunters_apply_listed (const TslHuntersCatalog *cat,
                           TslHuntersState         *st,
                           const TslMove           *move,
                           TslHuntersTouched       *touched)
{
  TslHuntersFigurePos *f;

  st->n_events = 0;
  switch (move->type)
    {
    case TSL_HUNTERS_MOVE_PLACE:
      _tsl_hunters_place (cat, st, st->drawn, move->arg[0], move->arg[1], (guint) move->arg[2],
                          st->bonus_turn, touched);
      st->drawn = TSL_HUNTERS_NO_TILE;
      st->phase = TSL_HUNTERS_PHASE_FIGURE;
      break;

    case TSL_HUNTERS_MOVE_FIGURE:
      f = &st->figures[st->n_figures++];
      f->owner = st->current;
      f->figure = (guint8) move->arg[0];
      f->tile = st->last_tile;
      f->region = (guint8) move->arg[1];
      if (f->figure == TSL_HUNTERS_FIGURE_HUT)
        st->huts_left[st->current]--;
      else
        st->members_left[st->current]--;
      finish_placement (cat, st);
      break;

    default:
      g_assert (move->type == TSL_HUNTERS_MOVE_SKIP);
      finish_placement (cat, st);
      break;
    }
}

/* The scores if the game ended now: the search player's evaluation of a
 * position (huts and hunters score only at the end). */
void
_tsl_hunters_scores_if_over (const TslHuntersCatalog *cat,
                             const TslHuntersState   *st,
                             gint                    *scores)
{
  TslHuntersState copy = *st;

  if (copy.phase != TSL_HUNTERS_PHASE_OVER)
    final_scoring (cat, &copy);
  for (guint p = 0; p < copy.n_players; p++)
    scores[p] = copy.track.score[p];
}
