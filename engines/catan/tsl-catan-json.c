/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON at the edges (docs/game-files.md): the state, the setup and the
 * moves, written and read.  The coordinate readers and writers are the
 * board's (tsl-catan-board.c reads setups); the names are the state's;
 * the modules' members are their own, through their hooks. */

/* --------------------------------------------------------------- moves */

/* The table of a move type: the core's, or a module's (of its own move,
 * from its move_spec hook; or of a core action, from its action_spec, as
 * a road standing for the core's in its games); NULL for a type read and
 * written by hand. */
static const CatanMoveSpec *
spec_of (const CatanState *s,
         guint             type)
{
  const CatanMoveSpec *spec = NULL;

  if (type >= TSL_CATAN_N_ACTIONS)
    return catan_hooks_move_spec (type);   /* a module's own move */
  if (catan_hooks_action_spec (s, type, &spec))
    return spec;
  return catan_move_spec (type);
}

static gboolean
read_move (const CatanState *s,
           JsonObject       *o,
           TslMove          *m,
           GError          **error)
{
  const CatanMoveSpec *spec;
  const char *type_name;
  const char *a;
  JsonNode *node;
  gint type;
  gint seat;

  node = tsl_json_member (o, "type");
  type_name = tsl_json_node_string (node);
  if (type_name == NULL)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("An action needs a “type”"));
      return FALSE;
    }
  type = catan_name_index (catan_action_names, TSL_CATAN_N_ACTIONS, type_name);
  if (type < 0)
    type = catan_module_move_type (type_name);
  if (type < 0)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, _("Unknown action type “%s”"), type_name);
      return FALSE;
    }
  a = type < TSL_CATAN_N_ACTIONS ? catan_action_names[type] : catan_module_move_name ((guint) type);
  memset (m, 0, sizeof *m);
  m->type = (guint16) type;

  node = tsl_json_member (o, "player");
  if (node != NULL)
    {
      if (!catan_parse_seat (node, s->n_players, &seat))
        return catan_parse_error (error, a, _("“player” must be a seat number of this game"));
      m->player = (gint8) seat;
    }
  else
    m->player = (gint8) catan_actor (s);

  spec = spec_of (s, (guint) type);
  if (spec != NULL && !catan_move_spec_read (spec, s, o, m, error))
    return FALSE;

  if (type >= TSL_CATAN_N_ACTIONS)   /* a module's own move: its members by hand, if any */
    return catan_hooks_move_from_json (s, o, m, error);
  /* A roll read by its dice: a card drawn instead (a roll without the
   * core's table) is refused by name, before the modules' members. */
  if (type == TSL_CATAN_ROLL && spec != NULL && tsl_json_member (o, "card") != NULL)
    return catan_parse_error (error, a, _("this game rolls dice: record the “dice”, not a “card”"));
  return catan_hooks_action_from_json (s, o, a, m, error);
}

/* A member no reader of this move in this game asked for is refused: an
 * action means what it says or nothing (a "card2" where one card is
 * turned, a misspelt "victm"). */
gboolean
catan_move_from_json (const CatanState *s,
                      JsonObject       *o,
                      TslMove          *m,
                      GError          **error)
{
  const char *unread;
  gboolean ok;

  tsl_json_watch (o);
  ok = read_move (s, o, m, error);
  unread = tsl_json_watch_unread (o);
  if (!ok || unread == NULL)
    return ok;
  g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
               /* Translators: the first %s is an action type ("build_road"),
                * the second a member name of the action in the file */
               _("Action “%s”: “%s” is not a member of this action in this game"),
               tsl_json_string_member (o, "type"), unread);
  return FALSE;
}

