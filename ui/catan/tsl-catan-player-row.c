/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-catan-player-row.h"
#include "tsl-catan-wagon-panel.h"

/*
 * TslCatanPlayerRow: a player's public summary in the side panel: name,
 * points, cards, then the special cards they hold as badges and a line per
 * module played.  Badges and lines are tables: a module adds a row to
 * each, not a label, a setter and a getter.
 */

typedef gboolean (*BadgeHeldFunc) (const TslCatanInfo *info,
                                   guint               seat);
typedef char *   (*LineTextFunc)  (const TslCatanInfo *info,
                                   guint               seat);

typedef struct
{
  const char    *context;   /* msgctxt, or NULL */
  const char    *label;
  const char    *tooltip;   /* or NULL */
  BadgeHeldFunc  held;
} Badge;

typedef struct
{
  const char   *tooltip;
  LineTextFunc  text;       /* NULL when the module is not played */
} Line;

static gboolean
holds_longest_road (const TslCatanInfo *info, guint seat) { return (gint) seat == info->longest_road; }
static gboolean
holds_largest_army (const TslCatanInfo *info, guint seat) { return (gint) seat == info->largest_army; }
static gboolean
holds_harbormaster (const TslCatanInfo *info, guint seat) { return info->harbormaster && (gint) seat == info->harbormaster_holder; }
static gboolean
holds_old_boot (const TslCatanInfo *info, guint seat) { return info->fishermen && (gint) seat == info->old_boot_holder; }
static gboolean
holds_richest (const TslCatanInfo *info, guint seat) { return info->rivers && info->players[seat].richest_settler; }
static gboolean
holds_poor (const TslCatanInfo *info, guint seat) { return info->rivers && info->players[seat].poor_settler; }

static const Badge badges[] = {
  /* Translators: the special card of the player with the longest road
   * (seed: Längste Handelsstraße). */
  { "card", NC_("card", "Longest Road"), NULL, holds_longest_road },
  { NULL, N_("Largest Army"), NULL, holds_largest_army },
  /* Translators: Traders & Barbarians: the special card of the player with
   * the most harbour points (seed 002: Kikötőmester). */
  { "card", NC_("card", "Harbourmaster"), NULL, holds_harbormaster },
  /* Translators: Fishermen of Catan: the card whose holder needs one more
   * victory point to win (seed 002: Régi cipő; DE Alter Schuh). */
  { "card", NC_("card", "Old Boot"),
    N_("The Old Boot: its holder needs one more victory point to win and may give it to a player with as many points or more"),
    holds_old_boot },
  /* Translators: Rivers of Catan: +1 point for the player who alone has the
   * most gold (seed 002: Leggazdagabb telepes; DE Reichster Siedler). */
  { "card", NC_("card", "Richest Settler"), NULL, holds_richest },
  /* Translators: Rivers of Catan: -2 points for every player with the least
   * gold (seed 002: Legszegényebb telepes; DE Armer Siedler). */
  { "card", NC_("card", "Poor Settler"), NULL, holds_poor },
};

static char *
fish_text (const TslCatanInfo *info,
           guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *cards = NULL;

  if (!info->fishermen)
    return NULL;
  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u fish card", "%u fish cards", player->fish_cards),
                           player->fish_cards);
  /* The fish themselves are known only in the viewer's own hand. */
  if (player->fish_total == 0)
    return g_steal_pointer (&cards);
  /* Translators: Fishermen of Catan, the own fish cards: "3 fish cards: 7 fish" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: %u fish", "%s: %u fish", player->fish_total),
                          cards, player->fish_total);
}

static char *
gold_text (const TslCatanInfo *info,
           guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *gold = NULL;
  g_autofree char *bridges = NULL;

  if (!info->rivers)
    return NULL;
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  bridges = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u bridge left", "%u bridges left",
                                          player->bridges_left),
                             player->bridges_left);
  /* Translators: Rivers of Catan, a player's gold and bridges, e.g. "3 gold · 2 bridges left" */
  return g_strdup_printf (_("%s · %s"), gold, bridges);
}

static char *
wagon_text (const TslCatanInfo *info,
            guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *gold = NULL;
  g_autofree char *deliveries = NULL;
  g_autofree char *task = NULL;

  if (!info->traders)
    return NULL;
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  deliveries = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u delivery", "%u deliveries", player->deliveries),
                                player->deliveries);
  task = tsl_catan_task_text (player);
  /* Translators: Traders & Barbarians, a player row: gold, the wagon's level,
   * deliveries made, then the commodity carried, e.g.
   * "5 gold · wagon level 2 · 1 delivery\nCarries marble to the castle." */
  return g_strdup_printf (_("%s · wagon level %u · %s\n%s"), gold, MAX (player->wagon_level, 1), deliveries, task);
}

static char *
barbarians_text (const TslCatanInfo *info,
                 guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *knights = NULL;
  g_autofree char *prisoners = NULL;
  g_autofree char *gold = NULL;

  if (!info->barbarian_attack)
    return NULL;
  knights = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u knight in reserve", "%u knights in reserve",
                                          player->knights_left),
                             player->knights_left);
  prisoners = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u prisoner", "%u prisoners", player->prisoners),
                               player->prisoners);
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  /* Translators: Barbarian Attack, a player's holdings, e.g.
   * "4 knights in reserve · 3 prisoners · 2 gold" */
  return g_strdup_printf (_("%s · %s · %s"), knights, prisoners, gold);
}

