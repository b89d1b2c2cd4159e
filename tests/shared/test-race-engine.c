/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-error.h"
#include "test-race-engine.h"

/* Rules of the race: on your turn you first "roll" a die and advance by it;
 * then you may "draw" a card (1..9, hidden, at most three in hand), "play"
 * your hand to advance by its total, or "pass".  Reaching the target ends
 * the game.  Outcomes: the die and the card drawn (uniform over the deck). */

struct _TestRaceEngine
{
  GObject parent_instance;
};

static void test_race_engine_iface_init (TslEngineInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (TestRaceEngine, test_race_engine, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (TSL_TYPE_ENGINE, test_race_engine_iface_init))

static const TslOptionChoice deck_choices[] = {
  { "small", "Small deck" },
  { "large", "Large deck" },
};

static const TslOptionSpec race_options[] = {
  { "target", TSL_OPTION_INT, "Target", "Points to reach", 30, 10, 200, NULL, 0, NULL },
  { "start_cards", TSL_OPTION_INT, "Starting cards", NULL, 1, 0, RACE_HAND_MAX, NULL, 0, NULL },
  { "deck", TSL_OPTION_CHOICE, "Deck", NULL, 0, 0, 0, deck_choices, G_N_ELEMENTS (deck_choices), NULL },
  { "open_hands", TSL_OPTION_BOOL, "Open hands", NULL, 0, 0, 0, NULL, 0, NULL },
};

static const char *type_names[] = { "roll", "draw", "play", "pass" };

/* Colours and computer players are the framework's defaults. */
static const TslEngineInfo race_info = {
  .id = "race",
  .name = "Race",
  .description = "A dice-and-cards race that tests the framework",
  .min_players = 2,
  .max_players = 4,
  .options = race_options,
  .n_options = G_N_ELEMENTS (race_options),
  .state_size = sizeof (RaceState),
  /* A die rolled or a card seen cannot be taken back. */
  .irreversible_moves = 1 << RACE_ROLL | 1 << RACE_DRAW,
};

static gboolean
read_cards (JsonArray *array,
            guint8    *out,
            guint      max,
            guint     *n,
            GError   **error)
{
  *n = json_array_get_length (array);
  if (*n > max)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP, "Too many cards: %u", *n);
      return FALSE;
    }
  for (guint i = 0; i < *n; i++)
    {
      JsonNode *node = json_array_get_element (array, i);
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP, "Cards are numbers");
          return FALSE;
        }
      v = json_node_get_int (node);
      if (v < 1 || v > 9)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP, "No card %" G_GINT64_FORMAT, v);
          return FALSE;
        }
      out[i] = (guint8) v;
    }
  return TRUE;
}

