/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "tsl-catan-hooks-greedy-private.h"
#include "tsl-catan-two-player-private.h"

/* The greedy player in Barbarian Attack: it sends its knights against the
 * barbarians that hurt it most (pillaged hexes by its own buildings first),
 * places new knights near them, frees its hexes with Intrigue and Treason
 * and draws on a 7 from the leader.  barbarian_attack-greedy.ini weighs
 * these choices. */

#define FAR 99

/* A weight of barbarian_attack-greedy.ini, from the table @w in scope. */
#define W(name) (w[CATAN_GREEDY_BARBARIAN_ATTACK_##name])

/* How much freeing @hex is worth to @p: the barbarians (prisoners), more
 * when the hex is pillaged, most when its own buildings suffer. */
static double
hex_value (const CatanState *s,
           const double     *w,
           guint             p,
           guint             hex)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  const CatanTopo *t = TOPO ();
  guint64 own = catan_own_buildings (s, p) & t->hex_vertices[hex];
  double value;

  if (ba->barbarians[hex] == 0)
    return 0;
  value = W (HEX_BARBARIAN) * ba->barbarians[hex] + W (HEX_OWN_BUILDING) * catan_popcount (own);
  if ((s->pillaged >> hex) & 1)
    value += W (HEX_PILLAGED) + W (HEX_OWN_PILLAGED) * catan_popcount (own & s->pillaged_vertices);
  return value;
}

/* Steps from every path to the nearest side of @hex (ignoring knights),
 * FAR where none leads there: one search from the hex's sides, since a
 * step between two paths counts the same both ways.  A hex below 0 (no
 * goal) leaves every path at 0. */
static void
steps_to_hex (gint    hex,
              guint8 *dist)
{
  const CatanTopo *t = TOPO ();
  guint8 queue[CATAN_N_EDGES];
  guint head = 0, tail = 0;

  if (hex < 0)
    {
      memset (dist, 0, CATAN_N_EDGES);
      return;
    }
  memset (dist, FAR, CATAN_N_EDGES);
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (t->edge_hexes[e][0] == (guint) hex || t->edge_hexes[e][1] == (guint) hex)
      {
        dist[e] = 0;
        queue[tail++] = (guint8) e;
      }
  while (head < tail)
    {
      guint e = queue[head++];

      for (guint i = 0; i < 2; i++)
        {
          guint v = t->edge_vertices[e][i];

          for (guint k = 0; k < t->vertex_n_edges[v]; k++)
            {
              guint f = t->vertex_edges[v][k];

              if (dist[f] == FAR)
                {
                  dist[f] = (guint8) (dist[e] + 1);
                  queue[tail++] = (guint8) f;
                }
            }
        }
    }
}

/* The coastal hex @p most wants freed, -1 when no barbarian is on the board. */
static gint
target_hex (const CatanState *s,
            guint             p)
{
  const double *w = catan_greedy_weights ();
  gint best = -1;
  double best_value = 0;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      double v = hex_value (s, w, p, h);

      if (v > best_value)
        {
          best_value = v;
          best = (gint) h;
        }
    }
  return best;
}

/* What a knight on @e contributes to @p: the value of the barbarian hexes
 * beside it. */
static double
edge_value (const CatanState *s,
            const double     *w,
            guint             p,
            guint             e)
{
  double value = 0;

  for (guint i = 0; i < 2; i++)
    {
      guint h = TOPO ()->edge_hexes[e][i];

      if (h < CATAN_N_LAND)
        value += hex_value (s, w, p, h);
    }
  return value;
}

static void
choose_knight_spot (const CatanState *s,
                    guint             p,
                    TslMove          *m)
{
  const double *w = catan_greedy_weights ();
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  guint8 to_goal[CATAN_N_EDGES];
  guint best = FAR + 1;
  double best_value = -1;

  steps_to_hex (target_hex (s, p), to_goal);
  m->type = TSL_CATAN_PLACE_KNIGHT;
  m->arg[0] = -1;
  m->arg[1] = -1;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      guint d;
      double v;

      if (!catan_ba_knight_spot (s, p, e))
        continue;
      d = to_goal[e];
      v = edge_value (s, w, p, e);
      if (d < best || (d == best && v > best_value))
        {
          best = d;
          best_value = v;
          m->arg[0] = (gint32) e;
        }
    }
  if (ba->knights_left[p] == 0)
    {
      /* Black Knight with every knight out: bring the one doing least. */
      double worst = G_MAXDOUBLE;

      for (guint e = 0; e < CATAN_N_EDGES; e++)
        if (ba->knight_at[e] == p && edge_value (s, w, p, e) < worst)
          {
            worst = edge_value (s, w, p, e);
            m->arg[1] = (gint32) e;
          }
    }
}

