/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-hooks-private.h"
#include "tsl-catan-traders-private.h"
#include "tsl-catan-two-player-private.h"

/* Traders & Barbarians (seed 002, KERESKEDŐK ÉS BARBÁROK; docs/rules-catan-tb.md,
 * S5): the wagons' movement, tasks and deliveries, wagon upgrades, the
 * barbarians (chased by a wagon, moved by a 7) and roads on the
 * destinations' paths.  HU quotations are from the seed. */

/* A road, as in tsl-catan-rules.c (a copy: the rules call this file). */
static const guint8 road_cost[CATAN_N_RES] = { 1, 1, 0, 0, 0 };

/* The owner of a road on @path (a seat, or a neutral player 2..3), -1. */
gint
catan_tb_path_owner (const CatanState *s,
                     guint             path)
{
  if (path >= CATAN_N_EDGES)
    {
      guint8 o = s->slice_traders_barbarians.tb_path_road[path - CATAN_TB_FIRST_PATH];
      return o == CATAN_NONE ? -1 : o;
    }
  if (!catan_edges_has (&s->roads_all, path))
    return -1;
  for (guint q = 0; q < catan_n_owners (s); q++)
    if (catan_edges_has (&s->players[q].roads, path))
      return (gint) q;
  return -1;
}

gint
catan_tb_barbarian_at (const CatanState *s,
                       guint             path)
{
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    if (s->slice_traders_barbarians.tb_barbarian[i] == path)
      return (gint) i;
  return -1;
}

/* HU "Ha a játékos egy útvonalon (út nélkül) lépteti a szekerét, a lépés 2
 * mozgáspontba kerül. Ha saját útján lép, 1 mozgáspontot fizet. Ha egy az
 * ellenfél által épített úton lép, az szintén 2 mozgáspontba kerül, de
 * ezen felül az út tulajdonosának is köteles 1 aranyat fizetni." and "Ha egy
 * barbár áll az úton (vagy útvonalon), az megemeli a lépés költségét 2
 * további mozgásponttal".  Catan Events' Earthquake: a damaged own road
 * costs 2 ("Aki egy keresztbefordított úton lép, 2 mozgáspontot használ el"). */
guint
catan_tb_step_cost (const CatanState *s,
                    guint             p,
                    guint             path,
                    guint            *toll)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  gboolean own, road;
  guint cost = 2;

  /* Whose road only matters as own or not: the search's playouts ask
   * this for every path at every wagon step. */
  if (path < CATAN_N_EDGES)
    {
      own = catan_edges_has (&s->players[p].roads, path);
      road = own || catan_edges_has (&s->roads_all, path);
    }
  else
    {
      guint8 o = tb->tb_path_road[path - CATAN_TB_FIRST_PATH];

      own = o == p;
      road = o != CATAN_NONE;
    }
  *toll = 0;
  if (own)
    cost = path < CATAN_N_EDGES && catan_edges_has (&s->roads_damaged, path) ? 2 : 1;
  else if (road)
    *toll = CATAN_TB_TOLL;
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    if (tb->tb_barbarian[i] == path)
      return cost + CATAN_TB_BARBARIAN_MP;   /* one barbarian a path at most */
  return cost;
}

static const TslCatanWagonCard *
wagon_card (const CatanState *s,
            guint             p)
{
  return &catan_traders_data ()->wagon[MAX (s->slice_traders_barbarians.tb_level[p], 1) - 1];
}

/* The current player's movement points left this turn. */
guint
catan_tb_mp_left (const CatanState *s)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint total = wagon_card (s, s->current)->mp + (tb->tb_grain ? CATAN_TB_GRAIN_MP : 0);

  if (tb->tb_arrived || tb->tb_mp_used >= total)
    return 0;
  return total - tb->tb_mp_used;
}

static gboolean
may_move (const CatanState *s,
          guint             p)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  return catan_traders_barbarians (s) && s->phase == CATAN_PHASE_MAIN && p == s->current &&
         tb->tb_barbarian_move == CATAN_NONE && !tb->tb_arrived && tb->tb_wagon[p] != CATAN_NONE;
}

