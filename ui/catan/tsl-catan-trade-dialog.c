/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-hand.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view-module.h"

/*
 * TslCatanTradeDialog: one dialog for both kinds of trade (rulebook §7):
 * give/get steppers per resource, the best bank rate the player has
 * (4:1, 3:1 or 2:1 by harbour), a domestic offer to every other player
 * with each answer listed (computer players answer through their AI as
 * the session plays their turn to respond), and the exchange confirmed
 * with one player who accepted.  In a game without domestic trade (the
 * option domestic_trade off) it is the bank's alone: no offer, no answers.
 */
struct _TslCatanTradeDialog
{
  GtkWindow      parent_instance;

  GtkWidget     *heading_label;
  GtkWidget     *grid;
  GtkWidget     *bank_button;
  GtkWidget     *offer_button;
  GtkWidget     *status_label;
  GtkWidget     *answers_heading;
  GtkWidget     *answers_list;
  GtkWidget     *bank_only_label;
  GtkWidget     *withdraw_button;
  GtkWidget     *have_labels[TSL_CATAN_N_RESOURCES];
  GtkWidget     *give_spins[TSL_CATAN_N_RESOURCES];
  GtkWidget     *get_spins[TSL_CATAN_N_RESOURCES];
  GtkWidget     *rate_labels[TSL_CATAN_N_RESOURCES];
  /* Gold, a row of its own in a module that trades it (Rivers of Catan) */
  GtkWidget     *gold_widgets[3];
  GtkWidget     *gold_have_label;
  GtkWidget     *gold_give_spin;
  GtkWidget     *gold_get_spin;

  TslSession    *session;
  TslGame       *game;
  gint           seat;
  TslCatanInfo   info;          /* read from the trading seat's view */
  gint           rates[TSL_CATAN_N_RESOURCES];
};

G_DEFINE_FINAL_TYPE (TslCatanTradeDialog, tsl_catan_trade_dialog, GTK_TYPE_WINDOW)

static void
get_amounts (TslCatanTradeDialog *self,
             gint                *give,
             gint                *get)
{
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      give[r] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->give_spins[r]));
      get[r] = gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->get_spins[r]));
    }
}

static gint
spin_value (GtkWidget *spin)
{
  return gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (spin));
}

static gboolean
apply (TslCatanTradeDialog *self,
       TslMove             *move)
{
  g_autoptr(GError) error = NULL;

  if (!tsl_session_apply_move (self->session, move, &error))
    {
      gtk_label_set_label (GTK_LABEL (self->status_label), error->message);
      return FALSE;
    }
  return TRUE;
}

static TslMove
new_move (TslCatanTradeDialog *self,
          TslCatanAction       type)
{
  TslMove move = { .type = type, .player = (gint8) self->seat };

  return move;
}

static gboolean
offer_pending (TslCatanTradeDialog *self)
{
  return self->info.trade_open && self->info.trade_from == self->seat;
}

/* Whether the amounts make a bank trade: each given resource a multiple
 * of its rate, as many cards got as rates paid, and nothing both ways. */
static gboolean
bank_trade_ok (TslCatanTradeDialog *self)
{
  gint give[TSL_CATAN_N_RESOURCES], get[TSL_CATAN_N_RESOURCES];
  gint units = 0, wanted = 0;

  get_amounts (self, give, get);
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      if (give[r] > 0 && get[r] > 0)
        return FALSE;
      if (give[r] % self->rates[r] != 0)
        return FALSE;
      units += give[r] / self->rates[r];
      wanted += get[r];
    }
  /* Gold traded: the bank sells it like a card and buys none. */
  if (spin_value (self->gold_give_spin) > 0)
    return FALSE;
  wanted += spin_value (self->gold_get_spin);
  return units > 0 && units == wanted;
}

