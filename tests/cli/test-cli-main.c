/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <locale.h>

#include "tsl-cli.h"
#include "tsl-registry.h"
#include "test-race-engine.h"

/* tessella-cli with the framework's test engine ("race") instead of the
 * real games, so the command-line tests have a game with known rules. */
int
main (int   argc,
      char *argv[])
{
  g_autoptr(TslEngine) engine = test_race_engine_new ();

  setlocale (LC_ALL, "");
  tsl_registry_add (engine);
  return tsl_cli_run (argc, argv);
}
