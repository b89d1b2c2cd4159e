/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tsl-application.h"
#include "tsl-catan.h"
#include "tsl-catan-art.h"
#include "tsl-catan-board.h"
#include "tsl-catan-dice.h"
#include "tsl-catan-hand.h"
#include "tsl-catan-player-row.h"
#include "tsl-catan-screenshot.h"
#include "tsl-catan-victory.h"
#include "tsl-catan-view-private.h"
#include "tsl-seat-row.h"

/*
 * TslCatanView: the Catan game window's content.  It reads everything from
 * the game's state JSON and legal actions, and sends actions through the
 * session; it never decides a rule itself.  This file holds the view's
 * hooks, the refresh from the state and the privacy screen (TslGameView
 * keeps the session and the log); tsl-catan-view-play.c turns clicks and
 * buttons into actions.
 */

G_DEFINE_FINAL_TYPE (TslCatanView, tsl_catan_view, TSL_TYPE_GAME_VIEW)

const char *
_tsl_catan_view_seat_name (TslCatanView *self,
                           gint          seat)
{
  return tsl_game_view_seat_name (TSL_GAME_VIEW (self), seat);
}

gboolean
_tsl_catan_view_has_legal (TslCatanView *self,
                           const char   *type)
{
  return _tsl_catan_view_find_legal (self, type) != NULL;
}

/**
 * _tsl_catan_view_find_legal:
 *
 * Returns: (transfer none) (nullable): the first legal action of @type
 */
JsonObject *
_tsl_catan_view_find_legal (TslCatanView *self,
                            const char   *type)
{
  for (guint i = 0; self->legal != NULL && i < json_array_get_length (self->legal); i++)
    {
      JsonObject *action = json_array_get_object_element (self->legal, i);

      if (g_strcmp0 (json_object_get_string_member_with_default (action, "type", ""), type) == 0)
        return action;
    }
  return NULL;
}

/**
 * _tsl_catan_view_apply:
 *
 * Sends @action for the human whose turn it is.  When the rules refuse it,
 * the engine's reason goes to the status line and nothing changes.
 */
gboolean
_tsl_catan_view_apply (TslCatanView *self,
                       JsonObject   *action)
{
  return tsl_game_view_apply_json (TSL_GAME_VIEW (self), action);
}

static void
update_players (TslCatanView *self)
{
  gint thinking = self->session != NULL ? tsl_session_get_thinking_seat (self->session) : -1;

  for (guint seat = 0; seat < self->model->n_players && seat < TSL_MAX_PLAYERS; seat++)
    {
      if (self->player_rows[seat] == NULL)
        {
          self->player_rows[seat] = tsl_catan_player_row_new ();
          gtk_box_append (GTK_BOX (self->players_box), self->player_rows[seat]);
        }
      tsl_catan_player_row_update (TSL_CATAN_PLAYER_ROW (self->player_rows[seat]),
                                   _tsl_catan_view_seat_name (self, seat), &self->colors[seat],
                                   &self->model->players[seat],
                                   (gint) seat == self->model->current_player,
                                   (gint) seat == thinking,
                                   (gint) seat == self->model->longest_road,
                                   (gint) seat == self->model->largest_army);
    }
}

static void
update_bank (TslCatanView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *cards = NULL;
  guint bank[TSL_N_RESOURCES];

  G_STATIC_ASSERT ((int) TSL_N_RESOURCES == (int) TSL_CATAN_N_RESOURCES);
  for (guint r = 0; r < TSL_N_RESOURCES; r++)
    bank[r] = (guint) MAX (self->model->bank[r], 0);
  cards = tsl_catan_cards_text (bank, TRUE);
  /* Translators: the cards the bank has left, e.g. "Bank: 19 lumber, 18 brick,
   * 19 wool, 17 grain, 19 ore" (the list is built like the game log's). */
  g_string_append_printf (text, _("Bank: %s"), cards);
  g_string_append_c (text, '\n');
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d development card left",
                                             "%d development cards left",
                                             self->model->dev_deck_left),
                          self->model->dev_deck_left);
  gtk_label_set_label (GTK_LABEL (self->bank_label), text->str);
}

static gboolean
privacy_wanted (TslCatanView *self)
{
  if (self->settings != NULL && !g_settings_get_boolean (self->settings, "privacy-screen"))
    return FALSE;
  return tsl_session_count_humans (self->session) > 1;
}

