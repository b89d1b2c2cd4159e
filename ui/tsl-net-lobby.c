/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-json-read.h"
#include "tsl-net-address.h"
#include "tsl-net-discovery.h"
#include "tsl-net-lan-list.h"
#include "tsl-net-lobby.h"
#include "tsl-net-player.h"
#include "tsl-net-protocol.h"
#include "tsl-net-seats.h"
#include "tsl-net-server.h"
#include "tsl-net-waiting-room.h"
#include "tsl-registry.h"

/*
 * TslNetLobby: the page between the launcher and a network game.  Joining,
 * it connects to the address the person gives, lists the server's tables
 * and seats them at the open seat they pick.  Hosting, it runs a server in
 * this process for one table (the same TslNetServer as `tessella-cli
 * serve`) and seats the host at it like any client.  Seated, it is the
 * waiting room (TslNetWaitingRoom): who sits where, the address friends
 * join at, and the chat, which goes on in the game's log.  A hosted table
 * begins when its host starts it, other tables when every open seat is
 * taken ("game-started"); a lost connection emits "closed".
 */

struct _TslNetLobby
{
  GtkWidget      parent_instance;

  GtkWidget     *scroller;
  GtkWidget     *title_label;
  GtkWidget     *status_label;
  GtkWidget     *connect_box;
  GtkWidget     *address_entry;
  GtkWidget     *name_entry;
  GSettings     *settings;      /* nullable: remembers the player's name */
  GtkWidget     *tables_list;
  GtkWidget     *waiting_room;

  GtkStringList *chat;
  TslNetServer  *server;        /* when this window hosts the table */
  TslNetClient  *client;
  TslNetPlayer  *player;
  GCancellable  *cancellable;
  char          *address;       /* what friends type, or what was typed */
  char          *table_id;      /* the table joined, once seated */
  char          *host_table;    /* hosting: the table to join once connected */
  guint          host_seat;
  char          *host_name;
  guint          port;          /* hosting: where the server listens */
  TslNetDiscovery *announcer;   /* hosting: the table announced on the local network */
  char          *host_token;    /* hosting: hands absent players' seats over */
  char          *computer_kind; /* hosting: the computer player that takes them */
  guint32        absent;        /* seats whose players lost the connection */
  guint          open_seats;    /* of the table joined, as last listed */
  GtkWidget     *lan_list;
  GtkWidget     *leave_button;
  /* A lost connection is tried again a few times with the seat's token
   * before the game is given up. */
  char          *uri;
  char          *rejoin_token;
  guint          rejoin_seat;
  guint          reconnects;
  guint          retry_id;
  JsonArray     *tables;        /* the server's tables, as last listed */
};

G_DEFINE_FINAL_TYPE (TslNetLobby, tsl_net_lobby, GTK_TYPE_WIDGET)

enum {
  SIGNAL_GAME_STARTED,
  SIGNAL_CLOSED,
  SIGNAL_ABSENT_CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
set_status (TslNetLobby *self,
            const char  *text)
{
  gtk_label_set_label (GTK_LABEL (self->status_label), text);
}

static void
add_chat_line (TslNetLobby *self,
               const char  *line)
{
  gtk_string_list_append (self->chat, line);
}

static void
set_absent (TslNetLobby *self,
            guint32      absent)
{
  if (self->absent == absent)
    return;
  self->absent = absent;
  tsl_net_waiting_room_set_can_hand_over (TSL_NET_WAITING_ROOM (self->waiting_room),
                                          tsl_net_lobby_can_hand_over (self));
  g_signal_emit (self, signals[SIGNAL_ABSENT_CHANGED], 0);
}

static void
disconnect (TslNetLobby *self)
{
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_clear_object (&self->player);
  if (self->client != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->client, self);
      tsl_net_client_close (self->client);
    }
  g_clear_object (&self->client);
  g_clear_object (&self->server);
  g_clear_pointer (&self->table_id, g_free);
  g_clear_pointer (&self->host_table, g_free);
  g_clear_pointer (&self->host_name, g_free);
  g_clear_pointer (&self->tables, json_array_unref);
  g_clear_pointer (&self->rejoin_token, g_free);
  g_clear_handle_id (&self->retry_id, g_source_remove);
  self->reconnects = 0;
  g_clear_object (&self->announcer);
  g_clear_pointer (&self->host_token, g_free);
  g_clear_pointer (&self->computer_kind, g_free);
  self->port = 0;
  set_absent (self, 0);
}

