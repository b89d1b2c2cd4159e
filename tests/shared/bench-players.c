/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "bench-players.h"

/* bench-search's players: the engine's kinds only. */
TslAi *
bench_player_new (TslEngine  *engine,
                  const char *kind,
                  gboolean   *sees_all,
                  GError    **error)
{
  *sees_all = FALSE;
  return tsl_engine_create_ai (engine, kind, error);
}
