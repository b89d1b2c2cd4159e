/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>
#include <string.h>

#include "tsl-catan-art.h"
#include "tsl-catan-board-private.h"
#include "tsl-catan-view-module.h"
#include "tsl-catan-geometry.h"

/*
 * TslCatanBoard: the board, drawn in snapshot().  The terrain, number
 * tokens and harbours never change during a game, so they are rasterized
 * once per size into a texture at the device's scale (crisp, and a redraw
 * costs one texture); pieces, the robber, legal targets and hover are drawn
 * with Cairo on top each frame.  Clicks are reported as "vertex-clicked",
 * "edge-clicked" or "hex-clicked" with the spot's index in the engine's
 * topology and whether it is a legal target, so the view can act or explain.
 */

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
  self->frame_dirty = TRUE;
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

/* Places the intersections, paths and bounds, once per board. */
static void
build_spots (TslCatanBoard *self)
{
  const guint8 *drawn = tsl_catan_drawn_hexes ();

  self->min_x = self->min_y = G_MAXDOUBLE;
  self->max_x = self->max_y = -G_MAXDOUBLE;
  for (guint i = 0; i < TSL_CATAN_N_DRAWN_HEXES; i++)
    {
      double cx, cy;

      tsl_catan_hex_index_center (drawn[i], &cx, &cy);
      self->min_x = MIN (self->min_x, cx - sqrt (3.0) / 2);
      self->max_x = MAX (self->max_x, cx + sqrt (3.0) / 2);
      self->min_y = MIN (self->min_y, cy - 1);
      self->max_y = MAX (self->max_y, cy + 1);
    }
  for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    {
      self->vertices[v].index = v;
      tsl_catan_vertex_point (v, &self->vertices[v].x, &self->vertices[v].y);
    }
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    {
      double x1, y1, x2, y2;

      tsl_catan_edge_points (e, &x1, &y1, &x2, &y2);
      self->edges[e].index = e;
      self->edges[e].x = (x1 + x2) / 2;
      self->edges[e].y = (y1 + y2) / 2;
    }
}

/* The modules' drawing over the board (their pieces, paths and spots). */
void
_tsl_catan_board_draw_modules (TslCatanBoard      *self,
                               cairo_t            *cr,
                               TslCatanBoardLayer  layer)
{
  TslCatanBoardFrame frame = {
    self->scale, self->off_x, self->off_y, self->colors, TSL_MAX_PLAYERS, &self->targets,
    self->marked_edges, self->n_marked_edges,
    self->hover_kind == HIT_EDGE ? (gint) self->hover_index : -1,
  };

  TSL_CATAN_VIEW_FOREACH_MODULE (i, module, &self->info)
    if (module->draw != NULL)
      module->draw (cr, &self->info, &frame, layer);
}

/* Whether a module played says so of vertex or edge @index, asked
 * through its hook at @hook (G_STRUCT_OFFSET of a TslCatanSpotTest) */
gboolean
_tsl_catan_board_modules_say (const TslCatanInfo *info,
                              gsize               hook,
                              guint               index)
{
  TSL_CATAN_VIEW_FOREACH_MODULE (i, module, info)
    {
      TslCatanSpotTest test = G_STRUCT_MEMBER (TslCatanSpotTest, module, hook);

      if (test != NULL && test (info, index))
        return TRUE;
    }
  return FALSE;
}

