/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-dialogs.h"
#include "tsl-game-view.h"
#include "tsl-net-lobby.h"
#include "tsl-net-seats.h"
#include "tsl-registry.h"
#include "tsl-seat-row.h"
#include "tsl-setup-page.h"
#include "tsl-window-private.h"

/*
 * The window at a network table: "Join a Network Game…" and hosting from
 * the setup page lead to the lobby page (TslNetLobby); once the game
 * begins the seat's game is shown like a local one, with the chat in its
 * log.  When the connection ends the window says why and goes back to the
 * launcher.
 */

static void
join_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TslWindow *self = TSL_WINDOW (widget);

  if (self->network)
    _tsl_window_clear_game (self);
  tsl_net_lobby_show_connect (TSL_NET_LOBBY (self->lobby));
  gtk_label_set_label (GTK_LABEL (self->title_label), _("Network Game"));
  _tsl_window_show_page (self, "lobby");
}

/* The setup page of the game played last, its second seat open to a
 * network player: the host picks the game, options and seats there. */
static void
host_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TslWindow *self = TSL_WINDOW (widget);
  g_autofree char *last = self->settings != NULL ? g_settings_get_string (self->settings, "last-game") : NULL;
  TslEngine *engine = last != NULL ? tsl_registry_lookup (last, NULL) : NULL;
  TslSetupPage *setup = TSL_SETUP_PAGE (self->setup_page);
  GtkWidget *row;

  if (engine == NULL)
    {
      g_autoptr(GPtrArray) engines = tsl_registry_list ();

      g_return_if_fail (engines->len > 0);
      engine = engines->pdata[0];
    }
  g_signal_emit_by_name (self->launcher, "game-selected", engine);
  row = tsl_setup_page_get_seat_row (setup, 0);
  if (row != NULL)
    tsl_seat_row_set_controller (TSL_SEAT_ROW (row), "human");
  row = tsl_setup_page_get_seat_row (setup, 1);
  if (row != NULL)
    tsl_seat_row_set_controller (TSL_SEAT_ROW (row), "open");
}

static void
view_chat_cb (TslGameView *view,
              const char  *text,
              TslWindow   *self)
{
  tsl_net_lobby_send_chat (TSL_NET_LOBBY (self->lobby), text);
}

static void
game_started_cb (TslNetLobby *lobby,
                 TslWindow   *self)
{
  TslSession *session = tsl_net_lobby_get_session (lobby);

  /* A new session (the first, or after a reconnection) replaces the
   * shown one; the connection stays. */
  if (self->session != NULL)
    {
      self->network = FALSE;
      _tsl_window_clear_game (self);
    }
  _tsl_window_show_session (self, session);
  self->network = TRUE;
  tsl_game_view_set_chat (TSL_GAME_VIEW (self->view), tsl_net_lobby_get_chat (lobby));
  g_signal_connect (self->view, "chat", G_CALLBACK (view_chat_cb), self);
  gtk_widget_set_visible (self->hand_over_button, tsl_net_lobby_can_hand_over (lobby));
}

static void
closed_cb (TslNetLobby  *lobby,
           const GError *error,
           TslWindow    *self)
{
  const char *page = tsl_window_get_page (self);

  if (!self->network && g_strcmp0 (page, "lobby") != 0)
    return;
  if (self->network)
    {
      self->network = FALSE;
      _tsl_window_clear_game (self);
    }
  _tsl_window_show_page (self, "launcher");
  tsl_dialogs_show_error (GTK_WIDGET (self), _("The network game ended"), error);
}

/* The host may let a computer player take an absent player's seat. */
static void
absent_changed_cb (TslNetLobby *lobby,
                   TslWindow   *self)
{
  gtk_widget_set_visible (self->hand_over_button, self->network && tsl_net_lobby_can_hand_over (lobby));
}

