/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-board.h"
#include "tsl-catan-discard-dialog.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view-private.h"
#include "tsl-dialogs.h"
#include "tsl-game-view.h"

/* How the view turns clicks, buttons and keys into the engine's actions.
 * Legal spots come from tsl_game_legal_actions_json(); an action sent is a
 * copy of a legal one, or, for an illegal click, a candidate that the
 * engine refuses with a translated reason shown in the status line. */

gboolean
_tsl_catan_view_usable (TslCatanView *self)
{
  return self->legal != NULL && !gtk_widget_get_visible (self->privacy_box);
}

static const char *
action_type (JsonObject *action)
{
  return json_object_get_string_member_with_default (action, "type", "");
}

static gboolean
type_in (const char         *type,
         const char * const *types)
{
  return types != NULL && g_strv_contains (types, type);
}

static const char * const *
types_for_mode (ViewMode mode,
                char     kind)
{
  static const char * const all_v[] = { "place_settlement", "build_settlement", "build_city", NULL };
  static const char * const all_e[] = { "place_road", "build_road", NULL };
  static const char * const all_h[] = { "move_robber", NULL };
  static const char * const road[] = { "build_road", NULL };
  static const char * const settlement[] = { "build_settlement", NULL };
  static const char * const city[] = { "build_city", NULL };
  static const char * const knight[] = { "play_knight", NULL };

  switch (mode)
    {
    case MODE_ALL:
      return kind == 'v' ? all_v : kind == 'e' ? all_e : all_h;
    case MODE_ROAD:
      return kind == 'e' ? road : NULL;
    case MODE_SETTLEMENT:
      return kind == 'v' ? settlement : NULL;
    case MODE_CITY:
      return kind == 'v' ? city : NULL;
    case MODE_KNIGHT:
      return kind == 'h' ? knight : NULL;
    case MODE_ROAD_BUILDING:
    default:
      return NULL;
    }
}

static guint
member_key (JsonObject *action,
            char        kind)
{
  TslUiHex hexes[3];

  switch (kind)
    {
    case 'v':
      return tsl_ui_vertex_from_json (json_object_get_member (action, "vertex"), hexes)
             ? tsl_ui_vertex_key (hexes) : 0;
    case 'e':
      return tsl_ui_edge_from_json (json_object_get_member (action, "edge"), hexes)
             ? tsl_ui_edge_key (hexes) : 0;
    case 'h':
      return tsl_ui_hex_from_json (json_object_get_member (action, "hex"), hexes)
             ? tsl_ui_hex_key (hexes[0]) | 1u << 24 : 0;
    default:
      return 0;
    }
}

/* The edges of a play_road_building action, as keys. */
static guint
road_building_edges (JsonObject *action,
                     guint       keys[2])
{
  JsonArray *edges = json_object_has_member (action, "edges")
                     ? json_object_get_array_member (action, "edges") : NULL;
  guint n = 0;

  for (guint i = 0; edges != NULL && i < json_array_get_length (edges) && n < 2; i++)
    {
      TslUiHex e[2];

      if (tsl_ui_edge_from_json (json_array_get_element (edges, i), e))
        keys[n++] = tsl_ui_edge_key (e);
    }
  return n;
}

static void
add_key (GHashTable **set,
         guint        key)
{
  if (*set == NULL)
    *set = g_hash_table_new (NULL, NULL);
  g_hash_table_add (*set, GUINT_TO_POINTER (key));
}

static gboolean
mode_still_legal (TslCatanView *self)
{
  switch (self->mode)
    {
    case MODE_ROAD: return _tsl_catan_view_has_legal (self, "build_road");
    case MODE_SETTLEMENT: return _tsl_catan_view_has_legal (self, "build_settlement");
    case MODE_CITY: return _tsl_catan_view_has_legal (self, "build_city");
    case MODE_KNIGHT: return _tsl_catan_view_has_legal (self, "play_knight");
    case MODE_ROAD_BUILDING: return _tsl_catan_view_has_legal (self, "play_road_building");
    case MODE_ALL:
    default:
      return TRUE;
    }
}

/* Hex keys on the board have no marker bit; member_key() adds one so that
 * a hex key is never 0. */
#define HEX_KEY(k) ((k) & 0xffffff)

