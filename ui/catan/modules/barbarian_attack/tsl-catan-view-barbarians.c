/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tsl-catan-board.h"
#include "tsl-catan-barbarian-attack-view.h"
#include "tsl-game-view.h"

/* Barbarian Attack (docs/rules-catan-tb.md, S4) in the view: knights
 * moved by picking one (a click on it, or N and a list) and then one of
 * the highlighted paths it can reach, with the grain for 5 paths offered
 * in a question; the choices of the cards played at once (Knighthood and
 * Black Knight on paths, Treason and Intrigue on hexes); the 7's draw from
 * an opponent and the battles as questions; the last battle and landing
 * in the side panel.  Every move sent is a legal one or a candidate the
 * engine refuses with its reason. */

#define NONE (-1)

static BarbarianAttack *
ba_of (TslCatanView *self)
{
  return _tsl_catan_view_module_data (self, &tsl_catan_view_module_barbarian_attack);
}

static gboolean
has_move (TslCatanView   *self,
          TslCatanAction  type,
          gint            arg0,
          gint            arg1)
{
  for (guint i = 0; _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    {
      const TslMove *m = &self->legal.moves[i];

      if (m->type == type && (arg0 == G_MININT || m->arg[0] == arg0) && (arg1 == G_MININT || m->arg[1] == arg1))
        return TRUE;
    }
  return FALSE;
}

/* The knight picked for a move, or the own knight a Black Knight moves
 * when the reserve is empty: its moves still legal, else none. */
static gint
picked_knight (TslCatanView *self)
{
  if (ba_of (self)->knight_picked < 0)
    return NONE;
  if (has_move (self, TSL_CATAN_MOVE_KNIGHT, ba_of (self)->knight_picked, G_MININT)
      || has_move (self, TSL_CATAN_PLACE_KNIGHT, G_MININT, ba_of (self)->knight_picked))
    return ba_of (self)->knight_picked;
  return NONE;
}

/* Black Knight with an empty reserve: an own knight is moved instead. */
static gboolean
places_from_board (TslCatanView *self)
{
  return has_move (self, TSL_CATAN_PLACE_KNIGHT, G_MININT, G_MININT)
         && !has_move (self, TSL_CATAN_PLACE_KNIGHT, G_MININT, NONE);
}

static gboolean
barbarian_from_needed (TslCatanView *self)
{
  return has_move (self, TSL_CATAN_MOVE_BARBARIANS, G_MININT, G_MININT)
         && !has_move (self, TSL_CATAN_MOVE_BARBARIANS, NONE, G_MININT);
}

void
_tsl_catan_view_barbarians_reset (TslCatanView *self)
{
  ba_of (self)->knight_picked = NONE;
  ba_of (self)->barbarian_from = NONE;
}

static void
mark_picked (TslCatanView *self)
{
  guint edge = (guint) ba_of (self)->knight_picked;

  tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), &edge, picked_knight (self) >= 0 ? 1 : 0);
}

/**
 * _tsl_catan_view_barbarian_targets:
 *
 * Adds the spots of the scenario's current step to @targets.  Returns
 * TRUE when they are the only ones (a card's choice, a knight picked).
 */
