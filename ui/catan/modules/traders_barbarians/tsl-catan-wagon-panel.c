/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-wagon-panel.h"

/*
 * TslCatanWagonPanel: Traders & Barbarians, the shown player's wagon card
 * (movement points, gold per delivery, the chase numbers, what the next
 * card costs), the commodity card carried and where it goes, the
 * commodity decks left at the destinations, the last delivery or chase
 * result, and the buttons of the wagon's actions (they name the view's
 * "catan." actions, enabled or not by the view).
 */

struct _TslCatanWagonPanel
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *heading;
  GtkWidget *card;
  GtkWidget *decks;
  GtkWidget *result;
};

G_DEFINE_FINAL_TYPE (TslCatanWagonPanel, tsl_catan_wagon_panel, GTK_TYPE_WIDGET)

/**
 * tsl_catan_task_text:
 *
 * Returns: (transfer full): the commodity @player carries and where to,
 *   or that the wagon is empty
 */
char *
tsl_catan_task_text (const TslCatanPlayerInfo *player)
{
  /* Each good goes to one destination (task_to), so the sentence is whole. */
  switch (player->traders_barbarians.task)
    {
    /* Translators: Traders & Barbarians, the commodity a player's wagon carries */
    case TSL_CATAN_GOOD_GLASS: return g_strdup (_("Carries glass to the castle."));
    /* Translators: Traders & Barbarians, the commodity a player's wagon carries */
    case TSL_CATAN_GOOD_TOOLS: return g_strdup (_("Carries tools to the quarry."));
    /* Translators: Traders & Barbarians, the commodity a player's wagon carries */
    case TSL_CATAN_GOOD_SAND: return g_strdup (_("Carries sand to the glassworks."));
    /* Translators: Traders & Barbarians, the commodity a player's wagon carries */
    case TSL_CATAN_GOOD_MARBLE: return g_strdup (_("Carries marble to the castle."));
    default: return g_strdup (_("No commodity: fetch one at a destination."));
    }
}

/* The commodity cards left beside destination @d. */
static char *
deck_text (guint d,
           guint n)
{
  switch (d)
    {
    case 0:
      /* Translators: Traders & Barbarians, the wagon panel: the commodity cards left at the castle */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Castle: %u commodity card", "Castle: %u commodity cards", n), n);
    case 1:
      /* Translators: Traders & Barbarians, the wagon panel: the commodity cards left at the quarry */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Quarry: %u commodity card", "Quarry: %u commodity cards", n), n);
    default:
      /* Translators: Traders & Barbarians, the wagon panel: the commodity cards left at the glassworks */
      return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Glassworks: %u commodity card",
                                           "Glassworks: %u commodity cards", n), n);
    }
}

static char *
chase_faces (guint8 chase)
{
  GString *text = g_string_new (NULL);

  for (guint face = 1; face <= 6; face++)
    if (chase & (1u << face))
      g_string_append_printf (text, "%s%u", text->len > 0 ? ", " : "", face);
  return g_string_free (text, FALSE);
}

static char *
card_text (const TslCatanInfo       *info,
           const TslCatanPlayerInfo *player)
{
  guint level = CLAMP (player->traders_barbarians.wagon_level, 1, TSL_CATAN_TB_WAGON_LEVELS);
  const TslCatanWagonCard *card = &info->traders_barbarians.wagon_cards[level - 1];
  GString *text = g_string_new (NULL);
  g_autofree char *faces = chase_faces (card->chase);

  /* Translators: Traders & Barbarians, the face-up wagon card. */
  g_string_append_printf (text, _("Wagon level %u: %u movement points a turn, %u gold a delivery."),
                          level, card->mp, card->gold);
  g_string_append_c (text, '\n');
  if (card->chase != 0)
    /* Translators: Traders & Barbarians, the die faces that chase a barbarian away, e.g. "5, 6" */
    g_string_append_printf (text, _("Chases a barbarian away on %s."), faces);
  else
    g_string_append (text, _("Cannot chase barbarians yet."));
  g_string_append_c (text, '\n');
  if (level < TSL_CATAN_TB_WAGON_LEVELS)
    {
      guint cost[TSL_CATAN_N_RESOURCES];
      g_autofree char *cards = NULL;

      for (guint r = 0; r < TSL_CATAN_N_RESOURCES; r++)
        cost[r] = info->traders_barbarians.wagon_cards[level].cost[r];
      cards = tsl_catan_cards_text (cost, FALSE);
      /* Translators: Traders & Barbarians, what the next wagon card costs, e.g. "1 wool, 1 ore" */
      g_string_append_printf (text, _("Next level: %s."), cards);
    }
  else
    g_string_append (text, _("Highest level: 1 victory point."));
  return g_string_free (text, FALSE);
}

/**
 * tsl_catan_wagon_panel_show:
 * @seat: whose wagon
 * @name: that player's name
 *
 * Shows @seat's wagon card and task, or hides the panel outside Traders &
 * Barbarians.
 */
