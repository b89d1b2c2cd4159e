/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-module-hooks-private.h"   /* what a module defines */

G_BEGIN_DECLS

/* The core's calls to the modules' hooks (tsl-catan-module-hooks-private.h).
 * Each expands a hook's list; a module without the hook is no call at all. */

static inline guint16
catan_hooks_plays (const CatanState *s)
{
  guint16 modules = 0;

#define CATAN_CALL_PLAYS(name, NAME) \
  if (catan_##name##_plays (s)) \
    modules |= CATAN_MODULE_##NAME;
  CATAN_HOOK_PLAYS (CATAN_CALL_PLAYS)
#undef CATAN_CALL_PLAYS
  return modules;
}

/* The setup's hooks, called for every module, played or not */
static inline void
catan_hooks_tables_init (void)
{
#define CATAN_CALL_TABLES_INIT(name, NAME) catan_##name##_tables_init ();
  CATAN_HOOK_TABLES_INIT (CATAN_CALL_TABLES_INIT)
#undef CATAN_CALL_TABLES_INIT
}

static inline void
catan_hooks_state_init (CatanState *s)
{
#define CATAN_CALL_STATE_INIT(name, NAME) catan_##name##_state_init (s);
  CATAN_HOOK_STATE_INIT (CATAN_CALL_STATE_INIT)
#undef CATAN_CALL_STATE_INIT
}

static inline gboolean
catan_hooks_setup_board (CatanState *s,
                         JsonNode   *setup,
                         TslRng     *rng,
                         GError    **error)
{
#define CATAN_CALL_SETUP_BOARD(name, NAME) \
  if (!catan_##name##_setup_board (s, setup, rng, error)) \
    return FALSE;
  CATAN_HOOK_SETUP_BOARD (CATAN_CALL_SETUP_BOARD)
#undef CATAN_CALL_SETUP_BOARD
  return TRUE;
}

static inline gboolean
catan_hooks_setup_pieces (CatanState *s,
                          JsonNode   *setup,
                          GError    **error)
{
#define CATAN_CALL_SETUP_PIECES(name, NAME) \
  if (!catan_##name##_setup_pieces (s, setup, error)) \
    return FALSE;
  CATAN_HOOK_SETUP_PIECES (CATAN_CALL_SETUP_PIECES)
#undef CATAN_CALL_SETUP_PIECES
  return TRUE;
}

/* The first module's note, NULL for none */
static inline const char *
catan_hooks_player_count_note (guint n_players)
{
#define CATAN_CALL_PLAYER_COUNT_NOTE(name, NAME) \
  if (catan_##name##_player_count_note (n_players) != NULL) \
    return catan_##name##_player_count_note (n_players);
  CATAN_HOOK_PLAYER_COUNT_NOTE (CATAN_CALL_PLAYER_COUNT_NOTE)
#undef CATAN_CALL_PLAYER_COUNT_NOTE
  return NULL;
}

static inline gboolean
catan_hooks_undoable (const CatanState *s,
                      guint             type)
{
  if (!catan_has_modules (s))
    return TRUE;
#define CATAN_CALL_UNDOABLE(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && !catan_##name##_undoable (s, type)) \
    return FALSE;
  CATAN_HOOK_UNDOABLE (CATAN_CALL_UNDOABLE)
#undef CATAN_CALL_UNDOABLE
  return TRUE;
}

static inline gboolean
catan_hooks_check_options (const CatanState *s,
                           GError          **error)
{
  if (!catan_has_modules (s))
    return TRUE;
#define CATAN_CALL_CHECK_OPTIONS(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && !catan_##name##_check_options (s, error)) \
    return FALSE;
  CATAN_HOOK_CHECK_OPTIONS (CATAN_CALL_CHECK_OPTIONS)
#undef CATAN_CALL_CHECK_OPTIONS
  return TRUE;
}

static inline void
catan_hooks_terrain_shuffled (CatanState *s)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_TERRAIN_SHUFFLED(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_terrain_shuffled (s);
  CATAN_HOOK_TERRAIN_SHUFFLED (CATAN_CALL_TERRAIN_SHUFFLED)
#undef CATAN_CALL_TERRAIN_SHUFFLED
}

static inline void
catan_hooks_board_finish (CatanState *s)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_BOARD_FINISH(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_board_finish (s);
  CATAN_HOOK_BOARD_FINISH (CATAN_CALL_BOARD_FINISH)
#undef CATAN_CALL_BOARD_FINISH
}

static inline gint
catan_hooks_vp (const CatanState *s,
                guint             p)
{
  gint vp = 0;

  if (!catan_has_modules (s))
    return 0;
#define CATAN_CALL_VP(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    vp += catan_##name##_vp (s, p);
  CATAN_HOOK_VP (CATAN_CALL_VP)
#undef CATAN_CALL_VP
  return vp;
}

/* The points seat @p needs to win */
static inline guint
catan_player_target (const CatanState *s,
                     guint             p)
{
  guint target = s->victory_points;

  if (!catan_has_modules (s))
    return target;
#define CATAN_CALL_TARGET(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    target += catan_##name##_target (s, p);
  CATAN_HOOK_TARGET (CATAN_CALL_TARGET)
#undef CATAN_CALL_TARGET
  return target;
}

static inline gboolean
catan_hooks_may_score (const CatanState *s)
{
  if (!catan_has_modules (s))
    return FALSE;
#define CATAN_CALL_MAY_SCORE(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_may_score (s)) \
    return TRUE;
  CATAN_HOOK_MAY_SCORE (CATAN_CALL_MAY_SCORE)
#undef CATAN_CALL_MAY_SCORE
  return FALSE;
}

static inline guint
catan_hooks_robber_spares (const CatanState *s)
{
  guint seats = 0;

  if (!catan_has_modules (s))
    return 0;
#define CATAN_CALL_ROBBER_SPARES(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    seats |= catan_##name##_robber_spares (s);
  CATAN_HOOK_ROBBER_SPARES (CATAN_CALL_ROBBER_SPARES)
#undef CATAN_CALL_ROBBER_SPARES
  return seats;
}

static inline void
catan_hooks_built (CatanState *s)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_BUILT(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_built (s);
  CATAN_HOOK_BUILT (CATAN_CALL_BUILT)
#undef CATAN_CALL_BUILT
}

static inline void
catan_hooks_put_settlement (CatanState *s,
                            guint       p,
                            guint       v)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_PUT_SETTLEMENT(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_put_settlement (s, p, v);
  CATAN_HOOK_PUT_SETTLEMENT (CATAN_CALL_PUT_SETTLEMENT)
#undef CATAN_CALL_PUT_SETTLEMENT
}

static inline void
catan_hooks_put_road (CatanState *s,
                      guint       p,
                      guint       e)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_PUT_ROAD(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_put_road (s, p, e);
  CATAN_HOOK_PUT_ROAD (CATAN_CALL_PUT_ROAD)
#undef CATAN_CALL_PUT_ROAD
}

static inline gboolean
catan_hooks_phase_ok (const CatanState *s,
                      guint             type,
                      GError          **error)
{
  if (!catan_has_modules (s))
    return TRUE;
#define CATAN_CALL_PHASE_OK(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && !catan_##name##_phase_ok (s, type, error)) \
    return FALSE;
  CATAN_HOOK_PHASE_OK (CATAN_CALL_PHASE_OK)
#undef CATAN_CALL_PHASE_OK
  return TRUE;
}

static inline const char *
catan_hooks_phase_wait (const CatanState *s)
{
  const char *why = NULL;

  if (!catan_has_modules (s))
    return NULL;
#define CATAN_CALL_PHASE_WAIT(name, NAME) \
  if (why == NULL && CATAN_MODULE_ON (s, NAME)) \
    why = catan_##name##_phase_wait (s);
  CATAN_HOOK_PHASE_WAIT (CATAN_CALL_PHASE_WAIT)
#undef CATAN_CALL_PHASE_WAIT
  return why;
}

static inline void
catan_hooks_end_turn (CatanState *s)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_END_TURN(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_end_turn (s);
  CATAN_HOOK_END_TURN (CATAN_CALL_END_TURN)
#undef CATAN_CALL_END_TURN
}

static inline void
catan_hooks_redact (CatanState *s,
                    gint        seat,
                    TslRng     *rng)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_REDACT(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_redact (s, seat, rng);
  CATAN_HOOK_REDACT (CATAN_CALL_REDACT)
#undef CATAN_CALL_REDACT
}

static inline double
catan_hooks_evaluate (const CatanState *s,
                      guint             p,
                      double            future)
{
  double value = 0;

  if (!catan_has_modules (s))
    return 0;
#define CATAN_CALL_EVALUATE(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    value += catan_##name##_evaluate (s, p, future);
  CATAN_HOOK_EVALUATE (CATAN_CALL_EVALUATE)
#undef CATAN_CALL_EVALUATE
  return value;
}

#define CATAN_CALL_TO_JSON(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_##hook (s, b);

static inline void
catan_hooks_setup_to_json (const CatanState *s,
                           JsonBuilder      *b)
{
#define CATAN_CALL_SETUP_TO_JSON(name, NAME) CATAN_CALL_TO_JSON (name, NAME, setup_to_json)
  if (catan_has_modules (s))
    {
      CATAN_HOOK_SETUP_TO_JSON (CATAN_CALL_SETUP_TO_JSON)
    }
#undef CATAN_CALL_SETUP_TO_JSON
}

static inline void
catan_hooks_state_to_json_after_scenario (const CatanState *s,
                                          JsonBuilder      *b)
{
#define CATAN_CALL_AFTER_SCENARIO(name, NAME) CATAN_CALL_TO_JSON (name, NAME, state_to_json_after_scenario)
  if (catan_has_modules (s))
    {
      CATAN_HOOK_STATE_TO_JSON_AFTER_SCENARIO (CATAN_CALL_AFTER_SCENARIO)
    }
#undef CATAN_CALL_AFTER_SCENARIO
}

static inline void
catan_hooks_state_to_json (const CatanState *s,
                           JsonBuilder      *b)
{
#define CATAN_CALL_STATE_TO_JSON(name, NAME) CATAN_CALL_TO_JSON (name, NAME, state_to_json)
  if (catan_has_modules (s))
    {
      CATAN_HOOK_STATE_TO_JSON (CATAN_CALL_STATE_TO_JSON)
    }
#undef CATAN_CALL_STATE_TO_JSON
}

static inline void
catan_hooks_state_to_json_after_trade (const CatanState *s,
                                       JsonBuilder      *b)
{
#define CATAN_CALL_AFTER_TRADE(name, NAME) CATAN_CALL_TO_JSON (name, NAME, state_to_json_after_trade)
  if (catan_has_modules (s))
    {
      CATAN_HOOK_STATE_TO_JSON_AFTER_TRADE (CATAN_CALL_AFTER_TRADE)
    }
#undef CATAN_CALL_AFTER_TRADE
}
#undef CATAN_CALL_TO_JSON

static inline void
catan_hooks_player_to_json (const CatanState *s,
                            guint             p,
                            JsonBuilder      *b)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_PLAYER_TO_JSON(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_player_to_json (s, p, b);
  CATAN_HOOK_PLAYER_TO_JSON (CATAN_CALL_PLAYER_TO_JSON)
#undef CATAN_CALL_PLAYER_TO_JSON
}

/* -1 when no module names the seat that must act */
static inline gint
catan_hooks_actor (const CatanState *s)
{
  gint actor = -1;

  if (!catan_has_modules (s))
    return -1;
#define CATAN_CALL_ACTOR(name, NAME) \
  if (actor < 0 && CATAN_MODULE_ON (s, NAME)) \
    actor = catan_##name##_actor (s);
  CATAN_HOOK_ACTOR (CATAN_CALL_ACTOR)
#undef CATAN_CALL_ACTOR
  return actor;
}

static inline const char *
catan_hooks_robber_barred (const CatanState *s)
{
  const char *why = NULL;

  if (!catan_has_modules (s))
    return NULL;
#define CATAN_CALL_ROBBER_BARRED(name, NAME) \
  if (why == NULL && CATAN_MODULE_ON (s, NAME)) \
    why = catan_##name##_robber_barred (s);
  CATAN_HOOK_ROBBER_BARRED (CATAN_CALL_ROBBER_BARRED)
#undef CATAN_CALL_ROBBER_BARRED
  return why;
}

/* A hook called for every module played, in their order: @call is its
 * call with the module's name pasted in by CATAN_CALL_EACH. */
#define CATAN_CALL_EACH(name, NAME, call) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_##call;

static inline void
catan_hooks_settled (CatanState *s,
                     guint       p,
                     guint       v)
{
#define CATAN_CALL_SETTLED(name, NAME) CATAN_CALL_EACH (name, NAME, settled (s, p, v))
  if (catan_has_modules (s))
    {
      CATAN_HOOK_SETTLED (CATAN_CALL_SETTLED)
    }
#undef CATAN_CALL_SETTLED
}

static inline void
catan_hooks_founded_city (CatanState *s,
                          guint       p,
                          guint       v)
{
#define CATAN_CALL_FOUNDED_CITY(name, NAME) CATAN_CALL_EACH (name, NAME, founded_city (s, p, v))
  if (catan_has_modules (s))
    {
      CATAN_HOOK_FOUNDED_CITY (CATAN_CALL_FOUNDED_CITY)
    }
#undef CATAN_CALL_FOUNDED_CITY
}

static inline void
catan_hooks_founding_done (CatanState *s)
{
#define CATAN_CALL_FOUNDING_DONE(name, NAME) CATAN_CALL_EACH (name, NAME, founding_done (s))
  if (catan_has_modules (s))
    {
      CATAN_HOOK_FOUNDING_DONE (CATAN_CALL_FOUNDING_DONE)
    }
#undef CATAN_CALL_FOUNDING_DONE
}

static inline void
catan_hooks_after_move (CatanState    *s,
                        const TslMove *m)
{
#define CATAN_CALL_AFTER_MOVE(name, NAME) CATAN_CALL_EACH (name, NAME, after_move (s, m))
  if (catan_has_modules (s))
    {
      CATAN_HOOK_AFTER_MOVE (CATAN_CALL_AFTER_MOVE)
    }
#undef CATAN_CALL_AFTER_MOVE
}
#undef CATAN_CALL_EACH

/* TRUE when a module plays the card at once */
static inline gboolean
catan_hooks_card_bought (CatanState *s,
                         guint       p,
                         guint       card)
{
  if (!catan_has_modules (s))
    return FALSE;
#define CATAN_CALL_CARD_BOUGHT(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_card_bought (s, p, card)) \
    return TRUE;
  CATAN_HOOK_CARD_BOUGHT (CATAN_CALL_CARD_BOUGHT)
#undef CATAN_CALL_CARD_BOUGHT
  return FALSE;
}

static inline gboolean
catan_hooks_reroll (const CatanState *s,
                    guint             sum,
                    GError          **error)
{
  if (!catan_has_modules (s))
    return FALSE;
#define CATAN_CALL_REROLL(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_reroll (s, sum, error)) \
    return TRUE;
  CATAN_HOOK_REROLL (CATAN_CALL_REROLL)
#undef CATAN_CALL_REROLL
  return FALSE;
}

/* *@second: 0 when no module rolls a second time */
static inline gboolean
catan_hooks_second_roll (CatanState *s,
                         TslMove    *m,
                         guint       first,
                         guint      *second,
                         TslRng     *rng,
                         GError    **error)
{
  *second = 0;
  if (!catan_has_modules (s))
    return TRUE;
#define CATAN_CALL_SECOND_ROLL(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && !catan_##name##_second_roll (s, m, first, second, rng, error)) \
    return FALSE;
  CATAN_HOOK_SECOND_ROLL (CATAN_CALL_SECOND_ROLL)
#undef CATAN_CALL_SECOND_ROLL
  return TRUE;
}

/* The calls that may refuse a recorded outcome: FALSE at the first that does */
#define CATAN_CALL_EACH_OK(name, NAME, call) \
  if (CATAN_MODULE_ON (s, NAME) && !catan_##name##_##call) \
    return FALSE;

static inline gboolean
catan_hooks_produced (CatanState *s,
                      guint       number,
                      TslMove    *m,
                      TslRng     *rng,
                      GError    **error)
{
#define CATAN_CALL_PRODUCED(name, NAME) CATAN_CALL_EACH_OK (name, NAME, produced (s, number, m, rng, error))
  if (catan_has_modules (s))
    {
      CATAN_HOOK_PRODUCED (CATAN_CALL_PRODUCED)
    }
#undef CATAN_CALL_PRODUCED
  return TRUE;
}

static inline gboolean
catan_hooks_seven_done (CatanState *s,
                        TslMove    *m,
                        TslRng     *rng,
                        GError    **error)
{
#define CATAN_CALL_SEVEN_DONE(name, NAME) CATAN_CALL_EACH_OK (name, NAME, seven_done (s, m, rng, error))
  if (catan_has_modules (s))
    {
      CATAN_HOOK_SEVEN_DONE (CATAN_CALL_SEVEN_DONE)
    }
#undef CATAN_CALL_SEVEN_DONE
  return TRUE;
}

/* The bits of the modules that check, after the move, what they record in @m */
static inline guint16
catan_hooks_move_begin (const CatanState *s,
                        TslMove          *m)
{
  guint16 began = 0;

  if (!catan_has_modules (s))
    return 0;
#define CATAN_CALL_MOVE_BEGIN(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_move_begin (s, m)) \
    began |= CATAN_MODULE_##NAME;
  CATAN_HOOK_MOVE_BEGIN (CATAN_CALL_MOVE_BEGIN)
#undef CATAN_CALL_MOVE_BEGIN
  return began;
}

static inline gint
catan_hooks_takes_over (CatanState *s,
                        guint       p,
                        TslMove    *m,
                        TslRng     *rng,
                        GError    **error)
{
  gint played = -1;

  if (!catan_has_modules (s))
    return -1;
#define CATAN_CALL_TAKES_OVER(name, NAME) \
  if (played < 0 && CATAN_MODULE_ON (s, NAME)) \
    played = catan_##name##_takes_over (s, p, m, rng, error);
  CATAN_HOOK_TAKES_OVER (CATAN_CALL_TAKES_OVER)
#undef CATAN_CALL_TAKES_OVER
  return played;
}

static inline gboolean
catan_hooks_move_end (CatanState *s,
                      TslMove    *m,
                      guint16     began,
                      TslRng     *rng,
                      GError    **error)
{
#define CATAN_CALL_MOVE_END(name, NAME) \
  CATAN_CALL_EACH_OK (name, NAME, move_end (s, m, (began & CATAN_MODULE_##NAME) != 0, rng, error))
  if (catan_has_modules (s))
    {
      CATAN_HOOK_MOVE_END (CATAN_CALL_MOVE_END)
    }
#undef CATAN_CALL_MOVE_END
  return TRUE;
}
#undef CATAN_CALL_EACH_OK

static inline gboolean
catan_hooks_progress (const CatanState *s,
                      guint             type)
{
  if (!catan_has_modules (s))
    return FALSE;
#define CATAN_CALL_PROGRESS(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_progress (type)) \
    return TRUE;
  CATAN_HOOK_PROGRESS (CATAN_CALL_PROGRESS)
#undef CATAN_CALL_PROGRESS
  return FALSE;
}

/* The legal moves' hooks: every module's moves, or (the hooks that
 * return whether they list the only moves) the first module's that does */
#define CATAN_CALL_LEGAL(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_##hook (s, p, out);
#define CATAN_CALL_LEGAL_ONLY(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_##hook (s, p, out)) \
    return TRUE;
#define CATAN_HOOKS_LEGAL(hook, HOOK) \
  static inline void \
  catan_hooks_##hook (const CatanState *s, guint p, TslMoveList *out) \
  { \
    if (catan_has_modules (s)) \
      { \
        HOOK (CATAN_CALL_##HOOK) \
      } \
  }
#define CATAN_HOOKS_LEGAL_ONLY(hook, HOOK) \
  static inline gboolean \
  catan_hooks_##hook (const CatanState *s, guint p, TslMoveList *out) \
  { \
    if (catan_has_modules (s)) \
      { \
        HOOK (CATAN_CALL_##HOOK) \
      } \
    return FALSE; \
  }
#define CATAN_CALL_CATAN_HOOK_LEGAL_MAIN(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_main)
#define CATAN_CALL_CATAN_HOOK_LEGAL_ROLL(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_roll)
#define CATAN_CALL_CATAN_HOOK_LEGAL_BUILD(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_build)
#define CATAN_CALL_CATAN_HOOK_LEGAL_MAIN_FIRST(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_main_first)
#define CATAN_CALL_CATAN_HOOK_LEGAL_PHASE(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_phase)
#define CATAN_CALL_CATAN_HOOK_LEGAL_FIRST(name, NAME) CATAN_CALL_LEGAL_ONLY (name, NAME, legal_first)
#define CATAN_CALL_CATAN_HOOK_LEGAL_ROBBER(name, NAME) CATAN_CALL_LEGAL_ONLY (name, NAME, legal_robber)
CATAN_HOOKS_LEGAL (legal_main, CATAN_HOOK_LEGAL_MAIN)
CATAN_HOOKS_LEGAL (legal_roll, CATAN_HOOK_LEGAL_ROLL)
CATAN_HOOKS_LEGAL (legal_build, CATAN_HOOK_LEGAL_BUILD)
CATAN_HOOKS_LEGAL (legal_main_first, CATAN_HOOK_LEGAL_MAIN_FIRST)
CATAN_HOOKS_LEGAL (legal_phase, CATAN_HOOK_LEGAL_PHASE)
CATAN_HOOKS_LEGAL_ONLY (legal_first, CATAN_HOOK_LEGAL_FIRST)
CATAN_HOOKS_LEGAL_ONLY (legal_robber, CATAN_HOOK_LEGAL_ROBBER)

/* The greedy player's (tsl-catan-greedy-ai.c).  Its choices: the first
 * module to choose a move makes it; catan_hooks_greedy_first (),
 * catan_hooks_greedy_choose (), catan_hooks_greedy_build () and
 * catan_hooks_greedy_end_turn (), all (s, p, target, m). */
#define CATAN_CALL_GREEDY_CHOICE(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_##hook (s, p, target, m)) \
    return TRUE;
#define CATAN_CALL_GREEDY_FIRST(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_first)
#define CATAN_CALL_GREEDY_CHOOSE(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_choose)
#define CATAN_CALL_GREEDY_BUILD(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_build)
#define CATAN_CALL_GREEDY_END_TURN(name, NAME) CATAN_CALL_GREEDY_CHOICE (name, NAME, greedy_end_turn)
#define CATAN_DEFINE_GREEDY_CHOICE(hook, HOOK) \
  static inline gboolean \
  catan_hooks_##hook (const CatanState *s, \
                      guint             p, \
                      const guint8     *target, \
                      TslMove          *m) \
  { \
    if (!catan_has_modules (s)) \
      return FALSE; \
    CATAN_HOOK_##HOOK (CATAN_CALL_##HOOK) \
    return FALSE; \
  }
CATAN_DEFINE_GREEDY_CHOICE (greedy_first, GREEDY_FIRST)
CATAN_DEFINE_GREEDY_CHOICE (greedy_choose, GREEDY_CHOOSE)
CATAN_DEFINE_GREEDY_CHOICE (greedy_build, GREEDY_BUILD)
CATAN_DEFINE_GREEDY_CHOICE (greedy_end_turn, GREEDY_END_TURN)
#undef CATAN_DEFINE_GREEDY_CHOICE
#undef CATAN_CALL_GREEDY_FIRST
#undef CATAN_CALL_GREEDY_CHOOSE
#undef CATAN_CALL_GREEDY_BUILD
#undef CATAN_CALL_GREEDY_END_TURN
#undef CATAN_CALL_GREEDY_CHOICE

/* What the modules add to a site's (@place: a vertex) or a road's (an
 * edge) value, on the greedy player's hottest path: the base game pays one
 * test.  catan_hooks_greedy_site () and catan_hooks_greedy_road (). */
#define CATAN_CALL_GREEDY_VALUE(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME)) \
    value += catan_##name##_##hook (s, p, place);
#define CATAN_CALL_GREEDY_SITE(name, NAME) CATAN_CALL_GREEDY_VALUE (name, NAME, greedy_site)
#define CATAN_CALL_GREEDY_ROAD(name, NAME) CATAN_CALL_GREEDY_VALUE (name, NAME, greedy_road)
#define CATAN_DEFINE_GREEDY_VALUE(hook, HOOK) \
  static inline double \
  catan_hooks_##hook (const CatanState *s, \
                      guint             p, \
                      guint             place) \
  { \
    double value = 0; \
    \
    if (!catan_has_modules (s)) \
      return 0; \
    CATAN_HOOK_##HOOK (CATAN_CALL_##HOOK) \
    return value; \
  }
CATAN_DEFINE_GREEDY_VALUE (greedy_site, GREEDY_SITE)
CATAN_DEFINE_GREEDY_VALUE (greedy_road, GREEDY_ROAD)
#undef CATAN_DEFINE_GREEDY_VALUE
#undef CATAN_CALL_GREEDY_SITE
#undef CATAN_CALL_GREEDY_ROAD
#undef CATAN_CALL_GREEDY_VALUE


/* The log and the hints (tsl-catan-describe.c, tsl-catan-hint.c): the
 * first module that tells a move, or a 7, tells it. */
static inline gboolean
catan_hooks_describe_move (GString            *out,
                           const CatanState   *before,
                           const CatanState   *after,
                           const TslMove      *m,
                           const char         *who,
                           const char * const *names)
{
  if (!catan_has_modules (after))
    return FALSE;
#define CATAN_CALL_DESCRIBE_MOVE(name, NAME) \
  if (CATAN_MODULE_ON (after, NAME) && catan_##name##_describe_move (out, before, after, m, who, names)) \
    return TRUE;
  CATAN_HOOK_DESCRIBE_MOVE (CATAN_CALL_DESCRIBE_MOVE)
#undef CATAN_CALL_DESCRIBE_MOVE
  return FALSE;
}

/* NULL: the robber's 7 */
static inline const char *
catan_hooks_describe_seven (const CatanState *s)
{
  const char *text = NULL;

  if (!catan_has_modules (s))
    return NULL;
#define CATAN_CALL_DESCRIBE_SEVEN(name, NAME) \
  if (text == NULL && CATAN_MODULE_ON (s, NAME)) \
    text = catan_##name##_describe_seven (s);
  CATAN_HOOK_DESCRIBE_SEVEN (CATAN_CALL_DESCRIBE_SEVEN)
#undef CATAN_CALL_DESCRIBE_SEVEN
  return text;
}

static inline gboolean
catan_hooks_describe_received (const CatanState *before,
                               const CatanState *after,
                               const TslMove    *m)
{
  if (!catan_has_modules (after))
    return FALSE;
#define CATAN_CALL_DESCRIBE_RECEIVED(name, NAME) \
  if (CATAN_MODULE_ON (after, NAME) && catan_##name##_describe_received (before, after, m)) \
    return TRUE;
  CATAN_HOOK_DESCRIBE_RECEIVED (CATAN_CALL_DESCRIBE_RECEIVED)
#undef CATAN_CALL_DESCRIBE_RECEIVED
  return FALSE;
}

static inline void
catan_hooks_describe_after (GString            *out,
                            const CatanState   *before,
                            const CatanState   *after,
                            const TslMove      *m,
                            const char         *who,
                            const char * const *names)
{
  if (!catan_has_modules (after))
    return;
#define CATAN_CALL_DESCRIBE_AFTER(name, NAME) \
  if (CATAN_MODULE_ON (after, NAME)) \
    catan_##name##_describe_after (out, before, after, m, who, names);
  CATAN_HOOK_DESCRIBE_AFTER (CATAN_CALL_DESCRIBE_AFTER)
#undef CATAN_CALL_DESCRIBE_AFTER
}

static inline void
catan_hooks_describe_holders (GString            *out,
                              const CatanState   *before,
                              const CatanState   *after,
                              const char * const *names)
{
  if (!catan_has_modules (after))
    return;
#define CATAN_CALL_DESCRIBE_HOLDERS(name, NAME) \
  if (CATAN_MODULE_ON (after, NAME)) \
    catan_##name##_describe_holders (out, before, after, names);
  CATAN_HOOK_DESCRIBE_HOLDERS (CATAN_CALL_DESCRIBE_HOLDERS)
#undef CATAN_CALL_DESCRIBE_HOLDERS
}

static inline void
catan_hooks_describe_pending (GString            *out,
                              const CatanState   *before,
                              const CatanState   *after,
                              const TslMove      *m,
                              const char * const *names)
{
  if (!catan_has_modules (after))
    return;
#define CATAN_CALL_DESCRIBE_PENDING(name, NAME) \
  if (CATAN_MODULE_ON (after, NAME)) \
    catan_##name##_describe_pending (out, before, after, m, names);
  CATAN_HOOK_DESCRIBE_PENDING (CATAN_CALL_DESCRIBE_PENDING)
#undef CATAN_CALL_DESCRIBE_PENDING
}

/* NULL: the core's hint */
static inline char *
catan_hooks_hint_move (const CatanState   *s,
                       const CatanState   *after,
                       const TslMove      *m,
                       const TslMove      *applied,
                       const char * const *names)
{
  char *hint = NULL;

  if (!catan_has_modules (s))
    return NULL;
#define CATAN_CALL_HINT_MOVE(name, NAME) \
  if (hint == NULL && CATAN_MODULE_ON (s, NAME)) \
    hint = catan_##name##_hint_move (s, after, m, applied, names);
  CATAN_HOOK_HINT_MOVE (CATAN_CALL_HINT_MOVE)
#undef CATAN_CALL_HINT_MOVE
  return hint;
}

G_END_DECLS
