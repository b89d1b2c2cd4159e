/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-game-view.h"
#include "tsl-registry.h"
#include "tsl-screenshot.h"
#include "tsl-session.h"
#include "tsl-setup-page.h"
#include "tsl-window.h"

/*
 * `tessella --screenshot DIR`: writes PNGs of the launcher and of each
 * game's scenes (its view's screenshots hook: a board in the middle of a
 * game, its dialogs, the victory screen), rendered through the window's
 * own GskRenderer, for documentation and for people checking the drawing
 * by eye.
 */

/**
 * tsl_screenshot_wait:
 *
 * Runs the main loop for @ms milliseconds so that windows map, lay out
 * and draw.
 */
void
tsl_screenshot_wait (guint ms)
{
  gint64 end = g_get_monotonic_time () + ms * G_TIME_SPAN_MILLISECOND;

  while (g_get_monotonic_time () < end)
    {
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (2000);
    }
}

gboolean
tsl_screenshot_save_widget (GtkWidget   *widget,
                            const char  *path,
                            GError     **error)
{
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  if (width <= 0 || height <= 0 || gtk_widget_get_native (widget) == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s is not shown", G_OBJECT_TYPE_NAME (widget));
      return FALSE;
    }
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  if (node == NULL)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "%s drew nothing (mapped %d, %dx%d)",
                   G_OBJECT_TYPE_NAME (widget), gtk_widget_get_mapped (widget), width, height);
      return FALSE;
    }
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  if (!gdk_texture_save_to_png (texture, path))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Could not write %s", path);
      return FALSE;
    }
  return TRUE;
}

/* The greedy player where the game has one: it moves in microseconds and
 * the same way every time, which screenshots and tests want; the search
 * levels think up to a second a move. */
static const char *
fast_ai (TslEngine *engine)
{
  const char * const *kinds = tsl_engine_get_ai_kinds (engine);
  guint n = kinds != NULL ? g_strv_length ((GStrv) kinds) : 0;

  if (g_strv_contains (kinds, "greedy"))
    return "greedy";
  return n > 0 ? kinds[n - 1] : "random";
}

/**
 * tsl_autoplay:
 * @stop_seat: stop when this seat must act and has a legal @stop_type
 *   action (-1: never)
 *
 * Plays @game with the engine's greedy computer player for every seat,
 * on this thread, until it is over, @max_actions were applied or the stop
 * condition holds.  Used by the screenshot mode and tests to reach a
 * mid-game or finished position quickly.
 */
gboolean
tsl_autoplay (TslGame     *game,
              guint        max_actions,
              gint         stop_seat,
              const char  *stop_type,
              GError     **error)
{
  TslEngine *engine = tsl_game_get_engine (game);
  g_autoptr(TslAi) ai = tsl_engine_create_ai (engine, fast_ai (engine), error);

  if (ai == NULL)
    return FALSE;

  for (guint i = 0; i < max_actions && !tsl_game_is_over (game); i++)
    {
      TslMove move;

      if (stop_seat >= 0 && tsl_game_get_actor (game) == stop_seat && stop_type != NULL)
        {
          g_autoptr(JsonArray) legal = tsl_game_legal_actions_json (game);

          for (guint k = 0; k < json_array_get_length (legal); k++)
            if (g_strcmp0 (json_object_get_string_member_with_default (json_array_get_object_element (legal, k), "type", ""),
                           stop_type) == 0)
              return TRUE;
        }
      if (!tsl_game_suggest (game, ai, &move, error) || !tsl_game_apply_move (game, &move, error))
        return FALSE;
    }
  return TRUE;
}

/**
 * tsl_screenshot_new_game:
 *
 * Returns: (transfer full) (nullable): a new game of @engine for up to four
 *   seats, Anna (seat 0) a human and the others the greedy computer
 *   player
 */
TslGame *
tsl_screenshot_new_game (TslEngine  *engine,
                         guint64     seed,
                         GError    **error)
{
  return tsl_screenshot_new_game_full (engine, NULL, 0, seed, error);
}

/**
 * tsl_screenshot_new_game_full:
 * @options: (nullable): the game's options, as in a game file (a variant to show)
 * @n_seats: the number of seats, or 0 for as many as the game takes up to four
 *
 * Like tsl_screenshot_new_game(), with rule options and a seat count.
 *
 * Returns: (transfer full) (nullable): the game
 */
TslGame *
tsl_screenshot_new_game_full (TslEngine  *engine,
                              JsonObject *options,
                              guint       n_seats,
                              guint64     seed,
                              GError    **error)
{
  static const char *names[] = { "Anna", "Béla", "Clara", "Dmitri" };
  const char * const *colors = tsl_engine_get_colors (engine);
  g_autofree char *ai = g_strconcat ("ai:", fast_ai (engine), NULL);
  guint n = n_seats != 0 ? n_seats : MIN (4, tsl_engine_get_max_players (engine));
  TslGame *game = tsl_game_new (engine, options, n, seed, NULL, error);

  if (game == NULL)
    return NULL;
  for (guint i = 0; i < n; i++)
    tsl_game_set_seat (game, i, names[i], colors != NULL ? colors[i] : NULL, i == 0 ? "human" : ai);
  return game;
}

/**
 * tsl_screenshot_shoot:
 *
 * Waits @wait_ms for @widget to draw, then writes it to @dir/@name.
 */
