/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-rivers-art.h"
#include "tsl-catan-view-private.h"
#include "tsl-catan-screenshot.h"
#include "tsl-screenshot.h"

/* Rivers of Catan at the table: the rivers and bridges on the board, the
 * Build Bridge button, gold and bridges in the rows and the Richest and
 * Poor Settler badges.  (Gold itself is tsl-catan-gold-view.c's.) */

extern const TslCatanViewModule tsl_catan_view_module_rivers;

typedef struct
{
  GtkWidget *button;
} Rivers;

static gboolean
active (const TslCatanInfo *info)
{
  return info->rivers.played;
}

static void
draw (cairo_t                  *cr,
      const TslCatanInfo       *info,
      const TslCatanBoardFrame *frame,
      TslCatanBoardLayer        layer)
{
  if (layer == TSL_CATAN_LAYER_TERRAIN)
    tsl_catan_rivers_draw_static (cr, info, frame->scale, frame->off_x, frame->off_y);
  else if (layer == TSL_CATAN_LAYER_UNDER_ROADS)
    tsl_catan_rivers_draw_bridges (cr, info, frame->scale, frame->off_x, frame->off_y);
}

static gboolean
holds_richest (const TslCatanInfo *info, guint seat) { return info->rivers.played && info->players[seat].richest_settler; }
static gboolean
holds_poor (const TslCatanInfo *info, guint seat) { return info->rivers.played && info->players[seat].poor_settler; }

static const TslCatanRowBadge badges[] = {
  /* Translators: Rivers of Catan: +1 point for the player who alone has the
   * most gold (seed 002: Leggazdagabb telepes; DE Reichster Siedler). */
  { "card", NC_("card", "Richest Settler"), NULL, holds_richest },
  /* Translators: Rivers of Catan: -2 points for every player with the least
   * gold (seed 002: Legszegényebb telepes; DE Armer Siedler). */
  { "card", NC_("card", "Poor Settler"), NULL, holds_poor },
};

static char *
gold_text (const TslCatanInfo *info,
           guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *gold = NULL;
  g_autofree char *bridges = NULL;

  if (!info->rivers.played)
    return NULL;
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  bridges = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u bridge left", "%u bridges left",
                                          player->rivers.bridges_left),
                             player->rivers.bridges_left);
  /* Translators: Rivers of Catan, a player's gold and bridges, e.g. "3 gold · 2 bridges left" */
  return g_strdup_printf (_("%s · %s"), gold, bridges);
}

static const TslCatanRowLine lines[] = {
  { N_("Gold: 1 for each road and settlement by a river, 3 for a bridge; 2 gold buy a resource, twice a turn"),
    gold_text },
};

static void
build_bridge_action (GtkWidget  *widget,
                     const char *name,
                     GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  TslMove bridge = _tsl_catan_view_candidate (self, TSL_CATAN_BUILD_BRIDGE);

  _tsl_catan_view_set_move_mode (self, &bridge, 'e', FALSE,
                                 g_strdup_printf (_("%s: choose a bridge site next to your road or settlement "
                                                    "(Esc shows every option)."),
                                                  _tsl_catan_view_seat_name (self, self->actor)));
}

static void
class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "catan.build-bridge", NULL, build_bridge_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_b, 0, "catan.build-bridge", NULL);
}

static void
init (TslCatanView *self,
      gpointer      data)
{
  Rivers *rivers = data;

  rivers->button = _tsl_catan_view_add_action (self,
                                               /* Translators: a build button beside _Road, _Settlement and _City */
                                               _("B_ridge"), "catan.build-bridge",
                                               _("Build a bridge on a bridge site: 2 brick, 1 lumber; "
                                                 "earns 3 gold (B)"));
}

static void
update (TslCatanView *self,
        gpointer      data)
{
  Rivers *rivers = data;

  gtk_widget_set_visible (rivers->button, self->has_info && active (&self->info));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.build-bridge",
                                 _tsl_catan_view_usable (self)
                                 && _tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_BRIDGE));
}

/* A click on a bridge site where no bridge may go: the engine says why. */
static gboolean
edge_clicked (TslCatanView *self,
              gpointer      data,
              guint         edge,
              gboolean      legal)
{
  if (legal || edge >= TSL_CATAN_N_EDGES || !self->info.rivers.bridge_site[edge]
      || _tsl_catan_view_has_legal (self, TSL_CATAN_PLACE_ROAD))
    return FALSE;
  _tsl_catan_view_explain_at (self, TSL_CATAN_BUILD_BRIDGE, edge);
  return TRUE;
}

/* `tessella --screenshot DIR` */

/* Rivers: the bridge sites Anna may use, as after choosing Build Bridge. */
static gboolean
shoot_rivers_bridges (TslWindow   *window,
                      const char  *dir,
                      GError     **error)
{
  GtkWidget *view = tsl_window_get_view (window);
  gboolean shot;

  gtk_widget_activate_action (view, "catan.build-bridge", NULL);
  shot = tsl_screenshot_shoot (GTK_WIDGET (window), dir, "rivers-bridge-mode.png", 400, error);
  gtk_widget_activate_action (view, "catan.cancel-mode", NULL);
  return shot;
}

static const TslCatanScreenshotGame scenes[] = {
  /* Rivers of Catan: rivers, swamps, bridge sites and bridges, gold and the
   * settler cards in the player rows; then the bridge sites Anna may use. */
  { "{\"scenario\": \"rivers\"}", 4, 20261127, 120, 600, "end_turn", "rivers.png",
    shoot_rivers_bridges },
};

const TslCatanViewModule tsl_catan_view_module_rivers = {
  .name = "rivers",
  .active = active,
  .draw = draw,
  .badges = badges,
  .n_badges = G_N_ELEMENTS (badges),
  .lines = lines,
  .n_lines = G_N_ELEMENTS (lines),
  .click_moves = { 0, TSL_CATAN_MOVE_BIT (TSL_CATAN_BUILD_BRIDGE), 0 },
  .gold = TRUE,
  .gold_in_trades = TRUE,
  .data_size = sizeof (Rivers),
  .class_init = class_init,
  .init = init,
  .update = update,
  .edge_clicked = edge_clicked,
  .scenes = scenes,
  .n_scenes = G_N_ELEMENTS (scenes),
};
