/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "tsl-catan-board.h"
#include "tsl-catan-traders-draw.h"
#include "tsl-catan-traders-view.h"
#include "tsl-catan-wagon-panel.h"
#include "tsl-game-view.h"

/* Traders & Barbarians in the view (docs/rules-catan-tb.md, S5): the
 * wagon's steps, the barbarians moved after a 7 or a chase won, the chase
 * itself, the grain bonus and upgrades, as clicks on the board's marked
 * spots, buttons and keys; the wagon panel and the last result. */

#define FIRST_CENTRE TSL_CATAN_N_VERTICES

static Traders *
tb_of (TslCatanView *self)
{
  return _tsl_catan_view_module_data (self, &tsl_catan_view_module_traders_barbarians);
}

static const TslMove *
find_move (TslCatanView   *self,
           TslCatanAction  type,
           gint            arg0,
           gint            arg1)
{
  for (guint i = 0; _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];

      if (move->type == type && move->arg[0] == arg0 && (arg1 < 0 || move->arg[1] == arg1))
        return move;
    }
  return NULL;
}

/* The barbarian whose path the next click chooses a new path for, or -1
 * while the player has still to pick one (after a 7, any may move). */
static gint
barbarian_from (TslCatanView *self)
{
  if (!_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIAN))
    return -1;
  if (self->info.traders_barbarians.barbarian_move >= 0)
    return self->info.traders_barbarians.barbarian_path[self->info.traders_barbarians.barbarian_move];
  return tb_of (self)->barbarian_pick;
}

gboolean
_tsl_catan_view_traders_targets (TslCatanView    *self,
                                 gpointer         data,
                                 TslCatanTargets *targets)
{
  gint from = barbarian_from (self);

  for (guint i = 0; self->info.traders_barbarians.played && _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];

      switch ((gint) move->type)
        {
        case TSL_CATAN_MOVE_WAGON:
          if (move->arg[0] < FIRST_CENTRE)
            tsl_catan_targets_add_vertex (targets, (guint) move->arg[0]);
          else
            tsl_catan_targets_add_hex (targets, (guint) self->info.traders_barbarians.destination_hex[move->arg[0] - FIRST_CENTRE]);
          break;
        case TSL_CATAN_MOVE_BARBARIAN:
          /* The barbarians to pick, or the picked one (a click puts it
           * back) and the paths it may go to. */
          if (from < 0 || (move->arg[0] == from && self->info.traders_barbarians.barbarian_move < 0))
            tsl_catan_targets_add_edge (targets, (guint) move->arg[0]);
          if (from >= 0 && move->arg[0] == from)
            tsl_catan_targets_add_edge (targets, (guint) move->arg[1]);
          break;
        case TSL_CATAN_CHASE_BARBARIAN:
          tsl_catan_targets_add_edge (targets, (guint) move->arg[0]);
          break;
        default:
          break;
        }
    }
  return FALSE;
}

/* Two legal moves on one spot: the player says which. */
typedef struct
{
  TslCatanView *view;
  TslMove       moves[2];
} EitherChoice;

static void
either_chosen_cb (int      choice,
                  gpointer user_data)
{
  EitherChoice *data = user_data;

  if (choice >= 0 && choice < 2 && data->view->game != NULL)
    _tsl_catan_view_apply_copy (data->view, &data->moves[choice]);
  g_object_unref (data->view);
  g_free (data);
}

static void
ask_either (TslCatanView  *self,
            const TslMove *first,
            const char    *first_label,
            const TslMove *second,
            const char    *second_label)
{
  const char *labels[] = { first_label, second_label, NULL };
  EitherChoice *data = g_new0 (EitherChoice, 1);

  data->view = g_object_ref (self);
  data->moves[0] = *first;
  data->moves[1] = *second;
  _tsl_catan_view_ask (self, _("What do you do here?"),
                       NULL, labels, TRUE, either_chosen_cb, data);
}


/**
 * _tsl_catan_view_traders_vertex_clicked:
 *
 * Returns: whether the click was the wagon's (a step, or the question
 *   whether to step or build there)
 */
