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
#include "tsl-catan-geometry.h"
#include "tsl-catan-hand.h"
#include "tsl-catan-player-row.h"
#include "tsl-catan-screenshot.h"
#include "tsl-catan-victory.h"
#include "tsl-catan-view-private.h"
#include "tsl-choice-prompt.h"
#include "tsl-seat-row.h"

/*
 * TslCatanView: the Catan game window's content.  It reads everything from
 * the engine's typed view API (tsl_catan_info_read() over the shown seat's
 * redacted view) and its legal moves, and sends #TslMove moves through
 * the session; it never decides a rule itself.  This file holds the view's
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
_tsl_catan_view_has_legal (TslCatanView   *self,
                           TslCatanAction  type)
{
  return self->has_legal && (self->legal_types & (G_GUINT64_CONSTANT (1) << type)) != 0;
}

/**
 * _tsl_catan_view_find_legal:
 *
 * Returns: (transfer none) (nullable): the first legal move of @type
 */
const TslMove *
_tsl_catan_view_find_legal (TslCatanView   *self,
                            TslCatanAction  type)
{
  if (!_tsl_catan_view_has_legal (self, type))
    return NULL;
  for (guint i = 0; i < self->legal.len; i++)
    if (self->legal.moves[i].type == type)
      return &self->legal.moves[i];
  return NULL;
}

/**
 * _tsl_catan_view_apply:
 *
 * Sends @move for the human whose turn it is.  When the rules refuse it,
 * the engine's reason goes to the status line and nothing changes.
 */
gboolean
_tsl_catan_view_apply (TslCatanView *self,
                       TslMove      *move)
{
  return tsl_game_view_apply_move (TSL_GAME_VIEW (self), move);
}

/* A click on a player's row chooses them as the robber's victim. */
static void
player_row_released_cb (GtkGestureClick *click,
                        int              n_press,
                        double           x,
                        double           y,
                        TslCatanView    *self)
{
  _tsl_catan_view_rob_seat (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (click), "tsl-seat")));
}

static void
update_players (TslCatanView *self)
{
  gint thinking = self->session != NULL ? tsl_session_get_thinking_seat (self->session) : -1;

  for (guint seat = 0; seat < self->info.n_players && seat < TSL_MAX_PLAYERS; seat++)
    {
      if (self->player_rows[seat] == NULL)
        {
          GtkGesture *click = gtk_gesture_click_new ();

          self->player_rows[seat] = tsl_catan_player_row_new ();
          g_object_set_data (G_OBJECT (click), "tsl-seat", GUINT_TO_POINTER (seat));
          g_signal_connect_object (click, "released", G_CALLBACK (player_row_released_cb), self, 0);
          gtk_widget_add_controller (self->player_rows[seat], GTK_EVENT_CONTROLLER (click));
          gtk_box_append (GTK_BOX (self->players_box), self->player_rows[seat]);
        }
      tsl_catan_player_row_update (TSL_CATAN_PLAYER_ROW (self->player_rows[seat]),
                                   _tsl_catan_view_seat_name (self, seat), &self->colors[seat],
                                   &self->info, seat, (gint) seat == thinking);
    }
}