/* The path from the wagon's node to the neighbouring @node, or -1. */
static gint
path_to (const CatanState *s,
         guint             from,
         guint             node)
{
  guint8 paths[4];
  guint n = catan_tb_node_paths (s, from, paths);

  for (guint i = 0; i < n; i++)
    {
      guint a, b;

      catan_tb_path_ends (s, paths[i], &a, &b);
      if ((a == from && b == node) || (b == from && a == node))
        return paths[i];
    }
  return -1;
}

guint64
catan_tb_wagon_targets (const CatanState *s,
                        guint             p)
{
  guint8 paths[4];
  guint n, from, left;
  guint64 out = 0;

  if (!may_move (s, p))
    return 0;
  from = s->slice_traders_barbarians.tb_wagon[p];
  left = catan_tb_mp_left (s);
  n = catan_tb_node_paths (s, from, paths);
  for (guint i = 0; i < n; i++)
    {
      guint a, b, toll;
      guint cost = catan_tb_step_cost (s, p, paths[i], &toll);

      catan_tb_path_ends (s, paths[i], &a, &b);
      if (cost <= left && s->gold[p] >= toll)
        out |= G_GUINT64_CONSTANT (1) << (a == from ? b : a);
    }
  return out;
}

/* HU "Szekérkaravánjának 2. szintjétől kezdve a játékos megpróbálhatja
 * elűzni a barbárt. Szekér figurájával megáll a barbár előtti
 * kereszteződésen": a bit per barbarian on a path at the wagon's node.
 * One try a turn (docs: keeps a turn finite). */
guint
catan_tb_chase_targets (const CatanState *s,
                        guint             p)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint out = 0;

  if (!may_move (s, p) || tb->tb_chased || wagon_card (s, p)->chase == 0)
    return 0;
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    {
      guint a, b;

      catan_tb_path_ends (s, tb->tb_barbarian[i], &a, &b);
      if (a == tb->tb_wagon[p] || b == tb->tb_wagon[p])
        out |= 1u << i;
    }
  return out;
}

/* "Egy útvonalon/úton csak egy barbár állhat." */
gboolean
catan_tb_barbarian_spot (const CatanState *s,
                         guint             path)
{
  return path < TSL_CATAN_TB_PATHS && catan_tb_path_valid (s, path) && catan_tb_barbarian_at (s, path) < 0;
}

gboolean
catan_traders_path_road (const CatanState *s,
                         const TslMove    *m)
{
  return catan_traders_barbarians (s) && m->arg[0] >= CATAN_N_EDGES;
}

/* "Az útvonalakra a megszokott szabályok szerint lehet utat építeni": a
 * destination path touching the player's network at its corner (not
 * through an opponent's building) or, through the centre, another of the
 * player's roads on the same destination. */
static gboolean
path_road_connected (const CatanState *s,
                     guint             p,
                     guint             path)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint d = (path - CATAN_TB_FIRST_PATH) / 4;
  guint corner = tb->tb_corner[d][(path - CATAN_TB_FIRST_PATH) % 4];
  guint64 others = s->occupied & ~catan_own_buildings (s, p);

  if (catan_own_buildings (s, p) & VBIT (corner))
    return TRUE;
  if ((catan_sound_road_vertices (s, p) & VBIT (corner)) && !(others & VBIT (corner)))
    return TRUE;
  for (guint k = 0; k < 4; k++)
    if (tb->tb_path_road[4 * d + k] == p)
      return TRUE;
  return FALSE;
}

