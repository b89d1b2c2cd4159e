/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-game.h"
#include "tsl-hunters.h"

/* The typed table views read (tsl-hunters.h) tells the same story as the
 * state JSON of the engine contract, move after move, and a seat's
 * redacted view shows the same table: only the stacks' order is hidden. */

static const char * const phase_names[] = { "draw_tile", "place_tile", "place_figure", "game_over" };
static const char * const event_names[] = {
  "discard", "forest", "river", "return", "bonus", "huts", "hunters", "game_over",
};
static const char * const breakdown_names[] = { "forests", "rivers", "huts", "hunters" };

static void
assert_position (JsonObject *object,
                 gint        x,
                 gint        y)
{
  JsonArray *xy = json_object_get_array_member (object, "position");

  g_assert_cmpint (json_array_get_int_element (xy, 0), ==, x);
  g_assert_cmpint (json_array_get_int_element (xy, 1), ==, y);
}

static guint
json_seats (JsonObject *object,
            const char *member)
{
  JsonArray *seats = json_object_get_array_member (object, member);
  guint mask = 0;

  for (guint i = 0; i < json_array_get_length (seats); i++)
    mask |= 1u << json_array_get_int_element (seats, i);
  return mask;
}

/* Every region of the board whose JSON "feature" is @feature. */
static guint
count_feature (JsonArray *board,
               gint64     feature)
{
  guint n = 0;

  for (guint t = 0; t < json_array_get_length (board); t++)
    {
      JsonArray *regions = json_object_get_array_member (json_array_get_object_element (board, t), "regions");

      for (guint r = 0; r < json_array_get_length (regions); r++)
        {
          JsonObject *region = json_array_get_object_element (regions, r);

          n += g_strcmp0 (json_object_get_string_member (region, "type"), "lake") != 0
               && json_object_get_int_member (region, "feature") == feature;
        }
    }
  return n;
}

