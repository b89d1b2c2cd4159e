/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-events-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-resources.h"
#include "tsl-error.h"
#include "tsl-json-read.h"
#include "tsl-turn-order.h"

/* V2 Catan Events (seed 002, "CATAN ESEMÉNYEI"; docs/rules-catan-tb.md):
 * the event deck that replaces the dice, the events and their choices.
 * Sits between progress/trade and rules: rules.c calls it, never the
 * other way round. */

const char * const catan_event_names[TSL_CATAN_N_EVENTS] = {
  NULL, "robber_attack", "epidemic", "earthquake", "good_neighbors", "tournament",
  "trade_advantage", "calm_sea", "robber_flees", "neighborly_assistance", "conflict",
  "plentiful_year",
};

CatanEventCard catan_event_deck[TSL_CATAN_N_EVENT_CARDS];

/* HU "Javítási költségek: 1 fa és 1 agyag" (the cost of a road). */
static const guint8 repair_cost[CATAN_N_RES] = { 1, 1, 0, 0, 0 };
guint catan_event_set_aside;

/* data/catan/event-cards.json, expanded once into one entry per card. */
static void
load_deck (void)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  JsonObject *root;
  JsonArray *cards;
  guint n = 0;
  gsize len;
  const char *data;

  bytes = g_resource_lookup_data (tsl_catan_get_resource (),
                                  "/io/github/tessella/Tessella/catan/event-cards.json",
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  g_assert (bytes != NULL);
  data = g_bytes_get_data (bytes, &len);
  if (!json_parser_load_from_data (parser, data, (gssize) len, NULL))
    g_error ("Corrupt built-in resource event-cards.json");
  root = json_node_get_object (json_parser_get_root (parser));
  catan_event_set_aside = (guint) json_object_get_int_member (json_object_get_object_member (root, "new_year"),
                                                              "set_aside");
  cards = json_object_get_array_member (root, "cards");
  for (guint i = 0; i < json_array_get_length (cards); i++)
    {
      JsonObject *c = json_array_get_object_element (cards, i);
      JsonNode *ev = json_object_get_member (c, "event");
      gint event = 0;

      if (!JSON_NODE_HOLDS_NULL (ev))
        event = catan_name_index (catan_event_names, TSL_CATAN_N_EVENTS, json_node_get_string (ev));
      g_assert (event >= 0);
      for (gint64 k = 0; k < json_object_get_int_member (c, "count"); k++)
        {
          g_assert (n < TSL_CATAN_N_EVENT_CARDS);
          catan_event_deck[n].number = (guint8) json_object_get_int_member (c, "number");
          catan_event_deck[n].event = (guint8) event;
          n++;
        }
    }
  g_assert (n == TSL_CATAN_N_EVENT_CARDS && catan_event_set_aside < n);
}

void
catan_events_tables_init (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      load_deck ();
      g_once_init_leave (&once, 1);
    }
}

/* The cards drawn in one cycle of the deck: all but those set aside
 * under the New Year card (HU "Tehát mindig van 5 kártya, ami nincs
 * játékban"). */
static guint
cards_per_cycle (void)
{
  return TSL_CATAN_N_EVENT_CARDS - catan_event_set_aside;
}

gboolean
catan_event_new_year_due (const CatanState *s)
{
  return catan_popcount (s->slice_events.event_drawn) >= cards_per_cycle ();
}

/* Drawing uniformly among the cards of the cycle not drawn yet gives the
 * same sequence of cards as shuffling the 36, setting 5 aside under New
 * Year and turning the top card each turn, while keeping no hidden order
 * in the state.  @card and @new_year hold a recorded outcome when
 * @recorded, and receive the drawn one otherwise.  Applies nothing when
 * the recorded card is not possible. */
gboolean
catan_event_draw (CatanState *s,
                  gboolean    recorded,
                  gint32     *card,
                  gint32     *new_year,
                  TslRng     *rng,
                  GError    **error)
{
  CatanEventsSlice *ev = &s->slice_events;
  gboolean due = catan_event_new_year_due (s);
  guint64 drawn = due ? 0 : ev->event_drawn;

  if (recorded)
    {
      if (*new_year != (gint32) due)
        return catan_fail (error, due ? _("The New Year card comes up now: the recorded card must say so")
                                      : _("The New Year card cannot come up yet: cards of this year are left"));
      if (*card < 0 || *card >= TSL_CATAN_N_EVENT_CARDS || (drawn & (G_GUINT64_CONSTANT (1) << *card)))
        return catan_fail (error, _("The recorded event card is not left in the deck"));
    }
  else
    {
      guint k = tsl_rng_below (rng, TSL_CATAN_N_EVENT_CARDS - catan_popcount (drawn));
      guint c = 0;

      for (;; c++)
        if (!(drawn & (G_GUINT64_CONSTANT (1) << c)) && k-- == 0)
          break;
      *card = (gint32) c;
      *new_year = due;
    }
  /* HU Újév: all cards but New Year are shuffled again, then a card is drawn. */
  ev->event_drawn = drawn | (G_GUINT64_CONSTANT (1) << *card);
  ev->event_card = (guint8) *card;
  ev->event_new_year = (guint8) *new_year;
  return TRUE;
}

