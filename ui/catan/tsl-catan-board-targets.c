/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-art.h"
#include "tsl-catan-geometry.h"
#include "tsl-catan-board-private.h"

/* The marks drawn over the board each frame: where the current action is
 * legal, the spot under the pointer, and the hint's spots. */

/* The hint in gold, wider than any legal mark, so it stands out from
 * them and from every seat's colour; the last move in a thinner white
 * ring, so a person sees what just happened. */
static void
draw_marks (TslCatanBoard         *self,
            cairo_t               *cr,
            const TslCatanTargets *marks,
            const GdkRGBA         *ink,
            double                 weight)
{
  double size = self->scale * weight;

  cairo_save (cr);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  for (guint pass = 0; pass < 2; pass++)
    {
      /* A dark rim first, then gold on it: visible on light and dark land. */
      if (pass == 0)
        cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.75);
      else
        gdk_cairo_set_source_rgba (cr, ink);
      for (guint h = 0; h < TSL_CATAN_N_LAND_HEXES; h++)
        {
          double ux, uy, x, y;

          if (!tsl_catan_targets_has_hex (marks, h))
            continue;
          tsl_catan_hex_index_center (h, &ux, &uy);
          to_widget (self, ux, uy, &x, &y);
          tsl_catan_art_hex_path (cr, x, y, self->scale * 0.8);
          cairo_set_line_width (cr, size * (pass == 0 ? 0.16 : 0.1));
          cairo_stroke (cr);
        }
      for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
        {
          double x1, y1, x2, y2;

          if (!tsl_catan_targets_has_edge (marks, e))
            continue;
          edge_widget_points (self, e, &x1, &y1, &x2, &y2);
          cairo_move_to (cr, x1 + (x2 - x1) * 0.15, y1 + (y2 - y1) * 0.15);
          cairo_line_to (cr, x2 + (x1 - x2) * 0.15, y2 + (y1 - y2) * 0.15);
          cairo_set_line_width (cr, size * (pass == 0 ? 0.2 : 0.13));
          cairo_stroke (cr);
        }
      for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
        {
          double x, y;

          if (!tsl_catan_targets_has_vertex (marks, v))
            continue;
          vertex_widget_point (self, v, &x, &y);
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, self->scale * 0.27, 0, 2 * G_PI);
          cairo_set_line_width (cr, size * (pass == 0 ? 0.13 : 0.08));
          cairo_stroke (cr);
        }
    }
  cairo_restore (cr);
}

void
_tsl_catan_board_draw_targets (TslCatanBoard *self,
                               cairo_t       *cr)
{
  const GdkRGBA *color = &self->colors[CLAMP (self->target_seat, 0, TSL_MAX_PLAYERS - 1)];
  double size = self->scale;

  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_UNDER_TARGETS);

  for (guint h = 0; h < TSL_CATAN_N_LAND_HEXES; h++)
    {
      gboolean hover = self->hover_kind == HIT_HEX && self->hover_index == h;
      double ux, uy, x, y;
      double dashes[] = { size * 0.12, size * 0.08 };

      if (!tsl_catan_targets_has_hex (&self->targets, h))
        continue;
      tsl_catan_hex_index_center (h, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_hex_path (cr, x, y, size * 0.86);
      if (hover)
        {
          cairo_set_source_rgba (cr, 1, 1, 1, 0.35);
          cairo_fill_preserve (cr);
        }
      cairo_set_dash (cr, dashes, hover ? 0 : 2, 0);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      cairo_set_line_width (cr, size * (hover ? 0.08 : 0.05));
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }

  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    {
      gboolean hover = self->hover_kind == HIT_EDGE && self->hover_index == e;
      double x1, y1, x2, y2;

      if (!tsl_catan_targets_has_edge (&self->targets, e) || TSL_CATAN_BOARD_MODULES_SAY (&self->info, marks_path, e))
        continue;
      edge_widget_points (self, e, &x1, &y1, &x2, &y2);
      if (hover)
        tsl_catan_art_road (cr, x1, y1, x2, y2, size, color);
      else
        tsl_catan_art_path_target (cr, x1, y1, x2, y2, size, FALSE);
    }

  for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    {
      gboolean hover = self->hover_kind == HIT_VERTEX && self->hover_index == v;
      double x, y;

      if (!tsl_catan_targets_has_vertex (&self->targets, v))
        continue;
      vertex_widget_point (self, v, &x, &y);
      cairo_arc (cr, x, y, size * (hover ? 0.2 : 0.13), 0, 2 * G_PI);
      if (hover)
        gdk_cairo_set_source_rgba (cr, color);
      else
        cairo_set_source_rgba (cr, 1, 1, 1, 0.85);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.8);
      cairo_set_line_width (cr, size * 0.03);
      cairo_stroke (cr);
    }

  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_TARGETS);
  {
    static const GdkRGBA last_ink = { 1, 1, 1, 0.9 };
    static const GdkRGBA hint_ink = { 0.96, 0.76, 0.07, 1 };

    draw_marks (self, cr, &self->last_move, &last_ink, 0.55);
    draw_marks (self, cr, &self->hint, &hint_ink, 1.0);
  }
}

