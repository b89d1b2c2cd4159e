/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-view-private.h"

/* Why an action of the bar is disabled, said in its tooltip under what the
 * action does (tour D4): not your turn, roll first, the cards you lack,
 * no pieces left, trading over once you have built. */

/* The costs the bar's buttons show (as icons) and explain. */
const guint8 _tsl_catan_view_road_cost[TSL_CATAN_N_RESOURCES] = { 1, 1, 0, 0, 0 };
const guint8 _tsl_catan_view_settlement_cost[TSL_CATAN_N_RESOURCES] = { 1, 1, 1, 1, 0 };
const guint8 _tsl_catan_view_city_cost[TSL_CATAN_N_RESOURCES] = { 0, 0, 0, 2, 3 };
const guint8 _tsl_catan_view_dev_cost[TSL_CATAN_N_RESOURCES] = { 0, 0, 1, 1, 1 };

/* "You need 1 more brick." or NULL when the hand pays @cost. */
static char *
missing_cards (const TslCatanPlayerInfo *me,
               const guint8             *cost)
{
  guint missing[TSL_CATAN_N_RESOURCES];
  gboolean any = FALSE;
  g_autofree char *cards = NULL;

  for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
    {
      missing[r] = cost[r] > me->resources[r] ? cost[r] - me->resources[r] : 0;
      any |= missing[r] > 0;
    }
  if (!any)
    return NULL;
  cards = tsl_catan_cards_text (missing, FALSE);
  /* Translators: why a build is disabled; %s lists resource cards ("1 brick, 2 ore") */
  return g_strdup_printf (_("You need %s more."), cards);
}

/* The reason shared by every action of the turn, or NULL. */
static char *
turn_reason (TslCatanView *self)
{
  if (self->game == NULL || tsl_game_is_over (self->game))
    return g_strdup (_("The game is over."));
  if (!tsl_session_is_human (self->session, self->actor) || self->actor != self->viewer)
    /* Translators: why an action is disabled; %s is the player who acts now */
    return g_strdup_printf (_("It is %s’s turn."), _tsl_catan_view_seat_name (self, self->actor));
  if (self->info.phase == TSL_CATAN_PHASE_ROLL)
    {
      const char *reason = N_("Roll the dice first.");

      TSL_CATAN_VIEW_FOREACH_MODULE (i, module, &self->info)
        if (module->roll_first != NULL)
          reason = module->roll_first;
      return g_strdup (_(reason));
    }
  if (self->info.phase != TSL_CATAN_PHASE_MAIN)
    return g_strdup (_("Finish the step the status line asks for first."));
  return NULL;
}

static char *
build_reason (TslCatanView   *self,
              TslCatanAction  type,
              const guint8   *cost,
              guint           left)
{
  const TslCatanPlayerInfo *me;
  char *reason = turn_reason (self);

  if (reason != NULL)
    return reason;
  me = &self->info.players[self->actor];
  if (type != TSL_CATAN_BUY_DEV_CARD && left == 0)
    return g_strdup (_("All your pieces of this kind are on the board."));
  if (type == TSL_CATAN_BUY_DEV_CARD && self->info.dev_deck_left == 0)
    return g_strdup (_("The development cards are all gone."));
  if ((reason = missing_cards (me, cost)) != NULL)
    return reason;
  if (type == TSL_CATAN_BUY_DEV_CARD)
    return g_strdup (_("Not now."));
  return g_strdup (_("There is no free spot for it now."));
}

/**
 * _tsl_catan_view_explain_disabled:
 * @reason: (transfer full) (nullable): why @button cannot be used now
 *
 * The button's own tooltip, with @reason under it while it is disabled.
 */
void
_tsl_catan_view_explain_disabled (GtkWidget *button,
                                  gboolean   enabled,
                                  char      *reason)
{
  const char *tip = g_object_get_data (G_OBJECT (button), "tsl-tooltip");
  g_autofree char *text = NULL;

  if (tip == NULL)
    {
      g_object_set_data_full (G_OBJECT (button), "tsl-tooltip",
                              g_strdup (gtk_widget_get_tooltip_text (button)), g_free);
      tip = g_object_get_data (G_OBJECT (button), "tsl-tooltip");
    }
  if (!enabled && reason != NULL)
    text = tip != NULL ? g_strdup_printf ("%s\n%s", tip, reason) : g_strdup (reason);
  gtk_widget_set_tooltip_text (button, text != NULL ? text : tip);
  g_free (reason);
}

/**
 * _tsl_catan_view_explain_controls:
 *
 * Puts the reason a bar action is disabled into its tooltip.
 */
void
_tsl_catan_view_explain_controls (TslCatanView *self)
{
  const TslCatanPlayerInfo *me;
  char *turn;

  if (self->viewer < 0 || self->viewer >= (gint) self->info.n_players)
    return;
  me = &self->info.players[self->viewer];
  _tsl_catan_view_explain_disabled (self->road_button, _tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_ROAD),
           build_reason (self, TSL_CATAN_BUILD_ROAD, _tsl_catan_view_road_cost, me->roads_left));
  _tsl_catan_view_explain_disabled (self->settlement_button, _tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_SETTLEMENT),
           build_reason (self, TSL_CATAN_BUILD_SETTLEMENT, _tsl_catan_view_settlement_cost, me->settlements_left));
  _tsl_catan_view_explain_disabled (self->city_button, _tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_CITY),
           build_reason (self, TSL_CATAN_BUILD_CITY, _tsl_catan_view_city_cost, me->cities_left));
  _tsl_catan_view_explain_disabled (self->dev_button, _tsl_catan_view_has_legal (self, TSL_CATAN_BUY_DEV_CARD),
           build_reason (self, TSL_CATAN_BUY_DEV_CARD, _tsl_catan_view_dev_cost, 1));
  turn = turn_reason (self);
  /* The button's own tooltip says whom a game lets one trade with. */
  g_object_set_data_full (G_OBJECT (self->trade_button), "tsl-tooltip",
                          g_strdup (self->info.domestic_trade ? _("Trade with the bank or other players (T)")
                                                              : _("Trade with the bank (T)")), g_free);
  _tsl_catan_view_explain_disabled (self->trade_button,
           _tsl_catan_view_has_legal (self, TSL_CATAN_MARITIME_TRADE)
           || _tsl_catan_view_has_legal (self, TSL_CATAN_OFFER_TRADE)
           || _tsl_catan_view_has_legal (self, TSL_CATAN_CANCEL_TRADE),
           turn != NULL ? turn
           : self->info.trade_over || self->info.domestic_trade
           ? g_strdup (_("Trading is over for this turn: the rulebooks trade before building "
                         "(see the rule “Trade after building”)."))
           /* Without domestic trade, a hand may make no maritime trade. */
           : g_strdup (_("Your cards make no maritime trade: the bank takes 4 cards of one kind, "
                         "fewer at your harbours, and this game has no domestic trade.")));
  _tsl_catan_view_explain_disabled (self->roll_button, _tsl_catan_view_has_legal (self, TSL_CATAN_ROLL) && self->mode == MODE_ALL,
           self->mode != MODE_ALL ? g_strdup (_("Finish playing the card first.")) : turn_reason (self));
  _tsl_catan_view_explain_disabled (self->end_turn_button, _tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN) && self->mode == MODE_ALL,
           self->mode != MODE_ALL ? g_strdup (_("Finish playing the card first.")) : turn_reason (self));
}
