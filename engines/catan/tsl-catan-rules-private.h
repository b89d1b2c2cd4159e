/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-state-private.h"

G_BEGIN_DECLS

/* The base game's rule files and the helpers they share, in the order of
 * their layers (tsl-catan-private.h).  The modules' own declarations are
 * in their headers, which include this one. */

/* tsl-catan-gold.c */
gint     catan_gold_vp_after     (const CatanState *s,
                                  guint             p,
                                  gint              delta);
gboolean catan_gold_used         (const CatanState *s);
void     catan_gold_gain         (CatanState *s,
                                  guint       p,
                                  guint       n);
void     catan_gold_spend        (CatanState *s,
                                  guint       p,
                                  guint       n);
void     catan_gold_deal_cards   (CatanState *s);
guint8   catan_gold_richest      (const CatanState *s);
guint8   catan_gold_poorest      (const CatanState *s);
gint     catan_gold_vp           (const CatanState *s,
                                  guint             p);

/* tsl-catan-board.c */
JsonNode *catan_load_resource_json (const char *name);
gboolean catan_board_init        (CatanState *s,
                                  JsonNode   *setup,
                                  TslRng     *rng,
                                  GError    **error);
void     catan_board_finish      (CatanState *s);
gint     catan_parse_hex         (JsonNode  *node,
                                  GError   **error);   /* index into topo->hex->hexes */
gint     catan_parse_vertex      (JsonNode  *node,
                                  GError   **error);
gint     catan_parse_edge        (JsonNode  *node,
                                  GError   **error);
gboolean catan_parse_resource_map (JsonObject *o,
                                   const char *name,
                                   const char *action,
                                   guint8     *out,
                                   GError    **error);
gboolean catan_setup_error       (GError    **error,
                                  const char *message);   /* always FALSE */
gboolean catan_parse_error       (GError    **error,
                                  const char *action,
                                  const char *what);   /* always FALSE */
gboolean catan_parse_field_failed (GError    **error,
                                   const char *field); /* always FALSE */
gboolean catan_parse_dice        (JsonNode  *node,
                                  guint8    *out);
gboolean catan_parse_seat        (JsonNode  *node,
                                  guint      n_players,
                                  gint      *seat);
void     catan_add_dice_or_null  (JsonBuilder  *b,
                                  const char   *name,
                                  const guint8 *dice);
void     catan_add_owner         (JsonBuilder      *b,
                                  const CatanState *s,
                                  guint             p);
void     catan_add_owner_or_null (JsonBuilder      *b,
                                  const CatanState *s,
                                  const char       *name,
                                  guint             p);

/* tsl-catan-progress.c */
gboolean catan_check_playable    (const CatanState *s,
                                  GError          **error);
gboolean catan_score_frozen      (const CatanState *s);
guint32  catan_leaders           (const CatanState *s);
void     catan_end_if_stalled    (CatanState       *s);

/* tsl-catan-robber.c */
guint    catan_robber_protected  (const CatanState *s);
void     catan_robber_land_update (CatanState *s);
guint32  catan_robber_hexes      (const CatanState *s);
guint32  catan_robber_hexes_sparing (const CatanState *s,
                                     guint             protected);
gboolean catan_robber_hex_ok     (const CatanState *s,
                                  guint             hex);

/* tsl-catan-rules.c */
extern const guint8 catan_cost_road[CATAN_N_RES];
extern const guint8 catan_cost_settlement[CATAN_N_RES];
extern const guint8 catan_cost_city[CATAN_N_RES];
extern const guint8 catan_cost_dev[CATAN_N_RES];

guint    catan_robber_victims    (const CatanState *s,
                                  guint             p,
                                  guint             hex);

/* tsl-catan-roads.c */
guint    catan_longest_road      (const CatanState *s,
                                  guint             p);
guint    catan_road_length_with  (const CatanState *s,
                                  guint             p,
                                  guint             e);
gboolean catan_can_build_road_at (const CatanState *s,
                                  guint             p,
                                  guint             e);
void     catan_road_spots        (const CatanState *s,
                                  guint             p,
                                  CatanEdges       *out);
guint64  catan_settlement_spots  (const CatanState *s,
                                  guint             p);
void     catan_update_longest    (CatanState *s,
                                  guint       changed);
guint    catan_road_owners_at    (const CatanState *s,
                                  guint             v);
void     catan_put_settlement    (CatanState *s,
                                  guint       p,
                                  guint       v);
void     catan_put_road          (CatanState *s,
                                  guint       p,
                                  guint       e);
void     catan_road_spots_after  (const CatanState *s,
                                  guint             p,
                                  guint             extra,
                                  CatanEdges       *out);

CatanEdges catan_bridge_spots   (const CatanState *s,
                                  guint             p);

