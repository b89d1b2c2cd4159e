/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tsl-widget-util.h"

#include "tsl-game-view.h"

/*
 * TslGameView: what every game's view shares.  It keeps the session and
 * the game's signals, the log, the main button's label and the reason the
 * last move was refused, and calls its subclass's hooks in a fixed order,
 * so a game's view only draws and asks.
 */

typedef struct
{
  TslSession          *session;
  TslGame             *game;          /* the session's */
  char                *primary_label;
  char                *explanation;   /* why the last move was refused */
  GtkListBox          *log;           /* nullable */
  TslGameViewLogOrder  log_order;
  GtkWidget           *newest;        /* the newest action's label */
  guint                n_log_lines;   /* the game's log lines shown */
  GListModel          *chat;          /* nullable: the table's chat lines */
  GArray              *chat_at;       /* guint per chat line: log lines before it */
  GtkWidget           *chat_entry;    /* under the log, at a network table */
  GtkLabel            *status_label;  /* nullable */
} TslGameViewPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (TslGameView, tsl_game_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_SESSION,
  PROP_PRIMARY_LABEL,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  SIGNAL_NOTICE,
  SIGNAL_CHAT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

#define PRIV(self) ((TslGameViewPrivate *) tsl_game_view_get_instance_private (self))

/* Log */

/* Returns the row's label (the list box wraps it in a row). */
static GtkWidget *
append_log_row (TslGameView *self,
                const char  *text)
{
  TslGameViewPrivate *priv = PRIV (self);
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  if (priv->log_order == TSL_GAME_VIEW_LOG_NEWEST_FIRST)
    gtk_list_box_prepend (priv->log, label);
  else
    gtk_list_box_append (priv->log, label);
  return label;
}

static PangoAttrList *
bold_attributes (void)
{
  static PangoAttrList *bold;

  if (bold == NULL)
    {
      bold = pango_attr_list_new ();
      pango_attr_list_insert (bold, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
    }
  return bold;
}

static void
append_log_text (TslGameView *self,
                 const char  *text)
{
  TslGameViewPrivate *priv = PRIV (self);

  if (text == NULL || *text == '\0')
    return;
  /* Bold through the label's own attributes: a style class's change did
   * not always reach an already drawn row (GTK 4.8). */
  if (priv->newest != NULL)
    {
      gtk_widget_remove_css_class (priv->newest, "newest");
      gtk_label_set_attributes (GTK_LABEL (priv->newest), NULL);
    }
  priv->newest = append_log_row (self, text);
  priv->n_log_lines++;
  gtk_widget_add_css_class (priv->newest, "newest");
  gtk_label_set_attributes (GTK_LABEL (priv->newest), bold_attributes ());
}

static void
append_chat_line (TslGameView *self,
                  guint        position)
{
  g_autoptr(GtkStringObject) line = g_list_model_get_item (PRIV (self)->chat, position);

  gtk_widget_add_css_class (gtk_widget_get_parent (append_log_row (self, gtk_string_object_get_string (line))),
                            "tsl-chat");
}

/* The start message (who begins and why), then one line per action, the
 * chat's lines among them where they came. */
static void
fill_log (TslGameView *self)
{
  TslGameViewPrivate *priv = PRIV (self);
  g_auto(GStrv) log = NULL;
  GtkWidget *child;
  guint chat_line = 0;
  guint i;

  if (priv->log == NULL)
    return;
  priv->newest = NULL;
  priv->n_log_lines = 0;
  while ((child = gtk_widget_get_first_child (GTK_WIDGET (priv->log))) != NULL)
    gtk_list_box_remove (priv->log, child);
  log = priv->game != NULL ? tsl_game_dup_log (priv->game) : g_new0 (char *, 1);
  for (i = 0; log[i] != NULL; i++)
    {
      for (; priv->chat != NULL && chat_line < priv->chat_at->len
             && g_array_index (priv->chat_at, guint, chat_line) <= i; chat_line++)
        append_chat_line (self, chat_line);
      append_log_text (self, log[i]);
    }
  for (; priv->chat != NULL && chat_line < priv->chat_at->len; chat_line++)
    append_chat_line (self, chat_line);
}

static void
chat_changed_cb (GListModel  *chat,
                 guint        position,
                 guint        removed,
                 guint        added,
                 TslGameView *self)
{
  TslGameViewPrivate *priv = PRIV (self);
  guint at = priv->n_log_lines;

  /* The table's chat only grows; anything else is shown afresh. */
  if (removed > 0 || position != priv->chat_at->len)
    {
      g_array_set_size (priv->chat_at, 0);
      for (guint i = 0; i < g_list_model_get_n_items (chat); i++)
        g_array_append_val (priv->chat_at, at);
      fill_log (self);
      return;
    }
  for (guint i = 0; i < added; i++)
    {
      g_array_append_val (priv->chat_at, at);
      if (priv->log != NULL)
        append_chat_line (self, position + i);
    }
}

static void
chat_entry_activate_cb (GtkEntry    *entry,
                        TslGameView *self)
{
  g_autofree char *text = tsl_entry_take_line (GTK_EDITABLE (entry));

  if (text != NULL)
    g_signal_emit (self, signals[SIGNAL_CHAT], 0, text);
}

/* The entry goes under the log, in the box that holds the log's scrolled
 * window (every view's log sits in a vertical box). */
static void
ensure_chat_entry (TslGameView *self)
{
  TslGameViewPrivate *priv = PRIV (self);
  GtkWidget *scroll, *box;

  if (priv->chat_entry != NULL || priv->log == NULL)
    return;
  scroll = gtk_widget_get_ancestor (GTK_WIDGET (priv->log), GTK_TYPE_SCROLLED_WINDOW);
  box = scroll != NULL ? gtk_widget_get_parent (scroll) : NULL;
  g_return_if_fail (GTK_IS_BOX (box));
  priv->chat_entry = gtk_entry_new ();
  gtk_entry_set_max_length (GTK_ENTRY (priv->chat_entry), 500);
  /* Translators: the placeholder of the chat's entry under the game's log; keep it short */
  gtk_entry_set_placeholder_text (GTK_ENTRY (priv->chat_entry), _("Message to the table"));
  gtk_widget_set_tooltip_text (priv->chat_entry, _("Write to the table and press Enter"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (priv->chat_entry), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Chat with the other players"), -1);
  gtk_widget_set_margin_start (priv->chat_entry, 4);
  gtk_widget_set_margin_end (priv->chat_entry, 4);
  gtk_widget_set_margin_top (priv->chat_entry, 4);
  gtk_widget_set_margin_bottom (priv->chat_entry, 4);
  g_signal_connect (priv->chat_entry, "activate", G_CALLBACK (chat_entry_activate_cb), self);
  gtk_box_insert_child_after (GTK_BOX (box), priv->chat_entry, scroll);
}

/**
 * tsl_game_view_set_chat:
 * @chat: (nullable): the table's chat, a list of #GtkStringObject lines
 *   that only grows, or %NULL for none
 *
 * Shows the lines of @chat in the log among the actions, each where it
 * came, and an entry under the log whose lines the view's #TslGameView::chat
 * signal hands on.  The lines already there when the chat is set come
 * first.
 */
void
tsl_game_view_set_chat (TslGameView *self,
                        GListModel  *chat)
{
  TslGameViewPrivate *priv;

  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  g_return_if_fail (chat == NULL || G_IS_LIST_MODEL (chat));
  priv = PRIV (self);
  if (priv->chat == chat)
    return;
  if (priv->chat != NULL)
    g_signal_handlers_disconnect_by_data (priv->chat, self);
  g_set_object (&priv->chat, chat);
  g_array_set_size (priv->chat_at, chat != NULL ? g_list_model_get_n_items (chat) : 0);
  memset (priv->chat_at->data, 0, priv->chat_at->len * sizeof (guint));
  if (chat != NULL)
    {
      g_signal_connect (chat, "items-changed", G_CALLBACK (chat_changed_cb), self);
      ensure_chat_entry (self);
    }
  if (priv->chat_entry != NULL)
    gtk_widget_set_visible (priv->chat_entry, chat != NULL);
  fill_log (self);
}

/* Newest visible: whenever the log grows, follow its end. */
static gboolean
scroll_log_to_end (GtkWidget     *scroll,
                   GdkFrameClock *clock,
                   gpointer       user_data)
{
  GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll));

  gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
  g_object_set_data (G_OBJECT (scroll), "tsl-log-follow", NULL);
  return G_SOURCE_REMOVE;
}

/* The rows' heights are known only once they are laid out: follow the end
 * at the next frame, once per frame however many rows came. */
static void
log_upper_changed_cb (GtkAdjustment *adj,
                      GParamSpec    *pspec,
                      GtkWidget     *scroll)
{
  if (g_object_get_data (G_OBJECT (scroll), "tsl-log-follow") != NULL)
    return;
  g_object_set_data (G_OBJECT (scroll), "tsl-log-follow", GUINT_TO_POINTER (
                     gtk_widget_add_tick_callback (scroll, scroll_log_to_end, NULL, NULL)));
}

/**
 * tsl_game_view_set_log:
 *
 * Makes @log (a template child of the view) the game log: the base class
 * fills it when the session changes or actions are undone, and adds a line
 * for every action applied, the newest marked with the "newest" style.
 */
void
tsl_game_view_set_log (TslGameView         *self,
                       GtkListBox          *log,
                       TslGameViewLogOrder  order)
{
  TslGameViewPrivate *priv;
  GtkWidget *scroll;

  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  g_return_if_fail (GTK_IS_LIST_BOX (log));
  priv = PRIV (self);
  priv->log = log;
  priv->log_order = order;
  scroll = gtk_widget_get_ancestor (GTK_WIDGET (log), GTK_TYPE_SCROLLED_WINDOW);
  /* Also when the page size changes: a log filled before the view is
   * shown learns its height only then. */
  if (order == TSL_GAME_VIEW_LOG_NEWEST_LAST && scroll != NULL)
    {
      GtkAdjustment *adj = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroll));

      g_signal_connect_object (adj, "notify::upper", G_CALLBACK (log_upper_changed_cb), scroll, 0);
      g_signal_connect_object (adj, "notify::page-size", G_CALLBACK (log_upper_changed_cb), scroll, 0);
    }
}