static gboolean
read_setup (RaceState *s,
            JsonNode  *setup,
            GError   **error)
{
  JsonObject *o;
  JsonNode *deck, *hands;
  guint8 cards[TSL_DECK_CAPACITY];
  guint n;

  if (!JSON_NODE_HOLDS_OBJECT (setup))
    goto bad;
  o = json_node_get_object (setup);
  deck = json_object_get_member (o, "deck");
  hands = json_object_get_member (o, "hands");
  if (deck == NULL || !JSON_NODE_HOLDS_ARRAY (deck) || hands == NULL || !JSON_NODE_HOLDS_ARRAY (hands)
      || json_array_get_length (json_node_get_array (hands)) != s->n_players)
    goto bad;
  if (!read_cards (json_node_get_array (deck), cards, TSL_DECK_CAPACITY, &n, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    tsl_deck_push (&s->deck, cards[i]);
  for (guint p = 0; p < s->n_players; p++)
    {
      JsonNode *hand = json_array_get_element (json_node_get_array (hands), p);

      if (!JSON_NODE_HOLDS_ARRAY (hand))
        goto bad;
      if (!read_cards (json_node_get_array (hand), s->hand[p], RACE_HAND_MAX, &n, error))
        return FALSE;
      s->hand_count[p] = (guint8) n;
    }
  return TRUE;

bad:
  g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
               "A race setup is {\"deck\": [cards], \"hands\": [[cards] per seat]}");
  return FALSE;
}

static gboolean
race_init_state (TslEngine  *self,
                 gpointer    state,
                 JsonObject *options,
                 guint       n_players,
                 guint64     seed,
                 JsonNode   *setup,
                 GError    **error)
{
  RaceState *s = state;

  memset (s, 0, sizeof *s);
  s->n_players = (guint8) n_players;
  s->target = (guint8) tsl_options_get_int (options, "target");
  s->open_hands = (guint8) tsl_options_get_bool (options, "open_hands");
  tsl_deck_init (&s->deck);

  if (setup != NULL)
    return read_setup (s, setup, error);

  {
    gboolean large = tsl_options_get_choice (race_options, G_N_ELEMENTS (race_options),
                                             options, "deck") == 1;
    guint copies = large ? 3 : 2;
    TslRng rng;

    for (guint c = 0; c < copies; c++)
      for (guint8 v = 1; v <= 9; v++)
        tsl_deck_push (&s->deck, v);
    tsl_rng_init (&rng, seed, G_GUINT64_CONSTANT (0xDEC0000000000000));
    tsl_deck_shuffle (&s->deck, &rng);
    for (guint p = 0; p < n_players; p++)
      for (gint k = 0; k < tsl_options_get_int (options, "start_cards"); k++)
        s->hand[p][s->hand_count[p]++] = (guint8) tsl_deck_draw (&s->deck);
  }
  return TRUE;
}

static JsonNode *
race_setup_to_json (TslEngine     *self,
                    gconstpointer  state)
{
  const RaceState *s = state;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "deck");
  json_builder_begin_array (b);
  for (guint i = 0; i < s->deck.len; i++)
    json_builder_add_int_value (b, s->deck.cards[i]);
  json_builder_end_array (b);
  json_builder_set_member_name (b, "hands");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_array (b);
      for (guint i = 0; i < s->hand_count[p]; i++)
        json_builder_add_int_value (b, s->hand[p][i]);
      json_builder_end_array (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

static gint
race_get_actor (TslEngine     *self,
                gconstpointer  state)
{
  const RaceState *s = state;

  return s->over ? -1 : s->current;
}

static JsonNode *
race_state_to_json (TslEngine     *self,
                    gconstpointer  state)
{
  const RaceState *s = state;
  g_autoptr(JsonBuilder) b = json_builder_new ();

  json_builder_begin_object (b);
  json_builder_set_member_name (b, "turn");
  json_builder_add_int_value (b, s->turn);
  /* Nobody is to act once the race is over: null, as in Hunters. */
  json_builder_set_member_name (b, "current_player");
  if (s->over)
    json_builder_add_null_value (b);
  else
    json_builder_add_int_value (b, s->current);
  json_builder_set_member_name (b, "rolled");
  json_builder_add_boolean_value (b, s->rolled);
  json_builder_set_member_name (b, "deck_left");
  json_builder_add_int_value (b, s->deck.len);
  json_builder_set_member_name (b, "players");
  json_builder_begin_array (b);
  for (guint p = 0; p < s->n_players; p++)
    {
      json_builder_begin_object (b);
      json_builder_set_member_name (b, "score");
      json_builder_add_int_value (b, s->score[p]);
      json_builder_set_member_name (b, "hand");
      json_builder_begin_array (b);
      for (guint i = 0; i < s->hand_count[p]; i++)
        json_builder_add_int_value (b, s->hand[p][i]);
      json_builder_end_array (b);
      json_builder_end_object (b);
    }
  json_builder_end_array (b);
  json_builder_end_object (b);
  return json_builder_get_root (b);
}

/* Deals the cards the seat cannot see (the deck and the other hands) anew. */
static void
race_redact (TslEngine *self,
             gpointer   state,
             gint       seat,
             TslRng    *rng)
{
  RaceState *s = state;
  TslDeck pool = s->deck;

  if (s->open_hands)
    {
      tsl_deck_sort (&s->deck);
      tsl_deck_shuffle (&s->deck, rng);
      return;
    }

  for (guint p = 0; p < s->n_players; p++)
    if ((gint) p != seat)
      for (guint i = 0; i < s->hand_count[p]; i++)
        tsl_deck_push (&pool, s->hand[p][i]);
  tsl_deck_sort (&pool);
  tsl_deck_shuffle (&pool, rng);
  for (guint p = 0; p < s->n_players; p++)
    if ((gint) p != seat)
      for (guint i = 0; i < s->hand_count[p]; i++)
        s->hand[p][i] = (guint8) tsl_deck_draw (&pool);
  s->deck = pool;
}

static guint
race_get_turn (TslEngine     *self,
               gconstpointer  state)
{
  return ((const RaceState *) state)->turn;
}

static void
race_get_scores (TslEngine     *self,
                 gconstpointer  state,
                 gint          *scores)
{
  const RaceState *s = state;

  for (guint p = 0; p < s->n_players; p++)
    scores[p] = s->score[p];
}

static gboolean
is_legal (const RaceState *s,
          guint            type)
{
  switch (type)
    {
    case RACE_ROLL:
      return !s->rolled;
    case RACE_DRAW:
      return s->rolled && s->deck.len > 0 && s->hand_count[s->current] < RACE_HAND_MAX;
    case RACE_PLAY:
      return s->rolled && s->hand_count[s->current] > 0;
    case RACE_PASS:
      return s->rolled;
    default:
      return FALSE;
    }
}

static void
race_legal_moves (TslEngine     *self,
                  gconstpointer  state,
                  TslLegalFlags  flags,
                  TslMoveList   *out)
{
  const RaceState *s = state;

  if (s->over)
    return;
  for (guint type = RACE_ROLL; type <= RACE_PASS; type++)
    if (is_legal (s, type))
      {
        TslMove *move = tsl_move_list_push (out);

        move->type = (guint16) type;
        move->player = (gint8) s->current;
      }
}

static void
advance (RaceState *s,
         guint      points)
{
  s->score[s->current] += points;
  if (s->score[s->current] >= s->target)
    s->over = TRUE;
}

static gboolean
race_apply_move (TslEngine *self,
                 gpointer   state,
                 TslMove   *move,
                 TslRng    *rng,
                 GError   **error)
{
  RaceState *s = state;

  if (s->over || move->player != s->current)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "It is not seat %d’s turn", move->player);
      return FALSE;
    }
  if (!is_legal (s, move->type))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "You cannot %s now",
                   type_names[MIN (move->type, RACE_PASS)]);
      return FALSE;
    }

  switch (move->type)
    {
    case RACE_ROLL:
      if (!(move->flags & RACE_HAS_OUTCOME))
        {
          move->arg[0] = tsl_rng_range (rng, 1, 6);
          move->flags |= RACE_HAS_OUTCOME;
        }
      s->rolled = TRUE;
      advance (s, (guint) move->arg[0]);
      break;

    case RACE_DRAW:
      if (!(move->flags & RACE_HAS_OUTCOME))
        {
          move->arg[0] = s->deck.cards[tsl_rng_below (rng, s->deck.len)];
          move->flags |= RACE_HAS_OUTCOME;
        }
      if (!tsl_deck_take (&s->deck, (guint8) move->arg[0]))
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "No card %d is left in the deck",
                       move->arg[0]);
          return FALSE;
        }
      s->hand[s->current][s->hand_count[s->current]++] = (guint8) move->arg[0];
      break;

    case RACE_PLAY:
      {
        guint total = 0;

        for (guint i = 0; i < s->hand_count[s->current]; i++)
          total += s->hand[s->current][i];
        s->hand_count[s->current] = 0;
        advance (s, total);
        break;
      }

    case RACE_PASS:
    default:
      s->current = (guint8) ((s->current + 1) % s->n_players);
      s->rolled = FALSE;
      s->turn++;
      break;
    }
  return TRUE;
}

