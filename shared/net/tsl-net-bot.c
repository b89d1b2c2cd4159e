/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-ai.h"
#include "tsl-error.h"
#include "tsl-net-bot.h"
#include "tsl-net-protocol.h"

/*
 * TslNetBot: a computer player at a network table.  Whenever the view its
 * client received says its seat must act, a local TslAi chooses on a copy
 * of that view in a worker thread, and the move goes back with the
 * position's sequence number.  It plays until the game is over or the
 * connection ends ("done", with the error of the latter).  A pace makes
 * it wait before each move, as a person would (benchmarks of a server).
 *
 * Signals:
 *   "done": the game is over, or the connection ended.
 *   "moved" (guint seq): a move answering position @seq was sent.
 */

struct _TslNetBot
{
  GObject       parent_instance;

  TslNetClient *client;
  char         *kind;
  TslAi        *ai;
  GCancellable *cancellable;
  GError       *error;
  guint         thinking_seq;   /* G_MAXUINT when not thinking */
  guint         pace_ms;
  guint         pace_id;        /* waiting before thinking */
  guint         moves;
  gboolean      done;
};

G_DEFINE_FINAL_TYPE (TslNetBot, tsl_net_bot, G_TYPE_OBJECT)

enum {
  SIGNAL_DONE,
  SIGNAL_MOVED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

typedef struct
{
  TslAi     *ai;
  TslEngine *engine;
  gpointer   view;
  gint       seat;
  guint      seq;
  guint64    seed;
  TslMove    move;
} Thinking;

static void
thinking_free (gpointer data)
{
  Thinking *t = data;

  g_clear_object (&t->ai);
  g_free (t->view);
  g_free (t);
}

static void
finish (TslNetBot *self,
        GError    *error)
{
  if (self->done)
    {
      g_clear_error (&error);
      return;
    }
  self->done = TRUE;
  self->error = error;
  g_cancellable_cancel (self->cancellable);
  g_signal_emit (self, signals[SIGNAL_DONE], 0);
}

static void
think_thread (GTask        *task,
              gpointer      source,
              gpointer      task_data,
              GCancellable *cancellable)
{
  Thinking *t = task_data;
  TslRng rng;

  tsl_rng_init (&rng, t->seed, t->seq);
  memset (&t->move, 0, sizeof t->move);
  if (!tsl_ai_choose_move_cancellable (t->ai, t->engine, t->view, t->seat, &rng, cancellable, &t->move))
    g_task_return_new_error (task, TSL_ERROR, TSL_ERROR_FAILED,
                             _("The computer player found no move for seat %d"), t->seat);
  else
    g_task_return_boolean (task, TRUE);
}

static void
chosen_cb (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  TslNetBot *self = TSL_NET_BOT (source);
  Thinking *t = g_task_get_task_data (G_TASK (result));
  GError *error = NULL;

  self->thinking_seq = G_MAXUINT;
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_error_free (error);
      else
        finish (self, error);
      return;
    }
  /* The position moved on meanwhile (a reconnect sent it again): think
   * again on the new one rather than answer an old question. */
  if (self->done || t->seq != tsl_net_client_get_seq (self->client))
    return;
  t->move.player = (gint8) t->seat;
  tsl_net_client_play (self->client, &t->move);
  self->moves++;
  g_signal_emit (self, signals[SIGNAL_MOVED], 0, t->seq);
}

static void
think (TslNetBot *self)
{
  TslNetClient *client = self->client;
  TslEngine *engine = tsl_net_client_get_engine (client);
  g_autoptr(GTask) task = NULL;
  GError *error = NULL;
  Thinking *t;

  if (self->ai == NULL)
    {
      self->ai = tsl_engine_create_ai (engine, self->kind, &error);
      if (self->ai == NULL)
        {
          finish (self, error);
          return;
        }
    }
  t = g_new0 (Thinking, 1);
  t->ai = g_object_ref (self->ai);
  t->engine = engine;
  t->view = tsl_engine_state_dup (engine, tsl_net_client_get_view (client));
  t->seat = tsl_net_client_get_seat (client);
  t->seq = tsl_net_client_get_seq (client);
  t->seed = tsl_net_random_seed ();
  self->thinking_seq = t->seq;
  task = g_task_new (self, self->cancellable, chosen_cb, NULL);
  g_task_set_task_data (task, t, thinking_free);
  g_task_run_in_thread (task, think_thread);
}

static gboolean
must_think (TslNetBot *self)
{
  return tsl_net_client_get_to_act (self->client) == tsl_net_client_get_seat (self->client)
         && self->thinking_seq != tsl_net_client_get_seq (self->client) && !self->done;
}