static void
check_table (const TslHuntersState *state,
             const TslHuntersTable *table,
             JsonObject            *json)
{
  JsonArray *board = json_object_get_array_member (json, "board");
  JsonArray *figures = json_object_get_array_member (json, "figures");
  JsonArray *players = json_object_get_array_member (json, "players");
  JsonArray *events = json_object_get_array_member (json, "events");
  JsonNode *drawn = json_object_get_member (json, "drawn_tile");
  JsonNode *last = json_object_get_member (json, "last_placed");

  g_assert_cmpstr (phase_names[table->phase], ==, json_object_get_string_member (json, "phase"));
  g_assert_cmpint (table->turn, ==, json_object_get_int_member (json, "turn"));
  if (table->phase == TSL_HUNTERS_PHASE_OVER)
    g_assert_cmpint (table->current_player, ==, -1);
  else
    g_assert_cmpint (table->current_player, ==, json_object_get_int_member (json, "current_player"));
  g_assert_cmpuint (table->winners, ==, json_seats (json, "winner"));
  g_assert_cmpint (table->land_left, ==, json_object_get_int_member (json, "tiles_left"));
  g_assert_cmpint (table->bonus_left, ==, json_object_get_int_member (json, "bonus_tiles_left"));
  g_assert_cmpint (table->bonus_turn, ==, json_object_get_boolean_member (json, "bonus_turn"));
  if (JSON_NODE_HOLDS_NULL (drawn))
    g_assert_null (table->drawn);
  else
    g_assert_cmpstr (table->drawn->id, ==, json_node_get_string (drawn));
  if (JSON_NODE_HOLDS_NULL (last))
    g_assert_cmpint (table->last_placed, ==, -1);
  else
    {
      g_assert_cmpint (table->last_placed, >=, 0);
      assert_position (json_node_get_object (last), table->tiles[table->last_placed].x,
                       table->tiles[table->last_placed].y);
    }

  g_assert_cmpuint (table->n_tiles, ==, json_array_get_length (board));
  for (guint i = 0; i < table->n_tiles; i++)
    {
      JsonObject *tile = json_array_get_object_element (board, i);

      g_assert_cmpstr (table->tiles[i].tile->id, ==, json_object_get_string_member (tile, "kind"));
      assert_position (tile, table->tiles[i].x, table->tiles[i].y);
      g_assert_cmpint (table->tiles[i].rotation * 90, ==, json_object_get_int_member (tile, "rotation"));
      g_assert_cmpint (table->tiles[i].bonus, ==, json_object_get_boolean_member (tile, "bonus"));
      g_assert_cmpint (tsl_hunters_table_tile_at (table, table->tiles[i].x, table->tiles[i].y), ==, i);
    }

  g_assert_cmpuint (table->n_figures, ==, json_array_get_length (figures));
  for (guint i = 0; i < table->n_figures; i++)
    {
      const TslHuntersTableFigure *f = &table->figures[i];
      JsonObject *figure = json_array_get_object_element (figures, i);
      const TslHuntersRegion *region = &table->tiles[f->tile].tile->regions[f->region];
      JsonObject *board_region = json_array_get_object_element (
        json_object_get_array_member (json_array_get_object_element (board, f->tile), "regions"), f->region);
      TslHuntersFeaturePart parts[TSL_HUNTERS_MAX_TILES * 2];
      guint n_parts;

      g_assert_cmpint (f->owner, ==, json_object_get_int_member (figure, "owner"));
      g_assert_cmpstr (tsl_hunters_figure_name (f->figure), ==, json_object_get_string_member (figure, "figure"));
      g_assert_cmpstr (region->id, ==, json_object_get_string_member (figure, "region"));
      assert_position (figure, f->x, f->y);
      g_assert_cmpint (f->x, ==, table->tiles[f->tile].x);

      /* The feature a figure stands in, as the JSON board groups it. */
      n_parts = tsl_hunters_table_feature (state, f->tile, f->region, parts, G_N_ELEMENTS (parts));
      g_assert_cmpuint (n_parts, <=, G_N_ELEMENTS (parts));
      if (region->type != TSL_HUNTERS_REGION_LAKE)
        g_assert_cmpuint (n_parts, ==, count_feature (board, json_object_get_int_member (board_region, "feature")));
      for (guint p = 0; p < n_parts; p++)
        g_assert_cmpuint (table->tiles[parts[p].tile].tile->regions[parts[p].region].type, ==, region->type);
    }

  g_assert_cmpuint (table->n_players, ==, json_array_get_length (players));
  for (guint p = 0; p < table->n_players; p++)
    {
      const TslHuntersTablePlayer *player = &table->players[p];
      JsonObject *o = json_array_get_object_element (players, p);
      JsonObject *breakdown = json_object_get_object_member (o, "breakdown");

      g_assert_cmpint (player->score, ==, json_object_get_int_member (o, "score"));
      g_assert_cmpint (player->track_position, ==, json_object_get_int_member (o, "track_position"));
      g_assert_cmpint (player->laps, ==, json_object_get_int_member (o, "laps"));
      g_assert_cmpint (player->members_left, ==, json_object_get_int_member (o, "tribe_members_left"));
      g_assert_cmpint (player->huts_left, ==, json_object_get_int_member (o, "huts_left"));
      for (guint k = 0; k < TSL_HUNTERS_N_BREAKDOWN; k++)
        g_assert_cmpint (player->breakdown[k], ==, json_object_get_int_member (breakdown, breakdown_names[k]));
    }

  g_assert_cmpuint (table->n_events, ==, json_array_get_length (events));
  for (guint i = 0; i < table->n_events; i++)
    {
      const TslHuntersTableEvent *e = &table->events[i];
      JsonObject *event = json_array_get_object_element (events, i);

      g_assert_cmpstr (event_names[e->kind], ==, json_object_get_string_member (event, "type"));
      g_assert_cmpuint (e->seats, ==, json_seats (event, "players"));
      g_assert_cmpint (e->points, ==, json_object_get_int_member_with_default (event, "points", 0));
      g_assert_cmpint (e->located, ==, json_object_has_member (event, "region"));
      if (e->located)
        {
          assert_position (event, e->x, e->y);
          g_assert_cmpstr (table->tiles[e->tile].tile->regions[e->region].id, ==,
                           json_object_get_string_member (event, "region"));
        }
      if (e->kind == TSL_HUNTERS_EVENT_DISCARD)
        g_assert_cmpstr (e->discarded->id, ==, json_object_get_string_member (event, "tile"));
    }
}

