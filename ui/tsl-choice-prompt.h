/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

typedef void (*TslChoiceCallback) (int      choice,     /* -1 when cancelled or taken away */
                                   gpointer user_data);

#define TSL_TYPE_CHOICE_PROMPT (tsl_choice_prompt_get_type ())
G_DECLARE_FINAL_TYPE (TslChoicePrompt, tsl_choice_prompt, TSL, CHOICE_PROMPT, GtkBox)

GtkWidget  *tsl_choice_prompt_new         (void);
void        tsl_choice_prompt_ask         (TslChoicePrompt    *self,
                                           const char         *primary,
                                           const char         *secondary,
                                           const char * const *labels,
                                           gboolean            cancellable,
                                           TslChoiceCallback   callback,
                                           gpointer            user_data);
gboolean    tsl_choice_prompt_is_asking   (TslChoicePrompt    *self);
gboolean    tsl_choice_prompt_cancel      (TslChoicePrompt    *self);
void        tsl_choice_prompt_dismiss     (TslChoicePrompt    *self);
GtkWidget  *tsl_choice_prompt_get_choice  (TslChoicePrompt    *self,
                                           int                 choice);
TslChoicePrompt *tsl_choice_prompt_find_asking (GtkWidget *root);

G_END_DECLS