static char *
harbor_text (const TslCatanInfo *info,
             guint               seat)
{
  guint points = info->players[seat].harbor_points;

  if (!info->harbormaster)
    return NULL;
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u harbour point", "%u harbour points", points), points);
}

static const Line lines[] = {
  { N_("Fish cards: each shows 1, 2 or 3 fish; the opponents see only how many cards you hold"), fish_text },
  { N_("Gold: 1 for each road and settlement by a river, 3 for a bridge; 2 gold buy a resource, twice a turn"),
    gold_text },
  { N_("Traders & Barbarians: the player’s gold, wagon level, deliveries and the commodity the wagon carries"),
    wagon_text },
  { N_("Barbarian Attack: knights still in reserve, barbarians taken prisoner (2 prisoners = 1 victory point) "
       "and gold (2 gold buy a resource, twice a turn)"), barbarians_text },
  { N_("Harbour points: 1 for a settlement and 2 for a city at a harbour; the first with 3 takes the "
       "Harbourmaster card"), harbor_text },
};

struct _TslCatanPlayerRow
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *swatch;
  GtkWidget *name_label;
  GtkWidget *spinner;
  GtkWidget *vp_label;
  GtkWidget *detail_label;
  GtkWidget *badges_box;
  GtkWidget *lines_box;
  GtkWidget *badge_labels[G_N_ELEMENTS (badges)];
  GtkWidget *line_labels[G_N_ELEMENTS (lines)];

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
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, badges_box);
  gtk_widget_class_bind_template_child (widget_class, TslCatanPlayerRow, lines_box);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_catan_player_row_init (TslCatanPlayerRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->swatch), draw_swatch, self, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (badges); i++)
    {
      const char *label = badges[i].context != NULL
                          ? g_dpgettext2 (GETTEXT_PACKAGE, badges[i].context, badges[i].label)
                          : _(badges[i].label);

      self->badge_labels[i] = gtk_label_new (label);
      gtk_widget_add_css_class (self->badge_labels[i], "tsl-badge");
      if (badges[i].tooltip != NULL)
        gtk_widget_set_tooltip_text (self->badge_labels[i], _(badges[i].tooltip));
      gtk_widget_set_visible (self->badge_labels[i], FALSE);
      gtk_box_append (GTK_BOX (self->badges_box), self->badge_labels[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      self->line_labels[i] = gtk_label_new (NULL);
      gtk_label_set_xalign (GTK_LABEL (self->line_labels[i]), 0);
      gtk_label_set_wrap (GTK_LABEL (self->line_labels[i]), TRUE);
      gtk_widget_add_css_class (self->line_labels[i], "caption");
      gtk_widget_set_tooltip_text (self->line_labels[i], _(lines[i].tooltip));
      gtk_widget_set_visible (self->line_labels[i], FALSE);
      gtk_box_append (GTK_BOX (self->lines_box), self->line_labels[i]);
    }
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
 * length only where the game awards the Largest Army and the Longest Road;
 * the special cards held and a line for each module played.
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
  /* A labelled badge, not a bare number (tour D38); the target beside it. */
  /* Translators: a player's victory points others can see, and the points that win */
  vp = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d of %d points", "%d of %d points", player->vp_public),
                        player->vp_public, player->target > 0 ? player->target : info->victory_points);
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
  for (guint i = 0; i < G_N_ELEMENTS (badges); i++)
    gtk_widget_set_visible (self->badge_labels[i], badges[i].held (info, seat));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      g_autofree char *text = lines[i].text (info, seat);

      gtk_widget_set_visible (self->line_labels[i], text != NULL);
      if (text != NULL)
        gtk_label_set_label (GTK_LABEL (self->line_labels[i]), text);
    }
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
 * tsl_catan_player_row_dup_badges:
 *
 * For the tests: the special cards the row shows, as labelled.
 *
 * Returns: (transfer full): a %NULL-terminated array
 */
GStrv
tsl_catan_player_row_dup_badges (TslCatanPlayerRow *self)
{
  g_autoptr(GStrvBuilder) shown = g_strv_builder_new ();

  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (badges); i++)
    if (gtk_widget_get_visible (self->badge_labels[i]))
      g_strv_builder_add (shown, gtk_label_get_label (GTK_LABEL (self->badge_labels[i])));
  return g_strv_builder_end (shown);
}

/**
 * tsl_catan_player_row_dup_lines:
 *
 * For the tests: the modules' lines the row shows, one after another.
 *
 * Returns: (transfer full) (nullable): the text, %NULL when no module
 *   adds a line
 */
char *
tsl_catan_player_row_dup_lines (TslCatanPlayerRow *self)
{
  GString *text = NULL;

  g_return_val_if_fail (TSL_IS_CATAN_PLAYER_ROW (self), NULL);
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    if (gtk_widget_get_visible (self->line_labels[i]))
      {
        if (text == NULL)
          text = g_string_new (NULL);
        else
          g_string_append_c (text, '\n');
        g_string_append (text, gtk_label_get_label (GTK_LABEL (self->line_labels[i])));
      }
  return text != NULL ? g_string_free (text, FALSE) : NULL;
}