static void
test_table_matches_json (gconstpointer data)
{
  guint64 seed = GPOINTER_TO_UINT (data);
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(TslGame) game = tsl_game_new (engine, NULL, 2 + seed % 4, seed, NULL, &error);
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, "random", &error);
  g_autofree TslHuntersTable *table = g_new (TslHuntersTable, 1);
  g_autofree TslHuntersTable *seen = g_new (TslHuntersTable, 1);
  guint scored = 0, figures = 0;

  g_test_summary ("The views' typed table reads every state as its JSON shows it, the same through a "
                  "seat's redacted view");
  g_assert_no_error (error);
  for (;;)
    {
      g_autoptr(JsonNode) json = tsl_game_get_state_json (game);
      const TslHuntersState *state = tsl_game_get_state (game);
      gint actor = tsl_game_get_actor (game);
      g_autofree TslHuntersState *view = tsl_game_dup_view (game, MAX (actor, 0));
      TslMove move;

      tsl_hunters_table_read (state, table);
      check_table (state, table, json_node_get_object (json));
      tsl_hunters_table_read (view, seen);
      g_assert_cmpmem (table, sizeof *table, seen, sizeof *seen);
      for (guint i = 0; i < table->n_events; i++)
        scored += table->events[i].located;
      figures = MAX (figures, table->n_figures);
      if (tsl_game_is_over (game))
        break;
      g_assert_true (tsl_game_suggest (game, ai, &move, &error));
      g_assert_true (tsl_game_apply_move (game, &move, &error));
      g_assert_no_error (error);
    }
  /* The game went far enough to check scoring and figures. */
  g_assert_cmpuint (scored, >, 0);
  g_assert_cmpuint (figures, >, 0);
}

static void
test_feature_out_of_range (void)
{
  g_autoptr(TslEngine) engine = tsl_hunters_engine_new ();
  g_autoptr(TslGame) game = tsl_game_new (engine, NULL, 2, 1, NULL, NULL);
  const TslHuntersState *state = tsl_game_get_state (game);
  TslHuntersFeaturePart parts[4];

  g_test_summary ("Asking for a tile or region that is not there finds no feature");
  g_assert_cmpuint (tsl_hunters_table_feature (state, 0, TSL_HUNTERS_MAX_REGIONS, parts, 4), ==, 0);
  g_assert_cmpuint (tsl_hunters_table_feature (state, TSL_HUNTERS_MAX_TILES, 0, parts, 4), ==, 0);
  /* The start tile's regions each begin a feature of their own. */
  g_assert_cmpuint (tsl_hunters_table_feature (state, 0, 0, parts, 4), ==, 1);
  g_assert_cmpuint (parts[0].tile, ==, 0);
  g_assert_cmpuint (parts[0].region, ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, G_TEST_OPTION_ISOLATE_DIRS, NULL);
  /* Four games with -m slow; two in the quick suite (the sanitizer run). */
  for (guint seed = 1; seed <= (g_test_slow () ? 4u : 2u); seed++)
    {
      g_autofree char *path = g_strdup_printf ("/engines/hunters/table/matches-json/%u", seed);

      g_test_add_data_func (path, GUINT_TO_POINTER (seed), test_table_matches_json);
    }
  g_test_add_func ("/engines/hunters/table/feature-out-of-range", test_feature_out_of_range);
  return g_test_run ();
}