/* ------------------------------------------------------------ the events */

static guint
harbor_buildings (const CatanState *s,
                  guint             p)
{
  guint64 harbors = 0;

  for (guint k = 0; k < TSL_CATAN_N_HARBOR_KINDS; k++)
    harbors |= s->harbor_vertices[k];
  return catan_popcount (catan_own_buildings (s, p) & harbors);
}

/* Seats whose @score is the highest and at least @least. */
static guint
leaders_of (const CatanState *s,
            const guint      *score,
            guint             least)
{
  guint best = least, mask = 0;

  for (guint p = 0; p < s->n_players; p++)
    if (score[p] > best)
      best = score[p];
  for (guint p = 0; p < s->n_players; p++)
    if (score[p] == best && best >= least)
      mask |= 1u << p;
  return mask;
}

static guint
opponents_with_cards (const CatanState *s,
                      guint             p)
{
  guint mask = 0;

  for (guint q = 0; q < s->n_players; q++)
    if (q != p && s->players[q].n_res > 0)
      mask |= 1u << q;
  return mask;
}

/* Neighbourly Assistance: opponents of @p with fewer (public) points. */
guint
catan_event_poorer (const CatanState *s,
                    guint             p)
{
  guint mask = 0;

  for (guint q = 0; q < s->n_players; q++)
    if (catan_vp_public (s, q) < catan_vp_public (s, p))
      mask |= 1u << q;
  return mask;
}

static guint
undamaged_roads (const CatanState *s,
                 guint             p)
{
  CatanEdges r = s->players[p].roads;

  r.lo &= ~s->roads_damaged.lo;
  r.hi &= ~s->roads_damaged.hi;
  return catan_edges_count (&r);
}

/* Who must or may choose for the event of the card just drawn (after its
 * production): docs/rules-catan-tb.md quotes the seed for each. */
static guint
event_choosers (const CatanState *s,
                guint             event)
{
  guint score[CATAN_MAX_PLAYERS] = { 0, };
  guint mask = 0;
  guint bank = catan_sum5 (s->bank.count);

  switch (event)
    {
    case TSL_CATAN_EVENT_EARTHQUAKE:
      for (guint p = 0; p < s->n_players; p++)
        if (undamaged_roads (s, p) > 0)
          mask |= 1u << p;
      return mask;
    case TSL_CATAN_EVENT_GOOD_NEIGHBORS:
      for (guint p = 0; p < s->n_players; p++)
        if (s->players[p].n_res > 0)
          mask |= 1u << p;
      return mask;
    case TSL_CATAN_EVENT_TOURNAMENT:
      for (guint p = 0; p < s->n_players; p++)
        score[p] = catan_event_knights (s, p);
      return bank > 0 ? leaders_of (s, score, 1) : 0;
    case TSL_CATAN_EVENT_CALM_SEA:
      for (guint p = 0; p < s->n_players; p++)
        score[p] = harbor_buildings (s, p);
      return bank > 0 ? leaders_of (s, score, 1) : 0;
    case TSL_CATAN_EVENT_PLENTIFUL_YEAR:
      return bank > 0 ? (1u << s->n_players) - 1 : 0;
    case TSL_CATAN_EVENT_TRADE_ADVANTAGE:
      /* A neutral holding the card is no player and draws nothing (docs). */
      if (s->longest_holder < s->n_players && opponents_with_cards (s, s->longest_holder) != 0)
        mask = 1u << s->longest_holder;
      return mask;
    case TSL_CATAN_EVENT_CONFLICT:
      for (guint p = 0; p < s->n_players; p++)
        score[p] = catan_event_knights (s, p);
      mask = leaders_of (s, score, 1);
      /* Only a sole leader (HU "Akinek egyedül a legtöbb"). */
      if (catan_popcount (mask) != 1 || opponents_with_cards (s, (guint) __builtin_ctz (mask)) == 0)
        return 0;
      return mask;
    case TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE:
      for (guint p = 0; p < s->n_players; p++)
        score[p] = catan_vp_public (s, p);
      mask = leaders_of (s, score, 0);
      for (guint p = 0; p < s->n_players; p++)
        if ((mask & (1u << p)) && (s->players[p].n_res == 0 || catan_event_poorer (s, p) == 0))
          mask &= ~(1u << p);
      return mask;
    default:
      return 0;
    }
}

