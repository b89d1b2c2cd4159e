/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-fishermen-view.h"

/* Fishermen of Catan: the fish actions and the Old Boot as steps in the
 * side column's prompt (mouse and keyboard alike): the reward first, with
 * its price; then its target (whom to draw from, which resource); the
 * cheapest fish cards that pay it are chosen and can be changed.  A free
 * road bought with fish is then a click on the board (a move mode). */

typedef struct
{
  TslCatanView *view;
  GArray       *moves;     /* TslMove: the legal fish moves */
  guint         type;      /* the reward chosen, or G_MAXUINT */
  guint8        paid[3];   /* the fish cards chosen to pay it */
  GArray       *shown;     /* gint: what each button of the step stands for */
} FishFlow;

static void
fish_flow_free (FishFlow *flow)
{
  g_array_unref (flow->moves);
  g_array_unref (flow->shown);
  g_object_unref (flow->view);
  g_free (flow);
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

static guint
paid_total (const guint8 paid[3])
{
  return paid[0] + 2u * paid[1] + 3u * paid[2];
}

/* Cheaper: fewer fish, then fewer cards (the fish left stay in more cards). */
static gboolean
cheaper (const guint8 a[3],
         const guint8 b[3])
{
  if (paid_total (a) != paid_total (b))
    return paid_total (a) < paid_total (b);
  return a[0] + a[1] + a[2] < b[0] + b[1] + b[2];
}

/* "3 + 2 fish": the cards handed in, the biggest first. */
static char *
paid_text (const guint8 paid[3])
{
  g_autoptr(GString) cards = g_string_new (NULL);
  guint total = 0;

  for (gint k = 2; k >= 0; k--)
    for (guint i = 0; i < paid[k]; i++)
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

static gboolean
needs_target (guint type)
{
  return type == TSL_CATAN_FISH_STEAL || type == TSL_CATAN_FISH_RESOURCE || type == TSL_CATAN_PASS_OLD_BOOT;
}

/* The cheapest payment of a legal move of @type, FALSE when there is none. */
static gboolean
cheapest_payment (FishFlow *flow,
                  guint     type,
                  guint8    paid[3])
{
  gboolean found = FALSE;

  for (guint i = 0; i < flow->moves->len; i++)
    {
      const TslMove *move = &g_array_index (flow->moves, TslMove, i);

      if (move->type == type && (!found || cheaper (move->count, paid)))
        {
          memcpy (paid, move->count, 3);
          found = TRUE;
        }
    }
  return found;
}

/* The legal move of the chosen reward and payment, for @target (or any). */
static const TslMove *
find_move (FishFlow *flow,
           gint      target)
{
  for (guint i = 0; i < flow->moves->len; i++)
    {
      const TslMove *move = &g_array_index (flow->moves, TslMove, i);

      if (move->type == flow->type && memcmp (move->count, flow->paid, 3) == 0
          && (target < 0 || move->arg[0] == target))
        return move;
    }
  return NULL;
}

static guint
n_payments (FishFlow *flow)
{
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, 3);

  for (guint i = 0; i < flow->moves->len; i++)
    {
      const TslMove *move = &g_array_index (flow->moves, TslMove, i);
      gboolean known = FALSE;

      if (move->type != flow->type)
        continue;
      for (guint j = 0; j < seen->len; j++)
        known |= memcmp (seen->data + 3 * j, move->count, 3) == 0;
      if (!known)
        g_array_append_vals (seen, move->count, 1);
    }
  return seen->len;
}

static char *
reward_label (guint type,
              guint price)
{
  switch (type)
    {
    case TSL_CATAN_FISH_ROBBER:
      /* Translators: Fishermen of Catan, a reward and its price in fish */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Drive the robber off the board (%u fish)",
                                           "Drive the robber off the board (%u fish)", price), price);
    case TSL_CATAN_FISH_STEAL:
      /* Translators: Fishermen of Catan, a reward and its price in fish */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Draw a resource card from an opponent (%u fish)",
                                           "Draw a resource card from an opponent (%u fish)", price), price);
    case TSL_CATAN_FISH_RESOURCE:
      /* Translators: Fishermen of Catan, a reward and its price in fish */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Take a resource card from the bank (%u fish)",
                                           "Take a resource card from the bank (%u fish)", price), price);
    case TSL_CATAN_FISH_ROAD:
      /* Translators: Fishermen of Catan, a reward and its price in fish */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Build a free road (%u fish)",
                                           "Build a free road (%u fish)", price), price);
    case TSL_CATAN_FISH_DEV_CARD:
      /* Translators: Fishermen of Catan, a reward and its price in fish */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Take a development card (%u fish)",
                                           "Take a development card (%u fish)", price), price);
    case TSL_CATAN_PASS_OLD_BOOT:
      return g_strdup (_("Give the Old Boot to another player"));
    default:
      g_assert_not_reached ();
    }
}

