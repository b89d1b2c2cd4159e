/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-hand.h"
#include "tsl-catan-vote-dialog.h"

/* Caravans: a seat's camel vote — wool and grain revealed, and the path
 * (two paths with two players) proposed for the camel.  Not modal: a
 * click on a marked path on the board chooses it too. */

struct _TslCatanVoteDialog
{
  GtkWindow             parent_instance;

  GtkWidget            *wool_spin;
  GtkWidget            *grain_spin;
  GtkWidget            *path_drop[2];
  guint8                spots[TSL_CATAN_N_EDGES];
  guint                 n_spots;
  guint                 n_paths;     /* dropdowns: camels per vote */
  gint                  seat;
  TslCatanVoteCallback  callback;
  TslCatanVoteMarkFunc  mark;
  gpointer              user_data;
};

G_DEFINE_FINAL_TYPE (TslCatanVoteDialog, tsl_catan_vote_dialog, GTK_TYPE_WINDOW)

/* The path chosen in dropdown @slot, -1 for none. */
static gint
chosen_path (TslCatanVoteDialog *self,
             guint               slot)
{
  guint i;

  if (slot >= self->n_paths)
    return -1;
  i = gtk_drop_down_get_selected (GTK_DROP_DOWN (self->path_drop[slot]));
  return i == 0 || i == GTK_INVALID_LIST_POSITION || i > self->n_spots ? -1 : self->spots[i - 1];
}

static void
path_changed (TslCatanVoteDialog *self)
{
  guint edges[2];
  guint n = 0;

  for (guint k = 0; k < self->n_paths; k++)
    if (chosen_path (self, k) >= 0)
      edges[n++] = (guint) chosen_path (self, k);
  if (self->mark != NULL)
    self->mark (edges, n, self->user_data);
}

void
tsl_catan_vote_dialog_confirm (TslCatanVoteDialog *self)
{
  TslMove move = { 0, };

  g_return_if_fail (TSL_IS_CATAN_VOTE_DIALOG (self));
  move.type = TSL_CATAN_VOTE_CAMEL;
  move.player = (gint8) self->seat;
  move.count[0] = (guint8) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->wool_spin));
  move.count[1] = (guint8) gtk_spin_button_get_value_as_int (GTK_SPIN_BUTTON (self->grain_spin));
  move.arg[0] = chosen_path (self, 0);
  move.arg[1] = chosen_path (self, 1);
  move.arg[2] = move.arg[3] = -1;
  if (move.arg[0] < 0 && move.arg[1] >= 0)
    {
      move.arg[0] = move.arg[1];
      move.arg[1] = -1;
    }
  if (self->callback (&move, self->user_data))
    gtk_window_destroy (GTK_WINDOW (self));
}

static void
vote_clicked_cb (TslCatanVoteDialog *self)
{
  tsl_catan_vote_dialog_confirm (self);
}

static void
tsl_catan_vote_dialog_dispose (GObject *object)
{
  TslCatanVoteDialog *self = TSL_CATAN_VOTE_DIALOG (object);

  /* The board forgets the proposal with the dialog. */
  if (self->mark != NULL)
    self->mark (NULL, 0, self->user_data);
  self->mark = NULL;
  G_OBJECT_CLASS (tsl_catan_vote_dialog_parent_class)->dispose (object);
}

static void
tsl_catan_vote_dialog_class_init (TslCatanVoteDialogClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tsl_catan_vote_dialog_dispose;
}

static void
tsl_catan_vote_dialog_init (TslCatanVoteDialog *self)
{
}

static GtkWidget *
labelled (GtkWidget  *grid,
          guint       row,
          const char *mnemonic,
          GtkWidget  *widget)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);

  gtk_label_set_mnemonic_widget (GTK_LABEL (label), widget);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_grid_attach (GTK_GRID (grid), label, 0, (gint) row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), widget, 1, (gint) row, 1, 1);
  return widget;
}

