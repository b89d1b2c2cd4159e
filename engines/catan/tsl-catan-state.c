/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"

/* The lowest layer of the engine: the island's topology, the contract's
 * names, the scores and what a seat may not see (redaction).  Every other
 * file may use it; it uses none of them. */

CatanTopo catan_topo_data;

/* Names from the engine contract (docs/game-files.md), for JSON and setups. */
const char * const catan_resource_names[CATAN_N_RES] = {
  "wood", "brick", "wool", "grain", "ore",
};
const char * const catan_terrain_names[TSL_CATAN_N_TERRAINS] = {
  "forest", "hills", "pasture", "fields", "mountains", "desert", "sea", "lake", "swamp", "oasis",
  "castle",
  "trade_castle", "quarry", "glassworks",
};
const char * const catan_dev_names[CATAN_N_DEV] = {
  "knight", "road_building", "year_of_plenty", "monopoly", "victory_point",
  "knighthood", "black_knight", "treason", "intrigue",
};
const char * const catan_harbor_names[TSL_CATAN_N_HARBOR_KINDS] = {
  "3:1", "wood", "brick", "wool", "grain", "ore",
};
const char * const catan_action_names[TSL_CATAN_N_ACTIONS] = {
  "place_settlement", "place_road", "roll", "discard", "move_robber",
  "build_road", "build_settlement", "build_city", "buy_dev_card",
  "play_knight", "play_road_building", "play_year_of_plenty", "play_monopoly",
  "maritime_trade", "offer_trade", "accept_trade", "reject_trade",
  "confirm_trade", "cancel_trade", "end_turn",
  "build_neutral_settlement", "build_neutral_road", "forced_trade", "robber_to_desert",
  "turn_in_knight",
  "damage_road", "repair_road", "take_resource", "give_resource", "draw_resource",
  "fish_robber", "fish_steal", "fish_resource", "fish_road", "fish_dev_card", "pass_old_boot",
  "build_bridge", "buy_with_gold",
  "vote_camel",
  "place_knight", "move_barbarians", "capture_barbarian", "move_knight", "fight_barbarians",
  "steal_resource",
  "move_wagon", "wagon_grain", "chase_barbarian", "move_barbarian", "upgrade_wagon",
};
const char * const catan_phase_names[CATAN_PHASE_OVER + 1] = {
  "setup_settlement", "setup_road", "roll", "discard", "move_robber", "main", "trade",
#define CATAN_MODULE_PHASE_NAME(module, phase, PHASE) #phase,
  TSL_CATAN_MODULE_PHASES (CATAN_MODULE_PHASE_NAME)
#undef CATAN_MODULE_PHASE_NAME
  "over",
};

/* The owners after the seats in the files: two-player Catan's neutral
 * players. */
const char * const catan_neutral_names[2] = { "neutral1", "neutral2" };

/* The `scenario` option's values, in CatanScenario order. */
const char * const catan_scenario_names[CATAN_N_SCENARIOS] = {
  "none", CATAN_MODULE_SCENARIOS
};
G_STATIC_ASSERT (CATAN_MODULE_N_SCENARIOS + 1 == CATAN_N_SCENARIOS);

gint
catan_name_index (const char * const *names,
                  guint               n,
                  const char         *name)
{
  for (guint i = 0; i < n; i++)
    if (g_strcmp0 (names[i], name) == 0)
      return (gint) i;
  return -1;
}

