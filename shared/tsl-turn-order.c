/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include "tsl-turn-order.h"

/**
 * tsl_turn_order_next:
 * @seat: the seat whose turn ends
 * @n_players: seats at the table
 *
 * Seats are numbered clockwise, so play passes to the left neighbour.
 *
 * Returns: the next seat clockwise
 */
guint
tsl_turn_order_next (guint seat,
                     guint n_players)
{
  g_return_val_if_fail (n_players > 0, 0);
  return (seat + 1) % n_players;
}

/**
 * tsl_turn_order_snake_len:
 * @n_players: seats at the table
 *
 * Returns: the number of placements of a two-round snake setup (Catan's founding phase)
 */
guint
tsl_turn_order_snake_len (guint n_players)
{
  return 2 * n_players;
}

/**
 * tsl_turn_order_snake_seat:
 * @step: the placement, 0 .. 2 * @n_players - 1
 * @n_players: seats at the table
 *
 * The first round goes clockwise from the start player, the second
 * counter-clockwise from the last, so the start player places first and last.
 *
 * Returns: the seat that places at @step
 */
guint
tsl_turn_order_snake_seat (guint step,
                           guint n_players)
{
  g_return_val_if_fail (step < 2 * n_players, 0);
  return step < n_players ? step : 2 * n_players - 1 - step;
}