/* tsl-catan-trade.c */
guint64  catan_harbor_users      (const CatanState *s,
                                  guint             p);
guint    catan_trade_rate        (const CatanState *s,
                                  guint             p,
                                  guint             r);
gboolean catan_maritime_trade    (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
gboolean catan_domestic_trade_ok  (const CatanState *s,
                                  guint             type,
                                  GError          **error);
gboolean catan_offer_trade       (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
gboolean catan_answer_trade      (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  gboolean    accept,
                                  GError    **error);
gboolean catan_confirm_trade     (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
gboolean catan_buy_with_gold     (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);
void     catan_gold_legal        (const CatanState *s,
                                  guint             p,
                                  TslMoveList      *out);
gboolean catan_cancel_trade      (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);

/* Cards and pieces of a player, shared by the rule files. */
static inline guint64
catan_own_buildings (const CatanState *s,
                     guint             p)
{
  return s->players[p].settlements | s->players[p].cities;
}

static inline gboolean
catan_covers (const guint8 *have,
              const guint8 *need)
{
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (have[r] < need[r])
      return FALSE;
  return TRUE;
}

static inline guint
catan_sum5 (const guint8 *c)
{
  return (guint) c[0] + c[1] + c[2] + c[3] + c[4];
}

/* Year of Plenty takes 2 cards from the bank, or the last one when the bank
 * holds only one: the seeds let the player take two from the stacks
 * (HU Találmány, DE Erfindung), and a card that is not there cannot be taken. */
static inline guint
catan_plenty_cards (const CatanState *s)
{
  return MIN (2, catan_sum5 (s->bank.count));
}

static inline void
catan_pay (CatanState   *s,
           guint         p,
           const guint8 *cost)
{
  CatanPlayer *pl = &s->players[p];

  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      pl->res.count[r] -= cost[r];
      s->bank.count[r] += cost[r];
    }
  pl->n_res -= (guint8) catan_sum5 (cost);
}

static inline void
catan_receive (CatanState *s,
               guint       p,
               guint       r,
               guint       n)
{
  /* The callers checked the bank. */
  if (!tsl_supply_take (&s->bank, r, n))
    g_assert_not_reached ();
  tsl_supply_give (&s->players[p].res, r, n);
  s->players[p].n_res += (guint8) n;
}

static inline void
catan_transfer (CatanState *s,
                guint       from,
                guint       to,
                guint       r,
                guint       n)
{
  /* The callers checked the hand. */
  if (!tsl_supply_take (&s->players[from].res, r, n))
    g_assert_not_reached ();
  tsl_supply_give (&s->players[to].res, r, n);
  s->players[from].n_res -= (guint8) n;
  s->players[to].n_res += (guint8) n;
}

/* Earthquake: whether @p has a damaged road (no new roads until it is
 * repaired), and the ends of @p's sound roads (a settlement needs one). */
static inline gboolean
catan_has_damaged_road (const CatanState *s,
                        guint             p)
{
  return ((s->players[p].roads.lo & s->roads_damaged.lo) | (s->players[p].roads.hi & s->roads_damaged.hi)) != 0;
}

/* The terrain the robber treats as the desert: the desert, a swamp (Rivers
 * of Catan) or the oasis (Caravans, after its first move: "Ettől kezdve a
 * megszokott szabályok érvényesek rá"). */
static inline gboolean
catan_desert_like (guint terrain)
{
  return terrain == TSL_CATAN_DESERT || terrain == TSL_CATAN_SWAMP || terrain == TSL_CATAN_OASIS ||
         terrain == TSL_CATAN_TRADE_CASTLE || terrain == TSL_CATAN_QUARRY || terrain == TSL_CATAN_GLASSWORKS;
}

/* Caravans: "Az oázist ... pontosan a sziget közepére helyezzük": the
 * shuffled desert swaps places with the centre hex (index 9, [0, 0]),
 * before the number tokens are laid; tsl-catan-caravans-board.c then
 * turns it into the oasis. */
static inline void
catan_desert_to_centre (CatanState *s)
{
  const guint centre = CATAN_N_LAND / 2;

  for (guint h = 0; h < CATAN_N_LAND; h++)
    if (s->terrain[h] == TSL_CATAN_DESERT)
      {
        s->terrain[h] = s->terrain[centre];
        s->terrain[centre] = TSL_CATAN_DESERT;
        break;
      }
}

static inline guint64
catan_sound_road_vertices (const CatanState *s,
                           guint             p)
{
  guint64 out = 0;

  if (!catan_has_damaged_road (s, p))
    return s->players[p].road_vertices;
  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->players[p].roads, e) && !catan_edges_has (&s->roads_damaged, e))
      out |= VBIT (TOPO ()->edge_vertices[e][0]) | VBIT (TOPO ()->edge_vertices[e][1]);
  return out;
}

