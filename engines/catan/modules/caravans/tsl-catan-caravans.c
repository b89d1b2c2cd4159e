/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-caravans-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-error.h"

/* Caravans (seed 002, KARAVÁNUTAK; docs/rules-catan-tb.md, S3): camels on
 * paths, the three caravans they form, and the wool/grain vote that places
 * them at the end of a turn in which a settlement or city was built. */

/* The caravan a caravan has joined last, following the chain: the one
 * that carries on for both ("attól kezdve egy útként folytatódik"). */
guint
catan_caravan_root (const CatanState *s,
                    guint             c)
{
  for (guint i = 0; i < CATAN_CARAVANS && s->slice_caravans.caravan_joined[c] != CATAN_NONE; i++)
    c = s->slice_caravans.caravan_joined[c];
  return c;
}

static gboolean
camel_path (const CatanState *s,
            guint             e)
{
  /* Any path beside land, the coast too ("Karavánút haladhat a tengerparton is"). */
  return catan_edges_has (&s->buildable_edges, e) && !catan_edges_has (&s->camels, e);
}

/* The intersections caravan @c's own camels touch. */
static guint64
caravan_vertices (const CatanState *s,
                  guint             c)
{
  const CatanTopo *t = TOPO ();
  guint64 out = 0;

  if (s->slice_caravans.caravan_camels[c] == 0)
    return 0;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (s->slice_caravans.camel_caravan[e] == c)
      out |= VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);
  return out;
}

/* Bit mask (as a CatanEdges) of the paths caravan @c may continue on:
 * its marked start before the first camel, then the at most two paths at
 * the end of its last camel ("közvetlenül csatlakozzon ... legutolsónak
 * lerakott tevéjéhez"). */
static void
caravan_spots (const CatanState *s,
               guint             c,
               CatanEdges       *out)
{
  const CatanCaravansSlice *cv = &s->slice_caravans;
  const CatanTopo *t = TOPO ();
  guint v = cv->caravan_end[c];
  guint64 passed;

  memset (out, 0, sizeof *out);
  if (cv->oasis == CATAN_NONE || cv->camels_left == 0 || cv->caravan_joined[c] != CATAN_NONE)
    return;
  if (cv->caravan_last[c] == CATAN_NONE)
    {
      if (camel_path (s, cv->caravan_start[c]))
        catan_edges_add (out, cv->caravan_start[c]);
      return;
    }
  if (v == CATAN_NONE)
    return;   /* met itself: closed */
  passed = caravan_vertices (s, c);
  for (guint i = 0; i < t->vertex_n_edges[v]; i++)
    {
      guint e = t->vertex_edges[v][i];
      guint w = t->edge_vertices[e][0] == v ? t->edge_vertices[e][1] : t->edge_vertices[e][0];

      /* Not back to an intersection it already passes: that would be a
       * third camel of the caravan there, a branch ("nem ágazhat ketté"). */
      if (camel_path (s, e) && !(passed & VBIT (w)))
        catan_edges_add (out, e);
    }
}

gboolean
catan_caravan_open (const CatanState *s,
                    guint             c)
{
  CatanEdges e;

  caravan_spots (s, c, &e);
  return e.lo != 0 || e.hi != 0;
}

/* The caravan a camel on path @e would continue, or -1.  A path both
 * ends of two caravans reach goes to the first of them (docs). */
gint
catan_camel_caravan (const CatanState *s,
                     guint             e)
{
  for (guint c = 0; c < CATAN_CARAVANS; c++)
    {
      CatanEdges spots;

      caravan_spots (s, c, &spots);
      if (e < CATAN_N_EDGES && catan_edges_has (&spots, e))
        return (gint) c;
    }
  return -1;
}

/* Fills @edges (room for CATAN_CARAVANS * 2) with the paths a camel may
 * go to now, in path order; returns how many. */
guint
catan_camel_spots (const CatanState *s,
                   guint8           *edges)
{
  CatanEdges all = { 0, 0 };
  guint n = 0;

  for (guint c = 0; c < CATAN_CARAVANS; c++)
    {
      CatanEdges spots;

      caravan_spots (s, c, &spots);
      all.lo |= spots.lo;
      all.hi |= spots.hi;
    }
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&all, e))
      edges[n++] = (guint8) e;
  return n;
}

