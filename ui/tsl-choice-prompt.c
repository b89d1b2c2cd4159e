/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-choice-prompt.h"

/*
 * TslChoicePrompt: a question with a few answers, asked inside the game's
 * side column instead of a window above it.  A decision the rules demand
 * (whom to rob, which reward to take) must not vanish on a stray Escape or
 * a click elsewhere: the prompt stays until it is answered, and only a
 * question asked as cancellable has a Cancel button (and answers Escape
 * through tsl_choice_prompt_cancel()).  Long lists scroll within a bounded
 * height, so the window never grows for them.
 */

struct _TslChoicePrompt
{
  GtkBox             parent_instance;

  GtkWidget         *primary_label;
  GtkWidget         *secondary_label;
  GtkWidget         *scrolled;
  GtkWidget         *column;
  GtkWidget         *cancel_button;
  GPtrArray         *buttons;      /* the answers, in the callback's order */

  TslChoiceCallback  callback;     /* NULL while nothing is asked */
  gpointer           user_data;
};

G_DEFINE_FINAL_TYPE (TslChoicePrompt, tsl_choice_prompt, GTK_TYPE_BOX)

#define MAX_LIST_HEIGHT 220

static void
clear_buttons (TslChoicePrompt *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (self->column)) != NULL)
    gtk_box_remove (GTK_BOX (self->column), child);
  g_ptr_array_set_size (self->buttons, 0);
}

/* Hands the answer over once the prompt is cleared: the callback may ask
 * the next question (Year of Plenty's second card) in the same prompt. */
static void
answer (TslChoicePrompt *self,
        int              choice)
{
  TslChoiceCallback callback = self->callback;
  gpointer user_data = self->user_data;

  if (callback == NULL)
    return;
  self->callback = NULL;
  self->user_data = NULL;
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);
  callback (choice, user_data);
  if (self->callback == NULL)
    clear_buttons (self);
}

static void
choice_clicked_cb (GtkButton       *button,
                   TslChoicePrompt *self)
{
  answer (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "tsl-choice")));
}

static void
cancel_clicked_cb (TslChoicePrompt *self)
{
  answer (self, -1);
}

static void
tsl_choice_prompt_dispose (GObject *object)
{
  TslChoicePrompt *self = TSL_CHOICE_PROMPT (object);

  /* An unanswered question still owns its data: give it back. */
  if (self->callback != NULL)
    {
      TslChoiceCallback callback = self->callback;

      self->callback = NULL;
      callback (-1, self->user_data);
    }
  g_clear_pointer (&self->buttons, g_ptr_array_unref);
  G_OBJECT_CLASS (tsl_choice_prompt_parent_class)->dispose (object);
}

static void
tsl_choice_prompt_class_init (TslChoicePromptClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_choice_prompt_dispose;
  gtk_widget_class_set_css_name (widget_class, "choiceprompt");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
tsl_choice_prompt_init (TslChoicePrompt *self)
{
  gtk_orientable_set_orientation (GTK_ORIENTABLE (self), GTK_ORIENTATION_VERTICAL);
  gtk_box_set_spacing (GTK_BOX (self), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self), "tsl-choice-prompt");
  gtk_widget_add_css_class (GTK_WIDGET (self), "card");
  gtk_widget_set_visible (GTK_WIDGET (self), FALSE);

  self->buttons = g_ptr_array_new ();
  self->primary_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->primary_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->primary_label), 0);
  gtk_widget_add_css_class (self->primary_label, "heading");
  gtk_box_append (GTK_BOX (self), self->primary_label);

  self->secondary_label = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (self->secondary_label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (self->secondary_label), 0);
  gtk_widget_add_css_class (self->secondary_label, "caption");
  gtk_box_append (GTK_BOX (self), self->secondary_label);

  self->column = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  self->scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (self->scrolled), TRUE);
  gtk_scrolled_window_set_max_content_height (GTK_SCROLLED_WINDOW (self->scrolled), MAX_LIST_HEIGHT);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scrolled), self->column);
  gtk_box_append (GTK_BOX (self), self->scrolled);

  self->cancel_button = gtk_button_new_with_mnemonic (_("_Cancel"));
  gtk_widget_set_halign (self->cancel_button, GTK_ALIGN_END);
  gtk_widget_set_tooltip_text (self->cancel_button, _("Take the choice back (Escape)"));
  g_signal_connect_swapped (self->cancel_button, "clicked", G_CALLBACK (cancel_clicked_cb), self);
  gtk_box_append (GTK_BOX (self), self->cancel_button);
}