gboolean
_tsl_catan_view_traders_vertex_clicked (TslCatanView *self,
                                        gpointer      data,
                                        guint         vertex,
                                        gboolean      legal)
{
  const TslMove *step, *build;

  if (!self->info.traders_barbarians.played || (step = find_move (self, TSL_CATAN_MOVE_WAGON, (gint) vertex, -1)) == NULL)
    return FALSE;
  build = find_move (self, TSL_CATAN_BUILD_SETTLEMENT, (gint) vertex, -1);
  if (build == NULL)
    build = find_move (self, TSL_CATAN_BUILD_CITY, (gint) vertex, -1);
  if (build != NULL && self->mode == MODE_ALL)
    ask_either (self, step, _("Move the _wagon here"), build,
                build->type == TSL_CATAN_BUILD_CITY ? _("Build a _city here") : _("Build a _settlement here"));
  else if (build != NULL)
    return FALSE;
  else
    _tsl_catan_view_apply_copy (self, step);
  return TRUE;
}

/**
 * _tsl_catan_view_traders_edge_clicked:
 *
 * Returns: whether the click was about a barbarian (picked, moved or chased)
 */
gboolean
_tsl_catan_view_traders_edge_clicked (TslCatanView *self,
                                      gpointer      data,
                                      guint         edge,
                                      gboolean      legal)
{
  const TslMove *move;
  gint from;

  if (!self->info.traders_barbarians.played || !_tsl_catan_view_usable (self))
    return FALSE;
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIAN))
    {
      /* After a 7 or a chase won a barbarian must move; in a two-player
       * game a trade token may move one, and clicks on paths still build. */
      gboolean forced = !self->info.traders_barbarians.barbarian_token;
      gboolean other = find_move (self, TSL_CATAN_BUILD_ROAD, (gint) edge, -1) != NULL ||
                       find_move (self, TSL_CATAN_CHASE_BARBARIAN, (gint) edge, -1) != NULL;

      from = barbarian_from (self);
      if (from < 0 && find_move (self, TSL_CATAN_MOVE_BARBARIAN, (gint) edge, -1) != NULL && (forced || !other))
        {
          tb_of (self)->barbarian_pick = (gint) edge;
          _tsl_catan_view_refresh (self);
          return TRUE;
        }
      if (from >= 0 && (gint) edge == from && self->info.traders_barbarians.barbarian_move < 0)
        {
          /* The picked barbarian again: choose another one. */
          tb_of (self)->barbarian_pick = -1;
          _tsl_catan_view_refresh (self);
          return TRUE;
        }
      if (from >= 0 && (move = find_move (self, TSL_CATAN_MOVE_BARBARIAN, from, (gint) edge)) != NULL)
        {
          _tsl_catan_view_apply_copy (self, move);
          return TRUE;
        }
      if (forced)
        {
          _tsl_catan_view_explain (self, from < 0 ? _("Click one of the barbarians first, then the path it goes to.")
                                  : _("A barbarian goes only onto one of the marked paths, where no barbarian "
                                      "stands."));
          return TRUE;
        }
    }
  if ((move = find_move (self, TSL_CATAN_CHASE_BARBARIAN, (gint) edge, -1)) != NULL)
    {
      const TslMove *road = find_move (self, TSL_CATAN_BUILD_ROAD, (gint) edge, -1);

      if (road != NULL && self->mode == MODE_ALL)
        ask_either (self, move, _("_Chase the barbarian"), road, _("Build a _road here"));
      else if (road == NULL)
        _tsl_catan_view_apply_copy (self, move);
      else
        return FALSE;
      return TRUE;
    }
  return FALSE;
}

/**
 * _tsl_catan_view_traders_hex_clicked:
 *
 * Returns: whether the click was handled: a step into a destination, or
 *   the explanation that no robber moves in this scenario
 */
