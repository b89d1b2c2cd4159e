/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-catan-art.h"
#include "tsl-catan-geometry.h"
#include "tsl-catan-traders-draw.h"

/* Traders & Barbarians (docs/rules-catan-tb.md, S5) on the board.  The
 * wagons' network numbers its nodes and paths as TslCatanInfo does: the
 * intersections 0..53, then 54 + d the centre of destination d; the edges
 * 0..71, then 72 + 4 d + k from corner k of destination d to its centre. */

#define FIRST_CENTRE TSL_CATAN_N_VERTICES
#define FIRST_PATH   TSL_CATAN_N_EDGES

static void
rgb (cairo_t *cr,
     guint32  hex)
{
  cairo_set_source_rgb (cr, ((hex >> 16) & 0xff) / 255.0, ((hex >> 8) & 0xff) / 255.0,
                        (hex & 0xff) / 255.0);
}

static void
fill_outlined (cairo_t *cr,
               guint32  fill,
               double   line)
{
  rgb (cr, fill);
  cairo_fill_preserve (cr);
  rgb (cr, 0x212121);
  cairo_set_line_width (cr, line);
  cairo_stroke (cr);
}

/* The castle: a wall between two towers, battlements and a pennant. */
static void
draw_castle (cairo_t *cr,
             double   s)
{
  double w = s * 0.34;

  cairo_rectangle (cr, -w, -s * 0.12, 2 * w, s * 0.42);
  fill_outlined (cr, 0xd7ccc8, s * 0.03);
  for (gint i = -1; i <= 1; i += 2)
    {
      double tx = i * w;

      cairo_rectangle (cr, tx - s * 0.12, -s * 0.36, s * 0.24, s * 0.66);
      fill_outlined (cr, 0xbcaaa4, s * 0.03);
      cairo_move_to (cr, tx - s * 0.15, -s * 0.36);
      cairo_line_to (cr, tx, -s * 0.56);
      cairo_line_to (cr, tx + s * 0.15, -s * 0.36);
      cairo_close_path (cr);
      fill_outlined (cr, 0xc62828, s * 0.03);
    }
  for (gint i = 0; i < 3; i++)
    {
      cairo_rectangle (cr, -w * 0.62 + i * w * 0.5, -s * 0.2, s * 0.08, s * 0.08);
      fill_outlined (cr, 0xd7ccc8, s * 0.02);
    }
  /* The gate. */
  cairo_move_to (cr, -s * 0.09, s * 0.3);
  cairo_line_to (cr, -s * 0.09, s * 0.1);
  cairo_arc (cr, 0, s * 0.1, s * 0.09, G_PI, 2 * G_PI);
  cairo_line_to (cr, s * 0.09, s * 0.3);
  cairo_close_path (cr);
  fill_outlined (cr, 0x4e342e, s * 0.02);
}

/* The quarry: a cut rock face with white marble blocks and a pick. */
static void
draw_quarry (cairo_t *cr,
             double   s)
{
  cairo_move_to (cr, -s * 0.48, s * 0.3);
  cairo_line_to (cr, -s * 0.3, -s * 0.38);
  cairo_line_to (cr, s * 0.1, -s * 0.48);
  cairo_line_to (cr, s * 0.46, -s * 0.2);
  cairo_line_to (cr, s * 0.5, s * 0.3);
  cairo_close_path (cr);
  fill_outlined (cr, 0x78909c, s * 0.03);
  for (gint i = 0; i < 3; i++)
    {
      cairo_rectangle (cr, -s * 0.36 + i * s * 0.25, s * 0.06, s * 0.22, s * 0.2);
      fill_outlined (cr, 0xfafafa, s * 0.025);
    }
  cairo_rectangle (cr, -s * 0.24, -s * 0.16, s * 0.22, s * 0.2);
  fill_outlined (cr, 0xeceff1, s * 0.025);
  /* The pick. */
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  rgb (cr, 0x5d4037);
  cairo_set_line_width (cr, s * 0.05);
  cairo_move_to (cr, s * 0.12, -s * 0.02);
  cairo_line_to (cr, s * 0.36, -s * 0.3);
  cairo_stroke (cr);
  rgb (cr, 0x37474f);
  cairo_move_to (cr, s * 0.24, -s * 0.38);
  cairo_curve_to (cr, s * 0.34, -s * 0.34, s * 0.42, -s * 0.28, s * 0.46, -s * 0.18);
  cairo_stroke (cr);
}

/* The glassworks: a brick furnace with its chimney, the fire's mouth and
 * a green glass bottle. */
