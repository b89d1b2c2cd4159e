/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-art.h"
#include "tsl-catan-geometry.h"
#include "tsl-catan-view-private.h"
#include "tsl-catan-screenshot.h"
#include "tsl-screenshot.h"

/* The Friendly Robber (T&B V1) at the table: while the robber is being
 * placed, the hexes it is kept from are shaded and the status line says
 * why, so a refusal is no surprise. */

static gboolean
active (const TslCatanInfo *info)
{
  return info->friendly_robber.played;
}

static void
draw (cairo_t                  *cr,
      const TslCatanInfo       *info,
      const TslCatanBoardFrame *frame,
      TslCatanBoardLayer        layer)
{
  if (layer != TSL_CATAN_LAYER_UNDER_TARGETS || frame->targets->hexes == 0)
    return;
  for (guint h = 0; h < TSL_CATAN_N_LAND_HEXES; h++)
    {
      double ux, uy, x, y;

      if ((info->robber_hexes & (1u << h)) || (gint) h == info->robber || info->terrain[h] == TSL_CATAN_SEA)
        continue;
      tsl_catan_hex_index_center (h, &ux, &uy);
      tsl_catan_board_frame_point (frame, ux, uy, &x, &y);
      tsl_catan_art_hex_path (cr, x, y, frame->scale * 0.92);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.45);
      cairo_fill (cr);
    }
}

static char *
describe_step (TslCatanView *self,
               gpointer      data,
               const char   *name)
{
  if (!_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_ROBBER) || self->info.friendly_robber.robber_protected == 0)
    return NULL;
  return g_strdup_printf (_("%s: move the robber to another hex; the shaded hexes are closed to the "
                            "Friendly Robber (a player there has 2 or fewer points)."), name);
}

/* `tessella --screenshot DIR` */

static const TslCatanScreenshotGame scenes[] = {
  /* T&B: Anna must move the Friendly Robber in a game with the
   * Harbourmaster; the closed hexes are shaded, the badges in the rows. */
  { "{\"friendly_robber\": true, \"harbormaster\": true}", 0, 20261129, 0, 3000, "move_robber",
    "board-traders.png", NULL },
};

const TslCatanViewModule tsl_catan_view_module_friendly_robber = {
  .name = "friendly_robber",
  .active = active,
  .draw = draw,
  .describe_step = describe_step,
  .scenes = scenes,
  .n_scenes = G_N_ELEMENTS (scenes),
};
