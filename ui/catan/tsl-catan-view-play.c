/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "tsl-catan-board.h"
#include "tsl-catan-discard-dialog.h"
#include "tsl-catan-trade-dialog.h"
#include "tsl-catan-view-private.h"
#include "tsl-game-view.h"

/* How the view turns clicks, buttons and keys into the engine's moves.
 * Legal spots come from the legal #TslMove list; a move sent is a copy of
 * a legal one, or, for an illegal click, a candidate that the engine
 * refuses with a translated reason shown in the status line. */

#define TYPE_BIT(t) (G_GUINT64_CONSTANT (1) << (t))

gboolean
_tsl_catan_view_usable (TslCatanView *self)
{
  return self->has_legal && !gtk_widget_get_visible (self->privacy_box);
}

static guint
kind_index (char kind)
{
  return kind == 'v' ? 0 : kind == 'e' ? 1 : 2;
}

/* The modules' moves at a kind of spot (tsl-catan-view-module.h): every
 * module's, as a move type belongs to one module and is legal only in a
 * game that plays it. */
static guint64
module_moves (char     kind,
              gboolean clicked)
{
  guint64 types = 0;

  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    types |= clicked ? tsl_catan_view_modules[i]->click_moves[kind_index (kind)]
                     : tsl_catan_view_modules[i]->spot_moves[kind_index (kind)];
  return types;
}

/* The move types a click on a vertex ('v'), an edge ('e') or a hex ('h')
 * may send in the view's mode, as a bit mask. */
static guint64
types_for_mode (TslCatanView *self,
                char          kind)
{
  switch (self->mode)
    {
    case MODE_ALL:
      return module_moves (kind, TRUE)
             | (kind == 'v' ? TYPE_BIT (TSL_CATAN_PLACE_SETTLEMENT) | TYPE_BIT (TSL_CATAN_BUILD_SETTLEMENT)
                              | TYPE_BIT (TSL_CATAN_BUILD_CITY)
                : kind == 'e' ? TYPE_BIT (TSL_CATAN_PLACE_ROAD) | TYPE_BIT (TSL_CATAN_BUILD_ROAD)
                : TYPE_BIT (TSL_CATAN_MOVE_ROBBER));
    case MODE_ROAD:
      return kind == 'e' ? TYPE_BIT (TSL_CATAN_BUILD_ROAD) : 0;
    case MODE_MOVE:
      return kind == self->mode_kind ? TYPE_BIT (self->mode_move.type) : 0;
    case MODE_SETTLEMENT:
      return kind == 'v' ? TYPE_BIT (TSL_CATAN_BUILD_SETTLEMENT) : 0;
    case MODE_CITY:
      return kind == 'v' ? TYPE_BIT (TSL_CATAN_BUILD_CITY) : 0;
    case MODE_KNIGHT:
      return kind == 'h' ? TYPE_BIT (TSL_CATAN_PLAY_KNIGHT) : 0;
    case MODE_ROAD_BUILDING:
    default:
      return 0;
    }
}

static gboolean
type_in (const TslMove *move,
         guint64        types)
{
  return (types & TYPE_BIT (move->type)) != 0;
}

/* The edges of a Road Building move. */
static guint
road_building_edges (const TslMove *move,
                     guint          edges[2])
{
  guint n = 0;

  for (guint i = 0; i < 2; i++)
    if (move->arg[i] >= 0)
      edges[n++] = (guint) move->arg[i];
  return n;
}

static gboolean
mode_still_legal (TslCatanView *self)
{
  switch (self->mode)
    {
    case MODE_ROAD: return _tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_ROAD);
    case MODE_MOVE: return _tsl_catan_view_has_legal (self, self->mode_move.type);
    case MODE_SETTLEMENT: return _tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_SETTLEMENT);
    case MODE_CITY: return _tsl_catan_view_has_legal (self, TSL_CATAN_BUILD_CITY);
    case MODE_KNIGHT: return _tsl_catan_view_has_legal (self, TSL_CATAN_PLAY_KNIGHT);
    case MODE_ROAD_BUILDING: return _tsl_catan_view_has_legal (self, TSL_CATAN_PLAY_ROAD_BUILDING);
    case MODE_ALL:
    default:
      return TRUE;
    }
}

