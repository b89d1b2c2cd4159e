/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-catan-player-row.h"
#include "tsl-catan-wagon-panel.h"

/* TslCatanPlayerRow: a player's public summary in the side panel. */
struct _TslCatanPlayerRow
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *swatch;
  GtkWidget *name_label;
  GtkWidget *spinner;
  GtkWidget *vp_label;
  GtkWidget *detail_label;
  GtkWidget *road_badge;
  GtkWidget *army_badge;
  GtkWidget *harbormaster_badge;
  GtkWidget *harbor_points_label;
  GtkWidget *boot_badge;
  GtkWidget *fish_label;
  GtkWidget *richest_badge;
  GtkWidget *poor_badge;
  GtkWidget *gold_label;
  GtkWidget *wagon_label;   /* Traders & Barbarians */
  GtkWidget *barbarians_label;

  GdkRGBA    color;
};

G_DEFINE_FINAL_TYPE (TslCatanPlayerRow, tsl_catan_player_row, GTK_TYPE_WIDGET)

static void
draw_swatch (GtkDrawingArea *area,
             cairo_t        *cr,
             int             width,
             int             height,
             gpointer        user_data)
{
  TslCatanPlayerRow *self = user_data;

  cairo_rectangle (cr, 1.5, 1.5, width - 3, height - 3);
  gdk_cairo_set_source_rgba (cr, &self->color);
  cairo_fill_preserve (cr);
  cairo_set_source_rgb (cr, 0.1, 0.1, 0.1);
  cairo_set_line_width (cr, 1.5);
  cairo_stroke (cr);
}

static void
tsl_catan_player_row_dispose (GObject *object)
{
  tsl_widget_dispose_children (GTK_WIDGET (object), TSL_TYPE_CATAN_PLAYER_ROW);
  G_OBJECT_CLASS (tsl_catan_player_row_parent_class)->dispose (object);
}

static void
tsl_catan_player_row_class_init (TslCatanPlayerRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_catan_player_row_dispose;
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/catan/tsl-catan-player-row.ui");
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, swatch);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, name_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, spinner);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, vp_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, detail_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, road_badge);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, army_badge);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, harbormaster_badge);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, harbor_points_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, boot_badge);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, fish_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, richest_badge);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, poor_badge);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, gold_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, wagon_label);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, barbarians_label);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_catan_player_row_init (TslCatanPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->swatch), draw_swatch, self, NULL);
}

GtkWidget *
tsl_catan_player_row_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_PLAYER_ROW, NULL);
}

/**
 * tsl_catan_player_row_update:
 * @info: the game as the viewer sees it
 * @seat: whose row this is
 * @thinking: whether a computer player thinks for @seat now
 *
 * Shows @seat's points, cards and awards; the knights played and the road
 * length only where the game awards the Largest Army and the Longest Road.
 */
void
tsl_catan_player_row_update (TslCatanPlayerRow  *self,
                             const char         *name,
                             const GdkRGBA      *color,
                             const TslCatanInfo *info,
                             guint               seat,
                             gboolean            thinking)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *vp = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *dev = NULL;
  g_autofree char *knights = NULL;
  g_autofree char *detail = NULL;

  g_return_if_fail (TSL_IS_CATAN_PLAYER_ROW (self));

  self->color = *color;
  gtk_widget_queue_draw (self->swatch);
  gtk_label_set_label (GTK_LABEL (self->name_label), name);
  vp = g_strdup_printf ("%d", player->vp_public);
  gtk_label_set_label (GTK_LABEL (self->vp_label), vp);

  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card", "%d cards", player->n_resources),
                           player->n_resources);
  dev = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d development card",
                                      "%d development cards", player->n_dev_cards),
                         player->n_dev_cards);
  if (info->has_largest_army && info->has_longest_road)
    {
      knights = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d knight", "%d knights", player->knights),
                                 player->knights);
      /* Translators: "%d card(s)" · "%d development card(s)" · "%d knight(s)"
       * played · the length of the player's longest road (a number of roads),
       * e.g. "5 cards · 1 development card · 2 knights · longest road 4". */
      detail = g_strdup_printf (_("%s · %s · %s · longest road %d"), cards, dev, knights, player->road_length);
    }
  else if (info->has_longest_road)
    /* Translators: a game without the Largest Army: "%d card(s)" ·
     * "%d development card(s)" · the length of the player's longest road,
     * e.g. "5 cards · 1 development card · longest road 4". */
    detail = g_strdup_printf (_("%s · %s · longest road %d"), cards, dev, player->road_length);
  else
    /* Translators: a game without the Largest Army and the Longest Road:
     * "%d card(s)" · "%d development card(s)", e.g. "5 cards · 1 development card". */
    detail = g_strdup_printf (_("%s · %s"), cards, dev);
  /* Two-player Catan (token_cost is 0 in other games): the trade tokens. */
  if (player->token_cost > 0)
    {
      g_autofree char *tokens = NULL;
      g_autofree char *cost = NULL;
      char *both;

      tokens = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d trade token", "%d trade tokens",
                                             player->trade_tokens),
                                player->trade_tokens);
      cost = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "a token action costs %d token",
                                           "a token action costs %d tokens", player->token_cost),
                              player->token_cost);
      /* Translators: two-player Catan, the second line of a player's
       * details, e.g. "5 trade tokens · a token action costs 1 token". */
      both = g_strdup_printf (_("%s\n%s · %s"), detail, tokens, cost);
      g_free (detail);
      detail = both;
    }
  /* Caravans: the points the camels give, so the total adds up. */
  if (player->camel_points > 0)
    {
      char *both;

      /* Translators: Caravans: the player's details (the line above), then
       * the points their buildings between two camels add. */
      both = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                           "%s\n+%d point: a building between two camels",
                                           "%s\n+%d points: buildings between two camels",
                                           player->camel_points),
                              detail, player->camel_points);
      g_free (detail);
      detail = both;
    }
  gtk_label_set_label (GTK_LABEL (self->detail_label), detail);

  gtk_widget_set_visible (self->spinner, thinking);
  gtk_spinner_set_spinning (GTK_SPINNER (self->spinner), thinking);
  gtk_widget_set_visible (self->road_badge, (gint) seat == info->longest_road);
  gtk_widget_set_visible (self->army_badge, (gint) seat == info->largest_army);
  if ((gint) seat == info->current)
    gtk_widget_add_css_class (self->box, "current");
  else
    gtk_widget_remove_css_class (self->box, "current");
}

