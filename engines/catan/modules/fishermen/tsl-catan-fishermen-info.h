/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-types.h"

G_BEGIN_DECLS

/*
 * The Fishermen of Catan's moves (scenario fishermen,
 * docs/rules-catan-tb.md; the encoding of #TslCatanAction):
 * - ROLL, MOVE_ROBBER: count[4] the fish cards drawn by the production,
 *   count[5..11] their kinds, 2 bits each from the lowest (0 the Old Boot,
 *   1..3 a card with that many fish; outcome, with %TSL_CATAN_MOVE_FISH)
 * - FISH_ROBBER, FISH_STEAL, FISH_RESOURCE, FISH_ROAD, FISH_DEV_CARD:
 *   count[0..2] how many one-, two- and three-fish cards are paid; then
 *   FISH_STEAL arg[0] victim seat, arg[1] the resource drawn (outcome);
 *   FISH_RESOURCE arg[0] resource; FISH_ROAD arg[0] edge; FISH_DEV_CARD
 *   arg[0] the card drawn (outcome)
 * - PASS_OLD_BOOT: arg[0] the seat it goes to
 */

/**
 * TslCatanFishermenInfo:
 * @played: the scenario is played
 * @lake: the lake's land hex, -1 without
 * @n_fishing_grounds: how many fishing grounds the frame has
 * @fishing_hex: their frame hexes (indices into the topology's hexes)
 * @fishing_number: their numbers
 * @fish_pile_left: the face-down cards, the Old Boot among them
 * @old_boot_holder: the seat holding the Old Boot, -1 while in the pile
 * @fish_cost: the current player's price of each fish action (in
 *   %TSL_CATAN_FISH_ROBBER order)
 *
 * The Fishermen of Catan's part of #TslCatanInfo.
 */
typedef struct
{
  gboolean played;
  gint8    lake;
  guint8   n_fishing_grounds;
  guint16  fishing_hex[6];
  guint8   fishing_number[6];
  guint    fish_pile_left;
  gint     old_boot_holder;
  guint8   fish_cost[5];
} TslCatanFishermenInfo;

/**
 * TslCatanFishermenPlayerInfo:
 * @fish: cards by kind (1, 2, 3 fish), only for the seat's own hand
 * @fish_cards: the number of cards, for everyone
 * @fish_total: the fish on them, only for the seat's own hand
 */
typedef struct
{
  guint8 fish[3];
  guint8 fish_cards;
  guint8 fish_total;
} TslCatanFishermenPlayerInfo;

G_END_DECLS