/* Static layer: terrain, tokens, harbours. */
static void
draw_static (TslCatanBoard *self,
             cairo_t       *cr)
{
  const TslHexTopology *topo = tsl_catan_hex_topology ();
  const TslCatanInfo *info = &self->info;
  const guint8 *drawn = tsl_catan_drawn_hexes ();
  double size = self->scale;

  for (guint i = 0; i < TSL_CATAN_N_DRAWN_HEXES; i++)
    {
      guint h = drawn[i];
      TslCatanTerrain terrain = h < TSL_CATAN_N_LAND_HEXES ? info->terrain[h] : TSL_CATAN_SEA;
      double ux, uy, x, y;

      tsl_catan_hex_index_center (h, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_terrain (cr, terrain, x, y, size * 1.005,
                             tsl_catan_hex_variation (topo->hexes[h]));
    }

  for (guint i = 0; i < info->n_harbors; i++)
    {
      guint e = info->harbor_edge[i];
      guint sea = tsl_hex_topology_is_land (topo, topo->edge_hexes[e][0])
                  ? topo->edge_hexes[e][1] : topo->edge_hexes[e][0];
      double pa[2], pb[2], badge[2], sx, sy, mx, my;

      tsl_catan_edge_points (e, &pa[0], &pa[1], &pb[0], &pb[1]);
      tsl_catan_hex_index_center (sea, &sx, &sy);
      mx = (pa[0] + pb[0]) / 2;
      my = (pa[1] + pb[1]) / 2;
      badge[0] = mx + (sx - mx) * 0.55;
      badge[1] = my + (sy - my) * 0.55;
      to_widget (self, pa[0], pa[1], &pa[0], &pa[1]);
      to_widget (self, pb[0], pb[1], &pb[0], &pb[1]);
      to_widget (self, badge[0], badge[1], &badge[0], &badge[1]);
      tsl_catan_art_harbor (cr, pa, pb, badge, size,
                            info->harbor_kind[i] == TSL_CATAN_HARBOR_GENERIC
                            ? -1 : info->harbor_kind[i] - 1);
    }

  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_TERRAIN);
  for (guint h = 0; h < TSL_CATAN_N_LAND_HEXES; h++)
    {
      double ux, uy, x, y;

      if (info->number[h] == 0)
        continue;
      tsl_catan_hex_index_center (h, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_token (cr, info->number[h], x, y, size);
    }
  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_TOKENS);
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

/* From the spots placed once in build_spots(): drawing computes no geometry. */
static void
draw_buildings (TslCatanBoard *self,
                cairo_t       *cr,
                gboolean       cities)
{
  const TslCatanInfo *info = &self->info;

  for (guint v = 0; v < TSL_CATAN_N_VERTICES; v++)
    {
      double x, y;
      const GdkRGBA *color;

      if (info->building_owner[v] < 0 || info->building_city[v] != cities
          || TSL_CATAN_BOARD_MODULES_SAY (info, hides_building, v))
        continue;
      color = &self->colors[CLAMP (info->building_owner[v], 0, TSL_MAX_PLAYERS - 1)];
      vertex_widget_point (self, v, &x, &y);
      if (cities)
        tsl_catan_art_city (cr, x, y, self->scale, color);
      else
        tsl_catan_art_settlement (cr, x, y, self->scale, color);
    }
}

static gboolean
modules_draw_marked (const TslCatanInfo *info)
{
  gboolean theirs = FALSE;

  TSL_CATAN_VIEW_FOREACH_MODULE (i, module, info)
    theirs |= module->draws_marked != NULL && module->draws_marked (info);
  return theirs;
}

static void
draw_pieces (TslCatanBoard *self,
             cairo_t       *cr)
{
  const TslCatanInfo *info = &self->info;
  double size = self->scale;

  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_UNDER_ROADS);
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    {
      double x1, y1, x2, y2;

      if (info->road_owner[e] < 0)
        continue;
      edge_widget_points (self, e, &x1, &y1, &x2, &y2);
      if (TSL_CATAN_BOARD_MODULES_SAY (info, turns_road, e))
        {
          double mx = (x1 + x2) / 2, my = (y1 + y2) / 2, hx = (y2 - y1) * 0.45, hy = (x1 - x2) * 0.45;

          x1 = mx - hx;
          y1 = my - hy;
          x2 = mx + hx;
          y2 = my + hy;
        }
      tsl_catan_art_road (cr, x1, y1, x2, y2, size,
                          &self->colors[CLAMP (info->road_owner[e], 0, TSL_MAX_PLAYERS - 1)]);
    }
  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_PIECES);
  /* The paths being picked, as roads unless a module shows them its way. */
  for (guint i = 0; i < self->n_marked_edges && !modules_draw_marked (info); i++)
    {
      double x1, y1, x2, y2;

      edge_widget_points (self, self->marked_edges[i], &x1, &y1, &x2, &y2);
      tsl_catan_art_road (cr, x1, y1, x2, y2, size,
                          &self->colors[CLAMP (self->target_seat, 0, TSL_MAX_PLAYERS - 1)]);
    }

  if (info->robber >= 0)
    {
      double ux, uy, x, y;

      tsl_catan_hex_index_center (info->robber, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_robber (cr, x - size * 0.42, y, size);
    }

  /* Settlements, then cities: the order the pieces have always been drawn in. */
  draw_buildings (self, cr, FALSE);
  draw_buildings (self, cr, TRUE);
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

  if (!self->has_info || width <= 0 || height <= 0)
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
      _tsl_catan_board_draw_targets (self, cr);
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
      self->frame_dirty = TRUE;
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
          self->frame_dirty = TRUE;
        }
      if (!self->frame_dirty)
        goto paint_frame;
      self->frame_dirty = FALSE;
      cr = cairo_create (self->frame_surface);
      cairo_set_operator (cr, CAIRO_OPERATOR_SOURCE);
      cairo_set_source_surface (cr, self->cache_surface, 0, 0);
      cairo_paint (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_OVER);
      draw_pieces (self, cr);
      _tsl_catan_board_draw_targets (self, cr);
      cairo_destroy (cr);
      cairo_surface_flush (self->frame_surface);

    paint_frame:
      cr = gtk_snapshot_append_cairo (snapshot, &bounds);
      cairo_set_source_surface (cr, self->frame_surface, 0, 0);
      cairo_paint (cr);
      cairo_destroy (cr);
      return;
    }

  draw_pieces (self, cr);
  _tsl_catan_board_draw_targets (self, cr);
  cairo_destroy (cr);
}

