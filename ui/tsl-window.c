/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-dialogs.h"
#include "tsl-game-view.h"
#include "tsl-launcher.h"
#include "tsl-setup-page.h"
#include "tsl-options.h"
#include "tsl-registry.h"
#include "tsl-json-load.h"

#include "tsl-net-lobby.h"
#include "tsl-window-private.h"

G_DEFINE_FINAL_TYPE (TslWindow, tsl_window, GTK_TYPE_APPLICATION_WINDOW)

/* The game name (with its scenario, where the game has one) of the
 * autosave: "Continue: Fishermen of Catan, 28 Nov, 14:41" (tour D36). */
static char *
continue_label (const char *path)
{
  g_autoptr(JsonNode) root = tsl_json_load_from_path (path, NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GDateTime) saved = NULL;
  g_autofree char *when = NULL;
  const char *name = NULL;
  JsonObject *object, *options;
  TslEngine *engine;

  if (root == NULL || !JSON_NODE_HOLDS_OBJECT (root))
    return NULL;
  object = json_node_get_object (root);
  engine = tsl_registry_lookup (json_object_get_string_member_with_default (object, "game", ""), NULL);
  if (engine == NULL)
    return NULL;
  name = tsl_engine_get_name (engine);
  options = json_object_get_member (object, "options") != NULL
            && JSON_NODE_HOLDS_OBJECT (json_object_get_member (object, "options"))
            ? json_object_get_object_member (object, "options") : NULL;
  if (options != NULL)
    {
      guint n_specs;
      const TslOptionSpec *specs = tsl_engine_get_options (engine, &n_specs);
      const char *scenario = json_object_get_string_member_with_default (options, "scenario", NULL);

      for (guint i = 0; scenario != NULL && i < n_specs; i++)
        if (g_strcmp0 (specs[i].key, "scenario") == 0)
          for (guint c = 0; c < specs[i].n_choices; c++)
            if (g_strcmp0 (specs[i].choices[c].nick, scenario) == 0 && c != (guint) specs[i].default_value)
              name = tsl_option_label (specs[i].choices[c].label);
    }
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED, G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL)
    saved = g_file_info_get_modification_date_time (info);
  if (saved != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (saved);

      /* The locale's own date (%x follows LC_TIME), then the time. */
      when = g_date_time_format (local, "%x, %H:%M");
    }
  if (when != NULL)
    /* Translators: the launcher's button; the game (or scenario) and when it was saved */
    return g_strdup_printf (_("_Continue: %s, %s"), name, when);
  /* Translators: the launcher's button; the game (or scenario) */
  return g_strdup_printf (_("_Continue: %s"), name);
}

static void
update_actions (TslWindow *self)
{
  const char *page = gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
  gboolean in_game = g_strcmp0 (page, "game") == 0 && self->session != NULL;
  g_autofree char *autosave = tsl_application_autosave_path ();

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.save",
                                 in_game && !tsl_game_is_following (tsl_session_get_game (self->session)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.undo",
                                 in_game && tsl_session_can_undo (self->session));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.primary", in_game && self->has_primary);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.show-launcher",
                                 g_strcmp0 (page, "launcher") != 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.continue",
                                 g_file_test (autosave, G_FILE_TEST_EXISTS));
  if (g_strcmp0 (page, "launcher") == 0)
    {
      g_autofree char *label = continue_label (autosave);

      tsl_launcher_set_continue_label (TSL_LAUNCHER (self->launcher), label);
    }
  gtk_widget_set_visible (self->back_button, g_strcmp0 (page, "launcher") != 0);
  gtk_widget_set_visible (self->undo_button, in_game);
  gtk_widget_set_visible (self->primary_button, in_game && self->has_primary);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "win.hint",
                                 in_game && tsl_session_gives_hints (self->session)
                                 && tsl_session_is_human (self->session,
                                                          tsl_game_get_actor (tsl_session_get_game (self->session))));
  gtk_widget_set_visible (self->hint_button, in_game && tsl_session_gives_hints (self->session));
}

/* Notices: a few sentences over the board that fade after a while; the
 * log keeps them.  At most MAX_NOTICES are shown, the oldest go first. */
#define MAX_NOTICES     3
#define NOTICE_SECONDS  5