void
_tsl_catan_view_update_targets (TslCatanView *self)
{
  g_autoptr(GHashTable) vertices = NULL;
  g_autoptr(GHashTable) edges = NULL;
  g_autoptr(GHashTable) hexes = NULL;
  gboolean single_road = FALSE;

  if (!_tsl_catan_view_usable (self) || !mode_still_legal (self))
    {
      self->mode = MODE_ALL;
      self->n_picked_edges = 0;
      tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), NULL, 0);
    }

  for (guint i = 0; _tsl_catan_view_usable (self) && i < json_array_get_length (self->legal); i++)
    {
      JsonObject *action = json_array_get_object_element (self->legal, i);
      const char *type = action_type (action);

      if (self->mode == MODE_ROAD_BUILDING)
        {
          guint keys[2], n;

          if (g_strcmp0 (type, "play_road_building") != 0)
            continue;
          n = road_building_edges (action, keys);
          if (self->n_picked_edges == 0)
            for (guint k = 0; k < n; k++)
              add_key (&edges, keys[k]);
          else if (n == 2 && (keys[0] == self->picked_edges[0] || keys[1] == self->picked_edges[0]))
            add_key (&edges, keys[0] == self->picked_edges[0] ? keys[1] : keys[0]);
          else if (n == 1 && keys[0] == self->picked_edges[0])
            single_road = TRUE;
          continue;
        }
      if (type_in (type, types_for_mode (self->mode, 'v')))
        add_key (&vertices, member_key (action, 'v'));
      else if (type_in (type, types_for_mode (self->mode, 'e')))
        add_key (&edges, member_key (action, 'e'));
      else if (type_in (type, types_for_mode (self->mode, 'h')))
        add_key (&hexes, HEX_KEY (member_key (action, 'h')));
    }

  tsl_catan_board_set_targets (TSL_CATAN_BOARD (self->board), vertices, edges, hexes,
                               MAX (self->actor, 0));
  gtk_widget_set_visible (self->done_button, self->mode == MODE_ROAD_BUILDING && single_road);
}

void
_tsl_catan_view_update_controls (TslCatanView *self)
{
  static const struct { const char *action; const char *type; } map[] = {
    { "catan.roll", "roll" },
    { "catan.end-turn", "end_turn" },
    { "catan.build-road", "build_road" },
    { "catan.build-settlement", "build_settlement" },
    { "catan.build-city", "build_city" },
    { "catan.buy-dev-card", "buy_dev_card" },
    { "catan.play-knight", "play_knight" },
    { "catan.play-road-building", "play_road_building" },
    { "catan.play-year-of-plenty", "play_year_of_plenty" },
    { "catan.play-monopoly", "play_monopoly" },
  };
  gboolean ok = _tsl_catan_view_usable (self);

  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), map[i].action,
                                   ok && _tsl_catan_view_has_legal (self, map[i].type));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.trade",
                                 ok && (_tsl_catan_view_has_legal (self, "maritime_trade")
                                        || _tsl_catan_view_has_legal (self, "offer_trade")
                                        || _tsl_catan_view_has_legal (self, "confirm_trade")
                                        || _tsl_catan_view_has_legal (self, "cancel_trade")));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.finish-road-building",
                                 ok && gtk_widget_get_visible (self->done_button));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.reveal",
                                 gtk_widget_get_visible (self->privacy_box));
  gtk_widget_set_visible (self->roll_button, _tsl_catan_view_has_legal (self, "roll")
                                             || !_tsl_catan_view_has_legal (self, "end_turn"));
  gtk_widget_set_visible (self->end_turn_button, !gtk_widget_get_visible (self->roll_button));
}

