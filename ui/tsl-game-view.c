/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <math.h>

#include "tsl-game-view.h"
#include "tsl-generic-view.h"

G_DEFINE_INTERFACE (TslGameView, tsl_game_view, GTK_TYPE_WIDGET)

static void
tsl_game_view_default_init (TslGameViewInterface *iface)
{
  g_object_interface_install_property (iface,
    g_param_spec_object ("session", NULL, NULL, TSL_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));
  g_object_interface_install_property (iface,
    g_param_spec_string ("primary-label", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY));
}

void
tsl_game_view_set_session (TslGameView *self,
                           TslSession  *session)
{
  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  TSL_GAME_VIEW_GET_IFACE (self)->set_session (self, session);
}

void
tsl_game_view_activate_primary (TslGameView *self)
{
  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  if (TSL_GAME_VIEW_GET_IFACE (self)->activate_primary != NULL)
    TSL_GAME_VIEW_GET_IFACE (self)->activate_primary (self);
}

/* The table of per-game views, keyed by engine id.  A game without an
 * entry still shows in the launcher and plays in the generic view, so a
 * new engine needs no UI change to appear. */
typedef struct
{
  GType                  type;
  TslGameViewPreviewFunc preview;
} ViewEntry;

static GHashTable *views;

void
tsl_game_view_register (const char             *engine_id,
                        GType                   view_type,
                        TslGameViewPreviewFunc  preview)
{
  ViewEntry *entry;

  g_return_if_fail (engine_id != NULL);
  g_return_if_fail (g_type_is_a (view_type, TSL_TYPE_GAME_VIEW));

  if (views == NULL)
    views = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  entry = g_new0 (ViewEntry, 1);
  entry->type = view_type;
  entry->preview = preview;
  g_hash_table_replace (views, g_strdup (engine_id), entry);
}

static ViewEntry *
lookup (TslEngine *engine)
{
  tsl_game_views_register_all ();
  if (views == NULL || engine == NULL)
    return NULL;
  return g_hash_table_lookup (views, tsl_engine_get_id (engine));
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
  ViewEntry *entry = lookup (engine);

  if (entry != NULL)
    return g_object_new (entry->type, NULL);
  return tsl_generic_view_new ();
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
  ViewEntry *entry = lookup (engine);

  if (entry != NULL && entry->preview != NULL)
    entry->preview (cr, width, height);
  else
    draw_generic_preview (engine, cr, width, height);
}