/**
 * tsl_game_view_show_notice:
 * @text: one or more translated sentences
 *
 * Asks the window to show @text in a notice that fades.
 */
void
tsl_game_view_show_notice (TslGameView *self,
                           const char  *text)
{
  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  if (text != NULL && *text != '\0')
    g_signal_emit (self, signals[SIGNAL_NOTICE], 0, text);
}

/* The game's and the session's signals */

static void
update (TslGameView       *self,
        TslGameViewUpdate  what,
        guint              index)
{
  if (TSL_GAME_VIEW_GET_CLASS (self)->update != NULL)
    TSL_GAME_VIEW_GET_CLASS (self)->update (self, what, index);
}

static void
action_applied_cb (TslGame     *game,
                   guint        index,
                   TslGameView *self)
{
  append_log_text (self, tsl_game_get_action_text (game, index));
  g_clear_pointer (&PRIV (self)->explanation, g_free);
  update (self, TSL_GAME_VIEW_ACTION_APPLIED, index);
}

static void
undone_cb (TslGame     *game,
           guint        n_actions,
           TslGameView *self)
{
  g_clear_pointer (&PRIV (self)->explanation, g_free);
  fill_log (self);
  update (self, TSL_GAME_VIEW_UNDONE, n_actions);
}

static void
thinking_changed_cb (TslSession  *session,
                     GParamSpec  *pspec,
                     TslGameView *self)
{
  update (self, TSL_GAME_VIEW_THINKING_CHANGED, 0);
}