gboolean
_tsl_catan_view_traders_hex_clicked (TslCatanView *self,
                                     gpointer      data,
                                     guint         hex,
                                     gboolean      legal)
{
  if (!self->info.traders_barbarians.played)
    return FALSE;
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      const TslMove *step;

      if (self->info.traders_barbarians.destination_hex[d] != (gint) hex)
        continue;
      if ((step = find_move (self, TSL_CATAN_MOVE_WAGON, FIRST_CENTRE + (gint) d, -1)) != NULL)
        {
          _tsl_catan_view_apply_copy (self, step);
          return TRUE;
        }
    }
  if (self->actor >= 0 && tsl_session_is_human (self->session, self->actor))
    _tsl_catan_view_explain (self, _("There is no robber here: the wagon steps to a marked intersection or destination, "
                     "and barbarians stand on paths."));
  return TRUE;
}

/* The keyboard's way: every step the wagon may take, in words. */

/* The compass word for (dx, dy): @step names the direction a wagon steps
 * in ("Step east: …"), otherwise where a barbarian stands ("The barbarian
 * to the east"); languages word the two differently (l10n review 2, S2). */
static const char *
direction_name (double   dx,
                double   dy,
                gboolean step)
{
  static const char *steps[8] = {
    /* Translators: the direction a wagon steps in, put into "Step %s: %u movement point"
     * (a direction of motion: DE "nach Osten", HU "keletre") */
    NC_("wagon step", "east"), NC_("wagon step", "south-east"), NC_("wagon step", "south"),
    NC_("wagon step", "south-west"), NC_("wagon step", "west"), NC_("wagon step", "north-west"),
    NC_("wagon step", "north"), NC_("wagon step", "north-east"),
  };
  static const char *places[8] = {
    /* Translators: where a barbarian stands, seen from the wagon, put into
     * "The barbarian to the %s" (a location: DE "im Osten", HU "keleten") */
    NC_("barbarian location", "east"), NC_("barbarian location", "south-east"),
    NC_("barbarian location", "south"), NC_("barbarian location", "south-west"),
    NC_("barbarian location", "west"), NC_("barbarian location", "north-west"),
    NC_("barbarian location", "north"), NC_("barbarian location", "north-east"),
  };
  double angle = atan2 (dy, dx);   /* y grows downwards */
  gint sector = ((gint) lround (angle / (G_PI / 4)) + 8) % 8;

  return step ? g_dpgettext2 (GETTEXT_PACKAGE, "wagon step", steps[sector])
              : g_dpgettext2 (GETTEXT_PACKAGE, "barbarian location", places[sector]);
}

/* A wagon's step into destination @d, whole per destination (S1). */
static char *
into_label (guint    d,
            guint    cost,
            gboolean toll)
{
  const char *format;

  if (d == 0)
    format = toll
             /* Translators: Traders & Barbarians, a wagon's step into the castle hex */
             ? g_dngettext (GETTEXT_PACKAGE, "Into the castle: %u movement point and 1 gold toll",
                            "Into the castle: %u movement points and 1 gold toll", cost)
             /* Translators: Traders & Barbarians, a wagon's step into the castle hex */
             : g_dngettext (GETTEXT_PACKAGE, "Into the castle: %u movement point",
                            "Into the castle: %u movement points", cost);
  else if (d == 1)
    format = toll
             /* Translators: Traders & Barbarians, a wagon's step into the quarry hex */
             ? g_dngettext (GETTEXT_PACKAGE, "Into the quarry: %u movement point and 1 gold toll",
                            "Into the quarry: %u movement points and 1 gold toll", cost)
             /* Translators: Traders & Barbarians, a wagon's step into the quarry hex */
             : g_dngettext (GETTEXT_PACKAGE, "Into the quarry: %u movement point",
                            "Into the quarry: %u movement points", cost);
  else
    format = toll
             /* Translators: Traders & Barbarians, a wagon's step into the glassworks hex */
             ? g_dngettext (GETTEXT_PACKAGE, "Into the glassworks: %u movement point and 1 gold toll",
                            "Into the glassworks: %u movement points and 1 gold toll", cost)
             /* Translators: Traders & Barbarians, a wagon's step into the glassworks hex */
             : g_dngettext (GETTEXT_PACKAGE, "Into the glassworks: %u movement point",
                            "Into the glassworks: %u movement points", cost);
  return g_strdup_printf (format, cost);
}