static void
draw_glassworks (cairo_t *cr,
                 double   s)
{
  cairo_rectangle (cr, s * 0.16, -s * 0.5, s * 0.14, s * 0.4);
  fill_outlined (cr, 0x8d6e63, s * 0.03);
  cairo_move_to (cr, -s * 0.4, s * 0.3);
  cairo_line_to (cr, -s * 0.4, -s * 0.05);
  cairo_curve_to (cr, -s * 0.4, -s * 0.35, s * 0.4, -s * 0.35, s * 0.4, -s * 0.05);
  cairo_line_to (cr, s * 0.4, s * 0.3);
  cairo_close_path (cr);
  fill_outlined (cr, 0xa1573a, s * 0.03);
  cairo_arc (cr, -s * 0.05, s * 0.08, s * 0.12, G_PI, 2 * G_PI);
  cairo_line_to (cr, s * 0.07, s * 0.3);
  cairo_line_to (cr, -s * 0.17, s * 0.3);
  cairo_close_path (cr);
  fill_outlined (cr, 0xffb300, s * 0.02);
  /* The bottle. */
  cairo_move_to (cr, -s * 0.34, s * 0.46);
  cairo_line_to (cr, -s * 0.34, s * 0.28);
  cairo_curve_to (cr, -s * 0.34, s * 0.2, -s * 0.3, s * 0.18, -s * 0.3, s * 0.12);
  cairo_line_to (cr, -s * 0.26, s * 0.12);
  cairo_curve_to (cr, -s * 0.26, s * 0.18, -s * 0.22, s * 0.2, -s * 0.22, s * 0.28);
  cairo_line_to (cr, -s * 0.22, s * 0.46);
  cairo_close_path (cr);
  fill_outlined (cr, 0x4db6ac, s * 0.02);
}

/**
 * tsl_catan_traders_art_destination:
 *
 * The building on a destination hex (its terrain colour is already
 * painted), drawn large so that the three read apart without colour.
 */
void
tsl_catan_traders_art_destination (cairo_t         *cr,
                                   TslCatanTerrain  terrain,
                                   double           cx,
                                   double           cy,
                                   double           size)
{
  cairo_save (cr);
  cairo_translate (cr, cx, cy - size * 0.12);
  switch ((gint) terrain)
    {
    case TSL_CATAN_TRADE_CASTLE:
      draw_castle (cr, size);
      break;
    case TSL_CATAN_QUARRY:
      draw_quarry (cr, size);
      break;
    case TSL_CATAN_GLASSWORKS:
    default:
      draw_glassworks (cr, size);
      break;
    }
  cairo_restore (cr);
}

/* Where a destination's centre node is drawn: below its building, so a
 * wagon there does not hide it. */
static void
centre_point (const TslCatanInfo *info,
              guint               d,
              double             *ux,
              double             *uy)
{
  tsl_catan_hex_index_center ((guint) info->traders_barbarians.destination_hex[d], ux, uy);
  *uy += 0.42;
}

/**
 * tsl_catan_traders_node_point:
 *
 * Where node @node of the wagons' network lies, in unit coordinates.
 */
gboolean
tsl_catan_traders_node_point (const TslCatanInfo *info,
                              guint               node,
                              double             *ux,
                              double             *uy)
{
  if (node < TSL_CATAN_N_VERTICES)
    {
      tsl_catan_vertex_point (node, ux, uy);
      return TRUE;
    }
  if (node >= TSL_CATAN_TB_NODES || info->traders_barbarians.destination_hex[node - FIRST_CENTRE] < 0)
    return FALSE;
  centre_point (info, node - FIRST_CENTRE, ux, uy);
  return TRUE;
}

/**
 * tsl_catan_traders_path_points:
 *
 * The ends of @path (an edge, or a destination path from its corner to
 * the centre), in unit coordinates.
 */
gboolean
tsl_catan_traders_path_points (const TslCatanInfo *info,
                               guint               path,
                               double             *x1,
                               double             *y1,
                               double             *x2,
                               double             *y2)
{
  guint d, k;

  if (path < TSL_CATAN_N_EDGES)
    {
      tsl_catan_edge_points (path, x1, y1, x2, y2);
      return TRUE;
    }
  if (path >= TSL_CATAN_TB_PATHS)
    return FALSE;
  d = (path - FIRST_PATH) / 4;
  k = (path - FIRST_PATH) % 4;
  if (info->traders_barbarians.destination_hex[d] < 0)
    return FALSE;
  tsl_catan_vertex_point (info->traders_barbarians.destination_corner[d][k], x1, y1);
  centre_point (info, d, x2, y2);
  return TRUE;
}

