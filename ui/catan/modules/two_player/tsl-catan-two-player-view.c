/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tsl-catan-dice.h"
#include "tsl-catan-discard-dialog.h"
#include "tsl-catan-view-private.h"
#include "tsl-catan-screenshot.h"
#include "tsl-screenshot.h"

/* Two-player Catan at the table: the second roll beside the first, the
 * neutral players' free pieces, the trade tokens (in the hand, in the
 * rows) and their actions in the overflow menu. */

typedef struct
{
  GtkWidget *dice2;
  GtkWidget *tile;
  GtkWidget *forced_trade;
  GtkWidget *desert;
  GtkWidget *turn_in;
} TwoPlayer;

static gboolean
active (const TslCatanInfo *info)
{
  return info->two_player.played;
}

/* token_cost is 0 in other games. */
static char *
row_detail (const TslCatanInfo *info,
            guint               seat,
            char               *detail)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *tokens = NULL;
  g_autofree char *cost = NULL;
  char *both;

  if (player->two_player.token_cost == 0)
    return detail;
  tokens = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d trade token", "%d trade tokens",
                                         player->two_player.trade_tokens),
                            player->two_player.trade_tokens);
  cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "a token action costs %d token",
                                       "a token action costs %d tokens", player->two_player.token_cost),
                          player->two_player.token_cost);
  /* Translators: two-player Catan, the second line of a player's
   * details, e.g. "5 trade tokens · a token action costs 1 token". */
  both = g_strdup_printf (_("%s\n%s · %s"), detail, tokens, cost);
  g_free (detail);
  return both;
}

static gboolean
forced_trade_done_cb (TslMove  *move,
                      gpointer  user_data)
{
  TslCatanView *self = user_data;
  TslMove trade = _tsl_catan_view_candidate (self, TSL_CATAN_FORCED_TRADE);

  /* The dialog chose the two cards given; the two drawn are the engine's. */
  memcpy (trade.count, move->count, TSL_CATAN_N_RESOURCES);
  if (!_tsl_catan_view_apply (self, &trade))
    return FALSE;
  _tsl_catan_view_refresh_later (self);
  return TRUE;
}

static void
forced_trade_action (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  const TslCatanPlayerInfo *player;
  GtkWindow *dialog;
  g_autofree char *heading = NULL;

  if (!_tsl_catan_view_usable (self) || !_tsl_catan_view_has_legal (self, TSL_CATAN_FORCED_TRADE))
    return;
  player = &self->info.players[self->actor];
  dialog = tsl_catan_discard_dialog_new (GTK_WIDGET (self), self->actor,
                                         _tsl_catan_view_seat_name (self, self->actor),
                                         player->resources, 2, forced_trade_done_cb, self);
  /* Translators: two-player Catan; %s is the opponent's name. */
  heading = g_strdup_printf (_("Choose the 2 cards you give %s; then you draw 2 cards from their hand."),
                             _tsl_catan_view_seat_name (self, 1 - self->actor));
  tsl_catan_discard_dialog_set_purpose (TSL_CATAN_DISCARD_DIALOG (dialog), _("Forced Trade"), heading,
                                        _("_Trade"));
  gtk_window_present (dialog);
}

static void
token_move_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  TslCatanAction type = g_str_equal (name, "catan.robber-to-desert") ? TSL_CATAN_ROBBER_TO_DESERT
                                                                      : TSL_CATAN_TURN_IN_KNIGHT;
  const TslMove *move = _tsl_catan_view_find_legal (self, type);

  if (_tsl_catan_view_usable (self) && move != NULL)
    _tsl_catan_view_apply_copy (self, move);
}

static void
class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "catan.forced-trade", NULL, forced_trade_action);
  gtk_widget_class_install_action (widget_class, "catan.robber-to-desert", NULL, token_move_action);
  gtk_widget_class_install_action (widget_class, "catan.turn-in-knight", NULL, token_move_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, 0, "catan.forced-trade", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_g, 0, "catan.robber-to-desert", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_j, 0, "catan.turn-in-knight", NULL);
}

static void
init (TslCatanView *self,
      gpointer      data)
{
  TwoPlayer *two = data;

  two->dice2 = tsl_catan_dice_new ();
  gtk_widget_set_tooltip_text (two->dice2, _("The second roll of the turn (two-player game)"));
  _tsl_catan_view_add_dice (self, two->dice2);
  /* After the first dice, before their label */
  gtk_box_reorder_child_after (GTK_BOX (gtk_widget_get_parent (two->dice2)), two->dice2, self->dice);
  two->tile = _tsl_catan_view_add_tile (self);
  two->forced_trade = _tsl_catan_view_add_overflow (self, _("_Forced Trade…"), "catan.forced-trade",
                                                    _("Pay trade tokens: draw 2 cards from your opponent and "
                                                      "give 2 cards of your choice (F)"));
  two->desert = _tsl_catan_view_add_overflow (self, _("Robber to _Desert"), "catan.robber-to-desert",
                                              _("Pay trade tokens: put the robber in the desert (G)"));
  two->turn_in = _tsl_catan_view_add_overflow (self, _("Turn In _Knight"), "catan.turn-in-knight",
                                               _("Turn in a played knight for 2 trade tokens (J)"));
}

