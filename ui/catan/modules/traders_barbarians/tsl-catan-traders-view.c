/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tsl-catan-geometry.h"
#include "tsl-catan-traders-draw.h"
#include "tsl-catan-traders-view.h"
#include "tsl-catan-wagon-panel.h"
#include "tsl-catan-screenshot.h"
#include "tsl-screenshot.h"
#include "tsl-choice-prompt.h"

/* Traders & Barbarians at the table: the destinations, their paths, the
 * barbarians and the wagons on the board (with clickable paths past its
 * edges), the wagon panel in the side column, the commodity card carried
 * in the hand, and each player's gold, wagon and commodity in the rows. */

static gboolean
active (const TslCatanInfo *info)
{
  return info->traders_barbarians.played;
}

static void
draw (cairo_t                  *cr,
      const TslCatanInfo       *info,
      const TslCatanBoardFrame *frame,
      TslCatanBoardLayer        layer)
{
  if (layer == TSL_CATAN_LAYER_TARGETS)
    tsl_catan_traders_draw (cr, info, frame);
}

static gboolean
draw_terrain (cairo_t         *cr,
              TslCatanTerrain  terrain,
              double           cx,
              double           cy,
              double           size)
{
  if (terrain != TSL_CATAN_TRADE_CASTLE && terrain != TSL_CATAN_QUARRY && terrain != TSL_CATAN_GLASSWORKS)
    return FALSE;
  tsl_catan_traders_art_destination (cr, terrain, cx, cy, size);
  return TRUE;
}

/* Traders & Barbarians: the four paths into a destination, told apart by
 * the corner of its hex they start from (pointy-top hexes: corners north,
 * north-east, south-east, south, south-west, north-west). */
static char *
destination_path_label (const TslCatanInfo *info,
                        guint               path)
{
  /* Whole names per destination and corner: the destination's case
   * depends on the preposition (l10n review 2, S1). */
  static const char *corners[TSL_CATAN_TB_DESTINATIONS][6] = {
    {
      /* Translators: Traders & Barbarians, one of the four paths into the
       * castle hex, named by the corner of the hex it starts from */
      N_("The path into the castle from the north"),
      /* Translators: a path into the castle hex, by the corner it starts from */
      N_("The path into the castle from the north-east"),
      /* Translators: a path into the castle hex, by the corner it starts from */
      N_("The path into the castle from the south-east"),
      /* Translators: a path into the castle hex, by the corner it starts from */
      N_("The path into the castle from the south"),
      /* Translators: a path into the castle hex, by the corner it starts from */
      N_("The path into the castle from the south-west"),
      /* Translators: a path into the castle hex, by the corner it starts from */
      N_("The path into the castle from the north-west"),
    }, {
      /* Translators: Traders & Barbarians, one of the four paths into the
       * quarry hex, named by the corner of the hex it starts from */
      N_("The path into the quarry from the north"),
      /* Translators: a path into the quarry hex, by the corner it starts from */
      N_("The path into the quarry from the north-east"),
      /* Translators: a path into the quarry hex, by the corner it starts from */
      N_("The path into the quarry from the south-east"),
      /* Translators: a path into the quarry hex, by the corner it starts from */
      N_("The path into the quarry from the south"),
      /* Translators: a path into the quarry hex, by the corner it starts from */
      N_("The path into the quarry from the south-west"),
      /* Translators: a path into the quarry hex, by the corner it starts from */
      N_("The path into the quarry from the north-west"),
    }, {
      /* Translators: Traders & Barbarians, one of the four paths into the
       * glassworks hex, named by the corner of the hex it starts from */
      N_("The path into the glassworks from the north"),
      /* Translators: a path into the glassworks hex, by the corner it starts from */
      N_("The path into the glassworks from the north-east"),
      /* Translators: a path into the glassworks hex, by the corner it starts from */
      N_("The path into the glassworks from the south-east"),
      /* Translators: a path into the glassworks hex, by the corner it starts from */
      N_("The path into the glassworks from the south"),
      /* Translators: a path into the glassworks hex, by the corner it starts from */
      N_("The path into the glassworks from the south-west"),
      /* Translators: a path into the glassworks hex, by the corner it starts from */
      N_("The path into the glassworks from the north-west"),
    },
  };
  guint d = MIN (path / 4, TSL_CATAN_TB_DESTINATIONS - 1);
  double cx, cy, vx, vy, angle;
  gint corner;

  tsl_catan_hex_index_center ((guint) MAX (info->traders_barbarians.destination_hex[d], 0), &cx, &cy);
  tsl_catan_vertex_point (info->traders_barbarians.destination_corner[d][path % 4], &vx, &vy);
  /* Screen coordinates: y grows downwards, so north is -90 degrees. */
  angle = atan2 (vy - cy, vx - cx) * 180.0 / G_PI + 90.0;
  corner = ((gint) lround (angle / 60.0) % 6 + 6) % 6;
  return g_strdup (_(corners[d][corner]));
}