/**
 * _tsl_catan_view_move_spots:
 *
 * Adds the board spots @move acts on to @spots: where a piece goes or
 * comes from, the robber's hex, a module's spots.  Moves without a spot
 * (rolling, trading, a card without a target) add nothing.
 */
void
_tsl_catan_view_move_spots (TslCatanView    *self,
                            const TslMove   *move,
                            TslCatanTargets *spots)
{
  guint edges[2], n;
  gboolean done = FALSE;

  for (guint i = 0; i < tsl_catan_view_n_modules && !done; i++)
    done = tsl_catan_view_modules[i]->move_spots != NULL && tsl_catan_view_modules[i]->move_spots (self, move, spots);
  /* A logged move names its spots; one without (a neutral's, -1) marks none. */
  if (done || move->arg[0] < 0)
    ;
  else if (type_in (move, module_moves ('v', FALSE) | module_moves ('v', TRUE)
                          | TYPE_BIT (TSL_CATAN_PLACE_SETTLEMENT) | TYPE_BIT (TSL_CATAN_BUILD_SETTLEMENT)
                          | TYPE_BIT (TSL_CATAN_BUILD_CITY)))
    tsl_catan_targets_add_vertex (spots, (guint) move->arg[0]);
  else if (type_in (move, module_moves ('e', FALSE) | module_moves ('e', TRUE)
                          | TYPE_BIT (TSL_CATAN_PLACE_ROAD) | TYPE_BIT (TSL_CATAN_BUILD_ROAD)))
    tsl_catan_targets_add_edge (spots, (guint) move->arg[0]);
  else if (type_in (move, module_moves ('h', FALSE) | module_moves ('h', TRUE)
                          | TYPE_BIT (TSL_CATAN_MOVE_ROBBER) | TYPE_BIT (TSL_CATAN_PLAY_KNIGHT)))
    tsl_catan_targets_add_hex (spots, (guint) move->arg[0]);
  if (move->type == TSL_CATAN_PLAY_ROAD_BUILDING)
    {
      n = road_building_edges (move, edges);
      for (guint k = 0; k < n; k++)
        tsl_catan_targets_add_edge (spots, edges[k]);
    }
}

void
_tsl_catan_view_update_targets (TslCatanView *self)
{
  TslCatanTargets targets = { 0, };
  gboolean single_road = FALSE;
  guint64 vertex_types, edge_types, hex_types;
  gboolean theirs_alone = FALSE;

  if (!_tsl_catan_view_usable (self) || !mode_still_legal (self))
    {
      self->mode = MODE_ALL;
      self->n_picked_edges = 0;
      tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), NULL, 0);
    }

  vertex_types = types_for_mode (self, 'v');
  edge_types = types_for_mode (self, 'e');
  hex_types = types_for_mode (self, 'h');
  /* A module's spots: beside the others, or alone while its step waits. */
  for (guint i = 0; self->mode == MODE_ALL && i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      if (module->targets != NULL && (module->active == NULL || module->active (&self->info)))
        theirs_alone |= module->targets (self, self->module_data[i], &targets);
    }
  if (theirs_alone)
    goto done;
  for (guint i = 0; _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];

      if (self->mode == MODE_ROAD_BUILDING)
        {
          guint edges[2], n;

          if (move->type != TSL_CATAN_PLAY_ROAD_BUILDING)
            continue;
          n = road_building_edges (move, edges);
          if (self->n_picked_edges == 0)
            for (guint k = 0; k < n; k++)
              tsl_catan_targets_add_edge (&targets, edges[k]);
          else if (n == 2 && (edges[0] == self->picked_edges[0] || edges[1] == self->picked_edges[0]))
            tsl_catan_targets_add_edge (&targets, edges[0] == self->picked_edges[0] ? edges[1] : edges[0]);
          else if (n == 1 && edges[0] == self->picked_edges[0])
            single_road = TRUE;
          continue;
        }
      if (type_in (move, vertex_types))
        tsl_catan_targets_add_vertex (&targets, move->arg[0]);
      else if (type_in (move, edge_types))
        tsl_catan_targets_add_edge (&targets, move->arg[0]);
      else if (type_in (move, hex_types))
        tsl_catan_targets_add_hex (&targets, move->arg[0]);
    }
