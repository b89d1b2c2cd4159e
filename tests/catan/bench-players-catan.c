/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "bench-players.h"
#include "catan-alphabeta-ai.h"

/* bench-catan-reference's players: the engine's kinds, and in Catan the
 * reference opponent "alphabeta" (depth 2), or "alphabetaN" searching N
 * actions deep, which reads every hand (catan-alphabeta-ai.c). */
TslAi *
bench_player_new (TslEngine  *engine,
                  const char *kind,
                  gboolean   *sees_all,
                  GError    **error)
{
  *sees_all = FALSE;
  if (g_str_equal (tsl_engine_get_id (engine), "catan") && g_str_has_prefix (kind, "alphabeta"))
    {
      guint depth = kind[strlen ("alphabeta")] != '\0' ? (guint) atoi (kind + strlen ("alphabeta")) : 2;

      if (depth < 1 || depth > 4)
        {
          g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
                       "alphabeta searches 1 to 4 actions deep, not “%s”", kind);
          return NULL;
        }
      *sees_all = TRUE;
      return catan_alphabeta_ai_new (depth);
    }
  return tsl_engine_create_ai (engine, kind, error);
}