static void
update_bank (TslCatanView *self)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autofree char *cards = NULL;
  guint bank[TSL_CATAN_N_RESOURCES];

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    bank[r] = self->info.bank[r];
  cards = tsl_catan_cards_text (bank, TRUE);
  /* Translators: the cards the bank has left, e.g. "Bank: 19 lumber, 18 brick,
   * 19 wool, 17 grain, 19 ore" (the list is built like the game log's). */
  g_string_append_printf (text, _("Bank: %s"), cards);
  g_string_append_c (text, '\n');
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%d development card left",
                                             "%d development cards left",
                                             self->info.dev_deck_left),
                          self->info.dev_deck_left);
  TSL_CATAN_VIEW_FOREACH_MODULE (i, module, &self->info)
    if (module->bank_text != NULL)
      module->bank_text (self, text);
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
  const TslCatanPlayerInfo *player;
  gboolean hidden = gtk_widget_get_visible (self->privacy_box);
  g_autofree char *owner = NULL;

  if (self->viewer < 0 || self->viewer >= (gint) self->info.n_players)
    return;
  player = &self->info.players[self->viewer];

  /* Translators: the heading of the hand shown at the bottom, %s is a player. */
  owner = g_strdup_printf (_("%s’s hand"), _tsl_catan_view_seat_name (self, self->viewer));
  gtk_label_set_label (GTK_LABEL (self->hand_owner_label), owner);
  tsl_catan_hand_set_counts (TSL_CATAN_HAND (self->hand), player->resources);
  tsl_catan_hand_set_hidden (TSL_CATAN_HAND (self->hand), hidden);

  _tsl_catan_view_tiles_update (self, hidden);
  /* A deck without Knights (Traders & Barbarians, S5) */
  if (!self->info.has_largest_army)
    gtk_widget_set_visible (self->knight_button, FALSE);
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
  for (guint seat = 0; seat < tsl_game_get_n_players (self->game); seat++)
    if (tsl_session_is_human (self->session, seat))
      return seat;
  return (gint) tsl_catan_get_current (tsl_game_get_state (self->game));
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
  gint total = self->info.dice[0] + self->info.dice[1];

  if (self->settings != NULL && !g_settings_get_boolean (self->settings, "animate-dice"))
    animate = FALSE;
  gtk_widget_set_visible (self->dice, TRUE);
  gtk_widget_set_visible (self->dice_label, TRUE);
  tsl_catan_dice_set_values (TSL_CATAN_DICE (self->dice), self->info.dice[0],
                             self->info.dice[1], animate);
  if (total > 0)
    /* Translators: the total of the last roll. */
    text = g_strdup_printf (_("Rolled %d"), total);
  gtk_label_set_label (GTK_LABEL (self->dice_label), text != NULL ? text : _("No roll yet"));
  /* A module may add a second roll, or turn a card over instead (each
   * is asked, so as to hide its own when not played). */
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    if (tsl_catan_view_modules[i]->update_dice != NULL)
      tsl_catan_view_modules[i]->update_dice (self, self->module_data[i], animate);
}

/* Owners beyond the seats (two-player Catan's neutral players) take the
 * colours of the game that no seat uses, in the game's order. */
static void
neutral_colors (TslCatanView *self)
{
  const char * const *all = tsl_engine_get_colors (tsl_game_get_engine (self->game));
  guint next = tsl_game_get_n_players (self->game);

  for (guint i = 0; all != NULL && all[i] != NULL && next < TSL_MAX_PLAYERS; i++)
    {
      gboolean used = FALSE;

      for (guint seat = 0; seat < tsl_game_get_n_players (self->game); seat++)
        used |= g_strcmp0 (tsl_game_get_seat_color (self->game, seat), all[i]) == 0;
      if (!used)
        tsl_color_parse (all[i], &self->colors[next++]);
    }
}

/* What the shown seat may see: its redacted view while the game runs (as
 * computer players see it), everything once it is over. */
static void
read_info (TslCatanView *self)
{
  gint seat = CLAMP (self->viewer, 0, (gint) tsl_game_get_n_players (self->game) - 1);

  if (tsl_game_is_over (self->game))
    tsl_catan_info_read (tsl_game_get_state (self->game), -1, &self->info);
  else
    {
      g_autofree gpointer view = tsl_game_dup_view (self->game, seat);

      tsl_catan_info_read (view, seat, &self->info);
    }
  self->has_info = TRUE;
}

/**
 * _tsl_catan_view_refresh:
 *
 * Rebuilds everything shown from the game's current state.
 */
