/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-view-private.h"

/* The card tiles beside the resource cards: one per kind of card the
 * shown person holds: development cards and Victory Point cards here, a
 * module's own (fish, gold, trade tokens, prisoners) from its update hook
 * through _tsl_catan_view_add_tile().  A playable card's tile is its
 * button; its tooltip says why it cannot be played now. */

typedef enum
{
  TILE_KNIGHT,
  TILE_ROAD_BUILDING,
  TILE_YEAR_OF_PLENTY,
  TILE_MONOPOLY,
  TILE_VICTORY_POINT,
  N_TILES
} Tile;

G_STATIC_ASSERT (N_TILES == TSL_CATAN_VIEW_N_TILES);

static GtkWidget *
tile_content (void)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *count = gtk_label_new ("0");
  GtkWidget *name = gtk_label_new (NULL);

  gtk_widget_add_css_class (count, "tsl-card-count");
  gtk_widget_add_css_class (name, "caption");
  gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_CENTER);
  gtk_box_append (GTK_BOX (box), count);
  gtk_box_append (GTK_BOX (box), name);
  return box;
}

/**
 * _tsl_catan_view_tiles_init:
 *
 * Fills the development cards' buttons and adds the other tiles.
 */
void
_tsl_catan_view_tiles_init (TslCatanView *self)
{
  GtkWidget *buttons[] = { self->knight_button, self->road_building_button,
                           self->year_of_plenty_button, self->monopoly_button };

  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      gtk_button_set_child (GTK_BUTTON (buttons[i]), tile_content ());
      self->tiles[i] = buttons[i];
    }
  self->tiles[TILE_VICTORY_POINT] = _tsl_catan_view_add_tile (self);
}

/**
 * _tsl_catan_view_add_tile:
 *
 * Returns: (transfer none): a new tile at the end of the hand's row, hidden
 * until _tsl_catan_view_set_tile() shows it
 */
GtkWidget *
_tsl_catan_view_add_tile (TslCatanView *self)
{
  GtkWidget *tile = tile_content ();

  gtk_widget_add_css_class (tile, "tsl-card");
  gtk_widget_set_valign (tile, GTK_ALIGN_END);
  gtk_widget_set_visible (tile, FALSE);
  gtk_box_append (GTK_BOX (self->card_tiles), tile);
  return tile;
}

/**
 * _tsl_catan_view_add_tile_button:
 * @button: a #GtkButton or #GtkMenuButton: what the cards are played for
 *
 * Returns: (transfer none): @button, as a tile at the end of the hand's
 *   row, hidden until _tsl_catan_view_set_tile() shows it
 */
GtkWidget *
_tsl_catan_view_add_tile_button (TslCatanView *self,
                                 GtkWidget    *button)
{
  if (GTK_IS_MENU_BUTTON (button))
    gtk_menu_button_set_child (GTK_MENU_BUTTON (button), tile_content ());
  else
    gtk_button_set_child (GTK_BUTTON (button), tile_content ());
  gtk_widget_add_css_class (button, "tsl-card");
  gtk_widget_set_valign (button, GTK_ALIGN_END);
  gtk_widget_set_visible (button, FALSE);
  gtk_box_append (GTK_BOX (self->card_tiles), button);
  return button;
}

void
_tsl_catan_view_set_tile (GtkWidget  *tile,
                          gboolean    shown,
                          guint       count,
                          const char *name)
{
  GtkWidget *content = GTK_IS_BUTTON (tile) ? gtk_button_get_child (GTK_BUTTON (tile))
                       : GTK_IS_MENU_BUTTON (tile) ? gtk_menu_button_get_child (GTK_MENU_BUTTON (tile))
                       : tile;
  char text[16];

  gtk_widget_set_visible (tile, shown);
  if (!shown)
    return;
  g_snprintf (text, sizeof text, "%u", count);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_first_child (content)), text);
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_last_child (content)), name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (tile), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

static void
set_tile (TslCatanView *self,
          Tile          tile,
          gboolean      shown,
          guint         count,
          const char   *name)
{
  _tsl_catan_view_set_tile (self->tiles[tile], shown, count, name);
}

/* Why a held development card's button is disabled, in its tooltip. */
static void
explain_card (TslCatanView             *self,
              Tile                      tile,
              const TslCatanPlayerInfo *me,
              TslCatanDevCard           card,
              TslCatanAction            play)
{
  const char *reason = NULL;

  if (me->dev_cards[card] > 0 && me->dev_cards_new[card] == me->dev_cards[card])
    reason = _("You bought this card this turn: you can play it from your next turn on.");
  else if (me->dev_cards[card] > 0 && self->actor == self->viewer)
    reason = _("Only one development card may be played in a turn, and not during another step.");
  _tsl_catan_view_explain_disabled (self->tiles[tile], _tsl_catan_view_has_legal (self, play),
                                    g_strdup (reason));
}

/**
 * _tsl_catan_view_tiles_update:
 * @hidden: whether the hand is covered (privacy screen)
 */
void
_tsl_catan_view_tiles_update (TslCatanView *self,
                              gboolean      hidden)
{
  const TslCatanPlayerInfo *me = &self->info.players[self->viewer];
  /* A tile shows the card's name, as printed on it, under the count. */
  static const struct { Tile tile; TslCatanDevCard card; TslCatanAction play; const char *name; } dev[] = {
    { TILE_KNIGHT, TSL_CATAN_KNIGHT, TSL_CATAN_PLAY_KNIGHT, N_("Knight") },
    { TILE_ROAD_BUILDING, TSL_CATAN_ROAD_BUILDING, TSL_CATAN_PLAY_ROAD_BUILDING, N_("Road Building") },
    { TILE_YEAR_OF_PLENTY, TSL_CATAN_YEAR_OF_PLENTY, TSL_CATAN_PLAY_YEAR_OF_PLENTY, N_("Year of Plenty") },
    { TILE_MONOPOLY, TSL_CATAN_MONOPOLY, TSL_CATAN_PLAY_MONOPOLY, N_("Monopoly") },
  };

  for (guint i = 0; i < G_N_ELEMENTS (dev); i++)
    {
      guint n = hidden ? 0 : me->dev_cards[dev[i].card];

      set_tile (self, dev[i].tile, n > 0, n, _(dev[i].name));
      explain_card (self, dev[i].tile, me, dev[i].card, dev[i].play);
    }
  set_tile (self, TILE_VICTORY_POINT, !hidden && me->dev_cards[TSL_CATAN_VICTORY_POINT] > 0,
            me->dev_cards[TSL_CATAN_VICTORY_POINT],
            /* Translators: the hand's tile of Victory Point development cards, the card's name */
            C_("card tile", "Victory Point"));
}