static char *
step_label (TslCatanView *self,
            guint         node)
{
  guint cost = self->info.traders_barbarians.wagon_step_cost[node];
  gboolean toll = (self->info.traders_barbarians.wagon_step_toll >> node) & 1;
  gint wagon = self->info.players[self->actor].traders_barbarians.wagon_node;
  double x1, y1, x2, y2;

  if (node >= FIRST_CENTRE)
    return into_label (node - FIRST_CENTRE, cost, toll);
  tsl_catan_traders_node_point (&self->info, (guint) MAX (wagon, 0), &x1, &y1);
  tsl_catan_traders_node_point (&self->info, node, &x2, &y2);
  return toll
         /* Translators: Traders & Barbarians, a wagon's step; %s is a direction, e.g. "north-east" (context "wagon step") */
         ? g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Step %s: %u movement point and 1 gold toll",
                                         "Step %s: %u movement points and 1 gold toll", cost),
                            direction_name (x2 - x1, y2 - y1, TRUE), cost)
         /* Translators: Traders & Barbarians, a wagon's step; %s is a direction, e.g. "north-east" (context "wagon step") */
         : g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Step %s: %u movement point",
                                         "Step %s: %u movement points", cost),
                            direction_name (x2 - x1, y2 - y1, TRUE), cost);
}

/* Asks among the legal moves of @type (more than one), labelled by @label_of. */
static void
ask_moves (TslCatanView   *self,
           TslCatanAction  type,
           const char     *heading,
           const char     *body,
           char         *(*label_of) (TslCatanView *, const TslMove *))
{
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));

  for (guint i = 0; i < self->legal.len; i++)
    if (self->legal.moves[i].type == type)
      {
        g_autofree char *label = label_of (self, &self->legal.moves[i]);

        g_array_append_val (moves, self->legal.moves[i]);
        g_strv_builder_add (labels, label);
      }
  _tsl_catan_view_ask_moves (self, heading, body, moves, labels, TRUE);
}

static char *
wagon_move_label (TslCatanView  *self,
                  const TslMove *move)
{
  return step_label (self, (guint) move->arg[0]);
}

static char *
chase_label (TslCatanView  *self,
             const TslMove *move)
{
  double x1, y1, x2, y2, wx, wy;
  gint wagon = self->info.players[self->actor].traders_barbarians.wagon_node;

  tsl_catan_traders_path_points (&self->info, (guint) move->arg[0], &x1, &y1, &x2, &y2);
  tsl_catan_traders_node_point (&self->info, (guint) MAX (wagon, 0), &wx, &wy);
  /* Translators: Traders & Barbarians; %s is where the barbarian stands, seen from the wagon,
   * e.g. "north-east" (context "barbarian location") */
  return g_strdup_printf (_("The barbarian to the %s"), direction_name ((x1 + x2) / 2 - wx, (y1 + y2) / 2 - wy, FALSE));
}

static guint
count_legal (TslCatanView   *self,
             TslCatanAction  type)
{
  guint n = 0;

  for (guint i = 0; _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    n += self->legal.moves[i].type == type;
  return n;
}

static void
move_wagon_action (GtkWidget  *widget,
                   const char *name,
                   GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  g_autofree char *body = NULL;

  if (count_legal (self, TSL_CATAN_MOVE_WAGON) == 0)
    return;
  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u movement point left this turn.",
                                       "%u movement points left this turn.", self->info.traders_barbarians.mp_left),
                          self->info.traders_barbarians.mp_left);
  ask_moves (self, TSL_CATAN_MOVE_WAGON, _("Where does the wagon go?"), body, wagon_move_label);
}

