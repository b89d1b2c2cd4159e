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

static gboolean
usable (TslCatanView *self)
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

  if (!usable (self) || !mode_still_legal (self))
    {
      self->mode = MODE_ALL;
      self->n_picked_edges = 0;
      tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), NULL, 0);
    }

  for (guint i = 0; usable (self) && i < json_array_get_length (self->legal); i++)
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
  gboolean ok = usable (self);

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

static gboolean
apply_copy (TslCatanView *self,
            JsonObject   *action)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) copy = NULL;

  json_node_set_object (node, action);
  copy = json_node_copy (node);
  return _tsl_catan_view_apply (self, json_node_get_object (copy));
}

static JsonObject *
candidate (TslCatanView *self,
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
  g_free (self->explanation);
  self->explanation = g_strdup (text);
  gtk_label_set_label (GTK_LABEL (self->status_label), text);
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
      apply_copy (self, found);
      return;
    }
  if (!usable (self) && self->legal != NULL)
    return;

  if (_tsl_catan_view_has_legal (self, "place_settlement"))
    type = "place_settlement";
  else if (tsl_catan_model_building_at (self->model, key, &city) == self->actor && !city)
    type = "build_city";
  else
    type = "build_settlement";
  tsl_ui_vertex_from_key (key, vertex);
  action = candidate (self, type);
  json_object_set_member (action, "vertex", tsl_ui_vertex_to_json (vertex));
  explain_by_engine (self, action);
}

static void
finish_road_building (TslCatanView *self)
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
          apply_copy (self, action);
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
        finish_road_building (self);
      else
        _tsl_catan_view_refresh (self);
      return;
    }

  if (legal && (found = find_with_key (self, types_for_mode (self->mode, 'e'), 'e', key)) != NULL)
    {
      apply_copy (self, found);
      return;
    }
  tsl_ui_edge_from_key (key, edge);
  action = candidate (self, _tsl_catan_view_has_legal (self, "place_road") ? "place_road" : "build_road");
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
    apply_copy (data->view, data->actions->pdata[choice]);
  g_ptr_array_unref (data->actions);
  g_object_unref (data->view);
  g_free (data);
}

static void
remember_question (TslCatanView *self,
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
      action = candidate (self, type);
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
      apply_copy (self, actions->pdata[0]);
      return;
    }

  strv = g_strv_builder_end (labels);
  data = g_new0 (VictimChoice, 1);
  data->view = g_object_ref (self);
  data->actions = g_steal_pointer (&actions);
  remember_question (self, tsl_dialogs_choose (GTK_WIDGET (self), _("Whom do you rob?"),
                                               _("You take one card at random from that player’s hand."),
                                               (const char * const *) strv, TRUE,
                                               victim_chosen_cb, data));
}

/* Discards, trade answers and the trade dialog open by themselves when it
 * is a human's step. */