static gboolean
path_road_ok (const CatanState *s,
              guint             p,
              gint              path,
              GError          **error)
{
  if (path < CATAN_N_EDGES || path >= TSL_CATAN_TB_PATHS || !catan_tb_path_valid (s, (guint) path))
    return catan_fail (error, _("There is no such path"));
  if (s->slice_traders_barbarians.tb_path_road[path - CATAN_TB_FIRST_PATH] != CATAN_NONE)
    return catan_fail (error, _("You cannot build a road there: the path already has a road"));
  if (s->players[p].roads_left == 0)
    return catan_fail (error, _("You have no roads left to build"));
  if (catan_has_damaged_road (s, p))
    return catan_fail (error, _("Repair your road damaged by the earthquake before you build new roads"));
  if (!catan_covers (s->players[p].res.count, road_cost))
    return catan_fail (error, _("A road costs 1 lumber and 1 brick"));
  if (!path_road_connected (s, p, (guint) path))
    return catan_fail (error, _("You cannot build a road there: it is not connected to your road network"));
  return TRUE;
}

gboolean
catan_traders_build_path_road (CatanState *s,
                               guint       p,
                               TslMove    *m,
                               GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint path = (guint) m->arg[0];
  guint d;

  if (!path_road_ok (s, p, m->arg[0], error))
    return FALSE;
  d = (path - CATAN_TB_FIRST_PATH) / 4;
  catan_pay (s, p, road_cost);
  tb->tb_path_road[path - CATAN_TB_FIRST_PATH] = (guint8) p;
  s->players[p].roads_left--;
  s->players[p].road_vertices |= VBIT (tb->tb_corner[d][(path - CATAN_TB_FIRST_PATH) % 4]);
  /* Through the centre the roads on one destination join up. */
  for (guint k = 0; k < 4; k++)
    if (tb->tb_path_road[4 * d + k] == p)
      s->players[p].road_vertices |= VBIT (tb->tb_corner[d][k]);
  s->built = TRUE;
  return TRUE;
}

/* "Ezután mindenki a városa mellé helyezi a szekér figuráját." */
void
catan_traders_barbarians_founded_city (CatanState *s,
                                       guint       p,
                                       guint       v)
{
  if (catan_traders_barbarians (s))
    s->slice_traders_barbarians.tb_wagon[p] = (guint8) v;
}

void
catan_traders_barbarians_end_turn (CatanState *s)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;

  tb->tb_mp_used = 0;
  tb->tb_grain = 0;
  tb->tb_moving = 0;
  tb->tb_arrived = 0;
  tb->tb_chased = 0;
  tb->tb_neutral_tolls = 0;
  tb->tb_barbarian_move = CATAN_NONE;
}

static gboolean
is_movement (guint type)
{
  return type == TSL_CATAN_MOVE_WAGON || type == TSL_CATAN_WAGON_GRAIN ||
         type == TSL_CATAN_CHASE_BARBARIAN || type == TSL_CATAN_MOVE_BARBARIAN;
}

gboolean
catan_traders_barbarians_phase_ok (const CatanState *s,
                                   guint             type,
                                   GError          **error)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  if (type == TSL_CATAN_MOVE_ROBBER || type == TSL_CATAN_PLAY_KNIGHT || type == TSL_CATAN_ROBBER_TO_DESERT)
    return catan_fail (error, _("There is no robber in Traders & Barbarians: a 7 moves a barbarian"));
  if (s->phase == CATAN_PHASE_ROLL && type == TSL_CATAN_MOVE_BARBARIAN && !catan_two_player (s))
    return catan_fail (error, _("A barbarian moves only after a 7 or when a wagon chases it away"));
  if (s->phase != CATAN_PHASE_MAIN)
    return TRUE;
  if (tb->tb_barbarian_move != CATAN_NONE && type != TSL_CATAN_MOVE_BARBARIAN)
    return catan_fail (error, _("Move the barbarian you chased away first"));
  if (type == TSL_CATAN_MOVE_BARBARIAN && tb->tb_barbarian_move == CATAN_NONE && !catan_two_player (s))
    return catan_fail (error, _("A barbarian moves only after a 7 or when a wagon chases it away"));
  if (tb->tb_moving && !is_movement (type) && type != TSL_CATAN_END_TURN)
    return catan_fail (error, _("Trading and building come before the wagon moves"));
  return TRUE;
}

/* HU "Ha ... elér egy célmezőt, vége a mozgásnak"; at the destination the
 * task is done ("1 győzelmi pontot ér. Ezen kívül ... 1-5 aranyat") and,
 * without a task, the top commodity card there is the next one. */
