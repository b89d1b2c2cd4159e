/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-game-card.h"
#include "tsl-game-view.h"

/* TslGameCard: a launcher card: drawn preview, name, player counts and the
 * engine's one-line description. */
struct _TslGameCard
{
  GtkWidget  parent_instance;

  GtkWidget *button;
  GtkWidget *preview;
  GtkWidget *name_label;
  GtkWidget *players_label;
  GtkWidget *description_label;

  TslEngine *engine;
};

G_DEFINE_FINAL_TYPE (TslGameCard, tsl_game_card, GTK_TYPE_WIDGET)

enum {
  SIGNAL_ACTIVATED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clicked_cb (TslGameCard *self)
{
  g_signal_emit (self, signals[SIGNAL_ACTIVATED], 0);
}

static void
draw_preview (GtkDrawingArea *area,
              cairo_t        *cr,
              int             width,
              int             height,
              gpointer        user_data)
{
  TslGameCard *self = user_data;

  tsl_game_view_draw_preview (self->engine, cr, width, height);
}

static void
tsl_game_card_dispose (GObject *object)
{
  TslGameCard *self = TSL_GAME_CARD (object);

  tsl_widget_dispose_children (GTK_WIDGET (self), TSL_TYPE_GAME_CARD);
  g_clear_object (&self->engine);
  G_OBJECT_CLASS (tsl_game_card_parent_class)->dispose (object);
}

static void
tsl_game_card_class_init (TslGameCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_game_card_dispose;

  signals[SIGNAL_ACTIVATED] =
    g_signal_new ("activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-game-card.ui");
  gtk_widget_class_bind_template_child (widget_class, TslGameCard, button);
  gtk_widget_class_bind_template_child (widget_class, TslGameCard, preview);
  gtk_widget_class_bind_template_child (widget_class, TslGameCard, name_label);
  gtk_widget_class_bind_template_child (widget_class, TslGameCard, players_label);
  gtk_widget_class_bind_template_child (widget_class, TslGameCard, description_label);
  gtk_widget_class_bind_template_callback (widget_class, clicked_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_game_card_init (TslGameCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_drawing_area_set_draw_func (GTK_DRAWING_AREA (self->preview), draw_preview, self, NULL);
}

GtkWidget *
tsl_game_card_new (TslEngine *engine)
{
  TslGameCard *self;
  guint min, max;
  g_autofree char *players = NULL;

  g_return_val_if_fail (TSL_IS_ENGINE (engine), NULL);

  self = g_object_new (TSL_TYPE_GAME_CARD, NULL);
  self->engine = g_object_ref (engine);
  min = tsl_engine_get_min_players (engine);
  max = tsl_engine_get_max_players (engine);
  if (min == max)
    players = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u player", "%u players", min), min);
  else
    /* Translators: a range of player counts, such as "2–4 players". */
    players = g_strdup_printf (_("%u–%u players"), min, max);

  gtk_label_set_label (GTK_LABEL (self->name_label), tsl_engine_get_name (engine));
  gtk_label_set_label (GTK_LABEL (self->players_label), players);
  gtk_label_set_label (GTK_LABEL (self->description_label), tsl_engine_get_description (engine));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, tsl_engine_get_name (engine),
                                  -1);
  return GTK_WIDGET (self);
}

TslEngine *
tsl_game_card_get_engine (TslGameCard *self)
{
  g_return_val_if_fail (TSL_IS_GAME_CARD (self), NULL);
  return self->engine;
}

const char *
tsl_game_card_get_title (TslGameCard *self)
{
  g_return_val_if_fail (TSL_IS_GAME_CARD (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->name_label));
}

void
tsl_game_card_activate (TslGameCard *self)
{
  g_return_if_fail (TSL_IS_GAME_CARD (self));
  clicked_cb (self);
}
