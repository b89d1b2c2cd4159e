/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tsl-hunters-board.h"

/*
 * TslHuntersBoard: the growing board of square tiles.  It shows what the
 * view tells it (tiles, figures, the cells where the drawn tile fits, the
 * figures that may go on the new tile) and reports the player's choices as
 * signals; it never decides a rule.  Pan by dragging, zoom with the wheel,
 * a pinch or + - 0; arrows move a cursor cell, Enter places, R rotates.
 *
 * Tiles are rendered once per kind, rotation and zoom into textures (a
 * tile's forest alone is a few hundred shapes), so a redraw only places
 * textures; the figures and highlights are drawn live on top.
 */

#define MIN_ZOOM       28.0
#define MAX_ZOOM       320.0
#define POPUP_USEC     (3200 * G_TIME_SPAN_MILLISECOND)
#define REBUILD_MS     150

typedef struct
{
  double   bx, by;        /* board coordinates, tile units */
  char    *text;
  GdkRGBA  color;
  gint64   start;
} Popup;

struct _TslHuntersBoard
{
  GtkWidget             parent_instance;

  TslHuntersTable       table;
  GdkRGBA               colors[TSL_HUNTERS_MAX_PLAYERS];

  const TslHuntersTile *drawn;
  guint                 rotation;
  guint                 n_cells;
  TslHuntersCell        cells[TSL_HUNTERS_BOARD_MAX_CELLS];

  gboolean              has_options;
  gint                  option_x, option_y;
  guint                 n_options;
  TslHuntersOption      options[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  gint                  selected_option;

  /* View: the board point at the widget's centre and pixels per tile. */
  double                center_x, center_y;
  double                zoom;
  gboolean              auto_fit;
  double                drag_x, drag_y;
  double                pinch_zoom;
  gboolean              dragged;

  gboolean              hovering;
  gint                  hover_x, hover_y;
  gint                  cursor_x, cursor_y;
  gboolean              cursor_shown;

  GArray               *popups;
  guint                 expire_id;

  GHashTable           *cache;       /* kind * 4 + quarters + 1 -> GdkTexture */
  int                   cache_px;
  guint                 rebuild_id;
};

G_DEFINE_FINAL_TYPE (TslHuntersBoard, tsl_hunters_board, GTK_TYPE_WIDGET)

enum {
  SIGNAL_TILE_CHOSEN,
  SIGNAL_FIGURE_CHOSEN,
  SIGNAL_ROTATE_REQUESTED,
  SIGNAL_SKIP_REQUESTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
popup_clear (gpointer data)
{
  Popup *popup = data;

  g_free (popup->text);
}

/* Geometry */

static void
board_bounds (TslHuntersBoard *self,
              double          *x0,
              double          *y0,
              double          *x1,
              double          *y1)
{
  *x0 = *y0 = 0;
  *x1 = *y1 = 1;
  for (guint i = 0; i < self->table.n_tiles; i++)
    {
      *x0 = MIN (*x0, self->table.tiles[i].x);
      *y0 = MIN (*y0, self->table.tiles[i].y);
      *x1 = MAX (*x1, self->table.tiles[i].x + 1);
      *y1 = MAX (*y1, self->table.tiles[i].y + 1);
    }
  for (guint i = 0; i < self->n_cells; i++)
    {
      *x0 = MIN (*x0, self->cells[i].x);
      *y0 = MIN (*y0, self->cells[i].y);
      *x1 = MAX (*x1, self->cells[i].x + 1);
      *y1 = MAX (*y1, self->cells[i].y + 1);
    }
}

static void
fit (TslHuntersBoard *self)
{
  double x0, y0, x1, y1;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (width <= 0 || height <= 0)
    return;
  board_bounds (self, &x0, &y0, &x1, &y1);
  /* Half a tile of margin around the played area and its legal cells. */
  self->zoom = floor (CLAMP (MIN (width / (x1 - x0 + 1.0), height / (y1 - y0 + 1.0)), MIN_ZOOM, 150.0));
  self->center_x = (x0 + x1) / 2;
  self->center_y = (y0 + y1) / 2;
}

/* Tiles sit on whole pixels (integer zoom and origin): their textures are
 * then copied, not resampled, which keeps them sharp and a redraw cheap. */
static void
origin (TslHuntersBoard *self,
        double          *ox,
        double          *oy)
{
  *ox = round (gtk_widget_get_width (GTK_WIDGET (self)) / 2.0 - self->center_x * self->zoom);
  *oy = round (gtk_widget_get_height (GTK_WIDGET (self)) / 2.0 - self->center_y * self->zoom);
}

static void
to_screen (TslHuntersBoard *self,
           double           bx,
           double           by,
           double          *sx,
           double          *sy)
{
  double ox, oy;

  origin (self, &ox, &oy);
  *sx = bx * self->zoom + ox;
  *sy = by * self->zoom + oy;
}

static void
to_board (TslHuntersBoard *self,
          double           sx,
          double           sy,
          double          *bx,
          double          *by)
{
  double ox, oy;

  origin (self, &ox, &oy);
  *bx = (sx - ox) / self->zoom;
  *by = (sy - oy) / self->zoom;
}

static const TslHuntersCell *
find_cell (TslHuntersBoard *self,
           gint             x,
           gint             y)
{
  for (guint i = 0; i < self->n_cells; i++)
    if (self->cells[i].x == x && self->cells[i].y == y)
      return &self->cells[i];
  return NULL;
}

/**
 * tsl_hunters_board_shown_rotation:
 *
 * The rotation the drawn tile takes at [@x, @y]: the current one if it
 * fits there, else the first one clockwise from it that does.
 *
 * Returns: %TRUE if the tile fits at [@x, @y] at all
 */
gboolean
tsl_hunters_board_shown_rotation (TslHuntersBoard *self,
                                  gint             x,
                                  gint             y,
                                  guint           *rotation)
{
  const TslHuntersCell *cell = find_cell (self, x, y);
  guint current = self->rotation / 90;

  if (cell == NULL || self->drawn == NULL)
    return FALSE;
  for (guint k = 0; k < 4; k++)
    if (cell->rotations & (1u << ((current + k) & 3)))
      {
        *rotation = ((current + k) & 3) * 90;
        return TRUE;
      }
  return FALSE;
}

/* Tile textures */

static void
clear_cache (TslHuntersBoard *self)
{
  g_hash_table_remove_all (self->cache);
}

static GdkTexture *
tile_texture (TslHuntersBoard      *self,
              const TslHuntersTile *tile,
              guint                 rotation,
              int                   px)
{
  const TslHuntersCatalog *catalog = tsl_hunters_catalog_get_builtin ();
  guint key = (guint) (tile - catalog->tiles) * 4 + (rotation / 90 & 3) + 1;
  GdkTexture *texture = g_hash_table_lookup (self->cache, GUINT_TO_POINTER (key));
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GBytes) bytes = NULL;