char *
_tsl_catan_view_describe_step (TslCatanView *self)
{
  const char *name = _tsl_catan_view_seat_name (self, self->actor);

  if (self->game == NULL)
    return g_strdup ("");
  if (tsl_game_is_over (self->game))
    {
      if (self->model->winner >= 0)
        return g_strdup_printf (_("%s wins the game!"),
                                _tsl_catan_view_seat_name (self, self->model->winner));
      return g_strdup (_("The game is over."));
    }
  if (gtk_widget_get_visible (self->privacy_box))
    return g_strdup_printf (_("Waiting for %s to take over."),
                            _tsl_catan_view_seat_name (self, self->viewer));
  if (!tsl_session_is_human (self->session, self->actor))
    return g_strdup_printf (_("%s is thinking…"), name);

  switch (self->mode)
    {
    case MODE_ROAD:
      return g_strdup_printf (_("%s: choose a path for your road (Esc shows every option)."), name);
    case MODE_SETTLEMENT:
      return g_strdup_printf (_("%s: choose an intersection for your settlement."), name);
    case MODE_CITY:
      return g_strdup_printf (_("%s: choose a settlement to upgrade to a city."), name);
    case MODE_KNIGHT:
      return g_strdup_printf (_("%s: move the robber to another hex."), name);
    case MODE_ROAD_BUILDING:
      return self->n_picked_edges == 0
             ? g_strdup_printf (_("%s: choose the first free road."), name)
             : g_strdup_printf (_("%s: choose the second free road, or Done."), name);
    case MODE_ALL:
    default:
      break;
    }

  if (_tsl_catan_view_has_legal (self, "place_settlement"))
    return g_strdup_printf (_("%s: place a settlement on a free intersection."), name);
  if (_tsl_catan_view_has_legal (self, "place_road"))
    return g_strdup_printf (_("%s: place a road next to your new settlement."), name);
  if (_tsl_catan_view_has_legal (self, "discard"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %d card.",
                                         "%s: discard %d cards.",
                                         self->model->players[self->actor].pending_discard),
                            name, self->model->players[self->actor].pending_discard);
  if (_tsl_catan_view_has_legal (self, "move_robber"))
    return g_strdup_printf (_("%s: move the robber to another hex."), name);
  if (_tsl_catan_view_has_legal (self, "accept_trade") || _tsl_catan_view_has_legal (self, "reject_trade"))
    return g_strdup_printf (_("%s: answer %s’s trade offer."), name,
                            _tsl_catan_view_seat_name (self, self->model->trade.from));
  if (_tsl_catan_view_has_legal (self, "cancel_trade"))
    return g_strdup_printf (_("%s: pick a partner for your offer or withdraw it."), name);
  if (_tsl_catan_view_has_legal (self, "roll"))
    return _tsl_catan_view_has_legal (self, "play_knight")
           ? g_strdup_printf (_("%s: roll the dice or play a knight."), name)
           : g_strdup_printf (_("%s: roll the dice."), name);
  if (_tsl_catan_view_has_legal (self, "end_turn"))
    return g_strdup_printf (_("%s: trade, build or end your turn."), name);
  return g_strdup_printf (_("%s: choose an action."), name);
}

/* Finding and sending actions */

static JsonObject *
find_with_key (TslCatanView       *self,
               const char * const *types,
               char                kind,
               guint               key)
{
  for (guint i = 0; self->legal != NULL && i < json_array_get_length (self->legal); i++)
    {
      JsonObject *action = json_array_get_object_element (self->legal, i);

      if (type_in (action_type (action), types) && member_key (action, kind) == key)
        return action;
    }
  return NULL;
}

gboolean
_tsl_catan_view_apply_copy (TslCatanView *self,
                            JsonObject   *action)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) copy = NULL;

  json_node_set_object (node, action);
  copy = json_node_copy (node);
  return _tsl_catan_view_apply (self, json_node_get_object (copy));
}

JsonObject *
_tsl_catan_view_candidate (TslCatanView *self,
                           const char   *type)
{
  JsonObject *action = json_object_new ();

  json_object_set_int_member (action, "player", self->actor);
  json_object_set_string_member (action, "type", type);
  return action;
}

