/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include <glib.h>

#include "tsl-rng.h"

G_BEGIN_DECLS

#define TSL_DECK_CAPACITY 96

/**
 * TslDeck:
 * @cards: card (or tile) kinds, the top of the stack last
 * @len: how many are left
 *
 * A face-down stack of small card kinds (development cards, land tiles), a
 * plain value to live inside an engine's state.
 */
typedef struct
{
  guint8 cards[TSL_DECK_CAPACITY];
  guint8 len;
} TslDeck;

void     tsl_deck_init    (TslDeck      *deck);
gboolean tsl_deck_push    (TslDeck      *deck,
                           guint8        card);
void     tsl_deck_shuffle (TslDeck      *deck,
                           TslRng       *rng);
void     tsl_deck_sort    (TslDeck      *deck);
gint     tsl_deck_draw    (TslDeck      *deck);
gboolean tsl_deck_take    (TslDeck      *deck,
                           guint8        card);
guint    tsl_deck_count   (const TslDeck *deck,
                           guint8        card);

G_END_DECLS
