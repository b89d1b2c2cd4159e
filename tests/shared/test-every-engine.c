/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-engines.h"
#include "tsl-registry.h"
#include "test-every-engine.h"
#include "test-race-engine.h"

/**
 * test_every_engine_add:
 * @prefix: the test path before the engine's id ("/shared/contract")
 * @leaf: (nullable): the path's part after the id
 * @func: the test, given the engine's id
 *
 * Registers the built-in engines and the race test engine, then adds one
 * test per registered engine, so that the framework's expectations are
 * checked on every game, a future one included.
 */
void
test_every_engine_add (const char    *prefix,
                       const char    *leaf,
                       GTestDataFunc  func)
{
  g_autoptr(TslEngine) race = test_race_engine_new ();
  g_autoptr(GPtrArray) engines = NULL;

  tsl_engines_register_all ();
  tsl_registry_add (race);
  engines = tsl_registry_list ();
  for (guint i = 0; i < engines->len; i++)
    {
      /* The id lives as long as the registered engine: the whole run. */
      const char *id = tsl_engine_get_id (engines->pdata[i]);
      g_autofree char *path = g_strconcat (prefix, "/", id, leaf != NULL ? "/" : NULL, leaf, NULL);

      g_test_add_data_func (path, id, func);
    }
}