static void
choose_treason (const CatanState *s,
                guint             p,
                TslMove          *m)
{
  const double *w = catan_greedy_weights ();
  double best = -G_MAXDOUBLE;

  m->type = TSL_CATAN_MOVE_BARBARIANS;
  /* Away from our hexes, onto the ones that hurt us least. */
  for (gint from = -1; from < CATAN_N_LAND; from++)
    for (gint to = 0; to < CATAN_N_LAND; to++)
      {
        const CatanTopo *t = TOPO ();
        double v;

        if (!catan_ba_treason_ok (s, from, to, NULL))
          continue;
        v = W (TREASON_OWN_TO) * catan_popcount (catan_own_buildings (s, p) & t->hex_vertices[to]);
        if (from >= 0)
          v += W (TREASON_OWN_FROM) * catan_popcount (catan_own_buildings (s, p) & t->hex_vertices[from]) +
               ((s->pillaged >> from) & 1) * W (TREASON_PILLAGED_FROM);
        for (guint q = 0; q < s->n_players; q++)
          if (q != p)
            v += W (TREASON_OPPONENT_TO) * catan_popcount (catan_own_buildings (s, q) & t->hex_vertices[to]);
        if (v > best)
          {
            best = v;
            m->arg[0] = from;
            m->arg[1] = to;
          }
      }
}

static void
choose_intrigue (const CatanState *s,
                 guint             p,
                 TslMove          *m)
{
  const double *w = catan_greedy_weights ();
  double best = -G_MAXDOUBLE;   /* some hex, whatever the weights */

  m->type = TSL_CATAN_CAPTURE_BARBARIAN;
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->slice_barbarian_attack.barbarians[h] > 0 && hex_value (s, w, p, h) > best)
      {
        best = hex_value (s, w, p, h);
        m->arg[0] = (gint32) h;
      }
}

/* The 7: from the opponent with the most points who has a card. */
static void
choose_victim (const CatanState *s,
               guint             p,
               TslMove          *m)
{
  gint best = -1;

  m->type = TSL_CATAN_STEAL_RESOURCE;
  m->arg[0] = m->arg[1] = -1;
  for (guint q = 0; q < s->n_players; q++)
    if (q != p && s->players[q].n_res > 0 && (gint) catan_vp_public (s, q) * 16 + s->players[q].n_res > best)
      {
        best = (gint) catan_vp_public (s, q) * 16 + s->players[q].n_res;
        m->arg[0] = (gint32) q;
      }
}

/* The best move of one knight: onto a side of a barbarian hex, else
 * closer to the hex @p most wants freed; a knight that must leave the
 * castle always moves first, whatever the weights.  FALSE when no knight
 * should move. */
static gboolean
ba_knights (const CatanState *s,
            guint             p,
            TslMove          *m)
{
  const double *w = catan_greedy_weights ();
  gint goal = target_hex (s, p);
  guint8 to_goal[CATAN_N_EDGES];
  double best = 0;
  gboolean found = FALSE, found_must = FALSE;

  steps_to_hex (goal, to_goal);

  for (guint e = 0; e < CATAN_N_EDGES; e++)
    {
      guint8 ends[CATAN_N_EDGES];
      gboolean must = catan_ba_must_move (s, e);
      guint grain = s->players[p].res.count[TSL_CATAN_GRAIN];
      gboolean far_ok = grain > 1;
      double here;
      guint d_here;

      /* Its ends in 5 steps: without grain those past 3 are left (far_ok). */
      if (s->slice_barbarian_attack.knight_at[e] == CATAN_NONE || !catan_ba_knight_movable_ends (s, p, e, ends))
        continue;
      here = edge_value (s, w, p, e);
      d_here = goal >= 0 ? to_goal[e] : FAR;
      /* The last grain pays for a longer move only where the knight must
       * leave the castle and cannot otherwise. */
      if (must && grain == 1)
        {
          far_ok = TRUE;
          for (guint f = 0; f < CATAN_N_EDGES; f++)
            far_ok = far_ok && ends[f] > CATAN_BA_STEPS;
        }
      for (guint f = 0; f < CATAN_N_EDGES; f++)
        {
          gboolean near = ends[f] <= CATAN_BA_STEPS;
          double gain;

          if (ends[f] == CATAN_BA_NO_END || (!near && !far_ok))
            continue;
          gain = W (KNIGHT_GAIN) * (edge_value (s, w, p, f) - here);
          if (goal >= 0 && here == 0)
            gain += (gint) d_here - (gint) to_goal[f];
          if (!near)
            gain -= W (KNIGHT_GRAIN);
          /* A knight that must move beats any other; among them, the gain. */
          if (must != found_must ? must : gain > best)
            {
              best = gain;
              found = TRUE;
              found_must = must;
              memset (m, 0, sizeof *m);
              m->type = TSL_CATAN_MOVE_KNIGHT;
              m->player = (gint8) p;
              m->arg[0] = (gint32) e;
              m->arg[1] = (gint32) f;
              m->arg[2] = !near;
            }
        }
    }
  return found;
}