gboolean
_tsl_catan_view_barbarian_targets (TslCatanView    *self,
                                   TslCatanTargets *targets)
{
  gint picked = picked_knight (self);
  gboolean in_card = self->info.phase == TSL_CATAN_PHASE_CARD;
  gboolean exclusive;

  if (!self->info.barbarian_attack.played || !_tsl_catan_view_usable (self))
    return FALSE;
  if (picked < 0)
    ba_of (self)->knight_picked = NONE;
  if (ba_of (self)->barbarian_from >= 0 && !has_move (self, TSL_CATAN_MOVE_BARBARIANS, ba_of (self)->barbarian_from, G_MININT))
    ba_of (self)->barbarian_from = NONE;
  mark_picked (self);
  exclusive = picked >= 0 || in_card || ba_of (self)->barbarian_from >= 0;

  for (guint i = 0; i < self->legal.len; i++)
    {
      const TslMove *m = &self->legal.moves[i];

      switch ((TslCatanAction) m->type)
        {
        case TSL_CATAN_MOVE_KNIGHT:
          if (picked < 0)
            tsl_catan_targets_add_edge (targets, (guint) m->arg[0]);
          else if (m->arg[0] == picked)
            tsl_catan_targets_add_edge (targets, (guint) m->arg[1]);
          break;
        case TSL_CATAN_PLACE_KNIGHT:
          if (m->arg[1] < 0 || m->arg[1] == picked)
            tsl_catan_targets_add_edge (targets, (guint) m->arg[0]);
          else if (picked < 0)
            tsl_catan_targets_add_edge (targets, (guint) m->arg[1]);
          break;
        case TSL_CATAN_MOVE_BARBARIANS:
          /* Two-player: the trade-token move is offered by a click on a
           * barbarian's hex, not marked all turn long. */
          if (m->arg[0] < 0 || m->arg[0] == ba_of (self)->barbarian_from)
            tsl_catan_targets_add_hex (targets, (guint) m->arg[1]);
          else if (ba_of (self)->barbarian_from < 0 && in_card)
            tsl_catan_targets_add_hex (targets, (guint) m->arg[0]);
          break;
        case TSL_CATAN_CAPTURE_BARBARIAN:
          tsl_catan_targets_add_hex (targets, (guint) m->arg[0]);
          break;
        default:
          break;
        }
    }
  return exclusive;
}

typedef struct
{
  TslCatanView *view;
  TslMove       move;
} GrainQuestion;

static void
grain_answer_cb (int      choice,
                 gpointer user_data)
{
  GrainQuestion *data = user_data;

  if (choice == 0 && data->view->game != NULL)
    _tsl_catan_view_apply_copy (data->view, &data->move);
  g_object_unref (data->view);
  g_free (data);
}

/* Moves the picked knight to @edge: within 3 paths for free, else with
 * the grain offered in a question. */
static void
move_picked_to (TslCatanView *self,
                guint         edge)
{
  const TslMove *free_move = NULL, *grain_move = NULL;
  GrainQuestion *data;
  const char *labels[] = { _("_Pay 1 Grain"), NULL };

  for (guint i = 0; i < self->legal.len; i++)
    {
      const TslMove *m = &self->legal.moves[i];

      if (m->type != TSL_CATAN_MOVE_KNIGHT || m->arg[0] != ba_of (self)->knight_picked || m->arg[1] != (gint32) edge)
        continue;
      if (m->arg[2] != 0)
        grain_move = m;
      else
        free_move = m;
    }
  if (free_move != NULL)
    {
      _tsl_catan_view_apply_copy (self, free_move);
      return;
    }
  if (grain_move == NULL)
    {
      TslMove move = _tsl_catan_view_candidate (self, TSL_CATAN_MOVE_KNIGHT);

      /* Let the engine say why not (too far, taken, no grain). */
      move.arg[0] = ba_of (self)->knight_picked;
      move.arg[1] = (gint32) edge;
      move.arg[2] = 1;
      _tsl_catan_view_apply (self, &move);
      return;
    }
  data = g_new0 (GrainQuestion, 1);
  data->view = g_object_ref (self);
  data->move = *grain_move;
  _tsl_catan_view_ask (self, _("Pay 1 grain for the longer move?"),
                       _("A knight moves up to 3 paths; for 1 grain it moves up to 5."),
                       labels, TRUE, grain_answer_cb, data);
}

/**
 * _tsl_catan_view_barbarian_edge:
 *
 * A click on @edge: picks a knight, moves the picked one, or places a
 * card's knight.  Returns whether the click was the scenario's.
 */