  if (texture != NULL)
    return texture;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  tsl_hunters_art_tile (cr, tile, rotation, 0, 0, px);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * px);
  /* Cairo's ARGB32 is premultiplied native-endian: GDK_MEMORY_DEFAULT. */
  texture = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  g_hash_table_insert (self->cache, GUINT_TO_POINTER (key), texture);
  return texture;
}

/* Figures too are textures, per kind, owner and zoom (keys above the
 * tiles' in the same cache). */
static GdkTexture *
figure_texture (TslHuntersBoard  *self,
                TslHuntersFigure  figure,
                gint              owner,
                int               px)
{
  guint key = 0x10000 + (guint) figure * 8 + (guint) owner;
  GdkTexture *texture = g_hash_table_lookup (self->cache, GUINT_TO_POINTER (key));
  cairo_surface_t *surface;
  cairo_t *cr;
  g_autoptr(GBytes) bytes = NULL;

  if (texture != NULL)
    return texture;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  tsl_hunters_art_figure (cr, figure, px / 2.0, px / 2.0, px / 1.5, &self->colors[owner]);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  bytes = g_bytes_new (cairo_image_surface_get_data (surface),
                       (gsize) cairo_image_surface_get_stride (surface) * px);
  texture = gdk_memory_texture_new (px, px, GDK_MEMORY_DEFAULT, bytes,
                                    cairo_image_surface_get_stride (surface));
  cairo_surface_destroy (surface);
  g_hash_table_insert (self->cache, GUINT_TO_POINTER (key), texture);
  return texture;
}

static gboolean
rebuild_cb (gpointer user_data)
{
  TslHuntersBoard *self = user_data;

  self->rebuild_id = 0;
  clear_cache (self);
  self->cache_px = 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

/* Drawing */

static void
append_tile (TslHuntersBoard      *self,
             GtkSnapshot          *snapshot,
             const TslHuntersTile *tile,
             guint                 rotation,
             double                sx,
             double                sy)
{
  int px = (int) round (self->zoom * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  /* While the zoom changes, reuse the textures scaled and re-render them
   * sharp once it settles. */
  if (self->cache_px == 0)
    self->cache_px = px;
  else if (self->cache_px != px && self->rebuild_id == 0)
    self->rebuild_id = g_timeout_add (REBUILD_MS, rebuild_cb, self);
  gtk_snapshot_append_texture (snapshot, tile_texture (self, tile, rotation, self->cache_px),
                               &GRAPHENE_RECT_INIT (sx, sy, self->zoom, self->zoom));
}

/* Small Cairo nodes only: a node as big as the board costs a full-size
 * surface per frame, tens of milliseconds with the Cairo renderer. */
static cairo_t *
append_cairo (TslHuntersBoard *self,
              GtkSnapshot     *snapshot,
              double           x,
              double           y,
              double           w,
              double           h)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  double x0 = MAX (0, floor (x)), y0 = MAX (0, floor (y));
  double x1 = MIN (width, ceil (x + w)), y1 = MIN (height, ceil (y + h));

  if (x1 <= x0 || y1 <= y0)
    return NULL;
  return gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (x0, y0, x1 - x0, y1 - y0));
}