static void
update_hand (TslCatanView *self)
{
  const TslCatanPlayer *player;
  gboolean hidden = gtk_widget_get_visible (self->privacy_box);
  g_autofree char *owner = NULL;
  g_autofree char *vp_cards = NULL;

  if (self->viewer < 0 || self->viewer >= (gint) self->model->n_players)
    return;
  player = &self->model->players[self->viewer];

  /* Translators: the heading of the hand shown at the bottom, %s is a player. */
  owner = g_strdup_printf (_("%s’s hand"), _tsl_catan_view_seat_name (self, self->viewer));
  gtk_label_set_label (GTK_LABEL (self->hand_owner_label), owner);
  tsl_catan_hand_set_counts (TSL_CATAN_HAND (self->hand), player->resources);
  tsl_catan_hand_set_hidden (TSL_CATAN_HAND (self->hand), hidden);

  {
    static const struct { TslDevCard card; const char *format; } labels[] = {
      { TSL_KNIGHT, N_("Knight (%d)") },
      { TSL_ROAD_BUILDING, N_("Road Building (%d)") },
      { TSL_YEAR_OF_PLENTY, N_("Year of Plenty (%d)") },
      { TSL_MONOPOLY, N_("Monopoly (%d)") },
    };
    GtkWidget *buttons[] = { self->knight_button, self->road_building_button,
                             self->year_of_plenty_button, self->monopoly_button };

    for (guint i = 0; i < G_N_ELEMENTS (labels); i++)
      {
        g_autofree char *label = g_strdup_printf (_(labels[i].format),
                                                  hidden ? 0 : player->dev_cards[labels[i].card]);

        gtk_button_set_label (GTK_BUTTON (buttons[i]), label);
      }
  }
  vp_cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d victory point card",
                                           "%d victory point cards",
                                           player->dev_cards[TSL_VICTORY_POINT]),
                              hidden ? 0 : player->dev_cards[TSL_VICTORY_POINT]);
  gtk_label_set_label (GTK_LABEL (self->vp_cards_label), vp_cards);
}

/* Whose hand to show: the human who acts, else the last human who did;
 * with no human at the table, the player whose turn it is. */
static gint
choose_viewer (TslCatanView *self)
{
  if (tsl_session_is_human (self->session, self->actor))
    return self->actor;
  if (tsl_session_is_human (self->session, self->viewer))
    return self->viewer;
  for (guint seat = 0; seat < self->model->n_players; seat++)
    if (tsl_session_is_human (self->session, seat))
      return seat;
  return self->model->current_player;
}

static void
update_privacy (TslCatanView *self)
{
  gboolean cover = privacy_wanted (self) && tsl_session_is_human (self->session, self->viewer)
                   && self->revealed != self->viewer && !tsl_game_is_over (self->game);

  if (cover)
    {
      const char *name = _tsl_catan_view_seat_name (self, self->viewer);
      g_autofree char *text = g_strdup_printf (_("Pass the computer to %s"), name);
      g_autofree char *button = g_strdup_printf (_("I am %s: _Show My Hand"), name);

      gtk_label_set_label (GTK_LABEL (self->privacy_label), text);
      gtk_button_set_label (GTK_BUTTON (self->privacy_button), button);
    }
  else if (!privacy_wanted (self))
    self->revealed = self->viewer;
  gtk_widget_set_visible (self->privacy_box, cover);
}

static void
update_dice (TslCatanView *self,
             gboolean      animate)
{
  g_autofree char *text = NULL;
  gint total = self->model->dice[0] + self->model->dice[1];

  if (self->settings != NULL && !g_settings_get_boolean (self->settings, "animate-dice"))
    animate = FALSE;
  tsl_catan_dice_set_values (TSL_CATAN_DICE (self->dice), self->model->dice[0],
                             self->model->dice[1], animate);
  if (total > 0)
    /* Translators: the total of the last roll. */
    text = g_strdup_printf (_("Rolled %d"), total);
  gtk_label_set_label (GTK_LABEL (self->dice_label), text != NULL ? text : _("No roll yet"));
}

/**
 * _tsl_catan_view_refresh:
 *
 * Rebuilds everything shown from the game's current state.
 */
