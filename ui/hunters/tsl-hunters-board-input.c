/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-hunters-board-private.h"

/* The board's input: clicks, drags, pinches, the wheel and the keys. */

/* Choosing between two figures for one region */

static void
choice_clicked_cb (GtkButton       *button,
                   TslHuntersBoard *self)
{
  guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "option"));

  gtk_popover_popdown (GTK_POPOVER (self->choice_popover));
  if (self->has_options && index < self->n_options)
    g_signal_emit (self, _tsl_hunters_board_signals[SIGNAL_FIGURE_CHOSEN], 0, index);
}

static void
draw_choice_figure (GtkDrawingArea *area,
                    cairo_t        *cr,
                    int             width,
                    int             height,
                    gpointer        user_data)
{
  TslHuntersBoard *self = TSL_HUNTERS_BOARD (gtk_widget_get_ancestor (GTK_WIDGET (area), TSL_TYPE_HUNTERS_BOARD));
  TslHuntersFigure figure = GPOINTER_TO_UINT (user_data);
  gint actor = self->table.current_player;
  GdkRGBA grey = { 0.6, 0.6, 0.6, 1 };

  tsl_hunters_art_figure (cr, figure, width / 2.0, height / 2.0, MIN (width, height),
                          actor >= 0 ? &self->colors[actor % TSL_HUNTERS_MAX_PLAYERS] : &grey);
}

/* A popover at the tile, one button per figure, as online Carcassonne
 * tables ask when a spot could take two. */
static void
show_choice (TslHuntersBoard *self,
             const guint     *indices,
             guint            n)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  double tx, ty;

  if (self->choice_popover == NULL)
    {
      self->choice_popover = gtk_popover_new ();
      gtk_widget_set_parent (self->choice_popover, GTK_WIDGET (self));
      /* The names under the tile come back when it closes. */
      g_signal_connect_swapped (self->choice_popover, "closed", G_CALLBACK (gtk_widget_queue_draw), self);
    }
  for (guint i = 0; i < n; i++)
    {
      const TslHuntersOption *option = &self->options[indices[i]];
      GtkWidget *button = gtk_button_new ();
      GtkWidget *content = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *icon = gtk_drawing_area_new ();
      GtkWidget *label = gtk_label_new (_tsl_hunters_board_option_label (self, indices[i]));

      gtk_drawing_area_set_content_width (GTK_DRAWING_AREA (icon), 26);
      gtk_drawing_area_set_content_height (GTK_DRAWING_AREA (icon), 26);
      gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (icon), draw_choice_figure,
                                      GUINT_TO_POINTER (option->figure), NULL);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_box_append (GTK_BOX (content), icon);
      gtk_box_append (GTK_BOX (content), label);
      gtk_button_set_child (GTK_BUTTON (button), content);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data (G_OBJECT (button), "option", GUINT_TO_POINTER (indices[i]));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (self->choice_popover), box);
  /* Under the tile, which stays in sight with the region lit. */
  _tsl_hunters_board_to_screen (self, self->option_x, self->option_y, &tx, &ty);
  gtk_popover_set_pointing_to (GTK_POPOVER (self->choice_popover),
                               &(GdkRectangle) { (int) tx, (int) ty, (int) self->zoom, (int) self->zoom });
  gtk_popover_popup (GTK_POPOVER (self->choice_popover));
}

/**
 * tsl_hunters_board_choose:
 *
 * Presses the choice popover's button for @figure, as a click on it would.
 *
 * Returns: %FALSE when the popover is not open or does not offer @figure
 */
gboolean
tsl_hunters_board_choose (TslHuntersBoard  *self,
                          TslHuntersFigure  figure)
{
  GtkWidget *box;

  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), FALSE);
  if (self->choice_popover == NULL || !gtk_widget_get_visible (self->choice_popover))
    return FALSE;
  box = gtk_popover_get_child (GTK_POPOVER (self->choice_popover));
  for (GtkWidget *button = gtk_widget_get_first_child (box); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    {
      guint index = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "option"));

      /* "clicked" itself: activating a button clicks it only after its
       * pressed look has shown for a moment. */
      if (index < self->n_options && self->options[index].figure == figure)
        {
          g_signal_emit_by_name (button, "clicked");
          return TRUE;
        }
    }
  return FALSE;
}

/**
 * tsl_hunters_board_get_choice_popover:
 *
 * Returns: (transfer none) (nullable): the popover offering two figures
 *   for one region, if one was ever opened
 */
GtkWidget *
tsl_hunters_board_get_choice_popover (TslHuntersBoard *self)
{
  g_return_val_if_fail (TSL_IS_HUNTERS_BOARD (self), NULL);
  return self->choice_popover;
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
  g_signal_emit (self, _tsl_hunters_board_signals[SIGNAL_TILE_CHOSEN], 0, x, y, rotation);
  return TRUE;
}

/**
 * tsl_hunters_board_click:
 *
 * What a primary click at the widget point (@sx, @sy) does: sets the
 * figure on offer on the region there (or asks which, if it takes two),
 * else lays the drawn tile on the cell there.
 */