done:
  tsl_catan_board_set_targets (TSL_CATAN_BOARD (self->board), &targets, MAX (self->actor, 0));
  gtk_widget_set_visible (self->done_button, self->mode == MODE_ROAD_BUILDING && single_road);
}

void
_tsl_catan_view_update_controls (TslCatanView *self)
{
  static const struct { const char *action; TslCatanAction type; } map[] = {
    { "catan.roll", TSL_CATAN_ROLL },
    { "catan.end-turn", TSL_CATAN_END_TURN },
    { "catan.build-road", TSL_CATAN_BUILD_ROAD },
    { "catan.build-settlement", TSL_CATAN_BUILD_SETTLEMENT },
    { "catan.build-city", TSL_CATAN_BUILD_CITY },
    { "catan.buy-dev-card", TSL_CATAN_BUY_DEV_CARD },
    { "catan.play-knight", TSL_CATAN_PLAY_KNIGHT },
    { "catan.play-road-building", TSL_CATAN_PLAY_ROAD_BUILDING },
    { "catan.play-year-of-plenty", TSL_CATAN_PLAY_YEAR_OF_PLENTY },
    { "catan.play-monopoly", TSL_CATAN_PLAY_MONOPOLY },
  };
  const char *roll_label = N_("Roll _Dice");
  gboolean more = FALSE, more_enabled = FALSE;
  gboolean ok = _tsl_catan_view_usable (self);

  /* A half-played card locks what would contradict it: no rolling or
   * ending the turn while a knight's robber or Road Building's roads are
   * still to be placed (tour D12). */
  gboolean card_half_played = self->mode == MODE_KNIGHT || self->mode == MODE_ROAD_BUILDING
                              || (self->mode == MODE_MOVE && self->mode_locks_turn);

  for (guint i = 0; i < G_N_ELEMENTS (map); i++)
    gtk_widget_action_set_enabled (GTK_WIDGET (self), map[i].action,
                                   ok && _tsl_catan_view_has_legal (self, map[i].type)
                                   && !(card_half_played && (map[i].type == TSL_CATAN_ROLL
                                                             || map[i].type == TSL_CATAN_END_TURN)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.trade",
                                 ok && (_tsl_catan_view_has_legal (self, TSL_CATAN_MARITIME_TRADE)
                                        || _tsl_catan_view_has_legal (self, TSL_CATAN_OFFER_TRADE)
                                        || _tsl_catan_view_has_legal (self, TSL_CATAN_CONFIRM_TRADE)
                                        || _tsl_catan_view_has_legal (self, TSL_CATAN_CANCEL_TRADE)));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.finish-road-building",
                                 ok && gtk_widget_get_visible (self->done_button));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "catan.reveal",
                                 gtk_widget_get_visible (self->privacy_box));
  /* Once rolled, End Turn stays in place, disabled while an offer or a
   * robber waits (tour D19). */
  gtk_widget_set_visible (self->roll_button, _tsl_catan_view_has_legal (self, TSL_CATAN_ROLL)
                                             || self->info.phase == TSL_CATAN_PHASE_ROLL
                                             || self->info.phase <= TSL_CATAN_PHASE_SETUP_ROAD);
  gtk_widget_set_visible (self->end_turn_button, !gtk_widget_get_visible (self->roll_button));
  /* The modules' buttons and tiles; they hide theirs when not played. */
  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      if (module->update != NULL)
        module->update (self, self->module_data[i]);
      if (module->roll_label != NULL && (module->active == NULL || module->active (&self->info)))
        roll_label = module->roll_label;
    }
  /* The overflow menu is shown when a module has rare actions, and may be
   * opened when one of them may be taken: a popover with nothing to
   * focus trips GTK 4.8 (gtk_widget_is_ancestor on no focus). */
  for (GtkWidget *child = gtk_widget_get_first_child (self->more_box); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      more |= gtk_widget_get_visible (child);
      more_enabled |= gtk_widget_get_visible (child) && gtk_widget_is_sensitive (child);
    }
  gtk_widget_set_visible (self->more_button, more);
  gtk_widget_set_sensitive (self->more_button, more_enabled);
  gtk_label_set_text_with_mnemonic (GTK_LABEL (self->roll_label), _(roll_label));
  _tsl_catan_view_explain_controls (self);
}

