/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan.h"
#include "tsl-catan-screenshot.h"
#include "tsl-choice-prompt.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view.h"
#include "tsl-screenshot.h"

/* The Catan part of `tessella --screenshot DIR`: the founding phase, a
 * board in the middle of a game (also in road mode and dark), the trade
 * dialog with the computer players' answers, the victory screen, and a
 * Traders & Barbarians game (Friendly Robber, Harbourmaster), two-player
 * Catan and a Catan Events game (the card instead of the dice, an event's
 * question, the Earthquake), Caravans (camels and the vote) and
 * Barbarian Attack (barbarians, pillage, knights and a knight's move). */

/* The scenes that are one game played up to a moment: @options, the
 * number of players (0 for the default), the seed, how many actions
 * everyone plays first, then Anna (seat 0) plays up to her @stop action
 * (at most @limit actions); @extra shoots more of the same window. */
typedef gboolean (*SceneExtra) (TslWindow   *window,
                                const char  *dir,
                                GError     **error);

typedef struct
{
  const char *options;
  guint       n_players;
  guint64     seed;
  guint       warmup;
  guint       limit;
  const char *stop;
  const char *file;
  SceneExtra  extra;
} GameScene;

/* Caravans: Anna's vote dialog. */
static gboolean
shoot_caravans_vote (TslWindow   *window,
                     const char  *dir,
                     GError     **error)
{
  GtkWindow *vote = tsl_catan_view_get_vote_dialog (TSL_CATAN_VIEW (tsl_window_get_view (window)));

  return vote == NULL || tsl_screenshot_shoot (GTK_WIDGET (vote), dir, "caravans-vote.png", 400, error);
}

/* Rivers: the bridge sites Anna may use, as after choosing Build Bridge. */
static gboolean
shoot_rivers_bridges (TslWindow   *window,
                      const char  *dir,
                      GError     **error)
{
  GtkWidget *view = tsl_window_get_view (window);
  gboolean shot;

  gtk_widget_activate_action (view, "catan.build-bridge", NULL);
  shot = tsl_screenshot_shoot (GTK_WIDGET (window), dir, "rivers-bridge-mode.png", 400, error);
  gtk_widget_activate_action (view, "catan.cancel-mode", NULL);
  return shot;
}

/* Barbarian Attack: the battle Anna's knights fight, asked in a question. */
static gboolean
shoot_barbarian_battle (TslWindow   *window,
                        const char  *dir,
                        GError     **error)
{
  if (tsl_choice_prompt_find_asking (GTK_WIDGET (window)) == NULL)
    return TRUE;
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, "barbarian-attack-battle-question.png", 400, error);
}

/* Barbarian Attack: Anna picks one of her knights (a click on it): the
 * paths it can reach are marked. */
static gboolean
shoot_barbarian_knight (TslWindow   *window,
                        const char  *dir,
                        GError     **error)
{
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  TslMoveList legal;
  gint knight = -1;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && knight < 0; i++)
    if (legal.moves[i].type == TSL_CATAN_MOVE_KNIGHT)
      knight = legal.moves[i].arg[0];
  tsl_move_list_clear (&legal);
  if (knight < 0)
    return TRUE;
  tsl_catan_view_click_edge (view, (guint) knight);
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, "barbarian-attack-knight.png", 400, error);
}

/* Traders & Barbarians, by the keyboard: A lists the barbarians; once one
 * is picked, the many paths it may go to come as a scrolled list. */
static gboolean
shoot_traders_barbarian_list (TslWindow   *window,
                              const char  *dir,
                              GError     **error)
{
  GtkWidget *view = tsl_window_get_view (window);
  TslChoicePrompt *prompt;
  GtkWidget *first;

  if (!gtk_widget_activate_action (view, "catan.move-barbarian", NULL)
      || (prompt = tsl_choice_prompt_find_asking (GTK_WIDGET (window))) == NULL)
    return TRUE;
  if ((first = tsl_choice_prompt_get_choice (prompt, 0)) == NULL)
    return TRUE;
  g_signal_emit_by_name (first, "clicked");
  if (tsl_choice_prompt_find_asking (GTK_WIDGET (window)) == NULL)
    return TRUE;
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, "traders-barbarian-list.png", 400, error);
}

