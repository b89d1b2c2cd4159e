/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>

#include "tsl-catan-barbarian-attack-view.h"
#include "tsl-catan-barbarians-draw.h"
#include "tsl-catan-screenshot.h"
#include "tsl-screenshot.h"
#include "tsl-choice-prompt.h"

/* Barbarian Attack at the table: the castle, the barbarians, pillaged
 * hexes and the knights on the board; knights, prisoners and gold in the
 * rows; prisoners in the hand; the last landing and battle in the side
 * column; a notice for each landing and battle. */

static gboolean
active (const TslCatanInfo *info)
{
  return info->barbarian_attack.played;
}

static void
draw (cairo_t                  *cr,
      const TslCatanInfo       *info,
      const TslCatanBoardFrame *frame,
      TslCatanBoardLayer        layer)
{
  if (layer == TSL_CATAN_LAYER_TERRAIN)
    tsl_catan_barbarians_draw_static (cr, info, frame->scale, frame->off_x, frame->off_y);
  else if (layer == TSL_CATAN_LAYER_PIECES)
    /* The marked paths are the knights picked to move. */
    tsl_catan_barbarians_draw (cr, info, frame->scale, frame->off_x, frame->off_y, frame->colors,
                               frame->n_colors, frame->targets, frame->marked_edges, frame->n_marked_edges);
}

static gboolean
draw_terrain (cairo_t         *cr,
              TslCatanTerrain  terrain,
              double           cx,
              double           cy,
              double           size)
{
  if (terrain != TSL_CATAN_CASTLE)
    return FALSE;
  tsl_catan_art_castle (cr, cx, cy, size);
  return TRUE;
}

static gboolean
draws_marked (const TslCatanInfo *info)
{
  return TRUE;
}

static char *
barbarians_text (const TslCatanInfo *info,
                 guint               seat)
{
  const TslCatanPlayerInfo *player = &info->players[seat];
  g_autofree char *knights = NULL;
  g_autofree char *prisoners = NULL;
  g_autofree char *gold = NULL;

  if (!info->barbarian_attack.played)
    return NULL;
  knights = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u knight in reserve", "%u knights in reserve",
                                          player->barbarian_attack.knights_left),
                             player->barbarian_attack.knights_left);
  prisoners = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u prisoner", "%u prisoners", player->barbarian_attack.prisoners),
                               player->barbarian_attack.prisoners);
  gold = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u gold", "%u gold", player->gold), player->gold);
  /* Translators: Barbarian Attack, a player's holdings, e.g.
   * "4 knights in reserve · 3 prisoners · 2 gold" */
  return g_strdup_printf (_("%s · %s · %s"), knights, prisoners, gold);
}

static const TslCatanRowLine lines[] = {
  { N_("Barbarian Attack: knights still in reserve, barbarians taken prisoner (2 prisoners = 1 victory point) "
       "and gold (2 gold buy a resource, twice a turn)"), barbarians_text },
};

static gint
prisoners (const TslCatanPlayerInfo *player)
{
  return player->barbarian_attack.prisoners;
}

static void
init (TslCatanView *self,
      gpointer      data)
{
  BarbarianAttack *ba = data;

  ba->knight_picked = -1;
  ba->barbarian_from = -1;
  ba->summary = gtk_label_new (NULL);
  gtk_label_set_xalign (GTK_LABEL (ba->summary), 0);
  gtk_label_set_wrap (GTK_LABEL (ba->summary), TRUE);
  gtk_widget_set_margin_start (ba->summary, 8);
  gtk_widget_set_margin_end (ba->summary, 8);
  gtk_widget_add_css_class (ba->summary, "caption");
  gtk_widget_set_tooltip_text (ba->summary, _("Barbarian Attack: the barbarians left to land, the numbers of "
                                              "the last landing and the result of the last battle"));
  _tsl_catan_view_add_panel (self, ba->summary);
  ba->prisoners = _tsl_catan_view_add_tile (self);
}

static void
update (TslCatanView *self,
        gpointer      data)
{
  BarbarianAttack *ba = data;
  gboolean played = self->has_info && active (&self->info);
  guint prisoners = played && self->viewer >= 0 ? self->info.players[self->viewer].barbarian_attack.prisoners : 0;
  g_autofree char *summary = played ? _tsl_catan_view_barbarian_summary (self) : NULL;

  gtk_widget_set_visible (ba->summary, summary != NULL);
  gtk_label_set_label (GTK_LABEL (ba->summary), summary != NULL ? summary : "");
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.move-knight", _tsl_catan_view_usable (self) && played);
  _tsl_catan_view_set_tile (ba->prisoners, prisoners > 0 && !_tsl_catan_view_hand_hidden (self), prisoners,
                            /* Translators: Barbarian Attack, the hand's tile of captured barbarians */
                            g_dngettext (GETTEXT_PACKAGE, "prisoner", "prisoners", prisoners));
}

static void
reset_step (TslCatanView *self,
            gpointer      data)
{
  _tsl_catan_view_barbarians_reset (self);
}

/* Knights, and a card's spots alone while it waits */
static gboolean
targets (TslCatanView    *self,
         gpointer         data,
         TslCatanTargets *spots)
{
  return _tsl_catan_view_barbarian_targets (self, spots);
}

