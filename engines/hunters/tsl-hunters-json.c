/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-error.h"
#include "tsl-hunters-private.h"
#include "tsl-json-read.h"

/* JSON at the edges: actions, the explicit setup and the state, as the
 * contract (docs/game-files.md, "Carcassonne: Hunters and Gatherers")
 * describes them. */

static const char * const move_names[] = {
  "draw_tile", "place_tile", "place_figure", "skip_figure",
};
static const char * const breakdown_names[] = { "forests", "rivers", "huts", "hunters" };
static const char * const event_names[] = {
  "discard", "forest", "river", "return", "bonus", "huts", "hunters", "game_over",
};

static void
add_xy (JsonBuilder *b,
        const char  *member,
        gint         x,
        gint         y)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  json_builder_add_int_value (b, x);
  json_builder_add_int_value (b, y);
  json_builder_end_array (b);
}

static void
add_seats (JsonBuilder *b,
           const char  *member,
           guint        seats)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  for (guint p = 0; p < TSL_HUNTERS_MAX_PLAYERS; p++)
    if (seats & (1u << p))
      json_builder_add_int_value (b, p);
  json_builder_end_array (b);
}

static void
add_deck (JsonBuilder             *b,
          const char              *member,
          const TslHuntersCatalog *cat,
          const TslDeck           *deck)
{
  json_builder_set_member_name (b, member);
  json_builder_begin_array (b);
  /* Written in drawing order: the top of the stack first. */
  for (guint i = deck->len; i-- > 0;)
    json_builder_add_string_value (b, cat->tiles[deck->cards[i]].id);
  json_builder_end_array (b);
}

JsonNode *
_tsl_hunters_setup_to_json (const TslHuntersCatalog *cat,
                            const TslHuntersState   *st)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  add_deck (b, "land_stack", cat, &st->land);
  add_deck (b, "bonus_stack", cat, &st->bonus);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
read_deck (const TslHuntersCatalog *cat,
           JsonObject              *setup,
           const char              *member,
           guint                    set,
           guint                    max,
           TslDeck                 *deck,
           guint                   *regions,
           GError                 **error)
{
  JsonNode *node = json_object_get_member (setup, member);
  JsonArray *array;
  guint len;

  tsl_deck_init (deck);
  if (node == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP, _("The setup has no “%s”"), member);
      return FALSE;
    }
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                   _("“%s” must be a list of tile ids"), member);
      return FALSE;
    }
  array = json_node_get_array (node);
  len = json_array_get_length (array);
  if (len > max)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                   _("“%s” holds %u tiles, at most %u are allowed"), member, len, max);
      return FALSE;
    }
  /* Listed in drawing order; the deck keeps its top last. */
  for (guint i = len; i-- > 0;)
    {
      const char *id = tsl_json_node_string (json_array_get_element (array, i));
      gint kind = tsl_hunters_catalog_find (cat, id);

      if (kind < 0 || cat->tiles[kind].set != set)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                       set == TSL_HUNTERS_SET_LAND ? _("“%s” is not a land tile (in “%s”)")
                                                   : _("“%s” is not a bonus tile (in “%s”)"),
                       id ? id : "?", member);
          return FALSE;
        }
      tsl_deck_push (deck, (guint8) kind);
      *regions += cat->tiles[kind].n_regions;
    }
  return TRUE;
}

/* An explicit setup gives both stacks in drawing order.  Any land or bonus
 * tiles may be listed (tests script situations that way), within the sizes
 * of the real stacks. */
