/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-deck.h"
#include "tsl-engine.h"

G_BEGIN_DECLS

/* A tiny dice-and-cards race used as a test double for the framework:
 * random outcomes (a die, a card drawn from a deck), hidden information
 * (the cards in hand), undoable and non-undoable actions, options of
 * every type and an explicit setup.  It is not a product game. */

#define TEST_TYPE_RACE_ENGINE (test_race_engine_get_type ())
G_DECLARE_FINAL_TYPE (TestRaceEngine, test_race_engine, TEST, RACE_ENGINE, GObject)

enum
{
  RACE_ROLL,
  RACE_DRAW,
  RACE_PLAY,
  RACE_PASS,
};

#define RACE_HAS_OUTCOME 1
#define RACE_HAND_MAX    3

typedef struct
{
  guint8  n_players;
  guint8  current;
  guint8  rolled;
  guint8  over;
  guint8  target;
  guint8  open_hands;
  guint8  hand_count[TSL_MAX_PLAYERS];
  guint8  hand[TSL_MAX_PLAYERS][RACE_HAND_MAX];
  guint16 score[TSL_MAX_PLAYERS];
  guint16 turn;
  TslDeck deck;
} RaceState;

TslEngine *test_race_engine_new (void);

G_END_DECLS
