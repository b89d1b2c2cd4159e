/* SPDX-License-Identifier: GPL-3.0-or-later */
#include "config.h"

#include <string.h>

#include "tsl-deck.h"

void
tsl_deck_init (TslDeck *deck)
{
  memset (deck, 0, sizeof *deck);
}

/**
 * tsl_deck_push:
 * @deck: a deck
 * @card: the kind to put on top
 *
 * Returns: %FALSE when the deck is full
 */
gboolean
tsl_deck_push (TslDeck *deck,
               guint8   card)
{
  if (deck->len >= TSL_DECK_CAPACITY)
    return FALSE;
  deck->cards[deck->len++] = card;
  return TRUE;
}

void
tsl_deck_shuffle (TslDeck *deck,
                  TslRng  *rng)
{
  tsl_rng_shuffle (rng, deck->cards, deck->len, 1);
}

/**
 * tsl_deck_sort:
 * @deck: a deck
 *
 * Puts the cards in order of kind.  Redaction sorts a pool of unseen cards
 * before it deals them again, so that a view depends only on which cards
 * are unseen, not on where they really are.
 */
void
tsl_deck_sort (TslDeck *deck)
{
  guint8 count[256] = { 0, };
  guint n = 0;

  for (guint i = 0; i < deck->len; i++)
    count[deck->cards[i]]++;
  for (guint c = 0; n < deck->len; c++)
    {
      memset (deck->cards + n, (int) c, count[c]);
      n += count[c];
    }
}

/**
 * tsl_deck_draw:
 * @deck: a deck
 *
 * Returns: the kind on top, removed from the deck, or -1 when it is empty
 */
gint
tsl_deck_draw (TslDeck *deck)
{
  guint8 card;

  if (deck->len == 0)
    return -1;
  card = deck->cards[--deck->len];
  /* Vacated slots are zero, so that equal decks are equal bytes (engine rule 1). */
  deck->cards[deck->len] = 0;
  return card;
}

/**
 * tsl_deck_take:
 * @deck: a deck
 * @card: a kind
 *
 * Removes the topmost card of kind @card, keeping the order of the rest.
 * This is how a recorded outcome ("the card drawn was a knight") is honoured.
 *
 * Returns: %FALSE when no such card is left
 */
gboolean
tsl_deck_take (TslDeck *deck,
               guint8   card)
{
  for (gint i = (gint) deck->len - 1; i >= 0; i--)
    if (deck->cards[i] == card)
      {
        memmove (&deck->cards[i], &deck->cards[i + 1], deck->len - 1 - i);
        deck->cards[--deck->len] = 0;
        return TRUE;
      }
  return FALSE;
}

guint
tsl_deck_count (const TslDeck *deck,
                guint8         card)
{
  guint n = 0;

  for (guint i = 0; i < deck->len; i++)
    n += deck->cards[i] == card;
  return n;
}
