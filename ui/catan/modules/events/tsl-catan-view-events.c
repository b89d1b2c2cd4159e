/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hand.h"
#include "tsl-catan-events-view.h"

/* Catan Events: the choices an event card asks of a human player, as a
 * question with one button per legal choice (mouse and keyboard alike).
 * Damaging and repairing a road are board clicks (tsl-catan-events-view.c). */

typedef struct
{
  TslCatanView *view;
  GArray       *moves;    /* TslMove, one per button */
  GPtrArray    *labels;   /* their labels, NULL-terminated */
} EventChoice;

static void
event_choice_free (EventChoice *data)
{
  g_array_unref (data->moves);
  g_ptr_array_unref (data->labels);
  g_object_unref (data->view);
  g_free (data);
}

static void
chosen_cb (int      choice,
           gpointer user_data)
{
  EventChoice *data = user_data;

  if (choice >= 0 && (guint) choice < data->moves->len && data->view->game != NULL)
    _tsl_catan_view_apply_copy (data->view, &g_array_index (data->moves, TslMove, choice));
  event_choice_free (data);
}

static EventChoice *
event_choice_new (TslCatanView *self)
{
  EventChoice *data = g_new0 (EventChoice, 1);

  data->view = g_object_ref (self);
  data->moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  data->labels = g_ptr_array_new_with_free_func (g_free);
  return data;
}

static void
add_choice (EventChoice   *data,
            const TslMove *move,
            char          *label)
{
  g_array_append_val (data->moves, *move);
  g_ptr_array_add (data->labels, label);
}

static void
ask (TslCatanView *self,
     EventChoice  *data,
     const char   *primary)
{
  g_ptr_array_add (data->labels, NULL);
  _tsl_catan_view_ask (self, primary, tsl_catan_event_text (self->info.events.event_pending),
                       (const char * const *) data->labels->pdata, FALSE, chosen_cb, data);
}

/* The legal moves of @type, and for GIVE_RESOURCE only those to @to (-1: all). */
static void
collect (TslCatanView   *self,
         TslCatanAction  type,
         gint            to,
         EventChoice    *data)
{
  for (guint i = 0; i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];
      const char *name;

      if (move->type != type || (to >= 0 && move->arg[1] != to))
        continue;
      switch (type)
        {
        case TSL_CATAN_TAKE_RESOURCE:
        case TSL_CATAN_GIVE_RESOURCE:
          add_choice (data, move, g_strdup (tsl_catan_resource_label (move->arg[0])));
          break;
        case TSL_CATAN_DRAW_RESOURCE:
          if (move->arg[0] < 0)
            {
              add_choice (data, move, g_strdup (_("Draw _No Card")));
              break;
            }
          name = _tsl_catan_view_seat_name (self, move->arg[0]);
          add_choice (data, move,
                      /* Translators: a player to draw a card from, and how many cards they hold */
                      g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%u card)", "%s (%u cards)",
                                                    self->info.players[move->arg[0]].n_resources),
                                       name, self->info.players[move->arg[0]].n_resources));
          break;
        default:
          break;
        }
    }
}

typedef struct
{
  TslCatanView *view;
  guint         seats[TSL_CATAN_MAX_PLAYERS];
} RecipientChoice;

static void
ask_gift (TslCatanView *self,
          gint          to)
{
  EventChoice *data = event_choice_new (self);
  g_autofree char *primary = NULL;

  collect (self, TSL_CATAN_GIVE_RESOURCE, to, data);
  /* Translators: an event card's title and the player who receives the card */
  primary = g_strdup_printf (_("%s: which card do you give to %s?"),
                             tsl_catan_event_title (self->info.events.event_pending),
                             _tsl_catan_view_seat_name (self, to));
  ask (self, data, primary);
}

static void
recipient_cb (int      choice,
              gpointer user_data)
{
  RecipientChoice *data = user_data;

  if (choice >= 0 && data->view->game != NULL && _tsl_catan_view_usable (data->view))
    ask_gift (data->view, (gint) data->seats[choice]);
  g_object_unref (data->view);
  g_free (data);
}

/* Neighbourly Assistance may let the giver choose among several players. */
static void
ask_recipient (TslCatanView *self)
{
  RecipientChoice *data = g_new0 (RecipientChoice, 1);
  const char *labels[TSL_CATAN_MAX_PLAYERS + 1] = { NULL, };
  g_autofree char *primary = NULL;
  guint n = 0;

  data->view = g_object_ref (self);
  for (guint q = 0; q < TSL_CATAN_MAX_PLAYERS; q++)
    if (self->info.events.event_give_to & (1u << q))
      {
        data->seats[n] = q;
        labels[n++] = _tsl_catan_view_seat_name (self, (gint) q);
      }
  /* Translators: an event card's title */
  primary = g_strdup_printf (_("%s: who receives your card?"), tsl_catan_event_title (self->info.events.event_pending));
  _tsl_catan_view_ask (self, primary, tsl_catan_event_text (self->info.events.event_pending),
                       labels, FALSE, recipient_cb, data);
}

/**
 * _tsl_catan_view_prompt_event:
 *
 * Asks the human actor the choice the pending event wants, if any.
 */
void
_tsl_catan_view_prompt_event (TslCatanView *self)
{
  EventChoice *data;
  g_autofree char *primary = NULL;
  const char *title = tsl_catan_event_title (self->info.events.event_pending);

  if (_tsl_catan_view_has_legal (self, TSL_CATAN_GIVE_RESOURCE))
    {
      guint to = self->info.events.event_give_to;

      if (to != 0 && (to & (to - 1)) != 0)
        ask_recipient (self);
      else
        ask_gift (self, to != 0 ? __builtin_ctz (to) : -1);
      return;
    }
  data = event_choice_new (self);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_TAKE_RESOURCE))
    {
      collect (self, TSL_CATAN_TAKE_RESOURCE, -1, data);
      /* Translators: an event card's title */
      primary = g_strdup_printf (_("%s: take a resource card from the bank"), title);
    }
  else if (_tsl_catan_view_has_legal (self, TSL_CATAN_DRAW_RESOURCE))
    {
      collect (self, TSL_CATAN_DRAW_RESOURCE, -1, data);
      /* Translators: an event card's title */
      primary = g_strdup_printf (_("%s: draw a card from which player?"), title);
    }
  if (primary == NULL || data->moves->len == 0)
    {
      event_choice_free (data);
      return;
    }
  ask (self, data, primary);
}