static void
to_widget (const TslCatanBoardFrame *frame,
           double                     *x,
           double                     *y)
{
  *x = frame->off_x + *x * frame->scale;
  *y = frame->off_y + *y * frame->scale;
}

static const GdkRGBA *
owner_color (const TslCatanBoardFrame *frame,
             gint                        owner)
{
  return &frame->colors[CLAMP (owner, 0, (gint) frame->n_colors - 1)];
}

/* The destination paths: dirt tracks to the centre, roads on them. */
static void
draw_destination_paths (cairo_t                    *cr,
                        const TslCatanInfo         *info,
                        const TslCatanBoardFrame *frame)
{
  double size = frame->scale;

  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    for (guint k = 0; k < 4; k++)
      {
        guint path = FIRST_PATH + 4 * d + k;
        double x1, y1, x2, y2;
        double dashes[] = { size * 0.08, size * 0.06 };

        if (!tsl_catan_traders_path_points (info, path, &x1, &y1, &x2, &y2))
          continue;
        to_widget (frame, &x1, &y1);
        to_widget (frame, &x2, &y2);
        if (info->traders_barbarians.path_road_owner[d][k] >= 0)
          {
            tsl_catan_art_road (cr, x1, y1, x2, y2, size, owner_color (frame, info->traders_barbarians.path_road_owner[d][k]));
            continue;
          }
        /* Shortened like roads, so the track leaves the corner's building free. */
        x1 += (x2 - x1) * 0.2;
        y1 += (y2 - y1) * 0.2;
        cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
        rgb (cr, 0x5d4037);
        cairo_set_line_width (cr, size * 0.07);
        cairo_move_to (cr, x1, y1);
        cairo_line_to (cr, x2, y2);
        cairo_stroke (cr);
        cairo_set_dash (cr, dashes, 2, 0);
        rgb (cr, 0xd7b98e);
        cairo_set_line_width (cr, size * 0.04);
        cairo_move_to (cr, x1, y1);
        cairo_line_to (cr, x2, y2);
        cairo_stroke (cr);
        cairo_set_dash (cr, NULL, 0, 0);
      }

  /* The centre node: a small yard where wagons unload. */
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      double x, y;

      if (!tsl_catan_traders_node_point (info, FIRST_CENTRE + d, &x, &y))
        continue;
      to_widget (frame, &x, &y);
      cairo_arc (cr, x, y, size * 0.09, 0, 2 * G_PI);
      fill_outlined (cr, 0xd7b98e, size * 0.025);
    }
}

/* A commodity deck's badge at the destination's top: a card with the
 * number of cards left. */
static void
draw_decks (cairo_t                    *cr,
            const TslCatanInfo         *info,
            const TslCatanBoardFrame *frame)
{
  double size = frame->scale;

  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      char text[8];
      double x, y;
      cairo_text_extents_t ext;

      if (info->traders_barbarians.destination_hex[d] < 0)
        continue;
      tsl_catan_hex_index_center ((guint) info->traders_barbarians.destination_hex[d], &x, &y);
      x += 0.5;
      y -= 0.05;
      to_widget (frame, &x, &y);
      cairo_rectangle (cr, x - size * 0.11, y - size * 0.15, size * 0.22, size * 0.3);
      fill_outlined (cr, 0xfff8e1, size * 0.025);
      g_snprintf (text, sizeof text, "%u", info->traders_barbarians.commodities_left[d]);
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, size * 0.18);
      cairo_text_extents (cr, text, &ext);
      rgb (cr, 0x3e2723);
      cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - ext.height / 2 - ext.y_bearing);
      cairo_show_text (cr, text);
      cairo_new_path (cr);   /* show_text leaves a current point an arc would join */
    }
}

/* A barbarian: a dark warrior in a horned helmet on a red disc; the one
 * to move now is ringed in white. */
