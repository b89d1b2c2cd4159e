/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsl-catan-hooks-turn-private.h"
#include "tsl-catan-two-player-private.h"

/* Two-player Catan's hooks (tsl-catan-hooks-private.h) beside those in its
 * JSON file: the variant plays whenever two seats play. */

gboolean
catan_two_player_plays (const CatanState *s)
{
  return s->n_players == 2;
}

/* The trade tokens' actions are once a turn. */
void
catan_two_player_end_turn (CatanState *s)
{
  s->slice_two_player.token_used = 0;
}

/* The Largest Army's holder may turn in knights for trade tokens until
 * the other seat's three or more take the card. */
gboolean
catan_two_player_may_score (const CatanState *s)
{
  return s->army_holder < 2 && s->players[1 - s->army_holder].knights >= 3;
}

/* The second roll: a first 7 keeps it back until the robber has moved. */
gboolean
catan_two_player_second_roll (CatanState *s,
                              TslMove    *m,
                              guint       first,
                              guint      *second,
                              TslRng     *rng,
                              GError    **error)
{
  if (!catan_second_roll (s, m, first, rng, error))
    return FALSE;
  *second = m->count[2] + m->count[3];
  s->slice_two_player.dice2[0] = m->count[2];
  s->slice_two_player.dice2[1] = m->count[3];
  if (first == 7)
    s->slice_two_player.pending_roll = (guint8) *second;
  return TRUE;
}

/* The held-back second roll produces once the 7 is dealt with. */
gboolean
catan_two_player_seven_done (CatanState *s,
                             TslMove    *m,
                             TslRng     *rng,
                             GError    **error)
{
  guint pending = s->slice_two_player.pending_roll;

  s->slice_two_player.pending_roll = 0;
  if (pending == 0)
    return TRUE;
  catan_produce (s, pending, 2);
  return catan_hooks_produced (s, pending, m, rng, error);
}

/* HU "Amikor valaki 1 települést, vagy utat épít, ugyanakkor épít 1
 * települést, vagy utat (ingyen) egy tetszőleges semleges játékos számára
 * is"; a neutral piece may break a road and hand the current player the
 * Longest Road: he wins then, on his turn. */
void
catan_two_player_after_move (CatanState    *s,
                             const TslMove *m)
{
  switch (m->type)
    {
    case TSL_CATAN_BUILD_SETTLEMENT:
      catan_neutral_owe (s, 1, 0);
      break;
    case TSL_CATAN_BUILD_ROAD:
    case TSL_CATAN_FISH_ROAD:
      catan_neutral_owe (s, 0, 1);
      break;
    case TSL_CATAN_PLAY_ROAD_BUILDING:
      catan_neutral_owe (s, 0, m->arg[1] >= 0 ? 2 : 1);
      break;
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
      catan_check_victory (s);
      break;
    default:
      break;
    }
}

/* Its moves in the roll and main phases, and the neutral players' */
void
catan_two_player_legal_roll (const CatanState *s,
                             guint             p,
                             TslMoveList      *out)
{
  catan_two_player_legal (s, p, out);
}

void
catan_two_player_legal_main (const CatanState *s,
                             guint             p,
                             TslMoveList      *out)
{
  catan_two_player_legal (s, p, out);
}

void
catan_two_player_legal_phase (const CatanState *s,
                              guint             p,
                              TslMoveList      *out)
{
  if (s->phase == CATAN_PHASE_NEUTRAL_BUILD)
    catan_two_player_legal (s, p, out);
}

gboolean
catan_two_player_setup_pieces (CatanState *s,
                               JsonNode   *setup,
                               GError    **error)
{
  return catan_two_player_init (s, setup, error);
}

/* Two players play Catan's own two-player rules (V4). */
const char *
catan_two_player_player_count_note (guint n_players)
{
  if (n_players != 2)
    return NULL;
  return N_("Two players play the two-player rules of Traders & Barbarians: two production rolls a "
            "turn, two neutral players who build too, trade tokens and the forced trade.");
}

/* The trade tokens' actions like a development card, at any time of one's
 * own turn (docs); the neutral pieces in their phase. */
gboolean
catan_two_player_action_phase_ok (const CatanState *s,
                                  guint             type)
{
  if (type == TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT || type == TSL_CATAN_BUILD_NEUTRAL_ROAD)
    return s->phase == CATAN_PHASE_NEUTRAL_BUILD;
  return s->phase == CATAN_PHASE_ROLL || s->phase == CATAN_PHASE_MAIN;
}

const char *
catan_two_player_phase_wait (const CatanState *s)
{
  if (s->phase != CATAN_PHASE_NEUTRAL_BUILD)
    return NULL;
  /* Translators: two-player Catan: after building a settlement, road or bridge (a bridge only
   * in the Rivers of Catan), a player builds the same piece for a neutral player, for free */
  return _("Build the free settlement, road or bridge for a neutral player first");
}