static gboolean
refresh_idle_cb (gpointer user_data)
{
  TslCatanView *self = user_data;

  if (self->game != NULL)
    _tsl_catan_view_refresh (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

static gboolean
discard_done_cb (JsonObject *action,
                 gpointer    user_data)
{
  TslCatanView *self = user_data;

  if (!_tsl_catan_view_apply (self, action))
    return FALSE;
  /* The dialog closes after this: look again then, as another human at
   * the table may have to discard too. */
  g_idle_add (refresh_idle_cb, g_object_ref (self));
  return TRUE;
}

static void
answer_cb (int      choice,
           gpointer user_data)
{
  TslCatanView *self = user_data;
  JsonObject *action = NULL;

  if (self->game != NULL && choice >= 0)
    {
      const char *type = choice == 0 && _tsl_catan_view_has_legal (self, "accept_trade")
                         ? "accept_trade" : "reject_trade";

      action = _tsl_catan_view_find_legal (self, type);
      if (action != NULL)
        apply_copy (self, action);
    }
  g_object_unref (self);
}

static char *
format_resources (const gint *counts)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint r = 0; r < TSL_N_RESOURCES; r++)
    if (counts[r] > 0)
      {
        if (text->len > 0)
          g_string_append (text, ", ");
        /* Translators: an amount of a resource, e.g. "2 Ore". */
        g_string_append_printf (text, C_("amount", "%d %s"), counts[r], tsl_resource_label (r));
      }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
ask_trade_answer (TslCatanView *self)
{
  const TslCatanTrade *trade = &self->model->trade;
  g_autofree char *give = format_resources (trade->give);
  g_autofree char *get = format_resources (trade->get);
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  const char *labels[3] = { NULL, NULL, NULL };
  guint n = 0;

  primary = g_strdup_printf (_("%s, %s offers you a trade"),
                             _tsl_catan_view_seat_name (self, self->actor),
                             _tsl_catan_view_seat_name (self, trade->from));
  /* Translators: what the offering player gives and what they want. */
  secondary = g_strdup_printf (_("You get: %s\nYou give: %s"), give, get);
  if (_tsl_catan_view_has_legal (self, "accept_trade"))
    labels[n++] = _("_Accept");
  labels[n++] = _("_Decline");
  if (n == 1)
    labels[0] = _("_Decline");
  remember_question (self, tsl_dialogs_choose (GTK_WIDGET (self), primary, secondary, labels,
                                               FALSE, answer_cb, g_object_ref (self)));
}

void
_tsl_catan_view_prompt (TslCatanView *self)
{
  if (!usable (self))
    return;

  if (_tsl_catan_view_has_legal (self, "discard") && self->discard_dialog == NULL)
    {
      const TslCatanPlayer *player = &self->model->players[self->actor];
      gint n = player->pending_discard > 0 ? player->pending_discard : player->n_resources / 2;

      self->discard_dialog = tsl_catan_discard_dialog_new (GTK_WIDGET (self), self->actor,
                                                           _tsl_catan_view_seat_name (self, self->actor),
                                                           player->resources, n,
                                                           discard_done_cb, self);
      g_object_add_weak_pointer (G_OBJECT (self->discard_dialog), (gpointer *) &self->discard_dialog);
      gtk_window_present (self->discard_dialog);
    }
  else if ((_tsl_catan_view_has_legal (self, "accept_trade")
            || _tsl_catan_view_has_legal (self, "reject_trade"))
           && self->question == NULL)
    ask_trade_answer (self);
  else if (_tsl_catan_view_has_legal (self, "cancel_trade") && self->trade_dialog == NULL)
    tsl_catan_view_open_trade (self);
}

/**
 * tsl_catan_view_open_trade:
 *
 * Returns: (transfer none) (nullable): the trade dialog of the current
 *   human player, shown
 */
GtkWindow *
tsl_catan_view_open_trade (TslCatanView *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), NULL);

  if (self->trade_dialog != NULL)
    {
      gtk_window_present (self->trade_dialog);
      return self->trade_dialog;
    }
  if (self->session == NULL || !usable (self))
    return NULL;
  self->trade_dialog = tsl_catan_trade_dialog_new (GTK_WIDGET (self), self->session, self->actor);
  g_object_add_weak_pointer (G_OBJECT (self->trade_dialog), (gpointer *) &self->trade_dialog);
  gtk_window_present (self->trade_dialog);
  return self->trade_dialog;
}

/* Actions */

static void
apply_first (TslCatanView *self,
             const char   *type)
{
  JsonObject *action = _tsl_catan_view_find_legal (self, type);

  if (action != NULL)
    apply_copy (self, action);
}

static void
set_mode (TslCatanView *self,
          ViewMode      mode)
{
  self->mode = self->mode == mode ? MODE_ALL : mode;
  self->n_picked_edges = 0;
  tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), NULL, 0);
  g_clear_pointer (&self->explanation, g_free);
  _tsl_catan_view_refresh (self);
  gtk_widget_grab_focus (self->board);
}

static void
roll_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  apply_first (TSL_CATAN_VIEW (widget), "roll");
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *parameter)
{
  apply_first (TSL_CATAN_VIEW (widget), "end_turn");
}

static void
build_road_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  set_mode (TSL_CATAN_VIEW (widget), MODE_ROAD);
}

static void
build_settlement_action (GtkWidget  *widget,
                         const char *name,
                         GVariant   *parameter)
{
  set_mode (TSL_CATAN_VIEW (widget), MODE_SETTLEMENT);
}

static void
build_city_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  set_mode (TSL_CATAN_VIEW (widget), MODE_CITY);
}

static void
buy_dev_card_action (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  apply_first (TSL_CATAN_VIEW (widget), "buy_dev_card");
}

static void
play_knight_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  set_mode (TSL_CATAN_VIEW (widget), MODE_KNIGHT);
}

static void
play_road_building_action (GtkWidget  *widget,
                           const char *name,
                           GVariant   *parameter)
{
  set_mode (TSL_CATAN_VIEW (widget), MODE_ROAD_BUILDING);
}

static void
finish_road_building_action (GtkWidget  *widget,
                             const char *name,
                             GVariant   *parameter)
{
  finish_road_building (TSL_CATAN_VIEW (widget));
}

static const char * const *
resource_labels (void)
{
  static const char *labels[TSL_N_RESOURCES + 1];

  for (guint r = 0; r < TSL_N_RESOURCES; r++)
    labels[r] = tsl_resource_label (r);
  labels[TSL_N_RESOURCES] = NULL;
  return labels;
}

typedef struct
{
  TslCatanView *view;
  gint          first;
} PlentyChoice;

static void
plenty_second_cb (int      choice,
                  gpointer user_data)
{
  PlentyChoice *data = user_data;
  TslCatanView *self = data->view;

  if (choice >= 0 && self->game != NULL)
    {
      g_autoptr(JsonObject) action = candidate (self, "play_year_of_plenty");
      JsonObject *resources = json_object_new ();

      json_object_set_int_member (resources, tsl_resource_name (data->first),
                                  data->first == choice ? 2 : 1);
      if (data->first != choice)
        json_object_set_int_member (resources, tsl_resource_name (choice), 1);
      json_object_set_object_member (action, "resources", resources);
      _tsl_catan_view_apply (self, action);
    }
  g_object_unref (data->view);
  g_free (data);
}

