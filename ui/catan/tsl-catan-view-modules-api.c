/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-view-private.h"

/* What the view offers its modules (tsl-catan-view-module.h): their own
 * data, places for their widgets, the hand's tiles and a mode in which a
 * click on the board sends one of their moves. */

/**
 * _tsl_catan_view_module_data:
 *
 * Returns: (transfer none): @module's data in @self, for an action's
 *   callback that has only the view
 */
gpointer
_tsl_catan_view_module_data (TslCatanView             *self,
                             const TslCatanViewModule *module)
{
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    if (tsl_catan_view_modules[i] == module)
      return self->module_data[i];
  g_return_val_if_reached (NULL);
}

/* Each module's widgets are created hidden; its update hook shows them. */
static void
add_hidden (GtkWidget *box,
            GtkWidget *widget)
{
  gtk_widget_set_visible (widget, FALSE);
  gtk_box_append (GTK_BOX (box), widget);
}

static GtkWidget *
action_button (const char *label,
               const char *action,
               const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  return button;
}

/**
 * _tsl_catan_view_add_action:
 * @label: the mnemonic label
 * @action: the view's action the button activates
 * @tooltip: what it does, with its key
 *
 * Returns: (transfer none): a button in the action bar, after Trade
 */
GtkWidget *
_tsl_catan_view_add_action (TslCatanView *self,
                            const char   *label,
                            const char   *action,
                            const char   *tooltip)
{
  GtkWidget *button = action_button (label, action, tooltip);

  add_hidden (self->module_actions, button);
  return button;
}

/**
 * _tsl_catan_view_add_overflow:
 *
 * Returns: (transfer none): a button in the overflow menu of rare actions,
 *   which a choice closes
 */
GtkWidget *
_tsl_catan_view_add_overflow (TslCatanView *self,
                              const char   *label,
                              const char   *action,
                              const char   *tooltip)
{
  GtkWidget *button = action_button (label, action, tooltip);

  add_hidden (self->more_box, button);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (gtk_popover_popdown), self->more_popover);
  return button;
}

/* In the side column, between the players and the bank */
void
_tsl_catan_view_add_panel (TslCatanView *self,
                           GtkWidget    *panel)
{
  add_hidden (self->module_box, panel);
}

/* Beside the dice (a second roll, a card turned over instead) */
void
_tsl_catan_view_add_dice (TslCatanView *self,
                          GtkWidget    *widget)
{
  add_hidden (self->dice_box, widget);
}

/* Whether the privacy screen covers the hand */
gboolean
_tsl_catan_view_hand_hidden (TslCatanView *self)
{
  return gtk_widget_get_visible (self->privacy_box);
}

/**
 * _tsl_catan_view_set_move_mode:
 * @move: the move a click sends, arg[0] set to the spot clicked (its
 *   counts are kept: what the module's steps chose)
 * @kind: the spot, 'v', 'e' or 'h'
 * @locks_turn: whether rolling and ending the turn wait for the click
 * @status: (transfer full): the status line meanwhile
 *
 * Asks for a spot on the board; pressed again, goes back to every option.
 */
void
_tsl_catan_view_set_move_mode (TslCatanView  *self,
                               const TslMove *move,
                               char           kind,
                               gboolean       locks_turn,
                               char          *status)
{
  gboolean again = self->mode == MODE_MOVE && self->mode_move.type == move->type;

  self->mode_move = *move;
  self->mode_kind = kind;
  self->mode_locks_turn = locks_turn;
  g_free (self->mode_status);
  self->mode_status = status;
  if (again)
    _tsl_catan_view_set_mode (self, MODE_MOVE);
  else
    {
      self->mode = MODE_ALL;
      _tsl_catan_view_set_mode (self, MODE_MOVE);
    }
}

/* A step finished or given up: the modules forget what was picked. */
void
_tsl_catan_view_reset_modules (TslCatanView *self)
{
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    if (tsl_catan_view_modules[i]->reset_step != NULL)
      tsl_catan_view_modules[i]->reset_step (self, self->module_data[i]);
}

static gboolean
refresh_idle_cb (gpointer user_data)
{
  TslCatanView *self = user_data;

  if (self->game != NULL)
    _tsl_catan_view_refresh (self);
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

/* Once a dialog has closed: another human at the table may have a step. */
void
_tsl_catan_view_refresh_later (TslCatanView *self)
{
  g_idle_add (refresh_idle_cb, g_object_ref (self));
}