/* Hit testing */

static const Spot *
nearest (const Spot *spots,
         guint       n_spots,
         double      ux,
         double      uy,
         double      radius)
{
  const Spot *best = NULL;
  double best_d = radius * radius;

  for (guint i = 0; i < n_spots; i++)
    {
      const Spot *spot = &spots[i];
      double d = (spot->x - ux) * (spot->x - ux) + (spot->y - uy) * (spot->y - uy);

      if (d < best_d)
        {
          best_d = d;
          best = spot;
        }
    }
  return best;
}

static HitKind
hit_test (TslCatanBoard *self,
          double         x,
          double         y,
          guint         *index)
{
  double ux, uy;
  const Spot *spot;
  gboolean only_hexes;
  gint hex;

  if (!self->has_info || self->scale <= 0)
    return HIT_NONE;
  ux = (x - self->off_x) / self->scale;
  uy = (y - self->off_y) / self->scale;

  only_hexes = self->targets.hexes != 0 && self->targets.vertices == 0
               && self->targets.edges[0] == 0 && self->targets.edges[1] == 0;
  if (!only_hexes)
    {
      /* A path beyond the board's edge, unless the click is nearer its corner. */
      spot = nearest (self->paths, self->n_paths, ux, uy, 0.25);
      if (spot != NULL && nearest (self->vertices, TSL_CATAN_N_VERTICES, ux, uy,
                                   hypot (spot->x - ux, spot->y - uy)) == NULL)
        {
          *index = spot->index;
          return HIT_EDGE;
        }
      if ((spot = nearest (self->vertices, TSL_CATAN_N_VERTICES, ux, uy, 0.3)) != NULL)
        {
          *index = spot->index;
          return HIT_VERTEX;
        }
      if ((spot = nearest (self->edges, TSL_CATAN_N_EDGES, ux, uy, 0.35)) != NULL)
        {
          *index = spot->index;
          return HIT_EDGE;
        }
    }
  hex = tsl_catan_hex_at (ux, uy);
  if (hex < 0)
    return HIT_NONE;
  *index = (guint) hex;
  return HIT_HEX;
}

