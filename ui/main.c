/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tsl-application.h"

/* The interface language chosen in Preferences ("language" key) wins over
 * the environment, when the schema is installed. */
static gboolean
apply_language (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *language = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    return FALSE;
  settings = g_settings_new (APP_ID);
  language = g_settings_get_string (settings, "language");
  if (language == NULL || *language == '\0')
    return FALSE;
  g_setenv ("LANGUAGE", language, TRUE);
  return TRUE;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TslApplication) app = NULL;
  const char *localedir;
  const char *messages_locale;
  gboolean chosen_language;
  int status;

  chosen_language = apply_language ();
  setlocale (LC_ALL, "");
  /* gettext ignores LANGUAGE in the plain C locale.  C.UTF-8 lets the
   * chosen language through; it goes into the environment because GTK
   * calls setlocale (LC_ALL, "") again when it starts. */
  messages_locale = setlocale (LC_MESSAGES, NULL);
  if (chosen_language && (g_strcmp0 (messages_locale, "C") == 0 || g_strcmp0 (messages_locale, "POSIX") == 0))
    {
      const char *all = g_getenv ("LC_ALL");

      g_setenv (all != NULL && *all != '\0' ? "LC_ALL" : "LC_MESSAGES", "C.UTF-8", TRUE);
      setlocale (LC_ALL, "");
    }
  /* TESSELLA_LOCALEDIR points at the build tree's catalogues
   * (build/po/LANG/LC_MESSAGES) when Tessella runs uninstalled (.ci/play). */
  localedir = g_getenv ("TESSELLA_LOCALEDIR");
  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tsl_application_new ();
  status = g_application_run (G_APPLICATION (app), argc, argv);
  return status == 0 && tsl_application_failed (app) ? 1 : status;
}