static void
update_answers (TslCatanTradeDialog *self)
{
  GtkWidget *child;
  const TslCatanInfo *info = &self->info;

  while ((child = gtk_widget_get_first_child (self->answers_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->answers_list), child);

  for (guint seat = 0; seat < info->n_players; seat++)
    {
      GtkWidget *row, *name, *status, *button;
      const char *answer;
      gboolean accepted;

      if ((gint) seat == self->seat)
        continue;
      accepted = offer_pending (self) && (info->trade_accepted & (1u << seat));
      if (!offer_pending (self) || !(info->trade_to & (1u << seat)))
        answer = _("No offer");
      else if (accepted)
        answer = _("Accepts");
      else if (info->trade_rejected & (1u << seat))
        answer = _("Declines");
      else
        answer = _("Thinking…");

      row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      gtk_widget_set_margin_start (row, 8);
      gtk_widget_set_margin_end (row, 8);
      gtk_widget_set_margin_top (row, 4);
      gtk_widget_set_margin_bottom (row, 4);
      name = gtk_label_new (tsl_game_get_seat_name (self->game, seat));
      gtk_widget_set_hexpand (name, TRUE);
      gtk_label_set_xalign (GTK_LABEL (name), 0);
      status = gtk_label_new (answer);
      gtk_widget_add_css_class (status, "dim-label");
      button = gtk_button_new_with_mnemonic (_("_Accept"));
      gtk_widget_set_tooltip_text (button, _("Make the exchange with this player"));
      gtk_widget_set_visible (button, accepted && tsl_game_get_actor (self->game) == self->seat);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "trade.confirm");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "i", (gint) seat);
      gtk_box_append (GTK_BOX (row), name);
      gtk_box_append (GTK_BOX (row), status);
      gtk_box_append (GTK_BOX (row), button);
      gtk_list_box_append (GTK_LIST_BOX (self->answers_list), row);
    }
}

/* Without domestic trade the dialog is the bank's: no offer, no answers,
 * no gold to give (the bank buys none), and the bank's button the main one. */
static void
show_domestic (TslCatanTradeDialog *self,
               gboolean             domestic)
{
  gtk_widget_set_visible (self->offer_button, domestic);
  gtk_widget_set_visible (self->answers_heading, domestic);
  gtk_widget_set_visible (self->answers_list, domestic);
  gtk_widget_set_visible (self->bank_only_label, !domestic);
  if (!domestic)
    gtk_widget_set_visible (self->gold_give_spin, FALSE);
  if (domestic)
    gtk_widget_remove_css_class (self->bank_button, "suggested-action");
  else
    gtk_widget_add_css_class (self->bank_button, "suggested-action");
}

static void
update (TslCatanTradeDialog *self)
{
  g_autofree char *heading = NULL;
  g_autofree gpointer view = NULL;
  gboolean pending;
  gint actor = tsl_game_get_actor (self->game);

  if (self->seat < 0 || self->seat >= (gint) tsl_game_get_n_players (self->game))
    return;
  view = tsl_game_dup_view (self->game, self->seat);
  tsl_catan_info_read (view, self->seat, &self->info);

  pending = offer_pending (self);
  /* Translators: the trade dialog's heading, %s is the trading player. */
  heading = g_strdup_printf (_("%s trades"), tsl_game_get_seat_name (self->game, self->seat));
  gtk_label_set_label (GTK_LABEL (self->heading_label), heading);

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      char text[16];
      gint have = self->info.players[self->seat].resources[r];

      self->rates[r] = self->info.players[self->seat].trade_rate[r];
      g_snprintf (text, sizeof text, "%d", have);
      gtk_label_set_label (GTK_LABEL (self->have_labels[r]), text);
      g_snprintf (text, sizeof text, "%d:1", self->rates[r]);
      gtk_label_set_label (GTK_LABEL (self->rate_labels[r]), text);
      gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->give_spins[r]), 0, MAX (have, 0));
      gtk_widget_set_sensitive (self->give_spins[r], !pending);
      gtk_widget_set_sensitive (self->get_spins[r], !pending);
    }

  {
    char text[16];
    gboolean gold = FALSE;

    TSL_CATAN_VIEW_FOREACH_MODULE (i, module, &self->info)
      gold |= module->gold_in_trades;
    g_snprintf (text, sizeof text, "%u", self->info.players[self->seat].gold);
    gtk_label_set_label (GTK_LABEL (self->gold_have_label), text);
    gtk_spin_button_set_range (GTK_SPIN_BUTTON (self->gold_give_spin), 0,
                               MIN (self->info.players[self->seat].gold, 255));
    for (guint i = 0; i < G_N_ELEMENTS (self->gold_widgets); i++)
      gtk_widget_set_visible (self->gold_widgets[i], gold);
    gtk_widget_set_visible (self->gold_have_label, gold);
    gtk_widget_set_visible (self->gold_give_spin, gold);
    gtk_widget_set_visible (self->gold_get_spin, gold);
    gtk_widget_set_sensitive (self->gold_give_spin, !pending);
    gtk_widget_set_sensitive (self->gold_get_spin, !pending);
  }
  gtk_widget_set_sensitive (self->bank_button, !pending && actor == self->seat && bank_trade_ok (self));
  gtk_widget_set_sensitive (self->offer_button, !pending && actor == self->seat);
  show_domestic (self, self->info.domestic_trade);
  gtk_widget_set_visible (self->withdraw_button, pending);
  gtk_widget_set_sensitive (self->withdraw_button, pending && actor == self->seat);
  update_answers (self);

  if (pending)
    {
      const TslCatanInfo *info = &self->info;
      guint waiting = info->trade_to & ~(info->trade_accepted | info->trade_rejected);

      if (waiting != 0)
        gtk_label_set_label (GTK_LABEL (self->status_label), _("Offer made: waiting for answers."));
      else if (info->trade_accepted != 0)
        gtk_label_set_label (GTK_LABEL (self->status_label), _("Choose whom to trade with."));
      else
        /* Why, as far as the table may know: the computer players' rule
         * (tsl-catan-greedy-trade.c), not their hidden hands (tour D18). */
        gtk_label_set_label (GTK_LABEL (self->status_label),
                             _("Nobody accepts this offer. Computer players take a trade that brings them "
                               "nearer to what they are building, and none from a player close to winning. "
                               "Withdraw it to trade otherwise."));
    }
}