void
_tsl_catan_view_refresh (TslCatanView *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) state = NULL;
  TslCatanModel *model;
  gint thinking;

  if (self->game == NULL)
    return;

  state = tsl_game_get_state_json (self->game);
  model = tsl_catan_model_new_from_json (state, &error);
  if (model == NULL)
    {
      gtk_label_set_label (GTK_LABEL (self->status_label), error->message);
      return;
    }
  tsl_catan_board_set_model (TSL_CATAN_BOARD (self->board), model);
  g_clear_pointer (&self->model, tsl_catan_model_free);
  self->model = model;

  for (guint seat = 0; seat < tsl_game_get_n_players (self->game) && seat < TSL_MAX_PLAYERS; seat++)
    tsl_color_parse (tsl_game_get_seat_color (self->game, seat), &self->colors[seat]);
  tsl_catan_board_set_colors (TSL_CATAN_BOARD (self->board), self->colors, TSL_MAX_PLAYERS);

  self->actor = tsl_game_get_actor (self->game);
  g_clear_pointer (&self->legal, json_array_unref);
  if (!tsl_game_is_over (self->game) && tsl_session_is_human (self->session, self->actor))
    self->legal = tsl_game_legal_actions_json (self->game);

  self->viewer = choose_viewer (self);
  update_privacy (self);
  update_players (self);
  update_bank (self);
  update_hand (self);

  thinking = tsl_session_get_thinking_seat (self->session);
  gtk_widget_set_visible (self->thinking_spinner, thinking >= 0);
  gtk_spinner_set_spinning (GTK_SPINNER (self->thinking_spinner), thinking >= 0);

  _tsl_catan_view_update_targets (self);
  _tsl_catan_view_update_controls (self);

  {
    g_autofree char *status = _tsl_catan_view_describe_step (self);

    tsl_game_view_set_status (TSL_GAME_VIEW (self), status);
  }

  if (_tsl_catan_view_has_legal (self, "roll") && !gtk_widget_get_visible (self->privacy_box))
    tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), _("Roll _Dice"));
  else if (_tsl_catan_view_has_legal (self, "end_turn") && !gtk_widget_get_visible (self->privacy_box))
    tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), _("_End Turn"));
  else
    tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), NULL);

  if (tsl_game_is_over (self->game))
    {
      tsl_catan_victory_show (TSL_CATAN_VICTORY (self->victory), self->game, self->model,
                              self->colors);
      gtk_stack_set_visible_child_name (GTK_STACK (self->view_stack), "victory");
      tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), _("_Results"));
    }
  else
    {
      gtk_stack_set_visible_child_name (GTK_STACK (self->view_stack), "play");
      if (!gtk_widget_get_visible (self->privacy_box))
        _tsl_catan_view_prompt (self);
    }
}

/* Following the game */

static void
thinking_changed (TslCatanView *self)
{
  gint thinking = tsl_session_get_thinking_seat (self->session);
  g_autofree char *status = NULL;

  if (self->model == NULL)
    return;
  update_players (self);
  gtk_widget_set_visible (self->thinking_spinner, thinking >= 0);
  gtk_spinner_set_spinning (GTK_SPINNER (self->thinking_spinner), thinking >= 0);
  if (thinking >= 0)
    {
      status = _tsl_catan_view_describe_step (self);
      tsl_game_view_set_status (TSL_GAME_VIEW (self), status);
    }
}

static void
close_dialogs (TslGameView *view)
{
  TslCatanView *self = TSL_CATAN_VIEW (view);
  GtkWindow **dialogs[] = { &self->trade_dialog, &self->discard_dialog, &self->question };

  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    if (*dialogs[i] != NULL)
      {
        GtkWindow *window = *dialogs[i];

        g_object_remove_weak_pointer (G_OBJECT (window), (gpointer *) dialogs[i]);
        *dialogs[i] = NULL;
        gtk_window_destroy (window);
      }
}

/* A finished step resets what clicks mean. */
static gboolean
finishes_step (const char *type)
{
  return g_strcmp0 (type, "play_road_building") == 0 || g_strcmp0 (type, "play_knight") == 0
         || g_str_has_prefix (type, "build_") || g_strcmp0 (type, "end_turn") == 0;
}

static void
update (TslGameView       *view,
        TslGameViewUpdate  what,
        guint              index)
{
  TslCatanView *self = TSL_CATAN_VIEW (view);
  const char *type = "";

  if (what == TSL_GAME_VIEW_THINKING_CHANGED)
    {
      thinking_changed (self);
      return;
    }
  if (what == TSL_GAME_VIEW_SESSION_CHANGED)
    {
      self->session = tsl_game_view_get_session (view);
      self->game = tsl_game_view_get_game (view);
      self->viewer = -1;
      self->revealed = -1;
      tsl_box_clear_rows (GTK_BOX (self->players_box), self->player_rows, TSL_MAX_PLAYERS);
    }
  else if (what == TSL_GAME_VIEW_ACTION_APPLIED)
    type = json_object_get_string_member_with_default (tsl_game_get_action (self->game, index), "type", "");

  if (what != TSL_GAME_VIEW_ACTION_APPLIED || finishes_step (type))
    {
      self->mode = MODE_ALL;
      self->n_picked_edges = 0;
      tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), NULL, 0);
    }
  if (self->game == NULL)
    return;
  _tsl_catan_view_refresh (self);
  if (what != TSL_GAME_VIEW_ACTION_APPLIED || g_strcmp0 (type, "roll") == 0)
    update_dice (self, what == TSL_GAME_VIEW_ACTION_APPLIED);
}

