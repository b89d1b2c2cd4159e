/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-barbarian-attack-private.h"
#include "tsl-catan-fishermen-private.h"
#include "tsl-catan-hooks-private.h"
#include "tsl-catan-two-player-private.h"
#include "tsl-error.h"

/* Two-player Catan (seed 002, "KÉTSZEMÉLYES CATAN"; digest V4 in
 * ../shared/rules/traders-barbarians.md; docs/rules-catan-tb.md): the two
 * neutral players (players[2], players[3]), the second production roll,
 * neutral building and the trade tokens.  rules.c calls in here; nothing
 * here calls rules.c. */

/* The neutrals' founding settlements when the setup names none: the seed
 * shows them only in a picture, so these are our choice (docs): one inner
 * intersection of three land hexes at the north and one at the south, the
 * same places on every standard board. */
static const gint neutral_default[2][3][2] = {
  { { 0, -2 }, { 1, -2 }, { 0, -1 } },
  { { -1, 2 }, { 0, 2 }, { 0, 1 } },
};

static gint
vertex_at (const gint hexes[3][2])
{
  const CatanTopo *t = TOPO ();

  for (guint v = 0; v < CATAN_N_VERTICES; v++)
    {
      guint found = 0;

      for (guint i = 0; i < 3; i++)
        for (guint k = 0; k < 3; k++)
          {
            const TslHexCoord *h = &t->hex->hexes[t->hex->vertex_hexes[v][k]];

            if (h->q == hexes[i][0] && h->r == hexes[i][1])
              found++;
          }
      if (found == 3)
        return (gint) v;
    }
  g_assert_not_reached ();
  return -1;
}

/* HU "ALAPÍTÓFÁZIS": one settlement of each neutral colour, without a road,
 * before the two players found; each player starts with 5 tokens
 * ("A játék elején mindkét játékos kap 5 zsetont"). */
gboolean
catan_two_player_init (CatanState *s,
                       JsonNode   *setup,
                       GError    **error)
{
  JsonNode *node = NULL;
  gint v[2];

  if (setup != NULL && JSON_NODE_HOLDS_OBJECT (setup))
    node = json_object_get_member (json_node_get_object (setup), "neutrals");
  if (!catan_two_player (s))
    {
      if (node != NULL)
        return catan_setup_error (error, _("The setup’s “neutrals” belong to two-player games only"));
      return TRUE;
    }

  if (node != NULL)
    {
      JsonArray *a = JSON_NODE_HOLDS_ARRAY (node) ? json_node_get_array (node) : NULL;

      if (a == NULL || json_array_get_length (a) != 2)
        return catan_setup_error (error, _("The setup’s “neutrals” must list two intersections, "
                                           "the founding settlements of the two neutral players"));
      for (guint i = 0; i < 2; i++)
        {
          v[i] = catan_parse_vertex (json_array_get_element (a, i), error);
          if (v[i] < 0)
            {
              if (*error != NULL)
                {
                  /* Translators: a game file's setup; the reason is a whole sentence translated
                   * on its own (it starts with a capital where a language capitalises after a colon) */
                  char *message = g_strdup_printf (_("The setup’s “neutrals”: %s"), (*error)->message);

                  g_free ((*error)->message);
                  (*error)->message = message;
                  (*error)->code = TSL_ERROR_INVALID_SETUP;
                }
              return FALSE;
            }
        }
    }
  else
    for (guint i = 0; i < 2; i++)
      v[i] = vertex_at (neutral_default[i]);

  for (guint i = 0; i < 2; i++)
    if (!(s->buildable_vertices & VBIT (v[i])))
      return catan_setup_error (error, _("A neutral player’s founding settlement must touch land"));
  if (v[0] == v[1] || (TOPO ()->vertex_nbr_mask[v[0]] & VBIT (v[1])))
    return catan_setup_error (error, _("The neutral players’ founding settlements must keep the distance rule"));

  for (guint i = 0; i < 2; i++)
    {
      catan_put_settlement (s, 2 + i, (guint) v[i]);
      s->slice_two_player.neutral_start[i] = (guint8) v[i];
      /* Fishermen: "Kereskedő zsetonokra nincs szükség". */
      s->slice_two_player.tokens[i] = catan_fishermen (s) ? 0 : CATAN_TOKENS_START;
    }
  return TRUE;
}

/* HU "kétszer dob egymás után ... Ha a második dobás ugyanazt a számot
 * eredményezi, mint az első, meg kell ismételni": the second roll, drawn
 * until its sum differs from @first, or checked when recorded (count[2],
 * count[3]; zeros mean "not recorded").  Changes only @m.  Any roll that
 * comes first may call it (two event cards are the lead's to combine). */
