/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-view.h"
#include "tsl-game-view.h"
#include "tsl-hunters-view.h"

/**
 * tsl_game_views_register_all:
 *
 * Registers the board views of the games that have one.  Games are listed
 * from the engine registry; this table only adds their dedicated windows
 * (a Hunters & Gatherers view registers itself here the same way).
 */
void
tsl_game_views_register_all (void)
{
  static gsize done = 0;

  if (g_once_init_enter (&done))
    {
      tsl_game_view_register ("catan", TSL_TYPE_CATAN_VIEW, tsl_catan_view_draw_preview);
      tsl_game_view_register ("hunters", TSL_TYPE_HUNTERS_VIEW, tsl_hunters_view_draw_preview);
      g_once_init_leave (&done, 1);
    }
}