static gboolean
arrive (CatanState *s,
        guint       p,
        guint       d,
        TslMove    *m,
        TslRng     *rng,
        GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint total = 0;
  gint good = -1;

  if (tb->tb_task[p] != CATAN_NONE && catan_tb_needed_at (tb->tb_task[p]) == d)
    {
      tb->tb_delivered[p]++;
      catan_gold_gain (s, p, wagon_card (s, p)->gold);
      tb->tb_task[p] = CATAN_NONE;
      s->progress_turn = s->turn;
    }
  if (tb->tb_task[p] == CATAN_NONE)
    for (guint k = 0; k < TSL_CATAN_N_GOODS; k++)
      total += tb->tb_goods[d][k];
  if (total > 0 && (m->flags & TSL_CATAN_MOVE_OUTCOME))
    {
      good = m->arg[1];
      if (good < 0 || good >= TSL_CATAN_N_GOODS || tb->tb_goods[d][good] == 0)
        return catan_fail (error, _("The recorded commodity card is not left at that destination"));
    }
  else if (total > 0)
    {
      guint pick = tsl_rng_below (rng, total);

      for (good = 0; pick >= tb->tb_goods[d][good]; good++)
        pick -= tb->tb_goods[d][good];
    }
  else if ((m->flags & TSL_CATAN_MOVE_OUTCOME) && m->arg[1] != -1)
    return catan_fail (error, _("No commodity card is drawn there"));
  if (good >= 0)
    {
      tb->tb_goods[d][good]--;
      tb->tb_task[p] = (guint8) good;
    }
  m->arg[1] = good;
  return TRUE;
}

static gboolean
move_wagon (CatanState *s,
            guint       p,
            TslMove    *m,
            TslRng     *rng,
            GError    **error)
{
  gint node = m->arg[0];
  gint path;
  guint cost, toll;
  gint owner;
  CatanState before;

  if (!may_move (s, p))
    return catan_fail (error, s->slice_traders_barbarians.tb_arrived
                              ? _("Your wagon has reached a destination: its movement is over")
                              : _("Your wagon cannot move now"));
  if (node < 0 || node >= TSL_CATAN_TB_NODES)
    return catan_fail (error, _("There is no such intersection"));
  path = path_to (s, s->slice_traders_barbarians.tb_wagon[p], (guint) node);
  if (path < 0)
    return catan_fail (error, _("The wagon moves along one path to a neighbouring intersection"));
  cost = catan_tb_step_cost (s, p, (guint) path, &toll);
  if (cost > catan_tb_mp_left (s))
    return catan_fail (error, g_dngettext (GETTEXT_PACKAGE, "That step costs %u movement point, more than your wagon has left",
                                        "That step costs %u movement points, more than your wagon has left", cost),
                       cost);
  if (s->gold[p] < toll)
    return catan_fail (error, _("Using another player’s road costs 1 gold, and you have none"));

  before = *s;
  owner = catan_tb_path_owner (s, (guint) path);
  if (toll > 0)
    {
      catan_gold_spend (s, p, toll);
      /* Two-player: "a szekér figura mozgatásáért fizetendő aranyak felét a
       * banknak, másik felét a játékostársának fizeti": every second toll
       * on a neutral road goes to the other seat (docs). */
      if (owner < s->n_players)
        catan_gold_gain (s, (guint) owner, toll);
      else if (s->slice_traders_barbarians.tb_neutral_tolls++ % 2 == 1)
        catan_gold_gain (s, 1 - p, toll);
    }
  s->slice_traders_barbarians.tb_mp_used = (guint8) (s->slice_traders_barbarians.tb_mp_used + cost);
  s->slice_traders_barbarians.tb_moving = TRUE;
  s->slice_traders_barbarians.tb_wagon[p] = (guint8) node;
  if (node >= CATAN_TB_FIRST_CENTRE)
    {
      s->slice_traders_barbarians.tb_arrived = TRUE;
      if (!arrive (s, p, (guint) node - CATAN_TB_FIRST_CENTRE, m, rng, error))
        {
          *s = before;
          return FALSE;
        }
    }
  else
    {
      if ((m->flags & TSL_CATAN_MOVE_OUTCOME) && m->arg[1] != -1)
        {
          *s = before;
          return catan_fail (error, _("No commodity card is drawn there"));
        }
      m->arg[1] = -1;
    }
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  return TRUE;
}