GtkWidget *
tsl_choice_prompt_new (void)
{
  return g_object_new (TSL_TYPE_CHOICE_PROMPT, NULL);
}

/**
 * tsl_choice_prompt_ask:
 * @labels: one button per answer (mnemonics allowed); the callback gets its index
 * @cancellable: whether the question may be left unanswered (a Cancel button)
 *
 * Shows the question in place of any earlier one; an earlier question's
 * callback is told -1.
 */
void
tsl_choice_prompt_ask (TslChoicePrompt    *self,
                       const char         *primary,
                       const char         *secondary,
                       const char * const *labels,
                       gboolean            cancellable,
                       TslChoiceCallback   callback,
                       gpointer            user_data)
{
  g_return_if_fail (TSL_IS_CHOICE_PROMPT (self));
  g_return_if_fail (labels != NULL && callback != NULL);

  if (self->callback != NULL)
    answer (self, -1);
  clear_buttons (self);
  gtk_label_set_label (GTK_LABEL (self->primary_label), primary);
  gtk_label_set_label (GTK_LABEL (self->secondary_label), secondary != NULL ? secondary : "");
  gtk_widget_set_visible (self->secondary_label, secondary != NULL && *secondary != '\0');
  for (int i = 0; labels[i] != NULL; i++)
    {
      GtkWidget *button = gtk_button_new_with_mnemonic (labels[i]);
      GtkWidget *label = gtk_button_get_child (GTK_BUTTON (button));

      /* Long answers wrap inside the column instead of widening it. */
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      g_object_set_data (G_OBJECT (button), "tsl-choice", GINT_TO_POINTER (i));
      g_signal_connect (button, "clicked", G_CALLBACK (choice_clicked_cb), self);
      gtk_box_append (GTK_BOX (self->column), button);
      g_ptr_array_add (self->buttons, button);
    }
  gtk_widget_set_visible (self->cancel_button, cancellable);
  self->callback = callback;
  self->user_data = user_data;
  gtk_widget_set_visible (GTK_WIDGET (self), TRUE);
  if (self->buttons->len > 0)
    gtk_widget_grab_focus (self->buttons->pdata[0]);
}

gboolean
tsl_choice_prompt_is_asking (TslChoicePrompt *self)
{
  g_return_val_if_fail (TSL_IS_CHOICE_PROMPT (self), FALSE);
  return self->callback != NULL;
}

/**
 * tsl_choice_prompt_cancel:
 *
 * Escape's way out: answers -1 when the question is cancellable.
 *
 * Returns: whether a question was cancelled
 */
gboolean
tsl_choice_prompt_cancel (TslChoicePrompt *self)
{
  g_return_val_if_fail (TSL_IS_CHOICE_PROMPT (self), FALSE);
  if (self->callback == NULL || !gtk_widget_get_visible (self->cancel_button))
    return FALSE;
  answer (self, -1);
  return TRUE;
}

/**
 * tsl_choice_prompt_dismiss:
 *
 * Takes the question away because the game moved on (a new game, an
 * undo); its callback is told -1.
 */
void
tsl_choice_prompt_dismiss (TslChoicePrompt *self)
{
  g_return_if_fail (TSL_IS_CHOICE_PROMPT (self));
  answer (self, -1);
}

/**
 * tsl_choice_prompt_get_choice:
 *
 * Returns: (transfer none) (nullable): the button that answers @choice
 */
GtkWidget *
tsl_choice_prompt_get_choice (TslChoicePrompt *self,
                              int              choice)
{
  g_return_val_if_fail (TSL_IS_CHOICE_PROMPT (self), NULL);
  if (self->callback == NULL || choice < 0 || (guint) choice >= self->buttons->len)
    return NULL;
  return self->buttons->pdata[choice];
}

/**
 * tsl_choice_prompt_find_asking:
 * @root: a window or any widget above the prompts
 *
 * For the screenshot mode and the tests, which see the window, not the
 * view: the prompt below @root that waits for an answer.
 *
 * Returns: (transfer none) (nullable): the asking prompt
 */
TslChoicePrompt *
tsl_choice_prompt_find_asking (GtkWidget *root)
{
  g_return_val_if_fail (GTK_IS_WIDGET (root), NULL);

  if (TSL_IS_CHOICE_PROMPT (root) && TSL_CHOICE_PROMPT (root)->callback != NULL)
    return TSL_CHOICE_PROMPT (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      TslChoicePrompt *found = tsl_choice_prompt_find_asking (child);

      if (found != NULL)
        return found;
    }
  return NULL;
}
