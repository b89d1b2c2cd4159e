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

static inline gboolean
catan_hooks_phase_allows (const CatanState *s,
                          guint             type)
{
  if (!catan_has_modules (s))
    return FALSE;
#define CATAN_CALL_PHASE_ALLOWS(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_phase_allows (s, type)) \
    return TRUE;
  CATAN_HOOK_PHASE_ALLOWS (CATAN_CALL_PHASE_ALLOWS)
#undef CATAN_CALL_PHASE_ALLOWS
  return FALSE;
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

static inline void
catan_hooks_evaluate (const CatanState *s,
                      guint             p,
                      double            future,
                      double           *f)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_EVALUATE(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_evaluate (s, p, future, f);
  CATAN_HOOK_EVALUATE (CATAN_CALL_EVALUATE)
#undef CATAN_CALL_EVALUATE
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

/* The legal moves' hooks (tsl-catan-legal.c), all (s, p, out): every
 * module's moves, or (the hooks that return whether they list the only
 * moves) the first module's that does. */
#define CATAN_CALL_LEGAL(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_##hook (s, p, out);
#define CATAN_CALL_LEGAL_ONLY(name, NAME, hook) \
  if (CATAN_MODULE_ON (s, NAME) && catan_##name##_##hook (s, p, out)) \
    return TRUE;
#define CATAN_CALL_LEGAL_MAIN(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_main)
#define CATAN_CALL_LEGAL_ROLL(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_roll)
#define CATAN_CALL_LEGAL_BUILD(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_build)
#define CATAN_CALL_LEGAL_MAIN_FIRST(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_main_first)
#define CATAN_CALL_LEGAL_PHASE(name, NAME) CATAN_CALL_LEGAL (name, NAME, legal_phase)
#define CATAN_CALL_LEGAL_FIRST(name, NAME) CATAN_CALL_LEGAL_ONLY (name, NAME, legal_first)
#define CATAN_CALL_LEGAL_ROBBER(name, NAME) CATAN_CALL_LEGAL_ONLY (name, NAME, legal_robber)
#define CATAN_DEFINE_LEGAL(hook, HOOK) \
  static inline void \
  catan_hooks_##hook (const CatanState *s, \
                      guint             p, \
                      TslMoveList      *out) \
  { \
    if (catan_has_modules (s)) \
      { \
        CATAN_HOOK_##HOOK (CATAN_CALL_##HOOK) \
      } \
  }
#define CATAN_DEFINE_LEGAL_ONLY(hook, HOOK) \
  static inline gboolean \
  catan_hooks_##hook (const CatanState *s, \
                      guint             p, \
                      TslMoveList      *out) \
  { \
    if (!catan_has_modules (s)) \
      return FALSE; \
    CATAN_HOOK_##HOOK (CATAN_CALL_##HOOK) \
    return FALSE; \
  }
CATAN_DEFINE_LEGAL (legal_main, LEGAL_MAIN)
CATAN_DEFINE_LEGAL (legal_roll, LEGAL_ROLL)
CATAN_DEFINE_LEGAL (legal_build, LEGAL_BUILD)
CATAN_DEFINE_LEGAL (legal_main_first, LEGAL_MAIN_FIRST)
CATAN_DEFINE_LEGAL (legal_phase, LEGAL_PHASE)
CATAN_DEFINE_LEGAL_ONLY (legal_first, LEGAL_FIRST)
CATAN_DEFINE_LEGAL_ONLY (legal_robber, LEGAL_ROBBER)
#undef CATAN_DEFINE_LEGAL
#undef CATAN_DEFINE_LEGAL_ONLY
#undef CATAN_CALL_LEGAL_MAIN
#undef CATAN_CALL_LEGAL_ROLL
#undef CATAN_CALL_LEGAL_BUILD
#undef CATAN_CALL_LEGAL_MAIN_FIRST
#undef CATAN_CALL_LEGAL_PHASE
#undef CATAN_CALL_LEGAL_FIRST
#undef CATAN_CALL_LEGAL_ROBBER
#undef CATAN_CALL_LEGAL
#undef CATAN_CALL_LEGAL_ONLY

G_END_DECLS