gboolean
catan_second_roll (const CatanState *s,
                   TslMove          *m,
                   guint             first,
                   TslRng           *rng,
                   GError          **error)
{
  guint c = m->count[2], d = m->count[3];

  if (c != 0 || d != 0)
    {
      if (c < 1 || c > 6 || d < 1 || d > 6)
        return catan_fail (error, _("A die shows 1 to 6"));
      if (c + d == first)
        return catan_fail (error, _("The second roll must differ from the first: it is rolled again until it does"));
      if (catan_traders_barbarians (s) && (c + d == 2 || c + d == 12))
        return catan_fail (error, _("A 2 or 12 is rolled again in Traders & Barbarians: record the roll that counts"));
    }
  else
    /* Traders & Barbarians: a 2 or 12 is rolled again, the second roll too. */
    do
      {
        c = (guint) tsl_rng_range (rng, 1, 6);
        d = (guint) tsl_rng_range (rng, 1, 6);
      }
    while (c + d == first || (catan_traders_barbarians (s) && (c + d == 2 || c + d == 12)));
  m->count[2] = (guint8) c;
  m->count[3] = (guint8) d;
  return TRUE;
}

/* "Aki települést épít a sivatagra (az alapítófázisban is), 2 zsetont kap.
 * Aki a tengerpartra ..., 1 zsetont kap. ... a sivatagon és a tengerparton
 * is áll, 3 zsetont kap."  The supply holds 20 tokens: no more than it
 * holds can be taken (docs). */
void
catan_two_player_settled (CatanState *s,
                          guint       p,
                          guint       v)
{
  CatanTwoPlayerSlice *tp = &s->slice_two_player;
  const CatanTopo *t = TOPO ();
  guint gain = 0;
  guint supply;

  /* Fishermen: "Kereskedő zsetonokra nincs szükség" (no trade tokens). */
  if (!catan_two_player (s) || p >= 2 || catan_fishermen (s))
    return;
  for (guint i = 0; i < t->vertex_n_land[v]; i++)
    if (catan_is_wasteland (s, t->vertex_land[v][i]))   /* Rivers: the swamp (HU "Aki települést alapít a mocsárnál") */
      {
        /* Traders & Barbarians: "Egy célmezőre épített településért 1
         * kereskedő zseton jár" (its destinations replace the desert). */
        gain += catan_traders_barbarians (s) ? 1 : 2;
        break;
      }
  /* The coast: an intersection touching the sea frame or a sea hex. */
  if (t->vertex_n_land[v] < 3)
    gain += 1;
  else
    for (guint i = 0; i < 3; i++)
      if (s->terrain[t->vertex_land[v][i]] == TSL_CATAN_SEA)
        {
          gain += 1;
          break;
        }
  supply = CATAN_TOKENS_TOTAL - tp->tokens[0] - tp->tokens[1];
  tp->tokens[p] += (guint8) MIN (gain, supply);
}

static gboolean
neutral_settlement_ok (const CatanState *s,
                       guint             n)
{
  return s->players[2 + n].settlements_left > 0 && catan_settlement_spots (s, 2 + n) != 0;
}

static gboolean
neutral_road_ok (const CatanState *s,
                 guint             n)
{
  CatanEdges spots;

  if (s->players[2 + n].roads_left == 0)
    return FALSE;
  catan_road_spots (s, 2 + n, &spots);
  return catan_edges_count (&spots) > 0;
}

gboolean
catan_neutral_settlement_possible (const CatanState *s)
{
  return neutral_settlement_ok (s, 0) || neutral_settlement_ok (s, 1);
}

gboolean
catan_neutral_road_possible (const CatanState *s)
{
  return neutral_road_ok (s, 0) || neutral_road_ok (s, 1);
}

/* Whether a free neutral piece is still to be placed now. */
static gboolean
neutral_due (const CatanState *s)
{
  if (s->slice_two_player.neutral_settlements_owed > 0)
    return catan_neutral_settlement_possible (s) || catan_neutral_road_possible (s);
  return s->slice_two_player.neutral_roads_owed > 0 && catan_neutral_road_possible (s);
}

static void
neutral_next (CatanState *s)
{
  CatanTwoPlayerSlice *tp = &s->slice_two_player;

  if (neutral_due (s))
    return;
  /* Nothing (more) can be placed: what is owed lapses. */
  tp->neutral_settlements_owed = 0;
  tp->neutral_roads_owed = 0;
  if (s->phase == CATAN_PHASE_NEUTRAL_BUILD)
    s->phase = tp->neutral_return;
}

