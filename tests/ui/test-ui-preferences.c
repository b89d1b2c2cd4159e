/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-preferences.h"
#include "ui-test-util.h"

static GtkDropDown *
language_dropdown (GtkWidget *preferences)
{
  return GTK_DROP_DOWN (gtk_widget_get_template_child (preferences, TSL_TYPE_PREFERENCES,
                                                       "language_dropdown"));
}

static void
test_language_choice (void)
{
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  GtkWidget *preferences;
  GtkDropDown *dropdown;
  g_autofree char *language = NULL;

  g_test_summary ("Preferences offer the interface language; the choice is stored in the "
                  "\"language\" key that main() applies at the next start");

  g_settings_set_string (settings, "language", "de");
  preferences = tsl_preferences_new (settings);
  dropdown = language_dropdown (preferences);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (gtk_drop_down_get_model (dropdown)),
                                               gtk_drop_down_get_selected (dropdown)),
                   ==, "Deutsch");

  /* Items: system default, English, Magyar, Deutsch, Български. */
  gtk_drop_down_set_selected (dropdown, 4);
  language = g_settings_get_string (settings, "language");
  g_assert_cmpstr (language, ==, "bg");
  g_clear_pointer (&language, g_free);

  gtk_drop_down_set_selected (dropdown, 0);
  language = g_settings_get_string (settings, "language");
  g_assert_cmpstr (language, ==, "");

  /* A value set by hand that the list does not offer shows as the system default. */
  g_settings_set_string (settings, "language", "fr");
  g_assert_cmpuint (gtk_drop_down_get_selected (dropdown), ==, 0);

  gtk_window_destroy (GTK_WINDOW (preferences));
}

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);
  g_test_add_func ("/ui/preferences/language", test_language_choice);
  return g_test_run ();
}