/* For the tests: the line of cards, knights and road under the name. */
const char *
tsl_catan_player_row_get_detail (TslCatanPlayerRow *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);

  return gtk_label_get_label (GTK_LABEL (self->detail_label));
}

/**
 * tsl_catan_player_row_set_harbors:
 * @shown: whether the Harbourmaster (Traders & Barbarians V3) is played
 * @points: the player's harbour points
 * @holder: whether the player holds the Harbourmaster card
 */
void
tsl_catan_player_row_set_harbors (TslCatanPlayerRow *self,
                                  gboolean           shown,
                                  guint              points,
                                  gboolean           holder)
{
  g_autofree char *text = NULL;

  g_return_if_fail (TSL_IS_CATAN_PLAYER_ROW (self));

  gtk_widget_set_visible (self->harbormaster_badge, shown && holder);
  gtk_widget_set_visible (self->harbor_points_label, shown);
  if (!shown)
    return;
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u harbour point", "%u harbour points", points),
                          points);
  gtk_label_set_label (GTK_LABEL (self->harbor_points_label), text);
}

/**
 * tsl_catan_player_row_set_fish:
 * @shown: whether Fishermen of Catan is played
 * @player: the player, whose fish by kind are known only for the own seat
 *   (then @own is TRUE)
 * @boot: whether the player holds the Old Boot
 */
void
tsl_catan_player_row_set_fish (TslCatanPlayerRow        *self,
                               gboolean                  shown,
                               const TslCatanPlayerInfo *player,
                               gboolean                  own,
                               gboolean                  boot)
{
  g_autofree char *cards = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (TSL_IS_CATAN_PLAYER_ROW (self));

  gtk_widget_set_visible (self->boot_badge, shown && boot);
  gtk_widget_set_visible (self->fish_label, shown);
  if (!shown)
    return;
  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u fish card", "%u fish cards", player->fish_cards),
                           player->fish_cards);
  if (own && player->fish_cards > 0)
    /* Translators: Fishermen of Catan, the own fish cards: "3 fish cards: 7 fish" */
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u fish", "%s: %u fish", player->fish_total),
                            cards, player->fish_total);
  else
    text = g_strdup (cards);
  gtk_label_set_label (GTK_LABEL (self->fish_label), text);
}

/* For the tests: what the row shows of the fish and whether the Old Boot. */
gboolean
tsl_catan_player_row_get_fish (TslCatanPlayerRow  *self,
                               const char        **fish_text)
{
  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), FALSE);

  if (fish_text != NULL)
    *fish_text = gtk_widget_get_visible (self->fish_label) ? gtk_label_get_label (GTK_LABEL (self->fish_label)) : NULL;
  return gtk_widget_get_visible (self->boot_badge);
}

/**
 * tsl_catan_player_row_set_gold:
 * @shown: whether gold is played (Rivers of Catan)
 * @player: the player's gold, bridges and settler cards
 */
