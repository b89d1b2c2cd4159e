/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-turn-private.h"
#include "tsl-catan-private.h"
#include "tsl-error.h"
#include "tsl-turn-order.h"

/* Rules of the base game.  Section numbers (§) refer to the digest
 * ../shared/rules/catan.md; HU, DE, BG to the seed rulebooks.  Every
 * handler validates completely before it changes anything. */

/* §7.3 (DE, BG): lumber, brick, wool, grain, ore. */
const guint8 catan_cost_road[CATAN_N_RES] = { 1, 1, 0, 0, 0 };
const guint8 catan_cost_settlement[CATAN_N_RES] = { 1, 1, 1, 1, 0 };
const guint8 catan_cost_city[CATAN_N_RES] = { 0, 0, 0, 2, 3 };
const guint8 catan_cost_dev[CATAN_N_RES] = { 0, 0, 1, 1, 1 };

/* Why @p cannot build a road on @e (the caller knows it is not allowed). */
static gboolean
road_error (const CatanState *s,
            guint             p,
            guint             e,
            GError          **error)
{
  if (catan_edges_has (&s->roads_all, e))
    return catan_fail (error, _("You cannot build a road there: the path already has a road"));
  if (!catan_edges_has (&s->buildable_edges, e))
    return catan_fail (error, _("You cannot build a road there: the path lies between two sea hexes"));
  if (catan_edges_has (&s->bridge_sites, e))
    return catan_fail (error, _("No road may be built on a bridge site: only a bridge crosses the river"));
  return catan_fail (error, _("You cannot build a road there: it is not connected to your road network"));
}

static gboolean
settlement_site_error (const CatanState *s,
                       guint             v,
                       GError          **error)
{
  if (s->occupied & VBIT (v))
    return catan_fail (error, _("You cannot build a settlement there: the intersection is taken"));
  if (!(s->buildable_vertices & VBIT (v)))
    return catan_fail (error, _("You cannot build a settlement there: the intersection does not touch land"));
  if (s->blocked & VBIT (v))
    return catan_fail (error, _("You cannot build a settlement there: it is next to another settlement or city (distance rule)"));
  return TRUE;
}

gint
catan_actor_other (const CatanState *s)
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
      {
        gint actor = catan_hooks_actor (s);   /* a module's phase */

        return actor >= 0 ? actor : s->current;
      }
    }
}

guint
catan_robber_victims (const CatanState *s,
                      guint             p,
                      guint             hex)
{
  const CatanTopo *t = TOPO ();
  guint mask = 0;

  for (guint q = 0; q < s->n_players; q++)
    if (q != p && (catan_own_buildings (s, q) & t->hex_vertices[hex]) && s->players[q].n_res > 0)
      mask |= 1u << q;
  /* V1 (seed 002): a protected player at the desert "nem szabad tőle
   * nyersanyagot húzni"; anywhere else the robber cannot touch them. */
  return mask & ~catan_robber_protected (s);
}

/* §6.3 steps 3–4 (HU, DE): another land hex; the mover may rob one random
 * resource card from an adjacent opponent who has any (HU "elrabolhatja",
 * DE almanac "darf ... rauben": robbing is allowed, not required).
 * Validates @m, draws the stolen card if absent, and applies nothing. */
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
  const char *why;
  guint victims;

  if (hex < 0 || hex >= CATAN_N_LAND)
    return catan_fail (error, _("The robber must be moved to a land hex"));
  if (s->terrain[hex] == TSL_CATAN_SEA)
    return catan_fail (error, _("The robber must be moved to a land hex"));
  if (!catan_robber_hex_ok (s, (guint) hex))
    {
      if ((guint) hex == s->robber)
        return catan_fail (error, _("The robber must be moved to a different hex"));
      if (s->terrain[hex] == TSL_CATAN_OASIS)
        return catan_fail (error, _("The robber may not be moved to the oasis with the chosen rules"));
      why = catan_hooks_robber_barred (s);
      if (why != NULL)
        return catan_fail (error, "%s", why);
      return catan_fail (error, _("The robber may not be moved to the desert with the chosen rules"));
    }

  victims = catan_robber_victims (s, p, (guint) hex);
  if (victim < 0)
    {
      if ((m->flags & TSL_CATAN_MOVE_OUTCOME) && m->arg[2] >= 0)
        return catan_fail (error, _("Nothing can be stolen when no player is robbed"));
      *stolen = -1;
      return TRUE;
    }
  if ((guint) victim >= s->n_players || (guint) victim == p)
    return catan_fail (error, _("You can only rob one of your opponents"));
  if (catan_robber_protected (s) & (1u << victim))
    return catan_fail (error, "%s", catan_hooks_victim_spared (s));
  if (!(victims & (1u << victim)))
    {
      if (s->players[victim].n_res == 0 && (catan_own_buildings (s, (guint) victim) & TOPO ()->hex_vertices[hex]))
        return catan_fail (error, _("That player has no resource cards to steal"));
      return catan_fail (error, _("You can only rob a player with a settlement or city on that hex"));
    }
  *stolen = catan_card_from_hand (s, (guint) victim, (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0, m->arg[2], rng);
  if (*stolen < 0)
    return catan_fail (error, _("The recorded stolen card is not in that player’s hand"));
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
    catan_transfer (s, (guint) m->arg[1], p, (guint) stolen, 1);
  m->arg[2] = stolen;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
}

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

