/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tsl-catan.h"
#include "tsl-catan-board.h"
#include "tsl-catan-discard-dialog.h"
#include "tsl-catan-hand.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view-private.h"
#include "tsl-game-view.h"

/* The view's actions (buttons, key bindings) and the dialogs that open by
 * themselves when it is a human's step: discards, answers to offers, the
 * trade dialog, the choices of Year of Plenty and Monopoly. */

/* Discards, trade answers and the trade dialog open by themselves when it
 * is a human's step. */

static gboolean
discard_done_cb (TslMove  *move,
                 gpointer  user_data)
{
  TslCatanView *self = user_data;

  if (!_tsl_catan_view_apply (self, move))
    return FALSE;
  /* The dialog closes after this: look again then, as another human at
   * the table may have to discard too. */
  _tsl_catan_view_refresh_later (self);
  return TRUE;
}

static void
answer_cb (int      choice,
           gpointer user_data)
{
  TslCatanView *self = user_data;
  const TslMove *move;

  if (self->game != NULL && choice >= 0)
    {
      TslCatanAction type = choice == 0 && _tsl_catan_view_has_legal (self, TSL_CATAN_ACCEPT_TRADE)
                            ? TSL_CATAN_ACCEPT_TRADE : TSL_CATAN_REJECT_TRADE;

      move = _tsl_catan_view_find_legal (self, type);
      if (move != NULL)
        _tsl_catan_view_apply_copy (self, move);
    }
  g_object_unref (self);
}

/* The engine's own list ("2 brick, 1 grain"), so that the counts get the
 * plural forms of the log and not a label glued to a number. */
static char *
format_resources (const guint8 *counts)
{
  guint n[TSL_CATAN_N_RESOURCES];

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    n[r] = counts[r];
  return tsl_catan_cards_text (n, FALSE);
}

/* The cards and the gold of an offer (gold is a trade good in some modules). */
static char *
format_with_gold (const guint8 *counts,
                  guint         gold)
{
  g_autofree char *cards = format_resources (counts);
  g_autofree char *coins = NULL;
  guint n = 0;

  if (gold == 0)
    return g_steal_pointer (&cards);
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    n += counts[r];
  /* Translators: an amount of gold in a trade, e.g. "3 gold" */
  coins = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", gold), gold);
  if (n == 0)
    return g_steal_pointer (&coins);
  /* Translators: cards and gold in a trade, e.g. "2 lumber, 1 gold" */
  return g_strdup_printf (_("%s, %s"), cards, coins);
}

static void
ask_trade_answer (TslCatanView *self)
{
  const TslCatanInfo *info = &self->info;
  g_autofree char *give = format_with_gold (info->trade_give, info->trade_give_gold);
  g_autofree char *get = format_with_gold (info->trade_get, info->trade_get_gold);
  g_autofree char *primary = NULL;
  g_autofree char *secondary = NULL;
  const char *labels[3] = { NULL, NULL, NULL };
  guint n = 0;

  /* Translators: the player who is asked, then the one who offers, e.g.
   * "Anna, Bob offers you a trade". */
  primary = g_strdup_printf (_("%s, %s offers you a trade"),
                             _tsl_catan_view_seat_name (self, self->actor),
                             _tsl_catan_view_seat_name (self, info->trade_from));
  /* Translators: two lists of cards, "2 brick, 1 grain": what the offering
   * player gives you and what they want from you. */
  secondary = g_strdup_printf (_("You get: %s\nYou give: %s"), give, get);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_ACCEPT_TRADE))
    labels[n++] = _("_Accept");
  labels[n++] = _("_Decline");
  if (n == 1)
    labels[0] = _("_Decline");
  _tsl_catan_view_ask (self, primary, secondary, labels,
                       FALSE, answer_cb, g_object_ref (self));
}

void
_tsl_catan_view_prompt (TslCatanView *self)
{
  if (!_tsl_catan_view_usable (self))
    return;

  if (_tsl_catan_view_has_legal (self, TSL_CATAN_DISCARD) && self->discard_dialog == NULL)
    {
      const TslCatanPlayerInfo *player = &self->info.players[self->actor];
      gint n = player->discard > 0 ? player->discard : player->n_resources / 2;

      self->discard_dialog = tsl_catan_discard_dialog_new (GTK_WIDGET (self), self->actor,
                                                           _tsl_catan_view_seat_name (self, self->actor),
                                                           player->resources, n,
                                                           discard_done_cb, self);
      g_object_add_weak_pointer (G_OBJECT (self->discard_dialog), (gpointer *) &self->discard_dialog);
      gtk_window_present (self->discard_dialog);
    }
  else if ((_tsl_catan_view_has_legal (self, TSL_CATAN_ACCEPT_TRADE)
            || _tsl_catan_view_has_legal (self, TSL_CATAN_REJECT_TRADE))
           && !_tsl_catan_view_asking (self))
    ask_trade_answer (self);
  else if (_tsl_catan_view_has_legal (self, TSL_CATAN_CANCEL_TRADE) && self->trade_dialog == NULL)
    tsl_catan_view_open_trade (self);
  else
    for (guint i = 0; i < tsl_catan_view_n_modules; i++)
      {
        const TslCatanViewModule *module = tsl_catan_view_modules[i];

        if (module->prompt != NULL && (module->active == NULL || module->active (&self->info))
            && module->prompt (self, self->module_data[i]))
          return;
      }
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
  if (self->session == NULL || !_tsl_catan_view_usable (self))
    return NULL;
  self->trade_dialog = tsl_catan_trade_dialog_new (GTK_WIDGET (self), self->session, self->actor);
  g_object_add_weak_pointer (G_OBJECT (self->trade_dialog), (gpointer *) &self->trade_dialog);
  gtk_window_present (self->trade_dialog);
  return self->trade_dialog;
}

