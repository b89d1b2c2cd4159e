/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tsl-hunters-art-private.h"

/* The small pictures of Hunters & Gatherers: animals, fish, nuggets,
 * mushrooms, the volcano, fires, dolmens and the players' figures, each
 * drawn upright around a point so that tiles can place them anywhere. */

/* Names for the legend, in the enums' order. */
static const char * const figure_labels[TSL_HUNTERS_N_FIGURES] = {
  N_("Gatherer"), N_("Fisher"), N_("Hunter"),
  /* Translators: a figure, the hut (seed 001: kunyhó), in the legend. */
  N_("Hut"),
};
static const char * const animal_labels[TSL_HUNTERS_N_ANIMALS] = {
  N_("Deer"), N_("Mammoth"), N_("Aurochs"), N_("Sabre-toothed tiger"),
};

const char *
tsl_hunters_figure_label (TslHuntersFigure figure)
{
  return figure < TSL_HUNTERS_N_FIGURES ? _(figure_labels[figure]) : "";
}

const char *
tsl_hunters_animal_label (TslHuntersAnimal animal)
{
  return animal < TSL_HUNTERS_N_ANIMALS ? _(animal_labels[animal]) : "";
}

/* Pictures on the tiles */

void
tsl_hunters_art_fish (cairo_t *cr,
                      double   x,
                      double   y,
                      double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  cairo_move_to (cr, -0.5, 0);
  cairo_curve_to (cr, -0.2, -0.42, 0.3, -0.3, 0.34, 0);
  cairo_line_to (cr, 0.55, -0.22);
  cairo_line_to (cr, 0.55, 0.22);
  cairo_line_to (cr, 0.34, 0);
  cairo_curve_to (cr, 0.3, 0.3, -0.2, 0.42, -0.5, 0);
  cairo_close_path (cr);
  _tsl_hunters_art_set_hex (cr, 0xfffde7, 1);
  cairo_fill_preserve (cr);
  _tsl_hunters_art_set_hex (cr, 0x0d3c6e, 1);
  cairo_set_line_width (cr, 0.09);
  cairo_stroke (cr);
  cairo_arc (cr, -0.3, -0.04, 0.06, 0, 2 * G_PI);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
tsl_hunters_art_nugget (cairo_t *cr,
                        double   x,
                        double   y,
                        double   size)
{
  static const TslHuntersPoint shape[] = { { -0.5, 0.1 }, { -0.3, -0.35 }, { 0.1, -0.45 }, { 0.48, -0.15 },
                              { 0.42, 0.3 }, { 0.0, 0.42 }, { -0.38, 0.35 } };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  for (guint i = 0; i < G_N_ELEMENTS (shape); i++)
    cairo_line_to (cr, shape[i].x, shape[i].y);
  cairo_close_path (cr);
  _tsl_hunters_art_set_hex (cr, 0xffca28, 1);
  cairo_fill_preserve (cr);
  _tsl_hunters_art_set_hex (cr, 0x6d4c00, 1);
  cairo_set_line_width (cr, 0.1);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
  cairo_move_to (cr, -0.2, -0.2);
  cairo_line_to (cr, 0.1, -0.28);
  cairo_line_to (cr, 0.0, 0.0);
  cairo_close_path (cr);
  _tsl_hunters_art_set_hex (cr, 0xfff8e1, 0.9);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
tsl_hunters_art_mushrooms (cairo_t *cr,
                           double   x,
                           double   y,
                           double   size)
{
  static const struct { double x, y, s; } caps[] = {
    { -0.28, 0.08, 0.8 }, { 0.22, -0.05, 1.0 }, { 0.02, 0.3, 0.7 },
  };

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  cairo_set_line_width (cr, 0.06);
  for (guint i = 0; i < G_N_ELEMENTS (caps); i++)
    {
      double cx = caps[i].x, cy = caps[i].y, s = caps[i].s * 0.3;

      cairo_rectangle (cr, cx - s * 0.3, cy - s * 0.1, s * 0.6, s * 1.0);
      _tsl_hunters_art_set_hex (cr, 0xfafafa, 1);
      cairo_fill_preserve (cr);
      _tsl_hunters_art_set_hex (cr, 0x3e2723, 1);
      cairo_stroke (cr);
      cairo_arc (cr, cx, cy, s, G_PI, 2 * G_PI);
      cairo_close_path (cr);
      _tsl_hunters_art_set_hex (cr, 0xd32f2f, 1);
      cairo_fill_preserve (cr);
      _tsl_hunters_art_set_hex (cr, 0x3e2723, 1);
      cairo_stroke (cr);
      _tsl_hunters_art_set_hex (cr, 0xffffff, 1);
      cairo_arc (cr, cx - s * 0.4, cy - s * 0.45, s * 0.15, 0, 2 * G_PI);
      cairo_fill (cr);
      cairo_arc (cr, cx + s * 0.3, cy - s * 0.6, s * 0.13, 0, 2 * G_PI);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

void
_tsl_hunters_art_outline_fill (cairo_t *cr,
                               guint    fill,
                               double   line)
{
  _tsl_hunters_art_set_hex (cr, fill, 1);
  cairo_fill_preserve (cr);
  _tsl_hunters_art_set_hex (cr, 0x1a1a1a, 1);
  cairo_set_line_width (cr, line);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_stroke (cr);
}

static void
legs (cairo_t *cr,
      double   x0,
      double   x1,
      double   top,
      double   bottom,
      double   width)
{
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  _tsl_hunters_art_set_hex (cr, 0x1a1a1a, 1);
  cairo_set_line_width (cr, width + 0.08);
  for (guint i = 0; i < 2; i++)
    {
      double x = i == 0 ? x0 : x1;

      cairo_move_to (cr, x, top);
      cairo_line_to (cr, x, bottom);
    }
  cairo_stroke (cr);
}

/* Animal silhouettes as data: one list of steps per animal, in units of
 * the picture's width, played by paint_shape().  A step either adds to
 * the path or paints it (which clears it). */
typedef enum
{
  SHAPE_END,
  SHAPE_LEGS,        /* v: left x, right x, top, bottom, width: two dark legs */
  SHAPE_ELLIPSE,     /* v: x radius, y radius, around the origin */
  SHAPE_CIRCLE,      /* v: x, y, radius */
  SHAPE_MOVE,        /* v: x, y */
  SHAPE_LINE,        /* v: x, y */
  SHAPE_CURVE,       /* v: two control points and the end point */
  SHAPE_CLOSE,
  SHAPE_OUTLINED,    /* fill with @color inside a dark outline of width v[0] */
  SHAPE_FILL,        /* fill with @color */
  SHAPE_STROKE,      /* stroke with @color, width v[0] */
  SHAPE_TWO_TONE,    /* a dark stroke of width v[0] under a @color one of width v[1] */
  SHAPE_EDGED,       /* fill with @color, then a dark edge of width v[0] */
} ShapeOp;

typedef struct
{
  ShapeOp op;
  guint   color;
  double  v[6];
} ShapeStep;

#define LEGS(x0, x1, top, bottom, width) { SHAPE_LEGS, 0, { x0, x1, top, bottom, width } }
#define ELLIPSE(rx, ry)                  { SHAPE_ELLIPSE, 0, { rx, ry } }
#define CIRCLE(x, y, r)                  { SHAPE_CIRCLE, 0, { x, y, r } }
#define MOVE(x, y)                       { SHAPE_MOVE, 0, { x, y } }
#define LINE(x, y)                       { SHAPE_LINE, 0, { x, y } }
#define CURVE(x1, y1, x2, y2, x3, y3)    { SHAPE_CURVE, 0, { x1, y1, x2, y2, x3, y3 } }
#define CLOSE                            { SHAPE_CLOSE, 0, { 0 } }
#define OUTLINED(color, line)            { SHAPE_OUTLINED, color, { line } }
#define FILL(color)                      { SHAPE_FILL, color, { 0 } }
#define STROKE(color, width)             { SHAPE_STROKE, color, { width } }
#define TWO_TONE(color, outer, inner)    { SHAPE_TWO_TONE, color, { outer, inner } }
#define EDGED(color, line)               { SHAPE_EDGED, color, { line } }
#define END                              { SHAPE_END, 0, { 0 } }

static const ShapeStep deer[] = {
  LEGS (-0.22, 0.2, 0.05, 0.42, 0.04),
  ELLIPSE (0.34, 0.17), OUTLINED (0xb26a2c, 0.06),
  /* Neck and head. */
  MOVE (0.2, -0.05), LINE (0.32, -0.3), LINE (0.48, -0.26), LINE (0.36, -0.02), CLOSE,
  OUTLINED (0xb26a2c, 0.06),
  /* Antlers. */
  MOVE (0.34, -0.3), LINE (0.26, -0.5), LINE (0.18, -0.56),
  MOVE (0.26, -0.5), LINE (0.32, -0.6),
  MOVE (0.4, -0.3), LINE (0.46, -0.52), LINE (0.4, -0.6),
  STROKE (0x3e2723, 0.05),
  /* White tail. */
  CIRCLE (-0.34, -0.06, 0.06), FILL (0xfff8e1),
  END,
};

static const ShapeStep mammoth[] = {
  LEGS (-0.22, 0.16, 0.1, 0.42, 0.1),
  MOVE (-0.42, 0.2),
  CURVE (-0.48, -0.3, -0.1, -0.5, 0.15, -0.38),
  CURVE (0.36, -0.34, 0.46, -0.2, 0.44, 0.0),
  /* Trunk down to the ground. */
  CURVE (0.46, 0.2, 0.52, 0.36, 0.6, 0.4),
  LINE (0.5, 0.44),
  CURVE (0.38, 0.36, 0.34, 0.22, 0.3, 0.16),
  LINE (-0.42, 0.2), CLOSE,
  OUTLINED (0x6d4c41, 0.06),
  /* Tusk and eye. */
  MOVE (0.34, 0.08), CURVE (0.4, 0.3, 0.6, 0.3, 0.66, 0.14), TWO_TONE (0xfffde7, 0.07, 0.04),
  CIRCLE (0.3, -0.14, 0.035), FILL (0x1a1a1a),
  END,
};

static const ShapeStep aurochs[] = {
  LEGS (-0.26, 0.2, 0.05, 0.42, 0.06),
  MOVE (-0.42, -0.04),
  CURVE (-0.42, -0.26, -0.1, -0.3, 0.2, -0.28),
  LINE (0.42, -0.18), LINE (0.5, 0.06), LINE (0.36, 0.1),
  CURVE (0.2, 0.2, -0.3, 0.24, -0.42, -0.04), CLOSE,
  OUTLINED (0x3e2723, 0.06),
  /* Horns. */
  MOVE (0.36, -0.2), CURVE (0.3, -0.42, 0.5, -0.5, 0.58, -0.44), TWO_TONE (0xefebe9, 0.08, 0.045),
  END,
};

static const ShapeStep tiger[] = {
  LEGS (-0.22, 0.22, 0.04, 0.4, 0.06),
  /* Tail. */
  MOVE (-0.34, -0.04), CURVE (-0.5, -0.1, -0.56, -0.3, -0.48, -0.4), TWO_TONE (0xf57c00, 0.1, 0.05),
  ELLIPSE (0.38, 0.16), OUTLINED (0xf57c00, 0.06),
  CIRCLE (0.4, -0.12, 0.15), OUTLINED (0xf57c00, 0.06),
  /* Stripes, a fang and the eye. */
  MOVE (-0.22 + 0 * 0.13, -0.14), LINE (-0.18 + 0 * 0.13, 0.02),
  MOVE (-0.22 + 1 * 0.13, -0.14), LINE (-0.18 + 1 * 0.13, 0.02),
  MOVE (-0.22 + 2 * 0.13, -0.14), LINE (-0.18 + 2 * 0.13, 0.02),
  MOVE (-0.22 + 3 * 0.13, -0.14), LINE (-0.18 + 3 * 0.13, 0.02),
  STROKE (0x1a1a1a, 0.045),
  MOVE (0.44, -0.02), LINE (0.46, 0.14), LINE (0.5, -0.02), CLOSE, EDGED (0xffffff, 0.025),
  CIRCLE (0.44, -0.16, 0.03), FILL (0x1a1a1a),
  END,
};

static const ShapeStep * const animal_shapes[TSL_HUNTERS_N_ANIMALS] = { deer, mammoth, aurochs, tiger };

static void
paint_shape (cairo_t         *cr,
             const ShapeStep *step)
{
  for (; step->op != SHAPE_END; step++)
    {
      const double *v = step->v;

      switch (step->op)
        {
        case SHAPE_LEGS:
          legs (cr, v[0], v[1], v[2], v[3], v[4]);
          break;
        case SHAPE_ELLIPSE:
          cairo_save (cr);
          cairo_scale (cr, v[0], v[1]);
          cairo_arc (cr, 0, 0, 1, 0, 2 * G_PI);
          cairo_restore (cr);
          break;
        case SHAPE_CIRCLE:
          cairo_arc (cr, v[0], v[1], v[2], 0, 2 * G_PI);
          break;
        case SHAPE_MOVE:
          cairo_move_to (cr, v[0], v[1]);
          break;
        case SHAPE_LINE:
          cairo_line_to (cr, v[0], v[1]);
          break;
        case SHAPE_CURVE:
          cairo_curve_to (cr, v[0], v[1], v[2], v[3], v[4], v[5]);
          break;
        case SHAPE_CLOSE:
          cairo_close_path (cr);
          break;
        case SHAPE_OUTLINED:
          _tsl_hunters_art_outline_fill (cr, step->color, v[0]);
          break;
        case SHAPE_FILL:
          _tsl_hunters_art_set_hex (cr, step->color, 1);
          cairo_fill (cr);
          break;
        case SHAPE_STROKE:
          cairo_set_line_width (cr, v[0]);
          _tsl_hunters_art_set_hex (cr, step->color, 1);
          cairo_stroke (cr);
          break;
        case SHAPE_TWO_TONE:
          cairo_set_line_width (cr, v[0]);
          _tsl_hunters_art_set_hex (cr, 0x1a1a1a, 1);
          cairo_stroke_preserve (cr);
          cairo_set_line_width (cr, v[1]);
          _tsl_hunters_art_set_hex (cr, step->color, 1);
          cairo_stroke (cr);
          break;
        case SHAPE_EDGED:
          _tsl_hunters_art_set_hex (cr, step->color, 1);
          cairo_fill_preserve (cr);
          _tsl_hunters_art_set_hex (cr, 0x1a1a1a, 1);
          cairo_set_line_width (cr, v[0]);
          cairo_stroke (cr);
          break;
        case SHAPE_END:
        default:
          return;
        }
    }
}

/**
 * tsl_hunters_art_animal:
 *
 * A side view silhouette of @animal, about @size wide, centred at (@x, @y).
 */
void
tsl_hunters_art_animal (cairo_t          *cr,
                        TslHuntersAnimal  animal,
                        double            x,
                        double            y,
                        double            size)
{
  if (animal >= TSL_HUNTERS_N_ANIMALS)
    return;
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  paint_shape (cr, animal_shapes[animal]);
  cairo_restore (cr);
}

void
_tsl_hunters_art_volcano (cairo_t *cr,
                          double   x,
                          double   y,
                          double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_move_to (cr, -0.5, 0.3);
  cairo_line_to (cr, -0.12, -0.2);
  cairo_line_to (cr, 0.12, -0.2);
  cairo_line_to (cr, 0.5, 0.3);
  cairo_close_path (cr);
  _tsl_hunters_art_outline_fill (cr, 0x6d5a4f, 0.05);
  cairo_move_to (cr, -0.12, -0.2);
  cairo_line_to (cr, -0.06, 0.0);
  cairo_line_to (cr, 0.0, -0.12);
  cairo_line_to (cr, 0.06, 0.04);
  cairo_line_to (cr, 0.12, -0.2);
  cairo_close_path (cr);
  _tsl_hunters_art_set_hex (cr, 0xff5722, 1);
  cairo_fill (cr);
  for (guint i = 0; i < 3; i++)
    cairo_arc (cr, 0.04 * i - 0.02, -0.3 - 0.12 * i, 0.07 + 0.02 * i, 0, 2 * G_PI);
  _tsl_hunters_art_set_hex (cr, 0x9e9e9e, 0.8);
  cairo_fill (cr);
  cairo_restore (cr);
}

void
_tsl_hunters_art_fire (cairo_t *cr,
                       double   x,
                       double   y,
                       double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  for (guint layer = 0; layer < 2; layer++)
    {
      double s = layer == 0 ? 1.0 : 0.55;

      for (gint i = -1; i <= 1; i++)
        {
          double cx = i * 0.22, h = (i == 0 ? 0.55 : 0.38) * s;

          cairo_move_to (cr, cx - 0.14 * s, 0.25);
          cairo_curve_to (cr, cx - 0.2 * s, 0.05, cx - 0.02, 0.1 - h * 0.5, cx + 0.02, 0.25 - h - 0.1);
          cairo_curve_to (cr, cx + 0.06, 0.1 - h * 0.4, cx + 0.2 * s, 0.05, cx + 0.14 * s, 0.25);
          cairo_close_path (cr);
        }
      if (layer == 0)
        _tsl_hunters_art_outline_fill (cr, 0xf4511e, 0.04);
      else
        {
          _tsl_hunters_art_set_hex (cr, 0xffeb3b, 1);
          cairo_fill (cr);
        }
    }
  cairo_restore (cr);
}

void
_tsl_hunters_art_dolmen (cairo_t *cr,
                         double   x,
                         double   y,
                         double   size)
{
  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_rectangle (cr, -0.36, -0.12, 0.18, 0.42);
  _tsl_hunters_art_outline_fill (cr, 0x9e9e9e, 0.05);
  cairo_rectangle (cr, 0.18, -0.12, 0.18, 0.42);
  _tsl_hunters_art_outline_fill (cr, 0x9e9e9e, 0.05);
  cairo_move_to (cr, -0.48, -0.12);
  cairo_line_to (cr, -0.4, -0.3);
  cairo_line_to (cr, 0.44, -0.28);
  cairo_line_to (cr, 0.5, -0.12);
  cairo_close_path (cr);
  _tsl_hunters_art_outline_fill (cr, 0xbdbdbd, 0.05);
  cairo_restore (cr);
}

/* Figures */

static void
meeple_path (cairo_t *cr)
{
  static const TslHuntersPoint body[] = {
    { -0.12, -0.2 }, { -0.42, -0.1 }, { -0.42, 0.04 }, { -0.17, 0.04 }, { -0.34, 0.46 },
    { -0.07, 0.46 }, { 0.0, 0.26 }, { 0.07, 0.46 }, { 0.34, 0.46 }, { 0.17, 0.04 },
    { 0.42, 0.04 }, { 0.42, -0.1 }, { 0.12, -0.2 },
  };

  cairo_new_sub_path (cr);
  cairo_arc (cr, 0, -0.3, 0.16, 0, 2 * G_PI);
  cairo_new_sub_path (cr);
  for (guint i = 0; i < G_N_ELEMENTS (body); i++)
    cairo_line_to (cr, body[i].x, body[i].y);
  cairo_close_path (cr);
}

static void
hut_path (cairo_t *cr)
{
  cairo_move_to (cr, -0.44, 0.36);
  cairo_line_to (cr, -0.44, 0.0);
  cairo_line_to (cr, 0.0, -0.42);
  cairo_line_to (cr, 0.44, 0.0);
  cairo_line_to (cr, 0.44, 0.36);
  cairo_close_path (cr);
}

/**
 * tsl_hunters_art_figure:
 *
 * A figure of @size (its height) centred at (@x, @y) in @color with a dark
 * outline, so that black and yellow read on any terrain; hunters lie down.
 */
void
tsl_hunters_art_figure (cairo_t          *cr,
                        TslHuntersFigure  figure,
                        double            x,
                        double            y,
                        double            size,
                        const GdkRGBA    *color)
{
  gboolean dark = color->red + color->green + color->blue < 0.6;

  cairo_save (cr);
  cairo_translate (cr, x, y);
  cairo_scale (cr, size, size);
  cairo_new_path (cr);
  if (figure == TSL_HUNTERS_FIGURE_HUNTER)
    cairo_rotate (cr, -G_PI / 2);

  if (figure == TSL_HUNTERS_FIGURE_HUT)
    hut_path (cr);
  else
    meeple_path (cr);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_fill_rule (cr, CAIRO_FILL_RULE_WINDING);
  /* Halo, outline, then the colour on top (no inner seams). */
  cairo_set_source_rgba (cr, 1, 1, 1, dark ? 0.85 : 0.5);
  cairo_set_line_width (cr, 0.2);
  cairo_stroke_preserve (cr);
  cairo_set_source_rgb (cr, 0.08, 0.08, 0.08);
  cairo_set_line_width (cr, 0.1);
  cairo_stroke_preserve (cr);
  gdk_cairo_set_source_rgba (cr, color);
  cairo_fill (cr);

  if (figure == TSL_HUNTERS_FIGURE_HUT)
    {
      /* Door and roof poles. */
      cairo_rectangle (cr, -0.1, 0.08, 0.2, 0.28);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.7);
      cairo_fill (cr);
      cairo_move_to (cr, -0.1, -0.5);
      cairo_line_to (cr, 0.0, -0.42);
      cairo_line_to (cr, 0.1, -0.5);
      cairo_set_line_width (cr, 0.06);
      cairo_stroke (cr);
    }
  else
    {
      /* A soft highlight gives the wooden figure some volume. */
      cairo_arc (cr, -0.05, -0.35, 0.06, 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, dark ? 0.35 : 0.45);
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