static void
draw_barbarian (cairo_t  *cr,
                double    x,
                double    y,
                double    size,
                gboolean  selected,
                gboolean  target)
{
  double s = size * 0.2;
  double dashes[] = { size * 0.06, size * 0.04 };

  if (selected || target)
    {
      /* Clickable (to pick, unpick or chase it): a dashed ring; the one
       * to move now: a full one. */
      cairo_new_sub_path (cr);
      cairo_arc (cr, x, y, s * 1.45, 0, 2 * G_PI);
      cairo_set_dash (cr, dashes, selected ? 0 : 2, 0);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.95);
      cairo_set_line_width (cr, size * 0.05);
      cairo_stroke (cr);
      cairo_set_dash (cr, NULL, 0, 0);
    }
  cairo_arc (cr, x, y, s, 0, 2 * G_PI);
  fill_outlined (cr, 0xb71c1c, size * 0.03);
  /* The helmet with its horns, and the face under it. */
  cairo_arc (cr, x, y - s * 0.05, s * 0.5, G_PI, 2 * G_PI);
  cairo_close_path (cr);
  rgb (cr, 0x9e9e9e);
  cairo_fill (cr);
  for (gint i = -1; i <= 1; i += 2)
    {
      cairo_move_to (cr, x + i * s * 0.45, y - s * 0.15);
      cairo_curve_to (cr, x + i * s * 0.8, y - s * 0.3, x + i * s * 0.8, y - s * 0.6, x + i * s * 0.62, y - s * 0.8);
      cairo_line_to (cr, x + i * s * 0.35, y - s * 0.3);
      cairo_close_path (cr);
      rgb (cr, 0xfff3e0);
      cairo_fill (cr);
    }
  cairo_arc (cr, x, y + s * 0.25, s * 0.32, 0, G_PI);
  rgb (cr, 0x3e2723);
  cairo_fill (cr);
}

static void
draw_barbarians (cairo_t                    *cr,
                 const TslCatanInfo         *info,
                 const TslCatanBoardFrame *frame)
{
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    {
      double x1, y1, x2, y2, x, y;

      if (info->traders_barbarians.barbarian_path[i] < 0 ||
          !tsl_catan_traders_path_points (info, (guint) info->traders_barbarians.barbarian_path[i], &x1, &y1, &x2, &y2))
        continue;
      x = (x1 + x2) / 2;
      y = (y1 + y2) / 2;
      to_widget (frame, &x, &y);
      draw_barbarian (cr, x, y, frame->scale,
                      info->traders_barbarians.barbarian_move == (gint) i,
                      tsl_catan_targets_has_edge (frame->targets, (guint) info->traders_barbarians.barbarian_path[i]));
    }
}

/* A wagon: a cart in the owner's colour with a dark outline, two wheels
 * and, when it carries a good, a load on it. */
static void
draw_wagon (cairo_t       *cr,
            double         x,
            double         y,
            double         size,
            const GdkRGBA *color,
            gboolean       loaded,
            guint          level)
{
  double s = size * 0.21;
  char text[4];
  cairo_text_extents_t ext;

  if (loaded)
    {
      cairo_arc (cr, x, y - s * 0.55, s * 0.5, G_PI, 2 * G_PI);
      cairo_close_path (cr);
      fill_outlined (cr, 0xfff8e1, size * 0.02);
    }
  cairo_rectangle (cr, x - s, y - s * 0.55, 2 * s, s * 0.8);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill_preserve (cr);
  rgb (cr, 0x111111);
  cairo_set_line_width (cr, size * 0.035);
  cairo_stroke (cr);
  for (gint i = -1; i <= 1; i += 2)
    {
      cairo_arc (cr, x + i * s * 0.6, y + s * 0.35, s * 0.32, 0, 2 * G_PI);
      fill_outlined (cr, 0x5d4037, size * 0.025);
    }
  /* The level on the cart's side, so the rows need not be read. */
  g_snprintf (text, sizeof text, "%u", MAX (level, 1));
  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, s * 0.75);
  cairo_text_extents (cr, text, &ext);
  if (color->red * 0.3 + color->green * 0.59 + color->blue * 0.11 > 0.6)
    rgb (cr, 0x111111);
  else
    rgb (cr, 0xffffff);
  cairo_move_to (cr, x - ext.width / 2 - ext.x_bearing, y - s * 0.15 - ext.height / 2 - ext.y_bearing);
  cairo_show_text (cr, text);
  cairo_new_path (cr);   /* show_text leaves a current point an arc would join */
}