static gboolean
is_target (TslCatanBoard *self,
           HitKind        kind,
           guint          index)
{
  switch (kind)
    {
    case HIT_VERTEX:
      return tsl_catan_targets_has_vertex (&self->targets, index);
    case HIT_EDGE:
      return tsl_catan_targets_has_edge (&self->targets, index);
    case HIT_HEX:
      return tsl_catan_targets_has_hex (&self->targets, index);
    case HIT_NONE:
    default:
      return FALSE;
    }
}

static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           TslCatanBoard            *self)
{
  guint index = 0;
  HitKind kind = hit_test (self, x, y, &index);

  if (!is_target (self, kind, index))
    kind = HIT_NONE, index = 0;
  if (kind != self->hover_kind || index != self->hover_index)
    {
      self->hover_kind = kind;
      self->hover_index = index;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), kind != HIT_NONE ? "pointer" : NULL);
      self->frame_dirty = TRUE;
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
      self->frame_dirty = TRUE;
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
  guint index = 0;
  HitKind kind = hit_test (self, x, y, &index);
  gboolean legal = is_target (self, kind, index);

  switch (kind)
    {
    case HIT_VERTEX:
      g_signal_emit (self, signals[SIGNAL_VERTEX_CLICKED], 0, index, legal);
      break;
    case HIT_EDGE:
      g_signal_emit (self, signals[SIGNAL_EDGE_CLICKED], 0, index, legal);
      break;
    case HIT_HEX:
      g_signal_emit (self, signals[SIGNAL_HEX_CLICKED], 0, index, legal);
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

  build_spots (self);
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

/* The part of the info drawn in the static layer. */
static gboolean
same_board (const TslCatanInfo *a,
            const TslCatanInfo *b)
{
  return memcmp (a->terrain, b->terrain, sizeof a->terrain) == 0
         && memcmp (a->number, b->number, sizeof a->number) == 0
         && a->n_harbors == b->n_harbors
         && memcmp (a->harbor_edge, b->harbor_edge, a->n_harbors) == 0
         && memcmp (a->harbor_kind, b->harbor_kind, a->n_harbors) == 0;
}

/**
 * tsl_catan_board_set_info:
 * @info: (nullable): what to show, copied
 *
 * The static layer is redrawn only when the hexes or harbours changed.
 */
void
tsl_catan_board_set_info (TslCatanBoard      *self,
                          const TslCatanInfo *info)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));

  if (info == NULL || !self->has_info || !same_board (&self->info, info))
    {
      g_clear_object (&self->cache);
      g_clear_pointer (&self->cache_surface, cairo_surface_destroy);
    }
  self->has_info = info != NULL;
  if (info != NULL)
    self->info = *info;
  self->n_paths = 0;
  if (info != NULL)
    TSL_CATAN_VIEW_FOREACH_MODULE (i, module, info)
      for (guint p = 0; module->extra_path != NULL && p < module->n_extra_paths; p++)
        {
          double x1, y1, x2, y2;

          if (self->n_paths < G_N_ELEMENTS (self->paths)
              && module->extra_path (info, TSL_CATAN_N_EDGES + p, &x1, &y1, &x2, &y2))
            self->paths[self->n_paths++] = (Spot) { TSL_CATAN_N_EDGES + p, (x1 + x2) / 2, (y1 + y2) / 2 };
        }
  self->frame_dirty = TRUE;
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
  self->frame_dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_catan_board_set_targets:
 * @targets: (nullable): the spots where the current action is legal
 * @seat: whose colour hover previews use
 */
