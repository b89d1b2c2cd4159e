/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-view-private.h"
#include "tsl-dialogs.h"

/* Fishermen of Catan: the fish actions and the Old Boot as one question
 * with a button per legal choice (mouse and keyboard alike); a free road
 * bought with fish is then a click on the board (MODE_FISH_ROAD). */

typedef struct
{
  TslCatanView *view;
  GArray       *moves;    /* TslMove, one per button */
  GPtrArray    *labels;   /* their labels, NULL-terminated */
} FishChoice;

static void
fish_choice_free (FishChoice *data)
{
  g_array_unref (data->moves);
  g_ptr_array_unref (data->labels);
  g_object_unref (data->view);
  g_free (data);
}

static gboolean
is_fish_type (guint type)
{
  return type >= TSL_CATAN_FISH_ROBBER && type <= TSL_CATAN_PASS_OLD_BOOT;
}

gboolean
_tsl_catan_view_fish_possible (TslCatanView *self)
{
  for (guint i = 0; self->has_legal && i < self->legal.len; i++)
    if (is_fish_type (self->legal.moves[i].type))
      return TRUE;
  return FALSE;
}

/* "3 + 2 fish": the cards handed in, the biggest first. */
static char *
paid_text (const TslMove *move)
{
  g_autoptr(GString) cards = g_string_new (NULL);
  guint total = 0;

  for (gint k = 2; k >= 0; k--)
    for (guint i = 0; i < move->count[k]; i++)
      {
        if (cards->len > 0)
          g_string_append (cards, " + ");
        g_string_append_printf (cards, "%d", k + 1);
        total += (guint) k + 1;
      }
  /* Translators: Fishermen of Catan, the fish cards handed in, e.g. "3 + 2" and the total */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%u fish)", "%s (%u fish)", total),
                          cards->str, total);
}

static const char *
resource_label (gint r)
{
  static const char * const names[TSL_CATAN_N_RESOURCES] = {
    N_("lumber"), N_("brick"), N_("wool"), N_("grain"), N_("ore"),
  };
  return r >= 0 && r < TSL_CATAN_N_RESOURCES ? _(names[r]) : "";
}

static char *
label_for (TslCatanView  *self,
           const TslMove *move)
{
  g_autofree char *paid = move->type != TSL_CATAN_PASS_OLD_BOOT ? paid_text (move) : NULL;

  switch (move->type)
    {
    case TSL_CATAN_FISH_ROBBER:
      /* Translators: Fishermen of Catan; %s is the payment, e.g. "2 (2 fish)" */
      return g_strdup_printf (_("Drive the robber off the board for %s"), paid);
    case TSL_CATAN_FISH_STEAL:
      /* Translators: Fishermen of Catan; an opponent's name and the payment */
      return g_strdup_printf (_("Draw a resource card from %s for %s"),
                              _tsl_catan_view_seat_name (self, move->arg[0]), paid);
    case TSL_CATAN_FISH_RESOURCE:
      /* Translators: Fishermen of Catan; a resource and the payment */
      return g_strdup_printf (_("Take 1 %s from the bank for %s"), resource_label (move->arg[0]), paid);
    case TSL_CATAN_FISH_ROAD:
      /* Translators: Fishermen of Catan; the payment */
      return g_strdup_printf (_("Build a free road for %s…"), paid);
    case TSL_CATAN_FISH_DEV_CARD:
      /* Translators: Fishermen of Catan; the payment */
      return g_strdup_printf (_("Take a development card for %s"), paid);
    case TSL_CATAN_PASS_OLD_BOOT:
      /* Translators: Fishermen of Catan; the player who receives the Old Boot */
      return g_strdup_printf (_("Give the Old Boot to %s"), _tsl_catan_view_seat_name (self, move->arg[0]));
    default:
      g_assert_not_reached ();
    }
}

static void
chosen_cb (int      choice,
           gpointer user_data)
{
  FishChoice *data = user_data;
  TslCatanView *self = data->view;

  if (choice >= 0 && (guint) choice < data->moves->len && self->game != NULL)
    {
      const TslMove *move = &g_array_index (data->moves, TslMove, choice);

      if (move->type == TSL_CATAN_FISH_ROAD)
        {
          /* The path is chosen on the board, paid with these cards. */
          memcpy (self->fish_paid, move->count, sizeof self->fish_paid);
          self->mode = MODE_FISH_ROAD;
          _tsl_catan_view_refresh (self);
          gtk_widget_grab_focus (self->board);
        }
      else
        _tsl_catan_view_apply_copy (self, move);
    }
  fish_choice_free (data);
}

/* The legal fish actions, one button each; the free roads once per payment. */
void
_tsl_catan_view_ask_fish (TslCatanView *self)
{
  FishChoice *data;
  g_autofree char *secondary = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *fish = NULL;
  const TslCatanPlayerInfo *me;

  if (!_tsl_catan_view_usable (self) || !_tsl_catan_view_fish_possible (self))
    return;
  data = g_new0 (FishChoice, 1);
  data->view = g_object_ref (self);
  data->moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  data->labels = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];
      gboolean seen = FALSE;

      if (!is_fish_type (move->type))
        continue;
      for (guint j = 0; move->type == TSL_CATAN_FISH_ROAD && j < data->moves->len; j++)
        {
          const TslMove *other = &g_array_index (data->moves, TslMove, j);

          seen |= other->type == TSL_CATAN_FISH_ROAD && memcmp (other->count, move->count, 3) == 0;
        }
      if (seen)
        continue;
      g_array_append_val (data->moves, *move);
      g_ptr_array_add (data->labels, label_for (self, move));
    }
  g_ptr_array_add (data->labels, NULL);
  me = &self->info.players[self->actor];
  cards = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u fish card", "%u fish cards", me->fish_cards),
                           me->fish_cards);
  /* Translators: Fishermen of Catan; the fish shown on the own fish cards */
  fish = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u fish", "%u fish", me->fish_total), me->fish_total);
  /* Translators: Fishermen of Catan; the own fish cards ("3 fish cards") and
   * the fish on them ("7 fish") */
  secondary = g_strdup_printf (_("You hold %s with %s in all. Fish paid above an action’s price are lost."),
                               cards, fish);
  _tsl_catan_view_ask (self, _("Fish"), secondary,
                       (const char * const *) data->labels->pdata, TRUE, chosen_cb, data);
}
