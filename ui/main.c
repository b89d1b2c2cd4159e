/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tsl-application.h"

/* The interface language chosen in Preferences ("language" key) wins over
 * the environment, when the schema is installed. */
static void
apply_language (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GSettings) settings = NULL;
  g_autofree char *language = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, APP_ID, TRUE);
  if (schema == NULL)
    return;
  settings = g_settings_new (APP_ID);
  language = g_settings_get_string (settings, "language");
  if (language != NULL && *language != '\0')
    g_setenv ("LANGUAGE", language, TRUE);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(TslApplication) app = NULL;

  apply_language ();
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  app = tsl_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