static char *
wagon_text (const TslCatanInfo *info,
            guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *gold = NULL;
  g_autofree char *deliveries = NULL;
  g_autofree char *task = NULL;

  if (!info->traders_barbarians.played)
    return NULL;
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  deliveries = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u delivery", "%u deliveries", player->traders_barbarians.deliveries),
                                player->traders_barbarians.deliveries);
  task = tsl_catan_task_text (player);
  /* Translators: Traders & Barbarians, a player row: gold, the wagon's level,
   * deliveries made, then the commodity carried, e.g.
   * "5 gold · wagon level 2 · 1 delivery\nCarries marble to the castle." */
  return g_strdup_printf (_("%s · wagon level %u · %s\n%s"), gold, MAX (player->traders_barbarians.wagon_level, 1), deliveries, task);
}

static const TslCatanRowLine lines[] = {
  { N_("Traders & Barbarians: the player’s gold, wagon level, deliveries and the commodity the wagon carries"),
    wagon_text },
};

static void
init (TslCatanView *self,
      gpointer      data)
{
  Traders *traders = data;

  traders->barbarian_pick = -1;
  traders->wagon_panel = tsl_catan_wagon_panel_new ();
  _tsl_catan_view_add_panel (self, traders->wagon_panel);
  traders->commodity = _tsl_catan_view_add_tile (self);
}

/* The wagon panel and its actions; the commodity card in the hand. */
static void
update (TslCatanView *self,
        gpointer      data)
{
  Traders *traders = data;
  const TslCatanPlayerInfo *me;
  g_autofree char *task = NULL;

  _tsl_catan_view_traders_update (self, data);
  me = self->has_info && active (&self->info) && self->viewer >= 0 ? &self->info.players[self->viewer] : NULL;
  if (me == NULL || me->traders_barbarians.task < 0)
    {
      _tsl_catan_view_set_tile (traders->commodity, FALSE, 0, NULL);
      return;
    }
  _tsl_catan_view_set_tile (traders->commodity, !_tsl_catan_view_hand_hidden (self), 1,
                            tsl_catan_good_label ((TslCatanGood) me->traders_barbarians.task));
  task = tsl_catan_task_text (me);
  gtk_widget_set_tooltip_text (traders->commodity, task);
}

/* The wagon's stop, a barbarian's path from and to */
static gboolean
move_spots (TslCatanView    *self,
            const TslMove   *move,
            TslCatanTargets *spots)
{
  gint stop = move->arg[0];

  switch ((gint) move->type)
    {
    case TSL_CATAN_MOVE_WAGON:
      if (stop >= 0 && stop < TSL_CATAN_N_VERTICES)
        tsl_catan_targets_add_vertex (spots, (guint) stop);
      else if (stop >= TSL_CATAN_N_VERTICES && stop - TSL_CATAN_N_VERTICES < TSL_CATAN_TB_DESTINATIONS)
        tsl_catan_targets_add_hex (spots, (guint) self->info.traders_barbarians.destination_hex[stop - TSL_CATAN_N_VERTICES]);
      return TRUE;
    case TSL_CATAN_MOVE_BARBARIAN:
      for (guint k = 0; k < 2; k++)
        if (move->arg[k] >= 0)
          tsl_catan_targets_add_edge (spots, (guint) move->arg[k]);
      return TRUE;
    default:
      return FALSE;
    }
}