static void
rounded_rect (cairo_t *cr,
              double   x,
              double   y,
              double   w,
              double   h,
              double   r)
{
  cairo_new_sub_path (cr);
  cairo_arc (cr, x + w - r, y + r, r, -G_PI / 2, 0);
  cairo_arc (cr, x + w - r, y + h - r, r, 0, G_PI / 2);
  cairo_arc (cr, x + r, y + h - r, r, G_PI / 2, G_PI);
  cairo_arc (cr, x + r, y + r, r, G_PI, 3 * G_PI / 2);
  cairo_close_path (cr);
}

/* Plain GSK nodes (no Cairo): the cells are many and simple. */
static void
draw_legal_cells (TslHuntersBoard *self,
                  GtkSnapshot     *snapshot)
{
  double z = self->zoom;

  for (guint i = 0; i < self->n_cells; i++)
    {
      const TslHuntersCell *cell = &self->cells[i];
      gboolean fits_now = (cell->rotations >> (self->rotation / 90 & 3)) & 1;
      float line = MAX (1.5, z * (fits_now ? 0.03 : 0.015));
      GdkRGBA fill = { 1, 0.97, 0.8, fits_now ? 0.55 : 0.25 };
      GdkRGBA edge = { 0.55, 0.38, 0.0, fits_now ? 0.95 : 0.45 };
      GskRoundedRect rect;
      double sx, sy;

      to_screen (self, cell->x, cell->y, &sx, &sy);
      if (sx > gtk_widget_get_width (GTK_WIDGET (self)) || sy > gtk_widget_get_height (GTK_WIDGET (self))
          || sx + z < 0 || sy + z < 0)
        continue;
      /* Square corners: a rounded clip per cell costs more than the rest. */
      gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (round (sx + z * 0.06), round (sy + z * 0.06),
                                                                  round (z * 0.88), round (z * 0.88)), 0);
      gtk_snapshot_append_color (snapshot, &fill, &rect.bounds);
      gtk_snapshot_append_border (snapshot, &rect, (float[4]) { line, line, line, line },
                                  (GdkRGBA[4]) { edge, edge, edge, edge });
    }
}

static void
draw_figures (TslHuntersBoard *self,
              GtkSnapshot     *snapshot)
{
  /* A square 1.5 figures wide, on whole pixels like the tiles. */
  double box = round (self->zoom * 0.26 * 1.5);
  int px = (int) round (box * gtk_widget_get_scale_factor (GTK_WIDGET (self)));

  if (px <= 0)
    return;
  for (guint i = 0; i < self->table.n_figures; i++)
    {
      const TslHuntersTableFigure *f = &self->table.figures[i];
      const TslHuntersTableTile *t = tsl_hunters_table_get_tile_at (&self->table, f->x, f->y);
      guint owner = MIN (f->owner, TSL_HUNTERS_MAX_PLAYERS - 1);
      double fx, fy, sx, sy;

      if (t == NULL)
        continue;
      tsl_hunters_art_region_spot (t->tile, f->region, t->rotation * 90, &fx, &fy);
      to_screen (self, f->x + fx, f->y + fy, &sx, &sy);
      gtk_snapshot_append_texture (snapshot, figure_texture (self, f->figure, owner, px),
                                   &GRAPHENE_RECT_INIT (round (sx - box / 2), round (sy - box / 2), box, box));
    }
}

/* Where each figure on offer is drawn, in tile units: at its region's
 * spot, then pushed apart from the others so that every choice can be
 * seen and clicked even on a crowded tile (@anchor: the true spots). */
static void
option_layout (TslHuntersBoard *self,
               double          *fx,
               double          *fy,
               double          *anchor_x,
               double          *anchor_y)
{
  const TslHuntersTableTile *t = tsl_hunters_table_get_tile_at (&self->table, self->option_x, self->option_y);
  const double gap = 0.27;

  for (guint i = 0; i < self->n_options; i++)
    {
      anchor_x[i] = anchor_y[i] = 0.5;
      if (t != NULL)
        tsl_hunters_art_region_spot (t->tile, self->options[i].region, t->rotation * 90, &anchor_x[i], &anchor_y[i]);
      /* Nudge exact twins (a fisher and a hut on one river) apart. */
      fx[i] = anchor_x[i] + 0.01 * i;
      fy[i] = anchor_y[i] + 0.007 * i;
    }
  for (guint round = 0; round < 40; round++)
    for (guint i = 0; i < self->n_options; i++)
      for (guint j = i + 1; j < self->n_options; j++)
        {
          double dx = fx[j] - fx[i], dy = fy[j] - fy[i], d = hypot (dx, dy);

          if (d >= gap || d < 1e-9)
            continue;
          dx *= (gap - d) / d / 2;
          dy *= (gap - d) / d / 2;
          fx[i] = CLAMP (fx[i] - dx, 0.1, 0.9);
          fy[i] = CLAMP (fy[i] - dy, 0.1, 0.9);
          fx[j] = CLAMP (fx[j] + dx, 0.1, 0.9);
          fy[j] = CLAMP (fy[j] + dy, 0.1, 0.9);
        }
}