static guint
camels_at (const CatanState *s,
           guint             v)
{
  const CatanTopo *t = TOPO ();
  guint n = 0;

  for (guint i = 0; i < t->vertex_n_edges[v]; i++)
    n += catan_edges_has (&s->camels, t->vertex_edges[v][i]);
  return n;
}

/* Puts a camel on @e, a spot of some caravan (the caller checked). */
void
catan_place_camel (CatanState *s,
                   guint       e)
{
  CatanCaravansSlice *cv = &s->slice_caravans;
  const CatanTopo *t = TOPO ();
  gint c = catan_camel_caravan (s, e);
  guint from, to;

  g_assert (c >= 0 && cv->camels_left > 0);
  if (cv->caravan_last[c] == CATAN_NONE)
    from = (t->hex_vertices[cv->oasis] >> t->edge_vertices[e][0]) & 1 ? t->edge_vertices[e][0] : t->edge_vertices[e][1];
  else
    from = cv->caravan_end[c];
  to = t->edge_vertices[e][0] == from ? t->edge_vertices[e][1] : t->edge_vertices[e][0];

  /* Meeting another caravan's camel at the far end joins the two; one
   * that had joined this caravan before closes it (it met itself). */
  for (guint i = 0; i < t->vertex_n_edges[to]; i++)
    {
      guint f = t->vertex_edges[to][i];

      if (catan_edges_has (&s->camels, f))
        {
          guint other = catan_caravan_root (s, cv->camel_caravan[f]);

          if (other != (guint) c)
            cv->caravan_joined[c] = (guint8) other;
          else
            to = CATAN_NONE;
          break;
        }
    }

  catan_edges_add (&s->camels, e);
  cv->camel_caravan[e] = (guint8) c;
  cv->caravan_last[c] = (guint8) e;
  cv->caravan_end[c] = (guint8) to;
  cv->caravan_camels[c]++;
  cv->camels_left--;
  for (guint i = 0; i < 2; i++)
    if (camels_at (s, t->edge_vertices[e][i]) >= 2)
      cv->camel_vertices |= VBIT (t->edge_vertices[e][i]);
  /* Roads beside the camel now count double. */
  catan_update_longest (s, (1u << catan_n_owners (s)) - 1);
}

/* "Ha egy játékos az alapítófázis után egy, vagy több települést, vagy
 * várost épít, befejezésül ... felrakhat 1 tevét": a vote at the end of
 * such a turn, while a camel can still go somewhere. */
gboolean
catan_camel_vote_due (const CatanState *s)
{
  guint8 spots[CATAN_CARAVANS * 2];

  return catan_caravans (s) && s->slice_caravans.camel_due && catan_camel_spots (s, spots) > 0;
}

void
catan_camel_vote_begin (CatanState *s)
{
  CatanCaravansSlice *cv = &s->slice_caravans;

  s->phase = CATAN_PHASE_VOTE;
  cv->vote_next = s->current;
  cv->votes_cast = 0;
  memset (cv->vote_cards, 0, sizeof cv->vote_cards);
  memset (cv->vote_path, CATAN_NONE, sizeof cv->vote_path);
}

/* One camel per vote, two in a two-player game ("2 tevét rakunk fel"). */
static guint
camels_per_vote (const CatanState *s)
{
  return catan_two_player (s) ? 2 : 1;
}

/* Whether a proposal can be carried out now: @e0 a spot or -1, @e1 (two
 * players only) a spot of a different caravan once @e0 has its camel. */