/* "Caravan A, first camel", "Caravan B, choice 2": the board marks the
 * path as it is chosen. */
static GtkStringList *
path_labels (TslCatanVoteDialog *self,
             const TslCatanInfo *info)
{
  GtkStringList *list = gtk_string_list_new (NULL);
  static const char * const letters[] = { "A", "B", "C" };
  guint per_caravan[3] = { 0, };

  gtk_string_list_append (list, _("No camel"));
  for (guint i = 0; i < self->n_spots; i++)
    {
      gint c = info->caravans.camel_spot[self->spots[i]];
      g_autofree char *label = NULL;

      if (c < 0 || c > 2)
        continue;
      per_caravan[c]++;
      if (self->spots[i] == info->caravans.caravan_start[c])
        /* Translators: a caravan's letter, A, B or C */
        label = g_strdup_printf (_("Caravan %s: first camel"), letters[c]);
      else
        /* Translators: a caravan's letter and which of its (at most two) paths */
        label = g_strdup_printf (_("Caravan %s: path %u"), letters[c], per_caravan[c]);
      gtk_string_list_append (list, label);
    }
  return list;
}

GtkWindow *
tsl_catan_vote_dialog_new (GtkWidget            *parent,
                           gint                  seat,
                           const char           *name,
                           const TslCatanInfo   *info,
                           const char * const   *seat_names,
                           TslCatanVoteCallback  callback,
                           TslCatanVoteMarkFunc  mark,
                           gpointer              user_data)
{
  TslCatanVoteDialog *self = g_object_new (TSL_TYPE_CATAN_VOTE_DIALOG, NULL);
  GtkRoot *root = parent != NULL ? gtk_widget_get_root (parent) : NULL;
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *heading, *rules, *so_far, *button;
  g_autofree char *heading_text = NULL;
  g_autoptr(GString) votes = g_string_new (NULL);
  const TslCatanPlayerInfo *me = &info->players[seat];

  self->seat = seat;
  self->callback = callback;
  self->mark = mark;
  self->user_data = user_data;
  self->n_paths = MAX (1, info->caravans.camels_per_vote);
  for (guint e = 0; e < TSL_CATAN_N_EDGES; e++)
    if (info->caravans.camel_spot[e] >= 0)
      self->spots[self->n_spots++] = (guint8) e;
  if (GTK_IS_WINDOW (root))
    gtk_window_set_transient_for (GTK_WINDOW (self), GTK_WINDOW (root));
  gtk_window_set_title (GTK_WINDOW (self), _("Camel Vote"));
  gtk_window_set_resizable (GTK_WINDOW (self), FALSE);

  gtk_widget_set_margin_start (box, 18);
  gtk_widget_set_margin_end (box, 18);
  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  /* Translators: the voting player's name */
  heading_text = g_strdup_printf (_("%s votes on the camel"), name);
  heading = gtk_label_new (heading_text);
  gtk_widget_add_css_class (heading, "title-3");
  gtk_label_set_xalign (GTK_LABEL (heading), 0);
  gtk_box_append (GTK_BOX (box), heading);
  rules = gtk_label_new (_("Each wool or grain card you reveal is one vote; every revealed card goes to the "
                           "bank. A player with more votes than all others together decides; players who "
                           "propose the same path and hold the majority place it; otherwise the player with "
                           "the most cards decides, and without one the player whose turn it is. A settlement "
                           "or city between two camels is worth 1 more point, and a road beside a camel "
                           "counts twice for the Longest Road."));
  gtk_label_set_wrap (GTK_LABEL (rules), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (rules), 50);
  gtk_label_set_xalign (GTK_LABEL (rules), 0);
  gtk_box_append (GTK_BOX (box), rules);

  for (guint i = 0; i < info->caravans.votes_cast; i++)
    {
      guint p = ((guint) info->current + i) % info->n_players;
      guint n = info->caravans.vote_cards[p][0] + info->caravans.vote_cards[p][1];

      if (votes->len > 0)
        g_string_append_c (votes, '\n');
      if (n == 0)
        /* Translators: a player's name; the player revealed nothing in the camel vote */
        g_string_append_printf (votes, _("%s revealed no cards."), seat_names[p]);
      else
        /* Translators: a player's name and the cards they revealed in the camel vote */
        g_string_append_printf (votes, g_dngettext (GETTEXT_PACKAGE, "%s revealed %u card.",
                                                    "%s revealed %u cards.", n),
                                seat_names[p], n);
    }
  if (votes->len == 0)
    g_string_append (votes, _("You vote first."));
  so_far = gtk_label_new (votes->str);
  gtk_label_set_xalign (GTK_LABEL (so_far), 0);
  gtk_box_append (GTK_BOX (box), so_far);

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  self->wool_spin = labelled (grid, 0, _("_Wool to reveal"),
                              gtk_spin_button_new_with_range (0, me->resources[TSL_CATAN_WOOL], 1));
  self->grain_spin = labelled (grid, 1, _("_Grain to reveal"),
                               gtk_spin_button_new_with_range (0, me->resources[TSL_CATAN_GRAIN], 1));
  for (guint k = 0; k < self->n_paths; k++)
    {
      GtkWidget *drop = gtk_drop_down_new (G_LIST_MODEL (path_labels (self, info)), NULL);

      self->path_drop[k] = labelled (grid, 2 + k, k == 0 ? _("_Camel path") : _("_Second camel path"), drop);
      g_signal_connect_swapped (drop, "notify::selected", G_CALLBACK (path_changed), self);
    }
  if (self->n_spots > 0)
    gtk_drop_down_set_selected (GTK_DROP_DOWN (self->path_drop[0]), 1);
  gtk_box_append (GTK_BOX (box), grid);

  button = gtk_button_new_with_mnemonic (_("_Vote"));
  gtk_widget_add_css_class (button, "suggested-action");
  gtk_widget_set_halign (button, GTK_ALIGN_END);
  g_signal_connect_swapped (button, "clicked", G_CALLBACK (vote_clicked_cb), self);
  gtk_box_append (GTK_BOX (box), button);
  gtk_window_set_child (GTK_WINDOW (self), box);
  gtk_window_set_default_widget (GTK_WINDOW (self), button);
  path_changed (self);
  return GTK_WINDOW (self);
}