gboolean
_tsl_hunters_setup_from_json (const TslHuntersCatalog *cat,
                              TslHuntersState         *st,
                              JsonNode                *setup,
                              GError                 **error)
{
  static const char * const known_members[] = { "land_stack", "bonus_stack", "comment", NULL };
  JsonObject *object;
  JsonNode *comment;
  const char *unknown;
  guint regions = st->n_slots;

  if (!JSON_NODE_HOLDS_OBJECT (setup))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP, "%s", _("The setup must be an object"));
      return FALSE;
    }
  object = json_node_get_object (setup);
  /* As in Catan: a member we do not know would be silently lost on saving. */
  unknown = tsl_json_unknown_member (object, known_members);
  if (unknown != NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                   _("Unknown member “%s” in the setup"), unknown);
      return FALSE;
    }
  comment = json_object_get_member (object, "comment");
  if (comment != NULL && tsl_json_node_string (comment) == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                   "%s", _("The setup’s “comment” must be a string"));
      return FALSE;
    }
  if (!read_deck (cat, object, "land_stack", TSL_HUNTERS_SET_LAND, cat->n_land, &st->land,
                  &regions, error) ||
      !read_deck (cat, object, "bonus_stack", TSL_HUNTERS_SET_BONUS, cat->n_bonus, &st->bonus,
                  &regions, error))
    return FALSE;
  if (regions > TSL_HUNTERS_MAX_SLOTS)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                   "%s", _("The stacks hold more regions than the board can track"));
      return FALSE;
    }
  return TRUE;
}

static const char *
region_id (const TslHuntersCatalog *cat,
           const TslHuntersState   *st,
           guint                    tile,
           guint                    region)
{
  return cat->tiles[st->tiles[tile].kind].regions[region].id;
}

static void
add_region_ref (JsonBuilder             *b,
                const TslHuntersCatalog *cat,
                const TslHuntersState   *st,
                guint                    tile,
                guint                    region)
{
  add_xy (b, "position", st->tiles[tile].x, st->tiles[tile].y);
  json_builder_set_member_name (b, "region");
  json_builder_add_string_value (b, region_id (cat, st, tile, region));
}

static void
add_board (JsonBuilder             *b,
           const TslHuntersCatalog *cat,
           const TslHuntersState   *st)
{
  json_builder_set_member_name (b, "board");
  json_builder_begin_array (b);
  for (guint t = 0; t < st->n_tiles; t++)
    {
      const TslHuntersPlaced *p = &st->tiles[t];
      const TslHuntersTile *tile = &cat->tiles[p->kind];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, tile->id);
      add_xy (b, "position", p->x, p->y);
      json_builder_set_member_name (b, "rotation");
      json_builder_add_int_value (b, p->rotation * 90);
      json_builder_set_member_name (b, "bonus");
      json_builder_add_boolean_value (b, _tsl_hunters_tile_is_bonus (st, t));
      /* Which feature each region belongs to, so that a board view can
       * draw whole forests, rivers and meadows. */
      json_builder_set_member_name (b, "regions");
      json_builder_begin_array (b);
      for (guint r = 0; r < tile->n_regions; r++)
        {
          guint slot = p->base + r;
          guint type = tile->regions[r].type;

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "id");
          json_builder_add_string_value (b, tile->regions[r].id);
          json_builder_set_member_name (b, "type");
          json_builder_add_string_value (b, tsl_hunters_region_type_name (type));
          json_builder_set_member_name (b, "feature");
          json_builder_add_int_value (b, type == TSL_HUNTERS_REGION_LAKE ?
                                      _tsl_hunters_find_sys (st, slot) :
                                      _tsl_hunters_find (st, slot));
          if (type == TSL_HUNTERS_REGION_RIVER || type == TSL_HUNTERS_REGION_LAKE)
            {
              json_builder_set_member_name (b, "river_system");
              json_builder_add_int_value (b, _tsl_hunters_find_sys (st, slot));
            }
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_features (JsonBuilder             *b,
              const TslHuntersCatalog *cat,
              const TslHuntersState   *st)
{
  json_builder_set_member_name (b, "features");
  json_builder_begin_array (b);
  for (guint s = 0; s < st->n_slots; s++)
    {
      const TslHuntersRegion *region = _tsl_hunters_slot_region (cat, st, s);
      guint points;

      if (region->type == TSL_HUNTERS_REGION_LAKE || _tsl_hunters_find (st, s) != s)
        continue;
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "id");
      json_builder_add_int_value (b, s);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, tsl_hunters_region_type_name (region->type));
      json_builder_set_member_name (b, "pieces");
      json_builder_add_int_value (b, st->agg[s][AGG_PIECES]);
      switch (region->type)
        {
        case TSL_HUNTERS_REGION_FOREST:
          points = _tsl_hunters_forest_points (cat, st, s);
          json_builder_set_member_name (b, "gold_nuggets");
          json_builder_add_int_value (b, st->agg[s][AGG_NUGGETS]);
          json_builder_set_member_name (b, "mushroom_groups");
          json_builder_add_int_value (b, st->agg[s][AGG_MUSHROOMS]);
          break;
        case TSL_HUNTERS_REGION_RIVER:
          points = _tsl_hunters_river_points (cat, st, s);
          json_builder_set_member_name (b, "fish");
          json_builder_add_int_value (b, _tsl_hunters_river_fish (cat, st, s, NULL));
          break;
        default:
          points = _tsl_hunters_meadow_points (st, s);
          json_builder_set_member_name (b, "animals");
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "deer");
          json_builder_add_int_value (b, st->agg[s][AGG_DEER]);
          json_builder_set_member_name (b, "mammoth");
          json_builder_add_int_value (b, st->agg[s][AGG_MAMMOTH]);
          json_builder_set_member_name (b, "aurochs");
          json_builder_add_int_value (b, st->agg[s][AGG_AUROCHS]);
          json_builder_set_member_name (b, "tiger");
          json_builder_add_int_value (b, st->agg[s][AGG_TIGER]);
          json_builder_end_object (b);
          json_builder_set_member_name (b, "fire");
          json_builder_add_boolean_value (b, st->agg[s][AGG_FIRE] > 0);
          break;
        }
      if (region->type != TSL_HUNTERS_REGION_MEADOW)
        {
          json_builder_set_member_name (b, "open_edges");
          json_builder_add_int_value (b, st->open[s]);
          json_builder_set_member_name (b, "complete");
          json_builder_add_boolean_value (b, st->open[s] == 0);
        }
      json_builder_set_member_name (b, "points");
      json_builder_add_int_value (b, points);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