gboolean
catan_camel_proposal_ok (const CatanState *s,
                         gint              e0,
                         gint              e1,
                         GError          **error)
{
  CatanState after;
  gint c0;
  gint c1;

  if (e1 >= 0 && camels_per_vote (s) < 2)
    return catan_fail (error, _("Only one camel is placed in this game: propose one path"));
  if (e0 < 0)
    return e1 < 0 ? TRUE : catan_fail (error, _("Propose the first camel’s path before the second’s"));
  c0 = e0 < CATAN_N_EDGES ? catan_camel_caravan (s, (guint) e0) : -1;
  if (c0 < 0)
    return catan_fail (error, _("A camel cannot go on that path: it must continue the last camel of a "
                                "caravan, or start one on a marked path out of the oasis"));
  if (e1 < 0)
    return TRUE;
  if (s->slice_caravans.camels_left < 2)
    return catan_fail (error, _("Only one camel is left"));
  memcpy (&after, s, sizeof after);
  catan_place_camel (&after, (guint) e0);
  c1 = e1 < CATAN_N_EDGES ? catan_camel_caravan (&after, (guint) e1) : -1;
  if (c1 < 0)
    return catan_fail (error, _("The second camel cannot go on that path: it must continue the last "
                                "camel of a caravan, or start one on a marked path out of the oasis"));
  if (c1 == c0)
    return catan_fail (error, _("The two camels of a vote go to two different caravans"));
  return TRUE;
}

/* The seat whose proposal is carried out, by the seed's rules in order:
 * more votes than all others together; an agreeing group holding the
 * majority; the one with the most cards; else the current player. */
static guint
decider (const CatanState *s)
{
  const CatanCaravansSlice *cv = &s->slice_caravans;
  guint votes[CATAN_MAX_PLAYERS];
  guint total = 0;
  guint most = 0, n_most = 0, who_most = 0;

  for (guint p = 0; p < s->n_players; p++)
    {
      votes[p] = cv->vote_cards[p][0] + cv->vote_cards[p][1];
      total += votes[p];
    }
  for (guint p = 0; p < s->n_players; p++)
    if (votes[p] > total - votes[p])
      return p;
  for (guint p = 0; p < s->n_players; p++)
    {
      guint group = 0, members = 0;

      if (votes[p] == 0)
        continue;
      for (guint q = 0; q < s->n_players; q++)
        if (votes[q] > 0 && memcmp (cv->vote_path[q], cv->vote_path[p], 2) == 0)
          {
            group += votes[q];
            members++;
          }
      if (members >= 2 && 2 * group > total)
        {
          /* The agreeing players place it; the current player first if among them. */
          for (guint i = 0; i < s->n_players; i++)
            {
              guint q = (s->current + i) % s->n_players;

              if (votes[q] > 0 && memcmp (cv->vote_path[q], cv->vote_path[p], 2) == 0)
                return q;
            }
        }
    }
  for (guint p = 0; p < s->n_players; p++)
    {
      if (votes[p] > most)
        {
          most = votes[p];
          n_most = 1;
          who_most = p;
        }
      else if (votes[p] == most && most > 0)
        n_most++;
    }
  if (n_most == 1)
    return who_most;
  return s->current;
}

static void
place_if_possible (CatanState *s,
                   guint       e,
                   guint       slot)
{
  if (e != CATAN_NONE && catan_camel_caravan (s, e) >= 0 && s->slice_caravans.camels_left > 0)
    {
      catan_place_camel (s, e);
      s->slice_caravans.vote_placed[slot] = (guint8) e;
    }
}

static void
resolve_vote (CatanState *s)
{
  CatanCaravansSlice *cv = &s->slice_caravans;

  /* "Végül minden játékos beadja a kijátszott lapokat." */
  for (guint p = 0; p < s->n_players; p++)
    {
      guint8 cost[CATAN_N_RES] = { 0, };

      cost[TSL_CATAN_WOOL] = cv->vote_cards[p][0];
      cost[TSL_CATAN_GRAIN] = cv->vote_cards[p][1];
      catan_pay (s, p, cost);
    }
  cv->vote_placed[0] = cv->vote_placed[1] = CATAN_NONE;
  if (catan_two_player (s) &&
      cv->vote_cards[0][0] + cv->vote_cards[0][1] == cv->vote_cards[1][0] + cv->vote_cards[1][1])
    {
      /* "Patthelyzet esetén mindkét játékos felrak 1 tevét. Először az
       * éppen soron lévő, majd a másik játékos": the other's first
       * proposal still possible. */
      guint other = 1 - s->current;

      cv->vote_decider = CATAN_NONE;
      place_if_possible (s, cv->vote_path[s->current][0], 0);
      if (cv->vote_path[other][0] != CATAN_NONE && catan_camel_caravan (s, cv->vote_path[other][0]) >= 0)
        place_if_possible (s, cv->vote_path[other][0], 1);
      else
        place_if_possible (s, cv->vote_path[other][1], 1);
    }
  else
    {
      guint d = decider (s);

      cv->vote_decider = (guint8) d;
      place_if_possible (s, cv->vote_path[d][0], 0);
      place_if_possible (s, cv->vote_path[d][1], 1);
    }
  cv->camel_due = FALSE;
  s->phase = CATAN_PHASE_MAIN;
}