gboolean
_tsl_catan_view_barbarian_edge (TslCatanView *self,
                                guint         edge)
{
  gint picked = picked_knight (self);

  if (!self->info.barbarian_attack.played || !_tsl_catan_view_usable (self) || edge >= TSL_CATAN_N_EDGES)
    return FALSE;

  if (has_move (self, TSL_CATAN_PLACE_KNIGHT, G_MININT, G_MININT))
    {
      if (places_from_board (self) && has_move (self, TSL_CATAN_PLACE_KNIGHT, G_MININT, (gint) edge))
        {
          ba_of (self)->knight_picked = picked == (gint) edge ? NONE : (gint) edge;
          _tsl_catan_view_refresh (self);
          return TRUE;
        }
      for (guint i = 0; i < self->legal.len; i++)
        {
          const TslMove *m = &self->legal.moves[i];

          if (m->type == TSL_CATAN_PLACE_KNIGHT && m->arg[0] == (gint32) edge
              && (m->arg[1] < 0 || m->arg[1] == picked))
            {
              _tsl_catan_view_apply_copy (self, m);
              return TRUE;
            }
        }
      {
        TslMove move = _tsl_catan_view_candidate (self, TSL_CATAN_PLACE_KNIGHT);

        move.arg[0] = (gint32) edge;
        move.arg[1] = picked;
        _tsl_catan_view_apply (self, &move);
      }
      return TRUE;
    }

  if (!_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_KNIGHT))
    return FALSE;
  if (has_move (self, TSL_CATAN_MOVE_KNIGHT, (gint) edge, G_MININT))
    {
      /* A click on a knight picks it; on the picked one, puts it back. */
      ba_of (self)->knight_picked = picked == (gint) edge ? NONE : (gint) edge;
      tsl_game_view_set_explanation (TSL_GAME_VIEW (self), NULL);
      _tsl_catan_view_refresh (self);
      return TRUE;
    }
  if (picked >= 0)
    {
      move_picked_to (self, edge);
      return TRUE;
    }
  return FALSE;
}

/**
 * _tsl_catan_view_barbarian_hex:
 *
 * A click on @hex in Barbarian Attack (there is no robber): Treason's and
 * Intrigue's choices.  Returns whether the click was the scenario's.
 */
gboolean
_tsl_catan_view_barbarian_hex (TslCatanView *self,
                               guint         hex)
{
  TslMove move;

  if (!self->info.barbarian_attack.played)
    return FALSE;
  if (!_tsl_catan_view_usable (self))
    return TRUE;
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_CAPTURE_BARBARIAN))
    {
      move = _tsl_catan_view_candidate (self, TSL_CATAN_CAPTURE_BARBARIAN);
      move.arg[0] = (gint32) hex;
      _tsl_catan_view_apply (self, &move);
      return TRUE;
    }
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIANS))
    {
      /* Treason may offer barbarians from the reserve and from a hex at
       * once: a hex that only a barbarian can leave is picked as the start. */
      if (ba_of (self)->barbarian_from < 0 && !barbarian_from_needed (self)
          && has_move (self, TSL_CATAN_MOVE_BARBARIANS, (gint) hex, G_MININT)
          && !has_move (self, TSL_CATAN_MOVE_BARBARIANS, NONE, (gint) hex))
        {
          ba_of (self)->barbarian_from = (gint) hex;
          _tsl_catan_view_refresh (self);
          return TRUE;
        }
      if (barbarian_from_needed (self) && ba_of (self)->barbarian_from < 0)
        {
          if (has_move (self, TSL_CATAN_MOVE_BARBARIANS, (gint) hex, G_MININT))
            {
              ba_of (self)->barbarian_from = (gint) hex;
              _tsl_catan_view_refresh (self);
            }
          else
            {
              tsl_game_view_set_explanation (TSL_GAME_VIEW (self),
                                             _("Choose a marked hex: a barbarian leaves it."));
              gtk_widget_error_bell (GTK_WIDGET (self));
            }
          return TRUE;
        }
      move = _tsl_catan_view_candidate (self, TSL_CATAN_MOVE_BARBARIANS);
      move.arg[0] = ba_of (self)->barbarian_from;
      move.arg[1] = (gint32) hex;
      for (guint i = 0; i < self->legal.len; i++)
        if (self->legal.moves[i].type == TSL_CATAN_MOVE_BARBARIANS && self->legal.moves[i].arg[0] == move.arg[0]
            && self->legal.moves[i].arg[1] == move.arg[1])
          move = self->legal.moves[i];
      ba_of (self)->barbarian_from = NONE;
      _tsl_catan_view_apply (self, &move);
      return TRUE;
    }
  tsl_game_view_set_explanation (TSL_GAME_VIEW (self),
                                 _("There is no robber in the Barbarian Attack scenario: a 7 lets you draw a card "
                                   "from an opponent."));
  gtk_widget_error_bell (GTK_WIDGET (self));
  return TRUE;
}