/* After production of @card (not a 7): its event, or the main phase. */
void
catan_event_begin (CatanState *s,
                   guint       card)
{
  guint event = catan_event_deck[card].event;
  guint who;

  s->phase = CATAN_PHASE_MAIN;
  if (event == TSL_CATAN_EVENT_ROBBER_FLEES)
    {
      /* HU "A rablót azonnal visszaállítjuk a sivatagba."  Fishermen and
       * Caravans: "A rablót a következő rabló-akcióig a játéktáblán kívülre
       * állítjuk."  Barbarian Attack and Traders & Barbarians: "Mivel nincs
       * rabló, itt nem történik esemény." */
      if (catan_fishermen (s) || catan_caravans (s) || catan_barbarian_attack (s) || catan_traders_barbarians (s))
        {
          s->robber = CATAN_NONE;
          return;
        }
      for (guint h = 0; h < CATAN_N_LAND; h++)
        if (catan_is_wasteland (s, h))
          {
            s->robber = (guint8) h;
            break;
          }
      return;
    }
  who = event_choosers (s, event);
  if (who == 0)
    return;
  s->slice_events.event_active = (guint8) event;
  s->slice_events.event_pending = (guint8) who;
  s->phase = CATAN_PHASE_EVENT;
}

/* The next seat to choose, in turn order from the current player. */
gint
catan_event_actor (const CatanState *s)
{
  for (guint i = 0; i < s->n_players; i++)
    {
      guint p = (s->current + i) % s->n_players;

      if (s->slice_events.event_pending & (1u << p))
        return (gint) p;
    }
  return s->current;
}

static void
chosen (CatanState *s,
        guint       p)
{
  CatanEventsSlice *ev = &s->slice_events;

  ev->event_pending &= (guint8) ~(1u << p);
  /* Resources taken from the bank: nobody takes what is not there. */
  if (ev->event_active != TSL_CATAN_EVENT_EARTHQUAKE && ev->event_active != TSL_CATAN_EVENT_GOOD_NEIGHBORS &&
      ev->event_active != TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE && catan_sum5 (s->bank.count) == 0)
    ev->event_pending = 0;
  if (ev->event_pending == 0)
    {
      ev->event_active = TSL_CATAN_EVENT_NONE;
      s->phase = CATAN_PHASE_MAIN;
    }
}

static gboolean
wrong_event (GError **error)
{
  return catan_fail (error, _("The event on the card does not ask for that"));
}

/* Earthquake (HU Földrengés): "Minden játékos keresztbe fordítja az egyik utcáját." */
gboolean
catan_event_damage_road (CatanState *s,
                         guint       p,
                         TslMove    *m,
                         GError    **error)
{
  gint e = m->arg[0];

  if (s->slice_events.event_active != TSL_CATAN_EVENT_EARTHQUAKE)
    return wrong_event (error);
  if (e < 0 || e >= CATAN_N_EDGES)
    return catan_fail (error, _("There is no such path"));
  if (!catan_edges_has (&s->players[p].roads, (guint) e))
    return catan_fail (error, _("You can only damage one of your own roads"));
  if (catan_edges_has (&s->roads_damaged, (guint) e))
    return catan_fail (error, _("That road is already damaged"));
  catan_edges_add (&s->roads_damaged, (guint) e);
  chosen (s, p);
  return TRUE;
}

/* HU "Javítási költségek: 1 fa és 1 agyag." */
gboolean
catan_event_repair_road (CatanState *s,
                         guint       p,
                         TslMove    *m,
                         GError    **error)
{
  gint e = m->arg[0];

  if (e < 0 || e >= CATAN_N_EDGES)
    return catan_fail (error, _("There is no such path"));
  if (!catan_edges_has (&s->players[p].roads, (guint) e) || !catan_edges_has (&s->roads_damaged, (guint) e))
    return catan_fail (error, _("You can only repair one of your own damaged roads"));
  if (!catan_covers (s->players[p].res.count, repair_cost))
    return catan_fail (error, _("Repairing a road costs 1 lumber and 1 brick"));
  catan_pay (s, p, repair_cost);
  if (e < 64)
    s->roads_damaged.lo &= ~(G_GUINT64_CONSTANT (1) << e);
  else
    s->roads_damaged.hi &= ~(G_GUINT64_CONSTANT (1) << (e - 64));
  s->built = TRUE;
  return TRUE;
}