static void
tsl_net_lobby_dispose (GObject *object)
{
  TslNetLobby *self = TSL_NET_LOBBY (object);

  disconnect (self);
  g_clear_object (&self->chat);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->address, g_free);
  g_clear_pointer (&self->uri, g_free);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  G_OBJECT_CLASS (tsl_net_lobby_parent_class)->dispose (object);
}

static void
tsl_net_lobby_class_init (TslNetLobbyClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_net_lobby_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);

  /**
   * TslNetLobby::game-started:
   *
   * Every seat is taken and the first view came: the seat's session is
   * tsl_net_lobby_get_session() (again after a reconnection).
   */
  signals[SIGNAL_GAME_STARTED] =
    g_signal_new ("game-started", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  /**
   * TslNetLobby::closed:
   * @error: why
   *
   * The connection to the server ended or could not be made.
   */
  signals[SIGNAL_CLOSED] =
    g_signal_new ("closed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_ERROR);
  /**
   * TslNetLobby::absent-changed:
   *
   * A player lost the connection or came back: whether
   * tsl_net_lobby_can_hand_over() may have changed.
   */
  signals[SIGNAL_ABSENT_CHANGED] =
    g_signal_new ("absent-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
}



/* Asks for @seat with the name the entry holds, once it is a name. */
static gboolean
take_seat (TslNetLobby *self,
           const char  *table,
           guint        seat)
{
  g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->name_entry))));

  if (*name == '\0')
    {
      set_status (self, _("Enter your name first: the other players see it."));
      gtk_widget_grab_focus (self->name_entry);
      return FALSE;
    }
  if (g_utf8_strlen (name, -1) > 40)
    {
      set_status (self, _("Your name may have at most 40 characters."));
      return FALSE;
    }
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "network-name", name);
  tsl_net_client_join (self->client, table, seat, name);
  return TRUE;
}

static void
take_seat_cb (GtkButton   *button,
              TslNetLobby *self)
{
  take_seat (self, g_object_get_data (G_OBJECT (button), "table"),
             GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "seat")));
}


static void
show_tables (TslNetLobby *self,
             JsonArray   *tables)
{
  guint shown = 0;

  tsl_net_seats_clear (self->tables_list);
  for (guint i = 0; tables != NULL && i < json_array_get_length (tables); i++)
    {
      JsonNode *node = json_array_get_element (tables, i);
      GtkWidget *row = JSON_NODE_HOLDS_OBJECT (node) ? tsl_net_seats_table_row (json_node_get_object (node), G_CALLBACK (take_seat_cb), self) : NULL;

      if (row != NULL)
        {
          gtk_list_box_append (GTK_LIST_BOX (self->tables_list), row);
          shown++;
        }
    }
  gtk_widget_set_visible (self->tables_list, shown > 0);
  set_status (self, shown > 0
                    ? _("Enter your name and take an open seat.")
                    : _("This server has no table with an open seat.  Ask the host to open one, then connect again."));
}