static void
option_point (TslHuntersBoard *self,
              guint            index,
              double          *sx,
              double          *sy)
{
  double fx[TSL_HUNTERS_BOARD_MAX_OPTIONS], fy[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  double ax[TSL_HUNTERS_BOARD_MAX_OPTIONS], ay[TSL_HUNTERS_BOARD_MAX_OPTIONS];

  option_layout (self, fx, fy, ax, ay);
  to_screen (self, self->option_x + fx[index], self->option_y + fy[index], sx, sy);
}

static void
draw_options (TslHuntersBoard *self,
              GtkSnapshot     *snapshot)
{
  const TslHuntersTableTile *t;
  double z = self->zoom;
  double fx[TSL_HUNTERS_BOARD_MAX_OPTIONS], fy[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  double ax[TSL_HUNTERS_BOARD_MAX_OPTIONS], ay[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  cairo_t *cr;
  gint actor = self->table.current_player;
  GdkRGBA ghost = actor >= 0 ? self->colors[actor % TSL_HUNTERS_MAX_PLAYERS] : (GdkRGBA) { 0.6, 0.6, 0.6, 1 };
  double sx, sy;

  if (!self->has_options)
    return;
  t = tsl_hunters_table_get_tile_at (&self->table, self->option_x, self->option_y);
  if (t == NULL)
    return;
  to_screen (self, self->option_x, self->option_y, &sx, &sy);
  cr = append_cairo (self, snapshot, sx - z * 0.3, sy - z * 0.3, z * 1.6, z * 1.6);
  if (cr == NULL)
    return;

  /* The regions on offer, outlined. */
  for (guint i = 0; i < self->n_options; i++)
    {
      to_screen (self, self->option_x, self->option_y, &sx, &sy);
      tsl_hunters_art_region_path (cr, t->tile, self->options[i].region, t->rotation * 90, sx, sy, z);
    }
  cairo_set_source_rgba (cr, 1, 0.93, 0.3, 0.6);
  cairo_set_line_width (cr, MAX (2, z * 0.04));
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  cairo_set_line_cap (cr, CAIRO_LINE_CAP_ROUND);
  cairo_stroke (cr);
  if (self->selected_option >= 0)
    {
      /* The chosen region glows over the others. */
      to_screen (self, self->option_x, self->option_y, &sx, &sy);
      tsl_hunters_art_region_path (cr, t->tile, self->options[self->selected_option].region, t->rotation * 90,
                                   sx, sy, z);
      cairo_set_source_rgba (cr, 1, 1, 1, 0.9);
      cairo_set_line_width (cr, MAX (3, z * 0.06));
      cairo_stroke_preserve (cr);
      cairo_set_source_rgba (cr, 0.9, 0.6, 0.0, 1);
      cairo_set_line_width (cr, MAX (1.5, z * 0.025));
      cairo_stroke (cr);
    }

  ghost.alpha = 0.75;
  option_layout (self, fx, fy, ax, ay);
  for (guint i = 0; i < self->n_options; i++)
    {
      double tx, ty;

      /* A leader from a moved marker to the place it stands for. */
      to_screen (self, self->option_x + fx[i], self->option_y + fy[i], &sx, &sy);
      to_screen (self, self->option_x + ax[i], self->option_y + ay[i], &tx, &ty);
      if (hypot (sx - tx, sy - ty) > z * 0.05)
        {
          cairo_move_to (cr, sx, sy);
          cairo_line_to (cr, tx, ty);
          cairo_set_source_rgba (cr, 0.2, 0.15, 0.0, 0.8);
          cairo_set_line_width (cr, MAX (1, z * 0.012));
          cairo_stroke (cr);
          cairo_arc (cr, tx, ty, MAX (2, z * 0.025), 0, 2 * G_PI);
          cairo_fill (cr);
        }
    }
  for (guint i = 0; i < self->n_options; i++)
    {
      gboolean selected = (gint) i == self->selected_option;

      to_screen (self, self->option_x + fx[i], self->option_y + fy[i], &sx, &sy);
      cairo_arc (cr, sx, sy, z * (selected ? 0.15 : 0.12), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, selected ? 0.9 : 0.6);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.55, 0.38, 0.0, 1);
      cairo_set_line_width (cr, selected ? MAX (2.5, z * 0.03) : MAX (1.5, z * 0.018));
      cairo_stroke (cr);
      tsl_hunters_art_figure (cr, self->options[i].figure, sx, sy, z * 0.18, &ghost);
    }

  /* The new tile itself framed. */
  to_screen (self, self->option_x, self->option_y, &sx, &sy);
  cairo_rectangle (cr, sx + 1, sy + 1, z - 2, z - 2);
  cairo_set_source_rgba (cr, 1, 0.85, 0.2, 0.9);
  cairo_set_line_width (cr, MAX (2, z * 0.03));
  cairo_stroke (cr);
  cairo_destroy (cr);
}

static void
draw_popups (TslHuntersBoard *self,
             GtkSnapshot     *snapshot)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  PangoFontDescription *font = pango_font_description_from_string ("Sans Bold 13");

  pango_layout_set_font_description (layout, font);
  for (guint i = 0; i < self->popups->len; i++)
    {
      Popup *p = &g_array_index (self->popups, Popup, i);
      double sx, sy, w, h;
      PangoRectangle ink, logical;
      cairo_t *cr;

      to_screen (self, p->bx, p->by, &sx, &sy);
      pango_layout_set_text (layout, p->text, -1);
      pango_layout_get_pixel_extents (layout, &ink, &logical);
      w = logical.width + 20;
      h = logical.height + 10;
      sx -= w / 2;
      sy -= h + self->zoom * 0.1;
      cr = append_cairo (self, snapshot, sx - 4, sy - 4, w + 10, h + 10);
      if (cr == NULL)
        continue;
      cairo_save (cr);
      rounded_rect (cr, sx + 2, sy + 3, w, h, h / 2);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.3);
      cairo_fill (cr);
      rounded_rect (cr, sx, sy, w, h, h / 2);
      cairo_set_source_rgb (cr, 1, 0.99, 0.94);
      cairo_fill_preserve (cr);
      gdk_cairo_set_source_rgba (cr, &p->color);
      cairo_set_line_width (cr, 3);
      cairo_stroke (cr);
      cairo_move_to (cr, sx + 10, sy + 5);
      cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
      pango_cairo_show_layout (cr, layout);
      cairo_restore (cr);
      cairo_destroy (cr);
    }
  pango_font_description_free (font);
  g_object_unref (layout);
}