static void
add_events (JsonBuilder             *b,
            const TslHuntersCatalog *cat,
            const TslHuntersState   *st)
{
  json_builder_set_member_name (b, "events");
  json_builder_begin_array (b);
  for (guint i = 0; i < st->n_events; i++)
    {
      const TslHuntersEvent *e = &st->events[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "type");
      json_builder_add_string_value (b, event_names[e->kind]);
      add_seats (b, "players", e->seats);
      switch (e->kind)
        {
        case TSL_HUNTERS_EVENT_DISCARD:
          json_builder_set_member_name (b, "tile");
          json_builder_add_string_value (b, cat->tiles[e->tile].id);
          break;
        case TSL_HUNTERS_EVENT_FOREST:
        case TSL_HUNTERS_EVENT_RIVER:
        case TSL_HUNTERS_EVENT_HUTS:
        case TSL_HUNTERS_EVENT_HUNTERS:
          json_builder_set_member_name (b, "points");
          json_builder_add_int_value (b, e->points);
          add_region_ref (b, cat, st, e->tile, e->region);
          break;
        default:
          break;
        }
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

JsonNode *
_tsl_hunters_state_to_json (const TslHuntersCatalog *cat,
                            const TslHuntersState   *st)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  gboolean over = st->phase == TSL_HUNTERS_PHASE_OVER;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, _tsl_hunters_phase_name (st->phase));
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, st->turn);
  json_builder_set_member_name (b, "current_player");
  if (over)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, st->current);
  add_seats (b, "winner", _tsl_hunters_winners (st));
  json_builder_set_member_name (b, "tiles_left");
  json_builder_add_int_value (b, st->land.len);
  json_builder_set_member_name (b, "bonus_tiles_left");
  json_builder_add_int_value (b, st->bonus.len);
  json_builder_set_member_name (b, "bonus_turn");
  json_builder_add_boolean_value (b, st->bonus_turn);
  json_builder_set_member_name (b, "drawn_tile");
  if (st->drawn != TSL_HUNTERS_NO_TILE)
    json_builder_add_string_value (b, cat->tiles[st->drawn].id);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "last_placed");
  if (st->phase == TSL_HUNTERS_PHASE_FIGURE)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, cat->tiles[st->tiles[st->last_tile].kind].id);
      add_xy (b, "position", st->tiles[st->last_tile].x, st->tiles[st->last_tile].y);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);

  add_board (b, cat, st);

  json_builder_set_member_name (b, "figures");
  json_builder_begin_array (b);
  for (guint i = 0; i < st->n_figures; i++)
    {
      const TslHuntersFigurePos *f = &st->figures[i];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "owner");
      json_builder_add_int_value (b, f->owner);
      json_builder_set_member_name (b, "figure");
      json_builder_add_string_value (b, tsl_hunters_figure_name (f->figure));
      add_region_ref (b, cat, st, f->tile, f->region);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < st->n_players; p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, st->track.score[p]);
      json_builder_set_member_name (b, "tribe_members_left");
      json_builder_add_int_value (b, st->members_left[p]);
      json_builder_set_member_name (b, "huts_left");
      json_builder_add_int_value (b, st->huts_left[p]);
      json_builder_set_member_name (b, "track_position");
      json_builder_add_int_value (b, tsl_score_track_position (&st->track, p));
      json_builder_set_member_name (b, "laps");
      json_builder_add_int_value (b, tsl_score_track_laps (&st->track, p));
      json_builder_set_member_name (b, "breakdown");
      json_builder_begin_object (b);
      for (guint k = 0; k < TSL_HUNTERS_N_BREAKDOWN; k++)
        {
          json_builder_set_member_name (b, breakdown_names[k]);
          json_builder_add_int_value (b, st->breakdown[p][k]);
        }
      json_builder_end_object (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "discarded");
  json_builder_begin_array (b);
  for (guint i = 0; i < st->n_discarded; i++)
    json_builder_add_string_value (b, cat->tiles[st->discarded[i]].id);
  json_builder_end_array (b);

  add_events (b, cat, st);
  add_features (b, cat, st);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gboolean
