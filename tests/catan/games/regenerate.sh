#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Regenerates the regression games from a build directory:
#   tests/catan/games/regenerate.sh build
# Only do this when a rule change is intended; review the diff of the
# .state.json files, and say in the commit why they changed.
set -e
BUILD=${1:-build}
DIR=$(dirname "$0")
MAKE="$BUILD/tests/catan/catan-make-game"
"$MAKE" 11 4 random,random,random,random '{"layout": "beginner"}' "$DIR/random-4p-beginner"
"$MAKE" 12 3 trader,trader,trader '{"layout": "random", "victory_points": 6}' "$DIR/trades-3p"
"$MAKE" 13 4 greedy,greedy,greedy,greedy '{"layout": "random"}' "$DIR/greedy-4p"
"$MAKE" 14 4 greedy,random,greedy,random '{"layout": "random", "bank_shortage": "single_player_takes_rest", "robber_on_desert": false, "harbor_3to1_identical": false, "longest_road_tie": "set_aside", "trade_after_build": true}' "$DIR/variants-4p"
"$MAKE" 19 4 greedy,random,greedy,random '{"layout": "random", "friendly_robber": true, "harbormaster": true}' "$DIR/friendly-harbormaster-4p"
"$MAKE" 15 2 greedy,random '{"layout": "random"}' "$DIR/two-player-2p"
"$MAKE" 15 4 greedy,random,greedy,random '{"layout": "random", "event_cards": true}' "$DIR/events-4p"
"$MAKE" 21 2 greedy,random '{"layout": "random", "event_cards": true, "harbormaster": true}' "$DIR/events-harbormaster-2p"
"$MAKE" 16 4 greedy,random,greedy,random '{"layout": "random", "scenario": "fishermen"}' "$DIR/fishermen-4p"
"$MAKE" 17 2 greedy,greedy '{"layout": "random", "scenario": "fishermen"}' "$DIR/fishermen-2p"
"$MAKE" 21 3 greedy,random,greedy '{"scenario": "rivers"}' "$DIR/rivers-3p"
"$MAKE" 16 4 greedy,random,greedy,random '{"layout": "random", "scenario": "caravans"}' "$DIR/caravans-4p"
"$MAKE" 17 2 greedy,random '{"layout": "random", "scenario": "caravans", "harbormaster": true}' "$DIR/caravans-2p"
"$MAKE" 18 4 greedy,random,greedy,random '{"scenario": "barbarian_attack"}' "$DIR/barbarian-attack-4p"
"$MAKE" 19 2 greedy,random '{"scenario": "barbarian_attack", "event_cards": true, "harbormaster": true}' "$DIR/barbarian-attack-2p"