void
tsl_catan_player_row_set_gold (TslCatanPlayerRow        *self,
                               gboolean                  shown,
                               const TslCatanPlayerInfo *player)
{
  g_autofree char *gold = NULL;
  g_autofree char *bridges = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (TSL_IS_CATAN_PLAYER_ROW (self));

  gtk_widget_set_visible (self->richest_badge, shown && player->richest_settler);
  gtk_widget_set_visible (self->poor_badge, shown && player->poor_settler);
  gtk_widget_set_visible (self->gold_label, shown);
  if (!shown)
    return;
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  bridges = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u bridge left", "%u bridges left",
                                          player->bridges_left),
                             player->bridges_left);
  /* Translators: Rivers of Catan, a player's gold and bridges, e.g. "3 gold · 2 bridges left" */
  text = g_strdup_printf (_("%s · %s"), gold, bridges);
  gtk_label_set_label (GTK_LABEL (self->gold_label), text);
}

/* For the tests: what the row shows of gold and the settler cards. */
const char *
tsl_catan_player_row_get_gold (TslCatanPlayerRow *self,
                               gboolean          *richest,
                               gboolean          *poor)
{
  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);

  *richest = gtk_widget_get_visible (self->richest_badge);
  *poor = gtk_widget_get_visible (self->poor_badge);
  return gtk_widget_get_visible (self->gold_label) ? gtk_label_get_label (GTK_LABEL (self->gold_label)) : NULL;
}

/* For the tests: what the row shows of the Harbourmaster. */
gboolean
tsl_catan_player_row_get_harbors (TslCatanPlayerRow  *self,
                                  const char        **points_text)
{
  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), FALSE);

  if (points_text != NULL)
    *points_text = gtk_widget_get_visible (self->harbor_points_label)
                   ? gtk_label_get_label (GTK_LABEL (self->harbor_points_label)) : NULL;
  return gtk_widget_get_visible (self->harbormaster_badge);
}

/**
 * tsl_catan_player_row_set_wagon:
 * @shown: whether wagons are played (Traders & Barbarians)
 * @player: the player's gold, wagon level, deliveries and commodity
 */
void
tsl_catan_player_row_set_wagon (TslCatanPlayerRow        *self,
                                gboolean                  shown,
                                const TslCatanPlayerInfo *player)
{
  g_autofree char *gold = NULL;
  g_autofree char *deliveries = NULL;
  g_autofree char *task = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (TSL_IS_CATAN_PLAYER_ROW (self));

  gtk_widget_set_visible (self->wagon_label, shown);
  if (!shown)
    return;
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  deliveries = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u delivery", "%u deliveries", player->deliveries),
                                player->deliveries);
  task = tsl_catan_task_text (player);
  /* Translators: Traders & Barbarians, a player row: gold, the wagon's level,
   * deliveries made, then the commodity carried, e.g.
   * "5 gold · wagon level 2 · 1 delivery\nCarries marble to the castle." */
  text = g_strdup_printf (_("%s · wagon level %u · %s\n%s"), gold, MAX (player->wagon_level, 1), deliveries, task);
  gtk_label_set_label (GTK_LABEL (self->wagon_label), text);
}

/* For the tests: what the row shows of the wagon, %NULL when hidden. */
const char *
tsl_catan_player_row_get_wagon (TslCatanPlayerRow *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);
  return gtk_widget_get_visible (self->wagon_label) ? gtk_label_get_label (GTK_LABEL (self->wagon_label)) : NULL;
}

/**
 * tsl_catan_player_row_set_barbarians:
 * @shown: whether Barbarian Attack is played
 * @player: the player's knights in reserve, prisoners and gold
 */
void
tsl_catan_player_row_set_barbarians (TslCatanPlayerRow        *self,
                                     gboolean                  shown,
                                     const TslCatanPlayerInfo *player)
{
  g_autofree char *knights = NULL;
  g_autofree char *prisoners = NULL;
  g_autofree char *gold = NULL;
  g_autofree char *text = NULL;

  g_return_if_fail (TSL_IS_CATAN_PLAYER_ROW (self));

  gtk_widget_set_visible (self->barbarians_label, shown);
  if (!shown)
    return;
  knights = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u knight in reserve", "%u knights in reserve",
                                          player->knights_left),
                             player->knights_left);
  prisoners = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u prisoner", "%u prisoners", player->prisoners),
                               player->prisoners);
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  /* Translators: Barbarian Attack, a player's holdings, e.g.
   * "4 knights in reserve · 3 prisoners · 2 gold" */
  text = g_strdup_printf (_("%s · %s · %s"), knights, prisoners, gold);
  gtk_label_set_label (GTK_LABEL (self->barbarians_label), text);
}

/* For the tests: what the row shows of the knights, prisoners and gold. */
const char *
tsl_catan_player_row_get_barbarians (TslCatanPlayerRow *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);
  return gtk_widget_get_visible (self->barbarians_label)
         ? gtk_label_get_label (GTK_LABEL (self->barbarians_label)) : NULL;
}
