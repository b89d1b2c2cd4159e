/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK 4.8's gtk_widget_dispose_template() clears the bound children but
 * leaves the template's top-level child parented; this does both. */
static inline void
tsl_widget_dispose_children (GtkWidget *widget,
                             GType      type)
{
  GtkWidget *child;

  gtk_widget_dispose_template (widget, type);
  while ((child = gtk_widget_get_first_child (widget)) != NULL)
    gtk_widget_unparent (child);
}

/* Takes @rows[0..@n) (the nullable rows of a list of players) out of
 * @box and forgets them. */
static inline void
tsl_box_clear_rows (GtkBox     *box,
                    GtkWidget **rows,
                    guint       n)
{
  for (guint i = 0; i < n; i++)
    if (rows[i] != NULL)
      {
        gtk_box_remove (box, rows[i]);
        rows[i] = NULL;
      }
}

/* The line written in @entry, without surrounding blanks, and @entry
 * emptied; NULL (and the entry kept) when it holds only blanks. */
static inline char *
tsl_entry_take_line (GtkEditable *entry)
{
  char *text = g_strstrip (g_strdup (gtk_editable_get_text (entry)));

  if (*text == '\0')
    {
      g_free (text);
      return NULL;
    }
  gtk_editable_set_text (entry, "");
  return text;
}

G_END_DECLS