parse_error (GError    **error,
             const char *message)
{
  g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE, message);
  return FALSE;
}

gboolean
_tsl_hunters_move_from_json (const TslHuntersCatalog *cat,
                             const TslHuntersState   *st,
                             JsonObject              *action,
                             TslMove                 *move,
                             GError                 **error)
{
  const char *type;
  JsonNode *node;
  gint64 value;
  gint t = -1;

  memset (move, 0, sizeof *move);
  type = tsl_json_string_member (action, "type");
  for (guint i = 0; i < G_N_ELEMENTS (move_names); i++)
    if (g_strcmp0 (type, move_names[i]) == 0)
      t = (gint) i;
  if (t < 0)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Unknown action type “%s”"),
                   type ? type : "");
      return FALSE;
    }
  move->type = (guint16) t;

  node = json_object_get_member (action, "player");
  if (node != NULL)
    {
      if (!tsl_json_node_int (node, 0, (gint64) st->n_players - 1, &value))
        return parse_error (error, _("“player” must be a seat number"));
      move->player = (gint8) value;
    }
  else
    move->player = (gint8) st->current;

  switch (t)
    {
    case TSL_HUNTERS_MOVE_DRAW:
      move->arg[0] = -1;
      node = json_object_get_member (action, "tile");
      if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
        {
          const char *id = tsl_json_node_string (node);
          gint kind = tsl_hunters_catalog_find (cat, id);

          if (kind < 0)
            {
              g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Unknown tile “%s”"),
                           id ? id : "?");
              return FALSE;
            }
          move->arg[0] = kind;
        }
      break;

    case TSL_HUNTERS_MOVE_PLACE:
      {
        JsonArray *at;
        gint64 x, y;
        guint quarters = 0;

        at = tsl_json_array_member (action, "at");
        if (at == NULL || json_array_get_length (at) != 2 ||
            !tsl_json_int_element (at, 0, G_MININT64, G_MAXINT64, &x) ||
            !tsl_json_int_element (at, 1, G_MININT64, G_MAXINT64, &y))
          return parse_error (error, _("“at” must be a position [x, y]"));
        /* The grid the engine keeps; farther squares are no place of the
         * game (malformed, as a hex off the Catan board), not an illegal move. */
        if (x < -TSL_HUNTERS_GRID_REACH || x > TSL_HUNTERS_GRID_REACH ||
            y < -TSL_HUNTERS_GRID_REACH || y > TSL_HUNTERS_GRID_REACH)
          {
            g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                         _("“at” must be a position [x, y] with x and y from %d to %d"),
                         -TSL_HUNTERS_GRID_REACH, TSL_HUNTERS_GRID_REACH);
            return FALSE;
          }
        /* Required, as in Catan every argument is: a forgotten rotation
         * must not silently mean 0. */
        if (!tsl_json_int_member (action, "rotation", 0, 270, &value) ||
            !tsl_square_rotation_parse ((gint) value, &quarters))
          return parse_error (error, _("“rotation” must be 0, 90, 180 or 270"));
        move->arg[0] = (gint32) x;
        move->arg[1] = (gint32) y;
        move->arg[2] = (gint32) quarters;
      }
      break;

    case TSL_HUNTERS_MOVE_FIGURE:
      {
        const char *figure = tsl_json_string_member (action, "figure");
        const char *region = tsl_json_string_member (action, "region");
        gint f = -1, r;

        for (guint i = 0; i < TSL_HUNTERS_N_FIGURES; i++)
          if (g_strcmp0 (figure, tsl_hunters_figure_name (i)) == 0)
            f = (gint) i;
        if (f < 0)
          return parse_error (error, _("“figure” must be gatherer, fisher, hunter or hut"));
        if (region == NULL)
          return parse_error (error, _("“region” must name a region of the tile just placed"));
        if (st->phase != TSL_HUNTERS_PHASE_FIGURE)
          {
            g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE,
                         "%s", _("A figure can only be placed on the tile just placed"));
            return FALSE;
          }
        r = tsl_hunters_tile_find_region (&cat->tiles[st->tiles[st->last_tile].kind], region);
        if (r < 0)
          {
            /* A name that denotes no place: malformed, as in Catan. */
            g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                         _("Tile %s has no region “%s”"),
                         cat->tiles[st->tiles[st->last_tile].kind].id, region);
            return FALSE;
          }
        move->arg[0] = f;
        move->arg[1] = r;
      }
      break;

    default:
      break;
    }
  return TRUE;
}