/* VOTE_CAMEL: @p reveals wool and grain once and proposes the path(s);
 * after the last seat the vote is resolved (the main phase again). */
gboolean
catan_camel_vote (CatanState *s,
                  guint       p,
                  TslMove    *m,
                  GError    **error)
{
  CatanCaravansSlice *cv = &s->slice_caravans;
  const CatanPlayer *pl = &s->players[p];

  for (guint i = 2; i < TSL_MOVE_N_COUNTS; i++)
    if (m->count[i] != 0)
      return catan_fail (error, _("Only wool and grain can be revealed in the camel vote"));
  if (m->count[0] > pl->res.count[TSL_CATAN_WOOL] || m->count[1] > pl->res.count[TSL_CATAN_GRAIN])
    return catan_fail (error, _("You cannot reveal more wool or grain than you hold"));
  if (m->arg[0] < -1 || m->arg[1] < -1 || m->arg[2] != -1 || m->arg[3] != -1)
    return catan_fail (error, _("A proposed camel path is not a path of the island"));
  if (!catan_camel_proposal_ok (s, m->arg[0], m->arg[1], error))
    return FALSE;

  cv->vote_cards[p][0] = m->count[0];
  cv->vote_cards[p][1] = m->count[1];
  cv->vote_path[p][0] = m->arg[0] < 0 ? CATAN_NONE : (guint8) m->arg[0];
  cv->vote_path[p][1] = m->arg[1] < 0 ? CATAN_NONE : (guint8) m->arg[1];
  cv->votes_cast++;
  cv->vote_next = (guint8) ((p + 1) % s->n_players);
  if (cv->votes_cast < s->n_players)
    return TRUE;
  resolve_vote (s);
  return TRUE;
}

static void
push_vote (TslMoveList *out,
           guint        p,
           guint        wool,
           guint        grain,
           gint         e0,
           gint         e1)
{
  TslMove *m = catan_push_move (out, TSL_CATAN_VOTE_CAMEL, p);

  m->count[0] = (guint8) wool;
  m->count[1] = (guint8) grain;
  m->arg[0] = e0;
  m->arg[1] = e1;
  m->arg[2] = m->arg[3] = -1;
}

/* The listed votes: up to CATAN_LISTED_VOTE_CARDS of each of wool and
 * grain (apply_move() accepts more), each with every proposal; a seat
 * revealing nothing proposes only when its proposal can count (the
 * current player, or two players). */
void
catan_camel_vote_moves (const CatanState *s,
                        guint             p,
                        TslMoveList      *out)
{
  const CatanPlayer *pl = &s->players[p];
  guint8 spots[CATAN_CARAVANS * 2];
  guint n = catan_camel_spots (s, spots);
  guint max_wool = MIN (pl->res.count[TSL_CATAN_WOOL], CATAN_LISTED_VOTE_CARDS);
  guint max_grain = MIN (pl->res.count[TSL_CATAN_GRAIN], CATAN_LISTED_VOTE_CARDS);

  for (guint w = 0; w <= max_wool; w++)
    for (guint g = 0; g <= max_grain; g++)
      {
        push_vote (out, p, w, g, -1, -1);
        if (w + g == 0 && p != s->current && !catan_two_player (s))
          continue;
        for (guint i = 0; i < n; i++)
          {
            push_vote (out, p, w, g, spots[i], -1);
            if (!catan_two_player (s))
              continue;
            for (guint k = 0; k < n; k++)
              if (k != i && catan_camel_proposal_ok (s, spots[i], spots[k], NULL))
                push_vote (out, p, w, g, spots[i], spots[k]);
          }
      }
}