static void
notice_hidden_cb (GtkRevealer *revealer,
                  GParamSpec  *pspec,
                  GtkWidget   *box)
{
  if (!gtk_revealer_get_child_revealed (revealer) && gtk_widget_get_parent (GTK_WIDGET (revealer)) == box)
    gtk_box_remove (GTK_BOX (box), GTK_WIDGET (revealer));
}

static gboolean
notice_timeout_cb (gpointer data)
{
  gtk_revealer_set_reveal_child (GTK_REVEALER (data), FALSE);
  return G_SOURCE_REMOVE;
}

/**
 * tsl_window_show_notice:
 * @text: one or more translated sentences
 *
 * Shows @text over the table for a few seconds.
 */
void
tsl_window_show_notice (TslWindow  *self,
                        const char *text)
{
  GtkWidget *revealer, *label;
  guint n = 0;

  g_return_if_fail (TSL_IS_WINDOW (self));
  for (GtkWidget *child = gtk_widget_get_first_child (self->notice_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    n += GTK_IS_REVEALER (child);
  while (n-- >= MAX_NOTICES)
    {
      GtkWidget *oldest = gtk_widget_get_next_sibling (self->hint_label);

      gtk_box_remove (GTK_BOX (self->notice_box), oldest);
    }
  label = gtk_label_new (text);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 60);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "tsl-notice");
  revealer = gtk_revealer_new ();
  gtk_revealer_set_transition_type (GTK_REVEALER (revealer), GTK_REVEALER_TRANSITION_TYPE_CROSSFADE);
  gtk_revealer_set_transition_duration (GTK_REVEALER (revealer), 400);
  gtk_revealer_set_child (GTK_REVEALER (revealer), label);
  g_signal_connect_object (revealer, "notify::child-revealed", G_CALLBACK (notice_hidden_cb),
                           self->notice_box, 0);
  gtk_box_append (GTK_BOX (self->notice_box), revealer);
  gtk_revealer_set_reveal_child (GTK_REVEALER (revealer), TRUE);
  g_timeout_add_seconds_full (G_PRIORITY_DEFAULT, NOTICE_SECONDS, notice_timeout_cb,
                              g_object_ref (revealer), g_object_unref);
}

/**
 * tsl_window_get_notices:
 *
 * Returns: (transfer full): the texts of the notices shown now, oldest first
 */
GStrv
tsl_window_get_notices (TslWindow *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  for (GtkWidget *child = gtk_widget_get_first_child (self->notice_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_REVEALER (child) && gtk_revealer_get_reveal_child (GTK_REVEALER (child)))
      g_strv_builder_add (builder, gtk_label_get_label (GTK_LABEL (gtk_revealer_get_child (GTK_REVEALER (child)))));
  return g_strv_builder_end (builder);
}

static void
view_notice_cb (TslGameView *view,
                const char  *text,
                TslWindow   *self)
{
  tsl_window_show_notice (self, text);
}

/* A hint is about one position: it goes when the game moves on. */
static void
clear_hint (TslWindow *self)
{
  if (self->hint_cancellable != NULL)
    {
      g_cancellable_cancel (self->hint_cancellable);
      g_clear_object (&self->hint_cancellable);
    }
  gtk_widget_set_visible (self->hint_label, FALSE);
  if (self->view != NULL)
    tsl_game_view_show_hint (TSL_GAME_VIEW (self->view), NULL);
}

/* Whether the shortcuts window under @widget has a section named @name */
static gboolean
has_shortcuts_section (GtkWidget  *widget,
                       const char *name)
{
  if (GTK_IS_SHORTCUTS_SECTION (widget))
    {
      g_autofree char *section = NULL;

      g_object_get (widget, "section-name", &section, NULL);
      return g_strcmp0 (section, name) == 0;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (has_shortcuts_section (child, name))
      return TRUE;
  return FALSE;
}

/* The shortcuts window opens at the page of the game played, when it has
 * one named after its engine (ui/gtk/help-overlay.ui), else at the
 * general shortcuts. */
static void
update_shortcuts_section (TslWindow *self)
{
  GtkShortcutsWindow *overlay = gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (self));
  const char *section = "general";

  if (overlay == NULL)
    return;
  if (self->session != NULL
      && g_strcmp0 (gtk_stack_get_visible_child_name (GTK_STACK (self->stack)), "game") == 0)
    {
      const char *id = tsl_engine_get_id (tsl_game_get_engine (tsl_session_get_game (self->session)));

      if (has_shortcuts_section (GTK_WIDGET (overlay), id))
        section = id;
    }
  if (has_shortcuts_section (GTK_WIDGET (overlay), section))
    g_object_set (overlay, "section-name", section, NULL);
}

void
_tsl_window_show_page (TslWindow  *self,
           const char *name)
{
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), name);
  update_shortcuts_section (self);
  if (g_strcmp0 (name, "launcher") == 0)
    gtk_label_set_label (GTK_LABEL (self->title_label), _("Tessella"));
  update_actions (self);
}

