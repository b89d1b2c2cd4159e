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

/* The region the player is about to choose: under the pointer, or the
 * keyboard's choice (then only that figure). */
static gint
active_region (TslHuntersBoard *self,
               guint           *indices,
               guint           *n)
{
  if (self->selected_option >= 0 && self->selected_option < (gint) self->n_options)
    {
      indices[0] = (guint) self->selected_option;
      *n = 1;
      return (gint) self->options[self->selected_option].region;
    }
  *n = self->hover_region >= 0 ? _tsl_hunters_board_region_options (self, self->hover_region, indices) : 0;
  return *n > 0 ? self->hover_region : -1;
}

/* What the figures would be, in a pill under the tile, off its land. */
static void
draw_option_labels (TslHuntersBoard *self,
                    cairo_t         *cr,
                    const guint     *indices,
                    guint            n,
                    double           cx,
                    double           top)
{
  PangoLayout *layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  g_autoptr(GString) text = g_string_new (NULL);
  int width = gtk_widget_get_width (GTK_WIDGET (self)), height = gtk_widget_get_height (GTK_WIDGET (self));
  PangoRectangle logical;
  double w, h, x;

  for (guint i = 0; i < n; i++)
    g_string_append_printf (text, "%s%s", i > 0 ? "\n" : "", _tsl_hunters_board_option_label (self, indices[i]));
  pango_layout_set_text (layout, text->str, -1);
  pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
  pango_layout_get_pixel_extents (layout, NULL, &logical);
  w = logical.width + 16;
  h = logical.height + 8;
  x = CLAMP (cx - w / 2, 2, MAX (2, width - w - 2));
  /* Under the tile, or over it at the board's foot. */
  top = MIN (top, height - h - 2);
  rounded_rect (cr, x, top, w, h, MIN (h / 2, 10));
  cairo_set_source_rgba (cr, 0.12, 0.12, 0.12, 0.85);
  cairo_fill (cr);
  cairo_move_to (cr, x + 8, top + 4);
  cairo_set_source_rgb (cr, 1, 1, 1);
  pango_cairo_show_layout (cr, layout);
  g_object_unref (layout);
}

/* The regions of the new tile that can take a figure are lit faintly;
 * the one about to be chosen is spotlit, the rest of the tile dimmed, with
 * the figure (or the two) it would take standing on it. */
static void
draw_options (TslHuntersBoard *self,
              GtkSnapshot     *snapshot)
{
  const TslHuntersTableTile *t;
  double z = self->zoom, sx, sy, fx, fy, margin;
  guint indices[TSL_HUNTERS_BOARD_MAX_OPTIONS], n = 0;
  gint actor = self->table.current_player, region;
  GdkRGBA color = actor >= 0 ? self->colors[actor % TSL_HUNTERS_MAX_PLAYERS] : (GdkRGBA) { 0.6, 0.6, 0.6, 1 };
  cairo_t *cr;

  if (!self->has_options)
    return;
  t = tsl_hunters_table_get_tile_at (&self->table, self->option_x, self->option_y);
  if (t == NULL)
    return;
  _tsl_hunters_board_to_screen (self, self->option_x, self->option_y, &sx, &sy);
  /* Room beside the tile for the pill of names. */
  margin = MAX (z * 0.3, 120);
  cr = append_cairo (self, snapshot, sx - margin, sy - z * 0.1, z + 2 * margin, z * 1.1 + 60);
  if (cr == NULL)
    return;

  for (guint i = 0; i < self->n_options; i++)
    {
      gboolean seen = FALSE;

      for (guint j = 0; j < i; j++)
        seen |= self->options[j].region == self->options[i].region;
      if (seen)
        continue;
      cairo_set_source_rgba (cr, 1, 0.95, 0.55, 0.3);
      tsl_hunters_art_region_fill (cr, t->tile, self->options[i].region, t->rotation * 90, sx, sy, z);
    }

  region = active_region (self, indices, &n);
  if (region >= 0)
    {
      cairo_push_group (cr);
      cairo_rectangle (cr, sx, sy, z, z);
      cairo_set_source_rgba (cr, 0, 0, 0, 0.4);
      cairo_fill (cr);
      cairo_set_operator (cr, CAIRO_OPERATOR_CLEAR);
      tsl_hunters_art_region_fill (cr, t->tile, region, t->rotation * 90, sx, sy, z);
      cairo_pop_group_to_source (cr);
      cairo_paint (cr);
      cairo_set_source_rgba (cr, 1, 0.9, 0.25, 0.45);
      tsl_hunters_art_region_fill (cr, t->tile, region, t->rotation * 90, sx, sy, z);

      tsl_hunters_art_region_spot (t->tile, region, t->rotation * 90, &fx, &fy);
      for (guint i = 0; i < n; i++)
        {
          double gx = sx + fx * z + (i - (n - 1) / 2.0) * z * 0.26, gy = sy + fy * z;

          /* A light halo keeps the figure readable on any land. */
          cairo_arc (cr, gx, gy, z * 0.13, 0, 2 * G_PI);
          cairo_set_source_rgba (cr, 1, 1, 1, 0.75);
          cairo_fill (cr);
          tsl_hunters_art_figure (cr, self->options[indices[i]].figure, gx, gy, z * 0.22, &color);
        }
      /* The choice popover names them itself, in the same place. */
      if (self->choice_popover == NULL || !gtk_widget_get_visible (self->choice_popover))
        draw_option_labels (self, cr, indices, n, sx + fx * z, sy + z + 4);
    }

  /* The new tile itself framed. */
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
      if (!self->has_options || i == self->n_options
          || !tsl_hunters_board_region_point (self, self->options[i].region, &sx, &sy))
        return;
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