static void
amounts_changed_cb (TslCatanTradeDialog *self)
{
  gboolean pending = offer_pending (self);

  gtk_widget_set_sensitive (self->bank_button,
                            !pending && tsl_game_get_actor (self->game) == self->seat
                            && bank_trade_ok (self));
}

static void
reset_amounts (TslCatanTradeDialog *self)
{
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->give_spins[r]), 0);
      gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->get_spins[r]), 0);
    }
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->gold_give_spin), 0);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->gold_get_spin), 0);
}

/**
 * tsl_catan_trade_dialog_trade_with_bank:
 *
 * Trades with the bank, one card at a time at the player's best rate for
 * each resource given.
 */
gboolean
tsl_catan_trade_dialog_trade_with_bank (TslCatanTradeDialog *self)
{
  gint give[TSL_CATAN_N_RESOURCES], get[TSL_CATAN_N_RESOURCES];
  gint gold;
  guint done = 0;

  g_return_val_if_fail (TSL_IS_CATAN_TRADE_DIALOG (self), FALSE);
  if (!bank_trade_ok (self))
    {
      gtk_label_set_label (GTK_LABEL (self->status_label),
                           _("Give the bank its rate for every card you want."));
      return FALSE;
    }

  get_amounts (self, give, get);
  gold = spin_value (self->gold_get_spin);
  for (guint g = 0; g <= TSL_CATAN_N_RESOURCES; g++)
    while (g < TSL_CATAN_N_RESOURCES ? get[g] > 0 : gold > 0)
      {
        TslMove move = new_move (self, TSL_CATAN_MARITIME_TRADE);
        guint r;

        for (r = 0; r < TSL_CATAN_N_RESOURCES && give[r] < self->rates[r]; r++)
          ;
        if (r == TSL_CATAN_N_RESOURCES)
          break;
        move.count[r] = (guint8) self->rates[r];
        /* After the five resources, the gold (count 10: one gold). */
        move.count[TSL_CATAN_N_RESOURCES + g] = 1;
        if (!apply (self, &move))
          {
            update (self);
            return FALSE;
          }
        give[r] -= self->rates[r];
        if (g < TSL_CATAN_N_RESOURCES)
          get[g]--;
        else
          gold--;
        done++;
      }
  reset_amounts (self);
  gtk_label_set_label (GTK_LABEL (self->status_label),
                       done > 0 ? _("Traded with the bank.") : "");
  update (self);
  return done > 0;
}

static void
bank_clicked_cb (TslCatanTradeDialog *self)
{
  tsl_catan_trade_dialog_trade_with_bank (self);
}

/**
 * tsl_catan_trade_dialog_offer:
 *
 * Offers the give/get amounts to every other player.
 */
