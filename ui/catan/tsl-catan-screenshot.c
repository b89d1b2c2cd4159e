/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan.h"
#include "tsl-catan-screenshot.h"
#include "tsl-choice-prompt.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view.h"
#include "tsl-catan-view-module.h"
#include "tsl-screenshot.h"

/* The Catan part of `tessella --screenshot DIR`: the founding phase, a
 * board in the middle of a game (also in road mode and dark), the trade
 * dialog with the computer players' answers, the trade dialog of a game
 * without domestic trade and the victory screen; then
 * each module's scenes (its table's screenshots hook). */

/**
 * tsl_catan_screenshot_game:
 *
 * Shoots @scene: its game played up to its moment, then its extra shots.
 */
gboolean
tsl_catan_screenshot_game (TslWindow                    *window,
                           TslEngine                    *engine,
                           const TslCatanScreenshotGame *scene,
                           const char                   *dir,
                           GError                      **error)
{
  g_autoptr(JsonNode) options = scene->options != NULL ? json_from_string (scene->options, NULL) : NULL;
  g_autoptr(TslGame) game =
    tsl_screenshot_new_game_full (engine, options != NULL ? json_node_get_object (options) : NULL,
                                  scene->n_players, scene->seed, error);

  if (game == NULL || (scene->warmup > 0 && !tsl_autoplay (game, scene->warmup, -1, NULL, error))
      || !tsl_autoplay (game, scene->limit, 0, scene->stop, error))
    return FALSE;
  if (!tsl_screenshot_scene (window, game, dir, scene->file, 400, error))
    return FALSE;
  return scene->extra == NULL || scene->extra (window, dir, error);
}

/* Trade: an offer of one lumber for one ore, with the computer players'
 * answers listed; the offer is withdrawn afterwards. */
static gboolean
shoot_trade (TslWindow   *window,
             TslGame     *game,
             const char  *dir,
             GError     **error)
{
  TslSession *session = tsl_window_get_session (window);
  GtkWindow *trade = tsl_catan_view_open_trade (TSL_CATAN_VIEW (tsl_window_get_view (window)));
  gboolean shot;

  if (trade == NULL)
    return TRUE;
  tsl_catan_trade_dialog_set_give (TSL_CATAN_TRADE_DIALOG (trade), 0, 1);
  tsl_catan_trade_dialog_set_get (TSL_CATAN_TRADE_DIALOG (trade), 4, 1);
  tsl_session_set_pace (session, 50);
  if (tsl_catan_trade_dialog_offer (TSL_CATAN_TRADE_DIALOG (trade)))
    {
      for (guint i = 0; i < 100 && tsl_game_get_actor (game) != 0; i++)
        tsl_screenshot_wait (50);
    }
  shot = tsl_screenshot_shoot (GTK_WIDGET (trade), dir, "trade.png", 400, error);
  tsl_session_set_pace (session, 3000);
  {
    TslMoveList legal;

    tsl_move_list_init (&legal);
    tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
    for (guint i = 0; i < legal.len; i++)
      if (legal.moves[i].type == TSL_CATAN_CANCEL_TRADE)
        {
          tsl_session_apply_move (session, &legal.moves[i], NULL);
          break;
        }
    tsl_move_list_clear (&legal);
  }
  gtk_window_destroy (trade);
  return shot;
}

/* Trade in a game without domestic trade (issue 25): the bank's alone. */
static gboolean
shoot_bank_trade (TslWindow   *window,
                  TslEngine   *engine,
                  const char  *dir,
                  GError     **error)
{
  g_autoptr(JsonNode) options = json_from_string ("{\"domestic_trade\": false}", NULL);
  g_autoptr(TslGame) game = tsl_screenshot_new_game_full (engine, json_node_get_object (options), 0, 20261122, error);
  GtkWindow *trade;
  gboolean shot;

  if (game == NULL || !tsl_autoplay (game, 160, -1, NULL, error) || !tsl_autoplay (game, 400, 0, "end_turn", error))
    return FALSE;
  tsl_window_start_game (window, game);
  trade = tsl_catan_view_open_trade (TSL_CATAN_VIEW (tsl_window_get_view (window)));
  if (trade == NULL)
    return TRUE;
  /* Two lumber at her 2:1 harbour for an ore: the bank's button lit. */
  tsl_catan_trade_dialog_set_give (TSL_CATAN_TRADE_DIALOG (trade), 0, 2);
  tsl_catan_trade_dialog_set_get (TSL_CATAN_TRADE_DIALOG (trade), 4, 1);
  shot = tsl_screenshot_shoot (GTK_WIDGET (trade), dir, "trade-bank.png", 400, error);
  gtk_window_destroy (trade);
  return shot;
}

gboolean
tsl_catan_screenshots (TslWindow   *window,
                       TslEngine   *engine,
                       const char  *dir,
                       GError     **error)
{
  GtkWidget *widget = GTK_WIDGET (window);
  g_autoptr(TslGame) setup = NULL;
  g_autoptr(TslGame) game = NULL;
  g_autoptr(TslGame) finished = NULL;

  /* Setup: Anna places her first settlement; legal intersections marked. */
  setup = tsl_screenshot_new_game (engine, 20261122, error);
  if (setup == NULL)
    return FALSE;
  if (!tsl_screenshot_scene (window, setup, dir, "setup.png", 400, error))
    return FALSE;
  /* The hint: the computer's choice for her, marked in gold. */
  if (!tsl_screenshot_hint (window, dir, "setup-hint.png", error))
    return FALSE;

  /* Mid-game: play with computer players until Anna (seat 0) may build. */
  game = tsl_screenshot_new_game (engine, 20261122, error);
  if (game == NULL || !tsl_autoplay (game, 160, -1, NULL, error)
      || !tsl_autoplay (game, 400, 0, "end_turn", error))
    return FALSE;
  if (!tsl_screenshot_scene (window, game, dir, "board.png", 400, error))
    return FALSE;
  /* Road mode, as after pressing R: the legal paths marked. */
  gtk_widget_activate_action (tsl_window_get_view (window), "catan.build-road", NULL);
  if (!tsl_screenshot_shoot (widget, dir, "board-road-mode.png", 400, error))
    return FALSE;
  gtk_widget_activate_action (tsl_window_get_view (window), "catan.cancel-mode", NULL);

  if (!shoot_trade (window, game, dir, error))
    return FALSE;

  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", TRUE, NULL);
  if (!tsl_screenshot_shoot (widget, dir, "board-dark.png", 400, error))
    return FALSE;
  g_object_set (gtk_settings_get_default (), "gtk-application-prefer-dark-theme", FALSE, NULL);
  if (!shoot_bank_trade (window, engine, dir, error))
    return FALSE;

  /* The end: the same game played to its last action. */
  finished = tsl_screenshot_new_game (engine, 7, error);
  if (finished == NULL || !tsl_autoplay (finished, 20000, -1, NULL, error))
    return FALSE;
  if (!tsl_screenshot_scene (window, finished, dir, "victory.png", 400, error))
    return FALSE;
  /* Each module's own scenes */
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      for (guint k = 0; k < module->n_scenes; k++)
        if (!tsl_catan_screenshot_game (window, engine, &module->scenes[k], dir, error))
          return FALSE;
      if (module->screenshots != NULL && !module->screenshots (window, engine, dir, error))
        return FALSE;
    }
  return TRUE;
}