static void
show_seats (TslNetLobby *self,
            JsonArray   *tables)
{
  JsonObject *table = NULL;
  guint open;

  for (guint i = 0; tables != NULL && i < json_array_get_length (tables); i++)
    {
      JsonNode *node = json_array_get_element (tables, i);

      if (JSON_NODE_HOLDS_OBJECT (node)
          && g_strcmp0 (tsl_json_string_member (json_node_get_object (node), "id"), self->table_id) == 0)
        table = json_node_get_object (node);
    }
  if (table == NULL || json_object_get_boolean_member_with_default (table, "started", FALSE))
    return;
  open = self->open_seats = tsl_net_waiting_room_show_table (TSL_NET_WAITING_ROOM (self->waiting_room), table,
                                                             tsl_net_client_get_seat (self->client),
                                                             self->server != NULL);
  if (tsl_net_waiting_room_can_start (TSL_NET_WAITING_ROOM (self->waiting_room)))
    {
      g_autofree char *waiting = open > 0
        ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                        "%u seat is still open.  Start when everyone is here, or now with a computer player in it.",
                                        "%u seats are still open.  Start when everyone is here, or now with computer players in them.",
                                        open), open)
        : g_strdup (_("Every seat is taken.  Start the game when you are ready."));
      /* Translators: %s is what friends type in "Join a Network Game…", e.g. "192.168.1.20:7526" */
      g_autofree char *text = g_strdup_printf (_("%s\nFriends join with “Join a Network Game…” at %s."),
                                               waiting, self->address);

      set_status (self, text);
    }
  else if (json_object_get_boolean_member_with_default (table, "start_by_host", FALSE))
    set_status (self, _("The host starts the game when everyone is here."));
  else if (open > 0)
    {
      g_autofree char *waiting = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                               "Waiting for %u more player.  The game begins when every seat is taken.",
                                                               "Waiting for %u more players.  The game begins when every seat is taken.",
                                                               open),
                                                  open);

      set_status (self, waiting);
    }
}

static void
request_tables (TslNetLobby *self)
{
  g_autoptr(JsonObject) message = tsl_net_message_new ("tables");

  tsl_net_client_send (self->client, message);
}

static void
show_waiting_room (TslNetLobby *self)
{
  gtk_label_set_label (GTK_LABEL (self->title_label), _("Waiting Room"));
  gtk_button_set_label (GTK_BUTTON (self->leave_button), _("_Leave the Table"));
  gtk_widget_set_visible (self->connect_box, FALSE);
  tsl_net_lan_list_stop (TSL_NET_LAN_LIST (self->lan_list));
  gtk_widget_set_visible (self->tables_list, FALSE);
  gtk_widget_set_visible (self->waiting_room, TRUE);
}

static guint32
seat_bit (JsonObject *message)
{
  gint64 seat = -1;

  if (!tsl_json_int_member (message, "seat", 0, TSL_MAX_PLAYERS - 1, &seat))
    return 0;
  return 1u << seat;
}

static const char *
seat_name (JsonObject *message)
{
  const char *name = tsl_json_string_member (message, "name");

  return name != NULL ? name : "?";
}