static void
activate_primary (TslGameView *view)
{
  TslCatanView *self = TSL_CATAN_VIEW (view);

  if (self->game != NULL && tsl_game_is_over (self->game))
    gtk_stack_set_visible_child_name (GTK_STACK (self->view_stack), "victory");
  else if (_tsl_catan_view_has_legal (self, "roll"))
    gtk_widget_activate_action (GTK_WIDGET (self), "catan.roll", NULL);
  else if (_tsl_catan_view_has_legal (self, "end_turn"))
    gtk_widget_activate_action (GTK_WIDGET (self), "catan.end-turn", NULL);
}

static void
vertex_clicked_cb (TslCatanView *self,
                   guint         key,
                   gboolean      legal)
{
  _tsl_catan_view_vertex_clicked (self, key, legal);
}

static void
edge_clicked_cb (TslCatanView *self,
                 guint         key,
                 gboolean      legal)
{
  _tsl_catan_view_edge_clicked (self, key, legal);
}

static void
hex_clicked_cb (TslCatanView *self,
                guint         key,
                gboolean      legal)
{
  _tsl_catan_view_hex_clicked (self, key, legal);
}

static void
tsl_catan_view_finalize (GObject *object)
{
  TslCatanView *self = TSL_CATAN_VIEW (object);

  g_clear_pointer (&self->legal, json_array_unref);
  g_clear_object (&self->settings);
  /* The board held a pointer to the model: the base view's dispose
   * disposed the board already. */
  g_clear_pointer (&self->model, tsl_catan_model_free);
  G_OBJECT_CLASS (tsl_catan_view_parent_class)->finalize (object);
}

static void
tsl_catan_view_class_init (TslCatanViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TslGameViewClass *view_class = TSL_GAME_VIEW_CLASS (klass);

  g_type_ensure (TSL_TYPE_CATAN_BOARD);
  g_type_ensure (TSL_TYPE_CATAN_DICE);
  g_type_ensure (TSL_TYPE_CATAN_HAND);
  g_type_ensure (TSL_TYPE_CATAN_VICTORY);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/catan/tsl-catan-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, board);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, dice);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, dice_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, players_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, bank_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, log_scroll);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, log_list);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, hand_owner_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, hand);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, knight_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, road_building_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, year_of_plenty_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, monopoly_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, vp_cards_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, road_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, settlement_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, city_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, dev_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, trade_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, roll_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, end_turn_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, done_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, privacy_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, privacy_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, privacy_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, victory);
  gtk_widget_class_bind_template_callback (widget_class, vertex_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, edge_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, hex_clicked_cb);

  _tsl_catan_view_install_actions (widget_class);

  object_class->finalize = tsl_catan_view_finalize;
  view_class->forget_session = close_dialogs;
  view_class->update = update;
  view_class->activate_primary = activate_primary;
  tsl_game_view_class_set_game (view_class, "catan", tsl_catan_view_draw_preview, tsl_catan_screenshots);
}

static void
add_cost (GtkWidget         *box,
          const TslResource *cost,
          guint              n)
{
  for (guint i = 0; i < n; i++)
    gtk_box_append (GTK_BOX (box), tsl_catan_resource_icon_new (cost[i], 14));
}

static GtkWidget *
cost_box (GtkWidget *button)
{
  /* The button's child box holds the label, then the cost box. */
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));

  return gtk_widget_get_last_child (box);
}

static void
tsl_catan_view_init (TslCatanView *self)
{
  static const TslResource road[] = { TSL_WOOD, TSL_BRICK };
  static const TslResource settlement[] = { TSL_WOOD, TSL_BRICK, TSL_WOOL, TSL_GRAIN };
  static const TslResource city[] = { TSL_GRAIN, TSL_GRAIN, TSL_ORE, TSL_ORE, TSL_ORE };
  static const TslResource dev[] = { TSL_WOOL, TSL_GRAIN, TSL_ORE };
  GApplication *app = g_application_get_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  tsl_game_view_set_log (TSL_GAME_VIEW (self), GTK_LIST_BOX (self->log_list),
                         TSL_GAME_VIEW_LOG_NEWEST_FIRST);
  tsl_game_view_set_status_label (TSL_GAME_VIEW (self), GTK_LABEL (self->status_label));
  self->actor = -1;
  self->viewer = -1;
  self->revealed = -1;
  for (guint i = 0; i < TSL_MAX_PLAYERS; i++)
    gdk_rgba_parse (&self->colors[i], "#9e9e9e");

  add_cost (cost_box (self->road_button), road, G_N_ELEMENTS (road));
  add_cost (cost_box (self->settlement_button), settlement, G_N_ELEMENTS (settlement));
  add_cost (cost_box (self->city_button), city, G_N_ELEMENTS (city));
  add_cost (cost_box (self->dev_button), dev, G_N_ELEMENTS (dev));

  /* The bottom bar is a GtkFlowBox only so that it wraps: focus goes to
   * its buttons, not to the groups around them. */
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_widget_get_ancestor (self->hand, GTK_TYPE_FLOW_BOX));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);

  if (TSL_IS_APPLICATION (app))
    self->settings = g_object_ref (tsl_application_get_settings (TSL_APPLICATION (app)));
}

