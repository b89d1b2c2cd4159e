/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-catan-art.h"
#include "tsl-catan-board.h"

/*
 * TslCatanBoard: the board, drawn in snapshot().  The terrain, number
 * tokens and harbours never change during a game, so they are rasterized
 * once per size into a texture at the device's scale (crisp, and a redraw
 * costs one texture); pieces, the robber, legal targets and hover are drawn
 * with Cairo on top each frame.  Clicks are reported as "vertex-clicked",
 * "edge-clicked" or "hex-clicked" with the spot's key and whether it is a
 * legal target, so the view can act or explain.
 */

typedef enum
{
  HIT_NONE,
  HIT_VERTEX,
  HIT_EDGE,
  HIT_HEX,
} HitKind;

typedef struct
{
  guint  key;
  double x;
  double y;
} Spot;

struct _TslCatanBoard
{
  GtkWidget            parent_instance;

  const TslCatanModel *model;
  GArray              *vertices;   /* Spot: every intersection touching land */
  GArray              *edges;      /* Spot at the midpoint: every path touching land */
  double               min_x, min_y, max_x, max_y;

  GdkRGBA              colors[TSL_MAX_PLAYERS];
  GHashTable          *target_vertices;
  GHashTable          *target_edges;
  GHashTable          *target_hexes;
  gint                 target_seat;
  GArray              *marked_edges;

  HitKind              hover_kind;
  guint                hover_key;

  /* Layout: unit coordinates to widget coordinates. */
  double               scale;
  double               off_x;
  double               off_y;

  GdkTexture          *cache;
  cairo_surface_t     *cache_surface;
  cairo_surface_t     *frame_surface;
  int                  cache_width;
  int                  cache_height;
  int                  cache_scale;
  double               cache_layout[3];   /* scale, off_x, off_y it was drawn with */
  guint                rebuild_id;
};

G_DEFINE_FINAL_TYPE (TslCatanBoard, tsl_catan_board, GTK_TYPE_WIDGET)

