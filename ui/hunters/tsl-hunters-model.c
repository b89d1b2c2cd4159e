/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-error.h"
#include "tsl-hunters-model.h"

/* Reading the engine's state JSON (contract "Hunters" plus the engine's
 * documented extras) into the plain model the widgets draw from. */

static gboolean
read_xy (JsonObject *object,
         const char *member,
         gint       *x,
         gint       *y)
{
  JsonArray *xy;

  if (!json_object_has_member (object, member)
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, member)))
    return FALSE;
  xy = json_object_get_array_member (object, member);
  if (json_array_get_length (xy) != 2)
    return FALSE;
  *x = json_array_get_int_element (xy, 0);
  *y = json_array_get_int_element (xy, 1);
  return TRUE;
}

static guint
read_seats (JsonObject *object,
            const char *member)
{
  JsonArray *seats;
  guint mask = 0;

  if (!json_object_has_member (object, member)
      || !JSON_NODE_HOLDS_ARRAY (json_object_get_member (object, member)))
    return 0;
  seats = json_object_get_array_member (object, member);
  for (guint i = 0; i < json_array_get_length (seats); i++)
    {
      gint64 seat = json_array_get_int_element (seats, i);

      if (seat >= 0 && seat < TSL_HUNTERS_UI_MAX_PLAYERS)
        mask |= 1u << seat;
    }
  return mask;
}

static const TslHuntersTile *
find_tile_kind (const TslHuntersModel *model,
                gint                   x,
                gint                   y)
{
  const TslHuntersUiTile *t = tsl_hunters_model_tile_at (model, x, y);

  return t != NULL ? t->tile : NULL;
}

static TslHuntersUiPhase
parse_phase (const char *phase)
{
  if (g_strcmp0 (phase, "place_tile") == 0)
    return TSL_HUNTERS_UI_PLACE_TILE;
  if (g_strcmp0 (phase, "place_figure") == 0)
    return TSL_HUNTERS_UI_PLACE_FIGURE;
  if (g_strcmp0 (phase, "game_over") == 0)
    return TSL_HUNTERS_UI_OVER;
  return TSL_HUNTERS_UI_DRAW;
}

static TslHuntersUiEventType
parse_event_type (const char *type)
{
  static const struct { const char *name; TslHuntersUiEventType type; } types[] = {
    { "discard", TSL_HUNTERS_UI_EVENT_DISCARD }, { "forest", TSL_HUNTERS_UI_EVENT_FOREST },
    { "river", TSL_HUNTERS_UI_EVENT_RIVER }, { "huts", TSL_HUNTERS_UI_EVENT_HUTS },
    { "hunters", TSL_HUNTERS_UI_EVENT_HUNTERS }, { "bonus", TSL_HUNTERS_UI_EVENT_BONUS },
  };

  for (guint i = 0; i < G_N_ELEMENTS (types); i++)
    if (g_strcmp0 (type, types[i].name) == 0)
      return types[i].type;
  return TSL_HUNTERS_UI_EVENT_OTHER;
}

static gboolean
parse_board (TslHuntersModel  *model,
             JsonArray        *board,
             GError          **error)
{
  for (guint i = 0; i < json_array_get_length (board) && model->n_tiles < TSL_HUNTERS_UI_MAX_TILES; i++)
    {
      JsonObject *o = json_array_get_object_element (board, i);
      TslHuntersUiTile *t = &model->tiles[model->n_tiles];
      const char *kind = o != NULL ? json_object_get_string_member_with_default (o, "kind", NULL) : NULL;

      t->tile = tsl_hunters_art_lookup (kind);
      if (t->tile == NULL || !read_xy (o, "position", &t->x, &t->y))
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("The board lists an unknown tile “%s”"),
                       kind != NULL ? kind : "?");
          return FALSE;
        }
      t->rotation = ((guint) json_object_get_int_member_with_default (o, "rotation", 0) / 90 % 4) * 90;
      t->bonus = json_object_get_boolean_member_with_default (o, "bonus", FALSE);
      model->n_tiles++;
    }
  return TRUE;
}

static void
parse_figures (TslHuntersModel *model,
               JsonArray       *figures)
{
  for (guint i = 0; i < json_array_get_length (figures) && model->n_figures < TSL_HUNTERS_UI_MAX_FIGURES; i++)
    {
      JsonObject *o = json_array_get_object_element (figures, i);
      TslHuntersUiFigure *f = &model->figures[model->n_figures];
      const TslHuntersTile *tile;
      gint region;

      if (o == NULL || !read_xy (o, "position", &f->x, &f->y)
          || !tsl_hunters_figure_parse (json_object_get_string_member_with_default (o, "figure", ""),
                                        &f->figure))
        continue;
      tile = find_tile_kind (model, f->x, f->y);
      region = tile != NULL ? tsl_hunters_tile_find_region (tile,
                                                            json_object_get_string_member_with_default (o, "region", ""))
                            : -1;
      if (region < 0)
        continue;
      f->region = region;
      f->owner = json_object_get_int_member_with_default (o, "owner", 0);
      model->n_figures++;
    }
}