/**
 * _tsl_catan_view_barbarian_step:
 *
 * Returns: (nullable): the status line for the scenario's own steps
 */
char *
_tsl_catan_view_barbarian_step (TslCatanView *self,
                                const char   *name)
{
  if (!self->info.barbarian_attack.played)
    return NULL;
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_PLACE_KNIGHT))
    {
      if (places_from_board (self) && picked_knight (self) < 0)
        return g_strdup_printf (_("%s: Black Knight: your reserve is empty; pick one of your knights to move (or press N)."), name);
      return self->info.barbarian_attack.card_pending == TSL_CATAN_KNIGHTHOOD
             ? g_strdup_printf (_("%s: Knighthood: place a knight on a marked path of the castle (or press N)."), name)
             : g_strdup_printf (_("%s: Black Knight: place a knight on any marked path (or press N)."), name);
    }
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIANS) && self->info.phase != TSL_CATAN_PHASE_CARD
      && ba_of (self)->barbarian_from >= 0)
    /* Translators: Barbarian Attack, two-player: the trade-token action */
    return g_strdup_printf (_("%s: choose the coastal hex the barbarian goes to (a trade token)."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_BARBARIANS) && self->info.phase == TSL_CATAN_PHASE_CARD)
    return barbarian_from_needed (self) && ba_of (self)->barbarian_from < 0
           ? g_strdup_printf (_("%s: Treason: choose a marked hex a barbarian leaves (or press N)."), name)
           : g_strdup_printf (_("%s: Treason: choose the coastal hex the barbarian goes to (or press N)."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_CAPTURE_BARBARIAN))
    return g_strdup_printf (_("%s: Intrigue: choose a marked hex; one of its barbarians becomes your prisoner (or press N)."),
                            name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_FIGHT_BARBARIANS))
    return g_strdup_printf (_("%s: the knights fight the barbarians on the coast."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_STEAL_RESOURCE))
    return g_strdup_printf (_("%s: a 7 was rolled; draw a card from an opponent."), name);
  if (picked_knight (self) >= 0)
    return g_strdup_printf (_("%s: choose a marked path for the knight; beyond 3 paths it costs 1 grain "
                              "(Esc cancels)."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_KNIGHT) && !_tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN)
      && !_tsl_catan_view_has_legal (self, TSL_CATAN_ROLL))
    return g_strdup_printf (_("%s: a knight on the castle must leave it before your turn ends."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_KNIGHT) && _tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN))
    return g_strdup_printf (_("%s: move your knights (click one, or N), then end your turn."), name);
  if (self->info.phase == TSL_CATAN_PHASE_KNIGHTS && _tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN))
    /* Trading and building are over once the knights move (tour D22). */
    return g_strdup_printf (_("%s: no knight of yours can move any more; end your turn."), name);
  if (self->info.phase == TSL_CATAN_PHASE_MAIN && _tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN)
      && memchr (self->info.barbarian_attack.knight_owner, self->actor, sizeof self->info.barbarian_attack.knight_owner) != NULL)
    return g_strdup_printf (_("%s: trade and build; then end your turn to move your knights."), name);
  return NULL;
}

/* Questions: the 7's victim and the battles. */

