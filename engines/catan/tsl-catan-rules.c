/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-private.h"
#include "tsl-error.h"
#include "tsl-turn-order.h"

/* Rules of the base game.  Section numbers (§) refer to the digest
 * ../shared/rules/catan.md; HU, DE, BG to the seed rulebooks.  Every
 * handler validates completely before it changes anything. */

static const guint8 cost_road[CATAN_N_RES] = { 1, 1, 0, 0, 0 };
static const guint8 cost_settlement[CATAN_N_RES] = { 1, 1, 1, 1, 0 };
static const guint8 cost_city[CATAN_N_RES] = { 0, 0, 0, 2, 3 };
static const guint8 cost_dev[CATAN_N_RES] = { 0, 0, 1, 1, 1 };

#define POP(x) catan_popcount (x)

static gboolean fail (GError    **error,
                      const char *format,
                      ...) G_GNUC_PRINTF (2, 3);

static gboolean
fail (GError    **error,
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

static inline guint64
own_buildings (const CatanState *s,
               guint             p)
{
  return s->players[p].settlements | s->players[p].cities;
}

static inline gboolean
covers (const guint8 *have,
        const guint8 *need)
{
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (have[r] < need[r])
      return FALSE;
  return TRUE;
}

static inline guint
sum5 (const guint8 *c)
{
  return (guint) c[0] + c[1] + c[2] + c[3] + c[4];
}

static void
pay (CatanState   *s,
     guint         p,
     const guint8 *cost)
{
  CatanPlayer *pl = &s->players[p];

  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      pl->res[r] -= cost[r];
      s->bank[r] += cost[r];
    }
  pl->n_res -= (guint8) sum5 (cost);
}

static void
receive (CatanState *s,
         guint       p,
         guint       r,
         guint       n)
{
  s->players[p].res[r] += (guint8) n;
  s->players[p].n_res += (guint8) n;
  s->bank[r] -= (guint8) n;
}

static void
transfer (CatanState *s,
          guint       from,
          guint       to,
          guint       r,
          guint       n)
{
  s->players[from].res[r] -= (guint8) n;
  s->players[from].n_res -= (guint8) n;
  s->players[to].res[r] += (guint8) n;
  s->players[to].n_res += (guint8) n;
}

/* ---------------------------------------------------------------- score */

guint
catan_vp (const CatanState *s,
          guint             p)
{
  const CatanPlayer *pl = &s->players[p];

  return POP (pl->settlements) + 2 * POP (pl->cities) +
         (s->longest_holder == p ? 2 : 0) + (s->army_holder == p ? 2 : 0) +
         pl->dev[TSL_CATAN_VICTORY_POINT] + pl->dev_new[TSL_CATAN_VICTORY_POINT];
}

/* What the other players see: Victory Point cards stay hidden until the
 * game is won (§7.6). */
guint
catan_vp_public (const CatanState *s,
                 guint             p)
{
  const CatanPlayer *pl = &s->players[p];

  if (s->phase == CATAN_PHASE_OVER)
    return catan_vp (s, p);
  return catan_vp (s, p) - pl->dev[TSL_CATAN_VICTORY_POINT] - pl->dev_new[TSL_CATAN_VICTORY_POINT];
}

/* ---------------------------------------------------------- longest road */

/* Longest simple path (no path used twice) in @p's roads that does not pass
 * through an intersection holding an opponent's building (§8.1). */
guint
catan_longest_road (const CatanState *s,
                    guint             p)
{
  const CatanTopo *t = TOPO ();
  const CatanPlayer *pl = &s->players[p];
  guint8 ends[CATAN_ROADS * 2][2];
  guint16 incident[CATAN_N_VERTICES];
  guint8 verts[CATAN_ROADS * 2 + 2];
  guint n_edges = 0;
  guint n_verts = 0;
  guint64 blocked = s->occupied & ~own_buildings (s, p);
  guint64 seen = 0;
  guint best = 0;
  struct { guint8 v; guint8 len; guint16 used; guint16 todo; } stack[CATAN_ROADS * 2 + 2];

  if (pl->roads.lo == 0 && pl->roads.hi == 0)
    return 0;

  for (guint w = 0; w < 2; w++)
    {
      guint64 bits = w == 0 ? pl->roads.lo : pl->roads.hi;

      while (bits != 0 && n_edges < G_N_ELEMENTS (ends))
        {
          guint e = (guint) __builtin_ctzll (bits) + 64 * w;

          bits &= bits - 1;
          for (guint i = 0; i < 2; i++)
            {
              guint v = t->edge_vertices[e][i];

              ends[n_edges][i] = (guint8) v;
              if (!(seen & VBIT (v)))
                {
                  seen |= VBIT (v);
                  incident[v] = 0;
                  verts[n_verts++] = (guint8) v;
                }
              incident[v] |= (guint16) (1u << n_edges);
            }
          n_edges++;
        }
    }

  /* Iterative depth-first search.  A longest path never needs to start at
   * an open intersection where exactly two own roads meet (it could be
   * extended backwards there), unless its part of the network is a bare
   * ring: so start at ends, forks and cut points first, then once on each
   * ring left over. */
  {
    guint16 covered = 0;
    guint16 all = (guint16) ((1u << n_edges) - 1);
    guint pass;

    for (pass = 0; pass < 2 && covered != all; pass++)
      for (guint i = 0; i < n_verts; i++)
        {
          guint v0 = verts[i];
          guint sp = 0;
          guint deg = catan_popcount (incident[v0]);

          if (pass == 0 && deg == 2 && !(blocked & VBIT (v0)))
            continue;
          if (pass == 1 && (incident[v0] & covered) == incident[v0])
            continue;
          covered |= incident[v0];
          stack[0].v = (guint8) v0;
          stack[0].len = 0;
          stack[0].used = 0;
          stack[0].todo = incident[v0];
          while (TRUE)
            {
              guint16 todo = stack[sp].todo;
              guint k;
              guint v;

              if (todo == 0)
                {
                  if (sp == 0)
                    break;
                  sp--;
                  continue;
                }
              k = (guint) __builtin_ctz (todo);
              stack[sp].todo = (guint16) (todo & (todo - 1));
              v = ends[k][0] == stack[sp].v ? ends[k][1] : ends[k][0];
              covered |= (guint16) (1u << k);
              sp++;
              stack[sp].v = (guint8) v;
              stack[sp].len = (guint8) (stack[sp - 1].len + 1);
              stack[sp].used = (guint16) (stack[sp - 1].used | (1u << k));
              if (stack[sp].len > best)
                best = stack[sp].len;
              /* An opponent's building cuts the road: the path may end there but not pass. */
              stack[sp].todo = (blocked & VBIT (v)) ? 0 : (guint16) (incident[v] & ~stack[sp].used);
            }
        }
  }
  return best;
}