static gboolean
wagon_grain (CatanState *s,
             guint       p,
             GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  static const guint8 grain[CATAN_N_RES] = { 0, 0, 0, 1, 0 };

  if (!may_move (s, p))
    return catan_fail (error, _("Your wagon cannot move now"));
  /* "(csak 1 kártya engedélyezett!)" */
  if (tb->tb_grain)
    return catan_fail (error, _("Only one grain a turn speeds up the wagon"));
  if (s->players[p].res.count[TSL_CATAN_GRAIN] == 0)
    return catan_fail (error, _("Speeding up the wagon costs 1 grain"));
  catan_pay (s, p, grain);
  tb->tb_grain = TRUE;
  tb->tb_moving = TRUE;
  return TRUE;
}

/* HU "dob 1 kockával. Ha dobásának értéke látható a legutóbb felfordított
 * szekérkártyáján, áthelyezheti a barbárt egy tetszőleges útvonalra/útra". */
static gboolean
chase_barbarian (CatanState *s,
                 guint       p,
                 TslMove    *m,
                 TslRng     *rng,
                 GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  gint path = m->arg[0];
  gint i = path >= 0 && path < TSL_CATAN_TB_PATHS ? catan_tb_barbarian_at (s, (guint) path) : -1;
  gint die;

  if (wagon_card (s, p)->chase == 0)
    return catan_fail (error, _("A wagon chases barbarians from level 2 on"));
  if (tb->tb_chased && may_move (s, p))
    return catan_fail (error, _("You have already tried to chase a barbarian this turn"));
  if (i < 0)
    return catan_fail (error, _("There is no barbarian on that path"));
  if (!(catan_tb_chase_targets (s, p) & (1u << i)))
    return catan_fail (error, _("Your wagon must stand at an end of the barbarian’s path to chase it"));
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      die = m->arg[1];
      if (die < 1 || die > 6)
        return catan_fail (error, _("A die shows 1 to 6"));
    }
  else
    die = tsl_rng_range (rng, 1, 6);
  m->arg[1] = die;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  tb->tb_chased = TRUE;
  tb->tb_moving = TRUE;
  if (wagon_card (s, p)->chase & (1u << die))
    tb->tb_barbarian_move = (guint8) i;
  return TRUE;
}

/* After a 7 (HU "a 3 barbár egyikét átrakja egy másik útvonalra/útra. Ha
 * útra rakja a barbárt, húzhat egy nyersanyagkártyát ... az út
 * tulajdonosától") or a chase won ("nem húzhat tőle nyersanyagot"). */
