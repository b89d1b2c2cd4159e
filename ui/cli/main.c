/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "tsl-cli.h"
#include "tsl-engines.h"

int
main (int   argc,
      char *argv[])
{
  const char *localedir;

  setlocale (LC_ALL, "");
  /* TESSELLA_LOCALEDIR lets tests/i18n use the catalogues of the build tree
   * (build/po/LANG/LC_MESSAGES) before anything is installed. */
  localedir = g_getenv ("TESSELLA_LOCALEDIR");
  if (localedir == NULL || *localedir == '\0')
    localedir = LOCALEDIR;
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  tsl_engines_register_all ();
  return tsl_cli_run (argc, argv);
}