static void
unique_max (const CatanState *s,
            guint            *max,
            guint            *count,
            guint            *who)
{
  *max = 0;
  *count = 0;
  *who = CATAN_NONE;
  for (guint p = 0; p < s->n_players; p++)
    {
      guint l = s->players[p].road_length;

      if (l > *max)
        {
          *max = l;
          *count = 1;
          *who = p;
        }
      else if (l == *max)
        (*count)++;
    }
}

/* Recomputes the road lengths of the players in @changed and moves the
 * Longest Road card (§8.1 REC, seeds HU/DE; option longest_road_tie). */
static void
update_longest (CatanState *s,
                guint       changed)
{
  guint8 old[CATAN_MAX_PLAYERS];
  guint h = s->longest_holder;
  guint max, count, who;

  for (guint p = 0; p < s->n_players; p++)
    {
      old[p] = s->players[p].road_length;
      if (changed & (1u << p))
        s->players[p].road_length = (guint8) catan_longest_road (s, p);
    }
  unique_max (s, &max, &count, &who);

  if (s->opt_lr_tie == CATAN_LR_TIE_SET_ASIDE)
    {
      /* HU: whenever two players have equally long roads the card is set aside. */
      s->longest_holder = (guint8) (max >= 5 && count == 1 ? who : CATAN_NONE);
      return;
    }

  if (h == CATAN_NONE)
    {
      /* DE: it returns only when one player alone has the longest road. */
      if (max >= 5 && count == 1)
        s->longest_holder = (guint8) who;
      return;
    }

  if (s->players[h].road_length < old[h])
    {
      /* The holder's road was broken: keep it only while strictly longest. */
      if (!(count == 1 && who == h && max >= 5))
        s->longest_holder = (guint8) (max >= 5 && count == 1 ? who : CATAN_NONE);
      return;
    }

  /* A strictly longer road takes the card; an equal one does not. */
  if (count == 1 && who != h && max > s->players[h].road_length)
    s->longest_holder = (guint8) who;
}

/* Players whose roads touch @v: a building there may cut them. */
static guint
road_owners_at (const CatanState *s,
                guint             v)
{
  guint mask = 0;

  for (guint p = 0; p < s->n_players; p++)
    if (s->players[p].road_vertices & VBIT (v))
      mask |= 1u << p;
  return mask;
}

/* --------------------------------------------------------------- spots */

void
catan_road_spots (const CatanState *s,
                  guint             p,
                  CatanEdges       *out)
{
  const CatanTopo *t = TOPO ();
  guint64 own = own_buildings (s, p);
  guint64 reach = own | (s->players[p].road_vertices & ~(s->occupied & ~own));
  CatanEdges m = { 0, 0 };

  while (reach != 0)
    {
      guint v = (guint) __builtin_ctzll (reach);

      reach &= reach - 1;
      m.lo |= t->vertex_edge_mask[v].lo;
      m.hi |= t->vertex_edge_mask[v].hi;
    }
  out->lo = m.lo & s->buildable_edges.lo & ~s->roads_all.lo;
  out->hi = m.hi & s->buildable_edges.hi & ~s->roads_all.hi;
}

/* The spots once @extra (a legal spot) holds one more road of @p. */
static void
road_spots_after (const CatanState *s,
                  guint             p,
                  guint             extra,
                  CatanEdges       *out)
{
  const CatanTopo *t = TOPO ();
  guint64 own = own_buildings (s, p);
  guint64 rv = s->players[p].road_vertices | VBIT (t->edge_vertices[extra][0]) | VBIT (t->edge_vertices[extra][1]);
  guint64 reach = own | (rv & ~(s->occupied & ~own));
  CatanEdges m = { 0, 0 };
  CatanEdges taken = s->roads_all;

  catan_edges_add (&taken, extra);
  while (reach != 0)
    {
      guint v = (guint) __builtin_ctzll (reach);

      reach &= reach - 1;
      m.lo |= t->vertex_edge_mask[v].lo;
      m.hi |= t->vertex_edge_mask[v].hi;
    }
  out->lo = m.lo & s->buildable_edges.lo & ~taken.lo;
  out->hi = m.hi & s->buildable_edges.hi & ~taken.hi;
}

gboolean
catan_can_build_road_at (const CatanState *s,
                         guint             p,
                         guint             e)
{
  CatanEdges m;

  catan_road_spots (s, p, &m);
  return catan_edges_has (&m, e);
}

guint64
catan_settlement_spots (const CatanState *s,
                        guint             p)
{
  return s->buildable_vertices & ~s->blocked & s->players[p].road_vertices;
}

/* Why @p cannot build a road on @e (the caller knows it is not allowed). */
static gboolean
road_error (const CatanState *s,
            guint             p,
            guint             e,
            GError          **error)
{
  if (catan_edges_has (&s->roads_all, e))
    return fail (error, _("You cannot build a road there: the path already has a road"));
  if (!catan_edges_has (&s->buildable_edges, e))
    return fail (error, _("You cannot build a road there: the path lies between two sea hexes"));
  return fail (error, _("You cannot build a road there: it is not connected to your road network"));
}

static gboolean
settlement_site_error (const CatanState *s,
                       guint             v,
                       GError          **error)
{
  if (s->occupied & VBIT (v))
    return fail (error, _("You cannot build a settlement there: the intersection is taken"));
  if (!(s->buildable_vertices & VBIT (v)))
    return fail (error, _("You cannot build a settlement there: the intersection does not touch land"));
  if (s->blocked & VBIT (v))
    return fail (error, _("You cannot build a settlement there: it is next to another settlement or city (distance rule)"));
  return TRUE;
}

guint
catan_trade_rate (const CatanState *s,
                  guint             p,
                  guint             r)
{
  guint64 own = own_buildings (s, p);

  if (own & s->harbor_vertices[1 + r])
    return 2;
  if (own & s->harbor_vertices[TSL_CATAN_HARBOR_GENERIC])
    return 3;
  return 4;
}

/* ----------------------------------------------------------------- actor */

gint
catan_actor (const CatanState *s)
{
  switch (s->phase)
    {
    case CATAN_PHASE_OVER:
      return -1;
    case CATAN_PHASE_DISCARD:
      for (guint p = 0; p < s->n_players; p++)
        if (s->discard[p] > 0)
          return (gint) p;
      return s->current;
    case CATAN_PHASE_TRADE:
      for (guint i = 1; i < s->n_players; i++)
        {
          guint p = (s->current + i) % s->n_players;

          if ((s->trade_to & (1u << p)) && !(s->trade_answered & (1u << p)))
            return (gint) p;
        }
      return s->current;
    default:
      return s->current;
    }
}

/* ------------------------------------------------------------ production */

/* §6.1: each settlement on a hex with the rolled number takes 1 card, each
 * city 2; the robber's hex produces nothing.  §6.2 (HU): a resource the bank
 * cannot pay to everyone in full is paid to nobody (option bank_shortage). */
