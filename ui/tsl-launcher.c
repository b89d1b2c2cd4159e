/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-engines.h"
#include "tsl-game-card.h"
#include "tsl-launcher.h"
#include "tsl-registry.h"

/*
 * TslLauncher: one card per game of the engine registry.  Nothing here
 * names a game: a new engine shows up as soon as it registers.
 */
struct _TslLauncher
{
  GtkWidget  parent_instance;

  GtkWidget *cards;
  GtkWidget *continue_button;
  GPtrArray *card_widgets;
};

G_DEFINE_FINAL_TYPE (TslLauncher, tsl_launcher, GTK_TYPE_WIDGET)

enum {
  SIGNAL_GAME_SELECTED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
card_activated_cb (TslGameCard *card,
                   TslLauncher *self)
{
  g_signal_emit (self, signals[SIGNAL_GAME_SELECTED], 0, tsl_game_card_get_engine (card));
}

static void
tsl_launcher_dispose (GObject *object)
{
  TslLauncher *self = TSL_LAUNCHER (object);

  g_clear_pointer (&self->card_widgets, g_ptr_array_unref);
  tsl_widget_dispose_children (GTK_WIDGET (self), TSL_TYPE_LAUNCHER);
  G_OBJECT_CLASS (tsl_launcher_parent_class)->dispose (object);
}

static void
tsl_launcher_class_init (TslLauncherClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_launcher_dispose;

  /**
   * TslLauncher::game-selected:
   * @engine: the game the player picked
   */
  signals[SIGNAL_GAME_SELECTED] =
    g_signal_new ("game-selected", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, TSL_TYPE_ENGINE);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-launcher.ui");
  gtk_widget_class_bind_template_child (widget_class, TslLauncher, cards);
  gtk_widget_class_bind_template_child (widget_class, TslLauncher, continue_button);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_launcher_init (TslLauncher *self)
{
  g_autoptr(GPtrArray) engines = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->card_widgets = g_ptr_array_new ();

  tsl_engines_register_all ();
  engines = tsl_registry_list ();
  for (guint i = 0; i < engines->len; i++)
    {
      GtkWidget *card = tsl_game_card_new (engines->pdata[i]);

      g_signal_connect (card, "activated", G_CALLBACK (card_activated_cb), self);
      gtk_flow_box_append (GTK_FLOW_BOX (self->cards), card);
      g_ptr_array_add (self->card_widgets, card);
    }
}

GtkWidget *
tsl_launcher_new (void)
{
  return g_object_new (TSL_TYPE_LAUNCHER, NULL);
}

guint
tsl_launcher_get_n_games (TslLauncher *self)
{
  g_return_val_if_fail (TSL_IS_LAUNCHER (self), 0);
  return self->card_widgets->len;
}

/**
 * tsl_launcher_get_card:
 *
 * Returns: (transfer none): the card of the @index-th registered game
 */
GtkWidget *
tsl_launcher_get_card (TslLauncher *self,
                       guint        index)
{
  g_return_val_if_fail (TSL_IS_LAUNCHER (self), NULL);
  g_return_val_if_fail (index < self->card_widgets->len, NULL);
  return self->card_widgets->pdata[index];
}

/**
 * tsl_launcher_set_continue_label:
 * @label: (nullable): what the Continue button says, with its mnemonic;
 *   %NULL for the plain "Continue Last Game"
 */
void
tsl_launcher_set_continue_label (TslLauncher *self,
                                 const char  *label)
{
  g_return_if_fail (TSL_IS_LAUNCHER (self));
  gtk_button_set_label (GTK_BUTTON (self->continue_button),
                        label != NULL ? label : _("_Continue Last Game"));
}