static void
ask_steal (TslCatanView *self)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();

  for (guint i = 0; i < self->legal.len; i++)
    {
      const TslMove *m = &self->legal.moves[i];
      gint seat = m->arg[0];

      if (m->type != TSL_CATAN_STEAL_RESOURCE)
        continue;
      g_array_append_val (moves, *m);
      if (seat >= 0 && seat < (gint) self->info.n_players)
        {
          guint cards = self->info.players[seat].n_resources;
          g_autofree char *label =
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Draw from %s (%u card)", "Draw from %s (%u cards)", cards),
                             _tsl_catan_view_seat_name (self, seat), cards);

          g_strv_builder_add (labels, label);
        }
      else
        g_strv_builder_add (labels, _("Draw from nobody"));
    }
  if (moves->len > 0)
    _tsl_catan_view_ask_moves (self, _("Whom do you draw a card from?"),
                               _("There is no robber in this scenario: after a 7 you draw one card at random "
                                 "from the hand of an opponent you choose."),
                               moves, labels, FALSE);
}

static void
ask_battle (TslCatanView *self)
{
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  const TslMove *m = _tsl_catan_view_find_legal (self, TSL_CATAN_FIGHT_BARBARIANS);
  g_autofree char *hex = NULL;
  g_autofree char *primary = NULL;

  if (m == NULL)
    return;
  g_array_append_val (moves, *m);
  g_strv_builder_add (labels, _("_Fight"));
  hex = _tsl_catan_view_hex_label (&self->info, self->info.barbarian_attack.battle_hex >= 0 ? (guint) self->info.barbarian_attack.battle_hex
                                                                          : (guint) m->arg[0]);
  /* Translators: Barbarian Attack; %s is a hex, e.g. "Forest 5" */
  primary = g_strdup_printf (_("The knights attack the barbarians on %s"), hex);
  _tsl_catan_view_ask_moves (self, primary,
                             _("More knights stand around the hex than barbarians on it: the barbarians are "
                               "taken prisoner and the colour die decides which knights fall."),
                             moves, labels, FALSE);
}

gboolean
_tsl_catan_view_barbarian_prompt (TslCatanView *self)
{
  if (!self->info.barbarian_attack.played || !_tsl_catan_view_usable (self) || _tsl_catan_view_asking (self))
    return FALSE;
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_STEAL_RESOURCE))
    ask_steal (self);
  else if (_tsl_catan_view_has_legal (self, TSL_CATAN_FIGHT_BARBARIANS))
    ask_battle (self);
  else
    return FALSE;
  return TRUE;
}

/* Keyboard: N lists the knights that may move, then the paths the picked
 * one reaches; a card's choice lists its spots. */

static void
move_knight_action (GtkWidget  *widget,
                    const char *name,
                    GVariant   *parameter)
{
  TslCatanView *self = TSL_CATAN_VIEW (widget);
  TslCatanTargets targets = { 0, };
  g_autoptr(GArray) spots = g_array_new (FALSE, FALSE, sizeof (guint));
  gboolean hexes;
  const char *primary;

  if (!self->info.barbarian_attack.played || !_tsl_catan_view_usable (self) || _tsl_catan_view_asking (self))
    return;
  _tsl_catan_view_barbarian_targets (self, &targets);
  hexes = targets.hexes != 0;
  for (guint i = 0; i < (hexes ? TSL_CATAN_N_LAND_HEXES : TSL_CATAN_N_EDGES); i++)
    if (hexes ? tsl_catan_targets_has_hex (&targets, i) : tsl_catan_targets_has_edge (&targets, i))
      g_array_append_val (spots, i);
  if (hexes && _tsl_catan_view_has_legal (self, TSL_CATAN_CAPTURE_BARBARIAN))
    primary = _("Intrigue: choose the hex whose barbarian becomes your prisoner");
  else if (hexes && barbarian_from_needed (self) && ba_of (self)->barbarian_from < 0)
    primary = _("Treason: choose the hex a barbarian leaves");
  else if (hexes)
    primary = _("Treason: choose the coastal hex the barbarian goes to");
  else if (picked_knight (self) >= 0 || has_move (self, TSL_CATAN_PLACE_KNIGHT, G_MININT, NONE))
    primary = _("Choose the path the knight goes to");
  else
    primary = _("Choose the knight to move");
  _tsl_catan_view_ask_spots (self, primary, spots, hexes, NULL);
}