static void
explain (TslCatanView *self,
         const char   *text)
{
  tsl_game_view_set_explanation (TSL_GAME_VIEW (self), text);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* Without a legal action to send, lets the engine say why not. */
static void
explain_by_engine (TslCatanView *self,
                   JsonObject   *action)
{
  if (self->game == NULL)
    return;
  if (self->actor < 0 || !tsl_session_is_human (self->session, self->actor))
    {
      g_autofree char *text = g_strdup_printf (_("Please wait: it is %s’s turn."),
                                               _tsl_catan_view_seat_name (self, self->actor));
      explain (self, text);
      return;
    }
  _tsl_catan_view_apply (self, action);
}

void
_tsl_catan_view_vertex_clicked (TslCatanView *self,
                                guint         key,
                                gboolean      legal)
{
  g_autoptr(JsonObject) action = NULL;
  JsonObject *found;
  TslUiHex vertex[3];
  gboolean city = FALSE;
  const char *type;

  /* The hand and the board wait while the privacy screen is up. */
  if (gtk_widget_get_visible (self->privacy_box))
    return;

  if (legal && (found = find_with_key (self, types_for_mode (self->mode, 'v'), 'v', key)) != NULL)
    {
      _tsl_catan_view_apply_copy (self, found);
      return;
    }
  if (!_tsl_catan_view_usable (self) && self->legal != NULL)
    return;

  if (_tsl_catan_view_has_legal (self, "place_settlement"))
    type = "place_settlement";
  else if (tsl_catan_model_building_at (self->model, key, &city) == self->actor && !city)
    type = "build_city";
  else
    type = "build_settlement";
  tsl_ui_vertex_from_key (key, vertex);
  action = _tsl_catan_view_candidate (self, type);
  json_object_set_member (action, "vertex", tsl_ui_vertex_to_json (vertex));
  explain_by_engine (self, action);
}

void
_tsl_catan_view_finish_road_building (TslCatanView *self)
{
  for (guint i = 0; self->legal != NULL && i < json_array_get_length (self->legal); i++)
    {
      JsonObject *action = json_array_get_object_element (self->legal, i);
      guint keys[2], n;

      if (g_strcmp0 (action_type (action), "play_road_building") != 0)
        continue;
      n = road_building_edges (action, keys);
      if ((n == 1 && self->n_picked_edges == 1 && keys[0] == self->picked_edges[0])
          || (n == 2 && self->n_picked_edges == 2
              && ((keys[0] == self->picked_edges[0] && keys[1] == self->picked_edges[1])
                  || (keys[1] == self->picked_edges[0] && keys[0] == self->picked_edges[1]))))
        {
          _tsl_catan_view_apply_copy (self, action);
          return;
        }
    }
}

void
_tsl_catan_view_edge_clicked (TslCatanView *self,
                              guint         key,
                              gboolean      legal)
{
  g_autoptr(JsonObject) action = NULL;
  JsonObject *found;
  TslUiHex edge[2];

  /* The hand and the board wait while the privacy screen is up. */
  if (gtk_widget_get_visible (self->privacy_box))
    return;

  if (self->mode == MODE_ROAD_BUILDING)
    {
      if (!legal)
        {
          explain (self, _("Choose one of the marked paths for a free road."));
          return;
        }
      self->picked_edges[self->n_picked_edges++] = key;
      tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), self->picked_edges,
                                        self->n_picked_edges);
      if (self->n_picked_edges == 2)
        _tsl_catan_view_finish_road_building (self);
      else
        _tsl_catan_view_refresh (self);
      return;
    }

  if (legal && (found = find_with_key (self, types_for_mode (self->mode, 'e'), 'e', key)) != NULL)
    {
      _tsl_catan_view_apply_copy (self, found);
      return;
    }
  tsl_ui_edge_from_key (key, edge);
  action = _tsl_catan_view_candidate (self, _tsl_catan_view_has_legal (self, "place_road") ? "place_road" : "build_road");
  json_object_set_member (action, "edge", tsl_ui_edge_to_json (edge));
  explain_by_engine (self, action);
}

/* Robber: pick the victim among the legal actions for that hex. */
typedef struct
{
  TslCatanView *view;
  GPtrArray    *actions;   /* JsonObject, one per victim */
} VictimChoice;

static void
victim_chosen_cb (int      choice,
                  gpointer user_data)
{
  VictimChoice *data = user_data;

  if (choice >= 0 && (guint) choice < data->actions->len && data->view->game != NULL)
    _tsl_catan_view_apply_copy (data->view, data->actions->pdata[choice]);
  g_ptr_array_unref (data->actions);
  g_object_unref (data->view);
  g_free (data);
}

void
_tsl_catan_view_remember_question (TslCatanView *self,
                                   GtkWindow    *window)
{
  self->question = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->question);
}