static void
chase_barbarian_action (GtkWidget  *widget,
                        const char *name,
                        GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  guint n = count_legal (self, TSL_CATAN_CHASE_BARBARIAN);

  if (n == 1)
    _tsl_catan_view_apply_copy (self, _tsl_catan_view_find_legal (self, TSL_CATAN_CHASE_BARBARIAN));
  else if (n > 1)
    ask_moves (self, TSL_CATAN_CHASE_BARBARIAN, _("Which barbarian do you chase?"),
               _("Your wagon card shows the die faces that chase the barbarian away."), chase_label);
}

static void barbarian_picked (TslCatanView *self);

/* A: the barbarians that may move, then the paths the picked one may go
 * to, each chosen as a click on the board would choose it. */
static void
ask_barbarian (TslCatanView *self)
{
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (guint));
  gint from = barbarian_from (self);

  for (guint i = 0; _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];
      guint spot = (guint) (from < 0 ? move->arg[0] : move->arg[1]);
      gboolean listed = FALSE;

      if (move->type != TSL_CATAN_MOVE_BARBARIAN || (from >= 0 && move->arg[0] != from))
        continue;
      for (guint k = 0; k < spots->len && !listed; k++)
        listed = g_array_index (spots, guint, k) == spot;
      if (!listed)
        g_array_append_val (spots, spot);
    }
  if (from < 0)
    _tsl_catan_view_ask_spots (self, _("Which barbarian moves?"), spots, FALSE, barbarian_picked);
  else
    _tsl_catan_view_ask_spots (self, _("Where does the barbarian go?"), spots, FALSE, NULL);
}

/* After the barbarian was picked from the list: where it goes. */
static void
barbarian_picked (TslCatanView *self)
{
  if (barbarian_from (self) >= 0)
    ask_barbarian (self);
}

static void
move_barbarian_action (GtkWidget  *widget,
                       const char *name,
                       GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);

  if (self->info.traders_barbarians.played && !_tsl_catan_view_asking (self))
    ask_barbarian (self);
}

/* The grain bonus and upgrades: one legal move each. */
static void
single_move_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  TslCatanAction type = g_str_equal (name, "catan.wagon-grain") ? TSL_CATAN_WAGON_GRAIN : TSL_CATAN_UPGRADE_WAGON;
  const TslMove *move = _tsl_catan_view_find_legal (self, type);

  if (_tsl_catan_view_usable (self) && move != NULL)
    _tsl_catan_view_apply_copy (self, move);
}

void
_tsl_catan_view_traders_install_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "catan.move-wagon", NULL, move_wagon_action);
  gtk_widget_class_install_action (widget_class, "catan.chase-barbarian", NULL, chase_barbarian_action);
  gtk_widget_class_install_action (widget_class, "catan.wagon-grain", NULL, single_move_action);
  gtk_widget_class_install_action (widget_class, "catan.upgrade-wagon", NULL, single_move_action);
  gtk_widget_class_install_action (widget_class, "catan.move-barbarian", NULL, move_barbarian_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, 0, "catan.move-wagon", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_x, 0, "catan.chase-barbarian", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_m, 0, "catan.wagon-grain", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_u, 0, "catan.upgrade-wagon", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_a, 0, "catan.move-barbarian", NULL);
}

/**
 * _tsl_catan_view_traders_update:
 *
 * The wagon panel and its actions, after each refresh.
 */
void
_tsl_catan_view_traders_update (TslCatanView *self,
                                gpointer      data)
{
  gboolean ok = _tsl_catan_view_usable (self);
  gint seat = self->info.traders_barbarians.played && self->info.current >= 0 ? self->info.current : -1;

  if (tb_of (self)->barbarian_pick >= 0 && (!_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIAN)
                                    || find_move (self, TSL_CATAN_MOVE_BARBARIAN, tb_of (self)->barbarian_pick, -1) == NULL))
    tb_of (self)->barbarian_pick = -1;
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.move-wagon",
                                 ok && _tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_WAGON));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.chase-barbarian",
                                 ok && _tsl_catan_view_has_legal (self, TSL_CATAN_CHASE_BARBARIAN));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.wagon-grain",
                                 ok && _tsl_catan_view_has_legal (self, TSL_CATAN_WAGON_GRAIN));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.upgrade-wagon",
                                 ok && _tsl_catan_view_has_legal (self, TSL_CATAN_UPGRADE_WAGON));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.move-barbarian",
                                 ok && _tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIAN));
  /* The wagon of the player whose turn it is: its card is public. */
  tsl_catan_wagon_panel_show (TSL_CATAN_WAGON_PANEL (tb_of (self)->wagon_panel), &self->info, seat,
                              _tsl_catan_view_seat_name (self, seat));
}

