/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-private.h"

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
    for (guint p = 0; p < s->n_players; p++)
      if ((cities ? s->players[p].cities : s->players[p].settlements) & VBIT (v))
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "owner");
          json_builder_add_int_value (b, p);
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
  json_builder_set_member_name (b, "dice");
  if (s->dice[0] != 0)
    {
      json_builder_begin_array (b);
      json_builder_add_int_value (b, s->dice[0]);
      json_builder_add_int_value (b, s->dice[1]);
      json_builder_end_array (b);
    }
  else
    json_builder_add_null_value (b);
  add_counts (b, "bank", catan_resource_names, CATAN_N_RES, s->bank.count, NULL);
  json_builder_set_member_name (b, "dev_deck_left");
  json_builder_add_int_value (b, s->dev_deck.len);
  catan_add_seat_or_null (b, "longest_road_holder", s->longest_holder);
  catan_add_seat_or_null (b, "largest_army_holder", s->army_holder);
  json_builder_set_member_name (b, "dev_card_played");
  json_builder_add_boolean_value (b, s->dev_played);
  json_builder_set_member_name (b, "built_this_turn");
  json_builder_add_boolean_value (b, s->built);

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
    for (guint p = 0; p < s->n_players; p++)
      if (catan_edges_has (&s->players[p].roads, e))
        {
          json_builder_begin_object (b);
          json_builder_set_member_name (b, "owner");
          json_builder_add_int_value (b, p);
          json_builder_set_member_name (b, "edge");
          catan_add_edge (b, e);
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
      add_counts (b, "dev_cards", catan_dev_names, CATAN_N_DEV, pl->dev, pl->dev_new);
      add_counts (b, "dev_cards_new", catan_dev_names, CATAN_N_DEV, pl->dev_new, NULL);
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
          harbors[k] = ((pl->settlements | pl->cities) & s->harbor_vertices[k]) != 0;
          if (harbors[k])
            json_builder_add_string_value (b, catan_harbor_names[k]);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}