/**
 * tsl_game_view_set_session:
 *
 * Shows @session (or nothing when %NULL): the subclass forgets the old
 * session, the log is filled, then the subclass shows the new one.
 */
void
tsl_game_view_set_session (TslGameView *self,
                           TslSession  *session)
{
  TslGameViewClass *klass;
  TslGameViewPrivate *priv;

  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  g_return_if_fail (session == NULL || TSL_IS_SESSION (session));
  klass = TSL_GAME_VIEW_GET_CLASS (self);
  priv = PRIV (self);
  if (priv->session == session)
    return;

  if (klass->forget_session != NULL)
    klass->forget_session (self);
  if (priv->session != NULL)
    {
      g_signal_handlers_disconnect_by_data (priv->session, self);
      g_signal_handlers_disconnect_by_data (priv->game, self);
    }
  g_set_object (&priv->session, session);
  priv->game = session != NULL ? tsl_session_get_game (session) : NULL;
  g_clear_pointer (&priv->explanation, g_free);
  fill_log (self);
  if (session != NULL)
    {
      g_signal_connect (priv->game, "action-applied", G_CALLBACK (action_applied_cb), self);
      g_signal_connect (priv->game, "undone", G_CALLBACK (undone_cb), self);
      g_signal_connect (session, "notify::thinking-seat", G_CALLBACK (thinking_changed_cb), self);
    }
  update (self, TSL_GAME_VIEW_SESSION_CHANGED, 0);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SESSION]);
}