static void
tsl_hunters_board_snapshot (GtkWidget   *widget,
                            GtkSnapshot *snapshot)
{
  TslHuntersBoard *self = TSL_HUNTERS_BOARD (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  double z;
  guint hover_rotation = 0;
  gboolean hover_fits;

  if (width <= 0 || height <= 0)
    return;
  if (self->auto_fit)
    fit (self);
  z = self->zoom;

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.84, 0.80, 0.69, 1 }, &bounds);
  gtk_snapshot_push_clip (snapshot, &bounds);

  for (guint i = 0; i < self->table.n_tiles; i++)
    {
      const TslHuntersTableTile *t = &self->table.tiles[i];
      double sx, sy;

      to_screen (self, t->x, t->y, &sx, &sy);
      if (sx > width || sy > height || sx + z < 0 || sy + z < 0)
        continue;
      append_tile (self, snapshot, t->tile, t->rotation * 90, sx, sy);
    }

  draw_legal_cells (self, snapshot);

  /* The drawn tile previewed where the pointer (or keyboard cursor) is. */
  {
    gint px = self->hovering ? self->hover_x : self->cursor_x;
    gint py = self->hovering ? self->hover_y : self->cursor_y;

    hover_fits = (self->hovering || self->cursor_shown)
                 && tsl_hunters_board_shown_rotation (self, px, py, &hover_rotation);
    if (hover_fits)
      {
        double sx, sy;

        to_screen (self, px, py, &sx, &sy);
        gtk_snapshot_push_opacity (snapshot, 0.85);
        append_tile (self, snapshot, self->drawn, hover_rotation, sx, sy);
        gtk_snapshot_pop (snapshot);
      }
  }

  draw_figures (self, snapshot);
  draw_options (self, snapshot);
  if (self->cursor_shown && (self->n_cells > 0 || self->has_options))
    {
      double sx, sy;
      cairo_t *cr;

      to_screen (self, self->cursor_x, self->cursor_y, &sx, &sy);
      cr = append_cairo (self, snapshot, sx - 5, sy - 5, z + 10, z + 10);
      if (cr != NULL)
        {
          rounded_rect (cr, sx - 2, sy - 2, z + 4, z + 4, z * 0.06);
          cairo_set_source_rgba (cr, 0.1, 0.35, 0.85, 0.95);
          cairo_set_line_width (cr, 3);
          cairo_stroke (cr);
          cairo_destroy (cr);
        }
    }
  draw_popups (self, snapshot);
  gtk_snapshot_pop (snapshot);
}

/* Popups and their animation */

/* Popups stay still and go after a while: no per-frame redraws, so a
 * slow renderer never delays the game. */