/* tsl-catan-production.c */
void     catan_produce           (CatanState *s,
                                  guint       sum,
                                  guint       city_yield);
gboolean catan_roll              (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  TslRng     *rng,
                                  GError    **error);
void     catan_start_seven       (CatanState *s);
gboolean catan_discard           (CatanState *s,
                                  guint       p,
                                  TslMove    *m,
                                  GError    **error);

/* tsl-catan-rules.c: the end of a move and of a turn */
void     catan_check_victory      (CatanState *s);
void     catan_end_turn           (CatanState *s,
                                   guint       p);
void     catan_end_turn_when_done (CatanState *s);

/* tsl-catan-phase.c: whether @type may be played in the current phase */
gboolean catan_check_phase       (const CatanState *s,
                                  guint             type,
                                  GError          **error);

/* tsl-catan-rules.c */
gint     catan_actor_other       (const CatanState *s);

/* Who must act: the player whose turn it is in most decisions (checked
 * inline: it is asked three times per action), else catan_actor_other(). */
static inline gint
catan_actor (const CatanState *s)
{
  if (G_LIKELY (s->phase == CATAN_PHASE_MAIN || s->phase == CATAN_PHASE_ROLL))
    return s->current;
  return catan_actor_other (s);
}
gboolean catan_apply             (CatanState *s,
                                  TslMove    *m,
                                  TslRng     *rng,
                                  GError    **error);

/* tsl-catan-legal.c */
void     catan_push_edges        (TslMoveList      *out,
                                  guint             type,
                                  guint             p,
                                  const CatanEdges *set);
void     catan_legal_moves       (const CatanState *s,
                                  TslLegalFlags     flags,
                                  TslMoveList      *out);
gboolean catan_pick_legal_move   (const CatanState *s,
                                  TslLegalFlags     flags,
                                  TslRng           *rng,
                                  TslMoveList      *scratch,
                                  TslMove          *move);

/* The desert, or in Rivers of Catan a swamp: where the robber starts and
 * is sent back to (HU "A sivatag helyett, a mocsárba száműzzük a rablót"). */
static inline gboolean
catan_is_wasteland (const CatanState *s,
                    guint             h)
{
  return h < CATAN_N_LAND && catan_desert_like (s->terrain[h]);
}

static inline guint
catan_resource_of (guint8 terrain)
{
  return terrain < TSL_CATAN_DESERT ? terrain : CATAN_NONE;
}

/* tsl-catan-json.c */
void        catan_add_hex         (JsonBuilder *b,
                                   guint        hex);   /* any index of topo->hex */
void        catan_add_vertex      (JsonBuilder *b,
                                   guint        v);
void        catan_add_edge        (JsonBuilder *b,
                                   guint        e);
void        catan_add_resource_map (JsonBuilder  *b,
                                    const char   *name,
                                    const guint8 *counts);
void        catan_add_seat_or_null (JsonBuilder *b,
                                    const char  *name,
                                    gint         seat);
gboolean    catan_move_from_json  (const CatanState *s,
                                   JsonObject       *action,
                                   TslMove          *m,
                                   GError          **error);
JsonObject *catan_move_to_json    (const CatanState *s,
                                   const TslMove    *m);
JsonObject *catan_action_for_seat (const CatanState *s,
                                   const TslMove    *chosen,
                                   const TslMove    *played,
                                   gint              seat);
JsonNode   *catan_state_to_json   (const CatanState *s);
JsonNode   *catan_setup_to_json   (const CatanState *s);

/* tsl-catan-variants.c */
gint        catan_victory_target  (JsonObject       *normalized);
void        catan_option_sets_init (void);
extern TslEngineOptionSet catan_option_sets[];

/* tsl-catan-describe.c */
char       *catan_describe_move   (const CatanState   *before,
                                   const CatanState   *after,
                                   const TslMove      *m,
                                   const char * const *names);
char       *catan_cards_text      (const guint8       *counts);
char       *catan_one_card_text   (gint                resource);
char       *catan_cards_gold_text (const guint8       *counts,
                                   guint               gold);
const char *catan_resource_name   (guint               resource);
void        catan_append_gains    (GString            *out,
                                   const CatanState   *before,
                                   const CatanState   *after,
                                   const char * const *names);
const char *catan_seven_text      (const CatanState   *s);

/* tsl-catan-hint.c */
char       *catan_describe_hint   (const CatanState   *s,
                                   const TslMove      *m,
                                   const char * const *names);
char       *catan_hex_label       (const CatanState   *s,
                                   gint                hex);

G_END_DECLS