/**
 * tsl_catan_view_get_wagon_panel:
 *
 * Returns: (transfer none): the wagon card panel (tests)
 */
GtkWidget *
tsl_catan_view_get_wagon_panel (TslCatanView *self)
{
  Traders *traders;

  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), NULL);
  traders = _tsl_catan_view_module_data (self, &tsl_catan_view_module_traders_barbarians);
  return traders->wagon_panel;
}

/* `tessella --screenshot DIR` */

/* Traders & Barbarians, by the keyboard: A lists the barbarians; once one
 * is picked, the many paths it may go to come as a scrolled list. */
static gboolean
shoot_traders_barbarian_list (TslWindow   *window,
                              const char  *dir,
                              GError     **error)
{
  GtkWidget *view = tsl_window_get_view (window);
  TslChoicePrompt *prompt;
  GtkWidget *first;

  if (!gtk_widget_activate_action (view, "catan.move-barbarian", NULL)
      || (prompt = tsl_choice_prompt_find_asking (GTK_WIDGET (window))) == NULL)
    return TRUE;
  if ((first = tsl_choice_prompt_get_choice (prompt, 0)) == NULL)
    return TRUE;
  g_signal_emit_by_name (first, "clicked");
  if (tsl_choice_prompt_find_asking (GTK_WIDGET (window)) == NULL)
    return TRUE;
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, "traders-barbarian-list.png", 400, error);
}

/* Traders & Barbarians, by the keyboard: W lists the wagon's steps, each
 * named by its compass direction or destination. */
static gboolean
shoot_traders_wagon_steps (TslWindow   *window,
                           const char  *dir,
                           GError     **error)
{
  if (!gtk_widget_activate_action (tsl_window_get_view (window), "catan.move-wagon", NULL)
      || tsl_choice_prompt_find_asking (GTK_WIDGET (window)) == NULL)
    return TRUE;
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, "traders-wagon-steps.png", 400, error);
}

static const TslCatanScreenshotGame scenes[] = {
  /* Traders & Barbarians: the castle, quarry and glassworks with their
   * paths, barbarians, wagons in the players' colours; Anna's wagon about
   * to step, its targets marked with their cost, the wagon card shown. */
  { "{\"scenario\": \"traders_barbarians\"}", 4, 20261128, 150, 600, "move_wagon", "traders.png",
    shoot_traders_wagon_steps },
  /* Traders & Barbarians: after a 7 Anna moves a barbarian; each one is
   * marked on its path. */
  { "{\"scenario\": \"traders_barbarians\"}", 4, 20261128, 0, 3000, "move_barbarian",
    "traders-barbarian.png", shoot_traders_barbarian_list },
};

const TslCatanViewModule tsl_catan_view_module_traders_barbarians = {
  .name = "traders_barbarians",
  .active = active,
  .draw = draw,
  .draw_terrain = draw_terrain,
  .n_extra_paths = 4 * TSL_CATAN_TB_DESTINATIONS,
  .extra_path = tsl_catan_traders_path_points,
  .extra_path_label = destination_path_label,
  .lines = lines,
  .n_lines = G_N_ELEMENTS (lines),
  .spot_moves = { 0, TSL_CATAN_MOVE_BIT (TSL_CATAN_CHASE_BARBARIAN), 0 },
  .gold = TRUE,
  .data_size = sizeof (Traders),
  .class_init = _tsl_catan_view_traders_install_actions,
  .init = init,
  .update = update,
  .targets = _tsl_catan_view_traders_targets,
  .move_spots = move_spots,
  .vertex_clicked = _tsl_catan_view_traders_vertex_clicked,
  .edge_clicked = _tsl_catan_view_traders_edge_clicked,
  .hex_clicked = _tsl_catan_view_traders_hex_clicked,
  .describe_step = _tsl_catan_view_traders_describe,
  .note_move = _tsl_catan_view_traders_note_move,
  .scenes = scenes,
  .n_scenes = G_N_ELEMENTS (scenes),
};