gboolean
tsl_screenshot_shoot (GtkWidget   *widget,
                      const char  *dir,
                      const char  *name,
                      guint        wait_ms,
                      GError     **error)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);

  /* A busy machine may need a while to draw a new page: retry. */
  tsl_screenshot_wait (wait_ms);
  for (guint attempt = 0; ; attempt++)
    {
      g_autoptr(GError) local_error = NULL;

      if (tsl_screenshot_save_widget (widget, path, &local_error))
        break;
      if (attempt == 20)
        {
          g_propagate_error (error, g_steal_pointer (&local_error));
          return FALSE;
        }
      tsl_screenshot_wait (400);
    }
  g_print ("%s\n", path);
  return TRUE;
}

/**
 * tsl_screenshot_scene:
 *
 * Shows @game in @window, then writes the window to @dir/@name.
 */
gboolean
tsl_screenshot_scene (TslWindow   *window,
                      TslGame     *game,
                      const char  *dir,
                      const char  *name,
                      guint        wait_ms,
                      GError     **error)
{
  tsl_window_start_game (window, game);
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, name, wait_ms, error);
}

/**
 * tsl_screenshot_hint:
 *
 * Asks for the hint in the game @window shows, waits for it (a minute at
 * most) and writes the window, hint and board marks, to @dir/@name.
 */
gboolean
tsl_screenshot_hint (TslWindow   *window,
                     const char  *dir,
                     const char  *name,
                     GError     **error)
{
  gint64 deadline = g_get_monotonic_time () + 60 * G_TIME_SPAN_SECOND;

  if (!gtk_widget_activate_action (GTK_WIDGET (window), "win.hint", NULL))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "no hint can be asked for in %s", name);
      return FALSE;
    }
  while (tsl_window_is_hint_pending (window) && g_get_monotonic_time () < deadline)
    tsl_screenshot_wait (50);
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, name, 300, error);
}

/**
 * tsl_screenshot_run:
 *
 * The launcher, then each game's pictures (see
 * tsl_game_view_screenshots()), in the order the games registered.
 */
/* The preview lies below the options: the page scrolled to its end. */
static void
scroll_to_end (GtkWidget *widget)
{
  GtkWidget *scrolled = gtk_widget_get_ancestor (widget, GTK_TYPE_SCROLLED_WINDOW);
  GtkAdjustment *adj;

  if (scrolled == NULL)
    return;
  tsl_screenshot_wait (100);
  adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scrolled));
  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
}

/* The setup page of a game whose view draws the board its options start:
 * setup-GAME-SCENARIO.png for each value of a "scenario" option, else
 * setup-GAME.png. */
static gboolean
shoot_setup_previews (TslWindow   *window,
                      TslEngine   *engine,
                      const char  *dir,
                      GError     **error)
{
  TslSetupPage *setup = TSL_SETUP_PAGE (tsl_window_get_setup_page (window));
  const TslOptionSpec *specs;
  const TslOptionSpec *scenario = NULL;
  GtkWidget *choice;
  guint n_specs = 0;

  if (!tsl_game_view_has_setup_preview (engine))
    return TRUE;
  g_signal_emit_by_name (tsl_window_get_launcher (window), "game-selected", engine);
  tsl_setup_page_set_seed (setup, 20261130);
  specs = tsl_engine_get_options (engine, &n_specs);
  for (guint i = 0; i < n_specs; i++)
    if (g_str_equal (specs[i].key, "scenario") && specs[i].type == TSL_OPTION_CHOICE)
      scenario = &specs[i];
  choice = scenario != NULL ? tsl_setup_page_get_option_widget (setup, "scenario") : NULL;
  if (choice == NULL || !GTK_IS_DROP_DOWN (choice))
    {
      g_autofree char *name = g_strdup_printf ("setup-%s.png", tsl_engine_get_id (engine));

      return tsl_screenshot_shoot (GTK_WIDGET (window), dir, name, 400, error);
    }
  for (guint k = 0; k < scenario->n_choices; k++)
    {
      g_autofree char *name = g_strdup_printf ("setup-%s-%s.png", tsl_engine_get_id (engine),
                                               scenario->choices[k].nick);

      gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), k);
      scroll_to_end (tsl_setup_page_get_preview (setup));
      if (!tsl_screenshot_shoot (GTK_WIDGET (window), dir, name, 400, error))
        return FALSE;
    }
  gtk_drop_down_set_selected (GTK_DROP_DOWN (choice), 0);
  return TRUE;
}

gboolean
tsl_screenshot_run (TslApplication  *app,
                    const char      *dir,
                    GError         **error)
{
  g_autoptr(GPtrArray) engines = tsl_registry_list ();
  TslWindow *window;
  GSettings *settings = tsl_application_get_settings (app);

  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "Could not create %s", dir);
      return FALSE;
    }

  /* Computer players must not move while the pictures are taken. */
  g_settings_delay (settings);
  g_settings_set_uint (settings, "ai-pace", 3000);
  g_settings_set_boolean (settings, "animate-dice", FALSE);

  /* Pictures of finished transitions, not of crossfades. */
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", FALSE, NULL);
  window = tsl_window_new (app);
  tsl_window_set_autosave (window, FALSE);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 720);
  gtk_window_present (GTK_WINDOW (window));
  if (tsl_screenshot_shoot (GTK_WIDGET (window), dir, "launcher.png", 400, error)
      && gtk_widget_activate_action (GTK_WIDGET (window), "win.join", NULL)
      && tsl_screenshot_shoot (GTK_WIDGET (window), dir, "net-join-form.png", 400, error)
      && gtk_widget_activate_action (GTK_WIDGET (window), "win.show-launcher", NULL))
    for (guint i = 0; i < engines->len; i++)
      if (!shoot_setup_previews (window, engines->pdata[i], dir, error) ||
          !tsl_game_view_screenshots (engines->pdata[i], window, dir, error))
        break;

  g_settings_revert (settings);
  gtk_window_destroy (GTK_WINDOW (window));
  return error == NULL || *error == NULL;
}
