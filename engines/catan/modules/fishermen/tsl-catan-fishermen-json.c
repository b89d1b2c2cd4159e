/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-move-table-private.h"
#include "tsl-error.h"
#include "tsl-json-read.h"

/* Fishermen of Catan in JSON (docs/cli-catan-modules.md): the fishing grounds of the
 * setup, the fish holdings of the state and the members of the fish
 * actions and of the rolls that draw fish cards. */

/* "fishing_grounds": [{"at": [q, r], "number": n}, ...], each on a free
 * point of the frame (two land hexes, no harbour), numbers 2..12 but 7,
 * distinct; they replace the generated ones. */
gboolean
catan_fishermen_setup_from_json (CatanState *s,
                                 JsonNode   *setup,
                                 GError    **error)
{
  JsonObject *o = setup != NULL ? tsl_json_node_object (setup) : NULL;
  JsonNode *node = o != NULL ? tsl_json_member (o, "fishing_grounds") : NULL;
  JsonArray *list;
  guint n;

  if (node == NULL)
    return TRUE;
  if (!catan_fishermen (s))
    return catan_setup_error (error, _("Only Fishermen of Catan has fishing grounds"));
  list = tsl_json_node_array (node);
  if (list == NULL)
    return catan_setup_error (error, _("“fishing_grounds” must be a list"));
  n = json_array_get_length (list);
  if (n > CATAN_N_FISHING_GROUNDS)
    return catan_setup_error (error, _("There are at most six fishing grounds"));
  memset (s->slice_fishermen.fishing_number, 0, sizeof s->slice_fishermen.fishing_number);
  for (guint g = 0; g < n; g++)
    {
      JsonObject *o = tsl_json_node_object (json_array_get_element (list, g));
      JsonNode *at = o != NULL ? tsl_json_member (o, "at") : NULL;
      gint64 number;
      gint h;

      if (at == NULL)
        return catan_setup_error (error, _("Each fishing ground is an object with its position “at” and its “number”"));
      h = catan_parse_hex (at, error);
      if (h < 0)
        return FALSE;
      if (!catan_fishing_site_ok (s, (guint) h))
        return catan_setup_error (error, _("A fishing ground must lie on a free point of the sea frame: facing two "
                                           "land hexes, without a harbour"));
      if (!tsl_json_node_int (tsl_json_member (o, "number"), 2, 12, &number) || number == 7)
        return catan_setup_error (error, _("A fishing ground's number is 2 to 12, without 7"));
      for (guint k = 0; k < g; k++)
        if (s->slice_fishermen.fishing_hex[k] == h || s->slice_fishermen.fishing_number[k] == number)
          return catan_setup_error (error, _("Two fishing grounds share a position or a number"));
      s->slice_fishermen.fishing_hex[g] = (guint8) h;
      s->slice_fishermen.fishing_number[g] = (guint8) number;
    }
  catan_fishing_vertices_update (s);
  return TRUE;
}

void
catan_fishermen_setup_to_json (const CatanState *s,
                               JsonBuilder      *b)
{
  if (!catan_fishermen (s))
    return;
  json_builder_set_member_name (b, "fishing_grounds");
  json_builder_begin_array (b);
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    if (s->slice_fishermen.fishing_number[g] != 0)
      {
        json_builder_begin_object (b);
        json_builder_set_member_name (b, "at");
        catan_add_hex (b, s->slice_fishermen.fishing_hex[g]);
        json_builder_set_member_name (b, "number");
        json_builder_add_int_value (b, s->slice_fishermen.fishing_number[g]);
        json_builder_end_object (b);
      }
  json_builder_end_array (b);
}

static void
add_kinds (JsonBuilder  *b,
           const char   *name,
           const guint8 *kinds)
{
  json_builder_set_member_name (b, name);
  json_builder_begin_object (b);
  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    {
      char key[2] = { (char) ('1' + k), 0 };

      json_builder_set_member_name (b, key);
      json_builder_add_int_value (b, kinds[k]);
    }
  json_builder_end_object (b);
}

/* "fishermen": the lake, the face-down cards left (the Old Boot among
 * them), the spent cards by kind (face up) and the Old Boot's holder.  The
 * pile's kinds and the seats' fish are hidden ("lefordítva maga elé
 * helyezi"), and every seat's view shows the same outside "players"
 * (shared/tsl-engine.h, rule 7): each seat's fish are in its own entry
 * (catan_fishermen_player_to_json). */