static void
produce (CatanState *s,
         guint       sum)
{
  const CatanTopo *t = TOPO ();
  guint32 hexes = s->hexes_by_number[sum];
  guint owed[CATAN_MAX_PLAYERS][CATAN_N_RES];
  guint total[CATAN_N_RES] = { 0, };

  if (s->robber != CATAN_NONE)
    hexes &= ~(1u << s->robber);
  if (hexes == 0)
    return;
  memset (owed, 0, sizeof owed);
  while (hexes != 0)
    {
      guint h = (guint) __builtin_ctz (hexes);
      guint r = catan_resource_of (s->terrain[h]);
      guint64 vm = t->hex_vertices[h];

      hexes &= hexes - 1;
      for (guint p = 0; p < s->n_players; p++)
        {
          guint n = POP (s->players[p].settlements & vm) + 2 * POP (s->players[p].cities & vm);
          owed[p][r] += n;
          total[r] += n;
        }
    }
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      if (total[r] == 0)
        continue;
      if (total[r] <= s->bank[r])
        {
          for (guint p = 0; p < s->n_players; p++)
            if (owed[p][r] > 0)
              receive (s, p, r, owed[p][r]);
        }
      else if (s->opt_shortage == CATAN_SHORTAGE_SINGLE_TAKES)
        {
          guint n_owed = 0, who = 0;

          for (guint p = 0; p < s->n_players; p++)
            if (owed[p][r] > 0)
              {
                n_owed++;
                who = p;
              }
          if (n_owed == 1 && s->bank[r] > 0)
            receive (s, who, r, s->bank[r]);
        }
    }
}

/* ---------------------------------------------------------------- robber */

static guint
robber_victims (const CatanState *s,
                guint             p,
                guint             hex)
{
  const CatanTopo *t = TOPO ();
  guint mask = 0;

  for (guint q = 0; q < s->n_players; q++)
    if (q != p && (own_buildings (s, q) & t->hex_vertices[hex]) && s->players[q].n_res > 0)
      mask |= 1u << q;
  return mask;
}

static gboolean
robber_hex_ok (const CatanState *s,
               guint             hex)
{
  return hex < CATAN_N_LAND && hex != s->robber && s->terrain[hex] != TSL_CATAN_SEA &&
         (s->opt_robber_desert || s->terrain[hex] != TSL_CATAN_DESERT);
}

/* §6.3 steps 3–4 (HU, DE): another land hex; steal one random resource
 * card from an adjacent opponent who has any.  Validates @m, draws the
 * stolen card if absent, and applies nothing. */
static gboolean
check_robber (const CatanState *s,
              guint             p,
              TslMove          *m,
              gint             *stolen,
              TslRng           *rng,
              GError          **error)
{
  gint hex = m->arg[0];
  gint victim = m->arg[1];
  guint victims;

  if (hex < 0 || hex >= CATAN_N_LAND)
    return fail (error, _("The robber must be moved to a land hex"));
  if ((guint) hex == s->robber)
    return fail (error, _("The robber must be moved to a different hex"));
  if (s->terrain[hex] == TSL_CATAN_SEA)
    return fail (error, _("The robber must be moved to a land hex"));
  if (!robber_hex_ok (s, (guint) hex))
    return fail (error, _("The robber may not be moved to the desert with the chosen rules"));

  victims = robber_victims (s, p, (guint) hex);
  if (victim < 0)
    {
      if (victims != 0)
        return fail (error, _("You must choose a player to rob: an opponent with cards has a building on that hex"));
      if ((m->flags & TSL_CATAN_MOVE_OUTCOME) && m->arg[2] >= 0)
        return fail (error, _("Nothing can be stolen when no player is robbed"));
      *stolen = -1;
      return TRUE;
    }
  if ((guint) victim >= s->n_players || (guint) victim == p)
    return fail (error, _("You can only rob one of your opponents"));
  if (!(victims & (1u << victim)))
    {
      if (s->players[victim].n_res == 0 && (own_buildings (s, (guint) victim) & TOPO ()->hex_vertices[hex]))
        return fail (error, _("That player has no resource cards to steal"));
      return fail (error, _("You can only rob a player with a settlement or city on that hex"));
    }
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      gint r = m->arg[2];

      if (r < 0 || r >= CATAN_N_RES || s->players[victim].res[r] == 0)
        return fail (error, _("The recorded stolen card is not in that player's hand"));
      *stolen = r;
    }
  else
    {
      guint k = tsl_rng_below (rng, s->players[victim].n_res);
      guint r = 0;

      while (k >= s->players[victim].res[r])
        k -= s->players[victim].res[r++];
      *stolen = (gint) r;
    }
  return TRUE;
}

static void
apply_robber (CatanState *s,
              guint       p,
              TslMove    *m,
              gint        stolen)
{
  s->robber = (guint8) m->arg[0];
  if (stolen >= 0)
    transfer (s, (guint) m->arg[1], p, (guint) stolen, 1);
  m->arg[2] = stolen;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
}

/* ------------------------------------------------------------ placement */

static void
put_settlement (CatanState *s,
                guint       p,
                guint       v)
{
  const CatanTopo *t = TOPO ();
  guint cut;

  s->players[p].settlements |= VBIT (v);
  s->players[p].settlements_left--;
  s->occupied |= VBIT (v);
  s->blocked |= VBIT (v) | t->vertex_nbr_mask[v];
  cut = road_owners_at (s, v) & ~(1u << p);
  if (cut != 0)
    update_longest (s, cut);
}

static void
put_road (CatanState *s,
          guint       p,
          guint       e)
{
  const CatanTopo *t = TOPO ();
  CatanPlayer *pl = &s->players[p];

  catan_edges_add (&pl->roads, e);
  catan_edges_add (&s->roads_all, e);
  pl->roads_left--;
  pl->road_vertices |= VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);
  update_longest (s, 1u << p);
}

/* ------------------------------------------------------------- handlers */

static gboolean
valid_vertex (gint v)
{
  return v >= 0 && v < CATAN_N_VERTICES;
}

static gboolean
valid_edge (gint e)
{
  return e >= 0 && e < CATAN_N_EDGES;
}

static gboolean
place_settlement (CatanState *s,
                  guint       p,
                  TslMove    *m,
                  GError    **error)
{
  const CatanTopo *t = TOPO ();
  gint v = m->arg[0];

  if (!valid_vertex (v))
    return fail (error, _("There is no such intersection"));
  if (!settlement_site_error (s, (guint) v, error))
    return FALSE;

  put_settlement (s, p, (guint) v);
  s->last_settlement = (guint8) v;
  /* §4 round 2 (HU, DE): one card per land hex next to the second settlement. */
  if (s->setup_step >= s->n_players)
    for (guint i = 0; i < t->vertex_n_land[v]; i++)
      {
        guint r = catan_resource_of (s->terrain[t->vertex_land[v][i]]);

        if (r != CATAN_NONE && s->bank[r] > 0)
          receive (s, p, r, 1);
      }
  s->phase = CATAN_PHASE_SETUP_ROAD;
  return TRUE;
}