static void
build_topology (void)
{
  CatanTopo *t = &catan_topo_data;
  TslHexTopology *hex = tsl_hex_topology_new (2);

  g_assert (hex->n_land == CATAN_N_LAND);
  g_assert (hex->n_vertices == CATAN_N_VERTICES);
  g_assert (hex->n_edges == CATAN_N_EDGES);
  t->hex = hex;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    for (guint k = 0; k < 6; k++)
      {
        t->hex_vertices[h] |= VBIT (hex->hex_vertices[h][k]);
        t->hex_vertex_list[h][k] = (guint8) hex->hex_vertices[h][k];
        t->hex_edge_list[h][k] = (guint8) hex->hex_edges[h][k];
      }

  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    {
      t->vertex_n_land[v] = 0;
      t->vertex_land_mask[v] = 0;
      memset (t->vertex_land[v], CATAN_NONE, 3);
      for (guint i = 0; i < 3; i++)
        if (hex->vertex_hexes[v][i] < CATAN_N_LAND)
          {
            t->vertex_land[v][t->vertex_n_land[v]++] = (guint8) hex->vertex_hexes[v][i];
            t->vertex_land_mask[v] |= 1u << hex->vertex_hexes[v][i];
          }
      t->vertex_n_edges[v] = 0;
      for (guint i = 0; i < 3; i++)
        if (hex->vertex_edges[v][i] >= 0)
          {
            guint e = (guint) hex->vertex_edges[v][i];
            guint w = (guint) hex->vertex_vertices[v][i];

            t->vertex_edges[v][t->vertex_n_edges[v]] = (guint8) e;
            t->vertex_nbrs[v][t->vertex_n_edges[v]] = (guint8) w;
            t->vertex_n_edges[v]++;
            t->vertex_nbr_mask[v] |= VBIT (w);
            catan_edges_add (&t->vertex_edge_mask[v], e);
          }
    }

  for (guint e = 0; e < CATAN_N_EDGES; e++)
    for (guint i = 0; i < 2; i++)
      {
        t->edge_vertices[e][i] = (guint8) hex->edge_vertices[e][i];
        t->edge_hexes[e][i] = (guint8) hex->edge_hexes[e][i];
      }

  for (guint corner = 0; corner < 6; corner++)
    {
      g_autoptr(GArray) spiral = g_array_new (FALSE, FALSE, sizeof (guint16));

      for (gint ring = 2; ring >= 0; ring--)
        tsl_hex_topology_ring (hex, (guint) ring, corner, spiral);
      g_assert (spiral->len == CATAN_N_LAND);
      for (guint i = 0; i < CATAN_N_LAND; i++)
        t->spiral[corner][i] = (guint8) g_array_index (spiral, guint16, i);
    }
  {
    g_autoptr(GArray) frame = g_array_new (FALSE, FALSE, sizeof (guint16));

    tsl_hex_topology_ring (hex, 3, 0, frame);
    g_assert (frame->len == CATAN_FRAME_HEXES);
    t->n_frame = (guint8) frame->len;
    for (guint i = 0; i < frame->len; i++)
      {
        guint sea = g_array_index (frame, guint16, i);

        t->frame_n_coasts[i] = 0;
        for (guint k = 0; k < 6; k++)
          {
            gint land = tsl_hex_topology_hex_index (hex, tsl_hex_neighbor (hex->hexes[sea], k));
            TslHexCoord pair[2];

            if (land < 0 || land >= CATAN_N_LAND)
              continue;
            pair[0] = hex->hexes[sea];
            pair[1] = hex->hexes[land];
            g_assert (t->frame_n_coasts[i] < 2);
            t->frame_coasts[i][t->frame_n_coasts[i]++] = (guint8) tsl_hex_topology_edge_index (hex, pair);
          }
        g_assert (t->frame_n_coasts[i] >= 1);
      }
  }
}

/**
 * tsl_catan_topology:
 *
 * Returns: (transfer none): the base island's geometry, built on first use
 *   and kept for the life of the process (immutable)
 */
const CatanTopo *
tsl_catan_topology (void)
{
  static gsize once = 0;

  if (g_once_init_enter (&once))
    {
      build_topology ();
      g_once_init_leave (&once, 1);
    }
  return &catan_topo_data;
}

gboolean
catan_fail_with (GError    **error,
                 const char *format,
                 ...)
{
  va_list args;

  if (error != NULL)
    {
      va_start (args, format);
      *error = g_error_new_valist (TSL_ERROR, TSL_ERROR_INVALID_MOVE, format, args);
      va_end (args);
    }
  return FALSE;
}

/* The resource card a player takes from @victim's hand: @recorded (an
 * outcome read from a game file) if it is there, else -1; or, with no
 * outcome, one drawn at random as from a face-down hand. */
gint
catan_card_from_hand (const CatanState *s,
                      guint             victim,
                      gboolean          has_outcome,
                      gint              recorded,
                      TslRng           *rng)
{
  const CatanPlayer *pl = &s->players[victim];
  guint k;
  guint r = 0;

  if (has_outcome)
    return recorded >= 0 && recorded < CATAN_N_RES && pl->res.count[recorded] != 0 ? recorded : -1;
  k = tsl_rng_below (rng, pl->n_res);
  while (k >= pl->res.count[r])
    k -= pl->res.count[r++];
  return (gint) r;
}

/* A new move of @type by @p at the end of @out, all else zero. */
TslMove *
catan_push_move (TslMoveList *out,
                 guint        type,
                 guint        p)
{
  TslMove *m = tsl_move_list_push (out);

  memset (m, 0, sizeof *m);
  m->type = (guint16) type;
  m->player = (gint8) p;
  return m;
}

