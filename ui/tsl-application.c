/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-application.h"
#include "tsl-engines.h"
#include "tsl-game-view.h"
#include "tsl-preferences.h"
#include "tsl-screenshot.h"
#include "tsl-screenshot-net.h"
#include "tsl-window.h"

struct _TslApplication
{
  GtkApplication  parent_instance;

  GSettings      *settings;
  char           *screenshot_dir;
  gboolean        net_host;        /* --net-host: the screenshot mode hosts a network table */
  char           *join_address;    /* --join ADDRESS, or with --screenshot the table to join */
  gboolean        failed;          /* the screenshots could not all be taken */
};

G_DEFINE_FINAL_TYPE (TslApplication, tsl_application, GTK_TYPE_APPLICATION)

/**
 * tsl_application_autosave_path:
 *
 * Returns: (transfer full): where the game in progress is saved after
 *   every turn, in the user's data directory
 */
char *
tsl_application_autosave_path (void)
{
  return g_build_filename (g_get_user_data_dir (), "tessella", "autosave.tessella", NULL);
}

GSettings *
tsl_application_get_settings (TslApplication *self)
{
  g_return_val_if_fail (TSL_IS_APPLICATION (self), NULL);
  return self->settings;
}

static TslWindow *
get_window (TslApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (window == NULL)
    window = GTK_WINDOW (tsl_window_new (self));
  return TSL_WINDOW (window);
}

static void
preferences_activated_cb (GSimpleAction *action,
                          GVariant      *parameter,
                          gpointer       user_data)
{
  TslApplication *self = user_data;
  GtkWindow *prefs = GTK_WINDOW (tsl_preferences_new (self->settings));

  gtk_window_set_transient_for (prefs, GTK_WINDOW (get_window (self)));
  gtk_window_present (prefs);
}

static void
about_activated_cb (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  TslApplication *self = user_data;
  static const char *authors[] = { "The Tessella developers", NULL };

  gtk_show_about_dialog (GTK_WINDOW (get_window (self)),
                         "program-name", "Tessella",
                         "logo-icon-name", APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Tile and board games with computer players"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         "authors", authors,
                         /* Translators: put your names here, one per line. */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static void
quit_activated_cb (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (user_data));

  /* Closing the windows lets them store their size and autosave. */
  while (windows != NULL)
    {
      GList *next = windows->next;

      gtk_window_close (windows->data);
      windows = next;
    }
}

static const GActionEntry app_entries[] = {
  { "preferences", preferences_activated_cb, NULL, NULL, NULL, { 0 } },
  { "about", about_activated_cb, NULL, NULL, NULL, { 0 } },
  { "quit", quit_activated_cb, NULL, NULL, NULL, { 0 } },
};

static void
tsl_application_startup (GApplication *application)
{
  TslApplication *self = TSL_APPLICATION (application);
  g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();
  static const char *quit_accels[] = { "<Control>q", NULL };
  static const char *prefs_accels[] = { "<Control>comma", NULL };

  G_APPLICATION_CLASS (tsl_application_parent_class)->startup (application);

  tsl_engines_register_all ();
  tsl_game_views_register_all ();

  gtk_css_provider_load_from_resource (css, "/io/github/tessella/Tessella/style.css");
  gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                              GTK_STYLE_PROVIDER (css),
                                              GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries,
                                   G_N_ELEMENTS (app_entries), self);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit", quit_accels);
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         prefs_accels);
}

static void
tsl_application_activate (GApplication *application)
{
  TslApplication *self = TSL_APPLICATION (application);

  if (self->screenshot_dir != NULL)
    {
      g_autoptr(GError) error = NULL;

      gboolean ok;

      g_application_hold (application);
      if (self->net_host)
        ok = tsl_screenshot_net_host (self, self->screenshot_dir, &error);
      else if (self->join_address != NULL)
        ok = tsl_screenshot_net_join (self, self->screenshot_dir, self->join_address, &error);
      else
        ok = tsl_screenshot_run (self, self->screenshot_dir, &error);
      if (!ok)
        {
          g_printerr ("%s\n", error->message);
          self->failed = TRUE;
        }
      g_application_release (application);
      return;
    }

  gtk_window_present (GTK_WINDOW (get_window (self)));
  if (self->join_address != NULL)
    {
      tsl_window_join (get_window (self), self->join_address);
      g_clear_pointer (&self->join_address, g_free);
    }
}

static void
tsl_application_open (GApplication  *application,
                      GFile        **files,
                      int            n_files,
                      const char    *hint)
{
  TslWindow *window = get_window (TSL_APPLICATION (application));

  gtk_window_present (GTK_WINDOW (window));
  if (n_files > 0)
    tsl_window_open_file (window, files[0]);
}

static int
tsl_application_handle_local_options (GApplication *application,
                                      GVariantDict *options)
{
  TslApplication *self = TSL_APPLICATION (application);
  const char *dir = NULL;

  const char *address = NULL;

  g_variant_dict_lookup (options, "net-host", "b", &self->net_host);
  if (g_variant_dict_lookup (options, "join", "&s", &address))
    {
      self->join_address = g_strdup (address);
      /* A table in a window of its own, beside a game in progress. */
      g_application_set_flags (application,
                               g_application_get_flags (application) | G_APPLICATION_NON_UNIQUE);
    }
  if (g_variant_dict_lookup (options, "screenshot", "^&ay", &dir))
    {
      self->screenshot_dir = g_strdup (dir);
      /* Screenshot runs are independent of a running instance. */
      g_application_set_flags (application,
                               g_application_get_flags (application) | G_APPLICATION_NON_UNIQUE);
    }
  return -1;
}

static void
tsl_application_finalize (GObject *object)
{
  TslApplication *self = TSL_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_pointer (&self->screenshot_dir, g_free);
  g_clear_pointer (&self->join_address, g_free);
  G_OBJECT_CLASS (tsl_application_parent_class)->finalize (object);
}

static void
tsl_application_class_init (TslApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = tsl_application_finalize;
  app_class->startup = tsl_application_startup;
  app_class->activate = tsl_application_activate;
  app_class->open = tsl_application_open;
  app_class->handle_local_options = tsl_application_handle_local_options;
}

static const GOptionEntry option_entries[] = {
  /* Hidden: writes PNGs of the main screens for documentation and checks. */
  { "screenshot", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_FILENAME, NULL,
    N_("Write screenshots of the main screens into DIR and quit"), N_("DIR") },
  { "join", 0, 0, G_OPTION_ARG_STRING, NULL,
    N_("Join the network table at ADDRESS (like 192.168.1.20:7526)"), N_("ADDRESS") },
  /* Hidden: with --screenshot, host a network table and play it to the end. */
  { "net-host", 0, G_OPTION_FLAG_HIDDEN, G_OPTION_ARG_NONE, NULL,
    N_("With --screenshot, host a network table and play it to the end"), NULL },
  { NULL, 0, 0, 0, NULL, NULL, NULL },
};

static void
tsl_application_init (TslApplication *self)
{
  self->settings = g_settings_new (APP_ID);
  g_application_add_main_option_entries (G_APPLICATION (self), option_entries);
}

TslApplication *
tsl_application_new (void)
{
  return g_object_new (TSL_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       "resource-base-path", "/io/github/tessella/Tessella",
                       NULL);
}

/**
 * tsl_application_failed:
 * @self: the application
 *
 * Returns: whether a task given on the command line (--screenshot) failed,
 *   so that the program exits with status 1
 */
gboolean
tsl_application_failed (TslApplication *self)
{
  g_return_val_if_fail (TSL_IS_APPLICATION (self), TRUE);
  return self->failed;
}