static gboolean
race_move_from_json (TslEngine     *self,
                     gconstpointer  state,
                     JsonObject    *action,
                     TslMove       *move,
                     GError       **error)
{
  const char *type = json_object_get_string_member_with_default (action, "type", "");
  const char *outcome = NULL;
  gint lo = 1, hi = 9;
  JsonNode *node;

  for (guint t = 0; t < G_N_ELEMENTS (type_names); t++)
    if (g_strcmp0 (type, type_names[t]) == 0)
      {
        move->type = (guint16) t;
        break;
      }
  if (move->type == RACE_ROLL && g_strcmp0 (type, "roll") != 0)
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, "Unknown action type “%s”", type);
      return FALSE;
    }
  if (move->type == RACE_ROLL)
    outcome = "dice", hi = 6;
  else if (move->type == RACE_DRAW)
    outcome = "card";

  node = outcome != NULL ? json_object_get_member (action, outcome) : NULL;
  if (node != NULL && !JSON_NODE_HOLDS_NULL (node))
    {
      gint64 v;

      if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_PARSE, "“%s” must be a number", outcome);
          return FALSE;
        }
      v = json_node_get_int (node);
      if (v < lo || v > hi)
        {
          g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_MOVE, "“%s” must be %d to %d",
                       outcome, lo, hi);
          return FALSE;
        }
      move->arg[0] = (gint32) v;
      move->flags |= RACE_HAS_OUTCOME;
    }
  return TRUE;
}

