/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-catan-greedy-private.h"
#include "tsl-catan-greedy-weights.h"
#include "tsl-catan-hooks-greedy-private.h"
#include "tsl-catan-traders-private.h"

/* The greedy player in Traders & Barbarians: it upgrades the wagon when it
 * cannot build a city, drives the wagon along the cheapest route to the
 * destination that needs its good (or to the nearest one with commodity
 * cards), buys the grain bonus when it brings the next step within reach,
 * chases a barbarian that blocks that route, and moves barbarians onto the
 * leader's roads (traders_barbarians-greedy.ini weighs whose). */

#define UNREACHABLE 10000u
/* A step costs at most 2, +2 for a barbarian, +1 for a toll: the ring of
 * buckets must be longer than that. */
#define RING 8

/* The wagons' network as @p drives it: each node's neighbours and the
 * cost of the step there (movement points, plus one for a toll so that
 * own roads are preferred), read again only when it changes (Routes,
 * below); each path is read once, for its two ends. */
typedef struct
{
  guint8 n[TSL_CATAN_TB_NODES];
  guint8 to[TSL_CATAN_TB_NODES][4];
  guint8 cost[TSL_CATAN_TB_NODES][4];
} Network;

static void
add_step (Network *net,
          guint    from,
          guint    to,
          guint    cost)
{
  guint i = net->n[from]++;

  g_assert (i < 4);
  net->to[from][i] = (guint8) to;
  net->cost[from][i] = (guint8) cost;
}

static void
read_network (const CatanState *s,
              guint             p,
              Network          *net)
{
  memset (net->n, 0, sizeof net->n);
  for (guint path = 0; path < TSL_CATAN_TB_PATHS; path++)
    {
      guint a, b, toll, cost;

      if (!catan_tb_path_valid (s, path))
        continue;
      catan_tb_path_ends (s, path, &a, &b);
      cost = catan_tb_step_cost (s, p, path, &toll) + toll;
      add_step (net, a, b, cost);
      add_step (net, b, a, cost);
    }
}

/* Cheapest cost from @source to every node (a step costs the same both
 * ways, so also from every node to @source): Dijkstra with a ring of
 * buckets, as steps cost a few points each. */
static void
distances_from (const Network *net,
                guint          source,
                guint         *dist)
{
  guint8 bucket[RING][TSL_CATAN_TB_NODES * 4 + 1];
  guint count[RING] = { 0, };
  guint pending = 1;

  for (guint n = 0; n < TSL_CATAN_TB_NODES; n++)
    dist[n] = UNREACHABLE;
  dist[source] = 0;
  bucket[0][count[0]++] = (guint8) source;
  for (guint d = 0; pending > 0; d++)
    {
      guint b = d % RING;

      for (guint i = 0; i < count[b]; i++)
        {
          guint u = bucket[b][i];

          pending--;
          if (dist[u] != d)
            continue;   /* reached more cheaply since */
          for (guint k = 0; k < net->n[u]; k++)
            {
              guint v = net->to[u][k], nd = d + net->cost[u][k];

              if (nd < dist[v])
                {
                  dist[v] = nd;
                  bucket[nd % RING][count[nd % RING]++] = (guint8) v;
                  pending++;
                }
            }
        }
      count[b] = 0;
    }
}

/* Everything a seat's network is read from: the board's paths, the
 * roads (the seat's own and all), the damaged roads and the barbarians. */
typedef struct
{
  CatanEdges buildable;
  CatanEdges roads_all;
  CatanEdges own;
  CatanEdges damaged;
  guint8     path_road[4 * TSL_CATAN_TB_DESTINATIONS];
  guint8     barbarian[TSL_CATAN_TB_BARBARIANS];
  guint8     dest_hex[TSL_CATAN_TB_DESTINATIONS];
  guint8     seat;
  guint8     read;   /* 0 in a cache not yet filled */
} NetworkKey;

/* A seat's network and its cheapest costs to the destinations, kept for
 * the next decision on the same thread: the wagon's steps of a turn, and
 * the search's playouts from one position, drive on the same network
 * again and again (it changes only with a road built or a barbarian
 * moved). */
typedef struct
{
  NetworkKey key;
  Network    net;
  guint8     measured;   /* a bit per destination whose dist is read */
  guint      dist[TSL_CATAN_TB_DESTINATIONS][TSL_CATAN_TB_NODES];
} Routes;