void
_tsl_catan_view_refresh (TslCatanView *self)
{
  gint thinking;

  if (self->game == NULL)
    return;

  self->actor = tsl_game_get_actor (self->game);
  self->viewer = choose_viewer (self);
  read_info (self);
  tsl_catan_board_set_info (TSL_CATAN_BOARD (self->board), &self->info);

  for (guint seat = 0; seat < tsl_game_get_n_players (self->game) && seat < TSL_MAX_PLAYERS; seat++)
    tsl_color_parse (tsl_game_get_seat_color (self->game, seat), &self->colors[seat]);
  neutral_colors (self);
  tsl_catan_board_set_colors (TSL_CATAN_BOARD (self->board), self->colors, TSL_MAX_PLAYERS);
  for (guint i = 0; i < self->n_bar_icons; i++)
    gtk_widget_queue_draw (self->bar_icons[i]);

  tsl_move_list_reset (&self->legal);
  self->legal_types = 0;
  self->has_legal = !tsl_game_is_over (self->game) && tsl_session_is_human (self->session, self->actor);
  if (self->has_legal)
    {
      tsl_game_legal_moves (self->game, TSL_LEGAL_DEFAULT, &self->legal);
      for (guint i = 0; i < self->legal.len; i++)
        {
          self->legal.moves[i].player = (gint8) self->actor;
          self->legal_types |= G_GUINT64_CONSTANT (1) << self->legal.moves[i].type;
        }
    }

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

  if (_tsl_catan_view_has_legal (self, TSL_CATAN_ROLL) && !gtk_widget_get_visible (self->privacy_box))
    tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), _("Roll _Dice"));
  else if (_tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN) && !gtk_widget_get_visible (self->privacy_box))
    tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), _("_End Turn"));
  else
    tsl_game_view_set_primary_label (TSL_GAME_VIEW (self), NULL);

  if (tsl_game_is_over (self->game))
    {
      tsl_catan_victory_show (TSL_CATAN_VICTORY (self->victory), self->game, &self->info,
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

  if (!self->has_info)
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
  GtkWindow **dialogs[] = { &self->trade_dialog, &self->discard_dialog };

  for (guint i = 0; i < G_N_ELEMENTS (dialogs); i++)
    if (*dialogs[i] != NULL)
      {
        GtkWindow *window = *dialogs[i];

        g_object_remove_weak_pointer (G_OBJECT (window), (gpointer *) dialogs[i]);
        *dialogs[i] = NULL;
        gtk_window_destroy (window);
      }
  tsl_choice_prompt_dismiss (TSL_CHOICE_PROMPT (self->prompt));
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    if (tsl_catan_view_modules[i]->forget != NULL)
      tsl_catan_view_modules[i]->forget (self, self->module_data[i]);
}

/* A finished step resets what clicks mean. */
static gboolean
finishes_step (TslCatanAction type)
{
  return type == TSL_CATAN_PLAY_ROAD_BUILDING || type == TSL_CATAN_PLAY_KNIGHT
         || type == TSL_CATAN_BUILD_ROAD || type == TSL_CATAN_BUILD_SETTLEMENT
         || type == TSL_CATAN_BUILD_CITY || type == TSL_CATAN_END_TURN;
}

static void
update (TslGameView       *view,
        TslGameViewUpdate  what,
        guint              index)
{
  TslCatanView *self = TSL_CATAN_VIEW (view);
  gboolean applied = what == TSL_GAME_VIEW_ACTION_APPLIED;
  TslCatanAction type = applied ? tsl_game_get_move (self->game, index)->type : TSL_CATAN_N_ACTIONS;

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
  if (applied || what == TSL_GAME_VIEW_SESSION_CHANGED)
    {
      /* A question is about the position it was asked in: once the game
       * moves on it goes, and the refresh below asks what is due now. */
      self->victim_hex = -1;
      tsl_choice_prompt_dismiss (TSL_CHOICE_PROMPT (self->prompt));
    }
  if (!applied || finishes_step (type))
    {
      _tsl_catan_view_reset_modules (self);
      self->mode = MODE_ALL;
      self->n_picked_edges = 0;
      tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), NULL, 0);
    }
  if (self->game == NULL)
    return;
  if (applied && self->has_info)
    {
      g_autofree TslCatanInfo *before = g_memdup2 (&self->info, sizeof self->info);
      gint before_viewer = self->viewer;

      _tsl_catan_view_refresh (self);
      _tsl_catan_view_notice_action (self, before, before_viewer, index);
    }
  else
    _tsl_catan_view_refresh (self);
  if (applied)
    {
      TslCatanTargets spots = { 0, };

      _tsl_catan_view_move_spots (self, tsl_game_get_move (self->game, index), &spots);
      tsl_catan_board_set_last_move (TSL_CATAN_BOARD (self->board), &spots);
      for (guint i = 0; i < tsl_catan_view_n_modules; i++)
        if (tsl_catan_view_modules[i]->note_move != NULL)
          tsl_catan_view_modules[i]->note_move (self, self->module_data[i], index);
    }
  else
    tsl_catan_board_set_last_move (TSL_CATAN_BOARD (self->board), NULL);
  if (!applied || type == TSL_CATAN_ROLL)
    update_dice (self, applied);
}