void
tsl_catan_board_set_targets (TslCatanBoard         *self,
                             const TslCatanTargets *targets,
                             gint                   seat)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  if (targets != NULL)
    self->targets = *targets;
  else
    memset (&self->targets, 0, sizeof self->targets);
  self->target_seat = seat;
  if (!is_target (self, self->hover_kind, self->hover_index))
    self->hover_kind = HIT_NONE;
  self->frame_dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_catan_board_set_hint:
 * @hint: (nullable): the spots of the move a hint advises
 *
 * Marks them in gold until the next call; %NULL takes the mark away.
 */
void
tsl_catan_board_set_hint (TslCatanBoard         *self,
                          const TslCatanTargets *hint)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  if (hint != NULL)
    self->hint = *hint;
  else
    memset (&self->hint, 0, sizeof self->hint);
  self->frame_dirty = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_catan_board_get_hint:
 *
 * Returns: the spots marked by tsl_catan_board_set_hint() (for tests)
 */
/**
 * tsl_catan_board_set_last_move:
 * @spots: (nullable): the spots of the move just made
 *
 * Rings them, so that the table sees what just happened.
 */
void
tsl_catan_board_set_last_move (TslCatanBoard         *self,
                               const TslCatanTargets *spots)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  if (spots != NULL)
    self->last_move = *spots;
  else
    memset (&self->last_move, 0, sizeof self->last_move);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_catan_board_get_targets:
 *
 * Returns: the spots marked as legal clicks now
 */
TslCatanTargets
tsl_catan_board_get_targets (TslCatanBoard *self)
{
  TslCatanTargets none = { 0, };

  g_return_val_if_fail (TSL_IS_CATAN_BOARD (self), none);
  return self->targets;
}

TslCatanTargets
tsl_catan_board_get_hint (TslCatanBoard *self)
{
  TslCatanTargets none = { 0, };

  g_return_val_if_fail (TSL_IS_CATAN_BOARD (self), none);
  return self->hint;
}

void
tsl_catan_board_set_marked_edges (TslCatanBoard *self,
                                  const guint   *edges,
                                  guint          n_edges)
{
  g_return_if_fail (TSL_IS_CATAN_BOARD (self));
  self->n_marked_edges = MIN (n_edges, G_N_ELEMENTS (self->marked_edges));
  for (guint i = 0; i < self->n_marked_edges; i++)
    self->marked_edges[i] = edges[i];
  self->frame_dirty = TRUE;
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
                                 guint          vertex,
                                 double        *x,
                                 double        *y)
{
  g_return_val_if_fail (TSL_IS_CATAN_BOARD (self), FALSE);
  if (!self->has_info || vertex >= TSL_CATAN_N_VERTICES)
    return FALSE;
  compute_layout (self, gtk_widget_get_width (GTK_WIDGET (self)),
                  gtk_widget_get_height (GTK_WIDGET (self)));
  vertex_widget_point (self, vertex, x, y);
  return TRUE;
}

/**
 * tsl_catan_board_draw_preview:
 * @info: the board to draw (a new game's)
 *
 * Draws the terrain, numbers, harbours and robber of @info in a
 * @width × @height area, as the board widget would: the setup page's
 * preview of the board a game will start on.
 */
void
tsl_catan_board_draw_preview (cairo_t            *cr,
                              const TslCatanInfo *info,
                              double              width,
                              double              height)
{
  TslCatanBoard *self = g_object_ref_sink (TSL_CATAN_BOARD (tsl_catan_board_new ()));

  tsl_catan_board_set_info (self, info);
  compute_layout (self, width, height);
  draw_static (self, cr);
  /* The modules' pieces at the start: a scenario's paths and castle. */
  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_PIECES);
  _tsl_catan_board_draw_modules (self, cr, TSL_CATAN_LAYER_TARGETS);
  if (info->robber >= 0)
    {
      double ux, uy, x, y;

      tsl_catan_hex_index_center ((guint) info->robber, &ux, &uy);
      to_widget (self, ux, uy, &x, &y);
      tsl_catan_art_robber (cr, x - self->scale * 0.42, y, self->scale);
    }
  g_object_unref (self);
}