void
catan_fishermen_state_to_json (const CatanState *s,
                               JsonBuilder      *b)
{
  if (!catan_fishermen (s))
    return;
  json_builder_set_member_name (b, "fishermen");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "lake");
  if (s->slice_fishermen.lake != CATAN_NONE)
    catan_add_hex (b, s->slice_fishermen.lake);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "fish_pile_left");
  json_builder_add_int_value (b, (gint64) s->slice_fishermen.fish_pile[0] + s->slice_fishermen.fish_pile[1] + s->slice_fishermen.fish_pile[2] + s->slice_fishermen.boot_in_pile);
  add_kinds (b, "fish_spent", s->slice_fishermen.fish_spent);
  json_builder_set_member_name (b, "old_boot");
  if (s->slice_fishermen.boot_holder != CATAN_NONE)
    json_builder_add_int_value (b, s->slice_fishermen.boot_holder);
  else
    json_builder_add_null_value (b);
  json_builder_end_object (b);
}

/* In each player's object: "fish", the cards by kind and the fish on them. */
void
catan_fishermen_player_to_json (const CatanState *s,
                                guint             p,
                                JsonBuilder      *b)
{
  if (!catan_fishermen (s))
    return;
  json_builder_set_member_name (b, "fish");
  json_builder_begin_object (b);
  add_kinds (b, "cards", s->slice_fishermen.fish[p]);
  json_builder_set_member_name (b, "total");
  json_builder_add_int_value (b, catan_fish_total (s, p));
  json_builder_end_object (b);
}

/* "paid": {"1": n, "2": n, "3": n}, the fish cards handed in by kind. */
static gboolean
parse_paid (JsonObject *o,
            const char *action,
            TslMove    *m,
            GError    **error)
{
  static const char * const kinds[] = { "1", "2", "3", NULL };
  JsonObject *paid = tsl_json_node_object (tsl_json_member (o, "paid"));

  if (paid == NULL || tsl_json_unknown_member (paid, kinds) != NULL)
    return catan_parse_error (error, action, _("“paid” must list the fish cards handed in, like {\"2\": 1, \"3\": 1}"));
  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    {
      char key[2] = { (char) ('1' + k), 0 };
      JsonNode *node = json_object_get_member (paid, key);   /* null is no count */
      gint64 n = 0;

      if (node != NULL && !tsl_json_node_int (node, 0, 30, &n))
        return catan_parse_error (error, action, _("“paid” must list the fish cards handed in, like {\"2\": 1, \"3\": 1}"));
      m->count[k] = (guint8) n;
    }
  if (m->count[0] + m->count[1] + m->count[2] == 0)
    return catan_parse_error (error, action, _("“paid” must list the fish cards handed in, like {\"2\": 1, \"3\": 1}"));
  return TRUE;
}

/* "fish_drawn": [1, 3, 0]: the cards a roll or a robber move drew, 0 for
 * the Old Boot. */
static gboolean
parse_fish_drawn (JsonObject *o,
                  const char *action,
                  TslMove    *m,
                  GError    **error)
{
  JsonNode *node = tsl_json_member (o, "fish_drawn");
  JsonArray *list;

  if (node == NULL)
    return TRUE;
  list = tsl_json_node_array (node);
  if (list == NULL || json_array_get_length (list) > 24)
    return catan_parse_error (error, action, _("“fish_drawn” must list at most 24 fish cards, each as its number of fish (1 to 3) or 0 for the Old Boot"));
  memset (m->count + 4, 0, 8);
  for (guint i = 0; i < json_array_get_length (list); i++)
    {
      gint64 code;

      if (!tsl_json_int_element (list, i, 0, 3, &code))
        return catan_parse_error (error, action, _("“fish_drawn” must list at most 24 fish cards, each as its number of fish (1 to 3) or 0 for the Old Boot"));
      m->count[6 + i / 4] |= (guint8) (code << (2 * (i % 4)));
    }
  m->count[5] = (guint8) json_array_get_length (list);
  m->flags |= TSL_CATAN_MOVE_FISH;
  return TRUE;
}

/* The fish actions' members after "paid" (tsl-catan-move-table-private.h):
 * what the fish buy, and what a steal or a card drew. */
static const CatanMoveSpec fish_robber = { "fish_robber", 0, { { 0, } } };
static const CatanMoveSpec fish_steal = { "fish_steal", 2, {
  { .member = "victim", .kind = CATAN_ARG_SEAT, .refusal = N_("“victim” must be a seat number") },
  { .member = "stolen", .kind = CATAN_ARG_NAME, .at = 1, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_UNSET,
    .max = CATAN_N_RES, .names = catan_resource_names, .refusal = N_("“stolen” must be a resource") } } };
static const CatanMoveSpec fish_resource = { "fish_resource", 1, {
  { .member = "resource", .kind = CATAN_ARG_NAME, .max = CATAN_N_RES, .names = catan_resource_names,
    .refusal = N_("“resource” must name a resource") } } };
