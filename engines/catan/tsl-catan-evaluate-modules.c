/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-catan-evaluate-private.h"
#include "tsl-catan-rules-private.h"

/* What each Traders & Barbarians module adds to a seat's strength
 * (tsl-catan-evaluate.c), in victory points.  The points a module scores
 * are already in catan_vp_public(); these terms value the way toward
 * them.  One function per module, asked through the table below when the
 * game plays that module; like the rest of the evaluation they read
 * nothing hidden from the other seats (fish cards by number only). */

#define POP(x) catan_popcount (x)

#define GOLD_WORTH 0.04   /* two gold buy a resource (Rivers, the castle) */

typedef double (*ModuleTerm) (const CatanState *s,
                              guint             p,
                              double            future);

/* Fishermen: fish cards in hand (two fish each on average) and the
 * fishing grounds on own coasts; the Old Boot asks one point more. */
static double
fishermen_term (const CatanState *s,
                guint             p,
                double            future)
{
  guint64 mine = catan_own_buildings (s, p);
  guint cards = 0, pips = 0;

  for (guint k = 0; k < CATAN_N_FISH_KINDS; k++)
    cards += s->fish[p][k];
  for (guint g = 0; g < CATAN_N_FISHING_GROUNDS; g++)
    if (s->fishing_number[g] != 0)
      pips += POP (mine & s->fishing_vertices[g]) * catan_evaluate_pips (s->fishing_number[g]);
  return 0.04 * cards + future * 0.03 * pips - (s->boot_holder == p ? 0.7 : 0.0);
}

/* Rivers: gold buys resources, and the richest seat scores a point that
 * a few gold more or less decide. */
static double
rivers_term (const CatanState *s,
             guint             p,
             double            future)
{
  (void) future;
  return GOLD_WORTH * MIN (s->gold[p], 12) + 0.1 * (CATAN_BRIDGES - s->bridges_left[p]);
}

/* Caravans: a building beside a camel path is one camel away from a
 * point (a building between two camels scores one). */
static double
caravans_term (const CatanState *s,
               guint             p,
               double            future)
{
  const CatanTopo *t = TOPO ();
  guint64 beside = 0;

  for (guint e = 0; e < CATAN_N_EDGES; e++)
    if (catan_edges_has (&s->camels, e))
      beside |= VBIT (t->edge_vertices[e][0]) | VBIT (t->edge_vertices[e][1]);
  beside &= ~s->camel_vertices;
  return future * 0.3 * POP (catan_own_buildings (s, p) & beside);
}

/* Barbarian Attack: knights on the board defend and take prisoners (two
 * make a point), gold buys resources. */
static double
barbarian_attack_term (const CatanState *s,
                       guint             p,
                       double            future)
{
  guint knights = 0;

  for (guint e = 0; e < CATAN_N_EDGES; e++)
    knights += s->knight_at[e] == p;
  return future * 0.25 * knights + 0.4 * (s->prisoners[p] % 2) + GOLD_WORTH * MIN (s->gold[p], 12);
}

/* Traders & Barbarians: a commodity on the wagon is half a delivery, a
 * better wagon moves farther (its fifth card is a point), gold pays tolls
 * and buys. */
static double
traders_term (const CatanState *s,
              guint             p,
              double            future)
{
  double value = GOLD_WORTH * MIN (s->gold[p], 12);

  if (s->tb_task[p] != CATAN_NONE)
    value += 0.5;
  if (s->tb_level[p] < TSL_CATAN_TB_WAGON_LEVELS)
    value += future * 0.25 * (s->tb_level[p] > 0 ? s->tb_level[p] - 1 : 0);
  return value;
}

/* Harbourmaster: harbour points toward the card's 2 points. */
static double
harbormaster_term (const CatanState *s,
                   guint             p,
                   double            future)
{
  (void) future;
  return s->harbormaster_holder == p ? 0.0 : 0.2 * MIN (catan_harbor_points (s, p), 4u);
}

static const struct
{
  CatanModule module;
  ModuleTerm  term;
} module_terms[] = {
  { CATAN_MODULE_HARBORMASTER,     harbormaster_term },
  { CATAN_MODULE_FISHERMEN,        fishermen_term },
  { CATAN_MODULE_RIVERS,           rivers_term },
  { CATAN_MODULE_CARAVANS,         caravans_term },
  { CATAN_MODULE_BARBARIAN_ATTACK, barbarian_attack_term },
  { CATAN_MODULE_TRADERS,          traders_term },
};

double
catan_evaluate_modules (const CatanState *s,
                        guint             p,
                        double            future)
{
  double value = 0;

  for (guint i = 0; i < G_N_ELEMENTS (module_terms); i++)
    if (s->modules & module_terms[i].module)
      value += module_terms[i].term (s, p, future);
  return value;
}