static void ask_reward  (FishFlow *flow);
static void ask_target  (FishFlow *flow);
static void ask_payment (FishFlow *flow);

/* Sends the move (or starts the road's click on the board); the flow ends. */
static void
finish (FishFlow      *flow,
        const TslMove *move)
{
  TslCatanView *self = flow->view;

  if (move != NULL && self->game != NULL)
    {
      if (move->type == TSL_CATAN_FISH_ROAD)
        {
          /* The path is chosen on the board, paid with these cards. */
          /* Translators: Fishermen of Catan, the free road bought with fish */
          _tsl_catan_view_set_move_mode (self, move, 'e', TRUE,
                                         g_strdup_printf (_("%s: choose a path for the road you pay with fish."),
                                                          _tsl_catan_view_seat_name (self, self->actor)));
        }
      else
        _tsl_catan_view_apply_copy (self, move);
    }
  fish_flow_free (flow);
}

/* After the reward or a new payment: the target, or the move itself. */
static void
go_on (FishFlow *flow)
{
  if (needs_target (flow->type))
    ask_target (flow);
  else
    finish (flow, find_move (flow, -1));
}

static void
reward_chosen_cb (int      choice,
                  gpointer user_data)
{
  FishFlow *flow = user_data;

  if (choice < 0 || (guint) choice >= flow->shown->len || flow->view->game == NULL)
    {
      fish_flow_free (flow);
      return;
    }
  flow->type = (guint) g_array_index (flow->shown, gint, choice);
  cheapest_payment (flow, flow->type, flow->paid);
  go_on (flow);
}

static void
ask_reward (FishFlow *flow)
{
  static const guint order[] = {
    TSL_CATAN_FISH_ROBBER, TSL_CATAN_FISH_STEAL, TSL_CATAN_FISH_RESOURCE,
    TSL_CATAN_FISH_ROAD, TSL_CATAN_FISH_DEV_CARD, TSL_CATAN_PASS_OLD_BOOT,
  };
  TslCatanView *self = flow->view;
  const TslCatanPlayerInfo *me = &self->info.players[self->actor];
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *secondary = NULL;

  g_array_set_size (flow->shown, 0);
  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      guint8 paid[3];
      gint type = (gint) order[i];

      if (!cheapest_payment (flow, order[i], paid))
        continue;
      g_array_append_val (flow->shown, type);
      g_ptr_array_add (labels, reward_label (order[i], paid_total (paid)));
    }
  g_ptr_array_add (labels, NULL);
  /* Translators: Fishermen of Catan; the own fish cards and the fish on them */
  secondary = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                            "You hold %u fish card with %u fish in all.",
                                            "You hold %u fish cards with %u fish in all.", me->fishermen.fish_cards),
                               me->fishermen.fish_cards, me->fishermen.fish_total);
  _tsl_catan_view_ask (self, _("Which reward do you take for your fish?"), secondary,
                       (const char * const *) labels->pdata, TRUE, reward_chosen_cb, flow);
}

#define PAY_OTHERWISE (-2)

static void
target_chosen_cb (int      choice,
                  gpointer user_data)
{
  FishFlow *flow = user_data;
  gint target;

  if (choice < 0 || (guint) choice >= flow->shown->len || flow->view->game == NULL)
    {
      fish_flow_free (flow);
      return;
    }
  target = g_array_index (flow->shown, gint, choice);
  if (target == PAY_OTHERWISE)
    ask_payment (flow);
  else
    finish (flow, find_move (flow, target));
}