static void
game_changed_cb (TslWindow *self)
{
  clear_hint (self);
  update_actions (self);
}

static void
primary_label_changed_cb (TslWindow *self)
{
  g_autofree char *label = NULL;

  g_object_get (self->view, "primary-label", &label, NULL);
  self->has_primary = label != NULL;
  if (label != NULL)
    gtk_button_set_label (GTK_BUTTON (self->primary_button), label);
  update_actions (self);
}

/* Autosaving fails (a full disk, a folder gone): said once, with a way to
 * save elsewhere, and hidden again when it works. */
static void
autosave_failure_cb (TslWindow *self)
{
  const char *failure = tsl_session_get_autosave_failure (self->session);

  if (failure != NULL)
    {
      /* Translators: %s says why, e.g. "Could not save “…”: No space left on device" */
      g_autofree char *text = g_strdup_printf (_("The game could not be autosaved: %s. “Continue” would "
                                                 "lose the moves made since; save the game to keep "
                                                 "them."), failure);

      gtk_label_set_label (GTK_LABEL (self->autosave_label), text);
    }
  gtk_widget_set_visible (self->autosave_bar, failure != NULL);
}

static void
hide_autosave_failure_action (GtkWidget  *widget,
                              const char *action_name,
                              GVariant   *parameter)
{
  gtk_widget_set_visible (TSL_WINDOW (widget)->autosave_bar, FALSE);
}

void
_tsl_window_clear_game (TslWindow *self)
{
  gtk_widget_set_visible (self->autosave_bar, FALSE);
  clear_hint (self);
  if (self->view != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->view, self);
      tsl_game_view_set_session (TSL_GAME_VIEW (self->view), NULL);
      gtk_box_remove (GTK_BOX (self->game_box), self->view);
      self->view = NULL;
    }
  if (self->session != NULL)
    {
      /* Keep the moves of the turn in progress for "Continue" (a failure
       * is logged by the session). */
      tsl_session_autosave (self->session, NULL);
      g_signal_handlers_disconnect_by_data (tsl_session_get_game (self->session), self);
      g_clear_object (&self->session);
    }
  self->has_primary = FALSE;
  gtk_widget_set_visible (self->primary_button, FALSE);
  if (self->network)
    _tsl_window_net_leave (self);
}

/**
 * tsl_window_start_game:
 * @game: a game with its seats set, new or loaded
 *
 * Shows @game in the view registered for its engine and lets its
 * computer players move.
 */
void
tsl_window_start_game (TslWindow *self,
                       TslGame   *game)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *autosave = NULL;
  TslSession *session;

  g_return_if_fail (TSL_IS_WINDOW (self));
  g_return_if_fail (TSL_IS_GAME (game));

  session = tsl_session_new (game, &error);
  if (session == NULL)
    {
      tsl_dialogs_show_error (GTK_WIDGET (self), _("Could not start the game"), error);
      return;
    }

  _tsl_window_clear_game (self);
  autosave = tsl_application_autosave_path ();
  if (self->autosave)
    tsl_session_set_autosave_path (session, autosave);
  if (self->settings != NULL)
    g_settings_bind (self->settings, "ai-pace", session, "pace", G_SETTINGS_BIND_GET);
  _tsl_window_show_session (self, session);
  g_object_unref (session);
}

/* Shows @session's game in the view registered for its engine: a local
 * game, or a seat of a network table. */