/* Tournament, Calm Sea, Plentiful Year: one resource of one's choice. */
gboolean
catan_event_take (CatanState *s,
                  guint       p,
                  TslMove    *m,
                  GError    **error)
{
  CatanEventsSlice *ev = &s->slice_events;
  gint r = m->arg[0];

  if (ev->event_active != TSL_CATAN_EVENT_TOURNAMENT && ev->event_active != TSL_CATAN_EVENT_CALM_SEA &&
      ev->event_active != TSL_CATAN_EVENT_PLENTIFUL_YEAR)
    return wrong_event (error);
  if (r < 0 || r >= CATAN_N_RES)
    return catan_fail (error, _("Name one resource to take"));
  if (s->bank.count[r] == 0)
    return catan_fail (error, _("The bank has no card of that resource left"));
  catan_receive (s, p, (guint) r, 1);
  chosen (s, p);
  return TRUE;
}

/* Good Neighbours (to the left neighbour, the next seat in turn order)
 * and Neighbourly Assistance (to an opponent with fewer points). */
gboolean
catan_event_give (CatanState *s,
                  guint       p,
                  TslMove    *m,
                  GError    **error)
{
  CatanEventsSlice *ev = &s->slice_events;
  gint r = m->arg[0];
  gint to = m->arg[1];

  if (ev->event_active != TSL_CATAN_EVENT_GOOD_NEIGHBORS && ev->event_active != TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE)
    return wrong_event (error);
  if (r < 0 || r >= CATAN_N_RES || s->players[p].res.count[r] == 0)
    return catan_fail (error, _("You can only give a resource card you have"));
  if (to < 0 || to >= s->n_players || (guint) to == p)
    return catan_fail (error, _("The card must go to one of your opponents"));
  if (ev->event_active == TSL_CATAN_EVENT_GOOD_NEIGHBORS && (guint) to != tsl_turn_order_next (p, s->n_players))
    return catan_fail (error, _("Good Neighbours: the card goes to your left neighbour, the next player"));
  if (ev->event_active == TSL_CATAN_EVENT_NEIGHBORLY_ASSISTANCE && !(catan_event_poorer (s, p) & (1u << to)))
    return catan_fail (error, _("Neighbourly Assistance: the card goes to a player with fewer victory points"));
  catan_transfer (s, p, (guint) to, (guint) r, 1);
  chosen (s, p);
  return TRUE;
}

/* Trade Advantage, Conflict: one random resource card from an opponent
 * of one's choice (HU "húzhat": may draw, so -1 declines). */
gboolean
catan_event_draw_from (CatanState *s,
                       guint       p,
                       TslMove    *m,
                       TslRng     *rng,
                       GError    **error)
{
  gint victim = m->arg[0];
  gint r;
  guint event = s->slice_events.event_active;

  if (event != TSL_CATAN_EVENT_TRADE_ADVANTAGE && event != TSL_CATAN_EVENT_CONFLICT)
    return wrong_event (error);
  if (victim < 0)
    {
      if ((m->flags & TSL_CATAN_MOVE_OUTCOME) && m->arg[1] >= 0)
        return catan_fail (error, _("Nothing can be drawn when no player is chosen"));
      m->arg[1] = -1;
      m->flags |= TSL_CATAN_MOVE_OUTCOME;
      chosen (s, p);
      return TRUE;
    }
  if (victim >= s->n_players || (guint) victim == p)
    return catan_fail (error, _("You can only draw from one of your opponents"));
  if (s->players[victim].n_res == 0)
    return catan_fail (error, _("That player has no resource cards to draw"));
  r = catan_card_from_hand (s, (guint) victim, (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0, m->arg[1], rng);
  if (r < 0)
    return catan_fail (error, _("The recorded card is not in that player’s hand"));
  catan_transfer (s, (guint) victim, p, (guint) r, 1);
  m->arg[1] = r;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  chosen (s, p);
  return TRUE;
}

/* ---------------------------------------------------------------- JSON */

/* The outcome of a roll with the event deck: "card" {"index", "number",
 * "event", "new_year"}. */
void
catan_event_card_to_json (JsonBuilder *b,
                          guint        card,
                          gboolean     new_year)
{
  guint event = catan_event_deck[card].event;

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "index");
  json_builder_add_int_value (b, card);
  json_builder_set_member_name (b, "number");
  json_builder_add_int_value (b, catan_event_deck[card].number);
  json_builder_set_member_name (b, "event");
  if (event != TSL_CATAN_EVENT_NONE)
    json_builder_add_string_value (b, catan_event_names[event]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "new_year");
  json_builder_add_boolean_value (b, new_year);
  json_builder_end_object (b);
}