char *
_tsl_catan_view_describe_step (TslCatanView *self)
{
  const char *name = _tsl_catan_view_seat_name (self, self->actor);

  if (self->game == NULL)
    return g_strdup ("");
  if (tsl_game_is_over (self->game))
    {
      if (self->info.winner >= 0)
        return g_strdup_printf (_("%s wins the game!"),
                                _tsl_catan_view_seat_name (self, self->info.winner));
      return g_strdup (_("The game is over."));
    }
  if (gtk_widget_get_visible (self->privacy_box))
    return g_strdup_printf (_("Waiting for %s to take over."),
                            _tsl_catan_view_seat_name (self, self->viewer));
  if (!tsl_session_is_human (self->session, self->actor))
    return g_strdup_printf (_("%s is thinking…"), name);

  switch (self->mode)
    {
    case MODE_ROAD:
      return g_strdup_printf (_("%s: choose a path for your road (Esc shows every option)."), name);
    case MODE_MOVE:
      return g_strdup (self->mode_status != NULL ? self->mode_status : "");
    case MODE_SETTLEMENT:
      return g_strdup_printf (_("%s: choose an intersection for your settlement."), name);
    case MODE_CITY:
      return g_strdup_printf (_("%s: choose a settlement to upgrade to a city."), name);
    case MODE_KNIGHT:
      return g_strdup_printf (_("%s: move the robber to another hex."), name);
    case MODE_ROAD_BUILDING:
      return self->n_picked_edges == 0
             ? g_strdup_printf (_("%s: choose the first free road."), name)
             : g_strdup_printf (_("%s: choose the second free road, or Done."), name);
    case MODE_ALL:
    default:
      break;
    }

  for (guint i = 0; i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];
      char *text;

      if (module->describe_step != NULL && (module->active == NULL || module->active (&self->info))
          && (text = module->describe_step (self, self->module_data[i], name)) != NULL)
        return text;
    }
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_PLACE_SETTLEMENT))
    return g_strdup_printf (_("%s: place a settlement on a free intersection."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_PLACE_ROAD))
    return g_strdup_printf (_("%s: place a road next to your new settlement."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_DISCARD))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s: discard %d card.",
                                         "%s: discard %d cards.",
                                         self->info.players[self->actor].discard),
                            name, self->info.players[self->actor].discard);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_ROBBER))
    return g_strdup_printf (_("%s: move the robber to another hex."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_ACCEPT_TRADE) || _tsl_catan_view_has_legal (self, TSL_CATAN_REJECT_TRADE))
    return g_strdup_printf (_("%s: answer %s’s trade offer."), name,
                            _tsl_catan_view_seat_name (self, self->info.trade_from));
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_CANCEL_TRADE))
    return g_strdup_printf (_("%s: pick a partner for your offer or withdraw it."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_ROLL))
    return _tsl_catan_view_has_legal (self, TSL_CATAN_PLAY_KNIGHT)
           ? g_strdup_printf (_("%s: roll the dice or play a knight."), name)
           : g_strdup_printf (_("%s: roll the dice."), name);
  if (_tsl_catan_view_has_legal (self, TSL_CATAN_END_TURN))
    return g_strdup_printf (_("%s: trade, build or end your turn."), name);
  return g_strdup_printf (_("%s: choose an action."), name);
}

/* Finding and sending moves */

