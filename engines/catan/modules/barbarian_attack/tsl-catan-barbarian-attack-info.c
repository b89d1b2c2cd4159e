/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-private.h"

/* Barbarian Attack's part of what a view reads
 * (tsl-catan-barbarian-attack-info.h): castle, coast, barbarians,
 * knights and the last battle. */
void
catan_barbarian_attack_info_read (const CatanState *s,
                                  gint              seat,
                                  TslCatanInfo     *info)
{
  TslCatanBarbarianAttackInfo *bi = &info->barbarian_attack;
  guint8 coast[CATAN_N_LAND];
  guint n_coast;

  bi->castle = bi->card_pending = bi->battle_hex = bi->last_battle_hex = -1;
  memset (bi->coast, -1, sizeof bi->coast);
  memset (bi->knight_owner, -1, sizeof bi->knight_owner);
  if (!catan_barbarian_attack (s))
    return;
  bi->played = TRUE;
  bi->castle = (gint8) catan_info_index (s->slice_barbarian_attack.castle);
  n_coast = catan_ba_coast (s, coast);
  for (guint i = 0; i < n_coast; i++)
    bi->coast[i] = (gint8) coast[i];
  memcpy (bi->barbarians, s->slice_barbarian_attack.barbarians, sizeof bi->barbarians);
  bi->barbarians_left = s->slice_barbarian_attack.barbarians_left;
  bi->pillaged = s->pillaged;
  for (guint p = 0; p < catan_n_owners (s); p++)
    bi->pillaged_buildings |= catan_own_buildings (s, p) & s->pillaged_vertices;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      bi->knight_owner[e] = (gint8) catan_info_index (s->slice_barbarian_attack.knight_at[e]);
      bi->knight_movable[e] = catan_ba_knight_movable (s, s->current, e);
      bi->knight_must_move[e] = catan_ba_must_move (s, e);
    }
  if (s->phase == CATAN_PHASE_CARD)
    {
      bi->card_pending = (gint8) s->slice_barbarian_attack.card_pending;
      for (guint e = 0; e < CATAN_N_EDGES; e++)
        bi->knight_spot[e] = catan_ba_knight_spot (s, s->current, e);
    }
  if (s->phase == CATAN_PHASE_BATTLE && s->slice_barbarian_attack.battle_next < n_coast)
    bi->battle_hex = (gint8) coast[s->slice_barbarian_attack.battle_next];
  bi->last_battle_hex = (gint8) catan_info_index (s->slice_barbarian_attack.last_battle_hex);
  bi->last_battle_colour = s->slice_barbarian_attack.last_battle_colour;
  memcpy (bi->last_battle_prisoners, s->slice_barbarian_attack.last_battle_prisoners, sizeof bi->last_battle_prisoners);
  memcpy (bi->last_battle_lost, s->slice_barbarian_attack.last_battle_lost, sizeof bi->last_battle_lost);
  memcpy (bi->last_landing, s->slice_barbarian_attack.last_landing, sizeof bi->last_landing);
  for (guint p = 0; p < s->n_players; p++)
    {
      info->players[p].barbarian_attack.prisoners = s->slice_barbarian_attack.prisoners[p];
      info->players[p].barbarian_attack.knights_left = s->slice_barbarian_attack.knights_left[p];
    }
}

/**
 * tsl_catan_knight_targets:
 * @state: a Catan state of a Barbarian Attack game
 * @from_edge: the path of the knight to move
 * @pay_grain: whether a grain is paid for up to 5 paths instead of 3
 * @targets: (out caller-allocates): one flag per path, %TRUE where the
 *   knight may end its move now
 *
 * Returns: the number of targets (0 when the knight may not move now)
 */
guint
tsl_catan_knight_targets (gconstpointer  state,
                          guint          from_edge,
                          gboolean       pay_grain,
                          gboolean      *targets)
{
  const CatanState *s = state;

  memset (targets, 0, sizeof (gboolean) * CATAN_N_EDGES);
  if (!catan_barbarian_attack (s) || from_edge >= CATAN_N_EDGES ||
      !catan_ba_knight_movable (s, s->current, from_edge))
    return 0;
  return catan_ba_knight_reach (s, from_edge, pay_grain ? CATAN_BA_STEPS_GRAIN : CATAN_BA_STEPS, targets);
}