void
_tsl_window_show_session (TslWindow  *self,
                          TslSession *session)
{
  TslGame *game = tsl_session_get_game (session);
  TslEngine *engine;

  self->session = g_object_ref (session);
  engine = tsl_game_get_engine (game);

  self->view = tsl_game_view_new_for_engine (engine);
  gtk_widget_set_vexpand (self->view, TRUE);
  gtk_box_append (GTK_BOX (self->game_box), self->view);
  g_signal_connect_swapped (self->view, "notify::primary-label",
                            G_CALLBACK (primary_label_changed_cb), self);
  g_signal_connect (self->view, "notice", G_CALLBACK (view_notice_cb), self);
  tsl_game_view_set_session (TSL_GAME_VIEW (self->view), session);
  primary_label_changed_cb (self);

  g_signal_connect_swapped (game, "action-applied", G_CALLBACK (game_changed_cb), self);
  g_signal_connect_swapped (game, "undone", G_CALLBACK (game_changed_cb), self);

  gtk_label_set_label (GTK_LABEL (self->title_label), tsl_engine_get_name (engine));
  _tsl_window_show_page (self, "game");
  gtk_widget_grab_focus (self->view);

  g_signal_connect_object (session, "notify::autosave-failure", G_CALLBACK (autosave_failure_cb), self,
                           G_CONNECT_SWAPPED);
  tsl_session_autosave (session, NULL);
  tsl_session_start (session);
}

/**
 * tsl_window_load_file:
 *
 * Loads a saved game and shows it.  On error nothing changes: the game in
 * progress, if any, stays.
 */
gboolean
tsl_window_load_file (TslWindow  *self,
                      GFile      *file,
                      GError    **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autoptr(TslGame) game = NULL;

  g_return_val_if_fail (TSL_IS_WINDOW (self), FALSE);

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Only local files can be opened"));
      return FALSE;
    }
  game = tsl_game_load (path, error);
  if (game == NULL)
    return FALSE;
  tsl_window_start_game (self, game);
  return TRUE;
}

void
tsl_window_open_file (TslWindow *self,
                      GFile     *file)
{
  g_autoptr(GError) error = NULL;

  if (!tsl_window_load_file (self, file, &error))
    tsl_dialogs_show_error (GTK_WIDGET (self), _("Could not open the game"), error);
}

gboolean
tsl_window_save_file (TslWindow  *self,
                      GFile      *file,
                      GError    **error)
{
  g_autofree char *path = g_file_get_path (file);

  g_return_val_if_fail (TSL_IS_WINDOW (self), FALSE);
  g_return_val_if_fail (self->session != NULL, FALSE);

  if (path == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                   _("Games can only be saved to local files"));
      return FALSE;
    }
  return tsl_game_save (tsl_session_get_game (self->session), path, error);
}

static void
game_selected_cb (TslLauncher *launcher,
                  TslEngine   *engine,
                  TslWindow   *self)
{
  tsl_setup_page_set_engine (TSL_SETUP_PAGE (self->setup_page), engine);
  gtk_label_set_label (GTK_LABEL (self->title_label), tsl_engine_get_name (engine));
  _tsl_window_show_page (self, "setup");
}

static void
start_game_cb (TslSetupPage *page,
               TslGame      *game,
               TslWindow    *self)
{
  /* A seat left to a player at another computer: the game is hosted. */
  for (guint i = 0; i < tsl_game_get_n_players (game); i++)
    if (g_strcmp0 (tsl_game_get_seat_controller (game, i), "open") == 0)
      {
        _tsl_window_net_host (self, game);
        return;
      }
  tsl_window_start_game (self, game);
}

static void
new_game_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  _tsl_window_show_page (TSL_WINDOW (widget), "launcher");
}

static void
continue_action (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  g_autofree char *path = tsl_application_autosave_path ();
  g_autoptr(GFile) file = g_file_new_for_path (path);

  tsl_window_open_file (TSL_WINDOW (widget), file);
}

static void
open_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(TslWindow) self = user_data;

  if (file != NULL)
    tsl_window_open_file (self, file);
}

static void
open_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  tsl_dialogs_open_game (widget, open_chosen_cb, g_object_ref (widget));
}

