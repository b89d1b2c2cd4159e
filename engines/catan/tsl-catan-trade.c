/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "tsl-catan-rules-private.h"
#include "tsl-error.h"

/* Trade (§7.1 domestic, §7.2 maritime).  Each handler validates
 * completely before it changes anything. */

/* The buildings of @p that may use their harbour.  Barbarian Attack: "Ha a
 * település/város kikötőn áll, a kikötő nem használható" once pillaged. */
guint64
catan_harbor_users (const CatanState *s,
                    guint             p)
{
  return catan_own_buildings (s, p) & ~s->pillaged_vertices;
}

guint
catan_trade_rate (const CatanState *s,
                  guint             p,
                  guint             r)
{
  guint64 own = catan_harbor_users (s, p);

  if (own & s->harbor_vertices[1 + r])
    return 2;
  if (own & s->harbor_vertices[TSL_CATAN_HARBOR_GENERIC])
    return 3;
  return 4;
}

static gboolean
check_trade_time (const CatanState *s,
                  GError          **error)
{
  if (s->phase != CATAN_PHASE_MAIN)
    return catan_fail (error, _("You can only trade after rolling the dice"));
  if (s->built && !s->opt_trade_after_build)
    return catan_fail (error, _("You cannot trade after building in the same turn (trade comes before building)"));
  return TRUE;
}

/* §7.2: 4 identical cards, 3 at a generic harbour, 2 of the harbour's
 * resource at a special one, for one card of choice, as often as wanted. */