gboolean
tsl_catan_trade_dialog_offer (TslCatanTradeDialog *self)
{
  TslMove move;
  gint give[TSL_CATAN_N_RESOURCES], get[TSL_CATAN_N_RESOURCES];

  g_return_val_if_fail (TSL_IS_CATAN_TRADE_DIALOG (self), FALSE);
  if (!self->info.domestic_trade)
    return FALSE;
  get_amounts (self, give, get);
  move = new_move (self, TSL_CATAN_OFFER_TRADE);
  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      move.count[r] = (guint8) give[r];
      move.count[TSL_CATAN_N_RESOURCES + r] = (guint8) get[r];
    }
  /* Gold given and asked for */
  move.count[2 * TSL_CATAN_N_RESOURCES] = (guint8) spin_value (self->gold_give_spin);
  move.count[2 * TSL_CATAN_N_RESOURCES + 1] = (guint8) spin_value (self->gold_get_spin);
  for (guint seat = 0; seat < tsl_game_get_n_players (self->game); seat++)
    if ((gint) seat != self->seat)
      move.arg[0] |= 1 << seat;
  /* The amounts lock while the offer is open: take the focus off them
   * first, or a spin button's text keeps blinking unfocused (GTK warns). */
  gtk_window_set_focus (GTK_WINDOW (self), NULL);
  if (!apply (self, &move))
    return FALSE;
  gtk_label_set_label (GTK_LABEL (self->status_label), _("Offer made: waiting for answers."));
  update (self);
  if (gtk_widget_get_sensitive (self->withdraw_button))
    gtk_widget_grab_focus (self->withdraw_button);
  return TRUE;
}

static void
offer_clicked_cb (TslCatanTradeDialog *self)
{
  tsl_catan_trade_dialog_offer (self);
}

static void
withdraw_clicked_cb (TslCatanTradeDialog *self)
{
  TslMove move = new_move (self, TSL_CATAN_CANCEL_TRADE);

  move.arg[0] = (gint32) self->info.trade_offer;
  if (apply (self, &move))
    gtk_label_set_label (GTK_LABEL (self->status_label), _("Offer withdrawn."));
}

static void
confirm_action (GtkWidget  *widget,
                const char *name,
                GVariant   *parameter)
{
  TslCatanTradeDialog *self = TSL_CATAN_TRADE_DIALOG (widget);
  TslMove move = new_move (self, TSL_CATAN_CONFIRM_TRADE);

  move.arg[0] = (gint32) self->info.trade_offer;
  move.arg[1] = g_variant_get_int32 (parameter);
  if (apply (self, &move))
    {
      reset_amounts (self);
      gtk_label_set_label (GTK_LABEL (self->status_label), _("Trade done."));
    }
}

static void
action_applied_cb (TslGame             *game,
                   guint                index,
                   TslCatanTradeDialog *self)
{
  update (self);
}

static void
tsl_catan_trade_dialog_dispose (GObject *object)
{
  TslCatanTradeDialog *self = TSL_CATAN_TRADE_DIALOG (object);

  if (self->game != NULL)
    g_signal_handlers_disconnect_by_data (self->game, self);
  g_clear_object (&self->session);
  self->game = NULL;
  G_OBJECT_CLASS (tsl_catan_trade_dialog_parent_class)->dispose (object);
}

