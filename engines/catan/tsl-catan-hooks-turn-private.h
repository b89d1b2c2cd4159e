/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-hooks-private.h"

G_BEGIN_DECLS

/* The hooks of a move and a turn (tsl-catan-rules.c, tsl-catan-production.c):
 * who acts, what a build or a roll sets off, and a module's way of playing
 * a core move. */

/* The first module's answer, NULL for none: what the seat that must act in
 * a module's phase must do (a format with the seat's %d); why a seat may
 * not be robbed */
#define CATAN_CALL_MODULE_TEXT(name, NAME, hook) \
  if (text == NULL && CATAN_MODULE_ON (s, NAME)) \
    text = catan_##name##_##hook (s);
#define CATAN_CALL_ACTOR_WAIT(name, NAME) CATAN_CALL_MODULE_TEXT (name, NAME, actor_wait)
#define CATAN_CALL_VICTIM_SPARED(name, NAME) CATAN_CALL_MODULE_TEXT (name, NAME, victim_spared)
#define CATAN_DEFINE_MODULE_TEXT(hook, HOOK) \
  static inline const char * \
  catan_hooks_##hook (const CatanState *s) \
  { \
    const char *text = NULL; \
    \
    if (!catan_has_modules (s)) \
      return NULL; \
    CATAN_HOOK_##HOOK (CATAN_CALL_##HOOK) \
    return text; \
  }
CATAN_DEFINE_MODULE_TEXT (actor_wait, ACTOR_WAIT)
CATAN_DEFINE_MODULE_TEXT (victim_spared, VICTIM_SPARED)
#undef CATAN_DEFINE_MODULE_TEXT
#undef CATAN_CALL_ACTOR_WAIT
#undef CATAN_CALL_VICTIM_SPARED
#undef CATAN_CALL_MODULE_TEXT

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

G_END_DECLS