JsonObject *
catan_move_to_json (const CatanState *s,
                    const TslMove    *m)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  g_autoptr(JsonNode) root = NULL;
  const CatanMoveSpec *spec;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "player");
  json_builder_add_int_value (b, m->player);
  json_builder_set_member_name (b, "type");
  json_builder_add_string_value (b, m->type < TSL_CATAN_N_ACTIONS ? catan_action_names[m->type]
                                   : m->type < CATAN_N_MOVE_TYPES ? catan_module_move_name (m->type)
                                                                  : "unknown");

  spec = spec_of (s, m->type);
  if (spec != NULL)
    catan_move_spec_write (spec, s, m, b);

  if (m->type >= TSL_CATAN_N_ACTIONS)   /* a module's own move: its members by hand, if any */
    catan_hooks_move_to_json (s, m, b);
  else
    catan_hooks_action_to_json (s, m, b);
  json_builder_end_object (b);
  root = json_builder_get_root (b);
  return json_object_ref (json_node_get_object (root));
}


/* The board part of setup and state JSON: hexes and harbours. */
static void
catan_board_to_json (const CatanState *s,
                     JsonBuilder      *b)
{
  json_builder_set_member_name (b, "hexes");
  json_builder_begin_array (b);
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "at");
      catan_add_hex (b, h);
      json_builder_set_member_name (b, "terrain");
      json_builder_add_string_value (b, catan_terrain_names[s->terrain[h]]);
      json_builder_set_member_name (b, "number");
      if (s->number[h] != 0)
        json_builder_add_int_value (b, s->number[h]);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);

  json_builder_set_member_name (b, "harbors");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->n_harbors; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "edge");
      catan_add_edge (b, s->harbor_edge[i]);
      json_builder_set_member_name (b, "kind");
      json_builder_add_string_value (b, catan_harbor_names[s->harbor_kind[i]]);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
}

JsonNode *
catan_setup_to_json (const CatanState *s)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  catan_board_to_json (s, b);
  json_builder_set_member_name (b, "robber");
  if (s->robber != CATAN_NONE)
    catan_add_hex (b, s->robber);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "dev_deck");
  json_builder_begin_array (b);
  for (guint i = s->dev_deck.len; i > 0; i--)
    json_builder_add_string_value (b, catan_dev_names[s->dev_deck.cards[i - 1]]);
  json_builder_end_array (b);
  catan_hooks_setup_to_json (s, b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
/* The state JSON of the engine contract (docs/game-files.md, Catan,
 * "State"), plus the fields listed in docs/rules-catan.md. */

static void
add_counts (JsonBuilder        *b,
            const char         *name,
            const char * const *names,
            guint               n,
            const guint8       *a,
            const guint8       *plus)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (guint i = 0; i < n; i++)
    {
      json_builder_set_member_name (b, names[i]);
      json_builder_add_int_value (b, a[i] + (plus != NULL ? plus[i] : 0));
    }
  json_builder_end_object (b);
}

static void
add_pieces (JsonBuilder      *b,
            const CatanState *s,
            gboolean          cities)
{
  json_builder_begin_array (b);
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    for (guint p = 0; p < catan_n_owners (s); p++)
      if ((cities ? s->players[p].cities : s->players[p].settlements) & VBIT (v))
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "owner");
          catan_add_owner (b, s, p);
          json_builder_set_member_name (b, "vertex");
          catan_add_vertex (b, v);
          json_builder_end_object (b);
        }
  json_builder_end_array (b);
}

