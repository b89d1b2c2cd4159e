/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-fishermen-art.h"
#include "tsl-catan-fishermen-view.h"
#include "tsl-catan-geometry.h"
#include "tsl-catan-screenshot.h"
#include "tsl-screenshot.h"

/* Fishermen of Catan at the table: the lake and the fishing grounds on
 * the board, the fish in the hand and in the rows, the Old Boot's badge,
 * the pile's count beside the bank; the hand's fish tile is the button
 * that hands them in. */

typedef struct
{
  GtkWidget *tile;   /* the hand's fish, the button that hands them in */
} Fishermen;

static gboolean
active (const TslCatanInfo *info)
{
  return info->fishermen.played;
}

static void
draw (cairo_t                  *cr,
      const TslCatanInfo       *info,
      const TslCatanBoardFrame *frame,
      TslCatanBoardLayer        layer)
{
  double ux, uy, x, y, lx, ly;

  if (layer != TSL_CATAN_LAYER_TOKENS)
    return;
  if (info->fishermen.lake >= 0)
    {
      tsl_catan_hex_index_center ((guint) info->fishermen.lake, &ux, &uy);
      tsl_catan_board_frame_point (frame, ux, uy, &x, &y);
      tsl_catan_fishermen_art_lake (cr, x, y, frame->scale);
    }
  tsl_catan_board_frame_point (frame, 0, 0, &lx, &ly);   /* the island's middle */
  for (guint g = 0; g < info->fishermen.n_fishing_grounds; g++)
    {
      tsl_catan_hex_index_center (info->fishermen.fishing_hex[g], &ux, &uy);
      tsl_catan_board_frame_point (frame, ux, uy, &x, &y);
      tsl_catan_fishermen_art_ground (cr, x, y, lx, ly, frame->scale, info->fishermen.fishing_number[g]);
    }
}

static gboolean
holds_old_boot (const TslCatanInfo *info,
                guint               seat)
{
  return info->fishermen.played && (gint) seat == info->fishermen.old_boot_holder;
}

static const TslCatanRowBadge badges[] = {
  /* Translators: Fishermen of Catan: the card whose holder needs one more
   * victory point to win (seed 002: Régi cipő; DE Alter Schuh). */
  { "card", NC_("card", "Old Boot"),
    N_("The Old Boot: its holder needs one more victory point to win and may give it to a player with as many points or more"),
    holds_old_boot },
};

static char *
fish_text (const TslCatanInfo *info,
           guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *cards = NULL;

  if (!info->fishermen.played)
    return NULL;
  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u fish card", "%u fish cards", player->fishermen.fish_cards),
                           player->fishermen.fish_cards);
  /* The fish themselves are known only in the viewer's own hand. */
  if (player->fishermen.fish_total == 0)
    return g_steal_pointer (&cards);
  /* Translators: Fishermen of Catan, the own fish cards: "3 fish cards: 7 fish" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u fish", "%s: %u fish", player->fishermen.fish_total),
                          cards, player->fishermen.fish_total);
}

static const TslCatanRowLine lines[] = {
  { N_("Fish cards: each shows 1, 2 or 3 fish; the opponents see only how many cards you hold"), fish_text },
};

static void
fish_action (GtkWidget  *widget,
             const char *name,
             GVariant   *parameter)
{
  _tsl_catan_view_ask_fish (TSL_CATAN_VIEW (widget));
}

static void
class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "catan.fish", NULL, fish_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, 0, "catan.fish", NULL);
}

static void
init (TslCatanView *self,
      gpointer      data)
{
  Fishermen *fishermen = data;

  /* The fish in the hand are the button that hands them in, as a
   * development card is the button that plays it. */
  fishermen->tile = gtk_button_new ();
  gtk_actionable_set_action_name (GTK_ACTIONABLE (fishermen->tile), "catan.fish");
  gtk_widget_set_tooltip_text (fishermen->tile, _("Hand in fish cards for an action, or give the Old Boot away (H)"));
  _tsl_catan_view_add_tile_button (self, fishermen->tile);
}

static void
update (TslCatanView *self,
        gpointer      data)
{
  Fishermen *fishermen = data;
  gboolean played = self->has_info && active (&self->info) && self->viewer >= 0;
  const TslCatanPlayerInfo *me = played ? &self->info.players[self->viewer] : NULL;
  g_autofree char *name = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.fish",
                                 _tsl_catan_view_usable (self) && _tsl_catan_view_fish_possible (self));
  if (!played)
    {
      _tsl_catan_view_set_tile (fishermen->tile, FALSE, 0, NULL);
      return;
    }
  /* Translators: Fishermen of Catan, the hand's tile: the fish (the big
   * number above it) on so many fish cards */
  name = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "fish on %u card", "fish on %u cards", me->fishermen.fish_cards),
                          me->fishermen.fish_cards);
  _tsl_catan_view_set_tile (fishermen->tile, !_tsl_catan_view_hand_hidden (self), me->fishermen.fish_total, name);
}

static void
bank_text (TslCatanView *self,
           GString      *text)
{
  g_string_append_c (text, '\n');
  /* Translators: Fishermen of Catan, the face-down fish cards (the Old Boot among them) */
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u fish card in the pile",
                                             "%u fish cards in the pile", self->info.fishermen.fish_pile_left),
                          self->info.fishermen.fish_pile_left);
}

/* `tessella --screenshot DIR` */

static const TslCatanScreenshotGame scenes[] = {
  /* Fishermen of Catan: the lake, the fishing grounds and the fish in the
   * rows, mid-game on Anna's turn. */
  { "{\"scenario\": \"fishermen\"}", 0, 20261130, 200, 600, "end_turn", "fishermen.png", NULL },
};

const TslCatanViewModule tsl_catan_view_module_fishermen = {
  .name = "fishermen",
  .active = active,
  .draw = draw,
  .badges = badges,
  .n_badges = G_N_ELEMENTS (badges),
  .lines = lines,
  .n_lines = G_N_ELEMENTS (lines),
  .spot_moves = { 0, TSL_CATAN_MOVE_BIT (TSL_CATAN_FISH_ROAD), 0 },
  .outcome_moves = TSL_CATAN_MOVE_BIT (TSL_CATAN_FISH_STEAL),
  .data_size = sizeof (Fishermen),
  .class_init = class_init,
  .init = init,
  .update = update,
  .bank_text = bank_text,
  .scenes = scenes,
  .n_scenes = G_N_ELEMENTS (scenes),
};