static void
tsl_catan_trade_dialog_class_init (TslCatanTradeDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_catan_trade_dialog_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/catan/tsl-catan-trade-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, heading_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, grid);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, bank_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, offer_button);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, status_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, answers_heading);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, answers_list);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, bank_only_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanTradeDialog, withdraw_button);
  gtk_widget_class_bind_template_callback (widget_class, bank_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, offer_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, withdraw_clicked_cb);
  gtk_widget_class_install_action (widget_class, "trade.confirm", "i", confirm_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tsl_catan_trade_dialog_init (TslCatanTradeDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      GtkWidget *name = gtk_label_new (tsl_catan_resource_label (r));

      gtk_label_set_xalign (GTK_LABEL (name), 0);
      self->have_labels[r] = gtk_label_new ("0");
      self->give_spins[r] = gtk_spin_button_new_with_range (0, 19, 1);
      self->get_spins[r] = gtk_spin_button_new_with_range (0, 19, 1);
      self->rate_labels[r] = gtk_label_new ("4:1");
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->give_spins[r]),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL, -1);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (self->get_spins[r]),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, name, NULL, -1);
      g_signal_connect_swapped (self->give_spins[r], "value-changed",
                                G_CALLBACK (amounts_changed_cb), self);
      g_signal_connect_swapped (self->get_spins[r], "value-changed",
                                G_CALLBACK (amounts_changed_cb), self);
      gtk_grid_attach (GTK_GRID (self->grid), tsl_catan_resource_icon_new (r, 26), 0, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), name, 1, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), self->have_labels[r], 2, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), self->give_spins[r], 3, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), self->get_spins[r], 4, r + 1, 1, 1);
      gtk_grid_attach (GTK_GRID (self->grid), self->rate_labels[r], 5, r + 1, 1, 1);
    }

  /* Translators: Rivers of Catan, the gold row of the trade dialog */
  self->gold_widgets[0] = gtk_label_new (_("Gold"));
  gtk_label_set_xalign (GTK_LABEL (self->gold_widgets[0]), 0);
  self->gold_widgets[1] = gtk_label_new ("");
  /* Translators: Rivers of Catan, the bank's rate for gold: like a card */
  self->gold_widgets[2] = gtk_label_new (_("as a card"));
  self->gold_have_label = gtk_label_new ("0");
  self->gold_give_spin = gtk_spin_button_new_with_range (0, 255, 1);
  self->gold_get_spin = gtk_spin_button_new_with_range (0, 255, 1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->gold_give_spin),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->gold_widgets[0], NULL, -1);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (self->gold_get_spin),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, self->gold_widgets[0], NULL, -1);
  g_signal_connect_swapped (self->gold_give_spin, "value-changed", G_CALLBACK (amounts_changed_cb), self);
  g_signal_connect_swapped (self->gold_get_spin, "value-changed", G_CALLBACK (amounts_changed_cb), self);
  gtk_grid_attach (GTK_GRID (self->grid), self->gold_widgets[1], 0, TSL_CATAN_N_RESOURCES + 1, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), self->gold_widgets[0], 1, TSL_CATAN_N_RESOURCES + 1, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), self->gold_have_label, 2, TSL_CATAN_N_RESOURCES + 1, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), self->gold_give_spin, 3, TSL_CATAN_N_RESOURCES + 1, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), self->gold_get_spin, 4, TSL_CATAN_N_RESOURCES + 1, 1, 1);
  gtk_grid_attach (GTK_GRID (self->grid), self->gold_widgets[2], 5, TSL_CATAN_N_RESOURCES + 1, 1, 1);
  for (guint i = 0; i < G_N_ELEMENTS (self->gold_widgets); i++)
    gtk_widget_set_visible (self->gold_widgets[i], FALSE);
  gtk_widget_set_visible (self->gold_have_label, FALSE);
  gtk_widget_set_visible (self->gold_give_spin, FALSE);
  gtk_widget_set_visible (self->gold_get_spin, FALSE);
}

/* For the tests: the gold to give and to get. */
void
tsl_catan_trade_dialog_set_gold (TslCatanTradeDialog *self,
                                 guint                give,
                                 guint                get)
{
  g_return_if_fail (TSL_IS_CATAN_TRADE_DIALOG (self));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->gold_give_spin), give);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->gold_get_spin), get);
}

GtkWindow *
tsl_catan_trade_dialog_new (GtkWidget  *parent,
                            TslSession *session,
                            gint        seat)
{
  TslCatanTradeDialog *self = g_object_new (TSL_TYPE_CATAN_TRADE_DIALOG, NULL);
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;

  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));
  self->session = g_object_ref (session);
  self->game = tsl_session_get_game (session);
  self->seat = seat;
  g_signal_connect (self->game, "action-applied", G_CALLBACK (action_applied_cb), self);
  update (self);
  return GTK_WINDOW (self);
}

void
tsl_catan_trade_dialog_set_give (TslCatanTradeDialog *self,
                                 guint                resource,
                                 gint                 n)
{
  g_return_if_fail (TSL_IS_CATAN_TRADE_DIALOG (self) && resource < TSL_CATAN_N_RESOURCES);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->give_spins[resource]), n);
}

void
tsl_catan_trade_dialog_set_get (TslCatanTradeDialog *self,
                                guint                resource,
                                gint                 n)
{
  g_return_if_fail (TSL_IS_CATAN_TRADE_DIALOG (self) && resource < TSL_CATAN_N_RESOURCES);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->get_spins[resource]), n);
}