static void
draw_wagons (cairo_t                    *cr,
             const TslCatanInfo         *info,
             const TslCatanBoardFrame *frame)
{
  guint at_node[TSL_CATAN_TB_NODES] = { 0, };
  double size = frame->scale;

  for (guint p = 0; p < info->n_players && p < TSL_CATAN_MAX_PLAYERS; p++)
    {
      const TslCatanPlayerInfo *pi = &info->players[p];
      double x, y;
      guint n;

      if (pi->traders_barbarians.wagon_node < 0 || !tsl_catan_traders_node_point (info, (guint) pi->traders_barbarians.wagon_node, &x, &y))
        continue;
      to_widget (frame, &x, &y);
      /* Beside the building at the intersection; wagons sharing a node in a row. */
      n = at_node[pi->traders_barbarians.wagon_node]++;
      x += size * (0.26 + 0.3 * n) * (n % 2 == 0 ? 1 : -1);
      y += size * 0.12;
      draw_wagon (cr, x, y, size, owner_color (frame, (gint) p), pi->traders_barbarians.task >= 0, pi->traders_barbarians.wagon_level);
    }
}

/* The cost of each step the wagon may take, on a badge beside the target:
 * the movement points, and a coin when the step pays a toll. */
static void
draw_step_costs (cairo_t                    *cr,
                 const TslCatanInfo         *info,
                 const TslCatanBoardFrame *frame)
{
  double size = frame->scale;

  for (guint node = 0; node < TSL_CATAN_TB_NODES; node++)
    {
      gboolean toll = (info->traders_barbarians.wagon_step_toll >> node) & 1;
      char text[8];
      double x, y, w;
      cairo_text_extents_t ext;

      if (!((info->traders_barbarians.wagon_targets >> node) & 1) || !tsl_catan_traders_node_point (info, node, &x, &y))
        continue;
      to_widget (frame, &x, &y);
      x += size * 0.22;
      y -= size * 0.22;
      w = size * (toll ? 0.36 : 0.21);
      cairo_new_sub_path (cr);
      cairo_arc (cr, x + w / 2 - size * 0.105, y, size * 0.105, -G_PI / 2, G_PI / 2);
      cairo_arc (cr, x - w / 2 + size * 0.105, y, size * 0.105, G_PI / 2, 3 * G_PI / 2);
      cairo_close_path (cr);
      /* Dark with a white rim: no player's colour, readable on every terrain. */
      rgb (cr, 0x263238);
      cairo_fill_preserve (cr);
      rgb (cr, 0xffffff);
      cairo_set_line_width (cr, size * 0.02);
      cairo_stroke (cr);
      g_snprintf (text, sizeof text, "%u", info->traders_barbarians.wagon_step_cost[node]);
      cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
      cairo_set_font_size (cr, size * 0.17);
      cairo_text_extents (cr, text, &ext);
      rgb (cr, 0xffffff);
      cairo_move_to (cr, x - (toll ? size * 0.07 : 0) - ext.width / 2 - ext.x_bearing,
                     y - ext.height / 2 - ext.y_bearing);
      cairo_show_text (cr, text);
      cairo_new_path (cr);   /* show_text leaves a current point an arc would join */
      if (toll)
        {
          cairo_arc (cr, x + size * 0.08, y, size * 0.06, 0, 2 * G_PI);
          fill_outlined (cr, 0xffca28, size * 0.015);
        }
    }
}

/* Destination paths among the targets (a road or a barbarian may go
 * there): the board marks only the 72 edges. */
static void
draw_path_targets (cairo_t                    *cr,
                   const TslCatanInfo         *info,
                   const TslCatanBoardFrame *frame)
{
  double size = frame->scale;

  for (guint path = FIRST_PATH; path < TSL_CATAN_TB_PATHS; path++)
    {
      gboolean hover = frame->hover_path == (gint) path;
      double x1, y1, x2, y2;

      if (!tsl_catan_targets_has_edge (frame->targets, path) ||
          !tsl_catan_traders_path_points (info, path, &x1, &y1, &x2, &y2))
        continue;
      to_widget (frame, &x1, &y1);
      to_widget (frame, &x2, &y2);
      tsl_catan_art_path_target (cr, x1, y1, x2, y2, size, hover);
    }
}

/**
 * tsl_catan_traders_draw:
 *
 * Everything of the scenario that changes during a game, drawn over the
 * board's pieces and targets.
 */
void
tsl_catan_traders_draw (cairo_t                    *cr,
                        const TslCatanInfo         *info,
                        const TslCatanBoardFrame *frame)
{
  if (!info->traders_barbarians.played)
    return;
  cairo_save (cr);
  draw_destination_paths (cr, info, frame);
  draw_decks (cr, info, frame);
  draw_path_targets (cr, info, frame);
  draw_barbarians (cr, info, frame);
  draw_wagons (cr, info, frame);
  draw_step_costs (cr, info, frame);
  cairo_restore (cr);
}