static const TslMove *
find_at (TslCatanView *self,
         guint64       types,
         guint         index)
{
  for (guint i = 0; _tsl_catan_view_usable (self) && i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];

      if (type_in (move, types) && move->arg[0] == (gint32) index)
        return move;
    }
  return NULL;
}

gboolean
_tsl_catan_view_apply_copy (TslCatanView  *self,
                            const TslMove *move)
{
  TslMove copy = *move;

  return _tsl_catan_view_apply (self, &copy);
}

TslMove
_tsl_catan_view_candidate (TslCatanView   *self,
                           TslCatanAction  type)
{
  TslMove move = { .type = type, .player = (gint8) self->actor };

  return move;
}

void
_tsl_catan_view_explain (TslCatanView *self,
                         const char   *text)
{
  tsl_game_view_set_explanation (TSL_GAME_VIEW (self), text);
  gtk_widget_error_bell (GTK_WIDGET (self));
}

/* Without a legal move to send, lets the engine say why not. */
void
_tsl_catan_view_explain_by_engine (TslCatanView *self,
                                   TslMove      *move)
{
  if (self->game == NULL)
    return;
  if (self->actor < 0 || !tsl_session_is_human (self->session, self->actor))
    {
      g_autofree char *text = g_strdup_printf (_("Please wait: it is %s’s turn."),
                                               _tsl_catan_view_seat_name (self, self->actor));
      _tsl_catan_view_explain (self, text);
      return;
    }
  _tsl_catan_view_apply (self, move);
}

/* A click where no legal @type goes: the engine says why, at @spot. */
void
_tsl_catan_view_explain_at (TslCatanView   *self,
                            TslCatanAction  type,
                            guint           spot)
{
  TslMove move = _tsl_catan_view_candidate (self, type);

  move.arg[0] = (gint32) spot;
  _tsl_catan_view_explain_by_engine (self, &move);
}

void
_tsl_catan_view_vertex_clicked (TslCatanView *self,
                                guint         vertex,
                                gboolean      legal)
{
  const TslMove *found;
  TslCatanAction type;

  /* The hand and the board wait while the privacy screen is up. */
  if (gtk_widget_get_visible (self->privacy_box))
    return;
  /* A module's step first (the wagon's, asked when building is legal there too). */
  for (guint i = 0; self->mode == MODE_ALL && i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      if (module->vertex_clicked != NULL && (module->active == NULL || module->active (&self->info))
          && module->vertex_clicked (self, self->module_data[i], vertex, legal))
        return;
    }

  if (legal && (found = find_at (self, types_for_mode (self, 'v'), vertex)) != NULL)
    {
      _tsl_catan_view_apply_copy (self, found);
      return;
    }
  if (vertex < TSL_CATAN_N_VERTICES && _tsl_catan_view_rob_seat (self, self->info.building_owner[vertex]))
    return;
  if (!_tsl_catan_view_usable (self) && self->has_legal)
    return;
  if (vertex >= TSL_CATAN_N_VERTICES)
    return;

  if (_tsl_catan_view_has_legal (self, TSL_CATAN_PLACE_SETTLEMENT))
    type = TSL_CATAN_PLACE_SETTLEMENT;
  else if (self->info.building_owner[vertex] == self->actor && !self->info.building_city[vertex])
    type = TSL_CATAN_BUILD_CITY;
  else
    type = TSL_CATAN_BUILD_SETTLEMENT;
  _tsl_catan_view_explain_at (self, type, vertex);
}

void
_tsl_catan_view_finish_road_building (TslCatanView *self)
{
  for (guint i = 0; self->has_legal && i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];
      guint edges[2], n;

      if (move->type != TSL_CATAN_PLAY_ROAD_BUILDING)
        continue;
      n = road_building_edges (move, edges);
      if ((n == 1 && self->n_picked_edges == 1 && edges[0] == self->picked_edges[0])
          || (n == 2 && self->n_picked_edges == 2
              && ((edges[0] == self->picked_edges[0] && edges[1] == self->picked_edges[1])
                  || (edges[1] == self->picked_edges[0] && edges[0] == self->picked_edges[1]))))
        {
          _tsl_catan_view_apply_copy (self, move);
          return;
        }
    }
}