enum {
  SIGNAL_VERTEX_CLICKED,
  SIGNAL_EDGE_CLICKED,
  SIGNAL_HEX_CLICKED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
tsl_catan_board_invalidate_cache (TslCatanBoard *self)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  g_clear_object (&self->cache);
  g_clear_pointer (&self->cache_surface, cairo_surface_destroy);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
compute_layout (TslCatanBoard *self,
                double         width,
                double         height)
{
  double bw = self->max_x - self->min_x, bh = self->max_y - self->min_y;

  if (bw <= 0 || bh <= 0)
    {
      self->scale = 1;
      self->off_x = self->off_y = 0;
      return;
    }
  self->scale = MIN (width / bw, height / bh);
  self->off_x = (width - bw * self->scale) / 2 - self->min_x * self->scale;
  self->off_y = (height - bh * self->scale) / 2 - self->min_y * self->scale;
}

static void
to_widget (TslCatanBoard *self,
           double         ux,
           double         uy,
           double        *x,
           double        *y)
{
  *x = self->off_x + ux * self->scale;
  *y = self->off_y + uy * self->scale;
}

static void
add_spot (GArray     *spots,
          GHashTable *seen,
          guint       key,
          double      x,
          double      y)
{
  Spot spot = { key, x, y };

  if (g_hash_table_contains (seen, GUINT_TO_POINTER (key)))
    return;
  g_hash_table_add (seen, GUINT_TO_POINTER (key));
  g_array_append_val (spots, spot);
}

/* Rebuilds the intersections, paths and bounds after the board changed. */
static void
build_spots (TslCatanBoard *self)
{
  g_autoptr(GHashTable) seen = g_hash_table_new (NULL, NULL);

  g_array_set_size (self->vertices, 0);
  g_array_set_size (self->edges, 0);
  self->min_x = self->min_y = G_MAXDOUBLE;
  self->max_x = self->max_y = -G_MAXDOUBLE;
  if (self->model == NULL)
    return;

  for (guint i = 0; i < self->model->hexes->len; i++)
    {
      const TslCatanHexInfo *info = &g_array_index (self->model->hexes, TslCatanHexInfo, i);
      double cx, cy;

      tsl_ui_hex_center (info->at, &cx, &cy);
      self->min_x = MIN (self->min_x, cx - sqrt (3.0) / 2);
      self->max_x = MAX (self->max_x, cx + sqrt (3.0) / 2);
      self->min_y = MIN (self->min_y, cy - 1);
      self->max_y = MAX (self->max_y, cy + 1);
      if (info->terrain == TSL_TERRAIN_SEA)
        continue;

      for (guint d = 0; d < 6; d++)
        {
          TslUiHex vertex[3] = { info->at, tsl_ui_hex_neighbor (info->at, d),
                               tsl_ui_hex_neighbor (info->at, d + 1) };
          TslUiHex edge[2] = { info->at, tsl_ui_hex_neighbor (info->at, d) };
          double x, y, ex, ey;

          tsl_ui_vertex_point (vertex, &x, &y);
          add_spot (self->vertices, seen, tsl_ui_vertex_key (vertex), x, y);
          tsl_ui_hex_center (edge[1], &ex, &ey);
          add_spot (self->edges, seen, tsl_ui_edge_key (edge), (cx + ex) / 2, (cy + ey) / 2);
        }
    }
}

/* Static layer: terrain, tokens, harbours. */
static void
draw_static (TslCatanBoard *self,
             cairo_t       *cr)
{
  const TslCatanModel *model = self->model;
  double size = self->scale;

  for (guint i = 0; i < model->hexes->len; i++)
    {
      const TslCatanHexInfo *info = &g_array_index (model->hexes, TslCatanHexInfo, i);
      double ux, uy, x, y;

      tsl_ui_hex_center (info->at, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_terrain (cr, info->terrain, x, y, size * 1.005, tsl_ui_hex_key (info->at));
    }

  for (guint i = 0; i < model->harbors->len; i++)
    {
      const TslCatanHarbor *harbor = &g_array_index (model->harbors, TslCatanHarbor, i);
      const TslCatanHexInfo *first = tsl_catan_model_find_hex (model, harbor->edge[0]);
      TslUiHex sea = (first != NULL && first->terrain == TSL_TERRAIN_SEA) ? harbor->edge[0] : harbor->edge[1];
      TslUiHex a[3], b[3];
      double pa[2], pb[2], badge[2], sx, sy, mx, my;

      tsl_ui_edge_vertices (harbor->edge, a, b);
      tsl_ui_vertex_point (a, &pa[0], &pa[1]);
      tsl_ui_vertex_point (b, &pb[0], &pb[1]);
      tsl_ui_hex_center (sea, &sx, &sy);
      mx = (pa[0] + pb[0]) / 2;
      my = (pa[1] + pb[1]) / 2;
      badge[0] = mx + (sx - mx) * 0.55;
      badge[1] = my + (sy - my) * 0.55;
      to_widget (self, pa[0], pa[1], &pa[0], &pa[1]);
      to_widget (self, pb[0], pb[1], &pb[0], &pb[1]);
      to_widget (self, badge[0], badge[1], &badge[0], &badge[1]);
      tsl_catan_art_harbor (cr, pa, pb, badge, size, harbor->resource);
    }

  for (guint i = 0; i < model->hexes->len; i++)
    {
      const TslCatanHexInfo *info = &g_array_index (model->hexes, TslCatanHexInfo, i);
      double ux, uy, x, y;

      if (info->number <= 0)
        continue;
      tsl_ui_hex_center (info->at, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_token (cr, info->number, x, y, size);
    }
}

static cairo_surface_t *
render_static (TslCatanBoard *self,
               int            width,
               int            height,
               int            scale)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale, height * scale);
  cairo_surface_set_device_scale (surface, scale, scale);
  cr = cairo_create (surface);
  draw_static (self, cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  return surface;
}

/* The GL renderers keep a texture on the GPU; the Cairo renderer paints an
 * image surface fastest (a texture would be converted every frame). */
static GdkTexture *
surface_to_texture (cairo_surface_t *surface)
{
  g_autoptr(GBytes) bytes = NULL;
  int height = cairo_image_surface_get_height (surface);

  bytes = g_bytes_new_with_free_func (cairo_image_surface_get_data (surface),
                                      (gsize) cairo_image_surface_get_stride (surface) * height,
                                      (GDestroyNotify) cairo_surface_destroy,
                                      cairo_surface_reference (surface));
  return gdk_memory_texture_new (cairo_image_surface_get_width (surface), height,
                                 GDK_MEMORY_DEFAULT, bytes, cairo_image_surface_get_stride (surface));
}

static void
vertex_widget_point (TslCatanBoard *self,
                     guint          key,
                     double        *x,
                     double        *y)
{
  TslUiHex v[3];
  double ux, uy;

  tsl_ui_vertex_from_key (key, v);
  tsl_ui_vertex_point (v, &ux, &uy);
  to_widget (self, ux, uy, x, y);
}

static void
edge_widget_points (TslCatanBoard *self,
                    guint          key,
                    double        *x1,
                    double        *y1,
                    double        *x2,
                    double        *y2)
{
  TslUiHex e[2], a[3], b[3];
  double ux, uy;

  tsl_ui_edge_from_key (key, e);
  tsl_ui_edge_vertices (e, a, b);
  tsl_ui_vertex_point (a, &ux, &uy);
  to_widget (self, ux, uy, x1, y1);
  tsl_ui_vertex_point (b, &ux, &uy);
  to_widget (self, ux, uy, x2, y2);
}

static void
draw_targets (TslCatanBoard *self,
              cairo_t       *cr)
{
  const GdkRGBA *color = &self->colors[CLAMP (self->target_seat, 0, TSL_MAX_PLAYERS - 1)];
  double size = self->scale;
  GHashTableIter iter;
  gpointer key;

  if (self->target_hexes != NULL)
    {
      g_hash_table_iter_init (&iter, self->target_hexes);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          gboolean hover = self->hover_kind == HIT_HEX && self->hover_key == GPOINTER_TO_UINT (key);
          TslUiHex hex;
          double ux, uy, x, y;
          double dashes[] = { size * 0.12, size * 0.08 };

          tsl_ui_hex_from_key (GPOINTER_TO_UINT (key), &hex);
          tsl_ui_hex_center (hex, &ux, &uy);
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
    }

  if (self->target_edges != NULL)
    {
      g_hash_table_iter_init (&iter, self->target_edges);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          gboolean hover = self->hover_kind == HIT_EDGE && self->hover_key == GPOINTER_TO_UINT (key);
          double x1, y1, x2, y2;

          edge_widget_points (self, GPOINTER_TO_UINT (key), &x1, &y1, &x2, &y2);
          if (hover)
            tsl_catan_art_road (cr, x1, y1, x2, y2, size, color);
          else
            {
              double mx = (x1 + x2) / 2, my = (y1 + y2) / 2;

              cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
              cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
              cairo_set_line_width (cr, size * 0.07);
              cairo_move_to (cr, x1 + (mx - x1) * 0.35, y1 + (my - y1) * 0.35);
              cairo_line_to (cr, x2 + (mx - x2) * 0.35, y2 + (my - y2) * 0.35);
              cairo_stroke (cr);
              cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.6);
              cairo_set_line_width (cr, size * 0.02);
              cairo_move_to (cr, x1 + (mx - x1) * 0.35, y1 + (my - y1) * 0.35);
              cairo_line_to (cr, x2 + (mx - x2) * 0.35, y2 + (my - y2) * 0.35);
              cairo_stroke (cr);
            }
        }
    }