static void
update (TslCatanView *self,
        gpointer      data)
{
  static const struct { const char *action; TslCatanAction type; } actions[] = {
    { "catan.forced-trade", TSL_CATAN_FORCED_TRADE },
    { "catan.robber-to-desert", TSL_CATAN_ROBBER_TO_DESERT },
    { "catan.turn-in-knight", TSL_CATAN_TURN_IN_KNIGHT },
  };
  TwoPlayer *two = data;
  gboolean tokens = self->has_info && self->info.two_player.trade_tokens;
  guint held = tokens && self->viewer >= 0 ? self->info.players[self->viewer].two_player.trade_tokens : 0;

  for (guint i = 0; i < G_N_ELEMENTS (actions); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), actions[i].action,
                                   _tsl_catan_view_usable (self)
                                   && _tsl_catan_view_has_legal (self, actions[i].type));
  gtk_widget_set_visible (two->forced_trade, tokens);
  /* A game without a robber (Barbarian Attack) moves a barbarian instead: a click on its hex. */
  gtk_widget_set_visible (two->desert, tokens && self->info.robber >= 0);
  gtk_widget_set_visible (two->turn_in, tokens);
  _tsl_catan_view_set_tile (two->tile, tokens && self->viewer >= 0 && !_tsl_catan_view_hand_hidden (self), held,
                            /* Translators: two-player Catan, the hand's tile of trade tokens, under their number */
                            g_dngettext (GETTEXT_PACKAGE, "trade token", "trade tokens", held));
}

static void
update_dice (TslCatanView *self,
             gpointer      data,
             gboolean      animate)
{
  TwoPlayer *two = data;
  gint first = self->info.dice[0] + self->info.dice[1];
  g_autofree char *text = NULL;

  /* A card turned over instead of the dice has its own second card. */
  gtk_widget_set_visible (two->dice2, active (&self->info) && gtk_widget_get_visible (self->dice));
  if (!gtk_widget_get_visible (two->dice2))
    return;
  tsl_catan_dice_set_values (TSL_CATAN_DICE (two->dice2), self->info.two_player.dice2[0], self->info.two_player.dice2[1], animate);
  if (first == 0)
    return;
  /* Translators: two-player Catan, the totals of the two rolls of the turn. */
  text = g_strdup_printf (_("Rolled %d and %d"), first, self->info.two_player.dice2[0] + self->info.two_player.dice2[1]);
  gtk_label_set_label (GTK_LABEL (self->dice_label), text);
}

static char *
describe_step (TslCatanView *self,
               gpointer      data,
               const char   *name)
{
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT))
    return g_strdup_printf (_("%s: build the free settlement for a neutral player."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_NEUTRAL_ROAD))
    return g_strdup_printf (_("%s: build the free road for a neutral player."), name);
  return NULL;
}

/* A click off the marked spots while a neutral's piece is due: the engine says why. */
static gboolean
explain_neutral (TslCatanView   *self,
                 TslCatanAction  type,
                 guint           spot,
                 gboolean        legal)
{
  if (legal || self->info.phase != TSL_CATAN_PHASE_NEUTRAL_BUILD)
    return FALSE;
  _tsl_catan_view_explain_at (self, type, spot);
  return TRUE;
}

static gboolean
vertex_clicked (TslCatanView *self,
                gpointer      data,
                guint         vertex,
                gboolean      legal)
{
  return vertex < TSL_CATAN_N_VERTICES
         && explain_neutral (self, TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT, vertex, legal);
}

static gboolean
edge_clicked (TslCatanView *self,
              gpointer      data,
              guint         edge,
              gboolean      legal)
{
  return edge < TSL_CATAN_N_EDGES && explain_neutral (self, TSL_CATAN_BUILD_NEUTRAL_ROAD, edge, legal);
}

/* `tessella --screenshot DIR` */

static const TslCatanScreenshotGame scenes[] = {
  /* Two-player Catan: the second die, the neutral pieces, the trade
   * tokens and their buttons; Anna placing a neutral road, then her turn. */
  { NULL, 2, 20261125, 60, 600, "build_neutral_road", "two-player-neutral.png", NULL },
  { NULL, 2, 20261125, 60, 1200, "end_turn", "two-player.png", NULL },
};

const TslCatanViewModule tsl_catan_view_module_two_player = {
  .name = "two_player",
  .active = active,
  .row_detail = row_detail,
  .click_moves = { TSL_CATAN_MOVE_BIT (TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT),
                   TSL_CATAN_MOVE_BIT (TSL_CATAN_BUILD_NEUTRAL_ROAD), 0 },
  .outcome_moves = TSL_CATAN_MOVE_BIT (TSL_CATAN_FORCED_TRADE),
  .data_size = sizeof (TwoPlayer),
  .class_init = class_init,
  .init = init,
  .update = update,
  .update_dice = update_dice,
  .describe_step = describe_step,
  .vertex_clicked = vertex_clicked,
  .edge_clicked = edge_clicked,
  .scenes = scenes,
  .n_scenes = G_N_ELEMENTS (scenes),
};