/* HU "Amikor valaki 1 települést, vagy utat épít, ugyanakkor épít 1
 * települést, vagy utat (ingyen) egy tetszőleges semleges játékos számára
 * is": like for like (docs), after the player's own build. */
void
catan_neutral_owe (CatanState *s,
                   guint       settlements,
                   guint       roads)
{
  CatanTwoPlayerSlice *tp = &s->slice_two_player;

  if (!catan_two_player (s) || s->phase == CATAN_PHASE_OVER)
    return;
  tp->neutral_settlements_owed = (guint8) settlements;
  tp->neutral_roads_owed = (guint8) roads;
  if (!neutral_due (s))
    {
      neutral_next (s);
      return;
    }
  tp->neutral_return = s->phase;
  s->phase = CATAN_PHASE_NEUTRAL_BUILD;
}

/* HU "Annak a játékosnak, akinek kevesebb, vagy ugyanannyi győzelmi pontja
 * van, mint játékostársának, egy akció 1 zsetonba kerül ... több ... 2":
 * the points the table sees (Victory Point cards stay hidden, docs). */
guint
catan_token_cost (const CatanState *s,
                  guint             p)
{
  return catan_vp_public (s, p) <= catan_vp_public (s, 1 - p) ? 1 : 2;
}

/* The desert the robber-to-desert action sends the robber to: the first
 * desert hex it does not stand on, or -1. */
gint
catan_desert_for_robber (const CatanState *s)
{
  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (catan_is_wasteland (s, h) && h != s->robber)
      return (gint) h;
  return -1;
}

static gboolean
build_neutral (CatanState *s,
               TslMove    *m,
               GError    **error)
{
  CatanTwoPlayerSlice *tp = &s->slice_two_player;
  gint n = m->arg[1];
  gint at = m->arg[0];
  guint who;

  if (n < 0 || n > 1)
    return catan_fail (error, _("There are two neutral players, neutral1 and neutral2"));
  who = 2 + (guint) n;
  if (m->type == TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT)
    {
      if (tp->neutral_settlements_owed == 0)
        return catan_fail (error, _("After a road the neutral player gets a road, not a settlement"));
      if (at < 0 || at >= CATAN_N_VERTICES)
        return catan_fail (error, _("There is no such intersection"));
      if (s->players[who].settlements_left == 0)
        return catan_fail (error, _("That neutral player has no settlements left"));
      if (!(catan_settlement_spots (s, who) & VBIT (at)))
        return catan_fail (error, _("The neutral settlement must follow the distance rule and lie on a road of that neutral player"));
      catan_put_settlement (s, who, (guint) at);
      tp->neutral_settlements_owed--;
    }
  else
    {
      CatanEdges spots;

      if (tp->neutral_settlements_owed > 0 && catan_neutral_settlement_possible (s))
        return catan_fail (error, _("After a settlement, a neutral settlement must be built while there is room for one"));
      if (at < 0 || at >= CATAN_N_EDGES)
        return catan_fail (error, _("There is no such path"));
      if (s->players[who].roads_left == 0)
        return catan_fail (error, _("That neutral player has no roads left"));
      catan_road_spots (s, who, &spots);
      if (!catan_edges_has (&spots, (guint) at))
        return catan_fail (error, _("The neutral road must be free and connected to that neutral player’s pieces"));
      catan_put_road (s, who, (guint) at);
      if (tp->neutral_settlements_owed > 0)
        tp->neutral_settlements_owed--;
      else
        tp->neutral_roads_owed--;
    }
  neutral_next (s);
  return TRUE;
}

gboolean
catan_check_token_action (const CatanState *s,
                          guint             p,
                          GError          **error)
{
  guint cost = catan_token_cost (s, p);

  if (s->slice_two_player.token_used & CATAN_TOKEN_ACTION)
    return catan_fail (error, _("You have already used a trade-token action this turn"));
  if (s->slice_two_player.tokens[p] < cost)
    return catan_fail (error,
                       g_dngettext (GETTEXT_PACKAGE, "A trade-token action costs you %u token now and you do not have it",
                                 "A trade-token action costs you %u tokens now and you do not have them",
                                 cost),
                       cost);
  return TRUE;
}

/* HU "Kényszerkereskedelem akció: A játékos húzhat 2 nyersanyagkártyát
 * játékostársától, és ad helyette 2 tetszőleges nyersanyagkártyát": the 2
 * cards given are named in the action, so they come from the hand held
 * before the draw (docs); an opponent with one card gives that one, with
 * none there is no forced trade (catan.de FAQ). */