static void
save_chosen_cb (GFile    *file,
                gpointer  user_data)
{
  g_autoptr(TslWindow) self = user_data;
  g_autoptr(GError) error = NULL;

  if (file == NULL || self->session == NULL)
    return;
  if (!tsl_window_save_file (self, file, &error))
    tsl_dialogs_show_error (GTK_WIDGET (self), _("Could not save the game"), error);
  else
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *text = NULL;

      /* Translators: a notice after Save; %s is the file's name */
      text = g_strdup_printf (_("The game was saved as “%s”."), name);
      tsl_window_show_notice (self, text);
    }
}

static void
save_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TslWindow *self = TSL_WINDOW (widget);
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y-%m-%d %H.%M");
  g_autofree char *name = NULL;

  if (self->session == NULL)
    return;
  /* Translators: the suggested file name of a saved game: game name and date. */
  name = g_strdup_printf (_("%s %s.tessella"),
                          tsl_engine_get_name (tsl_game_get_engine (tsl_session_get_game (self->session))),
                          stamp);
  tsl_dialogs_save_game (widget, name, save_chosen_cb, g_object_ref (widget));
}

static void
undo_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TslWindow *self = TSL_WINDOW (widget);
  g_autoptr(GError) error = NULL;

  if (self->session == NULL)
    return;
  if (!tsl_session_undo (self->session, &error))
    tsl_dialogs_show_error (widget, _("Could not undo"), error);
  update_actions (self);
}

static void
hint_ready_cb (GObject      *source,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(TslWindow) self = user_data;
  g_autoptr(GError) error = NULL;
  TslMove move;
  g_autofree char *text = tsl_session_hint_finish (TSL_SESSION (source), result, &move, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  g_clear_object (&self->hint_cancellable);
  gtk_label_set_label (GTK_LABEL (self->hint_label), text != NULL ? text : error->message);
  gtk_widget_set_visible (self->hint_label, TRUE);
  if (text != NULL && self->view != NULL)
    tsl_game_view_show_hint (TSL_GAME_VIEW (self->view), &move);
}

static void
hint_action (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  TslWindow *self = TSL_WINDOW (widget);

  if (self->session == NULL)
    return;
  clear_hint (self);
  self->hint_cancellable = g_cancellable_new ();
  /* Translators: shown while the computer player works out a hint. */
  gtk_label_set_label (GTK_LABEL (self->hint_label), _("The computer is thinking…"));
  gtk_widget_set_visible (self->hint_label, TRUE);
  tsl_session_hint_async (self->session, self->hint_cancellable, hint_ready_cb,
                          g_object_ref (self));
}

static void
primary_action (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  TslWindow *self = TSL_WINDOW (widget);

  if (self->view != NULL)
    tsl_game_view_activate_primary (TSL_GAME_VIEW (self->view));
}

static void
show_launcher_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  TslWindow *self = TSL_WINDOW (widget);
  const char *page = gtk_stack_get_visible_child_name (GTK_STACK (self->stack));

  /* Leaving a network table closes the connection (and the table, when
   * this window hosts it). */
  if (g_strcmp0 (page, "lobby") == 0 || (g_strcmp0 (page, "game") == 0 && self->network))
    {
      if (self->network)
        _tsl_window_clear_game (self);
      _tsl_window_net_leave (self);
      _tsl_window_show_page (self, "launcher");
    }
  /* From the setup page back to the game in progress, if there is one. */
  else if (g_strcmp0 (page, "setup") == 0 && self->session != NULL && !self->network)
    {
      gtk_label_set_label (GTK_LABEL (self->title_label),
                           tsl_engine_get_name (tsl_game_get_engine (tsl_session_get_game (self->session))));
      _tsl_window_show_page (self, "game");
    }
  else
    _tsl_window_show_page (self, "launcher");
}

static gboolean
tsl_window_close_request (GtkWindow *window)
{
  TslWindow *self = TSL_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_int (self->settings, "window-width", width);
      g_settings_set_int (self->settings, "window-height", height);
      g_settings_set_boolean (self->settings, "window-maximized",
                              gtk_window_is_maximized (window));
    }
  _tsl_window_clear_game (self);
  return GTK_WINDOW_CLASS (tsl_window_parent_class)->close_request (window);
}