static gboolean
place_road (CatanState *s,
            guint       p,
            TslMove    *m,
            GError    **error)
{
  const CatanTopo *t = TOPO ();
  gint e = m->arg[0];

  if (!valid_edge (e))
    return fail (error, _("There is no such path"));
  if (catan_edges_has (&s->roads_all, (guint) e))
    return fail (error, _("You cannot build a road there: the path already has a road"));
  if (!catan_edges_has (&s->buildable_edges, (guint) e))
    return fail (error, _("You cannot build a road there: the path lies between two sea hexes"));
  if (t->edge_vertices[e][0] != s->last_settlement && t->edge_vertices[e][1] != s->last_settlement)
    return fail (error, _("Your founding road must touch the settlement you just placed"));

  put_road (s, p, (guint) e);
  s->setup_step++;
  if (s->setup_step >= tsl_turn_order_snake_len (s->n_players))
    {
      /* The start player, who placed last, takes the first turn (§4). */
      s->phase = CATAN_PHASE_ROLL;
      s->current = 0;
      s->turn = 1;
    }
  else
    {
      s->phase = CATAN_PHASE_SETUP_SETTLEMENT;
      s->current = (guint8) tsl_turn_order_snake_seat (s->setup_step, s->n_players);
    }
  return TRUE;
}

static gboolean
roll (CatanState *s,
      guint       p,
      TslMove    *m,
      TslRng     *rng,
      GError    **error)
{
  guint a, b;
  gboolean any = FALSE;

  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      a = m->count[0];
      b = m->count[1];
      if (a < 1 || a > 6 || b < 1 || b > 6)
        return fail (error, _("A die shows 1 to 6"));
    }
  else
    {
      a = (guint) tsl_rng_range (rng, 1, 6);
      b = (guint) tsl_rng_range (rng, 1, 6);
    }
  m->count[0] = (guint8) a;
  m->count[1] = (guint8) b;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->dice[0] = (guint8) a;
  s->dice[1] = (guint8) b;
  s->rolled = TRUE;

  if (a + b != 7)
    {
      produce (s, a + b);
      s->phase = CATAN_PHASE_MAIN;
      return TRUE;
    }
  /* §6.3: more than 7 cards → give back half, rounded down. */
  for (guint q = 0; q < s->n_players; q++)
    {
      s->discard[q] = s->players[q].n_res > 7 ? s->players[q].n_res / 2 : 0;
      any |= s->discard[q] > 0;
    }
  s->phase = any ? CATAN_PHASE_DISCARD : CATAN_PHASE_ROBBER;
  return TRUE;
}

static gboolean
discard (CatanState *s,
         guint       p,
         TslMove    *m,
         GError    **error)
{
  guint n = sum5 (m->count);

  if (n != s->discard[p])
    return fail (error,
                 ngettext ("You must give back exactly %u card", "You must give back exactly %u cards",
                           s->discard[p]),
                 s->discard[p]);
  if (!covers (s->players[p].res, m->count))
    return fail (error, _("You cannot give back cards you do not have"));
  pay (s, p, m->count);
  s->discard[p] = 0;
  for (guint q = 0; q < s->n_players; q++)
    if (s->discard[q] > 0)
      return TRUE;
  s->phase = CATAN_PHASE_ROBBER;
  return TRUE;
}

static gboolean
need_cost (const CatanState *s,
           guint             p,
           const guint8     *cost,
           const char       *message,
           GError          **error)
{
  if (!covers (s->players[p].res, cost))
    return fail (error, "%s", message);
  return TRUE;
}

static gboolean
build_road (CatanState *s,
            guint       p,
            TslMove    *m,
            GError    **error)
{
  gint e = m->arg[0];

  if (!valid_edge (e))
    return fail (error, _("There is no such path"));
  if (s->players[p].roads_left == 0)
    return fail (error, _("You have no roads left to build"));
  if (!need_cost (s, p, cost_road, _("A road costs 1 lumber and 1 brick"), error))
    return FALSE;
  if (!catan_can_build_road_at (s, p, (guint) e))
    return road_error (s, p, (guint) e, error);
  pay (s, p, cost_road);
  put_road (s, p, (guint) e);
  s->built = TRUE;
  return TRUE;
}

static gboolean
build_settlement (CatanState *s,
                  guint       p,
                  TslMove    *m,
                  GError    **error)
{
  gint v = m->arg[0];

  if (!valid_vertex (v))
    return fail (error, _("There is no such intersection"));
  if (s->players[p].settlements_left == 0)
    return fail (error, _("You have no settlements left: upgrade one to a city first"));
  if (!need_cost (s, p, cost_settlement,
                  _("A settlement costs 1 lumber, 1 brick, 1 wool and 1 grain"), error))
    return FALSE;
  if (!settlement_site_error (s, (guint) v, error))
    return FALSE;
  if (!(s->players[p].road_vertices & VBIT (v)))
    return fail (error, _("You cannot build a settlement there: none of your roads leads to it"));
  pay (s, p, cost_settlement);
  put_settlement (s, p, (guint) v);
  s->built = TRUE;
  return TRUE;
}

static gboolean
build_city (CatanState *s,
            guint       p,
            TslMove    *m,
            GError    **error)
{
  CatanPlayer *pl = &s->players[p];
  gint v = m->arg[0];

  if (!valid_vertex (v))
    return fail (error, _("There is no such intersection"));
  if (!(pl->settlements & VBIT (v)))
    return fail (error, _("A city can only replace one of your own settlements"));
  if (pl->cities_left == 0)
    return fail (error, _("You have no cities left to build"));
  if (!need_cost (s, p, cost_city, _("A city costs 2 grain and 3 ore"), error))
    return FALSE;
  pay (s, p, cost_city);
  pl->settlements &= ~VBIT (v);
  pl->cities |= VBIT (v);
  pl->settlements_left++;
  pl->cities_left--;
  s->built = TRUE;
  return TRUE;
}

static gboolean
buy_dev_card (CatanState *s,
              guint       p,
              TslMove    *m,
              TslRng     *rng,
              GError    **error)
{
  gint card;

  if (s->dev_deck.len == 0)
    return fail (error, _("There are no development cards left"));
  if (!need_cost (s, p, cost_dev, _("A development card costs 1 wool, 1 grain and 1 ore"), error))
    return FALSE;
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      card = m->arg[0];
      if (card < 0 || card >= CATAN_N_DEV || tsl_deck_count (&s->dev_deck, (guint8) card) == 0)
        return fail (error, _("The recorded development card is not left in the deck"));
      tsl_deck_take (&s->dev_deck, (guint8) card);
    }
  else
    {
      /* The deck's order carries no information: the card bought is drawn
       * from the action's generator, like every other outcome. */
      card = s->dev_deck.cards[tsl_rng_below (rng, s->dev_deck.len)];
      tsl_deck_take (&s->dev_deck, (guint8) card);
    }
  pay (s, p, cost_dev);
  s->players[p].dev_new[card]++;
  m->arg[0] = card;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->built = TRUE;
  return TRUE;
}

