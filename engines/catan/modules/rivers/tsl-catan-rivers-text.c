/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-text-private.h"
#include "tsl-catan-rivers-private.h"

/* The Rivers of Catan in the log and the hints (tsl-catan-describe.c and
 * tsl-catan-hint.c, through their hooks): its bridges.  The gold, and the
 * cards bought with it, are the core's (the gold feature). */

gboolean
catan_rivers_describe_move (GString            *out,
                            const CatanState   *before,
                            const CatanState   *after,
                            const TslMove      *m,
                            const char         *who,
                            const char * const *names)
{
  if (m->type != TSL_CATAN_BUILD_BRIDGE)
    return FALSE;
  g_string_append_printf (out, _("%s built a bridge over the river."), who);
  return TRUE;
}

char *
catan_rivers_hint_move (const CatanState   *s,
                        const CatanState   *after,
                        const TslMove      *m,
                        const TslMove      *applied,
                        const char * const *names)
{
  if (m->type != TSL_CATAN_BUILD_BRIDGE)
    return NULL;
  return g_strdup (_("The computer would build a bridge over the river."));
}