/**
 * _tsl_catan_view_traders_note_move:
 * @index: the action just applied
 *
 * A step into a destination (a delivery or a commodity card), a chase and
 * an upgrade are shown on the wagon panel as the log says them.
 */
void
_tsl_catan_view_traders_note_move (TslCatanView *self,
                                   gpointer      data,
                                   guint         index)
{
  const TslMove *move;
  gboolean success = FALSE;

  if (!self->info.traders_barbarians.played || self->game == NULL)
    return;
  move = tsl_game_get_move (self->game, index);
  /* The panel is the shown person's wagon: an opponent's news belongs to
   * the log, not under this heading (tour D28). */
  if (move->player != self->viewer)
    return;
  switch ((gint) move->type)
    {
    case TSL_CATAN_MOVE_WAGON:
      if (move->arg[0] < FIRST_CENTRE)
        return;
      success = TRUE;
      break;
    case TSL_CATAN_CHASE_BARBARIAN:
      {
        gint p = CLAMP (move->player, 0, TSL_CATAN_MAX_PLAYERS - 1);
        guint level = CLAMP (self->info.players[p].traders_barbarians.wagon_level, 1, TSL_CATAN_TB_WAGON_LEVELS);

        success = move->arg[1] >= 1 && (self->info.traders_barbarians.wagon_cards[level - 1].chase & (1u << move->arg[1]));
      }
      break;
    case TSL_CATAN_UPGRADE_WAGON:
      break;
    default:
      return;
    }
  tsl_catan_wagon_panel_set_result (TSL_CATAN_WAGON_PANEL (tb_of (self)->wagon_panel),
                                    tsl_game_get_action_text (self->game, index), success);
}

/**
 * _tsl_catan_view_traders_describe:
 *
 * Returns: (transfer full) (nullable): the status line of a Traders &
 *   Barbarians step, %NULL when the common one says it
 */
char *
_tsl_catan_view_traders_describe (TslCatanView *self,
                                  gpointer      data,
                                  const char   *name)
{
  if (!self->info.traders_barbarians.played || !_tsl_catan_view_usable (self))
    return NULL;
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIAN) && self->info.traders_barbarians.barbarian_token &&
      tb_of (self)->barbarian_pick >= 0)
    /* Translators: two-player Traders & Barbarians, the trade-token action */
    return g_strdup_printf (_("%s: click the marked path the barbarian goes to for a trade token, or click "
                              "it again to keep it."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIAN) && !self->info.traders_barbarians.barbarian_token)
    /* Translators: Traders & Barbarians; %s is the player, A the key that lists the choices */
    return barbarian_from (self) < 0
           ? g_strdup_printf (_("%s: click the barbarian you move, then a free path for it (A lists them)."), name)
           : g_strdup_printf (_("%s: click the marked path the barbarian goes to (A lists the paths)."), name);
  if (self->info.traders_barbarians.moving && _tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_WAGON))
    /* Translators: Traders & Barbarians; %s is the player, W the key that lists the steps */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%s: %u movement point left: click a marked step for the wagon "
                                         "(W lists them) or end your turn.",
                                         "%s: %u movement points left: click a marked step for the wagon "
                                         "(W lists them) or end your turn.", self->info.traders_barbarians.mp_left),
                            name, self->info.traders_barbarians.mp_left);
  if (self->info.traders_barbarians.moving && _tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN))
    return g_strdup_printf (_("%s: the wagon has stopped; end your turn."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_WAGON) && _tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN))
    return g_strdup_printf (_("%s: trade, build, then move the wagon (click a marked step, W) or end your turn."),
                            name);
  return NULL;
}