TslSession *
tsl_game_view_get_session (TslGameView *self)
{
  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), NULL);
  return PRIV (self)->session;
}

TslGame *
tsl_game_view_get_game (TslGameView *self)
{
  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), NULL);
  return PRIV (self)->game;
}

void
tsl_game_view_activate_primary (TslGameView *self)
{
  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  if (TSL_GAME_VIEW_GET_CLASS (self)->activate_primary != NULL)
    TSL_GAME_VIEW_GET_CLASS (self)->activate_primary (self);
}

/**
 * tsl_game_view_show_hint:
 * @move: (nullable): the move the hint advises, legal in the position
 *   shown; %NULL takes the mark away
 *
 * Marks the hint's move on the board, where the game's view can.
 */
void
tsl_game_view_show_hint (TslGameView   *self,
                         const TslMove *move)
{
  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  if (TSL_GAME_VIEW_GET_CLASS (self)->show_hint != NULL)
    TSL_GAME_VIEW_GET_CLASS (self)->show_hint (self, move);
}

/**
 * tsl_game_view_get_primary_label:
 *
 * Returns: (nullable): the label of the header bar's main button, %NULL
 *   when there is nothing to do
 */
const char *
tsl_game_view_get_primary_label (TslGameView *self)
{
  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), NULL);
  return PRIV (self)->primary_label;
}

void
tsl_game_view_set_primary_label (TslGameView *self,
                                 const char  *label)
{
  TslGameViewPrivate *priv;

  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  priv = PRIV (self);
  if (g_strcmp0 (priv->primary_label, label) == 0)
    return;
  g_free (priv->primary_label);
  priv->primary_label = g_strdup (label);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PRIMARY_LABEL]);
}

/**
 * tsl_game_view_seat_name:
 *
 * Returns: the name of @seat in the game shown, "?" when there is none
 */
const char *
tsl_game_view_seat_name (TslGameView *self,
                         gint         seat)
{
  TslGame *game;
  const char *name = NULL;

  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), "?");
  game = PRIV (self)->game;
  if (game != NULL && seat >= 0 && seat < (gint) tsl_game_get_n_players (game))
    name = tsl_game_get_seat_name (game, seat);
  return name != NULL ? name : "?";
}