static gboolean
move_barbarian (CatanState *s,
                guint       p,
                TslMove    *m,
                TslRng     *rng,
                GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  gint from = m->arg[0], to = m->arg[1];
  gint i = from >= 0 && from < TSL_CATAN_TB_PATHS ? catan_tb_barbarian_at (s, (guint) from) : -1;
  gboolean seven = s->phase == CATAN_PHASE_ROBBER;
  /* Two-player: "1 kereskedő zsetonért a rabló sivatagba való száműzése
   * helyett egy barbár áthelyezhető egy útvonalra (nem útra)." */
  gboolean token = !seven && tb->tb_barbarian_move == CATAN_NONE;
  gint owner, stolen = -1;

  if (token && !catan_check_token_action (s, p, error))
    return FALSE;
  if (i < 0)
    return catan_fail (error, _("There is no barbarian on that path"));
  if (!seven && !token && i != tb->tb_barbarian_move)
    return catan_fail (error, _("Move the barbarian you chased away"));
  if (to < 0 || to >= TSL_CATAN_TB_PATHS || !catan_tb_path_valid (s, (guint) to))
    return catan_fail (error, _("A barbarian goes to a path of the island"));
  if (to == from)
    return catan_fail (error, _("The barbarian must go to another path"));
  if (!catan_tb_barbarian_spot (s, (guint) to))
    return catan_fail (error, _("Only one barbarian may stand on a path"));
  owner = catan_tb_path_owner (s, (guint) to);
  if (token && owner >= 0)
    return catan_fail (error, _("A trade token moves a barbarian onto a path without a road"));
  if (seven && owner >= 0 && owner < s->n_players && (guint) owner != p &&
      s->players[owner].n_res > 0 && !(catan_robber_protected (s) & (1u << owner)))
    {
      stolen = catan_card_from_hand (s, (guint) owner, (m->flags & TSL_CATAN_MOVE_OUTCOME) != 0, m->arg[2], rng);
      if (stolen < 0)
        return catan_fail (error, _("The recorded stolen card is not in that player’s hand"));
    }
  else if ((m->flags & TSL_CATAN_MOVE_OUTCOME) && m->arg[2] != -1)
    return catan_fail (error, _("Nothing can be stolen there"));

  tb->tb_barbarian[i] = (guint8) to;
  if (stolen >= 0)
    catan_transfer (s, (guint) owner, p, (guint) stolen, 1);
  m->arg[2] = stolen;
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  if (token)
    {
      s->slice_two_player.tokens[p] -= (guint8) catan_token_cost (s, p);
      s->slice_two_player.token_used |= CATAN_TOKEN_ACTION;
    }
  else if (seven)
    {
      s->phase = CATAN_PHASE_MAIN;
      if (s->slice_two_player.pending_roll != 0)
        catan_produce (s, s->slice_two_player.pending_roll, 2);
      s->slice_two_player.pending_roll = 0;
    }
  else
    tb->tb_barbarian_move = CATAN_NONE;
  return TRUE;
}

/* HU "befizeti a legfelső lefordított szekérkártyán látható nyersanyagokat"
 * ... "Ha ... eléri a legmagasabb 5. szintet, 1 győzelmi pontot kap." */
static gboolean
upgrade_wagon (CatanState *s,
               guint       p,
               GError    **error)
{
  CatanTradersSlice *tb = &s->slice_traders_barbarians;
  const TslCatanWagonCard *next;

  if (tb->tb_level[p] >= TSL_CATAN_TB_WAGON_LEVELS)
    return catan_fail (error, _("Your wagon is already at level 5"));
  next = &catan_traders_data ()->wagon[tb->tb_level[p]];
  if (!catan_covers (s->players[p].res.count, next->cost))
    return catan_fail (error, _("You do not have the resources the next wagon card shows"));
  catan_pay (s, p, next->cost);
  tb->tb_level[p]++;
  s->built = TRUE;
  s->progress_turn = s->turn;
  return TRUE;
}

gboolean
catan_traders_barbarians_apply (CatanState *s,
                     guint       p,
                     TslMove    *m,
                     TslRng     *rng,
                     GError    **error)
{
  if (!catan_traders_barbarians (s))
    return catan_fail (error, _("Wagons and barbarians on paths belong to the Traders & Barbarians scenario"));
  switch (m->type)
    {
    case TSL_CATAN_MOVE_WAGON:
      return move_wagon (s, p, m, rng, error);
    case TSL_CATAN_WAGON_GRAIN:
      return wagon_grain (s, p, error);
    case TSL_CATAN_CHASE_BARBARIAN:
      return chase_barbarian (s, p, m, rng, error);
    case TSL_CATAN_MOVE_BARBARIAN:
      return move_barbarian (s, p, m, rng, error);
    default:
      return upgrade_wagon (s, p, error);
    }
}

static void
push_barbarian_moves (const CatanState *s,
                      guint             p,
                      guint             i,
                      TslMoveList      *out)
{
  for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
    if (catan_tb_barbarian_spot (s, x))
      {
        TslMove *m = catan_push_move (out, TSL_CATAN_MOVE_BARBARIAN, p);

        m->arg[0] = s->slice_traders_barbarians.tb_barbarian[i];
        m->arg[1] = (gint32) x;
        m->arg[2] = -1;
      }
}