static gboolean
forced_trade (CatanState *s,
              guint       p,
              TslMove    *m,
              TslRng     *rng,
              GError    **error)
{
  guint q = 1 - p;
  guint n = MIN (2u, s->players[q].n_res);
  guint cost = catan_token_cost (s, p);
  guint8 taken[CATAN_N_RES] = { 0, };

  if (!catan_check_token_action (s, p, error))
    return FALSE;
  if (n == 0)
    return catan_fail (error, _("Your opponent has no resource cards to draw"));
  if (catan_sum5 (m->count) != 2)
    return catan_fail (error, _("A forced trade gives exactly 2 resource cards"));
  if (!catan_covers (s->players[p].res.count, m->count))
    return catan_fail (error, _("You cannot give cards you do not have"));
  if (m->flags & TSL_CATAN_MOVE_OUTCOME)
    {
      memcpy (taken, m->count + CATAN_N_RES, CATAN_N_RES);
      if (catan_sum5 (taken) != n || !catan_covers (s->players[q].res.count, taken))
        return catan_fail (error, _("The recorded cards taken are not in your opponent’s hand"));
    }
  else
    {
      guint8 hand[CATAN_N_RES];

      memcpy (hand, s->players[q].res.count, CATAN_N_RES);
      for (guint i = 0; i < n; i++)
        {
          guint k = tsl_rng_below (rng, catan_sum5 (hand));
          guint r = 0;

          while (k >= hand[r])
            k -= hand[r++];
          hand[r]--;
          taken[r]++;
        }
    }
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (taken[r] > 0)
      catan_transfer (s, q, p, r, taken[r]);
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (m->count[r] > 0)
      catan_transfer (s, p, q, r, m->count[r]);
  memcpy (m->count + CATAN_N_RES, taken, CATAN_N_RES);
  m->flags |= TSL_CATAN_MOVE_OUTCOME;
  s->slice_two_player.tokens[p] -= (guint8) cost;
  s->slice_two_player.token_used |= CATAN_TOKEN_ACTION;
  return TRUE;
}

/* HU "Rabló áthelyezése akció: A játékos a rablót a sivatagba teheti." */
static gboolean
robber_to_desert (CatanState *s,
                  guint       p,
                  TslMove    *m,
                  GError    **error)
{
  CatanTwoPlayerSlice *tp = &s->slice_two_player;
  gint h = catan_desert_for_robber (s);

  if (!catan_check_token_action (s, p, error))
    return FALSE;
  /* Caravans: "A rablót a sivatag helyett, a következő rabló-akcióig, a
   * játéktáblán kívülre állítjuk". */
  if (catan_caravans (s))
    {
      if (s->robber == CATAN_NONE)
        return catan_fail (error, _("The robber is already off the board"));
      tp->tokens[p] -= (guint8) catan_token_cost (s, p);
      s->robber = CATAN_NONE;
      m->arg[0] = -1;
      tp->token_used |= CATAN_TOKEN_ACTION;
      return TRUE;
    }
  if (h < 0)
    {
      for (guint k = 0; k < CATAN_N_LAND; k++)
        if (catan_is_wasteland (s, k))
          return catan_fail (error, _("The robber already stands in the desert"));
      return catan_fail (error, _("This island has no desert"));
    }
  tp->tokens[p] -= (guint8) catan_token_cost (s, p);
  s->robber = (guint8) h;
  m->arg[0] = h;
  tp->token_used |= CATAN_TOKEN_ACTION;
  return TRUE;
}

/* HU "Kereskedőzseton-utánpótlás: ... körönként egyszer, az egyik
 * felfordított lovagkártyáját becserélheti 2 zsetonra.  Ha a játékos
 * birtokolja a Legnagyobb lovagi hatalom kártyát, elveszíti azt, ha ...
 * csak 2 kijátszott lovagkártyája marad, vagy ugyanannyi, mint a másik
 * játékosnak."  The card then goes to the other seat if it has strictly
 * more knights, at least 3, else it is set aside (docs). */
