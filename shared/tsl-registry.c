/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-error.h"
#include "tsl-registry.h"

/* The one process-wide table of games.  It is filled once at start-up by
 * tsl_engines_register_all() (engines/) and only read afterwards, so the
 * launcher, the CLI and the tests know games only through it. */
static GPtrArray *engines;
G_LOCK_DEFINE_STATIC (engines);

/**
 * tsl_registry_add:
 * @engine: (transfer none): an engine; an engine with the same id is not added twice
 *
 * An engine that lacks its identity or a required hook is refused with a
 * critical warning: it would crash later, far from the cause.
 */
void
tsl_registry_add (TslEngine *engine)
{
  g_return_if_fail (TSL_IS_ENGINE (engine));
  if (!tsl_engine_check (engine))
    return;

  G_LOCK (engines);
  if (engines == NULL)
    engines = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < engines->len; i++)
    if (g_strcmp0 (tsl_engine_get_id (engines->pdata[i]), tsl_engine_get_id (engine)) == 0)
      {
        G_UNLOCK (engines);
        return;
      }
  g_ptr_array_add (engines, g_object_ref (engine));
  G_UNLOCK (engines);
}

/**
 * tsl_registry_lookup:
 * @id: a game id such as "catan"
 * @error: return location for a #TSL_ERROR_UNKNOWN_GAME
 *
 * Returns: (transfer none): the engine, or %NULL
 */
TslEngine *
tsl_registry_lookup (const char *id,
                     GError    **error)
{
  TslEngine *found = NULL;

  G_LOCK (engines);
  for (guint i = 0; engines != NULL && i < engines->len; i++)
    if (g_strcmp0 (tsl_engine_get_id (engines->pdata[i]), id) == 0)
      found = engines->pdata[i];
  G_UNLOCK (engines);

  if (found == NULL)
    g_set_error (error, TSL_ERROR, TSL_ERROR_UNKNOWN_GAME, _("Unknown game “%s”"),
                 id != NULL ? id : "");
  return found;
}

/**
 * tsl_registry_list:
 *
 * Returns: (transfer container) (element-type TslEngine): the registered games,
 *   in registration order
 */
GPtrArray *
tsl_registry_list (void)
{
  GPtrArray *list = g_ptr_array_new_with_free_func (g_object_unref);

  G_LOCK (engines);
  for (guint i = 0; engines != NULL && i < engines->len; i++)
    g_ptr_array_add (list, g_object_ref (engines->pdata[i]));
  G_UNLOCK (engines);
  return list;
}