static void
message_cb (TslNetClient *client,
            JsonObject   *message,
            TslNetLobby  *self)
{
  const char *type = tsl_json_string_member (message, "type");
  g_autofree char *line = NULL;

  if (g_strcmp0 (type, "tables") == 0)
    {
      JsonArray *tables = tsl_json_array_member (message, "tables");

      g_clear_pointer (&self->tables, json_array_unref);
      if (tables != NULL)
        self->tables = json_array_ref (tables);
      if (self->table_id == NULL)
        show_tables (self, tables);
      else
        show_seats (self, tables);
    }
  else if (g_strcmp0 (type, "joined") == 0)
    {
      gint64 seat = 0;

      g_free (self->table_id);
      self->table_id = g_strdup (tsl_json_string_member (message, "table"));
      g_free (self->rejoin_token);
      self->rejoin_token = g_strdup (tsl_json_string_member (message, "token"));
      tsl_json_int_member (message, "seat", 0, TSL_MAX_PLAYERS - 1, &seat);
      self->rejoin_seat = (guint) seat;
      self->reconnects = 0;
      show_waiting_room (self);
      request_tables (self);
    }
  else if (g_strcmp0 (type, "seated") == 0)
    /* Translators: a line of the network table's chat; %s is a player's name */
    line = g_strdup_printf (_("%s took a seat."), seat_name (message));
  else if (g_strcmp0 (type, "waiting") == 0)
    {
      line = g_strdup_printf (_("%s lost the connection.  The table waits for them to come back."),
                              seat_name (message));
      set_absent (self, self->absent | seat_bit (message));
    }
  else if (g_strcmp0 (type, "returned") == 0)
    {
      line = g_strdup_printf (_("%s is back at the table."), seat_name (message));
      set_absent (self, self->absent & ~seat_bit (message));
    }
  else if (g_strcmp0 (type, "handed_over") == 0)
    {
      gint64 seat = -1;

      tsl_json_int_member (message, "seat", 0, TSL_MAX_PLAYERS - 1, &seat);
      /* Translators: %u counts the seats from 1 */
      line = g_strdup_printf (_("A computer player plays seat %u until its player comes back."), (guint) seat + 1);
      set_absent (self, self->absent & ~seat_bit (message));
    }
  else if (g_strcmp0 (type, "chat") == 0)
    /* Translators: a chat line: the player's name, then what they wrote */
    line = g_strdup_printf (_("%s: %s"), seat_name (message), tsl_json_string_member (message, "text"));
  else if (g_strcmp0 (type, "error") == 0)
    {
      const char *code = tsl_json_string_member (message, "code");
      const char * const shown_in_game[] = { "not-waiting", "too-long", "bad-message", NULL };

      set_status (self, tsl_net_seats_refusal_text (code, tsl_json_string_member (message, "message")));
      /* During the game this page is hidden: a refused hand-over or chat
       * line is told in the game's log, with the chat. */
      if (tsl_net_lobby_get_session (self) != NULL && code != NULL && g_strv_contains (shown_in_game, code))
        line = g_strdup (tsl_net_seats_refusal_text (code, NULL));
    }
  if (line != NULL)
    {
      add_chat_line (self, line);
      if (self->table_id != NULL && !g_str_equal (type, "chat"))
        request_tables (self);
    }
}

static void
session_changed_cb (TslNetPlayer *player,
                    TslNetLobby  *self)
{
  g_signal_emit (self, signals[SIGNAL_GAME_STARTED], 0);
}

#define MAX_RECONNECTS 3

static void reset (TslNetLobby *self);

static void start_connection (TslNetLobby *self,
                              const char  *uri);

static gboolean
retry_cb (gpointer data)
{
  TslNetLobby *self = data;
  g_autofree char *uri = g_strdup (self->uri);

  self->retry_id = 0;
  start_connection (self, uri);
  return G_SOURCE_REMOVE;
}

/* Gives the game up: the window says why and goes back to the games. */
static void
give_up (TslNetLobby  *self,
         const GError *error)
{
  g_autoptr(GError) copy = g_error_copy (error);

  g_object_ref (self);
  disconnect (self);
  g_signal_emit (self, signals[SIGNAL_CLOSED], 0, copy);
  g_object_unref (self);
}

/* A seated client that lost its connection tries again, with the seat's
 * token, a few times two seconds apart; a host's connection runs to its
 * own server, so losing it ends the game. */
static gboolean
try_again (TslNetLobby *self)
{
  if (self->server != NULL || self->rejoin_token == NULL || self->reconnects >= MAX_RECONNECTS)
    return FALSE;
  self->reconnects++;
  if (self->client != NULL)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->player);
  g_clear_object (&self->client);
  g_clear_object (&self->cancellable);
  add_chat_line (self, _("The connection to the server was lost.  Connecting again…"));
  self->retry_id = g_timeout_add_seconds (2, retry_cb, self);
  return TRUE;
}

static void
closed_cb (TslNetClient *client,
           GError       *error,
           TslNetLobby  *self)
{
  if (!try_again (self))
    give_up (self, error);
}