static void
activate_primary (TslGameView *view)
{
  TslCatanView *self = TSL_CATAN_VIEW (view);

  if (self->game != NULL && tsl_game_is_over (self->game))
    gtk_stack_set_visible_child_name (GTK_STACK (self->view_stack), "victory");
  else if (_tsl_catan_view_has_legal (self, TSL_CATAN_ROLL))
    gtk_widget_activate_action (GTK_WIDGET (self), "catan.roll", NULL);
  else if (_tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN))
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

/* A question answered or cancelled without a move leaves the position as
 * it was: ask again what it demands (an offer waiting for an answer). */
static gboolean
prompt_again_idle (gpointer data)
{
  TslCatanView *self = data;

  self->prompt_idle = 0;
  if (self->game != NULL && !_tsl_catan_view_asking (self) && !tsl_game_is_over (self->game)
      && !gtk_widget_get_visible (self->privacy_box))
    _tsl_catan_view_prompt (self);
  return G_SOURCE_REMOVE;
}

static void
prompt_visible_cb (TslCatanView *self)
{
  if (!gtk_widget_get_visible (self->prompt) && self->prompt_idle == 0)
    self->prompt_idle = g_idle_add (prompt_again_idle, self);
}

static void
tsl_catan_view_dispose (GObject *object)
{
  TslCatanView *self = TSL_CATAN_VIEW (object);

  g_clear_handle_id (&self->prompt_idle, g_source_remove);
  G_OBJECT_CLASS (tsl_catan_view_parent_class)->dispose (object);
}

static void
tsl_catan_view_finalize (GObject *object)
{
  TslCatanView *self = TSL_CATAN_VIEW (object);

  g_clear_object (&self->settings);
  tsl_move_list_clear (&self->legal);
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    g_free (self->module_data[i]);
  g_free (self->module_data);
  g_free (self->mode_status);
  G_OBJECT_CLASS (tsl_catan_view_parent_class)->finalize (object);
}

/* The setup page's preview: the board of a new game with its options
 * (the scenario's pieces among them), drawn as the board widget draws it. */
static gboolean
setup_preview (cairo_t    *cr,
               double      width,
               double      height,
               TslEngine  *engine,
               JsonObject *options,
               guint       n_players,
               guint64     seed)
{
  g_autofree gpointer state = tsl_engine_state_new (engine);
  TslCatanInfo info;

  if (!tsl_engine_init_state (engine, state, options, CLAMP (n_players, 2, 4), seed, NULL, NULL))
    return FALSE;
  tsl_catan_info_read (state, -1, &info);
  tsl_catan_board_draw_preview (cr, &info, width, height);
  return TRUE;
}

static void
show_hint (TslGameView   *view,
           const TslMove *move)
{
  TslCatanView *self = TSL_CATAN_VIEW (view);
  TslCatanTargets spots = { 0, };

  if (move != NULL)
    _tsl_catan_view_move_spots (self, move, &spots);
  tsl_catan_board_set_hint (TSL_CATAN_BOARD (self->board), &spots);
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
  g_type_ensure (TSL_TYPE_CHOICE_PROMPT);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/catan/tsl-catan-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, view_stack);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, thinking_spinner);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, board);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, dice);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, dice_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, dice_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, module_actions);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, module_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, more_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, players_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, bank_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, log_scroll);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, prompt);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, more_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, more_popover);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, bottom_bar);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, log_list);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, hand_owner_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, hand);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, knight_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, road_building_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, year_of_plenty_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, monopoly_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanView, card_tiles);
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
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    if (tsl_catan_view_modules[i]->class_init != NULL)
      tsl_catan_view_modules[i]->class_init (widget_class);

  object_class->dispose = tsl_catan_view_dispose;
  object_class->finalize = tsl_catan_view_finalize;
  view_class->forget_session = close_dialogs;
  view_class->update = update;
  view_class->activate_primary = activate_primary;
  view_class->show_hint = show_hint;
  tsl_game_view_class_set_game (view_class, "catan", tsl_catan_view_draw_preview, tsl_catan_screenshots);
  tsl_game_view_class_set_setup_preview (view_class, setup_preview);
}