static void
settlement_to_city (CatanPlayer *pl,
                    guint        v)
{
  pl->settlements &= ~VBIT (v);
  pl->cities |= VBIT (v);
  pl->settlements_left++;
  pl->cities_left--;
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
    return catan_fail (error, _("There is no such intersection"));
  if (!settlement_site_error (s, (guint) v, error))
    return FALSE;

  catan_put_settlement (s, p, (guint) v);
  /* T&B S4, S5: "először 1 települést, majd 1 várost alapítanak". */
  if (s->setup_step >= s->n_players && (s->modules & CATAN_MODULES_IN (CATAN_FEATURE_CITY_FOUNDING)))
    {
      settlement_to_city (&s->players[p], (guint) v);
      catan_hooks_founded_city (s, p, (guint) v);
    }
  catan_hooks_built (s);
  catan_hooks_settled (s, p, (guint) v);
  s->last_settlement = (guint8) v;
  /* §4 round 2 (HU, DE): one card per land hex next to the second settlement. */
  if (s->setup_step >= s->n_players)
    for (guint i = 0; i < t->vertex_n_land[v]; i++)
      {
        guint r = catan_resource_of (s->terrain[t->vertex_land[v][i]]);

        if (r != CATAN_NONE && s->bank.count[r] > 0)
          catan_receive (s, p, r, 1);
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
    return catan_fail (error, _("There is no such path"));
  if (catan_edges_has (&s->roads_all, (guint) e))
    return catan_fail (error, _("You cannot build a road there: the path already has a road"));
  if (!catan_edges_has (&s->buildable_edges, (guint) e))
    return catan_fail (error, _("You cannot build a road there: the path lies between two sea hexes"));
  if (catan_edges_has (&s->bridge_sites, (guint) e))
    return catan_fail (error, _("No road may be built on a bridge site: only a bridge crosses the river"));
  if (t->edge_vertices[e][0] != s->last_settlement && t->edge_vertices[e][1] != s->last_settlement)
    return catan_fail (error, _("Your founding road must touch the settlement you just placed"));

  catan_put_road (s, p, (guint) e);
  s->setup_step++;
  if (s->setup_step >= tsl_turn_order_snake_len (s->n_players))
    {
      /* The start player, who placed last, takes the first turn (§4). */
      s->phase = CATAN_PHASE_ROLL;
      s->current = 0;
      s->turn = 1;
      catan_hooks_founding_done (s);
    }
  else
    {
      s->phase = CATAN_PHASE_SETUP_SETTLEMENT;
      s->current = (guint8) tsl_turn_order_snake_seat (s->setup_step, s->n_players);
    }
  return TRUE;
}

static gboolean
need_cost (const CatanState *s,
           guint             p,
           const guint8     *cost,
           const char       *message,
           GError          **error)
{
  /* @message is untranslated (N_()): translating it on every build would
   * cost more than the build itself. */
  if (!catan_covers (s->players[p].res.count, cost))
    return catan_fail (error, "%s", _(message));
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
    return catan_fail (error, _("There is no such path"));
  if (s->players[p].roads_left == 0)
    return catan_fail (error, _("You have no roads left to build"));
  if (catan_has_damaged_road (s, p))
    return catan_fail (error, _("Repair your road damaged by the earthquake before you build new roads"));
  if (!need_cost (s, p, catan_cost_road, N_("A road costs 1 lumber and 1 brick"), error))
    return FALSE;
  if (!catan_can_build_road_at (s, p, (guint) e))
    return road_error (s, p, (guint) e, error);
  catan_pay (s, p, catan_cost_road);
  catan_put_road (s, p, (guint) e);
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
    return catan_fail (error, _("There is no such intersection"));
  if (s->players[p].settlements_left == 0)
    return catan_fail (error, _("You have no settlements left: upgrade one to a city first"));
  if (!need_cost (s, p, catan_cost_settlement,
                  N_("A settlement costs 1 lumber, 1 brick, 1 wool and 1 grain"), error))
    return FALSE;
  if (!settlement_site_error (s, (guint) v, error))
    return FALSE;
  if (!(catan_sound_road_vertices (s, p) & VBIT (v)))
    return catan_fail (error, (s->players[p].road_vertices & VBIT (v))
                              ? _("You cannot build a settlement there: only a damaged road leads to it")
                              : _("You cannot build a settlement there: none of your roads leads to it"));
  catan_pay (s, p, catan_cost_settlement);
  catan_put_settlement (s, p, (guint) v);
  catan_hooks_built (s);
  catan_hooks_settled (s, p, (guint) v);
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
    return catan_fail (error, _("There is no such intersection"));
  if (!(pl->settlements & VBIT (v)))
    return catan_fail (error, _("A city can only replace one of your own settlements"));
  if (pl->cities_left == 0)
    return catan_fail (error, _("You have no cities left to build"));
  if (!need_cost (s, p, catan_cost_city, N_("A city costs 2 grain and 3 ore"), error))
    return FALSE;
  catan_pay (s, p, catan_cost_city);
  settlement_to_city (pl, (guint) v);
  s->built = TRUE;
  catan_hooks_built (s);
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
    return catan_fail (error, _("There are no development cards left"));
  if (!need_cost (s, p, catan_cost_dev, N_("A development card costs 1 wool, 1 grain and 1 ore"), error))
    return FALSE;
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      card = m->arg[0];
      if (card < 0 || card >= CATAN_N_DEV || tsl_deck_count (&s->dev_deck, (guint8) card) == 0)
        return catan_fail (error, _("The recorded development card is not left in the deck"));
      tsl_deck_take (&s->dev_deck, (guint8) card);
    }
  else
    {
      /* The deck's order carries no information: the card bought is drawn
       * from the action's generator, like every other outcome. */
      card = s->dev_deck.cards[tsl_rng_below (rng, s->dev_deck.len)];
      tsl_deck_take (&s->dev_deck, (guint8) card);
    }
  catan_pay (s, p, catan_cost_dev);
  m->arg[0] = card;
  /* A module may play the card at once. */
  if (!catan_hooks_card_bought (s, p, (guint) card))
    s->players[p].dev_new[card]++;
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
    return catan_fail (error, _("You cannot play a development card now"));
  if (s->dev_played)
    return catan_fail (error, _("You have already played a development card this turn"));
  if (pl->dev[kind] == 0)
    {
      if (pl->dev_new[kind] > 0)
        return catan_fail (error, _("You cannot play a development card in the turn you bought it"));
      return catan_fail (error, _("You do not have that development card"));
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
  if (catan_has_damaged_road (s, p))
    return catan_fail (error, _("Repair your road damaged by the earthquake before you build new roads"));
  if (!valid_edge (e1) || (e2 != -1 && !valid_edge (e2)))
    return catan_fail (error, _("There is no such path"));
  if (s->players[p].roads_left == 0)
    return catan_fail (error, _("You have no roads left to build"));
  if (!catan_can_build_road_at (s, p, (guint) e1))
    return road_error (s, p, (guint) e1, error);

  /* Work on a copy so that a bad second road changes nothing. */
  tmp = *s;
  catan_put_road (&tmp, p, (guint) e1);
  catan_road_spots (&tmp, p, &spots);
  if (e2 >= 0)
    {
      if (tmp.players[p].roads_left == 0)
        return catan_fail (error, _("You have only one road left to build"));
      if (!catan_edges_has (&spots, (guint) e2))
        return road_error (&tmp, p, (guint) e2, error);
      catan_put_road (&tmp, p, (guint) e2);
    }
  else if (tmp.players[p].roads_left > 0 && catan_edges_count (&spots) > 0)
    return catan_fail (error, _("Road Building builds two roads, or one if you have no road or no place left for a second"));

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
  if (catan_plenty_cards (s) == 0)
    return catan_fail (error, _("The bank has no resource cards to take with Year of Plenty"));
  if (catan_plenty_cards (s) == 1 && catan_sum5 (m->count) != 1)
    return catan_fail (error, _("The bank has only one resource card left: Year of Plenty takes that one"));
  if (catan_plenty_cards (s) == 2 && catan_sum5 (m->count) != 2)
    return catan_fail (error, _("Year of Plenty takes exactly 2 resource cards"));
  if (!catan_covers (s->bank.count, m->count))
    return catan_fail (error, _("The bank does not have those resource cards"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (m->count[r] > 0)
      catan_receive (s, p, r, m->count[r]);
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
    return catan_fail (error, _("Monopoly names one resource"));
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    for (guint q = 0; q < s->n_players; q++)
      if (m->count[q] != (q == p ? 0 : s->players[q].res.count[r]))
        return catan_fail (error, _("The recorded amounts taken do not match the players' hands"));
  for (guint q = 0; q < s->n_players; q++)
    {
      guint n = q == p ? 0 : s->players[q].res.count[r];

      m->count[q] = (guint8) n;
      if (n > 0)
        catan_transfer (s, q, p, (guint) r, n);
    }
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->players[p].dev[TSL_CATAN_MONOPOLY]--;
  s->progress_played[TSL_CATAN_MONOPOLY]++;
  s->dev_played = TRUE;
  return TRUE;
}

void
catan_check_victory (CatanState *s)
{
  /* §9 (HU, DE): the player whose turn it is wins on reaching the target;
   * hidden Victory Point cards count (they are revealed then). */
  if (s->phase != CATAN_PHASE_OVER && s->phase >= CATAN_PHASE_ROLL &&
      catan_vp (s, s->current) >= catan_player_target (s, s->current))
    {
      s->winner = s->current;
      s->phase = CATAN_PHASE_OVER;
    }
}

void
catan_end_turn (CatanState *s,
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
  s->gold_buys = 0;
  catan_hooks_end_turn (s);
  s->current = (guint8) tsl_turn_order_next (p, s->n_players);
  s->turn++;
  s->phase = CATAN_PHASE_ROLL;
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
  guint16 began;
  gint taken;
  CatanState before;

  if (s->phase == CATAN_PHASE_OVER)
    return catan_fail (error, _("The game is over"));
  if (m->type >= CATAN_N_MOVE_TYPES)
    return catan_fail (error, _("Unknown action"));
  if (!catan_domestic_trade_ok (s, m->type, error))
    return FALSE;
  /* Discards after a 7 come in any order (players discard at the same
   * time at the table), and so do the answers to an offer; the offerer may
   * complete or withdraw it at any moment.  get_actor() names one of them. */
  if (s->phase == CATAN_PHASE_DISCARD && m->type == TSL_CATAN_DISCARD &&
      m->player >= 0 && m->player < s->n_players && s->discard[m->player] > 0)
    actor = m->player;
  else if (s->phase == CATAN_PHASE_TRADE && m->player >= 0 && m->player < s->n_players &&
           (m->type == TSL_CATAN_ACCEPT_TRADE || m->type == TSL_CATAN_REJECT_TRADE))
    {
      if (!(s->trade_to & (1u << m->player)))
        return catan_fail (error, _("The trade offer was not made to you"));
      if (s->trade_answered & (1u << m->player))
        return catan_fail (error, _("You have already answered the trade offer"));
      actor = m->player;
    }
  else if (s->phase == CATAN_PHASE_TRADE && m->player == s->current &&
           (m->type == TSL_CATAN_CONFIRM_TRADE || m->type == TSL_CATAN_CANCEL_TRADE))
    actor = m->player;

  if (m->player != actor)
    {
      const char *wait = catan_hooks_actor_wait (s);   /* in a module's phase */

      /* Seats are named as in the files, from 0. */
      if (s->phase == CATAN_PHASE_DISCARD)
        return catan_fail (error, _("Seat %d must discard cards now"), actor);
      if (s->phase == CATAN_PHASE_TRADE && actor != s->current)
        return catan_fail (error, _("Seat %d must answer the trade offer now"), actor);
      if (wait != NULL)
        return catan_fail (error, wait, actor);
      return catan_fail (error, _("It is not seat %d’s turn but seat %u’s"), m->player, (guint) actor);
    }
  p = (guint) actor;
  if (!catan_hooks_move_played (s, m->type, error))
    return FALSE;
  if (!catan_check_phase (s, m->type, error))
    return FALSE;
  /* A module that checks what it records during the move (a drawn card, a
   * roll) does so after the move: a refused record leaves the state as it
   * was. */
  began = catan_hooks_move_begin (s, m);
  if (began != 0)
    before = *s;

  taken = catan_hooks_takes_over (s, p, m, rng, error);
  if (taken >= 0)
    ok = taken;
  else
    switch (m->type)
      {
      case TSL_CATAN_PLACE_SETTLEMENT:
        ok = place_settlement (s, p, m, error);
        break;
      case TSL_CATAN_PLACE_ROAD:
        ok = place_road (s, p, m, error);
        break;
      case TSL_CATAN_ROLL:
        ok = catan_roll (s, p, m, rng, error);
        break;
      case TSL_CATAN_DISCARD:
        ok = catan_discard (s, p, m, error);
        break;
      case TSL_CATAN_MOVE_ROBBER:
        ok = check_robber (s, p, m, &stolen, rng, error);
        if (ok)
          {
            apply_robber (s, p, m, stolen);
            s->phase = CATAN_PHASE_MAIN;
            m->count[4] = 0;   /* what a module records from count[4] after the robber */
            ok = catan_hooks_seven_done (s, m, rng, error);
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
        ok = catan_maritime_trade (s, p, m, error);
        break;
      case TSL_CATAN_OFFER_TRADE:
        ok = catan_offer_trade (s, p, m, error);
        break;
      case TSL_CATAN_ACCEPT_TRADE:
        ok = catan_answer_trade (s, p, m, TRUE, error);
        break;
      case TSL_CATAN_REJECT_TRADE:
        ok = catan_answer_trade (s, p, m, FALSE, error);
        break;
      case TSL_CATAN_CONFIRM_TRADE:
        ok = catan_confirm_trade (s, p, m, error);
        break;
      case TSL_CATAN_CANCEL_TRADE:
        ok = catan_cancel_trade (s, p, m, error);
        break;
      case TSL_CATAN_END_TURN:
        catan_end_turn (s, p);
        ok = TRUE;
        break;
      case TSL_CATAN_BUY_WITH_GOLD:
        ok = catan_buy_with_gold (s, p, m, error);
        break;
      default:
        ok = catan_hooks_apply (s, p, m, rng, error);   /* a module's move */
        break;
      }
  if (ok)
    ok = catan_hooks_move_end (s, m, began, rng, error);
  if (!ok)
    {
      if (began != 0)
        *s = before;
      return FALSE;
    }
  s->n_actions++;
  /* Only these can change the current player's points (or start a turn). */
  switch (m->type)
    {
    case TSL_CATAN_BUILD_ROAD:
    case TSL_CATAN_BUILD_SETTLEMENT:
    case TSL_CATAN_BUILD_CITY:
    case TSL_CATAN_BUY_DEV_CARD:
    case TSL_CATAN_PLAY_KNIGHT:
    case TSL_CATAN_PLAY_ROAD_BUILDING:
      s->progress_turn = s->turn;      /* progress, for the stall rule */
      catan_check_victory (s);
      break;
    case TSL_CATAN_END_TURN:
      /* A neutral piece can break an opponent's road and hand the current
       * player the Longest Road: he wins then, on his turn. */
      catan_check_victory (s);
      catan_end_if_stalled (s);
      break;
    case TSL_CATAN_BUY_WITH_GOLD:
    case TSL_CATAN_MARITIME_TRADE:
    case TSL_CATAN_CONFIRM_TRADE:
      if (catan_has_modules (s))
        catan_check_victory (s);   /* gold moves the Richest and Poor Settler cards */
      break;
    default:
      if (catan_hooks_progress (s, m->type))
        {
          s->progress_turn = s->turn;
          catan_check_victory (s);
        }
      break;
    }
  catan_hooks_after_move (s, m);
  return TRUE;
}

/* After a module's move that ends the turn once it is over (a vote, the
 * last battle): the turn ends when the move left the main phase. */
void
catan_end_turn_when_done (CatanState *s)
{
  catan_check_victory (s);
  if (s->phase != CATAN_PHASE_MAIN)
    return;
  catan_end_turn (s, s->current);
  catan_check_victory (s);
  catan_end_if_stalled (s);
}