/* The pace is over: the position may have moved on meanwhile. */
static gboolean
pace_cb (gpointer user_data)
{
  TslNetBot *self = user_data;

  self->pace_id = 0;
  if (must_think (self))
    think (self);
  return G_SOURCE_REMOVE;
}

static void
updated_cb (TslNetClient *client,
            TslNetBot    *self)
{
  if (tsl_net_client_is_over (client))
    {
      finish (self, NULL);
      return;
    }
  if (!must_think (self) || self->pace_id != 0)
    return;
  if (self->pace_ms > 0)
    self->pace_id = g_timeout_add (self->pace_ms, pace_cb, self);
  else
    think (self);
}

/* The server refused the bot's move: it would only wait for a turn that
 * never comes. */
static void
refused_cb (TslNetClient *client,
            const GError *error,
            TslNetBot    *self)
{
  finish (self, g_error_copy (error));
}

static void
closed_cb (TslNetClient *client,
           const GError *error,
           TslNetBot    *self)
{
  finish (self, tsl_net_client_is_over (client) ? NULL : g_error_copy (error));
}

static void
tsl_net_bot_dispose (GObject *object)
{
  TslNetBot *self = TSL_NET_BOT (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->pace_id, g_source_remove);
  if (self->client != NULL)
    g_signal_handlers_disconnect_by_data (self->client, self);
  g_clear_object (&self->client);
  g_clear_object (&self->ai);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (tsl_net_bot_parent_class)->dispose (object);
}

static void
tsl_net_bot_finalize (GObject *object)
{
  TslNetBot *self = TSL_NET_BOT (object);

  g_clear_error (&self->error);
  g_free (self->kind);
  G_OBJECT_CLASS (tsl_net_bot_parent_class)->finalize (object);
}

static void
tsl_net_bot_class_init (TslNetBotClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = tsl_net_bot_dispose;
  object_class->finalize = tsl_net_bot_finalize;

  signals[SIGNAL_DONE] =
    g_signal_new ("done", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 0);
  signals[SIGNAL_MOVED] =
    g_signal_new ("moved", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
tsl_net_bot_init (TslNetBot *self)
{
  self->cancellable = g_cancellable_new ();
  self->thinking_seq = G_MAXUINT;
}

/**
 * tsl_net_bot_new:
 * @client: a client that has joined (or is joining) a seat
 * @ai_kind: a computer player of the table's game ("greedy", "strong"…)
 *
 * Returns: (transfer full): a bot playing the client's seat
 */
TslNetBot *
tsl_net_bot_new (TslNetClient *client,
                 const char   *ai_kind)
{
  TslNetBot *self;

  g_return_val_if_fail (TSL_IS_NET_CLIENT (client), NULL);
  self = g_object_new (TSL_TYPE_NET_BOT, NULL);
  self->client = g_object_ref (client);
  self->kind = g_strdup (ai_kind);
  g_signal_connect (client, "updated", G_CALLBACK (updated_cb), self);
  g_signal_connect (client, "closed", G_CALLBACK (closed_cb), self);
  g_signal_connect (client, "refused", G_CALLBACK (refused_cb), self);
  /* A client that already holds a view (a rejoin) may have to act now. */
  if (tsl_net_client_get_view (client) != NULL)
    updated_cb (client, self);
  return self;
}

/**
 * tsl_net_bot_set_pace:
 * @milliseconds: how long to wait before thinking about each move
 */
void
tsl_net_bot_set_pace (TslNetBot *self,
                      guint      milliseconds)
{
  g_return_if_fail (TSL_IS_NET_BOT (self));
  self->pace_ms = milliseconds;
}

TslNetClient *
tsl_net_bot_get_client (TslNetBot *self)
{
  g_return_val_if_fail (TSL_IS_NET_BOT (self), NULL);
  return self->client;
}

gboolean
tsl_net_bot_is_done (TslNetBot *self)
{
  g_return_val_if_fail (TSL_IS_NET_BOT (self), FALSE);
  return self->done;
}

/**
 * tsl_net_bot_get_error:
 *
 * Returns: (nullable): why the bot stopped before the end of the game
 */
const GError *
tsl_net_bot_get_error (TslNetBot *self)
{
  g_return_val_if_fail (TSL_IS_NET_BOT (self), NULL);
  return self->error;
}

guint
tsl_net_bot_count_moves (TslNetBot *self)
{
  g_return_val_if_fail (TSL_IS_NET_BOT (self), 0);
  return self->moves;
}
