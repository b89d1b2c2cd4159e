/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-hunters-board-private.h"

/* Drawing the board: tile and figure textures, the cells and figures on
 * offer, and the score popups. */

/* Tile textures */

void
_tsl_hunters_board_clear_cache (TslHuntersBoard *self)
{
  g_hash_table_remove_all (self->cache);
}

/* Turns @surface (consumed) into the texture cached under @key. */
static GdkTexture *
cache_surface (TslHuntersBoard *self,
               guint            key,
               cairo_surface_t *surface)
{
  int px = cairo_image_surface_get_width (surface);   /* square */
  g_autoptr(GBytes) bytes = NULL;
  GdkTexture *texture;

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

  if (texture != NULL)
    return texture;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  tsl_hunters_art_tile (cr, tile, rotation, 0, 0, px);
  cairo_destroy (cr);
  return cache_surface (self, key, surface);
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

  if (texture != NULL)
    return texture;
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, px, px);
  cr = cairo_create (surface);
  tsl_hunters_art_figure (cr, figure, px / 2.0, px / 2.0, px / 1.5, &self->colors[owner]);
  cairo_destroy (cr);
  return cache_surface (self, key, surface);
}

static gboolean
rebuild_cb (gpointer user_data)
{
  TslHuntersBoard *self = user_data;

  self->rebuild_id = 0;
  _tsl_hunters_board_clear_cache (self);
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

      _tsl_hunters_board_to_screen (self, cell->x, cell->y, &sx, &sy);
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
      _tsl_hunters_board_to_screen (self, f->x + fx, f->y + fy, &sx, &sy);
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

void
_tsl_hunters_board_option_point (TslHuntersBoard *self,
              guint            index,
              double          *sx,
              double          *sy)
{
  double fx[TSL_HUNTERS_BOARD_MAX_OPTIONS], fy[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  double ax[TSL_HUNTERS_BOARD_MAX_OPTIONS], ay[TSL_HUNTERS_BOARD_MAX_OPTIONS];

  option_layout (self, fx, fy, ax, ay);
  _tsl_hunters_board_to_screen (self, self->option_x + fx[index], self->option_y + fy[index], sx, sy);
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
  _tsl_hunters_board_to_screen (self, self->option_x, self->option_y, &sx, &sy);
  cr = append_cairo (self, snapshot, sx - z * 0.3, sy - z * 0.3, z * 1.6, z * 1.6);
  if (cr == NULL)
    return;

  /* The regions on offer, outlined. */
  for (guint i = 0; i < self->n_options; i++)
    {
      _tsl_hunters_board_to_screen (self, self->option_x, self->option_y, &sx, &sy);
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
      _tsl_hunters_board_to_screen (self, self->option_x, self->option_y, &sx, &sy);
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
      _tsl_hunters_board_to_screen (self, self->option_x + fx[i], self->option_y + fy[i], &sx, &sy);
      _tsl_hunters_board_to_screen (self, self->option_x + ax[i], self->option_y + ay[i], &tx, &ty);
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

      _tsl_hunters_board_to_screen (self, self->option_x + fx[i], self->option_y + fy[i], &sx, &sy);
      cairo_arc (cr, sx, sy, z * (selected ? 0.15 : 0.12), 0, 2 * G_PI);
      cairo_set_source_rgba (cr, 1, 1, 1, selected ? 0.9 : 0.6);
      cairo_fill_preserve (cr);
      cairo_set_source_rgba (cr, 0.55, 0.38, 0.0, 1);
      cairo_set_line_width (cr, selected ? MAX (2.5, z * 0.03) : MAX (1.5, z * 0.018));
      cairo_stroke (cr);
      tsl_hunters_art_figure (cr, self->options[i].figure, sx, sy, z * 0.18, &ghost);
    }

  /* The new tile itself framed. */
  _tsl_hunters_board_to_screen (self, self->option_x, self->option_y, &sx, &sy);
  cairo_rectangle (cr, sx + 1, sy + 1, z - 2, z - 2);
  cairo_set_source_rgba (cr, 1, 0.85, 0.2, 0.9);
  cairo_set_line_width (cr, MAX (2, z * 0.03));
  cairo_stroke (cr);
  cairo_destroy (cr);
}

/* The hint in gold: the tile where it would go, turned as advised, or a
 * ring round the figure's marker among those on offer. */
static void
draw_hint (TslHuntersBoard *self,
           GtkSnapshot     *snapshot)
{
  double z = self->zoom, sx, sy;
  gint x, y;
  cairo_t *cr;

  if (!self->has_hint)
    return;
  if (self->hint.type == TSL_HUNTERS_MOVE_PLACE)
    {
      x = self->hint.arg[0];
      y = self->hint.arg[1];
      _tsl_hunters_board_to_screen (self, x, y, &sx, &sy);
      if (self->drawn != NULL)
        {
          gtk_snapshot_push_opacity (snapshot, 0.7);
          append_tile (self, snapshot, self->drawn, (self->hint.arg[2] & 3) * 90, sx, sy);
          gtk_snapshot_pop (snapshot);
        }
      cr = append_cairo (self, snapshot, sx - z * 0.1, sy - z * 0.1, z * 1.2, z * 1.2);
      if (cr == NULL)
        return;
      rounded_rect (cr, sx - z * 0.03, sy - z * 0.03, z * 1.06, z * 1.06, z * 0.06);
    }
  else
    {
      guint i;

      for (i = 0; i < self->n_options; i++)
        if ((gint) self->options[i].figure == self->hint.arg[0] && (gint) self->options[i].region == self->hint.arg[1])
          break;
      if (!self->has_options || i == self->n_options)
        return;
      _tsl_hunters_board_option_point (self, i, &sx, &sy);
      cr = append_cairo (self, snapshot, sx - z * 0.3, sy - z * 0.3, z * 0.6, z * 0.6);
      if (cr == NULL)
        return;
      cairo_arc (cr, sx, sy, z * 0.19, 0, 2 * G_PI);
    }
  /* A dark rim under the gold keeps it visible on light land and dark. */
  cairo_set_source_rgba (cr, 0.1, 0.1, 0.1, 0.75);
  cairo_set_line_width (cr, MAX (4, z * 0.07));
  cairo_stroke_preserve (cr);
  cairo_set_source_rgba (cr, 0.96, 0.76, 0.07, 1);
  cairo_set_line_width (cr, MAX (2.5, z * 0.04));
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
      TslHuntersBoardPopup *p = &g_array_index (self->popups, TslHuntersBoardPopup, i);
      double sx, sy, w, h;
      PangoRectangle ink, logical;
      cairo_t *cr;

      _tsl_hunters_board_to_screen (self, p->bx, p->by, &sx, &sy);
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

void
_tsl_hunters_board_snapshot (GtkWidget   *widget,
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
    _tsl_hunters_board_fit (self);
  z = self->zoom;

  gtk_snapshot_append_color (snapshot, &(GdkRGBA) { 0.84, 0.80, 0.69, 1 }, &bounds);
  gtk_snapshot_push_clip (snapshot, &bounds);

  for (guint i = 0; i < self->table.n_tiles; i++)
    {
      const TslHuntersTableTile *t = &self->table.tiles[i];
      double sx, sy;

      _tsl_hunters_board_to_screen (self, t->x, t->y, &sx, &sy);
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

        _tsl_hunters_board_to_screen (self, px, py, &sx, &sy);
        gtk_snapshot_push_opacity (snapshot, 0.85);
        append_tile (self, snapshot, self->drawn, hover_rotation, sx, sy);
        gtk_snapshot_pop (snapshot);
      }
  }

  draw_figures (self, snapshot);
  draw_options (self, snapshot);
  draw_hint (self, snapshot);
  if (self->cursor_shown && (self->n_cells > 0 || self->has_options))
    {
      double sx, sy;
      cairo_t *cr;

      _tsl_hunters_board_to_screen (self, self->cursor_x, self->cursor_y, &sx, &sy);
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
      gint64 end = g_array_index (self->popups, TslHuntersBoardPopup, i - 1).start + POPUP_USEC;

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
  TslHuntersBoardPopup popup = { bx, by, g_strdup (text), *color, g_get_monotonic_time () };

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