gboolean
tsl_catan_view_is_private (TslCatanView *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  return gtk_widget_get_visible (self->privacy_box);
}

/**
 * tsl_catan_view_draw_preview:
 *
 * The launcher card's picture: a few drawn terrain hexes, a token and
 * pieces in the players' colours.
 */
void
tsl_catan_view_draw_preview (cairo_t *cr,
                             double   width,
                             double   height)
{
  static const struct { int q, r; TslTerrain terrain; int number; } hexes[] = {
    { 0, -1, TSL_TERRAIN_PASTURE, 5 }, { 1, -1, TSL_TERRAIN_FIELDS, 0 },
    { -1, 0, TSL_TERRAIN_FOREST, 0 }, { 0, 0, TSL_TERRAIN_HILLS, 8 }, { 1, 0, TSL_TERRAIN_MOUNTAINS, 0 },
    { -1, 1, TSL_TERRAIN_DESERT, 0 }, { 0, 1, TSL_TERRAIN_SEA, 0 },
    { -1, -1, TSL_TERRAIN_SEA, 0 }, { 2, -1, TSL_TERRAIN_SEA, 0 }, { -2, 1, TSL_TERRAIN_SEA, 0 },
    { 1, 1, TSL_TERRAIN_SEA, 0 }, { -2, 0, TSL_TERRAIN_SEA, 0 }, { 2, 0, TSL_TERRAIN_SEA, 0 },
    { 0, -2, TSL_TERRAIN_SEA, 0 }, { 1, -2, TSL_TERRAIN_SEA, 0 }, { -1, 2, TSL_TERRAIN_SEA, 0 },
    { 0, 2, TSL_TERRAIN_SEA, 0 },
  };
  double size = MIN (width / (sqrt (3.0) * 4.2), height / 5.4);
  GdkRGBA red, blue;

  cairo_rectangle (cr, 0, 0, width, height);
  cairo_set_source_rgb (cr, 0.117, 0.533, 0.898);
  cairo_fill (cr);
  for (guint i = 0; i < G_N_ELEMENTS (hexes); i++)
    {
      TslUiHex hex = { hexes[i].q, hexes[i].r };
      double x, y;

      tsl_ui_hex_center (hex, &x, &y);
      tsl_catan_art_terrain (cr, hexes[i].terrain, width / 2 + x * size, height / 2 + y * size,
                             size * 1.005, tsl_ui_hex_key (hex));
      if (hexes[i].number > 0)
        tsl_catan_art_token (cr, hexes[i].number, width / 2 + x * size, height / 2 + y * size, size);
    }

  gdk_rgba_parse (&red, "#d32f2f");
  gdk_rgba_parse (&blue, "#1e63c8");
  {
    TslUiHex v[3] = { { 0, 0 }, { 0, -1 }, { 1, -1 } };
    TslUiHex e[2] = { { 0, 0 }, { 1, -1 } };
    TslUiHex a[3], b[3];
    double x, y, x2, y2;

    tsl_ui_edge_vertices (e, a, b);
    tsl_ui_vertex_point (a, &x, &y);
    tsl_ui_vertex_point (b, &x2, &y2);
    tsl_catan_art_road (cr, width / 2 + x * size, height / 2 + y * size,
                        width / 2 + x2 * size, height / 2 + y2 * size, size, &red);
    tsl_ui_vertex_point (v, &x, &y);
    tsl_catan_art_settlement (cr, width / 2 + x * size, height / 2 + y * size, size, &red);
  }
  {
    TslUiHex v[3] = { { -1, 0 }, { 0, 0 }, { -1, 1 } };
    double x, y;

    tsl_ui_vertex_point (v, &x, &y);
    tsl_catan_art_city (cr, width / 2 + x * size, height / 2 + y * size, size, &blue);
  }
}