/* The modules the options and the number of seats make (see CatanModule). */
void
catan_modules_init (CatanState *s)
{
  s->modules = catan_hooks_plays (s);
}

/* catan_vp() with modules: what they add to the base game's @vp. */
guint
catan_vp_modules (const CatanState *s,
                  guint             p,
                  gint              vp)
{
  /* The Poor Settler's -2 cannot take a player below nothing:
   * after the founding phase everybody has at least 2 points. */
  vp += catan_gold_vp (s, p) + catan_hooks_vp (s, p);
  return (guint) MAX (0, vp);
}

/* Other players' development cards in hand are hidden from @seat: they go
 * back among the deck's cards and the same counts are dealt again at
 * random.  The deck's order needs no hiding: a bought card is drawn at
 * random when it is bought. */
void
catan_state_redact (CatanState *s,
                    gint        seat,
                    TslRng     *rng)
{
  guint8 n_old[CATAN_MAX_PLAYERS] = { 0, }, n_new[CATAN_MAX_PLAYERS] = { 0, };
  guint8 cards[2 * TSL_DECK_CAPACITY];
  guint hidden = 0;
  guint n;
  guint idx = 0;

  catan_hooks_redact (s, seat, rng);
  for (guint p = 0; p < s->n_players; p++)
    {
      CatanPlayer *pl = &s->players[p];

      if ((gint) p == seat)
        continue;
      for (guint k = 0; k < CATAN_N_DEV; k++)
        {
          n_old[p] += pl->dev[k];
          n_new[p] += pl->dev_new[k];
        }
      hidden += n_old[p] + n_new[p];
    }
  if (hidden == 0)
    return;

  /* The pool: the deck's cards and the hidden ones, sorted by kind, so
   * that the view depends on what the seat knows (how many of each kind
   * are unseen) and not on where each card really is. */
  {
    guint unseen[CATAN_N_DEV] = { 0, };

    for (guint i = 0; i < s->dev_deck.len; i++)
      unseen[s->dev_deck.cards[i]]++;
    for (guint p = 0; p < s->n_players; p++)
      {
        CatanPlayer *pl = &s->players[p];

        if ((gint) p == seat)
          continue;
        for (guint k = 0; k < CATAN_N_DEV; k++)
          unseen[k] += (guint) pl->dev[k] + pl->dev_new[k];
        memset (pl->dev, 0, sizeof pl->dev);
        memset (pl->dev_new, 0, sizeof pl->dev_new);
      }
    n = 0;
    for (guint k = 0; k < CATAN_N_DEV; k++)
      {
        g_assert (n + unseen[k] <= sizeof cards);
        memset (cards + n, (int) k, unseen[k]);
        n += unseen[k];
      }
  }

  /* A partial Fisher–Yates shuffle picks the hidden cards; 16 random bits
   * per pick (the pool holds at most 96 cards, so the bias stays below
   * 0.2 %, harmless for a guess at hidden cards). */
  for (guint i = 0; i < hidden; i += 2)
    {
      guint32 bits = tsl_rng_next (rng);

      for (guint h = i; h < MIN (i + 2, hidden); h++)
        {
          guint j = h + (((bits & 0xffff) * (n - h)) >> 16);
          guint8 tmp = cards[h];

          bits >>= 16;
          cards[h] = cards[j];
          cards[j] = tmp;
        }
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      for (guint i = 0; i < n_old[p]; i++)
        s->players[p].dev[cards[idx++]]++;
      for (guint i = 0; i < n_new[p]; i++)
        s->players[p].dev_new[cards[idx++]]++;
    }

  /* What is left is the deck (its order means nothing). */
  s->dev_deck.len = (guint8) (n - hidden);
  memcpy (s->dev_deck.cards, cards + hidden, n - hidden);
}

/* A player's name in a log sentence: the seat's name, else the default
 * name the game gives seat @p (tsl_game_new), not a seat number: log
 * sentences name players, error messages name seats. */
const char *
catan_player_name (const char * const *names,
                   gint                p,
                   char               *buf,
                   gsize               len)
{
  if (names != NULL && p >= 0 && names[p] != NULL)
    return names[p];
  /* Translators: a player without a name, e.g. "Player 2" */
  g_snprintf (buf, len, _("Player %u"), (guint) p + 1);
  return buf;
}