void
_tsl_catan_view_edge_clicked (TslCatanView *self,
                              guint         edge,
                              gboolean      legal)
{
  const TslMove *found;
  TslMove move;

  /* The hand and the board wait while the privacy screen is up. */
  if (gtk_widget_get_visible (self->privacy_box))
    return;

  /* A module's step first: a knight picked, a camel's path, a wagon's step. */
  for (guint i = 0; self->mode == MODE_ALL && i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      if (module->edge_clicked != NULL && (module->active == NULL || module->active (&self->info))
          && module->edge_clicked (self, self->module_data[i], edge, legal))
        return;
    }

  if (self->mode == MODE_ROAD_BUILDING)
    {
      if (!legal)
        {
          _tsl_catan_view_explain (self, _("Choose one of the marked paths for a free road."));
          return;
        }
      self->picked_edges[self->n_picked_edges++] = edge;
      tsl_catan_board_set_marked_edges (TSL_CATAN_BOARD (self->board), self->picked_edges,
                                        self->n_picked_edges);
      if (self->n_picked_edges == 2)
        _tsl_catan_view_finish_road_building (self);
      else
        _tsl_catan_view_refresh (self);
      return;
    }

  if (legal && (found = find_at (self, types_for_mode (self, 'e'), edge)) != NULL)
    {
      move = *found;
      /* A module's move carries what its steps chose (the fish paying a road). */
      if (self->mode == MODE_MOVE)
        memcpy (move.count, self->mode_move.count, sizeof move.count);
      _tsl_catan_view_apply (self, &move);
      return;
    }
  if (edge >= TSL_CATAN_N_EDGES)
    return;
  _tsl_catan_view_explain_at (self, self->mode == MODE_MOVE ? (TslCatanAction) self->mode_move.type
                                    : _tsl_catan_view_has_legal (self, TSL_CATAN_PLACE_ROAD)
                                    ? TSL_CATAN_PLACE_ROAD : TSL_CATAN_BUILD_ROAD,
                              edge);
}

void
_tsl_catan_view_ask (TslCatanView       *self,
                     const char         *primary,
                     const char         *secondary,
                     const char * const *labels,
                     gboolean            cancellable,
                     TslChoiceCallback   callback,
                     gpointer            user_data)
{
  /* In the side column, not a window above the board: a decision the
   * rules demand cannot be closed by a stray Escape into a dead end. */
  tsl_choice_prompt_ask (TSL_CHOICE_PROMPT (self->prompt), primary, secondary, labels,
                         cancellable, callback, user_data);
}

gboolean
_tsl_catan_view_asking (TslCatanView *self)
{
  return tsl_choice_prompt_is_asking (TSL_CHOICE_PROMPT (self->prompt));
}