static gboolean
card_parse_error (GError    **error,
                  const char *message)
{
  g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE, message);
  return FALSE;
}

/* Reads "card": "index" names the card; without it, the first card of the
 * cycle still in the deck with that "number" and "event" (cards alike in
 * both are interchangeable).  "new_year" defaults to whether it is due. */
gboolean
catan_event_card_from_json (const CatanState *s,
                            JsonNode         *node,
                            TslMove          *m,
                            GError          **error)
{
  JsonObject *o = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  JsonNode *n_index, *n_number, *n_event, *n_year;
  gboolean due = catan_event_new_year_due (s);
  guint64 drawn = due ? 0 : s->slice_events.event_drawn;
  gint64 index = -1, number;
  gint event = TSL_CATAN_EVENT_NONE;

  if (o == NULL)
    return card_parse_error (error, _("“card” must be an object with the “number” and the “event” of the card drawn"));
  n_index = tsl_json_member (o, "index");
  n_number = tsl_json_member (o, "number");
  n_event = json_object_get_member (o, "event");
  n_year = tsl_json_member (o, "new_year");
  m->arg[1] = due;
  if (n_year != NULL)
    {
      if (!JSON_NODE_HOLDS_VALUE (n_year) || json_node_get_value_type (n_year) != G_TYPE_BOOLEAN)
        return card_parse_error (error, _("“new_year” must be true or false"));
      m->arg[1] = json_node_get_boolean (n_year);
    }
  if (n_index != NULL && !tsl_json_node_int (n_index, 0, TSL_CATAN_N_EVENT_CARDS - 1, &index))
    return card_parse_error (error, _("“index” must be a whole number from 0 to 35"));
  if (n_number == NULL || !tsl_json_node_int (n_number, 2, 12, &number))
    return card_parse_error (error, _("“number” must be a whole number from 2 to 12"));
  if (n_event != NULL && !JSON_NODE_HOLDS_NULL (n_event))
    {
      const char *name = tsl_json_node_string (n_event);

      event = name != NULL ? catan_name_index (catan_event_names, TSL_CATAN_N_EVENTS, name) : -1;
      if (event <= 0)
        return card_parse_error (error, _("“event” must be an event of the deck or null"));
    }
  else if (n_event == NULL)
    return card_parse_error (error, _("“card” must be an object with the “number” and the “event” of the card drawn"));
  if (index < 0)
    for (guint c = 0; c < TSL_CATAN_N_EVENT_CARDS && index < 0; c++)
      if (catan_event_deck[c].number == number && catan_event_deck[c].event == event &&
          !(drawn & (G_GUINT64_CONSTANT (1) << c)))
        index = c;
  if (index < 0)
    return catan_fail (error, _("The recorded event card is not left in the deck"));
  if (catan_event_deck[index].number != number || catan_event_deck[index].event != event)
    return catan_fail (error, _("The card’s “number” and “event” do not match its “index” in the deck"));
  m->arg[0] = (gint32) index;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  return TRUE;
}

/* A roll turns the event cards instead of the dice: no table, its
 * members by hand. */
gboolean
catan_events_action_spec (const CatanState     *s,
                          guint                 type,
                          const CatanMoveSpec **spec)
{
  if (type != TSL_CATAN_ROLL || !catan_events (s))
    return FALSE;
  *spec = NULL;
  return TRUE;
}

/* Two-player: "card" and "card2", both or neither.  The second is read
 * against the deck as the first card leaves it. */