static void
connected_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  TslNetLobby *self = user_data;
  g_autoptr(GError) error = NULL;

  if (!tsl_net_client_connect_finish (TSL_NET_CLIENT (source), result, &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      if (self->rejoin_token != NULL && try_again (self))
        return;
      if (self->server != NULL || self->rejoin_token != NULL)
        {
          give_up (self, error);
          return;
        }
      {
        g_autofree char *text = g_strdup_printf (_("Could not connect: %s"), error->message);

        set_status (self, text);
      }
      g_clear_object (&self->player);
      g_clear_object (&self->client);
      return;
    }
  g_signal_connect (self->client, "closed", G_CALLBACK (closed_cb), self);
  if (self->rejoin_token != NULL && self->table_id != NULL)
    tsl_net_client_rejoin (self->client, self->table_id, self->rejoin_seat, self->rejoin_token);
  else if (self->host_table != NULL)
    tsl_net_client_join (self->client, self->host_table, self->host_seat, self->host_name);
  else
    request_tables (self);
}

static void
start_connection (TslNetLobby *self,
                  const char  *uri)
{
  if (uri != self->uri)
    {
      g_free (self->uri);
      self->uri = g_strdup (uri);
    }
  self->client = tsl_net_client_new ();
  self->player = tsl_net_player_new (self->client);
  self->cancellable = g_cancellable_new ();
  g_signal_connect (self->client, "message", G_CALLBACK (message_cb), self);
  g_signal_connect (self->player, "session-changed", G_CALLBACK (session_changed_cb), self);
  tsl_net_client_connect_async (self->client, uri, self->cancellable, connected_cb, self);
}


/**
 * tsl_net_lobby_connect:
 * @address: what the person typed: "192.168.1.20", "host:7526" or a
 *   ws:// address
 *
 * Connects to a server and lists its tables.
 */
void
tsl_net_lobby_connect (TslNetLobby *self,
                       const char  *address)
{
  g_autofree char *uri = tsl_net_address_to_uri (address);
  g_autofree char *text = NULL;

  g_return_if_fail (TSL_IS_NET_LOBBY (self));

  disconnect (self);
  if (uri == NULL)
    {
      set_status (self, _("That is not an address.  Type the host's address, like 192.168.1.20 "
                          "or 192.168.1.20:7526."));
      return;
    }
  g_free (self->address);
  self->address = g_strdup (address);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->address_entry)), address) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->address_entry), address);
  text = g_strdup_printf (_("Connecting to %s…"), address);
  set_status (self, text);
  start_connection (self, uri);
}

static void
connect_clicked_cb (TslNetLobby *self)
{
  tsl_net_lobby_connect (self, gtk_editable_get_text (GTK_EDITABLE (self->address_entry)));
}

static void
start_cb (TslNetLobby *self)
{
  tsl_net_lobby_start (self);
}