  if (self->target_vertices != NULL)
    {
      g_hash_table_iter_init (&iter, self->target_vertices);
      while (g_hash_table_iter_next (&iter, &key, NULL))
        {
          gboolean hover = self->hover_kind == HIT_VERTEX && self->hover_key == GPOINTER_TO_UINT (key);
          double x, y;

          vertex_widget_point (self, GPOINTER_TO_UINT (key), &x, &y);
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
    }
}

static void
draw_pieces (TslCatanBoard *self,
             cairo_t       *cr)
{
  const TslCatanModel *model = self->model;
  double size = self->scale;

  for (guint i = 0; i < model->roads->len; i++)
    {
      const TslCatanRoad *road = &g_array_index (model->roads, TslCatanRoad, i);
      double x1, y1, x2, y2;

      edge_widget_points (self, tsl_ui_edge_key (road->edge), &x1, &y1, &x2, &y2);
      tsl_catan_art_road (cr, x1, y1, x2, y2, size,
                          &self->colors[CLAMP (road->owner, 0, TSL_MAX_PLAYERS - 1)]);
    }
  for (guint i = 0; self->marked_edges != NULL && i < self->marked_edges->len; i++)
    {
      double x1, y1, x2, y2;

      edge_widget_points (self, g_array_index (self->marked_edges, guint, i), &x1, &y1, &x2, &y2);
      tsl_catan_art_road (cr, x1, y1, x2, y2, size,
                          &self->colors[CLAMP (self->target_seat, 0, TSL_MAX_PLAYERS - 1)]);
    }

  if (model->has_robber)
    {
      double ux, uy, x, y;

      tsl_ui_hex_center (model->robber, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_robber (cr, x - size * 0.42, y, size);
    }

  for (guint i = 0; i < model->buildings->len; i++)
    {
      const TslCatanBuilding *b = &g_array_index (model->buildings, TslCatanBuilding, i);
      const GdkRGBA *color = &self->colors[CLAMP (b->owner, 0, TSL_MAX_PLAYERS - 1)];
      double x, y;

      vertex_widget_point (self, tsl_ui_vertex_key (b->vertex), &x, &y);
      if (b->city)
        tsl_catan_art_city (cr, x, y, size, color);
      else
        tsl_catan_art_settlement (cr, x, y, size, color);
    }
}

static gboolean
rebuild_timeout_cb (gpointer user_data)
{
  TslCatanBoard *self = user_data;

  self->rebuild_id = 0;
  tsl_catan_board_invalidate_cache (self);
  return G_SOURCE_REMOVE;
}

static void
tsl_catan_board_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  TslCatanBoard *self = TSL_CATAN_BOARD (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  GskRenderer *renderer;
  cairo_t *cr;

  if (self->model == NULL || self->model->hexes->len == 0 || width <= 0 || height <= 0)
    return;

  compute_layout (self, width, height);
  if (self->cache_surface != NULL && self->cache_scale == scale
      && (self->cache_width != width || self->cache_height != height))
    {
      /* While the window is being resized, stretch the last picture and
       * draw it anew, crisp, once the size has settled. */
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      cairo_translate (cr, self->off_x, self->off_y);
      cairo_scale (cr, self->scale / self->cache_layout[0], self->scale / self->cache_layout[0]);
      cairo_translate (cr, -self->cache_layout[1], -self->cache_layout[2]);
      cairo_set_source_surface (cr, self->cache_surface, 0, 0);
      cairo_paint (cr);
      cairo_identity_matrix (cr);
      draw_pieces (self, cr);
      draw_targets (self, cr);
      cairo_destroy (cr);
      g_clear_handle_id (&self->rebuild_id, g_source_remove);
      self->rebuild_id = g_timeout_add (150, rebuild_timeout_cb, self);
      return;
    }
  if (self->cache_surface == NULL || self->cache_width != width || self->cache_height != height
      || self->cache_scale != scale)
    {
      g_clear_object (&self->cache);
      g_clear_pointer (&self->cache_surface, cairo_surface_destroy);
      self->cache_surface = render_static (self, width, height, scale);
      self->cache_width = width;
      self->cache_height = height;
      self->cache_scale = scale;
      self->cache_layout[0] = self->scale;
      self->cache_layout[1] = self->off_x;
      self->cache_layout[2] = self->off_y;
    }

  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  if (renderer != NULL && !GSK_IS_CAIRO_RENDERER (renderer))
    {
      if (self->cache == NULL)
        self->cache = surface_to_texture (self->cache_surface);
      gtk_snapshot_append_texture (snapshot, self->cache, &bounds);
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
    }
  else
    {
      /* Compose the frame in memory and hand the renderer one image:
       * drawing each piece straight onto an X11 target costs a server
       * round trip per shape. */
      if (self->frame_surface == NULL
          || cairo_image_surface_get_width (self->frame_surface) != width * scale
          || cairo_image_surface_get_height (self->frame_surface) != height * scale)
        {
          g_clear_pointer (&self->frame_surface, cairo_surface_destroy);
          self->frame_surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width * scale,
                                                            height * scale);
          cairo_surface_set_device_scale (self->frame_surface, scale, scale);
        }
      cr = cairo_create (self->frame_surface);
      cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
      cairo_set_source_surface (cr, self->cache_surface, 0, 0);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      draw_pieces (self, cr);
      draw_targets (self, cr);
      cairo_destroy (cr);
      cairo_surface_flush (self->frame_surface);

      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      cairo_set_source_surface (cr, self->frame_surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      return;
    }

  draw_pieces (self, cr);
  draw_targets (self, cr);
  cairo_destroy (cr);
}

/* Hit testing */

static const Spot *
nearest (GArray *spots,
         double  ux,
         double  uy,
         double  radius)
{
  const Spot *best = NULL;
  double best_d = radius * radius;

  for (guint i = 0; i < spots->len; i++)
    {
      const Spot *spot = &g_array_index (spots, Spot, i);
      double d = (spot->x - ux) * (spot->x - ux) + (spot->y - uy) * (spot->y - uy);

      if (d < best_d)
        {
          best_d = d;
          best = spot;
        }
    }
  return best;
}

static gboolean
has_targets (GHashTable *set)
{
  return set != NULL && g_hash_table_size (set) > 0;
}

static HitKind
hit_test (TslCatanBoard *self,
          double         x,
          double         y,
          guint         *key)
{
  double ux, uy;
  const Spot *spot;
  gboolean only_hexes;
  TslUiHex hex;

  if (self->model == NULL || self->scale <= 0)
    return HIT_NONE;
  ux = (x - self->off_x) / self->scale;
  uy = (y - self->off_y) / self->scale;

  only_hexes = has_targets (self->target_hexes) && !has_targets (self->target_vertices)
               && !has_targets (self->target_edges);
  if (!only_hexes)
    {
      if ((spot = nearest (self->vertices, ux, uy, 0.3)) != NULL)
        {
          *key = spot->key;
          return HIT_VERTEX;
        }
      if ((spot = nearest (self->edges, ux, uy, 0.35)) != NULL)
        {
          *key = spot->key;
          return HIT_EDGE;
        }
    }
  hex = tsl_ui_hex_round (ux, uy);
  if (tsl_catan_model_find_hex (self->model, hex) == NULL)
    return HIT_NONE;
  *key = tsl_ui_hex_key (hex);
  return HIT_HEX;
}

static gboolean
is_target (TslCatanBoard *self,
           HitKind        kind,
           guint          key)
{
  GHashTable *set = kind == HIT_VERTEX ? self->target_vertices
                  : kind == HIT_EDGE ? self->target_edges
                  : kind == HIT_HEX ? self->target_hexes : NULL;

  return set != NULL && g_hash_table_contains (set, GUINT_TO_POINTER (key));
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TslCatanBoard            *self)
{
  guint key = 0;
  HitKind kind = hit_test (self, x, y, &key);

  if (!is_target (self, kind, key))
    kind = HIT_NONE, key = 0;
  if (kind != self->hover_kind || key != self->hover_key)
    {
      self->hover_kind = kind;
      self->hover_key = key;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), kind != HIT_NONE ? "pointer" : NULL);
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
leave_cb (GtkEventControllerMotion *controller,
          TslCatanBoard            *self)
{
  if (self->hover_kind != HIT_NONE)
    {
      self->hover_kind = HIT_NONE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
released_cb (GtkGestureClick *gesture,
             int              n_press,
             double           x,
             double           y,
             TslCatanBoard   *self)
{
  guint key = 0;
  HitKind kind = hit_test (self, x, y, &key);
  gboolean legal = is_target (self, kind, key);

  switch (kind)
    {
    case HIT_VERTEX:
      g_signal_emit (self, signals[SIGNAL_VERTEX_CLICKED], 0, key, legal);
      break;
    case HIT_EDGE:
      g_signal_emit (self, signals[SIGNAL_EDGE_CLICKED], 0, key, legal);
      break;
    case HIT_HEX:
      g_signal_emit (self, signals[SIGNAL_HEX_CLICKED], 0, key, legal);
      break;
    case HIT_NONE:
    default:
      break;
    }
}

static void
tsl_catan_board_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  *minimum = 300;
  *natural = 700;
}

static void
tsl_catan_board_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  compute_layout (TSL_CATAN_BOARD (widget), width, height);
}

static void
tsl_catan_board_finalize (GObject *object)
{
  TslCatanBoard *self = TSL_CATAN_BOARD (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_pointer (&self->vertices, g_array_unref);
  g_clear_pointer (&self->edges, g_array_unref);
  g_clear_pointer (&self->marked_edges, g_array_unref);
  g_clear_pointer (&self->target_vertices, g_hash_table_unref);
  g_clear_pointer (&self->target_edges, g_hash_table_unref);
  g_clear_pointer (&self->target_hexes, g_hash_table_unref);
  g_clear_object (&self->cache);
  g_clear_pointer (&self->cache_surface, cairo_surface_destroy);
  g_clear_pointer (&self->frame_surface, cairo_surface_destroy);
  G_OBJECT_CLASS (tsl_catan_board_parent_class)->finalize (object);
}

static void
tsl_catan_board_class_init (TslCatanBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = tsl_catan_board_finalize;
  widget_class->snapshot = tsl_catan_board_snapshot;
  widget_class->measure = tsl_catan_board_measure;
  widget_class->size_allocate = tsl_catan_board_size_allocate;

  signals[SIGNAL_VERTEX_CLICKED] =
    g_signal_new ("vertex-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  signals[SIGNAL_EDGE_CLICKED] =
    g_signal_new ("edge-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);
  signals[SIGNAL_HEX_CLICKED] =
    g_signal_new ("hex-clicked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_BOOLEAN);

  gtk_widget_class_set_css_name (widget_class, "tsl-catan-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tsl_catan_board_init (TslCatanBoard *self)
{
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkGesture *click = gtk_gesture_click_new ();

  self->vertices = g_array_new (FALSE, FALSE, sizeof (Spot));
  self->edges = g_array_new (FALSE, FALSE, sizeof (Spot));
  self->marked_edges = g_array_new (FALSE, FALSE, sizeof (guint));
  self->target_seat = 0;
  for (guint i = 0; i < TSL_MAX_PLAYERS; i++)
    gdk_rgba_parse (&self->colors[i], "#9e9e9e");

  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);
  g_signal_connect (click, "released", G_CALLBACK (released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
}

GtkWidget *
tsl_catan_board_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_BOARD, NULL);
}

/**
 * tsl_catan_board_set_model:
 * @model: (nullable): the state to show; it must stay alive until the next call
 *
 * The static layer is redrawn only when the hexes or harbours changed.
 */
void
tsl_catan_board_set_model (TslCatanBoard       *self,
                           const TslCatanModel *model)
{
  gboolean same_board;

  g_return_if_fail (TSL_IS_CATAN_BOARD (self));

  same_board = self->model != NULL && model != NULL
               && self->model->hexes->len == model->hexes->len
               && self->model->harbors->len == model->harbors->len
               && memcmp (self->model->hexes->data, model->hexes->data,
                          model->hexes->len * sizeof (TslCatanHexInfo)) == 0
               && memcmp (self->model->harbors->data, model->harbors->data,
                          model->harbors->len * sizeof (TslCatanHarbor)) == 0;
  self->model = model;
  if (!same_board)
    {
      build_spots (self);
      g_clear_object (&self->cache);
      g_clear_pointer (&self->cache_surface, cairo_surface_destroy);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsl_catan_board_set_colors (TslCatanBoard *self,
                            const GdkRGBA *colors,
                            guint          n_colors)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  for (guint i = 0; i < n_colors && i < TSL_MAX_PLAYERS; i++)
    self->colors[i] = colors[i];
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
replace_set (GHashTable **field,
             GHashTable  *set)
{
  if (set != NULL)
    g_hash_table_ref (set);
  g_clear_pointer (field, g_hash_table_unref);
  *field = set;
}

/**
 * tsl_catan_board_set_targets:
 * @vertices: (nullable): keys of the intersections where the current action is legal
 * @seat: whose colour hover previews use
 */
void
tsl_catan_board_set_targets (TslCatanBoard *self,
                             GHashTable    *vertices,
                             GHashTable    *edges,
                             GHashTable    *hexes,
                             gint           seat)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  replace_set (&self->target_vertices, vertices);
  replace_set (&self->target_edges, edges);
  replace_set (&self->target_hexes, hexes);
  self->target_seat = seat;
  if (!is_target (self, self->hover_kind, self->hover_key))
    self->hover_kind = HIT_NONE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsl_catan_board_set_marked_edges (TslCatanBoard *self,
                                  const guint   *edge_keys,
                                  guint          n_keys)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  g_array_set_size (self->marked_edges, 0);
  if (n_keys > 0)
    g_array_append_vals (self->marked_edges, edge_keys, n_keys);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_catan_board_vertex_position:
 *
 * Where an intersection is drawn, in widget coordinates (for tests and
 * keyboard focus).
 */
gboolean
tsl_catan_board_vertex_position (TslCatanBoard *self,
                                 guint          key,
                                 double        *x,
                                 double        *y)
{
  g_return_val_if_fail (TSL_IS_CATAN_BOARD (self), FALSE);
  if (self->model == NULL)
    return FALSE;
  compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)),
                  gtk_widget_get_height (GTK_WIDGET (self)));
  vertex_widget_point (self, key, x, y);
  return TRUE;
}
