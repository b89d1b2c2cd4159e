/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tsl-hunters-board-private.h"

/*
 * TslHuntersBoard: the growing board of square tiles.  It shows what the
 * view tells it (tiles, figures, the cells where the drawn tile fits, the
 * figures that may go on the new tile) and reports the player's choices as
 * signals; it never decides a rule.  Pan by dragging, zoom with the wheel,
 * a pinch or + - 0; arrows move a cursor cell, Enter places, R rotates.
 * A figure goes on the feature itself: the region of the new tile under
 * the pointer lights up with the figure it takes and a click sets it (a
 * popover asks which when a river takes two); arrows and Enter do the same.
 *
 * Tiles are rendered once per kind, rotation and zoom into textures (a
 * tile's forest alone is a few hundred shapes), so a redraw only places
 * textures; the figures and highlights are drawn live on top.
 */

G_DEFINE_FINAL_TYPE (TslHuntersBoard, tsl_hunters_board, GTK_TYPE_WIDGET)

guint _tsl_hunters_board_signals[N_SIGNALS];

static void
popup_clear (gpointer data)
{
  TslHuntersBoardPopup *popup = data;

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

void
_tsl_hunters_board_fit (TslHuntersBoard *self)
{
  double x0, y0, x1, y1;
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));

  if (width <= 0 || height <= 0)
    return;
  board_bounds (self, &x0, &y0, &x1, &y1);
  /* Half a tile of margin around the played area and its legal cells; a
   * young board fills the widget too, up to tiles big enough to point at
   * a river on. */
  self->zoom = floor (CLAMP (MIN (width / (x1 - x0 + 1.0), height / (y1 - y0 + 1.0)), MIN_ZOOM, FIT_MAX_ZOOM));
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

void
_tsl_hunters_board_to_screen (TslHuntersBoard *self,
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

void
_tsl_hunters_board_to_board (TslHuntersBoard *self,
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

const TslHuntersCell *
_tsl_hunters_board_find_cell (TslHuntersBoard *self,
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
  const TslHuntersCell *cell = _tsl_hunters_board_find_cell (self, x, y);
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
      _tsl_hunters_board_clear_cache (self);
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
  if (self->n_cells > 0 && !_tsl_hunters_board_find_cell (self, self->cursor_x, self->cursor_y))
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
  self->hover_region = -1;
  if (self->choice_popover != NULL)
    gtk_popover_popdown (GTK_POPOVER (self->choice_popover));
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  if (self->n_options > 0)
    {
      memcpy (self->options, options, self->n_options * sizeof (TslHuntersOption));
      self->cursor_x = x;
      self->cursor_y = y;
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_hunters_board_set_hint:
 * @move: (nullable): the move a hint advises: a tile placed (shown as
 *   the tile, turned, where it would go) or a figure set (its marker
 *   ringed); other moves and %NULL show nothing
 */
void
tsl_hunters_board_set_hint (TslHuntersBoard *self,
                            const TslMove   *move)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  self->has_hint = move != NULL && (move->type == TSL_HUNTERS_MOVE_PLACE || move->type == TSL_HUNTERS_MOVE_FIGURE);
  if (self->has_hint)
    self->hint = *move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/**
 * tsl_hunters_board_get_hint:
 * @move: (out caller-allocates): the move shown
 *
 * Returns: whether a hint is shown on the board (for tests)
 */
gboolean
tsl_hunters_board_get_hint (TslHuntersBoard *self,
                            TslMove         *move)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), FALSE);
  if (self->has_hint)
    *move = self->hint;
  return self->has_hint;
}

/* Figures on offer */

/* What a figure on offer becomes, e.g. "Fisher on the river". */
const char *
_tsl_hunters_board_option_label (TslHuntersBoard *self,
                                 guint            index)
{
  const TslHuntersTableTile *t = tsl_hunters_table_get_tile_at (&self->table, self->option_x, self->option_y);
  const TslHuntersOption *option = &self->options[index];
  guint type = t != NULL && option->region < t->tile->n_regions ? t->tile->regions[option->region].type
                                                                 : TSL_HUNTERS_REGION_MEADOW;

  switch (option->figure)
    {
    case TSL_HUNTERS_FIGURE_GATHERER:
      return _("Gatherer in the forest");
    case TSL_HUNTERS_FIGURE_FISHER:
      return _("Fisher on the river");
    case TSL_HUNTERS_FIGURE_HUNTER:
      return _("Hunter in the meadow");
    case TSL_HUNTERS_FIGURE_HUT:
      return type == TSL_HUNTERS_REGION_LAKE ? _("Hut by the lake") : _("Hut on the river");
    case TSL_HUNTERS_N_FIGURES:
    default:
      return "";
    }
}

/* The figures on offer on @region, their indices into @indices (room for
 * TSL_HUNTERS_BOARD_MAX_OPTIONS). */
guint
_tsl_hunters_board_region_options (TslHuntersBoard *self,
                                   gint             region,
                                   guint           *indices)
{
  guint n = 0;

  for (guint i = 0; self->has_options && i < self->n_options; i++)
    if ((gint) self->options[i].region == region)
      indices[n++] = i;
  return n;
}

/**
 * tsl_hunters_board_region_at:
 *
 * The hit test of figure placement: the region of the new tile under the
 * widget point (@sx, @sy) if a figure is on offer there.
 *
 * Returns: the region's index on the tile, or -1
 */
gint
tsl_hunters_board_region_at (TslHuntersBoard *self,
                             double           sx,
                             double           sy)
{
  const TslHuntersTableTile *t;
  guint indices[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  double bx, by;
  gint region;

  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), -1);
  if (!self->has_options)
    return -1;
  t = tsl_hunters_table_get_tile_at (&self->table, self->option_x, self->option_y);
  if (t == NULL)
    return -1;
  _tsl_hunters_board_to_board (self, sx, sy, &bx, &by);
  region = tsl_hunters_art_region_at (t->tile, t->rotation * 90, bx - self->option_x, by - self->option_y);
  return region >= 0 && _tsl_hunters_board_region_options (self, region, indices) > 0 ? region : -1;
}

