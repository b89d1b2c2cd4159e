/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-preferences.h"

/* TslPreferences: the settings people change, bound to GSettings. */
struct _TslPreferences
{
  GtkWindow      parent_instance;

  GtkWidget     *pace_scale;
  GtkAdjustment *pace_adjustment;
  GtkWidget     *dice_switch;
  GtkWidget     *privacy_switch;
};

G_DEFINE_FINAL_TYPE (TslPreferences, tsl_preferences, GTK_TYPE_WINDOW)

static void
tsl_preferences_class_init (TslPreferencesClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-preferences.ui");
  gtk_widget_class_bind_template_child (widget_class, TslPreferences, pace_scale);
  gtk_widget_class_bind_template_child (widget_class, TslPreferences, pace_adjustment);
  gtk_widget_class_bind_template_child (widget_class, TslPreferences, dice_switch);
  gtk_widget_class_bind_template_child (widget_class, TslPreferences, privacy_switch);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tsl_preferences_init (TslPreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tsl_preferences_new (GSettings *settings)
{
  TslPreferences *self = g_object_new (TSL_TYPE_PREFERENCES, NULL);

  g_settings_bind (settings, "ai-pace", self->pace_adjustment, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "animate-dice", self->dice_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "privacy-screen", self->privacy_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  return GTK_WIDGET (self);
}
