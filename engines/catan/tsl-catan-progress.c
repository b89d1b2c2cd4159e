/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-rules-private.h"
#include "tsl-error.h"
#include "tsl-turn-order.h"

/* Whether a game can move on: explicit setups on which the players could
 * get stuck are refused, and a game in which nobody can change the score
 * any more ends (docs/rules-catan.md, "End of a stalled game"). */

/* Whether at most @slots more founding settlements can leave no free place
 * on @open (buildable vertices neither occupied nor next to a building),
 * whatever order the players choose: then the next player to found would
 * have no move.  Some settlement of every such choice lies on the first
 * open vertex or next to it, so trying those few covers every choice. */
static gboolean
can_fill_with (guint64 open,
               guint   slots)
{
  const CatanTopo *t = tsl_catan_topology ();
  guint64 choices;
  guint u;

  if (open == 0)
    return TRUE;
  /* A settlement closes itself and at most its three neighbours. */
  if (slots == 0 || catan_popcount (open) > 4 * slots)
    return FALSE;
  u = (guint) __builtin_ctzll (open);
  choices = (VBIT (u) | t->vertex_nbr_mask[u]) & open;
  while (choices != 0)
    {
      guint v = (guint) __builtin_ctzll (choices);

      choices &= choices - 1;
      if (can_fill_with (open & ~(VBIT (v) | t->vertex_nbr_mask[v]), slots - 1))
        return TRUE;
    }
  return FALSE;
}

/**
 * catan_check_playable:
 *
 * Refuses a board on which the game could get stuck: the founding phase
 * must find room for every settlement whatever places the players choose,
 * some land hex must produce, and the robber needs two hexes to move
 * between.  (A settlement always has a free path beside it for its road.)
 */
gboolean
catan_check_playable (const CatanState *s,
                      GError          **error)
{
  guint founding = tsl_turn_order_snake_len (s->n_players);
  guint robber_hexes = 0;
  gboolean produces = FALSE;

  /* Open intersections: in a two-player game the neutrals have founded. */
  if (can_fill_with (s->buildable_vertices & ~s->blocked, founding - 1))
    {
      g_set_error (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                   g_dngettext (GETTEXT_PACKAGE, "The island is too small: the founding phase needs room for %u "
                             "settlement whatever places the players choose",
                             "The island is too small: the founding phase needs room for %u "
                             "settlements whatever places the players choose", founding),
                   founding);
      return FALSE;
    }
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      produces |= s->number[h] != 0 && catan_resource_of (s->terrain[h]) != CATAN_NONE;
      robber_hexes += s->terrain[h] != TSL_CATAN_SEA &&
                      (s->opt_robber_desert || !catan_is_wasteland (s, h));
    }
  if (!produces)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                           _("No land hex produces: at least one needs a number and a terrain "
                             "that yields resources"));
      return FALSE;
    }
  if (robber_hexes < 2)
    {
      g_set_error_literal (error, TSL_ERROR, TSL_ERROR_INVALID_SETUP,
                           _("The robber needs at least two land hexes to move between"));
      return FALSE;
    }
  return TRUE;
}

/* Whether player @p could still add a piece that changes a score. */
static gboolean
can_build (const CatanState *s,
           guint             p)
{
  const CatanPlayer *pl = &s->players[p];
  CatanEdges roads;

  if (pl->cities_left > 0 && pl->settlements != 0)
    return TRUE;
  /* Sites by damaged roads count too: a repair opens them again (Catan Events). */
  if (pl->settlements_left > 0 && (s->buildable_vertices & ~s->blocked & pl->road_vertices) != 0)
    return TRUE;
  if (pl->roads_left == 0)
    return FALSE;
  catan_road_spots (s, p, &roads);
  return catan_edges_count (&roads) > 0;
}

/**
 * catan_score_frozen:
 *
 * Whether no action can change anyone's victory points any more: nobody
 * can place a road, settlement or city, the development deck is empty and
 * no knight is left in a hand.  Pieces on the board never leave it and
 * spots only ever close, so a frozen score stays frozen.
 */
gboolean
catan_score_frozen (const CatanState *s)
{
  if (s->dev_deck.len > 0 || catan_hooks_may_score (s))
    return FALSE;
  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].dev[TSL_CATAN_KNIGHT] + s->players[p].dev_new[TSL_CATAN_KNIGHT] > 0 ||
        can_build (s, p))
      return FALSE;
  return TRUE;
}

/**
 * catan_leaders:
 *
 * Returns: the seats (bit mask) with the most victory points, hidden
 *   Victory Point cards included
 */
guint32
catan_leaders (const CatanState *s)
{
  guint best = 0;
  guint32 seats = 0;

  for (guint p = 0; p < s->n_players; p++)
    best = MAX (best, catan_vp (s, p));
  for (guint p = 0; p < s->n_players; p++)
    if (catan_vp (s, p) == best)
      seats |= 1u << p;
  return seats;
}

/* docs/rules-catan.md, "End of a stalled game": when no action can change
 * anyone's points any more, or nobody has placed a piece, bought a card or
 * played a knight for CATAN_STALL_ROUNDS rounds, the game ends between two
 * turns; the most points win, and tied leaders share the victory. */
void
catan_end_if_stalled (CatanState *s)
{
  guint32 leaders;

  if (s->phase == CATAN_PHASE_OVER)
    return;
  if (s->turn - s->progress_turn <= (guint32) CATAN_STALL_ROUNDS * s->n_players &&
      !catan_score_frozen (s))
    return;
  leaders = catan_leaders (s);
  s->stalled = TRUE;
  s->phase = CATAN_PHASE_OVER;
  s->winner = (leaders & (leaders - 1)) == 0 ? (guint8) __builtin_ctz (leaders) : CATAN_NONE;
}
