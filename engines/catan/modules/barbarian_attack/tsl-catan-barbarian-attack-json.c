/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON of Barbarian Attack (docs/cli.md, "Barbarian Attack"): the
 * actions' members, the barbarians recorded by a build and the state's
 * "barbarian_attack" object.  Called by tsl-catan-json.c only. */

static const char * const colour_names[CATAN_BA_COLOURS] = { "green", "purple", "brown" };

static gboolean
parse_hex_or_reserve (JsonObject *o,
                      const char *member,
                      const char *a,
                      gboolean    reserve_ok,
                      gint32     *out,
                      GError    **error)
{
  JsonNode *node = tsl_json_member (o, member);

  /* Absent or null: the reserve. */
  if (node == NULL && reserve_ok)
    {
      *out = -1;
      return TRUE;
    }
  *out = node != NULL ? catan_parse_hex (node, error) : -1;
  if (*out < 0 || *out >= CATAN_N_LAND)
    {
      g_clear_error (error);
      return catan_parse_error (error, a, reserve_ok ? _("“from” must be a land hex, or null for the reserve")
                                                     : _("the hex must be a land hex, like [0, 0]"));
    }
  return TRUE;
}

/* The knights' moves (tsl-catan-move-table-private.h): a knight placed
 * on a path, from another or new ("from": null); moved, with grain paid
 * to move it off its turn. */
static const CatanMoveSpec place_knight = { "place_knight", 2, {
  { .member = "edge", .kind = CATAN_ARG_EDGE, .refusal = N_("the “edge” is missing") },
  { .member = "from", .kind = CATAN_ARG_EDGE_OR_NULL, .at = 1 } } };
static const CatanMoveSpec move_knight = { "move_knight", 3, {
  { .member = "from", .kind = CATAN_ARG_EDGE, .refusal = N_("“from” must be the path of the knight") },
  { .member = "to", .kind = CATAN_ARG_EDGE, .at = 1, .refusal = N_("“to” must be the path the knight moves to") },
  { .member = "grain", .kind = CATAN_ARG_BOOL, .at = 2, .refusal = N_("“grain” must be true or false") } } };

const CatanMoveSpec *
catan_ba_move_spec (guint type)
{
  return type == TSL_CATAN_PLACE_KNIGHT ? &place_knight : type == TSL_CATAN_MOVE_KNIGHT ? &move_knight : NULL;
}

/* The members the scenario adds to a move: the builds' "barbarians" and
 * the scenario's own actions. */