void
_tsl_window_net_init (TslWindow *self)
{
  self->lobby = tsl_net_lobby_new ();
  gtk_stack_add_named (GTK_STACK (self->stack), self->lobby, "lobby");
  g_signal_connect (self->lobby, "game-started", G_CALLBACK (game_started_cb), self);
  g_signal_connect (self->lobby, "closed", G_CALLBACK (closed_cb), self);
  g_signal_connect (self->lobby, "absent-changed", G_CALLBACK (absent_changed_cb), self);
  self->hand_over_button = gtk_button_new_with_mnemonic (_("Let a _Computer Play for Absent Players"));
  gtk_widget_set_visible (self->hand_over_button, FALSE);
  g_signal_connect_swapped (self->hand_over_button, "clicked", G_CALLBACK (tsl_net_lobby_hand_over), self->lobby);
  gtk_header_bar_pack_end (GTK_HEADER_BAR (self->header_bar), self->hand_over_button);
}

/* The class's actions of this file. */
void
_tsl_window_net_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.join", NULL, join_action);
  gtk_widget_class_install_action (widget_class, "win.host", NULL, host_action);
}

/**
 * _tsl_window_net_host:
 * @game: the game the setup page made, its network seats "open"
 *
 * Hosts a table for @game's engine, options and seats in this process and
 * seats the first person of this computer at it; the server draws the
 * game's seed itself.
 */
void
_tsl_window_net_host (TslWindow *self,
                      TslGame   *game)
{
  guint n = tsl_game_get_n_players (game);
  g_autofree const char **seats = g_new0 (const char *, n + 1);
  g_autofree const char **names = g_new0 (const char *, n + 1);
  g_autoptr(GError) error = NULL;
  gint own = -1;

  for (guint i = 0; i < n; i++)
    {
      const char *controller = tsl_game_get_seat_controller (game, i);

      names[i] = tsl_game_get_seat_name (game, i);
      seats[i] = g_str_has_prefix (controller, "ai:") ? controller : "open";
      if (g_strcmp0 (controller, "human") != 0)
        continue;
      if (own >= 0)
        {
          g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                               _("At a network table one seat is played at this computer: make the other "
                                 "people network players or computer players."));
          tsl_dialogs_show_error (GTK_WIDGET (self), _("Could not open the table"), error);
          return;
        }
      own = (gint) i;
    }
  if (own < 0)
    {
      g_set_error_literal (&error, G_IO_ERROR, G_IO_ERROR_INVALID_ARGUMENT,
                           _("Make one seat “Human”: the seat played at this computer."));
      tsl_dialogs_show_error (GTK_WIDGET (self), _("Could not open the table"), error);
      return;
    }
  _tsl_window_clear_game (self);
  if (!tsl_net_lobby_host (TSL_NET_LOBBY (self->lobby), tsl_game_get_engine (game),
                           tsl_game_get_options (game), seats, names, (guint) own, &error))
    {
      tsl_dialogs_show_error (GTK_WIDGET (self), _("Could not open the table"), error);
      return;
    }
  gtk_label_set_label (GTK_LABEL (self->title_label), _("Network Game"));
  _tsl_window_show_page (self, "lobby");
}

/* Closes the network table's connection (and the hosted server). */
void
_tsl_window_net_leave (TslWindow *self)
{
  if (self->lobby == NULL)
    return;
  self->network = FALSE;
  gtk_widget_set_visible (self->hand_over_button, FALSE);
  tsl_net_lobby_leave (TSL_NET_LOBBY (self->lobby));
}

/**
 * tsl_window_join:
 * @address: a host's address, "192.168.1.20:7526"
 *
 * Shows the join page connecting to @address (`tessella --join`).
 */
void
tsl_window_join (TslWindow  *self,
                 const char *address)
{
  g_return_if_fail (TSL_IS_WINDOW (self));
  gtk_widget_activate_action (GTK_WIDGET (self), "win.join", NULL);
  tsl_net_lobby_connect (TSL_NET_LOBBY (self->lobby), address);
}

/**
 * tsl_window_get_lobby:
 *
 * Returns: (transfer none): the network table's page (a #TslNetLobby)
 */
GtkWidget *
tsl_window_get_lobby (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  return self->lobby;
}
