/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-view-private.h"

/* Gold, which several modules pay out (a table's .gold): the hand's tile,
 * whose menu buys 1 resource for 2 gold, twice a turn. */

extern const TslCatanViewModule tsl_catan_view_module_gold;

typedef struct
{
  GtkWidget *tile;   /* the hand's gold, a menu of what it buys */
} Gold;

static gboolean
active (const TslCatanInfo *info)
{
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      /* Its own .gold is FALSE: no asking itself. */
      if (module->gold && module->active != NULL && module->active (info))
        return TRUE;
    }
  return FALSE;
}

/* @parameter names the resource bought. */
static void
buy_with_gold_action (GtkWidget  *widget,
                      const char *name,
                      GVariant   *parameter)
{
  static const char * const resources[] = { "wood", "brick", "wool", "grain", "ore" };
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  const char *wanted = g_variant_get_string (parameter, NULL);
  const TslMove *any = _tsl_catan_view_find_legal (self, TSL_CATAN_BUY_WITH_GOLD);
  TslMove move;

  if (!_tsl_catan_view_usable (self) || any == NULL)
    return;
  move = *any;
  move.arg[0] = -1;
  for (guint r = 0; r < G_N_ELEMENTS (resources); r++)
    if (g_str_equal (wanted, resources[r]))
      move.arg[0] = (gint32) r;
  if (move.arg[0] >= 0)
    _tsl_catan_view_apply_copy (self, &move);
}

static void
gold_menu_action (GtkWidget  *widget,
                  const char *name,
                  GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  Gold *gold = _tsl_catan_view_module_data (self, &tsl_catan_view_module_gold);

  if (gtk_widget_get_visible (gold->tile) && gtk_widget_get_sensitive (gold->tile))
    gtk_menu_button_popup (GTK_MENU_BUTTON (gold->tile));
}

static void
class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "catan.buy-with-gold", "s", buy_with_gold_action);
  gtk_widget_class_install_action (widget_class, "catan.gold-menu", NULL, gold_menu_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, 0, "catan.gold-menu", NULL);
}

static GMenuModel *
gold_menu (void)
{
  static const struct { const char *label; const char *target; } items[] = {
    { N_("_Lumber"), "wood" }, { N_("_Brick"), "brick" }, { N_("_Wool"), "wool" },
    { N_("_Grain"), "grain" }, { N_("_Ore"), "ore" },
  };
  g_autoptr(GMenu) section = g_menu_new ();
  GMenu *menu = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (_(items[i].label), NULL);

      g_menu_item_set_action_and_target (item, "catan.buy-with-gold", "s", items[i].target);
      g_menu_append_item (section, item);
    }
  g_menu_append_section (menu, _("Buy for 2 gold"), G_MENU_MODEL (section));
  return G_MENU_MODEL (menu);
}

static void
init (TslCatanView *self,
      gpointer      data)
{
  Gold *gold = data;
  g_autoptr(GMenuModel) menu = gold_menu ();

  /* The gold in the hand is the button that spends it, as a development
   * card is the button that plays it. */
  gold->tile = gtk_menu_button_new ();
  gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (gold->tile), menu);
  gtk_widget_set_tooltip_text (gold->tile, _("Buy 1 resource for 2 gold, twice a turn (O)"));
  _tsl_catan_view_add_tile_button (self, gold->tile);
}

static void
update (TslCatanView *self,
        gpointer      data)
{
  Gold *gold = data;
  gboolean played = self->has_info && active (&self->info) && self->viewer >= 0;
  gboolean buy = _tsl_catan_view_usable (self) && _tsl_catan_view_has_legal (self, TSL_CATAN_BUY_WITH_GOLD);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.buy-with-gold", buy);
  _tsl_catan_view_set_tile (gold->tile, played && !_tsl_catan_view_hand_hidden (self),
                            played ? self->info.players[self->viewer].gold : 0,
                            /* Translators: the hand's tile of gold coins (Rivers of Catan and others),
                             * under their number */
                            C_("card tile", "gold"));
  gtk_widget_set_sensitive (gold->tile, buy);
}

const TslCatanViewModule tsl_catan_view_module_gold = {
  .name = "gold",
  .active = active,
  .data_size = sizeof (Gold),
  .class_init = class_init,
  .init = init,
  .update = update,
};