/* Two-player: the trade-token action moves a barbarian off a hex that
 * pillages (or is about to pillage) its own buildings onto one by the
 * opponent's.  FALSE when no such move is worth the tokens. */
static gboolean
choose_token_move (const CatanState *s,
                   guint             p,
                   TslMove          *m)
{
  const double *w = catan_greedy_weights ();
  const CatanTopo *t = TOPO ();
  double best = W (TOKEN_MOVE_AT);
  gboolean found = FALSE;

  if (!catan_two_player (s) || !catan_check_token_action (s, p, NULL))
    return FALSE;
  for (gint from = 0; from < CATAN_N_LAND; from++)
    for (gint to = 0; to < CATAN_N_LAND; to++)
      {
        double v;

        if (s->slice_barbarian_attack.barbarians[from] < 2 || !catan_ba_token_move_ok (s, p, from, to, NULL))
          continue;
        v = W (TOKEN_OWN_FROM) * catan_popcount (catan_own_buildings (s, p) & t->hex_vertices[from]) +
            W (TOKEN_OWN_TO) * catan_popcount (catan_own_buildings (s, p) & t->hex_vertices[to]) +
            W (TOKEN_OPPONENT_TO) * catan_popcount (catan_own_buildings (s, 1 - p) & t->hex_vertices[to]) +
            ((s->pillaged >> from) & 1) * W (TOKEN_PILLAGED_FROM);
        if (v > best)
          {
            best = v;
            found = TRUE;
            m->type = TSL_CATAN_MOVE_BARBARIANS;
            m->arg[0] = from;
            m->arg[1] = to;
          }
      }
  return found;
}

/* The scenario's own phases, and the main phase once knights moved. */
gboolean
catan_barbarian_attack_greedy_first (const CatanState *s,
                                     guint             p,
                                     const guint8     *target,
                                     TslMove          *m)
{
  const CatanBarbarianAttackSlice *ba = &s->slice_barbarian_attack;
  guint8 coast[CATAN_N_LAND];

  (void) target;
  if (!catan_barbarian_attack (s))
    return FALSE;
  memset (m, 0, sizeof *m);
  m->player = (gint8) p;
  switch (s->phase)
    {
    case CATAN_PHASE_ROBBER:
      choose_victim (s, p, m);
      return TRUE;
    case CATAN_PHASE_CARD:
      if (ba->card_pending == TSL_CATAN_TREASON)
        choose_treason (s, p, m);
      else if (ba->card_pending == TSL_CATAN_INTRIGUE)
        choose_intrigue (s, p, m);
      else
        choose_knight_spot (s, p, m);
      return TRUE;
    case CATAN_PHASE_BATTLE:
      m->type = TSL_CATAN_FIGHT_BARBARIANS;
      m->arg[0] = ba->battle_next < catan_ba_coast (s, coast) ? coast[ba->battle_next] : -1;
      return TRUE;
    case CATAN_PHASE_ROLL:
    case CATAN_PHASE_MAIN:
      return choose_token_move (s, p, m);
    case CATAN_PHASE_KNIGHTS:
      if (!ba_knights (s, p, m))
        m->type = TSL_CATAN_END_TURN;
      m->player = (gint8) p;
      return TRUE;
    default:
      return FALSE;
    }
}