static _Thread_local Routes routes[CATAN_MAX_PLAYERS];   /* a seat's its own */

static void
read_key (const CatanState *s,
          guint             p,
          NetworkKey       *key)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  memset (key, 0, sizeof *key);   /* padding included: keys are compared whole */
  key->buildable = s->buildable_edges;
  key->roads_all = s->roads_all;
  key->own = s->players[p].roads;
  key->damaged = s->roads_damaged;
  memcpy (key->path_road, tb->tb_path_road, sizeof key->path_road);
  memcpy (key->barbarian, tb->tb_barbarian, sizeof key->barbarian);
  memcpy (key->dest_hex, tb->tb_dest_hex, sizeof key->dest_hex);
  key->seat = (guint8) p;
  key->read = 1;
}

/* @p's network, read again only when it has changed. */
static Routes *
routes_of (const CatanState *s,
           guint             p)
{
  Routes *r = &routes[p];
  NetworkKey key;

  read_key (s, p, &key);
  if (memcmp (&key, &r->key, sizeof key) != 0)
    {
      memcpy (&r->key, &key, sizeof key);   /* padding too */
      read_network (s, p, &r->net);
      r->measured = 0;
    }
  return r;
}

/* The cheapest cost from every node to destination @d's centre. */
static const guint *
distances_to (Routes *r,
              guint   d)
{
  if (!(r->measured & (1u << d)))
    {
      distances_from (&r->net, CATAN_TB_FIRST_CENTRE + d, r->dist[d]);
      r->measured |= (guint8) (1u << d);
    }
  return r->dist[d];
}

/* Where the wagon heads: the destination of its task, else the nearest
 * one with commodity cards (the first on a tie). */
static guint
goal_of (const CatanState *s,
         guint             p,
         Routes           *r)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint best = CATAN_NONE, best_d = UNREACHABLE, away;

  if (tb->tb_task[p] != CATAN_NONE)
    return CATAN_TB_FIRST_CENTRE + catan_tb_needed_at (tb->tb_task[p]);
  for (guint d = 0; d < TSL_CATAN_TB_DESTINATIONS; d++)
    {
      guint left = 0;

      for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
        left += tb->tb_goods[d][k];
      if (left == 0)
        continue;
      /* a step costs the same both ways */
      away = distances_to (r, d)[tb->tb_wagon[p]];
      if (away < best_d)
        {
          best_d = away;
          best = CATAN_TB_FIRST_CENTRE + d;
        }
    }
  return best;
}

/* One step of the wagon's movement, the grain, a chase, or the end. */
static void
drive (const CatanState *s,
       guint             p,
       TslMove          *m)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  Routes *r;
  const guint *dist;
  guint goal;
  guint from = tb->tb_wagon[p];
  guint64 targets = catan_tb_wagon_targets (s, p);
  guint chase = catan_tb_chase_targets (s, p);
  guint8 paths[4];
  guint n_paths, best_path = CATAN_NONE, best = UNREACHABLE;

  m->type = TSL_CATAN_END_TURN;
  if (tb->tb_arrived)
    return;
  r = routes_of (s, p);
  goal = goal_of (s, p, r);
  if (goal == CATAN_NONE || from == goal)
    return;
  dist = distances_to (r, goal - CATAN_TB_FIRST_CENTRE);
  n_paths = catan_tb_node_paths (s, from, paths);
  for (guint i = 0; i < n_paths; i++)
    {
      guint a, b, toll;
      guint cost = catan_tb_step_cost (s, p, paths[i], &toll) + toll;
      guint v;

      catan_tb_path_ends (s, paths[i], &a, &b);
      v = a == from ? b : a;
      if (dist[v] + cost < best)
        {
          best = dist[v] + cost;
          best_path = paths[i];
        }
    }
  if (best_path == CATAN_NONE || best >= UNREACHABLE)
    return;
  {
    guint a, b, toll;
    guint next;
    gint i = catan_tb_barbarian_at (s, best_path);

    catan_tb_path_ends (s, best_path, &a, &b);
    next = a == from ? b : a;
    if (targets & (G_GUINT64_CONSTANT (1) << next))
      {
        m->type = TSL_CATAN_MOVE_WAGON;
        m->arg[0] = (gint32) next;
        m->arg[1] = -1;
        return;
      }
    if (i >= 0 && (chase & (1u << i)))
      {
        m->type = TSL_CATAN_CHASE_BARBARIAN;
        m->arg[0] = (gint32) best_path;
        return;
      }
    if (!tb->tb_grain && s->players[p].res.count[TSL_CATAN_GRAIN] > 0 &&
        catan_tb_step_cost (s, p, best_path, &toll) <= catan_tb_mp_left (s) + CATAN_TB_GRAIN_MP &&
        s->gold[p] >= toll)
      m->type = TSL_CATAN_WAGON_GRAIN;
  }
}