/* Two-player: the trade-token action, onto a path without a road. */
void
catan_traders_token_moves (const CatanState *s,
                           guint             p,
                           TslMoveList      *out)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  if (!catan_traders_barbarians (s) || !catan_two_player (s) || tb->tb_barbarian_move != CATAN_NONE ||
      !catan_check_token_action (s, p, NULL))
    return;
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    for (guint x = 0; x < TSL_CATAN_TB_PATHS; x++)
      if (catan_tb_barbarian_spot (s, x) && catan_tb_path_owner (s, x) < 0)
        {
          TslMove *m = catan_push_move (out, TSL_CATAN_MOVE_BARBARIAN, p);

          m->arg[0] = tb->tb_barbarian[i];
          m->arg[1] = (gint32) x;
          m->arg[2] = -1;
        }
}

static void
movement_moves (const CatanState *s,
                guint             p,
                TslMoveList      *out)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  guint64 targets = catan_tb_wagon_targets (s, p);
  guint chase = catan_tb_chase_targets (s, p);

  for (guint n = 0; n < TSL_CATAN_TB_NODES; n++)
    if (targets & (G_GUINT64_CONSTANT (1) << n))
      {
        TslMove *m = catan_push_move (out, TSL_CATAN_MOVE_WAGON, p);

        m->arg[0] = (gint32) n;
        m->arg[1] = -1;
      }
  if (may_move (s, p) && !tb->tb_grain && s->players[p].res.count[TSL_CATAN_GRAIN] > 0)
    catan_push_move (out, TSL_CATAN_WAGON_GRAIN, p);
  for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
    if (chase & (1u << i))
      catan_push_move (out, TSL_CATAN_CHASE_BARBARIAN, p)->arg[0] = tb->tb_barbarian[i];
}

/* The moves when the scenario alone decides them: a barbarian to move
 * (after a 7 or a chase won), or the movement phase. */
gboolean
catan_traders_legal (const CatanState *s,
                     guint             p,
                     TslMoveList      *out)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;

  if (!catan_traders_barbarians (s))
    return FALSE;
  if (s->phase == CATAN_PHASE_ROBBER)
    {
      for (guint i = 0; i < TSL_CATAN_TB_BARBARIANS; i++)
        push_barbarian_moves (s, p, i, out);
      return TRUE;
    }
  if (s->phase != CATAN_PHASE_MAIN)
    return FALSE;
  if (tb->tb_barbarian_move != CATAN_NONE)
    {
      push_barbarian_moves (s, p, tb->tb_barbarian_move, out);
      return TRUE;
    }
  if (!tb->tb_moving)
    return FALSE;
  catan_push_move (out, TSL_CATAN_END_TURN, p);
  movement_moves (s, p, out);
  catan_traders_token_moves (s, p, out);
  return TRUE;
}

/* Added to the main phase's moves before the wagon moves. */
void
catan_traders_legal_main (const CatanState *s,
                          guint             p,
                          TslMoveList      *out)
{
  const CatanTradersSlice *tb = &s->slice_traders_barbarians;
  const CatanPlayer *pl = &s->players[p];

  if (!catan_traders_barbarians (s))
    return;
  if (tb->tb_level[p] < TSL_CATAN_TB_WAGON_LEVELS &&
      catan_covers (pl->res.count, catan_traders_data ()->wagon[tb->tb_level[p]].cost))
    catan_push_move (out, TSL_CATAN_UPGRADE_WAGON, p);
  if (pl->roads_left > 0 && catan_covers (pl->res.count, road_cost) && !catan_has_damaged_road (s, p))
    for (guint x = CATAN_TB_FIRST_PATH; x < TSL_CATAN_TB_PATHS; x++)
      if (path_road_ok (s, p, (gint) x, NULL))
        catan_push_move (out, TSL_CATAN_BUILD_ROAD, p)->arg[0] = (gint32) x;
  movement_moves (s, p, out);
  catan_traders_token_moves (s, p, out);
}