static gboolean
expire_cb (gpointer user_data)
{
  TslHuntersBoard *self = TSL_HUNTERS_BOARD (user_data);
  gint64 now = g_get_monotonic_time (), next = G_MAXINT64;

  self->expire_id = 0;
  for (guint i = self->popups->len; i > 0; i--)
    {
      gint64 end = g_array_index (self->popups, Popup, i - 1).start + POPUP_USEC;

      if (end <= now + 1000)
        g_array_remove_index (self->popups, i - 1);
      else
        next = MIN (next, end);
    }
  if (next != G_MAXINT64)
    self->expire_id = g_timeout_add ((guint) ((next - now) / 1000) + 1, expire_cb, self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

void
tsl_hunters_board_add_popup (TslHuntersBoard *self,
                             double           bx,
                             double           by,
                             const char      *text,
                             const GdkRGBA   *color)
{
  Popup popup = { bx, by, g_strdup (text), *color, g_get_monotonic_time () };

  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  g_array_append_val (self->popups, popup);
  if (self->expire_id == 0)
    self->expire_id = g_timeout_add (POPUP_USEC / 1000, expire_cb, self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

guint
tsl_hunters_board_get_n_popups (TslHuntersBoard *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), 0);
  return self->popups->len;
}

/* Input */

static gint
option_at (TslHuntersBoard *self,
           double           sx,
           double           sy)
{
  gint best = -1;
  double best_d = self->zoom * 0.2;

  for (guint i = 0; self->has_options && i < self->n_options; i++)
    {
      double ox, oy, d;

      option_point (self, i, &ox, &oy);
      d = hypot (ox - sx, oy - sy);
      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}

/**
 * tsl_hunters_board_activate_cell:
 *
 * Places the drawn tile at [@x, @y] in the rotation shown there (emits
 * "tile-chosen").  Returns: %FALSE when the tile fits nowhere there
 */
gboolean
tsl_hunters_board_activate_cell (TslHuntersBoard *self,
                                 gint             x,
                                 gint             y)
{
  guint rotation;

  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), FALSE);
  if (!tsl_hunters_board_shown_rotation (self, x, y, &rotation))
    return FALSE;
  g_signal_emit (self, signals[SIGNAL_TILE_CHOSEN], 0, x, y, rotation);
  return TRUE;
}

static void
click_at (TslHuntersBoard *self,
          double           sx,
          double           sy)
{
  double bx, by;
  gint option = option_at (self, sx, sy);

  if (option >= 0)
    {
      g_signal_emit (self, signals[SIGNAL_FIGURE_CHOSEN], 0, (guint) option);
      return;
    }
  to_board (self, sx, sy, &bx, &by);
  if (!tsl_hunters_board_activate_cell (self, (gint) floor (bx), (gint) floor (by))
      && (self->n_cells > 0 || self->has_options))
    gtk_widget_error_bell (GTK_WIDGET (self));
}

static void
drag_begin_cb (GtkGestureDrag  *gesture,
               double           x,
               double           y,
               TslHuntersBoard *self)
{
  self->drag_x = self->center_x;
  self->drag_y = self->center_y;
  self->dragged = FALSE;
  gtk_widget_grab_focus (GTK_WIDGET (self));
}

static void
drag_update_cb (GtkGestureDrag  *gesture,
                double           dx,
                double           dy,
                TslHuntersBoard *self)
{
  if (!self->dragged && hypot (dx, dy) < 5)
    return;
  self->dragged = TRUE;
  self->auto_fit = FALSE;
  self->center_x = self->drag_x - dx / self->zoom;
  self->center_y = self->drag_y - dy / self->zoom;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
drag_end_cb (GtkGestureDrag  *gesture,
             double           dx,
             double           dy,
             TslHuntersBoard *self)
{
  double x, y;

  if (self->dragged)
    return;
  gtk_gesture_drag_get_start_point (gesture, &x, &y);
  click_at (self, x, y);
}

static void
secondary_pressed_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      TslHuntersBoard *self)
{
  g_signal_emit (self, signals[SIGNAL_ROTATE_REQUESTED], 0);
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TslHuntersBoard          *self)
{
  double bx, by;
  gint cx, cy;

  to_board (self, x, y, &bx, &by);
  cx = (gint) floor (bx);
  cy = (gint) floor (by);
  if (self->hovering && cx == self->hover_x && cy == self->hover_y)
    return;
  self->hovering = TRUE;
  self->hover_x = cx;
  self->hover_y = cy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
leave_cb (GtkEventControllerMotion *motion,
          TslHuntersBoard          *self)
{
  self->hovering = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
zoom_at (TslHuntersBoard *self,
         double           factor,
         double           sx,
         double           sy)
{
  double bx, by, zoom;

  if (self->auto_fit)
    fit (self);
  to_board (self, sx, sy, &bx, &by);
  zoom = round (CLAMP (self->zoom * factor, MIN_ZOOM, MAX_ZOOM));
  if (zoom == self->zoom && factor != 1.0)
    zoom = CLAMP (self->zoom + (factor > 1.0 ? 1 : -1), MIN_ZOOM, MAX_ZOOM);
  /* Keep the point under the pointer where it is. */
  self->center_x = bx - (sx - gtk_widget_get_width (GTK_WIDGET (self)) / 2.0) / zoom;
  self->center_y = by - (sy - gtk_widget_get_height (GTK_WIDGET (self)) / 2.0) / zoom;
  self->zoom = zoom;
  self->auto_fit = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsl_hunters_board_zoom (TslHuntersBoard *self,
                        double           factor)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  zoom_at (self, factor, gtk_widget_get_width (GTK_WIDGET (self)) / 2.0,
           gtk_widget_get_height (GTK_WIDGET (self)) / 2.0);
}

static gboolean
scroll_cb (GtkEventControllerScroll *scroll,
           double                    dx,
           double                    dy,
           TslHuntersBoard          *self)
{
  double x = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
  double y = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;

  if (self->hovering)
    {
      x = (self->hover_x + 0.5 - self->center_x) * self->zoom + x;
      y = (self->hover_y + 0.5 - self->center_y) * self->zoom + y;
    }
  zoom_at (self, pow (1.15, -dy), x, y);
  return TRUE;
}

static void
pinch_begin_cb (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                TslHuntersBoard  *self)
{
  if (self->auto_fit)
    fit (self);
  self->pinch_zoom = self->zoom;
}

static void
pinch_changed_cb (GtkGestureZoom  *gesture,
                  double           scale,
                  TslHuntersBoard *self)
{
  double x, y;

  gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &x, &y);
  zoom_at (self, self->pinch_zoom * scale / self->zoom, x, y);
}

static void
ensure_cursor_visible (TslHuntersBoard *self)
{
  double sx, sy, z = self->zoom;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  to_screen (self, self->cursor_x, self->cursor_y, &sx, &sy);
  if (sx < 0 || sy < 0 || sx + z > width || sy + z > height)
    {
      self->auto_fit = FALSE;
      self->center_x = self->cursor_x + 0.5;
      self->center_y = self->cursor_y + 0.5;
    }
}

static gboolean
key_pressed_cb (GtkEventControllerKey *key,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                TslHuntersBoard       *self)
{
  gint dx = 0, dy = 0;

  switch (keyval)
    {
    case GDK_KEY_Left: case GDK_KEY_KP_Left: dx = -1; break;
    case GDK_KEY_Right: case GDK_KEY_KP_Right: dx = 1; break;
    case GDK_KEY_Up: case GDK_KEY_KP_Up: dy = -1; break;
    case GDK_KEY_Down: case GDK_KEY_KP_Down: dy = 1; break;
    case GDK_KEY_plus: case GDK_KEY_equal: case GDK_KEY_KP_Add:
      tsl_hunters_board_zoom (self, 1.25);
      return TRUE;
    case GDK_KEY_minus: case GDK_KEY_KP_Subtract:
      tsl_hunters_board_zoom (self, 0.8);
      return TRUE;
    case GDK_KEY_0: case GDK_KEY_KP_0:
      self->auto_fit = TRUE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return TRUE;
    case GDK_KEY_r: case GDK_KEY_R:
      g_signal_emit (self, signals[SIGNAL_ROTATE_REQUESTED], 0);
      return TRUE;
    case GDK_KEY_s: case GDK_KEY_S: case GDK_KEY_Escape:
      if (!self->has_options)
        return FALSE;
      g_signal_emit (self, signals[SIGNAL_SKIP_REQUESTED], 0);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (self->has_options && self->selected_option >= 0)
        g_signal_emit (self, signals[SIGNAL_FIGURE_CHOSEN], 0, (guint) self->selected_option);
      else if (!tsl_hunters_board_activate_cell (self, self->cursor_x, self->cursor_y))
        gtk_widget_error_bell (GTK_WIDGET (self));
      return TRUE;
    default:
      return FALSE;
    }

  if (state & GDK_SHIFT_MASK)
    {
      /* Shift+arrows pan. */
      self->auto_fit = FALSE;
      self->center_x += dx;
      self->center_y += dy;
    }
  else if (self->has_options && self->n_options > 0)
    {
      /* Arrows walk through the figures on offer. */
      gint n = self->n_options, step = dx + dy;

      self->selected_option = ((self->selected_option < 0 ? (step > 0 ? -1 : 0) : self->selected_option)
                               + step + n) % n;
    }
  else
    {
      self->cursor_shown = TRUE;
      self->cursor_x += dx;
      self->cursor_y += dy;
      ensure_cursor_visible (self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return TRUE;
}

/* Public API */

void
tsl_hunters_board_set_table (TslHuntersBoard       *self,
                             const TslHuntersTable *table)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  self->table = *table;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsl_hunters_board_set_colors (TslHuntersBoard *self,
                              const GdkRGBA   *colors,
                              guint            n)
{
  gboolean changed = FALSE;

  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  for (guint i = 0; i < MIN (n, TSL_HUNTERS_MAX_PLAYERS); i++)
    {
      changed |= !gdk_rgba_equal (&self->colors[i], &colors[i]);
      self->colors[i] = colors[i];
    }
  /* The figure textures carry the colours. */
  if (changed)
    {
      clear_cache (self);
      self->cache_px = 0;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_hunters_board_set_placements:
 * @tile: (nullable): the drawn tile, or %NULL when no tile is to be placed
 *
 * Marks the cells where @tile fits; the keyboard cursor moves to the first.
 */
void
tsl_hunters_board_set_placements (TslHuntersBoard      *self,
                                  const TslHuntersTile *tile,
                                  const TslHuntersCell *cells,
                                  guint                 n_cells)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  self->drawn = tile;
  self->n_cells = MIN (n_cells, TSL_HUNTERS_BOARD_MAX_CELLS);
  if (self->n_cells > 0)
    memcpy (self->cells, cells, self->n_cells * sizeof (TslHuntersCell));
  if (self->n_cells > 0 && !find_cell (self, self->cursor_x, self->cursor_y))
    {
      self->cursor_x = self->cells[0].x;
      self->cursor_y = self->cells[0].y;
    }
  /* The tile waits at the cursor cell until the pointer shows another. */
  self->cursor_shown = self->n_cells > 0;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsl_hunters_board_set_rotation (TslHuntersBoard *self,
                                guint            rotation)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  self->rotation = (rotation / 90 % 4) * 90;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsl_hunters_board_set_figure_options (TslHuntersBoard        *self,
                                      gint                    x,
                                      gint                    y,
                                      const TslHuntersOption *options,
                                      guint                   n_options)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  self->n_options = MIN (n_options, TSL_HUNTERS_BOARD_MAX_OPTIONS);
  self->has_options = self->n_options > 0;
  self->option_x = x;
  self->option_y = y;
  self->selected_option = -1;
  if (self->n_options > 0)
    {
      memcpy (self->options, options, self->n_options * sizeof (TslHuntersOption));
      self->cursor_x = x;
      self->cursor_y = y;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* Marks one of the figures on offer (-1: none), e.g. while the pointer is
 * over its button in the side panel. */
void
tsl_hunters_board_select_option (TslHuntersBoard *self,
                                 gint             index)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  self->selected_option = index < (gint) self->n_options ? index : -1;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
tsl_hunters_board_get_cursor (TslHuntersBoard *self,
                              gint            *x,
                              gint            *y)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  *x = self->cursor_x;
  *y = self->cursor_y;
}

double
tsl_hunters_board_get_zoom (TslHuntersBoard *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), 0);
  if (self->auto_fit)
    fit (self);
  return self->zoom;
}

void
tsl_hunters_board_invalidate_cache (TslHuntersBoard *self)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  clear_cache (self);
  self->cache_px = 0;
}

static void
tsl_hunters_board_measure (GtkWidget      *widget,
                           GtkOrientation  orientation,
                           int             for_size,
                           int            *minimum,
                           int            *natural,
                           int            *minimum_baseline,
                           int            *natural_baseline)
{
  *minimum = 240;
  *natural = 720;
}

static void
tsl_hunters_board_dispose (GObject *object)
{
  TslHuntersBoard *self = TSL_HUNTERS_BOARD (object);

  g_clear_handle_id (&self->rebuild_id, g_source_remove);
  g_clear_handle_id (&self->expire_id, g_source_remove);
  G_OBJECT_CLASS (tsl_hunters_board_parent_class)->dispose (object);
}

static void
tsl_hunters_board_finalize (GObject *object)
{
  TslHuntersBoard *self = TSL_HUNTERS_BOARD (object);

  g_clear_pointer (&self->popups, g_array_unref);
  g_clear_pointer (&self->cache, g_hash_table_unref);
  G_OBJECT_CLASS (tsl_hunters_board_parent_class)->finalize (object);
}

static void
tsl_hunters_board_class_init (TslHuntersBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_hunters_board_dispose;
  object_class->finalize = tsl_hunters_board_finalize;
  widget_class->snapshot = tsl_hunters_board_snapshot;
  widget_class->measure = tsl_hunters_board_measure;

  /**
   * TslHuntersBoard::tile-chosen:
   *
   * The player chose to lay the drawn tile at [@x, @y] turned @rotation.
   */
  signals[SIGNAL_TILE_CHOSEN] =
    g_signal_new ("tile-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  signals[SIGNAL_FIGURE_CHOSEN] =
    g_signal_new ("figure-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  signals[SIGNAL_ROTATE_REQUESTED] =
    g_signal_new ("rotate-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_SKIP_REQUESTED] =
    g_signal_new ("skip-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "tsl-hunters-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tsl_hunters_board_init (TslHuntersBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *key = gtk_event_controller_key_new ();

  self->zoom = 100;
  self->auto_fit = TRUE;
  self->selected_option = -1;
  self->popups = g_array_new (FALSE, TRUE, sizeof (Popup));
  g_array_set_clear_func (self->popups, popup_clear);
  self->cache = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  for (guint i = 0; i < TSL_HUNTERS_MAX_PLAYERS; i++)
    self->colors[i] = (GdkRGBA) { 0.6, 0.6, 0.6, 1 };

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (secondary), GDK_BUTTON_SECONDARY);
  g_signal_connect (secondary, "pressed", G_CALLBACK (secondary_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (secondary));

  g_signal_connect (pinch, "begin", G_CALLBACK (pinch_begin_cb), self);
  g_signal_connect (pinch, "scale-changed", G_CALLBACK (pinch_changed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (pinch));

  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  g_signal_connect (motion, "leave", G_CALLBACK (leave_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  g_signal_connect (scroll, "scroll", G_CALLBACK (scroll_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), scroll);

  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}

GtkWidget *
tsl_hunters_board_new (void)
{
  return g_object_new (TSL_TYPE_HUNTERS_BOARD, NULL);
}