gboolean
catan_ba_move_from_json (const CatanState *s,
                         JsonObject       *o,
                         const char       *a,
                         TslMove          *m,
                         GError          **error)
{
  JsonNode *node;

  switch (m->type)
    {
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
      {
        JsonArray *rolls;

        node = tsl_json_member (o, "barbarians");
        if (node == NULL)
          return TRUE;
        rolls = tsl_json_node_array (node);
        if (rolls == NULL || json_array_get_length (rolls) > CATAN_BA_LANDINGS)
          return catan_parse_error (error, a, _("“barbarians” must list up to three numbers rolled for the barbarians"));
        for (guint i = 0; i < json_array_get_length (rolls); i++)
          {
            gint64 n;

            if (!tsl_json_int_element (rolls, i, 2, 12, &n))
              return catan_parse_error (error, a, _("“barbarians” must list up to three numbers rolled for the barbarians"));
            m->count[i] = (guint8) n;
          }
        m->flags |= TSL_CATAN_MOVE_OUTCOME;
        return TRUE;
      }

    case TSL_CATAN_PLACE_KNIGHT:
    case TSL_CATAN_MOVE_KNIGHT:
      return catan_move_spec_read (catan_ba_move_spec (m->type), s, o, m, error);

    case TSL_CATAN_MOVE_BARBARIANS:
      return parse_hex_or_reserve (o, "from", a, TRUE, &m->arg[0], error) &&
             parse_hex_or_reserve (o, "to", a, FALSE, &m->arg[1], error);

    case TSL_CATAN_CAPTURE_BARBARIAN:
      return parse_hex_or_reserve (o, "hex", a, FALSE, &m->arg[0], error);

    case TSL_CATAN_FIGHT_BARBARIANS:
      {
        const char *name;
        JsonArray *won;

        m->arg[0] = -1;
        node = tsl_json_member (o, "hex");
        if (node != NULL)
          {
            m->arg[0] = catan_parse_hex (node, error);
            if (m->arg[0] < 0 || m->arg[0] >= CATAN_N_LAND)
              {
                g_clear_error (error);
                return catan_parse_error (error, a, _("the hex must be a land hex, like [0, 0]"));
              }
          }
        node = tsl_json_member (o, "colour");
        if (node == NULL)
          return TRUE;
        name = tsl_json_node_string (node);
        m->arg[1] = name != NULL ? catan_name_index (colour_names, CATAN_BA_COLOURS, name) : -1;
        if (m->arg[1] < 0)
          return catan_parse_error (error, a, _("“colour” must be green, purple or brown"));
        won = tsl_json_node_array (tsl_json_member (o, "roll_winners"));
        if (won == NULL)
          return catan_parse_error (error, a, _("“roll_winners” must list the owners who won the roll for the prisoners"));
        for (guint i = 0; i < json_array_get_length (won); i++)
          {
            JsonNode *w = json_array_get_element (won, i);
            const char *fk = tsl_json_node_string (w);
            gint64 seat;

            if (fk != NULL && g_str_equal (fk, "foreign_knight"))
              m->arg[2] |= 1 << CATAN_FOREIGN_KNIGHT;
            else if (tsl_json_node_int (w, 0, s->n_players - 1, &seat))
              m->arg[2] |= 1 << seat;
            else
              return catan_parse_error (error, a, _("“roll_winners” must list the owners who won the roll for the prisoners"));
          }
        if (m->arg[0] < 0)
          return catan_parse_error (error, a, _("a recorded battle names its “hex”"));
        m->flags |= TSL_CATAN_MOVE_OUTCOME;
        return TRUE;
      }

    case TSL_CATAN_STEAL_RESOURCE:
      node = tsl_json_member (o, "victim");
      m->arg[0] = -1;
      if (node != NULL && !catan_parse_seat (node, s->n_players, &m->arg[0]))
        return catan_parse_error (error, a, _("“victim” must be a seat number of this game, or null"));
      m->arg[1] = -1;
      node = tsl_json_member (o, "drawn");
      if (node != NULL)
        {
          const char *name = tsl_json_node_string (node);

          if (name != NULL)
            m->arg[1] = catan_name_index (catan_resource_names, CATAN_N_RES, name);
          if (m->arg[1] < 0 && !JSON_NODE_HOLDS_NULL (node))
            return catan_parse_error (error, a, _("“drawn” must be a resource or null"));
          m->flags |= TSL_CATAN_MOVE_OUTCOME;
        }
      else if (m->arg[0] < 0)
        m->flags |= TSL_CATAN_MOVE_OUTCOME;
      return TRUE;

    default:
      return TRUE;
    }
}

void
catan_ba_move_to_json (const CatanState *s,
                       const TslMove    *m,
                       JsonBuilder      *b)
{
  gboolean outcome = (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0;

  switch (m->type)
    {
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
      if (!outcome || !catan_barbarian_attack (s))
        return;
      json_builder_set_member_name (b, "barbarians");
      json_builder_begin_array (b);
      for (guint i = 0; i < CATAN_BA_LANDINGS; i++)
        if (m->count[i] != 0)
          json_builder_add_int_value (b, m->count[i]);
      json_builder_end_array (b);
      break;
    case TSL_CATAN_PLACE_KNIGHT:
    case TSL_CATAN_MOVE_KNIGHT:
      catan_move_spec_write (catan_ba_move_spec (m->type), s, m, b);
      break;
    case TSL_CATAN_MOVE_BARBARIANS:
      json_builder_set_member_name (b, "from");
      if (m->arg[0] >= 0)
        catan_add_hex (b, (guint) m->arg[0]);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "to");
      catan_add_hex (b, (guint) m->arg[1]);
      break;
    case TSL_CATAN_CAPTURE_BARBARIAN:
      json_builder_set_member_name (b, "hex");
      catan_add_hex (b, (guint) m->arg[0]);
      break;
    case TSL_CATAN_FIGHT_BARBARIANS:
      if (m->arg[0] >= 0 && m->arg[0] < CATAN_N_LAND)
        {
          json_builder_set_member_name (b, "hex");
          catan_add_hex (b, (guint) m->arg[0]);
        }
      if (!outcome)
        return;
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, colour_names[m->arg[1]]);
      json_builder_set_member_name (b, "roll_winners");
      json_builder_begin_array (b);
      for (guint o = 0; o < CATAN_BA_OWNERS; o++)
        if ((m->arg[2] >> o) & 1)
          {
            if (o == CATAN_FOREIGN_KNIGHT)
              json_builder_add_string_value (b, "foreign_knight");
            else
              json_builder_add_int_value (b, o);
          }
      json_builder_end_array (b);
      break;
    case TSL_CATAN_STEAL_RESOURCE:
      catan_add_seat_or_null (b, "victim", m->arg[0]);
      if (outcome)
        {
          json_builder_set_member_name (b, "drawn");
          if (m->arg[1] >= 0)
            json_builder_add_string_value (b, catan_resource_names[m->arg[1]]);
          else
            json_builder_add_null_value (b);
        }
      break;
    default:
      break;
    }
}

