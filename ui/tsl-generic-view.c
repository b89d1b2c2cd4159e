/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-generic-view.h"

/*
 * TslGenericView: plays any registered game without a dedicated board: the
 * legal actions of whoever must act, as rows to activate, and the log.
 * It is what a brand-new engine gets until it has its own view, and the
 * simplest TslGameView: the base class does the rest.
 */
struct _TslGenericView
{
  TslGameView  parent_instance;

  GtkWidget   *status_label;
  GtkWidget   *actions_list;
  GtkWidget   *log_list;

  JsonArray   *legal;
};

G_DEFINE_FINAL_TYPE (TslGenericView, tsl_generic_view, TSL_TYPE_GAME_VIEW)

static void
update (TslGameView       *view,
        TslGameViewUpdate  what,
        guint              index)
{
  TslGenericView *self = TSL_GENERIC_VIEW (view);
  TslSession *session = tsl_game_view_get_session (view);
  TslGame *game;
  GtkWidget *child;
  gint actor;

  while ((child = gtk_widget_get_first_child (self->actions_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->actions_list), child);
  g_clear_pointer (&self->legal, json_array_unref);
  if (session == NULL)
    return;

  game = tsl_session_get_game (session);
  actor = tsl_game_get_actor (game);
  if (tsl_game_is_over (game))
    {
      gtk_label_set_label (GTK_LABEL (self->status_label), _("The game is over."));
      return;
    }
  if (!tsl_session_is_human (session, actor))
    {
      g_autofree char *text = g_strdup_printf (_("%s is thinking…"),
                                               tsl_game_view_seat_name (view, actor));
      gtk_label_set_label (GTK_LABEL (self->status_label), text);
      return;
    }

  {
    g_autofree char *text = g_strdup_printf (_("%s, choose an action."),
                                             tsl_game_view_seat_name (view, actor));
    gtk_label_set_label (GTK_LABEL (self->status_label), text);
  }
  self->legal = tsl_game_legal_actions_json (game);
  for (guint i = 0; i < json_array_get_length (self->legal) && i < 500; i++)
    {
      JsonObject *action = json_array_get_object_element (self->legal, i);
      g_autoptr(GString) args = g_string_new (NULL);
      g_autofree char *markup = NULL;
      g_autofree char *type = g_strdup (json_object_get_string_member_with_default (action, "type", "?"));
      JsonObjectIter iter;
      const char *name;
      JsonNode *value;
      GtkWidget *label;

      /* The action type, then its arguments as the contract writes them. */
      g_strdelimit (type, "_", ' ');
      json_object_iter_init (&iter, action);
      while (json_object_iter_next (&iter, &name, &value))
        if (g_strcmp0 (name, "type") != 0 && g_strcmp0 (name, "player") != 0)
          {
            g_autofree char *text = json_to_string (value, FALSE);

            g_string_append_printf (args, "  %s: %s", name, text);
          }
      markup = g_markup_printf_escaped ("<b>%s</b>%s", type, args->str);
      label = gtk_label_new (NULL);
      gtk_label_set_markup (GTK_LABEL (label), markup);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_top (label, 4);
      gtk_widget_set_margin_bottom (label, 4);
      gtk_list_box_append (GTK_LIST_BOX (self->actions_list), label);
    }
}

static void
row_activated_cb (TslGenericView *self,
                  GtkListBoxRow  *row)
{
  guint index = gtk_list_box_row_get_index (row);

  if (self->legal != NULL && index < json_array_get_length (self->legal))
    tsl_game_view_apply_json (TSL_GAME_VIEW (self), json_array_get_object_element (self->legal, index));
}

static void
tsl_generic_view_finalize (GObject *object)
{
  TslGenericView *self = TSL_GENERIC_VIEW (object);

  g_clear_pointer (&self->legal, json_array_unref);
  G_OBJECT_CLASS (tsl_generic_view_parent_class)->finalize (object);
}

static void
tsl_generic_view_class_init (TslGenericViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  TslGameViewClass *view_class = TSL_GAME_VIEW_CLASS (klass);

  object_class->finalize = tsl_generic_view_finalize;
  view_class->update = update;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-generic-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TslGenericView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TslGenericView, actions_list);
  gtk_widget_class_bind_template_child (widget_class, TslGenericView, log_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
}

static void
tsl_generic_view_init (TslGenericView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  tsl_game_view_set_log (TSL_GAME_VIEW (self), GTK_LIST_BOX (self->log_list),
                         TSL_GAME_VIEW_LOG_NEWEST_FIRST);
  tsl_game_view_set_status_label (TSL_GAME_VIEW (self), GTK_LABEL (self->status_label));
}

GtkWidget *
tsl_generic_view_new (void)
{
  return g_object_new (TSL_TYPE_GENERIC_VIEW, NULL);
}