static void
tsl_net_lobby_init (TslNetLobby *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *row, *label, *button;

  self->chat = gtk_string_list_new (NULL);

  self->scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  gtk_widget_set_size_request (box, 520, -1);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 24);
  gtk_widget_set_margin_end (box, 24);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), box);

  self->title_label = gtk_label_new (_("Join a Network Game"));
  gtk_widget_add_css_class (self->title_label, "title-1");
  gtk_box_append (GTK_BOX (box), self->title_label);

  /* The address, and the name the others will see. */
  self->connect_box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  label = gtk_label_new_with_mnemonic (_("Host’s _address"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (self->connect_box), label);
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  self->address_entry = gtk_entry_new ();
  gtk_entry_set_placeholder_text (GTK_ENTRY (self->address_entry), _("For example 192.168.1.20 or 192.168.1.20:7526"));
  gtk_widget_set_hexpand (self->address_entry, TRUE);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->address_entry);
  g_signal_connect_swapped (self->address_entry, "activate", G_CALLBACK (connect_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), self->address_entry);
  button = gtk_button_new_with_mnemonic (_("_Connect"));
  gtk_widget_add_css_class (button, "suggested-action");
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (connect_clicked_cb), self);
  gtk_box_append (GTK_BOX (row), button);
  gtk_box_append (GTK_BOX (self->connect_box), row);
  label = gtk_label_new_with_mnemonic (_("Your _name"));
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_box_append (GTK_BOX (self->connect_box), label);
  self->name_entry = gtk_entry_new ();
  gtk_entry_set_max_length (GTK_ENTRY (self->name_entry), 40);
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), g_get_real_name ());
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), self->name_entry);
  gtk_box_append (GTK_BOX (self->connect_box), self->name_entry);
  self->lan_list = tsl_net_lan_list_new ();
  gtk_widget_set_margin_top (self->lan_list, 12);
  g_signal_connect_swapped (self->lan_list, "chosen", G_CALLBACK (tsl_net_lobby_connect), self);
  gtk_box_append (GTK_BOX (self->connect_box), self->lan_list);
  gtk_box_append (GTK_BOX (box), self->connect_box);

  self->status_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->status_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->status_label), 0);
  gtk_box_append (GTK_BOX (box), self->status_label);

  gtk_box_append (GTK_BOX (box), tsl_net_seats_framed_list (&self->tables_list));
  self->waiting_room = tsl_net_waiting_room_new (G_LIST_MODEL (self->chat));
  g_signal_connect_swapped (self->waiting_room, "start", G_CALLBACK (start_cb), self);
  g_signal_connect_swapped (self->waiting_room, "hand-over", G_CALLBACK (tsl_net_lobby_hand_over), self);
  g_signal_connect_swapped (self->waiting_room, "chat", G_CALLBACK (tsl_net_lobby_send_chat), self);
  gtk_box_append (GTK_BOX (box), self->waiting_room);

  button = self->leave_button = gtk_button_new_with_mnemonic (_("_Back to the Games"));
  gtk_widget_set_halign (button, GTK_ALIGN_CENTER);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "win.show-launcher");
  gtk_widget_add_css_class (button, "pill");
  gtk_box_append (GTK_BOX (box), button);

  reset (self);
}

GtkWidget *
tsl_net_lobby_new (void)
{
  return g_object_new (TSL_TYPE_NET_LOBBY, NULL);
}

/**
 * tsl_net_lobby_show_connect:
 *
 * Shows the form that asks for a server's address ("Join a Network
 * Game…"), closing any connection.
 */
void
tsl_net_lobby_show_connect (TslNetLobby *self)
{
  g_return_if_fail (TSL_IS_NET_LOBBY (self));

  reset (self);
  tsl_net_lan_list_start (TSL_NET_LAN_LIST (self->lan_list));
}

/**
 * tsl_net_lobby_set_settings:
 * @settings: the application's settings: the join form starts with the
 *   name last used at a network table, and remembers the next
 */
void
tsl_net_lobby_set_settings (TslNetLobby *self,
                            GSettings   *settings)
{
  g_autofree char *name = NULL;

  g_return_if_fail (TSL_IS_NET_LOBBY (self));
  g_return_if_fail (G_IS_SETTINGS (settings));
  g_set_object (&self->settings, settings);
  name = g_settings_get_string (settings, "network-name");
  if (*name != '\0')
    gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
}

/* The join form, empty, with no connection. */
static void
reset (TslNetLobby *self)
{
  disconnect (self);
  gtk_string_list_splice (self->chat, 0, g_list_model_get_n_items (G_LIST_MODEL (self->chat)), NULL);
  gtk_label_set_label (GTK_LABEL (self->title_label), _("Join a Network Game"));
  gtk_button_set_label (GTK_BUTTON (self->leave_button), _("_Back to the Games"));
  set_status (self, _("Type the address the host’s Tessella shows in its waiting room, then connect."));
  gtk_widget_set_visible (self->connect_box, TRUE);
  gtk_widget_set_visible (self->tables_list, FALSE);
  gtk_widget_set_visible (self->waiting_room, FALSE);
  if (self->address != NULL)
    gtk_editable_set_text (GTK_EDITABLE (self->address_entry), self->address);
}


/* The strongest computer player of @engine: who takes an absent player's
 * seat. */
static const char *
strongest_kind (TslEngine *engine)
{
  const char * const *kinds = tsl_engine_get_ai_kinds (engine);
  guint n = kinds != NULL ? g_strv_length ((GStrv) kinds) : 0;

  return n > 0 ? kinds[n - 1] : "random";
}