void
_tsl_catan_view_hex_clicked (TslCatanView *self,
                             guint         hex,
                             gboolean      legal)
{
  TslCatanAction type = self->mode == MODE_KNIGHT ? TSL_CATAN_PLAY_KNIGHT : TSL_CATAN_MOVE_ROBBER;
  g_autoptr(GArray) moves = g_array_new (FALSE, FALSE, sizeof (TslMove));
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();

  /* The hand and the board wait while the privacy screen is up. */
  if (gtk_widget_get_visible (self->privacy_box))
    return;
  for (guint i = 0; self->mode == MODE_ALL && i < tsl_catan_view_n_modules; i++)
    {
      const TslCatanViewModule *module = tsl_catan_view_modules[i];

      if (module->hex_clicked != NULL && (module->active == NULL || module->active (&self->info))
          && module->hex_clicked (self, self->module_data[i], hex, legal))
        return;
    }
  if (!legal)
    {
      TslMove move;

      if (!_tsl_catan_view_has_legal (self, TSL_CATAN_MOVE_ROBBER) && self->mode != MODE_KNIGHT)
        {
          if (self->actor >= 0 && tsl_session_is_human (self->session, self->actor))
            _tsl_catan_view_explain (self, _("The robber moves only after a 7 or when you play a knight."));
          return;
        }
      move = _tsl_catan_view_candidate (self, type);
      move.arg[0] = (gint32) hex;
      move.arg[1] = -1;
      move.arg[2] = -1;
      _tsl_catan_view_explain_by_engine (self, &move);
      return;
    }

  /* The victims first; robbing nobody (which the almanac allows) last. */
  for (guint pass = 0; pass < 2; pass++)
  for (guint i = 0; self->has_legal && i < self->legal.len; i++)
    {
      const TslMove *move = &self->legal.moves[i];
      gint seat = move->arg[1];

      if (move->type != type || move->arg[0] != (gint32) hex || (seat < 0) != (pass == 1))
        continue;
      g_array_append_val (moves, *move);
      if (seat >= 0)
        {
          gint cards = seat < (gint) self->info.n_players ? self->info.players[seat].n_resources : 0;
          g_autofree char *label =
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Rob %s (%d card)", "Rob %s (%d cards)", cards),
                             _tsl_catan_view_seat_name (self, seat), cards);

          g_strv_builder_add (labels, label);
        }
      else
        g_strv_builder_add (labels, _("Rob nobody"));
    }

  if (moves->len == 0)
    return;
  if (moves->len == 1)
    {
      _tsl_catan_view_apply_copy (self, &g_array_index (moves, TslMove, 0));
      return;
    }

  /* Robber: the victim among the legal moves for that hex, chosen in the
   * prompt, or with a click on their row or building. */
  _tsl_catan_view_ask_moves (self, _("Whom do you rob?"),
                             _("You take one card at random from that player’s hand. "
                               "Choose them here, or click their building or their row."),
                             moves, labels, TRUE);
  self->victim_hex = (gint) hex;
  self->victim_type = type;
}

/**
 * _tsl_catan_view_rob_seat:
 *
 * While the robber's victim is asked, a click on a player's row or
 * building robs that player, when the rules allow it.
 *
 * Returns: whether the click robbed @seat
 */
gboolean
_tsl_catan_view_rob_seat (TslCatanView *self,
                          gint          seat)
{
  if (self->victim_hex < 0 || !_tsl_catan_view_asking (self) || seat < 0)
    return FALSE;
  for (guint i = 0; self->has_legal && i < self->legal.len; i++)
    {
      TslMove move = self->legal.moves[i];

      if (move.type == self->victim_type && move.arg[0] == self->victim_hex && move.arg[1] == seat)
        {
          self->victim_hex = -1;
          tsl_choice_prompt_dismiss (TSL_CHOICE_PROMPT (self->prompt));
          _tsl_catan_view_apply_copy (self, &move);
          return TRUE;
        }
    }
  return FALSE;
}

gboolean
tsl_catan_view_click_vertex (TslCatanView *self,
                             guint         vertex)
{
  guint before;

  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  before = self->game != NULL ? tsl_game_get_n_actions (self->game) : 0;
  _tsl_catan_view_vertex_clicked (self, vertex,
                                  find_at (self, types_for_mode (self, 'v'), vertex) != NULL);
  return self->game != NULL && tsl_game_get_n_actions (self->game) > before;
}

gboolean
tsl_catan_view_click_edge (TslCatanView *self,
                           guint         edge)
{
  guint before;

  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  before = self->game != NULL ? tsl_game_get_n_actions (self->game) : 0;
  _tsl_catan_view_edge_clicked (self, edge,
                                find_at (self, types_for_mode (self, 'e'), edge) != NULL);
  return self->game != NULL && tsl_game_get_n_actions (self->game) > before;
}

gboolean
tsl_catan_view_click_hex (TslCatanView *self,
                          guint         hex)
{
  guint before;

  g_return_val_if_fail (TSL_IS_CATAN_VIEW (self), FALSE);
  before = self->game != NULL ? tsl_game_get_n_actions (self->game) : 0;
  _tsl_catan_view_hex_clicked (self, hex,
                               find_at (self, types_for_mode (self, 'h'), hex) != NULL);
  return self->game != NULL && tsl_game_get_n_actions (self->game) > before;
}