/* Moves */

/**
 * tsl_game_view_set_status_label:
 *
 * The label where a refused move's reason shows (see
 * tsl_game_view_apply_move()).
 */
void
tsl_game_view_set_status_label (TslGameView *self,
                                GtkLabel    *label)
{
  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  g_return_if_fail (GTK_IS_LABEL (label));
  PRIV (self)->status_label = label;
}

/**
 * tsl_game_view_get_explanation:
 *
 * Returns: (nullable): why the last move was refused, until an action is
 *   applied or undone or the session changes
 */
const char *
tsl_game_view_get_explanation (TslGameView *self)
{
  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), NULL);
  return PRIV (self)->explanation;
}

/**
 * tsl_game_view_set_explanation:
 * @text: (nullable): why the last click or move did nothing
 *
 * Shows @text in the status label until an action is applied or undone or
 * the session changes; %NULL forgets it.
 */
void
tsl_game_view_set_explanation (TslGameView *self,
                               const char  *text)
{
  TslGameViewPrivate *priv;

  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  priv = PRIV (self);
  g_free (priv->explanation);
  priv->explanation = g_strdup (text);
  if (text != NULL && priv->status_label != NULL)
    gtk_label_set_label (priv->status_label, text);
}

/**
 * tsl_game_view_get_status:
 *
 * Returns: the status label's text: what happens now, or why the last
 *   move was refused
 */
const char *
tsl_game_view_get_status (TslGameView *self)
{
  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), NULL);
  if (PRIV (self)->status_label == NULL)
    return NULL;
  return gtk_label_get_label (PRIV (self)->status_label);
}

/**
 * tsl_game_view_set_status:
 *
 * Shows @status (what happens now) in the status label, unless the reason
 * a move was refused is still to be read there.
 */
void
tsl_game_view_set_status (TslGameView *self,
                          const char  *status)
{
  TslGameViewPrivate *priv;

  g_return_if_fail (TSL_IS_GAME_VIEW (self));
  priv = PRIV (self);
  if (priv->status_label != NULL)
    gtk_label_set_label (priv->status_label, priv->explanation != NULL ? priv->explanation : status);
}

static gboolean
explain_refusal (TslGameView *self,
                 gboolean     applied,
                 GError     **error)
{
  if (applied)
    return TRUE;
  tsl_game_view_set_explanation (self, (*error)->message);
  gtk_widget_error_bell (GTK_WIDGET (self));
  return FALSE;
}

/**
 * tsl_game_view_apply_move:
 *
 * Sends @move for the human who must act.  When the rules refuse it, the
 * engine's reason becomes the explanation and goes to the status label,
 * and nothing changes.
 *
 * Returns: %TRUE if @move was applied
 */
gboolean
tsl_game_view_apply_move (TslGameView *self,
                          TslMove     *move)
{
  g_autoptr(GError) error = NULL;
  TslGameViewPrivate *priv;

  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), FALSE);
  priv = PRIV (self);
  if (priv->session == NULL || move == NULL)
    return FALSE;
  return explain_refusal (self, tsl_session_apply_move (priv->session, move, &error), &error);
}

/**
 * tsl_game_view_apply_json:
 *
 * tsl_game_view_apply_move() for an action in the engine contract's JSON.
 */
gboolean
tsl_game_view_apply_json (TslGameView *self,
                          JsonObject  *action)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) keep = NULL;
  TslGameViewPrivate *priv;

  g_return_val_if_fail (TSL_IS_GAME_VIEW (self), FALSE);
  priv = PRIV (self);
  if (priv->session == NULL || action == NULL)
    return FALSE;
  /* The refresh that follows the action may free the list @action is in. */
  keep = json_object_ref (action);
  return explain_refusal (self, tsl_session_apply_json (priv->session, keep, &error), &error);
}