gboolean
catan_maritime_trade (CatanState *s,
                      guint       p,
                      TslMove    *m,
                      GError    **error)
{
  const guint8 *give = m->count;
  const guint8 *get = m->count + CATAN_N_RES;
  guint gold = m->count[2 * CATAN_N_RES];
  guint n_get = catan_sum5 (get) + gold;
  guint n_give = catan_sum5 (give);
  guint lots = 0;
  gboolean lots_ok = TRUE;

  if (!check_trade_time (s, error))
    return FALSE;
  /* Rivers: gold from the bank like a card (HU "a bankkal, 4:1 arányban,
   * akár kikötők használata"); never paid with gold (docs). */
  if (gold > 0 && !catan_gold_used (s))
    return catan_fail (error, _("Gold is only traded in scenarios that use gold"));
  if (n_get == 0 || n_give == 0)
    return catan_fail (error, _("A maritime trade gives cards and gets cards"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      if (give[r] > 0 && get[r] > 0)
        return catan_fail (error, _("You cannot trade a resource for the same resource"));
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
      gboolean generic = (catan_own_buildings (s, p) & s->harbor_vertices[TSL_CATAN_HARBOR_GENERIC]) != 0;

      /* HU reading of the 3:1 harbour: any three cards (option harbor_3to1_identical off). */
      if (!(generic && !s->opt_harbor_identical && n_give == 3 * n_get))
        return catan_fail (error, _("Those cards do not make a maritime trade at your rates (4:1, 3:1 at a harbour, 2:1 at a special harbour)"));
    }
  if (!catan_covers (s->players[p].res.count, give))
    return catan_fail (error, _("You do not have the cards you offer"));
  if (!catan_covers (s->bank.count, get))
    return catan_fail (error, _("The bank does not have the cards you ask for"));
  catan_pay (s, p, give);
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (get[r] > 0)
      catan_receive (s, p, r, get[r]);
  catan_gold_gain (s, p, gold);
  return TRUE;
}

/* Option domestic_trade off (docs/rules-catan.md, "Options"): no offer
 * and no answer to one, whoever sends it and whenever; maritime trade
 * stays.  Refused before anything else is checked, so that the reason is
 * the option's. */
gboolean
catan_domestic_trade_ok (const CatanState *s,
                         guint             type,
                         GError          **error)
{
  if (s->opt_domestic_trade)
    return TRUE;
  switch (type)
    {
    case TSL_CATAN_OFFER_TRADE:
    case TSL_CATAN_ACCEPT_TRADE:
    case TSL_CATAN_REJECT_TRADE:
    case TSL_CATAN_CONFIRM_TRADE:
    case TSL_CATAN_CANCEL_TRADE:
      return catan_fail (error, _("This game is played without domestic trade: players do not trade with each "
                                  "other, only maritime trade with the bank and the harbours is allowed"));
    default:
      return TRUE;
    }
}

/* §7.1: only the current player trades with the others; no gifts, no like
 * for like (REC). */
gboolean
catan_offer_trade (CatanState *s,
                   guint       p,
                   TslMove    *m,
                   GError    **error)
{
  const guint8 *give = m->count;
  const guint8 *get = m->count + CATAN_N_RES;
  guint to = (guint) m->arg[0];
  guint others = ((1u << s->n_players) - 1) & ~(1u << p);

  guint give_gold = m->count[2 * CATAN_N_RES];
  guint get_gold = m->count[2 * CATAN_N_RES + 1];

  if (!check_trade_time (s, error))
    return FALSE;
  if ((give_gold > 0 || get_gold > 0) && !catan_gold_used (s))
    return catan_fail (error, _("Gold is only traded in scenarios that use gold"));
  if (give_gold > 0 && get_gold > 0)
    return catan_fail (error, _("You cannot trade gold for gold"));
  if (catan_sum5 (give) + give_gold == 0 || catan_sum5 (get) + get_gold == 0)
    return catan_fail (error, _("A trade offer must give and ask for at least one card each"));
  if (s->gold[p] < give_gold)
    return catan_fail (error, _("You do not have the gold you offer"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    if (give[r] > 0 && get[r] > 0)
      return catan_fail (error, _("You cannot trade a resource for the same resource"));
  if (!catan_covers (s->players[p].res.count, give))
    return catan_fail (error, _("You do not have the cards you offer"));
  if (to == 0 || (to & ~others) != 0)
    return catan_fail (error, _("An offer is made to one or more of the other players"));
  if (s->offers_this_turn >= CATAN_MAX_OFFERS_PER_TURN)
    return catan_fail (error, g_dngettext (GETTEXT_PACKAGE, "A turn allows at most %d trade offer",
                                           "A turn allows at most %d trade offers",
                                           CATAN_MAX_OFFERS_PER_TURN),
                       CATAN_MAX_OFFERS_PER_TURN);

  memcpy (s->trade_give, give, CATAN_N_RES);
  memcpy (s->trade_get, get, CATAN_N_RES);
  s->trade_gold_give = (guint8) give_gold;
  s->trade_gold_get = (guint8) get_gold;
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
    return catan_fail (error, _("No trade offer is open"));
  if ((guint32) m->arg[0] != s->trade_index)
    return catan_fail (error, _("That is not the open trade offer (it is action %u)"), s->trade_index);
  return TRUE;
}

gboolean
catan_answer_trade (CatanState *s,
                    guint       p,
                    TslMove    *m,
                    gboolean    accept,
                    GError    **error)
{
  if (!check_offer_index (s, m, error))
    return FALSE;
  if (accept && !catan_covers (s->players[p].res.count, s->trade_get))
    return catan_fail (error, _("You do not have the cards asked for"));
  if (accept && s->gold[p] < s->trade_gold_get)
    return catan_fail (error, _("You do not have the gold asked for"));
  s->trade_answered |= (guint8) (1u << p);
  if (accept)
    s->trade_accepted |= (guint8) (1u << p);
  return TRUE;
}

gboolean
catan_confirm_trade (CatanState *s,
                     guint       p,
                     TslMove    *m,
                     GError    **error)
{
  gint with = m->arg[1];

  if (!check_offer_index (s, m, error))
    return FALSE;
  /* A seat still to answer is the actor too: it must not complete the offer. */
  if (p != s->current)
    return catan_fail (error, _("Only the player who made the offer can complete or withdraw it"));
  if (with < 0 || with >= s->n_players || !(s->trade_accepted & (1u << with)))
    return catan_fail (error, _("You can only complete the trade with a player who accepted it"));
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      if (s->trade_give[r] > 0)
        catan_transfer (s, p, (guint) with, r, s->trade_give[r]);
      if (s->trade_get[r] > 0)
        catan_transfer (s, (guint) with, p, r, s->trade_get[r]);
    }
  /* Checked when offered and accepted; nothing else moves gold meanwhile. */
  if (s->trade_gold_give > 0)
    {
      catan_gold_spend (s, p, s->trade_gold_give);
      catan_gold_gain (s, (guint) with, s->trade_gold_give);
    }
  if (s->trade_gold_get > 0)
    {
      catan_gold_spend (s, (guint) with, s->trade_gold_get);
      catan_gold_gain (s, p, s->trade_gold_get);
    }
  s->phase = CATAN_PHASE_MAIN;
  return TRUE;
}

gboolean
catan_cancel_trade (CatanState *s,
                    guint       p,
                    TslMove    *m,
                    GError    **error)
{
  if (!check_offer_index (s, m, error))
    return FALSE;
  if (p != s->current)
    return catan_fail (error, _("Only the player who made the offer can complete or withdraw it"));
  s->phase = CATAN_PHASE_MAIN;
  return TRUE;
}

/* HU "Az éppen soron lévő játékos, körönként 2x vásárolhat 2 aranyért 1
 * tetszőleges nyersanyagot. Olyan aranyat is felhasználhat, amit ebben a
 * körben szerzett." */
gboolean
catan_buy_with_gold (CatanState *s,
                     guint       p,
                     TslMove    *m,
                     GError    **error)
{
  gint r = m->arg[0];

  if (!catan_gold_used (s))
    return catan_fail (error, _("Gold is only traded in scenarios that use gold"));
  if (r < 0 || r >= CATAN_N_RES)
    return catan_fail (error, _("There is no such resource"));
  if (s->gold_buys >= CATAN_GOLD_BUYS)
    return catan_fail (error, _("You can buy with gold only twice a turn"));
  if (s->gold[p] < CATAN_GOLD_PRICE)
    return catan_fail (error, _("A resource costs 2 gold"));
  if (s->bank.count[r] == 0)
    return catan_fail (error, _("The bank has no card of that resource left"));
  catan_gold_spend (s, p, CATAN_GOLD_PRICE);
  catan_receive (s, p, (guint) r, 1);
  s->gold_buys++;
  return TRUE;
}

/* In the main phase: buying with gold, and maritime trades for one gold
 * (domestic offers with gold are accepted but not listed). */
void
catan_gold_legal (const CatanState *s,
                  guint             p,
                  TslMoveList      *out)
{
  const CatanPlayer *pl = &s->players[p];

  if (!catan_gold_used (s))
    return;
  if (s->gold_buys < CATAN_GOLD_BUYS && s->gold[p] >= CATAN_GOLD_PRICE)
    for (guint r = 0; r < CATAN_N_RES; r++)
      if (s->bank.count[r] > 0)
        catan_push_move (out, TSL_CATAN_BUY_WITH_GOLD, p)->arg[0] = (gint32) r;
  if (s->built && !s->opt_trade_after_build)
    return;
  for (guint r = 0; r < CATAN_N_RES; r++)
    {
      guint rate = catan_trade_rate (s, p, r);

      if (pl->res.count[r] >= rate)
        {
          TslMove *m = catan_push_move (out, TSL_CATAN_MARITIME_TRADE, p);

          m->count[r] = (guint8) rate;
          m->count[2 * CATAN_N_RES] = 1;
        }
    }
}