/* From where (a knight moved, a barbarian) to where */
static gboolean
move_spots (TslCatanView    *self,
            const TslMove   *move,
            TslCatanTargets *spots)
{
  switch ((gint) move->type)
    {
    case TSL_CATAN_PLACE_KNIGHT:
    case TSL_CATAN_MOVE_KNIGHT:
      for (guint k = 0; k < 2; k++)
        if (move->arg[k] >= 0)
          tsl_catan_targets_add_edge (spots, (guint) move->arg[k]);
      return TRUE;
    case TSL_CATAN_MOVE_BARBARIANS:
      for (guint k = 0; k < 2; k++)
        if (move->arg[k] >= 0)
          tsl_catan_targets_add_hex (spots, (guint) move->arg[k]);
      return TRUE;
    default:
      return FALSE;
    }
}

static gboolean
edge_clicked (TslCatanView *self,
              gpointer      data,
              guint         edge,
              gboolean      legal)
{
  return _tsl_catan_view_barbarian_edge (self, edge);
}

static gboolean
hex_clicked (TslCatanView *self,
             gpointer      data,
             guint         hex,
             gboolean      legal)
{
  return _tsl_catan_view_barbarian_hex (self, hex);
}

static char *
describe_step (TslCatanView *self,
               gpointer      data,
               const char   *name)
{
  return _tsl_catan_view_barbarian_step (self, name);
}

static gboolean
prompt (TslCatanView *self,
        gpointer      data)
{
  return _tsl_catan_view_barbarian_prompt (self);
}

/* Every landing (on a roll) and every battle is news. */
static gboolean
notice_wanted (TslCatanView       *self,
               const TslCatanInfo *before,
               const TslMove      *move)
{
  return move->type == TSL_CATAN_ROLL || move->type == TSL_CATAN_FIGHT_BARBARIANS;
}

/* `tessella --screenshot DIR` */

/* Barbarian Attack: Anna picks one of her knights (a click on it): the
 * paths it can reach are marked. */
static gboolean
shoot_barbarian_knight (TslWindow   *window,
                        const char  *dir,
                        GError     **error)
{
  TslCatanView *view = TSL_CATAN_VIEW (tsl_window_get_view (window));
  TslGame *game = tsl_session_get_game (tsl_window_get_session (window));
  TslMoveList legal;
  gint knight = -1;

  tsl_move_list_init (&legal);
  tsl_game_legal_moves (game, TSL_LEGAL_DEFAULT, &legal);
  for (guint i = 0; i < legal.len && knight < 0; i++)
    if (legal.moves[i].type == TSL_CATAN_MOVE_KNIGHT)
      knight = legal.moves[i].arg[0];
  tsl_move_list_clear (&legal);
  if (knight < 0)
    return TRUE;
  tsl_catan_view_click_edge (view, (guint) knight);
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, "barbarian-attack-knight.png", 400, error);
}

/* Barbarian Attack: the battle Anna's knights fight, asked in a question. */
static gboolean
shoot_barbarian_battle (TslWindow   *window,
                        const char  *dir,
                        GError     **error)
{
  if (tsl_choice_prompt_find_asking (GTK_WIDGET (window)) == NULL)
    return TRUE;
  return tsl_screenshot_shoot (GTK_WIDGET (window), dir, "barbarian-attack-battle-question.png", 400, error);
}

static const TslCatanScreenshotGame scenes[] = {
  /* Barbarian Attack: the castle with the colour die's sides, barbarians
   * on the coast, pillaged hexes and buildings, knights; the holdings in
   * the rows and the last battle beside the log; then Anna's knight
   * picked with the paths it can reach. */
  { "{\"scenario\": \"barbarian_attack\"}", 0, 20261136, 330, 900, "move_knight", "barbarian-attack.png",
    shoot_barbarian_knight },
  /* Barbarian Attack: a battle on the coast, its hex rimmed in red, and
   * the question that fights it. */
  { "{\"scenario\": \"barbarian_attack\"}", 0, 20261134, 0, 900, "fight_barbarians",
    "barbarian-attack-battle.png", shoot_barbarian_battle },
};

/* A knight that may be picked glows where it stands: no path marker over it. */
static gboolean
marks_path (const TslCatanInfo *info,
            guint               edge)
{
  return info->barbarian_attack.knight_owner[edge] >= 0;
}

const TslCatanViewModule tsl_catan_view_module_barbarian_attack = {
  .name = "barbarian_attack",
  .active = active,
  .draw = draw,
  .draws_marked = draws_marked,
  .draw_terrain = draw_terrain,
  .hides_building = tsl_catan_barbarians_hides_building,
  .marks_path = marks_path,
  .lines = lines,
  .n_lines = G_N_ELEMENTS (lines),
  .spot_moves = { 0, 0, TSL_CATAN_MOVE_BIT (TSL_CATAN_CAPTURE_BARBARIAN) },
  .outcome_moves = TSL_CATAN_MOVE_BIT (TSL_CATAN_STEAL_RESOURCE),
  .gold = TRUE,
  /* Barbarian Attack has no knight cards: its prisoners count instead. */
  .standing_label = N_("Prisoners"),
  .standing = prisoners,
  .data_size = sizeof (BarbarianAttack),
  .class_init = _tsl_catan_view_install_barbarian_actions,
  .init = init,
  .update = update,
  .reset_step = reset_step,
  .targets = targets,
  .move_spots = move_spots,
  .edge_clicked = edge_clicked,
  .hex_clicked = hex_clicked,
  .describe_step = describe_step,
  .prompt = prompt,
  .notice_wanted = notice_wanted,
  .scenes = scenes,
  .n_scenes = G_N_ELEMENTS (scenes),
};
