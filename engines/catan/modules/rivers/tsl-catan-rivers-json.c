/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-catan-rivers-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON of Rivers of Catan (docs/cli-catan-modules.md): the two actions, gold in
 * trades, and the gold, bridges and settler cards in the state.  Gold in
 * a trade is written only when there is some, so that the files of other
 * games keep their shape. */

static gboolean
parse_gold (JsonObject *o,
            const char *name,
            const char *action,
            guint8     *out,
            GError    **error)
{
  JsonNode *node = tsl_json_member (o, name);
  gint64 v;

  if (node == NULL)
    return TRUE;
  if (!tsl_json_node_int (node, 0, 255, &v))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE,
                   /* Translators: %s is an action type, then a member name (e.g. "gold") */
                   _("Action “%s”: “%s” must be an amount of gold from 0 to 255"), action, name);
      return FALSE;
    }
  *out = (guint8) v;
  return TRUE;
}

/* The members of Rivers' own moves (tsl-catan-move-table-private.h). */
static const CatanMoveSpec build_bridge = { "build_bridge", 1, {
  { .member = "edge", .kind = CATAN_ARG_EDGE, .refusal = N_("the “edge” is missing") } } };
static const CatanMoveSpec buy_with_gold = { "buy_with_gold", 1, {
  { .member = "resource", .kind = CATAN_ARG_NAME, .max = CATAN_N_RES, .names = catan_resource_names,
    .refusal = N_("“resource” must name a resource") } } };

const CatanMoveSpec *
catan_rivers_move_spec (guint type)
{
  return type == TSL_CATAN_BUILD_BRIDGE ? &build_bridge : type == TSL_CATAN_BUY_WITH_GOLD ? &buy_with_gold : NULL;
}

/* BUILD_BRIDGE, BUY_WITH_GOLD, and the gold members of MARITIME_TRADE
 * ("gold": received) and OFFER_TRADE ("give_gold", "get_gold"). */
gboolean
catan_rivers_action_from_json (const CatanState *s,
                               JsonObject       *o,
                               const char       *a,
                               TslMove          *m,
                               GError          **error)
{
  switch (m->type)
    {
    case TSL_CATAN_BUILD_BRIDGE:
    case TSL_CATAN_BUY_WITH_GOLD:
      return catan_move_spec_read (catan_rivers_move_spec (m->type), s, o, m, error);
    case TSL_CATAN_MARITIME_TRADE:
      return parse_gold (o, "gold", a, &m->count[2 * CATAN_N_RES], error);
    case TSL_CATAN_OFFER_TRADE:
      return parse_gold (o, "give_gold", a, &m->count[2 * CATAN_N_RES], error) &&
             parse_gold (o, "get_gold", a, &m->count[2 * CATAN_N_RES + 1], error);
    default:
      return TRUE;
    }
}

static void
add_int (JsonBuilder *b,
         const char  *name,
         gint64       value)
{
  json_builder_set_member_name (b, name);
  json_builder_add_int_value (b, value);
}

void
catan_rivers_action_to_json (const CatanState *s,
                             const TslMove    *m,
                             JsonBuilder      *b)
{
  switch (m->type)
    {
    case TSL_CATAN_BUILD_BRIDGE:
    case TSL_CATAN_BUY_WITH_GOLD:
      catan_move_spec_write (catan_rivers_move_spec (m->type), s, m, b);
      break;
    case TSL_CATAN_MARITIME_TRADE:
      if (m->count[2 * CATAN_N_RES] > 0)
        add_int (b, "gold", m->count[2 * CATAN_N_RES]);
      break;
    case TSL_CATAN_OFFER_TRADE:
      if (m->count[2 * CATAN_N_RES] > 0)
        add_int (b, "give_gold", m->count[2 * CATAN_N_RES]);
      if (m->count[2 * CATAN_N_RES + 1] > 0)
        add_int (b, "get_gold", m->count[2 * CATAN_N_RES + 1]);
      break;
    default:
      break;
    }
}

/* Top level of the state: "rivers" with the bridges built, who may still
 * buy, and the holders of the settler cards. */
void
catan_rivers_state_to_json (const CatanState *s,
                            JsonBuilder      *b)
{
  if (!catan_rivers (s))
    return;
  json_builder_set_member_name (b, "rivers");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "bridges");
  json_builder_begin_array (b);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->slice_rivers.bridges, e))
      for (guint p = 0; p < catan_n_owners (s); p++)
        if (catan_edges_has (&s->players[p].roads, e))
          {
            json_builder_begin_object (b);
            json_builder_set_member_name (b, "owner");
            catan_add_owner (b, s, p);
            json_builder_set_member_name (b, "edge");
            catan_add_edge (b, e);
            json_builder_end_object (b);
          }
  json_builder_end_array (b);
  add_int (b, "gold_buys_left", CATAN_GOLD_BUYS - s->gold_buys);
  catan_add_seat_or_null (b, "richest_settler", s->gold_cards ? s->richest_holder : CATAN_NONE);
  json_builder_set_member_name (b, "poor_settlers");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    if (s->gold_cards && (s->poor_holders >> p) & 1)
      json_builder_add_int_value (b, p);
  json_builder_end_array (b);
  if (s->phase == CATAN_PHASE_TRADE)
    {
      add_int (b, "trade_give_gold", s->trade_gold_give);
      add_int (b, "trade_get_gold", s->trade_gold_get);
    }
  json_builder_end_object (b);
}

/* In each player's object: "gold" and "bridges_left". */
void
catan_rivers_player_to_json (const CatanState *s,
                             guint             p,
                             JsonBuilder      *b)
{
  if (!catan_rivers (s))
    return;
  add_int (b, "gold", s->gold[p]);
  add_int (b, "bridges_left", s->bridges_left[p]);
}
