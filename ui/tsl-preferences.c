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
  GtkWidget     *language_dropdown;
};

/* The "language" key's values, in the order of the drop-down's items; the
 * empty string follows the system. */
static const char * const languages[] = { "", "en", "hu", "de", "bg" };

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
  gtk_widget_class_bind_template_child (widget_class, TslPreferences, language_dropdown);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
tsl_preferences_init (TslPreferences *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static gboolean
language_to_index (GValue   *value,
                   GVariant *variant,
                   gpointer  user_data)
{
  const char *language = g_variant_get_string (variant, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (languages); i++)
    if (g_str_equal (language, languages[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  /* A language set by hand that the list does not offer shows as the system's. */
  g_value_set_uint (value, 0);
  return TRUE;
}

static GVariant *
index_to_language (const GValue       *value,
                   const GVariantType *expected_type,
                   gpointer            user_data)
{
  guint index = g_value_get_uint (value);

  if (index >= G_N_ELEMENTS (languages))
    return NULL;
  return g_variant_new_string (languages[index]);
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
  g_settings_bind_with_mapping (settings, "language", self->language_dropdown, "selected",
                                G_SETTINGS_BIND_DEFAULT, language_to_index, index_to_language,
                                NULL, NULL);
  return GTK_WIDGET (self);
}
