/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-caravans-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* JSON of Caravans (docs/cli-catan-modules.md, "Caravans"): the vote action, the start
 * paths in the setup and the camels in the state, through its hooks. */

/* vote_camel (tsl-catan-move-table-private.h): the wool and grain
 * revealed, and the paths proposed for the camels. */
static const CatanMoveSpec vote_camel = { "vote_camel", 3, {
  { .member = "wool", .kind = CATAN_ARG_COUNT, .max = CATAN_BANK_EACH,
    .refusal = N_("“wool” must be the number of wool cards revealed") },
  { .member = "grain", .kind = CATAN_ARG_COUNT, .at = 1, .max = CATAN_BANK_EACH,
    .refusal = N_("“grain” must be the number of grain cards revealed") },
  { .member = "paths", .kind = CATAN_ARG_EDGES, .max = 2,
    .refusal = N_("“paths” must list the paths proposed for the camels (at most two)") } } };

const CatanMoveSpec *
catan_caravans_move_spec (guint type)
{
  return type == TSL_CATAN_VOTE_CAMEL ? &vote_camel : NULL;
}

gboolean
catan_caravans_action_from_json (const CatanState *s,
                                 JsonObject       *o,
                                 const char       *a,
                                 TslMove          *m,
                                 GError          **error)
{
  (void) a;
  if (m->type != TSL_CATAN_VOTE_CAMEL)
    return TRUE;
  m->arg[2] = m->arg[3] = -1;   /* the vote's unused proposals (catan_caravans_apply) */
  return catan_move_spec_read (&vote_camel, s, o, m, error);
}

void
catan_caravans_action_to_json (const CatanState *s,
                               const TslMove    *m,
                               JsonBuilder      *b)
{
  if (m->type == TSL_CATAN_VOTE_CAMEL)
    catan_move_spec_write (&vote_camel, s, m, b);
}

void
catan_caravans_setup_to_json (const CatanState *s,
                              JsonBuilder      *b)
{
  if (!catan_caravans (s))
    return;
  json_builder_set_member_name (b, "caravan_starts");
  json_builder_begin_array (b);
  for (guint c = 0; c < CATAN_CARAVANS; c++)
    catan_add_edge (b, s->slice_caravans.caravan_start[c]);
  json_builder_end_array (b);
}

static void
add_edge_or_null (JsonBuilder *b,
                  const char  *name,
                  guint        e)
{
  json_builder_set_member_name (b, name);
  if (e != CATAN_NONE)
    catan_add_edge (b, e);
  else
    json_builder_add_null_value (b);
}

/* "caravans": {"oasis", "camels_left", "caravans": [...], "vote",
 * "last_vote", "camel_vertices"} */
void
catan_caravans_state_to_json_after_trade (const CatanState *s,
                              JsonBuilder      *b)
{
  const CatanTopo *t = TOPO ();

  if (!catan_caravans (s))
    return;
  json_builder_set_member_name (b, "caravans");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "oasis");
  catan_add_hex (b, s->slice_caravans.oasis);
  json_builder_set_member_name (b, "camels_left");
  json_builder_add_int_value (b, s->slice_caravans.camels_left);
  json_builder_set_member_name (b, "vote_due");
  json_builder_add_boolean_value (b, s->slice_caravans.camel_due);
  json_builder_set_member_name (b, "routes");
  json_builder_begin_array (b);
  for (guint c = 0; c < CATAN_CARAVANS; c++)
    {
      guint8 order[CATAN_CAMELS];
      guint n = 0;

      /* The camels in the order they stand, from the oasis: a caravan
       * never branches, so each camel has one successor. */
      if (s->slice_caravans.caravan_last[c] != CATAN_NONE)
        {
          guint e = s->slice_caravans.caravan_start[c];
          guint v = (t->hex_vertices[s->slice_caravans.oasis] >> t->edge_vertices[e][0]) & 1 ? t->edge_vertices[e][1]
                                                                             : t->edge_vertices[e][0];

          order[n++] = (guint8) e;
          while (e != s->slice_caravans.caravan_last[c] && n < CATAN_CAMELS)
            {
              guint next = CATAN_NONE;

              for (guint i = 0; i < t->vertex_n_edges[v]; i++)
                if (t->vertex_edges[v][i] != e && s->slice_caravans.camel_caravan[t->vertex_edges[v][i]] == c)
                  next = t->vertex_edges[v][i];
              if (next == CATAN_NONE)
                break;
              e = next;
              v = t->edge_vertices[e][0] == v ? t->edge_vertices[e][1] : t->edge_vertices[e][0];
              order[n++] = (guint8) e;
            }
        }
      json_builder_begin_object (b);
      add_edge_or_null (b, "start", s->slice_caravans.caravan_start[c]);
      json_builder_set_member_name (b, "camels");
      json_builder_begin_array (b);
      for (guint i = 0; i < n; i++)
        catan_add_edge (b, order[i]);
      json_builder_end_array (b);
      add_edge_or_null (b, "last", s->slice_caravans.caravan_last[c]);
      json_builder_set_member_name (b, "status");
      json_builder_add_string_value (b, s->slice_caravans.caravan_joined[c] != CATAN_NONE ? "joined"
                                        : catan_caravan_open (s, c) ? "open" : "closed");
      json_builder_set_member_name (b, "joined");
      if (s->slice_caravans.caravan_joined[c] != CATAN_NONE)
        json_builder_add_int_value (b, s->slice_caravans.caravan_joined[c]);
      else
        json_builder_add_null_value (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_set_member_name (b, "between_camels");
  json_builder_begin_array (b);
  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    if (s->slice_caravans.camel_vertices & VBIT (v))
      catan_add_vertex (b, v);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "vote");
  if (s->phase == CATAN_PHASE_VOTE)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "next");
      json_builder_add_int_value (b, s->slice_caravans.vote_next);
      json_builder_set_member_name (b, "votes");
      json_builder_begin_array (b);
      for (guint i = 0; i < s->slice_caravans.votes_cast; i++)
        {
          guint p = (s->current + i) % s->n_players;

          json_builder_begin_object (b);
          json_builder_set_member_name (b, "player");
          json_builder_add_int_value (b, p);
          json_builder_set_member_name (b, "wool");
          json_builder_add_int_value (b, s->slice_caravans.vote_cards[p][0]);
          json_builder_set_member_name (b, "grain");
          json_builder_add_int_value (b, s->slice_caravans.vote_cards[p][1]);
          json_builder_set_member_name (b, "paths");
          json_builder_begin_array (b);
          for (guint k = 0; k < 2; k++)
            if (s->slice_caravans.vote_path[p][k] != CATAN_NONE)
              catan_add_edge (b, s->slice_caravans.vote_path[p][k]);
          json_builder_end_array (b);
          json_builder_end_object (b);
        }
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "last_vote");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "decider");
  if (s->slice_caravans.vote_decider != CATAN_NONE)
    json_builder_add_int_value (b, s->slice_caravans.vote_decider);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "placed");
  json_builder_begin_array (b);
  for (guint k = 0; k < 2; k++)
    if (s->slice_caravans.vote_placed[k] != CATAN_NONE)
      catan_add_edge (b, s->slice_caravans.vote_placed[k]);
  json_builder_end_array (b);
  json_builder_end_object (b);
  json_builder_end_object (b);
}