/**
 * tsl_hunters_board_region_point:
 * @sx: (out): widget coordinates of where a figure on @region stands
 *
 * Returns: %FALSE when no figure is on offer on @region
 */
gboolean
tsl_hunters_board_region_point (TslHuntersBoard *self,
                                guint            region,
                                double          *sx,
                                double          *sy)
{
  const TslHuntersTableTile *t;
  guint indices[TSL_HUNTERS_BOARD_MAX_OPTIONS];
  double fx, fy;

  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), FALSE);
  t = tsl_hunters_table_get_tile_at (&self->table, self->option_x, self->option_y);
  if (t == NULL || _tsl_hunters_board_region_options (self, region, indices) == 0)
    return FALSE;
  if (self->auto_fit)
    _tsl_hunters_board_fit (self);
  tsl_hunters_art_region_spot (t->tile, region, t->rotation * 90, &fx, &fy);
  _tsl_hunters_board_to_screen (self, self->option_x + fx, self->option_y + fy, sx, sy);
  return TRUE;
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
    _tsl_hunters_board_fit (self);
  return self->zoom;
}

void
tsl_hunters_board_invalidate_cache (TslHuntersBoard *self)
{
  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  _tsl_hunters_board_clear_cache (self);
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

/* The choice popover is the board's only child. */
static void
tsl_hunters_board_size_allocate (GtkWidget *widget,
                                 int        width,
                                 int        height,
                                 int        baseline)
{
  TslHuntersBoard *self = TSL_HUNTERS_BOARD (widget);

  if (self->choice_popover != NULL)
    gtk_popover_present (GTK_POPOVER (self->choice_popover));
}

static void
tsl_hunters_board_dispose (GObject *object)
{
  TslHuntersBoard *self = TSL_HUNTERS_BOARD (object);

  g_clear_pointer (&self->choice_popover, gtk_widget_unparent);
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
  widget_class->snapshot = _tsl_hunters_board_snapshot;
  widget_class->measure = tsl_hunters_board_measure;
  widget_class->size_allocate = tsl_hunters_board_size_allocate;

  /**
   * TslHuntersBoard::tile-chosen:
   *
   * The player chose to lay the drawn tile at [@x, @y] turned @rotation.
   */
  _tsl_hunters_board_signals[SIGNAL_TILE_CHOSEN] =
    g_signal_new ("tile-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 3, G_TYPE_INT, G_TYPE_INT, G_TYPE_UINT);
  _tsl_hunters_board_signals[SIGNAL_FIGURE_CHOSEN] =
    g_signal_new ("figure-chosen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  _tsl_hunters_board_signals[SIGNAL_ROTATE_REQUESTED] =
    g_signal_new ("rotate-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  _tsl_hunters_board_signals[SIGNAL_SKIP_REQUESTED] =
    g_signal_new ("skip-requested", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_css_name (widget_class, "tsl-hunters-board");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
tsl_hunters_board_init (TslHuntersBoard *self)
{
  self->zoom = 100;
  self->auto_fit = TRUE;
  self->selected_option = -1;
  self->hover_region = -1;
  self->popups = g_array_new (FALSE, TRUE, sizeof (TslHuntersBoardPopup));
  g_array_set_clear_func (self->popups, popup_clear);
  self->cache = g_hash_table_new_full (NULL, NULL, NULL, g_object_unref);
  for (guint i = 0; i < TSL_HUNTERS_MAX_PLAYERS; i++)
    self->colors[i] = (GdkRGBA) { 0.6, 0.6, 0.6, 1 };

  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_vexpand (GTK_WIDGET (self), TRUE);
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);

  _tsl_hunters_board_init_input (self);
}

GtkWidget *
tsl_hunters_board_new (void)
{
  return g_object_new (TSL_TYPE_HUNTERS_BOARD, NULL);
}