void
_tsl_catan_view_install_barbarian_actions (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "catan.move-knight", NULL, move_knight_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_n, 0, "catan.move-knight", NULL);
}

/* The side panel: the barbarians in reserve, the last landing and battle. */
char *
_tsl_catan_view_barbarian_summary (TslCatanView *self)
{
  const TslCatanInfo *info = &self->info;
  g_autoptr(GString) text = g_string_new (NULL);

  if (!info->barbarian_attack.played)
    return NULL;
  g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%u barbarian in reserve", "%u barbarians in reserve",
                                             info->barbarian_attack.barbarians_left),
                          info->barbarian_attack.barbarians_left);
  if (info->barbarian_attack.last_landing[0] != 0)
    {
      g_string_append_c (text, '\n');
      if (info->barbarian_attack.last_landing[2] != 0)
        /* Translators: Barbarian Attack, the three numbers the last barbarians landed on */
        g_string_append_printf (text, _("Last landing: %u, %u and %u"), info->barbarian_attack.last_landing[0], info->barbarian_attack.last_landing[1],
                                info->barbarian_attack.last_landing[2]);
      else if (info->barbarian_attack.last_landing[1] != 0)
        g_string_append_printf (text, _("Last landing: %u and %u"), info->barbarian_attack.last_landing[0], info->barbarian_attack.last_landing[1]);
      else
        g_string_append_printf (text, _("Last landing: %u"), info->barbarian_attack.last_landing[0]);
    }
  if (info->barbarian_attack.last_battle_hex >= 0)
    {
      static const char *colours[] = {
        /* Translators: Barbarian Attack; the hex of the last battle ("Forest 5") */
        N_("Last battle: %s, the colour die showed green."),
        /* Translators: Barbarian Attack; the hex of the last battle ("Forest 5") */
        N_("Last battle: %s, the colour die showed purple."),
        /* Translators: Barbarian Attack; the hex of the last battle ("Forest 5") */
        N_("Last battle: %s, the colour die showed brown."),
      };
      g_autofree char *hex = _tsl_catan_view_hex_label (info, (guint) info->barbarian_attack.last_battle_hex);

      g_string_append_c (text, '\n');
      g_string_append_printf (text, _(colours[MIN (info->barbarian_attack.last_battle_colour, 2)]), hex);
      for (guint o = 0; o <= TSL_CATAN_MAX_PLAYERS; o++)
        {
          const char *who;
          guint won = info->barbarian_attack.last_battle_prisoners[o], lost = info->barbarian_attack.last_battle_lost[o];

          if (won == 0 && lost == 0)
            continue;
          who = o == TSL_CATAN_FOREIGN_KNIGHT ? _("The Foreign Knight") : _tsl_catan_view_seat_name (self, (gint) o);
          g_string_append_c (text, '\n');
          if (won > 0 && lost > 0)
            {
              g_autofree char *w = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u prisoner", "%u prisoners", won), won);
              g_autofree char *l = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u knight lost", "%u knights lost",
                                                                 lost), lost);

              /* Translators: Barbarian Attack, e.g. "Anna: 2 prisoners, 1 knight lost" */
              g_string_append_printf (text, _("%s: %s, %s"), who, w, l);
            }
          else if (won > 0)
            g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: %u prisoner", "%s: %u prisoners", won),
                                    who, won);
          else
            g_string_append_printf (text, g_dngettext (GETTEXT_PACKAGE, "%s: %u knight lost", "%s: %u knights lost",
                                                       lost), who, lost);
        }
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

/**
 * tsl_catan_view_get_picked_knight:
 *
 * Returns: the path of the knight picked to move, or -1 (tests)
 */
gint
tsl_catan_view_get_picked_knight (TslCatanView *self)
{
  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), NONE);
  return picked_knight (self);
}