static void
tsl_window_dispose (GObject *object)
{
  TslWindow *self = TSL_WINDOW (object);

  _tsl_window_clear_game (self);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (tsl_window_parent_class)->dispose (object);
}

static void
tsl_window_class_init (TslWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = tsl_window_dispose;
  window_class->close_request = tsl_window_close_request;

  g_type_ensure (TSL_TYPE_LAUNCHER);
  g_type_ensure (TSL_TYPE_SETUP_PAGE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-window.ui");
  gtk_widget_class_bind_template_child (widget_class, TslWindow, title_label);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, header_bar);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, undo_button);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, primary_button);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, hint_button);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, hint_label);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, notice_box);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, launcher);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, setup_page);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, game_box);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, autosave_bar);
  gtk_widget_class_bind_template_child (widget_class, TslWindow, autosave_label);
  gtk_widget_class_bind_template_callback (widget_class, game_selected_cb);
  gtk_widget_class_bind_template_callback (widget_class, start_game_cb);

  gtk_widget_class_install_action (widget_class, "win.new-game", NULL, new_game_action);
  gtk_widget_class_install_action (widget_class, "win.continue", NULL, continue_action);
  gtk_widget_class_install_action (widget_class, "win.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "win.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "win.hide-autosave-failure", NULL,
                                   hide_autosave_failure_action);
  gtk_widget_class_install_action (widget_class, "win.undo", NULL, undo_action);
  gtk_widget_class_install_action (widget_class, "win.primary", NULL, primary_action);
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, hint_action);
  gtk_widget_class_install_action (widget_class, "win.show-launcher", NULL,
                                   show_launcher_action);
  _tsl_window_net_class_init (widget_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, GDK_CONTROL_MASK,
                                       "win.new-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "win.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "win.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_z, GDK_CONTROL_MASK,
                                       "win.undo", NULL);
}

static void
tsl_window_init (TslWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->autosave = TRUE;
  _tsl_window_net_init (self);
  _tsl_window_show_page (self, "launcher");
}

/**
 * tsl_window_set_autosave:
 *
 * Whether games shown in this window are autosaved after every turn (the
 * screenshot mode turns it off so as not to replace a real game).
 */
void
tsl_window_set_autosave (TslWindow *self,
                         gboolean   autosave)
{
  g_return_if_fail (TSL_IS_WINDOW (self));
  self->autosave = autosave;
}

TslWindow *
tsl_window_new (TslApplication *app)
{
  TslWindow *self = g_object_new (TSL_TYPE_WINDOW, "application", app, NULL);
  GSettings *settings = app != NULL ? tsl_application_get_settings (app) : NULL;

  if (settings != NULL)
    {
      self->settings = g_object_ref (settings);
      gtk_window_set_default_size (GTK_WINDOW (self),
                                   g_settings_get_int (settings, "window-width"),
                                   g_settings_get_int (settings, "window-height"));
      if (g_settings_get_boolean (settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
      tsl_setup_page_set_settings (TSL_SETUP_PAGE (self->setup_page), settings);
      tsl_net_lobby_set_settings (TSL_NET_LOBBY (self->lobby), settings);
    }
  return self;
}

TslSession *
tsl_window_get_session (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  return self->session;
}

GtkWidget *
tsl_window_get_view (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  return self->view;
}

GtkWidget *
tsl_window_get_launcher (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  return self->launcher;
}

GtkWidget *
tsl_window_get_setup_page (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  return self->setup_page;
}

const char *
tsl_window_get_page (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (GTK_STACK (self->stack));
}

/**
 * tsl_window_get_hint:
 *
 * Returns: (nullable): the hint shown for the person who must act (or
 *   that the computer is still thinking), %NULL when none is shown
 */
const char *
tsl_window_get_hint (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), NULL);
  if (!gtk_widget_get_visible (self->hint_label))
    return NULL;
  return gtk_label_get_label (GTK_LABEL (self->hint_label));
}

/**
 * tsl_window_is_hint_pending:
 *
 * Returns: whether the computer is still working out a hint
 */
gboolean
tsl_window_is_hint_pending (TslWindow *self)
{
  g_return_val_if_fail (TSL_IS_WINDOW (self), FALSE);
  return self->hint_cancellable != NULL;
}