static void
add_cost (GtkWidget    *box,
          const guint8 *cost)
{
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    for (guint i = 0; i < cost[r]; i++)
      gtk_box_append (GTK_BOX (box), tsl_catan_resource_icon_new (r, 14));
}

static GtkWidget *
cost_box (GtkWidget *button)
{
  /* The button's child box holds the label, then the cost box. */
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));

  return gtk_widget_get_last_child (box);
}

/* The action bar's icons: the build buttons' pieces, in the colour of the
 * player whose hand is shown; two arrows for trading, a die (or a card
 * when a module turns one over instead) and a closing bar for the turn. */
static void
draw_bar_icon (GtkDrawingArea *area,
               cairo_t        *cr,
               int             width,
               int             height,
               gpointer        user_data)
{
  TslCatanView *self = g_object_get_data (G_OBJECT (area), "tsl-view");
  const GdkRGBA *color = &self->colors[CLAMP (self->viewer, 0, TSL_MAX_PLAYERS - 1)];
  double size = MIN (width, height);
  GdkRGBA ink;
  gboolean card = FALSE;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (GTK_WIDGET (area)), &ink);
  G_GNUC_END_IGNORE_DEPRECATIONS
  gdk_cairo_set_source_rgba (cr, &ink);
  cairo_set_line_width (cr, 1.5);
  switch (GPOINTER_TO_INT (user_data))
    {
    case TSL_CATAN_BUILD_ROAD:
      tsl_catan_art_road (cr, 2, height - 3, width - 2, 3, size * 0.28, color);
      break;
    case TSL_CATAN_BUILD_SETTLEMENT:
      tsl_catan_art_settlement (cr, width / 2.0, height / 2.0, size * 0.9, color);
      break;
    case TSL_CATAN_BUILD_CITY:
      tsl_catan_art_city (cr, width / 2.0, height / 2.0, size * 0.9, color);
      break;
    case TSL_CATAN_MARITIME_TRADE:
      /* → over ← */
      cairo_move_to (cr, 2, 5);
      cairo_line_to (cr, width - 3, 5);
      cairo_move_to (cr, width - 6, 2);
      cairo_line_to (cr, width - 3, 5);
      cairo_line_to (cr, width - 6, 8);
      cairo_move_to (cr, width - 2, height - 5);
      cairo_line_to (cr, 3, height - 5);
      cairo_move_to (cr, 6, height - 8);
      cairo_line_to (cr, 3, height - 5);
      cairo_line_to (cr, 6, height - 2);
      cairo_stroke (cr);
      break;
    case TSL_CATAN_ROLL:
      TSL_CATAN_VIEW_FOREACH_MODULE (i, module, &self->info)
        card |= module->roll_label != NULL;
      if (card)
        {
          cairo_rectangle (cr, width * 0.22, 1.5, width * 0.56, height - 3);
          cairo_stroke (cr);
          break;
        }
      cairo_rectangle (cr, 1.5, 1.5, width - 3, height - 3);
      cairo_stroke (cr);
      for (guint pip = 0; pip < 3; pip++)
        {
          cairo_arc (cr, width * (0.3 + 0.2 * pip), height * (0.3 + 0.2 * pip), size * 0.09, 0, 2 * G_PI);
          cairo_fill (cr);
        }
      break;
    default:
      /* The turn handed on: an arrow up to a bar. */
      cairo_move_to (cr, 2, height / 2.0);
      cairo_line_to (cr, width - 5, height / 2.0);
      cairo_move_to (cr, width - 9, height / 2.0 - 4);
      cairo_line_to (cr, width - 5, height / 2.0);
      cairo_line_to (cr, width - 9, height / 2.0 + 4);
      cairo_move_to (cr, width - 2, 2);
      cairo_line_to (cr, width - 2, height - 2);
      cairo_stroke (cr);
      break;
    }
}