JsonNode *
catan_state_to_json (const CatanState *s)
{
  g_autoptr(JsonBuilder) b = json_builder_new ();
  gint actor = catan_actor (s);

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "phase");
  json_builder_add_string_value (b, catan_phase_names[s->phase]);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, s->turn);
  json_builder_set_member_name (b, "current_player");
  json_builder_add_int_value (b, s->current);
  catan_add_seat_or_null (b, "actor", actor);
  catan_add_seat_or_null (b, "winner", s->winner);
  /* Only a stalled game can end with several winners: said only then, so
   * that the states of games won on points keep their shape. */
  if (s->stalled)
    {
      guint32 leaders = catan_leaders (s);

      json_builder_set_member_name (b, "stalled");
      json_builder_add_boolean_value (b, TRUE);
      json_builder_set_member_name (b, "winners");
      json_builder_begin_array (b);
      for (guint p = 0; p < s->n_players; p++)
        if (leaders & (1u << p))
          json_builder_add_int_value (b, p);
      json_builder_end_array (b);
    }
  json_builder_set_member_name (b, "victory_points");
  json_builder_add_int_value (b, s->victory_points);
  json_builder_set_member_name (b, "robber");
  if (s->robber != CATAN_NONE)
    catan_add_hex (b, s->robber);
  else
    json_builder_add_null_value (b);
  catan_add_dice_or_null (b, "dice", s->dice);
  add_counts (b, "bank", catan_resource_names, CATAN_N_RES, s->bank.count, NULL);
  json_builder_set_member_name (b, "dev_deck_left");
  json_builder_add_int_value (b, s->dev_deck.len);
  /* A seat or null: a neutral holder is named by "longest_road_neutral". */
  catan_add_seat_or_null (b, "longest_road_holder",
                          s->longest_holder < s->n_players ? s->longest_holder : CATAN_NONE);
  catan_add_seat_or_null (b, "largest_army_holder", s->army_holder);
  /* The scenario, and the modules' members after it (contract: "State
   * JSON additions"). */
  json_builder_set_member_name (b, "scenario");
  json_builder_add_string_value (b, catan_scenario_names[s->scenario]);
  catan_hooks_state_to_json_after_scenario (s, b);
  json_builder_set_member_name (b, "dev_card_played");
  json_builder_add_boolean_value (b, s->dev_played);
  json_builder_set_member_name (b, "built_this_turn");
  json_builder_add_boolean_value (b, s->built);
  catan_hooks_state_to_json (s, b);

  json_builder_set_member_name (b, "pending_discards");
  json_builder_begin_object (b);
  if (s->phase == CATAN_PHASE_DISCARD)
    for (guint p = 0; p < s->n_players; p++)
      if (s->discard[p] > 0)
        {
          char key[8];

          g_snprintf (key, sizeof key, "%u", p);
          json_builder_set_member_name (b, key);
          json_builder_add_int_value (b, s->discard[p]);
        }
  json_builder_end_object (b);

  json_builder_set_member_name (b, "trade");
  if (s->phase == CATAN_PHASE_TRADE)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "offer");
      json_builder_add_int_value (b, s->trade_index);
      json_builder_set_member_name (b, "from");
      json_builder_add_int_value (b, s->current);
      catan_add_resource_map (b, "give", s->trade_give);
      catan_add_resource_map (b, "get", s->trade_get);
      json_builder_set_member_name (b, "to");
      json_builder_begin_array (b);
      for (guint q = 0; q < s->n_players; q++)
        if (s->trade_to & (1u << q))
          json_builder_add_int_value (b, q);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "accepted");
      json_builder_begin_array (b);
      for (guint q = 0; q < s->n_players; q++)
        if (s->trade_accepted & (1u << q))
          json_builder_add_int_value (b, q);
      json_builder_end_array (b);
      json_builder_set_member_name (b, "rejected");
      json_builder_begin_array (b);
      for (guint q = 0; q < s->n_players; q++)
        if ((s->trade_answered & ~s->trade_accepted) & (1u << q))
          json_builder_add_int_value (b, q);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);

  catan_hooks_state_to_json_after_trade (s, b);

  json_builder_set_member_name (b, "board");
  json_builder_begin_object (b);
  catan_board_to_json (s, b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "pieces");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "settlements");
  add_pieces (b, s, FALSE);
  json_builder_set_member_name (b, "cities");
  add_pieces (b, s, TRUE);
  json_builder_set_member_name (b, "roads");
  json_builder_begin_array (b);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    for (guint p = 0; p < catan_n_owners (s); p++)
      if (catan_edges_has (&s->players[p].roads, e))
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "owner");
          catan_add_owner (b, s, p);
          json_builder_set_member_name (b, "edge");
          catan_add_edge (b, e);
          /* Earthquake: said only of damaged roads, so other states keep their shape. */
          if (catan_edges_has (&s->roads_damaged, e))
            {
              json_builder_set_member_name (b, "damaged");
              json_builder_add_boolean_value (b, TRUE);
            }
          json_builder_end_object (b);
        }
  json_builder_end_array (b);
  json_builder_end_object (b);

  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    {
      const CatanPlayer *pl = &s->players[p];
      guint8 harbors[TSL_CATAN_N_HARBOR_KINDS];

      json_builder_begin_object (b);
      json_builder_set_member_name (b, "vp");
      json_builder_add_int_value (b, catan_vp (s, p));
      json_builder_set_member_name (b, "vp_public");
      json_builder_add_int_value (b, catan_vp_public (s, p));
      add_counts (b, "resources", catan_resource_names, CATAN_N_RES, pl->res.count, NULL);
      json_builder_set_member_name (b, "resource_count");
      json_builder_add_int_value (b, pl->n_res);
      /* The cards from the knighthoods on are played at once, never held. */
      add_counts (b, "dev_cards", catan_dev_names, TSL_CATAN_KNIGHTHOOD, pl->dev, pl->dev_new);
      add_counts (b, "dev_cards_new", catan_dev_names, TSL_CATAN_KNIGHTHOOD, pl->dev_new, NULL);
      json_builder_set_member_name (b, "knights_played");
      json_builder_add_int_value (b, pl->knights);
      json_builder_set_member_name (b, "road_length");
      json_builder_add_int_value (b, pl->road_length);
      json_builder_set_member_name (b, "roads_left");
      json_builder_add_int_value (b, pl->roads_left);
      json_builder_set_member_name (b, "settlements_left");
      json_builder_add_int_value (b, pl->settlements_left);
      json_builder_set_member_name (b, "cities_left");
      json_builder_add_int_value (b, pl->cities_left);
      json_builder_set_member_name (b, "harbors");
      json_builder_begin_array (b);
      for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
        {
          harbors[k] = (catan_harbor_users (s, p) & s->harbor_vertices[k]) != 0;
          if (harbors[k])
            json_builder_add_string_value (b, catan_harbor_names[k]);
        }
      json_builder_end_array (b);
      catan_hooks_player_to_json (s, p, b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* Who sees an outcome: the module that wrote it when it has a say, else
 * the move's table; one written by hand that nobody vouches for (the
 * Fishermen's fish cards drawn) is told to none. */
static gboolean
outcome_is_seen (const CatanState    *s,
                 const CatanMoveSpec *spec,
                 const TslMove       *played,
                 const char          *member,
                 gint                 seat)
{
  gint module_says = catan_hooks_outcome_seen (s, played, member, seat);

  if (module_says >= 0)
    return module_says;
  for (guint i = 0; spec != NULL && i < spec->n_args; i++)
    {
      const CatanMoveArg *arg = &spec->args[i];

      if (g_strcmp0 (arg->member, member) != 0)
        continue;
      if (arg->flags & CATAN_ARG_PUBLIC)
        return TRUE;
      if (seat < 0)
        return FALSE;
      if (seat == played->player)
        return TRUE;
      return arg->kind == CATAN_ARG_DRAWN && arg->from >= 0 && played->arg[arg->from] == seat;
    }
  return FALSE;
}

/* The action as @seat may know it (TslEngine.action_for_seat): the chosen
 * move's members and the outcomes of the played one that seat sees. */
JsonObject *
catan_action_for_seat (const CatanState *s,
                       const TslMove    *chosen,
                       const TslMove    *played,
                       gint              seat)
{
  JsonObject *out = catan_move_to_json (s, chosen);
  g_autoptr(JsonObject) full = catan_move_to_json (s, played);
  const CatanMoveSpec *spec = spec_of (s, played->type);
  JsonObjectIter iter;
  const char *member;
  JsonNode *node;

  json_object_iter_init (&iter, full);
  while (json_object_iter_next (&iter, &member, &node))
    if (!json_object_has_member (out, member) && outcome_is_seen (s, spec, played, member, seat))
      json_object_set_member (out, member, json_node_copy (node));
  return out;
}