/* §5 (HU, DE, BG): one knight or progress card per turn, at any time of
 * one's own turn (also before rolling), never the turn it was bought. */
static gboolean
check_dev_play (const CatanState *s,
                guint             p,
                guint             kind,
                GError          **error)
{
  const CatanPlayer *pl = &s->players[p];

  if (s->phase != CATAN_PHASE_ROLL && s->phase != CATAN_PHASE_MAIN)
    return fail (error, _("You cannot play a development card now"));
  if (s->dev_played)
    return fail (error, _("You have already played a development card this turn"));
  if (pl->dev[kind] == 0)
    {
      if (pl->dev_new[kind] > 0)
        return fail (error, _("You cannot play a development card in the turn you bought it"));
      return fail (error, _("You do not have that development card"));
    }
  return TRUE;
}

static void
update_army (CatanState *s,
             guint       p)
{
  guint h = s->army_holder;

  /* §8.2: three knights take it; only strictly more take it away. */
  if (s->players[p].knights >= 3 &&
      (h == CATAN_NONE || (h != p && s->players[p].knights > s->players[h].knights)))
    s->army_holder = (guint8) p;
}

static gboolean
play_knight (CatanState *s,
             guint       p,
             TslMove    *m,
             TslRng     *rng,
             GError    **error)
{
  gint stolen;

  if (!check_dev_play (s, p, TSL_CATAN_KNIGHT, error))
    return FALSE;
  if (!check_robber (s, p, m, &stolen, rng, error))
    return FALSE;
  apply_robber (s, p, m, stolen);
  s->players[p].dev[TSL_CATAN_KNIGHT]--;
  s->players[p].knights++;
  s->dev_played = TRUE;
  update_army (s, p);
  return TRUE;
}

static gboolean
play_road_building (CatanState *s,
                    guint       p,
                    TslMove    *m,
                    GError    **error)
{
  CatanState tmp;
  gint e1 = m->arg[0];
  gint e2 = m->arg[1];
  CatanEdges spots;

  if (!check_dev_play (s, p, TSL_CATAN_ROAD_BUILDING, error))
    return FALSE;
  if (!valid_edge (e1) || (e2 != -1 && !valid_edge (e2)))
    return fail (error, _("There is no such path"));
  if (s->players[p].roads_left == 0)
    return fail (error, _("You have no roads left to build"));
  if (!catan_can_build_road_at (s, p, (guint) e1))
    return road_error (s, p, (guint) e1, error);

  /* Work on a copy so that a bad second road changes nothing. */
  tmp = *s;
  put_road (&tmp, p, (guint) e1);
  catan_road_spots (&tmp, p, &spots);
  if (e2 >= 0)
    {
      if (tmp.players[p].roads_left == 0)
        return fail (error, _("You have only one road left to build"));
      if (!catan_edges_has (&spots, (guint) e2))
        return road_error (&tmp, p, (guint) e2, error);
      put_road (&tmp, p, (guint) e2);
    }
  else if (tmp.players[p].roads_left > 0 && catan_edges_count (&spots) > 0)
    return fail (error, _("Road Building places two roads while you can build them"));

  tmp.players[p].dev[TSL_CATAN_ROAD_BUILDING]--;
  tmp.progress_played[TSL_CATAN_ROAD_BUILDING]++;
  tmp.dev_played = TRUE;
  *s = tmp;
  return TRUE;
}