static void
ask_target (FishFlow *flow)
{
  TslCatanView *self = flow->view;
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *paid = paid_text (flow->paid);
  g_autofree char *secondary = NULL;
  const char *primary;

  g_array_set_size (flow->shown, 0);
  for (guint i = 0; i < flow->moves->len; i++)
    {
      const TslMove *move = &g_array_index (flow->moves, TslMove, i);
      gint target = move->arg[0];
      gboolean seen = FALSE;

      if (move->type != flow->type || memcmp (move->count, flow->paid, 3) != 0)
        continue;
      for (guint j = 0; j < flow->shown->len; j++)
        seen |= g_array_index (flow->shown, gint, j) == target;
      if (seen)
        continue;
      g_array_append_val (flow->shown, target);
      g_ptr_array_add (labels, g_strdup (flow->type == TSL_CATAN_FISH_RESOURCE
                                         ? resource_label (target)
                                         : _tsl_catan_view_seat_name (self, target)));
    }
  if (flow->type != TSL_CATAN_PASS_OLD_BOOT && n_payments (flow) > 1)
    {
      gint other = PAY_OTHERWISE;

      g_array_append_val (flow->shown, other);
      g_ptr_array_add (labels, g_strdup (_("Pay with _other fish cards…")));
    }
  g_ptr_array_add (labels, NULL);
  if (flow->type == TSL_CATAN_FISH_STEAL)
    primary = _("Whom do you draw a resource card from?");
  else if (flow->type == TSL_CATAN_FISH_RESOURCE)
    primary = _("Which resource do you take from the bank?");
  else
    primary = _("Whom do you give the Old Boot to?");
  if (flow->type != TSL_CATAN_PASS_OLD_BOOT)
    /* Translators: Fishermen of Catan; the fish cards handed in, e.g. "3 + 2 (5 fish)" */
    secondary = g_strdup_printf (_("You hand in %s."), paid);
  _tsl_catan_view_ask (self, primary, secondary, (const char * const *) labels->pdata, TRUE,
                       target_chosen_cb, flow);
}

static void
payment_chosen_cb (int      choice,
                   gpointer user_data)
{
  FishFlow *flow = user_data;

  if (choice < 0 || (guint) choice >= flow->shown->len || flow->view->game == NULL)
    {
      fish_flow_free (flow);
      return;
    }
  memcpy (flow->paid, g_array_index (flow->moves, TslMove, g_array_index (flow->shown, gint, choice)).count, 3);
  go_on (flow);
}

static gint
compare_payments (gconstpointer a,
                  gconstpointer b,
                  gpointer      user_data)
{
  GArray *moves = user_data;
  const TslMove *ma = &g_array_index (moves, TslMove, *(const gint *) a);
  const TslMove *mb = &g_array_index (moves, TslMove, *(const gint *) b);

  return cheaper (ma->count, mb->count) ? -1 : cheaper (mb->count, ma->count) ? 1 : 0;
}

/* Every way to pay the reward, the cheapest first. */
static void
ask_payment (FishFlow *flow)
{
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);

  g_array_set_size (flow->shown, 0);
  for (guint i = 0; i < flow->moves->len; i++)
    {
      const TslMove *move = &g_array_index (flow->moves, TslMove, i);
      gboolean seen = FALSE;
      gint index = (gint) i;

      if (move->type != flow->type)
        continue;
      for (guint j = 0; j < flow->shown->len; j++)
        seen |= memcmp (g_array_index (flow->moves, TslMove, g_array_index (flow->shown, gint, j)).count,
                        move->count, 3) == 0;
      if (!seen)
        g_array_append_val (flow->shown, index);
    }
  g_array_sort_with_data (flow->shown, compare_payments, flow->moves);
  for (guint j = 0; j < flow->shown->len; j++)
    g_ptr_array_add (labels, paid_text (g_array_index (flow->moves, TslMove,
                                                       g_array_index (flow->shown, gint, j)).count));
  g_ptr_array_add (labels, NULL);
  _tsl_catan_view_ask (flow->view, _("Which fish cards do you hand in?"),
                       _("Fish paid above the reward’s price are lost."),
                       (const char * const *) labels->pdata, TRUE, payment_chosen_cb, flow);
}

/**
 * _tsl_catan_view_ask_fish:
 *
 * Starts the steps of a fish reward (or of giving the Old Boot away).
 */
void
_tsl_catan_view_ask_fish (TslCatanView *self)
{
  FishFlow *flow;

  if (!_tsl_catan_view_usable (self) || !_tsl_catan_view_fish_possible (self))
    return;
  flow = g_new0 (FishFlow, 1);
  flow->view = g_object_ref (self);
  flow->type = G_MAXUINT;
  flow->moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  flow->shown = g_array_new (FALSE, FALSE, sizeof (gint));
  for (guint i = 0; i < self->legal.len; i++)
    if (is_fish_type (self->legal.moves[i].type))
      g_array_append_val (flow->moves, self->legal.moves[i]);
  ask_reward (flow);
}