void
_tsl_catan_view_hex_clicked (TslCatanView *self,
                             guint         key,
                             gboolean      legal)
{
  const char *type = self->mode == MODE_KNIGHT ? "play_knight" : "move_robber";
  g_autoptr(GPtrArray) actions = g_ptr_array_new_with_free_func ((GDestroyNotify) json_object_unref);
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  g_auto(GStrv) strv = NULL;
  VictimChoice *data;

  /* The hand and the board wait while the privacy screen is up. */
  if (gtk_widget_get_visible (self->privacy_box))
    return;

  if (!legal)
    {
      g_autoptr(JsonObject) action = NULL;
      TslUiHex hex;

      if (!_tsl_catan_view_has_legal (self, "move_robber") && self->mode != MODE_KNIGHT)
        {
          if (self->actor >= 0 && tsl_session_is_human (self->session, self->actor))
            explain (self, _("The robber moves only after a 7 or when you play a knight."));
          return;
        }
      tsl_ui_hex_from_key (key, &hex);
      action = _tsl_catan_view_candidate (self, type);
      json_object_set_member (action, "hex", tsl_ui_hex_to_json (hex));
      json_object_set_null_member (action, "victim");
      explain_by_engine (self, action);
      return;
    }

  for (guint i = 0; self->legal != NULL && i < json_array_get_length (self->legal); i++)
    {
      JsonObject *action = json_array_get_object_element (self->legal, i);
      JsonNode *victim;

      if (g_strcmp0 (action_type (action), type) != 0
          || HEX_KEY (member_key (action, 'h')) != key)
        continue;
      g_ptr_array_add (actions, json_object_ref (action));
      victim = json_object_get_member (action, "victim");
      if (victim != NULL && JSON_NODE_HOLDS_VALUE (victim))
        {
          gint seat = (gint) json_node_get_int (victim);
          gint cards = seat >= 0 && seat < (gint) self->model->n_players
                       ? self->model->players[seat].n_resources : 0;
          g_autofree char *label =
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Rob %s (%d card)", "Rob %s (%d cards)", cards),
                             _tsl_catan_view_seat_name (self, seat), cards);

          g_strv_builder_add (labels, label);
        }
      else
        g_strv_builder_add (labels, _("Rob nobody"));
    }

  if (actions->len == 0)
    return;
  if (actions->len == 1)
    {
      _tsl_catan_view_apply_copy (self, actions->pdata[0]);
      return;
    }

  strv = g_strv_builder_end (labels);
  data = g_new0 (VictimChoice, 1);
  data->view = g_object_ref (self);
  data->actions = g_steal_pointer (&actions);
  _tsl_catan_view_remember_question (self, tsl_dialogs_choose (GTK_WIDGET (self), _("Whom do you rob?"),
                                               _("You take one card at random from that player’s hand."),
                                               (const char * const *) strv, TRUE,
                                               victim_chosen_cb, data));
}

gboolean
tsl_catan_view_click_vertex (TslCatanView *self,
                             guint         key)
{
  guint before;

  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  before = self->game != NULL ? tsl_game_get_n_actions (self->game) : 0;
  _tsl_catan_view_vertex_clicked (self, key,
                                  find_with_key (self, types_for_mode (self->mode, 'v'), 'v', key) != NULL);
  return self->game != NULL && tsl_game_get_n_actions (self->game) > before;
}

gboolean
tsl_catan_view_click_edge (TslCatanView *self,
                           guint         key)
{
  guint before;

  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  before = self->game != NULL ? tsl_game_get_n_actions (self->game) : 0;
  _tsl_catan_view_edge_clicked (self, key,
                                find_with_key (self, types_for_mode (self->mode, 'e'), 'e', key) != NULL);
  return self->game != NULL && tsl_game_get_n_actions (self->game) > before;
}

gboolean
tsl_catan_view_click_hex (TslCatanView *self,
                          guint         key)
{
  guint before;

  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  before = self->game != NULL ? tsl_game_get_n_actions (self->game) : 0;
  _tsl_catan_view_hex_clicked (self, key,
                               find_with_key (self, types_for_mode (self->mode, 'h'), 'h', key | 1u << 24) != NULL);
  return self->game != NULL && tsl_game_get_n_actions (self->game) > before;
}