/* Actions */

static void
apply_first (TslCatanView   *self,
             TslCatanAction  type)
{
  const TslMove *move = _tsl_catan_view_find_legal (self, type);

  if (move != NULL)
    _tsl_catan_view_apply_copy (self, move);
}

/* A second press of the same button goes back to every option. */
void
_tsl_catan_view_set_mode (TslCatanView *self,
                          ViewMode      mode)
{
  self->mode = self->mode == mode ? MODE_ALL : mode;
  self->n_picked_edges = 0;
  _tsl_catan_view_reset_modules (self);
  tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), NULL, 0);
  tsl_game_view_set_explanation (TSL_GAME_VIEW (self), NULL);
  _tsl_catan_view_refresh (self);
  gtk_widget_grab_focus (self->board);
}

static void
roll_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  apply_first (TSL_CATAN_VIEW (widget), TSL_CATAN_ROLL);
}

static void
end_turn_action (GtkWidget  *widget,
                 const char *name,
                 GVariant   *parameter)
{
  apply_first (TSL_CATAN_VIEW (widget), TSL_CATAN_END_TURN);
}

static void
build_road_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  _tsl_catan_view_set_mode (TSL_CATAN_VIEW (widget), MODE_ROAD);
}

static void
build_settlement_action (GtkWidget  *widget,
                         const char *name,
                         GVariant   *parameter)
{
  _tsl_catan_view_set_mode (TSL_CATAN_VIEW (widget), MODE_SETTLEMENT);
}

static void
build_city_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  _tsl_catan_view_set_mode (TSL_CATAN_VIEW (widget), MODE_CITY);
}

static void
buy_dev_card_action (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  apply_first (TSL_CATAN_VIEW (widget), TSL_CATAN_BUY_DEV_CARD);
}

static void
play_knight_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  _tsl_catan_view_set_mode (TSL_CATAN_VIEW (widget), MODE_KNIGHT);
}

static void
play_road_building_action (GtkWidget  *widget,
                           const char *name,
                           GVariant   *parameter)
{
  _tsl_catan_view_set_mode (TSL_CATAN_VIEW (widget), MODE_ROAD_BUILDING);
}

static void
finish_road_building_action (GtkWidget  *widget,
                             const char *name,
                             GVariant   *parameter)
{
  _tsl_catan_view_finish_road_building (TSL_CATAN_VIEW (widget));
}

static const char * const *
resource_labels (void)
{
  static const char *labels[TSL_CATAN_N_RESOURCES + 1];

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    labels[r] = tsl_catan_resource_label (r);
  labels[TSL_CATAN_N_RESOURCES] = NULL;
  return labels;
}

typedef struct
{
  TslCatanView *view;
  gint          first;
} PlentyChoice;

/* Plays Year of Plenty for FIRST and SECOND, or for FIRST alone when
 * SECOND is -1 (the bank's last card). */
static void
apply_plenty (TslCatanView *self,
              gint          first,
              gint          second)
{
  TslMove move = _tsl_catan_view_candidate (self, TSL_CATAN_PLAY_YEAR_OF_PLENTY);

  move.count[first]++;
  if (second >= 0)
    move.count[second]++;
  _tsl_catan_view_apply (self, &move);
}

static guint
bank_total (TslCatanView *self)
{
  guint total = 0;

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    total += self->info.bank[r];
  return total;
}

static void
plenty_second_cb (int      choice,
                  gpointer user_data)
{
  PlentyChoice *data = user_data;
  TslCatanView *self = data->view;

  if (choice >= 0 && self->game != NULL)
    apply_plenty (self, data->first, choice);
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
  _tsl_catan_view_ask (data->view, _("Year of Plenty: second resource"),
                       _("Take a second resource card from the bank."),
                       resource_labels (), TRUE, plenty_second_cb, data);
}

static void
play_year_of_plenty_action (GtkWidget  *widget,
                            const char *name,
                            GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  PlentyChoice *data;

  /* One card left in the bank: there is nothing to choose, the card takes it. */
  if (bank_total (self) == 1)
    {
      for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
        if (self->info.bank[r] > 0)
          apply_plenty (self, (gint) r, -1);
      return;
    }
  data = g_new0 (PlentyChoice, 1);
  data->view = g_object_ref (self);
  _tsl_catan_view_ask (self, _("Year of Plenty: first resource"),
                       _("Take any two resource cards from the bank."),
                       resource_labels (), TRUE, plenty_first_cb, data);
}

static void
monopoly_cb (int      choice,
             gpointer user_data)
{
  TslCatanView *self = user_data;

  if (choice >= 0 && self->game != NULL)
    {
      TslMove move = _tsl_catan_view_candidate (self, TSL_CATAN_PLAY_MONOPOLY);

      move.arg[0] = choice;
      _tsl_catan_view_apply (self, &move);
    }
  g_object_unref (self);
}

static void
play_monopoly_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);

  _tsl_catan_view_ask (self, _("Monopoly"),
                       _("Every other player gives you all their cards of the resource you name."),
                       resource_labels (), TRUE, monopoly_cb,
                       g_object_ref (self));
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

  /* Escape takes back a choice that may be taken back, and nothing else:
   * a question the rules demand stays. */
  if (tsl_choice_prompt_cancel (TSL_CHOICE_PROMPT (self->prompt)))
    return;
  self->mode = MODE_ROAD;   /* set_mode() toggles back to MODE_ALL */
  _tsl_catan_view_set_mode (self, MODE_ROAD);
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