void
tsl_hunters_board_click (TslHuntersBoard *self,
                         double           sx,
                         double           sy)
{
  guint indices[TSL_HUNTERS_BOARD_MAX_OPTIONS], n;
  double bx, by;
  gint region;

  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  if (self->auto_fit)
    _tsl_hunters_board_fit (self);
  region = tsl_hunters_board_region_at (self, sx, sy);
  n = region >= 0 ? _tsl_hunters_board_region_options (self, region, indices) : 0;
  if (n == 1)
    {
      g_signal_emit (self, _tsl_hunters_board_signals[SIGNAL_FIGURE_CHOSEN], 0, indices[0]);
      return;
    }
  if (n > 1)
    {
      show_choice (self, indices, n);
      return;
    }
  _tsl_hunters_board_to_board (self, sx, sy, &bx, &by);
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
  tsl_hunters_board_click (self, x, y);
}

static void
secondary_pressed_cb (GtkGestureClick *gesture,
                      int              n_press,
                      double           x,
                      double           y,
                      TslHuntersBoard *self)
{
  g_signal_emit (self, _tsl_hunters_board_signals[SIGNAL_ROTATE_REQUESTED], 0);
}

/**
 * tsl_hunters_board_hover:
 *
 * What the pointer moving to the widget point (@sx, @sy) shows: the drawn
 * tile previewed on the cell there, or the region of the new tile that
 * would take a figure, lit, with that figure on it.
 */
void
tsl_hunters_board_hover (TslHuntersBoard *self,
                         double           x,
                         double           y)
{
  double bx, by;
  gint cx, cy, region;

  g_return_if_fail (TSL_IS_HUNTERS_BOARD (self));
  if (self->auto_fit)
    _tsl_hunters_board_fit (self);
  region = tsl_hunters_board_region_at (self, x, y);

  _tsl_hunters_board_to_board (self, x, y, &bx, &by);
  cx = (gint) floor (bx);
  cy = (gint) floor (by);
  if (self->hovering && cx == self->hover_x && cy == self->hover_y && region == self->hover_region)
    return;
  /* The pointer takes over from the keyboard's choice. */
  if (region != self->hover_region)
    self->selected_option = -1;
  self->hover_region = region;
  self->hovering = TRUE;
  self->hover_x = cx;
  self->hover_y = cy;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
motion_cb (GtkEventControllerMotion *motion,
           double                    x,
           double                    y,
           TslHuntersBoard          *self)
{
  tsl_hunters_board_hover (self, x, y);
}

static void
leave_cb (GtkEventControllerMotion *motion,
          TslHuntersBoard          *self)
{
  self->hovering = FALSE;
  self->hover_region = -1;
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
    _tsl_hunters_board_fit (self);
  _tsl_hunters_board_to_board (self, sx, sy, &bx, &by);
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
    _tsl_hunters_board_fit (self);
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

  _tsl_hunters_board_to_screen (self, self->cursor_x, self->cursor_y, &sx, &sy);
  if (sx < 0 || sy < 0 || sx + z > width || sy + z > height)
    {
      self->auto_fit = FALSE;
      self->center_x = self->cursor_x + 0.5;
      self->center_y = self->cursor_y + 0.5;
    }
}

/* The keyboard's choice among the figures on offer, told to screen
 * readers as the board's description. */
static void
select_by_key (TslHuntersBoard *self,
               gint             index)
{
  self->selected_option = index;
  self->hover_region = -1;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _tsl_hunters_board_option_label (self, (guint) index), -1);
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
      g_signal_emit (self, _tsl_hunters_board_signals[SIGNAL_ROTATE_REQUESTED], 0);
      return TRUE;
    case GDK_KEY_s: case GDK_KEY_S: case GDK_KEY_Escape:
      if (!self->has_options)
        return FALSE;
      g_signal_emit (self, _tsl_hunters_board_signals[SIGNAL_SKIP_REQUESTED], 0);
      return TRUE;
    case GDK_KEY_Return: case GDK_KEY_KP_Enter: case GDK_KEY_space:
      if (self->has_options && self->selected_option >= 0)
        g_signal_emit (self, _tsl_hunters_board_signals[SIGNAL_FIGURE_CHOSEN], 0, (guint) self->selected_option);
      else if (self->has_options)
        {
          /* Nothing chosen yet: show the first figure on offer. */
          select_by_key (self, 0);
          gtk_widget_queue_draw (GTK_WIDGET (self));
        }
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

      select_by_key (self, ((self->selected_option < 0 ? (step > 0 ? -1 : 0) : self->selected_option) + step + n) % n);
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


/* The gestures and keys the board answers. */
void
_tsl_hunters_board_init_input (TslHuntersBoard *self)
{
  GtkGesture *drag = gtk_gesture_drag_new ();
  GtkGesture *secondary = gtk_gesture_click_new ();
  GtkGesture *pinch = gtk_gesture_zoom_new ();
  GtkEventController *motion = gtk_event_controller_motion_new ();
  GtkEventController *scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  GtkEventController *key = gtk_event_controller_key_new ();

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
