/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-event-card.h"
#include "tsl-catan-events-view.h"
#include "tsl-catan-screenshot.h"
#include "tsl-choice-prompt.h"
#include "tsl-screenshot.h"

/* Catan Events at the table: the card turned over in the dice's place
 * (and the second card of a two-player turn), the event's step in the
 * status line and its choices in the prompt, the roads an Earthquake
 * damages and their repair as board clicks, and a notice for each card. */

typedef struct
{
  GtkWidget *card;
  GtkWidget *card2;
} Events;

static gboolean
active (const TslCatanInfo *info)
{
  return info->events.played;
}

static void
init (TslCatanView *self,
      gpointer      data)
{
  Events *events = data;

  events->card = tsl_catan_event_card_new ();
  events->card2 = tsl_catan_event_card_new ();
  tsl_catan_event_card_set_second (TSL_CATAN_EVENT_CARD (events->card2), TRUE);
  _tsl_catan_view_add_dice (self, events->card);
  _tsl_catan_view_add_dice (self, events->card2);
}

static void
update_dice (TslCatanView *self,
             gpointer      data,
             gboolean      animate)
{
  Events *events = data;
  gboolean played = active (&self->info);

  gtk_widget_set_visible (events->card, played);
  /* Two-player: the second card of the turn beside the first. */
  gtk_widget_set_visible (events->card2, played && self->info.events.event_card2 >= 0);
  if (!played)
    return;
  gtk_widget_set_visible (self->dice, FALSE);
  gtk_widget_set_visible (self->dice_label, FALSE);
  tsl_catan_event_card_show (TSL_CATAN_EVENT_CARD (events->card), &self->info);
  tsl_catan_event_card_show (TSL_CATAN_EVENT_CARD (events->card2), &self->info);
}

static char *
describe_step (TslCatanView *self,
               gpointer      data,
               const char   *name)
{
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_DAMAGE_ROAD))
    return g_strdup_printf (_("%s: Earthquake! Click one of your roads: it is damaged."), name);
  /* The base game's steps an event brings (discards, the robber, an
   * offer's answer) say so themselves. */
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_DISCARD) || _tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_ROBBER)
      || _tsl_catan_view_has_legal (self, TSL_CATAN_ACCEPT_TRADE)
      || _tsl_catan_view_has_legal (self, TSL_CATAN_REJECT_TRADE)
      || _tsl_catan_view_has_legal (self, TSL_CATAN_CANCEL_TRADE))
    return NULL;
  if (self->info.events.event_pending != TSL_CATAN_EVENT_NONE)
    /* Translators: a player's name and an event card's title */
    return g_strdup_printf (_("%s: choose for the event “%s”."), name,
                            tsl_catan_event_title (self->info.events.event_pending));
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_ROLL))
    return _tsl_catan_view_has_legal (self, TSL_CATAN_PLAY_KNIGHT)
           ? g_strdup_printf (_("%s: turn over an event card or play a knight."), name)
           : g_strdup_printf (_("%s: turn over an event card."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_REPAIR_ROAD))
    return g_strdup_printf (_("%s: trade, build, repair your damaged road (click it) or end your turn."), name);
  return NULL;
}

static gboolean
prompt (TslCatanView *self,
        gpointer      data)
{
  if (!(_tsl_catan_view_has_legal (self, TSL_CATAN_TAKE_RESOURCE)
        || _tsl_catan_view_has_legal (self, TSL_CATAN_GIVE_RESOURCE)
        || _tsl_catan_view_has_legal (self, TSL_CATAN_DRAW_RESOURCE))
      || _tsl_catan_view_asking (self))
    return FALSE;
  _tsl_catan_view_prompt_event (self);
  return TRUE;
}

/* Every card turned over is news. */
static gboolean
notice_wanted (TslCatanView       *self,
               const TslCatanInfo *before,
               const TslMove      *move)
{
  return move->type == TSL_CATAN_ROLL;
}

/* A click beside the roads an Earthquake may damage: the engine says why. */
static gboolean
edge_clicked (TslCatanView *self,
              gpointer      data,
              guint         edge,
              gboolean      legal)
{
  if (legal || edge >= TSL_CATAN_N_EDGES || !_tsl_catan_view_has_legal (self, TSL_CATAN_DAMAGE_ROAD))
    return FALSE;
  _tsl_catan_view_explain_at (self, TSL_CATAN_DAMAGE_ROAD, edge);
  return TRUE;
}

/* `tessella --screenshot DIR` */

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
screenshots (TslWindow   *window,
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

/* Earthquake: the road lies turned across its path (HU "keresztbe fordítja"). */
static gboolean
turns_road (const TslCatanInfo *info,
            guint               edge)
{
  return info->events.road_damaged[edge];
}

const TslCatanViewModule tsl_catan_view_module_events = {
  .name = "events",
  .active = active,
  .turns_road = turns_road,
  .click_moves = { 0, TSL_CATAN_MOVE_BIT (TSL_CATAN_DAMAGE_ROAD) | TSL_CATAN_MOVE_BIT (TSL_CATAN_REPAIR_ROAD), 0 },
  .outcome_moves = TSL_CATAN_MOVE_BIT (TSL_CATAN_DRAW_RESOURCE),
  /* Translators: Catan Events, the button that turns the next event card over */
  .roll_label = N_("T_urn Card"),
  .roll_first = N_("Turn over an event card first."),
  .data_size = sizeof (Events),
  .init = init,
  .update_dice = update_dice,
  .describe_step = describe_step,
  .prompt = prompt,
  .notice_wanted = notice_wanted,
  .edge_clicked = edge_clicked,
  .screenshots = screenshots,
};