static void
parse_events (TslHuntersModel *model,
              JsonArray       *events)
{
  for (guint i = 0; i < json_array_get_length (events) && model->n_events < TSL_HUNTERS_UI_MAX_EVENTS; i++)
    {
      JsonObject *o = json_array_get_object_element (events, i);
      TslHuntersUiEvent *e = &model->events[model->n_events];
      const TslHuntersTile *tile;
      gint region = -1;

      if (o == NULL)
        continue;
      e->type = parse_event_type (json_object_get_string_member_with_default (o, "type", ""));
      e->players = read_seats (o, "players");
      e->points = json_object_get_int_member_with_default (o, "points", 0);
      e->located = read_xy (o, "position", &e->x, &e->y);
      tile = e->located ? find_tile_kind (model, e->x, e->y) : NULL;
      if (tile != NULL)
        region = tsl_hunters_tile_find_region (tile, json_object_get_string_member_with_default (o, "region", ""));
      e->located = region >= 0;
      e->region = MAX (region, 0);
      model->n_events++;
    }
}

static void
parse_players (TslHuntersModel *model,
               JsonArray       *players)
{
  model->n_players = MIN (json_array_get_length (players), TSL_HUNTERS_UI_MAX_PLAYERS);
  for (guint i = 0; i < model->n_players; i++)
    {
      JsonObject *o = json_array_get_object_element (players, i);
      TslHuntersUiPlayer *p = &model->players[i];
      JsonObject *breakdown;

      if (o == NULL)
        continue;
      p->score = json_object_get_int_member_with_default (o, "score", 0);
      p->track_position = json_object_get_int_member_with_default (o, "track_position", p->score % 50);
      p->laps = json_object_get_int_member_with_default (o, "laps", p->score / 50);
      p->members_left = json_object_get_int_member_with_default (o, "tribe_members_left", 0);
      p->huts_left = json_object_get_int_member_with_default (o, "huts_left", 0);
      if (json_object_has_member (o, "breakdown")
          && JSON_NODE_HOLDS_OBJECT (json_object_get_member (o, "breakdown")))
        {
          breakdown = json_object_get_object_member (o, "breakdown");
          p->forests = json_object_get_int_member_with_default (breakdown, "forests", 0);
          p->rivers = json_object_get_int_member_with_default (breakdown, "rivers", 0);
          p->huts = json_object_get_int_member_with_default (breakdown, "huts", 0);
          p->hunters = json_object_get_int_member_with_default (breakdown, "hunters", 0);
        }
    }
}

static JsonArray *
get_array (JsonObject *object,
           const char *member)
{
  JsonNode *node = json_object_get_member (object, member);

  return node != NULL && JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;
}

/**
 * tsl_hunters_model_new_from_json:
 *
 * Returns: (transfer full) (nullable): the model of @state, or %NULL with
 *   @error set when @state is not a Hunters & Gatherers state
 */
TslHuntersModel *
tsl_hunters_model_new_from_json (JsonNode  *state,
                                 GError   **error)
{
  g_autoptr(TslHuntersModel) model = NULL;
  JsonObject *root, *last;
  JsonArray *board, *players;

  if (state == NULL || !JSON_NODE_HOLDS_OBJECT (state))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("The game state is not a JSON object"));
      return NULL;
    }
  root = json_node_get_object (state);
  board = get_array (root, "board");
  players = get_array (root, "players");
  if (board == NULL || players == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   _("The game state has no board or players: is it a Hunters and Gatherers game?"));
      return NULL;
    }

  model = g_new0 (TslHuntersModel, 1);
  model->phase = parse_phase (json_object_get_string_member_with_default (root, "phase", ""));
  model->turn = json_object_get_int_member_with_default (root, "turn", 0);
  model->current_player = JSON_NODE_HOLDS_VALUE (json_object_get_member (root, "current_player"))
                          ? json_object_get_int_member (root, "current_player") : -1;
  model->winners = read_seats (root, "winner");
  model->tiles_left = json_object_get_int_member_with_default (root, "tiles_left", 0);
  model->bonus_tiles_left = json_object_get_int_member_with_default (root, "bonus_tiles_left", 0);
  model->bonus_turn = json_object_get_boolean_member_with_default (root, "bonus_turn", FALSE);
  model->drawn = tsl_hunters_art_lookup (json_object_get_string_member_with_default (root, "drawn_tile", NULL));
  if (json_object_has_member (root, "last_placed")
      && JSON_NODE_HOLDS_OBJECT (json_object_get_member (root, "last_placed")))
    {
      last = json_object_get_object_member (root, "last_placed");
      model->has_last = read_xy (last, "position", &model->last_x, &model->last_y);
    }

  if (!parse_board (model, board, error))
    return NULL;
  if (get_array (root, "figures") != NULL)
    parse_figures (model, get_array (root, "figures"));
  if (get_array (root, "events") != NULL)
    parse_events (model, get_array (root, "events"));
  parse_players (model, players);
  return g_steal_pointer (&model);
}

void
tsl_hunters_model_free (TslHuntersModel *model)
{
  g_free (model);
}

/**
 * tsl_hunters_model_tile_at:
 *
 * Returns: (nullable): the tile placed at [@x, @y]
 */
const TslHuntersUiTile *
tsl_hunters_model_tile_at (const TslHuntersModel *model,
                           gint                   x,
                           gint                   y)
{
  for (guint i = 0; i < model->n_tiles; i++)
    if (model->tiles[i].x == x && model->tiles[i].y == y)
      return &model->tiles[i];
  return NULL;
}