static const GameScene game_scenes[] = {
  /* Barbarian Attack: the castle with the colour die's sides, barbarians
   * on the coast, pillaged hexes and buildings, knights; the holdings in
   * the rows and the last battle beside the log; then Anna's knight
   * picked with the paths it can reach. */
  { "{\"scenario\": \"barbarian_attack\"}", 0, 20261136, 330, 900, "move_knight", "barbarian-attack.png",
    shoot_barbarian_knight },
  /* Barbarian Attack: a battle on the coast, its hex rimmed in red, and
   * the question that fights it. */
  { "{\"scenario\": \"barbarian_attack\"}", 0, 20261134, 0, 900, "fight_barbarians",
    "barbarian-attack-battle.png", shoot_barbarian_battle },
  /* T&B: Anna must move the Friendly Robber in a game with the
   * Harbourmaster; the closed hexes are shaded, the badges in the rows. */
  { "{\"friendly_robber\": true, \"harbormaster\": true}", 0, 20261129, 0, 3000, "move_robber",
    "board-traders.png", NULL },
  /* Caravans: camels out of the oasis, a "+1" between two of them, and
   * Anna voting on the next camel with the dialog. */
  { "{\"scenario\": \"caravans\"}", 0, 20261126, 220, 3000, "vote_camel", "caravans.png",
    shoot_caravans_vote },
  /* Two-player Catan: the second die, the neutral pieces, the trade
   * tokens and their buttons; Anna placing a neutral road, then her turn. */
  { NULL, 2, 20261125, 60, 600, "build_neutral_road", "two-player-neutral.png", NULL },
  { NULL, 2, 20261125, 60, 1200, "end_turn", "two-player.png", NULL },
  /* Fishermen of Catan: the lake, the fishing grounds and the fish in the
   * rows, mid-game on Anna's turn. */
  { "{\"scenario\": \"fishermen\"}", 0, 20261130, 200, 600, "end_turn", "fishermen.png", NULL },
  /* Rivers of Catan: rivers, swamps, bridge sites and bridges, gold and the
   * settler cards in the player rows; then the bridge sites Anna may use. */
  { "{\"scenario\": \"rivers\"}", 4, 20261127, 120, 600, "end_turn", "rivers.png",
    shoot_rivers_bridges },
  /* Traders & Barbarians: the castle, quarry and glassworks with their
   * paths, barbarians, wagons in the players' colours; Anna's wagon about
   * to step, its targets marked with their cost, the wagon card shown. */
  { "{\"scenario\": \"traders_barbarians\"}", 4, 20261128, 150, 600, "move_wagon", "traders.png",
    NULL },
  /* Traders & Barbarians: after a 7 Anna moves a barbarian; each one is
   * marked on its path. */
  { "{\"scenario\": \"traders_barbarians\"}", 4, 20261128, 0, 3000, "move_barbarian",
    "traders-barbarian.png", shoot_traders_barbarian_list },
};

static gboolean
shoot_game_scene (TslWindow        *window,
                  TslEngine        *engine,
                  const GameScene  *scene,
                  const char       *dir,
                  GError          **error)
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

/* A Catan Events game: Anna (seat 0) human, the others the computer. */
static TslGame *
events_game (TslEngine  *engine,
             guint64     seed,
             GError    **error)
{
  g_autoptr(JsonNode) options = json_from_string ("{\"event_cards\": true}", NULL);

  return tsl_screenshot_new_game_full (engine, json_node_get_object (options), 0, seed, error);
}

static gboolean
shoot_events (TslWindow   *window,
              TslEngine   *engine,
              const char  *dir,
              GError     **error)
{
  g_autoptr(TslGame) choice = events_game (engine, 20261125, error);
  g_autoptr(TslGame) quake = NULL;
  g_autoptr(TslGame) two = NULL;
  g_autoptr(JsonNode) options = json_from_string ("{\"event_cards\": true}", NULL);
  /* An event asks Anna to take a resource: the card, and the question. */
  if (choice == NULL || !tsl_autoplay (choice, 3000, 0, "take_resource", error))
    return FALSE;
  if (!tsl_screenshot_scene (window, choice, dir, "events-card.png", 600, error))
    return FALSE;
  if (tsl_choice_prompt_find_asking (GTK_WIDGET (window)) != NULL
      && !tsl_screenshot_shoot (GTK_WIDGET (window), dir, "events-question.png", 400, error))
    return FALSE;
  /* Earthquake: Anna picks the road to turn sideways on the board. */
  quake = events_game (engine, 20261126, error);
  if (quake == NULL || !tsl_autoplay (quake, 6000, 0, "damage_road", error))
    return FALSE;
  if (!tsl_screenshot_scene (window, quake, dir, "events-earthquake.png", 600, error))
    return FALSE;

  /* Two-player Catan with events: the two cards of a turn side by side. */
  two = tsl_screenshot_new_game_full (engine, json_node_get_object (options), 2, 20261125, error);
  if (two == NULL || !tsl_autoplay (two, 80, -1, NULL, error)
      || !tsl_autoplay (two, 600, 0, "end_turn", error))
    return FALSE;
  return tsl_screenshot_scene (window, two, dir, "events-two-player.png", 400, error);
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

  /* The end: the same game played to its last action. */
  finished = tsl_screenshot_new_game (engine, 7, error);
  if (finished == NULL || !tsl_autoplay (finished, 20000, -1, NULL, error))
    return FALSE;
  if (!tsl_screenshot_scene (window, finished, dir, "victory.png", 400, error))
    return FALSE;
  if (!shoot_events (window, engine, dir, error))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (game_scenes); i++)
    if (!shoot_game_scene (window, engine, &game_scenes[i], dir, error))
      return FALSE;
  return TRUE;
}