JsonObject *
_tsl_hunters_move_to_json (const TslHuntersCatalog *cat,
                           const TslHuntersState   *st,
                           const TslMove           *move)
{
  JsonObject *o = json_object_new ();

  json_object_set_int_member (o, "player", move->player);
  json_object_set_string_member (o, "type", move_names[MIN (move->type, 3)]);
  switch (move->type)
    {
    case TSL_HUNTERS_MOVE_DRAW:
      if (move->arg[0] >= 0 && (guint) move->arg[0] < cat->n_kinds)
        json_object_set_string_member (o, "tile", cat->tiles[move->arg[0]].id);
      /* Informative: the engine discarded it (it is recomputed on replay). */
      if (move->flags & TSL_HUNTERS_FLAG_DISCARDED)
        json_object_set_boolean_member (o, "discarded", TRUE);
      break;

    case TSL_HUNTERS_MOVE_PLACE:
      {
        JsonArray *at = json_array_new ();

        json_array_add_int_element (at, move->arg[0]);
        json_array_add_int_element (at, move->arg[1]);
        json_object_set_array_member (o, "at", at);
        json_object_set_int_member (o, "rotation", move->arg[2] * 90);
      }
      break;

    case TSL_HUNTERS_MOVE_FIGURE:
      json_object_set_string_member (o, "figure", tsl_hunters_figure_name (move->arg[0]));
      if (st->phase == TSL_HUNTERS_PHASE_FIGURE)
        json_object_set_string_member (o, "region",
                                       region_id (cat, st, st->last_tile, move->arg[1]));
      break;

    default:
      break;
    }
  return o;
}