static void
add_owner_list (JsonBuilder  *b,
                const char   *name,
                const guint8 *counts,
                guint         n)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_array (b);
  for (guint p = 0; p < n; p++)
    json_builder_add_int_value (b, counts[p]);
  json_builder_end_array (b);
}

/* The state's "barbarian_attack" object (absent in other games). */
void
catan_barbarian_attack_state_to_json_after_trade (const CatanState *s,
                        JsonBuilder      *b)
{
  guint8 coast[CATAN_N_LAND];
  guint n_coast;
  guint8 gold[CATAN_MAX_PLAYERS];
  guint discards = 0;

  if (!catan_barbarian_attack (s))
    return;
  n_coast = catan_ba_coast (s, coast);
  for (guint k = 0; k < CATAN_N_DEV; k++)
    discards += s->slice_barbarian_attack.card_discards[k];
  json_builder_set_member_name (b, "barbarian_attack");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "castle");
  catan_add_hex (b, s->slice_barbarian_attack.castle);
  json_builder_set_member_name (b, "coast");
  json_builder_begin_array (b);
  for (guint i = 0; i < n_coast; i++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "hex");
      catan_add_hex (b, coast[i]);
      json_builder_set_member_name (b, "barbarians");
      json_builder_add_int_value (b, s->slice_barbarian_attack.barbarians[coast[i]]);
      json_builder_set_member_name (b, "pillaged");
      json_builder_add_boolean_value (b, (s->pillaged >> coast[i]) & 1);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "barbarians_left");
  json_builder_add_int_value (b, s->slice_barbarian_attack.barbarians_left);
  json_builder_set_member_name (b, "knights");
  json_builder_begin_array (b);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (s->slice_barbarian_attack.knight_at[e] != CATAN_NONE)
      {
        json_builder_begin_object (b);
        json_builder_set_member_name (b, "owner");
        if (s->slice_barbarian_attack.knight_at[e] == CATAN_FOREIGN_KNIGHT)
          json_builder_add_string_value (b, "foreign_knight");
        else
          json_builder_add_int_value (b, s->slice_barbarian_attack.knight_at[e]);
        json_builder_set_member_name (b, "edge");
        catan_add_edge (b, e);
        json_builder_set_member_name (b, "moved");
        json_builder_add_boolean_value (b, catan_edges_has (&s->slice_barbarian_attack.knights_moved, e));
        json_builder_end_object (b);
      }
  json_builder_end_array (b);
  add_owner_list (b, "knights_left", s->slice_barbarian_attack.knights_left, s->n_players);
  add_owner_list (b, "prisoners", s->slice_barbarian_attack.prisoners, s->n_players);
  for (guint p = 0; p < s->n_players; p++)
    gold[p] = (guint8) MIN (s->gold[p], 255);
  add_owner_list (b, "gold", gold, s->n_players);
  json_builder_set_member_name (b, "gold_buys_left");
  json_builder_add_int_value (b, CATAN_GOLD_BUYS - s->gold_buys);
  json_builder_set_member_name (b, "card_pending");
  if (s->slice_barbarian_attack.card_pending != CATAN_NONE)
    json_builder_add_string_value (b, catan_dev_names[s->slice_barbarian_attack.card_pending]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "dev_discards");
  json_builder_add_int_value (b, discards);
  json_builder_set_member_name (b, "foreign_knight_moved");
  json_builder_add_boolean_value (b, s->slice_barbarian_attack.foreign_moved);
  json_builder_set_member_name (b, "last_landing");
  json_builder_begin_array (b);
  for (guint i = 0; i < CATAN_BA_LANDINGS; i++)
    if (s->slice_barbarian_attack.last_landing[i] != 0)
      json_builder_add_int_value (b, s->slice_barbarian_attack.last_landing[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "last_battle");
  if (s->slice_barbarian_attack.last_battle_hex != CATAN_NONE)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "hex");
      catan_add_hex (b, s->slice_barbarian_attack.last_battle_hex);
      json_builder_set_member_name (b, "colour");
      json_builder_add_string_value (b, colour_names[s->slice_barbarian_attack.last_battle_colour]);
      add_owner_list (b, "prisoners", s->slice_barbarian_attack.last_battle_prisoners, CATAN_BA_OWNERS);
      add_owner_list (b, "knights_lost", s->slice_barbarian_attack.last_battle_lost, CATAN_BA_OWNERS);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}