/**
 * tsl_game_view_class_set_game:
 * @preview: (nullable): draws the launcher card's picture
 * @screenshots: (nullable): the game's scenes for `tessella --screenshot`
 *
 * Names the engine a view class plays, for tsl_game_view_register_type().
 */
void
tsl_game_view_class_set_game (TslGameViewClass           *klass,
                              const char                 *engine_id,
                              TslGameViewPreviewFunc      preview,
                              TslGameViewScreenshotsFunc  screenshots)
{
  g_return_if_fail (TSL_IS_GAME_VIEW_CLASS (klass));
  klass->engine_id = engine_id;
  klass->draw_preview = preview;
  klass->screenshots = screenshots;
}

/**
 * tsl_game_view_class_set_setup_preview:
 * @preview: draws the board of a new game with given options
 *
 * Gives the setup page a drawn preview of the game its options start: a
 * scenario chosen there shows its board at once.
 */
void
tsl_game_view_class_set_setup_preview (TslGameViewClass           *klass,
                                       TslGameViewSetupPreviewFunc preview)
{
  g_return_if_fail (TSL_IS_GAME_VIEW_CLASS (klass));
  klass->draw_setup_preview = preview;
}

/* GObject */

static void
tsl_game_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  TslGameView *self = TSL_GAME_VIEW (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, PRIV (self)->session);
      break;
    case PROP_PRIMARY_LABEL:
      g_value_set_string (value, PRIV (self)->primary_label);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
tsl_game_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  switch (prop_id)
    {
    case PROP_SESSION:
      tsl_game_view_set_session (TSL_GAME_VIEW (object), g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

/* The subclass lets go of the session while its widgets still exist; its
 * template (on the most derived type) goes after that. */
static void
tsl_game_view_dispose (GObject *object)
{
  TslGameView *self = TSL_GAME_VIEW (object);

  tsl_game_view_set_session (self, NULL);
  tsl_game_view_set_chat (self, NULL);
  if (gtk_widget_get_first_child (GTK_WIDGET (self)) != NULL)
    tsl_widget_dispose_children (GTK_WIDGET (self), G_OBJECT_TYPE (self));
  PRIV (self)->log = NULL;
  PRIV (self)->newest = NULL;
  PRIV (self)->chat_entry = NULL;
  PRIV (self)->status_label = NULL;
  G_OBJECT_CLASS (tsl_game_view_parent_class)->dispose (object);
}

static void
tsl_game_view_finalize (GObject *object)
{
  TslGameViewPrivate *priv = PRIV (TSL_GAME_VIEW (object));

  g_clear_pointer (&priv->primary_label, g_free);
  g_clear_pointer (&priv->explanation, g_free);
  g_clear_pointer (&priv->chat_at, g_array_unref);
  G_OBJECT_CLASS (tsl_game_view_parent_class)->finalize (object);
}

static void
tsl_game_view_class_init (TslGameViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_game_view_dispose;
  object_class->finalize = tsl_game_view_finalize;
  object_class->get_property = tsl_game_view_get_property;
  object_class->set_property = tsl_game_view_set_property;

  properties[PROP_SESSION] =
    g_param_spec_object ("session", NULL, NULL, TSL_TYPE_SESSION,
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PRIMARY_LABEL] =
    g_param_spec_string ("primary-label", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * TslGameView::notice:
   * @text: one or more translated sentences
   *
   * Something changed a person's hand or pieces (or the game was saved):
   * the window shows @text briefly; the log keeps the action anyway.
   */
  signals[SIGNAL_NOTICE] =
    g_signal_new ("notice", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  /**
   * TslGameView::chat:
   * @text: what the person wrote under the log (tsl_game_view_set_chat())
   */
  signals[SIGNAL_CHAT] =
    g_signal_new ("chat", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_STRING);

  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
}

static void
tsl_game_view_init (TslGameView *self)
{
  PRIV (self)->chat_at = g_array_new (FALSE, TRUE, sizeof (guint));
}