static GtkWidget *
bar_icon_new (TslCatanView   *self,
              TslCatanAction  type)
{
  GtkWidget *icon = gtk_drawing_area_new ();

  gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 16);
  gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 16);
  gtk_widget_set_valign (icon, GTK_ALIGN_CENTER);
  g_object_set_data (G_OBJECT (icon), "tsl-view", self);
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), draw_bar_icon, GINT_TO_POINTER (type), NULL);
  self->bar_icons[self->n_bar_icons++] = icon;
  return icon;
}

/* A build button: its label, then its cost; the piece goes before the label. */
static void
add_piece_icon (TslCatanView   *self,
                GtkWidget      *button,
                TslCatanAction  type)
{
  GtkWidget *box = gtk_button_get_child (GTK_BUTTON (button));
  GtkWidget *label = gtk_widget_get_first_child (box);
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);

  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  g_object_ref (label);
  gtk_box_remove (GTK_BOX (box), label);
  gtk_box_append (GTK_BOX (row), bar_icon_new (self, type));
  gtk_box_append (GTK_BOX (row), label);
  g_object_unref (label);
  gtk_box_prepend (GTK_BOX (box), row);
}

/* A button with a label only: the icon, then the label.
 * Returns: (transfer none): the label */
static GtkWidget *
add_label_icon (TslCatanView   *self,
                GtkWidget      *button,
                TslCatanAction  type)
{
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label = gtk_label_new_with_mnemonic (gtk_button_get_label (GTK_BUTTON (button)));

  gtk_widget_set_halign (row, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (row), bar_icon_new (self, type));
  gtk_box_append (GTK_BOX (row), label);
  gtk_button_set_child (GTK_BUTTON (button), row);
  return label;
}

static void
tsl_catan_view_init (TslCatanView *self)
{
  GApplication *app = g_application_get_default ();

  gtk_widget_init_template (GTK_WIDGET (self));
  tsl_game_view_set_log (TSL_GAME_VIEW (self), GTK_LIST_BOX (self->log_list),
                         TSL_GAME_VIEW_LOG_NEWEST_LAST);
  tsl_game_view_set_status_label (TSL_GAME_VIEW (self), GTK_LABEL (self->status_label));
  tsl_move_list_init (&self->legal);
  self->actor = -1;
  self->viewer = -1;
  self->revealed = -1;
  self->victim_hex = -1;
  for (guint i = 0; i < TSL_MAX_PLAYERS; i++)
    gdk_rgba_parse (&self->colors[i], "#9e9e9e");

  _tsl_catan_view_tiles_init (self);
  g_signal_connect_swapped (self->prompt, "notify::visible", G_CALLBACK (prompt_visible_cb), self);
  add_cost (cost_box (self->road_button), _tsl_catan_view_road_cost);
  add_piece_icon (self, self->road_button, TSL_CATAN_BUILD_ROAD);
  add_piece_icon (self, self->settlement_button, TSL_CATAN_BUILD_SETTLEMENT);
  add_piece_icon (self, self->city_button, TSL_CATAN_BUILD_CITY);
  add_label_icon (self, self->trade_button, TSL_CATAN_MARITIME_TRADE);
  self->roll_label = add_label_icon (self, self->roll_button, TSL_CATAN_ROLL);
  add_label_icon (self, self->end_turn_button, TSL_CATAN_END_TURN);
  add_cost (cost_box (self->settlement_button), _tsl_catan_view_settlement_cost);
  add_cost (cost_box (self->city_button), _tsl_catan_view_city_cost);
  add_cost (cost_box (self->dev_button), _tsl_catan_view_dev_cost);

  self->module_data = g_new0 (gpointer, tsl_catan_view_n_modules);
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      self->module_data[i] = module->data_size > 0 ? g_malloc0 (module->data_size) : NULL;
      if (module->init != NULL)
        module->init (self, self->module_data[i]);
    }

  if (TSL_IS_APPLICATION (app))
    self->settings = g_object_ref (tsl_application_get_settings (TSL_APPLICATION (app)));
}

/**
 * tsl_catan_view_get_hand_seat:
 *
 * Returns: whose hand is shown, or -1 before a game
 */
gint
tsl_catan_view_get_hand_seat (TslCatanView *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), -1);
  return self->viewer;
}

GtkWidget *
tsl_catan_view_get_board (TslCatanView *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), NULL);
  return self->board;
}

/**
 * tsl_catan_view_get_player_row:
 *
 * Returns: (transfer none) (nullable): the side panel's row of @seat
 */