/**
 * tsl_net_lobby_host:
 * @seats: per seat "open" or "ai:KIND"; @own_seat is "open" too
 * @names: per seat its name (the computer players' are kept)
 * @own_seat: the seat played at this computer
 *
 * Runs a server for one table in this process, listening on every
 * address of the machine, and seats the host at @own_seat.
 *
 * Returns: %FALSE with @error set when no port could be opened
 */
gboolean
tsl_net_lobby_host (TslNetLobby        *self,
                    TslEngine          *engine,
                    JsonObject         *options,
                    const char * const *seats,
                    const char * const *names,
                    guint               own_seat,
                    GError            **error)
{
  g_autofree char *dir = g_build_filename (g_get_user_data_dir (), "tessella", "network", NULL);
  g_autofree char *uri = NULL;
  g_autoptr(GError) last = NULL;
  TslNetTable *table;
  guint port = 0;

  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), FALSE);

  reset (self);
  self->server = tsl_net_server_new (dir);
  /* The protocol's port, or the next free one when another table uses it. */
  for (guint p = TSL_NET_LOBBY_PORT; p < TSL_NET_LOBBY_PORT + 10 && port == 0; p++)
    {
      g_clear_error (&last);
      if (tsl_net_server_listen (self->server, "0.0.0.0", p, NULL, &last))
        port = p;
    }
  if (port == 0)
    {
      g_propagate_error (error, g_steal_pointer (&last));
      g_clear_object (&self->server);
      return FALSE;
    }
  table = tsl_net_server_add_table (self->server, engine, options, seats, error);
  if (table == NULL)
    {
      g_clear_object (&self->server);
      return FALSE;
    }
  g_free (self->address);
  self->address = tsl_net_address_list_local (port);
  if (self->address == NULL)
    self->address = g_strdup_printf ("127.0.0.1:%u", port);
  self->port = port;
  self->host_token = g_strdup (tsl_net_table_create_host_token (table));
  tsl_net_table_set_start_by_host (table, TRUE);
  self->computer_kind = g_strdup (strongest_kind (engine));
  self->announcer = tsl_net_discovery_new ();
  {
    /* Translators: how a hosted table is announced on the local network; %s is the host's name */
    g_autofree char *name = g_strdup_printf (_("%s’s table"), names[own_seat]);

    if (!tsl_net_discovery_announce (self->announcer, name, port, tsl_engine_get_id (engine), FALSE, NULL))
      g_clear_object (&self->announcer);
  }
  self->host_table = g_strdup (tsl_net_table_get_id (table));
  self->host_seat = own_seat;
  self->host_name = g_strdup (names[own_seat]);
  show_waiting_room (self);
  set_status (self, _("Opening the table…"));
  uri = g_strdup_printf ("ws://127.0.0.1:%u/tessella", port);
  start_connection (self, uri);
  return TRUE;
}

/**
 * tsl_net_lobby_can_start:
 * @n_open: (out) (optional): how many seats of the table are still open
 *
 * Returns: whether this window hosts the table and may start it now
 */
gboolean
tsl_net_lobby_can_start (TslNetLobby *self,
                         guint       *n_open)
{
  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), FALSE);
  if (n_open != NULL)
    *n_open = self->open_seats;
  return tsl_net_waiting_room_can_start (TSL_NET_WAITING_ROOM (self->waiting_room));
}

/**
 * tsl_net_lobby_start:
 *
 * The host starts the hosted table; the game's strongest computer player
 * takes any seat still open.
 */
void
tsl_net_lobby_start (TslNetLobby *self)
{
  g_return_if_fail (TSL_IS_NET_LOBBY (self));
  if (self->client == NULL || self->host_token == NULL || self->host_table == NULL)
    return;
  tsl_net_client_start (self->client, self->host_table, self->host_token, self->computer_kind);
}

/**
 * tsl_net_lobby_leave:
 *
 * Leaves the table: closes the connection, and the server when this
 * window hosts it (its players are told the connection closed).
 */