static gboolean
event_cards_from_json (const CatanState *s,
                       JsonNode         *card,
                       JsonNode         *card2,
                       TslMove          *m,
                       GError          **error)
{
  CatanState after;
  TslMove second = { 0, };

  if (card == NULL && card2 == NULL)
    return TRUE;
  if (card == NULL || card2 == NULL)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_PARSE,
                           _("A two-player game turns two event cards: record both the “card” and the “card2”"));
      return FALSE;
    }
  if (!catan_event_card_from_json (s, card, m, error))
    return catan_parse_field_failed (error, "card");
  after = *s;
  after.slice_events.event_drawn = (catan_event_new_year_due (s) ? 0 : s->slice_events.event_drawn) | (G_GUINT64_CONSTANT (1) << m->arg[0]);
  if (!catan_event_card_from_json (&after, card2, &second, error))
    return catan_parse_field_failed (error, "card2");
  m->arg[2] = second.arg[0];
  m->arg[3] = second.arg[1];
  return TRUE;
}

/* The cards a roll turned, recorded or not (the core read no "dice"). */
gboolean
catan_events_action_from_json (const CatanState *s,
                               JsonObject       *o,
                               const char       *a,
                               TslMove          *m,
                               GError          **error)
{
  JsonNode *card;

  if (m->type != TSL_CATAN_ROLL || !catan_events (s))
    return TRUE;
  card = tsl_json_member (o, "card");
  if (tsl_json_member (o, "dice") != NULL)
    return catan_parse_error (error, a, _("this game turns event cards instead of rolling dice: record the “card”"));
  if (catan_two_player (s))
    return event_cards_from_json (s, card, tsl_json_member (o, "card2"), m, error);
  return card == NULL || catan_event_card_from_json (s, card, m, error) || catan_parse_field_failed (error, "card");
}

void
catan_events_action_to_json (const CatanState *s,
                             const TslMove    *m,
                             JsonBuilder      *b)
{
  if (m->type != TSL_CATAN_ROLL || !(m->flags & TSL_CATAN_MOVE_OUTCOME) || !catan_events (s))
    return;
  json_builder_set_member_name (b, "card");
  catan_event_card_to_json (b, (guint) m->arg[0], m->arg[1] != 0);
  if (catan_two_player (s))
    {
      json_builder_set_member_name (b, "card2");
      catan_event_card_to_json (b, (guint) m->arg[2], m->arg[3] != 0);
    }
}

/* The state's "event_cards" member (only with the option). */
void
catan_events_state_to_json_after_trade (const CatanState *s,
                           JsonBuilder      *b)
{
  const CatanEventsSlice *ev = &s->slice_events;

  json_builder_set_member_name (b, "event_cards");
  json_builder_begin_object (b);
  json_builder_set_member_name (b, "last_card");
  if (ev->event_card != CATAN_NONE)
    catan_event_card_to_json (b, ev->event_card, ev->event_new_year);
  else
    json_builder_add_null_value (b);
  if (catan_two_player (s))
    {
      /* Two-player: the second card of the turn, and whether it still waits. */
      json_builder_set_member_name (b, "last_card2");
      if (ev->event_card2 != CATAN_NONE)
        catan_event_card_to_json (b, ev->event_card2, ev->event_new_year2);
      else
        json_builder_add_null_value (b);
      json_builder_set_member_name (b, "card2_waiting");
      json_builder_add_boolean_value (b, ev->event_card2_due);
    }
  json_builder_set_member_name (b, "drawn_this_year");
  json_builder_begin_array (b);
  for (guint c = 0; c < TSL_CATAN_N_EVENT_CARDS; c++)
    if (ev->event_drawn & (G_GUINT64_CONSTANT (1) << c))
      json_builder_add_int_value (b, c);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "left_before_new_year");
  json_builder_add_int_value (b, cards_per_cycle () - MIN (cards_per_cycle (), catan_popcount (ev->event_drawn)));
  json_builder_set_member_name (b, "pending_event");
  if (s->phase == CATAN_PHASE_EVENT)
    json_builder_add_string_value (b, catan_event_names[ev->event_active]);
  else
    json_builder_add_null_value (b);
  json_builder_set_member_name (b, "pending_seats");
  json_builder_begin_array (b);
  if (s->phase == CATAN_PHASE_EVENT)
    for (guint p = 0; p < s->n_players; p++)
      if (ev->event_pending & (1u << p))
        json_builder_add_int_value (b, p);
  json_builder_end_array (b);
  json_builder_end_object (b);
}

/* The event cards a roll turns up lie open. */
gint
catan_events_outcome_seen (const CatanState *s,
                           const TslMove    *m,
                           const char       *member,
                           gint              seat)
{
  if (!catan_events (s) || m->type != TSL_CATAN_ROLL)
    return -1;
  return g_str_equal (member, "card") || g_str_equal (member, "card2") ? 1 : -1;
}