GtkWidget *
tsl_catan_view_get_player_row (TslCatanView *self,
                               guint         seat)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), NULL);
  return seat < TSL_MAX_PLAYERS ? self->player_rows[seat] : NULL;
}

gboolean
tsl_catan_view_is_private (TslCatanView *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  return gtk_widget_get_visible (self->privacy_box);
}

/* Where three hexes meet, for the preview's pieces (off any game's board). */
static void
corner_point (const TslHexCoord hexes[3],
              double            *x,
              double            *y)
{
  double sx = 0, sy = 0;

  for (guint i = 0; i < 3; i++)
    {
      double hx, hy;

      tsl_catan_hex_center (hexes[i], &hx, &hy);
      sx += hx;
      sy += hy;
    }
  *x = sx / 3;
  *y = sy / 3;
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
  static const struct { int q, r; TslCatanTerrain terrain; int number; } hexes[] = {
    { 0, -1, TSL_CATAN_PASTURE, 5 }, { 1, -1, TSL_CATAN_FIELDS, 0 },
    { -1, 0, TSL_CATAN_FOREST, 0 }, { 0, 0, TSL_CATAN_HILLS, 8 }, { 1, 0, TSL_CATAN_MOUNTAINS, 0 },
    { -1, 1, TSL_CATAN_DESERT, 0 }, { 0, 1, TSL_CATAN_SEA, 0 },
    { -1, -1, TSL_CATAN_SEA, 0 }, { 2, -1, TSL_CATAN_SEA, 0 }, { -2, 1, TSL_CATAN_SEA, 0 },
    { 1, 1, TSL_CATAN_SEA, 0 }, { -2, 0, TSL_CATAN_SEA, 0 }, { 2, 0, TSL_CATAN_SEA, 0 },
    { 0, -2, TSL_CATAN_SEA, 0 }, { 1, -2, TSL_CATAN_SEA, 0 }, { -1, 2, TSL_CATAN_SEA, 0 },
    { 0, 2, TSL_CATAN_SEA, 0 },
  };
  /* The pieces: a red road and settlement north of the centre, a blue city west of it. */
  static const TslHexCoord road[2][3] = { { { 0, 0 }, { 1, -1 }, { 1, 0 } },
                                          { { 0, 0 }, { 1, -1 }, { 0, -1 } } };
  static const TslHexCoord settlement[3] = { { 0, 0 }, { 0, -1 }, { 1, -1 } };
  static const TslHexCoord city[3] = { { -1, 0 }, { 0, 0 }, { -1, 1 } };
  double size = MIN (width / (sqrt (3.0) * 4.2), height / 5.4);
  double road_x[2], road_y[2], x, y;
  GdkRGBA red, blue;

  cairo_rectangle (cr, 0, 0, width, height);
  cairo_set_source_rgb (cr, 0.117, 0.533, 0.898);
  cairo_fill (cr);
  for (guint i = 0; i < G_N_ELEMENTS (hexes); i++)
    {
      TslHexCoord hex = { hexes[i].q, hexes[i].r };

      tsl_catan_hex_center (hex, &x, &y);
      tsl_catan_art_terrain (cr, hexes[i].terrain, width / 2 + x * size, height / 2 + y * size,
                             size * 1.005, tsl_catan_hex_variation (hex));
      if (hexes[i].number > 0)
        tsl_catan_art_token (cr, hexes[i].number, width / 2 + x * size, height / 2 + y * size, size);
    }

  gdk_rgba_parse (&red, "#d32f2f");
  gdk_rgba_parse (&blue, "#1e63c8");
  for (guint i = 0; i < 2; i++)
    corner_point (road[i], &road_x[i], &road_y[i]);
  tsl_catan_art_road (cr, width / 2 + road_x[0] * size, height / 2 + road_y[0] * size,
                      width / 2 + road_x[1] * size, height / 2 + road_y[1] * size, size, &red);
  corner_point (settlement, &x, &y);
  tsl_catan_art_settlement (cr, width / 2 + x * size, height / 2 + y * size, size, &red);
  corner_point (city, &x, &y);
  tsl_catan_art_city (cr, width / 2 + x * size, height / 2 + y * size, size, &blue);
}
