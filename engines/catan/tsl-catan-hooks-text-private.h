/* SPDX-License-Identifier: GPL-3.0-or-later */
#pragma once

#include "tsl-catan-hooks-private.h"

G_BEGIN_DECLS

/* The log's and the hints' hooks: what a module defines, and the calls. */

/* The log and the hints of the core's moves, a module's moves numbered
 * among them included (catan_describe_move(), catan_describe_hint()).
 * describe_move: the sentence of a move the module tells itself (its own
 * rule's moves, or a roll it tells its way), TRUE when it did;
 * describe_seven: what a 7 sets off when the module takes the robber
 * away, NULL when the robber does; describe_received: whether a roll's
 * production gave a seat something of the module's beside resource cards
 * (then the log does not say that nobody received anything);
 * describe_after: its sentences after the move's own, before the gold: what
 * the move did to its part of the game; describe_holders: its special
 * cards that changed hands, after the Longest Road and the Largest Army;
 * describe_pending: last, what the move let happen that waited for it;
 * hint_move: the computer's advice for a move the module tells itself, in
 * the conditional, or NULL (@after and @applied: the move applied to a copy
 * of the seat's view, for the quantities the rules fix). */
#define CATAN_DECLARE_DESCRIBE_MOVE(name, NAME) \
  gboolean catan_##name##_describe_move (GString *out, const CatanState *before, const CatanState *after, \
                                         const TslMove *m, const char *who, const char * const *names);
CATAN_HOOK_DESCRIBE_MOVE (CATAN_DECLARE_DESCRIBE_MOVE)
#undef CATAN_DECLARE_DESCRIBE_MOVE
#define CATAN_DECLARE_DESCRIBE_SEVEN(name, NAME) const char *catan_##name##_describe_seven (const CatanState *s);
CATAN_HOOK_DESCRIBE_SEVEN (CATAN_DECLARE_DESCRIBE_SEVEN)
#undef CATAN_DECLARE_DESCRIBE_SEVEN
#define CATAN_DECLARE_DESCRIBE_RECEIVED(name, NAME) \
  gboolean catan_##name##_describe_received (const CatanState *before, const CatanState *after, const TslMove *m);
CATAN_HOOK_DESCRIBE_RECEIVED (CATAN_DECLARE_DESCRIBE_RECEIVED)
#undef CATAN_DECLARE_DESCRIBE_RECEIVED
#define CATAN_DECLARE_DESCRIBE_AFTER(name, NAME) \
  void catan_##name##_describe_after (GString *out, const CatanState *before, const CatanState *after, \
                                      const TslMove *m, const char *who, const char * const *names);
CATAN_HOOK_DESCRIBE_AFTER (CATAN_DECLARE_DESCRIBE_AFTER)
#undef CATAN_DECLARE_DESCRIBE_AFTER
#define CATAN_DECLARE_DESCRIBE_HOLDERS(name, NAME) \
  void catan_##name##_describe_holders (GString *out, const CatanState *before, const CatanState *after, \
                                        const char * const *names);
CATAN_HOOK_DESCRIBE_HOLDERS (CATAN_DECLARE_DESCRIBE_HOLDERS)
#undef CATAN_DECLARE_DESCRIBE_HOLDERS
#define CATAN_DECLARE_DESCRIBE_PENDING(name, NAME) \
  void catan_##name##_describe_pending (GString *out, const CatanState *before, const CatanState *after, \
                                        const TslMove *m, const char * const *names);
CATAN_HOOK_DESCRIBE_PENDING (CATAN_DECLARE_DESCRIBE_PENDING)
#undef CATAN_DECLARE_DESCRIBE_PENDING
#define CATAN_DECLARE_HINT_MOVE(name, NAME) \
  char *catan_##name##_hint_move (const CatanState *s, const CatanState *after, const TslMove *m, \
                                  const TslMove *applied, const char * const *names);
CATAN_HOOK_HINT_MOVE (CATAN_DECLARE_HINT_MOVE)
#undef CATAN_DECLARE_HINT_MOVE

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
