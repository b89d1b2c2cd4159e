/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-widget-util.h"

#include <glib/gi18n.h>

#include "tsl-game-view.h"
#include "tsl-generic-view.h"

/*
 * TslGenericView: plays any registered game without a dedicated board: the
 * legal actions of whoever must act, as rows to activate, and the log.
 * It is what a brand-new engine gets until it has its own view.
 */
struct _TslGenericView
{
  GtkWidget   parent_instance;

  GtkWidget  *status_label;
  GtkWidget  *actions_list;
  GtkWidget  *log_scroll;
  GtkWidget  *log_list;

  TslSession *session;
  JsonArray  *legal;
};

static void game_view_iface_init (TslGameViewInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TslGenericView, tsl_generic_view, GTK_TYPE_WIDGET,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_GAME_VIEW, game_view_iface_init))

enum {
  PROP_0,
  PROP_SESSION,
  PROP_PRIMARY_LABEL,
};

static void
refresh (TslGenericView *self)
{
  TslGame *game;
  GtkWidget *child;
  gint actor;

  while ((child = gtk_widget_get_first_child (self->actions_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->actions_list), child);
  g_clear_pointer (&self->legal, json_array_unref);
  if (self->session == NULL)
    return;

  game = tsl_session_get_game (self->session);
  actor = tsl_game_get_actor (game);
  if (tsl_game_is_over (game))
    {
      gtk_label_set_label (GTK_LABEL (self->status_label), _("The game is over."));
      return;
    }
  if (!tsl_session_is_human (self->session, actor))
    {
      g_autofree char *text = g_strdup_printf (_("%s is thinking…"),
                                               tsl_game_get_seat_name (game, actor));
      gtk_label_set_label (GTK_LABEL (self->status_label), text);
      return;
    }

  {
    g_autofree char *text = g_strdup_printf (_("%s, choose an action."),
                                             tsl_game_get_seat_name (game, actor));
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
append_log (TslGenericView *self,
            guint           index)
{
  TslGame *game = tsl_session_get_game (self->session);
  GtkWidget *label = gtk_label_new (tsl_game_get_action_text (game, index));

  /* Newest first, as in the Catan view. */
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_set_margin_start (label, 12);
  gtk_list_box_prepend (GTK_LIST_BOX (self->log_list), label);
}

static void
action_applied_cb (TslGame        *game,
                   guint           index,
                   TslGenericView *self)
{
  append_log (self, index);
  refresh (self);
}

static void
undone_cb (TslGame        *game,
           guint           n_actions,
           TslGenericView *self)
{
  GtkWidget *newest = gtk_widget_get_first_child (self->log_list);

  if (newest != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->log_list), newest);
  refresh (self);
}

static void
row_activated_cb (TslGenericView *self,
                  GtkListBoxRow  *row)
{
  g_autoptr(GError) error = NULL;
  guint index = gtk_list_box_row_get_index (row);

  if (self->legal == NULL || index >= json_array_get_length (self->legal))
    return;
  if (!tsl_session_apply_json (self->session,
                               json_array_get_object_element (self->legal, index), &error))
    gtk_label_set_label (GTK_LABEL (self->status_label), error->message);
}

static void
set_session (TslGameView *view,
             TslSession  *session)
{
  TslGenericView *self = TSL_GENERIC_VIEW (view);
  GtkWidget *child;

  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (tsl_session_get_game (self->session), self);
  g_set_object (&self->session, session);
  while ((child = gtk_widget_get_first_child (self->log_list)) != NULL)
    gtk_list_box_remove (GTK_LIST_BOX (self->log_list), child);

  if (session != NULL)
    {
      TslGame *game = tsl_session_get_game (session);

      for (guint i = 0; i < tsl_game_get_n_actions (game); i++)
        append_log (self, i);
      g_signal_connect (game, "action-applied", G_CALLBACK (action_applied_cb), self);
      g_signal_connect (game, "undone", G_CALLBACK (undone_cb), self);
    }
  refresh (self);
  g_object_notify (G_OBJECT (self), "session");
}

static void
game_view_iface_init (TslGameViewInterface *iface)
{
  iface->set_session = set_session;
}

static void
tsl_generic_view_get_property (GObject    *object,
                               guint       prop_id,
                               GValue     *value,
                               GParamSpec *pspec)
{
  TslGenericView *self = TSL_GENERIC_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_PRIMARY_LABEL:
      g_value_set_string (value, NULL);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_generic_view_set_property (GObject      *object,
                               guint         prop_id,
                               const GValue *value,
                               GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      set_session (TSL_GAME_VIEW (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_generic_view_dispose (GObject *object)
{
  TslGenericView *self = TSL_GENERIC_VIEW (object);

  if (self->session != NULL)
    set_session (TSL_GAME_VIEW (self), NULL);
  g_clear_pointer (&self->legal, json_array_unref);
  tsl_widget_dispose_children (GTK_WIDGET (self), TSL_TYPE_GENERIC_VIEW);
  G_OBJECT_CLASS (tsl_generic_view_parent_class)->dispose (object);
}

static void
tsl_generic_view_class_init (TslGenericViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = tsl_generic_view_dispose;
  object_class->get_property = tsl_generic_view_get_property;
  object_class->set_property = tsl_generic_view_set_property;
  g_object_class_override_property (object_class, PROP_SESSION, "session");
  g_object_class_override_property (object_class, PROP_PRIMARY_LABEL, "primary-label");

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/tessella/Tessella/tsl-generic-view.ui");
  gtk_widget_class_bind_template_child (widget_class, TslGenericView, status_label);
  gtk_widget_class_bind_template_child (widget_class, TslGenericView, actions_list);
  gtk_widget_class_bind_template_child (widget_class, TslGenericView, log_scroll);
  gtk_widget_class_bind_template_child (widget_class, TslGenericView, log_list);
  gtk_widget_class_bind_template_callback (widget_class, row_activated_cb);
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_generic_view_init (TslGenericView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
tsl_generic_view_new (void)
{
  return g_object_new (TSL_TYPE_GENERIC_VIEW, NULL);
}