static gboolean
play_year_of_plenty (CatanState *s,
                     guint       p,
                     TslMove    *m,
                     GError    **error)
{
  if (!check_dev_play (s, p, TSL_CATAN_YEAR_OF_PLENTY, error))
    return FALSE;
  if (sum5 (m->count) != 2)
    return fail (error, _("Year of Plenty takes exactly 2 resource cards"));
  if (!covers (s->bank, m->count))
    return fail (error, _("The bank does not have those resource cards"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (m->count[r] > 0)
      receive (s, p, r, m->count[r]);
  s->players[p].dev[TSL_CATAN_YEAR_OF_PLENTY]--;
  s->progress_played[TSL_CATAN_YEAR_OF_PLENTY]++;
  s->dev_played = TRUE;
  return TRUE;
}

static gboolean
play_monopoly (CatanState *s,
               guint       p,
               TslMove    *m,
               GError    **error)
{
  gint r = m->arg[0];

  if (!check_dev_play (s, p, TSL_CATAN_MONOPOLY, error))
    return FALSE;
  if (r < 0 || r >= CATAN_N_RES)
    return fail (error, _("Monopoly names one resource"));
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    for (guint q = 0; q < s->n_players; q++)
      if (m->count[q] != (q == p ? 0 : s->players[q].res[r]))
        return fail (error, _("The recorded amounts taken do not match the players' hands"));
  for (guint q = 0; q < s->n_players; q++)
    {
      guint n = q == p ? 0 : s->players[q].res[r];

      m->count[q] = (guint8) n;
      if (n > 0)
        transfer (s, q, p, (guint) r, n);
    }
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->players[p].dev[TSL_CATAN_MONOPOLY]--;
  s->progress_played[TSL_CATAN_MONOPOLY]++;
  s->dev_played = TRUE;
  return TRUE;
}

static gboolean
check_trade_time (const CatanState *s,
                  GError          **error)
{
  if (s->phase != CATAN_PHASE_MAIN)
    return fail (error, _("You can only trade after rolling the dice"));
  if (s->built && !s->opt_trade_after_build)
    return fail (error, _("You cannot trade after building in the same turn (trade comes before building)"));
  return TRUE;
}

/* §7.2: 4 identical cards, 3 at a generic harbour, 2 of the harbour's
 * resource at a special one, for one card of choice, as often as wanted. */
static gboolean
maritime_trade (CatanState *s,
                guint       p,
                TslMove    *m,
                GError    **error)
{
  const guint8 *give = m->count;
  const guint8 *get = m->count + CATAN_N_RES;
  guint n_get = sum5 (get);
  guint n_give = sum5 (give);
  guint lots = 0;
  gboolean lots_ok = TRUE;

  if (!check_trade_time (s, error))
    return FALSE;
  if (n_get == 0 || n_give == 0)
    return fail (error, _("A maritime trade gives cards and gets cards"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      if (give[r] > 0 && get[r] > 0)
        return fail (error, _("You cannot trade a resource for the same resource"));
      if (give[r] > 0)
        {
          guint rate = catan_trade_rate (s, p, r);

          if (give[r] % rate != 0)
            lots_ok = FALSE;
          lots += give[r] / rate;
        }
    }
  if (!lots_ok || lots != n_get)
    {
      gboolean generic = (own_buildings (s, p) & s->harbor_vertices[TSL_CATAN_HARBOR_GENERIC]) != 0;

      /* HU reading of the 3:1 harbour: any three cards (option harbor_3to1_identical off). */
      if (!(generic && !s->opt_harbor_identical && n_give == 3 * n_get))
        return fail (error, _("Those cards do not make a maritime trade at your rates (4:1, 3:1 at a harbour, 2:1 at a special harbour)"));
    }
  if (!covers (s->players[p].res, give))
    return fail (error, _("You do not have the cards you offer"));
  if (!covers (s->bank, get))
    return fail (error, _("The bank does not have the cards you ask for"));
  pay (s, p, give);
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (get[r] > 0)
      receive (s, p, r, get[r]);
  return TRUE;
}

/* §7.1: only the current player trades with the others; no gifts, no like
 * for like (REC). */
static gboolean
offer_trade (CatanState *s,
             guint       p,
             TslMove    *m,
             GError    **error)
{
  const guint8 *give = m->count;
  const guint8 *get = m->count + CATAN_N_RES;
  guint to = (guint) m->arg[0];
  guint others = ((1u << s->n_players) - 1) & ~(1u << p);

  if (!check_trade_time (s, error))
    return FALSE;
  if (sum5 (give) == 0 || sum5 (get) == 0)
    return fail (error, _("A trade offer must give and ask for at least one card each"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (give[r] > 0 && get[r] > 0)
      return fail (error, _("You cannot trade a resource for the same resource"));
  if (!covers (s->players[p].res, give))
    return fail (error, _("You do not have the cards you offer"));
  if (to == 0 || (to & ~others) != 0)
    return fail (error, _("An offer is made to one or more of the other players"));

  memcpy (s->trade_give, give, CATAN_N_RES);
  memcpy (s->trade_get, get, CATAN_N_RES);
  s->trade_to = (guint8) to;
  s->trade_answered = 0;
  s->trade_accepted = 0;
  s->trade_index = s->n_actions;
  s->offers_this_turn++;
  s->phase = CATAN_PHASE_TRADE;
  return TRUE;
}

static gboolean
check_offer_index (const CatanState *s,
                   const TslMove    *m,
                   GError          **error)
{
  if (s->phase != CATAN_PHASE_TRADE)
    return fail (error, _("No trade offer is open"));
  if ((guint32) m->arg[0] != s->trade_index)
    return fail (error, _("That is not the open trade offer (it is action %u)"), s->trade_index);
  return TRUE;
}

static gboolean
answer_trade (CatanState *s,
              guint       p,
              TslMove    *m,
              gboolean    accept,
              GError    **error)
{
  if (!check_offer_index (s, m, error))
    return FALSE;
  if (accept && !covers (s->players[p].res, s->trade_get))
    return fail (error, _("You do not have the cards asked for"));
  s->trade_answered |= (guint8) (1u << p);
  if (accept)
    s->trade_accepted |= (guint8) (1u << p);
  return TRUE;
}

static gboolean
confirm_trade (CatanState *s,
               guint       p,
               TslMove    *m,
               GError    **error)
{
  gint with = m->arg[1];

  if (!check_offer_index (s, m, error))
    return FALSE;
  if (with < 0 || with >= s->n_players || !(s->trade_accepted & (1u << with)))
    return fail (error, _("You can only complete the trade with a player who accepted it"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      if (s->trade_give[r] > 0)
        transfer (s, p, (guint) with, r, s->trade_give[r]);
      if (s->trade_get[r] > 0)
        transfer (s, (guint) with, p, r, s->trade_get[r]);
    }
  s->phase = CATAN_PHASE_MAIN;
  return TRUE;
}

static gboolean
cancel_trade (CatanState *s,
              guint       p,
              TslMove    *m,
              GError    **error)
{
  if (!check_offer_index (s, m, error))
    return FALSE;
  s->phase = CATAN_PHASE_MAIN;
  return TRUE;
}

static void
check_victory (CatanState *s)
{
  /* §9 (HU, DE): the player whose turn it is wins on reaching the target;
   * hidden Victory Point cards count (they are revealed then). */
  if (s->phase != CATAN_PHASE_OVER && s->phase >= CATAN_PHASE_ROLL &&
      catan_vp (s, s->current) >= s->victory_points)
    {
      s->winner = s->current;
      s->phase = CATAN_PHASE_OVER;
    }
}

static void
end_turn (CatanState *s,
          guint       p)
{
  CatanPlayer *pl = &s->players[p];

  for (guint k = 0; k < CATAN_N_DEV; k++)
    {
      pl->dev[k] += pl->dev_new[k];
      pl->dev_new[k] = 0;
    }
  s->rolled = FALSE;
  s->dev_played = FALSE;
  s->built = FALSE;
  s->offers_this_turn = 0;
  s->current = (guint8) tsl_turn_order_next (p, s->n_players);
  s->turn++;
  s->phase = CATAN_PHASE_ROLL;
}

/* Which phases allow which action; the message says what is expected instead. */
static gboolean
check_phase (const CatanState *s,
             guint             type,
             GError          **error)
{
  guint8 ph = s->phase;
  gboolean ok;

  switch (type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
      ok = ph == CATAN_PHASE_SETUP_SETTLEMENT;
      break;
    case TSL_CATAN_PLACE_ROAD:
      ok = ph == CATAN_PHASE_SETUP_ROAD;
      break;
    case TSL_CATAN_ROLL:
      ok = ph == CATAN_PHASE_ROLL;
      break;
    case TSL_CATAN_DISCARD:
      ok = ph == CATAN_PHASE_DISCARD;
      break;
    case TSL_CATAN_MOVE_ROBBER:
      ok = ph == CATAN_PHASE_ROBBER;
      break;
    case TSL_CATAN_BUILD_ROAD:
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
    case TSL_CATAN_BUY_DEV_CARD:
    case TSL_CATAN_END_TURN:
    case TSL_CATAN_MARITIME_TRADE:
    case TSL_CATAN_OFFER_TRADE:
      ok = ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_PLAY_KNIGHT:
    case TSL_CATAN_PLAY_ROAD_BUILDING:
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
    case TSL_CATAN_PLAY_MONOPOLY:
      ok = ph == CATAN_PHASE_ROLL || ph == CATAN_PHASE_MAIN;
      break;
    case TSL_CATAN_ACCEPT_TRADE:
    case TSL_CATAN_REJECT_TRADE:
    case TSL_CATAN_CONFIRM_TRADE:
    case TSL_CATAN_CANCEL_TRADE:
      ok = ph == CATAN_PHASE_TRADE;
      break;
    default:
      return fail (error, _("Unknown action"));
    }
  if (ok)
    return TRUE;

  switch (ph)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT:
      return fail (error, _("Now a settlement must be placed (founding phase)"));
    case CATAN_PHASE_SETUP_ROAD:
      return fail (error, _("Now a road must be placed next to the new settlement (founding phase)"));
    case CATAN_PHASE_ROLL:
      return fail (error, _("Roll the dice first"));
    case CATAN_PHASE_DISCARD:
      return fail (error, _("Players with more than 7 cards must give back half of them first"));
    case CATAN_PHASE_ROBBER:
      return fail (error, _("Move the robber first"));
    case CATAN_PHASE_TRADE:
      return fail (error, _("A trade offer must be answered first"));
    default:
      return fail (error, _("You cannot do that now"));
    }
}

gboolean
catan_apply (CatanState *s,
             TslMove    *m,
             TslRng     *rng,
             GError    **error)
{
  gint actor = catan_actor (s);
  guint p;
  gboolean ok;
  gint stolen;

  if (s->phase == CATAN_PHASE_OVER)
    return fail (error, _("The game is over"));
  if (m->type >= TSL_CATAN_N_ACTIONS)
    return fail (error, _("Unknown action"));
  if (m->player != actor)
    {
      if (s->phase == CATAN_PHASE_DISCARD)
        return fail (error, _("Player %d must give back cards now"), actor + 1);
      if (s->phase == CATAN_PHASE_TRADE && actor != s->current)
        return fail (error, _("Player %d must answer the trade offer now"), actor + 1);
      return fail (error, _("It is not your turn: player %d must act"), actor + 1);
    }
  p = (guint) actor;
  if (!check_phase (s, m->type, error))
    return FALSE;

  switch (m->type)
    {
    case TSL_CATAN_PLACE_SETTLEMENT:
      ok = place_settlement (s, p, m, error);
      break;
    case TSL_CATAN_PLACE_ROAD:
      ok = place_road (s, p, m, error);
      break;
    case TSL_CATAN_ROLL:
      ok = roll (s, p, m, rng, error);
      break;
    case TSL_CATAN_DISCARD:
      ok = discard (s, p, m, error);
      break;
    case TSL_CATAN_MOVE_ROBBER:
      ok = check_robber (s, p, m, &stolen, rng, error);
      if (ok)
        {
          apply_robber (s, p, m, stolen);
          s->phase = CATAN_PHASE_MAIN;
        }
      break;
    case TSL_CATAN_BUILD_ROAD:
      ok = build_road (s, p, m, error);
      break;
    case TSL_CATAN_BUILD_SETTLEMENT:
      ok = build_settlement (s, p, m, error);
      break;
    case TSL_CATAN_BUILD_CITY:
      ok = build_city (s, p, m, error);
      break;
    case TSL_CATAN_BUY_DEV_CARD:
      ok = buy_dev_card (s, p, m, rng, error);
      break;
    case TSL_CATAN_PLAY_KNIGHT:
      ok = play_knight (s, p, m, rng, error);
      break;
    case TSL_CATAN_PLAY_ROAD_BUILDING:
      ok = play_road_building (s, p, m, error);
      break;
    case TSL_CATAN_PLAY_YEAR_OF_PLENTY:
      ok = play_year_of_plenty (s, p, m, error);
      break;
    case TSL_CATAN_PLAY_MONOPOLY:
      ok = play_monopoly (s, p, m, error);
      break;
    case TSL_CATAN_MARITIME_TRADE:
      ok = maritime_trade (s, p, m, error);
      break;
    case TSL_CATAN_OFFER_TRADE:
      ok = offer_trade (s, p, m, error);
      break;
    case TSL_CATAN_ACCEPT_TRADE:
      ok = answer_trade (s, p, m, TRUE, error);
      break;
    case TSL_CATAN_REJECT_TRADE:
      ok = answer_trade (s, p, m, FALSE, error);
      break;
    case TSL_CATAN_CONFIRM_TRADE:
      ok = confirm_trade (s, p, m, error);
      break;
    case TSL_CATAN_CANCEL_TRADE:
      ok = cancel_trade (s, p, m, error);
      break;
    case TSL_CATAN_END_TURN:
      end_turn (s, p);
      ok = TRUE;
      break;
    default:
      g_assert_not_reached ();
    }
  if (!ok)
    return FALSE;
  s->n_actions++;
  check_victory (s);
  return TRUE;
}

/* ----------------------------------------------------------- legal moves */

static inline TslMove *
push (TslMoveList *out,
      guint        type,
      guint        p)
{
  TslMove *m;

  /* Inline fast path of tsl_move_list_push(): no call while there is room. */
  if (G_LIKELY (out->len < out->capacity))
    {
      m = &out->moves[out->len++];
      memset (m, 0, sizeof *m);
    }
  else
    m = tsl_move_list_push (out);

  m->type = (guint16) type;
  m->player = (gint8) p;
  return m;
}

static void
push_edges (TslMoveList      *out,
            guint             type,
            guint             p,
            const CatanEdges *set)
{
  for (guint w = 0; w < 2; w++)
    {
      guint64 bits = w == 0 ? set->lo : set->hi;

      while (bits != 0)
        {
          guint e = (guint) __builtin_ctzll (bits) + 64 * w;

          bits &= bits - 1;
          push (out, type, p)->arg[0] = (gint32) e;
        }
    }
}

static void
push_vertices (TslMoveList *out,
               guint        type,
               guint        p,
               guint64      set)
{
  while (set != 0)
    {
      guint v = (guint) __builtin_ctzll (set);

      set &= set - 1;
      push (out, type, p)->arg[0] = (gint32) v;
    }
}

static void
robber_moves (const CatanState *s,
              guint             p,
              guint             type,
              TslMoveList      *out)
{
  for (guint h = 0; h < CATAN_N_LAND; h++)
    {
      guint victims;

      if (!robber_hex_ok (s, h))
        continue;
      victims = robber_victims (s, p, h);
      if (victims == 0)
        {
          TslMove *m = push (out, type, p);
          m->arg[0] = (gint32) h;
          m->arg[1] = -1;
          m->arg[2] = -1;
        }
      for (guint q = 0; q < s->n_players; q++)
        if (victims & (1u << q))
          {
            TslMove *m = push (out, type, p);
            m->arg[0] = (gint32) h;
            m->arg[1] = (gint32) q;
            m->arg[2] = -1;
          }
    }
}

static void
discard_moves (const CatanState *s,
               guint             p,
               TslMoveList      *out)
{
  const guint8 *have = s->players[p].res;
  guint8 c[CATAN_N_RES];
  guint need = s->discard[p];

  /* Every multiset of @need cards from the hand. */
  for (c[0] = 0; c[0] <= MIN (have[0], need); c[0]++)
    for (c[1] = 0; c[1] <= MIN (have[1], need - c[0]); c[1]++)
      for (c[2] = 0; c[2] <= MIN (have[2], need - c[0] - c[1]); c[2]++)
        for (c[3] = 0; c[3] <= MIN (have[3], need - c[0] - c[1] - c[2]); c[3]++)
          {
            guint rest = need - c[0] - c[1] - c[2] - c[3];

            if (rest <= have[4])
              {
                TslMove *m = push (out, TSL_CATAN_DISCARD, p);
                memcpy (m->count, c, 4);
                m->count[4] = (guint8) rest;
              }
          }
}

static void
dev_moves (const CatanState *s,
           guint             p,
           TslMoveList      *out)
{
  const CatanPlayer *pl = &s->players[p];

  if (s->dev_played)
    return;
  if (pl->dev[TSL_CATAN_KNIGHT] > 0)
    robber_moves (s, p, TSL_CATAN_PLAY_KNIGHT, out);
  if (pl->dev[TSL_CATAN_ROAD_BUILDING] > 0 && pl->roads_left > 0)
    {
      CatanEdges first;

      catan_road_spots (s, p, &first);
      for (guint e1 = 0; e1 < CATAN_N_EDGES; e1++)
        {
          CatanEdges second;
          gboolean any = FALSE;

          if (!catan_edges_has (&first, e1))
            continue;
          if (pl->roads_left == 1)
            {
              TslMove *m = push (out, TSL_CATAN_PLAY_ROAD_BUILDING, p);
              m->arg[0] = (gint32) e1;
              m->arg[1] = -1;
              continue;
            }
          road_spots_after (s, p, e1, &second);
          for (guint e2 = 0; e2 < CATAN_N_EDGES; e2++)
            {
              TslMove *m;

              if (!catan_edges_has (&second, e2))
                continue;
              any = TRUE;
              /* Both orders of two independent roads are the same move. */
              if (catan_edges_has (&first, e2) && e2 < e1)
                continue;
              m = push (out, TSL_CATAN_PLAY_ROAD_BUILDING, p);
              m->arg[0] = (gint32) e1;
              m->arg[1] = (gint32) e2;
            }
          if (!any)
            {
              TslMove *m = push (out, TSL_CATAN_PLAY_ROAD_BUILDING, p);
              m->arg[0] = (gint32) e1;
              m->arg[1] = -1;
            }
        }
    }
  if (pl->dev[TSL_CATAN_YEAR_OF_PLENTY] > 0)
    for (guint a = 0; a < CATAN_N_RES; a++)
      for (guint b = a; b < CATAN_N_RES; b++)
        if (s->bank[a] >= (a == b ? 2 : 1) && s->bank[b] >= 1)
          {
            TslMove *m = push (out, TSL_CATAN_PLAY_YEAR_OF_PLENTY, p);
            m->count[a]++;
            m->count[b]++;
          }
  if (pl->dev[TSL_CATAN_MONOPOLY] > 0)
    for (guint r = 0; r < CATAN_N_RES; r++)
      push (out, TSL_CATAN_PLAY_MONOPOLY, p)->arg[0] = (gint32) r;
}

static void
main_moves (const CatanState *s,
            guint             p,
            TslLegalFlags     flags,
            TslMoveList      *out)
{
  const CatanPlayer *pl = &s->players[p];

  push (out, TSL_CATAN_END_TURN, p);

  if (pl->roads_left > 0 && covers (pl->res, cost_road))
    {
      CatanEdges spots;
      catan_road_spots (s, p, &spots);
      push_edges (out, TSL_CATAN_BUILD_ROAD, p, &spots);
    }
  if (pl->settlements_left > 0 && covers (pl->res, cost_settlement))
    push_vertices (out, TSL_CATAN_BUILD_SETTLEMENT, p, catan_settlement_spots (s, p));
  if (pl->cities_left > 0 && covers (pl->res, cost_city))
    push_vertices (out, TSL_CATAN_BUILD_CITY, p, pl->settlements);
  if (s->dev_deck.len > 0 && covers (pl->res, cost_dev))
    push (out, TSL_CATAN_BUY_DEV_CARD, p);
  dev_moves (s, p, out);

  if (s->built && !s->opt_trade_after_build)
    return;
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      guint rate = catan_trade_rate (s, p, r);

      if (pl->res[r] < rate)
        continue;
      for (guint g = 0; g < CATAN_N_RES; g++)
        if (g != r && s->bank[g] > 0)
          {
            TslMove *m = push (out, TSL_CATAN_MARITIME_TRADE, p);
            m->count[r] = (guint8) rate;
            m->count[CATAN_N_RES + g] = 1;
          }
    }
  /* Domestic offers: open-ended, so only 1-for-1 offers to all others. */
  if (!(flags & TSL_LEGAL_NO_NEGOTIATION) && s->offers_this_turn < CATAN_LISTED_OFFERS_PER_TURN)
    {
      guint others = ((1u << s->n_players) - 1) & ~(1u << p);

      for (guint r = 0; r < CATAN_N_RES; r++)
        if (pl->res[r] > 0)
          for (guint g = 0; g < CATAN_N_RES; g++)
            if (g != r)
              {
                TslMove *m = push (out, TSL_CATAN_OFFER_TRADE, p);
                m->count[r] = 1;
                m->count[CATAN_N_RES + g] = 1;
                m->arg[0] = (gint32) others;
              }
    }
}

void
catan_legal_moves (const CatanState *s,
                   TslLegalFlags     flags,
                   TslMoveList      *out)
{
  const CatanTopo *t = TOPO ();
  gint actor = catan_actor (s);
  guint p;

  if (actor < 0)
    return;
  p = (guint) actor;

  switch (s->phase)
    {
    case CATAN_PHASE_SETUP_SETTLEMENT:
      push_vertices (out, TSL_CATAN_PLACE_SETTLEMENT, p, s->buildable_vertices & ~s->blocked);
      break;
    case CATAN_PHASE_SETUP_ROAD:
      {
        CatanEdges m = t->vertex_edge_mask[s->last_settlement];
        m.lo &= s->buildable_edges.lo & ~s->roads_all.lo;
        m.hi &= s->buildable_edges.hi & ~s->roads_all.hi;
        push_edges (out, TSL_CATAN_PLACE_ROAD, p, &m);
      }
      break;
    case CATAN_PHASE_ROLL:
      push (out, TSL_CATAN_ROLL, p);
      dev_moves (s, p, out);
      break;
    case CATAN_PHASE_DISCARD:
      discard_moves (s, p, out);
      break;
    case CATAN_PHASE_ROBBER:
      robber_moves (s, p, TSL_CATAN_MOVE_ROBBER, out);
      break;
    case CATAN_PHASE_MAIN:
      main_moves (s, p, flags, out);
      break;
    case CATAN_PHASE_TRADE:
      if (p != s->current)
        {
          if (covers (s->players[p].res, s->trade_get))
            push (out, TSL_CATAN_ACCEPT_TRADE, p)->arg[0] = (gint32) s->trade_index;
          push (out, TSL_CATAN_REJECT_TRADE, p)->arg[0] = (gint32) s->trade_index;
        }
      else
        {
          for (guint q = 0; q < s->n_players; q++)
            if (s->trade_accepted & (1u << q))
              {
                TslMove *m = push (out, TSL_CATAN_CONFIRM_TRADE, p);
                m->arg[0] = (gint32) s->trade_index;
                m->arg[1] = (gint32) q;
              }
          push (out, TSL_CATAN_CANCEL_TRADE, p)->arg[0] = (gint32) s->trade_index;
        }
      break;
    default:
      break;
    }
}