/**
 * tsl_catan_vote_dialog_select_path:
 * @slot: 0 for the (first) camel, 1 for the second one with two players
 * @edge: a camel spot, or -1 for none
 *
 * Chooses a path, as a click on the board does.  Returns: whether @edge is
 * a path a camel may go to now
 */
gboolean
tsl_catan_vote_dialog_select_path (TslCatanVoteDialog *self,
                                   guint               slot,
                                   gint                edge)
{
  g_return_val_if_fail (TSL_IS_CATAN_VOTE_DIALOG (self), FALSE);
  if (slot >= self->n_paths)
    return FALSE;
  if (edge < 0)
    {
      gtk_drop_down_set_selected (GTK_DROP_DOWN (self->path_drop[slot]), 0);
      return TRUE;
    }
  for (guint i = 0; i < self->n_spots; i++)
    if (self->spots[i] == edge)
      {
        gtk_drop_down_set_selected (GTK_DROP_DOWN (self->path_drop[slot]), i + 1);
        return TRUE;
      }
  return FALSE;
}

/* Sets the cards revealed (for tests; the spin buttons clamp to the hand). */
void
tsl_catan_vote_dialog_set_cards (TslCatanVoteDialog *self,
                                 guint               wool,
                                 guint               grain)
{
  g_return_if_fail (TSL_IS_CATAN_VOTE_DIALOG (self));
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->wool_spin), wool);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (self->grain_spin), grain);
}
