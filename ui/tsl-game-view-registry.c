/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-game-view.h"
#include "tsl-generic-view.h"
#include "tsl-screenshot.h"
#include "tsl-window.h"

/* The table of per-game views, keyed by engine id.  A game without an
 * entry still shows in the launcher and plays in the generic view, so a
 * new engine needs no UI change to appear.  Views enter it from the
 * generated tsl_game_views_register_all() (see ui/meson.build). */
static GHashTable *views;

/**
 * tsl_game_view_register_type:
 * @view_type: a #TslGameView subclass whose class names its engine
 *
 * Makes @view_type the view of the engine its class's engine_id names.
 */
void
tsl_game_view_register_type (GType view_type)
{
  TslGameViewClass *klass;

  g_return_if_fail (g_type_is_a (view_type, TSL_TYPE_GAME_VIEW));

  /* Kept for the program's life: the table hands out the class's hooks. */
  klass = g_type_class_ref (view_type);
  g_return_if_fail (klass->engine_id != NULL);
  if (views == NULL)
    views = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_hash_table_replace (views, g_strdup (klass->engine_id), klass);
}

static TslGameViewClass *
lookup (TslEngine *engine)
{
  tsl_game_views_register_all ();
  if (views == NULL || engine == NULL)
    return NULL;
  return g_hash_table_lookup (views, tsl_engine_get_id (engine));
}

/**
 * tsl_game_view_type_for_engine:
 *
 * Returns: the view registered for @engine's id, or the generic view
 */
GType
tsl_game_view_type_for_engine (TslEngine *engine)
{
  TslGameViewClass *klass = lookup (engine);

  return klass != NULL ? G_TYPE_FROM_CLASS (klass) : TSL_TYPE_GENERIC_VIEW;
}

/**
 * tsl_game_view_new_for_engine:
 *
 * Returns: (transfer floating): the view registered for @engine's id, or
 *   a generic view that lists the legal actions
 */
GtkWidget *
tsl_game_view_new_for_engine (TslEngine *engine)
{
  return g_object_new (tsl_game_view_type_for_engine (engine), NULL);
}

/* A generic preview: a honeycomb of muted tiles with the game's initial. */
static void
draw_generic_preview (TslEngine *engine,
                      cairo_t   *cr,
                      double     width,
                      double     height)
{
  double size = MIN (width, height) / 6.0;
  const char *name = engine != NULL ? tsl_engine_get_name (engine) : "?";
  g_autofree char *initial = g_utf8_substring (name, 0, 1);
  cairo_text_extents_t ext;

  int cols = (int) ceil (width / (size * sqrt (3.0)) / 2) + 1;

  for (int row = -3; row <= 3; row++)
    for (int col = -cols; col <= cols; col++)
      {
        double cx = width / 2 + (col + (row & 1) * 0.5) * size * sqrt (3.0);
        double cy = height / 2 + row * size * 1.5;
        double shade = 0.55 + 0.08 * ((row * 7 + col * 3) % 4);

        cairo_new_path (cr);
        for (int k = 0; k < 6; k++)
          {
            double a = G_PI / 180.0 * (60 * k - 30);
            cairo_line_to (cr, cx + size * 0.95 * cos (a), cy + size * 0.95 * sin (a));
          }
        cairo_close_path (cr);
        cairo_set_source_rgb (cr, 0.35 * shade, 0.5 * shade, 0.75 * shade);
        cairo_fill (cr);
      }

  cairo_select_font_face (cr, "Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_BOLD);
  cairo_set_font_size (cr, size * 1.6);
  cairo_text_extents (cr, initial, &ext);
  cairo_move_to (cr, width / 2 - ext.width / 2 - ext.x_bearing,
                 height / 2 - ext.height / 2 - ext.y_bearing);
  cairo_set_source_rgb (cr, 1, 1, 1);
  cairo_show_text (cr, initial);
}

void
tsl_game_view_draw_preview (TslEngine *engine,
                            cairo_t   *cr,
                            double     width,
                            double     height)
{
  TslGameViewClass *klass = lookup (engine);

  if (klass != NULL && klass->draw_preview != NULL)
    klass->draw_preview (cr, width, height);
  else
    draw_generic_preview (engine, cr, width, height);
}

gboolean
tsl_game_view_has_setup_preview (TslEngine *engine)
{
  TslGameViewClass *klass = lookup (engine);

  return klass != NULL && klass->draw_setup_preview != NULL;
}

/**
 * tsl_game_view_draw_setup_preview:
 *
 * Draws the board a new game of @engine with @options, @n_players and
 * @seed starts on, when the game's view can.
 *
 * Returns: %FALSE when nothing was drawn (no preview, or options that
 *   give no game)
 */
gboolean
tsl_game_view_draw_setup_preview (TslEngine  *engine,
                                  cairo_t    *cr,
                                  double      width,
                                  double      height,
                                  JsonObject *options,
                                  guint       n_players,
                                  guint64     seed)
{
  TslGameViewClass *klass = lookup (engine);

  if (klass == NULL || klass->draw_setup_preview == NULL)
    return FALSE;
  return klass->draw_setup_preview (cr, width, height, engine, options, n_players, seed);
}

/**
 * tsl_game_view_screenshots:
 *
 * Writes @engine's pictures for `tessella --screenshot` into @dir: its
 * view's own scenes, or else a new game as "ID.png".
 */
gboolean
tsl_game_view_screenshots (TslEngine   *engine,
                           TslWindow   *window,
                           const char  *dir,
                           GError     **error)
{
  TslGameViewClass *klass = lookup (engine);
  g_autoptr(TslGame) game = NULL;
  g_autofree char *name = NULL;

  if (klass != NULL && klass->screenshots != NULL)
    return klass->screenshots (window, engine, dir, error);
  game = tsl_screenshot_new_game (engine, 3, error);
  if (game == NULL)
    return FALSE;
  name = g_strdup_printf ("%s.png", tsl_engine_get_id (engine));
  return tsl_screenshot_scene (window, game, dir, name, 400, error);
}