static JsonObject *
race_move_to_json (TslEngine     *self,
                   gconstpointer  state,
                   const TslMove *move)
{
  JsonObject *o = json_object_new ();

  json_object_set_int_member (o, "player", move->player);
  json_object_set_string_member (o, "type", type_names[MIN (move->type, RACE_PASS)]);
  if (move->flags & RACE_HAS_OUTCOME)
    json_object_set_int_member (o, move->type == RACE_ROLL ? "dice" : "card", move->arg[0]);
  return o;
}

/* The die is rolled in the open; the card drawn is the drawer's. */
static JsonObject *
race_action_for_seat (TslEngine     *self,
                      gconstpointer  before,
                      const TslMove *chosen,
                      const TslMove *played,
                      gint           seat)
{
  if (played->type == RACE_ROLL || (played->type == RACE_DRAW && seat == played->player))
    return race_move_to_json (self, before, played);
  return race_move_to_json (self, before, chosen);
}

static char *
race_describe_move (TslEngine          *self,
                    gconstpointer       before,
                    gconstpointer       after,
                    const TslMove      *move,
                    const char * const *player_names)
{
  const char *name = player_names[move->player];

  switch (move->type)
    {
    case RACE_ROLL:
      return g_strdup_printf ("%s rolled %d.", name, move->arg[0]);
    case RACE_DRAW:
      return g_strdup_printf ("%s drew a card.", name);
    case RACE_PLAY:
      return g_strdup_printf ("%s played their hand.", name);
    default:
      return g_strdup_printf ("%s passed.", name);
    }
}

static void
test_race_engine_iface_init (TslEngineInterface *iface)
{
  iface->info = &race_info;
  iface->init_state = race_init_state;
  iface->setup_to_json = race_setup_to_json;
  iface->state_to_json = race_state_to_json;
  iface->redact = race_redact;
  iface->get_actor = race_get_actor;
  iface->get_turn = race_get_turn;
  iface->get_scores = race_get_scores;
  iface->legal_moves = race_legal_moves;
  iface->apply_move = race_apply_move;
  iface->move_from_json = race_move_from_json;
  iface->move_to_json = race_move_to_json;
  iface->describe_move = race_describe_move;
  iface->action_for_seat = race_action_for_seat;
}

static void
test_race_engine_class_init (TestRaceEngineClass *klass)
{
}

static void
test_race_engine_init (TestRaceEngine *self)
{
}

TslEngine *
test_race_engine_new (void)
{
  return g_object_new (TEST_TYPE_RACE_ENGINE, NULL);
}