static gboolean
turn_in_knight (CatanState *s,
                guint       p,
                GError    **error)
{
  CatanTwoPlayerSlice *tp = &s->slice_two_player;
  guint q = 1 - p;
  guint k;

  if (catan_fishermen (s))
    return catan_fail (error, _("Fishermen of Catan is played without trade tokens"));
  if (tp->token_used & CATAN_TOKEN_KNIGHT)
    return catan_fail (error, _("You have already turned in a knight this turn"));
  if (s->players[p].knights == 0)
    return catan_fail (error, _("You have no played knight to turn in"));
  k = --s->players[p].knights;
  tp->knights_turned_in++;
  tp->tokens[p] += (guint8) MIN (2u, (guint) (CATAN_TOKENS_TOTAL - tp->tokens[0] - tp->tokens[1]));
  tp->token_used |= CATAN_TOKEN_KNIGHT;
  if (s->army_holder == p && (k < 3 || k <= s->players[q].knights))
    s->army_holder = s->players[q].knights > k && s->players[q].knights >= 3 ? (guint8) q : CATAN_NONE;
  return TRUE;
}

/* The two-player actions; the caller checked the phase and the actor. */
gboolean
catan_two_player_apply (CatanState *s,
                        guint       p,
                        TslMove    *m,
                        TslRng     *rng,
                        GError    **error)
{
  if (!catan_two_player (s))
    return catan_fail (error, _("Neutral players and trade tokens belong to two-player games only"));
  switch (m->type)
    {
    case TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT:
    case TSL_CATAN_BUILD_NEUTRAL_ROAD:
      return build_neutral (s, m, error);
    case TSL_CATAN_FORCED_TRADE:
      return forced_trade (s, p, m, rng, error);
    case TSL_CATAN_ROBBER_TO_DESERT:
      return robber_to_desert (s, p, m, error);
    case TSL_CATAN_TURN_IN_KNIGHT:
      return turn_in_knight (s, p, error);
    default:
      return catan_fail (error, _("Unknown action"));
    }
}

/* The two-player moves of @p in the current phase (listed after the base
 * game's moves of that phase). */
void
catan_two_player_legal (const CatanState *s,
                        guint             p,
                        TslMoveList      *out)
{
  const CatanTwoPlayerSlice *tp = &s->slice_two_player;

  if (!catan_two_player (s))
    return;
  if (s->phase == CATAN_PHASE_NEUTRAL_BUILD)
    {
      gboolean settle = tp->neutral_settlements_owed > 0 && catan_neutral_settlement_possible (s);

      for (guint n = 0; n < 2; n++)
        {
          if (settle)
            {
              guint64 spots = s->players[2 + n].settlements_left > 0 ? catan_settlement_spots (s, 2 + n) : 0;

              for (; spots != 0; spots &= spots - 1)
                {
                  TslMove *m = catan_push_move (out, TSL_CATAN_BUILD_NEUTRAL_SETTLEMENT, p);
                  m->arg[0] = __builtin_ctzll (spots);
                  m->arg[1] = (gint32) n;
                }
            }
          else if (s->players[2 + n].roads_left > 0)
            {
              CatanEdges spots;

              catan_road_spots (s, 2 + n, &spots);
              for (guint e = 0; e < CATAN_N_EDGES; e++)
                if (catan_edges_has (&spots, e))
                  {
                    TslMove *m = catan_push_move (out, TSL_CATAN_BUILD_NEUTRAL_ROAD, p);
                    m->arg[0] = (gint32) e;
                    m->arg[1] = (gint32) n;
                  }
            }
        }
      return;
    }
  if (s->phase != CATAN_PHASE_ROLL && s->phase != CATAN_PHASE_MAIN)
    return;
  if (!(tp->token_used & CATAN_TOKEN_KNIGHT) && s->players[p].knights > 0 && !catan_fishermen (s))
    catan_push_move (out, TSL_CATAN_TURN_IN_KNIGHT, p);
  if ((tp->token_used & CATAN_TOKEN_ACTION) || tp->tokens[p] < catan_token_cost (s, p))
    return;
  /* Barbarian Attack and Traders & Barbarians have no robber (their token
   * actions move barbarians, docs). */
  if (!catan_barbarian_attack (s) && !catan_traders_barbarians (s) &&
      (catan_caravans (s) ? s->robber != CATAN_NONE : catan_desert_for_robber (s) >= 0))
    catan_push_move (out, TSL_CATAN_ROBBER_TO_DESERT, p);
  if (s->players[1 - p].n_res > 0)
    {
      const guint8 *have = s->players[p].res.count;

      for (guint a = 0; a < CATAN_N_RES; a++)
        for (guint b = a; b < CATAN_N_RES; b++)
          if (have[a] >= (a == b ? 2 : 1) && have[b] >= 1)
            {
              TslMove *m = catan_push_move (out, TSL_CATAN_FORCED_TRADE, p);
              m->count[a]++;
              m->count[b]++;
            }
    }
}