void
tsl_catan_wagon_panel_show (TslCatanWagonPanel *self,
                            const TslCatanInfo *info,
                            gint                seat,
                            const char         *name)
{
  const TslCatanPlayerInfo *player;
  g_autofree char *heading = NULL;
  g_autofree char *card = NULL;
  g_autofree char *task = NULL;
  g_autoptr(GString) decks = g_string_new (NULL);

  g_return_if_fail (TSL_IS_CATAN_WAGON_PANEL (self));
  gtk_widget_set_visible (GTK_WIDGET (self), info->traders_barbarians.played && seat >= 0);
  if (!info->traders_barbarians.played || seat < 0 || seat >= info->n_players)
    return;
  player = &info->players[seat];
  if (seat == info->current && info->traders_barbarians.moving)
    /* Translators: Traders & Barbarians, the heading of the wagon card while the wagon moves */
    heading = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s’s wagon: %u movement point left",
                                            "%s’s wagon: %u movement points left", info->traders_barbarians.mp_left),
                               name, info->traders_barbarians.mp_left);
  else
    /* Translators: Traders & Barbarians, the heading of a player's wagon card */
    heading = g_strdup_printf (_("%s’s wagon"), name);
  gtk_label_set_label (GTK_LABEL (self->heading), heading);
  card = card_text (info, player);
  gtk_label_set_label (GTK_LABEL (self->card), card);
  /* The commodity carried is in the player's row: the panel repeats it
   * only in its tooltip, to stay short. */
  task = tsl_catan_task_text (player);
  gtk_widget_set_tooltip_text (self->card, task);
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      g_autofree char *line = deck_text (d, info->traders_barbarians.commodities_left[d]);

      if (decks->len > 0)
        g_string_append (decks, " · ");
      g_string_append (decks, line);
    }
  gtk_label_set_label (GTK_LABEL (self->decks), decks->str);
}

/**
 * tsl_catan_wagon_panel_set_result:
 * @text: (nullable): the last delivery, chase or upgrade, as the log says it
 * @success: a delivery or a chase won (highlighted)
 */
void
tsl_catan_wagon_panel_set_result (TslCatanWagonPanel *self,
                                  const char         *text,
                                  gboolean            success)
{
  g_return_if_fail (TSL_IS_CATAN_WAGON_PANEL (self));
  gtk_label_set_label (GTK_LABEL (self->result), text != NULL ? text : "");
  gtk_widget_set_visible (self->result, text != NULL && *text != '\0');
  if (success)
    gtk_widget_add_css_class (self->result, "success");
  else
    gtk_widget_remove_css_class (self->result, "success");
}

const char *
tsl_catan_wagon_panel_get_card (TslCatanWagonPanel *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_WAGON_PANEL (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->card));
}

const char *
tsl_catan_wagon_panel_get_result (TslCatanWagonPanel *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_WAGON_PANEL (self), NULL);
  return gtk_label_get_label (GTK_LABEL (self->result));
}

static GtkWidget *
caption (GtkWidget  *box,
         const char *css_class)
{
  GtkWidget *label = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_widget_add_css_class (label, css_class);
  gtk_box_append (GTK_BOX (box), label);
  return label;
}

static void
add_button (GtkWidget  *flow,
            const char *label,
            const char *action,
            const char *tooltip)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), action);
  gtk_widget_set_tooltip_text (button, tooltip);
  gtk_flow_box_append (GTK_FLOW_BOX (flow), button);
}

static void
tsl_catan_wagon_panel_dispose (GObject *object)
{
  TslCatanWagonPanel *self = TSL_CATAN_WAGON_PANEL (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);
  G_OBJECT_CLASS (tsl_catan_wagon_panel_parent_class)->dispose (object);
}

static void
tsl_catan_wagon_panel_class_init (TslCatanWagonPanelClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = tsl_catan_wagon_panel_dispose;
  gtk_widget_class_set_layout_manager_type (GTK_WIDGET_CLASS (klass), GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (GTK_WIDGET_CLASS (klass), "tsl-catan-wagon-panel");
}

static void
tsl_catan_wagon_panel_init (TslCatanWagonPanel *self)
{
  GtkWidget *flow = gtk_flow_box_new ();

  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_margin_start (self->box, 8);
  gtk_widget_set_margin_end (self->box, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  self->heading = caption (self->box, "heading");
  self->card = caption (self->box, "caption");
  self->decks = caption (self->box, "caption");
  self->result = caption (self->box, "caption-heading");
  gtk_widget_set_visible (self->result, FALSE);

  gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (flow), GTK_SELECTION_NONE);
  gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (flow), 4);
  gtk_flow_box_set_homogeneous (GTK_FLOW_BOX (flow), FALSE);
  add_button (flow, _("Move _Wagon…"), "catan.move-wagon",
              _("Step the wagon to a neighbouring intersection; the marked ones show the cost (W)"));
  /* Translators: Traders & Barbarians, a button: 2 more movement points for the wagon */
  add_button (flow, _("+2 Moves for _Grain"), "catan.wagon-grain",
              _("Pay 1 grain for 2 more movement points, once a turn (M)"));
  add_button (flow, _("Chase _Barbarian"), "catan.chase-barbarian",
              _("Roll the die to chase away a barbarian next to your wagon, from wagon level 2 (X)"));
  add_button (flow, _("_Upgrade Wagon"), "catan.upgrade-wagon",
              _("Pay the next wagon card’s resources, before the wagon moves (U)"));
  /* Buttons, not the flow box's children, take the focus. */
  for (GtkWidget *child = gtk_widget_get_first_child (flow); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_focusable (child, FALSE);
  gtk_box_append (GTK_BOX (self->box), flow);
}

GtkWidget *
tsl_catan_wagon_panel_new (void)
{
  return g_object_new (TSL_TYPE_CATAN_WAGON_PANEL, NULL);
}