static const CatanMoveSpec fish_road = { "fish_road", 1, {
  { .member = "edge", .kind = CATAN_ARG_EDGE, .refusal = N_("the “edge” is missing") } } };
static const CatanMoveSpec fish_dev_card = { "fish_dev_card", 1, {
  { .member = "card", .kind = CATAN_ARG_NAME, .flags = CATAN_ARG_OUTCOME | CATAN_ARG_UNSET, .max = CATAN_N_DEV,
    .names = catan_dev_names, .refusal = N_("“card” must name a development card") } } };
static const CatanMoveSpec pass_old_boot = { "pass_old_boot", 1, {
  { .member = "to", .kind = CATAN_ARG_SEAT, .refusal = N_("“to” must be the seat the Old Boot goes to") } } };

const CatanMoveSpec *
catan_fishermen_move_spec (guint type)
{
  switch (type)
    {
    case TSL_CATAN_FISH_ROBBER:
      return &fish_robber;
    case TSL_CATAN_FISH_STEAL:
      return &fish_steal;
    case TSL_CATAN_FISH_RESOURCE:
      return &fish_resource;
    case TSL_CATAN_FISH_ROAD:
      return &fish_road;
    case TSL_CATAN_FISH_DEV_CARD:
      return &fish_dev_card;
    case TSL_CATAN_PASS_OLD_BOOT:
      return &pass_old_boot;
    default:
      return NULL;
    }
}

gboolean
catan_fishermen_action_from_json (const CatanState *s,
                                  JsonObject       *o,
                                  const char       *action,
                                  TslMove          *m,
                                  GError          **error)
{
  switch (m->type)
    {
    case TSL_CATAN_ROLL:
    case TSL_CATAN_MOVE_ROBBER:
    /* Two-player + Catan Events: the choice that lets the second card produce. */
    case TSL_CATAN_DAMAGE_ROAD:
    case TSL_CATAN_TAKE_RESOURCE:
    case TSL_CATAN_GIVE_RESOURCE:
    case TSL_CATAN_DRAW_RESOURCE:
      return parse_fish_drawn (o, action, m, error);
    case TSL_CATAN_FISH_ROBBER:
    case TSL_CATAN_FISH_STEAL:
    case TSL_CATAN_FISH_RESOURCE:
    case TSL_CATAN_FISH_ROAD:
    case TSL_CATAN_FISH_DEV_CARD:
      if (!parse_paid (o, action, m, error))
        return FALSE;
      /* fall through */
    case TSL_CATAN_PASS_OLD_BOOT:
      return catan_move_spec_read (catan_fishermen_move_spec (m->type), s, o, m, error);
    default:
      return TRUE;
    }
}

static void
add_paid (JsonBuilder   *b,
          const TslMove *m)
{
  json_builder_set_member_name (b, "paid");
  json_builder_begin_object (b);
  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    if (m->count[k] > 0)
      {
        char key[2] = { (char) ('1' + k), 0 };

        json_builder_set_member_name (b, key);
        json_builder_add_int_value (b, m->count[k]);
      }
  json_builder_end_object (b);
}

void
catan_fishermen_action_to_json (const CatanState *s,
                                const TslMove    *m,
                                JsonBuilder      *b)
{
  switch (m->type)
    {
    case TSL_CATAN_ROLL:
    case TSL_CATAN_MOVE_ROBBER:
    case TSL_CATAN_DAMAGE_ROAD:
    case TSL_CATAN_TAKE_RESOURCE:
    case TSL_CATAN_GIVE_RESOURCE:
    case TSL_CATAN_DRAW_RESOURCE:
      /* Said only when cards were drawn: an absent list draws none either. */
      if (!catan_fishermen (s) || !(m->flags & TSL_CATAN_MOVE_FISH) || m->count[5] == 0)
        return;
      json_builder_set_member_name (b, "fish_drawn");
      json_builder_begin_array (b);
      for (guint i = 0; i < m->count[5]; i++)
        json_builder_add_int_value (b, (m->count[6 + i / 4] >> (2 * (i % 4))) & 3);
      json_builder_end_array (b);
      return;
    case TSL_CATAN_FISH_ROBBER:
    case TSL_CATAN_FISH_STEAL:
    case TSL_CATAN_FISH_RESOURCE:
    case TSL_CATAN_FISH_ROAD:
    case TSL_CATAN_FISH_DEV_CARD:
      add_paid (b, m);
      /* fall through */
    case TSL_CATAN_PASS_OLD_BOOT:
      catan_move_spec_write (catan_fishermen_move_spec (m->type), s, m, b);
      return;
    default:
      return;
    }
}