void
tsl_net_lobby_leave (TslNetLobby *self)
{
  g_return_if_fail (TSL_IS_NET_LOBBY (self));
  disconnect (self);
  tsl_net_lan_list_stop (TSL_NET_LAN_LIST (self->lan_list));
}

TslSession *
tsl_net_lobby_get_session (TslNetLobby *self)
{
  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), NULL);
  return self->player != NULL ? tsl_net_player_get_session (self->player) : NULL;
}

TslNetClient *
tsl_net_lobby_get_client (TslNetLobby *self)
{
  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), NULL);
  return self->client;
}

/**
 * tsl_net_lobby_get_chat:
 *
 * Returns: (transfer none): the chat and the table's news, one
 *   GtkStringObject per line, oldest first
 */
GListModel *
tsl_net_lobby_get_chat (TslNetLobby *self)
{
  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), NULL);
  return G_LIST_MODEL (self->chat);
}

void
tsl_net_lobby_send_chat (TslNetLobby *self,
                         const char  *text)
{
  g_return_if_fail (TSL_IS_NET_LOBBY (self));
  if (self->client != NULL && self->table_id != NULL)
    tsl_net_client_chat (self->client, text);
}

/**
 * tsl_net_lobby_dup_address:
 *
 * Returns: (nullable): where friends join this host's table, or the
 *   address connected to
 */
char *
tsl_net_lobby_dup_address (TslNetLobby *self)
{
  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), NULL);
  return g_strdup (self->address);
}

/**
 * tsl_net_lobby_get_port:
 *
 * Returns: the port of the table this window hosts, 0 when it hosts none
 */
guint
tsl_net_lobby_get_port (TslNetLobby *self)
{
  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), 0);
  return self->port;
}


/**
 * tsl_net_lobby_has_open_seat:
 *
 * Returns: whether the tables listed have a seat to take
 */
gboolean
tsl_net_lobby_has_open_seat (TslNetLobby *self)
{
  guint seat;

  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), FALSE);
  return self->table_id == NULL && tsl_net_seats_find_open (self->client != NULL ? self->tables : NULL, &seat) != NULL;
}

/**
 * tsl_net_lobby_take_open_seat:
 * @name: the name the others see
 *
 * Takes the first open seat of the tables listed (the screenshot mode's
 * second player; a person uses the seats' buttons).
 *
 * Returns: whether a seat was asked for
 */
gboolean
tsl_net_lobby_take_open_seat (TslNetLobby *self,
                              const char  *name)
{
  const char *table;
  guint seat;

  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), FALSE);

  table = tsl_net_seats_find_open (self->client != NULL ? self->tables : NULL, &seat);
  if (table == NULL)
    return FALSE;
  gtk_editable_set_text (GTK_EDITABLE (self->name_entry), name);
  return take_seat (self, table, seat);
}

/**
 * tsl_net_lobby_can_hand_over:
 *
 * Returns: whether this window hosts the table and a player has lost the
 *   connection, so that a computer player may take the seat
 */
gboolean
tsl_net_lobby_can_hand_over (TslNetLobby *self)
{
  g_return_val_if_fail (TSL_IS_NET_LOBBY (self), FALSE);
  return self->host_token != NULL && self->absent != 0;
}

/**
 * tsl_net_lobby_hand_over:
 *
 * The host hands the seats of the players who lost the connection to the
 * game's strongest computer player, until they come back.  The server
 * allows it once a seat has waited its delay (a minute by default).
 */
void
tsl_net_lobby_hand_over (TslNetLobby *self)
{
  g_return_if_fail (TSL_IS_NET_LOBBY (self));

  if (!tsl_net_lobby_can_hand_over (self) || self->client == NULL)
    return;
  for (guint seat = 0; seat < TSL_MAX_PLAYERS; seat++)
    if (self->absent & (1u << seat))
      tsl_net_client_hand_over (self->client, self->host_table != NULL ? self->host_table : self->table_id,
                                seat, self->computer_kind, self->host_token);
}