static void
plenty_first_cb (int      choice,
                 gpointer user_data)
{
  PlentyChoice *data = user_data;

  if (choice < 0 || data->view->game == NULL)
    {
      g_object_unref (data->view);
      g_free (data);
      return;
    }
  data->first = choice;
  remember_question (data->view,
                     tsl_dialogs_choose (GTK_WIDGET (data->view), _("Year of Plenty: second resource"),
                                         _("Take a second resource card from the bank."),
                                         resource_labels (), TRUE, plenty_second_cb, data));
}

static void
play_year_of_plenty_action (GtkWidget  *widget,
                            const char *name,
                            GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  PlentyChoice *data = g_new0 (PlentyChoice, 1);

  data->view = g_object_ref (self);
  remember_question (self, tsl_dialogs_choose (widget, _("Year of Plenty: first resource"),
                                               _("Take any two resource cards from the bank."),
                                               resource_labels (), TRUE, plenty_first_cb, data));
}

static void
monopoly_cb (int      choice,
             gpointer user_data)
{
  TslCatanView *self = user_data;

  if (choice >= 0 && self->game != NULL)
    {
      g_autoptr(JsonObject) action = candidate (self, "play_monopoly");

      json_object_set_string_member (action, "resource", tsl_resource_name (choice));
      _tsl_catan_view_apply (self, action);
    }
  g_object_unref (self);
}

static void
play_monopoly_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);

  remember_question (self, tsl_dialogs_choose (widget, _("Monopoly"),
                                               _("Every other player gives you all their cards of the resource you name."),
                                               resource_labels (), TRUE, monopoly_cb,
                                               g_object_ref (self)));
}

static void
trade_action (GtkWidget  *widget,
              const char *name,
              GVariant   *parameter)
{
  tsl_catan_view_open_trade (TSL_CATAN_VIEW (widget));
}

static void
reveal_action (GtkWidget  *widget,
               const char *name,
               GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);

  self->revealed = self->viewer;
  _tsl_catan_view_refresh (self);
  gtk_widget_grab_focus (self->board);
}

static void
cancel_mode_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);

  self->mode = MODE_ROAD;   /* set_mode() toggles back to MODE_ALL */
  set_mode (self, MODE_ROAD);
}

static void
show_board_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);

  gtk_stack_set_visible_child_name (GTK_STACK (self->view_stack), "play");
}

static gboolean
primary_shortcut_cb (GtkWidget *widget,
                     GVariant  *args,
                     gpointer   user_data)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);

  if (gtk_widget_get_visible (self->privacy_box))
    reveal_action (widget, NULL, NULL);
  else
    tsl_game_view_activate_primary (TSL_GAME_VIEW (widget));
  return TRUE;
}

void
_tsl_catan_view_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "catan.roll", NULL, roll_action);
  gtk_widget_class_install_action (widget_class, "catan.end-turn", NULL, end_turn_action);
  gtk_widget_class_install_action (widget_class, "catan.build-road", NULL, build_road_action);
  gtk_widget_class_install_action (widget_class, "catan.build-settlement", NULL, build_settlement_action);
  gtk_widget_class_install_action (widget_class, "catan.build-city", NULL, build_city_action);
  gtk_widget_class_install_action (widget_class, "catan.buy-dev-card", NULL, buy_dev_card_action);
  gtk_widget_class_install_action (widget_class, "catan.play-knight", NULL, play_knight_action);
  gtk_widget_class_install_action (widget_class, "catan.play-road-building", NULL,
                                   play_road_building_action);
  gtk_widget_class_install_action (widget_class, "catan.finish-road-building", NULL,
                                   finish_road_building_action);
  gtk_widget_class_install_action (widget_class, "catan.play-year-of-plenty", NULL,
                                   play_year_of_plenty_action);
  gtk_widget_class_install_action (widget_class, "catan.play-monopoly", NULL, play_monopoly_action);
  gtk_widget_class_install_action (widget_class, "catan.trade", NULL, trade_action);
  gtk_widget_class_install_action (widget_class, "catan.reveal", NULL, reveal_action);
  gtk_widget_class_install_action (widget_class, "catan.cancel-mode", NULL, cancel_mode_action);
  gtk_widget_class_install_action (widget_class, "catan.show-board", NULL, show_board_action);

  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, primary_shortcut_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, primary_shortcut_cb, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, primary_shortcut_cb, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, 0, "catan.build-road", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, 0, "catan.build-settlement", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, 0, "catan.build-city", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_d, 0, "catan.buy-dev-card", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_t, 0, "catan.trade", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_k, 0, "catan.play-knight", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "catan.cancel-mode", NULL);
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
