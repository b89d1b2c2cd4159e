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

static inline void
catan_hooks_legal_main (const CatanState *s,
                        guint             p,
                        TslMoveList      *out)
{
  if (!catan_has_modules (s))
    return;
#define CATAN_CALL_LEGAL_MAIN(name, NAME) \
  if (CATAN_MODULE_ON (s, NAME)) \
    catan_##name##_legal_main (s, p, out);
  CATAN_HOOK_LEGAL_MAIN (CATAN_CALL_LEGAL_MAIN)
#undef CATAN_CALL_LEGAL_MAIN
}

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