/* The player with the most public points other than @p, whose road the
 * barbarian should go to; otherwise a path away from @p's roads. */
static void
place_barbarian (const CatanState *s,
                 guint             p,
                 guint             i,
                 TslMove          *m)
{
  const double *w = catan_greedy_weights ();
  double best_score = -G_MAXDOUBLE;

  m->type = TSL_CATAN_MOVE_BARBARIAN;
  m->arg[0] = s->slice_traders_barbarians.tb_barbarian[i];
  m->arg[1] = -1;
  m->arg[2] = -1;
  for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
    {
      gint owner;
      double score;

      if (!catan_tb_barbarian_spot (s, x))
        continue;
      owner = catan_tb_path_owner (s, x);
      if (owner == (gint) p)
        score = -100;
      else if (owner >= 0 && owner < s->n_players)
        score = w[CATAN_GREEDY_TRADERS_BARBARIANS_BARBARIAN_OWNER_POINT] * catan_vp_public (s, (guint) owner) +
                (s->players[owner].n_res > 0 ? w[CATAN_GREEDY_TRADERS_BARBARIANS_BARBARIAN_OWNER_CARDS] : 0);
      else
        score = 0;
      if (score > best_score)
        {
          best_score = score;
          m->arg[1] = (gint32) x;
        }
    }
}

/* The barbarian to move after a 7: one on (or beside) the player's own
 * roads, else the first. */
static guint
barbarian_to_move (const CatanState *s,
                   guint             p)
{
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    if (catan_tb_path_owner (s, s->slice_traders_barbarians.tb_barbarian[i]) == (gint) p)
      return i;
  return 0;
}

/* The robber's phase (the barbarian), and the main phase's barbarian
 * and wagon, before the core's building */
gboolean
catan_traders_barbarians_greedy_choose (const CatanState *s,
                                        guint             p,
                                        const guint8     *target,
                                        TslMove          *m)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  const CatanPlayer *pl = &s->players[p];

  (void) target;
  if (!catan_traders_barbarians (s) || (s->phase != CATAN_PHASE_ROBBER && s->phase != CATAN_PHASE_MAIN))
    return FALSE;
  m->player = (gint8) p;
  if (s->phase == CATAN_PHASE_ROBBER)
    {
      place_barbarian (s, p, barbarian_to_move (s, p), m);
      return TRUE;
    }
  if (s->phase != CATAN_PHASE_MAIN)
    return FALSE;
  if (tb->tb_barbarian_move != CATAN_NONE)
    {
      place_barbarian (s, p, tb->tb_barbarian_move, m);
      return TRUE;
    }
  if (tb->tb_moving)
    {
      drive (s, p, m);
      return TRUE;
    }
  /* A better wagon when a city is out of reach. */
  if (tb->tb_level[p] < TSL_CATAN_TB_WAGON_LEVELS &&
      catan_covers (pl->res.count, catan_traders_data ()->wagon[tb->tb_level[p]].cost) &&
      !(pl->cities_left > 0 && pl->settlements != 0 && catan_covers (pl->res.count, catan_cost_city)))
    {
      m->type = TSL_CATAN_UPGRADE_WAGON;
      return TRUE;
    }
  return FALSE;
}

/* After the building is done (the main choice was to end the turn): the
 * wagon's first step, if it has one. */
gboolean
catan_traders_barbarians_greedy_end_turn (const CatanState *s,
                                          guint             p,
                                          const guint8     *target,
                                          TslMove          *m)
{
  (void) target;
  if (!catan_traders_barbarians (s) || s->phase != CATAN_PHASE_MAIN)
    return FALSE;
  memset (m, 0, sizeof *m);
  m->player = (gint8) p;
  drive (s, p, m);
  return m->type != TSL_CATAN_END_TURN;
}
